/* property_sweeps_safe.c -- issue 10, the sweeps part: the classes of failure
   behind the reproducers in tests/unit_sweeps_safe.c, over many cases.

   Scales: "unit" (coordinates 0..10, sizes 0.25..3, half the cases on a grid
   of 1/2), "pixel" (hundreds, sizes 2..40, half-integers half the time) and
   "tile" (shapes exactly flush on a 16 or 32 grid, coordinates into the
   thousands, moving shapes placed exactly against a tile half the time).

   Properties, for every sweep (aabb_sweep_aabb, aabb_sweep_circle,
   circle_sweep_aabb, circle_sweep_circle, capsule_sweep_circle, and
   sweep_aabb_into / sweep_circle_into over a list):
   - never ends inside: unless the start overlapped, the static test at
     sweep.pos is false;
   - a start that overlaps: a hit only when moving in (delta . N < 0 for the
     static test's normal), then at time 0, at the start; otherwise the full
     move;
   - never traps: after a hit from a clear start, sweeping again along the
     remaining motion minus its normal part, or straight away from the
     normal, against the shape that was hit, is never blocked at time 0 (and
     straight away is never blocked at all);
   - a sweep that starts exactly touching and moves away or along moves the
     whole way;
   - *_into does not depend on the order of the list: every permutation of
     lists of up to 4 shapes, random shuffles of lists of 12, give the same
     sweep, byte for byte, and the same shape at index;
   - a game loop: a box and a circle pressed against a flush wall of tiles,
     moving up and down along it, 3 sweep-slide steps per frame, 4000 frames:
     never overlapping at the end of a frame, never frozen (the vertical
     motion always gets through);
   - one contact-point rule: for every public function that returns an
     isect_hit (static, segment and sweep), hit.pos lies on the first
     (static) shape's boundary, within a tolerance scaled to the coordinates.

   Usage: test-property_sweeps_safe [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

struct pair;
static const struct pair *k_pair; /* the current pair, or NULL */
static void describe_pair(const struct pair *p);
static double k_scale; /* the largest coordinate of the current case */
static const char *k_what = "";
static isect_vec k_start, k_delta;
static void describe(void)
{
    printf("     %s trial %ld (%s): start (%.17g, %.17g) delta (%.17g, %.17g) scale %g\n",
           k_kind, k_trial, k_what, (double)k_start.x, (double)k_start.y,
           (double)k_delta.x, (double)k_delta.y, k_scale);
    if (k_pair) describe_pair(k_pair);
}

/* ---- shapes at a scale --------------------------------------------------- */





static double tile_size(void) { return rng_chance(0.5) ? 16 : 32; }

/* ---- one pair: a static shape and a moving one --------------------------- */

enum { SW_AABB_AABB, SW_AABB_CIRCLE, SW_CIRCLE_AABB, SW_CIRCLE_CIRCLE, SW_CAPSULE_CIRCLE,
       SW_COUNT };
static const char *const sw_name[SW_COUNT] = {"aabb_sweep_aabb", "aabb_sweep_circle",
                                              "circle_sweep_aabb", "circle_sweep_circle",
                                              "capsule_sweep_circle"};

typedef struct pair {
    int kind;
    isect_aabb box;        /* static */
    isect_circle circle;   /* static */
    isect_capsule capsule; /* static */
    isect_aabb mbox;       /* moving */
    isect_circle mcircle;  /* moving */
} pair;

static void describe_pair(const struct pair *p)
{
    printf("     box {(%.17g, %.17g), (%.17g, %.17g)} circle {(%.17g, %.17g), %.17g}\n"
           "     capsule {(%.17g, %.17g), (%.17g, %.17g), %.17g}\n"
           "     moving box {(%.17g, %.17g), (%.17g, %.17g)} circle {(%.17g, %.17g), %.17g}\n",
           (double)p->box.pos.x, (double)p->box.pos.y, (double)p->box.half.x, (double)p->box.half.y,
           (double)p->circle.pos.x, (double)p->circle.pos.y, (double)p->circle.radius,
           (double)p->capsule.pos.x, (double)p->capsule.pos.y, (double)p->capsule.delta.x,
           (double)p->capsule.delta.y, (double)p->capsule.radius,
           (double)p->mbox.pos.x, (double)p->mbox.pos.y, (double)p->mbox.half.x, (double)p->mbox.half.y,
           (double)p->mcircle.pos.x, (double)p->mcircle.pos.y, (double)p->mcircle.radius);
}

