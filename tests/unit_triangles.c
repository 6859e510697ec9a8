/* unit_triangles.c -- unit tests of the triangle collision tests of issue 3:
   triangle vs segment, circle, box and triangle. Every expected value is
   worked out by hand from the geometry (the arithmetic is in the comments),
   with inputs chosen so that the results are exactly representable (or, for
   normals along a diagonal, within TOL of sqrt(1/2)). Results are checked for
   all six orders of a triangle's corners (both windings) except where a tie
   rule names an edge by its place in the order A, B, C.

   The triangle used most is T = (0,0), (4,0), (0,4): edge AB on y = 0
   (outward normal (0,-1)), BC on x + y = 4 (outward (1,1)/sqrt 2), CA on
   x = 0 (outward (-1,0)).

   Build: cc -std=c99 -Ibuild tests/unit_triangles.c build/intersect.c -lm
   (add -DISECT_FLOAT for the float edition). */
#include "testlib.h" /* TOL, SQRT_HALF, R, V, BOX, CIRC, TRI, tri_order, marked_hit, CHECK_HIT */

static isect_triangle T(void) { return TRI(0, 0, 4, 0, 0, 4); }

/* ---- triangle vs segment ------------------------------------------------- */

/* A segment with the expected hit, in all six orders; out == NULL agrees. */
static void seg_hits(isect_triangle t, double px, double py, double dx, double dy, double hx,
                     double hy, double nx, double ny, double ddx, double ddy, double time)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        isect_hit h = marked_hit();
        CHECK(isect_triangle_segment(o, V(px, py), V(dx, dy), NULL));
        if (CHECK(isect_triangle_segment(o, V(px, py), V(dx, dy), &h)))
            CHECK_HIT(h, hx, hy, nx, ny, ddx, ddy, time);
    }
}

static void seg_misses(isect_triangle t, double px, double py, double dx, double dy)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        isect_hit h = marked_hit();
        CHECK(!isect_triangle_segment(o, V(px, py), V(dx, dy), NULL));
        CHECK(!isect_triangle_segment(o, V(px, py), V(dx, dy), &h));
        CHECK(hit_is_marked(h));
    }
}

TEST(test_triangle_segment_edges)
{
    /* Through AB: from (1,-2) by (0,4). s0 = (4,0) x (1,-2) = -8, rate =
       (4,0) x (0,4) = 16, t = 8/16 = 0.5; BC leaves at 20/16 > 1; CA is
       parallel with s0 = 4 > 0. Hit at (1,0), delta -(0.5)(0,4) = (0,-2). */
    seg_hits(T(), 1, -2, 0, 4, 1, 0, 0, -1, 0, -2, 0.5);
    /* Through BC: from (4,4) by (-4,-4): x + y goes 8 -> 0, reaches 4 at
       t = 0.5, at (2,2); delta (2,2). */
    seg_hits(T(), 4, 4, -4, -4, 2, 2, SQRT_HALF, SQRT_HALF, 2, 2, 0.5);
    /* Through CA: from (-2,1) by (4,0): x = 0 at t = 0.5. */
    seg_hits(T(), -2, 1, 4, 0, 0, 1, -1, 0, -2, 0, 0.5);
    /* Right through: from (-1,1) by (8,0): enters CA at t = 1/8, at (0,1),
       delta -(7/8)(8,0) = (-7,0); leaves through BC at t = 4/8. */
    seg_hits(T(), -1, 1, 8, 0, 0, 1, -1, 0, -7, 0, 0.125);
    /* Leaving direction of the same line: from (7,1) by (-8,0) enters BC at
       x = 3, t = 4/8 = 0.5, at (3,1), delta (4,0). */
    seg_hits(T(), 7, 1, -8, 0, 3, 1, SQRT_HALF, SQRT_HALF, 4, 0, 0.5);
}

