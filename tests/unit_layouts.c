/* unit_layouts.c -- unit tests of the three rectangle layouts (issue 3, item 1):
   isect_minmax (min and max corners), isect_rect (min corner and size) and the
   library's isect_aabb (center and half size); the six conversions, and the
   point-in and box-vs-box tests of each layout.

   Every expected value is worked out by hand (the arithmetic is in the
   comments). Inputs are small integers and halves, so every conversion is
   exact in float and double and the checks compare exactly (tolerance 0).

   Build: cc -std=c99 -Ibuild tests/unit_layouts.c build/intersect.c -lm */
#include "testlib.h" /* V, BOX */

static isect_minmax MM(double x0, double y0, double x1, double y1)
{
    isect_minmax m;
    m.min = V(x0, y0);
    m.max = V(x1, y1);
    return m;
}

static isect_rect RECT(double x, double y, double w, double h)
{
    isect_rect r;
    r.pos = V(x, y);
    r.size = V(w, h);
    return r;
}

/* The same box in all three layouts. */
typedef struct { isect_aabb a; isect_minmax m; isect_rect r; } box3;

static box3 B3(double x0, double y0, double x1, double y1)
{
    box3 b;
    b.m = MM(x0, y0, x1, y1);
    b.r = RECT(x0, y0, x1 - x0, y1 - y0);
    b.a = BOX((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2);
    return b;
}

/* ---- conversions --------------------------------------------------------- */

/* The box from x = 3 to 7, y = -2 to 4: center (5, 1), half (2, 3),
   corner (3, -2), size (4, 6). */
TEST(test_from_aabb)
{
    isect_aabb a = BOX(5, 1, 2, 3);
    isect_minmax m = isect_minmax_from_aabb(a);
    isect_rect r = isect_rect_from_aabb(a);
    CHECK_VEC(m.min, 3, -2, 0);   /* 5 - 2, 1 - 3 */
    CHECK_VEC(m.max, 7, 4, 0);    /* 5 + 2, 1 + 3 */
    CHECK_VEC(r.pos, 3, -2, 0);
    CHECK_VEC(r.size, 4, 6, 0);   /* 2 * 2, 2 * 3 */
}

TEST(test_from_minmax)
{
    isect_minmax m = MM(3, -2, 7, 4);
    isect_aabb a = isect_aabb_from_minmax(m);
    isect_rect r = isect_rect_from_minmax(m);
    CHECK_VEC(a.pos, 5, 1, 0);    /* (3 + 7) / 2, (-2 + 4) / 2 */
    CHECK_VEC(a.half, 2, 3, 0);   /* (7 - 3) / 2, (4 + 2) / 2 */
    CHECK_VEC(r.pos, 3, -2, 0);
    CHECK_VEC(r.size, 4, 6, 0);   /* 7 - 3, 4 + 2 */
}

TEST(test_from_rect)
{
    isect_rect r = RECT(3, -2, 4, 6);
    isect_aabb a = isect_aabb_from_rect(r);
    isect_minmax m = isect_minmax_from_rect(r);
    CHECK_VEC(a.pos, 5, 1, 0);    /* 3 + 4/2, -2 + 6/2 */
    CHECK_VEC(a.half, 2, 3, 0);   /* 4/2, 6/2 */
    CHECK_VEC(m.min, 3, -2, 0);
    CHECK_VEC(m.max, 7, 4, 0);    /* 3 + 4, -2 + 6 */
}

/* Odd sizes give half sizes in halves: x from -1 to 2 (width 3), y from 0 to
   1 (height 1): center (0.5, 0.5), half (1.5, 0.5). */
TEST(test_conversions_halves)
{
    isect_aabb a = isect_aabb_from_rect(RECT(-1, 0, 3, 1));
    isect_minmax m = isect_minmax_from_aabb(BOX(0.5, 0.5, 1.5, 0.5));
    isect_rect r = isect_rect_from_aabb(BOX(0.5, 0.5, 1.5, 0.5));
    CHECK_VEC(a.pos, 0.5, 0.5, 0);
    CHECK_VEC(a.half, 1.5, 0.5, 0);
    CHECK_VEC(m.min, -1, 0, 0);   /* 0.5 - 1.5, 0.5 - 0.5 */
    CHECK_VEC(m.max, 2, 1, 0);
    CHECK_VEC(r.pos, -1, 0, 0);
    CHECK_VEC(r.size, 3, 1, 0);
    a = isect_aabb_from_minmax(MM(-1, 0, 2, 1));
    CHECK_VEC(a.pos, 0.5, 0.5, 0);   /* (-1 + 2) / 2, (0 + 1) / 2 */
    CHECK_VEC(a.half, 1.5, 0.5, 0);  /* (2 + 1) / 2, (1 - 0) / 2 */
}

/* A zero-size box (a point at (2, -3)) stays a point in every layout. */
TEST(test_conversions_zero_size)
{
    isect_minmax m = isect_minmax_from_aabb(BOX(2, -3, 0, 0));
    isect_rect r = isect_rect_from_minmax(m);
    isect_aabb a = isect_aabb_from_rect(r);
    CHECK_VEC(m.min, 2, -3, 0);
    CHECK_VEC(m.max, 2, -3, 0);
    CHECK_VEC(r.pos, 2, -3, 0);
    CHECK_VEC(r.size, 0, 0, 0);
    CHECK_VEC(a.pos, 2, -3, 0);
    CHECK_VEC(a.half, 0, 0, 0);
    a = isect_aabb_from_minmax(MM(2, -3, 2, -3));
    CHECK_VEC(a.pos, 2, -3, 0);
    CHECK_VEC(a.half, 0, 0, 0);
    m = isect_minmax_from_rect(RECT(2, -3, 0, 0));
    CHECK_VEC(m.max, 2, -3, 0);
    r = isect_rect_from_aabb(BOX(2, -3, 0, 0));
    CHECK_VEC(r.pos, 2, -3, 0);
    CHECK_VEC(r.size, 0, 0, 0);
}

/* Round trips through every other layout give the box back exactly. */
TEST(test_round_trips)
{
    isect_aabb a = BOX(-4.5, 10, 0.25, 8), a2;
    isect_minmax m = MM(-6, 1.5, 0.75, 2), m2;
    isect_rect r = RECT(100, -100, 3.5, 0), r2;
    a2 = isect_aabb_from_minmax(isect_minmax_from_aabb(a));
    CHECK(a2.pos.x == a.pos.x && a2.pos.y == a.pos.y && a2.half.x == a.half.x && a2.half.y == a.half.y);
    a2 = isect_aabb_from_rect(isect_rect_from_aabb(a));
    CHECK(a2.pos.x == a.pos.x && a2.pos.y == a.pos.y && a2.half.x == a.half.x && a2.half.y == a.half.y);
    m2 = isect_minmax_from_aabb(isect_aabb_from_minmax(m));
    CHECK(m2.min.x == m.min.x && m2.min.y == m.min.y && m2.max.x == m.max.x && m2.max.y == m.max.y);
    m2 = isect_minmax_from_rect(isect_rect_from_minmax(m));
    CHECK(m2.min.x == m.min.x && m2.min.y == m.min.y && m2.max.x == m.max.x && m2.max.y == m.max.y);
    r2 = isect_rect_from_aabb(isect_aabb_from_rect(r));
    CHECK(r2.pos.x == r.pos.x && r2.pos.y == r.pos.y && r2.size.x == r.size.x && r2.size.y == r.size.y);
    r2 = isect_rect_from_minmax(isect_minmax_from_rect(r));
    CHECK(r2.pos.x == r.pos.x && r2.pos.y == r.pos.y && r2.size.x == r.size.x && r2.size.y == r.size.y);
}

/* ---- point in box --------------------------------------------------------- */

/* All three layouts and isect_aabb_point (with NULL) must give `expect`. */
static void check_point(box3 b, double px, double py, int expect)
{
    isect_vec p = V(px, py);
    CHECK(isect_minmax_point(b.m, p) == expect);
    CHECK(isect_rect_point(b.r, p) == expect);
    CHECK(isect_aabb_point(b.a, p, NULL) == expect);
}

/* The box x in (-2, 4), y in (1, 3). */
TEST(test_point_in)
{
    box3 b = B3(-2, 1, 4, 3);
    check_point(b, 0, 2, 1);       /* well inside */
    check_point(b, 1, 2, 1);       /* the center */
    check_point(b, -1.5, 1.5, 1);  /* near the min corner, inside */
    check_point(b, 3.5, 2.5, 1);   /* near the max corner, inside */
}

TEST(test_point_outside)
{
    box3 b = B3(-2, 1, 4, 3);
    check_point(b, -3, 2, 0);      /* left */
    check_point(b, 5, 2, 0);       /* right */
    check_point(b, 0, 0, 0);       /* below min y */
    check_point(b, 0, 4, 0);       /* above max y */
    check_point(b, 5, 4, 0);       /* beyond the max corner */
    check_point(b, -3, 0, 0);      /* beyond the min corner */
    check_point(b, 0, 10, 0);      /* inside the x slab only */
    check_point(b, 10, 2, 0);      /* inside the y slab only */
}

/* On each edge and each corner: touching is not overlapping. */
TEST(test_point_on_edges_and_corners)
{
    box3 b = B3(-2, 1, 4, 3);
    check_point(b, -2, 2, 0);      /* min x edge */
    check_point(b, 4, 2, 0);       /* max x edge */
    check_point(b, 0, 1, 0);       /* min y edge */
    check_point(b, 0, 3, 0);       /* max y edge */
    check_point(b, -2, 1, 0);      /* the four corners */
    check_point(b, 4, 1, 0);
    check_point(b, -2, 3, 0);
    check_point(b, 4, 3, 0);
}

/* Zero width, zero height, zero size: no point is strictly inside. */
TEST(test_point_zero_size)
{
    check_point(B3(0, -1, 0, 1), 0, 0, 0);   /* a vertical line x = 0 */
    check_point(B3(0, -1, 0, 1), 0.5, 0, 0);
    check_point(B3(-1, 2, 1, 2), 0, 2, 0);   /* a horizontal line y = 2 */
    check_point(B3(3, 3, 3, 3), 3, 3, 0);    /* a point */
}

/* ---- box vs box ------------------------------------------------------------ */

static void check_boxes(box3 a, box3 b, int expect)
{
    CHECK(isect_minmax_minmax(a.m, b.m) == expect);
    CHECK(isect_rect_rect(a.r, b.r) == expect);
    CHECK(isect_aabb_aabb(a.a, b.a, NULL) == expect);
    /* overlap is symmetric */
    CHECK(isect_minmax_minmax(b.m, a.m) == expect);
    CHECK(isect_rect_rect(b.r, a.r) == expect);
    CHECK(isect_aabb_aabb(b.a, a.a, NULL) == expect);
}

/* The box x in (0, 4), y in (0, 2). */
TEST(test_boxes_overlap)
{
    box3 a = B3(0, 0, 4, 2);
    check_boxes(a, B3(3, 1, 6, 5), 1);     /* overlap (3, 4) x (1, 2) */
    check_boxes(a, B3(-1, -1, 1, 1), 1);   /* over the min corner */
    check_boxes(a, B3(1, 0.5, 2, 1.5), 1); /* inside */
    check_boxes(a, B3(-1, -1, 5, 3), 1);   /* around */
    check_boxes(a, B3(1, -5, 2, 5), 1);    /* a cross: neither holds a corner of the other */
    check_boxes(a, a, 1);                   /* itself */
}

TEST(test_boxes_apart)
{
    box3 a = B3(0, 0, 4, 2);
    check_boxes(a, B3(5, 0, 6, 2), 0);     /* right, a gap of 1 */
    check_boxes(a, B3(-3, 0, -1, 2), 0);   /* left */
    check_boxes(a, B3(0, 3, 4, 4), 0);     /* above */
    check_boxes(a, B3(0, -3, 4, -1), 0);   /* below */
    check_boxes(a, B3(5, 3, 6, 4), 0);     /* diagonal */
    check_boxes(a, B3(1, 3, 2, 4), 0);     /* overlaps on x only */
    check_boxes(a, B3(5, 0.5, 6, 1.5), 0); /* overlaps on y only */
}

/* Sharing an edge or only a corner is touching, not overlapping. */
TEST(test_boxes_touching)
{
    box3 a = B3(0, 0, 4, 2);
    check_boxes(a, B3(4, 0, 6, 2), 0);     /* max x edge */
    check_boxes(a, B3(-2, 0, 0, 2), 0);    /* min x edge */
    check_boxes(a, B3(0, 2, 4, 3), 0);     /* max y edge */
    check_boxes(a, B3(1, -1, 3, 0), 0);    /* min y edge, a shorter box */
    check_boxes(a, B3(4, 2, 5, 3), 0);     /* the four corners */
    check_boxes(a, B3(-1, 2, 0, 3), 0);
    check_boxes(a, B3(4, -1, 5, 0), 0);
    check_boxes(a, B3(-1, -1, 0, 0), 0);
}

TEST(test_boxes_zero_size)
{
    box3 a = B3(0, 0, 4, 2);
    check_boxes(a, B3(1, 1, 1, 1), 1);     /* a point strictly inside */
    check_boxes(a, B3(4, 1, 4, 1), 0);     /* a point on an edge */
    check_boxes(a, B3(0, 0, 0, 0), 0);     /* a point on a corner */
    check_boxes(a, B3(2, -1, 2, 3), 1);    /* a vertical line across it */
    check_boxes(a, B3(4, -1, 4, 3), 0);    /* a line along an edge */
    check_boxes(B3(1, 1, 1, 1), B3(1, 1, 1, 1), 0); /* two points, same place */
    check_boxes(B3(0, 0, 0, 2), B3(0, 0, 0, 2), 0); /* two equal lines */
    /* A plus sign of two lines: on x, 0 is strictly inside (-1, 1); on y, 0 is
       strictly inside (-1, 1). Each axis overlaps, so the boxes overlap, as
       isect_aabb_aabb says too: half widths 0 + 1 > |0 - 0| on both axes. */
    check_boxes(B3(0, -1, 0, 1), B3(-1, 0, 1, 0), 1);
    check_boxes(B3(0, -1, 0, 1), B3(0, 0, 1, 0), 0); /* a T: the bar starts on the line */
}

int main(void)
{
    RUN(test_from_aabb);
    RUN(test_from_minmax);
    RUN(test_from_rect);
    RUN(test_conversions_halves);
    RUN(test_conversions_zero_size);
    RUN(test_round_trips);
    RUN(test_point_in);
    RUN(test_point_outside);
    RUN(test_point_on_edges_and_corners);
    RUN(test_point_zero_size);
    RUN(test_boxes_overlap);
    RUN(test_boxes_apart);
    RUN(test_boxes_touching);
    RUN(test_boxes_zero_size);
    return check_report();
}
