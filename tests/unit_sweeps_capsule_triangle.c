/* unit_sweeps_capsule_triangle.c -- issue 12 (item 2, the sweeps a world of
   shapes needs) and issue 13 (item 1, the slope): isect_triangle_sweep_aabb,
   isect_capsule_sweep_aabb, isect_triangle_sweep_circle. Every expected value
   is worked out by hand in the comments (intersect.nw, "Sweeping into
   capsules and triangles").

   Rules: hit.time is the exact contact time; sweep.time <= hit.time and the
   static test at sweep.pos is false; touching is not a hit (sliding along a
   face, coming to rest against it); a start in contact moving in is a hit at
   time 0, moving away or along is the whole way; hit.pos is on the static
   shape; the slope: a box or circle on the floor walking into a ramp whose
   corner is on the floor hits the slope with the slope's normal. */
#include "testlib.h"

#define H (SQRT_HALF)

static bool tri_box_at(isect_triangle t, isect_aabb b, isect_vec pos)
{
    b.pos = pos;
    return isect_triangle_aabb(t, b, NULL);
}

static bool tri_circle_at(isect_triangle t, isect_circle c, isect_vec pos)
{
    c.pos = pos;
    return isect_triangle_circle(t, c, NULL);
}

static bool cap_box_at(isect_capsule k, isect_aabb b, isect_vec pos)
{
    b.pos = pos;
    return isect_capsule_aabb(k, b, NULL);
}

static isect_triangle shift_tri(isect_triangle t, double x, double y)
{
    return TRI((double)t.a.x + x, (double)t.a.y + y, (double)t.b.x + x, (double)t.b.y + y,
               (double)t.c.x + x, (double)t.c.y + y);
}

/* ---- the slope (issue 13, item 1) --------------------------------------- */

/* The ramp (32, 16), (64, 16), (64, 48) stands on the floor line y = 16 (the
   tiles below it have their tops there); its slope rises from (32, 16) with
   the outward normal (-1, 1)/sqrt 2. A box of half size (8, 8) rests on the
   floor, center (16, 24), and walks right by (16, 0). Its right side reaches
   x = 32 at t = (32 - 8 - 16)/16 = 0.5, and at that moment its bottom right
   corner (32, 16) is on the slope's line too: a tie, and the slope wins.
   Then the slide: what is left of the motion, minus its part along the
   normal, goes up the slope, and is not blocked. Run at the origin of the
   level, at (1024, 2048) and at (3008, 992) (tile coordinates into the
   thousands), in both precisions. */
static void box_walks_into_ramp(double ox, double oy)
{
    isect_triangle ramp = shift_tri(TRI(32, 16, 64, 16, 64, 48), ox, oy);
    isect_aabb box = BOX(16 + ox, 24 + oy, 8, 8);
    isect_vec delta = V(16, 0);
    isect_sweep sw, again;
    if (!CHECK(isect_triangle_sweep_aabb(ramp, box, delta, &sw)))
        return;
    CHECK(sw.hit.time == R(0.5));
    CHECK_VEC(sw.hit.normal, -H, H, 1e-6);
    CHECK_VEC(sw.hit.pos, 32 + ox, 16 + oy, 1e-9);
    CHECK_VEC(sw.hit.delta, -8, 0, 1e-9);
    CHECK(sw.time < R(0.5) && sw.time > R(0.49));
    CHECK(!tri_box_at(ramp, box, sw.pos));
    {
        /* slide: rest - (rest . N) N, up the slope */
        isect_vec rest = isect_scale(delta, 1 - sw.time);
        isect_vec n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        box.pos = sw.pos;
        CHECK(slide.x > 0 && slide.y > 0);
        if (isect_triangle_sweep_aabb(ramp, box, slide, &again))
            CHECK(again.hit.time > R(0.5));
        CHECK(!tri_box_at(ramp, box, again.pos));
        CHECK((double)again.pos.y > 24 + oy + 3.9);
    }
}

TEST(test_issue13_slope_box_walks_into_ramp_at_16)
{
    box_walks_into_ramp(0, 0);
}

