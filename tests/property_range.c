/* property_range.c -- the input policy ("Bad input" in intersect.nw): what
   every public function returns for finite numbers in the stated range and
   past it, for infinities and NaN, for tiny and subnormal numbers, and for
   -0. Every public function is called through tests/calls.h.

   Usage: test-property_range [seed [trials]]    (seed in decimal or 0x hex)

   The zones, in double (float):
   - in the range, |x| <= 1e150 (1e18): every number out is finite;
   - past the range, up to 2^1019 ~ 5.6e306 (2^123 ~ 1.06e37): no NaN out
     (numbers may be infinite; booleans are not promised);
   - infinities and NaN in: no crash (and, in the -san build, no sanitizer
     report); nothing else is promised (finite inputs up to the largest
     number itself are tests/property_range_huge.c's);
   - tiny and subnormal numbers: every number out is finite;
   - -0 anywhere gives the same answers as +0.
   The named tests are the issue's reproducer (issue 10, item 7: a NaN just
   past the range) and the documented results of the shared helpers. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "calls.h"

#ifdef ISECT_FLOAT
#define RANGE 1e18             /* the stated range */
#define LIMIT 1.0633823966279327e37 /* 2^123: past the range, still no NaN */
#define SQRT_MAX 1.8446744e19  /* sqrt(FLT_MAX): squares overflow past it */
#define REAL_MAX_D ((double)FLT_MAX)
#define REAL_MIN_D ((double)FLT_MIN)
#else
#define RANGE 1e150
#define LIMIT 5.6174e306       /* about 2^1019 */
#define SQRT_MAX 1.3407807929942596e154
#define REAL_MAX_D DBL_MAX
#define REAL_MIN_D DBL_MIN
#endif

static calls_in K;
static call_result res[CALLS_MAX];
static int n_res;
static double k_mag; /* the magnitude of the current case */

static void describe(void)
{
    printf("    phase %s, trial %ld, magnitude %.3g\n", k_kind, k_trial, k_mag);
    printf("    box (%.17g, %.17g) half (%.17g, %.17g); circle (%.17g, %.17g) r %.17g\n",
           (double)K.box.pos.x, (double)K.box.pos.y, (double)K.box.half.x, (double)K.box.half.y,
           (double)K.circ.pos.x, (double)K.circ.pos.y, (double)K.circ.radius);
    printf("    capsule (%.17g, %.17g) + (%.17g, %.17g) r %.17g; point (%.17g, %.17g)\n",
           (double)K.cap.pos.x, (double)K.cap.pos.y, (double)K.cap.delta.x,
           (double)K.cap.delta.y, (double)K.cap.radius, (double)K.point.x, (double)K.point.y);
    printf("    triangle (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)\n",
           (double)K.tri.a.x, (double)K.tri.a.y, (double)K.tri.b.x, (double)K.tri.b.y,
           (double)K.tri.c.x, (double)K.tri.c.y);
    printf("    segment (%.17g, %.17g) + (%.17g, %.17g)\n", (double)K.pos.x, (double)K.pos.y,
           (double)K.delta.x, (double)K.delta.y);
}

/* ---- the cases ----------------------------------------------------------- */

/* A number for a case of magnitude m: zero, +-m itself, a quarter step of
   m, a uniform value, or (mixed) one much smaller; the signs of zeros are
   both drawn. */
static double draw(double m, int sized)
{
    double u = rng_unit(), x;
    if (u < 0.08) x = 0.0;
    else if (u < 0.2) x = m;
    else if (u < 0.35) x = m * rng_int(0, 4) / 4.0;
    else if (u < 0.45) x = m * 1e-9 * rng_unit();
    else x = m * rng_unit();
    if (x > m) x = m;
    if (!sized && rng_chance(0.5)) x = -x;
    return x;
}

static isect_vec dvec(double m)
{
    double x = draw(m, 0); /* x first: argument order is unspecified */
    return V(x, draw(m, 0));
}
static isect_vec dsize(double m)
{
    double x = draw(m, 1);
    return V(x, draw(m, 1));
}

/* Every input drawn at magnitude m, or (each on its own) at a magnitude
   picked from `mags` when mags is given. */
