/* property_speed_sweeps.c -- issue 12, item 1 (every call as fast as the
   fastest C peer), session 19's speed lane: isect_capsule_sweep_aabb.

   Usage: test-property_speed_sweeps [seed [trials]]

   The sweep of a box into a capsule sweeps the box's two outer corners
   against the capsule. It used to call the public segment test for each,
   which first asks "does the corner start inside the capsule?" (a point
   test, then the same distance once more). It now calls the helper behind
   it with `outside` true and skips both. The old answer and the new one are
   the same, bit for bit, exactly when that question would have said no for
   both corners: then the old code went on down the very path the new code
   takes. The static test at the start (isect_capsule_aabb), which must say
   "no overlap" before the corners are swept at all, asks the same question
   of all four corners with the same numbers. So the oracle here is the old
   question itself, asked through the public point test: whenever the
   static test says no overlap, no corner of the box (p +- h, as the sweep
   writes it) is inside the capsule.

   Around that: the sweep with and without an out agree, no NaN, and a
   sweep that moves never ends inside (the static test at sweep.pos).
   Cases: as the benchmark draws them (coordinates to about 100), a
   half-unit grid, tiles in the thousands, boxes flush with a side or
   touching an end along 3-4-5 (every product exact), zero half sizes. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define FAR 2048
#define REAL_MIN_ FLT_MIN
#define REAL_MAX_ FLT_MAX
#else
#define FAR 8192
#define REAL_MIN_ DBL_MIN
#define REAL_MAX_ DBL_MAX
#endif

static isect_capsule g_cap;
static isect_aabb g_box;
static isect_vec g_delta;
static long hits[3], cases[3], apart[3];
static int g_phase;

static void describe(void)
{
    printf("  [%s, trial %ld] capsule (%.17g, %.17g) d (%.17g, %.17g) r %.17g,"
           " box (%.17g, %.17g) half (%.17g, %.17g), delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_cap.pos.x, (double)g_cap.pos.y,
           (double)g_cap.delta.x, (double)g_cap.delta.y, (double)g_cap.radius,
           (double)g_box.pos.x, (double)g_box.pos.y, (double)g_box.half.x,
           (double)g_box.half.y, (double)g_delta.x, (double)g_delta.y);
}

static isect_capsule cap_of(double x, double y, double dx, double dy, double r)
{
    isect_capsule c;
    c.pos = V(x, y);
    c.delta = V(dx, dy);
    c.radius = R(r);
    return c;
}

static int finite_sweep(const isect_sweep *s)
{
    return isfinite((double)s->hit.pos.x) && isfinite((double)s->hit.pos.y)
        && isfinite((double)s->hit.normal.x) && isfinite((double)s->hit.normal.y)
        && isfinite((double)s->hit.delta.x) && isfinite((double)s->hit.delta.y)
        && isfinite((double)s->hit.time) && isfinite((double)s->time)
        && isfinite((double)s->pos.x) && isfinite((double)s->pos.y);
}

static void check_case(void)
{
    isect_sweep s;
    bool a, b;
    int i;
    if (!isect_capsule_aabb(g_cap, g_box, NULL)) {
        /* the old question, for each corner as the sweep builds it */
        apart[g_phase]++;
        for (i = 0; i < 4; i++) {
            isect_vec h = V(i & 1 ? (double)g_box.half.x : -(double)g_box.half.x,
                            i & 2 ? (double)g_box.half.y : -(double)g_box.half.y);
            isect_vec corner = i < 2 ? isect_add(g_box.pos, h) : isect_sub(g_box.pos, h);
            CHECK(!isect_capsule_point(g_cap, corner, NULL));
        }
    }
    memset(&s, 0, sizeof s);
    a = isect_capsule_sweep_aabb(g_cap, g_box, g_delta, &s);
    b = isect_capsule_sweep_aabb(g_cap, g_box, g_delta, NULL);
    CHECK(a == b);
    CHECK(finite_sweep(&s));
    if (a && s.time > 0) {
        isect_aabb moved = g_box;
        moved.pos = s.pos;
        CHECK(!isect_capsule_aabb(g_cap, moved, NULL));
    }
    hits[g_phase] += a;
    cases[g_phase]++;
}

/* ---- one square root for the capsule's axis ------------------------------ */

