/* unit_move.c -- issue 13, item 3: move and slide (intersect.nw, "Move and
   slide"), named cases in small tile worlds. y points down (the default):
   a floor's normal is (0, -1). Tiles are unit boxes; the floor's top is y = 0.

   Rules:
   - the mover never ends inside a shape that counts (static overlap query);
   - it stops a skin short of what it hits, slides along it, clips against
     every surface met in the call (zero in a corner);
   - floor: n.y <= -max_slope; ceiling: n.y >= max_slope; else wall
     (y_up flips the sign);
   - a start inside is pushed out (recovered), at most four rounds;
   - after the slide, a probe down of |dx| tan(theta) + 2 skin / cos(theta)
     snaps onto a floor when the move did not go up and no floor was
     touched. */
#include "testlib.h"

static isect_shape tiles[64];
static size_t ntiles;

static void clear_tiles(void) { ntiles = 0; }
static void add_tile(double cx, double cy)
{
    tiles[ntiles++] = isect_shape_aabb(BOX(cx, cy, 0.5, 0.5));
}
static void add_tri(double ax, double ay, double bx, double by, double cx, double cy)
{
    tiles[ntiles++] = isect_shape_triangle(TRI(ax, ay, bx, by, cx, cy));
}
static isect_world the_world(void)
{
    isect_world w;
    w.shapes = tiles;
    w.layers = NULL;
    w.count = ntiles;
    return w;
}
/* a floor of n flush tiles from x = 0, top at y = 0 */
static void floor_row(int n)
{
    int i;
    for (i = 0; i < n; i++)
        add_tile(i + 0.5, 0.5);
}
/* A floor of 20 tiles, a 45 degree ramp whose foot (10, 0) is on the
   floor's top, and a block of tiles 5 high behind its top. */
static void ramp_45_level(void)
{
    int i, j;
    clear_tiles();
    floor_row(20);
    add_tri(10, 0, 15, -5, 15, 0);
    for (j = 0; j < 5; j++)
        for (i = 0; i < 3; i++)
            add_tile(15.5 + i, -4.5 + j);
}

static bool box_clear(isect_aabb b)
{
    isect_world w = the_world();
    return isect_world_overlap_aabb(&w, b, NULL, NULL, 0) == 0;
}

TEST(floor_of_tiles_no_snag_at_seams)
{
    isect_world w;
    isect_aabb p = BOX(1.0, -0.5 - 0.01, 0.5, 0.5);
    int f;
    clear_tiles();
    floor_row(40);
    w = the_world();
    for (f = 0; f < 100; f++) {
        isect_move_result r;
        isect_world_move_aabb(&w, p, V(0.3, 0.05), NULL, NULL, &r);
        CHECK_NEAR(r.moved.x, 0.3, 1e-4);
        CHECK(r.on_floor);
        CHECK(!r.on_wall);
        CHECK_VEC(r.floor_normal, 0, -1, 0);
        p.pos = isect_add(p.pos, r.moved);
        CHECK(box_clear(p));
        CHECK(p.pos.y < -0.5 && p.pos.y > -0.5 - 0.02);
        if (p.pos.x > 38)
            break;
    }
}

TEST(wall_stops_a_skin_short_and_says_wall)
{
    isect_world w;
    isect_move_result r;
    isect_aabb p = BOX(2.0, -0.5 - 0.01, 0.5, 0.5);
    clear_tiles();
    floor_row(10);
    add_tile(5.5, -0.5); /* a wall tile on the floor: its left face at x = 5 */
    w = the_world();
    isect_world_move_aabb(&w, p, V(4, 0.05), NULL, NULL, &r);
    CHECK(r.on_wall);
    CHECK(r.on_floor);
    CHECK(!r.on_ceiling);
    CHECK_NEAR(p.pos.x + r.moved.x, 4.5 - 0.01, 1e-4);
}

TEST(ceiling_is_told_apart)
{
    isect_world w;
    isect_move_result r;
    isect_aabb p = BOX(2.0, -2.0, 0.5, 0.5);
    clear_tiles();
    add_tile(2.5, -4.5); /* bottom face at y = -4 */
    w = the_world();
    isect_world_move_aabb(&w, p, V(0, -3), NULL, NULL, &r);
    CHECK(r.on_ceiling);
    CHECK(!r.on_floor);
    CHECK(!r.on_wall);
    CHECK_NEAR(p.pos.y + r.moved.y, -3.5 + 0.01, 1e-4);
}

