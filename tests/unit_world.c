/* unit_world.c -- issue 12, item 2: a world of boxes, circles, capsules and
   triangles, and the queries against it (intersect.nw, "A world of shapes").

   Rules:
   - a shape counts when (its layers & filter->mask) != 0 (no layers: every
     layer) and then accept(context, index), if there is one, says yes; a NULL
     filter counts every shape;
   - accept is asked only about shapes that passed the mask and that the query
     can reach; cast and overlaps ask at most once per shape;
   - cast: the earliest hit of the single segment tests, ties by the sweep's
     rule, then the fixed order of shapes, then the smaller index; a miss
     leaves out and index alone;
   - sweeps: the isect_sweep_*_into answer over the shapes that count;
   - overlaps: how many shapes overlap (all), the first `capacity` of their
     indices written in increasing order; touching is not overlapping;
   - a NULL world, a NULL shape list, an unknown kind: nothing is hit. */
#include "testlib.h"
#include <string.h>

/* a world along the x axis: box, circle, capsule, triangle */
static isect_shape row[4];
static uint32_t row_layers[4] = {1u, 2u, 4u, 8u};

static isect_world make_row(void)
{
    isect_world w;
    row[0] = isect_shape_aabb(BOX(4, 0, 1, 1));              /* x in [3, 5] */
    row[1] = isect_shape_circle(CIRC(8, 0, 1));              /* x in [7, 9] */
    row[2] = isect_shape_capsule(CAP(12, -2, 0, 4, 1));      /* x in [11, 13] */
    row[3] = isect_shape_triangle(TRI(16, -2, 18, 0, 16, 2)); /* x from 16 */
    w.shapes = row;
    w.layers = row_layers;
    w.count = 4;
    return w;
}

static isect_filter mask_filter(uint32_t mask)
{
    isect_filter f;
    f.mask = mask;
    f.accept = NULL;
    f.context = NULL;
    return f;
}

/* an accept function that counts its calls per index and rejects a set */
typedef struct {
    int calls[16];
    uint32_t reject; /* bit i: reject index i */
} Asked;

static bool asked_accept(void *context, size_t index)
{
    Asked *a = (Asked *)context;
    a->calls[index]++;
    return ((a->reject >> index) & 1u) == 0;
}

static isect_filter accept_filter(Asked *a, uint32_t mask)
{
    isect_filter f;
    f.mask = mask;
    f.accept = asked_accept;
    f.context = a;
    return f;
}

TEST(test_world_cast_each_layer_hits_its_own_kind)
{
    /* the segment from (0, 0) by (20, 0) reaches x = 3, 7, 11, 16 on the
       four shapes: t = 0.15, 0.35, 0.55, 0.8 */
    static const double times[4] = {0.15, 0.35, 0.55, 0.8};
    static const double xs[4] = {3, 7, 11, 16};
    isect_world w = make_row();
    isect_hit h;
    size_t index;
    int k;
    for (k = 0; k < 4; k++) {
        /* every layer from k on: the first shape that counts is k */
        isect_filter f = mask_filter(~((1u << k) - 1u));
        index = 99;
        if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), &f, &h, &index))) {
            CHECK(index == (size_t)k);
            CHECK_NEAR(h.time, times[k], TOL);
            CHECK_VEC(h.pos, xs[k], 0, TOL);
            CHECK_VEC(h.normal, -1, 0, TOL);
        }
    }
    /* no filter: the box */
    index = 99;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), NULL, &h, &index)))
        CHECK(index == 0);
}

TEST(test_world_filter_mask_zero_counts_nothing)
{
    isect_world w = make_row();
    isect_filter f;
    Asked a;
    isect_hit h = marked_hit();
    isect_sweep sw;
    size_t index = 99, found[4] = {99, 99, 99, 99};
    memset(&a, 0, sizeof a);
    f = accept_filter(&a, 0);
    CHECK(!isect_world_cast(&w, V(0, 0), V(20, 0), &f, &h, &index));
    CHECK(hit_is_marked(h));
    CHECK(index == 99);
    CHECK(!isect_world_sweep_aabb(&w, BOX(0, 0, 0.5, 0.5), V(20, 0), &f, &sw, &index));
    CHECK(sw.time == 1);
    CHECK_VEC(sw.pos, 20, 0, 0);
    CHECK(!isect_world_sweep_circle(&w, CIRC(0, 0, 0.5), V(20, 0), &f, &sw, &index));
    CHECK(index == 99);
    CHECK(isect_world_overlap_point(&w, V(4, 0), &f, found, 4) == 0);
    CHECK(isect_world_overlap_aabb(&w, BOX(10, 0, 10, 10), &f, found, 4) == 0);
    CHECK(isect_world_overlap_circle(&w, CIRC(10, 0, 10), &f, found, 4) == 0);
    CHECK(found[0] == 99);
    /* the mask comes first: accept is never asked */
    for (index = 0; index < 4; index++)
        CHECK(a.calls[index] == 0);
}

