/* property_speed_small.c -- the small lane of issue 12 (every call as fast
   as the fastest C peer): the faster sweeps give the old answers.

   Usage: test-property_speed_small [seed [trials]]

   The step every sweep takes when the shapes overlap at the start,
   isect_sweep_from_overlap, now asks "does the motion oppose the normal?"
   before "is there motion at all?", and it is pasted into each sweep
   (inline); the circle sweep's static test at a point of the path,
   isect_circle_circle_at, is pasted in too. The old sweeps are rebuilt here
   from public pieces (isect_circle_circle and isect_circle_segment;
   isect_aabb_aabb, isect_aabb_segment and isect_nearest_aabb) and the
   library's finishing steps as they were, copied; the new sweeps must give
   the same bool and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every product is exact,
   - shapes flush against each other (3-4-5 for circles), starting there or
     arriving there, paths along a side, zero sizes, still shapes,
   - values past the range (no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define FAR 2048
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define FAR 10000
#endif

static isect_circle g_circ, g_mover;
static isect_aabb g_box, g_moving_box;
static isect_vec g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] circle (%.17g, %.17g) r %.17g, moving circle"
           " (%.17g, %.17g) r %.17g; box (%.17g, %.17g) half (%.17g, %.17g),"
           " moving box (%.17g, %.17g) half (%.17g, %.17g); delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_circ.pos.x, (double)g_circ.pos.y,
           (double)g_circ.radius, (double)g_mover.pos.x, (double)g_mover.pos.y,
           (double)g_mover.radius, (double)g_box.pos.x, (double)g_box.pos.y,
           (double)g_box.half.x, (double)g_box.half.y, (double)g_moving_box.pos.x,
           (double)g_moving_box.pos.y, (double)g_moving_box.half.x,
           (double)g_moving_box.half.y, (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old sweeps, from public pieces and the finishing steps --------- */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }

static int ref_apart(isect_real lo, isect_real hi, isect_real olo, isect_real ohi)
{
    isect_real gap = ref_max(olo - hi, lo - ohi);
    isect_real size = ref_abs(lo) + ref_abs(hi) + ref_abs(olo) + ref_abs(ohi);
    return gap > 16 * REF_EPS * size;
}

static int ref_axis_out(isect_real start, isect_real move, isect_real reach,
                        isect_real olo, isect_real ohi)
{
    isect_real end = start + move;
    return ref_apart(ref_min(start, end) - reach, ref_max(start, end) + reach, olo, ohi);
}

static bool ref_whole_way(isect_vec start, isect_vec delta, isect_sweep *out)
{
    memset(&out->hit, 0, sizeof out->hit);
    out->hit.time = 1;
    out->time = 1;
    out->pos = isect_add(start, delta);
    return false;
}

/* The old isect_sweep_from_overlap: "is there motion?" first. */
static bool ref_from_overlap(const isect_hit *at_start, isect_vec start,
                             isect_vec delta, isect_vec apart, isect_sweep *out)
{
    bool still = delta.x == 0 && delta.y == 0;
    if (!still && !start_blocks(delta, at_start->normal, &apart))
        return ref_whole_way(start, delta, out);
    out->hit = *at_start;
    out->time = 0;
    out->pos = start;
    return true;
}

/* The static test with the moving shape at pos: which sweep is running. */
static int g_boxes;

static bool ref_overlaps(isect_vec pos, isect_hit *out)
{
    if (g_boxes) {
        isect_aabb moved = g_moving_box;
        moved.pos = pos;
        return isect_aabb_aabb(g_box, moved, out);
    } else {
        isect_circle moved = g_mover;
        moved.pos = pos;
        return isect_circle_circle(g_circ, moved, out);
    }
}

#include "back_off_ref.h"

static bool ref_overlaps_at(const void *unused, isect_vec pos)
{
    (void)unused;
    return ref_overlaps(pos, NULL);
}

