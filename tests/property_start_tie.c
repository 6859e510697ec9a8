/* property_start_tie.c -- a shape that starts inside another, with the
   push-out's sign a pick, is not held by a move the other way.

   Usage: test-property_start_tie [seed [trials]]

   A sweep that starts inside the still shape is blocked at time 0 when it
   moves into the static test's normal N (the book's "Finishing a sweep").
   When the way out along -N is as short as along N, the test had to pick
   a sign, and a move against N goes out just as well: two enemies spawned
   at one point, one walking left, were each held inside the other for
   good. For boxes, circles and capsules the two ways tie exactly when the
   centers are level across N. This test draws a still box, circle,
   capsule or segment and a moving box, circle or capsule (all twelve
   sweeps), at game coordinates (pixels, tiles of 16 and 32, thousands of
   units out), with the moving shape's center on the still one's, level
   with it on x or y, or off to the side, and a circle on a capsule's or a
   segment's end, and checks, in both precisions:
   - one center, or a circle on the axis: every move goes the whole way,
     whatever the shapes and their slant (a slanted normal is rounded, and
     so is its product with the centers' offset);
   - a normal along x or y: the sweep is blocked exactly when the move goes
     into N and the shape, moved the same distance out the other way (to
     P - delta of the static push), still overlaps: an oracle that knows
     nothing of centers, exact on these inputs;
   - both sides are met: holds and frees, many times each.
   Then two shapes spawned at one point walking the same way, frame after
   frame, with a plain sweep and slide: the front one walks every frame,
   the back one walks too, and two circles part. The two-moving helpers answer the same with their
   arguments swapped when the circles start with one center. And a world
   sweep is not held by a shape it was spawned on. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

enum { S_BOX, S_CIRCLE, S_CAPSULE, S_SEGMENT, S_KINDS };
enum { M_BOX, M_CIRCLE, M_CAPSULE, M_KINDS };
static const char *const k_still[S_KINDS] = {"box", "circle", "capsule", "segment"};
static const char *const k_moving[M_KINDS] = {"box", "circle", "capsule"};

typedef struct {
    int still, moving;
    isect_aabb box;       /* the still shape, one of */
    isect_circle circle;
    isect_capsule cap;    /* a segment is a capsule of radius 0 */
    isect_aabb mbox;      /* the moving shape at its start, one of */
    isect_circle mcircle;
    isect_capsule mcap;
} pair;

static pair g;
static isect_vec g_d;

static void describe(void)
{
    printf("  [%s, trial %ld] still %s: box (%.17g, %.17g) half (%.17g, %.17g), circle"
           " (%.17g, %.17g) r %.17g, capsule (%.17g, %.17g) + (%.17g, %.17g) r %.17g\n",
           k_kind, k_trial, k_still[g.still], (double)g.box.pos.x, (double)g.box.pos.y,
           (double)g.box.half.x, (double)g.box.half.y, (double)g.circle.pos.x,
           (double)g.circle.pos.y, (double)g.circle.radius, (double)g.cap.pos.x,
           (double)g.cap.pos.y, (double)g.cap.delta.x, (double)g.cap.delta.y,
           (double)g.cap.radius);
    printf("    moving %s: box (%.17g, %.17g) half (%.17g, %.17g), circle (%.17g, %.17g)"
           " r %.17g, capsule (%.17g, %.17g) + (%.17g, %.17g) r %.17g; by (%.17g, %.17g)\n",
           k_moving[g.moving], (double)g.mbox.pos.x, (double)g.mbox.pos.y,
           (double)g.mbox.half.x, (double)g.mbox.half.y, (double)g.mcircle.pos.x,
           (double)g.mcircle.pos.y, (double)g.mcircle.radius, (double)g.mcap.pos.x,
           (double)g.mcap.pos.y, (double)g.mcap.delta.x, (double)g.mcap.delta.y,
           (double)g.mcap.radius, (double)g_d.x, (double)g_d.y);
}

