/* unit_exact_capsules.c -- issue 10's reproducers for the capsule tests and
   isect_segment_segment, each a named test with the numbers: touching
   decided exactly, pushes that separate, crossing axes with tiny radii, walls
   thinner than a rounding error, almost-parallel segments, collinear segments
   in float, and the zero-length capsule's tie rule against a box. */
#include "testlib.h"

/* The static test after a push: the pushed shape no longer overlaps, or only
   touches, once moved a hair further out along the normal. */
static isect_vec hair(isect_hit h, double scale)
{
    double e = 64 * REAL_EPS * (scale > 1 ? scale : 1);
    return V((double)h.delta.x + h.normal.x * e, (double)h.delta.y + h.normal.y * e);
}

static isect_aabb box_at_shift(isect_aabb b, isect_vec s)
{
    b.pos = vplus(b.pos, s);
    return b;
}

/* distance from (px, py) to the segment pos + t delta, in long double */
static long double seg_dist_ld(isect_vec pos, isect_vec delta, long double px, long double py)
{
    long double dx = delta.x, dy = delta.y, wx = px - pos.x, wy = py - pos.y;
    long double dd = dx * dx + dy * dy, t = dd > 0 ? (wx * dx + wy * dy) / dd : 0;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    wx -= t * dx;
    wy -= t * dy;
    return sqrtl(wx * wx + wy * wy);
}

/* ---- touching is a miss -------------------------------------------------- */

TEST(capsule_segment_tangent_to_end_cap_2_m4_m5_1_r1)
{
    /* isect_capsule_segment({(2,-4), (-5,1), 1}, (5,-5), (-10,7.5)): the line
       is exactly tangent to the end circle around B = (-3,-3). Before: a hit
       at t = 0.2399999983. */
    isect_hit h = marked_hit();
    CHECK(!isect_capsule_segment(CAP(2, -4, -5, 1, 1), V(5, -5), V(-10, 7.5), &h));
    CHECK(hit_is_marked(h));
    CHECK(!isect_capsule_segment(CAP(2, -4, -5, 1, 1), V(5, -5), V(-10, 7.5), NULL));
    /* the same line moved a quarter toward B: a real hit */
    CHECK(isect_capsule_segment(CAP(2, -4, -5, 1, 1), V(4.75, -5), V(-10, 7.5), NULL));
}

TEST(capsule_capsule_axes_exactly_one_apart)
{
    /* {(3,0),(-1,1),0.5} vs {(0,0),(1.5,2),0.5}: the axes are exactly 1 apart
       (the end (2,1) to the line 4x - 3y = 0 is |8 - 3|/5 = 1). Before: a
       hit with delta (0,0). */
    isect_hit h = marked_hit();
    CHECK(!isect_capsule_capsule(CAP(3, 0, -1, 1, 0.5), CAP(0, 0, 1.5, 2, 0.5), &h));
    CHECK(!isect_capsule_capsule(CAP(0, 0, 1.5, 2, 0.5), CAP(3, 0, -1, 1, 0.5), &h));
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_capsule(CAP(3, 0, -1, 1, 0.5), CAP(0, 0, 1.5, 2, 0.75), NULL));
}

TEST(capsule_aabb_touching_0_m1_m2_1p5_r0p5)
{
    /* {(0,-1),(-2,1.5),0.5} vs box {(0,1),(0.5,1)}: the axis ends at (-2,0.5),
       exactly 0.5 left of the box's edge x = -0.5. Before: |delta| = 0. */
    isect_hit h = marked_hit();
    CHECK(!isect_capsule_aabb(CAP(0, -1, -2, 1.5, 0.5), BOX(0, 1, 0.5, 1), &h));
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_aabb(CAP(0, -1, -2, 1.5, 0.75), BOX(0, 1, 0.5, 1), NULL));
}

TEST(capsule_circle_side_contact_axis_0_49)
{
    /* {(0,0),(0,49),1} vs {(2,10),1}: the circle's center is exactly 2 from
       the axis: touching. Before: a hit, through isect_normalize((49,0))
       not being exactly (1,0). */
    isect_hit h = marked_hit();
    CHECK(!isect_capsule_circle(CAP(0, 0, 0, 49, 1), CIRC(2, 10, 1), &h));
    CHECK(!isect_capsule_circle(CAP(0, 0, 0, 49, 1), CIRC(-2, 10, 1), &h));
    CHECK(!isect_capsule_point(CAP(0, 0, 0, 49, 2), V(2, 10), &h));
    CHECK(!isect_capsule_contains(CAP(0, 0, 0, 49, 2), V(2, 10)));
    CHECK(hit_is_marked(h));
    /* a point on the surface is its own nearest point */
    CHECK_VEC(isect_nearest_capsule(CAP(0, 0, 0, 49, 2), V(2, 10)), 2, 10, 0);
    CHECK(isect_capsule_circle(CAP(0, 0, 0, 49, 1), CIRC(1.75, 10, 1), NULL));
}

