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

#line 122 "intersect.nw"
#ifdef ISECT_FLOAT
typedef float isect_real;
#define ISECT_EPSILON 1e-6f
#else
typedef double isect_real;
#define ISECT_EPSILON 1e-8
#endif
#line 171 "intersect.nw"
static inline isect_real isect_abs(isect_real v)
{
    return v < 0 ? -v : v;
}

static inline isect_real isect_clamp(isect_real v, isect_real lo, isect_real hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
#line 189 "intersect.nw"
static inline isect_real isect_sign(isect_real v)
{
    return v < 0 ? -1 : 1;
}
#line 202 "intersect.nw"
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
#line 218 "intersect.nw"
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
#line 246 "intersect.nw"
static inline isect_real isect_dot(isect_vec a, isect_vec b)
{
    return a.x * b.x + a.y * b.y;
}

static inline isect_real isect_cross(isect_vec a, isect_vec b)
{
    return a.x * b.y - a.y * b.x;
}
#line 486 "intersect.nw"
typedef struct isect_aabb {
    isect_vec pos;   /* the center */
    isect_vec half;  /* half the width, half the height */
} isect_aabb;
#line 932 "intersect.nw"
typedef struct isect_circle {
    isect_vec pos;      /* the center */
    isect_real radius;
} isect_circle;
#line 1559 "intersect.nw"
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
#line 1704 "intersect.nw"
typedef struct isect_capsule {
    isect_vec pos;      /* one end of the axis */
    isect_vec delta;    /* from that end to the other */
    isect_real radius;
} isect_capsule;
#line 366 "intersect.nw"
typedef struct isect_hit {
    isect_vec pos;
    isect_vec normal;
    isect_vec delta;
    isect_real time;
} isect_hit;
#line 415 "intersect.nw"
typedef struct isect_sweep {
    isect_hit hit;
    isect_vec pos;
    isect_real time;
} isect_sweep;
#line 327 "intersect.nw"
isect_real isect_length(isect_vec a);
isect_vec isect_normalize(isect_vec a);
#line 574 "intersect.nw"
bool isect_aabb_point(isect_aabb box, isect_vec point, isect_hit *out);
#line 710 "intersect.nw"
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out);
#line 838 "intersect.nw"
bool isect_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out);
#line 887 "intersect.nw"
bool isect_aabb_sweep_aabb(isect_aabb box, isect_aabb moving,
                           isect_vec delta, isect_sweep *out);
#line 989 "intersect.nw"
bool isect_circle_point(isect_circle circle, isect_vec point,
                        isect_real padding, isect_hit *out);
#line 1152 "intersect.nw"
bool isect_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                          isect_real padding, isect_hit *out);
#line 1229 "intersect.nw"
bool isect_circle_circle(isect_circle circle, isect_circle other,
                         isect_hit *out);
#line 1263 "intersect.nw"
bool isect_circle_sweep_circle(isect_circle circle, isect_circle moving,
                               isect_vec delta, isect_sweep *out);
#line 1354 "intersect.nw"
bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out);
#line 1410 "intersect.nw"
bool isect_circle_aabb(isect_circle circle, isect_aabb box, isect_hit *out);
#line 1496 "intersect.nw"
bool isect_aabb_sweep_circle(isect_aabb box, isect_circle moving,
                             isect_vec delta, isect_sweep *out);
#line 1543 "intersect.nw"
bool isect_circle_sweep_aabb(isect_circle circle, isect_aabb moving,
                             isect_vec delta, isect_sweep *out);
#line 1672 "intersect.nw"
bool isect_sweep_aabb_into(const isect_shape *shapes, size_t count,
                           isect_aabb moving, isect_vec delta,
                           isect_sweep *out, size_t *index);
bool isect_sweep_circle_into(const isect_shape *shapes, size_t count,
                             isect_circle moving, isect_vec delta,
                             isect_sweep *out, size_t *index);
#line 1752 "intersect.nw"
isect_vec isect_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point);
#line 1852 "intersect.nw"
bool isect_capsule_point(isect_capsule capsule, isect_vec point, isect_hit *out);
bool isect_capsule_circle(isect_capsule capsule, isect_circle circle,
                          isect_hit *out);
#line 1891 "intersect.nw"
bool isect_capsule_segment(isect_capsule capsule, isect_vec pos,
                           isect_vec delta, isect_hit *out);
#line 2113 "intersect.nw"
bool isect_segment_segment(isect_vec seg_pos, isect_vec seg_delta,
                           isect_vec pos, isect_vec delta,
                           isect_hit *out, isect_real *seg_time);
#line 2348 "intersect.nw"
bool isect_circle_overlaps_segment(isect_circle circle, isect_vec pos,
                                   isect_vec delta);
#line 2583 "intersect.nw"
bool isect_capsule_capsule(isect_capsule capsule, isect_capsule other,
                           isect_hit *out);
#line 2793 "intersect.nw"
bool isect_capsule_aabb(isect_capsule capsule, isect_aabb box, isect_hit *out);
#line 2890 "intersect.nw"
bool isect_capsule_sweep_circle(isect_capsule capsule, isect_circle moving,
                                isect_vec delta, isect_sweep *out);

#line 78 "intersect.nw"
#ifdef __cplusplus
}
#endif

#endif /* INTERSECT_H */
