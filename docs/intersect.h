#line 59 "intersect.nw"
/* intersect.h: 2D intersection tests.
   Generated from intersect.nw by notangle: edit intersect.nw, not this file.
   zlib licence: see the end of intersect.nw. */
#ifndef INTERSECT_H
#define INTERSECT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#line 123 "intersect.nw"
#ifdef ISECT_FLOAT
typedef float isect_real;
#define ISECT_EPSILON 1e-6f
#else
typedef double isect_real;
#define ISECT_EPSILON 1e-8
#endif
#line 172 "intersect.nw"
static inline isect_real isect_abs(isect_real v)
{
    return v < 0 ? -v : v;
}

static inline isect_real isect_clamp(isect_real v, isect_real lo, isect_real hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
#line 190 "intersect.nw"
static inline isect_real isect_sign(isect_real v)
{
    return v < 0 ? -1 : 1;
}
#line 203 "intersect.nw"
typedef struct isect_vec {
    isect_real x, y;
} isect_vec;

static inline isect_vec isect_v(isect_real x, isect_real y)
{
    isect_vec v;
    v.x = x;
    v.y = y;
    return v;
}
#line 219 "intersect.nw"
static inline isect_vec isect_add(isect_vec a, isect_vec b)
{
    return isect_v(a.x + b.x, a.y + b.y);
}

static inline isect_vec isect_sub(isect_vec a, isect_vec b)
{
    return isect_v(a.x - b.x, a.y - b.y);
}

static inline isect_vec isect_scale(isect_vec a, isect_real s)
{
    return isect_v(a.x * s, a.y * s);
}
#line 247 "intersect.nw"
static inline isect_real isect_dot(isect_vec a, isect_vec b)
{
    return a.x * b.x + a.y * b.y;
}

static inline isect_real isect_cross(isect_vec a, isect_vec b)
{
    return a.x * b.y - a.y * b.x;
}
#line 487 "intersect.nw"
typedef struct isect_aabb {
    isect_vec pos;   /* the center */
    isect_vec half;  /* half the width, half the height */
} isect_aabb;
#line 933 "intersect.nw"
typedef struct isect_circle {
    isect_vec pos;      /* the center */
    isect_real radius;
} isect_circle;
#line 1567 "intersect.nw"
typedef enum isect_shape_kind {
    ISECT_SHAPE_AABB,
    ISECT_SHAPE_CIRCLE
} isect_shape_kind;

typedef struct isect_shape {
    isect_shape_kind kind;
    union {
        isect_aabb aabb;
        isect_circle circle;
    } as;
} isect_shape;

static inline isect_shape isect_shape_aabb(isect_aabb box)
{
    isect_shape shape;
    shape.kind = ISECT_SHAPE_AABB;
    shape.as.aabb = box;
    return shape;
}

static inline isect_shape isect_shape_circle(isect_circle circle)
{
    isect_shape shape;
    shape.kind = ISECT_SHAPE_CIRCLE;
    shape.as.circle = circle;
    return shape;
}
#line 1712 "intersect.nw"
typedef struct isect_capsule {
    isect_vec pos;      /* one end of the axis */
    isect_vec delta;    /* from that end to the other */
    isect_real radius;
} isect_capsule;
#line 2270 "intersect.nw"
typedef struct isect_triangle {
    isect_vec a, b, c;  /* the three corners, in either order */
} isect_triangle;
#line 367 "intersect.nw"
typedef struct isect_hit {
    isect_vec pos;
    isect_vec normal;
    isect_vec delta;
    isect_real time;
} isect_hit;
#line 416 "intersect.nw"
typedef struct isect_sweep {
    isect_hit hit;
    isect_vec pos;
    isect_real time;
} isect_sweep;
#line 328 "intersect.nw"
isect_real isect_length(isect_vec a);
isect_vec isect_normalize(isect_vec a);
#line 575 "intersect.nw"
bool isect_aabb_point(isect_aabb box, isect_vec point, isect_hit *out);
#line 711 "intersect.nw"
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out);
#line 839 "intersect.nw"
bool isect_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out);
#line 888 "intersect.nw"
bool isect_aabb_sweep_aabb(isect_aabb box, isect_aabb moving,
                           isect_vec delta, isect_sweep *out);
#line 990 "intersect.nw"
bool isect_circle_point(isect_circle circle, isect_vec point,
                        isect_real padding, isect_hit *out);
#line 1153 "intersect.nw"
bool isect_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                          isect_real padding, isect_hit *out);
#line 1230 "intersect.nw"
bool isect_circle_circle(isect_circle circle, isect_circle other,
                         isect_hit *out);
#line 1264 "intersect.nw"
bool isect_circle_sweep_circle(isect_circle circle, isect_circle moving,
                               isect_vec delta, isect_sweep *out);
#line 1318 "intersect.nw"
isect_vec isect_nearest_aabb(isect_aabb box, isect_vec point);
#line 1362 "intersect.nw"
bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out);
#line 1418 "intersect.nw"
bool isect_circle_aabb(isect_circle circle, isect_aabb box, isect_hit *out);
#line 1504 "intersect.nw"
bool isect_aabb_sweep_circle(isect_aabb box, isect_circle moving,
                             isect_vec delta, isect_sweep *out);
#line 1551 "intersect.nw"
bool isect_circle_sweep_aabb(isect_circle circle, isect_aabb moving,
                             isect_vec delta, isect_sweep *out);
#line 1680 "intersect.nw"
bool isect_sweep_aabb_into(const isect_shape *shapes, size_t count,
                           isect_aabb moving, isect_vec delta,
                           isect_sweep *out, size_t *index);
bool isect_sweep_circle_into(const isect_shape *shapes, size_t count,
                             isect_circle moving, isect_vec delta,
                             isect_sweep *out, size_t *index);
#line 1760 "intersect.nw"
isect_vec isect_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point);
#line 1860 "intersect.nw"
bool isect_capsule_point(isect_capsule capsule, isect_vec point, isect_hit *out);
bool isect_capsule_circle(isect_capsule capsule, isect_circle circle,
                          isect_hit *out);
#line 1899 "intersect.nw"
bool isect_capsule_segment(isect_capsule capsule, isect_vec pos,
                           isect_vec delta, isect_hit *out);
#line 2037 "intersect.nw"
isect_vec isect_nearest_circle(isect_circle circle, isect_vec point);
#line 2084 "intersect.nw"
isect_vec isect_nearest_capsule(isect_capsule capsule, isect_vec point);
#line 2146 "intersect.nw"
bool isect_circle_contains(isect_circle circle, isect_vec point);
bool isect_aabb_contains(isect_aabb box, isect_vec point);
bool isect_capsule_contains(isect_capsule capsule, isect_vec point);
#line 2245 "intersect.nw"
isect_vec isect_nearest_circle_edge(isect_circle circle, isect_vec point,
                                    isect_vec *normal);
isect_vec isect_nearest_aabb_edge(isect_aabb box, isect_vec point,
                                  isect_vec *normal);
#line 2424 "intersect.nw"
bool isect_triangle_contains(isect_triangle tri, isect_vec point);
#line 2525 "intersect.nw"
isect_vec isect_nearest_triangle(isect_triangle tri, isect_vec point);
#line 2642 "intersect.nw"
bool isect_triangle_point(isect_triangle tri, isect_vec point, isect_hit *out);

#line 78 "intersect.nw"
#ifdef __cplusplus
}
#endif

#endif /* INTERSECT_H */
