/* unit_exact_ends.c -- issue 10: the segment tests agree with the point
   tests about the segment's ends, with no slack. The named reproducers;
   tests/property_exact_ends.c has the class. */
#include "testlib.h"

/* The fuzz find in float: the edge BC leans left by 1.5 * 2^-22 over its
   height 95, and the end (0, 2) is 7.5e-9 inside it. The start's side
   number plus the change along the path rounds to 0 in float; the point
   test, at the end itself, calls the end inside. The segment must hit. */
TEST(test_issue10_triangle_segment_end_inside_steep_edge)
{
    isect_triangle t = TRI(11, 0, -0x1.8p-22, 95, 0, 0);
    isect_vec p = V(-20, 2), d = V(20, 0), end = isect_add(p, d);
    isect_hit h;
    CHECK(isect_triangle_point(t, end, NULL));
    CHECK(isect_triangle_segment(t, p, d, &h));
    CHECK(isect_triangle_segment(t, p, d, NULL));
    CHECK(h.time >= 0 && h.time <= 1);
    CHECK_NEAR(h.time, 1, 1e-6);
    CHECK_NEAR(h.pos.x, 0, 1e-5);
    CHECK_NEAR(h.pos.y, 2, 1e-5);
    CHECK_VEC(h.normal, -1, 0, 1e-5); /* through BC, the left edge */
    /* the other way round: it starts inside, so it hits at time 0 */
    CHECK(isect_triangle_segment(t, end, isect_scale(d, -1), &h));
    CHECK(h.time == 0);
}

/* The thin box of the fuzz (unit_fuzz_finds.c has it at its own numbers):
   a box at x = 95 with half width 1e-9, whose faces round to 95 in float.
   Segments that end, start or stay at its center agree with the point test;
   one that crosses it hits, at about the center. */
TEST(test_issue10_aabb_segment_thin_box_ends)
{
    isect_aabb b = BOX(95, 0, 1e-9, 1);
    isect_vec c = V(95, 0);
    isect_hit h;
    CHECK(isect_aabb_point(b, c, NULL));
    CHECK(isect_aabb_segment(b, V(0, 0), V(95, 0), V(0, 0), &h));  /* ends at the center */
    CHECK(h.time <= 1 && h.time > 0.99);
    CHECK(isect_aabb_segment(b, c, V(100, 0), V(0, 0), &h));       /* starts there */
    CHECK(h.time == 0);
    CHECK(isect_aabb_segment(b, V(0, 0.5), V(200, 0), V(0, 0), &h)); /* crosses it */
    CHECK_NEAR(h.pos.x, 95, 1e-4);
    CHECK_VEC(h.normal, -1, 0, 0);
    CHECK(!isect_aabb_segment(b, V(0, 1), V(200, 0), V(0, 0), &h));  /* along its top face */
}

/* A start the point test calls inside because the face rounds: the box at
   0.4 with half width 0.1 has its right face at 0.4 + 0.1, which rounds to
   0.5 exactly, and 0.5 - 0.4 is below 0.1 (in double). The old test put
   the face at 0.5 and missed a segment leaving from there. */
TEST(test_issue10_aabb_segment_start_inside_rounded_face)
{
    isect_aabb b = BOX(0.4, 0, 0.1, 1);
    isect_vec p = V(0.5, 0), d = V(1, 0);
    isect_hit h;
    bool inside = isect_aabb_point(b, p, NULL);
    CHECK(isect_aabb_segment(b, p, d, V(0, 0), &h) == inside);
#ifndef ISECT_FLOAT
    CHECK(inside);
#endif
    if (inside) {
        CHECK(h.time == 0);
        CHECK_VEC(h.normal, 1, 0, 0);
    }
}

/* An end just inside a corner: from (-1.9, -1.3) by (0.9, 2.3), which in
   decimals ends exactly on the corner (-1, 1) of the unit box, but in
   binary a hair inside it. The point test says inside; the start's products
   tie (a touch). The segment test goes with the point test. */
