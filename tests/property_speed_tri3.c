/* property_speed_tri3.c -- the third triangle lane of issue 12 (every call
   as fast as the fastest C peer): the faster triangle tests give the old
   answers.

   Usage: test-property_speed_tri3 [seed [trials]]

   Two changes, checked against the old code, copied here (renamed ref_...)
   from the library as it was before the lane:
   - the rest of isect_triangle_circle (isect_triangle_circle_near, which
     the by-address twin the sweep asks shares) multiplied the three sides
     by the winding w, a number it read at run time. It now asks the
     winding first and goes on in one of two copies of the rest, written
     once (isect_triangle_circle_wound), with w the constant 1 or -1; a
     winding of 2 (twice the area infinite or a NaN, with a negative radius
     near the top of the range) goes to a third copy, out of line, with w
     as a number. Multiplying by 1 or -1 is exact, so the sides are the
     same numbers and every question gets the same answer.
   - the push of a center inside (isect_push_circle_out_of_triangle) works
     out the depth itself, with the sums of isect_push_out_of_triangle in
     their order, and writes the hit straight into out (the normal only
     when out is not NULL).
   The old static test here is the library's before the lane (the quicker
   miss, then the rest with the six steps handed on and the center read
   where a push needs it); the old sweep here is the library's too (the
   paths' box, the static test at the start, the edges' capsules with the
   lines that keep a path away and the end beside the box, the static test
   at the end and where it backs off), and asks that old static test. The
   helpers they call are copied from tests/property_speed_tri2.c, where the
   last lane proved them to give the library's numbers; past the range
   both copies hand a case to the library's slow path (shrink, answer,
   grow), which the lane did not change. The new functions must give the
   same bool and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (corners within 20 of a center
     up to 100 away, circles of radius 1 to 20, paths up to 60),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact and touching
     comes up often,
   - flat triangles, triangles with corners in one place, circles of
     radius zero, paths of length zero, slivers (windings of either sign),
   - values past the range, near the largest number, and negative radii
     (the winding of 2; no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define REF_MAX FLT_MAX
#define REF_HUGE 0x1p62f
#define FAR 2048
static isect_real ref_sqrt(isect_real v) { return sqrtf(v); }
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define REF_MAX DBL_MAX
#define REF_HUGE 0x1p510
#define FAR 10000
static isect_real ref_sqrt(isect_real v) { return sqrt(v); }
#endif

static isect_triangle g_tri;
static isect_circle g_circ;
static isect_vec g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] tri (%.17g, %.17g) (%.17g, %.17g) (%.17g, %.17g),"
           " circle (%.17g, %.17g) r %.17g, delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_tri.a.x, (double)g_tri.a.y, (double)g_tri.b.x,
           (double)g_tri.b.y, (double)g_tri.c.x, (double)g_tri.c.y, (double)g_circ.pos.x,
           (double)g_circ.pos.y, (double)g_circ.radius, (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old helpers ----------------------------------------------------- */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }
static isect_real ref_size(isect_vec v) { return ref_abs(v.x) + ref_abs(v.y); }

/* ---- the old triangle vs circle ------------------------------------------ */

static void ref_length_and_direction(isect_vec e, isect_real e2, isect_real *length,
                                     isect_vec *normal)
{
    if (e2 >= REF_MIN && e2 <= REF_MAX) {
        *length = ref_sqrt(e2);
        *normal = isect_v(e.x / *length, e.y / *length);
    } else {
        *length = isect_length(e);
        *normal = isect_normalize(e);
    }
}

static bool ref_closer_than(isect_real s, isect_real len2, isect_real r)
{
    isect_real lhs = s * s, rhs = r * r * len2;
    if (lhs > REF_MAX && rhs > REF_MAX)
        return ref_abs(s) / ref_sqrt(len2) < r;
    return lhs < rhs;
}

