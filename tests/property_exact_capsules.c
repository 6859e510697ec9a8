/* property_exact_capsules.c -- an exact oracle for the capsule tests and
   isect_segment_segment (issue 10).

   Inputs are halves (k/2) in a range where every product the library forms
   is exact in the precision under test. The oracle works in integers (the
   inputs times 2) with __int128 and decides "the interiors overlap" by its
   own formulas: crossing of two segments by the quotients s = (W x D)/q,
   t = (W x E)/q compared as fractions (not by orientation signs), a point's
   squared distance to a segment as |X-A|^2 |E|^2 - ((X-A).E)^2 over |E|^2
   (not a cross product), a segment against a box by clipping t to each slab
   as fractions. It checks, for capsule_point, capsule_circle,
   capsule_segment, capsule_capsule, capsule_aabb and segment_segment:

   - agreement with the oracle, on random cases and on cases constructed to
     touch exactly (Pythagorean directions 3-4-5, so that a distance of r
     lands on the half grid), and on those moved by half a unit either way;
   - the same answer after translating everything by (512, -512) and
     (4096, 4096), and (segment_segment, capsule_capsule) with the two
     swapped;
   - every Hit's push separates: the shapes moved apart by hit.delta do not
     overlap (long double distance, and the library's own test a hair
     further out); for segment tests the path up to hit.time stays outside;
   - points generated on a capsule's axis (random doubles, at and a rounding
     error around both ends) are pushed out, not along the axis;
   - a point on a capsule's axis (radius zero) is its own nearest point
     (isect_nearest_capsule), to the last bit.

   Usage: test-property_exact_capsules [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "exact.h"

#ifdef ISECT_FLOAT
#define SPAN 16   /* coordinates k/2, |k| <= SPAN: products stay within 24 bits */
#define DSPAN 16  /* deltas and half sizes */
#define RSPAN 8   /* radii */
#define PMAX 1    /* Pythagorean radius multiples of 5/2 */
#define LONG_AXIS 16 /* axis-aligned axes in a contact: up to this many halves */
#else
#define SPAN 80
#define DSPAN 60
#define RSPAN 40
#define PMAX 4
#define LONG_AXIS 120
#endif

/* ---- integer geometry (units of 1/2) ------------------------------------- */

/* sign of dist(X, segment A + sE)^2 - R^2, all in half units (R in half units) */
static int pt_seg(GV x, GV a, GV e, xint r)
{
    GV w = gsub(x, a);
    xwide ee = gdot(e, e), we = gdot(w, e), rr = (xwide)r * r;
    xwide num, den;
    if (ee == 0 || we <= 0) {
        num = gdot(w, w);
        den = 1;
    } else if (we >= ee) {
        GV b = gsub(x, gadd(a, e));
        num = gdot(b, b);
        den = 1;
    } else {
        /* |W|^2 - (W.E)^2/|E|^2, over |E|^2 */
        num = gdot(w, w) * ee - we * we;
        den = ee;
    }
    return xfrac_cmp(num, den, rr, 1);
}

/* is X on the closed segment A + sE? */
static int on_seg(GV x, GV a, GV e)
{
    GV w = gsub(x, a);
    return gcross(e, w) == 0 && gdot(w, e) >= 0 && gdot(w, e) <= gdot(e, e);
}

/* do the closed segments A + sE and P + tD share a point? */
static int seg_meet(GV a, GV e, GV p, GV d)
{
    GV w = gsub(p, a);
    xwide q = gcross(e, d);
    if (gv_zero(e) && gv_zero(d)) return w.x == 0 && w.y == 0;
    if (gv_zero(e)) return on_seg(a, p, d);
    if (gv_zero(d)) return on_seg(p, a, e);
    if (q != 0) {
        xwide sn = gcross(w, d), tn = gcross(w, e);
        if (q < 0) { q = -q; sn = -sn; tn = -tn; }
        return sn >= 0 && sn <= q && tn >= 0 && tn <= q;
    }
    if (gcross(w, e) != 0) return 0;
    {
        xwide p0 = gdot(w, e), p1 = gdot(gadd(w, d), e), ee = gdot(e, e);
        xwide lo = p0 < p1 ? p0 : p1, hi = p0 < p1 ? p1 : p0;
        return lo <= ee && hi >= 0;
    }
}

