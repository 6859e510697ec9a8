/* property_speed_basic.c -- issue 12, item 1 (every call as fast as the
   fastest C peer), lane basic: isect_abs is now the compiler's sign-clearing
   fabs instead of the larger of v and -v. Nothing else may move.

   Usage: test-property_speed_basic [seed [trials]]

   - isect_abs against the old formula, copied here: the same number for
     every value (random bits: normal, subnormal, huge, infinite), +0 for
     both zeros (the old one gave -0 for +0), NaN for NaN.
   - circle vs point now pastes in the fast way of isect_normalize: its
     normal is isect_normalize's, bit for bit, and the hit the push along
     it; on the grid the exact answer (long double); circle vs circle with
     a zero radius gives the same normal.
   - box vs point and box vs box against the old code copied here (the old
     abs, the old push): the same answer, and every field of the hit equal
     (bit for bit where it is not zero); on the half-unit grid and on tiles
     in the thousands also the exact answer, decided in long double
     (strict: touching is not overlapping); with and without a hit the same
     answer; a miss leaves the hit untouched.
   Cases: random in [-20, 20], the half-unit grid, tile corners in the
   thousands (every product exact), boxes and points exactly flush with an
   edge or a corner, zero half sizes. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#include <string.h>

typedef long double LD;

/* ---- the old code, copied as it was ------------------------------------- */

static isect_real old_abs(isect_real v)
{
    return v > -v ? v : -v;
}

static isect_real old_sign(isect_real v)
{
    return v < 0 ? -1 : 1;
}

static isect_hit old_push_out_of_box(isect_aabb box, isect_vec point, isect_real px,
                                     isect_real py)
{
    isect_hit hit;
    if (px < py) {
        isect_real sx = old_sign(point.x - box.pos.x);
        hit.normal = isect_v(sx, 0);
        hit.delta = isect_v(px * sx, 0);
        hit.pos = isect_v(box.pos.x + box.half.x * sx, point.y);
    } else {
        isect_real sy = old_sign(point.y - box.pos.y);
        hit.normal = isect_v(0, sy);
        hit.delta = isect_v(0, py * sy);
        hit.pos = isect_v(point.x, box.pos.y + box.half.y * sy);
    }
    hit.time = 0;
    return hit;
}

static bool old_aabb_point(isect_aabb box, isect_vec point, isect_hit *out)
{
    isect_real ax = old_abs(point.x - box.pos.x);
    isect_real ay = old_abs(point.y - box.pos.y);
    if (!(ax < box.half.x && ay < box.half.y))
        return false;
    if (out != NULL)
        *out = old_push_out_of_box(box, point, box.half.x - ax, box.half.y - ay);
    return true;
}

static bool old_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real ax = old_abs(other.pos.x - box.pos.x);
    isect_real ay = old_abs(other.pos.y - box.pos.y);
    isect_real reach_x = box.half.x + other.half.x;
    isect_real reach_y = box.half.y + other.half.y;
    if (!(ax < reach_x && ay < reach_y))
        return false;
    if (out != NULL) {
        *out = old_push_out_of_box(box, other.pos, reach_x - ax, reach_y - ay);
        out->pos = isect_nearest_aabb(box, out->pos);
    }
    return true;
}

/* ---- comparing ---------------------------------------------------------- */

/* Equal numbers; bit for bit unless both are zeros. */
static int same_real(isect_real a, isect_real b)
{
    if (a != b) return 0;
    return a == 0 || memcmp(&a, &b, sizeof a) == 0;
}

static int same_hit(isect_hit a, isect_hit b)
{
    return same_real(a.pos.x, b.pos.x) && same_real(a.pos.y, b.pos.y)
        && same_real(a.normal.x, b.normal.x) && same_real(a.normal.y, b.normal.y)
        && same_real(a.delta.x, b.delta.x) && same_real(a.delta.y, b.delta.y)
        && same_real(a.time, b.time);
}

static int sign_bit(isect_real v)
{
    return signbit(v) != 0;
}

/* ---- named tests -------------------------------------------------------- */

TEST(abs_of_both_zeros_is_plus_zero)
{
    CHECK(isect_abs(R(0.0)) == 0 && !sign_bit(isect_abs(R(0.0))));
    CHECK(isect_abs(R(-0.0)) == 0 && !sign_bit(isect_abs(R(-0.0))));
    CHECK(sign_bit(old_abs(R(0.0)))); /* the old formula's -0, the one change */
}

