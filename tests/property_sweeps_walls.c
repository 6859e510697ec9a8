/* property_sweeps_walls.c -- issue 13, items 1 (segments as targets) and 2
   (two moving shapes): isect_segment_sweep_aabb, isect_segment_sweep_circle,
   isect_aabb_sweep_circle_both, isect_circle_sweep_circle_both, over many
   random, grid, half-integer and exactly flush cases, in both precisions.
   The harness is property_sweeps_capsule_triangle.c's, for a thin wall.

   Scales (GAME_SCALES): "unit" (0..10, sizes 0.25..3), "pixel" (100..900,
   half-integers half the time), "tile" (walls along the lines of a 16 or 32
   grid into the thousands, floors, walls and half-tile ramps; the moving
   shape exactly flush against the wall's box half the time).

   Properties of the wall sweeps:
   - always writes a finite result; the same bool with out NULL;
   - never ends inside: unless the start overlapped, the static test
     (isect_segment_aabb, isect_segment_circle) at sweep.pos is false;
   - a start that overlaps: a hit exactly when moving in (delta . N < 0),
     then at time 0 at the start; otherwise the whole way;
   - the oracle, on the static test along the path: on a miss, no point of
     64 along the path overlaps deeper than a rounding tolerance; on a hit
     at time t, no point before t does, the shapes at t are apart by at most
     the tolerance (an independent distance in double), and, on exact
     inputs, some point after t overlaps (a hit is never a graze);
   - a hit from a clear start: sweep.time <= hit.time, a unit normal
     against the motion, hit.pos on the wall and on the moving shape;
   - never trapped: after a hit, sliding along the normal is not blocked at
     time 0, and straight away is never blocked;
   - the same with the wall moved flush with the box around the path;
   - the slope: a box or circle on a floor segment walking into a segment
     ramp whose foot is on the floor hits the ramp with its normal and a
     few sweep-and-slide steps carry it up, never inside, never held back
     by the floor.

   Properties of two moving shapes (a circle against a circle, a circle
   against a box, both moving):
   - the time equals an oracle on the static test of the two shapes, each
     moved along its own path: no sample before the contact overlaps
     deeper than the tolerance, the distance at the contact is about 0, and
     on a miss no sample overlaps;
   - the two returned positions are on each shape's own path at one time,
     and, unless the start overlapped, do not overlap;
   - a pair that starts inside each other follows the sweep of the
     relative motion: both stay where they were (blocked at time 0), or
     both go the whole way (moving apart), even when they still overlap at
     the end (they used to be stepped back to their starts for good);
   - a small fast bullet (1/8 of the target's size, moving 10 to 200 times
     that in a frame) fired at a point of the target's path always hits.

   Usage: test-property_sweeps_walls [seed [trials]] */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

enum { K_SEG_BOX, K_SEG_CIRCLE, K_COUNT };
static const char *const k_name[K_COUNT] = {"segment_sweep_aabb", "segment_sweep_circle"};

typedef struct {
    int kind;
    isect_vec a, e;      /* the wall: from a along e */
    isect_aabb box;      /* moving */
    isect_circle circle; /* moving */
} pair;

static pair k_p;
static isect_vec k_delta, k_delta0;
static double k_scale;
static const char *k_what = "";

static void describe(void)
{
    printf("     %s trial %ld (%s, %s): delta (%.17g, %.17g) scale %g\n", k_kind, k_trial,
           k_name[k_p.kind], k_what, (double)k_delta.x, (double)k_delta.y, k_scale);
    printf("     first delta (%.17g, %.17g)\n", (double)k_delta0.x, (double)k_delta0.y);
    printf("     wall (%.17g, %.17g) + (%.17g, %.17g)\n", (double)k_p.a.x, (double)k_p.a.y,
           (double)k_p.e.x, (double)k_p.e.y);
    printf("     box (%.17g, %.17g) half (%.17g, %.17g); circle (%.17g, %.17g) r %.17g\n",
           (double)k_p.box.pos.x, (double)k_p.box.pos.y, (double)k_p.box.half.x,
           (double)k_p.box.half.y, (double)k_p.circle.pos.x, (double)k_p.circle.pos.y,
           (double)k_p.circle.radius);
}

static void put(pair *p, isect_vec pos)
{
    p->box.pos = pos;
    p->circle.pos = pos;
}

static bool sweep(const pair *p, isect_vec d, isect_sweep *out)
{
    if (p->kind == K_SEG_BOX) return isect_segment_sweep_aabb(p->a, p->e, p->box, d, out);
    return isect_segment_sweep_circle(p->a, p->e, p->circle, d, out);
}

static bool still(const pair *p, isect_vec pos, isect_hit *out)
{
    pair q = *p;
    put(&q, pos);
    if (p->kind == K_SEG_BOX) return isect_segment_aabb(q.a, q.e, q.box, out);
    return isect_segment_circle(q.a, q.e, q.circle, out);
}