TEST(test_issue13_slope_box_walks_into_ramp_in_the_thousands)
{
    box_walks_into_ramp(1024, 2048);
    box_walks_into_ramp(3008, 992);
}

/* The same ramp, mirrored: its slope falls to the right, (0, 16), (32, 16),
   (0, 48); the box comes from the right, center (48, 24), moving (-16, 0):
   t = 0.5 again, normal (1, 1)/sqrt 2, contact the ramp's corner (32, 16). */
TEST(test_issue13_slope_box_walks_into_mirrored_ramp)
{
    isect_triangle ramp = TRI(0, 16, 32, 16, 0, 48);
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_aabb(ramp, BOX(48, 24, 8, 8), V(-16, 0), &sw))) {
        CHECK(sw.hit.time == R(0.5));
        CHECK_VEC(sw.hit.normal, H, H, 1e-6);
        CHECK_VEC(sw.hit.pos, 32, 16, 1e-9);
    }
    /* and with the corners in every order (both windings) */
    {
        int k;
        for (k = 0; k < 6; k++) {
            isect_sweep s2;
            if (CHECK(isect_triangle_sweep_aabb(tri_order(ramp, k), BOX(48, 24, 8, 8),
                                                V(-16, 0), &s2))) {
                CHECK(s2.hit.time == R(0.5));
                CHECK_VEC(s2.hit.normal, H, H, 1e-6);
            }
        }
    }
}

/* A circle of radius 8 rolls on the floor, center (16, 24), by (32, 0), into
   the ramp of the first test. Its center's path y = 24 only grazes the
   bottom edge's capsule (a miss) and enters the slope's capsule through its
   flat side: the line through (32, 16) along (1, 1), moved out by 8 along
   (-1, 1)/sqrt 2, is y = x - 16 + 8 sqrt 2; at y = 24, x = 40 - 8 sqrt 2,
   t = (24 - 8 sqrt 2)/32 = 0.39644660940672627. Contact: the center minus
   8 N = (40 - 4 sqrt 2, 24 - 4 sqrt 2), on the slope. */
static void circle_rolls_into_ramp(double ox, double oy)
{
    isect_triangle ramp = shift_tri(TRI(32, 16, 64, 16, 64, 48), ox, oy);
    isect_circle c = CIRC(16 + ox, 24 + oy, 8);
    isect_vec delta = V(32, 0);
    isect_sweep sw, again;
    double t = (24 - 8 * sqrt(2.0)) / 32;
    double tol = 64 * REAL_EPS * (64 + ox + oy);
    if (!CHECK(isect_triangle_sweep_circle(ramp, c, delta, &sw)))
        return;
    CHECK_NEAR(sw.hit.time, t, 1e-5);
    CHECK_VEC(sw.hit.normal, -H, H, 1e-5);
    CHECK_VEC(sw.hit.pos, 40 - 4 * sqrt(2.0) + ox, 24 - 4 * sqrt(2.0) + oy, tol);
    CHECK(sw.time <= sw.hit.time);
    CHECK(!tri_circle_at(ramp, c, sw.pos));
    {
        isect_vec rest = isect_scale(delta, 1 - sw.time);
        isect_vec n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        c.pos = sw.pos;
        CHECK(slide.x > 0 && slide.y > 0);
        if (isect_triangle_sweep_circle(ramp, c, slide, &again))
            CHECK(again.hit.time > R(0.5));
        CHECK(!tri_circle_at(ramp, c, again.pos));
        CHECK((double)again.pos.y > 24 + oy + 5);
    }
}

TEST(test_issue13_slope_circle_rolls_into_ramp_at_16)
{
    circle_rolls_into_ramp(0, 0);
}

TEST(test_issue13_slope_circle_rolls_into_ramp_in_the_thousands)
{
    circle_rolls_into_ramp(1024, 2048);
    circle_rolls_into_ramp(3008, 992);
}

/* ---- triangle vs swept box ---------------------------------------------- */

/* The triangle (0, 0), (4, 0), (0, 4); a box of half size (1, 1). */
static isect_triangle T0(void) { return TRI(0, 0, 4, 0, 0, 4); }

