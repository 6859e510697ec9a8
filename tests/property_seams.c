/* property_seams.c -- a ray cast along the seam between flush tiles hits
   the floor they make, as it hits one big tile.

   Usage: test-property_seams [seed [trials]]

   Each trial lays a small level of square cells (1, 16 or 32 units, up to
   8000 out): each cell empty, one box, two half boxes (split across x or
   y), or two triangles (split along either diagonal), every shape flush
   with its neighbours. It shuffles the list, and casts rays that run
   exactly along the lines of the lattice (the seams), through the middles
   of the cells (across the inner seams of split cells), and along the
   cells' diagonals (the seams of split cells), up or down, left or right,
   from a corner, a quarter or a half of a cell.
   The oracle knows the level as cells: a line of the lattice is inside
   the floor where the cells on both sides are full, a middle line or a
   diagonal where its cell is. Checks, in both precisions:
   - isect_world_cast hits exactly when the oracle's floor is entered
     before the end, at the oracle's time (to a few rounding steps, exact
     for a start inside);
   - its normal is straight against a ray along an axis, and its point is
     on the ray's line, on the entered shape;
   - the answer does not depend on the order of the list (a second
     shuffle), and isect_grid_cast gives the world's answer to the bit;
   - over a level of boxes only, isect_aabb_soa_segment gives the world's
     answer to the bit.
   Thin moving shapes have the same seams: a point (a circle of radius zero
   or a box of zero size), a box of zero width moving up or down or of zero
   height moving sideways, a rod (a capsule of radius zero) along its own
   axis. Swept along the lines of the lattice (points also along the
   diagonals, from a corner), each must be stopped where its leading point enters the
   floor: isect_world_sweep_* hits at the oracle's time, its stop is
   before it, the grid's sweep and a shuffled world agree, and the batch of
   boxes agrees for a thin box. Last, a point, a rod and a thin box fall
   with isect_world_move_* onto a seam of the floor, frame after frame:
   they land on it and never go through. And a long line of tiles that
   take turns above and below it, with one cell that has both: a ray along
   the line enters exactly there, from either end, however many turns come
   first.
   Before the library looked at seams (the book's *Seams: a path between
   two shapes*), every ray along a seam went through the floor: a ray down
   the line between two tiles missed both; and the thin shapes fell
   through. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

#define W 12
#define H 8
#define MAX_SHAPES (2 * W * H)

enum { EMPTY, FULL_BOX, SPLIT_X, SPLIT_Y, DIAG_UP, DIAG_DOWN };

static int g_cell[W][H];
static double g_size, g_off_x, g_off_y;
static isect_shape g_shapes[MAX_SHAPES], g_shuffled[MAX_SHAPES];
static int g_order[MAX_SHAPES];
static size_t g_count;
static double g_sx, g_sy, g_dx, g_dy; /* the ray, in cells */
static long cast_count, batch_hits, hits_total, sweep_count, sweep_hits, landings, let_go;

static void describe(void)
{
    printf("  [%s, trial %ld] cell %g offset (%g, %g); ray from (%g, %g) by (%g, %g) in"
           " cells\n", k_kind, k_trial, g_size, g_off_x, g_off_y, g_sx, g_sy, g_dx, g_dy);
}

static isect_vec world_at(double cx, double cy)
{
    return V(g_off_x + cx * g_size, g_off_y + cy * g_size);
}

static isect_shape box_shape(double x0, double y0, double x1, double y1)
{
    isect_vec lo = world_at(x0, y0), hi = world_at(x1, y1);
    return isect_shape_aabb(BOX(((double)lo.x + (double)hi.x) / 2,
                                ((double)lo.y + (double)hi.y) / 2,
                                ((double)hi.x - (double)lo.x) / 2,
                                ((double)hi.y - (double)lo.y) / 2));
}

