/* property_exact_triangles.c -- every triangle test against an exact oracle.

   Usage: test-property_exact_triangles [seed [trials]]

   Inputs are small integers and halves (kept as integers in half units here),
   so that every cross product the library forms is exact in double and in
   float. The oracle decides "the insides overlap" in integer arithmetic
   (long long: with these ranges no product passes 10^13),
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

typedef long long I;
typedef long long I2; /* products here stay below 10^13: long long is exact */
typedef struct { I x, y; } P2;

#ifdef ISECT_FLOAT
#define LIM 12 /* half units */
#else
#define LIM 80
#endif

/* ---- the case ------------------------------------------------------------ */

static P2 tr[3], un[3], bc, bh, cc, sp, sd, pt;
static I cr;
static int k_mode;

static P2 p2(I x, I y) { P2 p; p.x = x; p.y = y; return p; }
static P2 add(P2 a, P2 b) { return p2(a.x + b.x, a.y + b.y); }
static P2 sub(P2 a, P2 b) { return p2(a.x - b.x, a.y - b.y); }
static I cross(P2 a, P2 b) { return a.x * b.y - a.y * b.x; }
static I dot(P2 a, P2 b) { return a.x * b.x + a.y * b.y; }
static I orient(P2 a, P2 b, P2 c) { return cross(sub(b, a), sub(c, a)); }
static int sgn(I v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }
static I ri(I lo, I hi) { return (I)rng_int((int)lo, (int)hi); }
static P2 rp(I r) { return p2(ri(-r, r), ri(-r, r)); }

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

static int o_contains(const P2 *t, P2 p)
{
    int w = sgn(orient(t[0], t[1], t[2]));
    return w != 0 && w * sgn(orient(t[0], t[1], p)) > 0 && w * sgn(orient(t[1], t[2], p)) > 0
        && w * sgn(orient(t[2], t[0], p)) > 0;
}

/* Is num1/den1 < num2/den2 (den > 0)? */
static int frac_less(I n1, I d1, I n2, I d2) { return (I2)n1 * d2 < (I2)n2 * d1; }

static int o_segment(const P2 *t, P2 p, P2 d)
{
    I w = sgn(orient(t[0], t[1], t[2]));
    I nn = 0, nd = 1, fn = 1, fd = 1;
    P2 q = add(p, d);
    int i;
    if (d.x == 0 && d.y == 0) return o_contains(t, p);
    if (w == 0) return 0;
    for (i = 0; i < 3; i++) {
        P2 u = t[i], v = t[(i + 1) % 3];
        I s0 = w * orient(u, v, p), s1 = w * orient(u, v, q), rate = s1 - s0;
        if (rate == 0) {
            if (s0 <= 0) return 0;
        } else if (rate > 0) { /* enters at -s0 / rate */
            if (frac_less(nn, nd, -s0, rate)) { nn = -s0; nd = rate; }
        } else {              /* leaves at s0 / -rate */
            if (frac_less(s0, -rate, fn, fd)) { fn = s0; fd = -rate; }
        }
    }
    return frac_less(nn, nd, fn, fd);
}

/* Is the distance from c to the segment uv below r? */
static int o_seg_closer(P2 u, P2 v, P2 c, I r)
{
    P2 e = sub(v, u), cu = sub(c, u), cv = sub(c, v);
    I len2 = dot(e, e), along = dot(cu, e), x;
    if (len2 == 0 || along <= 0) return dot(cu, cu) < r * r;
    if (along >= len2) return dot(cv, cv) < r * r;
    x = cross(e, cu);
    return (I2)x * x < (I2)r * r * len2;
}

static int o_circle(const P2 *t, P2 c, I r)
{
    int w = sgn(orient(t[0], t[1], t[2])), i;
    if (r == 0) return o_contains(t, c);
    if (w != 0 && w * orient(t[0], t[1], c) >= 0 && w * orient(t[1], t[2], c) >= 0
        && w * orient(t[2], t[0], c) >= 0)
        return 1;
    for (i = 0; i < 3; i++)
        if (o_seg_closer(t[i], t[(i + 1) % 3], c, r)) return 1;
    return 0;
}

/* Strict separating axes between the convex hulls of a[0..na) and
   b[0..nb): every nonzero edge normal of both, and x and y. */
static int o_sat(const P2 *a, int na, const P2 *b, int nb)
{
    P2 axes[16];
    int n = 0, i, j, k;
    axes[n++] = p2(1, 0);
    axes[n++] = p2(0, 1);
    for (i = 0; i < na; i++) {
        P2 e = sub(a[(i + 1) % na], a[i]);
        if (e.x || e.y) axes[n++] = p2(e.y, -e.x);
    }
    for (i = 0; i < nb; i++) {
        P2 e = sub(b[(i + 1) % nb], b[i]);
        if (e.x || e.y) axes[n++] = p2(e.y, -e.x);
    }
    for (k = 0; k < n; k++) {
        I lo1 = dot(a[0], axes[k]), hi1 = lo1, lo2 = dot(b[0], axes[k]), hi2 = lo2;
        for (i = 1; i < na; i++) {
            I v = dot(a[i], axes[k]);
            if (v < lo1) lo1 = v;
            if (v > hi1) hi1 = v;
        }
        for (j = 1; j < nb; j++) {
            I v = dot(b[j], axes[k]);
            if (v < lo2) lo2 = v;
            if (v > hi2) hi2 = v;
        }
        if (hi1 <= lo2 || hi2 <= lo1) return 0;
    }
    return 1;
}