static bool ref_off_corner(isect_vec corner, isect_vec e, isect_real r, isect_hit *out)
{
    isect_real e2 = isect_dot(e, e), length;
    if (e2 >= r * r)
        return false;
    if (out != NULL) {
        ref_length_and_direction(e, e2, &length, &out->normal);
        out->pos = corner;
        out->delta = isect_scale(out->normal, ref_max(r - length, 0));
        out->time = 0;
    }
    return true;
}

static bool ref_off_edge(isect_vec edge, isect_real w, isect_real s, isect_vec center,
                         isect_real r, isect_hit *out)
{
    isect_real e2 = isect_dot(edge, edge), length, depth;
    isect_vec e = isect_v(w * edge.y, -w * edge.x);
    if (!ref_closer_than(s, e2, r))
        return false;
    if (out != NULL) {
        ref_length_and_direction(e, e2, &length, &out->normal);
        depth = s / length;
        out->pos = isect_add(center, isect_scale(out->normal, depth));
        out->delta = isect_scale(out->normal, ref_max(depth + r, 0));
        out->time = 0;
    }
    return true;
}

static void ref_longest_edge(isect_triangle tri, isect_vec *u, isect_vec *v)
{
    isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
              ca = isect_sub(tri.a, tri.c);
    isect_real lab = isect_dot(ab, ab), lbc = isect_dot(bc, bc), lca = isect_dot(ca, ca);
    if (lab >= lbc && lab >= lca) {
        *u = tri.a;
        *v = tri.b;
    } else if (lbc >= lca) {
        *u = tri.b;
        *v = tri.c;
    } else {
        *u = tri.c;
        *v = tri.a;
    }
}

static bool ref_flat_triangle_circle(isect_triangle tri, isect_circle circle, isect_hit *out)
{
    isect_vec u, v, e, left;
    isect_real r = circle.radius;
    ref_longest_edge(tri, &u, &v);
    e = isect_sub(v, u);
    left = (e.x == 0 && e.y == 0) ? isect_v(1, 0) : isect_normalize(isect_v(-e.y, e.x));
    {
        isect_vec cu = isect_sub(circle.pos, u), cv = isect_sub(circle.pos, v);
        bool at_u = isect_dot(cu, e) <= 0;
        if (at_u || isect_dot(cv, e) >= 0) {
            isect_vec end = at_u ? u : v, off = at_u ? cu : cv;
            if (off.x != 0 || off.y != 0)
                return ref_off_corner(end, off, r, out);
            if (!(r > 0))
                return false;
            if (out != NULL) {
                out->normal = left;
                out->pos = end;
                out->delta = isect_scale(left, r);
                out->time = 0;
            }
            return true;
        }
    }
    {
        isect_real side = isect_cross(e, isect_sub(circle.pos, u));
        return ref_off_edge(e, side >= 0 ? -1 : 1, -ref_abs(side), circle.pos, r, out);
    }
}


static isect_hit ref_push_out_of_triangle(isect_triangle tri, isect_real w, isect_vec point,
                                          isect_real s_ab, isect_real s_bc, isect_real s_ca,
                                          isect_real *depth)
{
    isect_vec edge = isect_sub(tri.b, tri.a);
    isect_vec bc = isect_sub(tri.c, tri.b), ca = isect_sub(tri.a, tri.c);
    isect_real best = s_ab / isect_length(edge);
    isect_real d = s_bc / isect_length(bc);
    isect_hit hit;
    if (d < best) {
        best = d;
        edge = bc;
    }
    d = s_ca / isect_length(ca);
    if (d < best) {
        best = d;
        edge = ca;
    }
    if (!(best <= REF_MAX))
        best = REF_MAX;
    hit.normal = isect_normalize(isect_v(w * edge.y, -w * edge.x));
    hit.delta = isect_scale(hit.normal, best);
    hit.pos = isect_add(point, hit.delta);
    hit.time = 0;
    *depth = best;
    return hit;
}

static bool ref_all_beyond(isect_real a, isect_real b, isect_real c, isect_real reach)
{
    return a > reach ? b > reach && c > reach : -a > reach && -b > reach && -c > reach;
}

