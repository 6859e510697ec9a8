/* unit_exercises_world.c -- the answers to the exercises of the chapter "A
   world of shapes" (issue 12), checked against the library, in double and
   float (built both ways and under ASan + UBSan by tests/tests.mk).

   One TEST per exercise with numbers, named after the chapter and number.
   Exercise 4 asks why (a shape left out by the filter does not block the
   stop): no numbers; tests/unit_world.c checks the behaviour it explains
   (test_world_shape_left_out_does_not_block_the_stop). */
#include "testlib.h"
#include <string.h>

static bool no_to_index_1(void *context, size_t index)
{
    (void)context;
    return index != 1;
}

TEST(world_1_cast_with_a_mask_and_accept)
{
    isect_shape s[4];
    uint32_t layers[4] = {1u, 2u, 4u, 8u};
    isect_world w;
    isect_filter f;
    isect_hit h;
    size_t index = 99;
    s[0] = isect_shape_aabb(BOX(4, 0, 1, 1));
    s[1] = isect_shape_circle(CIRC(8, 0, 1));
    s[2] = isect_shape_capsule(CAP(12, -2, 0, 4, 1));
    s[3] = isect_shape_triangle(TRI(16, -2, 18, 0, 16, 2));
    w.shapes = s;
    w.layers = layers;
    w.count = 4;
    f.mask = 6u;
    f.accept = NULL;
    f.context = NULL;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), &f, &h, &index))) {
        CHECK(index == 1);
        CHECK_NEAR(h.time, 0.35, TOL); /* 7 / 20 */
        CHECK_VEC(h.pos, 7, 0, TOL);
        CHECK_VEC(h.normal, -1, 0, 0);
    }
    f.accept = no_to_index_1;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), &f, &h, &index))) {
        CHECK(index == 2);
        CHECK_NEAR(h.time, 0.55, TOL); /* 11 / 20 */
        CHECK_VEC(h.pos, 11, 0, TOL);
        CHECK_VEC(h.normal, -1, 0, TOL);
    }
}

TEST(world_2_overlap_a_row_of_tiles)
{
    isect_shape s[5];
    isect_world w;
    size_t found[3] = {99, 99, 99}, i;
    for (i = 0; i < 5; i++)
        s[i] = isect_shape_aabb(BOX(0.5 + (double)i, 0.5, 0.5, 0.5));
    w.shapes = s;
    w.layers = NULL;
    w.count = 5;
    CHECK(isect_world_overlap_aabb(&w, BOX(2.5, 0.5, 1.25, 0.25), NULL, found, 2) == 3);
    CHECK(found[0] == 1 && found[1] == 2 && found[2] == 99);
    CHECK(isect_world_overlap_aabb(&w, BOX(2.5, 0.5, 0.5, 0.5), NULL, found, 2) == 1);
    CHECK(found[0] == 2);
}

TEST(world_3_bounds_of_a_capsule)
{
    isect_aabb b = isect_shape_bounds(isect_shape_capsule(CAP(1, 2, 4, -2, 1)));
    double eps = REAL_EPS;
    CHECK_VEC(b.pos, 3, 1, 0);
    /* half size (3, 2), grown by 4 eps times 6 on x and 4 on y */
    CHECK_NEAR(b.half.x, 3 + 24 * eps, 4 * eps);
    CHECK_NEAR(b.half.y, 2 + 16 * eps, 4 * eps);
    CHECK(b.half.x > 3 && b.half.y > 2);
}

int main(void)
{
    RUN(world_1_cast_with_a_mask_and_accept);
    RUN(world_2_overlap_a_row_of_tiles);
    RUN(world_3_bounds_of_a_capsule);
    return check_report();
}
