/* property_flat_capsule.c -- a capsule against a flat triangle: the push is
   the shortest one, and the order of the corners does not change it.

   Usage: test-property_flat_capsule [seed [trials]]

   A flat triangle is the segment along its longest edge. A capsule that
   overlaps it, its axis crossing the segment or passing near it, must be
   pushed out the shortest way: across the segment's line, sideways along
   the capsule's own normal, or away from the nearest point. (The push once
   listed no direction of the triangle's own when its winding was zero, and
   a capsule standing across a long flat floor was pushed out sideways past
   the floor's end.)

   Phases:
   - "half-integer": corners exactly on one line, at half-integers (two or
     three of them sometimes equal), and a capsule with half-integer ends and
     radius that crosses the segment or comes near it: exact ties abound.
   - "random": corners exactly on one line at random coordinates (multiples
     of 2^-8 up to about 2^12, so that differences are exact and the
     winding is zero in every order, in both precisions), a random capsule
     across or near them.
   - "rounded": corners on a random line, rounded to the library's
     precision: flat, or a sliver a few rounding errors thick, or flat only
     in some orders of the corners.

   Checks, in every one of the six orders of the corners:
   - the boolean agrees with the oracle away from touching;
   - a hit has a unit normal along its delta, a push no longer than the
     oracle's shortest (within tol), and the capsule moved by it at most
     touches the triangle (its axis at least r - tol from it);
   - the phases with exactly collinear corners give the same answer in all
     six orders, to the last bit: boolean, normal, delta and position;
     the rounded phase the same boolean away from touching and the same
     length of push within tol.
   - a sweep that starts in the overlap moving against the normal is
     blocked at time 0 with the static hit, alone and in a world of that
     one triangle; moving along it (by the unit normal), it is not.

   The oracle, in long double: the push along a unit direction U is
   h(U) + r, with h(U) the largest (K - A) . U over the corners K minus
   min(0, E . U) (the grown shape's reach toward U, from the axis's first
   end A). Every U gives a push that separates, and the shortest is along
   one of: the normals of the triangle's edges and of the axis, both ways,
   and the direction from the triangle's nearest point to the axis's.

   Tolerance: tol = 64 * machine epsilon * (1 + the case's largest
   coordinate). */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

typedef long double L;

static isect_triangle g_tri;
static isect_capsule g_cap;

static void describe(void)
{
    printf("  [%s, trial %ld] triangle (%a, %a), (%a, %a), (%a, %a); capsule (%a, %a)"
           " + (%a, %a), radius %a\n", k_kind, k_trial, (double)g_tri.a.x, (double)g_tri.a.y,
           (double)g_tri.b.x, (double)g_tri.b.y, (double)g_tri.c.x, (double)g_tri.c.y,
           (double)g_cap.pos.x, (double)g_cap.pos.y, (double)g_cap.delta.x,
           (double)g_cap.delta.y, (double)g_cap.radius);
}

/* ---- the oracle, in long double ------------------------------------------ */

typedef struct { L x, y; } lvec;

static lvec lv(L x, L y) { lvec v; v.x = x; v.y = y; return v; }
static lvec lof(isect_vec v) { return lv(v.x, v.y); }
static lvec lsub(lvec a, lvec b) { return lv(a.x - b.x, a.y - b.y); }
static L ldot(lvec a, lvec b) { return a.x * b.x + a.y * b.y; }
static L lcross(lvec a, lvec b) { return a.x * b.y - a.y * b.x; }
static L llen(lvec a) { return sqrtl(ldot(a, a)); }

/* The nearest point of the segment a + t e, t in [0, 1], to p. */
static lvec lnearest(lvec p, lvec a, lvec e)
{
    L ee = ldot(e, e), t = 0;
    if (ee > 0) t = ldot(lsub(p, a), e) / ee;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return lv(a.x + t * e.x, a.y + t * e.y);
}

/* Do the segments cross or touch (share a point)? */
static int lsegs_meet(lvec a, lvec e, lvec p, lvec d)
{
    lvec w = lsub(p, a);
    L p0 = lcross(e, w), p1 = lcross(e, lv(w.x + d.x, w.y + d.y));
    L a0 = lcross(d, lv(-w.x, -w.y)), a1 = lcross(d, lv(e.x - w.x, e.y - w.y));
    return p0 * p1 <= 0 && a0 * a1 <= 0 && !(p0 == 0 && p1 == 0);
}

