/* unit_exact_triangles.c -- the triangle reproducers of issue 10, each a
   named test, and the touching cases that must come out exactly.

   - a sliver (12,-19.5), (24,-39), (48,-78), its last two corners moved one
     or two units in the last place off the line, must not be hit by a
     segment 58.6 units away (it was: the clipped times are noise there);
   - the triangle (0.25,0), (-0.25,0), (-0.25,-4.9e-324) overlaps the box
     {(0.25,0),(0.25,1)} by 0.25 (it said no: a subnormal edge normal made
     every shadow on it round to zero);
   - a circle {(4/3,4/3),1} on the end of the flat triangle (8.5,4/3),
     (4/3,4/3), (5,4/3) must be pushed clear (it was pushed along the
     segment, and stayed 1 deep);
   - shapes that only touch (a box flush against a tile slope, a circle
     tangent to an edge or through a corner, a segment ending on an edge, two
     triangles sharing an edge) do not overlap, and a hair more does.

   Every case runs in all six corner orders (both windings), and where it
   says so, moved by the offsets games use (512, 4096): the numbers stay
   exact there in float as in double.

   Build: cc -std=c99 -Ibuild tests/unit_exact_triangles.c build/intersect.c -lm
   (add -DISECT_FLOAT for the float edition). */
#include "testlib.h"

#ifdef ISECT_FLOAT
#define NEXT(x, to) nextafterf((float)(x), (float)(to))
#else
#define NEXT(x, to) nextafter((double)(x), (double)(to))
#endif

static isect_real ulps(double x, int k)
{
    isect_real r = R(x);
    for (; k > 0; k--) r = NEXT(r, INFINITY);
    for (; k < 0; k++) r = NEXT(r, -INFINITY);
    return r;
}

static const double OFFSETS[3][2] = {{0, 0}, {512, 512}, {4096, -4096}};

/* ---- long double distances (for the sliver) ----------------------------- */

typedef long double ld;

static ld ld_point_seg(ld px, ld py, ld ax, ld ay, ld bx, ld by)
{
    ld ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey, t = 0;
    if (len2 > 0) t = ((px - ax) * ex + (py - ay) * ey) / len2;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return sqrtl((px - ax - t * ex) * (px - ax - t * ex) + (py - ay - t * ey) * (py - ay - t * ey));
}