static double pick(const double *mags, int n, double m)
{
    return mags ? mags[rng_int(0, n - 1)] : m;
}

static void gen_case(double m, const double *mags, int nm)
{
#define M pick(mags, nm, m)
    K.box.pos = dvec(M); K.box.half = dsize(M);
    K.box2.pos = dvec(M); K.box2.half = dsize(M);
    K.circ.pos = dvec(M); K.circ.radius = R(draw(M, 1));
    K.circ2.pos = dvec(M); K.circ2.radius = R(draw(M, 1));
    K.cap.pos = dvec(M); K.cap.delta = dvec(M); K.cap.radius = R(draw(M, 1));
    K.cap2.pos = dvec(M); K.cap2.delta = dvec(M); K.cap2.radius = R(draw(M, 1));
    K.tri.a = dvec(M); K.tri.b = dvec(M); K.tri.c = dvec(M);
    K.tri2.a = dvec(M); K.tri2.b = dvec(M); K.tri2.c = dvec(M);
    K.mm.min = dvec(M); K.mm.max = isect_add(K.mm.min, dsize(M));
    K.mm2.min = dvec(M); K.mm2.max = isect_add(K.mm2.min, dsize(M));
    K.rect.pos = dvec(M); K.rect.size = dsize(M);
    K.rect2.pos = dvec(M); K.rect2.size = dsize(M);
    K.point = dvec(M); K.pos = dvec(M); K.delta = dvec(M);
    K.pad = dsize(M); K.padding = R(draw(M, 1));
#undef M
    k_mag = m;
}

/* Whether every number of a result is finite (calls_has_nan, in calls.h,
   looks for NaN alone). */
static int all_finite(const call_result *r)
{
    int j;
    for (j = 0; j < r->n; j++)
        if (!isfinite(r->f[j].x) || !isfinite(r->f[j].y)) return 0;
    return 1;
}

static const char *k_fn = "-"; /* the function of the current check */

static void describe_fn(void)
{
    printf("    function %s\n", k_fn);
    describe();
}

static void run_case(void) { n_res = calls_run(&K, res); }

static void check_finite_all(void)
{
    int i;
    run_case();
    for (i = 0; i < n_res; i++) {
        k_fn = res[i].name;
        CHECK(all_finite(&res[i]));
    }
}

static void check_no_nan_all(void)
{
    int i;
    run_case();
    for (i = 0; i < n_res; i++) {
        k_fn = res[i].name;
        CHECK(!calls_has_nan(&res[i]));
    }
}

/* ---- named tests ------------------------------------------------------- */

/* Issue 10, item 7: isect_nearest_segment((0,0), (2e154,0), (2e154,0)) was
   NaN (D.D and (P-A).D both overflow: inf/inf). Just past sqrt(max), in
   each precision: a point of the segment, never NaN; the policy's example
   says which: the clamp sends the NaN to t = 0, the start. */
static int on_segment(isect_vec q, isect_vec a, isect_vec d)
{
    double s = fabs(d.x) > fabs(d.y) ? ((double)q.x - a.x) / d.x : ((double)q.y - a.y) / d.y;
    isect_vec back = along(a, vplus(a, d), s);
    return finite2(q) && s >= 0 && s <= 1 && fabs((double)back.x - q.x) <= 1e-6 * fabs(d.x) &&
           fabs((double)back.y - q.y) <= 1e-6 * fabs(d.y);
}

TEST(issue10_nearest_segment_2e154_is_not_nan)
{
    double big = 2e154;
    isect_vec q;
#ifdef ISECT_FLOAT
    big = 2e19;
#endif
    q = isect_nearest_segment(V(0, 0), V(big, 0), V(big, 0));
    CHECK(on_segment(q, V(0, 0), V(big, 0)));
    CHECK(q.x == 0 && q.y == 0); /* the policy's example: the start */
    /* the same past sqrt(max) in other directions, and with a far point */
    q = isect_nearest_segment(V(-big, big), V(2 * big, -2 * big), V(big / 2, 3 * big));
    CHECK(on_segment(q, V(-big, big), V(2 * big, -2 * big)));
    q = isect_nearest_segment(V(0, 0), V(4 * big, 0), V(big, 5));
    CHECK(on_segment(q, V(0, 0), V(4 * big, 0)));
}

