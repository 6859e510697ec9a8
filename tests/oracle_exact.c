/* oracle_exact.c -- an exact oracle for every boolean the library answers.

   Usage: test-oracle_exact [cases [seed]]   (cases per function, default 100000)

   Inputs are half-integers: coordinates k/2, sizes and radii k/2 >= 0, so
   twice every input is an integer and every question below is decided with
   integer arithmetic (exact.h: 64-bit coordinates, 128-bit products; squared
   distances compared as fractions by cross-multiplying; orientation by the
   sign of a cross product). Nothing here calls the library to decide.

   The rule: two shapes overlap when the second, moved by d, meets the first
   for every d near 0, that is when the origin lies strictly inside the
   Minkowski difference K = A - B (the hull of the differences of core
   points, grown by rA + rB; tests/oracle_geom.h builds it, here over
   integers). For shapes with an inside this is "the insides
   overlap"; it also gives the documented answers for the degenerate ones: a
   point strictly inside a box overlaps it, two points never, two crossing
   zero-width boxes do, a segment on a box's edge does not. Exceptions the
   prose documents: capsules of radius zero never overlap (capsule_capsule).
   A capsule of radius zero against a box of zero width or height is left
   undecided (the prose says both "through its inside" and "crossings
   included").

   Segments: a segment hits when it spends time strictly inside the shape
   (grown by its padding): some t in [0, 1] with P + tD inside. A zero-length
   segment is a point test; a segment that starts inside hits; one along an
   edge or ending on it misses. segment_segment is the exception the prose
   makes: closed segments, ends count.

   Sweeps: B moving by tD, t in [0, 1], hits when tD enters the inside of K:
   so a box sliding along a face or coming to rest against it misses, and
   zero movement is the static test. A sweep that starts strictly
   overlapping and moves is not decided here (its rule is being redefined:
   moving away is not blocked); sweeping into many is the "or" of the single
   sweeps, with the same exception, and with the seams of a thin mover
   (seam_want).

   Cases: random, "touching" (the second shape placed at a corner, on an edge
   or against a round part of K, exactly, then half of the time nudged by
   1/2), segments ending on, starting on, running along and passing through
   boundary points; translated by 512, 4096, 65536 (double; 512 in float);
   double coordinates in [-12, 12] plus offset, float in [-8, 8], where every
   product the library forms is exact. */
#include "oracle.h"

#include "exact.h"       /* xint coordinates, xwide products, GV vectors */
#include "oracle_geom.h" /* over them */

/* ---- shapes in doubled integer units -------------------------------------- */

/* A shape in doubled units: c, h (half sizes), e (capsule delta), t[3]. */
typedef struct {
    int k;
    GV c, h, e, t[3];
    xint r;
} XS;

/* The shape in oracle_geom.h's layout, and as a convex set. */
static GShape xg(XS s)
{
    GShape g;
    g.k = s.k;
    g.p[0] = s.k == SK_TRI ? s.t[0] : s.c;
    g.p[1] = s.k == SK_TRI ? s.t[1] : s.e;
    g.p[2] = s.t[2];
    g.half = s.h;
    g.r = s.r;
    return g;
}
static GConv xconv(XS s) { return g_conv(xg(s)); }
static GConv xdiff(XS a, XS b) { return g_diff(xg(a), xg(b)); }

/* |q - segment ab|^2 < r^2, exactly. */
static int seg_dist_lt(GV a, GV b, GV q, xint r)
{
    GV e = gsub(b, a), w = gsub(q, a);
    xwide ee = gdot(e, e), t = gdot(w, e), rr = (xwide)r * r;
    if (ee == 0 || t <= 0) return gdot(w, w) < rr;
    if (t >= ee) return gdot(gsub(q, b), gsub(q, b)) < rr;
    {
        xwide c = gcross(e, w);
        /* c^2 < rr * ee; c^2 can pass 2^127 only far beyond our ranges */
        return c * c < rr * ee;
    }
}

/* q strictly inside the hull (which needs three corners). */
static int inside_open(const GConv *k, GV q)
{
    int i;
    if (k->n < 3) return 0;
    for (i = 0; i < k->n; i++)
        if (xorient(k->h[i], k->h[(i + 1) % k->n], q) <= 0) return 0;
    return 1;
}

static int inside_closed(const GConv *k, GV q)
{
    int i;
    if (k->n < 3) return 0;
    for (i = 0; i < k->n; i++)
        if (xorient(k->h[i], k->h[(i + 1) % k->n], q) < 0) return 0;
    return 1;
}

/* dist(q, hull) < r. */
static int dist_lt(const GConv *k, GV q, xint r)
{
    int i;
    if (r <= 0) return 0;
    if (inside_closed(k, q)) return 1;
    if (k->n == 1) return seg_dist_lt(k->h[0], k->h[0], q, r);
    for (i = 0; i < k->n; i++)
        if (seg_dist_lt(k->h[i], k->h[(i + 1) % k->n], q, r)) return 1;
    return 0;
}

/* The point q strictly inside hull + r. */
static int point_in(const GConv *k, GV q) { return inside_open(k, q) || dist_lt(k, q, k->r); }

