/* property_speed_csw.c -- the csw lane of issue 12 (every call as fast as
   the fastest C peer): the circle sweep, shortened, gives the old answers.

   Usage: test-property_speed_csw [seed [trials]]

   Two changes to isect_circle_sweep_circle. (1) Its static test at the
   start calls isect_point_in_disk, the inline body of
   isect_circle_circle, directly: the same code, which clang then pastes
   in. (2) Its helper isect_circle_sweep_enters no longer asks the reach
   test (isect_path_out_of_reach) of a path that the exact question
   (isect_segment_enters_disk) says enters: that question forms the end
   E = M + D before squaring it, and is right to a rounding step of the
   coordinates, far inside the reach test's margin of 16 rounding steps
   of the bounds. The reach test still comes first for a path that does
   not enter (its end overlaps) or that is too big to say. (3) The entry
   hit of isect_circle_segment and of the sweep, isect_disk_entry_hit, is
   pasted in always (ISECT_INLINE): clang used to call it.

   The old sweep and the old segment test are copied here as they were,
   with their private helpers (ref_enters_disk, ref_entry_time,
   ref_entry_hit, the slow path of ref_circle_segment) and the finishing
   steps; the sweep calls the public isect_circle_circle, which did not
   change. The new sweep and segment test (with the moving radius as the
   padding, or none) must give the same bool and the same bytes, bit for
   bit, on:
   - cases drawn as the benchmark draws them,
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact, with circles flush against
     each other now and then, zero radii, still circles,
   - paths that end a few rounding steps from the reach test's margin at
     coordinates up to a million,
   - paths that end touching at tile coordinates,
   - long paths (a hundred to a million units) that end, start or pass
     within a few rounding steps of the grown circle,
   - paths that graze the grown circle, nearly along an axis, within a few
     rounding steps of the reach test's margin, at every scale from
     subnormal to huge (where squares underflow or the fourth powers leave
     the range, and the question decides by its slow comparison),
   - the benchmark's and the grid's cases scaled down by a power of two
     into tiny and subnormal numbers,
   - values past the range (no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#include "circle_segment_ref.h"

/* ---- comparing ----------------------------------------------------------- */

enum { PHASES = 9 };
static long hits[PHASES], cases[PHASES], seg_hits;
static int g_phase;

static void check_case(void)
{
    isect_sweep fast, old;
    bool a, b, c, d;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_circle_sweep_circle(g_circ, g_mover, g_delta, &fast);
    b = ref_circle_sweep(g_circ, g_mover, g_delta, &old);
    c = isect_circle_sweep_circle(g_circ, g_mover, g_delta, NULL);
    d = ref_circle_sweep(g_circ, g_mover, g_delta, NULL);
    CHECK(a == b);
    CHECK(a == c);
    CHECK(b == d);
    CHECK(same_sweep(&fast, &old));
    CHECK(sweep_no_nan(&fast));
    { /* the segment test, with the moving radius as padding and without */
        isect_hit hf, ho;
        isect_real pad = rng_chance(0.5) ? g_mover.radius : 0;
        memset(&hf, 0, sizeof hf);
        memset(&ho, 0, sizeof ho);
        bool sa = isect_circle_segment(g_circ, g_mover.pos, g_delta, pad, &hf);
        bool sb = ref_circle_segment(g_circ, g_mover.pos, g_delta, pad, &ho);
        CHECK(sa == sb);
        CHECK(same_hit(&hf, &ho));
        CHECK(sa == isect_circle_segment(g_circ, g_mover.pos, g_delta, pad, NULL));
        CHECK(hit_no_nan(&hf));
        seg_hits += sa;
    }
    hits[g_phase] += a;
    cases[g_phase]++;
}

#include "circle_sweep_cases.h"

/* A long path, a hundred to a million units, that ends, starts or passes
   (its nearest point inside the path) within a few rounding steps of the
   grown circle, in a direction along an axis, along 3-4-5 or anywhere. */
static void trial_long(void)
{
    double len = pow(10, 2 + 4 * rng_unit());
    double cx = 1000 * (2 * rng_unit() - 1), cy = 1000 * (2 * rng_unit() - 1);
    double rc = rng_chance(0.2) ? 0 : 20 * rng_unit();
    double rm = rng_chance(0.2) ? 0 : 20 * rng_unit();
    int dir = rng_int(0, 2), mode = rng_int(0, 2);
    double angle = 6.283185307179586 * rng_unit();
    double steps = rng_int(-12, 12);
    double side = rng_chance(0.5) ? 1 : -1;
    double frac = rng_unit();
    double ux, uy, nx, ny, h, px, py;
    g_phase = 6;
    if (dir == 0) {
        ux = 1, uy = 0;
    } else if (dir == 1) {
        ux = 0.6, uy = 0.8;
    } else {
        ux = cos(angle), uy = sin(angle);
    }
    if (side < 0)
        ux = -ux, uy = -uy;
    h = (rc + rm) * (1 + steps * REF_EPS) + steps * REF_EPS * (ref_abs(R(cx)) + ref_abs(R(cy)));
    g_circ = CIRC(cx, cy, rc);
    g_mover.radius = R(rm);
    if (mode == 2) { /* passes: nearest point inside the path, at distance h */
        nx = -uy, ny = ux;
        px = cx + h * nx - frac * len * ux;
        py = cy + h * ny - frac * len * uy;
        g_mover.pos = V(px, py);
        g_delta = V(len * ux, len * uy);
    } else { /* ends (or starts) at distance h, coming from anywhere near u */
        double ex = cx - h * ux, ey = cy - h * uy;
        g_delta = V(len * ux, len * uy);
        if (mode == 0)
            g_mover.pos = V(ex - len * ux, ey - len * uy);
        else /* starts there, heading in or out */
            g_mover.pos = V(ex, ey);
    }
    check_case();
}

