/* svg.c: writes the page's figures as SVG files, one per scene.

       build/figures-svg DIR          writes DIR/NAME.svg for every scene
                                      and every frame figure (a chosen
                                      frame of a live example, build/frames.c),
                                      and for every live example its first
                                      frame, DIR/ex-NAME.svg, and its facts,
                                      DIR/ex-NAME.json
       build/figures-svg --list       prints the scenes' names

   Each file is an <svg> element ready to be inlined into the page: a
   viewBox in scene units, role="img" and an aria-label saying what it
   draws, and every shape with a class for its role (fig-clear, fig-hit,
   fig-fixed, fig-query, fig-ink, fig-muted) and its kind (fig-area,
   fig-line, fig-head, fig-dot, fig-label, ...). No colour is written
   here: the page's style sheet gives the classes their colours, so the
   figures follow the theme. A hit area is also filled with a hatch, a
   <pattern> whose id carries the figure's name, since all the figures
   share one page. Numbers are printed with two decimals at most, so the
   same scenes give the same bytes on every run.

   This is the only part of the figure program that uses the C library. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "examples.h"
#include "frames.h"
#include "scenes.h"

static const char *const role_class[] = {
    "fig-clear", "fig-hit", "fig-fixed", "fig-query", "fig-ink", "fig-muted"
};

/* Formats a number with at most the given decimals, without trailing
   zeros or a negative zero, into one of a few rotating buffers. */
static const char *trimmed(double v, int decimals)
{
    static char bufs[32][32];
    static int next;
    char *b = bufs[next];
    size_t n;
    next = (next + 1) % 32;
    snprintf(b, sizeof bufs[0], "%.*f", decimals, v);
    n = strlen(b);
    while (n > 0 && b[n - 1] == '0')
        b[--n] = '\0';
    if (n > 0 && b[n - 1] == '.')
        b[--n] = '\0';
    if (strcmp(b, "-0") == 0)
        strcpy(b, "0");
    return b;
}

/* A coordinate: two decimals at most, so every run writes the same bytes. */
static const char *num(double v)
{
    return trimmed(v, 2);
}

static void put_escaped(FILE *f, const char *s)
{
    for (; *s != '\0'; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
    }
}

/* The class attribute's value for a command of this role and kind. */
static void put_class(FILE *f, const draw_cmd *c, const char *kind)
{
    fprintf(f, " class=\"%s %s", role_class[c->role], kind);
    if (c->style & DRAW_DASHED)
        fputs(" fig-dashed", f);
    if (c->style & DRAW_OUTLINE)
        fputs(" fig-outline", f);
    if (c->style & DRAW_BAND)
        fputs(" fig-band", f);
    fputc('"', f);
}

/* Whether a command is an area that gets the hatch. */
static int hatched(const draw_cmd *c)
{
    if (c->role != DRAW_HIT || (c->style & DRAW_OUTLINE))
        return 0;
    return c->kind == DRAW_BOX || c->kind == DRAW_ROUNDBOX || c->kind == DRAW_CIRCLE
        || c->kind == DRAW_CAPSULE || c->kind == DRAW_POLYGON;
}

/* Writes the geometry of an area command: the element name and its
   attributes, without class, up to the closing "/>". */
