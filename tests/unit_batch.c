/* unit_batch.c -- issue 12, item 3: named edge cases of the batch queries
   through arrays of boxes and circles. Each asserts the values, and that the
   batch answer equals the one-by-one answer (isect_sweep_aabb_into /
   isect_sweep_circle_into over the same shapes, or the single-pair segment
   test of the shape that wins), byte for byte. */
#include "testlib.h"

#define N 600
static isect_real xs[N], ys[N], hxs[N], hys[N];
static isect_shape list[N];
static size_t count;

static void clear_world(void) { count = 0; }

static void add_box(double x, double y, double hx, double hy)
{
    xs[count] = R(x); ys[count] = R(y); hxs[count] = R(hx); hys[count] = R(hy);
    list[count] = isect_shape_aabb(BOX(x, y, hx, hy));
    count++;
}

static void add_circle(double x, double y, double r)
{
    xs[count] = R(x); ys[count] = R(y); hxs[count] = R(r); hys[count] = R(r);
    list[count] = isect_shape_circle(CIRC(x, y, r));
    count++;
}

static isect_aabb_soa boxes(void)
{
    isect_aabb_soa b;
    b.x = xs; b.y = ys; b.half_x = hxs; b.half_y = hys; b.count = count;
    return b;
}

static isect_circle_soa circles(void)
{
    isect_circle_soa c;
    c.x = xs; c.y = ys; c.radius = hxs; c.count = count;
    return c;
}

/* Sweeps a box through the world both ways; checks they agree byte for byte. */
static int sweep_box(isect_aabb moving, isect_vec delta, isect_sweep *out, size_t *index)
{
    isect_aabb_soa b = boxes();
    isect_sweep s2;
    size_t i2 = 999;
    int r1, r2;
    memset(out, 0x55, sizeof *out);
    memset(&s2, 0x55, sizeof s2);
    *index = 999;
    r1 = isect_aabb_soa_sweep_aabb(&b, moving, delta, out, index);
    r2 = isect_sweep_aabb_into(list, count, moving, delta, &s2, &i2);
    CHECK(r1 == r2);
    CHECK(memcmp(out, &s2, sizeof s2) == 0);
    CHECK(*index == i2);
    return r1;
}

static int sweep_circle(isect_circle moving, isect_vec delta, isect_sweep *out, size_t *index)
{
    isect_circle_soa c = circles();
    isect_sweep s2;
    size_t i2 = 999;
    int r1, r2;
    memset(out, 0x55, sizeof *out);
    memset(&s2, 0x55, sizeof s2);
    *index = 999;
    r1 = isect_circle_soa_sweep_circle(&c, moving, delta, out, index);
    r2 = isect_sweep_circle_into(list, count, moving, delta, &s2, &i2);
    CHECK(r1 == r2);
    CHECK(memcmp(out, &s2, sizeof s2) == 0);
    CHECK(*index == i2);
    return r1;
}

TEST(empty_list_is_a_miss)
{
    isect_aabb_soa b = {NULL, NULL, NULL, NULL, 0};
    isect_circle_soa c = {NULL, NULL, NULL, 0};
    isect_sweep s;
    isect_hit h = marked_hit();
    size_t index = 7;
    CHECK(!isect_aabb_soa_sweep_aabb(&b, BOX(1, 2, 1, 1), V(3, 4), &s, &index));
    CHECK_VEC(s.pos, 4, 6, 0);
    CHECK(s.time == 1);
    CHECK(index == 7);
    CHECK(!isect_circle_soa_sweep_circle(&c, CIRC(1, 2, 1), V(3, 4), &s, &index));
    CHECK_VEC(s.pos, 4, 6, 0);
    CHECK(!isect_aabb_soa_segment(&b, V(0, 0), V(1, 1), &h, &index));
    CHECK(!isect_circle_soa_segment(&c, V(0, 0), V(1, 1), &h, &index));
    CHECK(hit_is_marked(h));
    CHECK(index == 7);
}

