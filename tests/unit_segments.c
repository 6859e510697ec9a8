/* unit_segments.c -- unit tests of the segment and capsule tests of issue 3:
   isect_segment_segment, isect_circle_overlaps_segment, isect_capsule_capsule,
   isect_capsule_aabb and isect_capsule_sweep_circle. Every expected value is
   worked out by hand in the comment next to it; inputs are small integers,
   halves and 3-4-5 triangles, so the results are exact (or within TOL).

   Names: the first segment is A + sE (seg_pos, seg_delta), the second
   P + tD (pos, delta); W = P - A; q = E x D. */
#include "testlib.h" /* TOL, EPS, R, V, BOX, CIRC, CAP, marked_hit, CHECK_HIT */

/* Same fields, compared with another hit. */
#define CHECK_SAME_HIT(h, g)                                                      \
    do {                                                                          \
        CHECK_VEC(h.pos, g.pos.x, g.pos.y, TOL);                                  \
        CHECK_VEC(h.normal, g.normal.x, g.normal.y, TOL);                         \
        CHECK_VEC(h.delta, g.delta.x, g.delta.y, TOL);                            \
        CHECK_NEAR(h.time, g.time, TOL);                                          \
    } while (0)

/* segment_segment with both outputs; s receives seg_time */
static bool SS(double ax, double ay, double ex, double ey, double px, double py,
               double dx, double dy, isect_hit *h, isect_real *s)
{
    return isect_segment_segment(V(ax, ay), V(ex, ey), V(px, py), V(dx, dy), h, s);
}

/* ======================================================================== */
/* Segment vs segment                                                       */
/* ======================================================================== */

TEST(test_segment_crossing)
{
    isect_hit h = marked_hit();
    isect_real s = R(MARK);
    /* A (0,0) E (4,0); P (1,-1) D (0,2); W (1,-1); q = 4*2 - 0*0 = 8;
       W x D = 1*2 - (-1)*0 = 2 -> s = 1/4; W x E = 1*0 - (-1)*4 = 4 -> t = 1/2;
       pos (1,-1) + (0,1) = (1,0); E x W = 4*(-1) - 0*1 = -4 < 0: the start is
       to the right of E, normal -L = -(0,1); delta -(1/2)(0,2) = (0,-1). */
    if (CHECK(SS(0, 0, 4, 0, 1, -1, 0, 2, &h, &s))) {
        CHECK_HIT(h, 1, 0, 0, -1, 0, -1, 0.5);
        CHECK_NEAR(s, 0.25, TOL);
    }
    /* the second reversed: P (1,1) D (0,-2); q = -8 (flipped to 8), same times;
       E x W = 4*1 = 4 > 0: normal (0,1); delta -(1/2)(0,-2) = (0,1). */
    if (CHECK(SS(0, 0, 4, 0, 1, 1, 0, -2, &h, &s))) {
        CHECK_HIT(h, 1, 0, 0, 1, 0, 1, 0.5);
        CHECK_NEAR(s, 0.25, TOL);
    }
    /* the first reversed: A (4,0) E (-4,0): s = 3/4 now, t unchanged;
       E x W = (-4)(-1) - 0*(-3) = 4 > 0: L = (0,-4)/4 = (0,-1): normal (0,-1). */
    if (CHECK(SS(4, 0, -4, 0, 1, -1, 0, 2, &h, &s))) {
        CHECK_HIT(h, 1, 0, 0, -1, 0, -1, 0.5);
        CHECK_NEAR(s, 0.75, TOL);
    }
    /* the two swapped: A (1,-1) E (0,2); P (0,0) D (4,0): times swap, s = 1/2,
       t = 1/4; pos (1,0); W = (-1,1), E x W = 0*1 - 2*(-1) = 2 > 0:
       L = (-2,0)/2 = (-1,0); delta -(3/4)(4,0) = (-3,0). */
    if (CHECK(SS(1, -1, 0, 2, 0, 0, 4, 0, &h, &s))) {
        CHECK_HIT(h, 1, 0, -1, 0, -3, 0, 0.25);
        CHECK_NEAR(s, 0.5, TOL);
    }
    /* slanted: A (0,0) E (4,4); P (0,4) D (4,-4): q = 4*(-4) - 4*4 = -32;
       W (0,4): W x D = 0*(-4) - 4*4 = -16; W x E = 0*4 - 4*4 = -16;
       flipped: s = t = 16/32 = 1/2, pos (2,2); E x W = 4*4 - 4*0 = 16 > 0:
       L = (-4,4)/|..| = (-1,1)/sqrt2; delta -(1/2)(4,-4) = (-2,2). */
    if (CHECK(SS(0, 0, 4, 4, 0, 4, 4, -4, &h, &s))) {
        CHECK_HIT(h, 2, 2, -SQRT_HALF, SQRT_HALF, -2, 2, 0.5);
        CHECK_NEAR(s, 0.5, TOL);
    }
    /* away from the origin: everything above moved by (10,-20) */
    if (CHECK(SS(10, -20, 4, 0, 11, -21, 0, 2, &h, &s))) {
        CHECK_HIT(h, 11, -20, 0, -1, 0, -1, 0.5);
        CHECK_NEAR(s, 0.25, TOL);
    }
    /* NULL outputs: the same answer */
    CHECK(SS(0, 0, 4, 0, 1, -1, 0, 2, NULL, NULL));
    CHECK(SS(0, 0, 4, 0, 1, -1, 0, 2, &h, NULL));
    s = R(MARK);
    if (CHECK(SS(0, 0, 4, 0, 1, -1, 0, 2, NULL, &s)))
        CHECK_NEAR(s, 0.25, TOL);
}

