/* property_contract.c -- the header's answers do not depend on how a compiler
   treats a * b + c. tests/tests.mk compiles this file with
   -ffp-contract=fast (and -mfma where the processor has it), so that the
   header's functions pasted in here may fuse multiplies into adds, and the
   library as usual. The library turns contraction off in its own file.

   Usage: test-property_contract [seed [trials]]

   The cases sit within a few roundings of the border, at the coordinates a
   game uses (units, pixels, tiles in the thousands), none of them exact:
   - points near a circle, and circles near touching: the header's yes/no of
     isect_circle_point and isect_circle_circle, without a hit and with one,
     against the library's isect_circle_point_push;
   - segments that graze a circle, start near it or end near it: the header's
     isect_circle_segment against the library's isect_circle_segment_entry;
   - points near a triangle's edges: isect_triangle_contains (the header's)
     against isect_triangle_point (the library's).
   Each answer must be the library's, and a hit the library's hit, bit for
   bit; each function is also called through a pointer (the library's own
   copy of the header function), which must agree too.

   That the cases are near enough to matter is checked as well: for each
   test, the plain and the fused evaluation of its sum of products (written
   out here in the library's type, as the header works them out, with
   volatile to keep the plain products rounded, and fma() or fmaf()) must
   give different signs in some cases, in both builds.

   Last, it prints a digest of every answer and hit. tests/tests.mk builds
   the test a second time against a library compiled with contraction
   allowed (gcc -std=gnu11 -mfma, and clang -mfma), and make check-contract
   checks that the digests agree: the library gives the same answers
   however it is built. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

enum { K_POINT, K_CIRCLE, K_SEGMENT, K_TRIANGLE, K_KINDS };
static const char *kind_name[K_KINDS] = {"circle point", "circle circle",
                                         "circle segment", "triangle contains"};
static long cases[K_KINDS], sensitive[K_KINDS], hits[K_KINDS];
static uint64_t digest = DIGEST_START;

static isect_circle g_circ, g_other;
static isect_vec g_point, g_pos, g_delta;
static isect_real g_padding;
static isect_triangle g_tri;
static int g_kind;

static void describe(void)
{
    printf("    %s, trial %ld: circle (%.17g, %.17g) r %.17g, padding %.17g\n", k_kind,
           k_trial, (double)g_circ.pos.x, (double)g_circ.pos.y, (double)g_circ.radius,
           (double)g_padding);
    if (g_kind == K_POINT)
        printf("    point (%.17g, %.17g)\n", (double)g_point.x, (double)g_point.y);
    if (g_kind == K_CIRCLE)
        printf("    other (%.17g, %.17g) r %.17g\n", (double)g_other.pos.x,
               (double)g_other.pos.y, (double)g_other.radius);
    if (g_kind == K_SEGMENT)
        printf("    pos (%.17g, %.17g) delta (%.17g, %.17g)\n", (double)g_pos.x,
               (double)g_pos.y, (double)g_delta.x, (double)g_delta.y);
    if (g_kind == K_TRIANGLE)
        printf("    triangle (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g), point (%.17g, %.17g)\n",
               (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x, (double)g_tri.b.y,
               (double)g_tri.c.x, (double)g_tri.c.y, (double)g_point.x, (double)g_point.y);
}

/* ---- the digest: FNV-1a over every answer and hit ------------------------ */

static void digest_bytes(const void *p, size_t n)
{
    digest = digest_fold(digest, p, n);
}

static void digest_answer(bool yes, const isect_hit *hit)
{
    unsigned char y = yes ? 1 : 0;
    isect_real f[7];
    digest_bytes(&y, 1);
    if (!yes)
        return;
    f[0] = hit->pos.x; f[1] = hit->pos.y; f[2] = hit->normal.x; f[3] = hit->normal.y;
    f[4] = hit->delta.x; f[5] = hit->delta.y; f[6] = hit->time;
    digest_bytes(f, sizeof f);
}

/* ---- the sums, plain and fused ------------------------------------------- */

