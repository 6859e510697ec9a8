/* property_short_edge.c -- a segment that enters a triangle through a short
   edge, from far away, hits on that edge (intersect.nw, "Dividing only when
   it is safe").

   The class: the entry time through an edge is -s0 / rate. Built from the
   two corners' sides of the segment's line, D x (U - P) - D x (V - P), the
   rate of a short edge far from the start P loses the edge's length to
   rounding (each product is as large as |D| |U - P|), and the time, with the
   contact point, lands off the triangle. The fuzzer found one in double: an
   edge 3.6e-10 long, a start 119 away, a contact point 0.0018 off the
   triangle.

   Each trial draws a triangle U, V, W with a short edge UV (a part 10^-1 to
   10^-10 in double, 10^-1 to 10^-4 in float, of the triangle's size) at the
   three scales of a game, and a segment from a start 1 to 1000 sizes away
   through a point Q of UV (a corner exactly half of the time), ending past
   it. Checks:
   - isect_triangle_segment, isect_triangle_sweep_circle with a circle of
     radius 0 and isect_world_cast give the same answer;
   - on a hit: the contact point lies on the triangle (its distance to the
     triangle's edges at most tol), it is start + time * delta, and, for a
     Q inside the edge, the time is at most the time of Q (the path is
     inside just after Q);
   - the hit's normal is a unit vector against the motion, or any unit
     vector at time 0.
   tol = 64 epsilon (1 + the largest coordinate). Both precisions. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

static isect_triangle k_tri;
static isect_vec k_start, k_delta, k_q;
static int k_scale, k_corner; /* Q: corner U (0), corner V (1), or inside UV */

static void describe(void)
{
    printf("    trial %ld, scale %s: triangle (%a, %a) (%a, %a) (%a, %a),"
           " segment from (%a, %a) by (%a, %a) through (%a, %a)\n",
           k_trial, scale_label(k_scale), (double)k_tri.a.x, (double)k_tri.a.y,
           (double)k_tri.b.x, (double)k_tri.b.y, (double)k_tri.c.x, (double)k_tri.c.y,
           (double)k_start.x, (double)k_start.y, (double)k_delta.x, (double)k_delta.y,
           (double)k_q.x, (double)k_q.y);
}

static double edge_distance(isect_triangle t, isect_vec p)
{
    double d1 = seg_dist((double)t.a.x, (double)t.a.y, (double)t.b.x, (double)t.b.y,
                         (double)p.x, (double)p.y);
    double d2 = seg_dist((double)t.b.x, (double)t.b.y, (double)t.c.x, (double)t.c.y,
                         (double)p.x, (double)p.y);
    double d3 = seg_dist((double)t.c.x, (double)t.c.y, (double)t.a.x, (double)t.a.y,
                         (double)p.x, (double)p.y);
    return fmin(d1, fmin(d2, d3));
}

static void trial(void)
{
    double size, part, ang, far, f, cx, cy, a2;
    isect_hit h;
    isect_sweep s;
    isect_world w;
    isect_shape shape;
    isect_circle dot;
    size_t index = 99;
    bool got, got_sweep, got_cast;
    double tol, m;
    k_scale = (int)(k_trial % GAME_SCALES);
    size = 4 * scale_size(k_scale);
#ifdef ISECT_FLOAT
    part = pow(10, -1 - 3 * rng_unit());
#else
    part = pow(10, -1 - 9 * rng_unit());
#endif
    cx = scale_coord(k_scale);
    cy = scale_coord(k_scale);
    ang = 2 * 3.14159265358979 * rng_unit();
    k_tri.a = V(cx, cy);
    k_tri.b = V(cx + size * part * cos(ang), cy + size * part * sin(ang));
    a2 = rng_chance(0.5) ? 1 : -1;
    a2 = ang + a2 * (0.3 + 2.5 * rng_unit());
    k_tri.c = V(cx + size * cos(a2), cy + size * sin(a2));
    /* Q on the short edge, a corner half of the time */
    k_corner = rng_int(0, 3);
    k_q = k_corner == 0 ? k_tri.a : k_corner == 1 ? k_tri.b
        : along(k_tri.a, k_tri.b, 0.05 + 0.9 * rng_unit());
    {
        /* from the outer side of UV: turn away from W */
        double ex = (double)k_tri.b.x - (double)k_tri.a.x, ey = (double)k_tri.b.y - (double)k_tri.a.y;
        double nx = -ey, ny = ex, wx = (double)k_tri.c.x - (double)k_tri.a.x;
        double wy = (double)k_tri.c.y - (double)k_tri.a.y, len, dir, sx, sy;
        if (nx * wx + ny * wy > 0)
            nx = -nx, ny = -ny;
        len = sqrt(nx * nx + ny * ny);
        dir = (2 * rng_unit() - 1) * 1.4; /* up to 80 degrees off the normal */
        sx = (nx * cos(dir) - ny * sin(dir)) / len;
        sy = (nx * sin(dir) + ny * cos(dir)) / len;
        far = size * pow(10, 3 * rng_unit());
        k_start = V((double)k_q.x + sx * far, (double)k_q.y + sy * far);
    }
    f = 1 + rng_unit();
    k_delta = V(((double)k_q.x - (double)k_start.x) * f, ((double)k_q.y - (double)k_start.y) * f);
    m = maxabs(maxabs(maxabs(0, k_tri.a), k_tri.c), k_start);
    m = maxabs(m, isect_add(k_start, k_delta));
    tol = 64 * REAL_EPS * (1 + m);

    got = isect_triangle_segment(k_tri, k_start, k_delta, &h);
    CHECK(got == isect_triangle_segment(k_tri, k_start, k_delta, NULL));
    dot.pos = k_start;
    dot.radius = 0;
    got_sweep = isect_triangle_sweep_circle(k_tri, dot, k_delta, &s);
    CHECK(got_sweep == got);
    shape = isect_shape_triangle(k_tri);
    w.shapes = &shape;
    w.layers = NULL;
    w.count = 1;
    got_cast = isect_world_cast(&w, k_start, k_delta, NULL, NULL, &index);
    CHECK(got_cast == got);
    if (!got)
        return;
    CHECK(hit_finite(h) && is_unit(h.normal));
    CHECK(h.time >= 0 && h.time <= 1);
    CHECK(edge_distance(k_tri, h.pos) <= tol);
    CHECK(vdist(h.pos, isect_add(k_start, isect_scale(k_delta, h.time))) <= tol);
    /* Q inside the edge is at time 1 / f on the path, and the path is
       inside just after it: it has entered by then (through a corner it
       may pass outside the triangle and enter later, or not at all) */
    if (k_corner >= 2)
        CHECK((double)h.time * vlen(k_delta) <= vlen(k_delta) / f + tol);
    if (h.time > 0)
        CHECK(isect_dot(h.normal, k_delta) < 0);
    CHECK(edge_distance(k_tri, s.hit.pos) <= tol);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_short_edge", 0x5407ed9eULL, 100000, describe);
    property_phase("short edge", trials, trial);
    return property_finish("tests/property_short_edge.c");
}
