/* unit_sweeps_capsule_moving.c -- issue 13 (item 1): a moving capsule.
   isect_aabb_sweep_capsule, isect_circle_sweep_capsule,
   isect_capsule_sweep_capsule, isect_triangle_sweep_capsule,
   isect_segment_sweep_capsule, and the static test isect_triangle_capsule.
   Every expected value is worked out by hand in the comments (intersect.nw,
   "Moving capsules"). */
#include "testlib.h"

#define H (SQRT_HALF)
#define S2 1.41421356237309504880

static isect_triangle shift_tri(isect_triangle t, double x, double y)
{
    return TRI((double)t.a.x + x, (double)t.a.y + y, (double)t.b.x + x, (double)t.b.y + y,
               (double)t.c.x + x, (double)t.c.y + y);
}

static bool tri_cap_at(isect_triangle t, isect_capsule k, isect_vec pos)
{
    k.pos = pos;
    return isect_triangle_capsule(t, k, NULL);
}

/* ---- the slope (issue 13, item 1) --------------------------------------- */

/* The ramp (32, 16), (64, 16), (64, 48) stands on the floor line y = 16; its
   slope is the line x - y = 16, outward normal N = (-1, 1)/sqrt 2. A
   character's capsule, axis from (16, 24) up to (16, 40), radius 8, stands on
   the floor (its bottom at y = 16) and walks right by (16, 0). The ramp's
   foot (32, 16), seen from the capsule, runs along the floor line and only
   grazes the bottom circle. The bottom circle (center (x, 24)) reaches the
   slope when (x - 24 - 16)/sqrt 2 = -8: x = 40 - 8 sqrt 2, so
   t = (24 - 8 sqrt 2)/16 = 0.79289321881345243, with the slope's normal; the
   contact is the center minus 8 N = (40 - 4 sqrt 2, 24 - 4 sqrt 2). The
   floor tile under the capsule, box (16, 8) half (16, 8), is never hit. Then
   a slide loop of three steps climbs the slope, never inside it. */
static void capsule_walks_into_ramp(double ox, double oy)
{
    isect_triangle ramp = shift_tri(TRI(32, 16, 64, 16, 64, 48), ox, oy);
    isect_aabb floor_tile = BOX(16 + ox, 8 + oy, 16, 8);
    isect_capsule cap = CAP(16 + ox, 24 + oy, 0, 16, 8);
    isect_vec delta = V(16, 0), d = delta;
    isect_sweep sw, fs;
    int step;
    CHECK(!isect_aabb_sweep_capsule(floor_tile, cap, delta, &fs));
    if (!CHECK(isect_triangle_sweep_capsule(ramp, cap, delta, &sw)))
        return;
    CHECK_NEAR(sw.hit.time, (24 - 8 * S2) / 16, 1e-5);
    CHECK_VEC(sw.hit.normal, -H, H, 1e-6);
    CHECK_VEC(sw.hit.pos, 40 - 4 * S2 + ox, 24 - 4 * S2 + oy, 1e-3);
    CHECK(sw.time <= sw.hit.time && sw.time > sw.hit.time - R(0.01));
    CHECK(!tri_cap_at(ramp, cap, sw.pos));
    for (step = 0; step < 3; step++) {
        isect_vec rest = isect_scale(d, 1 - sw.time);
        isect_vec slide = isect_sub(rest, isect_scale(sw.hit.normal, isect_dot(rest, sw.hit.normal)));
        cap.pos = sw.pos;
        if (step == 0) CHECK(slide.x > 0 && slide.y > 0);
        d = slide;
        if (!isect_triangle_sweep_capsule(ramp, cap, d, &sw))
            break;
        CHECK(sw.hit.time > 0);
        CHECK(!tri_cap_at(ramp, cap, sw.pos));
    }
    CHECK(!tri_cap_at(ramp, cap, sw.pos));
    CHECK((double)sw.pos.y > 24 + oy + 1);
}

TEST(test_issue13_slope_capsule_walks_into_ramp_at_16)
{
    capsule_walks_into_ramp(0, 0);
}

