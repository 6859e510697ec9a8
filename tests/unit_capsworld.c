/* unit_capsworld.c -- a capsule moving through a world and a grid
   (intersect.nw, "Sweeping through a world", "A moving capsule";
   issue 13 item 3, issue 12 item 2): isect_world_sweep_capsule and
   isect_grid_sweep_capsule, named cases. y points down; tiles are unit
   boxes and the floor's top is y = 0.

   Rules:
   - hit.pos on the static shape's surface; the sweep's pos is where the
     capsule's first end stops, and the static test there says no overlap;
   - a flush floor of tiles answers with its own normal at a seam;
   - touching is not overlapping: a capsule resting on the floor slides
     along it freely and meets a ramp whose foot is on the floor line;
   - a start inside hits at time 0 with the push-out; a start in contact
     moving away is not blocked;
   - shapes the filter leaves out are passed through;
   - the grid's answer is the world's, exactly. */
#include "testlib.h"

static isect_shape shapes[64];
static uint32_t layers[64];
static size_t count;
static unsigned char memory[1 << 16];
static isect_grid grid;

static void clear(void) { count = 0; }
static void add(isect_shape s, uint32_t layer)
{
    layers[count] = layer;
    shapes[count++] = s;
}
static void floor_row(int from, int to)
{
    int i;
    for (i = from; i < to; i++)
        add(isect_shape_aabb(BOX(i + 0.5, 0.5, 0.5, 0.5)), 1);
}
static isect_world the_world(void)
{
    isect_world w;
    w.shapes = shapes;
    w.layers = layers;
    w.count = count;
    return w;
}
static bool capsule_overlaps_any(isect_capsule c)
{
    size_t i;
    for (i = 0; i < count; i++) {
        const isect_shape *s = &shapes[i];
        bool o = s->kind == ISECT_SHAPE_AABB ? isect_capsule_aabb(c, s->as.aabb, NULL)
               : s->kind == ISECT_SHAPE_CIRCLE ? isect_capsule_circle(c, s->as.circle, NULL)
               : s->kind == ISECT_SHAPE_CAPSULE ? isect_capsule_capsule(s->as.capsule, c, NULL)
               : isect_triangle_capsule(s->as.triangle, c, NULL);
        if (o && (layers[i] & 1))
            return true;
    }
    return false;
}

/* the world's sweep, checked against the grid's (cells of 1.5 by 1, from
   (-10, -10)): both answers must be the same, to the bit */
static bool sweep(isect_capsule c, isect_vec d, const isect_filter *f, isect_sweep *out,
                  size_t *index)
{
    isect_world w = the_world();
    isect_sweep g;
    size_t gi = 777, wi = 777;
    bool hw, hg;
    CHECK(isect_grid_init(&grid, memory, sizeof memory, V(-10, -10), V(1.5, 1), 30, 20,
                          64, 1024));
    CHECK(isect_grid_insert_world(&grid, &w));
    memset(out, 0, sizeof *out);
    memset(&g, 0, sizeof g);
    hw = isect_world_sweep_capsule(&w, c, d, f, out, &wi);
    hg = isect_grid_sweep_capsule(&grid, &w, c, d, f, &g, &gi);
    CHECK(hw == hg);
    CHECK(wi == gi);
    CHECK(memcmp(out, &g, sizeof g) == 0);
    *index = wi;
    return hw;
}

/* an upright capsule, radius 0.25, axis 0.5 down from its top end: its
   lowest point is 0.75 below top, all exact in binary */
static isect_capsule character(double x, double top)
{
    return CAP(x, top, 0, 0.5, 0.25);
}

TEST(capsule_falling_onto_a_seam_of_a_flush_floor_gets_the_floors_normal)
{
    isect_sweep s;
    size_t index = 777;
    isect_capsule c = character(3.0, -2.0); /* right over the seam x = 3 */
    clear();
    floor_row(0, 8);
    if (CHECK(sweep(c, V(0.25, 3), NULL, &s, &index))) {
        CHECK_VEC(s.hit.normal, 0, -1, 0);
        CHECK_NEAR(s.hit.pos.y, 0, TOL); /* on the floor's surface */
        CHECK_NEAR(s.hit.time, (2.0 - 0.75) / 3, TOL);
        CHECK(index < 8);
        c.pos = s.pos;
        CHECK(!capsule_overlaps_any(c));
        CHECK(s.pos.y + 0.75 <= 0);
    }
}

