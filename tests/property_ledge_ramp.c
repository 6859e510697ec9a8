/* property_ledge_ramp.c -- a character that walks off a level plateau
   onto a ramp going down from its edge stays on the floor, frame after
   frame (the book's "Down a slope").

   Usage: test-property_ledge_ramp [seed [trials]]

   Each trial builds a plateau of square tiles (size 1, 16 or 32, at
   offsets up to thousands of units, y down or y up), a triangle ramp that
   starts exactly at the plateau's edge and goes down at a gradient of 1
   (45 degrees), 1/2 or 1/3, both floors for the default max_slope 0.7,
   and a floor of tiles at the ramp's foot. A box, a circle or a capsule
   stands on the plateau, a skin above it, and walks toward the ramp at a
   speed of 1/32 to 1/4 of a tile per frame, with a little gravity each
   frame (its vertical speed back to 0 whenever the call says on_floor), as
   a game does, with the default options. Checks, every frame, until it
   has walked past the ramp's foot:
   - on_floor: the probe down follows the ramp, also in the frame after
     the one where the character's base slid past the edge while the
     plateau still held it up (a box's flat base, whose support was the
     plateau until the end of that frame, hung over the ramp, and the
     next frame's probe, sized for one frame's sideways move, could not
     reach it: up to 10 frames in the air at 45 degrees);
   - the character never ends inside a shape of the world;
   - it makes its whole sideways move (to 2 percent: over the plateau's
     corner a round shape slides along the corner's normal), except in a
     frame whose move meets a wall: in float, a box crossing the seam
     between the plateau and the ramp's top now and then meets the
     ramp's upright back side, hidden behind the plateau's last tile, and
     loses most of that frame's move (about 1 walk in 3,000; a hitch
     left open: the ghost of a triangle's edge flush against a tile);
     counted;
   - it gets past the ramp's foot.
   On the old library, 5,668 frames of 204,435 were off the floor
   (double). Both precisions. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

enum { KIND_BOX, KIND_CIRCLE, KIND_CAPSULE };

static isect_shape world_shapes[80];
static size_t world_count;
static int g_kind, g_y_up, g_frame;
static double g_tile, g_ox, g_oy, g_gradient, g_speed, g_start;

static void describe(void)
{
    printf("  [%s, trial %ld] kind %d, y_up %d, tile %g at (%g, %g), gradient %g, speed %g,"
           " start %a, frame %d\n", k_kind, k_trial, g_kind, g_y_up, g_tile, g_ox, g_oy,
           g_gradient, g_speed, g_start, g_frame);
}

static void add_shape(isect_shape s)
{
    world_shapes[world_count++] = s;
}

/* A point of the level, in tiles from the plateau's edge: x along the
   walk, `down` below the plateau's top (y grows downward when y_up is 0). */
static isect_vec at(double x, double down)
{
    double y = g_y_up ? g_oy - down * g_tile : g_oy + down * g_tile;
    return V(g_ox + x * g_tile, y);
}

static void build(void)
{
    int k, foot_tiles;
    double drop;
    isect_triangle ramp;
    world_count = 0;
    for (k = -6; k < 0; k++) { /* the plateau: x from -6 to 0 tiles */
        isect_vec c = at(k + 0.5, 0.5);
        add_shape(isect_shape_aabb(BOX(c.x, c.y, g_tile / 2, g_tile / 2)));
    }
    /* the ramp: from the plateau's edge down to the foot, `drop` tiles */
    drop = 2;
    foot_tiles = (int)(drop / g_gradient);
    ramp.a = at(0, 0);
    ramp.b = at(0, drop);
    ramp.c = at(foot_tiles, drop);
    add_shape(isect_shape_triangle(ramp));
    for (k = -6; k < foot_tiles + 8; k++) { /* the floor below, top at `drop` */
        isect_vec c = at(k + 0.5, drop + 0.5);
        add_shape(isect_shape_aabb(BOX(c.x, c.y, g_tile / 2, g_tile / 2)));
    }
}

static isect_world the_world(void)
{
    isect_world w;
    w.shapes = world_shapes;
    w.layers = NULL;
    w.count = world_count;
    return w;
}

static isect_shape character(double x_tiles)
{
    double skin = 0.01 + 16 * REAL_EPS * (fabs(g_ox) + fabs(g_oy) + 1);
    double size = g_tile / 4;
    double lift = skin * 1.5; /* a skin or so above the plateau */
    isect_vec base = at(x_tiles, 0);
    double up = g_y_up ? 1 : -1;
    if (g_kind == KIND_BOX)
        return isect_shape_aabb(BOX(base.x, (double)base.y + up * (size + lift), size / 2, size));
    if (g_kind == KIND_CIRCLE)
        return isect_shape_circle(CIRC(base.x, (double)base.y + up * (size + lift), size));
    return isect_shape_capsule(CAP(base.x, (double)base.y + up * (size / 2 + lift), 0,
                                   up * size, size / 2));
}

