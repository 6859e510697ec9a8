/* oracle_long.c -- an independent long-double oracle for every function that
   returns an isect_hit or an isect_sweep.

   Usage: test-oracle_long [cases [seed]]   (cases per function, default 20000;
                                             make test runs 10000)

   The oracle does not call the library. Every shape is a convex set: a core
   (a point, a segment, a box's four corners, a triangle's three) grown by a
   radius (a circle's, a capsule's, a padding). Two shapes A (static, first
   argument) and B (second) overlap when B + d meets A, that is when d lies in
   the Minkowski difference K = A - B: the convex hull of all differences of
   core points, grown by rA + rB (tests/oracle_geom.h builds it, here over
   long double, in oracle_exact.c over integers). So, in long double:

   - the shortest way out of a static overlap is the distance from the
     origin to the boundary of K (the depth); a push d works when d is not
     inside K;
   - the first contact of a segment P + tD with A is the first t where
     sd_A(P + tD) < 0 (sd: signed distance, convex along a line, found by a
     golden-section search for the minimum and bisection for the entry);
     a sweep of B along D is the segment tD against K;
   - the contact point of a static test lies on A's surface; of a segment or
     a sweep, on A's surface and on B at the contact time.

   Rules checked (documented in intersect.nw; "tol" below):
   - static tests: hit when depth > tol, miss when depth < -tol; a hit has
     time 0, a unit normal, |delta| <= depth + tol, A and B + delta do not
     overlap by more than tol (delta is a shortest push), delta = |delta| *
     normal, pos on A's surface;
   - segment tests: hit when the segment goes deeper than tol inside, miss
     when it stays farther out than tol; the time lies between the entries
     at levels +tol and -tol (so a start inside is time 0), pos = P + tD,
     delta = -(1 - t) D, unit normal; an entry (not a start inside) lies on
     A's surface and its normal supports A at a point of the entry window; segment_segment: closed
     segments (ends count), pos on both, t the first point of the second
     segment on the first, the normal across the first segment toward the
     second one's start (when that start is off the first one's line);
   - sweeps: the same windows for the contact time; delta = -(1 - t) D; the
     contact point on A's surface and on B at the contact time; the normal
     supports K at the contact (it points out of A toward B); sweep.time <=
     hit.time, and exactly the time of the back-off rule of "Where to
     stop", replayed in isect_real with the library's static test (a
     grazing contact makes that test's answer at any one try rounding
     noise, so only the library's own rounded tries decide); sweep.pos = start + sweep.time D; a miss reaches
     start + D with time 1 and an all-zero hit of time 1; zero movement is
     the static test; a sweep that does not start overlapping (by the
     library's own static test) never ends overlapping (that static test at
     sweep.pos is false); one that starts overlapping and moves into the
     shape (D . normal < 0, clearly inside) hits at time 0 and stays; one that
     moves away or along (D . normal >= 0, the static test's normal) is not
     blocked (sweep.time > 0);
   - sweeping into many: hit when the path clearly enters a shape, miss when
     it clears them all; the boolean is that of the single sweeps, the time
     the earliest, the hit that of the shape at *index, the stop the earliest
     stop of all the shapes hit; never ends inside
     any shape; not blocked when it moves away from every shape it starts in;
     the result (time, normal, pos) does not depend on the order of the list
     (reversed, rotated);
   - normals: unit (|n| - 1 within 16 eps); a normal supports the set when
     the support plane along it is within tol of the contact, plus, on a round
     part of radius r, the turn tol / r of a normal taken at a point within
     tol of the surface, times the set's extent;
   - the reproducers of issue 10 that have a hit or a sweep, by name.

   Cases: random (shapes within about 40 of the origin, sizes up to 12,
   paths up to 40 long), grid (the same on multiples of 1/4), near-touching (the second shape placed exactly touching along a
   random, axis or hull-edge direction, then nudged by 0, a few ulps, 1e-7
   relative or tol), each translated half of the time by 512, 4096 (and
   65536, -4096 in double).

   Tolerance: tol = 64 eps (1 + scale), scale the largest magnitude in the
   case (eps: DBL_EPSILON or FLT_EPSILON): 1.4e-14 (1 + scale) in double
   (5.7e-13 at 40, 9.3e-10 at 65536), 7.6e-6 (1 + scale) in float (3.1e-4 at
   40, 3.1e-2 at 4096). A distance is compared with tol, a time through the
   path's entries at distances +-tol (so grazing paths get the wide window
   they need), a time in [0, 1] to 2 eps more. */
#include "oracle.h"

#ifdef ISECT_FLOAT
#define REAL_MIN_NORMAL FLT_MIN
#else
#define REAL_MIN_NORMAL DBL_MIN
#endif

typedef long double L;
#define GEOM_T L
#define GEOM_W L
#include "oracle_geom.h"

static GV lvv(isect_vec v) { return gv((L)v.x, (L)v.y); }
static GV lscale(GV a, L s) { return gv(a.x * s, a.y * s); }
static L llen(GV a) { return sqrtl(a.x * a.x + a.y * a.y); }

/* ---- convex sets: a hull grown by a radius (oracle_geom.h) ---------------- */

/* A shape in long double, and as a convex set; K = A - B. */
static GShape lshape(Shape s)
{
    GShape g;
    int i;
    g.k = s.k;
    for (i = 0; i < 3; i++) g.p[i] = lvv(s.p[i]);
    g.half = lvv(s.half);
    g.r = (L)s.r;
    return g;
}
static GConv shape_conv(Shape s) { return g_conv(lshape(s)); }
static GConv conv_diff(Shape a, Shape b) { return g_diff(lshape(a), lshape(b)); }

static L seg_dist_l(GV a, GV b, GV p)
{
    GV e = gsub(b, a), w = gsub(p, a);
    L ee = gdot(e, e), t = 0;
    if (ee > 0) {
        t = gdot(w, e) / ee;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
    }
    return llen(gsub(w, lscale(e, t)));
}

/* Signed distance from p to the set: < 0 inside. Inside a convex polygon
   the distance to the boundary is the least distance to an edge's line,
   that is minus the largest signed line distance (each negative inside);
   outside it is the least distance to an edge. In exact arithmetic the
   first equals the least edge distance too, but the sign test is noise for
   a point on the line of a sliver, beyond its end: there the least edge
   distance (to the end corner) can be large while the line distances are
   all noise-sized, so only the line distances keep a noisy "inside" noisy
   by no more than the noise. */
static L conv_sd(const GConv *c, GV p)
{
    int i, inside;
    L d = 1e300L, dl = -1e300L;
    if (c->n == 1) return llen(gsub(p, c->h[0])) - c->r;
    if (c->n == 2) return seg_dist_l(c->h[0], c->h[1], p) - c->r;
    inside = 1;
    for (i = 0; i < c->n; i++) {
        GV a = c->h[i], b = c->h[(i + 1) % c->n];
        L s = seg_dist_l(a, b, p), cr = gcross(gsub(b, a), gsub(p, a));
        if (s < d) d = s;
        if (cr <= 0) inside = 0;
        if (-cr / llen(gsub(b, a)) > dl) dl = -cr / llen(gsub(b, a));
    }
    return (inside ? dl : d) - c->r;
}

/* The support function: how far the set reaches along unit n. */
static L conv_support(const GConv *c, GV n)
{
    return gdot(c->h[g_support_index(c, n)], n) + c->r * llen(n);
}

/* The boundary point with outward normal n (unit). */
static GV conv_boundary(const GConv *c, GV n)
{
    return gadd(c->h[g_support_index(c, n)], lscale(n, c->r));
}

/* ---- along a path: f(t) = sd(P + tD), convex in t -------------------------- */

typedef struct {
    const GConv *c;
    GV p, d;
} Path;

static L path_f(const Path *q, L t) { return conv_sd(q->c, gadd(q->p, lscale(q->d, t))); }

/* The least f over [0, 1] (golden-section search), and where. */
static L path_min(const Path *q, L *at)
{
    const L g = 0.6180339887498948482L;
    L lo = 0, hi = 1, x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    L f1 = path_f(q, x1), f2 = path_f(q, x2), best, bt;
    int i;
    for (i = 0; i < 110; i++) {
        if (f1 <= f2) {
            hi = x2; x2 = x1; f2 = f1;
            x1 = hi - g * (hi - lo);
            f1 = path_f(q, x1);
        } else {
            lo = x1; x1 = x2; f1 = f2;
            x2 = lo + g * (hi - lo);
            f2 = path_f(q, x2);
        }
    }
    bt = (lo + hi) / 2;
    best = path_f(q, bt);
    if (path_f(q, 0) < best) { best = path_f(q, 0); bt = 0; }
    if (path_f(q, 1) < best) { best = path_f(q, 1); bt = 1; }
    *at = bt;
    return best;
}

