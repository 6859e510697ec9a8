/* unit.c -- unit tests of every public function of intersect, against the
   API and semantics spec (issue 2). Every expected value is worked out by hand
   from the spec and the geometry, not taken from the implementation. Inputs are
   chosen so the exact results are representable (small integers, halves,
   powers of two, 3-4-5 triangles), so the tolerance is tight: TOL.

   Build: cc -std=c99 -Ibuild tests/unit.c build/intersect.c -lm
   (add -DISECT_FLOAT for the float edition). */
#include "testlib.h" /* TOL, EPS, R, V, BOX, CIRC, CAP, marked_hit, CHECK_HIT */

/* A sweep filled with MARK, like marked_hit: to see whether a function wrote it. */
static isect_sweep marked_sweep(void)
{
    isect_sweep s;
    s.hit = marked_hit();
    s.pos = V(MARK, MARK);
    s.time = R(MARK);
    return s;
}

/* A sweep that missed: pos = moving.pos + delta = (px, py), time 1, and the
   hit all zero with time 1. */
#define CHECK_SWEEP_MISS(sw, px, py)                                              \
    do {                                                                          \
        CHECK_VEC(sw.pos, px, py, TOL);                                           \
        CHECK_NEAR(sw.time, 1.0, 0.0);                                            \
        CHECK_VEC(sw.hit.pos, 0.0, 0.0, 0.0);                                     \
        CHECK_VEC(sw.hit.normal, 0.0, 0.0, 0.0);                                  \
        CHECK_VEC(sw.hit.delta, 0.0, 0.0, 0.0);                                   \
        CHECK_NEAR(sw.hit.time, 1.0, 0.0);                                        \
    } while (0)

/* A sweep that hit at time t (already checked in sw.hit): the sweep's time is
   t backed off by a few rounding steps of the coordinates (issue 10: a
   distance, not ISECT_EPSILON of the path), 0 when t is 0, and its pos is the
   moving shape's start (mx, my) plus its delta (dx, dy) times that time. */
#define BACK_OFF_TOL (512 * REAL_EPS)
#define CHECK_SWEEP_STOP(sw, t, mx, my, dx, dy)                                   \
    do {                                                                          \
        CHECK(sw.time <= (t));                                                    \
        CHECK_NEAR(sw.time, (t), BACK_OFF_TOL);                                   \
        if ((t) > 0.0) CHECK(sw.time < sw.hit.time);                              \
        if ((t) == 0.0) CHECK(sw.time == 0);                                      \
        CHECK_VEC(sw.pos, (mx) + (dx) * (double)sw.time, (my) + (dy) * (double)sw.time, TOL); \
    } while (0)

/* ======================================================================== */
/* Scalar and vector helpers                                                */
/* ======================================================================== */

TEST(test_helpers)
{
    isect_vec v = isect_v(R(1.5), R(-2));
    CHECK_VEC(v, 1.5, -2, 0);

    CHECK_NEAR(isect_abs(R(-3)), 3, 0);
    CHECK_NEAR(isect_abs(R(2.5)), 2.5, 0);
    CHECK_NEAR(isect_abs(R(0)), 0, 0);

    CHECK_NEAR(isect_clamp(R(5), R(0), R(1)), 1, 0);
    CHECK_NEAR(isect_clamp(R(-1), R(0), R(1)), 0, 0);
    CHECK_NEAR(isect_clamp(R(0.5), R(0), R(1)), 0.5, 0);
    CHECK_NEAR(isect_clamp(R(0), R(0), R(1)), 0, 0);
    CHECK_NEAR(isect_clamp(R(1), R(0), R(1)), 1, 0);
    CHECK_NEAR(isect_clamp(R(-3), R(-2), R(2)), -2, 0);

    CHECK_NEAR(isect_sign(R(-2)), -1, 0);
    CHECK_NEAR(isect_sign(R(3)), 1, 0);
    CHECK_NEAR(isect_sign(R(0)), 1, 0);      /* zero counts as +1 */
    CHECK_NEAR(isect_sign(R(-0.0)), 1, 0);   /* -0.0 < 0 is false: +1 too */
    CHECK_NEAR(isect_sign(R(-1e-30)), -1, 0);

    CHECK_VEC(isect_add(V(1, 2), V(3, -5)), 4, -3, 0);
    CHECK_VEC(isect_sub(V(1, 2), V(3, -5)), -2, 7, 0);
    CHECK_VEC(isect_scale(V(1, -2), R(3)), 3, -6, 0);
    CHECK_VEC(isect_scale(V(1, -2), R(0)), 0, 0, 0);
    CHECK_NEAR(isect_dot(V(1, 2), V(3, 4)), 11, 0);       /* 3 + 8 */
    CHECK_NEAR(isect_dot(V(1, 0), V(0, 1)), 0, 0);
    CHECK_NEAR(isect_cross(V(1, 2), V(3, 4)), -2, 0);     /* 1*4 - 2*3 */
    CHECK_NEAR(isect_cross(V(3, 4), V(1, 2)), 2, 0);
    CHECK_NEAR(isect_cross(V(1, 0), V(0, 1)), 1, 0);
    CHECK_NEAR(isect_length(V(3, 4)), 5, TOL);
    CHECK_NEAR(isect_length(V(-5, 12)), 13, TOL);
    CHECK_NEAR(isect_length(V(0, 0)), 0, 0);
}

TEST(test_normalize)
{
    CHECK_VEC(isect_normalize(V(3, 4)), 0.6, 0.8, TOL);
    CHECK_VEC(isect_normalize(V(-8, 6)), -0.8, 0.6, TOL);
    CHECK_VEC(isect_normalize(V(0, -2)), 0, -1, TOL);
    CHECK_VEC(isect_normalize(V(0.25, 0)), 1, 0, TOL);
    CHECK_VEC(isect_normalize(V(0, 0)), 1, 0, 0);   /* the zero vector gives (1, 0) */
    CHECK_VEC(isect_normalize(V(-0.0, 0)), 1, 0, 0);
}

TEST(test_shape_constructors)
{
    isect_shape s = isect_shape_aabb(BOX(1, 2, 3, 4));
    CHECK(s.kind == ISECT_SHAPE_AABB);
    CHECK_VEC(s.as.aabb.pos, 1, 2, 0);
    CHECK_VEC(s.as.aabb.half, 3, 4, 0);
    s = isect_shape_circle(CIRC(5, 6, 7));
    CHECK(s.kind == ISECT_SHAPE_CIRCLE);
    CHECK_VEC(s.as.circle.pos, 5, 6, 0);
    CHECK_NEAR(s.as.circle.radius, 7, 0);
}

/* ======================================================================== */
/* AABB vs point                                                            */
/* ======================================================================== */

TEST(test_aabb_point)
{
    isect_aabb b = BOX(1, 2, 4, 2); /* x in [-3, 5], y in [0, 4] */
    isect_hit h;

    /* dx = 3, px = 1; dy = 0.5, py = 1.5: px < py, out through +x */
    h = marked_hit();
    if (CHECK(isect_aabb_point(b, V(4, 2.5), &h)))
        CHECK_HIT(h, 5, 2.5, 1, 0, 1, 0, 0);
    /* dx = -3, px = 1; dy = 0, py = 2: out through -x */
    h = marked_hit();
    if (CHECK(isect_aabb_point(b, V(-2, 2), &h)))
        CHECK_HIT(h, -3, 2, -1, 0, -1, 0, 0);
    /* dx = 0.5, px = 3.5; dy = 1.5, py = 0.5: out through +y */
    h = marked_hit();
    if (CHECK(isect_aabb_point(b, V(1.5, 3.5), &h)))
        CHECK_HIT(h, 1.5, 4, 0, 1, 0, 0.5, 0);
    /* dy = -1.5, py = 0.5: out through -y */
    h = marked_hit();
    if (CHECK(isect_aabb_point(b, V(1.5, 0.5), &h)))
        CHECK_HIT(h, 1.5, 0, 0, -1, 0, -0.5, 0);
    /* the center: px = 4, py = 2, out through y, sign(0) = +1 */
    h = marked_hit();
    if (CHECK(isect_aabb_point(b, V(1, 2), &h)))
        CHECK_HIT(h, 1, 4, 0, 1, 0, 2, 0);
    /* p + delta lies on the edge */
    h = marked_hit();
    if (CHECK(isect_aabb_point(b, V(4.5, 1), &h))) /* px = 0.5, py = 1 */
        CHECK_VEC(isect_add(V(4.5, 1), h.delta), 5, 1, TOL);
}

TEST(test_aabb_point_ties)
{
    isect_aabb sq = BOX(0, 0, 2, 2);
    isect_hit h;
    /* px = py = 1: ties go to y */
    h = marked_hit();
    if (CHECK(isect_aabb_point(sq, V(1, 1), &h)))
        CHECK_HIT(h, 1, 2, 0, 1, 0, 1, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_point(sq, V(-1, -1), &h)))
        CHECK_HIT(h, -1, -2, 0, -1, 0, -1, 0);
    /* the center of a square: tie, y, sign(0) = +1 */
    h = marked_hit();
    if (CHECK(isect_aabb_point(sq, V(0, 0), &h)))
        CHECK_HIT(h, 0, 2, 0, 1, 0, 2, 0);
}

TEST(test_aabb_point_miss)
{
    isect_aabb b = BOX(1, 2, 4, 2);
    isect_hit h = marked_hit();
    CHECK(!isect_aabb_point(b, V(5, 2), &h));   /* on the right edge: touching */
    CHECK(!isect_aabb_point(b, V(-3, 2), &h));  /* on the left edge */
    CHECK(!isect_aabb_point(b, V(1, 4), &h));   /* on the top edge */
    CHECK(!isect_aabb_point(b, V(1, 0), &h));   /* on the bottom edge */
    CHECK(!isect_aabb_point(b, V(5, 4), &h));   /* on a corner */
    CHECK(!isect_aabb_point(b, V(6, 2), &h));   /* outside */
    CHECK(!isect_aabb_point(b, V(1, -5), &h));
    CHECK(hit_is_marked(h));                    /* never written on a miss */
    /* degenerate boxes: zero size, zero width */
    CHECK(!isect_aabb_point(BOX(1, 1, 0, 0), V(1, 1), &h));
    CHECK(!isect_aabb_point(BOX(0, 0, 0, 2), V(0, 1), &h));
    CHECK(hit_is_marked(h));
    /* out == NULL */
    CHECK(isect_aabb_point(b, V(4, 2.5), NULL));
    CHECK(!isect_aabb_point(b, V(6, 2), NULL));
}

/* ======================================================================== */
/* AABB vs segment                                                          */
/* ======================================================================== */

TEST(test_aabb_segment_axes)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_vec pad = V(0, 0);
    isect_hit h;

    /* +x: near = (-2 - -4)/8 = 0.25, far = (2 + 4)/8 = 0.75; y never limits */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-4, 1), V(8, 0), pad, &h)))
        CHECK_HIT(h, -2, 1, -1, 0, -6, 0, 0.25);    /* delta = -(1 - 0.25)*(8, 0) */
    /* -x */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(4, 1), V(-8, 0), pad, &h)))
        CHECK_HIT(h, 2, 1, 1, 0, 6, 0, 0.25);
    /* +y: normal (0, -sign(8)) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(1, -4), V(0, 8), pad, &h)))
        CHECK_HIT(h, 1, -2, 0, -1, 0, -6, 0.25);
    /* -y */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(1, 4), V(0, -8), pad, &h)))
        CHECK_HIT(h, 1, 2, 0, 1, 0, 6, 0.25);
    /* a box away from the origin: box y in [-8, -2]; near = (-8 + 12)/8 = 0.5 */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(BOX(10, -5, 1, 3), V(10, -12), V(0, 8), pad, &h)))
        CHECK_HIT(h, 10, -8, 0, -1, 0, -4, 0.5);
    /* longer delta: (16, 0) from (-4, 1): near = 2/16 = 0.125 */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-4, 1), V(16, 0), pad, &h)))
        CHECK_HIT(h, -2, 1, -1, 0, -14, 0, 0.125);  /* -(0.875)*16 */
    /* a negative zero component is a zero component */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-4, 1), V(8, -0.0), pad, &h)))
        CHECK_HIT(h, -2, 1, -1, 0, -6, 0, 0.25);
}

