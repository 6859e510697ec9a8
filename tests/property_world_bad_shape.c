/* property_world_bad_shape.c -- one bad shape in a world (a NaN or an
   infinity among its numbers) does not make the world's answer depend on
   the order of the list, nor the grid's answer differ from the world's.

   Usage: test-property_world_bad_shape [seed [trials]]

   Each trial lays a small world of boxes and circles on a grid of halves,
   puts one bad shape in it at a random place (a center with a NaN or an
   infinite coordinate, or a NaN or infinite size), and sweeps a box and a
   circle through it, forty times. The same world in a shuffled order, and
   the world through a uniform grid, must give the same answer: the same
   bool, the same bytes of the sweep, and the same shape (the index maps
   through the shuffle to an equal shape; the grid gives the world's index). (The world's order of hits once compared a NaN as
   equal to everything: not an order at all, and a good shape's win could
   depend on where the bad one stood.) */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#define MAX_N 16
static isect_shape g_shapes[MAX_N], g_shuffled[MAX_N];
static size_t g_perm[MAX_N], g_n, g_bad;
static isect_vec g_start, g_delta;
static int g_query;
static unsigned char g_memory[1 << 16];

static void describe(void)
{
    printf("  [%s, trial %ld] %zu shapes, the bad one at %zu (kind %d), query %d from (%a, %a)"
           " by (%a, %a)\n",
           k_kind, k_trial, g_n, g_bad, (int)g_shapes[g_bad].kind, g_query,
           (double)g_start.x, (double)g_start.y, (double)g_delta.x, (double)g_delta.y);
}

static double half_at(int lo, int hi) { return rng_int(2 * lo, 2 * hi) / 2.0; }

static isect_real bad_number(void)
{
    switch (rng_int(0, 2)) {
    case 0: return (isect_real)NAN;
    case 1: return (isect_real)INFINITY;
    default: return -(isect_real)INFINITY;
    }
}

static void build(void)
{
    size_t i;
    g_n = (size_t)rng_int(4, MAX_N);
    for (i = 0; i < g_n; i++) { /* one draw a statement: a fixed order */
        bool box = rng_chance(0.5);
        double x = half_at(0, 8), y = half_at(0, 8);
        if (box) {
            g_shapes[i] = isect_shape_aabb(BOX(x, y, 0.5, 0.5));
        } else {
            double r = 0.5 + rng_unit();
            g_shapes[i] = isect_shape_circle(CIRC(x, y, r));
        }
    }
    g_bad = (size_t)rng_int(0, (int)g_n - 1);
    switch (rng_int(0, 3)) {
    case 0: g_shapes[g_bad].as.aabb.pos.x = bad_number(); break; /* pos is first in both */
    case 1: g_shapes[g_bad].as.aabb.pos.y = bad_number(); break;
    case 2:
        if (g_shapes[g_bad].kind == ISECT_SHAPE_AABB) g_shapes[g_bad].as.aabb.half.x = bad_number();
        else g_shapes[g_bad].as.circle.radius = bad_number();
        break;
    default:
        if (g_shapes[g_bad].kind == ISECT_SHAPE_AABB) g_shapes[g_bad].as.aabb.half.y = bad_number();
        else g_shapes[g_bad].as.circle.radius = (isect_real)NAN;
        break;
    }
    for (i = 0; i < g_n; i++) g_perm[i] = i;
    for (i = g_n - 1; i > 0; i--) {
        size_t j = (size_t)rng_int(0, (int)i), t = g_perm[i];
        g_perm[i] = g_perm[j];
        g_perm[j] = t;
    }
    for (i = 0; i < g_n; i++) g_shuffled[i] = g_shapes[g_perm[i]];
}

/* The same shape, bit for bit (a world may hold two equal shapes; then
   the first in the list answers, and a shuffle may put the other first). */
static bool same_shape(const isect_shape *a, const isect_shape *b)
{
    if (a->kind != b->kind) return false;
    if (a->kind == ISECT_SHAPE_AABB)
        return memcmp(&a->as.aabb, &b->as.aabb, sizeof a->as.aabb) == 0;
    return memcmp(&a->as.circle, &b->as.circle, sizeof a->as.circle) == 0;
}

static bool sweep(const isect_world *w, const isect_grid *grid, isect_sweep *out, size_t *index)
{
    if (g_query == 0) {
        isect_aabb b = BOX((double)g_start.x, (double)g_start.y, 0.75, 0.5);
        return grid ? isect_grid_sweep_aabb(grid, w, b, g_delta, NULL, out, index)
                    : isect_world_sweep_aabb(w, b, g_delta, NULL, out, index);
    } else {
        isect_circle c = CIRC((double)g_start.x, (double)g_start.y, 0.6);
        return grid ? isect_grid_sweep_circle(grid, w, c, g_delta, NULL, out, index)
                    : isect_world_sweep_circle(w, c, g_delta, NULL, out, index);
    }
}

static void trial(void)
{
    isect_world w, ws;
    isect_grid grid;
    int q;
    build();
    w.shapes = g_shapes;
    w.layers = NULL;
    w.count = g_n;
    ws = w;
    ws.shapes = g_shuffled;
    CHECK(isect_grid_init(&grid, g_memory, isect_grid_memory_size(8, 8, MAX_N, 512),
                          V(0, 0), V(1, 1), 8, 8, MAX_N, 512));
    isect_grid_insert_world(&grid, &w);
    for (q = 0; q < 40; q++) {
        isect_sweep a, b, c;
        size_t ia = 99, ib = 99, ic = 99;
        bool ha, hb, hc;
        g_query = q % 2;
        {
            double sx = half_at(-2, 10), sy = half_at(-2, 10);
            double dx = half_at(-6, 6), dy = half_at(-6, 6);
            g_start = V(sx, sy);
            g_delta = V(dx, dy);
        }
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        memset(&c, 0, sizeof c);
        ha = sweep(&w, NULL, &a, &ia);
        hb = sweep(&ws, NULL, &b, &ib);
        hc = sweep(&w, &grid, &c, &ic);
        CHECK(ha == hb && ha == hc);
        CHECK(memcmp(&a, &b, sizeof a) == 0);
        CHECK(memcmp(&a, &c, sizeof a) == 0);
        if (ha && hb) CHECK(ib < g_n && same_shape(&g_shapes[ia], &g_shuffled[ib]));
        if (ha && hc) CHECK(ia == ic);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "one bad shape leaves the order alone",
                                 0xbad5aa9eULL, 4000, describe);
    property_phase("worlds with one bad shape", trials, trial);
    return property_finish(__FILE__);
}