/* The closest points of the triangle and the axis (tri_pt on the triangle,
   cap_pt on the axis) when they are apart; returns their distance, 0 when
   the axis meets an edge or its first end is strictly inside. */
static L lgap(isect_triangle t, isect_capsule c, lvec *tri_pt, lvec *cap_pt)
{
    lvec k[4], a = lof(c.pos), e = lof(c.delta), b = lv(a.x + e.x, a.y + e.y), q;
    L best = -1, d, area, s0, s1, s2;
    int i;
    k[0] = lof(t.a), k[1] = lof(t.b), k[2] = lof(t.c), k[3] = k[0];
    area = lcross(lsub(k[1], k[0]), lsub(k[2], k[0]));
    s0 = lcross(lsub(k[1], k[0]), lsub(a, k[0]));
    s1 = lcross(lsub(k[2], k[1]), lsub(a, k[1]));
    s2 = lcross(lsub(k[0], k[2]), lsub(a, k[2]));
    if (area != 0 && s0 * area > 0 && s1 * area > 0 && s2 * area > 0) return 0;
    for (i = 0; i < 3; i++) {
        lvec ke = lsub(k[i + 1], k[i]);
        if (lsegs_meet(k[i], ke, a, e)) return 0;
#define TRY(P, ONT, ONA) do { lvec p_ = (P); (void)p_; d = llen(lsub(ONA, ONT)); \
        if (best < 0 || d < best) best = d, *tri_pt = ONT, *cap_pt = ONA; } while (0)
        q = lnearest(a, k[i], ke);
        TRY(a, q, a);
        q = lnearest(b, k[i], ke);
        TRY(b, q, b);
        q = lnearest(k[i], a, e);
        TRY(k[i], k[i], q);
#undef TRY
    }
    return best;
}

/* The push along the unit direction u that separates them. */
static L lpush_along(isect_triangle t, isect_capsule c, lvec u)
{
    lvec a = lof(c.pos);
    L ka = ldot(lsub(lof(t.a), a), u), kb = ldot(lsub(lof(t.b), a), u);
    L kc = ldot(lsub(lof(t.c), a), u), eu = ldot(lof(c.delta), u);
    L hi = ka > kb ? ka : kb;
    hi = hi > kc ? hi : kc;
    return hi - (eu < 0 ? eu : 0) + c.radius;
}

static L lmin_push(isect_triangle t, isect_capsule c, L best, lvec m)
{
    L size = llen(m), p;
    lvec u;
    if (size == 0) return best;
    u = lv(m.x / size, m.y / size);
    p = lpush_along(t, c, u);
    best = p < best ? p : best;
    p = lpush_along(t, c, lv(-u.x, -u.y));
    return p < best ? p : best;
}

/* The shortest push (negative: apart by that much). */
static L oracle_push(isect_triangle t, isect_capsule c)
{
    lvec k[4], tp, cp;
    L best = 1e300L, gap;
    int i;
    k[0] = lof(t.a), k[1] = lof(t.b), k[2] = lof(t.c), k[3] = k[0];
    for (i = 0; i < 3; i++) {
        lvec e = lsub(k[i + 1], k[i]);
        best = lmin_push(t, c, best, lv(-e.y, e.x));
    }
    best = lmin_push(t, c, best, lv(-(L)c.delta.y, c.delta.x));
    gap = lgap(t, c, &tp, &cp);
    if (gap > 0) {
        L p = c.radius - gap;
        best = p < best ? p : best;
    }
    if (t.a.x == t.b.x && t.a.y == t.b.y && t.a.x == t.c.x && t.a.y == t.c.y
        && c.delta.x == 0 && c.delta.y == 0 && gap == 0)
        best = c.radius; /* a point on a point: any way out */
    return best;
}

/* ---- the cases ------------------------------------------------------------ */

static double half(int lo, int hi)
{
    int n = rng_int(2 * lo, 2 * hi);
    return n / 2.0;
}

static double unit_sign(void)
{
    double u = rng_unit();
    return 2 * u - 1;
}

/* A capsule across or near the segment p + s d, s in [s0, s1]: its axis
   through a point of the segment's line, moved off it a little, in a random
   direction (sometimes along the segment or across it). */
