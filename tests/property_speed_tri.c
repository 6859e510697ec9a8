/* property_speed_tri.c -- issue 12, item 1 (every call as fast as the
   fastest C peer), lane tri: the faster isect_triangle_sweep_circle gives
   the answer of the plain one.

   Usage: test-property_speed_tri [seed [trials]]

   The plain sweep, kept here as the reference: from a clear start, the
   circle's path hits the triangle where its center first enters one of the
   three edge capsules (isect_capsule_segment), the earliest of the three,
   ties to the contact that opposes the motion more, then the first edge in
   the order AB, BC, CA. The fast sweep skips an edge that the path surely
   leaves behind, and first rejects a path that the line of an edge, or the
   line of the path, keeps more than r from the triangle. Both are sound in
   exact arithmetic, so:

   - from a clear start (isect_triangle_circle false), when the reference
     finds a contact against the motion, the sweep hits with exactly that
     contact (hit bytes equal) on exact inputs (half-unit grid, tiles in the
     thousands), or, where an edge's entry is the capsule's quick answer
     (the book's "A quick answer, when it is clear", which computes it
     without turning the frame), one within rounding of it (same_bits.h,
     near_entry); on other inputs, the same time to a rounding tolerance;
   - when the reference finds no contact, the sweep either misses or stops
     only because rounding carried its end inside (time 1);
   - the same bool with out NULL.

   Cases: as the benchmark draws them (corners within 20 of a center,
   radius 1..20, motion up to 60); a half-unit grid; tiles of 16 or 32 in
   the thousands with circles resting exactly on an edge's line, moving
   along it (a graze) or into the next tile; slivers and flat triangles. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

static isect_triangle g_t;
static isect_circle g_c;
static isect_vec g_d;

static void describe(void)
{
    printf("  [%s, trial %ld] tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)"
           " circle (%.17g, %.17g) r %.17g delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_t.a.x, (double)g_t.a.y, (double)g_t.b.x,
           (double)g_t.b.y, (double)g_t.c.x, (double)g_t.c.y, (double)g_c.pos.x,
           (double)g_c.pos.y, (double)g_c.radius, (double)g_d.x, (double)g_d.y);
}

/* The plain path: the earliest of the three edge capsules. */
static bool reference_path(isect_triangle t, isect_circle c, isect_vec d, isect_hit *best)
{
    isect_vec k[4];
    bool found = false;
    int i;
    k[0] = t.a, k[1] = t.b, k[2] = t.c, k[3] = t.a;
    for (i = 0; i < 3; i++) {
        isect_capsule e;
        isect_hit h;
        e.pos = k[i];
        e.delta = isect_sub(k[i + 1], k[i]);
        e.radius = c.radius;
        if (!isect_capsule_segment(e, c.pos, d, &h))
            continue;
        h.pos = isect_sub(h.pos, isect_scale(h.normal, c.radius));
        if (!found || h.time < best->time
            || (h.time == best->time && isect_dot(d, h.normal) > isect_dot(d, best->normal))) {
            *best = h;
            found = true;
        }
    }
    return found;
}

static long n_hits, n_misses, n_overlaps, n_same;