TEST(test_triangle_segment_misses)
{
    seg_misses(T(), 5, 5, 1, 0);    /* far away */
    seg_misses(T(), 1, -1, 0, -3);  /* heads away from AB */
    seg_misses(T(), 1, -2, 0, 1);   /* stops short: ends at (1,-1) */
    seg_misses(T(), 1, -2, 0, 2);   /* ends exactly on AB: -s0 = 8 = rate */
    seg_misses(T(), -1, 0, 6, 0);   /* along AB (its line), through A and B */
    seg_misses(T(), 0, 5, 0, -6);   /* along CA */
    seg_misses(T(), 5, -1, -2, 2);  /* on BC's line x + y = 4, over B and along BC */
    seg_misses(T(), -2, 4, 4, 0);   /* grazes C: the line y = 4 */
    seg_misses(T(), -1, 3, 2, 2);   /* grazes C: y = x + 4 meets T only at C */
    seg_misses(T(), 6, -2, -4, 4);  /* on BC's line again, from (6,-2) to (2,2) */
    seg_misses(T(), 4, -2, 0, 4);   /* grazes B: the line x = 4 */
}

TEST(test_triangle_segment_corner_entry)
{
    /* Into the triangle through A: from (-1,-1) by (2,2). AB: s0 = -4,
       rate 8, t = 0.5; CA: s0 = (0,-4) x (-1,-1) = -4, rate = (0,-4) x (2,2)
       = 8, t = 0.5: a tie, AB (first) wins: normal (0,-1). Position (0,0),
       delta -(0.5)(2,2) = (-1,-1). Only this order names AB = the edge on
       y = 0; the time, position and delta are the same in every order. */
    isect_hit h = marked_hit();
    int k;
    if (CHECK(isect_triangle_segment(T(), V(-1, -1), V(2, 2), &h)))
        CHECK_HIT(h, 0, 0, 0, -1, -1, -1, 0.5);
    for (k = 0; k < 6; k++) {
        h = marked_hit();
        if (CHECK(isect_triangle_segment(tri_order(T(), k), V(-1, -1), V(2, 2), &h))) {
            CHECK_NEAR(h.time, 0.5, TOL);
            CHECK_VEC(h.pos, 0, 0, TOL);
            CHECK_VEC(h.delta, -1, -1, TOL);
            CHECK((h.normal.x == 0 && h.normal.y == -1) || (h.normal.x == -1 && h.normal.y == 0));
        }
    }
}

TEST(test_triangle_segment_starts_inside)
{
    /* From (1,0.5) by (2,3): strictly inside. Depths: AB 0.5, CA 1, BC
       (4,4)... s = (-4,4) x (-3,0.5) = -2 + 12 = 10, over |BC| = 4 sqrt 2:
       1.77. AB is nearest: normal (0,-1). Time 0, pos where the shortest way
       out leaves the triangle, (1,0) on AB (the contact-point rule), delta
       -(2,3). */
    seg_hits(T(), 1, 0.5, 2, 3, 1, 0, 0, -1, -2, -3, 0);
    /* Leaving through BC does not matter: from (1,0.5) by (8,0), the same
       normal, delta (-8,0). */
    seg_hits(T(), 1, 0.5, 8, 0, 1, 0, 0, -1, -8, 0, 0);
    /* Starting on AB at (2,0) and heading in: s0 = 0, rate 8, t = 0: time 0,
       normal (0,-1), pos (2,0), delta (0,-2). Heading out: a miss. */
    seg_hits(T(), 2, 0, 0, 2, 2, 0, 0, -1, 0, -2, 0);
    seg_misses(T(), 2, 0, 0, -2);
    seg_misses(T(), 2, 0, 1, 0); /* along AB from inside it */
}

TEST(test_triangle_segment_zero_length)
{
    /* A point test: inside (1,0.5) hits at time 0 with triangle_point's
       normal (0,-1) and contact (1,0), and a zero delta; outside and on the
       edge miss. */
    isect_hit p;
    seg_hits(T(), 1, 0.5, 0, 0, 1, 0, 0, -1, 0, 0, 0);
    seg_misses(T(), 5, 5, 0, 0);
    seg_misses(T(), 2, 0, 0, 0);
    seg_misses(T(), 0, 0, 0, 0);
    if (CHECK(isect_triangle_point(T(), V(1, 0.5), &p)))
        CHECK_VEC(p.normal, 0, -1, 0);
}

