/* property_far_decisions.c -- a segment or sweep test says "hit" or "miss"
   rightly, up to a few rounding steps of the coordinates, also when the path
   is long next to the shape (intersect.nw, "Deciding before solving" in
   Circle vs segment, and "Far from the origin").

   The class: a decision made of big numbers that nearly cancel. The circle
   tests once worked out the squared distance of a segment's end from the
   center as M.M + 2 M.D + D.D. For a segment a million long that ends by
   a circle of radius 1 to 20, the first two terms are about 10^12 and
   cancel down to r^2; their rounding (10^12 times the spacing of numbers
   near 1) swamped the answer, and segments that ended 2.5e-4 outside the
   circle were called hits, as far inside misses, in double: two million
   times the spacing of the coordinates there. The same helper decides the
   circle sweep and the box sweep's rounded corners, which went wrong too.

   Each trial draws a shape at game coordinates (within 1000 of the origin,
   sizes 1 to 20) and a path of length L (10^2, 10^4 or 10^6) that ends,
   starts, or passes its middle within a hair of the shape's surface (10^-3
   to 10^-11 of the shape's size, on either side); for a sweep the surface
   is the shape grown by the moving circle's radius, or by the moving box.
   The oracle is the least signed distance of the path from that surface,
   found in long double: the path gets inside exactly when it is negative.
   The library's boolean must agree whenever that distance is further than
   tol from zero, tol = 4 eps (1 + the largest coordinate of the case), a
   few rounding steps of the coordinates. A sweep that starts within tol of
   the surface is left out: what it does there is the sweep rules' business
   (tests of isect_finish_sweep).

   Functions: isect_circle_segment (with and without a hit),
   isect_circle_overlaps_segment, isect_circle_sweep_circle,
   isect_aabb_segment, isect_aabb_sweep_circle, isect_circle_sweep_aabb,
   isect_triangle_segment, isect_triangle_sweep_circle,
   isect_capsule_segment, isect_capsule_sweep_circle. Both precisions. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

typedef long double ld;

enum { F_CIRCLE_SEGMENT, F_CIRCLE_OVERLAPS, F_CIRCLE_SWEEP_CIRCLE, F_AABB_SEGMENT,
       F_AABB_SWEEP_CIRCLE, F_CIRCLE_SWEEP_AABB, F_TRIANGLE_SEGMENT,
       F_TRIANGLE_SWEEP_CIRCLE, F_CAPSULE_SEGMENT, F_CAPSULE_SWEEP_CIRCLE, F_COUNT };
static const char *const f_name[F_COUNT] = {
    "isect_circle_segment", "isect_circle_overlaps_segment", "isect_circle_sweep_circle",
    "isect_aabb_segment", "isect_aabb_sweep_circle", "isect_circle_sweep_aabb",
    "isect_triangle_segment", "isect_triangle_sweep_circle", "isect_capsule_segment",
    "isect_capsule_sweep_circle"};

/* The case: the static shapes (one is used), the mover's size, the path. */
static int c_fn, c_place;
static double c_length;
static isect_circle c_circle;
static isect_aabb c_box;
static isect_triangle c_tri;
static isect_capsule c_cap;
static isect_vec c_half;      /* the moving box's half size */
static isect_real c_radius;   /* the moving circle's radius */
static isect_vec c_pos, c_delta;
static ld c_least;            /* the oracle's least signed distance */

static void describe(void)
{
    printf("    %s, trial %ld, path of length %g %s the surface; least signed distance %.3Lg\n",
           f_name[c_fn], k_trial, c_length,
           c_place == 0 ? "ending by" : c_place == 1 ? "starting by" : "passing by", c_least);
    printf("    circle (%a, %a) r %a; box (%a, %a) half (%a, %a);\n"
           "    triangle (%a, %a) (%a, %a) (%a, %a); capsule (%a, %a) by (%a, %a) r %a;\n"
           "    mover r %a, half (%a, %a); path from (%a, %a) by (%a, %a)\n",
           (double)c_circle.pos.x, (double)c_circle.pos.y, (double)c_circle.radius,
           (double)c_box.pos.x, (double)c_box.pos.y, (double)c_box.half.x, (double)c_box.half.y,
           (double)c_tri.a.x, (double)c_tri.a.y, (double)c_tri.b.x, (double)c_tri.b.y,
           (double)c_tri.c.x, (double)c_tri.c.y, (double)c_cap.pos.x, (double)c_cap.pos.y,
           (double)c_cap.delta.x, (double)c_cap.delta.y, (double)c_cap.radius,
           (double)c_radius, (double)c_half.x, (double)c_half.y, (double)c_pos.x,
           (double)c_pos.y, (double)c_delta.x, (double)c_delta.y);
}

