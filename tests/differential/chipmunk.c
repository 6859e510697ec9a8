/* tests/differential/chipmunk.c -- our segment and point tests against
   Chipmunk2D 7 (Debian libchipmunk-dev), an independent implementation in
   double.

   Segment queries: cpShapeSegmentQuery (query radius 0) on a circle shape,
   a segment shape with a radius (our capsule), a box (cpBoxShapeNew2) and a
   triangle (cpPolyShapeNew), against isect_circle_segment,
   isect_capsule_segment, isect_aabb_segment, isect_triangle_segment: hit or
   miss, time (Chipmunk's alpha), contact point, normal.
   Point queries: cpShapePointQuery (signed distance, nearest surface point,
   gradient) against isect_*_contains, isect_nearest_* (outside) and
   isect_*_point (inside: the push out, its point and normal).
   Sweeps: cpShapeSegmentQuery with a radius (a moving circle) against
   isect_aabb_sweep_circle, isect_circle_sweep_circle,
   isect_capsule_sweep_circle: hit or miss, time, normal, contact point;
   and, ours alone, that the static test at sweep.pos finds no overlap.

   Every disagreement is decided by the long-double referee in diff.h: a
   convention this file names (Chipmunk counts touching as a hit; ties
   between two faces; a segment that starts inside), a peer error (printed),
   or a failure of ours (printed with the input in %a).

   Usage: differential-chipmunk [cases_per_function [seed]]   (default 100000) */
#include "intersect.h"
#include "diff.h"
#include "shapes.h"
#include <chipmunk/chipmunk.h>

#ifdef ISECT_FLOAT
#error "Chipmunk2D's cpFloat is double: build this without ISECT_FLOAT"
#endif

static cpBody *body;

static cpVect cv(isect_vec v)
{
    return cpv(v.x, v.y);
}

static cpShape *cp_shape(const oshape *s)
{
    cpShape *shape;
    switch (s->type) {
    case SH_AABB:
        shape = cpBoxShapeNew2(body, cpBBNew(s->box.pos.x - s->box.half.x, s->box.pos.y - s->box.half.y,
                                             s->box.pos.x + s->box.half.x, s->box.pos.y + s->box.half.y), 0);
        break;
    case SH_CIRCLE:
        shape = cpCircleShapeNew(body, s->circ.radius, cv(s->circ.pos));
        break;
    case SH_CAPSULE:
        shape = cpSegmentShapeNew(body, cv(s->caps.pos), cv(isect_add(s->caps.pos, s->caps.delta)), s->caps.radius);
        break;
    default: {
        cpVect v[3];
        v[0] = cv(s->tri.a); v[1] = cv(s->tri.b); v[2] = cv(s->tri.c);
        shape = cpPolyShapeNew(body, 3, v, cpTransformIdentity, 0);
        break;
    }
    }
    cpShapeCacheBB(shape);
    return shape;
}

/* Chipmunk decides in double with no skin: its band is its rounding. */
#define CP_BAND(sc) (64 * (ld)DBL_EPSILON * (sc))

static void segment_case(tally *t, const oshape *s, cpShape *shape, isect_vec p, isect_vec d)
{
    isect_hit h;
    cpSegmentQueryInfo info;
    dpeer_ray q;
    int hit;
    ld sc = fmaxl(ds_scale(&s->d, NULL), fmaxl(fabsl((ld)p.x) + fabsl((ld)d.x), fabsl((ld)p.y) + fabsl((ld)d.y)));
    diff_begin(t->fn); put_shape(s); diff_sep(); diff_vec(p); diff_sep(); diff_vec(d); diff_end();
    hit = our_segment(s, p, d, &h);
    memset(&q, 0, sizeof q);
    q.hit = cpShapeSegmentQuery(shape, cv(p), cv(isect_add(p, d)), 0, &info);
    q.t = info.alpha;
    q.px = info.point.x; q.py = info.point.y;
    q.nx = info.normal.x; q.ny = info.normal.y;
    q.has_pos = 1;
    q.band = CP_BAND(sc);
    q.ntol = 1e-9L;
    diff_ray(t, &s->d, p, d, hit, &h, &q);
}