TEST(test_triangle_segment_flat)
{
    /* A flat triangle is crossed without a hit: it has no inside. */
    seg_misses(TRI(0, 0, 2, 2, 4, 4), 0, 4, 4, -4);  /* crosses at (2,2) */
    seg_misses(TRI(0, 0, 2, 2, 4, 4), 3, 0, 0, 8);   /* crosses at (3,3) */
    seg_misses(TRI(0, 0, 2, 2, 4, 4), -1, -1, 6, 6); /* along it */
    seg_misses(TRI(1, 1, 1, 1, 1, 1), 0, 0, 2, 2);   /* through a point */
    seg_misses(TRI(0, 0, 0, 0, 4, 0), 2, -1, 0, 2);
}

/* ---- triangle vs circle -------------------------------------------------- */

static void circle_hits(isect_triangle t, isect_circle c, double px, double py, double nx,
                        double ny, double dx, double dy)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_hit h = marked_hit();
        CHECK(isect_triangle_circle(tri_order(t, k), c, NULL));
        if (CHECK(isect_triangle_circle(tri_order(t, k), c, &h)))
            CHECK_HIT(h, px, py, nx, ny, dx, dy, 0);
    }
}

static void circle_misses(isect_triangle t, isect_circle c)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_hit h = marked_hit();
        CHECK(!isect_triangle_circle(tri_order(t, k), c, NULL));
        CHECK(!isect_triangle_circle(tri_order(t, k), c, &h));
        CHECK(hit_is_marked(h));
    }
}

TEST(test_triangle_circle_outside)
{
    /* Beside AB: center (2,-1), r 2: nearest (2,0), |E| = 1: normal (0,-1),
       pos (2,0), delta (2 - 1)(0,-1). */
    circle_hits(T(), CIRC(2, -1, 2), 2, 0, 0, -1, 0, -1);
    circle_misses(T(), CIRC(2, -1, 1)); /* touches AB */
    circle_misses(T(), CIRC(2, -3, 2)); /* apart */
    /* Beyond B: center (7,-4), E = (3,-4) from B, |E| = 5; B's region since
       (3,-4).(-4,0) = -12 <= 0 and (3,-4).(-4,4) = -28 <= 0. r 6: normal
       (0.6,-0.8), pos (4,0), delta 1 * normal. r 5 touches B. */
    circle_hits(T(), CIRC(7, -4, 6), 4, 0, 0.6, -0.8, 0.6, -0.8);
    circle_misses(T(), CIRC(7, -4, 5));
    /* Beside BC: center (3,3), nearest (2,2), |E| = sqrt 2; r 2: delta
       (2 - sqrt 2)(1,1)/sqrt 2 = (sqrt 2 - 1)(1,1). */
    circle_hits(T(), CIRC(3, 3, 2), 2, 2, SQRT_HALF, SQRT_HALF, sqrt(2.0) - 1, sqrt(2.0) - 1);
}

TEST(test_triangle_circle_inside)
{
    /* Center (1,0.5), r 1: depth 0.5 behind AB, the nearest edge: delta
       (0.5 + 1)(0,-1), pos the foot (1,0). */
    circle_hits(T(), CIRC(1, 0.5, 1), 1, 0, 0, -1, 0, -1.5);
    /* Radius 0: the point test, delta (0,-0.5). */
    circle_hits(T(), CIRC(1, 0.5, 0), 1, 0, 0, -1, 0, -0.5);
    /* Center on AB at (2,0), r 1: out by one radius; r 0 only touches. */
    circle_hits(T(), CIRC(2, 0, 1), 2, 0, 0, -1, 0, -1);
    circle_misses(T(), CIRC(2, 0, 0));
    circle_misses(T(), CIRC(5, 5, 0));
    /* A circle that holds the whole triangle: center (1,1), r 10. Depths:
       AB 1, CA 1 (tie: AB first in this order), BC (4 - 2)/sqrt 2 = sqrt 2.
       delta (0,-11), pos (1,0). */
    {
        isect_hit h = marked_hit();
        if (CHECK(isect_triangle_circle(T(), CIRC(1, 1, 10), &h)))
            CHECK_HIT(h, 1, 0, 0, -1, 0, -11, 0);
    }
}