/* The sums in the library's type, as the header's fronts work them out. */
#ifdef ISECT_FLOAT
#define FUSED(a, b, c) fmaf(a, b, c)
#else
#define FUSED(a, b, c) fma(a, b, c)
#endif

/* sign of a*b + c*d - e, with both products rounded */
static int plain_sign(isect_real a, isect_real b, isect_real c, isect_real d, isect_real e)
{
    volatile isect_real p = a * b, q = c * d;
    isect_real s = p + q;
    volatile isect_real r = s;
    return (r > e) - (r < e);
}

/* the same with the first product fused into the sum */
static int fused_sign(isect_real a, isect_real b, isect_real c, isect_real d, isect_real e)
{
    isect_real s = FUSED(a, b, c * d);
    volatile isect_real r = s;
    return (r > e) - (r < e);
}

static void note_sensitive(int kind, isect_real a, isect_real b, isect_real c, isect_real d,
                           isect_real e)
{
    if (plain_sign(a, b, c, d, e) != fused_sign(a, b, c, d, e))
        sensitive[kind]++;
}

/* The sign of the circle segment test's gap, in its three cases, computed
   plainly (fused 0: every product rounded) or with each sum's first product
   fused (fused 1). */
static isect_real real_mul(isect_real a, isect_real b)
{
    volatile isect_real p = a * b;
    return p;
}

static isect_real mul_add(int fused, isect_real a, isect_real b, isect_real c)
{
    volatile isect_real r;
    if (fused)
        r = FUSED(a, b, c);
    else
        r = real_mul(a, b) + c;
    return r;
}

static int segment_gap_sign(int fused)
{
    isect_real mx = g_pos.x - g_circ.pos.x;
    isect_real my = g_pos.y - g_circ.pos.y;
    isect_real dx = g_delta.x, dy = g_delta.y;
    isect_real reach = g_circ.radius + g_padding, rr = real_mul(reach, reach);
    isect_real mm = mul_add(fused, mx, mx, real_mul(my, my));
    isect_real md = mul_add(fused, mx, dx, real_mul(my, dy));
    isect_real dd = mul_add(fused, dx, dx, real_mul(dy, dy));
    isect_real gap;
    if (!(md < 0)) {
        gap = mm - rr;
    } else if (!(md + dd > 0)) {
        isect_real ex = mx + dx, ey = my + dy;
        gap = mul_add(fused, ex, ex, real_mul(ey, ey)) - rr;
    } else {
        isect_real cross = mul_add(fused, mx, dy, -real_mul(my, dx));
        gap = mul_add(fused, cross, cross, -real_mul(rr, dd));
    }
    return (gap > 0) - (gap < 0);
}

/* ---- the checks ----------------------------------------------------------- */

static const isect_hit blank = {{MARK, MARK}, {MARK, MARK}, {MARK, MARK}, MARK};

static bool (*const point_ptr)(isect_circle, isect_vec, isect_real, isect_hit *) =
    isect_circle_point;
static bool (*const circle_ptr)(isect_circle, isect_circle, isect_hit *) =
    isect_circle_circle;
static bool (*const segment_ptr)(isect_circle, isect_vec, isect_vec, isect_real,
                                 isect_hit *) = isect_circle_segment;
static bool (*const contains_ptr)(isect_triangle, isect_vec) = isect_triangle_contains;

static void check_point(void)
{
    isect_hit lib = blank, front = blank, ptr = blank;
    bool want = isect_circle_point_push(g_circ.pos, g_circ.radius, g_point, g_padding, &lib);
    isect_real dx = g_point.x - g_circ.pos.x, dy = g_point.y - g_circ.pos.y;
    isect_real reach = g_circ.radius + g_padding;
    g_kind = K_POINT;
    cases[K_POINT]++;
    hits[K_POINT] += want;
    note_sensitive(K_POINT, dx, dx, dy, dy, real_mul(reach, reach));
    CHECK(isect_circle_point(g_circ, g_point, g_padding, NULL) == want);
    CHECK(isect_circle_point_push(g_circ.pos, g_circ.radius, g_point, g_padding, NULL)
          == want);
    CHECK(isect_circle_point(g_circ, g_point, g_padding, &front) == want);
    CHECK(same_hit(&front, &lib));
    CHECK(point_ptr(g_circ, g_point, g_padding, NULL) == want);
    CHECK(point_ptr(g_circ, g_point, g_padding, &ptr) == want);
    CHECK(same_hit(&ptr, &lib));
    digest_answer(want, &lib);
}

