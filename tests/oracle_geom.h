/* oracle_geom.h -- the convex sets both oracles reason about, written once
   over a number type (C99, header only): a shape's core points, their
   convex hull grown by a radius, and the Minkowski difference K = A - B.

   tests/oracle_exact.c includes it over integers (doubled units, products
   in __int128), so every answer is exact; tests/oracle_long.c includes it
   over long double. The construction is the same in both, so it lives
   here once; what each oracle decides from K (exact signs of cross
   products there, long-double distances and searches here) stays in its
   own file, and neither calls the library.

   Before including it, define GEOM_T (the number type of coordinates and
   radii) and GEOM_W (of a product of two), as vec2.h asks; tests/exact.h
   does it for the integers. Each oracle includes it once, so the names
   below are plain. */
#ifndef ORACLE_GEOM_H
#define ORACLE_GEOM_H

#include "vec2.h"

/* A shape laid out as oracle.h's Shape, in GEOM_T. point: p[0]; aabb:
   center p[0], half; circle: center p[0], r; capsule: pos p[0], delta
   p[1], r; triangle: corners p[0], p[1], p[2]. */
typedef struct {
    int k;
    GV p[3];
    GV half;
    GEOM_T r;
} GShape;

/* A convex set: the hull h[0..n) (counter-clockwise, collinear points
   dropped; n is 1 or 2 when it is a point or a segment) grown by r. */
typedef struct {
    int n;
    GV h[16];
    GEOM_T r;
} GConv;

/* The convex hull of p[0..m), m <= 16 (monotone chain; sorts p). */
static inline GConv g_hull(GV *p, int m, GEOM_T r)
{
    GConv c;
    GV tmp[34];
    int i, j, k = 0;
    for (i = 1; i < m; i++) { /* insertion sort */
        GV v = p[i];
        for (j = i - 1; j >= 0 && gv_less(v, p[j]); j--) p[j + 1] = p[j];
        p[j + 1] = v;
    }
    for (i = 0; i < m; i++) { /* the lower chain */
        while (k >= 2 && gcross(gsub(tmp[k - 1], tmp[k - 2]), gsub(p[i], tmp[k - 2])) <= 0) k--;
        tmp[k++] = p[i];
    }
    for (i = m - 2, j = k + 1; i >= 0; i--) { /* the upper chain */
        while (k >= j && gcross(gsub(tmp[k - 1], tmp[k - 2]), gsub(p[i], tmp[k - 2])) <= 0) k--;
        tmp[k++] = p[i];
    }
    if (k > 1) k--; /* the last point repeats the first */
    if (k == 2 && gv_eq(tmp[0], tmp[1])) k = 1;
    c.n = k;
    for (i = 0; i < k; i++) c.h[i] = tmp[i];
    c.r = r;
    return c;
}

/* The core points of a shape (at most 4), and its radius. */
static inline int g_core(GShape s, GV *p, GEOM_T *r)
{
    GV c = s.p[0];
    *r = 0;
    switch (s.k) {
    case SK_AABB:
        p[0] = gv(c.x - s.half.x, c.y - s.half.y);
        p[1] = gv(c.x + s.half.x, c.y - s.half.y);
        p[2] = gv(c.x + s.half.x, c.y + s.half.y);
        p[3] = gv(c.x - s.half.x, c.y + s.half.y);
        return 4;
    case SK_CIRCLE: *r = s.r; p[0] = c; return 1;
    case SK_CAPSULE: *r = s.r; p[0] = c; p[1] = gadd(c, s.p[1]); return 2;
    case SK_TRI: p[0] = c; p[1] = s.p[1]; p[2] = s.p[2]; return 3;
    default: p[0] = c; return 1;
    }
}

/* The shape as a convex set. */
static inline GConv g_conv(GShape s)
{
    GV p[4];
    GEOM_T r;
    int n = g_core(s, p, &r);
    return g_hull(p, n, r);
}

/* K = A - B: the hull of every core point of A minus every core point of
   B, grown by rA + rB. B + d meets A exactly when d lies in K. */
static inline GConv g_diff(GShape a, GShape b)
{
    GV pa[4], pb[4], d[16];
    GEOM_T ra, rb;
    int na = g_core(a, pa, &ra), nb = g_core(b, pb, &rb), i, j, m = 0;
    for (i = 0; i < na; i++)
        for (j = 0; j < nb; j++) d[m++] = gsub(pa[i], pb[j]);
    return g_hull(d, m, ra + rb);
}

/* The hull point reaching farthest along n (the first of a tie). */
static inline int g_support_index(const GConv *c, GV n)
{
    int i, best = 0;
    for (i = 1; i < c->n; i++)
        if (gdot(c->h[i], n) > gdot(c->h[best], n)) best = i;
    return best;
}

#endif /* ORACLE_GEOM_H */