/* A center a rounding error outside a slanted edge: (1, 3 + 2^-51) is
   2^-52 sqrt 2 beyond BC (in float it rounds onto BC). The nearest point of
   BC is computed with rounding, and center - nearest comes out as (0, 2^-51):
   pushing along it, (0,1), would not clear BC. The push must be along BC's
   normal, by 1 - 2^-52 sqrt 2 (within TOL of 1). */
TEST(test_triangle_circle_near_edge)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_hit h = marked_hit();
        if (CHECK(isect_triangle_circle(tri_order(T(), k), CIRC(1, 3 + ldexp(1, -51), 1), &h))) {
            CHECK_VEC(h.normal, SQRT_HALF, SQRT_HALF, TOL);
            CHECK_VEC(h.delta, SQRT_HALF, SQRT_HALF, TOL);
            CHECK_VEC(h.pos, 1, 3, TOL);
        }
    }
}

TEST(test_triangle_circle_flat)
{
    /* Flat (0,0), (4,0), (2,0): the capsule of radius 0 along AB. Center
       (1,1), r 2: 1 above the axis, normal (0,1) (left of (4,0)), pos the
       foot (1,0), delta (0, 2 - 1). */
    circle_hits(TRI(0, 0, 4, 0, 2, 0), CIRC(1, 1, 2), 1, 0, 0, 1, 0, 1);
    circle_misses(TRI(0, 0, 4, 0, 2, 0), CIRC(1, 1, 1));
    circle_misses(TRI(0, 0, 4, 0, 2, 0), CIRC(1, 0, 0)); /* a point on it */
    /* All corners at (3,3), center (3,3), r 1: a point in a circle, pushed
       toward +x (the zero vector's direction); the contact is the point. */
    circle_hits(TRI(3, 3, 3, 3, 3, 3), CIRC(3, 3, 1), 3, 3, 1, 0, 1, 0);
    /* Beyond the end (4,0): center (7,4), E = (3,4), |E| = 5. r 6: normal
       (0.6,0.8), pos (4,0), delta (6 - 5) * normal; r 5 touches. */
    circle_hits(TRI(0, 0, 4, 0, 2, 0), CIRC(7, 4, 6), 4, 0, 0.6, 0.8, 0.6, 0.8);
    circle_misses(TRI(0, 0, 4, 0, 2, 0), CIRC(7, 4, 5));
}

/* ---- triangle vs box ----------------------------------------------------- */

static void box_hits(isect_triangle t, isect_aabb b, double px, double py, double nx, double ny,
                     double dx, double dy)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_hit h = marked_hit();
        CHECK(isect_triangle_aabb(tri_order(t, k), b, NULL));
        if (CHECK(isect_triangle_aabb(tri_order(t, k), b, &h)))
            CHECK_HIT(h, px, py, nx, ny, dx, dy, 0);
    }
}

static void box_misses(isect_triangle t, isect_aabb b)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_hit h = marked_hit();
        CHECK(!isect_triangle_aabb(tri_order(t, k), b, NULL));
        CHECK(!isect_triangle_aabb(tri_order(t, k), b, &h));
        CHECK(hit_is_marked(h));
    }
}