static isect_shape tri_shape(double ax, double ay, double bx, double by, double cx,
                             double cy)
{
    isect_triangle t;
    t.a = world_at(ax, ay);
    t.b = world_at(bx, by);
    t.c = world_at(cx, cy);
    return isect_shape_triangle(tri_order(t, rng_int(0, 5)));
}

static void add(isect_shape s) { g_shapes[g_count++] = s; }

static void build_level(void)
{
    static const double sizes[3] = {1, 16, 32};
    static const double offsets[4] = {0, 96, 1000, 8000};
    int i, j;
    double u;
    g_size = sizes[rng_int(0, 2)];
    g_off_x = offsets[rng_int(0, 3)];
    g_off_x *= rng_chance(0.5) ? 1 : -1;
    g_off_y = offsets[rng_int(0, 3)];
    g_off_y *= rng_chance(0.5) ? 1 : -1;
    g_count = 0;
    for (i = 0; i < W; i++)
        for (j = 0; j < H; j++) {
            u = rng_unit();
            g_cell[i][j] = u < 0.35 ? EMPTY : u < 0.65 ? FULL_BOX : u < 0.75 ? SPLIT_X
                         : u < 0.85 ? SPLIT_Y : u < 0.93 ? DIAG_UP : DIAG_DOWN;
            switch (g_cell[i][j]) {
            case FULL_BOX: add(box_shape(i, j, i + 1, j + 1)); break;
            case SPLIT_X:
                add(box_shape(i, j, i + 0.5, j + 1));
                add(box_shape(i + 0.5, j, i + 1, j + 1));
                break;
            case SPLIT_Y:
                add(box_shape(i, j, i + 1, j + 0.5));
                add(box_shape(i, j + 0.5, i + 1, j + 1));
                break;
            case DIAG_UP: /* split along the diagonal from (i, j) to (i+1, j+1) */
                add(tri_shape(i, j, i + 1, j, i + 1, j + 1));
                add(tri_shape(i, j, i + 1, j + 1, i, j + 1));
                break;
            case DIAG_DOWN: /* along the diagonal from (i, j+1) to (i+1, j) */
                add(tri_shape(i, j, i + 1, j, i, j + 1));
                add(tri_shape(i + 1, j, i + 1, j + 1, i, j + 1));
                break;
            }
        }
}

static int full(int i, int j)
{
    return i >= 0 && i < W && j >= 0 && j < H && g_cell[i][j] != EMPTY;
}

static void shuffle(void)
{
    size_t i, k;
    int t;
    for (i = 0; i < g_count; i++)
        g_order[i] = (int)i;
    for (i = g_count; i > 1; i--) {
        k = (size_t)rng_int(0, (int)i - 1);
        t = g_order[i - 1];
        g_order[i - 1] = g_order[k];
        g_order[k] = t;
    }
    for (i = 0; i < g_count; i++)
        g_shuffled[i] = g_shapes[g_order[i]];
}

/* The oracle along a line of cells. covered(k) says whether the k-th unit
   of the line is inside the floor, the unit from position k to k + 1;
   the ray starts at position s and moves by d (either sign). Returns the
   first time the ray is inside, or -1. */
typedef int (*covered_fn)(int k, int line);

static double first_inside(covered_fn covered, int line, double s, double d)
{
    int k;
    if (d > 0) {
        k = (int)floor(s);
        if (covered(k, line))
            return 0;
        for (k = k + 1; k < s + d; k++)
            if (covered(k, line))
                return (k - s) / d;
    } else {
        k = (int)ceil(s) - 1;
        if (covered(k, line))
            return 0;
        for (k = k - 1; k + 1 > s + d; k--)
            if (covered(k, line))
                return (k + 1 - s) / d;
    }
    return -1;
}

/* line x = line (a lattice line), unit k = rows k..k+1 */
static int covered_on_vertical(int k, int line) { return full(line - 1, k) && full(line, k); }
static int covered_on_horizontal(int k, int line) { return full(k, line - 1) && full(k, line); }
/* the middle of column / row `line` */
static int covered_in_column(int k, int line) { return full(line, k); }
static int covered_in_row(int k, int line) { return full(k, line); }