/* Closed segments ab and cd share a point. */
static int on_seg(GV a, GV b, GV p)
{
    return xorient(a, b, p) == 0 && (a.x < b.x ? a.x : b.x) <= p.x &&
           p.x <= (a.x > b.x ? a.x : b.x) && (a.y < b.y ? a.y : b.y) <= p.y &&
           p.y <= (a.y > b.y ? a.y : b.y);
}
static int seg_meet(GV a, GV b, GV c, GV d)
{
    int o1 = xsign(xorient(a, b, c)), o2 = xsign(xorient(a, b, d));
    int o3 = xsign(xorient(c, d, a)), o4 = xsign(xorient(c, d, b));
    if (o1 * o2 < 0 && o3 * o4 < 0) return 1;
    return on_seg(a, b, c) || on_seg(a, b, d) || on_seg(c, d, a) || on_seg(c, d, b);
}

/* The segment s + t d, t in [0, 1], spends time strictly inside hull + r. */
static int path_in(const GConv *k, GV s, GV d)
{
    GV e = gadd(s, d);
    int i;
    if (k->r > 0) {
        /* distance from the segment to the hull < r */
        if (inside_closed(k, s) || inside_closed(k, e)) return 1;
        for (i = 0; i < k->n; i++) {
            GV a = k->h[i], b = k->h[(i + 1) % k->n];
            if (k->n == 1) b = a;
            if (seg_meet(a, b, s, e)) return 1;
            if (seg_dist_lt(s, e, a, k->r)) return 1;
            if (seg_dist_lt(a, b, s, k->r) || seg_dist_lt(a, b, e, k->r)) return 1;
        }
        return 0;
    }
    if (k->n < 3) return 0;
    {
        /* the open interval of t strictly inside every edge, against [0, 1]:
           lower bounds t > -al/be (be > 0), upper bounds t < al/-be (be < 0) */
        xwide lo_n[16], lo_d[16], up_n[16], up_d[16];
        int nl = 0, nu = 0, j;
        for (i = 0; i < k->n; i++) {
            GV a = k->h[i], ed = gsub(k->h[(i + 1) % k->n], a);
            xwide al = gcross(ed, gsub(s, a)), be = gcross(ed, d);
            if (be == 0) {
                if (al <= 0) return 0;
            } else if (be > 0) {
                lo_n[nl] = -al; lo_d[nl++] = be;
            } else {
                up_n[nu] = al; up_d[nu++] = -be;
            }
        }
        for (i = 0; i < nl; i++) {
            if (!(lo_n[i] < lo_d[i])) return 0; /* lower < 1 */
            for (j = 0; j < nu; j++)
                if (!(lo_n[i] * up_d[j] < up_n[j] * lo_d[i])) return 0;
        }
        for (j = 0; j < nu; j++)
            if (!(up_n[j] > 0)) return 0; /* 0 < upper */
        return 1;
    }
}

/* ---- the library's view: half-integers plus an offset --------------------- */

static double OFF; /* the translation */

static isect_vec lvec(GV v) { return V(xhalf(v.x) + OFF, xhalf(v.y) + OFF); }
static isect_vec ldel(GV v) { return xreal(v); }
static isect_real lr(xint r) { return R(xhalf(r)); }

/* The shape as passed to the library (oracle.h's Shape). */
static Shape as_shape(XS s)
{
    Shape g;
    memset(&g, 0, sizeof g);
    g.k = s.k;
    g.p[0] = lvec(s.c);
    g.half = ldel(s.h);
    g.r = lr(s.r);
    if (s.k == SK_CAPSULE) g.p[1] = ldel(s.e);
    if (s.k == SK_TRI) {
        g.p[0] = lvec(s.t[0]);
        g.p[1] = lvec(s.t[1]);
        g.p[2] = lvec(s.t[2]);
    }
    return g;
}
static isect_aabb laabb(XS s) { return to_aabb(as_shape(s)); }
static isect_circle lcircle(XS s) { return to_circle(as_shape(s)); }
static isect_capsule lcapsule(XS s) { return to_capsule(as_shape(s)); }
static isect_triangle ltri(XS s) { return to_tri(as_shape(s)); }

/* ---- the current case and its printout ------------------------------------ */

static XS XA, XB, XL[8];
static GV XP, XD, XQ, XE, XPADV;
static xint XPADR;
static int XN, xwhat; /* 0 pair, 1 segment, 2 sweep, 3 seg-seg, 4 into */

static void describe(void)
{
    int i;
    printf("     case %ld (%s), as passed to the library:\n", k_trial, k_kind);
    if (xwhat == 3) {
        printf("    ");
        print_vec("seg_pos", lvec(XQ)); print_vec("seg_delta", ldel(XE));
        print_vec("pos", lvec(XP)); print_vec("delta", ldel(XD));
        printf("\n");
        return;
    }
    if (xwhat == 4)
        for (i = 0; i < XN; i++) print_shape("shape", as_shape(XL[i]));
    else
        print_shape("A", as_shape(XA));
    if (xwhat != 1) print_shape("B", as_shape(XB));
    if (xwhat == 0 && XPADR != 0) printf("     padding %a\n", (double)lr(XPADR));
    if (xwhat == 1) {
        printf("    ");
        print_vec("pos", lvec(XP)); print_vec("delta", ldel(XD));
        print_vec("padding", ldel(XPADV)); printf(" padding %a\n", (double)lr(XPADR));
    }
    if (xwhat == 2 || xwhat == 4) { printf("    "); print_vec("delta", ldel(XD)); printf("\n"); }
}

