/* property_rod_walk.c -- a tilted rod walks along a floor of tiles as it
   walks along one long box.

   Usage: test-property_rod_walk [seed [trials]]

   A rod is a capsule of radius zero: a segment. Each trial lays a row of
   flush square tiles (1, 16 or 32 units, at offsets 0 to 8000, y up or
   down) and the same row as one long box, stands a rod on it at any tilt,
   its lower end a little above the floor, and walks it along the row (to
   the right or, mirrored, to the left) with gravity, frame after frame,
   with isect_world_move_capsule in both worlds. Checks:
   - each frame's move over the tiles equals the move over the long box,
     to the last bit: the two worlds are the same surface;
   - the rod never stands still for three frames running.
   The rod once stood still at a seam for good (float, thousands of units
   out: 176 of 4,000 such walks). Landing a little past a seam, on the next
   tile the top entered last and the left side (an inner wall of the
   floor) a thousandth of a unit earlier; the margin of rounding steps made
   that a tie, and the wall, which opposed the walk less, won. A near tie
   now counts only for a side ranked before the sides that enter last, and
   a moving rod's own normal ranks after a tile's sides (the book's *The
   slope* and *Capsule vs swept box*).
   A second phase lands the rod's end exactly on a seam's corner (every
   number a multiple of an eighth): an exact tie of the tile's top and its
   side. The frame of the landing may lose the rest of its walk there (the
   tile alone cannot tell an inner side from a wall); the rod must not
   lose more than that over the frames after it, and must never get ahead
   of the rod on the long box (the rod's own normal, once taken at the
   corner of the tile before the seam, slid it along itself, further than
   the walk). */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#define TILES 48

static isect_shape g_tiles[TILES], g_row[1];
static isect_world g_tiled, g_long;
static isect_capsule g_rod, g_start;
static isect_vec g_move;
static double g_tile, g_offset;
static int g_y_up, g_left;
static long g_frame;

static void describe(void)
{
    printf("  [%s, trial %ld] tile %g offset %g y_up %d left %d; rod started at (%a, %a)"
           " along (%a, %a), move (%a, %a); frame %ld at (%a, %a)\n", k_kind, k_trial,
           g_tile, g_offset, g_y_up, g_left, (double)g_start.pos.x, (double)g_start.pos.y,
           (double)g_start.delta.x, (double)g_start.delta.y, (double)g_move.x,
           (double)g_move.y, g_frame, (double)g_rod.pos.x, (double)g_rod.pos.y);
}

/* A point of the level, with the rod walking toward +x on a floor whose
   top is at y = offset ("up" is +y), turned into the trial's frame. */
static isect_vec at(double x, double y)
{
    double u = g_left ? 2 * g_offset - x : x;
    double v = g_y_up ? y : 2 * g_offset - y;
    return V(u, v);
}

/* A vector of the level (walking toward +x, up +y) in the trial's frame. */
static isect_vec level_vec(double x, double y)
{
    return V(g_left ? -x : x, g_y_up ? y : -y);
}

/* How far the rod's lower end has walked, in the level's frame. */
static double walked(isect_capsule rod)
{
    return g_left ? g_offset - (double)rod.pos.x : (double)rod.pos.x - g_offset;
}

static void lay_floor(double t, double off)
{
    int i;
    for (i = 0; i < TILES; i++) {
        isect_vec c = at(off + (i + 0.5) * t, off - t / 2);
        g_tiles[i] = isect_shape_aabb(BOX((double)c.x, (double)c.y, t / 2, t / 2));
    }
    {
        isect_vec c = at(off + TILES * t / 2, off - t / 2);
        g_row[0] = isect_shape_aabb(BOX((double)c.x, (double)c.y, TILES * t / 2, t / 2));
    }
    g_tiled.shapes = g_tiles, g_tiled.layers = NULL, g_tiled.count = TILES;
    g_long.shapes = g_row, g_long.layers = NULL, g_long.count = 1;
}

static isect_move_options options(void)
{
    isect_move_options o;
    o.skin = R(0.01);
    o.max_slope = R(0.7);
    o.max_steps = 4;
    o.y_up = g_y_up != 0;
    return o;
}

static long walks, frames, landings, lost_frames;

