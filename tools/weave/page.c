/* page.c: the page as a whole. Before anything is written, a first
 * pass over the stream numbers the code chunks and claims the ids that
 * links point at; then every stage makes its ids, its links to chunks
 * and identifiers, and writes its HTML through the functions here, so
 * that ids stay unique and links find them. */

#include "weave.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* HTML ids                                                           */
/* ------------------------------------------------------------------ */

/* Appends s to b as part of an HTML id: letters, digits, '-' and '_'
 * stay, any other byte becomes '_' and two hex digits. noweb's labels
 * ("NW1a2b-3") and C identifiers pass through unchanged. */
void buf_id(Buf *b, const char *s)
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
void buf_def_id(Buf *b, const char *name)
{
    buf_puts(b, "def-");
    buf_id(b, name);
}

/* Appends the id of the index entry of identifier name. */
void buf_idx_id(Buf *b, const char *name)
{
    buf_puts(b, "idx-");
    buf_id(b, name);
}

/* Ids used by the page itself; the page template (tools/page.html) and
 * this program's index sections use them. */
static const char *const reserved_ids[] = {
    "top", "contents", "main", "index-of-chunks", "index-of-identifiers",
};

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
void prescan(Weaver *w, char **lines, size_t n)
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

/* Claims an id made from base: base itself if free, else base-2, base-3,
 * and so on. Appends the id to b. */
void claim_id(Weaver *w, Buf *b, const char *base)
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

/* ------------------------------------------------------------------ */
/* Links to chunks                                                    */
/* ------------------------------------------------------------------ */

/* Appends a link to a code chunk, showing its number. */
void buf_chunk_ref(Weaver *w, Buf *b, const char *label)
{
    const char *num = map_get(&w->numbers, label);
    buf_puts(b, "<a href=\"#");
    buf_id(b, label);
    buf_printf(b, "\">%s</a>", num ? num : "?");
}

/* Appends a comma-separated list of links to code chunks, leaving out
 * the label skip (a chunk need not point at itself) and repeats. */
void buf_chunk_refs(Weaver *w, Buf *b, const Strs *labels,
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
void buf_chunk_name(Buf *b, const char *name)
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
/* Output                                                             */
/* ------------------------------------------------------------------ */

/* Writes a string to the output. */
void emit(Weaver *w, const char *s)
{
    fputs(s, w->out);
}

/* Writes a buffer to the output and empties it. */
void emit_buf(Weaver *w, Buf *b)
{
    if (b->len)
        fwrite(b->s, 1, b->len, w->out);
    buf_free(b);
}