TEST(test_aabb_segment_diagonals)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_vec pad = V(0, 0);
    isect_hit h;

    /* (+,+): nearX = 2/8 = 0.25, nearY = 1/8; farX = 0.75, farY = 5/8.
       nearTime 0.25 from x: normal (-1, 0); pos (-4, -3) + 0.25*(8, 8) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-4, -3), V(8, 8), pad, &h)))
        CHECK_HIT(h, -2, -1, -1, 0, -6, -6, 0.25);
    /* (-,-): nearX = (2 - 3)/-8 = 0.125, nearY = (2 - 4)/-8 = 0.25 -> y, normal (0, 1) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(3, 4), V(-8, -8), pad, &h)))
        CHECK_HIT(h, 1, 2, 0, 1, 6, 6, 0.25);
    /* (+,-): nearX = 0.25, nearY = (2 - 3)/-8 = 0.125 -> x */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-4, 3), V(8, -8), pad, &h)))
        CHECK_HIT(h, -2, 1, -1, 0, -6, 6, 0.25);
    /* (-,+): nearX = (2 - 4)/-8 = 0.25, nearY = (-2 + 3)/8 = 0.125 -> x, normal (1, 0) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(4, -3), V(-8, 8), pad, &h)))
        CHECK_HIT(h, 2, -1, 1, 0, 6, -6, 0.25);
    /* 3-4-5 direction (12, 9) from (-8, -5): nearX = 6/12 = 0.5, nearY = 3/9;
       farX = 10/12, farY = 7/9 -> hit at 0.5 through x */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-8, -5), V(12, 9), pad, &h)))
        CHECK_HIT(h, -2, -0.5, -1, 0, -6, -4.5, 0.5);
    /* exactly through the corner (-2, -2) into the box: nearX = nearY = 0.25,
       ties go to y: normal (0, -1) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-4, -4), V(8, 8), pad, &h)))
        CHECK_HIT(h, -2, -2, 0, -1, -6, -6, 0.25);
}

TEST(test_aabb_segment_padding)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h;
    /* grown half (3, 3): near = (-3 + 5)/8 = 0.25 */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-5, 0), V(8, 0), V(1, 1), &h)))
        CHECK_HIT(h, -3, 0, -1, 0, -6, 0, 0.25);
    /* padding (1, 0.5): grown half (3, 2.5); x: |0.5| < 3 never limits;
       y: near = (-2.5 + 6)/8 = 0.4375 */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(0.5, -6), V(0, 8), V(1, 0.5), &h)))
        CHECK_HIT(h, 0.5, -2.5, 0, -1, 0, -4.5, 0.4375); /* -(0.5625)*8 */
    /* along the grown box's edge (|3| >= 2 + 1): miss */
    h = marked_hit();
    CHECK(!isect_aabb_segment(b, V(-5, 3), V(16, 0), V(1, 1), &h));
    CHECK(hit_is_marked(h));
}

TEST(test_aabb_segment_inside)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_vec pad = V(0, 0);
    isect_hit h;
    /* starts inside: nearX = -0.25, farX = 0.25: time clamp(-0.25) = 0,
       normal of the face the line entered (nearX > nearY = -inf): (-1, 0),
       delta = -(1 - 0)*(8, 0) */
    h = marked_hit();
    /* issue 10: a start inside gets the point test's normal and contact (the
       shortest way out, here px = 2 > py = 1: through +y, at (0, 2)) */
    if (CHECK(isect_aabb_segment(b, V(0, 1), V(8, 0), pad, &h)))
        CHECK_HIT(h, 0, 2, 0, 1, -8, 0, 0);
    /* starts inside moving +y: x never limits, normal (0, -1) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(1, 0), V(0, 8), pad, &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 0, -8, 0);
    /* wholly inside: nearX = -2, farX = 2 */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(0, 0), V(1, 0), pad, &h)))
        CHECK_HIT(h, 0, 2, 0, 1, -1, 0, 0);
    /* starts on the near edge, moving in: nearX = 0 < farX = 1 */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(-2, 1), V(4, 0), pad, &h)))
        CHECK_HIT(h, -2, 1, -1, 0, -4, 0, 0);
}

TEST(test_aabb_segment_zero_length)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_vec pad = V(0, 0);
    isect_hit h;
    /* a point test: inside -> hit at time 0 with the point test's normal and
       contact (px = py = 1: ties go to +y), delta (0, 0) (issue 10: the
       contact point on the box) */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(b, V(1, 1), V(0, 0), pad, &h)))
        CHECK_HIT(h, 1, 2, 0, 1, 0, 0, 0);
    h = marked_hit();
    CHECK(!isect_aabb_segment(b, V(3, 0), V(0, 0), pad, &h));   /* outside */
    CHECK(!isect_aabb_segment(b, V(2, 0), V(0, 0), pad, &h));   /* on an edge */
    CHECK(!isect_aabb_segment(b, V(2, 2), V(0, 0), pad, &h));   /* on a corner */
    CHECK(hit_is_marked(h));
}

TEST(test_aabb_segment_miss)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_vec pad = V(0, 0);
    isect_hit h = marked_hit();
    /* ends exactly on the edge: near = 2/2 = 1 */
    CHECK(!isect_aabb_segment(b, V(-4, 1), V(2, 0), pad, &h));
    /* ends before the box: near = 2 */
    CHECK(!isect_aabb_segment(b, V(-4, 1), V(1, 0), pad, &h));
    /* box behind the start: far = (2 - 4)/4 = -0.5 */
    CHECK(!isect_aabb_segment(b, V(4, 1), V(4, 0), pad, &h));
    /* starts on the far edge, moving away: far = 0 */
    CHECK(!isect_aabb_segment(b, V(2, 1), V(4, 0), pad, &h));
    /* grazes the corner (2, 2): nearY = farX = 0.5 */
    CHECK(!isect_aabb_segment(b, V(0, 4), V(4, -4), pad, &h));
    /* grazes the corner (-2, -2) from the other side */
    CHECK(!isect_aabb_segment(b, V(-4, 0), V(4, -4), pad, &h));
    /* runs exactly along an edge (delta.y == 0, |y| = half), both ways */
    CHECK(!isect_aabb_segment(b, V(-4, 2), V(8, 0), pad, &h));
    CHECK(!isect_aabb_segment(b, V(4, -2), V(-8, 0), pad, &h));
    CHECK(!isect_aabb_segment(b, V(-4, 2), V(8, -0.0), pad, &h));
    /* runs exactly along an edge (delta.x == 0) */
    CHECK(!isect_aabb_segment(b, V(2, -4), V(0, 8), pad, &h));
    CHECK(!isect_aabb_segment(b, V(-2, 4), V(0, -8), pad, &h));
    /* parallel, outside the slab */
    CHECK(!isect_aabb_segment(b, V(-4, 3), V(8, 0), pad, &h));
    CHECK(!isect_aabb_segment(b, V(3, -4), V(0, 8), pad, &h));
    /* misses diagonally: nearX = 0.25 > farY = (2 - 3)/8 < 0 */
    CHECK(!isect_aabb_segment(b, V(-4, -3), V(8, -8), pad, &h));
    CHECK(hit_is_marked(h)); /* never written on a miss (so no NaN either) */
    /* out == NULL */
    CHECK(isect_aabb_segment(b, V(-4, 1), V(8, 0), pad, NULL));
    CHECK(!isect_aabb_segment(b, V(-4, 2), V(8, 0), pad, NULL));
}

/* ======================================================================== */
/* AABB vs AABB                                                             */
/* ======================================================================== */

TEST(test_aabb_aabb)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h;
    /* other (2.5, 0.5) half 1: dx = 2.5, px = 3 - 2.5 = 0.5; py = 2.5 */
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(2.5, 0.5, 1, 1), &h)))
        CHECK_HIT(h, 2, 0.5, 1, 0, 0.5, 0, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(-2.5, 0.5, 1, 1), &h)))
        CHECK_HIT(h, -2, 0.5, -1, 0, -0.5, 0, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(0.5, 2.5, 1, 1), &h)))
        CHECK_HIT(h, 0.5, 2, 0, 1, 0, 0.5, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(0.5, -2.5, 1, 1), &h)))
        CHECK_HIT(h, 0.5, -2, 0, -1, 0, -0.5, 0);
    /* px = py = 1: ties go to y */
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(2, 2, 1, 1), &h)))
        CHECK_HIT(h, 2, 2, 0, 1, 0, 1, 0);
    /* same center: px = py = 3, y, sign(0) = +1 */
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(0, 0, 1, 1), &h)))
        CHECK_HIT(h, 0, 2, 0, 1, 0, 3, 0);
    /* boxes of different sizes: box x in [-3, 5]; dx = 4.5, px = 5 - 4.5 = 0.5;
       dy = 1, py = 3 - 1 = 2; pos = (1 + 4, 2) */
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(BOX(1, 1, 4, 2), BOX(5.5, 2, 1, 1), &h)))
        CHECK_HIT(h, 5, 2, 1, 0, 0.5, 0, 0);
    /* a zero-size other is a point: same as aabb_point(b, (1, 1)) */
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(1, 1, 0, 0), &h)))
        CHECK_HIT(h, 1, 2, 0, 1, 0, 1, 0);
    /* the moved box just touches: other + delta */
    h = marked_hit();
    if (CHECK(isect_aabb_aabb(b, BOX(2.5, 0.5, 1, 1), &h)))
        CHECK(!isect_aabb_aabb(b, BOX(2.5 + (double)h.delta.x, 0.5 + (double)h.delta.y, 1, 1), NULL));
}

TEST(test_aabb_aabb_miss)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h = marked_hit();
    CHECK(!isect_aabb_aabb(b, BOX(3, 0, 1, 1), &h));     /* edge contact, px = 0 */
    CHECK(!isect_aabb_aabb(b, BOX(0, -3, 1, 1), &h));    /* edge contact, py = 0 */
    CHECK(!isect_aabb_aabb(b, BOX(3, 3, 1, 1), &h));     /* corner contact */
    CHECK(!isect_aabb_aabb(b, BOX(-3, 3, 1, 1), &h));
    CHECK(!isect_aabb_aabb(b, BOX(4, 0, 1, 1), &h));     /* apart */
    CHECK(!isect_aabb_aabb(b, BOX(2, 0, 0, 0), &h));     /* a point on the edge */
    CHECK(!isect_aabb_aabb(BOX(1, 1, 0, 0), BOX(1, 1, 0, 0), &h)); /* two points */
    CHECK(hit_is_marked(h));
    CHECK(isect_aabb_aabb(b, BOX(2.5, 0.5, 1, 1), NULL));
    CHECK(!isect_aabb_aabb(b, BOX(3, 0, 1, 1), NULL));
}

/* ======================================================================== */
/* AABB swept into AABB                                                     */
/* ======================================================================== */