TEST(test_segment_misses)
{
    isect_hit h = marked_hit();
    isect_real s = R(MARK);
    /* the lines cross at (1,0) but the second stops short: P (1,-3) D (0,2):
       W (1,-3); q = 8; W x E = 0 - (-3)*4 = 12 > 8 -> t = 1.5: miss */
    CHECK(!SS(0, 0, 4, 0, 1, -3, 0, 2, &h, &s));
    /* ... or starts beyond: P (1,1) D (0,2): W x E = -4 < 0: t < 0 */
    CHECK(!SS(0, 0, 4, 0, 1, 1, 0, 2, &h, &s));
    /* the crossing is off the first segment: P (5,-1) D (0,2): W x D = 10 > 8 */
    CHECK(!SS(0, 0, 4, 0, 5, -1, 0, 2, &h, &s));
    /* ... and before it: P (-1,-1) D (0,2): W x D = -2 < 0 */
    CHECK(!SS(0, 0, 4, 0, -1, -1, 0, 2, &h, &s));
    /* end to end, just apart: P (2.5,-0.5) D (1,1); q = 2*1 - 0 = 2;
       W x D = 2.5*1 - (-0.5)*1 = 3 > 2: the lines meet at (3,0), off [0,2] */
    CHECK(!SS(0, 0, 2, 0, 2.5, -0.5, 1, 1, &h, &s));
    CHECK(!SS(0, 0, 4, 0, 1, -3, 0, 2, NULL, NULL));
    CHECK(hit_is_marked(h));
    CHECK(s == R(MARK));
}

TEST(test_segment_endpoints)
{
    isect_hit h = marked_hit();
    isect_real s = R(MARK);
    /* T-junction, the second starts on the first: A (0,0) E (4,0); P (2,0)
       D (0,3); q = 12; W (2,0): W x D = 6 -> s = 1/2; W x E = 0 -> t = 0;
       E x W = 0, so the normal faces against D: -(E x D) = -12 -> (0,-1);
       delta -(1)(0,3) = (0,-3). */
    if (CHECK(SS(0, 0, 4, 0, 2, 0, 0, 3, &h, &s))) {
        CHECK_HIT(h, 2, 0, 0, -1, 0, -3, 0);
        CHECK_NEAR(s, 0.5, TOL);
    }
    /* T-junction, the second ends on the first: P (2,3) D (0,-3); q = -12;
       W x D = -6, W x E = -12, flipped: s = 1/2, t = 1; E x W = 12 -> (0,1);
       delta -(0)(0,-3) = 0. */
    if (CHECK(SS(0, 0, 4, 0, 2, 3, 0, -3, &h, &s))) {
        CHECK_HIT(h, 2, 0, 0, 1, 0, 0, 1);
        CHECK_NEAR(s, 0.5, TOL);
    }
    /* T-junction, the first ends on the second: A (0,0) E (2,0); P (2,-1)
       D (0,2); q = 4; W (2,-1): W x D = 4 -> s = 1; W x E = 2 -> t = 1/2 */
    if (CHECK(SS(0, 0, 2, 0, 2, -1, 0, 2, &h, &s))) {
        CHECK_HIT(h, 2, 0, 0, -1, 0, -1, 0.5);
        CHECK_NEAR(s, 1, TOL);
    }
    /* end to end at an angle: A (0,0) E (2,0); P (2,0) D (1,1): q = 2;
       W (2,0): W x D = 2 -> s = 1; W x E = 0 -> t = 0; E x W = 0, -(E x D) = -2
       -> normal (0,-1); delta -(1,1). */
    if (CHECK(SS(0, 0, 2, 0, 2, 0, 1, 1, &h, &s))) {
        CHECK_HIT(h, 2, 0, 0, -1, -1, -1, 0);
        CHECK_NEAR(s, 1, TOL);
    }
    /* end to end, both starts: A (0,0) E (2,0); P (0,0) D (0,-2): q = -4;
       W = 0: both tops 0: s = t = 0; E x W = 0, -(E x D) = 4 -> (0,1) */
    if (CHECK(SS(0, 0, 2, 0, 0, 0, 0, -2, &h, &s))) {
        CHECK_HIT(h, 0, 0, 0, 1, 0, 2, 0);
        CHECK_NEAR(s, 0, TOL);
    }
}

TEST(test_segment_parallel)
{
    isect_hit h = marked_hit();
    isect_real s = R(MARK);
    /* parallel and apart: A (0,0) E (4,0); P (0,1) D (4,0): q = 0;
       W x E = 0*0 - 1*4 = -4 != 0: miss; also anti-parallel, and a point */
    CHECK(!SS(0, 0, 4, 0, 0, 1, 4, 0, &h, &s));
    CHECK(!SS(0, 0, 4, 0, 4, 1, -4, 0, &h, &s));
    CHECK(!SS(0, 0, 4, 4, 1, 0, 2, 2, &h, &s)); /* W x E = 1*4 - 0 = 4 */
    CHECK(!SS(0, 0, 4, 0, 3, 1, 0, 0, &h, &s)); /* a point off the line */
    CHECK(hit_is_marked(h));
    CHECK(s == R(MARK));
}

