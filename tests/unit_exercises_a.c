/* unit_exercises_a.c -- the answers to the exercises at the end of the
   chapters "Helpers" .. "Rectangles, three ways" (issue 11, item 10), checked
   against the library, in double and in float (the file is built both ways
   and under ASan + UBSan by tests/tests.mk).

   One TEST per exercise, named after its chapter and number. Each checks the
   numbers the answer in intersect.nw states, worked out by hand there (the
   arithmetic is repeated in the comments here). Inputs are small whole
   numbers and halves wherever the exercise allows, so most values are exact
   and compared exactly; values with a square root or a decimal that has no
   binary form are compared with TOL (a few ulps at these sizes) or with a
   tolerance that says why it is that size.

   Exercises that ask only "why" and have no number to check, so no TEST:
     - sweeping_3: why isect_sweep_into compares hit.time, not each sweep's
       time (a reason, no values);
     - rects_4: counting the additions of each layout in a broad phase (a
       count of operations, not a result of the library).

   Build: cc -std=c99 -Ibuild tests/unit_exercises_a.c build/intersect.c -lm */
#include "testlib.h"

#define STR_(x) #x
#define STR(x) STR_(x)

/* A sweep never ends inside: the static test at sweep.pos says no. */
static int box_clear(isect_aabb still, isect_aabb moving, isect_vec pos)
{
    moving.pos = pos;
    return !isect_aabb_aabb(still, moving, NULL);
}

/* ---- Helpers ------------------------------------------------------------- */

TEST(helpers_1_dot_cross_length)
{
    isect_vec a = V(3, 4), b = V(-4, 3), n = isect_normalize(a);
    CHECK(isect_dot(a, b) == 0);     /* 3 * -4 + 4 * 3 */
    CHECK(isect_cross(a, b) == 25);  /* 3 * 3 - 4 * -4 */
    CHECK(isect_length(a) == 5);     /* sqrt(25) is exact */
    CHECK(n.x == R(3) / R(5) && n.y == R(4) / R(5)); /* 0.6, 0.8, rounded once */
    CHECK_VEC(n, 0.6, 0.8, TOL);
}

TEST(helpers_2_fixed_answers_at_the_edges)
{
    isect_real zero = 0;
    isect_real nan = zero / zero;
    isect_vec n = isect_normalize(ZERO);
    CHECK(isect_sign(0) == 1);
    CHECK(isect_clamp(nan, 0, 1) == 0);
    CHECK(n.x == 1 && n.y == 0);
}

TEST(helpers_3_length_of_3e20_4e20)
{
    /* float: 9e40 overflows; the careful way gives 4e20 * 1.25 = 5e20 */
    isect_real x = R(3e20), y = R(4e20);
    isect_real len = isect_length(V(3e20, 4e20));
    volatile isect_real squares = x * x + y * y; /* the plain formula */
#ifdef ISECT_FLOAT
    CHECK(isinf((double)squares));
#else
    CHECK(squares == squares && isfinite((double)squares));
#endif
    CHECK(isfinite((double)len));
    CHECK_NEAR(len / 5e20, 1.0, 4 * REAL_EPS);
}

TEST(helpers_4_float_build_link_name)
{
    /* The float build renames the function, so a double library cannot
       satisfy it at link time. */
#ifdef ISECT_FLOAT
    CHECK(strcmp(STR(isect_aabb_point), "isectf_aabb_point") == 0);
#else
    CHECK(strcmp(STR(isect_aabb_point), "isect_aabb_point") == 0);
#endif
}

/* ---- Two kinds of test --------------------------------------------------- */

