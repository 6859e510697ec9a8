/* property_exact_ends.c -- the segment tests agree with the point tests
   about the segment's two ends, with no slack (issue 10).

   Usage: test-property_exact_ends [seed [trials]]

   For isect_aabb_segment (any padding) and isect_triangle_segment: many
   boxes and triangles at game coordinates (0.5 to 5000; half-integers,
   random values, and flush tiles 16 wide), and segments whose end (or
   start) is placed exactly on a face, an edge or a corner, or 1 to 3 ulps
   inside or outside it, from starts outside (beyond that face, or
   anywhere) and inside. The end is the point the library forms,
   pos + delta rounded. Checks:

   - the point test calls the end inside => the segment test hits;
   - the point test calls the start inside => it hits at time 0;
   - a hit with neither end inside is a true crossing, up to rounding: the
     path, taken exactly (long double), overlaps the shape's inside over a
     stretch of at least -tol, and a miss with neither end inside does not
     go deeper than tol inside;
   - a hit is consistent: time in [0, 1], pos = pos + time * delta within
     tol, on the surface within tol when time > 0; the same boolean with
     out == NULL.

   tol = 64 eps (1 + the largest coordinate). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

typedef long double ld;

static double tol_at(double scale) { return 64 * REAL_EPS * (1 + scale); }

/* v moved by k units in the last place (k < 0: down). */
static isect_real nudge(isect_real v, int k)
{
    while (k > 0) {
#ifdef ISECT_FLOAT
        v = nextafterf(v, HUGE_VALF);
#else
        v = nextafter(v, HUGE_VAL);
#endif
        k--;
    }
    while (k < 0) {
#ifdef ISECT_FLOAT
        v = nextafterf(v, -HUGE_VALF);
#else
        v = nextafter(v, -HUGE_VAL);
#endif
        k++;
    }
    return v;
}

/* the case, for describe */
static int c_shape; /* 0 box, 1 triangle */
static isect_aabb c_box;
static isect_vec c_pad;
static isect_triangle c_tri;
static isect_vec c_pos, c_delta;

static void describe(void)
{
    if (c_shape == 0)
        printf("    box pos (%a, %a) half (%a, %a) padding (%a, %a)\n", (double)c_box.pos.x,
               (double)c_box.pos.y, (double)c_box.half.x, (double)c_box.half.y, (double)c_pad.x,
               (double)c_pad.y);
    else
        printf("    triangle (%a, %a) (%a, %a) (%a, %a)\n", (double)c_tri.a.x, (double)c_tri.a.y,
               (double)c_tri.b.x, (double)c_tri.b.y, (double)c_tri.c.x, (double)c_tri.c.y);
    printf("    pos (%a, %a) delta (%a, %a)\n", (double)c_pos.x, (double)c_pos.y,
           (double)c_delta.x, (double)c_delta.y);
}

/* A game coordinate: a half-integer or a random value in [0.5, 5000]. */
static double game_coord(void)
{
    if (rng_chance(0.4)) return rng_int(1, 10000) * 0.5;
    return 0.5 + 4999.5 * rng_unit();
}

/* The exact path against the box grown by half (long double slabs): the
   stretch of [0, 1] inside, times |D|, and the depth at its middle. */
static void box_path(isect_aabb b, isect_vec pad, isect_vec p, isect_vec d, ld *len, ld *depth)
{
    ld hx = (ld)b.half.x + pad.x, hy = (ld)b.half.y + pad.y;
    ld lo = 0, hi = 1, t, mx, my, dx, dy;
    int axis;
    for (axis = 0; axis < 2; axis++) {
        ld c = axis ? (ld)b.pos.y : (ld)b.pos.x, h = axis ? hy : hx;
        ld s = axis ? (ld)p.y : (ld)p.x, m = axis ? (ld)d.y : (ld)d.x;
        if (m == 0) {
            if (!(fabsl(s - c) < h)) { lo = 1; hi = 0; }
            continue;
        }
        {
            ld t0 = (c - h - s) / m, t1 = (c + h - s) / m;
            if (t0 > t1) { ld x = t0; t0 = t1; t1 = x; }
            if (t0 > lo) lo = t0;
            if (t1 < hi) hi = t1;
        }
    }
    *len = (hi - lo) * sqrtl((ld)d.x * d.x + (ld)d.y * d.y);
    t = (lo + hi) / 2;
    mx = (ld)p.x + t * d.x;
    my = (ld)p.y + t * d.y;
    dx = hx - fabsl(mx - b.pos.x);
    dy = hy - fabsl(my - b.pos.y);
    *depth = hi > lo ? (dx < dy ? dx : dy) : 0;
}

