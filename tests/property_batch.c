/* property_batch.c -- issue 12, item 3: the batch queries through arrays of
   boxes and circles (isect_aabb_soa_segment, isect_aabb_soa_sweep_aabb,
   isect_circle_soa_segment, isect_circle_soa_sweep_circle) give the answer
   of the one-by-one loop, byte for byte: the same bool, the same result
   bytes, the same index.

   The one-by-one answers: isect_sweep_aabb_into / isect_sweep_circle_into
   over the same shapes as an isect_shape list, and for casts both
   isect_world_cast over the same shapes and a brute-force loop written here (isect_aabb_segment / isect_circle_segment per shape,
   earliest hit.time, then the sweep tie rules: smaller D.N, nearer to the
   path's point at that time, smaller x, y, then the shape's own numbers,
   then the lower index).

   Worlds: 1..5000 shapes (most small, a few large), at three scales:
   "unit" (0.5..10, half-integers half the time), "wide" (coordinates
   0.5..10^4, sizes 0.5..200) and "tile" (tiles 1, 16 or 32 wide laid flush
   on a grid, offsets into the thousands, the moving shape placed exactly
   against a tile half the time). Paths: aimed at a shape, through a shape's
   corner, exactly along a face, axis-aligned, tiny components, zero.

   Usage: test-property_batch [seed [worlds]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#define MAX_SHAPES 5000

static isect_real bx[MAX_SHAPES], by[MAX_SHAPES], bhx[MAX_SHAPES], bhy[MAX_SHAPES];
static isect_real cr[MAX_SHAPES];
static isect_shape boxes_aos[MAX_SHAPES], circles_aos[MAX_SHAPES];
static size_t k_count;
static const char *k_scale = "";
static const char *k_query = "";
static isect_vec k_start, k_delta;
static isect_vec k_moving_half;
static double k_moving_r;

static void describe(void)
{
    printf("     %s world %ld (%s, %zu shapes): %s start (%.17g, %.17g) delta "
           "(%.17g, %.17g) half (%.17g, %.17g) r %.17g\n",
           k_kind, k_trial, k_scale, k_count, k_query, (double)k_start.x,
           (double)k_start.y, (double)k_delta.x, (double)k_delta.y,
           (double)k_moving_half.x, (double)k_moving_half.y, k_moving_r);
}

/* ---- the brute-force cast ------------------------------------------------ */

static int cmp_real(isect_real a, isect_real b) { return a < b ? -1 : (a > b ? 1 : 0); }

static int cmp_shapes(const isect_shape *a, const isect_shape *b)
{
    int o;
    if (a->kind == ISECT_SHAPE_AABB) {
        if ((o = cmp_real(a->as.aabb.pos.x, b->as.aabb.pos.x))) return o;
        if ((o = cmp_real(a->as.aabb.pos.y, b->as.aabb.pos.y))) return o;
        if ((o = cmp_real(a->as.aabb.half.x, b->as.aabb.half.x))) return o;
        return cmp_real(a->as.aabb.half.y, b->as.aabb.half.y);
    }
    if ((o = cmp_real(a->as.circle.pos.x, b->as.circle.pos.x))) return o;
    if ((o = cmp_real(a->as.circle.pos.y, b->as.circle.pos.y))) return o;
    return cmp_real(a->as.circle.radius, b->as.circle.radius);
}

/* a beats b (b is an earlier index) */
static int cast_beats(const isect_hit *a, const isect_shape *sa, const isect_hit *b,
                      const isect_shape *sb, isect_vec start, isect_vec delta)
{
    int o = cmp_real(a->time, b->time);
    if (!o) o = cmp_real(isect_dot(delta, a->normal), isect_dot(delta, b->normal));
    if (!o) {
        isect_vec c = isect_add(start, isect_scale(delta, a->time));
        isect_vec da = isect_sub(a->pos, c), db = isect_sub(b->pos, c);
        o = cmp_real(isect_dot(da, da), isect_dot(db, db));
    }
    if (!o) o = cmp_real(a->pos.x, b->pos.x);
    if (!o) o = cmp_real(a->pos.y, b->pos.y);
    if (!o) o = cmp_shapes(sa, sb);
    return o < 0;
}

