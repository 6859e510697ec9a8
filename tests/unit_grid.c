/* unit_grid.c -- the uniform grid: memory, insert/remove/move, and the named
   cases of issue 12's broad phase (rays along grid lines, through cell
   corners, with a zero component, from a cell border; a flush wall of tiles;
   shapes outside the grid and larger than a cell). Every query is checked
   against the world's brute-force answer, byte for byte, and against the
   values worked out by hand. */
#include "testlib.h"

#define MAXS 64

static isect_shape shapes[MAXS];
static isect_world world;
static isect_grid grid;
static uint32_t memory[4096];

/* A grid of unit cells over [0, w] x [0, h] from the static buffer. */
static void make_grid(isect_vec origin, isect_vec cell, size_t w, size_t h)
{
    size_t bytes = isect_grid_memory_size(w, h, MAXS, 512);
    CHECK(bytes <= sizeof memory);
    CHECK(isect_grid_init(&grid, memory, bytes, origin, cell, w, h, MAXS, 512));
}

static void add_box(double x, double y, double hx, double hy)
{
    shapes[world.count] = isect_shape_aabb(BOX(x, y, hx, hy));
    world.count++;
}

static void add_circle(double x, double y, double r)
{
    shapes[world.count] = isect_shape_circle(CIRC(x, y, r));
    world.count++;
}

static void start_world(void)
{
    world.shapes = shapes;
    world.layers = NULL;
    world.count = 0;
}

/* The grid's cast must be the world's; returns it. */
static bool cast_both(isect_vec p, isect_vec d, isect_hit *out, size_t *index)
{
    isect_hit a, b;
    size_t ia = 999, ib = 999;
    bool ha, hb;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    ha = isect_world_cast(&world, p, d, NULL, &a, &ia);
    hb = isect_grid_cast(&grid, &world, p, d, NULL, &b, &ib);
    CHECK(ha == hb);
    CHECK(ia == ib);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    *out = b;
    *index = ib;
    return hb;
}

static bool sweep_both(isect_aabb m, isect_vec d, isect_sweep *out, size_t *index)
{
    isect_sweep a, b;
    size_t ia = 999, ib = 999;
    bool ha, hb;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    ha = isect_world_sweep_aabb(&world, m, d, NULL, &a, &ia);
    hb = isect_grid_sweep_aabb(&grid, &world, m, d, NULL, &b, &ib);
    CHECK(ha == hb);
    CHECK(ia == ib);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    *out = b;
    *index = ib;
    return hb;
}

TEST(memory_size_is_exact)
{
    size_t bytes = isect_grid_memory_size(3, 2, 5, 7), i;
    unsigned char *m = (unsigned char *)malloc(bytes), *less;
    isect_grid g;
    isect_aabb tile = BOX(0.5, 0.5, 0.5, 0.5);
    /* 6 heads, 5 spans of 4 numbers, 7 entries of 2 numbers, 4 bytes each */
    CHECK(bytes == 4 * (6 + 5 * 4 + 7 * 2));
    CHECK(isect_grid_init(&g, m, bytes, V(0, 0), V(1, 1), 3, 2, 5, 7));
    /* a tile flush with cell (0, 0) covers 4 cells: (0..1) x (0..1) */
    CHECK(isect_grid_insert(&g, 0, tile));
    CHECK(g.free_count == 3);
    CHECK(!isect_grid_insert(&g, 1, tile)); /* 4 more do not fit in 3 */
    CHECK(g.free_count == 3);
    CHECK(isect_grid_insert(&g, 1, BOX(2.5, 0.5, 0.25, 0.25))); /* 1 cell */
    CHECK(isect_grid_insert(&g, 4, BOX(2.5, 1.5, 0.25, 0.25)));
    CHECK(isect_grid_insert(&g, 2, BOX(0.5, 1.5, 0.25, 0.25)));
    CHECK(g.free_count == 0);
    CHECK(!isect_grid_insert(&g, 3, BOX(1.5, 1.5, 0.25, 0.25)));
    CHECK(!isect_grid_insert(&g, 5, BOX(1.5, 1.5, 0.25, 0.25))); /* index too large */
    CHECK(isect_grid_remove(&g, 0));
    CHECK(g.free_count == 4);
    CHECK(isect_grid_insert(&g, 3, tile));
    free(m);
    /* one byte fewer: refused, and the grid holds nothing */
    less = (unsigned char *)malloc(bytes - 1);
    CHECK(!isect_grid_init(&g, less, bytes - 1, V(0, 0), V(1, 1), 3, 2, 5, 7));
    CHECK(g.columns == 0 && g.max_shapes == 0);
    CHECK(!isect_grid_insert(&g, 0, tile));
    CHECK(!isect_grid_remove(&g, 0));
    start_world();
    add_box(0.5, 0.5, 0.5, 0.5);
    {
        isect_hit h;
        size_t idx = 7, found[2];
        CHECK(!isect_grid_cast(&g, &world, V(-1, 0.5), V(3, 0), NULL, &h, &idx));
        CHECK(idx == 7);
        CHECK(isect_grid_overlap_point(&g, &world, V(0.5, 0.5), NULL, found, 2) == 0);
    }
    free(less);
    for (i = 0; i < 1; i++) /* bad sizes: 0 bytes needed means "cannot" */
        CHECK(isect_grid_memory_size(0, 4, 1, 1) == 0);
    CHECK(isect_grid_memory_size(4, 0, 1, 1) == 0);
    CHECK(isect_grid_memory_size((size_t)1 << 40, 4, 1, 1) == 0);
}

