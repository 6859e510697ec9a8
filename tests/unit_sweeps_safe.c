/* unit_sweeps_safe.c -- issue 10, the sweeps part: every reproducer as a named
   test, and the rules they broke.

   Rules (intersect.nw, "Sweep tests", "Sweeping through many shapes", "One
   rule for the contact point"):
   - a sweep never ends inside: the static test at sweep.pos is false unless
     the start already overlapped;
   - a sweep that starts overlapping (static test true, normal N out of the
     static shape) and moves away or along (delta . N >= 0) is not blocked:
     false, time 1, pos = start + delta; moving in (delta . N < 0): true,
     time 0, pos = start, hit = the static test's hit;
   - a contact the motion does not go into is no contact (false);
   - ties in isect_sweep_*_into: earliest contact time, then the normal that
     opposes the motion most, then the contact nearest the moving center,
     then geometry; never the list order;
   - hit.pos lies on the first (static) shape's surface. */
#include "testlib.h"

/* the static test of each sweep, at a position */
static bool circle_aabb_at(isect_circle c, isect_aabb b, isect_vec pos)
{
    b.pos = pos;
    return isect_circle_aabb(c, b, NULL);
}

static bool aabb_circle_at(isect_aabb b, isect_circle c, isect_vec pos)
{
    c.pos = pos;
    return isect_aabb_circle(b, c, NULL);
}

static double circle_gap(isect_circle c, isect_vec p)
{
    return vdist(c.pos, p) - (double)c.radius;
}

/* ---- reproducer 1: stuck for good (double) ------------------------------ */

TEST(test_repro1_pillar_sweep_ends_outside)
{
    isect_circle pillar = CIRC(600, 260, 12);
    isect_aabb box = BOX(0x1.230000000001p+9, 0x1.f3ffff2059e36p+7, 6, 10);
    isect_vec delta = V(-0x1.2c03beebf248cp-19, 0x1.932bcf5d64963p+2);
    isect_sweep sw, again;
    bool hit = isect_circle_sweep_aabb(pillar, box, delta, &sw);
#ifndef ISECT_FLOAT
    CHECK(hit); /* in float the inputs round to a box that only grazes the pillar */
#endif
    CHECK(!circle_aabb_at(pillar, box, sw.pos));
    if (hit) {
        CHECK(sw.hit.time > 0 && sw.hit.time < 1e-6);
        CHECK(sw.time <= sw.hit.time);
        CHECK(!circle_aabb_at(pillar, box, sw.pos));
        /* hit.pos on the pillar */
        CHECK_NEAR(circle_gap(pillar, sw.hit.pos), 0, 1e-4);
    }
    /* from there, straight away from the pillar: the whole way */
    box.pos = sw.pos;
    CHECK(!isect_circle_sweep_aabb(pillar, box, V(-5, 0), &again));
    CHECK(again.time == 1);
    CHECK(same_vec(again.pos, isect_add(sw.pos, V(-5, 0))));
    /* and along the surface (the slide): not blocked at time 0 */
    if (isect_circle_sweep_aabb(pillar, box, V(0, 5), &again))
        CHECK(again.hit.time > 0);
}

TEST(test_repro1_start_inside_by_rounding_moves_away)
{
    /* the box's right edge 2^-44 past the pillar's left side: it overlaps by
       a rounding error (double); a push that small moves nothing at x = 582 */
    isect_circle pillar = CIRC(600, 260, 12);
    isect_aabb box = BOX(582 + ldexp(1, -44), 260, 6, 10);
    isect_sweep sw;
    CHECK(!isect_circle_sweep_aabb(pillar, box, V(-5, 0), &sw));
    CHECK(sw.time == 1);
    CHECK(same_vec(sw.pos, isect_add(box.pos, V(-5, 0))));
    /* along the surface, up or down: not blocked */
    CHECK(!isect_circle_sweep_aabb(pillar, box, V(0, -3), &sw));
    CHECK(sw.time == 1);
    /* into it: blocked at time 0, with the static push */
#ifndef ISECT_FLOAT
    if (CHECK(isect_circle_sweep_aabb(pillar, box, V(5, 0), &sw))) {
        CHECK(sw.time == 0 && sw.hit.time == 0);
        CHECK(same_vec(sw.pos, box.pos));
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
        CHECK(sw.hit.delta.x < 0);
    }
#endif
}

