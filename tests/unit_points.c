/* unit_points.c -- unit tests of the points-and-shapes functions of issue 3:
   nearest point (circle, box, capsule, triangle), point in shape (circle, box,
   capsule, triangle), triangle vs point, and the nearest edge and normal of a
   circle and a box. Every expected value is worked out by hand from the
   geometry (the arithmetic is in the comments), with inputs chosen so that
   the results are exactly representable; triangle results are checked for
   all six orders of the corners (both windings) unless a tie rule says
   otherwise.

   Build: cc -std=c99 -Ibuild tests/unit_points.c build/intersect.c -lm
   (add -DISECT_FLOAT for the float edition). */
#include "testlib.h" /* TOL, SQRT_HALF, R, V, BOX, CIRC, CAP, TRI, tri_order, marked_hit */

/* ---- nearest point of a circle ------------------------------------------ */

/* Circle at (1,2), radius 5. (7,10): D = (6,8), |D| = 10 > 5, so
   Q = C + 5*(0.6, 0.8) = (4, 6). (1,-10): D = (0,-12) -> (1, 2-5) = (1,-3).
   (2,3): |D|^2 = 2 < 25, inside: itself. (4,6) is on the circle (9 + 16 = 25):
   itself. The center is itself. Radius zero: every point gets the center. */
TEST(test_nearest_circle)
{
    isect_circle c = CIRC(1, 2, 5);
    CHECK_VEC(isect_nearest_circle(c, V(7, 10)), 4, 6, TOL);
    CHECK_VEC(isect_nearest_circle(c, V(1, -10)), 1, -3, TOL);
    CHECK_VEC(isect_nearest_circle(c, V(-11, 2)), -4, 2, TOL); /* D = (-12,0) */
    CHECK(same_vec(isect_nearest_circle(c, V(2, 3)), V(2, 3)));
    CHECK(same_vec(isect_nearest_circle(c, V(4, 6)), V(4, 6)));
    CHECK(same_vec(isect_nearest_circle(c, V(6, 2)), V(6, 2)));
    CHECK(same_vec(isect_nearest_circle(c, V(1, 2)), V(1, 2)));
    CHECK(same_vec(isect_nearest_circle(CIRC(1, 2, 0), V(4, 6)), V(1, 2)));
    CHECK(same_vec(isect_nearest_circle(CIRC(1, 2, 0), V(1, 2)), V(1, 2)));
}

/* ---- nearest point of a box --------------------------------------------- */

/* Box center (0,0), half (4,2): x in [-4,4], y in [-2,2]. Clamp each axis:
   (6,1) -> (4,1); (0,9) -> (0,2); (-7,-5) -> corner (-4,-2); (9,3) -> (4,2).
   Inside (1,1) and on the edge (4,1), the corner (-4,2): themselves. */
TEST(test_nearest_aabb)
{
    isect_aabb b = BOX(0, 0, 4, 2);
    CHECK(same_vec(isect_nearest_aabb(b, V(6, 1)), V(4, 1)));
    CHECK(same_vec(isect_nearest_aabb(b, V(0, 9)), V(0, 2)));
    CHECK(same_vec(isect_nearest_aabb(b, V(-7, -5)), V(-4, -2)));
    CHECK(same_vec(isect_nearest_aabb(b, V(9, 3)), V(4, 2)));
    CHECK(same_vec(isect_nearest_aabb(b, V(-1, -5)), V(-1, -2)));
    CHECK(same_vec(isect_nearest_aabb(b, V(1, 1)), V(1, 1)));
    CHECK(same_vec(isect_nearest_aabb(b, V(4, 1)), V(4, 1)));
    CHECK(same_vec(isect_nearest_aabb(b, V(-4, 2)), V(-4, 2)));
    /* moved box: center (10,-3), half (1,1) -> (11,-2) from (15, 5) */
    CHECK(same_vec(isect_nearest_aabb(BOX(10, -3, 1, 1), V(15, 5)), V(11, -2)));
    /* zero size: the center */
    CHECK(same_vec(isect_nearest_aabb(BOX(3, 3, 0, 0), V(5, 5)), V(3, 3)));
    CHECK(same_vec(isect_nearest_aabb(BOX(3, 3, 0, 0), V(3, 3)), V(3, 3)));
}

/* ---- nearest point of a capsule ----------------------------------------- */

