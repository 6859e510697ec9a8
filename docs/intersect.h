/* intersect.h: 2D intersection tests.
   Generated from intersect.nw by notangle: edit intersect.nw, not this file.
   Version 0.1.0.

   zlib licence:

   Copyright (c) 2026 the intersect authors.

   This software is provided 'as-is', without any express or implied
   warranty. In no event will the authors be held liable for any damages
   arising from the use of this software.

   Permission is granted to anyone to use this software for any purpose,
   including commercial applications, and to alter it and redistribute it
   freely, subject to the following restrictions:

   1. The origin of this software must not be misrepresented; you must not
      claim that you wrote the original software. If you use this software
      in a product, an acknowledgment in the product documentation would be
      appreciated but is not required.
   2. Altered source versions must be plainly marked as such, and must not be
      misrepresented as being the original software.
   3. This notice may not be removed or altered from any source
      distribution.
*/
#ifndef INTERSECT_H
#define INTERSECT_H

#include <float.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ISECT_VERSION_MAJOR 0
#define ISECT_VERSION_MINOR 1
#define ISECT_VERSION_PATCH 0
#define ISECT_VERSION "0.1.0"
#if defined(__GNUC__)
#  ifdef ISECT_FLOAT
#    define ISECT_ABS(v) __builtin_fabsf(v)
#  else
#    define ISECT_ABS(v) __builtin_fabs(v)
#  endif
#else
#  include <math.h>
#  ifdef ISECT_FLOAT
#    define ISECT_ABS(v) fabsf(v)
#  else
#    define ISECT_ABS(v) fabs(v)
#  endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