TEST(init_refuses_bad_grids)
{
    isect_grid g;
    size_t bytes = isect_grid_memory_size(2, 2, 1, 4);
    CHECK(!isect_grid_init(&g, NULL, bytes, V(0, 0), V(1, 1), 2, 2, 1, 4));
    CHECK(!isect_grid_init(&g, (char *)memory + 1, bytes, V(0, 0), V(1, 1), 2, 2, 1, 4));
    CHECK(!isect_grid_init(&g, memory, bytes, V(0, 0), V(0, 1), 2, 2, 1, 4));
    CHECK(!isect_grid_init(&g, memory, bytes, V(0, 0), V(-1, 1), 2, 2, 1, 4));
    CHECK(!isect_grid_init(&g, memory, bytes, V(NAN, 0), V(1, 1), 2, 2, 1, 4));
    CHECK(!isect_grid_init(&g, memory, bytes, V(0, 0), V(1, INFINITY), 2, 2, 1, 4));
    CHECK(isect_grid_init(&g, memory, bytes, V(0, 0), V(1, 1), 2, 2, 1, 4));
}

/* Issue 12: a ray along a grid line. Tiles of size 1 flush with the cells on
   both sides of the line y = 2; a ray along the line touches them only (a
   miss), and one tile standing across the line is hit. */
TEST(ray_along_a_grid_line)
{
    isect_hit h;
    size_t idx;
    make_grid(V(0, 0), V(1, 1), 10, 6);
    start_world();
    add_box(2.5, 1.5, 0.5, 0.5); /* below the line */
    add_box(3.5, 2.5, 0.5, 0.5); /* above it */
    add_box(4.5, 1.5, 0.5, 0.5);
    CHECK(isect_grid_insert_world(&grid, &world));
    CHECK(!cast_both(V(0, 2), V(9, 0), &h, &idx)); /* along the edges: a miss */
    CHECK(!cast_both(V(9, 2), V(-9, 0), &h, &idx));
    add_box(6.5, 2, 0.5, 0.5); /* across the line */
    CHECK(isect_grid_insert(&grid, 3, isect_shape_bounds(shapes[3])));
    if (CHECK(cast_both(V(0, 2), V(9, 0), &h, &idx))) {
        CHECK(idx == 3);
        CHECK_NEAR(h.time, 6.0 / 9.0, TOL);
        CHECK_VEC(h.normal, -1, 0, TOL);
    }
    /* and along a vertical line, x = 3, upward: a zero x component */
    add_box(3, 4.5, 0.5, 0.5);
    CHECK(isect_grid_insert(&grid, 4, isect_shape_bounds(shapes[4])));
    if (CHECK(cast_both(V(3, 0), V(0, 6), &h, &idx))) {
        CHECK(idx == 4);
        CHECK_NEAR(h.time, 4.0 / 6.0, TOL);
        CHECK_VEC(h.normal, 0, -1, TOL);
    }
}