TEST(test_aabb_sweep_aabb)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;

    /* +x: segment (-6, 0.5) + t(8, 0) against half 2 + 1 = 3: near = 3/8.
       segment pos (-3, 0.5); contact = clamp((-3, 0.5) + (1, 0)*(1, 1)) = (-2, 0.5) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(-6, 0.5, 1, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, 0.5, -1, 0, -5, 0, 0.375);   /* delta -(0.625)*8 */
        CHECK_SWEEP_STOP(sw, 0.375, -6, 0.5, 8, 0);
    }
    /* -x: near = (3 - 6)/-8 = 3/8; contact (3, -0.5) + (-1, 0) = (2, -0.5) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(6, -0.5, 1, 1), V(-8, 0), &sw))) {
        CHECK_HIT(sw.hit, 2, -0.5, 1, 0, 5, 0, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, 6, -0.5, -8, 0);
    }
    /* +y */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(0.5, -6, 1, 1), V(0, 8), &sw))) {
        CHECK_HIT(sw.hit, 0.5, -2, 0, -1, 0, -5, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, 0.5, -6, 0, 8);
    }
    /* -y */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(0.5, 6, 1, 1), V(0, -8), &sw))) {
        CHECK_HIT(sw.hit, 0.5, 2, 0, 1, 0, 5, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, 0.5, 6, 0, -8);
    }
    /* diagonal (8, 8) from (-6, -5): nearX = 3/8, nearY = 2/8 -> x at 0.375;
       segment pos (-3, -2); contact: the point of b nearest that center,
       (-2, -2) (issue 10) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(-6, -5, 1, 1), V(8, 8), &sw))) {
        CHECK_HIT(sw.hit, -2, -2, -1, 0, -5, -5, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, -6, -5, 8, 8);
    }
}

TEST(test_aabb_sweep_aabb_edges)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;

    /* misses: stops short (near = 3/2) */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_aabb(b, BOX(-6, 0.5, 1, 1), V(2, 0), &sw));
    CHECK_SWEEP_MISS(sw, -4, 0.5);
    /* ends exactly touching (near = 3/3 = 1) */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_aabb(b, BOX(-6, 0.5, 1, 1), V(3, 0), &sw));
    CHECK_SWEEP_MISS(sw, -3, 0.5);
    CHECK(!isect_aabb_aabb(b, BOX(-3, 0.5, 1, 1), NULL)); /* end position: touching */
    /* slides along the top edge (|3| >= 2 + 1): a miss, no NaN */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_aabb(b, BOX(-6, 3, 1, 1), V(12, 0), &sw));
    CHECK_SWEEP_MISS(sw, 6, 3);
    /* slides along the right edge */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_aabb(b, BOX(3, -6, 1, 1), V(0, 12), &sw));
    CHECK_SWEEP_MISS(sw, 3, 6);
    /* moving diagonally past the corner (3, 3) of the grown box: from (5, 1)
       by (-4, 4): nearX = (3 - 5)/-4 = 0.5, farY = (3 - 1)/4 = 0.5 -> miss */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_aabb(b, BOX(5, 1, 1, 1), V(-4, 4), &sw));
    CHECK_SWEEP_MISS(sw, 1, 5);
    /* starts overlapping and moves in (issue 10): blocked at time 0 with the
       static hit: normal (-1, 0), contact (-2, 0), push (-0.5, 0) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(-2.5, 0, 1, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, 0, -1, 0, -0.5, 0, 0);
        CHECK_SWEEP_STOP(sw, 0.0, -2.5, 0, 8, 0);
    }
    /* out == NULL */
    CHECK(isect_aabb_sweep_aabb(b, BOX(-6, 0.5, 1, 1), V(8, 0), NULL));
    CHECK(!isect_aabb_sweep_aabb(b, BOX(-6, 0.5, 1, 1), V(2, 0), NULL));
}

TEST(test_aabb_sweep_aabb_zero_delta)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;
    /* the static test: as aabb_aabb(b, (2.5, 0.5) half 1) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(b, BOX(2.5, 0.5, 1, 1), V(0, 0), &sw))) {
        CHECK_HIT(sw.hit, 2, 0.5, 1, 0, 0.5, 0, 0);
        CHECK_VEC(sw.pos, 2.5, 0.5, 0);
        CHECK_NEAR(sw.time, 0, 0);
    }
    /* touching: a miss, pos = moving.pos, time 1 */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_aabb(b, BOX(3, 0, 1, 1), V(0, 0), &sw));
    CHECK_SWEEP_MISS(sw, 3, 0);
}

/* ======================================================================== */
/* AABB vs circle                                                           */
/* ======================================================================== */

TEST(test_aabb_circle_outside)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h;
    /* center (3, 1) r 2: n = (2, 1), d = (1, 0), |d| = 1 < 2: delta = (1, 0)*(2 - 1) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(3, 1, 2), &h)))
        CHECK_HIT(h, 2, 1, 1, 0, 1, 0, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(-3, 1, 2), &h)))
        CHECK_HIT(h, -2, 1, -1, 0, -1, 0, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(1, 3, 2), &h)))
        CHECK_HIT(h, 1, 2, 0, 1, 0, 1, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(1, -3, 2), &h)))
        CHECK_HIT(h, 1, -2, 0, -1, 0, -1, 0);
    /* corner region: center (5, 6) r 6: n = (2, 2), d = (3, 4), |d| = 5:
       normal (0.6, 0.8), delta = normal*(6 - 5) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(5, 6, 6), &h)))
        CHECK_HIT(h, 2, 2, 0.6, 0.8, 0.6, 0.8, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(-5, -6, 6), &h)))
        CHECK_HIT(h, -2, -2, -0.6, -0.8, -0.6, -0.8, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(-5, 6, 6), &h)))
        CHECK_HIT(h, -2, 2, -0.6, 0.8, -0.6, 0.8, 0);
    /* a zero-size box is a point: d = (3, 4) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(BOX(0, 0, 0, 0), CIRC(3, 4, 6), &h)))
        CHECK_HIT(h, 0, 0, 0.6, 0.8, 0.6, 0.8, 0);
}

TEST(test_aabb_circle_inside)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h;
    /* center (1.5, 0.5) inside: px = 0.5 < py = 1.5: out through +x,
       delta = (1, 0)*(0.5 + r) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(1.5, 0.5, 1), &h)))
        CHECK_HIT(h, 2, 0.5, 1, 0, 1.5, 0, 0);
    /* center (0.5, -1.5): py = 0.5: out through -y */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(0.5, -1.5, 1), &h)))
        CHECK_HIT(h, 0.5, -2, 0, -1, 0, -1.5, 0);
    /* the center of the box: tie, y, +1: delta (0, 2 + 1) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(0, 0, 1), &h)))
        CHECK_HIT(h, 0, 2, 0, 1, 0, 3, 0);
    /* center on the boundary (2, 1): d = 0, px = 0 < py = 1: x, delta (0 + 1, 0) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(2, 1, 1), &h)))
        CHECK_HIT(h, 2, 1, 1, 0, 1, 0, 0);
    /* zero radius inside: as aabb_point */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(b, CIRC(1.5, 0.5, 0), &h)))
        CHECK_HIT(h, 2, 0.5, 1, 0, 0.5, 0, 0);
    /* a circle centered on a zero-size box: d = 0, px = py = 0, tie -> y, +1,
       delta (0, 0 + 1) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(BOX(3, 4, 0, 0), CIRC(3, 4, 1), &h)))
        CHECK_HIT(h, 3, 4, 0, 1, 0, 1, 0);
}

TEST(test_aabb_circle_miss)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h = marked_hit();
    CHECK(!isect_aabb_circle(b, CIRC(4, 0, 2), &h));    /* tangent to a face */
    CHECK(!isect_aabb_circle(b, CIRC(0, -4, 2), &h));
    CHECK(!isect_aabb_circle(b, CIRC(5, 6, 5), &h));    /* tangent at the corner: |d| = 5 */
    /* the bounding squares overlap (|dx| = 5 < 2 + 4.5) but the corner is round */
    CHECK(!isect_aabb_circle(b, CIRC(5, 6, 4.5), &h));
    CHECK(!isect_aabb_circle(b, CIRC(10, 0, 2), &h));   /* apart */
    CHECK(!isect_aabb_circle(b, CIRC(2, 1, 0), &h));    /* zero radius on the boundary */
    CHECK(!isect_aabb_circle(b, CIRC(2, 2, 0), &h));    /* zero radius on the corner */
    CHECK(!isect_aabb_circle(b, CIRC(3, 0, 0), &h));    /* zero radius outside */
    CHECK(hit_is_marked(h));
    CHECK(isect_aabb_circle(b, CIRC(3, 1, 2), NULL));
    CHECK(!isect_aabb_circle(b, CIRC(4, 0, 2), NULL));
}

/* ======================================================================== */
/* Circle swept into AABB: a rounded box                                    */
/* ======================================================================== */

TEST(test_aabb_sweep_circle_faces)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;
    /* +x, r 1: padded half 3: near = 3/8; q = (-3, 0.5), not a corner region
       (|0.5| <= 2); hit.pos = q - normal*r = (-2, 0.5) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(-6, 0.5, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, 0.5, -1, 0, -5, 0, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, -6, 0.5, 8, 0);
    }
    /* -y: from (-1, 7) by (0, -8): near = (3 - 7)/-8 = 0.5; q = (-1, 3) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(-1, 7, 1), V(0, -8), &sw))) {
        CHECK_HIT(sw.hit, -1, 2, 0, 1, 0, 4, 0.5);
        CHECK_SWEEP_STOP(sw, 0.5, -1, 7, 0, -8);
    }
    /* along the line y = -2 (the corner region's border, |q.y| = 2 is not > 2):
       the face gives t = 3/8; the corner circle would give the same
       (m = (-4, 0): t = (32 - 8)/64) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(-6, -2, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, -2, -1, 0, -5, 0, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, -6, -2, 8, 0);
    }
}

TEST(test_aabb_sweep_circle_corners)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;
    /* r 5 from (-20, -6) by (32, 0). The padded square (half 7) is entered at
       t = 13/32, q = (-7, -6): a corner region. Redo against the circle r 5
       at the corner (-2, -2): m = (-18, -4), a = 1024, b = -576,
       c = 324 + 16 - 25 = 315, disc = 331776 - 322560 = 9216 = 96^2,
       t = (576 - 96)/1024 = 0.46875. Center then (-5, -6), normal (-0.6, -0.8),
       hit.pos = (-5, -6) - 5*normal = the corner (-2, -2),
       delta = -(1 - 0.46875)*(32, 0) = (-17, 0) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(-20, -6, 5), V(32, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, -2, -0.6, -0.8, -17, 0, 0.46875);
        CHECK_SWEEP_STOP(sw, 0.46875, -20, -6, 32, 0);
        CHECK(sw.hit.time > 13.0 / 32.0); /* later than the square corner */
    }
    /* the mirror image at the (+, +) corner, moving -x */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(20, 6, 5), V(-32, 0), &sw))) {
        CHECK_HIT(sw.hit, 2, 2, 0.6, 0.8, 17, 0, 0.46875);
        CHECK_SWEEP_STOP(sw, 0.46875, 20, 6, -32, 0);
    }
    /* vertical, at the (+, -) corner: from (5, -22) by (0, 32): m = (3, -20)
       from (2, -2); a = 1024, b = -640, c = 9 + 400 - 25 = 384,
       disc = 409600 - 393216 = 16384 = 128^2, t = (640 - 128)/1024 = 0.5;
       center (5, -6), normal (0.6, -0.8) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(5, -22, 5), V(0, 32), &sw))) {
        CHECK_HIT(sw.hit, 2, -2, 0.6, -0.8, 0, -16, 0.5);
        CHECK_SWEEP_STOP(sw, 0.5, 5, -22, 0, 32);
    }
    /* starts inside the padded square's corner pocket but outside the rounded
       box: (-6.5, -6) is at distance^2 = 20.25 + 16 = 36.25 > 25 from (-2, -2).
       By (4, 0): m = (-4.5, -4), a = 16, b = -18, c = 11.25,
       disc = 324 - 180 = 144, t = (18 - 12)/16 = 0.375; center (-5, -6) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(-6.5, -6, 5), V(4, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, -2, -0.6, -0.8, -2.5, 0, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, -6.5, -6, 4, 0);
    }
}

TEST(test_aabb_sweep_circle_cusp)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;
    /* r 5 from (-9, -4) by (4, -4), along x + y = -13: the padded square
       (half 7) is entered at t = 0.5, q = (-7, -6), a corner region; the line
       is 9/sqrt(2) = 6.4 > 5 from the corner (-2, -2): m = (-7, -2), a = 32,
       b = -20, c = 28, disc = 400 - 896 < 0: a miss (a square corner would hit) */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-9, -4, 5), V(4, -4), &sw));
    CHECK_SWEEP_MISS(sw, -5, -8);
    CHECK(isect_aabb_segment(b, V(-9, -4), V(4, -4), V(5, 5), NULL)); /* the square would */
    /* r 1 cutting the (+, +) corner of the padded square (half 3) along
       x + y = 5.5 from (4, 1.5) by (-2, 2): distance 1.5/sqrt(2) > 1: a miss */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(4, 1.5, 1), V(-2, 2), &sw));
    CHECK_SWEEP_MISS(sw, 2, 3.5);
    /* starts in the pocket and moves away: a miss */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-6.5, -6, 5), V(-4, 0), &sw));
    CHECK_SWEEP_MISS(sw, -10.5, -6);
    /* tangent to the corner circle: r 5 from (-13, 0) by (16, -12) (a 3-4-5
       direction), through the pocket of the (-, -) corner: the padded square
       is entered at t = 6/16, q = (-7, -4.5), a corner region; m = (-11, 2),
       a = 400, b = -176 - 24 = -200, c = 121 + 4 - 25 = 100, disc = 0: touching */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-13, 0, 5), V(16, -12), &sw));
    CHECK_SWEEP_MISS(sw, 3, -12);
    /* runs along the rounded box's bottom face (|y| = 2 + 5) */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-20, -7, 5), V(32, 0), &sw));
    CHECK_SWEEP_MISS(sw, 12, -7);
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-9, -4, 5), V(4, -4), NULL));
}