TEST(capsule_on_the_floor_line_walks_into_a_ramp_whose_foot_is_on_it)
{
    /* issue 13 item 1's slope, for a capsule: its bottom exactly on the
       floor's top, y = 0, moving right into a 45 degree ramp from (5, 0) */
    isect_sweep s;
    size_t index = 777;
    isect_capsule c = character(2.0, -0.75);
    clear();
    floor_row(0, 10);
    add(isect_shape_triangle(TRI(5, 0, 9, -4, 9, 0)), 1);
    if (CHECK(sweep(c, V(4, 0), NULL, &s, &index))) {
        CHECK(index == 10); /* the ramp, not the floor it rests on */
        CHECK_VEC(s.hit.normal, -SQRT_HALF, -SQRT_HALF, 1e-5);
        /* the lower end circle, center (x, -0.25), touches x + y = 5 when
           (5 - x + 0.25) / sqrt 2 = 0.25 */
        CHECK_NEAR(s.hit.time, (5.25 - 0.25 / SQRT_HALF - 2.0) / 4, 1e-5);
        CHECK_NEAR(s.hit.pos.x + s.hit.pos.y, 5, 1e-5); /* on the slope */
        c.pos = s.pos;
        CHECK(!capsule_overlaps_any(c));
    }
}

TEST(capsule_resting_on_the_floor_slides_along_it_the_whole_way)
{
    isect_sweep s;
    size_t index = 777;
    clear();
    floor_row(0, 12);
    CHECK(!sweep(character(1.0, -0.75), V(9.5, 0), NULL, &s, &index));
    CHECK(index == 777);
    CHECK(s.time == 1);
    CHECK_VEC(s.pos, 10.5, -0.75, TOL);
}

TEST(capsule_touching_the_floor_and_moving_away_is_not_blocked)
{
    isect_sweep s;
    size_t index = 777;
    clear();
    floor_row(0, 6);
    CHECK(!sweep(character(2.5, -0.75), V(0.5, -2), NULL, &s, &index));
    CHECK_VEC(s.pos, 3.0, -2.75, TOL);
}

TEST(capsule_starting_inside_the_floor_hits_at_time_zero_with_the_push_out)
{
    isect_sweep s;
    size_t index = 777;
    clear();
    floor_row(0, 6);
    if (CHECK(sweep(character(2.5, -0.55), V(1, 0.5), NULL, &s, &index))) {
        CHECK(s.hit.time == 0);
        CHECK(s.time == 0);
        CHECK(s.pos.x == R(2.5) && s.pos.y == R(-0.55)); /* it stays */
        CHECK_VEC(s.hit.normal, 0, -1, 0);
        CHECK_VEC(s.hit.delta, 0, -0.2, 1e-5); /* out of the floor by 0.2 */
    }
}

TEST(capsule_passes_through_a_shape_the_filter_leaves_out)
{
    isect_sweep s;
    size_t index = 777;
    isect_filter f;
    f.mask = 1;
    f.accept = NULL;
    f.context = NULL;
    clear();
    add(isect_shape_aabb(BOX(3, -1, 0.5, 2)), 2);                   /* a ghost wall */
    add(isect_shape_circle(CIRC(6, -0.5, 0.5)), 1);                  /* a pillar */
    add(isect_shape_capsule(CAP(9, -3, 0, 3, 0.25)), 1);             /* a pole */
    if (CHECK(sweep(character(0, -1), V(10, 0), &f, &s, &index))) {
        CHECK(index == 1);
        CHECK(s.hit.time > 0.5 && s.hit.time < 0.6);
    }
    /* without the filter the ghost wall stops it first */
    if (CHECK(sweep(character(0, -1), V(10, 0), NULL, &s, &index))) {
        CHECK(index == 0);
        CHECK_NEAR(s.hit.time, 0.225, 1e-5);
        CHECK_NEAR(s.hit.pos.x, 2.5, 1e-5);
    }
}

TEST(capsule_into_another_capsule_and_a_triangle_stops_at_the_first)
{
    isect_sweep s;
    size_t index = 777;
    clear();
    add(isect_shape_triangle(TRI(8, -3, 8, 0, 6, 0)), 1);
    add(isect_shape_capsule(CAP(5, -3, 0, 2, 0.5)), 1);
    /* the lying capsule's right end circle (center (1.5, -1), r 0.3) meets
       the pole's left side, x = 4.5 at y in [-3, -1], at x = 4.2 */
    if (CHECK(sweep(CAP(0, -1, 1.5, 0, 0.3), V(6, 0), NULL, &s, &index))) {
        CHECK(index == 1);
        CHECK_NEAR(s.hit.time, (4.2 - 1.5) / 6, 1e-5);
        CHECK_VEC(s.hit.normal, -1, 0, 1e-5);
        CHECK_NEAR(s.hit.pos.x, 4.5, 1e-5);
    }
}

int main(void)
{
    RUN(capsule_falling_onto_a_seam_of_a_flush_floor_gets_the_floors_normal);
    RUN(capsule_on_the_floor_line_walks_into_a_ramp_whose_foot_is_on_it);
    RUN(capsule_resting_on_the_floor_slides_along_it_the_whole_way);
    RUN(capsule_touching_the_floor_and_moving_away_is_not_blocked);
    RUN(capsule_starting_inside_the_floor_hits_at_time_zero_with_the_push_out);
    RUN(capsule_passes_through_a_shape_the_filter_leaves_out);
    RUN(capsule_into_another_capsule_and_a_triangle_stops_at_the_first);
    return check_report();
}
