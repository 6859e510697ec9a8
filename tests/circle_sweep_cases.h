/* circle_sweep_cases.h -- how the proofs of a faster circle sweep draw
   their cases (property_speed_circ.c, property_speed_csw.c): as the
   benchmark draws them, a half-unit grid, tiles in the thousands, paths
   that end a few rounding steps short of the still circle's box or touch
   it along a 3-4-5 direction, and values past the range; now and then a
   case is made flush. The trial_* functions set g_phase, draw the case
   and call check_case().

   The including file defines, before including this: g_circ, g_mover
   (the still and the moving circle), g_delta, g_phase, check_case() and
   ref_abs(). */
#ifndef CIRCLE_SWEEP_CASES_H
#define CIRCLE_SWEEP_CASES_H

/* ---- drawing cases ------------------------------------------------------- */

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

/* Turns a random case into a flush one now and then: the moving circle
   r1 + r2 from the still one, along an axis or along a 3-4-5 triangle;
   starting there, arriving there, or moving along x. */
static void make_flush(double cx, double cy)
{
    int k = rng_int(0, 3);
    double r1 = rng_int(0, 6) / 2.0, r2 = rng_int(0, 6) / 2.0, sum;
    double s = rng_chance(0.5) ? 1 : -1;
    if (k == 3)
        return;
    if (r1 + r2 == 0 && rng_chance(0.8))
        r2 = 2.5;
    sum = r1 + r2;
    g_circ = CIRC(cx, cy, r1);
    g_mover.radius = R(r2);
    if (rng_chance(0.5))
        g_mover.pos = rng_chance(0.5) ? V(cx + s * sum, cy) : V(cx, cy + s * sum);
    else
        g_mover.pos = V(cx + 3 * s * sum / 5, cy + 4 * sum / 5);
    if (k == 0)
        g_delta = V(half_units(8), 0);
    else if (k == 1) /* arriving flush: start further out, stop flush */
        g_mover.pos = isect_sub(g_mover.pos, g_delta);
}

static void draw(double cx, double cy, int grid, int reach)
{
    if (grid) {
        /* one draw a statement, in the order written */
        double ax = cx + half_units(reach), ay = cy + half_units(reach);
        double ar = rng_int(0, reach) / 2.0;
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double br = rng_int(0, reach) / 2.0;
        double dx = half_units(2 * reach), dy = half_units(2 * reach);
        g_circ = CIRC(ax, ay, ar);
        g_mover = CIRC(bx, by, br);
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

/* A path that ends a few rounding steps short of the still circle's box
   (or just past it) on one axis: the reach test's margin is 16 rounding
   steps of the sum of the four bounds. The start is far away along the
   same axis, up to a million, so the segment test's sum for the end,
   M.M + 2 M.D + D.D, cancels; the other axis is anything near. */
static void trial_margin(void)
{
    double scale = rng_chance(0.5) ? 1e6 : rng_chance(0.5) ? 1e3 : 10;
    double c = scale * (2 * rng_unit() - 1);
    double other = scale * (2 * rng_unit() - 1);
    double rc = rng_chance(0.2) ? 0 : scale * rng_unit() / 8;
    double rm = rng_chance(0.2) ? 0 : scale * rng_unit() / 8;
    double steps = rng_int(-8, 40);
    double steps_part = rng_unit();
    double start = 4 * scale * rng_unit();
    isect_real side = rng_chance(0.5) ? 1 : -1;
    double drift = (rc + rm) * (2 * rng_unit() - 1);
    double slope = rng_chance(0.5) ? 0 : (2 * rng_unit() - 1) * (rc + rm);
    int swap = rng_chance(0.5);
    isect_real rcr = R(rc), rmr = R(rm), cr = R(c), size, end, from;
    g_phase = 3;
    /* the sum of the sizes of the four bounds on the axis, about */
    size = ref_abs(cr - rcr) + ref_abs(cr + rcr) + 2 * (ref_abs(cr) + rmr)
           + ref_abs(R(start));
    end = cr - side * (rcr + rmr + R(steps + steps_part) * REF_EPS * size);
    from = end - side * R(start);
    g_circ.radius = rcr;
    g_mover.radius = rmr;
    g_delta.x = end - from;
    g_delta.y = R(slope);
    if (swap) { /* along y instead of x */
        g_circ.pos = V(other, c);
        g_mover.pos = isect_v(R(other + drift), from);
        g_delta = isect_v(g_delta.y, g_delta.x);
    } else {
        g_circ.pos = V(c, other);
        g_mover.pos = isect_v(from, R(other + drift));
    }
    check_case();
}

/* A path that ends touching the still circle, along a 3-4-5 direction,
   at tile coordinates: the end is exact, but the start is the end minus a
   delta that is not a short binary number, so the library's end P + D can
   land a rounding step inside, on, or outside. */
static void trial_ends(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    double sum = 5 * rng_int(1, 4) / 2.0;
    double r1 = sum * rng_int(0, 4) / 4.0;
    double sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
    double dx = 40 * rng_unit() - 20, dy = 40 * rng_unit() - 20;
    isect_vec end;
    g_phase = 5;
    g_circ = CIRC(cx, cy, r1);
    g_mover.radius = R(sum - r1);
    end = V(cx + sx * 3 * sum / 5, cy + sy * 4 * sum / 5);
    g_delta = V(dx, dy);
    g_mover.pos = isect_sub(end, g_delta);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 4;
    draw(0, 0, 1, 12);
    g_circ.pos = ext_vec(g_circ.pos);
    g_mover.pos = ext_vec(g_mover.pos);
    g_delta = ext_vec(g_delta);
    if (rng_chance(0.5)) {
        double r = extreme(g_circ.radius);
        g_circ.radius = R(r);
        r = extreme(g_mover.radius);
        g_mover.radius = R(r);
    }
    check_case();
}

#endif