static int brute_cast(const isect_shape *shapes, size_t n, isect_vec pos, isect_vec delta,
                      isect_hit *out, size_t *index)
{
    isect_hit best, h;
    size_t i, bi = 0;
    int found = 0, hit;
    memset(&best, 0, sizeof best);
    for (i = 0; i < n; i++) {
        if (shapes[i].kind == ISECT_SHAPE_AABB)
            hit = isect_aabb_segment(shapes[i].as.aabb, pos, delta, V(0, 0), &h);
        else
            hit = isect_circle_segment(shapes[i].as.circle, pos, delta, 0, &h);
        if (hit && (!found || cast_beats(&h, &shapes[i], &best, &shapes[bi], pos, delta))) {
            best = h;
            bi = i;
            found = 1;
        }
    }
    if (seam_ref(shapes, NULL, n, pos, delta, found ? best.time : 1, &h, &bi)) {
        best = h; /* a path between two boxes: the book's *Seams* */
        found = 1;
    }
    if (found) {
        *out = best;
        *index = bi;
    }
    return found;
}

/* The library's own brute-force cast: isect_world_cast over the same shapes
   as a world with no layers and no filter (it leaves out and index alone
   on a miss, as the batch does). */
static int world_cast(const isect_shape *shapes, isect_vec pos, isect_vec delta,
                      isect_hit *out, size_t *index)
{
    isect_world w;
    w.shapes = shapes;
    w.layers = NULL;
    w.count = k_count;
    memset(out, 0x55, sizeof *out);
    *index = 12345;
    return isect_world_cast(&w, pos, delta, NULL, out, index);
}

/* ---- the four comparisons ---------------------------------------------- */

static long k_hits[4], k_queries[4];

/* A batch cast's answer (r1, h1, i1) against the brute-force loop and the
   world's cast over the same shapes in an array of structures: the same
   bool, the same hit byte for byte, the same index. */
static void check_cast_both_ways(int which, int r1, const isect_hit *h1, size_t i1,
                                 const isect_shape *aos)
{
    isect_hit h2;
    size_t i2;
    int r2, way;
    for (way = 0; way < 2; way++) {
        memset(&h2, 0x55, sizeof h2);
        i2 = 12345;
        r2 = way == 0 ? brute_cast(aos, k_count, k_start, k_delta, &h2, &i2)
                      : world_cast(aos, k_start, k_delta, &h2, &i2);
        CHECK(r1 == r2);
        CHECK(memcmp(h1, &h2, sizeof h2) == 0);
        CHECK(i1 == i2);
    }
    k_hits[which] += r1;
    k_queries[which]++;
}
static long k_other_stop[2]; /* races where a shape hit later asked for an earlier stop */

static int k_only; /* 0: every query; 1: the box sweep only; 2: the circle sweep only */

