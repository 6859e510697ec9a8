/* nwhtml.c: a noweb back end that writes an HTML body fragment.
 *
 * noweave runs it at the end of its pipeline:
 *
 *     noweave -n -index -backend build/nwhtml intersect.nw > build/body.html
 *
 * so it reads the stream of `markup | finduses | noidx` on standard input.
 * Every line of that stream is a keyword and its argument, such as
 * "@text int x;" or "@xref label NW1a2b-3". This program turns the stream
 * into HTML:
 *
 *   - documentation chunks are CommonMark, rendered with libcmark; TeX
 *     math between \( \) and \[ \] is hidden from cmark behind placeholders
 *     and written back as <span class="math inline"> and
 *     <div class="math display"> for tools/render.mjs to typeset;
 *   - code chunks become highlighted C with noweb's cross-references:
 *     the chunk's name and number, links to its previous and next piece,
 *     the chunks that use it, the identifiers it defines and uses;
 *   - the chunk index and the identifier index end the page.
 *
 * A chunk used but never defined, TeX math left open, or a fatal error
 * reported by an earlier stage make it print file:line and exit with 1,
 * which noweave passes on to make.
 *
 * With the argument -highlight it only highlights the C on its standard
 * input (for tools/check-highlight.mjs).
 *
 * Build: cc -std=c99 tools/nwhtml.c -o build/nwhtml -lcmark
 */

#include <cmark.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Memory and strings                                                 */
/* ------------------------------------------------------------------ */

/* Stops the program when memory runs out: there is nothing to save. */
static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs("nwhtml: out of memory\n", stderr);
        exit(2);
    }
    return q;
}

/* Returns a fresh copy of the first n bytes of s, NUL-terminated. */
static char *xstrndup(const char *s, size_t n)
{
    char *t = xrealloc(NULL, n + 1);
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
}

/* Returns a fresh copy of s. */
static char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

/* Replaces *slot by a copy of s (or by NULL), freeing the old string. */
static void set_str(char **slot, const char *s)
{
    free(*slot);
    *slot = s ? xstrdup(s) : NULL;
}

/* True when s starts with prefix. */
static int starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* A growing byte buffer, always NUL-terminated. */
typedef struct {
    char *s;
    size_t len, cap;
} Buf;

/* Appends n bytes to b. */
static void buf_add(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

/* Appends a NUL-terminated string to b. */
static void buf_puts(Buf *b, const char *s)
{
    buf_add(b, s, strlen(s));
}

/* Appends one byte to b. */
static void buf_putc(Buf *b, char c)
{
    buf_add(b, &c, 1);
}

/* Appends printf-style formatted text to b. */
static void buf_printf(Buf *b, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        buf_add(b, small, (size_t)n);
        return;
    }
    {
        char *big = xrealloc(NULL, (size_t)n + 1);
        va_start(ap, fmt);
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        va_end(ap);
        buf_add(b, big, (size_t)n);
        free(big);
    }
}

/* Returns the contents of b (the caller frees them) and empties b. */
static char *buf_take(Buf *b)
{
    char *s = b->s ? b->s : xstrdup("");
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

/* Frees the contents of b and empties it. */
static void buf_free(Buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

/* Appends text to b with the characters HTML gives a meaning escaped. */
static void buf_escape(Buf *b, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        switch (s[i]) {
        case '&': buf_puts(b, "&amp;"); break;
        case '<': buf_puts(b, "&lt;"); break;
        case '>': buf_puts(b, "&gt;"); break;
        case '"': buf_puts(b, "&quot;"); break;
        default: buf_putc(b, s[i]);
        }
    }
}

/* A list of strings, owned by the list. Used as a list, a set, or the
 * keys or values of a small map; the lists here hold at most a few
 * thousand entries, so a linear search is fast enough. */
typedef struct {
    char **v;
    size_t n, cap;
} Strs;

/* Appends a copy of s to l. */
static void strs_push(Strs *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = xstrdup(s);
}

/* Returns the index of s in l, or -1. */
static long strs_find(const Strs *l, const char *s)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        if (strcmp(l->v[i], s) == 0)
            return (long)i;
    return -1;
}

/* Empties l and frees its strings. */
static void strs_free(Strs *l)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

/* A map from strings to strings: keys[i] maps to vals[i]. */
typedef struct {
    Strs keys, vals;
} Map;

/* Maps key to val, replacing an earlier value. */
static void map_set(Map *m, const char *key, const char *val)
{
    long i = strs_find(&m->keys, key);
    if (i >= 0) {
        set_str(&m->vals.v[i], val);
        return;
    }
    strs_push(&m->keys, key);
    strs_push(&m->vals, val);
}

/* Returns the value of key, or NULL. */
static const char *map_get(const Map *m, const char *key)
{
    long i = strs_find(&m->keys, key);
    return i >= 0 ? m->vals.v[i] : NULL;
}

/* Frees the map. */
static void map_free(Map *m)
{
    strs_free(&m->keys);
    strs_free(&m->vals);
}

/* ------------------------------------------------------------------ */
/* HTML ids                                                            */
/* ------------------------------------------------------------------ */

/* Appends s to b as part of an HTML id: letters, digits, '-' and '_'
 * stay, any other byte becomes '_' and two hex digits. noweb's labels
 * ("NW1a2b-3") and C identifiers pass through unchanged. */
static void buf_id(Buf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (isalnum(c) || c == '-' || c == '_')
            buf_putc(b, (char)c);
        else
            buf_printf(b, "_%02X", c);
    }
}

/* Appends the id of the place where identifier name is defined. */
static void buf_def_id(Buf *b, const char *name)
{
    buf_puts(b, "def-");
    buf_id(b, name);
}

/* Appends the id of the index entry of identifier name. */
static void buf_idx_id(Buf *b, const char *name)
{
    buf_puts(b, "idx-");
    buf_id(b, name);
}

/* Ids used by the page itself; the page template (tools/page.html) and
 * this program's index sections use them. */
static const char *const reserved_ids[] = {
    "top", "contents", "main", "index-of-chunks", "index-of-identifiers",
};

/* ------------------------------------------------------------------ */
/* The weaver's state                                                 */
/* ------------------------------------------------------------------ */

/* What the highlighter is in the middle of. */
typedef enum {
    HL_CODE, HL_PREPROC, HL_LINE_COMMENT, HL_BLOCK_COMMENT, HL_STRING,
    HL_CHAR
} HlState;

/* The highlighter's state; it lasts across the pieces of text noweb
 * splits a code chunk into. */
typedef struct {
    HlState state;
    int line_start;  /* only white space so far on this line */
    int escaped;     /* the last character was a backslash in a string */
    char last;       /* the last character seen, for a "\\" ending a line */
} Hl;

/* A piece of a code chunk's body: ready HTML, or an identifier whose
 * link is only known when the whole chunk has been read. */
typedef struct {
    char *html;   /* ready HTML, or the identifier's escaped text */
    char *ident;  /* NULL for ready HTML */
    int in_code;  /* the identifier is code, not inside a comment or string */
    int defn;     /* 1: noweb marked it as the definition; 2: it carries
                     the identifier's anchor, id "def-NAME" */
} Seg;

