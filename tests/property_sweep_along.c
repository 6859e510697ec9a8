/* property_sweep_along.c -- a sweep that starts overlapping and moves exactly
   along the surface at the contact is never blocked; one that moves into it
   is blocked at time 0 ("Starting in contact").

   Usage: test-property_sweep_along [seed [trials]]

   The contacts here all have round or slanted normals, the ones a rounded
   unit vector only approximates: circle against circle, a box's corner
   against a circle (either one moving), the side band and the end circles
   of a capsule (either one moving), the edges and corners of a triangle
   against a circle, a box's corner a little inside a triangle's slanted
   edge, and the same through a world sweep. Every case is built on a grid of
   quarter units, moved by an offset of a game's size (none, pixels, or
   thousands of units), so that the direction M from the static shape's
   nearest feature to the moving one is exact, and the move D is exactly
   at right angles to it: D = k (-M_y, M_x), with k a power of two, or, on
   a capsule's side or a triangle's edge, D = k times that edge. Then:

   - "along": the sweep must not be blocked: false, time 1, the whole move.
     (With the rounded normal, D . N came out a rounding step below zero in
     about one case in sixteen, and the shape was stuck at time 0.)
   - "into": D minus M/8 (into the static shape by an eighth of the
     contact's direction per unit): blocked at time 0, at the start. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

enum { CIRCLE_CIRCLE, BOX_CIRCLE, CIRCLE_BOX, CAPSULE_CIRCLE, CIRCLE_CAPSULE,
       TRIANGLE_CIRCLE, TRIANGLE_BOX, WORLD_CIRCLE, KINDS };

static const char *kind_name[KINDS] = {
    "circle vs moving circle", "box corner vs moving circle", "circle vs moving box's corner",
    "capsule vs moving circle", "circle vs moving capsule", "triangle vs moving circle",
    "triangle's slanted edge vs moving box's corner", "world of one shape vs moving circle"};

static int g_kind, g_into;
static double g_ox, g_oy;
static isect_shape g_still;
static isect_vec g_start, g_delta, g_half, g_axis;
static isect_real g_radius;

static void describe(void)
{
    printf("  [%s, trial %ld] %s, %s: offset (%g, %g), still kind %d, moving from (%a, %a)"
           " radius %a half (%a, %a) axis (%a, %a) by (%a, %a)\n",
           k_kind, k_trial, kind_name[g_kind], g_into ? "into" : "along", g_ox, g_oy,
           (int)g_still.kind, (double)g_start.x, (double)g_start.y, (double)g_radius,
           (double)g_half.x, (double)g_half.y, (double)g_axis.x, (double)g_axis.y,
           (double)g_delta.x, (double)g_delta.y);
}

static double quarter(int lo, int hi) { return rng_int(4 * lo, 4 * hi) / 4.0; }

/* A move at right angles to m, or along e when e is given: a power of two
   times it, either way round. "into" adds -m/8. */
static isect_vec along_or_into(double mx, double my, double ex, double ey)
{
    double k = ldexp(1, rng_int(-2, 1));
    if (rng_chance(0.5)) k = -k;
    double dx = ex != 0 || ey != 0 ? k * ex : -k * my;
    double dy = ex != 0 || ey != 0 ? k * ey : k * mx;
    if (g_into) {
        dx -= mx / 8;
        dy -= my / 8;
    }
    return V(dx, dy);
}

/* Builds one case; returns 0 when the draw does not make the contact
   wanted (it is then drawn again). */