/* Point queries. contains: ours strict (the boundary is outside), and so
   is Chipmunk's "distance < 0". nearest: outside, the nearest point of the
   filled shape; inside, the nearest surface point and the push out. */
static isect_vec our_nearest(const oshape *s, isect_vec p)
{
    switch (s->type) {
    case SH_AABB: return isect_nearest_aabb(s->box, p);
    case SH_CIRCLE: return isect_nearest_circle(s->circ, p);
    case SH_CAPSULE: return isect_nearest_capsule(s->caps, p);
    default: return isect_nearest_triangle(s->tri, p);
    }
}

static int our_contains(const oshape *s, isect_vec p)
{
    switch (s->type) {
    case SH_AABB: return isect_aabb_contains(s->box, p);
    case SH_CIRCLE: return isect_circle_contains(s->circ, p);
    case SH_CAPSULE: return isect_capsule_contains(s->caps, p);
    default: return isect_triangle_contains(s->tri, p);
    }
}

static int our_point(const oshape *s, isect_vec p, isect_hit *h)
{
    memset(h, 0, sizeof *h);
    switch (s->type) {
    case SH_AABB: return isect_aabb_point(s->box, p, h);
    case SH_CIRCLE: return isect_circle_point(s->circ, p, 0, h);
    case SH_CAPSULE: return isect_capsule_point(s->caps, p, h);
    default: return isect_triangle_point(s->tri, p, h);
    }
}

static void point_case(tally *tc, tally *tn, tally *tp, const oshape *s, cpShape *shape, isect_vec p)
{
    cpPointQueryInfo info;
    ld sc = fmaxl(ds_scale(&s->d, NULL), fmaxl(fabsl((ld)p.x), fabsl((ld)p.y)));
    ld band = CP_BAND(sc) + 64 * DIFF_OUR_EPS * sc;
    ld sx, sy, sd = ds_point_sd(&s->d, p.x, p.y, &sx, &sy);
    cpFloat dist = cpShapePointQuery(shape, cv(p), &info);
    int inside = our_contains(s, p);
    isect_hit h;
    int hit;

    /* contains */
    diff_begin(tc->fn); put_shape(s); diff_sep(); diff_vec(p); diff_end();
    diff_overlap(tc, inside, dist < 0, sd, sc, CP_BAND(sc));

    /* nearest, outside: Chipmunk's surface point is the nearest point */
    diff_begin(tn->fn); put_shape(s); diff_sep(); diff_vec(p); diff_end();
    if (dist > 0 && !inside) {
        isect_vec n = our_nearest(s, p);
        if (fabsl(n.x - info.point.x) <= band && fabsl(n.y - info.point.y) <= band) tally_agree(tn);
        else if (fabsl(n.x - (double)sx) <= band && fabsl(n.y - (double)sy) <= band)
            tally_peer_wrong(tn, "peer's nearest point is off, ours agrees with the referee");
        else tally_fail(tn, "nearest point differs from the peer and the referee");
    } else if (inside) {
        /* inside, the filled shape's nearest point is the point itself */
        isect_vec n = our_nearest(s, p);
        if (n.x == p.x && n.y == p.y) tally_agree(tn);
        else if (sd > -band && fabsl(n.x - p.x) <= band && fabsl(n.y - p.y) <= band)
            /* within rounding of the surface, contains and nearest round
               apart: the nearest point is on the surface, next to p */
            tally_conv(tn, "inside-near-surface(rounding)");
        else tally_fail(tn, "inside: nearest point is not the point");
    } else {
        /* on the surface (Chipmunk's distance 0, or near it) */
        isect_vec n = our_nearest(s, p);
        if (fabsl(n.x - p.x) <= band && fabsl(n.y - p.y) <= band) tally_conv(tn, "on-surface");
        else tally_fail(tn, "on the surface: nearest point moved");
    }

    /* the push out of a point inside */
    diff_begin(tp->fn); put_shape(s); diff_sep(); diff_vec(p); diff_end();
    hit = our_point(s, p, &h);
    if (hit != (dist < 0)) {
        diff_overlap(tp, hit, dist < 0, sd, sc, CP_BAND(sc));
        return;
    }
    if (!hit) { tally_agree(tp); return; }
    {
        ld push = sqrtl((ld)h.delta.x * h.delta.x + (ld)h.delta.y * h.delta.y);
        int pos_ok = fabsl(h.pos.x - info.point.x) <= band && fabsl(h.pos.y - info.point.y) <= band;
        int delta_ok = fabsl((ld)h.delta.x - ((ld)h.pos.x - p.x)) <= band && fabsl((ld)h.delta.y - ((ld)h.pos.y - p.y)) <= band;
        int normal_ok = fabsl(h.normal.x - info.gradient.x) <= 1e-9 && fabsl(h.normal.y - info.gradient.y) <= 1e-9;
        ld rs = ds_point_sd(&s->d, h.pos.x, h.pos.y, NULL, NULL);
        if (!delta_ok) { tally_fail(tp, "hit.delta is not hit.pos - point"); return; }
        if (pos_ok && normal_ok) { tally_agree(tp); return; }
        if (s->type == SH_CIRCLE && p.x == s->circ.pos.x && p.y == s->circ.pos.y) {
            /* the center: Chipmunk divides by zero (its point is NaN); any
               direction is shortest; ours is on the circle */
            if (fabsl(push - s->circ.radius) <= band && fabsl(rs) <= band) tally_conv(tp, "center(peer-NaN)");
            else tally_fail(tp, "center: push is not the radius");
            return;
        }
        /* a tie: two faces (or ends) equally near; ours must be as short
           as Chipmunk's, on the surface, with a normal of the shape there */
        if (fabsl(push + (ld)dist) <= band && fabsl(rs) <= band &&
            ds_normal_ok(&s->d, h.pos.x, h.pos.y, h.normal.x, h.normal.y, band))
            tally_conv(tp, "tie(equally-near-faces)");
        else if (fabsl(push + sd) <= band && fabsl(rs) <= band)
            tally_peer_wrong(tp, "peer's push out is off, ours agrees with the referee");
        else
            tally_fail(tp, "push out differs from the peer and is not the shortest");
    }
}

