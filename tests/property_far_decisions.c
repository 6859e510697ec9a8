/* property_far_decisions.c -- a segment or sweep test says "hit" or "miss"
   rightly, and when it hits, when, up to a few rounding steps of the
   coordinates, also when the path is long next to the shape (intersect.nw,
   "Deciding before solving" in Circle vs segment, and "Far from the
   origin").

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
   sizes 1 to 20) and a path of length L (10^2, 10^4 or 10^6; in float
   10^2, 10^3 or 10^5, where the book's measurements of float stop) that ends,
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

   The oracle sees every pair the same way. The static shape is a convex
   polygon (a box's 4 corners, a triangle's 3, a capsule's or a wall's 2
   ends, a circle's center) grown by a radius (the circle's or capsule's,
   else 0); so is the mover, seen from its reference point (a point, a
   circle's or box's center, a capsule's first end). The mover overlaps the
   shape exactly when its reference point is inside the difference: the
   hull of every shape corner minus every mover corner, grown by the sum of
   the radii. When a path hits and the library gives a time, the time is
   judged too: at it the path has reached the surface, and before it the
   path was never inside (both within tol; see check_time). Every segment
   and sweep test against one static shape is here:
   a point (the segment tests), a circle, a box and a capsule moving,
   against a box, a circle, a triangle, a capsule and a wall (a segment).
   Both precisions. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

typedef long double ld;

enum { S_BOX, S_CIRCLE, S_TRIANGLE, S_CAPSULE, S_WALL, S_COUNT };     /* still */
enum { M_POINT, M_CIRCLE, M_BOX, M_CAPSULE, M_COUNT };                /* moving */
static const char *const s_name[S_COUNT] = {"aabb", "circle", "triangle", "capsule", "segment"};
static const char *const m_name[M_COUNT] = {"segment", "sweep_circle", "sweep_aabb",
                                            "sweep_capsule"};
static const char *const m_static_name[M_COUNT] = {"point", "circle", "aabb", "capsule"};

/* The case. */
static int c_static; /* the phase: paths (0) or the static tests (1) */
static int c_still, c_mover, c_place, c_with_hit;
static double c_length;
static isect_circle c_circle;
static isect_aabb c_box;
static isect_triangle c_tri;
static isect_capsule c_cap;
static isect_vec c_wall_pos, c_wall_delta;
static isect_vec c_half;        /* the moving box's half size */
static isect_real c_radius;     /* the moving circle's radius */
static isect_capsule c_moving;  /* the moving capsule, at the start */
static isect_vec c_pos, c_delta;
static ld c_least;              /* the oracle's least signed distance */
static isect_hit c_hit;         /* the library's hit, when it gives one */
static isect_sweep c_sweep;     /* the library's sweep */

/* The difference set: its hull (counterclockwise) and its radius. */
static ld h_x[16], h_y[16], h_r;
static int h_n;

static void describe(void)
{
    if (c_static)
        printf("    isect_%s_%s, trial %ld, sizes up to %g; signed distance %.3Lg\n",
               s_name[c_still], m_static_name[c_mover], k_trial, c_length, c_least);
    else
        printf("    isect_%s_%s, trial %ld, path of length %g %s the surface; least signed "
               "distance %.3Lg\n", s_name[c_still], m_name[c_mover], k_trial, c_length,
               c_place == 0 ? "ending by" : c_place == 1 ? "starting by" : "passing by",
               c_least);
    printf("    circle (%a, %a) r %a; box (%a, %a) half (%a, %a);\n"
           "    triangle (%a, %a) (%a, %a) (%a, %a); capsule (%a, %a) by (%a, %a) r %a;\n"
           "    wall (%a, %a) by (%a, %a); mover: r %a, half (%a, %a), capsule axis (%a, %a)"
           " r %a;\n    path from (%a, %a) by (%a, %a)\n",
           (double)c_circle.pos.x, (double)c_circle.pos.y, (double)c_circle.radius,
           (double)c_box.pos.x, (double)c_box.pos.y, (double)c_box.half.x, (double)c_box.half.y,
           (double)c_tri.a.x, (double)c_tri.a.y, (double)c_tri.b.x, (double)c_tri.b.y,
           (double)c_tri.c.x, (double)c_tri.c.y, (double)c_cap.pos.x, (double)c_cap.pos.y,
           (double)c_cap.delta.x, (double)c_cap.delta.y, (double)c_cap.radius,
           (double)c_wall_pos.x, (double)c_wall_pos.y, (double)c_wall_delta.x,
           (double)c_wall_delta.y, (double)c_radius, (double)c_half.x, (double)c_half.y,
           (double)c_moving.delta.x, (double)c_moving.delta.y, (double)c_moving.radius,
           (double)c_pos.x, (double)c_pos.y, (double)c_delta.x, (double)c_delta.y);
}