#ifdef ISECT_FLOAT
typedef float isect_real;
#define ISECT_EPSILON 1e-6f
#else
typedef double isect_real;
#define ISECT_EPSILON 1e-8
#endif
#ifdef ISECT_FLOAT
#define isect_aabb_aabb                isectf_aabb_aabb
#define isect_aabb_aabb_push           isectf_aabb_aabb_push
#define isect_aabb_circle              isectf_aabb_circle
#define isect_aabb_contains            isectf_aabb_contains
#define isect_aabb_point               isectf_aabb_point
#define isect_aabb_point_push          isectf_aabb_point_push
#define isect_aabb_segment             isectf_aabb_segment
#define isect_aabb_segment_hit         isectf_aabb_segment_hit
#define isect_aabb_soa_segment         isectf_aabb_soa_segment
#define isect_aabb_soa_sweep_aabb      isectf_aabb_soa_sweep_aabb
#define isect_aabb_sweep_aabb          isectf_aabb_sweep_aabb
#define isect_aabb_sweep_capsule       isectf_aabb_sweep_capsule
#define isect_aabb_sweep_circle        isectf_aabb_sweep_circle
#define isect_aabb_sweep_circle_both   isectf_aabb_sweep_circle_both
#define isect_capsule_aabb             isectf_capsule_aabb
#define isect_capsule_capsule          isectf_capsule_capsule
#define isect_capsule_circle           isectf_capsule_circle
#define isect_capsule_contains         isectf_capsule_contains
#define isect_capsule_point            isectf_capsule_point
#define isect_capsule_segment          isectf_capsule_segment
#define isect_capsule_sweep_aabb       isectf_capsule_sweep_aabb
#define isect_capsule_sweep_capsule    isectf_capsule_sweep_capsule
#define isect_capsule_sweep_circle     isectf_capsule_sweep_circle
#define isect_circle_aabb              isectf_circle_aabb
#define isect_circle_circle            isectf_circle_circle
#define isect_circle_contains          isectf_circle_contains
#define isect_circle_overlaps_segment  isectf_circle_overlaps_segment
#define isect_circle_point             isectf_circle_point
#define isect_circle_point_push        isectf_circle_point_push
#define isect_circle_segment           isectf_circle_segment
#define isect_circle_segment_entry     isectf_circle_segment_entry
#define isect_circle_soa_segment       isectf_circle_soa_segment
#define isect_circle_soa_sweep_circle  isectf_circle_soa_sweep_circle
#define isect_circle_sweep_aabb        isectf_circle_sweep_aabb
#define isect_circle_sweep_capsule     isectf_circle_sweep_capsule
#define isect_circle_sweep_circle      isectf_circle_sweep_circle
#define isect_circle_sweep_circle_both isectf_circle_sweep_circle_both
#define isect_length                   isectf_length
#define isect_minmax_minmax            isectf_minmax_minmax
#define isect_minmax_point             isectf_minmax_point
#define isect_nearest_aabb             isectf_nearest_aabb
#define isect_nearest_aabb_edge        isectf_nearest_aabb_edge
#define isect_nearest_capsule          isectf_nearest_capsule
#define isect_nearest_circle           isectf_nearest_circle
#define isect_nearest_circle_edge      isectf_nearest_circle_edge
#define isect_nearest_segment          isectf_nearest_segment
#define isect_nearest_triangle         isectf_nearest_triangle
#define isect_normalize                isectf_normalize
#define isect_rect_point               isectf_rect_point
#define isect_rect_rect                isectf_rect_rect
#define isect_segment_aabb             isectf_segment_aabb
#define isect_segment_circle           isectf_segment_circle
#define isect_segment_segment          isectf_segment_segment
#define isect_segment_sweep_aabb       isectf_segment_sweep_aabb
#define isect_segment_sweep_capsule    isectf_segment_sweep_capsule
#define isect_segment_sweep_circle     isectf_segment_sweep_circle
#define isect_sweep_aabb_into          isectf_sweep_aabb_into
#define isect_sweep_circle_into        isectf_sweep_circle_into
#define isect_triangle_aabb            isectf_triangle_aabb
#define isect_triangle_capsule         isectf_triangle_capsule
#define isect_triangle_circle          isectf_triangle_circle
#define isect_triangle_contains        isectf_triangle_contains
#define isect_triangle_point           isectf_triangle_point
#define isect_triangle_segment         isectf_triangle_segment
#define isect_triangle_sweep_aabb      isectf_triangle_sweep_aabb
#define isect_triangle_sweep_capsule   isectf_triangle_sweep_capsule
#define isect_triangle_sweep_circle    isectf_triangle_sweep_circle
#define isect_triangle_triangle        isectf_triangle_triangle
#endif
#ifdef ISECT_FLOAT
#define isect_shape_bounds             isectf_shape_bounds
#define isect_world_cast               isectf_world_cast
#define isect_world_overlap_aabb       isectf_world_overlap_aabb
#define isect_world_overlap_circle     isectf_world_overlap_circle
#define isect_world_overlap_point      isectf_world_overlap_point
#define isect_world_sweep_aabb         isectf_world_sweep_aabb
#define isect_world_sweep_capsule      isectf_world_sweep_capsule
#define isect_world_sweep_circle       isectf_world_sweep_circle
#endif
#ifdef ISECT_FLOAT
#define isect_grid_cast                isectf_grid_cast
#define isect_grid_cells_on_path       isectf_grid_cells_on_path
#define isect_grid_init                isectf_grid_init
#define isect_grid_insert              isectf_grid_insert
#define isect_grid_insert_world        isectf_grid_insert_world
#define isect_grid_memory_size         isectf_grid_memory_size
#define isect_grid_move                isectf_grid_move
#define isect_grid_overlap_aabb        isectf_grid_overlap_aabb
#define isect_grid_overlap_circle      isectf_grid_overlap_circle
#define isect_grid_overlap_point       isectf_grid_overlap_point
#define isect_grid_remove              isectf_grid_remove
#define isect_grid_sweep_aabb          isectf_grid_sweep_aabb
#define isect_grid_sweep_capsule       isectf_grid_sweep_capsule
#define isect_grid_sweep_circle        isectf_grid_sweep_circle
#endif
#ifdef ISECT_FLOAT
#define isect_world_move_aabb          isectf_world_move_aabb
#define isect_world_move_capsule       isectf_world_move_capsule
#define isect_world_move_circle        isectf_world_move_circle
#endif
static inline isect_real isect_abs(isect_real v)
{
    return ISECT_ABS(v);
}

static inline isect_real isect_clamp(isect_real v, isect_real lo, isect_real hi)
{
    return v > lo ? (v < hi ? v : hi) : lo;
}
static inline isect_real isect_sign(isect_real v)
{
    return v < 0 ? -1 : 1;
}
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
static inline isect_real isect_dot(isect_vec a, isect_vec b)
{
    return a.x * b.x + a.y * b.y;
}

static inline isect_real isect_cross(isect_vec a, isect_vec b)
{
    return a.x * b.y - a.y * b.x;
}
typedef struct isect_aabb {
    isect_vec pos;   /* the center */
    isect_vec half;  /* half the width, half the height */
} isect_aabb;
typedef struct isect_circle {
    isect_vec pos;      /* the center */
    isect_real radius;
} isect_circle;
typedef struct isect_capsule {
    isect_vec pos;      /* one end of the axis */
    isect_vec delta;    /* from that end to the other */
    isect_real radius;
} isect_capsule;
typedef struct isect_minmax {
    isect_vec min;   /* the corner with the smallest x and y */
    isect_vec max;   /* the corner with the largest x and y */
} isect_minmax;

