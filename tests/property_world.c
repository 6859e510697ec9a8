/* property_world.c -- issue 12, item 2: the world queries against a plain
   loop over the single-pair functions (intersect.nw, "A world of shapes").

   Each trial builds a random world of boxes, circles, capsules and triangles
   (random layers, or none; duplicates; shapes on a half-integer grid and
   flush against each other and against the query, so ties and touching are
   common; coordinates around 0.5, 37, 600 and 4096) and a random filter (none,
   a mask, a mask and an accept callback that rejects a random set). Then:
   - cast: the answer equals the best of the single segment tests over the
     shapes that count, by the tie rule (time, D.N, nearness, x, y, the fixed
     order of shapes, the index); a miss writes nothing;
   - sweeps of a box and of a circle: the hit and index equal the best single
     sweep's; the stop is at most the winner's stop, exactly it when nothing
     that counts overlaps the winner's stop, and clear of every shape that
     counts and was clear at the start;
   - overlaps of a point, a box and a circle: exactly the shapes that count
     and overlap, in increasing order, and the total when the capacity is
     short;
   - accept is asked only about shapes that passed the mask; at most once per
     shape in a cast and in an overlap query;
   - the same world shuffled gives the same answers, byte for byte, with the
     index following the shape.
   Then the tile worlds (flush boxes, ramps of triangles, a capsule rail): a
   box and a circle run the book's slide loop ("Sliding along walls", with
   its skin) for thousands of frames, and never end inside a shape, and
   never stall but at a wall: not on flat ground, not at a seam, not on a
   ramp. (Without the skin, a mover resting on a 45-degree ramp stalls for
   good: the rest of its move, taken along the rounded normal, points into
   the slope by a rounding step, and every position of the slide is inside
   by the static test. Reproducer: isect_triangle_sweep_circle of the
   triangle (14.5, 3.5), (15.5, 3.5), (15.5, 4.5) and the circle
   (14.371801948466072, 4.0081980515339648) r 0.45 moved by
   (0.060000000000000026, 0.059999999999999984): time 0.)

   Usage: test-property_world [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define MAXN 24

/* ---- a small generator ---------------------------------------------------- */

static double unif(void) { return rng_unit(); }
static int rint_(int lo, int hi) { return rng_int(lo, hi); }
static int chance(double p) { return unif() < p; }

/* ---- the trial ------------------------------------------------------------ */

static long trial;
static double origin;
static isect_shape shapes[MAXN];
static uint32_t layers[MAXN];
static int has_layers;
static size_t count;
static isect_filter filter;
static int use_filter;
static int rejected[MAXN];   /* accept's answer per index: 1 rejects */
static int asked[MAXN];      /* accept's calls per index */
static const char *query = "-";

static void describe(void)
{
    size_t i;
    printf("     trial %ld, %s, origin %g, %zu shapes, filter %d mask %#x accept %d\n",
           trial, query, origin, count, use_filter, (unsigned)filter.mask,
           filter.accept != NULL);
    for (i = 0; i < count; i++) {
        const isect_shape *s = &shapes[i];
        printf("     [%zu] kind %d layers %#x rej %d:", i, (int)s->kind,
               has_layers ? (unsigned)layers[i] : ~0u, rejected[i]);
        if (s->kind == ISECT_SHAPE_AABB)
            printf(" box %.17g %.17g %.17g %.17g\n", (double)s->as.aabb.pos.x,
                   (double)s->as.aabb.pos.y, (double)s->as.aabb.half.x,
                   (double)s->as.aabb.half.y);
        else if (s->kind == ISECT_SHAPE_CIRCLE)
            printf(" circle %.17g %.17g %.17g\n", (double)s->as.circle.pos.x,
                   (double)s->as.circle.pos.y, (double)s->as.circle.radius);
        else if (s->kind == ISECT_SHAPE_CAPSULE)
            printf(" capsule %.17g %.17g %.17g %.17g %.17g\n", (double)s->as.capsule.pos.x,
                   (double)s->as.capsule.pos.y, (double)s->as.capsule.delta.x,
                   (double)s->as.capsule.delta.y, (double)s->as.capsule.radius);
        else
            printf(" triangle %.17g %.17g %.17g %.17g %.17g %.17g\n",
                   (double)s->as.triangle.a.x, (double)s->as.triangle.a.y,
                   (double)s->as.triangle.b.x, (double)s->as.triangle.b.y,
                   (double)s->as.triangle.c.x, (double)s->as.triangle.c.y);
    }
}