/* Sweeps: a circle of radius rm moving along d against the shape is
   Chipmunk's segment query with radius rm, and the referee's segment
   against the shape grown by rm. hit.time against alpha, hit.normal against
   its normal, hit.pos (on the static shape) against its point; and ours
   alone: the static test at sweep.pos reports no overlap when the start
   did not overlap. */
static int our_sweep(const oshape *s, isect_circle moving, isect_vec d, isect_sweep *sw)
{
    memset(sw, 0, sizeof *sw);
    switch (s->type) {
    case SH_AABB: return isect_aabb_sweep_circle(s->box, moving, d, sw);
    case SH_CIRCLE: return isect_circle_sweep_circle(s->circ, moving, d, sw);
    default: return isect_capsule_sweep_circle(s->caps, moving, d, sw);
    }
}

static int our_static(const oshape *s, isect_circle c)
{
    isect_hit h;
    switch (s->type) {
    case SH_AABB: return isect_aabb_circle(s->box, c, &h);
    case SH_CIRCLE: return isect_circle_circle(s->circ, c, &h);
    default: return isect_capsule_circle(s->caps, c, &h);
    }
}

static void sweep_given(tally *ts, tally *tp, tally *tc, const oshape *s, cpShape *shape, isect_circle moving,
                        isect_vec d);

static void sweep_case(tally *ts, tally *tp, tally *tc, const oshape *s, cpShape *shape, int kind, int grid)
{
    oshape grown = *s;
    isect_circle moving;
    isect_vec p, d;
    moving.radius = grid ? diff_in((double)(1 + diff_int(6)) / 2) : diff_in(diff_size());
    grown.d.r += moving.radius;
    gen_segment(&grown, kind, grid, &p, &d);
    moving.pos = p;
    sweep_given(ts, tp, tc, s, shape, moving, d);
}

