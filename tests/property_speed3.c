/* property_speed3.c -- the shortcuts of issue 12 (every call as fast as the
   fastest C peer) give the answers of the full tests.

   Usage: test-property_speed3 [seed [trials]]

   - triangle vs circle rejects a circle whose box misses the triangle's box
     before anything else. Whatever the shortcut, the answer must be the
     exact one where the inputs are exact: the circle overlaps when its
     center is strictly inside the triangle, or when some point of the
     triangle is nearer than r (touching is not overlapping). That is
     decided here in long double, with no division and no root, where every
     product of the grid is exact. On the benchmark's draw (not exact), the
     answer may differ from it only for a circle within rounding of
     touching. Asking with or without a hit gives the same answer; a miss
     leaves the hit untouched.
   - triangle vs triangle looks for a gap on all six axes before it turns
     the ways out into depths: with or without a hit, the same answer; on
     the grid, the exact answer of the six axes (long double); the depth is
     the least of the six (within rounding), and the two orders of the
     triangles give the same answer and the same depth.
   - triangle contains / triangle vs point look at the corners' box first:
     the two agree, and on the grid they give the exact answer (strictly on
     the inner side of all three edges).

   Cases: as the benchmark draws them, a half-unit grid, the grid moved to
   tile corners in the thousands, circles exactly touching a corner or an
   edge (radius from a 3-4-5 triangle, flush against the corners' box),
   flat triangles and triangles with two corners in one place, and values
   past the range (only: no NaN, with and without a hit the same). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

typedef long double LD;

static isect_triangle g_t, g_u;
static isect_circle g_c;
static isect_vec g_p;

static void describe(void)
{
    printf("  [%s, trial %ld] tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)"
           " other (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)\n"
           "  circle (%.17g, %.17g) r %.17g, point (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_t.a.x, (double)g_t.a.y, (double)g_t.b.x,
           (double)g_t.b.y, (double)g_t.c.x, (double)g_t.c.y, (double)g_u.a.x,
           (double)g_u.a.y, (double)g_u.b.x, (double)g_u.b.y, (double)g_u.c.x,
           (double)g_u.c.y, (double)g_c.pos.x, (double)g_c.pos.y, (double)g_c.radius,
           (double)g_p.x, (double)g_p.y);
}

/* ---- drawing cases ------------------------------------------------------- */

static case_kind g_kind;

/* Grid: within REACH half units of the center, so that every product the
   library (and the oracle) forms is exact; tiles: the center a tile corner
   in the thousands. */
#ifdef ISECT_FLOAT
#define REACH 6
#define FAR 2048
#else
#define REACH 20
#define FAR 65536
#endif

static double coord(double center, double reach) { return case_coord(g_kind, center, reach); }

static isect_vec point_near(isect_vec c, double reach)
{
    double x = coord((double)c.x, reach); /* one draw after the other: */
    double y = coord((double)c.y, reach); /* the same case under any compiler */
    return V(x, y);
}

static isect_vec corner_of(int k)
{
    return k == 0 ? g_t.a : (k == 1 ? g_t.b : g_t.c);
}