/* ---- draws ------------------------------------------------------------------ */

static xint RANGE; /* coordinates in [-RANGE, RANGE], doubled units */
#define SIZE 8  /* sizes and radii up to 4, doubled units */

static xint dco(void) { return rng_int(-(int)RANGE, (int)RANGE); }
static xint dsz(void) { return rng_chance(0.08) ? 0 : rng_int(1, SIZE); }

/* Vectors of such draws. C leaves the order of a call's arguments
   unspecified, so gv(dco(), dco()) may draw y first under another compiler
   and make another case from the same seed: these draw x, then y, one
   statement each. */
static GV dco_vec(void)
{
    xint x = dco();
    xint y = dco();
    return gv(x, y);
}
static GV dsz_vec(void)
{
    xint x = dsz();
    xint y = dsz();
    return gv(x, y);
}
static GV dint_vec(int lo, int hi) /* each coordinate in [lo, hi] */
{
    xint x = rng_int(lo, hi);
    xint y = rng_int(lo, hi);
    return gv(x, y);
}

/* A vector of whole length, not along an axis: (3, 4), (6, 8), (5, 12),
   (8, 6) ... in any quadrant, so that edges at exact distances are common. */
static GV pyth(void)
{
    static const GV p[6] = {{3, 4}, {4, 3}, {6, 8}, {8, 6}, {5, 12}, {12, 5}};
    GV v = p[rng_int(0, 5)];
    if (rng_chance(0.5)) v.x = -v.x;
    if (rng_chance(0.5)) v.y = -v.y;
    return v;
}

static XS xgen(int k)
{
    XS s;
    xint cx = dco() / 2;
    xint cy = dco() / 2;
    memset(&s, 0, sizeof s);
    s.k = k;
    s.c = gv(cx, cy);
    switch (k) {
    case SK_AABB: s.h = dsz_vec(); break;
    case SK_CIRCLE: s.r = dsz(); break;
    case SK_CAPSULE:
        s.r = dsz();
        if (rng_chance(0.25)) s.e = pyth();
        else if (rng_chance(0.1)) s.e = gv(0, 0);
        else if (rng_chance(0.3)) s.e = rng_chance(0.5) ? gv(rng_int(-12, 12), 0) : gv(0, rng_int(-12, 12));
        else s.e = dint_vec(-12, 12);
        break;
    case SK_TRI:
        s.t[0] = s.c;
        if (rng_chance(0.1)) {
            GV e = dint_vec(-5, 5);
            s.t[1] = gadd(s.c, e);
            s.t[2] = rng_chance(0.5) ? s.t[1] : gadd(s.t[1], e);
        } else {
            s.t[1] = gadd(s.c, rng_chance(0.25) ? pyth() : dint_vec(-12, 12));
            s.t[2] = gadd(s.c, dint_vec(-12, 12));
        }
        break;
    default: break;
    }
    return s;
}

static XS xmove(XS s, GV d)
{
    int i;
    s.c = gadd(s.c, d);
    for (i = 0; i < 3; i++) s.t[i] = gadd(s.t[i], d);
    return s;
}

/* An exact point of K's boundary (hull + r): a corner of the hull, a point
   on an edge at a whole-unit step, or, for r > 0, a hull corner plus r along
   an axis or along (3, 4)/5 when 5 divides r. *n gets an outward direction
   (not unit) for nudging. */