/* The code chunk being read. */
typedef struct {
    char *label;        /* this piece's label: its HTML id */
    char *first;        /* label of the chunk's first piece */
    char *name;         /* the chunk's name */
    char *prev, *next;  /* labels of the previous and next pieces */
    int header_nl;      /* the newline ending the "<<name>>=" line is due */
    Seg *segs;
    size_t nsegs, capsegs;
    Buf html;           /* HTML not yet moved into segs */
    Hl hl;
    int in_uses;        /* between @xref beginuses and enduses */
    char *use_label;    /* label of the next chunk use in the body */
    char *pending_use;  /* identifier whose use the next @text starts with */
    char *pending_defn; /* identifier whose definition it starts with */
    Strs defs, defs_used;   /* identifiers defined here; where each is used */
    Strs uses, uses_defd;   /* identifiers used here; where each is defined */
    Strs marks;         /* labels of @index isused/isdefined not yet claimed */
} Chunk;

/* A piece of HTML held back from cmark behind a placeholder. */
typedef enum { HOLD_QUOTE, HOLD_INLINE_MATH, HOLD_DISPLAY_MATH } HoldKind;
typedef struct {
    HoldKind kind;
    char *html;   /* what replaces the placeholder */
    char *plain;  /* its plain text, for heading ids */
} Hold;

/* The documentation chunk being read. */
typedef struct {
    Buf md;            /* Markdown source, quoted code already held back */
    Buf quote;         /* HTML of the quoted code being read */
    Buf quote_plain;   /* its plain text */
    int in_quote;
    char *pending_use; /* identifier whose use the next quoted @text starts with */
    Hold *holds;
    size_t nholds, capholds;
    size_t *mark_off;  /* md offsets where source lines start ... */
    long *mark_line;   /* ... and the numbers of those lines */
    size_t nmarks, capmarks;
} Docs;

/* One entry of the chunk index or the identifier index. */
typedef struct {
    char *label;   /* where the entry's link points */
    char *name;
    Strs defs, uses; /* labels */
} Entry;

/* Everything the weaver knows. */
typedef struct {
    char *file;          /* current .nw file, from @file */
    long line;           /* current line in it */
    int errors;
    enum { IN_NOTHING, IN_DOCS, IN_CODE } mode;
    Strs ids;            /* every id on the page, to keep them unique */
    Map numbers;         /* label of a code chunk -> its number "1", "2", ... */
    Map used_in;         /* chunk name -> labels of the chunks using it */
    Strs roots;          /* names of root chunks */
    Strs anchored;       /* identifiers whose definition has its anchor */
    Chunk chunk;
    Docs docs;
    Entry entry;
    char *ref;           /* label of the last @xref ref */
    int h1s;             /* number of level 1 headings so far */
    FILE *out;
} Weaver;

/* Prints an error with the current .nw position and counts it. */
static void error_at(Weaver *w, long line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%ld: ", w->file ? w->file : "<stdin>", line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    w->errors++;
}

/* Writes a string to the output. */
static void emit(Weaver *w, const char *s)
{
    fputs(s, w->out);
}

/* Writes a buffer to the output and empties it. */
static void emit_buf(Weaver *w, Buf *b)
{
    if (b->len)
        fwrite(b->s, 1, b->len, w->out);
    buf_free(b);
}

/* Claims an id made from base: base itself if free, else base-2, base-3,
 * and so on. Appends the id to b. */
static void claim_id(Weaver *w, Buf *b, const char *base)
{
    Buf id = {0};
    int k;

    buf_puts(&id, base);
    for (k = 2; strs_find(&w->ids, id.s) >= 0; k++) {
        id.len = 0;
        buf_printf(&id, "%s-%d", base, k);
    }
    strs_push(&w->ids, id.s);
    buf_puts(b, id.s);
    buf_free(&id);
}

/* Appends a link to a code chunk, showing its number. */
static void buf_chunk_ref(Weaver *w, Buf *b, const char *label)
{
    const char *num = map_get(&w->numbers, label);
    buf_puts(b, "<a href=\"#");
    buf_id(b, label);
    buf_printf(b, "\">%s</a>", num ? num : "?");
}

/* Appends a comma-separated list of links to code chunks, leaving out
 * the label skip (a chunk need not point at itself) and repeats. */
static void buf_chunk_refs(Weaver *w, Buf *b, const Strs *labels,
                           const char *skip)
{
    Strs seen = {0};
    size_t i;

    for (i = 0; i < labels->n; i++) {
        const char *l = labels->v[i];
        if ((skip && strcmp(l, skip) == 0) || strs_find(&seen, l) >= 0)
            continue;
        if (seen.n)
            buf_puts(b, ", ");
        strs_push(&seen, l);
        buf_chunk_ref(w, b, l);
    }
    strs_free(&seen);
}

/* Appends a chunk name as HTML: escaped, with [[code]] as <code>. */
static void buf_chunk_name(Buf *b, const char *name)
{
    const char *open, *close;

    buf_puts(b, "\xE2\x9F\xA8"); /* U+27E8 mathematical left angle bracket */
    while ((open = strstr(name, "[[")) && (close = strstr(open + 2, "]]"))) {
        buf_escape(b, name, (size_t)(open - name));
        buf_puts(b, "<code>");
        buf_escape(b, open + 2, (size_t)(close - open - 2));
        buf_puts(b, "</code>");
        name = close + 2;
    }
    buf_escape(b, name, strlen(name));
    buf_puts(b, "\xE2\x9F\xA9"); /* U+27E9 */
}

/* ------------------------------------------------------------------ */
/* The C highlighter                                                  */
/* ------------------------------------------------------------------ */

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
static void hl_close(Hl *h, Buf *b)
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
static void hl_text(Hl *h, Buf *b, const char *s, size_t n)
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
static void hl_other(Hl *h)
{
    h->line_start = 0;
    h->last = 'x';
    h->escaped = 0;
}

/* ------------------------------------------------------------------ */
/* Code chunks                                                        */
/* ------------------------------------------------------------------ */

/* Adds an empty segment to the chunk's body and returns it. */
static Seg *chunk_new_seg(Chunk *c)
{
    if (c->nsegs == c->capsegs) {
        c->capsegs = c->capsegs ? 2 * c->capsegs : 32;
        c->segs = xrealloc(c->segs, c->capsegs * sizeof *c->segs);
    }
    memset(&c->segs[c->nsegs], 0, sizeof c->segs[0]);
    return &c->segs[c->nsegs++];
}

/* Moves the HTML gathered so far into a new segment. */
static void chunk_flush(Chunk *c)
{
    if (c->html.len > 0)
        chunk_new_seg(c)->html = buf_take(&c->html);
}

/* Adds an occurrence of identifier name to the chunk's body. */
static void chunk_ident(Chunk *c, const char *name, int defn)
{
    Buf text = {0};
    Seg *s;

    chunk_flush(c);
    buf_escape(&text, name, strlen(name));
    s = chunk_new_seg(c);
    s->html = buf_take(&text);
    s->ident = xstrdup(name);
    s->in_code = c->hl.state == HL_CODE || c->hl.state == HL_PREPROC;
    s->defn = defn;
    hl_other(&c->hl);
}

/* Frees everything the chunk holds and makes it empty. */
static void chunk_free(Chunk *c)
{
    size_t i;
    for (i = 0; i < c->nsegs; i++) {
        free(c->segs[i].html);
        free(c->segs[i].ident);
    }
    free(c->segs);
    free(c->label);
    free(c->first);
    free(c->name);
    free(c->prev);
    free(c->next);
    free(c->use_label);
    free(c->pending_use);
    free(c->pending_defn);
    buf_free(&c->html);
    strs_free(&c->defs);
    strs_free(&c->defs_used);
    strs_free(&c->uses);
    strs_free(&c->uses_defd);
    strs_free(&c->marks);
    memset(c, 0, sizeof *c);
}

