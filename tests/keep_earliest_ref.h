/* keep_earliest_ref.h -- the library's helper that keeps the earliest of
   a sweep's pieces (isect_keep_earliest), as the old sweeps the speed
   proofs rebuild had it, renamed ref_keep_earliest. Shared by
   property_speed_tris.c and triangle_sweep_helpers_ref.h. */
#ifndef KEEP_EARLIEST_REF_H
#define KEEP_EARLIEST_REF_H

/* With the library's later fix (issue 12): a contact that does not oppose
   the motion is no entry, and is dropped before the times are compared.
   Before it, such a contact could win a tie and hide a true entry. The
   proofs compare the speed changes, not that fix, so the old code gets
   it too. */
static void ref_keep_earliest(bool *found, isect_hit *best, const isect_hit *hit,
                              isect_vec delta)
{
    if (!(isect_dot(delta, hit->normal) < 0))
        return;
    if (!*found || hit->time < best->time
        || (hit->time == best->time
            && isect_dot(delta, hit->normal) > isect_dot(delta, best->normal))) {
        *best = *hit;
        *found = true;
    }
}

#endif /* KEEP_EARLIEST_REF_H */
