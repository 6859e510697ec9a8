/* oracle.h -- what tests/oracle_long.c and tests/oracle_exact.c share (C99,
   header only): a shape of any kind, its conversion to the library's types,
   the functions under test behind one signature, the generator's draws, the per-function, per-rule failure table and the
   exact %a printing of a failing case. The convex sets both reason about
   (hulls, Minkowski differences) are in oracle_geom.h, written once over
   a number type.

   Neither oracle calls the library to decide what is right: the library is
   only ever the thing under test. */
#ifndef ORACLE_H
#define ORACLE_H

#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

/* ---- a shape of any kind ------------------------------------------------- */

enum { SK_POINT, SK_AABB, SK_CIRCLE, SK_CAPSULE, SK_TRI };
static const char *const sk_name[] = {"point", "aabb", "circle", "capsule", "triangle"};

/* point: p[0]; aabb: center p[0], half; circle: center p[0], r; capsule: pos
   p[0], delta p[1], r; triangle: corners p[0], p[1], p[2]. */
typedef struct {
    int k;
    isect_vec p[3];
    isect_vec half;
    isect_real r;
} Shape;

/* The library's shapes (testlib.h's builders; every value converts back
   exactly). */
static inline isect_aabb to_aabb(Shape s) { return BOX(s.p[0].x, s.p[0].y, s.half.x, s.half.y); }
static inline isect_circle to_circle(Shape s) { return CIRC(s.p[0].x, s.p[0].y, s.r); }
static inline isect_capsule to_capsule(Shape s)
{
    return CAP(s.p[0].x, s.p[0].y, s.p[1].x, s.p[1].y, s.r);
}
static inline isect_triangle to_tri(Shape s)
{
    return TRI(s.p[0].x, s.p[0].y, s.p[1].x, s.p[1].y, s.p[2].x, s.p[2].y);
}

/* ---- the functions under test, behind one signature -------------------- */

/* A static test of a against b (a point is b.p[0]), and a sweep of b along
   d against a. The oracles pick from these; the ones that answer only a
   boolean ignore out. */
typedef bool (*static_fn)(Shape a, Shape b, isect_hit *out);
typedef bool (*sweep_fn)(Shape a, Shape b, isect_vec d, isect_sweep *out);

static isect_real PADR; /* the padding st_circle_point_pad passes */

static inline bool st_aabb_point(Shape a, Shape b, isect_hit *o) { return isect_aabb_point(to_aabb(a), b.p[0], o); }
static inline bool st_aabb_aabb(Shape a, Shape b, isect_hit *o) { return isect_aabb_aabb(to_aabb(a), to_aabb(b), o); }
static inline bool st_circle_point(Shape a, Shape b, isect_hit *o) { return isect_circle_point(to_circle(a), b.p[0], 0, o); }
static inline bool st_circle_point_pad(Shape a, Shape b, isect_hit *o) { return isect_circle_point(to_circle(a), b.p[0], PADR, o); }
static inline bool st_circle_circle(Shape a, Shape b, isect_hit *o) { return isect_circle_circle(to_circle(a), to_circle(b), o); }
static inline bool st_aabb_circle(Shape a, Shape b, isect_hit *o) { return isect_aabb_circle(to_aabb(a), to_circle(b), o); }
static inline bool st_circle_aabb(Shape a, Shape b, isect_hit *o) { return isect_circle_aabb(to_circle(a), to_aabb(b), o); }
static inline bool st_capsule_point(Shape a, Shape b, isect_hit *o) { return isect_capsule_point(to_capsule(a), b.p[0], o); }
static inline bool st_capsule_circle(Shape a, Shape b, isect_hit *o) { return isect_capsule_circle(to_capsule(a), to_circle(b), o); }
static inline bool st_capsule_capsule(Shape a, Shape b, isect_hit *o) { return isect_capsule_capsule(to_capsule(a), to_capsule(b), o); }
static inline bool st_capsule_aabb(Shape a, Shape b, isect_hit *o) { return isect_capsule_aabb(to_capsule(a), to_aabb(b), o); }
static inline bool st_triangle_point(Shape a, Shape b, isect_hit *o) { return isect_triangle_point(to_tri(a), b.p[0], o); }
static inline bool st_triangle_circle(Shape a, Shape b, isect_hit *o) { return isect_triangle_circle(to_tri(a), to_circle(b), o); }
static inline bool st_triangle_aabb(Shape a, Shape b, isect_hit *o) { return isect_triangle_aabb(to_tri(a), to_aabb(b), o); }
static inline bool st_triangle_triangle(Shape a, Shape b, isect_hit *o) { return isect_triangle_triangle(to_tri(a), to_tri(b), o); }
static inline bool st_aabb_point_null(Shape a, Shape b, isect_hit *o) { (void)o; return isect_aabb_point(to_aabb(a), b.p[0], NULL); }
static inline bool st_aabb_contains(Shape a, Shape b, isect_hit *o) { (void)o; return isect_aabb_contains(to_aabb(a), b.p[0]); }
static inline bool st_minmax_point(Shape a, Shape b, isect_hit *o) { (void)o; return isect_minmax_point(isect_minmax_from_aabb(to_aabb(a)), b.p[0]); }
static inline bool st_rect_point(Shape a, Shape b, isect_hit *o) { (void)o; return isect_rect_point(isect_rect_from_aabb(to_aabb(a)), b.p[0]); }
static inline bool st_minmax_minmax(Shape a, Shape b, isect_hit *o) { (void)o; return isect_minmax_minmax(isect_minmax_from_aabb(to_aabb(a)), isect_minmax_from_aabb(to_aabb(b))); }
static inline bool st_rect_rect(Shape a, Shape b, isect_hit *o) { (void)o; return isect_rect_rect(isect_rect_from_aabb(to_aabb(a)), isect_rect_from_aabb(to_aabb(b))); }
static inline bool st_circle_contains(Shape a, Shape b, isect_hit *o) { (void)o; return isect_circle_contains(to_circle(a), b.p[0]); }
static inline bool st_capsule_contains(Shape a, Shape b, isect_hit *o) { (void)o; return isect_capsule_contains(to_capsule(a), b.p[0]); }
static inline bool st_triangle_contains(Shape a, Shape b, isect_hit *o) { (void)o; return isect_triangle_contains(to_tri(a), b.p[0]); }

