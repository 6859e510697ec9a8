/* bench.c -- `make bench`: how fast is each function, per call?

   Speed is reported as ratios against a baseline measured in the same process
   (DESIGN.md, sections 4 and 6), never as a pass/fail test: absolute times
   depend on the machine, ratios much less so.

   Method. Every input (boxes, points, segments, circles, capsules) is drawn
   from a seeded generator at run time into arrays of N cases, so the
   compiler cannot know the answers. A kernel calls one function once per
   case, over the whole array, `reps` times, counting the hits so that the
   calls cannot be dropped; an empty asm with a memory clobber between
   repetitions stops the compiler from reusing one pass for the next. `reps`
   is chosen so that one run takes about RUN_MS milliseconds. Each kernel runs
   RUNS times, interleaved with its baseline and its peer, and the median
   time of each is used.

   Part 1 compares the three rectangle layouts (isect_aabb, isect_minmax,
   isect_rect) on the same boxes and points, boolean answers only; the
   baseline is the center and half size test with out = NULL. It runs twice:
   with about half of the tests hitting (the processor cannot guess the
   branches) and with few hits (it guesses them well).

   Part 2 times every public function of the library (with a result to fill
   in; triangles: corners within 20 of a box's center) against a trivial loop (one comparison per case over the same kind
   of arrays), and against a peer from Chipmunk2D 7 where it has one.
   Chipmunk's bounding-box functions are static inline in its header; its
   shape queries (cpShapePointQuery, cpShapeSegmentQuery, cpShapesCollide)
   go through a per-shape-class function table and fill a larger result, so
   they carry a per-call overhead ours do not. Chipmunk counts touching as
   overlapping; the hit rates printed next to the times show that both
   sides did the same work.

   Built twice by tests/bench.mk: as a user linking libintersect would get it
   (bench.c and intersect.c compiled separately: every call is a real call),
   and with -DBENCH_ONE_TU, where this file includes intersect.c so the
   compiler can inline (as copying the two files into a game and building
   with LTO would allow). Double precision only (Chipmunk's cpFloat is
   double).

   Usage: bench [run_ms [layouts]]   (run_ms default 10; "layouts": part 1 only) */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef BENCH_ONE_TU
#include "intersect.c"
#define BENCH_MODE "one translation unit (intersect.c included: calls can be inlined)"
#else
#include "intersect.h"
#define BENCH_MODE "linked (intersect.c compiled separately: every call is a call)"
#endif

#include <chipmunk/chipmunk.h>

#ifdef ISECT_FLOAT
#error "bench.c compares with Chipmunk2D, whose cpFloat is double: build without ISECT_FLOAT"
#endif

#define N 4096          /* cases per array */
#define POOL 512        /* shapes for the sweep-into-many kernels */
#define MANY 16         /* shapes per sweep-into-many call */
#define RUNS 7          /* runs per kernel; the median is used */
#define BARRIER() __asm__ __volatile__("" ::: "memory")

static double run_ms = 10;

/* ---- the generator: splitmix64 ------------------------------------------ */

static uint64_t rng_state = 0xBE7C4B37ULL;

