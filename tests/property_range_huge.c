/* property_range_huge.c -- huge finite inputs, up to the largest number
   ("The range of numbers" in intersect.nw): every public function (through
   tests/calls.h) on inputs whose components are drawn across every exponent,
   up to DBL_MAX (FLT_MAX in float) itself, mixed with ordinary numbers,
   zeros, -0 and subnormals.

   Usage: test-property_range_huge [seed [trials]]

   Checks, for every function in HUGE_SAFE below (those with the slow path
   of huge inputs, and those that need none):
   - no NaN in any number it returns;
   - a hit's normal (and isect_normalize) is a unit vector;
   - every time is in [0, 1];
   - the boolean is the same with out = NULL as with a result to fill in.
   The functions not in HUGE_SAFE (the sweeps, isect_aabb_segment,
   isect_aabb_aabb, the segment-segment and capsule-segment tests, capsule
   vs capsule and vs box, triangle vs box and vs triangle, the nearest
   point of a triangle) can still give a NaN for inputs near the largest
   number; the book says so, and they are left for a later change. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "calls.h"

#ifdef ISECT_FLOAT
#define MAX_EXP 127
#define REAL_MAX_D ((double)FLT_MAX)
#define MIN_EXP (-149)
#else
#define MAX_EXP 1023
#define REAL_MAX_D DBL_MAX
#define MIN_EXP (-1074)
#endif

static calls_in K;
static call_result res[CALLS_MAX];
static int n_res;
static const char *k_fn = "-";

static void describe(void)
{
    const isect_real *x = (const isect_real *)&K;
    size_t j;
    printf("    function %s, phase %s, trial %ld; inputs (calls_in order):\n     ", k_fn,
           k_kind, k_trial);
    for (j = 0; j < sizeof K / sizeof(isect_real); j++) printf(" %a", (double)x[j]);
    printf("\n");
}

/* A number across every exponent: zero or -0, the largest number, a power
   of two, an ordinary number, a subnormal, or any number at all. */
static double draw(int sized)
{
    double u = rng_unit(), x;
    if (u < 0.06) x = 0.0;
    else if (u < 0.16) x = REAL_MAX_D;
    else if (u < 0.26) x = ldexp(1.0, rng_int(MIN_EXP / 4, MAX_EXP));
    else if (u < 0.36) x = rng_int(0, 400) / 4.0;
    else if (u < 0.40) x = ldexp(rng_unit(), MIN_EXP + 52 * (MAX_EXP == 127 ? 0 : 1));
    else x = ldexp(1.0 + rng_unit(), rng_int(MIN_EXP / 4, MAX_EXP - 1));
    if (isinf((isect_real)x)) x = REAL_MAX_D;
    if (!sized && rng_chance(0.5)) x = -x;
    if (x == 0 && rng_chance(0.5)) x = -0.0;
    return x;
}

static isect_vec dvec(void) { return V(draw(0), draw(0)); }
static isect_vec dsize(void) { return V(draw(1), draw(1)); }

static void gen_case(void)
{
    K.box.pos = dvec(); K.box.half = dsize();
    K.box2.pos = dvec(); K.box2.half = dsize();
    K.circ.pos = dvec(); K.circ.radius = R(draw(1));
    K.circ2.pos = dvec(); K.circ2.radius = R(draw(1));
    K.cap.pos = dvec(); K.cap.delta = dvec(); K.cap.radius = R(draw(1));
    K.cap2.pos = dvec(); K.cap2.delta = dvec(); K.cap2.radius = R(draw(1));
    K.tri.a = dvec(); K.tri.b = dvec(); K.tri.c = dvec();
    K.tri2.a = dvec(); K.tri2.b = dvec(); K.tri2.c = dvec();
    K.mm.min = dvec(); K.mm.max = dvec(); K.mm2.min = dvec(); K.mm2.max = dvec();
    K.rect.pos = dvec(); K.rect.size = dsize(); K.rect2.pos = dvec(); K.rect2.size = dsize();
    K.point = dvec(); K.pos = dvec(); K.delta = dvec(); K.pad = dsize(); K.padding = R(draw(1));
}