/* The segment test's rectangle used to ask isect_length and isect_normalize
   for |D| and D / |D|; it now takes one root of D . D where that square is
   a normal number, and divides by it. The oracle is the two functions: the
   same bits, for axes drawn at every scale (whole, half-unit, random, tiny
   and huge ones, where the library falls back on the functions). */
static void check_axis(isect_vec d)
{
    isect_real squared = isect_dot(d, d), length;
    isect_vec unit = isect_normalize(d);
    if (!(squared >= REAL_MIN_ && squared <= REAL_MAX_))
        return;
#ifdef ISECT_FLOAT
    length = sqrtf(squared);
#else
    length = sqrt(squared);
#endif
    CHECK(same_bits(length, isect_length(d)));
    CHECK(same_bits(d.x / length, unit.x));
    CHECK(same_bits(d.y / length, unit.y));
}

static void trial_axis(void)
{
    double scale = ldexp(1, rng_int(-20, 20));
    double x, y; /* one draw a statement: x first, then y */
    g_phase = 0;
    x = scale * (2 * rng_unit() - 1);
    y = scale * (2 * rng_unit() - 1);
    check_axis(V(x, y));
    x = rng_int(-4000, 4000) / 2.0;
    y = rng_int(-4000, 4000) / 2.0;
    check_axis(V(x, y));
}

/* ---- drawing cases ------------------------------------------------------- */

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

/* Now and then a flush case: a box whose edge lies on a side of an
   axis-aligned capsule (exactly r from the axis), or whose corner is r from
   an end along 3-4-5; it starts there, or arrives there, or slides along. */
static void make_flush(double cx, double cy)
{
    double len = rng_int(1, 12), r = rng_chance(0.5) ? 2.5 : 5;
    double hx = rng_int(0, 8) / 2.0, hy = rng_int(0, 8) / 2.0;
    double s = rng_chance(0.5) ? 1 : -1;
    int k = rng_int(0, 3), vertical = rng_chance(0.5);
    if (k < 2) { /* on a side: the box's near edge at distance r */
        double t = rng_int(0, (int)len);
        g_cap = cap_of(cx, cy, vertical ? 0 : len, vertical ? len : 0, r);
        g_box = vertical ? BOX(cx + s * (r + hx), cy + t, hx, hy)
                         : BOX(cx + t, cy + s * (r + hy), hx, hy);
    } else { /* a corner off the far end, along 3-4-5 */
        double ex = cx + len + 3 * r / 5, ey = cy + s * 4 * r / 5;
        g_cap = cap_of(cx, cy, len, 0, r);
        g_box = BOX(ex + hx, ey + s * hy, hx, hy);
    }
    switch (rng_int(0, 2)) {
    case 0: /* arrive there */
        g_box.pos = isect_sub(g_box.pos, g_delta);
        break;
    case 1: /* slide along the side */
        g_delta = vertical ? V(0, half_units(8)) : V(half_units(8), 0);
        break;
    default: /* start there, go anywhere */
        break;
    }
}

/* Every draw is its own statement: C leaves the order of a call's
   arguments open, and a seed must give the same case under every compiler. */
static void draw(double cx, double cy, int grid, int reach)
{
    double v[10];
    int i;
    if (grid) {
        for (i = 0; i < 4; i++)
            v[i] = half_units(reach);
        v[4] = rng_int(0, reach) / 2.0;
        g_cap = cap_of(cx + v[0], cy + v[1], v[2], v[3], v[4]);
        for (i = 0; i < 2; i++)
            v[i] = half_units(reach);
        for (i = 2; i < 4; i++)
            v[i] = rng_int(0, reach) / 2.0;
        g_box = BOX(cx + v[0], cy + v[1], v[2], v[3]);
        for (i = 0; i < 2; i++)
            v[i] = half_units(2 * reach);
        g_delta = V(v[0], v[1]);
        if (rng_chance(0.05))
            g_delta = ZERO;
        if (rng_chance(0.4)) {
            for (i = 0; i < 2; i++)
                v[i] = half_units(reach);
            make_flush(cx + v[0], cy + v[1]);
        }
    } else { /* as the benchmark draws them */
        for (i = 0; i < 10; i++)
            v[i] = rng_unit();
        {
            double ax = cx + 200 * v[0] - 100, ay = cy + 200 * v[1] - 100;
            double ahx = 1 + 19 * v[2], ahy = 1 + 19 * v[3];
            double bhx = 1 + 19 * v[4], bhy = 1 + 19 * v[5];
            double bx = ax + (3 * v[6] - 1.5) * (ahx + bhx);
            double by = ay + (3 * v[7] - 1.5) * (ahy + bhy);
            g_box = BOX(bx, by, bhx, bhy);
            for (i = 0; i < 7; i++)
                v[i] = rng_unit();
            g_cap = cap_of(ax - 20 * v[0], ay - 20 * v[1], 60 * v[2] - 30, 60 * v[3] - 30,
                           1 + 9 * v[4]);
            g_delta = V(120 * v[5] - 60, 120 * v[6] - 60);
        }
    }
}