/* Head on into the left edge x = 0: from center (-5, 1) by (10, 0) the box's
   right side reaches 0 at t = 4/10. The left edge's axis and the x axis tie
   and point the same way: the edge wins (first in the order); the box's
   corner deepest against (-1, 0) is (0, 0), on the triangle. */
TEST(test_triangle_sweep_aabb_head_on)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_aabb(T0(), BOX(-5, 1, 1, 1), V(10, 0), &sw))) {
        CHECK_HIT(sw.hit, 0, 0, -1, 0, -6, 0, 0.4);
        CHECK(sw.time < R(0.4) && sw.time > R(0.39));
        CHECK(!tri_box_at(T0(), BOX(-5, 1, 1, 1), sw.pos));
    }
}

/* Into the long edge x + y = 4, normal (1, 1)/sqrt 2: from (5, 5) by
   (-4, -4), the box's lower left corner (c - 1, c - 1) reaches the line at
   c = 3, t = 0.5, at (2, 2). At the start the box touches the triangle's
   box (x = 4, y = 4): a clear start, entries 0 on x and y, 0.5 on the edge. */
TEST(test_triangle_sweep_aabb_corner_into_long_edge)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_aabb(T0(), BOX(5, 5, 1, 1), V(-4, -4), &sw)))
        CHECK_HIT(sw.hit, 2, 2, H, H, 2, 2, 0.5);
}

/* The box's face into the triangle's corner: the triangle (2, 0), (6, -2),
   (6, 2) points left; the box from (-5, 0) by (10, 0) meets the corner (2, 0)
   with its right side at t = (2 - 1 + 5)/10 = 0.6, normal (-1, 0), contact the
   corner itself (the box's axis: the triangle's corner furthest along it). */
TEST(test_triangle_sweep_aabb_face_into_corner)
{
    isect_triangle t = TRI(2, 0, 6, -2, 6, 2);
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_aabb(t, BOX(-5, 0, 1, 1), V(10, 0), &sw)))
        CHECK_HIT(sw.hit, 2, 0, -1, 0, -4, 0, 0.6);
}

/* Touching is not a hit: sliding along the bottom edge (box top on y = 0),
   coming to rest against the left edge, passing the corner exactly. */
TEST(test_triangle_sweep_aabb_touching_misses)
{
    isect_sweep sw;
    CHECK(!isect_triangle_sweep_aabb(T0(), BOX(2, -1, 1, 1), V(10, 0), &sw));
    CHECK(sw.time == 1);
    CHECK_VEC(sw.pos, 12, -1, 0);
    CHECK(!isect_triangle_sweep_aabb(T0(), BOX(-5, 1, 1, 1), V(4, 0), &sw));
    CHECK_VEC(sw.pos, -1, 1, 0);
    /* the box's top right corner runs from (-1, 1) to (1, -1), exactly
       through the triangle's corner (0, 0): with its corner at (c, -c) the
       box holds x <= c, y <= -c, which meets x >= 0, y >= 0 only at c = 0,
       in the one point (0, 0). A touch: the whole way. */
    CHECK(!isect_triangle_sweep_aabb(T0(), BOX(-2, 0, 1, 1), V(2, -2), &sw));
    CHECK_VEC(sw.pos, 0, -2, 0);
}

/* Starting in contact: touching the left edge, moving in is blocked at time
   0 at the start; moving away or along is the whole way. */
TEST(test_triangle_sweep_aabb_start_in_contact)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_aabb(T0(), BOX(-1, 1, 1, 1), V(3, 0), &sw))) {
        CHECK(sw.hit.time == 0 && sw.time == 0);
        CHECK_VEC(sw.pos, -1, 1, 0);
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
    }
    CHECK(!isect_triangle_sweep_aabb(T0(), BOX(-1, 1, 1, 1), V(-3, 0), &sw));
    CHECK(!isect_triangle_sweep_aabb(T0(), BOX(-1, 1, 1, 1), V(0, 0.5), &sw));
    CHECK_VEC(sw.pos, -1, 1.5, 0);
    /* overlapping at the start, moving in: the static hit at time 0 */
    if (CHECK(isect_triangle_sweep_aabb(T0(), BOX(-0.5, 1, 1, 1), V(1, 0), &sw))) {
        isect_hit h;
        CHECK(isect_triangle_aabb(T0(), BOX(-0.5, 1, 1, 1), &h));
        CHECK(memcmp(&h, &sw.hit, sizeof h) == 0);
        CHECK(sw.time == 0);
    }
    /* no motion: the static test */
    CHECK(!isect_triangle_sweep_aabb(T0(), BOX(-1, 1, 1, 1), V(0, 0), &sw));
    CHECK(sw.time == 1);
}