static GV boundary_point(const GConv *k, GV *n)
{
    int i = rng_int(0, k->n - 1), u = rng_int(0, 2);
    GV a = k->h[i], b = k->h[(i + 1) % k->n];
    GV ed = gsub(b, a);
    if (k->r > 0 && k->n >= 2 && rng_chance(0.4)) {
        /* a whole point exactly r out from an edge of whole length, beside
           the edge (not past its ends) */
        xwide ee = gdot(ed, ed);
        xint len = (xint)sqrt((double)ee), dx, dy, m = k->r + 8;
        if (len * len == ee && len > 0) {
            int tries = 0;
            for (;;) {
                dx = rng_int(-(int)(m + len), (int)(m + len));
                dy = rng_int(-(int)(m + len), (int)(m + len));
                if (gcross(ed, gv(dx, dy)) == -(xwide)k->r * len && gdot(ed, gv(dx, dy)) > 0 &&
                    gdot(ed, gv(dx, dy)) < ee) {
                    *n = gv(ed.y, -ed.x);
                    return gadd(a, gv(dx, dy));
                }
                if (++tries > 400) break;
            }
        }
    }
    if (k->r > 0) {
        static const GV ax[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        GV d = ax[rng_int(0, 3)];
        int best;
        if (k->r % 5 == 0 && rng_chance(0.3)) {
            xint dx = rng_chance(0.5) ? 3 : -3;
            xint dy = rng_chance(0.5) ? 4 : -4;
            d = gv(dx, dy);
        }
        best = g_support_index(k, d);
        *n = d;
        if (d.x == 3 || d.x == -3) return gadd(k->h[best], gv(d.x * k->r / 5, d.y * k->r / 5));
        /* along an axis the support point may be a whole edge: pick either end */
        return gadd(k->h[best], gv(d.x * k->r, d.y * k->r));
    }
    *n = gv(ed.y, -ed.x); /* outward for a counter-clockwise hull */
    if (k->n < 2 || (n->x == 0 && n->y == 0)) *n = gv(1, 0);
    if (u == 0 || k->n < 2) return a;
    {
        /* a whole-unit point on the edge, if one lies strictly between */
        xint g = ed.x < 0 ? -ed.x : ed.x, gy = ed.y < 0 ? -ed.y : ed.y, s, q;
        while (gy) { xint t = g % gy; g = gy; gy = t; }
        if (g <= 1) return a;
        q = rng_int(1, (int)g - 1);
        s = g;
        return gadd(a, gv(ed.x / s * q, ed.y / s * q));
    }
}

/* A nudge of half a unit (one doubled unit) along n's axis signs, or none. */
static GV nudge(GV n)
{
    int u = rng_int(0, 3);
    xint sx = (n.x > 0) - (n.x < 0), sy = (n.y > 0) - (n.y < 0);
    if (u < 2) return gv(0, 0);
    if (u == 2) return gv(sx, sy);
    return gv(-sx, -sy);
}

static int touching;
static void draw_phase(long i, long n)
{
    int ph = (int)(3 * i / (n > 0 ? n : 1));
    static const char *const names[3] = {"random", "touching", "touching, nudged"};
    static const double offs[4] = {512, 4096, 65536, -4096};
    touching = ph;
    k_kind = names[ph];
    OFF = 0;
    if (rng_chance(0.5)) OFF = IS_DOUBLE ? offs[rng_int(0, 3)] : 512;
}

/* ---- pair tests ---------------------------------------------------------- */

/* Counts a case of the current function and checks the library's boolean
   against the exact answer (want < 0: undecided, not checked). */
static void check_answer(int got, int want)
{
    fn_cases[cur_fn]++;
    if (want >= 0)
        ocheck(got == want, want ? "overlap missed" : "touch/apart counted as hit",
               "library %d, exact %d", got, want);
}

/* Starts case i of n of f: the phase, then its two shapes. */
static void draw_shapes(const TestFn *f, long i, long n)
{
    k_trial = i;
    draw_phase(i, n);
    XA = xgen(f->ka);
    XB = xgen(f->kb);
}

/* The pair tests (oracle.h's functions): the boolean is decided exactly. */
static const TestFn pairs[] = {
    {"isect_aabb_point", SK_AABB, SK_POINT, st_aabb_point, NULL},
    {"isect_aabb_point (NULL)", SK_AABB, SK_POINT, st_aabb_point_null, NULL},
    {"isect_aabb_contains", SK_AABB, SK_POINT, st_aabb_contains, NULL},
    {"isect_minmax_point", SK_AABB, SK_POINT, st_minmax_point, NULL},
    {"isect_rect_point", SK_AABB, SK_POINT, st_rect_point, NULL},
    {"isect_aabb_aabb", SK_AABB, SK_AABB, st_aabb_aabb, NULL},
    {"isect_minmax_minmax", SK_AABB, SK_AABB, st_minmax_minmax, NULL},
    {"isect_rect_rect", SK_AABB, SK_AABB, st_rect_rect, NULL},
    {"isect_circle_point", SK_CIRCLE, SK_POINT, st_circle_point, NULL},
    {"isect_circle_point (padding)", SK_CIRCLE, SK_POINT, st_circle_point_pad, NULL},
    {"isect_circle_contains", SK_CIRCLE, SK_POINT, st_circle_contains, NULL},
    {"isect_circle_circle", SK_CIRCLE, SK_CIRCLE, st_circle_circle, NULL},
    {"isect_aabb_circle", SK_AABB, SK_CIRCLE, st_aabb_circle, NULL},
    {"isect_circle_aabb", SK_CIRCLE, SK_AABB, st_circle_aabb, NULL},
    {"isect_capsule_point", SK_CAPSULE, SK_POINT, st_capsule_point, NULL},
    {"isect_capsule_contains", SK_CAPSULE, SK_POINT, st_capsule_contains, NULL},
    {"isect_capsule_circle", SK_CAPSULE, SK_CIRCLE, st_capsule_circle, NULL},
    {"isect_capsule_capsule", SK_CAPSULE, SK_CAPSULE, st_capsule_capsule, NULL},
    {"isect_capsule_aabb", SK_CAPSULE, SK_AABB, st_capsule_aabb, NULL},
    {"isect_triangle_point", SK_TRI, SK_POINT, st_triangle_point, NULL},
    {"isect_triangle_contains", SK_TRI, SK_POINT, st_triangle_contains, NULL},
    {"isect_triangle_circle", SK_TRI, SK_CIRCLE, st_triangle_circle, NULL},
    {"isect_triangle_aabb", SK_TRI, SK_AABB, st_triangle_aabb, NULL},
    {"isect_triangle_triangle", SK_TRI, SK_TRI, st_triangle_triangle, NULL},
};
#define N_PAIRS ((int)(sizeof pairs / sizeof pairs[0]))

/* Places b exactly touching a (K's boundary through the origin), then
   perhaps nudges it by half a unit. */
static XS place_touching(XS a, XS b, int nudged)
{
    GConv k = xdiff(a, b);
    GV n, e = boundary_point(&k, &n);
    if (nudged) e = gadd(e, nudge(n));
    return xmove(b, e);
}

/* Checks the current case (XA, XB) on f. */
static void pair_case(const TestFn *f)
{
    GConv k;
    isect_hit h;
    int want, got;
    cur_fn = fn_id(f->name);
    xwhat = 0;
    if (f->st == st_capsule_aabb && XA.r == 0 && (XB.h.x == 0 || XB.h.y == 0))
        return; /* the undecided case */
    if (f->st == st_circle_point_pad) {
        XS g = XA;
        g.r += XPADR;
        k = xdiff(g, XB);
    } else {
        k = xdiff(XA, XB);
    }
    want = point_in(&k, gv(0, 0));
    if (f->st == st_capsule_capsule && XA.r == 0 && XB.r == 0) want = 0;
    PADR = lr(XPADR);
    got = f->st(as_shape(XA), as_shape(XB), &h);
    check_answer(got, want);
}

static void run_pair(const TestFn *f, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        draw_shapes(f, i, n);
        XPADR = f->st == st_circle_point_pad ? dsz() : 0;
        if (touching) {
            XS g = XA;
            g.r += XPADR;
            XB = xmove(XB, gsub(place_touching(g, XB, touching == 2).c, XB.c));
        }
        pair_case(f);
    }
}

