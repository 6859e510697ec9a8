/* gameloop.c -- the game-loop test (issue 10): shapes moving through a tile
   world with sweep-and-slide, thousands of frames, double and float.

   Usage: test-gameloop [frames [seeds]]     (defaults: 6000 frames, 6 seeds)

   The world is what a tile game builds: one isect_aabb per solid tile (16 or
   32 px), walls and floors made of stacked tiles exactly flush, a few round
   pillars as isect_circle (some resting exactly on a floor). There is no
   slope: the shape list (isect_shape) holds boxes and circles only.

   Two movers: a player box (gravity, speeding up toward a running speed left
   or right, jumping from the ground, driven by a seeded pseudo-random input
   script) and a bouncing ball, kicked now and then. Every frame
   each mover does what a game does (move_and_slide): sweep through the shape
   list, move to sweep.pos, remove the part of the remaining motion that goes
   into the surface, and sweep again, at most 3 times, and not when what is
   left points back against the frame's move (a crease of two surfaces can
   turn it round: a ball that met a box's corner and then a pillar slid back
   0.39 px behind where it began).

   Runs: 16 and 32 px tiles, several seeds, the world placed at offsets 0,
   1000 and 4000 (double) or 0 and 1000 (float). Checked every frame:

   (a) never ends a frame overlapping: an exact test against every shape
       (overlap, not touch: in 113-bit arithmetic where the compiler has it,
       which decides these inputs exactly, else in long double);
   (b) never frozen while trying to move: when the intended move, or the move
       with its part into one touching surface removed, is a direction the
       mover can really go (positions a little along it overlap nothing),
       the mover gets at least 1/8 of min(|that move|, 1/16 px) along it;
   (c) never tunnels: every piece of the path (each sweep's start to its end)
       is sampled at steps of at most 1/8 px; no sample before the end lies
       more than 1/256 px deep in a shape that the piece's start did not
       overlap;
   (d) no snag at seams: the named scenarios below (a flush floor run along,
       a flush wall slid along while jumping, in both list orders): the
       move along the surface arrives whole, up to rounding of the
       coordinates (seam_tol).

   The checkers are tested too (checker_*): exact touching passes, one ulp
   of overlap fails, a frozen run and a path through a tile are caught.

   Named scenarios from issue 10: item 4 (the seam: a player touching a wall
   of stacked tiles exactly at a seam, jumping up: the jump must go on with
   either tile first in the list) and item 1 (stuck for good: a box of half
   size (6, 10) next to the pillar {(600, 260), 12}).

   What float can promise: the same four invariants, at the same thresholds,
   for worlds up to a few thousand pixels from the origin (checked at offsets
   0 and 1000, positions up to about 3000). A float position there is only
   good to 2^-24 of its size (about 1e-4 px at 1000, 2.4e-4 px at 4000), so
   a move shorter than 64 ulps of the coordinates is not required to make
   progress (b): such a step can round to nothing.

   Each failing invariant prints its first case, with hex floats (%a), as a
   call to the library that reproduces it; the closing checks count the
   failing frames per scenario and invariant. */
#define CHECK_PRINT_LIMIT 8
#include "testlib.h"

/* ---- exact arithmetic for the overlap tests ----------------------------- */

#if defined(__SIZEOF_FLOAT128__) && !defined(ISECT_FLOAT)
__extension__ typedef __float128 xreal; /* 113 bits: products of doubles exact */
#else
typedef long double xreal; /* 64 bits: products of floats exact */
#endif

static xreal xabs(xreal v) { return v < 0 ? -v : v; }

/* ---- the world ------------------------------------------------------------ */

/* '#': a solid tile. 'o': a pillar of radius tile/2 resting on what is below
   (its bottom touches the tile under it exactly). 'O': a pillar of radius
   3/4 tile, between tiles. 'P', 'B': where the player and the ball start. */
static const char *const MAP[] = {
    "################################################################",
    "#..............................................................#",
    "#..............................................................#",
    "#..........................................O...................#",
    "#..................######..............................##......#",
    "#....B.........................................................#",
    "#..............................####............................#",
    "#.......####...................#..#..........######............#",
    "#...........................o..#..#............................#",
    "#........................#######..#.....O.............o........#",
    "#.................................#...............############.#",
    "#...........##....................#..........................#.#",
    "#...........##...............................................#.#",
    "#.....................O......................#...............#.#",
    "#...........##.......................###.....#...............#.#",
    "#.......o...##......o...........o.......o....#........#........#",
    "#####.....######....###########......#######..#....####...######",
    "#..............................................................#",
    "#..P............#..............##..........#...............#...#",
    "#.....o...##.o..#.....o..o..#..##.....o..o..#.....O..o..#...o..#",
    "################################################################",
};
#define MAP_ROWS ((int)(sizeof MAP / sizeof MAP[0]))
#define MAX_SHAPES 1600

typedef struct {
    isect_shape shape[MAX_SHAPES];
    size_t count;
    double tile;            /* the tile size in pixels */
    double ox, oy;          /* where the world's top-left corner is */
    isect_vec player_start; /* the player's and the ball's start */
    isect_vec ball_start;
} World;

static World world; /* the world of the current run */

static void add_shape(World *w, isect_shape s)
{
    if (w->count < MAX_SHAPES) w->shape[w->count++] = s;
}

/* Builds the map at an offset. Coordinates are exact in float and double:
   multiples of a quarter tile plus an integer offset. */
static void build_world(World *w, double tile, double ox, double oy)
{
    int row, col;
    w->count = 0;
    w->tile = tile;
    w->ox = ox;
    w->oy = oy;
    for (row = 0; row < MAP_ROWS; row++) {
        for (col = 0; MAP[row][col] != '\0'; col++) {
            double cx = ox + (col + 0.5) * tile, cy = oy + (row + 0.5) * tile;
            switch (MAP[row][col]) {
            case '#': add_shape(w, isect_shape_aabb(BOX(cx, cy, tile / 2, tile / 2))); break;
            case 'o': add_shape(w, isect_shape_circle(CIRC(cx, cy, tile / 2))); break;
            case 'O': add_shape(w, isect_shape_circle(CIRC(cx, cy, tile * 0.75))); break;
            case 'P': w->player_start = V(cx, cy); break;
            case 'B': w->ball_start = V(cx, cy); break;
            default: break;
            }
        }
    }
}

