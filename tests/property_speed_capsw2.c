/* property_speed_capsw2.c -- the capsw2 lane of issue 12 (every call as
   fast as the fastest C peer): the faster capsule tests give the old
   answers.

   Usage: test-property_speed_capsw2 [seed [trials]]

   The change: when a segment enters a capsule, isect_capsule_enters (behind
   isect_capsule_segment and isect_capsule_sweep_circle) used to ask the
   whole isect_circle_segment at each end, contact point, normal and delta
   included, and then threw most of that away: the rectangle's hit or the
   normal from the axis replaces it. It now asks each end circle only
   whether the segment enters it from outside and when, with the circle
   test's own helpers (isect_end_circle_entry), and builds the rest of the
   hit for the winning end alone, with the same formulas; a segment that
   starts inside an end circle, or numbers past the circle test's range,
   still get the whole circle test. The rectangle between the circles is
   asked the same way: isect_box_entry runs the box test's steps up to the
   time and the normal, which is all the segment test kept of the hit of
   isect_aabb_segment; a segment that starts inside the rectangle still
   gets the whole box test.

   The old hit is rebuilt here from public pieces: isect_circle_segment at
   each end, isect_aabb_segment in the capsule's frame (isect_length and
   isect_normalize give the same two numbers as the library's one square
   root), the normal from isect_nearest_segment. Whether the segment comes
   closer than r at all is the library's own exact decision, which did not
   change: the rebuilt test takes it from isect_capsule_segment with no hit
   to fill. When no shape reports an entry (a graze that rounding hid), the
   time comes from the same decision, so the rebuilt test takes that time
   from the library and checks the point, normal and delta it builds there.
   The sweep of circles is rebuilt around it as in property_speed_capsw.c.

   Compared bit for bit (same bool, same bytes of the hit or sweep) on:
   - sweeps and segments drawn as the benchmark draws them,
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (every product exact; touching comes up often),
   - flush circles (3-4-5 off an end, beside a side), zero-length capsules,
     radius zero, still circles, segments that start inside an end circle,
   - tiny radii (a contact point that may round onto the axis), and
   - values past the range (there: the same bool, and no NaN). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define FAR 2048
#define NEXT(x, to) nextafterf((x), (float)(to))
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define FAR 10000
#define NEXT(x, to) nextafter((x), (to))
#endif

static isect_capsule g_cap;
static isect_circle g_circ;
static isect_vec g_delta;
static int g_far; /* past the range: compare only the bool and NaN */

static void describe(void)
{
    printf("  [%s, trial %ld] capsule (%.17g, %.17g) d (%.17g, %.17g) r %.17g,"
           " circle (%.17g, %.17g) r %.17g, delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_cap.pos.x, (double)g_cap.pos.y,
           (double)g_cap.delta.x, (double)g_cap.delta.y, (double)g_cap.radius,
           (double)g_circ.pos.x, (double)g_circ.pos.y, (double)g_circ.radius,
           (double)g_delta.x, (double)g_delta.y);
}

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }
static isect_real ref_sign(isect_real v) { return v < 0 ? -1 : 1; }

/* ---- the old hit of a segment entering a capsule ------------------------- */

static long graze_cases, end_wins, side_wins, short_end_wins;

/* The old isect_capsule_enters after its exact decision said yes, with
   outside false (isect_capsule_segment). `now` is the library's hit: its
   time is used only when no shape reports an entry. */