static int g_diag_x0, g_diag_y0, g_diag_sx, g_diag_sy;
/* a diagonal through the lattice point (x0, y0) along (sx, sy): unit k is
   the cell between the points k and k + 1 along it */
static int diagonal_cell(int k, int *i, int *j)
{
    int x = g_diag_x0 + g_diag_sx * k, y = g_diag_y0 + g_diag_sy * k;
    *i = g_diag_sx > 0 ? x : x - 1;
    *j = g_diag_sy > 0 ? y : y - 1;
    return full(*i, *j);
}

static int covered_on_diagonal(int k, int line)
{
    int i, j;
    (void)line;
    return diagonal_cell(k, &i, &j);
}

/* the k-th cell along the diagonal is two triangles split along it: a seam */
static int seam_on_diagonal(int k)
{
    int i, j;
    return diagonal_cell(k, &i, &j)
        && g_cell[i][j] == (g_diag_sx == g_diag_sy ? DIAG_UP : DIAG_DOWN);
}

/* covered, and not by a seam: the diagonal crosses a shape's inside */
static int crossed_on_diagonal(int k, int line)
{
    return covered_on_diagonal(k, line) && !seam_on_diagonal(k);
}

/* The hit's point is on the shape it names, to a few rounding steps. */
static int on_shape(const isect_shape *s, isect_vec p)
{
    double tol = 16 * REAL_EPS * (fabs(g_off_x) + fabs(g_off_y) + (W + H) * g_size);
    if (s->kind == ISECT_SHAPE_AABB)
        return fabs(box_sd(s->as.aabb, 0, 0, p.x, p.y)) <= tol;
    return fabs(tri_sd(s->as.triangle, p)) <= tol;
}

/* Two shapes of the same kind and numbers (testlib.h's fixed order of
   shapes): the shape a tie names must be the same whatever the order of
   the list. */
static int same_numbers(const isect_shape *a, const isect_shape *b)
{
    return seam_cmp_shapes(a, b) == 0;
}

static int same_hit(isect_hit a, isect_hit b)
{
    return a.time == b.time && a.pos.x == b.pos.x && a.pos.y == b.pos.y &&
           a.normal.x == b.normal.x && a.normal.y == b.normal.y &&
           a.delta.x == b.delta.x && a.delta.y == b.delta.y;
}

static double pick_start(void)
{
    return rng_int(-4, 4 * (W + 1)) / 4.0;
}

static double pick_length(void)
{
    double sign = rng_chance(0.5) ? 1 : -1;
    return sign * rng_int(1, 4 * (W + 2)) / 4.0;
}

/* Casts the ray (g_sx, g_sy) + t (g_dx, g_dy) and checks it against the
   oracle's time. axis: 0 for a ray along x, 1 along y, 2 diagonal. */
/* The level as a world, in the order it was laid (or shuffled). */
static isect_world level_world(int shuffled)
{
    isect_world w;
    w.shapes = shuffled ? g_shuffled : g_shapes;
    w.layers = NULL;
    w.count = g_count;
    return w;
}

/* A ray along an axis (0: x, 1: y) that hits after time 0 meets the floor
   with the normal straight against it. */
static int against_the_ray(int axis, isect_vec normal)
{
    double nx = axis == 0 ? -(g_dx > 0 ? 1 : -1) : 0;
    double ny = axis == 1 ? -(g_dy > 0 ? 1 : -1) : 0;
    return normal.x == R(nx) && normal.y == R(ny);
}