/* The moving shape at pos and the wall: are their centers level across
   the normal n (the sign of n a pick)? The wall's center is its middle. */
static int level_at(const pair *p, isect_vec pos, isect_vec n)
{
    isect_capsule wall;
    wall.pos = p->a;
    wall.delta = p->e;
    wall.radius = 0;
    return level_across(isect_sub(pos, cap_middle(wall)), n);
}

static double depth_at(const pair *p, isect_vec pos)
{
    isect_hit h;
    return still(p, pos, &h) ? vlen(h.delta) : 0;
}

/* ---- independent distances, in double ------------------------------------ */

static isect_vec corner(isect_aabb b, int i)
{
    return V((double)b.pos.x + ((i & 1) ? 1 : -1) * (double)b.half.x,
             (double)b.pos.y + ((i & 2) ? 1 : -1) * (double)b.half.y);
}

/* distance between a point and the segment a..b, clamped */
static double pseg(isect_vec p, isect_vec a, isect_vec b)
{
    return seg_dist(a.x, a.y, b.x, b.y, p.x, p.y);
}

static double boxd(isect_aabb b, isect_vec p)
{
    double d = box_sd(b, 0, 0, p.x, p.y);
    return d > 0 ? d : 0;
}

/* distance between the shapes when the moving one is at pos: exact for
   shapes apart (closest features are a corner and an edge); about 0 when
   they touch */
/* An independent overlap test in double, at a position in double (not
   rounded to the build's precision): < 0 when the shapes overlap. Separating
   axes for polygons (the largest separation over the unit axes; its sign is
   exact enough), the distance minus the radius for round shapes. */
static double sat_sep(const double *px, const double *py, int n, double bx, double by,
                      double hx, double hy, double ax, double ay)
{
    double len = sqrt(ax * ax + ay * ay), lo = INFINITY, hi = -INFINITY, c, e;
    int i;
    if (len == 0) return -INFINITY;
    ax /= len, ay /= len;
    for (i = 0; i < n; i++) {
        double v = px[i] * ax + py[i] * ay;
        lo = fmin(lo, v), hi = fmax(hi, v);
    }
    c = bx * ax + by * ay;
    e = hx * fabs(ax) + hy * fabs(ay);
    return fmax(lo - (c + e), (c - e) - hi);
}

static double poly_box_sep(const double *px, const double *py, int n, double bx, double by,
                           double hx, double hy)
{
    double g = fmax(sat_sep(px, py, n, bx, by, hx, hy, 1, 0),
                    sat_sep(px, py, n, bx, by, hx, hy, 0, 1));
    int i;
    for (i = 0; i < n; i++) {
        int j = (i + 1) % n;
        g = fmax(g, sat_sep(px, py, n, bx, by, hx, hy, -(py[j] - py[i]), px[j] - px[i]));
    }
    return g;
}

static isect_vec wall_end(const pair *p)
{
    return V((double)p->a.x + p->e.x, (double)p->a.y + p->e.y);
}

/* distance between the wall and the moving shape at pos */
static double distance_at(const pair *p, isect_vec pos)
{
    pair q = *p;
    isect_vec b = wall_end(p);
    double d = INFINITY;
    int i;
    put(&q, pos);
    if (p->kind == K_SEG_CIRCLE) return pseg(q.circle.pos, p->a, b) - (double)q.circle.radius;
    for (i = 0; i < 4; i++) d = fmin(d, pseg(corner(q.box, i), p->a, b));
    d = fmin(d, boxd(q.box, p->a));
    return fmin(d, boxd(q.box, b));
}

/* an independent overlap test in double: < 0 when the shapes overlap */
static double overlap_double(const pair *p, double x, double y)
{
    double px[2], py[2];
    px[0] = p->a.x, py[0] = p->a.y;
    px[1] = px[0] + p->e.x, py[1] = py[0] + p->e.y;
    if (p->kind == K_SEG_CIRCLE)
        return seg_dist(px[0], py[0], px[1], py[1], x, y) - (double)p->circle.radius;
    return poly_box_sep(px, py, 2, x, y, p->box.half.x, p->box.half.y);
}

static double off_static(const pair *p, isect_vec pos) { return pseg(pos, p->a, wall_end(p)); }

static double off_moving(const pair *p, isect_vec at, isect_vec pos)
{
    if (p->kind == K_SEG_CIRCLE) return fabs(vdist(at, pos) - (double)p->circle.radius);
    {
        isect_aabb b = p->box;
        b.pos = at;
        return fabs(box_sd(b, 0, 0, pos.x, pos.y));
    }
}

/* ---- generating cases ---------------------------------------------------- */

