/* property_speed_far.c -- issue 12, item 1 (every call as fast as the
   fastest C peer), session 20: the careful ways of isect_length and
   isect_normalize moved into functions of their own (isect_length_far,
   isect_normalize_far, marked ISECT_SLOW), so that the fast way is a few
   instructions the compiler pastes into every caller; and the huge-radius
   path of isect_circle_contains takes the circle's numbers in registers.
   Nothing may move, not by one bit.

   Usage: test-property_speed_far [seed [trials]]

   - isect_length and isect_normalize against the old code, copied here:
     the same bits for random bits in both coordinates (normal, subnormal,
     huge, infinite, zero, NaN), for game vectors from 0.5 to 10^4, for the
     half-unit grid, and along the axes (where the normal is exactly +-1).
   - isect_circle_contains against isect_circle_point with a NULL hit, which
     decides the same question: equal for game circles, flush points (on
     the circle: outside), and radii whose square overflows. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#include <string.h>

/* ---- the old code, copied as it was ------------------------------------- */

#ifdef ISECT_FLOAT
#define REAL_MIN_NORMAL FLT_MIN
#define REAL_MAX_FINITE FLT_MAX
#define old_sqrt sqrtf
#else
#define REAL_MIN_NORMAL DBL_MIN
#define REAL_MAX_FINITE DBL_MAX
#define old_sqrt sqrt
#endif

static isect_real old_max(isect_real a, isect_real b)
{
    return a > b ? a : b;
}

static isect_real old_length(isect_vec a)
{
    isect_real squared = a.x * a.x + a.y * a.y;
    isect_real m;
    isect_vec u;
    if (squared >= (isect_real)REAL_MIN_NORMAL && squared <= (isect_real)REAL_MAX_FINITE)
        return old_sqrt(squared);
    m = old_max(isect_abs(a.x), isect_abs(a.y));
    if (m == 0 || m > (isect_real)REAL_MAX_FINITE)
        return m;
    u = isect_v(a.x / m, a.y / m);
    return m * old_sqrt(u.x * u.x + u.y * u.y);
}

static isect_vec old_normalize(isect_vec a)
{
    isect_real squared = a.x * a.x + a.y * a.y;
    isect_real m;
    isect_vec u;
    isect_real length;
    if (squared >= (isect_real)REAL_MIN_NORMAL && squared <= (isect_real)REAL_MAX_FINITE) {
        length = old_sqrt(squared);
        return isect_v(a.x / length, a.y / length);
    }
    m = old_max(isect_abs(a.x), isect_abs(a.y));
    if (m == 0)
        return isect_v(1, 0);
    if (m > (isect_real)REAL_MAX_FINITE)
        return old_normalize(isect_v(isect_abs(a.x) == m ? isect_sign(a.x) : 0,
                                     isect_abs(a.y) == m ? isect_sign(a.y) : 0));
    u = isect_v(a.x / m, a.y / m);
    length = old_sqrt(u.x * u.x + u.y * u.y);
    return isect_v(u.x / length, u.y / length);
}

/* ---- helpers ------------------------------------------------------------- */

/* Same bits, or both NaN. */
static int same_real(isect_real a, isect_real b)
{
    if (isnan(a) || isnan(b))
        return isnan(a) && isnan(b);
    return memcmp(&a, &b, sizeof a) == 0;
}

static isect_vec g_a;
static isect_circle g_c;
static isect_vec g_p;

static void describe(void)
{
    printf("    vector (%.17g, %.17g); circle (%.17g, %.17g) r %.17g, point (%.17g, %.17g)\n",
           (double)g_a.x, (double)g_a.y, (double)g_c.pos.x, (double)g_c.pos.y,
           (double)g_c.radius, (double)g_p.x, (double)g_p.y);
}

static long n_far, n_checked, n_axis;

static void check_vector(isect_vec a)
{
    isect_real len = isect_length(a), old_len = old_length(a);
    isect_vec n = isect_normalize(a), old_n = old_normalize(a);
    g_a = a;
    n_checked++;
    CHECK(same_real(len, old_len));
    CHECK(same_real(n.x, old_n.x) && same_real(n.y, old_n.y));
    {
        isect_real sq = a.x * a.x + a.y * a.y;
        if (!(sq >= (isect_real)REAL_MIN_NORMAL && sq <= (isect_real)REAL_MAX_FINITE))
            n_far++;
    }
}

