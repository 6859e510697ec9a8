/* property_segment_corner.c -- a segment (a capsule of radius zero) swept
   past a triangle's corner, its end sliding along the line through that
   corner, enters the triangle when and where the exact geometry says.

   Usage: test-property_segment_corner [seed [trials]]

   Each trial picks a triangle corner K and a direction of motion D, puts
   the rounded end of a moving segment exactly on the line through K along
   D (the end as rounding leaves it, A + E rounded, on that line; the end
   as written, A + E exactly, a rounding step off it, either way), and
   sweeps the segment by D (from a little before the corner, or from the
   corner itself) with isect_triangle_sweep_capsule (and through
   a world of that one triangle). The triangle lies to either side of the
   line; the segment reaches back from its end at any angle. Scales: near
   the origin with coordinates of both signs, pixels, and thousands of
   units out; both precisions.

   When the end passes a corner within a rounding step, whether the
   segment enters at all is decided by that rounding step: a segment has
   no width. So the checks hold the sweep to its own static test,
   isect_triangle_capsule, and to the exact geometry where the two agree:
   - a sweep never passes through: at 256 points of the path before the
     stop (all of them on a miss), the static test says apart, or the
     exact segment is inside by no more than the tolerance (where the
     static test's own rounding decides);
   - the oracle, in long double, clips the exact segment A + tD + sE
     (s in [0, 1]) against the triangle's three edges and finds the first
     time t at which a part of it is strictly inside; where the static test
     also says inside just after that time, the sweep hits, at that time
     within the tolerance;
   - the stop is clear (the static test is false there).
   (The corners and the ends were once read at two different ends of the
   segment, a rounding step apart; about one path in four hundred of this
   kind passed through the triangle, and many more hit late.) */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

typedef long double L;

static isect_triangle g_tri;
static isect_capsule g_seg;
static isect_vec g_delta;
static L g_first;
static int g_scale;

