/* property_shallow.c -- answers that rounding must not carry away from the
   shapes: segments and capsules that meet at a shallow angle far from the
   origin, capsules whose axis is too short to square, and shapes that
   differ only in the sign of a zero.

   Usage: test-property_shallow [seed [trials]]

   Phases:
   - "shallow": a segment (the first one, and the axis of a capsule) and a
     path that cross or pass at an angle of 1e-1 down to 1e-12 radians, both
     up to 1e10 (double; paths up to 1e10 long) or 3e4 (float; paths up to
     1e5) from the origin, in any direction.
     A hit of isect_segment_segment must lie on both segments, and one of
     isect_capsule_segment on the capsule and on the path (or, for a path
     that starts inside, on the capsule), within a rounding of the numbers
     involved; a hit needs the two to come that close, and a path that comes
     clearly closer than the radius must hit. The oracle is long double.
     (The straddle test once took the pair of cross products of a nearly
     parallel segment for noise, and reported the crossing of the two lines,
     up to thousands of units beyond the segment's end.)
   - "tiny axis": capsules whose axis is a few subnormal steps up to 1e-300
     (double) or 1e-40 (float) long, against points, circles and paths a
     normal distance away; each answer must be the answer for the capsule of
     zero length, the circle around its end, unless the point is within a
     rounding of the surface. (The side band's squares underflowed, and the
     slow path measured zero distance: a point seven radii away was inside.)
   - "signed zero": two shapes equal but for the sign of a zero, in a world
     of two, in both orders: each world query must give the same answer, bit
     for bit, with the index mapped back. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

typedef long double L;

#ifdef ISECT_FLOAT
#define FAR_OFFSET 3e4
#define LONGEST 5
#define TINY_MIN 1e-45
#define TINY_MAX 1e-40
#else
#define FAR_OFFSET 1e10
#define LONGEST 10
#define TINY_MIN 5e-324
#define TINY_MAX 1e-300
#endif

static isect_vec g_a, g_e, g_p, g_d;
static isect_real g_r;

static void describe(void)
{
    printf("  [%s, trial %ld] segment (%a, %a) + (%a, %a), path (%a, %a) + (%a, %a),"
           " radius %a\n", k_kind, k_trial, (double)g_a.x, (double)g_a.y, (double)g_e.x,
           (double)g_e.y, (double)g_p.x, (double)g_p.y, (double)g_d.x, (double)g_d.y,
           (double)g_r);
}

/* ---- the oracle, in long double -------------------------------------------- */

static L ldist_point_seg(L px, L py, isect_vec a, isect_vec e)
{
    L ex = e.x, ey = e.y, ee = ex * ex + ey * ey, t = 0, dx, dy;
    if (ee > 0) t = ((px - a.x) * ex + (py - a.y) * ey) / ee;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    dx = px - (a.x + t * ex);
    dy = py - (a.y + t * ey);
    return sqrtl(dx * dx + dy * dy);
}

static L lcross(L ax, L ay, L bx, L by) { return ax * by - ay * bx; }

/* The distance between two segments: zero when they cross, else the least
   of the four distances from an end to the other segment. */
static L ldist_seg_seg(isect_vec a, isect_vec e, isect_vec p, isect_vec d)
{
    L wx = (L)p.x - a.x, wy = (L)p.y - a.y, m, v;
    L p0 = lcross(e.x, e.y, wx, wy), p1 = lcross(e.x, e.y, wx + d.x, wy + d.y);
    L a0 = lcross(d.x, d.y, -wx, -wy), a1 = lcross(d.x, d.y, -wx + e.x, -wy + e.y);
    if (p0 * p1 <= 0 && a0 * a1 <= 0 && !(p0 == 0 && p1 == 0)) return 0;
    m = ldist_point_seg(p.x, p.y, a, e);
    v = ldist_point_seg((L)p.x + d.x, (L)p.y + d.y, a, e); if (v < m) m = v;
    v = ldist_point_seg(a.x, a.y, p, d); if (v < m) m = v;
    v = ldist_point_seg((L)a.x + e.x, (L)a.y + e.y, p, d); if (v < m) m = v;
    return m;
}