/* exact: the inputs are on a grid where every product is exact */
static void check_case(bool exact)
{
    isect_hit ref, start;
    isect_sweep sw;
    bool ok, found;
    if (!(g_c.radius > 0) || (g_d.x == 0 && g_d.y == 0))
        return;
    if (isect_triangle_circle(g_t, g_c, &start)) {
        n_overlaps++;
        return;
    }
    /* a flat triangle is swept in the library's one order */
    found = reference_path(tri_area_is_zero(g_t) ? tri_in_one_order(g_t) : g_t, g_c, g_d, &ref);
    ok = isect_triangle_sweep_circle(g_t, g_c, g_d, &sw);
    CHECK(ok == isect_triangle_sweep_circle(g_t, g_c, g_d, NULL));
    if (found && isect_dot(g_d, ref.normal) < 0) {
        n_hits++;
        CHECK(ok);
        if (!ok)
            return;
        if (exact) {
            /* The same time. At a corner two edges' capsules find the same
               contact; near the seam of a cap (where the side starts) the
               normal is only good to about sqrt(2 eps) (see isect_capsule_
               segment), and the two capsules can round it either way. */
            double seam = 4 * sqrt(REAL_EPS);
            double tol = 16 * REAL_EPS * maxabs(1, ref.pos) + seam * (double)g_c.radius;
            CHECK(sw.hit.time == ref.time
                  || near_entry(&sw.hit, &ref, triangle_case_sizes(g_t, g_c, g_d),
                                (double)g_c.radius, g_d, seam));
            CHECK(vdist(sw.hit.normal, ref.normal) <= seam);
            CHECK(vdist(sw.hit.pos, ref.pos) <= tol);
            CHECK(vdist(sw.hit.delta, ref.delta) <= tol);
            n_same += memcmp(&sw.hit, &ref, sizeof ref) == 0;
        } else {
            CHECK_NEAR(sw.hit.time, ref.time, 64 * REAL_EPS * (1 + vlen(g_d) / g_c.radius));
            CHECK(isect_dot(g_d, sw.hit.normal) <= 0);
        }
    } else {
        n_misses++;
        CHECK(!ok || sw.hit.time == 1);
    }
}

/* ---- drawing cases ------------------------------------------------------- */

static double rnd(double lo, double hi) { return lo + (hi - lo) * rng_unit(); }
static double half(int lo, int hi) { return 0.5 * rng_int(2 * lo, 2 * hi); }

/* Points of such draws, x first, then y, one statement each: in one
   call's arguments the order would be the compiler's choice, and a seed
   would make another case under another compiler. */
static isect_vec rnd_near(double x, double y, double lo, double hi) /* (x, y) + [lo, hi)^2 */
{
    double dx = rnd(lo, hi);
    double dy = rnd(lo, hi);
    return V(x + dx, y + dy);
}
static isect_vec half_vec(int lo, int hi)
{
    double x = half(lo, hi);
    double y = half(lo, hi);
    return V(x, y);
}

static void trial_bench(void)
{
    double x = rnd(-100, 100), y = rnd(-100, 100);
    g_t.a = rnd_near(x, y, -20, 20);
    g_t.b = rnd_near(x, y, -20, 20);
    g_t.c = rnd_near(x, y, -20, 20);
    g_c.pos = rnd_near(x, y, -45, 45);
    g_c.radius = (isect_real)rnd(0.5, 20);
    g_d = rnd_near(0, 0, -60, 60);
    check_case(false);
}

static void trial_grid(void)
{
    g_t.a = half_vec(-8, 8);
    g_t.b = half_vec(-8, 8);
    g_t.c = rng_chance(0.1) ? isect_add(g_t.a, isect_scale(isect_sub(g_t.b, g_t.a), 2))
                            : half_vec(-8, 8); /* flat, a tenth of the time */
    g_c.pos = half_vec(-16, 16);
    g_c.radius = (isect_real)half(1, 6);
    g_d = half_vec(-24, 24);
    check_case(true);
}

/* Tiles: a right triangle on a tile, the circle resting on the line of
   its floor or its wall (exactly r away), moving along it, into it or at
   a slant, at tile corners from 16 up to about 10^4. */