/* ---- reproducer 2: float at pixel coordinates --------------------------- */

TEST(test_repro2_pixel_sweep_ends_outside_and_walks_away)
{
    /* a circle of radius 4 moving right into a box whose left face is at
       x = 559: contact with the center at x = 555, t = 0.75 */
    isect_aabb box = BOX(575, 300, 16, 16);
    isect_circle ball = CIRC(540, 300.3, 4);
    isect_vec delta = V(20, 0.7);
    isect_sweep sw, again;
    if (CHECK(isect_aabb_sweep_circle(box, ball, delta, &sw))) {
        CHECK_NEAR(sw.hit.time, 0.75, 1e-5);
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
        CHECK(!aabb_circle_at(box, ball, sw.pos));
        CHECK(sw.pos.x < 555);
        CHECK(sw.pos.x > 555 - 0.01);
        CHECK_NEAR(sw.hit.pos.x, 559, 1e-3); /* on the box's face */
        ball.pos = sw.pos;
        /* away and along: the whole way */
        CHECK(!isect_aabb_sweep_circle(box, ball, V(-20, 0), &again));
        CHECK(again.time == 1);
        CHECK(!isect_aabb_sweep_circle(box, ball, V(0, 5), &again));
        CHECK(again.time == 1);
#ifdef ISECT_FLOAT
        /* the old back-off, 1e-6 of the path, is below float rounding here */
        CHECK((double)sw.hit.time - (double)sw.time > 1e-6);
#endif
    }
}

TEST(test_repro2_pixel_box_into_circle)
{
    isect_circle pillar = CIRC(567, 300, 12);
    isect_aabb box = BOX(530, 301.5, 6, 10);
    isect_vec delta = V(30, 0.25);
    isect_sweep sw, again;
    if (CHECK(isect_circle_sweep_aabb(pillar, box, delta, &sw))) {
        CHECK(!circle_aabb_at(pillar, box, sw.pos));
        box.pos = sw.pos;
        CHECK(!isect_circle_sweep_aabb(pillar, box, V(-30, 0), &again));
        CHECK(again.time == 1);
    }
}

/* ---- reproducer 3: a segment that grazes a corner ----------------------- */

TEST(test_repro3_aabb_segment_corner_graze_misses)
{
    isect_hit h = marked_hit();
    CHECK(!isect_aabb_segment(BOX(0, 0, 0.5, 0.5), V(-5, -1), V(7.5, 2.5), ZERO, &h));
    CHECK(hit_is_marked(h));
    CHECK(!isect_aabb_segment(BOX(0, 0, 0.5, 0.5), V(-5, -1), V(7.5, 2.5), ZERO, NULL));
    /* moved a little into the corner, it hits */
    CHECK(isect_aabb_segment(BOX(0, 0, 0.5, 0.5), V(-5, -1.0625), V(7.5, 2.5), ZERO, NULL));
}

TEST(test_repro3_aabb_sweep_aabb_corner_graze_misses)
{
    isect_sweep sw;
    CHECK(!isect_aabb_sweep_aabb(BOX(0.5, -0.5, 0.5, 0.5), BOX(-5, -1, 0.5, 0.5),
                                 V(7.5, 2.5), &sw));
    CHECK(sw.time == 1);
    CHECK_VEC(sw.pos, 2.5, 1.5, 0);
}

TEST(test_aabb_segment_ends_exactly_on_face_misses)
{
    /* 3 * (1/3) may round below 1; the end is exactly on the face */
    CHECK(!isect_aabb_segment(BOX(4, 0, 1, 1), V(0, 0.25), V(3, 0), ZERO, NULL));
    CHECK(!isect_aabb_segment(BOX(4, 0, 1, 1), V(-0.1, 0.25), V(3.1, 0.5), ZERO, NULL)
          || (double)R(-0.1) + (double)R(3.1) != 3.0);
    CHECK(isect_aabb_segment(BOX(4, 0, 1, 1), V(0, 0.25), V(3.0625, 0), ZERO, NULL));
}