TEST(two_kinds_1_segment_ends_on_circle)
{
    isect_hit h;
    /* end (-3, 4): 9 + 16 = 25 = r^2, exactly on the circle */
    CHECK(!isect_circle_segment(CIRC(0, 0, 5), V(-6, 2), V(3, 2), 0, &h));
    /* D = (3, 1.5): end (-3, 3.5), 21.25 < 25; enters at (-4, 3), t = 2/3 */
    if (CHECK(isect_circle_segment(CIRC(0, 0, 5), V(-6, 2), V(3, 1.5), 0, &h))) {
        CHECK_NEAR(h.time, 2.0 / 3.0, TOL);
        CHECK_VEC(h.pos, -4, 3, 4 * TOL);
        CHECK_VEC(h.normal, -0.8, 0.6, TOL);
    }
}

TEST(two_kinds_2_starting_in_contact)
{
    isect_aabb still = BOX(0, 0, 1, 1), mover = BOX(2, 0, 1, 1);
    isect_sweep s;
    /* into B: blocked at time 0, stays at the start */
    if (CHECK(isect_aabb_sweep_aabb(still, mover, V(-1, 0), &s))) {
        CHECK(s.time == 0);
        CHECK_VEC(s.pos, 2, 0, 0);
        CHECK_VEC(s.hit.pos, 1, 0, 0);
        CHECK_VEC(s.hit.normal, 1, 0, 0);
        CHECK(s.hit.time == 0);
    }
    /* away: free, the whole way */
    CHECK(!isect_aabb_sweep_aabb(still, mover, V(1, 0), &s));
    CHECK(s.time == 1);
    CHECK_VEC(s.pos, 3, 0, 0);
    /* along the edge: free */
    CHECK(!isect_aabb_sweep_aabb(still, mover, V(0, 3), &s));
    CHECK(s.time == 1);
    CHECK_VEC(s.pos, 2, 3, 0);
    /* not moving: the static test, touching is no overlap */
    CHECK(!isect_aabb_sweep_aabb(still, mover, ZERO, &s));
    CHECK(s.time == 1);
    CHECK_VEC(s.pos, 2, 0, 0);
}

TEST(two_kinds_3_back_off_at_600)
{
    isect_aabb wall = BOX(605, 0, 5, 50), player = BOX(589, 0, 1, 1);
    isect_sweep s;
    /* s = 4 eps m / (-D.N) with m = 609 and -D.N = 20 */
    double expect = 4 * REAL_EPS * 609 / 20;
    if (CHECK(isect_aabb_sweep_aabb(wall, player, V(20, 0), &s))) {
        CHECK(s.hit.time == R(0.5));
        CHECK_VEC(s.hit.pos, 600, 0, 0);
        CHECK_VEC(s.hit.normal, -1, 0, 0);
        /* the stop time is 0.5 - s, rounded near 0.5: within 1% of s */
        CHECK_NEAR((0.5 - (double)s.time) / expect, 1.0, 0.01);
        CHECK(s.pos.x < 599);
        CHECK(box_clear(wall, player, s.pos));
    }
#ifdef ISECT_FLOAT
    CHECK_NEAR(s.time, 0.4999855, 1e-7);
    CHECK_NEAR(s.pos.x, 598.9997, 1e-4);
    {   /* the old rule, t - 1e-6: the center rounds onto the contact */
        volatile float t = 0.5f - 1e-6f, x = 589.0f + 20.0f * t;
        CHECK(x == 599.0f);
    }
    CHECK_NEAR(expect, 1.452e-5, 0.001e-5);
    /* a float steps by 2^-14 near 599: the gap 4 eps 609 is 4.8 steps */
    CHECK_NEAR(4 * REAL_EPS * 609 / ldexp(1, -14), 4.76, 0.01);
#else
    CHECK_NEAR(expect, 2.705e-14, 0.001e-14);
#endif
}