/* Issue 12: a ray through cell corners. The diagonal from (0, 0) passes
   through the corner of every cell; tiles that only touch it at a corner are
   missed, the tile it crosses is hit where it enters. */
TEST(ray_through_cell_corners)
{
    isect_hit h;
    size_t idx;
    make_grid(V(0, 0), V(1, 1), 8, 8);
    start_world();
    add_box(1.5, 0.5, 0.5, 0.5); /* touches the diagonal at (1, 1) only */
    add_box(2.5, 1.5, 0.5, 0.5); /* at (2, 2) only */
    add_box(3.5, 0.5, 0.5, 0.5);
    CHECK(isect_grid_insert_world(&grid, &world));
    CHECK(!cast_both(V(0, 0), V(5, 5), &h, &idx));
    add_box(4.5, 4.5, 0.5, 0.5); /* on the diagonal */
    CHECK(isect_grid_insert(&grid, 3, isect_shape_bounds(shapes[3])));
    if (CHECK(cast_both(V(0, 0), V(5, 5), &h, &idx))) {
        CHECK(idx == 3);
        CHECK_NEAR(h.time, 0.8, TOL);
        CHECK_VEC(h.pos, 4, 4, TOL);
    }
    /* the other diagonal, from a corner down and left */
    if (CHECK(cast_both(V(7, 7), V(-5, -5), &h, &idx))) {
        CHECK(idx == 3);
        CHECK_NEAR(h.time, 0.4, TOL);
    }
    /* a box swept through the corners: its corner runs along the diagonal
       and only touches the tiles at (1.5, 0.5) and (2.5, 1.5): a miss */
    {
        isect_sweep s;
        CHECK(!sweep_both(BOX(-0.5, 0.5, 0.5, 0.5), V(2, 2), &s, &idx));
    }
}

/* Issue 12: a ray with a zero component, starting exactly on a cell
   border, and a circle in the next column but one. */
TEST(ray_from_a_cell_border)
{
    isect_hit h;
    size_t idx;
    make_grid(V(0, 0), V(2, 2), 5, 5);
    start_world();
    add_circle(7, 3, 1);
    CHECK(isect_grid_insert_world(&grid, &world));
    if (CHECK(cast_both(V(2, 3), V(6, 0), &h, &idx))) {
        CHECK(idx == 0);
        CHECK_NEAR(h.time, 4.0 / 6.0, TOL);
        CHECK_VEC(h.pos, 6, 3, TOL);
    }
    CHECK(!cast_both(V(2, 4), V(6, 0), &h, &idx)); /* grazes the top: a touch */
    CHECK(!cast_both(V(2, 3), V(3.5, 0), &h, &idx)); /* stops short */
}

/* The book's flush wall of two tiles (Sweeping through many shapes,
   exercise 2): a player moving up and into the wall gets the wall's normal
   from the lower tile, in either order of the list, through the grid too,
   with cells that line up with the tiles and with cells half a tile off. */
TEST(flush_wall_of_tiles)
{
    int order, off;
    for (off = 0; off < 2; off++)
        for (order = 0; order < 2; order++) {
            isect_sweep s;
            size_t idx;
            make_grid(V(off ? 7.5 : 8, off ? -1.5 : -1), V(1, 1), 6, 6);
            start_world();
            add_box(10.5, order ? 1.5 : 0.5, 0.5, 0.5);
            add_box(10.5, order ? 0.5 : 1.5, 0.5, 0.5);
            CHECK(isect_grid_insert_world(&grid, &world));
            if (CHECK(sweep_both(BOX(9.5, 0.5, 0.5, 0.5), V(2, 1), &s, &idx))) {
                CHECK(idx == (size_t)(order ? 1 : 0));
                CHECK_VEC(s.hit.normal, -1, 0, TOL);
                CHECK_NEAR(s.hit.time, 0, TOL);
                CHECK_VEC(s.pos, 9.5, 0.5, TOL);
            }
        }
}

/* Shapes outside the grid's area live in its border cells, which reach to
   infinity: a ray that leaves the area still finds them. */
