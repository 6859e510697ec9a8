/* draw.h: a tiny scene-drawing interface shared by the page's figures and
   its live examples.

   A scene is a fixed-size buffer of drawing commands. Each command is one
   shape (a line, an arrow, a box, a circle, a capsule, a triangle, a
   segment, a point, a label, ...) with a *role* that says what it means:
   clear (not colliding), hit (colliding), fixed (corrected, pushed out),
   query (the tested point, segment or path), ink (the static shapes and
   the results' vectors) or muted (guides, axes, padding outlines). The
   role becomes a CSS class in the SVG figures (fig-hit, ...) and a palette
   colour on the canvas; a hit shape is also hatched, so hue is never the
   only cue.

   Nothing here uses the C library: no stdio, no malloc, no string.h. The
   same code builds for WebAssembly with no libc at all. Coordinates are
   the library's own (isect_vec); x points right and y points down, as on
   a screen. */
#ifndef DRAW_H
#define DRAW_H

#include "intersect.h"

#define DRAW_MAX_COMMANDS 400
#define DRAW_MAX_POINTS 6
#define DRAW_TEXT_MAX 24

typedef enum draw_kind {
    DRAW_LINE,      /* p[0] to p[1] */
    DRAW_ARROW,     /* from p[0] to p[1], with a head at p[1] */
    DRAW_SEGMENT,   /* a library segment: start p[0], end p[1] (start + delta);
                       a dot at the start, a head at the end */
    DRAW_BOX,       /* center p[0], half size p[1] */
    DRAW_ROUNDBOX,  /* the box p[0], p[1] grown by r, corners rounded by r */
    DRAW_CIRCLE,    /* center p[0], radius r */
    DRAW_CAPSULE,   /* axis from p[0] by delta p[1], radius r */
    DRAW_POLYGON,   /* closed, p[0..n-1]; a triangle has n = 3 */
    DRAW_POLYLINE,  /* open, p[0..n-1] */
    DRAW_POINT,     /* a dot at p[0] */
    DRAW_LABEL      /* text at p[0], anchored by anchor */
} draw_kind;

typedef enum draw_role {
    DRAW_CLEAR,
    DRAW_HIT,
    DRAW_FIXED,
    DRAW_QUERY,
    DRAW_INK,
    DRAW_MUTED
} draw_role;

/* Style flags. */
#define DRAW_DASHED  1u   /* a dashed outline */
#define DRAW_OUTLINE 2u   /* an area shape drawn without its fill */
#define DRAW_BAND    4u   /* an area shape drawn as a fill only, no outline */

typedef enum draw_anchor {
    DRAW_START,     /* the text begins at p[0] */
    DRAW_MIDDLE,    /* the text is centered on p[0] */
    DRAW_END        /* the text ends at p[0] */
} draw_anchor;

typedef struct draw_cmd {
    draw_kind kind;
    draw_role role;
    unsigned style;
    draw_anchor anchor;
    int n;                          /* points used in p */
    isect_vec p[DRAW_MAX_POINTS];
    isect_real r;
    char text[DRAW_TEXT_MAX];       /* labels only; always terminated */
    const char *tag;                /* optional name, e.g. "hit.pos", for
                                       tests and live examples; NULL if none */
} draw_cmd;

typedef struct draw_scene {
    isect_vec min, max;     /* the visible rectangle, in scene units */
    const char *label;      /* what the scene shows, in a sentence */
    int count;              /* commands used */
    int dropped;            /* commands that did not fit (a bug if not 0) */
    draw_cmd cmd[DRAW_MAX_COMMANDS];
} draw_scene;

/* Starts an empty scene showing the rectangle min..max. */
void draw_begin(draw_scene *s, isect_real x0, isect_real y0,
                isect_real x1, isect_real y1, const char *label);

/* Each adds one command and returns it (so that a caller can add a style or
   a tag), or NULL when the buffer is full. */
draw_cmd *draw_line(draw_scene *s, isect_vec a, isect_vec b, draw_role role);
draw_cmd *draw_arrow(draw_scene *s, isect_vec from, isect_vec to, draw_role role);
draw_cmd *draw_segment(draw_scene *s, isect_vec pos, isect_vec delta, draw_role role);
draw_cmd *draw_box(draw_scene *s, isect_aabb box, draw_role role);
draw_cmd *draw_roundbox(draw_scene *s, isect_aabb box, isect_real radius,
                        draw_role role);
draw_cmd *draw_circle(draw_scene *s, isect_circle circle, draw_role role);
draw_cmd *draw_capsule(draw_scene *s, isect_capsule capsule, draw_role role);
draw_cmd *draw_triangle(draw_scene *s, isect_triangle tri, draw_role role);
draw_cmd *draw_polygon(draw_scene *s, const isect_vec *p, int n, draw_role role);
draw_cmd *draw_polyline(draw_scene *s, const isect_vec *p, int n, draw_role role);
draw_cmd *draw_point(draw_scene *s, isect_vec p, draw_role role);
draw_cmd *draw_label(draw_scene *s, isect_vec at, draw_anchor anchor,
                     const char *text, draw_role role);
/* A label made of text followed by a number with the given decimals,
   e.g. draw_label_num(s, at, DRAW_START, "t = ", 0.35, 2, DRAW_INK). */
draw_cmd *draw_label_num(draw_scene *s, isect_vec at, draw_anchor anchor,
                         const char *text, isect_real value, int decimals,
                         draw_role role);

/* A whole line through p along d, long enough to cross the visible
   rectangle (d must not be zero). */
draw_cmd *draw_infinite_line(draw_scene *s, isect_vec p, isect_vec d,
                             draw_role role);

/* Sets flags and a tag on a command, if there is one; return it. */
draw_cmd *draw_style(draw_cmd *c, unsigned style);
draw_cmd *draw_tag(draw_cmd *c, const char *tag);

/* The first command with this tag, or NULL. */
const draw_cmd *draw_find(const draw_scene *s, const char *tag);

/* Formats value with the given number of decimals (0 to 6) into buf of
   size n, always terminated; returns the length. No libc. */
int draw_format(char *buf, int n, isect_real value, int decimals);

#endif /* DRAW_H */
