/* property_speed_tcc.c -- the tcc lane of issue 12 (every call as fast as
   the fastest C peer): the faster capsule tests give the old answers.

   Usage: test-property_speed_tcc [seed [trials]]

   One change, checked against the old code, copied here (renamed ref_...)
   from the library as it was before the lane:
   - isect_capsule_point_padded (the point, circle and contains tests of a
     capsule) ends with the push, called last, whose answer (true) is the
     test's answer; before, it called the push and then returned true. The
     push itself is the same code.
   The old test is copied with the helpers it calls. Where the squares are
   not usable (past the range), the old code handed the case to a slow twin
   that the lane did not change, so the copy here hands it to the library.
   The library's isect_capsule_circle, isect_capsule_point (the circle's
   center) and isect_capsule_contains must give the same bool and the same
   bytes, bit for bit, on:
   - cases drawn as the benchmark draws them,
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact and touching
     comes up often (circles flush against a side or an end, 3-4-5),
   - capsules of zero length, circles and capsules of radius zero,
   - values past the range, near the largest number, and negative radii
     (no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_MIN FLT_MIN
#define REF_MAX FLT_MAX
#define FAR 2048
#define NEXT(x, to) nextafterf((x), (float)(to))
#else
#define REF_MIN DBL_MIN
#define REF_MAX DBL_MAX
#define FAR 10000
#define NEXT(x, to) nextafter((x), (to))
#endif

static isect_capsule g_cap;
static isect_circle g_circ;
static isect_vec g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] capsule (%.17g, %.17g) d (%.17g, %.17g) r %.17g,"
           " circle (%.17g, %.17g) r %.17g\n",
           k_kind, k_trial, (double)g_cap.pos.x, (double)g_cap.pos.y,
           (double)g_cap.delta.x, (double)g_cap.delta.y, (double)g_cap.radius,
           (double)g_circ.pos.x, (double)g_circ.pos.y, (double)g_circ.radius);
}

/* ---- the old capsule vs point, padded ----------------------------------- */

static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }
static bool ref_finite(isect_real x) { return x - x == 0; }

static int ref_axis_region(isect_vec pos, isect_vec delta, isect_vec point,
                           isect_vec *from)
{
    isect_vec beyond;
    *from = isect_sub(point, pos);
    if (isect_dot(*from, delta) < 0)
        return -1;
    beyond = isect_sub(point, isect_add(pos, delta));
    if (isect_dot(beyond, delta) > 0) {
        *from = beyond;
        return 1;
    }
    if (delta.x == 0 && delta.y == 0)
        return -1;
    return 0;
}

static bool ref_squares_usable(isect_real squared, isect_real limit)
{
    return limit >= REF_MIN && ref_max(limit, squared) <= REF_MAX;
}

static void ref_axis_squares(isect_vec delta, int region, isect_vec from,
                             isect_real reach, isect_real *squared, isect_real *limit)
{
    if (region != 0) {
        *squared = isect_dot(from, from);
        *limit = reach * reach;
    } else {
        isect_real c = isect_cross(delta, from);
        *squared = c * c;
        *limit = reach * reach * isect_dot(delta, delta);
    }
}

static isect_hit ref_push_out_of_circle(isect_vec center, isect_real radius,
                                        isect_real padding, isect_vec point,
                                        isect_vec normal)
{
    isect_hit hit;
    hit.normal = normal;
    hit.pos = isect_add(center, isect_scale(normal, radius));
    hit.delta = isect_sub(isect_add(center, isect_scale(normal, radius + padding)),
                          point);
    if (!ref_finite(hit.delta.x + hit.delta.y)) /* huge: past the range */
        hit.delta = isect_sub(isect_scale(normal, radius + padding),
                              isect_sub(point, center));
    hit.time = 0;
    return hit;
}

static void ref_capsule_push_point(isect_capsule capsule, isect_vec point,
                                   isect_real padding, int region, isect_vec from,
                                   isect_hit *out)
{
    if (region != 0) {
        isect_vec end = region < 0 ? capsule.pos : isect_add(capsule.pos, capsule.delta);
        *out = ref_push_out_of_circle(end, capsule.radius, padding, point,
                                      isect_normalize(from));
    } else {
        isect_vec left = isect_normalize(isect_v(-capsule.delta.y, capsule.delta.x));
        isect_real side = isect_dot(from, left);
        isect_real c = isect_cross(capsule.delta, from);
        *out = ref_push_out_of_circle(isect_sub(point, isect_scale(left, side)),
                                      capsule.radius, padding, point,
                                      isect_scale(left, isect_sign(c)));
    }
}

/* The slow twin (past the range), which the lane did not change: the
   library's own answer, through its public test with the same padding. */