TEST(shapes_outside_the_grid)
{
    isect_hit h;
    size_t idx, found[4];
    make_grid(V(0, 0), V(1, 1), 4, 4);
    start_world();
    add_box(-20, 2, 1, 1);
    add_circle(2, 50, 2);
    add_box(30, -30, 1, 1);
    CHECK(isect_grid_insert_world(&grid, &world));
    if (CHECK(cast_both(V(2, 2), V(-40, 0), &h, &idx))) {
        CHECK(idx == 0);
        CHECK_NEAR(h.time, 21.0 / 40.0, TOL);
    }
    if (CHECK(cast_both(V(2, -10), V(0, 100), &h, &idx))) {
        CHECK(idx == 1);
        CHECK_NEAR(h.time, 0.58, TOL);
    }
    CHECK(isect_grid_overlap_point(&grid, &world, V(30, -30), NULL, found, 4) == 1);
    CHECK(found[0] == 2);
}

/* A shape larger than a cell is in every cell it covers, and is reported
   once, in order, however many of the query's cells it is in. */
TEST(large_shapes_reported_once)
{
    size_t found[8], n;
    make_grid(V(0, 0), V(1, 1), 8, 8);
    start_world();
    add_box(4, 4, 3, 3);   /* 36 cells and more */
    add_circle(4, 4, 0.2);
    add_box(7.5, 7.5, 0.5, 0.5);
    add_circle(1, 1, 0.5);
    CHECK(isect_grid_insert_world(&grid, &world));
    n = isect_grid_overlap_aabb(&grid, &world, BOX(4, 4, 3.8, 3.8), NULL, found, 8);
    CHECK(n == 4);
    CHECK(found[0] == 0 && found[1] == 1 && found[2] == 2 && found[3] == 3);
    /* a capacity of 2 keeps the 2 smallest indices, and still counts all */
    found[2] = 77;
    n = isect_grid_overlap_circle(&grid, &world, CIRC(4, 4, 5), NULL, found, 2);
    CHECK(n == 4);
    CHECK(found[0] == 0 && found[1] == 1 && found[2] == 77);
    CHECK(isect_grid_overlap_circle(&grid, &world, CIRC(4, 4, 5), NULL, NULL, 5) == 4);
}

/* Remove and move change what a query finds; a move within the same cells
   changes nothing in the grid. An index the world does not have is skipped. */
TEST(remove_and_move)
{
    isect_hit h;
    size_t idx;
    make_grid(V(0, 0), V(1, 1), 10, 4);
    start_world();
    add_box(3.5, 1.5, 0.5, 0.5);
    add_box(6.5, 1.5, 0.5, 0.5);
    CHECK(isect_grid_insert_world(&grid, &world));
    CHECK(cast_both(V(0, 1.5), V(9, 0), &h, &idx) && idx == 0);
    CHECK(isect_grid_remove(&grid, 0));
    h.time = 0;
    CHECK(isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), NULL, &h, &idx));
    CHECK(idx == 1);
    CHECK_NEAR(h.time, 6.0 / 9.0, TOL);
    /* the world still has shape 0; the grid does not, so they differ here */
    shapes[1].as.aabb.pos.x = 1.75;
    shapes[1].as.aabb.half.x = R(0.2);
    CHECK(isect_grid_move(&grid, 1, isect_shape_bounds(shapes[1])));
    CHECK(isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), NULL, &h, &idx));
    CHECK(idx == 1);
    CHECK_NEAR(h.time, 1.55 / 9.0, TOL);
    {
        uint32_t free_before = grid.free_count;
        shapes[1].as.aabb.pos.x = 1.5; /* still inside column 1 */
        CHECK(isect_grid_move(&grid, 1, isect_shape_bounds(shapes[1])));
        CHECK(grid.free_count == free_before);
        CHECK(grid.spans[1].x0 == 1 && grid.spans[1].x1 == 1);
    }
    /* index 5 is in the grid but not in the world (count 2): skipped */
    CHECK(isect_grid_insert(&grid, 5, BOX(5, 1.5, 0.5, 0.5)));
    CHECK(isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), NULL, &h, &idx));
    CHECK(idx == 1);
}

/* Bad input: a NaN or infinite query is asked of every shape the grid
   holds, so it answers as the world does. A shape with NaN bounds is in
   every cell. */
