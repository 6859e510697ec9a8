/* property_points.c -- property tests of the points-and-shapes functions:
   nearest point (circle, box, capsule, triangle), point in shape, triangle vs
   point, and the nearest edge and normal of a circle and a box.

   Usage: test-property_points [seed [trials]]    (seed in decimal or 0x hex)

   A seeded generator (splitmix64) makes every run reproducible; every printed
   failure shows the whole case. Each trial draws a circle, a box, a capsule,
   a triangle (sometimes flat: collinear corners, two or three equal corners)
   and a point, often near or inside the shapes, with exact zeros and
   quarter-grid values mixed in so that points on edges and corners are
   common. It checks, against an oracle written here in double precision from
   the geometry (signed distance to each shape, > 0 outside):

   - the nearest point is finite, inside or on the shape (signed distance <=
     tol), as near as the oracle's distance, and no sampled point of the
     shape is nearer;
   - a point the shape contains is its own nearest point (bit for bit for
     circle, box and triangle; within tol for a capsule);
   - the contains functions agree with the hit tests' booleans (bit for bit)
     and with the oracle away from the boundary; a flat triangle contains
     nothing; all six orders of a triangle's corners agree;
   - triangle vs point: out == NULL gives the same boolean, a miss leaves *out
     untouched; on a hit: time 0, normal of unit length, delta = pos - point,
     pos on the boundary, |delta| is the depth (the oracle's distance to the
     boundary), delta is along the normal, and stepping out from pos along the
     normal leaves the triangle (the normal points out); every order of the
     corners gives the same depth;
   - nearest edge of a circle and a box: the point is on the boundary, the
     normal is unit, no sampled boundary point is nearer, inside points get
     the point tests' pos and normal bit for bit, outside points get the
     nearest point of the shape and the normal toward the point;
   - translation: on grid cases (multiples of 1/64), moving everything by the
     same integer offset gives the same booleans and normals, and positions
     moved by the offset (within tol);
   - huge, tiny, subnormal and zero coordinates give finite results.

   Tolerance: tol = 64 * machine epsilon * (1 + 2 * the case's largest
   coordinate). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

/* The generator's ranges (testlib.h): coordinates in [-100, 100], sizes in
   (0, 50] with 5% exact zeros. */
#define COORDS 100, UNIFORM_SHIFTED
#define SIZES 50, 0.05
#define SAMPLES 48

/* ---- the case ------------------------------------------------------------ */

typedef struct {
    isect_circle c;
    isect_aabb b;
    isect_capsule cap;
    isect_triangle t;
    isect_vec p;
} Case;

static Case K;
static double k_scale;
static double tol;

static void describe(void)
{
    printf("     case %ld (%s): c = {(%.17g, %.17g), r %.17g}, b = {(%.17g, %.17g), half "
           "(%.17g, %.17g)},\n     cap = {(%.17g, %.17g), delta (%.17g, %.17g), r %.17g},\n"
           "     t = {(%.17g, %.17g), (%.17g, %.17g), (%.17g, %.17g)}, p = (%.17g, %.17g); "
           "tol %.3g\n",
           k_trial, k_kind, (double)K.c.pos.x, (double)K.c.pos.y, (double)K.c.radius,
           (double)K.b.pos.x, (double)K.b.pos.y, (double)K.b.half.x, (double)K.b.half.y,
           (double)K.cap.pos.x, (double)K.cap.pos.y, (double)K.cap.delta.x,
           (double)K.cap.delta.y, (double)K.cap.radius, (double)K.t.a.x, (double)K.t.a.y,
           (double)K.t.b.x, (double)K.t.b.y, (double)K.t.c.x, (double)K.t.c.y, (double)K.p.x,
           (double)K.p.y, tol);
}

static void set_scale(void)
{
    double m = 0;
    m = maxabs(m, K.c.pos); m = maxabs(m, V(K.c.radius, K.cap.radius));
    m = maxabs(m, K.b.pos); m = maxabs(m, K.b.half);
    m = maxabs(m, K.cap.pos); m = maxabs(m, K.cap.delta);
    m = maxabs(m, vplus(K.cap.pos, K.cap.delta));
    m = maxabs(m, K.t.a); m = maxabs(m, K.t.b); m = maxabs(m, K.t.c);
    m = maxabs(m, K.p);
    k_scale = m;
    tol = 64.0 * REAL_EPS * (1.0 + 2.0 * m);
}

