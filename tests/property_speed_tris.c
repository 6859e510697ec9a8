/* property_speed_tris.c -- the triangle lane of issue 12 (every call as fast
   as the fastest C peer): the faster triangle tests give the old answers.

   Usage: test-property_speed_tris [seed [trials]]

   Five functions changed their code, not their answers:
   - isect_triangle_contains tests the corners' box corner by corner and
     the three sides by the sign of the area, with no winding to multiply;
   - isect_triangle_circle asks its quicker miss corner by corner, and works
     out each dot product of the regions where a question first needs it;
   - isect_triangle_triangle tries its six axes in straight-line code, and
     it, isect_triangle_aabb and isect_triangle_sweep_aabb swap a flat
     triangle's winding for +1 once, not once per edge;
   - isect_triangle_sweep_circle (through its path) rejects and sweeps edge
     by edge in straight-line code.
   The old code is copied here (renamed ref_...), from the library as it was
   before the lane (with one later change of answers copied in: a flat
   triangle's corners in one order, see triangle_helpers_ref.h); the new functions must give the same bool and the same
   bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (corners within 20 of a center
     up to 100 away, circles of radius 1 to 20, paths up to 60),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact and touching
     (circles flush against an edge, points on an edge, boxes against a
     side, triangles sharing an edge) comes up often,
   - flat triangles and triangles with corners in one place,
   - values past the range, near the largest number (no NaN from finite
     input, the same answer).
   Past the range the old code hands the case to its slow path (shrink,
   answer, grow), which the lane did not change; the copies here hand such
   a case to the library's function, so for those cases the check is that
   the new code takes the slow path exactly when the old one did.
   isect_triangle_sweep_circle's copy calls the library's
   isect_triangle_circle for its static tests: that function is compared
   with its own copy on the same cases. isect_triangle_sweep_aabb has no
   copy: its only change is where the flat winding is swapped, which the
   copies of the other two tests cover; the existing property and unit
   tests check it. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define REF_MAX FLT_MAX
#define REF_HUGE 0x1p62f
#define REF_TINY_AXIS 0x1p-60f
#define REF_AXIS_BOOST 0x1p80f
#define FAR 2048
static isect_real ref_sqrt(isect_real v) { return sqrtf(v); }
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define REF_MAX DBL_MAX
#define REF_HUGE 0x1p510
#define REF_TINY_AXIS 0x1p-500
#define REF_AXIS_BOOST 0x1p600
#define FAR 10000
static isect_real ref_sqrt(isect_real v) { return sqrt(v); }
#endif

static isect_triangle g_tri, g_other;
static isect_circle g_circ;
static isect_aabb g_box;
static isect_vec g_point, g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g),"
           " other (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g),"
           " circle (%.17g, %.17g) r %.17g, box (%.17g, %.17g) half (%.17g, %.17g),"
           " point (%.17g, %.17g), delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x,
           (double)g_tri.b.y, (double)g_tri.c.x, (double)g_tri.c.y, (double)g_other.a.x,
           (double)g_other.a.y, (double)g_other.b.x, (double)g_other.b.y,
           (double)g_other.c.x, (double)g_other.c.y, (double)g_circ.pos.x,
           (double)g_circ.pos.y, (double)g_circ.radius, (double)g_box.pos.x,
           (double)g_box.pos.y, (double)g_box.half.x, (double)g_box.half.y,
           (double)g_point.x, (double)g_point.y, (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old helpers ----------------------------------------------------- */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }
static isect_real ref_size(isect_vec v) { return ref_abs(v.x) + ref_abs(v.y); }