static void cast_and_check(double expect, int axis, isect_grid *grid)
{
    isect_world world = level_world(0), other = level_world(1);
    isect_hit hit = marked_hit(), hit2 = marked_hit(), hit3 = marked_hit();
    isect_vec from = world_at(g_sx, g_sy);
    isect_vec delta = V(g_dx * g_size, g_dy * g_size);
    size_t index = 0, index2 = 0, index3 = 0;
    double tol = 8 * REAL_EPS;
    bool got, got2, got3;
    cast_count++;
    got = isect_world_cast(&world, from, delta, NULL, &hit, &index);
    if (!CHECK(got == (expect >= 0)))
        return;
    got2 = isect_world_cast(&other, from, delta, NULL, &hit2, &index2);
    CHECK(got2 == got);
    got3 = isect_grid_cast(grid, &world, from, delta, NULL, &hit3, &index3);
    CHECK(got3 == got);
    if (!got)
        return;
    hits_total++;
    CHECK(same_hit(hit3, hit) && index3 == index);
    CHECK(same_hit(hit2, hit) && same_numbers(&g_shuffled[index2], &g_shapes[index]));
    if (expect == 0)
        CHECK(hit.time == 0);
    else
        CHECK_NEAR(hit.time, expect, tol);
    if (axis < 2 && hit.time > 0) {
        CHECK(against_the_ray(axis, hit.normal));
        if (axis == 0)
            CHECK(hit.pos.y == from.y);
        else
            CHECK(hit.pos.x == from.x);
    }
    CHECK(on_shape(&g_shapes[index], hit.pos));
}

static int same_sweep(isect_sweep a, isect_sweep b)
{
    return same_hit(a.hit, b.hit) && a.time == b.time && a.pos.x == b.pos.x &&
           a.pos.y == b.pos.y;
}

/* A thin shape whose leading point is at the ray's start; a thin box or a
   rod reaches 2 * lead cells back along the ray. */
enum { THIN_CIRCLE, THIN_POINT_BOX, THIN_BOX, THIN_ROD, THIN_KINDS };

static isect_shape thin_shape(int kind, double lead, int axis)
{
    double sx = g_dx > 0 ? 1 : g_dx < 0 ? -1 : 0, sy = g_dy > 0 ? 1 : g_dy < 0 ? -1 : 0;
    isect_vec c = world_at(g_sx - sx * lead, g_sy - sy * lead), p = world_at(g_sx, g_sy);
    switch (kind) {
    case THIN_CIRCLE: return isect_shape_circle(CIRC(p.x, p.y, 0));
    case THIN_POINT_BOX: return isect_shape_aabb(BOX(p.x, p.y, 0, 0));
    case THIN_BOX:
        return isect_shape_aabb(BOX(c.x, c.y, axis == 0 ? lead * g_size : 0,
                                    axis == 1 ? lead * g_size : 0));
    default: { /* a rod from its trailing end to its leading point, either way round */
        double len = 2 * lead * g_size;
        isect_vec back = world_at(g_sx - sx * 2 * lead, g_sy - sy * 2 * lead);
        isect_vec front = world_at(g_sx, g_sy);
        if (rng_chance(0.5))
            return isect_shape_capsule(CAP(back.x, back.y, sx * len, sy * len, 0));
        return isect_shape_capsule(CAP(front.x, front.y, -sx * len, -sy * len, 0));
    }
    }
}

static bool sweep_world(const isect_world *w, const isect_grid *grid, isect_shape m,
                        isect_vec delta, isect_sweep *out, size_t *index)
{
    if (grid != NULL) {
        if (m.kind == ISECT_SHAPE_AABB)
            return isect_grid_sweep_aabb(grid, w, m.as.aabb, delta, NULL, out, index);
        if (m.kind == ISECT_SHAPE_CIRCLE)
            return isect_grid_sweep_circle(grid, w, m.as.circle, delta, NULL, out, index);
        return isect_grid_sweep_capsule(grid, w, m.as.capsule, delta, NULL, out, index);
    }
    if (m.kind == ISECT_SHAPE_AABB)
        return isect_world_sweep_aabb(w, m.as.aabb, delta, NULL, out, index);
    if (m.kind == ISECT_SHAPE_CIRCLE)
        return isect_world_sweep_circle(w, m.as.circle, delta, NULL, out, index);
    return isect_world_sweep_capsule(w, m.as.capsule, delta, NULL, out, index);
}

