/* property_sweeps_capsule_moving.c -- issue 13 (item 1): a moving capsule.
   isect_aabb_sweep_capsule, isect_circle_sweep_capsule,
   isect_capsule_sweep_capsule, isect_triangle_sweep_capsule and
   isect_segment_sweep_capsule, with the static tests they rest on
   (isect_capsule_aabb, isect_capsule_circle, isect_capsule_capsule,
   isect_triangle_capsule), over random, grid, half-integer and exactly
   flush cases, in both precisions, at GAME_SCALES.

   Properties, as in property_sweeps_capsule_triangle.c:
   - a finite result; the same bool with out NULL;
   - never ends inside: unless the start overlapped, the static test at
     sweep.pos is false;
   - a start that overlaps: a hit exactly when moving in, at time 0;
   - the oracle, bisection on the static test along the path: a miss never
     passes through (no point of 64 overlaps deeper than a tolerance); a hit
     at t: no earlier point overlaps, the shapes are apart by at most the
     tolerance at t (an independent distance in double), and on exact inputs
     (quarters) some point after t overlaps (a hit is never a graze);
   - hit.pos on the static shape's boundary, and on the moving capsule's
     boundary at the contact; hit.delta = -(1 - t) delta; a unit normal
     against the motion;
   - never trapped: after a hit, sliding along the normal is not blocked at
     time 0 and moving straight away is never blocked;
   - the static test isect_triangle_capsule agrees with an independent
     distance in double, and its push separates the shapes;
   - the slope: a capsule standing on a floor line, moving sideways into a
     ramp whose foot is on that line, hits the slope with the slope's normal
     and climbs it in a sweep-and-slide loop.

   Usage: test-property_sweeps_capsule_moving [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

enum { K_BOX, K_CIRCLE, K_CAPSULE, K_TRI, K_SEG, K_COUNT };
static const char *const k_name[K_COUNT] = {"aabb_sweep_capsule", "circle_sweep_capsule",
                                            "capsule_sweep_capsule", "triangle_sweep_capsule",
                                            "segment_sweep_capsule"};

typedef struct {
    int kind;
    isect_aabb box;
    isect_circle circle;
    isect_capsule cap;   /* static capsule, or the segment (radius 0) */
    isect_triangle tri;
    isect_capsule mov;   /* the moving capsule */
} pair;

static pair k_p;
static isect_vec k_delta, k_delta0, k_start;
static double k_scale;
static const char *k_what = "";

static void describe(void)
{
    printf("     %s trial %ld (%s, %s): delta (%.17g, %.17g) scale %g\n", k_kind, k_trial,
           k_name[k_p.kind], k_what, (double)k_delta.x, (double)k_delta.y, k_scale);
    printf("     moving cap (%.17g, %.17g) + (%.17g, %.17g) r %.17g\n", (double)k_p.mov.pos.x,
           (double)k_p.mov.pos.y, (double)k_p.mov.delta.x, (double)k_p.mov.delta.y,
           (double)k_p.mov.radius);
    printf("     first delta (%.17g, %.17g) from (%.17g, %.17g)\n", (double)k_delta0.x,
           (double)k_delta0.y, (double)k_start.x, (double)k_start.y);
    printf("     box (%.17g, %.17g) half (%.17g, %.17g); circle (%.17g, %.17g) r %.17g\n",
           (double)k_p.box.pos.x, (double)k_p.box.pos.y, (double)k_p.box.half.x,
           (double)k_p.box.half.y, (double)k_p.circle.pos.x, (double)k_p.circle.pos.y,
           (double)k_p.circle.radius);
    printf("     cap (%.17g, %.17g) + (%.17g, %.17g) r %.17g\n", (double)k_p.cap.pos.x,
           (double)k_p.cap.pos.y, (double)k_p.cap.delta.x, (double)k_p.cap.delta.y,
           (double)k_p.cap.radius);
    printf("     tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)\n", (double)k_p.tri.a.x,
           (double)k_p.tri.a.y, (double)k_p.tri.b.x, (double)k_p.tri.b.y, (double)k_p.tri.c.x,
           (double)k_p.tri.c.y);
}