static inline bool sw_aabb_aabb(Shape a, Shape b, isect_vec d, isect_sweep *o) { return isect_aabb_sweep_aabb(to_aabb(a), to_aabb(b), d, o); }
static inline bool sw_circle_circle(Shape a, Shape b, isect_vec d, isect_sweep *o) { return isect_circle_sweep_circle(to_circle(a), to_circle(b), d, o); }
static inline bool sw_aabb_circle(Shape a, Shape b, isect_vec d, isect_sweep *o) { return isect_aabb_sweep_circle(to_aabb(a), to_circle(b), d, o); }
static inline bool sw_circle_aabb(Shape a, Shape b, isect_vec d, isect_sweep *o) { return isect_circle_sweep_aabb(to_circle(a), to_aabb(b), d, o); }
static inline bool sw_capsule_circle(Shape a, Shape b, isect_vec d, isect_sweep *o) { return isect_capsule_sweep_circle(to_capsule(a), to_circle(b), d, o); }

/* An entry of an oracle's table: the function's name, the kinds of its two
   shapes, its static test and, for a sweep, the sweep. */
typedef struct {
    const char *name;
    int ka, kb;
    static_fn st;
    sweep_fn sw;
} TestFn;

/* The sweeps, with the static test of each pair. */
static const TestFn sweeps[] = {
    {"isect_aabb_sweep_aabb", SK_AABB, SK_AABB, st_aabb_aabb, sw_aabb_aabb},
    {"isect_circle_sweep_circle", SK_CIRCLE, SK_CIRCLE, st_circle_circle, sw_circle_circle},
    {"isect_aabb_sweep_circle", SK_AABB, SK_CIRCLE, st_aabb_circle, sw_aabb_circle},
    {"isect_circle_sweep_aabb", SK_CIRCLE, SK_AABB, st_circle_aabb, sw_circle_aabb},
    {"isect_capsule_sweep_circle", SK_CAPSULE, SK_CIRCLE, st_capsule_circle, sw_capsule_circle},
};
#define N_SWEEP ((int)(sizeof sweeps / sizeof sweeps[0]))

/* The entry of table[0..n) named key (the first entry if none is): the
   reproducers of issue 10 pick their functions by name. */
static inline const TestFn *fn_named(const TestFn *table, int n, const char *key)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(table[i].name, key) == 0) return &table[i];
    return &table[0];
}

/* The shape moved by (dx, dy), rounded to isect_real as a caller would. */
static inline Shape shape_move(Shape s, double dx, double dy)
{
    int i, n = s.k == SK_TRI ? 3 : 1;
    for (i = 0; i < n; i++) s.p[i] = V((double)s.p[i].x + dx, (double)s.p[i].y + dy);
    return s;
}

static inline void print_vec(const char *name, isect_vec v)
{
    printf(" %s (%a, %a)", name, (double)v.x, (double)v.y);
}

