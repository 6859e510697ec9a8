/* triangle_sweep_ref.h -- the library's sweep of a circle into a triangle
   as it was before the tri2 and tri3 lanes of issue 12 (neither changed
   it), copied and renamed ref_sweep_circle with its helpers. The
   including file defines ref_triangle_circle (its own old static test)
   first: property_speed_tri2.c, property_speed_tri3.c. One later change
   is copied in: a flat triangle has its corners put in
   one order (tri_in_one_order, testlib.h). */
#ifndef TRIANGLE_SWEEP_REF_H
#define TRIANGLE_SWEEP_REF_H

#include "triangle_sweep_helpers_ref.h"

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
    if (turn == 0 && tri_area_is_zero(tri)) tri = tri_in_one_order(tri); /* the later rule, copied in */
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
    if (delta.x != 0 || delta.y != 0) {
        bool end_clear = false;
        found = ref_circle_path(tri, moving, delta, &hit, &end_clear);
        if (end_clear)
            return ref_whole_way(moving.pos, delta, out);
    }
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

#endif