/* Does a ray along a line of the lattice (axis 1: x = line, moving on y;
   axis 0: y = line) start inside the floor: each side covered just before
   and just after the start? At a whole number, the units on both sides of
   it must be covered (the corner where four tiles meet is inside). */
static int starts_inside(int axis, int line, double s)
{
    int k = (int)floor(s);
    covered_fn covered = axis == 1 ? covered_on_vertical : covered_on_horizontal;
    if (s == k)
        return covered(k - 1, line) && covered(k, line);
    return covered(k, line);
}

/* Sweeps a thin shape whose leading point starts at the ray's start along
   the ray, and checks it against the oracle's time for that point. One
   that starts inside the floor, on a seam, is let go by the seams: along a
   line of the lattice it meets nothing else; along a diagonal the caller's
   oracle gives the first shape it crosses. */
static void sweep_and_check(double expect, int axis, int inside, isect_grid *grid)
{
    isect_world world = level_world(0), other = level_world(1);
    isect_sweep a, b, c;
    isect_vec delta = V(g_dx * g_size, g_dy * g_size);
    double lead = axis < 2 ? rng_int(0, 4) / 4.0 : 0;
    int kind = rng_int(0, THIN_KINDS - 1);
    isect_shape m;
    size_t ia = 0, ib = 0, ic = 0;
    bool got_a, got_b, got_c;
    if (axis == 2 && (kind == THIN_BOX || kind == THIN_ROD))
        kind = THIN_CIRCLE; /* along a diagonal, only a point is thin */
    m = thin_shape(kind, lead, axis);
    sweep_count++;
    if (inside) {
        if (axis < 2)
            expect = -1;
        let_go++;
    }
    got_a = sweep_world(&world, NULL, m, delta, &a, &ia);
    if (!CHECK(got_a == (expect >= 0)))
        return;
    got_b = sweep_world(&other, NULL, m, delta, &b, &ib);
    got_c = sweep_world(&world, grid, m, delta, &c, &ic);
    CHECK(got_b == got_a && got_c == got_a);
    CHECK(same_sweep(a, c) && (!got_a || ia == ic));
    if (!got_a) {
        CHECK(a.time == 1);
        return;
    }
    sweep_hits++;
    CHECK(same_hit(a.hit, b.hit) && a.time == b.time);
    CHECK(same_numbers(&g_shuffled[ib], &g_shapes[ia]));
    if (expect == 0)
        CHECK(a.hit.time == 0 && a.time == 0);
    else {
        CHECK_NEAR(a.hit.time, expect, 8 * REAL_EPS);
        CHECK(a.time < a.hit.time && a.time >= 0);
    }
    if (axis < 2 && a.hit.time > 0)
        CHECK(against_the_ray(axis, a.hit.normal));
    CHECK(on_shape(&g_shapes[ia], a.hit.pos));
}

/* The lowest point of a thin shape standing upright, and its x. */
static double lowest(isect_shape m, double *x)
{
    if (m.kind == ISECT_SHAPE_AABB) {
        *x = m.as.aabb.pos.x;
        return (double)m.as.aabb.pos.y - m.as.aabb.half.y;
    }
    if (m.kind == ISECT_SHAPE_CIRCLE) {
        *x = m.as.circle.pos.x;
        return m.as.circle.pos.y;
    }
    *x = m.as.capsule.pos.x;
    return fmin((double)m.as.capsule.pos.y,
                (double)m.as.capsule.pos.y + m.as.capsule.delta.y);
}

/* A thin shape falls onto the floor down a line of the lattice with
   isect_world_move_*, frame after frame: it lands on the floor's top along
   that line, within its skin, and never goes below it. */