/* ---- reproducer 4: a point entering exactly through a corner ------------ */

TEST(test_repro4_point_enters_through_corner)
{
    isect_aabb box = BOX(10, 9.5, 5.75, 1);
    isect_circle point = CIRC(0, 0, 0);
    isect_vec delta = V(4.75, 9.5);
    isect_sweep sw;
    isect_hit h;
    isect_shape shapes[1];
    size_t index = 7;
    CHECK(isect_aabb_segment(box, point.pos, delta, ZERO, &h));
    if (CHECK(isect_aabb_sweep_circle(box, point, delta, &sw))) {
        CHECK_NEAR(sw.hit.time, 8.5 / 9.5, 1e-6);
        CHECK(!aabb_circle_at(box, point, sw.pos));
        /* the corner tie: the edge that opposes the motion less, |Dx| < |Dy| */
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
        CHECK_VEC(sw.hit.pos, 4.25, 8.5, 1e-5);
    }
    shapes[0] = isect_shape_aabb(box);
    if (CHECK(isect_sweep_circle_into(shapes, 1, point, delta, &sw, &index))) {
        CHECK(index == 0);
        CHECK(!aabb_circle_at(box, point, sw.pos));
    }
}

/* ---- reproducer 5: seams do not depend on the order --------------------- */

static void seam_case(isect_shape a, isect_shape b, isect_aabb player, isect_vec delta,
                      double nx, double ny)
{
    isect_shape list[2];
    isect_sweep s1, s2;
    size_t i1 = 9, i2 = 9;
    list[0] = a;
    list[1] = b;
    CHECK(isect_sweep_aabb_into(list, 2, player, delta, &s1, &i1));
    list[0] = b;
    list[1] = a;
    CHECK(isect_sweep_aabb_into(list, 2, player, delta, &s2, &i2));
    CHECK_VEC(s1.hit.normal, nx, ny, 0);
    CHECK_VEC(s2.hit.normal, nx, ny, 0);
    CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
    CHECK(i1 == 1 - i2);
}

TEST(test_repro5_wall_seam_jump_keeps_the_wall_normal)
{
    /* tiles of 16 at x in [32, 48], y in [0, 16] and [16, 32]; the player's
       right edge on x = 32 and its top (largest y) on the seam y = 16 */
    isect_shape lower = isect_shape_aabb(BOX(40, 8, 8, 8));
    isect_shape upper = isect_shape_aabb(BOX(40, 24, 8, 8));
    isect_aabb player = BOX(26, 4, 6, 12);
    seam_case(lower, upper, player, V(2, 6), -1, 0);   /* jumping fast */
    seam_case(lower, upper, player, V(6, 2), -1, 0);   /* pressing hard */
    seam_case(lower, upper, player, V(4, 4), -1, 0);   /* exactly diagonal */
    /* and the jump goes on: the slide along the wall is not blocked */
    {
        isect_shape list[2];
        isect_sweep sw, slide;
        list[0] = upper;
        list[1] = lower;
        isect_sweep_aabb_into(list, 2, player, V(2, 6), &sw, NULL);
        player.pos = sw.pos;
        CHECK(!isect_sweep_aabb_into(list, 2, player, V(0, 6), &slide, NULL));
        CHECK(slide.time == 1);
    }
}

TEST(test_repro5_floor_seam_slide_keeps_the_floor_normal)
{
    /* a floor of tiles, top at y = 0; the box's bottom on it, its left edge
       on the seam x = 16 (so it touches the left tile only at a corner) */
    isect_shape left = isect_shape_aabb(BOX(8, -8, 8, 8));
    isect_shape right = isect_shape_aabb(BOX(24, -8, 8, 8));
    isect_aabb box = BOX(21, 5, 5, 5);
    seam_case(left, right, box, V(-6, -2), 0, 1);
    seam_case(left, right, box, V(-2, -6), 0, 1);
    seam_case(left, right, box, V(-3, -3), 0, 1);
}