static void gen_case(void)
{
    isect_vec c = ZERO;
    double reach = g_kind == CASE_BENCH ? 20 : REACH;
    int k, sx, sy;
    if (g_kind == CASE_TILES) {
        int x = rng_int(-FAR, FAR); /* one draw after the other */
        c = V(x, rng_int(-FAR, FAR));
    }
    g_t.a = point_near(c, reach);
    g_t.b = point_near(c, reach);
    g_t.c = point_near(c, reach);
    g_u.a = point_near(c, 1.5 * reach);
    g_u.b = point_near(c, 1.5 * reach);
    g_u.c = point_near(c, 1.5 * reach);
    g_c.pos = point_near(c, 1.5 * reach);
    g_c.radius = R(g_kind == CASE_HUGE ? fabs(coord(0, 0))
                   : g_kind == CASE_BENCH ? rng_unit() * reach
                                       : rng_int(0, (int)reach) / 2.0);
    g_p = point_near(c, reach);
    switch (rng_int(0, 9)) {
    case 0: /* flat: C on the line AB, past B */
        g_t.c = V(2 * (double)g_t.b.x - (double)g_t.a.x, 2 * (double)g_t.b.y - (double)g_t.a.y);
        break;
    case 1: /* two corners in one place */
        g_t.c = g_t.b;
        break;
    case 2: /* the circle touches a corner: 3-4-5, r = 5/2 */
    case 3:
        if (g_kind == CASE_HUGE)
            break;
        k = rng_int(0, 2);
        sx = rng_chance(0.5) ? 1 : -1; /* one draw after the other */
        sy = rng_chance(0.5) ? 1 : -1;
        g_c.pos = V((double)corner_of(k).x + 1.5 * sx, (double)corner_of(k).y + 2.0 * sy);
        g_c.radius = R(2.5);
        break;
    case 4: /* the circle flush against the corners' box, from the right */
        if (g_kind == CASE_HUGE)
            break;
        g_c.pos.x = R(fmax((double)g_t.a.x, fmax((double)g_t.b.x, (double)g_t.c.x))
                      + (double)g_c.radius);
        break;
    case 5: /* the circle's center on an edge (the middle of AB) */
        if (g_kind == CASE_HUGE)
            break;
        g_c.pos = V(((double)g_t.a.x + (double)g_t.b.x) / 2,
                    ((double)g_t.a.y + (double)g_t.b.y) / 2);
        break;
    case 6: /* the point on an edge, or at a corner */
        g_p = rng_chance(0.5) ? g_t.a
              : V(((double)g_t.b.x + (double)g_t.c.x) / 2, ((double)g_t.b.y + (double)g_t.c.y) / 2);
        break;
    case 7: /* the other triangle shares an edge (flush tiles) */
        g_u.a = g_t.b;
        g_u.b = g_t.a;
        break;
    default:
        break;
    }
}

/* ---- the exact oracles (long double; exact on the grid) ------------------ */

static LD lcross(isect_vec u, isect_vec v, isect_vec p)
{
    return ((LD)v.x - u.x) * ((LD)p.y - u.y) - ((LD)v.y - u.y) * ((LD)p.x - u.x);
}

/* Is some point of the segment U..V nearer to P than r? Squares only. */
static int seg_closer(isect_vec u, isect_vec v, isect_vec p, LD r)
{
    LD ex = (LD)v.x - u.x, ey = (LD)v.y - u.y;
    LD ux = (LD)p.x - u.x, uy = (LD)p.y - u.y;
    LD vx = (LD)p.x - v.x, vy = (LD)p.y - v.y;
    LD len2 = ex * ex + ey * ey, along = ux * ex + uy * ey, cr = ex * uy - ey * ux;
    if (ux * ux + uy * uy < r * r || vx * vx + vy * vy < r * r)
        return 1;
    return along > 0 && along < len2 && cr * cr < r * r * len2;
}

static int oracle_inside(isect_triangle t, isect_vec p)
{
    LD area = lcross(t.a, t.b, t.c), w = area > 0 ? 1 : -1;
    return area != 0 && w * lcross(t.a, t.b, p) > 0 && w * lcross(t.b, t.c, p) > 0
        && w * lcross(t.c, t.a, p) > 0;
}

static int oracle_triangle_circle(void)
{
    LD r = (LD)g_c.radius;
    isect_vec p = g_c.pos;
    return oracle_inside(g_t, p) || seg_closer(g_t.a, g_t.b, p, r)
        || seg_closer(g_t.b, g_t.c, p, r) || seg_closer(g_t.c, g_t.a, p, r);
}

/* The distance from P to the triangle (0 inside), in double, to say how
   near touching a case of the benchmark's draw is. */
static double tri_dist(isect_triangle t, isect_vec p)
{
    return oracle_inside(t, p) ? 0 : tri_edge_dist(t, p);
}

/* The six axes of two triangles (edge normals, not unit length); a gap on
   one of them, or the least depth over all (in units of length). */