TEST(bad_input_answers_as_the_world)
{
    isect_hit h;
    size_t idx, fa[4], fb[4];
    make_grid(V(0, 0), V(1, 1), 6, 6);
    start_world();
    add_box(2.5, 2.5, 0.5, 0.5);
    add_box(NAN, 1, 1, 1);
    CHECK(isect_grid_insert_world(&grid, &world));
    CHECK(grid.spans[1].x0 == 0 && grid.spans[1].x1 == 5);
    CHECK(grid.spans[1].y0 == 0 && grid.spans[1].y1 == 2); /* y = 2 is row 2's edge */
    cast_both(V(NAN, 2.5), V(5, 0), &h, &idx);
    cast_both(V(0, 2.5), V(INFINITY, 0), &h, &idx);
    cast_both(V(0, 2.5), V(5, NAN), &h, &idx);
    CHECK(isect_world_overlap_point(&world, V(NAN, 0), NULL, fa, 4)
          == isect_grid_overlap_point(&grid, &world, V(NAN, 0), NULL, fb, 4));
}

/* A filter works as in the world: masks and accept. */
static bool not_zero(void *context, size_t index)
{
    (void)context;
    return index != 0;
}

TEST(filters_as_in_the_world)
{
    isect_hit h;
    size_t idx = 9;
    uint32_t masks[3] = {1, 2, 2};
    isect_filter f;
    make_grid(V(0, 0), V(1, 1), 10, 4);
    start_world();
    add_box(2.5, 1.5, 0.5, 0.5);
    add_box(4.5, 1.5, 0.5, 0.5);
    add_box(6.5, 1.5, 0.5, 0.5);
    world.layers = masks;
    CHECK(isect_grid_insert_world(&grid, &world));
    f.mask = 2;
    f.accept = NULL;
    f.context = NULL;
    CHECK(isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), &f, &h, &idx) && idx == 1);
    f.mask = 1;
    CHECK(isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), &f, &h, &idx) && idx == 0);
    f.mask = 3;
    f.accept = not_zero;
    CHECK(isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), &f, &h, &idx) && idx == 1);
    f.mask = 0;
    idx = 9;
    CHECK(!isect_grid_cast(&grid, &world, V(0, 1.5), V(9, 0), &f, &h, &idx) && idx == 9);
}

/* The walk goes on to the winner's contact, not to its stop. A box slides
   down onto a long floor A at a grazing angle, so A's sweep backs off far
   (in float at x = 1000, about 0.05 of the path); a small box B, in a column
   the walk enters after A's stop but before A's contact, is hit first and
   must win. A walk that stopped at A's stop would never see B. */
TEST(walk_goes_on_to_the_contact)
{
    isect_sweep s;
    size_t idx;
    size_t bytes = isect_grid_memory_size(30, 30, MAXS, 512);
    CHECK(isect_grid_init(&grid, memory, bytes, V(990.8, 990), V(1, 1), 30, 30, MAXS, 512));
    start_world();
    add_box(1005, 999.5, 5, 0.5);     /* A: the floor, x 1000..1010, top y 1000 */
    add_box(1006.2, 1000.5, 0.3, 0.3); /* B: x 1005.9..1006.5, in one column */
    CHECK(isect_grid_insert_world(&grid, &world));
    CHECK(grid.spans[1].x0 == grid.spans[1].x1);
    if (CHECK(sweep_both(BOX(1000.5, 1000.505, 0.5, 0.5), V(10, -0.01), &s, &idx))) {
        CHECK(idx == 1);
        CHECK_NEAR(s.hit.time, 0.49, 1e-4);
        CHECK_VEC(s.hit.normal, -1, 0, TOL);
    }
}

int main(void)
{
    RUN(memory_size_is_exact);
    RUN(init_refuses_bad_grids);
    RUN(ray_along_a_grid_line);
    RUN(ray_through_cell_corners);
    RUN(ray_from_a_cell_border);
    RUN(flush_wall_of_tiles);
    RUN(shapes_outside_the_grid);
    RUN(large_shapes_reported_once);
    RUN(remove_and_move);
    RUN(bad_input_answers_as_the_world);
    RUN(filters_as_in_the_world);
    RUN(walk_goes_on_to_the_contact);
    return check_report();
}