static int o_aabb(const P2 *t, P2 c, P2 h)
{
    P2 b[4];
    b[0] = p2(c.x - h.x, c.y - h.y);
    b[1] = p2(c.x + h.x, c.y - h.y);
    b[2] = p2(c.x + h.x, c.y + h.y);
    b[3] = p2(c.x - h.x, c.y + h.y);
    return o_sat(t, 3, b, 4);
}

/* ---- the library's inputs ------------------------------------------------ */

static double g_ox, g_oy; /* the translation */
static isect_vec LV(P2 p) { return V((double)p.x / 2 + g_ox, (double)p.y / 2 + g_oy); }
static isect_vec LD(P2 d) { return V((double)d.x / 2, (double)d.y / 2); }
static isect_triangle LT(const P2 *t) { isect_triangle r; r.a = LV(t[0]); r.b = LV(t[1]); r.c = LV(t[2]); return r; }

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
    bh = p2(ri(0, LIM / 2), ri(0, LIM / 2));
    cc = rp(LIM);
    cr = ri(0, LIM / 2);
    sp = rp(LIM);
    sd = rp(LIM);
    pt = rp(LIM);
}

/* A tile slope: one of the four right halves of the tile [x, x + s]^2, or a
   half-height slope; boxes, circles and segments on the same grid. */
static void tile_triangle(P2 *t, I s)
{
    I x = ri(-2, 1) * s, y = ri(-2, 1) * s;
    P2 c[4];
    int skip = rng_int(0, 3), i, k = 0;
    c[0] = p2(x, y);
    c[1] = p2(x + s, y);
    c[2] = p2(x + s, y + s);
    c[3] = p2(x, y + s);
    for (i = 0; i < 4; i++)
        if (i != skip) t[k++] = c[i];
    if (rng_chance(0.25)) /* half-height slope */
        for (i = 0; i < 3; i++)
            if (t[i].y == y + s) t[i].y = y + s / 2;
}

static void gen_tile(void)
{
    I s = rng_chance(0.5) ? 4 : 8;
    I g = s / 2;
    tile_triangle(tr, s);
    tile_triangle(un, s);
    bh = p2(g * ri(1, 2), g * ri(0, 2));
    bc = p2(ri(-4, 4) * g, ri(-4, 4) * g);
    cc = p2(ri(-4, 4) * g, ri(-4, 4) * g);
    cr = g * ri(0, 2);
    sp = p2(ri(-4, 4) * g, ri(-4, 4) * g);
    sd = p2(ri(-4, 4) * g, ri(-4, 4) * g);
    pt = p2(ri(-4, 4) * g, ri(-4, 4) * g);
}

/* Built from the triangle's own corners and edges: flush, touching, and a
   half unit either way. */
static void gen_flush(void)
{
    int i = rng_int(0, 2), j;
    P2 u, v, e, mid;
    I nudge = ri(-1, 1);
    for (j = 0; j < 3; j++) tr[j] = rp(LIM / 2);
    u = tr[i];
    v = tr[(i + 1) % 3];
    e = sub(v, u);
    /* a point on the edge: a corner, or the midpoint when it is on the grid */
    mid = ((e.x % 2) == 0 && (e.y % 2) == 0) ? p2(u.x + e.x / 2, u.y + e.y / 2) : u;
    /* box: a corner on a triangle corner or on the edge's point, extending
       away in a random quadrant, nudged */
    bh = p2(ri(1, LIM / 3), ri(1, LIM / 3));
    {
        P2 at = rng_chance(0.5) ? mid : tr[rng_int(0, 2)];
        I sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
        bc = p2(at.x + sx * bh.x + (rng_chance(0.3) ? nudge : 0),
                at.y + sy * bh.y + (rng_chance(0.3) ? nudge : 0));
        if (rng_chance(0.3)) { /* flush with an axis: the box's edge on the corner's line */
            bc.x = at.x + sx * bh.x;
            bh.y = ri(1, LIM);
        }
    }
    /* other triangle: shares the edge (third corner reflected) or a corner */
    un[0] = v;
    un[1] = u;
    un[2] = sub(add(u, v), tr[(i + 2) % 3]);
    if (rng_chance(0.3)) un[2] = add(un[2], rp(2));
    if (rng_chance(0.3)) { un[0] = u; un[1] = add(u, rp(LIM / 2)); un[2] = add(u, rp(LIM / 2)); }
    if (rng_chance(0.2)) un[1] = mid;
    /* segment: ends on the edge's point, or passes through a corner */
    sd = rp(LIM / 2);
    if (rng_chance(0.5)) sp = sub(mid, sd);
    else sp = sub(tr[rng_int(0, 2)], sd);
    if (rng_chance(0.5)) sd = p2(sd.x * 2, sd.y * 2); /* through it, to the far side */
    if (rng_chance(0.2)) { sp = u; sd = e; }         /* along the edge */
    if (rng_chance(0.2)) sp = add(sp, p2(nudge, 0));
    /* circle: centered on a corner or the edge point, or touching a corner */
    cc = rng_chance(0.5) ? mid : tr[rng_int(0, 2)];
    cr = ri(0, LIM / 3);
    if (rng_chance(0.5)) { /* through a corner with a 3-4-5 offset */
        I k = ri(1, 2), sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
        int swap = rng_chance(0.5);
        cc = add(tr[rng_int(0, 2)], swap ? p2(sx * 4 * k, sy * 3 * k) : p2(sx * 3 * k, sy * 4 * k));
        cr = 5 * k + (rng_chance(0.4) ? nudge : 0);
    }
    pt = rng_chance(0.5) ? mid : tr[rng_int(0, 2)];
    if (rng_chance(0.3)) pt = add(pt, rp(1));
}

