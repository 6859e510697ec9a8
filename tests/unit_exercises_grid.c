/* unit_exercises_grid.c -- the answers to the exercises of the chapter "A
   broad phase: the uniform grid", checked against the library, in double
   and in float (and under ASan + UBSan).

   One TEST per exercise with numbers. Exercise 4 asks why (a reason, no
   values), so it has no TEST. */
#include "testlib.h"

static uint32_t memory[4096];

static void grid_8x8(isect_grid *g)
{
    size_t bytes = isect_grid_memory_size(8, 8, 4, 16);
    CHECK(bytes <= sizeof memory);
    CHECK(isect_grid_init(g, memory, bytes, V(0, 0), V(2, 2), 8, 8, 4, 16));
}

/* Exercise 1: a box at (3, 1), half size (1, 1): columns 1..2, rows 0..1,
   four entries; a circle at (5, 5), radius 0.5: cell (2, 2), one entry. */
TEST(grid_1)
{
    isect_grid g;
    grid_8x8(&g);
    CHECK(isect_grid_insert(&g, 0, BOX(3, 1, 1, 1)));
    CHECK(g.spans[0].x0 == 1 && g.spans[0].x1 == 2);
    CHECK(g.spans[0].y0 == 0 && g.spans[0].y1 == 1);
    CHECK(g.free_count == 16 - 4);
    CHECK(isect_grid_insert(&g, 1, isect_shape_bounds(isect_shape_circle(CIRC(5, 5, 0.5)))));
    CHECK(g.spans[1].x0 == 2 && g.spans[1].x1 == 2);
    CHECK(g.spans[1].y0 == 2 && g.spans[1].y1 == 2);
    CHECK(g.free_count == 16 - 5);
}

/* Exercise 2: the ray from (1, 1) by (6, 3) visits (0,0), (1,0), (1,1),
   (2,1), (3,1), (3,2): cell numbers row * 8 + column. */
TEST(grid_2)
{
    isect_grid g;
    size_t cells[16], n, i;
    static const size_t want[6] = {0, 1, 9, 10, 11, 19};
    grid_8x8(&g);
    n = isect_grid_cells_on_path(&g, V(1, 1), V(6, 3), V(0, 0), cells, 16);
    CHECK(n == 6);
    for (i = 0; i < 6 && i < n; i++)
        CHECK(cells[i] == want[i]);
}

/* Exercise 3: 1000 x 1000 cells, 300,000 tiles of 4 entries: 18,400,000
   bytes. Cells of 2 x 2 tiles: 2.25 entries a tile on average (checked on a
   full 100 x 100 map), and 11,200,000 bytes for the big map. */
TEST(grid_3)
{
    static uint32_t big[(4 * 51 * 51 + 16 * 10000 + 8 * 22500) / 4];
    isect_grid g;
    size_t bytes, i, j;
    CHECK(isect_grid_memory_size(1000, 1000, 300000, 1200000) == 18400000u);
    CHECK(isect_grid_memory_size(500, 500, 300000, 675000) == 11200000u);
    bytes = isect_grid_memory_size(51, 51, 10000, 22500);
    CHECK(bytes == sizeof big);
    CHECK(isect_grid_init(&g, big, bytes, V(0, 0), V(2, 2), 51, 51, 10000, 22500));
    for (i = 0; i < 100; i++)
        for (j = 0; j < 100; j++)
            CHECK(isect_grid_insert(&g, i * 100 + j,
                                    BOX((double)i + 0.5, (double)j + 0.5, 0.5, 0.5)));
    CHECK(g.free_count == 0); /* 22,500 entries: 2.25 a tile */
}

int main(void)
{
    RUN(grid_1);
    RUN(grid_2);
    RUN(grid_3);
    return check_report();
}