static void check_circle(void)
{
    isect_hit lib = blank, front = blank, ptr = blank;
    bool want = isect_circle_point_push(g_circ.pos, g_circ.radius, g_other.pos,
                                        g_other.radius, &lib);
    isect_real dx = g_other.pos.x - g_circ.pos.x;
    isect_real dy = g_other.pos.y - g_circ.pos.y;
    isect_real reach = g_circ.radius + g_other.radius;
    g_kind = K_CIRCLE;
    cases[K_CIRCLE]++;
    hits[K_CIRCLE] += want;
    note_sensitive(K_CIRCLE, dx, dx, dy, dy, real_mul(reach, reach));
    CHECK(isect_circle_circle(g_circ, g_other, NULL) == want);
    CHECK(isect_circle_circle(g_circ, g_other, &front) == want);
    CHECK(same_hit(&front, &lib));
    CHECK(circle_ptr(g_circ, g_other, NULL) == want);
    CHECK(circle_ptr(g_circ, g_other, &ptr) == want);
    CHECK(same_hit(&ptr, &lib));
    digest_answer(want, &lib);
}

static void check_segment(void)
{
    isect_hit lib = blank, front = blank, ptr = blank;
    bool want = isect_circle_segment_entry(g_circ.pos, g_circ.radius, g_pos, g_delta,
                                           g_padding, &lib);
    g_kind = K_SEGMENT;
    cases[K_SEGMENT]++;
    hits[K_SEGMENT] += want;
    if (segment_gap_sign(0) != segment_gap_sign(1))
        sensitive[K_SEGMENT]++;
    CHECK(isect_circle_segment(g_circ, g_pos, g_delta, g_padding, NULL) == want);
    CHECK(isect_circle_segment_entry(g_circ.pos, g_circ.radius, g_pos, g_delta, g_padding,
                                     NULL) == want);
    CHECK(isect_circle_segment(g_circ, g_pos, g_delta, g_padding, &front) == want);
    CHECK(same_hit(&front, &lib));
    CHECK(segment_ptr(g_circ, g_pos, g_delta, g_padding, NULL) == want);
    CHECK(segment_ptr(g_circ, g_pos, g_delta, g_padding, &ptr) == want);
    CHECK(same_hit(&ptr, &lib));
    digest_answer(want, &lib);
}

static void check_triangle(void)
{
    isect_hit lib = blank;
    bool want = isect_triangle_point(g_tri, g_point, &lib);
    g_kind = K_TRIANGLE;
    cases[K_TRIANGLE]++;
    hits[K_TRIANGLE] += want;
    /* the side of the edge AB the point is on, in the library's type */
    {
        isect_real ex = g_tri.b.x - g_tri.a.x, ey = g_tri.b.y - g_tri.a.y;
        isect_real px = g_point.x - g_tri.a.x, py = g_point.y - g_tri.a.y;
#ifdef ISECT_FLOAT
        volatile float p = ex * py, q = ey * px;
        float plain = p - q, fused = fmaf(ex, py, -q);
#else
        volatile double p = ex * py, q = ey * px;
        double plain = p - q, fused = fma(ex, py, -q);
#endif
        if ((plain > 0) != (fused > 0) || (plain < 0) != (fused < 0))
            sensitive[K_TRIANGLE]++;
    }
    CHECK(isect_triangle_contains(g_tri, g_point) == want);
    CHECK(isect_triangle_point(g_tri, g_point, NULL) == want);
    CHECK(contains_ptr(g_tri, g_point) == want);
    digest_answer(want, &lib);
}