/* ---- movers ---------------------------------------------------------------- */

typedef struct {
    int is_ball;         /* 0: a box (the player), 1: a circle (the ball) */
    isect_aabb box;      /* the player */
    isect_circle circle; /* the ball */
    isect_vec vel;       /* pixels per frame */
    int grounded;        /* stood on a floor at the end of the last frame */
} Mover;

static isect_vec mover_pos(const Mover *m) { return m->is_ball ? m->circle.pos : m->box.pos; }

static void set_pos(Mover *m, isect_vec p)
{
    if (m->is_ball)
        m->circle.pos = p;
    else
        m->box.pos = p;
}

/* What move_and_slide did, for the checks: where each sweep started and
   what it was asked to do. */
typedef struct {
    int sweeps;
    isect_vec start[4]; /* start[i]: before sweep i; start[sweeps]: the end */
    isect_vec move[3];
    isect_sweep result[3];
    int hit[3];
    size_t index[3];
} Trace;

static bool sweep_mover(const World *w, const Mover *m, isect_vec move, isect_sweep *sweep,
                        size_t *index)
{
    if (m->is_ball)
        return isect_sweep_circle_into(w->shape, w->count, m->circle, move, sweep, index);
    return isect_sweep_aabb_into(w->shape, w->count, m->box, move, sweep, index);
}

/* The game's move-and-slide: move as far as the world allows, then slide
   along what stopped the mover with what is left of the move, at most three
   times. The velocity loses its part into every surface hit (the ball keeps
   some of it, bounced back). */
static void move_and_slide(const World *w, Mover *m, isect_vec move, double bounce, Trace *tr)
{
    isect_vec wanted = move;
    int i;
    tr->sweeps = 0;
    m->grounded = 0;
    for (i = 0; i < 3; i++) {
        isect_sweep sweep;
        size_t index = 0;
        bool hit;
        isect_vec n, rest;
        isect_real into;

        tr->start[i] = mover_pos(m);
        tr->move[i] = move;
        hit = sweep_mover(w, m, move, &sweep, &index);
        tr->result[i] = sweep;
        tr->hit[i] = hit;
        tr->index[i] = index;
        tr->sweeps = i + 1;
        set_pos(m, sweep.pos); /* as far as it gets */
        if (!hit) break;       /* the whole move was free */

        /* What is left of the move, less the part into the surface. */
        n = sweep.hit.normal;
        rest = isect_scale(move, 1 - sweep.time);
        into = isect_dot(rest, n);
        if (into < 0) rest = isect_sub(rest, isect_scale(n, into));

        /* The velocity stops going into the surface (or bounces off it). */
        into = isect_dot(m->vel, n);
        if (into < 0) m->vel = isect_sub(m->vel, isect_scale(n, into * R(1 + bounce)));
        if (n.y < R(-0.5)) m->grounded = 1; /* y points down: a floor */
        move = rest;
        if (move.x == 0 && move.y == 0) break;
        /* in a crease, two surfaces can turn what is left back against the
           move the frame began with; a game stops there */
        if (isect_dot(move, wanted) < 0) break;
    }
    tr->start[tr->sweeps] = mover_pos(m);
}

/* ---- exact overlap, separation and depth, independent of the library ----- */

static double separation_at(const Mover *m, isect_vec p, const isect_shape *s);

/* Do the interiors of the mover (at p) and shape s overlap? Exact: decided
   in double when the shapes are clearly apart or clearly overlapping, and
   in xreal when the separation is within 1/1024 px of zero. */
static int overlaps_at(const Mover *m, isect_vec p, const isect_shape *s)
{
    double sep = separation_at(m, p, s);
    if (sep > 1.0 / 1024) return 0;
    if (sep < -1.0 / 1024) return 1;
    if (s->kind == ISECT_SHAPE_AABB) {
        const isect_aabb *b = &s->as.aabb;
        xreal dx = xabs((xreal)p.x - (xreal)b->pos.x), dy = xabs((xreal)p.y - (xreal)b->pos.y);
        if (!m->is_ball)
            return dx < (xreal)b->half.x + (xreal)m->box.half.x &&
                   dy < (xreal)b->half.y + (xreal)m->box.half.y;
        {
            xreal qx = dx > (xreal)b->half.x ? dx - (xreal)b->half.x : 0;
            xreal qy = dy > (xreal)b->half.y ? dy - (xreal)b->half.y : 0;
            xreal r = (xreal)m->circle.radius;
            return qx * qx + qy * qy < r * r;
        }
    } else {
        const isect_circle *c = &s->as.circle;
        xreal dx = xabs((xreal)c->pos.x - (xreal)p.x), dy = xabs((xreal)c->pos.y - (xreal)p.y);
        xreal r = (xreal)c->radius;
        if (m->is_ball) {
            r += (xreal)m->circle.radius;
            return dx * dx + dy * dy < r * r;
        }
        {
            xreal qx = dx > (xreal)m->box.half.x ? dx - (xreal)m->box.half.x : 0;
            xreal qy = dy > (xreal)m->box.half.y ? dy - (xreal)m->box.half.y : 0;
            return qx * qx + qy * qy < r * r;
        }
    }
}

/* The signed distance between the mover at p and shape s (in double): > 0
   apart, < 0 the depth of the overlap (approximately, for circles vs boxes:
   enough for the 1/256 px threshold). */
