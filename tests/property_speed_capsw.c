/* property_speed_capsw.c -- the capsw lane of issue 12 (every call as fast
   as the fastest C peer): the faster capsule tests give the old answers.

   Usage: test-property_speed_capsw [seed [trials]]

   Three changes, each checked against the old code:
   - isect_axis_region asks whether the axis has zero length last, after
     the two dot products, not first. The old and the new helper are copied
     here and must give the same region and the same bytes of "from" on
     random, grid, tiny, huge, infinite and NaN numbers, and on axes of zero
     length (+0 and -0). Every capsule test reads the helper as a black box,
     so the same answers there are the same answers everywhere.
   - isect_squares_usable compares the larger of the two squares with the
     largest number, not each: old and new copied, compared on the same
     kinds of numbers.
   - isect_capsule_point_padded (the point, circle and contains tests)
     checks that its squares are usable before it forms the excess, and
     hands the rare case to a slow twin that runs the old steps
     (isect_capsule_point_far). The decision of the old and the new steps,
     copied here on top of the copied helpers (no, yes, or "too big": the
     slow path of the range), must agree on those numbers, and the
     library's own isect_capsule_point and isect_capsule_circle must say
     what the old steps say wherever those do not hand over to that slow
     path.
   The capsule sweep of circles runs that static test at its start and to
   back off; it is compared, bit for bit, with the old sweep rebuilt from
   public pieces (as in property_speed_capsweep.c) on cases drawn as the
   benchmark draws them, a half-unit grid and the same grid moved to tile
   corners in the thousands (every product exact), flush circles (3-4-5),
   paths beside a tilted axis at r1 + r2 and a few rounding steps either
   side of it, and values past the range (no NaN from finite input). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define FAR 2048
#define REF_MAX FLT_MAX
#define ISECT_HUGE_FOR_TEST 0x1p62f
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define FAR 10000
#define REF_MAX DBL_MAX
#define ISECT_HUGE_FOR_TEST 0x1p510
#endif

#ifdef ISECT_FLOAT
#define NEXT(x, to) nextafterf((x), (float)(to))
#else
#define NEXT(x, to) nextafter((x), (to))
#endif

static isect_capsule g_cap;
static isect_circle g_circ;
static isect_vec g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] capsule (%.17g, %.17g) d (%.17g, %.17g) r %.17g,"
           " circle (%.17g, %.17g) r %.17g, delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_cap.pos.x, (double)g_cap.pos.y,
           (double)g_cap.delta.x, (double)g_cap.delta.y, (double)g_cap.radius,
           (double)g_circ.pos.x, (double)g_circ.pos.y, (double)g_circ.radius,
           (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old sweep, from public pieces and the finishing step ------------ */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }

#include "capsule_sweep_ref.h"