/* A rounding of the numbers involved: 64 steps of the precision, times the
   sum of their sizes. */
static L rounding(void)
{
    return 64 * (L)REAL_EPS * (fabsl((L)g_a.x) + fabsl((L)g_a.y) + fabsl((L)g_e.x)
                               + fabsl((L)g_e.y) + fabsl((L)g_p.x) + fabsl((L)g_p.y)
                               + fabsl((L)g_d.x) + fabsl((L)g_d.y) + g_r);
}

/* ---- shallow crossings far from the origin ---------------------------------- */

static long shallow_hits, shallow_capsule_hits;

static void trial_shallow(void)
{
    /* one draw per statement: the order of a call's arguments is not fixed */
    double off = FAR_OFFSET * rng_unit();
    double dir = 6.283185307179586 * rng_unit();
    double where = 6.283185307179586 * rng_unit();
    double angle = pow(10, -1 - 11 * rng_unit());
    double angle_sign = rng_chance(0.5) ? -1 : 1;
    double len1 = pow(10, 4 * rng_unit() - 1);
    double len2 = pow(10, LONGEST * rng_unit());
    double gap = pow(10, -9 + 8 * rng_unit());
    double gap_sign = rng_chance(0.5) ? -1 : 1;
    double along = (2 * rng_unit() - 0.5) * len1;
    double f = rng_unit();
    double jx = rng_unit();
    double jy = rng_unit();
    double grow = 0.5 + rng_unit();
    double ca, sa, mx, my;
    isect_hit h;
    isect_real s;
    isect_capsule c;
    L tol, dist;
    angle *= angle_sign;
    gap *= gap_sign;
    ca = cos(dir + angle);
    sa = sin(dir + angle);
    g_a = V(off * cos(where) + jx, off * sin(where) + jy);
    g_e = V(len1 * cos(dir), len1 * sin(dir));
    mx = g_a.x + along * cos(dir) - gap * sin(dir);
    my = g_a.y + along * sin(dir) + gap * cos(dir);
    g_p = V(mx - f * len2 * ca, my - f * len2 * sa);
    g_d = V(len2 * ca, len2 * sa);
    g_r = R(fabs(gap) * grow);
    tol = rounding();
    dist = ldist_seg_seg(g_a, g_e, g_p, g_d);
    if (isect_segment_segment(g_a, g_e, g_p, g_d, &h, &s)) {
        shallow_hits++;
        CHECK(dist <= tol);
        CHECK(ldist_point_seg(h.pos.x, h.pos.y, g_a, g_e) <= tol);
        CHECK(ldist_point_seg(h.pos.x, h.pos.y, g_p, g_d) <= tol);
    }
    c.pos = g_a;
    c.delta = g_e;
    c.radius = g_r;
    if (isect_capsule_segment(c, g_p, g_d, &h)) {
        bool starts_inside = ldist_point_seg(g_p.x, g_p.y, g_a, g_e) < (L)g_r + tol;
        shallow_capsule_hits++;
        CHECK(dist <= (L)g_r + tol);
        CHECK(fabsl(ldist_point_seg(h.pos.x, h.pos.y, g_a, g_e) - g_r) <= tol);
        if (!starts_inside)
            CHECK(ldist_point_seg(h.pos.x, h.pos.y, g_p, g_d) <= tol);
    } else {
        CHECK(dist >= (L)g_r - tol);
    }
}

/* ---- capsules with an axis too short to square ------------------------------- */

static long tiny_inside;