static void ref_enters_hit(isect_capsule capsule, isect_vec pos, isect_vec delta,
                           const isect_hit *now, isect_hit *out)
{
    isect_hit best, hit;
    bool found = false, from_axis = false;
    int winner = 0;
    isect_circle end;
    memset(&best, 0, sizeof best);
    if (isect_capsule_point(capsule, pos, out)) {
        out->delta = isect_scale(delta, -1);
        return;
    }
    end.pos = capsule.pos;
    end.radius = capsule.radius;
    if (isect_circle_segment(end, pos, delta, 0, &hit)) {
        best = hit;
        found = from_axis = true;
        winner = 1;
    }
    end.pos = isect_add(capsule.pos, capsule.delta);
    if (isect_circle_segment(end, pos, delta, 0, &hit)
        && (!found || hit.time < best.time)) {
        best = hit;
        found = from_axis = true;
        winner = 1;
    }
    {
        isect_real length = isect_length(capsule.delta);
        isect_vec u = length > 0 ? isect_normalize(capsule.delta) : isect_v(1, 0);
        if (length > 0) {
            isect_vec v = isect_v(-u.y, u.x);
            isect_vec rel = isect_sub(pos, capsule.pos);
            isect_aabb core;
            core.pos = isect_v(length / 2, 0);
            core.half = isect_v(length / 2, capsule.radius);
            if (isect_aabb_segment(core,
                                   isect_v(isect_dot(rel, u), isect_dot(rel, v)),
                                   isect_v(isect_dot(delta, u), isect_dot(delta, v)),
                                   isect_v(0, 0), &hit)
                && (!found || hit.time < best.time)) {
                from_axis = hit.normal.y == 0;
                winner = from_axis ? 3 : 2;
                hit.normal = isect_add(isect_scale(u, hit.normal.x),
                                       isect_scale(v, hit.normal.y));
                hit.pos = isect_add(pos, isect_scale(delta, hit.time));
                hit.delta = isect_scale(delta, -(1 - hit.time));
                best = hit;
                found = true;
            }
        }
    }
    if (from_axis) {
        isect_vec away = isect_sub(best.pos,
                                   isect_nearest_segment(capsule.pos, capsule.delta, best.pos));
        if (away.x != 0 || away.y != 0)
            best.normal = isect_normalize(away);
    }
    if (!found) {
        isect_real graze = now->time;
        isect_vec at = isect_add(pos, isect_scale(delta, graze));
        isect_vec away = isect_sub(at, isect_nearest_segment(capsule.pos, capsule.delta, at));
        if (away.x == 0 && away.y == 0)
            away = isect_scale(isect_v(-capsule.delta.y, capsule.delta.x),
                               ref_sign(isect_cross(capsule.delta,
                                                    isect_sub(pos, capsule.pos))));
        best.normal = isect_normalize(away);
        best.pos = at;
        best.delta = isect_scale(delta, -(1 - graze));
        best.time = graze;
        graze_cases++;
    }
    end_wins += winner == 1;
    side_wins += winner == 2;
    short_end_wins += winner == 3;
    *out = best;
}

/* The old isect_capsule_segment. */
static bool ref_capsule_segment(isect_capsule capsule, isect_vec pos, isect_vec delta,
                                const isect_hit *now, isect_hit *out)
{
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        isect_circle round;
        round.pos = capsule.pos;
        round.radius = capsule.radius;
        return isect_circle_segment(round, pos, delta, 0, out);
    }
    if (!isect_capsule_segment(capsule, pos, delta, NULL))
        return false;
    ref_enters_hit(capsule, pos, delta, now, out);
    return true;
}

/* ---- the old sweep, from the old segment test ---------------------------- */

#include "capsule_sweep_ref.h"

/* The grown capsule's segment test, as the sweep asked it before: the
   library's own answer on the grown capsule gives the graze time. */
static bool ref_sweep(isect_capsule capsule, isect_circle moving, isect_vec delta,
                      isect_sweep *out)
{
    isect_hit hit, now;
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
        memset(&now, 0, sizeof now);
        (void)isect_capsule_segment(grown, moving.pos, delta, &now);
        found = ref_capsule_segment(grown, moving.pos, delta, &now, &hit);
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

static long sweep_hits[4], sweep_cases[4], seg_hits[4], seg_cases[4];
static int g_phase;

static void check_case(void)
{
    isect_sweep fast, old;
    isect_hit seg, seg_old;
    bool a, b, c;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &fast);
    c = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, NULL);
    CHECK(a == c);
    CHECK(sweep_no_nan(&fast));
    if (!g_far) {
        b = ref_sweep(g_cap, g_circ, g_delta, &old);
        CHECK(a == b);
        CHECK(same_sweep(&fast, &old) || quick_entry_agrees(&fast, &old, g_cap, g_circ, g_delta));
    }
    sweep_hits[g_phase] += a;
    sweep_cases[g_phase]++;
    /* the circle's center as a segment against the same capsule */
    memset(&seg, 0, sizeof seg);
    memset(&seg_old, 0, sizeof seg_old);
    a = isect_capsule_segment(g_cap, g_circ.pos, g_delta, &seg);
    c = isect_capsule_segment(g_cap, g_circ.pos, g_delta, NULL);
    CHECK(a == c);
    CHECK(hit_no_nan(&seg));
    if (!g_far) {
        b = ref_capsule_segment(g_cap, g_circ.pos, g_delta, &seg, &seg_old);
        CHECK(a == b);
        CHECK(!a || same_hit(&seg, &seg_old));
    }
    seg_hits[g_phase] += a;
    seg_cases[g_phase]++;
}

/* ---- drawing cases ------------------------------------------------------- */

#include "capsule_circle_cases.h"

static void trial_bench(void) { g_phase = 0; g_far = 0; draw(0, 0, 0, 0); check_case(); }
static void trial_grid(void) { g_phase = 1; g_far = 0; draw(0.5, -0.5, 1, 12); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    g_far = 0;
    draw(cx, cy, 1, 12);
    check_case();
}