/* The first t in [0, 1] with f(t) < level, or 2 if there is none. */
static L path_entry(const Path *q, L level, L fmin, L tmin)
{
    L lo = 0, hi = tmin;
    int i;
    if (path_f(q, 0) < level) return 0;
    if (fmin >= level) return 2;
    for (i = 0; i < 100; i++) {
        L mid = (lo + hi) / 2;
        if (path_f(q, mid) < level) hi = mid; else lo = mid;
    }
    return hi;
}

/* ---- the current case ------------------------------------------------------ */

static Shape A, B;                 /* static, second (B: the moving one) */
static isect_vec P, D;             /* a segment; D is also a sweep's movement */
static isect_vec PADV;             /* aabb_segment's padding */
                                   /* (PADR, oracle.h: circle_segment's and circle_point's) */
static isect_vec Q, E;             /* segment_segment's first segment */
static Shape LIST[8];              /* sweeping into many */
static int NLIST;
static int what;                   /* 0 static, 1 segment, 2 sweep, 3 seg-seg, 4 into */
static double tol, scale;

static void describe(void)
{
    int i;
    printf("     case %ld (%s):\n", k_trial, k_kind);
    if (what == 3) {
        printf("    "); print_vec("seg_pos", Q); print_vec("seg_delta", E);
        print_vec("pos", P); print_vec("delta", D); printf("\n");
        return;
    }
    if (what == 4) {
        for (i = 0; i < NLIST; i++) print_shape("shape", LIST[i]);
    } else {
        print_shape("A", A);
    }
    if (what == 0 || what == 2 || what == 4) print_shape("B", B);
    if (what == 0 && PADR != 0) printf("     padding %a\n", (double)PADR);
    if (what == 1) {
        printf("    "); print_vec("pos", P); print_vec("delta", D);
        print_vec("padding", PADV); printf(" padding %a\n", (double)PADR);
    }
    if (what == 2 || what == 4) { printf("    "); print_vec("delta", D); printf("\n"); }
    printf("     tol %.3g\n", tol);
}

static double vmax(double m, isect_vec v) { return maxabs(m, v); }

static double shape_scale(double m, Shape s)
{
    int i;
    for (i = 0; i < 3; i++) m = vmax(m, s.p[i]);
    m = vmax(m, s.half);
    if (fabs((double)s.r) > m) m = fabs((double)s.r);
    if (s.k == SK_CAPSULE) m = vmax(m, vplus(s.p[0], s.p[1]));
    return m;
}

static void set_tol(void)
{
    int i;
    scale = shape_scale(shape_scale(0, A), B);
    scale = vmax(vmax(vmax(vmax(scale, P), D), vplus(P, D)), PADV);
    scale = vmax(vmax(scale, Q), E);
    if (fabs((double)PADR) > scale) scale = fabs((double)PADR);
    if (what == 4)
        for (i = 0; i < NLIST; i++) scale = shape_scale(scale, LIST[i]);
    if (what == 2 || what == 4) scale = vmax(scale, vplus(B.p[0], D));
    tol = 64 * REAL_EPS * (1 + scale);
}

/* ---- the draws ------------------------------------------------------------- */

static int grid; /* draw on the quarter grid */

static double dc(double range)
{
    if (grid) return rng_int(-(int)(4 * range), (int)(4 * range)) / 4.0;
    return range * (2 * rng_unit() - 1);
}
static double ds(double range)
{
    if (rng_chance(0.06)) return 0;
    if (grid) return rng_int(0, (int)(4 * range)) / 4.0;
    return range * rng_unit();
}

/* Vectors of such draws. C leaves the order of a call's arguments
   unspecified, so V(dc(20), dc(20)) may draw y first under another
   compiler and make another case from the same seed: these draw x, then
   y, one statement each. */
static isect_vec dc_vec(double range)
{
    double x = dc(range);
    double y = dc(range);
    return V(x, y);
}
static isect_vec ds_vec(double range)
{
    double x = ds(range);
    double y = ds(range);
    return V(x, y);
}
static GV dc_gv(double range) /* dc_vec in long double */
{
    L x = (L)dc(range);
    L y = (L)dc(range);
    return gv(x, y);
}

static Shape gen_shape(int k, double cx, double cy)
{
    Shape s;
    double x = cx + dc(10);
    double y = cy + dc(10);
    memset(&s, 0, sizeof s);
    s.k = k;
    s.p[0] = V(x, y);
    switch (k) {
    case SK_AABB: s.half = ds_vec(12); break;
    case SK_CIRCLE: s.r = R(ds(12)); break;
    case SK_CAPSULE:
        s.r = R(ds(8));
        if (rng_chance(0.08)) s.p[1] = V(0, 0);
        else if (rng_chance(0.2)) s.p[1] = rng_chance(0.5) ? V(dc(20), 0) : V(0, dc(20));
        else s.p[1] = dc_vec(20);
        break;
    case SK_TRI:
        if (rng_chance(0.1)) { /* flat: collinear or repeated corners */
            double ex = dc(10), ey = dc(10);
            s.p[1] = V(s.p[0].x + ex, s.p[0].y + ey);
            s.p[2] = rng_chance(0.5) ? s.p[1] : V(s.p[0].x + 2 * ex, s.p[0].y + 2 * ey);
        } else {
            isect_vec e1 = dc_vec(15);
            isect_vec e2 = dc_vec(15);
            s.p[1] = V(s.p[0].x + e1.x, s.p[0].y + e1.y);
            s.p[2] = V(s.p[0].x + e2.x, s.p[0].y + e2.y);
        }
        break;
    default: break;
    }
    return s;
}