static void trial_walk(void)
{
    static const double tiles[3] = {1, 16, 32};
    static const double offsets[6] = {0, 500, 1000, 2000, 4000, 8000};
    double t = tiles[rng_int(0, 2)];
    double off = offsets[rng_int(0, 5)];
    double tilt = 3.14159265358979 * (0.02 + 0.96 * rng_unit());
    double length = t * (0.2 + 2 * rng_unit());
    double vx = t * (0.05 + 0.5 * rng_unit()), vy = t * (0.05 + 0.5 * rng_unit());
    double rise = sin(tilt) * length, run = cos(tilt) * length;
    isect_move_options o;
    int still = 0;
    g_tile = t, g_offset = off, g_y_up = rng_chance(0.5), g_left = rng_chance(0.5);
    lay_floor(t, off);
    o = options();
    walks++;
    /* the lower end first, 0.01 above the floor, the rod rising from it */
    g_rod.pos = at(off + 2 * t + 2 * length, off + 0.01);
    g_rod.delta = level_vec(run, rise);
    g_rod.radius = 0;
    g_start = g_rod;
    g_move = level_vec(vx, -vy);
    for (g_frame = 0; g_frame < 400 && walked(g_rod) < (TILES - 4) * t - 2 * length;
         g_frame++) {
        isect_move_result over_tiles, over_row;
        isect_world_move_capsule(&g_tiled, g_rod, g_move, NULL, &o, &over_tiles);
        isect_world_move_capsule(&g_long, g_rod, g_move, NULL, &o, &over_row);
        frames++;
        if (!CHECK(same_vec(over_tiles.moved, over_row.moved)))
            return;
        still = over_tiles.moved.x == 0 ? still + 1 : 0;
        if (!CHECK(still < 3))
            return;
        g_rod.pos = isect_add(g_rod.pos, over_tiles.moved);
    }
}

/* The exact landing: the rod's lower end reaches a seam's corner at half
   of a frame. The walk, the fall and the rod are multiples of an eighth,
   so the end lands exactly on the corner. */
static void trial_landing(void)
{
    static const double offsets[4] = {0, 1000, 4000, 8000};
    static const double runs[8] = {-8, -8, -8, -4, -2, -1, 8, 4};
    static const double rises[8] = {1, 2, 8, 8, 8, 8, 1, 8};
    double t = 16, off = offsets[rng_int(0, 3)];
    int k = rng_int(0, 7);
    double vx = rng_int(1, 32) / 8.0, vy = rng_int(1, 48) / 8.0;
    double seam = off + 8 * t, loss, skin;
    isect_move_options o;
    isect_capsule on_row;
    g_tile = t, g_offset = off, g_y_up = rng_chance(0.5), g_left = rng_chance(0.5);
    lay_floor(t, off);
    o = options();
    landings++;
    g_rod.pos = at(seam - vx / 2, off + vy / 2);
    g_rod.delta = level_vec(runs[k] * t / 16, rises[k] * t / 16);
    g_rod.radius = 0;
    g_start = g_rod;
    g_move = level_vec(vx, -vy);
    on_row = g_rod;
    for (g_frame = 0; g_frame < 12; g_frame++) {
        isect_move_result r;
        isect_world_move_capsule(&g_tiled, g_rod, g_move, NULL, &o, &r);
        g_rod.pos = isect_add(g_rod.pos, r.moved);
        isect_world_move_capsule(&g_long, on_row, g_move, NULL, &o, &r);
        on_row.pos = isect_add(on_row.pos, r.moved);
        /* never ahead of the long box: the rod's own normal, taken at the
           corner, once slid it along itself, further than the walk */
        CHECK(walked(g_rod) <= walked(on_row) + 8 * REAL_EPS * (off + 12 * t));
    }
    /* at most the rest of the landing frame's walk lost, and twice the
       mover's skin (0.01, or 16 eps (|x| + |y| + 1) where that is more) */
    skin = 16 * REAL_EPS * (2 * (off + 12 * t) + 1);
    skin = skin > 0.01 ? skin : 0.01;
    loss = walked(on_row) - walked(g_rod);
    lost_frames += loss > 2 * skin;
    CHECK(loss <= vx / 2 + 2 * skin);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "a tilted rod walks on a floor of tiles",
                                 0x70d3a1c5ULL, 4000, describe);
    property_phase("walk with gravity", trials, trial_walk);
    property_phase("land exactly on a seam's corner", trials / 4, trial_landing);
    printf("walks %ld, frames %ld; exact landings %ld, of which %ld lost part of a frame\n",
           walks, frames, landings, lost_frames);
    CHECK(frames > 50 * walks);
    return property_finish(__FILE__);
}
