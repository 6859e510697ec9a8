/* property_speed_segs.c -- the segment lane of issue 12 (every call as fast
   as the fastest C peer): the faster segment tests give the old answers.

   Usage: test-property_speed_segs [seed [trials]]

   isect_segment_segment now hands its answer out through two helpers of
   their own (isect_segments_meet, isect_segments_meet_on_line), called
   last, and isect_segments_straddle asks each sign question before the
   bound of its pair. The old function, its straddle test and its test of
   segments on one line are copied here (ref_...); the new function must
   give the same bool, the same bytes of the hit and the same time along
   the first segment, with and without each result asked for, on:
   - cases drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact and touching comes up often:
     ends on the other segment, shared ends, T-junctions, segments on one
     line that overlap, touch end to end or lie apart,
   - degenerate segments (zero length, one or both),
   - values past the range (no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define FAR 2048
#else
#define REF_EPS DBL_EPSILON
#define FAR 10000
#endif

static isect_vec g_seg_pos, g_seg_delta, g_pos, g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] segment (%.17g, %.17g) + (%.17g, %.17g),"
           " segment (%.17g, %.17g) + (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_seg_pos.x, (double)g_seg_pos.y,
           (double)g_seg_delta.x, (double)g_seg_delta.y, (double)g_pos.x,
           (double)g_pos.y, (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old code, copied ------------------------------------------------ */

static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }

/* The straddle test's rounding bound, its rule for a pair within that bound
   and its care for a shallow crossing are as the library has them now (the
   section "Crossing at a shallow angle"): this test proves that handing the
   answer out through helpers changed nothing, not those rules. */
static int ref_past_ends(isect_vec point, isect_vec from, isect_vec to, isect_vec along)
{
    if (isect_dot(isect_sub(point, from), along) < 0)
        return -1;
    return isect_dot(isect_sub(point, to), along) > 0;
}

static isect_real ref_clamp01(isect_real v) { return v > 0 ? (v < 1 ? v : 1) : 0; }

static isect_real ref_time_nearest(isect_vec pos, isect_vec delta, isect_vec point)
{
    return ref_clamp01(isect_dot(isect_sub(point, pos), delta) / isect_dot(delta, delta));
}

static void ref_shallow_crossing(isect_vec seg_pos, isect_vec seg_delta, isect_vec pos,
                                 isect_vec delta, isect_real *s, isect_real *t)
{
    isect_vec seg_end = isect_add(seg_pos, seg_delta), end = isect_add(pos, delta);
    int past_seg = ref_past_ends(isect_add(pos, isect_scale(delta, ref_clamp01(*t))),
                                 seg_pos, seg_end, seg_delta);
    int past_path = ref_past_ends(isect_add(seg_pos, isect_scale(seg_delta, ref_clamp01(*s))),
                                  pos, end, delta);
    if (past_seg != 0) {
        *s = past_seg > 0 ? 1 : 0;
        *t = ref_time_nearest(pos, delta, past_seg > 0 ? seg_end : seg_pos);
    }
    if (past_path != 0) {
        *t = past_path > 0 ? 1 : 0;
        if (past_seg == 0)
            *s = ref_time_nearest(seg_pos, seg_delta, past_path > 0 ? end : pos);
    }
}