TEST(test_segment_collinear)
{
    isect_hit h = marked_hit();
    isect_real s = R(MARK);
    /* overlapping, the second comes from before A: A (0,0) E (4,0) ee = 16;
       P (-2,0) D (4,0): W.E = -8 < 0, D.E = 16 > 0, 8 <= 16: t = 8/16 = 1/2,
       s = 0, pos A = (0,0); E x W = 0 and E x D = 0: normal L = (0,1);
       delta -(1/2)(4,0) = (-2,0). */
    if (CHECK(SS(0, 0, 4, 0, -2, 0, 4, 0, &h, &s))) {
        CHECK_HIT(h, 0, 0, 0, 1, -2, 0, 0.5);
        CHECK_NEAR(s, 0, TOL);
    }
    /* from beyond the far end: P (6,0) D (-4,0): W.E = 24 > 16, D.E = -16,
       24 - 16 = 8 <= 16: t = 1/2, s = 1, pos (4,0); delta (2,0) */
    if (CHECK(SS(0, 0, 4, 0, 6, 0, -4, 0, &h, &s))) {
        CHECK_HIT(h, 4, 0, 0, 1, 2, 0, 0.5);
        CHECK_NEAR(s, 1, TOL);
    }
    /* covering the first entirely: P (-2,0) D (8,0): W.E = -8, D.E = 32:
       t = 8/32 = 1/4 at A */
    if (CHECK(SS(0, 0, 4, 0, -2, 0, 8, 0, &h, &s))) {
        CHECK_HIT(h, 0, 0, 0, 1, -6, 0, 0.25);
        CHECK_NEAR(s, 0, TOL);
    }
    /* starting inside: P (3,0) D (-4,0): W.E = 12 in [0,16]: t = 0,
       s = 12/16 = 3/4, pos (3,0), delta (4,0) */
    if (CHECK(SS(0, 0, 4, 0, 3, 0, -4, 0, &h, &s))) {
        CHECK_HIT(h, 3, 0, 0, 1, 4, 0, 0);
        CHECK_NEAR(s, 0.75, TOL);
    }
    /* ... swapped: A (3,0) E (-4,0), ee 16; P (0,0) D (4,0): W (-3,0),
       W.E = 12 in [0,16]: t = 0, s = 3/4, pos (0,0): a different point, the
       first point of the second segment on the first. L = (0,-4)/4 = (0,-1). */
    if (CHECK(SS(3, 0, -4, 0, 0, 0, 4, 0, &h, &s))) {
        CHECK_HIT(h, 0, 0, 0, -1, -4, 0, 0);
        CHECK_NEAR(s, 0.75, TOL);
    }
    /* on a slanted line: A (0,0) E (2,2) ee 8; P (-1,-1) D (4,4): W.E = -4,
       D.E = 16: t = 4/16 = 1/4 at A; L = (-2,2)/|..|; delta -(3/4)(4,4) */
    if (CHECK(SS(0, 0, 2, 2, -1, -1, 4, 4, &h, &s))) {
        CHECK_HIT(h, 0, 0, -SQRT_HALF, SQRT_HALF, -3, -3, 0.25);
        CHECK_NEAR(s, 0, TOL);
    }
    /* touching end to end on one line: P (6,0) D (-2,0): W.E = 24,
       24 - 16 = 8 <= -D.E = 8: t = 1, s = 1, pos (4,0) */
    if (CHECK(SS(0, 0, 4, 0, 6, 0, -2, 0, &h, &s))) {
        CHECK_HIT(h, 4, 0, 0, 1, 0, 0, 1);
        CHECK_NEAR(s, 1, TOL);
    }
    /* ... the second starting at the first's end: P (4,0) D (2,0): W.E = 16:
       t = 0, s = 1 */
    if (CHECK(SS(0, 0, 4, 0, 4, 0, 2, 0, &h, &s))) {
        CHECK_HIT(h, 4, 0, 0, 1, -2, 0, 0);
        CHECK_NEAR(s, 1, TOL);
    }
    h = marked_hit();
    s = R(MARK);
    /* disjoint on one line: P (5,0) D (3,0) starts beyond the end and goes
       away (W.E = 20 > 16, D.E = 12 > 0); P (6,0) D (-1,0) stops short
       (24 - 16 = 8 > -D.E = 4); P (-3,0) D (2,0) stops short of A
       (-W.E = 12 > D.E = 8); P (-3,0) D (-2,0) goes away (D.E < 0) */
    CHECK(!SS(0, 0, 4, 0, 5, 0, 3, 0, &h, &s));
    CHECK(!SS(0, 0, 4, 0, 6, 0, -1, 0, &h, &s));
    CHECK(!SS(0, 0, 4, 0, -3, 0, 2, 0, &h, &s));
    CHECK(!SS(0, 0, 4, 0, -3, 0, -2, 0, &h, &s));
    CHECK(hit_is_marked(h));
    CHECK(s == R(MARK));
}

TEST(test_segment_zero_length)
{
    isect_hit h = marked_hit();
    isect_real s = R(MARK);
    /* the second is a point on the first: P (3,0): W x E = 0, W.E = 12:
       t = 0, s = 3/4; normal L = (0,1); delta 0 */
    if (CHECK(SS(0, 0, 4, 0, 3, 0, 0, 0, &h, &s))) {
        CHECK_HIT(h, 3, 0, 0, 1, 0, 0, 0);
        CHECK_NEAR(s, 0.75, TOL);
    }
    /* ... at an end: P (4,0): s = 1 */
    if (CHECK(SS(0, 0, 4, 0, 4, 0, 0, 0, &h, &s)))
        CHECK_NEAR(s, 1, TOL);
    /* the first is a point on the second: A (2,1), E 0; P (0,-1) D (4,4):
       W = (-2,-2), W x D = -8 + 8 = 0; -W.D = 16 <= D.D = 32: t = 1/2, s = 0;
       pos (2,1); normal -D/|D|; delta -(1/2)(4,4) = (-2,-2). */
    if (CHECK(SS(2, 1, 0, 0, 0, -1, 4, 4, &h, &s))) {
        CHECK_HIT(h, 2, 1, -SQRT_HALF, -SQRT_HALF, -2, -2, 0.5);
        CHECK_NEAR(s, 0, TOL);
    }
    /* ... at the second's start: A (0,-1): W = 0, t = 0 */
    if (CHECK(SS(0, -1, 0, 0, 0, -1, 4, 4, &h, &s)))
        CHECK_HIT(h, 0, -1, -SQRT_HALF, -SQRT_HALF, -4, -4, 0);
    /* two equal points: t = s = 0, normal (1,0) */
    if (CHECK(SS(1, 2, 0, 0, 1, 2, 0, 0, &h, &s))) {
        CHECK_HIT(h, 1, 2, 1, 0, 0, 0, 0);
        CHECK_NEAR(s, 0, TOL);
    }
    h = marked_hit();
    s = R(MARK);
    CHECK(!SS(0, 0, 4, 0, 3, 1, 0, 0, &h, &s));   /* point off the segment */
    CHECK(!SS(0, 0, 4, 0, 5, 0, 0, 0, &h, &s));   /* on the line, beyond */
    CHECK(!SS(0, 0, 4, 0, -1, 0, 0, 0, &h, &s));  /* on the line, before */
    CHECK(!SS(2, 2, 0, 0, 0, -1, 4, 4, &h, &s));  /* W x D = -8 + 12 = 4 */
    CHECK(!SS(6, 5, 0, 0, 0, -1, 4, 4, &h, &s));  /* on the line, -W.D = 48 > 32 */
    CHECK(!SS(1, 2, 0, 0, 1, 3, 0, 0, &h, &s));   /* two different points */
    CHECK(hit_is_marked(h));
    CHECK(s == R(MARK));
}

