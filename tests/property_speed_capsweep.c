/* property_speed_capsweep.c -- the capsule-sweep lane of issue 12 (every
   call as fast as the fastest C peer): the faster capsule tests give the old
   answers.

   Usage: test-property_speed_capsweep [seed [trials]]

   Three changes, each checked against the old code, rebuilt here:
   - isect_capsule_sweep_circle no longer runs the static test at the end of
     a path that the segment test has just found clear: the segment test
     measured that end against the axis with the same numbers
     (isect_segments_closer_end reports it). The old sweep is rebuilt from
     public pieces (isect_capsule_circle; isect_capsule_segment on the grown
     capsule; the finishing step with its static test at the end, copied).
   - isect_apart, the reach test of every sweep, returns "not apart" before
     it adds up the sizes when the gap is not positive. The old and the new
     forms are compared on random, tiny, huge, infinite and NaN numbers.
   - isect_segments_closer and isect_capsule_enters are pasted into their
     callers (ISECT_INLINE): the same operations, so the same bits; the
     sweep check covers them too.
   The new sweep must give the same bool and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact,
   - circles flush against a side or an end (3-4-5), starting there or
     arriving there, paths along a side, paths that end a rounding step
     inside or outside, zero-length capsules, still circles,
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

#ifdef ISECT_FLOAT
#define NEXT(x, to) nextafterf((x), (float)(to))
#else
#define NEXT(x, to) nextafter((x), (to))
#endif

static isect_capsule g_cap;
static isect_circle g_circ;
static isect_vec g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] capsule (%.17g, %.17g) d (%.17g, %.17g) r %.17g,"
           " circle (%.17g, %.17g) r %.17g, delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_cap.pos.x, (double)g_cap.pos.y,
           (double)g_cap.delta.x, (double)g_cap.delta.y, (double)g_cap.radius,
           (double)g_circ.pos.x, (double)g_circ.pos.y, (double)g_circ.radius,
           (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old sweep, from public pieces and the finishing step ------------ */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }

#include "capsule_sweep_ref.h"

