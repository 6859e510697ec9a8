/* bench_float.c -- our functions in float, linked: the library compiled on
   its own with ISECT_FLOAT (its functions are named isectf_*, so it links
   beside the double one), and the kernels of tests/bench_ours.h, named
   kf_NAME here, on float copies of tests/bench.c's cases
   (tests/bench_float.h says why). Compiled with ISECT_FLOAT. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intersect.h"
#include "bench_float.h"

isect_aabb box_a[N], box_b[N];
isect_minmax mm_a[N], mm_b[N];
isect_rect rc_a[N], rc_b[N];
isect_vec pts[N], pts2[N], seg_pos[N], seg_delta[N];
isect_circle circ_a[N], circ_b[N];
isect_capsule caps[N];
isect_triangle tris_a[N], tris_b[N];
isect_shape pool[POOL + MANY];

isect_hit sink_hit;
isect_sweep sink_sweep;
size_t sink_index;
isect_vec sink_vec;
const isect_vec zero_padding = {0, 0};

/* Copies the double array `name` of tests/bench.c into `to` (size bytes),
   number by number: every shape type is its numbers one after another, in
   both precisions. */
static void take(void *to, size_t size, const char *name)
{
    size_t count, k;
    const double *from = bench_reals(name, &count);
    isect_real *out = (isect_real *)to;
    if (count * sizeof(isect_real) != size) {
        fprintf(stderr, "bench_float: %s has %lu numbers, not %lu\n", name, (unsigned long)count,
                (unsigned long)(size / sizeof(isect_real)));
        exit(1);
    }
    for (k = 0; k < count; k++)
        out[k] = (isect_real)from[k];
}
#define TAKE(array) take(array, sizeof array, #array)

void bench_float_setup(void)
{
    size_t i, k;
    TAKE(box_a);
    TAKE(box_b);
    TAKE(mm_a);
    TAKE(mm_b);
    TAKE(rc_a);
    TAKE(rc_b);
    TAKE(pts);
    TAKE(pts2);
    TAKE(seg_pos);
    TAKE(seg_delta);
    TAKE(circ_a);
    TAKE(circ_b);
    TAKE(caps);
    TAKE(tris_a);
    TAKE(tris_b);
    /* The pool of shapes: per shape, its kind, then the numbers of its
       union (BENCH_SHAPE_REALS of them, unused ones zero). */
    {
        size_t count;
        const double *from = bench_reals("pool", &count);
        isect_real as[BENCH_SHAPE_REALS];
        if (count != (POOL + MANY) * (1 + BENCH_SHAPE_REALS) || sizeof as != sizeof pool[0].as) {
            fprintf(stderr, "bench_float: the pool does not match\n");
            exit(1);
        }
        for (i = 0; i < POOL + MANY; i++, from += 1 + BENCH_SHAPE_REALS) {
            pool[i].kind = (isect_shape_kind)(int)from[0];
            for (k = 0; k < BENCH_SHAPE_REALS; k++)
                as[k] = (isect_real)from[1 + k];
            memcpy(&pool[i].as, as, sizeof as);
        }
    }
}

#define OURS(name, expr) KERNEL_PUBLIC(kf_##name, expr)
#include "bench_ours.h"
#undef OURS
