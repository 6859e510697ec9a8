/* property_speed_cfront.c -- the circle fronts of issue 12 (every call as
   fast as the fastest C peer): isect_circle_point and isect_circle_circle,
   now a yes/no front in intersect.h that calls the library's
   isect_circle_point_push for a hit, a huge circle or (since the rounding
   margins) a point within a few roundings of the circle, give the old
   answers.

   Usage: test-property_speed_cfront [seed [trials]]

   The old code is copied here (renamed ref_...), its slow path included
   (it calls the copy, not the library, for the shrunk question). The new
   functions must give the same bool and the same bytes, bit for bit,
   through a direct call and through a function pointer (the library's one
   real copy), with and without a hit to fill; isect_circle_point_push,
   called on its own, must give the old answer and hit too, and leave the
   hit alone for a no. The cases:
   - drawn as the benchmark draws them (circles of radius 1 to 20 within
     100 of the origin, points near them),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact and touching (a point on the
     circle, circles whose radii add up to the distance: 3-4-5 steps) comes
     up often,
   - degenerate circles: radius zero, a point at the center, negative
     padding,
   - values past the range and near the largest number, where the square
     of the reach overflows and the slow path answers, and now and then an
     infinity or a NaN.
   isect_triangle_contains now lives in the header, whole, written out, and
   sends huge corners to isect_triangle_point(tri, point, NULL) instead of
   its own private slow path: the same bool as the old code (copied, slow
   path included) through a call and a pointer, on triangles drawn the same
   ways, flat ones and ones with corners in one place included. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"
#include "circle_point_ref.h"

/* The old isect_triangle_contains, and its slow path: shrink the corners
   and the point by the same power of two, and ask again. */
static bool ref_triangle_contains(isect_triangle tri, isect_vec point);

static bool ref_triangle_contains_huge(isect_triangle tri, isect_vec point)
{
    huge_paths++;
    tri.a = isect_scale(tri.a, REF_SHRINK);
    tri.b = isect_scale(tri.b, REF_SHRINK);
    tri.c = isect_scale(tri.c, REF_SHRINK);
    point = isect_scale(point, REF_SHRINK);
    return ref_finite(tri.a.x + tri.a.y + tri.b.x + tri.b.y + tri.c.x + tri.c.y
                      + point.x + point.y)
        && ref_triangle_contains(tri, point);
}

