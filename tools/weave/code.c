/* code.c: code chunks and their links. A chunk is gathered piece by
 * piece (highlighted text, identifiers, uses of other chunks) and
 * written when it ends, since only then is it known which occurrence of
 * an identifier carries its anchor. It is written as a heading line
 * (number, name, = or +=, previous and next piece), the highlighted
 * code with its links, and notes: where the chunk is used and which
 * identifiers it defines and uses. */

#include "weave.h"

#include <stdlib.h>
#include <string.h>

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
void chunk_free(Chunk *c)
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
void code_begin(Weaver *w)
{
    chunk_free(&w->chunk);
    w->chunk.hl.line_start = 1;
    w->mode = IN_CODE;
}

/* Handles a line of code text (@text in a code chunk). noweb's finduses
 * has cut the line so that an identifier it found starts a piece; the
 * @index use (or defn) line before the piece names it. */
void code_text(Weaver *w, const char *s)
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
void code_nl(Weaver *w)
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
void code_use(Weaver *w, const char *name)
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
static void chunk_body(Chunk *c, Buf *out)
{
    Buf code = {0}, *b = &code;
    size_t i;

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
    buf_puts(out, "<pre class=\"code\"><code>");
    buf_lines(out, code.s ? code.s : "");
    buf_puts(out, "</code></pre>\n");
    buf_free(&code);
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

/* Uses of a chunk listed in its visible note; more are only counted
 * there, and listed in the note's disclosure. */
#define FEW_USES 3

/* Appends the chunk's notes: where it is used (or the file it is written
 * to), and the identifiers it defines and uses. A short line stays in
 * view: where the chunk is used, when that is a few chunks. The rest
 * (a long list of uses, and the identifiers, which can run to dozens)
 * folds into a <details> whose summary counts them; it opens without
 * JavaScript, and is open from the start when it holds the anchor of
 * an identifier, so a link to that anchor lands on something shown. */
static void chunk_foot(Weaver *w, Chunk *c, const int *in_list, Buf *b)
{
    Strs used = {0};
    const char *u = c->name ? map_get(&w->used_in, c->name) : NULL;
    int root = c->name && strs_find(&w->roots, c->name) >= 0;
    int many = 0, open = 0, parts = 0;
    size_t i;

    if (u)
        split_labels(u, &used);
    for (i = 0; i < used.n; i++) /* count distinct chunks */
        if (strs_find(&used, used.v[i]) == (long)i)
            many++;
    many = !root && many > FEW_USES ? many : 0;
    for (i = 0; i < c->defs.n; i++)
        open |= in_list[i];
    buf_puts(b, "<div class=\"chunk-foot\">");
    if (root) {
        buf_puts(b, "<p>Root chunk: written to <code>");
        buf_escape(b, c->name, strlen(c->name));
        buf_puts(b, "</code>.</p>");
    } else if (used.n && !many) {
        buf_puts(b, "<p>Used in ");
        buf_chunk_refs(w, b, &used, NULL);
        buf_puts(b, ".</p>");
    }
    if (!many && !c->defs.n && !c->uses.n) {
        buf_puts(b, "</div>\n");
        strs_free(&used);
        return;
    }
    buf_puts(b, open ? "<details class=\"chunk-refs\" open><summary>"
                     : "<details class=\"chunk-refs\"><summary>");
    if (many)
        buf_printf(b, "%sUsed in %d chunks", parts++ ? "; " : "", many);
    if (c->defs.n == 1) {
        buf_puts(b, parts++ ? "; defines <code>" : "Defines <code>");
        buf_escape(b, c->defs.v[0], strlen(c->defs.v[0]));
        buf_puts(b, "</code>");
    } else if (c->defs.n) {
        buf_printf(b, "%s %lu names", parts++ ? "; defines" : "Defines",
                   (unsigned long)c->defs.n);
    }
    if (c->uses.n)
        buf_printf(b, "%s %lu name%s", parts++ ? "; uses" : "Uses",
                   (unsigned long)c->uses.n, c->uses.n > 1 ? "s" : "");
    buf_puts(b, "</summary>");
    if (many) {
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
    buf_puts(b, "</details></div>\n");
    strs_free(&used);
}

/* Ends a code chunk (@end code): writes it out. */
void code_end(Weaver *w)
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
/* Cross-references of the chunk being read                           */
/* ------------------------------------------------------------------ */

/* Handles the @xref lines about the code chunk being read: its label
 * and the labels of its uses, its previous and next pieces, whether it
 * is a root, and the chunks that use it. Returns 0 for the lines it
 * leaves to the indexes. */
int code_on_xref(Weaver *w, const char *sub, const char *arg)
{
    Chunk *c = &w->chunk;

    if (w->mode == IN_CODE && strcmp(sub, "label") == 0) {
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
    } else {
        return 0;
    }
    /* begindefs, defitem, enddefs (the later pieces of this chunk) are
       shown through prevdef and nextdef. */
    return 1;
}

/* Handles the @index lines about the identifiers of the code chunk
 * being read: which it uses and defines, and in which other chunks each
 * is defined or used. Returns 0 for the lines it leaves to the indexes. */
int code_on_index(Weaver *w, const char *sub, const char *arg)
{
    Chunk *c = &w->chunk;

    if (strcmp(sub, "use") == 0) {
        if (w->mode == IN_CODE)
            set_str(&c->pending_use, arg);
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
    } else {
        return 0;
    }
    return 1;
}