static void trial_tiny_axis(void)
{
    double ang = 6.283185307179586 * rng_unit(), len, r, dist, off, jx, jy;
    isect_capsule cap, round;
    isect_circle circ;
    isect_vec point;
    isect_hit h;
    isect_sweep sw, sw0;
    bool inside;
    /* an axis from a few subnormal steps to TINY_MAX long */
    len = TINY_MIN * pow(TINY_MAX / TINY_MIN, rng_unit());
    r = pow(10, -6 + 6 * rng_unit());
    off = rng_chance(0.5) ? 0 : scale_pick(-100, 100, 0);
    jx = rng_unit();
    jy = rng_unit();
    cap.pos = V(off + jx, off + jy);
    cap.delta = V(len * cos(ang), len * sin(ang));
    if (rng_chance(0.3)) cap.delta = V(0, rng_chance(0.5) ? TINY_MIN : -TINY_MIN);
    cap.radius = R(r);
    round = cap;
    round.delta = ZERO;
    /* a point from a hundredth to ten radii away, in any direction */
    dist = r * pow(10, -2 + 3 * rng_unit());
    ang = 6.283185307179586 * rng_unit();
    point = V(cap.pos.x + dist * cos(ang), cap.pos.y + dist * sin(ang));
    g_a = cap.pos; g_e = cap.delta; g_p = point; g_d = ZERO; g_r = cap.radius;
    inside = isect_capsule_point(round, point, NULL);
    tiny_inside += inside;
    if (fabs(vdist(point, cap.pos) - r) > 1e-6 * r + 1e-3 * (double)rounding()) {
        CHECK(isect_capsule_point(cap, point, &h) == inside);
        CHECK(isect_capsule_point(cap, point, NULL) == inside);
        circ.pos = point;
        circ.radius = R(r / 4);
        CHECK(isect_capsule_circle(cap, circ, NULL) == isect_capsule_circle(round, circ, NULL)
              || fabs(vdist(point, cap.pos) - 1.25 * r) <= 1e-6 * r);
    }
    /* a path from the point, straight past or into the capsule: the sweep
       and the segment test answer as for the circle around the end */
    jx = rng_unit();
    jy = rng_unit();
    g_d = V(2 * (cap.pos.x - point.x) + r * (jx - 0.5), 2 * (cap.pos.y - point.y) + r * (jy - 0.5));
    circ.pos = point;
    circ.radius = 0;
    if (!isect_capsule_point(round, point, NULL)
        && fabs(vdist(point, cap.pos) - r) > 1e-6 * r) {
        bool hit = isect_capsule_sweep_circle(cap, circ, g_d, &sw);
        bool hit0 = isect_capsule_sweep_circle(round, circ, g_d, &sw0);
        double near = point_seg_dist(cap.pos.x, cap.pos.y, point, g_d);
        if (fabs(near - r) > 1e-6 * r) {
            CHECK(hit == hit0);
            CHECK(isect_capsule_segment(cap, point, g_d, NULL) == hit0);
            if (hit && hit0) CHECK(fabs((double)sw.hit.time - (double)sw0.hit.time) <= 1e-4);
        }
    }
}

/* ---- shapes equal but for the sign of a zero ---------------------------------- */

static isect_real signed_zero(void) { return rng_chance(0.5) ? R(0.0) : R(-0.0); }

static isect_shape zero_twin(isect_shape s, int which)
{
    /* flip the sign of one zero of the shape (numbers are made zero first) */
    switch (s.kind) {
    case ISECT_SHAPE_AABB:
        if (which & 1) s.as.aabb.half.x = -s.as.aabb.half.x;
        else s.as.aabb.pos.y = -s.as.aabb.pos.y;
        break;
    case ISECT_SHAPE_CIRCLE: s.as.circle.pos.x = -s.as.circle.pos.x; break;
    case ISECT_SHAPE_CAPSULE:
        if (which & 1) s.as.capsule.delta.x = -s.as.capsule.delta.x;
        else s.as.capsule.delta.y = -s.as.capsule.delta.y;
        break;
    default: s.as.triangle.b.x = -s.as.triangle.b.x; break;
    }
    return s;
}

static long zero_hits;

static void same_hit(bool a, bool b, const isect_hit *ha, const isect_hit *hb,
                     size_t ia, size_t ib)
{
    CHECK(a == b);
    if (a && b) {
        CHECK(memcmp(ha, hb, sizeof *ha) == 0);
        CHECK(ia == 1 - ib);
    }
}

