/* property_layouts.c -- property tests of the rectangle layouts (issue 3,
   item 1) over many seeded random cases.

   Usage: test-property_layouts [seed [trials]]    (seed in decimal or 0x hex)

   A seeded splitmix64 generator makes every run reproducible; the seed is
   printed first, and every printed failure shows the case. Checked:

   - round trips: on dyadic inputs (multiples of 1/64 below 2^12, exact in
     float and double) every conversion and every round trip through another
     layout gives the box back exactly, and the three layouts describe the
     same edges;
   - grid cases (quarter grid, many zero sizes, exact touching on edges and
     corners): isect_minmax_point, isect_rect_point and isect_aabb_point(NULL)
     agree exactly, and isect_minmax_minmax, isect_rect_rect and
     isect_aabb_aabb(NULL) agree exactly, whichever layout the box was
     generated in; the yes/no answer also matches isect_aabb_point with a
     hit; touching (a coordinate equal to an edge) never counts; box vs box
     is symmetric; moving everything by an integer offset changes nothing;
   - random cases (full-precision coordinates in [-100, 100]): the layouts'
     answers agree with an oracle in double, and with the aabb tests, except
     within a few ulps of an edge, where the conversion's rounding moves the
     edge. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

/* ---- inputs ------------------------------------------------------------- */

static int aabb_eq(isect_aabb a, isect_aabb b) { return same_vec(a.pos, b.pos) && same_vec(a.half, b.half); }
static int minmax_eq(isect_minmax a, isect_minmax b) { return same_vec(a.min, b.min) && same_vec(a.max, b.max); }
static int rect_eq(isect_rect a, isect_rect b) { return same_vec(a.pos, b.pos) && same_vec(a.size, b.size); }

/* The case under test, printed with a failure. */
static double k_box[2][4]; /* min x, min y, max x, max y of each box */
static double k_point[2];

static void describe(void)
{
    printf("    %s case %ld: box (%.17g, %.17g)-(%.17g, %.17g), other (%.17g, %.17g)-(%.17g, %.17g), "
           "point (%.17g, %.17g)\n", k_kind, k_trial,
           k_box[0][0], k_box[0][1], k_box[0][2], k_box[0][3],
           k_box[1][0], k_box[1][1], k_box[1][2], k_box[1][3], k_point[0], k_point[1]);
}

/* A box in all three layouts, made from one of them (exactly, on the grid). */
typedef struct { isect_aabb a; isect_minmax m; isect_rect r; } box3;

static box3 box3_from(int source, double x0, double y0, double x1, double y1)
{
    box3 b;
    if (source == 0) {
        isect_aabb a;
        a.pos = V((x0 + x1) / 2, (y0 + y1) / 2);
        a.half = V((x1 - x0) / 2, (y1 - y0) / 2);
        b.a = a;
        b.m = isect_minmax_from_aabb(a);
        b.r = isect_rect_from_aabb(a);
    } else if (source == 1) {
        b.m.min = V(x0, y0);
        b.m.max = V(x1, y1);
        b.a = isect_aabb_from_minmax(b.m);
        b.r = isect_rect_from_minmax(b.m);
    } else {
        b.r.pos = V(x0, y0);
        b.r.size = V(x1 - x0, y1 - y0);
        b.a = isect_aabb_from_rect(b.r);
        b.m = isect_minmax_from_rect(b.r);
    }
    return b;
}

/* A coordinate on the quarter grid in [-lim, lim]. */
static double grid(int lim) { return (double)rng_int(-4 * lim, 4 * lim) / 4; }

/* A grid interval: often of zero length, often sharing an end with `near`. */
static void grid_interval(double *lo, double *hi, const double *near)
{
    double a = grid(12), b = rng_chance(0.15) ? a : grid(12);
    if (near != NULL && rng_chance(0.4)) /* touch or share an end */
        a = near[rng_int(0, 1)];
    if (a > b) { double t = a; a = b; b = t; }
    *lo = a;
    *hi = b;
}

/* ---- round trips -------------------------------------------------------- */

static double dyadic(void) { return (double)rng_int(-(64 << 12), 64 << 12) / 64; }