/* Tiny radii, down to subnormal ones, on a capsule in any direction: the
   entry point of an end circle can round onto the axis, where the normal
   falls back on the circle's own. Both circles also start inside now and
   then (the segment test's start inside an end circle). */
static void trial_tiny(void)
{
    double ax = 20 * rng_unit() - 10, ay = 20 * rng_unit() - 10;
    double ex = 20 * rng_unit() - 10, ey = 20 * rng_unit() - 10;
    int e1 = rng_int(0, 1070), e2 = rng_int(0, 1070);
    double bx = ax + 40 * rng_unit() - 20, by = ay + 40 * rng_unit() - 20;
    double dx = 80 * rng_unit() - 40, dy = 80 * rng_unit() - 40;
    g_phase = 1;
    g_far = 0;
    g_cap = CAP(ax, ay, ex, ey, 0);
    if (rng_chance(0.5)) /* half of them tiny, not subnormal */
        e1 /= 16;
    if (rng_chance(0.5))
        e2 /= 16;
    g_cap.radius = (isect_real)ldexp(1.0, -e1);
    g_circ = CIRC(bx, by, 0);
    g_circ.radius = (isect_real)ldexp(1.0, -e2);
    g_delta = V(dx, dy);
    if (rng_chance(0.3)) /* aim at an end, through the axis */
        g_delta = isect_sub(rng_chance(0.5) ? g_cap.pos : isect_add(g_cap.pos, g_cap.delta),
                            g_circ.pos);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 3;
    g_far = 1;
    draw(0, 0, 1, 12);
    g_cap.pos = ext_vec(g_cap.pos);
    g_cap.delta = ext_vec(g_cap.delta);
    g_circ.pos = ext_vec(g_circ.pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's row: isect_capsule_sweep_circle at 1.54x Chipmunk's
   cpShapeSegmentQuery with r > 0, most of it in the hits. A circle of
   radius 1 falls straight down from (11.2, 5) onto the round end of the
   capsule from (0, 0) to (10, 0), radius 1. Its center meets the grown end
   circle (radius 2 around (10, 0)) at (11.2, 1.6), 3-4-5 from the end: the
   normal is (0.6, 0.8), the contact point (10.6, 0.8). */
TEST(capsw2_circle_meets_the_round_end)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(11.2, 5, 1);
    g_delta = V(0, -5);
    g_phase = 0;
    g_far = 0;
    CHECK(isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK_NEAR(s.hit.normal.x, 0.6, 1e-6);
    CHECK_NEAR(s.hit.normal.y, 0.8, 1e-6);
    CHECK_NEAR(s.hit.pos.x, 10.6, 1e-5);
    CHECK_NEAR(s.hit.pos.y, 0.8, 1e-5);
    check_case();
}

/* A segment that starts inside the end circle but outside the rectangle:
   the whole circle test still answers that end. */
TEST(capsw2_segment_starts_inside_an_end_circle)
{
    isect_hit h;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(10.5, 0.5, 0);
    g_delta = V(-5, 0);
    g_phase = 0;
    g_far = 0;
    CHECK(isect_capsule_segment(g_cap, g_circ.pos, g_delta, &h));
    CHECK(h.time == 0);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (capsw2 lane)",
                                 0xca95c2d2ULL, 20000, describe);
    RUN(capsw2_circle_meets_the_round_end);
    RUN(capsw2_segment_starts_inside_an_end_circle);
    property_phase("as the benchmark draws them", 4 * trials, trial_bench);
    property_phase("half-unit grid", 4 * trials, trial_grid);
    property_phase("tile grid in the thousands", 4 * trials, trial_tiles);
    property_phase("tiny radii", 2 * trials, trial_tiny);
    property_phase("past the range", trials, trial_huge);
    printf("sweep hits/cases: bench %ld/%ld, grid+tiny %ld/%ld, tiles %ld/%ld, huge %ld/%ld\n",
           sweep_hits[0], sweep_cases[0], sweep_hits[1], sweep_cases[1],
           sweep_hits[2], sweep_cases[2], sweep_hits[3], sweep_cases[3]);
    printf("segment hits/cases: bench %ld/%ld, grid+tiny %ld/%ld, tiles %ld/%ld, huge %ld/%ld\n",
           seg_hits[0], seg_cases[0], seg_hits[1], seg_cases[1],
           seg_hits[2], seg_cases[2], seg_hits[3], seg_cases[3]);
    printf("old hits by winner: end circle %ld, long side %ld, short end %ld, graze %ld\n",
           end_wins, side_wins, short_end_wins, graze_cases);
    printf("sweeps whose entry is the quick answer's, not the careful bytes: %ld\n",
           quick_entries);
    return property_finish(__FILE__);
}