static double separation_at(const Mover *m, isect_vec p, const isect_shape *s)
{
    if (s->kind == ISECT_SHAPE_AABB) {
        const isect_aabb *b = &s->as.aabb;
        if (!m->is_ball) {
            isect_aabb grown = BOX(b->pos.x, b->pos.y, (double)b->half.x + m->box.half.x,
                                   (double)b->half.y + m->box.half.y);
            return box_sd(grown, 0, 0, p.x, p.y);
        }
        return box_sd(*b, 0, 0, p.x, p.y) - m->circle.radius;
    } else {
        const isect_circle *c = &s->as.circle;
        if (m->is_ball)
            return vdist(c->pos, p) - c->radius - m->circle.radius;
        return box_sd(BOX(p.x, p.y, m->box.half.x, m->box.half.y), 0, 0, c->pos.x, c->pos.y) -
               c->radius;
    }
}

/* ---- printing a case -------------------------------------------------------- */

static void print_shape(size_t i)
{
    const isect_shape *s = &world.shape[i];
    if (s->kind == ISECT_SHAPE_AABB)
        printf("shape %zu: box {(%a, %a), (%a, %a)}", i, (double)s->as.aabb.pos.x,
               (double)s->as.aabb.pos.y, (double)s->as.aabb.half.x, (double)s->as.aabb.half.y);
    else
        printf("shape %zu: circle {(%a, %a), %a}", i, (double)s->as.circle.pos.x,
               (double)s->as.circle.pos.y, (double)s->as.circle.radius);
}

static void print_mover_at(const Mover *m, isect_vec p)
{
    if (m->is_ball)
        printf("circle {(%a, %a), %a}", (double)p.x, (double)p.y, (double)m->circle.radius);
    else
        printf("box {(%a, %a), (%a, %a)}", (double)p.x, (double)p.y, (double)m->box.half.x,
               (double)m->box.half.y);
}

static void print_trace(const Mover *m, const Trace *tr)
{
    int i;
    for (i = 0; i < tr->sweeps; i++) {
        printf("       sweep %d: isect_sweep_%s_into(world, ", i, m->is_ball ? "circle" : "aabb");
        print_mover_at(m, tr->start[i]);
        printf(", delta (%a, %a))", (double)tr->move[i].x, (double)tr->move[i].y);
        if (tr->hit[i])
            printf(" -> hit ");
        else
            printf(" -> miss ");
        printf("pos (%a, %a) time %a", (double)tr->result[i].pos.x, (double)tr->result[i].pos.y,
               (double)tr->result[i].time);
        if (tr->hit[i]) {
            printf(", hit.time %a normal (%g, %g), ", (double)tr->result[i].hit.time,
                   (double)tr->result[i].hit.normal.x, (double)tr->result[i].hit.normal.y);
            print_shape(tr->index[i]);
        }
        printf("\n");
    }
}

/* ---- the invariants ------------------------------------------------------- */

enum { INV_A, INV_B, INV_C, INV_D, INV_COUNT };
static const char *const INV_NAME[INV_COUNT] = {
    "(a) ends a frame overlapping", "(b) frozen while trying to move",
    "(c) tunnels through a tile", "(d) snags at a seam"};

typedef struct {
    const char *name;
    long frames;
    long fail[INV_COUNT];
} Score;

static Score score;
static int report_quiet; /* the checkers' own tests count without printing */
static const char *mover_name(const Mover *m) { return m->is_ball ? "ball" : "player"; }

/* Prints the first few failures of each invariant in a scenario. */
static int report_first(int inv)
{
    score.fail[inv]++;
    if (score.fail[inv] > 2 || report_quiet) return 0;
    printf("  %s: %s, frame %ld:\n", score.name, INV_NAME[inv], score.frames);
    return 1;
}

/* The units in the last place of the world's coordinates. */
static double world_ulp(void)
{
    double far = fabs(world.ox) + fabs(world.oy) + 64 * world.tile * 2;
    return far * REAL_EPS;
}

/* (a) At the end of a frame, no shape overlaps the mover. */
static void check_no_overlap(const Mover *m, const Trace *tr)
{
    isect_vec p = mover_pos(m);
    size_t i;
    for (i = 0; i < world.count; i++) {
        if (!overlaps_at(m, p, &world.shape[i])) continue;
        if (report_first(INV_A)) {
            printf("     the %s ", mover_name(m));
            print_mover_at(m, p);
            printf(" overlaps ");
            print_shape(i);
            printf(" by %.3g px; the frame's sweeps:\n", -separation_at(m, p, &world.shape[i]));
            print_trace(m, tr);
        }
        return;
    }
}

/* Can the mover at p go a little way along u (unit) without overlapping? */
static int free_along(const Mover *m, isect_vec p, double ux, double uy, double s)
{
    int k;
    size_t i;
    for (k = 1; k <= 4; k++) {
        isect_vec q = V(p.x + ux * s * k / 4, p.y + uy * s * k / 4);
        if (q.x == p.x && q.y == p.y) return 0;
        for (i = 0; i < world.count; i++)
            if (overlaps_at(m, q, &world.shape[i])) return 0;
    }
    return 1;
}

/* The outward normals (from shape i toward the mover at p) of a touching
   or nearly touching shape; a box corner gives both of its axes. */