static bool sweep(const pair *p, isect_vec d, isect_sweep *out)
{
    switch (p->kind) {
    case K_BOX: return isect_aabb_sweep_capsule(p->box, p->mov, d, out);
    case K_CIRCLE: return isect_circle_sweep_capsule(p->circle, p->mov, d, out);
    case K_CAPSULE: return isect_capsule_sweep_capsule(p->cap, p->mov, d, out);
    case K_TRI: return isect_triangle_sweep_capsule(p->tri, p->mov, d, out);
    default: return isect_segment_sweep_capsule(p->cap.pos, p->cap.delta, p->mov, d, out);
    }
}

static bool still(const pair *p, isect_vec pos, isect_hit *out)
{
    isect_capsule m = p->mov;
    m.pos = pos;
    switch (p->kind) {
    case K_BOX: return isect_capsule_aabb(m, p->box, out);
    case K_CIRCLE: return isect_capsule_circle(m, p->circle, out);
    case K_TRI: return isect_triangle_capsule(p->tri, m, out);
    default: return isect_capsule_capsule(p->cap, m, out);
    }
}

/* The moving capsule at pos and the still shape: are their centers level
   across the normal n (the sign of n a pick)? Never for a triangle. */
static int level_at(const pair *p, isect_vec pos, isect_vec n)
{
    isect_capsule m = p->mov;
    isect_vec still;
    m.pos = pos;
    switch (p->kind) {
    case K_BOX: still = p->box.pos; break;
    case K_CIRCLE: still = p->circle.pos; break;
    case K_TRI: return 0;
    default: still = cap_middle(p->cap); break;
    }
    return level_across(isect_sub(cap_middle(m), still), n);
}

static double depth_at(const pair *p, isect_vec pos)
{
    isect_hit h;
    return still(p, pos, &h) ? vlen(h.delta) : 0;
}

/* ---- independent geometry, in double ------------------------------------- */