static ld ld_cross(ld ax, ld ay, ld bx, ld by, ld cx, ld cy)
{
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/* Distance between segments PQ and UV (0 if they cross). */
static ld ld_seg_seg(isect_vec p, isect_vec q, isect_vec u, isect_vec v)
{
    ld d1 = ld_cross(p.x, p.y, q.x, q.y, u.x, u.y), d2 = ld_cross(p.x, p.y, q.x, q.y, v.x, v.y);
    ld d3 = ld_cross(u.x, u.y, v.x, v.y, p.x, p.y), d4 = ld_cross(u.x, u.y, v.x, v.y, q.x, q.y);
    ld m;
    if (((d1 < 0 && d2 > 0) || (d1 > 0 && d2 < 0)) && ((d3 < 0 && d4 > 0) || (d3 > 0 && d4 < 0)))
        return 0;
    m = ld_point_seg(p.x, p.y, u.x, u.y, v.x, v.y);
    m = fminl(m, ld_point_seg(q.x, q.y, u.x, u.y, v.x, v.y));
    m = fminl(m, ld_point_seg(u.x, u.y, p.x, p.y, q.x, q.y));
    return fminl(m, ld_point_seg(v.x, v.y, p.x, p.y, q.x, q.y));
}

/* Distance from a segment to a triangle's edges: for a segment that does not
   reach inside, its distance to the triangle. */
static ld ld_seg_tri(isect_triangle t, isect_vec p, isect_vec d)
{
    isect_vec q = V((double)p.x + d.x, (double)p.y + d.y);
    ld m = ld_seg_seg(p, q, t.a, t.b);
    m = fminl(m, ld_seg_seg(p, q, t.b, t.c));
    return fminl(m, ld_seg_seg(p, q, t.c, t.a));
}

/* ---- reproducer: sliver triangles hit far away -------------------------- */

/* The sliver, its last two corners moved k1 and k2 units in the last place,
   in x (bit 0 / bit 1 of `comp` set) or in y. */
static isect_triangle sliver(int k1, int k2, int comp)
{
    isect_triangle t;
    t.a = V(12, -19.5);
    t.b = (comp & 1) ? V(0, -39) : V(24, 0);
    t.c = (comp & 2) ? V(0, -78) : V(48, 0);
    if (comp & 1) t.b.x = ulps(24, k1); else t.b.y = ulps(-39, k1);
    if (comp & 2) t.c.x = ulps(48, k2); else t.c.y = ulps(-78, k2);
    return t;
}

TEST(test_sliver_segment_58_6_away_misses)
{
    /* The line of the sliver runs along u = (1, -1.625) / |(1, -1.625)|,
       with normal n; segments across it 58.6 beyond either end, and one
       along it 58.6 to the side, are all 58.6 from the triangle. */
    double len = sqrt(1 + 1.625 * 1.625);
    double ux = 1 / len, uy = -1.625 / len, nx = 1.625 / len, ny = 1 / len;
    int k1, k2, comp, k, slivers = 0;
    for (k1 = -2; k1 <= 2; k1++)
        for (k2 = -2; k2 <= 2; k2++)
            for (comp = 0; comp < 4; comp++) {
                isect_triangle t = sliver(k1, k2, comp);
                if (isect_cross(isect_sub(t.b, t.a), isect_sub(t.c, t.a)) == 0)
                    continue; /* exactly flat: not a sliver */
                slivers++;
                for (k = 0; k < 6; k++) {
                    isect_triangle o = tri_order(t, k);
                    double ex = 48 + 58.6 * ux, ey = -78 + 58.6 * uy;
                    double sx = 12 - 58.6 * ux, sy = -19.5 - 58.6 * uy;
                    CHECK(!isect_triangle_segment(o, V(ex - 50 * nx, ey - 50 * ny),
                                                  V(100 * nx, 100 * ny), NULL));
                    CHECK(!isect_triangle_segment(o, V(sx + 50 * nx, sy + 50 * ny),
                                                  V(-100 * nx, -100 * ny), NULL));
                    CHECK(!isect_triangle_segment(o, V(12 + 58.6 * nx, -19.5 + 58.6 * ny),
                                                  V(36, -58.5), NULL));
                    /* a segment along the line, beyond the end */
                    CHECK(!isect_triangle_segment(o, V(ex, ey), V(30 * ux, 30 * uy), NULL));
                }
            }
    CHECK(slivers > 20);
}

/* The whole class: segments in every direction around the sliver's line
   (the kind that used to hit 10 to 80 units away). Any hit must come within
   a rounding error of the sliver. */
TEST(test_sliver_segment_hits_only_near)
{
    int k1, k2, comp, i, hits = 0;
    rng_state = 0x5117e4;
    for (k1 = -2; k1 <= 2; k1++)
        for (k2 = -2; k2 <= 2; k2++)
            for (comp = 0; comp < 4; comp++) {
                isect_triangle t = sliver(k1, k2, comp);
                for (i = 0; i < 3000; i++) {
                    double s = rng_unit() * 4 - 1.5, px = 12 + s * 36, py = -19.5 - 1.625 * s * 36;
                    double ang = rng_unit() * 6.283185307, l = rng_unit() * 200, off = rng_unit();
                    isect_vec p = V(px - off * cos(ang) * l, py - off * sin(ang) * l);
                    isect_vec d = V(cos(ang) * l, sin(ang) * l);
                    isect_hit h;
                    if (isect_triangle_segment(t, p, d, &h)) {
                        hits++;
                        CHECK(ld_seg_tri(t, p, d) <= 1e-3);
                        CHECK(hit_finite(h) && is_unit(h.normal));
                    }
                }
            }
    CHECK(hits > 100); /* segments that really cross it still hit */
}

/* ---- reproducer: subnormal edges ----------------------------------------- */

TEST(test_subnormal_edge_box_overlaps_by_quarter)
{
    /* 4.9e-324 in double; the smallest subnormal float in float. */
    isect_real tiny = NEXT(0, -1);
    isect_triangle t = TRI(0.25, 0, -0.25, 0, -0.25, 0);
    isect_aabb box = BOX(0.25, 0, 0.25, 1);
    int k;
    t.c.y = tiny;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        isect_hit h = marked_hit();
        CHECK(isect_triangle_aabb(o, box, NULL));
        if (CHECK(isect_triangle_aabb(o, box, &h))) {
            /* shallowest way out: along +x by 0.25 (the y axis and the
               triangle's long edges need 1, the short edge's normal is x) */
            CHECK_VEC(h.normal, 1, 0, 0);
            CHECK_VEC(h.delta, 0.25, 0, 0);
        }
    }
}