TEST(test_repro5_seam_at_a_later_time)
{
    /* the player reaches the wall at t = 0.5 with its top exactly on the seam */
    isect_shape lower = isect_shape_aabb(BOX(40, 8, 8, 8));
    isect_shape upper = isect_shape_aabb(BOX(40, 24, 8, 8));
    seam_case(lower, upper, BOX(24, 2, 6, 12), V(4, 4), -1, 0);
    seam_case(lower, upper, BOX(24, 3, 6, 12), V(4, 2), -1, 0);
    seam_case(lower, upper, BOX(25, -2, 6, 12), V(2, 8), -1, 0);
}

/* ---- reproducer 6: one contact-point rule -------------------------------- */

TEST(test_repro6_circle_aabb_pos_on_circle)
{
    isect_hit h;
    isect_sweep sw;
    isect_circle c = CIRC(0, 0, 2);
    if (CHECK(isect_circle_aabb(c, BOX(2.5, 0, 1, 1), &h))) {
        CHECK_VEC(h.pos, 2, 0, TOL);
        CHECK_VEC(h.normal, 1, 0, 0);
        CHECK_VEC(h.delta, 0.5, 0, TOL);
    }
    /* center inside the box: pushed through the nearer face; pos on the circle */
    if (CHECK(isect_circle_aabb(c, BOX(0.5, 0, 1, 4), &h))) {
        CHECK_VEC(h.normal, 1, 0, 0);
        CHECK_VEC(h.pos, 2, 0, TOL);
    }
    /* the sweep that does not move and the one that does: both on the circle */
    if (CHECK(isect_circle_sweep_aabb(c, BOX(2.5, 0, 1, 1), ZERO, &sw)))
        CHECK_NEAR(circle_gap(c, sw.hit.pos), 0, TOL);
    if (CHECK(isect_circle_sweep_aabb(c, BOX(6, 0.5, 1, 1), V(-4, 0), &sw))) {
        CHECK_NEAR(circle_gap(c, sw.hit.pos), 0, TOL);
        CHECK_NEAR(sw.hit.time, 0.75, TOL);
    }
}

TEST(test_aabb_sweep_aabb_pos_nearest_the_moving_center)
{
    isect_sweep sw;
    /* head on: level with the moving center, on the face x = -1 */
    if (CHECK(isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(-4, 0.5, 1, 1), V(4, 0), &sw))) {
        CHECK_VEC(sw.hit.pos, -1, 0.5, TOL);
        CHECK_NEAR(sw.hit.time, 0.5, TOL);
    }
    /* corner to corner: the corner */
    if (CHECK(isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(-4, -4, 1, 1), V(4, 4), &sw)))
        CHECK_VEC(sw.hit.pos, -1, -1, TOL);
}

TEST(test_aabb_segment_start_inside_pos_on_the_edge)
{
    isect_hit h;
    if (CHECK(isect_aabb_segment(BOX(0, 0, 2, 2), V(0.5, 0), V(4, 1), ZERO, &h))) {
        CHECK(h.time == 0);
        /* the point test's answer: px = 1.5 < py = 2, through +x */
        CHECK_VEC(h.normal, 1, 0, 0);
        CHECK_VEC(h.pos, 2, 0, 0);
        CHECK_VEC(h.delta, -4, -1, 0);
    }
    /* a point (zero delta): the point test's answer */
    if (CHECK(isect_aabb_segment(BOX(0, 0, 2, 2), V(1.5, 0.25), ZERO, ZERO, &h))) {
        CHECK_VEC(h.normal, 1, 0, 0);
        CHECK_VEC(h.pos, 2, 0.25, 0);
        CHECK_VEC(h.delta, 0, 0, 0);
    }
}

/* ---- starting in contact, every sweep ----------------------------------- */

