/* property_sweeps_capsule_triangle.c -- issue 12 (item 2) and issue 13
   (item 1): the three sweeps isect_triangle_sweep_aabb,
   isect_capsule_sweep_aabb and isect_triangle_sweep_circle, over many
   random, grid, half-integer and exactly flush cases, in both precisions.

   Scales: "unit" (0..10, sizes 0.25..3, a grid of 1/2 half the time),
   "pixel" (100..900, half-integers half the time), "tile" (shapes on a 16 or
   32 grid into the thousands: half-tile ramps, capsules along grid lines;
   the moving shape exactly flush against a side of the static shape's box
   half the time).

   Properties, for each sweep:
   - always writes a finite result; the same bool with out NULL;
   - never ends inside: unless the start overlapped, the static test
     (isect_triangle_aabb, isect_capsule_aabb, isect_triangle_circle) at
     sweep.pos is false;
   - a start that overlaps: a hit exactly when moving in (delta . N < 0),
     then at time 0 at the start; otherwise the whole way;
   - the oracle, bisection on the static test along the path (positions
     start + t delta, rounded as the library rounds them): on a miss, no
     point of 64 along the path overlaps deeper than a rounding tolerance;
     on a hit at time t, no point before t does, the shapes at t are apart
     by at most the tolerance (an independent distance in double), and
     some point after t overlaps (a hit is never a graze);
   - a hit from a clear start: sweep.time <= hit.time, the normal is a unit
     vector, hit.pos lies on the static shape's boundary, hit.delta =
     -(1 - t) delta; before the end (a contact the path found, not the end
     that rounding carried inside) the normal goes against the motion and
     hit.pos lies on the moving shape's boundary at the contact too;
   - never trapped: after a hit, sliding along the normal is not blocked at
     time 0, and straight away is never blocked;
   - all of the above also with the static shape moved flush with the box
     around the path, or a few rounding steps in or out of it, where the
     sweeps' "out of reach" skip decides;
   - the slope (issue 13): a box or a circle resting on a floor line and
     moving sideways into a ramp (slope 1 or 1/2, either way round) whose
     corner is on that floor hits the slope with the slope's normal, and a
     few sweep-and-slide steps carry it up the ramp, never inside it.

   Usage: test-property_sweeps_capsule_triangle [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

enum { K_TRI_BOX, K_CAP_BOX, K_TRI_CIRCLE, K_COUNT };
static const char *const k_name[K_COUNT] = {"triangle_sweep_aabb", "capsule_sweep_aabb",
                                            "triangle_sweep_circle"};

typedef struct {
    int kind;
    isect_triangle tri;
    isect_capsule cap;
    isect_aabb box;      /* moving */
    isect_circle circle; /* moving */
} pair;

static pair k_p;
static isect_vec k_delta, k_delta0;
static double k_scale;
static const char *k_what = "";

static void describe(void)
{
    printf("     %s trial %ld (%s, %s): delta (%.17g, %.17g) scale %g\n", k_kind, k_trial,
           k_name[k_p.kind], k_what, (double)k_delta.x, (double)k_delta.y, k_scale);
    printf("     first delta (%.17g, %.17g)\n", (double)k_delta0.x, (double)k_delta0.y);
    printf("     tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)\n", (double)k_p.tri.a.x,
           (double)k_p.tri.a.y, (double)k_p.tri.b.x, (double)k_p.tri.b.y, (double)k_p.tri.c.x,
           (double)k_p.tri.c.y);
    printf("     cap (%.17g, %.17g) + (%.17g, %.17g) r %.17g\n", (double)k_p.cap.pos.x,
           (double)k_p.cap.pos.y, (double)k_p.cap.delta.x, (double)k_p.cap.delta.y,
           (double)k_p.cap.radius);
    printf("     box (%.17g, %.17g) half (%.17g, %.17g); circle (%.17g, %.17g) r %.17g\n",
           (double)k_p.box.pos.x, (double)k_p.box.pos.y, (double)k_p.box.half.x,
           (double)k_p.box.half.y, (double)k_p.circle.pos.x, (double)k_p.circle.pos.y,
           (double)k_p.circle.radius);
}