/* A real triangle (its cross product does not round to zero) with a
   subnormal edge and a subnormal area: the same answer. */
TEST(test_subnormal_area_triangle_vs_box)
{
    isect_real tiny = NEXT(0, -1);
    isect_triangle t = TRI(0.25, 0, -0.25, 0, -0.25, 0);
    int k;
    t.c.y = tiny * 40;
    CHECK(isect_cross(isect_sub(t.b, t.a), isect_sub(t.c, t.a)) != 0);
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        isect_hit h;
        if (CHECK(isect_triangle_aabb(o, BOX(0.25, 0, 0.25, 1), &h)))
            CHECK_VEC(h.delta, 0.25, 0, 0);
        /* a box only touching the short edge from the left: no overlap */
        CHECK(!isect_triangle_aabb(o, BOX(-0.75, 0, 0.5, 1), NULL));
        /* and as the second triangle, against a real one */
        CHECK(isect_triangle_triangle(TRI(0, -1, 1, -1, 0, 1), o, NULL));
    }
}

/* The tutorial's real triangle with a subnormal edge: the small box's
   shadow on that edge's normal rounds to zero unless the axis is made
   longer first. */
TEST(test_subnormal_edge_real_triangle_vs_small_box)
{
    isect_triangle t = TRI(0, 0, -1, 0, -1, 0);
    int k;
    t.c.y = NEXT(0, 1) * 20; /* 1e-322 in double, 2.8e-44 in float */
    CHECK(isect_cross(isect_sub(t.b, t.a), isect_sub(t.c, t.a)) != 0);
    for (k = 0; k < 6; k++) {
        CHECK(isect_triangle_aabb(tri_order(t, k), BOX(-1, 0, 0.001, 1), NULL));
        CHECK(isect_triangle_triangle(tri_order(t, k), TRI(-1.001, -1, -0.999, -1, -1, 1), NULL));
    }
}

/* ---- reproducer: flat triangle push does not separate -------------------- */

static void flat_circle_separates(isect_triangle t, isect_circle c)
{
    int k;
    for (k = 0; k < 6; k++) {
        isect_triangle o = tri_order(t, k);
        isect_hit h = marked_hit();
        isect_circle after = c;
        isect_hit h2;
        if (!CHECK(isect_triangle_circle(o, c, &h))) continue;
        CHECK(hit_finite(h) && is_unit(h.normal));
        after.pos = vplus(c.pos, h.delta);
        /* clear, or in by a rounding error of the coordinates at most */
        if (isect_triangle_circle(o, after, &h2))
            CHECK(vlen(h2.delta) <= 8 * REAL_EPS * (1 + fabs(c.pos.x) + fabs(c.pos.y)));
        /* no longer than the radius: the center is on the segment at most */
        CHECK(vlen(h.delta) <= c.radius * (1 + 4 * REAL_EPS));
    }
}

