/* property_speed_cseg.c -- the cseg lane of issue 12 (every call as fast
   as the fastest C peer): isect_circle_segment, now a yes/no front in
   intersect.h that calls the library's isect_circle_segment_entry for a
   hit, for numbers too big to decide there, and (since the rounding
   margins) for a gap within a few roundings of zero, gives the old answers.

   Usage: test-property_speed_cseg [seed [trials]]

   The old segment test is copied here as it was (ref_circle_segment, with
   its exact question ref_enters_disk, its entry and its slow path), and
   the old circle sweep, which now calls the library's own copy of the
   segment test (isect_segment_in_disk) instead of the public front. The
   new isect_circle_segment must give the same bool and the same bytes,
   bit for bit, through a direct call and through a function pointer (the
   library's one real copy), with and without a hit to fill, with a
   padding of zero, of the moving radius or negative; called on its own,
   isect_circle_segment_entry must give the same, and leave the hit alone
   for a no. The sweep must give the same sweep. The cases (drawn as in
   property_speed_csw.c):
   - as the benchmark draws them,
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact, with circles flush against
     each other now and then (tangents and ends on the circle), zero
     radii, zero-length segments,
   - paths that end near the reach margin, or touching, at tiles,
   - long paths (a hundred to a million units) that end, start or pass
     within a few rounding steps of the circle,
   - paths that graze the circle at every scale from subnormal to huge
     (where the fourth powers leave the range, and the front asks the
     library),
   - tiny and subnormal scales,
   - values past the range (the slow path; no NaN from finite input). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#include "circle_segment_ref.h"

/* ---- comparing ----------------------------------------------------------- */

enum { PHASES = 9 };
static long hits[PHASES], cases[PHASES], seg_hits;
static int g_phase;

static bool (*volatile segment_fn)(isect_circle, isect_vec, isect_vec, isect_real,
                                    isect_hit *) = isect_circle_segment;
static long seg_cases;

static int finite_input(isect_real pad)
{
    return isfinite((double)g_circ.pos.x) && isfinite((double)g_circ.pos.y)
        && isfinite((double)g_circ.radius) && isfinite((double)g_mover.pos.x)
        && isfinite((double)g_mover.pos.y) && isfinite((double)g_delta.x)
        && isfinite((double)g_delta.y) && isfinite((double)pad);
}

/* The segment test from the moving circle's start along the delta, with
   the padding given: the front, the pointer, the entry, the old code. */
static void check_segment(isect_real pad)
{
    isect_hit h1 = marked_hit(), h2 = marked_hit(), h3 = marked_hit(), h4 = marked_hit();
    isect_vec pos = g_mover.pos;
    bool a = isect_circle_segment(g_circ, pos, g_delta, pad, &h1);
    bool b = ref_circle_segment(g_circ, pos, g_delta, pad, &h2);
    bool c = segment_fn(g_circ, pos, g_delta, pad, &h3);
    bool d = isect_circle_segment_entry(g_circ.pos, g_circ.radius, pos, g_delta, pad, &h4);
    CHECK(a == b && a == c && a == d);
    CHECK(same_hit(&h1, &h2) && same_hit(&h3, &h2) && same_hit(&h4, &h2));
    CHECK(a || hit_is_marked(h1));
    CHECK(!a || !finite_input(pad) || hit_no_nan(&h1));
    CHECK(a == isect_circle_segment(g_circ, pos, g_delta, pad, NULL));
    CHECK(a == segment_fn(g_circ, pos, g_delta, pad, NULL));
    CHECK(a == isect_circle_segment_entry(g_circ.pos, g_circ.radius, pos, g_delta, pad,
                                          NULL));
    seg_hits += a;
    seg_cases++;
}

static void check_case(void)
{
    isect_sweep fast, old;
    bool a, b, c, d;
    int k = rng_int(0, 2);
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
    check_segment(0);
    check_segment(g_mover.radius);
    if (k == 0)
        check_segment(-g_mover.radius);
    else if (k == 1) /* the moving radius as a circle of its own */
        check_segment(g_mover.radius - g_circ.radius);
    hits[g_phase] += a;
    cases[g_phase]++;
}

#include "circle_sweep_cases.h"

#include "circle_segment_trials.h"

/* ---- named cases --------------------------------------------------------- */

/* The book's exercise: a circle of radius 5 at the origin; from (-10, 3)
   by (20, 0) the segment enters at time 0.3 with the normal (-0.8, 0.6);
   from (-10, 5) it is a tangent, and misses; from (10, 0) by (10, 0) it
   heads away, and misses. A start inside hits at time 0. */
TEST(cseg_book_exercise)
{
    isect_hit h;
    g_circ = CIRC(0, 0, 5);
    g_mover = CIRC(-10, 3, 0);
    g_delta = V(20, 0);
    CHECK(isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, &h));
    CHECK_NEAR(h.time, 0.3, 1e4 * TOL);
    CHECK_VEC(h.normal, -0.8, 0.6, 1e4 * TOL);
    check_segment(0);
    g_mover = CIRC(-10, 5, 0);
    CHECK(!isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, &h));
    check_segment(0);
    g_mover = CIRC(10, 0, 0);
    g_delta = V(10, 0);
    CHECK(!isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, &h));
    check_segment(0);
    g_mover = CIRC(1, 1, 0);
    CHECK(isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, &h));
    CHECK(h.time == 0);
    check_segment(0);
}

/* Numbers the front does not decide itself: a reach whose square
   overflows (the slow path), and in double a tangent test whose fourth
   powers leave the range (the careful comparison; the front's rounding
   margin, at least DBL_MIN, is wider than such a gap); both ask the
   library. */
TEST(cseg_front_asks_the_library)
{
#ifdef ISECT_FLOAT
    double big = 1e30, small = 1e-30;
#else
    double big = 1e200, small = 1e-100;
#endif
    g_circ = CIRC(0, 0, big);
    g_mover = CIRC(-3 * big, big / 2, 0);
    g_delta = V(6 * big, 0);
    CHECK(isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, NULL));
    check_segment(0);
    g_circ = CIRC(0, 0, small);
    g_mover = CIRC(-3 * small, small / 2, 0);
    g_delta = V(6 * small, 0);
    CHECK(isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, NULL));
    check_segment(0);
    g_mover = CIRC(-3 * small, small, 0);
    CHECK(!isect_circle_segment(g_circ, g_mover.pos, g_delta, 0, NULL));
    check_segment(0);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "the circle segment front (cseg lane)",
                                 0xc5e6a1eULL, 20000, describe);
    RUN(cseg_book_exercise);
    RUN(cseg_front_asks_the_library);
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
    printf("segment tests: %ld, hits %ld\n", seg_cases, seg_hits);
    return property_finish(__FILE__);
}
