/* property_move_probe.c -- the mover's probe down lands on the floor, a skin
   above it, for every max_slope in (0, 1].

   Usage: test-property_move_probe [seed [trials]]

   Each trial lays one ramp, a large triangle whose top edge is a floor for
   the trial's max_slope (N . up >= max_slope, the flat floor included), at a
   game's scale (units or pixels) and offset (up to thousands of units), y up
   or down. It puts a box, a circle or a capsule above the ramp, a gap of one
   to two skins over it (measured along the ramp's normal), and walks it downhill by a sideways move, with or
   without a little gravity. Two checks, after every call:

   - "on the floor means near it": when the call says on_floor, the shape
     ends at most two skins above the ramp. (A max_slope of 1e-18 in double,
     1e-9 in float, once made the probe reach 10^18 units; its stop, a
     rounding step of that path short, hung the box 5 units over the floor
     while the call said on_floor.)
   - "walking down a floor stays on it": when the ramp is a floor and the
     probe's reach covers the drop (it reaches |D across| tan(theta) + 2
     skins, and never past skin / (16 epsilon), where rounding would decide
     the stop), the call says on_floor.

   Both hold for exact flat floors (max_slope 1) and for ramps of up to
   89.99 degrees when max_slope is tiny. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

enum { KIND_BOX, KIND_CIRCLE, KIND_CAPSULE };

static isect_shape ramp[1];
static int g_kind, g_y_up;
static double g_max_slope, g_theta, g_skin, g_unit, g_gap0;
static long double g_px, g_py, g_nx, g_ny; /* a point of the top edge, its outward normal */
static isect_vec g_pos, g_delta;
static isect_move_result g_r;

static void describe(void)
{
    printf("  [%s, trial %ld] kind %d, y_up %d, max_slope %a, ramp %.17g rad through"
           " (%.17Lg, %.17Lg), skin %g, unit %g, gap %g; at (%a, %a) moving by (%a, %a):"
           " moved (%a, %a) on_floor %d steps %d; the ramp kind %d, corners %a %a %a %a %a %a\n",
           k_kind, k_trial, g_kind, g_y_up, g_max_slope, g_theta, g_px, g_py, g_skin,
           g_unit, g_gap0, (double)g_pos.x, (double)g_pos.y, (double)g_delta.x,
           (double)g_delta.y, (double)g_r.moved.x, (double)g_r.moved.y, g_r.on_floor,
           g_r.steps, (int)ramp[0].kind, (double)ramp[0].as.triangle.a.x,
           (double)ramp[0].as.triangle.a.y, (double)ramp[0].as.triangle.b.x,
           (double)ramp[0].as.triangle.b.y, (double)ramp[0].as.triangle.c.x,
           (double)ramp[0].as.triangle.c.y);
}

/* How far a shape at pos reaches toward the ramp, along -N: its support. */
static long double support(isect_vec half, double radius)
{
    switch (g_kind) {
    case KIND_BOX: return fabsl(g_nx) * half.x + fabsl(g_ny) * half.y;
    default: return radius;
    }
}

/* The gap between the shape and the ramp's top line, in long double. A
   capsule's two ends both count; its axis is upright. */
static long double gap_at(isect_vec pos, isect_vec half, isect_vec axis, double radius)
{
    long double d = ((long double)pos.x - g_px) * g_nx + ((long double)pos.y - g_py) * g_ny;
    if (g_kind == KIND_CAPSULE) {
        long double e = d + (long double)axis.x * g_nx + (long double)axis.y * g_ny;
        if (e < d) d = e;
    }
    return d - support(half, radius);
}