/* A box of zero size is a moving point: the same time as the segment test. */
TEST(test_triangle_sweep_aabb_point)
{
    isect_sweep sw;
    isect_hit h;
    CHECK(isect_triangle_segment(T0(), V(-2, 1), V(4, 0), &h));
    if (CHECK(isect_triangle_sweep_aabb(T0(), BOX(-2, 1, 0, 0), V(4, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.5, TOL);
        CHECK_NEAR(sw.hit.time, h.time, TOL);
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
    }
}

/* A flat triangle is a segment with a side: a box crossing its line hits. */
TEST(test_triangle_sweep_aabb_flat)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_aabb(TRI(0, 0, 10, 0, 5, 0), BOX(5, 5, 1, 1), V(0, -10),
                                        &sw))) {
        /* the contact: a point of the stretch [4, 6] where they touch */
        CHECK_NEAR(sw.hit.time, 0.4, TOL);
        CHECK_VEC(sw.hit.normal, 0, 1, 0);
        CHECK_VEC(sw.hit.delta, 0, 6, TOL);
        CHECK(sw.hit.pos.y == 0 && sw.hit.pos.x >= 4 && sw.hit.pos.x <= 6);
    }
}

/* ---- capsule vs swept box ----------------------------------------------- */

/* The capsule from (0, 0) along (10, 0), radius 2; a box of half size (1, 1). */
static isect_capsule K0(void) { return CAP(0, 0, 10, 0, 2); }

/* Down onto the side: from (5, 10) by (0, -10) the bottom y = 9 - 10t meets
   y = 2 at t = 0.7. The outer corner on that side, (4, 9), touches at (4, 2). */
