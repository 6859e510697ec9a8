/* bench.c -- `make bench`: how fast is each function, per call?

   Speed is reported as ratios against a baseline measured in the same process
   (DESIGN.md, sections 4 and 6), never as a pass/fail test: absolute times
   depend on the machine, ratios much less so.

   Method. Every input (boxes, points, segments, circles, capsules) is drawn
   from a seeded generator at run time into arrays of N cases, so the
   compiler cannot know the answers. A pass calls one function ORDER times:
   every case 8 times, each time round in a fresh random order (bench_order
   below says why), counting the hits so that the calls cannot be dropped.
   A kernel makes `reps` passes; an empty asm with a memory clobber between
   them stops the compiler from reusing one pass for the next. `reps`
   is chosen so that one run takes about RUN_MS milliseconds. Each kernel runs
   RUNS times, interleaved with its baseline and its peers, and the median
   time of each is used.

   Part 1 compares the three rectangle layouts (isect_aabb, isect_minmax,
   isect_rect) on the same boxes and points, boolean answers only; the
   baseline is the center and half size test with out = NULL. It runs twice:
   with about half of the tests hitting (the processor cannot guess the
   branches) and with few hits (it guesses them well).

   Part 2 times every public function of the library (with a result to fill
   in, and box vs point, box vs segment, box vs box and circle vs point
   also with out = NULL; triangles: corners within 20 of a box's center, wound
   counterclockwise as both peers hold them) four times: linked (this
   file calls intersect.c, compiled on its own, as a program linking
   libintersect does: every call is a call) and inlined (tests/bench_inline.c
   builds the library from intersect_single.h with ISECT_STATIC, so every
   function is static inline there and the compiler may inline each call),
   in double; and the same two in float (tests/bench_float.c,
   tests/bench_float_inline.c, compiled with ISECT_FLOAT, on the same cases
   rounded to float once). Beside them: a trivial loop (one comparison per
   case over the same kind of arrays), a peer from Chipmunk2D 7 and one from
   Box2D 2.4 where they have one, and the ratio of ours to the faster of the
   two peers, linked and inlined, each peer against ours in its own
   precision: Chipmunk2D computes in double (cpFloat), Box2D in float.
   Chipmunk's bounding-box functions are static inline in its
   header; its shape queries (cpShapePointQuery, cpShapeSegmentQuery,
   cpShapesCollide) go through a per-shape-class function table and fill a
   larger result. Box2D (tests/bench_box2d.cpp says which function answers
   which) is C++, in float, and its library is linked. A row compares like
   with like: a peer that answers only yes or no (cpBBContainsVect,
   cpBBIntersects, b2TestOverlap on boxes, b2Shape::TestPoint), or only
   the time of entry (cpBBSegmentQuery), stands beside our call with
   out = NULL, and a call of ours that fills a hit stands beside a peer
   that fills a contact too (cpShapePointQuery, cpShapeSegmentQuery,
   cpShapesCollide, b2Collide* with b2WorldManifold::Initialize, and the
   ray casts, which give a normal). Both
   count touching
   as overlapping; the hit rates printed next to the times show that the
   sides did the same work. The run ends with the rows where ours is slower
   than the fastest peer, and then, for comparison with earlier rounds, the
   same with Box2D set against our double build.

   Part 3 (`bench instr`, run under valgrind's callgrind by `make
   bench-instr`) counts instructions instead of time, which a busy machine
   cannot shake: each kernel makes one pass (ORDER calls) between two
   callgrind client requests (CALLGRIND_TOGGLE_COLLECT, with the count
   zeroed before and dumped after under the kernel's name,
   CALLGRIND_DUMP_STATS_AT); valgrind is started with --collect-atstart=no,
   so only the kernels are counted. tests/bench-instr.sh reads the dumps and
   prints instructions per call (the kernel's loop included: see the
   trivial loop's row) and the ratios; and, from the same run with
   callgrind's model of a branch predictor on, the branches it guessed
   wrong per call (part 4).

   Usage: bench [run_ms [layouts|ours|TEXT]]  (run_ms default 10; "layouts":
                                part 1 only; "ours": no inlined, no float, no
                                peers; TEXT: part 2, only the rows whose name
                                holds TEXT, e.g. "bench 5 circle_")
          bench instr [TEXT]          (under callgrind: part 3; TEXT: only the
                                       rows whose name holds it) */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "intersect.h"