TEST(test_start_touching_moving_away_or_along)
{
    isect_sweep sw;
    /* boxes sharing an edge */
    CHECK(!isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(2, 0, 1, 1), V(1, 0), &sw));
    CHECK(!isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(2, 0, 1, 1), V(0, 3), &sw));
    CHECK(sw.time == 1);
    /* into it from touching: blocked at time 0, at the start */
    if (CHECK(isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(2, 0, 1, 1), V(-1, 0.5), &sw))) {
        CHECK(sw.time == 0);
        CHECK_VEC(sw.pos, 2, 0, 0);
        CHECK_VEC(sw.hit.normal, 1, 0, 0);
    }
    /* circles touching */
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(2, 0, 1), V(1, 0.5), &sw));
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(2, 0, 1), V(0, 1), &sw));
    CHECK(sw.time == 1);
    if (CHECK(isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(2, 0, 1), V(-1, 0), &sw)))
        CHECK(sw.time == 0);
}

TEST(test_start_overlapping_every_sweep)
{
    isect_sweep sw;
    isect_shape shapes[2];
    /* box in box, 0.25 deep on x: away (+x) and along (y) not blocked */
    CHECK(!isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(1.75, 0, 1, 1), V(2, 0), &sw));
    CHECK(sw.time == 1);
    CHECK_VEC(sw.pos, 3.75, 0, 0);
    CHECK(!isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(1.75, 0, 1, 1), V(0, -2), &sw));
    if (CHECK(isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(1.75, 0, 1, 1), V(-2, 1), &sw))) {
        CHECK(sw.time == 0 && sw.hit.time == 0);
        CHECK_VEC(sw.pos, 1.75, 0, 0);
        CHECK_VEC(sw.hit.normal, 1, 0, 0);
        CHECK_VEC(sw.hit.delta, 0.25, 0, 0); /* the static push */
        CHECK_VEC(sw.hit.pos, 1, 0, 0);
    }
    /* circle in box */
    CHECK(!isect_aabb_sweep_circle(BOX(0, 0, 1, 1), CIRC(1.5, 0, 1), V(1, 0), &sw));
    CHECK(isect_aabb_sweep_circle(BOX(0, 0, 1, 1), CIRC(1.5, 0, 1), V(-1, 0), &sw));
    /* box against circle */
    CHECK(!isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(1.5, 0, 1, 1), V(1, 0), &sw));
    CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(1.5, 0, 1, 1), V(-1, 0), &sw));
    /* circle in circle */
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(1.5, 0, 1), V(1, 0), &sw));
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(1.5, 0, 1), V(0, 1), &sw));
    CHECK(isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(1.5, 0, 1), V(-1, 0.5), &sw));
    /* circle in capsule */
    CHECK(!isect_capsule_sweep_circle(CAP(0, 0, 4, 0, 1), CIRC(2, 1.5, 1), V(0, 1), &sw));
    CHECK(!isect_capsule_sweep_circle(CAP(0, 0, 4, 0, 1), CIRC(2, 1.5, 1), V(1, 0), &sw));
    if (CHECK(isect_capsule_sweep_circle(CAP(0, 0, 4, 0, 1), CIRC(2, 1.5, 1), V(0.5, -1), &sw))) {
        CHECK(sw.time == 0);
        CHECK_VEC(sw.hit.normal, 0, 1, TOL);
    }
    /* many: an overlapped shape the motion leaves does not block; the next one does */
    shapes[0] = isect_shape_aabb(BOX(0, 0, 1, 1));
    shapes[1] = isect_shape_aabb(BOX(6, 0, 1, 1));
    if (CHECK(isect_sweep_aabb_into(shapes, 2, BOX(1.75, 0, 1, 1), V(4, 0), &sw, NULL)))
        CHECK_NEAR(sw.hit.time, 0.5625, TOL);
    /* zero motion: the static test, unchanged */
    if (CHECK(isect_aabb_sweep_aabb(BOX(0, 0, 1, 1), BOX(1.75, 0, 1, 1), ZERO, &sw))) {
        CHECK(sw.time == 0);
        CHECK_VEC(sw.hit.delta, 0.25, 0, 0);
    }
}

