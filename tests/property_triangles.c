/* property_triangles.c -- property tests of the triangle collision tests:
   triangle vs segment, circle, box and triangle.

   Usage: test-property_triangles [seed [trials]]   (seed in decimal or 0x hex)

   A seeded generator (splitmix64) makes every run reproducible; every printed
   failure shows the whole case. Each trial draws two triangles (sometimes
   flat: collinear corners, two or three equal corners), a box, a circle and a
   segment, all near the first triangle, with quarter-grid values mixed in so
   that shared edges, touching corners and axis-aligned edges are common. It
   checks, against oracles written here in double precision (the signed
   distance to a triangle; the separating axis overlap recomputed with unit
   axes; the edge-by-edge triangle test of the tutorial):

   - every function: out == NULL gives the same boolean; a miss leaves *out
     untouched; a hit is finite, with a unit normal;
   - static tests: time 0; the boolean agrees with the oracle away from the
     boundary; |delta| is the oracle's depth; moving the second shape by
     delta separates it (oracle overlap <= tol); the normal is delta's
     direction;
   - segment: time in [0, 1], pos = start + time * delta, delta = -(1 - time)
     * segment delta; an entry after time 0 lies on the boundary, with the
     segment outside before it and the normal against the motion; a miss
     has no sampled point inside; a zero-length segment is the point test;
   - all six corner orders give the same boolean and the same depth for the
     box and the triangle (|delta| to a few ulps: the depth is the same, but
     on a tie the unit normals differ by rounding); for the circle, the same
     boolean and depth within tol away from the boundary; for the segment,
     every order's answer passes the checks above, and a segment that
     clearly crosses the inside hits in every order; swapping two triangles
     gives the same boolean and depth, and a flipped normal unless another
     push of the same depth separates too;
   - the edge-by-edge version agrees with the separating axis version away
     from the boundary, for triangles that share no corner (with a shared
     corner or edge the strict edge-by-edge test can miss an overlap, as the
     tutorial says); a circle of radius zero, a box of zero size and a
     one-point triangle agree with isect_triangle_point;
   - translation: on grid cases, moving everything by an integer offset
     gives the same booleans (away from the boundary) and depths;
   - huge, tiny, subnormal and zero coordinates give finite results.

   Slivers (triangles thinner than a few tol) have an inside that is rounding
   noise: checks that need it are skipped for them, the others are not.

   Tolerance: tol = 256 * machine epsilon * (1 + the case's largest
   coordinate). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#define SAMPLES 24

/* ---- small helpers, independent of the library -------------------------- */

/* The same depth: the depth itself is the same to the last bit, but when two
   axes tie, the two pushes have different unit normals, whose lengths differ
   from 1 by a rounding error each. */
static int same_len(isect_vec a, isect_vec b)
{
    double la = vlen(a), lb = vlen(b);
    return fabs(la - lb) <= 4 * NORMAL_TOL * (la > lb ? la : lb);
}

static int share_corner(isect_triangle t, isect_triangle u)
{
    isect_vec p[3], q[3];
    int i, j;
    p[0] = t.a; p[1] = t.b; p[2] = t.c;
    q[0] = u.a; q[1] = u.b; q[2] = u.c;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++)
            if (p[i].x == q[j].x && p[i].y == q[j].y) return 1;
    return 0;
}

static isect_triangle tri_moved(isect_triangle t, isect_vec d)
{
    t.a = vplus(t.a, d);
    t.b = vplus(t.b, d);
    t.c = vplus(t.c, d);
    return t;
}

/* ---- the case ------------------------------------------------------------ */

typedef struct {
    isect_triangle t, u;
    isect_aabb b;
    isect_circle c;
    isect_vec p, d; /* the segment */
} Case;

static Case K;
static double k_scale;
static double tol;

