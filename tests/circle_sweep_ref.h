/* circle_sweep_ref.h -- the case globals, describe() and the finishing
   steps of the circle sweep as the library had them before the first of
   its speed lanes (the reach test, the whole way, the start overlapping,
   the back-off, the finish); shared by the tests that prove a faster sweep
   gives the old answers, bit for bit (property_speed_circ.c,
   property_speed_csw.c). They have not changed since.

   The including file includes testlib.h and same_bits.h first, and
   defines REF_EPS and REF_MIN. */
#ifndef CIRCLE_SWEEP_REF_H
#define CIRCLE_SWEEP_REF_H

static isect_circle g_circ, g_mover;
static isect_vec g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] circle (%.17g, %.17g) r %.17g, moving circle"
           " (%.17g, %.17g) r %.17g, delta (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_circ.pos.x, (double)g_circ.pos.y,
           (double)g_circ.radius, (double)g_mover.pos.x, (double)g_mover.pos.y,
           (double)g_mover.radius, (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old sweep: its finishing steps ---------------------------------- */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_min(isect_real a, isect_real b) { return a < b ? a : b; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }

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
    if (out != NULL) {
        memset(&out->hit, 0, sizeof out->hit);
        out->hit.time = 1;
        out->time = 1;
        out->pos = isect_add(start, delta);
    }
    return false;
}

static bool ref_from_overlap(const isect_hit *at_start, isect_vec start,
                             isect_vec delta, isect_vec apart, isect_sweep *out)
{
    if (!start_blocks(delta, at_start->normal, &apart) && (delta.x != 0 || delta.y != 0))
        return ref_whole_way(start, delta, out);
    if (out != NULL) {
        out->hit = *at_start;
        out->time = 0;
        out->pos = start;
    }
    return true;
}

static bool ref_overlaps(isect_vec pos, isect_hit *out)
{
    isect_circle moved = g_mover;
    moved.pos = pos;
    return isect_circle_circle(g_circ, moved, out);
}

#include "back_off_ref.h"

static bool ref_overlaps_at(const void *unused, isect_vec pos)
{
    (void)unused;
    return ref_overlaps(pos, NULL);
}

static bool ref_finish(bool found, const isect_hit *contact, isect_vec start,
                       isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_real time = 0;
    if (found && contact_counts(contact, delta)) /* time 1 only touches; at time 0, a slide (later rules) */
        hit = *contact;
    else if ((delta.x != 0 || delta.y != 0)
             && ref_overlaps(isect_add(start, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return ref_whole_way(start, delta, out);
    if (out != NULL) {
        if (hit.time > 0)
            time = ref_back_off_by(&hit, start, delta, ref_overlaps_at, NULL);
        out->hit = hit;
        out->time = time;
        out->pos = isect_add(start, isect_scale(delta, time));
    }
    return true;
}

#endif