TEST(null_out_and_index_answer_the_bool)
{
    clear_world();
    add_box(10, 0, 1, 1);
    {
        isect_aabb_soa b = boxes();
        isect_circle_soa c = circles();
        CHECK(isect_aabb_soa_sweep_aabb(&b, BOX(0, 0, 1, 1), V(20, 0), NULL, NULL));
        CHECK(isect_aabb_soa_segment(&b, V(0, 0), V(20, 0), NULL, NULL));
        CHECK(isect_circle_soa_sweep_circle(&c, CIRC(0, 0, 1), V(20, 0), NULL, NULL));
        CHECK(isect_circle_soa_segment(&c, V(0, 0), V(20, 0), NULL, NULL));
        CHECK(!isect_aabb_soa_segment(&b, V(0, 5), V(20, 0), NULL, NULL));
    }
}

/* The exercise of "Sweeping through many shapes": a wall box behind a circle. */
TEST(first_hit_of_two_boxes)
{
    isect_sweep s;
    size_t index;
    clear_world();
    add_box(10, 0, 1, 5);
    add_box(6, 0, 1, 1);
    if (CHECK(sweep_box(BOX(0, 0, 1, 1), V(20, 0), &s, &index))) {
        CHECK(index == 1);
        CHECK_NEAR(s.hit.time, 0.2, TOL);
        CHECK_VEC(s.hit.normal, -1, 0, 0);
        CHECK_VEC(s.hit.pos, 5, 0, TOL);
        CHECK(s.time < s.hit.time);
    }
}

/* Issue 12's tie: a wall of two flush tiles, the player's top level with the
   seam, moving up and into the wall; the lower tile's face wins in either order. */
TEST(tile_seam_tie_either_order)
{
    isect_sweep s;
    size_t index;
    int order;
    for (order = 0; order < 2; order++) {
        clear_world();
        if (order == 0) { add_box(10.5, 1.5, 0.5, 0.5); add_box(10.5, 0.5, 0.5, 0.5); }
        else { add_box(10.5, 0.5, 0.5, 0.5); add_box(10.5, 1.5, 0.5, 0.5); }
        if (CHECK(sweep_box(BOX(9.5, 0.5, 0.5, 0.5), V(2, 1), &s, &index))) {
            CHECK(index == (size_t)(order == 0 ? 1 : 0));
            CHECK(s.hit.time == 0);
            CHECK_VEC(s.hit.normal, -1, 0, 0);
            CHECK_VEC(s.pos, 9.5, 0.5, 0);
        }
    }
}

/* Two identical boxes: only the index can tell them apart; the first wins. */
TEST(identical_shapes_first_index_wins)
{
    isect_sweep s;
    isect_hit h;
    size_t index = 99;
    isect_aabb_soa b;
    clear_world();
    add_box(50, 50, 5, 5);
    add_box(20, 0, 2, 2);
    add_box(20, 0, 2, 2);
    if (CHECK(sweep_box(BOX(0, 0, 1, 1), V(40, 0), &s, &index)))
        CHECK(index == 1);
    b = boxes();
    index = 99;
    if (CHECK(isect_aabb_soa_segment(&b, V(0, 0), V(40, 0), &h, &index))) {
        CHECK(index == 1);
        CHECK_NEAR(h.time, 0.45, TOL);
    }
}

/* A box sliding exactly along a floor of flush tiles touches every tile and
   hits none; 500 of them, more than the first pass keeps, so the exact loop
   works the bounds out again. A wall at the end is hit. */
TEST(slide_along_500_floor_tiles_then_wall)
{
    isect_sweep s;
    size_t index, i;
    clear_world();
    for (i = 0; i < 500; i++)
        add_box(1000 + 16 * (double)i + 8, 1000 + 8, 8, 8);
    add_box(1000 + 16 * 400 + 8, 1000 + 16 + 8, 8, 8); /* a wall tile on the floor */
    if (CHECK(sweep_box(BOX(1008, 1024, 8, 8), V(16 * 450, 0), &s, &index))) {
        CHECK(index == 500);
        CHECK_VEC(s.hit.normal, -1, 0, 0);
        CHECK_NEAR(s.hit.time, (16.0 * 399) / (16 * 450), 1e-6);
    }
    if (CHECK(!sweep_box(BOX(1008, 1024, 8, 8), V(16 * 300, 0), &s, &index)))
        CHECK(s.time == 1);
}