/* ======================================================================== */
/* Segment vs circle: the boolean through the nearest point                 */
/* ======================================================================== */

TEST(test_circle_overlaps_segment)
{
    isect_circle c = CIRC(0, 0, 5);
    isect_hit h;
    /* crossing: nearest point (0,3), 9 < 25; the quadratic agrees (t = 0.3) */
    CHECK(isect_circle_overlaps_segment(c, V(-10, 3), V(20, 0)));
    if (CHECK(isect_circle_segment(c, V(-10, 3), V(20, 0), 0, &h)))
        CHECK_NEAR(h.time, 0.3, TOL);
    /* entirely inside: both true; the quadratic reports time 0, with the
       contact where the shortest way out from the start leaves the circle */
    CHECK(isect_circle_overlaps_segment(c, V(-1, 0), V(2, 0)));
    if (CHECK(isect_circle_segment(c, V(-1, 0), V(2, 0), 0, &h)))
        CHECK_HIT(h, -5, 0, -1, 0, -2, 0, 0);
    /* ending inside, and the same segment reversed: the boolean does not care
       about direction; the quadratic enters at x = -4, t = 6/10, one way, and
       starts inside the other way (t = 0) */
    CHECK(isect_circle_overlaps_segment(c, V(-10, 3), V(10, 0)));
    CHECK(isect_circle_overlaps_segment(c, V(0, 3), V(-10, 0)));
    if (CHECK(isect_circle_segment(c, V(-10, 3), V(10, 0), 0, &h)))
        CHECK_NEAR(h.time, 0.6, TOL);
    if (CHECK(isect_circle_segment(c, V(0, 3), V(-10, 0), 0, &h)))
        CHECK_NEAR(h.time, 0, TOL);
    /* tangent at (0,5): 25 < 25 is false; the quadratic: discriminant 0 */
    CHECK(!isect_circle_overlaps_segment(c, V(-10, 5), V(20, 0)));
    CHECK(!isect_circle_segment(c, V(-10, 5), V(20, 0), 0, NULL));
    /* ending exactly on the circle at (-5,0): both miss */
    CHECK(!isect_circle_overlaps_segment(c, V(-10, 0), V(5, 0)));
    CHECK(!isect_circle_segment(c, V(-10, 0), V(5, 0), 0, NULL));
    /* starting on it, going out: both miss; going in: both hit */
    CHECK(!isect_circle_overlaps_segment(c, V(5, 0), V(5, 0)));
    CHECK(!isect_circle_segment(c, V(5, 0), V(5, 0), 0, NULL));
    CHECK(isect_circle_overlaps_segment(c, V(5, 0), V(-1, 0)));
    CHECK(isect_circle_segment(c, V(5, 0), V(-1, 0), 0, NULL));
    /* passing by, heading away, stopping short */
    CHECK(!isect_circle_overlaps_segment(c, V(-10, 6), V(20, 0)));
    CHECK(!isect_circle_overlaps_segment(c, V(6, 0), V(10, 0)));
    CHECK(!isect_circle_overlaps_segment(c, V(-10, 0), V(4, 0)));
    /* zero length: the point test (9 < 25; 36 >= 25) */
    CHECK(isect_circle_overlaps_segment(c, V(3, 0), V(0, 0)));
    CHECK(!isect_circle_overlaps_segment(c, V(6, 0), V(0, 0)));
    /* a circle of radius zero overlaps nothing, even through its center */
    CHECK(!isect_circle_overlaps_segment(CIRC(0, 0, 0), V(-1, 0), V(2, 0)));
    /* away from the origin: circle (10,-20) r 5, a segment 4 above center
       from x = 7 to 13 (nearest (10,-16), 16 < 25) */
    CHECK(isect_circle_overlaps_segment(CIRC(10, -20, 5), V(7, -16), V(6, 0)));
    /* nearest point an end: (13,-16) -> (3,4), 25: touching */
    CHECK(!isect_circle_overlaps_segment(CIRC(10, -20, 5), V(13, -16), V(6, 0)));
}

/* ======================================================================== */
/* Capsule vs capsule                                                       */
/* ======================================================================== */