static uint64_t rng_u64(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double rnd(double lo, double hi)
{
    return lo + (hi - lo) * ((double)(rng_u64() >> 11) * (1.0 / 9007199254740992.0));
}

/* ---- the inputs ---------------------------------------------------------- */

static isect_aabb box_a[N], box_b[N];
static isect_minmax mm_a[N], mm_b[N];
static isect_rect rc_a[N], rc_b[N];
static isect_vec pts[N], pts2[N], seg_pos[N], seg_delta[N];
static isect_circle circ_a[N], circ_b[N];
static isect_capsule caps[N];
static isect_triangle tris_a[N], tris_b[N];
static isect_shape pool[POOL + MANY];

static cpBB bb_a[N], bb_b[N];
static cpVect cp_pts[N], cp_seg_a[N], cp_seg_b[N], cp_sweep_a[N], cp_sweep_b[N];
static cpShape *cp_circ_a[N], *cp_circ_b[N], *cp_box_a[N], *cp_box_b[N], *cp_caps[N];

/* What the kernels write, so that no call can be dropped. */
static isect_hit sink_hit;
static isect_sweep sink_sweep;
static size_t sink_index;
static isect_vec sink_vec;
static volatile long sink_count;

static cpVect cpv_of(isect_vec v) { return cpv(v.x, v.y); }

static cpBB bb_of(isect_aabb b)
{
    return cpBBNew(b.pos.x - b.half.x, b.pos.y - b.half.y, b.pos.x + b.half.x, b.pos.y + b.half.y);
}

static isect_aabb random_box(double lo, double hi)
{
    isect_aabb b;
    b.pos = isect_v(rnd(-100, 100), rnd(-100, 100));
    b.half = isect_v(rnd(lo, hi), rnd(lo, hi));
    return b;
}

/* The layouts' data: box_b[i] and pts[i] placed around box_a[i] so that a
   test hits with probability about 1/spread^2 (1/spread per axis). */
static void make_layout_inputs(double spread)
{
    size_t i;
    for (i = 0; i < N; i++) {
        isect_aabb a = random_box(1, 20), b = random_box(1, 20);
        b.pos = isect_v(a.pos.x + rnd(-spread, spread) * (a.half.x + b.half.x),
                        a.pos.y + rnd(-spread, spread) * (a.half.y + b.half.y));
        box_a[i] = a;
        box_b[i] = b;
        pts[i] = isect_v(a.pos.x + rnd(-spread, spread) * a.half.x,
                         a.pos.y + rnd(-spread, spread) * a.half.y);
        mm_a[i] = isect_minmax_from_aabb(a);
        mm_b[i] = isect_minmax_from_aabb(b);
        rc_a[i] = isect_rect_from_aabb(a);
        rc_b[i] = isect_rect_from_aabb(b);
        bb_a[i] = bb_of(a);
        bb_b[i] = bb_of(b);
        cp_pts[i] = cpv_of(pts[i]);
        pts2[i] = isect_v(rnd(-100, 100), rnd(-100, 100));
    }
}

/* Everything else: shapes near each other, segments of length up to about
   60 from points near the shapes, so that a good share of tests hit. */
static void make_shape_inputs(void)
{
    cpBody *body = cpBodyNewStatic();
    size_t i;
    make_layout_inputs(1.5);
    for (i = 0; i < N; i++) {
        isect_aabb a = box_a[i];
        circ_a[i].pos = a.pos;
        circ_a[i].radius = rnd(1, 20);
        circ_b[i].pos = box_b[i].pos;
        circ_b[i].radius = rnd(1, 20);
        caps[i].pos = isect_v(a.pos.x - rnd(0, 20), a.pos.y - rnd(0, 20));
        caps[i].delta = isect_v(rnd(-30, 30), rnd(-30, 30));
        caps[i].radius = rnd(1, 10);
        /* triangles: corners within 20 of each box's center */
        tris_a[i].a = isect_v(a.pos.x + rnd(-20, 20), a.pos.y + rnd(-20, 20));
        tris_a[i].b = isect_v(a.pos.x + rnd(-20, 20), a.pos.y + rnd(-20, 20));
        tris_a[i].c = isect_v(a.pos.x + rnd(-20, 20), a.pos.y + rnd(-20, 20));
        tris_b[i].a = isect_v(box_b[i].pos.x + rnd(-20, 20), box_b[i].pos.y + rnd(-20, 20));
        tris_b[i].b = isect_v(box_b[i].pos.x + rnd(-20, 20), box_b[i].pos.y + rnd(-20, 20));
        tris_b[i].c = isect_v(box_b[i].pos.x + rnd(-20, 20), box_b[i].pos.y + rnd(-20, 20));
        seg_pos[i] = isect_v(a.pos.x + rnd(-40, 40), a.pos.y + rnd(-40, 40));
        seg_delta[i] = isect_v(rnd(-60, 60), rnd(-60, 60));
        cp_seg_a[i] = cpv_of(seg_pos[i]);
        cp_seg_b[i] = cpv_of(isect_add(seg_pos[i], seg_delta[i]));
        /* a sweep moves the second shape (circ_b, box_b) by seg_delta */
        cp_sweep_a[i] = cpv_of(circ_b[i].pos);
        cp_sweep_b[i] = cpv_of(isect_add(circ_b[i].pos, seg_delta[i]));
        cp_circ_a[i] = cpCircleShapeNew(body, circ_a[i].radius, cpv_of(circ_a[i].pos));
        cp_circ_b[i] = cpCircleShapeNew(body, circ_b[i].radius, cpv_of(circ_b[i].pos));
        cp_box_a[i] = cpBoxShapeNew2(body, bb_a[i], 0);
        cp_box_b[i] = cpBoxShapeNew2(body, bb_b[i], 0);
        cp_caps[i] = cpSegmentShapeNew(body, cpv_of(caps[i].pos),
                                       cpv_of(isect_add(caps[i].pos, caps[i].delta)),
                                       caps[i].radius);
        cpShapeCacheBB(cp_circ_a[i]);
        cpShapeCacheBB(cp_circ_b[i]);
        cpShapeCacheBB(cp_box_a[i]);
        cpShapeCacheBB(cp_box_b[i]);
        cpShapeCacheBB(cp_caps[i]);
    }
    for (i = 0; i < POOL + MANY; i++)
        pool[i] = (i % 2) ? isect_shape_aabb(random_box(1, 20))
                          : isect_shape_circle(circ_a[(i * 7) % N]);
}

/* ---- kernels ------------------------------------------------------------- */

/* A kernel runs `expr` (an int, 0 or 1) once per case, reps times, and
   returns the number of hits. */
typedef long (*kernel)(long reps);

#define KERNEL(name, expr)                                  \
    static long name(long reps)                             \
    {                                                       \
        long hits = 0, r;                                   \
        size_t i;                                           \
        for (r = 0; r < reps; r++) {                        \
            BARRIER();                                      \
            for (i = 0; i < N; i++)                         \
                hits += (expr) ? 1 : 0;                     \
        }                                                   \
        return hits;                                        \
    }

/* Baselines. */
KERNEL(k_trivial, pts[i].x < pts2[i].x)

/* Part 1: the layouts, boolean only. */
KERNEL(k_aabb_point_null, isect_aabb_point(box_a[i], pts[i], NULL))
KERNEL(k_minmax_point, isect_minmax_point(mm_a[i], pts[i]))
KERNEL(k_rect_point, isect_rect_point(rc_a[i], pts[i]))
KERNEL(k_aabb_aabb_null, isect_aabb_aabb(box_a[i], box_b[i], NULL))
KERNEL(k_minmax_minmax, isect_minmax_minmax(mm_a[i], mm_b[i]))
KERNEL(k_rect_rect, isect_rect_rect(rc_a[i], rc_b[i]))

/* Part 2: every public function, with a result to fill in. */
static const isect_vec zero_padding = {0, 0};
KERNEL(k_length, isect_length(seg_delta[i]) > 40)
KERNEL(k_normalize, isect_normalize(seg_delta[i]).x > 0.5)
KERNEL(k_nearest_segment, isect_nearest_segment(seg_pos[i], seg_delta[i], pts[i]).x > pts[i].x)
KERNEL(k_aabb_point, isect_aabb_point(box_a[i], pts[i], &sink_hit))
KERNEL(k_aabb_segment, isect_aabb_segment(box_a[i], seg_pos[i], seg_delta[i], zero_padding, &sink_hit))
KERNEL(k_aabb_aabb, isect_aabb_aabb(box_a[i], box_b[i], &sink_hit))
KERNEL(k_aabb_sweep_aabb, isect_aabb_sweep_aabb(box_a[i], box_b[i], seg_delta[i], &sink_sweep))
KERNEL(k_circle_point, isect_circle_point(circ_a[i], pts[i], 0, &sink_hit))
KERNEL(k_circle_segment, isect_circle_segment(circ_a[i], seg_pos[i], seg_delta[i], 0, &sink_hit))
KERNEL(k_circle_circle, isect_circle_circle(circ_a[i], circ_b[i], &sink_hit))
KERNEL(k_circle_sweep_circle, isect_circle_sweep_circle(circ_a[i], circ_b[i], seg_delta[i], &sink_sweep))
KERNEL(k_aabb_circle, isect_aabb_circle(box_a[i], circ_b[i], &sink_hit))
KERNEL(k_circle_aabb, isect_circle_aabb(circ_a[i], box_b[i], &sink_hit))
KERNEL(k_aabb_sweep_circle, isect_aabb_sweep_circle(box_a[i], circ_b[i], seg_delta[i], &sink_sweep))
KERNEL(k_circle_sweep_aabb, isect_circle_sweep_aabb(circ_a[i], box_b[i], seg_delta[i], &sink_sweep))
KERNEL(k_sweep_aabb_into, isect_sweep_aabb_into(pool + (i % POOL), MANY, box_b[i], seg_delta[i], &sink_sweep, &sink_index))
KERNEL(k_sweep_circle_into, isect_sweep_circle_into(pool + (i % POOL), MANY, circ_b[i], seg_delta[i], &sink_sweep, &sink_index))
KERNEL(k_capsule_point, isect_capsule_point(caps[i], pts[i], &sink_hit))
KERNEL(k_capsule_circle, isect_capsule_circle(caps[i], circ_b[i], &sink_hit))
KERNEL(k_capsule_segment, isect_capsule_segment(caps[i], seg_pos[i], seg_delta[i], &sink_hit))
KERNEL(k_nearest_circle, isect_nearest_circle(circ_a[i], pts[i]).x > pts[i].x)
KERNEL(k_nearest_aabb, isect_nearest_aabb(box_a[i], pts[i]).x > pts[i].x)
KERNEL(k_nearest_capsule, isect_nearest_capsule(caps[i], pts[i]).x > pts[i].x)
KERNEL(k_circle_contains, isect_circle_contains(circ_a[i], pts[i]))
KERNEL(k_aabb_contains, isect_aabb_contains(box_a[i], pts[i]))
KERNEL(k_capsule_contains, isect_capsule_contains(caps[i], pts[i]))
KERNEL(k_nearest_circle_edge, isect_nearest_circle_edge(circ_a[i], pts[i], &sink_vec).x > pts[i].x)
KERNEL(k_nearest_aabb_edge, isect_nearest_aabb_edge(box_a[i], pts[i], &sink_vec).x > pts[i].x)
KERNEL(k_triangle_segment, isect_triangle_segment(tris_a[i], seg_pos[i], seg_delta[i], &sink_hit))
KERNEL(k_triangle_circle, isect_triangle_circle(tris_a[i], circ_b[i], &sink_hit))
KERNEL(k_triangle_aabb, isect_triangle_aabb(tris_a[i], box_b[i], &sink_hit))
KERNEL(k_triangle_triangle, isect_triangle_triangle(tris_a[i], tris_b[i], &sink_hit))
KERNEL(k_segment_segment, isect_segment_segment(seg_pos[i], seg_delta[i], pts[i], seg_delta[(i + 1) % N], &sink_hit, NULL))
KERNEL(k_circle_overlaps_segment, isect_circle_overlaps_segment(circ_a[i], seg_pos[i], seg_delta[i]))
KERNEL(k_capsule_capsule, isect_capsule_capsule(caps[i], caps[(i + 1) % N], &sink_hit))
KERNEL(k_capsule_aabb, isect_capsule_aabb(caps[i], box_b[i], &sink_hit))
KERNEL(k_capsule_sweep_circle, isect_capsule_sweep_circle(caps[i], circ_b[i], seg_delta[i], &sink_sweep))

/* Chipmunk2D peers. */
static cpPointQueryInfo cp_pinfo;
static cpSegmentQueryInfo cp_sinfo;
KERNEL(c_length, cpvlength(cpv_of(seg_delta[i])) > 40)
KERNEL(c_normalize, cpvnormalize(cpv_of(seg_delta[i])).x > 0.5)
KERNEL(c_nearest_segment, cpClosetPointOnSegment(cp_pts[i], cp_seg_a[i], cp_seg_b[i]).x > cp_pts[i].x)
KERNEL(c_bb_contains, cpBBContainsVect(bb_a[i], cp_pts[i]))
KERNEL(c_bb_segment, cpBBSegmentQuery(bb_a[i], cp_seg_a[i], cp_seg_b[i]) <= 1)
KERNEL(c_bb_intersects, cpBBIntersects(bb_a[i], bb_b[i]))
KERNEL(c_circle_point, cpShapePointQuery(cp_circ_a[i], cp_pts[i], &cp_pinfo) < 0)
KERNEL(c_circle_segment, cpShapeSegmentQuery(cp_circ_a[i], cp_seg_a[i], cp_seg_b[i], 0, &cp_sinfo))
KERNEL(c_circle_circle, cpShapesCollide(cp_circ_a[i], cp_circ_b[i]).count > 0)
KERNEL(c_circle_sweep_circle, cpShapeSegmentQuery(cp_circ_a[i], cp_sweep_a[i], cp_sweep_b[i], circ_b[i].radius, &cp_sinfo))
KERNEL(c_box_circle, cpShapesCollide(cp_box_a[i], cp_circ_b[i]).count > 0)
KERNEL(c_circle_box, cpShapesCollide(cp_circ_a[i], cp_box_b[i]).count > 0)
KERNEL(c_box_sweep_circle, cpShapeSegmentQuery(cp_box_a[i], cp_sweep_a[i], cp_sweep_b[i], circ_b[i].radius, &cp_sinfo))
KERNEL(c_capsule_point, cpShapePointQuery(cp_caps[i], cp_pts[i], &cp_pinfo) < 0)
KERNEL(c_capsule_circle, cpShapesCollide(cp_caps[i], cp_circ_b[i]).count > 0)
KERNEL(c_capsule_segment, cpShapeSegmentQuery(cp_caps[i], cp_seg_a[i], cp_seg_b[i], 0, &cp_sinfo))
KERNEL(c_capsule_capsule, cpShapesCollide(cp_caps[i], cp_caps[(i + 1) % N]).count > 0)
KERNEL(c_capsule_box, cpShapesCollide(cp_caps[i], cp_box_b[i]).count > 0)
KERNEL(c_capsule_sweep_circle, cpShapeSegmentQuery(cp_caps[i], cp_sweep_a[i], cp_sweep_b[i], circ_b[i].radius, &cp_sinfo))

/* ---- timing -------------------------------------------------------------- */

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double time_run(kernel k, long reps, long *hits)
{
    double t0 = now_ns();
    *hits = k(reps);
    sink_count = *hits;
    return now_ns() - t0;
}

/* Enough repetitions for one run to take about run_ms. */
static long calibrate(kernel k)
{
    long reps = 1, hits;
    for (;;) {
        double t = time_run(k, reps, &hits);
        if (t >= run_ms * 1e6 || reps > (1L << 30))
            return reps;
        reps = (t < run_ms * 1e5) ? reps * 10 : (long)((double)reps * run_ms * 1.2e6 / t) + 1;
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The result of timing up to three kernels together. */
typedef struct { double ns[3]; double hit_rate[3]; } timing;

/* Times kernels k[0..count) RUNS times each, interleaved; per kernel, the
   median time per call in ns and the share of calls that hit. */
static timing measure(const kernel *k, int count)
{
    double t[3][RUNS];
    long reps[3], hits = 0;
    timing out;
    int j, r;
    memset(&out, 0, sizeof out);
    for (j = 0; j < count; j++)
        reps[j] = calibrate(k[j]);
    for (r = 0; r < RUNS; r++)
        for (j = 0; j < count; j++) {
            t[j][r] = time_run(k[j], reps[j], &hits);
            out.hit_rate[j] = (double)hits / ((double)reps[j] * N);
        }
    for (j = 0; j < count; j++) {
        qsort(t[j], RUNS, sizeof t[j][0], cmp_double);
        out.ns[j] = t[j][RUNS / 2] / ((double)reps[j] * N);
    }
    return out;
}

/* ---- part 1: the layouts --------------------------------------------------- */

static void layout_rows(const char *test, kernel base, kernel mm, kernel rc)
{
    kernel k[3];
    timing t;
    k[0] = base;
    k[1] = mm;
    k[2] = rc;
    t = measure(k, 3);
    printf("  %-12s %-22s %7.2f   %5.2f   %3.0f%%\n", test, "center + half (aabb)", t.ns[0], 1.0, 100 * t.hit_rate[0]);
    printf("  %-12s %-22s %7.2f   %5.2f   %3.0f%%\n", "", "min + max", t.ns[1], t.ns[1] / t.ns[0], 100 * t.hit_rate[1]);
    printf("  %-12s %-22s %7.2f   %5.2f   %3.0f%%\n", "", "corner + size", t.ns[2], t.ns[2] / t.ns[0], 100 * t.hit_rate[2]);
}

static void part1(void)
{
    static const double spreads[2] = {1.41421356, 6};
    static const char *what[2] = {"about half of the tests hit: branches unpredictable",
                                  "few tests hit: branches predictable"};
    int s;
    for (s = 0; s < 2; s++) {
        make_layout_inputs(spreads[s]);
        printf("\nPart 1%c. Rectangle layouts, boolean tests (%s)\n", "ab"[s], what[s]);
        printf("  %-12s %-22s %7s   %5s   %4s\n", "test", "layout", "ns/call", "ratio", "hits");
        layout_rows("point in box", k_aabb_point_null, k_minmax_point, k_rect_point);
        layout_rows("box vs box", k_aabb_aabb_null, k_minmax_minmax, k_rect_rect);
    }
}

/* ---- part 2: every public function ----------------------------------------- */

static double base_ns;

static void row(const char *name, kernel ours, const char *peer_name, kernel peer)
{
    kernel k[3];
    timing t;
    k[0] = k_trivial;
    k[1] = ours;
    k[2] = peer;
    t = measure(k, peer ? 3 : 2);
    base_ns = t.ns[0];
    printf("  %-26s %7.2f %7.1f  %3.0f%%", name, t.ns[1], t.ns[1] / t.ns[0], 100 * t.hit_rate[1]);
    if (peer)
        printf("   %-28s %7.2f %7.1f  %3.0f%%  %6.2f\n", peer_name, t.ns[2], t.ns[2] / t.ns[0],
               100 * t.hit_rate[2], t.ns[1] / t.ns[2]);
    else
        printf("   %-28s\n", "-");
}

static void part2(void)
{
    make_shape_inputs();
    printf("\nPart 2. Every public function (with a result), against a trivial loop\n"
           "        (one comparison per case) and against a Chipmunk2D 7 peer\n");
    printf("  %-26s %7s %7s  %4s   %-28s %7s %7s  %4s  %6s\n", "intersect", "ns/call", "x triv",
           "hits", "Chipmunk2D peer", "ns/call", "x triv", "hits", "ours/peer");
    row("isect_length", k_length, "cpvlength", c_length);
    row("isect_normalize", k_normalize, "cpvnormalize", c_normalize);
    row("isect_nearest_segment", k_nearest_segment, "cpClosetPointOnSegment", c_nearest_segment);
    row("isect_aabb_point", k_aabb_point, "cpBBContainsVect", c_bb_contains);
    row("isect_minmax_point", k_minmax_point, "cpBBContainsVect", c_bb_contains);
    row("isect_rect_point", k_rect_point, NULL, NULL);
    row("isect_aabb_segment", k_aabb_segment, "cpBBSegmentQuery", c_bb_segment);
    row("isect_aabb_aabb", k_aabb_aabb, "cpBBIntersects", c_bb_intersects);
    row("isect_minmax_minmax", k_minmax_minmax, "cpBBIntersects", c_bb_intersects);
    row("isect_rect_rect", k_rect_rect, NULL, NULL);
    row("isect_aabb_sweep_aabb", k_aabb_sweep_aabb, NULL, NULL);
    row("isect_circle_point", k_circle_point, "cpShapePointQuery circle", c_circle_point);
    row("isect_circle_segment", k_circle_segment, "cpShapeSegmentQuery circle", c_circle_segment);
    row("isect_circle_circle", k_circle_circle, "cpShapesCollide circles", c_circle_circle);
    row("isect_circle_sweep_circle", k_circle_sweep_circle, "cpShapeSegmentQuery r>0", c_circle_sweep_circle);
    row("isect_aabb_circle", k_aabb_circle, "cpShapesCollide box,circle", c_box_circle);
    row("isect_circle_aabb", k_circle_aabb, "cpShapesCollide circle,box", c_circle_box);
    row("isect_aabb_sweep_circle", k_aabb_sweep_circle, "cpShapeSegmentQuery box r>0", c_box_sweep_circle);
    row("isect_circle_sweep_aabb", k_circle_sweep_aabb, NULL, NULL);
    row("isect_sweep_aabb_into (16)", k_sweep_aabb_into, NULL, NULL);
    row("isect_sweep_circle_into (16)", k_sweep_circle_into, NULL, NULL);
    row("isect_capsule_point", k_capsule_point, "cpShapePointQuery segment", c_capsule_point);
    row("isect_capsule_circle", k_capsule_circle, "cpShapesCollide seg,circle", c_capsule_circle);
    row("isect_capsule_segment", k_capsule_segment, "cpShapeSegmentQuery segment", c_capsule_segment);
    row("isect_nearest_circle", k_nearest_circle, NULL, NULL);
    row("isect_nearest_aabb", k_nearest_aabb, NULL, NULL);
    row("isect_nearest_capsule", k_nearest_capsule, NULL, NULL);
    row("isect_circle_contains", k_circle_contains, NULL, NULL);
    row("isect_aabb_contains", k_aabb_contains, "cpBBContainsVect", c_bb_contains);
    row("isect_capsule_contains", k_capsule_contains, NULL, NULL);
    row("isect_nearest_circle_edge", k_nearest_circle_edge, NULL, NULL);
    row("isect_nearest_aabb_edge", k_nearest_aabb_edge, NULL, NULL);
    row("isect_triangle_segment", k_triangle_segment, NULL, NULL);
    row("isect_triangle_circle", k_triangle_circle, NULL, NULL);
    row("isect_triangle_aabb", k_triangle_aabb, NULL, NULL);
    row("isect_triangle_triangle", k_triangle_triangle, NULL, NULL);
    row("isect_segment_segment", k_segment_segment, NULL, NULL);
    row("isect_circle_overlaps_segment", k_circle_overlaps_segment, NULL, NULL);
    row("isect_capsule_capsule", k_capsule_capsule, "cpShapesCollide seg,seg", c_capsule_capsule);
    row("isect_capsule_aabb", k_capsule_aabb, "cpShapesCollide seg,box", c_capsule_box);
    row("isect_capsule_sweep_circle", k_capsule_sweep_circle, "cpShapeSegmentQuery seg r>0", c_capsule_sweep_circle);
    printf("  (trivial loop: %.2f ns per case in the last row)\n", base_ns);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        run_ms = atof(argv[1]);
    printf("intersect bench: %s\n", BENCH_MODE);
#if defined(__clang__)
    printf("compiler: clang %s\n", __clang_version__);
#elif defined(__GNUC__)
    printf("compiler: gcc %s\n", __VERSION__);
#endif
    printf("%d cases per array, %d runs of about %g ms per kernel, median; "
           "ratios are what to read, ns are this machine's\n", N, RUNS, run_ms);
    part1();
    if (argc > 2 && strcmp(argv[2], "layouts") == 0)
        return 0;
    part2();
    return 0;
}
