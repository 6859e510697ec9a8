/* property_exact_triangles.c -- every triangle test against an exact oracle.

   Usage: test-property_exact_triangles [seed [trials]]

   Inputs are small integers and halves (kept as integers in half units here),
   so that every cross product the library forms is exact in double and in
   float. The oracle decides "the insides overlap" in integer arithmetic
   (exact.h: 128-bit products, far more than these ranges need),
   independently of the library's own formulation:

   - contains / point: strictly inside, by the signs of three orientations;
     a flat triangle (zero area) contains nothing;
   - segment: exact Cyrus-Beck clipping, the times kept as fractions and
     compared by cross-multiplying (the library instead uses the signs of the
     corners against the segment's line); a zero-length segment is the point
     test; a flat triangle is never hit;
   - circle: radius 0 is the point test; otherwise the center is inside or
     on the triangle, or its squared distance to some edge, an exact
     fraction, is below r^2; a flat triangle is the segment it spans;
   - box and triangle: strict separating axes over every edge normal and the
     x and y axes, in integers (for flat shapes this is the library's
     documented rule: they overlap when they cross the other's inside).

   Each trial draws one of five kinds of case: random; tile-world (slopes
   and boxes on a tile grid, flush by construction); flush (boxes, triangles,
   segments and circles built to share an edge or a corner, end on an edge,
   or be tangent, and a half unit either way); tangent circles along edges
   with 3-4-5 slopes; slivers and flat triangles. For each it checks:

   - the boolean equals the oracle's (out == NULL too) in a random corner
     order, and translated by (512, 4096) and (-4096, 512);
   - every hit is finite with a unit normal and time 0 (a segment's time in
     [0, 1]); pushing the second shape by hit.delta separates it: the same
     test on the moved shape is a miss or leaves a push of a rounding error
     (for a segment: its pushed end point is not inside by more than that).

   Ranges: coordinates within 6 units (float) or 40 units (double) of the
   origin before the translation, so every product the library forms is
   exact in the edition's precision. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "exact.h"

#ifdef ISECT_FLOAT
#define LIM 12 /* half units */
#else
#define LIM 80
#endif

/* ---- the case ------------------------------------------------------------ */

static GV tr[3], un[3], bc, bh, cc, sp, sd, pt;
static xint cr;
static int k_mode;

static xint ri(xint lo, xint hi) { return (xint)rng_int((int)lo, (int)hi); }
/* Vectors of such draws, x drawn first, then y, one statement each: in
   one call's arguments the order would be the compiler's choice, and a
   seed would make another case under another compiler. */
static GV rp(xint r)
{
    xint x = ri(-r, r);
    xint y = ri(-r, r);
    return gv(x, y);
}
static GV rp_range(xint lo, xint hi) /* each coordinate in [lo, hi] */
{
    xint x = ri(lo, hi);
    xint y = ri(lo, hi);
    return gv(x, y);
}
static GV rp_grid(xint g) /* on the grid of step g, within 4 steps of 0 */
{
    xint x = ri(-4, 4) * g;
    xint y = ri(-4, 4) * g;
    return gv(x, y);
}

static void describe(void)
{
    printf("  %s trial %ld mode %d (half units): tri (%lld,%lld) (%lld,%lld) (%lld,%lld); "
           "other (%lld,%lld) (%lld,%lld) (%lld,%lld); box c (%lld,%lld) h (%lld,%lld); "
           "circle (%lld,%lld) r %lld; seg (%lld,%lld) d (%lld,%lld); point (%lld,%lld)\n",
           k_kind, k_trial, k_mode, tr[0].x, tr[0].y, tr[1].x, tr[1].y, tr[2].x, tr[2].y,
           un[0].x, un[0].y, un[1].x, un[1].y, un[2].x, un[2].y, bc.x, bc.y, bh.x, bh.y,
           cc.x, cc.y, cr, sp.x, sp.y, sd.x, sd.y, pt.x, pt.y);
}

/* ---- the oracle, in half units ------------------------------------------ */