/* Starts a code chunk (@begin code). */
static void code_begin(Weaver *w)
{
    chunk_free(&w->chunk);
    w->chunk.hl.line_start = 1;
    w->mode = IN_CODE;
}

/* Handles a line of code text (@text in a code chunk). noweb's finduses
 * has cut the line so that an identifier it found starts a piece; the
 * @index use (or defn) line before the piece names it. */
static void code_text(Weaver *w, const char *s)
{
    Chunk *c = &w->chunk;
    const char *name = c->pending_defn ? c->pending_defn : c->pending_use;

    if (name && starts_with(s, name)) {
        chunk_ident(c, name, c->pending_defn != NULL);
        s += strlen(name);
    }
    set_str(&c->pending_use, NULL);
    set_str(&c->pending_defn, NULL);
    hl_text(&c->hl, &c->html, s, strlen(s));
}

/* Handles a newline in a code chunk (@nl). The first one ends the
 * "<<name>>=" line and is not part of the code. */
static void code_nl(Weaver *w)
{
    Chunk *c = &w->chunk;
    if (c->header_nl) {
        c->header_nl = 0;
        return;
    }
    hl_text(&c->hl, &c->html, "\n", 1);
    set_str(&c->pending_use, NULL);
    set_str(&c->pending_defn, NULL);
}

/* Handles a use of another chunk in the code (@use). Its @xref ref
 * names the used chunk's first piece; a chunk that is never defined
 * has the label "nw@notdef", and is an error. */
static void code_use(Weaver *w, const char *name)
{
    Chunk *c = &w->chunk;
    Buf *b = &c->html;

    if (!w->ref || strcmp(w->ref, "nw@notdef") == 0) {
        error_at(w, w->line, "chunk <<%s>> is used but never defined", name);
        buf_puts(b, "<span class=\"use undefined\">");
        buf_chunk_name(b, name);
        buf_puts(b, "</span>");
    } else {
        buf_puts(b, "<a class=\"use\"");
        if (c->use_label) {
            buf_puts(b, " id=\"");
            buf_id(b, c->use_label);
            buf_puts(b, "\"");
        }
        buf_puts(b, " href=\"#");
        buf_id(b, w->ref);
        buf_puts(b, "\">");
        buf_chunk_name(b, name);
        buf_puts(b, "</a>");
    }
    set_str(&c->use_label, NULL);
    hl_other(&c->hl);
}

/* Appends the chunk's heading line: number, name, ≡ or +≡, and links
 * to the previous and next pieces of the same chunk. */
static void chunk_head(Weaver *w, Chunk *c, Buf *b)
{
    int first = !c->first || strcmp(c->first, c->label) == 0;

    buf_puts(b, "<div class=\"chunk-head\">");
    buf_puts(b, "<a class=\"chunk-num\" href=\"#");
    buf_id(b, c->label);
    buf_printf(b, "\" title=\"link to this piece\">%s</a> ",
               map_get(&w->numbers, c->label) ? map_get(&w->numbers, c->label)
                                              : "?");
    buf_puts(b, "<a class=\"chunk-name\" href=\"#");
    buf_id(b, first ? c->label : c->first);
    buf_puts(b, "\">");
    buf_chunk_name(b, c->name ? c->name : "");
    buf_puts(b, "</a><span class=\"chunk-op\">");
    buf_puts(b, first ? "\xE2\x89\xA1" : "+\xE2\x89\xA1"); /* U+2261 ≡ */
    buf_puts(b, "</span>");
    if (c->prev || c->next)
        buf_puts(b, " <span class=\"chunk-nav\">");
    if (c->prev) {
        buf_puts(b, "<a class=\"chunk-prev\" title=\"previous piece\" "
                    "aria-label=\"previous piece\" href=\"#");
        buf_id(b, c->prev);
        buf_printf(b, "\">\xE2\x86\x91%s</a>", /* U+2191 ↑ */
                   map_get(&w->numbers, c->prev) ? map_get(&w->numbers, c->prev)
                                                 : "?");
    }
    if (c->prev && c->next)
        buf_puts(b, " ");
    if (c->next) {
        buf_puts(b, "<a class=\"chunk-next\" title=\"next piece\" "
                    "aria-label=\"next piece\" href=\"#");
        buf_id(b, c->next);
        buf_printf(b, "\">\xE2\x86\x93%s</a>", /* U+2193 ↓ */
                   map_get(&w->numbers, c->next) ? map_get(&w->numbers, c->next)
                                                 : "?");
    }
    if (c->prev || c->next)
        buf_puts(b, "</span>");
    buf_puts(b, "</div>\n");
}

/* Decides where each identifier the chunk defines gets its anchor
 * (id "def-NAME"): the occurrence noweb marked as the definition, else
 * its first occurrence in code, else its first occurrence at all.
 * Only the first chunk defining a name gets the anchor. Returns, per
 * defined identifier, whether the "Defines" list must carry it instead. */
static int *place_anchors(Weaver *w, Chunk *c)
{
    int *in_list = xrealloc(NULL, (c->defs.n + 1) * sizeof *in_list);
    size_t d, i;

    for (d = 0; d < c->defs.n; d++) {
        const char *name = c->defs.v[d];
        long best = -1;
        int pass;

        in_list[d] = 0;
        if (strs_find(&w->anchored, name) >= 0)
            continue;
        strs_push(&w->anchored, name);
        for (pass = 0; pass < 3 && best < 0; pass++)
            for (i = 0; i < c->nsegs && best < 0; i++) {
                Seg *s = &c->segs[i];
                if (s->ident && strcmp(s->ident, name) == 0 &&
                    (pass == 2 || (pass == 0 ? s->defn : s->in_code)))
                    best = (long)i;
            }
        if (best >= 0)
            c->segs[best].defn = 2; /* 2: carries the anchor */
        else
            in_list[d] = 1;
    }
    return in_list;
}

/* Appends the chunk's body, with the identifier links filled in. */
static void chunk_body(Chunk *c, Buf *b)
{
    size_t i;

    buf_puts(b, "<pre class=\"code\"><code>");
    for (i = 0; i < c->nsegs; i++) {
        Seg *s = &c->segs[i];
        if (!s->ident) {
            buf_puts(b, s->html);
        } else if (s->defn == 2) {
            buf_puts(b, "<a class=\"id def\" id=\"");
            buf_def_id(b, s->ident);
            buf_puts(b, "\" title=\"defined here; click for its uses\" href=\"#");
            buf_idx_id(b, s->ident);
            buf_printf(b, "\">%s</a>", s->html);
        } else {
            buf_puts(b, "<a class=\"id\" href=\"#");
            buf_def_id(b, s->ident);
            buf_printf(b, "\">%s</a>", s->html);
        }
    }
    buf_puts(b, "</code></pre>\n");
}

/* Appends the labels of a space-separated list to l. */
static void split_labels(const char *s, Strs *l)
{
    while (*s) {
        size_t n = strcspn(s, " ");
        if (n) {
            char *t = xstrndup(s, n);
            strs_push(l, t);
            free(t);
        }
        s += n;
        s += strspn(s, " ");
    }
}

/* Appends the chunk's notes: where it is used (or the file it is written
 * to), and the identifiers it defines and uses. */