static void describe(void)
{
    printf("     case %ld (%s): t = {(%.17g, %.17g), (%.17g, %.17g), (%.17g, %.17g)},\n"
           "     u = {(%.17g, %.17g), (%.17g, %.17g), (%.17g, %.17g)},\n"
           "     b = {(%.17g, %.17g), half (%.17g, %.17g)}, c = {(%.17g, %.17g), r %.17g},\n"
           "     segment (%.17g, %.17g) + (%.17g, %.17g); tol %.3g\n",
           k_trial, k_kind, (double)K.t.a.x, (double)K.t.a.y, (double)K.t.b.x,
           (double)K.t.b.y, (double)K.t.c.x, (double)K.t.c.y, (double)K.u.a.x,
           (double)K.u.a.y, (double)K.u.b.x, (double)K.u.b.y, (double)K.u.c.x,
           (double)K.u.c.y, (double)K.b.pos.x, (double)K.b.pos.y, (double)K.b.half.x,
           (double)K.b.half.y, (double)K.c.pos.x, (double)K.c.pos.y, (double)K.c.radius,
           (double)K.p.x, (double)K.p.y, (double)K.d.x, (double)K.d.y, tol);
}

static isect_vec snap(int grid, isect_vec v)
{
    return grid ? V(floor(v.x * 64.0) / 64.0, floor(v.y * 64.0) / 64.0) : v;
}

static isect_triangle gen_triangle(int grid, isect_vec near)
{
    isect_triangle t;
    t.a = vplus(near, gen_point(grid, 8, UNIFORM_SCALED));
    t.b = vplus(near, gen_point(grid, 8, UNIFORM_SCALED));
    t.c = vplus(near, gen_point(grid, 8, UNIFORM_SCALED));
    switch (rng_int(0, 11)) { /* flat triangles */
    case 0: t.c = snap(grid, along(t.a, t.b, rng_int(-4, 8) / 4.0)); break;
    case 1: t.b = t.a; break;
    case 2: t.b = t.c = t.a; break;
    default: break;
    }
    return t;
}

/* A point near the triangle: a weighted mix of its corners (inside, on
   edges, on corners, outside), or anywhere near. */
static isect_vec gen_near(int grid, isect_triangle t)
{
    if (rng_int(0, 3) == 0) return vplus(t.a, gen_point(grid, 8, UNIFORM_SCALED));
    {
        /* b's weight drawn first, then c's: in one call's arguments the
           order would be the compiler's choice */
        double wb = rng_int(-2, 6) / 4.0;
        double wc = rng_int(-2, 6) / 4.0;
        return snap(grid, along(along(t.a, t.b, wb), t.c, wc));
    }
}

static void set_scale(void)
{
    double m = 0;
    m = maxabs(m, K.t.a); m = maxabs(m, K.t.b); m = maxabs(m, K.t.c);
    m = maxabs(m, K.u.a); m = maxabs(m, K.u.b); m = maxabs(m, K.u.c);
    m = maxabs(m, K.b.pos); m = maxabs(m, K.b.half);
    m = maxabs(m, vplus(K.b.pos, K.b.half));
    m = maxabs(m, K.c.pos); m = maxabs(m, V(K.c.radius, 0));
    m = maxabs(m, K.p); m = maxabs(m, vplus(K.p, K.d));
    k_scale = m;
    tol = 256.0 * REAL_EPS * (1.0 + m);
}

