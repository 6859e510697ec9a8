/* capsule_sweep_ref.h -- the steps around the segment test in the old
   circle sweep into a capsule (the reach test, the whole way, the check of
   the end, and the static test the back-off of back_off_ref.h asks), as the library had them when the first of its
   proof tests copied them; they have not changed since. Shared by the tests
   that prove a faster sweep gives the old answers, bit for bit
   (property_speed_caps.c, _capsw.c, _capsweep.c, _capsw2.c).

   The including file defines, before including this: g_cap, ref_abs,
   ref_min, ref_max, REF_EPS and REF_MIN. */
#ifndef CAPSULE_SWEEP_REF_H
#define CAPSULE_SWEEP_REF_H

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

static bool ref_overlaps(isect_circle moving, isect_vec pos, isect_hit *out)
{
    moving.pos = pos;
    return isect_capsule_circle(g_cap, moving, out);
}

#include "back_off_ref.h"

static bool ref_overlaps_at(const void *moving, isect_vec pos)
{
    return ref_overlaps(*(const isect_circle *)moving, pos, NULL);
}

#endif /* CAPSULE_SWEEP_REF_H */