static int oracle_triangles(isect_triangle s, isect_triangle t, LD *depth)
{
    isect_vec c[6];
    int i, k;
    LD least = -1;
    c[0] = s.a; c[1] = s.b; c[2] = s.c; c[3] = t.a; c[4] = t.b; c[5] = t.c;
    for (i = 0; i < 6; i++) {
        int first = i < 3 ? 0 : 3;
        isect_vec u = c[i], v = c[first + (i + 1) % 3];
        LD nx = (LD)v.y - u.y, ny = -((LD)v.x - u.x), lo[2], hi[2], d, up, down;
        if (nx == 0 && ny == 0)
            nx = 1;
        for (k = 0; k < 6; k++) {
            LD x = (LD)c[k].x * nx + (LD)c[k].y * ny;
            int j = k / 3;
            if (k % 3 == 0 || x < lo[j]) lo[j] = x;
            if (k % 3 == 0 || x > hi[j]) hi[j] = x;
        }
        up = hi[0] - lo[1];
        down = hi[1] - lo[0];
        if (up <= 0 || down <= 0)
            return 0;
        d = (up < down ? up : down) / sqrtl(nx * nx + ny * ny);
        if (least < 0 || d < least)
            least = d;
    }
    *depth = least;
    return 1;
}

/* ---- the checks ---------------------------------------------------------- */

static long hits_circle[4], hits_tris[4], hits_point[4];

static void check_triangle_circle(void)
{
    isect_hit h = nan_hit();
    bool hit = isect_triangle_circle(g_t, g_c, &h);
    CHECK(hit == isect_triangle_circle(g_t, g_c, NULL));
    if (!hit)
        CHECK(hit_is_nan(h)); /* a miss leaves the hit untouched */
    else
        CHECK(hit_finite(h) && is_unit(h.normal));
    hits_circle[g_kind] += hit;
    if (g_kind == CASE_HUGE)
        return;
    if (g_kind == CASE_BENCH) {
        double d = tri_dist(g_t, g_c.pos), r = (double)g_c.radius;
        double scale = 64 * maxabs(maxabs(maxabs(fabs(r), g_t.a), g_t.b), g_t.c);
        if (fabs(d - r) > 8 * REAL_EPS * scale && !(d == 0 && r == 0))
            CHECK((int)(hit) == (oracle_triangle_circle()));
        return;
    }
    CHECK((int)(hit) == (oracle_triangle_circle()));
}

static void check_triangle_triangle(void)
{
    isect_hit h = nan_hit(), g = nan_hit();
    bool hit = isect_triangle_triangle(g_t, g_u, &h);
    bool swapped = isect_triangle_triangle(g_u, g_t, &g);
    LD depth = 0;
    int exact;
    CHECK(hit == isect_triangle_triangle(g_t, g_u, NULL));
    CHECK(hit == swapped);
    if (!hit)
        CHECK(hit_is_nan(h));
    hits_tris[g_kind] += hit;
    if (g_kind == CASE_HUGE) {
        if (hit)
            CHECK(hit_finite(h));
        return;
    }
    exact = oracle_triangles(g_t, g_u, &depth);
    if (g_kind != CASE_BENCH)
        CHECK((int)(hit) == (exact));
    /* on the benchmark's draw, a sliver's axes (and so the depth) are
       whatever rounding makes them: the depth is checked on the other two */
    if (hit && exact && (g_kind != CASE_BENCH || (fabs(cross3(g_t.a, g_t.b, g_t.c)) > 1
                                              && fabs(cross3(g_u.a, g_u.b, g_u.c)) > 1))) {
        double len = vlen(h.delta), tol = 64 * REAL_EPS * (1 + (double)depth);
        CHECK(is_unit(h.normal));
        CHECK(fabs(len - (double)depth) <= tol);
        CHECK(fabs(vlen(g.delta) - len) <= tol);
    }
}