TEST(y_up_turns_the_floor_around)
{
    isect_world w;
    isect_move_result r;
    isect_move_options o;
    isect_aabb p = BOX(2.0, 2.5, 0.5, 0.5); /* above the floor (top y = 1) if y is up */
    clear_tiles();
    floor_row(10);
    o.skin = R(0.01);
    o.max_slope = R(0.7);
    o.max_steps = 4;
    o.y_up = true;
    w = the_world();
    isect_world_move_aabb(&w, p, V(0.5, -2), NULL, &o, &r);
    CHECK(r.on_floor);
    CHECK_VEC(r.floor_normal, 0, 1, 0);
    CHECK_NEAR(p.pos.y + r.moved.y, 1.51, 1e-4);
    CHECK_NEAR(r.moved.x, 0.5, 1e-4);
}

TEST(fast_mover_does_not_tunnel_a_one_tile_wall)
{
    isect_world w;
    isect_move_result r;
    isect_circle c = CIRC(0, 0, 0.25);
    clear_tiles();
    add_tile(10.5, 0);
    w = the_world();
    isect_world_move_circle(&w, c, V(1000, 0), NULL, NULL, &r);
    CHECK(r.on_wall);
    CHECK(r.moved.x < 10 - 0.25);
    CHECK_NEAR(r.moved.x, 10 - 0.25 - 0.01, 1e-4);
}

TEST(start_inside_the_floor_is_pushed_out)
{
    isect_world w;
    isect_move_result r;
    isect_aabb p = BOX(3.0, -0.3, 0.5, 0.5); /* 0.2 deep in the floor */
    clear_tiles();
    floor_row(10);
    w = the_world();
    isect_world_move_aabb(&w, p, V(0, 0), NULL, NULL, &r);
    CHECK(r.recovered);
    CHECK(r.on_floor);
    CHECK_NEAR(r.moved.y, -0.2 - 0.01, 1e-4);
    p.pos = isect_add(p.pos, r.moved);
    CHECK(box_clear(p));
}

TEST(v_of_two_ramps_does_not_jitter)
{
    /* a V: the left ramp falls to (5, 0), the right one rises from it (y down) */
    isect_world w;
    isect_circle c = CIRC(3, -3, 0.5);
    double prev_x = 0, prev_y = 0;
    int f;
    clear_tiles();
    add_tri(0, -5, 5, 0, 0, 0);
    add_tri(5, 0, 10, -5, 10, 0);
    w = the_world();
    for (f = 0; f < 200; f++) {
        isect_move_result r;
        isect_world_move_circle(&w, c, V(0, 0.2), NULL, NULL, &r);
        c.pos = isect_add(c.pos, r.moved);
        CHECK(isect_world_overlap_circle(&w, c, NULL, NULL, 0) == 0);
        if (f >= 150) { /* settled: no motion at all, not a back and forth */
            CHECK_NEAR(c.pos.x, prev_x, 512 * REAL_EPS); /* rounding, not motion */
            CHECK_NEAR(c.pos.y, prev_y, 512 * REAL_EPS);
            CHECK(r.on_floor);
        }
        prev_x = c.pos.x;
        prev_y = c.pos.y;
    }
    CHECK_NEAR(c.pos.x, 5, 1e-3);
}

TEST(null_world_moves_the_whole_way)
{
    isect_move_result r;
    isect_world_move_aabb(NULL, BOX(1, 2, 0.5, 0.5), V(3, 4), NULL, NULL, &r);
    CHECK_VEC(r.moved, 3, 4, 0);
    CHECK(!r.on_floor && !r.on_wall && !r.on_ceiling && !r.recovered);
    CHECK_VEC(r.floor_normal, 0, 0, 0);
    isect_world_move_aabb(NULL, BOX(1, 2, 0.5, 0.5), V(3, 4), NULL, NULL, NULL);
}