static double reach(int scale) { return scale == GAME_TILE ? 48 : scale == GAME_UNIT ? 6 : 60; }

/* Points drawn x first, then y, one statement each: in one call's
   arguments the order would be the compiler's choice, and a seed would
   make another case under another compiler. */
static isect_vec scale_point(int scale)
{
    double x = scale_coord(scale);
    double y = scale_coord(scale);
    return V(x, y);
}

/* A point within r of at along each axis. */
static isect_vec near_at(isect_vec at, double r)
{
    double dx = (rng_unit() - 0.5) * 2 * r;
    double dy = (rng_unit() - 0.5) * 2 * r;
    return V(at.x + dx, at.y + dy);
}

static void gen_static(pair *p, int scale, isect_vec at)
{
    if (scale == GAME_TILE) {
        double t = rng_chance(0.5) ? 16 : 32, w = t * rng_int(1, 3);
        p->a = V(at.x, at.y);
        switch (rng_int(0, 3)) {
        case 0: p->e = V(w, 0); break;                                   /* floor */
        case 1: p->e = V(0, w); break;                                   /* wall */
        case 2: p->e = V(w, (rng_chance(0.5) ? 1 : -1) * t); break;       /* ramp */
        default: {
            double ex = (rng_chance(0.5) ? 1 : -1) * w;
            double ey = t * rng_int(1, 2);
            p->e = V(ex, ey);
            break;
        }
        }
    } else {
        double s = 2 * scale_size(scale);
        p->a = V(at.x, at.y);
        p->e = near_at(V(0, 0), s);
        if (rng_chance(0.2)) p->e = rng_chance(0.5) ? V(p->e.x, 0) : V(0, p->e.y);
    }
    if (rng_chance(0.03)) p->e = V(0, 0);
}

static void bounds(const pair *p, double *x0, double *y0, double *x1, double *y1)
{
    isect_vec b = wall_end(p);
    *x0 = fmin(p->a.x, b.x), *x1 = fmax(p->a.x, b.x);
    *y0 = fmin(p->a.y, b.y), *y1 = fmax(p->a.y, b.y);
}

static isect_vec gen_start(const pair *p, int scale, isect_vec at)
{
    if (scale == GAME_TILE && rng_chance(0.5)) {
        double x0, y0, x1, y1, hx, hy;
        bounds(p, &x0, &y0, &x1, &y1);
        hx = p->kind == K_SEG_CIRCLE ? (double)p->circle.radius : (double)p->box.half.x;
        hy = p->kind == K_SEG_CIRCLE ? (double)p->circle.radius : (double)p->box.half.y;
        switch (rng_int(0, 3)) {
        case 0: return V(x0 - hx, scale_pick(y0 - hy, y1 + hy, 1));
        case 1: return V(x1 + hx, scale_pick(y0 - hy, y1 + hy, 1));
        case 2: return V(scale_pick(x0 - hx, x1 + hx, 1), y0 - hy);
        default: return V(scale_pick(x0 - hx, x1 + hx, 1), y1 + hy);
        }
    }
    return near_at(at, reach(scale));
}

static isect_vec gen_delta(int scale)
{
    double r = reach(scale);
    int form = rng_int(0, 4);
    double x = (rng_unit() - 0.5) * 2 * r, y = (rng_unit() - 0.5) * 2 * r;
    if (form == 0) return V(x, 0);
    if (form == 1) return V(0, y);
    if (form == 2 && scale != GAME_UNIT) return V(floor(x), floor(y));
    if (form == 3) return V(x * 1e-3, y);
    return V(x, y);
}

static isect_real snap(isect_real v) { return (isect_real)(floor((double)v * 4) / 4); }
static isect_vec snap_vec(isect_vec v) { return V(snap(v.x), snap(v.y)); }

static isect_vec at_time(isect_vec start, isect_vec d, isect_real t)
{
    return isect_add(start, isect_scale(d, t));
}

static void beside_the_path(pair *p, isect_vec start, isect_vec d)
{
    double x0, y0, x1, y1, rx, ry, lo, hi, edge, shift;
    int axis = rng_int(0, 1), side = rng_chance(0.5) ? 1 : -1, steps = rng_int(-4, 4);
    bounds(p, &x0, &y0, &x1, &y1);
    rx = p->kind == K_SEG_CIRCLE ? (double)p->circle.radius : (double)p->box.half.x;
    ry = p->kind == K_SEG_CIRCLE ? (double)p->circle.radius : (double)p->box.half.y;
    if (axis == 0) {
        lo = fmin(start.x, (double)start.x + d.x) - rx, hi = fmax(start.x, (double)start.x + d.x) + rx;
        edge = side > 0 ? hi : lo;
        shift = side > 0 ? edge - x0 : edge - x1;
    } else {
        lo = fmin(start.y, (double)start.y + d.y) - ry, hi = fmax(start.y, (double)start.y + d.y) + ry;
        edge = side > 0 ? hi : lo;
        shift = side > 0 ? edge - y0 : edge - y1;
    }
    shift += side * steps * REAL_EPS * (fabs(edge) + 1);
    p->a = isect_add(p->a, axis == 0 ? V(shift, 0) : V(0, shift));
}

