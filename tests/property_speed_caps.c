/* property_speed_caps.c -- the capsule lane of issue 12 (every call as fast
   as the fastest C peer): the faster capsule sweep gives the old answers.

   Usage: test-property_speed_caps [seed [trials]]

   isect_capsule_sweep_circle used to ask the capsule-vs-segment test a
   question it had already answered: "does the path start inside?" (the
   static test at the start, the same sum r1 + r2, the same numbers). It now
   skips that question. The old sweep is rebuilt here from public pieces
   (isect_capsule_circle, isect_capsule_segment on the grown capsule) and the
   library's finishing step, copied; the new sweep must give the same bool
   and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact,
   - circles flush against a side or an end (3-4-5), starting there or
     arriving there, paths along a side, zero-length capsules, still circles,
   - values past the range (no NaN from finite input, the same answer).
   Since then the sweep answers most entries with the capsule's quick sum
   (the book's "A quick answer, when it is clear"), which stands aside for
   the careful test whenever rounding could change its answer. So the bytes
   must be the same except on an entry the quick sum answered, and there the
   bool is the same and the hit within rounding (same_bits.h,
   quick_entry_agrees); one more phase draws paths that end a hair from the
   capsule, a few rounding steps or 1e-9 either side, up to LONG_PATH long,
   near the origin and thousands of units out, where a margin too small
   would show as a different yes or no, a miss's bytes or a stop inside;
   and one more asks a case and the same case scaled by 2^k, from the tiny
   numbers to far past any game: the same contact, to the bit. */
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

/* ---- comparing ----------------------------------------------------------- */

static long hits[6], cases[6];
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

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

/* Turns a random case into a flush one now and then: the circle's center
   exactly r1 + r2 from the axis, beside a side of an axis-aligned capsule or
   off an end along a 3-4-5 triangle, starting there or arriving there. */
static void make_flush(double cx, double cy)
{
    int k = rng_int(0, 5);
    double len = rng_int(0, 12), r1 = rng_int(1, 6) / 2.0, r2 = rng_int(0, 6) / 2.0;
    double s = rng_chance(0.5) ? 1 : -1;
    if (k == 5)
        return;
    r1 = k >= 3 ? 2.5 - r2 : r1;
    if (r1 <= 0)
        r1 = 0.5, r2 = 2;
    g_cap = CAP(cx, cy, rng_chance(0.5) ? len : 0, 0, r1);
    if (g_cap.delta.x == 0)
        g_cap.delta = V(0, len);
    g_circ.radius = R(r2);
    if (k < 3) { /* beside a side, at a point of the axis */
        double t = rng_int(0, (int)len);
        if (g_cap.delta.x != 0)
            g_circ.pos = V(cx + t, cy + s * (r1 + r2));
        else
            g_circ.pos = V(cx + s * (r1 + r2), cy + t);
    } else { /* off the far end, along 3-4-5 */
        isect_vec tip = isect_add(g_cap.pos, g_cap.delta);
        g_circ.pos = V((double)tip.x + 3 * s * (r1 + r2) / 5,
                       (double)tip.y + 4 * (r1 + r2) / 5);
    }
    switch (k) {
    case 0: /* along the side: touching all the way */
        g_delta = g_cap.delta.x != 0 ? V(half_units(8), 0) : V(0, half_units(8));
        break;
    case 1: /* arriving flush: start further out, stop flush */
        g_circ.pos = isect_sub(g_circ.pos, g_delta);
        break;
    default: /* starting flush, going anywhere */
        break;
    }
}

static void draw(double cx, double cy, int grid, int reach)
{
    if (grid) {
        /* one draw a statement, in the order written: in one call's
           arguments the order would be the compiler's choice */
        double ax = cx + half_units(reach), ay = cy + half_units(reach);
        double ex = half_units(reach), ey = half_units(reach);
        double ar = rng_int(0, reach) / 2.0;
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double br = rng_int(0, reach) / 2.0;
        double dx = half_units(2 * reach), dy = half_units(2 * reach);
        g_cap = CAP(ax, ay, ex, ey, ar);
        g_circ = CIRC(bx, by, br);
        g_delta = V(dx, dy);
        if (rng_chance(0.1))
            g_cap.delta = ZERO;
        if (rng_chance(0.05))
            g_delta = ZERO;
        if (rng_chance(0.4)) {
            double fx = cx + half_units(reach);
            double fy = cy + half_units(reach);
            make_flush(fx, fy);
        }
    } else { /* as the benchmark draws them */
        bench_pair b = draw_bench_pair(cx, cy);
        double r, dx, dy;
        g_cap = draw_bench_capsule(b);
        r = 1 + 19 * rng_unit();
        g_circ = CIRC(b.bx, b.by, r);
        dx = 120 * rng_unit() - 60;
        dy = 120 * rng_unit() - 60;
        g_delta = V(dx, dy);
    }
}

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