static void compare_all(void)
{
    isect_aabb_soa boxes;
    isect_circle_soa circles;
    isect_aabb moving;
    isect_circle mc;
    isect_sweep s1, s2;
    isect_hit h1;
    size_t i1, i2;
    int r1, r2;
    boxes.x = bx; boxes.y = by; boxes.half_x = bhx; boxes.half_y = bhy;
    boxes.count = k_count;
    circles.x = bx; circles.y = by; circles.radius = cr; circles.count = k_count;
    moving.pos = k_start; moving.half = k_moving_half;
    mc.pos = k_start; mc.radius = R(k_moving_r);

    if (k_only == 2)
        goto circle_sweep;
    k_query = "aabb_soa_sweep_aabb";
    memset(&s1, 0x55, sizeof s1); memset(&s2, 0x55, sizeof s2);
    i1 = i2 = 12345;
    r1 = isect_aabb_soa_sweep_aabb(&boxes, moving, k_delta, &s1, &i1);
    r2 = isect_sweep_aabb_into(boxes_aos, k_count, moving, k_delta, &s2, &i2);
    CHECK(r1 == r2);
    CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
    CHECK(i1 == i2);
    k_hits[0] += r2; k_queries[0]++;
    if (r2 && k_only == 1) { /* a race: did a later contact ask for an earlier stop? */
        size_t j;
        int later_earlier = 0;
        for (j = 0; j < k_count; j++) {
            isect_sweep own;
            if (isect_aabb_sweep_aabb(boxes_aos[j].as.aabb, moving, k_delta, &own)
                && own.hit.time > s2.hit.time && own.time < s2.time)
                later_earlier = 1;
        }
        k_other_stop[0] += later_earlier;
    }
    if (k_only == 1)
        return;
circle_sweep:

    k_query = "circle_soa_sweep_circle";
    memset(&s1, 0x55, sizeof s1); memset(&s2, 0x55, sizeof s2);
    i1 = i2 = 12345;
    r1 = isect_circle_soa_sweep_circle(&circles, mc, k_delta, &s1, &i1);
    r2 = isect_sweep_circle_into(circles_aos, k_count, mc, k_delta, &s2, &i2);
    CHECK(r1 == r2);
    CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
    CHECK(i1 == i2);
    k_hits[1] += r2; k_queries[1]++;
    if (r2 && k_only == 2) {
        size_t j;
        int later_earlier = 0;
        for (j = 0; j < k_count; j++) {
            isect_sweep own;
            if (isect_circle_sweep_circle(circles_aos[j].as.circle, mc, k_delta, &own)
                && own.hit.time > s2.hit.time && own.time < s2.time)
                later_earlier = 1;
        }
        k_other_stop[1] += later_earlier;
    }
    if (k_only == 2)
        return;

    k_query = "aabb_soa_segment";
    memset(&h1, 0x55, sizeof h1);
    i1 = 12345;
    r1 = isect_aabb_soa_segment(&boxes, k_start, k_delta, &h1, &i1);
    check_cast_both_ways(2, r1, &h1, i1, boxes_aos);

    k_query = "circle_soa_segment";
    memset(&h1, 0x55, sizeof h1);
    i1 = 12345;
    r1 = isect_circle_soa_segment(&circles, k_start, k_delta, &h1, &i1);
    check_cast_both_ways(3, r1, &h1, i1, circles_aos);
}

/* ---- worlds ---------------------------------------------------------------- */

static double half_grid(double x, int snap) { return snap ? floor(x * 2) / 2 : x; }

/* scale u v for two draws u, v in [0, 1): small values common. Each draw
   is its own statement: the order of the operands of * is the compiler's
   choice, and (scale u) v may round otherwise than (scale v) u. */
static double units_product(double scale)
{
    double u = rng_unit();
    double v = rng_unit();
    return scale * u * v;
}

static double wide_coord(void) /* 0.5 .. 10^4, spread over the magnitudes */
{
    double x = 0.5 * pow(2e4, rng_unit());
    return rng_chance(0.2) ? -x : x;
}

static size_t world_size(void)
{
    double u = rng_unit();
    if (u < 0.03) return (size_t)rng_int(1000, MAX_SHAPES);
    if (u < 0.25) return (size_t)rng_int(65, 400);
    return (size_t)rng_int(1, 64);
}

static double k_tile; /* the tile size of a tile world, else 0 */
static double k_ox, k_oy;