static int o_contains(const GV *t, GV p)
{
    int w = xsign(xorient(t[0], t[1], t[2]));
    return w != 0 && w * xsign(xorient(t[0], t[1], p)) > 0 && w * xsign(xorient(t[1], t[2], p)) > 0
        && w * xsign(xorient(t[2], t[0], p)) > 0;
}

static int o_segment(const GV *t, GV p, GV d)
{
    int w = xsign(xorient(t[0], t[1], t[2]));
    xwide nn = 0, nd = 1, fn = 1, fd = 1;
    GV q = gadd(p, d);
    int i;
    if (d.x == 0 && d.y == 0) return o_contains(t, p);
    if (w == 0) return 0;
    for (i = 0; i < 3; i++) {
        GV u = t[i], v = t[(i + 1) % 3];
        xwide s0 = w * xorient(u, v, p), s1 = w * xorient(u, v, q), rate = s1 - s0;
        if (rate == 0) {
            if (s0 <= 0) return 0;
        } else if (rate > 0) { /* enters at -s0 / rate */
            if (xfrac_cmp(nn, nd, -s0, rate) < 0) { nn = -s0; nd = rate; }
        } else {              /* leaves at s0 / -rate */
            if (xfrac_cmp(s0, -rate, fn, fd) < 0) { fn = s0; fd = -rate; }
        }
    }
    return xfrac_cmp(nn, nd, fn, fd) < 0;
}

/* Is the distance from c to the segment uv below r? */
static int o_seg_closer(GV u, GV v, GV c, xint r)
{
    GV e = gsub(v, u), cu = gsub(c, u), cv = gsub(c, v);
    xwide len2 = gdot(e, e), along = gdot(cu, e), x;
    if (len2 == 0 || along <= 0) return xsq_cmp(cu, r) < 0;
    if (along >= len2) return xsq_cmp(cv, r) < 0;
    x = gcross(e, cu);
    return x * x < (xwide)r * r * len2;
}

static int o_circle(const GV *t, GV c, xint r)
{
    int w = xsign(xorient(t[0], t[1], t[2])), i;
    if (r == 0) return o_contains(t, c);
    if (w != 0 && w * xorient(t[0], t[1], c) >= 0 && w * xorient(t[1], t[2], c) >= 0
        && w * xorient(t[2], t[0], c) >= 0)
        return 1;
    for (i = 0; i < 3; i++)
        if (o_seg_closer(t[i], t[(i + 1) % 3], c, r)) return 1;
    return 0;
}

/* Strict separating axes between the convex hulls of a[0..na) and
   b[0..nb): every nonzero edge normal of both, and x and y. */
static int o_sat(const GV *a, int na, const GV *b, int nb)
{
    GV axes[16];
    int n = 0, i, j, k;
    axes[n++] = gv(1, 0);
    axes[n++] = gv(0, 1);
    for (i = 0; i < na; i++) {
        GV e = gsub(a[(i + 1) % na], a[i]);
        if (e.x || e.y) axes[n++] = gv(e.y, -e.x);
    }
    for (i = 0; i < nb; i++) {
        GV e = gsub(b[(i + 1) % nb], b[i]);
        if (e.x || e.y) axes[n++] = gv(e.y, -e.x);
    }
    for (k = 0; k < n; k++) {
        xwide lo1 = gdot(a[0], axes[k]), hi1 = lo1, lo2 = gdot(b[0], axes[k]), hi2 = lo2;
        for (i = 1; i < na; i++) {
            xwide v = gdot(a[i], axes[k]);
            if (v < lo1) lo1 = v;
            if (v > hi1) hi1 = v;
        }
        for (j = 1; j < nb; j++) {
            xwide v = gdot(b[j], axes[k]);
            if (v < lo2) lo2 = v;
            if (v > hi2) hi2 = v;
        }
        if (hi1 <= lo2 || hi2 <= lo1) return 0;
    }
    return 1;
}

static int o_aabb(const GV *t, GV c, GV h)
{
    GV b[4];
    b[0] = gv(c.x - h.x, c.y - h.y);
    b[1] = gv(c.x + h.x, c.y - h.y);
    b[2] = gv(c.x + h.x, c.y + h.y);
    b[3] = gv(c.x - h.x, c.y + h.y);
    return o_sat(t, 3, b, 4);
}