/* ---- segment tests --------------------------------------------------------- */

enum { XSEG_AABB, XSEG_CIRCLE, XSEG_CAPSULE, XSEG_TRI, XSEG_OVERLAPS };
static const char *const seg_names[] = {"isect_aabb_segment", "isect_circle_segment",
                                        "isect_capsule_segment", "isect_triangle_segment",
                                        "isect_circle_overlaps_segment"};

/* A path near the set k: random, or built on an exact boundary point b:
   ending on it, starting on it, through it, along an edge or tangent. */
static void draw_path(const GConv *k, GV *s, GV *d)
{
    GV n, b, u;
    if (!touching) {
        *s = dco_vec();
        *d = rng_chance(0.05) ? gv(0, 0) : dint_vec(-24, 24);
        return;
    }
    b = boundary_point(k, &n);
    if (touching == 2) b = gadd(b, nudge(n));
    u = dint_vec(-6, 6);
    if (u.x == 0 && u.y == 0) u = n;
    switch (rng_int(0, 4)) {
    case 0: *s = gadd(b, u); *d = gsub(b, *s); break;                           /* ends on it */
    case 1: *s = b; *d = u; break;                                              /* starts on it */
    case 2: *s = gadd(b, u); *d = gv(-2 * u.x, -2 * u.y); break;                /* through it */
    case 3: {                                                                   /* along n's tangent */
        GV w = gv(-n.y, n.x);
        xint m = rng_int(1, 3);
        xint kx = rng_int(1, 3);
        xint ky = rng_int(1, 3);
        *s = gsub(b, gv(w.x * m, w.y * m));
        *d = gv(w.x * m * kx, w.y * m * ky);
        break;
    }
    default: *s = b; *d = gv(0, 0); break;                                      /* a point */
    }
}

/* The static shape of a segment test, grown by its padding. */
static GConv seg_set(void)
{
    XS g = XA;
    g.h = gadd(g.h, XPADV);
    g.r += XPADR;
    return xconv(g);
}

/* Checks the current case (XA, XPADV, XPADR, XP, XD) on the segment test kind. */
static void segment_case(int kind)
{
    GConv k = seg_set();
    isect_hit h;
    int want, got;
    cur_fn = fn_id(seg_names[kind]);
    xwhat = 1;
    {
        want = path_in(&k, XP, XD);
        switch (kind) {
        case XSEG_AABB: got = isect_aabb_segment(laabb(XA), lvec(XP), ldel(XD), ldel(XPADV), &h); break;
        case XSEG_CIRCLE: got = isect_circle_segment(lcircle(XA), lvec(XP), ldel(XD), lr(XPADR), &h); break;
        case XSEG_CAPSULE: got = isect_capsule_segment(lcapsule(XA), lvec(XP), ldel(XD), &h); break;
        case XSEG_TRI: got = isect_triangle_segment(ltri(XA), lvec(XP), ldel(XD), &h); break;
        default: got = isect_circle_overlaps_segment(lcircle(XA), lvec(XP), ldel(XD)); break;
        }
        check_answer(got, want);
        if (got && want && kind != XSEG_OVERLAPS && point_in(&k, XP))
            ocheck(h.time == 0, "starts inside: time 0", "time %a", (double)h.time);
    }
}

