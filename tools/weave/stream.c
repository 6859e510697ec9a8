/* stream.c: nwhtml, a noweb back end that writes an HTML body fragment.
 *
 * noweave runs it at the end of its pipeline:
 *
 *     noweave -n -index -backend build/nwhtml intersect.nw > build/body.html
 *
 * so it reads the stream of `markup | finduses | noidx` on standard input.
 * Every line of that stream is a keyword and its argument, such as
 * "@text int x;" or "@xref label NW1a2b-3". This file reads the stream
 * and hands each line to the stage it belongs to (README.md in this
 * folder lists them):
 *
 *   - documentation chunks are CommonMark with pipe tables, rendered with
 *     cmark-gfm (prose.c);
 *     TeX math between \( \) and \[ \] is held aside from cmark behind
 *     placeholders (math.c) and written back as <span class="math inline">
 *     and <div class="math display"> for tools/render.mjs to typeset;
 *   - code chunks become highlighted C (highlight.c) with noweb's
 *     cross-references (code.c): the chunk's name and number, links to
 *     its previous and next piece, the chunks that use it, the
 *     identifiers it defines and uses;
 *   - the chunk index and the identifier index end the page (index.c).
 *
 * A chunk used but never defined, TeX math left open, or a fatal error
 * reported by an earlier stage make it print file:line and exit with 1,
 * which noweave passes on to make.
 *
 * With the argument -highlight it only highlights the C on its standard
 * input (for tools/check-highlight.mjs); -highlight -lines also puts
 * each line in its span, as a chunk's code is (for the whole functions
 * tools/whole.mjs adds to the page).
 *
 * Build: make build/nwhtml (tools/weave.mk compiles every .c file here).
 */

#include "weave.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Prints an error with the current .nw position and counts it. */
void error_at(Weaver *w, long line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%ld: ", w->file ? w->file : "<stdin>", line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    w->errors++;
}

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

/* Handles an @xref line: the label of the chunk a use or a definition
 * refers to, then the chunk being read, then the chunk index. */
static void on_xref(Weaver *w, const char *sub, const char *arg)
{
    if (strcmp(sub, "ref") == 0)
        set_str(&w->ref, arg);
    else if (!code_on_xref(w, sub, arg))
        index_on_xref(w, sub, arg);
}

/* Handles an @index line: a line count, an identifier quoted in prose,
 * then the identifiers of the chunk being read, then the identifier
 * index. */
static void on_index(Weaver *w, const char *sub, const char *arg)
{
    if (strcmp(sub, "nl") == 0)
        w->line++;
    else if (strcmp(sub, "use") == 0 && w->mode == IN_DOCS)
        set_str(&w->docs.pending_use, arg);
    else if (!code_on_index(w, sub, arg))
        index_on_index(w, sub, arg);
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
static int highlight_only(int lines)
{
    Hl h;
    Buf b = {0}, l = {0};
    size_t len;
    char *all = read_all(stdin, &len);

    memset(&h, 0, sizeof h);
    h.line_start = 1;
    hl_text(&h, &b, all, len);
    hl_close(&h, &b);
    if (lines && b.len) {
        buf_lines(&l, b.s);
        buf_free(&b);
        b = l;
    }
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
        return highlight_only(argc > 2 && strcmp(argv[2], "-lines") == 0);
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