TEST(test_issue13_slope_capsule_walks_into_ramp_in_the_thousands)
{
    capsule_walks_into_ramp(1024, 2048);
    capsule_walks_into_ramp(3008, 992);
}

/* Mirrored: ramp (0, 16), (32, 16), (0, 48), slope falling to the right,
   normal (1, 1)/sqrt 2; the capsule comes from the right, axis from
   (48, 24) up by 16, moving (-16, 0): the same time. */
TEST(test_issue13_slope_capsule_walks_into_mirrored_ramp)
{
    isect_triangle ramp = TRI(0, 16, 32, 16, 0, 48);
    isect_sweep sw;
    int k;
    for (k = 0; k < 6; k++)
        if (CHECK(isect_triangle_sweep_capsule(tri_order(ramp, k), CAP(48, 24, 0, 16, 8),
                                               V(-16, 0), &sw))) {
            CHECK_NEAR(sw.hit.time, (24 - 8 * S2) / 16, 1e-5);
            CHECK_VEC(sw.hit.normal, H, H, 1e-6);
        }
}

/* A capsule lying down (axis (0, 20) to (16, 20), radius 4: its bottom on the
   floor y = 16) pushed right into the same ramp: its right end circle,
   center (x, 20), reaches the slope when (x - 20 - 16)/sqrt 2 = -4:
   x = 36 - 4 sqrt 2, t = (20 - 4 sqrt 2)/16 from x = 16, slope normal. */
TEST(test_issue13_slope_lying_capsule_pushed_into_ramp)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_capsule(TRI(32, 16, 64, 16, 64, 48), CAP(0, 20, 16, 0, 4),
                                           V(16, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, (20 - 4 * S2) / 16, 1e-5);
        CHECK_VEC(sw.hit.normal, -H, H, 1e-6);
    }
}

/* ---- each pair, by hand ----------------------------------------------------- */

/* Box center (8, 2) half (2, 2): left face x = 6. A capsule, axis (0, 0) to
   (0, 4), radius 1, moves (10, 0): its right side x = 1 reaches 6 at t = 0.5;
   the flat side meets the face, so the contact is on x = 6 between y = 0 and
   4. */
TEST(test_aabb_sweep_capsule_side_into_face)
{
    isect_sweep sw;
    if (CHECK(isect_aabb_sweep_capsule(BOX(8, 2, 2, 2), CAP(0, 0, 0, 4, 1), V(10, 0), &sw))) {
        CHECK(sw.hit.time == R(0.5));
        CHECK_VEC(sw.hit.normal, -1, 0, 0);
        CHECK(sw.hit.pos.x == 6 && sw.hit.pos.y >= 0 && sw.hit.pos.y <= 4);
        CHECK_VEC(sw.hit.delta, -5, 0, 1e-9);
        CHECK(sw.time < R(0.5) && sw.time > R(0.49));
    }
}

/* A capsule resting on a box (box (0, 0) half (4, 1), top y = 1; axis (0, 2)
   up by 3, radius 1, bottom at y = 1): touching. Up and along: the whole
   way; down: blocked at time 0. */
TEST(test_aabb_sweep_capsule_resting_on_box)
{
    isect_sweep sw;
    isect_capsule cap = CAP(0, 2, 0, 3, 1);
    CHECK(!isect_aabb_sweep_capsule(BOX(0, 0, 4, 1), cap, V(0, 5), &sw));
    CHECK(sw.time == 1 && sw.pos.y == 7);
    CHECK(!isect_aabb_sweep_capsule(BOX(0, 0, 4, 1), cap, V(3, 0), &sw));
    CHECK(sw.time == 1);
    if (CHECK(isect_aabb_sweep_capsule(BOX(0, 0, 4, 1), cap, V(0, -1), &sw))) {
        CHECK(sw.time == 0 && sw.hit.time == 0);
        CHECK_VEC(sw.hit.normal, 0, 1, 0);
        CHECK(sw.pos.y == 2);
    }
}