static void trial_tiles(void)
{
    double s = rng_chance(0.5) ? 16 : 32, x0 = s * rng_int(0, 300), y0 = s * rng_int(0, 300);
    double r = s * 0.25 * rng_int(1, 4);
    int turn = rng_int(0, 3);
    isect_vec p = V(x0, y0), q = V(x0 + s, y0), u = V(x0, y0 + s);
    if (turn == 1) q = V(x0, y0 + s), u = V(x0 + s, y0 + s);
    if (turn == 2) q = V(x0 + s, y0 + s), u = V(x0 + s, y0);
    if (turn == 3) q = V(x0 - s, y0), u = V(x0, y0 - s);
    g_t.a = p, g_t.b = q, g_t.c = u;
    if (rng_chance(0.5)) /* on the floor line, left of the tile */
        {
            double draw0 = x0 - s * rng_int(1, 4);
            double draw1 = y0 + (rng_chance(0.5) ? r : -r);
            g_c.pos = V(draw0, draw1);
        }
    else /* on the wall line, below the tile */
        {
            double draw0 = x0 + (rng_chance(0.5) ? r : -r);
            double draw1 = y0 - s * rng_int(1, 4);
            g_c.pos = V(draw0, draw1);
        }
    g_c.radius = (isect_real)r;
    switch (rng_int(0, 2)) {
    case 0: g_d = V(s * rng_int(-8, 8), 0); break;
    case 1: g_d = V(0, s * rng_int(-8, 8)); break;
    default: {
        double x = 0.5 * s * rng_int(-8, 8);
        double y = 0.5 * s * rng_int(-8, 8);
        g_d = V(x, y);
        break;
    }
    }
    check_case(true);
}

/* Slivers: a corner a few rounding steps off the line of the other two. */
static void trial_sliver(void)
{
    double x = rnd(0.5, 1e4), y = rnd(0.5, 1e4), L = rnd(1, 100), a = rnd(0, 6.283);
    isect_vec dir = V(cos(a), sin(a));
    g_t.a = V(x, y);
    g_t.b = V(x + L * (double)dir.x, y + L * (double)dir.y);
    {
        double off_x = rnd(-4, 4) * REAL_EPS * L * (double)dir.y;
        double off_y = rnd(-4, 4) * REAL_EPS * L * (double)dir.x;
        g_t.c = V(x + 0.5 * L * (double)dir.x - off_x, y + 0.5 * L * (double)dir.y + off_y);
    }
    g_c.pos = rnd_near(x, y, -L, 2 * L);
    g_c.radius = (isect_real)rnd(0.5, L / 4);
    g_d = rnd_near(0, 0, -2 * L, 2 * L);
    check_case(false);
}

/* ---- named cases --------------------------------------------------------- */

#ifndef ISECT_FLOAT
/* Two cases an audit found (double): a triangle about 2^-240 across, the
   smallest sizes the capsule's quick answer takes, and a circle at a
   corner moving about 2^-40 of that. The quick answer's margins for the
   corner's circle came out subnormal (zero, or a few digits), while the
   discriminant was a subnormal number of a few dozen digits, and it
   answered anyway: the first path went from a hit to a miss, the second
   stopped at time 0 where it had moved on. The quick answer now stands
   aside when a margin is not an ordinary number, and the answer is the
   plain one, every byte. */
static void same_as_plain(isect_triangle t, isect_circle c, isect_vec d)
{
    isect_hit ref;
    isect_sweep sw;
    bool found = reference_path(t, c, d, &ref) && isect_dot(d, ref.normal) < 0;
    bool ok = isect_triangle_sweep_circle(t, c, d, &sw);
    CHECK(!isect_triangle_circle(t, c, NULL));
    CHECK(ok == found);
    if (ok && found)
        CHECK(memcmp(&sw.hit, &ref, sizeof ref) == 0);
}

TEST(small_corner_quick_answer_stands_aside)
{
    isect_triangle t1 = {{0, 0}, {0x1.4p-238, 0}, {0, 0x1.4p-238}};
    isect_circle c1 = {{-0x1.1b58f5d20996bp-240, -0x1.df76f1a425b19p-242}, 0x1.33a88e07897aap-240};
    isect_vec d1 = {0x1.df76f1a42a05bp-280, -0x1.1b58f5d209218p-278};
    isect_triangle t2 = {{0x1p-248, 0}, {0x1.42p-241, 0}, {0x1p-248, 0x1.4p-241}};
    isect_circle c2 = {{-0x1.338adae1a0e65p-247, -0x1.90575fea7380fp-244}, 0x1.9406b5e63916dp-244};
    isect_vec d2 = {0x1.9057626d03984p-275, -0x1.b38a47394d4fap-278};
    same_as_plain(t1, c1, d1);
    same_as_plain(t2, c2, d2);
}
#endif