/* ---- the oracle: a signed distance in long double ------------------------ */

static ld ld_len(ld x, ld y) { return sqrtl(x * x + y * y); }
static ld ld_cross(ld ax, ld ay, ld bx, ld by) { return ax * by - ay * bx; }

/* Distance from (px, py) to the segment from (ax, ay) to (bx, by). */
static ld ld_seg_dist(ld px, ld py, ld ax, ld ay, ld bx, ld by)
{
    ld ex = bx - ax, ey = by - ay, ee = ex * ex + ey * ey;
    ld t = ee > 0 ? ((px - ax) * ex + (py - ay) * ey) / ee : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return ld_len(ax + t * ex - px, ay + t * ey - py);
}

/* The convex hull of n points (Andrew's monotone chain), counterclockwise,
   without repeated or collinear points, into h_x, h_y, h_n. */
static void hull(ld *xs, ld *ys, int n)
{
    int i, j, k = 0, lower;
    for (i = 1; i < n; i++) /* sort by x, then y */
        for (j = i; j > 0 && (xs[j] < xs[j - 1] || (xs[j] == xs[j - 1] && ys[j] < ys[j - 1])); j--) {
            ld tx = xs[j], ty = ys[j];
            xs[j] = xs[j - 1], ys[j] = ys[j - 1];
            xs[j - 1] = tx, ys[j - 1] = ty;
        }
    for (i = 0; i < n; i++) {
        while (k >= 2 && ld_cross(h_x[k - 1] - h_x[k - 2], h_y[k - 1] - h_y[k - 2],
                                  xs[i] - h_x[k - 2], ys[i] - h_y[k - 2]) <= 0)
            k--;
        h_x[k] = xs[i], h_y[k] = ys[i], k++;
    }
    lower = k + 1;
    for (i = n - 2; i >= 0; i--) {
        while (k >= lower && ld_cross(h_x[k - 1] - h_x[k - 2], h_y[k - 1] - h_y[k - 2],
                                      xs[i] - h_x[k - 2], ys[i] - h_y[k - 2]) <= 0)
            k--;
        h_x[k] = xs[i], h_y[k] = ys[i], k++;
    }
    h_n = k > 1 ? k - 1 : 1; /* the last point repeats the first */
}

/* The signed distance of the mover's reference point (x, y) from the
   surface of the difference set: negative inside. */
static ld sd(ld x, ld y)
{
    ld nearest = HUGE_VALL;
    int i, inside = h_n >= 3;
    if (h_n == 1)
        return ld_len(x - h_x[0], y - h_y[0]) - h_r;
    for (i = 0; i < h_n; i++) {
        int j = (i + 1) % h_n;
        ld d = ld_seg_dist(x, y, h_x[i], h_y[i], h_x[j], h_y[j]);
        if (d < nearest)
            nearest = d;
        if (ld_cross(h_x[j] - h_x[i], h_y[j] - h_y[i], x - h_x[i], y - h_y[i]) <= 0)
            inside = 0;
        if (h_n == 2)
            break;
    }
    return (inside ? -nearest : nearest) - h_r;
}

/* The least of sd over the path pos + t delta, t in [0, until]: sd is
   convex along a line (the set is convex), so a ternary search finds it. */
