/* exact.h -- exact integer arithmetic for the small exact oracles
   (tests/property_exact_circles.c, property_exact_capsules.c,
   property_exact_triangles.c; C99 with gcc's and clang's __int128, header
   only). Include it after testlib.h.

   Those tests draw inputs that are halves (k/2), keep them as integers in
   half units (twice the value), and decide every question by signs of
   exact integer expressions. What they share is here: integer vectors,
   their dot and cross products in 128 bits (exact, and so is a product of
   two such products, while coordinates stay below 2^30), orientation
   signs, comparisons of fractions and of squared lengths, and the way back
   to the library's numbers. How each test decides "the insides overlap"
   stays in its own file, written its own way, so that no two oracles
   share a mistake. */
#ifndef EXACT_H
#define EXACT_H

typedef long long xint;               /* a coordinate or length, in half units */
__extension__ typedef __int128 xwide; /* a product: exact */
typedef struct {
    xint x, y;
} xvec;

static inline xvec xv(xint x, xint y)
{
    xvec v;
    v.x = x;
    v.y = y;
    return v;
}
static inline xvec xadd(xvec a, xvec b) { return xv(a.x + b.x, a.y + b.y); }
static inline xvec xsub(xvec a, xvec b) { return xv(a.x - b.x, a.y - b.y); }
static inline int xiszero(xvec a) { return a.x == 0 && a.y == 0; }
static inline xwide xdot(xvec a, xvec b) { return (xwide)a.x * b.x + (xwide)a.y * b.y; }
static inline xwide xcross(xvec a, xvec b) { return (xwide)a.x * b.y - (xwide)a.y * b.x; }

/* Twice the signed area of abc: > 0 when c lies left of a -> b. */
static inline xwide xorient(xvec a, xvec b, xvec c) { return xcross(xsub(b, a), xsub(c, a)); }

static inline int xsign(xwide v) { return (v > 0) - (v < 0); }

/* The sign of a/b - c/d, for b, d > 0: the fractions compared by
   cross-multiplying. */
static inline int xfrac_cmp(xwide a, xwide b, xwide c, xwide d)
{
    xwide l = a * d, r = c * b;
    return (l > r) - (l < r);
}

/* The sign of |v|^2 - r^2: v shorter than r, as long, or longer. */
static inline int xsq_cmp(xvec v, xint r) { return xsign(xdot(v, v) - (xwide)r * r); }

/* Back to the library's numbers: k/2 in double, exact for |k| below 2^53. */
static inline double xhalf(xint k) { return (double)k / 2; }
static inline isect_vec xreal(xvec v) { return V(xhalf(v.x), xhalf(v.y)); }

#endif /* EXACT_H */