/* ---- the oracle: signed distances in long double ------------------------- */

static ld ld_len(ld x, ld y) { return sqrtl(x * x + y * y); }

/* Distance from (px, py) to the segment from (ax, ay) along (ex, ey). */
static ld ld_seg_dist(ld px, ld py, ld ax, ld ay, ld ex, ld ey)
{
    ld ee = ex * ex + ey * ey;
    ld t = ee > 0 ? ((px - ax) * ex + (py - ay) * ey) / ee : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return ld_len(ax + t * ex - px, ay + t * ey - py);
}

static ld sd_box(ld cx, ld cy, ld hx, ld hy, ld x, ld y)
{
    ld dx = fabsl(x - cx) - hx, dy = fabsl(y - cy) - hy;
    if (dx > 0 || dy > 0)
        return ld_len(dx > 0 ? dx : 0, dy > 0 ? dy : 0);
    return dx > dy ? dx : dy;
}

static ld sd_triangle(isect_triangle t, ld x, ld y)
{
    ld xs[3], ys[3], w, deepest = -HUGE_VALL, nearest = HUGE_VALL;
    int i, inside = 1;
    xs[0] = t.a.x, xs[1] = t.b.x, xs[2] = t.c.x;
    ys[0] = t.a.y, ys[1] = t.b.y, ys[2] = t.c.y;
    w = (xs[1] - xs[0]) * (ys[2] - ys[0]) - (ys[1] - ys[0]) * (xs[2] - xs[0]) > 0 ? 1 : -1;
    for (i = 0; i < 3; i++) {
        int j = (i + 1) % 3;
        ld ex = xs[j] - xs[i], ey = ys[j] - ys[i];
        ld s = w * (ex * (y - ys[i]) - ey * (x - xs[i])) / ld_len(ex, ey); /* > 0 inside */
        ld d = ld_seg_dist(x, y, xs[i], ys[i], ex, ey);
        if (-s > deepest) deepest = -s;
        if (s <= 0) inside = 0;
        if (d < nearest) nearest = d;
    }
    return inside ? deepest : nearest;
}

/* The signed distance of the path's point (x, y) (a moving shape's center)
   from the surface that decides c_fn: negative inside. */
static ld sd(ld x, ld y)
{
    switch (c_fn) {
    case F_CIRCLE_SEGMENT: case F_CIRCLE_OVERLAPS:
        return ld_len(x - c_circle.pos.x, y - c_circle.pos.y) - c_circle.radius;
    case F_CIRCLE_SWEEP_CIRCLE:
        return ld_len(x - c_circle.pos.x, y - c_circle.pos.y) - c_circle.radius
               - (ld)c_radius;
    case F_AABB_SEGMENT:
        return sd_box(c_box.pos.x, c_box.pos.y, c_box.half.x, c_box.half.y, x, y);
    case F_AABB_SWEEP_CIRCLE:
        return sd_box(c_box.pos.x, c_box.pos.y, c_box.half.x, c_box.half.y, x, y) - c_radius;
    case F_CIRCLE_SWEEP_AABB:
        return sd_box(c_circle.pos.x, c_circle.pos.y, c_half.x, c_half.y, x, y)
               - c_circle.radius;
    case F_TRIANGLE_SEGMENT:
        return sd_triangle(c_tri, x, y);
    case F_TRIANGLE_SWEEP_CIRCLE:
        return sd_triangle(c_tri, x, y) - c_radius;
    case F_CAPSULE_SEGMENT:
        return ld_seg_dist(x, y, c_cap.pos.x, c_cap.pos.y, c_cap.delta.x, c_cap.delta.y)
               - c_cap.radius;
    default:
        return ld_seg_dist(x, y, c_cap.pos.x, c_cap.pos.y, c_cap.delta.x, c_cap.delta.y)
               - c_cap.radius - (ld)c_radius;
    }
}

/* The least of sd over the path pos + t delta, t in [0, 1]: every surface
   here bounds a convex set, so sd is convex along a line, and a ternary
   search finds its least value. */