TEST(test_capsule_sweep_aabb_onto_side)
{
    isect_sweep sw;
    if (CHECK(isect_capsule_sweep_aabb(K0(), BOX(5, 10, 1, 1), V(0, -10), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.7, TOL);
        CHECK_VEC(sw.hit.normal, 0, 1, TOL);
        CHECK_NEAR(sw.hit.pos.y, 2, TOL);
        CHECK((double)sw.hit.pos.x >= 4 - TOL && (double)sw.hit.pos.x <= 6 + TOL);
        CHECK_VEC(sw.hit.delta, 0, 3, TOL);
        CHECK(!cap_box_at(K0(), BOX(5, 10, 1, 1), sw.pos));
    }
}

/* Into the left end: from (-10, 0) by (10, 0) the right side x = -9 + 10t
   meets the end circle's leftmost point (-2, 0) at t = 0.7. */
TEST(test_capsule_sweep_aabb_face_into_end)
{
    isect_sweep sw;
    if (CHECK(isect_capsule_sweep_aabb(K0(), BOX(-10, 0, 1, 1), V(10, 0), &sw)))
        CHECK_HIT(sw.hit, -2, 0, -1, 0, -3, 0, 0.7);
}

/* A corner into the end's arc: from (-10, -10) by (10, 10) the corner
   (-9, -9) runs along the diagonal toward (0, 0) and is 2 from it at
   (-sqrt 2, -sqrt 2), t = (9 - sqrt 2)/10. */
TEST(test_capsule_sweep_aabb_corner_into_arc)
{
    isect_sweep sw;
    double t = (9 - sqrt(2.0)) / 10;
    if (CHECK(isect_capsule_sweep_aabb(K0(), BOX(-10, -10, 1, 1), V(10, 10), &sw)))
        CHECK_HIT(sw.hit, -sqrt(2.0), -sqrt(2.0), -H, -H, -10 * (1 - t), -10 * (1 - t), t);
}

/* A slanted capsule, its side hit by a corner: the capsule from (0, 0) along
   (8, 8), radius sqrt 2 ... the box from (8, 0) by (-8, 0): its corner
   (7, 1) runs left along y = 1; the axis y = x is sqrt 2 away from (x, 1)
   when (x - 1)/sqrt 2 = sqrt 2, x = 3: t = 4/8 = 0.5, the contact
   (3, 1) - ... on the capsule: (3, 1), normal (1, -1)/sqrt 2. */
TEST(test_capsule_sweep_aabb_slanted_side)
{
    isect_sweep sw;
    isect_capsule k = CAP(0, 0, 8, 8, sqrt(2.0));
    if (CHECK(isect_capsule_sweep_aabb(k, BOX(8, 0, 1, 1), V(-8, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.5, 1e-6);
        CHECK_VEC(sw.hit.normal, H, -H, 1e-6);
        CHECK_VEC(sw.hit.pos, 3, 1, 1e-5);
    }
}

/* Touching: sliding along the top (box bottom on y = 2), resting against the
   end, passing the end's arc at exactly the radius. */
TEST(test_capsule_sweep_aabb_touching_misses)
{
    isect_sweep sw;
    CHECK(!isect_capsule_sweep_aabb(K0(), BOX(5, 3, 1, 1), V(20, 0), &sw));
    CHECK(!isect_capsule_sweep_aabb(K0(), BOX(-10, 0, 1, 1), V(7, 0), &sw));
    /* the bottom face at y = 2 slides from the far left past the whole
       capsule, over both rounded ends (their tops are at y = 2 too) */
    CHECK(!isect_capsule_sweep_aabb(K0(), BOX(-20, 3, 1, 1), V(40, 0), &sw));
    CHECK(sw.time == 1);
    /* and the top face at y = -2 (center y = -3) slides under it */
    CHECK(!isect_capsule_sweep_aabb(K0(), BOX(-20, -3, 1, 1), V(40, 0), &sw));
    CHECK_VEC(sw.pos, 20, -3, 0);
}

TEST(test_capsule_sweep_aabb_start_in_contact)
{
    isect_sweep sw;
    if (CHECK(isect_capsule_sweep_aabb(K0(), BOX(5, 3, 1, 1), V(0, -1), &sw))) {
        CHECK(sw.time == 0 && sw.hit.time == 0);
        CHECK_VEC(sw.hit.normal, 0, 1, TOL);
    }
    CHECK(!isect_capsule_sweep_aabb(K0(), BOX(5, 3, 1, 1), V(0, 1), &sw));
    CHECK_VEC(sw.pos, 5, 4, 0);
}

/* Radius zero: a segment, which a box crossing it hits: from (5, 5) by
   (0, -10), the bottom 4 - 10t reaches 0 at t = 0.4. A zero-length capsule is
   a circle: the same time as isect_circle_sweep_aabb. */
TEST(test_capsule_sweep_aabb_degenerate)
{
    isect_sweep sw, c;
    if (CHECK(isect_capsule_sweep_aabb(CAP(0, 0, 10, 0, 0), BOX(5, 5, 1, 1), V(0, -10), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.4, TOL);
        CHECK_VEC(sw.hit.normal, 0, 1, TOL);
        CHECK_NEAR(sw.hit.pos.y, 0, TOL);
    }
    CHECK(isect_capsule_sweep_aabb(CAP(3, 1, 0, 0, 2), BOX(-5, 0, 1, 1), V(10, 2), &sw));
    CHECK(isect_circle_sweep_aabb(CIRC(3, 1, 2), BOX(-5, 0, 1, 1), V(10, 2), &c));
    CHECK_NEAR(sw.hit.time, c.hit.time, TOL);
    CHECK_VEC(sw.hit.normal, (double)c.hit.normal.x, (double)c.hit.normal.y, TOL);
}

/* ---- triangle vs swept circle ------------------------------------------- */

/* Circle of radius 1 from (-5, 1) by (10, 0) into the left edge: the center
   reaches x = -1 at t = 0.4; contact (0, 1). */
TEST(test_triangle_sweep_circle_head_on)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_circle(T0(), CIRC(-5, 1, 1), V(10, 0), &sw))) {
        CHECK_HIT(sw.hit, 0, 1, -1, 0, -6, 0, 0.4);
        CHECK(!tri_circle_at(T0(), CIRC(-5, 1, 1), sw.pos));
    }
}

/* Into the corner (0, 0) along the diagonal from (-5, -5) by (5, 5): the
   center is 1 from the corner at (-1/sqrt 2, -1/sqrt 2), t = (5 - H)/5. */
TEST(test_triangle_sweep_circle_into_corner)
{
    isect_sweep sw;
    double t = (5 - H) / 5;
    if (CHECK(isect_triangle_sweep_circle(T0(), CIRC(-5, -5, 1), V(5, 5), &sw)))
        CHECK_HIT(sw.hit, 0, 0, -H, -H, -5 * (1 - t), -5 * (1 - t), t);
}

/* Touching: rolling along the bottom edge, resting against the left edge. */
TEST(test_triangle_sweep_circle_touching_misses)
{
    isect_sweep sw;
    CHECK(!isect_triangle_sweep_circle(T0(), CIRC(2, -1, 1), V(10, 0), &sw));
    CHECK(!isect_triangle_sweep_circle(T0(), CIRC(-5, 1, 1), V(4, 0), &sw));
    CHECK(sw.time == 1);
}

TEST(test_triangle_sweep_circle_start_in_contact)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_circle(T0(), CIRC(-1, 1, 1), V(1, 0), &sw)))
        CHECK(sw.time == 0 && sw.hit.time == 0);
    CHECK(!isect_triangle_sweep_circle(T0(), CIRC(-1, 1, 1), V(-1, 0), &sw));
    CHECK(!isect_triangle_sweep_circle(T0(), CIRC(-1, 1, 1), V(0, 1), &sw));
}