typedef struct isect_rect {
    isect_vec pos;   /* the min corner: top-left if y points down */
    isect_vec size;  /* the width and the height */
} isect_rect;
typedef struct isect_triangle {
    isect_vec a, b, c;  /* the three corners, in either order */
} isect_triangle;
typedef enum isect_shape_kind {
    ISECT_SHAPE_AABB,
    ISECT_SHAPE_CIRCLE,
    ISECT_SHAPE_CAPSULE,
    ISECT_SHAPE_TRIANGLE
} isect_shape_kind;

typedef struct isect_shape {
    isect_shape_kind kind;
    union {
        isect_aabb aabb;
        isect_circle circle;
        isect_capsule capsule;
        isect_triangle triangle;
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

static inline isect_shape isect_shape_capsule(isect_capsule capsule)
{
    isect_shape shape;
    shape.kind = ISECT_SHAPE_CAPSULE;
    shape.as.capsule = capsule;
    return shape;
}

static inline isect_shape isect_shape_triangle(isect_triangle tri)
{
    isect_shape shape;
    shape.kind = ISECT_SHAPE_TRIANGLE;
    shape.as.triangle = tri;
    return shape;
}
typedef bool (*isect_accept_fn)(void *context, size_t index);

typedef struct isect_filter {
    uint32_t mask;          /* a shape counts when (its layers & mask) != 0 */
    isect_accept_fn accept; /* NULL, or asked about each shape the mask passed */
    void *context;          /* handed to accept */
} isect_filter;

typedef struct isect_world {
    const isect_shape *shapes;
    const uint32_t *layers; /* one mask per shape; NULL: every shape on every layer */
    size_t count;
} isect_world;
typedef struct isect_aabb_soa {
    const isect_real *x, *y;           /* the centers */
    const isect_real *half_x, *half_y; /* the half sizes */
    size_t count;
} isect_aabb_soa;

typedef struct isect_circle_soa {
    const isect_real *x, *y; /* the centers */
    const isect_real *radius;
    size_t count;
} isect_circle_soa;
typedef struct isect_grid_entry {
    uint32_t shape; /* the index of a shape in the world */
    uint32_t next;  /* the next entry of the same cell, or ISECT_GRID_NONE */
} isect_grid_entry;

typedef struct isect_grid_span {
    uint32_t x0, y0; /* the first column and row a shape covers */
    uint32_t x1, y1; /* the last column and row; x0 is ISECT_GRID_NONE
                        when the shape is not in the grid */
} isect_grid_span;

typedef struct isect_grid {
    isect_vec origin;   /* the low corner of cell (0, 0) */
    isect_vec cell;     /* the width and height of a cell */
    isect_vec per_unit; /* 1 / cell: how many cells fit in a unit of length */
    isect_real extent;  /* the largest coordinate of the grid's area */
    uint32_t columns, rows;
    uint32_t max_shapes, max_entries;
    uint32_t free;       /* the first free entry */
    uint32_t free_count; /* how many entries are free */
    uint32_t *heads;           /* per cell: its first entry */
    isect_grid_span *spans;    /* per shape: the cells it covers */
    isect_grid_entry *entries; /* the lists of the cells */
} isect_grid;

#define ISECT_GRID_NONE 0xffffffffu
typedef struct isect_move_options {
    isect_real skin;      /* gap kept to every surface, > 0 (world units) */
    isect_real max_slope; /* cosine of the steepest floor, in (0, 1] */
    int max_steps;        /* sweeps per call, 1 to 16 */
    bool y_up;            /* false: y points down, as on a screen */
} isect_move_options;

typedef struct isect_move_result {
    isect_vec moved;         /* the move made: add it to the position */
    bool on_floor, on_wall, on_ceiling;
    isect_vec floor_normal;  /* the floor's normal when on_floor, else 0 */
    isect_vec normal;        /* the last surface touched, else 0 */
    int steps;               /* sweeps used, the probe down and its push included */
    bool recovered;          /* started inside a shape, pushed out first */
} isect_move_result;
typedef struct isect_hit {
    isect_vec pos;
    isect_vec normal;
    isect_vec delta;
    isect_real time;
} isect_hit;
typedef struct isect_sweep {
    isect_hit hit;
    isect_vec pos;
    isect_real time;
} isect_sweep;
isect_real isect_length(isect_vec a);
isect_vec isect_normalize(isect_vec a);
void isect_aabb_point_push(isect_aabb box, isect_vec point, isect_hit *out);
#ifdef ISECT_STATIC
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out);
#endif
void isect_aabb_segment_hit(isect_aabb box, isect_vec pos, isect_vec delta,
                            isect_vec padding, isect_hit *out);
void isect_aabb_aabb_push(isect_aabb box, isect_aabb other, isect_hit *out);
bool isect_aabb_sweep_aabb(isect_aabb box, isect_aabb moving,
                           isect_vec delta, isect_sweep *out);
bool isect_circle_point_push(isect_vec center, isect_real radius, isect_vec point,
                             isect_real padding, isect_hit *out);
bool isect_circle_segment_entry(isect_vec center, isect_real radius, isect_vec pos,
                                isect_vec delta, isect_real padding, isect_hit *out);
bool isect_circle_sweep_circle(isect_circle circle, isect_circle moving,
                               isect_vec delta, isect_sweep *out);
isect_vec isect_nearest_aabb(isect_aabb box, isect_vec point);
bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out);
bool isect_circle_aabb(isect_circle circle, isect_aabb box, isect_hit *out);
bool isect_aabb_sweep_circle(isect_aabb box, isect_circle moving,
                             isect_vec delta, isect_sweep *out);
