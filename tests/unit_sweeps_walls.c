/* unit_sweeps_walls.c -- issue 13, items 1 (segments as targets) and 2 (two
   moving shapes): isect_segment_aabb, isect_segment_circle,
   isect_segment_sweep_aabb, isect_segment_sweep_circle,
   isect_circle_sweep_circle_both, isect_aabb_sweep_circle_both. Every
   expected value is worked out by hand in the comments (intersect.nw, "Thin
   walls and moving targets").

   Rules: hit.time is the exact contact time; sweep.time <= hit.time and the
   static test at sweep.pos is false; touching is not a hit (a box sliding on
   a floor segment goes the whole way); a start across the wall moving in is
   a hit at time 0 with the push-out; hit.pos is on the wall; the slope: a box
   on the floor walking into a segment ramp whose foot is on the floor hits
   the ramp with the ramp's normal, and slides up. Two moving shapes: the
   time of the relative sweep, each shape placed along its own path, never
   overlapping there. */
#include "testlib.h"

#define H (SQRT_HALF)

static bool wall_box_at(isect_vec a, isect_vec e, isect_aabb b, isect_vec pos)
{
    b.pos = pos;
    return isect_segment_aabb(a, e, b, NULL);
}

static bool wall_circle_at(isect_vec a, isect_vec e, isect_circle c, isect_vec pos)
{
    c.pos = pos;
    return isect_segment_circle(a, e, c, NULL);
}

/* ---- the slope (issue 13, item 1) --------------------------------------- */

/* A level's outline: the floor from (0, 16) to (32, 16), then the ramp from
   (32, 16) up to (64, 48), its outward normal (-1, 1)/sqrt 2. A box of half
   size (8, 8) rests on the floor, center (16, 24), and walks right by
   (16, 0). Along the floor it only touches (no hit). Its right side reaches
   the ramp's foot x = 32 at t = (32 - 8 - 16)/16 = 0.5, and then its bottom
   right corner (32, 16) is on the ramp's line too: a tie, which the ramp's
   normal wins. The slide, what is left minus its part along the normal,
   goes up the ramp and is not blocked. At the origin and into the
   thousands, both precisions. */
static void box_walks_into_segment_ramp(double ox, double oy)
{
    isect_vec floor_a = V(ox, 16 + oy), floor_e = V(32, 0);
    isect_vec ramp_a = V(32 + ox, 16 + oy), ramp_e = V(32, 32);
    isect_aabb box = BOX(16 + ox, 24 + oy, 8, 8);
    isect_vec delta = V(16, 0);
    isect_sweep sw, again;
    CHECK(!isect_segment_sweep_aabb(floor_a, floor_e, box, delta, &sw));
    CHECK(sw.time == 1);
    if (!CHECK(isect_segment_sweep_aabb(ramp_a, ramp_e, box, delta, &sw)))
        return;
    CHECK(sw.hit.time == R(0.5));
    CHECK_VEC(sw.hit.normal, -H, H, 1e-6);
    CHECK_VEC(sw.hit.pos, 32 + ox, 16 + oy, 1e-9);
    CHECK_VEC(sw.hit.delta, -8, 0, 1e-9);
    CHECK(sw.time < R(0.5) && sw.time > R(0.49));
    CHECK(!wall_box_at(ramp_a, ramp_e, box, sw.pos));
    {
        isect_vec rest = isect_scale(delta, 1 - sw.time);
        isect_vec n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        box.pos = sw.pos;
        CHECK(slide.x > 0 && slide.y > 0);
        if (isect_segment_sweep_aabb(ramp_a, ramp_e, box, slide, &again))
            CHECK(again.hit.time > R(0.5));
        CHECK(!wall_box_at(ramp_a, ramp_e, box, again.pos));
        /* the floor does not hold it back either */
        CHECK(!isect_segment_sweep_aabb(floor_a, floor_e, box, slide, NULL));
        CHECK((double)again.pos.y > 24 + oy + 3.9);
    }
}