/* Capsule (0,0) + t(6,0), radius 1.
   (3,5): axis point (3,0), D = (0,5) -> (3,1).
   (-3,4): before the start, axis point (0,0), D = (-3,4), |D| = 5 -> (-0.6, 0.8).
   (9,-4): beyond the end, axis point (6,0), D = (3,-4) -> (6.6, -0.8).
   (3,0.5), (2,0) on the axis, (3,1) on the side, (7,0) on the end: themselves.
   Zero length at (1,1), radius 2: a circle; (1,5) -> (1,3).
   Radius zero: the axis segment; (3,5) -> (3,0), (8,0) -> (6,0). */
TEST(test_nearest_capsule)
{
    isect_capsule cap = CAP(0, 0, 6, 0, 1);
    CHECK_VEC(isect_nearest_capsule(cap, V(3, 5)), 3, 1, TOL);
    CHECK_VEC(isect_nearest_capsule(cap, V(3, -5)), 3, -1, TOL);
    CHECK_VEC(isect_nearest_capsule(cap, V(-3, 4)), -0.6, 0.8, TOL);
    CHECK_VEC(isect_nearest_capsule(cap, V(9, -4)), 6.6, -0.8, TOL);
    CHECK_VEC(isect_nearest_capsule(cap, V(-5, 0)), -1, 0, TOL);
    CHECK(same_vec(isect_nearest_capsule(cap, V(3, 0.5)), V(3, 0.5)));
    CHECK(same_vec(isect_nearest_capsule(cap, V(2, 0)), V(2, 0)));
    CHECK(same_vec(isect_nearest_capsule(cap, V(3, 1)), V(3, 1)));
    CHECK(same_vec(isect_nearest_capsule(cap, V(7, 0)), V(7, 0)));
    CHECK_VEC(isect_nearest_capsule(CAP(1, 1, 0, 0, 2), V(1, 5)), 1, 3, TOL);
    CHECK_VEC(isect_nearest_capsule(CAP(0, 0, 6, 0, 0), V(3, 5)), 3, 0, TOL);
    CHECK_VEC(isect_nearest_capsule(CAP(0, 0, 6, 0, 0), V(8, 0)), 6, 0, TOL);
    /* a slanted capsule: (0,0) + t(4,4), radius 1; (0,4) -> axis (2,2),
       D = (-2,2), |D| = 2*sqrt(2) -> (2,2) + (-1,1)*sqrt(1/2) */
    CHECK_VEC(isect_nearest_capsule(CAP(0, 0, 4, 4, 1), V(0, 4)), 2 - SQRT_HALF,
              2 + SQRT_HALF, TOL);
}

/* ---- point in circle, box, capsule -------------------------------------- */

/* Each answer is compared with the hit test's boolean, which must agree. */
static void contains_circle(isect_circle c, double x, double y, int expected)
{
    bool r = isect_circle_contains(c, V(x, y));
    CHECK(r == (expected != 0));
    CHECK(r == isect_circle_point(c, V(x, y), 0, NULL));
}

static void contains_box(isect_aabb b, double x, double y, int expected)
{
    bool r = isect_aabb_contains(b, V(x, y));
    CHECK(r == (expected != 0));
    CHECK(r == isect_aabb_point(b, V(x, y), NULL));
}

static void contains_capsule(isect_capsule cap, double x, double y, int expected)
{
    bool r = isect_capsule_contains(cap, V(x, y));
    CHECK(r == (expected != 0));
    CHECK(r == isect_capsule_point(cap, V(x, y), NULL));
}

/* Circle (1,2) r 5: (4,5): 9 + 9 = 18 < 25 in; (4,6): 25, on it, out;
   (6,2): 25, out; (1,2) the center, in; (7,10) out. Radius 0: nothing.
   Box (0,0) half (4,2): (3.5,1.5) in, (0,0) in, (4,0) on the edge out,
   (0,2) out, (4,2) corner out, (5,0) out. Zero height: nothing.
   Capsule (0,0)+(6,0) r 1: (3,0.5) in, (3,1) on the side out, (-1,0) on the
   end out, (6.5,0) in, (0,0) in, (7,0) out, (3,-2) out; radius 0: nothing. */