/* ---- the properties ------------------------------------------------------ */

static long hits, misses, overlapped_starts, exact_hits;

static int quarter(isect_real v) { return (double)v * 4 == floor((double)v * 4); }
static int quarters(isect_vec v) { return quarter(v.x) && quarter(v.y); }

/* every input a multiple of 1/4: the library's decisions are exact there */
static int exact_case(const pair *p, isect_vec d)
{
    if (!quarters(d) || !quarters(p->box.pos) || !quarters(p->a) || !quarters(p->e)) return 0;
    return p->kind == K_SEG_BOX ? quarters(p->box.half) : quarter(p->circle.radius);
}

static void check_case(int kind, int scale)
{
    pair p;
    isect_vec at = scale_point(scale), start, d;
    isect_sweep sw, again;
    isect_hit h0;
    double tol;
    bool hit, over;
    int k;
    p.kind = kind;
    gen_static(&p, scale, at);
    {
        double hx = scale_size(scale);
        double hy = scale_size(scale);
        p.box = BOX(0, 0, hx, hy);
    }
    p.circle = CIRC(0, 0, scale_size(scale));
    if (rng_chance(0.03)) p.box.half = V(0, 0);
    start = gen_start(&p, scale, at);
    d = gen_delta(scale);
    if (rng_chance(0.3)) {
        /* everything on a grid of quarters: exact inputs */
        start = snap_vec(start), d = snap_vec(d);
        p.box.half = snap_vec(p.box.half), p.circle.radius = snap(p.circle.radius);
        p.a = snap_vec(p.a), p.e = snap_vec(p.e);
    }
    if (rng_chance(0.15))
        beside_the_path(&p, start, d);
    put(&p, start);
    k_p = p;
    k_delta = k_delta0 = d;
    k_scale = fabs(at.x) + fabs(at.y) + 2 * reach(scale);
    tol = 256 * REAL_EPS * (1 + k_scale);
    k_what = "rules";
    check_current_test = k_name[kind];

    over = still(&p, start, &h0);
    hit = sweep(&p, d, &sw);
    CHECK(hit == sweep(&p, d, NULL));
    CHECK(sweep_finite(sw));
    if (over) {
        overlapped_starts++;
        if (d.x != 0 || d.y != 0) {
            CHECK(hit == (moves_into(d, h0.normal) && !level_at(&p, start, h0.normal)));
            if (hit) CHECK(sw.time == 0 && sw.hit.time == 0 && same_vec(sw.pos, start));
            else CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, d)));
        }
        return;
    }
    CHECK(!still(&p, sw.pos, NULL)); /* never ends inside */
    if (!hit) {
        misses++;
        CHECK(sw.time == 1 && same_vec(sw.pos, isect_add(start, d)));
        k_what = "oracle: a miss never passes through";
        for (k = 1; k <= 64; k++)
            CHECK(depth_at(&p, at_time(start, d, (isect_real)(k / 64.0))) <= tol);
        return;
    }
    hits++;
    CHECK(sw.time <= sw.hit.time);
    CHECK(sw.hit.time >= 0 && sw.hit.time <= 1);
    CHECK(is_unit(sw.hit.normal));
    /* a contact the path found goes against the motion; the end of a path
       that rounding carried a hair inside is a contact at time 1 with the
       static test's normal and point, whatever they are ("Finishing a
       sweep"), so those two are checked only before the end */
    if (sw.hit.time < 1) CHECK(isect_dot(d, sw.hit.normal) < 0);
    CHECK_VEC(sw.hit.delta, -(1 - (double)sw.hit.time) * d.x, -(1 - (double)sw.hit.time) * d.y,
              tol);
    k_what = "oracle: the contact";
    {
        isect_vec c = at_time(start, d, sw.hit.time);
        double th = sw.hit.time;
        bool inside_after = false;
        CHECK(distance_at(&p, c) <= tol);
        CHECK(off_static(&p, sw.hit.pos) <= tol);
        if (sw.hit.time < 1) CHECK(off_moving(&p, c, sw.hit.pos) <= tol);
        for (k = 1; k <= 64 && k / 64.0 < th; k++)
            CHECK(depth_at(&p, at_time(start, d, (isect_real)(k / 64.0))) <= tol);
        for (k = 0; k <= 60 && !inside_after; k++) {
            double u = th + (1 - th) * ldexp(1, -k);
            inside_after = still(&p, at_time(start, d, (isect_real)u), NULL)
                        || overlap_double(&p, (double)start.x + u * (double)d.x,
                                          (double)start.y + u * (double)d.y) < 0;
        }
        /* a hit is never a graze: after the contact the shapes overlap. On
           exact inputs (quarters) that is decided exactly, and checked.
           Rounded inputs can clip a corner by a rounding step, or cross a
           sliver thinner than one, which no sample finds; there it is enough
           that the contact is real (above) */
        k_what = "oracle: a hit is never a graze";
        if (exact_case(&p, d)) {
            exact_hits++;
            CHECK(inside_after);
        }
    }
    if (d.x == 0 && d.y == 0) return;
    {
        isect_vec rest = isect_scale(d, 1 - sw.time), n = sw.hit.normal;
        isect_vec slide = isect_sub(rest, isect_scale(n, isect_dot(rest, n)));
        isect_vec away = isect_scale(n, (isect_real)(vlen(d) + 1));
        /* a path that grazed a round corner backs off along its tangent and
           gains almost no room (see "Where to stop") */
        bool graze = fabs(isect_dot(d, n)) / vlen(d) <= sqrt(tol);
        pair q = p;
        put(&q, sw.pos);
        k_p = q;
        if (slide.x != 0 || slide.y != 0) {
            k_what = "slide after a hit";
            k_delta = slide;
            /* a stop short of the contact leaves a few rounding steps of
               room; only a start that touched (a hit at time 0, no room at
               all) may be blocked again by a slide that rounding turned a
               hair into the face */
            if (sweep(&q, slide, &again) && sw.hit.time > 0 && !graze)
                CHECK(again.hit.time > 0);
            CHECK(!still(&q, again.pos, NULL));
        }
        k_what = "straight away after a hit";
        k_delta = away;
        CHECK(!sweep(&q, away, &again));
        CHECK(again.time == 1);
    }
}