#ifdef ISECT_FLOAT
#define LONG_PATH 1e3
#else
#define LONG_PATH 1e4
#endif

/* A path that ends a hair from the grown capsule: its end put r1 + r2 from
   its nearest point of the axis (across the axis beside it, or outward off
   an end, in a direction drawn at random), then nudged by nothing, by a
   few rounding steps of its coordinates or by 1e-9 of a unit, either way;
   paths in any direction or along the surface at the end (grazing it), up
   to 60 long or LONG_PATH long, near the origin or thousands of units out.
   Here the capsule's quick answer (the book's "A quick answer, when it is
   clear") must stand aside for the careful test, or agree with it. */
static void trial_hair_draw(void)
{
    double off = rng_chance(0.5) ? 0 : rng_int(-FAR, FAR);
    double ax = off + 100 * rng_unit() - 50, ay = off + 100 * rng_unit() - 50;
    double ex = 60 * rng_unit() - 30, ey = 60 * rng_unit() - 30;
    double r1 = 10 * rng_unit(), r2 = 10 * rng_unit();
    double at = 1.4 * rng_unit() - 0.2, turn = 6.283185307179586 * rng_unit();
    double heading = 6.283185307179586 * rng_unit();
    double longest = rng_chance(0.7) ? 60 : LONG_PATH;
    double length = longest * rng_unit();
    double px, py, reach, nudge = 0;
    int kind = rng_int(0, 2);
    g_phase = 4;
    g_cap = CAP(ax, ay, ex, ey, r1);
    g_circ.radius = R(r2);
    reach = (double)g_cap.radius + (double)g_circ.radius;
    px = (double)g_cap.pos.x + (double)g_cap.delta.x * (at < 0 ? 0 : at > 1 ? 1 : at);
    py = (double)g_cap.pos.y + (double)g_cap.delta.y * (at < 0 ? 0 : at > 1 ? 1 : at);
    {
        /* the direction from that point of the axis to the surface: across
           the axis beside it, outward off an end */
        double el = sqrt(ex * ex + ey * ey);
        double along = el > 0 ? (cos(turn) * ex + sin(turn) * ey) / el : 0;
        if (at >= 0 && at <= 1 && el > 0)
            turn = atan2(ex, -ey) + (rng_chance(0.5) ? 0 : 3.141592653589793);
        else if ((at < 0 && along > 0) || (at > 1 && along < 0))
            turn += 3.141592653589793;
    }
    if (kind == 1)
        nudge = rng_int(-8, 8) * REAL_EPS * (fabs(px) + fabs(py) + reach);
    else if (kind == 2)
        nudge = rng_chance(0.5) ? 1e-9 : -1e-9;
    px += cos(turn) * (reach + nudge);
    py += sin(turn) * (reach + nudge);
    if (rng_chance(0.3)) /* along the surface there: a graze */
        heading = turn + (rng_chance(0.5) ? 1.5707963267948966 : -1.5707963267948966);
    g_delta = V(cos(heading) * length, sin(heading) * length);
    g_circ.pos = V(px - (double)g_delta.x, py - (double)g_delta.y);
}

static void trial_hair(void)
{
    trial_hair_draw();
    check_case();
}

#ifdef ISECT_FLOAT
#define SCALE_LO (-40)
#define SCALE_HI 50
#else
#define SCALE_LO (-300)
#define SCALE_HI 235
#endif

/* A case drawn as the benchmark draws it, and the same case with every
   number multiplied by 2^k, k from SCALE_LO (grown back into range by the
   careful test, then answered quickly) to SCALE_HI (sizes below the quick
   answer's largest, ISECT_QUICK_MAX): the same yes or no, and the same
   bits of the contact time and normal, times 2^k for the contact point. */
