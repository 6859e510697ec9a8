/* property_speed2.c -- the faster forms of issue 12 give the answers of the
   teaching forms they replaced.

   Usage: test-property_speed2 [seed [trials]]

   Issue 12 measured isect_normalize 6.1x, isect_nearest_segment 11.8x,
   isect_aabb_point 3.4x and isect_aabb_aabb 3.0x slower than Chipmunk2D.
   The fixes change how each is computed, never what it answers:

   - isect_normalize divides both coordinates by the length in one packed
     division (isect_divide_both) where the compiler has one; each quotient
     is still rounded once, so the answer is the two plain divisions' bit
     for bit (ref_normalize below is the teaching code, word for word);
   - isect_nearest_segment no longer tests D.D > 0: a zero-length segment
     divides 0 by 0, and the clamp turns the NaN into t = 0. The answer is the old one bit for bit, except where
     D is not zero but D.D underflows to zero while (P - A).D does not:
     then the old code gave the start, and the new one gives the end the
     point lies toward, which is the nearer end (checked here in long
     double);
   - isect_aabb_point and isect_aabb_aabb compare |d| with the half size
     (or the reach) before they subtract: the same decision, and the same
     hit, bit for bit, as the subtract-first form, for all finite input.

   Cases: coordinates as games use them (0.5 to 10^4, any sign), the
   half-unit grid (exact: flush and touching shapes are common), tile grids
   in the thousands with boxes placed exactly flush, vectors along an axis,
   tiny (subnormal), huge and infinite values. Built in double, float and
   under the sanitizers by tests/tests.mk. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

typedef long double LD;

/* ---- the teaching forms, as they were before issue 12 ------------------- */

#ifdef ISECT_FLOAT
#define REF_MIN FLT_MIN
#define REF_MAX FLT_MAX
#define REF_SQRT sqrtf
#else
#define REF_MIN DBL_MIN
#define REF_MAX DBL_MAX
#define REF_SQRT sqrt
#endif

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_sign(isect_real v) { return v < 0 ? -1 : 1; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }

static isect_real ref_clamp(isect_real v, isect_real lo, isect_real hi)
{
    return v > lo ? (v < hi ? v : hi) : lo;
}

static isect_vec ref_normalize(isect_vec a)
{
    isect_real squared = a.x * a.x + a.y * a.y;
    isect_real m, length;
    isect_vec u;
    if (squared >= REF_MIN && squared <= REF_MAX) {
        length = REF_SQRT(squared);
        return V((double)(a.x / length), (double)(a.y / length));
    }
    m = ref_max(ref_abs(a.x), ref_abs(a.y));
    if (m == 0)
        return V(1, 0);
    if (m > REF_MAX)
        return ref_normalize(V(ref_abs(a.x) == m ? (double)ref_sign(a.x) : 0,
                               ref_abs(a.y) == m ? (double)ref_sign(a.y) : 0));
    u.x = a.x / m;
    u.y = a.y / m;
    length = REF_SQRT(u.x * u.x + u.y * u.y);
    return V((double)(u.x / length), (double)(u.y / length));
}

static isect_vec ref_foot(isect_vec pos, isect_vec delta, isect_vec point)
{
    isect_real dd = delta.x * delta.x + delta.y * delta.y;
    isect_real t = 0;
    isect_vec r;
    if (dd > 0)
        t = ref_clamp(((point.x - pos.x) * delta.x + (point.y - pos.y) * delta.y) / dd, 0, 1);
    r.x = pos.x + delta.x * t;
    r.y = pos.y + delta.y * t;
    return r;
}

static isect_hit ref_push(isect_aabb box, isect_vec point, isect_real px, isect_real py)
{
    isect_hit hit;
    if (px < py) {
        isect_real sx = ref_sign(point.x - box.pos.x);
        hit.normal = V((double)sx, 0);
        hit.delta = V((double)(px * sx), 0);
        hit.pos = V((double)(box.pos.x + box.half.x * sx), (double)point.y);
    } else {
        isect_real sy = ref_sign(point.y - box.pos.y);
        hit.normal = V(0, (double)sy);
        hit.delta = V(0, (double)(py * sy));
        hit.pos = V((double)point.x, (double)(box.pos.y + box.half.y * sy));
    }
    hit.time = 0;
    return hit;
}

