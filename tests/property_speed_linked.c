/* property_speed_linked.c -- the linked lane of issue 12 (every call as
   fast as the fastest C peer, in the library built as its own object
   file): the point test's new shape gives the old answers.

   Usage: test-property_speed_linked [seed [trials]]

   The slow path for huge circles (isect_circle_point_huge) takes the
   center and the radius as numbers instead of a circle; isect_circle_point,
   isect_circle_circle and the circle sweep reach it through the same inline
   test, isect_point_in_disk.
   The old code is copied here (renamed ref_...), from the library as it was
   before the lane, its slow path included (it calls the copy, not the
   library, for the shrunk question); the new functions must give the same
   bool and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (circles of radius 1 to 20
     within 100 of the origin, points near them),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact and touching (a point on the
     circle, circles whose radii add up to the distance: 3-4-5 steps) comes
     up often,
   - degenerate circles: radius zero, a point at the center, negative
     padding,
   - values past the range, near the largest number, where the square of
     the reach overflows and the slow path answers (no NaN from finite
     input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"
#include "circle_point_ref.h"

/* ---- comparing ----------------------------------------------------------- */

static long hits[4][3], cases[4];
static int g_phase;

static int finite_input(void)
{
    return isfinite((double)g_circ.pos.x) && isfinite((double)g_circ.pos.y)
        && isfinite((double)g_circ.radius) && isfinite((double)g_other.pos.x)
        && isfinite((double)g_other.pos.y) && isfinite((double)g_other.radius)
        && isfinite((double)g_point.x) && isfinite((double)g_point.y)
        && isfinite((double)g_padding);
}

static void check_case(void)
{
    isect_hit h1 = marked_hit(), h2 = marked_hit();
    bool a, b;
    cases[g_phase]++;

    a = isect_circle_point(g_circ, g_point, g_padding, NULL);
    CHECK(a == ref_circle_point(g_circ, g_point, g_padding, NULL));
    hits[g_phase][0] += a;

    a = isect_circle_point(g_circ, g_point, g_padding, &h1);
    b = ref_circle_point(g_circ, g_point, g_padding, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(!a || !finite_input() || hit_no_nan(&h1));
    hits[g_phase][1] += a;

    h1 = marked_hit();
    h2 = marked_hit();
    a = isect_circle_circle(g_circ, g_other, &h1);
    b = ref_circle_circle(g_circ, g_other, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(!a || !finite_input() || hit_no_nan(&h1));
    CHECK(a == isect_circle_circle(g_circ, g_other, NULL));
    hits[g_phase][2] += a;
}

static void trial_bench(void)
{
    double cx = 200 * rng_unit() - 100, cy = 200 * rng_unit() - 100;
    g_phase = 0;
    draw(CASE_BENCH, cx, cy);
    check_case();
}

static void trial_grid(void) { g_phase = 1; draw(CASE_GRID, 0.5, -0.5); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(CASE_TILES, cx, cy);
    check_case();
}

/* Near the largest number: each value of a grid case is multiplied by a
   factor that makes the squared reach overflow (or nearly), or left as it
   is, so that huge and small numbers meet in one case. */
static isect_real past_range(isect_real v)
{
#ifdef ISECT_FLOAT
    static const double factor[] = {1, 1e18, 1e19, 1e20, 1e36, 4e36};
#else
    static const double factor[] = {1, 1e152, 1e153, 1e154, 1e300, 4e306};
#endif
    int k = rng_int(0, 5);
    return R((double)v * factor[k]);
}

static void trial_huge(void)
{
    g_phase = 3;
    draw(CASE_GRID, 0, 0);
    g_circ.pos.x = past_range(g_circ.pos.x);
    g_circ.pos.y = past_range(g_circ.pos.y);
    g_circ.radius = past_range(g_circ.radius);
    g_other.pos.x = past_range(g_other.pos.x);
    g_other.pos.y = past_range(g_other.pos.y);
    g_other.radius = past_range(g_other.radius);
    g_point.x = past_range(g_point.x);
    g_point.y = past_range(g_point.y);
    g_padding = past_range(g_padding);
    if (rng_chance(0.1)) /* the largest numbers themselves */
        g_circ.radius = R(rng_chance(0.5) ? REF_MAX : -REF_MAX);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Worked by hand: the circle of radius 5 at (1, 2) holds (3, 3) (4 + 1 <
   25), touches (4, 6) (9 + 16 = 25: not inside), and with padding 1 holds
   it; pushed out, (3, 3) leaves along (2, 1) / sqrt(5). A circle of radius
   3 at (1 + 8, 2) touches it (5 + 3 = 8); at (1 + 7, 2) it overlaps by 1.
   A radius past the range still answers: 1e300 at the origin holds
   (1e300 / 2, 0). */
TEST(linked_rows_by_hand)
{
    isect_hit h;
    g_circ = CIRC(1, 2, 5);
    g_padding = 0;
    CHECK(isect_circle_point(g_circ, V(3, 3), 0, NULL));
    CHECK(!isect_circle_point(g_circ, V(4, 6), 0, NULL));
    CHECK(isect_circle_point(g_circ, V(4, 6), 1, NULL));
    CHECK(isect_circle_point(g_circ, V(3, 3), 0, &h));
    CHECK_NEAR(h.normal.x, 2 / sqrt(5.0), TOL);
    CHECK_NEAR(h.normal.y, 1 / sqrt(5.0), TOL);
    g_other = CIRC(9, 2, 3);
    CHECK(!isect_circle_circle(g_circ, g_other, &h));
    g_other = CIRC(8, 2, 3);
    CHECK(isect_circle_circle(g_circ, g_other, &h));
    CHECK_VEC(h.delta, 1, 0, TOL);
    g_point = V(3, 3);
    check_case();
#ifdef ISECT_FLOAT
    g_circ = CIRC(0, 0, 1e30);
    g_point = V(0.5e30, 0);
#else
    g_circ = CIRC(0, 0, 1e300);
    g_point = V(0.5e300, 0);
#endif
    CHECK(isect_circle_point(g_circ, g_point, 0, NULL));
    CHECK(isect_circle_point(g_circ, g_point, 0, &h));
    CHECK(hit_no_nan(&h));
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (linked point test)",
                                 0x11a4ed5eULL, 50000, describe);
    RUN(linked_rows_by_hand);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials, trial_huge);
    printf("hits (point NULL, point, circle) / cases:\n"
           "  bench %ld %ld %ld / %ld\n  grid %ld %ld %ld / %ld\n"
           "  tiles %ld %ld %ld / %ld\n  huge %ld %ld %ld / %ld\n",
           hits[0][0], hits[0][1], hits[0][2], cases[0],
           hits[1][0], hits[1][1], hits[1][2], cases[1],
           hits[2][0], hits[2][1], hits[2][2], cases[2],
           hits[3][0], hits[3][1], hits[3][2], cases[3]);
    printf("slow paths taken by the old code: %ld\n", huge_paths);
    return property_finish(__FILE__);
}