static void trial_scaled(void)
{
    isect_capsule cap;
    isect_circle circ;
    isect_vec delta;
    isect_sweep s0, sk;
    bool a0, ak;
    int k = rng_int(SCALE_LO, SCALE_HI);
    g_phase = 0;
    draw(0, 0, 0, 0);
    cap = g_cap, circ = g_circ, delta = g_delta;
    a0 = isect_capsule_sweep_circle(cap, circ, delta, &s0);
    g_cap.pos = V(ldexp((double)cap.pos.x, k), ldexp((double)cap.pos.y, k));
    g_cap.delta = V(ldexp((double)cap.delta.x, k), ldexp((double)cap.delta.y, k));
    g_cap.radius = R(ldexp((double)cap.radius, k));
    g_circ = CIRC(ldexp((double)circ.pos.x, k), ldexp((double)circ.pos.y, k),
                  ldexp((double)circ.radius, k));
    g_delta = V(ldexp((double)delta.x, k), ldexp((double)delta.y, k));
    ak = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &sk);
    CHECK(ak == a0);
    if (ak && a0) {
        CHECK(same_bits(sk.hit.time, s0.hit.time));
        CHECK(same_bits(sk.hit.normal.x, s0.hit.normal.x)
              && same_bits(sk.hit.normal.y, s0.hit.normal.y));
        CHECK(same_bits(sk.hit.pos.x, R(ldexp((double)s0.hit.pos.x, k)))
              && same_bits(sk.hit.pos.y, R(ldexp((double)s0.hit.pos.y, k))));
    }
}

#ifdef ISECT_FLOAT
#define SMALL_LO (-34)
#define SMALL_HI (-24)
#define SLOW_LO 10
#define SLOW_HI 40
#else
#define SMALL_LO (-250)
#define SMALL_HI (-225)
#define SLOW_LO 20
#define SLOW_HI 70
#endif

/* A small problem, near the smallest sizes the quick answer takes
   (ISECT_TINY), with a motion far smaller still: a case drawn as the
   benchmark draws it, or one whose path ends a hair from the capsule,
   scaled by 2^k, its motion by a further 2^-j. An end circle's margin
   may be a subnormal number here, which does not cover the rounding of
   subnormal products, and then the quick answer must stand aside: the
   same bool as the careful sweep, and the same bytes or a hit within
   rounding. */
static void trial_small_and_slow(void)
{
    int k = rng_int(SMALL_LO, SMALL_HI), j = rng_int(SLOW_LO, SLOW_HI);
    if (rng_chance(0.5))
        draw(0, 0, 0, 0);
    else
        trial_hair_draw();
    g_phase = 5;
    g_cap.pos = V(ldexp((double)g_cap.pos.x, k), ldexp((double)g_cap.pos.y, k));
    g_cap.delta = V(ldexp((double)g_cap.delta.x, k), ldexp((double)g_cap.delta.y, k));
    g_cap.radius = R(ldexp((double)g_cap.radius, k));
    g_circ = CIRC(ldexp((double)g_circ.pos.x, k), ldexp((double)g_circ.pos.y, k),
                  ldexp((double)g_circ.radius, k));
    g_delta = V(ldexp((double)g_delta.x, k - j), ldexp((double)g_delta.y, k - j));
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's row: isect_capsule_sweep_circle at 2.1x Chipmunk's
   cpShapeSegmentQuery with r > 0. A circle that falls onto the side of a
   capsule: from (5, 5), radius 1, by (0, -10), onto the capsule from (0, 0)
   to (10, 0) of radius 1. The center stops 2 above the axis, at time 0.3. */
TEST(issue12_capsule_sweep_circle_falls_onto_the_side)
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
TEST(issue12_capsule_sweep_circle_meets_the_end_along_3_4_5)
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
TEST(issue12_capsule_sweep_circle_flush_against_the_side)
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

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (capsule sweep circle)",
                                 0xca95e1ebULL, 20000, describe);
    RUN(issue12_capsule_sweep_circle_falls_onto_the_side);
    RUN(issue12_capsule_sweep_circle_meets_the_end_along_3_4_5);
    RUN(issue12_capsule_sweep_circle_flush_against_the_side);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    property_phase("ending a hair from the capsule", trials, trial_hair);
    property_phase("scaled by powers of two", trials, trial_scaled);
    property_phase("small, with a smaller motion", trials, trial_small_and_slow);
    printf("hits/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld, huge %ld/%ld,"
           " hair %ld/%ld, small and slow %ld/%ld\n", hits[0], cases[0], hits[1], cases[1],
           hits[2], cases[2], hits[3], cases[3], hits[4], cases[4], hits[5], cases[5]);
    printf("sweeps whose entry is the quick answer's, not the careful bytes: %ld\n",
           quick_entries);
    return property_finish(__FILE__);
}
