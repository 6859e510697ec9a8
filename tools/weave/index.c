/* index.c: the two indexes that end the page. noidx sends them at the
 * end of the stream, already sorted: the chunk index (each chunk's
 * name, where it is defined and used) and the identifier index (each
 * identifier, the chunk defining it, the chunks using it). Each entry
 * links to the chunks by number. */

#include "weave.h"

#include <stdlib.h>
#include <string.h>

/* Frees an index entry and empties it. */
void entry_free(Entry *e)
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
    buf_puts(&b, "\"><a class=\"ident\" href=\"#");
    buf_def_id(&b, e->name);
    buf_puts(&b, "\">");
    buf_escape(&b, e->name, strlen(e->name));
    buf_puts(&b, "</a>: defined in ");
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

/* Handles the @xref lines of the chunk index. */
void index_on_xref(Weaver *w, const char *sub, const char *arg)
{
    if (strcmp(sub, "beginchunks") == 0) {
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
}

/* Handles the @index lines of the identifier index. */
void index_on_index(Weaver *w, const char *sub, const char *arg)
{
    if (strcmp(sub, "beginindex") == 0) {
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