TEST(test_triangle_aabb_touching)
{
    box_misses(T(), BOX(6, 1, 2, 1));   /* left face x = 4 touches B */
    box_misses(T(), BOX(2, -1, 1, 1));  /* top face y = 0 along AB */
    box_misses(T(), BOX(-1, 2, 1, 1));  /* right face x = 0 along CA */
    box_misses(T(), BOX(3, 3, 1, 1));   /* corner (2,2) on BC */
    box_misses(T(), BOX(5, 5, 1, 1));   /* apart across BC: corner (4,4) */
    box_misses(T(), BOX(-2, -2, 1, 1)); /* apart beyond A */
}

TEST(test_triangle_aabb_edges)
{
    /* Box (2,-0.5) half (1,1), overlapping AB from below. Corners seen from
       the box: (-2,0.5), (2,0.5), (-2,4.5). On AB's normal (0,-1): triangle
       [-4.5,-0.5], box [-1,1]: up = -0.5 + 1 = 0.5, down = 1 + 4.5 = 5.5.
       BC's normal: up (2.5 + 2)/sqrt 2, down (2 + 1.5)/sqrt 2 = 2.47; CA's
       (-1,0): 3 and 3; y: up 4.5 + 1, down 1 - 0.5 = 0.5 (ties AB, which
       is tried first); x: 3, 3. So AB: normal (0,-1), delta (0,-0.5); the
       box's deepest corner against (0,-1) is (2 - 1, -0.5 + 1) = (1,0.5),
       moved by the delta: pos (1,0). */
    box_hits(T(), BOX(2, -0.5, 1, 1), 1, 0, 0, -1, 0, -0.5);
    /* Box (3,3) half (0.5,0.5) over BC: corners seen from it: (-3,-3),
       (1,-3), (-3,1). On (1,1)/sqrt 2: triangle [-6,-2]/sqrt 2, box extent
       1/sqrt 2: up = (-2 + 1)/sqrt 2 < 0? No: (2.5,2.5) is the box's low
       corner, x + y = 5 > 4: apart. Move it to (2.25,2.25): corners
       (-2.25,-2.25), (1.75,-2.25), (-2.25,1.75): triangle [-4.5,-0.5]/sqrt 2,
       up = (-0.5 + 1)/sqrt 2 = 0.5/sqrt 2, down large; x: triangle
       [-2.25,1.75], box [-0.5,0.5]: up 2.25, down 2.75; same for y; AB:
       up 0.5 + 2.25... = 2.75. So BC: delta (0.25,0.25), pos the corner
       (1.75,1.75) + delta = (2,2). */
    box_misses(T(), BOX(3, 3, 0.5, 0.5));
    box_hits(T(), BOX(2.25, 2.25, 0.5, 0.5), 2, 2, SQRT_HALF, SQRT_HALF, 0.25, 0.25);
}

TEST(test_triangle_aabb_box_axis)
{
    /* Triangle (-1,0), (4,2), (0,4); box (5,2) half (1.5,3). Seen from the
       box: A (-6,-2), B (-1,0), C (-5,2). x: triangle [-6,-1], box
       [-1.5,1.5]: up -1 + 1.5 = 0.5, down 7.5. y: 5, 5. AB's normal
       (2,-5)/sqrt 29: 16/sqrt 29 = 2.97; BC's (2,4)/sqrt 20: 13/sqrt 20 =
       2.91; CA's (-4,1)/sqrt 17: 5/sqrt 17 = 1.21. So x wins: normal (1,0),
       delta (0.5,0), pos the triangle's corner furthest along +x, B. */
    box_hits(TRI(-1, 0, 4, 2, 0, 4), BOX(5, 2, 1.5, 3), 4, 2, 1, 0, 0.5, 0);
    box_misses(TRI(-1, 0, 4, 2, 0, 4), BOX(5.5, 2, 1.5, 3)); /* x = 4 touches B */
}