static void gen_case(int grid)
{
    isect_vec center = gen_point(grid, 50, UNIFORM_SCALED);
    K.t = gen_triangle(grid, center);
    /* the second triangle: near, or sharing an edge or a corner */
    switch (rng_int(0, 5)) {
    case 0: K.u = K.t; K.u.c = gen_near(grid, K.t); break;
    case 1: K.u = K.t; K.u.b = gen_near(grid, K.t); K.u.c = gen_near(grid, K.t); break;
    default: K.u = gen_triangle(grid, gen_near(grid, K.t)); break;
    }
    K.b.pos = gen_near(grid, K.t);
    {
        double draw0 = gen_size(grid, 4, 0.05);
        double draw1 = gen_size(grid, 4, 0.05);
        K.b.half = V(draw0, draw1);
    }
    K.c.pos = gen_near(grid, K.t);
    K.c.radius = R(gen_size(grid, 4, 0.05));
    K.p = gen_near(grid, K.t);
    if (rng_int(0, 15) == 0) {
        K.d = V(0, 0);
    } else if (rng_int(0, 2)) {
        double dx = (double)gen_near(grid, K.t).x - K.p.x; /* draws in a fixed order */
        K.d = V(dx, (double)gen_near(grid, K.t).y - K.p.y);
    } else {
        K.d = gen_point(grid, 16, UNIFORM_SCALED);
    }
    set_scale();
}

/* ---- the oracles, in double ---------------------------------------------- */

/* A sliver: flat, or so thin (its height below the longest edge under a few
   tol) that which side of it a point is on is rounding noise. Geometric
   checks that need the inside are skipped for slivers; finiteness, unit
   normals and the agreement of the boolean calls are not. */
static int tri_sliver(isect_triangle t)
{
    double ab = vlen(V((double)t.b.x - t.a.x, (double)t.b.y - t.a.y));
    double bc = vlen(V((double)t.c.x - t.b.x, (double)t.c.y - t.b.y));
    double ca = vlen(V((double)t.a.x - t.c.x, (double)t.a.y - t.c.y));
    double longest = fmax(ab, fmax(bc, ca));
    return fabs(cross3(t.a, t.b, t.c)) <= 16 * tol * longest;
}

/* The shadow overlap of two convex polygons (up to 4 corners each) on the
   unit axes at right angles to their edges and on extra axes: the smallest,
   over the axes, of the shorter way out. > 0 overlap, <= 0 apart. */
typedef struct { double x[4], y[4]; int n; } Poly;

static Poly poly_tri(isect_triangle t)
{
    Poly p;
    p.n = 3;
    p.x[0] = t.a.x; p.y[0] = t.a.y;
    p.x[1] = t.b.x; p.y[1] = t.b.y;
    p.x[2] = t.c.x; p.y[2] = t.c.y;
    return p;
}

static Poly poly_box(isect_aabb b)
{
    Poly p;
    double x0 = (double)b.pos.x - b.half.x, x1 = (double)b.pos.x + b.half.x;
    double y0 = (double)b.pos.y - b.half.y, y1 = (double)b.pos.y + b.half.y;
    p.n = 4;
    p.x[0] = x0; p.y[0] = y0;
    p.x[1] = x1; p.y[1] = y0;
    p.x[2] = x1; p.y[2] = y1;
    p.x[3] = x0; p.y[3] = y1;
    return p;
}

static double axis_overlap(const Poly *p, const Poly *q, double nx, double ny)
{
    double lp = 1e300, hp = -1e300, lq = 1e300, hq = -1e300;
    int i;
    for (i = 0; i < p->n; i++) {
        double v = p->x[i] * nx + p->y[i] * ny;
        lp = fmin(lp, v); hp = fmax(hp, v);
    }
    for (i = 0; i < q->n; i++) {
        double v = q->x[i] * nx + q->y[i] * ny;
        lq = fmin(lq, v); hq = fmax(hq, v);
    }
    return fmin(hp - lq, hq - lp);
}

static double poly_edges_overlap(const Poly *p, const Poly *q, const Poly *axes_of, double best)
{
    int i;
    for (i = 0; i < axes_of->n; i++) {
        int j = (i + 1) % axes_of->n;
        double ex = axes_of->x[j] - axes_of->x[i], ey = axes_of->y[j] - axes_of->y[i];
        double len = dlen(ex, ey);
        if (len == 0) continue;
        best = fmin(best, axis_overlap(p, q, ey / len, -ex / len));
    }
    return best;
}