TEST(test_flat_triangle_circle_at_end_separates)
{
    double third = 4.0 / 3.0;
    isect_triangle t = TRI(8.5, third, third, third, 5, third);
    isect_hit h;
    flat_circle_separates(t, CIRC(third, third, 1));
    /* pushed sideways, by one radius: to the left of the edge taken left to
       right (+x) is +y, in every order of the corners */
    if (CHECK(isect_triangle_circle(t, CIRC(third, third, 1), &h))) {
        CHECK_VEC(h.normal, 0, 1, 0);
        CHECK_VEC(h.delta, 0, 1, 0);
        CHECK_VEC(h.pos, R(third), R(third), 0);
    }
    /* at the other end, in the middle, and a hair on either side of each end */
    flat_circle_separates(t, CIRC(8.5, third, 1));
    flat_circle_separates(t, CIRC(5, third, 1));
    flat_circle_separates(t, CIRC(NEXT(third, 0), third, 1));
    flat_circle_separates(t, CIRC(NEXT(third, 9), third, 1));
    flat_circle_separates(t, CIRC(NEXT(8.5, 0), third, 0.5));
    flat_circle_separates(t, CIRC(NEXT(8.5, 9), third, 0.5));
    flat_circle_separates(t, CIRC(third, NEXT(third, 9), 1));
    /* a slanted flat triangle, center on its corners */
    flat_circle_separates(TRI(0.1, 0.2, 0.7, 1.4, 0.4, 0.8), CIRC(0.1, 0.2, 0.25));
    flat_circle_separates(TRI(0.1, 0.2, 0.7, 1.4, 0.4, 0.8), CIRC(0.7, 1.4, 0.25));
    flat_circle_separates(TRI(0.1, 0.2, 0.7, 1.4, 0.4, 0.8), CIRC(0.4, 0.8, 0.25));
    /* all three corners in one place: leaves toward +x */
    if (CHECK(isect_triangle_circle(TRI(2, 3, 2, 3, 2, 3), CIRC(2, 3, 1), &h)))
        CHECK_VEC(h.delta, 1, 0, 0);
    flat_circle_separates(TRI(2, 3, 2, 3, 2, 3), CIRC(2, 3, 1));
    /* touching the end, or the side: no overlap */
    CHECK(!isect_triangle_circle(t, CIRC(third - 1, third, 1), NULL));
    CHECK(!isect_triangle_circle(TRI(0, 0, 4, 0, 2, 0), CIRC(2, 1, 1), NULL));
    CHECK(!isect_triangle_circle(TRI(0, 0, 4, 0, 2, 0), CIRC(2, 0, 0), NULL));
}

/* ---- touching must be exact everywhere ---------------------------------- */

/* Calls check(o, ox, oy, s) for the triangle t, given near the origin,
   moved by each offset (ox, oy), in each of its six corner orders o (s is
   the case's size, passed through). */
typedef void (*placed_check)(isect_triangle o, double ox, double oy, double s);
static void each_placement(isect_triangle t, double s, placed_check check)
{
    int i, k;
    for (i = 0; i < 3; i++) {
        double ox = OFFSETS[i][0], oy = OFFSETS[i][1];
        isect_triangle moved = TRI(ox + t.a.x, oy + t.a.y, ox + t.b.x, oy + t.b.y,
                                   ox + t.c.x, oy + t.c.y);
        for (k = 0; k < 6; k++) check(tri_order(moved, k), ox, oy, s);
    }
}

/* A tile slope: the lower right half of the tile [0,s] x [0,s], moved by
   an offset. Boxes flush against it share an edge or a corner. */