/* ---- pushes that separate ------------------------------------------------ */

TEST(capsule_circle_push_point_on_axis_near_B_52)
{
    /* {(52,0), (-52,0), 10} vs {(1e-20,0), 0}: the center is a hair inside
       the end B = (0,0). Before: normal (1,0), delta (10,0), ending on the
       axis, still 10 deep. Now: the side band, straight out sideways. */
    isect_hit h = marked_hit();
    isect_capsule cap = CAP(52, 0, -52, 0, 10);
    if (CHECK(isect_capsule_circle(cap, CIRC(1e-20, 0, 0), &h))) {
        /* the left of (-52,0) is (0,-52), made unit: (0,-1) */
        CHECK_VEC(h.normal, 0, -1, TOL);
        CHECK_VEC(h.delta, 0, -10, TOL);
        CHECK(!isect_capsule_point(cap, vplus(V(1e-20, 0), hair(h, 52)), NULL));
    }
    if (CHECK(isect_capsule_point(cap, V(1e-20, 0), &h)))
        CHECK_VEC(h.delta, 0, -10, TOL);
}

TEST(capsule_point_push_a_rounding_error_beyond_each_end)
{
    /* A point one ulp beyond an end, on the axis line: the end circle, and its
       push must point away from the axis (not back along it). */
    isect_capsule cap = CAP(0.1, 0.2, 99.7, 0.3, 2);
    isect_vec b = isect_add(cap.pos, cap.delta);
    isect_vec pts[4];
    int i;
    pts[0] = V(nextafter((double)cap.pos.x, -1e9), (double)cap.pos.y);
    pts[1] = V(nextafter((double)b.x, 1e9), (double)b.y);
    pts[2] = V(nextafter((double)b.x, -1e9), (double)b.y);
    pts[3] = V((double)cap.pos.x, nextafter((double)cap.pos.y, 1e9));
    for (i = 0; i < 4; i++) {
        isect_hit h = marked_hit();
        if (CHECK(isect_capsule_point(cap, pts[i], &h))) {
            isect_vec q = vplus(pts[i], hair(h, 100));
            CHECK(!isect_capsule_point(cap, q, NULL));
            CHECK(seg_dist_ld(cap.pos, cap.delta, q.x, q.y) >= 2 - 1e-5L);
        }
    }
}

static double next_down(isect_real x)
{
#ifdef ISECT_FLOAT
    return nextafterf(x, -1e30f);
#else
    return nextafter(x, -1e300);
#endif
}

static double next_up(isect_real x)
{
#ifdef ISECT_FLOAT
    return nextafterf(x, 1e30f);
#else
    return nextafter(x, 1e300);
#endif
}

TEST(capsule_point_push_near_far_end_B_noise_direction)
{
    /* {(37.375,-40.375), (108.875,112.375), 2.25}, B = (146.25, 72); the
       point one ulp from B, inward in x and outward in y. Before (double):
       pushed along the noise P - B, normal (-0.894, 0.447), and left 2.146
       from the axis: still inside. Now: out by 2.25 less its distance. */
    isect_capsule cap = CAP(37.375, -40.375, 108.875, 112.375, 2.25);
    isect_vec p = V(next_down(R(146.25)), next_up(R(72)));
    isect_hit h = marked_hit();
    if (CHECK(isect_capsule_point(cap, p, &h))) {
        isect_vec q = vplus(p, hair(h, 200));
        CHECK(!isect_capsule_point(cap, q, NULL));
        CHECK(seg_dist_ld(cap.pos, cap.delta, (long double)p.x + h.delta.x,
                          (long double)p.y + h.delta.y) >= 2.25L - 1e-4L);
        CHECK_NEAR(vlen(h.delta), 2.25, 1e-4);
    }
}