bool isect_circle_sweep_aabb(isect_circle circle, isect_aabb moving,
                             isect_vec delta, isect_sweep *out);
bool isect_sweep_aabb_into(const isect_shape *shapes, size_t count,
                           isect_aabb moving, isect_vec delta,
                           isect_sweep *out, size_t *index);
bool isect_sweep_circle_into(const isect_shape *shapes, size_t count,
                             isect_circle moving, isect_vec delta,
                             isect_sweep *out, size_t *index);
bool isect_capsule_point(isect_capsule capsule, isect_vec point, isect_hit *out);
bool isect_capsule_circle(isect_capsule capsule, isect_circle circle,
                          isect_hit *out);
bool isect_capsule_segment(isect_capsule capsule, isect_vec pos,
                           isect_vec delta, isect_hit *out);
static inline isect_minmax isect_minmax_from_aabb(isect_aabb box)
{
    isect_minmax m;
    m.min = isect_sub(box.pos, box.half);
    m.max = isect_add(box.pos, box.half);
    return m;
}

static inline isect_aabb isect_aabb_from_minmax(isect_minmax box)
{
    isect_aabb b;
    b.pos = isect_v((box.min.x + box.max.x) / 2, (box.min.y + box.max.y) / 2);
    b.half = isect_v((box.max.x - box.min.x) / 2, (box.max.y - box.min.y) / 2);
    return b;
}
static inline isect_rect isect_rect_from_minmax(isect_minmax box)
{
    isect_rect r;
    r.pos = box.min;
    r.size = isect_sub(box.max, box.min);
    return r;
}

static inline isect_minmax isect_minmax_from_rect(isect_rect box)
{
    isect_minmax m;
    m.min = box.pos;
    m.max = isect_add(box.pos, box.size);
    return m;
}
static inline isect_rect isect_rect_from_aabb(isect_aabb box)
{
    isect_rect r;
    r.pos = isect_sub(box.pos, box.half);
    r.size = isect_scale(box.half, 2);
    return r;
}

static inline isect_aabb isect_aabb_from_rect(isect_rect box)
{
    isect_aabb b;
    b.half = isect_v(box.size.x / 2, box.size.y / 2);
    b.pos = isect_add(box.pos, b.half);
    return b;
}
isect_vec isect_nearest_circle(isect_circle circle, isect_vec point);
isect_vec isect_nearest_capsule(isect_capsule capsule, isect_vec point);
bool isect_capsule_contains(isect_capsule capsule, isect_vec point);
isect_vec isect_nearest_circle_edge(isect_circle circle, isect_vec point,
                                    isect_vec *normal);
isect_vec isect_nearest_aabb_edge(isect_aabb box, isect_vec point,
                                  isect_vec *normal);
isect_vec isect_nearest_triangle(isect_triangle tri, isect_vec point);
bool isect_triangle_point(isect_triangle tri, isect_vec point, isect_hit *out);
bool isect_triangle_segment(isect_triangle tri, isect_vec pos, isect_vec delta,
                            isect_hit *out);
bool isect_triangle_circle(isect_triangle tri, isect_circle circle,
                           isect_hit *out);
bool isect_triangle_aabb(isect_triangle tri, isect_aabb box, isect_hit *out);
bool isect_triangle_triangle(isect_triangle tri, isect_triangle other,
                             isect_hit *out);