/* dist(segment, segment) < R (half units) */
static int seg_seg_closer(GV a, GV e, GV p, GV d, xint r)
{
    if (seg_meet(a, e, p, d)) return r > 0;
    return pt_seg(p, a, e, r) < 0 || pt_seg(gadd(p, d), a, e, r) < 0 ||
           pt_seg(a, p, d, r) < 0 || pt_seg(gadd(a, e), p, d, r) < 0;
}

/* Does P + tD, t in [0, 1], meet the box lo..hi? closed: the closed box;
   else its open inside. By clipping t to each slab, as fractions. */
static int seg_box_meet(GV p, GV d, GV lo, GV hi, int closed)
{
    /* the interval of t as fractions lo_n/lo_d .. hi_n/hi_d, denominators > 0 */
    xwide ln = 0, ld = 1, hn = 1, hd = 1;
    int low_open = 0, high_open = 0, k;
    for (k = 0; k < 2; k++) {
        xint pk = k ? p.y : p.x, dk = k ? d.y : d.x, lk = k ? lo.y : lo.x, hk = k ? hi.y : hi.x;
        if (dk == 0) {
            if (closed ? (pk < lk || pk > hk) : (pk <= lk || pk >= hk)) return 0;
            continue;
        }
        {
            /* t where the line crosses lk and hk: (lk - pk)/dk, (hk - pk)/dk */
            xwide an = lk - pk, bn = hk - pk, den = dk;
            xwide t1n, t2n;
            if (den < 0) { an = -an; bn = -bn; den = -den; }
            t1n = an < bn ? an : bn;
            t2n = an < bn ? bn : an;
            if (xfrac_cmp(t1n, den, ln, ld) > 0 || (xfrac_cmp(t1n, den, ln, ld) == 0 && !closed)) {
                if (xfrac_cmp(t1n, den, ln, ld) != 0 || !low_open) { ln = t1n; ld = den; }
                low_open = !closed;
            }
            if (xfrac_cmp(t2n, den, hn, hd) < 0 || (xfrac_cmp(t2n, den, hn, hd) == 0 && !closed)) {
                if (xfrac_cmp(t2n, den, hn, hd) != 0 || !high_open) { hn = t2n; hd = den; }
                high_open = !closed;
            }
        }
    }
    {
        int c = xfrac_cmp(ln, ld, hn, hd);
        return (low_open || high_open) ? c < 0 : c <= 0;
    }
}

static xint clampll(xint v, xint lo, xint hi) { return v < lo ? lo : v > hi ? hi : v; }

/* capsule (A, E, r) vs box center c, half h: the interiors overlap */
static int cap_box(GV a, GV e, xint r, GV c, GV h)
{
    GV lo = gsub(c, h), hi = gadd(c, h);
    int k;
    if (r <= 0) return seg_box_meet(a, e, lo, hi, 0);
    if (seg_box_meet(a, e, lo, hi, 1)) return 1;
    for (k = 0; k < 2; k++) {
        GV x = k ? gadd(a, e) : a;
        GV q = gv(clampll(x.x, lo.x, hi.x), clampll(x.y, lo.y, hi.y));
        GV g = gsub(x, q);
        if (gdot(g, g) < (xwide)r * r) return 1;
    }
    for (k = 0; k < 4; k++) {
        GV corner = gv(k & 1 ? hi.x : lo.x, k & 2 ? hi.y : lo.y);
        if (pt_seg(corner, a, e, r) < 0) return 1;
    }
    return 0;
}

/* ---- long double distances, for the pushes ------------------------------- */