#include "bench.h"
#include <chipmunk/chipmunk.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define BENCH_HAVE_CALLGRIND 1
#endif
#endif

#ifdef ISECT_FLOAT
#error "bench.c compares with Chipmunk2D, whose cpFloat is double: build without ISECT_FLOAT"
#endif

#define RUNS 7          /* runs per kernel; the median is used */

static double run_ms = 10;
static int ours_only; /* "bench MS ours": part 2, ours linked only (make bench-compare) */
static const char *only_rows; /* "bench MS TEXT": part 2, the rows whose name holds TEXT */

/* ---- the generator: splitmix64 ------------------------------------------ */

#define SHAPE_SEED 0xBE7C4B37ULL
static uint64_t rng_state = SHAPE_SEED, order_state = 0x0DE12ULL;

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint64_t rng_u64(void)
{
    return splitmix64(&rng_state);
}

static double rnd(double lo, double hi)
{
    return lo + (hi - lo) * ((double)(rng_u64() >> 11) * (1.0 / 9007199254740992.0));
}

/* ---- the inputs ---------------------------------------------------------- */

/* The order of the calls: the N cases, ORDER / N times over, each time in
   a fresh random order (Fisher-Yates, from a generator of its own, so the
   cases are the same whatever ORDER is). A processor's branch predictor
   learns a sequence it sees over and over: with the N = 4096 cases called
   in the same order pass after pass, it learned them, and branchy tests
   ran 2 to 4 times faster than they would in a game. Each case still
   comes up equally often, so the share of hits is what the inputs make
   it. */
unsigned short bench_order[ORDER];

static void make_order(void)
{
    size_t j, k;
    for (j = 0; j < ORDER; j += N) {
        for (k = 0; k < N; k++)
            bench_order[j + k] = (unsigned short)k;
        for (k = N - 1; k > 0; k--) {
            size_t m = (size_t)(splitmix64(&order_state) % (k + 1));
            unsigned short t = bench_order[j + k];
            bench_order[j + k] = bench_order[j + m];
            bench_order[j + m] = t;
        }
    }
}

isect_aabb box_a[N], box_b[N];
isect_minmax mm_a[N], mm_b[N];
isect_rect rc_a[N], rc_b[N];
isect_vec pts[N], pts2[N], seg_pos[N], seg_delta[N];
isect_circle circ_a[N], circ_b[N];
isect_capsule caps[N];
isect_triangle tris_a[N], tris_b[N];
isect_shape pool[POOL + MANY];

static cpBB bb_a[N], bb_b[N];
static cpVect cp_pts[N], cp_seg_a[N], cp_seg_b[N], cp_sweep_a[N], cp_sweep_b[N];
static cpShape *cp_circ_a[N], *cp_circ_b[N], *cp_box_a[N], *cp_box_b[N], *cp_caps[N], *cp_tri_a[N];

/* What the kernels write, so that no call can be dropped. */
isect_hit sink_hit;
isect_sweep sink_sweep;
size_t sink_index;
isect_vec sink_vec;
const isect_vec zero_padding = {0, 0};
static volatile long sink_count;

static cpVect cpv_of(isect_vec v) { return cpv(v.x, v.y); }

static cpBB bb_of(isect_aabb b)
{
    return cpBBNew(b.pos.x - b.half.x, b.pos.y - b.half.y, b.pos.x + b.half.x, b.pos.y + b.half.y);
}

/* A vector of two numbers in [lo, hi), x drawn first: the order in which
   a call's arguments are evaluated is unspecified, and gcc and clang
   would otherwise time different cases. */
static isect_vec rnd_vec(double lo, double hi)
{
    double x = rnd(lo, hi);
    double y = rnd(lo, hi);
    return isect_v(x, y);
}

/* p plus rnd_vec(lo, hi) */
static isect_vec rnd_near(isect_vec p, double lo, double hi)
{
    return isect_add(p, rnd_vec(lo, hi));
}

/* Three corners within 20 of p, wound counterclockwise: as Box2D's
   b2PolygonShape stores a polygon, as Chipmunk2D's cpPolyShapeNewRaw
   expects one, and as a level's triangles usually come, all wound one
   way. Our tests take either winding; a random mix would add a branch
   that no processor can guess to our side alone. */