/* ---- the pair ------------------------------------------------------------ */

static void put(pair *p, isect_vec pos)
{
    p->box.pos = pos;
    p->circle.pos = pos;
}

static bool sweep(const pair *p, isect_vec d, isect_sweep *out)
{
    switch (p->kind) {
    case K_TRI_BOX: return isect_triangle_sweep_aabb(p->tri, p->box, d, out);
    case K_CAP_BOX: return isect_capsule_sweep_aabb(p->cap, p->box, d, out);
    default: return isect_triangle_sweep_circle(p->tri, p->circle, d, out);
    }
}

static bool still(const pair *p, isect_vec pos, isect_hit *out)
{
    pair q = *p;
    put(&q, pos);
    switch (p->kind) {
    case K_TRI_BOX: return isect_triangle_aabb(q.tri, q.box, out);
    case K_CAP_BOX: return isect_capsule_aabb(q.cap, q.box, out);
    default: return isect_triangle_circle(q.tri, q.circle, out);
    }
}

/* how deep the static test says the shapes overlap at pos (0: apart) */
static double depth_at(const pair *p, isect_vec pos)
{
    isect_hit h;
    return still(p, pos, &h) ? vlen(h.delta) : 0;
}

/* ---- independent distances, in double ------------------------------------ */

static isect_vec corner(isect_aabb b, int i)
{
    return V((double)b.pos.x + ((i & 1) ? 1 : -1) * (double)b.half.x,
             (double)b.pos.y + ((i & 2) ? 1 : -1) * (double)b.half.y);
}

/* distance between a point and the segment a..b, clamped */
static double pseg(isect_vec p, isect_vec a, isect_vec b)
{
    return seg_dist(a.x, a.y, b.x, b.y, p.x, p.y);
}

static double boxd(isect_aabb b, isect_vec p)
{
    double d = box_sd(b, 0, 0, p.x, p.y);
    return d > 0 ? d : 0;
}

/* distance between the shapes when the moving one is at pos: exact for
   shapes apart (closest features are a corner and an edge); about 0 when
   they touch */
static double distance_at(const pair *p, isect_vec pos)
{
    pair q = *p;
    double d = INFINITY;
    int i;
    put(&q, pos);
    if (p->kind == K_TRI_CIRCLE) {
        d = tri_sd(q.tri, q.circle.pos);
        if (tri_flat(q.tri)) d = tri_edge_dist(q.tri, q.circle.pos);
        return d - (double)q.circle.radius;
    }
    if (p->kind == K_TRI_BOX) {
        isect_vec t[3];
        t[0] = q.tri.a, t[1] = q.tri.b, t[2] = q.tri.c;
        for (i = 0; i < 4; i++) {
            isect_vec c = corner(q.box, i);
            d = fmin(d, pseg(c, t[0], t[1]));
            d = fmin(d, pseg(c, t[1], t[2]));
            d = fmin(d, pseg(c, t[2], t[0]));
        }
        for (i = 0; i < 3; i++) d = fmin(d, boxd(q.box, t[i]));
        return d;
    }
    {
        isect_vec a = q.cap.pos, b = V((double)a.x + q.cap.delta.x, (double)a.y + q.cap.delta.y);
        for (i = 0; i < 4; i++) d = fmin(d, pseg(corner(q.box, i), a, b));
        d = fmin(d, boxd(q.box, a));
        d = fmin(d, boxd(q.box, b));
        return d - (double)q.cap.radius;
    }
}

/* An independent overlap test in double, at a position in double (not
   rounded to the build's precision): < 0 when the shapes overlap. Separating
   axes for polygons (the largest separation over the unit axes; its sign is
   exact enough), the distance minus the radius for round shapes. */
