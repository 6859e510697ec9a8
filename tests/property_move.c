/* property_move.c -- issue 13, item 3: move and slide in tile worlds
   (intersect.nw, "Move and slide"), both precisions, the three scales of a
   game (GAME_SCALES), thousands of frames, scripted and random input, gravity.
   The mover is a box, a circle or an upright capsule (its position at its
   top end or at its bottom end), each with every check below.

   The level (y down, tile size T, origin O): a floor of flush tiles with its
   top at y = 0; a ramp of 45 degrees up to a plateau of tiles 4 T high; a ramp
   of 30 degrees down from it; a ceiling of tiles; a wall one tile thick at the
   right; a wall at the left; a roof 40 tiles up.

   Properties, checked after every frame:
   - never ends overlapping (static overlap query on the whole world);
   - never tunnels (never left of the left wall, right of the right wall);
   - never stuck: a move whose plain sweep is free is made in full along x;
   - on the flat floor, x advances by the full move every frame (no seam snag);
   - scripted walks go up the 45 degree ramp, over the plateau and down the
     30 degree ramp, on the floor every frame after landing (the probe down);
   - a mover pressed into a corner does not move back and forth;
   - a mover standing on the floor, with gravity of less than the skin a
     frame, stays put (to a rounding step) frame after frame;
   - so does one dropped into a valley of two ramps (V of floors, or a floor
     and a wall), at the bottom or standing on a slope. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#define MAX_SHAPES 512
static isect_shape shapes[MAX_SHAPES];
static size_t nshapes;
static double T, OX, OY;  /* tile size and origin */
static int k_scale, k_circle, k_capsule, k_flip;
static long k_frame;
static isect_vec k_pos, k_delta;

static void describe(void)
{
    printf("    phase %s, trial %ld, scale %d, T %g, origin (%g, %g), %s, frame %ld"
           " from (%.17g, %.17g) by (%.17g, %.17g)\n",
           k_kind, k_trial, k_scale, T, OX, OY,
           k_capsule ? (k_flip ? "capsule from its bottom" : "capsule") : k_circle ? "circle" : "box", k_frame,
           (double)k_pos.x, (double)k_pos.y, (double)k_delta.x, (double)k_delta.y);
}

static double X(double tiles) { return OX + tiles * T; }
static double Y(double tiles) { return OY + tiles * T; }

static void tile(double i, double j) /* the tile whose min corner is (i, j) in tiles */
{
    shapes[nshapes++] = isect_shape_aabb(BOX(X(i + 0.5), Y(j + 0.5), T / 2, T / 2));
}
static void tri(double ax, double ay, double bx, double by, double cx, double cy)
{
    shapes[nshapes++] = isect_shape_triangle(TRI(X(ax), Y(ay), X(bx), Y(by), X(cx), Y(cy)));
}

#define TAN30 0.57735026918962576451
static void build_level(int scale)
{
    int i, j;
    nshapes = 0;
    switch (scale) {
    case GAME_UNIT: T = rng_chance(0.5) ? 0.5 : 1; OX = rng_int(0, 4) * 0.5; OY = 0; break;
    case GAME_PIXEL: T = rng_chance(0.5) ? 16 : 32; OX = rng_int(100, 400); OY = rng_int(100, 400); break;
    default: T = 16; OX = 16 * rng_int(0, 200); OY = 16 * rng_int(0, 200); break;
    }
    for (i = -1; i < 60; i++) /* the floor: tiles with min y 0 */
        tile(i, 0);
    for (j = -40; j < 0; j++) { /* the walls: x in [-1, 0) and [55, 56) */
        tile(-1, j);
        tile(55, j);
    }
    for (i = -1; i < 57; i++) /* a roof, so that nothing leaves the level */
        tile(i, -41);
    tri(10, 0, 14, -4, 14, 0); /* 45 degrees up, to the plateau */
    for (i = 14; i < 18; i++)
        for (j = -4; j < 0; j++)
            tile(i, j);
    tri(18, -4, 18 + 4 / TAN30, 0, 18, 0); /* 30 degrees down */
    for (i = 32; i < 45; i++) /* a ceiling, 3 tiles above the floor */
        tile(i, -4);
    tri(50, 0, 55, -5, 55, 0); /* 45 degrees up into the right wall: a corner */
}