TEST(bad_options_take_the_defaults)
{
    isect_world w;
    isect_move_result a, b;
    isect_move_options o;
    isect_aabb p = BOX(2.0, -2, 0.5, 0.5);
    clear_tiles();
    floor_row(10);
    w = the_world();
    o.skin = (isect_real)NAN;
    o.max_slope = 2;
    o.max_steps = 0;
    o.y_up = false;
    isect_world_move_aabb(&w, p, V(0.5, 3), NULL, &o, &a);
    isect_world_move_aabb(&w, p, V(0.5, 3), NULL, NULL, &b);
    CHECK_VEC(a.moved, b.moved.x, b.moved.y, 0);
    CHECK(a.on_floor && b.on_floor);
    CHECK_NEAR(b.moved.y, 1.5 - 0.01, 1e-4);
    o.skin = (isect_real)INFINITY;
    isect_world_move_aabb(&w, p, V(0.5, 3), NULL, &o, &a);
    CHECK_VEC(a.moved, b.moved.x, b.moved.y, 0);
}

TEST(foot_of_a_steep_ramp_with_strong_gravity_does_not_rock)
{
    /* found while writing the property test: clipping only the last slide
       let the box climb a little each frame and fall back the next; the
       whole move clipped against floor and ramp gives zero. */
    isect_world w;
    isect_aabb p = BOX(7.0, -0.26, 0.4, 0.25);
    isect_vec last = V(0, 0);
    int f;
    clear_tiles();
    floor_row(20);
    add_tri(10, 0, 15, -5, 15, 0); /* 45 degrees, from the floor's top */
    w = the_world();
    for (f = 0; f < 200; f++) {
        isect_move_result r;
        isect_world_move_aabb(&w, p, V(0.05, 0.1), NULL, NULL, &r);
        p.pos = isect_add(p.pos, r.moved);
        CHECK(box_clear(p));
        if (f > 150) {
            CHECK_VEC(p.pos, last.x, last.y, 64 * REAL_EPS * 16);
            CHECK(r.on_floor);
        }
        last = p.pos;
    }
    CHECK(p.pos.x > 9.5 && p.pos.x < 10); /* at the foot, against the ramp */
}

TEST(walks_up_a_45_degree_ramp_of_triangles)
{
    isect_world w;
    isect_aabb p = BOX(7.0, -0.26, 0.4, 0.25);
    int f;
    ramp_45_level();
    w = the_world();
    for (f = 0; f < 400 && p.pos.x < 16; f++) {
        isect_move_result r;
        double x0 = p.pos.x;
        isect_world_move_aabb(&w, p, V(0.1, 0.02), NULL, NULL, &r);
        p.pos = isect_add(p.pos, r.moved);
        CHECK(box_clear(p));
        CHECK(r.on_floor);
        CHECK(p.pos.x > x0);
    }
    CHECK(p.pos.x >= 16);
    CHECK_NEAR(p.pos.y, -5 - 0.25 - 0.01, 0.011); /* on the plateau */
}

TEST(walks_down_a_30_degree_ramp_on_the_floor_every_frame)
{
    isect_world w;
    isect_circle c = CIRC(1.0, -3 - 0.5 - 0.01, 0.5);
    int f;
    clear_tiles();
    add_tile(0.5, -2.5); add_tile(1.5, -2.5); add_tile(2.5, -2.5); /* ledge, top -3 */
    add_tri(3, -3, 3 + 3 * 1.7320508075688772, 0, 3, 0);           /* 30 degrees down */
    floor_row(20);
    w = the_world();
    for (f = 0; f < 300 && c.pos.x < 10; f++) {
        isect_move_result r;
        isect_world_move_circle(&w, c, V(0.08, 0.004), NULL, NULL, &r);
        c.pos = isect_add(c.pos, r.moved);
        CHECK(isect_world_overlap_circle(&w, c, NULL, NULL, 0) == 0);
        CHECK(r.on_floor); /* the probe keeps it on the ramp */
        CHECK_NEAR(r.moved.x, 0.08, 1e-4);
    }
    CHECK(c.pos.x >= 10);
    CHECK_NEAR(c.pos.y, -0.51, 0.011);
}