/* ---- the pair: centers, placing, the twelve sweeps ----------------------- */

static isect_vec still_center(const pair *p)
{
    switch (p->still) {
    case S_BOX: return p->box.pos;
    case S_CIRCLE: return p->circle.pos;
    default: return cap_middle(p->cap);
    }
}

static isect_vec moving_start(const pair *p)
{
    switch (p->moving) {
    case M_BOX: return p->mbox.pos;
    case M_CIRCLE: return p->mcircle.pos;
    default: return p->mcap.pos;
    }
}

/* Moves the moving shape so that its start (a capsule's first end) is pos. */
static void put(pair *p, isect_vec pos)
{
    p->mbox.pos = pos;
    p->mcircle.pos = pos;
    p->mcap.pos = pos;
}

static bool sweep(const pair *p, isect_vec d, isect_sweep *out)
{
    const isect_capsule *c = &p->cap;
    switch (p->still * M_KINDS + p->moving) {
    case S_BOX * M_KINDS + M_BOX: return isect_aabb_sweep_aabb(p->box, p->mbox, d, out);
    case S_BOX * M_KINDS + M_CIRCLE: return isect_aabb_sweep_circle(p->box, p->mcircle, d, out);
    case S_BOX * M_KINDS + M_CAPSULE: return isect_aabb_sweep_capsule(p->box, p->mcap, d, out);
    case S_CIRCLE * M_KINDS + M_BOX: return isect_circle_sweep_aabb(p->circle, p->mbox, d, out);
    case S_CIRCLE * M_KINDS + M_CIRCLE:
        return isect_circle_sweep_circle(p->circle, p->mcircle, d, out);
    case S_CIRCLE * M_KINDS + M_CAPSULE:
        return isect_circle_sweep_capsule(p->circle, p->mcap, d, out);
    case S_CAPSULE * M_KINDS + M_BOX: return isect_capsule_sweep_aabb(*c, p->mbox, d, out);
    case S_CAPSULE * M_KINDS + M_CIRCLE: return isect_capsule_sweep_circle(*c, p->mcircle, d, out);
    case S_CAPSULE * M_KINDS + M_CAPSULE:
        return isect_capsule_sweep_capsule(*c, p->mcap, d, out);
    case S_SEGMENT * M_KINDS + M_BOX:
        return isect_segment_sweep_aabb(c->pos, c->delta, p->mbox, d, out);
    case S_SEGMENT * M_KINDS + M_CIRCLE:
        return isect_segment_sweep_circle(c->pos, c->delta, p->mcircle, d, out);
    default: return isect_segment_sweep_capsule(c->pos, c->delta, p->mcap, d, out);
    }
}

/* The static test, through the sweep: a sweep that does not move is the
   static test (the book's "Sweep tests"), with the sweep's normal and the
   push of the moving shape. */
static bool overlaps_at(const pair *p, isect_vec pos, isect_hit *out)
{
    pair q = *p;
    isect_sweep sw;
    bool hit;
    put(&q, pos);
    hit = sweep(&q, ZERO, &sw);
    if (hit && out != NULL)
        *out = sw.hit;
    return hit;
}

/* ---- drawing at game coordinates ----------------------------------------- */

/* A unit of length and an origin: pixels, tiles of 16 or 32, or thousands
   of units out. Every size is a multiple of half the unit, every capsule
   axis an even number of units, so every center and middle is exact. */
static double g_unit;
static isect_vec g_origin;

static void draw_scale(void)
{
    int kind = rng_int(0, 2);
    double x, y;
    g_unit = kind != 1 ? 1 : rng_chance(0.5) ? 16 : 32;
    x = kind == 0 ? rng_int(0, 1920) : kind == 1 ? g_unit * rng_int(0, 128)
                                                 : rng_int(-100000, 100000);
    y = kind == 0 ? rng_int(0, 1080) : kind == 1 ? g_unit * rng_int(0, 128)
                                                 : rng_int(-100000, 100000);
    g_origin = V(x, y);
}