static bool accept_cb(void *context, size_t index)
{
    const int *rej = (const int *)context;
    uint32_t l = has_layers ? layers[index] : ~0u;
    CHECK(index < count);
    if (index >= count)
        return false;
    CHECK((l & filter.mask) != 0); /* asked only after the mask passed */
    asked[index]++;
    return !rej[index];
}

/* a coordinate near the origin: a half-integer grid, or anywhere */
static double coord(int grid, double span)
{
    if (grid)
        return origin + rint_(-(int)(2 * span), (int)(2 * span)) / 2.0;
    return origin + (unif() * 2 - 1) * span;
}
static double size_(int grid)
{
    if (grid)
        return rint_(1, 6) / 2.0;
    return 0.05 + unif() * 3;
}

/* A box at (x, y) with half sizes of size_ / shrink, the width drawn
   first, then the height, one statement each: in one call's arguments the
   order would be the compiler's choice. */
static isect_aabb box_at(double x, double y, int grid, double shrink)
{
    double hx = size_(grid) / shrink;
    double hy = size_(grid) / shrink;
    return BOX(x, y, hx, hy);
}

static isect_shape random_shape(int grid)
{
    double x = coord(grid, 8), y = coord(grid, 8);
    switch (rint_(0, 3)) {
    case 0:
        return isect_shape_aabb(box_at(x, y, grid, 1));
    case 1:
        return isect_shape_circle(CIRC(x, y, size_(grid)));
    case 2: {
        double dx = grid ? rint_(-8, 8) / 2.0 : (unif() - 0.5) * 8;
        double dy = grid ? rint_(-8, 8) / 2.0 : (unif() - 0.5) * 8;
        if (chance(0.2)) dx = 0;
        if (chance(0.2)) dy = 0;
        return isect_shape_capsule(CAP(x, y, dx, dy, size_(grid) / 2));
    }
    default: {
        /* often a right triangle on the grid: a ramp piece */
        double w = size_(grid) * 2, h = size_(grid) * 2;
        if (chance(0.5))
            return isect_shape_triangle(tri_order(TRI(x, y, x + w, y, x + w, y + h), rint_(0, 5)));
        {
            double bx = coord(grid, 8), by = coord(grid, 8); /* draws in a fixed order */
            double cx = coord(grid, 8), cy = coord(grid, 8);
            return isect_shape_triangle(TRI(x, y, bx, by, cx, cy));
        }
    }
    }
}

static void random_world(int grid)
{
    size_t i;
    count = (size_t)rint_(0, MAXN);
    has_layers = chance(0.7);
    for (i = 0; i < count; i++) {
        if (i > 0 && chance(0.15))
            shapes[i] = shapes[rint_(0, (int)i - 1)]; /* an identical shape */
        else if (i > 0 && chance(0.2) && shapes[i - 1].kind == ISECT_SHAPE_AABB) {
            /* a box flush against the previous box */
            isect_aabb b = shapes[i - 1].as.aabb, c = b;
            if (chance(0.5)) c.pos.x = R((double)b.pos.x + 2.0 * b.half.x);
            else c.pos.y = R((double)b.pos.y + 2.0 * b.half.y);
            shapes[i] = isect_shape_aabb(c);
        } else
            shapes[i] = random_shape(grid);
        layers[i] = (uint32_t)rint_(0, 15);
        rejected[i] = chance(0.3);
    }
    use_filter = chance(0.75);
    filter.mask = (uint32_t)rint_(0, 15);
    if (chance(0.2)) filter.mask = ~0u;
    filter.accept = chance(0.5) ? accept_cb : NULL;
    filter.context = rejected;
}

static isect_world world_of(const isect_shape *s, const uint32_t *l, size_t n)
{
    isect_world w;
    w.shapes = s;
    w.layers = has_layers ? l : NULL;
    w.count = n;
    return w;
}