static isect_real ref_winding_of(isect_triangle tri)
{
    isect_real area2 = isect_cross(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    if (!(area2 - area2 == 0))
        return 2;
    return area2 > 0 ? 1 : (area2 < 0 ? -1 : 0);
}

static isect_real ref_inner_side(isect_vec u, isect_vec v, isect_vec point, isect_real w)
{
    return w * isect_cross(isect_sub(v, u), isect_sub(point, u));
}

static bool ref_within_corners(isect_triangle tri, isect_vec point)
{
    return point.x >= ref_min(tri.a.x, ref_min(tri.b.x, tri.c.x))
        && point.x <= ref_max(tri.a.x, ref_max(tri.b.x, tri.c.x))
        && point.y >= ref_min(tri.a.y, ref_min(tri.b.y, tri.c.y))
        && point.y <= ref_max(tri.a.y, ref_max(tri.b.y, tri.c.y));
}

/* ---- the old point in triangle ------------------------------------------- */

static bool ref_contains(isect_triangle tri, isect_vec point)
{
    isect_real w;
    if (!ref_within_corners(tri, point))
        return false;
    w = ref_winding_of(tri);
    if (w > 1)
        return isect_triangle_contains(tri, point); /* the slow path */
    return ref_inner_side(tri.a, tri.b, point, w) > 0
        && ref_inner_side(tri.b, tri.c, point, w) > 0
        && ref_inner_side(tri.c, tri.a, point, w) > 0;
}

#include "triangle_helpers_ref.h"

static bool ref_triangle_circle(isect_triangle tri, isect_circle circle, isect_hit *out)
{
    isect_vec p = circle.pos;
    isect_real r = circle.radius, w, reach = ref_abs(r);
    isect_real s_ab, s_bc, s_ca;
    if (ref_min(tri.a.x, ref_min(tri.b.x, tri.c.x)) - p.x > reach
        || p.x - ref_max(tri.a.x, ref_max(tri.b.x, tri.c.x)) > reach
        || ref_min(tri.a.y, ref_min(tri.b.y, tri.c.y)) - p.y > reach
        || p.y - ref_max(tri.a.y, ref_max(tri.b.y, tri.c.y)) > reach)
        return false;
    if (!(ref_size(isect_sub(tri.b, tri.a)) + ref_size(isect_sub(tri.a, tri.c))
          + ref_size(isect_sub(p, tri.a)) + r <= REF_HUGE))
        return isect_triangle_circle(tri, circle, out); /* the slow path */
    w = ref_winding_of(tri);
    if (w == 0)
        return ref_flat_triangle_circle(tri, circle, out);
    s_ab = ref_inner_side(tri.a, tri.b, p, w);
    s_bc = ref_inner_side(tri.b, tri.c, p, w);
    s_ca = ref_inner_side(tri.c, tri.a, p, w);
    if (!(s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && ref_within_corners(tri, p))) {
        isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
                  ca = isect_sub(tri.a, tri.c);
        isect_vec ap = isect_sub(p, tri.a), bp = isect_sub(p, tri.b), cp = isect_sub(p, tri.c);
        isect_real a_ab = isect_dot(ap, ab), b_ab = isect_dot(bp, ab), b_bc = isect_dot(bp, bc),
                   c_bc = isect_dot(cp, bc), c_ca = isect_dot(cp, ca), a_ca = isect_dot(ap, ca);
        if (a_ab <= 0 && a_ca >= 0 && (ap.x != 0 || ap.y != 0))
            return ref_off_corner(tri.a, ap, r, out);
        if (b_bc <= 0 && b_ab >= 0 && (bp.x != 0 || bp.y != 0))
            return ref_off_corner(tri.b, bp, r, out);
        if (c_ca <= 0 && c_bc >= 0 && (cp.x != 0 || cp.y != 0))
            return ref_off_corner(tri.c, cp, r, out);
        if (s_ab < 0 && a_ab > 0 && b_ab < 0)
            return ref_off_edge(ab, w, s_ab, p, r, out);
        if (s_bc < 0 && b_bc > 0 && c_bc < 0)
            return ref_off_edge(bc, w, s_bc, p, r, out);
        if (s_ca < 0 && c_ca > 0 && a_ca < 0)
            return ref_off_edge(ca, w, s_ca, p, r, out);
    }
    {
        isect_real depth;
        isect_hit hit = ref_push_out_of_triangle(tri, w, p, s_ab, s_bc, s_ca, &depth);
        if (!(depth + r > 0 && depth + r <= REF_MAX))
            return false;
        if (out != NULL) {
            *out = hit;
            out->delta = isect_scale(hit.normal, depth + r);
        }
        return true;
    }
}

/* ---- the old separating axes --------------------------------------------- */

static isect_vec ref_edge_normal(isect_vec u, isect_vec v, isect_real w)
{
    isect_vec edge = isect_sub(v, u);
    isect_real size = ref_abs(edge.x) + ref_abs(edge.y);
    if (size == 0)
        return isect_v(1, 0);
    if (w == 0)
        w = 1;
    w = size < REF_TINY_AXIS ? w * REF_AXIS_BOOST : w;
    return isect_v(w * edge.y, -w * edge.x);
}

static void ref_triangle_shadow(const isect_triangle *tri, isect_vec origin, isect_vec axis,
                                isect_real *lo, isect_real *hi)
{
    isect_real a = isect_dot(isect_sub(tri->a, origin), axis);
    isect_real b = isect_dot(isect_sub(tri->b, origin), axis);
    isect_real c = isect_dot(isect_sub(tri->c, origin), axis);
    *lo = ref_min(a, ref_min(b, c));
    *hi = ref_max(a, ref_max(b, c));
}

static void ref_corner_shadow(const isect_vec *from, isect_vec axis, isect_real *lo,
                              isect_real *hi)
{
    isect_real a = isect_dot(from[0], axis);
    isect_real b = isect_dot(from[1], axis);
    isect_real c = isect_dot(from[2], axis);
    *lo = ref_min(a, ref_min(b, c));
    *hi = ref_max(a, ref_max(b, c));
}

typedef struct {
    isect_real depth;
    isect_vec normal;
    bool of_first;
} ref_sat;

static void ref_sat_keep(ref_sat *best, isect_vec axis, bool of_first, isect_real up,
                         isect_real down)
{
    isect_real depth = ref_min(up, down) / isect_length(axis);
    if (depth < best->depth) {
        best->depth = depth;
        best->normal = up <= down ? axis : isect_scale(axis, -1);
        best->of_first = of_first;
    }
}

static isect_vec ref_support(isect_triangle tri, isect_vec dir)
{
    isect_real a = isect_dot(tri.a, dir), b = isect_dot(tri.b, dir), c = isect_dot(tri.c, dir);
    if (a >= b && a >= c)
        return tri.a;
    return b >= c ? tri.b : tri.c;
}

static bool ref_triangle_aabb(isect_triangle tri, isect_aabb box, isect_hit *out)
{
    isect_real w = ref_winding_of(tri);
    isect_vec n[3];
    isect_real up[5], down[5];
    if (w == 0) tri = tri_in_one_order(tri); /* the later rule, copied in */
    {
        isect_real lo = ref_min(tri.a.y, ref_min(tri.b.y, tri.c.y)) - box.pos.y;
        isect_real hi = ref_max(tri.a.y, ref_max(tri.b.y, tri.c.y)) - box.pos.y;
        up[3] = hi + box.half.y;
        down[3] = box.half.y - lo;
        lo = ref_min(tri.a.x, ref_min(tri.b.x, tri.c.x)) - box.pos.x;
        hi = ref_max(tri.a.x, ref_max(tri.b.x, tri.c.x)) - box.pos.x;
        up[4] = hi + box.half.x;
        down[4] = box.half.x - lo;
        if (up[3] <= 0 || down[3] <= 0 || up[4] <= 0 || down[4] <= 0)
            return false;
    }
    {
        isect_vec edges[3][2];
        int i;
        edges[0][0] = tri.a; edges[0][1] = tri.b;
        edges[1][0] = tri.b; edges[1][1] = tri.c;
        edges[2][0] = tri.c; edges[2][1] = tri.a;
        for (i = 0; i < 3; i++) {
            isect_real e, lo, hi;
            n[i] = ref_edge_normal(edges[i][0], edges[i][1], w);
            e = box.half.x * ref_abs(n[i].x) + box.half.y * ref_abs(n[i].y);
            ref_triangle_shadow(&tri, box.pos, n[i], &lo, &hi);
            up[i] = hi + e;
            down[i] = e - lo;
            if (up[i] <= 0 || down[i] <= 0)
                return false;
        }
    }
    if (out != NULL) {
        ref_sat best;
        int i;
        best.depth = REF_MAX;
        best.normal = isect_v(0, 0);
        best.of_first = true;
        for (i = 0; i < 3; i++)
            ref_sat_keep(&best, n[i], true, up[i], down[i]);
        ref_sat_keep(&best, isect_v(0, 1), false, up[3], down[3]);
        ref_sat_keep(&best, isect_v(1, 0), false, up[4], down[4]);
        out->normal = isect_normalize(best.normal);
        out->delta = isect_scale(out->normal, best.depth);
        out->time = 0;
        if (best.of_first) {
            isect_vec corner = isect_v(box.pos.x - box.half.x * isect_sign(out->normal.x),
                                       box.pos.y - box.half.y * isect_sign(out->normal.y));
            out->pos = isect_nearest_triangle(tri, isect_add(corner, out->delta));
        } else {
            out->pos = ref_support(tri, out->normal);
        }
    }
    return true;
}

static bool ref_triangle_triangle(isect_triangle tri, isect_triangle other, isect_hit *out)
{
    isect_vec origin, corner[6], from[6], n[6];
    isect_real w[2], up[6], down[6];
    int i;
    if (!(ref_size(isect_sub(tri.b, tri.a)) + ref_size(isect_sub(tri.c, tri.a))
          + ref_size(isect_sub(other.b, other.a)) + ref_size(isect_sub(other.c, other.a))
          + ref_size(isect_sub(other.a, tri.a)) <= REF_HUGE))
        return isect_triangle_triangle(tri, other, out); /* the slow path */
    if (ref_winding_of(tri) == 0) tri = tri_in_one_order(tri);
    if (ref_winding_of(other) == 0) other = tri_in_one_order(other);
    origin.x = ref_min(ref_min(ref_min(tri.a.x, tri.b.x), tri.c.x),
                       ref_min(ref_min(other.a.x, other.b.x), other.c.x));
    origin.y = ref_min(ref_min(ref_min(tri.a.y, tri.b.y), tri.c.y),
                       ref_min(ref_min(other.a.y, other.b.y), other.c.y));
    corner[0] = tri.a;
    corner[1] = tri.b;
    corner[2] = tri.c;
    corner[3] = other.a;
    corner[4] = other.b;
    corner[5] = other.c;
    for (i = 0; i < 6; i++)
        from[i] = isect_sub(corner[i], origin);
    w[0] = ref_winding_of(tri);
    w[1] = ref_winding_of(other);
    if (w[0] > 1 || w[1] > 1)
        return isect_triangle_triangle(tri, other, out); /* the slow path */
    for (i = 0; i < 6; i++) {
        int first = i < 3 ? 0 : 3;
        isect_real lo1, hi1, lo2, hi2;
        n[i] = ref_edge_normal(corner[i], corner[first + (i + 1) % 3], w[i / 3]);
        ref_corner_shadow(from, n[i], &lo1, &hi1);
        ref_corner_shadow(from + 3, n[i], &lo2, &hi2);
        up[i] = hi1 - lo2;
        down[i] = hi2 - lo1;
        if (up[i] <= 0 || down[i] <= 0)
            return false;
    }
    if (out != NULL) {
        ref_sat best;
        best.depth = REF_MAX;
        best.normal = isect_v(0, 0);
        best.of_first = true;
        for (i = 0; i < 6; i++)
            ref_sat_keep(&best, n[i], i < 3, up[i], down[i]);
        out->normal = isect_normalize(best.normal);
        out->delta = isect_scale(out->normal, best.depth);
        out->time = 0;
        if (best.of_first)
            out->pos = isect_nearest_triangle(
                tri, isect_add(ref_support(other, isect_scale(out->normal, -1)), out->delta));
        else
            out->pos = ref_support(tri, out->normal);
    }
    return true;
}

/* ---- the old sweep of a circle into a triangle ---------------------------- */

static int ref_apart(isect_real lo, isect_real hi, isect_real olo, isect_real ohi)
{
    isect_real gap = ref_max(olo - hi, lo - ohi);
    isect_real size = ref_abs(lo) + ref_abs(hi) + ref_abs(olo) + ref_abs(ohi);
    return gap > 16 * REF_EPS * size;
}

static int ref_axis_out(isect_real start, isect_real move, isect_real reach,
                        isect_real olo, isect_real ohi)
{
    isect_real end = start + move;
    return ref_apart(ref_min(start, end) - reach, ref_max(start, end) + reach, olo, ohi);
}

static bool ref_whole_way(isect_vec start, isect_vec delta, isect_sweep *out)
{
    memset(&out->hit, 0, sizeof out->hit);
    out->hit.time = 1;
    out->time = 1;
    out->pos = isect_add(start, delta);
    return false;
}

static isect_real ref_sure_turn(isect_vec u, isect_vec v)
{
    isect_real p = u.x * v.y, q = u.y * v.x;
    isect_real noise = 4 * REF_EPS * (ref_abs(p) + ref_abs(q)) + REF_MIN;
    return p - q > noise ? 1 : (q - p > noise ? -1 : 0);
}

static bool ref_apart_by(isect_real s, isect_real reach2)
{
    return s > 0 && reach2 > 0 && s * s > reach2;
}

#include "keep_earliest_ref.h"

static bool ref_circle_path(isect_triangle tri, isect_circle circle, isect_vec delta,
                            isect_hit *best)
{
    isect_hit hit;
    isect_vec corners[4];
    bool found = false;
    isect_real turn;
    int i;
    if (!(circle.radius > 0))
        return isect_triangle_segment(tri, circle.pos, delta, best);
    turn = ref_sure_turn(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    if (turn == 0 && tri_area_is_zero(tri)) tri = tri_in_one_order(tri);
    corners[0] = tri.a, corners[1] = tri.b, corners[2] = tri.c, corners[3] = tri.a;
    {
        isect_real r2 = circle.radius * circle.radius, lo, hi;
        isect_vec end = isect_add(circle.pos, delta);
        if (turn != 0) {
            for (i = 0; i < 3; i++) {
                isect_vec e = isect_sub(corners[i + 1], corners[i]);
                isect_real s0 = turn * isect_cross(isect_sub(circle.pos, corners[i]), e),
                           s1 = turn * isect_cross(isect_sub(end, corners[i]), e);
                if (ref_apart_by(ref_min(s0, s1), r2 * isect_dot(e, e)))
                    return false;
            }
        }
        lo = hi = isect_cross(delta, isect_sub(tri.a, circle.pos));
        for (i = 1; i < 3; i++) {
            isect_real q = isect_cross(delta, isect_sub(corners[i], circle.pos));
            lo = ref_min(lo, q);
            hi = ref_max(hi, q);
        }
        if (ref_apart_by(lo, r2 * isect_dot(delta, delta))
            || ref_apart_by(-hi, r2 * isect_dot(delta, delta)))
            return false;
    }
    for (i = 0; i < 3; i++) {
        isect_capsule edge;
        edge.pos = corners[i];
        edge.delta = isect_sub(corners[i + 1], corners[i]);
        edge.radius = circle.radius;
        if (turn != 0 && ref_sure_turn(delta, edge.delta) == turn)
            continue;
        if (isect_capsule_segment(edge, circle.pos, delta, &hit)) {
            hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, circle.radius));
            ref_keep_earliest(&found, best, &hit, delta);
        }
    }
    return found;
}