typedef long double ld;
static ld pseg(ld px, ld py, ld ax, ld ay, ld ex, ld ey)
{
    ld wx = px - ax, wy = py - ay, ee = ex * ex + ey * ey, t = 0;
    if (ee > 0) t = (wx * ex + wy * ey) / ee;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    wx -= t * ex;
    wy -= t * ey;
    return sqrtl(wx * wx + wy * wy);
}
static ld crossl(ld ax, ld ay, ld bx, ld by) { return ax * by - ay * bx; }
/* distance between segments, long double (0 when they cross) */
static ld segseg(isect_vec a, isect_vec e, ld px, ld py, ld dx, ld dy)
{
    ld ax = a.x, ay = a.y, ex = e.x, ey = e.y, m;
    ld wx = px - ax, wy = py - ay;
    ld o1 = crossl(ex, ey, wx, wy), o2 = crossl(ex, ey, wx + dx, wy + dy);
    ld o3 = crossl(dx, dy, -wx, -wy), o4 = crossl(dx, dy, ex - wx, ey - wy);
    if (((o1 < 0 && o2 > 0) || (o1 > 0 && o2 < 0)) && ((o3 < 0 && o4 > 0) || (o3 > 0 && o4 < 0)))
        return 0;
    m = pseg(px, py, ax, ay, ex, ey);
    if (pseg(px + dx, py + dy, ax, ay, ex, ey) < m) m = pseg(px + dx, py + dy, ax, ay, ex, ey);
    if (pseg(ax, ay, px, py, dx, dy) < m) m = pseg(ax, ay, px, py, dx, dy);
    if (pseg(ax + ex, ay + ey, px, py, dx, dy) < m) m = pseg(ax + ex, ay + ey, px, py, dx, dy);
    return m;
}
/* distance from a segment to a box (0 when it enters it) */
static ld segbox(isect_vec a, isect_vec e, ld cx, ld cy, ld hx, ld hy)
{
    ld m = 1e300L, t, s;
    int k;
    /* an end inside the box, or else the least distance to its four edges */
    for (k = 0; k < 2; k++) {
        ld x = a.x + (k ? (ld)e.x : 0), y = a.y + (k ? (ld)e.y : 0);
        if (fabsl(x - cx) < hx && fabsl(y - cy) < hy) return 0;
    }
    for (k = 0; k < 2; k++) { /* the edges from the low corner and the high one */
        ld x0 = cx + (k ? hx : -hx), y0 = cy + (k ? hy : -hy);
        t = segseg(a, e, x0, y0, (k ? -2 * hx : 2 * hx), 0);
        s = segseg(a, e, x0, y0, 0, (k ? -2 * hy : 2 * hy));
        if (t < m) m = t;
        if (s < m) m = s;
    }
    return m;
}

/* ---- the case ------------------------------------------------------------ */

static struct {
    GV a, e, p, d, c, h; /* capsule / first segment A, E; second P, D; box c, h */
    xint r, r2;            /* radii (half units) */
    const char *how;
} C;

/* The two segments or capsules trade places: (A, E, r) and (P, D, r2). */
static void swap_sides(void)
{
    GV a = C.a, e = C.e;
    xint r = C.r;
    C.a = C.p;
    C.e = C.d;
    C.r = C.r2;
    C.p = a;
    C.d = e;
    C.r2 = r;
}

static void describe(void)
{
    printf("     [%s #%ld, %s] A (%g,%g) E (%g,%g) r %g | P (%g,%g) D (%g,%g) r2 %g | box (%g,%g) half (%g,%g)\n",
           k_kind, k_trial, C.how, xhalf(C.a.x), xhalf(C.a.y), xhalf(C.e.x), xhalf(C.e.y), xhalf(C.r),
           xhalf(C.p.x), xhalf(C.p.y), xhalf(C.d.x), xhalf(C.d.y), xhalf(C.r2), xhalf(C.c.x), xhalf(C.c.y),
           xhalf(C.h.x), xhalf(C.h.y));
}

static xint ri(xint lo, xint hi) { return (xint)rng_int((int)lo, (int)hi); }
static GV rpt(xint span) /* x drawn first, then y */
{
    xint x = ri(-span, span);
    xint y = ri(-span, span);
    return gv(x, y);
}
static GV rdelta(void)
{
    switch (rng_int(0, 5)) {
    case 0: return gv(0, 0);
    case 1: return gv(ri(-DSPAN, DSPAN), 0);
    case 2: return gv(0, ri(-DSPAN, DSPAN));
    default: return rpt(DSPAN);
    }
}