/* Radius zero: the point test, isect_triangle_segment. */
TEST(test_triangle_sweep_circle_point)
{
    isect_sweep sw;
    isect_hit h;
    CHECK(isect_triangle_segment(T0(), V(-2, 1), V(4, 0), &h));
    if (CHECK(isect_triangle_sweep_circle(T0(), CIRC(-2, 1, 0), V(4, 0), &sw)))
        CHECK(memcmp(&h, &sw.hit, sizeof h) == 0);
}

int main(void)
{
    RUN(test_issue13_slope_box_walks_into_ramp_at_16);
    RUN(test_issue13_slope_box_walks_into_ramp_in_the_thousands);
    RUN(test_issue13_slope_box_walks_into_mirrored_ramp);
    RUN(test_issue13_slope_circle_rolls_into_ramp_at_16);
    RUN(test_issue13_slope_circle_rolls_into_ramp_in_the_thousands);
    RUN(test_triangle_sweep_aabb_head_on);
    RUN(test_triangle_sweep_aabb_corner_into_long_edge);
    RUN(test_triangle_sweep_aabb_face_into_corner);
    RUN(test_triangle_sweep_aabb_touching_misses);
    RUN(test_triangle_sweep_aabb_start_in_contact);
    RUN(test_triangle_sweep_aabb_point);
    RUN(test_triangle_sweep_aabb_flat);
    RUN(test_capsule_sweep_aabb_onto_side);
    RUN(test_capsule_sweep_aabb_face_into_end);
    RUN(test_capsule_sweep_aabb_corner_into_arc);
    RUN(test_capsule_sweep_aabb_slanted_side);
    RUN(test_capsule_sweep_aabb_touching_misses);
    RUN(test_capsule_sweep_aabb_start_in_contact);
    RUN(test_capsule_sweep_aabb_degenerate);
    RUN(test_triangle_sweep_circle_head_on);
    RUN(test_triangle_sweep_circle_into_corner);
    RUN(test_triangle_sweep_circle_touching_misses);
    RUN(test_triangle_sweep_circle_start_in_contact);
    RUN(test_triangle_sweep_circle_point);
    return check_report();
}
