/* bench_inline.c -- our functions as a program that builds the library
   from the one-file header with ISECT_STATIC gets them: every function
   static inline in this file, so the compiler can inline each call into
   its kernel (tests/bench.c says how the benchmark works; the kernels are
   the ones of tests/bench_ours.h, named ki_NAME here). */
#define ISECT_STATIC
#include "intersect_single.h"
#include "bench.h"

#define OURS(name, expr) KERNEL_PUBLIC(ki_##name, expr)
#include "bench_ours.h"
#undef OURS