TEST(test_triangle_aabb_containment)
{
    /* A small box inside: (1,1) half (0.25,0.25). AB: triangle on (0,-1)
       [-3,1], box [-0.25,0.25]: up 1.25, down 3.25; CA the same, 1.25;
       BC: 2.5/sqrt 2 = 1.77 both ways; x and y: 1.25 (tried after the
       edges). AB first: normal (0,-1), delta (0,-1.25), pos the corner
       (0.75,1.25) + delta = (0.75,0). In every order, the edges on y = 0
       and x = 0 tie; the one on y = 0 comes first in T's order only. */
    isect_hit h = marked_hit();
    int k;
    if (CHECK(isect_triangle_aabb(T(), BOX(1, 1, 0.25, 0.25), &h)))
        CHECK_HIT(h, 0.75, 0, 0, -1, 0, -1.25, 0);
    for (k = 0; k < 6; k++) {
        h = marked_hit();
        if (CHECK(isect_triangle_aabb(tri_order(T(), k), BOX(1, 1, 0.25, 0.25), &h)))
            CHECK_NEAR(sqrt((double)h.delta.x * h.delta.x + (double)h.delta.y * h.delta.y),
                       1.25, TOL);
    }
    /* A big box around the triangle: (2,2) half (3,3). x, y, AB, CA: 5;
       BC: on (1,1)/sqrt 2 triangle [-4,0]/sqrt 2 (corners (-2,-2), (2,-2),
       (-2,2)), extent 6/sqrt 2: up 6/sqrt 2 = 3 sqrt 2, down 10/sqrt 2. So
       BC: delta (3,3), pos the box's corner (-1,-1) + (3,3) = (2,2). */
    box_hits(T(), BOX(2, 2, 3, 3), 2, 2, SQRT_HALF, SQRT_HALF, 3, 3);
}

TEST(test_triangle_aabb_degenerate)
{
    /* A box of zero size is a point: (1,0.5) like triangle_point. */
    box_hits(T(), BOX(1, 0.5, 0, 0), 1, 0, 0, -1, 0, -0.5);
    box_misses(T(), BOX(2, 0, 0, 0));
    box_misses(T(), BOX(5, 5, 0, 0));
    /* A box of zero height crossing the triangle: (2,1) half (3,0), the
       segment y = 1 from x = -1 to 5. Seen from it: (-2,-1), (2,-1),
       (-2,3). AB (0,-1): triangle [-3,1], box [0,0]: up 1, down 3. y: up 3,
       down 1 (ties AB). CA (-1,0): [-2,2] vs [-3,3]: up 5. BC: triangle
       [-3,0]/sqrt 2... corners (x + y): -3, 1, 1; extent 3/sqrt 2: up
       4/sqrt 2, down 6/sqrt 2. x: 2+3, 3+2. So AB: delta (0,-1), pos
       corner (2 - 3, 1) + delta = (-1,0). That lands beyond AB's end, off
       the triangle; the one contact-point rule (pos on the static shape)
       takes the triangle's nearest point to it, the corner (0,0). */
    box_hits(T(), BOX(2, 1, 3, 0), 0, 0, 0, -1, 0, -1);
    /* A flat triangle (0,0), (4,4), (2,2) through a box (2,1) half (1,2):
       hits. Flat vs zero size: misses. */
    CHECK(isect_triangle_aabb(TRI(0, 0, 4, 4, 2, 2), BOX(2, 1, 1, 2), NULL));
    box_misses(TRI(0, 0, 4, 4, 2, 2), BOX(1, 1, 0, 0));
    box_misses(TRI(0, 0, 4, 4, 2, 2), BOX(3, 1, 1, 1)); /* its corner (2,2) on y = x */
    /* A box of zero width crossing a flat triangle: both are segments, and
       they cross at (2,2); like two crossing boxes of zero width in
       isect_aabb_aabb, that overlaps (unlike isect_triangle_segment). */
    CHECK(isect_triangle_aabb(TRI(0, 0, 4, 4, 2, 2), BOX(2, 1, 0, 3), NULL));
    box_misses(TRI(0, 0, 4, 4, 2, 2), BOX(2, 0, 0, 2)); /* ends at (2,2) */
}

/* ---- triangle vs triangle ------------------------------------------------ */