TEST(test_issue13_walls_box_walks_into_segment_ramp_at_16)
{
    box_walks_into_segment_ramp(0, 0);
}

TEST(test_issue13_walls_box_walks_into_segment_ramp_in_the_thousands)
{
    box_walks_into_segment_ramp(1024, 2048);
    box_walks_into_segment_ramp(3008, 992);
}

/* Mirrored: the ramp falls to the right, from (0, 48) down to (32, 16); the
   box comes from the right, center (48, 24), by (-16, 0): t = 0.5, normal
   (1, 1)/sqrt 2, the contact the ramp's foot. Either direction of the
   segment gives the same answer. */
TEST(test_issue13_walls_box_walks_into_mirrored_segment_ramp)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_aabb(V(0, 48), V(32, -32), BOX(48, 24, 8, 8), V(-16, 0),
                                       &sw))) {
        CHECK(sw.hit.time == R(0.5));
        CHECK_VEC(sw.hit.normal, H, H, 1e-6);
        CHECK_VEC(sw.hit.pos, 32, 16, 1e-9);
    }
    if (CHECK(isect_segment_sweep_aabb(V(32, 16), V(-32, 32), BOX(48, 24, 8, 8), V(-16, 0),
                                       &sw))) {
        CHECK(sw.hit.time == R(0.5));
        CHECK_VEC(sw.hit.normal, H, H, 1e-6);
    }
}

/* A circle of radius 8 rolls on the floor, center (16, 24), by (32, 0), into
   the ramp from (32, 16) along (32, 32): the ray against the capsule of
   radius 8 around the ramp. Its flat side is the line y = x - 16 moved out
   by 8 along (-1, 1)/sqrt 2: y = x - 16 + 8 sqrt 2; at y = 24,
   x = 40 - 8 sqrt 2, t = (24 - 8 sqrt 2)/32. The contact, the center minus
   8 N, is on the ramp: (40 - 4 sqrt 2, 24 - 4 sqrt 2). */
TEST(test_issue13_walls_circle_rolls_into_segment_ramp)
{
    isect_vec a = V(32, 16), e = V(32, 32);
    isect_circle c = CIRC(16, 24, 8);
    isect_sweep sw;
    if (!CHECK(isect_segment_sweep_circle(a, e, c, V(32, 0), &sw)))
        return;
    CHECK_NEAR(sw.hit.time, (24 - 8 * sqrt(2.0)) / 32, 1e-5);
    CHECK_VEC(sw.hit.normal, -H, H, 1e-5);
    CHECK_VEC(sw.hit.pos, 40 - 4 * sqrt(2.0), 24 - 4 * sqrt(2.0), 1e-4);
    CHECK(!wall_circle_at(a, e, c, sw.pos));
    /* on the floor segment it only touches */
    CHECK(!isect_segment_sweep_circle(V(0, 16), V(32, 0), c, V(32, 0), &sw));
    CHECK(sw.time == 1);
}

/* ---- a box against a wall ----------------------------------------------- */

/* The wall x = 10 from y = -5 to 5; the box of half size 1 at the origin
   moves by (20, 0): its right side reaches x = 10 at t = 9/20 = 0.45. The
   contact is on the wall, at x = 10, within the box's side; the normal
   (-1, 0); delta -(1 - 0.45)(20, 0) = (-11, 0). */
TEST(test_walls_box_head_on)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_aabb(V(10, -5), V(0, 10), BOX(0, 0, 1, 1), V(20, 0), &sw))) {
        CHECK(sw.hit.time == R(0.45));
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
        CHECK(sw.hit.pos.x == 10 && fabs((double)sw.hit.pos.y) <= 1);
        CHECK_VEC(sw.hit.delta, -11, 0, TOL);
        CHECK(sw.time < sw.hit.time && sw.time > R(0.449));
        CHECK(!wall_box_at(V(10, -5), V(0, 10), BOX(0, 0, 1, 1), sw.pos));
    }
}