/* A random unit direction: random, along an axis, or across a hull edge. */
static GV draw_dir(const GConv *c)
{
    int u = rng_int(0, 9);
    if (u < 4) {
        L a = (L)rng_unit() * 6.283185307179586476925L;
        return gv(cosl(a), sinl(a));
    }
    if (u < 7 || c->n < 2) {
        static const GV ax[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        return ax[rng_int(0, 3)];
    }
    {
        int i = rng_int(0, c->n - 1);
        GV e = gsub(c->h[(i + 1) % c->n], c->h[i]);
        L l = llen(e);
        if (c->n == 2 && rng_chance(0.5)) e = lscale(e, -1);
        return gv(e.y / l, -e.x / l);
    }
}

/* A nudge along n: 0, a few ulps of the scale, 1e-7 relative, or tol. */
static L draw_nudge(double sc)
{
    int u = rng_int(0, 9);
    L s = rng_chance(0.5) ? 1 : -1;
    if (u < 4) return 0;
    if (u < 7) return s * rng_int(1, 4) * (L)REAL_EPS * (L)(1 + sc);
    if (u < 8) return s * 1e-7L * (L)(1 + sc);
    return s * 64 * (L)REAL_EPS * (L)(1 + sc);
}


/* Picks the phase: 0 random, 1 grid, 2 near-touching random, 3 near-touching
   grid; with an offset half of the time. */
static int phase_near;
static double phase_off;
static void draw_phase(long i, long n)
{
    int ph = (int)(4 * i / (n > 0 ? n : 1));
    static const char *const names[4] = {"random", "grid", "near-touching", "near-touching grid"};
    grid = ph & 1;
    phase_near = ph >= 2;
    phase_off = draw_offset();
    k_kind = names[ph];
}

/* ---- checks shared by the tests -------------------------------------------- */

/* How far a normal may miss supporting the set: tol, plus, on a round
   surface of radius r, the turn of a normal taken at a point within tol of
   the surface (tol / r) times the set's extent. */
static L normal_slack(const GConv *c)
{
    L ext = 0;
    int i, j;
    for (i = 0; i < c->n; i++)
        for (j = 0; j < i; j++)
            if (llen(gsub(c->h[i], c->h[j])) > ext) ext = llen(gsub(c->h[i], c->h[j]));
    if (c->r <= 0) return (L)tol;
    return (L)tol * (1 + (ext + 2 * c->r) / c->r);
}

static int unit_ok(isect_vec n) { return fabs(vlen(n) - 1) <= NORMAL_TOL; }

/* Counts a case of the current function; out == NULL gives the same answer. */
static void count_case(int hit, int hit0)
{
    fn_cases[cur_fn]++;
    ocheck(hit == hit0, "NULL out same answer", "%d vs %d", hit, hit0);
}

static L vdistl(isect_vec a, GV b) { return llen(gsub(lvv(a), b)); }

/* A static test's result against the depth of K = A - B; the contact point
   on the surface of `surf` (A itself, but the real circle for a padded
   circle_point). */
static void check_static_on(int hit, isect_hit h, Shape a, Shape b, int no_overlap_at_all,
                            Shape surf)
{
    GConv k = conv_diff(a, b), ca = shape_conv(surf);
    L depth = -conv_sd(&k, gv(0, 0));
    if (no_overlap_at_all) depth = -1e300L; /* a documented "never" */
    if (depth > tol) ocheck(hit, "overlap -> hit", "depth %Lg", depth);
    if (depth < -tol) ocheck(!hit, "apart -> miss", "depth %Lg", depth);
    if (!hit) return;
    {
        L dl = llen(lvv(h.delta)), out = conv_sd(&k, lvv(h.delta));
        GV along = lscale(lvv(h.normal), dl);
        ocheck(h.time == 0, "static time 0", "time %a", (double)h.time);
        ocheck(hit_finite(h), "finite", "-");
        ocheck(unit_ok(h.normal), "unit normal", "normal (%a, %a)", (double)h.normal.x,
               (double)h.normal.y);
        if (depth > -tol)
            ocheck(dl <= depth + tol, "push <= depth", "|delta| %Lg, depth %Lg", dl, depth);
        ocheck(out >= -tol, "push separates", "still %Lg deep after delta (%a, %a)", -out,
               (double)h.delta.x, (double)h.delta.y);
        ocheck(vdistl(h.delta, along) <= tol, "delta along normal",
               "delta (%a, %a), normal (%a, %a)", (double)h.delta.x, (double)h.delta.y,
               (double)h.normal.x, (double)h.normal.y);
        ocheck(fabsl(conv_sd(&ca, lvv(h.pos))) <= tol, "pos on A's surface",
               "pos (%a, %a) is %Lg from it", (double)h.pos.x, (double)h.pos.y,
               conv_sd(&ca, lvv(h.pos)));
    }
}

static void check_static(int hit, isect_hit h, Shape a, Shape b, int no_overlap_at_all)
{
    check_static_on(hit, h, a, b, no_overlap_at_all, a);
}

/* A segment test of P + tD against the set c (A, padded). */
static void check_segment(int hit, isect_hit h, const GConv *c, isect_vec p, isect_vec d)
{
    Path q;
    L tmin, fmin, t_out, t_in;
    q.c = c;
    q.p = lvv(p);
    q.d = lvv(d);
    fmin = path_min(&q, &tmin);
    if (fmin < -tol) ocheck(hit, "enters -> hit", "goes %Lg deep at t %Lg", -fmin, tmin);
    if (fmin > tol) ocheck(!hit, "clear -> miss", "stays %Lg out", fmin);
    if (!hit) return;
    t_out = path_entry(&q, (L)tol, fmin, tmin);
    t_in = path_entry(&q, -(L)tol, fmin, tmin);
    ocheck(hit_finite(h), "finite", "-");
    ocheck(h.time >= t_out - 2 * REAL_EPS && h.time <= (t_in > 1 ? 1 : t_in) + 2 * REAL_EPS &&
               path_f(&q, (L)h.time) <= tol,
           "first contact time", "time %a, entry window [%La, %La]", (double)h.time, t_out, t_in);
    /* One rule for the contact point ("Two kinds of test"): pos lies on A's
       surface. A segment that starts inside hits at time 0, and pos is where
       the shortest way out of A leaves it (the point test's contact), not P;
       otherwise pos is the entry point P + tD. */
    if (path_f(&q, 0) < -tol)
        ocheck(h.time == 0, "start inside: time 0", "time %a", (double)h.time);
    else /* (a start within tol of the surface may be either) */
        ocheck(vdistl(h.pos, gadd(q.p, lscale(q.d, (L)h.time))) <= tol ||
                   (path_f(&q, 0) <= tol && h.time == 0),
               "pos = P + tD",
               "pos (%a, %a)", (double)h.pos.x, (double)h.pos.y);
    ocheck(vdistl(h.delta, lscale(q.d, -(1 - (L)h.time))) <= tol, "delta = -(1-t)D",
           "delta (%a, %a)", (double)h.delta.x, (double)h.delta.y);
    ocheck(unit_ok(h.normal), "unit normal", "normal (%a, %a)", (double)h.normal.x,
           (double)h.normal.y);
    ocheck(fabsl(conv_sd(c, lvv(h.pos))) <= tol, "pos on A's surface",
           "pos (%a, %a) is %Lg from it", (double)h.pos.x, (double)h.pos.y,
           conv_sd(c, lvv(h.pos)));
    if ((h.time > 0 || path_f(&q, 0) > tol) && unit_ok(h.normal)) { /* a clear entry */
        /* the normal supports A at a point of the path within the entry
           window (at a grazing entry the window is long) */
        GV n = lvv(h.normal);
        L t1 = t_in > 1 ? 1 : t_in;
        L g0 = conv_support(c, n) - gdot(n, gadd(q.p, lscale(q.d, t_out)));
        L g1 = conv_support(c, n) - gdot(n, gadd(q.p, lscale(q.d, t1)));
        ocheck((g0 < g1 ? g0 : g1) <= normal_slack(c), "normal supports A at contact",
               "normal (%a, %a) off by %Lg", (double)h.normal.x, (double)h.normal.y,
               g0 < g1 ? g0 : g1);
    }
}

/* The library's static test for a sweep's pair. */
static int lib_static(static_fn st, Shape a, Shape b) { return st(a, b, NULL); }

/* A sweep of b along d against a. */
/* A start inside whose push-out normal n had its sign picked: the centers
   of a and b (a capsule's is the middle of its axis) level across n, C . n
   zero within the rounding of the library's C and n (the book's
   "Finishing a sweep"). A triangle has no center in this sense. Sets
   *exact when C . n is exactly zero and n is along an axis: then the
   library must see the tie too. */
static int centers_level(Shape a, Shape b, isect_vec n, int *exact)
{
    GV ca, cb, c;
    L cn, slack;
    *exact = 0;
    if (a.k == SK_TRI || b.k == SK_TRI)
        return 0;
    ca = lvv(a.p[0]);
    cb = lvv(b.p[0]);
    if (a.k == SK_CAPSULE) ca = gadd(ca, gv(0.5L * a.p[1].x, 0.5L * a.p[1].y));
    if (b.k == SK_CAPSULE) cb = gadd(cb, gv(0.5L * b.p[1].x, 0.5L * b.p[1].y));
    c = gsub(cb, ca);
    cn = gdot(c, lvv(n));
    slack = 16 * REAL_EPS * (fabsl(c.x * n.x) + fabsl(c.y * n.y)
                             + fabsl(ca.x) + fabsl(ca.y) + fabsl(cb.x) + fabsl(cb.y));
    *exact = cn == 0 && (n.x == 0 || n.y == 0);
    return fabsl(cn) <= slack;
}

static void check_sweep(int hit, isect_sweep sw, Shape a, Shape b, isect_vec d, static_fn st)
{
    GConv k = conv_diff(a, b), ca = shape_conv(a);
    Path q;
    L tmin, fmin, t_out, t_in, f0;
    int start_in = lib_static(st, a, b);
    q.c = &k;
    q.p = gv(0, 0);
    q.d = lvv(d);
    ocheck(sweep_finite(sw), "finite", "-");
    if (d.x == 0 && d.y == 0) { /* zero movement: the static test */
        isect_hit h;
        int s = st(a, b, &h);
        ocheck(s == hit, "zero move = static", "sweep %d, static %d", hit, s);
        check_static(hit, sw.hit, a, b, 0);
        if (hit) ocheck(sw.time == 0 && same_vec(sw.pos, b.p[0]), "zero move stays",
                        "time %a", (double)sw.time);
        return;
    }
    f0 = path_f(&q, 0);
    fmin = path_min(&q, &tmin);
    if (!hit) {
        isect_vec end = V((double)b.p[0].x + d.x, (double)b.p[0].y + d.y);
        ocheck(sw.time == 1 && same_vec(sw.pos, end) && sw.hit.time == 1 &&
                   sw.hit.pos.x == 0 && sw.hit.pos.y == 0 && sw.hit.normal.x == 0 &&
                   sw.hit.normal.y == 0 && sw.hit.delta.x == 0 && sw.hit.delta.y == 0,
               "miss reaches the end", "sweep time %a pos (%a, %a)", (double)sw.time,
               (double)sw.pos.x, (double)sw.pos.y);
    }
    if (start_in) { /* starts overlapping, by the library's own static test */
        isect_hit h;
        if (st(a, b, &h) && unit_ok(h.normal)) {
            L dn = gdot(lvv(d), lvv(h.normal));
            /* the library decides D . N in isect_real: a motion along the
               surface to within its rounding may go either way */
            L dn_slack = 4 * REAL_EPS * (fabsl((L)d.x) + fabsl((L)d.y));
            int exact, level = centers_level(a, b, h.normal, &exact);
            if (dn < -dn_slack && f0 < -tol && !level)
                ocheck(hit && sw.time == 0 && sw.hit.time == 0, "start inside, moving in: time 0",
                       "hit %d time %a", hit, (double)sw.time);
            if (exact)
                ocheck(!hit && sw.time == 1, "start inside, centers level: not blocked",
                       "hit %d time %a", hit, (double)sw.time);
            if (dn >= 0)
                ocheck(sw.time > 0, "start inside, moving away: not blocked",
                       "hit %d, sweep time %a, D . normal %Lg", hit, (double)sw.time, dn);
        }
        return;
    }
    if (f0 < -tol) return; /* overlapping, but the static test says not: its own failure */
    if (fmin < -tol) ocheck(hit, "enters -> hit", "goes %Lg deep at t %Lg", -fmin, tmin);
    if (fmin > tol) ocheck(!hit, "clear -> miss", "stays %Lg out", fmin);
    ocheck(!lib_static(st, a, shape_move(b, (double)sw.pos.x - b.p[0].x,
                                         (double)sw.pos.y - b.p[0].y)),
           "never ends inside", "sweep.pos (%a, %a), time %a", (double)sw.pos.x,
               (double)sw.pos.y, (double)sw.time);
    if (!hit) return;
    t_out = path_entry(&q, (L)tol, fmin, tmin);
    t_in = path_entry(&q, -(L)tol, fmin, tmin);
    ocheck(sw.hit.time >= t_out - 2 * REAL_EPS &&
               sw.hit.time <= (t_in > 1 ? 1 : t_in) + 2 * REAL_EPS &&
               path_f(&q, (L)sw.hit.time) <= tol,
           "first contact time", "time %a, entry window [%La, %La]", (double)sw.hit.time, t_out,
           t_in);
    ocheck(vdistl(sw.hit.delta, lscale(q.d, -(1 - (L)sw.hit.time))) <= tol, "delta = -(1-t)D",
           "delta (%a, %a)", (double)sw.hit.delta.x, (double)sw.hit.delta.y);
    ocheck(unit_ok(sw.hit.normal), "unit normal", "normal (%a, %a)", (double)sw.hit.normal.x,
           (double)sw.hit.normal.y);
    {
        L t = (L)sw.hit.time;
        /* "Where to stop" (isect_back_off) promises an exact procedure, so
           the oracle replays it in isect_real with the header's own vector
           helpers: the first step back is s = g / speed, with g = 4 eps m +
           the least normal number (m the largest coordinate of the start,
           the end and the contact point) and speed = -D.N, or |Dx| + |Dy|
           when -D.N is not above (|Dx| + |Dy|) / 4096; the try at
           hit.time - s is reported unless the library's static test, at the
           position start + time D rounded as the library rounds it, still
           overlaps; then s grows fourfold, at most 32 tries, stopping at a
           time that is not positive; then the times hit.time * k / 32 for k
           = 31 down to 1 are tried the same way, and if none is clear, 0.
           The replay's answer must be the sweep's time exactly. (At a
           grazing contact the static test's answer at one try is rounding
           noise, so a replay in long double would disagree by chance; the
           promise is about the library's own rounded tries.) */
        isect_vec st0 = b.p[0], end0 = isect_add(st0, d);
        isect_real mr = isect_abs(st0.x), gap, spd, stp, tt, expect = 0;
        int tries;
        if (isect_abs(st0.y) > mr) mr = isect_abs(st0.y);
        if (isect_abs(end0.x) > mr) mr = isect_abs(end0.x);
        if (isect_abs(end0.y) > mr) mr = isect_abs(end0.y);
        if (isect_abs(sw.hit.pos.x) > mr) mr = isect_abs(sw.hit.pos.x);
        if (isect_abs(sw.hit.pos.y) > mr) mr = isect_abs(sw.hit.pos.y);
        gap = 4 * (isect_real)REAL_EPS * mr + REAL_MIN_NORMAL;
        spd = -isect_dot(d, sw.hit.normal);
        if (!(spd > (isect_abs(d.x) + isect_abs(d.y)) / 4096))
            spd = isect_abs(d.x) + isect_abs(d.y);
        stp = gap / spd;
        for (tries = 0; tries < 32 + 31; tries++) {
            Shape bq = b;
            if (tries < 32) {
                tt = sw.hit.time - stp;
                stp *= 4;
                if (!(tt > 0)) tries = 31; /* on to the even steps */
            }
            if (tries >= 32) tt = sw.hit.time * (isect_real)(63 - tries) / 32;
            if (!(tt > 0)) continue;
            bq.p[0] = isect_add(st0, isect_scale(d, tt));
            if (b.k == SK_TRI) bq = shape_move(b, (double)bq.p[0].x - (double)st0.x,
                                               (double)bq.p[0].y - (double)st0.y);
            if (!lib_static(st, a, bq)) { expect = tt; break; }
        }
        Shape bt = shape_move(b, (double)(t * q.d.x), (double)(t * q.d.y));
        GConv cb = shape_conv(bt);
        GV n = lvv(sw.hit.normal);
        ocheck(sw.time <= sw.hit.time && sw.time == expect,
               "backs off just short", "hit time %a, sweep time %a, the rule's %a",
               (double)sw.hit.time, (double)sw.time, (double)expect);
        ocheck(vdistl(sw.pos, gadd(lvv(b.p[0]), lscale(q.d, (L)sw.time))) <= tol,
               "sweep.pos = start + time D", "pos (%a, %a)", (double)sw.pos.x, (double)sw.pos.y);
        ocheck(fabsl(conv_sd(&ca, lvv(sw.hit.pos))) <= tol, "pos on A's surface",
               "hit.pos (%a, %a) is %Lg from it", (double)sw.hit.pos.x, (double)sw.hit.pos.y,
               conv_sd(&ca, lvv(sw.hit.pos)));
        ocheck(fabsl(conv_sd(&cb, lvv(sw.hit.pos))) <= tol, "pos on B at contact",
               "hit.pos (%a, %a) is %Lg from it", (double)sw.hit.pos.x, (double)sw.hit.pos.y,
               conv_sd(&cb, lvv(sw.hit.pos)));
        if (unit_ok(sw.hit.normal) && (t > 0 || f0 > tol)) {
            L t1 = t_in > 1 ? 1 : t_in;
            L g0 = conv_support(&k, n) - gdot(n, lscale(q.d, t_out));
            L g1 = conv_support(&k, n) - gdot(n, lscale(q.d, t1));
            ocheck((g0 < g1 ? g0 : g1) <= normal_slack(&k), "normal supports A at contact",
                   "normal (%a, %a) off by %Lg", (double)sw.hit.normal.x,
                   (double)sw.hit.normal.y, g0 < g1 ? g0 : g1);
        }
    }
}

/* ---- the functions under test (oracle.h's, behind one signature) ------------ */

/* Starts case i of n of f: the phase, then A at the origin and B near it. */
static void draw_shapes(const TestFn *f, long i, long n)
{
    k_trial = i;
    draw_phase(i, n);
    A = gen_shape(f->ka, 0, 0);
    B = gen_shape(f->kb, (double)A.p[0].x, (double)A.p[0].y);
}

static const TestFn statics[] = {
    {"isect_aabb_point", SK_AABB, SK_POINT, st_aabb_point, NULL},
    {"isect_aabb_aabb", SK_AABB, SK_AABB, st_aabb_aabb, NULL},
    {"isect_circle_point", SK_CIRCLE, SK_POINT, st_circle_point, NULL},
    {"isect_circle_point (padding)", SK_CIRCLE, SK_POINT, st_circle_point_pad, NULL},
    {"isect_circle_circle", SK_CIRCLE, SK_CIRCLE, st_circle_circle, NULL},
    {"isect_aabb_circle", SK_AABB, SK_CIRCLE, st_aabb_circle, NULL},
    {"isect_circle_aabb", SK_CIRCLE, SK_AABB, st_circle_aabb, NULL},
    {"isect_capsule_point", SK_CAPSULE, SK_POINT, st_capsule_point, NULL},
    {"isect_capsule_circle", SK_CAPSULE, SK_CIRCLE, st_capsule_circle, NULL},
    {"isect_capsule_capsule", SK_CAPSULE, SK_CAPSULE, st_capsule_capsule, NULL},
    {"isect_capsule_aabb", SK_CAPSULE, SK_AABB, st_capsule_aabb, NULL},
    {"isect_triangle_point", SK_TRI, SK_POINT, st_triangle_point, NULL},
    {"isect_triangle_circle", SK_TRI, SK_CIRCLE, st_triangle_circle, NULL},
    {"isect_triangle_aabb", SK_TRI, SK_AABB, st_triangle_aabb, NULL},
    {"isect_triangle_triangle", SK_TRI, SK_TRI, st_triangle_triangle, NULL},
};
#define N_STATIC ((int)(sizeof statics / sizeof statics[0]))

/* Places b so that it touches a along a drawn direction, then nudges it. */
static Shape place_touching(Shape a, Shape b)
{
    GConv k = conv_diff(a, b);
    GV n = draw_dir(&k), e = conv_boundary(&k, n);
    double sc = shape_scale(shape_scale(0, a), b);
    e = gadd(e, lscale(n, draw_nudge(sc)));
    return shape_move(b, (double)e.x, (double)e.y);
}

/* Checks the current case (A, B) on f. */
static void static_case(const TestFn *f)
{
    isect_hit h = marked_hit();
    int hit, hit0;
    cur_fn = fn_id(f->name);
    what = 0;
    P = D = Q = E = PADV = ZERO;
    if (f->st != st_circle_point_pad) PADR = 0;
    set_tol();
    hit = f->st(A, B, &h);
    hit0 = f->st(A, B, NULL);
    count_case(hit, hit0);
    if (!hit) ocheck(hit_is_marked(h), "miss leaves out alone", "-");
    /* documented: capsules of radius zero never overlap; a capsule of
       radius zero against a box of zero width or height is left open (the
       prose says both "through its inside" and "crossings included"), so it
       is not decided */
    if (f->st == st_capsule_aabb && A.r == 0 && (B.half.x == 0 || B.half.y == 0)) return;
    if (f->st == st_circle_point_pad) { /* the test grows the circle; pos stays on the real one */
        Shape grown = A;
        grown.r = R((double)A.r + PADR);
        check_static_on(hit, h, grown, B, 0, A);
        return;
    }
    check_static(hit, h, A, B, f->st == st_capsule_capsule && A.r == 0 && B.r == 0);
}

static void run_static(const TestFn *f, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        draw_shapes(f, i, n);
        PADR = 0;
        if (f->st == st_circle_point_pad) {
            Shape grown = A;
            PADR = R(ds(5));
            grown.r = R((double)A.r + PADR);
            if (phase_near) B = place_touching(grown, B);
        } else if (phase_near) {
            B = place_touching(A, B);
        }
        A = shape_move(A, phase_off, phase_off);
        B = shape_move(B, phase_off, phase_off);
        static_case(f);
    }
}

