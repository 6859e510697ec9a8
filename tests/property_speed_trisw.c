/* property_speed_trisw.c -- the triangle-sweep lane of issue 12 (every call
   as fast as the fastest C peer): the faster triangle tests give the old
   answers.

   Usage: test-property_speed_trisw [seed [trials]]

   Two changes, each checked against the old code, copied here (renamed
   ref_...) from the library as it was before the lane:
   - isect_triangle_circle works out each difference once: its quicker
     miss asks about the steps from the corners to the center, P - A,
     P - B and P - C (the old code asked about A - P, B - P and C - P,
     the same numbers with the sign turned, and the question is the same
     either way round), and keeps them for the sides and the regions; and
     it takes the winding from the edges it already has, (A - C) x (B - A),
     the same number as isect_winding_of's (B - A) x (C - A), with its own
     check for a non-finite area (the "negative radii" phase reaches it);
   - isect_triangle_sweep_circle no longer runs the static test at the end
     of a path that a line keeps apart from the triangle when that end's
     circle is beside the triangle's box: the static test would have asked
     exactly that question first, on the same numbers, and said "no". The
     path tells the sweep through a flag (isect_triangle_sweep_capsule
     passes NULL and is not changed). Such a path misses by a margin, so
     its end is clear anyway; the box question is what makes that sure to
     the last bit, and no drawn case can tell the two apart: the check is
     that the whole sweep still gives the old bytes.
   A later round (the triangle lane of 2026-11-28) changed both again, and
   the copies here are still the old code for it:
   - isect_triangle_circle asks the quicker miss and hands the rest to an
     out-of-line helper that takes the shapes by address and works the six
     steps out again; the inside test asks the signs of the steps instead of
     the corners' box (the same answer for finite numbers, and past the
     check for huge numbers they are finite); the miss compares each step
     with -|r| instead of turning it round; the push from inside is a
     helper; and the edge's squares are asked "less" first. The phase
     "slivers" draws triangles too thin for rounding to keep a center
     inside all three sides within the corners' box, with centers on and
     beside their long edge and beyond its ends.
   - isect_triangle_sweep_circle asks that same test by address.
   The old sweep here runs the old static test (ref_triangle_circle) at the
   start, at the end and where it backs off, so nothing of the new code is
   in it, except past the range, where both copies hand a case to the
   library's slow path (shrink, answer, grow), which the lane did not
   change. The new functions must give the same bool and the same bytes,
   bit for bit, on:
   - cases drawn as the benchmark draws them (corners within 20 of a center
     up to 100 away, circles of radius 1 to 20, paths up to 60),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact and touching
     comes up often (circles flush against an edge or a corner, paths that
     end with the circle's box flush against the triangle's box),
   - flat triangles, triangles with corners in one place, circles of
     radius zero, paths of length zero,
   - values past the range, near the largest number (no NaN from finite
     input, the same answer). */
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

#include "triangle_helpers_ref.h"

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

static bool ref_triangle_circle(isect_triangle tri, isect_circle circle, isect_hit *out)
{
    isect_vec p = circle.pos;
    isect_real r = circle.radius, w;
    isect_real s_ab, s_bc, s_ca;
    {
        isect_real reach = ref_abs(r);
        if (ref_all_beyond(tri.a.x - p.x, tri.b.x - p.x, tri.c.x - p.x, reach)
            || ref_all_beyond(tri.a.y - p.y, tri.b.y - p.y, tri.c.y - p.y, reach))
            return false;
    }
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
        if (ref_off_corner_region(ap, ab, ca))
            return ref_off_corner(tri.a, ap, r, out);
        if (ref_off_corner_region(bp, bc, ab))
            return ref_off_corner(tri.b, bp, r, out);
        if (ref_off_corner_region(cp, ca, bc))
            return ref_off_corner(tri.c, cp, r, out);
        if (ref_off_edge_region(s_ab, ap, bp, ab))
            return ref_off_edge(ab, w, s_ab, p, r, out);
        if (ref_off_edge_region(s_bc, bp, cp, bc))
            return ref_off_edge(bc, w, s_bc, p, r, out);
        if (ref_off_edge_region(s_ca, cp, ap, ca))
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

#include "triangle_sweep_helpers_ref.h"

static bool ref_circle_path(isect_triangle tri, isect_circle circle, isect_vec delta,
                            isect_hit *best)
{
    bool found = false;
    isect_real turn;
    if (!(circle.radius > 0))
        return isect_triangle_segment(tri, circle.pos, delta, best);
    turn = ref_sure_turn(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    if (turn == 0 && tri_area_is_zero(tri)) tri = tri_in_one_order(tri);
    {
        isect_real r2 = circle.radius * circle.radius, lo, hi, q;
        isect_vec end = isect_add(circle.pos, delta);
        if (turn != 0
            && (ref_path_beyond_edge(tri.a, tri.b, circle.pos, end, turn, r2)
                || ref_path_beyond_edge(tri.b, tri.c, circle.pos, end, turn, r2)
                || ref_path_beyond_edge(tri.c, tri.a, circle.pos, end, turn, r2)))
            return false;
        lo = hi = isect_cross(delta, isect_sub(tri.a, circle.pos));
        q = isect_cross(delta, isect_sub(tri.b, circle.pos));
        lo = ref_min(lo, q);
        hi = ref_max(hi, q);
        q = isect_cross(delta, isect_sub(tri.c, circle.pos));
        lo = ref_min(lo, q);
        hi = ref_max(hi, q);
        if (ref_apart_by(lo, r2 * isect_dot(delta, delta))
            || ref_apart_by(-hi, r2 * isect_dot(delta, delta)))
            return false;
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
    if (ref_triangle_circle(tri, moving, &hit)) {
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

#include "triangle_circle_proof.h"

int main(int argc, char **argv)
{
    return triangle_circle_proof(argc, argv, "fast paths (triangle sweep)", 0x7a15e1e5ULL);
}