/* Touching is not overlapping: a box whose side lies along the wall slides
   the whole way, along it (both ways), across its end, and away. Flush on
   a tile grid, at 16 and into the thousands. */
TEST(test_walls_box_flush_along_wall_is_not_stopped)
{
    static const double at[3] = {0, 1024, 4000};
    int i;
    for (i = 0; i < 3; i++) {
        double o = at[i];
        isect_vec a = V(o, o + 16), e = V(64, 0);
        isect_aabb on = BOX(o + 16, o + 24, 8, 8), under = BOX(o + 16, o + 8, 8, 8);
        isect_sweep sw;
        CHECK(!isect_segment_aabb(a, e, on, NULL));
        CHECK(!isect_segment_aabb(a, e, under, NULL));
        CHECK(!isect_segment_sweep_aabb(a, e, on, V(100, 0), &sw) && sw.time == 1);
        CHECK(!isect_segment_sweep_aabb(a, e, on, V(-100, 0), &sw) && sw.time == 1);
        CHECK(!isect_segment_sweep_aabb(a, e, under, V(100, 0), &sw) && sw.time == 1);
        CHECK(!isect_segment_sweep_aabb(a, e, on, V(5, 30), &sw) && sw.time == 1);
        /* but moving into it, even a little, is stopped at once */
        if (CHECK(isect_segment_sweep_aabb(a, e, on, V(3, -1), &sw))) {
            CHECK(sw.hit.time == 0 && sw.time == 0);
            CHECK_VEC(sw.hit.normal, 0, 1, 0);
            CHECK(same_vec(sw.pos, on.pos));
        }
        /* a vertical wall, the box's left side on it */
        CHECK(!isect_segment_sweep_aabb(V(o, o), V(0, 64), BOX(o + 8, o + 8, 8, 8), V(0, 200),
                                        &sw));
    }
}

/* A segment of zero length is a point: the same answer as a box swept into
   a circle of radius zero there (a box moving by (10, 0) from (0, 0), half
   size 1, into the point (5, 0.5): t = 4/10). */
TEST(test_walls_box_into_zero_length_segment)
{
    isect_sweep sw, ref;
    bool hit = isect_segment_sweep_aabb(V(5, 0.5), ZERO, BOX(0, 0, 1, 1), V(10, 0), &sw);
    bool hit2 = isect_circle_sweep_aabb(CIRC(5, 0.5, 0), BOX(0, 0, 1, 1), V(10, 0), &ref);
    CHECK(hit && hit2);
    CHECK(sw.hit.time == R(0.4) && ref.hit.time == R(0.4));
    CHECK(same_vec(sw.pos, ref.pos) && same_vec(sw.hit.normal, ref.hit.normal));
    CHECK_VEC(sw.hit.pos, 5, 0.5, 0);
    /* past it, no touch */
    CHECK(!isect_segment_sweep_aabb(V(5, 1), ZERO, BOX(0, 0, 1, 1), V(10, 0), NULL));
}

/* A box of zero size is a point, and a point cannot overlap a wall: it
   passes through (a bullet needs a size, or a segment cast). */
TEST(test_walls_point_passes_through)
{
    isect_sweep sw;
    CHECK(!isect_segment_sweep_aabb(V(0, 0), V(0, 4), BOX(-3, 2, 0, 0), V(6, 0), &sw));
    CHECK(sw.time == 1);
    CHECK(!isect_segment_sweep_circle(V(0, 0), V(0, 4), CIRC(-3, 2, 0), V(6, 0), &sw));
    CHECK(sw.time == 1);
}

/* Starting across the wall. The box of half size 1 at the origin and the
   wall y = 0.5 from x = -5 to 5: the shortest way off the wall moves the box
   down by 0.5 (its top onto the wall) rather than up by 1.5. Normal (0, -1),
   delta (0, -0.5), the contact on the wall. Moving down (out) it goes the
   whole way; moving up (in) it stops at time 0 at its start. */