static double sat_sep(const double *px, const double *py, int n, double bx, double by,
                      double hx, double hy, double ax, double ay)
{
    double len = sqrt(ax * ax + ay * ay), lo = INFINITY, hi = -INFINITY, c, e;
    int i;
    if (len == 0) return -INFINITY;
    ax /= len, ay /= len;
    for (i = 0; i < n; i++) {
        double v = px[i] * ax + py[i] * ay;
        lo = fmin(lo, v), hi = fmax(hi, v);
    }
    c = bx * ax + by * ay;
    e = hx * fabs(ax) + hy * fabs(ay);
    return fmax(lo - (c + e), (c - e) - hi);
}

static double poly_box_sep(const double *px, const double *py, int n, double bx, double by,
                           double hx, double hy)
{
    double g = fmax(sat_sep(px, py, n, bx, by, hx, hy, 1, 0),
                    sat_sep(px, py, n, bx, by, hx, hy, 0, 1));
    int i;
    for (i = 0; i < n; i++) {
        int j = (i + 1) % n;
        g = fmax(g, sat_sep(px, py, n, bx, by, hx, hy, -(py[j] - py[i]), px[j] - px[i]));
    }
    return g;
}

static double overlap_double(const pair *p, double x, double y)
{
    if (p->kind == K_TRI_CIRCLE) {
        isect_triangle t = p->tri;
        double d, area = cross3(t.a, t.b, t.c);
        double px[3], py[3];
        px[0] = t.a.x, py[0] = t.a.y, px[1] = t.b.x, py[1] = t.b.y, px[2] = t.c.x, py[2] = t.c.y;
        d = fmin(fmin(seg_dist(px[0], py[0], px[1], py[1], x, y),
                      seg_dist(px[1], py[1], px[2], py[2], x, y)),
                 seg_dist(px[2], py[2], px[0], py[0], x, y));
        if (area != 0) {
            double w = area > 0 ? 1 : -1;
            int inside = 1, i;
            for (i = 0; i < 3; i++) {
                int j = (i + 1) % 3;
                if (w * ((px[j] - px[i]) * (y - py[i]) - (py[j] - py[i]) * (x - px[i])) <= 0)
                    inside = 0;
            }
            if (inside) d = -d;
        }
        return d - (double)p->circle.radius;
    }
    if (p->kind == K_TRI_BOX) {
        double px[3], py[3];
        px[0] = p->tri.a.x, py[0] = p->tri.a.y, px[1] = p->tri.b.x, py[1] = p->tri.b.y;
        px[2] = p->tri.c.x, py[2] = p->tri.c.y;
        return poly_box_sep(px, py, 3, x, y, p->box.half.x, p->box.half.y);
    }
    {
        double px[2], py[2], hx = p->box.half.x, hy = p->box.half.y, r = p->cap.radius, d;
        int i;
        px[0] = p->cap.pos.x, py[0] = p->cap.pos.y;
        px[1] = px[0] + p->cap.delta.x, py[1] = py[0] + p->cap.delta.y;
        d = poly_box_sep(px, py, 2, x, y, hx, hy);
        if (d < 0 || r == 0) return d - r;
        d = INFINITY;
        for (i = 0; i < 4; i++)
            d = fmin(d, seg_dist(px[0], py[0], px[1], py[1], x + ((i & 1) ? hx : -hx),
                                 y + ((i & 2) ? hy : -hy)));
        for (i = 0; i < 2; i++) {
            isect_aabb b = p->box;
            double g;
            b.pos = V(x, y);
            g = box_sd(b, 0, 0, px[i], py[i]);
            d = fmin(d, g > 0 ? g : 0);
        }
        return d - r;
    }
}

/* distance of a point from the static shape's boundary */
static double off_static(const pair *p, isect_vec pos)
{
    if (p->kind == K_CAP_BOX) {
        isect_vec a = p->cap.pos, b = V((double)a.x + p->cap.delta.x, (double)a.y + p->cap.delta.y);
        return fabs(pseg(pos, a, b) - (double)p->cap.radius);
    }
    return tri_edge_dist(p->tri, pos);
}