static bool ref_capsule_point_far(isect_capsule capsule, isect_vec point,
                                  isect_real padding, isect_hit *out)
{
    isect_circle circle;
    circle.pos = point;
    circle.radius = padding;
    return isect_capsule_circle(capsule, circle, out);
}

static bool ref_capsule_point_padded(isect_capsule capsule, isect_vec point,
                                     isect_real padding, isect_hit *out)
{
    isect_vec from;
    int region = ref_axis_region(capsule.pos, capsule.delta, point, &from);
    isect_real squared, limit;
    ref_axis_squares(capsule.delta, region, from, capsule.radius + padding,
                     &squared, &limit);
    if (!ref_squares_usable(squared, limit))
        return ref_capsule_point_far(capsule, point, padding, out);
    if (squared - limit >= 0)
        return false;
    if (out != NULL)
        ref_capsule_push_point(capsule, point, padding, region, from, out);
    return true;
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[5], cases[5], far_cases[5];
static int g_phase;

static void check_case(void)
{
    isect_hit h1, h2;
    bool a, b;
    isect_vec from;
    isect_real squared, limit;
    int region = ref_axis_region(g_cap.pos, g_cap.delta, g_circ.pos, &from);
    ref_axis_squares(g_cap.delta, region, from, g_cap.radius + g_circ.radius, &squared,
                     &limit);
    far_cases[g_phase] += !ref_squares_usable(squared, limit);
    cases[g_phase]++;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_capsule_circle(g_cap, g_circ, &h1);
    b = ref_capsule_point_padded(g_cap, g_circ.pos, g_circ.radius, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(a == isect_capsule_circle(g_cap, g_circ, NULL));
    if (ref_finite(g_cap.pos.x + g_cap.pos.y + g_cap.delta.x + g_cap.delta.y
                   + g_cap.radius + g_circ.pos.x + g_circ.pos.y + g_circ.radius))
        CHECK(hit_no_nan(&h1));
    hits[g_phase] += a;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_capsule_point(g_cap, g_circ.pos, &h1);
    b = ref_capsule_point_padded(g_cap, g_circ.pos, 0, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(a == isect_capsule_point(g_cap, g_circ.pos, NULL));
    CHECK(a == isect_capsule_contains(g_cap, g_circ.pos));
}

/* ---- drawing cases ------------------------------------------------------- */

#include "capsule_circle_cases.h"

static void trial_bench(void) { g_phase = 0; draw(0, 0, 0, 0); check_case(); }
static void trial_grid(void) { g_phase = 1; draw(0.5, -0.5, 1, 12); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR);
    double cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(cx, cy, 1, 12);
    check_case();
}

/* Zero length, zero radius, the center on the axis or at an end. */
static void trial_degenerate(void)
{
    int k = rng_int(0, 3);
    g_phase = 3;
    draw(0.5, -0.5, 1, 6);
    if (k == 0)
        g_cap.delta = rng_chance(0.5) ? ZERO : V(-0.0, 0.0);
    else if (k == 1)
        g_cap.radius = 0;
    else if (k == 2)
        g_circ.pos = rng_chance(0.5) ? g_cap.pos : isect_add(g_cap.pos, g_cap.delta);
    else
        g_circ.pos = isect_add(g_cap.pos, isect_scale(g_cap.delta, R(0.5)));
    if (rng_chance(0.3))
        g_circ.radius = 0;
    check_case();
}

static void trial_huge(void)
{
    g_phase = 4;
    draw(0, 0, 1, 12);
    g_cap.pos = ext_vec(g_cap.pos);
    g_cap.delta = ext_vec(g_cap.delta);
    g_circ.pos = ext_vec(g_circ.pos);
    if (rng_chance(0.2))
        g_cap.radius = R(rng_chance(0.5) ? REF_MAX / 4 : -REF_MAX / 4);
    if (rng_chance(0.2))
        g_circ.radius = -g_circ.radius - R(rng_chance(0.5) ? 1 : REF_MAX / 8);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (capsule vs circle and point)",
                                 0x7cc0ca95ULL, 40000, describe);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("zero lengths and radii, centers on the axis", trials, trial_degenerate);
    property_phase("past the range", trials / 2, trial_huge);
    printf("hits/cases (squares past the range): bench %ld/%ld (%ld), grid %ld/%ld (%ld),"
           " tiles %ld/%ld (%ld), degenerate %ld/%ld (%ld), huge %ld/%ld (%ld)\n",
           hits[0], cases[0], far_cases[0], hits[1], cases[1], far_cases[1], hits[2],
           cases[2], far_cases[2], hits[3], cases[3], far_cases[3], hits[4], cases[4],
           far_cases[4]);
    return property_finish(__FILE__);
}
