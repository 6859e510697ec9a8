/* unit_range_huge.c -- named cases of huge finite inputs, up to the largest
   number (issue 10, item 7, "NaN just past the stated range", and the same
   kind of case near DBL_MAX / FLT_MAX). Each case was a NaN, or a wrong
   answer, before the slow path of huge inputs ("The range of numbers" in
   intersect.nw). */
#include "testlib.h"

#ifdef ISECT_FLOAT
#define BIG 2e19                   /* just past sqrt(FLT_MAX) */
#define TOP 0x1p124                /* 2^124: sums of a few overflow */
#define RMAX ((double)FLT_MAX)
#else
#define BIG 2e154                  /* just past sqrt(DBL_MAX) */
#define TOP 0x1p1020               /* 2^1020 */
#define RMAX DBL_MAX
#endif

static int hit_clean(isect_hit h)
{
    return !isnan(h.pos.x) && !isnan(h.pos.y) && !isnan(h.delta.x) && !isnan(h.delta.y) &&
           is_unit(h.normal) && h.time >= 0 && h.time <= 1;
}

/* The issue's reproducer and its analogue at 2^1020: a point of the segment. */
TEST(issue10_nearest_segment_2e154_and_2p1020)
{
    isect_vec q = isect_nearest_segment(V(0, 0), V(BIG, 0), V(BIG, 0));
    CHECK(!isnan(q.x) && !isnan(q.y) && q.y == 0 && q.x >= 0 && q.x <= BIG);
    q = isect_nearest_segment(V(0, 0), V(TOP, 0), V(TOP, 0));
    CHECK(!isnan(q.x) && !isnan(q.y) && q.y == 0 && q.x >= 0 && q.x <= TOP);
    q = isect_nearest_segment(V(-RMAX, 0), V(RMAX, 0), V(0, 0));
    CHECK(!isnan(q.x) && !isnan(q.y));
}

/* A circle of radius DBL_MAX holds a point at its center, and a padding of
   DBL_MAX more makes the reach overflow: the push is along +x, by an
   infinity (beyond the largest number), never a NaN. */
TEST(circle_point_radius_and_padding_max)
{
    isect_hit h;
    CHECK(isect_circle_point(CIRC(0, 0, RMAX), V(0, 0), R(RMAX), &h));
    CHECK(hit_clean(h));
    CHECK_VEC(h.normal, 1, 0, 0);
    CHECK(h.pos.x == R(RMAX) && h.pos.y == 0);
    CHECK(h.delta.x > R(RMAX) && h.delta.y == 0); /* 2 * DBL_MAX: infinite */
    CHECK(isect_circle_point(CIRC(0, 0, RMAX), V(0, 0), R(RMAX), NULL));
}

/* Two circles at opposite ends of the numbers, 2 * DBL_MAX apart: their
   centers' difference overflows. Radius DBL_MAX each: the gap equals the
   sum of the radii, so they touch, and touching is not a hit; move one
   in and they overlap. */
TEST(circles_at_opposite_ends_touch)
{
    isect_hit h;
    CHECK(!isect_circle_circle(CIRC(-RMAX, 0, RMAX), CIRC(RMAX, 0, RMAX), &h));
    CHECK(isect_circle_circle(CIRC(-RMAX, 0, RMAX), CIRC(RMAX / 2, 0, RMAX), &h));
    CHECK(hit_clean(h));
    CHECK_VEC(h.normal, 1, 0, 0);
    CHECK(h.pos.x == 0 && h.pos.y == 0); /* -DBL_MAX + DBL_MAX */
    CHECK(h.delta.x == R(RMAX / 2) && h.delta.y == 0);
}

/* A segment from one end of the numbers to the other, across a circle at
   the origin: it hits at the middle of its path, time 1/2 - r / (2 MAX). */
