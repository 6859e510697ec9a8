/* property_sweeps_reach.c -- sweeping through many shapes skips a shape
   whose bounds are apart from the box around the moving shape's path
   ("Shapes out of reach" in intersect.nw). This checks that the skip never
   changes an answer.

   With a single shape, isect_sweep_aabb_into / isect_sweep_circle_into
   give exactly the single sweep (isect_aabb_sweep_aabb, ..._sweep_circle)
   whenever the shape is not skipped: the same hit, the same stop, byte for
   byte. So each trial puts one static shape (box or circle) just beside the
   path's box, on a random side: its bounds exactly flush with it, a few
   rounding steps away, or about the skip's own margin away (16 eps S, S the
   sum of the four bounds' magnitudes on that axis), and checks that the
   sweep through the one-shape list equals the single sweep. A skip that
   dropped a shape the single sweep hits (or whose end the static test
   finds overlapping) would differ.

   Scales: "unit" (0..10), "pixel" (hundreds, half-integers half the time),
   "tile" (a 16 grid into the thousands), "far" (around 10^5 and 10^6,
   where a rounding step is large). Paths: random, axis-aligned, and zero on
   one axis.

   Usage: test-property_sweeps_reach [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

static isect_vec k_start, k_delta;
static isect_shape k_still, k_moving;
static double k_gap;
static void describe(void)
{
    printf("     %s trial %ld: start (%.17g, %.17g) delta (%.17g, %.17g) gap %.17g\n",
           k_kind, k_trial, (double)k_start.x, (double)k_start.y,
           (double)k_delta.x, (double)k_delta.y, k_gap);
    if (k_still.kind == ISECT_SHAPE_AABB)
        printf("     still box (%.17g, %.17g) half (%.17g, %.17g)\n",
               (double)k_still.as.aabb.pos.x, (double)k_still.as.aabb.pos.y,
               (double)k_still.as.aabb.half.x, (double)k_still.as.aabb.half.y);
    else
        printf("     still circle (%.17g, %.17g) r %.17g\n",
               (double)k_still.as.circle.pos.x, (double)k_still.as.circle.pos.y,
               (double)k_still.as.circle.radius);
    if (k_moving.kind == ISECT_SHAPE_AABB)
        printf("     moving box half (%.17g, %.17g)\n",
               (double)k_moving.as.aabb.half.x, (double)k_moving.as.aabb.half.y);
    else
        printf("     moving circle r %.17g\n", (double)k_moving.as.circle.radius);
}

enum { SCALE_UNIT, SCALE_PIXEL, SCALE_TILE, SCALE_FAR, SCALE_COUNT };

static double pick(double lo, double hi, double grid)
{
    double x = lo + (hi - lo) * rng_unit();
    return grid > 0 ? floor(x / grid) * grid : x;
}

static double coord(int scale)
{
    switch (scale) {
    case SCALE_UNIT: return pick(0, 10, rng_chance(0.5) ? 0.5 : 0);
    case SCALE_PIXEL: return pick(100, 900, rng_chance(0.5) ? 0.5 : 0);
    case SCALE_TILE: return pick(0, 4000, 16);
    default: { /* the sign, then the size: in one product the compiler picks the order */
        double sign = rng_chance(0.5) ? 1 : -1;
        return sign * pick(1e5, 2e6, rng_chance(0.5) ? 1 : 0);
    }
    }
}

static double size(int scale)
{
    switch (scale) {
    case SCALE_UNIT: return pick(0.25, 3, rng_chance(0.5) ? 0.25 : 0);
    case SCALE_PIXEL: return pick(2, 40, rng_chance(0.5) ? 0.5 : 0);
    case SCALE_TILE: return pick(2, 16, rng_chance(0.5) ? 1 : 0);
    default: return pick(1, 300, 0);
    }
}

static double move(int scale)
{
    double reach = scale == SCALE_UNIT ? 5 : scale == SCALE_PIXEL ? 60 : 200;
    int how = rng_int(0, 9);
    if (how == 0)
        return 0;
    if (how == 1)
        return rng_chance(0.5) ? 1e-3 : -1e-3;
    return (rng_unit() - 0.5) * 2 * reach;
}

/* the shape's reach on each axis: half size or radius, as the library has it */
static isect_vec reach_of(isect_shape s)
{
    return s.kind == ISECT_SHAPE_AABB ? s.as.aabb.half
                                      : V(s.as.circle.radius, s.as.circle.radius);
}

static isect_real step_up(isect_real x, int steps)
{
    while (steps-- > 0)
#ifdef ISECT_FLOAT
        x = nextafterf(x, INFINITY);
#else
        x = nextafter(x, INFINITY);
#endif
    return x;
}

static isect_real step_down(isect_real x, int steps)
{
    while (steps-- > 0)
#ifdef ISECT_FLOAT
        x = nextafterf(x, -INFINITY);
#else
        x = nextafter(x, -INFINITY);
#endif
    return x;
}

static bool single(isect_shape still, isect_shape moving, isect_vec delta, isect_sweep *out)
{
    if (moving.kind == ISECT_SHAPE_AABB)
        return still.kind == ISECT_SHAPE_AABB
                   ? isect_aabb_sweep_aabb(still.as.aabb, moving.as.aabb, delta, out)
                   : isect_circle_sweep_aabb(still.as.circle, moving.as.aabb, delta, out);
    return still.kind == ISECT_SHAPE_AABB
               ? isect_aabb_sweep_circle(still.as.aabb, moving.as.circle, delta, out)
               : isect_circle_sweep_circle(still.as.circle, moving.as.circle, delta, out);
}