TEST(test_aabb_sweep_circle_edges)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_sweep sw;
    /* zero delta: the static aabb_circle */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(3, 1, 2), V(0, 0), &sw))) {
        CHECK_HIT(sw.hit, 2, 1, 1, 0, 1, 0, 0);
        CHECK_VEC(sw.pos, 3, 1, 0);
        CHECK_NEAR(sw.time, 0, 0);
    }
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(4, 0, 2), V(0, 0), &sw));  /* tangent */
    CHECK_SWEEP_MISS(sw, 4, 0);
    /* stops short: near = 3/2 */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-6, 0.5, 1), V(2, 0), &sw));
    CHECK_SWEEP_MISS(sw, -4, 0.5);
    /* ends touching: near = 3/3 */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-6, 0.5, 1), V(3, 0), &sw));
    CHECK_SWEEP_MISS(sw, -3, 0.5);
    /* slides along a face, touching it all the way (|3| = 2 + 1) */
    sw = marked_sweep();
    CHECK(!isect_aabb_sweep_circle(b, CIRC(-6, 3, 1), V(12, 0), &sw));
    CHECK_SWEEP_MISS(sw, 6, 3);
    /* starts overlapping and moves in (issue 10): blocked at time 0 with the
       static hit: nearest point (-2, 0), normal (-1, 0), push (-0.5, 0) */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(b, CIRC(-2.5, 0, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -2, 0, -1, 0, -0.5, 0, 0);
        CHECK_SWEEP_STOP(sw, 0.0, -2.5, 0, 8, 0);
    }
}

/* ======================================================================== */
/* Circle vs point, segment, circle                                         */
/* ======================================================================== */

TEST(test_circle_point)
{
    isect_circle c = CIRC(1, 1, 5);
    isect_hit h;
    /* d = (1.5, 2), |d| = 2.5: normal (0.6, 0.8), pos = C + 5*normal = (4, 5),
       delta = pos - p */
    h = marked_hit();
    if (CHECK(isect_circle_point(c, V(2.5, 3), R(0), &h)))
        CHECK_HIT(h, 4, 5, 0.6, 0.8, 1.5, 2, 0);
    /* d = (-3, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_point(c, V(-2, 1), R(0), &h)))
        CHECK_HIT(h, -4, 1, -1, 0, -2, 0, 0);
    /* padding 1: p = (4, 5) on the circle, inside r + padding = 6:
       delta = (pos + normal*1) - p = (0.6, 0.8) */
    h = marked_hit();
    if (CHECK(isect_circle_point(c, V(4, 5), R(1), &h)))
        CHECK_HIT(h, 4, 5, 0.6, 0.8, 0.6, 0.8, 0);
    /* p at the center: normal (1, 0), pos (6, 1), delta (5, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_point(c, V(1, 1), R(0), &h)))
        CHECK_HIT(h, 6, 1, 1, 0, 5, 0, 0);
    /* misses */
    h = marked_hit();
    CHECK(!isect_circle_point(c, V(4, 5), R(0), &h));           /* on the circle */
    CHECK(!isect_circle_point(CIRC(0, 0, 3), V(3, 4), R(2), &h)); /* on r + padding */
    CHECK(!isect_circle_point(c, V(10, 1), R(0), &h));
    CHECK(!isect_circle_point(CIRC(2, 2, 0), V(2, 2), R(0), &h)); /* zero radius */
    CHECK(hit_is_marked(h));
    CHECK(isect_circle_point(c, V(2.5, 3), R(0), NULL));
    CHECK(!isect_circle_point(c, V(4, 5), R(0), NULL));
}

TEST(test_circle_segment)
{
    isect_circle c = CIRC(0, 0, 2);
    isect_hit h;
    /* m = (-6, 0), a = 64, b = -48, c = 36 - 4 = 32, disc = 2304 - 2048 = 256,
       t = (48 - 16)/64 = 0.5; delta = -(1 - 0.5)*(8, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(-6, 0), V(8, 0), R(0), &h)))
        CHECK_HIT(h, -2, 0, -1, 0, -4, 0, 0.5);
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(6, 0), V(-8, 0), R(0), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 4, 0, 0.5);
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(0, -6), V(0, 8), R(0), &h)))
        CHECK_HIT(h, 0, -2, 0, -1, 0, -4, 0.5);
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(0, 6), V(0, -8), R(0), &h)))
        CHECK_HIT(h, 0, 2, 0, 1, 0, 4, 0.5);
    /* longer delta: a = 256, b = -96, disc = 9216 - 8192 = 1024, t = (96 - 32)/256 */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(-6, 0), V(16, 0), R(0), &h)))
        CHECK_HIT(h, -2, 0, -1, 0, -12, 0, 0.25);
    /* padding: r 1 + padding 1 is r 2 */
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(0, 0, 1), V(-6, 0), V(8, 0), R(1), &h)))
        CHECK_HIT(h, -2, 0, -1, 0, -4, 0, 0.5);
    /* 3-4-5 off the axis: C (1, 2) r 5 from (-6, 6) by (8, 0): m = (-7, 4),
       a = 64, b = -56, c = 40, disc = 3136 - 2560 = 576, t = (56 - 24)/64 = 0.5;
       pos (-2, 6), normal (-3, 4)/5 */
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(1, 2, 5), V(-6, 6), V(8, 0), R(0), &h)))
        CHECK_HIT(h, -2, 6, -0.6, 0.8, -4, 0, 0.5);
    /* diagonal: C (0, 0) r 5 from (-5, -8) by (4, 8): a = 80, b = -84, c = 64,
       disc = 7056 - 5120 = 1936 = 44^2, t = (84 - 44)/80 = 0.5: pos (-3, -4) */
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(0, 0, 5), V(-5, -8), V(4, 8), R(0), &h)))
        CHECK_HIT(h, -3, -4, -0.6, -0.8, -2, -4, 0.5);
}

TEST(test_circle_segment_inside)
{
    isect_circle c = CIRC(0, 0, 2);
    isect_hit h;
    /* starts inside (c = 1 - 4 < 0): time 0, normal = normalize(m), pos where
       the shortest way out leaves the circle: center + 2 * normal (the one
       contact-point rule: pos is on the static shape).
       The spec gives delta = -(1 - t)*delta for a hit; with t = 0 that is -delta
       (as for aabb_segment) */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(1, 0), V(8, 0), R(0), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, -8, 0, 0);
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(0, -1), V(0, 8), R(0), &h)))
        CHECK_HIT(h, 0, -2, 0, -1, 0, -8, 0);
    /* at the center: normal (1, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(0, 0), V(8, 0), R(0), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, -8, 0, 0);
    /* starts on the circle moving in: c = 0, b = -16, disc = 256, t = 0 */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(-2, 0), V(8, 0), R(0), &h)))
        CHECK_HIT(h, -2, 0, -1, 0, -8, 0, 0);
    /* zero length, inside: a point test */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(1, 0), V(0, 0), R(0), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 0, 0, 0);
    /* zero length inside the padding only: |m|^2 = 6.25 < (2 + 1)^2; the
       contact is on the padded circle, 3 from the center */
    h = marked_hit();
    if (CHECK(isect_circle_segment(c, V(0, 2.5), V(0, 0), R(1), &h)))
        CHECK_HIT(h, 0, 3, 0, 1, 0, 0, 0);
}

TEST(test_circle_segment_miss)
{
    isect_circle c = CIRC(0, 0, 2);
    isect_hit h = marked_hit();
    CHECK(!isect_circle_segment(c, V(-6, 2), V(8, 0), R(0), &h));   /* tangent: disc = 0 */
    CHECK(!isect_circle_segment(c, V(2, -6), V(0, 12), R(0), &h));  /* tangent, vertical */
    CHECK(!isect_circle_segment(c, V(-6, 0), V(4, 0), R(0), &h));   /* ends on it: t = 1 */
    CHECK(!isect_circle_segment(c, V(-6, 0), V(2, 0), R(0), &h));   /* ends before: t = 2 */
    CHECK(!isect_circle_segment(c, V(6, 0), V(8, 0), R(0), &h));    /* circle behind (b > 0) */
    CHECK(!isect_circle_segment(c, V(2, 0), V(8, 0), R(0), &h));    /* on it, moving out */
    CHECK(!isect_circle_segment(c, V(-1, 3), V(2, 0), R(0), &h));   /* passes by */
    CHECK(!isect_circle_segment(c, V(3, 0), V(0, 0), R(0), &h));    /* zero length outside */
    CHECK(!isect_circle_segment(c, V(2, 0), V(0, 0), R(0), &h));    /* zero length on it */
    /* a zero-radius circle: the segment through its center only touches it */
    CHECK(!isect_circle_segment(CIRC(0, 0, 0), V(-1, 0), V(2, 0), R(0), &h));
    /* padding: r 1 + padding 1, tangent */
    CHECK(!isect_circle_segment(CIRC(0, 0, 1), V(-6, 2), V(8, 0), R(1), &h));
    CHECK(hit_is_marked(h));
    CHECK(isect_circle_segment(c, V(-6, 0), V(8, 0), R(0), NULL));
    CHECK(!isect_circle_segment(c, V(-6, 2), V(8, 0), R(0), NULL));
}

TEST(test_circle_circle)
{
    isect_hit h;
    /* d = (6, 8), |d| = 10 < 5 + 6: normal (0.6, 0.8), pos = 5*normal = (3, 4),
       delta = (pos + 6*normal) - other = (6.6, 8.8) - (6, 8) */
    h = marked_hit();
    if (CHECK(isect_circle_circle(CIRC(0, 0, 5), CIRC(6, 8, 6), &h)))
        CHECK_HIT(h, 3, 4, 0.6, 0.8, 0.6, 0.8, 0);
    /* d = (-6, -8) from (1, 1): pos (-2, -3), delta (-5.6, -7.8) - (-5, -7) */
    h = marked_hit();
    if (CHECK(isect_circle_circle(CIRC(1, 1, 5), CIRC(-5, -7, 6), &h)))
        CHECK_HIT(h, -2, -3, -0.6, -0.8, -0.6, -0.8, 0);
    /* same center: normal (1, 0), pos (2, 0), delta (2 + 1, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_circle(CIRC(0, 0, 2), CIRC(0, 0, 1), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 3, 0, 0);
    /* other wholly inside: d = (0, -1), pos (0, -5), delta (0, -6) - (0, -1) */
    h = marked_hit();
    if (CHECK(isect_circle_circle(CIRC(0, 0, 5), CIRC(0, -1, 1), &h)))
        CHECK_HIT(h, 0, -5, 0, -1, 0, -5, 0);
    /* misses */
    h = marked_hit();
    CHECK(!isect_circle_circle(CIRC(0, 0, 5), CIRC(6, 8, 5), &h)); /* tangent: 10 = 5 + 5 */
    CHECK(!isect_circle_circle(CIRC(0, 0, 2), CIRC(4, 0, 2), &h)); /* tangent */
    CHECK(!isect_circle_circle(CIRC(0, 0, 2), CIRC(0, 9, 2), &h)); /* apart */
    CHECK(!isect_circle_circle(CIRC(1, 1, 0), CIRC(1, 1, 0), &h)); /* two points */
    CHECK(hit_is_marked(h));
    CHECK(isect_circle_circle(CIRC(0, 0, 5), CIRC(6, 8, 6), NULL));
    CHECK(!isect_circle_circle(CIRC(0, 0, 5), CIRC(6, 8, 5), NULL));
}