static void trial_bench(void) { g_phase = 0; draw(0, 0, 0, 0); check_case(); }
static void trial_grid(void) { g_phase = 1; draw(0.5, -0.5, 1, 12); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy;
    cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(cx, cy, 1, 12);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's row isect_capsule_sweep_aabb (1086 instructions a call
   against 831 for Box2D's b2ShapeCast edge,box): a box of half size (1, 1)
   falls from (5, 5) by (0, -10) onto the capsule from (0, 0) to (10, 0) of
   radius 1. Its bottom edge meets the top of the capsule at y = 1: the box
   center at y = 2, time 0.3, normal (0, 1). */
TEST(issue12_capsule_sweep_aabb_box_falls_onto_the_side)
{
    isect_sweep s;
    g_cap = cap_of(0, 0, 10, 0, 1);
    g_box = BOX(5, 5, 1, 1);
    g_delta = V(0, -10);
    CHECK(isect_capsule_sweep_aabb(g_cap, g_box, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.3, TOL);
    CHECK_NEAR(s.hit.normal.x, 0, TOL);
    CHECK_NEAR(s.hit.normal.y, 1, TOL);
    CHECK(s.time <= s.hit.time && s.time > 0.3 - 1e-3);
    check_case();
}

/* A corner meets a round end: the box of half size (1, 1) moves left along
   y = 0.8 + 1 from x = 20; its lower left corner runs along y = 0.8 and
   meets the end circle (center (10, 0), radius 1) at (10.6, 0.8), a 3-4-5
   point. The box center is then at x = 11.6: time (20 - 11.6) / 10 = 0.84,
   normal (0.6, 0.8). This is a corner's sweep, the path the change took. */
TEST(issue12_capsule_sweep_aabb_corner_meets_the_end_along_3_4_5)
{
    isect_sweep s;
    g_cap = cap_of(0, 0, 10, 0, 1);
    g_box = BOX(20, 1.8, 1, 1);
    g_delta = V(-10, 0);
    CHECK(isect_capsule_sweep_aabb(g_cap, g_box, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.84, TOL);
    CHECK_NEAR(s.hit.normal.x, 0.6, TOL);
    CHECK_NEAR(s.hit.normal.y, 0.8, TOL);
    check_case();
}

/* Flush: a box resting on the side (its bottom edge at y = 1) that slides
   along it is not stopped; one that moves down into it is, at time 0. */
TEST(issue12_capsule_sweep_aabb_flush_on_the_side)
{
    isect_sweep s;
    g_cap = cap_of(0, 0, 10, 0, 1);
    g_box = BOX(4, 2, 1, 1);
    g_delta = V(3, 0);
    CHECK(!isect_capsule_sweep_aabb(g_cap, g_box, g_delta, &s));
    CHECK(s.time == 1);
    check_case();
    g_delta = V(0.5, -2);
    CHECK(isect_capsule_sweep_aabb(g_cap, g_box, g_delta, &s));
    CHECK(s.hit.time == 0 && s.time == 0);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (capsule sweep aabb)",
                                 0x5eed5019ULL, 20000, describe);
    RUN(issue12_capsule_sweep_aabb_box_falls_onto_the_side);
    RUN(issue12_capsule_sweep_aabb_corner_meets_the_end_along_3_4_5);
    RUN(issue12_capsule_sweep_aabb_flush_on_the_side);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("the axis's length and direction", trials, trial_axis);
    printf("hits/apart/cases: bench %ld/%ld/%ld, grid %ld/%ld/%ld, tiles %ld/%ld/%ld\n",
           hits[0], apart[0], cases[0], hits[1], apart[1], cases[1], hits[2], apart[2],
           cases[2]);
    return property_finish(__FILE__);
}