static int counts(size_t i)
{
    uint32_t l = has_layers ? layers[i] : ~0u;
    if (!use_filter) return 1;
    if ((l & filter.mask) == 0) return 0;
    return filter.accept == NULL || !rejected[i];
}

/* ---- the single-pair functions, by kind ----------------------------------- */

static bool cast_one(const isect_shape *s, isect_vec p, isect_vec d, isect_hit *h)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_segment(s->as.aabb, p, d, ZERO, h);
    case ISECT_SHAPE_CIRCLE: return isect_circle_segment(s->as.circle, p, d, 0, h);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_segment(s->as.capsule, p, d, h);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_segment(s->as.triangle, p, d, h);
    }
    return false;
}

static bool sweep_box_one(const isect_shape *s, isect_aabb m, isect_vec d, isect_sweep *o)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_sweep_aabb(s->as.aabb, m, d, o);
    case ISECT_SHAPE_CIRCLE: return isect_circle_sweep_aabb(s->as.circle, m, d, o);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_sweep_aabb(s->as.capsule, m, d, o);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_sweep_aabb(s->as.triangle, m, d, o);
    }
    return false;
}

static bool sweep_circle_one(const isect_shape *s, isect_circle m, isect_vec d, isect_sweep *o)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_sweep_circle(s->as.aabb, m, d, o);
    case ISECT_SHAPE_CIRCLE: return isect_circle_sweep_circle(s->as.circle, m, d, o);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_sweep_circle(s->as.capsule, m, d, o);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_sweep_circle(s->as.triangle, m, d, o);
    }
    return false;
}

static bool box_overlaps(const isect_shape *s, isect_aabb b)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_aabb(s->as.aabb, b, NULL);
    case ISECT_SHAPE_CIRCLE: return isect_circle_aabb(s->as.circle, b, NULL);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_aabb(s->as.capsule, b, NULL);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_aabb(s->as.triangle, b, NULL);
    }
    return false;
}

static bool circle_overlaps(const isect_shape *s, isect_circle c)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_circle(s->as.aabb, c, NULL);
    case ISECT_SHAPE_CIRCLE: return isect_circle_circle(s->as.circle, c, NULL);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_circle(s->as.capsule, c, NULL);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_circle(s->as.triangle, c, NULL);
    }
    return false;
}

static bool sweep_capsule_one(const isect_shape *s, isect_capsule m, isect_vec d, isect_sweep *o)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_sweep_capsule(s->as.aabb, m, d, o);
    case ISECT_SHAPE_CIRCLE: return isect_circle_sweep_capsule(s->as.circle, m, d, o);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_sweep_capsule(s->as.capsule, m, d, o);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_sweep_capsule(s->as.triangle, m, d, o);
    }
    return false;
}

static bool capsule_overlaps(const isect_shape *s, isect_capsule c)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_capsule_aabb(c, s->as.aabb, NULL);
    case ISECT_SHAPE_CIRCLE: return isect_capsule_circle(c, s->as.circle, NULL);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_capsule(s->as.capsule, c, NULL);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_capsule(s->as.triangle, c, NULL);
    }
    return false;
}

static bool point_overlaps(const isect_shape *s, isect_vec p)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_point(s->as.aabb, p, NULL);
    case ISECT_SHAPE_CIRCLE: return isect_circle_point(s->as.circle, p, 0, NULL);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_point(s->as.capsule, p, NULL);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_point(s->as.triangle, p, NULL);
    }
    return false;
}

/* ---- the tie rule, written out again -------------------------------------- */

static int cmp(isect_real a, isect_real b) { return a < b ? -1 : (a > b ? 1 : 0); }