TEST(test_capsule_capsule)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 1); /* axis (0,0)..(8,0), r 1 */
    isect_hit h = marked_hit();
    /* parallel above: other (3,2.5)..(5,2.5) r 2: closest (3,0) and (3,2.5),
       2.5 < 3: N = (0,1), depth 1 + 2 - 2.5 = 0.5; pos (3,0) + 1*(0,1) */
    if (CHECK(isect_capsule_capsule(cap, CAP(3, 2.5, 2, 0, 2), &h)))
        CHECK_HIT(h, 3, 1, 0, 1, 0, 0.5, 0);
    /* end to end: other (11,4)..(13,6) r 5: closest (8,0) and (11,4), 5 < 6:
       N = (0.6,0.8); k(N) = max(0, 4.8) + 1 + max(0, -2.8) + 5 - (6.6 + 3.2)
       = 1; pos (8,0) + (0.6,0.8) */
    if (CHECK(isect_capsule_capsule(cap, CAP(11, 4, 2, 2, 5), &h)))
        CHECK_HIT(h, 8.6, 0.8, 0.6, 0.8, 0.6, 0.8, 0);
    /* the same pair the other way round: closest (11,4) and (8,0),
       N = (-0.6,-0.8), pos (11,4) - 5*(0.6,0.8) = (8,0) */
    if (CHECK(isect_capsule_capsule(CAP(11, 4, 2, 2, 5), cap, &h)))
        CHECK_HIT(h, 8, 0, -0.6, -0.8, -0.6, -0.8, 0);
    /* touching (5 = 1 + 4), apart, parallel apart, and radius zero */
    h = marked_hit();
    CHECK(!isect_capsule_capsule(cap, CAP(11, 4, 2, 2, 4), &h));
    CHECK(!isect_capsule_capsule(cap, CAP(3, 2, 2, 0, 1), &h));   /* 2 = 1 + 1 */
    CHECK(!isect_capsule_capsule(cap, CAP(20, 20, 1, 1, 3), &h));
    CHECK(!isect_capsule_capsule(cap, CAP(-5, 3, 20, 0, 1.5), &h)); /* 3 > 2.5 */
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_capsule(cap, CAP(11, 4, 2, 2, 5), NULL));
    CHECK(!isect_capsule_capsule(cap, CAP(11, 4, 2, 2, 4), NULL));
    /* two segments (radius zero) that cross: no inside, no overlap */
    CHECK(!isect_capsule_capsule(CAP(0, 0, 8, 0, 0), CAP(3, -2, 0, 8, 0), NULL));
    /* one of radius zero crossing a real one: overlaps */
    CHECK(isect_capsule_capsule(CAP(0, 0, 8, 0, 1), CAP(3, -2, 0, 8, 0), NULL));
}

TEST(test_capsule_capsule_crossing)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 1);
    isect_hit h;
    /* an X: other (3,-2)..(3,6) r 1, crossing at (3,0) (t = 16/64, s = 24/64:
       exact). Pushes: +y: 1 + (max(0,-8) + 1) - (-2) = 4; -y: 1 + 9 - 2 = 8;
       -x: 1 + 1 + 3 = 5; +x: 9 + 1 - 3 = 7. Least: up by 4 (the other's bottom
       end, at y = -3, goes to y = 1). pos (3,0) + (0,1). */
    if (CHECK(isect_capsule_capsule(cap, CAP(3, -2, 0, 8, 1), &h)))
        CHECK_HIT(h, 3, 1, 0, 1, 0, 4, 0);
    /* crossing near the end: other (1,-3)..(1,5) r 1: +y: 1 + 1 + 3 = 5;
       -y: 1 + 9 - 3 = 7; -x (across the other's axis): 1 + 1 + 1 = 3;
       +x: 9 + 1 - 1 = 9. Least: left by 3; the end of the first axis furthest
       along -x is (0,0): pos (0,0) + 1*(-1,0). */
    if (CHECK(isect_capsule_capsule(cap, CAP(1, -3, 0, 8, 1), &h)))
        CHECK_HIT(h, -1, 0, -1, 0, -3, 0, 0);
    /* the same, mirrored through x = 4: other (7,-3)..(7,5): right by 3,
       from (8,0) */
    if (CHECK(isect_capsule_capsule(cap, CAP(7, -3, 0, 8, 1), &h)))
        CHECK_HIT(h, 9, 0, 1, 0, 3, 0, 0);
    /* a T: other (4,0)..(4,3) r 1 starts on the axis: closest points equal;
       +y: 1 + 1 - 0 = 2; -y: 1 + (3 + 1) + 0 = 5; -x: 1 + 1 + 4 = 6; +x 6 */
    if (CHECK(isect_capsule_capsule(cap, CAP(4, 0, 0, 3, 1), &h)))
        CHECK_HIT(h, 4, 1, 0, 1, 0, 2, 0);
    /* collinear overlap: other (4,0)..(12,0) r 1: straight out to the side,
       +y first: depth 1 + 1 = 2; pos (4,0) + (0,1) */
    if (CHECK(isect_capsule_capsule(cap, CAP(4, 0, 8, 0, 1), &h)))
        CHECK_HIT(h, 4, 1, 0, 1, 0, 2, 0);
}