static bool moving_is_box(const pair *p)
{
    return p->kind == SW_AABB_AABB || p->kind == SW_CIRCLE_AABB;
}


static void set_moving_pos(pair *p, isect_vec pos)
{
    if (moving_is_box(p)) p->mbox.pos = pos;
    else p->mcircle.pos = pos;
}

static bool pair_sweep(const pair *p, isect_vec delta, isect_sweep *out)
{
    switch (p->kind) {
    case SW_AABB_AABB: return isect_aabb_sweep_aabb(p->box, p->mbox, delta, out);
    case SW_AABB_CIRCLE: return isect_aabb_sweep_circle(p->box, p->mcircle, delta, out);
    case SW_CIRCLE_AABB: return isect_circle_sweep_aabb(p->circle, p->mbox, delta, out);
    case SW_CIRCLE_CIRCLE: return isect_circle_sweep_circle(p->circle, p->mcircle, delta, out);
    default: return isect_capsule_sweep_circle(p->capsule, p->mcircle, delta, out);
    }
}

static bool pair_static(const pair *p, isect_vec pos, isect_hit *out)
{
    pair q = *p;
    set_moving_pos(&q, pos);
    switch (p->kind) {
    case SW_AABB_AABB: return isect_aabb_aabb(q.box, q.mbox, out);
    case SW_AABB_CIRCLE: return isect_aabb_circle(q.box, q.mcircle, out);
    case SW_CIRCLE_AABB: return isect_circle_aabb(q.circle, q.mbox, out);
    case SW_CIRCLE_CIRCLE: return isect_circle_circle(q.circle, q.mcircle, out);
    default: return isect_capsule_circle(q.capsule, q.mcircle, out);
    }
}

/* A static shape near `at`, and a moving shape of this scale. */
static void gen_pair(pair *p, int kind, int scale, isect_vec at)
{
    p->kind = kind;
    if (scale == GAME_TILE) {
        double t = tile_size();
        p->box = BOX(at.x + t / 2, at.y + t / 2, t / 2, t / 2);
        p->circle = CIRC(at.x + t / 2, at.y + t / 2, t / 2);
        p->capsule = CAP(at.x, at.y + t / 2, t * rng_int(1, 3), 0, t / 2);
    } else {
        {
            double draw0 = scale_size(scale);
            double draw1 = scale_size(scale);
            p->box = BOX(at.x, at.y, draw0, draw1);
        }
        p->circle = CIRC(at.x, at.y, scale_size(scale));
        {
            /* one draw a statement, left to right: the order of the
               operands of * is the compiler's choice too */
            double size_x = scale_size(scale);
            double ex = size_x * (rng_unit() - 0.5) * 4;
            double size_y = scale_size(scale);
            double ey = size_y * (rng_unit() - 0.5) * 4;
            double r = scale_size(scale);
            p->capsule = CAP(at.x, at.y, ex, ey, r);
        }
    }
    {
        double draw0 = scale_size(scale);
        double draw1 = scale_size(scale);
        p->mbox = BOX(0, 0, draw0, draw1);
    }
    p->mcircle = CIRC(0, 0, scale_size(scale));
}

/* The half reach of a shape, for placing things near it. */
static double reach(int scale) { return scale == GAME_TILE ? 48 : scale == GAME_UNIT ? 6 : 60; }

/* A start: random near the static shape, or exactly against a face of the
   static box (tile scale), then a random delta. */
static isect_vec gen_start(const pair *p, int scale, isect_vec at)
{
    if (scale == GAME_TILE && (p->kind == SW_AABB_AABB) && rng_chance(0.5)) {
        /* flush against a face: exact on the grid */
        isect_aabb b = p->box, m = p->mbox;
        double off = scale_pick(-b.half.x, b.half.x, 1);
        switch (rng_int(0, 3)) {
        case 0: return V(b.pos.x - b.half.x - m.half.x, b.pos.y + off);
        case 1: return V(b.pos.x + b.half.x + m.half.x, b.pos.y + off);
        case 2: return V(b.pos.x + off, b.pos.y - b.half.y - m.half.y);
        default: return V(b.pos.x + off, b.pos.y + b.half.y + m.half.y);
        }
    }
    {
        /* x drawn first, then y: in one call's arguments the order would
           be the compiler's choice */
        double dx = (rng_unit() - 0.5) * 2 * reach(scale);
        double dy = (rng_unit() - 0.5) * 2 * reach(scale);
        return V(at.x + dx, at.y + dy);
    }
}