/* A circle tangent to an edge with a 3-4-5 (or axis) slope: the triangle is
   built around the tangent point F = C + r n. */
static void gen_tangent(void)
{
    static const I dirs[6][2] = {{3, 4}, {4, 3}, {1, 0}, {0, 1}, {3, -4}, {4, -3}};
    int di = rng_int(0, 5);
    I sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
    I nx = sx * dirs[di][0], ny = sy * dirs[di][1];
    I len = (di == 2 || di == 3) ? 1 : 5; /* |(nx, ny)| */
    I k = ri(1, 2), m1 = ri(1, 3), m2 = ri(1, 3), j = ri(1, 3), l = ri(-2, 2);
    P2 f;
    gen_random();
    cc = rp(LIM / 4);
    cr = len * k; /* r n = k (nx, ny): on the grid */
    f = p2(cc.x + k * nx, cc.y + k * ny);
    tr[0] = p2(f.x - m1 * ny, f.y + m1 * nx);
    tr[1] = p2(f.x + m2 * ny, f.y - m2 * nx);
    tr[2] = p2(f.x + j * nx + l * ny, f.y + j * ny - l * nx);
    if (rng_chance(0.4)) cr += ri(-1, 1);
    if (rng_chance(0.2)) { /* tangent beyond the edge's end: the corner region */
        tr[0] = p2(f.x + m1 * ny, f.y - m1 * nx);
        tr[1] = p2(f.x + (m1 + m2) * ny, f.y - (m1 + m2) * nx);
    }
}

/* Slivers, flat triangles and coinciding corners. */
static void gen_sliver(void)
{
    P2 a = rp(LIM / 2), d = rp(LIM / 4);
    I k1 = ri(-2, 3), k2 = ri(-2, 3);
    int kind = rng_int(0, 3);
    gen_random();
    tr[0] = a;
    tr[1] = p2(a.x + k1 * d.x, a.y + k1 * d.y);
    tr[2] = p2(a.x + k2 * d.x, a.y + k2 * d.y);
    if (kind == 1) tr[2] = add(tr[2], rp(1));     /* a sliver, or flat */
    if (kind == 2) tr[1] = tr[0];                 /* two corners in one place */
    if (kind == 3 && rng_chance(0.5)) tr[2] = tr[1] = tr[0];
    if (rng_chance(0.5)) { /* the others close to it: on the line, on a corner */
        cc = add(tr[rng_int(0, 2)], rp(1));
        pt = add(tr[0], p2(d.x * ri(0, 2), d.y * ri(0, 2)));
        sp = sub(tr[rng_int(0, 2)], sd);
        bc = add(tr[rng_int(0, 2)], rp(2));
    }
    if (rng_chance(0.3)) { /* the other triangle flat too, crossing */
        P2 b = rp(LIM / 2), e = rp(LIM / 4);
        un[0] = b;
        un[1] = add(b, e);
        un[2] = add(b, p2(2 * e.x, 2 * e.y));
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
    P2 all[12];
    int i;
    all[0] = tr[0]; all[1] = tr[1]; all[2] = tr[2];
    all[3] = un[0]; all[4] = un[1]; all[5] = un[2];
    all[6] = add(bc, bh); all[7] = sub(bc, bh);
    all[8] = cc; all[9] = sp; all[10] = add(sp, sd); all[11] = pt;
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

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "exact oracle (triangles)", 0x7e1a5eedULL, 100000,
                                 describe);
    property_phase("exact", trials, trial);
    printf("cases: %ld random, %ld tile, %ld flush, %ld tangent, %ld sliver/flat; each in 3 places\n",
           modes[0], modes[1], modes[2], modes[3], modes[4]);
    return property_finish(__FILE__);
}
