/* property_scale_huge.c -- a problem multiplied by a power of two is the same
   problem written larger ("Huge numbers: shrink, answer, grow" in
   intersect.nw): every public function (through tests/calls.h) on ordinary
   cases (quarter units, coordinates up to 10, sizes up to 5), then on the
   same case with every input multiplied by 2^k, for k from 1 up to the
   largest k at which every input is still finite (double: 2^1018, float:
   2^122).

   Usage: test-property_scale_huge [seed [trials]]

   Checks, for every function but the grid's (its cells are 2 by 2 at every
   scale, so a scaled world fills other cells):
   - the same yes or no as the case at k = 0;
   - positions and deltas 2^k times the k = 0 ones, and normals, times and
     other numbers the same, within a few rounding steps of the case's
     size (a result past the largest number may come out infinite).
   isect_segment_segment and isect_triangle_aabb once answered otherwise
   past ISECT_HUGE (2^510, 2^62 in float).

   Not yet checked (the book's "The range of numbers" lists them as relying
   on the small habits; each still gets the no-NaN check): the box's
   segment test and the sweeps and lists built on it, the triangle's
   segment test and the swept circle built on it (the book's "Triangle vs
   segment" says why it does not shrink: the check cost it more than its
   peer), the nearest points of segments, circles and capsules, and the
   worlds' casts and sweeps; the
   movers (their skin and slide limits are absolute lengths, so a scaled
   world is another problem) and the grid (its cells stay 2 by 2). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "calls.h"

#ifdef ISECT_FLOAT
#define K_MAX 122
#define NUM_TOL 1e-3
#else
#define K_MAX 1018
#define NUM_TOL 1e-9
#endif

static calls_in K0, K;
static call_result res0[CALLS_MAX], res[CALLS_MAX];
static int g_k;
static const char *k_fn = "-";

/* Failures by function: how many, and from which k, printed at the end. */
static struct { const char *name; long count; int first_k; } tally[CALLS_MAX];

static void count_failure(int i)
{
    tally[i].name = k_fn;
    if (tally[i].count++ == 0 || g_k < tally[i].first_k) tally[i].first_k = g_k;
}

static void describe(void)
{
    const isect_real *x = (const isect_real *)&K0;
    size_t j;
    printf("    function %s, scale 2^%d, trial %ld; inputs at 2^0 (calls_in order):\n     ",
           k_fn, g_k, k_trial);
    for (j = 0; j < sizeof K0 / sizeof(isect_real); j++) printf(" %g", (double)x[j]);
    printf("\n");
}

static isect_real coord(void)
{
    int q = rng_int(-40, 40);
    return R(q / 4.0);
}
static isect_real size(void)
{
    int q = rng_int(0, 20);
    return R(q / 4.0);
}
static isect_vec cvec(void)
{
    isect_real x = coord();
    isect_real y = coord();
    return isect_v(x, y);
}
static isect_vec svec(void)
{
    isect_real x = size();
    isect_real y = size();
    return isect_v(x, y);
}

static void gen_case(void)
{
    K0.box.pos = cvec(); K0.box.half = svec();
    K0.box2.pos = cvec(); K0.box2.half = svec();
    K0.circ.pos = cvec(); K0.circ.radius = size();
    K0.circ2.pos = cvec(); K0.circ2.radius = size();
    K0.cap.pos = cvec(); K0.cap.delta = cvec(); K0.cap.radius = size();
    K0.cap2.pos = cvec(); K0.cap2.delta = cvec(); K0.cap2.radius = size();
    K0.tri.a = cvec(); K0.tri.b = cvec(); K0.tri.c = cvec();
    K0.tri2.a = cvec(); K0.tri2.b = cvec(); K0.tri2.c = cvec();
    K0.mm.min = cvec(); K0.mm.max = cvec(); K0.mm2.min = cvec(); K0.mm2.max = cvec();
    K0.rect.pos = cvec(); K0.rect.size = svec(); K0.rect2.pos = cvec(); K0.rect2.size = svec();
    K0.point = cvec(); K0.pos = cvec(); K0.delta = cvec(); K0.pad = svec();
    K0.padding = size();
}