TEST(nearest_capsule_point_on_axis_radius_zero_is_itself)
{
    /* A capsule of radius zero is its axis: a point on it is on the surface
       and its own nearest point, decided exactly (the rounded foot of the
       axis, (491.99999999999994, -1240) in double, is not used). */
    CHECK_VEC(isect_nearest_capsule(CAP(1000.5, -731.5, -625.5, -625.5, 0), V(492, -1240)),
              492, -1240, 0);
    CHECK_VEC(isect_nearest_capsule(CAP(1000.5, -731.5, -549, -549, 0), V(492, -1240)),
              492, -1240, 0);
    /* beyond the end: the end */
    CHECK_VEC(isect_nearest_capsule(CAP(1000.5, -731.5, -549, -549, 0), V(1001.5, -730.5)),
              1000.5, -731.5, 0);
}

/* ---- walls thinner than a rounding error ---------------------------------- */

TEST(capsule_aabb_thin_wall_74p86_every_H)
{
    /* {(-30,0), (74.86,0), 10.75} vs box {(7.25,-8), (H,50)}: the axis runs
       through the wall for every H >= 0. Before: false for H = 1e-20, 1e-15.
       The shortest way out is along -x: 10.75 + H + 37.25 = 48 + H. */
    double hs[6] = {0, 1e-20, 1e-15, 4e-15, 1e-300, 0.5};
    int i;
    for (i = 0; i < 6; i++) {
        isect_hit h = marked_hit();
        isect_capsule cap = CAP(-30, 0, 74.86, 0, 10.75);
        isect_aabb wall = BOX(7.25, -8, hs[i], 50);
        if (CHECK(isect_capsule_aabb(cap, wall, &h))) {
            CHECK_VEC(h.normal, -1, 0, TOL);
            CHECK_NEAR(h.delta.x, -(48 + hs[i]), 1e-4);
            CHECK(!isect_capsule_aabb(cap, box_at_shift(wall, hair(h, 100)), NULL));
        }
    }
}

/* ---- crossing capsules with small radii ----------------------------------- */

TEST(capsule_capsule_crossing_axes_radius_1e_15_and_1e_170)
{
    /* {(0.1,0.2),(99.7,0.3),r} vs {(50.3,-20.1),(-0.7,40.9),r}: the axes
       cross, so any r > 0 overlaps. Before: false for r = 1e-15 in both
       orders; and at r = 1e-170 a plus sign was apart. */
    double rs[3] = {1e-15, 1e-170, 1e-300};
    int i;
    for (i = 0; i < 3; i++) {
        isect_capsule a = CAP(0.1, 0.2, 99.7, 0.3, rs[i]);
        isect_capsule b = CAP(50.3, -20.1, -0.7, 40.9, rs[i]);
        isect_hit h = marked_hit();
        if ((isect_real)rs[i] == 0) continue; /* float: the radius is zero */
        CHECK(isect_capsule_capsule(a, b, NULL));
        CHECK(isect_capsule_capsule(b, a, NULL));
        CHECK(isect_capsule_capsule(a, b, &h) && hit_finite(h));
    }
    /* a plus sign of radius 1e-170 */
    if ((isect_real)1e-170 != 0) {
        CHECK(isect_capsule_capsule(CAP(-1, 0, 2, 0, 1e-170), CAP(0, -1, 0, 2, 1e-170), NULL));
    }
    /* radius zero: segments have no inside */
    CHECK(!isect_capsule_capsule(CAP(-1, 0, 2, 0, 0), CAP(0, -1, 0, 2, 0), NULL));
    CHECK(isect_segment_segment(V(0.1, 0.2), V(99.7, 0.3), V(50.3, -20.1), V(-0.7, 40.9),
                                NULL, NULL));
}

/* ---- almost parallel ----------------------------------------------------- */

TEST(segment_segment_almost_parallel_1e9_10)
{
    /* (0,0)+(1,0) vs (0.5,1)+(1e9,10): the second starts 1 above the first
       and climbs away. Before: a hit at (0.5,1), and false swapped. */
    isect_hit h = marked_hit();
    CHECK(!isect_segment_segment(V(0, 0), V(1, 0), V(0.5, 1), V(1e9, 10), &h, NULL));
    CHECK(!isect_segment_segment(V(0.5, 1), V(1e9, 10), V(0, 0), V(1, 0), &h, NULL));
    CHECK(hit_is_marked(h));
    /* the same, reaching down to the first segment: a hit at t = 0 exactly */
    CHECK(isect_segment_segment(V(0, 0), V(1, 0), V(0.5, 0), V(1e9, 10), NULL, NULL));
}