static isect_world level(void)
{
    isect_world w;
    w.shapes = shapes;
    w.layers = NULL;
    w.count = nshapes;
    return w;
}

/* the mover: a box of half size 0.4 T by 0.45 T, a circle of radius 0.4 T, or
   an upright capsule of radius 0.3 T and axis 0.3 T (as tall as the box), whose
   position is the center of its top end (or of its bottom end, k_flip) */
static isect_vec pos;
static isect_move_options opts;

static isect_aabb the_box(void) { isect_aabb b; b.pos = pos; b.half = isect_v(R(0.4 * T), R(0.45 * T)); return b; }
static isect_circle the_circle(void) { isect_circle c; c.pos = pos; c.radius = R(0.4 * T); return c; }
static isect_capsule the_capsule(void)
{
    isect_capsule c;
    c.pos = pos;
    c.delta = isect_v(0, R(k_flip ? -0.3 * T : 0.3 * T));
    c.radius = R(0.3 * T);
    return c;
}

static bool overlapping(void)
{
    isect_world w = level();
    size_t i;
    if (k_capsule) { /* no overlap query for a capsule: the static tests */
        for (i = 0; i < w.count; i++) {
            const isect_shape *s = &w.shapes[i];
            isect_capsule c = the_capsule();
            bool o = s->kind == ISECT_SHAPE_AABB ? isect_capsule_aabb(c, s->as.aabb, NULL)
                   : s->kind == ISECT_SHAPE_CIRCLE ? isect_capsule_circle(c, s->as.circle, NULL)
                   : s->kind == ISECT_SHAPE_CAPSULE ? isect_capsule_capsule(s->as.capsule, c, NULL)
                   : isect_triangle_capsule(s->as.triangle, c, NULL);
            if (o)
                return true;
        }
        return false;
    }
    return k_circle ? isect_world_overlap_circle(&w, the_circle(), NULL, NULL, 0) != 0
                    : isect_world_overlap_aabb(&w, the_box(), NULL, NULL, 0) != 0;
}

static bool plain_sweep_hits(isect_vec d)
{
    isect_world w = level();
    if (k_capsule)
        return isect_world_sweep_capsule(&w, the_capsule(), d, NULL, NULL, NULL);
    return k_circle ? isect_world_sweep_circle(&w, the_circle(), d, NULL, NULL, NULL)
                    : isect_world_sweep_aabb(&w, the_box(), d, NULL, NULL, NULL);
}

static isect_move_result move(isect_vec d)
{
    isect_world w = level();
    isect_move_result r;
    if (k_capsule)
        isect_world_move_capsule(&w, the_capsule(), d, NULL, &opts, &r);
    else if (k_circle)
        isect_world_move_circle(&w, the_circle(), d, NULL, &opts, &r);
    else
        isect_world_move_aabb(&w, the_box(), d, NULL, &opts, &r);
    return r;
}

/* one frame, with every check that holds for every frame; returns the result */
static isect_move_result frame(isect_vec d)
{
    bool free_path = !plain_sweep_hits(d);
    k_frame++;
    k_pos = pos;
    k_delta = d;
    isect_vec before = pos;
    isect_move_result r = move(d);
    CHECK(finite2(r.moved));
    CHECK(r.steps >= 0 && r.steps <= opts.max_steps + 2);
    if (free_path) /* never stuck: a free move is made in full along x */
        CHECK_NEAR(r.moved.x, d.x, 4 * REAL_EPS * (fabs((double)pos.x) + fabs((double)d.x) + T));
    pos = isect_add(pos, r.moved);
    CHECK(!overlapping());
    CHECK((double)pos.x > X(0) && (double)pos.x < X(55)); /* no tunnel */
    CHECK((double)pos.y < Y(0) && (double)pos.y > Y(-40));
    (void)before;
    return r;
}