static double size(int lo, int hi) { return g_unit * rng_int(lo, hi) / 2.0; }

/* A move of up to 8 units on each axis, in half units. */
static isect_vec small_move(void)
{
    double x = g_unit * rng_int(-16, 16) / 2.0;
    double y = g_unit * rng_int(-16, 16) / 2.0;
    return V(x, y);
}

/* A capsule axis: level, upright or slanted, an even number of units. */
static isect_vec draw_axis(void)
{
    int kind = rng_int(0, 2);
    double ax = 2 * g_unit * rng_int(1, 8), ay = 2 * g_unit * rng_int(1, 8);
    if (rng_chance(0.5)) ax = -ax;
    if (rng_chance(0.5)) ay = -ay;
    return kind == 0 ? V(ax, 0) : kind == 1 ? V(0, ay) : V(ax, ay);
}

static void draw_pair(pair *p, int still, int moving)
{
    isect_vec o = g_origin, axis;
    double hx, hy;
    p->still = still;
    p->moving = moving;
    hx = size(2, 40);
    hy = size(2, 40);
    p->box = BOX(o.x, o.y, hx, hy);
    p->circle = CIRC(o.x, o.y, size(2, 40));
    axis = draw_axis();
    p->cap = CAP(o.x - axis.x / 2, o.y - axis.y / 2, axis.x, axis.y,
                 still == S_SEGMENT ? 0 : size(2, 20));
    hx = size(1, 30);
    hy = size(1, 30);
    p->mbox = BOX(0, 0, hx, hy);
    p->mcircle = CIRC(0, 0, size(1, 30));
    axis = draw_axis();
    p->mcap = CAP(0, 0, axis.x, axis.y, size(1, 20));
}

/* Puts the moving shape's center at the still one's plus off. */
static void center_at(pair *p, isect_vec off)
{
    isect_vec c = isect_add(still_center(p), off);
    if (p->moving == M_CAPSULE)
        c = isect_sub(c, isect_scale(p->mcap.delta, (isect_real)0.5));
    put(p, c);
}

/* ---- the checks ----------------------------------------------------------- */

static long one_center, axis_normals, held, freed_by_tie, not_overlapping;

static isect_vec draw_move(isect_vec n)
{
    double s = g_unit * rng_int(1, 16) / 2.0;
    switch (rng_int(0, 5)) {
    case 0: return isect_scale(n, (isect_real)-s);
    case 1: return isect_scale(n, (isect_real)s);
    case 2: return V(rng_chance(0.5) ? s : -s, 0);
    case 3: return V(0, rng_chance(0.5) ? s : -s);
    default: return small_move();
    }
}

static void check_moves(int level_kind)
{
    isect_hit h0, mirror_hit;
    isect_vec start = moving_start(&g), n;
    bool mirror_clear, exact_normal;
    int i;
    if (!overlaps_at(&g, start, &h0)) {
        not_overlapping++;
        return;
    }
    n = h0.normal;
    exact_normal = n.x == 0 || n.y == 0;
    mirror_clear = !overlaps_at(&g, isect_sub(start, h0.delta), &mirror_hit);
    for (i = 0; i < 6; i++) {
        isect_sweep sw = nan_sweep();
        bool hit;
        g_d = draw_move(n);
        if (g_d.x == 0 && g_d.y == 0)
            continue;
        hit = sweep(&g, g_d, &sw);
        CHECK(sweep_finite(sw));
        if (level_kind == 0) { /* one center: every way is out */
            one_center++;
            CHECK(!hit);
            CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, g_d)));
        }
        if (exact_normal) {
            bool into = moves_into(g_d, n);
            axis_normals++;
            CHECK(hit == (into && !mirror_clear));
            if (hit) {
                held++;
                CHECK(sw.time == 0 && sw.hit.time == 0 && same_vec(sw.pos, start));
            } else {
                CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, g_d)));
                freed_by_tie += into;
            }
        }
    }
}

