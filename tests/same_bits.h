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
