/* property_flat_order.c -- a flat triangle gives the same answer, to the last
   bit, in every order of its corners.

   Usage: test-property_flat_order [seed [trials]]

   A flat triangle (corners on one line) is the segment along its longest
   edge, and a segment has no outside of its own: which side a shape centered
   exactly on it leaves by is a tie, and the tie once went by the order the
   corners came in. A box centered on a flat floor was pushed up in three
   orders and down in the other three, so a sweep that started there, moving
   down and sideways, was blocked at time 0 in some orders and free in the
   others (isect_triangle_sweep_aabb; the same for circles, and for the
   triangle tests). The book now puts a flat triangle's corners in one order
   first (*A flat triangle has one order*).

   Each trial draws corners exactly on one line (a half-integer point plus
   whole multiples of a half-integer direction, some of them equal, moved
   out by 0, 512 or 4096, so that every difference and every product of two
   differences is exact in both precisions), and shapes near the line, their
   centers exactly on it half of the time: a box, a circle, a capsule, a real
   triangle, another flat triangle, a point and a move. Then, in each of the
   six orders of the corners, it asks isect_triangle_aabb, _circle, _capsule,
   _triangle (both ways round), isect_nearest_triangle, and the sweeps of a
   box, a circle and a capsule into the triangle (isect_triangle_sweep_aabb,
   _circle, _capsule), and checks that every answer equals the first order's: the
   boolean, and every number of the hit or sweep (a zero's sign aside). */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#include <string.h>

static isect_triangle g_tri, g_real, g_flat2;
static isect_aabb g_box;
static isect_circle g_circle;
static isect_capsule g_cap;
static isect_vec g_point, g_move;

