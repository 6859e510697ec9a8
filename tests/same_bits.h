/* same_bits.h -- the comparisons of the tests that prove a faster function
   gives the old answers, bit for bit (tests/property_speed_*.c): two
   numbers, hits or sweeps with the same bytes, field by field, and a hit or
   a sweep without a NaN. Included after testlib.h (string.h, math.h and
   intersect.h). */
#ifndef SAME_BITS_H
#define SAME_BITS_H

static inline int same_bits(isect_real a, isect_real b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

static inline int same_hit(const isect_hit *a, const isect_hit *b)
{
    return same_bits(a->pos.x, b->pos.x) && same_bits(a->pos.y, b->pos.y)
        && same_bits(a->normal.x, b->normal.x) && same_bits(a->normal.y, b->normal.y)
        && same_bits(a->delta.x, b->delta.x) && same_bits(a->delta.y, b->delta.y)
        && same_bits(a->time, b->time);
}

static inline int same_sweep(const isect_sweep *a, const isect_sweep *b)
{
    return same_hit(&a->hit, &b->hit) && same_bits(a->time, b->time)
        && same_bits(a->pos.x, b->pos.x) && same_bits(a->pos.y, b->pos.y);
}

/* A circle swept into a capsule, or into a triangle's edges, answers most
   entries with a quick sum of its own (the book's "A quick answer, when it
   is clear"), so its hit can differ from the careful test's in the last
   bits. The tests that rebuild the careful sweep from public pieces accept
   a hit [a] that differs from the rebuilt one [b] only so: both hit, neither
   at its start (a start in overlap is the static test's, in both), the
   contact times apart by at most 64 eps S / |D . N| (64 rounding steps of
   the sizes S, measured along the normal N, which the path approaches at
   |D . N| per unit of time), and the normals by at most 64 eps plus the
   turn of a round end's normal (radius: reach) over that stretch of path
   and over 64 rounding steps of S (the careful test takes the normal from
   the contact point, rounded where it lies, thousands of units out), plus
   [slack], which a caller whose careful normal is rougher passes (near the
   seam where a capsule's side meets its round end, the careful test's
   normal is only good to about sqrt(2 eps)). The caller also asks its
   static test whether the stop is clear.
   quick_entries counts the sweeps so accepted. */
static long quick_entries;

static inline int near_entry(const isect_hit *a, const isect_hit *b, double s,
                             double reach, isect_vec delta, double slack)
{
    double eps = REAL_EPS;
    double into = -((double)delta.x * (double)b->normal.x
                    + (double)delta.y * (double)b->normal.y);
    double dt = fabs((double)a->time - (double)b->time);
    double dn = fabs((double)a->normal.x - (double)b->normal.x)
              + fabs((double)a->normal.y - (double)b->normal.y);
    double turn = reach > 0 ? (64 * eps * s + 2 * dt * (fabs((double)delta.x)
                                                        + fabs((double)delta.y))) / reach : 0;
    return a->time > 0 && b->time > 0 && into > 0 && dt * into <= 64 * eps * s
        && dn <= 64 * eps + turn + slack;
}

/* Counts an entry accepted by the checks below. */
static inline int quick_entry_counted(int accepted)
{
    quick_entries += accepted != 0;
    return accepted;
}

static inline int quick_entry_agrees(const isect_sweep *a, const isect_sweep *b,
                                     isect_capsule cap, isect_circle circ,
                                     isect_vec delta)
{
    double s = fabs((double)cap.pos.x) + fabs((double)cap.pos.y)
             + fabs((double)cap.delta.x) + fabs((double)cap.delta.y)
             + (double)cap.radius + (double)circ.radius
             + fabs((double)circ.pos.x) + fabs((double)circ.pos.y)
             + fabs((double)delta.x) + fabs((double)delta.y);
    isect_circle there = circ;
    there.pos = a->pos;
    return quick_entry_counted(
        near_entry(&a->hit, &b->hit, s, (double)cap.radius + (double)circ.radius, delta, 0)
        && !isect_capsule_circle(cap, there, NULL));
}

/* The sizes of a triangle swept by a circle, added up: the scale of its
   rounding (the circle's radius counts twice: it grows each edge). */
static inline double triangle_case_sizes(isect_triangle tri, isect_circle circ,
                                         isect_vec delta)
{
    return fabs((double)tri.a.x) + fabs((double)tri.a.y) + fabs((double)tri.b.x)
         + fabs((double)tri.b.y) + fabs((double)tri.c.x) + fabs((double)tri.c.y)
         + 2 * (double)circ.radius + fabs((double)circ.pos.x) + fabs((double)circ.pos.y)
         + fabs((double)delta.x) + fabs((double)delta.y);
}

static inline int quick_triangle_entry_agrees(const isect_sweep *a, const isect_sweep *b,
                                              isect_triangle tri, isect_circle circ,
                                              isect_vec delta)
{
    isect_circle there = circ;
    there.pos = a->pos;
    return quick_entry_counted(
        near_entry(&a->hit, &b->hit, triangle_case_sizes(tri, circ, delta),
                   (double)circ.radius, delta, 4 * sqrt(REAL_EPS))
        && !isect_triangle_circle(tri, there, NULL));
}

/* FNV-1a: bytes folded into a 64-bit digest, which starts at DIGEST_START.
   A test that prints or pins the digest of its answers compares runs and
   builds in one number. */
#define DIGEST_START 0xcbf29ce484222325ULL

static inline uint64_t digest_fold(uint64_t digest, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    size_t i;
    for (i = 0; i < n; i++) {
        digest ^= b[i];
        digest *= 0x100000001b3ULL;
    }
    return digest;
}

static inline int hit_no_nan(const isect_hit *h)
{
    return !isnan((double)h->pos.x) && !isnan((double)h->pos.y)
        && !isnan((double)h->normal.x) && !isnan((double)h->normal.y)
        && !isnan((double)h->delta.x) && !isnan((double)h->delta.y)
        && !isnan((double)h->time);
}

static inline int sweep_no_nan(const isect_sweep *s)
{
    return hit_no_nan(&s->hit) && !isnan((double)s->time)
        && !isnan((double)s->pos.x) && !isnan((double)s->pos.y);
}

#endif