static void put_area_shape(FILE *f, const draw_cmd *c, const char *cls,
                           const char *extra)
{
    int i;
    switch (c->kind) {
    case DRAW_BOX:
    case DRAW_ROUNDBOX: {
        double r = c->kind == DRAW_ROUNDBOX ? (double)c->r : 0;
        double hx = (double)c->p[1].x + r, hy = (double)c->p[1].y + r;
        fprintf(f, "<rect class=\"%s\"%s x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\"", cls, extra,
                num((double)c->p[0].x - hx), num((double)c->p[0].y - hy), num(2 * hx), num(2 * hy));
        if (r > 0)
            fprintf(f, " rx=\"%s\"", num(r));
        fputs("/>", f);
        break;
    }
    case DRAW_CIRCLE:
        fprintf(f, "<circle class=\"%s\"%s cx=\"%s\" cy=\"%s\" r=\"%s\"/>", cls, extra,
                num((double)c->p[0].x), num((double)c->p[0].y), num((double)c->r));
        break;
    case DRAW_CAPSULE: {
        isect_vec a = c->p[0], b = isect_add(c->p[0], c->p[1]);
        double r = (double)c->r;
        if (c->p[1].x == 0 && c->p[1].y == 0) {
            fprintf(f, "<circle class=\"%s\"%s cx=\"%s\" cy=\"%s\" r=\"%s\"/>", cls, extra,
                    num((double)a.x), num((double)a.y), num(r));
        } else {
            isect_vec u = isect_normalize(c->p[1]);
            isect_vec v = isect_scale(isect_v(-u.y, u.x), c->r);
            fprintf(f, "<path class=\"%s\"%s d=\"M%s %sL%s %sA%s %s 0 0 0 %s %sL%s %sA%s %s 0 0 0 %s %sZ\"/>",
                    cls, extra,
                    num((double)(a.x + v.x)), num((double)(a.y + v.y)),
                    num((double)(b.x + v.x)), num((double)(b.y + v.y)),
                    num(r), num(r), num((double)(b.x - v.x)), num((double)(b.y - v.y)),
                    num((double)(a.x - v.x)), num((double)(a.y - v.y)),
                    num(r), num(r), num((double)(a.x + v.x)), num((double)(a.y + v.y)));
        }
        break;
    }
    case DRAW_POLYGON:
        fprintf(f, "<path class=\"%s\"%s d=\"", cls, extra);
        for (i = 0; i < c->n; i++)
            fprintf(f, "%s%s %s", i == 0 ? "M" : "L", num((double)c->p[i].x), num((double)c->p[i].y));
        fputs("Z\"/>", f);
        break;
    default:
        break;
    }
}

static void put_area(FILE *f, const draw_cmd *c, const char *name)
{
    char cls[96], extra[96];
    snprintf(cls, sizeof cls, "%s fig-area%s%s%s", role_class[c->role],
             (c->style & DRAW_DASHED) ? " fig-dashed" : "",
             (c->style & DRAW_OUTLINE) ? " fig-outline" : "",
             (c->style & DRAW_BAND) ? " fig-band" : "");
    put_area_shape(f, c, cls, "");
    fputc('\n', f);
    if (hatched(c)) {
        snprintf(extra, sizeof extra, " fill=\"url(#fig-hatch-%s)\"", name);
        put_area_shape(f, c, "fig-hit fig-hatch", extra);
        fputc('\n', f);
    }
}

/* A line from a to b that stops short of b by back, and a head at b. */
static void put_arrow(FILE *f, const draw_cmd *c, isect_vec a, isect_vec b)
{
    isect_vec d = isect_sub(b, a);
    isect_real len = isect_length(d);
    isect_real head = len < 30 ? len * (isect_real)0.3 : 9;
    isect_vec u = isect_normalize(d), v = isect_v(-u.y, u.x);
    isect_vec base = isect_sub(b, isect_scale(u, head));
    isect_vec l = isect_add(base, isect_scale(v, head * (isect_real)0.45));
    isect_vec r = isect_sub(base, isect_scale(v, head * (isect_real)0.45));
    if (len == 0)
        return;
    fputs("<path", f);
    put_class(f, c, "fig-line");
    fprintf(f, " d=\"M%s %sL%s %s\"/>\n", num((double)a.x), num((double)a.y),
            num((double)(base.x + u.x)), num((double)(base.y + u.y)));
    fprintf(f, "<path class=\"%s fig-head\" d=\"M%s %sL%s %sL%s %sZ\"/>\n", role_class[c->role],
            num((double)b.x), num((double)b.y), num((double)l.x), num((double)l.y),
            num((double)r.x), num((double)r.y));
}

static void put_dot(FILE *f, const draw_cmd *c, isect_vec p, double radius)
{
    fprintf(f, "<circle class=\"%s fig-dot\" cx=\"%s\" cy=\"%s\" r=\"%s\"/>\n",
            role_class[c->role], num((double)p.x), num((double)p.y), num(radius));
}

