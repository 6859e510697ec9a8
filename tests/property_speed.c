/* property_speed.c -- the fast paths of isect_triangle_aabb and
   isect_segment_segment give the answers of the plain method (issue 10:
   back to the baseline's speed without giving up an exact answer).

   Usage: test-property_speed [seed [trials]]

   isect_triangle_aabb looks for a gap on every axis first and turns the ways
   out into depths only for a hit the caller asked for; isect_segment_segment
   clamps each time only where it hands it out. Whatever shortcut a later
   change takes, these must hold:

   - triangle vs box: the answer without a hit (out == NULL) is the answer
     with one; on the grid it is exact (the shadows on all five axes
     overlap, touching is not overlapping), decided here in long double,
     where every product of the grid is exact; a hit's push is the shallowest of the five candidate axes
     (the three edge normals, y, x), each computed here in long double from
     the inputs, independently of the library: the depth is within rounding
     of the least, and when the least is clear of the others by more than
     rounding, the normal is that axis, turned the way it is shallower;
   - triangle vs triangle (it shares the axis helpers): the answer without a
     hit is the answer with one;
   - both: a miss leaves the hit (and seg_time) untouched;
   - segment vs segment: the four ways to ask (a hit or not, seg_time or not)
     agree on the answer, and bit for bit on the hit and on seg_time; both
     times are in [0, 1] even for inputs far past the range (no NaN); the
     contact point lies on both segments within rounding.

   Cases: as the benchmark draws them (corners within 20 of a box's center,
   segments up to 60 long), on a half-unit grid (exact: flush and touching
   shapes are common), the grid translated by thousands (tile worlds), with a
   box corner or a segment end put exactly on an edge, flat triangles and
   triangles with two corners in one place, and huge values. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

typedef long double LD;

static isect_triangle g_t, g_u;
static isect_aabb g_b;
static isect_vec g_sp, g_sd, g_p, g_d;

static void describe(void)
{
    printf("  [%s, trial %ld] tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)"
           " box {(%.17g, %.17g), (%.17g, %.17g)}\n"
           "  segments (%.17g, %.17g) + (%.17g, %.17g), (%.17g, %.17g) + (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_t.a.x, (double)g_t.a.y, (double)g_t.b.x,
           (double)g_t.b.y, (double)g_t.c.x, (double)g_t.c.y, (double)g_b.pos.x,
           (double)g_b.pos.y, (double)g_b.half.x, (double)g_b.half.y, (double)g_sp.x,
           (double)g_sp.y, (double)g_sd.x, (double)g_sd.y, (double)g_p.x, (double)g_p.y,
           (double)g_d.x, (double)g_d.y);
}

/* ---- drawing cases ------------------------------------------------------- */

/* Every coordinate of a case, in the case's kind. */
static case_kind g_kind;

static double coord(double center, double reach) { return case_coord(g_kind, center, reach); }

static double size(double reach)
{
    if (g_kind == CASE_HUGE)
        return fabs(coord(0, 0));
    if (rng_chance(0.1))
        return 0;
    if (g_kind == CASE_BENCH)
        return rng_unit() * reach;
    return rng_int(1, (int)(2 * reach)) / 2.0;
}

/* A point of the grid (or of the benchmark's draw) near c. Grid: within 6
   half units (float) or 40 (double) of c, so that every product the
   library forms is exact; tiles: the same, c a tile corner in the
   thousands. */
#ifdef ISECT_FLOAT
#define REACH 6
#define FAR 2048
#else
#define REACH 20
#define FAR 65536
#endif

static isect_vec point_near(isect_vec c, double reach)
{
    double x = coord((double)c.x, reach); /* one draw after the other: */
    double y = coord((double)c.y, reach); /* the same case under any compiler */
    return V(x, y);
}