/* ---- the library's inputs ------------------------------------------------ */

static double g_ox, g_oy; /* the translation */
static double g_scale = 0.5; /* half units; a power of two keeps every case exact */
static isect_vec LV(GV p) { return V((double)p.x * g_scale + g_ox, (double)p.y * g_scale + g_oy); }
static isect_vec LD(GV d) { return V((double)d.x * g_scale, (double)d.y * g_scale); }
static isect_triangle LT(const GV *t) { isect_triangle r; r.a = LV(t[0]); r.b = LV(t[1]); r.c = LV(t[2]); return r; }

static double tol(void)
{
    return 32 * REAL_EPS * (1 + fabs(g_ox) + fabs(g_oy) + LIM);
}

static int hit_ok(isect_hit h) { return hit_finite(h) && is_unit(h.normal); }

/* ---- the checks ---------------------------------------------------------- */

static void check_all(int order)
{
    isect_triangle T = tri_order(LT(tr), order), U = LT(un);
    isect_aabb box;
    isect_circle circ;
    isect_vec p = LV(pt), s = LV(sp), d = LD(sd);
    isect_hit h, h2;
    int o, got;
    box.pos = LV(bc);
    box.half = LD(bh);
    circ.pos = LV(cc);
    circ.radius = R((double)cr / 2);

    o = o_contains(tr, pt);
    CHECK(isect_triangle_contains(T, p) == o);
    got = isect_triangle_point(T, p, &h);
    CHECK(got == o);
    CHECK(isect_triangle_point(T, p, NULL) == o);
    if (got && CHECK(hit_ok(h)) && isect_triangle_point(T, vplus(p, h.delta), &h2))
        CHECK(vlen(h2.delta) <= tol());

    o = o_segment(tr, sp, sd);
    got = isect_triangle_segment(T, s, d, &h);
    CHECK(got == o);
    CHECK(isect_triangle_segment(T, s, d, NULL) == o);
    if (got && CHECK(hit_ok(h)) && CHECK(h.time >= 0 && h.time <= 1) && h.time > 0
        && isect_triangle_point(T, vplus(vplus(s, d), h.delta), &h2))
        CHECK(vlen(h2.delta) <= tol());

    o = o_circle(tr, cc, cr);
    got = isect_triangle_circle(T, circ, &h);
    CHECK(got == o);
    CHECK(isect_triangle_circle(T, circ, NULL) == o);
    if (got && CHECK(hit_ok(h)) && CHECK(h.time == 0)) {
        isect_circle moved = circ;
        moved.pos = vplus(circ.pos, h.delta);
        if (isect_triangle_circle(T, moved, &h2)) CHECK(vlen(h2.delta) <= tol());
    }

    o = o_aabb(tr, bc, bh);
    got = isect_triangle_aabb(T, box, &h);
    CHECK(got == o);
    CHECK(isect_triangle_aabb(T, box, NULL) == o);
    if (got && CHECK(hit_ok(h)) && CHECK(h.time == 0)) {
        isect_aabb moved = box;
        moved.pos = vplus(box.pos, h.delta);
        if (isect_triangle_aabb(T, moved, &h2)) CHECK(vlen(h2.delta) <= tol());
    }

    o = o_sat(tr, 3, un, 3);
    got = isect_triangle_triangle(T, U, &h);
    CHECK(got == o);
    CHECK(isect_triangle_triangle(T, U, NULL) == o);
    CHECK(isect_triangle_triangle(U, T, NULL) == o);
    if (got && CHECK(hit_ok(h)) && CHECK(h.time == 0)) {
        isect_vec m = h.delta;
        isect_triangle moved = U;
        moved.a = vplus(U.a, m);
        moved.b = vplus(U.b, m);
        moved.c = vplus(U.c, m);
        if (isect_triangle_triangle(T, moved, &h2)) CHECK(vlen(h2.delta) <= tol());
    }
}

/* ---- the kinds of case ---------------------------------------------------- */

static void gen_random(void)
{
    int i;
    for (i = 0; i < 3; i++) {
        tr[i] = rp(LIM);
        un[i] = rp(LIM);
    }
    bc = rp(LIM);
    bh = rp_range(0, LIM / 2);
    cc = rp(LIM);
    cr = ri(0, LIM / 2);
    sp = rp(LIM);
    sd = rp(LIM);
    pt = rp(LIM);
}