static void tri_hits(isect_triangle t, isect_triangle u, double px, double py, double nx,
                     double ny, double dx, double dy)
{
    isect_hit h = marked_hit();
    CHECK(isect_triangle_triangle(t, u, NULL));
    if (CHECK(isect_triangle_triangle(t, u, &h)))
        CHECK_HIT(h, px, py, nx, ny, dx, dy, 0);
}

/* Every order of both triangles, both ways round: no hit. */
static void tri_misses(isect_triangle t, isect_triangle u)
{
    int k, j;
    for (k = 0; k < 6; k++)
        for (j = 0; j < 6; j++) {
            isect_hit h = marked_hit();
            CHECK(!isect_triangle_triangle(tri_order(t, k), tri_order(u, j), &h));
            CHECK(hit_is_marked(h));
            CHECK(!isect_triangle_triangle(tri_order(u, j), tri_order(t, k), NULL));
        }
}

/* Every order of both, both ways round: a hit of this depth. */
static void tri_depth(isect_triangle t, isect_triangle u, double depth)
{
    int k, j;
    for (k = 0; k < 6; k++)
        for (j = 0; j < 6; j++) {
            isect_hit h1, h2;
            if (CHECK(isect_triangle_triangle(tri_order(t, k), tri_order(u, j), &h1)))
                CHECK_NEAR(sqrt((double)h1.delta.x * h1.delta.x + (double)h1.delta.y * h1.delta.y),
                           depth, TOL);
            if (CHECK(isect_triangle_triangle(tri_order(u, j), tri_order(t, k), &h2)))
                CHECK_NEAR(sqrt((double)h2.delta.x * h2.delta.x + (double)h2.delta.y * h2.delta.y),
                           depth, TOL);
        }
}

TEST(test_triangle_triangle_touching)
{
    tri_misses(T(), TRI(4, 0, 0, 4, 4, 4));   /* share BC */
    tri_misses(T(), TRI(4, 0, 6, 0, 6, 2));   /* share the corner B */
    tri_misses(T(), TRI(0, 0, 4, 0, 2, -3));  /* share AB, on the other side */
    tri_misses(T(), TRI(2, 2, 5, 2, 2, 5));   /* corner (2,2) on BC */
    tri_misses(T(), TRI(5, 5, 9, 5, 5, 9));   /* apart */
}

TEST(test_triangle_triangle_overlap)
{
    /* U = (0,-1), (4,-1), (2,1) pokes 1 above AB. On AB's normal (0,-1): T
       [-4,0], U [-1,1]: up 0 + 1 = 1, down 1 + 4 = 5. T's BC (1,1)/sqrt 2:
       T [0,4], U [-1,3] (over sqrt 2): up 5, down 3 (/sqrt 2); CA (-1,0):
       4, 4; U's edges: (0,-1) again (1), (1,1)/sqrt 2 again, (-1,1)/sqrt 2:
       T [-4,4], U [-5,-1] (/sqrt 2): up 9, down 3 (/sqrt 2). So AB: normal
       (0,-1), delta (0,-1), pos U's highest corner (2,1) moved: (2,0).
       Swapped: U's AB first, pushing T along (0,1) by 1: T's lowest corner
       (0,0) (first of the two in T's order) moved: (0,1), which is off U;
       pos is U's nearest point to it (one contact-point rule: pos on the
       static shape), on U's edge CA from (2,1) to (0,-1): (1,0). */
    isect_triangle u = TRI(0, -1, 4, -1, 2, 1);
    tri_hits(T(), u, 2, 0, 0, -1, 0, -1);
    tri_hits(u, T(), 1, 0, 0, 1, 0, 1);
    tri_depth(T(), u, 1);
}