/* ---- segment tests ----------------------------------------------------------- */

enum { SEG_AABB, SEG_CIRCLE, SEG_CAPSULE, SEG_TRI };

/* Draws a path against the set c: random, or near its boundary (ending on
   it, tangent to it, starting on it, or through a boundary point). */
static void draw_path(const GConv *c, double cx, double cy, double sc, GV *p, GV *d)
{
    if (!phase_near) {
        L x = (L)(cx + dc(30));
        L y = (L)(cy + dc(30));
        *p = gv(x, y);
        *d = rng_chance(0.05) ? gv(0, 0) : dc_gv(40);
        return;
    }
    {
        GV n = draw_dir(c), b = conv_boundary(c, n), w = gv(-n.y, n.x), u;
        L len = grid ? (L)rng_int(1, 40) / 2 : (L)(0.5 + 20 * rng_unit());
        L nudge = draw_nudge(sc);
        L a = (L)rng_unit() * 3.14159265358979L;
        u = gadd(lscale(n, sinl(a)), lscale(w, cosl(a))); /* u . n >= 0: outward */
        if (grid && rng_chance(0.5)) {
            u = n;
        } else if (grid) {
            L ux = (L)rng_int(-2, 2);
            L uy = (L)rng_int(-2, 2);
            u = gv(ux, uy);
        }
        if (llen(u) == 0) u = n;
        b = gadd(b, lscale(n, nudge));
        switch (rng_int(0, 4)) {
        case 0: *p = gadd(b, lscale(u, len)); *d = gsub(b, *p); break;            /* ends on it */
        case 1: *p = gsub(b, lscale(w, len)); *d = lscale(w, 2 * len); break;     /* tangent */
        case 2: *p = b; *d = lscale(u, rng_chance(0.5) ? len : -len); break;     /* starts on it */
        case 3: *p = gadd(b, lscale(u, len)); *d = lscale(u, -2 * len); break;    /* through it */
        default: *p = gsub(b, lscale(w, len)); *d = lscale(w, len); break;       /* ends at it, along */
        }
    }
}