static isect_vec gen_delta(int scale)
{
    double r = reach(scale);
    int form = rng_int(0, 4);
    double x = (rng_unit() - 0.5) * 2 * r, y = (rng_unit() - 0.5) * 2 * r;
    if (form == 0) return V(x, 0);
    if (form == 1) return V(0, y);
    if (form == 2 && scale != GAME_UNIT) return V(floor(x), floor(y)); /* whole pixels */
    if (form == 3) return V(x * 1e-3, y);                                  /* nearly vertical */
    return V(x, y);
}

static double tol_for(double scale) { return 64 * REAL_EPS * (1 + scale); }

/* ---- the pair properties ------------------------------------------------- */

static void check_pair(int kind, int scale)
{
    pair p;
    double at_draw0 = scale_coord(scale); double at_draw1 = scale_coord(scale);
    isect_vec at = V(at_draw0, at_draw1), start, delta;
    isect_sweep sw, again;
    isect_hit h0;
    bool hit, overlapped;
    gen_pair(&p, kind, scale, at);
    start = gen_start(&p, scale, at);
    delta = gen_delta(scale);
    set_moving_pos(&p, start);
    k_start = start;
    k_delta = delta;
    k_scale = fabs(at.x) + fabs(at.y) + reach(scale);
    k_what = sw_name[kind];
    check_current_test = sw_name[kind];

    overlapped = pair_static(&p, start, &h0);
    hit = pair_sweep(&p, delta, &sw);
    CHECK(hit == pair_sweep(&p, delta, NULL));
    CHECK(sweep_finite(sw));
    if (!overlapped) {
        /* never ends inside */
        CHECK(!pair_static(&p, sw.pos, NULL));
    } else if (delta.x != 0 || delta.y != 0) {
        bool into = moves_into(delta, h0.normal);
        CHECK(hit == into);
        if (hit) {
            CHECK(sw.time == 0 && sw.hit.time == 0);
            CHECK(same_vec(sw.pos, start));
        } else {
            CHECK(sw.time == 1);
        }
        return;
    }
    if (!hit) {
        CHECK(sw.time == 1);
        CHECK(same_vec(sw.pos, isect_add(start, delta)));
        return;
    }
    CHECK(sw.time <= sw.hit.time);
    if (delta.x == 0 && delta.y == 0) return;
    /* a contact is only a contact when the motion goes into it */
    CHECK(isect_dot(delta, sw.hit.normal) < 0);
    /* never traps: slide along, and straight away */
    {
        isect_vec rest = isect_scale(delta, 1 - sw.time);
        isect_vec n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        isect_vec away = isect_scale(n, (isect_real)(vlen(delta) + 1));
        pair q = p;
        set_moving_pos(&q, sw.pos);
        if (slide.x != 0 || slide.y != 0) {
            k_what = "slide after a hit";
            if (pair_sweep(&q, slide, &again))
                CHECK(again.hit.time > 0);
            CHECK(!pair_static(&q, again.pos, NULL));
        }
        k_what = "straight away after a hit";
        k_pair = &q;
        k_delta = away;
        CHECK(!pair_sweep(&q, away, &again));
        k_pair = NULL;
        CHECK(again.time == 1);
        k_what = sw_name[kind];
    }
}

/* Exactly touching at the start (flush on the grid), moving away or along:
   the whole way. */