/* distance of a point from the moving shape's boundary, the shape at pos */
static double off_moving(const pair *p, isect_vec at, isect_vec pos)
{
    if (p->kind == K_TRI_CIRCLE) return fabs(vdist(at, pos) - (double)p->circle.radius);
    {
        isect_aabb b = p->box;
        b.pos = at;
        return fabs(box_sd(b, 0, 0, pos.x, pos.y));
    }
}

/* ---- generating cases ---------------------------------------------------- */




static double reach(int scale) { return scale == GAME_TILE ? 48 : scale == GAME_UNIT ? 6 : 60; }

static void gen_static(pair *p, int scale, isect_vec at)
{
    if (scale == GAME_TILE) {
        double t = rng_chance(0.5) ? 16 : 32, w = t * rng_int(1, 2);
        isect_vec c[4];
        int skip = rng_int(0, 3), i, j = 0;
        isect_vec q[3];
        c[0] = V(at.x, at.y), c[1] = V(at.x + w, at.y), c[2] = V(at.x + w, at.y + t),
        c[3] = V(at.x, at.y + t);
        for (i = 0; i < 4; i++)
            if (i != skip) q[j++] = c[i];
        p->tri = TRI(q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y);
        if (rng_chance(0.5))
            {
                double draw0 = w * rng_int(0, 2);
                double draw1 = t / (rng_chance(0.5) ? 2 : 4);
                p->cap = CAP(at.x, at.y + t / 2, draw0, 0, draw1);
            }
        else
            p->cap = CAP(at.x + t / 2, at.y, 0, t * rng_int(1, 2), t / 4);
    } else {
        double s = 2 * scale_size(scale);
        double v[6]; /* draws in a fixed order */
        int i;
        for (i = 0; i < 6; i++)
            v[i] = (rng_unit() - 0.5) * s;
        p->tri = TRI(at.x + v[0], at.y + v[1], at.x + v[2], at.y + v[3], at.x + v[4], at.y + v[5]);
        if (scale == GAME_UNIT && rng_chance(0.5)) {
            for (i = 0; i < 6; i++)
                v[i] = scale_pick(0, 10, 0.5);
            p->tri = TRI(v[0], v[1], v[2], v[3], v[4], v[5]);
        }
        v[0] = (rng_unit() - 0.5) * 2 * s;
        v[1] = (rng_unit() - 0.5) * 2 * s;
        v[2] = scale_size(scale) / 2;
        p->cap = CAP(at.x, at.y, v[0], v[1], v[2]);
    }
    if (rng_chance(0.03)) /* flat */
        p->tri.c = V(p->tri.a.x + 2 * ((double)p->tri.b.x - p->tri.a.x),
                     p->tri.a.y + 2 * ((double)p->tri.b.y - p->tri.a.y));
    if (rng_chance(0.03)) p->cap.radius = 0;
    if (rng_chance(0.03)) p->cap.delta = V(0, 0);
}

static void bounds(const pair *p, double *x0, double *y0, double *x1, double *y1)
{
    if (p->kind == K_CAP_BOX) {
        double ax = p->cap.pos.x, ay = p->cap.pos.y, bx = ax + p->cap.delta.x,
               by = ay + p->cap.delta.y, r = p->cap.radius;
        *x0 = fmin(ax, bx) - r, *x1 = fmax(ax, bx) + r, *y0 = fmin(ay, by) - r,
        *y1 = fmax(ay, by) + r;
        return;
    }
    *x0 = fmin(p->tri.a.x, fmin(p->tri.b.x, p->tri.c.x));
    *x1 = fmax(p->tri.a.x, fmax(p->tri.b.x, p->tri.c.x));
    *y0 = fmin(p->tri.a.y, fmin(p->tri.b.y, p->tri.c.y));
    *y1 = fmax(p->tri.a.y, fmax(p->tri.b.y, p->tri.c.y));
}