TEST(test_world_no_layers_puts_every_shape_on_every_layer)
{
    isect_world w = make_row();
    isect_filter f = mask_filter(0x80000000u);
    size_t index = 99;
    CHECK(!isect_world_cast(&w, V(0, 0), V(20, 0), &f, NULL, &index));
    w.layers = NULL;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), &f, NULL, &index)))
        CHECK(index == 0);
}

TEST(test_world_accept_is_asked_once_per_shape_in_reach)
{
    isect_world w = make_row();
    isect_filter f;
    Asked a;
    size_t found[4], i;
    /* a cast along the row reaches every shape: each is asked once */
    memset(&a, 0, sizeof a);
    f = accept_filter(&a, ~0u);
    CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), &f, NULL, NULL));
    for (i = 0; i < 4; i++)
        CHECK(a.calls[i] == 1);
    /* a cast above the row reaches none: nobody is asked */
    memset(&a, 0, sizeof a);
    CHECK(!isect_world_cast(&w, V(0, 10), V(20, 0), &f, NULL, NULL));
    for (i = 0; i < 4; i++)
        CHECK(a.calls[i] == 0);
    /* a box over the circle and the capsule: those two are asked, once */
    memset(&a, 0, sizeof a);
    CHECK(isect_world_overlap_aabb(&w, BOX(10, 0, 2.5, 1), &f, found, 4) == 2);
    CHECK(found[0] == 1 && found[1] == 2);
    CHECK(a.calls[0] == 0 && a.calls[1] == 1 && a.calls[2] == 1 && a.calls[3] == 0);
    /* the mask leaves out the circle: it is not asked */
    memset(&a, 0, sizeof a);
    f.mask = ~2u;
    CHECK(isect_world_overlap_aabb(&w, BOX(10, 0, 2.5, 1), &f, found, 4) == 1);
    CHECK(found[0] == 2);
    CHECK(a.calls[1] == 0 && a.calls[2] == 1);
}

TEST(test_world_accept_false_skips_the_nearest)
{
    isect_world w = make_row();
    Asked a;
    isect_filter f;
    isect_hit h;
    isect_sweep sw;
    size_t index = 99;
    memset(&a, 0, sizeof a);
    a.reject = 1u | 2u; /* not the box, not the circle */
    f = accept_filter(&a, ~0u);
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), &f, &h, &index))) {
        CHECK(index == 2);
        CHECK_VEC(h.pos, 11, 0, TOL);
    }
    /* a box of half size 0.5 sweeping along: the capsule's left at x = 11 */
    if (CHECK(isect_world_sweep_aabb(&w, BOX(0, 0, 0.5, 0.5), V(20, 0), &f, &sw, &index))) {
        CHECK(index == 2);
        CHECK_NEAR(sw.hit.time, 10.5 / 20, TOL);
        CHECK_VEC(sw.hit.normal, -1, 0, TOL);
        CHECK(sw.time < sw.hit.time);
    }
}

TEST(test_world_shape_left_out_does_not_block_the_stop)
{
    /* a circle swept right stops against a wall; a thin box on another layer
       lies across the stop. It does not count: the stop may lie inside it,
       and the answer is that of the wall alone. */
    isect_shape s[2];
    uint32_t layers[2] = {1u, 2u};
    isect_world w;
    isect_filter f = mask_filter(1u);
    isect_sweep alone, sw;
    size_t index = 99;
    s[0] = isect_shape_aabb(BOX(10, 0, 1, 5));
    s[1] = isect_shape_aabb(BOX(8, 0, 0.25, 5)); /* x in [7.75, 8.25] */
    w.shapes = s;
    w.layers = layers;
    w.count = 2;
    CHECK(isect_aabb_sweep_circle(s[0].as.aabb, CIRC(0, 0, 1), V(20, 0), &alone));
    if (CHECK(isect_world_sweep_circle(&w, CIRC(0, 0, 1), V(20, 0), &f, &sw, &index))) {
        CHECK(index == 0);
        CHECK(memcmp(&sw, &alone, sizeof sw) == 0);
        /* the stop (center near x = 8) overlaps the box left out */
        CHECK(isect_aabb_circle(s[1].as.aabb, CIRC(sw.pos.x, sw.pos.y, 1), NULL));
    }
    /* with both layers, the thin box comes first */
    f.mask = 3u;
    if (CHECK(isect_world_sweep_circle(&w, CIRC(0, 0, 1), V(20, 0), &f, &sw, &index))) {
        CHECK(index == 1);
        CHECK_NEAR(sw.hit.time, 6.75 / 20, TOL);
    }
}