static void check_box_case(isect_aabb b, isect_vec pad, isect_vec p, isect_vec d)
{
    isect_aabb grown = b;
    isect_vec end = isect_add(p, d);
    isect_hit h;
    bool got, in_start, in_end;
    double scale = maxabs(maxabs(maxabs(0, b.pos), b.half), p);
    double tol = tol_at(maxabs(maxabs(scale, end), pad));
    c_shape = 0;
    c_box = b;
    c_pad = pad;
    c_pos = p;
    c_delta = d;
    grown.half = isect_add(b.half, pad);
    in_start = isect_aabb_point(grown, p, NULL);
    in_end = isect_aabb_point(grown, end, NULL);
    got = isect_aabb_segment(b, p, d, pad, &h);
    CHECK(got == isect_aabb_segment(b, p, d, pad, NULL));
    if (in_end) CHECK(got);
    if (in_start) CHECK(got && h.time == 0);
    if (got) {
        CHECK(h.time >= 0 && h.time <= 1);
        if (!in_start) /* a start inside has pos where the way out leaves the box */
            CHECK(vdist(h.pos, V((double)p.x + (double)h.time * d.x,
                                 (double)p.y + (double)h.time * d.y)) <= tol);
        if (h.time > 0 || in_start) CHECK(fabs(box_sd(b, pad.x, pad.y, h.pos.x, h.pos.y)) <= tol);
    }
    if (!in_start && !in_end) {
        ld len, depth;
        box_path(b, pad, p, d, &len, &depth);
        if (got) CHECK(len >= -tol);
        else CHECK(len <= tol || depth <= tol);
    }
}

/* Boxes: a face or a corner, the end on it or a few ulps either way. */
static void box_trial(void)
{
    isect_aabb b;
    isect_vec pad = V(0, 0), end, start, d;
    int kind = rng_int(0, 2), target = rng_int(0, 7), k = rng_int(-3, 3), j = rng_int(-3, 3);
    double sx, sy, far;
    if (kind == 0) { /* a flush tile, 16 wide */
        {
            double draw0 = rng_int(0, 300) * 16 + 8;
            double draw1 = rng_int(0, 300) * 16 + 8;
            b = BOX(draw0, draw1, 8, 8);
        }
    } else if (kind == 1) { /* half-integers */
        double cx = rng_int(1, 10000) * 0.5, cy = rng_int(1, 10000) * 0.5;
        double hx = rng_int(1, 128) * 0.5, hy = rng_int(1, 128) * 0.5;
        b = BOX(cx, cy, hx, hy);
    } else {
        {
            double draw0 = game_coord();
            double draw1 = game_coord();
            double draw2 = 0.25 + 64 * rng_unit();
            double draw3 = 0.25 + 64 * rng_unit();
            b = BOX(draw0, draw1, draw2, draw3);
        }
    }
    if (rng_chance(0.3)) {
        double px = rng_chance(0.5) ? rng_int(1, 16) * 0.5 : 8 * rng_unit();
        double py = rng_chance(0.5) ? rng_int(1, 16) * 0.5 : 8 * rng_unit();
        pad = V(px, py);
    }
    {
        isect_vec half = isect_add(b.half, pad);
        sx = (target & 1) ? 1 : -1;
        sy = (target & 2) ? 1 : -1;
        if (target < 4) { /* a corner */
            end.x = nudge(R(b.pos.x + sx * half.x), k);
            end.y = nudge(R(b.pos.y + sy * half.y), j);
        } else if (target < 6) { /* a vertical face */
            end.x = nudge(R(b.pos.x + sx * half.x), k);
            end.y = R(b.pos.y + (2 * rng_unit() - 1) * 0.9 * half.y);
        } else { /* a horizontal face */
            end.x = R(b.pos.x + (2 * rng_unit() - 1) * 0.9 * half.x);
            end.y = nudge(R(b.pos.y + sy * half.y), k);
        }
        far = rng_chance(0.5) ? 0.5 + 5 * rng_unit() : 1 + 200 * rng_unit();
        switch (rng_int(0, 3)) {
        case 0: { /* from beyond that face or corner */
            double ox = target >= 6 ? (2 * rng_unit() - 1) * far : sx * far;
            double oy = target >= 4 && target < 6 ? (2 * rng_unit() - 1) * far : sy * far;
            start = V(end.x + ox, end.y + oy);
            break;
        }
        case 1: { /* from anywhere near */
            double ox = (2 * rng_unit() - 1) * 3 * (half.x + far);
            double oy = (2 * rng_unit() - 1) * 3 * (half.y + far);
            start = V(b.pos.x + ox, b.pos.y + oy);
            break;
        }
        case 2: /* from the center, out through the face */
            start = b.pos;
            break;
        default: /* starting at the target, and moving anywhere */
            start = end;
            {
                double draw0 = start.x + (2 * rng_unit() - 1) * far;
                double draw1 = start.y + (2 * rng_unit() - 1) * far;
                end = V(draw0, draw1);
            }
            break;
        }
    }
    d = isect_sub(end, start);
    check_box_case(b, pad, start, d);
    /* the same path backwards: its start is now the placed point */
    check_box_case(b, pad, isect_add(start, d), isect_scale(d, -1));
}