static int ref_segments_straddle(isect_vec seg_pos, isect_vec seg_delta,
                                 isect_vec pos, isect_vec delta,
                                 isect_real *s, isect_real *t)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real q = isect_cross(seg_delta, delta);
    isect_real p0 = isect_cross(seg_delta, w), p1 = p0 + q;
    isect_real a0 = isect_cross(w, delta), a1 = a0 - q;
    isect_real ex = isect_abs(seg_delta.x), ey = isect_abs(seg_delta.y);
    isect_real dx = isect_abs(delta.x), dy = isect_abs(delta.y);
    isect_real wx = isect_abs(w.x), wy = isect_abs(w.y);
    isect_real p_noise = 4 * REF_EPS * (ex * (wy + dy) + ey * (wx + dx));
    isect_real a_noise = 4 * REF_EPS * (dx * (wy + ey) + dy * (wx + ex));
    bool p_line, a_line;
    p_line = isect_abs(p0) <= p_noise && isect_abs(p1) <= p_noise;
    a_line = isect_abs(a0) <= a_noise && isect_abs(a1) <= a_noise;
    if (!p_line && (ref_min(p0, p1) > 0 || ref_max(p0, p1) < 0))
        return 0;
    if (!a_line && (ref_min(a0, a1) > 0 || ref_max(a0, a1) < 0))
        return 0;
    if (p_line || a_line)
        return 2;
    *s = a0 / (a0 - a1);
    *t = p0 / (p0 - p1);
    if (isect_abs(q) * 32 < (ex + ey) * (dx + dy))
        ref_shallow_crossing(seg_pos, seg_delta, pos, delta, s, t);
    return 1;
}

static bool ref_collinear_segments(isect_vec seg_pos, isect_vec seg_delta,
                                   isect_vec pos, isect_vec delta,
                                   isect_real *s, isect_real *t)
{
    isect_vec end = isect_add(pos, delta);
    isect_vec seg_end = isect_add(seg_pos, seg_delta);
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real ee = isect_dot(seg_delta, seg_delta);
    if (ee == 0) {
        isect_real dd = isect_dot(delta, delta);
        isect_real along = -isect_dot(w, delta);
        *s = 0;
        if (dd == 0) {
            *t = 0;
            return w.x == 0 && w.y == 0;
        }
        if (along < 0 || isect_dot(isect_sub(end, seg_pos), delta) < 0)
            return false;
        *t = ref_min(along / dd, 1);
        return true;
    }
    {
        isect_real we = isect_dot(w, seg_delta);
        isect_real be = isect_dot(isect_sub(pos, seg_end), seg_delta);
        isect_real de = isect_dot(delta, seg_delta);
        if (we >= 0 && be <= 0) {
            *t = 0;
            *s = ref_min(we / ee, 1);
            return true;
        }
        if (we < 0 && de > 0 && isect_dot(isect_sub(end, seg_pos), seg_delta) >= 0) {
            *t = ref_min(-we / de, 1);
            *s = 0;
            return true;
        }
        if (be > 0 && de < 0 && isect_dot(isect_sub(end, seg_end), seg_delta) <= 0) {
            *t = ref_min(be / -de, 1);
            *s = 1;
            return true;
        }
        return false;
    }
}

static bool ref_segment_segment(isect_vec seg_pos, isect_vec seg_delta,
                                isect_vec pos, isect_vec delta,
                                isect_hit *out, isect_real *seg_time)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real s = 0, t = 0;
    int meet = ref_segments_straddle(seg_pos, seg_delta, pos, delta, &s, &t);
    if (meet == 0)
        return false;
    if (meet == 2 && !ref_collinear_segments(seg_pos, seg_delta, pos, delta, &s, &t))
        return false;
    if (out != NULL) {
        t = isect_clamp(t, 0, 1);
        if (seg_delta.x == 0 && seg_delta.y == 0) {
            out->normal = isect_normalize(isect_scale(delta, -1));
        } else {
            isect_real side = isect_cross(seg_delta, w);
            if (side == 0)
                side = -isect_cross(seg_delta, delta);
            out->normal = isect_scale(isect_normalize(isect_v(-seg_delta.y, seg_delta.x)),
                                      isect_sign(side));
        }
        out->pos = isect_add(pos, isect_scale(delta, t));
        out->delta = isect_scale(delta, -(1 - t));
        out->time = t;
    }
    if (seg_time != NULL)
        *seg_time = isect_clamp(s, 0, 1);
    return true;
}

/* ---- comparing ----------------------------------------------------------- */

