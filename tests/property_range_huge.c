/* property_range_huge.c -- huge finite inputs, up to the largest number
   ("The range of numbers" in intersect.nw): every public function (through
   tests/calls.h) on inputs whose components are drawn across every exponent,
   up to DBL_MAX (FLT_MAX in float) itself, mixed with ordinary numbers,
   zeros, -0 and subnormals.

   Usage: test-property_range_huge [seed [trials]]

   Checks, for every function:
   - no NaN in any number it returns;
   - a hit's normal (and isect_normalize) is a unit vector;
   - every time is in [0, 1];
   - the boolean is the same with out = NULL as with a result to fill in
     (every test with a hit or a sweep, but the two sweeps through a list). */
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
static double top = REAL_MAX_D; /* the largest size drawn */

static double draw(int sized)
{
    double u = rng_unit(), x;
    if (u < 0.06) x = 0.0;
    else if (u < 0.16) x = top;
    else if (u < 0.26) x = ldexp(1.0, rng_int(MIN_EXP / 4, MAX_EXP));
    else if (u < 0.36) x = rng_int(0, 400) / 4.0;
    else if (u < 0.40) x = ldexp(rng_unit(), MIN_EXP + 52 * (MAX_EXP == 127 ? 0 : 1));
    else {
        double m = 1.0 + rng_unit();
        x = ldexp(m, rng_int(MIN_EXP / 4, MAX_EXP - 1));
    }
    if (isinf((isect_real)x) || x > top) x = top;
    if (!sized && rng_chance(0.5)) x = -x;
    if (x == 0 && rng_chance(0.5)) x = -0.0;
    return x;
}

static isect_vec dvec(void)
{
    double x = draw(0); /* x first: argument order is unspecified */
    return V(x, draw(0));
}
static isect_vec dsize(void)
{
    double x = draw(1);
    return V(x, draw(1));
}

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
    NB(isect_aabb_segment, isect_aabb_segment(in->box, in->pos, in->delta, in->pad, NULL))
    NB(isect_capsule_capsule, isect_capsule_capsule(in->cap, in->cap2, NULL))
    NB(isect_capsule_aabb, isect_capsule_aabb(in->cap, in->box, NULL))
    NB(isect_triangle_segment, isect_triangle_segment(in->tri, in->pos, in->delta, NULL))
    NB(isect_triangle_aabb, isect_triangle_aabb(in->tri, in->box, NULL))
    NB(isect_segment_segment,
       isect_segment_segment(in->cap.pos, in->cap.delta, in->pos, in->delta, NULL, NULL))
    NB(isect_aabb_sweep_aabb, isect_aabb_sweep_aabb(in->box, in->box2, in->delta, NULL))
    NB(isect_circle_sweep_circle,
       isect_circle_sweep_circle(in->circ, in->circ2, in->delta, NULL))
    NB(isect_aabb_sweep_circle, isect_aabb_sweep_circle(in->box, in->circ, in->delta, NULL))
    NB(isect_circle_sweep_aabb, isect_circle_sweep_aabb(in->circ, in->box, in->delta, NULL))
    NB(isect_capsule_sweep_circle,
       isect_capsule_sweep_circle(in->cap, in->circ2, in->delta, NULL))
    NB(isect_capsule_sweep_aabb, isect_capsule_sweep_aabb(in->cap, in->box2, in->delta, NULL))
    NB(isect_triangle_sweep_aabb, isect_triangle_sweep_aabb(in->tri, in->box2, in->delta, NULL))
    NB(isect_triangle_sweep_circle,
       isect_triangle_sweep_circle(in->tri, in->circ2, in->delta, NULL))
    NB(isect_triangle_capsule, isect_triangle_capsule(in->tri, in->cap2, NULL))
    NB(isect_aabb_sweep_capsule, isect_aabb_sweep_capsule(in->box, in->cap2, in->delta, NULL))
    NB(isect_circle_sweep_capsule,
       isect_circle_sweep_capsule(in->circ, in->cap2, in->delta, NULL))
    NB(isect_capsule_sweep_capsule,
       isect_capsule_sweep_capsule(in->cap, in->cap2, in->delta, NULL))
    NB(isect_triangle_sweep_capsule,
       isect_triangle_sweep_capsule(in->tri, in->cap2, in->delta, NULL))
    NB(isect_segment_sweep_capsule,
       isect_segment_sweep_capsule(in->cap.pos, in->cap.delta, in->cap2, in->delta, NULL))
    NB(isect_segment_circle, isect_segment_circle(in->cap.pos, in->cap.delta, in->circ, NULL))
    NB(isect_segment_aabb, isect_segment_aabb(in->cap.pos, in->cap.delta, in->box, NULL))
    NB(isect_segment_sweep_circle,
       isect_segment_sweep_circle(in->cap.pos, in->cap.delta, in->circ2, in->delta, NULL))
    NB(isect_segment_sweep_aabb,
       isect_segment_sweep_aabb(in->cap.pos, in->cap.delta, in->box2, in->delta, NULL))
    NB(isect_circle_sweep_circle_both,
       isect_circle_sweep_circle_both(in->circ, isect_v(in->delta.y, -in->delta.x), in->circ2,
                                      in->delta, NULL, NULL, NULL))
    NB(isect_aabb_sweep_circle_both,
       isect_aabb_sweep_circle_both(in->box, isect_v(in->delta.y, -in->delta.x), in->circ2,
                                    in->delta, NULL, NULL, NULL))
#undef NB
    return 0;
}

static int all_finite(const call_result *r)
{
    int j;
    for (j = 0; j < r->n; j++)
        if (!isfinite(r->f[j].x) || !isfinite(r->f[j].y)) return 0;
    return 1;
}

/* Sizes up to a sixteenth of the largest number: every number out is
   finite, since no result is more than a few inputs added up. */
static void below_trial(void)
{
    int i;
    top = REAL_MAX_D / 16;
    gen_case();
    top = REAL_MAX_D;
    n_res = calls_run(&K, res);
    for (i = 0; i < n_res; i++) {
        k_fn = res[i].name;
        CHECK(all_finite(&res[i]));
    }
}

static void huge_trial(void)
{
    int i, b;
    gen_case();
    n_res = calls_run(&K, res);
    for (i = 0; i < n_res; i++) {
        k_fn = res[i].name;
        CHECK(!calls_has_nan(&res[i]));
        CHECK(fields_ok(&res[i]));
        if (null_bools(&K, k_fn, &b)) CHECK(b == res[i].b);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_range_huge", 0x48554745u, 20000, describe);
    check_current_test = "huge finite inputs";
    property_phase("huge", trials, huge_trial);
    check_current_test = "up to a sixteenth of the largest number: finite";
    property_phase("below max/16", trials, below_trial);
    return property_finish("tests/property_range_huge.c");
}