static bool ref_aabb_point(isect_aabb box, isect_vec point, isect_hit *out)
{
    isect_real px = box.half.x - ref_abs(point.x - box.pos.x);
    isect_real py = box.half.y - ref_abs(point.y - box.pos.y);
    if (px <= 0 || py <= 0)
        return false;
    *out = ref_push(box, point, px, py);
    return true;
}

static bool ref_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real px = (box.half.x + other.half.x) - ref_abs(other.pos.x - box.pos.x);
    isect_real py = (box.half.y + other.half.y) - ref_abs(other.pos.y - box.pos.y);
    if (!(px > 0 && py > 0))
        return false;
    *out = ref_push(box, other.pos, px, py);
    out->pos = isect_nearest_aabb(box, out->pos);
    return true;
}

/* Two results are the same when every field is the same number (a -0
   and a 0 count as the same; a NaN never does). */
static int same_real(isect_real a, isect_real b) { return a == b; }
static int same_v(isect_vec a, isect_vec b) { return same_real(a.x, b.x) && same_real(a.y, b.y); }
static int no_nan(isect_hit h)
{
    return !isnan(h.pos.x) && !isnan(h.pos.y) && !isnan(h.normal.x) && !isnan(h.normal.y)
        && !isnan(h.delta.x) && !isnan(h.delta.y) && !isnan(h.time);
}
static int same_hit(isect_hit a, isect_hit b)
{
    return same_v(a.pos, b.pos) && same_v(a.delta, b.delta) && same_v(a.normal, b.normal)
        && same_real(a.time, b.time);
}

/* ---- the case ------------------------------------------------------------- */

static isect_vec g_a, g_pos, g_delta, g_point;
static isect_aabb g_box, g_other;

static void describe(void)
{
    printf("  [%s, trial %ld] vector (%.17g, %.17g); segment (%.17g, %.17g) + (%.17g, %.17g),"
           " point (%.17g, %.17g)\n  box {(%.17g, %.17g), (%.17g, %.17g)}"
           " other {(%.17g, %.17g), (%.17g, %.17g)}\n",
           k_kind, k_trial, (double)g_a.x, (double)g_a.y, (double)g_pos.x, (double)g_pos.y,
           (double)g_delta.x, (double)g_delta.y, (double)g_point.x, (double)g_point.y,
           (double)g_box.pos.x, (double)g_box.pos.y, (double)g_box.half.x,
           (double)g_box.half.y, (double)g_other.pos.x, (double)g_other.pos.y,
           (double)g_other.half.x, (double)g_other.half.y);
}

typedef enum { K_GAME, K_GRID, K_TILES, K_EXTREME } kind;
static kind g_kind;

#ifdef ISECT_FLOAT
#define FAR 2048
#define HUGE_PAST 1e37
#define TINY 1e-40
#else
#define FAR 65536
#define HUGE_PAST 1e306
#define TINY 1e-310
#endif

/* A number as games use them: a magnitude from 0.5 to 10^4 (spread over
   the decades), either sign, sometimes a whole number or a half. */
static double game_number(void)
{
    double m = 0.5 * pow(2e4, rng_unit());
    if (rng_chance(0.3))
        m = floor(2 * m) / 2;
    return rng_chance(0.5) ? -m : m;
}

static double extreme_number(void)
{
    switch (rng_int(0, 6)) {
    case 0: return 0;
    case 1: return (2 * rng_unit() - 1) * TINY;
    case 2: return (2 * rng_unit() - 1) * HUGE_PAST;
    case 3: return rng_chance(0.5) ? (double)REF_MAX : -(double)REF_MAX;
    case 4: return (2 * rng_unit() - 1) * HUGE_COORD;
    case 5: return (2 * rng_unit() - 1) * SUBNORMAL_SCALE * 100;
    default: return game_number();
    }
}

static double number(double center, double reach)
{
    switch (g_kind) {
    case K_GAME: return center + game_number();
    case K_GRID:
    case K_TILES: return center + rng_int(-(int)(2 * reach), (int)(2 * reach)) / 2.0;
    case K_EXTREME: break;
    }
    return extreme_number();
}

