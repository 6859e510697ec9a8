/* property_sweeps_grid.c -- every sweep against its own static test, on
   exact inputs: shapes on a grid of halves, at the origin and moved by
   16, 1024, 65536, -4096 and 10^6 (8192 in float), so that every point
   start + (k/8) delta of a path is exact too, and every question of
   touching has an exact answer the library must give.

   Properties:
   - a sweep that starts clear and misses never passes through: the
     static test says no at the nine points k/8 of the path (the thing a
     game loop sees as tunnelling);
   - a sweep that hits after its start stops outside: the static test says
     no at sweep.pos;
   - a sweep and its mirror (the other shape moving, by -delta) agree on
     hit or miss, when they start clear;
   - the static tests agree with each other where the shapes say they
     must: a test and the same test with its shapes swapped; a capsule of
     zero length and the circle it is; a point test and its contains test;
     two capsules and the axis of one against the other grown by its
     radius; a circle against a segment, three ways; a box cut in two
     triangles along a diagonal.

   Phases: "grid" draws every shape and motion at random on the grid;
   "along its own line" moves a segment or a capsule along its own axis,
   with a corner of a triangle on that line and a box and a circle resting
   on it (issue 12: a segment that slid along its line onto a triangle's
   corner went through the triangle, because the corner's contact, at
   right angles to the motion, won a tie with the end's entry, and the
   sweep then threw it away).

   A third phase, "slivers", leaves the grid: triangles a rounding error
   or two from flat, segments and capsules crossing them. There only what
   needs no exact answer is checked: a sweep from a clear start stops
   outside, and gives up its whole motion (time 0) only for a contact it
   moves into (a segment that crossed a sliver's corner was stopped at its
   start, with a normal along the motion: the corner pieces of
   isect_triangle_sweep_capsule took the sliver for flat, the static test
   did not). The grid phases check that too.

   Usage: test-property_sweeps_grid [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

static double g_offset;
static isect_aabb g_box, g_box2;
static isect_circle g_circ, g_circ2;
static isect_capsule g_cap, g_cap2;
static isect_triangle g_tri, g_tri2;
static isect_vec g_delta;

static void describe(void)
{
    printf("    %s trial %ld, offset %.17g\n", k_kind, k_trial, g_offset);
    printf("    box (%.17g, %.17g) half (%.17g, %.17g); box2 (%.17g, %.17g) half (%.17g, %.17g)\n",
           (double)g_box.pos.x, (double)g_box.pos.y, (double)g_box.half.x, (double)g_box.half.y,
           (double)g_box2.pos.x, (double)g_box2.pos.y, (double)g_box2.half.x,
           (double)g_box2.half.y);
    printf("    circle (%.17g, %.17g) r %.17g; circle2 (%.17g, %.17g) r %.17g\n",
           (double)g_circ.pos.x, (double)g_circ.pos.y, (double)g_circ.radius,
           (double)g_circ2.pos.x, (double)g_circ2.pos.y, (double)g_circ2.radius);
    printf("    capsule (%.17g, %.17g) delta (%.17g, %.17g) r %.17g;"
           " capsule2 (%.17g, %.17g) delta (%.17g, %.17g) r %.17g\n",
           (double)g_cap.pos.x, (double)g_cap.pos.y, (double)g_cap.delta.x,
           (double)g_cap.delta.y, (double)g_cap.radius, (double)g_cap2.pos.x,
           (double)g_cap2.pos.y, (double)g_cap2.delta.x, (double)g_cap2.delta.y,
           (double)g_cap2.radius);
    printf("    triangle (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g);"
           " triangle2 (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g)\n",
           (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x, (double)g_tri.b.y,
           (double)g_tri.c.x, (double)g_tri.c.y, (double)g_tri2.a.x, (double)g_tri2.a.y,
           (double)g_tri2.b.x, (double)g_tri2.b.y, (double)g_tri2.c.x, (double)g_tri2.c.y);
    printf("    delta (%.17g, %.17g)\n", (double)g_delta.x, (double)g_delta.y);
}

/* ---- the grid ------------------------------------------------------------ */