static void trial_fall(void)
{
    isect_world world;
    isect_move_options opts;
    isect_move_result r;
    isect_shape m;
    isect_vec d;
    double top = -1, x, y;
    int line, k, frame, kind = rng_int(0, THIN_KINDS - 1);
    build_level();
    world = level_world(0);
    line = rng_int(1, W - 1);
    for (k = H - 1; k >= 0 && top < 0; k--)
        if (covered_on_vertical(k, line))
            top = k + 1;
    if (top < 0)
        return;
    g_sx = line, g_sy = H + 1.5, g_dx = 0, g_dy = -0.3;
    m = thin_shape(kind, kind == THIN_BOX || kind == THIN_ROD ? 0.5 : 0, 1);
    opts.skin = R(g_size / 64);
    opts.max_slope = R(0.7);
    opts.max_steps = 4;
    opts.y_up = true;
    d = V(0, -0.3 * g_size);
    for (frame = 0; frame < 60; frame++) {
        if (m.kind == ISECT_SHAPE_AABB) {
            isect_world_move_aabb(&world, m.as.aabb, d, NULL, &opts, &r);
            m.as.aabb.pos = isect_add(m.as.aabb.pos, r.moved);
        } else if (m.kind == ISECT_SHAPE_CIRCLE) {
            isect_world_move_circle(&world, m.as.circle, d, NULL, &opts, &r);
            m.as.circle.pos = isect_add(m.as.circle.pos, r.moved);
        } else {
            isect_world_move_capsule(&world, m.as.capsule, d, NULL, &opts, &r);
            m.as.capsule.pos = isect_add(m.as.capsule.pos, r.moved);
        }
    }
    y = (lowest(m, &x) - g_off_y) / g_size;
    x = (x - g_off_x) / g_size;
    landings++;
    CHECK(x == line);
    CHECK(y >= top);            /* never through the floor */
    CHECK(y <= top + 1.0 / 32); /* and resting on it, within its skin */
    CHECK(r.on_floor);
}

static void trial(void)
{
    static unsigned char memory[1 << 16];
    isect_grid grid;
    isect_world world;
    int line, kind;
    size_t bytes;
    build_level();
    shuffle();
    world = level_world(0);
    bytes = isect_grid_memory_size(W + 4, H + 4, MAX_SHAPES, 8 * MAX_SHAPES);
    if (!CHECK(bytes <= sizeof memory))
        return;
    if (!CHECK(isect_grid_init(&grid, memory, sizeof memory, world_at(-2, -2),
                               V(g_size, g_size), W + 4, H + 4, MAX_SHAPES,
                               8 * MAX_SHAPES)))
        return;
    CHECK(isect_grid_insert_world(&grid, &world));
    for (kind = 0; kind < 24; kind++) {
        switch (kind % 6) {
        case 0: /* down or up a vertical line of the lattice */
            line = rng_int(0, W);
            g_sx = line, g_sy = pick_start(), g_dx = 0, g_dy = pick_length();
            cast_and_check(first_inside(covered_on_vertical, line, g_sy, g_dy), 1, &grid);
            sweep_and_check(first_inside(covered_on_vertical, line, g_sy, g_dy), 1,
                            starts_inside(1, line, g_sy), &grid);
            break;
        case 1: /* along a horizontal line of the lattice */
            line = rng_int(0, H);
            g_sy = line, g_sx = pick_start(), g_dy = 0, g_dx = pick_length();
            cast_and_check(first_inside(covered_on_horizontal, line, g_sx, g_dx), 0, &grid);
            sweep_and_check(first_inside(covered_on_horizontal, line, g_sx, g_dx), 0,
                            starts_inside(0, line, g_sx), &grid);
            break;
        case 2: /* down the middle of a column */
            line = rng_int(-1, W);
            g_sx = line + 0.5, g_sy = pick_start(), g_dx = 0, g_dy = pick_length();
            cast_and_check(first_inside(covered_in_column, line, g_sy, g_dy), 1, &grid);
            break;
        case 3: /* along the middle of a row */
            line = rng_int(-1, H);
            g_sy = line + 0.5, g_sx = pick_start(), g_dy = 0, g_dx = pick_length();
            cast_and_check(first_inside(covered_in_row, line, g_sx, g_dx), 0, &grid);
            break;
        default: { /* along the diagonals of the cells, from a corner or a half cell on */
            double half = rng_chance(0.5) ? 0.5 : 0, steps = rng_int(1, 2 * (W + 2)) / 2.0;
            g_diag_x0 = rng_int(-1, W + 1);
            g_diag_y0 = rng_int(-1, H + 1);
            g_diag_sx = rng_chance(0.5) ? 1 : -1;
            g_diag_sy = rng_chance(0.5) ? 1 : -1;
            g_sx = g_diag_x0 + half * g_diag_sx;
            g_sy = g_diag_y0 + half * g_diag_sy;
            g_dx = g_diag_sx * steps;
            g_dy = g_diag_sy * steps;
            cast_and_check(first_inside(covered_on_diagonal, 0, half, steps), 2, &grid);
            /* from a corner only: a point inside a cell starts inside a shape.
               A corner between two cells split along this diagonal has both
               sides covered just before and after it: the point is let go
               by the seams, and only a shape it crosses stops it */
            if (half == 0 && seam_on_diagonal(-1) && seam_on_diagonal(0))
                sweep_and_check(first_inside(crossed_on_diagonal, 0, half, steps), 2, 1,
                                &grid);
            else if (half == 0)
                sweep_and_check(first_inside(covered_on_diagonal, 0, half, steps), 2, 0,
                                &grid);
            break;
        }
        }
        if (g_count > 0 && rng_chance(0.1))
            shuffle();
    }
}