/* One coordinate from random bits: every kind of number. */
static isect_real random_bits(void)
{
    uint64_t bits = rng_u64();
    isect_real v;
#ifdef ISECT_FLOAT
    uint32_t b32 = (uint32_t)(bits >> 32);
    memcpy(&v, &b32, sizeof v);
#else
    memcpy(&v, &bits, sizeof v);
#endif
    return v;
}

/* A game coordinate: 0.5 .. 10^4, either sign, sometimes zero, sometimes
   a half-integer, sometimes tiny or huge. */
static isect_real game_coord(void)
{
    double s = rng_chance(0.5) ? 1 : -1;
    switch (rng_int(0, 5)) {
    case 0: return 0;
    case 1: return R(s * rng_int(1, 20000) / 2.0);
    case 2: return R(s * (0.5 + rng_unit() * 10000));
    case 3: return R(s * rng_unit() * 2);
    case 4: return R(s * SUBNORMAL_SCALE * rng_int(1, 100));
    default: return R(s * HUGE_COORD * (1 + rng_unit()) * 1e6);
    }
}

/* ---- named cases ------------------------------------------------------- */

TEST(length_and_normalize_on_the_careful_way)
{
    isect_real tiny = R(SUBNORMAL_SCALE);
    isect_vec n;
    /* the zero vector: length 0, direction (1, 0) */
    CHECK(isect_length(ZERO) == 0);
    n = isect_normalize(ZERO);
    CHECK(n.x == 1 && n.y == 0);
    /* 3-4-5 in subnormals: the plain squares underflow, the careful way
       gives 5 units of the same size (to a rounding) */
    CHECK_NEAR(isect_length(isect_v(3 * tiny, 4 * tiny)) / tiny, 5, 1e-6);
    n = isect_normalize(isect_v(3 * tiny, 4 * tiny));
    CHECK_NEAR(n.x, 0.6, 1e-6);
    CHECK_NEAR(n.y, 0.8, 1e-6);
    /* 3-4-5 past the squares' overflow */
    CHECK_NEAR(isect_length(V(3 * HUGE_COORD * 1e6, 4 * HUGE_COORD * 1e6)) / (HUGE_COORD * 1e6),
               5, 1e-6);
    /* infinite coordinates point along themselves */
    n = isect_normalize(isect_v(R(INFINITY), 5));
    CHECK(n.x == 1 && n.y == 0);
    n = isect_normalize(isect_v(R(-INFINITY), R(INFINITY)));
    CHECK_NEAR(n.x, -SQRT_HALF, 1e-6);
    CHECK_NEAR(n.y, SQRT_HALF, 1e-6);
    CHECK(isinf(isect_length(isect_v(R(INFINITY), 5))));
}

TEST(normal_along_an_axis_is_exactly_one)
{
    isect_vec n = isect_normalize(V(49, 0));
    CHECK(n.x == 1 && n.y == 0);
    n = isect_normalize(V(0, -0.5));
    CHECK(n.x == 0 && n.y == -1);
    CHECK(isect_length(V(-4096, 0)) == 4096);
}

TEST(circle_contains_a_huge_radius_agrees_with_the_point_test)
{
    /* r * r overflows the wide type: the careful path answers */
    double big = sqrt((double)REAL_MAX_FINITE) * 4;
    isect_circle c = CIRC(0, 0, big);
    CHECK(isect_circle_contains(c, V(1, 1)));
    CHECK(isect_circle_contains(c, V(big / 2, -big / 2)));
    CHECK(!isect_circle_contains(c, V(big, big)));
    CHECK(isect_circle_contains(c, V(1, 1)) == isect_circle_point(c, V(1, 1), 0, NULL));
}

/* The edges of the fast way's range, where the sum of squares is the
   smallest normal number or the largest finite one, or one step off
   either: the fast way's range check (since session 38 one compare of the
   bits, isect_in_fast_range) must send each vector the way the old two
   compares did. x walks across sqrt(MIN) and sqrt(MAX) a step at a time,
   with y zero, a little, x and -x, and each vector is also asked turned a
   quarter; the walk must meet sums on both sides of each edge, and
   exactly on the lower one (sqrt(MIN) is exact; no square is MAX). */
#ifdef ISECT_FLOAT
#define next_real nextafterf
#else
#define next_real nextafter
#endif

