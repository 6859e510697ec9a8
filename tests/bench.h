/* bench.h -- what the files of `make bench` share (tests/bench.c says how
   the benchmark works). Include intersect.h or intersect_single.h first.

   The inputs live in tests/bench.c; tests/bench_inline.c times our
   functions built from intersect_single.h with ISECT_STATIC (every call can
   be inlined), tests/bench_float.c and tests/bench_float_inline.c time them
   in float (through tests/bench_float.h), tests/bench_box2d.cpp times the
   Box2D peers. */
#ifndef BENCH_H
#define BENCH_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define N 4096          /* cases per array */
#define ORDER (8 * N)   /* calls per pass: the N cases, 8 times over, each time in
                           another random order (bench_order) */
#define POOL 512        /* shapes for the sweep-into-many kernels */
#define MANY 16         /* shapes per sweep-into-many call */
#define BARRIER() __asm__ __volatile__("" ::: "memory")

/* A kernel makes one call per entry of bench_order, which names the case
   (the index i into the arrays), reps times over, and returns the number
   of calls that said "hit" (so none can be dropped). */
typedef long (*kernel)(long reps);

extern unsigned short bench_order[ORDER];

#define KERNEL_BODY(expr)                                   \
    {                                                       \
        long hits = 0, r;                                   \
        size_t j;                                           \
        for (r = 0; r < reps; r++) {                        \
            BARRIER();                                      \
            for (j = 0; j < ORDER; j++) {                   \
                size_t i = bench_order[j];                  \
                hits += (expr) ? 1 : 0;                     \
            }                                               \
        }                                                   \
        return hits;                                        \
    }
#define KERNEL(name, expr) static long name(long reps) KERNEL_BODY(expr)
#define KERNEL_PUBLIC(name, expr) long name(long reps); long name(long reps) KERNEL_BODY(expr)

/* The inputs (tests/bench.c, make_shape_inputs). */
extern isect_aabb box_a[N], box_b[N];
extern isect_minmax mm_a[N], mm_b[N];
extern isect_rect rc_a[N], rc_b[N];
extern isect_vec pts[N], pts2[N], seg_pos[N], seg_delta[N];
extern isect_circle circ_a[N], circ_b[N];
extern isect_capsule caps[N];
extern isect_triangle tris_a[N], tris_b[N];
extern isect_shape pool[POOL + MANY];

/* What our kernels write. */
extern isect_hit sink_hit;
extern isect_sweep sink_sweep;
extern size_t sink_index;
extern isect_vec sink_vec;
extern const isect_vec zero_padding;

/* Our functions built with ISECT_STATIC (tests/bench_inline.c): ki_NAME. */
#define OURS(name, expr) long ki_##name(long reps);
#include "bench_ours.h"
#undef OURS

/* Our functions in float (tests/bench_float.c, kf_NAME, linked;
   tests/bench_float_inline.c, kfi_NAME, with ISECT_STATIC), timed against
   Box2D, which computes in float. bench_float_setup makes their cases: the
   inputs above rounded to float, each array taken from bench_reals, which
   gives it as plain numbers (tests/bench.c). */
#define OURS(name, expr) long kf_##name(long reps); long kfi_##name(long reps);
#include "bench_ours.h"
#undef OURS
void bench_float_setup(void);
const double *bench_reals(const char *array, size_t *count);
#define BENCH_SHAPE_REALS 6 /* the numbers of an isect_shape's union (a triangle) */

/* Box2D 2.4 (tests/bench_box2d.cpp). */
void box2d_setup(void);
#define PEER(name) long name(long reps);
#include "bench_box2d.h"
#undef PEER

#ifdef __cplusplus
}
#endif

#endif /* BENCH_H */