static void run_segment(int kind, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        GConv k;
        k_trial = i;
        draw_phase(i, n);
        XA = xgen(kind == XSEG_AABB ? SK_AABB : kind == XSEG_CAPSULE ? SK_CAPSULE
                  : kind == XSEG_TRI ? SK_TRI : SK_CIRCLE);
        XPADV = gv(0, 0);
        XPADR = 0;
        if (kind == XSEG_AABB && rng_chance(0.3)) XPADV = dsz_vec();
        if (kind == XSEG_CIRCLE && rng_chance(0.3)) XPADR = dsz();
        k = seg_set();
        draw_path(&k, &XP, &XD);
        segment_case(kind);
    }
}

/* Checks the current case (XQ, XE, XP, XD) on segment_segment, both ways. */
static void segseg_case(void)
{
    int want, got, got2;
    isect_hit h;
    isect_real st;
    cur_fn = fn_id("isect_segment_segment");
    xwhat = 3;
    want = seg_meet(XQ, gadd(XQ, XE), XP, gadd(XP, XD));
    got = isect_segment_segment(lvec(XQ), ldel(XE), lvec(XP), ldel(XD), &h, &st);
    got2 = isect_segment_segment(lvec(XP), ldel(XD), lvec(XQ), ldel(XE), NULL, NULL);
    fn_cases[cur_fn]++;
    ocheck(got == want, want ? "meeting missed" : "apart counted as hit",
           "library %d, exact %d", got, want);
    ocheck(got2 == want, want ? "meeting missed (swapped)" : "apart counted as hit (swapped)",
           "library %d, exact %d", got2, want);
}

static void run_segseg(long n)
{
    long i;
    for (i = 0; i < n; i++) {
        k_trial = i;
        draw_phase(i, n);
        XQ = dco_vec();
        XE = rng_chance(0.05) ? gv(0, 0) : dint_vec(-16, 16);
        if (!touching) {
            XP = dco_vec();
            XD = rng_chance(0.05) ? gv(0, 0) : dint_vec(-16, 16);
        } else {
            /* a point of the first segment at a whole step (an end, a
               middle), and a second segment that ends, starts, runs along
               or crosses there */
            xint g = 2;
            GV b = XQ, u = dint_vec(-6, 6);
            if (XE.x % 2 == 0 && XE.y % 2 == 0 && rng_chance(0.5)) b = gadd(XQ, gv(XE.x / g, XE.y / g));
            else if (rng_chance(0.5)) b = gadd(XQ, XE);
            if (touching == 2) b = gadd(b, dint_vec(-1, 1));
            switch (rng_int(0, 3)) {
            case 0: XP = gadd(b, u); XD = gsub(b, XP); break;
            case 1: XP = b; XD = u; break;
            case 2: {
                xint kx = rng_int(1, 3);
                xint ky = rng_int(1, 3);
                XP = gadd(b, XE);
                XD = gv(-XE.x * kx / 2, -XE.y * ky / 2);
                break;
            }
            default: XP = gadd(b, u); XD = gv(-2 * u.x, -2 * u.y); break;
            }
        }
        segseg_case();
    }
}

/* ---- sweeps (oracle.h's table) ---------------------------------------------- */

/* Draws b's start and the movement in K-space. */
static void draw_sweep(XS a, XS *b, GV *d)
{
    GConv k = xdiff(a, *b);
    GV s;
    draw_path(&k, &s, d);
    if (!touching) s = dint_vec(-8, 8);
    *b = xmove(*b, s);
}

/* The exact answer of one sweep: 1 hit, 0 miss, -1 undecided (starts
   overlapping and moves). */
static int sweep_want(XS a, XS b, GV d)
{
    GConv k = xdiff(a, b);
    int start = point_in(&k, gv(0, 0));
    if (start) return d.x == 0 && d.y == 0 ? 1 : -1;
    return path_in(&k, gv(0, 0), d);
}

/* Checks the current case (XA, XB, XD) on the sweep f. */
static void sweep_case(const TestFn *f)
{
    int want, got;
    isect_sweep sw;
    cur_fn = fn_id(f->name);
    xwhat = 2;
    want = sweep_want(XA, XB, XD);
    got = f->sw(as_shape(XA), as_shape(XB), ldel(XD), &sw);
    check_answer(got, want);
}

static void run_sweep(const TestFn *f, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        draw_shapes(f, i, n);
        draw_sweep(XA, &XB, &XD);
        sweep_case(f);
    }
}

/* Seams (the book's *Seams: a path between two shapes*): a thin mover (a
   box of zero size, or of zero width along its motion, a circle of radius
   zero) whose leading point runs exactly along a box of the list on one
   side and another on the other side, both over a stretch of positive
   length that starts before the end of the move, enters the two together:
   a hit, though each pair only touches. A lead that starts with each side
   covered just before it and just after it is inside already, and let go.
   Exact, in the doubled integer units. */