bool isect_segment_segment(isect_vec seg_pos, isect_vec seg_delta,
                           isect_vec pos, isect_vec delta,
                           isect_hit *out, isect_real *seg_time);
bool isect_circle_overlaps_segment(isect_circle circle, isect_vec pos,
                                   isect_vec delta);
bool isect_capsule_capsule(isect_capsule capsule, isect_capsule other,
                           isect_hit *out);
bool isect_capsule_aabb(isect_capsule capsule, isect_aabb box, isect_hit *out);
bool isect_capsule_sweep_circle(isect_capsule capsule, isect_circle moving,
                                isect_vec delta, isect_sweep *out);
bool isect_triangle_sweep_aabb(isect_triangle tri, isect_aabb moving,
                               isect_vec delta, isect_sweep *out);
bool isect_capsule_sweep_aabb(isect_capsule capsule, isect_aabb moving,
                              isect_vec delta, isect_sweep *out);
bool isect_triangle_sweep_circle(isect_triangle tri, isect_circle moving,
                                 isect_vec delta, isect_sweep *out);
bool isect_triangle_capsule(isect_triangle tri, isect_capsule capsule, isect_hit *out);
bool isect_aabb_sweep_capsule(isect_aabb box, isect_capsule moving, isect_vec delta,
                              isect_sweep *out);
bool isect_capsule_sweep_capsule(isect_capsule capsule, isect_capsule moving,
                                 isect_vec delta, isect_sweep *out);
bool isect_circle_sweep_capsule(isect_circle circle, isect_capsule moving,
                                isect_vec delta, isect_sweep *out);
bool isect_segment_sweep_capsule(isect_vec seg_pos, isect_vec seg_delta,
                                 isect_capsule moving, isect_vec delta,
                                 isect_sweep *out);
bool isect_triangle_sweep_capsule(isect_triangle tri, isect_capsule moving,
                                  isect_vec delta, isect_sweep *out);
bool isect_segment_circle(isect_vec seg_pos, isect_vec seg_delta,
                          isect_circle circle, isect_hit *out);
bool isect_segment_sweep_circle(isect_vec seg_pos, isect_vec seg_delta,
                                isect_circle moving, isect_vec delta,
                                isect_sweep *out);
bool isect_segment_aabb(isect_vec seg_pos, isect_vec seg_delta, isect_aabb box,
                        isect_hit *out);
bool isect_segment_sweep_aabb(isect_vec seg_pos, isect_vec seg_delta,
                              isect_aabb moving, isect_vec delta,
                              isect_sweep *out);
bool isect_circle_sweep_circle_both(isect_circle a, isect_vec da,
                                    isect_circle b, isect_vec db,
                                    isect_hit *out, isect_vec *a_at,
                                    isect_vec *b_at);
bool isect_aabb_sweep_circle_both(isect_aabb box, isect_vec box_delta,
                                  isect_circle moving, isect_vec delta,
                                  isect_hit *out, isect_vec *box_at,
                                  isect_vec *moving_at);
isect_aabb isect_shape_bounds(isect_shape shape);
bool isect_world_sweep_aabb(const isect_world *world, isect_aabb moving,
                            isect_vec delta, const isect_filter *filter,
                            isect_sweep *out, size_t *index);
bool isect_world_sweep_circle(const isect_world *world, isect_circle moving,
                              isect_vec delta, const isect_filter *filter,
                              isect_sweep *out, size_t *index);
bool isect_world_sweep_capsule(const isect_world *world, isect_capsule moving,
                               isect_vec delta, const isect_filter *filter,
                               isect_sweep *out, size_t *index);
bool isect_world_cast(const isect_world *world, isect_vec pos,
                      isect_vec delta, const isect_filter *filter,
                      isect_hit *out, size_t *index);
size_t isect_world_overlap_point(const isect_world *world, isect_vec point,
                                 const isect_filter *filter, size_t *found,
                                 size_t capacity);
size_t isect_world_overlap_aabb(const isect_world *world, isect_aabb box,
                                const isect_filter *filter, size_t *found,
                                size_t capacity);
size_t isect_world_overlap_circle(const isect_world *world,
                                  isect_circle circle,
                                  const isect_filter *filter, size_t *found,
                                  size_t capacity);
bool isect_aabb_soa_segment(const isect_aabb_soa *boxes, isect_vec pos,
                            isect_vec delta, isect_hit *out, size_t *index);
bool isect_aabb_soa_sweep_aabb(const isect_aabb_soa *boxes, isect_aabb moving,
                               isect_vec delta, isect_sweep *out, size_t *index);