static isect_vec gen_start(const pair *p, int scale, isect_vec at)
{
    if (scale == GAME_TILE && rng_chance(0.5)) {
        /* flush against a side of the static shape's box, on the grid */
        double x0, y0, x1, y1, hx, hy;
        bounds(p, &x0, &y0, &x1, &y1);
        hx = p->kind == K_TRI_CIRCLE ? (double)p->circle.radius : (double)p->box.half.x;
        hy = p->kind == K_TRI_CIRCLE ? (double)p->circle.radius : (double)p->box.half.y;
        switch (rng_int(0, 3)) {
        case 0: return V(x0 - hx, scale_pick(y0 - hy, y1 + hy, 1));
        case 1: return V(x1 + hx, scale_pick(y0 - hy, y1 + hy, 1));
        case 2: return V(scale_pick(x0 - hx, x1 + hx, 1), y0 - hy);
        default: return V(scale_pick(x0 - hx, x1 + hx, 1), y1 + hy);
        }
    }
    {
        /* x drawn first, then y: in one call's arguments the order would
           be the compiler's choice */
        double dx = (rng_unit() - 0.5) * 2 * reach(scale);
        double dy = (rng_unit() - 0.5) * 2 * reach(scale);
        return V(at.x + dx, at.y + dy);
    }
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

/* Moves the static shape so that its bounds are flush with the box around
   the moving shape's path on one side, or a few rounding steps in or out:
   where the sweeps' first question (can the path reach the shape at all?)
   decides. A skip that dropped a shape the path touches would show as a
   miss that passes through, or an end inside. */
static void beside_the_path(pair *p, isect_vec start, isect_vec d)
{
    double x0, y0, x1, y1, rx, ry, lo, hi, edge, shift;
    int axis = rng_int(0, 1), side = rng_chance(0.5) ? 1 : -1, steps = rng_int(-4, 4);
    isect_vec o;
    bounds(p, &x0, &y0, &x1, &y1);
    rx = p->kind == K_TRI_CIRCLE ? (double)p->circle.radius : (double)p->box.half.x;
    ry = p->kind == K_TRI_CIRCLE ? (double)p->circle.radius : (double)p->box.half.y;
    if (axis == 0) {
        lo = fmin(start.x, (double)start.x + d.x) - rx, hi = fmax(start.x, (double)start.x + d.x) + rx;
        edge = side > 0 ? hi : lo;
        shift = side > 0 ? edge - x0 : edge - x1;
    } else {
        lo = fmin(start.y, (double)start.y + d.y) - ry, hi = fmax(start.y, (double)start.y + d.y) + ry;
        edge = side > 0 ? hi : lo;
        shift = side > 0 ? edge - y0 : edge - y1;
    }
    shift += side * steps * REAL_EPS * (fabs(edge) + 1);
    o = axis == 0 ? V(shift, 0) : V(0, shift);
    p->tri.a = isect_add(p->tri.a, o), p->tri.b = isect_add(p->tri.b, o);
    p->tri.c = isect_add(p->tri.c, o), p->cap.pos = isect_add(p->cap.pos, o);
}

/* ---- the properties ------------------------------------------------------ */

static long hits, misses, overlapped_starts, exact_hits;

static int quarter(isect_real v) { return (double)v * 4 == floor((double)v * 4); }
static int quarters(isect_vec v) { return quarter(v.x) && quarter(v.y); }

/* every input a multiple of 1/4: the library's decisions are exact there */
static int exact_case(const pair *p, isect_vec d)
{
    if (!quarters(d) || !quarters(p->box.pos)) return 0;
    if (p->kind == K_CAP_BOX)
        return quarters(p->cap.pos) && quarters(p->cap.delta) && quarter(p->cap.radius) &&
               quarters(p->box.half);
    if (!quarters(p->tri.a) || !quarters(p->tri.b) || !quarters(p->tri.c)) return 0;
    return p->kind == K_TRI_BOX ? quarters(p->box.half) : quarter(p->circle.radius);
}

static void check_case(int kind, int scale)
{
    pair p;
    double at_draw0 = scale_coord(scale); double at_draw1 = scale_coord(scale);
    isect_vec at = V(at_draw0, at_draw1), start, d;
    isect_sweep sw, again;
    isect_hit h0;
    double tol;
    bool hit, over;
    int k;
    p.kind = kind;
    gen_static(&p, scale, at);
    {
        double draw0 = scale_size(scale);
        double draw1 = scale_size(scale);
        p.box = BOX(0, 0, draw0, draw1);
    }
    p.circle = CIRC(0, 0, scale_size(scale));
    if (rng_chance(0.03)) p.box.half = V(0, 0);
    start = gen_start(&p, scale, at);
    d = gen_delta(scale);
    if (rng_chance(0.3)) {
        /* everything on a grid of quarters: exact inputs */
        start = snap_vec(start), d = snap_vec(d);
        p.box.half = snap_vec(p.box.half), p.circle.radius = snap(p.circle.radius);
        p.tri.a = snap_vec(p.tri.a), p.tri.b = snap_vec(p.tri.b), p.tri.c = snap_vec(p.tri.c);
        p.cap.pos = snap_vec(p.cap.pos), p.cap.delta = snap_vec(p.cap.delta);
        p.cap.radius = snap(p.cap.radius);
    }
    if (rng_chance(0.15))
        beside_the_path(&p, start, d);
    put(&p, start);
    k_p = p;
    k_delta = k_delta0 = d;
    k_scale = fabs(at.x) + fabs(at.y) + 2 * reach(scale);
    tol = 256 * REAL_EPS * (1 + k_scale);
    k_what = "rules";
    check_current_test = k_name[kind];

    over = still(&p, start, &h0);
    hit = sweep(&p, d, &sw);
    CHECK(hit == sweep(&p, d, NULL));
    CHECK(sweep_finite(sw));
    if (over) {
        overlapped_starts++;
        if (d.x != 0 || d.y != 0) {
            CHECK(hit == moves_into(d, h0.normal));
            if (hit) CHECK(sw.time == 0 && sw.hit.time == 0 && same_vec(sw.pos, start));
            else CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, d)));
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
    /* a contact the path found goes against the motion; the end of a path
       that rounding carried a hair inside is a contact at time 1 with the
       static test's normal and point, whatever they are ("Finishing a
       sweep"), so those two are checked only before the end */
    if (sw.hit.time < 1) CHECK(isect_dot(d, sw.hit.normal) < 0);
    CHECK_VEC(sw.hit.delta, -(1 - (double)sw.hit.time) * d.x, -(1 - (double)sw.hit.time) * d.y,
              tol);
    k_what = "oracle: the contact";
    {
        isect_vec c = at_time(start, d, sw.hit.time);
        double th = sw.hit.time;
        bool inside_after = false;
        CHECK(distance_at(&p, c) <= tol);
        CHECK(off_static(&p, sw.hit.pos) <= tol);
        if (sw.hit.time < 1) CHECK(off_moving(&p, c, sw.hit.pos) <= tol);
        for (k = 1; k <= 64 && k / 64.0 < th; k++)
            CHECK(depth_at(&p, at_time(start, d, (isect_real)(k / 64.0))) <= tol);
        for (k = 0; k <= 60 && !inside_after; k++) {
            double u = th + (1 - th) * ldexp(1, -k);
            inside_after = still(&p, at_time(start, d, (isect_real)u), NULL)
                        || overlap_double(&p, (double)start.x + u * (double)d.x,
                                          (double)start.y + u * (double)d.y) < 0;
        }
        /* a hit is never a graze: after the contact the shapes overlap. On
           exact inputs (quarters) that is decided exactly, and checked.
           Rounded inputs can clip a corner by a rounding step, or cross a
           sliver thinner than one, which no sample finds; there it is enough
           that the contact is real (above) */
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
        /* a path that grazed a round corner backs off along its tangent and
           gains almost no room (see "Where to stop") */
        bool graze = fabs(isect_dot(d, n)) / vlen(d) <= sqrt(tol);
        pair q = p;
        put(&q, sw.pos);
        k_p = q;
        if (slide.x != 0 || slide.y != 0) {
            k_what = "slide after a hit";
            k_delta = slide;
            /* a stop short of the contact leaves a few rounding steps of
               room; only a start that touched (a hit at time 0, no room at
               all) may be blocked again by a slide that rounding turned a
               hair into the face */
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

/* The slope: a ramp on the floor line y = f (its corner on it), a box or a
   circle resting on that line, moving sideways into the slope. */
static void check_slope(int kind)
{
    double t = rng_chance(0.5) ? 16 : 32, w = t * rng_int(1, 2);
    double x = scale_pick(0, 4000, t), f = scale_pick(0, 4000, t);
    int right = rng_chance(0.5); /* the slope rises to the right */
    pair p;
    isect_vec start, d, n;
    isect_sweep sw;
    double len = sqrt(w * w + t * t), hx = scale_pick(2, 14, rng_chance(0.5) ? 1 : 0.5), hy = scale_pick(2, 14, 1);
    double r = scale_pick(2, 14, rng_chance(0.5) ? 1 : 0.5), gap = scale_pick(0, 40, rng_chance(0.5) ? 1 : 0);
    int step;
    p.kind = kind;
    p.tri = right ? TRI(x, f, x + w, f, x + w, f + t) : TRI(x, f, x + w, f, x, f + t);
    p.cap = CAP(0, 0, 0, 0, 0);
    p.box = BOX(0, 0, hx, hy);
    p.circle = CIRC(0, 0, r);
    if (kind == K_TRI_CIRCLE)
        start = right ? V(x - r - gap, f + r) : V(x + w + r + gap, f + r);
    else
        start = right ? V(x - hx - gap, f + hy) : V(x + w + hx + gap, f + hy);
    put(&p, start);
    /* far enough to reach the slope: a circle meets it up to r further on */
    d = V((right ? 1 : -1) * (gap + (kind == K_TRI_CIRCLE ? r : 0) + scale_pick(1, 40, 1)), 0);
    n = right ? V(-t / len, w / len) : V(t / len, w / len);
    k_p = p;
    k_delta = d;
    k_scale = x + f + w;
    k_what = "the slope";
    check_current_test = "the slope: walking into a ramp on the floor";
    if (!CHECK(sweep(&p, d, &sw))) return;
    CHECK_VEC(sw.hit.normal, n.x, n.y, 1e-5);
    CHECK(!still(&p, sw.pos, NULL));
    /* slide up: three sweep-and-slide steps */
    for (step = 0; step < 3; step++) {
        isect_vec rest = isect_scale(d, 1 - sw.time);
        isect_vec slide = isect_sub(rest, isect_scale(sw.hit.normal, isect_dot(rest, sw.hit.normal)));
        put(&p, sw.pos);
        d = slide;
        if (!sweep(&p, d, &sw)) break;
        CHECK(sw.hit.time > 0);
        CHECK(!still(&p, sw.pos, NULL));
    }
    CHECK(!still(&p, sw.pos, NULL));
    /* it climbs, unless it started touching the ramp: with no room at all,
       a slide that rounding turns a hair into the slope is stopped (see
       "Sliding along the slope" in the chapter) */
    if (gap > 0) CHECK((double)sw.pos.y > (double)start.y + 0.25);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_sweeps_capsule_triangle", 0x5EEB5ULL,
                                 6000, describe);
    int kind, scale;
    for (kind = 0; kind < K_COUNT; kind++)
        for (scale = 0; scale < GAME_SCALES; scale++) {
            k_kind = scale_label(scale);
            for (k_trial = 0; k_trial < trials; k_trial++)
                check_case(kind, scale);
        }
    k_kind = "slope";
    for (k_trial = 0; k_trial < trials; k_trial++) {
        check_slope(K_TRI_BOX);
        check_slope(K_TRI_CIRCLE);
    }
    check_current_test = "the cases reach hits, misses and overlapping starts";
    CHECK(hits > trials && misses > trials && overlapped_starts > trials / 10);
    CHECK(exact_hits > trials / 10);
    printf("%ld hits (%ld on exact inputs), %ld misses, %ld overlapping starts\n", hits,
           exact_hits, misses, overlapped_starts);
    return property_finish(__FILE__);
}
