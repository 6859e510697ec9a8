/* property_ramp_foot.c -- a box that walks into the foot of a ramp, with
   gravity, climbs it.

   Usage: test-property_ramp_foot [seed [trials]]

   A floor of flush tiles, and on it a ramp: a triangle whose foot corner is
   at floor level, its slope rising away from the box (45 degrees, 30, a
   gradient of 1/2 or 1/3, all of them floors for the default max_slope).
   A box rests on the floor a little way back and walks at the ramp with
   isect_world_move_aabb, every frame the same move: a walk along the floor
   and a fall (gravity), the walk fast enough to climb the ramp (its part
   along the slope at least a quarter of the walk). When the box's lower corner reaches
   the foot, the x axis (the box's side against the foot corner) and the
   slope enter together, a tie; the box's axis once won it whenever it
   opposed the motion less than the slope (gravity larger than the walk
   times the gradient), and its slide ran straight into the floor: the box
   froze at the foot for good (in float thousands of units out in about 2%
   of such walks, in double on exact ties). The tie now goes to a side of
   the triangle first (the book's *The slope*).

   Each trial: a tile size (1, 16 or 32 units), an offset (0 to 8000),
   y up or down, the ramp on the right or (mirrored) on the left, a slope,
   a box, a walk and a gravity in steps of a twenty-fifth of a tile, and a
   start a few frames back from the foot. Checks:
   - the box never stands still for three frames running;
   - within 300 frames it gets a tile up the ramp: its side a tile past the
     foot, its bottom above the floor by at least half the slope's rise
     over that tile;
   - and each frame's sweep of the ramp alone, when it hits, gets the
     slope's normal, never the box's side axis against the foot corner.
   A second phase builds the exact tie (multiples of an eighth of a tile:
   the box's lower corner runs exactly through the foot corner) and asks
   isect_triangle_sweep_aabb for the contact time and the slope's normal. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#define TILES 12

static isect_shape g_shapes[TILES + 1];
static isect_world g_world;
static isect_triangle g_ramp;
static isect_aabb g_box, g_start;
static isect_vec g_move;
static double g_tile, g_offset, g_rise;
static int g_y_up, g_left;
static long g_frame;

static void describe(void)
{
    printf("  [%s, trial %ld] tile %g offset %g rise %g y_up %d left %d; ramp (%a, %a) (%a, %a)"
           " (%a, %a); box started at (%a, %a) half (%a, %a), move (%a, %a); frame %ld at"
           " (%a, %a)\n", k_kind, k_trial, g_tile, g_offset, g_rise, g_y_up, g_left,
           (double)g_ramp.a.x, (double)g_ramp.a.y, (double)g_ramp.b.x, (double)g_ramp.b.y,
           (double)g_ramp.c.x, (double)g_ramp.c.y, (double)g_start.pos.x,
           (double)g_start.pos.y, (double)g_start.half.x, (double)g_start.half.y,
           (double)g_move.x, (double)g_move.y, g_frame, (double)g_box.pos.x,
           (double)g_box.pos.y);
}

/* A point of the level, with the box walking toward +x and the floor
   under it toward -y ("up" is +y), turned into the trial's frame. */
static isect_vec at(double x, double y)
{
    double u = g_left ? 2 * g_offset - x : x;
    double v = g_y_up ? y : 2 * g_offset - y;
    return V(u, v);
}

/* The box's right side, in the level's frame (walking toward +x). */
static double right_of(isect_aabb b)
{
    double x = g_left ? 2 * g_offset - (double)b.pos.x : (double)b.pos.x;
    return x + (double)b.half.x;
}

static long frozen, climbed, walks, slope_hits;

