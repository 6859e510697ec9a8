/* draw.c: the scene buffer (see draw.h). Plain C, no libc. */
#include "draw.h"

void draw_begin(draw_scene *s, isect_real x0, isect_real y0,
                isect_real x1, isect_real y1, const char *label)
{
    s->min = isect_v(x0, y0);
    s->max = isect_v(x1, y1);
    s->label = label;
    s->count = 0;
    s->dropped = 0;
}

/* Appends an empty command of the given kind and role. */
static draw_cmd *draw_add(draw_scene *s, draw_kind kind, draw_role role, int n)
{
    draw_cmd *c;
    int i;
    if (s->count >= DRAW_MAX_COMMANDS) {
        s->dropped++;
        return NULL;
    }
    c = &s->cmd[s->count++];
    c->kind = kind;
    c->role = role;
    c->style = 0;
    c->anchor = DRAW_START;
    c->n = n;
    for (i = 0; i < DRAW_MAX_POINTS; i++)
        c->p[i] = isect_v(0, 0);
    c->r = 0;
    c->text[0] = '\0';
    c->tag = NULL;
    return c;
}

static draw_cmd *draw_two(draw_scene *s, draw_kind kind, isect_vec a,
                          isect_vec b, draw_role role)
{
    draw_cmd *c = draw_add(s, kind, role, 2);
    if (c != NULL) {
        c->p[0] = a;
        c->p[1] = b;
    }
    return c;
}

draw_cmd *draw_line(draw_scene *s, isect_vec a, isect_vec b, draw_role role)
{
    return draw_two(s, DRAW_LINE, a, b, role);
}

draw_cmd *draw_arrow(draw_scene *s, isect_vec from, isect_vec to, draw_role role)
{
    return draw_two(s, DRAW_ARROW, from, to, role);
}

draw_cmd *draw_segment(draw_scene *s, isect_vec pos, isect_vec delta, draw_role role)
{
    return draw_two(s, DRAW_SEGMENT, pos, isect_add(pos, delta), role);
}

draw_cmd *draw_box(draw_scene *s, isect_aabb box, draw_role role)
{
    return draw_two(s, DRAW_BOX, box.pos, box.half, role);
}

draw_cmd *draw_roundbox(draw_scene *s, isect_aabb box, isect_real radius,
                        draw_role role)
{
    draw_cmd *c = draw_two(s, DRAW_ROUNDBOX, box.pos, box.half, role);
    if (c != NULL)
        c->r = radius;
    return c;
}

draw_cmd *draw_circle(draw_scene *s, isect_circle circle, draw_role role)
{
    draw_cmd *c = draw_add(s, DRAW_CIRCLE, role, 1);
    if (c != NULL) {
        c->p[0] = circle.pos;
        c->r = circle.radius;
    }
    return c;
}

draw_cmd *draw_capsule(draw_scene *s, isect_capsule capsule, draw_role role)
{
    draw_cmd *c = draw_two(s, DRAW_CAPSULE, capsule.pos, capsule.delta, role);
    if (c != NULL)
        c->r = capsule.radius;
    return c;
}

static draw_cmd *draw_points(draw_scene *s, draw_kind kind, const isect_vec *p,
                             int n, draw_role role)
{
    draw_cmd *c;
    int i;
    if (n > DRAW_MAX_POINTS)
        n = DRAW_MAX_POINTS;
    c = draw_add(s, kind, role, n);
    if (c != NULL)
        for (i = 0; i < n; i++)
            c->p[i] = p[i];
    return c;
}

draw_cmd *draw_triangle(draw_scene *s, isect_triangle tri, draw_role role)
{
    isect_vec p[3];
    p[0] = tri.a;
    p[1] = tri.b;
    p[2] = tri.c;
    return draw_points(s, DRAW_POLYGON, p, 3, role);
}

draw_cmd *draw_polygon(draw_scene *s, const isect_vec *p, int n, draw_role role)
{
    return draw_points(s, DRAW_POLYGON, p, n, role);
}

