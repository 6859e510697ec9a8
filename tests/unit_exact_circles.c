/* unit_exact_circles.c -- issue 10, items 1 and 3, for the circle functions:
   touching is decided exactly. Each reproducer of the issue is a named test
   (the numbers are the issue's), next to a case a hair away that must hit,
   so that no test passes by always saying "no". Every input is a small
   half-integer, exact in float and in double, so the same expectations hold
   in both builds. The class is covered by property_exact_circles.c.

   Build: cc -std=c99 -Ibuild tests/unit_exact_circles.c build/intersect.c -lm
   (add -DISECT_FLOAT for the float edition). */
#include "testlib.h"

/* The scene translated by (ox, oy): exact for these offsets in both builds. */
static isect_vec at(double x, double y, double ox, double oy) { return V(x + ox, y + oy); }

static const double offsets[][2] = {{0, 0}, {512, 0}, {-4096, 4096}, {4096.5, -512}};
#define N_OFFSETS (sizeof offsets / sizeof offsets[0])

/* Issue 10: isect_circle_segment({(0,0),1}, pos (-3,-0.5), delta (2,0.5), 0)
   returned true at time 1 - 2^-52 (the issue says 1 - 2^-51): the segment
   ends at (-1, 0), exactly on the circle, and only touches it. */
TEST(test_issue10_circle_segment_ends_on_circle)
{
    size_t k;
    for (k = 0; k < N_OFFSETS; k++) {
        double ox = offsets[k][0], oy = offsets[k][1];
        isect_circle c = CIRC(ox, oy, 1);
        isect_hit h = marked_hit();
        CHECK(!isect_circle_segment(c, at(-3, -0.5, ox, oy), V(2, 0.5), R(0), &h));
        CHECK(hit_is_marked(h));
        CHECK(!isect_circle_segment(c, at(-3, -0.5, ox, oy), V(2, 0.5), R(0), NULL));
        CHECK(!isect_circle_overlaps_segment(c, at(-3, -0.5, ox, oy), V(2, 0.5)));
        /* The same segment run backwards starts on the circle, heading out. */
        CHECK(!isect_circle_segment(c, at(-1, 0, ox, oy), V(-2, -0.5), R(0), NULL));
        /* A hair longer, it ends inside: delta (2.5, 0.625) ends at (-0.5, 0.125). */
        if (CHECK(isect_circle_segment(c, at(-3, -0.5, ox, oy), V(2.5, 0.625), R(0), &h))) {
            CHECK(h.time > 0.75 && h.time < 0.8125);
            CHECK_NEAR(vdist(h.pos, V(ox, oy)), 1, 1e-4);
        }
        CHECK(isect_circle_overlaps_segment(c, at(-3, -0.5, ox, oy), V(2.5, 0.625)));
        /* Padding: the circle of radius 0.5 padded by 0.5 is the same circle. */
        CHECK(!isect_circle_segment(CIRC(ox, oy, 0.5), at(-3, -0.5, ox, oy), V(2, 0.5),
                                    R(0.5), NULL));
        CHECK(isect_circle_segment(CIRC(ox, oy, 0.5), at(-3, -0.5, ox, oy), V(2, 0.5),
                                   R(0.5 + 1.0 / 64), NULL));
    }
}

/* Issue 10: through it, isect_circle_sweep_circle({(0,0),0.5}, {(-3,-0.5),0.5},
   (2,0.5)) hit: the moving circle ends its path exactly touching. It must get
   all the way, to (-1, 0). */
TEST(test_issue10_circle_sweep_circle_ends_touching)
{
    size_t k;
    for (k = 0; k < N_OFFSETS; k++) {
        double ox = offsets[k][0], oy = offsets[k][1];
        isect_circle still = CIRC(ox, oy, 0.5), moving = CIRC(-3 + ox, -0.5 + oy, 0.5);
        isect_sweep s = nan_sweep();
        CHECK(!isect_circle_sweep_circle(still, moving, V(2, 0.5), &s));
        CHECK(s.time == 1);
        CHECK_VEC(s.pos, -1 + ox, oy, 0);
        CHECK(!isect_circle_sweep_circle(still, moving, V(2, 0.5), NULL));
        /* Static test where it ends: touching, no overlap. */
        CHECK(!isect_circle_circle(still, CIRC(-1 + ox, oy, 0.5), NULL));
        /* One step further, it hits before the end. */
        if (CHECK(isect_circle_sweep_circle(still, moving, V(2.5, 0.625), &s)))
            CHECK(s.hit.time > 0.75 && s.hit.time < 0.8125);
    }
}

