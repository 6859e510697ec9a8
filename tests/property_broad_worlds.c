/* property_broad_worlds.c -- the grid answers exactly as the world does on
   the worlds `make bench-broad` measures (tests/bench_broad.c), so the
   benchmark's speed is the speed of the right answers.

   Two kinds of world, as the benchmark builds them but smaller:
   - even: n shapes in a square of side 5 sqrt(n) (25 square units each),
     boxes on the quarter-unit lattice, circles, capsules and right-angled
     slopes on the lattice, a few units across; flush tiles happen;
   - islands: the same shapes gathered in round islands that cover one
     part in a hundred of a sea of side 50 sqrt(n): coordinates in the
     thousands, a grid of a hundred thousand mostly empty cells.
   Cells of 4 units (the benchmark's), and of 1 and 16 (a shape in many
   cells; many shapes in a cell). Queries: short casts, swept boxes and
   swept circles 8 units long from anywhere (inside shapes too), the same
   from lattice points along the axes (paths running exactly along tile
   edges), long casts across the islands' sea, and overlaps of a point, a
   box and a circle. The grid's answer must be the world's byte for byte:
   the bool, the whole hit or sweep, the index, the overlap count and list.
   Both precisions (the float build runs the same cases).

   build/test-property_broad_worlds [seed] */
#define CHECK_PRINT_LIMIT 5
#include "testlib.h"

#define N_SHAPES 1000
#define MAX_FOUND 64

static isect_shape shapes[N_SHAPES];
static isect_world world;
static isect_grid grid;
static void *memory;
static double side;
static const char *world_name = "-";
static const char *what = "-";
static long query_number;
static long hits, casts_compared;

static void describe(void)
{
    printf("    world %s, side %g, cells %g: query %ld (%s)\n", world_name, side,
           (double)grid.cell.x, query_number, what);
}

static double step_of(double lo, double hi, double step)   /* lo, lo + step, ..., hi */
{
    return lo + step * rng_int(0, (int)((hi - lo) / step + 0.5));
}

static double lattice(double x)
{
    return floor(x * 4) / 4;
}

/* Shape i near the point (x, y), as bench_broad.c makes it. */
static isect_shape make_shape(int i, double x, double y)
{
    switch (i % 4) {
    case 0: {
        double hx = step_of(0.5, 2, 0.25);
        double hy = step_of(0.5, 2, 0.25);
        return isect_shape_aabb(BOX(lattice(x), lattice(y), hx, hy));
    }
    case 1:
        return isect_shape_circle(CIRC(x, y, 0.5 + 1.5 * rng_unit()));
    case 2: {
        double a = 6.283185307179586 * rng_unit(), len = 1 + 3 * rng_unit();
        return isect_shape_capsule(CAP(x, y, len * cos(a), len * sin(a), 0.25 + 0.75 * rng_unit()));
    }
    default: {
        /* each draw its own statement: the order of the operands of * is
           the compiler's choice too */
        double w = step_of(1, 4, 0.25);
        double h;
        if (rng_chance(0.5)) w = -w;
        h = step_of(1, 4, 0.25);
        if (rng_chance(0.5)) h = -h;
        double ax = lattice(x), ay = lattice(y);
        return isect_shape_triangle(TRI(ax, ay, ax + w, ay, ax, ay + h));
    }
    }
}

static void make_even(void)
{
    int i;
    side = 5 * sqrt((double)N_SHAPES);
    for (i = 0; i < N_SHAPES; i++) {
        double x = side * rng_unit();
        double y = side * rng_unit();
        shapes[i] = make_shape(i, x, y);
    }
    world_name = "even";
}

