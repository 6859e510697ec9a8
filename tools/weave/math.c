/* math.c: what is held aside from cmark. cmark would rewrite TeX (it
 * reads \( as an escaped parenthesis and pairs of * or _ as emphasis),
 * and quoted code ([[...]]) must not be read as Markdown. So before
 * cmark parses a documentation chunk, each formula outside code spans
 * and fenced blocks, and each piece of quoted code, is replaced by a
 * placeholder cmark passes through untouched; after cmark, the
 * placeholders are replaced by the held HTML. */

#include "weave.h"

#include <ctype.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Placeholders                                                       */
/* ------------------------------------------------------------------ */

/* A placeholder is U+E000, the decimal number of the held piece, U+E001:
 * private-use characters that cmark passes through untouched. */
#define PH_OPEN "\xEE\x80\x80"
#define PH_CLOSE "\xEE\x80\x81"

/* Holds a piece of HTML back and appends its placeholder to b. */
void hold(Docs *d, Buf *b, HoldKind kind, char *html, char *plain)
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
void buf_unhold(const Docs *d, Buf *b, const char *s, int plain)
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

/* Returns the first display formula's placeholder in s and sets *len,
 * or returns NULL. */
const char *find_display(const Docs *d, const char *s, size_t *len)
{
    for (; (s = strstr(s, PH_OPEN)) != NULL; s++) {
        const Hold *h = placeholder_at(d, s, len);
        if (h && h->kind == HOLD_DISPLAY_MATH)
            return s;
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Finding the math                                                   */
/* ------------------------------------------------------------------ */

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
void lift_math(Weaver *w, Docs *d, const char *src, size_t n, Buf *out)
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