/* Issue 10: isect_circle_segment({(0,0),1}, pos (-3,-1), delta (6,4.5), 0)
   returned true at t = 0.3999999972. M = (-3,-1), D = (6,4.5):
   M x D = -13.5 + 6 = -7.5, (M x D)^2 = 56.25 = r^2 (D . D) = 36 + 20.25, so
   the line is at distance exactly 1 from the center: tangent at
   t = -(M . D)/(D . D) = 22.5/56.25 = 0.4, the point (-0.6, 0.8). */
TEST(test_issue10_circle_segment_tangent_at_0_4)
{
    size_t k;
    for (k = 0; k < N_OFFSETS; k++) {
        double ox = offsets[k][0], oy = offsets[k][1];
        isect_hit h = marked_hit();
        isect_sweep s = nan_sweep();
        CHECK(!isect_circle_segment(CIRC(ox, oy, 1), at(-3, -1, ox, oy), V(6, 4.5), R(0), &h));
        CHECK(hit_is_marked(h));
        CHECK(!isect_circle_overlaps_segment(CIRC(ox, oy, 1), at(-3, -1, ox, oy), V(6, 4.5)));
        /* Backwards, and as a padded circle, and as a sweep: all tangent. */
        CHECK(!isect_circle_segment(CIRC(ox, oy, 1), at(3, 3.5, ox, oy), V(-6, -4.5), R(0), NULL));
        CHECK(!isect_circle_segment(CIRC(ox, oy, 0.5), at(-3, -1, ox, oy), V(6, 4.5), R(0.5), NULL));
        CHECK(!isect_circle_sweep_circle(CIRC(ox, oy, 0.5), CIRC(-3 + ox, -1 + oy, 0.5),
                                         V(6, 4.5), &s));
        CHECK(s.time == 1);
        /* Moved half a unit down, toward the center, the line crosses:
           M = (-3,-1.5), M x D = -4.5, r^2 (D.D) - 20.25 = 36, c = 10.25,
           M . D = -24.75, so t = 10.25 / (24.75 + 6) = 1/3. */
        if (CHECK(isect_circle_segment(CIRC(ox, oy, 1), at(-3, -1.5, ox, oy), V(6, 4.5), R(0), &h)))
            CHECK_NEAR(h.time, 1.0 / 3, TOL);
        CHECK(isect_circle_overlaps_segment(CIRC(ox, oy, 1), at(-3, -1.5, ox, oy), V(6, 4.5)));
    }
}

/* Issue 10: isect_normalize((49,0)) gave (0.99999999999999989, 0), because it
   multiplied by a rounded 1/49. Dividing by the length is exact on the axes,
   and correctly rounded for a length that is exact, like 5 for (3, 4). */
TEST(test_issue10_normalize_49_0)
{
    int k;
    isect_vec n = isect_normalize(V(49, 0));
    CHECK(n.x == 1 && n.y == 0);
    n = isect_normalize(V(-49, 0));
    CHECK(n.x == -1 && n.y == 0);
    n = isect_normalize(V(0, 49));
    CHECK(n.x == 0 && n.y == 1);
    n = isect_normalize(V(0, -0.1));
    CHECK(n.x == 0 && n.y == -1);
    n = isect_normalize(V(3, 4));
    CHECK(n.x == R(0.6) && n.y == R(0.8));
    n = isect_normalize(V(-5, 12));
    CHECK(n.x == R(-5.0 / 13) && n.y == R(12.0 / 13));
    /* the careful path, for huge and tiny vectors */
    n = isect_normalize(V(HUGE_COORD, 0));
    CHECK(n.x == 1 && n.y == 0);
    n = isect_normalize(V(0, -SUBNORMAL_SCALE));
    CHECK(n.x == 0 && n.y == -1);
    /* every axis vector, of any length a game uses */
    for (k = 1; k <= 20000; k++) {
        isect_real x = R(k * 0.37);
        isect_vec a = isect_normalize(isect_v(x, 0)), b = isect_normalize(isect_v(0, -x));
        CHECK(a.x == 1 && a.y == 0);
        CHECK(b.x == 0 && b.y == -1);
    }
}