static int shape_numbers(const isect_shape *s, isect_real *n)
{
    if (s->kind == ISECT_SHAPE_AABB) {
        n[0] = s->as.aabb.pos.x; n[1] = s->as.aabb.pos.y;
        n[2] = s->as.aabb.half.x; n[3] = s->as.aabb.half.y;
        return 4;
    }
    if (s->kind == ISECT_SHAPE_CIRCLE) {
        n[0] = s->as.circle.pos.x; n[1] = s->as.circle.pos.y; n[2] = s->as.circle.radius;
        return 3;
    }
    if (s->kind == ISECT_SHAPE_CAPSULE) {
        n[0] = s->as.capsule.pos.x; n[1] = s->as.capsule.pos.y;
        n[2] = s->as.capsule.delta.x; n[3] = s->as.capsule.delta.y;
        n[4] = s->as.capsule.radius;
        return 5;
    }
    n[0] = s->as.triangle.a.x; n[1] = s->as.triangle.a.y;
    n[2] = s->as.triangle.b.x; n[3] = s->as.triangle.b.y;
    n[4] = s->as.triangle.c.x; n[5] = s->as.triangle.c.y;
    return 6;
}

/* does hit a (shape sa, index ia) beat hit b (sb, ib)? */
static int beats(const isect_hit *a, const isect_shape *sa, size_t ia, const isect_hit *b,
                 const isect_shape *sb, size_t ib, isect_vec start, isect_vec d)
{
    int o = cmp(a->time, b->time), k, n;
    isect_real na[6], nb[6];
    if (o == 0) o = cmp(isect_dot(d, a->normal), isect_dot(d, b->normal));
    if (o == 0) {
        isect_vec c = isect_add(start, isect_scale(d, a->time));
        isect_vec ea = isect_sub(a->pos, c), eb = isect_sub(b->pos, c);
        o = cmp(isect_dot(ea, ea), isect_dot(eb, eb));
    }
    if (o == 0) o = cmp(a->pos.x, b->pos.x);
    if (o == 0) o = cmp(a->pos.y, b->pos.y);
    if (o == 0 && sa->kind != sb->kind) o = sa->kind < sb->kind ? -1 : 1;
    if (o == 0) {
        n = shape_numbers(sa, na);
        shape_numbers(sb, nb);
        for (k = 0; k < n && o == 0; k++) o = cmp(na[k], nb[k]);
    }
    if (o == 0) o = ia < ib ? -1 : (ia > ib ? 1 : 0);
    return o < 0;
}

/* the same shape: kind and numbers (the union's unused bytes may differ) */
static int same_shape(const isect_shape *a, const isect_shape *b)
{
    isect_real na[6], nb[6];
    int n, k;
    if (a->kind != b->kind) return 0;
    n = shape_numbers(a, na);
    shape_numbers(b, nb);
    for (k = 0; k < n; k++)
        if (na[k] != nb[k]) return 0;
    return 1;
}

/* ---- the checks ----------------------------------------------------------- */

static isect_vec random_point(int grid)
{
    double x = coord(grid, 10); /* x first: argument order is unspecified */
    return V(x, coord(grid, 10));
}
static isect_vec random_delta(int grid)
{
    double x = grid ? rint_(-24, 24) / 2.0 : (unif() - 0.5) * 30;
    double y = grid ? rint_(-24, 24) / 2.0 : (unif() - 0.5) * 30;
    if (chance(0.15)) x = 0;
    else if (chance(0.15)) y = 0;
    if (chance(0.03)) x = y = 0;
    return V(x, y);
}

/* shuffle the world: perm[new] = old */
static size_t perm[MAXN];
static isect_shape sh_shapes[MAXN];
static uint32_t sh_layers[MAXN];
static int sh_rejected[MAXN];

static void shuffle(void)
{
    size_t i;
    for (i = 0; i < count; i++) perm[i] = i;
    for (i = count; i > 1; i--) {
        size_t j = (size_t)rint_(0, (int)i - 1), t = perm[i - 1];
        perm[i - 1] = perm[j];
        perm[j] = t;
    }
    for (i = 0; i < count; i++) {
        sh_shapes[i] = shapes[perm[i]];
        sh_layers[i] = layers[perm[i]];
        sh_rejected[i] = rejected[perm[i]];
    }
}