TEST(capsule_aabb_zero_height_box_almost_parallel_axis)
{
    /* {(0,10),(1e9,12),0.25} vs box {(0,0),(10,0)}: 9.75 clear. Before: a hit
       with a zero push (through the zero-height box branch). */
    CHECK(!isect_capsule_aabb(CAP(0, 10, 1e9, 12, 0.25), BOX(0, 0, 10, 0), NULL));
    CHECK(isect_capsule_aabb(CAP(0, 10, 1e9, 12, 10.25), BOX(0, 0, 10, 0), NULL));
}

/* ---- collinear, end to end, in float -------------------------------------- */

TEST(segment_segment_collinear_end_to_end_487616)
{
    /* (0,9.5)+(0,-487616) and (0,-487616)+(0,9.5) meet end to end at
       (0,-487606.5), on one line, opposite directions. Before: false in
       float; true swapped and in double. The rule: they share a point, so
       they hit, at the first point of the second on the first: its end. */
    isect_hit h = marked_hit();
    isect_real s = 7;
    if (CHECK(isect_segment_segment(V(0, 9.5), V(0, -487616), V(0, -487616), V(0, 9.5), &h, &s))) {
        CHECK_NEAR(h.time, 1, 0);
        CHECK_NEAR(s, 1, 0);
        CHECK_VEC(h.pos, 0, -487606.5, 0);
    }
    if (CHECK(isect_segment_segment(V(0, -487616), V(0, 9.5), V(0, 9.5), V(0, -487616), &h, &s))) {
        CHECK_NEAR(h.time, 1, 0);
        CHECK_NEAR(s, 1, 0);
    }
    /* a half apart: a miss both ways */
    CHECK(!isect_segment_segment(V(0, 9.5), V(0, -487616), V(0, -487616), V(0, 9), NULL, NULL));
    CHECK(!isect_segment_segment(V(0, -487616), V(0, 9), V(0, 9.5), V(0, -487616), NULL, NULL));
}

/* ---- zero-length capsule vs box: the circle's tie rule -------------------- */

TEST(capsule_aabb_zero_length_ties_like_circle_aabb)
{
    /* Every center on a half grid around boxes with half sizes 1..3 (halves):
       on the diagonals and center lines the pushes tie. The zero-length
       capsule must give circle_aabb's answer, normal and push, exactly. */
    int bx, by, cx, cy, r;
    for (bx = 1; bx <= 6; bx++)
        for (by = 1; by <= 6; by++)
            for (cx = -10; cx <= 10; cx++)
                for (cy = -10; cy <= 10; cy++)
                    for (r = 0; r <= 3; r++) {
                        isect_aabb box = BOX(cx * 0.25 + 3, cy * 0.25 - 2, bx * 0.5, by * 0.5);
                        isect_capsule cap = CAP(3, -2, 0, 0, r * 0.5);
                        isect_circle circle = CIRC(3, -2, r * 0.5);
                        isect_hit h = marked_hit(), g = marked_hit();
                        bool a = isect_capsule_aabb(cap, box, &h);
                        bool b = isect_circle_aabb(circle, box, &g);
                        if (!CHECK(a == b) || !a) continue;
                        CHECK(h.normal.x == g.normal.x && h.normal.y == g.normal.y);
                        CHECK(h.delta.x == g.delta.x && h.delta.y == g.delta.y);
                        /* the contact point is on the capsule */
                        CHECK_NEAR(vdist(h.pos, cap.pos), r * 0.5, TOL);
                    }
}

int main(void)
{
    RUN(capsule_segment_tangent_to_end_cap_2_m4_m5_1_r1);
    RUN(capsule_capsule_axes_exactly_one_apart);
    RUN(capsule_aabb_touching_0_m1_m2_1p5_r0p5);
    RUN(capsule_circle_side_contact_axis_0_49);
    RUN(capsule_circle_push_point_on_axis_near_B_52);
    RUN(capsule_point_push_a_rounding_error_beyond_each_end);
    RUN(capsule_point_push_near_far_end_B_noise_direction);
    RUN(nearest_capsule_point_on_axis_radius_zero_is_itself);
    RUN(capsule_aabb_thin_wall_74p86_every_H);
    RUN(capsule_capsule_crossing_axes_radius_1e_15_and_1e_170);
    RUN(segment_segment_almost_parallel_1e9_10);
    RUN(capsule_aabb_zero_height_box_almost_parallel_axis);
    RUN(segment_segment_collinear_end_to_end_487616);
    RUN(capsule_aabb_zero_length_ties_like_circle_aabb);
    return check_report();
}