static void check_round_trips(void)
{
    double x0 = dyadic(), y0 = dyadic(), x1 = dyadic(), y1 = dyadic(), t;
    int s;
    if (x0 > x1) { t = x0; x0 = x1; x1 = t; }
    if (y0 > y1) { t = y0; y0 = y1; y1 = t; }
    if (rng_chance(0.1)) x1 = x0;
    k_box[0][0] = x0; k_box[0][1] = y0; k_box[0][2] = x1; k_box[0][3] = y1;
    for (s = 0; s < 3; s++) {
        box3 b = box3_from(s, x0, y0, x1, y1);
        /* every layout holds the same edges */
        CHECK(b.m.min.x == (isect_real)x0 && b.m.min.y == (isect_real)y0 &&
              b.m.max.x == (isect_real)x1 && b.m.max.y == (isect_real)y1);
        CHECK(same_vec(b.r.pos, b.m.min) && b.r.size.x == (isect_real)(x1 - x0) &&
              b.r.size.y == (isect_real)(y1 - y0));
        CHECK(b.a.pos.x == (isect_real)((x0 + x1) / 2) && b.a.half.y == (isect_real)((y1 - y0) / 2));
        /* every round trip */
        CHECK(aabb_eq(isect_aabb_from_minmax(isect_minmax_from_aabb(b.a)), b.a));
        CHECK(aabb_eq(isect_aabb_from_rect(isect_rect_from_aabb(b.a)), b.a));
        CHECK(minmax_eq(isect_minmax_from_aabb(isect_aabb_from_minmax(b.m)), b.m));
        CHECK(minmax_eq(isect_minmax_from_rect(isect_rect_from_minmax(b.m)), b.m));
        CHECK(rect_eq(isect_rect_from_aabb(isect_aabb_from_rect(b.r)), b.r));
        CHECK(rect_eq(isect_rect_from_minmax(isect_minmax_from_rect(b.r)), b.r));
        /* and the way round all three */
        CHECK(aabb_eq(isect_aabb_from_rect(isect_rect_from_minmax(isect_minmax_from_aabb(b.a))), b.a));
        CHECK(aabb_eq(isect_aabb_from_minmax(isect_minmax_from_rect(isect_rect_from_aabb(b.a))), b.a));
    }
}

/* ---- grid cases: exact agreement ---------------------------------------- */

static void check_grid_point(box3 b, isect_vec p)
{
    isect_hit hit;
    int expect = isect_aabb_point(b.a, p, NULL);
    int on_edge = p.x == b.m.min.x || p.x == b.m.max.x || p.y == b.m.min.y || p.y == b.m.max.y;
    CHECK(isect_minmax_point(b.m, p) == expect);
    CHECK(isect_rect_point(b.r, p) == expect);
    CHECK(isect_aabb_point(b.a, p, &hit) == expect);
    if (on_edge) CHECK(!expect); /* touching never counts */
}

static void check_grid_boxes(box3 a, box3 b)
{
    int expect = isect_aabb_aabb(a.a, b.a, NULL);
    CHECK(isect_minmax_minmax(a.m, b.m) == expect);
    CHECK(isect_rect_rect(a.r, b.r) == expect);
    CHECK(isect_minmax_minmax(b.m, a.m) == expect);
    CHECK(isect_rect_rect(b.r, a.r) == expect);
    CHECK(isect_aabb_aabb(b.a, a.a, NULL) == expect);
    /* the oracle: the open intervals overlap on both axes (exact on the grid) */
    CHECK(expect == ((double)a.m.min.x < (double)b.m.max.x && (double)b.m.min.x < (double)a.m.max.x &&
                     (double)a.m.min.y < (double)b.m.max.y && (double)b.m.min.y < (double)a.m.max.y));
}

static box3 moved(box3 b, double dx, double dy)
{
    return box3_from(1, (double)b.m.min.x + dx, (double)b.m.min.y + dy,
                     (double)b.m.max.x + dx, (double)b.m.max.y + dy);
}