TEST(test_world_without_filter_is_sweep_into)
{
    /* the same list, every kind, no layers and no filter: byte for byte the
       answer of isect_sweep_*_into */
    isect_shape s[6];
    isect_world w;
    int k;
    s[0] = isect_shape_aabb(BOX(6, 1, 1, 1));
    s[1] = isect_shape_circle(CIRC(5, -1.5, 1));
    s[2] = isect_shape_capsule(CAP(9, -3, 0, 6, 0.5));
    s[3] = isect_shape_triangle(TRI(7, 2, 8, 4, 6, 4));
    s[4] = isect_shape_aabb(BOX(6, 1, 1, 1));
    s[5] = isect_shape_circle(CIRC(3.5, 2.5, 0.5));
    w.shapes = s;
    w.layers = NULL;
    w.count = 6;
    for (k = 0; k < 40; k++) {
        isect_vec d = V(12 * cos(k * 0.157), 12 * sin(k * 0.157));
        isect_sweep a, b;
        size_t ia = 99, ib = 99;
        bool ha = isect_sweep_aabb_into(s, 6, BOX(0, 0, 0.5, 0.75), d, &a, &ia);
        bool hb = isect_world_sweep_aabb(&w, BOX(0, 0, 0.5, 0.75), d, NULL, &b, &ib);
        CHECK(ha == hb && ia == ib && memcmp(&a, &b, sizeof a) == 0);
        ha = isect_sweep_circle_into(s, 6, CIRC(0, 0, 0.6), d, &a, &ia);
        hb = isect_world_sweep_circle(&w, CIRC(0, 0, 0.6), d, NULL, &b, &ib);
        CHECK(ha == hb && ia == ib && memcmp(&a, &b, sizeof a) == 0);
    }
}

TEST(test_world_null_and_empty_worlds_miss)
{
    isect_world w;
    isect_hit h = marked_hit();
    isect_sweep sw;
    size_t index = 99, found[2] = {99, 99};
    CHECK(!isect_world_cast(NULL, V(0, 0), V(1, 0), NULL, &h, &index));
    CHECK(hit_is_marked(h) && index == 99);
    CHECK(!isect_world_sweep_aabb(NULL, BOX(1, 2, 1, 1), V(3, 4), NULL, &sw, &index));
    CHECK(sw.time == 1);
    CHECK_VEC(sw.pos, 4, 6, 0);
    CHECK(isect_world_overlap_point(NULL, V(0, 0), NULL, found, 2) == 0);
    /* a count with no list is an empty world, not a crash */
    w.shapes = NULL;
    w.layers = NULL;
    w.count = 5;
    CHECK(!isect_world_sweep_circle(&w, CIRC(1, 2, 1), V(3, 4), NULL, &sw, &index));
    CHECK_VEC(sw.pos, 4, 6, 0);
    CHECK(isect_world_overlap_circle(&w, CIRC(0, 0, 100), NULL, found, 2) == 0);
    CHECK(found[0] == 99 && index == 99);
}