/* The floor under a box is never a hit: touching is exact for a box's flat
   bottom. A circle rolling past the floor's end is tangent to it there, and
   when the path's numbers are not exact the ray-vs-disk decision can come
   out a rounding error inside (an old graze of isect_circle_segment, left as
   it is): then the contact must push up, never back. A graze a rounding
   step deep is about sqrt(2 r step) from the top of the end's circle, so
   the normal leans by up to a hundredth in float at thousands of units. */
static void floor_never_holds_back(const pair *floor_p, isect_vec d)
{
    isect_sweep fs;
    if (!sweep(floor_p, d, &fs)) return;
    CHECK(floor_p->kind == K_SEG_CIRCLE);
    CHECK(fabs((double)fs.hit.normal.x) <= 0.1 && fs.hit.normal.y > 0.99);
    CHECK(fs.hit.time > 0);
}

/* The slope: a floor segment on the line y = f up to x, then a ramp from
   (x, f) rising (slope 1 or 1/2, either way round); a box or a circle
   resting on the floor walks into the ramp. */
static void check_slope(int kind)
{
    double t = rng_chance(0.5) ? 16 : 32, w = t * rng_int(1, 2);
    double x = scale_pick(0, 4000, t), f = scale_pick(0, 4000, t);
    int right = rng_chance(0.5); /* the ramp rises to the right */
    pair p, floor_p;
    isect_vec start, d, n;
    isect_sweep sw;
    double len = sqrt(w * w + t * t), hx = scale_pick(2, 14, rng_chance(0.5) ? 1 : 0.5),
           hy = scale_pick(2, 14, 1);
    double r = scale_pick(2, 14, rng_chance(0.5) ? 1 : 0.5),
           gap = scale_pick(0, 40, rng_chance(0.5) ? 1 : 0);
    int step;
    p.kind = kind;
    p.a = V(x, f);
    p.e = right ? V(w, t) : V(-w, t);
    if (rng_chance(0.5)) /* the other direction of the same segment */
        p.a = V(x + (double)p.e.x, f + t), p.e = V(-(double)p.e.x, -t);
    p.box = BOX(0, 0, hx, hy);
    p.circle = CIRC(0, 0, r);
    floor_p = p;
    floor_p.a = right ? V(x - 200, f) : V(x, f);
    floor_p.e = V(200, 0);
    if (kind == K_SEG_CIRCLE)
        start = right ? V(x - r - gap, f + r) : V(x + r + gap, f + r);
    else
        start = right ? V(x - hx - gap, f + hy) : V(x + hx + gap, f + hy);
    put(&p, start);
    put(&floor_p, start);
    d = V((right ? 1 : -1) * (gap + (kind == K_SEG_CIRCLE ? r : 0) + scale_pick(1, 40, 1)), 0);
    n = right ? V(-t / len, w / len) : V(t / len, w / len);
    k_p = p;
    k_delta = d;
    k_scale = x + f + w;
    k_what = "the slope";
    check_current_test = "the slope: walking into a segment ramp from a floor segment";
    floor_never_holds_back(&floor_p, d);
    if (!CHECK(sweep(&p, d, &sw))) return;
    CHECK_VEC(sw.hit.normal, n.x, n.y, 1e-5);
    CHECK(!still(&p, sw.pos, NULL));
    for (step = 0; step < 3; step++) {
        isect_vec rest = isect_scale(d, 1 - sw.time);
        isect_vec slide = isect_sub(rest, isect_scale(sw.hit.normal, isect_dot(rest, sw.hit.normal)));
        put(&p, sw.pos);
        put(&floor_p, sw.pos);
        d = slide;
        floor_never_holds_back(&floor_p, d);
        if (!sweep(&p, d, &sw)) break;
        CHECK(sw.hit.time > 0);
        CHECK(!still(&p, sw.pos, NULL));
    }
    CHECK(!still(&p, sw.pos, NULL));
    if (gap > 0) CHECK((double)sw.pos.y > (double)start.y + 0.25);
}