TEST(test_capsule_capsule_as_circles)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 2);
    isect_hit h, g;
    /* the second of zero length is a circle: capsule_circle's answer.
       (4,1) r 2: side band, h = 1: up by 2 + 2 - 1 = 3, pos (4,0) + 2(0,1) */
    if (CHECK(isect_capsule_capsule(cap, CAP(4, 1, 0, 0, 2), &h)) &&
        CHECK(isect_capsule_circle(cap, CIRC(4, 1, 2), &g))) {
        CHECK_HIT(h, 4, 2, 0, 1, 0, 3, 0);
        CHECK_SAME_HIT(h, g);
    }
    /* on the axis: left of the axis (+y), by 2 + 1 = 3 */
    if (CHECK(isect_capsule_capsule(cap, CAP(4, 0, 0, 0, 1), &h)) &&
        CHECK(isect_capsule_circle(cap, CIRC(4, 0, 1), &g))) {
        CHECK_HIT(h, 4, 2, 0, 1, 0, 3, 0);
        CHECK_SAME_HIT(h, g);
    }
    /* past the end: (11,4) is 5 from (8,0). r 2: reach 4, apart. r 4: reach 6,
       depth 1 along (0.6,0.8), pos (8,0) + 2(0.6,0.8) = (9.2,1.6) */
    CHECK(!isect_capsule_capsule(cap, CAP(11, 4, 0, 0, 2), NULL));
    if (CHECK(isect_capsule_capsule(cap, CAP(11, 4, 0, 0, 4), &h)) &&
        CHECK(isect_capsule_circle(cap, CIRC(11, 4, 4), &g))) {
        CHECK_HIT(h, 9.2, 1.6, 0.6, 0.8, 0.6, 0.8, 0);
        CHECK_SAME_HIT(h, g);
    }
    /* the first of zero length: capsule_circle the other way round, with the
       normal and delta turned round and the contact on the first (the circle):
       circle (4,1) r 2 vs axis (0,0)..(8,0) r 2: down by 3, pos (4,1) - (0,2) */
    if (CHECK(isect_capsule_capsule(CAP(4, 1, 0, 0, 2), cap, &h)))
        CHECK_HIT(h, 4, -1, 0, -1, 0, -3, 0);
    /* both of zero length: circle_circle. (0,0) r 2, (3,4) r 4: depth 1 */
    if (CHECK(isect_capsule_capsule(CAP(0, 0, 0, 0, 2), CAP(3, 4, 0, 0, 4), &h)) &&
        CHECK(isect_circle_circle(CIRC(0, 0, 2), CIRC(3, 4, 4), &g))) {
        CHECK_HIT(h, 1.2, 1.6, 0.6, 0.8, 0.6, 0.8, 0);
        CHECK_SAME_HIT(h, g);
    }
    /* the same center: toward +x, by r1 + r2, as circle_circle */
    if (CHECK(isect_capsule_capsule(CAP(1, 1, 0, 0, 1), CAP(1, 1, 0, 0, 1), &h)) &&
        CHECK(isect_circle_circle(CIRC(1, 1, 1), CIRC(1, 1, 1), &g))) {
        CHECK_HIT(h, 2, 1, 1, 0, 2, 0, 0);
        CHECK_SAME_HIT(h, g);
    }
    /* touching circles: 5 = 2 + 3 */
    CHECK(!isect_capsule_capsule(CAP(0, 0, 0, 0, 2), CAP(3, 4, 0, 0, 3), NULL));
}

/* ======================================================================== */
/* Capsule vs box                                                           */
/* ======================================================================== */

TEST(test_capsule_aabb)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 1);
    isect_hit h = marked_hit();
    /* box above the side: center (4,1.5) half (1,1): bottom at 0.5; closest:
       the corner (3,0.5) and (3,0) (the first corner of the four tried, and
       nearer than the ends); N = (0,1): 1 + 1 - 1.5 = 0.5; pos (3,0) + (0,1) */
    if (CHECK(isect_capsule_aabb(cap, BOX(4, 1.5, 1, 1), &h)))
        CHECK_HIT(h, 3, 1, 0, 1, 0, 0.5, 0);
    /* below: center (4,-1.5): corner (3,-0.5) first; down by 0.5 */
    if (CHECK(isect_capsule_aabb(cap, BOX(4, -1.5, 1, 1), &h)))
        CHECK_HIT(h, 3, -1, 0, -1, 0, -0.5, 0);
    /* past the end, at a corner: box (12,5) half (1,1), corner (11,4), 5 from
       (8,0); radius 6: N = (0.6,0.8), k = (4.8 + 6) + (0.6 + 0.8) - (7.2 + 4)
       = 1; pos (8,0) + 6(0.6,0.8) = (11.6,4.8) */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 8, 0, 6), BOX(12, 5, 1, 1), &h)))
        CHECK_HIT(h, 11.6, 4.8, 0.6, 0.8, 0.6, 0.8, 0);
    /* beyond the end on the axis: box (10.5,0) half (1,1): left side at 9.5,
       1.5 from (8,0); radius 2: N = (1,0), k = 8 + 2 + 1 - 10.5 = 0.5 */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 8, 0, 2), BOX(10.5, 0, 1, 1), &h)))
        CHECK_HIT(h, 10, 0, 1, 0, 0.5, 0, 0);
    /* touching a side, touching at a corner (radius 5), apart */
    h = marked_hit();
    CHECK(!isect_capsule_aabb(cap, BOX(4, 2, 1, 1), &h));
    CHECK(!isect_capsule_aabb(CAP(0, 0, 8, 0, 5), BOX(12, 5, 1, 1), &h));
    CHECK(!isect_capsule_aabb(cap, BOX(12, 0, 1, 1), &h)); /* 3 >= 1 */
    CHECK(!isect_capsule_aabb(cap, BOX(-3, 3, 1, 1), &h));
    CHECK(hit_is_marked(h));
    CHECK(isect_capsule_aabb(cap, BOX(4, 1.5, 1, 1), NULL));
    CHECK(!isect_capsule_aabb(cap, BOX(4, 2, 1, 1), NULL));
}

TEST(test_capsule_aabb_crossing)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 1);
    isect_hit h;
    /* the axis through the box (4,0.5) half (1,1): it enters at (3,0).
       +n = +y: 1 + 1 - 0.5 = 1.5; -y: 1 + 1 + 0.5 = 2.5; -x: 1 + 1 + 4 = 6;
       +x: 9 + 1 - 4 = 6. Up by 1.5 (the bottom, -0.5, goes to 1). */
    if (CHECK(isect_capsule_aabb(cap, BOX(4, 0.5, 1, 1), &h)))
        CHECK_HIT(h, 3, 1, 0, 1, 0, 1.5, 0);
    /* a tall box (1,0) half (1,4) over the left end: the axis starts inside
       it (hit at (0,0)). +y: 1 + 4 - 0 = 5, -y 5; -x: 1 + 1 + 1 = 3;
       +x: 9 + 1 - 1 = 9. Left by 3; the end furthest along -x is (0,0). */
    if (CHECK(isect_capsule_aabb(cap, BOX(1, 0, 1, 4), &h)))
        CHECK_HIT(h, -1, 0, -1, 0, -3, 0, 0);
    /* a diagonal axis (0,0)..(4,4) r 0 through the box (2,2) half (1,1): it
       enters at (1,1). Across the axis, +n = (-1,1)/sqrt2: 0 + (1 + 1)/sqrt2
       - 0 = sqrt2; each box axis: 0 + 1 + 2 = 3 (e.g. -x: max(0,-4) + 1 + 2).
       Push by sqrt2 along n: delta (-1,1), the box moves to (1,3), and its
       corner (2,2) lies on the axis: touching. pos (1,1) + 0*n. */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 4, 4, 0), BOX(2, 2, 1, 1), &h)))
        CHECK_HIT(h, 1, 1, -SQRT_HALF, SQRT_HALF, -1, 1, 0);
    /* radius zero: a segment through the inside overlaps; along a side or
       through a corner it only touches */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 8, 0, 0), BOX(4, 0.5, 1, 1), &h)))
        CHECK_HIT(h, 3, 0, 0, 1, 0, 0.5, 0);
    CHECK(!isect_capsule_aabb(CAP(0, 0, 8, 0, 0), BOX(4, 1, 1, 1), NULL));
    CHECK(!isect_capsule_aabb(CAP(0, 0, 4, 4, 0), BOX(3, 1, 1, 1), NULL));
    /* a box of zero size on the axis: a point inside the capsule, pushed
       out sideways by r (+n first) */
    if (CHECK(isect_capsule_aabb(cap, BOX(4, 0, 0, 0), &h)))
        CHECK_HIT(h, 4, 1, 0, 1, 0, 1, 0);
}