/* A path nearly along an axis that grazes the grown circle, its distance
   from the center a few rounding steps from the sum of the radii, so that
   the reach test's gap on the other axis is near its margin; at a scale
   2^e from subnormal to huge. */
static void trial_graze(void)
{
    int e = rng_int(GRAZE_EXP_LO, GRAZE_EXP_HI);
    double s = ldexp(1, e);
    double cx = s * (8 * rng_unit() - 4), cy = s * (8 * rng_unit() - 4);
    double rc = rng_chance(0.15) ? 0 : s * rng_unit();
    double rm = rng_chance(0.15) ? 0 : s * rng_unit();
    double len = s * (0.5 + 8 * rng_unit());
    double frac = 1.4 * rng_unit() - 0.2;
    int tilt = rng_int(0, 3);
    double tilt_part = 2 * rng_unit() - 1;
    double steps = rng_int(-40, 40);
    double steps_part = rng_unit();
    double side = rng_chance(0.5) ? 1 : -1;
    int swap = rng_chance(0.5);
    double slope, h, px, py;
    isect_real rsum;
    g_phase = 7;
    g_circ = CIRC(cx, cy, rc);
    g_mover.radius = R(rm);
    rsum = g_circ.radius + g_mover.radius;
    slope = tilt == 0 ? 0 : tilt == 1 ? ldexp(tilt_part, -30)
          : tilt == 2 ? ldexp(tilt_part, -12) : 1e-3 * tilt_part;
    h = (double)rsum
        + (steps + steps_part) * REF_EPS * ((double)rsum + ref_abs(R(cy)) + s);
    px = cx - frac * len;
    py = cy + side * h - slope * len * frac;
    g_delta = V(len, slope * len);
    g_mover.pos = V(px, py);
    if (swap) {
        g_circ.pos = isect_v(g_circ.pos.y, g_circ.pos.x);
        g_mover.pos = isect_v(g_mover.pos.y, g_mover.pos.x);
        g_delta = isect_v(g_delta.y, g_delta.x);
    }
    check_case();
}

/* The benchmark's or the grid's cases, scaled down by a power of two into
   tiny and subnormal numbers. */
static isect_real tiny(isect_real v, int e) { return R(ldexp((double)v, -e)); }

static void trial_tiny(void)
{
    int e = rng_int(TINY_EXP_LO, TINY_EXP_HI);
    int grid = rng_chance(0.5);
    g_phase = 8;
    if (grid)
        draw(0.5, -0.5, 1, 12);
    else
        draw(0, 0, 0, 0);
    g_circ.pos = isect_v(tiny(g_circ.pos.x, e), tiny(g_circ.pos.y, e));
    g_circ.radius = tiny(g_circ.radius, e);
    g_mover.pos = isect_v(tiny(g_mover.pos.x, e), tiny(g_mover.pos.y, e));
    g_mover.radius = tiny(g_mover.radius, e);
    g_delta = isect_v(tiny(g_delta.x, e), tiny(g_delta.y, e));
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* The book's exercise: a circle of radius 1 moving from (-10, 2.4) by
   (20, 0) past a circle of radius 2 at the origin hits at time 0.41 with
   the normal (-0.6, 0.8); from (-10, 3) it grazes, and misses. */
TEST(csw_sweep_hits_and_grazes)
{
    isect_sweep s;
    g_circ = CIRC(0, 0, 2);
    g_mover = CIRC(-10, 2.4, 1);
    g_delta = V(20, 0);
    CHECK(isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.41, 1e4 * TOL);
    CHECK_VEC(s.hit.normal, -0.6, 0.8, 1e4 * TOL);
    CHECK(s.time < s.hit.time);
    check_case();
    g_mover = CIRC(-10, 3, 1);
    CHECK(!isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    CHECK(s.time == 1);
    check_case();
}

/* A path a million units long that stops 2^-10 short of a point circle
   misses; one that ends 2^-10 inside a circle of radius 2^-9 hits. */
TEST(csw_sweep_long_path_ends_near)
{
    isect_sweep s;
    g_circ = CIRC(0, 0, 0);
    g_mover = CIRC(1e6, 0, 0);
    g_delta = V(-1e6 + 1.0 / 1024, 0);
    CHECK(!isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    check_case();
    g_circ = CIRC(0, 0, 1.0 / 512);
    CHECK(isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "the circle sweep (csw lane)",
                                 0xc5a1e12ULL, 20000, describe);
    RUN(csw_sweep_hits_and_grazes);
    RUN(csw_sweep_long_path_ends_near);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("paths that end near the reach margin", trials, trial_margin);
    property_phase("paths that end touching, at tiles", trials, trial_ends);
    property_phase("long paths that end, start or pass near", trials, trial_long);
    property_phase("grazing paths near the margin, every scale", 4 * trials, trial_graze);
    property_phase("tiny and subnormal scales", trials, trial_tiny);
    property_phase("past the range", trials / 4, trial_huge);
    printf("hits/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld, margin %ld/%ld,"
           " ends %ld/%ld, long %ld/%ld, graze %ld/%ld, tiny %ld/%ld, huge %ld/%ld\n",
           hits[0], cases[0], hits[1], cases[1], hits[2], cases[2], hits[3], cases[3],
           hits[5], cases[5], hits[6], cases[6], hits[7], cases[7], hits[8], cases[8],
           hits[4], cases[4]);
    printf("paths that enter, where the old sweep asked the reach test: %ld;"
           " segment test hits: %ld\n", reach_saved, seg_hits);
    return property_finish(__FILE__);
}