TEST(abs_of_nan_is_nan_and_of_infinity_is_infinity)
{
    isect_real inf = R(HUGE_VAL);
    isect_real nan = inf - inf;
    CHECK(isnan(isect_abs(nan)));
    CHECK(isnan(isect_abs(-nan)));
    CHECK(isect_abs(-inf) == inf && isect_abs(inf) == inf);
}

TEST(abs_of_the_smallest_and_largest)
{
    isect_real tiny = R(SUBNORMAL_SCALE);
#ifdef ISECT_FLOAT
    isect_real big = FLT_MAX;
#else
    isect_real big = DBL_MAX;
#endif
    CHECK(isect_abs(-tiny) == tiny && isect_abs(tiny) == tiny);
    CHECK(isect_abs(-big) == big && isect_abs(big) == big);
    CHECK(isect_abs(R(-1234.5)) == R(1234.5));
}

TEST(box_point_flush_on_an_edge_and_a_corner_misses)
{
    isect_hit h = marked_hit();
    isect_aabb b = BOX(1024.5, 2048, 16, 8);
    CHECK(!isect_aabb_point(b, V(1040.5, 2050), &h) && hit_is_marked(h));
    CHECK(!isect_aabb_point(b, V(1008.5, 2040), &h) && hit_is_marked(h));
    CHECK(isect_aabb_point(b, V(1040, 2050), &h));
    CHECK_HIT(h, 1040.5, 2050, 1, 0, 0.5, 0, 0);
}

TEST(box_box_flush_tiles_miss_and_a_half_over_hits)
{
    isect_hit h = marked_hit();
    isect_aabb tile = BOX(4000.5, 1000.5, 0.5, 0.5);
    CHECK(!isect_aabb_aabb(tile, BOX(4001.5, 1000.5, 0.5, 0.5), &h) && hit_is_marked(h));
    CHECK(!isect_aabb_aabb(tile, BOX(4001.5, 1001.5, 0.5, 0.5), &h) && hit_is_marked(h));
    CHECK(isect_aabb_aabb(tile, BOX(4001, 1000.5, 0.5, 0.5), &h));
    CHECK_HIT(h, 4001, 1000.5, 1, 0, 0.5, 0, 0);
}

/* ---- the random cases --------------------------------------------------- */

static isect_aabb g_box, g_other;
static isect_vec g_p;

static void describe(void)
{
    printf("  [%s, trial %ld] box (%.17g, %.17g) half (%.17g, %.17g)"
           " other (%.17g, %.17g) half (%.17g, %.17g) point (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_box.pos.x, (double)g_box.pos.y, (double)g_box.half.x,
           (double)g_box.half.y, (double)g_other.pos.x, (double)g_other.pos.y,
           (double)g_other.half.x, (double)g_other.half.y, (double)g_p.x, (double)g_p.y);
}

typedef enum { K_RANDOM, K_GRID, K_TILES } kind;

#ifdef ISECT_FLOAT
#define FAR 4096
#else
#define FAR 65536
#endif

static double coord(kind k, double center, double reach)
{
    if (k == K_RANDOM) return center + (2 * rng_unit() - 1) * reach;
    return center + rng_int(-(int)(2 * reach), (int)(2 * reach)) / 2.0;
}

static double size(kind k, double reach)
{
    if (rng_chance(0.05)) return 0;
    if (k == K_RANDOM) return rng_unit() * reach;
    return rng_int(1, (int)(2 * reach)) / 2.0;
}

/* Put the point or the other box exactly flush with the box, on an edge
   or at a corner, on either side. */
static void make_flush(void)
{
    double sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
    double bx = (double)g_box.pos.x, by = (double)g_box.pos.y;
    double rx = (double)g_box.half.x + (double)g_other.half.x;
    double ry = (double)g_box.half.y + (double)g_other.half.y;
    switch (rng_int(0, 2)) {
    case 0: /* on a vertical edge */
        g_p.x = R(bx + sx * (double)g_box.half.x);
        g_other.pos.x = R(bx + sx * rx);
        break;
    case 1: /* on a horizontal edge */
        g_p.y = R(by + sy * (double)g_box.half.y);
        g_other.pos.y = R(by + sy * ry);
        break;
    default: /* on a corner */
        g_p = V(bx + sx * (double)g_box.half.x, by + sy * (double)g_box.half.y);
        g_other.pos = V(bx + sx * rx, by + sy * ry);
        break;
    }
}