static isect_real halves(int range) { return (isect_real)(rng_int(-range, range) * 0.5); }
static isect_real coord(int range) { return (isect_real)(g_offset + halves(range)); }
static isect_vec point(int range)
{
    isect_real x = coord(range); /* one draw a statement: in a call's */
    isect_real y = coord(range); /* arguments the order is the compiler's */
    return V(x, y);
}

/* A step on the grid, along an axis half the time (where a tile world
   moves, and where sides and paths lie flush). */
static isect_vec step(int range)
{
    isect_real x = halves(range);
    isect_real y = halves(range);
    isect_vec v = V(x, y);
    int k = rng_int(0, 3);
    if (k == 0) v.y = 0;
    if (k == 1) v.x = 0;
    return v;
}

static isect_real radius(void)
{
    static const double r[] = {0, 0.5, 1, 1.5, 2, 3, 4, 8};
    return (isect_real)r[rng_int(0, 7)];
}

static isect_aabb grid_box(void)
{
    isect_aabb b;
    int w, h;
    b.pos = point(8);
    w = rng_int(0, 8);
    h = rng_int(0, 8);
    b.half = V(w * 0.5, h * 0.5);
    return b;
}

static isect_circle grid_circle(void)
{
    isect_circle c;
    c.pos = point(8);
    c.radius = radius();
    return c;
}

static isect_capsule grid_capsule(void)
{
    isect_capsule k;
    k.pos = point(8);
    k.delta = rng_chance(1.0 / 6) ? ZERO : step(8);
    k.radius = radius();
    return k;
}

static isect_triangle grid_triangle(void)
{
    isect_triangle t;
    t.a = point(8);
    t.b = point(8);
    t.c = point(8);
    return t;
}

static void pick_offset(void)
{
#ifdef ISECT_FLOAT
    static const double offsets[] = {0, 16, 1024, 65536, -4096, 8192};
#else
    static const double offsets[] = {0, 16, 1024, 65536, -4096, 1e6};
#endif
    g_offset = offsets[rng_int(0, 5)];
}

static void gen_grid(void)
{
    pick_offset();
    g_box = grid_box();
    g_box2 = grid_box();
    g_circ = grid_circle();
    g_circ2 = grid_circle();
    g_cap = grid_capsule();
    g_cap2 = grid_capsule();
    g_tri = grid_triangle();
    g_tri2 = grid_triangle();
    g_delta = step(12);
}

/* A segment or capsule moving along its own axis; a corner of the
   triangle and of the second triangle on that line, and a side of the
   box and the edge of the circle on it too (so that the box and the
   circle, moving the same way, slide along it onto the corners). */
static void gen_along(void)
{
    isect_real lo, len;
    gen_grid();
    len = (isect_real)rng_int(1, 6);
    g_cap.delta = rng_chance(0.5) ? V(len, 0) : V(0, len);
    if (rng_chance(0.5)) g_cap.delta = isect_scale(g_cap.delta, -1);
    if (rng_chance(0.5)) g_cap.radius = 0;
    g_delta = isect_scale(g_cap.delta, (isect_real)(rng_int(-12, 12) * 0.5));
    lo = g_cap.delta.x != 0 ? g_cap.pos.y : g_cap.pos.x;
    if (g_cap.delta.x != 0) {
        g_tri.c.y = lo;
        g_tri2.a.y = lo;
        g_box.pos.y = rng_chance(0.5) ? lo + g_box.half.y : lo - g_box.half.y;
        g_circ.pos.y = rng_chance(0.5) ? lo + g_circ.radius : lo - g_circ.radius;
    } else {
        g_tri.c.x = lo;
        g_tri2.a.x = lo;
        g_box.pos.x = rng_chance(0.5) ? lo + g_box.half.x : lo - g_box.half.x;
        g_circ.pos.x = rng_chance(0.5) ? lo + g_circ.radius : lo - g_circ.radius;
    }
    g_cap2 = g_cap;
    g_cap2.pos.x = g_cap2.pos.x + halves(8);
    g_cap2.radius = radius();
}

/* ---- the properties ------------------------------------------------------ */

static isect_vec at_k(isect_vec start, int k)
{
    return isect_add(start, isect_scale(g_delta, (isect_real)(k / 8.0)));
}

