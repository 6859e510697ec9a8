/* testlib.h -- the scaffolding the intersect C tests share (C99, header only).

   Include it after check.h's options (CHECK_PRINT_LIMIT) are set; it
   includes intersect.h and check.h itself. Everything here is a macro or a
   static inline function, so a test that uses only part of it compiles
   warning-free.

   - tolerances: TOL (unit tests), EPS, SQRT_HALF; REAL_EPS, NORMAL_TOL,
     HUGE_COORD and SUBNORMAL_SCALE (property tests);
   - inputs built without going through the library: R, V, BOX, CIRC, CAP,
     TRI, ZERO, and tri_order (the six orders of a triangle's corners);
   - marked results (unit tests): marked_hit, hit_is_marked, CHECK_HIT,
     backed_off;
   - checks on results: finite2, hit_finite, sweep_finite, is_unit,
     same_vec, and results full of NaN (nan_hit, nan_sweep, hit_is_nan);
   - the seeded generator (splitmix64) and its draws: rng_unit, rng_int,
     rng_chance; scale_pick, scale_coord, scale_size (the three scales of a
     game: units, pixels, tiles); gen_coord, gen_size, gen_point (the zero / quarter-grid /
     uniform mix); extreme (huge, tiny, subnormal and zero picks);
   - oracle helpers in double: dlen, vlen, vdist, vplus, maxabs, seg_dist,
     point_seg_dist, box_sd, cross3, along, tri_flat, tri_edge_dist, tri_sd;
   - a property test's main: property_start; property_run (the usual
     phases) or property_phase (one phase), with k_kind and k_trial, the
     phase and trial that describe prints; property_finish. */
#ifndef TESTLIB_H
#define TESTLIB_H

#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intersect.h"
#include "check.h"

/* ---- tolerances ---------------------------------------------------------- */

#ifdef ISECT_FLOAT
#define TOL 1e-5 /* unit tests, float: a few ulps of values up to about 20 */
#define REAL_EPS ((double)FLT_EPSILON)
#define HUGE_COORD 1e18       /* the spec's range for float */
#define SUBNORMAL_SCALE 1e-42 /* x in [-100, 100] -> subnormal floats */
#define REAL_NAME " (float)"
#else
#define TOL 1e-12
#define REAL_EPS DBL_EPSILON
#define HUGE_COORD 1e150 /* the spec's range for double */
#define SUBNORMAL_SCALE 1e-312
#define REAL_NAME " (double)"
#endif
#define EPS ((double)ISECT_EPSILON)
#define SQRT_HALF 0.70710678118654752440
#define NORMAL_TOL (16 * REAL_EPS) /* |normal| - 1 */

/* ---- building inputs without going through the library ---------------- */

static inline isect_real R(double x) { return (isect_real)x; }

static inline isect_vec V(double x, double y)
{
    isect_vec v;
    v.x = (isect_real)x;
    v.y = (isect_real)y;
    return v;
}

static const isect_vec ZERO = {0, 0};

static inline isect_aabb BOX(double x, double y, double hx, double hy)
{
    isect_aabb b;
    b.pos = V(x, y);
    b.half = V(hx, hy);
    return b;
}

static inline isect_circle CIRC(double x, double y, double r)
{
    isect_circle c;
    c.pos = V(x, y);
    c.radius = R(r);
    return c;
}

static inline isect_capsule CAP(double x, double y, double dx, double dy, double r)
{
    isect_capsule c;
    c.pos = V(x, y);
    c.delta = V(dx, dy);
    c.radius = R(r);
    return c;
}

static inline isect_triangle TRI(double ax, double ay, double bx, double by, double cx,
                                 double cy)
{
    isect_triangle t;
    t.a = V(ax, ay);
    t.b = V(bx, by);
    t.c = V(cx, cy);
    return t;
}

/* The six orders of a triangle's corners: 0-2 keep the winding (rotations),
   3-5 reverse it. */
static inline isect_triangle tri_order(isect_triangle t, int k)
{
    isect_vec p[3];
    isect_triangle o;
    p[0] = t.a;
    p[1] = t.b;
    p[2] = t.c;
    o.a = p[k % 3];
    o.b = p[(k < 3 ? k + 1 : k + 2) % 3];
    o.c = p[(k < 3 ? k + 2 : k + 1) % 3];
    return o;
}

/* ---- marked results: did a function write its result? ------------------- */