/* The functions with the slow path: every check. */
static const char *const HUGE_SAFE[] = {
    "isect_length", "isect_normalize", "isect_aabb_point", "isect_circle_point",
    "isect_circle_segment", "isect_circle_circle", "isect_nearest_aabb",
    "isect_aabb_circle", "isect_circle_aabb", "isect_nearest_segment",
    "isect_capsule_point", "isect_capsule_circle", "isect_minmax_point",
    "isect_rect_point", "isect_minmax_minmax", "isect_rect_rect",
    "isect_nearest_circle", "isect_nearest_capsule", "isect_aabb_contains",
    "isect_capsule_contains", "isect_nearest_circle_edge", "isect_nearest_aabb_edge",
    "isect_triangle_contains", "isect_triangle_point", "isect_triangle_circle",
    "isect_circle_overlaps_segment", NULL};

static int listed(const char *const *list, const char *name)
{
    for (; *list; list++)
        if (!strcmp(*list, name)) return 1;
    return 0;
}

static int has_nan(const call_result *r)
{
    int j;
    for (j = 0; j < r->n; j++)
        if (isnan(r->f[j].x) || isnan(r->f[j].y)) return 1;
    return 0;
}

static int fields_ok(const call_result *r)
{
    int j;
    for (j = 0; j < r->n; j++) {
        const call_field *f = &r->f[j];
        if (f->kind == F_NORMAL && fabs(hypot(f->x, f->y) - 1) > NORMAL_TOL) return 0;
        if (f->kind == F_TIME && !(f->x >= 0 && f->x <= 1)) return 0;
    }
    return 1;
}

/* The boolean of each hit function with out = NULL. */
static int null_bools(const calls_in *in, const char *name, int *b)
{
#define NB(fn, call) if (!strcmp(name, #fn)) { *b = call; return 1; }
    NB(isect_aabb_point, isect_aabb_point(in->box, in->point, NULL))
    NB(isect_circle_point, isect_circle_point(in->circ, in->point, in->padding, NULL))
    NB(isect_circle_segment, isect_circle_segment(in->circ, in->pos, in->delta, in->padding, NULL))
    NB(isect_circle_circle, isect_circle_circle(in->circ, in->circ2, NULL))
    NB(isect_aabb_circle, isect_aabb_circle(in->box, in->circ, NULL))
    NB(isect_circle_aabb, isect_circle_aabb(in->circ, in->box, NULL))
    NB(isect_capsule_point, isect_capsule_point(in->cap, in->point, NULL))
    NB(isect_capsule_circle, isect_capsule_circle(in->cap, in->circ, NULL))
    NB(isect_triangle_point, isect_triangle_point(in->tri, in->point, NULL))
    NB(isect_triangle_circle, isect_triangle_circle(in->tri, in->circ, NULL))
    NB(isect_triangle_triangle, isect_triangle_triangle(in->tri, in->tri2, NULL))
    NB(isect_aabb_aabb, isect_aabb_aabb(in->box, in->box2, NULL))
    NB(isect_capsule_segment, isect_capsule_segment(in->cap, in->pos, in->delta, NULL))
#undef NB
    return 0;
}

static void huge_trial(void)
{
    int i, b;
    gen_case();
    n_res = calls_run(&K, res);
    for (i = 0; i < n_res; i++) {
        k_fn = res[i].name;
        if (!listed(HUGE_SAFE, k_fn)) continue;
        CHECK(!has_nan(&res[i]));
        CHECK(fields_ok(&res[i]));
        if (null_bools(&K, k_fn, &b)) CHECK(b == res[i].b);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_range_huge", 0x48554745u, 20000, describe);
    check_current_test = "huge finite inputs";
    property_phase("huge", trials, huge_trial);
    return property_finish("tests/property_range_huge.c");
}