static void trial_pairs(void)
{
    int level_kind = rng_int(0, 5); /* 0, 1: one center; 2, 3: level; 4: off;
                                       5: a circle on a capsule's end */
    int still;
    double a, b;
    isect_vec off;
    draw_scale();
    a = g_unit * rng_int(1, 12) / 2.0;
    b = g_unit * rng_int(1, 12) / 2.0;
    still = rng_int(0, S_KINDS - 1);
    draw_pair(&g, still, rng_int(0, M_KINDS - 1));
    if (rng_chance(0.5)) a = -a;
    if (rng_chance(0.5)) b = -b;
    if (level_kind == 5 && (still == S_CAPSULE || still == S_SEGMENT)) {
        /* a circle centered on the capsule's first end: on its axis, so
           pushed across it, to the left, and level with the middle across
           that push even when the axis is slanted and the normal rounded */
        g.moving = M_CIRCLE;
        put(&g, g.cap.pos);
        check_moves(0);
        return;
    }
    switch (level_kind) {
    case 0: case 1: off = ZERO; level_kind = 0; break;
    case 2: off = V(a, 0); break;
    case 3: off = V(0, b); break;
    default: off = V(a, b); break;
    }
    center_at(&g, off);
    check_moves(level_kind);
}

/* Two shapes spawned at one point walk the same way, frame after frame: a
   plain sweep and slide of each against the other where it stands. The
   front one is never held, and within the frames it takes to walk past the
   other's width and its own, the two part. */
static long walks, circle_walks, parted;

static bool step(pair *p, isect_vec d, isect_vec *pos)
{
    isect_sweep sw;
    bool hit;
    put(p, *pos);
    hit = sweep(p, d, &sw);
    *pos = sw.pos;
    if (hit) { /* slide the rest along the surface */
        isect_vec rest = isect_scale(d, 1 - sw.time);
        rest = isect_sub(rest, isect_scale(sw.hit.normal, isect_dot(rest, sw.hit.normal)));
        put(p, *pos);
        if (!sweep(p, rest, &sw) || sw.time > 0)
            *pos = sw.pos;
    }
    return hit;
}

static void trial_walk(void)
{
    int kind = rng_int(0, 2), frames, f;
    pair a, b; /* a: b still, a moving; b: a still, b moving */
    isect_vec pa, pb, d;
    double speed;
    draw_scale();
    speed = g_unit * rng_int(1, 8) / 2.0;
    d = rng_chance(0.5) ? V(-speed, 0) : rng_chance(0.5) ? V(0, speed)
                                                         : V(speed, -speed);
    draw_pair(&a, kind, kind); /* box, circle or capsule, both the same kind */
    a.mbox = a.box, a.mcircle = a.circle, a.mcap = a.cap;
    b = a;
    g = a;
    g_d = d;
    pa = pb = moving_start(&a);
    frames = (int)(4 * (2 * 40 + 40) * g_unit / 2 / speed) + 4;
    for (f = 0; f < frames; f++) {
        isect_vec was = pa;
        put(&a, pa); /* a moves against b where b stands */
        a.box.pos = b.mbox.pos = pb;
        a.circle.pos = b.mcircle.pos = pb;
        a.cap.pos = b.mcap.pos = pb;
        CHECK(!step(&a, d, &pa)); /* the front one is never held */
        CHECK(same_vec(pa, isect_add(was, d)));
        b.box.pos = b.circle.pos = b.cap.pos = pa;
        (void)step(&b, d, &pb);
    }
    walks++;
    circle_walks += kind == S_CIRCLE;
    put(&a, pa);
    a.box.pos = pb;
    a.circle.pos = pb;
    a.cap.pos = pb;
    /* two circles part: the back one is held until the front one is out of
       its way. Two boxes or capsules may also walk on together, one inside
       the other, when the push is across the walk: a move along the normal
       is not held (the book's "Finishing a sweep"). */
    if (kind == S_CIRCLE && CHECK(!overlaps_at(&a, pa, NULL)))
        parted++;
    CHECK(!same_vec(pb, moving_start(&g))); /* the back one walked too */
}

