/* property_speed_tri2.c -- the second triangle lane of issue 12 (every call
   as fast as the fastest C peer): the faster triangle tests give the old
   answers.

   Usage: test-property_speed_tri2 [seed [trials]]

   One change, checked against the old code, copied here (renamed ref_...)
   from the library as it was before the lane:
   - isect_triangle_circle and its by-address twin (the one the sweep of a
     circle into a triangle asks at the start, at the end and where it
     backs off) hand the six steps from the corners to the center, P - A,
     P - B and P - C, to the rest of the test (isect_triangle_circle_near),
     which worked them out again before. They are the same differences the
     quicker miss asks about, so the same numbers; and the rest reads the
     center where a push needs it, not at its start.
   The old static test here is the library's before the lane: the quicker
   miss, then the rest, which works out the steps itself; the old sweep
   here is the library's too (the paths' box, the static test at the start,
   the edges' capsules with the lines that keep a path away and the end
   beside the box, the static test at the end and where it backs off), and
   asks that old static test. The helpers they call are copied from
   tests/property_speed_tris.c and tests/property_speed_trisw.c, where
   earlier lanes proved them to give the library's numbers; past the range
   both copies hand a case to the library's slow path (shrink, answer,
   grow), which the lane did not change. The new functions must give the
   same bool and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (corners within 20 of a center
     up to 100 away, circles of radius 1 to 20, paths up to 60),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact and touching
     comes up often (circles flush against an edge or a corner, paths that
     end with the circle's box flush against the triangle's box),
   - flat triangles, triangles with corners in one place, circles of
     radius zero, paths of length zero, slivers,
   - values past the range, near the largest number, and negative radii
     (no NaN from finite input, the same answer). */
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

/* The library's isect_triangle_circle_near before the lane: it works out
   the six steps itself. */
static bool ref_triangle_circle_near(const isect_triangle *tri, const isect_circle *circle,
                                     isect_hit *out)
{
    isect_vec p = circle->pos, ap = isect_sub(p, tri->a), bp = isect_sub(p, tri->b),
              cp = isect_sub(p, tri->c), ab, bc, ca;
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
            return ref_push_off_edge(ab, w, s_ab, p, r, out);
        if (ref_off_edge_region(s_bc, bp, cp, bc))
            return ref_push_off_edge(bc, w, s_bc, p, r, out);
        if (ref_off_edge_region(s_ca, cp, ap, ca))
            return ref_push_off_edge(ca, w, s_ca, p, r, out);
    }
    return ref_push_out_of(tri, w, p, s_ab, s_bc, s_ca, r, out);
}