static void gen_case(kind k)
{
    double cx = 0, cy = 0, reach = k == K_RANDOM ? 20 : 12;
    if (k == K_TILES) {
        int x = rng_int(-FAR, FAR); /* one draw after the other */
        cx = x;
        cy = rng_int(-FAR, FAR);
    } else if (k == K_GRID) {
        cx = rng_int(1, 4) / 2.0; /* from 0.5 */
    }
    {
        double x = coord(k, cx, reach);
        double y = coord(k, cy, reach);
        double hx = size(k, reach / 2);
        double hy = size(k, reach / 2);
        g_box = BOX(x, y, hx, hy);
    }
    {
        double x = coord(k, cx, reach);
        double y = coord(k, cy, reach);
        double hx = size(k, reach / 2);
        double hy = size(k, reach / 2);
        g_other = BOX(x, y, hx, hy);
    }
    if (rng_chance(0.5)) { /* near the box, to hit it often */
        double x = coord(k, (double)g_box.pos.x, (double)g_box.half.x + 1);
        double y = coord(k, (double)g_box.pos.y, (double)g_box.half.y + 1);
        g_p = V(x, y);
    } else {
        double x = coord(k, cx, reach);
        double y = coord(k, cy, reach);
        g_p = V(x, y);
    }
    if (rng_chance(0.3)) make_flush();
}

static long hits_point, hits_box;

static void check_case(kind k)
{
    isect_hit h = marked_hit(), o = marked_hit();
    bool got = isect_aabb_point(g_box, g_p, &h);
    bool want = old_aabb_point(g_box, g_p, &o);
    CHECK(got == want);
    CHECK(got ? same_hit(h, o) : hit_is_marked(h));
    CHECK(isect_aabb_point(g_box, g_p, NULL) == got);
    if (k != K_RANDOM) { /* every difference exact: the exact answer */
        LD dx = (LD)g_p.x - (LD)g_box.pos.x, dy = (LD)g_p.y - (LD)g_box.pos.y;
        bool exact = fabsl(dx) < (LD)g_box.half.x && fabsl(dy) < (LD)g_box.half.y;
        CHECK(got == exact);
    }
    hits_point += got;

    h = marked_hit();
    o = marked_hit();
    got = isect_aabb_aabb(g_box, g_other, &h);
    want = old_aabb_aabb(g_box, g_other, &o);
    CHECK(got == want);
    CHECK(got ? same_hit(h, o) : hit_is_marked(h));
    CHECK(isect_aabb_aabb(g_box, g_other, NULL) == got);
    CHECK(isect_aabb_aabb(g_other, g_box, NULL) == got); /* symmetric */
    if (k != K_RANDOM) {
        LD dx = (LD)g_other.pos.x - (LD)g_box.pos.x, dy = (LD)g_other.pos.y - (LD)g_box.pos.y;
        bool exact = fabsl(dx) < (LD)g_box.half.x + (LD)g_other.half.x
                  && fabsl(dy) < (LD)g_box.half.y + (LD)g_other.half.y;
        CHECK(got == exact);
    }
    if (got) { /* the push: the smaller overlap, along an axis */
        CHECK(h.delta.x == 0 || h.delta.y == 0);
        CHECK(hit_finite(h) && is_unit(h.normal));
    }
    hits_box += got;
}

static void trial_random(void) { gen_case(K_RANDOM); check_case(K_RANDOM); }
static void trial_grid(void) { gen_case(K_GRID); check_case(K_GRID); }
static void trial_tiles(void) { gen_case(K_TILES); check_case(K_TILES); }

/* Circle vs point: the normal pasted in (isect_normalize_inline) is the
   one isect_normalize gives, bit for bit, and the hit is the old push
   along it; circle vs circle agrees with it (the point test on the summed
   radius). Points near the center reach the careful way of normalizing
   (a sum of squares below the smallest normal number). */
static isect_circle g_c;
static long hits_circle;