static double sat_overlap(const Poly *p, const Poly *q)
{
    double best = fmin(axis_overlap(p, q, 1, 0), axis_overlap(p, q, 0, 1));
    best = poly_edges_overlap(p, q, p, best);
    return poly_edges_overlap(p, q, q, best);
}

static double overlap_tb(isect_triangle t, isect_aabb b)
{
    Poly p = poly_tri(t), q = poly_box(b);
    return sat_overlap(&p, &q);
}

static double overlap_tt(isect_triangle t, isect_triangle u)
{
    Poly p = poly_tri(t), q = poly_tri(u);
    return sat_overlap(&p, &q);
}

/* The tutorial's edge-by-edge test, as printed there. */
static bool edges_cross(isect_vec p, isect_vec d, isect_vec q, isect_vec e)
{
    isect_real q0 = isect_cross(d, isect_sub(q, p));
    isect_real q1 = isect_cross(d, isect_sub(isect_add(q, e), p));
    isect_real p0 = isect_cross(e, isect_sub(p, q));
    isect_real p1 = isect_cross(e, isect_sub(isect_add(p, d), q));
    return ((q0 < 0 && q1 > 0) || (q0 > 0 && q1 < 0))
        && ((p0 < 0 && p1 > 0) || (p0 > 0 && p1 < 0));
}

static bool triangles_overlap_edge_by_edge(isect_triangle s, isect_triangle t)
{
    isect_vec sp[3], sd[3], tp[3], td[3];
    int i, j;
    sp[0] = s.a; sp[1] = s.b; sp[2] = s.c;
    tp[0] = t.a; tp[1] = t.b; tp[2] = t.c;
    for (i = 0; i < 3; i++) {
        sd[i] = isect_sub(sp[(i + 1) % 3], sp[i]);
        td[i] = isect_sub(tp[(i + 1) % 3], tp[i]);
    }
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++)
            if (edges_cross(sp[i], sd[i], tp[j], td[j]))
                return true;
    for (i = 0; i < 3; i++)
        if (isect_triangle_contains(t, sp[i]) || isect_triangle_contains(s, tp[i]))
            return true;
    return false;
}

/* ---- the checks ---------------------------------------------------------- */

/* Common to every static hit: finite, unit normal, time 0, delta along the
   normal. */
static int check_static_hit(isect_hit h)
{
    double len;
    if (!CHECK(hit_finite(h))) return 0;
    CHECK(is_unit(h.normal));
    CHECK(h.time == 0);
    len = vlen(h.delta);
    CHECK_VEC(h.delta, h.normal.x * len, h.normal.y * len, tol);
    return 1;
}

static void check_aabb(void)
{
    isect_hit h = nan_hit(), h2;
    bool r = isect_triangle_aabb(K.t, K.b, &h);
    double ov = overlap_tb(K.t, K.b);
    int k;
    check_current_test = "triangle_aabb";
    CHECK(r == isect_triangle_aabb(K.t, K.b, NULL));
    if (ov > tol) CHECK(r);
    if (ov < -tol) CHECK(!r);
    for (k = 1; k < 6; k++) {
        bool rk = isect_triangle_aabb(tri_order(K.t, k), K.b, &h2);
        CHECK(rk == r);
        if (rk && r) CHECK(same_len(h2.delta, h.delta));
    }
    if (!r) {
        CHECK(hit_is_nan(h));
        return;
    }
    if (!check_static_hit(h)) return;
    CHECK_NEAR(vlen(h.delta), ov, tol);
    {
        isect_aabb moved = K.b;
        moved.pos = vplus(K.b.pos, h.delta);
        CHECK(overlap_tb(K.t, moved) <= tol);
    }
    /* a box of zero size is a point */
    if (fabs(tri_sd(K.t, K.b.pos)) > tol) {
        isect_aabb dot = K.b;
        isect_hit hp;
        bool rp = isect_triangle_point(K.t, K.b.pos, &hp);
        dot.half = V(0, 0);
        CHECK(isect_triangle_aabb(K.t, dot, &h2) == rp);
        if (rp) CHECK_NEAR(vlen(h2.delta), vlen(hp.delta), tol);
    }
}

