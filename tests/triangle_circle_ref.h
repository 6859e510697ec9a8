/* triangle_circle_ref.h -- the library's triangle helpers as they were
   before the tri2 lane of issue 12, copied and renamed ref_... (the tri2
   lane proved them to give the library's numbers), with the case globals
   and describe(). Shared by the tests that prove faster triangle vs circle
   code gives the old answers: property_speed_tri2.c and
   property_speed_tri3.c, which include it after testlib.h and
   same_bits.h. */
#ifndef TRIANGLE_CIRCLE_REF_H
#define TRIANGLE_CIRCLE_REF_H

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

#endif