static ld least_sd(isect_vec pos, isect_vec delta)
{
    ld px = pos.x, py = pos.y, dx = delta.x, dy = delta.y, lo = 0, hi = 1, t;
    int k;
    for (k = 0; k < 160; k++) {
        ld a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (sd(px + a * dx, py + a * dy) < sd(px + b * dx, py + b * dy))
            hi = b;
        else
            lo = a;
    }
    t = (lo + hi) / 2;
    return sd(px + t * dx, py + t * dy);
}

/* ---- the cases ------------------------------------------------------------ */

static void draw_shapes(void)
{
    double cx = 2000 * rng_unit() - 1000, cy = 2000 * rng_unit() - 1000, r;
    double ax, ay, bx, by, tx, ty;
    r = 1 + 19 * rng_unit();
    c_circle = CIRC(cx, cy, r);
    ax = 1 + 19 * rng_unit();
    ay = 1 + 19 * rng_unit();
    c_box = BOX(cx, cy, ax, ay);
    ax = cx + 40 * rng_unit() - 20;
    ay = cy + 40 * rng_unit() - 20;
    bx = cx + 40 * rng_unit() - 20;
    by = cy + 40 * rng_unit() - 20;
    tx = cx + 40 * rng_unit() - 20;
    ty = cy + 40 * rng_unit() - 20;
    c_tri = TRI(ax, ay, bx, by, tx, ty);
    ax = 40 * rng_unit() - 20;
    ay = 40 * rng_unit() - 20;
    r = 1 + 9 * rng_unit();
    c_cap = CAP(cx, cy, ax, ay, r);
    ax = 1 + 9 * rng_unit();
    ay = 1 + 9 * rng_unit();
    c_half = V(ax, ay);
    r = 1 + 9 * rng_unit();
    c_radius = R(r);
}

/* A point of the surface, seen from (ox, oy) in the direction ang, found by
   halving; and the surface's outward direction there (the gradient of sd,
   by differences). */
static void surface_point(ld ox, ld oy, double ang, ld *sx, ld *sy, ld *nx, ld *ny)
{
    ld lo = 0, hi = 400, ux = cos(ang), uy = sin(ang), h = 1e-6L, gx, gy, g;
    int k;
    for (k = 0; k < 120; k++) {
        ld m = (lo + hi) / 2;
        if (sd(ox + m * ux, oy + m * uy) < 0)
            lo = m;
        else
            hi = m;
    }
    *sx = ox + lo * ux;
    *sy = oy + lo * uy;
    gx = sd(*sx + h, *sy) - sd(*sx - h, *sy);
    gy = sd(*sx, *sy + h) - sd(*sx, *sy - h);
    g = ld_len(gx, gy);
    *nx = g > 0 ? gx / g : ux;
    *ny = g > 0 ? gy / g : uy;
}

static bool decide(void)
{
    isect_hit h;
    isect_sweep s;
    isect_circle mover;
    isect_aabb moving;
    bool got;
    mover.pos = c_pos;
    mover.radius = c_radius;
    moving.pos = c_pos;
    moving.half = c_half;
    switch (c_fn) {
    case F_CIRCLE_SEGMENT:
        got = isect_circle_segment(c_circle, c_pos, c_delta, 0, NULL);
        CHECK(got == isect_circle_segment(c_circle, c_pos, c_delta, 0, &h));
        return got;
    case F_CIRCLE_OVERLAPS:
        return isect_circle_overlaps_segment(c_circle, c_pos, c_delta);
    case F_CIRCLE_SWEEP_CIRCLE:
        return isect_circle_sweep_circle(c_circle, mover, c_delta, &s);
    case F_AABB_SEGMENT:
        return isect_aabb_segment(c_box, c_pos, c_delta, ZERO, NULL);
    case F_AABB_SWEEP_CIRCLE:
        return isect_aabb_sweep_circle(c_box, mover, c_delta, &s);
    case F_CIRCLE_SWEEP_AABB:
        return isect_circle_sweep_aabb(c_circle, moving, c_delta, &s);
    case F_TRIANGLE_SEGMENT:
        return isect_triangle_segment(c_tri, c_pos, c_delta, NULL);
    case F_TRIANGLE_SWEEP_CIRCLE:
        return isect_triangle_sweep_circle(c_tri, mover, c_delta, &s);
    case F_CAPSULE_SEGMENT:
        return isect_capsule_segment(c_cap, c_pos, c_delta, NULL);
    default:
        return isect_capsule_sweep_circle(c_cap, mover, c_delta, &s);
    }
}