/* Circle (10, 0) radius 1; capsule axis (0, -2) up by 4, radius 1, moving
   (10, 0): the axis gets 2 from the center at x = 8, t = 0.8, contact (9, 0)
   on the circle, normal (-1, 0). */
TEST(test_circle_sweep_capsule_side_into_circle)
{
    isect_sweep sw;
    if (CHECK(isect_circle_sweep_capsule(CIRC(10, 0, 1), CAP(0, -2, 0, 4, 1), V(10, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.8, 1e-6);
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK_VEC(sw.hit.pos, 9, 0, 1e-6);
    }
}

/* Static capsule, axis (10, -1) up by 2, radius 1; the moving capsule, axis
   (0, 0) to (-4, 0), radius 1, moves (10, 0): its end A = (0, 0) gets 2 from
   the static axis at x = 8, t = 0.8, contact (9, 0), normal (-1, 0). */
TEST(test_capsule_sweep_capsule_end_into_side)
{
    isect_sweep sw;
    if (CHECK(isect_capsule_sweep_capsule(CAP(10, -1, 0, 2, 1), CAP(0, 0, -4, 0, 1), V(10, 0),
                                          &sw))) {
        CHECK_NEAR(sw.hit.time, 0.8, 1e-6);
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK_VEC(sw.hit.pos, 9, 0, 1e-6);
    }
}

/* The static capsule's end against the moving side (piece 3): static axis
   (10, 0) to (20, 0), radius 1; moving axis (5, -5) up by 10, radius 1,
   moving (10, 0). The static end C = (10, 0) is 2 from the moving axis when
   that axis is at x = 8: t = 0.3, contact on the static capsule (9, 0). */
TEST(test_capsule_sweep_capsule_static_end_into_moving_side)
{
    isect_sweep sw;
    if (CHECK(isect_capsule_sweep_capsule(CAP(10, 0, 10, 0, 1), CAP(5, -5, 0, 10, 1), V(10, 0),
                                          &sw))) {
        CHECK_NEAR(sw.hit.time, 0.3, 1e-6);
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK_VEC(sw.hit.pos, 9, 0, 1e-6);
    }
    /* side by side at exactly 2 apart, sliding along: never a hit */
    CHECK(!isect_capsule_sweep_capsule(CAP(0, 0, 10, 0, 1), CAP(-20, 2, 10, 0, 1), V(40, 0),
                                       &sw));
}

/* A moving capsule that is a circle (zero length) gets the same time as the
   circle sweeps. */
TEST(test_zero_length_capsule_is_a_circle)
{
    isect_sweep a, b;
    bool ha, hb;
    ha = isect_capsule_sweep_capsule(CAP(10, -1, 0, 2, 1), CAP(0, 0.5, 0, 0, 1.5), V(10, 1), &a);
    hb = isect_capsule_sweep_circle(CAP(10, -1, 0, 2, 1), CIRC(0, 0.5, 1.5), V(10, 1), &b);
    CHECK(ha && hb);
    CHECK_NEAR(a.hit.time, b.hit.time, 1e-6);
    ha = isect_triangle_sweep_capsule(TRI(10, 0, 14, 0, 10, 4), CAP(0, 1, 0, 0, 1), V(10, 0.5), &a);
    hb = isect_triangle_sweep_circle(TRI(10, 0, 14, 0, 10, 4), CIRC(0, 1, 1), V(10, 0.5), &b);
    CHECK(ha && hb);
    CHECK(a.hit.time == b.hit.time);
    ha = isect_aabb_sweep_capsule(BOX(8, 2, 2, 2), CAP(0, 1, 0, 0, 1), V(10, 0.5), &a);
    hb = isect_aabb_sweep_circle(BOX(8, 2, 2, 2), CIRC(0, 1, 1), V(10, 0.5), &b);
    CHECK(ha && hb);
    CHECK_NEAR(a.hit.time, b.hit.time, 1e-6);
}

/* Triangle (10, 0), (14, 0), (10, 4): left edge x = 10. A capsule, axis
   (0, 1) up by 2, radius 1, moves (10, 0): its side reaches x = 10 at
   t = 0.9, contact on the edge between y = 1 and 3. */
TEST(test_triangle_sweep_capsule_side_into_edge)
{
    isect_sweep sw;
    if (CHECK(isect_triangle_sweep_capsule(TRI(10, 0, 14, 0, 10, 4), CAP(0, 1, 0, 2, 1),
                                           V(10, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.9, 1e-6);
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK(fabs((double)sw.hit.pos.x - 10) < 1e-5 && sw.hit.pos.y >= 1 && sw.hit.pos.y <= 3);
    }
}

/* A triangle pointing left, corner (10, 2): the corner meets the capsule's
   side (piece 3). Capsule axis (0, 0) up by 4, radius 1, moves (10, 0):
   t = 0.9, contact the corner, normal (-1, 0). With radius 0 (a segment)
   moving (20, 0), the corner pierces its middle at t = 0.5. */
TEST(test_triangle_sweep_capsule_corner_into_side)
{
    isect_sweep sw;
    isect_triangle t = TRI(10, 2, 14, 0, 14, 4);
    if (CHECK(isect_triangle_sweep_capsule(t, CAP(0, 0, 0, 4, 1), V(10, 0), &sw))) {
        CHECK_NEAR(sw.hit.time, 0.9, 1e-6);
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK_VEC(sw.hit.pos, 10, 2, 0);
    }
    if (CHECK(isect_triangle_sweep_capsule(t, CAP(0, 0, 0, 4, 0), V(20, 0), &sw))) {
        CHECK(sw.hit.time == R(0.5));
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK_VEC(sw.hit.pos, 10, 2, 0);
    }
}

/* Segment from (10, -5) up by 10; capsule axis (0, 0) to (-2, 0), radius 1,
   moves (20, 0): its end reaches x = 9 at t = 0.45, contact (10, 0). A
   capsule sliding along it at exactly its radius: the whole way. */
TEST(test_segment_sweep_capsule_end_into_wall)
{
    isect_sweep sw;
    if (CHECK(isect_segment_sweep_capsule(V(10, -5), V(0, 10), CAP(0, 0, -2, 0, 1), V(20, 0),
                                          &sw))) {
        CHECK_NEAR(sw.hit.time, 0.45, 1e-6);
        CHECK_VEC(sw.hit.normal, -1, 0, 1e-6);
        CHECK_VEC(sw.hit.pos, 10, 0, 1e-6);
    }
    CHECK(!isect_segment_sweep_capsule(V(10, -5), V(0, 10), CAP(9, -20, 0, 2, 1), V(0, 40),
                                       &sw));
    CHECK(sw.time == 1);
}

/* ---- the static test ------------------------------------------------------ */

/* Triangle (0, 0), (4, 0), (0, 4). A capsule inside overlaps; one resting on
   the bottom edge (axis y = -1, radius 1) misses; one far away misses. The
   axis (-1, -0.5) to (5, -0.5) with radius 1 overlaps the bottom edge by
   0.5: pushed down by 0.5, normal (0, -1), contact on the edge y = 0. */
TEST(test_triangle_capsule_static)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    isect_hit h;
    CHECK(isect_triangle_capsule(t, CAP(1, 1, 1, 0, 0.5), NULL));
    CHECK(!isect_triangle_capsule(t, CAP(0, -1, 4, 0, 1), NULL));
    CHECK(!isect_triangle_capsule(t, CAP(5, 5, 1, 0, 0.5), NULL));
    if (CHECK(isect_triangle_capsule(t, CAP(-1, -0.5, 6, 0, 1), &h))) {
        CHECK_VEC(h.normal, 0, -1, 1e-9);
        CHECK_VEC(h.delta, 0, -0.5, 1e-9);
        CHECK(h.pos.y == 0 && h.pos.x >= 0 && h.pos.x <= 4);
        CHECK(h.time == 0);
    }
    /* the hypotenuse x + y = 4: a capsule across it, axis (3, 3) along
       (1, -1) to (4, 2)... its nearest point (3, 3) is sqrt 2 from the line;
       radius 2 overlaps by 2 - sqrt 2 along (1, 1)/sqrt 2 */
    if (CHECK(isect_triangle_capsule(t, CAP(3, 3, 1, -1, 2), &h))) {
        CHECK_VEC(h.normal, H, H, 1e-6);
        CHECK_VEC(h.delta, (2 - S2) * H, (2 - S2) * H, 1e-6);
    }
    /* radius zero: a segment through the inside overlaps, one along an edge
       does not */
    CHECK(isect_triangle_capsule(t, CAP(-1, 1, 6, 0, 0), NULL));
    CHECK(!isect_triangle_capsule(t, CAP(-1, 0, 6, 0, 0), NULL));
    /* zero length: the circle test */
    CHECK(isect_triangle_capsule(t, CAP(5, 0, 0, 0, 1.5), NULL)
          == isect_triangle_circle(t, CIRC(5, 0, 1.5), NULL));
}

/* A flat triangle, (-4, 0) to (4, 0), and an upright capsule across it,
   axis (0, -1) to (0, 2), radius 1. The shortest way out is up across the
   line, by 2 (down would be 3, sideways past the end 5). Every order of
   the corners gives the same answer; a sweep from there moving down is
   blocked with it, one moving up is not. (The push once had no direction
   of the flat triangle's own, and went sideways by 5.) */
TEST(test_triangle_capsule_flat_crossing)
{
    isect_triangle flat = TRI(-4, 0, 4, 0, 0, 0);
    isect_capsule cap = CAP(0, -1, 0, 3, 1);
    isect_hit h;
    isect_sweep sw;
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle t = tri_order(flat, k);
        if (CHECK(isect_triangle_capsule(t, cap, &h))) {
            CHECK_VEC(h.normal, 0, 1, 0);
            CHECK_VEC(h.delta, 0, 2, 0);
            CHECK_VEC(h.pos, 0, 0, 0);
            CHECK(h.time == 0);
        }
        if (CHECK(isect_triangle_sweep_capsule(t, cap, V(0, -1), &sw))) {
            CHECK(sw.time == 0);
            CHECK_VEC(sw.hit.normal, 0, 1, 0);
        }
        CHECK(!isect_triangle_sweep_capsule(t, cap, V(0, 1), &sw));
    }
    /* lying across a short upright flat triangle, (0, -1) to (0, 1): out
       past the triangle's upper end along the capsule's own normal, by 1.5
       (down 2.5, sideways 4), touching at that end */
    if (CHECK(isect_triangle_capsule(TRI(0, -1, 0, 1, 0, 0.5), CAP(-3, 0.5, 6, 0, 1), &h))) {
        CHECK_VEC(h.normal, 0, 1, 0);
        CHECK_VEC(h.delta, 0, 1.5, 0);
        CHECK_VEC(h.pos, 0, 1, 0);
    }
}

int main(void)
{
    RUN(test_issue13_slope_capsule_walks_into_ramp_at_16);
    RUN(test_issue13_slope_capsule_walks_into_ramp_in_the_thousands);
    RUN(test_issue13_slope_capsule_walks_into_mirrored_ramp);
    RUN(test_issue13_slope_lying_capsule_pushed_into_ramp);
    RUN(test_aabb_sweep_capsule_side_into_face);
    RUN(test_aabb_sweep_capsule_resting_on_box);
    RUN(test_circle_sweep_capsule_side_into_circle);
    RUN(test_capsule_sweep_capsule_end_into_side);
    RUN(test_capsule_sweep_capsule_static_end_into_moving_side);
    RUN(test_zero_length_capsule_is_a_circle);
    RUN(test_triangle_sweep_capsule_side_into_edge);
    RUN(test_triangle_sweep_capsule_corner_into_side);
    RUN(test_segment_sweep_capsule_end_into_wall);
    RUN(test_triangle_capsule_static);
    RUN(test_triangle_capsule_flat_crossing);
    return check_report();
}