/* run a query on the shuffled world: swap the arrays in place */
static void swap_world(void)
{
    size_t i;
    for (i = 0; i < count; i++) {
        isect_shape s = shapes[i];
        uint32_t l = layers[i];
        int r = rejected[i];
        shapes[i] = sh_shapes[i];
        sh_shapes[i] = s;
        layers[i] = sh_layers[i];
        sh_layers[i] = l;
        rejected[i] = sh_rejected[i];
        sh_rejected[i] = r;
    }
}

static void check_cast(int grid)
{
    isect_world w = world_of(shapes, layers, count);
    isect_vec p = random_point(grid), d = random_delta(grid);
    isect_hit best = marked_hit(), h, got = marked_hit(), got2 = marked_hit();
    size_t i, bi = 999, index = 999, index2 = 999;
    bool any = false, hit;
    query = "cast";
    for (i = 0; i < count; i++) {
        if (!counts(i) || !cast_one(&shapes[i], p, d, &h)) continue;
        if (!any || beats(&h, &shapes[i], i, &best, &shapes[bi], bi, p, d)) {
            best = h;
            bi = i;
            any = true;
        }
    }
    { /* a path between two shapes (the book's *Seams*) */
        static int counted[MAXN];
        isect_hit seam;
        size_t seam_index;
        for (i = 0; i < count; i++) counted[i] = counts(i);
        if (seam_ref(shapes, counted, count, p, d, any ? best.time : 1, &seam, &seam_index)) {
            best = seam;
            bi = seam_index;
            any = true;
        }
    }
    memset(asked, 0, sizeof asked);
    hit = isect_world_cast(&w, p, d, use_filter ? &filter : NULL, &got, &index);
    for (i = 0; i < count; i++) CHECK(asked[i] <= 1);
    CHECK(hit == any);
    if (any) {
        CHECK(index == bi);
        CHECK(memcmp(&got, &best, sizeof got) == 0);
    } else {
        CHECK(index == 999);
        CHECK(hit_is_marked(got));
    }
    /* shuffled */
    shuffle();
    swap_world();
    hit = isect_world_cast(&w, p, d, use_filter ? &filter : NULL, &got2, &index2);
    swap_world();
    CHECK(hit == any);
    if (any && CHECK(index2 < count)) {
        CHECK(memcmp(&got2, &got, sizeof got) == 0);
        CHECK(same_shape(&sh_shapes[index2], &shapes[index]));
    }
}

/* the moving shape of check_sweep: 0 a circle, 1 a box, 2 a capsule */
static isect_aabb mb;
static isect_circle mc;
static isect_capsule mk;

static bool sweep_one(int box, const isect_shape *s, isect_vec d, isect_sweep *o)
{
    return box == 2 ? sweep_capsule_one(s, mk, d, o)
         : box ? sweep_box_one(s, mb, d, o) : sweep_circle_one(s, mc, d, o);
}

static bool moving_overlaps_at(int box, const isect_shape *s, isect_vec pos)
{
    isect_aabb b = mb;
    isect_circle c = mc;
    isect_capsule k = mk;
    b.pos = c.pos = k.pos = pos;
    return box == 2 ? capsule_overlaps(s, k)
         : box ? box_overlaps(s, b) : circle_overlaps(s, c);
}

static bool world_sweep(int box, const isect_world *w, isect_vec d, isect_sweep *o,
                        size_t *index)
{
    const isect_filter *f = use_filter ? &filter : NULL;
    return box == 2 ? isect_world_sweep_capsule(w, mk, d, f, o, index)
         : box ? isect_world_sweep_aabb(w, mb, d, f, o, index)
               : isect_world_sweep_circle(w, mc, d, f, o, index);
}