TEST(test_contains)
{
    isect_circle c = CIRC(1, 2, 5);
    isect_aabb b = BOX(0, 0, 4, 2);
    isect_capsule cap = CAP(0, 0, 6, 0, 1);
    contains_circle(c, 4, 5, 1);
    contains_circle(c, 4, 6, 0);
    contains_circle(c, 6, 2, 0);
    contains_circle(c, 1, -3, 0);
    contains_circle(c, 1, 2, 1);
    contains_circle(c, 7, 10, 0);
    contains_circle(CIRC(1, 2, 0), 1, 2, 0);
    contains_box(b, 3.5, 1.5, 1);
    contains_box(b, 0, 0, 1);
    contains_box(b, -3.5, -1.5, 1);
    contains_box(b, 4, 0, 0);
    contains_box(b, -4, 0, 0);
    contains_box(b, 0, 2, 0);
    contains_box(b, 0, -2, 0);
    contains_box(b, 4, 2, 0);
    contains_box(b, 5, 0, 0);
    contains_box(BOX(0, 0, 4, 0), 1, 0, 0);
    contains_box(BOX(0, 0, 0, 0), 0, 0, 0);
    contains_capsule(cap, 3, 0.5, 1);
    contains_capsule(cap, 3, 1, 0);
    contains_capsule(cap, 3, -1, 0);
    contains_capsule(cap, -1, 0, 0);
    contains_capsule(cap, 6.5, 0, 1);
    contains_capsule(cap, 0, 0, 1);
    contains_capsule(cap, 7, 0, 0);
    contains_capsule(cap, 3, -2, 0);
    contains_capsule(CAP(0, 0, 6, 0, 0), 3, 0, 0);
    contains_capsule(CAP(1, 1, 0, 0, 2), 2, 2, 1); /* zero length: a circle */
    contains_capsule(CAP(1, 1, 0, 0, 2), 3, 1, 0);
}

/* ---- nearest edge of a circle ------------------------------------------- */

static void circle_edge(isect_circle c, double px, double py, double ex, double ey,
                        double nx, double ny)
{
    isect_vec n = V(MARK, MARK);
    isect_vec e = isect_nearest_circle_edge(c, V(px, py), &n);
    CHECK_VEC(e, ex, ey, TOL);
    CHECK_VEC(n, nx, ny, TOL);
    CHECK(same_vec(isect_nearest_circle_edge(c, V(px, py), NULL), e));
}

/* Circle (1,2) r 5. Inside (4,2): D = (3,0) -> (6,2), normal (1,0).
   Inside (1,0): D = (0,-2) -> (1,-3), normal (0,-1). Outside (7,10):
   D = (6,8) -> (4,6), normal (0.6,0.8). On the edge (1,7): itself, (0,1).
   The center: (1,0) by rule -> (6,2). Radius 0 at (1,2): the center, with the
   normal from the center to the point, (1,5) -> (0,1), or (1,0) at the center. */
TEST(test_nearest_circle_edge)
{
    isect_circle c = CIRC(1, 2, 5);
    circle_edge(c, 4, 2, 6, 2, 1, 0);
    circle_edge(c, 1, 0, 1, -3, 0, -1);
    circle_edge(c, -2, 6, -2, 6, -0.6, 0.8); /* D = (-3,4), on the circle */
    circle_edge(c, 7, 10, 4, 6, 0.6, 0.8);
    circle_edge(c, 1, 7, 1, 7, 0, 1);
    circle_edge(c, 1, 2, 6, 2, 1, 0);
    circle_edge(CIRC(1, 2, 0), 1, 5, 1, 2, 0, 1);
    circle_edge(CIRC(1, 2, 0), 1, 2, 1, 2, 1, 0);
}

/* For a point strictly inside, the edge point and normal are the point
   test's contact and normal, bit for bit, and its delta is edge - point.
   (2.2, 3.6): D = (1.2, 1.6), |D| = 2, normal (0.6, 0.8), edge (4, 6). */
TEST(test_nearest_circle_edge_matches_circle_point)
{
    isect_circle c = CIRC(1, 2, 5);
    isect_vec pts[4];
    int i;
    pts[0] = V(2.2, 3.6);
    pts[1] = V(1, 2);
    pts[2] = V(-3, 1.5);
    pts[3] = V(0.25, -2.5);
    for (i = 0; i < 4; i++) {
        isect_hit h;
        isect_vec n, e = isect_nearest_circle_edge(c, pts[i], &n);
        if (CHECK(isect_circle_point(c, pts[i], 0, &h))) {
            CHECK(same_vec(e, h.pos));
            CHECK(same_vec(n, h.normal));
            CHECK(same_vec(isect_sub(e, pts[i]), h.delta));
        }
    }
    CHECK_VEC(isect_nearest_circle_edge(c, V(2.2, 3.6), NULL), 4, 6, TOL);
}