static bool ref_off_corner_region(isect_vec from, isect_vec out_edge, isect_vec in_edge)
{
    return isect_dot(from, out_edge) <= 0 && isect_dot(from, in_edge) >= 0
        && (from.x != 0 || from.y != 0);
}

static bool ref_off_edge_region(isect_real s, isect_vec from_u, isect_vec from_v,
                                isect_vec edge)
{
    return s < 0 && isect_dot(from_u, edge) > 0 && isect_dot(from_v, edge) < 0;
}

/* The library's isect_winding_of_area, isect_zero_between, isect_closer_than
   (the likely question first) and isect_circle_beside_triangle, as they
   were before the lane. */
static isect_real ref_winding_of_area(isect_real area2)
{
    if (area2 > 0)
        return area2 <= REF_MAX ? 1 : 2;
    if (area2 < 0)
        return area2 >= -REF_MAX ? -1 : 2;
    return area2 == 0 ? 0 : 2;
}

static bool ref_zero_between(isect_real a, isect_real b, isect_real c)
{
    return (a >= 0 || b >= 0 || c >= 0) && (a <= 0 || b <= 0 || c <= 0);
}

static bool ref_closer_first(isect_real s, isect_real len2, isect_real r)
{
    isect_real lhs = s * s, rhs = r * r * len2;
    if (lhs < rhs)
        return true;
    if (lhs > REF_MAX && rhs > REF_MAX)
        return ref_abs(s) / ref_sqrt(len2) < r;
    return false;
}

static bool ref_all_below(isect_real a, isect_real b, isect_real c, isect_real reach)
{
    isect_real below = -reach;
    return a > reach ? b > reach && c > reach : a < below && b < below && c < below;
}

static bool ref_circle_beside_triangle(isect_triangle tri, isect_vec p, isect_real r)
{
    isect_real reach = ref_abs(r);
    return ref_all_below(p.x - tri.a.x, p.x - tri.b.x, p.x - tri.c.x, reach)
        || ref_all_below(p.y - tri.a.y, p.y - tri.b.y, p.y - tri.c.y, reach);
}

static bool ref_push_off_edge(isect_vec edge, isect_real w, isect_real s, isect_vec center,
                              isect_real r, isect_hit *out)
{
    isect_real e2 = isect_dot(edge, edge), length, depth;
    isect_vec e = isect_v(w * edge.y, -w * edge.x);
    if (!ref_closer_first(s, e2, r))
        return false;
    if (out != NULL) {
        ref_length_and_direction(e, e2, &length, &out->normal);
        depth = s / length;
        out->pos = isect_add(center, isect_scale(out->normal, depth));
        out->delta = isect_scale(out->normal, ref_max(depth + r, 0));
        out->time = 0;
    }
    return true;
}

static bool ref_push_out_of(const isect_triangle *tri, isect_real w, isect_vec p,
                            isect_real s_ab, isect_real s_bc, isect_real s_ca, isect_real r,
                            isect_hit *out)
{
    isect_real depth;
    isect_hit hit = ref_push_out_of_triangle(*tri, w, p, s_ab, s_bc, s_ca, &depth);
    if (!(depth + r > 0 && depth + r <= REF_MAX))
        return false;
    if (out != NULL) {
        *out = hit;
        out->delta = isect_scale(hit.normal, depth + r);
    }
    return true;
}

/* The library's isect_triangle_circle_near before the lane: the steps
   handed on, the winding a number that multiplies the sides. */