static int seam_want(XS b, GV d)
{
    GV lead = b.c;
    xint along, len, lo_m, hi_m, lo_p, hi_p;
    int i, j, vertical = d.x == 0 && d.y != 0, level = d.y == 0 && d.x != 0;
    int before[2] = {0, 0}, after[2] = {0, 0}, found = 0;
    if (!(vertical || level))
        return 0;
    if (b.k == SK_AABB) {
        if (!(vertical ? b.h.x == 0 : b.h.y == 0)) return 0;
        if (vertical) lead.y += d.y > 0 ? b.h.y : -b.h.y;
        else lead.x += d.x > 0 ? b.h.x : -b.h.x;
    } else if (b.k != SK_CIRCLE || b.r != 0) {
        return 0;
    }
    len = vertical ? (d.y > 0 ? d.y : -d.y) : (d.x > 0 ? d.x : -d.x);
    for (i = 0; i < XN; i++) {
        XS m = XL[i];
        xint across, side, a, c;
        if (m.k != SK_AABB || m.h.x <= 0 || m.h.y <= 0) continue;
        across = vertical ? lead.x - m.c.x : lead.y - m.c.y;
        side = vertical ? m.h.x : m.h.y;
        if (across != side && across != -side) continue;
        /* the box's stretch along the move, from the lead */
        along = vertical ? (d.y > 0 ? 1 : -1) : (d.x > 0 ? 1 : -1);
        a = ((vertical ? m.c.y - m.h.y : m.c.x - m.h.x) - (vertical ? lead.y : lead.x)) * along;
        c = ((vertical ? m.c.y + m.h.y : m.c.x + m.h.x) - (vertical ? lead.y : lead.x)) * along;
        lo_m = a < c ? a : c;
        hi_m = a < c ? c : a;
        if (lo_m < 0 && hi_m >= 0) before[across > 0] = 1;
        if (lo_m <= 0 && hi_m > 0) after[across > 0] = 1;
        for (j = 0; j < XN; j++) {
            XS p = XL[j];
            xint pa, pc, pacr;
            if (p.k != SK_AABB || p.h.x <= 0 || p.h.y <= 0) continue;
            pacr = vertical ? lead.x - p.c.x : lead.y - p.c.y;
            if (!(across > 0 && pacr == -(vertical ? p.h.x : p.h.y))) continue;
            pa = ((vertical ? p.c.y - p.h.y : p.c.x - p.h.x) - (vertical ? lead.y : lead.x)) * along;
            pc = ((vertical ? p.c.y + p.h.y : p.c.x + p.h.x) - (vertical ? lead.y : lead.x)) * along;
            lo_p = pa < pc ? pa : pc;
            hi_p = pa < pc ? pc : pa;
            {
                xint lo = lo_m > lo_p ? lo_m : lo_p, hi = hi_m < hi_p ? hi_m : hi_p;
                if (lo < 0) lo = 0;
                if (lo < hi && lo < len) found = 1;
            }
        }
    }
    return found && !(before[0] && after[0] && before[1] && after[1]);
}

/* Checks the current case (XL, XN, XB, XD) on sweeping into many. */
static void into_case(int mover)
{
    isect_shape ls[8];
    isect_sweep sw;
    int j, want = 0, undecided = 0, got;
    cur_fn = fn_id(mover == SK_AABB ? "isect_sweep_aabb_into" : "isect_sweep_circle_into");
    xwhat = 4;
    {
        for (j = 0; j < XN; j++) {
            int w = sweep_want(XL[j], XB, XD);
            if (w < 0) undecided = 1;
            if (w > 0) want = 1;
            ls[j] = XL[j].k == SK_AABB ? isect_shape_aabb(laabb(XL[j]))
                                       : isect_shape_circle(lcircle(XL[j]));
        }
        if (!undecided && seam_want(XB, XD))
            want = 1;
        got = mover == SK_AABB ? isect_sweep_aabb_into(ls, (size_t)XN, laabb(XB), ldel(XD), &sw, NULL)
                               : isect_sweep_circle_into(ls, (size_t)XN, lcircle(XB), ldel(XD), &sw, NULL);
        check_answer(got, undecided ? -1 : want);
    }
}

static void run_into(int mover, long n)
{
    long i;
    int j;
    for (i = 0; i < n; i++) {
        k_trial = i;
        draw_phase(i, n);
        XN = rng_int(1, 5);
        XB = xgen(mover);
        for (j = 0; j < XN; j++) {
            XL[j] = xgen(rng_chance(0.5) ? SK_AABB : SK_CIRCLE);
            if (j == 0 && touching) draw_sweep(XL[0], &XB, &XD);
        }
        if (!touching) XD = dint_vec(-24, 24);
        into_case(mover);
    }
}

/* ---- the reproducers of issue 10 -------------------------------------------- */

/* Shapes from their real half-integer values. */
static xint H(double x) { return (xint)llround(2 * x); }
static GV HV(double x, double y) { return gv(H(x), H(y)); }
static XS xs(int k, double x, double y, double a, double b, double r)
{
    XS s;
    memset(&s, 0, sizeof s);
    s.k = k;
    s.c = HV(x, y);
    if (k == SK_AABB) s.h = HV(a, b);
    if (k == SK_CAPSULE) s.e = HV(a, b);
    s.r = H(r);
    return s;
}
/* The half-integer reproducers of issue 10, each through the same exact
   checks as the drawn cases (k_kind names it), at the origin and moved by
   each offset. */