/* ---- the cases ----------------------------------------------------------- */

static double mul(double a, double b)
{
    volatile double p = a * b;
    return p;
}

/* The cases must be the same numbers however this file is compiled, so
   every product that meets a sum is rounded on its own (mul); the helpers
   of testlib.h that draw coordinates are not written that way, and are not
   used here. */

/* A small number of roundings, either way: 1 + k * 2^-52 for k in [-6, 6]. */
static double nudge(void)
{
    return 1 + mul(rng_int(-6, 6), DBL_EPSILON);
}

static double angle(void) { return 2 * 3.14159265358979323846 * rng_unit(); }

static double pick(double lo, double hi) { return lo + mul(hi - lo, rng_unit()); }

/* a coordinate at a game's scale: units, pixels, tiles (whole tiles of 16) */
static double coord(int scale)
{
    switch (scale) {
    case GAME_UNIT: return pick(0, 10);
    case GAME_PIXEL: return pick(100, 900);
    default: return floor(pick(0, 4000) / 16) * 16;
    }
}

static double size_at(int scale)
{
    switch (scale) {
    case GAME_UNIT: return pick(0.25, 3);
    case GAME_PIXEL: return pick(2, 40);
    default: return pick(2, 14);
    }
}

/* a point at distance r from (x, y), in direction a */
static isect_vec away(double x, double y, double r, double a)
{
    return V(x + mul(r, cos(a)), y + mul(r, sin(a)));
}

/* g_circ at a scale drawn here, which it returns */
static int draw_circle(void)
{
    int scale = rng_int(0, GAME_SCALES - 1);
    g_circ.pos.x = R(coord(scale));
    g_circ.pos.y = R(coord(scale));
    g_circ.radius = R(size_at(scale));
    return scale;
}

static void trial_points(void)
{
    int scale = draw_circle();
    double a = angle(), r;
    g_padding = rng_chance(0.25) ? R(size_at(scale)) : 0;
    r = mul((double)g_circ.radius + (double)g_padding, nudge());
    g_point = away(g_circ.pos.x, g_circ.pos.y, r, a);
    check_point();
}

static void trial_circles(void)
{
    int scale = draw_circle();
    double a = angle(), d;
    g_other.radius = R(size_at(scale));
    d = mul((double)g_circ.radius + (double)g_other.radius, nudge());
    g_other.pos = away(g_circ.pos.x, g_circ.pos.y, d, a);
    check_circle();
}

/* A segment whose nearest point to the center is at the distance of the
   reach, give or take a few roundings: in between its ends (grazing), at its
   start, or at its end. */
static void trial_segments(void)
{
    int scale = draw_circle();
    int where = rng_int(0, 2);
    double a = angle(), h, length, before, b = a;
    isect_vec foot;
    g_padding = rng_chance(0.25) ? R(size_at(scale)) : 0;
    h = mul((double)g_circ.radius + (double)g_padding, nudge());
    length = size_at(scale);
    length = mul(length, pick(1, 10));
    /* the foot of the perpendicular from the center, on a line along a */
    foot = away(g_circ.pos.x, g_circ.pos.y, h, a + 3.14159265358979323846 / 2);
    if (where == 0) {        /* passes the foot */
        before = mul(length, pick(0.1, 0.9));
    } else if (where == 1) { /* starts at the foot, moves away */
        before = 0;
        b = a + pick(0, 0.3);
    } else {                 /* ends at the foot, coming in */
        before = length;
        b = a - pick(0, 0.3);
    }
    g_pos = away(foot.x, foot.y, -before, b);
    g_delta = V(mul(length, cos(b)), mul(length, sin(b)));
    check_segment();
}