enum { PHASES = 5 };
static long hits[PHASES], cases[PHASES], on_line[PHASES];
static int g_phase;

static int hit_has_nan(const isect_hit *h)
{
    return isnan((double)h->pos.x) || isnan((double)h->pos.y)
        || isnan((double)h->normal.x) || isnan((double)h->normal.y)
        || isnan((double)h->delta.x) || isnan((double)h->delta.y)
        || isnan((double)h->time);
}

static void check_segs(void)
{
    isect_hit fast, old;
    isect_real fast_s, old_s, s_only_fast, s_only_old;
    bool a, b, c, d, e, f;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    fast_s = old_s = s_only_fast = s_only_old = -7;
    a = isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, &fast, &fast_s);
    b = ref_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, &old, &old_s);
    c = isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, NULL, NULL);
    d = ref_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, NULL, NULL);
    e = isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, NULL, &s_only_fast);
    f = ref_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, NULL, &s_only_old);
    CHECK(a == b);
    CHECK(c == a && d == b && e == a && f == b);
    CHECK(memcmp(&fast, &old, sizeof fast) == 0);
    CHECK(memcmp(&fast_s, &old_s, sizeof fast_s) == 0);
    CHECK(memcmp(&s_only_fast, &s_only_old, sizeof s_only_fast) == 0);
    CHECK(!a || !hit_has_nan(&fast));
    hits[g_phase] += a;
    cases[g_phase]++;
    {
        isect_real s = 0, t = 0;
        on_line[g_phase] += ref_segments_straddle(g_seg_pos, g_seg_delta, g_pos, g_delta,
                                                  &s, &t) == 2;
    }
}

static void check_case(void)
{
    check_segs();
}

/* ---- drawing cases ------------------------------------------------------- */

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

/* A half-unit grid around (cx, cy): free segments, and now and then one
   built to touch the first: on its line (overlapping, end to end or
   apart), starting or ending on it, sharing an end, or of zero length. */
static void draw_grid(double cx, double cy)
{
    double ax = cx + half_units(12), ay = cy + half_units(12);
    double ex = half_units(12), ey = half_units(12);
    double bx = cx + half_units(12), by = cy + half_units(12);
    double dx = half_units(12), dy = half_units(12);
    int kind = rng_int(0, 9);
    g_seg_pos = V(ax, ay);
    g_seg_delta = V(ex, ey);
    g_pos = V(bx, by);
    g_delta = V(dx, dy);
    if (kind == 1) { /* on one line: both along E, from a multiple of E/2 */
        double k = rng_int(-6, 6) / 2.0;
        double m = rng_int(-6, 6) / 2.0;
        g_pos = V(ax + k * ex, ay + k * ey);
        g_delta = V(m * ex, m * ey);
    } else if (kind == 2) { /* starts on the first segment (or its line) */
        double k = rng_int(-2, 6) / 4.0;
        g_pos = V(ax + k * ex, ay + k * ey);
    } else if (kind == 3) { /* ends on the first segment (or its line) */
        double k = rng_int(-2, 6) / 4.0;
        g_delta = V(ax + k * ex - bx, ay + k * ey - by);
    } else if (kind == 4) { /* shares an end */
        int which = rng_int(0, 3);
        if (which == 0) g_pos = g_seg_pos;
        else if (which == 1) g_pos = V(ax + ex, ay + ey);
        else if (which == 2) g_delta = V(ax - bx, ay - by);
        else g_delta = V(ax + ex - bx, ay + ey - by);
    } else if (kind == 5) { /* zero length, one or both */
        int which = rng_int(0, 2);
        if (which != 1) g_seg_delta = ZERO;
        if (which != 0) g_delta = ZERO;
    } else if (kind == 6) { /* a point on the other's line */
        double k = rng_int(-4, 8) / 4.0;
        g_seg_delta = ZERO;
        g_seg_pos = V(bx + k * dx, by + k * dy);
    }
}

