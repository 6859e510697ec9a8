/* buf.c: memory, strings, growing buffers, lists of strings and small
 * maps: what every stage of the weave builds its HTML with. */

#include "weave.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Stops the program when memory runs out: there is nothing to save. */
void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs("nwhtml: out of memory\n", stderr);
        exit(2);
    }
    return q;
}

/* Returns a fresh copy of the first n bytes of s, NUL-terminated. */
char *xstrndup(const char *s, size_t n)
{
    char *t = xrealloc(NULL, n + 1);
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
}

/* Returns a fresh copy of s. */
char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

/* Replaces *slot by a copy of s (or by NULL), freeing the old string. */
void set_str(char **slot, const char *s)
{
    free(*slot);
    *slot = s ? xstrdup(s) : NULL;
}

/* True when s starts with prefix. */
int starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* Appends n bytes to b. */
void buf_add(Buf *b, const char *s, size_t n)
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
void buf_puts(Buf *b, const char *s)
{
    buf_add(b, s, strlen(s));
}

/* Appends one byte to b. */
void buf_putc(Buf *b, char c)
{
    buf_add(b, &c, 1);
}

/* Appends printf-style formatted text to b. */
void buf_printf(Buf *b, const char *fmt, ...)
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
char *buf_take(Buf *b)
{
    char *s = b->s ? b->s : xstrdup("");
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

/* Frees the contents of b and empties it. */
void buf_free(Buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

/* Appends text to b with the characters HTML gives a meaning escaped. */
void buf_escape(Buf *b, const char *s, size_t n)
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

/* Appends a copy of s to l. */
void strs_push(Strs *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = xstrdup(s);
}

/* Returns the index of s in l, or -1. */
long strs_find(const Strs *l, const char *s)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        if (strcmp(l->v[i], s) == 0)
            return (long)i;
    return -1;
}

/* Empties l and frees its strings. */
void strs_free(Strs *l)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

/* Maps key to val, replacing an earlier value. */
void map_set(Map *m, const char *key, const char *val)
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
const char *map_get(const Map *m, const char *key)
{
    long i = strs_find(&m->keys, key);
    return i >= 0 ? m->vals.v[i] : NULL;
}

/* Appends label to the space-separated list stored under key in m. */
void map_append(Map *m, const char *key, const char *label)
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

/* Frees the map. */
void map_free(Map *m)
{
    strs_free(&m->keys);
    strs_free(&m->vals);
}