/* The ramp of issue 13, rolled into from the floor: the floor edge faces
   away from nothing the path does (it grazes), the slope is entered
   through its flat side. The skip leaves the slope, and the answer is the
   plain one: the slope's contact, at the same time to a rounding step or
   two (the slope's entry is the capsule's quick answer). */
TEST(sweep_circle_ramp_from_the_floor_same_contact)
{
    isect_triangle t = TRI(0, 0, 8, 0, 8, 4);
    isect_circle c = CIRC(-5, 1, 1);
    isect_vec d = V(10, 0);
    isect_hit ref;
    isect_sweep sw;
    CHECK(reference_path(t, c, d, &ref));
    CHECK(isect_triangle_sweep_circle(t, c, d, &sw));
    CHECK_NEAR(sw.hit.time, ref.time, 4 * REAL_EPS);
    CHECK_NEAR(sw.hit.pos.x, ref.pos.x, 64 * REAL_EPS);
    CHECK_NEAR(sw.hit.pos.y, ref.pos.y, 64 * REAL_EPS);
    CHECK_NEAR(sw.hit.normal.x, -1 / sqrt(5.0), TOL);
    CHECK_NEAR(sw.hit.normal.y, 2 / sqrt(5.0), TOL);
}

/* A path that the line of an edge keeps apart: parallel to the floor,
   2 below it with r = 1. A miss, the whole way. */
TEST(sweep_circle_kept_apart_by_an_edge_line)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    isect_sweep sw;
    CHECK(!isect_triangle_sweep_circle(t, CIRC(-5, -2, 1), V(10, 0), &sw));
    CHECK_NEAR(sw.time, 1, 0);
    /* 1 below: touching along the floor, a graze, still a miss */
    CHECK(!isect_triangle_sweep_circle(t, CIRC(-5, -1, 1), V(10, 0), &sw));
    /* a hair less: a hit on the corner at (0, 0) */
    CHECK(isect_triangle_sweep_circle(t, CIRC(-5, -0.75, 1), V(10, 0), &sw));
    CHECK(sw.hit.time > 0 && sw.hit.time < 1);
}

/* A path whose own line keeps it apart: every corner more than r to one
   side of the line of motion. */
TEST(sweep_circle_kept_apart_by_the_path_line)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    isect_sweep sw;
    /* the path y = x - 7, 45 degrees: the corner (4, 0) is 3/sqrt 2 > 2 off */
    CHECK(!isect_triangle_sweep_circle(t, CIRC(3, -4, 2), V(6, 6), &sw));
    /* exactly r off the corner (4, 0): touching, a miss */
    CHECK(!isect_triangle_sweep_circle(t, CIRC(6, -2, 2), V(0, 8), &sw));
    /* and a quarter nearer: a hit */
    CHECK(isect_triangle_sweep_circle(t, CIRC(5.75, -2, 2), V(0, 8), &sw));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast triangle sweep (lane tri)",
                                 0x7a1e5eedULL, 20000, describe);
    RUN(sweep_circle_ramp_from_the_floor_same_contact);
#ifndef ISECT_FLOAT
    RUN(small_corner_quick_answer_stands_aside);
#endif
    RUN(sweep_circle_kept_apart_by_an_edge_line);
    RUN(sweep_circle_kept_apart_by_the_path_line);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tiles in the thousands", trials, trial_tiles);
    property_phase("slivers", trials / 2, trial_sliver);
    printf("clear starts: %ld hits (%ld on exact inputs the same bytes), %ld misses;"
           " %ld overlapping starts\n", n_hits, n_same, n_misses, n_overlaps);
    return property_finish(__FILE__);
}