static const char *const seg_names[] = {"isect_aabb_segment", "isect_circle_segment",
                                        "isect_capsule_segment", "isect_triangle_segment"};

/* Checks the current case (A, P, D, PADV, PADR) on the segment test kind. */
static void segment_case(int kind)
{
    isect_hit h = marked_hit();
    int hit, hit0;
    Shape g;
    GConv c;
    cur_fn = fn_id(seg_names[kind]);
    what = 1;
    g = A;
    g.half = V((double)A.half.x + PADV.x, (double)A.half.y + PADV.y);
    g.r = R((double)A.r + PADR);
    B = A;
    Q = E = ZERO;
    set_tol();
    c = shape_conv(g);
    switch (kind) {
    case SEG_AABB:
        hit = isect_aabb_segment(to_aabb(A), P, D, PADV, &h);
        hit0 = isect_aabb_segment(to_aabb(A), P, D, PADV, NULL);
        break;
    case SEG_CIRCLE:
        hit = isect_circle_segment(to_circle(A), P, D, PADR, &h);
        hit0 = isect_circle_segment(to_circle(A), P, D, PADR, NULL);
        break;
    case SEG_CAPSULE:
        hit = isect_capsule_segment(to_capsule(A), P, D, &h);
        hit0 = isect_capsule_segment(to_capsule(A), P, D, NULL);
        break;
    default:
        hit = isect_triangle_segment(to_tri(A), P, D, &h);
        hit0 = isect_triangle_segment(to_tri(A), P, D, NULL);
        break;
    }
    count_case(hit, hit0);
    if (!hit) ocheck(hit_is_marked(h), "miss leaves out alone", "-");
    check_segment(hit, h, &c, P, D);
    if (kind == SEG_CIRCLE && PADR == 0) { /* the boolean twin */
        int o = isect_circle_overlaps_segment(to_circle(A), P, D);
        Path q;
        L tm, fm;
        q.c = &c; q.p = lvv(P); q.d = lvv(D);
        fm = path_min(&q, &tm);
        cur_fn = fn_id("isect_circle_overlaps_segment");
        fn_cases[cur_fn]++;
        if (fm < -tol) ocheck(o, "enters -> hit", "goes %Lg deep", -fm);
        if (fm > tol) ocheck(!o, "clear -> miss", "stays %Lg out", fm);
    }
}