static isect_capsule near_capsule(lvec p, lvec d, L s0, L s1, double reach, int grid)
{
    lvec at, dir;
    double s = rng_unit();
    double off = unit_sign();
    double back = rng_unit();
    double len = rng_unit();
    double angle = rng_unit();
    double r = rng_unit();
    double tiny = rng_unit();
    int kind = rng_int(0, 5);
    int ex = rng_int(-8, 8);
    int ey = rng_int(-8, 8);
    int rr = rng_int(1, 8);
    L along_s = s0 - (s1 - s0) * 0.25L + s * (s1 - s0) * 1.5L, dl = llen(d);
    at = lv(p.x + along_s * d.x, p.y + along_s * d.y);
    if (dl > 0) at = lv(at.x - off * reach * 0.5 * d.y / dl, at.y + off * reach * 0.5 * d.x / dl);
    else at = lv(at.x + off * reach * 0.5, at.y);
    dir = lv(cosl(angle * 6.283185307179586L), sinl(angle * 6.283185307179586L));
    if (kind == 0 && dl > 0) dir = lv(d.x / dl, d.y / dl);
    if (kind == 1 && dl > 0) dir = lv(-d.y / dl, d.x / dl);
    len *= 2 * reach;
    r = 0.05 * reach + r * 0.5 * reach;
    if (kind == 2) r = 1e-3 * reach * tiny;
    if (grid)
        return CAP(round(2 * (double)(at.x - back * len * dir.x)) / 2,
                   round(2 * (double)(at.y - back * len * dir.y)) / 2, ex / 2.0, ey / 2.0,
                   rr / 2.0);
    return CAP((double)(at.x - back * len * dir.x), (double)(at.y - back * len * dir.y),
               (double)(len * dir.x), (double)(len * dir.y), r);
}

static double scale_of(isect_triangle t, isect_capsule c)
{
    double m = 0;
    m = maxabs(m, t.a);
    m = maxabs(m, t.b);
    m = maxabs(m, t.c);
    m = maxabs(m, c.pos);
    m = maxabs(m, vplus(c.pos, c.delta));
    return 1 + m + c.radius;
}

/* ---- the checks ----------------------------------------------------------- */

static long hits, flat_hits, sweeps_blocked;

/* One order's answer against the oracle; returns the hit. */
static int check_one(isect_triangle t, isect_capsule c, L want, double tol, isect_hit *h)
{
    int hit = isect_triangle_capsule(t, c, h);
    CHECK(hit == isect_triangle_capsule(t, c, NULL));
    if (want > tol) CHECK(hit);
    if (want < -tol) CHECK(!hit);
    if (hit) {
        isect_capsule moved = c;
        lvec tp, cp;
        L len = llen(lof(h->delta));
        hits++;
        CHECK(hit_finite(*h) && is_unit(h->normal));
        CHECK(fabsl(len - ldot(lof(h->delta), lof(h->normal))) <= tol);
        CHECK(len <= want + tol);
        moved.pos = vplus(c.pos, h->delta);
        CHECK(lgap(t, moved, &tp, &cp) >= (L)c.radius - tol);
    }
    return hit;
}

static int same_hit(const isect_hit *a, const isect_hit *b)
{
    return a->normal.x == b->normal.x && a->normal.y == b->normal.y
        && a->delta.x == b->delta.x && a->delta.y == b->delta.y
        && a->pos.x == b->pos.x && a->pos.y == b->pos.y && a->time == b->time;
}

/* The sweep from a start in overlap: blocked with the static hit when it
   moves against the normal, free when it moves along it; the same in a
   world of that one triangle. */
static void check_sweep(isect_triangle t, isect_capsule c, const isect_hit *h)
{
    isect_sweep sw;
    isect_shape shape = isect_shape_triangle(t);
    isect_world world;
    size_t index = 9;
    isect_vec in = V(-h->normal.x, -h->normal.y), out_ = h->normal;
    world.shapes = &shape;
    world.layers = NULL;
    world.count = 1;
    if (CHECK(isect_triangle_sweep_capsule(t, c, in, &sw))) {
        sweeps_blocked++;
        CHECK(sw.time == 0 && same_hit(&sw.hit, h));
    }
    CHECK(!isect_triangle_sweep_capsule(t, c, out_, &sw));
    if (CHECK(isect_world_sweep_capsule(&world, c, in, NULL, &sw, &index)))
        CHECK(index == 0 && sw.time == 0 && same_hit(&sw.hit, h));
    CHECK(!isect_world_sweep_capsule(&world, c, out_, NULL, &sw, &index));
}