static inline void print_shape(const char *name, Shape s)
{
    printf("     %s %s:", name, sk_name[s.k]);
    switch (s.k) {
    case SK_POINT: print_vec("", s.p[0]); break;
    case SK_AABB: print_vec("pos", s.p[0]); print_vec("half", s.half); break;
    case SK_CIRCLE: print_vec("pos", s.p[0]); printf(" r %a", (double)s.r); break;
    case SK_CAPSULE:
        print_vec("pos", s.p[0]);
        print_vec("delta", s.p[1]);
        printf(" r %a", (double)s.r);
        break;
    default: print_vec("a", s.p[0]); print_vec("b", s.p[1]); print_vec("c", s.p[2]); break;
    }
    printf("\n");
}

/* ---- the failure table: per function, per rule --------------------------- */

#define MAX_FN 64
#define MAX_RULE 24
static const char *fn_names[MAX_FN];
static const char *rule_names[MAX_RULE];
static long fn_cases[MAX_FN];
static long fail_table[MAX_FN][MAX_RULE];
static int cur_fn;                  /* the function under test */
static void (*case_describe)(void); /* prints the current case */
#ifndef ORACLE_EXAMPLES
#define ORACLE_EXAMPLES 2 /* printed examples per function and rule */
#endif

/* The index of name among names[0..max) (added at the first free place;
   the last place when they are full). */
static inline int name_id(const char **names, int max, const char *name)
{
    int i;
    for (i = 0; i < max && names[i]; i++)
        if (strcmp(names[i], name) == 0) return i;
    if (i == max) return max - 1;
    names[i] = name;
    return i;
}
static inline int fn_id(const char *name) { return name_id(fn_names, MAX_FN, name); }
static inline int rule_id(const char *name) { return name_id(rule_names, MAX_RULE, name); }

/* One check of rule `rule` on the current function; on a failure, prints
   the first few per function and rule, with `fmt` (the values) and the case
   in %a hex floats. */
static int ocheck(int ok, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#include <stdarg.h>
static int ocheck(int ok, const char *rule, const char *fmt, ...)
{
    int r;
    va_list ap;
    if (ok) return check_pass();
    check_failed_count++;
    r = rule_id(rule);
    if (++fail_table[cur_fn][r] <= ORACLE_EXAMPLES) {
        printf("FAIL %s [%s] %s: ", fn_names[cur_fn], k_kind, rule);
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        printf("\n");
        if (case_describe) case_describe();
        fflush(stdout);
    }
    return 0;
}

/* Reads "[cases [seed]]" over the defaults, prints "<title>: N cases per
   function, seed 0x... (double)", seeds the generator, installs describe
   (prints the current case) and gives the cases per function. */
static inline long oracle_start(int argc, char **argv, const char *title, long cases,
                                uint64_t seed, void (*describe)(void))
{
    if (argc > 1) cases = strtol(argv[1], NULL, 0);
    if (argc > 2) seed = (uint64_t)strtoull(argv[2], NULL, 0);
    rng_state = seed;
    case_describe = describe;
    printf("%s: %ld cases per function, seed 0x%" PRIx64 "%s\n", title, cases, seed, REAL_NAME);
    return cases;
}

/* The table of failures and then "N passed, N failed". */
static inline int oracle_finish(void)
{
    int f, r;
    printf("cases per function:");
    for (f = 0; f < MAX_FN && fn_names[f]; f++) printf(" %s %ld;", fn_names[f], fn_cases[f]);
    printf("\n");
    if (check_failed_count) {
        printf("failures by function and rule:\n");
        for (f = 0; f < MAX_FN && fn_names[f]; f++)
            for (r = 0; r < MAX_RULE && rule_names[r]; r++)
                if (fail_table[f][r])
                    printf("  %-28s %-26s %ld\n", fn_names[f], rule_names[r], fail_table[f][r]);
    }
    return check_report();
}

/* ---- the draws ----------------------------------------------------------- */

#define IS_DOUBLE (sizeof(isect_real) == sizeof(double))

/* An integer offset that games use: 0 (half the time), 512, 4096 or 65536
   (65536 in double only). */
static inline double draw_offset(void)
{
    static const double offs[4] = {512, 4096, 65536, -4096};
    int n = IS_DOUBLE ? 4 : 2;
    double off;
    if (rng_chance(0.5)) return 0;
    /* the pick, then the sign: in one product the compiler picks the order */
    off = offs[rng_int(0, n - 1)];
    return rng_chance(0.5) ? off : -off;
}

#endif /* ORACLE_H */