static void sweep_given(tally *ts, tally *tp, tally *tc, const oshape *s, cpShape *shape, isect_circle moving,
                        isect_vec d)
{
    oshape grown = *s;
    isect_vec p = moving.pos;
    isect_sweep sw;
    isect_hit at_center;
    cpSegmentQueryInfo info;
    dpeer_ray q;
    int hit;
    ld sc, band;
    grown.d.r += moving.radius;
    sc = fmaxl(ds_scale(&grown.d, NULL), fmaxl(fabsl((ld)p.x) + fabsl((ld)d.x), fabsl((ld)p.y) + fabsl((ld)d.y)));
    band = CP_BAND(sc) + 256 * DIFF_OUR_EPS * sc;
    diff_begin(ts->fn); put_shape(s); diff_sep(); diff_circ(moving); diff_sep(); diff_vec(d); diff_end();
    hit = our_sweep(s, moving, d, &sw);
    memset(&q, 0, sizeof q);
    q.hit = cpShapeSegmentQuery(shape, cv(p), cv(isect_add(p, d)), moving.radius, &info);
    q.t = info.alpha;
    q.nx = info.normal.x; q.ny = info.normal.y;
    q.has_pos = 0;
    q.band = CP_BAND(sc);
    q.ntol = 1e-9L;
    q.sweep = 1;
    /* the moving center at contact: on the grown shape's surface */
    at_center = sw.hit;
    at_center.pos = isect_add(p, isect_scale(d, sw.hit.time));
    diff_ray(ts, &grown.d, p, d, hit, &at_center, &q);

    /* the contact point lies on the static shape, where Chipmunk puts it */
    diff_begin(tp->fn); put_shape(s); diff_sep(); diff_circ(moving); diff_sep(); diff_vec(d); diff_end();
    if (!hit || !q.hit || sw.hit.time == 0 || q.t == 0) tally_agree(tp);
    else {
        ld rs = ds_point_sd(&s->d, sw.hit.pos.x, sw.hit.pos.y, NULL, NULL);
        ld tol = band * 1e3L;   /* the time itself may move at a glancing contact */
        if (fabsl(sw.hit.pos.x - info.point.x) <= band && fabsl(sw.hit.pos.y - info.point.y) <= band) tally_agree(tp);
        else if (fabsl(rs) <= band && fabsl((ld)sw.hit.pos.x - ((ld)at_center.pos.x - (ld)sw.hit.normal.x * moving.radius)) <= tol &&
                 fabsl((ld)sw.hit.pos.y - ((ld)at_center.pos.y - (ld)sw.hit.normal.y * moving.radius)) <= tol)
            tally_conv(tp, "grazing-or-glancing(contact-elsewhere-on-shape)");
        else tally_fail(tp, "hit.pos is not Chipmunk's contact point, nor on the static shape under the circle");
    }

    /* the sweep never ends inside */
    diff_begin(tc->fn); put_shape(s); diff_sep(); diff_circ(moving); diff_sep(); diff_vec(d); diff_end();
    if (our_static(s, moving)) tally_conv(tc, "starts-overlapping");
    else {
        isect_circle end = moving;
        end.pos = sw.pos;
        if (!our_static(s, end)) tally_agree(tc);
        else tally_fail(tc, "the static test at sweep.pos reports an overlap");
    }
}

/* The reproducers of issue 10 that these peers can see, each a named
   case through the same comparison (item 3: touching counted as a hit;
   item 7: a point entering a box exactly through a corner). */
static void named_segment(const char *name, oshape s, isect_real px, isect_real py, isect_real dx, isect_real dy)
{
    tally *t = tally_new(name, "cpShapeSegmentQuery");
    cpShape *shape = cp_shape(&s);
    segment_case(t, &s, shape, isect_v(px, py), isect_v(dx, dy));
    cpShapeFree(shape);
}

static void named_sweep(const char *name, oshape s, isect_circle moving, isect_real dx, isect_real dy)
{
    tally *ts = tally_new(name, "cpShapeSegmentQuery r>0");
    tally *tp = tally_new(name, "  hit.pos vs its point");
    tally *tc = tally_new(name, "  sweep.pos clear (ours)");
    cpShape *shape = cp_shape(&s);
    ts->fn = tp->fn = tc->fn = name;
    sweep_given(ts, tp, tc, &s, shape, moving, isect_v(dx, dy));
    cpShapeFree(shape);
}