typedef struct { double x, y; } dv;
static dv D2(double x, double y) { dv v; v.x = x, v.y = y; return v; }
static dv dvec(isect_vec v) { return D2(v.x, v.y); }
static double dcross(dv o, dv a, dv b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
static double pdist(dv p, dv a, dv b) { return seg_dist(a.x, a.y, b.x, b.y, p.x, p.y); }

/* do the closed segments ab and cd cross strictly (not at an end, not
   along a line)? */
static int dcross_strict(dv a, dv b, dv c, dv d)
{
    double d1 = dcross(a, b, c), d2 = dcross(a, b, d), d3 = dcross(c, d, a), d4 = dcross(c, d, b);
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

static double segseg(dv a, dv b, dv c, dv d)
{
    if (dcross_strict(a, b, c, d)) return 0;
    return fmin(fmin(pdist(a, c, d), pdist(b, c, d)), fmin(pdist(c, a, b), pdist(d, a, b)));
}

/* Does the segment a..b pass through the open inside of a convex polygon
   (corners c[0..n-1], either winding)? Clip it to the closed polygon, then
   ask whether the middle of what is left is strictly inside. Returns how
   deep that middle is (its distance to the nearest edge), 0 when it is not
   inside. */
static double seg_through(dv a, dv b, const dv *c, int n)
{
    double t0 = 0, t1 = 1, w = 0, tm;
    dv m;
    int i;
    for (i = 0; i < n; i++) w += c[i].x * c[(i + 1) % n].y - c[(i + 1) % n].x * c[i].y;
    if (w == 0) return 0;
    w = w > 0 ? 1 : -1;
    for (i = 0; i < n; i++) {
        dv u = c[i], v = c[(i + 1) % n];
        double fa = w * dcross(u, v, a), fb = w * dcross(u, v, b); /* >= 0 inside */
        if (fa < 0 && fb < 0) return 0;
        if (fa < 0) t0 = fmax(t0, fa / (fa - fb));
        else if (fb < 0) t1 = fmin(t1, fa / (fa - fb));
    }
    if (!(t0 < t1)) return 0;
    tm = (t0 + t1) / 2;
    m = D2(a.x + tm * (b.x - a.x), a.y + tm * (b.y - a.y));
    for (i = 0; i < n; i++)
        if (!(w * dcross(c[i], c[(i + 1) % n], m) > 0)) return 0;
    for (i = 0, tm = INFINITY; i < n; i++) tm = fmin(tm, pdist(m, c[i], c[(i + 1) % n]));
    return tm > 0 ? tm : 0;
}

/* the distance from the moving capsule's axis (first end at a) to the
   static shape, minus both radii; negative (by at least the radii) when
   the axis passes through the inside of a shape with an inside */
static double gap_double(const pair *p, dv a)
{
    dv b = D2(a.x + p->mov.delta.x, a.y + p->mov.delta.y);
    double r = p->mov.radius, d;
    int i;
    switch (p->kind) {
    case K_BOX: {
        isect_aabb bx = p->box;
        dv c[4];
        c[0] = D2((double)bx.pos.x - bx.half.x, (double)bx.pos.y - bx.half.y);
        c[1] = D2((double)bx.pos.x + bx.half.x, (double)bx.pos.y - bx.half.y);
        c[2] = D2((double)bx.pos.x + bx.half.x, (double)bx.pos.y + bx.half.y);
        c[3] = D2((double)bx.pos.x - bx.half.x, (double)bx.pos.y + bx.half.y);
        if ((d = seg_through(a, b, c, 4)) > 0) return -d - r;
        d = INFINITY;
        for (i = 0; i < 4; i++) d = fmin(d, segseg(a, b, c[i], c[(i + 1) % 4]));
        return d - r;
    }
    case K_CIRCLE:
        return pdist(dvec(p->circle.pos), a, b) - r - p->circle.radius;
    case K_TRI: {
        isect_triangle t = p->tri;
        dv c[3];
        c[0] = dvec(t.a), c[1] = dvec(t.b), c[2] = dvec(t.c);
        if ((d = seg_through(a, b, c, 3)) > 0) return -d - r;
        d = INFINITY;
        for (i = 0; i < 3; i++) d = fmin(d, segseg(a, b, c[i], c[(i + 1) % 3]));
        return d - r;
    }
    default: {
        dv c = dvec(p->cap.pos), e = D2(c.x + p->cap.delta.x, c.y + p->cap.delta.y);
        return segseg(a, b, c, e) - r - p->cap.radius;
    }
    }
}

static double distance_at(const pair *p, isect_vec pos) { return gap_double(p, dvec(pos)); }

static double off_static(const pair *p, isect_vec q)
{
    dv x = dvec(q);
    switch (p->kind) {
    case K_BOX: return fabs(box_sd(p->box, 0, 0, q.x, q.y));
    case K_CIRCLE: return fabs(vdist(q, p->circle.pos) - (double)p->circle.radius);
    case K_TRI: return tri_edge_dist(p->tri, q);
    default: {
        dv c = dvec(p->cap.pos), e = D2(c.x + p->cap.delta.x, c.y + p->cap.delta.y);
        return fabs(pdist(x, c, e) - (double)p->cap.radius);
    }
    }
}

static double off_moving(const pair *p, isect_vec at, isect_vec q)
{
    dv a = dvec(at), b = D2(a.x + p->mov.delta.x, a.y + p->mov.delta.y);
    return fabs(pdist(dvec(q), a, b) - (double)p->mov.radius);
}

/* ---- generating cases ---------------------------------------------------- */

static double reach(int scale) { return scale == GAME_TILE ? 48 : scale == GAME_UNIT ? 6 : 60; }

/* A point within r of at along each axis, x drawn first, then y, one
   statement each: in one call's arguments the order would be the
   compiler's choice, and a seed would make another case under another
   compiler. */
static isect_vec near_at(isect_vec at, double r)
{
    double dx = (rng_unit() - 0.5) * 2 * r;
    double dy = (rng_unit() - 0.5) * 2 * r;
    return V(at.x + dx, at.y + dy);
}

static void gen_static(pair *p, int scale, isect_vec at)
{
    double s = scale_size(scale);
    if (scale == GAME_TILE) {
        double t = rng_chance(0.5) ? 16 : 32, w = t * rng_int(1, 2);
        isect_vec c[4], q[3];
        int skip = rng_int(0, 3), i, j = 0;
        c[0] = V(at.x, at.y), c[1] = V(at.x + w, at.y), c[2] = V(at.x + w, at.y + t),
        c[3] = V(at.x, at.y + t);
        for (i = 0; i < 4; i++)
            if (i != skip) q[j++] = c[i];
        p->tri = TRI(q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y);
        p->box = BOX(at.x + w / 2, at.y + t / 2, w / 2, t / 2);
        p->circle = CIRC(at.x + t / 2, at.y + t / 2, t / (rng_chance(0.5) ? 2 : 4));
        if (rng_chance(0.5)) {
            double len = w * rng_int(0, 2);
            double r = t / (rng_chance(0.5) ? 2 : 4);
            p->cap = CAP(at.x, at.y + t / 2, len, 0, r);
        } else
            p->cap = CAP(at.x + t / 2, at.y, 0, t * rng_int(1, 2), t / 4);
    } else {
        isect_vec a = near_at(at, s), b = near_at(at, s), c = near_at(at, s);
        double hx = s * (0.25 + rng_unit());
        double hy = s * (0.25 + rng_unit());
        isect_vec e;
        p->tri = TRI(a.x, a.y, b.x, b.y, c.x, c.y);
        p->box = BOX(at.x, at.y, hx, hy);
        p->circle = CIRC(at.x, at.y, s * (0.25 + rng_unit()));
        e = near_at(V(0, 0), 2 * s);
        p->cap = CAP(at.x, at.y, e.x, e.y, s / 2);
    }
    if (rng_chance(0.03))
        p->tri.c = V(p->tri.a.x + 2 * ((double)p->tri.b.x - p->tri.a.x),
                     p->tri.a.y + 2 * ((double)p->tri.b.y - p->tri.a.y));
    if (rng_chance(0.03)) p->cap.delta = V(0, 0);
    if (p->kind == K_SEG) p->cap.radius = 0;
}

static void gen_moving(pair *p, int scale)
{
    double s = scale_size(scale);
    if (scale == GAME_TILE) {
        double t = rng_chance(0.5) ? 16 : 32;
        /* a character: upright, or lying along x */
        if (rng_chance(0.7)) {
            double len = t * rng_int(0, 2);
            double r = t / (rng_chance(0.5) ? 2 : 4);
            p->mov = CAP(0, 0, 0, len, r);
        } else {
            p->mov = CAP(0, 0, t, 0, t / 4);
        }
    } else {
        isect_vec e = near_at(V(0, 0), s);
        p->mov = CAP(0, 0, e.x, e.y, s * (0.2 + 0.5 * rng_unit()));
    }
    if (rng_chance(0.03)) p->mov.delta = V(0, 0);
    if (rng_chance(0.03)) p->mov.radius = 0;
}

/* the box around the static shape */
static void bounds(const pair *p, double *x0, double *y0, double *x1, double *y1)
{
    switch (p->kind) {
    case K_BOX:
        *x0 = (double)p->box.pos.x - p->box.half.x, *x1 = (double)p->box.pos.x + p->box.half.x;
        *y0 = (double)p->box.pos.y - p->box.half.y, *y1 = (double)p->box.pos.y + p->box.half.y;
        return;
    case K_CIRCLE:
        *x0 = (double)p->circle.pos.x - p->circle.radius, *x1 = (double)p->circle.pos.x + p->circle.radius;
        *y0 = (double)p->circle.pos.y - p->circle.radius, *y1 = (double)p->circle.pos.y + p->circle.radius;
        return;
    case K_TRI:
        *x0 = fmin(p->tri.a.x, fmin(p->tri.b.x, p->tri.c.x));
        *x1 = fmax(p->tri.a.x, fmax(p->tri.b.x, p->tri.c.x));
        *y0 = fmin(p->tri.a.y, fmin(p->tri.b.y, p->tri.c.y));
        *y1 = fmax(p->tri.a.y, fmax(p->tri.b.y, p->tri.c.y));
        return;
    default: {
        double ax = p->cap.pos.x, ay = p->cap.pos.y, bx = ax + p->cap.delta.x,
               by = ay + p->cap.delta.y, r = p->cap.radius;
        *x0 = fmin(ax, bx) - r, *x1 = fmax(ax, bx) + r, *y0 = fmin(ay, by) - r,
        *y1 = fmax(ay, by) + r;
    }
    }
}

/* the moving capsule's reach from its first end, on each side */
static void mov_reach(const pair *p, double *l, double *r, double *b, double *t)
{
    double rad = p->mov.radius, dx = p->mov.delta.x, dy = p->mov.delta.y;
    *l = rad - fmin(0, dx), *r = rad + fmax(0, dx), *b = rad - fmin(0, dy), *t = rad + fmax(0, dy);
}

static isect_vec gen_start(const pair *p, int scale, isect_vec at)
{
    if (scale == GAME_TILE && rng_chance(0.5)) {
        /* flush against a side of the static shape's box, on the grid */
        double x0, y0, x1, y1, l, r, b, t;
        bounds(p, &x0, &y0, &x1, &y1);
        mov_reach(p, &l, &r, &b, &t);
        switch (rng_int(0, 3)) {
        case 0: return V(x0 - r, scale_pick(y0 - t, y1 + b, 1));
        case 1: return V(x1 + l, scale_pick(y0 - t, y1 + b, 1));
        case 2: return V(scale_pick(x0 - r, x1 + l, 1), y0 - t);
        default: return V(scale_pick(x0 - r, x1 + l, 1), y1 + b);
        }
    }
    return near_at(at, reach(scale));
}

static isect_vec gen_delta(int scale)
{
    double r = reach(scale);
    int form = rng_int(0, 4);
    double x = (rng_unit() - 0.5) * 2 * r, y = (rng_unit() - 0.5) * 2 * r;
    if (form == 0) return V(x, 0);
    if (form == 1) return V(0, y);
    if (form == 2 && scale != GAME_UNIT) return V(floor(x), floor(y));
    if (form == 3) return V(x * 1e-3, y);
    return V(x, y);
}

static isect_real snap(isect_real v) { return (isect_real)(floor((double)v * 4) / 4); }
static isect_vec snap_vec(isect_vec v) { return V(snap(v.x), snap(v.y)); }
static isect_vec at_time(isect_vec start, isect_vec d, isect_real t)
{
    return isect_add(start, isect_scale(d, t));
}

static int quarter(isect_real v) { return (double)v * 4 == floor((double)v * 4); }
static int quarters(isect_vec v) { return quarter(v.x) && quarter(v.y); }

static int exact_case(const pair *p, isect_vec d)
{
    if (!quarters(d) || !quarters(p->mov.pos) || !quarters(p->mov.delta) || !quarter(p->mov.radius))
        return 0;
    switch (p->kind) {
    case K_BOX: return quarters(p->box.pos) && quarters(p->box.half);
    case K_CIRCLE: return quarters(p->circle.pos) && quarter(p->circle.radius);
    case K_TRI: return quarters(p->tri.a) && quarters(p->tri.b) && quarters(p->tri.c);
    default: return quarters(p->cap.pos) && quarters(p->cap.delta) && quarter(p->cap.radius);
    }
}

/* ---- the properties ------------------------------------------------------ */

static long hits, misses, overlapped_starts, exact_hits, static_checks;

static void check_case(int kind, int scale)
{
    pair p;
    double at_x = scale_coord(scale);
    double at_y = scale_coord(scale);
    isect_vec at = V(at_x, at_y), start, d;
    isect_sweep sw, again;
    isect_hit h0;
    double tol;
    bool hit, over;
    int k;
    memset(&p, 0, sizeof p);
    p.kind = kind;
    gen_static(&p, scale, at);
    gen_moving(&p, scale);
    start = gen_start(&p, scale, at);
    d = gen_delta(scale);
    if (rng_chance(0.3)) {
        start = snap_vec(start), d = snap_vec(d);
        p.box.pos = snap_vec(p.box.pos), p.box.half = snap_vec(p.box.half);
        p.circle.pos = snap_vec(p.circle.pos), p.circle.radius = snap(p.circle.radius);
        p.tri.a = snap_vec(p.tri.a), p.tri.b = snap_vec(p.tri.b), p.tri.c = snap_vec(p.tri.c);
        p.cap.pos = snap_vec(p.cap.pos), p.cap.delta = snap_vec(p.cap.delta);
        p.cap.radius = snap(p.cap.radius);
        p.mov.delta = snap_vec(p.mov.delta), p.mov.radius = snap(p.mov.radius);
    }
    p.mov.pos = start;
    k_p = p;
    k_delta = k_delta0 = d;
    k_start = start;
    k_scale = fabs(at.x) + fabs(at.y) + 2 * reach(scale);
    tol = 256 * REAL_EPS * (1 + k_scale);
    check_current_test = k_name[kind];

    over = still(&p, start, &h0);
    k_what = "the static test against a distance in double";
    {
        double g = distance_at(&p, start);
        static_checks++;
        if (g > tol) CHECK(!over);
        if (g < -tol) CHECK(over || (kind == K_SEG && p.mov.radius == 0)
                            || (kind == K_CAPSULE && p.mov.radius + p.cap.radius == 0));
        if (over && kind == K_TRI) {
            /* the push separates them */
            isect_vec pushed = isect_add(start, h0.delta);
            CHECK(is_unit(h0.normal));
            CHECK(distance_at(&p, pushed) >= -tol);
            CHECK(off_static(&p, h0.pos) <= tol);
        }
    }
    k_what = "rules";
    hit = sweep(&p, d, &sw);
    CHECK(hit == sweep(&p, d, NULL));
    CHECK(sweep_finite(sw));
    if (over) {
        overlapped_starts++;
        if (d.x != 0 || d.y != 0) {
            /* the static tests of a capsule and a box or a circle put the
               capsule first: their normal points out of the moving capsule */
            if (kind == K_BOX || kind == K_CIRCLE)
                CHECK(hit == (isect_dot(d, h0.normal) > 0 && !level_at(&p, start, h0.normal)));
            else CHECK(hit == (moves_into(d, h0.normal) && !level_at(&p, start, h0.normal)));
            if (hit) CHECK(sw.time == 0 && sw.hit.time == 0 && same_vec(sw.pos, start));
            else CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, d)));
            if (hit) CHECK(isect_dot(d, sw.hit.normal) < 0);
        }
        return;
    }
    CHECK(!still(&p, sw.pos, NULL)); /* never ends inside */
    if (!hit) {
        misses++;
        CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, d)));
        k_what = "oracle: a miss never passes through";
        for (k = 1; k <= 64; k++)
            CHECK(depth_at(&p, at_time(start, d, (isect_real)(k / 64.0))) <= tol);
        return;
    }
    hits++;
    CHECK(sw.time <= sw.hit.time);
    CHECK(sw.hit.time >= 0 && sw.hit.time <= 1);
    CHECK(is_unit(sw.hit.normal));
    if (sw.hit.time < 1) CHECK(isect_dot(d, sw.hit.normal) < 0);
    CHECK_VEC(sw.hit.delta, -(1 - (double)sw.hit.time) * d.x, -(1 - (double)sw.hit.time) * d.y,
              tol);
    k_what = "oracle: the contact";
    {
        isect_vec c = at_time(start, d, sw.hit.time);
        double th = sw.hit.time;
        bool inside_after = false;
        CHECK(fabs(distance_at(&p, c)) <= tol || (sw.hit.time == 1 && distance_at(&p, c) <= tol));
        CHECK(off_static(&p, sw.hit.pos) <= tol);
        if (sw.hit.time < 1) CHECK(off_moving(&p, c, sw.hit.pos) <= tol);
        for (k = 1; k <= 64 && k / 64.0 < th; k++)
            CHECK(depth_at(&p, at_time(start, d, (isect_real)(k / 64.0))) <= tol);
        for (k = 0; k <= 60 && !inside_after; k++) {
            double u = th + (1 - th) * ldexp(1, -k);
            inside_after = still(&p, at_time(start, d, (isect_real)u), NULL)
                        || gap_double(&p, D2((double)start.x + u * (double)d.x,
                                             (double)start.y + u * (double)d.y)) < 0;
        }
        k_what = "oracle: a hit is never a graze";
        if (exact_case(&p, d)) {
            exact_hits++;
            CHECK(inside_after);
        }
    }
    if (d.x == 0 && d.y == 0) return;
    {
        isect_vec rest = isect_scale(d, 1 - sw.time), n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        isect_vec away = isect_scale(n, (isect_real)(vlen(d) + 1));
        bool graze = fabs(isect_dot(d, n)) / vlen(d) <= sqrt(tol);
        pair q = p;
        q.mov.pos = sw.pos;
        k_p = q;
        if (slide.x != 0 || slide.y != 0) {
            k_what = "slide after a hit";
            k_delta = slide;
            if (sweep(&q, slide, &again) && sw.hit.time > 0 && !graze)
                CHECK(again.hit.time > 0);
            CHECK(!still(&q, again.pos, NULL));
        }
        k_what = "straight away after a hit";
        k_delta = away;
        CHECK(!sweep(&q, away, &again));
        CHECK(again.time == 1);
    }
}

