/* vec2.h -- a 2D vector over a number type (C99, header only): the
   arithmetic the oracles' integer and long-double geometry share.

   Before including it, define
     GEOM_T   the number type of the coordinates;
     GEOM_W   the type of a product of two of them (wider for integers, so
              that dot and cross products are exact).
   tests/exact.h includes it over integers, tests/oracle_geom.h over what
   its oracle chose; a program includes it once, so the names are plain. */
#ifndef VEC2_H
#define VEC2_H

#if !defined(GEOM_T) || !defined(GEOM_W)
#error "define GEOM_T and GEOM_W before including vec2.h"
#endif

typedef struct {
    GEOM_T x, y;
} GV;

static inline GV gv(GEOM_T x, GEOM_T y)
{
    GV v;
    v.x = x;
    v.y = y;
    return v;
}
static inline GV gsub(GV a, GV b) { return gv(a.x - b.x, a.y - b.y); }
static inline GV gadd(GV a, GV b) { return gv(a.x + b.x, a.y + b.y); }
static inline GEOM_W gcross(GV a, GV b) { return (GEOM_W)a.x * b.y - (GEOM_W)a.y * b.x; }
static inline GEOM_W gdot(GV a, GV b) { return (GEOM_W)a.x * b.x + (GEOM_W)a.y * b.y; }
static inline int gv_eq(GV a, GV b) { return a.x == b.x && a.y == b.y; }
static inline int gv_zero(GV a) { return a.x == 0 && a.y == 0; }
static inline int gv_less(GV a, GV b) { return a.x < b.x || (a.x == b.x && a.y < b.y); }

#endif /* VEC2_H */