static void check_sweep(int grid, int box)
{
    isect_world w = world_of(shapes, layers, count);
    isect_vec p = random_point(grid), d = random_delta(grid);
    isect_sweep best, s, got, got2;
    size_t i, bi = 999, index = 999, index2 = 999;
    bool any = false, hit, blocked = false;
    double len = size_(grid) * 2;
    mb = box_at(p.x, p.y, grid, 2);
    mc = CIRC(p.x, p.y, size_(grid) / 2);
    mk.pos = p;
    mk.radius = (isect_real)(size_(grid) / 2);
    if (chance(0.5)) { /* upright */
        mk.delta = V(0, chance(0.5) ? len : -len);
    } else if (chance(0.3)) {
        mk.delta = V(len, 0);
    } else {
        double dx = coord(grid, len) - origin;
        double dy = coord(grid, len) - origin;
        mk.delta = V(dx, dy);
    }
    query = box == 2 ? "sweep capsule" : box ? "sweep box" : "sweep circle";
    for (i = 0; i < count; i++) {
        bool r;
        if (!counts(i)) continue;
        r = sweep_one(box, &shapes[i], d, &s);
        if (!r) continue;
        if (!any || beats(&s.hit, &shapes[i], i, &best.hit, &shapes[bi], bi, p, d)) {
            best = s;
            bi = i;
            any = true;
        }
    }
    got = nan_sweep();
    hit = world_sweep(box, &w, d, &got, &index);
    CHECK(hit == any);
    if (!CHECK(sweep_finite(got))) return;
    if (!any) {
        CHECK(index == 999);
        CHECK(got.time == 1);
        CHECK(same_vec(got.pos, isect_add(p, d)));
    } else {
        CHECK(index == bi);
        CHECK(memcmp(&got.hit, &best.hit, sizeof got.hit) == 0);
        CHECK(got.time <= best.time);
    }
    /* the stop is clear of every shape that counts and was clear at the
       start; and where the winner's own stop is clear of them all, the
       query stops there exactly */
    for (i = 0; i < count; i++) {
        bool at_start, at_stop, at_winner;
        if (!counts(i)) continue;
        at_start = moving_overlaps_at(box, &shapes[i], p);
        at_stop = moving_overlaps_at(box, &shapes[i], got.pos);
        at_winner = any && moving_overlaps_at(box, &shapes[i], best.pos);
        if (!at_start) {
            CHECK(!at_stop);
            if (at_winner) blocked = true;
        }
    }
    if (any && !blocked) {
        CHECK(got.time == best.time);
        CHECK(same_vec(got.pos, best.pos));
    }
    /* shuffled */
    shuffle();
    swap_world();
    got2 = nan_sweep();
    hit = world_sweep(box, &w, d, &got2, &index2);
    swap_world();
    CHECK(hit == any);
    CHECK(memcmp(&got2, &got, sizeof got) == 0);
    if (any && CHECK(index2 < count))
        CHECK(same_shape(&sh_shapes[index2], &shapes[index]));
}

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : (x > y);
}

static void check_overlap(int grid, int which)
{
    isect_world w = world_of(shapes, layers, count);
    isect_vec p = random_point(grid);
    isect_aabb b = box_at(p.x, p.y, grid, 1);
    isect_circle c = CIRC(p.x, p.y, size_(grid));
    size_t want[MAXN], found[MAXN + 1], n = 0, got, i, cap;
    query = which == 0 ? "overlap point" : which == 1 ? "overlap box" : "overlap circle";
    for (i = 0; i < count; i++) {
        bool o;
        if (!counts(i)) continue;
        o = which == 0 ? point_overlaps(&shapes[i], p)
            : which == 1 ? box_overlaps(&shapes[i], b) : circle_overlaps(&shapes[i], c);
        if (o) want[n++] = i;
    }
    memset(asked, 0, sizeof asked);
    for (i = 0; i <= MAXN; i++) found[i] = 999;
    got = which == 0 ? isect_world_overlap_point(&w, p, use_filter ? &filter : NULL, found, MAXN)
        : which == 1 ? isect_world_overlap_aabb(&w, b, use_filter ? &filter : NULL, found, MAXN)
                     : isect_world_overlap_circle(&w, c, use_filter ? &filter : NULL, found, MAXN);
    for (i = 0; i < count; i++) CHECK(asked[i] <= 1);
    if (!CHECK(got == n)) return;
    CHECK(memcmp(found, want, n * sizeof found[0]) == 0);
    CHECK(found[n] == 999);
    /* a short capacity: the total, and only the first indices written */
    cap = n / 2;
    for (i = 0; i <= MAXN; i++) found[i] = 999;
    got = which == 0 ? isect_world_overlap_point(&w, p, use_filter ? &filter : NULL, found, cap)
        : which == 1 ? isect_world_overlap_aabb(&w, b, use_filter ? &filter : NULL, found, cap)
                     : isect_world_overlap_circle(&w, c, use_filter ? &filter : NULL, found, cap);
    CHECK(got == n);
    CHECK(memcmp(found, want, cap * sizeof found[0]) == 0);
    CHECK(found[cap] == 999);
    /* shuffled: the same set, through the permutation */
    shuffle();
    swap_world();
    got = which == 0 ? isect_world_overlap_point(&w, p, use_filter ? &filter : NULL, found, MAXN)
        : which == 1 ? isect_world_overlap_aabb(&w, b, use_filter ? &filter : NULL, found, MAXN)
                     : isect_world_overlap_circle(&w, c, use_filter ? &filter : NULL, found, MAXN);
    swap_world();
    if (!CHECK(got == n)) return;
    for (i = 1; i < n; i++) CHECK(found[i] > found[i - 1]);
    for (i = 0; i < n; i++) found[i] = perm[found[i]];
    qsort(found, n, sizeof found[0], cmp_size);
    CHECK(memcmp(found, want, n * sizeof found[0]) == 0);
}