static void run_segment(int kind, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        Shape g;
        GConv c;
        GV p, d;
        k_trial = i;
        draw_phase(i, n);
        A = gen_shape(kind == SEG_AABB ? SK_AABB : kind == SEG_CIRCLE ? SK_CIRCLE
                      : kind == SEG_CAPSULE ? SK_CAPSULE : SK_TRI, 0, 0);
        PADV = ZERO;
        PADR = 0;
        if (kind == SEG_AABB && rng_chance(0.3)) PADV = ds_vec(5);
        if (kind == SEG_CIRCLE && rng_chance(0.3)) PADR = R(ds(5));
        g = A;
        g.half = V((double)A.half.x + PADV.x, (double)A.half.y + PADV.y);
        g.r = R((double)A.r + PADR);
        c = shape_conv(g);
        draw_path(&c, (double)A.p[0].x, (double)A.p[0].y, shape_scale(0, g), &p, &d);
        P = V((double)p.x + phase_off, (double)p.y + phase_off);
        D = V((double)d.x, (double)d.y);
        A = shape_move(A, phase_off, phase_off);
        segment_case(kind);
    }
}

/* segment_segment: closed segments, ends count. */
/* Checks the current case (Q, E, P, D) on segment_segment. */
static void segseg_case(void)
{
    isect_hit h = marked_hit();
    isect_real st = R(MARK);
    int hit, hit0;
    GV a, e;
    L dmin, tmin, lo = 2;
    GConv c;
    Path q;
    cur_fn = fn_id("isect_segment_segment");
    what = 3;
    A = B = gen_shape(SK_POINT, 0, 0);
    A.p[0] = B.p[0] = ZERO;
    PADV = ZERO;
    PADR = 0;
    set_tol();
    hit = isect_segment_segment(Q, E, P, D, &h, &st);
    hit0 = isect_segment_segment(Q, E, P, D, NULL, NULL);
    count_case(hit, hit0);
    a = lvv(Q); e = lvv(E);
    c.n = 2; c.h[0] = a; c.h[1] = gadd(a, e); c.r = 0;
    if (e.x == 0 && e.y == 0) c.n = 1;
    q.c = &c; q.p = lvv(P); q.d = lvv(D);
    dmin = path_min(&q, &tmin);
    if (dmin > tol) ocheck(!hit, "apart -> miss", "%Lg apart", dmin);
    {   /* a clear crossing: each segment's ends strictly on both sides of the other's line */
        GV pp = lvv(P), dd = lvv(D);
        L la = llen(e), ld = llen(dd);
        if (la > 0 && ld > 0) {
            L s1 = gcross(e, gsub(pp, a)) / la, s2 = gcross(e, gsub(gadd(pp, dd), a)) / la;
            L s3 = gcross(dd, gsub(a, pp)) / ld, s4 = gcross(dd, gsub(gadd(a, e), pp)) / ld;
            if (((s1 > tol && s2 < -tol) || (s1 < -tol && s2 > tol)) &&
                ((s3 > tol && s4 < -tol) || (s3 < -tol && s4 > tol)))
                ocheck(hit, "crossing -> hit", "-");
        }
    }
    if (!hit) {
        ocheck(hit_is_marked(h) && st == R(MARK), "miss leaves out alone", "-");
        return;
    }
    lo = path_entry(&q, (L)tol, dmin, tmin);
    ocheck(hit_finite(h) && isfinite(st) && st >= 0 && st <= 1 && h.time >= 0 && h.time <= 1,
           "finite, times in [0, 1]", "time %a seg_time %a", (double)h.time, (double)st);
    ocheck(vdistl(h.pos, gadd(q.p, lscale(q.d, (L)h.time))) <= tol, "pos = P + tD",
           "pos (%a, %a)", (double)h.pos.x, (double)h.pos.y);
    ocheck(vdistl(h.pos, gadd(a, lscale(e, (L)st))) <= tol, "pos = A + sE",
           "pos (%a, %a), s %a", (double)h.pos.x, (double)h.pos.y, (double)st);
    ocheck(vdistl(h.delta, lscale(q.d, -(1 - (L)h.time))) <= tol, "delta = -(1-t)D",
           "delta (%a, %a)", (double)h.delta.x, (double)h.delta.y);
    ocheck(unit_ok(h.normal), "unit normal", "normal (%a, %a)", (double)h.normal.x,
           (double)h.normal.y);
    /* the first point of the second segment on the first: nothing
       earlier is nearer than tol */
    ocheck(h.time >= lo - 2 * REAL_EPS, "first point on the first segment",
           "time %a, earliest within tol %La", (double)h.time, lo);
    {   /* the normal faces the second segment's start, across the first
           segment's line, when that start is clearly off the line */
        L la = llen(e), side = la > 0 ? gcross(e, gsub(lvv(P), a)) / la : 0;
        GV n = lvv(h.normal);
        if (la > 0 && fabsl(side) > tol && unit_ok(h.normal))
            ocheck(fabsl(gdot(n, e)) / la <= NORMAL_TOL && gdot(n, gsub(lvv(P), a)) > 0,
                   "normal faces the second start", "normal (%a, %a)", (double)h.normal.x,
                   (double)h.normal.y);
    }
}

static void run_segseg(long n)
{
    long i;
    for (i = 0; i < n; i++) {
        GV p, d;
        k_trial = i;
        draw_phase(i, n);
        Q = dc_vec(20);
        E = rng_chance(0.05) ? ZERO : dc_vec(25);
        if (phase_near) { /* T-junctions, shared ends, collinear, near misses */
            GV ee = lvv(E), nn;
            L s = grid ? (L)rng_int(0, 4) / 4 : (L)rng_unit(), len = (L)rng_int(1, 20) / 2;
            GV base = gadd(lvv(Q), lscale(ee, s));
            L l = llen(ee);
            nn = l > 0 ? gv(-ee.y / l, ee.x / l) : gv(0, 1);
            base = gadd(base, lscale(nn, draw_nudge(20)));
            switch (rng_int(0, 3)) {
            case 0: p = base; d = dc_gv(20); break; /* starts on it */
            case 1: d = dc_gv(20); p = gsub(base, d); break; /* ends on it */
            case 2: p = gadd(base, lscale(ee, len)); d = lscale(ee, -(L)rng_int(1, 8) / 4); break; /* collinear */
            default: p = gadd(base, lscale(nn, len)); d = lscale(nn, -2 * len); break; /* across */
            }
            P = V((double)p.x, (double)p.y);
            D = V((double)d.x, (double)d.y);
        } else {
            P = dc_vec(20);
            D = rng_chance(0.05) ? ZERO : dc_vec(25);
        }
        Q = V((double)Q.x + phase_off, (double)Q.y + phase_off);
        P = V((double)P.x + phase_off, (double)P.y + phase_off);
        segseg_case();
    }
}

/* ---- sweeps (oracle.h's table) --------------------------------------------- */

/* Draws b's start and the movement: random, or a path in K = A - B that
   ends on, grazes, starts on or passes through K's boundary. */
static void draw_sweep(Shape a, Shape *b, isect_vec *d)
{
    GConv k = conv_diff(a, *b);
    GV p, dd;
    draw_path(&k, 0, 0, shape_scale(shape_scale(0, a), *b), &p, &dd);
    if (!phase_near) { /* random: from b's own place */
        p = gv(0, 0);
        if (rng_chance(0.5)) { /* start apart, aim at a */
            GV n = draw_dir(&k);
            p = gadd(conv_boundary(&k, n), lscale(n, (L)(1 + 10 * rng_unit())));
            dd = lscale(gsub(lvv(a.p[0]), gadd(lvv(b->p[0]), p)), (L)(2 * rng_unit()));
        }
    }
    *b = shape_move(*b, (double)p.x, (double)p.y);
    *d = V((double)dd.x, (double)dd.y);
}

/* Checks the current case (A, B, D) on the sweep f. */
static void sweep_case(const TestFn *f)
{
    isect_sweep sw = nan_sweep();
    int hit, hit0;
    cur_fn = fn_id(f->name);
    what = 2;
    P = Q = E = PADV = ZERO;
    PADR = 0;
    set_tol();
    hit = f->sw(A, B, D, &sw);
    hit0 = f->sw(A, B, D, NULL);
    count_case(hit, hit0);
    check_sweep(hit, sw, A, B, D, f->st);
}

static void run_sweep(const TestFn *f, long n)
{
    long i;
    for (i = 0; i < n; i++) {
        draw_shapes(f, i, n);
        draw_sweep(A, &B, &D);
        A = shape_move(A, phase_off, phase_off);
        B = shape_move(B, phase_off, phase_off);
        sweep_case(f);
    }
}

/* ---- sweeping into many ------------------------------------------------------ */

static isect_shape lib_shape(Shape s)
{
    return s.k == SK_AABB ? isect_shape_aabb(to_aabb(s)) : isect_shape_circle(to_circle(s));
}

