/* bench_batch.c -- `make bench-batch` (part of `make bench`): the batch
   queries through arrays of shapes against the one-by-one loop over the same
   shapes, in the same process.

   The world: 1,000 boxes (or circles) at random in a square of side 1,000,
   half sizes 2 to 20, the way a level's platforms and pillars spread. 256
   queries: a box of half size 8 (a circle of radius 8), or a ray, from a
   random point, moving 40 in a random direction. Each query is timed over
   the whole list of queries, repeated for about BENCH_MS milliseconds,
   seven times in turns with the other loop, the fastest of each kept.
   Printed: ns per query, ns per shape, and the one-by-one time over the
   batch time (how many times faster the batch is).
   Both loops give the same answer; the tests prove it, and this program
   counts the hits of each as a check.

   Usage: bench-batch [ms per run] (default 10)
          bench-batch --only KIND REPS: only the queries of one kind (0..7,
          as in the enum below), REPS times over the list, nothing printed:
          `make bench-batch` runs it under callgrind for instruction counts. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "intersect.h"

#define SHAPES 1000
#define QUERIES 256
#define RUNS 7

static isect_real xs[SHAPES], ys[SHAPES], hx[SHAPES], hy[SHAPES];
static isect_shape boxes_aos[SHAPES], circles_aos[SHAPES];
static isect_vec starts[QUERIES], deltas[QUERIES];
static volatile long sink;

static unsigned long long rng = 0x5EEDULL;
static double unit(void)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(rng >> 11) * (1.0 / 9007199254740992.0);
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

enum { BOX_SWEEP, BOX_SWEEP_BATCH, BOX_CAST, BOX_CAST_BATCH, CIRCLE_SWEEP,
       CIRCLE_SWEEP_BATCH, CIRCLE_CAST, CIRCLE_CAST_BATCH };

/* The one-by-one cast: each shape's segment test, the earliest hit kept. */
static int cast_each(const isect_shape *shapes, isect_vec pos, isect_vec delta)
{
    isect_hit h, best;
    size_t i;
    int found = 0;
    best.time = 2;
    for (i = 0; i < SHAPES; i++) {
        int hit = shapes[i].kind == ISECT_SHAPE_AABB
            ? isect_aabb_segment(shapes[i].as.aabb, pos, delta, isect_v(0, 0), &h)
            : isect_circle_segment(shapes[i].as.circle, pos, delta, 0, &h);
        if (hit && h.time < best.time) {
            best = h;
            found = 1;
        }
    }
    return found;
}

static long run(int kind, long reps)
{
    isect_aabb_soa boxes;
    isect_circle_soa circles;
    isect_sweep s;
    isect_hit h;
    size_t index;
    long r, hits = 0;
    int q;
    boxes.x = xs; boxes.y = ys; boxes.half_x = hx; boxes.half_y = hy; boxes.count = SHAPES;
    circles.x = xs; circles.y = ys; circles.radius = hx; circles.count = SHAPES;
    for (r = 0; r < reps; r++) {
        for (q = 0; q < QUERIES; q++) {
            isect_aabb box;
            isect_circle c;
            box.pos = starts[q]; box.half = isect_v(8, 8);
            c.pos = starts[q]; c.radius = 8;
            switch (kind) {
            case BOX_SWEEP:
                hits += isect_sweep_aabb_into(boxes_aos, SHAPES, box, deltas[q], &s, &index); break;
            case BOX_SWEEP_BATCH:
                hits += isect_aabb_soa_sweep_aabb(&boxes, box, deltas[q], &s, &index); break;
            case BOX_CAST:
                hits += cast_each(boxes_aos, starts[q], deltas[q]); break;
            case BOX_CAST_BATCH:
                hits += isect_aabb_soa_segment(&boxes, starts[q], deltas[q], &h, &index); break;
            case CIRCLE_SWEEP:
                hits += isect_sweep_circle_into(circles_aos, SHAPES, c, deltas[q], &s, &index); break;
            case CIRCLE_SWEEP_BATCH:
                hits += isect_circle_soa_sweep_circle(&circles, c, deltas[q], &s, &index); break;
            case CIRCLE_CAST:
                hits += cast_each(circles_aos, starts[q], deltas[q]); break;
            default:
                hits += isect_circle_soa_segment(&circles, starts[q], deltas[q], &h, &index); break;
            }
        }
        __asm__ __volatile__("" ::: "memory");
    }
    sink = hits;
    return hits / reps;
}