static ld least_sd_until(isect_vec pos, isect_vec delta, ld until)
{
    ld px = pos.x, py = pos.y, dx = delta.x, dy = delta.y, lo = 0, hi = until, t;
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

static ld least_sd(isect_vec pos, isect_vec delta)
{
    return least_sd_until(pos, delta, 1);
}

/* The difference set of the current pair. */
static void difference_set(void)
{
    ld sx[4], sy[4], mx[4], my[4], xs[16], ys[16], sr = 0, mr = 0;
    int ns = 0, nm = 0, i, j;
    switch (c_still) {
    case S_BOX:
        for (i = 0; i < 4; i++) {
            sx[i] = (ld)c_box.pos.x + (i & 1 ? c_box.half.x : -c_box.half.x);
            sy[i] = (ld)c_box.pos.y + (i & 2 ? c_box.half.y : -c_box.half.y);
        }
        ns = 4;
        break;
    case S_CIRCLE:
        sx[0] = c_circle.pos.x, sy[0] = c_circle.pos.y, ns = 1, sr = c_circle.radius;
        break;
    case S_TRIANGLE:
        sx[0] = c_tri.a.x, sy[0] = c_tri.a.y, sx[1] = c_tri.b.x, sy[1] = c_tri.b.y;
        sx[2] = c_tri.c.x, sy[2] = c_tri.c.y, ns = 3;
        break;
    case S_CAPSULE:
        sx[0] = c_cap.pos.x, sy[0] = c_cap.pos.y;
        sx[1] = (ld)c_cap.pos.x + c_cap.delta.x, sy[1] = (ld)c_cap.pos.y + c_cap.delta.y;
        ns = 2, sr = c_cap.radius;
        break;
    default:
        sx[0] = c_wall_pos.x, sy[0] = c_wall_pos.y;
        sx[1] = (ld)c_wall_pos.x + c_wall_delta.x, sy[1] = (ld)c_wall_pos.y + c_wall_delta.y;
        ns = 2;
    }
    switch (c_mover) {
    case M_POINT:
        mx[0] = 0, my[0] = 0, nm = 1;
        break;
    case M_CIRCLE:
        mx[0] = 0, my[0] = 0, nm = 1, mr = c_radius;
        break;
    case M_BOX:
        for (i = 0; i < 4; i++) {
            mx[i] = i & 1 ? c_half.x : -c_half.x;
            my[i] = i & 2 ? c_half.y : -c_half.y;
        }
        nm = 4;
        break;
    default:
        mx[0] = 0, my[0] = 0, mx[1] = c_moving.delta.x, my[1] = c_moving.delta.y;
        nm = 2, mr = c_moving.radius;
    }
    for (i = 0; i < ns; i++)
        for (j = 0; j < nm; j++) {
            xs[i * nm + j] = sx[i] - mx[j];
            ys[i * nm + j] = sy[i] - my[j];
        }
    hull(xs, ys, ns * nm);
    h_r = sr + mr;
}

/* ---- the cases ------------------------------------------------------------ */

/* The still shapes, with sizes times k (1 for the paths): a circle's
   radius, a box's width, a triangle's edge AB, a capsule's and a wall's
   axis. */
static void draw_shapes(double k)
{
    double cx = 2000 * rng_unit() - 1000, cy = 2000 * rng_unit() - 1000, r;
    double ax, ay, bx, by, tx, ty;
    r = k * (1 + 19 * rng_unit());
    c_circle = CIRC(cx, cy, r);
    ax = k * (1 + 19 * rng_unit());
    ay = 1 + 19 * rng_unit();
    c_box = BOX(cx, cy, ax, ay);
    ax = cx + k * (40 * rng_unit() - 20);
    ay = cy + k * (40 * rng_unit() - 20);
    bx = cx + k * (40 * rng_unit() - 20);
    by = cy + k * (40 * rng_unit() - 20);
    tx = cx + 40 * rng_unit() - 20;
    ty = cy + 40 * rng_unit() - 20;
    c_tri = TRI(ax, ay, bx, by, tx, ty);
    ax = k * (40 * rng_unit() - 20);
    ay = k * (40 * rng_unit() - 20);
    r = 1 + 9 * rng_unit();
    c_cap = CAP(cx, cy, ax, ay, r);
    ax = k * (40 * rng_unit() - 20);
    ay = k * (40 * rng_unit() - 20);
    c_wall_pos = V(cx, cy);
    c_wall_delta = V(ax, ay);
    ax = 1 + 9 * rng_unit();
    ay = 1 + 9 * rng_unit();
    c_half = V(ax, ay);
    r = 1 + 9 * rng_unit();
    c_radius = R(r);
    ax = 20 * rng_unit() - 10;
    ay = 20 * rng_unit() - 10;
    r = 1 + 4 * rng_unit();
    c_moving = CAP(0, 0, ax, ay, r);
}

/* A point of the surface, seen from the hull's middle in the direction
   ang, found by halving; and the outward direction there (the gradient of
   sd, by differences). */
static void surface_point(double ang, ld *sx, ld *sy, ld *nx, ld *ny)
{
    ld ox = 0, oy = 0, lo = 0, hi = 400 * (1 + c_length), ux = cos(ang), uy = sin(ang), h = 1e-6L, gx, gy, g;
    int k;
    for (k = 0; k < h_n; k++)
        ox += h_x[k] / h_n, oy += h_y[k] / h_n;
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

/* The library's yes or no for the current pair and path. */
static bool decide(void)
{
    isect_circle circle;
    isect_aabb box;
    isect_capsule capsule = c_moving;
    isect_sweep *s = &c_sweep;
    isect_hit *out = c_with_hit ? &c_hit : NULL;
    circle.pos = c_pos;
    circle.radius = c_radius;
    box.pos = c_pos;
    box.half = c_half;
    capsule.pos = c_pos;
    c_hit.time = -1;
    c_sweep.hit.time = -1;
    switch (c_mover * S_COUNT + c_still) {
    case M_POINT * S_COUNT + S_BOX: return isect_aabb_segment(c_box, c_pos, c_delta, ZERO, out);
    case M_POINT * S_COUNT + S_CIRCLE:
        if (c_with_hit > 1)
            return isect_circle_overlaps_segment(c_circle, c_pos, c_delta);
        return isect_circle_segment(c_circle, c_pos, c_delta, 0, out);
    case M_POINT * S_COUNT + S_TRIANGLE: return isect_triangle_segment(c_tri, c_pos, c_delta, out);
    case M_POINT * S_COUNT + S_CAPSULE: return isect_capsule_segment(c_cap, c_pos, c_delta, out);
    case M_CIRCLE * S_COUNT + S_BOX: return isect_aabb_sweep_circle(c_box, circle, c_delta, s);
    case M_CIRCLE * S_COUNT + S_CIRCLE:
        return isect_circle_sweep_circle(c_circle, circle, c_delta, s);
    case M_CIRCLE * S_COUNT + S_TRIANGLE:
        return isect_triangle_sweep_circle(c_tri, circle, c_delta, s);
    case M_CIRCLE * S_COUNT + S_CAPSULE:
        return isect_capsule_sweep_circle(c_cap, circle, c_delta, s);
    case M_CIRCLE * S_COUNT + S_WALL:
        return isect_segment_sweep_circle(c_wall_pos, c_wall_delta, circle, c_delta, s);
    case M_BOX * S_COUNT + S_BOX: return isect_aabb_sweep_aabb(c_box, box, c_delta, s);
    case M_BOX * S_COUNT + S_CIRCLE: return isect_circle_sweep_aabb(c_circle, box, c_delta, s);
    case M_BOX * S_COUNT + S_TRIANGLE: return isect_triangle_sweep_aabb(c_tri, box, c_delta, s);
    case M_BOX * S_COUNT + S_CAPSULE: return isect_capsule_sweep_aabb(c_cap, box, c_delta, s);
    case M_BOX * S_COUNT + S_WALL:
        return isect_segment_sweep_aabb(c_wall_pos, c_wall_delta, box, c_delta, s);
    case M_CAPSULE * S_COUNT + S_BOX: return isect_aabb_sweep_capsule(c_box, capsule, c_delta, s);
    case M_CAPSULE * S_COUNT + S_CIRCLE:
        return isect_circle_sweep_capsule(c_circle, capsule, c_delta, s);
    case M_CAPSULE * S_COUNT + S_TRIANGLE:
        return isect_triangle_sweep_capsule(c_tri, capsule, c_delta, s);
    case M_CAPSULE * S_COUNT + S_CAPSULE:
        return isect_capsule_sweep_capsule(c_cap, capsule, c_delta, s);
    default:
        return isect_segment_sweep_capsule(c_wall_pos, c_wall_delta, capsule, c_delta, s);
    }
}

/* The static test's yes or no, the small shape at c_pos. */
static bool decide_static(void)
{
    isect_circle circle;
    isect_aabb box;
    isect_capsule capsule = c_moving;
    isect_hit h;
    isect_hit *out = c_with_hit ? &h : NULL;
    circle.pos = c_pos;
    circle.radius = c_radius;
    box.pos = c_pos;
    box.half = c_half;
    capsule.pos = c_pos;
    switch (c_mover * S_COUNT + c_still) {
    case M_POINT * S_COUNT + S_BOX: return isect_aabb_point(c_box, c_pos, out);
    case M_POINT * S_COUNT + S_CIRCLE: return isect_circle_point(c_circle, c_pos, 0, out);
    case M_POINT * S_COUNT + S_TRIANGLE: return isect_triangle_point(c_tri, c_pos, out);
    case M_POINT * S_COUNT + S_CAPSULE: return isect_capsule_point(c_cap, c_pos, out);
    case M_CIRCLE * S_COUNT + S_BOX: return isect_aabb_circle(c_box, circle, out);
    case M_CIRCLE * S_COUNT + S_CIRCLE: return isect_circle_circle(c_circle, circle, out);
    case M_CIRCLE * S_COUNT + S_TRIANGLE: return isect_triangle_circle(c_tri, circle, out);
    case M_CIRCLE * S_COUNT + S_CAPSULE: return isect_capsule_circle(c_cap, circle, out);
    case M_CIRCLE * S_COUNT + S_WALL:
        return isect_segment_circle(c_wall_pos, c_wall_delta, circle, out);
    case M_BOX * S_COUNT + S_BOX: return isect_aabb_aabb(c_box, box, out);
    case M_BOX * S_COUNT + S_CIRCLE: return isect_circle_aabb(c_circle, box, out);
    case M_BOX * S_COUNT + S_TRIANGLE: return isect_triangle_aabb(c_tri, box, out);
    case M_BOX * S_COUNT + S_CAPSULE: return isect_capsule_aabb(c_cap, box, out);
    case M_BOX * S_COUNT + S_WALL: return isect_segment_aabb(c_wall_pos, c_wall_delta, box, out);
    case M_CAPSULE * S_COUNT + S_TRIANGLE: return isect_triangle_capsule(c_tri, capsule, out);
    default: return isect_capsule_capsule(c_cap, capsule, out);
    }
}

/* Which pairs each phase has: every one for the paths but a segment
   against a wall (two segments cross or not: property_segments); the
   static tests the library has. */
static int pair_tested(int mover, int still)
{
    if (mover == M_POINT && still == S_WALL)
        return 0;
    return !c_static || mover != M_CAPSULE || still == S_TRIANGLE || still == S_CAPSULE;
}

static long k_checked[M_COUNT][S_COUNT], k_near[M_COUNT][S_COUNT], k_wrong[M_COUNT][S_COUNT];
static long k_timed[M_COUNT][S_COUNT];
static double k_worst[M_COUNT][S_COUNT]; /* the worst miss of a hit time, in eps (1 + m) */

/* A hit's time t (a hit the oracle agrees with, further than tol inside):
   at t the path has reached the surface, sd(t) <= tol, and before t it
   was never inside by more than tol, least sd over [0, t] >= -tol. In
   other words the time is the first contact, up to the path moving tol;
   along a path that meets the surface at a slant that is a few rounding
   steps of the time, and along one that grazes it more, as it should be:
   there the time itself is not well defined, the distance is. A segment
   that starts inside hits at time 0, and then only sd(0) <= tol is asked.
   No time (-1: a segment test asked without a hit) is not judged. */
static void check_time(double t, double tol, double m)
{
    ld at, before, miss;
    if (t < 0)
        return;
    at = sd(c_pos.x + (ld)t * c_delta.x, c_pos.y + (ld)t * c_delta.y);
    before = t > 0 ? least_sd_until(c_pos, c_delta, t) : 0; /* 0: starts inside */
    miss = at > -before ? at : -before;
    k_timed[c_mover][c_still]++;
    if (miss > 0 && miss / (REAL_EPS * (1 + m)) > k_worst[c_mover][c_still])
        k_worst[c_mover][c_still] = (double)(miss / (REAL_EPS * (1 + m)));
    if (!CHECK(at <= tol && before >= -tol))
        printf("    the hit's time %a: signed distance there %.3Lg, least before it %.3Lg "
               "(tol %.3g)\n", t, at, before, tol);
}

static void trial(void)
{
#ifdef ISECT_FLOAT /* a float's spacing at a million is 1/16: see "Far from the origin" */
    static const double lengths[3] = {1e2, 1e3, 1e5};
#else
    static const double lengths[3] = {1e2, 1e4, 1e6};
#endif
    ld sx, sy, nx, ny, tx, ty;
    double ang, hair, turn, px, py, ex, ey, m, tol;
    long k = k_trial;
    c_still = (int)(k % S_COUNT);
    k /= S_COUNT;
    c_mover = (int)(k % M_COUNT);
    k /= M_COUNT;
    if (!pair_tested(c_mover, c_still))
        return;
    c_place = (int)(k % 3);
    c_length = lengths[k / 3 % 3];
    c_with_hit = (int)(k / 9 % 3); /* a hit asked for (1), or not; 2: the overlap test */
    draw_shapes(c_static ? c_length / 20 : 1);
    difference_set();
    ang = 2 * 3.14159265358979 * rng_unit();
    surface_point(ang, &sx, &sy, &nx, &ny);
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
    if (c_static) { /* the small shape by the surface, still */
        c_pos = V((double)(sx + hair * nx), (double)(sy + hair * ny));
        c_delta = ZERO;
    }
    m = maxabs(maxabs(0, c_pos), isect_add(c_pos, c_delta));
    for (k = 0; k < h_n; k++)
        m = fmax(m, fmax(fabs((double)h_x[k]), fabs((double)h_y[k])));
    tol = 4 * REAL_EPS * (1 + m);
    if (c_static) {
        c_least = sd(c_pos.x, c_pos.y);
    } else {
        if (c_mover != M_POINT && sd(c_pos.x, c_pos.y) <= tol)
            return;
        c_least = least_sd(c_pos, c_delta);
    }
    k_checked[c_mover][c_still]++;
    if (fabsl(c_least) <= tol) {
        k_near[c_mover][c_still]++;
        return;
    }
    if (!CHECK((c_static ? decide_static() : decide()) == (c_least < 0))) {
        k_wrong[c_mover][c_still]++;
        return;
    }
    if (!c_static && c_least < 0)
        check_time(c_mover == M_POINT ? c_hit.time : c_sweep.hit.time, tol, m);
}

/* The table of a phase: cases, those within tol, those decided wrongly;
   and at least a quarter of each pair's share judged. */
static void report(long trials)
{
    int s, m;
    char name[64];
    printf("%s: cases (within tol of the surface, not judged; decided wrongly)%s:\n",
           c_static ? "static tests" : "segment and sweep tests",
           c_static ? "" : "; hit times judged, the worst off by, in eps (1 + m)");
    for (m = 0; m < M_COUNT; m++)
        for (s = 0; s < S_COUNT; s++) {
            if (!pair_tested(m, s))
                continue;
            snprintf(name, sizeof name, "isect_%s_%s", s_name[s],
                     c_static ? m_static_name[m] : m_name[m]);
            printf("  %-30s %6ld (%ld; %ld)", name, k_checked[m][s], k_near[m][s],
                   k_wrong[m][s]);
            if (!c_static)
                printf("; %ld, %.2f", k_timed[m][s], k_worst[m][s]);
            printf("\n");
            CHECK(k_checked[m][s] - k_near[m][s] > trials / (S_COUNT * M_COUNT) / 4);
            /* a quarter of the hits ask for a time (a third of the segments') */
            CHECK(c_static || k_timed[m][s] > trials / (S_COUNT * M_COUNT) / 40);
            k_checked[m][s] = k_near[m][s] = k_wrong[m][s] = k_timed[m][s] = 0;
            k_worst[m][s] = 0;
        }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_far_decisions", 0x5eedfa12de0c1de5ull,
                                 120000, describe);
    c_static = 0;
    property_phase("paths by the surface", trials, trial);
    report(trials);
    c_static = 1;
    property_phase("small shapes by big ones", trials / 2, trial);
    report(trials / 2);
    return property_finish(__FILE__);
}