static bool one_sweep(Shape s, Shape b, isect_vec d, isect_sweep *o)
{
    if (s.k == SK_AABB)
        return b.k == SK_AABB ? isect_aabb_sweep_aabb(to_aabb(s), to_aabb(b), d, o)
                              : isect_aabb_sweep_circle(to_aabb(s), to_circle(b), d, o);
    return b.k == SK_AABB ? isect_circle_sweep_aabb(to_circle(s), to_aabb(b), d, o)
                          : isect_circle_sweep_circle(to_circle(s), to_circle(b), d, o);
}

static bool one_static_hit(Shape s, Shape b, isect_hit *h)
{
    if (s.k == SK_AABB)
        return b.k == SK_AABB ? isect_aabb_aabb(to_aabb(s), to_aabb(b), h)
                              : isect_aabb_circle(to_aabb(s), to_circle(b), h);
    return b.k == SK_AABB ? isect_circle_aabb(to_circle(s), to_aabb(b), h)
                          : isect_circle_circle(to_circle(s), to_circle(b), h);
}

static bool one_static(Shape s, Shape b)
{
    if (s.k == SK_AABB)
        return b.k == SK_AABB ? isect_aabb_aabb(to_aabb(s), to_aabb(b), NULL)
                              : isect_aabb_circle(to_aabb(s), to_circle(b), NULL);
    return b.k == SK_AABB ? isect_circle_aabb(to_circle(s), to_aabb(b), NULL)
                          : isect_circle_circle(to_circle(s), to_circle(b), NULL);
}

static bool into(const Shape *list, int n, Shape b, isect_vec d, isect_sweep *o, size_t *idx)
{
    isect_shape ls[8];
    int i;
    for (i = 0; i < n; i++) ls[i] = lib_shape(list[i]);
    return b.k == SK_AABB ? isect_sweep_aabb_into(ls, (size_t)n, to_aabb(b), d, o, idx)
                          : isect_sweep_circle_into(ls, (size_t)n, to_circle(b), d, o, idx);
}

static int same_result(isect_sweep a, isect_sweep b)
{
    return a.time == b.time && same_vec(a.pos, b.pos) && a.hit.time == b.hit.time &&
           same_vec(a.hit.normal, b.hit.normal);
}

/* Checks the current case (LIST, NLIST, B, D) on sweeping into many. */
static void into_case(int mover)
{
    isect_sweep sw, s2;
    Shape rev[8], rot[8];
    size_t idx = 99, idx2 = 99;
    int hit, any = 0, start_in = 0, j, enters = 0, clear = 1;
    double bt = 2;
    cur_fn = fn_id(mover == SK_AABB ? "isect_sweep_aabb_into" : "isect_sweep_circle_into");
    what = 4;
    A = LIST[0];
    P = Q = E = PADV = ZERO;
    PADR = 0;
    set_tol();
    hit = into(LIST, NLIST, B, D, &sw, &idx);
    fn_cases[cur_fn]++;
    for (j = 0; j < NLIST; j++) {
        isect_sweep s;
        GConv k = conv_diff(LIST[j], B);
        Path q;
        L tm, fm;
        q.c = &k; q.p = gv(0, 0); q.d = lvv(D);
        fm = path_min(&q, &tm);
        if (fm < -tol) enters = 1;
        if (fm <= tol) clear = 0;
        if (one_static(LIST[j], B)) start_in = 1;
        if (one_sweep(LIST[j], B, D, &s)) {
            any = 1;
            if (s.hit.time < bt) bt = s.hit.time;
        }
    }
    if (enters && !start_in) ocheck(hit, "enters -> hit", "-");
    if (clear) ocheck(!hit, "clear -> miss", "-");
    ocheck(hit == any, "boolean = any single sweep", "into %d, single %d", hit, any);
    if (hit && any) {
        isect_sweep s;
        ocheck(sw.hit.time == bt, "earliest time", "time %a, earliest %a", (double)sw.hit.time, bt);
        /* The hit is shapes[index]'s, and so is the stop (its own
           back-off), or the stop is earlier only when the position at that
           stop overlaps a shape the mover was clear of at the start: one
           hit a hair later, whose back-off is longer, or one the path grazed
           (section "Where the query stops"; issue 12 dropped the earlier
           rule "the earliest stop of all the shapes hit", which a broad
           phase that stops looking after the winner could not follow). */
        if (idx < (size_t)NLIST && one_sweep(LIST[idx], B, D, &s) && sw.time != s.time) {
            isect_vec p0 = B.k == SK_AABB ? to_aabb(B).pos : to_circle(B).pos;
            isect_vec at = isect_add(p0, isect_scale(D, s.time));
            int blocked = 0;
            for (j = 0; j < NLIST; j++)
                if (!one_static(LIST[j], B) &&
                    one_static(LIST[j], shape_move(B, (double)at.x - B.p[0].x,
                                                   (double)at.y - B.p[0].y)))
                    blocked = 1;
            ocheck(sw.time < s.time && blocked, "stops at the winner's stop",
                   "time %a, winner's %a", (double)sw.time, (double)s.time);
        }
        ocheck(idx < (size_t)NLIST && one_sweep(LIST[idx], B, D, &s) &&
                   (s.time = sw.time, s.pos = sw.pos, same_result(s, sw)),
               "result of shapes[index]", "index %zu", idx);
    }
    {   /* overlapping at the start only shapes it moves away from: not blocked */
        int away = start_in;
        for (j = 0; j < NLIST; j++) {
            isect_hit h;
            isect_sweep s;
            if (one_static_hit(LIST[j], B, &h) && gdot(lvv(D), lvv(h.normal)) < 0) away = 0;
            /* a shape it only touches at the start and moves into blocks it at
               time 0 ("Starting in contact": touching is not overlapping, and
               the sweep's own contact decides); its own sweep is checked alone */
            if (!one_static(LIST[j], B) && one_sweep(LIST[j], B, D, &s) && s.time == 0)
                away = 0;
        }
        if (away && (D.x != 0 || D.y != 0))
            ocheck(sw.time > 0, "start inside, moving away: not blocked", "sweep time %a",
                   (double)sw.time);
    }
    if (!start_in)
        for (j = 0; j < NLIST; j++)
            ocheck(!one_static(LIST[j], shape_move(B, (double)sw.pos.x - B.p[0].x,
                                                   (double)sw.pos.y - B.p[0].y)),
                   "never ends inside", "shape %d at sweep.pos (%a, %a)", j,
                   (double)sw.pos.x, (double)sw.pos.y);
    for (j = 0; j < NLIST; j++) {
        rev[j] = LIST[NLIST - 1 - j];
        rot[j] = LIST[(j + 1) % NLIST];
    }
    into(rev, NLIST, B, D, &s2, &idx2);
    ocheck(same_result(sw, s2), "order-independent (reversed)",
           "time %a normal (%a, %a) vs time %a normal (%a, %a)", (double)sw.hit.time,
           (double)sw.hit.normal.x, (double)sw.hit.normal.y, (double)s2.hit.time,
           (double)s2.hit.normal.x, (double)s2.hit.normal.y);
    into(rot, NLIST, B, D, &s2, &idx2);
    ocheck(same_result(sw, s2), "order-independent (rotated)",
           "time %a normal (%a, %a) vs time %a normal (%a, %a)", (double)sw.hit.time,
           (double)sw.hit.normal.x, (double)sw.hit.normal.y, (double)s2.hit.time,
           (double)s2.hit.normal.x, (double)s2.hit.normal.y);
}