static isect_triangle rnd_triangle(isect_vec p)
{
    isect_triangle t;
    t.a = rnd_near(p, -20, 20);
    t.b = rnd_near(p, -20, 20);
    t.c = rnd_near(p, -20, 20);
    if (isect_cross(isect_sub(t.b, t.a), isect_sub(t.c, t.a)) < 0) {
        isect_vec b = t.b;
        t.b = t.c;
        t.c = b;
    }
    return t;
}

static isect_aabb random_box(double lo, double hi)
{
    isect_aabb b;
    b.pos = rnd_vec(-100, 100);
    b.half = rnd_vec(lo, hi);
    return b;
}

/* The layouts' data: box_b[i] and pts[i] placed around box_a[i] so that a
   test hits with probability about 1/spread^2 (1/spread per axis). */
static void make_layout_inputs(double spread)
{
    size_t i;
    for (i = 0; i < N; i++) {
        isect_aabb a = random_box(1, 20), b = random_box(1, 20);
        isect_vec u = rnd_vec(-spread, spread);
        b.pos = isect_v(a.pos.x + u.x * (a.half.x + b.half.x), a.pos.y + u.y * (a.half.y + b.half.y));
        box_a[i] = a;
        box_b[i] = b;
        u = rnd_vec(-spread, spread);
        pts[i] = isect_v(a.pos.x + u.x * a.half.x, a.pos.y + u.y * a.half.y);
        mm_a[i] = isect_minmax_from_aabb(a);
        mm_b[i] = isect_minmax_from_aabb(b);
        rc_a[i] = isect_rect_from_aabb(a);
        rc_b[i] = isect_rect_from_aabb(b);
        bb_a[i] = bb_of(a);
        bb_b[i] = bb_of(b);
        cp_pts[i] = cpv_of(pts[i]);
        pts2[i] = rnd_vec(-100, 100);
    }
}

/* Everything else: shapes near each other, segments of length up to about
   60 from points near the shapes, so that a good share of tests hit. The
   generator starts again from its seed, so that parts 2 and 3 get the same
   cases whether part 1 ran before them or not. */
static void make_shape_inputs(void)
{
    cpBody *body = cpBodyNewStatic();
    size_t i;
    rng_state = SHAPE_SEED;
    make_layout_inputs(1.5);
    for (i = 0; i < N; i++) {
        isect_aabb a = box_a[i];
        circ_a[i].pos = a.pos;
        circ_a[i].radius = rnd(1, 20);
        circ_b[i].pos = box_b[i].pos;
        circ_b[i].radius = rnd(1, 20);
        caps[i].pos = isect_sub(a.pos, rnd_vec(0, 20));
        caps[i].delta = rnd_vec(-30, 30);
        caps[i].radius = rnd(1, 10);
        /* triangles: corners within 20 of each box's center */
        tris_a[i] = rnd_triangle(a.pos);
        tris_b[i] = rnd_triangle(box_b[i].pos);
        seg_pos[i] = rnd_near(a.pos, -40, 40);
        seg_delta[i] = rnd_vec(-60, 60);
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
        {
            cpVect corners[3];
            corners[0] = cpv_of(tris_a[i].a);
            corners[1] = cpv_of(tris_a[i].b);
            corners[2] = cpv_of(tris_a[i].c);
            cp_tri_a[i] = cpPolyShapeNewRaw(body, 3, corners, 0);
            cpShapeCacheBB(cp_tri_a[i]);
        }
    }
    for (i = 0; i < POOL + MANY; i++)
        pool[i] = (i % 2) ? isect_shape_aabb(random_box(1, 20))
                          : isect_shape_circle(circ_a[(i * 7) % N]);
}

/* The inputs as plain numbers, for the float build of our kernels
   (tests/bench_float.c rounds each to float once). Every shape type is
   its numbers one after another, in the order of its fields, so an array
   of them is an array of doubles; the pool of tagged shapes is written out
   as its kind, then the numbers of its union. */
typedef char bench_union_is_six_reals[sizeof pool[0].as == BENCH_SHAPE_REALS * sizeof(double) ? 1 : -1];
static double pool_reals[POOL + MANY][1 + BENCH_SHAPE_REALS];