/* ---- ties: nothing depends on the order ---------------------------------- */

TEST(test_into_same_time_prefers_the_more_opposed_normal)
{
    /* moving (4, 1) at a box face (normal (-1,0)) and a box's top edge
       (normal (0,-1)) both at t = 0.5: the face opposes the motion more */
    isect_shape list[2];
    isect_sweep s1, s2;
    /* the moving box, half (1,1) at the origin, moves by (4, 1) */
    list[0] = isect_shape_aabb(BOX(1, 2.5, 1, 1)); /* its bottom face at 0.5 */
    list[1] = isect_shape_aabb(BOX(4, 0, 1, 1));   /* its left face at 0.5 */
    CHECK(isect_sweep_aabb_into(list, 2, BOX(0, 0, 1, 1), V(4, 1), &s1, NULL));
    {
        isect_shape t = list[0];
        list[0] = list[1];
        list[1] = t;
    }
    CHECK(isect_sweep_aabb_into(list, 2, BOX(0, 0, 1, 1), V(4, 1), &s2, NULL));
    CHECK_NEAR(s1.hit.time, 0.5, TOL);
    CHECK_VEC(s1.hit.normal, -1, 0, 0);
    CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
}

/* ---- issue 10, sweeping into many: the path grazes a shape it does not hit -- */

static bool shape_overlaps_circle_at(isect_shape sh, isect_circle c, isect_vec pos)
{
    c.pos = pos;
    return sh.kind == ISECT_SHAPE_AABB ? isect_aabb_circle(sh.as.aabb, c, NULL)
                                       : isect_circle_circle(sh.as.circle, c, NULL);
}

static bool shape_overlaps_aabb_at(isect_shape sh, isect_aabb b, isect_vec pos)
{
    b.pos = pos;
    return sh.kind == ISECT_SHAPE_AABB ? isect_aabb_aabb(sh.as.aabb, b, NULL)
                                       : isect_circle_aabb(sh.as.circle, b, NULL);
}

/* the float reproducer from tests/oracle_long.c: the stop, backed off from
   the aabb, landed inside the point-sized circle the path passed by */
TEST(test_issue10_sweep_circle_into_stop_not_inside_a_grazed_shape)
{
    isect_shape list[3];
    isect_circle c0 = {{R(0x1.00426cp+12), R(0x1.00d78ep+12)}, R(0x1.bebae6p+1)};
    isect_circle c1 = {{R(0x1.fef3fp+11), R(0x1.ffb362p+11)}, 0};
    isect_aabb b = {{R(0x1.ff6e8ep+11), R(0x1.0182p+12)}, {R(0x1.7b9fap+0), R(0x1.814c24p+2)}};
    isect_circle mover = {{R(0x1.fd20fep+11), R(0x1.00b1a2p+12)}, R(0x1.c02a48p+2)};
    isect_vec d = V(R(0x1.0f0d38p+5), 0);
    isect_sweep sw;
    int i;
    list[0] = isect_shape_circle(c0);
    list[1] = isect_shape_circle(c1);
    list[2] = isect_shape_aabb(b);
    for (i = 0; i < 3; i++) CHECK(!shape_overlaps_circle_at(list[i], mover, mover.pos));
    CHECK(isect_sweep_circle_into(list, 3, mover, d, &sw, NULL));
    CHECK(sw.time >= 0 && sw.time < 1);
    for (i = 0; i < 3; i++) CHECK(!shape_overlaps_circle_at(list[i], mover, sw.pos));
}

/* the class: worlds of shapes scattered around a path, many just grazing it,
   coordinates from 0.5 to thousands; the stop never overlaps a shape the mover
   was clear of at the start, for moving circles and boxes */
static unsigned lcg_state = 12345u;
static double lcg(void) /* uniform in [0, 1) */
{
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return (double)(lcg_state >> 8) / 16777216.0;
}

