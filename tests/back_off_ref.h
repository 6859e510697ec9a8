/* back_off_ref.h -- the library's back-off of a sweep's hit
   (isect_back_off). Shared by the tests that rebuild an old sweep and
   prove a faster one gives its answers, bit for bit.

   ref_back_off_by steps the hit's time back until the static test, asked
   through overlaps(moving, position), says the moving shape is clear; when
   32 tries do not get it clear, it tries the stops at 31/32, 30/32, ...,
   1/32 of the contact's time and answers the first clear one, or 0.

   It changed once since the first proof test copied it, with the
   library: an approach speed not above (|Dx| + |Dy|) / 4096 used to be taken
   as that floor (a first step of 4096 rounding steps along the path), and
   32 tries that did not get clear answered 0. A shape sliding exactly
   along a surface whose rounded end was a hair inside then stayed at its
   start (the book's "Where to stop"). Now such a speed
   is taken as |Dx| + |Dy| (a first step of one rounding step), and the
   stops at even steps come before the 0.

   The including file defines, before including this: ref_abs, ref_max,
   REF_EPS and REF_MIN. */
#ifndef BACK_OFF_REF_H
#define BACK_OFF_REF_H

typedef bool (*ref_overlap_at)(const void *moving, isect_vec pos);

static isect_real ref_back_off_by(const isect_hit *hit, isect_vec start,
                                  isect_vec delta, ref_overlap_at overlaps,
                                  const void *moving)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = ref_max(ref_max(ref_abs(start.x), ref_abs(start.y)),
                           ref_max(ref_abs(end.x), ref_abs(end.y)));
    isect_real gap, speed, step, time;
    int tries;
    m = ref_max(m, ref_max(ref_abs(hit->pos.x), ref_abs(hit->pos.y)));
    gap = 4 * REF_EPS * m + REF_MIN;
    speed = -isect_dot(delta, hit->normal);
    if (!(speed > (ref_abs(delta.x) + ref_abs(delta.y)) / 4096))
        speed = ref_abs(delta.x) + ref_abs(delta.y);
    step = gap / speed;
    for (tries = 0; tries < 32; tries++) {
        time = hit->time - step;
        if (!(time > 0))
            break;
        if (!overlaps(moving, isect_add(start, isect_scale(delta, time))))
            return time;
        step *= 4;
    }
    for (tries = 31; tries > 0; tries--) {
        time = hit->time * (isect_real)tries / 32;
        if (!overlaps(moving, isect_add(start, isect_scale(delta, time))))
            return time;
    }
    return 0;
}

#endif /* BACK_OFF_REF_H */