/* The exact path against the triangle (long double Cyrus-Beck): the stretch
   of [0, 1] inside, times |D|, and the depth at its middle. */
static void tri_path(isect_triangle t, isect_vec p, isect_vec d, ld *len, ld *depth)
{
    isect_vec c[3];
    ld w, lo = 0, hi = 1, tm, mx, my, best = 1e30L;
    int i;
    c[0] = t.a;
    c[1] = t.b;
    c[2] = t.c;
    w = ((ld)c[1].x - c[0].x) * ((ld)c[2].y - c[0].y) - ((ld)c[1].y - c[0].y) * ((ld)c[2].x - c[0].x);
    w = w > 0 ? 1 : -1;
    for (i = 0; i < 3; i++) {
        isect_vec u = c[i], v = c[(i + 1) % 3];
        ld ex = (ld)v.x - u.x, ey = (ld)v.y - u.y;
        ld s0 = w * (ex * ((ld)p.y - u.y) - ey * ((ld)p.x - u.x));
        ld rate = w * (ex * d.y - ey * d.x);
        if (rate == 0) {
            if (!(s0 > 0)) { lo = 1; hi = 0; }
        } else if (rate > 0) {
            if (-s0 / rate > lo) lo = -s0 / rate;
        } else if (-s0 / rate < hi) {
            hi = -s0 / rate;
        }
    }
    *len = (hi - lo) * sqrtl((ld)d.x * d.x + (ld)d.y * d.y);
    tm = (lo + hi) / 2;
    mx = (ld)p.x + tm * d.x;
    my = (ld)p.y + tm * d.y;
    for (i = 0; i < 3; i++) {
        isect_vec u = c[i], v = c[(i + 1) % 3];
        ld ex = (ld)v.x - u.x, ey = (ld)v.y - u.y;
        ld s = w * (ex * (my - u.y) - ey * (mx - u.x)) / sqrtl(ex * ex + ey * ey);
        if (s < best) best = s;
    }
    *depth = hi > lo ? best : 0;
}