static void check_triangles(void)
{
    isect_hit h = nan_hit(), h2;
    bool r = isect_triangle_triangle(K.t, K.u, &h);
    double ov = overlap_tt(K.t, K.u);
    int i;
    check_current_test = "triangle_triangle";
    CHECK(r == isect_triangle_triangle(K.t, K.u, NULL));
    if (ov > tol) CHECK(r);
    if (ov < -tol) CHECK(!r);
    /* the two versions agree, except where edges meet exactly (shared
       corners, as the generator often makes them, are the common case) */
    if (fabs(ov) > tol && !share_corner(K.t, K.u))
        CHECK(triangles_overlap_edge_by_edge(K.t, K.u) == r);
    for (i = 0; i < 3; i++) { /* three random pairs of orders */
        int order_t = rng_int(0, 5);
        int order_u = rng_int(0, 5);
        bool rk = isect_triangle_triangle(tri_order(K.t, order_t), tri_order(K.u, order_u), &h2);
        CHECK(rk == r);
        if (rk && r) CHECK(same_len(h2.delta, h.delta));
    }
    /* swapped */
    h2 = nan_hit();
    CHECK(isect_triangle_triangle(K.u, K.t, &h2) == r);
    if (!r) {
        CHECK(hit_is_nan(h));
        return;
    }
    if (!check_static_hit(h)) return;
    CHECK_NEAR(vlen(h.delta), ov, tol);
    CHECK(overlap_tt(K.t, tri_moved(K.u, h.delta)) <= tol);
    if (hit_finite(h2)) {
        CHECK(same_len(h2.delta, h.delta));
        /* flipped, or another push just as short that separates too */
        if (!(h2.normal.x == -h.normal.x && h2.normal.y == -h.normal.y))
            CHECK(overlap_tt(tri_moved(K.t, h2.delta), K.u) <= tol);
    }
}

static void check_circle(void)
{
    isect_hit h = nan_hit(), h2;
    bool r = isect_triangle_circle(K.t, K.c, &h);
    double sd = tri_sd(K.t, K.c.pos), margin = K.c.radius - sd;
    int k;
    check_current_test = "triangle_circle";
    CHECK(r == isect_triangle_circle(K.t, K.c, NULL));
    if (tri_sliver(K.t) && !tri_flat(K.t)) margin = 0; /* the inside is noise */
    if (margin > tol) CHECK(r);
    if (margin < -tol) CHECK(!r);
    for (k = 1; k < 6 && fabs(margin) > tol; k++) {
        bool rk = isect_triangle_circle(tri_order(K.t, k), K.c, &h2);
        CHECK(rk == r);
        if (rk && r) CHECK_NEAR(vlen(h2.delta), vlen(h.delta), tol);
    }
    if (K.c.radius == 0 && !tri_sliver(K.t)) { /* a point */
        isect_hit hp;
        bool rp = isect_triangle_point(K.t, K.c.pos, &hp);
        if (fabs(sd) > tol) CHECK(r == rp);
        if (r && rp) CHECK(same_vec(h.delta, hp.delta) && same_vec(h.normal, hp.normal));
    }
    if (!r) {
        CHECK(hit_is_nan(h));
        return;
    }
    if (!check_static_hit(h)) return;
    if (margin != 0) CHECK_NEAR(vlen(h.delta), margin, tol);
    /* Pushed out, the circle is clear, for every triangle: flat ones too
       (their own end-point rule, issue 10). */
    CHECK(tri_sd(K.t, vplus(K.c.pos, h.delta)) >= K.c.radius - tol);
    CHECK(fabs(tri_sd(K.t, h.pos)) <= tol || tri_flat(K.t)); /* the contact is on the edge */
}