static void check_grid_case(void)
{
    double ax[2], ay[2], bx[2], by[2], px, py, dx, dy;
    box3 a, b, a2, b2;
    isect_vec p;
    grid_interval(&ax[0], &ax[1], NULL);
    grid_interval(&ay[0], &ay[1], NULL);
    grid_interval(&bx[0], &bx[1], ax);
    grid_interval(&by[0], &by[1], ay);
    /* the point: on the grid, often exactly on an edge or a corner */
    px = rng_chance(0.3) ? ax[rng_int(0, 1)] : grid(14);
    py = rng_chance(0.3) ? ay[rng_int(0, 1)] : grid(14);
    k_box[0][0] = ax[0]; k_box[0][1] = ay[0]; k_box[0][2] = ax[1]; k_box[0][3] = ay[1];
    k_box[1][0] = bx[0]; k_box[1][1] = by[0]; k_box[1][2] = bx[1]; k_box[1][3] = by[1];
    k_point[0] = px; k_point[1] = py;
    a = box3_from(rng_int(0, 2), ax[0], ay[0], ax[1], ay[1]);
    b = box3_from(rng_int(0, 2), bx[0], by[0], bx[1], by[1]);
    p = V(px, py);
    check_grid_point(a, p);
    check_grid_boxes(a, b);
    /* translation by an integer offset: exact, so nothing may change */
    dx = (double)rng_int(-1000, 1000);
    dy = (double)rng_int(-1000, 1000);
    a2 = moved(a, dx, dy);
    b2 = moved(b, dx, dy);
    CHECK(isect_minmax_point(a2.m, V(px + dx, py + dy)) == isect_minmax_point(a.m, p));
    CHECK(isect_rect_point(a2.r, V(px + dx, py + dy)) == isect_rect_point(a.r, p));
    CHECK(isect_minmax_minmax(a2.m, b2.m) == isect_minmax_minmax(a.m, b.m));
    CHECK(isect_rect_rect(a2.r, b2.r) == isect_rect_rect(a.r, b.r));
}

/* ---- random cases: agreement away from the edges ------------------------ */

static double coord(void) { return rng_unit() * 200 - 100; }

static void check_random_case(void)
{
    double x0 = coord(), y0 = coord(), x1, y1, px = coord(), py = coord();
    double bx0 = coord(), by0 = coord(), bx1, by1;
    double tol = 16 * REAL_EPS * 256; /* a few ulps of coordinates up to 256 */
    box3 a, b;
    int s, inside, overlap, near_edge, near_touch;
    isect_vec p;
    x1 = x0 + rng_unit() * 50;
    y1 = y0 + rng_unit() * 50;
    bx1 = bx0 + rng_unit() * 50;
    by1 = by0 + rng_unit() * 50;
    k_box[0][0] = x0; k_box[0][1] = y0; k_box[0][2] = x1; k_box[0][3] = y1;
    k_box[1][0] = bx0; k_box[1][1] = by0; k_box[1][2] = bx1; k_box[1][3] = by1;
    k_point[0] = px; k_point[1] = py;
    p = V(px, py);
    px = (double)p.x;
    py = (double)p.y;
    inside = x0 < px && px < x1 && y0 < py && py < y1;
    overlap = x0 < bx1 && bx0 < x1 && y0 < by1 && by0 < y1;
    near_edge = fabs(px - x0) < tol || fabs(px - x1) < tol ||
                fabs(py - y0) < tol || fabs(py - y1) < tol;
    near_touch = fabs(x0 - bx1) < tol || fabs(bx0 - x1) < tol ||
                 fabs(y0 - by1) < tol || fabs(by0 - y1) < tol;
    for (s = 0; s < 3; s++) {
        a = box3_from(s, x0, y0, x1, y1);
        b = box3_from(s, bx0, by0, bx1, by1);
        /* the conversions are within a rounding error of the exact edges */
        CHECK(fabs((double)a.m.min.x - x0) <= tol && fabs((double)a.m.max.y - y1) <= tol);
        CHECK(fabs((double)a.r.size.x - (x1 - x0)) <= tol);
        CHECK(fabs((double)a.a.half.y - (y1 - y0) / 2) <= tol);
        if (!near_edge) {
            CHECK(isect_minmax_point(a.m, p) == inside);
            CHECK(isect_rect_point(a.r, p) == inside);
            CHECK(isect_aabb_point(a.a, p, NULL) == inside);
        }
        if (!near_touch) {
            CHECK(isect_minmax_minmax(a.m, b.m) == overlap);
            CHECK(isect_rect_rect(a.r, b.r) == overlap);
            CHECK(isect_aabb_aabb(a.a, b.a, NULL) == overlap);
        }
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "layout property tests", 0x1A7007C0FFEEULL,
                                 100000, describe);
    property_phase("round trip", trials, check_round_trips);
    property_phase("grid", trials, check_grid_case);
    property_phase("random", trials, check_random_case);
    return check_report();
}