draw_cmd *draw_polyline(draw_scene *s, const isect_vec *p, int n, draw_role role)
{
    return draw_points(s, DRAW_POLYLINE, p, n, role);
}

draw_cmd *draw_point(draw_scene *s, isect_vec p, draw_role role)
{
    draw_cmd *c = draw_add(s, DRAW_POINT, role, 1);
    if (c != NULL)
        c->p[0] = p;
    return c;
}

/* Copies text into the label from position at; returns the new position. */
static int draw_copy(char *dst, int at, const char *text)
{
    while (text != NULL && *text != '\0' && at < DRAW_TEXT_MAX - 1)
        dst[at++] = *text++;
    dst[at] = '\0';
    return at;
}

draw_cmd *draw_label(draw_scene *s, isect_vec at, draw_anchor anchor,
                     const char *text, draw_role role)
{
    draw_cmd *c = draw_add(s, DRAW_LABEL, role, 1);
    if (c != NULL) {
        c->p[0] = at;
        c->anchor = anchor;
        draw_copy(c->text, 0, text);
    }
    return c;
}

draw_cmd *draw_label_num(draw_scene *s, isect_vec at, draw_anchor anchor,
                         const char *text, isect_real value, int decimals,
                         draw_role role)
{
    draw_cmd *c = draw_label(s, at, anchor, text, role);
    if (c != NULL) {
        char num[DRAW_TEXT_MAX];
        int len = draw_copy(c->text, 0, text);
        draw_format(num, DRAW_TEXT_MAX, value, decimals);
        draw_copy(c->text, len, num);
    }
    return c;
}

draw_cmd *draw_infinite_line(draw_scene *s, isect_vec p, isect_vec d,
                             draw_role role)
{
    isect_vec span = isect_sub(s->max, s->min);
    isect_real reach = 2 * (isect_abs(span.x) + isect_abs(span.y)
                            + isect_abs(p.x - s->min.x) + isect_abs(p.y - s->min.y));
    isect_vec u = isect_scale(isect_normalize(d), reach);
    return draw_line(s, isect_sub(p, u), isect_add(p, u), role);
}

draw_cmd *draw_style(draw_cmd *c, unsigned style)
{
    if (c != NULL)
        c->style |= style;
    return c;
}

draw_cmd *draw_tag(draw_cmd *c, const char *tag)
{
    if (c != NULL)
        c->tag = tag;
    return c;
}

static int draw_same(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

const draw_cmd *draw_find(const draw_scene *s, const char *tag)
{
    int i;
    for (i = 0; i < s->count; i++)
        if (s->cmd[i].tag != NULL && draw_same(s->cmd[i].tag, tag))
            return &s->cmd[i];
    return NULL;
}

int draw_format(char *buf, int n, isect_real value, int decimals)
{
    char digits[24];
    int len = 0, count = 0, i;
    unsigned long whole, frac, scale = 1;
    isect_real v = value < 0 ? -value : value;
    if (n <= 0)
        return 0;
    if (decimals < 0)
        decimals = 0;
    if (decimals > 6)
        decimals = 6;
    for (i = 0; i < decimals; i++)
        scale *= 10;
    if (!(v < 1e12))            /* too large, or NaN */
        v = 0;
    {
        isect_real scaled = v * (isect_real)scale + (isect_real)0.5;
        unsigned long all = (unsigned long)scaled;
        whole = all / scale;
        frac = all % scale;
    }
    if (value < 0 && (whole != 0 || frac != 0) && len < n - 1)
        buf[len++] = '-';
    do {
        digits[count++] = (char)('0' + (int)(whole % 10));
        whole /= 10;
    } while (whole != 0 && count < (int)sizeof digits);
    while (count > 0 && len < n - 1)
        buf[len++] = digits[--count];
    if (decimals > 0 && len < n - 1) {
        buf[len++] = '.';
        for (i = decimals - 1; i >= 0; i--) {
            unsigned long d = frac;
            int k;
            for (k = 0; k < i; k++)
                d /= 10;
            if (len < n - 1)
                buf[len++] = (char)('0' + (int)(d % 10));
        }
    }
    buf[len] = '\0';
    return len;
}