static double half_size(double reach)
{
    if (rng_chance(0.1))
        return 0;
    if (g_kind == K_GAME)
        return fabs(game_number());
    if (g_kind == K_EXTREME)
        return fabs(extreme_number());
    return rng_int(1, (int)(2 * reach)) / 2.0;
}

/* Vectors of such draws, x first, then y, one statement each: in one
   call's arguments the order would be the compiler's choice, and a seed
   would make another case under another compiler. */
static isect_vec number_vec(double cx, double cy, double reach)
{
    double x = number(cx, reach);
    double y = number(cy, reach);
    return V(x, y);
}

static isect_vec half_vec(double reach)
{
    double x = half_size(reach);
    double y = half_size(reach);
    return V(x, y);
}

static void gen_case(void)
{
    double cx = 0, cy = 0;
    if (g_kind == K_TILES) {
        cx = rng_int(-FAR, FAR);
        cy = rng_int(-FAR, FAR);
    }
    g_a = number_vec(0, 0, 20);
    switch (rng_int(0, 5)) {
    case 0: g_a.y = 0; break; /* along an axis: the normals of a tile world */
    case 1: g_a.x = 0; break;
    case 2: g_a.y = g_a.x; break;
    default: break;
    }
    if (g_kind == K_EXTREME && rng_chance(0.1)) /* past the range: an infinite coordinate */
        g_a.x = rng_chance(0.5) ? (double)INFINITY : -(double)INFINITY;
    g_box.pos = number_vec(cx, cy, 20);
    g_box.half = half_vec(10);
    g_other.pos = number_vec(cx, cy, 20);
    g_other.half = half_vec(10);
    g_point = number_vec(cx, cy, 20);
    switch (rng_int(0, 5)) {
    case 0: /* the other box exactly flush against the box's right edge */
        g_other.pos.x = R((double)g_box.pos.x + (double)g_box.half.x + (double)g_other.half.x);
        break;
    case 1: /* a point exactly on the box's top edge */
        g_point.y = R((double)g_box.pos.y + (double)g_box.half.y);
        break;
    case 2: /* a point exactly on a corner */
        g_point = V((double)g_box.pos.x - (double)g_box.half.x,
                    (double)g_box.pos.y - (double)g_box.half.y);
        break;
    case 3: /* the same center */
        g_other.pos = g_box.pos;
        break;
    default:
        break;
    }
    g_pos = number_vec(cx, cy, 20);
    g_delta = number_vec(0, 0, 20);
    switch (rng_int(0, 5)) {
    case 0: g_delta = ZERO; break;                   /* a segment of zero length */
    case 1: g_point = g_pos; break;                  /* the point at the start */
    case 2: g_point = vplus(g_pos, g_delta); break;  /* the point at the end */
    case 3: g_delta.y = 0; break;                    /* a level segment */
    default: break;
    }
}

/* ---- the checks ------------------------------------------------------------ */

static void check_normalize(void)
{
    isect_vec n = isect_normalize(g_a), r = ref_normalize(g_a);
    CHECK(same_v(n, r));
    CHECK(finite2(n));
    if (finite2(g_a) && (g_a.x != 0 || g_a.y != 0) && (g_a.x == 0 || g_a.y == 0))
        CHECK(fabs((double)n.x) + fabs((double)n.y) == 1); /* exactly a unit axis */
}

static void check_nearest_segment(void)
{
    isect_vec q = isect_nearest_segment(g_pos, g_delta, g_point);
    isect_vec r = ref_foot(g_pos, g_delta, g_point);
    isect_real dd = g_delta.x * g_delta.x + g_delta.y * g_delta.y;
    CHECK(finite2(q) || !finite2(r));
    if (dd > 0 || (g_delta.x == 0 && g_delta.y == 0) || !(dd == dd)) {
        CHECK(same_v(q, r));
    } else if ((g_point.x - g_pos.x) * g_delta.x + (g_point.y - g_pos.y) * g_delta.y == 0) {
        CHECK(same_v(q, r)); /* the top underflowed too: 0/0 gives the start, as before */
    } else {
        /* D is not zero, but D.D underflowed: the answer is an end, the one
           nearer the point (or either, if they are as near) */
        isect_vec b = vplus(g_pos, g_delta);
        LD da = hypotl((LD)g_point.x - (LD)g_pos.x, (LD)g_point.y - (LD)g_pos.y);
        LD db = hypotl((LD)g_point.x - (LD)b.x, (LD)g_point.y - (LD)b.y);
        LD dq = hypotl((LD)g_point.x - (LD)q.x, (LD)g_point.y - (LD)q.y);
        if (CHECK(same_v(q, g_pos) || same_v(q, b)))
            CHECK(dq <= (da < db ? da : db) * (1 + 4 * (LD)REAL_EPS));
    }
}