static void gen_shapes(void)
{
    isect_vec c = ZERO;
    if (g_kind == CASE_TILES)
        {
            double draw0 = rng_int(-FAR, FAR);
            double draw1 = rng_int(-FAR, FAR);
            c = V(draw0, draw1);
        }
    g_b.pos = point_near(c, g_kind == CASE_BENCH ? 40 : REACH);
    g_b.half.x = R(size(g_kind == CASE_BENCH ? 20 : REACH / 2));
    g_b.half.y = R(size(g_kind == CASE_BENCH ? 20 : REACH / 2));
    g_t.a = point_near(g_b.pos, g_kind == CASE_BENCH ? 20 : REACH);
    g_t.b = point_near(g_b.pos, g_kind == CASE_BENCH ? 20 : REACH);
    g_t.c = point_near(g_b.pos, g_kind == CASE_BENCH ? 20 : REACH);
    g_u.a = point_near(g_b.pos, g_kind == CASE_BENCH ? 20 : REACH);
    g_u.b = point_near(g_b.pos, g_kind == CASE_BENCH ? 20 : REACH);
    g_u.c = point_near(g_b.pos, g_kind == CASE_BENCH ? 20 : REACH);
    switch (rng_int(0, 7)) {
    case 0: /* flat: C on the line AB, past B */
        g_t.c = V(2 * (double)g_t.b.x - (double)g_t.a.x, 2 * (double)g_t.b.y - (double)g_t.a.y);
        break;
    case 1: /* two corners in one place */
        g_t.c = g_t.b;
        break;
    case 2: /* a box corner on the triangle's corner */
        g_b.pos = V((double)g_t.a.x + (double)g_b.half.x, (double)g_t.a.y - (double)g_b.half.y);
        break;
    case 3: /* a box corner at the middle of an edge (on it, on the grid) */
        if (g_kind != CASE_HUGE)
            g_b.pos = V(((double)g_t.a.x + (double)g_t.b.x) / 2 - (double)g_b.half.x,
                        ((double)g_t.a.y + (double)g_t.b.y) / 2 - (double)g_b.half.y);
        break;
    default:
        break;
    }
    g_sp = point_near(g_b.pos, g_kind == CASE_BENCH ? 40 : REACH);
    g_sd = point_near(ZERO, g_kind == CASE_BENCH ? 60 : REACH);
    g_p = point_near(g_b.pos, g_kind == CASE_BENCH ? 40 : REACH);
    g_d = point_near(ZERO, g_kind == CASE_BENCH ? 60 : REACH);
    switch (rng_int(0, 7)) {
    case 0: /* the second segment starts on the first (a T-junction) */
        if (g_kind != CASE_HUGE)
            g_p = V((double)g_sp.x + (double)g_sd.x / 2, (double)g_sp.y + (double)g_sd.y / 2);
        break;
    case 1: /* end to end */
        g_p = V((double)g_sp.x + (double)g_sd.x, (double)g_sp.y + (double)g_sd.y);
        break;
    case 2: /* on one line, overlapping or not */
        g_d = V(-(double)g_sd.x, -(double)g_sd.y);
        g_p = V((double)g_sp.x + 2 * (double)g_sd.x, (double)g_sp.y + 2 * (double)g_sd.y);
        break;
    case 3: /* a point */
        g_sd = ZERO;
        break;
    default:
        break;
    }
}

/* ---- triangle vs box ----------------------------------------------------- */

/* The push along the axis u (long double) of the box out of the triangle,
   in units of |u|: the shallower way out, and which way (+1 up u, -1 down).
   On the grid, with u an edge turned a quarter turn (not made unit length),
   every product and sum here is exact, and so is the sign. */