static isect_vec seg_at(double s)
{
    return V(K.p.x + s * K.d.x, K.p.y + s * K.d.y);
}

/* The checks of one segment hit or miss against the triangle t (one of the
   orders of K.t); returns the boolean. */
static bool check_segment_in(isect_triangle t)
{
    isect_hit h = nan_hit();
    bool r = isect_triangle_segment(t, K.p, K.d, &h);
    int j;
    CHECK(r == isect_triangle_segment(t, K.p, K.d, NULL));
    if (K.d.x == 0 && K.d.y == 0) { /* the point test */
        isect_hit hp;
        bool rp = isect_triangle_point(t, K.p, &hp);
        CHECK(r == rp);
        if (r && rp) CHECK(same_vec(h.normal, hp.normal));
    }
    if (!r) {
        CHECK(hit_is_nan(h));
        if (!tri_sliver(t))
            for (j = 0; j <= SAMPLES; j++)
                if (!CHECK(tri_sd(t, seg_at((double)j / SAMPLES)) >= -tol)) break;
        return r;
    }
    if (!CHECK(hit_finite(h))) return r;
    CHECK(is_unit(h.normal));
    CHECK(h.time >= 0 && h.time <= 1);
    if (h.time == 0 && tri_sd(t, seg_at(0)) < 0) /* starts inside: on the surface */
        CHECK(fabs(tri_sd(t, h.pos)) <= tol);
    else
        CHECK_VEC(h.pos, K.p.x + h.time * (double)K.d.x, K.p.y + h.time * (double)K.d.y, tol);
    CHECK_VEC(h.delta, -(1 - (double)h.time) * K.d.x, -(1 - (double)h.time) * K.d.y, tol);
    if (tri_sliver(t)) return r;
    if (h.time > 0) {
        double probe = 1000 * tol;
        CHECK(fabs(tri_sd(t, h.pos)) <= tol);                           /* on the boundary */
        CHECK((double)h.normal.x * K.d.x + (double)h.normal.y * K.d.y <= tol); /* against the motion */
        CHECK(tri_sd(t, V(h.pos.x + probe * h.normal.x, h.pos.y + probe * h.normal.y)) >=
              probe / 2);                                               /* the normal points out */
        for (j = 0; j < SAMPLES; j++)                                   /* outside before */
            if (!CHECK(tri_sd(t, seg_at((double)h.time * j / SAMPLES)) >= -tol)) break;
    } else {
        CHECK(tri_sd(t, K.p) <= tol);
    }
    return r;
}

/* Every order of the corners gives a valid answer (times may differ only
   where the entry is ill-conditioned: they are all checked to be on the
   boundary with the segment outside before); a segment that clearly passes
   through the inside hits in every order. */
static void check_segment(void)
{
    double deepest = 0;
    int k, j;
    check_current_test = "triangle_segment";
    for (j = 0; j <= SAMPLES; j++)
        deepest = fmin(deepest, tri_sd(K.t, seg_at((double)j / SAMPLES)));
    for (k = 0; k < 6; k++) {
        bool r = check_segment_in(tri_order(K.t, k));
        if (deepest < -100 * tol && !tri_sliver(K.t)) CHECK(r);
    }
}

static void check_one_point_triangle(void)
{
    isect_triangle dot;
    isect_hit h, hp;
    bool r, rp;
    if (tri_sliver(K.t) || fabs(tri_sd(K.t, K.p)) <= tol) return;
    dot.a = dot.b = dot.c = K.p;
    check_current_test = "triangle_triangle (point)";
    r = isect_triangle_triangle(K.t, dot, &h);
    rp = isect_triangle_point(K.t, K.p, &hp);
    CHECK(r == rp);
    if (r && rp) CHECK_NEAR(vlen(h.delta), vlen(hp.delta), tol);
}