/* A level of boxes only, cast with the batch of boxes in columns. */
static void trial_batch(void)
{
    isect_real x[MAX_SHAPES], y[MAX_SHAPES], hx[MAX_SHAPES], hy[MAX_SHAPES];
    isect_aabb_soa boxes;
    isect_world world;
    isect_hit a = marked_hit(), b = marked_hit();
    size_t i, ia = 0, ib = 0;
    int n, line;
    bool got_a, got_b;
    build_level();
    for (i = 0, n = 0; i < g_count; i++)
        if (g_shapes[i].kind == ISECT_SHAPE_AABB)
            g_shapes[n++] = g_shapes[i];
    g_count = (size_t)n;
    for (i = 0; i < g_count; i++) {
        x[i] = g_shapes[i].as.aabb.pos.x;
        y[i] = g_shapes[i].as.aabb.pos.y;
        hx[i] = g_shapes[i].as.aabb.half.x;
        hy[i] = g_shapes[i].as.aabb.half.y;
    }
    boxes.x = x;
    boxes.y = y;
    boxes.half_x = hx;
    boxes.half_y = hy;
    boxes.count = g_count;
    world = level_world(0);
    for (n = 0; n < 16; n++) {
        line = rng_int(0, n % 2 ? H : W);
        if (n % 2)
            g_sy = line, g_sx = pick_start(), g_dy = 0, g_dx = pick_length();
        else
            g_sx = line, g_sy = pick_start(), g_dx = 0, g_dy = pick_length();
        got_a = isect_world_cast(&world, world_at(g_sx, g_sy),
                                 V(g_dx * g_size, g_dy * g_size), NULL, &a, &ia);
        got_b = isect_aabb_soa_segment(&boxes, world_at(g_sx, g_sy),
                                       V(g_dx * g_size, g_dy * g_size), &b, &ib);
        cast_count++;
        if (CHECK(got_a == got_b) && got_a) {
            CHECK(same_hit(a, b) && ia == ib);
            batch_hits++;
        }
        { /* a thin box swept along the same line */
            isect_sweep sa, sb;
            isect_aabb thin = thin_shape(THIN_BOX, rng_int(0, 4) / 4.0, n % 2 ? 0 : 1).as.aabb;
            got_a = isect_world_sweep_aabb(&world, thin, V(g_dx * g_size, g_dy * g_size),
                                           NULL, &sa, &ia);
            got_b = isect_aabb_soa_sweep_aabb(&boxes, thin, V(g_dx * g_size, g_dy * g_size),
                                              &sb, &ib);
            sweep_count++;
            if (CHECK(got_a == got_b))
                CHECK(same_sweep(sa, sb) && (!got_a || ia == ib));
        }
    }
}