static void check_case(int exact)
{
    isect_hit h[6];
    int hit[6], k;
    double tol = 64 * REAL_EPS * scale_of(g_tri, g_cap);
    L want = oracle_push(g_tri, g_cap);
    for (k = 0; k < 6; k++) {
        isect_triangle t = tri_order(g_tri, k);
        hit[k] = check_one(t, g_cap, want, tol, &h[k]);
        if (hit[k] && want > tol && k == 0) check_sweep(t, g_cap, &h[k]);
    }
    if (hit[0]) flat_hits++;
    for (k = 1; k < 6; k++) {
        if (exact) {
            CHECK(hit[k] == hit[0]);
            if (hit[k] && hit[0])
                CHECK(same_hit(&h[k], &h[0]));
        } else if (hit[k] && hit[0]) {
            CHECK(fabs(vlen(h[k].delta) - vlen(h[0].delta)) <= tol);
        }
    }
}

static void trial_half_integer(void)
{
    double px = half(-16, 16);
    double py = half(-16, 16);
    int dx = rng_int(-6, 6);
    int dy = rng_int(-6, 6);
    int k0 = rng_int(-6, 6);
    int k1 = rng_int(-6, 6);
    int k2 = rng_int(-6, 6);
    int level = rng_chance(0.1);
    int lo, hi;
    lvec p = lv(px, py), d;
    if (level) dy = 0;
    d = lv(dx / 2.0, dy / 2.0);
    g_tri = TRI(px + k0 * dx / 2.0, py + k0 * dy / 2.0, px + k1 * dx / 2.0,
                py + k1 * dy / 2.0, px + k2 * dx / 2.0, py + k2 * dy / 2.0);
    lo = k0 < k1 ? k0 : k1;
    lo = lo < k2 ? lo : k2;
    hi = k0 > k1 ? k0 : k1;
    hi = hi > k2 ? hi : k2;
    g_cap = near_capsule(p, d, lo, hi, 1 + (hi - lo) * 0.5 * (abs(dx) + abs(dy)), 1);
    check_case(1);
}

static double dyadic(double range)
{
    double u = unit_sign();
    return round(u * range * 256) / 256;
}

static void trial_random(void)
{
    double px = dyadic(2048);
    double py = dyadic(2048);
    double dx = dyadic(64);
    double dy = dyadic(64);
    int k0 = rng_int(-16, 16);
    int k1 = rng_int(-16, 16);
    int k2 = rng_int(-16, 16);
    int form = rng_int(0, 3);
    int lo, hi;
    lvec p, d;
    if (form == 0) dy = 0;
    if (form == 1) dx = 0;
    p = lv(px, py);
    d = lv(dx, dy);
    g_tri = TRI(px + k0 * dx, py + k0 * dy, px + k1 * dx, py + k1 * dy, px + k2 * dx,
                py + k2 * dy);
    lo = k0 < k1 ? k0 : k1;
    lo = lo < k2 ? lo : k2;
    hi = k0 > k1 ? k0 : k1;
    hi = hi > k2 ? hi : k2;
    g_cap = near_capsule(p, d, lo, hi, 1 + (hi - lo) * (fabs(dx) + fabs(dy)), 0);
    check_case(1);
}

static void trial_rounded(void)
{
    double px = unit_sign();
    double py = unit_sign();
    double angle = rng_unit();
    double size = rng_unit();
    double s0 = unit_sign();
    double s1 = unit_sign();
    double s2 = unit_sign();
    double far = rng_unit();
    L lo, hi;
    lvec p, d;
    far = pow(10, 3 * far);
    size = 1 + 100 * size;
    p = lv(px * far, py * far);
    d = lv(size * cosl(angle * 6.283185307179586L), size * sinl(angle * 6.283185307179586L));
    g_tri = TRI((double)(p.x + s0 * d.x), (double)(p.y + s0 * d.y), (double)(p.x + s1 * d.x),
                (double)(p.y + s1 * d.y), (double)(p.x + s2 * d.x), (double)(p.y + s2 * d.y));
    lo = s0 < s1 ? s0 : s1;
    lo = lo < s2 ? lo : s2;
    hi = s0 > s1 ? s0 : s1;
    hi = hi > s2 ? hi : s2;
    g_cap = near_capsule(p, d, lo, hi, 1 + (double)(hi - lo) * size, 0);
    check_case(0);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "capsules against flat triangles",
                                 0xf1a7ca75ULL, 100000, describe);
    property_phase("half-integer", trials, trial_half_integer);
    property_phase("random", trials, trial_random);
    property_phase("rounded", trials, trial_rounded);
    printf("hits %ld (of them in the first order %ld), sweeps blocked %ld\n", hits, flat_hits,
           sweeps_blocked);
    return property_finish(__FILE__);
}