static void put_command(FILE *f, const draw_cmd *c, const char *name)
{
    int i;
    switch (c->kind) {
    case DRAW_LINE:
        fputs("<path", f);
        put_class(f, c, "fig-line");
        fprintf(f, " d=\"M%s %sL%s %s\"/>\n", num((double)c->p[0].x), num((double)c->p[0].y),
                num((double)c->p[1].x), num((double)c->p[1].y));
        break;
    case DRAW_POLYLINE:
        fputs("<path", f);
        put_class(f, c, "fig-line");
        fputs(" d=\"", f);
        for (i = 0; i < c->n; i++)
            fprintf(f, "%s%s %s", i == 0 ? "M" : "L", num((double)c->p[i].x), num((double)c->p[i].y));
        fputs("\"/>\n", f);
        break;
    case DRAW_ARROW:
        put_arrow(f, c, c->p[0], c->p[1]);
        break;
    case DRAW_SEGMENT:
        put_arrow(f, c, c->p[0], c->p[1]);
        put_dot(f, c, c->p[0], 3);
        break;
    case DRAW_POINT:
        if (c->role == DRAW_HIT) {
            /* a ring as well, so a colliding point differs by shape too */
            fprintf(f, "<circle class=\"fig-hit fig-ring\" cx=\"%s\" cy=\"%s\" r=\"7\"/>\n",
                    num((double)c->p[0].x), num((double)c->p[0].y));
        }
        put_dot(f, c, c->p[0], 3.5);
        break;
    case DRAW_LABEL:
        fprintf(f, "<text class=\"fig-label %s\" x=\"%s\" y=\"%s\" dy=\"0.35em\"%s>",
                role_class[c->role], num((double)c->p[0].x), num((double)c->p[0].y),
                c->anchor == DRAW_MIDDLE ? " text-anchor=\"middle\""
                : c->anchor == DRAW_END ? " text-anchor=\"end\"" : "");
        put_escaped(f, c->text);
        fputs("</text>\n", f);
        break;
    default:
        put_area(f, c, name);
        break;
    }
}

static void put_scene(FILE *f, const draw_scene *s, const char *name)
{
    double w = (double)(s->max.x - s->min.x), h = (double)(s->max.y - s->min.y);
    int i, hatch = 0;
    for (i = 0; i < s->count; i++)
        hatch |= hatched(&s->cmd[i]);
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fig\" viewBox=\"%s %s %s %s\" "
               "width=\"%s\" height=\"%s\" role=\"img\" aria-label=\"",
            num((double)s->min.x), num((double)s->min.y), num(w), num(h), num(w), num(h));
    put_escaped(f, s->label);
    fputs("\">\n", f);
    if (hatch)
        fprintf(f, "<defs><pattern id=\"fig-hatch-%s\" width=\"6\" height=\"6\" "
                   "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                   "<path class=\"fig-hit fig-hatch-line\" d=\"M0 0V6\"/></pattern></defs>\n", name);
    for (i = 0; i < s->count; i++)
        put_command(f, &s->cmd[i], name);
    fputs("</svg>\n", f);
}

static const char *const role_name[] = {
    "clear", "hit", "fixed", "query", "ink", "muted"
};

/* A readout number: three decimals at most, as the page's script writes. */
static const char *row_num(double v)
{
    return trimmed(v, 3);
}

static void put_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s != '\0'; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* The roles example i draws in its first ROLE_FRAMES frames (a bit mask,
   one bit per role), for the colour key beside it. Every example loops
   within that time; the handles are at their first homes. */
#define ROLE_FRAMES 1200
static unsigned example_roles(int i)
{
    static draw_scene scratch;
    static ex_frame frame;
    unsigned roles = 0;
    int n, k;
    ex_reset(i);
    for (n = 0; n < ROLE_FRAMES; n++) {
        ex_draw_into(i, n, &scratch, &frame);
        for (k = 0; k < scratch.count; k++)
            roles |= 1u << scratch.cmd[k].role;
    }
    return roles;
}

/* What the page needs to mount example i without running it: the label,
   the handles, the roles it draws (for its colour key), the moments the
   tests check, and the first frame's readout (shown when the examples
   cannot run). */
static void put_example_json(FILE *f, int i, const draw_scene *s, const ex_frame *fr,
                             unsigned roles)
{
    const example *e = &example_list[i];
    int h, k, first = 1;
    fputs("{\"name\": ", f);
    put_json_string(f, e->name);
    fputs(", \"label\": ", f);
    put_json_string(f, s->label);
    fputs(",\n \"roles\": [", f);
    for (k = 0; k < 6; k++)
        if (roles & (1u << k)) {
            fprintf(f, "%s\"%s\"", first ? "" : ", ", role_name[k]);
            first = 0;
        }
    fputc(']', f);
    fputs(",\n \"handles\": [", f);
    for (h = 0; h < ex_handles(i); h++) {
        fprintf(f, "%s{\"name\": ", h ? ", " : "");
        put_json_string(f, e->handle[h]);
        fprintf(f, ", \"x\": %s, \"y\": %s}", row_num((double)fr->at[h].x),
                row_num((double)fr->at[h].y));
    }
    fputs("],\n \"moments\": [", f);
    for (k = 0; k < 2; k++)
        fprintf(f, "%s{\"frame\": %d, \"shows\": \"%s\", \"lacks\": %s%s%s}",
                k ? ", " : "", e->moment[k].frame, role_name[e->moment[k].shows],
                e->moment[k].lacks < 0 ? "null" : "\"",
                e->moment[k].lacks < 0 ? "" : role_name[e->moment[k].lacks],
                e->moment[k].lacks < 0 ? "" : "\"");
    fputs("],\n \"rows\": [", f);
    for (k = 0; k < fr->rows; k++) {
        const ex_row *r = &fr->row[k];
        char value[96];
        if (r->n == 0)
            snprintf(value, sizeof value, "%s", r->text);
        else if (r->n == 1)
            snprintf(value, sizeof value, "%s", row_num((double)r->v[0]));
        else
            snprintf(value, sizeof value, "(%s, %s)", row_num((double)r->v[0]),
                     row_num((double)r->v[1]));
        fputs(k ? ", [" : "[", f);
        put_json_string(f, r->name);
        fputs(", ", f);
        put_json_string(f, value);
        fputc(']', f);
    }
    fputs("]}\n", f);
}