/* reps so that one run of a kind takes about ms milliseconds */
static long calibrate(int kind, double ms)
{
    double t0, t;
    long reps = 1;
    for (;;) {
        t0 = now_ns();
        run(kind, reps);
        t = now_ns() - t0;
        if (t > ms * 1e6 / 4 || reps > (1L << 24)) break;
        reps *= 2;
    }
    return (long)((double)reps * ms * 1e6 / (t + 1)) + 1;
}

/* The one-by-one loop (kind) and the batch (kind + 1), timed in turns,
   RUNS times each; the fastest run of each, in ns per query. The machine
   may be shared: the least disturbed run is the closest to its speed, and
   taking turns exposes both to the same disturbance. */
static void time_pair(int kind, double ms, double *one, double *batch, long *h1, long *h2)
{
    long r1 = calibrate(kind, ms), r2 = calibrate(kind + 1, ms);
    double t0, t;
    int i;
    *one = *batch = 1e30;
    for (i = 0; i < RUNS; i++) {
        t0 = now_ns();
        *h1 = run(kind, r1);
        t = (now_ns() - t0) / ((double)r1 * QUERIES);
        if (t < *one) *one = t;
        t0 = now_ns();
        *h2 = run(kind + 1, r2);
        t = (now_ns() - t0) / ((double)r2 * QUERIES);
        if (t < *batch) *batch = t;
    }
}

int main(int argc, char **argv)
{
    static const char *const names[4] = {
        "box swept through 1,000 boxes", "ray cast through 1,000 boxes",
        "circle swept through 1,000 circles", "ray cast through 1,000 circles"};
    double ms = argc > 1 ? atof(argv[1]) : 10;
    int i, only = argc > 3 && strcmp(argv[1], "--only") == 0 ? atoi(argv[2]) : -1;
    for (i = 0; i < SHAPES; i++) {
        isect_aabb b;
        isect_circle c;
        xs[i] = (isect_real)(1000 * unit());
        ys[i] = (isect_real)(1000 * unit());
        hx[i] = (isect_real)(2 + 18 * unit());
        hy[i] = (isect_real)(2 + 18 * unit());
        b.pos = isect_v(xs[i], ys[i]); b.half = isect_v(hx[i], hy[i]);
        c.pos = b.pos; c.radius = hx[i];
        boxes_aos[i] = isect_shape_aabb(b);
        circles_aos[i] = isect_shape_circle(c);
    }
    for (i = 0; i < QUERIES; i++) {
        double a = 6.283185307179586 * unit();
        starts[i] = isect_v((isect_real)(1000 * unit()), (isect_real)(1000 * unit()));
        deltas[i] = isect_v((isect_real)(40 * __builtin_cos(a)), (isect_real)(40 * __builtin_sin(a)));
    }
    if (only >= 0) { /* bench-batch --only KIND REPS: for an instruction count */
        sink = run(only, atol(argv[3]));
        return 0;
    }
    printf("%-36s %12s %12s %10s %9s %s\n", sizeof(isect_real) == sizeof(float) ? "query (float)" : "query (double)", "one by one",
           "batch", "ns/shape", "speed-up", "hits (one, batch)");
    for (i = 0; i < 4; i++) {
        long h1, h2;
        double t1, t2;
        time_pair(2 * i, ms, &t1, &t2, &h1, &h2);
        printf("%-36s %9.0f ns %9.0f ns %10.3f %8.1fx %ld, %ld\n", names[i], t1, t2,
               t2 / SHAPES, t1 / t2, h1, h2);
    }
    return 0;
}