/* ---- nearest edge of a box ---------------------------------------------- */

static void box_edge(isect_aabb b, double px, double py, double ex, double ey,
                     double nx, double ny)
{
    isect_vec n = V(MARK, MARK);
    isect_vec e = isect_nearest_aabb_edge(b, V(px, py), &n);
    CHECK_VEC(e, ex, ey, TOL);
    CHECK_VEC(n, nx, ny, TOL);
    CHECK(same_vec(isect_nearest_aabb_edge(b, V(px, py), NULL), e));
}

/* Box (0,0) half (4,2).
   Inside (3,0.5): p_x = 4-3 = 1 < p_y = 2-0.5 = 1.5: right edge (4,0.5), (1,0).
   Inside (-1,-1.5): p_x = 3, p_y = 0.5: bottom (-1,-2), (0,-1).
   The center: p_x = 4, p_y = 2: top (0,2), (0,1).
   On the right edge (4,1): p_x = 0 < p_y = 1: itself, (1,0).
   On the corner (4,2): p_x = p_y = 0, tie to y: itself, (0,1).
   On the corner (-4,-2): itself, (0,-1).
   Outside beside a face: (7,1) -> (4,1), (1,0); (0,-5) -> (0,-2), (0,-1).
   Outside beyond a corner: (7,6) -> (4,2), away (3,4): (0.6,0.8). */
TEST(test_nearest_aabb_edge)
{
    isect_aabb b = BOX(0, 0, 4, 2);
    box_edge(b, 3, 0.5, 4, 0.5, 1, 0);
    box_edge(b, -3, 0.5, -4, 0.5, -1, 0);
    box_edge(b, -1, -1.5, -1, -2, 0, -1);
    box_edge(b, 0, 0, 0, 2, 0, 1);
    box_edge(b, 4, 1, 4, 1, 1, 0);
    box_edge(b, 4, 2, 4, 2, 0, 1);
    box_edge(b, -4, -2, -4, -2, 0, -1);
    box_edge(b, 0, -2, 0, -2, 0, -1);
    box_edge(b, 7, 1, 4, 1, 1, 0);
    box_edge(b, 0, -5, 0, -2, 0, -1);
    box_edge(b, 7, 6, 4, 2, 0.6, 0.8);
    box_edge(b, -7, -6, -4, -2, -0.6, -0.8);
}

/* Ties. Square (0,0) half (2,2): the center -> top (0,2), (0,1); on the
   diagonals p_x = p_y, tie to y: (1,1) -> (1,2), (0,1); (-1,-1) -> (-1,-2),
   (0,-1); (1,-1) -> (1,-2), (0,-1). On a center line: box (0,0) half (2,4),
   (0,1): p_x = 2 < p_y = 3, x, and sign(0) = +1 -> (2,1), (1,0).
   Zero size at (3,3): the center -> itself, (0,1) (tie to y, zero counts
   as +); (3,5) -> (3,3), (0,1); (1,3) -> (3,3), (-1,0). */
TEST(test_nearest_aabb_edge_ties)
{
    isect_aabb sq = BOX(0, 0, 2, 2);
    box_edge(sq, 0, 0, 0, 2, 0, 1);
    box_edge(sq, 1, 1, 1, 2, 0, 1);
    box_edge(sq, -1, -1, -1, -2, 0, -1);
    box_edge(sq, 1, -1, 1, -2, 0, -1);
    box_edge(sq, -1, 1, -1, 2, 0, 1);
    box_edge(BOX(0, 0, 2, 4), 0, 1, 2, 1, 1, 0);
    box_edge(BOX(3, 3, 0, 0), 3, 3, 3, 3, 0, 1);
    box_edge(BOX(3, 3, 0, 0), 3, 5, 3, 3, 0, 1);
    box_edge(BOX(3, 3, 0, 0), 1, 3, 3, 3, -1, 0);
}