/* A tile slope: one of the four right halves of the tile [x, x + s]^2, or a
   half-height slope; boxes, circles and segments on the same grid. */
static void tile_triangle(GV *t, xint s)
{
    xint x = ri(-2, 1) * s, y = ri(-2, 1) * s;
    GV c[4];
    int skip = rng_int(0, 3), i, k = 0;
    c[0] = gv(x, y);
    c[1] = gv(x + s, y);
    c[2] = gv(x + s, y + s);
    c[3] = gv(x, y + s);
    for (i = 0; i < 4; i++)
        if (i != skip) t[k++] = c[i];
    if (rng_chance(0.25)) /* half-height slope */
        for (i = 0; i < 3; i++)
            if (t[i].y == y + s) t[i].y = y + s / 2;
}

static void gen_tile(void)
{
    xint s = rng_chance(0.5) ? 4 : 8;
    xint g = s / 2;
    tile_triangle(tr, s);
    tile_triangle(un, s);
    bh.x = g * ri(1, 2);
    bh.y = g * ri(0, 2);
    bc = rp_grid(g);
    cc = rp_grid(g);
    cr = g * ri(0, 2);
    sp = rp_grid(g);
    sd = rp_grid(g);
    pt = rp_grid(g);
}

/* Built from the triangle's own corners and edges: flush, touching, and a
   half unit either way. */
static void gen_flush(void)
{
    int i = rng_int(0, 2), j;
    GV u, v, e, mid;
    xint nudge = ri(-1, 1);
    for (j = 0; j < 3; j++) tr[j] = rp(LIM / 2);
    u = tr[i];
    v = tr[(i + 1) % 3];
    e = gsub(v, u);
    /* a point on the edge: a corner, or the midpoint when it is on the grid */
    mid = ((e.x % 2) == 0 && (e.y % 2) == 0) ? gv(u.x + e.x / 2, u.y + e.y / 2) : u;
    /* box: a corner on a triangle corner or on the edge's point, extending
       away in a random quadrant, nudged */
    bh = rp_range(1, LIM / 3);
    {
        GV at = rng_chance(0.5) ? mid : tr[rng_int(0, 2)];
        xint sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
        bc.x = at.x + sx * bh.x + (rng_chance(0.3) ? nudge : 0);
        bc.y = at.y + sy * bh.y + (rng_chance(0.3) ? nudge : 0);
        if (rng_chance(0.3)) { /* flush with an axis: the box's edge on the corner's line */
            bc.x = at.x + sx * bh.x;
            bh.y = ri(1, LIM);
        }
    }
    /* other triangle: shares the edge (third corner reflected) or a corner */
    un[0] = v;
    un[1] = u;
    un[2] = gsub(gadd(u, v), tr[(i + 2) % 3]);
    if (rng_chance(0.3)) un[2] = gadd(un[2], rp(2));
    if (rng_chance(0.3)) { un[0] = u; un[1] = gadd(u, rp(LIM / 2)); un[2] = gadd(u, rp(LIM / 2)); }
    if (rng_chance(0.2)) un[1] = mid;
    /* segment: ends on the edge's point, or passes through a corner */
    sd = rp(LIM / 2);
    if (rng_chance(0.5)) sp = gsub(mid, sd);
    else sp = gsub(tr[rng_int(0, 2)], sd);
    if (rng_chance(0.5)) sd = gv(sd.x * 2, sd.y * 2); /* through it, to the far side */
    if (rng_chance(0.2)) { sp = u; sd = e; }         /* along the edge */
    if (rng_chance(0.2)) sp = gadd(sp, gv(nudge, 0));
    /* circle: centered on a corner or the edge point, or touching a corner */
    cc = rng_chance(0.5) ? mid : tr[rng_int(0, 2)];
    cr = ri(0, LIM / 3);
    if (rng_chance(0.5)) { /* through a corner with a 3-4-5 offset */
        xint k = ri(1, 2), sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
        int swap = rng_chance(0.5);
        cc = gadd(tr[rng_int(0, 2)], swap ? gv(sx * 4 * k, sy * 3 * k) : gv(sx * 3 * k, sy * 4 * k));
        cr = 5 * k + (rng_chance(0.4) ? nudge : 0);
    }
    pt = rng_chance(0.5) ? mid : tr[rng_int(0, 2)];
    if (rng_chance(0.3)) pt = gadd(pt, rp(1));
}

