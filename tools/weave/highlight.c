/* highlight.c: the C highlighter. It colours C as noweb hands it over,
 * in pieces (a chunk's lines, cut again at every identifier and chunk
 * use), so its state lasts from one piece to the next: a comment or a
 * string may span pieces. Keywords, types, numbers, strings and
 * character constants, comments and preprocessor lines each get a
 * <span class> the page's style colours; the rest is escaped text.
 * tools/check-highlight.mjs compares it with clang's lexer. */

#include "weave.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Words of C that get a class of their own. */
static const struct {
    const char *word, *cls;
} words[] = {
    {"auto", "kw"}, {"break", "kw"}, {"case", "kw"}, {"const", "kw"},
    {"continue", "kw"}, {"default", "kw"}, {"do", "kw"}, {"else", "kw"},
    {"enum", "kw"}, {"extern", "kw"}, {"for", "kw"}, {"goto", "kw"},
    {"if", "kw"}, {"inline", "kw"}, {"register", "kw"}, {"restrict", "kw"},
    {"return", "kw"}, {"sizeof", "kw"}, {"static", "kw"}, {"struct", "kw"},
    {"switch", "kw"}, {"typedef", "kw"}, {"union", "kw"}, {"volatile", "kw"},
    {"while", "kw"}, {"_Alignas", "kw"}, {"_Alignof", "kw"},
    {"_Generic", "kw"}, {"_Noreturn", "kw"}, {"_Static_assert", "kw"},
    {"void", "ty"}, {"char", "ty"}, {"short", "ty"}, {"int", "ty"},
    {"long", "ty"}, {"float", "ty"}, {"double", "ty"}, {"signed", "ty"},
    {"unsigned", "ty"}, {"_Bool", "ty"}, {"bool", "ty"}, {"size_t", "ty"},
    {"ptrdiff_t", "ty"}, {"int8_t", "ty"}, {"int16_t", "ty"},
    {"int32_t", "ty"}, {"int64_t", "ty"}, {"uint8_t", "ty"},
    {"uint16_t", "ty"}, {"uint32_t", "ty"}, {"uint64_t", "ty"},
    {"intptr_t", "ty"}, {"uintptr_t", "ty"}, {"FILE", "ty"},
    {"true", "nu"}, {"false", "nu"}, {"NULL", "nu"},
};

/* Returns the class of a C word, or NULL for a plain identifier. */
static const char *word_class(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i].word) == n && memcmp(words[i].word, s, n) == 0)
            return words[i].cls;
    return NULL;
}

/* Appends text wrapped in a span of class cls. */
static void buf_span(Buf *b, const char *cls, const char *s, size_t n)
{
    buf_printf(b, "<span class=\"%s\">", cls);
    buf_escape(b, s, n);
    buf_puts(b, "</span>");
}

/* Returns the length of the C number starting at s[0], a digit or a
 * '.' before a digit: digits, letters, '.', and a sign after an
 * exponent ('e' in decimal, 'p' in hexadecimal). */
static size_t number_length(const char *s, size_t n)
{
    int hex = n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    size_t i = 1;

    while (i < n) {
        char c = s[i], p = s[i - 1];
        if (isalnum((unsigned char)c) || c == '.' || c == '_')
            i++;
        else if ((c == '+' || c == '-') &&
                 (hex ? (p == 'p' || p == 'P') : (p == 'e' || p == 'E')))
            i++;
        else
            break;
    }
    return i;
}

/* Starts a highlighted region of class cls in state st. */
static void hl_open(Hl *h, Buf *b, HlState st, const char *cls)
{
    h->state = st;
    buf_printf(b, "<span class=\"%s\">", cls);
}

/* Ends the highlighted region the highlighter is in. */
void hl_close(Hl *h, Buf *b)
{
    if (h->state != HL_CODE)
        buf_puts(b, "</span>");
    h->state = HL_CODE;
}

/* Highlights one character inside a comment, string or preprocessor
 * line; returns how many characters it used. */
static size_t hl_inside(Hl *h, Buf *b, const char *s, size_t n)
{
    char c = s[0];

    switch (h->state) {
    case HL_LINE_COMMENT:
        if (c == '\n') {
            hl_close(h, b);
            return 0; /* the newline is code again */
        }
        break;
    case HL_BLOCK_COMMENT:
        if (c == '*' && n > 1 && s[1] == '/') {
            buf_add(b, s, 2); /* noweb never splits a text between them */
            hl_close(h, b);
            return 2;
        }
        break;
    case HL_STRING:
    case HL_CHAR:
        if (c == '\n') {             /* unterminated: stop at the line end */
            hl_close(h, b);
            return 0;
        }
        if (!h->escaped && c == (h->state == HL_STRING ? '"' : '\'')) {
            buf_putc(b, c);
            hl_close(h, b);
            return 1;
        }
        h->escaped = !h->escaped && c == '\\';
        break;
    case HL_PREPROC:
        if (c == '\n' && h->last != '\\') {
            hl_close(h, b);
            return 0;
        }
        if (c == '/' && n > 1 && (s[1] == '/' || s[1] == '*')) {
            hl_close(h, b); /* a comment after a directive */
            return 0;
        }
        break;
    case HL_CODE:
        break;
    }
    buf_escape(b, s, 1);
    return 1;
}

/* Highlights one token of code (outside comments and strings); returns
 * how many characters it used. */