static void describe(void)
{
    printf("  [%s, trial %ld] triangle (%a, %a), (%a, %a), (%a, %a)\n", k_kind, k_trial,
           (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x, (double)g_tri.b.y,
           (double)g_tri.c.x, (double)g_tri.c.y);
    printf("    box (%a, %a) half (%a, %a); circle (%a, %a) r %a; capsule (%a, %a) + (%a, %a)"
           " r %a\n", (double)g_box.pos.x, (double)g_box.pos.y, (double)g_box.half.x,
           (double)g_box.half.y, (double)g_circle.pos.x, (double)g_circle.pos.y,
           (double)g_circle.radius, (double)g_cap.pos.x, (double)g_cap.pos.y,
           (double)g_cap.delta.x, (double)g_cap.delta.y, (double)g_cap.radius);
    printf("    real (%a, %a), (%a, %a), (%a, %a); flat (%a, %a), (%a, %a), (%a, %a)\n",
           (double)g_real.a.x, (double)g_real.a.y, (double)g_real.b.x, (double)g_real.b.y,
           (double)g_real.c.x, (double)g_real.c.y, (double)g_flat2.a.x, (double)g_flat2.a.y,
           (double)g_flat2.b.x, (double)g_flat2.b.y, (double)g_flat2.c.x,
           (double)g_flat2.c.y);
    printf("    point (%a, %a); move (%a, %a)\n", (double)g_point.x, (double)g_point.y,
           (double)g_move.x, (double)g_move.y);
}

/* One answer of one function in one order. */
typedef struct {
    int yes;
    isect_sweep s; /* a static test's hit is s.hit */
} answer;

enum { T_AABB, T_CIRCLE, T_CAPSULE, T_REAL, T_REAL_SWAPPED, T_FLAT, T_FLAT_SWAPPED,
       T_NEAREST, T_SWEEP_AABB, T_SWEEP_CIRCLE, T_SWEEP_CAPSULE, T_COUNT };

static const char *const t_name[T_COUNT] = {
    "isect_triangle_aabb", "isect_triangle_circle", "isect_triangle_capsule",
    "isect_triangle_triangle (flat, real)", "isect_triangle_triangle (real, flat)",
    "isect_triangle_triangle (flat, flat)", "isect_triangle_triangle (flat, flat) swapped",
    "isect_nearest_triangle", "isect_triangle_sweep_aabb", "isect_triangle_sweep_circle",
    "isect_triangle_sweep_capsule"};

static long hits[T_COUNT];
static long shown; /* failures whose two answers were printed */

static void ask(isect_triangle t, answer *a)
{
    int i;
    memset(a, 0, sizeof *a * T_COUNT);
    a[T_AABB].yes = isect_triangle_aabb(t, g_box, &a[T_AABB].s.hit);
    a[T_CIRCLE].yes = isect_triangle_circle(t, g_circle, &a[T_CIRCLE].s.hit);
    a[T_CAPSULE].yes = isect_triangle_capsule(t, g_cap, &a[T_CAPSULE].s.hit);
    a[T_REAL].yes = isect_triangle_triangle(t, g_real, &a[T_REAL].s.hit);
    a[T_REAL_SWAPPED].yes = isect_triangle_triangle(g_real, t, &a[T_REAL_SWAPPED].s.hit);
    a[T_FLAT].yes = isect_triangle_triangle(t, g_flat2, &a[T_FLAT].s.hit);
    a[T_FLAT_SWAPPED].yes = isect_triangle_triangle(g_flat2, t, &a[T_FLAT_SWAPPED].s.hit);
    a[T_NEAREST].yes = 1;
    a[T_NEAREST].s.pos = isect_nearest_triangle(t, g_point);
    a[T_SWEEP_AABB].yes = isect_triangle_sweep_aabb(t, g_box, g_move, &a[T_SWEEP_AABB].s);
    a[T_SWEEP_CIRCLE].yes =
        isect_triangle_sweep_circle(t, g_circle, g_move, &a[T_SWEEP_CIRCLE].s);
    a[T_SWEEP_CAPSULE].yes =
        isect_triangle_sweep_capsule(t, g_cap, g_move, &a[T_SWEEP_CAPSULE].s);
    /* a static miss leaves its hit unwritten: compare only the booleans */
    for (i = T_AABB; i <= T_FLAT_SWAPPED; i++)
        if (!a[i].yes) memset(&a[i].s, 0, sizeof a[i].s);
}

/* Equal numbers (a zero's sign aside: (0, -1) and (-0, -1) are one normal). */
static int same_sweep(const isect_sweep *a, const isect_sweep *b)
{
    return same_vec(a->hit.pos, b->hit.pos) && same_vec(a->hit.normal, b->hit.normal)
        && same_vec(a->hit.delta, b->hit.delta) && a->hit.time == b->hit.time
        && same_vec(a->pos, b->pos) && a->time == b->time;
}

static void check_orders(void)
{
    answer first[T_COUNT], other[T_COUNT];
    int k, i;
    ask(g_tri, first);
    for (i = 0; i < T_COUNT; i++) hits[i] += first[i].yes;
    for (k = 1; k < 6; k++) {
        ask(tri_order(g_tri, k), other);
        for (i = 0; i < T_COUNT; i++) {
            int same = other[i].yes == first[i].yes && same_sweep(&other[i].s, &first[i].s);
            if (!CHECK(same) && ++shown <= 8)
                printf("    %s, order %d: %d (%a, %a) time %a, first order: %d (%a, %a)"
                       " time %a\n", t_name[i], k, other[i].yes, (double)other[i].s.hit.normal.x,
                       (double)other[i].s.hit.normal.y, (double)other[i].s.time,
                       first[i].yes, (double)first[i].s.hit.normal.x,
                       (double)first[i].s.hit.normal.y, (double)first[i].s.time);
        }
    }
}

static double half_in(int lo, int hi) { return rng_int(2 * lo, 2 * hi) / 2.0; }

/* A point of the line p + s d, s a multiple of a half, moved off the line by
   a half-integer vector half of the time. */
static isect_vec near_line(isect_vec p, isect_vec d)
{
    double s = half_in(-8, 8);
    double ox = rng_chance(0.5) ? 0.0 : half_in(-3, 3);
    double oy = rng_chance(0.5) ? 0.0 : half_in(-3, 3);
    return V((double)p.x + s * (double)d.x + ox, (double)p.y + s * (double)d.y + oy);
}

static isect_triangle flat_on(isect_vec p, isect_vec d)
{
    int k0 = rng_int(-6, 6);
    int k1 = rng_chance(0.15) ? k0 : rng_int(-6, 6);
    int k2 = rng_chance(0.15) ? k1 : rng_int(-6, 6);
    return TRI((double)p.x + k0 * (double)d.x, (double)p.y + k0 * (double)d.y,
               (double)p.x + k1 * (double)d.x, (double)p.y + k1 * (double)d.y,
               (double)p.x + k2 * (double)d.x, (double)p.y + k2 * (double)d.y);
}

static void trial(void)
{
    static const double offsets[3] = {0, 512, 4096};
    double off = offsets[rng_int(0, 2)];
    double px = off + half_in(-16, 16);
    double py = off + half_in(-16, 16);
    double dx = half_in(-3, 3);
    double dy = rng_chance(0.3) ? 0.0 : half_in(-3, 3);
    isect_vec p = V(px, py), d = V(dx, dy), c;
    double u, v, w, z;
    g_tri = flat_on(p, d);
    c = near_line(p, d);
    u = half_in(0, 4);
    v = half_in(0, 4);
    g_box = BOX((double)c.x, (double)c.y, u, v);
    c = near_line(p, d);
    g_circle = CIRC((double)c.x, (double)c.y, half_in(0, 4));
    c = near_line(p, d);
    u = half_in(-4, 4);
    v = half_in(-4, 4);
    g_cap = CAP((double)c.x, (double)c.y, u, v, half_in(0, 3));
    c = near_line(p, d);
    u = half_in(-5, 5);
    v = half_in(-5, 5);
    w = half_in(-5, 5);
    z = half_in(-5, 5);
    g_real = TRI((double)c.x, (double)c.y, (double)c.x + u, (double)c.y + v,
                 (double)c.x + w, (double)c.y + z);
    c = near_line(p, d);
    u = half_in(-3, 3);
    v = half_in(-3, 3);
    g_flat2 = flat_on(c, V(u, v));
    g_point = near_line(p, d);
    u = half_in(-6, 6);
    v = half_in(-6, 6);
    g_move = V(u, v);
    if (rng_chance(0.2)) g_move = V(3 * dx, 3 * dy); /* along the line */
    check_orders();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "a flat triangle in every order",
                                 0xf1a70bdeULL, 100000, describe);
    int i;
    property_phase("on a line", trials, trial);
    printf("answers yes in the first order:");
    for (i = 0; i < T_COUNT; i++) printf(" %ld", hits[i]);
    printf("\n");
    for (i = 0; i < T_COUNT; i++) CHECK(hits[i] > trials / 100);
    return property_finish(__FILE__);
}