bool isect_circle_soa_segment(const isect_circle_soa *circles, isect_vec pos,
                              isect_vec delta, isect_hit *out, size_t *index);
bool isect_circle_soa_sweep_circle(const isect_circle_soa *circles,
                                   isect_circle moving, isect_vec delta,
                                   isect_sweep *out, size_t *index);
size_t isect_grid_memory_size(size_t columns, size_t rows,
                              size_t max_shapes, size_t max_entries);
bool isect_grid_init(isect_grid *grid, void *memory, size_t bytes,
                     isect_vec origin, isect_vec cell, size_t columns,
                     size_t rows, size_t max_shapes, size_t max_entries);
bool isect_grid_insert(isect_grid *grid, size_t index, isect_aabb bounds);
bool isect_grid_remove(isect_grid *grid, size_t index);
bool isect_grid_move(isect_grid *grid, size_t index, isect_aabb bounds);
bool isect_grid_insert_world(isect_grid *grid, const isect_world *world);
size_t isect_grid_cells_on_path(const isect_grid *grid, isect_vec pos,
                                isect_vec delta, isect_vec half,
                                size_t *cells, size_t capacity);
bool isect_grid_cast(const isect_grid *grid, const isect_world *world,
                     isect_vec pos, isect_vec delta,
                     const isect_filter *filter, isect_hit *out, size_t *index);
bool isect_grid_sweep_aabb(const isect_grid *grid, const isect_world *world,
                           isect_aabb moving, isect_vec delta,
                           const isect_filter *filter, isect_sweep *out,
                           size_t *index);
bool isect_grid_sweep_circle(const isect_grid *grid, const isect_world *world,
                             isect_circle moving, isect_vec delta,
                             const isect_filter *filter, isect_sweep *out,
                             size_t *index);
bool isect_grid_sweep_capsule(const isect_grid *grid, const isect_world *world,
                              isect_capsule moving, isect_vec delta,
                              const isect_filter *filter, isect_sweep *out,
                              size_t *index);
size_t isect_grid_overlap_point(const isect_grid *grid,
                                const isect_world *world, isect_vec point,
                                const isect_filter *filter, size_t *found,
                                size_t capacity);
size_t isect_grid_overlap_aabb(const isect_grid *grid,
                               const isect_world *world, isect_aabb box,
                               const isect_filter *filter, size_t *found,
                               size_t capacity);
size_t isect_grid_overlap_circle(const isect_grid *grid,
                                 const isect_world *world,
                                 isect_circle circle,
                                 const isect_filter *filter, size_t *found,
                                 size_t capacity);
void isect_world_move_aabb(const isect_world *world, isect_aabb moving,
                           isect_vec delta, const isect_filter *filter,
                           const isect_move_options *options,
                           isect_move_result *out);
void isect_world_move_circle(const isect_world *world, isect_circle moving,
                             isect_vec delta, const isect_filter *filter,
                             const isect_move_options *options,
                             isect_move_result *out);
void isect_world_move_capsule(const isect_world *world, isect_capsule moving,
                              isect_vec delta, const isect_filter *filter,
                              const isect_move_options *options,
                              isect_move_result *out);