static void trial(void)
{
    static const double tiles[3] = {1, 16, 32};
    static const double offsets[6] = {0, 500, 1000, 2000, 4000, 8000};
    static const double rises[4] = {1, 0.57735026918962576451, 0.5, 1.0 / 3};
    double t = tiles[rng_int(0, 2)];
    double off = offsets[rng_int(0, 5)];
    double rise = rises[rng_int(0, 3)];
    int y_up = rng_chance(0.5);
    int left = rng_chance(0.5);
    double hw = t * rng_int(3, 12) / 25.0; /* half width */
    double hh = t * rng_int(5, 15) / 25.0; /* half height */
    double vx = t * rng_int(1, 16) / 25.0; /* walk a frame */
    double vy = t * rng_int(1, 16) / 25.0; /* fall a frame */
    double back = rng_int(1, 4);
    double c = 1 / sqrt(1 + rise * rise);
    back += rng_unit(); /* frames from the foot */
    double foot = off, floor_y = off, top;
    isect_move_options o;
    isect_vec d, prev;
    int i, still = 0;
    g_tile = t, g_offset = off, g_rise = rise, g_y_up = y_up, g_left = left;
    if (vx * c - vy * rise * c <= 0.25 * vx)
        return; /* the walk must beat gravity along the slope, with room to spare */
    walks++;
    for (i = 0; i < TILES; i++) { /* the floor: tiles on both sides of the foot */
        isect_vec center = at(foot + (i - TILES / 2 + 0.5) * t, floor_y - t / 2);
        g_shapes[i] = isect_shape_aabb(BOX((double)center.x, (double)center.y, t / 2, t / 2));
    }
    top = floor_y + 4 * t * rise;
    {
        isect_vec a = at(foot, floor_y), b = at(foot + 4 * t, floor_y),
                  k = at(foot + 4 * t, top);
        g_ramp.a = a, g_ramp.b = b, g_ramp.c = k;
    }
    g_shapes[TILES] = isect_shape_triangle(g_ramp);
    g_world.shapes = g_shapes;
    g_world.layers = NULL;
    g_world.count = TILES + 1;
    {
        isect_vec center = at(foot - hw - vx * back, floor_y + hh + 0.01);
        g_box.pos = center;
        g_box.half = V(hw, hh);
    }
    g_start = g_box;
    d = at(off + vx, off - vy);
    g_move = d = V((double)d.x - (double)at(off, off).x, (double)d.y - (double)at(off, off).y);
    o.skin = R(0.01);
    o.max_slope = R(0.7);
    o.max_steps = 4;
    o.y_up = y_up != 0;
    for (g_frame = 0; g_frame < 300 && right_of(g_box) < foot + t; g_frame++) {
        isect_move_result r;
        isect_sweep sw;
        if (isect_triangle_sweep_aabb(g_ramp, g_box, d, &sw)) {
            /* The ramp alone, where the box meets it no lower than the
               floor (alone, a box can fall past the foot and meet the
               corner with its side): the slope's normal, up and back, never
               the box's own side axis against the foot corner. */
            isect_vec n = sw.hit.normal;
            double back_part = g_left ? (double)n.x : -(double)n.x;
            double up_part = g_y_up ? (double)n.y : -(double)n.y;
            double y = g_y_up ? (double)g_box.pos.y : 2 * off - (double)g_box.pos.y;
            y -= vy * (double)sw.hit.time; /* the box's center at the contact */
            if (y - hh >= floor_y - 4 * REAL_EPS * (off + t)) {
                CHECK(!(back_part > 0.999));
                slope_hits += up_part > 0 && back_part > 0;
            }
        }
        prev = g_box.pos;
        isect_world_move_aabb(&g_world, g_box, d, NULL, &o, &r);
        g_box.pos = isect_add(g_box.pos, r.moved);
        still = same_vec(prev, g_box.pos) ? still + 1 : 0;
        if (!CHECK(still < 3)) {
            frozen++;
            return;
        }
    }
    {
        /* a tile up the ramp, and above the floor */
        double y = g_y_up ? (double)g_box.pos.y : 2 * off - (double)g_box.pos.y;
        if (CHECK(right_of(g_box) >= foot + t && y - hh > floor_y + 0.5 * t * rise))
            climbed++;
    }
}

/* The exact tie: the box's lower corner runs exactly through the foot
   corner. Every number is a multiple of an eighth of a tile, so the corner
   reaches floor level at time f exactly when its side reaches the foot. */
static void trial_exact(void)
{
    static const double tiles[3] = {1, 16, 32};
    static const double offsets[6] = {0, 500, 1000, 2000, 4000, 8000};
    static const double rises[3] = {1, 0.5, 0.25};
    static const double fs[3] = {0.25, 0.5, 0.75};
    double t = tiles[rng_int(0, 2)];
    double off = offsets[rng_int(0, 5)];
    double rise = rises[rng_int(0, 2)];
    int y_up = rng_chance(0.5);
    int left = rng_chance(0.5);
    double hw = t * rng_int(2, 6) / 8.0;
    double hh = t * rng_int(2, 6) / 8.0;
    double vx = t * rng_int(1, 8) / 8.0;
    double vy = t * rng_int(1, 8) / 8.0;
    double f = fs[rng_int(0, 2)];
    double c = 1 / sqrt(1 + rise * rise), foot = off, floor_y = off;
    isect_vec d, p, o0;
    isect_sweep sw;
    g_tile = t, g_offset = off, g_rise = rise, g_y_up = y_up, g_left = left;
    o0 = at(off, off);
    if (vx * c - vy * rise * c <= 0.25 * vx)
        return;
    walks++;
    {
        isect_vec a = at(foot, floor_y), b = at(foot + 4 * t, floor_y),
                  k = at(foot + 4 * t, floor_y + 4 * t * rise);
        g_ramp.a = a, g_ramp.b = b, g_ramp.c = k;
    }
    p = at(foot - hw - f * vx, floor_y + hh + f * vy);
    g_box.pos = p;
    g_box.half = V(hw, hh);
    g_start = g_box;
    d = at(off + vx, off - vy);
    g_move = d = V((double)d.x - (double)o0.x, (double)d.y - (double)o0.y);
    g_frame = 0;
    if (CHECK(isect_triangle_sweep_aabb(g_ramp, g_box, d, &sw))) {
        isect_vec n = sw.hit.normal;
        double back_part = g_left ? (double)n.x : -(double)n.x;
        double up_part = g_y_up ? (double)n.y : -(double)n.y;
        CHECK(sw.hit.time == R(f));
        CHECK(back_part > 0 && back_part < 0.999 && up_part > 0);
        slope_hits += up_part > 0 && back_part > 0;
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "a box at the foot of a ramp",
                                 0x4a3bf007ULL, 6000, describe);
    property_phase("walk with gravity", trials, trial);
    property_phase("an exact tie at the foot", trials, trial_exact);
    printf("walks %ld, climbed %ld, frozen %ld, sweeps that hit the slope %ld\n", walks,
           climbed, frozen, slope_hits);
    CHECK(walks > trials / 4 && slope_hits > walks / 2);
    return property_finish(__FILE__);
}
