/* property_scaled_triangles.c -- the triangle tests give the same yes or no
   for a problem and for the same problem multiplied by a power of two.

   Usage: test-property_scaled_triangles [seed [trials]]

   Multiplying every coordinate and every radius by 2^k changes only the
   exponents of the numbers, so every product and difference the tests work
   out is the same number times a power of two, rounded alike. The answers
   must not change. Each trial draws a case at an ordinary size (corners,
   centers and points up to 12 from the origin, on a grid of 1/2 or 1/256,
   so touching cases come up), answers it, and asks it again at every k from
   the smallest size the range promises (every nonzero size at least about
   1e-154 in double, 1e-19 in float) up to:

   - the top of the range (coordinates up to 1e150, 1e18) for every test
     asked here, sweeps included;
   - the largest number, for the tests whose slow path promises past the
     range the answer of the same problem scaled into it
     (isect_triangle_point, isect_triangle_contains, isect_triangle_circle,
     isect_triangle_capsule, isect_triangle_triangle).

   Phases:
   - "circles": a triangle (flat one time in six) and a circle, with and
     without a hit; the circle as a capsule of zero length and as one with
     an axis; in the range, the circle swept into the triangle (alone and in
     a world of one), and the capsules swept: the same yes or no, the same
     "blocked at time 0". (The edge test compared fourth powers, which
     underflowed to 0 < 0 below about 1e-81 in double, 1e-11 in float: a
     circle clearly over an edge was a miss, and a sweep started blocked.)
   - "points": a triangle and a point, inside it a third of the time, and a
     second triangle: isect_triangle_point with and without a hit,
     isect_triangle_contains, isect_triangle_triangle. (Past the range, an
     edge's side product overflowed while the area did not, infinity minus
     infinity made a NaN, and a point inside was outside.) */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#ifdef ISECT_FLOAT
#define LOG2_TINY (-63) /* 2^-63, about 1e-19: the smallest size the range keeps */
#define DIGITS 24       /* bits of a number: a rounding is 2^-24 of it */
#define LOG2_TOP 59     /* 2^59 < 1e18: the top of the range */
#define LOG2_MAX 127    /* below the largest float, 2^128 */
#else
#define LOG2_TINY (-511)
#define DIGITS 53
#define LOG2_TOP 497
#define LOG2_MAX 1023
#endif
#define LOG2_REACH 5 /* every number of a case is below 32 */

static isect_triangle g_tri, g_other;
static isect_circle g_circ;
static isect_vec g_point, g_axis, g_delta;
static int g_k, g_log2_grid;