/* Pythagorean unit vectors: u = (ux, uy)/den with den 1 or 5 */
static const int PU[12][3] = {{1, 0, 1}, {0, 1, 1}, {-1, 0, 1}, {0, -1, 1},
                              {3, 4, 5}, {4, 3, 5}, {-3, 4, 5}, {-4, 3, 5},
                              {3, -4, 5}, {4, -3, 5}, {-3, -4, 5}, {-4, -3, 5}};

/* A reach R (half units) and the step R*u (half units), exact on the half grid.
   For den 5: R = 5m/2 -> in half units 5m; step = m*(ux, uy). */
static void pyth(int k, xint *reach, GV *step, GV *perp, xint mult)
{
    if (PU[k][2] == 1) {
        *reach = mult;
        *step = gv(PU[k][0] * mult, PU[k][1] * mult);
        *perp = gv(-PU[k][1], PU[k][0]);
    } else {
        *reach = 5 * mult;
        *step = gv(PU[k][0] * mult, PU[k][1] * mult);
        *perp = gv(-PU[k][1], PU[k][0]); /* |perp| = 5 half units = 2.5 */
    }
}

/* A contact: a capsule A, E with total reach R, and a point X exactly R from
   its axis with u the outward normal there (step = R u); `away` is a
   direction with away.u >= 0 (moving away or along). */
static void gen_contact(xint *reach, GV *x, GV *step, GV *along_surface)
{
    int k = rng_int(0, 11);
    xint mult = PU[k][2] == 1 ? ri(1, RSPAN) : ri(1, PMAX);
    GV perp;
    pyth(k, reach, step, &perp, mult);
    C.a = rpt(SPAN / 2);
    *along_surface = perp;
    switch (rng_int(0, 2)) {
    case 0: { /* side: the axis runs along perp; X beside it */
        xint j = ri(1, PU[k][2] == 1 ? LONG_AXIS : 3), c = ri(0, j);
        if (rng_chance(0.5)) { C.e = gv(perp.x * j, perp.y * j); }
        else { C.e = gv(-perp.x * j, -perp.y * j); C.a = gv(C.a.x + perp.x * j, C.a.y + perp.y * j); }
        /* the foot: A + c*perp (or A - c*perp when E = -j perp) */
        if (gdot(C.e, perp) >= 0) *x = gadd(C.a, gv(perp.x * c, perp.y * c));
        else *x = gsub(C.a, gv(perp.x * c, perp.y * c));
        *x = gadd(*x, *step);
        break;
    }
    case 1: { /* beyond A: E.u <= 0 */
        C.e = rdelta();
        if (gdot(C.e, *step) > 0) C.e = gv(-C.e.x, -C.e.y);
        *x = gadd(C.a, *step);
        break;
    }
    default: { /* beyond B: E.u >= 0 */
        C.e = rdelta();
        if (gdot(C.e, *step) < 0) C.e = gv(-C.e.x, -C.e.y);
        *x = gadd(gadd(C.a, C.e), *step);
        break;
    }
    }
}

/* one of: touching exactly, half a unit in, half a unit out, as made */
static GV nudge(GV x, GV step)
{
    int k = rng_int(0, 5);
    GV s = gv(step.x > 0 ? 1 : step.x < 0 ? -1 : 0, step.y > 0 ? 1 : step.y < 0 ? -1 : 0);
    if (k == 0) return gsub(x, s);
    if (k == 1) return gadd(x, s);
    return x;
}

/* ---- running one function on a case, translated by `off` ----------------- */

enum { F_POINT, F_CIRCLE, F_SEGMENT, F_CAPSULE, F_AABB, F_SEGSEG, F_COUNT };
static const char *const fname[F_COUNT] = {"capsule_point", "capsule_circle", "capsule_segment",
                                           "capsule_capsule", "capsule_aabb", "segment_segment"};