TEST(test_world_overlap_counts_all_and_writes_capacity)
{
    /* five unit tiles in a row, x from 0 to 5; a box over all of them */
    isect_shape s[5];
    isect_world w;
    size_t found[4] = {99, 99, 99, 99}, i;
    for (i = 0; i < 5; i++)
        s[i] = isect_shape_aabb(BOX(0.5 + (double)i, 0.5, 0.5, 0.5));
    w.shapes = s;
    w.layers = NULL;
    w.count = 5;
    CHECK(isect_world_overlap_aabb(&w, BOX(2.5, 0.5, 2.25, 0.25), NULL, found, 2) == 5);
    CHECK(found[0] == 0 && found[1] == 1 && found[2] == 99);
    CHECK(isect_world_overlap_aabb(&w, BOX(2.5, 0.5, 2.25, 0.25), NULL, NULL, 10) == 5);
    /* flush against tiles 1 and 3 (x in [2, 3]): only tile 2 overlaps */
    CHECK(isect_world_overlap_aabb(&w, BOX(2.5, 0.5, 0.5, 0.5), NULL, found, 4) == 1);
    CHECK(found[0] == 2);
    /* a point on the seam between tiles 1 and 2 touches both: neither */
    CHECK(isect_world_overlap_point(&w, V(2, 0.5), NULL, found, 4) == 0);
    CHECK(isect_world_overlap_point(&w, V(2.25, 0.5), NULL, found, 4) == 1);
    CHECK(found[0] == 2);
    /* a circle of radius 0.5 at (2, 1.5) touches the tiles' tops: none */
    CHECK(isect_world_overlap_circle(&w, CIRC(2, 1.5, 0.5), NULL, found, 4) == 0);
    CHECK(isect_world_overlap_circle(&w, CIRC(2, 1.25, 0.5), NULL, found, 4) == 2);
    CHECK(found[0] == 1 && found[1] == 2);
}

TEST(test_world_overlap_every_kind)
{
    isect_world w = make_row();
    size_t found[4];
    CHECK(isect_world_overlap_point(&w, V(12, 1.5), NULL, found, 4) == 1);
    CHECK(found[0] == 2);
    CHECK(isect_world_overlap_point(&w, V(16.5, 0), NULL, found, 4) == 1);
    CHECK(found[0] == 3);
    CHECK(isect_world_overlap_circle(&w, CIRC(6, 0, 1.5), NULL, found, 4) == 2);
    CHECK(found[0] == 0 && found[1] == 1);
    CHECK(isect_world_overlap_aabb(&w, BOX(14.5, 0, 1.75, 0.5), NULL, found, 4) == 2);
    CHECK(found[0] == 2 && found[1] == 3);
    /* flush: the box [13, 16] x [-0.5, 0.5] touches the capsule's side and
       the triangle's corner, overlapping neither */
    CHECK(isect_world_overlap_aabb(&w, BOX(14.5, 0, 1.5, 0.5), NULL, found, 4) == 0);
}

TEST(test_world_unknown_kind_is_never_hit)
{
    isect_shape s[2];
    isect_world w;
    isect_aabb b;
    size_t found[2], index = 99;
    isect_sweep sw;
    s[0] = isect_shape_aabb(BOX(5, 0, 1, 1));
    s[0].kind = (isect_shape_kind)99;
    s[1] = isect_shape_circle(CIRC(9, 0, 1));
    w.shapes = s;
    w.layers = NULL;
    w.count = 2;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), NULL, NULL, &index)))
        CHECK(index == 1);
    if (CHECK(isect_world_sweep_aabb(&w, BOX(0, 0, 0.5, 0.5), V(20, 0), NULL, &sw, &index)))
        CHECK(index == 1);
    CHECK(isect_world_overlap_point(&w, V(5, 0), NULL, found, 2) == 0);
    b = isect_shape_bounds(s[0]);
    CHECK_VEC(b.pos, 0, 0, 0);
    CHECK_VEC(b.half, 0, 0, 0);
}

TEST(test_shape_bounds_of_each_kind)
{
    isect_aabb b;
    b = isect_shape_bounds(isect_shape_aabb(BOX(1.5, -2, 3, 0.25)));
    CHECK_VEC(b.pos, 1.5, -2, 0);
    CHECK_VEC(b.half, 3, 0.25, 0);
    b = isect_shape_bounds(isect_shape_circle(CIRC(-3, 4, 2.5)));
    CHECK_VEC(b.pos, -3, 4, 0);
    CHECK_VEC(b.half, 2.5, 2.5, 0);
    /* a capsule from (1, 2) to (5, 0), radius 1: x in [0, 6], y in [-1, 3] */
    b = isect_shape_bounds(isect_shape_capsule(CAP(1, 2, 4, -2, 1)));
    CHECK_VEC(b.pos, 3, 1, TOL);
    CHECK_VEC(b.half, 3, 2, 1e-4);
    CHECK(b.pos.x - b.half.x <= 0 && b.pos.x + b.half.x >= 6);
    CHECK(b.pos.y - b.half.y <= -1 && b.pos.y + b.half.y >= 3);
    /* a triangle: x in [-1, 7], y in [2, 10] */
    b = isect_shape_bounds(isect_shape_triangle(TRI(7, 2, -1, 5, 3, 10)));
    CHECK_VEC(b.pos, 3, 6, TOL);
    CHECK_VEC(b.half, 4, 4, 1e-4);
    CHECK(b.pos.x - b.half.x <= -1 && b.pos.x + b.half.x >= 7);
    CHECK(b.pos.y - b.half.y <= 2 && b.pos.y + b.half.y >= 10);
}

