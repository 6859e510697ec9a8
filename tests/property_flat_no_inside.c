/* property_flat_no_inside.c -- a shape with no extent across a flat
   triangle's line never overlaps it, and is never stopped by it.

   Usage: test-property_flat_no_inside [seed [trials]]

   A flat triangle is the segment along its longest edge (the book's "A
   flat triangle"). A point has no inside, and neither has a box of zero
   size or a box that is a line along the triangle's own line: none of
   them can overlap the segment, so none can be stopped by it. On the
   triangle's normal both shadows are single numbers; but the triangle's
   shadow is taken from three corners, each a rounded dot product, and in
   float, with corners in the thousands, those products pass 2^24 and the
   three can differ by a rounding step. A point crossing the line was then
   "inside" for that sliver of its path: isect_triangle_sweep_aabb stopped
   a point box in about 1 of 300 crossings at coordinates near 6,000 (an
   audit found it by splitting a sweep in two halves).

   Each trial draws a flat triangle with corners on one line, a point
   plus whole and half multiples of a direction (the triangle must be flat
   as the library decides it: its doubled area, rounded, is zero), moved
   out by up to 8,000 units, where the products of the differences need
   more bits than float has; and a path that crosses the line between the
   triangle's ends. It sweeps along that path:
   - a box of zero size (isect_triangle_sweep_aabb), a circle of radius
     zero (isect_triangle_sweep_circle) and a capsule of radius and length
     zero (isect_triangle_sweep_capsule): never a hit, and the end is the
     end of the path;
   - when the line is along x or y, a box that is a line along it (zero
     height on a level line, zero width on an upright one), moved across
     or along: never a hit;
   and asks the static tests (isect_triangle_aabb, isect_triangle_circle,
   isect_triangle_capsule) at points of the path, including the points
   of the line itself that the path crosses: never an overlap.
   Both precisions. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

static isect_triangle g_tri;
static isect_vec g_start, g_delta, g_half;

static void describe(void)
{
    printf("  [%s, trial %ld] triangle (%a, %a), (%a, %a), (%a, %a); start (%a, %a)"
           " delta (%a, %a) half (%a, %a)\n", k_kind, k_trial, (double)g_tri.a.x,
           (double)g_tri.a.y, (double)g_tri.b.x, (double)g_tri.b.y, (double)g_tri.c.x,
           (double)g_tri.c.y, (double)g_start.x, (double)g_start.y, (double)g_delta.x,
           (double)g_delta.y, (double)g_half.x, (double)g_half.y);
}

static isect_vec on_line(isect_vec a, double dx, double dy, double k)
{
    return V((double)a.x + k * dx, (double)a.y + k * dy);
}

/* A flat triangle whose line has direction (dx, dy); returns 0 when the
   corners, rounded, do not make a flat triangle. */
static int draw_flat(double dx, double dy)
{
    double ox = rng_int(-8000, 8000);
    double oy = rng_int(-8000, 8000);
    isect_vec a;
    ox += rng_int(0, 1) * 0.5;
    oy += rng_int(0, 1) * 0.5;
    a = V(ox, oy);
    double k1 = rng_int(-40, 40) / 2.0, k2 = rng_int(-40, 40) / 2.0;
    g_tri.a = a;
    g_tri.b = on_line(a, dx, dy, k1);
    g_tri.c = on_line(a, dx, dy, k2);
    return tri_area_is_zero(g_tri) && !(k1 == 0 && k2 == 0) && k1 != k2;
}

/* A path that crosses the line at a point between the triangle's ends. */
static void draw_crossing(double dx, double dy)
{
    isect_vec lo = g_tri.a, hi = g_tri.a;
    double u = 0.05 + 0.9 * rng_unit();
    double side = rng_int(1, 400) / 8.0, other = rng_int(1, 400) / 8.0;
    double len = sqrt(dx * dx + dy * dy), nx = -dy / len, ny = dx / len;
    double slide = rng_int(-80, 80) / 4.0;
    double mx, my;
    isect_vec c[3];
    int i;
    c[0] = g_tri.a, c[1] = g_tri.b, c[2] = g_tri.c;
    for (i = 1; i < 3; i++) { /* the two ends: the least and most along the line */
        double t = ((double)c[i].x - g_tri.a.x) * dx + ((double)c[i].y - g_tri.a.y) * dy;
        double tl = ((double)lo.x - g_tri.a.x) * dx + ((double)lo.y - g_tri.a.y) * dy;
        double th = ((double)hi.x - g_tri.a.x) * dx + ((double)hi.y - g_tri.a.y) * dy;
        if (t < tl) lo = c[i];
        if (t > th) hi = c[i];
    }
    mx = (double)lo.x + u * ((double)hi.x - lo.x);
    my = (double)lo.y + u * ((double)hi.y - lo.y);
    g_start = V(mx + side * nx - slide * dx / len, my + side * ny - slide * dy / len);
    g_delta = V(-(side + other) * nx + 2 * slide * dx / len,
                -(side + other) * ny + 2 * slide * dy / len);
}