static bool ref_triangle_circle_near(const isect_triangle *tri, const isect_circle *circle,
                                     isect_vec ap, isect_vec bp, isect_vec cp, isect_hit *out)
{
    isect_vec ab, bc, ca;
    isect_real r = circle->radius, area2, w;
    isect_real s_ab, s_bc, s_ca;
    ab = isect_sub(tri->b, tri->a);
    bc = isect_sub(tri->c, tri->b);
    ca = isect_sub(tri->a, tri->c);
    if (!(ref_size(ab) + ref_size(ca) + ref_size(ap) + r <= REF_HUGE))
        return isect_triangle_circle(*tri, *circle, out); /* the slow path */
    area2 = isect_cross(ca, ab);
    w = ref_winding_of_area(area2);
    if (w == 0)
        return ref_flat_triangle_circle(*tri, *circle, out);
    s_ab = w * isect_cross(ab, ap);
    s_bc = w * isect_cross(bc, bp);
    s_ca = w * isect_cross(ca, cp);
    if (!(s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && ref_zero_between(ap.x, bp.x, cp.x)
          && ref_zero_between(ap.y, bp.y, cp.y))) {
        if (ref_off_corner_region(ap, ab, ca))
            return ref_off_corner(tri->a, ap, r, out);
        if (ref_off_corner_region(bp, bc, ab))
            return ref_off_corner(tri->b, bp, r, out);
        if (ref_off_corner_region(cp, ca, bc))
            return ref_off_corner(tri->c, cp, r, out);
        if (ref_off_edge_region(s_ab, ap, bp, ab))
            return ref_push_off_edge(ab, w, s_ab, circle->pos, r, out);
        if (ref_off_edge_region(s_bc, bp, cp, bc))
            return ref_push_off_edge(bc, w, s_bc, circle->pos, r, out);
        if (ref_off_edge_region(s_ca, cp, ap, ca))
            return ref_push_off_edge(ca, w, s_ca, circle->pos, r, out);
    }
    return ref_push_out_of(tri, w, circle->pos, s_ab, s_bc, s_ca, r, out);
}

static bool ref_triangle_circle(isect_triangle tri, isect_circle circle, isect_hit *out)
{
    if (ref_circle_beside_triangle(tri, circle.pos, circle.radius))
        return false;
    return ref_triangle_circle_near(&tri, &circle, isect_sub(circle.pos, tri.a),
                                    isect_sub(circle.pos, tri.b),
                                    isect_sub(circle.pos, tri.c), out);
}

/* ---- the old sweep of a circle into a triangle ---------------------------- */

static int ref_apart(isect_real lo, isect_real hi, isect_real olo, isect_real ohi)
{
    isect_real gap = ref_max(olo - hi, lo - ohi);
    isect_real size;
    if (!(gap > 0))
        return 0;
    size = ref_abs(lo) + ref_abs(hi) + ref_abs(olo) + ref_abs(ohi);
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

static void ref_keep_earliest(bool *found, isect_hit *best, const isect_hit *hit,
                              isect_vec delta)
{
    if (!*found || hit->time < best->time
        || (hit->time == best->time
            && isect_dot(delta, hit->normal) > isect_dot(delta, best->normal))) {
        *best = *hit;
        *found = true;
    }
}

static bool ref_path_beyond_edge(isect_vec u, isect_vec v, isect_vec from, isect_vec to,
                                 isect_real turn, isect_real r2)
{
    isect_vec e = isect_sub(v, u);
    isect_real s0 = turn * isect_cross(isect_sub(from, u), e),
               s1 = turn * isect_cross(isect_sub(to, u), e);
    return ref_apart_by(ref_min(s0, s1), r2 * isect_dot(e, e));
}

static void ref_sweep_into_edge(isect_vec u, isect_vec v, isect_circle circle,
                                isect_vec delta, isect_real turn, bool *found,
                                isect_hit *best)
{
    isect_hit hit;
    isect_capsule edge;
    edge.pos = u;
    edge.delta = isect_sub(v, u);
    edge.radius = circle.radius;
    if (turn != 0 && ref_sure_turn(delta, edge.delta) == turn)
        return;
    if (isect_capsule_segment(edge, circle.pos, delta, &hit)) {
        hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, circle.radius));
        ref_keep_earliest(found, best, &hit, delta);
    }
}

static bool ref_path_misses(isect_triangle tri, isect_vec end, isect_real r,
                            bool *end_clear)
{
    *end_clear = ref_circle_beside_triangle(tri, end, r);
    return false;
}