static int build(void)
{
    double cx = quarter(-8, 8), cy = quarter(-8, 8);
    g_radius = 0;
    g_half = g_axis = V(0, 0);
    switch (g_kind) {
    case CIRCLE_CIRCLE:
    case WORLD_CIRCLE: {
        double r1 = quarter(1, 6), r2 = quarter(1, 6);
        double mx = quarter(-8, 8), my = quarter(-8, 8);
        if ((mx == 0 && my == 0) || mx * mx + my * my >= (r1 + r2) * (r1 + r2)) return 0;
        g_still = isect_shape_circle(CIRC(g_ox + cx, g_oy + cy, r1));
        g_start = V(g_ox + cx + mx, g_oy + cy + my);
        g_radius = R(r2);
        g_delta = along_or_into(mx, my, 0, 0);
        return 1;
    }
    case BOX_CIRCLE: { /* the circle's center beyond a corner of the box */
        double hx = quarter(1, 4), hy = quarter(1, 4), r = quarter(1, 6);
        double mx = quarter(-6, 6), my = quarter(-6, 6);
        double sx = mx < 0 ? -1 : 1, sy = my < 0 ? -1 : 1;
        if (mx == 0 || my == 0 || mx * mx + my * my >= r * r) return 0;
        g_still = isect_shape_aabb(BOX(g_ox + cx, g_oy + cy, hx, hy));
        g_start = V(g_ox + cx + sx * hx + mx, g_oy + cy + sy * hy + my);
        g_radius = R(r);
        g_delta = along_or_into(mx, my, 0, 0);
        return 1;
    }
    case CIRCLE_BOX: { /* a corner of the moving box inside the circle, the
                          circle's center beyond that corner */
        double hx = quarter(1, 4), hy = quarter(1, 4), r = quarter(1, 6);
        double mx = quarter(-6, 6), my = quarter(-6, 6); /* corner - center */
        double sx = mx < 0 ? -1 : 1, sy = my < 0 ? -1 : 1;
        if (mx == 0 || my == 0 || mx * mx + my * my >= r * r) return 0;
        g_still = isect_shape_circle(CIRC(g_ox + cx, g_oy + cy, r));
        g_start = V(g_ox + cx + mx + sx * hx, g_oy + cy + my + sy * hy);
        g_half = V(hx, hy);
        g_delta = along_or_into(mx, my, 0, 0);
        return 1;
    }
    case CAPSULE_CIRCLE:
    case CIRCLE_CAPSULE: {
        double ax = quarter(-6, 6), ay = quarter(-6, 6), rc = quarter(1, 4), r = quarter(1, 4);
        double px = quarter(-10, 10), py = quarter(-10, 10); /* other center - A */
        double len2 = ax * ax + ay * ay, t = px * ax + py * ay, c = ax * py - ay * px;
        double reach = rc + r;
        if (len2 == 0) return 0;
        if (t > 0 && t < len2) { /* the side band: the move runs along the axis */
            double mx = -ay * (c > 0 ? 1 : -1), my = ax * (c > 0 ? 1 : -1);
            if (c == 0 || c * c >= reach * reach * len2) return 0;
            if (g_kind == CIRCLE_CAPSULE) { mx = -mx; my = -my; }
            g_delta = along_or_into(mx, my, ax, ay);
        } else { /* an end circle: at right angles to the end-to-center line */
            double ex = t <= 0 ? px : px - ax, ey = t <= 0 ? py : py - ay;
            if ((t <= 0 && t == 0) || (t >= len2 && t == len2)) return 0; /* on the band's edge */
            if (ex * ex + ey * ey >= reach * reach || (ex == 0 && ey == 0)) return 0;
            if (g_kind == CIRCLE_CAPSULE) { ex = -ex; ey = -ey; }
            g_delta = along_or_into(ex, ey, 0, 0);
        }
        if (g_kind == CAPSULE_CIRCLE) {
            g_still = isect_shape_capsule(CAP(g_ox + cx, g_oy + cy, ax, ay, rc));
            g_start = V(g_ox + cx + px, g_oy + cy + py);
            g_radius = R(r);
        } else { /* the circle stands at P; the capsule moves, its A at P - p */
            g_still = isect_shape_circle(CIRC(g_ox + cx + px, g_oy + cy + py, r));
            g_start = V(g_ox + cx, g_oy + cy);
            g_axis = V(ax, ay);
            g_radius = R(rc);
        }
        return 1;
    }
    case TRIANGLE_CIRCLE: {
        /* a triangle with corners on the grid; the circle's center in the
           outer region of one edge (D along the edge) or one corner (D at
           right angles to corner-to-center) */
        double t[6], px = quarter(-10, 10), py = quarter(-10, 10), r = quarter(1, 4);
        double area;
        int i, e;
        for (i = 0; i < 6; i++) t[i] = quarter(-6, 6);
        area = (t[2] - t[0]) * (t[5] - t[1]) - (t[3] - t[1]) * (t[4] - t[0]);
        if (area == 0) return 0;
        if (area < 0) { /* counter-clockwise in the usual axes */
            double sx = t[2], sy = t[3];
            t[2] = t[4]; t[3] = t[5]; t[4] = sx; t[5] = sy;
        }
        e = rng_int(0, 2);
        {
            double ax = t[2 * e], ay = t[2 * e + 1];
            double bx = t[2 * ((e + 1) % 3)], by = t[2 * ((e + 1) % 3) + 1];
            double zx = t[2 * ((e + 2) % 3)], zy = t[2 * ((e + 2) % 3) + 1];
            double ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey;
            double qx = px - ax, qy = py - ay;
            double s = qx * ex + qy * ey, c = ex * qy - ey * qx; /* c < 0: outside */
            if (c < 0 && s > 0 && s < len2) { /* beyond edge e, within its length */
                if (c * c >= r * r * len2) return 0;
                g_delta = along_or_into(ey, -ex, ex, ey); /* out: (e_y, -e_x) */
            } else { /* corner A's region: behind both edges that meet there */
                double fx = ax - zx, fy = ay - zy; /* the edge from Z into A */
                if (!(qx * ex + qy * ey < 0 && qx * fx + qy * fy > 0)) return 0;
                if (qx * qx + qy * qy >= r * r) return 0;
                g_delta = along_or_into(qx, qy, 0, 0);
            }
        }
        g_still = isect_shape_triangle(TRI(g_ox + cx + t[0], g_oy + cy + t[1], g_ox + cx + t[2],
                                           g_oy + cy + t[3], g_ox + cx + t[4], g_oy + cy + t[5]));
        g_start = V(g_ox + cx + px, g_oy + cy + py);
        g_radius = R(r);
        return 1;
    }
    case TRIANGLE_BOX: {
        /* a big triangle; a corner of a small box a little inside one of
           its slanted edges, near the edge's middle, the rest of the box
           outside: the box leaves across that edge, and D runs along it */
        double t[6], area, ex, ey, hx = quarter(1, 2), hy = quarter(1, 2);
        double ax, ay, qx, qy, c, along, len2, bx, by;
        int i, e;
        for (i = 0; i < 6; i++) t[i] = quarter(-24, 24);
        area = (t[2] - t[0]) * (t[5] - t[1]) - (t[3] - t[1]) * (t[4] - t[0]);
        if (area == 0) return 0;
        if (area < 0) {
            double sx = t[2], sy = t[3];
            t[2] = t[4]; t[3] = t[5]; t[4] = sx; t[5] = sy;
        }
        e = rng_int(0, 2);
        ax = t[2 * e];
        ay = t[2 * e + 1];
        ex = t[2 * ((e + 1) % 3)] - ax;
        ey = t[2 * ((e + 1) % 3) + 1] - ay;
        len2 = ex * ex + ey * ey;
        if (ex == 0 || ey == 0) return 0; /* an axis: its normal is exact */
        /* the corner of the box that reaches furthest across the edge,
           toward the inside, the left of the edge: (-e_y, e_x) */
        qx = ax + ex / 2 + rng_int(-4, 4) / 16.0; /* near the middle */
        qy = ay + ey / 2 + rng_int(-4, 4) / 16.0;
        along = (qx - ax) * ex + (qy - ay) * ey;
        c = ex * (qy - ay) - ey * (qx - ax); /* > 0: inside the edge's line */
        if (!(along > len2 / 3 && along < 2 * len2 / 3)) return 0;
        if (!(c > 0 && c * c < len2 / 64)) return 0; /* in by less than an eighth */
        bx = qx - (-ey > 0 ? 1 : -1) * hx; /* the box's center, across from Q */
        by = qy - (ex > 0 ? 1 : -1) * hy;
        for (i = 0; i < 3; i++) /* no corner of the triangle in or on the box */
            if (fabs(t[2 * i] - bx) <= hx && fabs(t[2 * i + 1] - by) <= hy) return 0;
        if (2 * hx > sqrt(len2) / 8 || 2 * hy > sqrt(len2) / 8) return 0;
        g_still = isect_shape_triangle(TRI(g_ox + t[0], g_oy + t[1], g_ox + t[2], g_oy + t[3],
                                           g_ox + t[4], g_oy + t[5]));
        g_start = V(g_ox + bx, g_oy + by);
        g_half = V(hx, hy);
        g_delta = along_or_into(ey, -ex, ex, ey);
        return 1;
    }
    }
    return 0;
}