static bool ref_overlaps(isect_circle moving, isect_vec pos, isect_hit *out)
{
    moving.pos = pos;
    return isect_triangle_circle(g_tri, moving, out);
}

#include "back_off_ref.h"

static bool ref_overlaps_at(const void *moving, isect_vec pos)
{
    return ref_overlaps(*(const isect_circle *)moving, pos, NULL);
}

static bool ref_sweep_circle(isect_triangle tri, isect_circle moving, isect_vec delta,
                             isect_sweep *out)
{
    isect_hit hit;
    isect_real time = 0;
    bool found = false;
    isect_real r = moving.radius;
    if (ref_axis_out(moving.pos.x, delta.x, r, ref_min(tri.a.x, ref_min(tri.b.x, tri.c.x)),
                     ref_max(tri.a.x, ref_max(tri.b.x, tri.c.x)))
        || ref_axis_out(moving.pos.y, delta.y, r, ref_min(tri.a.y, ref_min(tri.b.y, tri.c.y)),
                        ref_max(tri.a.y, ref_max(tri.b.y, tri.c.y))))
        return ref_whole_way(moving.pos, delta, out);
    if (isect_triangle_circle(tri, moving, &hit)) {
        bool still = delta.x == 0 && delta.y == 0;
        if (!still && !moves_into(delta, hit.normal))
            return ref_whole_way(moving.pos, delta, out);
        out->hit = hit;
        out->time = 0;
        out->pos = moving.pos;
        return true;
    }
    if (delta.x != 0 || delta.y != 0)
        found = ref_circle_path(tri, moving, delta, &hit);
    if (found && contact_counts(&hit, delta)) { /* time 1 only touches; at time 0, a slide (later rules) */
        /* the entry */
    } else if ((delta.x != 0 || delta.y != 0)
               && ref_overlaps(moving, isect_add(moving.pos, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return ref_whole_way(moving.pos, delta, out);
    if (hit.time > 0)
        time = ref_back_off_by(&hit, moving.pos, delta, ref_overlaps_at, &moving);
    out->hit = hit;
    out->time = time;
    out->pos = isect_add(moving.pos, isect_scale(delta, time));
    return true;
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[4][5], cases[4];
static int g_phase;

static void check_case(void)
{
    isect_hit h1, h2;
    isect_sweep s1, s2;
    bool a, b;
    cases[g_phase]++;

    a = isect_triangle_contains(g_tri, g_point);
    CHECK(a == ref_contains(g_tri, g_point));
    hits[g_phase][0] += a;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_triangle_circle(g_tri, g_circ, &h1);
    b = ref_triangle_circle(g_tri, g_circ, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(hit_no_nan(&h1));
    CHECK(a == isect_triangle_circle(g_tri, g_circ, NULL));
    hits[g_phase][1] += a;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_triangle_triangle(g_tri, g_other, &h1);
    b = ref_triangle_triangle(g_tri, g_other, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(hit_no_nan(&h1));
    CHECK(a == isect_triangle_triangle(g_tri, g_other, NULL));
    hits[g_phase][2] += a;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_triangle_aabb(g_tri, g_box, &h1);
    b = ref_triangle_aabb(g_tri, g_box, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(hit_no_nan(&h1));
    hits[g_phase][3] += a;

    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    a = isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s1);
    b = ref_sweep_circle(g_tri, g_circ, g_delta, &s2);
    CHECK(a == b);
    CHECK(same_sweep(&s1, &s2) || quick_triangle_entry_agrees(&s1, &s2, g_tri, g_circ, g_delta));
    CHECK(hit_no_nan(&s1.hit));
    CHECK(a == isect_triangle_sweep_circle(g_tri, g_circ, g_delta, NULL));
    hits[g_phase][4] += a;
}

/* ---- drawing cases ------------------------------------------------------- */

static isect_vec draw_vec(case_kind kind, double cx, double cy, double reach)
{
    double x = case_coord(kind, cx, reach);
    double y = case_coord(kind, cy, reach);
    return V(x, y);
}

static isect_triangle draw_tri(case_kind kind, double cx, double cy, double reach)
{
    isect_triangle t;
    t.a = draw_vec(kind, cx, cy, reach);
    t.b = draw_vec(kind, cx, cy, reach);
    t.c = draw_vec(kind, cx, cy, reach);
    if (rng_chance(0.08)) { /* flat: the third corner on the line of the others */
        double k = rng_int(-4, 8) / 4.0;
        t.c = V((double)t.a.x + k * ((double)t.b.x - (double)t.a.x),
                (double)t.a.y + k * ((double)t.b.y - (double)t.a.y));
    } else if (rng_chance(0.03)) { /* two corners, or all three, in one place */
        t.b = t.a;
        if (rng_chance(0.5))
            t.c = t.a;
    }
    return t;
}

/* Turns a grid case into a touching one now and then: a point on an edge
   or a corner, a circle whose center is a 3-4-5 step off a corner or flush
   beside an axis-aligned edge, another triangle sharing an edge, a box
   against a corner. */
static void make_touching(void)
{
    int k = rng_int(0, 5);
    double r = rng_int(1, 6) / 2.0;
    switch (k) {
    case 0:
        g_point = rng_chance(0.5) ? g_tri.b
                                  : V(((double)g_tri.a.x + (double)g_tri.b.x) / 2,
                                      ((double)g_tri.a.y + (double)g_tri.b.y) / 2);
        break;
    case 1:
        g_circ.pos = V((double)g_tri.a.x + 3 * r / 5, (double)g_tri.a.y - 4 * r / 5);
        g_circ.radius = R(r);
        break;
    case 2: /* an axis-aligned bottom edge, the circle flush below it */
        g_tri.b = V((double)g_tri.a.x + 2 * r + 1, (double)g_tri.a.y);
        g_circ.pos = V((double)g_tri.a.x + r, (double)g_tri.a.y - r);
        g_circ.radius = R(r);
        break;
    case 3:
        g_other.a = g_tri.b;
        g_other.b = g_tri.a;
        break;
    case 4:
        g_box.pos = V((double)g_tri.c.x + (double)g_box.half.x, (double)g_tri.c.y);
        break;
    default:
        g_circ.pos = g_tri.c;
        break;
    }
}

static void draw(case_kind kind, double cx, double cy)
{
    int grid = kind == CASE_GRID || kind == CASE_TILES;
    double reach = grid ? 8 : 20;
    double bx, by, r, hx, hy;
    g_tri = draw_tri(kind, cx, cy, reach);
    bx = cx + (grid ? rng_int(-24, 24) / 2.0 : 60 * rng_unit() - 30);
    by = cy + (grid ? rng_int(-24, 24) / 2.0 : 60 * rng_unit() - 30);
    g_other = draw_tri(kind, bx, by, reach);
    g_point = draw_vec(kind, cx, cy, 1.5 * reach);
    r = grid ? rng_int(0, 12) / 2.0 : 1 + 19 * rng_unit();
    g_circ.pos = draw_vec(kind, bx, by, reach);
    g_circ.radius = R(r);
    hx = grid ? rng_int(0, 12) / 2.0 : 1 + 19 * rng_unit();
    hy = grid ? rng_int(0, 12) / 2.0 : 1 + 19 * rng_unit();
    g_box.pos = draw_vec(kind, bx, by, reach);
    g_box.half = V(hx, hy);
    {
        double dx = grid ? rng_int(-60, 60) / 2.0 : 120 * rng_unit() - 60;
        double dy = grid ? rng_int(-60, 60) / 2.0 : 120 * rng_unit() - 60;
        g_delta = V(dx, dy);
    }
    if (rng_chance(0.05))
        g_delta = ZERO;
    if (grid && rng_chance(0.4))
        make_touching();
}

static void trial_bench(void)
{
    double cx = 200 * rng_unit() - 100, cy = 200 * rng_unit() - 100;
    g_phase = 0;
    draw(CASE_BENCH, cx, cy);
    check_case();
}

static void trial_grid(void) { g_phase = 1; draw(CASE_GRID, 0.5, -0.5); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(CASE_TILES, cx, cy);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 3;
    draw(CASE_GRID, 0, 0);
    g_tri.a = ext_vec(g_tri.a);
    g_tri.b = ext_vec(g_tri.b);
    g_tri.c = ext_vec(g_tri.c);
    g_other.a = ext_vec(g_other.a);
    g_other.b = ext_vec(g_other.b);
    g_other.c = ext_vec(g_other.c);
    g_point = ext_vec(g_point);
    g_circ.pos = ext_vec(g_circ.pos);
    g_box.pos = ext_vec(g_box.pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's rows, one case each, worked by hand. The triangle (0, 0),
   (4, 0), (0, 3): the point (1, 1) is inside, (3, 1) is not (3 + 4/3 > 4
   ... on the line 3x + 4y = 12, 9 + 4 = 13 > 12); a circle of radius 1 at
   (2, -0.5) overlaps the bottom edge by 0.5; the copy moved by (1, 1)
   overlaps it; a circle of radius 1 from (2, -3) moving by (0, 4) meets
   the bottom edge when its center reaches y = -1, at time 0.5. */
TEST(issue12_triangle_rows_by_hand)
{
    isect_hit h;
    isect_sweep s;
    g_tri = TRI(0, 0, 4, 0, 0, 3);
    g_other = TRI(1, 1, 5, 1, 1, 4);
    g_box = BOX(10, 10, 1, 1);
    g_delta = V(0, 4);
    CHECK(isect_triangle_contains(g_tri, V(1, 1)));
    CHECK(!isect_triangle_contains(g_tri, V(3, 1)));
    g_point = V(3, 1);
    g_circ = CIRC(2, -0.5, 1);
    CHECK(isect_triangle_circle(g_tri, g_circ, &h));
    CHECK_VEC(h.normal, 0, -1, 0);
    CHECK_VEC(h.delta, 0, -0.5, 0);
    CHECK(isect_triangle_triangle(g_tri, g_other, &h));
    g_circ = CIRC(2, -3, 1);
    CHECK(isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_NEAR(s.hit.time, 0.5, TOL);
    CHECK_VEC(s.hit.normal, 0, -1, 0);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (triangles)", 0x7a1a9e1eULL, 20000,
                                 describe);
    RUN(issue12_triangle_rows_by_hand);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    printf("hits (contains, circle, triangle, box, sweep) / cases:\n"
           "  bench %ld %ld %ld %ld %ld / %ld\n  grid %ld %ld %ld %ld %ld / %ld\n"
           "  tiles %ld %ld %ld %ld %ld / %ld\n  huge %ld %ld %ld %ld %ld / %ld\n",
           hits[0][0], hits[0][1], hits[0][2], hits[0][3], hits[0][4], cases[0],
           hits[1][0], hits[1][1], hits[1][2], hits[1][3], hits[1][4], cases[1],
           hits[2][0], hits[2][1], hits[2][2], hits[2][3], hits[2][4], cases[2],
           hits[3][0], hits[3][1], hits[3][2], hits[3][3], hits[3][4], cases[3]);
    return property_finish(__FILE__);
}
