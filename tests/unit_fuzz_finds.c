/* unit_fuzz_finds.c -- issue 10: what the fixed libFuzzer run of
   `make check-fuzz` found, each as a named test, and the class around it. */
#include "testlib.h"

/* fuzz find a: a first segment far shorter than the rounding of the other's
   cross products; the second crosses it at t = 2/35 (float found it). */
TEST(test_issue10_segment_segment_short_first_crosses)
{
    isect_hit h;
    isect_real st = -1;
    CHECK(isect_segment_segment(V(2, 0), V(0, R(0x1.411dp-32)), V(0, 0), V(35, 0), &h, &st));
    CHECK_NEAR(h.pos.x, 2, 1e-5);
    CHECK_NEAR(h.pos.y, 0, 1e-5);
    CHECK_NEAR(h.time, 2.0 / 35, 1e-6);
    CHECK(st >= 0 && st <= 1);
}

/* the class: a tiny first segment (lengths 1e-12 .. 1e-6, any direction)
   crossing a long second segment, coordinates from 0.5 to thousands; the
   hit lies on the short segment, at the crossing time of the long one. */
TEST(test_segment_segment_tiny_first_segment_crossings)
{
    static const double places[] = {0.5, 2, 37.25, 95, 1000.5, 4096};
    static const double sizes[] = {1e-12, 3e-10, 1e-8, 1e-6};
    int i, j, k;
    for (i = 0; i < 6; i++)
        for (j = 0; j < 4; j++)
            for (k = 0; k < 8; k++) {
                double a = places[i], len = sizes[j];
                double ang = k * 0.785398163397448 + 0.1;
                isect_vec sp = V(R(a), R(a * 0.5));
                isect_vec sd = V(R(len * cos(ang)), R(len * sin(ang)));
                isect_vec p = V(R(a - 3), R(a * 0.5 - 1));
                isect_vec d = V(6, 2); /* passes through sp at t = 0.5 */
                isect_hit h;
                bool got = isect_segment_segment(sp, sd, p, d, &h, NULL);
                CHECK(got);
                if (got) {
                    CHECK(fabs((double)h.pos.x - (double)sp.x) <= 1e-5 * (1 + a));
                    CHECK(fabs((double)h.pos.y - (double)sp.y) <= 1e-5 * (1 + a));
                }
            }
}

/* fuzz find b: a box at x = 95 with half width 0x1.ddp-32. In float both
   edges round to 95 ("The range of numbers", sizes below the rounding step
   of a position), but the segment ends at the center, which the point test
   calls inside, so the segment test hits too (it measures from the center,
   as the point test does): at time 1 in float, where the start's numbers put
   the face at the end; just before 1 in double, where the width survives. */
TEST(test_issue10_aabb_segment_box_thinner_than_rounding)
{
    isect_aabb b = {{R(0x1.7cp+6), 0}, {R(0x1.ddp-32), 1}};
    isect_vec p = V(R(-0x1.8p-32), 0), d = V(R(0x1.7cp+6), 0);
    isect_hit h;
    bool thin = (isect_real)(b.pos.x - b.half.x) == (isect_real)(b.pos.x + b.half.x);
    CHECK(isect_aabb_point(b, isect_add(p, d), NULL));
    CHECK(isect_aabb_segment(b, p, d, V(0, 0), &h));
    CHECK_VEC(h.normal, -1, 0, 0);
    CHECK_NEAR(h.pos.x, 95, 1e-5);
    CHECK_NEAR(h.pos.y, 0, 0);
#ifdef ISECT_FLOAT
    CHECK(thin);
    CHECK(h.time == 1);
#else
    CHECK(!thin);
    CHECK(h.time >= 0 && h.time < 1);
#endif
}

/* the class: a segment from outside that ends inside the box (point test)
   hits it, and a hit lies within [0, 1]; boxes from 1e-3 wide to wide,
   centers from 0.5 to thousands, segments ending on a face (a miss, unless
   rounding puts the end inside, which the point test then says too) or
   inside it by a seventeenth of the half width or more (issue 10: no slack
   for an end within rounding of a face; property_exact_ends.c places ends
   a few ulps from faces) */
TEST(test_aabb_segment_ending_inside_a_thin_box_hits)
{
    static const double centers[] = {0.5, 3, 95, 600, 4096};
    static const double halves[] = {1e-3, 0.25, 1, 16};
    int i, j, k;
    for (i = 0; i < 5; i++)
        for (j = 0; j < 4; j++)
            for (k = 0; k < 17; k++) { /* k = 0 ends on the face */
                double c = centers[i], hx = halves[j];
                isect_aabb b;
                isect_vec p, d, end;
                isect_hit h;
                b.pos = V(R(c), R(c * 0.5));
                b.half = V(R(hx), R(hx + 1));
                p = V(R(c - 40 - k), R(c * 0.5 + (k % 3) * 0.25));
                end = V(R(c - hx + hx * k / 17.0), R(c * 0.5));
                d = isect_sub(end, p);
                end = isect_add(p, d);
                if (isect_aabb_point(b, p, NULL))
                    continue;
                CHECK(isect_aabb_segment(b, p, d, V(0, 0), &h)
                      == isect_aabb_point(b, end, NULL));
                if (isect_aabb_point(b, end, NULL))
                    CHECK(h.time >= 0 && h.time <= 1);
            }
}

int main(void)
{
    RUN(test_issue10_segment_segment_short_first_crosses);
    RUN(test_segment_segment_tiny_first_segment_crossings);
    RUN(test_issue10_aabb_segment_box_thinner_than_rounding);
    RUN(test_aabb_segment_ending_inside_a_thin_box_hits);
    return check_report();
}
