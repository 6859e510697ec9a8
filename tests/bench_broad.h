/* tests/bench_broad.h -- what tests/bench_broad.c (C) and
   tests/bench_broad_tree.cpp (C++, Box2D's tree) share. */
#ifndef BENCH_BROAD_H
#define BENCH_BROAD_H

#include <stdbool.h>
#include <stddef.h>
#include "intersect.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The exact test for one shape of the world, by its kind (bench_broad.c). */
bool broad_shape_segment(isect_shape shape, isect_vec pos, isect_vec delta, isect_hit *out);
bool broad_shape_sweep_aabb(isect_shape shape, isect_aabb moving, isect_vec delta, isect_sweep *out);
bool broad_shape_overlaps_aabb(isect_shape shape, isect_aabb box);
isect_aabb broad_shape_bounds(isect_shape shape);

/* Box2D's b2DynamicTree over the shapes (bench_broad_tree.cpp): built once,
   then the earliest hit of a ray cast and of a box sweep, and its index. */
void *broad_tree_build(const isect_shape *shapes, size_t count);
void broad_tree_free(void *tree);
int broad_tree_height(const void *tree);
/* Whether the box overlaps some shape (broad_shape_overlaps_aabb). */
bool broad_tree_blocked(const void *tree, isect_aabb box);
bool broad_tree_cast(const void *tree, isect_vec pos, isect_vec delta, isect_hit *out, size_t *index);
bool broad_tree_sweep_aabb(const void *tree, isect_aabb moving, isect_vec delta, isect_hit *out,
                           size_t *index);

#ifdef __cplusplus
}
#endif

#endif
