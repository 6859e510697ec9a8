/* exact.h -- exact integer arithmetic for the small exact oracles
   (tests/property_exact_circles.c, property_exact_capsules.c,
   property_exact_triangles.c, oracle_exact.c; C99 with gcc's and clang's __int128, header
   only). Include it after testlib.h.

   Those tests draw inputs that are halves (k/2), keep them as integers in
   half units (twice the value), and decide every question by signs of
   exact integer expressions. What they share is here: integer vectors
   (vec2.h over xint), their dot and cross products in 128 bits (exact, and so is a product of
   two such products, while coordinates stay below 2^30), orientation
   signs, comparisons of fractions and of squared lengths, and the way back
   to the library's numbers. How each test decides "the insides overlap"
   stays in its own file, written its own way, so that no two oracles
   share a mistake. */
#ifndef EXACT_H
#define EXACT_H

typedef long long xint;               /* a coordinate or length, in half units */
__extension__ typedef __int128 xwide; /* a product: exact */
#define GEOM_T xint
#define GEOM_W xwide
#include "vec2.h" /* GV: gv, gadd, gsub, gdot, gcross, gv_eq, gv_zero */

/* Twice the signed area of abc: > 0 when c lies left of a -> b. */
static inline xwide xorient(GV a, GV b, GV c) { return gcross(gsub(b, a), gsub(c, a)); }

static inline int xsign(xwide v) { return (v > 0) - (v < 0); }

/* The sign of a/b - c/d, for b, d > 0: the fractions compared by
   cross-multiplying. */
static inline int xfrac_cmp(xwide a, xwide b, xwide c, xwide d)
{
    xwide l = a * d, r = c * b;
    return (l > r) - (l < r);
}

/* The sign of |v|^2 - r^2: v shorter than r, as long, or longer. */
static inline int xsq_cmp(GV v, xint r) { return xsign(gdot(v, v) - (xwide)r * r); }

/* Back to the library's numbers: k/2 in double, exact for |k| below 2^53. */
static inline double xhalf(xint k) { return (double)k / 2; }
static inline isect_vec xreal(GV v) { return V(xhalf(v.x), xhalf(v.y)); }

#endif /* EXACT_H */
