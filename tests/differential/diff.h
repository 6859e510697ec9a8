/* tests/differential/diff.h -- what the differential tests share: a random
   source, the three kinds of cases (random, half-integer grid, near-touching),
   a long-double referee for every shape the peers know, and the tally that
   prints, per function and peer, how many cases agreed, how many differed
   by a convention the test encodes, and how many failed (with the exact
   input in %a).

   Every shape here is a convex polygon (0 to 4 corners, counterclockwise)
   grown by a radius: a box or a triangle has radius 0, a circle is one
   corner grown, a capsule is two corners grown. The referee works on that
   one form in long double, so it knows nothing of how the library or the
   peers compute; it decides who is right when they disagree, and how far a
   case is from touching (the band in which a peer's tolerance or rounding
   may decide either way).

   Used from C (chipmunk.c, satgen.c) and from C++ (box2d.cpp). Include
   intersect.h first; with ISECT_FLOAT the library works in float. Define
   DIFF_FLOAT_INPUTS to make every input a float even in a double build (for
   a float-only peer). */
#ifndef DIFF_H
#define DIFF_H

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK_PRINT_LIMIT 3
#include "../check.h"

typedef long double ld;

/* ---------- random source (splitmix64: seeded, the same on every machine) */
static uint64_t diff_state = 0x9e3779b97f4a7c15u;