/* For each sweep: the moving shape is one of the globals, moved to a
   point of the path by place(); overlaps() is its static test there. */
typedef struct {
    const char *name;
    bool (*sweep)(isect_sweep *out);
    bool (*overlaps)(isect_vec pos); /* the moving shape's reference point at pos */
    isect_vec (*start)(void);
} sweep_case;


static isect_circle circ_at(isect_vec pos) { isect_circle c = g_circ; c.pos = pos; return c; }
static isect_aabb box_at(isect_vec pos) { isect_aabb b = g_box; b.pos = pos; return b; }
static isect_capsule cap_at(isect_vec pos) { isect_capsule k = g_cap; k.pos = pos; return k; }
static isect_capsule wall(void) { isect_capsule w = g_cap2; w.radius = 0; return w; }

static isect_vec circ_start(void) { return g_circ.pos; }
static isect_vec box_start(void) { return g_box.pos; }
static isect_vec cap_start(void) { return g_cap.pos; }

static bool sw_aabb_circle(isect_sweep *o) { return isect_aabb_sweep_circle(g_box2, g_circ, g_delta, o); }
static bool ov_aabb_circle(isect_vec p) { return isect_aabb_circle(g_box2, circ_at(p), NULL); }
static bool sw_circle_circle(isect_sweep *o) { return isect_circle_sweep_circle(g_circ2, g_circ, g_delta, o); }
static bool ov_circle_circle(isect_vec p) { return isect_circle_circle(g_circ2, circ_at(p), NULL); }
static bool sw_aabb_aabb(isect_sweep *o) { return isect_aabb_sweep_aabb(g_box2, g_box, g_delta, o); }
static bool ov_aabb_aabb(isect_vec p) { return isect_aabb_aabb(g_box2, box_at(p), NULL); }
static bool sw_circle_aabb(isect_sweep *o) { return isect_circle_sweep_aabb(g_circ2, g_box, g_delta, o); }
static bool ov_circle_aabb(isect_vec p) { return isect_circle_aabb(g_circ2, box_at(p), NULL); }
static bool sw_capsule_circle(isect_sweep *o) { return isect_capsule_sweep_circle(g_cap2, g_circ, g_delta, o); }
static bool ov_capsule_circle(isect_vec p) { return isect_capsule_circle(g_cap2, circ_at(p), NULL); }
static bool sw_capsule_aabb(isect_sweep *o) { return isect_capsule_sweep_aabb(g_cap2, g_box, g_delta, o); }
static bool ov_capsule_aabb(isect_vec p) { return isect_capsule_aabb(g_cap2, box_at(p), NULL); }
static bool sw_triangle_circle(isect_sweep *o) { return isect_triangle_sweep_circle(g_tri, g_circ, g_delta, o); }
static bool ov_triangle_circle(isect_vec p) { return isect_triangle_circle(g_tri, circ_at(p), NULL); }
static bool sw_triangle_aabb(isect_sweep *o) { return isect_triangle_sweep_aabb(g_tri, g_box, g_delta, o); }
static bool ov_triangle_aabb(isect_vec p) { return isect_triangle_aabb(g_tri, box_at(p), NULL); }
static bool sw_triangle_capsule(isect_sweep *o) { return isect_triangle_sweep_capsule(g_tri, g_cap, g_delta, o); }
static bool ov_triangle_capsule(isect_vec p) { return isect_triangle_capsule(g_tri, cap_at(p), NULL); }
static bool sw_triangle2_capsule(isect_sweep *o) { return isect_triangle_sweep_capsule(g_tri2, g_cap, g_delta, o); }
static bool ov_triangle2_capsule(isect_vec p) { return isect_triangle_capsule(g_tri2, cap_at(p), NULL); }
static bool sw_capsule_capsule(isect_sweep *o) { return isect_capsule_sweep_capsule(g_cap2, g_cap, g_delta, o); }
static bool ov_capsule_capsule(isect_vec p) { return isect_capsule_capsule(g_cap2, cap_at(p), NULL); }
static bool sw_aabb_capsule(isect_sweep *o) { return isect_aabb_sweep_capsule(g_box2, g_cap, g_delta, o); }
static bool ov_aabb_capsule(isect_vec p) { return isect_capsule_aabb(cap_at(p), g_box2, NULL); }
static bool sw_box_capsule(isect_sweep *o) { return isect_aabb_sweep_capsule(g_box, g_cap, g_delta, o); }
static bool ov_box_capsule(isect_vec p) { return isect_capsule_aabb(cap_at(p), g_box, NULL); }
static bool sw_circle_capsule(isect_sweep *o) { return isect_circle_sweep_capsule(g_circ2, g_cap, g_delta, o); }
static bool ov_circle_capsule(isect_vec p) { return isect_capsule_circle(cap_at(p), g_circ2, NULL); }
static bool sw_segment_capsule(isect_sweep *o) { return isect_segment_sweep_capsule(g_cap2.pos, g_cap2.delta, g_cap, g_delta, o); }
static bool ov_segment_capsule(isect_vec p) { return isect_capsule_capsule(wall(), cap_at(p), NULL); }
static bool sw_segment_aabb(isect_sweep *o) { return isect_segment_sweep_aabb(g_cap2.pos, g_cap2.delta, g_box, g_delta, o); }
static bool ov_segment_aabb(isect_vec p) { return isect_segment_aabb(g_cap2.pos, g_cap2.delta, box_at(p), NULL); }
static bool sw_segment_circle(isect_sweep *o) { return isect_segment_sweep_circle(g_cap2.pos, g_cap2.delta, g_circ, g_delta, o); }
static bool ov_segment_circle(isect_vec p) { return isect_segment_circle(g_cap2.pos, g_cap2.delta, circ_at(p), NULL); }