static void check_translation(void)
{
    double off_draw0 = rng_int(-1000, 1000); double off_draw1 = rng_int(-1000, 1000);
    isect_vec off = V(off_draw0, off_draw1);
    double ttol = 256.0 * REAL_EPS * (1.0 + k_scale + 1000.0);
    isect_triangle t2 = tri_moved(K.t, off), u2 = tri_moved(K.u, off);
    isect_aabb b2 = K.b;
    isect_circle c2 = K.c;
    isect_hit h1, h2;
    bool r1, r2;
    b2.pos = vplus(K.b.pos, off);
    c2.pos = vplus(K.c.pos, off);
    check_current_test = "translation";
    r1 = isect_triangle_aabb(K.t, K.b, &h1);
    r2 = isect_triangle_aabb(t2, b2, &h2);
    if (fabs(overlap_tb(K.t, K.b)) > ttol) CHECK(r1 == r2);
    if (r1 && r2) CHECK_NEAR(vlen(h1.delta), vlen(h2.delta), ttol);
    r1 = isect_triangle_triangle(K.t, K.u, &h1);
    r2 = isect_triangle_triangle(t2, u2, &h2);
    if (fabs(overlap_tt(K.t, K.u)) > ttol) CHECK(r1 == r2);
    if (r1 && r2) CHECK_NEAR(vlen(h1.delta), vlen(h2.delta), ttol);
    r1 = isect_triangle_circle(K.t, K.c, &h1);
    r2 = isect_triangle_circle(t2, c2, &h2);
    if (fabs(K.c.radius - tri_sd(K.t, K.c.pos)) > ttol) CHECK(r1 == r2);
    if (r1 && r2) CHECK_NEAR(vlen(h1.delta), vlen(h2.delta), ttol);
    r1 = isect_triangle_segment(K.t, K.p, K.d, &h1);
    r2 = isect_triangle_segment(t2, vplus(K.p, off), K.d, &h2);
    if (r1 && r2 && h1.time > 0) CHECK_NEAR(h1.time, h2.time, ttol);
}

/* ---- huge, tiny and zero coordinates: finite out ------------------------- */

static void gen_extreme_case(void)
{
    gen_case(0);
    K.t.a = ext_vec(K.t.a); K.t.b = ext_vec(K.t.b); K.t.c = ext_vec(K.t.c);
    K.u.a = ext_vec(K.u.a); K.u.b = ext_vec(K.u.b); K.u.c = ext_vec(K.u.c);
    K.b.pos = ext_vec(K.b.pos); K.b.half = ext_vec(K.b.half);
    K.c.pos = ext_vec(K.c.pos); K.c.radius = R(extreme(K.c.radius));
    K.p = ext_vec(K.p); K.d = ext_vec(K.d);
    set_scale();
}

static void check_finite_everywhere(void)
{
    isect_hit h;
    check_current_test = "finite";
    h = nan_hit();
    if (isect_triangle_segment(K.t, K.p, K.d, &h)) CHECK(hit_finite(h) && is_unit(h.normal));
    h = nan_hit();
    if (isect_triangle_circle(K.t, K.c, &h)) CHECK(hit_finite(h) && is_unit(h.normal));
    h = nan_hit();
    if (isect_triangle_aabb(K.t, K.b, &h)) CHECK(hit_finite(h) && is_unit(h.normal));
    h = nan_hit();
    if (isect_triangle_triangle(K.t, K.u, &h)) CHECK(hit_finite(h) && is_unit(h.normal));
}

/* ---- main ---------------------------------------------------------------- */

static void check_all(void)
{
    check_segment();
    check_circle();
    check_aabb();
    check_triangles();
    check_one_point_triangle();
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
    long trials = property_start(argc, argv, "property tests (triangles)", 0x7121A46E5EEDULL, 20000,
                                 describe);
    property_run(&suite, trials);
    return property_finish("property_triangles.c");
}
