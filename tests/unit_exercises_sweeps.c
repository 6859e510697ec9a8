/* unit_exercises_sweeps.c -- the answers to the exercises of the chapter
   "Sweeping into capsules and triangles" (issue 12, item 2; issue 13, item
   1), checked against the library in the precision this file is built for.
   Exercise 4 is a "why" question; its claim (corner tests alone would let a
   box pass through a segment) is checked through the library's answer.

   Build: cc -std=c99 -Ibuild tests/unit_exercises_sweeps.c build/intersect.c -lm */
#include "testlib.h"

#define S5 2.23606797749978969641 /* sqrt 5 */

/* 1. The ramp (0,0), (8,0), (8,4); the box (-3,1) half (1,1) by (6,0): the
   x axis and the slope both enter at t = 1/3; the slope, a side of the
   triangle, wins the tie (s/|M| agrees: 6 on x, 24/sqrt 80 = 2.68 on the
   slope): normal (-1,2)/sqrt 5, contact
   (0,0), delta (-4,0). The slide of (4,0): (3.2, 1.6). */
TEST(sweeps_into_capsules_and_triangles_1_the_slope)
{
    isect_triangle ramp = TRI(0, 0, 8, 0, 8, 4);
    isect_sweep sw;
    int k;
    CHECK_NEAR(24 / sqrt(80.0), 2.683281573, 1e-9);
    for (k = 0; k < 6; k++) {
        if (!CHECK(isect_triangle_sweep_aabb(tri_order(ramp, k), BOX(-3, 1, 1, 1), V(6, 0), &sw)))
            continue;
        CHECK_NEAR(sw.hit.time, 1.0 / 3, TOL);
        CHECK_VEC(sw.hit.normal, -1 / S5, 2 / S5, TOL);
        CHECK_VEC(sw.hit.pos, 0, 0, TOL);
        CHECK_VEC(sw.hit.delta, -4, 0, TOL);
    }
    {
        isect_vec r = V(4, 0), n = V(-1 / S5, 2 / S5);
        isect_vec slide = isect_sub(r, isect_scale(n, isect_dot(r, n)));
        CHECK_VEC(slide, 3.2, 1.6, TOL);
    }
}

/* 2. The capsule (0,0) + (10,0), r 2; the box (-10,-10) half (1,1) by
   (10,10): the corner (-9,-9) meets the end circle at (-sqrt 2, -sqrt 2),
   t = (9 - sqrt 2)/10, normal (-1,-1)/sqrt 2. The box against the end
   circle alone (isect_circle_sweep_aabb) gives the same time. */
TEST(sweeps_into_capsules_and_triangles_2_a_corner_into_the_end)
{
    isect_sweep sw, end;
    double t = (9 - sqrt(2.0)) / 10;
    if (CHECK(isect_capsule_sweep_aabb(CAP(0, 0, 10, 0, 2), BOX(-10, -10, 1, 1), V(10, 10), &sw))) {
        CHECK_NEAR(sw.hit.time, t, TOL);
        CHECK_NEAR(t, 0.7585786438, 1e-9);
        CHECK_VEC(sw.hit.pos, -sqrt(2.0), -sqrt(2.0), TOL);
        CHECK_VEC(sw.hit.normal, -SQRT_HALF, -SQRT_HALF, TOL);
    }
    if (CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 2), BOX(-10, -10, 1, 1), V(10, 10), &end)))
        CHECK_NEAR(end.hit.time, t, TOL);
}

/* 3. The triangle (0,0), (4,0), (0,4): a circle of radius 1 from (2,-1) by
   (10,0) only touches the bottom edge: not stopped. From (-5,1): t = 0.4,
   contact (0,1), normal (-1,0). Radius 0: t = 0.5, at (0,1). */
TEST(sweeps_into_capsules_and_triangles_3_a_circle_into_a_triangle)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    isect_sweep sw;
    CHECK(!isect_triangle_sweep_circle(t, CIRC(2, -1, 1), V(10, 0), &sw));
    CHECK_VEC(sw.pos, 12, -1, 0);
    if (CHECK(isect_triangle_sweep_circle(t, CIRC(-5, 1, 1), V(10, 0), &sw)))
        CHECK_HIT(sw.hit, 0, 1, -1, 0, -6, 0, 0.4);
    if (CHECK(isect_triangle_sweep_circle(t, CIRC(-5, 1, 0), V(10, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.5, TOL);
        CHECK_VEC(sw.hit.pos, 0, 1, TOL);
        CHECK_VEC(sw.hit.normal, -1, 0, TOL);
    }
}

/* 4. A box swept straight across the middle of a long segment (a capsule of
   radius 0) hits it, although each corner of the box only crosses the
   segment: the corner's segment test says no. */
TEST(sweeps_into_capsules_and_triangles_4_a_segment_is_not_passed_through)
{
    isect_capsule seg = CAP(0, 0, 100, 0, 0);
    isect_sweep sw;
    CHECK(!isect_capsule_segment(seg, V(49, 5), V(0, -10), NULL)); /* a corner's path */
    if (CHECK(isect_capsule_sweep_aabb(seg, BOX(50, 6, 1, 1), V(0, -10), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.5, TOL);
        CHECK_VEC(sw.hit.normal, 0, 1, 0);
    }
}

int main(void)
{
    RUN(sweeps_into_capsules_and_triangles_1_the_slope);
    RUN(sweeps_into_capsules_and_triangles_2_a_corner_into_the_end);
    RUN(sweeps_into_capsules_and_triangles_3_a_circle_into_a_triangle);
    RUN(sweeps_into_capsules_and_triangles_4_a_segment_is_not_passed_through);
    return check_report();
}