/* ---- tile worlds ---------------------------------------------------------- */

/* A level: a floor of flush tiles, a ramp of right triangles (each over a
   column of tiles, so the ramp is solid), a plateau, a pole (a capsule) and
   walls; everything on a grid of tiles of size `tile` at `off`. */
static isect_shape level[256];
static size_t level_count;

static void add(isect_shape s) { level[level_count++] = s; }

static void build_level(double tile, double off)
{
    int i, j;
    level_count = 0;
#define T(i, j) BOX(off + ((i) + 0.5) * tile, off + ((j) + 0.5) * tile, tile / 2, tile / 2)
    for (i = 0; i < 40; i++) add(isect_shape_aabb(T(i, 0)));           /* floor */
    for (j = 1; j < 8; j++) {
        add(isect_shape_aabb(T(0, j)));                                 /* walls */
        add(isect_shape_aabb(T(39, j)));
    }
    /* a ramp up from x = 12 to 16 tiles: triangle i rises one tile over one
       tile, with tiles below it */
    for (i = 0; i < 4; i++) {
        double x0 = off + (12 + i) * tile, y0 = off + (1 + i) * tile;
        add(isect_shape_triangle(TRI(x0, y0, x0 + tile, y0, x0 + tile, y0 + tile)));
        for (j = 1; j <= i; j++) add(isect_shape_aabb(T(12 + i, j)));
    }
    for (i = 16; i < 22; i++)                                           /* plateau */
        for (j = 1; j <= 4; j++) add(isect_shape_aabb(T(i, j)));
    /* a ramp down */
    for (i = 0; i < 4; i++) {
        double x0 = off + (22 + i) * tile, y0 = off + (4 - i) * tile;
        add(isect_shape_triangle(TRI(x0, y0, x0 + tile, y0, x0, y0 + tile)));
        for (j = 1; j < 4 - i; j++) add(isect_shape_aabb(T(22 + i, j)));
    }
    /* a rail (a capsule) over the runner's head, a few tiles on */
    add(isect_shape_capsule(CAP(off + 33 * tile, off + 3 * tile, 3 * tile, 0, tile / 4)));
#undef T
}

static bool level_overlaps(int box, isect_aabb b, isect_circle c, size_t i)
{
    return box ? box_overlaps(&level[i], b) : circle_overlaps(&level[i], c);
}

