/* property_speed_circ.c -- the circle lane of issue 12 (every call as fast
   as the fastest C peer): the faster circle sweep gives the old answers.

   Usage: test-property_speed_circ [seed [trials]]

   isect_circle_sweep_circle no longer calls isect_circle_segment. It asks
   the segment test's exact question itself (isect_segment_enters_disk)
   and, for a path that does not enter, the static test at the end: a
   clear end moves the circle the whole way. Only a path that enters, is
   too big to say, or ends overlapping goes on to the rest of the old
   sweep (isect_circle_sweep_enters): the reach test, the entry without
   the segment test's check of a start inside (the static test has just
   said the start is outside), and the finishing step. The old sweep is
   rebuilt here from public pieces
   (isect_circle_circle, isect_circle_segment) and the library's finishing
   steps as they were, copied; the new sweep must give the same bool and
   the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact,
   - circles flush against each other (3-4-5), starting there or arriving
     there, paths along them, zero radii, still circles,
   - paths that end a few rounding steps short of the still circle's box,
     at coordinates up to a million, where the segment test's sums cancel
     (the case the reach test is kept for),
   - paths that end touching at tile coordinates, where the library's end
     can land a rounding step inside (the one path of a miss that goes on
     to the rest of the sweep),
   - values past the range (no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define FAR 2048
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define FAR 10000
#endif

#include "circle_sweep_ref.h"

/* The sweep as it was: the static test, the reach test, then the segment
   test with the moving radius as padding. */
static bool ref_circle_sweep(isect_circle circle, isect_circle moving,
                             isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    if (isect_circle_circle(circle, moving, &hit))
        return ref_from_overlap(&hit, moving.pos, delta,
                                isect_sub(moving.pos, circle.pos), out);
    if (ref_axis_out(moving.pos.x, delta.x, moving.radius,
                     circle.pos.x - circle.radius, circle.pos.x + circle.radius)
        || ref_axis_out(moving.pos.y, delta.y, moving.radius,
                        circle.pos.y - circle.radius, circle.pos.y + circle.radius))
        return ref_whole_way(moving.pos, delta, out);
    if (delta.x != 0 || delta.y != 0) {
        found = isect_circle_segment(circle, moving.pos, delta, moving.radius, &hit);
        if (found)
            hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    }
    return ref_finish(found, &hit, moving.pos, delta, out);
}

/* ---- comparing ----------------------------------------------------------- */

enum { PHASES = 6 };
static long hits[PHASES], cases[PHASES], ends_inside;
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
    hits[g_phase] += a;
    cases[g_phase]++;
    { /* a path that misses but whose end rounding carried inside */
        isect_circle at_end = g_mover;
        at_end.pos = isect_add(g_mover.pos, g_delta);
        if (!isect_circle_circle(g_circ, g_mover, NULL)
            && !isect_circle_segment(g_circ, g_mover.pos, g_delta, g_mover.radius, NULL)
            && isect_circle_circle(g_circ, at_end, NULL))
            ends_inside++;
    }
}

#include "circle_sweep_cases.h"

/* ---- named cases --------------------------------------------------------- */

/* The book's exercise: a circle of radius 1 moving from (-10, 2.4) by
   (20, 0) past a circle of radius 2 at the origin touches when its center
   is 3 from the origin, at (-1.8, 2.4), time 0.41, normal (-0.6, 0.8); from
   (-10, 3) it grazes, and misses. */
TEST(circ_sweep_hits_along_3_4_5_and_grazes)
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

/* A path that ends exactly touching (3-4-5) misses; one that ends a
   quarter inside hits. */
TEST(circ_sweep_ends_touching)
{
    isect_sweep s;
    g_circ = CIRC(0, 0, 2);
    g_mover = CIRC(-6, 4, 3);
    g_delta = V(3, 0);
    CHECK(!isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    check_case();
    g_delta = V(3.25, 0);
    CHECK(isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    check_case();
}

/* Far apart on x by a million, the segment test's sum for the end cancels:
   the reach test decides, as it did. */
TEST(circ_sweep_far_path_that_cancels)
{
    isect_sweep s;
    g_circ = CIRC(0, 0, 0);
    g_mover = CIRC(1e6, 0, 0);
    g_delta = V(-1e6 + 1.0 / 1024, 0);
    CHECK(!isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    check_case();
    g_circ = CIRC(0, 0, 1.0 / 4096);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "the circle sweep (circle lane)",
                                 0xc12c1e5ULL, 20000, describe);
    RUN(circ_sweep_hits_along_3_4_5_and_grazes);
    RUN(circ_sweep_ends_touching);
    RUN(circ_sweep_far_path_that_cancels);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("paths that end near the reach margin", trials, trial_margin);
    property_phase("paths that end touching, at tiles", trials, trial_ends);
    property_phase("past the range", trials / 4, trial_huge);
    printf("hits/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld,"
           " margin %ld/%ld, huge %ld/%ld\n",
           hits[0], cases[0], hits[1], cases[1], hits[2], cases[2],
           hits[3], cases[3], hits[4], cases[4]);
    printf("ends touching %ld/%ld; paths that miss with an end inside: %ld\n",
           hits[5], cases[5], ends_inside);
    return property_finish(__FILE__);
}
