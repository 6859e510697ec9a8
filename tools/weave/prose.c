/* prose.c: documentation chunks. Their text is GitHub-flavoured
 * Markdown, gathered line by line (quoted code is held aside as it
 * comes, math when the chunk ends, see math.c) and rendered with
 * cmark-gfm: CommonMark plus one extension, tables. (Its other
 * extensions, autolinks and strikethrough among them, stay off: they
 * would change text the prose means literally.) Before rendering,
 * the tree is fixed up: every heading gets an id unique on the page,
 * and a paragraph is split at each display formula, which must be a
 * block of its own. */

#include "weave.h"

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

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
long docs_line(const Docs *d, size_t off)
{
    size_t i;
    long line = d->nmarks ? d->mark_line[0] : 0;
    for (i = 0; i < d->nmarks && d->mark_off[i] <= off; i++)
        line = d->mark_line[i];
    return line;
}

/* Frees everything the documentation chunk holds. */
void docs_free(Docs *d)
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
void docs_begin(Weaver *w)
{
    docs_free(&w->docs);
    docs_mark(&w->docs, w->line);
    w->mode = IN_DOCS;
}

/* Handles text in prose (@text): Markdown, or quoted code. */
void docs_text(Weaver *w, const char *s)
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
void docs_nl(Weaver *w)
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
void docs_endquote(Weaver *w)
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

/* ------------------------------------------------------------------ */
/* Headings                                                           */
/* ------------------------------------------------------------------ */

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
static void give_heading_id(Weaver *w, cmark_node *heading, int options,
                            cmark_llist *exts)
{
    Buf text = {0}, slug = {0}, html = {0};
    char *rendered = cmark_render_html(heading, options, exts);
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

/* ------------------------------------------------------------------ */
/* Display formulas out of paragraphs, and rendering                  */
/* ------------------------------------------------------------------ */

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
static void fix_tree(Weaver *w, cmark_node *doc, int options,
                     cmark_llist *exts)
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
            give_heading_id(w, todo[i], options, exts);
        else
            split_paragraph(&w->docs, todo[i]);
    }
    free(todo);
}

/* Returns a cmark-gfm parser with the table extension attached: a
 * pipe table ("| a | b |" over "|---|---|") becomes a <table>. */
static cmark_parser *new_parser(int options)
{
    cmark_parser *parser = cmark_parser_new(options);
    cmark_syntax_extension *table;

    cmark_gfm_core_extensions_ensure_registered();
    table = cmark_find_syntax_extension("table");
    if (!table || !cmark_parser_attach_syntax_extension(parser, table)) {
        fputs("nwhtml: cmark-gfm has no table extension\n", stderr);
        exit(2);
    }
    return parser;
}

/* Ends a documentation chunk (@end docs): lifts the math out, renders
 * the Markdown with cmark-gfm, puts the held pieces back and writes it. */
void docs_end(Weaver *w)
{
    Docs *d = &w->docs;
    const int options = CMARK_OPT_UNSAFE | CMARK_OPT_SMART |
                        CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES;
    Buf md = {0}, out = {0};
    cmark_parser *parser = new_parser(options);
    cmark_llist *exts = cmark_parser_get_syntax_extensions(parser);
    cmark_node *doc;
    char *html;

    lift_math(w, d, d->md.s ? d->md.s : "", d->md.len, &md);
    cmark_parser_feed(parser, md.s ? md.s : "", md.len);
    doc = cmark_parser_finish(parser);
    fix_tree(w, doc, options, exts);
    html = cmark_render_html(doc, options, exts);
    buf_unhold(d, &out, html, 0);
    emit_buf(w, &out);
    free(html);
    cmark_node_free(doc);
    cmark_parser_free(parser);
    buf_free(&md);
    docs_free(d);
    w->mode = IN_NOTHING;
}