TEST(test_shape_bounds_hold_the_shape_far_out)
{
    /* corners whose center and half size round: the box still holds them */
    int k;
    for (k = 0; k < 2000; k++) {
        double o = 1000 + k * 3.1;
        isect_triangle t = TRI(o + 0.1, o * 0.7, o + 0.3 + k * 1e-3, o * 0.7 + 0.9,
                               o - 0.7, o * 0.7 + 0.45);
        isect_aabb b = isect_shape_bounds(isect_shape_triangle(t));
        isect_vec lo = isect_sub(b.pos, b.half), hi = isect_add(b.pos, b.half);
        CHECK(lo.x <= t.a.x && lo.x <= t.b.x && lo.x <= t.c.x);
        CHECK(hi.x >= t.a.x && hi.x >= t.b.x && hi.x >= t.c.x);
        CHECK(lo.y <= t.a.y && lo.y <= t.b.y && lo.y <= t.c.y);
        CHECK(hi.y >= t.a.y && hi.y >= t.b.y && hi.y >= t.c.y);
    }
}

TEST(test_world_identical_shapes_answer_with_the_smaller_index)
{
    isect_shape s[6];
    isect_world w;
    size_t index = 99, i;
    isect_sweep sw;
    for (i = 0; i < 6; i++)
        s[i] = isect_shape_circle(CIRC(20, 0, 1));
    s[2] = isect_shape_capsule(CAP(5, -1, 0, 2, 1));
    s[4] = isect_shape_capsule(CAP(5, -1, 0, 2, 1));
    w.shapes = s;
    w.layers = NULL;
    w.count = 6;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(10, 0), NULL, NULL, &index)))
        CHECK(index == 2);
    index = 99;
    if (CHECK(isect_world_sweep_circle(&w, CIRC(0, 0, 1), V(10, 0), NULL, &sw, &index)))
        CHECK(index == 2);
}

TEST(test_world_cast_along_a_seam_enters_the_floor)
{
    /* a segment exactly along the seam between two flush tiles runs along an
       edge of each: a miss for each alone, but the seam is inside the two
       together, so the world's cast enters them where the seam begins */
    isect_shape s[2];
    isect_world w;
    isect_hit h = marked_hit();
    size_t i = 99;
    s[0] = isect_shape_aabb(BOX(10.5, 0.5, 0.5, 0.5));
    s[1] = isect_shape_aabb(BOX(10.5, 1.5, 0.5, 0.5));
    w.shapes = s;
    w.layers = NULL;
    w.count = 2;
    CHECK(!isect_aabb_segment(s[0].as.aabb, V(0, 1), V(20, 0), ZERO, NULL));
    CHECK(!isect_aabb_segment(s[1].as.aabb, V(0, 1), V(20, 0), ZERO, NULL));
    if (CHECK(isect_world_cast(&w, V(0, 1), V(20, 0), NULL, &h, &i))) {
        CHECK(i == 0); /* both begin at x = 10: the smaller index */
        CHECK_HIT(h, 10, 1, -1, 0, -10, 0, 0.5);
    }
    /* along the seam from its far end, and from inside it */
    if (CHECK(isect_world_cast(&w, V(20, 1), V(-20, 0), NULL, &h, &i)))
        CHECK_HIT(h, 11, 1, 1, 0, 11, 0, 0.45);
    if (CHECK(isect_world_cast(&w, V(10.5, 1), V(5, 0), NULL, &h, &i)))
        CHECK_HIT(h, 10.5, 1, -1, 0, -5, 0, 0);
    /* along the outer edge of the pair, tiles on one side only: a miss */
    h = marked_hit();
    i = 99;
    CHECK(!isect_world_cast(&w, V(0, 2), V(20, 0), NULL, &h, &i));
    CHECK(!isect_world_cast(&w, V(11, -1), V(0, 4), NULL, &h, &i));
    CHECK(hit_is_marked(h) && i == 99);
    /* just below the seam: the lower tile's face */
    if (CHECK(isect_world_cast(&w, V(0, 0.75), V(20, 0), NULL, &h, &i))) {
        CHECK(i == 0);
        CHECK_VEC(h.normal, -1, 0, 0);
        CHECK_NEAR(h.time, 0.5, 0);
    }
}