/* For a point strictly inside, the box vs point test's contact and normal. */
TEST(test_nearest_aabb_edge_matches_aabb_point)
{
    isect_aabb b = BOX(1, -1, 4, 2);
    isect_vec pts[5];
    int i;
    pts[0] = V(4, 0.5);
    pts[1] = V(1, -1);
    pts[2] = V(-2.5, -2.75);
    pts[3] = V(3, -1); /* on a diagonal: p_x = 4 - 2 = p_y = 2 - 0 = 2 */
    pts[4] = V(1, 0.5);
    for (i = 0; i < 5; i++) {
        isect_hit h;
        isect_vec n, e = isect_nearest_aabb_edge(b, pts[i], &n);
        if (CHECK(isect_aabb_point(b, pts[i], &h))) {
            CHECK(same_vec(e, h.pos));
            CHECK(same_vec(n, h.normal));
            CHECK(same_vec(isect_sub(e, pts[i]), h.delta));
        }
    }
}

/* ---- triangles: point in triangle --------------------------------------- */

/* T: (0,0), (4,0), (0,4), counter-clockwise (cross((4,0),(0,4)) = 16 > 0);
   tri_order gives all six orders, three of them clockwise.
   Inside: (1,1), (1,0.5), (3,0.5) (3 + 0.5 < 4). On an edge: (2,0), (0,2),
   (2,2) (x + y = 4). Corners. Outside: (3,3), (-1,1), (1,-1), (5,0). */
TEST(test_triangle_contains)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        CHECK(isect_triangle_contains(o, V(1, 1)));
        CHECK(isect_triangle_contains(o, V(1, 0.5)));
        CHECK(isect_triangle_contains(o, V(3, 0.5)));
        CHECK(isect_triangle_contains(o, V(0.25, 3.5)));
        CHECK(!isect_triangle_contains(o, V(2, 0)));
        CHECK(!isect_triangle_contains(o, V(0, 2)));
        CHECK(!isect_triangle_contains(o, V(2, 2)));
        CHECK(!isect_triangle_contains(o, V(0, 0)));
        CHECK(!isect_triangle_contains(o, V(4, 0)));
        CHECK(!isect_triangle_contains(o, V(0, 4)));
        CHECK(!isect_triangle_contains(o, V(3, 3)));
        CHECK(!isect_triangle_contains(o, V(-1, 1)));
        CHECK(!isect_triangle_contains(o, V(1, -1)));
        CHECK(!isect_triangle_contains(o, V(5, 0)));
        CHECK(!isect_triangle_contains(o, V(-2, 0)));
        CHECK(isect_triangle_contains(o, V(1, 1)) == isect_triangle_point(o, V(1, 1), NULL));
        CHECK(isect_triangle_contains(o, V(3, 3)) == isect_triangle_point(o, V(3, 3), NULL));
    }
}

/* Flat triangles contain nothing: collinear (0,0), (2,2), (4,4) (also at a
   point on them and one beside them), two equal corners, three equal. */
TEST(test_triangle_contains_degenerate)
{
    int k;
    for (k = 0; k < 6; k++) {
        CHECK(!isect_triangle_contains(tri_order(TRI(0, 0, 2, 2, 4, 4), k), V(1, 1)));
        CHECK(!isect_triangle_contains(tri_order(TRI(0, 0, 2, 2, 4, 4), k), V(1, 2)));
        CHECK(!isect_triangle_contains(tri_order(TRI(0, 0, 2, 2, 4, 4), k), V(3, 3)));
        CHECK(!isect_triangle_contains(tri_order(TRI(0, 0, 0, 0, 4, 0), k), V(2, 0)));
        CHECK(!isect_triangle_contains(tri_order(TRI(0, 0, 0, 0, 4, 0), k), V(2, 1)));
        CHECK(!isect_triangle_contains(tri_order(TRI(1, 1, 1, 1, 1, 1), k), V(1, 1)));
    }
}

/* ---- triangles: nearest point ------------------------------------------- */

static void nearest_tri_all_orders(isect_triangle t, double px, double py, double ex,
                                   double ey)
{
    int k;
    for (k = 0; k < 6; k++)
        CHECK_VEC(isect_nearest_triangle(tri_order(t, k), V(px, py)), ex, ey, TOL);
}