TEST(two_kinds_4_fused_and_the_margin)
{
    /* p > q says what p - q > 0 says, for rounded products of any sign */
    static const double v[] = {0.1, -0.3, 1e-300, 3.0, -7.5, 1e300, 0.7071067811865476};
    int i, j, k, l;
    for (i = 0; i < 7; i++)
        for (j = 0; j < 7; j++)
            for (k = 0; k < 7; k++)
                for (l = 0; l < 7; l++) {
                    volatile double p = v[i] * v[j], q = v[k] * v[l];
                    volatile double diff = p - q;
                    CHECK((p > q) == (diff > 0));
                }
    /* radius 100: the margin 16 eps r^2, in the build's own type, and the
       band it makes on the radius */
#ifndef ISECT_FLOAT
    CHECK_NEAR(ISECT_ROUNDING_MARGIN(100.0 * 100.0), 3.6e-11, 0.05e-11);
    CHECK_NEAR(ISECT_ROUNDING_MARGIN(100.0 * 100.0) / 200, 1.8e-13, 0.05e-13);
    {   /* just inside and just outside that band: the answers are exact */
        isect_circle c = CIRC(0, 0, 100);
        CHECK(isect_circle_point(c, V(100 - 1e-12, 0), 0, NULL));
        CHECK(!isect_circle_point(c, V(100 + 1e-12, 0), 0, NULL));
        CHECK(!isect_circle_point(c, V(100, 0), 0, NULL)); /* touching: asks */
    }
#else
    CHECK_NEAR(ISECT_ROUNDING_MARGIN(100.0f * 100.0f), 0.019073, 0.000001);
    CHECK_NEAR(ISECT_ROUNDING_MARGIN(100.0f * 100.0f) / 200, 9.5367e-5, 0.0001e-5);
    {   /* inside the band (the library decides) and outside it (the front) */
        isect_circle c = CIRC(0, 0, 100);
        CHECK(isect_circle_point(c, V(100 - 1e-3f, 0), 0, NULL));
        CHECK(!isect_circle_point(c, V(100 + 1e-3f, 0), 0, NULL));
        CHECK(isect_circle_point(c, V(100 - 1e-5f, 0), 0, NULL));
        CHECK(!isect_circle_point(c, V(100 + 1e-5f, 0), 0, NULL));
        CHECK(!isect_circle_point(c, V(100, 0), 0, NULL)); /* touching: asks */
    }
#endif
}

/* ---- Axis-aligned boxes -------------------------------------------------- */

TEST(boxes_1_point_tie_pushes_along_y)
{
    isect_hit h;
    /* p_x = 4 - 3 = 1, p_y = 2 - 1 = 1: a tie, pushed along +y */
    if (CHECK(isect_aabb_point(BOX(0, 0, 4, 2), V(3, 1), &h)))
        CHECK_HIT(h, 3, 2, 0, 1, 0, 1, 0);
    /* (4, 1) is on the right edge */
    CHECK(!isect_aabb_point(BOX(0, 0, 4, 2), V(4, 1), &h));
}

TEST(boxes_2_segment_through_left_edge)
{
    isect_hit h;
    /* a_x = 4, v_x = 16: t = 0.25 at (-4, 1), delta -(0.75) D */
    if (CHECK(isect_aabb_segment(BOX(0, 0, 4, 2), V(-8, 1), V(16, 0), ZERO, &h)))
        CHECK_HIT(h, -4, 1, -1, 0, -12, 0, 0.25);
    /* from (-8, 2): b_y = 0, along the top edge */
    CHECK(!isect_aabb_segment(BOX(0, 0, 4, 2), V(-8, 2), V(16, 0), ZERO, &h));
}

TEST(boxes_3_enters_exactly_at_a_corner)
{
    isect_hit h;
    /* a_x = a_y = 2, v_x = v_y = 4: a tie at t = 0.5, the corner (-4, -2);
       |D_x| = |D_y|, so the horizontal edge, normal (0, -1) */
    if (CHECK(isect_aabb_segment(BOX(0, 0, 4, 2), V(-6, -4), V(4, 4), ZERO, &h)))
        CHECK_HIT(h, -4, -2, 0, -1, -2, -2, 0.5);
    /* ends on the corner: h_x + w_x = 0, short */
    CHECK(!isect_aabb_segment(BOX(0, 0, 4, 2), V(-6, -4), V(2, 2), ZERO, &h));
}