/* A circle tangent to an edge with a 3-4-5 (or axis) slope: the triangle is
   built around the tangent point F = C + r n. */
static void gen_tangent(void)
{
    static const xint dirs[6][2] = {{3, 4}, {4, 3}, {1, 0}, {0, 1}, {3, -4}, {4, -3}};
    int di = rng_int(0, 5);
    xint sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
    xint nx = sx * dirs[di][0], ny = sy * dirs[di][1];
    xint len = (di == 2 || di == 3) ? 1 : 5; /* |(nx, ny)| */
    xint k = ri(1, 2), m1 = ri(1, 3), m2 = ri(1, 3), j = ri(1, 3), l = ri(-2, 2);
    GV f;
    gen_random();
    cc = rp(LIM / 4);
    cr = len * k; /* r n = k (nx, ny): on the grid */
    f = gv(cc.x + k * nx, cc.y + k * ny);
    tr[0] = gv(f.x - m1 * ny, f.y + m1 * nx);
    tr[1] = gv(f.x + m2 * ny, f.y - m2 * nx);
    tr[2] = gv(f.x + j * nx + l * ny, f.y + j * ny - l * nx);
    if (rng_chance(0.4)) cr += ri(-1, 1);
    if (rng_chance(0.2)) { /* tangent beyond the edge's end: the corner region */
        tr[0] = gv(f.x + m1 * ny, f.y - m1 * nx);
        tr[1] = gv(f.x + (m1 + m2) * ny, f.y - (m1 + m2) * nx);
    }
}

/* Slivers, flat triangles and coinciding corners. */
static void gen_sliver(void)
{
    GV a = rp(LIM / 2), d = rp(LIM / 4);
    xint k1 = ri(-2, 3), k2 = ri(-2, 3);
    int kind = rng_int(0, 3);
    gen_random();
    tr[0] = a;
    tr[1] = gv(a.x + k1 * d.x, a.y + k1 * d.y);
    tr[2] = gv(a.x + k2 * d.x, a.y + k2 * d.y);
    if (kind == 1) tr[2] = gadd(tr[2], rp(1));     /* a sliver, or flat */
    if (kind == 2) tr[1] = tr[0];                 /* two corners in one place */
    if (kind == 3 && rng_chance(0.5)) tr[2] = tr[1] = tr[0];
    if (rng_chance(0.5)) { /* the others close to it: on the line, on a corner */
        int corner = rng_int(0, 2);
        xint kx, ky;
        cc = gadd(tr[corner], rp(1));
        kx = ri(0, 2);
        ky = ri(0, 2);
        pt = gadd(tr[0], gv(d.x * kx, d.y * ky));
        sp = gsub(tr[rng_int(0, 2)], sd);
        corner = rng_int(0, 2);
        bc = gadd(tr[corner], rp(2));
    }
    if (rng_chance(0.3)) { /* the other triangle flat too, crossing */
        GV b = rp(LIM / 2), e = rp(LIM / 4);
        un[0] = b;
        un[1] = gadd(b, e);
        un[2] = gadd(b, gv(2 * e.x, 2 * e.y));
    }
}

static void gen_case(void)
{
    k_mode = rng_int(0, 4);
    switch (k_mode) {
    case 0: gen_random(); break;
    case 1: gen_tile(); break;
    case 2: gen_flush(); break;
    case 3: gen_tangent(); break;
    default: gen_sliver(); break;
    }
}