static bool ref_triangle_contains(isect_triangle tri, isect_vec point)
{
    isect_real area2;
    if (point.y < tri.a.y ? point.y < tri.b.y && point.y < tri.c.y
                          : point.y > tri.a.y && point.y > tri.b.y
                            && point.y > tri.c.y)
        return false;
    if (point.x < tri.a.x ? point.x < tri.b.x && point.x < tri.c.x
                          : point.x > tri.a.x && point.x > tri.b.x
                            && point.x > tri.c.x)
        return false;
    area2 = isect_cross(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    if (area2 != 0 && area2 >= -REF_MAX && area2 <= REF_MAX) {
        /* each side, turned to be positive inside; a side whose two
           products overflowed to the same infinity is a NaN, and the
           problem is shrunk, as the book's "A side too big to say" has it
           (the old code, which this copy was first, said outside) */
        isect_real turn = area2 > 0 ? 1 : -1;
        isect_real s1 = turn * isect_cross(isect_sub(tri.b, tri.a), isect_sub(point, tri.a));
        isect_real s2 = turn * isect_cross(isect_sub(tri.c, tri.b), isect_sub(point, tri.b));
        isect_real s3 = turn * isect_cross(isect_sub(tri.a, tri.c), isect_sub(point, tri.c));
        if (s1 <= 0 || s2 <= 0 || s3 <= 0)
            return false;
        if (s1 > 0 && s2 > 0 && s3 > 0)
            return true;
        return ref_triangle_contains_huge(tri, point);
    }
    if (area2 == 0)
        return false;
    return ref_triangle_contains_huge(tri, point);
}

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

static bool (*volatile point_fn)(isect_circle, isect_vec, isect_real, isect_hit *)
    = isect_circle_point;
static bool (*volatile circle_fn)(isect_circle, isect_circle, isect_hit *) = isect_circle_circle;

static bool (*volatile tri_fn)(isect_triangle, isect_vec) = isect_triangle_contains;
static isect_triangle g_tri;
static long tri_hits[4], tri_cases[4];

static void check_triangle(void)
{
    bool a = isect_triangle_contains(g_tri, g_point);
    CHECK(a == ref_triangle_contains(g_tri, g_point));
    CHECK(a == tri_fn(g_tri, g_point));
    tri_hits[g_phase] += a;
    tri_cases[g_phase]++;
}

static void check_case(void)
{
    isect_hit h1 = marked_hit(), h2 = marked_hit(), h3 = marked_hit(), h4 = marked_hit();
    bool a, b, c, d;
    cases[g_phase]++;

    a = isect_circle_point(g_circ, g_point, g_padding, NULL);
    CHECK(a == ref_circle_point(g_circ, g_point, g_padding, NULL));
    CHECK(a == point_fn(g_circ, g_point, g_padding, NULL));
    CHECK(a == isect_circle_point_push(g_circ.pos, g_circ.radius, g_point, g_padding, NULL));
    hits[g_phase][0] += a;

    a = isect_circle_point(g_circ, g_point, g_padding, &h1);
    b = ref_circle_point(g_circ, g_point, g_padding, &h2);
    c = point_fn(g_circ, g_point, g_padding, &h3);
    d = isect_circle_point_push(g_circ.pos, g_circ.radius, g_point, g_padding, &h4);
    CHECK(a == b && a == c && a == d);
    CHECK(same_hit(&h1, &h2) && same_hit(&h3, &h2) && same_hit(&h4, &h2));
    CHECK(a || hit_is_marked(h1));
    CHECK(!a || !finite_input() || hit_no_nan(&h1));
    hits[g_phase][1] += a;

    h1 = marked_hit();
    h2 = marked_hit();
    h3 = marked_hit();
    h4 = marked_hit();
    a = isect_circle_circle(g_circ, g_other, &h1);
    b = ref_circle_circle(g_circ, g_other, &h2);
    c = circle_fn(g_circ, g_other, &h3);
    d = isect_circle_point_push(g_circ.pos, g_circ.radius, g_other.pos, g_other.radius, &h4);
    CHECK(a == b && a == c && a == d);
    CHECK(same_hit(&h1, &h2) && same_hit(&h3, &h2) && same_hit(&h4, &h2));
    CHECK(!a || !finite_input() || hit_no_nan(&h1));
    CHECK(a == isect_circle_circle(g_circ, g_other, NULL));
    CHECK(a == circle_fn(g_circ, g_other, NULL));
    hits[g_phase][2] += a;
}

/* A triangle around the circle's center (within 20, as the benchmark's),
   the point drawn with the circles; on the grid, now and then flat (the
   third corner on the line of the first two), with two corners in one
   place, or the point on an edge's line. */
static void draw_triangle(case_kind kind)
{
    double reach = kind == CASE_BENCH ? 20 : 8;
    double cx = (double)g_circ.pos.x, cy = (double)g_circ.pos.y;
    g_tri.a = draw_vec(kind, cx, cy, reach);
    g_tri.b = draw_vec(kind, cx, cy, reach);
    g_tri.c = draw_vec(kind, cx, cy, reach);
    if (rng_chance(0.5)) { /* a point within the corners' reach: often inside */
        double u = rng_int(0, 4) / 4.0;
        double v = rng_int(0, 4) / 4.0;
        g_point = isect_add(g_tri.a, isect_add(isect_scale(isect_sub(g_tri.b, g_tri.a), R(u)),
                                               isect_scale(isect_sub(g_tri.c, g_tri.a), R(v))));
    }
    if (kind != CASE_BENCH && rng_chance(0.3)) {
        int k = rng_int(0, 3);
        double t = rng_int(-2, 6) / 4.0;
        isect_vec ab = isect_sub(g_tri.b, g_tri.a);
        if (k == 0)
            g_tri.c = isect_add(g_tri.a, isect_scale(ab, R(t)));
        else if (k == 1)
            g_tri.b = g_tri.a;
        else
            g_point = isect_add(g_tri.a, isect_scale(ab, R(t)));
    }
}

static void trial_bench(void)
{
    double cx = 200 * rng_unit() - 100, cy = 200 * rng_unit() - 100;
    g_phase = 0;
    draw(CASE_BENCH, cx, cy);
    check_case();
    draw_triangle(CASE_BENCH);
    check_triangle();
}

static void trial_grid(void)
{
    g_phase = 1;
    draw(CASE_GRID, 0.5, -0.5);
    check_case();
    draw_triangle(CASE_GRID);
    check_triangle();
}

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(CASE_TILES, cx, cy);
    check_case();
    draw_triangle(CASE_TILES);
    check_triangle();
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

static void not_a_number(int k, double v)
{
    isect_real *place[9];
    place[0] = &g_circ.pos.x;
    place[1] = &g_circ.pos.y;
    place[2] = &g_circ.radius;
    place[3] = &g_other.pos.x;
    place[4] = &g_other.pos.y;
    place[5] = &g_other.radius;
    place[6] = &g_point.x;
    place[7] = &g_point.y;
    place[8] = &g_padding;
    *place[k] = R(v);
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
    if (rng_chance(0.05)) { /* an infinity or a NaN in one place */
        int k = rng_int(0, 8);
        not_a_number(k, rng_chance(0.5) ? INFINITY : NAN);
    }
    check_case();
    /* a grid triangle and point, each number past the range on its own,
       or all by one factor (a huge triangle of the grid's shape) */
    draw(CASE_GRID, 0, 0);
    draw_triangle(CASE_GRID);
    if (rng_chance(0.5)) {
        isect_real *v[8];
        int i;
        v[0] = &g_tri.a.x; v[1] = &g_tri.a.y; v[2] = &g_tri.b.x; v[3] = &g_tri.b.y;
        v[4] = &g_tri.c.x; v[5] = &g_tri.c.y; v[6] = &g_point.x; v[7] = &g_point.y;
        for (i = 0; i < 8; i++)
            *v[i] = past_range(*v[i]);
        if (rng_chance(0.1)) {
            int k = rng_int(0, 7);
            *v[k] = R(rng_chance(0.5) ? INFINITY : NAN);
        }
    } else {
        isect_real f = past_range(1);
        g_tri.a = isect_scale(g_tri.a, f);
        g_tri.b = isect_scale(g_tri.b, f);
        g_tri.c = isect_scale(g_tri.c, f);
        g_point = isect_scale(g_point, f);
    }
    check_triangle();
}

/* ---- named cases --------------------------------------------------------- */

/* Worked by hand: the circle of radius 5 at (1, 2) holds (3, 3) (4 + 1 <
   25), touches (4, 6) (9 + 16 = 25: not inside), and with padding 1 holds
   it; pushed out, (3, 3) leaves along (2, 1) / sqrt(5). A circle of radius
   3 at (1 + 8, 2) touches it (5 + 3 = 8); at (1 + 7, 2) it overlaps by 1.
   A radius past the range still answers: 1e300 at the origin holds
   (1e300 / 2, 0). */
TEST(cfront_rows_by_hand)
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
    /* the push on its own: the same hit for (3, 3); no for (4, 6), and
       the hit left as it was */
    CHECK(isect_circle_point_push(V(1, 2), 5, V(3, 3), 0, &h));
    CHECK_NEAR(h.normal.x, 2 / sqrt(5.0), TOL);
    h = marked_hit();
    CHECK(!isect_circle_point_push(V(1, 2), 5, V(4, 6), 0, &h));
    CHECK(hit_is_marked(h));
    CHECK(isect_circle_point_push(V(1, 2), 5, V(4, 6), 1, NULL));
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
    long trials = property_start(argc, argv, "fast paths (the circle fronts)",
                                 0xcf207ULL, 50000, describe);
    RUN(cfront_rows_by_hand);
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
    printf("triangle hits / cases: bench %ld / %ld, grid %ld / %ld, tiles %ld / %ld,"
           " huge %ld / %ld\n", tri_hits[0], tri_cases[0], tri_hits[1], tri_cases[1],
           tri_hits[2], tri_cases[2], tri_hits[3], tri_cases[3]);
    printf("slow paths taken by the old code: %ld\n", huge_paths);
    return property_finish(__FILE__);
}