static bool sweep(isect_sweep *sw)
{
    isect_circle c;
    isect_aabb b;
    c.pos = g_start;
    c.radius = g_radius;
    b.pos = g_start;
    b.half = g_half;
    switch (g_kind) {
    case CIRCLE_CIRCLE: return isect_circle_sweep_circle(g_still.as.circle, c, g_delta, sw);
    case BOX_CIRCLE: return isect_aabb_sweep_circle(g_still.as.aabb, c, g_delta, sw);
    case CIRCLE_BOX: return isect_circle_sweep_aabb(g_still.as.circle, b, g_delta, sw);
    case CAPSULE_CIRCLE: return isect_capsule_sweep_circle(g_still.as.capsule, c, g_delta, sw);
    case CIRCLE_CAPSULE: {
        isect_capsule m;
        m.pos = g_start;
        m.delta = g_axis;
        m.radius = g_radius;
        return isect_circle_sweep_capsule(g_still.as.circle, m, g_delta, sw);
    }
    case TRIANGLE_CIRCLE: return isect_triangle_sweep_circle(g_still.as.triangle, c, g_delta, sw);
    case TRIANGLE_BOX: return isect_triangle_sweep_aabb(g_still.as.triangle, b, g_delta, sw);
    default: {
        isect_world w;
        w.shapes = &g_still;
        w.layers = NULL;
        w.count = 1;
        return isect_world_sweep_circle(&w, c, g_delta, NULL, sw, NULL);
    }
    }
}