TEST(test_issue10_aabb_segment_end_just_inside_corner)
{
    isect_aabb b = BOX(0, 0, 1, 1);
    isect_vec p = V(-1.9, -1.3), d = V(0.9, 2.3);
    isect_hit h = marked_hit();
    bool inside = isect_aabb_point(b, isect_add(p, d), NULL);
    CHECK(isect_aabb_segment(b, p, d, V(0, 0), &h) == inside);
    CHECK(isect_aabb_segment(b, p, d, V(0, 0), NULL) == inside);
#ifndef ISECT_FLOAT
    CHECK(inside);
#endif
    if (inside) {
        CHECK(h.time > 0.99 && h.time <= 1);
        CHECK(fabs(box_sd(b, 0, 0, h.pos.x, h.pos.y)) <= 1e-5);
    }
    /* exact numbers: ending exactly on the corner is a touch, a miss */
    CHECK(!isect_aabb_segment(b, V(-2, -1), V(1, 2), V(0, 0), NULL));
    CHECK(isect_aabb_segment(b, V(-2, -1), V(1.25, 2), V(0, 0), NULL));
}

/* The oracle's case against the first fix (side numbers taken at the end
   for the time): in float the entry must stay within [0.02, 0.5], on the
   triangle. */
TEST(test_issue10_triangle_segment_entry_time_near_touching)
{
    isect_triangle t = TRI(-0x1.fb4ecep+8, -0x1.0309dcp+9, -0x1.eced4ap+8, -0x1.025c48p+9,
                           -0x1.f4e184p+8, -0x1.02d4f4p+9);
    isect_vec p = V(-0x1.ec4556p+8, -0x1.02545cp+9), d = V(-0x1.e12f06p+4, -0x1.6b0056p+1);
    isect_hit h;
    CHECK(isect_triangle_segment(t, p, d, &h));
    CHECK(h.time >= 0.02 && h.time <= 0.5 + 1e-4);
    CHECK(tri_edge_dist(t, h.pos) <= 4e-3);
}

/* The oracle's case against a per-edge end check: the segment runs exactly
   along the edge AB's line and its rounded end lies 7e-15 on AB's inner
   side, but outside CA. Its end is not inside the triangle: a miss. */
TEST(test_issue10_triangle_segment_along_edge_end_off_line)
{
    isect_triangle t = TRI(-0x1p-2, -0x1.ep+2, -0x1.ap+1, -0x1.e8p+3, -0x1.3p+3, -0x1.fp+3);
    isect_vec p = V(-0x1.19b110988934p+2, -0x1.2397b00d2df19p+4);
    isect_vec d = V(0x1.09b110988934p+3, 0x1.572f601a5be33p+4);
    isect_hit h;
    bool inside = isect_triangle_point(t, isect_add(p, d), NULL);
    CHECK(!inside);
    CHECK(!isect_triangle_segment(t, p, d, &h));
}

/* A point one ulp above a triangle's lowest-x corner, on the line x = the
   corner's x: the box check must not throw out a segment that ends there
   when the point test calls it inside (and must hit when it does). */
TEST(test_triangle_segment_end_on_corner_box_line)
{
    int i, k;
    for (i = 0; i < 64; i++) {
        double ax = 3 + i * 17.25, ay = 7 + i * 3.5;
        isect_triangle t = TRI(ax, ay, ax + 40.5, ay + 3.25, ax + 12.75, ay + 30.5);
        for (k = -3; k <= 3; k++) {
            isect_vec end = V(ax, ay), p = V(ax - 25, ay + 1), d;
            bool in, got;
            int s;
            for (s = 0; s < (k < 0 ? -k : k); s++) /* k ulps up or down */
#ifdef ISECT_FLOAT
                end.y = k < 0 ? nextafterf(end.y, -1e30f) : nextafterf(end.y, 1e30f);
#else
                end.y = k < 0 ? nextafter(end.y, -1e300) : nextafter(end.y, 1e300);
#endif
            d = isect_sub(end, p);
            in = isect_triangle_point(t, isect_add(p, d), NULL);
            got = isect_triangle_segment(t, p, d, NULL);
            if (in) CHECK(got);
            if (k <= 0) CHECK(!in); /* at or below the corner: outside */
        }
    }
}

int main(void)
{
    RUN(test_issue10_triangle_segment_end_inside_steep_edge);
    RUN(test_issue10_aabb_segment_thin_box_ends);
    RUN(test_issue10_aabb_segment_start_inside_rounded_face);
    RUN(test_issue10_aabb_segment_end_just_inside_corner);
    RUN(test_issue10_triangle_segment_entry_time_near_touching);
    RUN(test_issue10_triangle_segment_along_edge_end_off_line);
    RUN(test_triangle_segment_end_on_corner_box_line);
    return check_report();
}