TEST(test_capsule_aabb_as_circle)
{
    isect_hit h, g;
    /* zero length = circle_aabb's normal and delta; the contact is on the
       capsule (the circle) rather than on the box.
       circle (0,0) r 2, box (3,0) half (2,2): the box's nearest point (1,0),
       1 < 2: the box moves right by 1. */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 0, 0, 2), BOX(3, 0, 2, 2), &h)) &&
        CHECK(isect_circle_aabb(CIRC(0, 0, 2), BOX(3, 0, 2, 2), &g))) {
        CHECK_HIT(h, 2, 0, 1, 0, 1, 0, 0);
        CHECK_VEC(h.normal, g.normal.x, g.normal.y, TOL);
        CHECK_VEC(h.delta, g.delta.x, g.delta.y, TOL);
    }
    /* center inside: circle (1,0.5) r 1, box (0,0) half (2,2): -x: 1 + 2 - 1
       = 2; -y: 1 + 2 - 0.5 = 2.5: left by 2 (the circle goes right) */
    if (CHECK(isect_capsule_aabb(CAP(1, 0.5, 0, 0, 1), BOX(0, 0, 2, 2), &h)) &&
        CHECK(isect_circle_aabb(CIRC(1, 0.5, 1), BOX(0, 0, 2, 2), &g))) {
        CHECK_HIT(h, 0, 0.5, -1, 0, -2, 0, 0);
        CHECK_VEC(h.normal, g.normal.x, g.normal.y, TOL);
        CHECK_VEC(h.delta, g.delta.x, g.delta.y, TOL);
    }
    /* the same centers: a tie everywhere: -y, by 1 + 2 = 3, as circle_aabb */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 0, 0, 1), BOX(0, 0, 2, 2), &h)) &&
        CHECK(isect_circle_aabb(CIRC(0, 0, 1), BOX(0, 0, 2, 2), &g))) {
        CHECK_HIT(h, 0, -1, 0, -1, 0, -3, 0);
        CHECK_VEC(h.normal, g.normal.x, g.normal.y, TOL);
        CHECK_VEC(h.delta, g.delta.x, g.delta.y, TOL);
    }
    /* x and y tie: box (1,1) half (2,2), the circle's center on its diagonal.
       rel = (1,1): -y: 1 + 2 + 1 = 4; +y: 1 + 2 - 1 = 2; -x: 4; +x: 2.
       +y and +x tie at 2 and y wins, as in circle_aabb (px = py = 2 - 1 + 1,
       the circle goes down, the box up by 2); pos (0,0) + (0,1) */
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 0, 0, 1), BOX(1, 1, 2, 2), &h)) &&
        CHECK(isect_circle_aabb(CIRC(0, 0, 1), BOX(1, 1, 2, 2), &g))) {
        CHECK_HIT(h, 0, 1, 0, 1, 0, 2, 0);
        CHECK_VEC(h.normal, g.normal.x, g.normal.y, TOL);
        CHECK_VEC(h.delta, g.delta.x, g.delta.y, TOL);
    }
    /* a corner: box (4,5) half (1,1) has its corner (3,4) 5 from the circle
       (0,0). r 5: touching; r 5.5: the box moves by 0.5 along (0.6,0.8);
       contact (0,0) + 5.5(0.6,0.8) = (3.3,4.4) */
    CHECK(!isect_capsule_aabb(CAP(0, 0, 0, 0, 5), BOX(4, 5, 1, 1), NULL));
    if (CHECK(isect_capsule_aabb(CAP(0, 0, 0, 0, 5.5), BOX(4, 5, 1, 1), &h)))
        CHECK_HIT(h, 3.3, 4.4, 0.6, 0.8, 0.3, 0.4, 0);
}

/* ======================================================================== */
/* Capsule vs swept circle                                                  */
/* ======================================================================== */