/* The exact range: every coordinate within 3 LIM half units. */
static int in_range(void)
{
    GV all[12];
    int i;
    all[0] = tr[0]; all[1] = tr[1]; all[2] = tr[2];
    all[3] = un[0]; all[4] = un[1]; all[5] = un[2];
    all[6] = gadd(bc, bh); all[7] = gsub(bc, bh);
    all[8] = cc; all[9] = sp; all[10] = gadd(sp, sd); all[11] = pt;
    for (i = 0; i < 12; i++)
        if (all[i].x > 3 * LIM || all[i].x < -3 * LIM || all[i].y > 3 * LIM || all[i].y < -3 * LIM)
            return 0;
    return cr <= 2 * LIM;
}

static long modes[5];

/* One case, in a random corner order, then translated by (512, 4096) and
   (-4096, 512). */
static void trial(void)
{
    static const double offs[3][2] = {{0, 0}, {512, 4096}, {-4096, 512}};
    int i;
    do gen_case(); while (!in_range());
    modes[k_mode]++;
    for (i = 0; i < 3; i++) {
        g_ox = offs[i][0];
        g_oy = offs[i][1];
        check_all(rng_int(0, 5));
    }
    g_ox = g_oy = 0;
}

/* ---- beyond the exact range: the classes of issue 10 ---------------------- */

typedef long double ld;

static ld ld_point_seg(ld px, ld py, isect_vec a, isect_vec b)
{
    ld ex = (ld)b.x - a.x, ey = (ld)b.y - a.y, len2 = ex * ex + ey * ey, t = 0, dx, dy;
    if (len2 > 0) t = ((px - a.x) * ex + (py - a.y) * ey) / len2;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    dx = px - a.x - t * ex;
    dy = py - a.y - t * ey;
    return sqrtl(dx * dx + dy * dy);
}