/* Opens dir/name.ext for writing, or says why not. */
static FILE *open_out(const char *dir, const char *name, const char *ext)
{
    char path[4096];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s%s", dir, name, ext);
    f = fopen(path, "w");
    if (f == NULL)
        perror(path);
    return f;
}

static int close_out(FILE *f)
{
    if (fclose(f) != 0) {
        perror("figures-svg");
        return 1;
    }
    return 0;
}

/* Writes DIR/NAME.svg for every figure that is a chosen frame of a live
   example (or, with --list, prints their names); drawn and written
   exactly as a scene is. Returns 0, or 1 if a figure could not be drawn
   whole. */
static int put_frame_figures(const char *dir)
{
    static draw_scene scene;
    static ex_frame frame;
    int i, status = 0;
    FILE *f;
    for (i = 0; i < ex_figure_count; i++) {
        const ex_figure *fig = &ex_figure_list[i];
        if (strcmp(dir, "--list") == 0) {
            printf("%s\n", fig->name);
            continue;
        }
        if (!ex_figure_draw(fig, &scene, &frame)) {
            fprintf(stderr, "figures-svg: figure %s: no example %s\n", fig->name, fig->example);
            status = 1;
            continue;
        }
        if (scene.dropped != 0 || frame.lost != 0) {
            fprintf(stderr, "figures-svg: figure %s: %d commands and %d rows did not fit\n",
                    fig->name, scene.dropped, frame.lost);
            status = 1;
        }
        if ((f = open_out(dir, fig->name, ".svg")) == NULL)
            return 1;
        put_scene(f, &scene, fig->name);
        if (close_out(f))
            return 1;
    }
    return status;
}

int main(int argc, char **argv)
{
    static draw_scene scene;
    static ex_frame frame;
    int i, status = 0;
    FILE *f;
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIR | --list\n", argv[0]);
        return 2;
    }
    for (i = 0; i < scene_count; i++) {
        if (strcmp(argv[1], "--list") == 0) {
            printf("%s\n", scene_list[i].name);
            continue;
        }
        scene_list[i].build(&scene);
        if (scene.dropped != 0) {
            fprintf(stderr, "%s: scene %s: %d commands did not fit\n", argv[0],
                    scene_list[i].name, scene.dropped);
            status = 1;
        }
        if ((f = open_out(argv[1], scene_list[i].name, ".svg")) == NULL)
            return 1;
        put_scene(f, &scene, scene_list[i].name);
        if (close_out(f))
            return 1;
    }
    status |= put_frame_figures(argv[1]);
    for (i = 0; i < ex_count(); i++) {
        char name[128];
        unsigned roles;
        snprintf(name, sizeof name, "ex-%s", ex_name(i));
        if (strcmp(argv[1], "--list") == 0) {
            printf("%s\n", name);
            continue;
        }
        roles = example_roles(i);
        ex_reset(i);
        ex_draw_labelled(i, 0, &scene, &frame);     /* as the page shows it */
        if (scene.dropped != 0) {
            fprintf(stderr, "%s: example %s: %d commands did not fit\n", argv[0],
                    ex_name(i), scene.dropped);
            status = 1;
        }
        if ((f = open_out(argv[1], name, ".svg")) == NULL)
            return 1;
        put_scene(f, &scene, name);
        if (close_out(f))
            return 1;
        if ((f = open_out(argv[1], name, ".json")) == NULL)
            return 1;
        put_example_json(f, i, &scene, &frame, roles);
        if (close_out(f))
            return 1;
    }
    return status;
}