static const sweep_case sweeps[] = {
    {"aabb_sweep_circle", sw_aabb_circle, ov_aabb_circle, circ_start},
    {"circle_sweep_circle", sw_circle_circle, ov_circle_circle, circ_start},
    {"aabb_sweep_aabb", sw_aabb_aabb, ov_aabb_aabb, box_start},
    {"circle_sweep_aabb", sw_circle_aabb, ov_circle_aabb, box_start},
    {"capsule_sweep_circle", sw_capsule_circle, ov_capsule_circle, circ_start},
    {"capsule_sweep_aabb", sw_capsule_aabb, ov_capsule_aabb, box_start},
    {"triangle_sweep_circle", sw_triangle_circle, ov_triangle_circle, circ_start},
    {"triangle_sweep_aabb", sw_triangle_aabb, ov_triangle_aabb, box_start},
    {"triangle_sweep_capsule", sw_triangle_capsule, ov_triangle_capsule, cap_start},
    {"triangle_sweep_capsule (2)", sw_triangle2_capsule, ov_triangle2_capsule, cap_start},
    {"capsule_sweep_capsule", sw_capsule_capsule, ov_capsule_capsule, cap_start},
    {"aabb_sweep_capsule", sw_aabb_capsule, ov_aabb_capsule, cap_start},
    {"aabb_sweep_capsule (corner on the line)", sw_box_capsule, ov_box_capsule, cap_start},
    {"circle_sweep_capsule", sw_circle_capsule, ov_circle_capsule, cap_start},
    {"segment_sweep_capsule", sw_segment_capsule, ov_segment_capsule, cap_start},
    {"segment_sweep_aabb", sw_segment_aabb, ov_segment_aabb, box_start},
    {"segment_sweep_circle", sw_segment_circle, ov_segment_circle, circ_start},
};
#define SWEEP_COUNT (sizeof sweeps / sizeof sweeps[0])

static long misses[SWEEP_COUNT], hits[SWEEP_COUNT], wrong[SWEEP_COUNT];

/* exact: every point k/8 of the path is exact (the grid phases), so a miss
   can be checked at them; off the grid only what needs no exact answer
   is checked: a hit stops outside, and a clear start is given up (time 0)
   only for a contact the shape moves into. */