static void describe(void)
{
    printf("  [%s, trial %ld] k %d: triangle (%a, %a) (%a, %a) (%a, %a), circle (%a, %a) r %a,"
           " axis (%a, %a), delta (%a, %a), point (%a, %a), other (%a, %a) (%a, %a) (%a, %a)\n",
           k_kind, k_trial, g_k, (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x,
           (double)g_tri.b.y, (double)g_tri.c.x, (double)g_tri.c.y, (double)g_circ.pos.x,
           (double)g_circ.pos.y, (double)g_circ.radius, (double)g_axis.x, (double)g_axis.y,
           (double)g_delta.x, (double)g_delta.y, (double)g_point.x, (double)g_point.y,
           (double)g_other.a.x, (double)g_other.a.y, (double)g_other.b.x, (double)g_other.b.y,
           (double)g_other.c.x, (double)g_other.c.y);
}

/* ---- drawing a case at an ordinary size ------------------------------------ */

static double grid(void) { return ldexp(1.0, g_log2_grid); }

static double on_grid(double x) { return floor(x / grid() + 0.5) * grid(); }

static double coord(double reach)
{
    double u = rng_unit();
    return on_grid((2 * u - 1) * reach);
}

static isect_vec point_near(double reach)
{
    double x = coord(reach);
    double y = coord(reach);
    return V(x, y);
}

static isect_triangle draw_triangle(void)
{
    isect_triangle t;
    int flat = rng_chance(1.0 / 6);
    t.a = point_near(8);
    t.b = point_near(8);
    t.c = point_near(8);
    if (flat) {
        /* the third corner on the line of the others: a half, double or
           minus one step along it, exact on the grid halved */
        int pick = rng_int(0, 3);
        double f = pick == 0 ? 0.5 : (pick == 1 ? 2 : (pick == 2 ? -1 : 1.5));
        t.c = V(t.a.x + f * ((double)t.b.x - t.a.x), t.a.y + f * ((double)t.b.y - t.a.y));
    }
    return t;
}

static void draw_grid(void)
{
    g_log2_grid = rng_chance(0.5) ? -1 : -8;
}

/* ---- scaling -------------------------------------------------------------- */

static isect_real sc(isect_real x, int k) { return (isect_real)ldexp((double)x, k); }

static isect_vec scv(isect_vec v, int k) { return V(ldexp((double)v.x, k), ldexp((double)v.y, k)); }

static isect_triangle sct(isect_triangle t, int k)
{
    t.a = scv(t.a, k);
    t.b = scv(t.b, k);
    t.c = scv(t.c, k);
    return t;
}

/* The first k at which every nonzero size of the case (a multiple of half
   the grid, for the corner of a flat triangle) is still one the range
   keeps. */
static int k_lowest(void) { return LOG2_TINY - g_log2_grid + 1; }

/* ---- circles, capsules and their sweeps ----------------------------------- */

typedef struct {
    bool circle, circle_hit, capsule0, capsule, sweep, sweep_at_0, world, world_at_0,
        sweep_cap0, sweep_cap;
} circle_answers;

static circle_answers answer_circles(int k, bool in_range)
{
    circle_answers a;
    isect_triangle t = sct(g_tri, k);
    isect_circle c;
    isect_capsule cap0, cap;
    isect_vec delta = scv(g_delta, k);
    isect_hit h;
    isect_sweep sw;
    isect_shape shape = isect_shape_triangle(t);
    isect_world world;
    size_t index = 7;
    memset(&a, 0, sizeof a);
    c.pos = scv(g_circ.pos, k);
    c.radius = sc(g_circ.radius, k);
    cap0.pos = c.pos;
    cap0.delta = ZERO;
    cap0.radius = c.radius;
    cap = cap0;
    cap.delta = scv(g_axis, k);
    a.circle = isect_triangle_circle(t, c, NULL);
    a.circle_hit = isect_triangle_circle(t, c, &h);
    a.capsule0 = isect_triangle_capsule(t, cap0, NULL);
    a.capsule = isect_triangle_capsule(t, cap, NULL);
    if (!in_range)
        return a;
    a.sweep = isect_triangle_sweep_circle(t, c, delta, &sw);
    a.sweep_at_0 = a.sweep && sw.hit.time == 0;
    world.shapes = &shape;
    world.layers = NULL;
    world.count = 1;
    a.world = isect_world_sweep_circle(&world, c, delta, NULL, &sw, &index);
    a.world_at_0 = a.world && sw.hit.time == 0;
    if (a.world)
        CHECK(index == 0);
    a.sweep_cap0 = isect_triangle_sweep_capsule(t, cap0, delta, &sw);
    a.sweep_cap = isect_triangle_sweep_capsule(t, cap, delta, &sw);
    return a;
}

static long circle_hits, circle_sweeps_at_0;

static void trial_circles(void)
{
    circle_answers base, at;
    double r;
    int k;
    draw_grid();
    g_tri = draw_triangle();
    g_circ.pos = point_near(12);
    r = rng_unit();
    g_circ.radius = R(on_grid(6 * r) + grid());
    g_axis = point_near(4);
    g_delta = point_near(12);
    g_point = ZERO;
    g_other = g_tri;
    g_k = 0;
    base = answer_circles(0, true);
    circle_hits += base.circle;
    circle_sweeps_at_0 += base.sweep_at_0;
    CHECK(base.circle == base.circle_hit);
    CHECK(base.capsule0 == base.circle);
    for (k = k_lowest(); k <= LOG2_MAX - LOG2_REACH; k++) {
        bool in_range = k <= LOG2_TOP - LOG2_REACH;
        g_k = k;
        at = answer_circles(k, in_range);
        CHECK(at.circle == base.circle);
        CHECK(at.circle_hit == base.circle_hit);
        CHECK(at.capsule0 == base.capsule0);
        CHECK(at.capsule == base.capsule);
        if (!in_range)
            continue;
        CHECK(at.sweep == base.sweep);
        CHECK(at.sweep_at_0 == base.sweep_at_0);
        CHECK(at.world == base.world);
        CHECK(at.world_at_0 == base.world_at_0);
        CHECK(at.sweep_cap0 == base.sweep_cap0);
        /* A capsule's axis that crosses a flat triangle is a rounding away
           from it, and that gap, as small as a rounding of the case's
           numbers, may decide like zero once it is below the range: it
           picks the way out, and so whether the sweep moves in. */
        if (k >= k_lowest() + DIGITS)
            CHECK(at.sweep_cap == base.sweep_cap);
    }
}

/* ---- points and triangles ------------------------------------------------- */

typedef struct {
    bool point, point_hit, contains, triangle;
} point_answers;

static point_answers answer_points(int k)
{
    point_answers a;
    isect_triangle t = sct(g_tri, k);
    isect_vec p = scv(g_point, k);
    isect_hit h;
    a.point = isect_triangle_point(t, p, NULL);
    a.point_hit = isect_triangle_point(t, p, &h);
    a.contains = isect_triangle_contains(t, p);
    a.triangle = isect_triangle_triangle(t, sct(g_other, k), NULL);
    return a;
}

static long points_inside;

static void trial_points(void)
{
    point_answers base, at;
    int k;
    draw_grid();
    g_tri = draw_triangle();
    if (rng_chance(1.0 / 3)) {
        /* a point inside (or on the edge): a mix of the corners, on the grid */
        double u = rng_unit();
        double v = rng_unit();
        if (u + v > 1) {
            u = 1 - u;
            v = 1 - v;
        }
        g_point = V(on_grid(g_tri.a.x + u * ((double)g_tri.b.x - g_tri.a.x)
                            + v * ((double)g_tri.c.x - g_tri.a.x)),
                    on_grid(g_tri.a.y + u * ((double)g_tri.b.y - g_tri.a.y)
                            + v * ((double)g_tri.c.y - g_tri.a.y)));
    } else {
        g_point = point_near(10);
    }
    g_other = draw_triangle();
    g_circ = CIRC(0, 0, 0);
    g_axis = ZERO;
    g_delta = ZERO;
    g_k = 0;
    base = answer_points(0);
    points_inside += base.point;
    CHECK(base.point == base.point_hit);
    CHECK(base.contains == base.point);
    for (k = k_lowest(); k <= LOG2_MAX - LOG2_REACH; k++) {
        g_k = k;
        at = answer_points(k);
        CHECK(at.point == base.point);
        CHECK(at.point_hit == base.point_hit);
        CHECK(at.contains == base.contains);
        CHECK(at.triangle == base.triangle);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "triangle answers scaled by powers of two",
                                 0x5ca1ed7121ULL, 3000, describe);
    property_phase("circles", trials, trial_circles);
    property_phase("points", trials, trial_points);
    printf("circles that overlap %ld, sweeps blocked at time 0 %ld, points inside %ld\n",
           circle_hits, circle_sweeps_at_0, points_inside);
    return property_finish(__FILE__);
}
