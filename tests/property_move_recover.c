/* property_move_recover.c -- a character that starts a frame inside
   several shapes gets out when one push can free it.

   Usage: test-property_move_recover [seed [trials]]

   The mover pushes a shape that starts inside the world out first (the
   book's "Starting inside"). It used to take the world's own push, ask
   again, and give up after four rounds: spawned on another character
   inside a wall block with the floor below, it went down into the floor
   and back up, for good, though a push up out of the block would have
   freed it (an audit: 58 of 5,000 spawns among 2 or 3 solids never got
   out). Each trial builds a little world at game coordinates (tiles of
   1, 16 and 32 units, up to thousands out, y up or down): a floor of
   flush tiles, a few blocks, circles, capsules and triangles near a spawn
   point, and often a clone of the character standing on it. It puts a
   box, circle or capsule on the spawn point, inside two or more shapes,
   and works out, from the public sweeps with no motion, the push out of
   each shape it is in and whether that push leaves it clear of all of
   them. When one does, a call of the mover with no motion must leave the
   character clear of every shape, and moved by no more than the shortest
   such push and the skin. Then the character walks and falls for 60
   frames: from a start that one push frees, it never ends a frame inside.
   Both precisions. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#define MAX_SHAPES 64

static isect_shape g_shapes[MAX_SHAPES];
static size_t g_count;
static isect_shape g_mover;
static double g_unit;
static int g_y_up;

static void describe(void)
{
    size_t i;
    printf("  [%s, trial %ld] unit %g, y %s; mover kind %d at (%.17g, %.17g)\n", k_kind,
           k_trial, g_unit, g_y_up ? "up" : "down", (int)g_mover.kind,
           (double)g_mover.as.aabb.pos.x, (double)g_mover.as.aabb.pos.y);
    for (i = 0; i < g_count && i < 12; i++)
        printf("    shape %zu kind %d\n", i, (int)g_shapes[i].kind);
}

static isect_world the_world(void)
{
    isect_world w;
    w.shapes = g_shapes;
    w.layers = NULL;
    w.count = g_count;
    return w;
}

static isect_vec mover_pos(isect_shape s)
{
    switch (s.kind) {
    case ISECT_SHAPE_AABB: return s.as.aabb.pos;
    case ISECT_SHAPE_CIRCLE: return s.as.circle.pos;
    default: return s.as.capsule.pos;
    }
}

static isect_shape placed(isect_shape s, isect_vec pos)
{
    switch (s.kind) {
    case ISECT_SHAPE_AABB: s.as.aabb.pos = pos; break;
    case ISECT_SHAPE_CIRCLE: s.as.circle.pos = pos; break;
    default: s.as.capsule.pos = pos; break;
    }
    return s;
}

/* A sweep of the moving shape m by d through n shapes. */
static bool sweep_through(const isect_shape *shapes, size_t n, isect_shape m, isect_vec d,
                          isect_sweep *out)
{
    isect_world w;
    w.shapes = shapes;
    w.layers = NULL;
    w.count = n;
    switch (m.kind) {
    case ISECT_SHAPE_AABB: return isect_world_sweep_aabb(&w, m.as.aabb, d, NULL, out, NULL);
    case ISECT_SHAPE_CIRCLE: return isect_world_sweep_circle(&w, m.as.circle, d, NULL, out, NULL);
    default: return isect_world_sweep_capsule(&w, m.as.capsule, d, NULL, out, NULL);
    }
}

static bool sweep_one(const isect_shape *one, isect_shape m, isect_vec d, isect_sweep *out)
{
    return sweep_through(one, 1, m, d, out);
}

static bool inside_world(isect_vec pos)
{
    isect_sweep sw;
    return sweep_through(g_shapes, g_count, placed(g_mover, pos), ZERO, &sw);
}

static isect_move_result move(isect_vec pos, isect_vec d, const isect_move_options *o)
{
    isect_world w = the_world();
    isect_shape m = placed(g_mover, pos);
    isect_move_result r;
    switch (m.kind) {
    case ISECT_SHAPE_AABB: isect_world_move_aabb(&w, m.as.aabb, d, NULL, o, &r); break;
    case ISECT_SHAPE_CIRCLE: isect_world_move_circle(&w, m.as.circle, d, NULL, o, &r); break;
    default: isect_world_move_capsule(&w, m.as.capsule, d, NULL, o, &r); break;
    }
    return r;
}

/* ---- drawing a crowded spawn ---------------------------------------------- */

static isect_vec g_spawn;

static double units(int lo, int hi) { return g_unit * rng_int(lo, hi) / 2.0; }

static isect_vec near_spawn(int reach)
{
    double x = units(-reach, reach);
    double y = units(-reach, reach);
    return V((double)g_spawn.x + x, (double)g_spawn.y + y);
}

static void add(isect_shape s)
{
    if (g_count < MAX_SHAPES)
        g_shapes[g_count++] = s;
}