static void trial(void)
{
    static const double offsets[3] = {0, 1000, 4096};
    isect_sweep sw;
    bool hit;
    int tries = 0;
    g_kind = (int)(k_trial % KINDS);
    g_into = (int)((k_trial / KINDS) % 2);
    g_ox = offsets[rng_int(0, 2)];
    if (rng_chance(0.5)) g_ox = -g_ox;
    g_oy = offsets[rng_int(0, 2)];
    if (rng_chance(0.5)) g_oy = -g_oy;
    if (g_kind == WORLD_CIRCLE) { /* one shape of any of the round kinds */
        g_kind = (int)(rng_int(0, 2) == 0 ? CIRCLE_CIRCLE
                       : rng_chance(0.5) ? CAPSULE_CIRCLE : TRIANGLE_CIRCLE);
        while (!build()) tries++;
        g_kind = WORLD_CIRCLE;
    } else {
        while (!build()) tries++;
    }
    (void)tries;
    hit = sweep(&sw);
    if (g_into) {
        CHECK(hit);
        CHECK(sw.time == 0);
        CHECK(same_vec(sw.pos, g_start));
    } else {
        CHECK(!hit);
        CHECK(sw.time == 1);
        CHECK(same_vec(sw.pos, isect_add(g_start, g_delta)));
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "moving along a round contact is not blocked",
                                 0xa10a6ULL, 800000, describe);
    property_phase("along and into", trials, trial);
    return property_finish(__FILE__);
}