#define MARK 77.0
static inline isect_hit marked_hit(void)
{
    isect_hit h;
    h.pos = V(MARK, MARK);
    h.normal = V(MARK, MARK);
    h.delta = V(MARK, MARK);
    h.time = R(MARK);
    return h;
}

static inline int hit_is_marked(isect_hit h)
{
    return h.pos.x == R(MARK) && h.pos.y == R(MARK) && h.normal.x == R(MARK) &&
           h.normal.y == R(MARK) && h.delta.x == R(MARK) && h.delta.y == R(MARK) &&
           h.time == R(MARK);
}

/* All fields of a hit: pos, normal, delta, time, within TOL. */
#define CHECK_HIT(h, px, py, nx, ny, dx, dy, t)                                   \
    do {                                                                          \
        CHECK_VEC(h.pos, px, py, TOL);                                            \
        CHECK_VEC(h.normal, nx, ny, TOL);                                         \
        CHECK_VEC(h.delta, dx, dy, TOL);                                          \
        CHECK_NEAR(h.time, t, TOL);                                               \
    } while (0)

/* A sweep's time: the hit's time t backed off by ISECT_EPSILON, clamped at 0. */
static inline double backed_off(double t) { return t - EPS < 0.0 ? 0.0 : t - EPS; }

/* ---- vectors in double, and checks on results --------------------------- */

static inline isect_vec vplus(isect_vec a, isect_vec b)
{
    return V((double)a.x + b.x, (double)a.y + b.y);
}
static inline double dlen(double x, double y) { return sqrt(x * x + y * y); }
static inline double vlen(isect_vec v) { return dlen(v.x, v.y); }
static inline double vdist(isect_vec a, isect_vec b)
{
    return dlen((double)a.x - b.x, (double)a.y - b.y);
}
/* The rule of a start in overlap ("Starting in contact"), as the library
   rounds it: the move goes into the shape when D . N is below zero by more
   than the rounding of a slanted normal, 4 eps (|D_x| + |D_y|) (|N_x| +
   |N_y|), in isect_real arithmetic. */
static inline int moves_into(isect_vec d, isect_vec n)
{
    const isect_real eps = (isect_real)REAL_EPS; /* in isect_real, as the library */
    isect_real along = isect_dot(d, n);
    return along < 0
        && !(-along <= 4 * eps * (isect_abs(d.x) + isect_abs(d.y)) * (isect_abs(n.x) + isect_abs(n.y)));
}
/* The other half of that rule: a move against the normal is not "into"
   when the normal's sign was a pick, the two ways out along +N and -N
   equally short. For boxes, circles and capsules that is when their
   centers are level across the normal: C . N (C from the still shape's
   center to the moving shape's) is zero within four rounding steps of
   its two products, |C_x N_x| + |C_y N_y|, in isect_real arithmetic, as
   the library rounds it. (The library first scales C up when it is
   below ISECT_SHRINK, so the products do not underflow, and never calls
   centers more than ISECT_GROW apart level; the tests that use this draw
   neither.) */
static inline int level_across(isect_vec apart, isect_vec n)
{
    const isect_real eps = (isect_real)REAL_EPS; /* in isect_real, as the library */
    isect_real x = apart.x * n.x, y = apart.y * n.y;
    return isect_abs(x + y) <= 4 * eps * (isect_abs(x) + isect_abs(y));
}
/* A capsule's center, as the library computes it: the middle of its axis. */
static inline isect_vec cap_middle(isect_capsule c)
{
    return isect_add(c.pos, isect_scale(c.delta, (isect_real)0.5));
}
/* A start in overlap holds the shape (blocked at time 0) when the move
   goes into the normal and the centers are not level across it. Pass
   apart = NULL for a still triangle, which has no center in this sense. */
static inline int start_blocks(isect_vec d, isect_vec n, const isect_vec *apart)
{
    return moves_into(d, n) && !(apart != NULL && level_across(*apart, n));
}
/* The rule of a sweep's own contact (the book's "Finishing a sweep"): it
   counts when it comes before time 1 and the move goes into its normal.
   At time 0, a start that touches exactly, the rounding of a slanted
   normal is forgiven as in moves_into; a normal along an axis is exact,
   and any move into it counts. */