static int is_sweep(int fn)
{
    return fn == F_CIRCLE_SWEEP_CIRCLE || fn == F_AABB_SWEEP_CIRCLE
           || fn == F_CIRCLE_SWEEP_AABB || fn == F_TRIANGLE_SWEEP_CIRCLE
           || fn == F_CAPSULE_SWEEP_CIRCLE;
}

static long k_checked[F_COUNT], k_near[F_COUNT], k_wrong[F_COUNT];

static void trial(void)
{
    static const double lengths[3] = {1e2, 1e4, 1e6};
    ld ox, oy, sx, sy, nx, ny, tx, ty;
    double ang, hair, turn, px, py, ex, ey, m, tol;
    c_fn = (int)(k_trial % F_COUNT);
    c_place = (int)(k_trial / F_COUNT % 3);
    c_length = lengths[k_trial / (3 * F_COUNT) % 3];
    draw_shapes();
    ox = c_fn == F_TRIANGLE_SEGMENT || c_fn == F_TRIANGLE_SWEEP_CIRCLE
         ? ((ld)c_tri.a.x + c_tri.b.x + c_tri.c.x) / 3 : c_circle.pos.x;
    oy = c_fn == F_TRIANGLE_SEGMENT || c_fn == F_TRIANGLE_SWEEP_CIRCLE
         ? ((ld)c_tri.a.y + c_tri.b.y + c_tri.c.y) / 3 : c_circle.pos.y;
    ang = 2 * 3.14159265358979 * rng_unit();
    surface_point(ox, oy, ang, &sx, &sy, &nx, &ny);
    /* the hair: 10^-3 to 10^-11 of a size, or 0.1 to 1000 times tol (in
       float, the first is mostly within tol at a million) */
    tol = 4 * REAL_EPS * (1 + 1000 + c_length);
    if (rng_chance(0.5))
        hair = 20 * pow(10, -3 - 8 * rng_unit());
    else
        hair = tol * pow(10, -1 + 4 * rng_unit());
    hair = rng_chance(0.5) ? hair : -hair;
    turn = rng_unit() - 0.5; /* up to about 30 degrees off the outward direction */
    tx = nx * cos(turn) - ny * sin(turn);
    ty = nx * sin(turn) + ny * cos(turn);
    if (c_place == 0) { /* ends by the surface, coming from outside */
        ex = (double)(sx + hair * nx);
        ey = (double)(sy + hair * ny);
        px = ex + c_length * (double)tx;
        py = ey + c_length * (double)ty;
    } else if (c_place == 1) { /* starts by the surface, heading out */
        px = (double)(sx + hair * nx);
        py = (double)(sy + hair * ny);
        ex = px + c_length * (double)tx;
        ey = py + c_length * (double)ty;
    } else { /* passes by: along the surface's tangent there, half before */
        px = (double)(sx + hair * nx - c_length / 2 * ny);
        py = (double)(sy + hair * ny + c_length / 2 * nx);
        ex = px + c_length * (double)ny;
        ey = py - c_length * (double)nx;
    }
    c_pos = V(px, py);
    c_delta = V(ex - px, ey - py);
    m = maxabs(maxabs(maxabs(0, c_pos), isect_add(c_pos, c_delta)), c_circle.pos);
    m = maxabs(maxabs(maxabs(m, c_tri.a), c_tri.b), c_tri.c);
    m = maxabs(m, isect_add(c_cap.pos, c_cap.delta));
    tol = 4 * REAL_EPS * (1 + m);
    if (is_sweep(c_fn) && sd(c_pos.x, c_pos.y) <= tol)
        return;
    c_least = least_sd(c_pos, c_delta);
    k_checked[c_fn]++;
    if (fabsl(c_least) <= tol) {
        k_near[c_fn]++;
        return;
    }
    if (!CHECK(decide() == (c_least < 0)))
        k_wrong[c_fn]++;
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_far_decisions", 0x5eedfa12de0c1de5ull,
                                 60000, describe);
    int f;
    property_phase("paths by the surface", trials, trial);
    printf("cases (within tol of the surface, not judged; decided wrongly):\n");
    for (f = 0; f < F_COUNT; f++)
        printf("  %-30s %6ld (%ld; %ld)\n", f_name[f], k_checked[f], k_near[f], k_wrong[f]);
    for (f = 0; f < F_COUNT; f++)
        CHECK(k_checked[f] - k_near[f] > trials / F_COUNT / 4);
    return property_finish(__FILE__);
}