TEST(test_triangle_triangle_containment)
{
    /* Small (1,1), (2,1), (1,2) in big (0,0), (8,0), (0,8). Big's AB: big
       [-8,0] on (0,-1), small [-2,-1]: up 2, down 7; big's CA: 2; big's BC
       (1,1)/sqrt 2: up (8 - 2)/sqrt 2, down 3/sqrt 2 = 2.12; small's edges
       are parallel to big's. So 2 along (0,-1), first: pos the small one's
       highest corner (1,2) + (0,-2) = (1,0). */
    isect_triangle big = TRI(0, 0, 8, 0, 0, 8), small = TRI(1, 1, 2, 1, 1, 2);
    tri_hits(big, small, 1, 0, 0, -1, 0, -2);
    /* The other way: small's AB: small [-2,-1], big [-8,0] on (0,-1): up
       -1 + 8 = 7, down 0 + 2 = 2: along (0,1). Big's lowest corner (0,0)
       moved by (0,2): (0,2), off the small one; its nearest point there is
       its corner (1,2), where the two touch once pushed apart. */
    tri_hits(small, big, 1, 2, 0, 1, 0, 2);
    tri_depth(big, small, 2);
    /* Identical triangles: the narrowest width, across BC: 4/sqrt 2 =
       2 sqrt 2, along +(1,1)/sqrt 2 (up = down: a tie goes +). delta (2,2);
       pos: the corner of the copy furthest against (1,1), A = (0,0), moved
       to (2,2). */
    tri_hits(T(), T(), 2, 2, SQRT_HALF, SQRT_HALF, 2, 2);
    tri_depth(T(), T(), 2 * sqrt(2.0));
}

TEST(test_triangle_triangle_flat)
{
    /* Two flat triangles crossing like an X at (2,2): each one's shadow on
       the other's normal straddles a single value. The depth: on (1,-1)/
       sqrt 2 the first is one point, the second spans [-4,4]/sqrt 2: 2 sqrt 2;
       on (1,1)/sqrt 2 the first spans [0,8]/sqrt 2 and the second is 4/sqrt 2:
       2 sqrt 2 again. */
    tri_depth(TRI(0, 0, 2, 2, 4, 4), TRI(0, 4, 4, 0, 1, 3), 2 * sqrt(2.0));
    /* On one line: never. */
    tri_misses(TRI(0, 0, 2, 0, 4, 0), TRI(1, 0, 3, 0, 5, 0));
    /* Corners all equal: a point. Inside T: the point test's depth 0.5;
       on an edge or the same point twice: no. */
    tri_depth(T(), TRI(1, 0.5, 1, 0.5, 1, 0.5), 0.5);
    tri_misses(T(), TRI(2, 0, 2, 0, 2, 0));
    tri_misses(TRI(1, 1, 1, 1, 1, 1), TRI(1, 1, 1, 1, 1, 1));
    /* A flat triangle across T at y = 1, from x = -1 to 5: T's AB pushes it
       down by 1 (the flat one's own normal ties, and comes later). pos: its
       highest corner, the first of three at y = 1 in a flat triangle's one
       order (right to left), (5,1), moved: (5,0), off T; T's nearest point
       to it, its corner (4,0). */
    tri_hits(T(), TRI(-1, 1, 5, 1, 2, 1), 4, 0, 0, -1, 0, -1);
}

int main(void)
{
    RUN(test_triangle_segment_edges);
    RUN(test_triangle_segment_misses);
    RUN(test_triangle_segment_corner_entry);
    RUN(test_triangle_segment_starts_inside);
    RUN(test_triangle_segment_zero_length);
    RUN(test_triangle_segment_flat);
    RUN(test_triangle_circle_outside);
    RUN(test_triangle_circle_inside);
    RUN(test_triangle_circle_near_edge);
    RUN(test_triangle_circle_flat);
    RUN(test_triangle_aabb_touching);
    RUN(test_triangle_aabb_edges);
    RUN(test_triangle_aabb_box_axis);
    RUN(test_triangle_aabb_containment);
    RUN(test_triangle_aabb_degenerate);
    RUN(test_triangle_triangle_touching);
    RUN(test_triangle_triangle_overlap);
    RUN(test_triangle_triangle_containment);
    RUN(test_triangle_triangle_flat);
    return check_report();
}
