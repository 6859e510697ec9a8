/* property_tile_floor.c -- a row of flush tiles answers as one long box:
   a shape that stands exactly on a floor (or against a wall, or under a
   ceiling) of tiles and moves along it is never caught at a seam.

   Usage: test-property_tile_floor [seed [trials]]

   Each trial lays a row of square tiles (size 1, 16 or 32, at offsets up to
   thousands of units, as a floor, a ceiling, or a wall on either side) and
   the same row as one long box, and puts a moving box, circle or capsule
   (upright or lying along the row) exactly flush against it. The shape then
   moves along the row, and into it by a little:

   - "pressed less than a step": by so little that the end of the move,
     rounded, is still exactly flush. That is a slide: against the tiles, as
     against the long box, the sweep must move the whole way, and the move
     and slide (isect_world_move_*) must give the same result. (A capsule
     once stopped at a seam, halfway, with a slanted normal such as
     (-2.4e-7, -1) in double and (-0.0055, -0.99998) in float: one piece of
     its sweep, a tile's corner against the capsule, read the path exactly
     as given, the other pieces as rounding ends it.)
   - "pressed by a few steps": the end overlaps the row. Both worlds must
     stop the shape, and with the row's own normal, exactly. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

enum { KIND_BOX, KIND_CIRCLE, KIND_CAPSULE };

static isect_shape tiles[40], row[1];
static int g_side, g_kind, g_count;
static double g_size, g_offset, g_across;
static isect_vec g_pos, g_delta, g_axis;
static isect_real g_extent;

static void describe(void)
{
    printf("  [%s, trial %ld] side %d, tiles %d of size %g at offset %g (surface at %a),"
           " kind %d at (%a, %a) axis (%a, %a) extent %a, moving by (%a, %a)\n",
           k_kind, k_trial, g_side, g_count, g_size, g_offset, g_across, g_kind,
           (double)g_pos.x, (double)g_pos.y, (double)g_axis.x, (double)g_axis.y,
           (double)g_extent, (double)g_delta.x, (double)g_delta.y);
}

/* A point or vector given along the row (u) and across it (v). Sides 0 and
   1 are a floor and a ceiling (the row runs along x), 2 and 3 walls. */
static isect_vec on_row(double u, double v)
{
    return g_side < 2 ? V(u, v) : V(v, u);
}

/* The row's surface normal, pointing out of the row toward the shape. */
static isect_vec surface_normal(void)
{
    static const double out[4] = {-1, 1, -1, 1};
    return on_row(0, out[g_side]);
}

/* Lays the tiles and the long box; the row covers [offset, offset + count
   * size] along, [across - size, across] (side 0, 2) or [across, across +
   size] (side 1, 3) across, so that `across` is the surface. */
static void lay_row(void)
{
    double inside = g_side == 0 || g_side == 2 ? 1 : -1;
    double center = g_across + inside * g_size / 2;
    int i;
    for (i = 0; i < g_count; i++) {
        isect_vec c = on_row(g_offset + g_size * i + g_size / 2, center);
        isect_aabb b;
        b.pos = c;
        b.half = V(g_size / 2, g_size / 2);
        tiles[i] = isect_shape_aabb(b);
    }
    {
        isect_aabb b;
        b.pos = on_row(g_offset + g_size * g_count / 2, center);
        b.half = on_row(g_size * g_count / 2, g_size / 2);
        row[0] = isect_shape_aabb(b);
    }
}

/* The moving shape, flush against the surface: its extent across is how
   far it reaches toward the row from its position. */
static isect_shape place_shape(double along)
{
    double toward = g_side == 0 || g_side == 2 ? 1 : -1;
    isect_shape s;
    if (g_kind == KIND_BOX) {
        isect_aabb b;
        b.half = on_row(g_extent, g_extent / 2);
        b.pos = on_row(along, g_across - toward * (g_extent / 2));
        s = isect_shape_aabb(b);
        g_pos = b.pos;
        g_axis = b.half;
    } else if (g_kind == KIND_CIRCLE) {
        isect_circle c;
        c.radius = g_extent;
        c.pos = on_row(along, g_across - toward * g_extent);
        s = isect_shape_circle(c);
        g_pos = c.pos;
        g_axis = V(0, 0);
    } else {
        /* g_axis: the capsule's axis, along the row or across it; across, its
           position is the end away from the row */
        isect_capsule c;
        c.radius = g_extent;
        c.delta = g_axis;
        if (g_side < 2 ? g_axis.y != 0 : g_axis.x != 0) {
            double length = g_side < 2 ? g_axis.y : g_axis.x;
            c.pos = on_row(along, g_across - toward * (g_extent + length));
            c.delta = on_row(0, toward * length);
        } else
            c.pos = on_row(along, g_across - toward * g_extent);
        s = isect_shape_capsule(c);
        g_pos = c.pos;
        g_axis = c.delta;
    }
    return s;
}