static void check_touching_start(void)
{
    double t = tile_size(), x = scale_pick(0, 4000, t), y = scale_pick(0, 4000, t);
    isect_aabb tile = BOX(x + t / 2, y + t / 2, t / 2, t / 2);
    double hx = scale_pick(2, 14, 1), hy = scale_pick(2, 14, 1);
    double off = scale_pick(-t / 2, t / 2, 1);
    int face = rng_int(0, 3);
    isect_vec n = face == 0 ? V(-1, 0) : face == 1 ? V(1, 0) : face == 2 ? V(0, -1) : V(0, 1);
    isect_vec start = V(tile.pos.x + n.x * (t / 2 + hx) + (n.x == 0 ? off : 0),
                        tile.pos.y + n.y * (t / 2 + hy) + (n.y == 0 ? off : 0));
    double along = (rng_unit() - 0.5) * 40, out = rng_chance(0.3) ? 0 : rng_unit() * 20;
    isect_vec delta = V(n.x * out + (n.x == 0 ? along : 0), n.y * out + (n.y == 0 ? along : 0));
    isect_sweep sw;
    isect_circle c;
    isect_shape shapes[1];
    k_start = start;
    k_delta = delta;
    k_scale = x + y;
    check_current_test = "touching start, moving away or along";
    if (delta.x == 0 && delta.y == 0) return;
    CHECK(!isect_aabb_sweep_aabb(tile, BOX(start.x, start.y, hx, hy), delta, &sw));
    CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, delta)));
    shapes[0] = isect_shape_aabb(tile);
    CHECK(!isect_sweep_aabb_into(shapes, 1, BOX(start.x, start.y, hx, hy), delta, &sw, NULL));
    /* a circle touching the tile's face */
    c = CIRC(tile.pos.x + n.x * (t / 2 + hx) + (n.x == 0 ? off : 0),
             tile.pos.y + n.y * (t / 2 + hx) + (n.y == 0 ? off : 0), hx);
    CHECK(!isect_aabb_sweep_circle(tile, c, delta, &sw));
    CHECK(sw.time == 1);
    /* a box touching a tile-sized circle at its extreme point */
    {
        isect_circle round = CIRC(tile.pos.x, tile.pos.y, t / 2);
        isect_aabb b = BOX(round.pos.x + n.x * (t / 2 + hx), round.pos.y + n.y * (t / 2 + hy), hx, hy);
        CHECK(!isect_circle_sweep_aabb(round, b, delta, &sw));
        CHECK(sw.time == 1);
        if (n.x == 0 ? out > 0 : 1) {
            isect_circle m = CIRC(round.pos.x + n.x * (t / 2 + hx), round.pos.y + n.y * (t / 2 + hx), hx);
            /* along a circle's tangent from a touching start is away from it */
            CHECK(!isect_circle_sweep_circle(round, m, delta, &sw));
            CHECK(sw.time == 1);
        }
    }
}

/* ---- lists: the order does not matter ------------------------------------ */

#define LIST_MAX 12
static isect_shape L[LIST_MAX];

static void gen_list(size_t n, int scale, isect_vec at)
{
    size_t i;
    double t = tile_size();
    for (i = 0; i < n; i++) {
        if (scale == GAME_TILE) {
            /* tiles of a wall, a floor or a block, exactly flush */
            int col = rng_int(0, 2), row = rng_int(-2, 2);
            isect_aabb b = BOX(at.x + t * col + t / 2, at.y + t * row + t / 2, t / 2, t / 2);
            L[i] = rng_chance(0.85) ? isect_shape_aabb(b) : isect_shape_circle(CIRC(b.pos.x, b.pos.y, t / 2));
        } else if (rng_chance(0.6)) {
            double x = at.x + (rng_unit() - 0.5) * reach(scale); /* draws in a fixed order */
            double y = at.y + (rng_unit() - 0.5) * reach(scale);
            double hx = scale_size(scale), hy = scale_size(scale);
            L[i] = isect_shape_aabb(BOX(x, y, hx, hy));
        } else {
            double x = at.x + (rng_unit() - 0.5) * reach(scale);
            double y = at.y + (rng_unit() - 0.5) * reach(scale);
            L[i] = isect_shape_circle(CIRC(x, y, scale_size(scale)));
        }
    }
}

static bool shape_overlaps(isect_shape s, bool box, isect_aabb b, isect_circle c)
{
    if (s.kind == ISECT_SHAPE_AABB)
        return box ? isect_aabb_aabb(s.as.aabb, b, NULL) : isect_aabb_circle(s.as.aabb, c, NULL);
    return box ? isect_circle_aabb(s.as.circle, b, NULL) : isect_circle_circle(s.as.circle, c, NULL);
}

static bool run_into(const isect_shape *list, size_t n, bool box, isect_aabb b, isect_circle c,
                     isect_vec delta, isect_sweep *out, size_t *index)
{
    return box ? isect_sweep_aabb_into(list, n, b, delta, out, index)
               : isect_sweep_circle_into(list, n, c, delta, out, index);
}

