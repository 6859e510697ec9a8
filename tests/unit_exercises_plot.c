/* unit_exercises_plot.c -- the answer to exercise 5 of the chapter "A broad
   phase: the uniform grid" (the estimates of its section "How the cost
   grows"), checked against the library's grid, in double and in float
   (and under ASan + UBSan).

   A cast of length L through cells of size s visits 1 + 4L/(pi s) cells on
   average over directions; a shape whose bounds are w wide covers
   (1 + w/s)^2 cells on average over positions; with one shape per 25
   square units a cell then holds (s + w)^2 / 25 shapes. The formulas'
   values for L = 8, w = 2.5, s = 4 and s = 2, and the grid's own counts on
   random casts and a random world, which must come within a few percent. */
#include "testlib.h"

#define PI 3.14159265358979323846
#define SIDE 320.0          /* a multiple of both cell sizes */
#define SHAPES 4096         /* 25 square units each: 5 sqrt(4096) = 320 */

static isect_shape shapes[SHAPES];
static uint32_t memory[(4 * 160 * 160 + 16 * SHAPES + 8 * 6 * SHAPES) / 4];

static double cells_on_cast(double s)
{
    return 1 + 4 * 8 / (PI * s);
}

static double shapes_per_cell(double s)
{
    return (s + 2.5) * (s + 2.5) / 25;
}

static int near(double got, double want, double rel)
{
    return fabs(got - want) <= rel * want;
}

/* The answer's numbers, as the text rounds them. */
TEST(exercise_5_the_estimates)
{
    CHECK(near(cells_on_cast(4), 3.55, 0.002));
    CHECK(near(shapes_per_cell(4), 1.69, 0.001));
    CHECK(near(cells_on_cast(4) * shapes_per_cell(4), 6.0, 0.01));
    CHECK(near(cells_on_cast(2), 6.09, 0.001));
    CHECK(near(shapes_per_cell(2), 0.81, 0.001));
    CHECK(near(cells_on_cast(2) * shapes_per_cell(2), 4.9, 0.01));
    CHECK(cells_on_cast(2) * shapes_per_cell(2) < 0.85 * cells_on_cast(4) * shapes_per_cell(4));
    CHECK(near((1 + 2.5 / 2) * (1 + 2.5 / 2), 5.1, 0.01));
    CHECK(near((1 + 2.5 / 4) * (1 + 2.5 / 4), 2.6, 0.02));
}

static bool grid_of(isect_grid *g, double s)
{
    size_t columns = (size_t)(SIDE / s), bytes = isect_grid_memory_size(columns, columns, SHAPES, 6 * SHAPES);
    return CHECK(bytes <= sizeof memory)
        && CHECK(isect_grid_init(g, memory, bytes, V(0, 0), V(s, s), columns, columns, SHAPES, 6 * SHAPES));
}

/* The cells a cast 8 units long visits, from random points of the grid's
   area in random directions, on average. */
TEST(exercise_5_cells_a_cast_visits)
{
    static const double sizes[2] = { 4, 2 };
    int k, i, casts = 20000;
    for (k = 0; k < 2; k++) {
        isect_grid g;
        double total = 0;
        if (!grid_of(&g, sizes[k]))
            continue;
        for (i = 0; i < casts; i++) {
            double a = 2 * PI * rng_unit();
            double p_draw0 = 8 + (SIDE - 16) * rng_unit();
            double p_draw1 = 8 + (SIDE - 16) * rng_unit();
            isect_vec p = V(p_draw0, p_draw1);
            total += (double)isect_grid_cells_on_path(&g, p, V(8 * cos(a), 8 * sin(a)), V(0, 0), NULL, 0);
        }
        if (!CHECK(near(total / casts, cells_on_cast(sizes[k]), 0.02)))
            printf("    cells of %g: %.3f cells a cast, the estimate %.3f\n", sizes[k], total / casts,
                   cells_on_cast(sizes[k]));
    }
}

/* Boxes 2.5 wide at random places, one per 25 square units: the entries a
   shape takes, and the shapes a cell holds, on average. */
TEST(exercise_5_shapes_a_cell_holds)
{
    static const double sizes[2] = { 4, 2 };
    isect_world world;
    int k, i;
    for (i = 0; i < SHAPES; i++)
        {
            double draw0 = SIDE * rng_unit();
            double draw1 = SIDE * rng_unit();
            shapes[i] = isect_shape_aabb(BOX(draw0, draw1, 1.25, 1.25));
        }
    world.shapes = shapes;
    world.layers = NULL;
    world.count = SHAPES;
    for (k = 0; k < 2; k++) {
        isect_grid g;
        double entries, cells, s = sizes[k];
        if (!grid_of(&g, s) || !CHECK(isect_grid_insert_world(&g, &world)))
            continue;
        entries = (double)(g.max_entries - g.free_count);
        cells = (double)g.columns * (double)g.rows;
        CHECK(near(entries / SHAPES, (1 + 2.5 / s) * (1 + 2.5 / s), 0.03));
        if (!CHECK(near(entries / cells, shapes_per_cell(s), 0.03)))
            printf("    cells of %g: %.3f shapes a cell, the estimate %.3f\n", s, entries / cells,
                   shapes_per_cell(s));
    }
}

int main(void)
{
    rng_state = 0xE5E5;
    RUN(exercise_5_the_estimates);
    RUN(exercise_5_cells_a_cast_visits);
    RUN(exercise_5_shapes_a_cell_holds);
    return check_report();
}