/* Circles that touch from outside, a point on a circle, a segment along a
   tangent that stops at the touching point: none overlap. The 3-4-5 and
   5-12-13 directions make the touching points half-integers. */
TEST(test_exact_circle_touching)
{
    size_t k;
    for (k = 0; k < N_OFFSETS; k++) {
        double ox = offsets[k][0], oy = offsets[k][1];
        isect_circle a = CIRC(ox, oy, 1.5);
        /* centers 5 apart, radii 1.5 + 3.5 */
        CHECK(!isect_circle_circle(a, CIRC(3 + ox, 4 + oy, 3.5), NULL));
        CHECK(isect_circle_circle(a, CIRC(3 + ox, 4 + oy, 3.5 + 1.0 / 128), NULL));
        CHECK(!isect_circle_point(CIRC(ox, oy, 6.5), at(2.5, -6, ox, oy), R(0), NULL));
        CHECK(isect_circle_point(CIRC(ox, oy, 6.5), at(2.5, -5.5, ox, oy), R(0), NULL));
        CHECK(!isect_circle_point(CIRC(ox, oy, 6), at(2.5, -6, ox, oy), R(0.5), NULL));
        CHECK(!isect_circle_contains(CIRC(ox, oy, 6.5), at(-6, 2.5, ox, oy)));
        CHECK(isect_circle_contains(CIRC(ox, oy, 6.5), at(-6, 2, ox, oy)));
        /* along the tangent at (2.5, -6) of the circle of radius 6.5: direction
           (12, 5); the segment stops at the tangent point, or starts there */
        CHECK(!isect_circle_segment(CIRC(ox, oy, 6.5), at(-9.5, -11, ox, oy), V(12, 5), R(0), NULL));
        CHECK(!isect_circle_segment(CIRC(ox, oy, 6.5), at(2.5, -6, ox, oy), V(12, 5), R(0), NULL));
        CHECK(!isect_circle_overlaps_segment(CIRC(ox, oy, 6.5), at(2.5, -6, ox, oy), V(12, 5)));
        /* a segment that starts on the circle and heads in hits at time 0 */
        {
            isect_hit h = marked_hit();
            if (CHECK(isect_circle_segment(CIRC(ox, oy, 6.5), at(2.5, -6, ox, oy), V(-1, 1), R(0), &h)))
                CHECK_HIT(h, 2.5 + ox, -6 + oy, 5.0 / 13, -12.0 / 13, 1, -1, 0);
        }
    }
}

/* The values of a hit stay as exact as the numbers allow. Circle (0,0) r 5,
   segment from (-13, 0) by (16, 0): c = 169 - 25 = 144, b = M.D = -208,
   r^2 (D.D) - (M x D)^2 = 6400 - 0, t = 144 / (208 + 80) = 0.5, at (-5, 0).
   At a slant, from (-7, -12) by (8, 16): c = 193 - 25 = 168, b = -248,
   M x D = -112 + 96 = -16, r^2 (D.D) - 256 = 8000 - 256 = 7744 = 88^2,
   t = 168 / (248 + 88) = 0.5, at (-3, -4); the other root is
   (248 + 88)/320 = 1.05, past the end. Every step is exact, so the results
   are the correctly rounded values. */
TEST(test_exact_circle_segment_values)
{
    isect_hit h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(0, 0, 5), V(-13, 0), V(16, 0), R(0), &h))) {
        CHECK(h.time == R(0.5));
        CHECK_VEC(h.pos, -5, 0, 0);
        CHECK_VEC(h.normal, -1, 0, 0);
        CHECK_VEC(h.delta, -8, 0, 0);
    }
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(0, 0, 5), V(-7, -12), V(8, 16), R(0), &h))) {
        CHECK(h.time == R(0.5));
        CHECK_VEC(h.pos, -3, -4, 0);
        CHECK(h.normal.x == R(-0.6) && h.normal.y == R(-0.8));
        CHECK_VEC(h.delta, -4, -8, 0);
    }
}

int main(void)
{
    RUN(test_issue10_circle_segment_ends_on_circle);
    RUN(test_issue10_circle_sweep_circle_ends_touching);
    RUN(test_issue10_circle_segment_tangent_at_0_4);
    RUN(test_issue10_normalize_49_0);
    RUN(test_exact_circle_touching);
    RUN(test_exact_circle_segment_values);
    return check_report();
}
