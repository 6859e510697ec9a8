/* weave.h: what the stages of the weave share.
 *
 * The back end (build/nwhtml) is one program in several files, one per
 * stage of the pipeline; README.md in this folder lists them in order.
 * This header holds the few types every stage touches (buffers, the
 * weaver's state) and the functions one stage calls in another.
 * Everything else in a file is static to it.
 */

#ifndef WEAVE_H
#define WEAVE_H

#include <stdio.h>

/* ------------------------------------------------------------------ */
/* Buffers, lists and maps (buf.c)                                    */
/* ------------------------------------------------------------------ */

/* A growing byte buffer, always NUL-terminated. */
typedef struct {
    char *s;
    size_t len, cap;
} Buf;

/* A list of strings, owned by the list. Used as a list, a set, or the
 * keys or values of a small map; the lists here hold at most a few
 * thousand entries, so a linear search is fast enough. */
typedef struct {
    char **v;
    size_t n, cap;
} Strs;

/* A map from strings to strings: keys[i] maps to vals[i]. */
typedef struct {
    Strs keys, vals;
} Map;

void *xrealloc(void *p, size_t n);
char *xstrndup(const char *s, size_t n);
char *xstrdup(const char *s);
void set_str(char **slot, const char *s);
int starts_with(const char *s, const char *prefix);
void buf_add(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_putc(Buf *b, char c);
void buf_printf(Buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
char *buf_take(Buf *b);
void buf_free(Buf *b);
void buf_escape(Buf *b, const char *s, size_t n);
void strs_push(Strs *l, const char *s);
long strs_find(const Strs *l, const char *s);
void strs_free(Strs *l);
void map_set(Map *m, const char *key, const char *val);
const char *map_get(const Map *m, const char *key);
void map_append(Map *m, const char *key, const char *label);
void map_free(Map *m);

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

/* ------------------------------------------------------------------ */
/* The stages                                                         */
/* ------------------------------------------------------------------ */

/* Reading noweb's stream (stream.c). */
void error_at(Weaver *w, long line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The page: ids, links to chunks, output (page.c). */
void prescan(Weaver *w, char **lines, size_t n);
void buf_id(Buf *b, const char *s);
void buf_def_id(Buf *b, const char *name);
void buf_idx_id(Buf *b, const char *name);
void claim_id(Weaver *w, Buf *b, const char *base);
void buf_chunk_ref(Weaver *w, Buf *b, const char *label);
void buf_chunk_refs(Weaver *w, Buf *b, const Strs *labels, const char *skip);
void buf_chunk_name(Buf *b, const char *name);
void emit(Weaver *w, const char *s);
void emit_buf(Weaver *w, Buf *b);

/* Prose: documentation chunks through cmark (prose.c). */
void docs_begin(Weaver *w);
void docs_text(Weaver *w, const char *s);
void docs_nl(Weaver *w);
void docs_endquote(Weaver *w);
void docs_end(Weaver *w);
void docs_free(Docs *d);
long docs_line(const Docs *d, size_t off);

/* Math and quoted code held aside from cmark (math.c). */
void hold(Docs *d, Buf *b, HoldKind kind, char *html, char *plain);
void buf_unhold(const Docs *d, Buf *b, const char *s, int plain);
const char *find_display(const Docs *d, const char *s, size_t *len);
void lift_math(Weaver *w, Docs *d, const char *src, size_t n, Buf *out);

/* Code chunks and their links (code.c). */
void code_begin(Weaver *w);
void code_text(Weaver *w, const char *s);
void code_nl(Weaver *w);
void code_use(Weaver *w, const char *name);
void code_end(Weaver *w);
int code_on_xref(Weaver *w, const char *sub, const char *arg);
int code_on_index(Weaver *w, const char *sub, const char *arg);
void chunk_free(Chunk *c);

/* The C highlighter (highlight.c). */
void hl_text(Hl *h, Buf *b, const char *s, size_t n);
void hl_other(Hl *h);
void hl_close(Hl *h, Buf *b);
void buf_lines(Buf *b, const char *html);

/* The chunk index and the identifier index (index.c). */
void index_on_xref(Weaver *w, const char *sub, const char *arg);
void index_on_index(Weaver *w, const char *sub, const char *arg);
void entry_free(Entry *e);

#endif