/* ---- two moving shapes --------------------------------------------------- */

enum { B_CIRCLES, B_BOX_CIRCLE, B_COUNT };
static const char *const b_name[B_COUNT] = {"circle_sweep_circle_both",
                                           "aabb_sweep_circle_both"};

typedef struct {
    int kind;
    isect_circle ca; /* the first shape, a circle ... */
    isect_aabb box;  /* ... or a box */
    isect_circle b;  /* the second shape, a circle */
    isect_vec da, db;
} both;

static both b_cur;

static void describe_both(void)
{
    printf("     %s trial %ld (%s, %s)\n", k_kind, k_trial, b_name[b_cur.kind], k_what);
    printf("     first: circle (%.17g, %.17g) r %.17g / box (%.17g, %.17g) half (%.17g, %.17g)"
           " by (%.17g, %.17g)\n",
           (double)b_cur.ca.pos.x, (double)b_cur.ca.pos.y, (double)b_cur.ca.radius,
           (double)b_cur.box.pos.x, (double)b_cur.box.pos.y, (double)b_cur.box.half.x,
           (double)b_cur.box.half.y, (double)b_cur.da.x, (double)b_cur.da.y);
    printf("     second: circle (%.17g, %.17g) r %.17g by (%.17g, %.17g)\n",
           (double)b_cur.b.pos.x, (double)b_cur.b.pos.y, (double)b_cur.b.radius,
           (double)b_cur.db.x, (double)b_cur.db.y);
}

static bool both_sweep(const both *q, isect_hit *h, isect_vec *a_at, isect_vec *b_at)
{
    if (q->kind == B_CIRCLES)
        return isect_circle_sweep_circle_both(q->ca, q->da, q->b, q->db, h, a_at, b_at);
    return isect_aabb_sweep_circle_both(q->box, q->da, q->b, q->db, h, a_at, b_at);
}

static bool both_overlap(const both *q, isect_vec a_pos, isect_vec b_pos)
{
    isect_circle b = q->b;
    b.pos = b_pos;
    if (q->kind == B_CIRCLES) {
        isect_circle a = q->ca;
        a.pos = a_pos;
        return isect_circle_circle(a, b, NULL);
    }
    {
        isect_aabb a = q->box;
        a.pos = a_pos;
        return isect_aabb_circle(a, b, NULL);
    }
}

static isect_vec a_start(const both *q) { return q->kind == B_CIRCLES ? q->ca.pos : q->box.pos; }

/* independent, in double: the distance between the shapes at time u, each
   on its own path (< 0: overlapping) */
static double both_gap(const both *q, double u)
{
    double ax = (double)a_start(q).x + u * q->da.x, ay = (double)a_start(q).y + u * q->da.y;
    double bx = (double)q->b.pos.x + u * q->db.x, by = (double)q->b.pos.y + u * q->db.y;
    if (q->kind == B_CIRCLES)
        return dlen(bx - ax, by - ay) - (double)q->ca.radius - (double)q->b.radius;
    {
        double dx = fabs(bx - ax) - q->box.half.x, dy = fabs(by - ay) - q->box.half.y;
        double out = dlen(fmax(dx, 0), fmax(dy, 0)), in = fmin(fmax(dx, dy), 0);
        return out + in - (double)q->b.radius;
    }
}

static isect_vec pick_motion(int scale)
{
    double r = reach(scale);
    isect_vec v = near_at(V(0, 0), r);
    if (rng_chance(0.2)) v = rng_chance(0.5) ? V(v.x, 0) : V(0, v.y);
    if (scale != GAME_UNIT && rng_chance(0.5)) v = V(floor(v.x), floor(v.y));
    if (rng_chance(0.05)) v = V(0, 0);
    return v;
}