static void trial_signed_zero(void)
{
    isect_shape one, two, list_ab[2], list_ba[2];
    isect_world ab, ba;
    isect_sweep sa, sb;
    isect_hit ha, hb;
    isect_aabb box;
    isect_circle circ;
    isect_capsule mover;
    isect_vec delta;
    size_t ia = 9, ib = 9;
    bool a, b;
    int kind = rng_int(0, 3);
    double x = rng_int(-2, 2);
    double y = rng_int(-2, 2);
    double bx, by, cx, cy, mx, my, dx, dy;
    if (kind == 0) {
        one = isect_shape_aabb(BOX(x, 0, 0, rng_int(1, 2)));
        one.as.aabb.pos.y = signed_zero();
        one.as.aabb.half.x = signed_zero();
    } else if (kind == 1) {
        one = isect_shape_circle(CIRC(0, y, 0.5 + rng_int(0, 1)));
        one.as.circle.pos.x = signed_zero();
    } else if (kind == 2) {
        one = isect_shape_capsule(CAP(x, y, 0, rng_int(-1, 1), 0.5));
        one.as.capsule.delta.x = signed_zero();
        if (one.as.capsule.delta.y == 0) one.as.capsule.delta.y = signed_zero();
    } else {
        one = isect_shape_triangle(TRI(x, y, 0, y + 2, x - 2, y));
        one.as.triangle.b.x = signed_zero();
    }
    two = zero_twin(one, rng_int(0, 1));
    list_ab[0] = one; list_ab[1] = two;
    list_ba[0] = two; list_ba[1] = one;
    ab.shapes = list_ab; ab.layers = NULL; ab.count = 2;
    ba.shapes = list_ba; ba.layers = NULL; ba.count = 2;
    dx = rng_int(-4, 4);
    dy = rng_int(-4, 4);
    bx = rng_int(-4, 4);
    by = rng_int(-4, 4);
    cx = rng_int(-4, 4);
    cy = rng_int(-4, 4);
    mx = rng_int(-4, 4);
    my = rng_int(-4, 4);
    delta = V(dx, dy);
    g_a = ZERO; g_e = ZERO; g_p = V(x, y); g_d = delta; g_r = 0;
    box = BOX(bx, by, 0.5, 0.5);
    a = isect_world_sweep_aabb(&ab, box, delta, NULL, &sa, &ia);
    b = isect_world_sweep_aabb(&ba, box, delta, NULL, &sb, &ib);
    same_hit(a, b, &sa.hit, &sb.hit, ia, ib);
    zero_hits += a;
    circ = CIRC(cx, cy, 0.5);
    a = isect_world_sweep_circle(&ab, circ, delta, NULL, &sa, &ia);
    b = isect_world_sweep_circle(&ba, circ, delta, NULL, &sb, &ib);
    same_hit(a, b, &sa.hit, &sb.hit, ia, ib);
    mover = CAP(mx, my, 0, 1, 0.25);
    a = isect_world_sweep_capsule(&ab, mover, delta, NULL, &sa, &ia);
    b = isect_world_sweep_capsule(&ba, mover, delta, NULL, &sb, &ib);
    same_hit(a, b, &sa.hit, &sb.hit, ia, ib);
    a = isect_world_cast(&ab, box.pos, delta, NULL, &ha, &ia);
    b = isect_world_cast(&ba, box.pos, delta, NULL, &hb, &ib);
    same_hit(a, b, &ha, &hb, ia, ib);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "hits that stay on the shapes",
                                 0x5a11011ULL, 200000, describe);
    property_phase("shallow", trials, trial_shallow);
    property_phase("tiny axis", trials, trial_tiny_axis);
    property_phase("signed zero", trials / 4, trial_signed_zero);
    printf("hits: shallow segments %ld, shallow capsules %ld, tiny axis inside %ld,"
           " signed zero %ld\n", shallow_hits, shallow_capsule_hits, tiny_inside, zero_hits);
    return property_finish(__FILE__);
}