static void run_into(int mover, long n)
{
    long i;
    int j;
    for (i = 0; i < n; i++) {
        k_trial = i;
        draw_phase(i, n);
        if (rng_chance(0.5)) { /* a flush wall or floor of unit tiles, and a mover at a seam */
            int vert = rng_chance(0.5);
            double x0 = rng_int(-4, 4), y0 = rng_int(-4, 4);
            NLIST = rng_int(2, 6);
            for (j = 0; j < NLIST; j++) {
                Shape t;
                memset(&t, 0, sizeof t);
                t.k = SK_AABB;
                t.p[0] = vert ? V(x0, y0 + j) : V(x0 + j, y0);
                t.half = V(0.5, 0.5);
                LIST[j] = t;
            }
            B = gen_shape(mover, 0, 0);
            if (mover == SK_AABB) B.half = V(0.5, 0.5); else B.r = R(0.5);
            /* touching the wall's side, level with a seam (or a quarter off) */
            {
                double along = rng_int(0, 2) / 4.0; /* draws in a fixed order */
                double off = grid ? 0 : rng_int(0, 2) / 8.0;
                B.p[0] = vert ? V(x0 - 1 - off, y0 + 0.5 + along) : V(x0 + 0.5 + along, y0 + 1 + off);
            }
            {
                double dx = dc(vert ? 2 : 3);
                double dy = dc(vert ? 3 : 2);
                D = V(dx, dy);
            }
        } else {
            NLIST = rng_int(1, 6);
            for (j = 0; j < NLIST; j++) {
                int k = rng_chance(0.5) ? SK_AABB : SK_CIRCLE;
                double x = dc(20);
                double y = dc(20);
                LIST[j] = gen_shape(k, x, y);
            }
            B = gen_shape(mover, 0, 0);
            if (phase_near) {
                Shape a = LIST[rng_int(0, NLIST - 1)];
                draw_sweep(a, &B, &D);
            } else {
                D = dc_vec(40);
            }
        }
        for (j = 0; j < NLIST; j++) LIST[j] = shape_move(LIST[j], phase_off, phase_off);
        B = shape_move(B, phase_off, phase_off);
        into_case(mover);
    }
}

/* ---- the reproducers of issue 10 -------------------------------------------- */

static Shape mk(int k, double x, double y, double a, double b, double r)
{
    Shape s;
    memset(&s, 0, sizeof s);
    s.k = k;
    s.p[0] = V(x, y);
    if (k == SK_AABB) s.half = V(a, b);
    if (k == SK_CAPSULE) s.p[1] = V(a, b);
    s.r = R(r);
    return s;
}
static Shape mk_tri(double ax, double ay, double bx, double by, double cx, double cy)
{
    Shape s;
    memset(&s, 0, sizeof s);
    s.k = SK_TRI;
    s.p[0] = V(ax, ay);
    s.p[1] = V(bx, by);
    s.p[2] = V(cx, cy);
    return s;
}
/* Each reproducer of issue 10 that has a hit or a sweep to check, run
   through the same checks as the drawn cases (k_kind names it). The exact
   touching cases of its item 3 are in oracle_exact.c. */
static void run_issue10(void)
{
    static const double hs[4] = {0, 4e-15, 1e-20, 1e-15};
    static const double rs[2] = {1e-15, 1e-170};
    int i;
    k_trial = 0;
    phase_off = 0;

    k_kind = "issue 10 #1: stuck for good after a circle_sweep_aabb";
    A = mk(SK_CIRCLE, 600, 260, 0, 0, 12);
    B = mk(SK_AABB, 0x1.230000000001p+9, 0x1.f3ffff2059e36p+7, 6, 10, 0);
    D = V(-0x1.2c03beebf248cp-19, 0x1.932bcf5d64963p+2);
    sweep_case(fn_named(sweeps, N_SWEEP, "isect_circle_sweep_aabb"));
    {
        isect_sweep s;
        isect_circle_sweep_aabb(to_circle(A), to_aabb(B), D, &s);
        k_kind = "issue 10 #1: then straight away, delta (-5, 0)";
        B.p[0] = s.pos;
        D = V(-5, 0);
        sweep_case(fn_named(sweeps, N_SWEEP, "isect_circle_sweep_aabb"));
    }

    k_kind = "issue 10 #4: a flush wall of two tiles, jumping up along it";
    NLIST = 2;
    LIST[0] = mk(SK_AABB, 0, 0, 0.5, 0.5, 0);
    LIST[1] = mk(SK_AABB, 0, 1, 0.5, 0.5, 0);
    B = mk(SK_AABB, -1, 0.5, 0.5, 0.5, 0);
    D = V(0, 2);
    into_case(SK_AABB);
    D = V(0.25, 2); /* pressing into the wall while jumping */
    k_kind = "issue 10 #4: the same wall, pressing into it while jumping";
    into_case(SK_AABB);

    k_kind = "issue 10 #5: circle_aabb's contact point";
    A = mk(SK_CIRCLE, 0, 0, 0, 0, 1);
    B = mk(SK_AABB, 1.5, 0, 1, 1, 0);
    static_case(fn_named(statics, N_STATIC, "isect_circle_aabb"));
    D = V(-1, 0);
    B = mk(SK_AABB, 3.5, 0.25, 1, 1, 0);
    sweep_case(fn_named(sweeps, N_SWEEP, "isect_circle_sweep_aabb"));

    k_kind = "issue 10 #7: capsule push along the axis";
    A = mk(SK_CAPSULE, 52, 0, -52, 0, 10);
    B = mk(SK_CIRCLE, 1e-20, 0, 0, 0, 0);
    static_case(fn_named(statics, N_STATIC, "isect_capsule_circle"));
    k_kind = "issue 10 #7: flat triangle push";
    A = mk_tri(8.5, 4.0 / 3, 4.0 / 3, 4.0 / 3, 5, 4.0 / 3);
    B = mk(SK_CIRCLE, 4.0 / 3, 4.0 / 3, 0, 0, 1);
    static_case(fn_named(statics, N_STATIC, "isect_triangle_circle"));

    k_kind = "issue 10 #7: a point entering a box exactly through a corner";
    A = mk(SK_AABB, 10, 9.5, 5.75, 1, 0);
    B = mk(SK_CIRCLE, 0, 0, 0, 0, 0);
    D = V(4.75, 9.5);
    sweep_case(fn_named(sweeps, N_SWEEP, "isect_aabb_sweep_circle"));
    P = ZERO;
    PADV = ZERO;
    PADR = 0;
    segment_case(SEG_AABB);
    NLIST = 1;
    LIST[0] = A;
    into_case(SK_CIRCLE);

    k_kind = "issue 10 #7: walls thinner than a rounding error";
    for (i = 0; i < 4; i++) {
        A = mk(SK_CAPSULE, -30, 0, 74.86, 0, 10.75);
        B = mk(SK_AABB, 7.25, -8, hs[i], 50, 0);
        static_case(fn_named(statics, N_STATIC, "isect_capsule_aabb"));
    }

    k_kind = "issue 10 #7: crossing capsules with small radii";
    for (i = 0; i < 2; i++) {
        A = mk(SK_CAPSULE, 0.1, 0.2, 99.7, 0.3, rs[i]);
        B = mk(SK_CAPSULE, 50.3, -20.1, -0.7, 40.9, rs[i]);
        static_case(fn_named(statics, N_STATIC, "isect_capsule_capsule"));
        { Shape t = A; A = B; B = t; }
        static_case(fn_named(statics, N_STATIC, "isect_capsule_capsule"));
    }

    k_kind = "issue 10 #7: almost parallel segments";
    Q = V(0, 0); E = V(1, 0); P = V(0.5, 1); D = V(1e9, 10);
    segseg_case();
    Q = V(0.5, 1); E = V(1e9, 10); P = V(0, 0); D = V(1, 0);
    segseg_case();
    A = mk(SK_CAPSULE, 0, 10, 1e9, 12, 0.25);
    B = mk(SK_AABB, 0, 0, 10, 0, 0);
    static_case(fn_named(statics, N_STATIC, "isect_capsule_aabb"));

    k_kind = "issue 10 #7: segments meeting end to end far out";
    Q = V(0, 9.5); E = V(0, -487616); P = V(0, -487616); D = V(0, 9.5);
    segseg_case();

    k_kind = "issue 10 #7: a subnormal edge";
    A = mk_tri(0.25, 0, -0.25, 0, -0.25, -4.9e-324);
    B = mk(SK_AABB, 0.25, 0, 0.25, 1, 0);
    static_case(fn_named(statics, N_STATIC, "isect_triangle_aabb"));
}

int main(int argc, char **argv)
{
    long n = oracle_start(argc, argv, "oracle_long", 20000, 0x0AC1E10ULL, describe);
    int f;
    for (f = 0; f < N_STATIC; f++) run_static(&statics[f], n);
    run_segment(SEG_AABB, n);
    run_segment(SEG_CIRCLE, n);
    run_segment(SEG_CAPSULE, n);
    run_segment(SEG_TRI, n);
    run_segseg(n);
    for (f = 0; f < N_SWEEP; f++) run_sweep(&sweeps[f], n);
    run_into(SK_AABB, n);
    run_into(SK_CIRCLE, n);
    run_issue10();
    return oracle_finish();
}