TEST(test_capsule_sweep_circle)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 1);
    isect_sweep sw;
    /* the side: circle (4,5) r 1 moving (0,-10); grown capsule r 2: the center
       reaches y = 2 at t = 3/10; normal (0,1); contact (4,2) - (0,1) = (4,1);
       delta -(0.7)(0,-10) = (0,7) */
    if (CHECK(isect_capsule_sweep_circle(cap, CIRC(4, 5, 1), V(0, -10), &sw))) {
        CHECK_HIT(sw.hit, 4, 1, 0, 1, 0, 7, 0.3);
        /* backed off by a few rounding steps (issue 10), not ISECT_EPSILON */
        CHECK(sw.time < 0.3 && sw.time > 0.3 - 1e-4);
        CHECK_VEC(sw.pos, 4, 5 - 10 * (double)sw.time, TOL);
    }
    /* the cap, head on: circle (14,0) r 1 moving (-10,0): the grown end circle
       (8,0) r 2 is entered at x = 10, t = 4/10; normal (1,0); contact (9,0) */
    if (CHECK(isect_capsule_sweep_circle(cap, CIRC(14, 0, 1), V(-10, 0), &sw))) {
        CHECK_HIT(sw.hit, 9, 0, 1, 0, 6, 0, 0.4);
        CHECK(sw.time < 0.4 && sw.time > 0.4 - 1e-4);
        CHECK_VEC(sw.pos, 14 - 10 * (double)sw.time, 0, TOL);
    }
    /* the cap, at an angle: capsule r 2, circle (11,14) r 3 moving (0,-20):
       grown r 5 around (8,0): x = 11 meets it at y = 4 (3-4-5), s = 10,
       t = 1/2; normal (0.6,0.8); contact (11,4) - 3(0.6,0.8) = (9.2,1.6) */
    if (CHECK(isect_capsule_sweep_circle(CAP(0, 0, 8, 0, 2), CIRC(11, 14, 3),
                                         V(0, -20), &sw)))
        CHECK_HIT(sw.hit, 9.2, 1.6, 0.6, 0.8, 0, 10, 0.5);
    /* stopping exactly at contact: (11,14) moving (0,-10) ends at y = 4: miss */
    if (CHECK(!isect_capsule_sweep_circle(CAP(0, 0, 8, 0, 2), CIRC(11, 14, 3),
                                          V(0, -10), &sw))) {
        CHECK_VEC(sw.pos, 11, 4, TOL);
        CHECK_NEAR(sw.time, 1, 0);
        CHECK_NEAR(sw.hit.time, 1, 0);
        CHECK_VEC(sw.hit.normal, 0, 0, 0);
    }
    /* grazing the grown side (y = 2) and passing by: misses */
    CHECK(!isect_capsule_sweep_circle(cap, CIRC(-5, 2, 1), V(20, 0), &sw));
    CHECK(!isect_capsule_sweep_circle(cap, CIRC(4, 5, 1), V(10, 0), &sw));
    /* starting overlapping (issue 10): (4,1) r 1 moving along the capsule
       (10,0) is not blocked; moving in (0,-1) is, at time 0, no movement */
    CHECK(!isect_capsule_sweep_circle(cap, CIRC(4, 1, 1), V(10, 0), &sw));
    CHECK_VEC(sw.pos, 14, 1, 0);
    if (CHECK(isect_capsule_sweep_circle(cap, CIRC(4, 1, 1), V(1, -1), &sw))) {
        CHECK_NEAR(sw.hit.time, 0, TOL);
        CHECK_NEAR(sw.time, 0, 0);
        CHECK_VEC(sw.pos, 4, 1, 0);
    }
    CHECK(isect_capsule_sweep_circle(cap, CIRC(4, 5, 1), V(0, -10), NULL));
}

TEST(test_capsule_sweep_circle_still)
{
    isect_capsule cap = CAP(0, 0, 8, 0, 1);
    isect_sweep sw;
    isect_hit g;
    /* zero movement: the static test. (4,1.5) r 1: up by 0.5, contact (4,1) */
    if (CHECK(isect_capsule_sweep_circle(cap, CIRC(4, 1.5, 1), V(0, 0), &sw)) &&
        CHECK(isect_capsule_circle(cap, CIRC(4, 1.5, 1), &g))) {
        CHECK_HIT(sw.hit, 4, 1, 0, 1, 0, 0.5, 0);
        CHECK_SAME_HIT(sw.hit, g);
        CHECK_NEAR(sw.time, 0, 0);
        CHECK_VEC(sw.pos, 4, 1.5, 0);
    }
    /* zero movement, apart: the whole (empty) path, time 1 */
    if (CHECK(!isect_capsule_sweep_circle(cap, CIRC(4, 3, 1), V(0, 0), &sw))) {
        CHECK_NEAR(sw.time, 1, 0);
        CHECK_VEC(sw.pos, 4, 3, 0);
        CHECK_VEC(sw.hit.delta, 0, 0, 0);
    }
}

TEST(test_capsule_sweep_circle_as_circle)
{
    isect_sweep sw, sc;
    /* zero-length capsule (0,0) r 2, circle (-10,0) r 1 moving (20,0): grown
       r 3, entered at x = -3, t = 7/20; normal (-1,0); contact (-2,0) */
    if (CHECK(isect_capsule_sweep_circle(CAP(0, 0, 0, 0, 2), CIRC(-10, 0, 1),
                                         V(20, 0), &sw)) &&
        CHECK(isect_circle_sweep_circle(CIRC(0, 0, 2), CIRC(-10, 0, 1), V(20, 0), &sc))) {
        CHECK_HIT(sw.hit, -2, 0, -1, 0, -13, 0, 0.35);
        CHECK_SAME_HIT(sw.hit, sc.hit);
        CHECK_VEC(sw.pos, sc.pos.x, sc.pos.y, TOL);
        CHECK_NEAR(sw.time, sc.time, TOL);
    }
}

int main(void)
{
    RUN(test_segment_crossing);
    RUN(test_segment_misses);
    RUN(test_segment_endpoints);
    RUN(test_segment_parallel);
    RUN(test_segment_collinear);
    RUN(test_segment_zero_length);
    RUN(test_circle_overlaps_segment);
    RUN(test_capsule_capsule);
    RUN(test_capsule_capsule_crossing);
    RUN(test_capsule_capsule_as_circles);
    RUN(test_capsule_aabb);
    RUN(test_capsule_aabb_crossing);
    RUN(test_capsule_aabb_as_circle);
    RUN(test_capsule_sweep_circle);
    RUN(test_capsule_sweep_circle_still);
    RUN(test_capsule_sweep_circle_as_circle);
    return check_report();
}