TEST(wall_of_flush_tiles_slides_without_snag)
{
    isect_world w;
    isect_aabb p = BOX(4.5 - 0.01, -0.6, 0.5, 0.5);
    int i, f;
    clear_tiles();
    for (i = 0; i < 30; i++)
        add_tile(5.5, -0.5 - i); /* a wall: its left face at x = 5 */
    w = the_world();
    for (f = 0; f < 200; f++) {
        isect_move_result r;
        isect_world_move_aabb(&w, p, V(0.05, -0.13), NULL, NULL, &r);
        CHECK_NEAR(r.moved.y, -0.13, 1e-4);
        CHECK(r.on_wall && !r.on_floor && !r.on_ceiling);
        CHECK_VEC(r.normal, -1, 0, 0);
        p.pos = isect_add(p.pos, r.moved);
        CHECK(box_clear(p));
    }
}

TEST(moving_away_from_a_touching_wall_is_not_blocked)
{
    isect_world w;
    isect_move_result r;
    clear_tiles();
    add_tile(5.5, -0.5);
    w = the_world();
    isect_world_move_aabb(&w, BOX(4.5, -0.5, 0.5, 0.5), V(-0.3, 0.1), NULL, NULL, &r);
    CHECK_VEC(r.moved, -0.3, 0.1, TOL); /* (start + D) - start rounds */
    CHECK(!r.on_wall && !r.recovered);
}

TEST(flush_floor_answers_with_its_own_normal_at_a_seam)
{
    /* the box's bottom exactly on the tiles' top (no gap), its right edge
       level with a seam, moving right and down: every tile's sweep meets it
       at time 0, and the tie rules give the floor's normal, never a side. */
    isect_world w;
    int k;
    clear_tiles();
    floor_row(10);
    w = the_world();
    for (k = 0; k < 4; k++) {
        isect_move_result r;
        isect_aabb p = BOX(2.5 + k, -0.5, 0.5, 0.5);
        isect_world_move_aabb(&w, p, V(0.7, 0.2), NULL, NULL, &r);
        CHECK(r.on_floor && !r.on_wall);
        CHECK_VEC(r.floor_normal, 0, -1, 0);
        CHECK_NEAR(r.moved.x, 0.7, 1e-4);
        p.pos = isect_add(p.pos, r.moved);
        CHECK(box_clear(p));
    }
}

/* ---- a capsule character (isect_world_move_capsule) -------------------- */

/* an upright capsule: radius 0.3, axis 0.4 long, placed by its top end, so
   its lowest point is 0.7 below pos and its highest 0.3 above */
static isect_capsule character(double x, double top)
{
    isect_capsule c;
    c.pos = V(x, top);
    c.delta = V(0, 0.4);
    c.radius = R(0.3);
    return c;
}
static bool capsule_clear(isect_capsule c)
{
    size_t i;
    for (i = 0; i < ntiles; i++) {
        const isect_shape *s = &tiles[i];
        bool o = s->kind == ISECT_SHAPE_AABB ? isect_capsule_aabb(c, s->as.aabb, NULL)
               : s->kind == ISECT_SHAPE_TRIANGLE ? isect_triangle_capsule(s->as.triangle, c, NULL)
               : true;
        if (o)
            return false;
    }
    return true;
}

TEST(capsule_walks_across_the_seams_of_a_flush_floor_at_full_speed)
{
    isect_world w;
    isect_capsule c = character(1.0, -0.7 - 0.01); /* a skin above the floor */
    int f;
    clear_tiles();
    floor_row(40);
    w = the_world();
    for (f = 0; f < 200 && c.pos.x < 38; f++) {
        isect_move_result r;
        isect_world_move_capsule(&w, c, V(0.3, 0.05), NULL, NULL, &r);
        CHECK_NEAR(r.moved.x, 0.3, 8 * REAL_EPS * 40); /* the whole move, every seam */
        CHECK(r.on_floor);
        CHECK(!r.on_wall && !r.on_ceiling);
        CHECK_VEC(r.floor_normal, 0, -1, 0);
        c.pos = isect_add(c.pos, r.moved);
        CHECK(capsule_clear(c));
        CHECK(c.pos.y < -0.7 && c.pos.y > -0.7 - 0.02); /* rests a skin above */
    }
    CHECK(c.pos.x >= 38);
}