static void chunk_foot(Weaver *w, Chunk *c, const int *in_list, Buf *b)
{
    Strs used = {0};
    const char *u = c->name ? map_get(&w->used_in, c->name) : NULL;
    size_t i;

    if (u)
        split_labels(u, &used);
    buf_puts(b, "<div class=\"chunk-foot\">");
    if (c->name && strs_find(&w->roots, c->name) >= 0) {
        buf_puts(b, "<p>Root chunk: written to <code>");
        buf_escape(b, c->name, strlen(c->name));
        buf_puts(b, "</code>.</p>");
    } else if (used.n) {
        buf_puts(b, "<p>Used in ");
        buf_chunk_refs(w, b, &used, NULL);
        buf_puts(b, ".</p>");
    }
    if (c->defs.n) {
        buf_puts(b, "<p>Defines ");
        for (i = 0; i < c->defs.n; i++) {
            Strs where = {0};
            buf_puts(b, i ? ", <a" : "<a");
            if (in_list[i]) {
                buf_puts(b, " id=\"");
                buf_def_id(b, c->defs.v[i]);
                buf_puts(b, "\"");
            }
            buf_puts(b, " href=\"#");
            buf_idx_id(b, c->defs.v[i]);
            buf_puts(b, "\"><code>");
            buf_escape(b, c->defs.v[i], strlen(c->defs.v[i]));
            buf_puts(b, "</code></a>");
            split_labels(c->defs_used.v[i], &where);
            if (where.n > 1 || (where.n == 1 && strcmp(where.v[0], c->label))) {
                buf_puts(b, " <span class=\"where\">(used in ");
                buf_chunk_refs(w, b, &where, c->label);
                buf_puts(b, ")</span>");
            }
            strs_free(&where);
        }
        buf_puts(b, ".</p>");
    }
    if (c->uses.n) {
        buf_puts(b, "<p>Uses ");
        for (i = 0; i < c->uses.n; i++) {
            Strs where = {0};
            buf_puts(b, i ? ", <a href=\"#" : "<a href=\"#");
            buf_def_id(b, c->uses.v[i]);
            buf_puts(b, "\"><code>");
            buf_escape(b, c->uses.v[i], strlen(c->uses.v[i]));
            buf_puts(b, "</code></a>");
            split_labels(c->uses_defd.v[i], &where);
            if (where.n) {
                buf_puts(b, " <span class=\"where\">");
                buf_chunk_refs(w, b, &where, NULL);
                buf_puts(b, "</span>");
            }
            strs_free(&where);
        }
        buf_puts(b, ".</p>");
    }
    buf_puts(b, "</div>\n");
    strs_free(&used);
}

/* Ends a code chunk (@end code): writes it out. */
static void code_end(Weaver *w)
{
    Chunk *c = &w->chunk;
    Buf b = {0};
    int *in_list;

    if (c->html.len && c->html.s[c->html.len - 1] == '\n')
        c->html.s[--c->html.len] = '\0'; /* no empty line after the code */
    hl_close(&c->hl, &c->html);
    chunk_flush(c);
    if (!c->label)
        set_str(&c->label, "chunk");
    in_list = place_anchors(w, c);
    buf_puts(&b, "<div class=\"chunk\" id=\"");
    buf_id(&b, c->label);
    buf_puts(&b, "\">\n");
    chunk_head(w, c, &b);
    chunk_body(c, &b);
    chunk_foot(w, c, in_list, &b);
    buf_puts(&b, "</div>\n");
    emit_buf(w, &b);
    free(in_list);
    chunk_free(c);
    w->mode = IN_NOTHING;
}

/* ------------------------------------------------------------------ */
/* Placeholders                                                       */
/* ------------------------------------------------------------------ */

/* A placeholder is U+E000, the decimal number of the held piece, U+E001:
 * private-use characters that cmark passes through untouched. */
#define PH_OPEN "\xEE\x80\x80"
#define PH_CLOSE "\xEE\x80\x81"

/* Holds a piece of HTML back and appends its placeholder to b. */
static void hold(Docs *d, Buf *b, HoldKind kind, char *html, char *plain)
{
    if (d->nholds == d->capholds) {
        d->capholds = d->capholds ? 2 * d->capholds : 16;
        d->holds = xrealloc(d->holds, d->capholds * sizeof *d->holds);
    }
    d->holds[d->nholds].kind = kind;
    d->holds[d->nholds].html = html;
    d->holds[d->nholds].plain = plain;
    buf_printf(b, PH_OPEN "%lu" PH_CLOSE, (unsigned long)d->nholds);
    d->nholds++;
}

/* If s starts with a placeholder, returns its held piece and sets *len
 * to the placeholder's length; else returns NULL. */
static const Hold *placeholder_at(const Docs *d, const char *s, size_t *len)
{
    size_t i = 3;
    unsigned long k = 0;

    if (!starts_with(s, PH_OPEN))
        return NULL;
    if (!isdigit((unsigned char)s[i]))
        return NULL;
    while (isdigit((unsigned char)s[i]))
        k = k * 10 + (unsigned long)(s[i++] - '0');
    if (!starts_with(s + i, PH_CLOSE) || k >= d->nholds)
        return NULL;
    *len = i + 3;
    return &d->holds[k];
}

/* Appends s to b with every placeholder replaced by the piece it holds;
 * with plain, by the piece's plain text. */