static LD axis_push(LD ux, LD uy, int *dir)
{
    LD t[3], lo, hi, c, e, up, down;
    int i;
    t[0] = (LD)g_t.a.x * ux + (LD)g_t.a.y * uy;
    t[1] = (LD)g_t.b.x * ux + (LD)g_t.b.y * uy;
    t[2] = (LD)g_t.c.x * ux + (LD)g_t.c.y * uy;
    lo = hi = t[0];
    for (i = 1; i < 3; i++) {
        lo = t[i] < lo ? t[i] : lo;
        hi = t[i] > hi ? t[i] : hi;
    }
    c = (LD)g_b.pos.x * ux + (LD)g_b.pos.y * uy;
    e = (LD)g_b.half.x * fabsl(ux) + (LD)g_b.half.y * fabsl(uy);
    up = hi - (c - e);
    down = (c + e) - lo;
    *dir = up <= down ? 1 : -1;
    return up <= down ? up : down;
}

static void check_triangle_aabb(void)
{
    isect_hit h = nan_hit();
    LD depth[5], ax[5], ay[5], least, second, scale, tol;
    int dir[5], i, best = 0;
    isect_vec corner[3];
    bool hit = isect_triangle_aabb(g_t, g_b, &h);
    int overlap;
    if (!hit)
        CHECK(hit_is_nan(h)); /* a miss leaves the hit untouched */
    CHECK(hit == isect_triangle_aabb(g_t, g_b, NULL));
    CHECK(isect_triangle_triangle(g_t, g_u, &h) == isect_triangle_triangle(g_t, g_u, NULL));
    hit = isect_triangle_aabb(g_t, g_b, &h);
    if (g_kind == CASE_HUGE)
        return;
    corner[0] = g_t.a;
    corner[1] = g_t.b;
    corner[2] = g_t.c;
    for (i = 0; i < 3; i++) {
        ax[i] = (LD)corner[(i + 1) % 3].y - (LD)corner[i].y;
        ay[i] = -((LD)corner[(i + 1) % 3].x - (LD)corner[i].x);
        if (ax[i] == 0 && ay[i] == 0)
            ax[i] = 1;
    }
    ax[3] = 0, ay[3] = 1;
    ax[4] = 1, ay[4] = 0;
    least = second = 1e300L;
    overlap = 1;
    for (i = 0; i < 5; i++) {
        LD len = hypotl(ax[i], ay[i]);
        depth[i] = axis_push(ax[i], ay[i], &dir[i]);
        overlap = overlap && depth[i] > 0;
        depth[i] /= len;
        ax[i] /= len;
        ay[i] /= len;
        if (depth[i] < least) {
            second = least;
            least = depth[i];
            best = i;
        } else if (depth[i] < second) {
            second = depth[i];
        }
    }
    /* exact on the grid: touching is not overlapping */
    if (g_kind == CASE_GRID || g_kind == CASE_TILES)
        CHECK(hit == (overlap != 0));
    if (!hit)
        return;
    scale = 1;
    for (i = 0; i < 3; i++)
        scale = fmaxl(scale, fmaxl(fabsl((LD)corner[i].x), fabsl((LD)corner[i].y)));
    scale += fabsl((LD)g_b.pos.x) + fabsl((LD)g_b.pos.y) + (LD)g_b.half.x + (LD)g_b.half.y;
    tol = 64 * (LD)REAL_EPS * scale;
    if (!CHECK(hit_finite(h) && is_unit(h.normal)))
        return;
    CHECK(least > -tol); /* touching within rounding may count either way */
    CHECK(fabsl(sqrtl((LD)h.delta.x * h.delta.x + (LD)h.delta.y * h.delta.y) - least) <= tol);
    if (second - least > 4 * tol) {
        CHECK(fabsl((LD)h.normal.x - dir[best] * ax[best]) <= 1e-3L);
        CHECK(fabsl((LD)h.normal.y - dir[best] * ay[best]) <= 1e-3L);
    }
}

/* ---- segment vs segment -------------------------------------------------- */

