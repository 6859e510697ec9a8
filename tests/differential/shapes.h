/* tests/differential/shapes.h -- one static shape of any kind the segment
   and point tests take (box, circle, capsule, triangle), our functions on
   it, and the segments and points the tests throw at it. Shared by the
   Chipmunk2D and Box2D programs. Include diff.h first. */
#ifndef DIFF_SHAPES_H
#define DIFF_SHAPES_H

enum { SH_AABB, SH_CIRCLE, SH_CAPSULE, SH_TRI, SH_KINDS };

static const char *const sh_segment_name[SH_KINDS] = {
    "isect_aabb_segment", "isect_circle_segment", "isect_capsule_segment", "isect_triangle_segment"
};

typedef struct oshape {
    int type;
    isect_aabb box;
    isect_circle circ;
    isect_capsule caps;
    isect_triangle tri;
    dshape d;
    isect_vec center;
} oshape;

/* min_area: see gen_triangle (float peers weld slivers). */
static inline oshape gen_shape(int type, int kind, isect_vec base, double min_area)
{
    oshape s;
    memset(&s, 0, sizeof s);
    s.type = type;
    switch (type) {
    case SH_AABB: s.box = gen_aabb(kind, base); s.d = ds_box(s.box); s.center = s.box.pos; break;
    case SH_CIRCLE: s.circ = gen_circle(kind, base); s.d = ds_circle(s.circ); s.center = s.circ.pos; break;
    case SH_CAPSULE:
        s.caps = gen_capsule(kind, base);
        s.d = ds_capsule(s.caps);
        s.center = s.caps.pos;
        break;
    default:
        s.tri = gen_triangle(kind, base, min_area);
        s.d = ds_tri(s.tri);
        s.center = s.tri.a;
        break;
    }
    return s;
}

/* An oshape from given values (the named cases). */
static inline oshape sh_aabb(isect_real x, isect_real y, isect_real hx, isect_real hy)
{
    oshape s;
    memset(&s, 0, sizeof s);
    s.type = SH_AABB;
    s.box.pos = isect_v(x, y); s.box.half = isect_v(hx, hy);
    s.d = ds_box(s.box); s.center = s.box.pos;
    return s;
}

static inline oshape sh_circle(isect_real x, isect_real y, isect_real r)
{
    oshape s;
    memset(&s, 0, sizeof s);
    s.type = SH_CIRCLE;
    s.circ.pos = isect_v(x, y); s.circ.radius = r;
    s.d = ds_circle(s.circ); s.center = s.circ.pos;
    return s;
}

static inline oshape sh_capsule(isect_real x, isect_real y, isect_real dx, isect_real dy, isect_real r)
{
    oshape s;
    memset(&s, 0, sizeof s);
    s.type = SH_CAPSULE;
    s.caps.pos = isect_v(x, y); s.caps.delta = isect_v(dx, dy); s.caps.radius = r;
    s.d = ds_capsule(s.caps); s.center = s.caps.pos;
    return s;
}

static inline void put_shape(const oshape *s)
{
    switch (s->type) {
    case SH_AABB: diff_aabb(s->box); break;
    case SH_CIRCLE: diff_circ(s->circ); break;
    case SH_CAPSULE: diff_caps(s->caps); break;
    default: diff_tri(s->tri); break;
    }
}

static inline int our_segment(const oshape *s, isect_vec p, isect_vec d, isect_hit *h)
{
    memset(h, 0, sizeof *h);
    switch (s->type) {
    case SH_AABB: return isect_aabb_segment(s->box, p, d, isect_v(0, 0), h);
    case SH_CIRCLE: return isect_circle_segment(s->circ, p, d, 0, h);
    case SH_CAPSULE: return isect_capsule_segment(s->caps, p, d, h);
    default: return isect_triangle_segment(s->tri, p, d, h);
    }
}

/* The tangent of the shape's surface at a surface point q. */
static inline void ds_tangent_at(const dshape *s, ld qx, ld qy, ld *ux, ld *uy)
{
    ld cx, cy, l;
    ds_core_near(s, qx, qy, &cx, &cy, NULL);
    l = sqrtl((qx - cx) * (qx - cx) + (qy - cy) * (qy - cy));
    if (l > 0) { *ux = -(qy - cy) / l; *uy = (qx - cx) / l; return; }
    {
        /* on a polygon edge: that edge's direction */
        int i, e = ds_edges(s), best = 0;
        ld bd = 1e4000L;
        for (i = 0; i < e; i++) {
            int j = (i + 1) % s->n;
            ld x, y, d2 = ds_near_seg(s->x[i], s->y[i], s->x[j], s->y[j], qx, qy, &x, &y);
            if (d2 < bd) { bd = d2; best = i; }
        }
        if (e == 0) { *ux = 1; *uy = 0; return; }
        {
            int j = (best + 1) % s->n;
            ld ex = s->x[j] - s->x[best], ey = s->y[j] - s->y[best];
            l = sqrtl(ex * ex + ey * ey);
            if (l == 0) { *ux = 1; *uy = 0; return; }
            *ux = ex / l; *uy = ey / l;
        }
    }
}

