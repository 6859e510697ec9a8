/* property_tiny_axis.c -- capsules whose axis is only a few subnormal
   steps long: every public function (tests/calls.h) must answer as for the
   same capsules with an axis of zero length, up to rounding.

   Usage: test-property_tiny_axis [seed [trials]]

   Such an axis is not zero, so the library may not treat it as zero; but
   its length, 5e-324 to 3e-322 in double (1.4e-45 to 9e-44 in float), is
   far below any rounding step of the other numbers, so every answer must
   come out as the zero-length capsule's, within a few rounding steps.
   Every product of the axis with an ordinary number underflows to zero
   or to a few subnormal steps there, which is what used to go wrong:
   isect_capsule_point and the tests built on it pushed a point below the
   capsule straight across the axis (the side band's push) to a spot off
   its surface, and isect_aabb_sweep_capsule let a capsule pass through a
   box's corner (the sweep's axis shadow came out a point).

   Cases: coordinates uniform in [-50, 50], then in [-8, 8] with sizes a fifth
   as large and motions up to 8, where the shapes crowd each other (never on a grid: a tiny axis may rightly turn
   an exact touch into an overlap), sizes in (0, 20], motions up to 40 (as
   tests/far.c draws them, without its quarter grid).
   Both capsules get an axis of 1 to 64 subnormal steps (mostly 1 to 4), along x, along y,
   or both, with random signs; the reference is the same case with both
   axes zero. Checks, per call: the same yes or no; every number within
   2^-30 (double) or 2^-10 (float) of the reference's, relative to the
   size of the numbers in the case. */
#define CHECK_PRINT_LIMIT 6
#include "testlib.h"
#include "calls.h"

#ifdef ISECT_FLOAT
#define STEP 0x1p-149 /* the smallest float */
#define TOL_REL 0x1p-10
#else
#define STEP 0x1p-1074 /* the smallest double */
#define TOL_REL 0x1p-30
#endif

static calls_in K;
static call_result tiny_res[CALLS_MAX], zero_res[CALLS_MAX];
static const char *k_fn = "-";

/* Failures per function, printed at the end. */
static const char *fail_names[CALLS_MAX];
static long fail_counts[CALLS_MAX];

static void count_failure(int i, const char *name)
{
    fail_names[i] = name;
    fail_counts[i]++;
}

static void describe(void)
{
    const isect_real *x = (const isect_real *)&K;
    size_t j;
    printf("    function %s, trial %ld; inputs (calls_in order):\n     ", k_fn, k_trial);
    for (j = 0; j < sizeof K / sizeof(isect_real); j++) printf(" %a", (double)x[j]);
    printf("\n");
}

static isect_real coord(double range)
{
    return (isect_real)(range * (2 * rng_unit() - 1));
}

static double shrink = 1; /* sizes are drawn up to range / shrink */

static isect_real size(double range)
{
    return (isect_real)(range / shrink * (1 - rng_unit()));
}

/* Where the shapes are drawn: within `spread` of (0, 0) in the first
   phase (50: most pairs of shapes are apart), within 8 in the second, with
   sizes a fifth as large and motions up to 8 (the points, circles and boxes crowd the
   capsules, and most tests decide near them, past corners and ends). */
static double spread = 50;

static isect_vec pt(void)
{
    isect_real x = coord(spread); /* x first: argument order is unspecified */
    return isect_v(x, coord(spread));
}

static isect_vec sz(void)
{
    isect_real x = size(20);
    return isect_v(x, size(20));
}

static double travel = 40; /* motions are drawn up to this on each axis */

static isect_vec mv(void)
{
    isect_real x = coord(travel);
    return isect_v(x, coord(travel));
}

/* An axis of 1 to 64 subnormal steps (three times in four, 1 to 4: the
   fewer the steps, the more products underflow to zero), along x, along
   y, or both. */
static int steps(void)
{
    int top = rng_chance(0.75) ? 4 : 64;
    return rng_int(1, top);
}

static isect_vec tiny_axis(void)
{
    int kind = rng_int(0, 2);
    double sx = rng_chance(0.5) ? -1.0 : 1.0;
    double sy = rng_chance(0.5) ? -1.0 : 1.0;
    double nx = steps();
    double ny = steps();
    isect_real x = kind == 1 ? 0 : (isect_real)(sx * nx * STEP);
    isect_real y = kind == 0 ? 0 : (isect_real)(sy * ny * STEP);
    return isect_v(x, y);
}

static void gen_case(void)
{
    static const calls_draws draws = {pt, sz, size, mv, tiny_axis};
    K = calls_draw(&draws);
}

/* Left out of the comparison, and why:
   - the sweeps of the capsule cap2 through a world that holds cap2 itself,
     with no filter: it starts inside itself, and two coincident capsules
     push apart across their axis, two coincident circles along +x (a
     convention each test states), so whether the motion leads out differs;
   - the movers, which chain sweeps and slides: a difference of a rounding
     step meets a near tie on the way and sends the rest of the path
     another way, as it does far from the origin (tests/far.c). Their
     single sweeps are compared above. */
static int left_out(const char *name)
{
    return strcmp(name, "isect_world_sweep_capsule") == 0
        || strcmp(name, "isect_grid_sweep_capsule") == 0
        || strncmp(name, "isect_world_move_", 17) == 0;
}

static void trial(void)
{
    calls_in zero;
    int n, m, i, j;
    gen_case();
    zero = K;
    zero.cap.delta = isect_v(0, 0);
    zero.cap2.delta = isect_v(0, 0);
    n = calls_run(&K, tiny_res);
    m = calls_run(&zero, zero_res);
    CHECK(n == m);
    if (n != m)
        return;
    for (i = 0; i < n; i++) {
        const call_result *a = &tiny_res[i], *b = &zero_res[i];
        k_fn = a->name;
        if (left_out(a->name))
            continue;
        CHECK(a->has_bool == b->has_bool && a->b == b->b);
        CHECK(a->n == b->n);
        if (a->b != b->b || a->n != b->n) {
            count_failure(i, a->name);
            continue;
        }
        for (j = 0; j < a->n; j++) {
            /* 200: about the largest number a case makes (positions to
               50, motions to 40, and sweeps' ends beyond them) */
            double tol = TOL_REL * 200;
            int same = a->f[j].kind == b->f[j].kind && fabs(a->f[j].x - b->f[j].x) <= tol
                       && fabs(a->f[j].y - b->f[j].y) <= tol;
            CHECK(same);
            if (!same) {
                count_failure(i, a->name);
                break;
            }
        }
    }
    k_fn = "-";
}

int main(int argc, char **argv)
{
    int i;
    long trials = property_start(argc, argv, "property_tiny_axis", 0x7A1A715ULL, 20000,
                                 describe);
    property_phase("tiny axes against zero axes, apart", trials, trial);
    spread = 8;
    shrink = 5;
    travel = 8;
    property_phase("tiny axes against zero axes, crowded", trials, trial);
    for (i = 0; i < CALLS_MAX; i++)
        if (fail_counts[i])
            printf("  %-36s %ld of %ld cases\n", fail_names[i], fail_counts[i], 2 * trials);
    return property_finish(__FILE__);
}