static bool into(const isect_shape *list, isect_shape moving, isect_vec delta,
                 isect_sweep *out, size_t *index)
{
    return moving.kind == ISECT_SHAPE_AABB
               ? isect_sweep_aabb_into(list, 1, moving.as.aabb, delta, out, index)
               : isect_sweep_circle_into(list, 1, moving.as.circle, delta, out, index);
}

static long near_hits, far_cases;

static void trial(int scale)
{
    double start_draw0 = coord(scale); double start_draw1 = coord(scale);
    isect_vec start = V(start_draw0, start_draw1), delta, end, mr, sr, lo, hi;
    isect_vec center;
    isect_real edge;
    isect_sweep a, b;
    size_t index = 7;
    bool got_a, got_b;
    int axis = rng_int(0, 1), side = rng_chance(0.5) ? 1 : -1, how = rng_int(0, 5);
    double s_sum, margin;

    /* one draw a statement, x before y: in one call's arguments the
       order would be the compiler's choice */
    if (rng_chance(0.3)) {
        delta = rng_chance(0.5) ? V(move(scale), 0) : V(0, move(scale));
    } else {
        double dx = move(scale);
        double dy = move(scale);
        delta = V(dx, dy);
    }
    if (rng_chance(0.5)) {
        double hx = size(scale);
        double hy = size(scale);
        k_moving = isect_shape_aabb(BOX(start.x, start.y, hx, hy));
    } else {
        k_moving = isect_shape_circle(CIRC(start.x, start.y, size(scale)));
    }
    if (rng_chance(0.5)) {
        double hx = size(scale);
        double hy = size(scale);
        k_still = isect_shape_aabb(BOX(0, 0, hx, hy));
    } else {
        k_still = isect_shape_circle(CIRC(0, 0, size(scale)));
    }
    end = isect_add(start, delta);
    mr = reach_of(k_moving);
    sr = reach_of(k_still);
    lo = V(fmin(start.x, end.x), fmin(start.y, end.y));
    hi = V(fmax(start.x, end.x), fmax(start.y, end.y));
    lo = isect_sub(lo, mr);
    hi = isect_add(hi, mr);

    /* the still shape's near edge on the chosen axis, just beyond the path's box */
    {
        isect_real near_side = axis == 0 ? (side > 0 ? hi.x : lo.x) : (side > 0 ? hi.y : lo.y);
        isect_real r = axis == 0 ? sr.x : sr.y;
        s_sum = fabs((double)lo.x) + fabs((double)hi.x) + 2 * fabs((double)near_side) + 2 * (double)r;
        if (axis == 1)
            s_sum = fabs((double)lo.y) + fabs((double)hi.y) + 2 * fabs((double)near_side) + 2 * (double)r;
        margin = 16 * REAL_EPS * s_sum;
        switch (how) {
        case 0: edge = near_side; break;                                   /* flush */
        case 1: edge = side > 0 ? step_up(near_side, rng_int(1, 8))        /* a few steps out */
                                : step_down(near_side, rng_int(1, 8)); break;
        case 2: edge = side > 0 ? step_down(near_side, rng_int(1, 8))      /* a few steps in */
                                : step_up(near_side, rng_int(1, 8)); break;
        default: edge = (isect_real)(near_side + side * margin * (0.5 + rng_unit())); /* about the margin */
        }
        k_gap = side * ((double)edge - (double)near_side);
        /* the center a reach beyond the edge; the other axis overlapping the path's box */
        if (axis == 0)
            center = V((double)edge + side * (double)r,
                       pick((double)lo.y - (double)sr.y, (double)hi.y + (double)sr.y, 0));
        else
            center = V(pick((double)lo.x - (double)sr.x, (double)hi.x + (double)sr.x, 0),
                       (double)edge + side * (double)r);
    }
    if (k_still.kind == ISECT_SHAPE_AABB)
        k_still.as.aabb.pos = center;
    else
        k_still.as.circle.pos = center;
    k_start = start;
    k_delta = delta;

    got_a = single(k_still, k_moving, delta, &a);
    got_b = into(&k_still, k_moving, delta, &b, &index);
    CHECK(got_a == got_b);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    CHECK(got_b ? index == 0 : index == 7);
    if (got_a)
        near_hits++;
    if (k_gap > margin) {
        /* what the skip relies on: a shape this far is never hit */
        far_cases++;
        CHECK(!got_a);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_sweeps_reach", 0x5EAC4ULL, 100000,
                                 describe);
    int scale;
    for (scale = 0; scale < SCALE_COUNT; scale++) {
        static const char *const names[SCALE_COUNT] = {"unit", "pixel", "tile", "far"};
        k_kind = names[scale];
        check_current_test = "sweep_*_into with one shape beside the path = the single sweep";
        for (k_trial = 0; k_trial < trials; k_trial++)
            trial(scale);
    }
    /* the cases must include sweeps that hit the shape beside the path (through
       rounding, at a flush edge or a step inside) and shapes beyond the margin */
    check_current_test = "the trials reach both kinds of case";
    CHECK(near_hits > 0);
    CHECK(far_cases > trials);
    printf("%ld sweeps hit a shape beside the path; %ld shapes beyond the margin\n",
           near_hits, far_cases);
    return property_finish(__FILE__);
}