TEST(test_walls_box_starts_across_wall)
{
    isect_hit h;
    isect_sweep sw;
    isect_vec a = V(-5, 0.5), e = V(10, 0);
    if (CHECK(isect_segment_aabb(a, e, BOX(0, 0, 1, 1), &h))) {
        CHECK_VEC(h.normal, 0, -1, 0);
        CHECK_VEC(h.delta, 0, -0.5, 0);
        CHECK(h.pos.y == R(0.5) && fabs((double)h.pos.x) <= 1);
    }
    CHECK(!isect_segment_sweep_aabb(a, e, BOX(0, 0, 1, 1), V(0, -4), &sw));
    CHECK(sw.time == 1 && same_vec(sw.pos, V(0, -4)));
    if (CHECK(isect_segment_sweep_aabb(a, e, BOX(0, 0, 1, 1), V(0, 4), &sw))) {
        CHECK(sw.time == 0 && sw.hit.time == 0 && same_vec(sw.pos, ZERO));
        CHECK_VEC(sw.hit.delta, 0, -0.5, 0);
    }
    /* not moving: the static test */
    CHECK(isect_segment_sweep_aabb(a, e, BOX(0, 0, 1, 1), ZERO, &sw) && sw.time == 0);
    CHECK(!isect_segment_sweep_aabb(a, e, BOX(0, -2, 1, 1), ZERO, &sw) && sw.time == 1);
}

/* Why the wall has its own static test. A short wall from (-0.5, 0.5) to
   (0.5, 0.5), entirely inside the box of half size 1: isect_segment_aabb
   pushes the box down by 0.5 off it. isect_aabb_segment, the ray cast, sees
   a segment whose start is inside the box and reports how that start leaves
   the box: up, through the top side y = 1, the opposite way. */
TEST(test_walls_static_test_is_not_the_ray_cast)
{
    isect_hit h, ray;
    isect_vec a = V(-0.5, 0.5), e = V(1, 0);
    CHECK(isect_segment_aabb(a, e, BOX(0, 0, 1, 1), &h));
    CHECK(isect_aabb_segment(BOX(0, 0, 1, 1), a, e, ZERO, &ray));
    CHECK_VEC(h.normal, 0, -1, 0);
    CHECK_VEC(h.delta, 0, -0.5, 0);
    CHECK_VEC(ray.normal, 0, 1, 0);
    CHECK(ray.time == 0);
}

/* ---- a circle against a wall -------------------------------------------- */

/* Exercise 2: the circle of radius 1 at (-3, 2) by (6, 0) into the wall from
   (0, 0) to (0, 4): the center reaches x = -1 at t = 1/3; contact (0, 2),
   normal (-1, 0). The wall from (0, -4) to (0, 0) passes 2 below the path:
   a miss. */
TEST(test_walls_circle_head_on)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_circle(V(0, 0), V(0, 4), CIRC(-3, 2, 1), V(6, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 1.0 / 3, TOL);
        CHECK_VEC(sw.hit.pos, 0, 2, TOL);
        CHECK_VEC(sw.hit.normal, -1, 0, TOL);
        CHECK(!wall_circle_at(V(0, 0), V(0, 4), CIRC(-3, 2, 1), sw.pos));
    }
    CHECK(!isect_segment_sweep_circle(V(0, -4), V(0, 4), CIRC(-3, 2, 1), V(6, 0), &sw));
    CHECK(sw.time == 1);
}

/* Round the end: the circle of radius 1 at (-5, 0) moves by (10, 0) toward
   the upper end (0, 0) of the wall from (0, -4) to (0, 0). Along y = 0 it meets the end head on at x = -1, t = 0.4, normal (-1, 0); along
   y = 1 it only touches the end (a graze, no hit). */
