/* unit_exercises_slide.c -- the answers to the exercises of the chapter "Move
   and slide" (issue 13, item 3), checked against the library, in double and
   float (built both ways and under ASan + UBSan by tests/tests.mk). y points
   down; the default options (skin 0.01, max_slope 0.7, four steps). */
#include "testlib.h"

static isect_shape s[32];
static size_t n;

static isect_world world(void)
{
    isect_world w;
    w.shapes = s;
    w.layers = NULL;
    w.count = n;
    return w;
}

TEST(slide_1_stop_a_skin_short_then_slide)
{
    isect_world w;
    isect_move_result r;
    int i;
    n = 0;
    for (i = -3; i < 10; i++)
        s[n++] = isect_shape_aabb(BOX(i + 0.5, 0.5, 0.5, 0.5));
    w = world();
    isect_world_move_aabb(&w, BOX(0, -3, 0.5, 0.5), V(3, 4), NULL, NULL, &r);
    CHECK_VEC(r.moved, 3, 2.49, 1e-5);
    CHECK(r.on_floor);
    CHECK(!r.on_wall && !r.on_ceiling);
    CHECK_VEC(r.floor_normal, 0, -1, 0);
    CHECK(r.steps == 3); /* two sweeps and the probe down, which finds the floor there */
    /* the first stop: one step only */
    {
        isect_move_options o;
        o.skin = R(0.01);
        o.max_slope = R(0.7);
        o.max_steps = 1;
        o.y_up = false;
        isect_world_move_aabb(&w, BOX(0, -3, 0.5, 0.5), V(3, 4), NULL, &o, &r);
        CHECK_VEC(r.moved, 1.8675, 2.49, 1e-5);
    }
}

TEST(slide_2_v_of_two_ramps_gives_zero)
{
    isect_world w;
    isect_circle c = CIRC(5, -3, 0.5);
    int f;
    n = 0;
    s[n++] = isect_shape_triangle(TRI(0, -5, 5, 0, 0, 0));   /* normal (1, -1)/sqrt 2 */
    s[n++] = isect_shape_triangle(TRI(5, 0, 10, -5, 10, 0)); /* normal (-1, -1)/sqrt 2 */
    w = world();
    for (f = 0; f < 60; f++) { /* fall into the V */
        isect_move_result r;
        isect_world_move_circle(&w, c, V(0, 1), NULL, NULL, &r);
        c.pos = isect_add(c.pos, r.moved);
    }
    for (f = 0; f < 10; f++) { /* and stay still */
        isect_move_result r;
        isect_world_move_circle(&w, c, V(0, 1), NULL, NULL, &r);
        CHECK_VEC(r.moved, 0, 0, 64 * REAL_EPS);
        CHECK(r.on_floor);
        c.pos = isect_add(c.pos, r.moved);
    }
    CHECK_NEAR(c.pos.x, 5, 1e-4);
}

static isect_move_result step_down(double h)
{
    isect_world w;
    isect_move_result r;
    int i;
    n = 0;
    for (i = -5; i < 0; i++)
        s[n++] = isect_shape_aabb(BOX(i + 0.5, 0.5, 0.5, 0.5));
    for (i = 0; i < 5; i++)
        s[n++] = isect_shape_aabb(BOX(i + 0.5, h + 0.5, 0.5, 0.5));
    w = world();
    isect_world_move_aabb(&w, BOX(0.35, -0.51, 0.5, 0.5), V(0.3, 0), NULL, NULL, &r);
    return r;
}

TEST(slide_3_the_probe_down_reaches_0_335)
{
    isect_move_result r = step_down(0.3);
    CHECK(r.on_floor);
    CHECK_VEC(r.moved, 0.3, 0.3, 1e-5);
    /* one sweep, one probe, and the push back up when the probe's stop
       rounds a hair short of the skin */
    CHECK(r.steps == 2 || r.steps == 3);
    r = step_down(0.324); /* just inside the reach: 0.324 + 0.01 < 0.33463 */
    CHECK(r.on_floor);
    r = step_down(0.325); /* just outside: 0.325 + 0.01 > 0.33463 */
    CHECK(!r.on_floor);
    r = step_down(0.5);
    CHECK(!r.on_floor);
    CHECK_VEC(r.moved, 0.3, 0, TOL);
}

int main(void)
{
    RUN(slide_1_stop_a_skin_short_then_slide);
    RUN(slide_2_v_of_two_ramps_gives_zero);
    RUN(slide_3_the_probe_down_reaches_0_335);
    return check_report();
}