TEST(test_circle_sweep_circle)
{
    isect_sweep sw;
    /* R = 1 + 1 = 2: t = 0.5 (as circle_segment), segment pos (-2, 0),
       hit.pos = (-2, 0) - normal*1 = (-1, 0) on the static circle */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-6, 0, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -1, 0, -1, 0, -4, 0, 0.5);
        CHECK_SWEEP_STOP(sw, 0.5, -6, 0, 8, 0);
    }
    /* R = 2 + 3 = 5 about (1, 2), from (-6, 6) by (8, 0): t = 0.5, normal
       (-0.6, 0.8); hit.pos = (-2, 6) - 3*normal = (-0.2, 3.6) = (1, 2) + 2*normal */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_circle(CIRC(1, 2, 2), CIRC(-6, 6, 3), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -0.2, 3.6, -0.6, 0.8, -4, 0, 0.5);
        CHECK_SWEEP_STOP(sw, 0.5, -6, 6, 8, 0);
    }
    /* -y, from (0, 9) r 1 by (0, -16) against (0, 0) r 1: m = (0, 9), a = 256,
       b = -144, c = 77, disc = 20736 - 19712 = 1024, t = (144 - 32)/256 = 0.4375;
       center (0, 2), hit.pos (0, 1), delta -(0.5625)*(0, -16) = (0, 9) */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(0, 9, 1), V(0, -16), &sw))) {
        CHECK_HIT(sw.hit, 0, 1, 0, 1, 0, 9, 0.4375);
        CHECK_SWEEP_STOP(sw, 0.4375, 0, 9, 0, -16);
    }
}

TEST(test_circle_sweep_circle_edges)
{
    isect_sweep sw;
    /* zero delta: the static circle_circle */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_circle(CIRC(0, 0, 5), CIRC(6, 8, 6), V(0, 0), &sw))) {
        CHECK_HIT(sw.hit, 3, 4, 0.6, 0.8, 0.6, 0.8, 0);
        CHECK_VEC(sw.pos, 6, 8, 0);
        CHECK_NEAR(sw.time, 0, 0);
    }
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 5), CIRC(6, 8, 5), V(0, 0), &sw));
    CHECK_SWEEP_MISS(sw, 6, 8);
    /* passes tangent: |y| = 2 = 1 + 1 */
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-6, 2, 1), V(8, 0), &sw));
    CHECK_SWEEP_MISS(sw, 2, 2);
    /* stops short (t = 2) and ends touching (t = 1) */
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-6, 0, 1), V(2, 0), &sw));
    CHECK_SWEEP_MISS(sw, -4, 0);
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-6, 0, 1), V(4, 0), &sw));
    CHECK_SWEEP_MISS(sw, -2, 0);
    /* moving away */
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(3, 0, 1), V(8, 0), &sw));
    CHECK_SWEEP_MISS(sw, 11, 0);
    /* starts overlapping and moves in (issue 10): blocked at time 0 with the
       static hit: normal (-1, 0), contact (-1, 0) on the first circle, push
       (-1, 0) */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-1, 0, 1), V(8, 0), &sw))) {
        CHECK_HIT(sw.hit, -1, 0, -1, 0, -1, 0, 0);
        CHECK_SWEEP_STOP(sw, 0.0, -1, 0, 8, 0);
    }
    CHECK(isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-6, 0, 1), V(8, 0), NULL));
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, 1), CIRC(-6, 2, 1), V(8, 0), NULL));
}

/* ======================================================================== */
/* Circle vs AABB: aabb_circle with normal and delta negated                */
/* ======================================================================== */

TEST(test_circle_aabb)
{
    isect_aabb b = BOX(0, 0, 2, 2);
    isect_hit h;
    /* aabb_circle gives normal (1, 0), pos (2, 1), delta (1, 0): here the
       circle's outward normal (-1, 0) and the box pushed out by (-1, 0); the
       contact point is on the circle, C + r*normal (issue 10) */
    h = marked_hit();
    if (CHECK(isect_circle_aabb(CIRC(3, 1, 2), b, &h)))
        CHECK_HIT(h, 1, 1, -1, 0, -1, 0, 0);
    h = marked_hit();
    if (CHECK(isect_circle_aabb(CIRC(5, 6, 6), b, &h)))
        CHECK_HIT(h, 1.4, 1.2, -0.6, -0.8, -0.6, -0.8, 0);
    h = marked_hit();
    if (CHECK(isect_circle_aabb(CIRC(1.5, 0.5, 1), b, &h)))  /* center inside */
        CHECK_HIT(h, 0.5, 0.5, -1, 0, -1.5, 0, 0);
    h = marked_hit();
    CHECK(!isect_circle_aabb(CIRC(4, 0, 2), b, &h));    /* tangent */
    CHECK(!isect_circle_aabb(CIRC(5, 6, 5), b, &h));    /* tangent at the corner */
    CHECK(hit_is_marked(h));
    CHECK(isect_circle_aabb(CIRC(3, 1, 2), b, NULL));
    CHECK(!isect_circle_aabb(CIRC(4, 0, 2), b, NULL));
}

TEST(test_circle_aabb_mirrors_aabb_circle)
{
    static const double cases[][7] = {
        /* box x, y, hx, hy, circle x, y, r */
        {0, 0, 2, 2, 3, 1, 2},      {0, 0, 2, 2, -5, 6, 6},   {1, -1, 3, 1, 2, -1.5, 0.5},
        {0, 0, 2, 2, 0, 0, 1},      {0, 0, 2, 2, 2, 1, 1},    {-4, 2, 0.5, 4, -3, 7, 2},
        {10, 10, 1, 1, 11.5, 8, 1.25},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const double *k = cases[i];
        isect_aabb b = BOX(k[0], k[1], k[2], k[3]);
        isect_circle c = CIRC(k[4], k[5], k[6]);
        isect_hit h1 = marked_hit(), h2 = marked_hit();
        bool r1 = isect_aabb_circle(b, c, &h1), r2 = isect_circle_aabb(c, b, &h2);
        CHECK(r1);
        if (CHECK(r1 == r2) && r1) {
            /* the contact point is on the circle (issue 10) */
            CHECK_VEC(h2.pos, c.pos.x + c.radius * h2.normal.x,
                      c.pos.y + c.radius * h2.normal.y, TOL);
            CHECK_VEC(h2.normal, -h1.normal.x, -h1.normal.y, TOL);
            CHECK_VEC(h2.delta, -h1.delta.x, -h1.delta.y, TOL);
            CHECK_NEAR(h2.time, 0, 0);
        }
    }
}

TEST(test_circle_sweep_aabb)
{
    isect_sweep sw;
    /* box (6, 0.5) half 2 moves by (-8, 0) onto circle (0, 0) r 1. Relative:
       the circle moves by (8, 0) against the box padded by 1 (half 3):
       near = (6 - 3)/8 = 0.375, q = (3, 0) on the box's left face: normal
       (-1, 0), hit.pos (4, 0). Here: normal (1, 0), hit.pos = (4, 0) +
       0.375*(-8, 0) = (1, 0), delta = -(0.625)*(-8, 0) = (5, 0) */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(6, 0.5, 2, 2), V(-8, 0), &sw))) {
        CHECK_HIT(sw.hit, 1, 0, 1, 0, 5, 0, 0.375);
        CHECK_SWEEP_STOP(sw, 0.375, 6, 0.5, -8, 0);
    }
    /* the rounded corner: box (20, 6) half 2 moves by (-32, 0) onto circle
       (0, 0) r 5. Relative: circle (0, 0) by (32, 0) against the box's corner
       (18, 4): m = (-18, -4), as above t = 0.46875, normal (-0.6, -0.8).
       Here: normal (0.6, 0.8); hit.pos = (18, 4) + 0.46875*(-32, 0) = (3, 4),
       on the circle; delta = -(0.53125)*(-32, 0) = (17, 0) */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 5), BOX(20, 6, 2, 2), V(-32, 0), &sw))) {
        CHECK_HIT(sw.hit, 3, 4, 0.6, 0.8, 17, 0, 0.46875);
        CHECK_SWEEP_STOP(sw, 0.46875, 20, 6, -32, 0);
    }
    /* +y: box (0.5, -7) half 2 by (0, 8) onto circle (0, 0) r 1: relative
       the circle moves (0, -8) from 7 above the box center: near = (7 - 3)/8 */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(0.5, -7, 2, 2), V(0, 8), &sw))) {
        CHECK_HIT(sw.hit, 0, -1, 0, -1, 0, -4, 0.5);
        CHECK_SWEEP_STOP(sw, 0.5, 0.5, -7, 0, 8);
    }
}

TEST(test_circle_sweep_aabb_edges)
{
    isect_sweep sw;
    /* zero delta: the static circle_aabb (falls back to the static test, as
       every sweep): box (2.5, 0) half 2 vs circle (0, 0) r 1: nearest point
       (0.5, 0), d = (-0.5, 0); aabb_circle: normal (-1, 0), pos (0.5, 0),
       delta (-0.5, 0); circle_aabb: normal (1, 0), delta (0.5, 0) */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(2.5, 0, 2, 2), V(0, 0), &sw))) {
        CHECK_HIT(sw.hit, 1, 0, 1, 0, 0.5, 0, 0); /* pos on the circle (issue 10) */
        CHECK_VEC(sw.pos, 2.5, 0, 0);
        CHECK_NEAR(sw.time, 0, 0);
    }
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(3, 0, 2, 2), V(0, 0), &sw)); /* touching */
    CHECK_SWEEP_MISS(sw, 3, 0);
    /* stops short: near = 3/2 */
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(6, 0.5, 2, 2), V(-2, 0), &sw));
    CHECK_SWEEP_MISS(sw, 4, 0.5);
    /* the cusp: relative motion from (-9, -4) by (4, -4) past the rounded
       corner of a half 2 box, r 5 (see test_aabb_sweep_circle_cusp) */
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_aabb(CIRC(0, 0, 5), BOX(9, 4, 2, 2), V(-4, 4), &sw));
    CHECK_SWEEP_MISS(sw, 5, 8);
    CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(6, 0.5, 2, 2), V(-8, 0), NULL));
    CHECK(!isect_circle_sweep_aabb(CIRC(0, 0, 1), BOX(6, 0.5, 2, 2), V(-2, 0), NULL));
}

/* ======================================================================== */
/* Capsule                                                                  */
/* ======================================================================== */

TEST(test_capsule_point)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 2);  /* axis (0, 0) .. (8, 0), r 2 */
    isect_capsule big = CAP(0, 0, 8, 0, 5);
    isect_hit h;
    /* t = 32/64 = 0.5, q = (4, 0), d = (0, 1): pos (4, 2), delta (0, 1) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(cap, V(4, 1), &h)))
        CHECK_HIT(h, 4, 2, 0, 1, 0, 1, 0);
    h = marked_hit();
    if (CHECK(isect_capsule_point(cap, V(4, -1.5), &h)))
        CHECK_HIT(h, 4, -2, 0, -1, 0, -0.5, 0);
    /* start cap: t = clamp(-12/64) = 0, q = (0, 0), d = (-1.5, -2), |d| = 2.5:
       pos = 5*(-0.6, -0.8) = (-3, -4), delta = (-3, -4) - p */
    h = marked_hit();
    if (CHECK(isect_capsule_point(big, V(-1.5, -2), &h)))
        CHECK_HIT(h, -3, -4, -0.6, -0.8, -1.5, -2, 0);
    /* end cap: t = 1, q = (8, 0), d = (1.5, 2): pos (11, 4) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(big, V(9.5, 2), &h)))
        CHECK_HIT(h, 11, 4, 0.6, 0.8, 1.5, 2, 0);
    /* on the axis: the left perpendicular of (8, 0) is (0, 8) -> (0, 1) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(big, V(4, 0), &h)))
        CHECK_HIT(h, 4, 5, 0, 1, 0, 5, 0);
    /* vertical axis (0, 8), on the axis: left perpendicular (-8, 0) -> (-1, 0) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(0, 0, 0, 8, 5), V(0, 4), &h)))
        CHECK_HIT(h, -5, 4, -1, 0, -5, 0, 0);
    /* diagonal axis (6, 8), length 10: p = (3, 4) + 2.5*(-0.8, 0.6) = (1, 5.5),
       t = (6 + 44)/100 = 0.5, normal (-0.8, 0.6), pos (3, 4) + 5*normal = (-1, 7) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(0, 0, 6, 8, 5), V(1, 5.5), &h)))
        CHECK_HIT(h, -1, 7, -0.8, 0.6, -2, 1.5, 0);
    /* the other side: p = (5, 2.5), normal (0.8, -0.6), pos (7, 1) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(0, 0, 6, 8, 5), V(5, 2.5), &h)))
        CHECK_HIT(h, 7, 1, 0.8, -0.6, 2, -1.5, 0);
    /* on that axis: left perpendicular (-8, 6)/10 */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(0, 0, 6, 8, 5), V(3, 4), &h)))
        CHECK_HIT(h, -1, 7, -0.8, 0.6, -4, 3, 0);
    /* a capsule away from the origin: axis (10, -3) .. (10, 1), r 2;
       p = (11, 0): t = 0.75, q = (10, 0), pos (12, 0) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(10, -3, 0, 4, 2), V(11, 0), &h)))
        CHECK_HIT(h, 12, 0, 1, 0, 1, 0, 0);
}

TEST(test_capsule_point_edges)
{
    isect_capsule big = CAP(0, 0, 8, 0, 5);
    isect_hit h;
    /* zero-length capsule: a circle (1, 1) r 5 */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(1, 1, 0, 0, 5), V(2.5, 3), &h)))
        CHECK_HIT(h, 4, 5, 0.6, 0.8, 1.5, 2, 0);
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(1, 1, 0, 0, 5), V(1, 1), &h))) /* at the center: (1, 0) */
        CHECK_HIT(h, 6, 1, 1, 0, 5, 0, 0);
    /* misses: on the surface (side, end caps), outside */
    h = marked_hit();
    CHECK(!isect_capsule_point(big, V(4, 5), &h));
    CHECK(!isect_capsule_point(big, V(4, -5), &h));
    CHECK(!isect_capsule_point(big, V(13, 0), &h));
    CHECK(!isect_capsule_point(big, V(-3, -4), &h));
    CHECK(!isect_capsule_point(big, V(11, 4), &h));
    CHECK(!isect_capsule_point(big, V(20, 0), &h));
    CHECK(!isect_capsule_point(CAP(0, 0, 8, 0, 0), V(4, 0), &h)); /* zero radius */
    CHECK(!isect_capsule_point(CAP(1, 1, 0, 0, 5), V(4, 5), &h));  /* zero length, on it */
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_point(big, V(4, 1), NULL));
    CHECK(!isect_capsule_point(big, V(4, 5), NULL));
}