static int contact_normals(const Mover *m, isect_vec p, size_t i, double n[2][2])
{
    const isect_shape *s = &world.shape[i];
    if (s->kind == ISECT_SHAPE_AABB && !m->is_ball) {
        const isect_aabb *b = &s->as.aabb;
        double dx = (double)p.x - b->pos.x, dy = (double)p.y - b->pos.y;
        double gx = fabs(dx) - ((double)b->half.x + m->box.half.x);
        double gy = fabs(dy) - ((double)b->half.y + m->box.half.y);
        int k = 0;
        if (gx >= -1.0 / 16) {
            n[k][0] = dx < 0 ? -1 : 1;
            n[k][1] = 0;
            k++;
        }
        if (gy >= -1.0 / 16) {
            n[k][0] = 0;
            n[k][1] = dy < 0 ? -1 : 1;
            k++;
        }
        return k;
    } else {
        /* the direction from the nearest point of one shape to the other */
        double qx, qy, len;
        if (s->kind == ISECT_SHAPE_CIRCLE && !m->is_ball) { /* box mover, round pillar */
            double ex = (double)s->as.circle.pos.x - p.x, ey = (double)s->as.circle.pos.y - p.y;
            double hx = m->box.half.x, hy = m->box.half.y;
            double kx = ex < -hx ? -hx : ex > hx ? hx : ex, ky = ey < -hy ? -hy : ey > hy ? hy : ey;
            qx = kx - ex; /* from the pillar's center to the box's nearest point */
            qy = ky - ey;
        } else if (s->kind == ISECT_SHAPE_CIRCLE) { /* ball, pillar */
            qx = (double)p.x - s->as.circle.pos.x;
            qy = (double)p.y - s->as.circle.pos.y;
        } else { /* ball, tile */
            const isect_aabb *b = &s->as.aabb;
            double ex = (double)p.x - b->pos.x, ey = (double)p.y - b->pos.y;
            double kx = ex < -(double)b->half.x ? -(double)b->half.x : ex > b->half.x ? b->half.x : ex;
            double ky = ey < -(double)b->half.y ? -(double)b->half.y : ey > b->half.y ? b->half.y : ey;
            qx = ex - kx;
            qy = ey - ky;
        }
        len = dlen(qx, qy);
        if (len == 0) return 0;
        n[0][0] = qx / len;
        n[0][1] = qy / len;
        return 1;
    }
}

/* (b) The mover at `start` meant to move by `move` and got to its end. */
static void check_progress(const Mover *m, isect_vec start, isect_vec move, const Trace *tr)
{
    double cand[16][2];
    int nc = 0, c;
    size_t i;
    isect_vec end = mover_pos(m);
    cand[nc][0] = move.x;
    cand[nc][1] = move.y;
    nc++;
    /* the move less its part into each touching surface */
    for (i = 0; i < world.count && nc < 16; i++) {
        double n[2][2];
        int k, nn;
        if (separation_at(m, start, &world.shape[i]) > 1.0 / 16) continue;
        nn = contact_normals(m, start, i, n);
        for (k = 0; k < nn && nc < 16; k++) {
            double into = move.x * n[k][0] + move.y * n[k][1];
            if (into >= 0) continue;
            cand[nc][0] = move.x - n[k][0] * into;
            cand[nc][1] = move.y - n[k][1] * into;
            nc++;
        }
    }
    for (c = 0; c < nc; c++) {
        double len = dlen(cand[c][0], cand[c][1]), ux, uy, s, got;
        if (len < 64 * world_ulp()) continue; /* too short to be sure to show */
        ux = cand[c][0] / len;
        uy = cand[c][1] / len;
        s = len < 1.0 / 16 ? len : 1.0 / 16;
        if (!free_along(m, start, ux, uy, s)) continue;
        got = ((double)end.x - start.x) * ux + ((double)end.y - start.y) * uy;
        if (got >= s / 8) return;
        if (report_first(INV_B)) {
            printf("     the %s ", mover_name(m));
            print_mover_at(m, start);
            printf(" meant to move (%a, %a); it is free to go (%a, %a) but got %.3g px along it:\n",
                   (double)move.x, (double)move.y, cand[c][0], cand[c][1], got);
            print_trace(m, tr);
        }
        return;
    }
}

/* (c) No piece of the path goes through a shape: samples at most 1/8 px
   apart, before each piece's end. */
static void check_no_tunnel(const Mover *m, const Trace *tr)
{
    int p;
    for (p = 0; p < tr->sweeps; p++) {
        isect_vec a = tr->start[p], b = tr->start[p + 1];
        double len = vdist(a, b);
        long steps = (long)ceil(len * 8), k;
        size_t i;
        if (steps < 1) continue;
        for (i = 0; i < world.count; i++) {
            const isect_shape *s = &world.shape[i];
            double reach = m->is_ball ? m->circle.radius : dlen(m->box.half.x, m->box.half.y);
            double sx = s->kind == ISECT_SHAPE_AABB ? (double)s->as.aabb.half.x : s->as.circle.radius;
            double sy = s->kind == ISECT_SHAPE_AABB ? (double)s->as.aabb.half.y : s->as.circle.radius;
            isect_vec sp = s->kind == ISECT_SHAPE_AABB ? s->as.aabb.pos : s->as.circle.pos;
            double lox = fmin(a.x, b.x) - reach - sx, hix = fmax(a.x, b.x) + reach + sx;
            double loy = fmin(a.y, b.y) - reach - sy, hiy = fmax(a.y, b.y) + reach + sy;
            if (sp.x < lox || sp.x > hix || sp.y < loy || sp.y > hiy) continue;
            if (overlaps_at(m, a, s)) continue; /* started inside: that is (a) */
            for (k = 1; k < steps; k++) {
                double t = (double)k / (double)steps;
                isect_vec q = V(a.x + t * ((double)b.x - a.x), a.y + t * ((double)b.y - a.y));
                double sep = separation_at(m, q, s);
                if (sep >= -1.0 / 256) continue;
                if (report_first(INV_C)) {
                    printf("     the %s goes %.3g px deep into ", mover_name(m), -sep);
                    print_shape(i);
                    printf(" at t = %.4f of sweep %d:\n", t, p);
                    print_trace(m, tr);
                }
                return;
            }
        }
    }
}

/* ---- the game -------------------------------------------------------------- */

/* The input script: a seeded generator (testlib.h's splitmix64) holds each
   choice for a random number of frames. */
typedef struct {
    int run;   /* -1 left, 0 still, 1 right */
    int jump;  /* jump pressed */
    int hold;  /* frames left for this choice */
} Input;

static void next_input(Input *in)
{
    if (in->hold-- > 0) return;
    in->run = rng_int(-1, 1);
    in->jump = rng_chance(0.3);
    in->hold = rng_int(4, 70);
}

/* What the movers did in a run: how far they went, how many cells of the
   map they visited, how often they touched a pillar. */