#define ISLANDS 10
static void make_islands(void)
{
    double radius = sqrt(25.0 * N_SHAPES / ISLANDS / 3.141592653589793), cx[ISLANDS], cy[ISLANDS];
    int i;
    side = 50 * sqrt((double)N_SHAPES);
    for (i = 0; i < ISLANDS; i++) {
        cx[i] = radius + (side - 2 * radius) * rng_unit();
        cy[i] = radius + (side - 2 * radius) * rng_unit();
    }
    for (i = 0; i < N_SHAPES; i++) {
        double dx, dy;
        do {
            dx = 2 * rng_unit() - 1;
            dy = 2 * rng_unit() - 1;
        } while (dx * dx + dy * dy > 1);
        shapes[i] = make_shape(i, cx[i % ISLANDS] + radius * dx, cy[i % ISLANDS] + radius * dy);
    }
    world_name = "islands";
}

/* A grid over the square [0, side]^2 with cells of the given size, every
   shape of the world in it. */
static int build_grid(double cell)
{
    size_t columns = (size_t)ceil(side / cell), entries = 0, bytes;
    int i;
    for (i = 0; i < N_SHAPES; i++) {
        isect_aabb b = isect_shape_bounds(shapes[i]);
        entries += (size_t)(ceil(2 * (double)b.half.x / cell) + 2) * (size_t)(ceil(2 * (double)b.half.y / cell) + 2);
    }
    bytes = isect_grid_memory_size(columns, columns, N_SHAPES, entries);
    free(memory);
    memory = malloc(bytes);
    world.shapes = shapes;
    world.layers = NULL;
    world.count = N_SHAPES;
    return CHECK(memory != NULL)
        && CHECK(isect_grid_init(&grid, memory, bytes, V(0, 0), V(cell, cell), columns, columns,
                                 N_SHAPES, entries))
        && CHECK(isect_grid_insert_world(&grid, &world));
}

static void compare_cast(isect_vec pos, isect_vec delta)
{
    isect_hit a, b;
    size_t ia = 7, ib = 7;
    bool fa, fb;
    memset(&a, 0x5a, sizeof a);     /* the same bytes on both sides, if left alone */
    memset(&b, 0x5a, sizeof b);
    fa = isect_world_cast(&world, pos, delta, NULL, &a, &ia);
    fb = isect_grid_cast(&grid, &world, pos, delta, NULL, &b, &ib);
    what = "cast";
    casts_compared++;
    hits += fa;
    if (!CHECK(fa == fb && ia == ib && memcmp(&a, &b, sizeof a) == 0))
        describe();
}

static void compare_sweeps(isect_vec pos, isect_vec delta, double half)
{
    isect_sweep a, b;
    size_t ia = 7, ib = 7;
    bool fa, fb;
    memset(&a, 0x5a, sizeof a);
    memset(&b, 0x5a, sizeof b);
    fa = isect_world_sweep_aabb(&world, BOX(pos.x, pos.y, half, half), delta, NULL, &a, &ia);
    fb = isect_grid_sweep_aabb(&grid, &world, BOX(pos.x, pos.y, half, half), delta, NULL, &b, &ib);
    what = "swept box";
    if (!CHECK(fa == fb && ia == ib && memcmp(&a, &b, sizeof a) == 0))
        describe();
    memset(&a, 0x5a, sizeof a);
    memset(&b, 0x5a, sizeof b);
    ia = ib = 7;
    fa = isect_world_sweep_circle(&world, CIRC(pos.x, pos.y, half), delta, NULL, &a, &ia);
    fb = isect_grid_sweep_circle(&grid, &world, CIRC(pos.x, pos.y, half), delta, NULL, &b, &ib);
    what = "swept circle";
    if (!CHECK(fa == fb && ia == ib && memcmp(&a, &b, sizeof a) == 0))
        describe();
}

