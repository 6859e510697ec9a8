/* bench_float.h -- what the two float files of `make bench` share
   (tests/bench_float.c: our functions in float, linked;
   tests/bench_float_inline.c: the same, built from intersect_single.h with
   ISECT_STATIC). Both are compiled with ISECT_FLOAT; include intersect.h or
   intersect_single.h first.

   Box2D computes in float, Chipmunk2D in double, and a row should compare
   like with like, so `make bench` times each of our functions in both
   precisions: the double build against Chipmunk2D, the float build against
   Box2D. The float kernels make the same calls (tests/bench_ours.h) on the
   same cases, rounded to float once before timing, as
   tests/bench_box2d.cpp rounds them for Box2D. The names below send the
   kernels' expressions to the float copies: with ISECT_FLOAT the shape types
   hold floats, so they cannot share the double arrays of tests/bench.c. */
#ifndef BENCH_FLOAT_H
#define BENCH_FLOAT_H

#ifndef ISECT_FLOAT
#error "bench_float.h: compile with -DISECT_FLOAT"
#endif

#define box_a        fbench_box_a
#define box_b        fbench_box_b
#define mm_a         fbench_mm_a
#define mm_b         fbench_mm_b
#define rc_a         fbench_rc_a
#define rc_b         fbench_rc_b
#define pts          fbench_pts
#define pts2         fbench_pts2
#define seg_pos      fbench_seg_pos
#define seg_delta    fbench_seg_delta
#define circ_a       fbench_circ_a
#define circ_b       fbench_circ_b
#define caps         fbench_caps
#define tris_a       fbench_tris_a
#define tris_b       fbench_tris_b
#define pool         fbench_pool
#define sink_hit     fbench_sink_hit
#define sink_sweep   fbench_sink_sweep
#define sink_index   fbench_sink_index
#define sink_vec     fbench_sink_vec
#define zero_padding fbench_zero_padding

#include "bench.h"

#endif /* BENCH_FLOAT_H */