static inline int contact_counts(const isect_hit *h, isect_vec d)
{
    if (!(h->time < 1 && isect_dot(d, h->normal) < 0))
        return 0;
    if (h->time > 0 || h->normal.x == 0 || h->normal.y == 0)
        return 1;
    return moves_into(d, h->normal);
}
/* The library's one order for the corners of a flat triangle: right to left, the
   largest x first, on a tie the largest y (isect_comes_before and
   isect_flat_in_one_order, in the book's *A flat triangle*). The static
   tests and the sweeps take it when the area is zero (tri_area_is_zero). */
static inline int comes_before(isect_vec p, isect_vec q)
{
    return p.x < q.x || (p.x == q.x && p.y < q.y);
}
static inline isect_triangle tri_in_one_order(isect_triangle t)
{
    isect_vec k;
    if (comes_before(t.a, t.b)) k = t.a, t.a = t.b, t.b = k;
    if (comes_before(t.b, t.c)) k = t.b, t.b = t.c, t.c = k;
    if (comes_before(t.a, t.b)) k = t.a, t.a = t.b, t.b = k;
    return t;
}
/* Whether the library takes a triangle for flat: its doubled area,
   (B - A) x (C - A), is zero in isect_real arithmetic (isect_winding_of). */
static inline int tri_area_is_zero(isect_triangle t)
{
    return isect_cross(isect_sub(t.b, t.a), isect_sub(t.c, t.a)) == 0;
}
static inline int same_vec(isect_vec a, isect_vec b) { return a.x == b.x && a.y == b.y; }
static inline int finite2(isect_vec v) { return isfinite(v.x) && isfinite(v.y); }
static inline int is_unit(isect_vec n) { return fabs(vlen(n) - 1.0) <= NORMAL_TOL; }

static inline int hit_finite(isect_hit h)
{
    return finite2(h.pos) && finite2(h.normal) && finite2(h.delta) && isfinite(h.time);
}

static inline int sweep_finite(isect_sweep s)
{
    return hit_finite(s.hit) && finite2(s.pos) && isfinite(s.time);
}

/* A result full of NaN: written or not is then plain to see. */
static inline isect_hit nan_hit(void)
{
    isect_hit h;
    h.pos.x = h.pos.y = h.normal.x = h.normal.y = h.delta.x = h.delta.y = h.time = R(NAN);
    return h;
}

static inline int hit_is_nan(isect_hit h)
{
    return isnan(h.pos.x) && isnan(h.pos.y) && isnan(h.normal.x) && isnan(h.normal.y) &&
           isnan(h.delta.x) && isnan(h.delta.y) && isnan(h.time);
}

static inline isect_sweep nan_sweep(void)
{
    isect_sweep s;
    s.hit = nan_hit();
    s.pos.x = s.pos.y = s.time = R(NAN);
    return s;
}

/* The largest of m, |v.x| and |v.y|: a case's scale. */
static inline double maxabs(double m, isect_vec v)
{
    if (fabs(v.x) > m) m = fabs(v.x);
    if (fabs(v.y) > m) m = fabs(v.y);
    return m;
}

/* ---- the generator: splitmix64 ------------------------------------------ */

static uint64_t rng_state; /* seeded by property_start */

