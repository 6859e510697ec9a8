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

int main(void)
{
    RUN(test_issue10_segment_segment_short_first_crosses);
    RUN(test_segment_segment_tiny_first_segment_crossings);
    return check_report();
}