static inline uint64_t diff_next(void)
{
    uint64_t z = (diff_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static inline double diff_unit(void) /* [0, 1) */
{
    return (double)(diff_next() >> 11) * (1.0 / 9007199254740992.0);
}

static inline double diff_range(double lo, double hi)
{
    return lo + (hi - lo) * diff_unit();
}

static inline int diff_int(int n) /* 0 .. n-1 */
{
    return (int)(diff_next() % (uint64_t)n);
}

/* An input value as the library (and a float peer) receives it. */
static inline isect_real diff_in(double v)
{
#ifdef DIFF_FLOAT_INPUTS
    /* through a volatile float: g++ 12 -O2 vectorizes the pair of
       conversions in isect_v(diff_in(x), diff_in(y)) away */
    volatile float f = (float)v;
    return (isect_real)f;
#else
    return (isect_real)v;
#endif
}

/* Machine epsilon of the inputs and of the library's arithmetic. */
#if defined(ISECT_FLOAT) || defined(DIFF_FLOAT_INPUTS)
#define DIFF_IN_EPS ((ld)FLT_EPSILON)
#else
#define DIFF_IN_EPS ((ld)DBL_EPSILON)
#endif
#ifdef ISECT_FLOAT
#define DIFF_OUR_EPS ((ld)FLT_EPSILON)
#define DIFF_BUILD "float"
#else
#define DIFF_OUR_EPS ((ld)DBL_EPSILON)
#define DIFF_BUILD "double"
#endif

/* A coordinate a game would use: near the origin, or out to a few
   thousand. */
static inline double diff_coord(void)
{
    switch (diff_int(4)) {
    case 0: return diff_range(-4, 4);
    case 1: return diff_range(-60, 60);
    case 2: return diff_range(-1000, 1000);
    default: return diff_range(-5000, 5000);
    }
}

/* A size: 0.5 to 50, most of them small. */
static inline double diff_size(void)
{
    return 0.5 * pow(100.0, diff_unit());
}

/* A half-integer in [-lim, lim]. */
static inline double diff_half(int lim)
{
    return (double)(diff_int(4 * lim + 1) - 2 * lim) / 2;
}

/* ---------- shapes for the referee */
typedef struct dshape {
    int n;        /* corners: 1 circle/point, 2 capsule, 3 triangle, 4 box */
    ld x[4], y[4];
    ld r;
} dshape;

static inline dshape ds_box(isect_aabb b)
{
    dshape s;
    ld x0 = (ld)b.pos.x - (ld)b.half.x, x1 = (ld)b.pos.x + (ld)b.half.x;
    ld y0 = (ld)b.pos.y - (ld)b.half.y, y1 = (ld)b.pos.y + (ld)b.half.y;
    s.n = 4;
    s.x[0] = x0; s.y[0] = y0; s.x[1] = x1; s.y[1] = y0;
    s.x[2] = x1; s.y[2] = y1; s.x[3] = x0; s.y[3] = y1;
    s.r = 0;
    return s;
}

static inline dshape ds_circle(isect_circle c)
{
    dshape s;
    memset(&s, 0, sizeof s);
    s.n = 1;
    s.x[0] = c.pos.x; s.y[0] = c.pos.y;
    s.r = c.radius;
    return s;
}

static inline dshape ds_point(isect_vec p)
{
    isect_circle c;
    c.pos = p;
    c.radius = 0;
    return ds_circle(c);
}

static inline dshape ds_capsule(isect_capsule c)
{
    dshape s;
    memset(&s, 0, sizeof s);
    s.n = (c.delta.x == 0 && c.delta.y == 0) ? 1 : 2;
    s.x[0] = c.pos.x; s.y[0] = c.pos.y;
    s.x[1] = (ld)c.pos.x + (ld)c.delta.x; s.y[1] = (ld)c.pos.y + (ld)c.delta.y;
    s.r = c.radius;
    return s;
}

static inline ld ds_cross3(ld ax, ld ay, ld bx, ld by, ld cx, ld cy)
{
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

static inline dshape ds_tri(isect_triangle t)
{
    dshape s;
    memset(&s, 0, sizeof s);
    s.n = 3;
    s.x[0] = t.a.x; s.y[0] = t.a.y;
    if (ds_cross3(t.a.x, t.a.y, t.b.x, t.b.y, t.c.x, t.c.y) >= 0) {
        s.x[1] = t.b.x; s.y[1] = t.b.y; s.x[2] = t.c.x; s.y[2] = t.c.y;
    } else {
        s.x[1] = t.c.x; s.y[1] = t.c.y; s.x[2] = t.b.x; s.y[2] = t.b.y;
    }
    s.r = 0;
    return s;
}

static inline dshape ds_translate(dshape s, ld dx, ld dy)
{
    int i;
    for (i = 0; i < s.n; i++) { s.x[i] += dx; s.y[i] += dy; }
    return s;
}

/* The size of the numbers in a case: tolerances are this times an epsilon. */
static inline ld ds_scale(const dshape *a, const dshape *b)
{
    ld m = 1;
    int i;
    for (i = 0; i < a->n; i++) { m = fmaxl(m, fabsl(a->x[i])); m = fmaxl(m, fabsl(a->y[i])); }
    for (i = 0; b && i < b->n; i++) { m = fmaxl(m, fabsl(b->x[i])); m = fmaxl(m, fabsl(b->y[i])); }
    m = fmaxl(m, a->r);
    if (b) m = fmaxl(m, b->r);
    return m;
}

/* Edges of a core: a capsule's axis is one edge; a polygon's are closed. */
static inline int ds_edges(const dshape *s)
{
    return s->n <= 1 ? 0 : (s->n == 2 ? 1 : s->n);
}

/* Nearest point of segment (ax,ay)-(bx,by) to (px,py); returns the squared
   distance. */
static inline ld ds_near_seg(ld ax, ld ay, ld bx, ld by, ld px, ld py, ld *qx, ld *qy)
{
    ld ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey, t = 0;
    if (len2 > 0) {
        t = ((px - ax) * ex + (py - ay) * ey) / len2;
        if (t > 0 && t < 1) {
            /* beside the segment: cross^2 / len^2 is one correctly rounded
               division of exact numbers on the grid, so a distance that is
               exactly r comes out exactly r^2 */
            ld c = ex * (py - ay) - ey * (px - ax);
            *qx = ax + t * ex;
            *qy = ay + t * ey;
            return c * c / len2;
        }
        t = t <= 0 ? 0 : 1;
    }
    *qx = ax + t * ex;
    *qy = ay + t * ey;
    return (px - *qx) * (px - *qx) + (py - *qy) * (py - *qy);
}

/* Nearest point of the core of s to p (the corners' polygon, its edges when
   p is outside; p itself when p is inside a polygon core). */
static inline ld ds_core_near(const dshape *s, ld px, ld py, ld *qx, ld *qy, int *inside)
{
    int i, e = ds_edges(s), in = s->n >= 3;
    ld best;
    *qx = s->x[0]; *qy = s->y[0];
    best = (px - *qx) * (px - *qx) + (py - *qy) * (py - *qy);
    for (i = 0; i < e; i++) {
        int j = (i + 1) % s->n;
        ld x, y, d2 = ds_near_seg(s->x[i], s->y[i], s->x[j], s->y[j], px, py, &x, &y);
        if (d2 < best) { best = d2; *qx = x; *qy = y; }
        if (s->n >= 3 && ds_cross3(s->x[i], s->y[i], s->x[j], s->y[j], px, py) < 0) in = 0;
    }
    if (inside) *inside = in;
    return best;
}

/* Signed distance from a point to the shape (negative inside), and the
   shape's nearest surface point. */
static inline ld ds_point_sd(const dshape *s, ld px, ld py, ld *sx, ld *sy)
{
    ld qx, qy;
    int in;
    ld d = sqrtl(ds_core_near(s, px, py, &qx, &qy, &in));
    if (in && s->n >= 3) {
        /* inside a polygon core: the distance to the nearest edge */
        if (sx) { *sx = qx; *sy = qy; }
        return -d - s->r;
    }
    if (sx) {
        if (d > 0) { *sx = qx + (px - qx) * s->r / d; *sy = qy + (py - qy) * s->r / d; }
        else { *sx = qx; *sy = qy + s->r; }
    }
    return d - s->r;
}

/* How far apart two shapes are: the signed distance (negative: the depth
   of the overlap, the length of the shortest push that separates them) and
   the unit direction to move b along to separate them (or the direction from
   a to b when apart). Separating axes on both cores' edge normals and edge
   directions give the depth of two overlapping cores exactly (the edge
   normals of the cores are all the edge normals of their Minkowski
   difference); apart, the exact distance comes from corner-to-edge pairs. */
typedef struct dsep {
    ld sd, nx, ny;
} dsep;

static inline dsep ds_separation(const dshape *a, const dshape *b)
{
    const dshape *s[2];
    dsep out;
    ld gmax = -1e4000L, gx = 1, gy = 0;
    int k, i;
    s[0] = a; s[1] = b;
    for (k = 0; k < 3; k++) {
        int e = k < 2 ? ds_edges(s[k]) : 1, m;
        for (i = 0; i < e; i++) {
            for (m = 0; m < 2; m++) {
                ld ax, ay, len, mina = 1e4000L, maxa = -1e4000L, minb = 1e4000L, maxb = -1e4000L, g1, g2;
                int v;
                if (k < 2) {
                    int j = (i + 1) % s[k]->n;
                    ld ex = s[k]->x[j] - s[k]->x[i], ey = s[k]->y[j] - s[k]->y[i];
                    ax = m ? ex : -ey; ay = m ? ey : ex;
                } else {
                    if (m) continue;
                    /* two points: the axis through them */
                    if (a->n != 1 || b->n != 1) continue;
                    ax = b->x[0] - a->x[0]; ay = b->y[0] - a->y[0];
                    if (ax == 0 && ay == 0) ax = 1;
                }
                len = sqrtl(ax * ax + ay * ay);
                if (len == 0) continue;
                for (v = 0; v < a->n; v++) {
                    ld p = a->x[v] * ax + a->y[v] * ay;
                    mina = fminl(mina, p); maxa = fmaxl(maxa, p);
                }
                for (v = 0; v < b->n; v++) {
                    ld p = b->x[v] * ax + b->y[v] * ay;
                    minb = fminl(minb, p); maxb = fmaxl(maxb, p);
                }
                g1 = (minb - maxa) / len;
                g2 = (mina - maxb) / len;
                if (g1 > gmax) { gmax = g1; gx = ax / len; gy = ay / len; }
                if (g2 > gmax) { gmax = g2; gx = -ax / len; gy = -ay / len; }
            }
        }
    }
    if (gmax > 0) {
        /* apart: the nearest pair of a corner and an edge (or corner) */
        ld best = 1e4000L, bx = 0, by = 0, cx = 0, cy = 0;
        int w;
        for (w = 0; w < 2; w++) {
            const dshape *p = s[w], *q = s[1 - w];
            for (i = 0; i < p->n; i++) {
                ld x, y, d2 = ds_core_near(q, p->x[i], p->y[i], &x, &y, NULL);
                if (d2 < best) {
                    best = d2;
                    if (w == 0) { cx = p->x[i]; cy = p->y[i]; bx = x; by = y; }
                    else { cx = x; cy = y; bx = p->x[i]; by = p->y[i]; }
                }
            }
        }
        best = sqrtl(best);
        out.sd = best - a->r - b->r;
        out.nx = (bx - cx) / best;
        out.ny = (by - cy) / best;
        return out;
    }
    out.sd = gmax - a->r - b->r;
    out.nx = gx;
    out.ny = gy;
    return out;
}

/* A segment p + t d, t in [0, 1], against a shape: does it reach the
   inside, when does it first touch the shape (time 0 if it starts in or
   on it), and how deep does it get (the largest -sd along it: positive when
   it enters, negative when it stays that far outside, about zero when it
   grazes). */
typedef struct dray {
    int touch;   /* reaches the shape (touching counts) */
    ld t;        /* first time it touches */
    ld depth;
} dray;

static inline void ds_ray_circle(ld cx, ld cy, ld r, ld px, ld py, ld dx, ld dy, ld *t)
{
    ld mx = px - cx, my = py - cy;
    ld c = mx * mx + my * my - r * r, b = mx * dx + my * dy, a = dx * dx + dy * dy, disc, tt;
    if (c <= 0) { *t = 0; return; }
    if (a == 0 || b >= 0) return;
    disc = b * b - a * c;
    if (disc < 0) return;
    tt = c / (-b + sqrtl(disc));   /* the smaller root, without cancellation */
    if (tt <= 1 && tt < *t) *t = tt;
}

/* Cyrus-Beck on a counterclockwise polygon of n >= 3 corners: the entry
   time (or keeps *t) and the deepest point's depth along the segment when
   it enters. */
static inline void ds_ray_poly(int n, const ld *x, const ld *y, ld px, ld py, ld dx, ld dy, ld *t, ld *depth)
{
    ld t0 = 0, t1 = 1, h[4], g[4];
    int i, j;
    for (i = 0; i < n; i++) {
        int k = (i + 1) % n;
        ld ex = x[k] - x[i], ey = y[k] - y[i], len = sqrtl(ex * ex + ey * ey);
        /* inside distance to edge i at time t: h + g t */
        if (len == 0) { h[i] = 1e4000L; g[i] = 0; continue; }
        h[i] = (ex * (py - y[i]) - ey * (px - x[i])) / len;
        g[i] = (ex * dy - ey * dx) / len;
        if (g[i] == 0) { if (h[i] < 0) return; continue; }
        if (g[i] > 0) t0 = fmaxl(t0, -h[i] / g[i]);
        else t1 = fminl(t1, -h[i] / g[i]);
    }
    if (t0 > t1) return;
    if (t0 < *t) *t = t0;
    if (depth) {
        /* min_i (h_i + g_i t) is concave: its top is at an end or where two
           lines cross */
        ld cand[2 + 6], best = -1e4000L;
        int c = 0;
        cand[c++] = t0; cand[c++] = t1;
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++)
                if (g[i] != g[j]) {
                    ld tt = (h[j] - h[i]) / (g[i] - g[j]);
                    if (tt > t0 && tt < t1) cand[c++] = tt;
                }
        for (i = 0; i < c; i++) {
            ld m = 1e4000L;
            for (j = 0; j < n; j++) m = fminl(m, h[j] + g[j] * cand[i]);
            best = fmaxl(best, m);
        }
        *depth = best;
    }
}

/* Squared distance between segments p-q and a-b (0 if they cross). */
static inline ld ds_seg_seg2(ld px, ld py, ld qx, ld qy, ld ax, ld ay, ld bx, ld by)
{
    ld d1 = ds_cross3(ax, ay, bx, by, px, py), d2 = ds_cross3(ax, ay, bx, by, qx, qy);
    ld d3 = ds_cross3(px, py, qx, qy, ax, ay), d4 = ds_cross3(px, py, qx, qy, bx, by);
    ld x, y, m;
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
        return 0;
    m = ds_near_seg(ax, ay, bx, by, px, py, &x, &y);
    m = fminl(m, ds_near_seg(ax, ay, bx, by, qx, qy, &x, &y));
    m = fminl(m, ds_near_seg(px, py, qx, qy, ax, ay, &x, &y));
    m = fminl(m, ds_near_seg(px, py, qx, qy, bx, by, &x, &y));
    return m;
}

static inline dray ds_ray(const dshape *s, ld px, ld py, ld dx, ld dy)
{
    dray out;
    ld t = 2, qx = px + dx, qy = py + dy;
    out.depth = -1e4000L;
    if (s->n >= 3) {
        ld dist2 = 1e4000L;
        int i;
        ds_ray_poly(s->n, s->x, s->y, px, py, dx, dy, &t, &out.depth);
        if (t > 1) {
            for (i = 0; i < s->n; i++) {
                int j = (i + 1) % s->n;
                dist2 = fminl(dist2, ds_seg_seg2(px, py, qx, qy, s->x[i], s->y[i], s->x[j], s->y[j]));
            }
            out.depth = -sqrtl(dist2);
        }
        out.depth += s->r;
        if (s->r > 0) {
            /* a rounded polygon is the polygon, a band outside each edge
               and a circle at each corner: the first touch of any part */
            for (i = 0; i < s->n; i++) {
                int j = (i + 1) % s->n;
                ld ex = s->x[j] - s->x[i], ey = s->y[j] - s->y[i], len = sqrtl(ex * ex + ey * ey);
                ld x[4], y[4], nx, ny;
                ds_ray_circle(s->x[i], s->y[i], s->r, px, py, dx, dy, &t);
                if (len == 0) continue;
                nx = ey / len * s->r; ny = -ex / len * s->r;   /* outward (counterclockwise) */
                x[0] = s->x[i]; y[0] = s->y[i]; x[1] = s->x[i] + nx; y[1] = s->y[i] + ny;
                x[2] = s->x[j] + nx; y[2] = s->y[j] + ny; x[3] = s->x[j]; y[3] = s->y[j];
                /* x[] runs i, i+n, j+n, j: counterclockwise when n is outward */
                ds_ray_poly(4, x, y, px, py, dx, dy, &t, NULL);
            }
        }
    } else {
        ld ax = s->x[0], ay = s->y[0], bx = s->n == 2 ? s->x[1] : ax, by = s->n == 2 ? s->y[1] : ay;
        ld d2 = ds_seg_seg2(px, py, qx, qy, ax, ay, bx, by);
        out.depth = s->r - sqrtl(d2);
        ds_ray_circle(ax, ay, s->r, px, py, dx, dy, &t);
        if (s->n == 2) {
            ld ex = bx - ax, ey = by - ay, len = sqrtl(ex * ex + ey * ey);
            ld nx = -ey / len * s->r, ny = ex / len * s->r;
            ld x[4], y[4];
            ds_ray_circle(bx, by, s->r, px, py, dx, dy, &t);
            x[0] = ax - nx; y[0] = ay - ny; x[1] = bx - nx; y[1] = by - ny;
            x[2] = bx + nx; y[2] = by + ny; x[3] = ax + nx; y[3] = ay + ny;
            if (s->r > 0) ds_ray_poly(4, x, y, px, py, dx, dy, &t, NULL);
        }
    }
    out.touch = t <= 1;
    out.t = out.touch ? t : 1;
    return out;
}

/* Is n a valid outward unit normal of s at the surface point (sx, sy)?
   For a polygon core: n supports the core at its nearest point (every
   corner lies behind it); for a rounded shape: n points from the core to
   the surface point. Ties (a box corner, an edge shared by two faces) accept
   every normal of the cone. */
static inline int ds_normal_ok(const dshape *s, ld sx, ld sy, ld nx, ld ny, ld tol)
{
    ld qx, qy, len = sqrtl(nx * nx + ny * ny);
    int i;
    if (!(fabsl(len - 1) <= 1e-3L)) return 0;
    nx /= len; ny /= len;
    ds_core_near(s, sx, sy, &qx, &qy, NULL);
    for (i = 0; i < s->n; i++)
        if (nx * (s->x[i] - qx) + ny * (s->y[i] - qy) > tol) return 0;
    if (s->r > 0) {
        ld ux = sx - qx, uy = sy - qy, ul = sqrtl(ux * ux + uy * uy);
        if (ul > s->r / 2 && (ux * nx + uy * ny) / ul < 1 - 1e-3L) return 0;
    }
    return 1;
}

/* A random point on the surface of s, with corners and flat parts often
   (exactly, when the shape is on the grid and its radius is 0). */
static inline void ds_surface_point(const dshape *s, ld *px, ld *py)
{
    int e = ds_edges(s), i = diff_int(s->n);
    ld qx = s->x[i], qy = s->y[i];
    ld nx, ny, a;
    if (e > 0 && diff_int(3) > 0) {
        int j = (i + 1) % s->n;
        ld t = diff_int(4) == 0 ? 0.5L : (ld)diff_unit(), ex = s->x[j] - s->x[i], ey = s->y[j] - s->y[i];
        ld len = sqrtl(ex * ex + ey * ey);
        qx = s->x[i] + t * ex; qy = s->y[i] + t * ey;
        if (len > 0) {
            /* counterclockwise polygon (or either side of a capsule axis) */
            int side = (s->n == 2 && diff_int(2)) ? -1 : 1;
            *px = qx + side * ey / len * s->r;
            *py = qy - side * ex / len * s->r;
            return;
        }
    }
    a = diff_range(0, 6.283185307179586);
    nx = cosl(a); ny = sinl(a);
    *px = qx + nx * s->r;
    *py = qy + ny * s->r;
}

/* ---------- the tally */
#define DIFF_CONVS 8
typedef struct tally {
    const char *fn, *peer;
    long cases, agree, fail;
    const char *conv_name[DIFF_CONVS];
    long conv[DIFF_CONVS];
    char first_fail[1200];
} tally;

#define DIFF_MAX_TALLIES 64
static tally diff_tallies[DIFF_MAX_TALLIES];
static int diff_ntallies;
static char diff_input[1024];   /* the current case, in %a */

static inline tally *tally_new(const char *fn, const char *peer)
{
    tally *t = &diff_tallies[diff_ntallies++];
    memset(t, 0, sizeof *t);
    t->fn = fn;
    t->peer = peer;
    return t;
}

static inline void tally_agree(tally *t)
{
    t->cases++;
    t->agree++;
    check_passed_count++;
}

/* A disagreement the test explains: name says which convention. */
static inline void tally_conv(tally *t, const char *name)
{
    int i;
    t->cases++;
    check_passed_count++;
    for (i = 0; i < DIFF_CONVS && t->conv_name[i]; i++)
        if (strcmp(t->conv_name[i], name) == 0) break;
    if (i == DIFF_CONVS) i = DIFF_CONVS - 1;
    t->conv_name[i] = name;
    t->conv[i]++;
}

static inline void tally_fail(tally *t, const char *why)
{
    t->cases++;
    t->fail++;
    check_failed_count++;
    if (t->fail <= 3) {
        printf("FAIL %s vs %s (%s build): %s\n  input: %s\n", t->fn, t->peer, DIFF_BUILD, why, diff_input);
        fflush(stdout);
    }
    if (t->fail == 1)
        snprintf(t->first_fail, sizeof t->first_fail, "%s: %s", why, diff_input);
}

static inline void tally_print(void)
{
    int i, j;
    printf("\n%-34s %-26s %8s %8s %8s  conventions\n", "function (" DIFF_BUILD ")", "peer", "cases", "agree", "failed");
    for (i = 0; i < diff_ntallies; i++) {
        tally *t = &diff_tallies[i];
        printf("%-34s %-26s %8ld %8ld %8ld ", t->fn, t->peer, t->cases, t->agree, t->fail);
        for (j = 0; j < DIFF_CONVS && t->conv_name[j]; j++)
            printf(" %s %ld;", t->conv_name[j], t->conv[j]);
        printf("\n");
    }
    for (i = 0; i < diff_ntallies; i++)
        if (diff_tallies[i].fail)
            printf("first failure of %s vs %s: %s\n", diff_tallies[i].fn, diff_tallies[i].peer,
                   diff_tallies[i].first_fail);
}

/* ---------- writing the current case in %a */
static size_t diff_len;
static int diff_case_exact;   /* every input of the case is on the fine grid */
static inline void diff_begin(const char *fn)
{
    /* a named case's tally is "function (what it reproduces)": the
       function's name alone heads the input */
    int n = (int)strcspn(fn, " ");
    diff_case_exact = 1;
    diff_len = (size_t)snprintf(diff_input, sizeof diff_input, "%.*s(", n, fn);
}
static inline void diff_put(const char *fmt, ...);
#include <stdarg.h>
static inline void diff_put(const char *fmt, ...)
{
    va_list ap;
    if (diff_len >= sizeof diff_input) return;
    va_start(ap, fmt);
    diff_len += (size_t)vsnprintf(diff_input + diff_len, sizeof diff_input - diff_len, fmt, ap);
    va_end(ap);
}
static inline void diff_exact(isect_real v)
{
    double w = (double)v * 1024;
    if (!(fabs(v) < 1048576 && w == floor(w))) diff_case_exact = 0;
}
static inline void diff_vec(isect_vec v) { diff_exact(v.x); diff_exact(v.y); diff_put("(%a, %a)", (double)v.x, (double)v.y); }
static inline void diff_aabb(isect_aabb b) { diff_put("{"); diff_vec(b.pos); diff_put(", "); diff_vec(b.half); diff_put("}"); }
static inline void diff_circ(isect_circle c) { diff_exact(c.radius); diff_put("{"); diff_vec(c.pos); diff_put(", %a}", (double)c.radius); }
static inline void diff_caps(isect_capsule c)
{
    diff_exact(c.radius);
    diff_put("{"); diff_vec(c.pos); diff_put(", "); diff_vec(c.delta); diff_put(", %a}", (double)c.radius);
}
static inline void diff_tri(isect_triangle t)
{
    diff_put("{"); diff_vec(t.a); diff_put(", "); diff_vec(t.b); diff_put(", "); diff_vec(t.c); diff_put("}");
}
static inline void diff_sep(void) { diff_put(", "); }
static inline void diff_end(void) { diff_put(")"); }

/* ---------- generators of shapes; kind: 0 random, 1 grid, 2 (near-touching)
   starts random */
static inline isect_vec gen_vec(int kind, isect_vec base)
{
    if (kind == 1) return isect_v(diff_in(diff_half(8)), diff_in(diff_half(8)));
    return isect_v(diff_in((double)base.x + diff_range(-1, 1) * diff_size()),
                   diff_in((double)base.y + diff_range(-1, 1) * diff_size()));
}

static inline isect_vec gen_base(int kind)
{
    if (kind == 1) return isect_v(0, 0);
    return isect_v(diff_in(diff_coord()), diff_in(diff_coord()));
}

static inline isect_real gen_size(int kind)
{
    if (kind == 1) return diff_in((double)(1 + diff_int(8)) / 2);
    return diff_in(diff_size());
}

static inline isect_aabb gen_aabb(int kind, isect_vec base)
{
    isect_aabb b;
    b.pos = gen_vec(kind, base);
    b.half = isect_v(gen_size(kind), gen_size(kind));
    return b;
}

static inline isect_circle gen_circle(int kind, isect_vec base)
{
    isect_circle c;
    c.pos = gen_vec(kind, base);
    c.radius = gen_size(kind);
    return c;
}

static inline isect_capsule gen_capsule(int kind, isect_vec base)
{
    isect_capsule c;
    c.pos = gen_vec(kind, base);
    if (kind == 1) c.delta = isect_v(diff_in(diff_half(6)), diff_in(diff_half(6)));
    else c.delta = isect_v(diff_in(diff_range(-1, 1) * diff_size()), diff_in(diff_range(-1, 1) * diff_size()));
    c.radius = gen_size(kind);
    return c;
}

/* A triangle the float peers accept as a polygon: corners apart, area not
   a sliver (min_area as a fraction of the longest edge squared). */
static inline isect_triangle gen_triangle(int kind, isect_vec base, double min_area)
{
    isect_triangle t;
    for (;;) {
        double area, e1, e2, e3, m;
        t.a = gen_vec(kind, base);
        t.b = gen_vec(kind, base);
        t.c = gen_vec(kind, base);
        area = fabs((double)ds_cross3(t.a.x, t.a.y, t.b.x, t.b.y, t.c.x, t.c.y));
        e1 = hypot((double)(t.b.x - t.a.x), (double)(t.b.y - t.a.y));
        e2 = hypot((double)(t.c.x - t.b.x), (double)(t.c.y - t.b.y));
        e3 = hypot((double)(t.a.x - t.c.x), (double)(t.a.y - t.c.y));
        m = fmax(e1, fmax(e2, e3));
        if (area > 0 && area >= min_area * m * m && fmin(e1, fmin(e2, e3)) >= 0.05) return t;
    }
}

/* Near-touching: how far to move the second shape along the referee's
   direction so that it just touches, give or take a few units in the last
   place of the case's scale. */
static inline void gen_touch_offset(const dshape *a, const dshape *b, isect_real *dx, isect_real *dy)
{
    dsep s = ds_separation(a, b);
    ld sc = ds_scale(a, b), nudge = (ld)(diff_int(9) - 4) * DIFF_IN_EPS * sc;
    if (diff_int(4) == 0) nudge = 0;
    *dx = diff_in((double)(-(s.sd + nudge) * s.nx));
    *dy = diff_in((double)(-(s.sd + nudge) * s.ny));
    /* an axis-aligned direction stays exact */
    if (s.nx == 0) *dx = 0;
    if (s.ny == 0) *dy = 0;
}


/* ---------- comparing answers */

/* Exactly touching: only where the referee is exact. On inputs that are
   multiples of 1/1024 below 2^20 (the grid cases, and near-touching cases
   built on the grid) every product and sum the referee forms is exact in
   long double, and a square root of a perfect square is exact, so a zero
   it computes is a true zero. Elsewhere a computed zero may hide a true
   1e-25, and the case counts as near-touching instead. */
#define DIFF_TOUCHING(sd) (diff_case_exact && (sd) == 0)

/* A peer that is wrong where the referee is clear (far outside every
   tolerance band) is the peer's bug: counted apart, its first input
   printed, not a failure of ours. */
static inline void tally_peer_wrong(tally *t, const char *why)
{
    int i;
    for (i = 0; i < DIFF_CONVS && t->conv_name[i]; i++)
        if (strcmp(t->conv_name[i], "peer-wrong") == 0) break;
    if (i == DIFF_CONVS || !t->conv_name[i])
        printf("PEER-WRONG %s vs %s (%s build): %s\n  input: %s\n", t->fn, t->peer, DIFF_BUILD, why, diff_input);
    tally_conv(t, "peer-wrong");
}

/* One overlap test. hit: ours; peer: the peer's; sd: the referee's signed
   distance; band_peer: how close to touching the peer may decide either way
   (its tolerance or skin, and its rounding); our own rounding is
   64 eps of the scale. Both libraries count touching differently: the peers
   count touching (sd == 0) as overlap, we do not. */
static inline void diff_overlap(tally *t, int hit, int peer, ld sd, ld sc, ld band_peer)
{
    ld band_ours = 64 * DIFF_OUR_EPS * sc;
    if (hit && peer && DIFF_TOUCHING(sd)) {
        /* only touching, exactly (to the referee's long double): the peer
           counts it by its convention; ours must not */
        tally_fail(t, "touching counted as overlap (the peer counts it too, by its convention)");
        return;
    }
    if (hit == peer) {
        /* agreeing is not enough: the referee must not say otherwise */
        if (hit ? sd < band_peer + band_ours : sd > -(band_peer + band_ours)) tally_agree(t);
        else tally_fail(t, hit ? "ours and the peer hit, the referee says apart" : "ours and the peer miss, the referee says overlap");
        return;
    }
    if (DIFF_TOUCHING(sd) && peer && !hit) { tally_conv(t, "touching(peer-counts-it)"); return; }
    if (fabsl(sd) <= band_peer + band_ours) {
        /* within the band: the weaker property that holds is that our
           answer is "touching or near" on its side */
        if ((hit && sd < band_ours) || (!hit && sd > -band_ours))
            tally_conv(t, "near-touching(peer-tolerance)");
        else
            tally_fail(t, hit ? "ours hits though the referee says apart" : "ours misses an overlap");
        return;
    }
    if ((sd < 0) == (hit != 0)) tally_peer_wrong(t, peer ? "peer hits, referee says apart" : "peer misses, referee says overlap");
    else tally_fail(t, hit ? "ours hits, referee and peer say apart" : "ours misses, referee and peer say overlap");
}

/* Is p level with the center of s (the mean of its corners: a box, circle
   or capsule is symmetric about it) across the direction (nx, ny), within
   band? Within band of a capsule's end, the way out from the axis has no
   direction to speak of (the nearest point of the axis is the end, and p
   is on it), and any answer is one. */
static inline int ds_level_across(const dshape *s, isect_vec p, ld nx, ld ny, ld band)
{
    ld cx = 0, cy = 0;
    int i;
    for (i = 0; i < s->n; i++) {
        if (s->n == 2 && fabsl((ld)p.x - s->x[i]) + fabsl((ld)p.y - s->y[i]) <= band)
            return 1;
        cx += s->x[i];
        cy += s->y[i];
    }
    cx /= s->n;
    cy /= s->n;
    return fabsl(((ld)p.x - cx) * nx + ((ld)p.y - cy) * ny) <= band;
}

/* One segment test. s: the static shape; p, d: the segment; ours: hit and
   hit fields; peer: its hit, time, point (when has_pos), normal.
   peer_misses_inside: the peer reports no hit for a segment that starts
   inside (Box2D's ray casts: rays from inside are ignored). */
typedef struct dpeer_ray {
    int hit;
    ld t, px, py, nx, ny;
    int has_pos, misses_inside, misses_zero_length;
    int sweep;     /* ours is a sweep: starting in contact and moving away
                      or along is not blocked (the start-in-contact rule) */
    ld band;   /* the peer's tolerance band, as a distance */
    ld ntol;   /* how close the normals must be */
} dpeer_ray;

static inline void diff_ray(tally *t, const dshape *s, isect_vec p, isect_vec d, int hit, const isect_hit *h,
                     const dpeer_ray *q)
{
    ld sc = ds_scale(s, NULL), band_ours = 64 * DIFF_OUR_EPS * sc * 4;
    ld dx = d.x, dy = d.y, dl = sqrtl(dx * dx + dy * dy);
    ld sc2 = fmaxl(sc, fmaxl(fabsl((ld)p.x) + fabsl(dx), fabsl((ld)p.y) + fabsl(dy)));
    dray r = ds_ray(s, p.x, p.y, dx, dy);
    ld band = q->band + band_ours * sc2 / sc;
    ld start = ds_point_sd(s, p.x, p.y, NULL, NULL);
    if (hit != q->hit) {
        if (fabsl(r.depth) <= band) {
            if ((hit && r.depth > -band_ours) || (!hit && r.depth < band_ours))
                tally_conv(t, r.depth == 0 ? "grazing(peer-counts-touch)" : "grazing(peer-tolerance)");
            else
                tally_fail(t, "ours decides a grazing segment against the referee");
            return;
        }
        if (hit && !q->hit && start < -band && q->misses_inside) {
            if (h->time == 0) tally_conv(t, "starts-inside(peer-ignores)");
            else tally_fail(t, "starts inside but ours hits later than time 0");
            return;
        }
        if (hit && !q->hit && fabsl(start) <= band && q->misses_inside) {
            /* starting on the surface and going in: Box2D wants an entry
               strictly after the start and reports nothing; ours hits at
               (about) time 0 */
            ld c = dl > 0 ? fabsl(h->normal.x * dx + h->normal.y * dy) / dl : 1;
            ld tol = band * (1 + 1 / fmaxl(c, sqrtl(band / sc2)));
            if (h->time * dl <= band || fabsl((h->time - r.t) * dl) <= tol)
                tally_conv(t, "starts-on-surface(peer-ignores)");
            else tally_fail(t, "starts on the surface but ours hits later than the referee");
            return;
        }
        if (!hit && q->hit && q->sweep && start <= band) {
            /* starting in contact (touching, or inside): the peer blocks
               at time 0; a sweep of ours moving away from the shape or
               along it, d . n >= 0 with n the way out at the start, is not
               blocked */
            dshape pt;
            dsep out;
            memset(&pt, 0, sizeof pt);
            pt.n = 1; pt.x[0] = p.x; pt.y[0] = p.y;
            out = ds_separation(s, &pt);
            if (dx * out.nx + dy * out.ny >= -band * dl / sc2 * 64)
                tally_conv(t, "starts-in-contact-moving-away(not-blocked)");
            else if (s->n != 3 && ds_level_across(s, p, out.nx, out.ny, band))
                /* a box, circle or capsule is symmetric about its center:
                   with the start level with it across the way out, the way
                   out the other side is as short, and moving that way is
                   out too (the book's "Finishing a sweep") */
                tally_conv(t, "starts-inside-level-with-center(not-blocked)");
            else tally_fail(t, "starts in contact, moves in, and is not blocked");
            return;
        }
        if (hit && !q->hit && dl == 0 && q->misses_zero_length) {
            if (start < 0) tally_conv(t, "zero-length(peer-ignores)");
            else tally_fail(t, "zero-length segment outside hits");
            return;
        }
        if ((r.depth > 0) == (hit != 0)) tally_peer_wrong(t, q->hit ? "peer hits, referee says miss" : "peer misses, referee says hit");
        else tally_fail(t, hit ? "ours hits, referee and peer say miss" : "ours misses, referee and peer say hit");
        return;
    }
    if (!hit) {
        if (r.depth < band) tally_agree(t);
        else tally_fail(t, "ours and the peer miss, the referee says the segment enters");
        return;
    }
    if (r.depth < -band) { tally_fail(t, "ours and the peer hit, the referee says the segment misses"); return; }
    if (DIFF_TOUCHING(r.depth) && start > 0) {
        /* it only touches, exactly (to the referee's long double): the peer
           counts that as a hit by its convention; ours must not */
        tally_fail(t, "touching counted as a hit (the peer counts it too, by its convention)");
        return;
    }
    {
        /* both hit: the time (as a distance along the path, allowing for a
           glancing entry), the point, the normal */
        ld c = dl > 0 ? fabsl(h->normal.x * dx + h->normal.y * dy) / dl : 1;
        ld tol = band * (1 + 1 / fmaxl(c, sqrtl(band / sc2)));
        ld to = h->time, ex = (to - q->t) * dl;
        if (start <= band && (to == 0 || q->t == 0)) {
            /* starting inside or on the surface: the peers leave the normal
               (Chipmunk: and the point) to their own rules; ours is unit,
               and pos is where the segment is at its time (the start when
               it starts inside) */
            ld nl = sqrtl((ld)h->normal.x * h->normal.x + (ld)h->normal.y * h->normal.y);
            ld ax = (ld)p.x + to * dx, ay = (ld)p.y + to * dy;
            if (to == 0 && fabsl(nl - 1) <= 1e-3L && (h->pos.x != p.x || h->pos.y != p.y)) {
                /* the other rule a start inside may follow: pos is the
                   point test's contact on the surface, with its normal */
                if (fabsl(ds_point_sd(s, h->pos.x, h->pos.y, NULL, NULL)) <= band &&
                    ds_normal_ok(s, h->pos.x, h->pos.y, h->normal.x, h->normal.y, band))
                    tally_conv(t, "starts-inside(pos-on-surface)");
                else tally_fail(t, "starts inside: pos is neither the start nor on the surface");
                return;
            }
            if (fabsl(nl - 1) <= 1e-3L && fabsl(h->pos.x - ax) <= tol && fabsl(h->pos.y - ay) <= tol &&
                (to > 0 ? start >= -band : (h->pos.x == p.x && h->pos.y == p.y)))
                tally_conv(t, to == 0 ? "starts-inside(normal-rule)" : "starts-on-surface(peer-time-0)");
            else tally_fail(t, "starts inside: normal not unit or pos not the start");
            return;
        }
        if (fabsl(r.depth) <= band) {
            /* grazing: the path runs along the surface within rounding, so
               where along it the contact is, is ill-posed; the weaker
               property: ours is on the surface */
            ld rs = ds_point_sd(s, h->pos.x, h->pos.y, NULL, NULL);
            if (fabsl(rs) <= band) tally_conv(t, "grazing(time-ill-posed)");
            else tally_fail(t, "grazing: contact point not on the surface");
            return;
        }
        if (!(fabsl(ex) <= tol)) {
            if (fabsl((to - r.t) * dl) <= tol) tally_peer_wrong(t, "peer's time is off, ours agrees with the referee");
            else tally_fail(t, "hit time differs from the peer and the referee");
            return;
        }
        if (q->has_pos && !(fabsl(h->pos.x - q->px) <= tol && fabsl(h->pos.y - q->py) <= tol)) {
            tally_fail(t, "contact point differs");
            return;
        }
        if (fabsl(h->normal.x - q->nx) <= q->ntol && fabsl(h->normal.y - q->ny) <= q->ntol) { tally_agree(t); return; }
        if (ds_normal_ok(s, h->pos.x, h->pos.y, h->normal.x, h->normal.y, band)) tally_conv(t, "normal-tie-or-rounding(valid-normal-there)");
        else tally_fail(t, "normal differs and is not a normal of the shape there");
    }
}

#endif /* DIFF_H */