static void compare_order(const isect_shape *list, size_t n, bool box, isect_aabb b, isect_circle c,
                          isect_vec delta, bool hit0, const isect_sweep *sw0, const isect_shape *at0)
{
    isect_sweep sw;
    size_t index = 1000;
    bool hit = run_into(list, n, box, b, c, delta, &sw, &index);
    CHECK(hit == hit0);
    CHECK(memcmp(&sw, sw0, sizeof sw) == 0);
    if (hit && hit0) CHECK(index < n && memcmp(&list[index], at0, sizeof *at0) == 0);
}

static void permute(isect_shape *a, size_t k, size_t n, bool box, isect_aabb b, isect_circle c,
                    isect_vec delta, bool hit0, const isect_sweep *sw0, const isect_shape *at0)
{
    size_t i;
    if (k == n) {
        compare_order(a, n, box, b, c, delta, hit0, sw0, at0);
        return;
    }
    for (i = k; i < n; i++) {
        isect_shape t = a[k];
        a[k] = a[i];
        a[i] = t;
        permute(a, k + 1, n, box, b, c, delta, hit0, sw0, at0);
        t = a[k];
        a[k] = a[i];
        a[i] = t;
    }
}

static void check_list(int scale)
{
    size_t n = rng_chance(0.5) ? (size_t)rng_int(2, 4) : LIST_MAX, i, index = 1000;
    double at_draw0 = scale_coord(scale); double at_draw1 = scale_coord(scale);
    isect_vec at = V(at_draw0, at_draw1);
    bool box = rng_chance(0.5), hit, overlapped = false;
    isect_aabb b;
    isect_circle c;
    isect_sweep sw;
    isect_shape first;
    gen_list(n, scale, at);
    {
        double draw0 = scale_size(scale);
        double draw1 = scale_size(scale);
        b = BOX(0, 0, draw0, draw1);
    }
    c = CIRC(0, 0, scale_size(scale));
    if (scale == GAME_TILE && rng_chance(0.7)) {
        /* flush against the left of the tile column, at a seam or not */
        double t = L[0].kind == ISECT_SHAPE_AABB ? 2 * L[0].as.aabb.half.x : 2 * L[0].as.circle.radius;
        /* the seam, then the offset: in one sum the compiler picks the order */
        double y = at.y + t * rng_int(-2, 2);
        if (!rng_chance(0.5)) y += scale_pick(0, t, 1);
        b.pos = V(at.x - b.half.x, y - (rng_chance(0.5) ? b.half.y : -b.half.y));
        c.pos = V(at.x - c.radius, y);
    } else {
        {
            double draw0 = at.x + (rng_unit() - 0.5) * 2 * reach(scale);
            double draw1 = at.y + (rng_unit() - 0.5) * 2 * reach(scale);
            b.pos = V(draw0, draw1);
        }
        c.pos = b.pos;
    }
    k_delta = gen_delta(scale);
    k_start = box ? b.pos : c.pos;
    k_scale = fabs(at.x) + fabs(at.y) + reach(scale);
    k_what = box ? "sweep_aabb_into" : "sweep_circle_into";
    check_current_test = "sweep_*_into: never ends inside, order-free";
    hit = run_into(L, n, box, b, c, k_delta, &sw, &index);
    for (i = 0; i < n; i++) overlapped = overlapped || shape_overlaps(L[i], box, b, c);
    /* never ends inside any shape, unless the start overlapped one */
    if (!overlapped) {
        isect_aabb bb = b;
        isect_circle cc = c;
        bb.pos = sw.pos;
        cc.pos = sw.pos;
        for (i = 0; i < n; i++) CHECK(!shape_overlaps(L[i], box, bb, cc));
    }
    if (hit) CHECK(index < n);
    first = hit ? L[index] : L[0];
    if (n <= 4) {
        isect_shape a[4];
        memcpy(a, L, n * sizeof L[0]);
        permute(a, 0, n, box, b, c, k_delta, hit, &sw, &first);
    } else {
        int k;
        for (k = 0; k < 6; k++) {
            isect_shape a[LIST_MAX];
            memcpy(a, L, n * sizeof L[0]);
            for (i = n - 1; i > 0; i--) {
                size_t j = (size_t)rng_int(0, (int)i);
                isect_shape t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
            compare_order(a, n, box, b, c, k_delta, hit, &sw, &first);
        }
    }
}

/* ---- a game loop along a flush wall of tiles ----------------------------- */

static void game_loop(double x0, double t, bool box)
{
    isect_shape wall[256];
    size_t n = 0, i, count = (size_t)(1600 / t);
    int frame, step;
    double y0 = 1000;
    isect_aabb player = BOX(0, 0, 6, 11);
    isect_circle ball = CIRC(0, 0, 7);
    isect_vec pos;
    /* a wall 1600 units tall, tiles listed bottom to top or top to bottom */
    bool down = rng_chance(0.5);
    if (count > 256) count = 256;
    for (i = 0; i < count; i++) {
        double k = down ? (double)(count - 1 - i) : (double)i;
        wall[n++] = isect_shape_aabb(BOX(x0 + t / 2, y0 - 800 + t * k + t / 2, t / 2, t / 2));
    }
    pos = box ? V(x0 - player.half.x, y0) : V(x0 - ball.radius, y0);
    k_scale = x0 + y0;
    check_current_test = box ? "game loop: box along a tile wall" : "game loop: circle along a tile wall";
    for (frame = 0; frame < 4000; frame++) {
        double vy = ((frame / 60) % 2 ? -1 : 1) * (1.5 + (frame % 7) * 0.75);
        isect_vec move = V(0.5 + (frame % 5) * 0.5, vy), before = pos;
        for (step = 0; step < 3 && (move.x != 0 || move.y != 0); step++) {
            isect_sweep sw;
            bool hit;
            player.pos = pos;
            ball.pos = pos;
            hit = box ? isect_sweep_aabb_into(wall, n, player, move, &sw, NULL)
                      : isect_sweep_circle_into(wall, n, ball, move, &sw, NULL);
            pos = sw.pos;
            if (!hit) break;
            move = isect_scale(move, 1 - sw.time);
            move = isect_sub(move, isect_scale(sw.hit.normal, isect_dot(move, sw.hit.normal)));
        }
        player.pos = pos;
        ball.pos = pos;
        for (i = 0; i < n; i++) {
            if (!CHECK(!shape_overlaps(wall[i], box, player, ball))) {
                printf("     frame %d at (%.17g, %.17g)\n", frame, (double)pos.x, (double)pos.y);
                return;
            }
        }
        /* never frozen: the motion along the wall gets through */
        if (!CHECK(fabs(((double)pos.y - before.y) - vy) < 1e-3 * (1 + fabs(vy)))) {
            printf("     frame %d: moved %.17g of %.17g at (%.17g, %.17g)\n", frame,
                   (double)pos.y - before.y, vy, (double)pos.x, (double)pos.y);
            return;
        }
        CHECK(pos.x <= x0);
    }
}

/* ---- one contact-point rule, every function ------------------------------ */

static double on_box(isect_aabb b, isect_vec q) { return fabs(box_sd(b, 0, 0, q.x, q.y)); }
static double on_circle(isect_circle c, isect_vec q)
{
    return fabs(dlen((double)q.x - c.pos.x, (double)q.y - c.pos.y) - c.radius);
}
static double on_capsule(isect_capsule c, isect_vec q)
{
    return fabs(point_seg_dist(q.x, q.y, c.pos, c.delta) - c.radius);
}
static double on_triangle(isect_triangle t, isect_vec q) { return fabs(tri_edge_dist(t, q)); }

#define RULE(name, call, off)                                                   \
    do {                                                                        \
        check_current_test = "contact point on the static shape: " name;       \
        if (call) CHECK((off) <= tol);                                          \
    } while (0)

static void check_contact_rule(void)
{
    int scale = rng_int(0, GAME_SCALES - 1);
    double at_draw0 = scale_coord(scale); double at_draw1 = scale_coord(scale);
    isect_vec at = V(at_draw0, at_draw1);
    double r = reach(scale) / 2;
    double b_draw0 = scale_size(scale); double b_draw1 = scale_size(scale);
    isect_aabb b = BOX(at.x, at.y, b_draw0, b_draw1);
    double b2_draw0 = at.x + (rng_unit() - 0.5) * r;
    double b2_draw1 = at.y + (rng_unit() - 0.5) * r;
    double b2_draw2 = scale_size(scale);
    double b2_draw3 = scale_size(scale);
    isect_aabb b2 = BOX(b2_draw0, b2_draw1, b2_draw2, b2_draw3);
    isect_circle c = CIRC(at.x, at.y, scale_size(scale));
    double c2_draw0 = at.x + (rng_unit() - 0.5) * r;
    double c2_draw1 = at.y + (rng_unit() - 0.5) * r;
    double c2_draw2 = scale_size(scale);
    isect_circle c2 = CIRC(c2_draw0, c2_draw1, c2_draw2);
    double cap_draw0 = (rng_unit() - 0.5) * r;
    double cap_draw1 = (rng_unit() - 0.5) * r;
    double cap_draw2 = scale_size(scale);
    isect_capsule cap = CAP(at.x, at.y, cap_draw0, cap_draw1, cap_draw2);
    double c2x = at.x + (rng_unit() - 0.5) * r, c2y = at.y + (rng_unit() - 0.5) * r;
    double c2dx = (rng_unit() - 0.5) * r, c2dy = (rng_unit() - 0.5) * r;
    isect_capsule cap2 = CAP(c2x, c2y, c2dx, c2dy, scale_size(scale));
    double u[5], w[5];
    int k;
    for (k = 0; k < 5; k++)
        u[k] = rng_unit();
    for (k = 0; k < 5; k++)
        w[k] = rng_unit();
    isect_triangle tri = TRI(at.x - r / 2 * u[0], at.y - r / 2 * u[1], at.x + r / 2 * u[2],
                             at.y - r / 2 * u[3], at.x, at.y + r / 2 * u[4]);
    isect_triangle tri2 = TRI(at.x - r * w[0], at.y + r / 2 * (w[1] - 0.5), at.x + r * w[2],
                              at.y, at.x + r / 2 * (w[3] - 0.5), at.y + r * (w[4] - 0.5));
    double p_draw0 = at.x + (rng_unit() - 0.5) * r; double p_draw1 = at.y + (rng_unit() - 0.5) * r;
    isect_vec p = V(p_draw0, p_draw1);
    double s0_draw0 = at.x + (rng_unit() - 0.5) * 2 * r;
    double s0_draw1 = at.y + (rng_unit() - 0.5) * 2 * r;
    isect_vec s0 = V(s0_draw0, s0_draw1);
    double sd_draw0 = (rng_unit() - 0.5) * 2 * r; double sd_draw1 = (rng_unit() - 0.5) * 2 * r;
    isect_vec sd = V(sd_draw0, sd_draw1);
    double e0_draw0 = at.x + (rng_unit() - 0.5) * r;
    double e0_draw1 = at.y + (rng_unit() - 0.5) * r;
    isect_vec e0 = V(e0_draw0, e0_draw1);
    double ed_draw0 = (rng_unit() - 0.5) * r; double ed_draw1 = (rng_unit() - 0.5) * r;
    isect_vec ed = V(ed_draw0, ed_draw1);
    double tol = tol_for(fabs(at.x) + fabs(at.y) + 2 * r);
    isect_hit h;
    isect_sweep sw;
    isect_shape list[2];
    isect_aabb mb = b2;
    isect_circle mc = c2;
    k_scale = fabs(at.x) + fabs(at.y);
    k_start = s0;
    k_delta = sd;
    k_what = scale_label(scale);
    mb.pos = s0;
    mc.pos = s0;
    list[0] = isect_shape_aabb(b);
    list[1] = isect_shape_circle(c2);

    RULE("aabb_point", isect_aabb_point(b, p, &h), on_box(b, h.pos));
    RULE("aabb_segment", isect_aabb_segment(b, s0, sd, ZERO, &h), on_box(b, h.pos));
    RULE("aabb_aabb", isect_aabb_aabb(b, b2, &h), on_box(b, h.pos));
    RULE("aabb_sweep_aabb", isect_aabb_sweep_aabb(b, mb, sd, &sw), on_box(b, sw.hit.pos));
    RULE("aabb_sweep_aabb still", isect_aabb_sweep_aabb(b, b2, ZERO, &sw), on_box(b, sw.hit.pos));
    RULE("circle_point", isect_circle_point(c, p, 0, &h), on_circle(c, h.pos));
    RULE("circle_segment", isect_circle_segment(c, s0, sd, 0, &h), on_circle(c, h.pos));
    RULE("circle_circle", isect_circle_circle(c, c2, &h), on_circle(c, h.pos));
    RULE("circle_sweep_circle", isect_circle_sweep_circle(c, mc, sd, &sw), on_circle(c, sw.hit.pos));
    RULE("circle_sweep_circle still", isect_circle_sweep_circle(c, c2, ZERO, &sw),
         on_circle(c, sw.hit.pos));
    RULE("aabb_circle", isect_aabb_circle(b, c2, &h), on_box(b, h.pos));
    RULE("circle_aabb", isect_circle_aabb(c, b2, &h), on_circle(c, h.pos));
    RULE("aabb_sweep_circle", isect_aabb_sweep_circle(b, mc, sd, &sw), on_box(b, sw.hit.pos));
    RULE("aabb_sweep_circle still", isect_aabb_sweep_circle(b, c2, ZERO, &sw), on_box(b, sw.hit.pos));
    RULE("circle_sweep_aabb", isect_circle_sweep_aabb(c, mb, sd, &sw), on_circle(c, sw.hit.pos));
    RULE("circle_sweep_aabb still", isect_circle_sweep_aabb(c, b2, ZERO, &sw), on_circle(c, sw.hit.pos));
    RULE("sweep_aabb_into", isect_sweep_aabb_into(list, 2, mb, sd, &sw, NULL),
         on_box(b, sw.hit.pos) <= tol || on_circle(c2, sw.hit.pos) <= tol ? 0 : 1);
    RULE("sweep_circle_into", isect_sweep_circle_into(list, 2, mc, sd, &sw, NULL),
         on_box(b, sw.hit.pos) <= tol || on_circle(c2, sw.hit.pos) <= tol ? 0 : 1);
    RULE("capsule_point", isect_capsule_point(cap, p, &h), on_capsule(cap, h.pos));
    RULE("capsule_circle", isect_capsule_circle(cap, c2, &h), on_capsule(cap, h.pos));
    RULE("capsule_segment", isect_capsule_segment(cap, s0, sd, &h), on_capsule(cap, h.pos));
    RULE("capsule_capsule", isect_capsule_capsule(cap, cap2, &h), on_capsule(cap, h.pos));
    RULE("capsule_aabb", isect_capsule_aabb(cap, b2, &h), on_capsule(cap, h.pos));
    RULE("capsule_sweep_circle", isect_capsule_sweep_circle(cap, mc, sd, &sw), on_capsule(cap, sw.hit.pos));
    RULE("capsule_sweep_circle still", isect_capsule_sweep_circle(cap, c2, ZERO, &sw),
         on_capsule(cap, sw.hit.pos));
    RULE("triangle_point", isect_triangle_point(tri, p, &h), on_triangle(tri, h.pos));
    RULE("triangle_segment", isect_triangle_segment(tri, s0, sd, &h), on_triangle(tri, h.pos));
    RULE("triangle_circle", isect_triangle_circle(tri, c2, &h), on_triangle(tri, h.pos));
    RULE("triangle_aabb", isect_triangle_aabb(tri, b2, &h), on_triangle(tri, h.pos));
    RULE("triangle_triangle", isect_triangle_triangle(tri, tri2, &h), on_triangle(tri, h.pos));
    RULE("segment_segment", isect_segment_segment(e0, ed, s0, sd, &h, NULL),
         point_seg_dist(h.pos.x, h.pos.y, e0, ed));
}

/* ---- main ---------------------------------------------------------------- */

static int k_pair_kind, k_pair_scale;
static void trial_pair(void) { check_pair(k_pair_kind, k_pair_scale); }
static void trial_list(void) { check_list(rng_int(0, GAME_SCALES - 1)); }

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "sweep safety property tests", 0x5eedbeefcafe10ULL,
                                 4000, describe);
    int k, s;
    for (k = 0; k < SW_COUNT; k++)
        for (s = 0; s < GAME_SCALES; s++) {
            k_pair_kind = k;
            k_pair_scale = s;
            property_phase(scale_label(s), trials, trial_pair);
        }
    property_phase("touching", trials, check_touching_start);
    property_phase("lists", trials / 2, trial_list);
    property_phase("contact rule", trials * 2, check_contact_rule);
    k_kind = "game loop";
    game_loop(512, 16, true);
    game_loop(512, 16, false);
    game_loop(3072, 32, true);
    game_loop(3072, 32, false);
    game_loop(40, 16, true);
    game_loop(1000.5, 8, false);
    return property_finish(__FILE__);
}