static bool ref_circle_path(isect_triangle tri, isect_circle circle, isect_vec delta,
                            isect_hit *best, bool *end_clear)
{
    bool found = false;
    isect_real turn;
    if (!(circle.radius > 0))
        return isect_triangle_segment(tri, circle.pos, delta, best);
    turn = ref_sure_turn(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    {
        isect_real r2 = circle.radius * circle.radius, lo, hi, q;
        isect_vec end = isect_add(circle.pos, delta);
        if (turn != 0
            && (ref_path_beyond_edge(tri.a, tri.b, circle.pos, end, turn, r2)
                || ref_path_beyond_edge(tri.b, tri.c, circle.pos, end, turn, r2)
                || ref_path_beyond_edge(tri.c, tri.a, circle.pos, end, turn, r2)))
            return ref_path_misses(tri, end, circle.radius, end_clear);
        lo = hi = isect_cross(delta, isect_sub(tri.a, circle.pos));
        q = isect_cross(delta, isect_sub(tri.b, circle.pos));
        lo = ref_min(lo, q);
        hi = ref_max(hi, q);
        q = isect_cross(delta, isect_sub(tri.c, circle.pos));
        lo = ref_min(lo, q);
        hi = ref_max(hi, q);
        if (ref_apart_by(lo, r2 * isect_dot(delta, delta))
            || ref_apart_by(-hi, r2 * isect_dot(delta, delta)))
            return ref_path_misses(tri, end, circle.radius, end_clear);
    }
    ref_sweep_into_edge(tri.a, tri.b, circle, delta, turn, &found, best);
    ref_sweep_into_edge(tri.b, tri.c, circle, delta, turn, &found, best);
    ref_sweep_into_edge(tri.c, tri.a, circle, delta, turn, &found, best);
    return found;
}

static bool ref_overlaps(isect_circle moving, isect_vec pos, isect_hit *out)
{
    moving.pos = pos;
    return ref_triangle_circle(g_tri, moving, out);
}

static isect_real ref_back_off(const isect_hit *hit, isect_vec start, isect_vec delta,
                               isect_circle moving)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = ref_max(ref_max(ref_abs(start.x), ref_abs(start.y)),
                           ref_max(ref_abs(end.x), ref_abs(end.y)));
    isect_real gap, speed, step, time;
    int tries;
    m = ref_max(m, ref_max(ref_abs(hit->pos.x), ref_abs(hit->pos.y)));
    gap = 4 * REF_EPS * m + REF_MIN;
    speed = ref_max(-isect_dot(delta, hit->normal),
                    (ref_abs(delta.x) + ref_abs(delta.y)) / 4096);
    step = gap / speed;
    for (tries = 0; tries < 32; tries++) {
        time = hit->time - step;
        if (!(time > 0))
            break;
        if (!ref_overlaps(moving, isect_add(start, isect_scale(delta, time)), NULL))
            return time;
        step *= 4;
    }
    return 0;
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
    if (ref_triangle_circle(tri, moving, &hit)) {
        bool still = delta.x == 0 && delta.y == 0;
        if (!still && isect_dot(delta, hit.normal) >= 0)
            return ref_whole_way(moving.pos, delta, out);
        out->hit = hit;
        out->time = 0;
        out->pos = moving.pos;
        return true;
    }
    if (delta.x != 0 || delta.y != 0) {
        bool end_clear = false;
        found = ref_circle_path(tri, moving, delta, &hit, &end_clear);
        if (end_clear)
            return ref_whole_way(moving.pos, delta, out);
    }
    if (found && isect_dot(delta, hit.normal) < 0) {
        /* the entry */
    } else if ((delta.x != 0 || delta.y != 0)
               && ref_overlaps(moving, isect_add(moving.pos, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return ref_whole_way(moving.pos, delta, out);
    if (hit.time > 0)
        time = ref_back_off(&hit, moving.pos, delta, moving);
    out->hit = hit;
    out->time = time;
    out->pos = isect_add(moving.pos, isect_scale(delta, time));
    return true;
}

#include "triangle_circle_proof.h"

int main(int argc, char **argv)
{
    return triangle_circle_proof(argc, argv, "fast paths (triangle tests, third lane)",
                                 0x7a13e1e5ULL);
}