static void gen_world(int scale)
{
    size_t i, n = world_size();
    int snap = rng_chance(0.5);
    k_count = n;
    k_tile = 0;
    if (scale == 0) {
        k_scale = "unit";
        for (i = 0; i < n; i++) {
            bx[i] = R(half_grid(0.5 + 9.5 * rng_unit(), snap));
            by[i] = R(half_grid(0.5 + 9.5 * rng_unit(), snap));
            bhx[i] = R(half_grid(0.5 + 2 * rng_unit(), snap));
            bhy[i] = R(half_grid(0.5 + 2 * rng_unit(), snap));
            cr[i] = R(half_grid(0.5 + 2 * rng_unit(), snap));
        }
    } else if (scale == 1) {
        double cx = wide_coord(), cy = wide_coord();
        double spread = 20 + 2000 * rng_unit();
        k_scale = "wide";
        for (i = 0; i < n; i++) {
            bx[i] = R(half_grid(cx + spread * (2 * rng_unit() - 1), snap));
            by[i] = R(half_grid(cy + spread * (2 * rng_unit() - 1), snap));
            bhx[i] = R(half_grid(0.5 + units_product(40), snap));
            bhy[i] = R(half_grid(0.5 + units_product(40), snap));
            cr[i] = R(half_grid(0.5 + units_product(40), snap));
            if (rng_chance(0.03)) { /* a huge shape: its center far from its faces */
                bhx[i] = R(half_grid(1000 + 9000 * rng_unit(), snap));
                cr[i] = bhx[i];
            }
        }
    } else {
        static const double tiles[3] = {1, 16, 32};
        int w = 8 + rng_int(0, 80), k;
        double fill = 0.2 + 0.7 * rng_unit();
        k_scale = "tile";
        k_tile = tiles[rng_int(0, 2)];
        k_ox = k_tile * rng_int(-200, 200);
        k_oy = k_tile * rng_int(-200, 200);
        for (i = 0, k = 0; i < n; k++) {
            int gx = k % w, gy = k / w;
            if (!rng_chance(fill) && k < 40000) continue;
            bx[i] = R(k_ox + (gx + 0.5) * k_tile);
            by[i] = R(k_oy + (gy + 0.5) * k_tile);
            bhx[i] = bhy[i] = R(k_tile / 2);
            cr[i] = R(k_tile / 2);
            i++;
        }
        /* shuffle, so that the list order is not the grid order */
        for (i = n; i > 1; i--) {
            size_t j = (size_t)rng_int(0, (int)i - 1);
            isect_real t;
            t = bx[i - 1]; bx[i - 1] = bx[j]; bx[j] = t;
            t = by[i - 1]; by[i - 1] = by[j]; by[j] = t;
        }
    }
    if (rng_chance(0.1) && n > 2) { /* duplicates: ties that only the index breaks */
        size_t a = (size_t)rng_int(0, (int)n - 1), b = (size_t)rng_int(0, (int)n - 1);
        bx[b] = bx[a]; by[b] = by[a]; bhx[b] = bhx[a]; bhy[b] = bhy[a]; cr[b] = cr[a];
    }
    for (i = 0; i < n; i++) {
        isect_aabb b;
        isect_circle c;
        b.pos = V(bx[i], by[i]); b.half = V(bhx[i], bhy[i]);
        c.pos = b.pos; c.radius = cr[i];
        boxes_aos[i] = isect_shape_aabb(b);
        circles_aos[i] = isect_shape_circle(c);
    }
}

static void gen_query(void)
{
    size_t t = (size_t)rng_int(0, (int)k_count - 1);
    double size = k_tile > 0 ? k_tile : (double)bhx[t] + bhy[t];
    double hx, hy, sx, sy, dx, dy, len;
    int how = rng_int(0, 9);
    if (k_tile > 0 && rng_chance(0.5)) {
        hx = k_tile / 2 * (rng_chance(0.5) ? 1 : 0.5);
        hy = k_tile / 2 * (rng_chance(0.5) ? 1 : 1.5);
    } else {
        double wide = 0.25 + size * rng_unit();
        int snap_x = rng_chance(0.5);
        double tall = 0.25 + size * rng_unit();
        int snap_y = rng_chance(0.5);
        hx = half_grid(wide, snap_x);
        hy = half_grid(tall, snap_y);
    }
    k_moving_half = V(hx, hy);
    k_moving_r = k_tile > 0 && rng_chance(0.5) ? k_tile / 2 : hx;
    /* start near shape t: beside it, touching it half the time (the side,
       then the gap: in one expression the compiler picks the order) */
    {
        double side = rng_chance(0.5) ? 1 : -1;
        double gap = rng_chance(0.5) ? 0 : half_grid(3 * size * rng_unit(), 1);
        sx = (double)bx[t] + side * ((double)bhx[t] + hx + gap);
    }
    sy = (double)by[t] + (rng_unit() * 2 - 1) * ((double)bhy[t] + hy);
    if (k_tile > 0 && rng_chance(0.5)) /* on the tile grid: flush rows and seams */
        sy = k_oy + floor((sy - k_oy) / (k_tile / 2) + 0.5) * (k_tile / 2) + (hy - k_tile / 2);
    if (rng_chance(0.2)) { sx = sx + 4 * size * (rng_unit() - 0.5); }
    /* the path: toward shape t, with variations */
    dx = (double)bx[t] - sx;
    dy = (double)by[t] - sy;
    len = rng_chance(0.3) ? 3 * rng_unit() : 1;
    switch (how) {
    case 0: dx = 0; dy = 0; break;                           /* zero */
    case 1: dy = 0; break;                                   /* horizontal */
    case 2: dx = 0; break;                                   /* vertical */
    case 3: dy = dy * 1e-7; break;                           /* nearly horizontal */
    case 4: dx = half_grid(dx, 1); dy = half_grid(dy, 1); break;
    case 5: dx = dx * 2; dy = (rng_unit() - 0.5) * size; break;
    case 6: dx = (rng_unit() - 0.5) * 8 * size; dy = (rng_unit() - 0.5) * 8 * size; break;
    default: break;
    }
    k_start = V(sx, sy);
    k_delta = V(dx * len, dy * len);
}