/* T: (0,0), (4,0), (0,4).
   Inside (1,1), on the edge (2,2) and (0,3), the corners: themselves, exactly.
   Corner A = (0,0): (-1,-2): (P-A).(B-A) = -4 <= 0, (P-A).(C-A) = -8 <= 0 -> A;
     (-3,-1) too; on AB's line before A: (-2,0) -> A.
   Corner B = (4,0): (6,-1): (P-B).(A-B) = (2,-1).(-4,0) = -8,
     (P-B).(C-B) = (2,-1).(-4,4) = -12 -> B; on AB's line beyond B: (6,0):
     (2,0).(-4,4) = -8 -> B.
   Corner C = (0,4): (-1,6): (-1,2).(0,-4) = -8, (-1,2).(4,-4) = -12 -> C.
   Edge AB: (1,-3) -> (1,0); (3,-1) -> (3,0).
   Edge CA: (-2,3) -> (0,3).
   Edge BC: (4,4): t = (0,4).(-4,4)/32 = 1/2 -> (2,2);
     (5,2): t = (1,2).(-4,4)/32 = 1/8 -> (3.5,0.5). */
TEST(test_nearest_triangle)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        CHECK(same_vec(isect_nearest_triangle(o, V(1, 1)), V(1, 1)));
        CHECK(same_vec(isect_nearest_triangle(o, V(2, 2)), V(2, 2)));
        CHECK(same_vec(isect_nearest_triangle(o, V(0, 3)), V(0, 3)));
        CHECK(same_vec(isect_nearest_triangle(o, V(0, 0)), V(0, 0)));
        CHECK(same_vec(isect_nearest_triangle(o, V(4, 0)), V(4, 0)));
        CHECK(same_vec(isect_nearest_triangle(o, V(0, 4)), V(0, 4)));
    }
    nearest_tri_all_orders(t, -1, -2, 0, 0);
    nearest_tri_all_orders(t, -3, -1, 0, 0);
    nearest_tri_all_orders(t, -2, 0, 0, 0);
    nearest_tri_all_orders(t, 6, -1, 4, 0);
    nearest_tri_all_orders(t, 6, 0, 4, 0);
    nearest_tri_all_orders(t, -1, 6, 0, 4);
    nearest_tri_all_orders(t, 0, 7, 0, 4);
    nearest_tri_all_orders(t, 1, -3, 1, 0);
    nearest_tri_all_orders(t, 3, -1, 3, 0);
    nearest_tri_all_orders(t, -2, 3, 0, 3);
    nearest_tri_all_orders(t, 4, 4, 2, 2);
    nearest_tri_all_orders(t, 5, 2, 3.5, 0.5);
}

/* An obtuse corner: (0,0), (4,0), (6,2); the angle at B = (4,0) is obtuse
   ((A-B).(C-B) = (-4,0).(2,2) = -8 < 0). The point (6,0) lies on AB's line
   beyond B, yet it is not in B's region: (P-B).(C-B) = (2,0).(2,2) = 4 > 0.
   It is outside BC (cross(C-B, P-B) = cross((2,2),(2,0)) = -4, winding +1)
   and its foot on BC is at t = 4/8 -> (5,1), sqrt(2) away (B is 2 away).
   Past C: (8,2): (P-C).(C-B) = (2,0).(2,2) = 4 >= 0 and
   (P-C).(A-C) = (2,0).(-6,-2) = -12 <= 0 -> C.
   Above CA: (2,3): CA's line is y = x/3; foot t along C->A:
   (P-C).(A-C)/40 = (-4,1).(-6,-2)/40 = 22/40 -> C + 0.55*(-6,-2) = (2.7, 0.9). */
TEST(test_nearest_triangle_obtuse)
{
    isect_triangle t = TRI(0, 0, 4, 0, 6, 2);
    nearest_tri_all_orders(t, 6, 0, 5, 1);
    nearest_tri_all_orders(t, 8, 2, 6, 2);
    nearest_tri_all_orders(t, 2, 3, 2.7, 0.9);
    nearest_tri_all_orders(t, 2, -1, 2, 0);
    nearest_tri_all_orders(t, -1, 1, 0, 0);
    CHECK(same_vec(isect_nearest_triangle(t, V(4, 0.5)), V(4, 0.5)));
}