/* A segment for shape s: kind 0 random near it, 1 on the half-integer grid,
   2 near-touching (ending on the surface, grazing it along the tangent, or
   starting on it), give or take a few units in the last place. */
static inline void gen_segment(const oshape *s, int kind, int grid_shape, isect_vec *p, isect_vec *d)
{
    ld sc = ds_scale(&s->d, NULL);
    if (kind == 0) {
        double r = 3 * diff_size();
        *p = isect_v(diff_in((double)s->center.x + diff_range(-r, r)), diff_in((double)s->center.y + diff_range(-r, r)));
        *d = isect_v(diff_in(diff_range(-2 * r, 2 * r)), diff_in(diff_range(-2 * r, 2 * r)));
        return;
    }
    if (kind == 1) {
        *p = isect_v(diff_in(diff_half(8)), diff_in(diff_half(8)));
        *d = isect_v(diff_in(diff_half(8)), diff_in(diff_half(8)));
        return;
    }
    {
        ld qx, qy, ux, uy, len = grid_shape ? (ld)(1 + diff_int(8)) : (ld)diff_size() * 2;
        int mode = diff_int(3), k = diff_int(4) == 0 ? 0 : diff_int(9) - 4;
        ds_surface_point(&s->d, &qx, &qy);
        if (grid_shape) { qx = roundl(qx * 2) / 2; qy = roundl(qy * 2) / 2; }
        ds_tangent_at(&s->d, qx, qy, &ux, &uy);
        if (mode == 0) {
            /* ends on the surface, coming from outside-ish */
            ld ox = grid_shape ? (ld)diff_half(6) : (ld)diff_range(-1, 1) * len;
            ld oy = grid_shape ? (ld)diff_half(6) : (ld)diff_range(-1, 1) * len;
            *p = isect_v(diff_in((double)(qx + ox)), diff_in((double)(qy + oy)));
            *d = isect_v(diff_in((double)(qx - (ld)p->x)), diff_in((double)(qy - (ld)p->y)));
        } else if (mode == 1) {
            /* grazes along the tangent */
            if (grid_shape && diff_int(2)) { ux = roundl(ux); uy = roundl(uy); }
            *p = isect_v(diff_in((double)(qx - ux * len)), diff_in((double)(qy - uy * len)));
            *d = isect_v(diff_in((double)(2 * ux * len)), diff_in((double)(2 * uy * len)));
        } else {
            /* starts on the surface */
            *p = isect_v(diff_in((double)qx), diff_in((double)qy));
            if (grid_shape) *d = isect_v(diff_in(diff_half(6)), diff_in(diff_half(6)));
            else *d = isect_v(diff_in(diff_range(-1, 1) * (double)len), diff_in(diff_range(-1, 1) * (double)len));
        }
        if (k != 0) {
            ld e = (ld)k * DIFF_IN_EPS * sc;
            p->x = diff_in((double)((ld)p->x + e));
            p->y = diff_in((double)((ld)p->y - e));
        }
    }
}

/* A point for shape s: random near it, on the grid, or on its surface give
   or take a few units in the last place (exactly on it for grid shapes). */
static inline isect_vec gen_point(const oshape *s, int kind, int grid_shape)
{
    ld sc = ds_scale(&s->d, NULL);
    if (kind == 0) {
        double r = 1.5 * diff_size();
        return isect_v(diff_in((double)s->center.x + diff_range(-r, r)), diff_in((double)s->center.y + diff_range(-r, r)));
    }
    if (kind == 1) return isect_v(diff_in(diff_half(8)), diff_in(diff_half(8)));
    {
        ld qx, qy;
        int k = diff_int(4) == 0 ? 0 : diff_int(9) - 4, j = diff_int(9) - 4;
        ds_surface_point(&s->d, &qx, &qy);
        if (grid_shape && s->d.r == 0) { qx = roundl(qx * 2) / 2; qy = roundl(qy * 2) / 2; }
        return isect_v(diff_in((double)(qx + k * DIFF_IN_EPS * sc)), diff_in((double)(qy + j * DIFF_IN_EPS * sc)));
    }
}

/* The second shape of a pair, moved so it touches the first (near-touching
   cases): boxes, circles and capsules move their position, triangles all
   three corners. */
static inline isect_vec move(isect_vec v, isect_real dx, isect_real dy)
{
    return isect_v(diff_in((double)v.x + (double)dx), diff_in((double)v.y + (double)dy));
}

static inline void shift(oshape *s, isect_real dx, isect_real dy)
{
    switch (s->type) {
    case SH_AABB: s->box.pos = move(s->box.pos, dx, dy); s->d = ds_box(s->box); break;
    case SH_CIRCLE: s->circ.pos = move(s->circ.pos, dx, dy); s->d = ds_circle(s->circ); break;
    case SH_CAPSULE: s->caps.pos = move(s->caps.pos, dx, dy); s->d = ds_capsule(s->caps); break;
    default:
        s->tri.a = move(s->tri.a, dx, dy); s->tri.b = move(s->tri.b, dx, dy); s->tri.c = move(s->tri.c, dx, dy);
        s->d = ds_tri(s->tri);
        break;
    }
}

#endif /* DIFF_SHAPES_H */