TEST(the_edges_of_the_fast_range)
{
    const isect_real edges[2] = {(isect_real)REAL_MIN_NORMAL, (isect_real)REAL_MAX_FINITE};
    int e, k, j;
    for (e = 0; e < 2; e++) {
        long below = 0, at = 0, above = 0;
        isect_real x = old_sqrt(edges[e]);
        for (k = 0; k < 48; k++)
            x = next_real(x, 0);
        for (k = 0; k < 96; k++, x = next_real(x, R(INFINITY))) {
            const isect_real ys[4] = {0, x / 4096, x, -x};
            for (j = 0; j < 4; j++) {
                isect_real sq = x * x + ys[j] * ys[j];
                below += sq < edges[e];
                at += sq == edges[e];
                above += sq > edges[e];
                check_vector(isect_v(x, ys[j]));
                check_vector(isect_v(-ys[j], x));
            }
        }
        CHECK(below > 0);
        CHECK(above > 0);
        CHECK(e == 1 || at > 0);
    }
}

/* ---- the random cases ------------------------------------------------- */

static void trial_bits(void)
{
    isect_real x = random_bits();
    isect_real y = random_bits();
    check_vector(isect_v(x, y));
}

static void trial_game(void)
{
    isect_real x = game_coord();
    isect_real y = game_coord();
    check_vector(isect_v(x, y));
}

static void trial_axis(void)
{
    isect_real v = game_coord();
    isect_vec n;
    if (v == 0 || !isfinite(v))
        return;
    n_axis++;
    check_vector(isect_v(v, 0));
    check_vector(isect_v(0, v));
    n = isect_normalize(isect_v(0, v));
    CHECK(n.x == 0 && n.y == (v < 0 ? -1 : 1));
    CHECK(isect_length(isect_v(v, 0)) == isect_abs(v));
}

static void trial_contains(void)
{
    double scale = rng_chance(0.5) ? 1 : 1000;
    int k = rng_int(0, 3);
    int cx = rng_int(-20, 20);
    int cy = rng_int(-20, 20);
    int cr = rng_int(0, 16);
    g_c = CIRC(scale * cx / 2.0, scale * cy / 2.0, scale * cr / 2.0);
    if (k == 0) { /* flush: a 3-4-5 point exactly on the circle */
        g_c.radius = R(5 * scale);
        g_p = isect_v(g_c.pos.x + R(3 * scale), g_c.pos.y - R(4 * scale));
    } else if (k == 1) {
        double ux = rng_unit();
        double uy = rng_unit();
        g_p = V(g_c.pos.x + scale * (2 * ux - 1) * 8, g_c.pos.y + scale * (2 * uy - 1) * 8);
    } else if (k == 2) { /* a radius whose square overflows */
        g_c.radius = R(sqrt((double)REAL_MAX_FINITE) * (1.5 + rng_unit()));
        double px = game_coord();
        double py = game_coord();
        g_p = V(px, py);
        if (!isfinite(g_p.x) || !isfinite(g_p.y) || fabs(g_p.x) > HUGE_COORD
            || fabs(g_p.y) > HUGE_COORD) {
            int ix = rng_int(-20, 20);
            int iy = rng_int(-20, 20);
            g_p = V(ix, iy);
        }
    } else {
        int ix = rng_int(-20, 20);
        int iy = rng_int(-20, 20);
        g_p = V(g_c.pos.x + scale * ix / 2.0, g_c.pos.y + scale * iy / 2.0);
    }
    CHECK(isect_circle_contains(g_c, g_p) == isect_circle_point(g_c, g_p, 0, NULL));
    if (k == 0)
        CHECK(!isect_circle_contains(g_c, g_p));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "careful ways out of line (isect_length,"
                                 " isect_normalize, isect_circle_contains)",
                                 0xfa75a7e5ULL, 40000, describe);
    RUN(length_and_normalize_on_the_careful_way);
    RUN(normal_along_an_axis_is_exactly_one);
    RUN(circle_contains_a_huge_radius_agrees_with_the_point_test);
    RUN(the_edges_of_the_fast_range);
    property_phase("length and normalize of random bits", trials, trial_bits);
    property_phase("length and normalize of game vectors, tiny and huge", trials, trial_game);
    property_phase("along the axes", trials, trial_axis);
    property_phase("circle contains vs circle point", trials, trial_contains);
    printf("careful way taken: %ld of %ld vectors; %ld on the axes\n", n_far,
           n_checked, n_axis);
    return property_finish(__FILE__);
}