TEST(test_capsule_circle)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 2);
    isect_hit h;
    /* circle (4, 3) r 2: q = (4, 0), d = (0, 3), 3 < 2 + 2: normal (0, 1),
       pos (4, 2), delta = (4, 2) + 2*(0, 1) - (4, 3) = (0, 1) */
    h = marked_hit();
    if (CHECK(isect_capsule_circle(cap, CIRC(4, 3, 2), &h)))
        CHECK_HIT(h, 4, 2, 0, 1, 0, 1, 0);
    /* start cap: circle (-3, -4) r 4: d = (-3, -4), 5 < 6: normal (-0.6, -0.8),
       pos (-1.2, -1.6), delta = (-1.2 - 2.4 + 3, -1.6 - 3.2 + 4) */
    h = marked_hit();
    if (CHECK(isect_capsule_circle(cap, CIRC(-3, -4, 4), &h)))
        CHECK_HIT(h, -1.2, -1.6, -0.6, -0.8, -0.6, -0.8, 0);
    /* center on the axis: left perpendicular (0, 1), delta = (4, 3) - (4, 0) */
    h = marked_hit();
    if (CHECK(isect_capsule_circle(cap, CIRC(4, 0, 1), &h)))
        CHECK_HIT(h, 4, 2, 0, 1, 0, 3, 0);
    /* zero-length capsule: circle vs circle */
    h = marked_hit();
    if (CHECK(isect_capsule_circle(CAP(0, 0, 0, 0, 2), CIRC(3, 4, 4), &h)))
        CHECK_HIT(h, 1.2, 1.6, 0.6, 0.8, 0.6, 0.8, 0);
    h = marked_hit();
    if (CHECK(isect_capsule_circle(CAP(1, 1, 0, 0, 2), CIRC(1, 1, 1), &h)))
        CHECK_HIT(h, 3, 1, 1, 0, 3, 0, 0);
    /* misses: tangent on the side and at the end */
    h = marked_hit();
    CHECK(!isect_capsule_circle(cap, CIRC(4, 4, 2), &h));
    CHECK(!isect_capsule_circle(cap, CIRC(12, 0, 2), &h));
    CHECK(!isect_capsule_circle(cap, CIRC(-3, -4, 3), &h)); /* |d| = 5 = 2 + 3 */
    CHECK(!isect_capsule_circle(cap, CIRC(4, 10, 2), &h));
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_circle(cap, CIRC(4, 3, 2), NULL));
    CHECK(!isect_capsule_circle(cap, CIRC(4, 4, 2), NULL));
}

TEST(test_capsule_segment)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 2);
    isect_hit h;
    /* side: from (4, -6) by (0, 8) hits y = -2 at t = 0.5; the end circles are
       4 away from the line x = 4 */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(4, -6), V(0, 8), &h)))
        CHECK_HIT(h, 4, -2, 0, -1, 0, -4, 0.5);
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(3, 6), V(0, -8), &h)))
        CHECK_HIT(h, 3, 2, 0, 1, 0, 4, 0.5);
    /* end cap head on: start circle t = (48 - 16)/64 = 0.5; the core is
       reached later (x = 0 at t = 0.75) */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(-6, 0), V(8, 0), &h)))
        CHECK_HIT(h, -2, 0, -1, 0, -4, 0, 0.5);
    /* other end cap: circle (8, 0): m = (6, 0), t = 0.5 */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(14, 0), V(-8, 0), &h)))
        CHECK_HIT(h, 10, 0, 1, 0, 4, 0, 0.5);
    /* where the start circle meets the core, from (0, -6) by (0, 8): both give
       t = 0.5 and the normal (0, -1) */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(0, -6), V(0, 8), &h)))
        CHECK_HIT(h, 0, -2, 0, -1, 0, -4, 0.5);
    /* vertical capsule (0, 0) .. (0, 8), from (-6, 4) by (8, 0): side x = -2 */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(CAP(0, 0, 0, 8, 2), V(-6, 4), V(8, 0), &h)))
        CHECK_HIT(h, -2, 4, -1, 0, -4, 0, 0.5);
}

TEST(test_capsule_segment_caps_and_diagonals)
{
    isect_capsule big = CAP(0, 0, 8, 0, 5);
    isect_capsule diag = CAP(0, 0, 6, 8, 5); /* axis direction (0.6, 0.8), length 10 */
    isect_hit h;
    /* end cap 3-4-5: from (-7, 4) by (8, 0): start circle m = (-7, 4), a = 64,
       b = -56, c = 40, disc = 576, t = 0.5 at (-3, 4); core at x = 0: t = 7/8 */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(big, V(-7, 4), V(8, 0), &h)))
        CHECK_HIT(h, -3, 4, -0.6, 0.8, -4, 0, 0.5);
    /* parallel to the axis, hitting the end cap: from (-8, 3) by (16, 0):
       m = (-8, 3), a = 256, b = -128, c = 48, disc = 16384 - 12288 = 4096,
       t = (128 - 64)/256 = 0.25 at (-4, 3); core at x = 0: t = 0.5 */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(big, V(-8, 3), V(16, 0), &h)))
        CHECK_HIT(h, -4, 3, -0.8, 0.6, -12, 0, 0.25);
    /* diagonal capsule, side: from (-5, 10) by (8, -6) (along -(-0.8, 0.6)),
       hits (3, 4) + 5*(-0.8, 0.6) = (-1, 7) at t = 0.5; both end circles are
       only tangent to that line (disc = 100^2 - 100*100 = 0) */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(diag, V(-5, 10), V(8, -6), &h)))
        CHECK_HIT(h, -1, 7, -0.8, 0.6, -4, 3, 0.5);
    h = marked_hit();
    if (CHECK(isect_capsule_segment(diag, V(11, -2), V(-8, 6), &h)))
        CHECK_HIT(h, 7, 1, 0.8, -0.6, 4, -3, 0.5);
    /* diagonal capsule, end cap along the axis, from (12, 16) by (-6, -8):
       circle (6, 8): m = (6, 8), a = 100, b = -100, c = 100 - 25 = 75,
       disc = 10000 - 7500 = 2500, t = (100 - 50)/100 = 0.5 at (9, 12) */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(diag, V(12, 16), V(-6, -8), &h)))
        CHECK_HIT(h, 9, 12, 0.6, 0.8, 3, 4, 0.5);
}

TEST(test_capsule_segment_edges)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 2);
    isect_hit h;
    /* zero-length capsule behaves as a circle: circle_segment results */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(CAP(0, 0, 0, 0, 2), V(-6, 0), V(8, 0), &h)))
        CHECK_HIT(h, -2, 0, -1, 0, -4, 0, 0.5);
    h = marked_hit();
    if (CHECK(isect_capsule_segment(CAP(0, 0, 0, 0, 2), V(0, 6), V(0, -8), &h)))
        CHECK_HIT(h, 0, 2, 0, 1, 0, 4, 0.5);
    h = marked_hit();
    if (CHECK(isect_capsule_segment(CAP(1, 2, 0, 0, 5), V(-6, 6), V(8, 0), &h)))
        CHECK_HIT(h, -2, 6, -0.6, 0.8, -4, 0, 0.5);
    /* starts inside: time 0, delta = -(1 - 0)*delta. The one contact-point
       rule (updated from the old "pos = start"): pos is where the shortest
       way out leaves the capsule, the point test's contact; from a point on
       the axis both sides are as short, so only the side is left open. */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(4, 0), V(8, 0), &h))) {
        CHECK_NEAR(h.time, 0, 0);
        CHECK_NEAR(h.pos.x, 4, TOL);
        CHECK_NEAR(isect_abs(h.pos.y), 2, TOL);
        CHECK_VEC(h.delta, -8, 0, TOL);
        CHECK_NEAR(isect_length(h.normal), 1, TOL);
    }
    /* starts inside the start circle, moving away */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(-1, 0), V(-8, 0), &h))) {
        CHECK_NEAR(h.time, 0, 0);
        CHECK_VEC(h.pos, -2, 0, TOL); /* where the capsule point test leaves */
        CHECK_VEC(h.delta, 8, 0, TOL);
        CHECK_NEAR(isect_length(h.normal), 1, TOL);
    }
    /* zero-length segment inside: a point test, hit at time 0 */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(cap, V(4, 1), V(0, 0), &h))) {
        CHECK_NEAR(h.time, 0, 0);
        CHECK_VEC(h.pos, 4, 2, TOL); /* where the capsule point test leaves */
        CHECK_VEC(h.delta, 0, 0, TOL);
        CHECK_NEAR(isect_length(h.normal), 1, TOL);
    }
}

TEST(test_capsule_segment_miss)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 2);
    isect_hit h = marked_hit();
    CHECK(!isect_capsule_segment(cap, V(-4, 3), V(16, 0), &h));  /* parallel, outside */
    CHECK(!isect_capsule_segment(cap, V(-4, 2), V(16, 0), &h));  /* along the flat side */
    CHECK(!isect_capsule_segment(cap, V(12, -2), V(-16, 0), &h));
    CHECK(!isect_capsule_segment(cap, V(-2, -6), V(0, 12), &h)); /* tangent to the start cap */
    CHECK(!isect_capsule_segment(cap, V(10, 6), V(0, -12), &h)); /* tangent to the end cap */
    CHECK(!isect_capsule_segment(cap, V(4, -6), V(0, 3), &h));   /* ends before */
    CHECK(!isect_capsule_segment(cap, V(4, -6), V(0, 4), &h));   /* ends on it: t = 1 */
    CHECK(!isect_capsule_segment(cap, V(4, -6), V(0, -4), &h));  /* moving away */
    CHECK(!isect_capsule_segment(cap, V(4, 2), V(0, 4), &h));    /* starts on it, moving away */
    CHECK(!isect_capsule_segment(cap, V(4, 3), V(0, 0), &h));    /* zero length outside */
    CHECK(!isect_capsule_segment(cap, V(4, 2), V(0, 0), &h));    /* zero length on it */
    CHECK(!isect_capsule_segment(CAP(0, 0, 0, 0, 2), V(-6, 2), V(8, 0), &h)); /* circle, tangent */
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_segment(cap, V(4, -6), V(0, 8), NULL));
    CHECK(!isect_capsule_segment(cap, V(-4, 3), V(16, 0), NULL));
}