static void check_sweeps(bool exact)
{
    size_t i;
    int k;
    for (i = 0; i < SWEEP_COUNT; i++) {
        const sweep_case *s = &sweeps[i];
        isect_vec start = s->start();
        isect_sweep out;
        bool hit;
        check_current_test = s->name;
        if (s->overlaps(start))
            continue;
        hit = s->sweep(&out);
        if (!hit) {
            misses[i]++;
            for (k = 1; exact && k <= 8; k++)
                if (!CHECK(!s->overlaps(at_k(start, k)))) /* never passes through */
                    wrong[i]++;
        } else {
            hits[i]++;
            if (out.time > 0 && !CHECK(!s->overlaps(out.pos))) /* stops outside */
                wrong[i]++;
            /* a clear start is given up only for a contact moved into */
            if (out.time == 0 && !CHECK(isect_dot(g_delta, out.hit.normal) < 0))
                wrong[i]++;
        }
    }
}

static void check_mirrors(void)
{
    isect_sweep a, b;
    isect_vec back = isect_scale(g_delta, -1);
    check_current_test = "mirrored sweeps";
    if (!isect_aabb_circle(g_box, g_circ, NULL))
        CHECK(isect_aabb_sweep_circle(g_box, g_circ, g_delta, &a)
              == isect_circle_sweep_aabb(g_circ, g_box, back, &b));
    if (!isect_circle_circle(g_circ, g_circ2, NULL))
        CHECK(isect_circle_sweep_circle(g_circ, g_circ2, g_delta, &a)
              == isect_circle_sweep_circle(g_circ2, g_circ, back, &b));
    if (!isect_aabb_aabb(g_box, g_box2, NULL))
        CHECK(isect_aabb_sweep_aabb(g_box, g_box2, g_delta, &a)
              == isect_aabb_sweep_aabb(g_box2, g_box, back, &b));
    if (!isect_capsule_circle(g_cap, g_circ, NULL))
        CHECK(isect_capsule_sweep_circle(g_cap, g_circ, g_delta, &a)
              == isect_circle_sweep_capsule(g_circ, g_cap, back, &b));
    if (!isect_capsule_aabb(g_cap, g_box, NULL))
        CHECK(isect_capsule_sweep_aabb(g_cap, g_box, g_delta, &a)
              == isect_aabb_sweep_capsule(g_box, g_cap, back, &b));
    if (!isect_capsule_capsule(g_cap, g_cap2, NULL))
        CHECK(isect_capsule_sweep_capsule(g_cap, g_cap2, g_delta, &a)
              == isect_capsule_sweep_capsule(g_cap2, g_cap, back, &b));
}

static double twice_area(isect_triangle t)
{
    return ((double)t.b.x - t.a.x) * ((double)t.c.y - t.a.y)
         - ((double)t.b.y - t.a.y) * ((double)t.c.x - t.a.x);
}