const double *bench_reals(const char *array, size_t *count)
{
#define ARRAY(a) {#a, (const double *)(const void *)a, sizeof a / (sizeof(double))}
    static const struct { const char *name; const double *at; size_t count; } arrays[] = {
        ARRAY(box_a), ARRAY(box_b), ARRAY(mm_a), ARRAY(mm_b), ARRAY(rc_a), ARRAY(rc_b),
        ARRAY(pts), ARRAY(pts2), ARRAY(seg_pos), ARRAY(seg_delta), ARRAY(circ_a), ARRAY(circ_b),
        ARRAY(caps), ARRAY(tris_a), ARRAY(tris_b),
        {"pool", pool_reals[0], sizeof pool_reals / (sizeof(double))}};
#undef ARRAY
    size_t n, i;
    if (strcmp(array, "pool") == 0)
        for (i = 0; i < POOL + MANY; i++) {
            pool_reals[i][0] = (double)pool[i].kind;
            memcpy(&pool_reals[i][1], &pool[i].as, sizeof pool[i].as);
        }
    for (n = 0; n < sizeof arrays / sizeof arrays[0]; n++)
        if (strcmp(array, arrays[n].name) == 0) {
            *count = arrays[n].count;
            return arrays[n].at;
        }
    fprintf(stderr, "bench_reals: no array %s\n", array);
    exit(1);
}

/* ---- kernels ------------------------------------------------------------- */

/* Baselines. */
KERNEL(k_trivial, pts[i].x < pts2[i].x)

/* (Part 1, the layouts, uses Part 2's kernels: k_aabb_point_null,
   k_minmax_point, ...) */

/* Part 2: every public function, with a result to fill in (linked). */
#define OURS(name, expr) KERNEL(k_##name, expr)
#include "bench_ours.h"
#undef OURS

/* Chipmunk2D peers. */
static cpPointQueryInfo cp_pinfo;
static cpSegmentQueryInfo cp_sinfo;
KERNEL(c_length, cpvlength(cpv_of(seg_delta[i])) > 40)
KERNEL(c_normalize, cpvnormalize(cpv_of(seg_delta[i])).x > 0.5)
KERNEL(c_nearest_segment, cpClosetPointOnSegment(cp_pts[i], cp_seg_a[i], cp_seg_b[i]).x > cp_pts[i].x)
KERNEL(c_bb_contains, cpBBContainsVect(bb_a[i], cp_pts[i]))
KERNEL(c_bb_segment, cpBBSegmentQuery(bb_a[i], cp_seg_a[i], cp_seg_b[i]) <= 1)
KERNEL(c_box_segment, cpShapeSegmentQuery(cp_box_a[i], cp_seg_a[i], cp_seg_b[i], 0, &cp_sinfo))
KERNEL(c_bb_intersects, cpBBIntersects(bb_a[i], bb_b[i]))
KERNEL(c_box_point, cpShapePointQuery(cp_box_a[i], cp_pts[i], &cp_pinfo) < 0)
KERNEL(c_box_box, cpShapesCollide(cp_box_a[i], cp_box_b[i]).count > 0)
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
KERNEL(c_triangle_sweep_circle, cpShapeSegmentQuery(cp_tri_a[i], cp_sweep_a[i], cp_sweep_b[i], circ_b[i].radius, &cp_sinfo))

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

/* The result of timing up to MAXK kernels together. */
#define MAXK 7
typedef struct { double ns[MAXK]; double hit_rate[MAXK]; } timing;

/* Times the kernels k[0..count) RUNS times each, interleaved (a NULL kernel
   is skipped); per kernel, the median time per call in ns and the share of
   calls that hit. */