static bool world_sweep(const isect_shape *shapes, int count, isect_shape moving,
                        isect_sweep *out)
{
    isect_world w;
    size_t index;
    w.shapes = shapes;
    w.layers = NULL;
    w.count = (size_t)count;
    if (moving.kind == ISECT_SHAPE_AABB)
        return isect_world_sweep_aabb(&w, moving.as.aabb, g_delta, NULL, out, &index);
    if (moving.kind == ISECT_SHAPE_CIRCLE)
        return isect_world_sweep_circle(&w, moving.as.circle, g_delta, NULL, out, &index);
    return isect_world_sweep_capsule(&w, moving.as.capsule, g_delta, NULL, out, &index);
}

static isect_vec world_move(const isect_shape *shapes, int count, isect_shape moving)
{
    isect_world w;
    isect_move_options o;
    isect_move_result r;
    w.shapes = shapes;
    w.layers = NULL;
    w.count = (size_t)count;
    o.skin = (isect_real)(g_size / 100);
    o.max_slope = R(0.7);
    o.max_steps = 4;
    o.y_up = false;
    if (moving.kind == ISECT_SHAPE_AABB)
        isect_world_move_aabb(&w, moving.as.aabb, g_delta, NULL, &o, &r);
    else if (moving.kind == ISECT_SHAPE_CIRCLE)
        isect_world_move_circle(&w, moving.as.circle, g_delta, NULL, &o, &r);
    else
        isect_world_move_capsule(&w, moving.as.capsule, g_delta, NULL, &o, &r);
    return r.moved;
}

/* Draws a row and a shape flush against it; returns the shape. */
static isect_shape draw_case(void)
{
    static const double sizes[3] = {1, 16, 32};
    int size_pick = rng_int(0, 2);
    int far = rng_chance(0.7);
    int offset_units = rng_int(-4000, 4000);
    int across_units = rng_int(-4000, 4000);
    int extent_eighths = rng_int(1, 8);
    int length_eighths = rng_int(0, 8);
    int lying = rng_chance(0.5);
    int whole = rng_chance(0.5);
    double along_unit = rng_unit();
    g_side = rng_int(0, 3);
    g_kind = rng_int(0, 2);
    g_count = rng_int(10, 40);
    g_size = sizes[size_pick];
    g_offset = far ? offset_units : 0;
    g_across = far ? across_units : 0;
    g_extent = (isect_real)(g_size * extent_eighths / 8);
    if (g_kind == KIND_CAPSULE) {
        g_extent = (isect_real)(g_extent / 2);
        g_axis = lying ? on_row(g_size * length_eighths / 8, 0)
                       : on_row(0, g_size * length_eighths / 8);
    }
    lay_row();
    {
        /* in the middle of the row, on a whole unit or anywhere */
        double along = g_offset + g_size * 4 + along_unit * g_size * (g_count - 8);
        if (whole)
            along = floor(along);
        return place_shape(along);
    }
}

/* A move along the row of up to two tiles, pressing in by `press`. */
static void draw_move(double press)
{
    double into = g_side == 0 || g_side == 2 ? 1 : -1;
    double along = (2 * rng_unit() - 1) * 2 * g_size;
    g_delta = on_row(along, into * press);
}

/* One trial: a press of 2^k rounding steps of the surface's coordinate,
   k from -40 to 6: from far less than a rounding step, a slide, to a few
   steps, into the row. The long box is the oracle: the tiles must give its
   yes or no, the row's own normal when both stop the shape, the same end
   when neither does, and the same move and slide. */
static void trial(void)
{
    isect_shape moving = draw_case();
    int k = rng_int(-40, 6);
    double unit = fabs(g_across) > 1 ? fabs(g_across) : 1;
    isect_sweep a, b;
    bool ha, hb;
    draw_move(ldexp(unit * REAL_EPS, k));
    ha = world_sweep(tiles, g_count, moving, &a);
    hb = world_sweep(row, 1, moving, &b);
    CHECK(ha == hb);
    if (ha && hb) {
        CHECK(same_vec(a.hit.normal, surface_normal()));
        CHECK(same_vec(b.hit.normal, surface_normal()));
    }
    if (!ha && !hb)
        CHECK(same_vec(a.pos, b.pos));
    {
        isect_vec ma = world_move(tiles, g_count, moving);
        isect_vec mb = world_move(row, 1, moving);
        double tol = 64 * REAL_EPS * (fabs(g_offset) + fabs(g_across) + g_size);
        CHECK(fabs((double)(ma.x - mb.x)) <= tol && fabs((double)(ma.y - mb.y)) <= tol);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "flush tile rows answer as one box",
                                 0x7f100a12ULL, 200000, describe);
    property_phase("flush rows", trials, trial);
    return property_finish(__FILE__);
}
