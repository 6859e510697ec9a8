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

#include "circle_segment_trials.h"

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