static void world_trial(int scale)
{
    int q, queries = k_count > 1000 ? 3 : 12;
    gen_world(scale);
    for (q = 0; q < queries; q++) {
        gen_query();
        compare_all();
    }
}

/* Races for the stop: box B is met through a face the path nears slowly
   (D = (L, L k), k from 10^-1 to 10^-4), so its sweep backs off by a long
   step s0; box A is met head on a little earlier, within about s0 of B's
   contact, so that B's stop can come before A's. B's other slab is entered
   within about s0 before its contact. Mirrored and swapped at random (exact),
   with random boxes around. */
static void trial_race(void)
{
    double m0 = rng_chance(0.5) ? 0.5 * pow(2e4, rng_unit()) : 1000;
    double px = m0 * (0.5 + rng_unit()), py = m0 * (0.5 + rng_unit());
    double hx = 0.5 + 20 * rng_unit(), hy = 0.5 + 20 * rng_unit();
    double L = 1 + 200 * rng_unit(), k = pow(10, -1 - 3 * rng_unit());
    double hb = 0.2 + 0.7 * rng_unit();
    double m = fmax(px, py) + L + 2 * (hx + hy) + 50;
    double s0 = 4 * REAL_EPS * m / (L * k);
    double ha = hb - s0 * 1.5 * rng_unit();
    double bw = 1 + 20 * rng_unit(), bh = 1 + 20 * rng_unit();
    double aw = 1 + 20 * rng_unit(), ah = 1 + 20 * rng_unit();
    double yb = py + hy + L * k * hb, xb = px + hx + L * (hb - s0 * rng_unit());
    double xa = px + hx + L * ha, ya = py + hy * (1.8 * rng_unit() - 0.9);
    double fx = rng_chance(0.5) ? -1 : 1, fy = rng_chance(0.5) ? -1 : 1;
    int swap = rng_chance(0.5);
    size_t i, n = (size_t)rng_int(2, 40);
    double c[8][2];
    k_scale = "race";
    c[0][0] = xb + bw; c[0][1] = yb + bh; c[1][0] = bw; c[1][1] = bh;
    c[2][0] = xa + aw; c[2][1] = ya - ah; c[3][0] = aw; c[3][1] = ah;
    k_count = n;
    for (i = 0; i < n; i++) {
        double x, y, w, h;
        if (i < 2) {
            size_t which = (i + (size_t)rng_int(0, 1)) % 2;
            x = c[2 * which][0]; y = c[2 * which][1];
            w = c[2 * which + 1][0]; h = c[2 * which + 1][1];
        } else {
            double jitter;
            x = px + (rng_unit() - 0.3) * 3 * L;
            y = py + (rng_unit() - 0.5) * 3 * L * k; /* then the jitter: two draws in one sum */
            jitter = 40 * (rng_unit() - 0.5);        /* would come in the compiler's order */
            y += jitter;
            w = 0.5 + 10 * rng_unit(); h = 0.5 + 10 * rng_unit();
        }
        x = fx * x; y = fy * y;
        if (swap) { double t = x; x = y; y = t; t = w; w = h; h = t; }
        bx[i] = R(x); by[i] = R(y); bhx[i] = R(w); bhy[i] = R(h);
        boxes_aos[i] = isect_shape_aabb(BOX(x, y, w, h));
    }
    if (swap) {
        k_start = V(fy * py, fx * px);
        k_moving_half = V(hy, hx);
        k_delta = V(fy * L * k, fx * L);
    } else {
        k_start = V(fx * px, fy * py);
        k_moving_half = V(hx, hy);
        k_delta = V(fx * L, fy * L * k);
    }
    k_only = 1;
    compare_all();
    k_only = 0;
}