static void trial_circle(void)
{
    int k = rng_int(0, 3);
    double cx = 0, cy = 0, r;
    isect_vec d, n;
    isect_hit h = marked_hit(), o;
    bool got;
    if (k == 1) {
        int x = rng_int(-FAR, FAR); /* one draw after the other */
        cx = x;
        cy = rng_int(-FAR, FAR);
    }
    {
        double x = k == 0 ? coord(K_RANDOM, cx, 20) : coord(K_GRID, cx, 12);
        double y = k == 0 ? coord(K_RANDOM, cy, 20) : coord(K_GRID, cy, 12);
        r = k == 0 ? rng_unit() * 20 : rng_int(0, 24) / 2.0;
        g_c = CIRC(x, y, r);
    }
    if (k == 3) { /* a hair from the center: the careful way */
        double tiny = SUBNORMAL_SCALE * rng_int(-100, 100);
        double tiny2 = SUBNORMAL_SCALE * rng_int(-100, 100);
        g_p = V((double)g_c.pos.x + tiny, (double)g_c.pos.y + tiny2);
        if (g_c.pos.x != 0) g_p.x = g_c.pos.x; /* keep the difference tiny */
        if (g_c.pos.y != 0) g_p.y = g_c.pos.y;
        if (rng_chance(0.5)) g_c.pos = ZERO, g_p = V(tiny, tiny2);
    } else {
        double x = k == 0 ? coord(K_RANDOM, (double)g_c.pos.x, r + 1)
                          : coord(K_GRID, (double)g_c.pos.x, r + 1);
        double y = k == 0 ? coord(K_RANDOM, (double)g_c.pos.y, r + 1)
                          : coord(K_GRID, (double)g_c.pos.y, r + 1);
        g_p = V(x, y);
    }
    got = isect_circle_point(g_c, g_p, 0, &h);
    CHECK(isect_circle_point(g_c, g_p, 0, NULL) == got);
    if (k != 0) { /* exact on the grid */
        LD dx = (LD)g_p.x - (LD)g_c.pos.x, dy = (LD)g_p.y - (LD)g_c.pos.y;
        CHECK(got == (dx * dx + dy * dy < (LD)g_c.radius * (LD)g_c.radius));
    }
    if (!got) {
        CHECK(hit_is_marked(h));
        return;
    }
    hits_circle++;
    d = isect_sub(g_p, g_c.pos);
    n = isect_normalize(d);
    CHECK(same_real(h.normal.x, n.x) && same_real(h.normal.y, n.y));
    o.normal = n;
    o.pos = isect_add(g_c.pos, isect_scale(n, g_c.radius));
    o.delta = isect_sub(isect_add(g_c.pos, isect_scale(n, g_c.radius)), g_p);
    o.time = 0;
    CHECK(same_hit(h, o));
    {
        isect_hit hc = marked_hit();
        isect_circle dot = g_c;
        dot.radius = 0;
        dot.pos = g_p;
        CHECK(isect_circle_circle(g_c, dot, &hc));
        CHECK(same_real(hc.normal.x, n.x) && same_real(hc.normal.y, n.y));
    }
}

/* Random bits: every kind of number, the sign cleared and nothing else. */
static void trial_abs(void)
{
    uint64_t bits = rng_u64();
    isect_real v, a, o;
#ifdef ISECT_FLOAT
    uint32_t b32 = (uint32_t)(bits >> 32);
    memcpy(&v, &b32, sizeof v);
#else
    memcpy(&v, &bits, sizeof v);
#endif
    a = isect_abs(v);
    o = old_abs(v);
    if (isnan(v)) {
        CHECK(isnan(a) && isnan(o));
        return;
    }
    CHECK(!sign_bit(a));
    CHECK(same_real(a, o));
    CHECK(a == (v < 0 ? -v : v));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths, lane basic (isect_abs, box vs point,"
                                 " box vs box)", 0xba51c0deULL, 40000, describe);
    RUN(abs_of_both_zeros_is_plus_zero);
    RUN(abs_of_nan_is_nan_and_of_infinity_is_infinity);
    RUN(abs_of_the_smallest_and_largest);
    RUN(box_point_flush_on_an_edge_and_a_corner_misses);
    RUN(box_box_flush_tiles_miss_and_a_half_over_hits);
    property_phase("abs of random bits", trials, trial_abs);
    property_phase("random in [-20, 20]", trials, trial_random);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("circle vs point, random, tiles, grid, a hair from the center", trials,
                   trial_circle);
    printf("hits (point, box): %ld, %ld of %ld; circle %ld of %ld\n", hits_point, hits_box,
           3 * trials, hits_circle, trials);
    return property_finish(__FILE__);
}