TEST(test_world_cast_seam_of_tiles_offset)
{
    /* tiles side by side, one taller: down the seam, the union begins where
       the shorter tile begins; a filter that leaves one out leaves a crack;
       tiles that meet the line one after the other only touch it */
    isect_shape s[3];
    isect_world w;
    isect_filter without_first;
    uint32_t layers[3] = {1, 2, 2};
    isect_hit h = marked_hit();
    size_t i = 99;
    s[0] = isect_shape_aabb(BOX(96.5, 99.5, 0.5, 0.5));   /* [96,97] x [99,100] */
    s[1] = isect_shape_aabb(BOX(97.5, 99.0, 0.5, 1.0));   /* [97,98] x [98,100] */
    s[2] = isect_shape_aabb(BOX(96.5, 97.5, 0.5, 0.5));   /* [96,97] x [97,98] */
    w.shapes = s;
    w.layers = layers;
    w.count = 3;
    if (CHECK(isect_world_cast(&w, V(97, 101), V(0, -5), NULL, &h, &i))) {
        CHECK(i == 0);
        CHECK_HIT(h, 97, 100, 0, 1, 0, 4, 0.2);
    }
    without_first.mask = 2;
    without_first.accept = NULL;
    without_first.context = NULL;
    CHECK(!isect_world_cast(&w, V(97, 101), V(0, -5), &without_first, &h, &i));
    /* up from below: s[2] ends where s[1] begins, a touch; s[0] and s[1]
       run along the line together from y = 99, and s[0] begins there */
    if (CHECK(isect_world_cast(&w, V(97, 96), V(0, 5), NULL, &h, &i))) {
        CHECK(i == 0);
        CHECK_HIT(h, 97, 99, 0, -1, 0, -2, 0.6);
    }
    /* a triangle's slanted side against another's: down the diagonal of a
       square split in two */
    s[0] = isect_shape_triangle(TRI(0, 0, 4, 0, 4, 4));
    s[1] = isect_shape_triangle(TRI(0, 0, 4, 4, 0, 4));
    w.layers = NULL;
    w.count = 2;
    if (CHECK(isect_world_cast(&w, V(6, 6), V(-8, -8), NULL, &h, &i))) {
        CHECK_NEAR(h.time, 0.25, 0);
        CHECK_VEC(h.pos, 4, 4, 0);
        CHECK_VEC(h.normal, SQRT_HALF, SQRT_HALF, TOL);
    }
}

TEST(test_world_seam_sides_with_the_smallest_motion)
{
    /* two boxes, both on the left of a path along their right side, moving
       by the smallest number there is: one side only, so a miss (the side
       of a box was once a product that rounded to zero, and put the
       narrower box on the right) */
    isect_shape s[2];
    isect_world w;
    isect_hit h = marked_hit();
    isect_sweep sw;
#ifdef ISECT_FLOAT
    double tiny = ldexp(1.0, -149);
#else
    double tiny = ldexp(1.0, -1074);
#endif
    s[0] = isect_shape_aabb(BOX(96.75, 99.5, 0.25, 0.5)); /* [96.5, 97] x [99, 100] */
    s[1] = isect_shape_aabb(BOX(89, 99.5, 8, 0.5));       /* [81, 97] x [99, 100] */
    w.shapes = s;
    w.layers = NULL;
    w.count = 2;
    CHECK(V(0, tiny).y > 0);
    CHECK(!isect_world_cast(&w, V(97, 99.5), V(0, tiny), NULL, &h, NULL));
    CHECK(!isect_world_cast(&w, V(97, 99.5), V(0, -tiny), NULL, &h, NULL));
    CHECK(hit_is_marked(h));
    CHECK(!isect_world_sweep_circle(&w, CIRC(97, 99.5, 0), V(0, tiny), NULL, &sw, NULL));
    /* a box on the other side makes it a seam: the start is inside, a hit at 0 */
    s[1] = isect_shape_aabb(BOX(97.5, 99.5, 0.5, 0.5));
    if (CHECK(isect_world_cast(&w, V(97, 99.5), V(0, tiny), NULL, &h, NULL)))
        CHECK(h.time == 0);
}