/* Races for the stop, with circles: circle B is grazed (the path passes
   its center at (1 - g) of the sum of the radii, g from 10^-1 to 10^-7), so
   its sweep backs off far along the path, in several tries; circle A is met
   head on a little before B's contact (by 10^-6 to 10 times the square
   root of epsilon, of the path). */
static void trial_race_circles(void)
{
    double m0 = rng_chance(0.5) ? 0.5 * pow(2e4, rng_unit()) : 1000;
    double px = m0 * (0.5 + rng_unit()), py = m0 * (0.5 + rng_unit());
    double mr = 0.5 + 20 * rng_unit(), rb = 0.5 + 40 * rng_unit(), ra = 0.5 + 20 * rng_unit();
    double L = 1 + 200 * rng_unit(), g = pow(10, -1 - 6 * rng_unit());
    double rho = rb + mr, off = rho * (1 - g);
    double hb = 0.2 + 0.7 * rng_unit();
    double bxc = px + L * hb + sqrt(rho * rho - off * off);
    double ha = hb - sqrt(REAL_EPS) * pow(10, 1 - 7 * rng_unit());
    double axc = px + L * ha + ra + mr;
    double fx = rng_chance(0.5) ? -1 : 1, fy = rng_chance(0.5) ? -1 : 1;
    int swap = rng_chance(0.5);
    size_t i, n = (size_t)rng_int(2, 30);
    k_scale = "race-circles";
    k_count = n;
    for (i = 0; i < n; i++) {
        double x, y, r;
        size_t which = i < 2 ? (i + (size_t)rng_int(0, 1)) % 2 : 2;
        if (which == 0) { x = bxc; y = py + off; r = rb; }
        else if (which == 1) { x = axc; y = py; r = ra; }
        else { x = px + (rng_unit() - 0.3) * 3 * L; y = py + 60 * (rng_unit() - 0.5); r = 0.5 + 10 * rng_unit(); }
        x = fx * x; y = fy * y;
        if (swap) { double t = x; x = y; y = t; }
        bx[i] = R(x); by[i] = R(y); cr[i] = R(r);
        circles_aos[i] = isect_shape_circle(CIRC(x, y, r));
    }
    k_moving_r = mr;
    k_start = swap ? V(fy * py, fx * px) : V(fx * px, fy * py);
    k_delta = swap ? V(0, fx * L) : V(fx * L, 0);
    k_only = 2;
    compare_all();
    k_only = 0;
}

static void trial_unit(void) { world_trial(0); }
static void trial_wide(void) { world_trial(1); }
static void trial_tile(void) { world_trial(2); }

int main(int argc, char **argv)
{
    long worlds = property_start(argc, argv, "property_batch", 0xBA7C4ULL, 150, describe);
    int i;
    property_phase("unit", worlds, trial_unit);
    property_phase("wide", worlds, trial_wide);
    property_phase("tile", worlds, trial_tile);
    property_phase("race", worlds * 20, trial_race);
    property_phase("race-circles", worlds * 20, trial_race_circles);
    for (i = 0; i < 4; i++)
        printf("  %s: %ld queries, %ld hits\n",
               (const char *[]){"aabb_soa_sweep_aabb", "circle_soa_sweep_circle",
                                "aabb_soa_segment", "circle_soa_segment"}[i],
               k_queries[i], k_hits[i]);
    printf("  races where a shape hit later asked for an earlier stop: %ld (boxes), %ld (circles)\n",
           k_other_stop[0], k_other_stop[1]);
    /* the races must make that happen, or they prove little */
    CHECK(k_other_stop[0] > 0);
    CHECK(k_other_stop[1] > 0);
    /* the worlds must make the queries hit often, or they prove little */
    for (i = 0; i < 4; i++)
        CHECK(k_hits[i] * 4 > k_queries[i]);
    return property_finish(__FILE__);
}
