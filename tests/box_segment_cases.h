/* box_segment_cases.h -- how the tests that prove a faster box vs
   segment test gives the old answers draw their cases
   (property_speed_aseg.c, property_speed_aseg2.c): the including file
   defines the case globals, check_case() and the helpers these use,
   before including this. */
#ifndef BOX_SEGMENT_CASES_H
#define BOX_SEGMENT_CASES_H

/* ---- drawing cases ------------------------------------------------------- */

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

static void draw(double cx, double cy, int grid, int reach)
{
    if (grid) {
        /* one draw a statement, in the order written */
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double bhx = rng_int(0, reach) / 2.0, bhy = rng_int(0, reach) / 2.0;
        double sx = cx + half_units(reach), sy = cy + half_units(reach);
        double dx = half_units(reach), dy = half_units(reach);
        int shape = rng_int(0, 9);
        g_box = BOX(bx, by, bhx, bhy);
        g_pos = V(sx, sy);
        g_delta = V(dx, dy);
        g_pad = ZERO;
        if (shape == 0) { /* zero length */
            g_delta = ZERO;
        } else if (shape == 1) { /* along an edge's line */
            double side = rng_chance(0.5) ? 1 : -1;
            g_pos.y = g_box.pos.y + R(side) * g_box.half.y;
            g_delta.y = 0;
        } else if (shape == 2) { /* from a corner, or to one */
            double ex = rng_chance(0.5) ? 1 : -1;
            double ey = rng_chance(0.5) ? 1 : -1;
            isect_vec corner = V(bx + ex * bhx, by + ey * bhy);
            if (rng_chance(0.5))
                g_pos = corner;
            else
                g_delta = isect_sub(corner, g_pos);
        } else if (shape == 3) { /* through a corner, both ways round */
            double ex = rng_chance(0.5) ? 1 : -1;
            double ey = rng_chance(0.5) ? 1 : -1;
            isect_vec corner = V(bx + ex * bhx, by + ey * bhy);
            g_delta = isect_scale(isect_sub(corner, g_pos), 2);
        } else if (shape == 4) { /* starting inside, near the center */
            double ux = rng_int(-3, 3) / 4.0, uy = rng_int(-3, 3) / 4.0;
            g_pos = V(bx + ux * bhx, by + uy * bhy);
        } else if (shape == 5) { /* a padding */
            double px = rng_int(0, reach) / 2.0, py = rng_int(0, reach) / 2.0;
            g_pad = V(px, py);
        }
    } else { /* as the benchmark draws them */
        double ax = cx + 200 * rng_unit() - 100, ay = cy + 200 * rng_unit() - 100;
        double ahx = 1 + 19 * rng_unit(), ahy = 1 + 19 * rng_unit();
        double sx = ax + 80 * rng_unit() - 40, sy = ay + 80 * rng_unit() - 40;
        double dx = 120 * rng_unit() - 60, dy = 120 * rng_unit() - 60;
        g_box = BOX(ax, ay, ahx, ahy);
        g_pos = V(sx, sy);
        g_delta = V(dx, dy);
        g_pad = ZERO;
        if (rng_chance(0.25)) { /* a box's half size, as the sweeps pass it */
            double px = 1 + 19 * rng_unit(), py = 1 + 19 * rng_unit();
            g_pad = V(px, py);
        }
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
    g_box.pos = ext_vec(g_box.pos);
    g_box.half = ext_vec(g_box.half);
    g_pos = ext_vec(g_pos);
    g_delta = ext_vec(g_delta);
    g_pad = ext_vec(g_pad);
    check_case();
}

/* Near the largest number: every value of the grid scaled to within a
   factor 50 of it, so sums and differences overflow. */
static isect_vec near_max(isect_vec v)
{
    return isect_scale(v, R(NEAR_MAX / 12));
}

static void trial_max(void)
{
    g_phase = 4;
    draw(0, 0, 1, 12);
    g_box.pos = near_max(g_box.pos);
    g_box.half = near_max(g_box.half);
    g_pos = near_max(g_pos);
    g_delta = near_max(g_delta);
    g_pad = near_max(g_pad);
    check_case();
}

#endif