typedef struct {
    double path[2];
    long pillar_hits[2];
    unsigned char seen[2][32][80];
    long cells[2];
} Stats;

static Stats stats;

/* One frame of the game for one mover, with the checks. */
static void step(Mover *m, isect_vec move, double bounce)
{
    Trace tr;
    isect_vec start = mover_pos(m), end;
    int i, col, row;
    move_and_slide(&world, m, move, bounce, &tr);
    end = mover_pos(m);
    stats.path[m->is_ball] += vdist(start, end);
    for (i = 0; i < tr.sweeps; i++)
        if (tr.hit[i] && world.shape[tr.index[i]].kind == ISECT_SHAPE_CIRCLE)
            stats.pillar_hits[m->is_ball]++;
    col = (int)floor(((double)end.x - world.ox) / world.tile);
    row = (int)floor(((double)end.y - world.oy) / world.tile);
    if (col >= 0 && col < 80 && row >= 0 && row < 32 && !stats.seen[m->is_ball][row][col]) {
        stats.seen[m->is_ball][row][col] = 1;
        stats.cells[m->is_ball]++;
    }
    check_no_overlap(m, &tr);
    check_progress(m, start, move, &tr);
    check_no_tunnel(m, &tr);
}

static double clampd(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

/* One run: a world, a seed, frames. Returns nothing; scores in `score`. */
static void play(double tile, double offset, uint64_t seed, long frames)
{
    double k = tile / 16; /* speeds scale with the tiles */
    Mover player, ball;
    Input in = {0, 0, 0};
    long f;
    build_world(&world, tile, offset, offset * 0.5);
    memset(&stats, 0, sizeof stats);
    rng_state = seed;
    memset(&player, 0, sizeof player);
    memset(&ball, 0, sizeof ball);
    player.box = BOX(world.player_start.x, world.player_start.y, 6 * k, 10 * k);
    ball.is_ball = 1;
    ball.circle = CIRC(world.ball_start.x, world.ball_start.y, 6 * k);
    ball.vel = V(3 * k, 0);
    for (f = 0; f < frames; f++) {
        double vx, vy;
        score.frames = f;
        next_input(&in);

        /* The player: speed up toward the running speed (what slides left
           of the velocity carries over), jump when standing, fall. */
        vx = player.vel.x;
        vx = vx < in.run * 2.5 * k ? fmin(vx + 0.4 * k, in.run * 2.5 * k)
                                   : fmax(vx - 0.4 * k, in.run * 2.5 * k);
        vy = player.vel.y + 0.35 * k;
        if (in.jump && player.grounded) vy = -7.5 * k;
        vy = clampd(vy, -15 * k, 15 * k);
        player.vel = V(vx, vy);
        step(&player, player.vel, 0);

        /* The ball: falls, bounces, and gets a random kick now and then. */
        if (rng_chance(1.0 / 90))
            {
                double draw0 = ball.vel.x + (rng_unit() * 16 - 8) * k;
                double draw1 = ball.vel.y - rng_unit() * 12 * k;
                ball.vel = V(draw0, draw1);
            }
        ball.vel = V(clampd(ball.vel.x, -20 * k, 20 * k),
                     clampd(ball.vel.y + 0.35 * k, -20 * k, 20 * k));
        step(&ball, ball.vel, 0.8);
    }
}

/* How far a seam scenario's move may be off (d): rounding of the
   coordinates near `offset`, far below the pixels a snag takes. */
static double seam_tol(double offset)
{
    return 1e-6 * (1 + fabs(offset)) + 64 * REAL_EPS * (512 + fabs(offset));
}

static void begin_scenario(const char *name)
{
    memset(&score, 0, sizeof score);
    score.name = name;
}

/* One CHECK per invariant of a scenario: no failing frame. */
static void end_scenario(int first_inv, int last_inv)
{
    int i;
    for (i = first_inv; i <= last_inv; i++) {
        if (score.fail[i])
            printf("  %s: %s in %ld mover-frames\n", score.name, INV_NAME[i], score.fail[i]);
        check_current_test = score.name;
        CHECK(score.fail[i] == 0);
    }
}

static long g_frames = 6000;
static int g_seeds = 6;

static void run_worlds(void)
{
#ifdef ISECT_FLOAT
    static const double offsets[] = {0, 1000};
#else
    static const double offsets[] = {0, 1000, 4000};
#endif
    static const double tiles[] = {16, 32};
    static char names[64][96];
    int o, t, s, n = 0;
    for (o = 0; o < (int)(sizeof offsets / sizeof offsets[0]); o++) {
        for (t = 0; t < 2; t++) {
            for (s = 0; s < g_seeds && n < 64; s++, n++) {
                uint64_t seed = 0x6A3E100u + 0x9E3779B9u * (uint64_t)(unsigned)s;
                snprintf(names[n], sizeof names[n], "world tile %g offset %g seed 0x%" PRIx64,
                         tiles[t], offsets[o], seed);
                begin_scenario(names[n]);
                play(tiles[t], offsets[o], seed, g_frames);
                printf("  %s: player %.0f px, %ld cells, %ld pillar hits; "
                       "ball %.0f px, %ld cells, %ld pillar hits\n",
                       names[n], stats.path[0] / world.tile * 16, stats.cells[0],
                       stats.pillar_hits[0], stats.path[1] / world.tile * 16, stats.cells[1],
                       stats.pillar_hits[1]);
                end_scenario(INV_A, INV_C);
                /* the run explored the map: a frozen mover fails here too */
                CHECK(stats.cells[0] >= g_frames / 200 && stats.cells[1] >= g_frames / 200);
            }
        }
    }
}

/* ---- named scenarios -------------------------------------------------------- */

/* A world of its own: shapes given by the caller. */
static void set_world(const isect_shape *shapes, size_t count)
{
    size_t i;
    world.count = 0;
    world.tile = 16;
    world.ox = world.oy = 0;
    for (i = 0; i < count; i++) add_shape(&world, shapes[i]);
}

/* ---- the checkers themselves can fail ------------------------------------- */

/* A mover at p, with a trace of one piece from `from` to p. */
static Mover test_mover(int is_ball, isect_vec p, isect_vec from, Trace *tr)
{
    Mover m;
    memset(&m, 0, sizeof m);
    m.is_ball = is_ball;
    m.box = BOX(p.x, p.y, 6, 10);
    m.circle = CIRC(p.x, p.y, 3);
    memset(tr, 0, sizeof *tr);
    tr->sweeps = 1;
    tr->start[0] = from;
    tr->move[0] = isect_sub(p, from);
    tr->start[1] = p;
    return m;
}

/* (a): touching is not overlapping, exactly; one ulp closer overlaps. */
TEST(checker_overlap_exact)
{
    isect_shape s[3];
    Trace tr;
    Mover m;
    double x = 14 - ldexp(1.0, -40) * (sizeof(isect_real) == 4 ? 1 << 27 : 1);
    s[0] = isect_shape_aabb(BOX(0, 0, 8, 8));
    s[1] = isect_shape_circle(CIRC(100, 0, 2));
    s[2] = isect_shape_circle(CIRC(200, 0, 5));
    set_world(s, 3);
    begin_scenario("checker");
    m = test_mover(0, V(14, 3), V(14, 3), &tr); /* box face on face */
    check_no_overlap(&m, &tr);
    m = test_mover(0, V(204, 5), V(204, 5), &tr); /* box corner (203, 4)... */
    m.box.half = V(1, 1);                          /* ...at distance 5 from (200, 0) */
    check_no_overlap(&m, &tr);
    m = test_mover(1, V(103, 4), V(103, 4), &tr); /* ball r 3 at distance 5 = 2 + 3 */
    check_no_overlap(&m, &tr);
    CHECK(score.fail[INV_A] == 0);
    m = test_mover(0, V(x, 3), V(x, 3), &tr);
    check_no_overlap(&m, &tr);
    CHECK(score.fail[INV_A] == 1);
    m = test_mover(1, V(103, 4 - 1.0 / 1024), V(103, 4), &tr);
    check_no_overlap(&m, &tr);
    CHECK(score.fail[INV_A] == 2);
}

/* (b): standing on a floor and not moving when asked to run is frozen;
   blocked by a wall in the way is not. */
TEST(checker_frozen)
{
    isect_shape s[3];
    Trace tr;
    Mover m;
    s[0] = isect_shape_aabb(BOX(0, 18, 8, 8));  /* floor: top at y = 10 */
    s[1] = isect_shape_aabb(BOX(16, 18, 8, 8));
    s[2] = isect_shape_aabb(BOX(22, -8, 8, 8)); /* a wall to the right: left face at x = 14 */
    set_world(s, 3);
    begin_scenario("checker");
    m = test_mover(0, V(8, 0), V(8, 0), &tr); /* on the floor, right edge on x = 14 */
    check_progress(&m, V(8, 0), V(2.5, 0.35), &tr); /* blocked on both: fine */
    CHECK(score.fail[INV_B] == 0);
    m = test_mover(0, V(5.5, 0), V(3, 0), &tr); /* ran 2.5 */
    check_progress(&m, V(3, 0), V(2.5, 0.35), &tr);
    CHECK(score.fail[INV_B] == 0);
    m = test_mover(0, V(3, 0), V(3, 0), &tr); /* did not run */
    check_progress(&m, V(3, 0), V(2.5, 0.35), &tr);
    CHECK(score.fail[INV_B] == 1);
    m = test_mover(0, V(8, 0), V(8, 0), &tr); /* moving away from the wall, frozen */
    check_progress(&m, V(8, 0), V(-2.5, 0.35), &tr);
    CHECK(score.fail[INV_B] == 2);
}

/* (c): a path through a tile tunnels; one that stops touching it does not. */
TEST(checker_tunnel)
{
    isect_shape s[1];
    Trace tr;
    Mover m;
    s[0] = isect_shape_aabb(BOX(0, 0, 8, 8));
    set_world(s, 1);
    begin_scenario("checker");
    m = test_mover(0, V(-14, 0), V(-40, 0), &tr);
    check_no_tunnel(&m, &tr);
    CHECK(score.fail[INV_C] == 0);
    m = test_mover(0, V(40, 0), V(-40, 0), &tr);
    check_no_tunnel(&m, &tr);
    CHECK(score.fail[INV_C] == 1);
    m = test_mover(1, V(40, 9), V(-40, 9), &tr); /* the ball grazes the top: 1 px deep */
    check_no_tunnel(&m, &tr);
    CHECK(score.fail[INV_C] == 2);
}

/* One frame of jumping along a wall: the horizontal speed vx (into the
   wall), gravity adding 0.35 to the vertical speed, the move and slide, and
   the frame's checks (a) to (c). (d): the vertical part of the move is not
   opposed by the wall, beyond a seam's rounding (when rising_only, on
   frames that move up); `what` names the move in the report. */
static void wall_frame(Mover *m, Trace *tr, double vx, int f, double offset, int rising_only,
                       const char *what)
{
    isect_vec start = m->box.pos, move;
    double want, got;
    score.frames = f;
    m->vel = V(vx, m->vel.y + 0.35);
    move = m->vel;
    want = move.y;
    move_and_slide(&world, m, move, 0, tr);
    check_no_overlap(m, tr);
    check_progress(m, start, move, tr);
    check_no_tunnel(m, tr);
    got = (double)m->box.pos.y - start.y;
    if ((want < 0 || !rising_only) && fabs(got - want) > seam_tol(offset) &&
        report_first(INV_D)) {
        printf("     the %s got %.17g px of %.17g:\n", what, got, want);
        print_trace(m, tr);
    }
}

/* Issue 10, item 4: a wall of stacked tiles on the left, x in [0, 16); the
   player (half size (6, 10)) touches its right face, its top exactly at the
   seam between two tiles. It jumps up while pushing into the wall. With
   either tile first in the list, the wall must act as one wall: the sweep's
   normal is (1, 0), the player rises, and it never moves into the wall. */
static void seam_wall_jump(int upper_first, double offset)
{
    isect_shape two[2], wall[18];
    isect_aabb upper = BOX(offset + 8, offset + 8, 8, 8), lower = BOX(offset + 8, offset + 24, 8, 8);
    Mover m;
    Trace tr;
    isect_sweep sw;
    size_t idx = 99;
    int f, i;
    double y0;
    two[0] = isect_shape_aabb(upper_first ? upper : lower);
    two[1] = isect_shape_aabb(upper_first ? lower : upper);
    memset(&m, 0, sizeof m);
    m.box = BOX(offset + 22, offset + 26, 6, 10); /* top at y = 16, the seam */

    /* The single sweep of the issue: both tiles hit at time 0. */
    set_world(two, 2);
    CHECK(isect_sweep_aabb_into(world.shape, world.count, m.box, V(-2.5, -7.15), &sw, &idx));
    CHECK_VEC(sw.hit.normal, 1, 0, 0); /* the wall's face, not the upper tile's bottom */

    /* The game: a wall of 12 tiles in one order or the other, a floor under
       it, 20 frames of jumping against the wall. */
    for (i = 0; i < 12; i++) {
        int k = upper_first ? 11 - i : i; /* k = 2 is the upper tile, 1 the lower */
        wall[i] = isect_shape_aabb(BOX(offset + 8, offset + 24 - 16 * (k - 1), 8, 8));
    }
    for (i = 12; i < 18; i++) /* a floor below, so a dead jump lands */
        wall[i] = isect_shape_aabb(BOX(offset + 16 * (i - 12) + 8, offset + 56, 8, 8));
    set_world(wall, 18);
    begin_scenario(check_current_test);
    m.vel = V(0, -7.5);
    y0 = m.box.pos.y;
    for (f = 0; f < 20; f++) {
        /* (d) only while rising: after a dead jump the player falls onto
           the floor */
        wall_frame(&m, &tr, -2.5, f, offset, 1, "jump");
        m.vel.x = 0;
    }
    end_scenario(INV_A, INV_D);
    CHECK(m.box.pos.y < y0 - 50); /* it went up */
    CHECK(m.box.pos.x >= R(offset + 22) - R(1e-3)); /* and not into the wall */
}

TEST(issue10_seam_wall_jump_upper_tile_first) { seam_wall_jump(1, 0); }
TEST(issue10_seam_wall_jump_lower_tile_first) { seam_wall_jump(0, 0); }
TEST(issue10_seam_wall_jump_upper_tile_first_at_1000) { seam_wall_jump(1, 1000); }
TEST(issue10_seam_wall_jump_lower_tile_first_at_1000) { seam_wall_jump(0, 1000); }

/* A floor of 40 tiles, the player standing on it with its right edge exactly
   on a seam, running right for 200 frames (gravity pulls it into the floor
   every frame). In each list order it must gain the full run every frame. */
static void seam_floor_run(int reversed, double offset)
{
    isect_shape floor_tiles[40];
    Mover m;
    Trace tr;
    int f, i;
    for (i = 0; i < 40; i++) {
        int k = reversed ? 39 - i : i;
        floor_tiles[i] = isect_shape_aabb(BOX(offset + 8 + 16 * k, offset + 108, 8, 8));
    }
    set_world(floor_tiles, 40);
    begin_scenario(check_current_test);
    memset(&m, 0, sizeof m);
    m.box = BOX(offset + 42, offset + 90, 6, 10); /* bottom on y = 100, right edge on x = 48 */
    for (f = 0; f < 200; f++) {
        isect_vec start = m.box.pos, move;
        score.frames = f;
        m.vel = V(2.5, m.vel.y + 0.35);
        move = m.vel;
        move_and_slide(&world, &m, move, 0, &tr);
        check_no_overlap(&m, &tr);
        check_progress(&m, start, move, &tr);
        check_no_tunnel(&m, &tr);
        if (fabs((double)m.box.pos.x - start.x - 2.5) > seam_tol(offset) &&
            report_first(INV_D)) {
            printf("     the run got %.17g px of 2.5:\n", (double)m.box.pos.x - start.x);
            print_trace(&m, &tr);
        }
        if (fabs((double)m.box.pos.y - (offset + 90)) > 1e-3 && report_first(INV_D))
            printf("     the player left the floor: y = %.17g\n", (double)m.box.pos.y);
    }
    end_scenario(INV_A, INV_D);
}

TEST(seam_floor_run_left_to_right) { seam_floor_run(0, 0); }
TEST(seam_floor_run_right_to_left) { seam_floor_run(1, 0); }
TEST(seam_floor_run_left_to_right_at_4000) { seam_floor_run(0, 4000); }
TEST(seam_floor_run_right_to_left_at_4000) { seam_floor_run(1, 4000); }

/* A wall of 30 stacked tiles; the player touches it anywhere (not only at a
   seam), pushes into it and jumps: it slides up across the seams. Both list
   orders, both sides. */
static void seam_wall_slide(int reversed, int side, double offset)
{
    isect_shape tiles[30];
    Mover m;
    Trace tr;
    int f, i, trial;
    for (i = 0; i < 30; i++) {
        int k = reversed ? 29 - i : i;
        tiles[i] = isect_shape_aabb(BOX(offset + 8, offset + 8 + 16 * k, 8, 8));
    }
    set_world(tiles, 30);
    begin_scenario(check_current_test);
    for (trial = 0; trial < 16; trial++) {
        memset(&m, 0, sizeof m);
        /* the player's top at 400 minus a sixteenth of a tile per trial */
        m.box = BOX(offset + 8 + side * 14, offset + 410 - trial, 6, 10);
        m.vel = V(0, -8);
        for (f = 0; f < 18; f++) wall_frame(&m, &tr, -2.5 * side, f, offset, 0, "slide");
    }
    end_scenario(INV_A, INV_D);
}

TEST(seam_wall_slide_right_side) { seam_wall_slide(0, 1, 0); }
TEST(seam_wall_slide_right_side_reversed) { seam_wall_slide(1, 1, 0); }
TEST(seam_wall_slide_left_side) { seam_wall_slide(0, -1, 0); }
TEST(seam_wall_slide_left_side_reversed) { seam_wall_slide(1, -1, 0); }
TEST(seam_wall_slide_right_side_at_1000) { seam_wall_slide(0, 1, 1000); }
TEST(seam_wall_slide_left_side_reversed_at_1000) { seam_wall_slide(1, -1, 1000); }

/* Issue 10, item 1: the sweep that left the box 2.3e-14 inside the pillar
   {(600, 260), 12}; from there every sweep hit at time 0, even straight
   away from the pillar. The sweep must end outside, and the box must then
   move away. */
TEST(issue10_stuck_for_good_single_sweep)
{
    isect_circle pillar = CIRC(600, 260, 12);
    isect_aabb box = BOX(0x1.230000000001p+9, 0x1.f3ffff2059e36p+7, 6, 10);
    isect_vec delta = V(-0x1.2c03beebf248cp-19, 0x1.932bcf5d64963p+2);
    isect_sweep sw, away;
    Mover m;
    isect_shape s = isect_shape_circle(pillar);
    memset(&m, 0, sizeof m);
    m.box = box;
    isect_circle_sweep_aabb(pillar, box, delta, &sw);
    CHECK(!overlaps_at(&m, sw.pos, &s));
    CHECK(!isect_circle_aabb(pillar, BOX(sw.pos.x, sw.pos.y, 6, 10), NULL));
    box.pos = sw.pos;
    isect_circle_sweep_aabb(pillar, box, V(-5, 0), &away);
    CHECK(away.time > R(0.99));
    CHECK((double)away.pos.x < (double)box.pos.x - 4.9);
}

/* Issue 10, item 1 as a game: the box walks around the pillar {(600, 260),
   12}, driven by tiny and normal steps in random directions (toward the
   pillar half of the time), 20000 frames; the pillar stands in a ring of
   tiles that keeps the box near it. Never overlapping, never frozen. */
TEST(issue10_stuck_for_good_around_pillar)
{
    isect_shape shapes[64];
    size_t n = 0;
    int i;
    long f;
    Mover m;
    Trace tr;
    shapes[n++] = isect_shape_circle(CIRC(600, 260, 12));
    for (i = 0; i < 12; i++) { /* a ring of 16 px tiles from 536 to 664, 196 to 324 */
        shapes[n++] = isect_shape_aabb(BOX(536 + 8 + 16 * i - 16, 188, 8, 8));
        shapes[n++] = isect_shape_aabb(BOX(536 + 8 + 16 * i - 16, 332, 8, 8));
        shapes[n++] = isect_shape_aabb(BOX(520, 196 + 8 + 16 * i - 16, 8, 8));
        shapes[n++] = isect_shape_aabb(BOX(680, 196 + 8 + 16 * i - 16, 8, 8));
    }
    set_world(shapes, n);
    begin_scenario(check_current_test);
    rng_state = 0x5EED10ULL;
    memset(&m, 0, sizeof m);
    m.box = BOX(0x1.230000000001p+9, 0x1.f3ffff2059e36p+7, 6, 10);
    for (f = 0; f < 20000; f++) {
        isect_vec start = m.box.pos, move;
        double len, ang, tx, ty;
        score.frames = f;
        switch (rng_int(0, 3)) {
        case 0: len = ldexp(1.0, -rng_int(1, 60)); break; /* tiny */
        case 1: len = rng_unit() * 1e-3; break;
        default: len = rng_unit() * 6; break;           /* normal */
        }
        tx = 600 - (double)start.x;
        ty = 260 - (double)start.y;
        if (rng_chance(0.5))
            ang = atan2(ty, tx) + (rng_unit() - 0.5) * 2.5; /* toward the pillar, roughly */
        else
            ang = rng_unit() * 6.283185307179586;
        move = V(len * cos(ang), len * sin(ang));
        move_and_slide(&world, &m, move, 0, &tr);
        check_no_overlap(&m, &tr);
        check_progress(&m, start, move, &tr);
        check_no_tunnel(&m, &tr);
    }
    end_scenario(INV_A, INV_C);
}

int main(int argc, char **argv)
{
    if (argc > 1) g_frames = strtol(argv[1], NULL, 0);
    if (argc > 2) g_seeds = (int)strtol(argv[2], NULL, 0);
    printf("gameloop: %ld frames x %d seeds per world%s\n", g_frames, g_seeds, REAL_NAME);
    report_quiet = 1;
    RUN(checker_overlap_exact);
    RUN(checker_frozen);
    RUN(checker_tunnel);
    report_quiet = 0;
    RUN(issue10_seam_wall_jump_upper_tile_first);
    RUN(issue10_seam_wall_jump_lower_tile_first);
    RUN(issue10_seam_wall_jump_upper_tile_first_at_1000);
    RUN(issue10_seam_wall_jump_lower_tile_first_at_1000);
    RUN(seam_floor_run_left_to_right);
    RUN(seam_floor_run_right_to_left);
    RUN(seam_floor_run_left_to_right_at_4000);
    RUN(seam_floor_run_right_to_left_at_4000);
    RUN(seam_wall_slide_right_side);
    RUN(seam_wall_slide_right_side_reversed);
    RUN(seam_wall_slide_left_side);
    RUN(seam_wall_slide_left_side_reversed);
    RUN(seam_wall_slide_right_side_at_1000);
    RUN(seam_wall_slide_left_side_reversed_at_1000);
    RUN(issue10_stuck_for_good_single_sweep);
    RUN(issue10_stuck_for_good_around_pillar);
    run_worlds();
    return check_report();
}