static void run_issue10(void)
{
    static const double offs[5] = {0, 512, 4096, 65536, -4096};
    int o, j;
    k_trial = 0;
    for (o = 0; o < (IS_DOUBLE ? 5 : 2); o++) {
        OFF = offs[o];
        k_kind = "issue 10 #3: circle_segment ends exactly on the circle";
        XA = xs(SK_CIRCLE, 0, 0, 0, 0, 1);
        XPADV = gv(0, 0); XPADR = 0;
        XP = HV(-3, -0.5); XD = HV(2, 0.5);
        segment_case(XSEG_CIRCLE);
        segment_case(XSEG_OVERLAPS);
        k_kind = "issue 10 #3: circle_sweep_circle through it";
        XA = xs(SK_CIRCLE, 0, 0, 0, 0, 0.5);
        XB = xs(SK_CIRCLE, -3, -0.5, 0, 0, 0.5);
        XD = HV(2, 0.5);
        sweep_case(fn_named(sweeps, N_SWEEP, "isect_circle_sweep_circle"));
        k_kind = "issue 10 #3: circle_segment tangent at t = 0.4";
        XA = xs(SK_CIRCLE, 0, 0, 0, 0, 1);
        XP = HV(-3, -1); XD = HV(6, 4.5);
        segment_case(XSEG_CIRCLE);
        segment_case(XSEG_OVERLAPS);
        k_kind = "issue 10 #3: capsule_segment tangent to an end cap";
        XA = xs(SK_CAPSULE, 2, -4, -5, 1, 1);
        XP = HV(5, -5); XD = HV(-10, 7.5);
        segment_case(XSEG_CAPSULE);
        k_kind = "issue 10 #3: aabb_segment grazing a corner";
        XA = xs(SK_AABB, 0, 0, 0.5, 0.5, 0);
        XP = HV(-5, -1); XD = HV(7.5, 2.5);
        segment_case(XSEG_AABB);
        k_kind = "issue 10 #3: aabb_sweep_aabb through it";
        XA = xs(SK_AABB, 0.5, -0.5, 0.5, 0.5, 0);
        XB = xs(SK_AABB, -5, -1, 0.5, 0.5, 0);
        XD = HV(7.5, 2.5);
        sweep_case(fn_named(sweeps, N_SWEEP, "isect_aabb_sweep_aabb"));
        k_kind = "issue 10 #3: capsule_capsule axes exactly 1 apart";
        XA = xs(SK_CAPSULE, 3, 0, -1, 1, 0.5);
        XB = xs(SK_CAPSULE, 0, 0, 1.5, 2, 0.5);
        pair_case(fn_named(pairs, N_PAIRS, "isect_capsule_capsule"));
        k_kind = "issue 10 #3: capsule_aabb exactly touching";
        XA = xs(SK_CAPSULE, 0, -1, -2, 1.5, 0.5);
        XB = xs(SK_AABB, 0, 1, 0.5, 1, 0);
        pair_case(fn_named(pairs, N_PAIRS, "isect_capsule_aabb"));
        k_kind = "issue 10 #3: capsule_circle on exact side contact (normalize (49, 0))";
        XA = xs(SK_CAPSULE, 0, 0, 0, 49, 1);
        XB = xs(SK_CIRCLE, 2, 10, 0, 0, 1);
        pair_case(fn_named(pairs, N_PAIRS, "isect_capsule_circle"));
        k_kind = "issue 10 #4: a flush wall of two tiles, jumping up along it";
        for (j = 0; j < 2; j++) { /* both orders */
            XN = 2;
            XL[j] = xs(SK_AABB, 0, 0, 0.5, 0.5, 0);
            XL[1 - j] = xs(SK_AABB, 0, 1, 0.5, 0.5, 0);
            XB = xs(SK_AABB, -1, 0.5, 0.5, 0.5, 0);
            XD = HV(0, 2);
            into_case(SK_AABB);
            XB = xs(SK_CIRCLE, -1, 0.5, 0, 0, 0.5);
            into_case(SK_CIRCLE);
        }
    }
    OFF = 0;
    k_kind = "issue 10 #7: segments meeting end to end far out (float)";
    XQ = HV(0, 9.5); XE = HV(0, -487616); XP = HV(0, -487616); XD = HV(0, 9.5);
    segseg_case();
}

int main(int argc, char **argv)
{
    long n = oracle_start(argc, argv, "oracle_exact", 100000, 0xE8AC710ULL, describe);
    int f;
    RANGE = IS_DOUBLE ? 24 : 16;
    for (f = 0; f < N_PAIRS; f++) run_pair(&pairs[f], n);
    for (f = XSEG_AABB; f <= XSEG_OVERLAPS; f++) run_segment(f, n);
    run_segseg(n);
    for (f = 0; f < N_SWEEP; f++) run_sweep(&sweeps[f], n);
    run_into(SK_AABB, n);
    run_into(SK_CIRCLE, n);
    run_issue10();
    return oracle_finish();
}