static isect_vec pos_of(const isect_shape *s)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return s->as.aabb.pos;
    case ISECT_SHAPE_CIRCLE: return s->as.circle.pos;
    default: return s->as.capsule.pos;
    }
}

static void move_by(isect_shape *s, isect_vec by)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: s->as.aabb.pos = isect_add(s->as.aabb.pos, by); break;
    case ISECT_SHAPE_CIRCLE: s->as.circle.pos = isect_add(s->as.circle.pos, by); break;
    default: s->as.capsule.pos = isect_add(s->as.capsule.pos, by); break;
    }
}

static void move(const isect_world *w, const isect_shape *s, isect_vec d,
                 isect_move_options *o, isect_move_result *r)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: isect_world_move_aabb(w, s->as.aabb, d, NULL, o, r); break;
    case ISECT_SHAPE_CIRCLE: isect_world_move_circle(w, s->as.circle, d, NULL, o, r); break;
    default: isect_world_move_capsule(w, s->as.capsule, d, NULL, o, r); break;
    }
}

/* Whether the character overlaps a shape of the world (tiles and the
   ramp). */
static int inside_world(const isect_shape *c)
{
    size_t i;
    for (i = 0; i < world_count; i++) {
        const isect_shape *t = &world_shapes[i];
        bool o;
        if (t->kind == ISECT_SHAPE_AABB) {
            o = c->kind == ISECT_SHAPE_AABB ? isect_aabb_aabb(t->as.aabb, c->as.aabb, NULL)
              : c->kind == ISECT_SHAPE_CIRCLE ? isect_aabb_circle(t->as.aabb, c->as.circle, NULL)
              : isect_capsule_aabb(c->as.capsule, t->as.aabb, NULL);
        } else {
            o = c->kind == ISECT_SHAPE_AABB ? isect_triangle_aabb(t->as.triangle, c->as.aabb, NULL)
              : c->kind == ISECT_SHAPE_CIRCLE
                  ? isect_triangle_circle(t->as.triangle, c->as.circle, NULL)
                  : isect_triangle_capsule(t->as.triangle, c->as.capsule, NULL);
        }
        if (o)
            return 1;
    }
    return 0;
}

static long walks, frames, hitches;

static void trial(void)
{
    static const double tiles[] = {1, 16, 32};
    static const double gradients[] = {1, 0.5, 1.0 / 3};
    isect_world w;
    isect_shape s;
    isect_move_options o;
    double vy = 0, g, end_x;
    int f;
    g_kind = rng_int(0, 2);
    g_y_up = rng_chance(0.5);
    g_tile = tiles[rng_int(0, 2)];
    g_ox = rng_int(-100, 100) * g_tile;
    g_oy = rng_int(-100, 100) * g_tile;
    g_gradient = gradients[rng_int(0, 2)];
    g_speed = g_tile * rng_int(4, 32) / 128;
    g_start = -1.5 - rng_unit();
    build();
    w = the_world();
    s = character(g_start);
    o.skin = (isect_real)(0.01 + 16 * REAL_EPS * (fabs(g_ox) + fabs(g_oy) + 1));
    o.max_slope = (isect_real)0.7;
    o.max_steps = 4;
    o.y_up = g_y_up != 0;
    g = g_speed / 16;
    end_x = g_ox + (2 / g_gradient + 1) * g_tile;
    walks++;
    for (f = 0; f < 2000 && (double)pos_of(&s).x < end_x; f++) {
        isect_move_result r;
        isect_vec d;
        g_frame = f;
        vy += g;
        d = V(g_speed, g_y_up ? -vy : vy);
        move(&w, &s, d, &o, &r);
        move_by(&s, r.moved);
        frames++;
        if (f > 0)
            CHECK(r.on_floor);
        CHECK(!inside_world(&s));
        /* the whole sideways move (a round shape rolling over the
           plateau's corner slides along the corner's normal, and gains
           up to a thousandth or two); a frame whose move meets a wall is
           a hitch at the ramp's top, counted */
        if (r.on_wall)
            hitches++;
        else
            CHECK(fabs((double)r.moved.x - g_speed) <= 0.02 * g_speed);
        if (r.on_floor)
            vy = 0;
    }
    CHECK((double)pos_of(&s).x >= end_x);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_ledge_ramp", 0x1ED6E5ULL, 3000,
                                 describe);
    property_phase("walking off a plateau down a ramp", trials, trial);
    printf("walks %ld, frames %ld, hitches at the ramp's top %ld\n", walks, frames, hitches);
    return property_finish(__FILE__);
}