static int same_hit(isect_hit a, isect_hit b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

/* Distance from (px, py) to the segment from a to a + e, in long double. */
static LD seg_dist_ld(LD px, LD py, isect_vec a, isect_vec e)
{
    LD ex = e.x, ey = e.y, wx = px - (LD)a.x, wy = py - (LD)a.y;
    LD ee = ex * ex + ey * ey, s = ee > 0 ? (wx * ex + wy * ey) / ee : 0;
    s = s < 0 ? 0 : (s > 1 ? 1 : s);
    return hypotl(wx - s * ex, wy - s * ey);
}

static void check_segment_segment(void)
{
    isect_hit h1 = nan_hit(), h2 = nan_hit();
    isect_real s1 = R(-7), s2 = R(-7);
    bool with_both = isect_segment_segment(g_sp, g_sd, g_p, g_d, &h1, &s1);
    bool with_hit = isect_segment_segment(g_sp, g_sd, g_p, g_d, &h2, NULL);
    bool with_time = isect_segment_segment(g_sp, g_sd, g_p, g_d, NULL, &s2);
    bool bare = isect_segment_segment(g_sp, g_sd, g_p, g_d, NULL, NULL);
    CHECK(with_both == bare && with_hit == bare && with_time == bare);
    if (!with_both) {
        CHECK(hit_is_nan(h1) && hit_is_nan(h2) && s1 == R(-7) && s2 == R(-7)); /* untouched */
        return;
    }
    CHECK(same_hit(h1, h2));
    CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
    CHECK(s1 >= 0 && s1 <= 1);
    CHECK(h1.time >= 0 && h1.time <= 1);
    if (g_kind != CASE_HUGE) {
        LD scale = 1 + fabsl((LD)g_sp.x) + fabsl((LD)g_sp.y) + fabsl((LD)g_sd.x)
                   + fabsl((LD)g_sd.y) + fabsl((LD)g_p.x) + fabsl((LD)g_p.y)
                   + fabsl((LD)g_d.x) + fabsl((LD)g_d.y);
        LD tol = 64 * (LD)REAL_EPS * scale;
        LD el = hypotl(g_sd.x, g_sd.y), dl = hypotl(g_d.x, g_d.y);
        LD sine = el > 0 && dl > 0
                      ? fabsl((LD)g_sd.x * g_d.y - (LD)g_sd.y * g_d.x) / (el * dl) : 0;
        if (CHECK(hit_finite(h1) && is_unit(h1.normal))) {
            CHECK(seg_dist_ld(h1.pos.x, h1.pos.y, g_sp, g_sd) <= tol);
            CHECK(seg_dist_ld(h1.pos.x, h1.pos.y, g_p, g_d) <= tol);
            /* the first segment's point at seg_time is that contact, where the
               crossing is well defined: the two times each have an error of
               about tol / sin(angle) */
            if (sine > 0.01L)
                CHECK(hypotl((LD)g_sp.x + (LD)s1 * g_sd.x - (LD)h1.pos.x,
                             (LD)g_sp.y + (LD)s1 * g_sd.y - (LD)h1.pos.y) <= tol / sine);
        }
    }
}

/* ---- the phases ---------------------------------------------------------- */

static long hits_tri[4], hits_seg[4];

static void trial(void)
{
    gen_shapes();
    hits_tri[g_kind] += isect_triangle_aabb(g_t, g_b, NULL);
    hits_seg[g_kind] += isect_segment_segment(g_sp, g_sd, g_p, g_d, NULL, NULL);
    check_triangle_aabb();
    check_segment_segment();
}

static void trial_bench(void) { g_kind = CASE_BENCH; trial(); }
static void trial_grid(void) { g_kind = CASE_GRID; trial(); }
static void trial_tiles(void) { g_kind = CASE_TILES; trial(); }
static void trial_huge(void) { g_kind = CASE_HUGE; trial(); }

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (triangle-box, segment-segment)",
                                 0x5bee0d1eULL, 100000, describe);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    printf("hits (triangle-box, segment-segment): bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld,"
           " huge %ld/%ld\n", hits_tri[0], hits_seg[0], hits_tri[1], hits_seg[1], hits_tri[2],
           hits_seg[2], hits_tri[3], hits_seg[3]);
    return property_finish(__FILE__);
}