/* The shared helpers' documented results. */
TEST(clamp_sends_nan_to_the_low_end)
{
    CHECK(isect_clamp(R(NAN), 0, 1) == 0);
    CHECK(isect_clamp(R(NAN), -3, 5) == -3);
    CHECK(isect_clamp(R(-INFINITY), 0, 1) == 0);
    CHECK(isect_clamp(R(INFINITY), 0, 1) == 1);
    CHECK(isect_clamp(R(0.5), 0, 1) == R(0.5));
    /* -0 clamps to the low end 0 itself */
    CHECK(isect_clamp(R(-0.0), 0, 1) == 0 && !signbit(isect_clamp(R(-0.0), 0, 1)));
}

TEST(length_and_normalize_of_infinite_vectors)
{
    isect_vec n;
    CHECK(isect_length(V(INFINITY, 3)) == R(INFINITY));
    CHECK(isect_length(V(-2, -INFINITY)) == R(INFINITY));
    n = isect_normalize(V(INFINITY, 5));
    CHECK_VEC(n, 1, 0, 0);
    n = isect_normalize(V(7, -INFINITY));
    CHECK_VEC(n, 0, -1, 0);
    n = isect_normalize(V(-INFINITY, INFINITY));
    CHECK_VEC(n, -SQRT_HALF, SQRT_HALF, 4 * REAL_EPS);
    /* the largest finite vector: its length overflows, its direction does not */
    n = isect_normalize(V(REAL_MAX_D, REAL_MAX_D));
    CHECK_VEC(n, SQRT_HALF, SQRT_HALF, 4 * REAL_EPS);
    CHECK(isect_length(V(REAL_MAX_D, 0)) == R(REAL_MAX_D));
}

/* Squares overflow just past sqrt(max): one case per function of the issue's
   kind (a segment or shape of that size at the origin), no NaN. */
TEST(every_function_just_past_sqrt_max_is_not_nan)
{
    int i;
    double b = 2 * SQRT_MAX;
    K.box = BOX(0, 0, b, b / 2); K.box2 = BOX(b, 0, b / 4, b);
    K.circ = CIRC(0, 0, b); K.circ2 = CIRC(b, b / 2, b / 3);
    K.cap = CAP(0, 0, b, 0, b / 8); K.cap2 = CAP(b, -b, -b, b, b / 2);
    K.tri = TRI(0, 0, b, 0, 0, b); K.tri2 = TRI(b, b, -b, 0, b / 2, -b);
    K.mm.min = V(0, 0); K.mm.max = V(b, b); K.mm2.min = V(-b, b / 2); K.mm2.max = V(b, b);
    K.rect.pos = V(0, 0); K.rect.size = V(b, b); K.rect2.pos = V(b / 2, -b); K.rect2.size = V(b, b);
    K.point = V(b, 0); K.pos = V(0, 0); K.delta = V(b, 0); K.pad = V(b, b); K.padding = R(b);
    k_mag = b;
    run_case();
    for (i = 0; i < n_res; i++) {
        k_fn = res[i].name;
        CHECK(!calls_has_nan(&res[i]));
    }
}

/* ---- the zones, over random cases ----------------------------------------- */

static long trials;

/* In the range: at magnitudes from 1 up to RANGE, all of a case's numbers
   of one magnitude, or mixed. Every number out is finite. */
static void in_range_trial(void)
{
    static const double mags[] = {1e-3, 1, 1e3, 1e6, RANGE / 1e6, RANGE};
    double m = mags[rng_int(0, 5)];
    if (rng_chance(0.5)) gen_case(m, NULL, 0);
    else gen_case(RANGE, mags, 6);
    check_finite_all();
}

/* Past the range, up to LIMIT: no NaN. */
static void past_range_trial(void)
{
    static const double mags[] = {1, 1e3, RANGE, SQRT_MAX / 2, SQRT_MAX, 2 * SQRT_MAX,
                                  SQRT_MAX * 1e3, LIMIT / 1e6, LIMIT};
    double m = mags[rng_int(2, 8)];
    if (rng_chance(0.5)) gen_case(m, NULL, 0);
    else gen_case(LIMIT, mags, 9);
    check_no_nan_all();
}