/* Zero movement: the static test. Overlapping at the start is a hit at time 0. */
TEST(zero_delta_is_the_static_test)
{
    isect_sweep s;
    size_t index;
    clear_world();
    add_box(3, 3, 1, 1);
    add_box(0.5, 0.5, 1, 1);
    if (CHECK(sweep_box(BOX(0, 0, 1, 1), V(0, 0), &s, &index))) {
        CHECK(index == 1);
        CHECK(s.time == 0);
        CHECK_VEC(s.pos, 0, 0, 0);
    }
    CHECK(!sweep_box(BOX(-5, 0, 1, 1), V(0, 0), &s, &index));
    clear_world();
    add_circle(3, 3, 1);
    add_circle(0.5, 0.5, 1);
    if (CHECK(sweep_circle(CIRC(0, 0, 1), V(0, 0), &s, &index))) {
        CHECK(index == 1);
        CHECK(s.time == 0);
    }
    CHECK(!sweep_circle(CIRC(-5, 0, 1), V(0, 0), &s, &index));
}

/* Exactly touching the path: a path that grazes a box's face is a miss; a
   circle whose path passes at exactly the sum of the radii is a miss. */
TEST(exactly_touching_path_misses)
{
    isect_sweep s;
    isect_hit h;
    size_t index;
    isect_aabb_soa b;
    clear_world();
    add_box(10, 2, 1, 1);
    CHECK(!sweep_box(BOX(0, 0, 1, 1), V(20, 0), &s, &index));
    b = boxes();
    CHECK(!isect_aabb_soa_segment(&b, V(0, 1), V(20, 0), &h, &index));
    clear_world();
    add_circle(10, 3, 1);
    CHECK(!sweep_circle(CIRC(0, 0, 2), V(20, 0), &s, &index));
}

/* Counts around the block of 64: the last, short block is copied and padded. */
TEST(counts_around_a_block)
{
    static const size_t ns[] = {1, 63, 64, 65, 127, 128, 129};
    size_t k, i, index;
    isect_sweep s;
    for (k = 0; k < sizeof ns / sizeof ns[0]; k++) {
        clear_world();
        for (i = 0; i < ns[k]; i++)
            add_box(50 + (double)i, 40 + 3 * (double)i, 0.5, 0.5);
        /* the last box is the one in the way */
        if (CHECK(sweep_box(BOX(0, 40 + 3 * (double)(ns[k] - 1), 0.5, 0.5), V(200, 0), &s,
                            &index)))
            CHECK(index == ns[k] - 1);
    }
}

/* A later contact that asks for an earlier stop: box B is met at 0.55 through
   its bottom face, and box A head on a little earlier, by half of B's first
   back-off step; B's face which the path nears
   is neared only slowly (D = (5, 0.01)), so B's sweep backs off far, to
   before A's stop. The query stops at the winner's own stop (B does not
   block it: the path reaches B only after A), and the batch, which never
   tests B exactly, must say the same. */
TEST(later_slow_contact_keeps_the_winners_stop)
{
    isect_sweep s, sa, sb;
    size_t index;
    double eps = REAL_EPS, m = 1010, s0 = 4 * eps * m / 0.01;
    double h = 0.55;
    isect_aabb moving = BOX(1000, 1000, 1, 1);
    isect_vec d = V(5, 0.01);
    clear_world();
    add_box(1001 + 5 * (h - s0 / 2) + 5, 995, 5, 5);           /* A */
    add_box(1001 + 5 * (h - s0 / 20) + 5, 1001 + 0.01 * h + 5, 5, 5); /* B */
    if (CHECK(sweep_box(moving, d, &s, &index))) {
        CHECK(index == 0);
        CHECK(isect_aabb_sweep_aabb(list[0].as.aabb, moving, d, &sa));
        CHECK(isect_aabb_sweep_aabb(list[1].as.aabb, moving, d, &sb));
        CHECK(sb.hit.time > sa.hit.time);
        CHECK(sb.time < sa.time); /* the scene does what it says */
        CHECK(s.time == sa.time);
    }
}

