/* circle_segment_trials.h -- the long, grazing and tiny cases of the
   proofs of a faster circle segment test and sweep
   (property_speed_csw.c, property_speed_cseg.c), drawn after
   circle_sweep_cases.h; the including file defines check_case(). */
#ifndef CIRCLE_SEGMENT_TRIALS_H
#define CIRCLE_SEGMENT_TRIALS_H

/* A long path, a hundred to a million units, that ends, starts or passes
   (its nearest point inside the path) within a few rounding steps of the
   grown circle, in a direction along an axis, along 3-4-5 or anywhere. */
static void trial_long(void)
{
    double len = pow(10, 2 + 4 * rng_unit());
    double cx = 1000 * (2 * rng_unit() - 1), cy = 1000 * (2 * rng_unit() - 1);
    double rc = rng_chance(0.2) ? 0 : 20 * rng_unit();
    double rm = rng_chance(0.2) ? 0 : 20 * rng_unit();
    int dir = rng_int(0, 2), mode = rng_int(0, 2);
    double angle = 6.283185307179586 * rng_unit();
    double steps = rng_int(-12, 12);
    double side = rng_chance(0.5) ? 1 : -1;
    double frac = rng_unit();
    double ux, uy, nx, ny, h, px, py;
    g_phase = 6;
    if (dir == 0) {
        ux = 1, uy = 0;
    } else if (dir == 1) {
        ux = 0.6, uy = 0.8;
    } else {
        ux = cos(angle), uy = sin(angle);
    }
    if (side < 0)
        ux = -ux, uy = -uy;
    h = (rc + rm) * (1 + steps * REF_EPS) + steps * REF_EPS * (ref_abs(R(cx)) + ref_abs(R(cy)));
    g_circ = CIRC(cx, cy, rc);
    g_mover.radius = R(rm);
    if (mode == 2) { /* passes: nearest point inside the path, at distance h */
        nx = -uy, ny = ux;
        px = cx + h * nx - frac * len * ux;
        py = cy + h * ny - frac * len * uy;
        g_mover.pos = V(px, py);
        g_delta = V(len * ux, len * uy);
    } else { /* ends (or starts) at distance h, coming from anywhere near u */
        double ex = cx - h * ux, ey = cy - h * uy;
        g_delta = V(len * ux, len * uy);
        if (mode == 0)
            g_mover.pos = V(ex - len * ux, ey - len * uy);
        else /* starts there, heading in or out */
            g_mover.pos = V(ex, ey);
    }
    check_case();
}

/* A path nearly along an axis that grazes the grown circle, its distance
   from the center a few rounding steps from the sum of the radii, so that
   the reach test's gap on the other axis is near its margin; at a scale
   2^e from subnormal to huge. */
static void trial_graze(void)
{
    int e = rng_int(GRAZE_EXP_LO, GRAZE_EXP_HI);
    double s = ldexp(1, e);
    double cx = s * (8 * rng_unit() - 4), cy = s * (8 * rng_unit() - 4);
    double rc = rng_chance(0.15) ? 0 : s * rng_unit();
    double rm = rng_chance(0.15) ? 0 : s * rng_unit();
    double len = s * (0.5 + 8 * rng_unit());
    double frac = 1.4 * rng_unit() - 0.2;
    int tilt = rng_int(0, 3);
    double tilt_part = 2 * rng_unit() - 1;
    double steps = rng_int(-40, 40);
    double steps_part = rng_unit();
    double side = rng_chance(0.5) ? 1 : -1;
    int swap = rng_chance(0.5);
    double slope, h, px, py;
    isect_real rsum;
    g_phase = 7;
    g_circ = CIRC(cx, cy, rc);
    g_mover.radius = R(rm);
    rsum = g_circ.radius + g_mover.radius;
    slope = tilt == 0 ? 0 : tilt == 1 ? ldexp(tilt_part, -30)
          : tilt == 2 ? ldexp(tilt_part, -12) : 1e-3 * tilt_part;
    h = (double)rsum
        + (steps + steps_part) * REF_EPS * ((double)rsum + ref_abs(R(cy)) + s);
    px = cx - frac * len;
    py = cy + side * h - slope * len * frac;
    g_delta = V(len, slope * len);
    g_mover.pos = V(px, py);
    if (swap) {
        g_circ.pos = isect_v(g_circ.pos.y, g_circ.pos.x);
        g_mover.pos = isect_v(g_mover.pos.y, g_mover.pos.x);
        g_delta = isect_v(g_delta.y, g_delta.x);
    }
    check_case();
}

/* The benchmark's or the grid's cases, scaled down by a power of two into
   tiny and subnormal numbers. */
static isect_real tiny(isect_real v, int e) { return R(ldexp((double)v, -e)); }

static void trial_tiny(void)
{
    int e = rng_int(TINY_EXP_LO, TINY_EXP_HI);
    int grid = rng_chance(0.5);
    g_phase = 8;
    if (grid)
        draw(0.5, -0.5, 1, 12);
    else
        draw(0, 0, 0, 0);
    g_circ.pos = isect_v(tiny(g_circ.pos.x, e), tiny(g_circ.pos.y, e));
    g_circ.radius = tiny(g_circ.radius, e);
    g_mover.pos = isect_v(tiny(g_mover.pos.x, e), tiny(g_mover.pos.y, e));
    g_mover.radius = tiny(g_mover.radius, e);
    g_delta = isect_v(tiny(g_delta.x, e), tiny(g_delta.y, e));
    check_case();
}

#endif