static void gen_case(int grid)
{
    int k;
    K.c.pos = gen_point(grid, COORDS);
    K.c.radius = R(gen_size(grid, SIZES));
    K.b.pos = gen_point(grid, COORDS);
    {
        double draw0 = gen_size(grid, SIZES);
        double draw1 = gen_size(grid, SIZES);
        K.b.half = V(draw0, draw1);
    }
    K.cap.pos = gen_point(grid, COORDS);
    {
        double draw0 = gen_coord(grid, COORDS) / 2;
        double draw1 = gen_coord(grid, COORDS) / 2;
        K.cap.delta = rng_chance(0.05) ? ZERO : V(draw0, draw1);
    }
    K.cap.radius = R(gen_size(grid, SIZES) / 2);
    K.t.a = gen_point(grid, COORDS);
    K.t.b = gen_point(grid, COORDS);
    K.t.c = gen_point(grid, COORDS);
    switch (rng_int(0, 9)) { /* flat triangles */
    case 0: K.t.c = along(K.t.a, K.t.b, rng_int(-4, 8) / 4.0); break;
    case 1: K.t.b = K.t.a; break;
    case 2: K.t.b = K.t.c = K.t.a; break;
    default: break;
    }
    /* the point: anywhere, or near one of the shapes (on its corners, edges,
       center lines and diagonals often) */
    switch (rng_int(0, 5)) {
    case 0: K.p = gen_point(grid, COORDS); break;
    case 1:
        {
            double draw0 = rng_int(-6, 6) / 4.0 * K.c.radius;
            double draw1 = rng_int(-6, 6) / 4.0 * K.c.radius;
            K.p = vplus(K.c.pos, V(draw0, draw1));
        }
        break;
    case 2:
        {
            double draw0 = rng_int(-6, 6) / 4.0 * K.b.half.x;
            double draw1 = rng_int(-6, 6) / 4.0 * K.b.half.y;
            K.p = vplus(K.b.pos, V(draw0, draw1));
        }
        break;
    case 3: {
        double t = rng_int(-2, 6) / 4.0; /* draws in a fixed order */
        double ox = rng_int(-6, 6) / 4.0 * K.cap.radius;
        double oy = rng_int(-6, 6) / 4.0 * K.cap.radius;
        K.p = vplus(along(K.cap.pos, vplus(K.cap.pos, K.cap.delta), t), V(ox, oy));
        break;
    }
    default: /* a weighted mix of the corners: inside, on edges, outside */
        k = rng_int(-2, 6);
        K.p = along(along(K.t.a, K.t.b, k / 4.0), K.t.c, rng_int(-2, 6) / 4.0);
        break;
    }
    if (grid) { /* keep the point on the grid */
        K.p = V(floor(K.p.x * 64.0) / 64.0, floor(K.p.y * 64.0) / 64.0);
    }
    set_scale();
}

/* ---- the oracle, in double ---------------------------------------------- */

static double circle_sd(isect_circle c, isect_vec p)
{
    return vdist(p, c.pos) - c.radius;
}

static double capsule_sd(isect_capsule c, isect_vec p)
{
    return seg_dist(c.pos.x, c.pos.y, (double)c.pos.x + c.delta.x, (double)c.pos.y + c.delta.y,
                    p.x, p.y) - c.radius;
}

/* ---- the shapes, one at a time ------------------------------------------ */

enum { S_CIRCLE, S_BOX, S_CAPSULE, S_TRIANGLE, S_COUNT };
static const char *const s_name[S_COUNT] = {"circle", "aabb", "capsule", "triangle"};

static double shape_sd(int s, isect_vec p)
{
    switch (s) {
    case S_CIRCLE: return circle_sd(K.c, p);
    case S_BOX: return box_sd(K.b, 0, 0, p.x, p.y);
    case S_CAPSULE: return capsule_sd(K.cap, p);
    default: return tri_sd(K.t, p);
    }
}

static isect_vec nearest(int s, isect_vec off, isect_vec p)
{
    isect_circle c = K.c;
    isect_aabb b = K.b;
    isect_capsule cap = K.cap;
    isect_triangle t = K.t;
    c.pos = vplus(c.pos, off);
    b.pos = vplus(b.pos, off);
    cap.pos = vplus(cap.pos, off);
    t.a = vplus(t.a, off);
    t.b = vplus(t.b, off);
    t.c = vplus(t.c, off);
    switch (s) {
    case S_CIRCLE: return isect_nearest_circle(c, p);
    case S_BOX: return isect_nearest_aabb(b, p);
    case S_CAPSULE: return isect_nearest_capsule(cap, p);
    default: return isect_nearest_triangle(t, p);
    }
}