static size_t hl_token(Hl *h, Buf *b, const char *s, size_t n)
{
    char c = s[0];
    size_t k;

    if (c == '#' && h->line_start) {
        hl_open(h, b, HL_PREPROC, "pp");
        return 0;
    }
    if (c == '/' && n > 1 && (s[1] == '/' || s[1] == '*')) {
        hl_open(h, b, s[1] == '/' ? HL_LINE_COMMENT : HL_BLOCK_COMMENT, "cm");
        buf_add(b, s, 2);
        return 2;
    }
    if (c == '"' || c == '\'') {
        hl_open(h, b, c == '"' ? HL_STRING : HL_CHAR, "st");
        h->escaped = 0;
        buf_putc(b, c);
        return 1;
    }
    if (isdigit((unsigned char)c) ||
        (c == '.' && n > 1 && isdigit((unsigned char)s[1]))) {
        k = number_length(s, n);
        buf_span(b, "nu", s, k);
        return k;
    }
    if (isalpha((unsigned char)c) || c == '_') {
        const char *cls;
        for (k = 1; k < n && (isalnum((unsigned char)s[k]) || s[k] == '_'); k++)
            ;
        cls = word_class(s, k);
        if (cls)
            buf_span(b, cls, s, k);
        else
            buf_escape(b, s, k);
        return k;
    }
    buf_escape(b, s, 1);
    return 1;
}

/* Highlights n characters of C code, continuing from the state h. */
void hl_text(Hl *h, Buf *b, const char *s, size_t n)
{
    size_t i = 0, k;

    while (i < n) {
        if (h->state == HL_CODE)
            k = hl_token(h, b, s + i, n - i);
        else
            k = hl_inside(h, b, s + i, n - i);
        if (k == 0)
            continue; /* the state changed; look at s[i] again */
        if (s[i + k - 1] == '\n')
            h->line_start = 1;
        else if (!isspace((unsigned char)s[i]) || k > 1)
            h->line_start = 0;
        h->last = s[i + k - 1];
        i += k;
    }
}

/* Tells the highlighter that something other than text (an identifier
 * link or a chunk use) went by. */
void hl_other(Hl *h)
{
    h->line_start = 0;
    h->last = 'x';
    h->escaped = 0;
}

/* Lines at most this many characters long never wrap on a wide screen
 * (the code column holds about 70), so they need no span of their own. */
#define WRAP_AT 60

/* Returns the number of characters a line of HTML shows: tags left
 * out, a character reference counted once, UTF-8 counted by character. */
static size_t shown_length(const char *s)
{
    size_t n = 0;
    while (*s && *s != '\n') {
        if (*s == '<') {
            const char *end = strchr(s, '>');
            s = end ? end + 1 : s + strlen(s);
            continue;
        }
        if (*s == '&') {
            const char *end = strchr(s, ';');
            if (end && end - s < 10 && !memchr(s, '\n', (size_t)(end - s)))
                s = end;
        }
        if (((unsigned char)*s & 0xC0) != 0x80)
            n++;
        s++;
    }
    return n;
}

/* Appends the tags of the list open, closed in reverse order. */
static void close_tags(Buf *b, const Strs *open)
{
    size_t i;
    for (i = open->n; i-- > 0;)
        buf_puts(b, open->v[i][1] == 'a' ? "</a>" : "</span>");
}

/* Appends the highlighted HTML html to b with each line of code that
 * could wrap (longer than WRAP_AT) in a <span class="line">, its newline
 * kept at its end, so the page can wrap it under its own indent and mark
 * the wrap (tools/page.html). The indent, when there is one, is in
 * style="--i:N". A span or link open where such a line starts or ends is
 * closed there and opened again inside it and after it (without its id,
 * which must stay unique), so the tags nest. Shorter lines are left as
 * they are. */
void buf_lines(Buf *b, const char *html)
{
    Strs open = {0};  /* tags open in html at this point, as written */
    const char *s = html;
    int line_start = 1, in_span = 0, shown = 1;  /* shown: open's tags are open in b */
    size_t i;

    while (*s) {
        if (line_start) {
            if (shown_length(s) > WRAP_AT) {
                size_t k = strspn(s, " ");
                if (shown)
                    close_tags(b, &open);
                if (k)
                    buf_printf(b, "<span class=\"line\" style=\"--i:%lu\">",
                               (unsigned long)k);
                else
                    buf_puts(b, "<span class=\"line\">");
                in_span = 1;
            }
            if (in_span || !shown)
                for (i = 0; i < open.n; i++)
                    buf_puts(b, open.v[i]);
            shown = 1;
            line_start = 0;
        }
        if (*s == '<') {
            const char *end = strchr(s, '>');
            size_t n = end ? (size_t)(end - s) + 1 : strlen(s);
            if (s[1] == '/') {
                if (open.n)
                    free(open.v[--open.n]);
            } else {
                /* the tag to open again on a later line, less its id */
                char *tag = xstrndup(s, n);
                char *id = strstr(tag, " id=\"");
                char *q = id ? strchr(id + 5, '"') : NULL;
                if (q)
                    memmove(id, q + 1, strlen(q + 1) + 1);
                strs_push(&open, tag);
                free(tag);
            }
            buf_add(b, s, n);
            s += n;
        } else if (*s == '\n') {
            if (in_span) {
                close_tags(b, &open);
                buf_puts(b, "\n</span>");
                in_span = 0;
                shown = 0;
            } else {
                buf_putc(b, '\n');
            }
            line_start = 1;
            s++;
        } else {
            const char *t = s + strcspn(s, "<\n");
            buf_add(b, s, (size_t)(t - s));
            s = t;
        }
    }
    if (in_span) {
        close_tags(b, &open);
        buf_puts(b, "</span>");
    }
    strs_free(&open);
}