static void trial_bench(void)
{
    double cx = 200 * rng_unit() - 100, cy = 200 * rng_unit() - 100;
    double ax = cx + 80 * rng_unit() - 40, ay = cy + 80 * rng_unit() - 40;
    double ex = 120 * rng_unit() - 60, ey = 120 * rng_unit() - 60;
    double bx = cx + 60 * rng_unit() - 30, by = cy + 60 * rng_unit() - 30;
    double dx = 120 * rng_unit() - 60, dy = 120 * rng_unit() - 60;
    g_phase = 0;
    g_seg_pos = V(ax, ay);
    g_seg_delta = V(ex, ey);
    g_pos = V(bx, by);
    g_delta = V(dx, dy);
    check_case();
}

static void trial_grid(void) { g_phase = 1; draw_grid(0.5, -0.5); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw_grid(cx, cy);
    check_case();
}

/* Segments on one line that are not exact: a line through two random
   points, both segments on it at random fractions, so the cross products
   are rounding noise. */
static void trial_noisy_line(void)
{
    double px = 200 * rng_unit() - 100, py = 200 * rng_unit() - 100;
    double ux = 120 * rng_unit() - 60, uy = 120 * rng_unit() - 60;
    double k0 = 2 * rng_unit() - 1, k1 = 2 * rng_unit() - 1;
    double m0 = 2 * rng_unit() - 1, m1 = 2 * rng_unit() - 1;
    g_phase = 3;
    g_seg_pos = V(px + k0 * ux, py + k0 * uy);
    g_seg_delta = V(k1 * ux, k1 * uy);
    g_pos = V(px + m0 * ux, py + m0 * uy);
    g_delta = V(m1 * ux, m1 * uy);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 4;
    draw_grid(0, 0);
    g_seg_pos = ext_vec(g_seg_pos);
    g_seg_delta = ext_vec(g_seg_delta);
    g_pos = ext_vec(g_pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Two diagonals of the square from (0, 0) to (2, 2) cross at (1, 1), half
   way along both; a T-junction and two segments end to end on one line
   touch, and count. */
TEST(segs_cross_touch_and_lie_on_one_line)
{
    isect_hit h;
    isect_real s = -1;
    g_seg_pos = V(0, 0);
    g_seg_delta = V(2, 2);
    g_pos = V(0, 2);
    g_delta = V(2, -2);
    CHECK(isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, &h, &s));
    CHECK(h.time == 0.5 && s == 0.5);
    CHECK_VEC(h.pos, 1, 1, TOL);
    check_case();
    g_pos = V(1, 1);
    g_delta = V(1, -1); /* starts on the first segment */
    CHECK(isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, &h, &s));
    CHECK(h.time == 0);
    check_case();
    g_pos = V(2, 2);
    g_delta = V(1, 1); /* end to end on one line */
    CHECK(isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, &h, &s));
    CHECK(h.time == 0 && s == 1);
    check_case();
    g_pos = V(3, 3); /* on one line, apart */
    CHECK(!isect_segment_segment(g_seg_pos, g_seg_delta, g_pos, g_delta, &h, &s));
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "the segment tests (segment lane)",
                                 0x5e65e65ULL, 40000, describe);
    RUN(segs_cross_touch_and_lie_on_one_line);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("on one line, not exact", trials, trial_noisy_line);
    property_phase("past the range", trials / 2, trial_huge);
    printf("segment_segment hits/cases (on one line): bench %ld/%ld (%ld), grid %ld/%ld (%ld),"
           " tiles %ld/%ld (%ld), noisy line %ld/%ld (%ld), huge %ld/%ld (%ld)\n",
           hits[0], cases[0], on_line[0], hits[1], cases[1], on_line[1],
           hits[2], cases[2], on_line[2], hits[3], cases[3], on_line[3],
           hits[4], cases[4], on_line[4]);
    return property_finish(__FILE__);
}