/* Tiny and subnormal numbers (mixed with ordinary ones): finite out. */
static void tiny_trial(void)
{
    static const double mags[] = {0, 1e3, 1, 1e-6, 1.0 / RANGE, 64 * REAL_MIN_D,
                                  REAL_MIN_D, SUBNORMAL_SCALE * 100, SUBNORMAL_SCALE};
    if (rng_chance(0.5)) gen_case(mags[rng_int(3, 8)], NULL, 0);
    else gen_case(1, mags, 9);
    check_finite_all();
}

/* Beyond LIMIT, and infinities and NaN in: every function returns (the -san
   build checks for undefined behaviour on the way). */
static double wild(void)
{
    switch (rng_int(0, 7)) {
    case 0: return INFINITY;
    case 1: return -INFINITY;
    case 2: return NAN;
    case 3: return REAL_MAX_D;
    case 4: return -REAL_MAX_D;
    case 5: return 0.0;
    default: return (rng_unit() - 0.5) * 100;
    }
}

/* calls_in is made of isect_real and nothing else: its numbers, in order. */
#define N_REALS (sizeof(calls_in) / sizeof(isect_real))

static void get_reals(const calls_in *in, isect_real *x) { memcpy(x, in, sizeof *in); }
static void set_reals(calls_in *in, const isect_real *x) { memcpy(in, x, sizeof *in); }

static int n_calls; /* how many calls calls_run makes */

static void wild_trial(void)
{
    isect_real x[N_REALS];
    int i, count = rng_int(1, 6);
    gen_case(100, NULL, 0);
    get_reals(&K, x);
    for (i = 0; i < count; i++) {
        /* which, then what: the two sides of = come in the compiler's order */
        int which = rng_int(0, (int)N_REALS - 1);
        x[which] = R(wild());
    }
    set_reals(&K, x);
    k_mag = INFINITY;
    run_case();
    CHECK(n_res == n_calls);
}

/* -0: a case on the quarter grid with many zeros, and the same case with
   every zero negative, give the same booleans and equal numbers. */
static void negative_zero_trial(void)
{
    isect_real x[N_REALS];
    call_result plus[CALLS_MAX];
    size_t j;
    int i, k, n_plus;
    gen_case(8, NULL, 0);
    get_reals(&K, x);
    for (j = 0; j < N_REALS; j++) {
        x[j] = R(rng_int(-8, 8) / 4.0); /* a zero in one of 17 */
        if (rng_chance(0.3)) x[j] = 0;
    }
    set_reals(&K, x);
    n_plus = calls_run(&K, plus);
    for (j = 0; j < N_REALS; j++)
        if (x[j] == 0) x[j] = R(-0.0);
    set_reals(&K, x);
    run_case();
    if (!CHECK(n_res == n_plus)) return;
    for (i = 0; i < n_res; i++) {
        int same = res[i].has_bool == plus[i].has_bool && res[i].b == plus[i].b &&
                   res[i].n == plus[i].n;
        for (k = 0; same && k < res[i].n; k++)
            same = res[i].f[k].x == plus[i].f[k].x && res[i].f[k].y == plus[i].f[k].y;
        k_fn = res[i].name;
        CHECK(same);
    }
}

int main(int argc, char **argv)
{
    trials = property_start(argc, argv, "property_range", 0x5241u, 20000, describe_fn);
    gen_case(1, NULL, 0);
    n_calls = calls_run(&K, res);
    RUN(issue10_nearest_segment_2e154_is_not_nan);
    RUN(clamp_sends_nan_to_the_low_end);
    RUN(length_and_normalize_of_infinite_vectors);
    RUN(every_function_just_past_sqrt_max_is_not_nan);
    check_current_test = "in the range: finite";
    property_phase("in the range", trials, in_range_trial);
    check_current_test = "past the range: no NaN";
    property_phase("past the range", trials, past_range_trial);
    check_current_test = "tiny and subnormal: finite";
    property_phase("tiny", trials, tiny_trial);
    check_current_test = "beyond the limit, infinite, NaN: returns";
    property_phase("wild", trials, wild_trial);
    check_current_test = "-0 is 0";
    property_phase("negative zero", trials, negative_zero_trial);
    return property_finish("tests/property_range.c");
}