#ifndef ISECT_HEADER_INLINE
#  if defined(__GNUC_GNU_INLINE__) && !defined(__cplusplus)
#    define ISECT_HEADER_INLINE static inline
#  else
#    define ISECT_HEADER_INLINE inline
#  endif
#endif
#ifdef ISECT_FLOAT
#define ISECT_ROUNDING_MARGIN(size) ((size) * (16 * FLT_EPSILON) + FLT_MIN)
#define ISECT_FRONT_MAX (FLT_MAX / 8)
#else
#define ISECT_ROUNDING_MARGIN(size) ((size) * (16 * DBL_EPSILON) + DBL_MIN)
#define ISECT_FRONT_MAX (DBL_MAX / 8)
#endif
ISECT_HEADER_INLINE
bool isect_aabb_point(isect_aabb box, isect_vec point, isect_hit *out)
{
    isect_real ax = ISECT_ABS(point.x - box.pos.x);
    isect_real ay = ISECT_ABS(point.y - box.pos.y);
    bool inside = (ax < box.half.x) & (ay < box.half.y);
    if (inside && out != NULL)
        isect_aabb_point_push(box, point, out);
    return inside;
}
#ifndef ISECT_STATIC
ISECT_HEADER_INLINE
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out)
{
    static const isect_real signs[2] = {1, -1}; /* the sign of a move */
    isect_real hx = box.half.x + padding.x, hy = box.half.y + padding.y;
    isect_real sx = signs[delta.x < 0], sy;
    /* start, end, speed; along the motion */
    isect_real ux = sx * (pos.x - box.pos.x), wx = sx * ((pos.x + delta.x) - box.pos.x);
    isect_real vx = sx * delta.x, uy, wy, vy;
    bool behind_or_short, beside, end_inside;
    int misses;
    sy = signs[delta.y < 0];
    uy = sy * (pos.y - box.pos.y);
    wy = sy * ((pos.y + delta.y) - box.pos.y);
    vy = sy * delta.y;
    behind_or_short = (ux - hx >= 0) | (hx + wx <= 0) | (uy - hy >= 0) | (hy + wy <= 0);
    beside = ((double)(hx + ux) * vy <= (double)(uy - hy) * vx)
           | ((double)(hy + uy) * vx <= (double)(ux - hx) * vy)
           | !((hx > 0) & (hy > 0));
    end_inside = (hx - wx > 0) & (hy - wy > 0);
    misses = behind_or_short + (beside & !end_inside);
    if (misses > 0)
        return false;
    if (out != NULL)
        isect_aabb_segment_hit(box, pos, delta, padding, out);
    return true;
}
#endif
ISECT_HEADER_INLINE
bool isect_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real ax = ISECT_ABS(other.pos.x - box.pos.x);
    isect_real ay = ISECT_ABS(other.pos.y - box.pos.y);
    isect_real reach_x = box.half.x + other.half.x;
    isect_real reach_y = box.half.y + other.half.y;
    bool overlap = ax < reach_x && ay < reach_y;
    if (overlap && out != NULL)
        isect_aabb_aabb_push(box, other, out);
    return overlap;
}
ISECT_HEADER_INLINE
bool isect_circle_point(isect_circle circle, isect_vec point,
                        isect_real padding, isect_hit *out)
{
    isect_real dx = point.x - circle.pos.x;
    isect_real dy = point.y - circle.pos.y;
    isect_real reach = circle.radius + padding, rr = reach * reach;
    isect_real gap = dx * dx + dy * dy - rr, margin = ISECT_ROUNDING_MARGIN(rr);
    bool clear = ISECT_ABS(gap) > margin;
    if (clear && out == NULL)
        return gap < 0;
    if (clear && gap > 0)
        return false;
    return isect_circle_point_push(circle.pos, circle.radius, point, padding, out);
}
ISECT_HEADER_INLINE
bool isect_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                          isect_real padding, isect_hit *out)
{
    isect_real mx = pos.x - circle.pos.x;
    isect_real my = pos.y - circle.pos.y;
    isect_real dx = delta.x, dy = delta.y;
    isect_real reach = circle.radius + padding, rr = reach * reach;
    isect_real mm = mx * mx + my * my, md = mx * dx + my * dy;
    isect_real dd = dx * dx + dy * dy;
    isect_real size = mm + dd + rr;
    isect_real ex = mx + dx, ey = my + dy, cross = mx * dy - my * dx;
    isect_real gaps[3], sizes[3], gap, margin;
    int nearest = (md < 0) + ((md < 0) & !(md + dd > 0)); /* start, between, end */
    bool clear;
    gaps[0] = mm - rr;                     sizes[0] = size;
    gaps[1] = cross * cross - rr * dd;     sizes[1] = size * dd;
    gaps[2] = ex * ex + ey * ey - rr;      sizes[2] = size;
    gap = gaps[nearest];
    margin = ISECT_ROUNDING_MARGIN(sizes[nearest]);
    clear = (size <= ISECT_FRONT_MAX) & (ISECT_ABS(gap) > margin);
    if (clear && out == NULL)
        return gap < 0;
    if (clear && gap > 0)
        return false;
    return isect_circle_segment_entry(circle.pos, circle.radius, pos, delta,
                                      padding, out);
}
ISECT_HEADER_INLINE
bool isect_circle_circle(isect_circle circle, isect_circle other,
                         isect_hit *out)
{
    return isect_circle_point(circle, other.pos, other.radius, out);
}
ISECT_HEADER_INLINE
isect_vec isect_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point)
{
    isect_real dd = delta.x * delta.x + delta.y * delta.y;
    isect_real q = ((point.x - pos.x) * delta.x + (point.y - pos.y) * delta.y) / dd;
    isect_real t = q > 0 ? (q < 1 ? q : 1) : 0;
    isect_vec foot;
    foot.x = pos.x + delta.x * t;
    foot.y = pos.y + delta.y * t;
    return foot;
}
ISECT_HEADER_INLINE
bool isect_minmax_point(isect_minmax box, isect_vec point)
{
    bool inside_x = (box.min.x < point.x) & (point.x < box.max.x);
    bool inside_y = (box.min.y < point.y) & (point.y < box.max.y);
    return inside_x & inside_y;
}
ISECT_HEADER_INLINE
bool isect_rect_point(isect_rect box, isect_vec point)
{
    bool inside_x = (box.pos.x < point.x) & (point.x < box.pos.x + box.size.x);
    bool inside_y = (box.pos.y < point.y) & (point.y < box.pos.y + box.size.y);
    return inside_x & inside_y;
}
ISECT_HEADER_INLINE
bool isect_minmax_minmax(isect_minmax box, isect_minmax other)
{
    bool overlap_x = (box.min.x < other.max.x) & (other.min.x < box.max.x);
    bool overlap_y = (box.min.y < other.max.y) & (other.min.y < box.max.y);
    return overlap_x & overlap_y;
}
ISECT_HEADER_INLINE
bool isect_rect_rect(isect_rect box, isect_rect other)
{
    bool overlap_x = (box.pos.x < other.pos.x + other.size.x)
                   & (other.pos.x < box.pos.x + box.size.x);
    bool overlap_y = (box.pos.y < other.pos.y + other.size.y)
                   & (other.pos.y < box.pos.y + box.size.y);
    return overlap_x & overlap_y;
}
ISECT_HEADER_INLINE
bool isect_circle_contains(isect_circle circle, isect_vec point)
{
    return isect_circle_point(circle, point, 0, NULL);
}
ISECT_HEADER_INLINE
bool isect_aabb_contains(isect_aabb box, isect_vec point)
{
    isect_real ax = ISECT_ABS(point.x - box.pos.x);
    isect_real ay = ISECT_ABS(point.y - box.pos.y);
    return (ax < box.half.x) & (ay < box.half.y);
}
ISECT_HEADER_INLINE
bool isect_triangle_contains(isect_triangle tri, isect_vec point)
{
    isect_real p_ab = (tri.b.x - tri.a.x) * (point.y - tri.a.y);
    isect_real q_ab = (tri.b.y - tri.a.y) * (point.x - tri.a.x);
    isect_real p_bc = (tri.c.x - tri.b.x) * (point.y - tri.b.y);
    isect_real q_bc = (tri.c.y - tri.b.y) * (point.x - tri.b.x);
    isect_real p_ca = (tri.a.x - tri.c.x) * (point.y - tri.c.y);
    isect_real q_ca = (tri.a.y - tri.c.y) * (point.x - tri.c.x);
    isect_real turn_ab = (tri.b.x - tri.a.x) * (tri.c.y - tri.a.y);
    isect_real turn_ac = (tri.b.y - tri.a.y) * (tri.c.x - tri.a.x);
    isect_real area2 = turn_ab - turn_ac;
    bool left = turn_ab > turn_ac, right = turn_ab < turn_ac;
    isect_real least_x = tri.a.x < tri.b.x ? tri.a.x : tri.b.x;
    isect_real most_x = tri.a.x > tri.b.x ? tri.a.x : tri.b.x;
    isect_real least_y = tri.a.y < tri.b.y ? tri.a.y : tri.b.y;
    isect_real most_y = tri.a.y > tri.b.y ? tri.a.y : tri.b.y;
    bool beyond_box = (point.x < (least_x < tri.c.x ? least_x : tri.c.x))
                    | (point.x > (most_x > tri.c.x ? most_x : tri.c.x))
                    | (point.y < (least_y < tri.c.y ? least_y : tri.c.y))
                    | (point.y > (most_y > tri.c.y ? most_y : tri.c.y));
    bool all_left = (p_ab > q_ab) & (p_bc > q_bc) & (p_ca > q_ca);
    bool all_right = (p_ab < q_ab) & (p_bc < q_bc) & (p_ca < q_ca);
    bool any_left = (p_ab > q_ab) | (p_bc > q_bc) | (p_ca > q_ca);
    bool any_right = (p_ab < q_ab) | (p_bc < q_bc) | (p_ca < q_ca);
    bool flat = !(left | right);
    bool inside = ((left & all_left) | (right & all_right)) & !beyond_box;
    bool outside = (left & any_right) | (right & any_left) | flat | beyond_box;
    bool finite = area2 - area2 == 0; /* else infinite or NaN: huge corners */
    if ((inside | outside) & finite)
        return inside;
    return isect_triangle_point(tri, point, NULL);
}

#ifdef __cplusplus
}
#endif

#endif /* INTERSECT_H */