TEST(segment_across_all_numbers_hits_circle)
{
    isect_hit h;
    /* the path from -MAX ends at (0, 0.5), inside the unit circle */
    CHECK(isect_circle_segment(CIRC(0, 0, 1), V(-RMAX, 0.5), V(RMAX, 0), 0, &h));
    CHECK(hit_clean(h));
    CHECK(isect_circle_segment(CIRC(0, 0, TOP), V(-RMAX, 0), V(RMAX, 0), 0, &h));
    CHECK(hit_clean(h));
    CHECK_VEC(h.normal, -1, 0, 0);
    CHECK(fabs((double)h.time - (1 - TOP / RMAX)) <= 4 * REAL_EPS);
    CHECK(isect_circle_overlaps_segment(CIRC(0, 0, TOP), V(-RMAX, 0), V(RMAX, 0)));
    CHECK(!isect_circle_overlaps_segment(CIRC(0, TOP, TOP), V(-RMAX, 0), V(RMAX, 0)));
}

/* A box of half size DBL_MAX holds a circle of radius DBL_MAX at its center;
   the push's depth overflows on one axis and stays zero on the other. */
TEST(box_half_max_circle_radius_max)
{
    isect_hit h;
    CHECK(isect_aabb_circle(BOX(0, 0, RMAX, RMAX), CIRC(0, 0, RMAX), &h));
    CHECK(hit_clean(h));
    CHECK(h.delta.y == 0 || h.delta.x == 0);
    CHECK(isect_circle_aabb(CIRC(0, 0, RMAX), BOX(0, 0, RMAX, RMAX), &h));
    CHECK(hit_clean(h));
    /* a radius past sqrt(max) with the box's corner within it */
    CHECK(isect_aabb_circle(BOX(0, 0, 1, 1), CIRC(TOP / 2, TOP / 2, TOP), &h));
    CHECK(hit_clean(h));
    CHECK(isect_aabb_circle(BOX(0, 0, 1, 1), CIRC(TOP / 2, TOP / 2, TOP), NULL));
}

/* A capsule spanning the numbers, and a point at its middle. */
TEST(capsule_across_all_numbers_holds_its_middle)
{
    isect_hit h;
    isect_capsule c = CAP(-RMAX, 0, RMAX, 0, TOP);
    CHECK(isect_capsule_point(c, V(-RMAX / 2, 3), &h));
    CHECK(hit_clean(h));
    CHECK_VEC(h.normal, 0, 1, 0);
    CHECK(isect_capsule_contains(c, V(-RMAX / 2, 3)));
    CHECK(!isect_capsule_contains(c, V(-RMAX / 2, RMAX)));
    /* a circle one radius below the axis's end (0, 0): within the reach */
    CHECK(isect_capsule_circle(c, CIRC(0, -TOP, TOP), &h));
    CHECK(hit_clean(h));
    CHECK(!isect_capsule_circle(c, CIRC(0, -3 * TOP, TOP), NULL));
}

/* A triangle with corners at the largest numbers: its area overflows, and
   the point tests still answer. */
TEST(triangle_with_corners_at_max)
{
    isect_hit h;
    isect_triangle t = TRI(-RMAX, -RMAX, RMAX, -RMAX, 0, RMAX);
    CHECK(isect_triangle_contains(t, V(0, 0)));
    CHECK(isect_triangle_point(t, V(0, 0), &h));
    CHECK(hit_clean(h));
    CHECK(!isect_triangle_contains(t, V(RMAX, RMAX)));
    CHECK(isect_triangle_circle(t, CIRC(0, 0, 1), &h));
    CHECK(hit_clean(h));
    CHECK(isect_triangle_triangle(t, TRI(0, 0, 1, 0, 0, 1), &h));
    CHECK(hit_clean(h));
}

int main(void)
{
    printf("unit_range_huge%s\n", REAL_NAME);
    RUN(issue10_nearest_segment_2e154_and_2p1020);
    RUN(circle_point_radius_and_padding_max);
    RUN(circles_at_opposite_ends_touch);
    RUN(segment_across_all_numbers_hits_circle);
    RUN(box_half_max_circle_radius_max);
    RUN(capsule_across_all_numbers_holds_its_middle);
    RUN(triangle_with_corners_at_max);
    return check_report();
}