/* ======================================================================== */
/* Sweeping through many                                                    */
/* ======================================================================== */

TEST(test_sweep_aabb_into)
{
    isect_shape shapes[3];
    isect_sweep sw;
    size_t index;
    isect_aabb moving = BOX(0, 0, 1, 1);

    /* box (10, 0): padded half 2: near = 8/16 = 0.5; circle (5, 0) r 1:
       relative, the circle moves (-16, 0) against the moving box padded by 1:
       near = (5 - 2)/16 = 0.1875, face; normal (-1, 0) (the circle's), hit.pos
       = (1, 0) + 0.1875*(16, 0) = (4, 0), delta = -(0.8125)*(16, 0) */
    shapes[0] = isect_shape_aabb(BOX(10, 0, 1, 1));
    shapes[1] = isect_shape_circle(CIRC(5, 0, 1));
    sw = marked_sweep();
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 2, moving, V(16, 0), &sw, &index))) {
        CHECK(index == 1);
        CHECK_HIT(sw.hit, 4, 0, -1, 0, -13, 0, 0.1875);
        CHECK_SWEEP_STOP(sw, 0.1875, 0, 0, 16, 0);
    }
    /* the earliest hit wins even when it comes last: box (4, 0): near = 2/16 */
    shapes[0] = isect_shape_aabb(BOX(10, 0, 1, 1));
    shapes[1] = isect_shape_aabb(BOX(10, 5, 1, 1));   /* never hit */
    shapes[2] = isect_shape_aabb(BOX(4, 0, 1, 1));
    sw = marked_sweep();
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 3, moving, V(16, 0), &sw, &index))) {
        CHECK(index == 2);
        CHECK_NEAR(sw.hit.time, 0.125, TOL);
        CHECK_VEC(sw.hit.normal, -1, 0, TOL);
        CHECK_SWEEP_STOP(sw, 0.125, 0, 0, 16, 0);
    }
    /* ties do not depend on the order (issue 10): box (10, 0.5) and box
       (10, 0) both at t = 0.5, same normal, same contact (9, 0): the fixed
       order of shapes picks box (10, 0), the smaller y */
    shapes[0] = isect_shape_aabb(BOX(10, 5, 1, 1));   /* a miss first */
    shapes[1] = isect_shape_aabb(BOX(10, 0.5, 1, 1));
    shapes[2] = isect_shape_aabb(BOX(10, 0, 1, 1));
    sw = marked_sweep();
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 3, moving, V(16, 0), &sw, &index))) {
        CHECK(index == 2);
        CHECK_NEAR(sw.hit.time, 0.5, TOL);
    }
    shapes[1] = isect_shape_aabb(BOX(10, 0, 1, 1));
    shapes[2] = isect_shape_aabb(BOX(10, 0.5, 1, 1));
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 3, moving, V(16, 0), &sw, &index)))
        CHECK(index == 1);
    /* a box and a circle at the same time (circle (10, 0) r 1: near = 8/16),
       same normal and contact: the box (its kind comes first), in either order */
    shapes[0] = isect_shape_circle(CIRC(10, 0, 1));
    shapes[1] = isect_shape_aabb(BOX(10, 0, 1, 1));
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 2, moving, V(16, 0), &sw, &index)))
        CHECK(index == 1);
    shapes[0] = isect_shape_aabb(BOX(10, 0, 1, 1));
    shapes[1] = isect_shape_circle(CIRC(10, 0, 1));
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 2, moving, V(16, 0), &sw, &index)))
        CHECK(index == 0);
    /* index may be NULL */
    CHECK(isect_sweep_aabb_into(shapes, 2, moving, V(16, 0), &sw, NULL));
    CHECK(isect_sweep_aabb_into(shapes, 2, moving, V(16, 0), NULL, NULL));
}

TEST(test_sweep_aabb_into_misses)
{
    isect_shape shapes[2];
    isect_sweep sw;
    size_t index;
    isect_aabb moving = BOX(0, 0, 1, 1);
    /* empty list, NULL shapes */
    sw = marked_sweep();
    index = 99;
    CHECK(!isect_sweep_aabb_into(NULL, 0, moving, V(16, 0), &sw, &index));
    CHECK_SWEEP_MISS(sw, 16, 0);
    CHECK(index == 99);
    /* all miss: a box 5 above, a circle touching the path's side */
    shapes[0] = isect_shape_aabb(BOX(10, 5, 1, 1));
    shapes[1] = isect_shape_circle(CIRC(8, 2, 1));  /* |2| = 1 + 1: touching */
    sw = marked_sweep();
    index = 99;
    CHECK(!isect_sweep_aabb_into(shapes, 2, moving, V(16, 0), &sw, &index));
    CHECK_SWEEP_MISS(sw, 16, 0);
    CHECK(index == 99);
    /* zero delta: the static tests; box (10, 0) overlaps the moving box at
       (10.5, 0): dx = 0.5, px = 1.5 < py = 2: normal (1, 0), delta (1.5, 0) */
    shapes[0] = isect_shape_aabb(BOX(20, 0, 1, 1));
    shapes[1] = isect_shape_aabb(BOX(10, 0, 1, 1));
    sw = marked_sweep();
    index = 99;
    if (CHECK(isect_sweep_aabb_into(shapes, 2, BOX(10.5, 0, 1, 1), V(0, 0), &sw, &index))) {
        CHECK(index == 1);
        CHECK_HIT(sw.hit, 11, 0, 1, 0, 1.5, 0, 0);
        CHECK_VEC(sw.pos, 10.5, 0, 0);
        CHECK_NEAR(sw.time, 0, 0);
    }
}

TEST(test_sweep_circle_into)
{
    isect_shape shapes[3];
    isect_sweep sw;
    size_t index;
    isect_circle moving = CIRC(0, 0, 1);
    /* box (10, 0) half 1: padded 2: near = 8/16 = 0.5; circle (6, 0) r 1:
       R = 2, m = (-6, 0), a = 256, b = -96, c = 32, disc = 1024,
       t = (96 - 32)/256 = 0.25; hit.pos = (4, 0) - (-1, 0) = (5, 0) */
    shapes[0] = isect_shape_aabb(BOX(10, 0, 1, 1));
    shapes[1] = isect_shape_circle(CIRC(6, 0, 1));
    sw = marked_sweep();
    index = 99;
    if (CHECK(isect_sweep_circle_into(shapes, 2, moving, V(16, 0), &sw, &index))) {
        CHECK(index == 1);
        CHECK_HIT(sw.hit, 5, 0, -1, 0, -12, 0, 0.25);
        CHECK_SWEEP_STOP(sw, 0.25, 0, 0, 16, 0);
    }
    /* only the box: t = 0.5, hit.pos = (8, 0) - (-1, 0) = (9, 0) */
    shapes[1] = isect_shape_circle(CIRC(6, 5, 1));
    sw = marked_sweep();
    index = 99;
    if (CHECK(isect_sweep_circle_into(shapes, 2, moving, V(16, 0), &sw, &index))) {
        CHECK(index == 0);
        CHECK_HIT(sw.hit, 9, 0, -1, 0, -8, 0, 0.5);
        CHECK_SWEEP_STOP(sw, 0.5, 0, 0, 16, 0);
    }
    /* ties do not depend on the order (issue 10): box (10, 0) and circle
       (10, 0) r 1 at t = 0.5, same normal and contact: the box wins */
    shapes[0] = isect_shape_circle(CIRC(6, 5, 1));
    shapes[1] = isect_shape_circle(CIRC(10, 0, 1));
    shapes[2] = isect_shape_aabb(BOX(10, 0, 1, 1));
    index = 99;
    if (CHECK(isect_sweep_circle_into(shapes, 3, moving, V(16, 0), &sw, &index)))
        CHECK(index == 2);
    shapes[1] = isect_shape_aabb(BOX(10, 0, 1, 1));
    shapes[2] = isect_shape_circle(CIRC(10, 0, 1));
    index = 99;
    if (CHECK(isect_sweep_circle_into(shapes, 3, moving, V(16, 0), &sw, &index)))
        CHECK(index == 1);
    /* misses, empty list */
    sw = marked_sweep();
    index = 99;
    CHECK(!isect_sweep_circle_into(NULL, 0, moving, V(16, 0), &sw, &index));
    CHECK_SWEEP_MISS(sw, 16, 0);
    CHECK(index == 99);
    shapes[0] = isect_shape_circle(CIRC(6, 5, 1));
    shapes[1] = isect_shape_aabb(BOX(10, -2, 1, 1));  /* |-2| = 1 + 1: slides along */
    sw = marked_sweep();
    index = 99;
    CHECK(!isect_sweep_circle_into(shapes, 2, moving, V(16, 0), &sw, &index));
    CHECK_SWEEP_MISS(sw, 16, 0);
    CHECK(index == 99);
    CHECK(!isect_sweep_circle_into(shapes, 2, moving, V(16, 0), NULL, NULL));
}

/* ======================================================================== */
/* Degenerate positions and huge coordinates                                */
/* ======================================================================== */

TEST(test_capsule_point_on_axis)
{
    /* Points stored exactly on a horizontal axis (p.y == 0 == the axis's y):
       d == 0, so the normal is the left perpendicular of (5, 0), (0, 1), and
       the point is pushed out across the axis: pos (p.x, 2), delta (0, 2).
       (Pushing along the axis would leave it inside.) */
    isect_capsule cap = CAP(-20, 0, 5, 0, 2);
    isect_capsule vert = CAP(0, -20, 0, 5, 2);
    isect_hit h;
    int k;
    for (k = 1; k < 50; k++) {
        double x = -20.0 + k / 10.0;
        h = marked_hit();
        if (CHECK(isect_capsule_point(cap, V(x, 0), &h))) {
            CHECK_VEC(h.normal, 0, 1, TOL);
            CHECK_VEC(h.delta, 0, 2, TOL);
        }
        /* a circle centered on the axis: delta (0, 2 + 1) */
        h = marked_hit();
        if (CHECK(isect_capsule_circle(cap, CIRC(x, 0, 1), &h)))
            CHECK_VEC(h.delta, 0, 3, TOL);
        /* a vertical axis (0, 5): the left perpendicular is (-1, 0) */
        h = marked_hit();
        if (CHECK(isect_capsule_point(vert, V(0, x), &h))) {
            CHECK_VEC(h.normal, -1, 0, TOL);
            CHECK_VEC(h.delta, -2, 0, TOL);
        }
    }
}

/* The spec promises finite results for coordinates up to about 1e150 in double
   and 1e18 in float. Cases from above scaled by a power of two S (exact):
   times, normals are unchanged, positions and deltas scale by S. */
#ifdef ISECT_FLOAT
#define HUGE_S 18014398509481984.0 /* 2^54: coordinates up to 32 S = 5.8e17 */
#else
#define HUGE_S 3.2733906078961419e147 /* 2^490: up to 32 S = 1.0e149 */
#endif