TEST(test_sweep_into_never_ends_inside_a_grazed_shape)
{
    static const double places[] = {0.5, 37, 600, 4096};
    int n, i, pl;
    for (pl = 0; pl < 4; pl++)
        for (n = 0; n < 3000; n++) {
            double o = places[pl];
            isect_shape list[4];
            double sx = o + lcg(), sy = o + lcg(); /* x first: each in its own declarator */
            double dx = (lcg() - 0.5) * 40, dy = n % 3 == 0 ? 0 : (lcg() - 0.5) * 40;
            isect_vec start = V(R(sx), R(sy));
            isect_vec d = V(R(dx), R(dy));
            isect_circle mc;
            isect_aabb mb;
            isect_sweep sw;
            bool clear[4];
            mc.pos = start;
            mc.radius = R(0.5 + 4 * lcg());
            mb.pos = start;
            mb.half.x = R(0.5 + 3 * lcg());
            mb.half.y = R(0.5 + 3 * lcg());
            for (i = 0; i < 4; i++) {
                /* a shape near a point of the path, pushed out to just touch
                   the mover's reach there, give or take a rounding step */
                double t = lcg(), r = (double)mc.radius;
                double ang = lcg() * 6.283185307179586;
                double cx = (double)start.x + t * (double)d.x, cy = (double)start.y + t * (double)d.y;
                double size = (i & 1) ? 0 : 4 * lcg();
                double reach = r + size + (lcg() - 0.5) * 1e-5 * (1 + o);
                if (i < 2) {
                    isect_circle c;
                    c.pos = V(R(cx + reach * cos(ang)), R(cy + reach * sin(ang)));
                    c.radius = R(size);
                    list[i] = isect_shape_circle(c);
                } else {
                    isect_aabb b;
                    b.half = V(R(size + 0.25), R(0.5 * size + 0.25));
                    b.pos = V(R(cx + (r + (double)b.half.x) * (cos(ang) > 0 ? 1 : -1)),
                              R(cy + reach * sin(ang)));
                    list[i] = isect_shape_aabb(b);
                }
            }
            for (i = 0; i < 4; i++) clear[i] = !shape_overlaps_circle_at(list[i], mc, start);
            if (isect_sweep_circle_into(list, 4, mc, d, &sw, NULL))
                for (i = 0; i < 4; i++)
                    if (clear[i]) CHECK(!shape_overlaps_circle_at(list[i], mc, sw.pos));
            for (i = 0; i < 4; i++) clear[i] = !shape_overlaps_aabb_at(list[i], mb, start);
            if (isect_sweep_aabb_into(list, 4, mb, d, &sw, NULL))
                for (i = 0; i < 4; i++)
                    if (clear[i]) CHECK(!shape_overlaps_aabb_at(list[i], mb, sw.pos));
        }
}

int main(void)
{
    RUN(test_repro1_pillar_sweep_ends_outside);
    RUN(test_repro1_start_inside_by_rounding_moves_away);
    RUN(test_repro2_pixel_sweep_ends_outside_and_walks_away);
    RUN(test_repro2_pixel_box_into_circle);
    RUN(test_repro3_aabb_segment_corner_graze_misses);
    RUN(test_repro3_aabb_sweep_aabb_corner_graze_misses);
    RUN(test_aabb_segment_ends_exactly_on_face_misses);
    RUN(test_repro4_point_enters_through_corner);
    RUN(test_repro5_wall_seam_jump_keeps_the_wall_normal);
    RUN(test_repro5_floor_seam_slide_keeps_the_floor_normal);
    RUN(test_repro5_seam_at_a_later_time);
    RUN(test_repro6_circle_aabb_pos_on_circle);
    RUN(test_aabb_sweep_aabb_pos_nearest_the_moving_center);
    RUN(test_aabb_segment_start_inside_pos_on_the_edge);
    RUN(test_start_touching_moving_away_or_along);
    RUN(test_start_overlapping_every_sweep);
    RUN(test_into_same_time_prefers_the_more_opposed_normal);
    RUN(test_issue10_sweep_circle_into_stop_not_inside_a_grazed_shape);
    RUN(test_sweep_into_never_ends_inside_a_grazed_shape);
    return check_report();
}