TEST(test_walls_circle_round_the_end)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_circle(V(0, -4), V(0, 4), CIRC(-5, 0, 1), V(10, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.4, TOL);
        CHECK_VEC(sw.hit.pos, 0, 0, TOL);
    }
    CHECK(!isect_segment_sweep_circle(V(0, -4), V(0, 4), CIRC(-5, 1, 1), V(10, 0), &sw));
}

/* The static test: a circle of radius 1 at (0, 0.5) on the wall y = 0 is
   pushed up by 0.5; the contact (0, 0) on the wall. A circle resting on it
   touches and does not overlap; a circle of radius zero overlaps nothing.
   A start across moving in: time 0; out: the whole way. */
TEST(test_walls_circle_static_and_start_across)
{
    isect_hit h;
    isect_sweep sw;
    isect_vec a = V(-5, 0), e = V(10, 0);
    if (CHECK(isect_segment_circle(a, e, CIRC(0, 0.5, 1), &h))) {
        CHECK_VEC(h.normal, 0, 1, 0);
        CHECK_VEC(h.delta, 0, 0.5, TOL);
        CHECK_VEC(h.pos, 0, 0, TOL);
    }
    CHECK(!isect_segment_circle(a, e, CIRC(0, 1, 1), NULL));
    CHECK(!isect_segment_circle(a, e, CIRC(-6, 0, 1), NULL));
    CHECK(!isect_segment_circle(a, e, CIRC(0, 0, 0), NULL));
    CHECK(isect_segment_circle(a, e, CIRC(0, 0, 0.001), NULL));
    CHECK(isect_segment_sweep_circle(a, e, CIRC(0, 0.5, 1), V(0, -1), &sw) && sw.time == 0);
    CHECK(!isect_segment_sweep_circle(a, e, CIRC(0, 0.5, 1), V(0, 1), &sw) && sw.time == 1);
    CHECK(!isect_segment_sweep_circle(a, e, CIRC(0, 1, 1), V(50, 0), &sw) && sw.time == 1);
}

/* ---- two moving shapes (issue 13, item 2) ------------------------------- */

/* The bullet (exercise 3): a circle of radius 1 at (0, 0) moves by
   (100, 0) in one frame, 50 times its size; the target box of half size
   (5, 5) at (50, -20) moves up by (0, 40) across its path. Neither the
   starts nor the ends overlap. Relative to the box the bullet moves by
   (100, -40) from (-50, 20): it enters x's slab (grown by 1) at t = 0.44,
   y being 20 - 17.6 = 2.4, inside the box's side. Then the bullet is at
   (44, 0), the box at (50, -2.4); the contact, on the box's left side where
   the box is then, (45, 0); normal (-1, 0); delta the rest of the relative
   motion turned back, -(0.56)(100, -40) = (-56, 22.4). */
TEST(test_issue13_bullet_crosses_moving_box_in_one_frame)
{
    isect_aabb box = BOX(50, -20, 5, 5);
    isect_circle bullet = CIRC(0, 0, 1);
    isect_vec box_at, bullet_at;
    isect_hit h;
    CHECK(!isect_aabb_circle(box, bullet, NULL));
    CHECK(!isect_aabb_circle(BOX(50, 20, 5, 5), CIRC(100, 0, 1), NULL));
    if (!CHECK(isect_aabb_sweep_circle_both(box, V(0, 40), bullet, V(100, 0), &h, &box_at,
                                            &bullet_at)))
        return;
    CHECK_NEAR(h.time, 0.44, TOL);
    CHECK_VEC(h.normal, -1, 0, 0);
    CHECK_VEC(h.pos, 45, 0, 1e-4);
    CHECK_VEC(h.delta, -56, 22.4, 1e-4);
    CHECK_VEC(box_at, 50, -2.4, 1e-4);
    CHECK_VEC(bullet_at, 44, 0, 1e-4);
    CHECK((double)bullet_at.x < 44);
    {
        isect_aabb b = box;
        isect_circle c = bullet;
        b.pos = box_at, c.pos = bullet_at;
        CHECK(!isect_aabb_circle(b, c, NULL));
    }
}