static void named_cases(void)
{
    isect_circle m;
    named_segment("isect_circle_segment (issue 10 item 3: ends on the circle)",
                  sh_circle(0, 0, 1), -3, -0.5, 2, 0.5);
    named_segment("isect_circle_segment (issue 10 item 3: tangent at t = 0.4)",
                  sh_circle(0, 0, 1), -3, -1, 6, 4.5);
    named_segment("isect_capsule_segment (issue 10 item 3: tangent to an end cap)",
                  sh_capsule(2, -4, -5, 1, 1), 5, -5, -10, 7.5);
    named_segment("isect_aabb_segment (issue 10 item 3: grazes the corner)",
                  sh_aabb(0, 0, 0.5, 0.5), -5, -1, 7.5, 2.5);
    m.pos = isect_v(-3, -0.5); m.radius = 0.5;
    named_sweep("isect_circle_sweep_circle (issue 10 item 3: ends touching)", sh_circle(0, 0, 0.5), m, 2, 0.5);
    m.pos = isect_v(0, 0); m.radius = 0;
    named_sweep("isect_aabb_sweep_circle (issue 10 item 7: a point enters through the corner)",
                sh_aabb(10, 9.5, 5.75, 1), m, 4.75, 9.5);
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000, i;
    int type;
    static const char *const contains_name[SH_KINDS] = {
        "isect_aabb_contains", "isect_circle_contains", "isect_capsule_contains", "isect_triangle_contains" };
    static const char *const nearest_name[SH_KINDS] = {
        "isect_nearest_aabb", "isect_nearest_circle", "isect_nearest_capsule", "isect_nearest_triangle" };
    static const char *const point_name[SH_KINDS] = {
        "isect_aabb_point", "isect_circle_point", "isect_capsule_point", "isect_triangle_point" };
    if (argc > 2) diff_state = strtoull(argv[2], NULL, 0);
    body = cpBodyNewStatic();
    named_cases();
    printf("differential: Chipmunk2D 7 (cpShapeSegmentQuery, cpShapePointQuery), %ld cases per function\n", n);
    for (type = 0; type < SH_KINDS; type++) {
        tally *ts = tally_new(sh_segment_name[type], "cpShapeSegmentQuery");
        tally *tc = tally_new(contains_name[type], "cpShapePointQuery <0");
        tally *tn = tally_new(nearest_name[type], "cpShapePointQuery point");
        tally *tp = tally_new(point_name[type], "cpShapePointQuery push");
        for (i = 0; i < n; i++) {
            int kind = (int)(i % 3), grid = kind == 1 || (kind == 2 && diff_int(2));
            isect_vec base = gen_base(grid ? 1 : 0), p, d;
            oshape s = gen_shape(type, grid ? 1 : 0, base, 1e-4);
            cpShape *shape = cp_shape(&s);
            gen_segment(&s, kind, grid, &p, &d);
            segment_case(ts, &s, shape, p, d);
            p = gen_point(&s, kind, grid);
            point_case(tc, tn, tp, &s, shape, p);
            cpShapeFree(shape);
        }
    }
    for (type = 0; type < SH_KINDS; type++) {
        static const char *const sweep_name[SH_KINDS] = {
            "isect_aabb_sweep_circle", "isect_circle_sweep_circle", "isect_capsule_sweep_circle", NULL };
        tally *ts, *tp, *tc;
        if (type == SH_TRI) continue;
        ts = tally_new(sweep_name[type], "cpShapeSegmentQuery r>0");
        tp = tally_new(sweep_name[type], "  hit.pos vs its point");
        tc = tally_new(sweep_name[type], "  sweep.pos clear (ours)");
        for (i = 0; i < n; i++) {
            int kind = (int)(i % 3), grid = kind == 1 || (kind == 2 && diff_int(2));
            isect_vec base = gen_base(grid ? 1 : 0);
            oshape s = gen_shape(type, grid ? 1 : 0, base, 1e-4);
            cpShape *shape = cp_shape(&s);
            sweep_case(ts, tp, tc, &s, shape, kind, grid);
            cpShapeFree(shape);
        }
    }
    cpBodyFree(body);
    tally_print();
    return check_report();
}