static inline uint64_t rng_u64(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline double rng_unit(void) /* [0, 1) */
{
    return (double)(rng_u64() >> 11) * (1.0 / 9007199254740992.0);
}

static inline int rng_int(int lo, int hi) /* [lo, hi] */
{
    return lo + (int)(rng_u64() % (uint64_t)(hi - lo + 1));
}

static inline int rng_chance(double p) { return rng_unit() < p; }

/* The three scales a game works at, for property tests that build shapes
   as games do: unit-sized worlds (0 to 10, halves common), pixels (100 to
   900, halves common) and tile worlds (0 to 4000 on a grid of 16).
   scale_pick draws from [lo, hi), snapped down to a multiple of grid when
   grid > 0; scale_coord and scale_size draw a coordinate and a half size at
   a scale. */
enum { GAME_UNIT, GAME_PIXEL, GAME_TILE, GAME_SCALES };

static inline const char *scale_label(int scale)
{
    return scale == GAME_UNIT ? "unit" : scale == GAME_PIXEL ? "pixel" : "tile";
}

static inline double scale_pick(double lo, double hi, double grid)
{
    double x = lo + (hi - lo) * rng_unit();
    return grid > 0 ? floor(x / grid) * grid : x;
}

static inline double scale_coord(int scale)
{
    switch (scale) {
    case GAME_UNIT: return scale_pick(0, 10, rng_chance(0.5) ? 0.5 : 0);
    case GAME_PIXEL: return scale_pick(100, 900, rng_chance(0.5) ? 0.5 : 0);
    default: return scale_pick(0, 4000, 16);
    }
}

static inline double scale_size(int scale)
{
    switch (scale) {
    case GAME_UNIT: return scale_pick(0.25, 3, rng_chance(0.5) ? 0.25 : 0);
    case GAME_PIXEL: return scale_pick(2, 40, rng_chance(0.5) ? 0.5 : 0);
    default: return scale_pick(2, 14, rng_chance(0.5) ? 1 : 0);
    }
}

/* The speed tests' four kinds of case. CASE_BENCH draws like the
   benchmark (uniform reals within reach of a center); CASE_GRID and
   CASE_TILES draw half units within reach of a center near the origin or a
   tile corner in the thousands (every product exact); CASE_HUGE ignores
   the center and draws near the top of the type's range. */
typedef enum { CASE_BENCH, CASE_GRID, CASE_TILES, CASE_HUGE } case_kind;

static inline double case_coord(case_kind kind, double center, double reach)
{
    switch (kind) {
    case CASE_BENCH: return center + (2 * rng_unit() - 1) * reach;
    case CASE_GRID:
    case CASE_TILES: return center + rng_int(-(int)(2 * reach), (int)(2 * reach)) / 2.0;
    case CASE_HUGE: break;
    }
#ifdef ISECT_FLOAT
    return (2 * rng_unit() - 1) * 1e37;
#else
    return (2 * rng_unit() - 1) * 1e306;
#endif
}

/* How gen_coord draws its uniform values in [-range, range]. The two forms
   are the same number but round differently in the last bit, so each test
   keeps the one it was written with (and with it, its cases):
   UNIFORM_SHIFTED is -range + 2 range u, UNIFORM_SCALED is range (2u - 1). */
typedef enum { UNIFORM_SHIFTED, UNIFORM_SCALED } uniform_form;

/* A coordinate in [-range, range]. grid: a multiple of 1/64 (exact sums).
   Otherwise 5% exact zeros, 30% multiples of 1/4 (so that touching is
   common), the rest uniform. One rng_unit draw picks the kind. */
static inline double gen_coord(int grid, double range, uniform_form form)
{
    double u;
    if (grid) return rng_int(-(int)(64 * range), (int)(64 * range)) / 64.0;
    u = rng_unit();
    if (u < 0.05) return 0.0;
    if (u < 0.35) return rng_int(-(int)(4 * range), (int)(4 * range)) / 4.0;
    if (form == UNIFORM_SCALED) return range * (2.0 * rng_unit() - 1.0);
    return -range + 2 * range * rng_unit();
}

/* A size in [0, range]. grid: a multiple of 1/64. Otherwise exact zeros with
   chance p_zero, multiples of 1/4 up to a chance of 35%, the rest uniform in
   (0, range]. */
static inline double gen_size(int grid, double range, double p_zero)
{
    double u;
    if (grid) return rng_int(0, (int)(64 * range)) / 64.0;
    u = rng_unit();
    if (u < p_zero) return 0.0;
    if (u < 0.35) return rng_int(1, (int)(4 * range)) / 4.0;
    return range * (1.0 - rng_unit());
}

static inline isect_vec gen_point(int grid, double range, uniform_form form)
{
    double x = gen_coord(grid, range, form); /* x first: argument order is unspecified */
    return V(x, gen_coord(grid, range, form));
}

/* x scaled to a huge (HUGE_COORD for x = 100), tiny, subnormal or zero
   value, or left as it is. */
static inline double extreme(double x)
{
    switch (rng_int(0, 5)) {
    case 0: return x * (HUGE_COORD / 100.0);
    case 1: return x * 1e-6;
    case 2: return x * (1.0 / HUGE_COORD);
    case 3: return x * SUBNORMAL_SCALE;
    case 4: return 0.0;
    default: return x;
    }
}

/* x's pick first, then y's: in one call's arguments the order would be
   the compiler's choice. */
static inline isect_vec ext_vec(isect_vec v)
{
    double x = extreme(v.x);
    double y = extreme(v.y);
    return V(x, y);
}

/* ---- oracle helpers, in double ------------------------------------------- */

/* Distance from (px, py) to the segment from a to a + e. */
static inline double point_seg_dist(double px, double py, isect_vec a, isect_vec e)
{
    double ex = e.x, ey = e.y, dd = ex * ex + ey * ey, t = 0;
    if (dd > 0) {
        t = ((px - a.x) * ex + (py - a.y) * ey) / dd;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
    }
    return dlen(px - (a.x + t * ex), py - (a.y + t * ey));
}

/* Distance from (px, py) to the segment from (ax, ay) to (bx, by): the same
   as point_seg_dist, but from the end points (b - a rounds in double). */
static inline double seg_dist(double ax, double ay, double bx, double by, double px, double py)
{
    double dx = bx - ax, dy = by - ay, dd = dx * dx + dy * dy, t = 0;
    if (dd > 0) t = ((px - ax) * dx + (py - ay) * dy) / dd;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return dlen(px - (ax + t * dx), py - (ay + t * dy));
}

/* Signed distance from (px, py) to the box b grown by (ex, ey): > 0 outside,
   < 0 inside. */
static inline double box_sd(isect_aabb b, double ex, double ey, double px, double py)
{
    double ox = fabs(px - b.pos.x) - ((double)b.half.x + ex);
    double oy = fabs(py - b.pos.y) - ((double)b.half.y + ey);
    if (ox > 0 || oy > 0) return dlen(ox > 0 ? ox : 0, oy > 0 ? oy : 0);
    return ox > oy ? ox : oy;
}

/* Twice the signed area of a, b, p: > 0 when p is left of a -> b. */
static inline double cross3(isect_vec a, isect_vec b, isect_vec p)
{
    return ((double)b.x - a.x) * ((double)p.y - a.y) - ((double)b.y - a.y) * ((double)p.x - a.x);
}

/* A point of the line a + s*(b - a). */
static inline isect_vec along(isect_vec a, isect_vec b, double s)
{
    return V(a.x + s * ((double)b.x - a.x), a.y + s * ((double)b.y - a.y));
}

static inline int tri_flat(isect_triangle t) { return cross3(t.a, t.b, t.c) == 0; }

/* Distance from p to the nearest edge of t. */
static inline double tri_edge_dist(isect_triangle t, isect_vec p)
{
    double d1 = seg_dist(t.a.x, t.a.y, t.b.x, t.b.y, p.x, p.y);
    double d2 = seg_dist(t.b.x, t.b.y, t.c.x, t.c.y, p.x, p.y);
    double d3 = seg_dist(t.c.x, t.c.y, t.a.x, t.a.y, p.x, p.y);
    double d = d1 < d2 ? d1 : d2;
    return d < d3 ? d : d3;
}

/* Signed distance to a triangle: < 0 inside, > 0 outside; a flat triangle
   has no inside. */
static inline double tri_sd(isect_triangle t, isect_vec p)
{
    double area = cross3(t.a, t.b, t.c), w = area > 0 ? 1 : -1;
    double d = tri_edge_dist(t, p);
    /* the box of the corners keeps rounding from putting points on a sliver's
       line, beyond its ends, inside (as the library does) */
    double x0 = fmin(t.a.x, fmin(t.b.x, t.c.x)), x1 = fmax(t.a.x, fmax(t.b.x, t.c.x));
    double y0 = fmin(t.a.y, fmin(t.b.y, t.c.y)), y1 = fmax(t.a.y, fmax(t.b.y, t.c.y));
    int inside = area != 0 && p.x > x0 && p.x < x1 && p.y > y0 && p.y < y1 &&
                 w * cross3(t.a, t.b, p) > 0 && w * cross3(t.b, t.c, p) > 0 &&
                 w * cross3(t.c, t.a, p) > 0;
    return inside ? -d : d;
}

/* ---- a property test's main ---------------------------------------------- */

static const char *k_kind = ""; /* the current phase, for describe */
static long k_trial;            /* the current trial of that phase */

/* ---- seams: a path between two shapes (the book's *Seams*) ---------------
   A reference for the cast's rule, written from its statement and not from
   the library's loop: the path enters the union of the shapes at the first
   time t >= 0 from which it runs along a shape on its left and a shape on
   its right; it is a hit when that is before the best hit of a single
   shape. Every pair of grazes is tried (the library asks side by side,
   again and again). The arithmetic that decides a graze is the library's
   (the start measured from a box's center, crosses in double, times along
   the larger axis of delta), so that answers can be compared to the bit. */

typedef struct seam_graze {
    isect_real enter, leave;
    isect_vec pos;
    int side; /* 0 left of the path, 1 right */
} seam_graze;

static inline isect_real seam_time_ref(isect_vec p, isect_vec d, isect_vec x)
{
    return fabs((double)d.x) >= fabs((double)d.y) ? (x.x - p.x) / d.x : (x.y - p.y) / d.y;
}

/* a path parallel to the y axis (after swapping, if swap) along a box's side */
static inline int seam_box_ref(isect_aabb b, isect_vec p, isect_vec d, seam_graze *g)
{
    int vertical = d.x == 0 && d.y != 0, horizontal = d.y == 0 && d.x != 0;
    isect_real off;
    double sign;
    if (!(b.half.x > 0 && b.half.y > 0) || !(vertical || horizontal)) return 0;
    off = vertical ? (isect_real)(p.x - b.pos.x) : (isect_real)(p.y - b.pos.y);
    if (vertical ? (off != b.half.x && off != -b.half.x) : (off != b.half.y && off != -b.half.y))
        return 0;
    sign = vertical ? (d.y > 0 ? 1 : -1) : (d.x > 0 ? 1 : -1);
    if (vertical) {
        g->pos = V(p.x, b.pos.y - (isect_real)sign * b.half.y);
        g->leave = seam_time_ref(p, d, V(p.x, b.pos.y + (isect_real)sign * b.half.y));
        g->side = (off > 0) == (d.y > 0) ? 0 : 1; /* box on -x: left when moving +y */
    } else {
        g->pos = V(b.pos.x - (isect_real)sign * b.half.x, p.y);
        g->leave = seam_time_ref(p, d, V(b.pos.x + (isect_real)sign * b.half.x, p.y));
        g->side = (off > 0) == (d.x < 0) ? 0 : 1; /* box on -y: left when moving -x */
    }
    g->enter = seam_time_ref(p, d, g->pos);
    return 1;
}

static inline int seam_graze_ref(const isect_shape *s, isect_vec p, isect_vec d, seam_graze *g)
{
    if (s->kind == ISECT_SHAPE_AABB) return seam_box_ref(s->as.aabb, p, d, g);
    if (s->kind == ISECT_SHAPE_CAPSULE) {
        isect_capsule c = s->as.capsule;
        int up = c.delta.x == 0 && c.delta.y != 0 && d.x == 0;
        int level = c.delta.y == 0 && c.delta.x != 0 && d.y == 0;
        isect_aabb sides;
        if (!(up || level) || !(c.radius > 0)) return 0;
        sides.pos = V(c.pos.x + c.delta.x * (isect_real)0.5, c.pos.y + c.delta.y * (isect_real)0.5);
        sides.half = up ? V(c.radius, fabs((double)c.delta.y) * 0.5)
                        : V(fabs((double)c.delta.x) * 0.5, c.radius);
        return seam_box_ref(sides, p, d, g);
    }
    if (s->kind == ISECT_SHAPE_TRIANGLE) {
        isect_vec c[3];
        int i;
        c[0] = s->as.triangle.a;
        c[1] = s->as.triangle.b;
        c[2] = s->as.triangle.c;
        if ((double)(isect_real)(c[1].x - c[0].x) * (isect_real)(c[2].y - c[0].y) ==
            (double)(isect_real)(c[1].y - c[0].y) * (isect_real)(c[2].x - c[0].x))
            return 0; /* flat: no inside */
        for (i = 0; i < 3; i++) {
            isect_vec a = c[i], b = c[(i + 1) % 3], o = c[(i + 2) % 3];
            isect_real ex = b.x - a.x, ey = b.y - a.y, ax = a.x - p.x, ay = a.y - p.y;
            isect_real ta, tb, side;
            if ((double)ex * d.y != (double)ey * d.x || (double)ex * ay != (double)ey * ax)
                continue;
            side = (isect_real)((double)d.x * ((double)o.y - p.y) - (double)d.y * ((double)o.x - p.x));
            if (side == 0) return 0;
            ta = seam_time_ref(p, d, a);
            tb = seam_time_ref(p, d, b);
            g->enter = ta < tb ? ta : tb;
            g->leave = ta < tb ? tb : ta;
            g->pos = ta <= tb ? a : b;
            g->side = side > 0 ? 0 : 1;
            return 1;
        }
    }
    return 0;
}

/* The fixed order of shapes of the tie rules: the kind, then the numbers
   as stored (-0 before +0, a NaN after every number). */
static inline int seam_cmp_real(isect_real a, isect_real b)
{
    if (a < b) return -1;
    if (a > b) return 1;
    if (a != a || b != b) return (a != a) - (b != b);
    if (a == 0) return (int)signbit(b) - (int)signbit(a);
    return 0;
}

static inline int seam_cmp_shapes(const isect_shape *a, const isect_shape *b)
{
    isect_real na[6], nb[6];
    int n = 0, k, o = 0;
    if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1;
    for (k = 0; k < 2; k++) {
        const isect_shape *s = k ? b : a;
        isect_real *v = k ? nb : na;
        if (s->kind == ISECT_SHAPE_AABB) {
            v[0] = s->as.aabb.pos.x, v[1] = s->as.aabb.pos.y;
            v[2] = s->as.aabb.half.x, v[3] = s->as.aabb.half.y, n = 4;
        } else if (s->kind == ISECT_SHAPE_CIRCLE) {
            v[0] = s->as.circle.pos.x, v[1] = s->as.circle.pos.y, v[2] = s->as.circle.radius;
            n = 3;
        } else if (s->kind == ISECT_SHAPE_CAPSULE) {
            v[0] = s->as.capsule.pos.x, v[1] = s->as.capsule.pos.y;
            v[2] = s->as.capsule.delta.x, v[3] = s->as.capsule.delta.y;
            v[4] = s->as.capsule.radius, n = 5;
        } else {
            v[0] = s->as.triangle.a.x, v[1] = s->as.triangle.a.y;
            v[2] = s->as.triangle.b.x, v[3] = s->as.triangle.b.y;
            v[4] = s->as.triangle.c.x, v[5] = s->as.triangle.c.y, n = 6;
        }
    }
    for (k = 0; k < n && o == 0; k++) o = seam_cmp_real(na[k], nb[k]);
    return o;
}

/* The seam hit of a path through shapes[0..n) (those with counts[i] != 0,
   or all when counts is NULL), if it comes before `until`: the time, and
   the shape that covers a side from then on and begins latest (then the
   fixed order of shapes, then the smaller index). */
static inline int seam_ref(const isect_shape *shapes, const int *counts, size_t n,
                           isect_vec p, isect_vec d, isect_real until, isect_hit *out,
                           size_t *index)
{
    seam_graze a, b;
    size_t i, j, best_i = 0;
    isect_real at = 2, lo, hi, enter_best = 0;
    int found = 0;
    for (i = 0; i < n; i++) {
        if ((counts && !counts[i]) || !seam_graze_ref(&shapes[i], p, d, &a)) continue;
        for (j = 0; j < n; j++) {
            if ((counts && !counts[j]) || !seam_graze_ref(&shapes[j], p, d, &b) ||
                b.side == a.side)
                continue;
            lo = a.enter > b.enter ? a.enter : b.enter;
            if (lo < 0) lo = 0;
            hi = a.leave < b.leave ? a.leave : b.leave;
            if (lo < hi && lo < at) at = lo;
        }
    }
    if (!(at < until) || !(at < 1)) return 0;
    for (i = 0; i < n; i++) {
        if ((counts && !counts[i]) || !seam_graze_ref(&shapes[i], p, d, &a)) continue;
        if (a.enter <= at && at < a.leave &&
            (!found || a.enter > enter_best ||
             (a.enter == enter_best &&
              (seam_cmp_shapes(&shapes[i], &shapes[best_i]) < 0 ||
               (seam_cmp_shapes(&shapes[i], &shapes[best_i]) == 0 && i < best_i))))) {
            found = 1;
            best_i = i;
            enter_best = a.enter;
            out->pos = a.enter < at ? p : a.pos;
        }
    }
    out->time = at;
    out->normal = isect_normalize(isect_scale(d, -1));
    out->delta = isect_scale(d, -(1 - at));
    *index = best_i;
    return found;
}

/* Reads "[seed [trials]]" (seed in decimal or 0x hex) over the defaults,
   prints "<title>: seed 0x..., N trials (double)", seeds the generator,
   installs describe_case (prints the case of a failure) and gives the trials. */
static inline long property_start(int argc, char **argv, const char *title, uint64_t seed,
                                  long trials, void (*describe_case)(void))
{
    if (argc > 1) seed = (uint64_t)strtoull(argv[1], NULL, 0);
    if (argc > 2) trials = strtol(argv[2], NULL, 0);
    printf("%s: seed 0x%016" PRIx64 ", %ld trials%s\n", title, seed, trials, REAL_NAME);
    rng_state = seed;
    check_describe = describe_case;
    return trials;
}

/* One phase of a property test: trial() `trials` times, k_trial counting. */
static inline void property_phase(const char *kind, long trials, void (*trial)(void))
{
    k_kind = kind;
    for (k_trial = 0; k_trial < trials; k_trial++) trial();
}

/* The phases of a property test over shapes (property_run): `trials` random
   cases, `trials` grid cases, `trials` huge-tiny-and-zero cases, one all-zero
   case. */
typedef struct {
    void (*gen_case)(int grid);     /* draws a case: random (0) or on the grid (1) */
    void (*check_random)(void);     /* the checks of a random case */
    void (*check_grid)(void);       /* the checks of a grid case */
    void (*gen_extreme_case)(void); /* draws a case with huge, tiny and zero values */
    void (*check_finite)(void);     /* the checks of such a case */
    void (*zero_case)(void);        /* sets the case to all zeros */
    void (*check_zero)(void);       /* the all-zero case's checks after check_finite, or NULL */
} property_suite;

static inline void property_run(const property_suite *s, long trials)
{
    k_kind = "random";
    for (k_trial = 0; k_trial < trials; k_trial++) {
        s->gen_case(0);
        s->check_random();
    }
    k_kind = "grid, translated";
    for (k_trial = 0; k_trial < trials; k_trial++) {
        s->gen_case(1);
        s->check_grid();
    }
    k_kind = "huge, tiny and zero";
    for (k_trial = 0; k_trial < trials; k_trial++) {
        s->gen_extreme_case();
        s->check_finite();
    }
    k_kind = "all zero";
    k_trial = 0;
    s->zero_case();
    s->check_finite();
    if (s->check_zero) s->check_zero();
}

/* The benchmark's pair of neighbours, in the order it draws them: a first
   center up to 100 from (cx, cy) on each axis, half sizes 1 to 20 for two
   boxes, and a second center beside the first, up to one and a half times
   the two half sizes away on each axis (so the two overlap on an axis about
   a third of the time). The tests that prove a faster version gives the old
   answers draw their cases this way. */
typedef struct { double ax, ay, ahx, ahy, bx, by, bhx, bhy; } bench_pair;

static inline bench_pair draw_bench_pair(double cx, double cy)
{
    bench_pair p;
    p.ax = cx + 200 * rng_unit() - 100;
    p.ay = cy + 200 * rng_unit() - 100;
    p.ahx = 1 + 19 * rng_unit();
    p.ahy = 1 + 19 * rng_unit();
    p.bhx = 1 + 19 * rng_unit();
    p.bhy = 1 + 19 * rng_unit();
    p.bx = p.ax + (3 * rng_unit() - 1.5) * (p.ahx + p.bhx);
    p.by = p.ay + (3 * rng_unit() - 1.5) * (p.ahy + p.bhy);
    return p;
}

/* The benchmark's capsule beside a pair: it starts up to 20 below and to
   the left of the first center, its axis runs up to 30 each way, its radius
   is 1 to 10. */
static inline isect_capsule draw_bench_capsule(bench_pair p)
{
    double px = p.ax - 20 * rng_unit();
    double py = p.ay - 20 * rng_unit();
    double dx = 60 * rng_unit() - 30;
    double dy = 60 * rng_unit() - 30;
    double r = 1 + 9 * rng_unit();
    return CAP(px, py, dx, dy, r);
}

/* After a failure, the failures by check line of `file`; then the closing
   "N passed, N failed" line and main's return value. */
static inline int property_finish(const char *file)
{
    long i;
    check_current_test = "-";
    if (check_failed_count) {
        printf("failures by check (line: count; each line's first failures are printed above):\n");
        for (i = 0; i < 8192; i++)
            if (check_line_failures[i])
                printf("  %s:%ld: %lu\n", file, i, check_line_failures[i]);
    }
    return check_report();
}

#endif /* TESTLIB_H */