static isect_vec offv(GV a, isect_vec off) { return V(xhalf(a.x) + off.x, xhalf(a.y) + off.y); }

static bool run(int f, isect_vec off, isect_hit *h)
{
    isect_capsule cap;
    cap.pos = offv(C.a, off);
    cap.delta = xreal(C.e);
    cap.radius = R(xhalf(C.r));
    switch (f) {
    case F_POINT: return isect_capsule_point(cap, offv(C.p, off), h);
    case F_CIRCLE: {
        isect_circle c;
        c.pos = offv(C.p, off);
        c.radius = R(xhalf(C.r2));
        return isect_capsule_circle(cap, c, h);
    }
    case F_SEGMENT: return isect_capsule_segment(cap, offv(C.p, off), xreal(C.d), h);
    case F_CAPSULE: {
        isect_capsule o;
        o.pos = offv(C.p, off);
        o.delta = xreal(C.d);
        o.radius = R(xhalf(C.r2));
        return isect_capsule_capsule(cap, o, h);
    }
    case F_AABB: {
        isect_aabb b;
        b.pos = offv(C.c, off);
        b.half = xreal(C.h);
        return isect_capsule_aabb(cap, b, h);
    }
    default: return isect_segment_segment(cap.pos, cap.delta, offv(C.p, off), xreal(C.d), h, NULL);
    }
}

static int oracle(int f)
{
    switch (f) {
    case F_POINT: return pt_seg(C.p, C.a, C.e, C.r) < 0;
    case F_CIRCLE: return pt_seg(C.p, C.a, C.e, C.r + C.r2) < 0;
    case F_SEGMENT: return seg_seg_closer(C.a, C.e, C.p, C.d, C.r);
    case F_CAPSULE: return seg_seg_closer(C.a, C.e, C.p, C.d, C.r + C.r2);
    case F_AABB: return cap_box(C.a, C.e, C.r, C.c, C.h);
    default: return seg_meet(C.a, C.e, C.p, C.d);
    }
}

static long agreed[F_COUNT], touching[F_COUNT];

/* The push separates (or, for segments, the path up to the hit stays out). */
static void check_push(int f, isect_vec off, isect_hit h)
{
    double scale = 64 + fabs(off.x) + fabs(off.y);
    ld tol = (ld)(64 * REAL_EPS * scale);
    isect_vec a = offv(C.a, off), e = xreal(C.e);
    ld rr = (ld)C.r * 0.5L;
    if (!CHECK(hit_finite(h) && is_unit(h.normal))) return;
    switch (f) {
    case F_POINT: case F_CIRCLE: {
        ld px = (ld)offv(C.p, off).x + h.delta.x, py = (ld)offv(C.p, off).y + h.delta.y;
        ld reach = f == F_POINT ? rr : rr + (ld)C.r2 * 0.5L;
        isect_hit g;
        isect_vec q = V((double)(px + h.normal.x * tol), (double)(py + h.normal.y * tol));
        isect_capsule cap;
        CHECK(pseg(px, py, a.x, a.y, e.x, e.y) >= reach - tol);
        cap.pos = a;
        cap.delta = e;
        cap.radius = R((double)reach);
        CHECK(!isect_capsule_point(cap, q, &g));
        break;
    }
    case F_CAPSULE: {
        isect_vec p = offv(C.p, off), d = xreal(C.d);
        ld dist = segseg(a, e, (ld)p.x + h.delta.x, (ld)p.y + h.delta.y, d.x, d.y);
        CHECK(dist >= rr + (ld)C.r2 * 0.5L - tol);
        break;
    }
    case F_AABB: {
        isect_vec c = offv(C.c, off), hh = xreal(C.h);
        ld dist = segbox(a, e, (ld)c.x + h.delta.x, (ld)c.y + h.delta.y, hh.x, hh.y);
        CHECK(dist >= rr - tol);
        break;
    }
    case F_SEGMENT: {
        isect_vec p = offv(C.p, off), d = xreal(C.d);
        CHECK(h.time >= 0 && h.time <= 1);
        if (h.time > 0) {
            ld dist = segseg(a, e, p.x, p.y, (ld)d.x * h.time, (ld)d.y * h.time);
            CHECK(dist >= rr - tol);
            /* the contact is on the capsule's surface */
            CHECK(fabsl(pseg((ld)h.pos.x, (ld)h.pos.y, a.x, a.y, e.x, e.y) - rr) <= tol);
        }
        break;
    }
    default: { /* segment_segment: the point is on both segments */
        isect_vec p = offv(C.p, off), d = xreal(C.d);
        CHECK(pseg(h.pos.x, h.pos.y, a.x, a.y, e.x, e.y) <= tol);
        CHECK(pseg(h.pos.x, h.pos.y, p.x, p.y, d.x, d.y) <= tol);
        break;
    }
    }
}

