/* unit_exercises_walls.c -- the answers to the exercises of the chapter
   "Thin walls and moving targets" (issue 13, items 1 and 2), checked
   against the library in the precision this file is built for.

   Build: cc -std=c99 -Ibuild tests/unit_exercises_walls.c build/intersect.c -lm */
#include "testlib.h"

#define S5 2.23606797749978969641 /* sqrt 5 */

/* 1. The wall (0,0) to (8,4); the box (-3,1) half (1,1) by (6,0): a tie at
   t = 1/3 that the wall's normal (-1,2)/sqrt 5 wins; contact (0,0). The
   slide of the rest, (4,0): (3.2, 1.6). On the floor from (-10,0) to
   (10,0) it goes the whole way, to (3,1). */
TEST(thin_walls_1_the_ramp_and_the_floor)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_aabb(V(0, 0), V(8, 4), BOX(-3, 1, 1, 1), V(6, 0), &sw))) {
        isect_vec rest = V(4, 0), n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        CHECK_NEAR(sw.hit.time, 1.0 / 3, TOL);
        CHECK_VEC(n, -1 / S5, 2 / S5, TOL);
        CHECK_VEC(sw.hit.pos, 0, 0, TOL);
        CHECK_VEC(slide, 3.2, 1.6, TOL);
    }
    CHECK(!isect_segment_sweep_aabb(V(-10, 0), V(20, 0), BOX(-3, 1, 1, 1), V(6, 0), &sw));
    CHECK(same_vec(sw.pos, V(3, 1)) && sw.time == 1);
}

/* 2. The circle (-3,2) radius 1 by (6,0) into the wall (0,0) to (0,4):
   t = 1/3, contact (0,2), normal (-1,0). The wall (0,-4) to (0,0): a miss. */
TEST(thin_walls_2_a_circle)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_circle(V(0, 0), V(0, 4), CIRC(-3, 2, 1), V(6, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 1.0 / 3, TOL);
        CHECK_VEC(sw.hit.pos, 0, 2, TOL);
        CHECK_VEC(sw.hit.normal, -1, 0, TOL);
    }
    CHECK(!isect_segment_sweep_circle(V(0, -4), V(0, 4), CIRC(-3, 2, 1), V(6, 0), NULL));
}

/* 3. The bullet (0,0) radius 1 by (100,0); the box (50,-20) half (5,5) by
   (0,40): a hit at t = 0.44, the bullet at (44,0), the box at (50,-2.4),
   normal (-1,0). The ends (and the starts) do not overlap. */
TEST(thin_walls_3_the_bullet)
{
    isect_hit h;
    isect_vec box_at, bullet_at;
    CHECK(!isect_aabb_circle(BOX(50, 20, 5, 5), CIRC(100, 0, 1), NULL));
    CHECK(!isect_aabb_circle(BOX(50, -20, 5, 5), CIRC(0, 0, 1), NULL));
    if (CHECK(isect_aabb_sweep_circle_both(BOX(50, -20, 5, 5), V(0, 40), CIRC(0, 0, 1),
                                           V(100, 0), &h, &box_at, &bullet_at))) {
        CHECK_NEAR(h.time, 0.44, TOL);
        CHECK_VEC(h.normal, -1, 0, TOL);
        CHECK_VEC(bullet_at, 44, 0, 1e-4);
        CHECK_VEC(box_at, 50, -2.4, 1e-4);
    }
}

int main(void)
{
    RUN(thin_walls_1_the_ramp_and_the_floor);
    RUN(thin_walls_2_a_circle);
    RUN(thin_walls_3_the_bullet);
    return check_report();
}