static void check_aabb_point(void)
{
    isect_hit h = marked_hit(), r = marked_hit();
    bool got = isect_aabb_point(g_box, g_point, &h);
    bool want = ref_aabb_point(g_box, g_point, &r);
    CHECK(got == want);
    CHECK(isect_aabb_point(g_box, g_point, NULL) == got);
    if (got && want)
        CHECK(same_hit(h, r));
    if (!got)
        CHECK(hit_is_marked(h));
}

static void check_aabb_aabb(void)
{
    isect_hit h = marked_hit(), r = marked_hit();
    bool got = isect_aabb_aabb(g_box, g_other, &h);
    bool want = ref_aabb_aabb(g_box, g_other, &r);
    CHECK(got == want);
    CHECK(isect_aabb_aabb(g_box, g_other, NULL) == got);
    if (got && want)
        CHECK(same_hit(h, r));
    if (got && finite2(g_box.pos) && finite2(g_other.pos) && finite2(g_box.half)
        && finite2(g_other.half))
        CHECK(no_nan(h));
}

static long hits[4][2];

static void trial(void)
{
    gen_case();
    check_normalize();
    check_nearest_segment();
    check_aabb_point();
    check_aabb_aabb();
    hits[g_kind][0] += isect_aabb_point(g_box, g_point, NULL);
    hits[g_kind][1] += isect_aabb_aabb(g_box, g_other, NULL);
}

static void trial_game(void) { g_kind = K_GAME; trial(); }
static void trial_grid(void) { g_kind = K_GRID; trial(); }
static void trial_tiles(void) { g_kind = K_TILES; trial(); }
static void trial_extreme(void) { g_kind = K_EXTREME; trial(); }

/* ---- named cases ----------------------------------------------------------- */

/* Issue 12, isect_normalize at 6.1x Chipmunk2D: the packed division keeps
   the normals of a tile world exact, which a multiply by 1/|A| would not
   (49 round(1/49) is 0.99999999999999989 in double). */
TEST(issue12_normalize_packed_division_keeps_axis_normals_exact)
{
    isect_vec n = isect_normalize(V(49, 0));
    CHECK(n.x == 1 && n.y == 0);
    n = isect_normalize(V(0, -49));
    CHECK(n.x == 0 && n.y == -1);
    n = isect_normalize(V(-1000.5, 0));
    CHECK(n.x == -1 && n.y == 0);
    n = isect_normalize(V(3, 4));
    CHECK(n.x == R(3) / R(5) && n.y == R(4) / R(5));
    n = isect_normalize(V(-3072, 4096)); /* a tile world's 3-4-5 in the thousands */
    CHECK(n.x == R(-3) / R(5) && n.y == R(4) / R(5));
    n = isect_normalize(ZERO);
    CHECK(n.x == 1 && n.y == 0);
    n = isect_normalize(V(TINY, -TINY)); /* the careful way, also packed */
    CHECK(same_v(n, ref_normalize(V(TINY, -TINY))));
    CHECK(n.x > 0 && n.y < 0 && n.x == -n.y);
}

/* Issue 12, isect_nearest_segment at 11.8x linked: no test of D.D > 0; a
   segment of zero length still gives its start, with no NaN. */