TEST(test_huge_coordinates)
{
    const double S = HUGE_S, T = TOL * HUGE_S;
    isect_hit h;
    isect_sweep sw;
    /* circle_segment: t = 0.5 as in test_circle_segment */
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(0, 0, 2 * S), V(-6 * S, 0), V(8 * S, 0), R(0), &h))) {
        CHECK_VEC(h.pos, -2 * S, 0, T);
        CHECK_VEC(h.normal, -1, 0, TOL);
        CHECK_VEC(h.delta, -4 * S, 0, T);
        CHECK_NEAR(h.time, 0.5, TOL);
    }
    /* 3-4-5 off the axis: C (S, 2S) r 5S from (-6S, 6S) by (8S, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(S, 2 * S, 5 * S), V(-6 * S, 6 * S), V(8 * S, 0), R(0), &h))) {
        CHECK_VEC(h.normal, -0.6, 0.8, TOL);
        CHECK_NEAR(h.time, 0.5, TOL);
    }
    /* far off: a miss (and *out untouched) */
    h = marked_hit();
    CHECK(!isect_circle_segment(CIRC(0, 0, 2 * S), V(-6 * S, 3 * S), V(8 * S, 0), R(0), &h));
    CHECK(!isect_circle_segment(CIRC(0, 0, 2 * S), V(-6 * S, 0), V(2 * S, 0), R(0), &h));
    CHECK(hit_is_marked(h));
    /* circle_sweep_circle */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_circle(CIRC(0, 0, S), CIRC(-6 * S, 0, S), V(8 * S, 0), &sw))) {
        CHECK_VEC(sw.hit.pos, -S, 0, T);
        CHECK_VEC(sw.hit.normal, -1, 0, TOL);
        CHECK_NEAR(sw.hit.time, 0.5, TOL);
        CHECK(sw.time <= 0.5 && sw.time > 0.5 - 1e-6);
        CHECK_VEC(sw.pos, -6 * S + 8 * S * (double)sw.time, 0, T);
    }
    sw = marked_sweep();
    CHECK(!isect_circle_sweep_circle(CIRC(0, 0, S), CIRC(-6 * S, 3 * S, S), V(8 * S, 0), &sw));
    CHECK_VEC(sw.pos, 2 * S, 3 * S, T);
    CHECK_NEAR(sw.time, 1, 0);
    /* aabb_sweep_circle, the rounded corner: t = 0.46875 */
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_circle(BOX(0, 0, 2 * S, 2 * S), CIRC(-20 * S, -6 * S, 5 * S), V(32 * S, 0), &sw))) {
        CHECK_VEC(sw.hit.pos, -2 * S, -2 * S, T);
        CHECK_VEC(sw.hit.normal, -0.6, -0.8, TOL);
        CHECK_NEAR(sw.hit.time, 0.46875, TOL);
    }
    /* circle_sweep_aabb, the rounded corner */
    sw = marked_sweep();
    if (CHECK(isect_circle_sweep_aabb(CIRC(0, 0, 5 * S), BOX(20 * S, 6 * S, 2 * S, 2 * S), V(-32 * S, 0), &sw))) {
        CHECK_VEC(sw.hit.pos, 3 * S, 4 * S, T);
        CHECK_VEC(sw.hit.normal, 0.6, 0.8, TOL);
        CHECK_NEAR(sw.hit.time, 0.46875, TOL);
    }
    /* capsule_segment: end cap and side */
    h = marked_hit();
    if (CHECK(isect_capsule_segment(CAP(0, 0, 8 * S, 0, 2 * S), V(-6 * S, 0), V(8 * S, 0), &h))) {
        CHECK_VEC(h.pos, -2 * S, 0, T);
        CHECK_VEC(h.normal, -1, 0, TOL);
        CHECK_NEAR(h.time, 0.5, TOL);
    }
    h = marked_hit();
    if (CHECK(isect_capsule_segment(CAP(0, 0, 8 * S, 0, 2 * S), V(4 * S, -6 * S), V(0, 8 * S), &h))) {
        CHECK_VEC(h.pos, 4 * S, -2 * S, T);
        CHECK_VEC(h.normal, 0, -1, TOL);
        CHECK_NEAR(h.time, 0.5, TOL);
    }
    CHECK(!isect_capsule_segment(CAP(0, 0, 8 * S, 0, 2 * S), V(-4 * S, 3 * S), V(16 * S, 0), NULL));
    /* the box tests and the static circle tests */
    h = marked_hit();
    if (CHECK(isect_aabb_segment(BOX(0, 0, 2 * S, 2 * S), V(-4 * S, S), V(8 * S, 0), V(0, 0), &h))) {
        CHECK_VEC(h.pos, -2 * S, S, T);
        CHECK_NEAR(h.time, 0.25, TOL);
    }
    sw = marked_sweep();
    if (CHECK(isect_aabb_sweep_aabb(BOX(0, 0, 2 * S, 2 * S), BOX(-6 * S, 0.5 * S, S, S), V(8 * S, 0), &sw)))
        CHECK_NEAR(sw.hit.time, 0.375, TOL);
    h = marked_hit();
    if (CHECK(isect_aabb_circle(BOX(0, 0, 2 * S, 2 * S), CIRC(5 * S, 6 * S, 6 * S), &h))) {
        CHECK_VEC(h.normal, 0.6, 0.8, TOL);
        CHECK_VEC(h.delta, 0.6 * S, 0.8 * S, T);
    }
    h = marked_hit();
    if (CHECK(isect_circle_circle(CIRC(0, 0, 5 * S), CIRC(6 * S, 8 * S, 6 * S), &h))) {
        CHECK_VEC(h.pos, 3 * S, 4 * S, T);
        CHECK_VEC(h.delta, 0.6 * S, 0.8 * S, T);
    }
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(0, 0, 8 * S, 0, 5 * S), V(-1.5 * S, -2 * S), &h))) {
        CHECK_VEC(h.normal, -0.6, -0.8, TOL);
        CHECK_VEC(h.delta, -1.5 * S, -2 * S, T);
    }
}

/* Subnormal values: a velocity damped toward zero frame after frame gets
   there. Finite in, finite out; a nonzero vector keeps its direction. */
#ifdef ISECT_FLOAT
#define SUBNORMAL 1e-40
#else
#define SUBNORMAL 1e-310
#endif

TEST(test_subnormal)
{
    const double s = (double)R(SUBNORMAL); /* as stored */
    isect_hit h;
    CHECK(s > 0); /* the platform keeps subnormals */
    CHECK_NEAR(isect_length(V(SUBNORMAL, 0)), s, s * 1e-3);
    CHECK_NEAR(isect_length(V(0, -SUBNORMAL)), s, s * 1e-3);
    CHECK_VEC(isect_normalize(V(SUBNORMAL, 0)), 1, 0, TOL);
    CHECK_VEC(isect_normalize(V(0, -SUBNORMAL)), 0, -1, TOL);
    CHECK_VEC(isect_normalize(V(-SUBNORMAL, 0)), -1, 0, TOL);
    /* p a subnormal distance from the center: d = (s, 0), normal (1, 0),
       pos (1, 0), delta = pos - p = (1 - s, 0) */
    h = marked_hit();
    if (CHECK(isect_circle_point(CIRC(0, 0, 1), V(SUBNORMAL, 0), R(0), &h)))
        CHECK_HIT(h, 1, 0, 1, 0, 1, 0, 0);
    h = marked_hit();
    if (CHECK(isect_circle_circle(CIRC(0, 0, 1), CIRC(0, -SUBNORMAL, 1), &h)))
        CHECK_HIT(h, 0, -1, 0, -1, 0, -2, 0);
    /* a zero-size box: d = (s, 0) from its point, normal (1, 0), delta (1 - s, 0) */
    h = marked_hit();
    if (CHECK(isect_aabb_circle(BOX(0, 0, 0, 0), CIRC(SUBNORMAL, 0, 1), &h)))
        CHECK_HIT(h, 0, 0, 1, 0, 1, 0, 0);
    /* a subnormal distance off the capsule's axis: normal (0, 1) */
    h = marked_hit();
    if (CHECK(isect_capsule_point(CAP(0, 0, 8, 0, 2), V(4, SUBNORMAL), &h)))
        CHECK_HIT(h, 4, 2, 0, 1, 0, 2, 0);
    /* a subnormal segment inside a circle and a box: hit at time 0 */
    h = marked_hit();
    if (CHECK(isect_circle_segment(CIRC(0, 0, 2), V(1, 0), V(SUBNORMAL, 0), R(0), &h)))
        CHECK_HIT(h, 2, 0, 1, 0, 0, 0, 0);
    h = marked_hit();
    if (CHECK(isect_aabb_segment(BOX(0, 0, 2, 2), V(1, 1), V(SUBNORMAL, SUBNORMAL), V(0, 0), &h))) {
        CHECK_VEC(h.pos, 1, 2, TOL); /* a point: the point test's contact (issue 10) */
        CHECK_NEAR(h.time, 0, 0);
    }
}

/* isect_nearest_segment: the foot of the perpendicular, clamped to the ends.
   Segment (2,1) + t(8,0): the point (6,5) has its foot at t = 4/8 -> (6,1);
   (-3,7) lies before the start -> (2,1); (20,-4) beyond the end -> (10,1).
   Diagonal (0,0) + t(4,4): the point (0,4) projects to t = 16/32 -> (2,2).
   A zero-length segment is its start point. */
TEST(test_nearest_segment)
{
    CHECK_VEC(isect_nearest_segment(V(2, 1), V(8, 0), V(6, 5)), 6, 1, TOL);
    CHECK_VEC(isect_nearest_segment(V(2, 1), V(8, 0), V(-3, 7)), 2, 1, TOL);
    CHECK_VEC(isect_nearest_segment(V(2, 1), V(8, 0), V(20, -4)), 10, 1, TOL);
    CHECK_VEC(isect_nearest_segment(V(0, 0), V(4, 4), V(0, 4)), 2, 2, TOL);
    CHECK_VEC(isect_nearest_segment(V(3, -2), V(0, 0), V(9, 9)), 3, -2, TOL);
    /* a point on the segment is its own nearest point */
    CHECK_VEC(isect_nearest_segment(V(2, 1), V(8, 0), V(7, 1)), 7, 1, TOL);
}

/* A segment aimed straight through the center of a tiny, far circle. The old
   discriminant b*b - c cancelled (both near |M|^2 = 1000) and, in float,
   came out <= 0: a miss. Through the center the entry is at distance
   |M| - r along the path, so t = (|M| - r) / |delta| with |delta| = 1.5|M|.
   Expected values are computed in double from the inputs as stored. */
TEST(test_circle_segment_tiny_far_circle)
{
    isect_circle c = CIRC(30.3, 17.1, 0.005);
    isect_vec p = V(0.7, -2.9);
    isect_vec d = V(1.5 * ((double)c.pos.x - (double)p.x),
                    1.5 * ((double)c.pos.y - (double)p.y));
    double mx = (double)c.pos.x - (double)p.x, my = (double)c.pos.y - (double)p.y;
    double dist = sqrt(mx * mx + my * my);
    double dlen = sqrt((double)d.x * (double)d.x + (double)d.y * (double)d.y);
    isect_hit h;
    if (CHECK(isect_circle_segment(c, p, d, 0, &h)))
        CHECK_NEAR(h.time, (dist - 0.005) / dlen, 1e-6);
}

int main(void)
{
    RUN(test_helpers);
    RUN(test_normalize);
    RUN(test_shape_constructors);
    RUN(test_aabb_point);
    RUN(test_aabb_point_ties);
    RUN(test_aabb_point_miss);
    RUN(test_aabb_segment_axes);
    RUN(test_aabb_segment_diagonals);
    RUN(test_aabb_segment_padding);
    RUN(test_aabb_segment_inside);
    RUN(test_aabb_segment_zero_length);
    RUN(test_aabb_segment_miss);
    RUN(test_aabb_aabb);
    RUN(test_aabb_aabb_miss);
    RUN(test_aabb_sweep_aabb);
    RUN(test_aabb_sweep_aabb_edges);
    RUN(test_aabb_sweep_aabb_zero_delta);
    RUN(test_aabb_circle_outside);
    RUN(test_aabb_circle_inside);
    RUN(test_aabb_circle_miss);
    RUN(test_aabb_sweep_circle_faces);
    RUN(test_aabb_sweep_circle_corners);
    RUN(test_aabb_sweep_circle_cusp);
    RUN(test_aabb_sweep_circle_edges);
    RUN(test_circle_point);
    RUN(test_circle_segment);
    RUN(test_circle_segment_inside);
    RUN(test_circle_segment_miss);
    RUN(test_circle_circle);
    RUN(test_circle_sweep_circle);
    RUN(test_circle_sweep_circle_edges);
    RUN(test_circle_aabb);
    RUN(test_circle_aabb_mirrors_aabb_circle);
    RUN(test_circle_sweep_aabb);
    RUN(test_circle_sweep_aabb_edges);
    RUN(test_capsule_point);
    RUN(test_capsule_point_edges);
    RUN(test_capsule_circle);
    RUN(test_capsule_segment);
    RUN(test_capsule_segment_caps_and_diagonals);
    RUN(test_capsule_segment_edges);
    RUN(test_capsule_segment_miss);
    RUN(test_sweep_aabb_into);
    RUN(test_sweep_aabb_into_misses);
    RUN(test_sweep_circle_into);
    RUN(test_capsule_point_on_axis);
    RUN(test_huge_coordinates);
    RUN(test_subnormal);
    RUN(test_nearest_segment);
    RUN(test_circle_segment_tiny_far_circle);
    return check_report();
}
