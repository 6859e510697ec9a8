/* triangle_helpers_ref.h -- the library's triangle vs circle helpers (the
   six steps, the flat triangle, the push out of a triangle) as they were
   before the tris lane of issue 12, copied and renamed ref_... Shared by
   the proofs that faster triangle code gives the old answers
   (property_speed_tris.c, _trisw.c, and through triangle_circle_ref.h
   _tri2.c and _tri3.c); the including file defines ref_abs, ref_max,
   ref_sqrt, REF_MIN and REF_MAX first.

   One later change of answers is copied in too, so that the proofs go on
   proving the rest bit for bit: a flat triangle's edge runs left to right
   (ref_longest_edge), and a flat triangle has its corners
   put in one order, right to left (testlib.h's tri_in_one_order, in the
   copies of the sweeps and of isect_triangle_triangle), as isect_flat_edge
   and isect_flat_in_one_order do in the book's *A flat triangle*. */
#ifndef TRIANGLE_HELPERS_REF_H
#define TRIANGLE_HELPERS_REF_H

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
    isect_vec p = tri.c, q = tri.a;
    if (lab >= lbc && lab >= lca)
        p = tri.a, q = tri.b;
    else if (lbc >= lca)
        p = tri.b, q = tri.c;
    *u = comes_before(q, p) ? q : p;
    *v = comes_before(q, p) ? p : q;
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

#endif