/* Swapped: the other segment or capsule first. Overlap does not depend on
   the order, nor (segments) does sharing a point, collinear ones included. */
static void check_swapped(int f)
{
    bool one = run(f, V(0, 0), NULL), two;
    swap_sides();
    two = run(f, V(0, 0), NULL);
    swap_sides();
    CHECK(one == two);
}

static void check_case(int f)
{
    static const double offs[3][2] = {{0, 0}, {512, -512}, {4096, 4096}};
    int want = oracle(f), i;
    check_current_test = fname[f];
    if (f == F_SEGSEG || f == F_CAPSULE) check_swapped(f);
    for (i = 0; i < 3; i++) {
        isect_vec off = V(offs[i][0], offs[i][1]);
        isect_hit h = nan_hit();
        bool got = run(f, off, &h);
        bool plain = run(f, off, NULL);
        CHECK(got == plain);
        if (f == F_SEGMENT && gv_zero(C.e)) {
            /* a capsule of zero length is isect_circle_segment's answer:
               exact once the circle test decides touching exactly */
            if (CHECK(got == want)) agreed[f]++;
        } else if (CHECK(got == want)) {
            agreed[f]++;
        }
        if (got) check_push(f, off, h);
    }
}

/* ---- the generators -------------------------------------------------------- */

static void gen_random(int f)
{
    C.how = "random";
    C.a = rpt(SPAN);
    C.e = rdelta();
    C.p = rpt(SPAN);
    C.d = rdelta();
    C.r = rng_chance(0.1) ? 0 : ri(1, RSPAN);
    C.r2 = rng_chance(0.2) ? 0 : ri(1, RSPAN);
    if (f == F_SEGSEG && rng_chance(0.5)) { /* collinear, often end to end */
        xint k1 = ri(-4, 4), k2 = ri(-4, 4);
        GV u = rpt(4);
        C.e = gv(u.x * 2, u.y * 2);
        C.p = gadd(C.a, gv(u.x * k1, u.y * k1));
        C.d = gv(u.x * k2, u.y * k2);
    }
    C.c = rpt(SPAN);
    C.h.x = rng_chance(0.15) ? 0 : ri(1, DSPAN / 2);
    C.h.y = rng_chance(0.15) ? 0 : ri(1, DSPAN / 2);
}