static bool ref_sweep(isect_capsule capsule, isect_circle moving, isect_vec delta,
                      isect_sweep *out)
{
    isect_hit hit;
    isect_capsule grown = capsule;
    isect_vec tip = isect_add(capsule.pos, capsule.delta);
    isect_real r = capsule.radius, time = 0;
    bool found = false;
    if (ref_axis_out(moving.pos.x, delta.x, moving.radius,
                     ref_min(capsule.pos.x, tip.x) - r, ref_max(capsule.pos.x, tip.x) + r)
        || ref_axis_out(moving.pos.y, delta.y, moving.radius,
                        ref_min(capsule.pos.y, tip.y) - r, ref_max(capsule.pos.y, tip.y) + r))
        return ref_whole_way(moving.pos, delta, out);
    if (isect_capsule_circle(capsule, moving, &hit)) {
        bool still = delta.x == 0 && delta.y == 0;
        isect_vec apart = isect_sub(moving.pos, cap_middle(capsule));
        if (!still && !start_blocks(delta, hit.normal, &apart))
            return ref_whole_way(moving.pos, delta, out);
        out->hit = hit;
        out->time = 0;
        out->pos = moving.pos;
        return true;
    }
    if (delta.x != 0 || delta.y != 0) {
        grown.radius += moving.radius;
        found = isect_capsule_segment(grown, moving.pos, delta, &hit);
        if (found)
            hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    }
    if (found && contact_counts(&hit, delta)) { /* time 1 only touches; at time 0, a slide (later rules) */
        /* the entry */
    } else if ((delta.x != 0 || delta.y != 0)
               && ref_overlaps(moving, isect_add(moving.pos, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return ref_whole_way(moving.pos, delta, out);
    if (hit.time > 0)
        time = ref_back_off_by(&hit, moving.pos, delta, ref_overlaps_at, &moving);
    out->hit = hit;
    out->time = time;
    out->pos = isect_add(moving.pos, isect_scale(delta, time));
    return true;
}

/* ---- the region helper, old and new ------------------------------------- */

static int ref_axis_region(isect_vec pos, isect_vec delta, isect_vec point,
                           isect_vec *from)
{
    *from = isect_sub(point, pos);
    if ((delta.x == 0 && delta.y == 0) || isect_dot(*from, delta) < 0)
        return -1;
    {
        isect_vec beyond = isect_sub(point, isect_add(pos, delta));
        if (isect_dot(beyond, delta) > 0) {
            *from = beyond;
            return 1;
        }
    }
    return 0;
}

static int new_axis_region(isect_vec pos, isect_vec delta, isect_vec point,
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

static isect_real any_real(void)
{
    switch (rng_int(0, 11)) {
    case 0: return (isect_real)(rng_chance(0.5) ? INFINITY : -INFINITY);
    case 1: return (isect_real)NAN;
    case 2: return rng_chance(0.5) ? (isect_real)0 : -(isect_real)0;
    case 3: return (isect_real)((2 * rng_unit() - 1) * REF_MIN * 4);
    case 4: return (isect_real)((2 * rng_unit() - 1) * 1e30);
    case 5: case 6: case 7: return (isect_real)(rng_int(-20, 20) / 2.0);
    default: return (isect_real)(200 * rng_unit() - 100);
    }
}

static isect_vec any_vec(void)
{
    isect_real x = any_real();
    isect_real y = any_real();
    return isect_v(x, y);
}

static long region_cases, region_side;

static void trial_region(void)
{
    isect_vec pos = any_vec(), delta = any_vec(), point = any_vec();
    isect_vec a, b;
    int ra, rb;
    if (rng_chance(0.2)) { /* an axis of zero length, +0 or -0 */
        isect_real zx = rng_chance(0.5) ? (isect_real)0 : -(isect_real)0;
        isect_real zy = rng_chance(0.5) ? (isect_real)0 : -(isect_real)0;
        delta = isect_v(zx, zy);
    }
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    ra = ref_axis_region(pos, delta, point, &a);
    rb = new_axis_region(pos, delta, point, &b);
    CHECK(ra == rb);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    region_cases++;
    region_side += ra == 0;
}

/* ---- the squares check and the point test's decision, old and new ------- */

static double half_units(int reach);

static int ref_squares_usable(isect_real squared, isect_real limit)
{
    return limit >= REF_MIN && limit <= REF_MAX && squared <= REF_MAX;
}

static int new_squares_usable(isect_real squared, isect_real limit)
{
    return limit >= REF_MIN && ref_max(limit, squared) <= REF_MAX;
}

static isect_real ref_size(isect_vec v) { return ref_abs(v.x) + ref_abs(v.y); }

static isect_real ref_excess_far(isect_vec delta, int region, isect_vec from,
                                 isect_real reach)
{
    isect_real zero = 0;
    if (!(ref_size(delta) + ref_size(from) + reach <= 8 * (isect_real)ISECT_HUGE_FOR_TEST))
        return zero / zero;
    if (region != 0)
        return isect_length(from) - reach;
    return ref_abs(isect_cross(delta, from)) / isect_length(delta) - reach;
}

static void ref_squares(isect_vec delta, int region, isect_vec from, isect_real reach,
                        isect_real *squared, isect_real *limit)
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

/* 0: no overlap, 1: overlap, 2: too big (the slow path of the range) */
static int ref_decide(isect_capsule capsule, isect_vec point, isect_real padding)
{
    isect_vec from;
    int region = ref_axis_region(capsule.pos, capsule.delta, point, &from);
    isect_real squared, limit, excess, reach = capsule.radius + padding;
    ref_squares(capsule.delta, region, from, reach, &squared, &limit);
    if (ref_squares_usable(squared, limit))
        excess = squared - limit;
    else
        excess = ref_excess_far(capsule.delta, region, from, reach);
    if (!(excess < 0))
        return excess >= 0 ? 0 : 2;
    return 1;
}

static int new_decide(isect_capsule capsule, isect_vec point, isect_real padding)
{
    isect_vec from;
    int region = new_axis_region(capsule.pos, capsule.delta, point, &from);
    isect_real squared, limit, excess, reach = capsule.radius + padding;
    ref_squares(capsule.delta, region, from, reach, &squared, &limit);
    if (!new_squares_usable(squared, limit)) {
        region = new_axis_region(capsule.pos, capsule.delta, point, &from);
        excess = ref_excess_far(capsule.delta, region, from, reach);
        if (excess >= 0)
            return 0;
        if (!(excess < 0))
            return 2;
        return 1;
    }
    if (squared - limit >= 0)
        return 0;
    return 1;
}

static long squares_cases, decide_cases, decide_inside, decide_far;

static void trial_squares(void)
{
    isect_real a = any_real(), b = any_real();
    if (rng_chance(0.3)) /* at the edges of the range */
        a = rng_chance(0.5) ? (isect_real)REF_MAX : NEXT((isect_real)REF_MAX, INFINITY);
    if (rng_chance(0.3))
        b = rng_chance(0.5) ? (isect_real)REF_MIN : NEXT((isect_real)REF_MIN, 0);
    CHECK(ref_squares_usable(a, b) == new_squares_usable(a, b));
    CHECK(ref_squares_usable(b, a) == new_squares_usable(b, a));
    squares_cases++;
}

/* Mostly ordinary numbers (a grid or uniform), now and then any number. */
static isect_real some_real(void)
{
    if (rng_chance(0.05))
        return any_real();
    if (rng_chance(0.5))
        return (isect_real)half_units(20);
    return (isect_real)(200 * rng_unit() - 100);
}

static isect_vec some_vec(void)
{
    isect_real x = some_real();
    isect_real y = some_real();
    return isect_v(x, y);
}

static void trial_decide(void)
{
    isect_vec pos = some_vec(), delta = some_vec(), point = some_vec();
    isect_real radius = ref_abs(some_real()), padding = ref_abs(some_real());
    isect_capsule capsule;
    isect_circle circle;
    int old_answer, new_answer;
    if (rng_chance(0.2))
        delta = ZERO;
    if (rng_chance(0.3)) { /* on a half-unit grid: exact, often flush */
        double hx = half_units(6);
        double hy = half_units(6);
        point = isect_add(pos, V(hx, hy));
    }
    capsule.pos = pos;
    capsule.delta = delta;
    capsule.radius = radius;
    circle.pos = point;
    circle.radius = padding;
    old_answer = ref_decide(capsule, point, padding);
    new_answer = new_decide(capsule, point, padding);
    CHECK(old_answer == new_answer);
    if (old_answer != 2) {
        isect_hit hit;
        CHECK(isect_capsule_circle(capsule, circle, NULL) == (old_answer == 1));
        CHECK(isect_capsule_circle(capsule, circle, &hit) == (old_answer == 1));
        if (ref_decide(capsule, point, 0) != 2)
            CHECK(isect_capsule_point(capsule, point, NULL)
                  == (ref_decide(capsule, point, 0) == 1));
    }
    decide_cases++;
    decide_inside += old_answer == 1;
    decide_far += old_answer == 2;
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[4], cases[4];

static int g_phase;

static void check_case(void)
{
    isect_sweep fast, old;
    bool a, b, c;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &fast);
    b = ref_sweep(g_cap, g_circ, g_delta, &old);
    c = isect_capsule_sweep_circle(g_cap, g_circ, g_delta, NULL);
    CHECK(a == b);
    CHECK(a == c);
    CHECK(same_sweep(&fast, &old) || quick_entry_agrees(&fast, &old, g_cap, g_circ, g_delta));
    CHECK(sweep_no_nan(&fast));
    hits[g_phase] += a;
    cases[g_phase]++;
}

/* ---- drawing cases ------------------------------------------------------- */

#include "capsule_circle_cases.h"

static void trial_bench(void) { g_phase = 0; draw(0, 0, 0, 0); check_case(); }
static void trial_grid(void) { g_phase = 1; draw(0.5, -0.5, 1, 12); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(cx, cy, 1, 12);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 3;
    draw(0, 0, 1, 12);
    g_cap.pos = ext_vec(g_cap.pos);
    g_cap.delta = ext_vec(g_cap.delta);
    g_circ.pos = ext_vec(g_circ.pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* ---- paths beside a tilted axis ------------------------------------------ */

/* A capsule with an axis in any direction and a path that runs beside it,
   about parallel, with its center r1 + r2 from the axis's line, give or
   take a few rounding steps, at either end or both: the new early answer's
   closest calls, in numbers that round. */
static void trial_beside(void)
{
    double ax = 200 * rng_unit() - 100, ay = 200 * rng_unit() - 100;
    double angle = 6.283185307179586 * rng_unit();
    double len = rng_chance(0.1) ? 0 : 40 * rng_unit();
    double r1 = rng_chance(0.1) ? 0 : 10 * rng_unit();
    double r2 = 10 * rng_unit();
    double side = rng_chance(0.5) ? 1 : -1;
    double along = 60 * rng_unit() - 10, run = 80 * rng_unit() - 40;
    double tilt = 2 * rng_unit() - 1;
    double tilt_size = rng_chance(0.5) ? 1e-3 : 1e-12;
    int steps0 = rng_int(-3, 3), steps1 = rng_int(-3, 3);
    double ux = cos(angle), uy = sin(angle);
    double reach = r1 + r2;
    isect_vec start, end;
    g_phase = 0;
    g_cap = CAP(ax, ay, len * ux, len * uy, r1);
    g_circ.radius = (isect_real)r2;
    start = V(ax + along * ux - side * reach * uy, ay + along * uy + side * reach * ux);
    tilt *= tilt_size;
    end = V((double)start.x + run * ux - side * tilt * uy,
            (double)start.y + run * uy + side * tilt * ux);
    while (steps0 != 0) { /* a few rounding steps off, across the axis */
        isect_real to = steps0 > 0 ? INFINITY : -INFINITY;
        start.x = NEXT(start.x, to);
        steps0 += steps0 > 0 ? -1 : 1;
    }
    while (steps1 != 0) {
        isect_real to = steps1 > 0 ? INFINITY : -INFINITY;
        end.y = NEXT(end.y, to);
        steps1 += steps1 > 0 ? -1 : 1;
    }
    g_circ.pos = start;
    g_delta = isect_sub(end, start);
    check_case();
}

/* ---- the capsule-vs-box push, old and new -------------------------------- */

/* isect_capsule_aabb's push used to list its seven directions in an array
   and measure each with the general formula; it now measures the box's own
   four axes with the sums that formula comes to there, and the capsule's
   two normals with one set of products. Its exact yes or no
   (isect_segment_box_closer) gathered the sides of the box's four corners
   in a loop that chose each corner's coordinates and asked "first corner?"
   each time; it now lists the corners and starts from the first. The old
   decision and the old push are copied here, with the closest points the
   push starts from (a copy of the library's isect_closest_segment_box,
   from public pieces); the new test must give the same bool and the same
   bytes of the hit. Past the range the library
   shrinks the shapes first; there only the answers with and without a hit
   are compared, and the hit must have no NaN. */

static isect_aabb g_box;

static isect_real ref_capsule_reach(isect_capsule capsule, isect_vec axis)
{
    return ref_max(0, isect_dot(capsule.delta, axis)) + capsule.radius;
}

static isect_real ref_box_reach(isect_aabb box, isect_vec axis)
{
    return ref_abs(axis.x) * box.half.x + ref_abs(axis.y) * box.half.y;
}

static int ref_add_axis_normals(isect_vec delta, isect_vec *axes, int count)
{
    if (delta.x != 0 || delta.y != 0) {
        isect_vec n = isect_normalize(isect_v(-delta.y, delta.x));
        axes[count] = n;
        axes[count + 1] = isect_scale(n, -1);
        count += 2;
    }
    return count;
}

static isect_vec ref_capsule_tip(isect_capsule capsule, isect_vec axis, isect_vec nearest)
{
    isect_real along = isect_dot(capsule.delta, axis);
    isect_real slack = ISECT_EPSILON * (ref_abs(capsule.delta.x) + ref_abs(capsule.delta.y));
    if (along > slack)
        return isect_add(capsule.pos, capsule.delta);
    if (along < -slack)
        return capsule.pos;
    return nearest;
}

static void ref_closest_segment_box(isect_vec pos, isect_vec delta, isect_aabb box,
                                    isect_vec *on_segment, isect_vec *on_box)
{
    isect_hit hit;
    isect_vec end = isect_add(pos, delta), gap, q, corner;
    isect_real best, d2;
    int i;
    if (isect_aabb_segment(box, pos, delta, isect_v(0, 0), &hit)) {
        *on_segment = isect_add(pos, isect_scale(delta, hit.time));
        *on_box = *on_segment;
        return;
    }
    if ((box.half.x == 0 || box.half.y == 0)
        && isect_segment_segment(isect_sub(box.pos, box.half),
                                 isect_scale(box.half, 2), pos, delta, &hit, NULL)) {
        *on_segment = hit.pos;
        *on_box = hit.pos;
        return;
    }
    *on_segment = pos;
    *on_box = isect_nearest_aabb(box, pos);
    gap = isect_sub(*on_box, pos);
    best = isect_dot(gap, gap);
    q = isect_nearest_aabb(box, end);
    gap = isect_sub(q, end);
    d2 = isect_dot(gap, gap);
    if (d2 < best) {
        best = d2;
        *on_segment = end;
        *on_box = q;
    }
    for (i = 0; i < 4; i++) {
        corner = isect_v(box.pos.x + (i & 1 ? box.half.x : -box.half.x),
                         box.pos.y + (i & 2 ? box.half.y : -box.half.y));
        q = isect_nearest_segment(pos, delta, corner);
        gap = isect_sub(corner, q);
        d2 = isect_dot(gap, gap);
        if (d2 < best) {
            best = d2;
            *on_segment = q;
            *on_box = corner;
        }
    }
}

/* The old decision, with its loop over the corners as it was. */
static isect_real ref_axis_excess(isect_vec delta, int region, isect_vec from,
                                  isect_real reach)
{
    isect_real squared, limit;
    ref_squares(delta, region, from, reach, &squared, &limit);
    if (ref_squares_usable(squared, limit))
        return squared - limit;
    return ref_excess_far(delta, region, from, reach);
}

#ifdef ISECT_FLOAT
#define REF_TINY_AXIS 0x1p-60f
#define REF_AXIS_BOOST 0x1p80f
#else
#define REF_TINY_AXIS 0x1p-500
#define REF_AXIS_BOOST 0x1p600
#endif

static bool ref_segment_box_closer(isect_vec pos, isect_vec delta, isect_aabb box,
                                   isect_real reach)
{
    isect_vec end = isect_add(pos, delta), from, corners[4];
    isect_vec lo = isect_sub(box.pos, box.half), hi = isect_add(box.pos, box.half);
    isect_vec least = isect_v(ref_min(pos.x, end.x), ref_min(pos.y, end.y));
    isect_vec most = isect_v(ref_max(pos.x, end.x), ref_max(pos.y, end.y));
    isect_real below = 0, above = 0, side;
    int i;
    if (least.x - reach > hi.x || most.x + reach < lo.x
        || least.y - reach > hi.y || most.y + reach < lo.y)
        return false;
    for (i = 0; i < 4; i++) {
        corners[i] = isect_v(i & 1 ? hi.x : lo.x, i & 2 ? hi.y : lo.y);
        side = isect_cross(delta, isect_sub(corners[i], pos));
        below = i == 0 ? side : ref_min(below, side);
        above = i == 0 ? side : ref_max(above, side);
    }
    if (below * above == 0) {
        /* a side of zero, exact or underflowed: the library measures again
           along the axis made longer by a power of two (isect_long_enough,
           "Capsule vs box"), as this copy does now; before, a segment a few
           subnormal steps long inside a tiny box was "on its line" */
        isect_vec axis = ref_size(delta) < REF_TINY_AXIS ? isect_scale(delta, REF_AXIS_BOOST)
                                                         : delta;
        for (i = 0; i < 4; i++) {
            side = isect_cross(axis, isect_sub(corners[i], pos));
            below = i == 0 ? side : ref_min(below, side);
            above = i == 0 ? side : ref_max(above, side);
        }
    }
    if (reach <= 0)
        return box.half.x > 0 && box.half.y > 0
            && least.x < hi.x && most.x > lo.x && least.y < hi.y && most.y > lo.y
            && ((delta.x == 0 && delta.y == 0) || (below < 0 && above > 0));
    if (least.x <= hi.x && most.x >= lo.x && least.y <= hi.y && most.y >= lo.y
        && below <= 0 && above >= 0)
        return true;
    if (ref_axis_excess(delta, -1, isect_sub(isect_nearest_aabb(box, pos), pos), reach) < 0
        || ref_axis_excess(delta, -1, isect_sub(isect_nearest_aabb(box, end), end), reach) < 0)
        return true;
    for (i = 0; i < 4; i++) {
        int region = ref_axis_region(pos, delta, corners[i], &from);
        if (ref_axis_excess(delta, region, from, reach) < 0)
            return true;
    }
    return false;
}

static bool ref_capsule_aabb(isect_capsule capsule, isect_aabb box, isect_hit *out)
{
    isect_vec near1, near2, gap, axes[7], rel = isect_sub(box.pos, capsule.pos), tip;
    isect_real depth, best_depth = REF_MAX;
    int count = 0, best = 0, i;
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        isect_circle circle;
        circle.pos = capsule.pos;
        circle.radius = capsule.radius;
        if (!isect_circle_aabb(circle, box, out))
            return false;
        out->pos = isect_add(capsule.pos, isect_scale(out->normal, capsule.radius));
        return true;
    }
    if (!ref_segment_box_closer(capsule.pos, capsule.delta, box, capsule.radius))
        return false;
    ref_closest_segment_box(capsule.pos, capsule.delta, box, &near1, &near2);
    gap = isect_sub(near2, near1);
    if (gap.x != 0 || gap.y != 0)
        axes[count++] = isect_normalize(gap);
    count = ref_add_axis_normals(capsule.delta, axes, count);
    axes[count++] = isect_v(0, -1);
    axes[count++] = isect_v(0, 1);
    axes[count++] = isect_v(-1, 0);
    axes[count++] = isect_v(1, 0);
    for (i = 0; i < count; i++) {
        depth = ref_capsule_reach(capsule, axes[i])
              + ref_box_reach(box, axes[i]) - isect_dot(rel, axes[i]);
        if (depth < best_depth) {
            best_depth = depth;
            best = i;
        }
    }
    tip = ref_capsule_tip(capsule, axes[best], near1);
    out->normal = axes[best];
    out->pos = isect_add(tip, isect_scale(axes[best], capsule.radius));
    out->delta = isect_scale(axes[best], ref_max(best_depth, 0));
    out->time = 0;
    return true;
}

static long box_cases[4], box_hits[4];

static void check_box_case(int phase)
{
    isect_hit fast, old;
    bool a, b, c;
    int huge = !(ref_size(g_cap.delta) + ref_size(isect_sub(g_box.pos, g_cap.pos))
                 + ref_size(g_box.half) + g_cap.radius <= (isect_real)ISECT_HUGE_FOR_TEST);
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_capsule_aabb(g_cap, g_box, &fast);
    c = isect_capsule_aabb(g_cap, g_box, NULL);
    CHECK(a == c);
    if (a)
        CHECK(!isnan((double)fast.pos.x) && !isnan((double)fast.pos.y)
              && !isnan((double)fast.normal.x) && !isnan((double)fast.normal.y)
              && !isnan((double)fast.delta.x) && !isnan((double)fast.delta.y));
    if (!huge || (g_cap.delta.x == 0 && g_cap.delta.y == 0)) {
        b = ref_capsule_aabb(g_cap, g_box, &old);
        CHECK(a == b);
        if (a && b)
            CHECK(same_hit(&fast, &old));
    }
    box_hits[phase] += a;
    box_cases[phase]++;
}

/* A box as the benchmark draws it (around another box, the capsule near
   that one), on a half-unit grid, or with flush sides: a box whose side
   lies exactly r from the axis, or runs along it. */
static void draw_box(double cx, double cy, int grid, int reach)
{
    if (grid) {
        double ax = cx + half_units(reach), ay = cy + half_units(reach);
        double ex = half_units(reach), ey = half_units(reach);
        double ar = rng_int(0, reach) / 2.0;
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double hx = rng_int(0, reach) / 2.0, hy = rng_int(0, reach) / 2.0;
        g_cap = CAP(ax, ay, ex, ey, ar);
        g_box = BOX(bx, by, hx, hy);
        if (rng_chance(0.1))
            g_cap.delta = ZERO;
        if (rng_chance(0.2)) { /* axis-aligned capsule: sides flush with the box */
            double len = half_units(reach);
            g_cap.delta = rng_chance(0.5) ? V(len, 0) : V(0, len);
        }
        if (rng_chance(0.1)) /* a box of zero width or height */
            g_box.half = rng_chance(0.5) ? V(0, hy) : V(hx, 0);
    } else {
        bench_pair b = draw_bench_pair(cx, cy);
        g_cap = draw_bench_capsule(b);
        g_box = BOX(b.bx, b.by, b.bhx, b.bhy);
    }
}

static void trial_box_bench(void) { draw_box(0, 0, 0, 0); check_box_case(0); }
static void trial_box_grid(void) { draw_box(0.5, -0.5, 1, 12); check_box_case(1); }

static void trial_box_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    draw_box(cx, cy, 1, 12);
    check_box_case(2);
}

static void trial_box_huge(void)
{
    draw_box(0, 0, 1, 12);
    g_cap.pos = ext_vec(g_cap.pos);
    g_cap.delta = ext_vec(g_cap.delta);
    g_box.pos = ext_vec(g_box.pos);
    g_box.half = ext_vec(g_box.half);
    check_box_case(3);
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's row: isect_capsule_sweep_circle at 1.67x Chipmunk's
   cpShapeSegmentQuery with r > 0. A circle that passes beside the capsule
   from (0, 0) to (10, 0) of radius 1: radius 1, from (-3, 4) by (16, 1),
   always more than 2 above the axis. The early answer: the whole way. */
TEST(capsw_path_beside_the_axis_goes_the_whole_way)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(-3, 4, 1);
    g_delta = V(16, 1);
    CHECK(!isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK(s.time == 1);
    CHECK_VEC(s.pos, 13, 5, 0);
    check_case();
}

/* Exactly r1 + r2 from the axis's line all the way, beside the side: the
   circle only touches, and goes the whole way; a rounding step lower at the
   end, it overlaps there, and the old path (the segment test, then the
   static test at the end) answers, as before. */
TEST(capsw_path_flush_beside_the_axis)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(-3, 2, 1);
    g_delta = V(16, 0);
    CHECK(!isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    CHECK(s.time == 1);
    check_case();
    g_delta = V(16, NEXT((isect_real)0, -INFINITY));
    check_case();
    g_circ = CIRC(-3, -2, 1); /* the other side, tilted toward the axis */
    g_delta = V(16, NEXT((isect_real)0, INFINITY));
    check_case();
}

/* A path that crosses the axis's line beyond the end of the capsule: both
   ends far from the line, but on opposite sides, so the early answer does
   not apply; the circle passes the end at a distance and misses. */
TEST(capsw_path_across_the_line_beyond_the_end)
{
    isect_sweep s;
    g_cap = CAP(0, 0, 10, 0, 1);
    g_circ = CIRC(20, 5, 1);
    g_delta = V(0, -10);
    CHECK(!isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    check_case();
    g_circ = CIRC(11.5, 5, 1); /* closer: it meets the round end */
    CHECK(isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &s));
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (capsw lane)",
                                 0xca95c1dcULL, 20000, describe);
    RUN(capsw_path_beside_the_axis_goes_the_whole_way);
    RUN(capsw_path_flush_beside_the_axis);
    RUN(capsw_path_across_the_line_beyond_the_end);
    property_phase("the region helper, old and new", 10 * trials, trial_region);
    property_phase("the squares check, old and new", 10 * trials, trial_squares);
    property_phase("the point test's decision, old and new", 10 * trials, trial_decide);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("beside a tilted axis", 2 * trials, trial_beside);
    property_phase("past the range", trials / 4, trial_huge);
    property_phase("capsule vs box push: as the benchmark draws them", 4 * trials,
                   trial_box_bench);
    property_phase("capsule vs box push: half-unit grid", 4 * trials, trial_box_grid);
    property_phase("capsule vs box push: tile grid in the thousands", 4 * trials,
                   trial_box_tiles);
    property_phase("capsule vs box push: past the range", trials, trial_box_huge);
    printf("hits/cases: bench+beside %ld/%ld, grid %ld/%ld, tiles %ld/%ld, huge %ld/%ld;"
           " region %ld (side band %ld); decisions %ld (inside %ld, far %ld)\n",
           hits[0], cases[0], hits[1], cases[1], hits[2], cases[2], hits[3], cases[3],
           region_cases, region_side, decide_cases, decide_inside, decide_far);
    printf("capsule vs box hits/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld,"
           " huge %ld/%ld\n", box_hits[0], box_cases[0], box_hits[1], box_cases[1],
           box_hits[2], box_cases[2], box_hits[3], box_cases[3]);
    printf("sweeps whose entry is the quick answer's, not the careful bytes: %ld\n",
           quick_entries);
    return property_finish(__FILE__);
}