static void check_slope_flush(isect_triangle o, double ox, double oy, double s)
{
    double h = s / 2;
    /* sharing an edge: right, below */
    CHECK(!isect_triangle_aabb(o, BOX(ox + s + h, oy + h, h, h), NULL));
    CHECK(!isect_triangle_aabb(o, BOX(ox + h, oy - h, h, h), NULL));
    /* sharing a corner: left, above right, below left */
    CHECK(!isect_triangle_aabb(o, BOX(ox - h, oy + h, h, h), NULL));
    CHECK(!isect_triangle_aabb(o, BOX(ox + s + h, oy + s + h, h, h), NULL));
    CHECK(!isect_triangle_aabb(o, BOX(ox - h, oy - h, h, h), NULL));
    /* the empty half of the same tile: touches along the slope */
    CHECK(!isect_triangle_aabb(o, BOX(ox + s / 4, oy + 3 * s / 4, s / 4, s / 4), NULL));
    /* a box whose corner lies on the slope */
    CHECK(!isect_triangle_aabb(o, BOX(ox, oy + s, h, h), NULL));
    /* the same boxes a quarter tile further in do overlap */
    CHECK(isect_triangle_aabb(o, BOX(ox + s + h - s / 4, oy + h, h, h), NULL));
    CHECK(isect_triangle_aabb(o, BOX(ox + h, oy - h + s / 4, h, h), NULL));
    CHECK(isect_triangle_aabb(o, BOX(ox + s / 4 + s / 8, oy + 3 * s / 4 - s / 8,
                                     s / 4, s / 4), NULL));
    /* the slope of the neighbouring tile, and the other half of its own
       tile: share an edge */
    CHECK(!isect_triangle_triangle(o, TRI(ox + s, oy, ox + 2 * s, oy, ox + s, oy + s), NULL));
    CHECK(!isect_triangle_triangle(o, TRI(ox, oy, ox + s, oy + s, ox, oy + s), NULL));
    CHECK(!isect_triangle_triangle(o, TRI(ox + s, oy + s, ox + 2 * s, oy + s,
                                          ox + 2 * s, oy + 2 * s), NULL));
    CHECK(isect_triangle_triangle(o, TRI(ox + s / 2, oy, ox + s, oy + s, ox, oy + s), NULL));
}

TEST(test_tile_slope_flush_boxes_do_not_overlap)
{
    int si;
    const double sizes[3] = {1, 16, 0.5};
    for (si = 0; si < 3; si++) {
        double s = sizes[si];
        each_placement(TRI(0, 0, s, 0, s, s), s, check_slope_flush);
    }
}

/* The triangle of the next three tests, near the origin. */
#define T345 TRI(0, 0, 4, 0, 0, 3)

/* T = (0,0), (4,0), (0,3): its long edge runs on 3x + 4y = 12, length 5. */
static void check_circles_touching(isect_triangle o, double ox, double oy, double s)
{
    isect_hit h;
    (void)s;
    /* (4, 3.75) is (3*4 + 4*3.75 - 12)/5 = 3 from the long edge, foot
       (2.2, 1.35) inside it */
    CHECK(!isect_triangle_circle(o, CIRC(ox + 4, oy + 3.75, 3), NULL));
    if (CHECK(isect_triangle_circle(o, CIRC(ox + 4, oy + 3.75, 3.0625), &h)))
        CHECK_NEAR(vlen(h.delta), 0.0625, 1e-9 + 4096 * REAL_EPS);
    /* tangent to the axis edges */
    CHECK(!isect_triangle_circle(o, CIRC(ox + 2, oy - 1.5, 1.5), NULL));
    CHECK(!isect_triangle_circle(o, CIRC(ox - 0.5, oy + 1, 0.5), NULL));
    /* through a corner, from its region: (4,0) + (3,4), r 5 */
    CHECK(!isect_triangle_circle(o, CIRC(ox + 7, oy + 4, 5), NULL));
    CHECK(!isect_triangle_circle(o, CIRC(ox - 3, oy - 4, 5), NULL));
    CHECK(!isect_triangle_circle(o, CIRC(ox - 3, oy + 7, 5), NULL));
    CHECK(isect_triangle_circle(o, CIRC(ox + 7, oy + 4, 5.0625), NULL));
    /* a circle of radius zero on an edge or a corner only touches */
    CHECK(!isect_triangle_circle(o, CIRC(ox + 2, oy + 1.5, 0), NULL));
    CHECK(!isect_triangle_circle(o, CIRC(ox + 4, oy, 0), NULL));
    CHECK(isect_triangle_circle(o, CIRC(ox + 1, oy + 1, 0), NULL));
}

TEST(test_circle_tangent_or_through_corner_does_not_overlap)
{
    each_placement(T345, 0, check_circles_touching);
}