/* Flat triangles: the nearest point of the longest edge.
   (0,0), (4,4), (2,2): |AB|^2 = 32 is the longest; (0,4) -> t = 16/32 ->
   (2,2); (6,6) -> (4,4); (-1,-1) -> (0,0); (3,3) on it -> (3,3).
   The same points with the longest edge as BC or CA give the same answers.
   Two equal corners (0,0), (0,0), (4,0): |AB| = 0, |BC| = |CA| = 4, BC first:
   (2,3) -> (2,0); (-1,1) -> (0,0). Three equal corners (1,1): always (1,1). */
TEST(test_nearest_triangle_degenerate)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(TRI(0, 0, 4, 4, 2, 2), k);
        CHECK_VEC(isect_nearest_triangle(o, V(0, 4)), 2, 2, TOL);
        CHECK_VEC(isect_nearest_triangle(o, V(6, 6)), 4, 4, TOL);
        CHECK_VEC(isect_nearest_triangle(o, V(-1, -1)), 0, 0, TOL);
        CHECK_VEC(isect_nearest_triangle(o, V(3, 3)), 3, 3, TOL);
        CHECK_VEC(isect_nearest_triangle(o, V(5, 3)), 4, 4, TOL);
        o = tri_order(TRI(0, 0, 0, 0, 4, 0), k);
        CHECK_VEC(isect_nearest_triangle(o, V(2, 3)), 2, 0, TOL);
        CHECK_VEC(isect_nearest_triangle(o, V(-1, 1)), 0, 0, TOL);
        CHECK_VEC(isect_nearest_triangle(o, V(9, -1)), 4, 0, TOL);
        o = tri_order(TRI(1, 1, 1, 1, 1, 1), k);
        CHECK(same_vec(isect_nearest_triangle(o, V(5, -3)), V(1, 1)));
        CHECK(same_vec(isect_nearest_triangle(o, V(1, 1)), V(1, 1)));
    }
}

/* ---- triangle vs point -------------------------------------------------- */

static void tri_point(isect_triangle t, double px, double py, double nx, double ny,
                      double qx, double qy)
{
    isect_hit h = marked_hit();
    if (CHECK(isect_triangle_point(t, V(px, py), &h))) {
        CHECK_VEC(h.normal, nx, ny, TOL);
        CHECK_VEC(h.pos, qx, qy, TOL);
        CHECK_VEC(h.delta, qx - px, qy - py, TOL);
        CHECK_NEAR(h.time, 0, 0);
    }
    CHECK(isect_triangle_point(t, V(px, py), NULL));
}

static void tri_miss(isect_triangle t, double px, double py)
{
    isect_hit h = marked_hit();
    CHECK(!isect_triangle_point(t, V(px, py), &h));
    CHECK(hit_is_marked(h));
    CHECK(!isect_triangle_point(t, V(px, py), NULL));
}

/* T: (0,0), (4,0), (0,4). The depths are the distances to the edge lines:
   y (edge AB), x (edge CA), (4 - x - y)/sqrt(2) (edge BC).
   (1,0.5): 0.5, 1, 2.5/sqrt2 -> AB: normal (0,-1), pos (1,0).
   (0.5,2): 2, 0.5, 1.5/sqrt2 -> CA: normal (-1,0), pos (0,2).
   (2.5,1): 1, 2.5, 0.5/sqrt2 -> BC: normal (1,1)/sqrt2; foot: t =
     (P-B).(C-B)/32 = (-1.5,1).(-4,4)/32 = 10/32 -> (4,0) + (-1.25,1.25) =
     (2.75,1.25). No ties, so every order of the corners gives the same hit. */
TEST(test_triangle_point)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 4);
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        tri_point(o, 1, 0.5, 0, -1, 1, 0);
        tri_point(o, 0.5, 2, -1, 0, 0, 2);
        tri_point(o, 2.5, 1, SQRT_HALF, SQRT_HALF, 2.75, 1.25);
        tri_point(o, 3, 0.5, SQRT_HALF, SQRT_HALF, 3.25, 0.75); /* t = (-1,.5).(-4,4)/32 = 6/32 */
        tri_miss(o, 2, 0);
        tri_miss(o, 0, 1);
        tri_miss(o, 2, 2);
        tri_miss(o, 0, 0);
        tri_miss(o, 4, 0);
        tri_miss(o, 3, 3);
        tri_miss(o, -1, -1);
    }
}