/* A point a few roundings off an edge's line, between its ends. */
static void trial_triangles(void)
{
    int scale = rng_int(0, GAME_SCALES - 1);
    double cx = coord(scale), cy = coord(scale), size = 3 * size_at(scale);
    double t = pick(0.05, 0.95), ex, ey, len, off;
    isect_vec u, v, on;
    g_tri.a.x = R(cx + mul(size, rng_unit()));
    g_tri.a.y = R(cy + mul(size, rng_unit()));
    g_tri.b.x = R(cx - mul(size, rng_unit()));
    g_tri.b.y = R(cy + mul(size, rng_unit()));
    g_tri.c.x = R(cx + mul(size, rng_unit() - 0.5));
    g_tri.c.y = R(cy - mul(size, rng_unit()));
    switch (rng_int(0, 2)) {
    case 0: u = g_tri.a; v = g_tri.b; break;
    case 1: u = g_tri.b; v = g_tri.c; break;
    default: u = g_tri.c; v = g_tri.a; break;
    }
    ex = (double)v.x - (double)u.x;
    ey = (double)v.y - (double)u.y;
    len = sqrt(mul(ex, ex) + mul(ey, ey));
    off = mul(rng_int(-4, 4) * DBL_EPSILON, fabs(cx) + fabs(cy) + size);
    on = V(u.x + mul(t, ex), u.y + mul(t, ey));
    g_point = V(on.x - mul(off, ey / len), on.y + mul(off, ex / len));
    check_triangle();
}

/* ---- named cases ---------------------------------------------------------- */

/* The point of the book's example: on the unit circle by the plain sum,
   inside by the fused one. The library says outside (the plain sum is
   exactly 1), and so must the header, fused or not. */
TEST(book_example)
{
#ifndef ISECT_FLOAT
    isect_circle unit = {{0, 0}, 1};
    isect_vec p = {0.707075, 0.70713856094474148};
    isect_hit hit = blank;
    CHECK(plain_sign(p.x, p.x, p.y, p.y, 1) == 0);
    CHECK(fused_sign(p.x, p.x, p.y, p.y, 1) == -1);
    CHECK(!isect_circle_point_push(unit.pos, unit.radius, p, 0, NULL));
    CHECK(!isect_circle_point(unit, p, 0, NULL));
    CHECK(!isect_circle_point(unit, p, 0, &hit));
    CHECK(hit_is_marked(hit));
#endif
    /* exact touching still asks the library, which says no */
    {
        isect_circle c = CIRC(1000, 2000, 5);
        CHECK(!isect_circle_point(c, V(1003, 2004), 0, NULL));
        CHECK(!isect_circle_circle(c, CIRC(1006, 2008, 5), NULL));
        CHECK(!isect_circle_segment(c, V(995, 1990), V(0, 20), 0, NULL));
        CHECK(isect_circle_segment(c, V(995.5, 1990), V(0, 20), 0, NULL));
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "the header's answers under fused multiply-adds",
                                 0xf3a0c0dULL, 500000, describe);
    int k;
    volatile double a = 1 + DBL_EPSILON, b = 1 - DBL_EPSILON;
    double contracted = a * b - 1; /* exact product: -2^-104; rounded: 0 */
    printf("this file %s fuse multiply-adds\n", contracted != 0 ? "does" : "does not");
    RUN(book_example);
    property_phase("points near a circle", trials, trial_points);
    property_phase("circles near touching", trials, trial_circles);
    property_phase("segments near a circle", trials, trial_segments);
    property_phase("points near a triangle's edge", trials, trial_triangles);
    for (k = 0; k < K_KINDS; k++)
        printf("%-18s %ld cases, %ld inside, %ld where fusing turns the sign\n",
               kind_name[k], cases[k], hits[k], sensitive[k]);
    /* every kind has hits and misses */
    for (k = 0; k < K_KINDS; k++)
        CHECK(hits[k] > cases[k] / 20 && hits[k] < cases[k] - cases[k] / 20);
    for (k = 0; k < K_KINDS; k++)
        CHECK(sensitive[k] > cases[k] / 1000);
    printf("digest %016" PRIx64 "\n", digest);
    return property_finish(__FILE__);
}