/* The two-moving helpers with one center: not held, the same answer with
   the arguments swapped. */
static void trial_both(void)
{
    isect_circle a, b;
    isect_aabb box;
    isect_vec da, db, a1, b1, a2, b2;
    isect_hit h1, h2;
    double hx, hy;
    bool f1, f2;
    draw_scale();
    a = CIRC(g_origin.x, g_origin.y, size(1, 30));
    b = CIRC(g_origin.x, g_origin.y, size(1, 30));
    hx = size(1, 30);
    hy = size(1, 30);
    box = BOX(g_origin.x, g_origin.y, hx, hy);
    da = small_move();
    db = small_move();
    g_d = isect_sub(db, da);
    f1 = isect_circle_sweep_circle_both(a, da, b, db, &h1, &a1, &b1);
    f2 = isect_circle_sweep_circle_both(b, db, a, da, &h2, &b2, &a2);
    CHECK(f1 == f2);
    CHECK(same_vec(a1, a2) && same_vec(b1, b2));
    if (g_d.x != 0 || g_d.y != 0) {
        CHECK(!f1);
        CHECK(same_vec(a1, isect_add(a.pos, da)) && same_vec(b1, isect_add(b.pos, db)));
        CHECK(!isect_aabb_sweep_circle_both(box, da, b, db, NULL, &a1, &b1));
        CHECK(same_vec(a1, isect_add(box.pos, da)) && same_vec(b1, isect_add(b.pos, db)));
    }
}

/* A world sweep from a spawn point on a shape of the world. */
static void trial_world(void)
{
    isect_shape shapes[2];
    isect_world world;
    isect_sweep sw;
    isect_aabb mover;
    size_t index;
    double hx, hy;
    draw_scale();
    hx = size(2, 40);
    hy = size(2, 40);
    shapes[0] = rng_chance(0.5) ? isect_shape_circle(CIRC(g_origin.x, g_origin.y, hx))
                                : isect_shape_aabb(BOX(g_origin.x, g_origin.y, hx, hy));
    shapes[1] = isect_shape_aabb(BOX(g_origin.x + 1000 * g_unit, g_origin.y, g_unit, g_unit));
    world.shapes = shapes;
    world.layers = NULL;
    world.count = 2;
    hx = size(1, 30);
    hy = size(1, 30);
    mover = BOX(g_origin.x, g_origin.y, hx, hy);
    g_d = small_move();
    if (g_d.x == 0 && g_d.y == 0)
        return;
    CHECK(!isect_world_sweep_aabb(&world, mover, g_d, NULL, &sw, &index));
    CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(mover.pos, g_d)));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_start_tie", 0x71E5EEDULL, 300000,
                                 describe);
    property_phase("a start inside, one center, level or off", trials, trial_pairs);
    property_phase("two shapes spawned at one point, walking", trials / 50, trial_walk);
    property_phase("the two-moving helpers", trials / 10, trial_both);
    property_phase("a world sweep from a shape of the world", trials / 10, trial_world);
    printf("moves from one center %ld; with a normal along an axis %ld: held %ld, freed by"
           " a tie %ld; starts not overlapping %ld; walks %ld, parted %ld\n", one_center,
           axis_normals, held, freed_by_tie, not_overlapping, walks, parted);
    check_current_test = "the cases were drawn";
    CHECK(one_center > trials && held > trials / 4 && freed_by_tie > trials / 4);
    CHECK(walks == trials / 50 && circle_walks > walks / 5 && parted == circle_walks);
    return property_finish(__FILE__);
}