/* The slope: a ramp on the floor line y = f (its foot on it), a capsule
   standing on that line (upright or lying), moving sideways into it. The
   floor is a row of tiles under it; the capsule must clear them too. */
static void check_slope(void)
{
    double t = rng_chance(0.5) ? 16 : 32, w = t * rng_int(1, 2);
    double x = scale_pick(0, 4000, t), f = scale_pick(0, 4000, t);
    int right = rng_chance(0.5);
    double len = sqrt(w * w + t * t), r = scale_pick(2, 14, rng_chance(0.5) ? 1 : 0.5);
    double h = rng_chance(0.5) ? 0 : scale_pick(0, 32, rng_chance(0.5) ? 1 : 0.5);
    double gap = scale_pick(0, 40, rng_chance(0.5) ? 1 : 0);
    pair p;
    isect_vec start, d, n;
    isect_sweep sw;
    int step;
    memset(&p, 0, sizeof p);
    p.kind = K_TRI;
    p.tri = right ? TRI(x, f, x + w, f, x + w, f + t) : TRI(x, f, x + w, f, x, f + t);
    p.mov = CAP(0, 0, 0, h, r);
    start = right ? V(x - r - gap, f + r) : V(x + w + r + gap, f + r);
    p.mov.pos = start;
    d = V((right ? 1 : -1) * (gap + r + scale_pick(1, 40, 1)), 0);
    n = right ? V(-t / len, w / len) : V(t / len, w / len);
    k_p = p;
    k_delta = d;
    k_scale = x + f + w;
    k_what = "the slope";
    check_current_test = "the slope: a capsule walking into a ramp on the floor";
    if (!CHECK(sweep(&p, d, &sw))) return;
    CHECK_VEC(sw.hit.normal, n.x, n.y, 1e-5);
    CHECK(!still(&p, sw.pos, NULL));
    {
        /* the floor tile under the foot of the ramp, flush with it */
        isect_aabb floor_tile = BOX(right ? x - t / 2 : x + w + t / 2, f - t / 2, t / 2, t / 2);
        isect_sweep fs;
        CHECK(!isect_aabb_sweep_capsule(floor_tile, p.mov, d, &fs));
    }
    for (step = 0; step < 3; step++) {
        isect_vec rest = isect_scale(d, 1 - sw.time);
        isect_vec slide = isect_sub(rest, isect_scale(sw.hit.normal, isect_dot(rest, sw.hit.normal)));
        p.mov.pos = sw.pos;
        d = slide;
        if (!sweep(&p, d, &sw)) break;
        CHECK(sw.hit.time > 0);
        CHECK(!still(&p, sw.pos, NULL));
    }
    CHECK(!still(&p, sw.pos, NULL));
    if (gap > 0) CHECK((double)sw.pos.y > (double)start.y + 0.25);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_sweeps_capsule_moving", 0xCA95ULL, 4000,
                                 describe);
    int kind, scale;
    for (kind = 0; kind < K_COUNT; kind++)
        for (scale = 0; scale < GAME_SCALES; scale++) {
            k_kind = scale_label(scale);
            for (k_trial = 0; k_trial < trials; k_trial++)
                check_case(kind, scale);
        }
    k_kind = "slope";
    for (k_trial = 0; k_trial < trials; k_trial++)
        check_slope();
    check_current_test = "the cases reach hits, misses and overlapping starts";
    CHECK(hits > trials && misses > trials && overlapped_starts > trials / 10);
    CHECK(exact_hits > trials / 10);
    printf("%ld hits (%ld on exact inputs), %ld misses, %ld overlapping starts\n", hits,
           exact_hits, misses, overlapped_starts);
    return property_finish(__FILE__);
}