TEST(test_world_cast_tie_between_kinds_is_order_free)
{
    /* a triangle whose edge lies on a box's left face: the segment meets
       both at (10, 0), t = 0.5, with the same normal; the fixed order of
       shapes (box before triangle) decides, in either order of the list */
    isect_shape s[2], t;
    isect_world w;
    isect_hit h1, h2;
    size_t i1 = 99, i2 = 99;
    s[0] = isect_shape_triangle(TRI(10, -1, 10, 1, 11, 0));
    s[1] = isect_shape_aabb(BOX(11, 0, 1, 1));
    w.shapes = s;
    w.layers = NULL;
    w.count = 2;
    if (CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), NULL, &h1, &i1))) {
        CHECK(i1 == 1);
        CHECK_NEAR(h1.time, 0.5, 0);
        CHECK_VEC(h1.normal, -1, 0, 0);
    }
    t = s[0];
    s[0] = s[1];
    s[1] = t;
    CHECK(isect_world_cast(&w, V(0, 0), V(20, 0), NULL, &h2, &i2));
    CHECK(i2 == 0);
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
}

/* Found by tests/property_world.c's tile worlds: a circle resting on a ramp
   of 45 degrees, sliding along it. The rest of its move, (0.06, 0.06) with
   the slope's part removed in rounded numbers, points into the slope by a
   rounding step, and the sweep stops it at time 0, frame after frame. The
   slide loop of "Sliding on slopes" adds a push a hair off the surface,
   4 eps (|x| + |y| + 1) along the normal: the circle then slides on. */
TEST(test_world_slide_on_a_ramp_with_the_push_off_moves_on)
{
    isect_shape s[3];
    isect_world w;
    isect_circle c = CIRC(14.371801948466072, 4.0081980515339648, 0.45);
    isect_vec d = V(0.060000000000000026, 0.059999999999999984);
    isect_vec n = V(-SQRT_HALF, SQRT_HALF), move;
    isect_sweep sw;
    double m = fabs((double)c.pos.x) + fabs((double)c.pos.y) + 1;
    int i;
    s[0] = isect_shape_triangle(TRI(13.5, 2.5, 14.5, 2.5, 14.5, 3.5));
    s[1] = isect_shape_triangle(TRI(14.5, 3.5, 15.5, 3.5, 15.5, 4.5));
    s[2] = isect_shape_aabb(BOX(15, 3, 0.5, 0.5));
    w.shapes = s;
    w.layers = NULL;
    w.count = 3;
#ifndef ISECT_FLOAT
    /* the numbers are the double case's: it starts clear of all three */
    CHECK(!isect_triangle_circle(s[0].as.triangle, c, NULL));
    CHECK(!isect_triangle_circle(s[1].as.triangle, c, NULL));
    CHECK(!isect_aabb_circle(s[2].as.aabb, c, NULL));
#else
    /* rounded to float the circle starts a hair inside the ramp: the
       push off is the same, and its first slide leaves the ramp */
#endif
    move = isect_add(d, isect_scale(n, R(4 * REAL_EPS * m)));
    isect_world_sweep_circle(&w, c, move, NULL, &sw, NULL);
    /* it slides on, nearly the whole way, and ends clear */
    CHECK(sw.time > 0.9);
    CHECK(vdist(sw.pos, c.pos) > 0.9 * vlen(d));
    c.pos = sw.pos;
    for (i = 0; i < 2; i++)
        CHECK(!isect_triangle_circle(s[i].as.triangle, c, NULL));
    CHECK(!isect_aabb_circle(s[2].as.aabb, c, NULL));
}

/* Found by tests/oracle_long.c (seed 0xac1e10, case 209797, near-touching):
   the winner (box 2) is hit at 0.909; box 3's contact is "at time 1", an
   end that rounding carried inside, and the path runs along its face, a
   hair inside by the static test, from about 0.23 on. The check of the
   stop found the winner's stop blocked by box 3, and its growing steps
   jumped past the clear stretch to the start: time 0, a mover that did
   not move. Now it halves the stretch between the start and the last
   blocked stop, and stops clear, well after the start. */