static bool contains(int s, isect_vec off, isect_vec p)
{
    isect_circle c = K.c;
    isect_aabb b = K.b;
    isect_capsule cap = K.cap;
    isect_triangle t = K.t;
    c.pos = vplus(c.pos, off);
    b.pos = vplus(b.pos, off);
    cap.pos = vplus(cap.pos, off);
    t.a = vplus(t.a, off);
    t.b = vplus(t.b, off);
    t.c = vplus(t.c, off);
    switch (s) {
    case S_CIRCLE: return isect_circle_contains(c, p);
    case S_BOX: return isect_aabb_contains(b, p);
    case S_CAPSULE: return isect_capsule_contains(cap, p);
    default: return isect_triangle_contains(t, p);
    }
}

static bool hit_test(int s, isect_vec p)
{
    switch (s) {
    case S_CIRCLE: return isect_circle_point(K.c, p, 0, NULL);
    case S_BOX: return isect_aabb_point(K.b, p, NULL);
    case S_CAPSULE: return isect_capsule_point(K.cap, p, NULL);
    default: return isect_triangle_point(K.t, p, NULL);
    }
}

/* Sample j of SAMPLES points of the shape (its boundary, and for a capsule
   and a flat triangle every point that could be nearest). */
static isect_vec sample(int s, int j)
{
    double u = (double)j / SAMPLES, a = 2 * 3.14159265358979323846 * u;
    switch (s) {
    case S_CIRCLE:
        return V(K.c.pos.x + K.c.radius * cos(a), K.c.pos.y + K.c.radius * sin(a));
    case S_BOX: {
        double x0 = (double)K.b.pos.x - K.b.half.x, x1 = (double)K.b.pos.x + K.b.half.x;
        double y0 = (double)K.b.pos.y - K.b.half.y, y1 = (double)K.b.pos.y + K.b.half.y;
        double f = 4 * u - floor(4 * u);
        switch ((int)(4 * u)) {
        case 0: return V(x0 + f * (x1 - x0), y0);
        case 1: return V(x1, y0 + f * (y1 - y0));
        case 2: return V(x1 - f * (x1 - x0), y1);
        default: return V(x0, y1 - f * (y1 - y0));
        }
    }
    case S_CAPSULE: {
        double t = (j % 8) / 7.0, b = 2 * 3.14159265358979323846 * (j / 8) / (SAMPLES / 8);
        return V(K.cap.pos.x + t * K.cap.delta.x + K.cap.radius * cos(b),
                 K.cap.pos.y + t * K.cap.delta.y + K.cap.radius * sin(b));
    }
    default: {
        double f = 3 * u - floor(3 * u);
        switch ((int)(3 * u)) {
        case 0: return along(K.t.a, K.t.b, f);
        case 1: return along(K.t.b, K.t.c, f);
        default: return along(K.t.c, K.t.a, f);
        }
    }
    }
}

static void check_nearest(int s)
{
    isect_vec q = nearest(s, ZERO, K.p);
    double sd = shape_sd(s, K.p), dist = vdist(K.p, q);
    int j;
    check_current_test = s_name[s];
    if (!CHECK(finite2(q))) return;
    CHECK(shape_sd(s, q) <= tol);                 /* inside or on the shape */
    CHECK_NEAR(dist, sd > 0 ? sd : 0, tol);       /* as near as the oracle says */
    for (j = 0; j < SAMPLES; j++) {
        isect_vec b = sample(s, j);
        if (!CHECK(dist <= vdist(K.p, b) + tol)) break;
    }
    if (contains(s, ZERO, K.p)) {
        if (s == S_CAPSULE)
            CHECK_VEC(q, K.p.x, K.p.y, tol);
        else
            CHECK(same_vec(q, K.p));
    }
}