static void start_on_floor(double x_tiles)
{
    double half_y = k_circle ? 0.4 : 0.45;
    pos = isect_v(R(X(x_tiles)), R(Y(-half_y - 0.02)));
    if (k_capsule) /* from the middle of the capsule to the end it is placed by */
        pos.y = R(Y(-half_y - 0.02) + (k_flip ? 0.15 : -0.15) * T);
}

/* an x, in tiles, over flat floor with nothing above it for 3 tiles */
static double free_floor(void)
{
    static const double lo[4] = {1, 26, 32, 45}, hi[4] = {9, 31, 44, 49};
    int k = rng_int(0, 3);
    return lo[k] + (hi[k] - lo[k]) * rng_unit();
}

static void setup(void)
{
    k_scale = (int)(k_trial % GAME_SCALES);
    k_circle = (int)((k_trial / GAME_SCALES) % 3) == 1;
    k_capsule = (int)((k_trial / GAME_SCALES) % 3) == 2;
    k_flip = (int)((k_trial / (3 * GAME_SCALES)) % 2);
    build_level(k_scale);
    k_frame = 0;
    opts.skin = R(T / 100);
    opts.max_slope = R(0.7);
    opts.max_steps = 4;
    opts.y_up = false;
}

/* flat floor, constant speed, across many seams: x advances in full */
static void trial_seams(void)
{
    int f;
    double v;
    setup();
    v = T * (0.05 + 0.3 * rng_unit());
    start_on_floor(26 + rng_unit());
    for (f = 0; f < 300; f++) {
        isect_vec d = isect_v(R(v), R(0.02 * T));
        double x0 = (double)pos.x;
        isect_move_result r;
        if ((double)pos.x + v > X(31.5))
            break;
        r = frame(d);
        CHECK_NEAR((double)pos.x - x0, v, 8 * REAL_EPS * (fabs(x0) + T));
        CHECK(r.on_floor);
        CHECK(!r.on_wall && !r.on_ceiling);
    }
}

/* walk right from x = 2 tiles: up 45, over the plateau, down 30, to x = 26 */
static void trial_ramps(void)
{
    int f, landed = 0, up = 0, down = 0;
    double v, vy = 0, g;
    setup();
    v = T * (0.05 + 0.15 * rng_unit());
    g = 0.02 * T;
    start_on_floor(2);
    for (f = 0; f < 4000 && (double)pos.x < X(26); f++) {
        double x0 = (double)pos.x;
        isect_move_result r;
        vy += g;
        r = frame(isect_v(R(v), R(vy)));
        if (r.on_floor) {
            vy = 0;
            landed = 1;
        }
        if (landed)
            CHECK(r.on_floor); /* never flies off a ramp: the probe down */
        CHECK((double)pos.x > x0); /* never stalls on a ramp or a seam */
        if ((double)pos.x > X(11) && (double)pos.x < X(13))
            up += r.on_floor && r.floor_normal.x < -0.6f;
        if ((double)pos.x > X(19) && (double)pos.x < X(23))
            down += r.on_floor && r.floor_normal.x > 0.45f && r.floor_normal.x < 0.55f;
    }
    CHECK((double)pos.x >= X(26)); /* got over the ramps */
    CHECK(up > 0);                 /* stood on the 45 degree ramp */
    CHECK(down > 0);               /* and on the 30 degree ramp */
}

/* random play: run, stop, turn, jump, fall, for thousands of frames */
static void trial_random(void)
{
    int f;
    double vx = 0, vy = 0, g, speed;
    setup();
    g = 0.02 * T;
    speed = T * (0.05 + 0.4 * rng_unit());
    start_on_floor(free_floor());
    for (f = 0; f < 2000; f++) {
        isect_move_result r;
        if (rng_chance(0.03))
            vx = speed * rng_int(-1, 1);
        vy += g;
        if (vy > T)
            vy = T;
        r = frame(isect_v(R(vx), R(vy)));
        if (r.on_floor && vy > 0)
            vy = 0;
        if (r.on_ceiling && vy < 0)
            vy = 0;
        if (r.on_floor && rng_chance(0.05))
            vy = -T * (0.2 + 0.3 * rng_unit());
    }
}