/* Ties: the first edge in the order AB, BC, CA of the corners as given.
   T (0,0), (4,0), (0,4) at (1,1): depths AB 1, CA 1, BC sqrt2 -> AB:
     normal (0,-1), pos (1,0).
   Clockwise T' (0,0), (0,4), (4,0) at (1,1): AB is now x = 0 (depth 1), CA is
     y = 0 (depth 1) -> AB: normal (-1,0), pos (0,1).
   Three-way: (0,0), (4,0), (0,3) has inradius (3+4-5)/2 = 1 and incenter
     (1,1): cross products 4, 5, 3 over lengths 4, 5, 3, all depths exactly 1.
     As given: AB, normal (0,-1), pos (1,0). Rotated to (4,0), (0,3), (0,0):
     the first edge is the hypotenuse, normal (3,4)/5, foot t =
     (P-B).(C-B)/25 = (-3,1).(-4,3)/25 = 15/25 -> (4,0) + 0.6*(-4,3) =
     (1.6,1.8). Rotated to (0,3), (0,0), (4,0): the first edge is x = 0,
     normal (-1,0), pos (0,1). Reversed (0,0), (0,3), (4,0): AB is x = 0. */
TEST(test_triangle_point_ties)
{
    tri_point(TRI(0, 0, 4, 0, 0, 4), 1, 1, 0, -1, 1, 0);
    tri_point(TRI(0, 0, 0, 4, 4, 0), 1, 1, -1, 0, 0, 1);
    tri_point(TRI(0, 0, 4, 0, 0, 3), 1, 1, 0, -1, 1, 0);
    tri_point(TRI(4, 0, 0, 3, 0, 0), 1, 1, 0.6, 0.8, 1.6, 1.8);
    tri_point(TRI(0, 3, 0, 0, 4, 0), 1, 1, -1, 0, 0, 1);
    tri_point(TRI(0, 0, 0, 3, 4, 0), 1, 1, -1, 0, 0, 1);
    tri_point(TRI(4, 0, 0, 0, 0, 3), 1, 1, 0, -1, 1, 0); /* AB is (4,0)-(0,0), y = 0 */
}

/* Flat triangles are never hit. */
TEST(test_triangle_point_degenerate)
{
    int k;
    for (k = 0; k < 6; k++) {
        tri_miss(tri_order(TRI(0, 0, 2, 2, 4, 4), k), 1, 1);
        tri_miss(tri_order(TRI(0, 0, 2, 2, 4, 4), k), 1, 2);
        tri_miss(tri_order(TRI(0, 0, 0, 0, 4, 0), k), 2, 0);
        tri_miss(tri_order(TRI(1, 1, 1, 1, 1, 1), k), 1, 1);
    }
}

/* A translated, larger triangle: (10,20), (26,20), (10,36) (T scaled by 4 and
   moved); the point (14,22) is T's (1,0.5) scaled: depth to AB = 2 -> normal
   (0,-1), pos (14,20), delta (0,-2). Its nearest point from (14,10) is (14,20). */
TEST(test_triangle_moved)
{
    isect_triangle t = TRI(10, 20, 26, 20, 10, 36);
    tri_point(t, 14, 22, 0, -1, 14, 20);
    CHECK_VEC(isect_nearest_triangle(t, V(14, 10)), 14, 20, TOL);
    /* (26,36) is (16,16) from A: foot on the hypotenuse t = 256/512 -> (8,8) */
    CHECK_VEC(isect_nearest_triangle(t, V(26, 36)), 18, 28, TOL);
    CHECK(isect_triangle_contains(t, V(14, 22)));
}

int main(void)
{
    RUN(test_nearest_circle);
    RUN(test_nearest_aabb);
    RUN(test_nearest_capsule);
    RUN(test_contains);
    RUN(test_nearest_circle_edge);
    RUN(test_nearest_circle_edge_matches_circle_point);
    RUN(test_nearest_aabb_edge);
    RUN(test_nearest_aabb_edge_ties);
    RUN(test_nearest_aabb_edge_matches_aabb_point);
    RUN(test_triangle_contains);
    RUN(test_triangle_contains_degenerate);
    RUN(test_nearest_triangle);
    RUN(test_nearest_triangle_obtuse);
    RUN(test_nearest_triangle_degenerate);
    RUN(test_triangle_point);
    RUN(test_triangle_point_ties);
    RUN(test_triangle_point_degenerate);
    RUN(test_triangle_moved);
    return check_report();
}