static void check_contains(int s)
{
    bool in = contains(s, ZERO, K.p);
    double sd = shape_sd(s, K.p);
    check_current_test = s_name[s];
    CHECK(in == hit_test(s, K.p));
    if (sd < -tol) CHECK(in);
    if (sd > tol) CHECK(!in);
    if (s == S_TRIANGLE) {
        int k;
        if (tri_flat(K.t)) CHECK(!in);
        for (k = 1; k < 6 && fabs(sd) > tol; k++)
            CHECK(isect_triangle_contains(tri_order(K.t, k), K.p) == in);
    }
}

static void check_triangle_point(void)
{
    isect_hit h = nan_hit();
    bool r = isect_triangle_point(K.t, K.p, &h);
    check_current_test = "triangle_point";
    CHECK(r == isect_triangle_point(K.t, K.p, NULL));
    if (!r) {
        CHECK(hit_is_nan(h));
        return;
    }
    if (!CHECK(hit_finite(h))) return;
    {
        double depth = -tri_sd(K.t, K.p), len = vlen(h.delta), probe = 1000 * tol;
        isect_vec out;
        int k;
        CHECK_NEAR(h.time, 0, 0);
        CHECK(is_unit(h.normal));
        CHECK(same_vec(h.delta, V((double)h.pos.x - K.p.x, (double)h.pos.y - K.p.y)) ||
              vdist(h.delta, V((double)h.pos.x - K.p.x, (double)h.pos.y - K.p.y)) <= tol);
        CHECK(fabs(tri_sd(K.t, h.pos)) <= tol);                   /* on the boundary */
        CHECK_NEAR(len, depth, tol);                               /* the shortest way out */
        CHECK_VEC(h.delta, h.normal.x * len, h.normal.y * len, tol); /* along the normal */
        out = V(h.pos.x + probe * h.normal.x, h.pos.y + probe * h.normal.y);
        CHECK(tri_sd(K.t, out) >= probe - tol);                    /* the normal points out */
        for (k = 1; k < 6 && depth > tol; k++) {
            isect_hit h2;
            if (CHECK(isect_triangle_point(tri_order(K.t, k), K.p, &h2)))
                CHECK_NEAR(vlen(h2.delta), len, tol);
        }
    }
}

static void check_edges(void)
{
    int s;
    for (s = S_CIRCLE; s <= S_BOX; s++) {
        isect_vec n = V(NAN, NAN), e, n2;
        isect_hit h;
        double dist;
        int j;
        check_current_test = s == S_CIRCLE ? "circle_edge" : "aabb_edge";
        e = s == S_CIRCLE ? isect_nearest_circle_edge(K.c, K.p, &n)
                          : isect_nearest_aabb_edge(K.b, K.p, &n);
        n2 = s == S_CIRCLE ? isect_nearest_circle_edge(K.c, K.p, NULL)
                           : isect_nearest_aabb_edge(K.b, K.p, NULL);
        if (!CHECK(finite2(e) && finite2(n))) continue;
        CHECK(same_vec(e, n2));
        CHECK(is_unit(n));
        CHECK(fabs(shape_sd(s, e)) <= tol);             /* on the boundary */
        dist = vdist(K.p, e);
        CHECK_NEAR(dist, fabs(shape_sd(s, K.p)), tol);   /* the nearest boundary point */
        for (j = 0; j < SAMPLES; j++)
            if (!CHECK(dist <= vdist(K.p, sample(s, j)) + tol)) break;
        if (s == S_CIRCLE ? isect_circle_point(K.c, K.p, 0, &h) : isect_aabb_point(K.b, K.p, &h)) {
            CHECK(same_vec(e, h.pos));
            CHECK(same_vec(n, h.normal));
        } else if (shape_sd(s, K.p) > 0 && !same_vec(e, K.p)) {
            isect_vec q = nearest(s, ZERO, K.p);
            CHECK(same_vec(e, q));
            CHECK_VEC(n, ((double)K.p.x - e.x) / dist, ((double)K.p.y - e.y) / dist,
                      NORMAL_TOL + tol / dist);
        }
    }
}