static void draw_world(void)
{
    int kind = rng_int(0, 2), i, n;
    double ox, oy, floor_y, down;
    g_unit = kind == 0 ? 1 : kind == 1 ? 16 : 32;
    ox = g_unit * rng_int(-300, 300);
    oy = g_unit * rng_int(-300, 300);
    g_y_up = rng_chance(0.5);
    down = g_y_up ? -1 : 1;
    g_count = 0;
    g_spawn = V(ox + g_unit / 2, oy);
    floor_y = oy + down * g_unit * rng_int(1, 2); /* the floor's top, below the spawn */
    for (i = -6; i < 6; i++)
        add(isect_shape_aabb(BOX(ox + g_unit * (i + 0.5), floor_y + down * g_unit / 2,
                                 g_unit / 2, g_unit / 2)));
    n = rng_int(1, 3);
    for (i = 0; i < n; i++) {
        isect_vec c = near_spawn(3);
        switch (rng_int(0, 3)) {
        case 0: {
            double hx = units(1, 4), hy = units(1, 4);
            add(isect_shape_aabb(BOX(c.x, c.y, hx, hy)));
            break;
        }
        case 1: add(isect_shape_circle(CIRC(c.x, c.y, units(1, 4)))); break;
        case 2: {
            isect_vec e = near_spawn(3);
            add(isect_shape_capsule(CAP(c.x, c.y, (double)e.x - c.x, (double)e.y - c.y,
                                        units(0, 2))));
            break;
        }
        default: {
            isect_vec b = near_spawn(3), e = near_spawn(3);
            add(isect_shape_triangle(TRI(c.x, c.y, b.x, b.y, e.x, e.y)));
            break;
        }
        }
    }
}

static void draw_mover(void)
{
    switch (rng_int(0, 2)) {
    case 0: {
        double hx = units(1, 2), hy = units(1, 2);
        g_mover = isect_shape_aabb(BOX(g_spawn.x, g_spawn.y, hx, hy));
        break;
    }
    case 1: g_mover = isect_shape_circle(CIRC(g_spawn.x, g_spawn.y, units(1, 2))); break;
    default: {
        double up = units(1, 2);
        g_mover = isect_shape_capsule(CAP(g_spawn.x, g_spawn.y, 0, g_y_up ? up : -up,
                                          units(1, 2)));
        break;
    }
    }
    if (rng_chance(0.5)) /* a clone standing on the spawn point */
        add(g_mover);
}

/* ---- the checks -------------------------------------------------------------- */

static long crowded, freeable, walks;

/* The shortest push out of one shape that leaves the mover clear of every
   shape, or a negative length when none does. */
static double shortest_freeing_push(isect_real skin)
{
    double best = -1;
    size_t i;
    for (i = 0; i < g_count; i++) {
        isect_sweep sw;
        isect_vec to;
        double far;
        if (!sweep_one(&g_shapes[i], g_mover, ZERO, &sw))
            continue;
        to = isect_add(mover_pos(g_mover),
                       isect_add(sw.hit.delta, isect_scale(sw.hit.normal, skin)));
        if (inside_world(to))
            continue;
        far = vlen(sw.hit.delta);
        if (best < 0 || far < best)
            best = far;
    }
    return best;
}

static int overlapping(void)
{
    int n = 0;
    size_t i;
    isect_sweep sw;
    for (i = 0; i < g_count; i++)
        n += sweep_one(&g_shapes[i], g_mover, ZERO, &sw);
    return n;
}

static void trial(void)
{
    isect_move_options o;
    isect_move_result r;
    isect_vec pos, gravity;
    double push;
    int f;
    draw_world();
    draw_mover();
    if (overlapping() < 2)
        return;
    crowded++;
    o.skin = (isect_real)(g_unit / 100);
    o.max_slope = (isect_real)0.7;
    o.max_steps = 4;
    o.y_up = g_y_up != 0;
    push = shortest_freeing_push(o.skin);
    if (push < 0)
        return;
    freeable++;
    pos = mover_pos(g_mover);
    r = move(pos, ZERO, &o);
    CHECK(r.recovered);
    CHECK(!inside_world(isect_add(pos, r.moved)));
    /* the shortest freeing push, its skin, and the probe down's two skins */
    CHECK(vlen(r.moved) <= push + 4 * (double)o.skin + 1e-6 * (1 + vlen(pos)));
    /* then walk and fall: never a frame that ends inside */
    walks++;
    gravity = V(g_unit / 8 * (rng_chance(0.5) ? 1 : -1), g_unit / 4 * (g_y_up ? -1 : 1));
    for (f = 0; f < 60; f++) {
        r = move(pos, gravity, &o);
        pos = isect_add(pos, r.moved);
        if (!CHECK(!inside_world(pos)))
            break;
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_move_recover", 0x5EC0BE7ULL, 20000,
                                 describe);
    property_phase("a crowded spawn", trials, trial);
    printf("spawns inside two or more shapes %ld, freed by one push %ld, walks %ld\n", crowded,
           freeable, walks);
    check_current_test = "the cases were drawn";
    CHECK(crowded > trials / 10 && freeable > crowded / 4);
    return property_finish(__FILE__);
}