/* ---- Boxes against boxes ------------------------------------------------ */

TEST(boxes_against_boxes_1_overlap_touch_and_wide_box)
{
    isect_hit h;
    /* reach (5, 3), d = (4, 0.5): p = (1, 2.5), out along +x onto x = 4 */
    if (CHECK(isect_aabb_aabb(BOX(0, 0, 4, 2), BOX(4, 0.5, 1, 1), &h)))
        CHECK_HIT(h, 4, 0.5, 1, 0, 1, 0, 0);
    /* at (5, 3) only the corners (4, 2) meet */
    CHECK(!isect_aabb_aabb(BOX(0, 0, 4, 2), BOX(5, 3, 1, 1), &h));
    /* reach (14, 3), d = (8, 2.5): p = (6, 0.5), out along +y; the contact
       level with the center, (8, 2), moves to the nearest corner (4, 2) */
    if (CHECK(isect_aabb_aabb(BOX(0, 0, 4, 2), BOX(8, 2.5, 10, 1), &h)))
        CHECK_HIT(h, 4, 2, 0, 1, 0, 0.5, 0);
}

TEST(boxes_against_boxes_2_sweep_into_grown_box)
{
    isect_aabb still = BOX(0, 0, 2, 2), mover = BOX(-10, 0, 1, 1);
    isect_sweep s;
    if (CHECK(isect_aabb_sweep_aabb(still, mover, V(20, 0), &s))) {
        CHECK_NEAR(s.hit.time, 0.35, TOL); /* 7 / 20 */
        CHECK_VEC(s.hit.pos, -2, 0, 0);
        CHECK_VEC(s.hit.normal, -1, 0, 0);
        /* backs off s = 4 eps 10 / 20 = 2 eps */
        CHECK_NEAR((0.35 - (double)s.time) / (2 * REAL_EPS), 1.0, 0.1);
        /* the center stops a hair short of -3: by 20 s = 40 eps */
        CHECK(s.pos.x < -3);
        CHECK_NEAR((-3 - (double)s.pos.x) / (40 * REAL_EPS), 1.0, 0.1);
        CHECK(box_clear(still, mover, s.pos));
    }
}

/* ---- Circles ------------------------------------------------------------- */

TEST(circles_1_point_on_inside_and_padded)
{
    isect_hit h;
    double k = 5 / sqrt(2.0);
    /* D = (3, 4), D.D = 25 = r^2: on the circle */
    CHECK(!isect_circle_point(CIRC(2, 1, 5), V(5, 5), 0, &h));
    /* D = (3, 3), 18 < 25: N = (1, 1) / sqrt 2, pos C + 5 N */
    if (CHECK(isect_circle_point(CIRC(2, 1, 5), V(5, 4), 0, &h))) {
        CHECK_VEC(h.pos, 2 + k, 1 + k, 8 * TOL);
        CHECK_VEC(h.normal, 1 / sqrt(2.0), 1 / sqrt(2.0), TOL);
        CHECK_VEC(h.delta, k - 3, k - 3, 8 * TOL);
    }
    /* padding 1: 25 < 36, N = (0.6, 0.8), pos (5, 5), delta (0.6, 0.8) */
    if (CHECK(isect_circle_point(CIRC(2, 1, 5), V(5, 5), 1, &h))) {
        CHECK_VEC(h.pos, 5, 5, 8 * TOL);
        CHECK_VEC(h.normal, 0.6, 0.8, TOL);
        CHECK_VEC(h.delta, 0.6, 0.8, 8 * TOL);
    }
}