static bool ref_triangle_circle(isect_triangle tri, isect_circle circle, isect_hit *out)
{
    if (ref_circle_beside_triangle(tri, circle.pos, circle.radius))
        return false;
    return ref_triangle_circle_near(&tri, &circle, out);
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

/* ---- comparing ----------------------------------------------------------- */

static long hits[6][2], cases[6], skipped[6];
static int g_phase;

/* Whether the new sweep can take its shortcut here: the end's circle is
   beside the triangle's box (counted, to show the cases reach it). */
static int end_beside(void)
{
    isect_vec end = isect_add(g_circ.pos, g_delta);
    isect_real reach = ref_abs(g_circ.radius);
    return ref_all_beyond(g_tri.a.x - end.x, g_tri.b.x - end.x, g_tri.c.x - end.x, reach)
        || ref_all_beyond(g_tri.a.y - end.y, g_tri.b.y - end.y, g_tri.c.y - end.y, reach);
}

static void check_case(void)
{
    isect_hit h1, h2;
    isect_sweep s1, s2;
    bool a, b;
    cases[g_phase]++;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_triangle_circle(g_tri, g_circ, &h1);
    b = ref_triangle_circle(g_tri, g_circ, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(hit_no_nan(&h1));
    CHECK(a == isect_triangle_circle(g_tri, g_circ, NULL));
    hits[g_phase][0] += a;

    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    a = isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s1);
    b = ref_sweep_circle(g_tri, g_circ, g_delta, &s2);
    CHECK(a == b);
    CHECK(same_sweep(&s1, &s2));
    CHECK(hit_no_nan(&s1.hit));
    CHECK(a == isect_triangle_sweep_circle(g_tri, g_circ, g_delta, NULL));
    hits[g_phase][1] += a;
    skipped[g_phase] += !a && end_beside();
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

static double ref_max3(isect_real a, isect_real b, isect_real c)
{
    return (double)ref_max(a, ref_max(b, c));
}

static double ref_min3(isect_real a, isect_real b, isect_real c)
{
    return (double)ref_min(a, ref_min(b, c));
}

/* Turns a grid case into a touching one now and then: a circle whose
   center is a 3-4-5 step off a corner, or flush beside an axis-aligned
   edge, or on a corner; or a path whose end puts the circle's box flush
   against the triangle's box (the shortcut's own boundary), from the
   right or from above, and the same a half step either way. */
static void make_touching(void)
{
    int k = rng_int(0, 5);
    double r = rng_int(1, 6) / 2.0, step = rng_int(-1, 1) / 2.0;
    switch (k) {
    case 0:
        g_circ.pos = V((double)g_tri.a.x + 3 * r / 5, (double)g_tri.a.y - 4 * r / 5);
        g_circ.radius = R(r);
        break;
    case 1: /* an axis-aligned bottom edge, the circle flush below it */
        g_tri.b = V((double)g_tri.a.x + 2 * r + 1, (double)g_tri.a.y);
        g_circ.pos = V((double)g_tri.a.x + r, (double)g_tri.a.y - r);
        g_circ.radius = R(r);
        break;
    case 2:
        g_circ.pos = g_tri.c;
        break;
    case 3: { /* the end flush to the right of the box */
        double x = ref_max3(g_tri.a.x, g_tri.b.x, g_tri.c.x) + (double)g_circ.radius + step;
        g_delta = V(x - (double)g_circ.pos.x, (double)g_delta.y);
        break;
    }
    case 4: { /* the end flush below the box */
        double y = ref_min3(g_tri.a.y, g_tri.b.y, g_tri.c.y) - (double)g_circ.radius - step;
        g_delta = V((double)g_delta.x, y - (double)g_circ.pos.y);
        break;
    }
    default: /* the end flush against the box, from the right, the path along it */
        g_circ.pos = V(ref_max3(g_tri.a.x, g_tri.b.x, g_tri.c.x) + (double)g_circ.radius,
                       (double)g_circ.pos.y);
        g_delta = V(step, (double)g_delta.y);
        break;
    }
}

static void draw(case_kind kind, double cx, double cy)
{
    int grid = kind == CASE_GRID || kind == CASE_TILES;
    double reach = grid ? 8 : 20;
    double bx, by, r;
    g_tri = draw_tri(kind, cx, cy, reach);
    bx = cx + (grid ? rng_int(-24, 24) / 2.0 : 60 * rng_unit() - 30);
    by = cy + (grid ? rng_int(-24, 24) / 2.0 : 60 * rng_unit() - 30);
    r = grid ? rng_int(0, 12) / 2.0 : 1 + 19 * rng_unit();
    g_circ.pos = draw_vec(kind, bx, by, reach);
    g_circ.radius = R(r);
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
    double cx = 200 * rng_unit() - 100;
    double cy = 200 * rng_unit() - 100;
    g_phase = 0;
    draw(CASE_BENCH, cx, cy);
    check_case();
}

static void trial_grid(void) { g_phase = 1; draw(CASE_GRID, 0.5, -0.5); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR);
    double cy = rng_int(-FAR, FAR);
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
    g_circ.pos = ext_vec(g_circ.pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* Slivers: a long edge from A to B with many bits in its numbers, C a
   hair off it (sometimes on it, sometimes beyond an end), and the center
   on the edge's line, a hair off it, or near an end: the sides of such a
   center are rounding noise, and can all come out 0 or more while the
   center is just outside the corners' box. */
static void trial_slivers(void)
{
    double ax = 2000 * rng_unit() - 1000;
    double ay = 2000 * rng_unit() - 1000;
    double dx = 200 * rng_unit() - 100;
    double dy = 200 * rng_unit() - 100;
    double k = 1.5 * rng_unit() - 0.25;
    double off = rng_int(-2, 2) * 1e-12;
    double end = rng_chance(0.5) ? 0 : 1;
    double past = rng_int(-3, 3) * 1e-12;
    double t = rng_chance(0.5) ? end + past : 1.4 * rng_unit() - 0.2;
    double lift = rng_chance(0.5) ? 0 : rng_int(-3, 3) * 1e-13;
    double r = rng_chance(0.3) ? 0 : 3 * rng_unit();
    double mx = 10 * rng_unit() - 5;
    double my = 10 * rng_unit() - 5;
    g_phase = 5;
    g_tri.a = V(ax, ay);
    g_tri.b = V(ax + dx, ay + dy);
    g_tri.c = V(ax + k * dx - off * dy, ay + k * dy + off * dx);
    if (rng_chance(0.1)) /* the center exactly at a corner */
        g_circ.pos = rng_chance(0.5) ? g_tri.a : g_tri.c;
    else
        g_circ.pos = V(ax + t * dx - lift * dy, ay + t * dy + lift * dx);
    g_circ.radius = R(r);
    g_delta = V(mx, my);
    check_case();
}

/* Negative radii, small and huge. A radius near minus the largest number
   lets corners near the top of the range past the check for huge numbers
   (the sum of the sizes and the radius stays below ISECT_HUGE), and then
   twice the area is infinite or a NaN: the winding must come out as 2, as
   isect_winding_of says, in the new code too. */
static void trial_negative(void)
{
    g_phase = 4;
    draw(rng_chance(0.5) ? CASE_HUGE : CASE_GRID, 0, 0);
    if (rng_chance(0.5))
        g_circ.radius = R(-REF_MAX * (0.5 + rng_unit() / 2));
    else
        g_circ.radius = R(-(double)g_circ.radius);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* The shortcut by hand. The triangle (0, 0), (4, 0), (0, 3), its slope on
   the line 3x + 4y = 12, of length 5. A circle of radius 1 from (6, 5)
   moving by (4, 0) stays 5.2 to 7.6 from that line, more than 1, so the
   path misses; its end (10, 5) is 6 right of the box's side x = 4, more
   than the radius, so the sweep goes the whole way with no static test at
   the end. From (6, 1) by (-1, 0) the path still misses (the line is 2
   and then 1.4 away), but the end (5, 1) is exactly 1 right of the box:
   flush, not beside, so the static test runs and says no (the corner
   (4, 0) is sqrt 2 away). By (-1.5, 0) the end (4.5, 1) is 1.1 from the
   line and sqrt 1.25 from the corner: no again. By (-2.5, 0) the center
   would reach (3.5, 1), 0.5 from the line: a hit. */
TEST(shortcut_by_hand)
{
    isect_sweep s;
    g_tri = TRI(0, 0, 4, 0, 0, 3);
    g_circ = CIRC(6, 5, 1);
    g_delta = V(4, 0);
    CHECK(!isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_NEAR(s.time, 1, 0);
    CHECK_VEC(s.pos, 10, 5, 0);
    check_case();
    g_circ = CIRC(6, 1, 1);
    g_delta = V(-1, 0);
    CHECK(!isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_VEC(s.pos, 5, 1, 0);
    check_case();
    g_delta = V(-1.5, 0);
    CHECK(!isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_VEC(s.pos, 4.5, 1, 0);
    check_case();
    g_delta = V(-2.5, 0);
    CHECK(isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK(s.time < 1);
    CHECK(s.time > 0);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (triangle tests, second lane)", 0x7a12e1e5ULL,
                                 20000, describe);
    RUN(shortcut_by_hand);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    property_phase("negative radii", trials / 4, trial_negative);
    property_phase("slivers", trials, trial_slivers);
    printf("hits (circle, sweep), misses with the end beside the box / cases:\n"
           "  bench %ld %ld %ld / %ld\n  grid %ld %ld %ld / %ld\n"
           "  tiles %ld %ld %ld / %ld\n  huge %ld %ld %ld / %ld\n"
           "  negative %ld %ld %ld / %ld\n  slivers %ld %ld %ld / %ld\n",
           hits[0][0], hits[0][1], skipped[0], cases[0], hits[1][0], hits[1][1],
           skipped[1], cases[1], hits[2][0], hits[2][1], skipped[2], cases[2],
           hits[3][0], hits[3][1], skipped[3], cases[3], hits[4][0], hits[4][1],
           skipped[4], cases[4], hits[5][0], hits[5][1], skipped[5], cases[5]);
    return property_finish(__FILE__);
}
