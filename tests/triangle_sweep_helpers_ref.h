/* triangle_sweep_helpers_ref.h -- the first steps of the library's sweep
   of a circle into a triangle as they were before the trisw lane of
   issue 12 (the gaps between boxes, the path's edges, keeping the
   earliest hit), copied and renamed ref_... Shared by
   property_speed_trisw.c and, through triangle_sweep_ref.h, the tri2 and
   tri3 proofs. */
#ifndef TRIANGLE_SWEEP_HELPERS_REF_H
#define TRIANGLE_SWEEP_HELPERS_REF_H

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

#include "keep_earliest_ref.h"

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

#endif