/* The end of a path, p + d, from the numbers as stored. Called, not
   pasted: gcc 12.2 at -O2 in float may pair the conversions that stored
   them with this sum and reuse the doubles they were rounded from (the
   book's "A compiler that forgets a rounding"); a function that reads
   them from memory gets the floats the library got. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static isect_vec end_of(const isect_vec *p, const isect_vec *d)
{
    return isect_add(*p, *d);
}

static void check_both(int kind, int scale)
{
    both q;
    isect_vec at = scale_point(scale), a_at, b_at;
    isect_hit h;
    double tol, s = scale_size(scale);
    bool hit, over;
    int k;
    q.kind = kind;
    q.ca = CIRC(at.x, at.y, s);
    q.box = BOX(at.x, at.y, s, scale_size(scale));
    {
        isect_vec c = near_at(at, reach(scale));
        q.b = CIRC(c.x, c.y, scale_size(scale) / 2);
    }
    q.da = pick_motion(scale);
    q.db = pick_motion(scale);
    if (rng_chance(0.3)) { /* quarters */
        q.ca.pos = snap_vec(q.ca.pos), q.box.pos = snap_vec(q.box.pos);
        q.box.half = snap_vec(q.box.half), q.ca.radius = snap(q.ca.radius);
        q.b.pos = snap_vec(q.b.pos), q.b.radius = snap(q.b.radius);
        q.da = snap_vec(q.da), q.db = snap_vec(q.db);
    }
    if (rng_chance(0.3)) {
        /* aim: the second shape's path goes to where the first will be at a
           random time, plus a little */
        double u = rng_unit();
        double jx = (rng_unit() - 0.5) * s;
        double jy = (rng_unit() - 0.5) * s;
        isect_vec goal = V((double)a_start(&q).x + u * q.da.x + jx,
                           (double)a_start(&q).y + u * q.da.y + jy);
        if (u > 0.05)
            q.db = V(((double)goal.x - q.b.pos.x) / u, ((double)goal.y - q.b.pos.y) / u);
    }
    b_cur = q;
    tol = 256 * REAL_EPS * (1 + fabs(at.x) + fabs(at.y) + 4 * reach(scale));
    check_current_test = b_name[kind];
    k_what = "rules";
    over = both_overlap(&q, a_start(&q), q.b.pos);
    hit = both_sweep(&q, &h, &a_at, &b_at);
    CHECK(hit == both_sweep(&q, NULL, NULL, NULL));
    CHECK(hit_finite(h) && finite2(a_at) && finite2(b_at));
    if (over) {
        /* inside each other at the start: the relative sweep decides,
           blocked at time 0 (both stay) or moving apart (both go the whole
           way, however much they still overlap at the end) */
        isect_sweep rel;
        isect_vec d = isect_sub(q.db, q.da);
        bool rhit = kind == B_CIRCLES ? isect_circle_sweep_circle(q.ca, q.b, d, &rel)
                                      : isect_aabb_sweep_circle(q.box, q.b, d, &rel);
        k_what = "an overlapping start";
        CHECK(hit == rhit);
        if (hit) {
            CHECK(same_vec(a_at, a_start(&q)));
            CHECK(same_vec(b_at, q.b.pos));
        } else {
            isect_vec a0 = a_start(&q);
            CHECK(same_vec(a_at, end_of(&a0, &q.da)));
            CHECK(same_vec(b_at, end_of(&q.b.pos, &q.db)));
        }
        overlapped_starts++;
        return;
    }
    /* never ends overlapping */
    CHECK(!both_overlap(&q, a_at, b_at));
    /* both at one time, each on its own path: the time is read back from
       the larger motion (or the start when neither moves) */
    {
        /* in double: the positions' own rounding is all the error there is */
        double eax = (double)a_at.x - (double)a_start(&q).x, eay = (double)a_at.y - (double)a_start(&q).y;
        double ebx = (double)b_at.x - (double)q.b.pos.x, eby = (double)b_at.y - (double)q.b.pos.y;
        double ta = -1, big = 0;
        if (vlen(q.da) >= vlen(q.db) && vlen(q.da) > 0) {
            big = fmax(fabs(q.da.x), fabs(q.da.y));
            ta = fabs(q.da.x) >= fabs(q.da.y) ? eax / (double)q.da.x : eay / (double)q.da.y;
        } else if (vlen(q.db) > 0) {
            big = fmax(fabs(q.db.x), fabs(q.db.y));
            ta = fabs(q.db.x) >= fabs(q.db.y) ? ebx / (double)q.db.x : eby / (double)q.db.y;
        }
        if (big > 0) {
            double slack = tol / big;
            CHECK(ta >= -slack && ta <= 1 + slack);
            CHECK(vdist(a_at, at_time(a_start(&q), q.da, R(ta))) <= 2 * tol);
            CHECK(vdist(b_at, at_time(q.b.pos, q.db, R(ta))) <= 2 * tol);
            if (hit) CHECK(ta <= (double)h.time + slack);
        }
    }
    k_what = "oracle: samples along both paths";
    if (!hit) {
        isect_vec a0 = a_start(&q);
        misses++;
        CHECK(same_vec(a_at, end_of(&a0, &q.da)));
        CHECK(same_vec(b_at, end_of(&q.b.pos, &q.db)));
        for (k = 0; k <= 64; k++) CHECK(both_gap(&q, k / 64.0) >= -tol);
        return;
    }
    hits++;
    CHECK(h.time >= 0 && h.time <= 1);
    CHECK(is_unit(h.normal));
    CHECK(fabs(both_gap(&q, h.time)) <= tol);
    for (k = 0; k <= 64 && k / 64.0 < (double)h.time; k++) CHECK(both_gap(&q, k / 64.0) >= -tol);
    /* the contact is on the first shape where it is at that time */
    {
        isect_vec a_then = at_time(a_start(&q), q.da, h.time);
        if (kind == B_CIRCLES)
            CHECK(fabs(vdist(h.pos, a_then) - (double)q.ca.radius) <= tol);
        else {
            isect_aabb b = q.box;
            b.pos = a_then;
            CHECK(fabs(box_sd(b, 0, 0, h.pos.x, h.pos.y)) <= tol);
        }
    }
}