TEST(issue12_nearest_segment_zero_length_gives_the_start)
{
    isect_vec q = isect_nearest_segment(V(1000.5, -731.5), ZERO, V(3, 4));
    CHECK(q.x == R(1000.5) && q.y == R(-731.5));
    q = isect_nearest_segment(V(2, 2), ZERO, V(2, 2));
    CHECK(q.x == 2 && q.y == 2);
    /* on the segment, before it, after it: as before */
    q = isect_nearest_segment(V(0, 0), V(10, 0), V(4, 3));
    CHECK(q.x == 4 && q.y == 0);
    q = isect_nearest_segment(V(0, 0), V(10, 0), V(-4, 3));
    CHECK(q.x == 0 && q.y == 0);
    q = isect_nearest_segment(V(0, 0), V(10, 0), V(14, 3));
    CHECK(q.x == 10 && q.y == 0);
    /* D is not zero, but D.D underflows to zero: the end the point lies toward */
    q = isect_nearest_segment(V(0, 0), V(TINY, 0), V(5, 0));
    CHECK(q.x == R(TINY) && q.y == 0);
    q = isect_nearest_segment(V(0, 0), V(TINY, 0), V(-5, 0));
    CHECK(q.x == 0 && q.y == 0);
}

/* Issue 12, isect_aabb_point at 3.4x: comparing |d| with the half size
   first keeps touching a miss, on an edge and on a corner, at game
   coordinates and in the thousands. */
TEST(issue12_aabb_point_compare_first_keeps_touching_a_miss)
{
    isect_hit h = marked_hit();
    CHECK(!isect_aabb_point(BOX(0, 0, 4, 2), V(4, 1), &h) && hit_is_marked(h));
    CHECK(!isect_aabb_point(BOX(0, 0, 4, 2), V(-4, -2), &h) && hit_is_marked(h));
    CHECK(!isect_aabb_point(BOX(2048.5, 1024, 0.5, 0.5), V(2049, 1024), &h));
    if (CHECK(isect_aabb_point(BOX(2048.5, 1024, 0.5, 0.5), V(2048.75, 1024.125), &h)))
        CHECK_HIT(h, 2049, 1024.125, 1, 0, 0.25, 0, 0);
    if (CHECK(isect_aabb_point(BOX(0, 0, 4, 2), V(3, 1), &h)))
        CHECK_HIT(h, 3, 2, 0, 1, 0, 1, 0);
}

/* Issue 12, isect_aabb_aabb at 3.0x: flush tiles do not overlap; boxes
   near the largest number give a miss or a hit without a NaN. */
TEST(issue12_aabb_aabb_compare_first_flush_and_huge)
{
    isect_hit h = marked_hit();
    CHECK(!isect_aabb_aabb(BOX(1024, 512, 8, 8), BOX(1040, 512, 8, 8), &h));
    CHECK(!isect_aabb_aabb(BOX(1024, 512, 8, 8), BOX(1040, 528, 8, 8), &h));
    CHECK(hit_is_marked(h));
    if (CHECK(isect_aabb_aabb(BOX(1024, 512, 8, 8), BOX(1039.5, 512, 8, 8), &h)))
        CHECK_HIT(h, 1032, 512, 1, 0, 0.5, 0, 0);
    h = marked_hit();
    CHECK(!isect_aabb_aabb(BOX(REF_MAX, 0, REF_MAX, 1), BOX(-(double)REF_MAX, 0, REF_MAX, 1), &h));
    CHECK(hit_is_marked(h));
    if (CHECK(isect_aabb_aabb(BOX(0, 0, REF_MAX, 1), BOX(1, 0, REF_MAX, 1), &h)))
        CHECK(no_nan(h));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "issue 12 fast forms (normalize, nearest "
                                 "segment, box-point, box-box)", 0x12fa57ULL, 60000, describe);
    RUN(issue12_normalize_packed_division_keeps_axis_normals_exact);
    RUN(issue12_nearest_segment_zero_length_gives_the_start);
    RUN(issue12_aabb_point_compare_first_keeps_touching_a_miss);
    RUN(issue12_aabb_aabb_compare_first_flush_and_huge);
    property_phase("as games use them, 0.5 to 10^4", trials, trial_game);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands, flush", trials, trial_tiles);
    property_phase("tiny, huge, infinite and zero", trials, trial_extreme);
    printf("hits (box-point, box-box): games %ld/%ld, grid %ld/%ld, tiles %ld/%ld,"
           " extreme %ld/%ld\n", hits[0][0], hits[0][1], hits[1][0], hits[1][1], hits[2][0],
           hits[2][1], hits[3][0], hits[3][1]);
    return property_finish(__FILE__);
}