static timing measure(const kernel *k, int count)
{
    double t[MAXK][RUNS];
    long reps[MAXK], hits = 0;
    timing out;
    int j, r;
    memset(&out, 0, sizeof out);
    for (j = 0; j < count; j++)
        reps[j] = k[j] ? calibrate(k[j]) : 0;
    for (r = 0; r < RUNS; r++)
        for (j = 0; j < count; j++) {
            if (!k[j])
                continue;
            t[j][r] = time_run(k[j], reps[j], &hits);
            out.hit_rate[j] = (double)hits / ((double)reps[j] * ORDER);
        }
    for (j = 0; j < count; j++) {
        if (!k[j])
            continue;
        qsort(t[j], RUNS, sizeof t[j][0], cmp_double);
        out.ns[j] = t[j][RUNS / 2] / ((double)reps[j] * ORDER);
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

/* One row: our function (linked and inlined) and its peers, if any. */
typedef struct {
    const char *name;
    kernel ours, inlined;    /* double */
    kernel f_ours, f_inlined; /* float */
    const char *cp_name;
    kernel cp;
    const char *b2_name;
    kernel b2;
} bench_row;

#define OURS4(fn) k_##fn, ki_##fn, kf_##fn, kfi_##fn
#define ROW(fn, cpn, cpk, b2n, b2k) {"isect_" #fn, OURS4(fn), cpn, cpk, b2n, b2k}
static const bench_row rows[] = {
    ROW(length, "cpvlength", c_length, "b2Vec2::Length", b_length),
    ROW(normalize, "cpvnormalize", c_normalize, "b2Vec2::Normalize", b_normalize),
    ROW(nearest_segment, "cpClosetPointOnSegment", c_nearest_segment, "b2Distance point,edge", b_nearest_segment),
    ROW(aabb_point, "cpShapePointQuery box", c_box_point, NULL, NULL),
    {"isect_aabb_point (NULL)", OURS4(aabb_point_null), "cpBBContainsVect", c_bb_contains,
     "b2PolygonShape::TestPoint", b_polygon_testpoint},
    ROW(minmax_point, "cpBBContainsVect", c_bb_contains, "b2PolygonShape::TestPoint", b_polygon_testpoint),
    ROW(rect_point, NULL, NULL, NULL, NULL),
    ROW(aabb_segment, "cpShapeSegmentQuery box", c_box_segment, "b2AABB::RayCast", b_aabb_raycast),
    {"isect_aabb_segment (NULL)", OURS4(aabb_segment_null), "cpBBSegmentQuery", c_bb_segment, "b2AABB::RayCast", b_aabb_raycast},
    ROW(aabb_aabb, "cpShapesCollide box,box", c_box_box, "b2CollidePolygons box,box", b_collide_boxes),
    {"isect_aabb_aabb (NULL)", OURS4(aabb_aabb_null), "cpBBIntersects", c_bb_intersects,
     "b2TestOverlap(b2AABB)", b_aabb_overlap},
    ROW(minmax_minmax, "cpBBIntersects", c_bb_intersects, "b2TestOverlap(b2AABB)", b_aabb_overlap),
    ROW(rect_rect, NULL, NULL, NULL, NULL),
    ROW(aabb_sweep_aabb, NULL, NULL, "b2ShapeCast box,box", b_cast_box_box),
    ROW(circle_point, "cpShapePointQuery circle", c_circle_point, NULL, NULL),
    {"isect_circle_point (NULL)", OURS4(circle_point_null), NULL, NULL,
     "b2CircleShape::TestPoint", b_circle_testpoint},
    ROW(circle_segment, "cpShapeSegmentQuery circle", c_circle_segment, "b2CircleShape::RayCast", b_circle_raycast),
    ROW(circle_circle, "cpShapesCollide circles", c_circle_circle, "b2CollideCircles", b_collide_circles),
    ROW(circle_sweep_circle, "cpShapeSegmentQuery r>0", c_circle_sweep_circle, "b2ShapeCast circle,circle", b_cast_circle_circle),
    ROW(aabb_circle, "cpShapesCollide box,circle", c_box_circle, "b2CollidePolygonAndCircle", b_collide_box_circle),
    ROW(circle_aabb, "cpShapesCollide circle,box", c_circle_box, "b2CollidePolygonAndCircle", b_collide_circle_box),
    ROW(aabb_sweep_circle, "cpShapeSegmentQuery box r>0", c_box_sweep_circle, "b2ShapeCast box,circle", b_cast_box_circle),
    ROW(circle_sweep_aabb, NULL, NULL, "b2ShapeCast circle,box", b_cast_circle_box),
    {"isect_sweep_aabb_into (16)", OURS4(sweep_aabb_into), NULL, NULL, NULL, NULL},
    {"isect_sweep_circle_into (16)", OURS4(sweep_circle_into), NULL, NULL, NULL, NULL},
    ROW(capsule_point, "cpShapePointQuery segment", c_capsule_point, "b2Distance edge,point", b_distance_capsule_point),
    ROW(capsule_circle, "cpShapesCollide seg,circle", c_capsule_circle, "b2CollideEdgeAndCircle", b_collide_edge_circle),
    ROW(capsule_segment, "cpShapeSegmentQuery segment", c_capsule_segment, "b2ShapeCast edge,point", b_cast_capsule_point),
    ROW(nearest_circle, NULL, NULL, "b2Distance circle,point", b_distance_circle_point),
    ROW(nearest_aabb, NULL, NULL, "b2Distance box,point", b_distance_box_point),
    ROW(nearest_capsule, NULL, NULL, "b2Distance edge,point", b_distance_capsule_point_near),
    ROW(circle_contains, NULL, NULL, "b2CircleShape::TestPoint", b_circle_testpoint),
    ROW(aabb_contains, "cpBBContainsVect", c_bb_contains, "b2PolygonShape::TestPoint", b_polygon_testpoint),
    ROW(capsule_contains, NULL, NULL, "b2Distance edge,point", b_distance_capsule_contains),
    ROW(nearest_circle_edge, NULL, NULL, NULL, NULL),
    ROW(nearest_aabb_edge, NULL, NULL, NULL, NULL),
    ROW(triangle_contains, NULL, NULL, "b2PolygonShape::TestPoint", b_triangle_testpoint),
    ROW(nearest_triangle, NULL, NULL, "b2Distance polygon,point", b_distance_triangle_point),
    ROW(triangle_point, NULL, NULL, NULL, NULL),
    ROW(triangle_segment, NULL, NULL, "b2PolygonShape::RayCast", b_triangle_raycast),
    ROW(triangle_circle, NULL, NULL, "b2CollidePolygonAndCircle", b_collide_triangle_circle),
    ROW(triangle_aabb, NULL, NULL, "b2CollidePolygons", b_collide_triangle_box),
    ROW(triangle_triangle, NULL, NULL, "b2CollidePolygons", b_collide_triangles),
    ROW(segment_segment, NULL, NULL, "b2EdgeShape::RayCast", b_edge_raycast),
    ROW(circle_overlaps_segment, NULL, NULL, "b2TestOverlap circle,edge", b_overlap_circle_edge),
    ROW(capsule_capsule, "cpShapesCollide seg,seg", c_capsule_capsule, "b2Distance edge,edge", b_distance_capsules),
    ROW(capsule_aabb, "cpShapesCollide seg,box", c_capsule_box, "b2CollideEdgeAndPolygon", b_collide_edge_box),
    ROW(capsule_sweep_circle, "cpShapeSegmentQuery seg r>0", c_capsule_sweep_circle, "b2ShapeCast edge,circle", b_cast_capsule_circle),
    ROW(capsule_sweep_aabb, NULL, NULL, "b2ShapeCast edge,box", b_cast_capsule_box),
    ROW(triangle_sweep_aabb, NULL, NULL, "b2ShapeCast polygon,box", b_cast_triangle_box),
    ROW(triangle_sweep_circle, "cpShapeSegmentQuery poly r>0", c_triangle_sweep_circle, "b2ShapeCast polygon,circle", b_cast_triangle_circle),
};
#define ROWS (sizeof rows / sizeof rows[0])

/* The kernels of a row, in the order measure() takes them. */
enum { K_TRIVIAL, K_LINKED, K_INLINED, K_F_LINKED, K_F_INLINED, K_CP, K_B2 };

/* Ours over the faster of the peers a row has, each peer against ours in
   its own precision: Chipmunk2D against our double build, Box2D against our
   float build (inlined = 0: ours linked; 1: inlined). That is the larger of
   the two ratios; 0 when the row has no peer. With mixed = 1, Box2D is set
   against our double build instead (as in earlier rounds). */
static double ratio_to_best(const bench_row *r, const timing *t, int inlined, int mixed)
{
    double worst = 0;
    if (r->cp)
        worst = t->ns[K_LINKED + inlined] / t->ns[K_CP];
    if (r->b2) {
        double b = t->ns[(mixed ? K_LINKED : K_F_LINKED) + inlined] / t->ns[K_B2];
        if (b > worst)
            worst = b;
    }
    return worst;
}

static void print_ns(kernel k, double ns, double hit_rate)
{
    if (k)
        printf(" %7.2f %4.0f%%", ns, 100 * hit_rate);
    else
        printf(" %7s %5s", "-", "");
}

static void print_above(const char *title, double above[][2], size_t with_peer)
{
    size_t n, count = 0;
    for (n = 0; n < ROWS; n++)
        if (above[n][0] > 1.0 || above[n][1] > 1.0)
            count++;
    printf("\n%s: %lu of %lu rows with a peer are above 1.0x the fastest peer (linked or inlined)\n", title,
           (unsigned long)count, (unsigned long)with_peer);
    for (n = 0; n < ROWS; n++)
        if (above[n][0] > 1.0 || above[n][1] > 1.0)
            printf("  %-28s linked %6.2fx  inlined %6.2fx\n", rows[n].name, above[n][0], above[n][1]);
}

static void part2(void)
{
    double above[ROWS][2], mixed[ROWS][2];
    double base_ns = 0;
    size_t n, with_peer = 0;
    make_shape_inputs();
    bench_float_setup();
    box2d_setup();
    printf("\nPart 2. Every public function (with a result): ours in double, linked and\n"
           "        inlined (ISECT_STATIC), a trivial loop (x triv: one comparison per case),\n"
           "        ours in float (ISECT_FLOAT), linked and inlined, Chipmunk2D 7 (double) and\n"
           "        Box2D 2.4 (float) peers; ours/best: against the slower of ours/Chipmunk2D\n"
           "        in double and ours/Box2D in float, that is, against the faster peer in\n"
           "        its own precision\n");
    printf("  %-28s %7s %6s %7s %5s | %7s %7s %5s | %7s %5s %7s %5s | %7s %7s  %s\n", "intersect", "linked",
           "x triv", "inlined", "hits", "f lnk", "f inl", "hits", "Chipmnk", "hits", "Box2D", "hits", "lnk/bst",
           "inl/bst", "peers (Chipmunk; Box2D)");
    for (n = 0; n < ROWS; n++) {
        const bench_row *r = &rows[n];
        kernel k[MAXK];
        timing t;
        above[n][0] = above[n][1] = mixed[n][0] = mixed[n][1] = 0;
        if (only_rows && !strstr(r->name, only_rows))
            continue;
        k[K_TRIVIAL] = k_trivial;
        k[K_LINKED] = r->ours;
        k[K_INLINED] = ours_only ? NULL : r->inlined;
        k[K_F_LINKED] = ours_only ? NULL : r->f_ours;
        k[K_F_INLINED] = ours_only ? NULL : r->f_inlined;
        k[K_CP] = ours_only ? NULL : r->cp;
        k[K_B2] = ours_only ? NULL : r->b2;
        t = measure(k, MAXK);
        base_ns = t.ns[K_TRIVIAL];
        printf("  %-28s %7.2f %6.1f", r->name, t.ns[K_LINKED], t.ns[K_LINKED] / t.ns[K_TRIVIAL]);
        if (ours_only) {
            printf(" %7s %4.0f%% |\n", "-", 100 * t.hit_rate[K_LINKED]);
            continue;
        }
        printf(" %7.2f %4.0f%% | %7.2f %7.2f %4.0f%% |", t.ns[K_INLINED], 100 * t.hit_rate[K_LINKED],
               t.ns[K_F_LINKED], t.ns[K_F_INLINED], 100 * t.hit_rate[K_F_LINKED]);
        print_ns(k[K_CP], t.ns[K_CP], t.hit_rate[K_CP]);
        print_ns(k[K_B2], t.ns[K_B2], t.hit_rate[K_B2]);
        above[n][0] = ratio_to_best(r, &t, 0, 0);
        above[n][1] = ratio_to_best(r, &t, 1, 0);
        mixed[n][0] = ratio_to_best(r, &t, 0, 1);
        mixed[n][1] = ratio_to_best(r, &t, 1, 1);
        if (above[n][0] > 0) {
            printf(" | %7.2f %7.2f  %s; %s\n", above[n][0], above[n][1], r->cp_name ? r->cp_name : "-",
                   r->b2_name ? r->b2_name : "-");
            with_peer++;
        } else
            printf(" | %7s %7s\n", "-", "-");
    }
    printf("  (trivial loop: %.2f ns per case in the last row)\n", base_ns);
    if (ours_only)
        return;
    print_above("Summary", above, with_peer);
    print_above("Summary, Box2D against our double build (mixed precisions, as in earlier rounds)", mixed,
                with_peer);
}

/* ---- part 3: instructions per call, under callgrind ------------------------ */

#ifdef BENCH_HAVE_CALLGRIND
/* Counts one kernel's instructions (one pass: ORDER calls) and dumps
   the count under its label. */
static void count_kernel(kernel k, const char *label)
{
    if (!k)
        return;
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
    sink_count = k(1);
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(label);
}

/* Prints, for tests/bench-instr.sh, one line per row: ROW label name
   Chipmunk-peer Box2D-peer (peers with '_' for ' ', "-" if none); the dumps
   are labelled label/k, label/i (inlined), label/f, label/g (float linked,
   inlined), label/c, label/b. */
static int part3(void)
{
    char label[64];
    size_t n;
    if (!RUNNING_ON_VALGRIND) {
        fprintf(stderr, "bench instr: run me under valgrind --tool=callgrind (make bench-instr)\n");
        return 1;
    }
    make_shape_inputs();
    bench_float_setup();
    box2d_setup();
    count_kernel(k_trivial, "trivial/k");
    printf("TRIVIAL trivial %d\n", ORDER);
    for (n = 0; n < ROWS; n++) {
        const bench_row *r = &rows[n];
        const char *names[2];
        int j;
        if (only_rows && !strstr(r->name, only_rows))
            continue;
        names[0] = r->cp_name ? r->cp_name : "-";
        names[1] = r->b2_name ? r->b2_name : "-";
        snprintf(label, sizeof label, "r%lu/k", (unsigned long)n);
        count_kernel(r->ours, label);
        snprintf(label, sizeof label, "r%lu/i", (unsigned long)n);
        count_kernel(r->inlined, label);
        snprintf(label, sizeof label, "r%lu/f", (unsigned long)n);
        count_kernel(r->f_ours, label);
        snprintf(label, sizeof label, "r%lu/g", (unsigned long)n);
        count_kernel(r->f_inlined, label);
        snprintf(label, sizeof label, "r%lu/c", (unsigned long)n);
        count_kernel(r->cp, label);
        snprintf(label, sizeof label, "r%lu/b", (unsigned long)n);
        count_kernel(r->b2, label);
        printf("ROW r%lu ", (unsigned long)n);
        for (j = 0; r->name[j]; j++)
            putchar(r->name[j] == ' ' ? '_' : r->name[j]);
        for (j = 0; j < 2; j++) {
            const char *c;
            putchar(' ');
            for (c = names[j]; *c; c++)
                putchar(*c == ' ' ? '_' : *c);
        }
        printf(" %d\n", ORDER);
    }
    return 0;
}
#else
static int part3(void)
{
    fprintf(stderr, "bench instr: built without valgrind/callgrind.h (Debian: valgrind)\n");
    return 1;
}
#endif

int main(int argc, char **argv)
{
    make_order();
    if (argc > 1 && strcmp(argv[1], "instr") == 0) {
        only_rows = argc > 2 ? argv[2] : NULL;
        return part3();
    }
    if (argc > 1)
        run_ms = atof(argv[1]);
    printf("intersect bench: ours linked (intersect.c compiled on its own) and inlined (ISECT_STATIC)\n");
#if defined(__clang__)
    printf("compiler: clang %s, -O2\n", __clang_version__);
#elif defined(__GNUC__)
    printf("compiler: gcc %s, -O2\n", __VERSION__);
#endif
    printf("%d cases per array, called %d times each in a fresh random order; "
           "%d runs of about %g ms per kernel, median;\n"
           "ratios are what to read, ns are this machine's\n", N, ORDER / N, RUNS, run_ms);
    ours_only = argc > 2 && strcmp(argv[2], "ours") == 0;
    if (argc > 2 && !ours_only && strcmp(argv[2], "layouts") != 0)
        only_rows = argv[2];
    else
        part1();
    if (argc > 2 && strcmp(argv[2], "layouts") == 0)
        return 0;
    part2();
    return 0;
}