/* A long line with tiles above and below it, many of them taking turns
   (above, then below, never both), so that the sides' kept stretches run
   out again and again; at a random place, both. A ray along the line must
   enter where the first cell has both, from either end. */
#define LONG_N 300
static long long_casts;

static void trial_long_line(void)
{
    static isect_shape tiles[2 * LONG_N];
    static int above[LONG_N], below[LONG_N];
    isect_world world;
    isect_hit hit;
    size_t index, n = 0;
    int i, both = rng_int(0, LONG_N), dir, first;
    double size = rng_chance(0.5) ? 1 : 16, off = rng_chance(0.5) ? 0 : -4000;
    bool got;
    for (i = 0; i < LONG_N; i++) {
        int turn = rng_chance(0.8);
        above[i] = turn ? i % 2 : rng_chance(0.5);
        below[i] = turn ? 1 - i % 2 : rng_chance(0.3);
        if (i == both)
            above[i] = below[i] = 1;
        if (above[i])
            tiles[n++] = isect_shape_aabb(BOX(off + (i + 0.5) * size, 0.5 * size, 0.5 * size,
                                              0.5 * size));
        if (below[i])
            tiles[n++] = isect_shape_aabb(BOX(off + (i + 0.5) * size, -0.5 * size, 0.5 * size,
                                              0.5 * size));
    }
    /* shuffle */
    for (index = n; index > 1; index--) {
        size_t k = (size_t)rng_int(0, (int)index - 1);
        isect_shape t = tiles[index - 1];
        tiles[index - 1] = tiles[k];
        tiles[k] = t;
    }
    world.shapes = tiles;
    world.layers = NULL;
    world.count = n;
    for (dir = 0; dir < 2; dir++) {
        double from = dir ? LONG_N + 1 : -1, d = dir ? -(LONG_N + 2) : LONG_N + 2;
        first = -1;
        for (i = 0; i < LONG_N; i++) {
            int k = dir ? LONG_N - 1 - i : i;
            if (above[k] && below[k]) {
                first = k;
                break;
            }
        }
        g_sx = from, g_sy = 0, g_dx = d, g_dy = 0;
        long_casts++;
        got = isect_world_cast(&world, V(off + from * size, 0), V(d * size, 0), NULL, &hit,
                               &index);
        if (!CHECK(got == (first >= 0)) || !got)
            continue;
        CHECK_NEAR(hit.time, ((dir ? first + 1 : first) - from) / d, 8 * REAL_EPS);
        CHECK(hit.pos.x == R(off + (dir ? first + 1 : first) * size) && hit.pos.y == 0);
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "rays along the seams of flush tiles",
                                 0x5ea3c0deULL, 1500, describe);
    property_phase("rays along seams, through middles, along diagonals", trials, trial);
    property_phase("a level of boxes, cast in columns", trials, trial_batch);
    property_phase("thin shapes fall onto a seam", trials, trial_fall);
    property_phase("a long line of tiles taking turns", trials / 10, trial_long_line);
    printf("casts %ld, hits %ld, batch hits %ld; sweeps %ld, hits %ld, let go from inside %ld;"
           " landings %ld\n", cast_count, hits_total, batch_hits, sweep_count, sweep_hits,
           let_go, landings);
    CHECK(hits_total > cast_count / 4);
    CHECK(sweep_hits > sweep_count / 8);
    CHECK(landings > trials / 4);
    CHECK(let_go > trials / 4);
    CHECK(long_casts == 2 * (trials / 10));
    return property_finish(__FILE__);
}