/* Constructed to touch exactly (then maybe moved half a unit in or out). */
static void gen_touch(int f)
{
    xint reach;
    GV x, step, tangent;
    C.how = "touching";
    gen_contact(&reach, &x, &step, &tangent);
    C.r = reach;
    C.r2 = 0;
    if (f == F_CIRCLE || f == F_CAPSULE) {
        /* split the reach between the two radii (half units) */
        C.r2 = ri(0, reach);
        C.r = reach - C.r2;
    }
    x = nudge(x, step);
    C.p = x;
    /* a direction that leaves the surface or runs along it */
    C.d = rdelta();
    if (gdot(C.d, step) < 0) C.d = gv(-C.d.x, -C.d.y);
    if (rng_chance(0.3)) { /* tangent: along the surface, through the contact */
        xint j = ri(1, 4), back = ri(0, j);
        C.d = gv(tangent.x * j, tangent.y * j);
        C.p = gsub(x, gv(tangent.x * back, tangent.y * back));
    } else if (rng_chance(0.3)) { /* arriving at the contact from outside */
        C.p = gadd(x, C.d);
        C.d = gv(-C.d.x, -C.d.y);
    }
    if (f == F_SEGSEG) { /* a T-junction or end to end: X on the first segment */
        {
            xint j = ri(0, 4);
            GV u = rpt(3);
            C.e = gv(u.x * 4, u.y * 4);
            C.p = gadd(C.a, gv(u.x * j, u.y * j));
            if (rng_chance(0.5)) { C.p = gadd(C.p, C.d); C.d = gv(-C.d.x, -C.d.y); }
            C.p = nudge(C.p, gv(-u.y, u.x));
        }
    }
    if ((f == F_CAPSULE || f == F_SEGSEG) && rng_chance(0.5)) swap_sides(); /* the other way round */
    if (f == F_AABB) {
        /* the box has a corner (or a face point) at X and lies beyond it */
        xint hx = ri(0, DSPAN / 2);
        xint hy = ri(0, DSPAN / 2);
        GV hh = gv(hx, hy);
        xint sx = step.x > 0 ? 1 : step.x < 0 ? -1 : (rng_chance(0.5) ? 1 : -1);
        xint sy = step.y > 0 ? 1 : step.y < 0 ? -1 : (rng_chance(0.5) ? 1 : -1);
        C.h = hh;
        C.c = gv(x.x + sx * hh.x, x.y + sy * hh.y);
        if (step.x == 0 && hh.x > 0) C.c.x += ri(-hh.x, hh.x);
        if (step.y == 0 && hh.y > 0) C.c.y += ri(-hh.y, hh.y);
        C.r = reach;
    }
}

/* the constructed case touches exactly: distance exactly the reach */
static int touches(int f)
{
    xint r = f == F_CIRCLE || f == F_CAPSULE ? C.r + C.r2 : C.r;
    if (oracle(f)) return 0;
    switch (f) {
    case F_POINT: case F_CIRCLE: return pt_seg(C.p, C.a, C.e, r) == 0;
    case F_SEGMENT: case F_CAPSULE:
        return !seg_meet(C.a, C.e, C.p, C.d) &&
               (pt_seg(C.p, C.a, C.e, r) == 0 || pt_seg(gadd(C.p, C.d), C.a, C.e, r) == 0 ||
                pt_seg(C.a, C.p, C.d, r) == 0 || pt_seg(gadd(C.a, C.e), C.p, C.d, r) == 0);
    case F_AABB: {
        xint save = C.r;
        int closer;
        C.r = save + 1; /* half a unit more reach overlaps, and this one did not */
        closer = oracle(f);
        C.r = save;
        return closer && r > 0;
    }
    default: return 0;
    }
}

static int cur_f;
static void trial_random(void) { gen_random(cur_f); check_case(cur_f); }
static void trial_touch(void)
{
    gen_touch(cur_f);
    if (touches(cur_f) || (cur_f == F_SEGSEG && seg_meet(C.a, C.e, C.p, C.d)))
        touching[cur_f]++;
    check_case(cur_f);
}

/* ---- points on the axis (random doubles) ---------------------------------- */

/* the next number of the precision under test, up or down */
static double next_real(isect_real x, int up)
{
#ifdef ISECT_FLOAT
    return nextafterf(x, up ? 1e30f : -1e30f);
#else
    return nextafter(x, up ? 1e300 : -1e300);
#endif
}