static void check_segments_touching(isect_triangle o, double ox, double oy, double s)
{
    isect_hit h;
    (void)s;
    /* ending on the long edge at (2, 1.5), from outside */
    CHECK(!isect_triangle_segment(o, V(ox + 4, oy + 3), V(-2, -1.5), NULL));
    /* a hair further: hits, at time 1 - ... on the long edge */
    if (CHECK(isect_triangle_segment(o, V(ox + 4, oy + 3), V(-2.5, -1.875), &h)))
        CHECK_NEAR(h.time, 0.8, 1e-6);
    /* ending on an axis edge */
    CHECK(!isect_triangle_segment(o, V(ox + 1, oy - 2), V(0, 2), NULL));
    /* only through a corner: x + y = 0 at (0,0), (4,0) + t(1,1) */
    CHECK(!isect_triangle_segment(o, V(ox - 1, oy + 1), V(2, -2), NULL));
    CHECK(!isect_triangle_segment(o, V(ox + 3, oy - 1), V(2, 2), NULL));
    /* along an edge, and along the long edge past both ends */
    CHECK(!isect_triangle_segment(o, V(ox - 1, oy), V(6, 0), NULL));
    CHECK(!isect_triangle_segment(o, V(ox + 8, oy - 3), V(-12, 9), NULL));
    /* starting on an edge and leaving */
    CHECK(!isect_triangle_segment(o, V(ox + 2, oy + 1.5), V(2, 1.5), NULL));
    /* through a corner into the triangle: hits there */
    if (CHECK(isect_triangle_segment(o, V(ox - 1, oy - 1), V(2, 2), &h)))
        CHECK_NEAR(h.time, 0.5, 1e-9);
    /* from one edge to another through the inside: hits at time 0 */
    if (CHECK(isect_triangle_segment(o, V(ox + 2, oy), V(-2, 1.5), &h)))
        CHECK_NEAR(h.time, 0, 0);
}

TEST(test_segment_touching_triangle_misses)
{
    each_placement(T345, 0, check_segments_touching);
}

static void check_shapes_sharing(isect_triangle o, double ox, double oy, double s)
{
    isect_triangle other[4];
    int j;
    (void)s;
    other[0] = TRI(ox + 4, oy, ox, oy + 3, ox + 4, oy + 3);  /* shares the long edge */
    other[1] = TRI(ox, oy, ox + 4, oy, ox + 2, oy - 5);      /* shares AB */
    other[2] = TRI(ox + 4, oy, ox + 8, oy, ox + 8, oy - 3);  /* shares a corner */
    other[3] = TRI(ox + 2, oy + 1.5, ox + 6, oy + 1.5, ox + 6, oy + 4.5); /* corner on an edge */
    for (j = 0; j < 4; j++) {
        CHECK(!isect_triangle_triangle(o, other[j], NULL));
        CHECK(!isect_triangle_triangle(other[j], o, NULL));
    }
    /* and the boxes that share its axis edges */
    CHECK(!isect_triangle_aabb(o, BOX(ox + 2, oy - 1, 2, 1), NULL));
    CHECK(!isect_triangle_aabb(o, BOX(ox - 1, oy + 1.5, 1, 1.5), NULL));
    /* a box whose corner is on the long edge, (2, 1.5) */
    CHECK(!isect_triangle_aabb(o, BOX(ox + 3, oy + 2.5, 1, 1), NULL));
    CHECK(isect_triangle_aabb(o, BOX(ox + 3, oy + 2.5, 1.125, 1.125), NULL));
}

TEST(test_triangles_sharing_edge_or_corner_do_not_overlap)
{
    each_placement(T345, 0, check_shapes_sharing);
}

/* Oracle case 3534 of issue 10 (ASan build): a segment along the line of a
   sliver, ending exactly on its corner a, with b and c a few 1e-16 to one
   side of its line. It only touches the corner, so it misses, exactly. (The
   oracle had reported it as entering 1.2e-5 deep: its inside test was
   rounding noise beyond the sliver's end; the library was right.) */