TEST(capsule_walks_up_a_45_degree_ramp_whose_foot_is_on_the_floor_line)
{
    isect_world w;
    isect_capsule c = character(7.0, -0.71);
    int f, on_ramp = 0;
    ramp_45_level();
    w = the_world();
    for (f = 0; f < 400 && c.pos.x < 16.5; f++) {
        isect_move_result r;
        double x0 = c.pos.x;
        isect_world_move_capsule(&w, c, V(0.1, 0.02), NULL, NULL, &r);
        c.pos = isect_add(c.pos, r.moved);
        CHECK(capsule_clear(c));
        CHECK(r.on_floor);    /* never flies off, never a wall */
        CHECK(!r.on_wall);
        CHECK(c.pos.x > x0);  /* never stalls at the foot */
        if (c.pos.x > 11 && c.pos.x < 14) {
            on_ramp++;
            CHECK_VEC(r.floor_normal, -SQRT_HALF, -SQRT_HALF, 1e-4);
        }
    }
    CHECK(on_ramp > 20);
    CHECK(c.pos.x >= 16.5);
    CHECK_NEAR(c.pos.y, -5 - 0.7 - 0.01, 0.011); /* on the plateau */
}

TEST(capsule_walks_down_the_45_degree_ramp_on_the_floor_every_frame)
{
    isect_world w;
    isect_capsule c = character(16.0, -5.71);
    int f;
    clear_tiles();
    floor_row(30);
    add_tile(15.5, -4.5); add_tile(15.5, -3.5); add_tile(15.5, -2.5);
    add_tile(15.5, -1.5); add_tile(15.5, -0.5);
    add_tri(16, -5, 21, 0, 16, 0); /* down to the floor at (21, 0) */
    w = the_world();
    for (f = 0; f < 200 && c.pos.x < 24; f++) {
        isect_move_result r;
        double x0 = c.pos.x;
        isect_world_move_capsule(&w, c, V(0.1, 0.02), NULL, NULL, &r);
        c.pos = isect_add(c.pos, r.moved);
        CHECK(capsule_clear(c));
        CHECK(r.on_floor); /* the probe down keeps it on the ramp */
        CHECK_NEAR(c.pos.x - x0, 0.1, 1e-4);
    }
    CHECK(c.pos.x >= 24);
    CHECK_NEAR(c.pos.y, -0.71, 0.011);
}

TEST(capsule_tells_floor_wall_and_ceiling_apart)
{
    isect_world w;
    isect_move_result r;
    isect_capsule c = character(2.0, -0.71);
    clear_tiles();
    floor_row(10);
    add_tile(5.5, -0.5); /* a wall: its left face at x = 5 */
    add_tile(2.5, -4.5); /* a ceiling: its bottom face at y = -4 */
    w = the_world();
    /* into the wall along the floor */
    isect_world_move_capsule(&w, c, V(4, 0.05), NULL, NULL, &r);
    CHECK(r.on_wall);
    CHECK(r.on_floor);
    CHECK(!r.on_ceiling);
    CHECK_VEC(r.normal, -1, 0, 0);
    CHECK_NEAR(c.pos.x + r.moved.x, 5 - 0.3 - 0.01, 1e-4);
    /* straight up into the ceiling: the top of the capsule a skin below it */
    c = character(2.0, -0.71);
    isect_world_move_capsule(&w, c, V(0, -4), NULL, NULL, &r);
    CHECK(r.on_ceiling);
    CHECK(!r.on_floor && !r.on_wall);
    CHECK_VEC(r.normal, 0, 1, 0);
    CHECK_NEAR(c.pos.y + r.moved.y, -4 + 0.3 + 0.01, 1e-4);
    /* falling onto the floor from above: lands a skin above it */
    c = character(3.0, -3.0);
    isect_world_move_capsule(&w, c, V(0.2, 3), NULL, NULL, &r);
    CHECK(r.on_floor);
    CHECK(!r.on_wall && !r.on_ceiling);
    CHECK_VEC(r.floor_normal, 0, -1, 0);
    CHECK_NEAR(c.pos.y + r.moved.y, -0.7 - 0.01, 1e-4);
    CHECK_NEAR(r.moved.x, 0.2, 1e-4);
}

TEST(capsule_starting_inside_the_floor_is_pushed_out)
{
    isect_world w;
    isect_move_result r;
    isect_capsule c = character(3.0, -0.5); /* its lowest point 0.2 deep */
    clear_tiles();
    floor_row(10);
    w = the_world();
    isect_world_move_capsule(&w, c, V(0, 0), NULL, NULL, &r);
    CHECK(r.recovered);
    CHECK(r.on_floor);
    CHECK_NEAR(r.moved.y, -0.2 - 0.01, 1e-4);
    CHECK_NEAR(r.moved.x, 0, 1e-4);
    c.pos = isect_add(c.pos, r.moved);
    CHECK(capsule_clear(c));
}