static void check_translation(void)
{
    double off_draw0 = rng_int(-1000, 1000); double off_draw1 = rng_int(-1000, 1000);
    isect_vec off = V(off_draw0, off_draw1);
    isect_vec p2 = vplus(K.p, off);
    double ttol = 64.0 * REAL_EPS * (1.0 + 2.0 * k_scale + 1000.0);
    int s;
    for (s = 0; s < S_COUNT; s++) {
        isect_vec q1 = nearest(s, ZERO, K.p), q2 = nearest(s, off, p2);
        check_current_test = s_name[s];
        CHECK(contains(s, ZERO, K.p) == contains(s, off, p2));
        CHECK_VEC(q2, (double)q1.x + off.x, (double)q1.y + off.y, ttol);
    }
    {
        isect_triangle t2 = K.t;
        isect_hit h1, h2;
        bool r1 = isect_triangle_point(K.t, K.p, &h1);
        t2.a = vplus(t2.a, off);
        t2.b = vplus(t2.b, off);
        t2.c = vplus(t2.c, off);
        check_current_test = "triangle_point";
        if (CHECK(r1 == isect_triangle_point(t2, p2, &h2)) && r1) {
            CHECK(same_vec(h1.normal, h2.normal));
            CHECK_VEC(h2.pos, (double)h1.pos.x + off.x, (double)h1.pos.y + off.y, ttol);
            CHECK_VEC(h2.delta, h1.delta.x, h1.delta.y, ttol);
        }
    }
    {
        isect_circle c2 = K.c;
        isect_aabb b2 = K.b;
        isect_vec n1, n2, e1, e2;
        c2.pos = vplus(c2.pos, off);
        b2.pos = vplus(b2.pos, off);
        check_current_test = "edges";
        e1 = isect_nearest_circle_edge(K.c, K.p, &n1);
        e2 = isect_nearest_circle_edge(c2, p2, &n2);
        CHECK(same_vec(n1, n2));
        CHECK_VEC(e2, (double)e1.x + off.x, (double)e1.y + off.y, ttol);
        e1 = isect_nearest_aabb_edge(K.b, K.p, &n1);
        e2 = isect_nearest_aabb_edge(b2, p2, &n2);
        CHECK(same_vec(n1, n2));
        CHECK_VEC(e2, (double)e1.x + off.x, (double)e1.y + off.y, ttol);
    }
}

/* ---- huge, tiny and zero coordinates: finite out ------------------------- */

static void gen_extreme_case(void)
{
    gen_case(0);
    K.c.pos = ext_vec(K.c.pos);
    K.c.radius = R(extreme(K.c.radius));
    K.b.pos = ext_vec(K.b.pos);
    K.b.half = ext_vec(K.b.half);
    K.cap.pos = ext_vec(K.cap.pos);
    K.cap.delta = ext_vec(K.cap.delta);
    K.cap.radius = R(extreme(K.cap.radius));
    K.t.a = ext_vec(K.t.a);
    K.t.b = ext_vec(K.t.b);
    K.t.c = ext_vec(K.t.c);
    K.p = ext_vec(K.p);
    set_scale();
}

static void check_finite_everywhere(void)
{
    int s;
    isect_hit h = nan_hit();
    isect_vec n = V(NAN, NAN);
    for (s = 0; s < S_COUNT; s++) {
        check_current_test = s_name[s];
        CHECK(finite2(nearest(s, ZERO, K.p)));
        CHECK(contains(s, ZERO, K.p) == hit_test(s, K.p));
    }
    check_current_test = "triangle_point";
    if (isect_triangle_point(K.t, K.p, &h)) {
        CHECK(hit_finite(h));
        CHECK(is_unit(h.normal));
    }
    check_current_test = "edges";
    CHECK(finite2(isect_nearest_circle_edge(K.c, K.p, &n)) && finite2(n) && is_unit(n));
    CHECK(finite2(isect_nearest_aabb_edge(K.b, K.p, &n)) && finite2(n) && is_unit(n));
}

/* ---- main ---------------------------------------------------------------- */

/* The checks of a case (property_run). */
static void check_all(void)
{
    int s;
    for (s = 0; s < S_COUNT; s++) {
        check_nearest(s);
        check_contains(s);
    }
    check_triangle_point();
    check_edges();
}

static void grid_checks(void)
{
    check_all();
    check_translation();
}

static void zero_case(void)
{
    memset(&K, 0, sizeof K);
    set_scale();
}

int main(int argc, char **argv)
{
    static const property_suite suite = {gen_case, check_all, grid_checks, gen_extreme_case,
                                         check_finite_everywhere, zero_case, check_all};
    long trials = property_start(argc, argv, "property tests (points)", 0x5EED9017C0FFEEULL, 50000,
                                 describe);
    property_run(&suite, trials);
    return property_finish("property_points.c");
}