/* The same, faster: a bullet of radius 0.5 crossing 2000 px of a level at
   (1000, 1000) in one frame, through a box of half size 4 moving down by
   300 across its path. Relative to the box the bullet moves by
   (2000, 300) from (-1000, -150); it reaches the box's left side grown by
   the radius, x = -4.5, at t = 995.5/2000, where y = -150 + 300 t = -0.675:
   a hit on the side. Both precisions. */
TEST(test_issue13_bullet_faster_than_target_never_tunnels)
{
    isect_aabb box = BOX(2000, 1150, 4, 4);
    isect_circle bullet = CIRC(1000, 1000, 0.5);
    isect_vec box_at, bullet_at;
    isect_hit h;
    double t = 995.5 / 2000;
    if (!CHECK(isect_aabb_sweep_circle_both(box, V(0, -300), bullet, V(2000, 0), &h, &box_at,
                                            &bullet_at)))
        return;
    CHECK_NEAR(h.time, t, 1e-5);
    CHECK_VEC(h.normal, -1, 0, 0);
    CHECK_VEC(bullet_at, 1000 + 2000 * t, 1000, 0.05);
    CHECK_VEC(box_at, 2000, 1150 - 300 * t, 0.05);
    box.pos = box_at, bullet.pos = bullet_at;
    CHECK(!isect_aabb_circle(box, bullet, NULL));
}

/* Two circles of radius 1: a from (0, 0) by (10, 0), b from (10, 10) by
   (0, -10). Relative to a, b moves by (-10, -10) from (10, 10), along the
   diagonal to a; they touch when that is 2 long: (1 - t) 10 sqrt 2 = 2,
   t = 1 - sqrt 2 / 10. Then a is at (10 t, 0), b at (10, 10 - 10 t); the
   normal from a to b (1, 1)/sqrt 2; the contact on a, one radius along it. */
TEST(test_circles_both_moving_meet)
{
    isect_circle a = CIRC(0, 0, 1), b = CIRC(10, 10, 1);
    isect_vec a_at, b_at;
    isect_hit h;
    double t = 1 - sqrt(2.0) / 10;
    if (!CHECK(isect_circle_sweep_circle_both(a, V(10, 0), b, V(0, -10), &h, &a_at, &b_at)))
        return;
    CHECK_NEAR(h.time, t, 1e-5);
    CHECK_VEC(h.normal, H, H, 1e-5);
    CHECK_VEC(h.pos, 10 * t + H, H, 1e-4);
    CHECK_VEC(a_at, 10 * t, 0, 1e-4);
    CHECK_VEC(b_at, 10, 10 - 10 * t, 1e-4);
    a.pos = a_at, b.pos = b_at;
    CHECK(!isect_circle_circle(a, b, NULL));
}

/* The same motion never meets (the relative motion is zero: the static
   test, apart); two circles that only graze go on; a pair that starts
   overlapping and closes in is stopped at time 0 at the starts, and one
   that moves apart goes the whole way. A miss fills in the empty hit and
   both ends. */