static void check_tile_world(double tile, double off, int box, int frames, double from)
{
    isect_world w;
    isect_aabb b = BOX(off + from * tile, off + 1.5 * tile, tile * 0.4, tile * 0.5);
    isect_circle c = CIRC(off + from * tile, off + 1.5 * tile, tile * 0.45);
    double dir = from < 20 ? 1 : -1, speed = tile * 0.23, fall = tile * 0.11, last_x;
    int f, stalls = 0, turns = 0;
    size_t i;
    build_level(tile, off);
    w.shapes = level;
    w.layers = NULL;
    w.count = level_count;
    query = box ? "tile world box" : "tile world circle";
    /* rest on the floor: a tiny bit above it */
    if (!box) c.pos.y = R(off + tile + c.radius + tile * 0.01);
    else b.pos.y = R(off + tile + b.half.y + tile * 0.01);
    last_x = box ? b.pos.x : c.pos.x;
    for (f = 0; f < frames; f++) {
        isect_vec move = V(dir * speed, -fall);
        isect_vec start = box ? b.pos : c.pos;
        int step;
        for (step = 0; step < 4; step++) {
            isect_sweep sw;
            bool hit = box ? isect_world_sweep_aabb(&w, b, move, NULL, &sw, NULL)
                           : isect_world_sweep_circle(&w, c, move, NULL, &sw, NULL);
            if (!CHECK(sweep_finite(sw))) return;
            b.pos = c.pos = sw.pos;
            if (!hit) break;
            move = isect_scale(move, 1 - sw.time);
            move = isect_sub(move, isect_scale(sw.hit.normal, isect_dot(move, sw.hit.normal)));
            /* the book's skin ("Sliding along walls"): a hair off the
               surface, a few rounding steps of the coordinates */
            move = isect_add(move, isect_scale(sw.hit.normal,
                                               R(4 * REAL_EPS * (fabs((double)sw.pos.x)
                                                                 + fabs((double)sw.pos.y) + 1))));
        }
        /* never ends inside */
        for (i = 0; i < level_count; i++)
            if (!CHECK(!level_overlaps(box, b, c, i))) {
                printf("     frame %d shape %zu at (%.17g, %.17g) from (%.17g, %.17g)\n", f, i,
                       (double)b.pos.x, (double)b.pos.y, (double)start.x, (double)start.y);
                return;
            }
        /* never stuck: the run moves on, or, after a few frames without
           progress, turns; it may only be held up at a wall */
        {
            double x = box ? b.pos.x : c.pos.x;
            double moved = (x - last_x) * dir;
            if (moved < speed * 0.05) {
                stalls++;
                if (stalls == 3) {
                    /* the walls' inner faces are at 1 and 39 tiles */
                    double from_wall = dir > 0 ? off + 39 * tile - x : x - (off + tile);
                    if (!CHECK(from_wall < tile))
                        printf("     stuck at frame %d at (%.17g, %.17g), moving %g\n", f, x,
                               (double)(box ? b.pos.y : c.pos.y), dir);
                    dir = -dir;
                    turns++;
                    stalls = 0;
                }
            } else
                stalls = 0;
            last_x = x;
        }
    }
    /* it crossed the level, over both ramps and the plateau, and turned
       only at the walls: about one turn per crossing of 150 frames */
    CHECK(turns >= 2);
    CHECK(turns <= frames / 100 + 2);
}

int main(int argc, char **argv)
{
    long trials = 3000, t;
    static const double origins[] = {0.5, 37, 600, 4096};
    static const double tiles[] = {1, 16, 32};
    int k;
    rng_state = argc > 1 ? (uint64_t)strtoull(argv[1], NULL, 0) : 0x5eed12ull;
    if (argc > 2) trials = strtol(argv[2], NULL, 0);
    check_describe = describe;
    check_current_test = "world oracle" REAL_NAME;
    for (t = 0; t < trials; t++) {
        int grid = chance(0.6);
        trial = t;
        origin = origins[t % 4];
        random_world(grid);
        check_cast(grid);
        check_sweep(grid, 1);
        check_sweep(grid, 0);
        check_sweep(grid, 2);
        check_overlap(grid, (int)(t % 3));
    }
    check_current_test = "world tile worlds" REAL_NAME;
    check_describe = NULL;
    for (k = 0; k < 3; k++) {
        check_tile_world(tiles[k], k == 0 ? 0.5 : 4000, 1, 1000, 3);
        check_tile_world(tiles[k], k == 0 ? 0.5 : 4000, 0, 1000, 3);
        check_tile_world(tiles[k], k == 0 ? 0.5 : 4000, 1, 1000, 37);
        check_tile_world(tiles[k], k == 0 ? 0.5 : 4000, 0, 1000, 37);
    }
    return check_report();
}