static ld ld_orient(ld ax, ld ay, ld bx, ld by, ld cx, ld cy)
{
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/* Distance from a point to a triangle's edges (0 for a point inside). */
static ld ld_point_tri(isect_triangle t, ld px, ld py)
{
    ld o1 = ld_orient(t.a.x, t.a.y, t.b.x, t.b.y, px, py);
    ld o2 = ld_orient(t.b.x, t.b.y, t.c.x, t.c.y, px, py);
    ld o3 = ld_orient(t.c.x, t.c.y, t.a.x, t.a.y, px, py);
    ld m;
    if ((o1 > 0 && o2 > 0 && o3 > 0) || (o1 < 0 && o2 < 0 && o3 < 0)) return 0;
    m = ld_point_seg(px, py, t.a, t.b);
    m = fminl(m, ld_point_seg(px, py, t.b, t.c));
    return fminl(m, ld_point_seg(px, py, t.c, t.a));
}

/* Distance from the segment p + [0,1] d to the triangle. */
static ld ld_seg_tri(isect_triangle t, isect_vec p, isect_vec d)
{
    ld qx = (ld)p.x + d.x, qy = (ld)p.y + d.y, m;
    isect_vec c[3];
    int i;
    c[0] = t.a;
    c[1] = t.b;
    c[2] = t.c;
    m = fminl(ld_point_tri(t, p.x, p.y), ld_point_tri(t, qx, qy));
    for (i = 0; i < 3; i++) {
        isect_vec u = c[i], v = c[(i + 1) % 3], q = V((double)qx, (double)qy);
        ld d1 = ld_orient(p.x, p.y, qx, qy, u.x, u.y), d2 = ld_orient(p.x, p.y, qx, qy, v.x, v.y);
        ld d3 = ld_orient(u.x, u.y, v.x, v.y, p.x, p.y), d4 = ld_orient(u.x, u.y, v.x, v.y, qx, qy);
        if (((d1 < 0 && d2 > 0) || (d1 > 0 && d2 < 0)) && ((d3 < 0 && d4 > 0) || (d3 > 0 && d4 < 0)))
            return 0;
        m = fminl(m, ld_point_seg(u.x, u.y, p, q));
        m = fminl(m, ld_point_seg(v.x, v.y, p, q));
    }
    return m;
}

static isect_real nudge_ulps(isect_real x, int k)
{
#ifdef ISECT_FLOAT
    for (; k > 0; k--) x = nextafterf(x, INFINITY);
    for (; k < 0; k++) x = nextafterf(x, -INFINITY);
#else
    for (; k > 0; k--) x = nextafter(x, INFINITY);
    for (; k < 0; k++) x = nextafter(x, -INFINITY);
#endif
    return x;
}

static isect_triangle g_t; /* the current triangle of the phases below */
static isect_vec g_p, g_d;
static isect_real g_r;

static void describe_real(void)
{
    printf("  %s trial %ld: tri (%.17g,%.17g) (%.17g,%.17g) (%.17g,%.17g); p (%.17g,%.17g) "
           "d (%.17g,%.17g) r %.17g\n", k_kind, k_trial, (double)g_t.a.x, (double)g_t.a.y,
           (double)g_t.b.x, (double)g_t.b.y, (double)g_t.c.x, (double)g_t.c.y, (double)g_p.x,
           (double)g_p.y, (double)g_d.x, (double)g_d.y, (double)g_r);
}

/* Slivers: three corners on a line, the last two moved a few units in the
   last place off it, at coordinates from 1 to 1000. A segment, a point or a
   circle around them hits only within a rounding error of the sliver (it
   used to be hit 10 to 80 units away). */
static void trial_sliver(void)
{
    double scale = pow(10, rng_unit() * 3), ang;
    double ax = (rng_unit() * 2 - 1) * scale, ay = (rng_unit() * 2 - 1) * scale;
    double dx = (rng_unit() * 2 - 1) * scale / 4, dy = (rng_unit() * 2 - 1) * scale / 4;
    double k1 = 1 + rng_unit(), k2 = 2 + rng_unit() * 2, s, len, off;
    double near = 4096 * REAL_EPS * (scale + 1) * (scale + 1) / (fabs(dx) + fabs(dy) + REAL_EPS);
    isect_hit h;
    g_t.a = V(ax, ay);
    g_t.b = V(ax + k1 * dx, ay + k1 * dy);
    g_t.c = V(ax + k2 * dx, ay + k2 * dy);
    if (rng_chance(0.5)) g_t.b.x = nudge_ulps(g_t.b.x, rng_int(-2, 2));
    else g_t.b.y = nudge_ulps(g_t.b.y, rng_int(-2, 2));
    if (rng_chance(0.5)) g_t.c.x = nudge_ulps(g_t.c.x, rng_int(-2, 2));
    else g_t.c.y = nudge_ulps(g_t.c.y, rng_int(-2, 2));
    /* a segment across or along the line, anywhere from before A to far past C */
    s = rng_unit() * 5 - 1.5;
    ang = rng_unit() * 6.283185307179586;
    len = rng_unit() * 4 * scale;
    off = rng_unit();
    if (rng_chance(0.3)) ang = atan2(dy, dx) + (rng_unit() - 0.5) * 1e-3;
    g_p = V(ax + s * k2 * dx - off * cos(ang) * len, ay + s * k2 * dy - off * sin(ang) * len);
    g_d = V(cos(ang) * len, sin(ang) * len);
    g_r = R(rng_unit() * scale / 8);
    if (isect_triangle_segment(g_t, g_p, g_d, &h)) {
        CHECK(ld_seg_tri(g_t, g_p, g_d) <= near);
        CHECK(hit_ok(h));
    }
    g_p = V(ax + s * k2 * dx, ay + s * k2 * dy);
    if (isect_triangle_contains(g_t, g_p)) CHECK(ld_point_tri(g_t, g_p.x, g_p.y) <= near);
    if (isect_triangle_point(g_t, g_p, &h)) CHECK(hit_ok(h));
    if (isect_triangle_circle(g_t, CIRC(g_p.x, g_p.y, g_r), &h)) {
        CHECK(ld_point_tri(g_t, g_p.x, g_p.y) < g_r + near);
        if (CHECK(hit_ok(h)))
            CHECK(ld_point_tri(g_t, (ld)g_p.x + h.delta.x, (ld)g_p.y + h.delta.y) >= g_r - near);
    }
}

/* Subnormal corners: move one corner of an exact case (often one that
   coincided with another) by a few subnormal units. Insides that overlap keep overlapping under so small a change, so
   every "true" of the oracle must stay true. (The triangle
   (0.25,0), (-0.25,0), (-0.25,-4.9e-324) against the box {(0.25,0),
   (0.25,1)} said false.) */
static void trial_subnormal(void)
{
    /* the size, then the sign: in one product the compiler picks the order */
    isect_real tiny = nudge_ulps(0, 1) * (isect_real)rng_int(1, 40);
    int i, onx;
    if (rng_chance(0.5)) tiny = -tiny;
    i = rng_int(0, 2);
    onx = rng_chance(0.5);
    isect_triangle T, U;
    isect_aabb box;
    do gen_case(); while (!in_range());
    if (rng_chance(0.7)) tr[i] = tr[(i + 1) % 3]; /* two corners a subnormal apart */
    g_ox = g_oy = 0;
    g_scale = ldexp(1, -rng_int(1, 8)); /* small coordinates: tiny products vanish */
    T = LT(tr);
    U = LT(un);
    box.pos = LV(bc);
    box.half = LD(bh);
    g_t = T;
    if (i == 0) { if (onx) T.a.x += tiny; else T.a.y += tiny; }
    if (i == 1) { if (onx) T.b.x += tiny; else T.b.y += tiny; }
    if (i == 2) { if (onx) T.c.x += tiny; else T.c.y += tiny; }
    if (o_aabb(tr, bc, bh)) CHECK(isect_triangle_aabb(T, box, NULL));
    if (o_sat(tr, 3, un, 3)) {
        CHECK(isect_triangle_triangle(T, U, NULL));
        CHECK(isect_triangle_triangle(U, T, NULL));
    }
    if (cr > 0 && o_circle(tr, cc, cr))
        CHECK(isect_triangle_circle(T, CIRC((double)cc.x * g_scale, (double)cc.y * g_scale,
                                            (double)cr * g_scale), NULL));
    g_scale = 0.5;
}

/* Flat triangles at coordinates that are not exact (like 4/3): circles on
   their corners, a unit in the last place off them, and on the segment, are
   pushed clear (the circle {(4/3,4/3),1} on the end of (8.5,4/3), (4/3,4/3),
   (5,4/3) stayed 1 deep). */
static void trial_flat_push(void)
{
    double scale = pow(10, rng_unit() * 3), y = (rng_unit() * 2 - 1) * scale;
    double x[3];
    int i, vertical = rng_chance(0.5), at = rng_int(0, 3);
    isect_hit h, h2;
    isect_circle c;
    for (i = 0; i < 3; i++) x[i] = (rng_unit() * 2 - 1) * scale;
    if (rng_chance(0.2)) x[2] = x[1];
    g_t = vertical ? TRI(y, x[0], y, x[1], y, x[2]) : TRI(x[0], y, x[1], y, x[2], y);
    if (at < 3) {
        isect_vec corner = at == 0 ? g_t.a : (at == 1 ? g_t.b : g_t.c);
        g_p = corner;
        if (rng_chance(0.5)) g_p.x = nudge_ulps(g_p.x, rng_int(-1, 1));
        else g_p.y = nudge_ulps(g_p.y, rng_int(-1, 1));
    } else {
        g_p = vertical ? V(y, x[0] + 0.37 * (x[1] - x[0])) : V(x[0] + 0.37 * (x[1] - x[0]), y);
    }
    g_r = R(rng_unit() * scale / 4 + 1e-3);
    c.pos = g_p;
    c.radius = g_r;
    if (!CHECK(isect_triangle_circle(g_t, c, &h))) return;
    if (!CHECK(hit_ok(h))) return;
    c.pos = vplus(g_p, h.delta);
    if (isect_triangle_circle(g_t, c, &h2))
        CHECK(vlen(h2.delta) <= 8 * REAL_EPS * (1 + scale));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "exact oracle (triangles)", 0x7e1a5eedULL, 100000,
                                 describe);
    property_phase("exact", trials, trial);
    check_describe = describe_real;
    property_phase("sliver", trials, trial_sliver);
    property_phase("flat, pushed", trials / 4, trial_flat_push);
    check_describe = describe;
    property_phase("subnormal corner", trials / 4, trial_subnormal);
    printf("cases: %ld random, %ld tile, %ld flush, %ld tangent, %ld sliver/flat; each in 3 places\n",
           modes[0], modes[1], modes[2], modes[3], modes[4]);
    return property_finish(__FILE__);
}