static bool ref_finish(bool found, const isect_hit *contact, isect_vec start,
                       isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_real time = 0;
    if (found && contact_counts(contact, delta)) /* time 1 only touches; at time 0, a slide (later rules) */
        hit = *contact;
    else if ((delta.x != 0 || delta.y != 0)
             && ref_overlaps(isect_add(start, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return ref_whole_way(start, delta, out);
    if (hit.time > 0)
        time = ref_back_off_by(&hit, start, delta, ref_overlaps_at, NULL);
    out->hit = hit;
    out->time = time;
    out->pos = isect_add(start, isect_scale(delta, time));
    return true;
}

static bool ref_circle_sweep(isect_circle circle, isect_circle moving,
                             isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    g_boxes = 0;
    if (isect_circle_circle(circle, moving, &hit))
        return ref_from_overlap(&hit, moving.pos, delta,
                                isect_sub(moving.pos, circle.pos), out);
    if (ref_axis_out(moving.pos.x, delta.x, moving.radius,
                     circle.pos.x - circle.radius, circle.pos.x + circle.radius)
        || ref_axis_out(moving.pos.y, delta.y, moving.radius,
                        circle.pos.y - circle.radius, circle.pos.y + circle.radius))
        return ref_whole_way(moving.pos, delta, out);
    if (delta.x != 0 || delta.y != 0) {
        found = isect_circle_segment(circle, moving.pos, delta, moving.radius, &hit);
        if (found)
            hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    }
    return ref_finish(found, &hit, moving.pos, delta, out);
}

static bool ref_box_sweep(isect_aabb box, isect_aabb moving, isect_vec delta,
                          isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    g_boxes = 1;
    if (ref_axis_out(moving.pos.x, delta.x, moving.half.x,
                     box.pos.x - box.half.x, box.pos.x + box.half.x)
        || ref_axis_out(moving.pos.y, delta.y, moving.half.y,
                        box.pos.y - box.half.y, box.pos.y + box.half.y))
        return ref_whole_way(moving.pos, delta, out);
    if (isect_aabb_aabb(box, moving, &hit))
        return ref_from_overlap(&hit, moving.pos, delta,
                                isect_sub(moving.pos, box.pos), out);
    if (delta.x != 0 || delta.y != 0) {
        found = isect_aabb_segment(box, moving.pos, delta, moving.half, &hit);
        if (found)
            hit.pos = isect_nearest_aabb(box, hit.pos);
    }
    return ref_finish(found, &hit, moving.pos, delta, out);
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[2][4], cases[4];
static int g_phase;

static void check_case(void)
{
    isect_sweep fast, old;
    bool a, b, c;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_circle_sweep_circle(g_circ, g_mover, g_delta, &fast);
    b = ref_circle_sweep(g_circ, g_mover, g_delta, &old);
    c = isect_circle_sweep_circle(g_circ, g_mover, g_delta, NULL);
    CHECK(a == b);
    CHECK(a == c);
    CHECK(same_sweep(&fast, &old));
    CHECK(sweep_no_nan(&fast));
    hits[0][g_phase] += a;
    memset(&fast, 0, sizeof fast);
    memset(&old, 0, sizeof old);
    a = isect_aabb_sweep_aabb(g_box, g_moving_box, g_delta, &fast);
    b = ref_box_sweep(g_box, g_moving_box, g_delta, &old);
    c = isect_aabb_sweep_aabb(g_box, g_moving_box, g_delta, NULL);
    CHECK(a == b);
    CHECK(a == c);
    CHECK(same_sweep(&fast, &old));
    CHECK(sweep_no_nan(&fast));
    hits[1][g_phase] += a;
    cases[g_phase]++;
}

/* ---- drawing cases ------------------------------------------------------- */

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

/* Turns a random case into a flush one now and then: the moving circle
   r1 + r2 from the still one, along an axis or along a 3-4-5 triangle, and
   the moving box against a side of the still one; starting there, arriving
   there, or sliding along. */
static void make_flush(double cx, double cy)
{
    int k = rng_int(0, 4);
    double r1 = rng_int(0, 6) / 2.0, r2 = rng_int(0, 6) / 2.0, sum;
    double s = rng_chance(0.5) ? 1 : -1;
    double hx = rng_int(0, 8) / 2.0, hy = rng_int(0, 8) / 2.0;
    double mx = rng_int(0, 8) / 2.0, my = rng_int(0, 8) / 2.0;
    double along = half_units(4);
    if (k == 4)
        return;
    if (r1 + r2 == 0)
        r2 = 2.5;
    sum = r1 + r2;
    g_circ = CIRC(cx, cy, r1);
    g_mover.radius = R(r2);
    g_box = BOX(cx, cy, hx, hy);
    g_moving_box.half = V(mx, my);
    if (rng_chance(0.5)) { /* along an axis */
        g_mover.pos = rng_chance(0.5) ? V(cx + s * sum, cy) : V(cx, cy + s * sum);
    } else { /* 3-4-5 */
        g_mover.pos = V(cx + 3 * s * sum / 5, cy + 4 * sum / 5);
    }
    g_moving_box.pos = rng_chance(0.5) ? V(cx + s * (hx + mx), cy + along)
                                       : V(cx + along, cy + s * (hy + my));
    switch (k) {
    case 0: /* sliding along: the box along its side, the circle along x */
        g_delta = g_moving_box.pos.y == cy + along ? V(0, half_units(8))
                                                   : V(half_units(8), 0);
        break;
    case 1: /* arriving flush: start further out, stop flush */
        g_mover.pos = isect_sub(g_mover.pos, g_delta);
        g_moving_box.pos = isect_sub(g_moving_box.pos, g_delta);
        break;
    default: /* starting flush, going anywhere */
        break;
    }
}

static void draw(double cx, double cy, int grid, int reach)
{
    if (grid) {
        /* one draw a statement, in the order written: in one call's
           arguments the order would be the compiler's choice */
        double ax = cx + half_units(reach), ay = cy + half_units(reach);
        double ar = rng_int(0, reach) / 2.0;
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double br = rng_int(0, reach) / 2.0;
        double hx = rng_int(0, reach) / 2.0, hy = rng_int(0, reach) / 2.0;
        double mx = rng_int(0, reach) / 2.0, my = rng_int(0, reach) / 2.0;
        double dx = half_units(2 * reach), dy = half_units(2 * reach);
        g_circ = CIRC(ax, ay, ar);
        g_mover = CIRC(bx, by, br);
        g_box = BOX(ax, ay, hx, hy);
        g_moving_box = BOX(bx, by, mx, my);
        g_delta = V(dx, dy);
        if (rng_chance(0.05))
            g_delta = ZERO;
        if (rng_chance(0.4)) {
            double fx = cx + half_units(reach);
            double fy = cy + half_units(reach);
            make_flush(fx, fy);
        }
    } else { /* as the benchmark draws them */
        bench_pair b = draw_bench_pair(cx, cy);
        double ar = 1 + 19 * rng_unit(), br = 1 + 19 * rng_unit();
        double dx = 120 * rng_unit() - 60, dy = 120 * rng_unit() - 60;
        g_circ = CIRC(b.ax, b.ay, ar);
        g_mover = CIRC(b.bx, b.by, br);
        g_box = BOX(b.ax, b.ay, b.ahx, b.ahy);
        g_moving_box = BOX(b.bx, b.by, b.bhx, b.bhy);
        g_delta = V(dx, dy);
    }
}

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
    g_circ.pos = ext_vec(g_circ.pos);
    g_mover.pos = ext_vec(g_mover.pos);
    g_box.pos = ext_vec(g_box.pos);
    g_box.half = ext_vec(g_box.half);
    g_moving_box.pos = ext_vec(g_moving_box.pos);
    g_moving_box.half = ext_vec(g_moving_box.half);
    g_delta = ext_vec(g_delta);
    if (rng_chance(0.5)) {
        double r = extreme(g_circ.radius);
        g_circ.radius = R(r);
        r = extreme(g_mover.radius);
        g_mover.radius = R(r);
    }
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

static void set_boxes_apart(void)
{
    g_box = BOX(100, 100, 1, 1);
    g_moving_box = BOX(-100, -100, 1, 1);
}

/* Issue 12's row: isect_circle_sweep_circle at 1.17x Chipmunk's
   cpShapeSegmentQuery with r > 0. A circle of radius 1 moving from
   (-10, 2.4) by (20, 0) past a circle of radius 2 at the origin (the
   book's exercise): it touches when its center is 3 from the origin, at
   (-1.8, 2.4), time 0.41, normal (-0.6, 0.8). */
TEST(issue12_circle_sweep_circle_hits_along_3_4_5)
{
    isect_sweep s;
    g_circ = CIRC(0, 0, 2);
    g_mover = CIRC(-10, 2.4, 1);
    g_delta = V(20, 0);
    set_boxes_apart();
    CHECK(isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.41, 1e4 * TOL);
    CHECK_VEC(s.hit.normal, -0.6, 0.8, 1e4 * TOL);
    CHECK(s.time < s.hit.time);
    check_case();
}

/* Overlapping at the start: moving in is blocked at time 0 with the static
   hit; moving out, or along the contact, is not blocked; not moving at all
   is the static test, blocked. */
TEST(issue12_circle_sweep_circle_from_an_overlap)
{
    isect_sweep s;
    g_circ = CIRC(0, 0, 2);
    g_mover = CIRC(3, 0, 2);
    set_boxes_apart();
    g_delta = V(-1, 0);
    CHECK(isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    CHECK(s.time == 0 && s.hit.time == 0);
    CHECK_VEC(s.hit.normal, 1, 0, 0);
    check_case();
    g_delta = V(1, 0);
    CHECK(!isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    CHECK(s.time == 1);
    check_case();
    g_delta = V(0, 5);
    CHECK(!isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    check_case();
    g_delta = ZERO;
    CHECK(isect_circle_sweep_circle(g_circ, g_mover, g_delta, &s));
    CHECK(s.time == 0);
    check_case();
}

/* The same four for boxes: the moving box overlaps the still one by 1 on x. */
TEST(issue12_aabb_sweep_aabb_from_an_overlap)
{
    isect_sweep s;
    g_circ = CIRC(100, 100, 1);
    g_mover = CIRC(-100, -100, 1);
    g_box = BOX(0, 0, 2, 2);
    g_moving_box = BOX(3, 0, 2, 2);
    g_delta = V(-1, 0);
    CHECK(isect_aabb_sweep_aabb(g_box, g_moving_box, g_delta, &s));
    CHECK(s.time == 0);
    CHECK_VEC(s.hit.normal, 1, 0, 0);
    check_case();
    g_delta = V(1, 0);
    CHECK(!isect_aabb_sweep_aabb(g_box, g_moving_box, g_delta, &s));
    check_case();
    g_delta = V(0, 5);
    CHECK(!isect_aabb_sweep_aabb(g_box, g_moving_box, g_delta, &s));
    check_case();
    g_delta = ZERO;
    CHECK(isect_aabb_sweep_aabb(g_box, g_moving_box, g_delta, &s));
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (circle and box sweeps)",
                                 0x5a11c1dcULL, 20000, describe);
    RUN(issue12_circle_sweep_circle_hits_along_3_4_5);
    RUN(issue12_circle_sweep_circle_from_an_overlap);
    RUN(issue12_aabb_sweep_aabb_from_an_overlap);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    printf("hits/cases (circles; boxes): bench %ld %ld/%ld, grid %ld %ld/%ld,"
           " tiles %ld %ld/%ld, huge %ld %ld/%ld\n",
           hits[0][0], hits[1][0], cases[0], hits[0][1], hits[1][1], cases[1],
           hits[0][2], hits[1][2], cases[2], hits[0][3], hits[1][3], cases[3]);
    return property_finish(__FILE__);
}