TEST(test_issue10_case_3534_segment_along_sliver_to_corner_misses)
{
#ifndef ISECT_FLOAT
    isect_triangle t = TRI(-0x1.2f7786b48170dp+2, 0x1.8af5531a03894p+2,
                           0x1.40f5165750aa3p+2, 0x1.ce851bc4eb4b8p+0,
                           0x1.d8b0d9b19162ap+3, -0x1.47658a6f1bc7p+1);
    isect_vec p = V(-0x1.360a54f6171cfp+3, 0x1.0c4bb6010600dp+3);
    isect_vec d = V(0x1.3c9d2337acc91p+2, -0x1.1b4431d010f0cp+1);
    int k;
    CHECK(p.x + d.x == t.a.x && p.y + d.y == t.a.y); /* it ends on a */
    for (k = 0; k < 6; k++)
        CHECK(!isect_triangle_segment(tri_order(t, k), p, d, NULL));
#endif
}

/* The class behind it: a segment from outside that ends just inside a
   triangle (near t = 1), by a depth far above rounding, hits, at a time
   before 1, at a point on the triangle's border. Random triangles near the
   origin and at 512 and 4096, ends 1e-5 (float: 0.05) of the way in from
   an edge. */
TEST(test_segment_ending_just_inside_hits)
{
    long i;
    uint64_t save = rng_state;
    rng_state = 0x7E1A5ULL;
    for (i = 0; i < 20000; i++) {
        double ox = OFFSETS[i % 3][0], oy = OFFSETS[i % 3][1];
        double ax = 20 * rng_unit() - 10, ay = 20 * rng_unit() - 10;
        double bx = ax + 1 + 10 * rng_unit(), by = ay + 10 * rng_unit() - 5;
        double cx = ax + 10 * rng_unit() - 5, cy = ay + 1 + 10 * rng_unit();
        double area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
        /* 1e-5 of the way in: far above rounding in double; float at 4096
           needs more */
        double u = 0.1 + 0.8 * rng_unit(), in = REAL_EPS > 1e-10 ? 0.05 : 1e-5;
        double ex, ey, px, py, ang;
        isect_triangle t;
        isect_hit h;
        if (area < 4) continue; /* a clear inside */
        /* a point a little in from the edge ab, between a and b */
        ex = ax + u * (bx - ax) + in * (cx - (ax + u * (bx - ax)));
        ey = ay + u * (by - ay) + in * (cy - (ay + u * (by - ay)));
        /* a start 30 away on the edge's outer side */
        ang = 3.14159265358979 * (0.1 + 0.8 * rng_unit());
        {
            double tx = bx - ax, ty = by - ay, l = sqrt(tx * tx + ty * ty);
            double nx = ty / l, ny = -tx / l; /* out of ab (area > 0) */
            px = ex + 30 * (cos(ang) * tx / l + sin(ang) * nx);
            py = ey + 30 * (cos(ang) * ty / l + sin(ang) * ny);
        }
        t = TRI(ox + ax, oy + ay, ox + bx, oy + by, ox + cx, oy + cy);
        if (!CHECK(isect_triangle_segment(tri_order(t, (int)(i % 6)), V(ox + px, oy + py),
                                          V(ex - px, ey - py), &h)
                   && h.time < 1))
            printf("    case %ld: missed or late\n", i);
    }
    rng_state = save;
}

int main(void)
{
    RUN(test_sliver_segment_58_6_away_misses);
    RUN(test_sliver_segment_hits_only_near);
    RUN(test_subnormal_edge_box_overlaps_by_quarter);
    RUN(test_subnormal_area_triangle_vs_box);
    RUN(test_subnormal_edge_real_triangle_vs_small_box);
    RUN(test_flat_triangle_circle_at_end_separates);
    RUN(test_tile_slope_flush_boxes_do_not_overlap);
    RUN(test_circle_tangent_or_through_corner_does_not_overlap);
    RUN(test_segment_touching_triangle_misses);
    RUN(test_triangles_sharing_edge_or_corner_do_not_overlap);
    RUN(test_issue10_case_3534_segment_along_sliver_to_corner_misses);
    RUN(test_segment_ending_just_inside_hits);
    return check_report();
}