static bool ref_sweep(isect_capsule capsule, isect_circle moving, isect_vec delta,
                      isect_sweep *out)
{
    isect_hit hit;
    isect_capsule grown = capsule;
    isect_vec tip = isect_add(capsule.pos, capsule.delta);
    isect_real r = capsule.radius, time = 0;
    bool found = false;
    if (ref_axis_out(moving.pos.x, delta.x, moving.radius,
                     ref_min(capsule.pos.x, tip.x) - r, ref_max(capsule.pos.x, tip.x) + r)
        || ref_axis_out(moving.pos.y, delta.y, moving.radius,
                        ref_min(capsule.pos.y, tip.y) - r, ref_max(capsule.pos.y, tip.y) + r))
        return ref_whole_way(moving.pos, delta, out);
    if (isect_capsule_circle(capsule, moving, &hit)) {
        bool still = delta.x == 0 && delta.y == 0;
        isect_vec apart = isect_sub(moving.pos, cap_middle(capsule));
        if (!still && !start_blocks(delta, hit.normal, &apart))
            return ref_whole_way(moving.pos, delta, out);
        out->hit = hit;
        out->time = 0;
        out->pos = moving.pos;
        return true;
    }
    if (delta.x != 0 || delta.y != 0) {
        grown.radius += moving.radius;
        found = isect_capsule_segment(grown, moving.pos, delta, &hit);
        if (found)
            hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    }
    if (found && contact_counts(&hit, delta)) { /* time 1 only touches; at time 0, a slide (later rules) */
        /* the entry */
    } else if ((delta.x != 0 || delta.y != 0)
               && ref_overlaps(moving, isect_add(moving.pos, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return ref_whole_way(moving.pos, delta, out);
    if (hit.time > 0)
        time = ref_back_off_by(&hit, moving.pos, delta, ref_overlaps_at, &moving);
    out->hit = hit;
    out->time = time;
    out->pos = isect_add(moving.pos, isect_scale(delta, time));
    return true;
}

/* ---- the reach test, old and new ---------------------------------------- */

static int new_apart(isect_real lo, isect_real hi, isect_real olo, isect_real ohi)
{
    isect_real gap = ref_max(olo - hi, lo - ohi);
    isect_real size;
    if (!(gap > 0))
        return 0;
    size = ref_abs(lo) + ref_abs(hi) + ref_abs(olo) + ref_abs(ohi);
    return gap > 16 * REF_EPS * size;
}

static isect_real any_real(void)
{
    switch (rng_int(0, 9)) {
    case 0: return (isect_real)(rng_chance(0.5) ? INFINITY : -INFINITY);
    case 1: return (isect_real)NAN;
    case 2: return rng_chance(0.5) ? (isect_real)0 : -(isect_real)0;
    case 3: return (isect_real)((2 * rng_unit() - 1) * REF_MIN * 4);
    case 4: return (isect_real)((2 * rng_unit() - 1) * 1e30);
    case 5: return (isect_real)(rng_int(-40, 40) / 2.0);
    default: return (isect_real)(200 * rng_unit() - 100);
    }
}

static long apart_cases, apart_yes;

static void trial_apart(void)
{
    isect_real lo = any_real(), hi = any_real(), olo = any_real(), ohi = any_real();
    int a, b;
    if (rng_chance(0.3)) /* touching or a rounding step apart */
        olo = rng_chance(0.5) ? hi : NEXT(hi, INFINITY);
    a = ref_apart(lo, hi, olo, ohi);
    b = new_apart(lo, hi, olo, ohi);
    CHECK(a == b);
    apart_cases++;
    apart_yes += a;
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[4], cases[4];
static int g_phase;

static void check_case(void)
{
    isect_sweep fast, old;
    bool a, b, c;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &fast);
    b = ref_sweep(g_cap, g_circ, g_delta, &old);
    c = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, NULL);
    CHECK(a == b);
    CHECK(a == c);
    CHECK(same_sweep(&fast, &old) || quick_entry_agrees(&fast, &old, g_cap, g_circ, g_delta));
    CHECK(sweep_no_nan(&fast));
    hits[g_phase] += a;
    cases[g_phase]++;
}

/* ---- drawing cases ------------------------------------------------------- */

#include "capsule_circle_cases.h"

static void trial_bench(void) { g_phase = 0; draw(0, 0, 0, 0); check_case(); }
static void trial_grid(void) { g_phase = 1; draw(0.5, -0.5, 1, 12); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(cx, cy, 1, 12);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 3;
    draw(0, 0, 1, 12);
    g_cap.pos = ext_vec(g_cap.pos);
    g_cap.delta = ext_vec(g_cap.delta);
    g_circ.pos = ext_vec(g_circ.pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's row: isect_capsule_sweep_circle at 2.1x Chipmunk's
   cpShapeSegmentQuery with r > 0. A circle that falls onto the side of a
   capsule: from (5, 5), radius 1, by (0, -10), onto the capsule from (0, 0)
   to (10, 0) of radius 1. The center stops 2 above the axis, at time 0.3. */
TEST(capsweep_capsule_sweep_circle_falls_onto_the_side)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(5, 5, 1);
    g_delta = V(0, -10);
    CHECK(isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.3, TOL);
    CHECK_VEC(s.hit.normal, 0, 1, 0);
    CHECK_VEC(s.hit.pos, 5, 1, TOL);
    CHECK(s.time < s.hit.time && s.time > 0.3 - 1e-3);
    check_case();
}

/* The same row, an end: a circle of radius 1.5 moving left onto the round
   end at (10, 0) (radius 1) along y = 2: it touches where its center is
   2.5 from (10, 0), at (11.5, 2), a 3-4-5 triangle: time (20 - 11.5) / 10. */
TEST(capsweep_capsule_sweep_circle_meets_the_end_along_3_4_5)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(20, 2, 1.5);
    g_delta = V(-10, 0);
    CHECK(isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.85, TOL);
    CHECK_VEC(s.hit.normal, 0.6, 0.8, TOL);
    check_case();
}

/* Flush: a circle touching the side that slides along it never enters
   (touching is not overlapping), and one that starts touching and moves
   away is not stopped; one that starts touching and moves in is stopped at
   once, at time 0. */
TEST(capsweep_capsule_sweep_circle_flush_against_the_side)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(2, 3, 2);
    g_delta = V(6, 0);
    CHECK(!isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK(s.time == 1);
    check_case();
    g_delta = V(0, 4);
    CHECK(!isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    check_case();
    g_delta = V(1, -4);
    CHECK(isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK(s.hit.time == 0 && s.time == 0);
    CHECK_VEC(s.hit.normal, 0, 1, 0);
    check_case();
}

/* The skipped question: a circle that comes down onto the side and stops
   exactly touching it (its center ends 2 = r1 + r2 above the axis) misses,
   and goes the whole way; one that stops a rounding step lower overlaps at
   the end, which the segment test then finds, as the static test did. */
TEST(capsweep_path_that_ends_touching_goes_the_whole_way)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(5, 4, 1);
    g_delta = V(0, -2);
    CHECK(!isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK(s.time == 1);
    CHECK_VEC(s.pos, 5, 2, 0);
    check_case();
    g_circ = CIRC(12.5, 4, 1); /* off the end: 3-4-5 from (10, 0), ends (11.2, 1.6) */
    g_delta = V(-1.3, -2.4);
    check_case();
    g_delta = V(0, NEXT((isect_real)-2, -INFINITY));
    g_circ = CIRC(5, 4, 1);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (capsule sweep lane)",
                                 0xca95e1ecULL, 20000, describe);
    RUN(capsweep_capsule_sweep_circle_falls_onto_the_side);
    RUN(capsweep_capsule_sweep_circle_meets_the_end_along_3_4_5);
    RUN(capsweep_capsule_sweep_circle_flush_against_the_side);
    RUN(capsweep_path_that_ends_touching_goes_the_whole_way);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    property_phase("the reach test, old and new", 10 * trials, trial_apart);
    printf("hits/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld, huge %ld/%ld;"
           " apart %ld/%ld\n",
           hits[0], cases[0], hits[1], cases[1], hits[2], cases[2], hits[3], cases[3],
           apart_yes, apart_cases);
    printf("sweeps whose entry is the quick answer's, not the careful bytes: %ld\n",
           quick_entries);
    return property_finish(__FILE__);
}
