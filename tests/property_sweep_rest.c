/* property_sweep_rest.c -- a capsule that comes to rest against a corner of a
   triangle only touches it: the sweep goes the whole way.

   Usage: test-property_sweep_rest [seed [trials]]

   Touching is not a hit, so a shape whose motion ends exactly against
   another moves the whole way (the book's *Finishing a sweep*). A capsule
   of radius zero, a segment, swept so that it ends with a corner of a
   triangle exactly on it (on its end, in its middle, or anywhere along
   it), the triangle wholly on the far side of its line, was stopped: the
   corner's piece counts the ends of segments, and reported a contact at
   time 1, which the sweep took for a hit and backed off from.

   Each trial builds such an end exactly, on a grid of halves, moved out by
   0, 512 or 4096: a triangle, one of its corners K, a line through K with
   the other two corners strictly on one side (a small whole direction U),
   and the capsule's axis on that line at the end of the motion, K a whole
   number of steps of U from its first end (0: the first end; the length:
   the second end; between: its middle). For a capsule with a radius the
   line is moved off by the radius (U along x or y, so that the move is
   exact). The motion comes from the other side of the line. Checks:
   - isect_triangle_sweep_capsule says no, with time 1 and the end of the
     motion as the position, in every order of the triangle's corners;
   - so does isect_world_sweep_capsule with that one triangle;
   - pushed further in (a capsule a quarter along the normal; a segment
     whose middle rests on the corner, a quarter of its motion further),
     the sweep hits, before time 1. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

static isect_triangle g_tri;
static isect_capsule g_cap;
static isect_vec g_move;

static void describe(void)
{
    printf("  [%s, trial %ld] triangle (%a, %a) (%a, %a) (%a, %a); capsule (%a, %a) + (%a, %a)"
           " r %a; move (%a, %a)\n", k_kind, k_trial, (double)g_tri.a.x, (double)g_tri.a.y,
           (double)g_tri.b.x, (double)g_tri.b.y, (double)g_tri.c.x, (double)g_tri.c.y,
           (double)g_cap.pos.x, (double)g_cap.pos.y, (double)g_cap.delta.x,
           (double)g_cap.delta.y, (double)g_cap.radius, (double)g_move.x, (double)g_move.y);
}

static double half_in(int lo, int hi) { return rng_int(2 * lo, 2 * hi) / 2.0; }

static long rests, hits;

static void trial(int with_radius)
{
    static const double offsets[3] = {0, 512, 4096};
    double off = offsets[rng_int(0, 2)];
    double ux, uy, ax, ay, bx, by, cx, cy, r = 0, mx, my;
    int k, steps, at;
    isect_vec corner, other1, other2;
    double side1, side2, nx, ny;
    isect_sweep sw;
    isect_shape shape;
    isect_world world;
    size_t index;
    ax = off + half_in(-6, 6);
    ay = off + half_in(-6, 6);
    bx = off + half_in(-6, 6);
    by = off + half_in(-6, 6);
    cx = off + half_in(-6, 6);
    cy = off + half_in(-6, 6);
    g_tri = TRI(ax, ay, bx, by, cx, cy);
    if (tri_flat(g_tri))
        return;
    k = rng_int(0, 2); /* the corner K that the capsule comes to rest on */
    corner = k == 0 ? g_tri.a : k == 1 ? g_tri.b : g_tri.c;
    other1 = k == 0 ? g_tri.b : g_tri.a;
    other2 = k == 2 ? g_tri.b : g_tri.c;
    if (with_radius) {
        int axis = rng_int(0, 1);
        ux = axis ? 0 : 0.5;
        uy = axis ? 0.5 : 0;
        r = half_in(1, 4);
    } else {
        ux = half_in(-2, 2);
        uy = half_in(-2, 2);
        if (ux == 0 && uy == 0)
            return;
    }
    side1 = ux * ((double)other1.y - (double)corner.y) - uy * ((double)other1.x - (double)corner.x);
    side2 = ux * ((double)other2.y - (double)corner.y) - uy * ((double)other2.x - (double)corner.x);
    if (!(side1 * side2 > 0))
        return; /* the triangle must lie wholly on one side of the line */
    /* n: the unit normal of the line, toward the triangle */
    nx = -uy, ny = ux;
    {
        double len = sqrt(nx * nx + ny * ny);
        if (side1 < 0) nx = -nx, ny = -ny;
        nx /= len, ny /= len;
    }
    steps = rng_int(1, 8);
    at = rng_int(0, 2) == 0 ? 0 : rng_int(0, 1) ? steps : rng_int(0, steps);
    mx = half_in(-6, 6);
    my = half_in(-6, 6);
    if (!((mx * -uy + my * ux) * side1 > 0))
        return; /* the motion must come from the other side (exact products) */
    rests++;
    g_move = V(mx, my);
    {
        /* the axis at the end: K - at U - r n (exact: n is along x or y when r > 0) */
        double ex = (double)corner.x - at * ux - r * nx, ey = (double)corner.y - at * uy - r * ny;
        g_cap = CAP(ex - mx, ey - my, steps * ux, steps * uy, r);
    }
    for (k = 0; k < 6; k++) {
        isect_triangle t = tri_order(g_tri, k);
        if (CHECK(!isect_triangle_sweep_capsule(t, g_cap, g_move, &sw)))
            CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(g_cap.pos, g_move)));
        CHECK(!isect_triangle_sweep_capsule(t, g_cap, g_move, NULL));
    }
    shape = isect_shape_triangle(g_tri);
    world.shapes = &shape;
    world.layers = NULL;
    world.count = 1;
    CHECK(!isect_world_sweep_capsule(&world, g_cap, g_move, NULL, &sw, &index));
    /* Further in: a capsule pushed a quarter along n holds the corner a
       quarter inside; a segment moved a quarter further holds it across
       its middle, when the corner is there. */
    if (with_radius || (at > 0 && at < steps)) {
        double fx = with_radius ? mx + 0.25 * nx : 1.25 * mx;
        double fy = with_radius ? my + 0.25 * ny : 1.25 * my;
        if (CHECK(isect_triangle_sweep_capsule(g_tri, g_cap, V(fx, fy), &sw)))
            CHECK(sw.hit.time < 1);
        hits++;
    }
}

static void trial_segment(void) { trial(0); }
static void trial_capsule(void) { trial(1); }

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "a capsule at rest on a corner",
                                 0x5e57c0deULL, 60000, describe);
    property_phase("a segment", trials, trial_segment);
    property_phase("a capsule", trials, trial_capsule);
    printf("rests %ld, pushed further %ld\n", rests, hits);
    CHECK(rests > trials / 10);
    return property_finish(__FILE__);
}