/* Every input times 2^k: calls_in is a run of isect_real. */
static calls_in scaled(const calls_in *in, int k)
{
    calls_in o = *in;
    isect_real *x = (isect_real *)&o;
    size_t j;
    for (j = 0; j < sizeof o / sizeof(isect_real); j++) x[j] = R(ldexp((double)x[j], k));
    return o;
}

/* One number of a result at 2^k against the same at 2^0: lengths scale. */
static int same_number(int kind, double big, double small, int k)
{
    double want = (kind == F_POS || kind == F_DELTA) ? ldexp(small, k) : small;
    double unit = (kind == F_POS || kind == F_DELTA) ? ldexp(40.0, k) : 40.0;
    if (isinf(big) && (kind == F_POS || kind == F_DELTA)) return 1; /* past the largest */
    if (kind == F_NORMAL || kind == F_TIME) unit = 1;
    return fabs(big - want) <= NUM_TOL * unit;
}

static int same_result(const call_result *a, const call_result *b, int k)
{
    int j;
    if (a->has_bool != b->has_bool || a->b != b->b || a->n != b->n) return 0;
    for (j = 0; j < a->n; j++) {
        if (a->f[j].kind != b->f[j].kind) return 0;
        if (!same_number(a->f[j].kind, a->f[j].x, b->f[j].x, k)) return 0;
        if (!same_number(a->f[j].kind, a->f[j].y, b->f[j].y, k)) return 0;
    }
    return 1;
}

static int not_yet(const char *name)
{
    static const char *const names[] = {
        "isect_aabb_segment", "isect_aabb_segment_hit", "isect_aabb_sweep_aabb",
        "isect_aabb_sweep_circle", "isect_circle_sweep_aabb", "isect_sweep_aabb_into",
        "isect_sweep_circle_into", "isect_aabb_soa_segment", "isect_aabb_soa_sweep_aabb",
        "isect_nearest_segment", "isect_nearest_circle", "isect_nearest_capsule",
        "isect_capsule_sweep_aabb", "isect_aabb_sweep_capsule", "isect_triangle_sweep_capsule",
        "isect_aabb_sweep_circle_both", "isect_world_cast", "isect_world_sweep_aabb",
        "isect_world_sweep_circle", "isect_world_sweep_capsule", "isect_world_move_aabb",
        "isect_world_move_circle", "isect_world_move_capsule", "isect_triangle_segment",
        "isect_triangle_sweep_circle"};
    size_t j;
    for (j = 0; j < sizeof names / sizeof names[0]; j++)
        if (!strcmp(name, names[j])) return 1;
    return 0;
}

static void trial(void)
{
    int n0, n, i;
    gen_case();
    n0 = calls_run(&K0, res0);
    for (g_k = 1; g_k <= K_MAX; g_k++) {
        K = scaled(&K0, g_k);
        n = calls_run(&K, res);
        CHECK(n == n0);
        if (n != n0) return;
        for (i = 0; i < n; i++) {
            k_fn = res[i].name;
            if (!strncmp(k_fn, "isect_grid_", 11)) continue;
            if (!strcmp(k_fn, "isect_length") || !strcmp(k_fn, "isect_normalize")) continue;
            if (not_yet(k_fn)) {
                CHECK(!calls_has_nan(&res[i]));
                continue;
            }
            CHECK(res[i].has_bool == res0[i].has_bool && res[i].b == res0[i].b);
            CHECK(same_result(&res[i], &res0[i], g_k));
            if (!same_result(&res[i], &res0[i], g_k)) count_failure(i);
        }
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_scale_huge", 0x5343414cu, 150, describe);
    check_current_test = "scaled by 2^k up to the largest finite inputs";
    property_phase("scaled", trials, trial);
    {
        int i;
        for (i = 0; i < CALLS_MAX; i++)
            if (tally[i].count)
                printf("  %-34s %8ld cases differ, from 2^%d\n", tally[i].name, tally[i].count,
                       tally[i].first_k);
    }
    return property_finish("tests/property_scale_huge.c");
}
