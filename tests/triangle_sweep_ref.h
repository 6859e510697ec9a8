/* triangle_sweep_ref.h -- the library's sweep of a circle into a triangle
   as it was before the tri2 and tri3 lanes of issue 12 (neither changed
   it), copied and renamed ref_sweep_circle with its helpers. The
   including file defines ref_triangle_circle (its own old static test)
   first: property_speed_tri2.c, property_speed_tri3.c. */
#ifndef TRIANGLE_SWEEP_REF_H
#define TRIANGLE_SWEEP_REF_H

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

#endif