static void check_triangle_point(void)
{
    isect_hit h = nan_hit();
    bool in = isect_triangle_contains(g_t, g_p);
    bool hit = isect_triangle_point(g_t, g_p, &h);
    CHECK(in == hit);
    CHECK(hit == isect_triangle_point(g_t, g_p, NULL));
    if (!hit)
        CHECK(hit_is_nan(h));
    hits_point[g_kind] += hit;
    if (g_kind == CASE_GRID || g_kind == CASE_TILES)
        CHECK((int)(hit) == (oracle_inside(g_t, g_p)));
}

/* Circle vs swept circle tests the start for contact before the reach: a
   start in contact is blocked at time 0 with the static hit exactly when the
   circle moves against the normal (or not at all), and otherwise goes the
   whole way. The moving circle: g_c; the still one: centered at the
   triangle's A, radius from the other triangle's size; the move: A - B of
   the other triangle. Cases include a contact along an axis that overlaps
   by one rounding step (the reach test's boxes then overlap by only that). */
static long hits_sweep[4];

static void check_circle_sweep_circle(void)
{
    isect_circle still = CIRC((double)g_t.a.x, (double)g_t.a.y,
                              fabs((double)g_u.c.x - (double)g_u.a.x) / 2);
    isect_vec delta = isect_sub(g_u.a, g_u.b);
    isect_hit at = nan_hit();
    isect_sweep sw;
    isect_vec apart;
    bool start, hit;
    if (g_kind != CASE_HUGE && rng_chance(0.25)) {
        /* flush along x, then a hair closer */
        double x = (double)still.pos.x + (double)still.radius + (double)g_c.radius;
        g_c.pos = V(x, (double)still.pos.y);
#ifdef ISECT_FLOAT
        g_c.pos.x = nextafterf(g_c.pos.x, -INFINITY);
#else
        g_c.pos.x = nextafter(g_c.pos.x, -INFINITY);
#endif
        if (rng_chance(0.5))
            delta = V(-(double)delta.x, 0);
    }
    start = isect_circle_circle(still, g_c, &at);
    hit = isect_circle_sweep_circle(still, g_c, delta, &sw);
    CHECK(hit == isect_circle_sweep_circle(still, g_c, delta, NULL));
    CHECK(sweep_finite(sw));
    hits_sweep[g_kind] += hit;
    if (!start)
        return;
    apart = isect_sub(g_c.pos, still.pos);
    if ((delta.x == 0 && delta.y == 0) || start_blocks(delta, at.normal, &apart)) {
        CHECK(hit);
        CHECK(sw.time == 0 && same_vec(sw.pos, g_c.pos));
        CHECK(same_vec(sw.hit.normal, at.normal) && same_vec(sw.hit.pos, at.pos)
              && same_vec(sw.hit.delta, at.delta) && sw.hit.time == at.time);
    } else {
        CHECK(!hit);
        CHECK(sw.time == 1);
        CHECK(same_vec(sw.pos, isect_add(g_c.pos, delta)));
    }
}

static void trial(void)
{
    gen_case();
    check_triangle_circle();
    check_triangle_triangle();
    check_triangle_point();
    check_circle_sweep_circle();
}

static void trial_bench(void) { g_kind = CASE_BENCH; trial(); }
static void trial_grid(void) { g_kind = CASE_GRID; trial(); }
static void trial_tiles(void) { g_kind = CASE_TILES; trial(); }
static void trial_huge(void) { g_kind = CASE_HUGE; trial(); }

/* ---- named cases: the box shortcut at its edge --------------------------- */

/* A circle exactly r to the right of the triangle's box, level with its
   corner: it touches the corner, and touching is not overlapping. A hair
   nearer, it overlaps. */
TEST(triangle_circle_flush_against_the_box_touches)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 3);
    isect_hit h;
    CHECK(!isect_triangle_circle(t, CIRC(6, 0, 2), &h));
    CHECK(isect_triangle_circle(t, CIRC(5.75, 0, 2), &h));
    CHECK_NEAR(h.pos.x, 4, TOL);
    CHECK_NEAR(h.pos.y, 0, TOL);
    CHECK_NEAR(h.normal.x, 1, TOL);
    CHECK_NEAR(h.delta.x, 0.25, TOL);
}