static void buf_unhold(const Docs *d, Buf *b, const char *s, int plain)
{
    while (*s) {
        size_t len;
        const Hold *h = placeholder_at(d, s, &len);
        if (h) {
            buf_puts(b, plain ? h->plain : h->html);
            s += len;
        } else {
            buf_putc(b, *s++);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Documentation chunks                                               */
/* ------------------------------------------------------------------ */

/* Records that the source line `line` starts at the current end of the
 * Markdown, so that errors found in it can name their line. */
static void docs_mark(Docs *d, long line)
{
    if (d->nmarks == d->capmarks) {
        d->capmarks = d->capmarks ? 2 * d->capmarks : 64;
        d->mark_off = xrealloc(d->mark_off, d->capmarks * sizeof *d->mark_off);
        d->mark_line = xrealloc(d->mark_line, d->capmarks * sizeof *d->mark_line);
    }
    d->mark_off[d->nmarks] = d->md.len;
    d->mark_line[d->nmarks] = line;
    d->nmarks++;
}

/* Returns the source line of offset off in the Markdown. */
static long docs_line(const Docs *d, size_t off)
{
    size_t i;
    long line = d->nmarks ? d->mark_line[0] : 0;
    for (i = 0; i < d->nmarks && d->mark_off[i] <= off; i++)
        line = d->mark_line[i];
    return line;
}

/* Frees everything the documentation chunk holds. */
static void docs_free(Docs *d)
{
    size_t i;
    for (i = 0; i < d->nholds; i++) {
        free(d->holds[i].html);
        free(d->holds[i].plain);
    }
    free(d->holds);
    free(d->mark_off);
    free(d->mark_line);
    free(d->pending_use);
    buf_free(&d->md);
    buf_free(&d->quote);
    buf_free(&d->quote_plain);
    memset(d, 0, sizeof *d);
}

/* Starts a documentation chunk (@begin docs). */
static void docs_begin(Weaver *w)
{
    docs_free(&w->docs);
    docs_mark(&w->docs, w->line);
    w->mode = IN_DOCS;
}

/* Handles text in prose (@text): Markdown, or quoted code. */
static void docs_text(Weaver *w, const char *s)
{
    Docs *d = &w->docs;

    if (!d->in_quote) {
        buf_puts(&d->md, s);
        return;
    }
    if (d->pending_use && starts_with(s, d->pending_use)) {
        size_t n = strlen(d->pending_use);
        buf_puts(&d->quote, "<a class=\"id\" href=\"#");
        buf_def_id(&d->quote, d->pending_use);
        buf_puts(&d->quote, "\">");
        buf_escape(&d->quote, s, n);
        buf_puts(&d->quote, "</a>");
        buf_add(&d->quote_plain, s, n);
        s += n;
    }
    set_str(&d->pending_use, NULL);
    buf_escape(&d->quote, s, strlen(s));
    buf_puts(&d->quote_plain, s);
}

/* Handles a newline in prose (@nl). */
static void docs_nl(Weaver *w)
{
    Docs *d = &w->docs;
    if (d->in_quote) {
        buf_putc(&d->quote, '\n');
        buf_putc(&d->quote_plain, ' ');
    } else {
        buf_putc(&d->md, '\n');
        docs_mark(d, w->line + 1);
    }
}

/* Ends quoted code in prose (@endquote): holds it back from cmark. */
static void docs_endquote(Weaver *w)
{
    Docs *d = &w->docs;
    Buf html = {0};

    buf_puts(&html, "<code>");
    buf_add(&html, d->quote.s ? d->quote.s : "", d->quote.len);
    buf_puts(&html, "</code>");
    hold(d, &d->md, HOLD_QUOTE, buf_take(&html), buf_take(&d->quote_plain));
    buf_free(&d->quote);
    set_str(&d->pending_use, NULL);
    d->in_quote = 0;
}

/* Returns the length of the fence opening (or closing) a fenced code
 * block if the line at s is one ("```" or "~~~", after any indent), else
 * 0; *ch is set to the fence character. */
static size_t fence_length(const char *s, size_t n, char *ch)
{
    size_t i = 0, k;

    while (i < n && s[i] == ' ')
        i++;
    if (i >= n || (s[i] != '`' && s[i] != '~'))
        return 0;
    *ch = s[i];
    for (k = 0; i + k < n && s[i + k] == *ch; k++)
        ;
    if (k < 3)
        return 0;
    if (*ch == '`') /* an info string after ``` may not contain ` */
        for (i += k; i < n && s[i] != '\n'; i++)
            if (s[i] == '`')
                return 0;
    return k;
}

/* Returns the length of the run of c starting at s. */
static size_t run_length(const char *s, size_t n, char c)
{
    size_t k = 0;
    while (k < n && s[k] == c)
        k++;
    return k;
}

/* True when s[i] ends a line and the next line is blank: the end of a
 * paragraph, which neither a code span nor a formula can cross. */
static int paragraph_end(const char *s, size_t i, size_t n)
{
    size_t j = i + 1;
    if (s[i] != '\n')
        return 0;
    while (j < n && (s[j] == ' ' || s[j] == '\t'))
        j++;
    return j >= n || s[j] == '\n';
}

/* Returns the offset in s of the backtick string of exactly k backticks
 * closing a code span, or n if there is none in this paragraph. */
static size_t code_span_end(const char *s, size_t n, size_t k)
{
    size_t i = 0;
    while (i < n && !paragraph_end(s, i, n)) {
        size_t r = run_length(s + i, n - i, '`');
        if (r == k)
            return i;
        i += r ? r : 1;
    }
    return n;
}

/* Returns the offset in s of the backslash of the "\)" (close is ')') or
 * "\]" ending a formula, or n if the formula runs into a blank line or
 * the end of the chunk. Backslash pairs such as "\\" are skipped. */
static size_t math_end(const char *s, size_t n, char close)
{
    size_t i = 0;
    while (i < n) {
        if (s[i] == '\\' && i + 1 < n) {
            if (s[i + 1] == close)
                return i;
            i += 2;
        } else if (paragraph_end(s, i, n)) {
            return n;
        } else {
            i++;
        }
    }
    return n;
}

/* Holds back the formula tex (of length n), found on source line `line`,
 * and appends its placeholder. The data-line attribute lets
 * tools/render.mjs say where a formula with a TeX error is; it removes
 * the attribute from the page. */
static void hold_math(Weaver *w, Buf *out, int display, const char *tex,
                      size_t n, long line)
{
    Buf html = {0};
    buf_puts(&html, display ? "<div class=\"math display\""
                            : "<span class=\"math inline\"");
    buf_puts(&html, " data-line=\"");
    buf_escape(&html, w->file ? w->file : "", w->file ? strlen(w->file) : 0);
    buf_printf(&html, ":%ld\">", line);
    buf_puts(&html, display ? "\\[" : "\\(");
    buf_escape(&html, tex, n);
    buf_puts(&html, display ? "\\]</div>" : "\\)</span>");
    hold(&w->docs, out, display ? HOLD_DISPLAY_MATH : HOLD_INLINE_MATH,
         buf_take(&html), xstrndup(tex, n));
}

/* Copies the Markdown src to out, replacing every \( \) and \[ \]
 * formula outside code spans and fenced code blocks by a placeholder.
 * Reports a formula left open. */
static void lift_math(Weaver *w, Docs *d, const char *src, size_t n, Buf *out)
{
    size_t i = 0, fence = 0, k = 0, e;
    char fence_ch = 0;

    while (i < n) {
        int line_start = i == 0 || src[i - 1] == '\n';
        char ch = 0;

        if (line_start && (fence || (k = fence_length(src + i, n - i, &ch)))) {
            size_t len = strcspn(src + i, "\n");
            if (fence == 0) {
                fence = k; /* a fenced code block opens */
                fence_ch = ch;
            } else if (fence_length(src + i, n - i, &ch) >= fence &&
                       ch == fence_ch) {
                fence = 0; /* it closes */
            }
            buf_add(out, src + i, len < n - i ? len + 1 : n - i);
            i += len + 1;
            continue;
        }
        if (src[i] == '`') {
            k = run_length(src + i, n - i, '`');
            e = code_span_end(src + i + k, n - i - k, k);
            e = e < n - i - k ? k + e + k : k; /* no end: plain backticks */
            buf_add(out, src + i, e);
            i += e;
        } else if (src[i] == '\\' && i + 1 < n &&
                   (src[i + 1] == '(' || src[i + 1] == '[')) {
            int display = src[i + 1] == '[';
            e = math_end(src + i + 2, n - i - 2, display ? ']' : ')');
            if (e == n - i - 2) {
                error_at(w, docs_line(d, i), "%s is never closed by %s",
                         display ? "\\[" : "\\(", display ? "\\]" : "\\)");
                buf_add(out, src + i, n - i);
                return;
            }
            hold_math(w, out, display, src + i + 2, e, docs_line(d, i));
            i += 2 + e + 2;
        } else if (src[i] == '\\' && i + 1 < n &&
                   ispunct((unsigned char)src[i + 1])) {
            buf_add(out, src + i, 2); /* a Markdown escape such as \\ or \` */
            i += 2;
        } else {
            buf_putc(out, src[i++]);
        }
    }
}

/* Appends the plain text of a heading (for its id) to b. */
static void heading_text(const Docs *d, cmark_node *node, Buf *b)
{
    cmark_node *c;
    cmark_node_type t = cmark_node_get_type(node);

    if (t == CMARK_NODE_TEXT || t == CMARK_NODE_CODE) {
        buf_unhold(d, b, cmark_node_get_literal(node), 1);
        return;
    }
    if (t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK) {
        buf_putc(b, ' ');
        return;
    }
    for (c = cmark_node_first_child(node); c; c = cmark_node_next(c))
        heading_text(d, c, b);
}

/* Appends the slug of text to b: lower-case letters and digits, with a
 * '-' for each run of anything else; apostrophes (' and U+2019) vanish,
 * so "Box's corners" becomes "boxs-corners". */
static void buf_slug(Buf *b, const char *text)
{
    size_t start = b->len;
    int dash = 0;

    for (; *text; text++) {
        unsigned char c = (unsigned char)*text;
        if (c < 128 && isalnum(c)) {
            if (dash && b->len > start)
                buf_putc(b, '-');
            buf_putc(b, (char)tolower(c));
            dash = 0;
        } else if (starts_with(text, "\xE2\x80\x99")) {
            text += 2;
        } else if (c != '\'') {
            dash = 1;
        }
    }
    if (b->len == start)
        buf_puts(b, "section");
}

/* Replaces a heading by raw HTML of the same heading with an id, unique
 * on the page, made from its text. */
static void give_heading_id(Weaver *w, cmark_node *heading, int options)
{
    Buf text = {0}, slug = {0}, html = {0};
    char *rendered = cmark_render_html(heading, options);
    cmark_node *block = cmark_node_new(CMARK_NODE_HTML_BLOCK);

    if (cmark_node_get_heading_level(heading) == 1)
        w->h1s++;
    heading_text(&w->docs, heading, &text);
    buf_slug(&slug, text.s ? text.s : "");
    buf_printf(&html, "<h%d id=\"", cmark_node_get_heading_level(heading));
    claim_id(w, &html, slug.s);
    buf_puts(&html, "\"");
    buf_puts(&html, rendered + 3); /* after "<hN" */
    cmark_node_set_literal(block, html.s);
    cmark_node_insert_before(heading, block);
    cmark_node_free(heading);
    free(rendered);
    buf_free(&text);
    buf_free(&slug);
    buf_free(&html);
}

/* Returns the first display formula's placeholder in s and sets *len,
 * or returns NULL. */
static const char *find_display(const Docs *d, const char *s, size_t *len)
{
    for (; (s = strstr(s, PH_OPEN)) != NULL; s++) {
        const Hold *h = placeholder_at(d, s, len);
        if (h && h->kind == HOLD_DISPLAY_MATH)
            return s;
    }
    return NULL;
}

/* True when a paragraph has a display formula in one of its own texts. */
static int has_display(const Docs *d, cmark_node *para)
{
    cmark_node *c;
    size_t len;
    for (c = cmark_node_first_child(para); c; c = cmark_node_next(c))
        if (cmark_node_get_type(c) == CMARK_NODE_TEXT &&
            find_display(d, cmark_node_get_literal(c), &len))
            return 1;
    return 0;
}

/* True when an inline node is only a line break or white space. */
static int is_blank_inline(cmark_node *n)
{
    cmark_node_type t = cmark_node_get_type(n);
    const char *s;
    if (t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK)
        return 1;
    if (t != CMARK_NODE_TEXT)
        return 0;
    s = cmark_node_get_literal(n);
    return s[strspn(s, " \t")] == '\0';
}

/* Puts the finished paragraph part before para, without the line breaks
 * and blanks at its ends, or drops it if nothing is left. */
static void place_part(cmark_node *part, cmark_node *para)
{
    cmark_node *n;
    while ((n = cmark_node_first_child(part)) && is_blank_inline(n))
        cmark_node_free(n);
    while ((n = cmark_node_last_child(part)) && is_blank_inline(n))
        cmark_node_free(n);
    if (cmark_node_first_child(part))
        cmark_node_insert_before(para, part);
    else
        cmark_node_free(part);
}

/* Appends a text node with the n bytes at s to part, if n > 0. */
static void append_text(cmark_node *part, const char *s, size_t n)
{
    cmark_node *t;
    char *lit;
    if (n == 0)
        return;
    t = cmark_node_new(CMARK_NODE_TEXT);
    lit = xstrndup(s, n);
    cmark_node_set_literal(t, lit);
    free(lit);
    cmark_node_append_child(part, t);
}

/* Splits a paragraph at its display formulas, so that each formula is
 * a block of its own and not inside a <p>: "a \[x\] b" becomes the
 * paragraph "a", the formula, and the paragraph "b". */
static void split_paragraph(const Docs *d, cmark_node *para)
{
    cmark_node *part = cmark_node_new(CMARK_NODE_PARAGRAPH), *c;

    while ((c = cmark_node_first_child(para)) != NULL) {
        const char *s, *p;
        size_t len;
        cmark_node_unlink(c);
        if (cmark_node_get_type(c) != CMARK_NODE_TEXT ||
            !find_display(d, cmark_node_get_literal(c), &len)) {
            cmark_node_append_child(part, c);
            continue;
        }
        s = cmark_node_get_literal(c);
        while ((p = find_display(d, s, &len)) != NULL) {
            cmark_node *block = cmark_node_new(CMARK_NODE_HTML_BLOCK);
            char *ph = xstrndup(p, len);
            append_text(part, s, (size_t)(p - s));
            place_part(part, para);
            cmark_node_set_literal(block, ph);
            cmark_node_insert_before(para, block);
            free(ph);
            part = cmark_node_new(CMARK_NODE_PARAGRAPH);
            s = p + len;
        }
        append_text(part, s, strlen(s));
        cmark_node_free(c);
    }
    place_part(part, para);
    cmark_node_free(para);
}

/* Gives every heading an id and takes display formulas out of
 * paragraphs. The nodes are gathered first, since changing the tree
 * while walking it is not allowed. */
static void fix_tree(Weaver *w, cmark_node *doc, int options)
{
    cmark_iter *it = cmark_iter_new(doc);
    cmark_node **todo = NULL;
    size_t n = 0, cap = 0, i;
    cmark_event_type ev;

    while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
        cmark_node *node = cmark_iter_get_node(it);
        cmark_node_type t = cmark_node_get_type(node);
        if (ev != CMARK_EVENT_ENTER)
            continue;
        if (t == CMARK_NODE_HEADING ||
            (t == CMARK_NODE_PARAGRAPH && has_display(&w->docs, node))) {
            if (n == cap) {
                cap = cap ? 2 * cap : 16;
                todo = xrealloc(todo, cap * sizeof *todo);
            }
            todo[n++] = node;
        }
    }
    cmark_iter_free(it);
    for (i = 0; i < n; i++) {
        if (cmark_node_get_type(todo[i]) == CMARK_NODE_HEADING)
            give_heading_id(w, todo[i], options);
        else
            split_paragraph(&w->docs, todo[i]);
    }
    free(todo);
}

/* Ends a documentation chunk (@end docs): lifts the math out, renders
 * the Markdown with cmark, puts the held pieces back and writes it. */
static void docs_end(Weaver *w)
{
    Docs *d = &w->docs;
    const int options = CMARK_OPT_UNSAFE | CMARK_OPT_SMART;
    Buf md = {0}, out = {0};
    cmark_node *doc;
    char *html;

    lift_math(w, d, d->md.s ? d->md.s : "", d->md.len, &md);
    doc = cmark_parse_document(md.s ? md.s : "", md.len, options);
    fix_tree(w, doc, options);
    html = cmark_render_html(doc, options);
    buf_unhold(d, &out, html, 0);
    emit_buf(w, &out);
    free(html);
    cmark_node_free(doc);
    buf_free(&md);
    docs_free(d);
    w->mode = IN_NOTHING;
}

/* ------------------------------------------------------------------ */
/* Cross-references and the indexes                                  */
/* ------------------------------------------------------------------ */

/* Frees an index entry and empties it. */
static void entry_free(Entry *e)
{
    free(e->label);
    free(e->name);
    strs_free(&e->defs);
    strs_free(&e->uses);
    memset(e, 0, sizeof *e);
}

/* Writes one entry of the chunk index. */
static void write_chunk_entry(Weaver *w, Entry *e)
{
    Buf b = {0};

    buf_puts(&b, "<li>");
    if (strcmp(e->label, "nw@notdef") == 0) {
        buf_puts(&b, "<span class=\"undefined\">");
        buf_chunk_name(&b, e->name);
        buf_puts(&b, "</span> (never defined)");
    } else {
        buf_puts(&b, "<a href=\"#");
        buf_id(&b, e->label);
        buf_puts(&b, "\">");
        buf_chunk_name(&b, e->name);
        buf_puts(&b, "</a>: ");
        buf_puts(&b, "defined in ");
        buf_chunk_refs(w, &b, &e->defs, NULL);
    }
    if (e->uses.n) {
        buf_puts(&b, "; used in ");
        buf_chunk_refs(w, &b, &e->uses, NULL);
    } else if (strs_find(&w->roots, e->name) >= 0) {
        buf_puts(&b, "; root");
    }
    buf_puts(&b, ".</li>\n");
    emit_buf(w, &b);
}

/* Writes one entry of the identifier index. */
static void write_ident_entry(Weaver *w, Entry *e)
{
    Buf b = {0};

    buf_puts(&b, "<li id=\"");
    buf_idx_id(&b, e->name);
    buf_puts(&b, "\"><a href=\"#");
    buf_def_id(&b, e->name);
    buf_puts(&b, "\"><code>");
    buf_escape(&b, e->name, strlen(e->name));
    buf_puts(&b, "</code></a>: defined in ");
    buf_chunk_refs(w, &b, &e->defs, NULL);
    if (e->uses.n) {
        buf_puts(&b, "; used in ");
        buf_chunk_refs(w, &b, &e->uses, NULL);
    }
    buf_puts(&b, ".</li>\n");
    emit_buf(w, &b);
}

/* Splits "LABEL NAME" into the entry's label and name. */
static void entry_begin(Entry *e, const char *arg)
{
    size_t n = strcspn(arg, " ");
    entry_free(e);
    e->label = xstrndup(arg, n);
    e->name = xstrdup(arg[n] ? arg + n + 1 : "");
}

/* Appends label to the space-separated list stored under key in m. */
static void map_append(Map *m, const char *key, const char *label)
{
    const char *old = map_get(m, key);
    Buf b = {0};
    if (old && *old) {
        buf_puts(&b, old);
        buf_putc(&b, ' ');
    }
    buf_puts(&b, label);
    map_set(m, key, b.s);
    buf_free(&b);
}

/* Writes the start of an index section. Its heading has the level of the
 * document's parts: h1 if the document has h1 headings besides its
 * title, else h2. */
static void index_begin(Weaver *w, const char *cls, const char *id,
                        const char *title)
{
    int level = w->h1s > 1 ? 1 : 2;
    Buf b = {0};
    buf_printf(&b, "<section class=\"%s\">\n<h%d id=\"%s\">%s</h%d>\n<ul>\n",
               cls, level, id, title, level);
    emit_buf(w, &b);
}

/* Handles an @xref line. */
static void on_xref(Weaver *w, const char *sub, const char *arg)
{
    Chunk *c = &w->chunk;

    if (strcmp(sub, "ref") == 0) {
        set_str(&w->ref, arg);
    } else if (w->mode == IN_CODE && strcmp(sub, "label") == 0) {
        if (!c->label)
            set_str(&c->label, arg);
        else
            set_str(&c->use_label, arg);
    } else if (w->mode == IN_CODE && strcmp(sub, "prevdef") == 0) {
        set_str(&c->prev, arg);
    } else if (w->mode == IN_CODE && strcmp(sub, "nextdef") == 0) {
        set_str(&c->next, arg);
    } else if (w->mode == IN_CODE && strcmp(sub, "notused") == 0) {
        if (strs_find(&w->roots, arg) < 0)
            strs_push(&w->roots, arg);
    } else if (w->mode == IN_CODE && strcmp(sub, "beginuses") == 0) {
        c->in_uses = 1;
    } else if (w->mode == IN_CODE && strcmp(sub, "useitem") == 0 && c->in_uses) {
        if (c->name)
            map_append(&w->used_in, c->name, arg);
    } else if (strcmp(sub, "enduses") == 0) {
        c->in_uses = 0;
    } else if (strcmp(sub, "beginchunks") == 0) {
        index_begin(w, "chunk-index", "index-of-chunks", "Index of chunks");
    } else if (strcmp(sub, "chunkbegin") == 0) {
        entry_begin(&w->entry, arg);
    } else if (strcmp(sub, "chunkuse") == 0) {
        strs_push(&w->entry.uses, arg);
    } else if (strcmp(sub, "chunkdefn") == 0) {
        strs_push(&w->entry.defs, arg);
    } else if (strcmp(sub, "chunkend") == 0 && w->entry.label) {
        write_chunk_entry(w, &w->entry);
        entry_free(&w->entry);
    } else if (strcmp(sub, "endchunks") == 0) {
        emit(w, "</ul>\n</section>\n");
    }
    /* begindefs, defitem, enddefs (the later pieces of this chunk) are
       shown through prevdef and nextdef; other lines need nothing. */
}

/* Handles an @index line. */
static void on_index(Weaver *w, const char *sub, const char *arg)
{
    Chunk *c = &w->chunk;
    Docs *d = &w->docs;

    if (strcmp(sub, "nl") == 0) {
        w->line++;
    } else if (strcmp(sub, "use") == 0) {
        if (w->mode == IN_CODE)
            set_str(&c->pending_use, arg);
        else if (w->mode == IN_DOCS)
            set_str(&d->pending_use, arg);
    } else if (strcmp(sub, "defn") == 0 || strcmp(sub, "localdefn") == 0) {
        if (w->mode == IN_CODE) {
            set_str(&c->pending_defn, arg);
            if (strs_find(&c->defs, arg) < 0) {
                strs_push(&c->defs, arg);
                strs_push(&c->defs_used, "");
            }
        }
    } else if (strcmp(sub, "isused") == 0 || strcmp(sub, "isdefined") == 0) {
        strs_push(&c->marks, arg);
    } else if (strcmp(sub, "defitem") == 0 || strcmp(sub, "useitem") == 0) {
        int def = sub[0] == 'd';
        Strs *names = def ? &c->defs : &c->uses;
        Strs *where = def ? &c->defs_used : &c->uses_defd;
        Buf b = {0};
        size_t i;
        long k = strs_find(names, arg);
        for (i = 0; i < c->marks.n; i++) {
            buf_puts(&b, i ? " " : "");
            buf_puts(&b, c->marks.v[i]);
        }
        if (k < 0) {
            strs_push(names, arg);
            strs_push(where, b.s ? b.s : "");
        } else {
            set_str(&where->v[k], b.s ? b.s : "");
        }
        buf_free(&b);
        strs_free(&c->marks);
    } else if (strcmp(sub, "beginindex") == 0) {
        index_begin(w, "ident-index", "index-of-identifiers",
                    "Index of identifiers");
    } else if (strcmp(sub, "entrybegin") == 0) {
        entry_begin(&w->entry, arg);
    } else if (strcmp(sub, "entryuse") == 0) {
        strs_push(&w->entry.uses, arg);
    } else if (strcmp(sub, "entrydefn") == 0) {
        strs_push(&w->entry.defs, arg);
    } else if (strcmp(sub, "entryend") == 0 && w->entry.name) {
        write_ident_entry(w, &w->entry);
        entry_free(&w->entry);
    } else if (strcmp(sub, "endindex") == 0) {
        emit(w, "</ul>\n</section>\n");
    }
}

/* ------------------------------------------------------------------ */
/* Reading the stream                                                 */
/* ------------------------------------------------------------------ */

/* Reads all of f into a buffer. */
static char *read_all(FILE *f, size_t *len)
{
    Buf b = {0};
    char chunk[65536];
    size_t n;

    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_add(&b, chunk, n);
    *len = b.len;
    return buf_take(&b);
}

/* Splits a line "@key rest" into its key and the rest, in place. */
static void split_line(char *line, char **key, char **rest)
{
    size_t n = strcspn(line + 1, " ");
    *key = line + 1;
    if (line[1 + n] == ' ') {
        line[1 + n] = '\0';
        *rest = line + 2 + n;
    } else {
        *rest = line + 1 + n;
    }
}

/* Adds the id in b (if any) to the page's ids, and empties b. */
static void reserve_id(Weaver *w, Buf *b)
{
    if (b->len && strs_find(&w->ids, b->s) < 0)
        strs_push(&w->ids, b->s);
    b->len = 0;
}

/* The first pass: numbers the code chunks in order, and claims the ids
 * that later parts of the page link to before they are written (chunk
 * labels and identifier definitions), so no heading can take them. */
static void prescan(Weaver *w, char **lines, size_t n)
{
    size_t i, k;
    long count = 0;
    int want_label = 0;
    Buf b = {0};

    for (k = 0; k < sizeof reserved_ids / sizeof reserved_ids[0]; k++)
        strs_push(&w->ids, reserved_ids[k]);
    for (i = 0; i < n; i++) {
        const char *l = lines[i];
        if (starts_with(l, "@begin code ")) {
            count++;
            want_label = 1;
        } else if (starts_with(l, "@xref label ")) {
            if (want_label) {
                char num[32];
                sprintf(num, "%ld", count);
                map_set(&w->numbers, l + 12, num);
                want_label = 0;
            }
            buf_id(&b, l + 12);
        } else if (starts_with(l, "@index defn ")) {
            buf_def_id(&b, l + 12);
            reserve_id(w, &b);
            buf_idx_id(&b, l + 12);
        }
        reserve_id(w, &b);
    }
    buf_free(&b);
}

/* Handles one line of the stream. */
static void on_line(Weaver *w, char *line)
{
    char *key, *rest;

    if (line[0] != '@') {
        error_at(w, w->line, "botched line in the noweb stream: %s", line);
        return;
    }
    split_line(line, &key, &rest);
    if (strcmp(key, "file") == 0) {
        set_str(&w->file, rest);
        w->line = 1;
    } else if (strcmp(key, "line") == 0) {
        w->line = atol(rest);
    } else if (strcmp(key, "nl") == 0) {
        if (w->mode == IN_CODE)
            code_nl(w);
        else if (w->mode == IN_DOCS)
            docs_nl(w);
        w->line++;
    } else if (strcmp(key, "begin") == 0) {
        if (starts_with(rest, "code"))
            code_begin(w);
        else
            docs_begin(w);
    } else if (strcmp(key, "end") == 0) {
        if (w->mode == IN_CODE)
            code_end(w);
        else if (w->mode == IN_DOCS)
            docs_end(w);
    } else if (strcmp(key, "text") == 0) {
        if (w->mode == IN_CODE)
            code_text(w, rest);
        else if (w->mode == IN_DOCS)
            docs_text(w, rest);
    } else if (strcmp(key, "defn") == 0) {
        set_str(&w->chunk.name, rest);
        set_str(&w->chunk.first, w->ref);
        w->chunk.header_nl = 1;
    } else if (strcmp(key, "use") == 0) {
        if (w->mode == IN_CODE)
            code_use(w, rest);
        else if (w->mode == IN_DOCS && w->docs.in_quote)
            buf_chunk_name(&w->docs.quote, rest);
    } else if (strcmp(key, "quote") == 0) {
        w->docs.in_quote = 1;
    } else if (strcmp(key, "endquote") == 0) {
        docs_endquote(w);
    } else if (strcmp(key, "xref") == 0 || strcmp(key, "index") == 0) {
        char *sub = rest, *arg;
        size_t n = strcspn(rest, " ");
        arg = rest + n + (rest[n] == ' ');
        rest[n] = '\0';
        if (key[0] == 'x')
            on_xref(w, sub, arg);
        else
            on_index(w, sub, arg);
    } else if (strcmp(key, "fatal") == 0) {
        error_at(w, w->line, "an earlier stage of noweave failed: %s", rest);
        exit(1);
    } else if (strcmp(key, "literal") == 0) {
        if (w->mode == IN_DOCS)
            buf_puts(&w->docs.md, rest);
        else if (w->mode == IN_CODE)
            buf_puts(&w->chunk.html, rest);
        else
            emit(w, rest);
    }
    /* @header and @trailer (absent with noweave -n), @language and
       anything else carry nothing this page shows. */
}

/* Frees what the weaver holds, so leak checkers stay quiet. */
static void weaver_free(Weaver *w)
{
    chunk_free(&w->chunk);
    docs_free(&w->docs);
    entry_free(&w->entry);
    strs_free(&w->ids);
    map_free(&w->numbers);
    map_free(&w->used_in);
    strs_free(&w->roots);
    strs_free(&w->anchored);
    free(w->ref);
    free(w->file);
}

/* nwhtml -highlight: highlights plain C from standard input as the page
 * does, for the test that compares the highlighter with an independent
 * C lexer (tools/check-highlight.mjs). */
static int highlight_only(void)
{
    Hl h;
    Buf b = {0};
    size_t len;
    char *all = read_all(stdin, &len);

    memset(&h, 0, sizeof h);
    h.line_start = 1;
    hl_text(&h, &b, all, len);
    hl_close(&h, &b);
    if (b.len)
        fwrite(b.s, 1, b.len, stdout);
    buf_free(&b);
    free(all);
    return fflush(stdout) != 0 || ferror(stdout);
}

/* Reads the stream, writes the page body, reports errors. */
int main(int argc, char **argv)
{
    Weaver w;
    size_t len, n = 0, cap = 0, i;
    char *all, *p, **lines = NULL;
    int status;

    if (argc > 1 && strcmp(argv[1], "-highlight") == 0)
        return highlight_only();
    if (argc > 1 && strcmp(argv[1], "-noindex") == 0)
        fputs("nwhtml: warning: run noweave with -index for cross-references\n",
              stderr);
    memset(&w, 0, sizeof w);
    w.out = stdout;
    w.line = 1;
    all = read_all(stdin, &len);
    for (p = all; p < all + len;) {
        char *nl = memchr(p, '\n', (size_t)(all + len - p));
        if (n == cap) {
            cap = cap ? 2 * cap : 1024;
            lines = xrealloc(lines, cap * sizeof *lines);
        }
        lines[n++] = p;
        if (!nl)
            break;
        *nl = '\0';
        p = nl + 1;
    }
    prescan(&w, lines, n);
    for (i = 0; i < n; i++)
        on_line(&w, lines[i]);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs("nwhtml: cannot write the output\n", stderr);
        w.errors++;
    }
    if (w.errors)
        fprintf(stderr, "nwhtml: %d error%s\n", w.errors, w.errors > 1 ? "s" : "");
    status = w.errors ? 1 : 0;
    weaver_free(&w);
    free(lines);
    free(all);
    return status;
}