/* The bullet: a circle 1/8 of the target's size, moving 10 to 200 times its
   own size in a frame, fired at the point where a moving target's center
   will be at some time in the frame, from any side. It never tunnels. */
static void check_bullet(int scale)
{
    both q;
    double s = scale_size(scale) * 4, u = 0.05 + 0.9 * rng_unit(), speed, ang;
    isect_vec at = scale_point(scale), goal, a_at, b_at;
    isect_hit h;
    q.kind = rng_chance(0.5) ? B_CIRCLES : B_BOX_CIRCLE;
    q.ca = CIRC(at.x, at.y, s);
    q.box = BOX(at.x, at.y, s, s * (0.5 + rng_unit()));
    q.b = CIRC(0, 0, s / 8);
    q.da = near_at(V(0, 0), 2 * s);
    speed = s / 8 * (10 + 190 * rng_unit());
    ang = rng_unit() * 6.283185307179586;
    goal = V((double)at.x + u * q.da.x, (double)at.y + u * q.da.y);
    q.db = V(speed * cos(ang), speed * sin(ang));
    q.b.pos = V((double)goal.x - u * q.db.x, (double)goal.y - u * q.db.y);
    b_cur = q;
    check_current_test = "the bullet: small, fast, at a moving target, never tunnels";
    k_what = "bullet";
    if (both_overlap(&q, a_start(&q), q.b.pos)) return;
    if (CHECK(both_sweep(&q, &h, &a_at, &b_at))) {
        CHECK(h.time <= u + 1e-6);
        CHECK(!both_overlap(&q, a_at, b_at));
    }
}

static void both_phase(void)
{
    int kind, scale;
    for (kind = 0; kind < B_COUNT; kind++)
        for (scale = 0; scale < GAME_SCALES; scale++) check_both(kind, scale);
    for (scale = 0; scale < GAME_SCALES; scale++) check_bullet(scale);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_sweeps_walls", 0x3A115ULL, 6000,
                                 describe);
    int kind, scale;
    for (kind = 0; kind < K_COUNT; kind++)
        for (scale = 0; scale < GAME_SCALES; scale++) {
            k_kind = scale_label(scale);
            for (k_trial = 0; k_trial < trials; k_trial++)
                check_case(kind, scale);
        }
    k_kind = "slope";
    for (k_trial = 0; k_trial < trials; k_trial++) {
        check_slope(K_SEG_BOX);
        check_slope(K_SEG_CIRCLE);
    }
    check_current_test = "the wall cases reach hits, misses and overlapping starts";
    CHECK(hits > trials / 2 && misses > trials && overlapped_starts > trials / 10);
    CHECK(exact_hits > trials / 10);
    printf("walls: %ld hits (%ld on exact inputs), %ld misses, %ld overlapping starts\n", hits,
           exact_hits, misses, overlapped_starts);
    hits = misses = overlapped_starts = 0;
    check_describe = describe_both;
    k_kind = "both moving";
    for (k_trial = 0; k_trial < trials; k_trial++) both_phase();
    check_current_test = "the two-moving cases reach hits and misses";
    CHECK(hits > trials / 4 && misses > trials / 4);
    printf("both moving: %ld hits, %ld misses, %ld overlapping starts\n", hits, misses,
           overlapped_starts);
    return property_finish(__FILE__);
}