static void trial_axis(void)
{
    isect_capsule cap;
    isect_vec pt, b;
    isect_hit h = nan_hit();
    double t;
    int k = rng_int(0, 7);
    double span = rng_chance(0.5) ? 100 : 2000;
    {
        double draw0 = (rng_unit() * 2 - 1) * span;
        double draw1 = (rng_unit() * 2 - 1) * span;
        cap.pos = V(draw0, draw1);
    }
    {
        double draw0 = (rng_unit() * 2 - 1) * span;
        double draw1 = (rng_unit() * 2 - 1) * span;
        cap.delta = V(draw0, draw1);
    }
    if (rng_chance(0.2)) cap.delta.y = 0;
    cap.radius = R(0.5 + rng_unit() * 20);
    b = isect_add(cap.pos, cap.delta);
    C.how = "on the axis";
    switch (k) {
    case 0: t = 0; break;
    case 1: t = 1; break;
    case 2: t = 1e-9 * rng_unit(); break;
    case 3: t = 1 - 1e-9 * rng_unit(); break;
    default: t = rng_unit(); break;
    }
    pt = V(cap.pos.x + t * cap.delta.x, cap.pos.y + t * cap.delta.y);
    if (k == 0 && rng_chance(0.5)) /* a rounding error off the end A */
        pt = V(next_real(cap.pos.x, rng_chance(0.5)), cap.pos.y);
    if (k == 1 && rng_chance(0.5)) /* a rounding error off the end B */
        pt = V(b.x, next_real(b.y, rng_chance(0.5)));
    check_current_test = "axis points pushed out";
    if (CHECK(isect_capsule_point(cap, pt, &h)) && CHECK(hit_finite(h) && is_unit(h.normal))) {
        double scale = span * 4;
        ld tol = (ld)(64 * REAL_EPS * scale);
        ld px = (ld)pt.x + h.delta.x, py = (ld)pt.y + h.delta.y;
        isect_vec q = V((double)(px + h.normal.x * tol), (double)(py + h.normal.y * tol));
        CHECK(pseg(px, py, cap.pos.x, cap.pos.y, cap.delta.x, cap.delta.y) >= (ld)cap.radius - tol);
        CHECK(!isect_capsule_point(cap, q, NULL));
        /* the push is r less the point's distance from the axis: the
           shortest way out, not a way along the axis */
        if (!CHECK(fabsl((ld)vlen(h.delta) - ((ld)cap.radius - pseg(pt.x, pt.y, cap.pos.x, cap.pos.y,
                                                                    cap.delta.x, cap.delta.y)))
                   <= tol))
            printf("     pos (%.17g, %.17g) delta (%.17g, %.17g) r %.17g point (%.17g, %.17g) k %d -> n (%g, %g) d (%g, %g)\n",
                   cap.pos.x, cap.pos.y, cap.delta.x, cap.delta.y, cap.radius, pt.x, pt.y, k,
                   h.normal.x, h.normal.y, h.delta.x, h.delta.y);
    }
}

/* ---- points on an axis are their own nearest points --------------------- */

static void trial_on_segment(void)
{
    static const double offs[3][2] = {{0, 0}, {512, -512}, {4096, 4096}};
    GV u = rpt(9), a = rpt(SPAN);
    xint m = ri(2, 200), j = ri(1, m - 1);
    int i;
    if (gv_zero(u)) u = gv(1, 0);
    C.how = "on a segment";
    C.a = a;
    C.e = gv(u.x * m, u.y * m);
    C.p = gadd(a, gv(u.x * j, u.y * j));
    check_current_test = "nearest_capsule on the axis";
    for (i = 0; i < 3; i++) {
        isect_vec off = V(offs[i][0], offs[i][1]), p = offv(C.p, off);
        isect_vec q;
        isect_capsule cap;
        cap.pos = offv(C.a, off);
        cap.delta = xreal(C.e);
        cap.radius = 0;
        q = isect_nearest_capsule(cap, p);
        CHECK(q.x == p.x && q.y == p.y);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "exact capsule oracle", 0x5EEDCA9501ECULL, 40000,
                                 describe);
    int f;
    for (f = 0; f < F_COUNT; f++) {
        cur_f = f;
        property_phase("random halves", trials, trial_random);
        property_phase("touching halves", trials, trial_touch);
    }
    property_phase("axis points", trials, trial_axis);
    property_phase("points on a segment", trials, trial_on_segment);
    for (f = 0; f < F_COUNT; f++)
        printf("  %-16s %ld agreeing answers (%ld constructed cases touching)\n",
               fname[f], agreed[f], touching[f]);
    for (f = 0; f < F_COUNT; f++) {
        check_current_test = fname[f];
        CHECK(agreed[f] >= 100000);
    }
    return property_finish("property_exact_capsules.c");
}