/* The center beyond the box on x, but within r of the slanted edge BC
   (the line 3x + 4y = 12): the box of the circle reaches the triangle's
   box, so the full test answers. Center (4.5, 1.5): 3x + 4y - 12 = 7.5,
   distance 1.5. */
TEST(triangle_circle_past_the_box_but_near_the_slanted_edge)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 3);
    isect_hit h;
    CHECK(isect_triangle_circle(t, CIRC(4.5, 1.5, 1.75), &h));
    CHECK_NEAR(h.normal.x, 0.6, TOL);
    CHECK_NEAR(h.normal.y, 0.8, TOL);
    CHECK(!isect_triangle_circle(t, CIRC(4.5, 1.5, 1.5), NULL));
    CHECK(!isect_triangle_circle(t, CIRC(4.5, 1.5, 0.5), NULL));
}

/* A negative radius counts as its size for the shortcut, as the corner and
   edge tests use only its square: the far circle is a miss, the near one
   is the same answer as with the positive radius. */
TEST(triangle_circle_negative_radius_as_before)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 3);
    CHECK(!isect_triangle_circle(t, CIRC(9, 0, -2), NULL));
    CHECK(isect_triangle_circle(t, CIRC(5, 0, -2), NULL)
          == isect_triangle_circle(t, CIRC(5, 0, 2), NULL));
}

/* Two tile triangles that share the diagonal of a square, and one shifted a
   hair across it. */
TEST(triangle_triangle_flush_tiles_and_a_hair_over)
{
    isect_triangle lower = TRI(1000, 2000, 1001, 2000, 1001, 2001);
    isect_triangle upper = TRI(1000, 2000, 1001, 2001, 1000, 2001);
    isect_triangle over = TRI(1000.25, 2000, 1001.25, 2001, 1000.25, 2001);
    isect_hit h;
    CHECK(!isect_triangle_triangle(lower, upper, &h));
    CHECK(!isect_triangle_triangle(upper, lower, NULL));
    CHECK(isect_triangle_triangle(lower, over, &h));
    CHECK(isect_triangle_triangle(lower, over, NULL));
    CHECK_NEAR(vlen(h.delta), 0.25 * SQRT_HALF, 1e-3);
}

/* A point outside the corners' box is a miss before the winding; one on
   the edge is not inside; one inside is, with the same answer from both. */
TEST(triangle_point_box_first)
{
    isect_triangle t = TRI(0, 0, 4, 0, 0, 3);
    isect_hit h;
    CHECK(!isect_triangle_contains(t, V(-1, 1)));
    CHECK(!isect_triangle_point(t, V(-1, 1), &h));
    CHECK(!isect_triangle_contains(t, V(2, 1.5)));
    CHECK(!isect_triangle_point(t, V(2, 1.5), NULL));
    CHECK(isect_triangle_contains(t, V(1, 1)));
    CHECK(isect_triangle_point(t, V(1, 1), &h));
    CHECK_NEAR(h.delta.y, -1, TOL);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths 3 (triangle-circle, triangle-triangle,"
                                 " triangle-point)", 0x5bee0d3eULL, 30000, describe);
    RUN(triangle_circle_flush_against_the_box_touches);
    RUN(triangle_circle_past_the_box_but_near_the_slanted_edge);
    RUN(triangle_circle_negative_radius_as_before);
    RUN(triangle_triangle_flush_tiles_and_a_hair_over);
    RUN(triangle_point_box_first);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    printf("hits (circle, triangles, point, sweep): bench %ld/%ld/%ld/%ld,"
           " grid %ld/%ld/%ld/%ld, tiles %ld/%ld/%ld/%ld, huge %ld/%ld/%ld/%ld\n",
           hits_circle[0], hits_tris[0], hits_point[0], hits_sweep[0], hits_circle[1],
           hits_tris[1], hits_point[1], hits_sweep[1], hits_circle[2], hits_tris[2],
           hits_point[2], hits_sweep[2], hits_circle[3], hits_tris[3], hits_point[3],
           hits_sweep[3]);
    return property_finish(__FILE__);
}