static void describe(void)
{
    printf("  [%s, trial %ld] scale %d: triangle (%a, %a) (%a, %a) (%a, %a), segment from"
           " (%a, %a) by (%a, %a), moving by (%a, %a); oracle's first contact %.17Lg\n",
           k_kind, k_trial, g_scale, (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x,
           (double)g_tri.b.y, (double)g_tri.c.x, (double)g_tri.c.y, (double)g_seg.pos.x,
           (double)g_seg.pos.y, (double)g_seg.delta.x, (double)g_seg.delta.y,
           (double)g_delta.x, (double)g_delta.y, g_first);
}

/* The length of the exact segment at time t that lies strictly inside the
   triangle (0 when it only touches or misses). */
static L inside_length(L t)
{
    L px = (L)g_seg.pos.x + t * g_delta.x, py = (L)g_seg.pos.y + t * g_delta.y;
    L ex = g_seg.delta.x, ey = g_seg.delta.y;
    L k[3][2] = {{g_tri.a.x, g_tri.a.y}, {g_tri.b.x, g_tri.b.y}, {g_tri.c.x, g_tri.c.y}};
    L area = (k[1][0] - k[0][0]) * (k[2][1] - k[0][1]) - (k[1][1] - k[0][1]) * (k[2][0] - k[0][0]);
    L lo = 0, hi = 1;
    int i;
    if (area == 0) return 0;
    for (i = 0; i < 3; i++) { /* keep the part where the side is > 0 (inside) */
        const L *u = k[i], *v = k[(i + 1) % 3];
        L fx = v[0] - u[0], fy = v[1] - u[1];
        L side0 = (fx * (py - u[1]) - fy * (px - u[0])) * (area > 0 ? 1 : -1);
        L rate = (fx * ey - fy * ex) * (area > 0 ? 1 : -1);
        if (rate == 0) {
            if (side0 <= 0) return 0;
        } else {
            L s = -side0 / rate;
            if (rate > 0) { if (s > lo) lo = s; }
            else if (s < hi) hi = s;
        }
    }
    return hi > lo ? (hi - lo) * sqrtl(ex * ex + ey * ey) : 0;
}

/* The first time the exact segment is inside by more than `deep`, or -1;
   then back to the first time it is inside at all (bisection). */
static L first_inside(L deep)
{
    int i, n = 1024;
    L lo, hi;
    for (i = 0; i <= n; i++)
        if (inside_length((L)i / n) > deep) break;
    if (i > n) return -1;
    if (i == 0) return 0;
    lo = (L)(i - 1) / n;
    hi = (L)i / n;
    while (lo > 0 && inside_length(lo) > 0) { /* back up to a time outside */
        hi = lo;
        lo -= (L)1 / n;
        if (lo < 0) lo = 0;
    }
    for (i = 0; i < 100; i++) {
        L mid = (lo + hi) / 2;
        if (inside_length(mid) > 0) hi = mid;
        else lo = mid;
    }
    return hi;
}

static double pick(double lo, double hi, int grid)
{
    double v = lo + (hi - lo) * rng_unit();
    return grid ? floor(v * 4) / 4 : v;
}

static void build(void)
{
    double ox, oy, dx, dy, t0, bx, by;
    isect_vec k, end, e, a;
    int grid = rng_chance(0.5), tries;
    g_scale = rng_int(0, 2);
    ox = g_scale == 0 ? 0 : g_scale == 1 ? rng_int(100, 900) : rng_int(-4000, 4000);
    oy = g_scale == 0 ? 0 : g_scale == 1 ? rng_int(100, 900) : rng_int(-4000, 4000);
    /* the motion: along an axis half the time */
    if (rng_chance(0.5)) {
        double sign = rng_chance(0.5) ? 1 : -1;
        dx = sign * pick(4, 10, 1);
        dy = 0;
        if (rng_chance(0.5)) { dy = dx; dx = 0; }
    } else {
        dx = pick(-8, 8, 1);
        dy = pick(-8, 8, 1);
        if (dx == 0 && dy == 0) dx = 6;
    }
    g_delta = V(dx, dy);
    /* the corner, and the triangle to one side of the line through it
       along D: its other corners on that side, ahead of or behind K */
    {
        double kx = ox + pick(-4, 4, grid); /* one draw a statement: a fixed order */
        k = V(kx, oy + pick(-4, 4, grid));
    }
    {
        double side = rng_chance(0.5) ? 1 : -1, nx = -dy * side, ny = dx * side;
        double len = sqrt(dx * dx + dy * dy);
        double u1 = pick(-3, 3, grid), w1 = pick(0.5, 3, grid);
        double u2 = pick(-3, 3, grid), w2 = pick(0.5, 3, grid);
        isect_vec p = V((double)k.x + (u1 * dx + w1 * nx) / len, (double)k.y + (u1 * dy + w1 * ny) / len);
        isect_vec q = V((double)k.x + (u2 * dx + w2 * nx) / len, (double)k.y + (u2 * dy + w2 * ny) / len);
        g_tri.a = k;
        g_tri.b = p;
        g_tri.c = q;
        if (rng_chance(0.5)) { g_tri.a = p; g_tri.b = k; }
    }
    /* the rounded end on the line through K along D, a little before K */
    t0 = rng_chance(0.2) ? 0 : pick(0.1, 0.6, 0); /* 0: the end starts on the corner */
    bx = (double)k.x - t0 * dx;
    by = (double)k.y - t0 * dy;
    end = V(bx, by);
    if (dx != 0 && dy != 0) { /* on the line exactly: K - t0 D, rounded, may be off it */
        end = V((double)k.x - (double)R(t0 * dx), (double)k.y - (double)R(t0 * dy));
        if ((double)end.x != (double)k.x - (double)R(t0 * dx)
            || (double)end.y != (double)k.y - (double)R(t0 * dy)) end = V(bx, by);
    } else if (dx == 0) {
        end.x = k.x;
    } else {
        end.y = k.y;
    }
    /* the segment reaches back from its end: E, any direction, and A with
       A + E rounding to the end exactly */
    for (tries = 0; tries < 64; tries++) {
        double ang = 2 * 3.14159265358979 * rng_unit(), l = pick(1, 4, 0);
        e = V(l * cos(ang), l * sin(ang));
        a = V((double)end.x - (double)e.x, (double)end.y - (double)e.y);
        if (isect_add(a, e).x == end.x && isect_add(a, e).y == end.y) break;
    }
    g_seg.pos = a;
    g_seg.delta = e;
    g_seg.radius = 0;
}

static void trial(void)
{
    isect_sweep sw, ws;
    bool hit, whit;
    L deep, tol;
    double size;
    isect_world w;
    isect_shape shape;
    build();
    size = fabs((double)g_seg.pos.x) + fabs((double)g_seg.pos.y) + fabs((double)g_tri.a.x)
         + fabs((double)g_tri.a.y) + 16;
    deep = (L)(1024 * REAL_EPS * size);
    tol = (L)(4096 * REAL_EPS * size / vlen(g_delta));
    if (inside_length(0) > 0 || isect_triangle_capsule(g_tri, g_seg, NULL))
        return; /* starts inside: the rule of a start in overlap */
    g_first = first_inside(deep);
    hit = isect_triangle_sweep_capsule(g_tri, g_seg, g_delta, &sw);
    shape = isect_shape_triangle(g_tri);
    w.shapes = &shape;
    w.layers = NULL;
    w.count = 1;
    whit = isect_world_sweep_capsule(&w, g_seg, g_delta, NULL, &ws, NULL);
    CHECK(hit == whit);
    /* never through what the static test calls inside: before the stop,
       at 256 points of the path, the static test says apart */
    {
        int i;
        bool through = false;
        for (i = 0; i < 256 && !through; i++) {
            isect_real t = (isect_real)i / 256;
            isect_capsule at = g_seg;
            if (hit && !(t < sw.time)) break;
            at.pos = isect_add(g_seg.pos, isect_scale(g_delta, t));
            through = isect_triangle_capsule(g_tri, at, NULL) && inside_length((L)t) > deep;
        }
        CHECK(!through);
    }
    /* where the static test, too, sees the segment inside just after the
       oracle's first contact, the sweep hits there */
    if (g_first >= 0 && g_first + 2 * tol < 1) {
        isect_capsule at = g_seg;
        at.pos = isect_add(g_seg.pos, isect_scale(g_delta, (isect_real)(g_first + 2 * tol)));
        if (isect_triangle_capsule(g_tri, at, NULL)) {
            CHECK(hit);
            if (hit) CHECK(fabsl((L)sw.hit.time - g_first) <= tol);
        }
    }
    {
        isect_capsule at = g_seg;
        at.pos = sw.pos;
        CHECK(!isect_triangle_capsule(g_tri, at, NULL));
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "a segment swept past a triangle's corner",
                                 0x5e6c0e7ULL, 200000, describe);
    property_phase("corner on the end's line", trials, trial);
    return property_finish(__FILE__);
}