/* fast movers: many tiles per frame against the one-tile walls */
static void trial_fast(void)
{
    int f;
    setup();
    start_on_floor(free_floor());
    pos.y = R((double)pos.y - T * rng_int(0, 2));
    for (f = 0; f < 50; f++) {
        double a = 2 * 3.14159265358979 * rng_unit(), len = T * (1 + 80 * rng_unit());
        frame(isect_v(R(len * cos(a)), R(len * sin(a))));
    }
}

/* a corner: walking right with gravity, up the last ramp into the wall: it comes
   to rest between the ramp and the wall, and does not move back and forth */
static void trial_corner(void)
{
    int f;
    isect_vec last = isect_v(0, 0);
    setup();
    start_on_floor(46 + 3 * rng_unit());
    for (f = 0; f < 400; f++) {
        isect_move_result r = frame(isect_v(R(0.05 * T), R(0.1 * T)));
        if (f > 300) {
            CHECK_NEAR((double)pos.x, (double)last.x, 64 * REAL_EPS * (fabs((double)pos.x) + T));
            CHECK_NEAR((double)pos.y, (double)last.y, 64 * REAL_EPS * (fabs((double)pos.y) + T));
            CHECK(r.on_floor);
        }
        last = pos;
    }
}

/* Falls with gravity g a frame (velocity reset on landing) for `frames`
   frames; from frame `settled` on, it must stand on a floor and not move by
   more than a rounding step. */
static void fall_and_rest(double g, int frames, int settled)
{
    int f;
    double vy = 0;
    for (f = 0; f < frames; f++) {
        double x0 = (double)pos.x, y0 = (double)pos.y;
        isect_move_result r;
        vy += g;
        r = frame(isect_v(0, R(vy)));
        if (r.on_floor && vy > 0)
            vy = 0;
        if (f >= settled) {
            CHECK(r.on_floor);
            CHECK_NEAR((double)pos.x, x0, 4 * REAL_EPS * (fabs(x0) + T));
            CHECK_NEAR((double)pos.y, y0, 4 * REAL_EPS * (fabs(y0) + T));
        }
    }
}

/* standing still on the flat floor, with gravity of less than the skin a
   frame: it rests a skin above the floor and does not bob (it once moved
   down by g and back up by g on alternate frames: the loop's sweep fell
   short of the floor, the probe found it closer than the skin) */
static void trial_resting(void)
{
    double g;
    double part = rng_unit();
    setup();
    g = (double)opts.skin * (0.05 + 0.9 * part);
    start_on_floor(free_floor());
    fall_and_rest(g, 160, 60);
}

/* at rest in a valley: two ramps meeting in a V at x = 47 tiles (slopes of
   30 or 45 degrees, floors; or 60 degrees on the right, a wall), a shape
   dropped into it with gravity of less than the skin a frame, then on the
   floor g is all it asks for. It comes to rest, at the bottom or standing on
   a slope, and stays put (to a rounding step) frame after frame: it does not
   tremble from one ramp to the other (it did, by g sideways every frame,
   before the probe pushed back up to the skin). */
static void trial_valley(void)
{
    static const double slope[3] = {0.57735026918962576451, 1, 1.7320508075688772935};
    double left = slope[rng_int(0, 1)], right = slope[rng_int(0, 2)];
    double g;
    setup();
    tri(47 - 3 / left, -3, 47, 0, 47 - 3 / left, 0);
    tri(47, 0, 47 + 3 / right, -3, 47 + 3 / right, 0);
    g = (double)opts.skin * (0.05 + 0.9 * rng_unit());
    start_on_floor(45.5 + 3 * rng_unit());
    pos.y = R((double)pos.y - 3 * T);
    fall_and_rest(g, 400, 300);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_move", 0x5eed51de13ULL, 60, describe);
    property_phase("seams", trials, trial_seams);
    property_phase("ramps", trials, trial_ramps);
    property_phase("random play", trials, trial_random);
    property_phase("fast", trials, trial_fast);
    property_phase("corner", trials, trial_corner);
    property_phase("resting", trials, trial_resting);
    property_phase("valley", trials, trial_valley);
    return property_finish("tests/property_move.c");
}
