/* unit_exercises_batch.c -- the answers to the exercises at the end of the
   chapter "Many boxes at once" (issue 12, item 3).

   One TEST per exercise with numbers, named after the chapter and number;
   each checks the numbers the answer gives: the slab times worked out as the
   chapter's formulas say (here in double), and what the library answers for
   the same shapes, in the precision this file is built for.

   Exercise 4 is a "why" question, with no number to check; the class it is
   about (a later contact asking for an earlier stop) is tested in
   tests/unit_batch.c (later_slow_contact_sets_the_stop) and
   tests/property_batch.c (the race phase).

   Build: cc -std=c99 -Ibuild tests/unit_exercises_batch.c build/intersect.c -lm */
#include "testlib.h"

static double dmin(double a, double b) { return a < b ? a : b; }
static double dmax(double a, double b) { return a > b ? a : b; }

/* The slab times of the path (0, 0) + t (8, 2) against the box of center c
   and half size (2, 2), the box (1, 1) grown by the moving box's (1, 1). */
static void slab_times(double cx, double cy, double *ax, double *bx, double *ay,
                       double *by, double *t_in, double *t_out)
{
    *ax = (cx - 2 - 0) * (1.0 / 8);
    *bx = (cx + 2 - 0) * (1.0 / 8);
    *ay = (cy - 2 - 0) * (1.0 / 2);
    *by = (cy + 2 - 0) * (1.0 / 2);
    *t_in = dmax(dmin(*ax, *bx), dmin(*ay, *by));
    *t_out = dmin(dmax(*ax, *bx), dmax(*ay, *by));
}

static isect_aabb_soa one_box(isect_real *x, isect_real *y, isect_real *h)
{
    isect_aabb_soa b;
    b.x = x; b.y = y; b.half_x = h; b.half_y = h; b.count = 1;
    return b;
}

TEST(many_boxes_1)
{
    double ax, bx, ay, by, t_in, t_out;
    isect_real x = 6, y = 3, h = 1;
    isect_aabb_soa b = one_box(&x, &y, &h);
    isect_sweep s;
    size_t index = 9;
    slab_times(6, 3, &ax, &bx, &ay, &by, &t_in, &t_out);
    CHECK(ax == 0.5);
    CHECK(bx == 1);
    CHECK(ay == 0.5);
    CHECK(by == 2.5);
    CHECK(t_in == 0.5);
    CHECK(t_out == 1);
    /* the library: the box is hit at time 0.5, at the corner (5, 2) */
    if (CHECK(isect_aabb_soa_sweep_aabb(&b, BOX(0, 0, 1, 1), V(8, 2), &s, &index))) {
        CHECK(index == 0);
        CHECK_NEAR(s.hit.time, 0.5, TOL);
        CHECK_VEC(s.hit.pos, 5, 2, TOL);
        CHECK(s.time < s.hit.time);
    }
}

TEST(many_boxes_2)
{
    double ax, bx, ay, by, t_in, t_out, answer;
    isect_real x = 6, y = -3, h = 1;
    isect_aabb_soa b = one_box(&x, &y, &h);
    isect_sweep s;
    slab_times(6, -3, &ax, &bx, &ay, &by, &t_in, &t_out);
    CHECK(ay == -2.5);
    CHECK(by == -0.5);
    CHECK(t_in == 0.5);
    CHECK(t_out == -0.5);
    answer = dmax(dmax(t_in - t_out, t_in - 1), -t_out);
    CHECK(answer == 1);
    CHECK(!isect_aabb_soa_sweep_aabb(&b, BOX(0, 0, 1, 1), V(8, 2), &s, NULL));
    CHECK(s.time == 1);
}

TEST(many_boxes_3)
{
    double margin = 64 * ldexp(1, -23) * (8 * 1000 + 4 * 16);
    float thousand = 1000;
    CHECK_NEAR(margin, 0.0615, 0.0001);
    CHECK((double)nextafterf(thousand, 2000) - 1000 == ldexp(1, -14));
    CHECK_NEAR(margin / ldexp(1, -14), 1000, 10); /* about 1,000 rounding steps */
}

int main(void)
{
    RUN(many_boxes_1);
    RUN(many_boxes_2);
    RUN(many_boxes_3);
    return check_report();
}
