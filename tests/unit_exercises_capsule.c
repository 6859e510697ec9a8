/* unit_exercises_capsule.c -- the answers to the exercises of the chapter
   "Moving capsules" (issue 13, item 1), checked against the library in the
   precision this file is built for. */
#include "testlib.h"

#define S5 2.23606797749978969641 /* sqrt 5 */

/* 1. Upright capsule (0,0)-(0,4), r 1, by (10,0), into (6,2), (10,0),
   (10,4): the corner (6,2) meets the side at t = 0.5, normal (-1,0); the
   circle at A alone would meet the edge x + 2y = 10 at x = 10 - sqrt 5,
   t = (10 - sqrt 5)/10 = 0.776. */
TEST(moving_capsules_1_corner_against_the_side)
{
    isect_triangle t = TRI(6, 2, 10, 0, 10, 4);
    isect_sweep sw;
    int k;
    for (k = 0; k < 6; k++)
        if (CHECK(isect_triangle_sweep_capsule(tri_order(t, k), CAP(0, 0, 0, 4, 1), V(10, 0),
                                               &sw))) {
            CHECK_NEAR(sw.hit.time, 0.5, TOL);
            CHECK_VEC(sw.hit.pos, 6, 2, TOL);
            CHECK_VEC(sw.hit.normal, -1, 0, TOL);
        }
    if (CHECK(isect_triangle_sweep_circle(t, CIRC(0, 0, 1), V(10, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, (10 - S5) / 10, 1e-5);
        CHECK_NEAR((10 - S5) / 10, 0.776, 1e-3);
    }
}

/* 2. Static (0,5)-(10,5) r 1; moving (5,0)-(5,-3) r 0.5 by (0,10): t = 0.35,
   contact (5,4), normal (0,-1). */
TEST(moving_capsules_2_end_into_the_grown_capsule)
{
    isect_sweep sw;
    if (CHECK(isect_capsule_sweep_capsule(CAP(0, 5, 10, 0, 1), CAP(5, 0, 0, -3, 0.5), V(0, 10),
                                          &sw))) {
        CHECK_NEAR(sw.hit.time, 0.35, TOL);
        CHECK_VEC(sw.hit.pos, 5, 4, 1e-5);
        CHECK_VEC(sw.hit.normal, 0, -1, TOL);
    }
}

/* 3. Box (0,0) half (10,10); capsule (-20,0)-(20,0) r 1 across it: the
   static test overlaps (push by 11 across the axis), and up and down tie:
   the capsule's middle is the box's center. So neither (0,1) nor (0,-1)
   is held: both go the whole way. With the axis at y = 2 the push is
   up (9 against 13): normal (0,1); by (0,1) the whole way, by (0,-1)
   blocked at time 0. */
TEST(moving_capsules_3_a_start_in_the_hole)
{
    isect_aabb box = BOX(0, 0, 10, 10);
    isect_capsule cap = CAP(-20, 0, 40, 0, 1);
    isect_hit h;
    isect_sweep sw;
    if (CHECK(isect_capsule_aabb(cap, box, &h)))
        CHECK_NEAR(vlen(h.delta), 11, TOL);
    CHECK(!isect_aabb_sweep_capsule(box, cap, V(0, 1), &sw));
    CHECK(sw.time == 1);
    CHECK(!isect_aabb_sweep_capsule(box, cap, V(0, -1), &sw));
    CHECK(sw.time == 1);
    cap = CAP(-20, 2, 40, 0, 1);
    if (CHECK(isect_capsule_aabb(cap, box, &h)))
        CHECK_NEAR(vlen(h.delta), 9, TOL);
    CHECK(!isect_aabb_sweep_capsule(box, cap, V(0, 1), &sw));
    CHECK(sw.time == 1);
    if (CHECK(isect_aabb_sweep_capsule(box, cap, V(0, -1), &sw))) {
        CHECK(sw.time == 0 && sw.hit.time == 0);
        CHECK_VEC(sw.hit.normal, 0, 1, TOL);
    }
}

int main(void)
{
    RUN(moving_capsules_1_corner_against_the_side);
    RUN(moving_capsules_2_end_into_the_grown_capsule);
    RUN(moving_capsules_3_a_start_in_the_hole);
    return check_report();
}