static void compare_overlaps(isect_vec p, double half)
{
    size_t a[MAX_FOUND], b[MAX_FOUND], na, nb;
    na = isect_world_overlap_point(&world, p, NULL, a, MAX_FOUND);
    nb = isect_grid_overlap_point(&grid, &world, p, NULL, b, MAX_FOUND);
    what = "overlap point";
    if (!CHECK(na == nb && memcmp(a, b, (na < MAX_FOUND ? na : MAX_FOUND) * sizeof a[0]) == 0))
        describe();
    na = isect_world_overlap_aabb(&world, BOX(p.x, p.y, half, half), NULL, a, MAX_FOUND);
    nb = isect_grid_overlap_aabb(&grid, &world, BOX(p.x, p.y, half, half), NULL, b, MAX_FOUND);
    what = "overlap box";
    if (!CHECK(na == nb && memcmp(a, b, (na < MAX_FOUND ? na : MAX_FOUND) * sizeof a[0]) == 0))
        describe();
    na = isect_world_overlap_circle(&world, CIRC(p.x, p.y, half), NULL, a, MAX_FOUND);
    nb = isect_grid_overlap_circle(&grid, &world, CIRC(p.x, p.y, half), NULL, b, MAX_FOUND);
    what = "overlap circle";
    if (!CHECK(na == nb && memcmp(a, b, (na < MAX_FOUND ? na : MAX_FOUND) * sizeof a[0]) == 0))
        describe();
}

/* A random point of the world, or near an island's shape, so that the
   islands' queries are not all in the empty sea. */
static isect_vec somewhere(void)
{
    if (rng_chance(0.5)) {
        isect_aabb b = isect_shape_bounds(shapes[rng_int(0, N_SHAPES - 1)]);
        {
            double draw0 = (double)b.pos.x + 6 * rng_unit() - 3;
            double draw1 = (double)b.pos.y + 6 * rng_unit() - 3;
            return V(draw0, draw1);
        }
    }
    { double draw0 = side * rng_unit(); double draw1 = side * rng_unit(); return V(draw0, draw1); }
}

static void queries(int count, double length)
{
    int i;
    for (i = 0; i < count; i++) {
        double a = 6.283185307179586 * rng_unit();
        isect_vec p = somewhere(), d = V(length * cos(a), length * sin(a));
        query_number = i;
        compare_cast(p, d);
        compare_sweeps(p, d, 0.5);
        compare_overlaps(p, 0.5 + rng_unit());
    }
}

/* From lattice points along the axes: paths running exactly along the
   edges of the lattice boxes and slopes, and along the grid's lines. */
static void lattice_queries(int count)
{
    static const double dirs[4][2] = { { 8, 0 }, { -8, 0 }, { 0, 8 }, { 0, -8 } };
    int i;
    for (i = 0; i < count; i++) {
        isect_vec p = somewhere(), d;
        const double *dir = dirs[rng_int(0, 3)];
        p = V(lattice((double)p.x), lattice((double)p.y));
        d = V(dir[0], dir[1]);
        query_number = i;
        compare_cast(p, d);
        compare_sweeps(p, d, 0.5);
        compare_overlaps(p, 0.5);
    }
}

TEST(even_worlds_cells_of_4)
{
    long before = hits, compared = casts_compared;
    make_even();
    if (!build_grid(4))
        return;
    queries(400, 8);
    lattice_queries(200);
    CHECK(hits - before > (casts_compared - compared) / 4);     /* most paths meet a shape */
}

TEST(even_worlds_cells_of_1_and_16)
{
    make_even();
    if (build_grid(1))
        queries(150, 8);
    if (build_grid(16))
        queries(150, 8);
}

TEST(islands_long_casts_across_the_sea)
{
    long before = hits, compared = casts_compared;
    int i;
    make_islands();
    if (!build_grid(4))
        return;
    queries(200, 8);
    lattice_queries(100);
    for (i = 0; i < 200; i++) {
        double a = 6.283185307179586 * rng_unit();
        query_number = i;
        {
            double draw0 = side * rng_unit();
            double draw1 = side * rng_unit();
            compare_cast(V(draw0, draw1), V(1000 * cos(a), 1000 * sin(a)));
        }
    }
    CHECK(hits - before > 0 && hits - before < casts_compared - compared);
}

int main(int argc, char **argv)
{
    rng_state = argc > 1 ? strtoull(argv[1], NULL, 0) : 0xB20ADULL;
    RUN(even_worlds_cells_of_4);
    RUN(even_worlds_cells_of_1_and_16);
    RUN(islands_long_casts_across_the_sea);
    free(memory);
    return check_report();
}