TEST(circles_2_segment_entry_tangent_and_away)
{
    isect_hit h;
    /* a = 400, b = -200, c = 84, M x D = -60, Delta = 6400, t = 84 / 280 */
    if (CHECK(isect_circle_segment(CIRC(0, 0, 5), V(-10, 3), V(20, 0), 0, &h))) {
        CHECK_NEAR(h.time, 0.3, TOL);
        CHECK_VEC(h.pos, -4, 3, 4 * TOL);
        CHECK_VEC(h.normal, -0.8, 0.6, TOL);
        CHECK_VEC(h.delta, -14, 0, 16 * TOL);
    }
    /* from (-10, 5): (M x D)^2 = 10000 = r^2 a, a tangent */
    CHECK(!isect_circle_segment(CIRC(0, 0, 5), V(-10, 5), V(20, 0), 0, &h));
    /* from (10, 0): b = 100 >= 0 and c = 75 > 0 */
    CHECK(!isect_circle_segment(CIRC(0, 0, 5), V(10, 0), V(10, 0), 0, &h));
}

/* ---- Circles against circles -------------------------------------------- */

TEST(circles_against_circles_1_circle_circle)
{
    isect_hit h;
    /* 9 < 16: N = (1, 0), pos (2, 0), delta (4, 0) - (3, 0) */
    if (CHECK(isect_circle_circle(CIRC(0, 0, 2), CIRC(3, 0, 2), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 1, 0, 0);
    /* 16 < 16 is false: touching */
    CHECK(!isect_circle_circle(CIRC(0, 0, 2), CIRC(4, 0, 2), &h));
    /* same center: toward +x by 2 + 2 */
    if (CHECK(isect_circle_circle(CIRC(0, 0, 2), CIRC(0, 0, 2), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 4, 0, 0);
}

TEST(circles_against_circles_2_swept_circle_grazes_then_hits)
{
    isect_circle still = CIRC(0, 0, 2);
    isect_sweep s;
    /* y = 3 is a tangent of the grown circle of radius 3 */
    CHECK(!isect_circle_sweep_circle(still, CIRC(-10, 3, 1), V(20, 0), &s));
    CHECK_VEC(s.pos, 10, 3, 0);
    CHECK(s.time == 1);
    /* from (-10, 2.4): t = 96.76 / 236 = 0.41, N = (-0.6, 0.8) */
    if (CHECK(isect_circle_sweep_circle(still, CIRC(-10, 2.4, 1), V(20, 0), &s))) {
        CHECK_NEAR(s.hit.time, 0.41, 4 * TOL);
        CHECK_VEC(s.hit.normal, -0.6, 0.8, 4 * TOL);
        CHECK_VEC(s.hit.pos, -1.2, 1.6, 16 * TOL);
        CHECK(s.time < s.hit.time);
        CHECK_NEAR(s.time, 0.41, 1e-4); /* a hair before */
    }
}

/* ---- Boxes and circles together ------------------------------------------ */

TEST(boxcircle_1_corner_push_both_ways)
{
    isect_hit h;
    double k = SQRT_HALF, d = (1.5 - sqrt(2.0)) * SQRT_HALF; /* 0.0607 */
    /* Q = (2, 1), E = (1, 1), 2 < 2.25 */
    if (CHECK(isect_aabb_circle(BOX(0, 0, 2, 1), CIRC(3, 2, 1.5), &h))) {
        CHECK_VEC(h.pos, 2, 1, 0);
        CHECK_VEC(h.normal, k, k, TOL);
        CHECK_VEC(h.delta, d, d, TOL);
    }
    /* swapped: normal and delta turn round, pos = C + r N on the circle */
    if (CHECK(isect_circle_aabb(CIRC(3, 2, 1.5), BOX(0, 0, 2, 1), &h))) {
        CHECK_VEC(h.normal, -k, -k, TOL);
        CHECK_VEC(h.delta, -d, -d, TOL);
        CHECK_VEC(h.pos, 3 - 1.5 * k, 2 - 1.5 * k, 4 * TOL);
    }
    /* center (3.5, 2): E = (1.5, 1), 3.25 >= 2.25 */
    CHECK(!isect_aabb_circle(BOX(0, 0, 2, 1), CIRC(3.5, 2, 1.5), &h));
}

TEST(boxcircle_2_center_inside_leaves_by_right_face)
{
    isect_hit h;
    /* p_x = 0.5 < p_y = 0.75: right face, by p_x + r = 1 */
    if (CHECK(isect_aabb_circle(BOX(0, 0, 2, 1), CIRC(1.5, 0.25, 0.5), &h)))
        CHECK_HIT(h, 2, 0.25, 1, 0, 1, 0, 0);
}

TEST(boxcircle_3_square_padding_vs_rounded_corner)
{
    isect_aabb box = BOX(0, 0, 3, 3);
    isect_hit h;
    isect_sweep s;
    double t = (7 * sqrt(2.0) - 1) / (20 * sqrt(2.0)); /* 0.31464 */
    /* square padding: enters (-4, -4) at 6 / 20 */
    if (CHECK(isect_aabb_segment(box, V(-10, -10), V(20, 20), V(1, 1), &h))) {
        CHECK_NEAR(h.time, 0.3, TOL);
        CHECK_VEC(h.pos, -4, -4, 4 * TOL);
    }
    /* the rounded corner: 97 / (280 + 20 sqrt 2) */
    if (CHECK(isect_aabb_sweep_circle(box, CIRC(-10, -10, 1), V(20, 20), &s))) {
        CHECK_NEAR(s.hit.time, t, 4 * TOL);
        CHECK_NEAR(97 / (280 + 20 * sqrt(2.0)), t, 1e-12);
        CHECK_VEC(s.hit.normal, -SQRT_HALF, -SQRT_HALF, 4 * TOL);
        CHECK_VEC(s.hit.pos, -3, -3, 16 * TOL);
        CHECK(s.time < s.hit.time);
        CHECK_VEC(s.pos, -10 + 20 * t, -10 + 20 * t, 1e-4); /* (-3.7071, -3.7071) */
    }
}

/* ---- Sweeping through many shapes ---------------------------------------- */

TEST(sweeping_1_circle_before_box)
{
    isect_shape shapes[2];
    isect_aabb player = BOX(0, 0, 1, 1);
    isect_sweep s;
    size_t index = 99;
    shapes[0] = isect_shape_aabb(BOX(10, 0, 1, 5));
    shapes[1] = isect_shape_circle(CIRC(6, 0, 1));
    if (CHECK(isect_sweep_aabb_into(shapes, 2, player, V(20, 0), &s, &index))) {
        CHECK(index == 1);
        CHECK_NEAR(s.hit.time, 0.2, TOL); /* 4 / 20, before 8 / 20 */
        CHECK_VEC(s.hit.normal, -1, 0, 0);
        CHECK_VEC(s.hit.pos, 5, 0, 4 * TOL);
        CHECK_VEC(s.hit.delta, -16, 0, 16 * TOL);
        CHECK(s.time < s.hit.time);
        CHECK(s.pos.x < 4);
        CHECK_NEAR(s.pos.x, 4, 1e-4);
    }
}

TEST(sweeping_2_tile_seam_either_order)
{
    isect_aabb upper = BOX(10.5, 1.5, 0.5, 0.5), lower = BOX(10.5, 0.5, 0.5, 0.5);
    isect_aabb player = BOX(9.5, 0.5, 0.5, 0.5);
    isect_vec d = V(2, 1), rest;
    isect_shape shapes[2];
    isect_sweep s;
    size_t index = 99;
    int order;
    /* each tile alone: the face (-1, 0); the corner answers (0, -1) */
    if (CHECK(isect_aabb_sweep_aabb(lower, player, d, &s)))
        CHECK_VEC(s.hit.normal, -1, 0, 0);
    if (CHECK(isect_aabb_sweep_aabb(upper, player, d, &s))) {
        CHECK_VEC(s.hit.normal, 0, -1, 0);
        CHECK_VEC(s.hit.pos, 10, 1, 0);
    }
    /* in the list, the lower tile wins in both orders: D.N = -2 < -1 */
    for (order = 0; order < 2; order++) {
        shapes[order] = isect_shape_aabb(upper);
        shapes[1 - order] = isect_shape_aabb(lower);
        if (CHECK(isect_sweep_aabb_into(shapes, 2, player, d, &s, &index))) {
            CHECK(index == (size_t)(1 - order));
            CHECK(s.hit.time == 0 && s.time == 0);
            CHECK_VEC(s.hit.normal, -1, 0, 0);
            CHECK_VEC(s.hit.pos, 10, 0.5, 0);
            CHECK_VEC(s.pos, 9.5, 0.5, 0);
            /* the slide loop's next move: (2, 1) less its part along N */
            rest = isect_scale(d, 1 - s.time);
            rest = isect_sub(rest, isect_scale(s.hit.normal, isect_dot(rest, s.hit.normal)));
            CHECK_VEC(rest, 0, 1, 0);
        }
    }
}

/* ---- Capsules ------------------------------------------------------------ */

TEST(capsules_1_point_on_axis_leaves_sideways_zero_length_along_x)
{
    isect_hit h;
    /* side band, c = 0: toward +V = (0, 1) */
    if (CHECK(isect_capsule_point(CAP(0, 0, 6, 0, 1), V(3, 0), &h)))
        CHECK_HIT(h, 3, 1, 0, 1, 0, 1, 0);
    /* zero length: the circle around A, the point at its center, (1, 0) */
    if (CHECK(isect_capsule_point(CAP(3, 0, 0, 0, 1), V(3, 0), &h)))
        CHECK_HIT(h, 4, 0, 1, 0, 1, 0, 0);
}

TEST(capsules_2_circle_beyond_end_and_touching_side)
{
    isect_hit h;
    double len = sqrt(3.25), nx = 1.5 / len, ny = 1 / len;
    /* beyond B: |P - B|^2 = 3.25 < 4 */
    if (CHECK(isect_capsule_circle(CAP(0, 0, 6, 0, 1), CIRC(7.5, 1, 1), &h))) {
        CHECK_VEC(h.normal, nx, ny, TOL);
        CHECK_VEC(h.pos, 6 + nx, ny, 4 * TOL);
        CHECK_VEC(h.delta, 6 + 2 * nx - 7.5, 2 * ny - 1, 4 * TOL);
        CHECK_NEAR(h.delta.x, 0.1641, 1e-4);
        CHECK_NEAR(h.delta.y, 0.1094, 1e-4);
        CHECK_NEAR(vlen(h.delta), 2 - len, 4 * TOL); /* 0.197 */
    }
    /* side band, c = 12, c^2 = 144 = 2^2 * 36: touching */
    CHECK(!isect_capsule_circle(CAP(0, 0, 6, 0, 1), CIRC(3, 2, 1), &h));
}

TEST(capsules_3_three_segments)
{
    isect_capsule cap = CAP(0, 0, 6, 0, 1);
    isect_hit h;
    /* through the top side at t = 3 / 8 */
    if (CHECK(isect_capsule_segment(cap, V(3, 4), V(0, -8), &h)))
        CHECK_HIT(h, 3, 1, 0, 1, 0, 5, 0.375);
    /* exactly along the top side: touches */
    CHECK(!isect_capsule_segment(cap, V(-2, 1), V(10, 0), &h));
    /* along the axis into B's circle at (7, 0), t = 2 / 4 */
    if (CHECK(isect_capsule_segment(cap, V(9, 0), V(-4, 0), &h)))
        CHECK_HIT(h, 7, 0, 1, 0, 2, 0, 0.5);
}

/* ---- Rectangles, three ways ---------------------------------------------- */

TEST(rects_1_three_layouts_of_one_box)
{
    isect_aabb a = BOX(5, -2, 2, 1.5), back;
    isect_minmax m = isect_minmax_from_aabb(a);
    isect_rect r = isect_rect_from_aabb(a);
    CHECK_VEC(m.min, 3, -3.5, 0);
    CHECK_VEC(m.max, 7, -0.5, 0);
    CHECK_VEC(r.pos, 3, -3.5, 0);
    CHECK_VEC(r.size, 4, 3, 0);
    back = isect_aabb_from_rect(r);
    CHECK_VEC(back.pos, 5, -2, 0);
    CHECK_VEC(back.half, 2, 1.5, 0);
}

static isect_minmax MM(double x0, double y0, double x1, double y1)
{
    isect_minmax m;
    m.min = V(x0, y0);
    m.max = V(x1, y1);
    return m;
}

TEST(rects_2_edge_plus_and_tee)
{
    CHECK(!isect_minmax_point(MM(0, 0, 4, 4), V(4, 2))); /* on the edge */
    CHECK(isect_minmax_point(MM(0, 0, 4, 4), V(2, 2)));
    CHECK(isect_minmax_minmax(MM(0, -2, 0, 2), MM(-3, 0, 3, 0)));  /* plus */
    CHECK(!isect_minmax_minmax(MM(0, 0, 0, 2), MM(-3, 0, 3, 0)));  /* T */
}

TEST(rects_3_round_trip_rounds_tiles_do_not)
{
    isect_rect r, back;
    r.pos = V(0.1, 0.1);
    r.size = V(0.2, 0.2);
    back = isect_rect_from_minmax(isect_minmax_from_rect(r));
    CHECK(back.size.x != r.size.x);
#ifdef ISECT_FLOAT
    CHECK((double)isect_minmax_from_rect(r).max.x == (double)0.3f);
    CHECK(back.size.x == 0.200000017881393433f);
#else
    CHECK(isect_minmax_from_rect(r).max.x == 0.30000000000000004);
    CHECK(back.size.x == 0.20000000000000004);
#endif
    /* the tile at column 37, row 12 of 16 x 16 tiles */
    r.pos = V(37 * 16, 12 * 16);
    r.size = V(16, 16);
    CHECK_VEC(isect_minmax_from_rect(r).max, 608, 208, 0);
    back = isect_rect_from_minmax(isect_minmax_from_rect(r));
    CHECK_VEC(back.pos, 592, 192, 0);
    CHECK_VEC(back.size, 16, 16, 0);
}

int main(void)
{
    RUN(helpers_1_dot_cross_length);
    RUN(helpers_2_fixed_answers_at_the_edges);
    RUN(helpers_3_length_of_3e20_4e20);
    RUN(helpers_4_float_build_link_name);
    RUN(two_kinds_1_segment_ends_on_circle);
    RUN(two_kinds_2_starting_in_contact);
    RUN(two_kinds_3_back_off_at_600);
    RUN(two_kinds_4_fused_and_the_margin);
    RUN(boxes_1_point_tie_pushes_along_y);
    RUN(boxes_2_segment_through_left_edge);
    RUN(boxes_3_enters_exactly_at_a_corner);
    RUN(boxes_against_boxes_1_overlap_touch_and_wide_box);
    RUN(boxes_against_boxes_2_sweep_into_grown_box);
    RUN(circles_1_point_on_inside_and_padded);
    RUN(circles_2_segment_entry_tangent_and_away);
    RUN(circles_against_circles_1_circle_circle);
    RUN(circles_against_circles_2_swept_circle_grazes_then_hits);
    RUN(boxcircle_1_corner_push_both_ways);
    RUN(boxcircle_2_center_inside_leaves_by_right_face);
    RUN(boxcircle_3_square_padding_vs_rounded_corner);
    RUN(sweeping_1_circle_before_box);
    RUN(sweeping_2_tile_seam_either_order);
    RUN(capsules_1_point_on_axis_leaves_sideways_zero_length_along_x);
    RUN(capsules_2_circle_beyond_end_and_touching_side);
    RUN(capsules_3_three_segments);
    RUN(rects_1_three_layouts_of_one_box);
    RUN(rects_2_edge_plus_and_tee);
    RUN(rects_3_round_trip_rounds_tiles_do_not);
    return check_report();
}