static long crossings, line_moves;

static void check_still(isect_vec pos)
{
    isect_aabb box;
    isect_circle circle;
    isect_capsule capsule;
    box.pos = pos;
    box.half = g_half;
    circle.pos = pos;
    circle.radius = 0;
    capsule.pos = pos;
    capsule.delta = V(0, 0);
    capsule.radius = 0;
    CHECK(!isect_triangle_aabb(g_tri, box, NULL));
    if (g_half.x == 0 && g_half.y == 0) {
        CHECK(!isect_triangle_circle(g_tri, circle, NULL));
        CHECK(!isect_triangle_capsule(g_tri, capsule, NULL));
    }
}

static void check_sweeps(void)
{
    isect_aabb box;
    isect_sweep s;
    int k;
    box.pos = g_start;
    box.half = g_half;
    CHECK(!isect_triangle_sweep_aabb(g_tri, box, g_delta, &s));
    CHECK(same_vec(s.pos, isect_add(g_start, g_delta)));
    if (g_half.x == 0 && g_half.y == 0) {
        isect_circle circle;
        isect_capsule capsule;
        circle.pos = g_start;
        circle.radius = 0;
        capsule.pos = g_start;
        capsule.delta = V(0, 0);
        capsule.radius = 0;
        CHECK(!isect_triangle_sweep_circle(g_tri, circle, g_delta, &s));
        CHECK(!isect_triangle_sweep_capsule(g_tri, capsule, g_delta, &s));
    }
    for (k = 0; k <= 16; k++)
        check_still(isect_add(g_start, isect_scale(g_delta, (isect_real)k / 16)));
}

static void trial_point(void)
{
    static const int dirs[][2] = {{1, 1}, {2, 1}, {3, 1}, {3, 2}, {4, 3}, {5, 2}, {1, 4},
                                  {7, 3}, {5, 4}, {1, 0}, {0, 1}};
    int d = rng_int(0, (int)(sizeof dirs / sizeof dirs[0]) - 1);
    double sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
    double dx = dirs[d][0] * sx, dy = dirs[d][1] * sy;
    int tries = 0;
    dx *= rng_int(1, 3) / 2.0;
    dy *= rng_int(1, 3) / 2.0;
    while (!draw_flat(dx, dy) && ++tries < 50) {
    }
    if (tries == 50)
        return;
    draw_crossing(dx, dy);
    g_half = V(0, 0);
    crossings++;
    check_sweeps();
    /* the points where the path meets the line, as rounded */
    {
        isect_vec c0 = g_tri.a, c1 = on_line(g_tri.a, dx, dy, rng_int(-40, 40) / 2.0);
        check_still(c0);
        check_still(c1);
    }
}

/* A level or upright flat triangle, and a box that is a line along it. */
static void trial_line(void)
{
    int level = rng_chance(0.5);
    double dx = level ? 1 : 0, dy = level ? 0 : 1;
    double h = rng_int(1, 64) / 4.0;
    int tries = 0;
    for (;;) {
        double kx = rng_int(1, 3);
        double ky = rng_int(1, 3);
        if (draw_flat(dx * kx, dy * ky) || ++tries >= 50)
            break;
    }
    if (tries == 50)
        return;
    g_half = level ? V(h, 0) : V(0, h);
    if (rng_chance(0.5)) {
        draw_crossing(dx, dy); /* across the line */
    } else { /* along the line, on it */
        double s = rng_int(-80, 80) / 4.0;
        g_start = on_line(g_tri.a, dx, dy, rng_int(-40, 40) / 2.0);
        g_delta = V(dx * s, dy * s);
    }
    line_moves++;
    check_sweeps();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_flat_no_inside", 0xF1A7B0CULL, 100000,
                                 describe);
    property_phase("a point across a flat triangle", trials, trial_point);
    property_phase("a line box along a level or upright flat triangle", trials / 2, trial_line);
    printf("crossings %ld, line boxes %ld\n", crossings, line_moves);
    check_current_test = "the cases were drawn";
    CHECK(crossings > trials / 2 && line_moves > trials / 4);
    return property_finish(__FILE__);
}