/* Casts return the winner's own segment test, byte for byte. */
TEST(cast_returns_the_winners_segment_hit)
{
    isect_hit h, single;
    size_t index;
    isect_aabb_soa b;
    isect_circle_soa c;
    clear_world();
    add_box(30, 0, 2, 2);
    add_box(10, 0.5, 1, 1);
    add_box(20, 0, 1, 1);
    b = boxes();
    if (CHECK(isect_aabb_soa_segment(&b, V(0, 0), V(40, 0), &h, &index))) {
        CHECK(index == 1);
        CHECK(isect_aabb_segment(list[1].as.aabb, V(0, 0), V(40, 0), V(0, 0), &single));
        CHECK(memcmp(&h, &single, sizeof h) == 0);
        CHECK_NEAR(h.time, 0.225, TOL);
    }
    c = circles();
    if (CHECK(isect_circle_soa_segment(&c, V(0, 0), V(40, 0), &h, &index))) {
        CHECK(index == 1);
        CHECK(isect_circle_segment(list[1].as.circle, V(0, 0), V(40, 0), 0, &single));
        CHECK(memcmp(&h, &single, sizeof h) == 0);
    }
    /* a cast that starts inside a box hits it at time 0 */
    if (CHECK(isect_aabb_soa_segment(&b, V(20, 0), V(40, 0), &h, &index))) {
        CHECK(index == 2);
        CHECK(h.time == 0);
    }
}

/* Bad input gets the one-by-one loop's answer: a NaN in a shape, in the
   moving shape or in the motion makes every shape a candidate (the exact
   tests decide), and coordinates at the edge of the stated range (10^150 in
   double, 10^18 in float) give the same bytes too. */
TEST(bad_input_same_as_one_by_one)
{
    isect_sweep s;
    size_t index, i;
    double big = HUGE_COORD;
    isect_aabb_soa b;
    isect_hit h1, h2;
    size_t i1 = 5, i2 = 5;
    int r1, r2;
    clear_world();
    add_box(10, 0, 1, 1);
    add_box(20, 0, 1, 1);
    xs[0] = R(NAN);
    list[0] = isect_shape_aabb(BOX(NAN, 0, 1, 1));
    sweep_box(BOX(0, 0, 1, 1), V(40, 0), &s, &index);
    sweep_box(BOX(NAN, 0, 1, 1), V(40, 0), &s, &index);
    sweep_box(BOX(0, 0, 1, 1), V(NAN, 0), &s, &index);
    clear_world();
    for (i = 0; i < 70; i++)
        add_box(big * (1 - 0.01 * (double)i), big * 0.5, big * 0.001, big * 0.001);
    sweep_box(BOX(big * 0.2, big * 0.5, big * 0.001, big * 0.001), V(big * 0.7, 0), &s,
              &index);
    b = boxes();
    memset(&h1, 0x55, sizeof h1);
    memset(&h2, 0x55, sizeof h2);
    r1 = isect_aabb_soa_segment(&b, V(-big, big * 0.5), V(big * 1.9, 1), &h1, &i1);
    {
        isect_world w;
        w.shapes = list;
        w.layers = NULL;
        w.count = count;
        r2 = isect_world_cast(&w, V(-big, big * 0.5), V(big * 1.9, 1), NULL, &h2, &i2);
    }
    CHECK(r1 == r2);
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
    if (CHECK(r1)) {
        CHECK(i1 == 69); /* the leftmost box, at 0.31 of big */
        CHECK(isfinite(h1.time) && isfinite(h1.pos.x));
    }
}

int main(void)
{
    RUN(empty_list_is_a_miss);
    RUN(null_out_and_index_answer_the_bool);
    RUN(first_hit_of_two_boxes);
    RUN(tile_seam_tie_either_order);
    RUN(identical_shapes_first_index_wins);
    RUN(slide_along_500_floor_tiles_then_wall);
    RUN(zero_delta_is_the_static_test);
    RUN(exactly_touching_path_misses);
    RUN(counts_around_a_block);
    RUN(later_slow_contact_keeps_the_winners_stop);
    RUN(cast_returns_the_winners_segment_hit);
    RUN(bad_input_same_as_one_by_one);
    return check_report();
}