TEST(test_circles_both_moving_edge_cases)
{
    isect_vec a_at, b_at;
    isect_hit h;
    CHECK(!isect_circle_sweep_circle_both(CIRC(0, 0, 1), V(5, 5), CIRC(3, 0, 1), V(5, 5), &h,
                                          &a_at, &b_at));
    CHECK(same_vec(a_at, V(5, 5)) && same_vec(b_at, V(8, 5)) && h.time == 1);
    /* graze: b passes 2 above a, relative motion (-20, 0) from (10, 2) */
    CHECK(!isect_circle_sweep_circle_both(CIRC(0, 0, 1), V(10, 0), CIRC(10, 2, 1), V(-10, 0),
                                          &h, &a_at, &b_at));
    CHECK(same_vec(a_at, V(10, 0)) && same_vec(b_at, V(0, 2)));
    /* overlapping, closing in */
    if (CHECK(isect_circle_sweep_circle_both(CIRC(0, 0, 1), V(1, 0), CIRC(1, 0, 1), V(-1, 0),
                                             &h, &a_at, &b_at))) {
        CHECK(h.time == 0 && same_vec(a_at, V(0, 0)) && same_vec(b_at, V(1, 0)));
        CHECK_VEC(h.normal, 1, 0, 0);
    }
    /* overlapping, moving apart */
    CHECK(!isect_circle_sweep_circle_both(CIRC(0, 0, 1), V(-1, 0), CIRC(1, 0, 1), V(1, 0), &h,
                                          &a_at, &b_at));
    CHECK(same_vec(a_at, V(-1, 0)) && same_vec(b_at, V(2, 0)));
    /* NULL outputs are allowed */
    CHECK(isect_circle_sweep_circle_both(CIRC(0, 0, 1), V(10, 0), CIRC(10, 10, 1), V(0, -10),
                                         NULL, NULL, NULL));
}

/* Two finite motions whose difference overflows: the first circle moves by
   -0.9 of the largest number, the second by +0.9 of it, starting 10 apart
   (radius 1 each): they separate, so no hit, and every number out is free
   of NaN; the same with a box. Head on (the second starts on the far side),
   they meet at once: the contact is near t = 0, found after shrinking. */
TEST(test_both_moving_motions_whose_difference_overflows)
{
#ifdef ISECT_FLOAT
    double big = 0.9 * FLT_MAX;
#else
    double big = 0.9 * DBL_MAX;
#endif
    isect_vec a_at, b_at;
    isect_hit h;
    CHECK(!isect_circle_sweep_circle_both(CIRC(0, 0, 1), V(-big, 0), CIRC(10, 0, 1), V(big, 0),
                                          &h, &a_at, &b_at));
    CHECK(hit_finite(h) && !isnan((double)a_at.x) && !isnan((double)b_at.x));
    CHECK(isect_circle_sweep_circle_both(CIRC(-10, 0, 1), V(big, 0), CIRC(10, 0, 1), V(-big, 0),
                                         &h, &a_at, &b_at));
    CHECK(!isnan((double)h.time) && h.time >= 0 && (double)h.time < 1e-30);
    CHECK_VEC(h.normal, 1, 0, 0);
    CHECK(!isnan((double)a_at.x) && !isnan((double)b_at.x));
    CHECK(!isect_aabb_sweep_circle_both(BOX(0, 0, 1, 1), V(-big, 0), CIRC(10, 0, 1), V(big, 0),
                                        &h, &a_at, &b_at));
    CHECK(hit_finite(h));
}

int main(void)
{
    RUN(test_issue13_walls_box_walks_into_segment_ramp_at_16);
    RUN(test_issue13_walls_box_walks_into_segment_ramp_in_the_thousands);
    RUN(test_issue13_walls_box_walks_into_mirrored_segment_ramp);
    RUN(test_issue13_walls_circle_rolls_into_segment_ramp);
    RUN(test_walls_box_head_on);
    RUN(test_walls_box_flush_along_wall_is_not_stopped);
    RUN(test_walls_box_into_zero_length_segment);
    RUN(test_walls_point_passes_through);
    RUN(test_walls_box_starts_across_wall);
    RUN(test_walls_static_test_is_not_the_ray_cast);
    RUN(test_walls_circle_head_on);
    RUN(test_walls_circle_round_the_end);
    RUN(test_walls_circle_static_and_start_across);
    RUN(test_issue13_bullet_crosses_moving_box_in_one_frame);
    RUN(test_issue13_bullet_faster_than_target_never_tunnels);
    RUN(test_circles_both_moving_meet);
    RUN(test_circles_both_moving_edge_cases);
    RUN(test_both_moving_motions_whose_difference_overflows);
    return check_report();
}