static void check_tri_case(isect_triangle t, isect_vec p, isect_vec d)
{
    isect_vec end = isect_add(p, d);
    isect_hit h;
    bool got, in_start, in_end;
    double scale = maxabs(maxabs(maxabs(maxabs(maxabs(0, t.a), t.b), t.c), p), end);
    double tol = tol_at(scale);
    c_shape = 1;
    c_tri = t;
    c_pos = p;
    c_delta = d;
    in_start = isect_triangle_point(t, p, NULL);
    in_end = isect_triangle_point(t, end, NULL);
    got = isect_triangle_segment(t, p, d, &h);
    CHECK(got == isect_triangle_segment(t, p, d, NULL));
    if (in_end) CHECK(got);
    if (in_start) CHECK(got && h.time == 0);
    if (got) {
        CHECK(h.time >= 0 && h.time <= 1);
        if (!in_start) /* a start inside has pos where the way out leaves */
            CHECK(vdist(h.pos, V((double)p.x + (double)h.time * d.x,
                                 (double)p.y + (double)h.time * d.y)) <= tol);
        if (h.time > 0 || in_start) CHECK(tri_edge_dist(t, h.pos) <= tol);
    }
    if (!in_start && !in_end) {
        ld len, depth;
        tri_path(t, p, d, &len, &depth);
        if (got) CHECK(len >= -tol);
        else CHECK(len <= tol || depth <= tol);
    }
}

/* Triangles: a point of an edge or a corner, the end on it or a few ulps
   off along x or y. */
static void tri_trial(void)
{
    isect_triangle t;
    isect_vec corner[3], target, start, end, d;
    double bx = game_coord(), by = game_coord(), far;
    int i, e = rng_int(0, 2), k = rng_int(-3, 3), j = rng_int(-3, 3);
    for (i = 0; i < 3; i++) {
        if (rng_chance(0.5))
            {
                double draw0 = bx + rng_int(-80, 80) * 0.5;
                double draw1 = by + rng_int(-80, 80) * 0.5;
                corner[i] = V(draw0, draw1);
            }
        else
            {
                double draw0 = bx + 80 * rng_unit() - 40;
                double draw1 = by + 80 * rng_unit() - 40;
                corner[i] = V(draw0, draw1);
            }
    }
    t.a = corner[0];
    t.b = corner[1];
    t.c = corner[2];
    if (tri_flat(t)) return;
    if (rng_chance(0.3))
        target = corner[e];
    else
        target = along(corner[e], corner[(e + 1) % 3], 0.02 + 0.96 * rng_unit());
    target = V(nudge(target.x, k), nudge(target.y, j));
    far = rng_chance(0.5) ? 0.5 + 5 * rng_unit() : 1 + 200 * rng_unit();
    switch (rng_int(0, 2)) {
    case 0: { /* from outside, across the edge's line */
        isect_vec u = corner[e], v = corner[(e + 1) % 3];
        double w = cross3(t.a, t.b, t.c) > 0 ? 1 : -1;
        double nx = w * ((double)v.y - u.y), ny = -w * ((double)v.x - u.x), l = dlen(nx, ny);
        double jx = (2 * rng_unit() - 1) * far;
        double jy = (2 * rng_unit() - 1) * far;
        start = V(target.x + far * nx / l + jx, target.y + far * ny / l + jy);
        end = target;
        break;
    }
    case 1: /* from anywhere near */
        {
            double draw0 = bx + (2 * rng_unit() - 1) * (60 + far);
            double draw1 = by + (2 * rng_unit() - 1) * (60 + far);
            start = V(draw0, draw1);
        }
        end = target;
        break;
    default: /* from the target, anywhere */
        start = target;
        {
            double draw0 = start.x + (2 * rng_unit() - 1) * far;
            double draw1 = start.y + (2 * rng_unit() - 1) * far;
            end = V(draw0, draw1);
        }
        break;
    }
    d = isect_sub(end, start);
    check_tri_case(t, start, d);
    check_tri_case(t, isect_add(start, d), isect_scale(d, -1));
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_exact_ends", 0xE4D5ULL, 200000, describe);
    property_phase("boxes", trials, box_trial);
    property_phase("triangles", trials, tri_trial);
    return property_finish("tests/property_exact_ends.c");
}
