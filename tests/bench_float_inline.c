/* bench_float_inline.c -- our functions in float, as a program that builds
   the library from the one-file header with ISECT_STATIC gets them: the
   kernels of tests/bench_ours.h, named kfi_NAME here, on the float copies
   of the cases that tests/bench_float.c makes. Compiled with ISECT_FLOAT. */
#define ISECT_STATIC
#include "intersect_single.h"
#include "bench_float.h"

#define OURS(name, expr) KERNEL_PUBLIC(kfi_##name, expr)
#include "bench_ours.h"
#undef OURS
