/* capsule_circle_cases.h -- the cases of the tests that prove a faster
   circle sweep into a capsule gives the answers of an older version, bit
   for bit (property_speed_capsw.c, _capsweep.c, _capsw2.c): a half-unit
   grid and tiles with flush contacts now and then, or cases drawn as the
   benchmark draws them.

   The including file defines, before including this, the case g_cap,
   g_circ, g_delta and the macro NEXT(x, to) (nextafter in its precision). */
#ifndef CAPSULE_CIRCLE_CASES_H
#define CAPSULE_CIRCLE_CASES_H

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

/* Turns a random case into a flush one now and then: the circle's center
   exactly r1 + r2 from the axis, beside a side of an axis-aligned capsule or
   off an end along a 3-4-5 triangle, starting there or arriving there. */
static void make_flush(double cx, double cy)
{
    int k = rng_int(0, 5);
    double len = rng_int(0, 12), r1 = rng_int(1, 6) / 2.0, r2 = rng_int(0, 6) / 2.0;
    double s = rng_chance(0.5) ? 1 : -1;
    if (k == 5)
        return;
    r1 = k >= 3 ? 2.5 - r2 : r1;
    if (r1 <= 0)
        r1 = 0.5, r2 = 2;
    g_cap = CAP(cx, cy, rng_chance(0.5) ? len : 0, 0, r1);
    if (g_cap.delta.x == 0)
        g_cap.delta = V(0, len);
    g_circ.radius = R(r2);
    if (k < 3) { /* beside a side, at a point of the axis */
        double t = rng_int(0, (int)len);
        if (g_cap.delta.x != 0)
            g_circ.pos = V(cx + t, cy + s * (r1 + r2));
        else
            g_circ.pos = V(cx + s * (r1 + r2), cy + t);
    } else { /* off the far end, along 3-4-5 */
        isect_vec tip = isect_add(g_cap.pos, g_cap.delta);
        g_circ.pos = V((double)tip.x + 3 * s * (r1 + r2) / 5,
                       (double)tip.y + 4 * (r1 + r2) / 5);
    }
    switch (k) {
    case 0: /* along the side: touching all the way */
        g_delta = g_cap.delta.x != 0 ? V(half_units(8), 0) : V(0, half_units(8));
        break;
    case 1: case 3: /* arriving flush: start further out, stop flush */
        g_circ.pos = isect_sub(g_circ.pos, g_delta);
        break;
    case 2: /* arriving flush, then a rounding step further or shorter */
        g_circ.pos = isect_sub(g_circ.pos, g_delta);
        g_delta.x = NEXT(g_delta.x, rng_chance(0.5) ? INFINITY : -INFINITY);
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
        double ex = half_units(reach), ey = half_units(reach);
        double ar = rng_int(0, reach) / 2.0;
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double br = rng_int(0, reach) / 2.0;
        double dx = half_units(2 * reach), dy = half_units(2 * reach);
        g_cap = CAP(ax, ay, ex, ey, ar);
        g_circ = CIRC(bx, by, br);
        g_delta = V(dx, dy);
        if (rng_chance(0.1))
            g_cap.delta = ZERO;
        if (rng_chance(0.05))
            g_delta = ZERO;
        if (rng_chance(0.4)) {
            double fx = cx + half_units(reach);
            double fy = cy + half_units(reach);
            make_flush(fx, fy);
        }
    } else { /* as the benchmark draws them */
        bench_pair b = draw_bench_pair(cx, cy);
        double r, dx, dy;
        g_cap = draw_bench_capsule(b);
        r = 1 + 19 * rng_unit();
        g_circ = CIRC(b.bx, b.by, r);
        dx = 120 * rng_unit() - 60;
        dy = 120 * rng_unit() - 60;
        g_delta = V(dx, dy);
    }
}

#endif /* CAPSULE_CIRCLE_CASES_H */