TEST(test_world_stop_after_a_long_graze_is_not_the_start)
{
    isect_shape s[6];
    isect_circle c0 = {{R(0x1.ff2c07d055d3dp+11), R(0x1.fc5de08a9d4c1p+11)}, R(0x1.c94f9886e0e35p+2)};
    isect_circle c1 = {{R(0x1.0018627a57219p+12), R(0x1.003162dba7741p+12)}, R(0x1.88bc8fc953da5p+1)};
    isect_aabb b2 = {{R(0x1.019b77bbe23cep+12), R(0x1.fe093340fc85p+11)},
                     {R(0x1.ca18713de6c2p-1), R(0x1.1856d3c2f27bbp+3)}};
    isect_aabb b3 = {{R(0x1.011b696bf1e73p+12), R(0x1.fe162eb8e5c97p+11)},
                     {R(0x1.79189e91ccbf8p+2), R(0x1.57eca2189f77ap+2)}};
    isect_circle c4 = {{R(0x1.01470762fb21dp+12), R(0x1.0021418a99461p+12)}, R(0x1.e4417a063b16ep+2)};
    isect_aabb b5 = {{R(0x1.00a4c6167147fp+12), R(0x1.002d7ff08dbd5p+12)},
                     {R(0x1.8656fc53d1e64p+0), R(0x1.738d7f577bb9p+2)}};
    isect_circle mover = {{R(0x1.0017017899acbp+12), R(0x1.fcd7e7f442a3dp+11)}, R(0x1.24a0e72dabc6p+2)};
    isect_vec d = V(0x1.4c4397678e94ep+4, 0);
    isect_sweep sw, alone;
    size_t index = 99;
    int i;
    s[0] = isect_shape_circle(c0);
    s[1] = isect_shape_circle(c1);
    s[2] = isect_shape_aabb(b2);
    s[3] = isect_shape_aabb(b3);
    s[4] = isect_shape_circle(c4);
    s[5] = isect_shape_aabb(b5);
    if (!CHECK(isect_sweep_circle_into(s, 6, mover, d, &sw, &index)))
        return;
#ifndef ISECT_FLOAT
    /* the numbers are the double case's (rounded to float, another case) */
    CHECK(isect_aabb_sweep_circle(b2, mover, d, &alone));
    CHECK(index == 2);
    CHECK(memcmp(&sw.hit, &alone.hit, sizeof sw.hit) == 0);
    CHECK(sw.time > 0.2 && sw.time <= alone.time);
#else
    (void)alone;
    CHECK(sw.time > 0);
#endif
    /* clear of every shape it was clear of at the start */
    for (i = 0; i < 6; i++) {
        isect_circle at = mover;
        bool start_in, end_in;
        at.pos = sw.pos;
        start_in = s[i].kind == ISECT_SHAPE_AABB ? isect_aabb_circle(s[i].as.aabb, mover, NULL)
                                                 : isect_circle_circle(s[i].as.circle, mover, NULL);
        end_in = s[i].kind == ISECT_SHAPE_AABB ? isect_aabb_circle(s[i].as.aabb, at, NULL)
                                               : isect_circle_circle(s[i].as.circle, at, NULL);
        if (!start_in)
            CHECK(!end_in);
    }
}

int main(void)
{
    RUN(test_world_cast_each_layer_hits_its_own_kind);
    RUN(test_world_filter_mask_zero_counts_nothing);
    RUN(test_world_no_layers_puts_every_shape_on_every_layer);
    RUN(test_world_accept_is_asked_once_per_shape_in_reach);
    RUN(test_world_accept_false_skips_the_nearest);
    RUN(test_world_shape_left_out_does_not_block_the_stop);
    RUN(test_world_without_filter_is_sweep_into);
    RUN(test_world_null_and_empty_worlds_miss);
    RUN(test_world_overlap_counts_all_and_writes_capacity);
    RUN(test_world_overlap_every_kind);
    RUN(test_world_unknown_kind_is_never_hit);
    RUN(test_shape_bounds_of_each_kind);
    RUN(test_shape_bounds_hold_the_shape_far_out);
    RUN(test_world_identical_shapes_answer_with_the_smaller_index);
    RUN(test_world_cast_along_a_seam_enters_the_floor);
    RUN(test_world_cast_seam_of_tiles_offset);
    RUN(test_world_seam_sides_with_the_smallest_motion);
    RUN(test_world_cast_tie_between_kinds_is_order_free);
    RUN(test_world_slide_on_a_ramp_with_the_push_off_moves_on);
    RUN(test_world_stop_after_a_long_graze_is_not_the_start);
    return check_report();
}