static void check_statics(void)
{
    isect_capsule point_cap = g_cap, grown = g_cap, around = g_cap2;
    isect_circle round = {g_cap.pos, g_cap.radius};
    isect_vec p = g_circ.pos;
    point_cap.delta = ZERO;
    grown.radius = g_cap.radius + g_cap2.radius;
    around.radius = g_circ.radius;
    check_current_test = "static tests";
    CHECK(isect_aabb_circle(g_box, g_circ, NULL) == isect_circle_aabb(g_circ, g_box, NULL));
    CHECK(isect_capsule_capsule(g_cap, g_cap2, NULL) == isect_capsule_capsule(g_cap2, g_cap, NULL));
    CHECK(isect_triangle_triangle(g_tri, g_tri2, NULL)
          == isect_triangle_triangle(g_tri2, g_tri, NULL));
    CHECK(isect_triangle_capsule(g_tri, point_cap, NULL) == isect_triangle_circle(g_tri, round, NULL));
    CHECK(isect_capsule_aabb(point_cap, g_box, NULL) == isect_aabb_circle(g_box, round, NULL));
    CHECK(isect_capsule_capsule(g_cap2, point_cap, NULL) == isect_capsule_circle(g_cap2, round, NULL));
    CHECK(isect_capsule_point(g_cap, p, NULL) == isect_capsule_contains(g_cap, p));
    CHECK(isect_circle_point(g_circ, g_cap.pos, 0, NULL) == isect_circle_contains(g_circ, g_cap.pos));
    CHECK(isect_triangle_point(g_tri, p, NULL) == isect_triangle_contains(g_tri, p));
    CHECK(isect_aabb_point(g_box, p, NULL) == isect_aabb_contains(g_box, p));
    if (grown.radius > 0)
        CHECK(isect_capsule_capsule(g_cap, g_cap2, NULL)
              == isect_capsule_segment(grown, g_cap2.pos, g_cap2.delta, NULL));
    CHECK(isect_circle_overlaps_segment(g_circ, g_cap.pos, g_cap.delta)
          == isect_circle_segment(g_circ, g_cap.pos, g_cap.delta, 0, NULL));
    CHECK(isect_segment_circle(g_cap.pos, g_cap.delta, g_circ, NULL)
          == isect_circle_overlaps_segment(g_circ, g_cap.pos, g_cap.delta));
    CHECK(isect_capsule_point(around, p, NULL)
          == isect_circle_overlaps_segment(g_circ, g_cap2.pos, g_cap2.delta));
    CHECK(isect_segment_aabb(g_cap.pos, g_cap.delta, g_box, NULL)
          == isect_aabb_segment(g_box, g_cap.pos, g_cap.delta, ZERO, NULL));
    if (twice_area(g_tri) != 0 && g_box.half.x > 0 && g_box.half.y > 0) {
        isect_real x0 = g_box.pos.x - g_box.half.x, x1 = g_box.pos.x + g_box.half.x;
        isect_real y0 = g_box.pos.y - g_box.half.y, y1 = g_box.pos.y + g_box.half.y;
        isect_triangle low = TRI(x0, y0, x1, y0, x1, y1), high = TRI(x0, y0, x1, y1, x0, y1);
        CHECK(isect_triangle_aabb(g_tri, g_box, NULL)
              == (isect_triangle_triangle(g_tri, low, NULL)
                  || isect_triangle_triangle(g_tri, high, NULL)));
    }
}

static void trial_grid(void)
{
    gen_grid();
    check_sweeps(true);
    check_mirrors();
    check_statics();
}

/* A sliver: a triangle whose third corner is a rounding error or two off
   the line of the other two, its area a few rounding errors (inexact
   numbers, so the points of a path are not exact either: only the
   properties that need no exact answer are checked). */
static void gen_sliver(void)
{
    isect_real k, off;
    double u, v;
    gen_grid();
    k = (isect_real)rng_int(1, 3);
    u = rng_unit() / 3;
    v = rng_unit() / 7;
    g_tri.a = isect_add(g_tri.a, V(u, v));
    g_tri.c = isect_add(g_tri.b, isect_scale(isect_sub(g_tri.b, g_tri.a), k));
    off = (isect_real)(rng_int(-2, 2) * REAL_EPS * (fabs((double)g_tri.c.x) + 1));
    g_tri.c.x = g_tri.c.x + off;
    g_tri2 = g_tri;
    u = rng_unit() / 5;
    v = rng_unit() / 9;
    g_tri2.b = isect_add(g_tri.a, V(u, v));
    if (rng_chance(0.5)) g_cap.radius = 0;
    u = rng_unit();
    v = rng_unit();
    g_delta = isect_add(g_delta, V(u, v));
}

static void trial_sliver(void)
{
    gen_sliver();
    check_sweeps(false);
}

static void trial_along(void)
{
    gen_along();
    check_sweeps(true);
    check_mirrors();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_sweeps_grid", 0x5EEDF1A7ULL, 120000,
                                 describe);
    size_t i;
    property_phase("grid", trials, trial_grid);
    property_phase("along its own line", trials / 2, trial_along);
    property_phase("slivers", trials / 2, trial_sliver);
    printf("  %-42s %9s %9s %9s\n", "sweep (clear starts)", "misses", "hits", "failed");
    for (i = 0; i < SWEEP_COUNT; i++)
        printf("  %-42s %9ld %9ld %9ld\n", sweeps[i].name, misses[i], hits[i], wrong[i]);
    /* every sweep met both answers, or the phases test nothing */
    for (i = 0; i < SWEEP_COUNT; i++) {
        check_current_test = sweeps[i].name;
        CHECK(misses[i] > 1000 && hits[i] > 1000);
    }
    return check_report();
}