static void trial(void)
{
    double up = 1, s, len, drop, room, reach_cap, dx, skin_used;
    long double tx, ty, along;
    isect_vec half = V(0, 0), axis = V(0, 0);
    double radius = 0, size;
    isect_world w;
    isect_move_options o;
    isect_vec a, b, c;
    int offset_kind = rng_int(0, 2);

    g_kind = rng_int(0, 2);
    g_y_up = rng_int(0, 1);
    up = g_y_up ? 1 : -1;
    /* max_slope: 1 (only flat floors), the default, or log-uniform down to
       1e-18 (double) / 1e-9 (float) */
    s = rng_unit();
    g_max_slope = s < 0.1 ? 1 : s < 0.3 ? 0.7 : pow(10, -(REAL_EPS < 1e-10 ? 18 : 9) * rng_unit());
    g_max_slope = (double)R(g_max_slope);
    /* the ramp's angle: a floor for this max_slope, cos(theta) >= max_slope,
       kept below 89.99 degrees */
    {
        double steepest = acos(g_max_slope);
        if (steepest > 1.5706) steepest = 1.5706;
        g_theta = rng_chance(0.2) ? 0 : steepest * (rng_chance(0.2) ? 1 : rng_unit());
        if (cos(g_theta) < g_max_slope) g_theta = 0;
    }
    g_unit = rng_chance(0.5) ? 1 : 16;
    g_skin = rng_chance(0.5) ? 0.01 : 0.001 * g_unit * (1 + 9 * rng_unit());
    /* the ramp runs downhill toward +x; y down: downhill is +y */
    tx = cosl(g_theta);
    ty = -up * sinl(g_theta);
    g_nx = 0; /* a flat floor's normal; a ramp's comes from its corners below */
    g_ny = up;
    g_px = offset_kind == 0 ? 0 : offset_kind == 1 ? rng_int(-200, 200) * g_unit
                                                   : rng_int(-4000, 4000);
    g_py = offset_kind == 0 ? 0 : rng_int(-4000, 4000);
    g_px = (double)R((double)g_px);
    g_py = (double)R((double)g_py);
    /* the ramp: a triangle with its top edge from P - L t to P + L t, solid
       below the edge */
    g_gap0 = g_skin * (1 + 0.9 * rng_unit());
    len = 60 * g_unit;
    if (len < 8 * g_gap0 * tan(g_theta)) len = 8 * g_gap0 * tan(g_theta);
    a = V((double)(g_px - len * tx), (double)(g_py - len * ty));
    b = V((double)(g_px + len * tx), (double)(g_py + len * ty));
    c = V(a.x, b.y);
    if (g_theta == 0) { /* a flat floor: a box, the tile world's floor */
        ramp[0] = isect_shape_aabb(BOX((double)g_px, (double)(g_py - up * len / 2), len,
                                       len / 2));
    } else {
        ramp[0] = isect_shape_triangle(TRI(a.x, a.y, b.x, b.y, c.x, c.y));
        /* the rounded corners define the edge: recompute P and N from them */
        {
            long double ex = (long double)b.x - a.x, ey = (long double)b.y - a.y;
            long double l = sqrtl(ex * ex + ey * ey);
            g_nx = -ey / l;
            g_ny = ex / l;
            if (g_ny * up < 0) {
                g_nx = -g_nx;
                g_ny = -g_ny;
            }
            g_px = a.x;
            g_py = a.y;
            tx = ex / l;
            ty = ey / l;
        }
    }
    /* the shape, about half a unit (or 16 pixels) across */
    size = g_unit * (0.25 + 0.5 * rng_unit());
    if (g_kind == KIND_BOX) half = V(size, size * (0.5 + rng_unit()));
    else radius = (double)R(size);
    if (g_kind == KIND_CAPSULE) axis = V(0, up * size * 2);
    along = (long double)len * (0.3 + 0.2 * rng_unit());
    {
        long double sup = support(half, radius);
        long double cx = g_px + along * tx + g_nx * (sup + g_gap0);
        long double cy = g_py + along * ty + g_ny * (sup + g_gap0);
        g_pos = V((double)cx, (double)cy);
    }
    /* the move: downhill, sideways by up to 3 units (or 48 pixels), with a
       little gravity or none */
    dx = g_unit * 3 * rng_unit();
    /* stay on the ramp: the contact moves along it by dx / cos + gap tan */
    room = cos(g_theta) * (0.9 * len - (double)along - g_gap0 * tan(g_theta));
    if (dx > room) dx = room > 0 ? room : 0;
    g_delta = V(dx, rng_chance(0.5) ? 0 : -up * g_unit * 0.01 * rng_unit());

    o.skin = R(g_skin);
    o.max_slope = R(g_max_slope);
    o.max_steps = 4;
    o.y_up = g_y_up != 0;
    w.shapes = ramp;
    w.layers = NULL;
    w.count = 1;
    if (gap_at(g_pos, half, axis, radius) < g_skin) return; /* rounding put it too near */
    switch (g_kind) {
    case KIND_BOX: {
        isect_aabb m;
        m.pos = g_pos;
        m.half = half;
        isect_world_move_aabb(&w, m, g_delta, NULL, &o, &g_r);
        break;
    }
    case KIND_CIRCLE: {
        isect_circle m;
        m.pos = g_pos;
        m.radius = R(radius);
        isect_world_move_circle(&w, m, g_delta, NULL, &o, &g_r);
        break;
    }
    default: {
        isect_capsule m;
        m.pos = g_pos;
        m.delta = axis;
        m.radius = R(radius);
        isect_world_move_capsule(&w, m, g_delta, NULL, &o, &g_r);
        break;
    }
    }
    skin_used = g_skin;
    {
        double least = 16 * REAL_EPS * (fabs((double)g_pos.x) + fabs((double)g_pos.y) + 1);
        if (least > skin_used) skin_used = least;
    }
    {
        isect_vec end = vplus(g_pos, g_r.moved);
        long double gap = gap_at(end, half, axis, radius);
        double tol = 16 * REAL_EPS * (fabs((double)end.x) + fabs((double)end.y) + g_unit);
        CHECK(gap >= 0);
        if (g_r.on_floor) CHECK(gap <= 2 * skin_used + tol);
        /* walking down a floor: the probe's reach covers the drop, the
           gap (at most two skins along the normal) and the sideways move's
           fall, both measured straight down */
        drop = (g_gap0 + fabs(dx) * sin(g_theta)) / cos(g_theta);
        reach_cap = skin_used / (16 * REAL_EPS);
        if (cos(g_theta) >= g_max_slope * (1 + 1e-6) && drop < reach_cap / 2
            && (fabs(dx) * sqrt(1 - g_max_slope * g_max_slope) + 2 * skin_used) / g_max_slope
                   < reach_cap / 2)
            CHECK(g_r.on_floor);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "the probe down lands on the floor",
                                 0x9b0be5ULL, 400000, describe);
    property_phase("ramps", trials, trial);
    return property_finish(__FILE__);
}