TEST(capsule_placed_by_its_bottom_end_moves_the_same)
{
    /* the same capsule, its axis given from the other end: the same move */
    isect_world w;
    isect_move_result a, b;
    isect_capsule top = character(2.0, -1.5), bottom = top;
    bottom.pos = isect_add(top.pos, top.delta);
    bottom.delta = isect_scale(top.delta, -1);
    clear_tiles();
    floor_row(10);
    add_tile(5.5, -0.5);
    w = the_world();
    isect_world_move_capsule(&w, top, V(4, 1.2), NULL, NULL, &a);
    isect_world_move_capsule(&w, bottom, V(4, 1.2), NULL, NULL, &b);
    CHECK_VEC(a.moved, b.moved.x, b.moved.y, 1e-9);
    CHECK(a.on_floor && b.on_floor && a.on_wall && b.on_wall);
}

TEST(slide_from_the_corner_of_a_far_reaching_triangle_into_a_circle_ends_clear)
{
    /* found by the fuzzer in float: a point on the corner (0, 0) of a
       triangle whose other corners are ~7000 away moves into it at a small
       angle, slides along its edge, and meets a circle 0.19 away. The
       stop a skin short of the circle lies on a stretch that grazes the
       edge closer than the triangle's test rounds (~4e-4 in float): the
       stop must be checked against the triangle too. */
    isect_world w;
    isect_move_result r;
    isect_circle dot = CIRC(0, 0, 0);
    clear_tiles();
    tiles[ntiles++] = isect_shape_circle(CIRC(49, 6296.5, 6296.5));
    tiles[ntiles++] = isect_shape_circle(CIRC(6296.5, 6296.5, 6999.984375));
    add_tri(7199.984375, -0.5, 6999.984375, 7011.984375, 0, 0);
    w = the_world();
    CHECK(isect_world_overlap_circle(&w, dot, NULL, NULL, 0) == 0);
    isect_world_move_circle(&w, dot, V(7003.984375, 7011.984375), NULL, NULL, &r);
    CHECK(finite2(r.moved));
    CHECK(vlen(r.moved) < 0.26); /* the circle is in the way */
    dot.pos = r.moved;
    CHECK(isect_world_overlap_circle(&w, dot, NULL, NULL, 0) == 0);
    CHECK(r.on_floor && r.on_ceiling && !r.recovered); /* the circle, the edge */
}

int main(void)
{
    RUN(floor_of_tiles_no_snag_at_seams);
    RUN(wall_stops_a_skin_short_and_says_wall);
    RUN(ceiling_is_told_apart);
    RUN(y_up_turns_the_floor_around);
    RUN(fast_mover_does_not_tunnel_a_one_tile_wall);
    RUN(start_inside_the_floor_is_pushed_out);
    RUN(v_of_two_ramps_does_not_jitter);
    RUN(null_world_moves_the_whole_way);
    RUN(bad_options_take_the_defaults);
    RUN(foot_of_a_steep_ramp_with_strong_gravity_does_not_rock);
    RUN(walks_up_a_45_degree_ramp_of_triangles);
    RUN(walks_down_a_30_degree_ramp_on_the_floor_every_frame);
    RUN(wall_of_flush_tiles_slides_without_snag);
    RUN(moving_away_from_a_touching_wall_is_not_blocked);
    RUN(flush_floor_answers_with_its_own_normal_at_a_seam);
    RUN(capsule_walks_across_the_seams_of_a_flush_floor_at_full_speed);
    RUN(capsule_walks_up_a_45_degree_ramp_whose_foot_is_on_the_floor_line);
    RUN(capsule_walks_down_the_45_degree_ramp_on_the_floor_every_frame);
    RUN(capsule_tells_floor_wall_and_ceiling_apart);
    RUN(capsule_starting_inside_the_floor_is_pushed_out);
    RUN(capsule_placed_by_its_bottom_end_moves_the_same);
    RUN(slide_from_the_corner_of_a_far_reaching_triangle_into_a_circle_ends_clear);
    return check_report();
}
