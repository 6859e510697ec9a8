/* intersect.c: 2D intersection tests.
   Generated from intersect.nw by notangle: edit intersect.nw, not this file.
   Version 0.1.0.

   zlib licence:

   Copyright (c) 2026 the intersect authors.

   This software is provided 'as-is', without any express or implied
   warranty. In no event will the authors be held liable for any damages
   arising from the use of this software.

   Permission is granted to anyone to use this software for any purpose,
   including commercial applications, and to alter it and redistribute it
   freely, subject to the following restrictions:

   1. The origin of this software must not be misrepresented; you must not
      claim that you wrote the original software. If you use this software
      in a product, an acknowledgment in the product documentation would be
      appreciated but is not required.
   2. Altered source versions must be plainly marked as such, and must not be
      misrepresented as being the original software.
   3. This notice may not be removed or altered from any source
      distribution.
*/
#if defined(__GNUC__) && !defined(__clang__) && !defined(__INTEL_COMPILER)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#if defined(__GNUC__) && !defined(__clang__) && !defined(__INTEL_COMPILER)
#pragma GCC optimize("fp-contract=off")
#endif
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif
#include "intersect.h"

#if defined(__wasm__)
#  define isect_sqrt_double(x) __builtin_sqrt(x)
#  define isect_sqrt_float(x) __builtin_sqrtf(x)
#elif defined(__SSE2__)
#  include <emmintrin.h>
#  define isect_sqrt_double(x) \
       _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(x)))
#  define isect_sqrt_float(x) _mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(x)))
#else
#  include <math.h>
#  define isect_sqrt_double(x) sqrt(x)
#  define isect_sqrt_float(x) sqrtf(x)
#endif
#ifdef ISECT_FLOAT
#  define isect_sqrt(x) isect_sqrt_float(x)
#else
#  define isect_sqrt(x) isect_sqrt_double(x)
#endif
#include <float.h>
#ifdef ISECT_FLOAT
#define ISECT_REAL_MIN FLT_MIN
#define ISECT_REAL_MAX FLT_MAX
#else
#define ISECT_REAL_MIN DBL_MIN
#define ISECT_REAL_MAX DBL_MAX
#endif
#ifdef ISECT_FLOAT
#define ISECT_SHRINK 0x1p-69f
#define ISECT_GROW 0x1p69f
#else
#define ISECT_SHRINK 0x1p-526
#define ISECT_GROW 0x1p526
#endif

#ifdef ISECT_FLOAT
#define ISECT_HUGE 0x1p62f
#else
#define ISECT_HUGE 0x1p510
#endif

static isect_vec isect_shrink(isect_vec v)
{
    return isect_scale(v, ISECT_SHRINK);
}
#if defined(__GNUC__)
#define ISECT_SLOW __attribute__((noinline, cold))
#define ISECT_INLINE __attribute__((always_inline)) inline
#define ISECT_NOINLINE __attribute__((noinline))
#else
#define ISECT_SLOW
#define ISECT_INLINE inline
#define ISECT_NOINLINE
#endif
static isect_real isect_size(isect_vec v)
{
    return isect_abs(v.x) + isect_abs(v.y);
}
static isect_circle isect_shrink_circle(isect_circle circle)
{
    circle.pos = isect_shrink(circle.pos);
    circle.radius *= ISECT_SHRINK;
    return circle;
}

static isect_aabb isect_shrink_aabb(isect_aabb box)
{
    box.pos = isect_shrink(box.pos);
    box.half = isect_shrink(box.half);
    return box;
}

static isect_capsule isect_shrink_capsule(isect_capsule capsule)
{
    capsule.pos = isect_shrink(capsule.pos);
    capsule.delta = isect_shrink(capsule.delta);
    capsule.radius *= ISECT_SHRINK;
    return capsule;
}

static isect_triangle isect_shrink_triangle(isect_triangle tri)
{
    tri.a = isect_shrink(tri.a);
    tri.b = isect_shrink(tri.b);
    tri.c = isect_shrink(tri.c);
    return tri;
}
static bool isect_finite(isect_real x)
{
    return x - x == 0;
}
static bool isect_grow_hit(bool found, isect_hit *out)
{
    if (found && out != NULL) {
        out->pos = isect_scale(out->pos, ISECT_GROW);
        out->delta = isect_scale(out->delta, ISECT_GROW);
    }
    return found;
}
static isect_real isect_max(isect_real a, isect_real b)
{
    return a > b ? a : b;
}

static isect_real isect_min(isect_real a, isect_real b)
{
    return a < b ? a : b;
}
#if defined(__GNUC__) && !defined(ISECT_FLOAT) && \
    (defined(__SSE2__) || defined(__aarch64__))
typedef double isect_pair __attribute__((vector_size(2 * sizeof(double))));

static inline isect_vec isect_divide_both(isect_vec a, isect_real by)
{
    isect_real x = a.x, y = a.y;
    isect_pair top = {x, y};
    isect_pair bottom = {by, by};
    isect_pair q = top / bottom;
    return isect_v(q[0], q[1]);
}
#else
static inline isect_vec isect_divide_both(isect_vec a, isect_real by)
{
    return isect_v(a.x / by, a.y / by);
}
#endif
#ifdef ISECT_FLOAT
typedef uint32_t isect_bits;
#else
typedef uint64_t isect_bits;
#endif

static inline isect_bits isect_bits_of(isect_real v)
{
    union {
        isect_real real;
        isect_bits bits;
    } both;
    both.real = v;
    return both.bits;
}

static inline bool isect_in_fast_range(isect_real squared)
{
    isect_bits low = isect_bits_of(ISECT_REAL_MIN);
    isect_bits high = isect_bits_of(ISECT_REAL_MAX);
    return isect_bits_of(squared) - low <= high - low;
}
typedef double isect_wide;

typedef struct isect_wvec {
    isect_wide x, y;
} isect_wvec;

static isect_wvec isect_wv(isect_wide x, isect_wide y)
{
    isect_wvec w;
    w.x = x;
    w.y = y;
    return w;
}

static isect_wvec isect_wsub(isect_vec a, isect_vec b)
{
    isect_wvec w;
    w.x = (isect_wide)a.x - (isect_wide)b.x;
    w.y = (isect_wide)a.y - (isect_wide)b.y;
    return w;
}

static isect_wide isect_wdot(isect_wvec a, isect_wvec b)
{
    return a.x * b.x + a.y * b.y;
}

static isect_wide isect_wcross(isect_wvec a, isect_wvec b)
{
    return a.x * b.y - a.y * b.x;
}

static isect_wide isect_wabs(isect_wide v)
{
    return v < 0 ? -v : v;
}

static isect_wide isect_wmax(isect_wide a, isect_wide b)
{
    return a > b ? a : b;
}
#define ISECT_WIDE_MIN DBL_MIN
#define ISECT_WIDE_MAX DBL_MAX
#define isect_wsqrt(x) isect_sqrt_double(x)

static isect_wide isect_wlength(isect_wvec a)
{
#ifdef ISECT_FLOAT
    return isect_wsqrt(isect_wdot(a, a));
#else
    return isect_length(isect_v(a.x, a.y));
#endif
}
static isect_hit isect_no_hit(void)
{
    isect_hit none;
    none.pos = isect_v(0, 0);
    none.normal = isect_v(0, 0);
    none.delta = isect_v(0, 0);
    none.time = 1;
    return none;
}
typedef bool (*isect_overlap_test)(const void *still, const void *moving,
                                   isect_vec pos, isect_hit *out);

#ifdef ISECT_FLOAT
#define ISECT_REAL_EPSILON FLT_EPSILON
#else
#define ISECT_REAL_EPSILON DBL_EPSILON
#endif
#define ISECT_BACK_OFF_TRIES 32

static ISECT_INLINE isect_real isect_back_off(const isect_hit *hit, isect_vec start,
                                 isect_vec delta, isect_overlap_test overlaps,
                                 const void *still, const void *moving)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                             isect_max(isect_abs(end.x), isect_abs(end.y)));
    isect_real gap, speed, along, step, time;
    int tries;
    m = isect_max(m, isect_max(isect_abs(hit->pos.x), isect_abs(hit->pos.y)));
    gap = 4 * ISECT_REAL_EPSILON * m + ISECT_REAL_MIN;
    speed = -isect_dot(delta, hit->normal);
    along = isect_abs(delta.x) + isect_abs(delta.y);
    if (!(speed > along / 4096)) /* grazing, sliding along, or no approach */
        speed = along;
    step = gap / speed;
    for (tries = 0; tries < ISECT_BACK_OFF_TRIES; tries++) {
        time = hit->time - step;
        if (!(time > 0))
            break;
        if (!overlaps(still, moving, isect_add(start, isect_scale(delta, time)),
                      NULL))
            return time;
        step *= 4;
    }
    for (tries = ISECT_BACK_OFF_TRIES - 1; tries > 0; tries--) {
        time = hit->time * (isect_real)tries / ISECT_BACK_OFF_TRIES;
        if (!overlaps(still, moving, isect_add(start, isect_scale(delta, time)), NULL))
            return time;
    }
    return 0;
}
static inline bool isect_apart(isect_real lo, isect_real hi,
                               isect_real other_lo, isect_real other_hi)
{
    isect_real gap = isect_max(other_lo - hi, lo - other_hi);
    isect_real size;
    if (!(gap > 0))
        return false;
    size = isect_abs(lo) + isect_abs(hi)
         + isect_abs(other_lo) + isect_abs(other_hi);
    return gap > 16 * ISECT_REAL_EPSILON * size;
}

static inline bool isect_axis_out_of_reach(isect_real start, isect_real move,
                                           isect_real reach, isect_real other_lo,
                                           isect_real other_hi)
{
    isect_real end = start + move;
    return isect_apart(isect_min(start, end) - reach, isect_max(start, end) + reach,
                       other_lo, other_hi);
}

static inline bool isect_path_out_of_reach(isect_vec start, isect_vec delta,
                                           isect_vec reach, isect_vec other_lo,
                                           isect_vec other_hi)
{
    return isect_axis_out_of_reach(start.x, delta.x, reach.x, other_lo.x, other_hi.x)
        || isect_axis_out_of_reach(start.y, delta.y, reach.y, other_lo.y, other_hi.y);
}
static bool isect_into_by_rounding(isect_real along, isect_vec delta,
                                   isect_vec normal)
{
    return -along <= 4 * ISECT_REAL_EPSILON
                   * (isect_abs(delta.x) + isect_abs(delta.y))
                   * (isect_abs(normal.x) + isect_abs(normal.y));
}
static bool isect_level_across(isect_vec apart, isect_vec normal)
{
    isect_real x = apart.x * normal.x, y = apart.y * normal.y;
    return isect_abs(x + y) <= 4 * ISECT_REAL_EPSILON * (isect_abs(x) + isect_abs(y));
}

ISECT_SLOW static bool isect_level_in_range(isect_vec apart, isect_vec normal)
{
    isect_real size = isect_abs(apart.x) + isect_abs(apart.y);
    if (!(size <= ISECT_GROW)) /* huge or infinite: past the range */
        return false;
    if (size < ISECT_SHRINK) /* so small that the products underflow */
        return isect_level_across(isect_scale(apart, ISECT_GROW), normal);
    return true;
}

static bool isect_sign_was_a_pick(isect_vec apart, isect_vec normal)
{
    return isect_level_across(apart, normal)
        && isect_level_in_range(apart, normal);
}
static bool isect_sweep_whole_way(isect_vec start, isect_vec delta,
                                  isect_sweep *out)
{
    if (out != NULL) {
        out->hit = isect_no_hit();
        out->time = 1;
        out->pos = isect_add(start, delta);
    }
    return false;
}

static inline bool isect_sweep_from_overlap(const isect_hit *at_start,
                                            isect_vec start, isect_vec delta,
                                            const isect_vec *apart,
                                            isect_sweep *out)
{
    isect_real along = isect_dot(delta, at_start->normal);
    if (along >= 0 && (delta.x != 0 || delta.y != 0))
        return isect_sweep_whole_way(start, delta, out);
    if (along < 0 && (isect_into_by_rounding(along, delta, at_start->normal)
                      || (apart != NULL
                          && isect_sign_was_a_pick(*apart, at_start->normal))))
        return isect_sweep_whole_way(start, delta, out);
    if (out != NULL) {
        out->hit = *at_start;
        out->time = 0;
        out->pos = start;
    }
    return true;
}
ISECT_SLOW static bool isect_slides_from_touch(const isect_hit *contact,
                                               isect_vec delta)
{
    isect_vec n = contact->normal;
    return n.x != 0 && n.y != 0 && isect_into_by_rounding(isect_dot(delta, n), delta, n);
}

static inline bool isect_finish_sweep(bool found, const isect_hit *contact,
                                      isect_vec start, isect_vec delta,
                                      isect_overlap_test overlaps,
                                      const void *still, const void *moving,
                                      isect_sweep *out)
{
    isect_hit at_end;
    const isect_hit *hit = contact;
    isect_real time = 0;
    if (!(found && contact->time < 1 && isect_dot(delta, contact->normal) < 0
          && (contact->time > 0 || !isect_slides_from_touch(contact, delta)))) {
        if ((delta.x == 0 && delta.y == 0)
            || !overlaps(still, moving, isect_add(start, delta), &at_end))
            return isect_sweep_whole_way(start, delta, out);
        at_end.time = 1;
        at_end.delta = isect_v(0, 0);
        hit = &at_end;
    }
    if (out != NULL) {
        if (hit->time > 0)
            time = isect_back_off(hit, start, delta, overlaps, still, moving);
        out->hit = *hit;
        out->time = time;
        out->pos = isect_add(start, isect_scale(delta, time));
    }
    return true;
}
static inline isect_hit isect_push_out_of_box(isect_aabb box, isect_vec point,
                                              isect_real px, isect_real py)
{
    isect_hit hit;
    if (px < py) {
        isect_real sx = isect_sign(point.x - box.pos.x);
        hit.normal = isect_v(sx, 0);
        hit.delta = isect_v(px * sx, 0);
        hit.pos = isect_v(box.pos.x + box.half.x * sx, point.y);
    } else {
        isect_real sy = isect_sign(point.y - box.pos.y);
        hit.normal = isect_v(0, sy);
        hit.delta = isect_v(0, py * sy);
        hit.pos = isect_v(point.x, box.pos.y + box.half.y * sy);
    }
    hit.time = 0;
    return hit;
}
typedef struct isect_slab {
    isect_real past_near;      /* -a: the start past the near line */
    isect_real past_far;       /* -b: the start past the far line */
    isect_real end_past_near;  /* h + w: the end past the near line */
    isect_real end_short_far;  /* h - w: the end short of the far line */
    isect_real speed;          /* v = |D| */
} isect_slab;

static isect_slab isect_slab_of(isect_real start, isect_real move,
                                isect_real center, isect_real half)
{
    isect_slab slab;
    static const isect_real signs[2] = {1, -1};
    isect_real s = signs[move < 0];
    isect_real from = s * (start - center);
    isect_real to = s * ((start + move) - center);
    slab.speed = s * move;
    slab.past_near = half + from;
    slab.past_far = from - half;
    slab.end_past_near = half + to;
    slab.end_short_far = half - to;
    return slab;
}
static isect_real isect_slab_time(isect_slab slab)
{
    if (slab.past_near >= 0)
        return 0;
    return -slab.past_near < slab.speed ? -slab.past_near / slab.speed : 1;
}
static isect_hit isect_push_out_of_circle(isect_vec center, isect_real radius,
                                          isect_real padding, isect_vec point,
                                          isect_vec normal)
{
    isect_hit hit;
    hit.normal = normal;
    hit.pos = isect_add(center, isect_scale(normal, radius));
    hit.delta = isect_sub(isect_add(center, isect_scale(normal, radius + padding)),
                          point);
    if (!isect_finite(hit.delta.x + hit.delta.y)) /* huge: past the range */
        hit.delta = isect_sub(isect_scale(normal, radius + padding),
                              isect_sub(point, center));
    hit.time = 0;
    return hit;
}
static inline isect_vec isect_normalize_inline(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    if (isect_in_fast_range(squared))
        return isect_divide_both(a, isect_sqrt(squared));
    return isect_normalize(a);
}
static ISECT_INLINE int isect_segment_enters_disk(isect_wide mx, isect_wide my,
                                                  isect_wide dx, isect_wide dy,
                                                  isect_wide reach)
{
    isect_wide mm = mx * mx + my * my;
    isect_wide md = mx * dx + my * dy;
    isect_wide dd = dx * dx + dy * dy;
    isect_wide rr = reach * reach;
    isect_wide cross, limit;
    if (!(mm + dd + rr <= ISECT_WIDE_MAX / 4)) /* huge: past the range */
        return -1;
    if (!(md < 0))
        return mm < rr;
    if (!(md + dd > 0)) {
        isect_wvec end = isect_wv(mx + dx, my + dy);
        return isect_wdot(end, end) < rr;
    }
    cross = mx * dy - my * dx;
    limit = rr * dd;
    if ((limit >= ISECT_WIDE_MIN && limit <= ISECT_WIDE_MAX) || !(rr > 0))
        return cross * cross < limit;
    return isect_wabs(cross) < isect_wabs(reach) * isect_wlength(isect_wv(dx, dy));
}
static inline isect_wide isect_disk_entry_time(isect_wide mx, isect_wide my,
                                               isect_wide dx, isect_wide dy,
                                               isect_wide reach)
{
    isect_wvec m = isect_wv(mx, my), d = isect_wv(dx, dy);
    isect_wide rr = reach * reach;
    isect_wide c = isect_wdot(m, m) - rr;
    isect_wide b = isect_wdot(m, d);
    isect_wide cross = isect_wcross(m, d);
    isect_wide limit = rr * isect_wdot(d, d);
    isect_wide t, length, h, r;
    if (limit >= ISECT_WIDE_MIN && limit <= ISECT_WIDE_MAX) {
        t = c / (-b + isect_wsqrt(isect_wmax(limit - cross * cross, 0)));
    } else {
        length = isect_wlength(d);
        h = isect_wabs(cross) / length;
        r = isect_wabs(reach);
        t = c / (-(b / length) + isect_wsqrt(isect_wmax((r - h) * (r + h), 0)))
            / length;
    }
    return t >= 0 ? (t < 1 ? t : 1) : 0;
}
static ISECT_INLINE void isect_disk_entry_hit(isect_wvec m, isect_vec pos,
                                        isect_vec delta, isect_wide reach,
                                        isect_hit *out)
{
    isect_wide t = isect_disk_entry_time(m.x, m.y, delta.x, delta.y, reach);
    isect_vec to_entry = isect_v((isect_real)(m.x + t * delta.x),
                                 (isect_real)(m.y + t * delta.y));
    out->time = (isect_real)t;
    out->pos = isect_add(pos, isect_scale(delta, out->time));
    out->normal = isect_normalize(to_entry);
    out->delta = isect_scale(delta, -(1 - out->time));
}
static ISECT_INLINE isect_real isect_time_nearest(isect_vec pos, isect_vec delta,
                                                  isect_vec point)
{
    return isect_clamp(isect_dot(isect_sub(point, pos), delta) / isect_dot(delta, delta),
                       0, 1);
}
static ISECT_INLINE int isect_end_circle_entry(isect_vec end, isect_real radius,
                                               isect_vec pos, isect_vec delta,
                                               isect_wvec *m, isect_wide *t)
{
    isect_wide reach = radius;
    int enters;
    *m = isect_wsub(pos, end);
    enters = isect_segment_enters_disk(m->x, m->y, delta.x, delta.y, reach);
    if (enters <= 0)
        return enters;
    if (isect_wdot(*m, *m) < reach * reach)
        return -1;
    *t = isect_disk_entry_time(m->x, m->y, delta.x, delta.y, reach);
    return 1;
}
static ISECT_INLINE int isect_box_entry(isect_aabb box, isect_vec pos, isect_vec delta,
                                        isect_hit *out)
{
    isect_vec half = box.half;
    isect_slab x, y;
    isect_wide near_x, near_y;
    x = isect_slab_of(pos.x, delta.x, box.pos.x, half.x);
    y = isect_slab_of(pos.y, delta.y, box.pos.y, half.y);
    near_x = (isect_wide)x.past_near * y.speed;
    near_y = (isect_wide)y.past_near * x.speed;
    {
        bool behind_or_short = (x.past_far >= 0) | (x.end_past_near <= 0)
                             | (y.past_far >= 0) | (y.end_past_near <= 0);
        bool beside = (near_x <= (isect_wide)y.past_far * x.speed)
                    | (near_y <= (isect_wide)x.past_far * y.speed)
                    | !((half.x > 0) & (half.y > 0));
        bool end_inside = (x.end_short_far > 0) & (y.end_short_far > 0);
        int misses = behind_or_short + (beside & !end_inside);
        if (misses > 0)
            return false;
    }
    if (x.past_near > 0 && y.past_near > 0)
        return -1;
    if (near_x < near_y || (near_x == near_y && x.speed < y.speed)) {
        out->time = isect_slab_time(x);
        out->normal = isect_v(-isect_sign(delta.x), 0);
    } else {
        out->time = isect_slab_time(y);
        out->normal = isect_v(0, -isect_sign(delta.y));
    }
    return 1;
}
static isect_real isect_winding_of(isect_triangle tri)
{
    isect_real area2 = isect_cross(isect_sub(tri.b, tri.a),
                                   isect_sub(tri.c, tri.a));
    if (!(area2 - area2 == 0)) /* infinite or NaN: huge corners */
        return 2;
    return area2 > 0 ? 1 : (area2 < 0 ? -1 : 0);
}
static bool isect_shrink_triangle_point(isect_triangle *tri, isect_vec *point)
{
    *tri = isect_shrink_triangle(*tri);
    *point = isect_shrink(*point);
    return isect_finite(tri->a.x + tri->a.y + tri->b.x + tri->b.y + tri->c.x
                        + tri->c.y + point->x + point->y);
}

ISECT_SLOW static isect_vec isect_nearest_triangle_huge(isect_triangle tri,
                                                       isect_vec point)
{
    if (!isect_shrink_triangle_point(&tri, &point))
        return isect_scale(point, ISECT_GROW);
    return isect_scale(isect_nearest_triangle(tri, point), ISECT_GROW);
}

ISECT_SLOW static bool isect_triangle_point_huge(isect_triangle tri,
                                                isect_vec point, isect_hit *out)
{
    return isect_shrink_triangle_point(&tri, &point)
        && isect_grow_hit(isect_triangle_point(tri, point, out), out);
}

ISECT_SLOW static bool isect_triangle_circle_huge(isect_triangle tri,
                                                 isect_circle circle,
                                                 isect_hit *out)
{
    circle.radius *= ISECT_SHRINK;
    return isect_shrink_triangle_point(&tri, &circle.pos)
        && isect_finite(circle.radius)
        && isect_grow_hit(isect_triangle_circle(tri, circle, out), out);
}
static isect_real isect_inner_side(isect_vec u, isect_vec v, isect_vec point,
                                   isect_real winding)
{
    return winding * isect_cross(isect_sub(v, u), isect_sub(point, u));
}
static bool isect_within_corners(isect_triangle tri, isect_vec point)
{
    return point.x >= isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x))
        && point.x <= isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x))
        && point.y >= isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y))
        && point.y <= isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y));
}
static bool isect_comes_before(isect_vec p, isect_vec q)
{
    return p.x < q.x || (p.x == q.x && p.y < q.y);
}

static void isect_flat_edge(isect_triangle tri, isect_vec *u, isect_vec *v)
{
    isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
              ca = isect_sub(tri.a, tri.c);
    isect_real lab = isect_dot(ab, ab), lbc = isect_dot(bc, bc),
               lca = isect_dot(ca, ca);
    isect_vec p = tri.c, q = tri.a;
    if (lab >= lbc && lab >= lca)
        p = tri.a, q = tri.b;
    else if (lbc >= lca)
        p = tri.b, q = tri.c;
    *u = isect_comes_before(q, p) ? q : p;
    *v = isect_comes_before(q, p) ? p : q;
}

static isect_vec isect_nearest_flat_triangle(isect_triangle tri,
                                             isect_vec point)
{
    isect_vec u, v;
    isect_flat_edge(tri, &u, &v);
    return isect_nearest_segment(u, isect_sub(v, u), point);
}
static isect_hit isect_push_out_of_triangle(isect_triangle tri, isect_real w,
                                            isect_vec point, isect_real s_ab,
                                            isect_real s_bc, isect_real s_ca,
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
    if (!(best <= ISECT_REAL_MAX)) /* overflowed: only past the range */
        best = ISECT_REAL_MAX;
    hit.normal = isect_normalize(isect_v(w * edge.y, -w * edge.x));
    hit.delta = isect_scale(hit.normal, best);
    hit.pos = isect_add(point, hit.delta);
    hit.time = 0;
    *depth = best;
    return hit;
}
static inline bool isect_off_corner(isect_vec from, isect_vec out_edge,
                                    isect_vec in_edge)
{
    return isect_dot(from, out_edge) <= 0 && isect_dot(from, in_edge) >= 0
        && (from.x != 0 || from.y != 0);
}

static inline bool isect_off_edge(isect_real s, isect_vec from_u,
                                  isect_vec from_v, isect_vec edge)
{
    return s < 0 && isect_dot(from_u, edge) > 0 && isect_dot(from_v, edge) < 0;
}
static inline bool isect_all_beyond(isect_real a, isect_real b, isect_real c,
                                    isect_real reach)
{
    isect_real below = -reach;
    return ((a > reach) & (b > reach) & (c > reach))
         | ((a < below) & (b < below) & (c < below));
}
static inline bool isect_circle_beside_triangle(isect_triangle tri, isect_vec p,
                                                isect_real r)
{
    isect_real reach = isect_abs(r);
    bool beside_x = isect_all_beyond(p.x - tri.a.x, p.x - tri.b.x, p.x - tri.c.x, reach);
    bool beside_y = isect_all_beyond(p.y - tri.a.y, p.y - tri.b.y, p.y - tri.c.y, reach);
    return beside_x | beside_y; /* both asked: no branch between them */
}
static inline isect_real isect_winding_of_area(isect_real area2)
{
    if (area2 > 0)
        return area2 <= ISECT_REAL_MAX ? 1 : 2;
    if (area2 < 0)
        return area2 >= -ISECT_REAL_MAX ? -1 : 2;
    return area2 == 0 ? 0 : 2; /* 2: a NaN */
}
static inline bool isect_zero_between(isect_real a, isect_real b, isect_real c)
{
    return (a >= 0 || b >= 0 || c >= 0) && (a <= 0 || b <= 0 || c <= 0);
}
static inline int isect_segments_straddle(isect_vec seg_pos, isect_vec seg_delta,
                                          isect_vec pos, isect_vec delta,
                                          isect_real *s, isect_real *t,
                                          isect_real *noise)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real q = isect_cross(seg_delta, delta);
    isect_real p0 = isect_cross(seg_delta, w), p1 = p0 + q;
    isect_real a0 = isect_cross(w, delta), a1 = a0 - q;
    isect_real p_noise, a_noise;
    bool p_line, a_line;
    {
        isect_real ex = isect_abs(seg_delta.x), ey = isect_abs(seg_delta.y);
        isect_real dx = isect_abs(delta.x), dy = isect_abs(delta.y);
        isect_real wx = isect_abs(w.x), wy = isect_abs(w.y);
        p_noise = 4 * ISECT_REAL_EPSILON * (ex * (wy + dy) + ey * (wx + dx));
        a_noise = 4 * ISECT_REAL_EPSILON * (dx * (wy + ey) + dy * (wx + ex));
    }
    p_line = !(isect_abs(p0) > p_noise || isect_abs(p1) > p_noise);
    if ((isect_min(p0, p1) > 0 || isect_max(p0, p1) < 0) && !p_line)
        return 0;
    a_line = !(isect_abs(a0) > a_noise || isect_abs(a1) > a_noise);
    if ((isect_min(a0, a1) > 0 || isect_max(a0, a1) < 0) && !a_line)
        return 0;
    if (p_line || a_line)
        return 2;
    if (noise != NULL)
        *noise = p_noise + a_noise;
    *s = a0 / (a0 - a1);
    *t = p0 / (p0 - p1);
    return 1;
}
static int isect_past_ends(isect_vec point, isect_vec from, isect_vec to,
                           isect_vec along)
{
    if (isect_dot(isect_sub(point, from), along) < 0)
        return -1;
    return isect_dot(isect_sub(point, to), along) > 0;
}

static inline bool isect_crossing_is_shallow(isect_vec seg_delta, isect_vec delta)
{
    return isect_abs(isect_cross(seg_delta, delta)) * 32
           < isect_size(seg_delta) * isect_size(delta);
}
static isect_real isect_segment_side(isect_vec seg_pos, isect_vec seg_delta,
                                     isect_vec pos, isect_vec delta)
{
    isect_real side = isect_cross(seg_delta, isect_sub(pos, seg_pos));
    if (side == 0)
        side = -isect_cross(seg_delta, delta);
    return side;
}
static isect_vec isect_capsule_middle(isect_capsule capsule)
{
    return isect_add(capsule.pos, isect_scale(capsule.delta, 0.5f));
}
static bool isect_path_misses(isect_triangle tri, isect_vec end, isect_real r,
                              bool *end_clear)
{
    if (end_clear != NULL)
        *end_clear = isect_circle_beside_triangle(tri, end, r);
    return false;
}
ISECT_SLOW static isect_real isect_length_far(isect_vec a)
{
    isect_real m = isect_max(isect_abs(a.x), isect_abs(a.y));
    isect_vec u;
    if (m == 0 || m > ISECT_REAL_MAX)
        return m;
    u = isect_v(a.x / m, a.y / m);
    return m * isect_sqrt(isect_dot(u, u));
}

isect_real isect_length(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    if (isect_in_fast_range(squared))
        return isect_sqrt(squared);
    return isect_length_far(a);
}
ISECT_SLOW static isect_vec isect_normalize_far(isect_vec a)
{
    isect_real m = isect_max(isect_abs(a.x), isect_abs(a.y));
    isect_vec u;
    if (m == 0)
        return isect_v(1, 0);
    if (m > ISECT_REAL_MAX) /* infinite: keep only the infinite parts */
        return isect_normalize(isect_v(isect_abs(a.x) == m ? isect_sign(a.x) : 0,
                                       isect_abs(a.y) == m ? isect_sign(a.y) : 0));
    u = isect_divide_both(a, m);
    return isect_divide_both(u, isect_sqrt(isect_dot(u, u)));
}

isect_vec isect_normalize(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    if (isect_in_fast_range(squared))
        return isect_divide_both(a, isect_sqrt(squared));
    return isect_normalize_far(a);
}
extern bool isect_aabb_point(isect_aabb box, isect_vec point, isect_hit *out);

void isect_aabb_point_push(isect_aabb box, isect_vec point, isect_hit *out)
{
    isect_real px = box.half.x - isect_abs(point.x - box.pos.x);
    isect_real py = box.half.y - isect_abs(point.y - box.pos.y);
    *out = isect_push_out_of_box(box, point, px, py);
}
#ifndef ISECT_STATIC
static bool isect_aabb_segment_whole(isect_aabb box, isect_vec pos, isect_vec delta,
                                     isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    isect_slab x, y;
    isect_wide near_x, near_y;
    x = isect_slab_of(pos.x, delta.x, box.pos.x, half.x);
    y = isect_slab_of(pos.y, delta.y, box.pos.y, half.y);
    near_x = (isect_wide)x.past_near * y.speed;
    near_y = (isect_wide)y.past_near * x.speed;
    {
        bool behind_or_short = (x.past_far >= 0) | (x.end_past_near <= 0)
                             | (y.past_far >= 0) | (y.end_past_near <= 0);
        bool beside = (near_x <= (isect_wide)y.past_far * x.speed)
                    | (near_y <= (isect_wide)x.past_far * y.speed)
                    | !((half.x > 0) & (half.y > 0));
        bool end_inside = (x.end_short_far > 0) & (y.end_short_far > 0);
        int misses = behind_or_short + (beside & !end_inside);
        if (misses > 0)
            return false;
    }
    if (out != NULL) {
        if (x.past_near > 0 && y.past_near > 0) {
            isect_aabb grown;
            grown.pos = box.pos;
            grown.half = half;
            *out = isect_push_out_of_box(grown, pos,
                                         half.x - isect_abs(pos.x - box.pos.x),
                                         half.y - isect_abs(pos.y - box.pos.y));
            out->delta = isect_scale(delta, -1);
        } else {
            if (near_x < near_y || (near_x == near_y && x.speed < y.speed)) {
                out->time = isect_slab_time(x);
                out->normal = isect_v(-isect_sign(delta.x), 0);
            } else {
                out->time = isect_slab_time(y);
                out->normal = isect_v(0, -isect_sign(delta.y));
            }
            out->delta = isect_scale(delta, -(1 - out->time));
            out->pos = isect_add(pos, isect_scale(delta, out->time));
        }
    }
    return true;
}
#endif
#ifdef ISECT_STATIC
#ifdef __GNUC__ /* clang: see below */
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out)
    __attribute__((always_inline));
#endif
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    isect_slab x, y;
    isect_wide near_x, near_y;
    x = isect_slab_of(pos.x, delta.x, box.pos.x, half.x);
    y = isect_slab_of(pos.y, delta.y, box.pos.y, half.y);
    near_x = (isect_wide)x.past_near * y.speed;
    near_y = (isect_wide)y.past_near * x.speed;
    {
        bool behind_or_short = (x.past_far >= 0) | (x.end_past_near <= 0)
                             | (y.past_far >= 0) | (y.end_past_near <= 0);
        bool beside = (near_x <= (isect_wide)y.past_far * x.speed)
                    | (near_y <= (isect_wide)x.past_far * y.speed)
                    | !((half.x > 0) & (half.y > 0));
        bool end_inside = (x.end_short_far > 0) & (y.end_short_far > 0);
        int misses = behind_or_short + (beside & !end_inside);
        if (misses > 0)
            return false;
    }
    if (out != NULL) {
        if (x.past_near > 0 && y.past_near > 0) {
            isect_aabb grown;
            grown.pos = box.pos;
            grown.half = half;
            *out = isect_push_out_of_box(grown, pos,
                                         half.x - isect_abs(pos.x - box.pos.x),
                                         half.y - isect_abs(pos.y - box.pos.y));
            out->delta = isect_scale(delta, -1);
        } else {
            if (near_x < near_y || (near_x == near_y && x.speed < y.speed)) {
                out->time = isect_slab_time(x);
                out->normal = isect_v(-isect_sign(delta.x), 0);
            } else {
                out->time = isect_slab_time(y);
                out->normal = isect_v(0, -isect_sign(delta.y));
            }
            out->delta = isect_scale(delta, -(1 - out->time));
            out->pos = isect_add(pos, isect_scale(delta, out->time));
        }
    }
    return true;
}
#define isect_aabb_segment_whole isect_aabb_segment
#else
extern bool isect_aabb_segment(isect_aabb, isect_vec, isect_vec, isect_vec, isect_hit *);
#endif

void isect_aabb_segment_hit(isect_aabb box, isect_vec pos, isect_vec delta,
                            isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    isect_slab x = isect_slab_of(pos.x, delta.x, box.pos.x, half.x);
    isect_slab y = isect_slab_of(pos.y, delta.y, box.pos.y, half.y);
    isect_wide near_x = (isect_wide)x.past_near * y.speed;
    isect_wide near_y = (isect_wide)y.past_near * x.speed;
    if (x.past_near > 0 && y.past_near > 0) {
        isect_aabb grown;
        grown.pos = box.pos;
        grown.half = half;
        *out = isect_push_out_of_box(grown, pos,
                                     half.x - isect_abs(pos.x - box.pos.x),
                                     half.y - isect_abs(pos.y - box.pos.y));
        out->delta = isect_scale(delta, -1);
    } else {
        if (near_x < near_y || (near_x == near_y && x.speed < y.speed)) {
            out->time = isect_slab_time(x);
            out->normal = isect_v(-isect_sign(delta.x), 0);
        } else {
            out->time = isect_slab_time(y);
            out->normal = isect_v(0, -isect_sign(delta.y));
        }
        out->delta = isect_scale(delta, -(1 - out->time));
        out->pos = isect_add(pos, isect_scale(delta, out->time));
    }
}
extern bool isect_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out);

void isect_aabb_aabb_push(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real px = box.half.x + other.half.x - isect_abs(other.pos.x - box.pos.x);
    isect_real py = box.half.y + other.half.y - isect_abs(other.pos.y - box.pos.y);
    *out = isect_push_out_of_box(box, other.pos, px, py);
    out->pos = isect_nearest_aabb(box, out->pos);
}
static bool isect_aabb_aabb_at(const void *still, const void *moving,
                               isect_vec pos, isect_hit *out)
{
    isect_aabb moved = *(const isect_aabb *)moving;
    moved.pos = pos;
    return isect_aabb_aabb(*(const isect_aabb *)still, moved, out);
}

bool isect_aabb_sweep_aabb(isect_aabb box, isect_aabb moving,
                           isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    if (isect_path_out_of_reach(moving.pos, delta, moving.half,
                                isect_sub(box.pos, box.half),
                                isect_add(box.pos, box.half)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_aabb_aabb(box, moving, &hit)) {
        isect_vec apart = isect_sub(moving.pos, box.pos);
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if (delta.x != 0 || delta.y != 0) {
        found = isect_aabb_segment_whole(box, moving.pos, delta, moving.half,
                                         &hit);
        if (found)
            hit.pos = isect_nearest_aabb(box, hit.pos);
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_aabb_aabb_at, &box, &moving, out);
}
ISECT_SLOW static bool isect_circle_point_huge(isect_vec point, isect_real padding,
                                               isect_vec center, isect_real radius,
                                               isect_hit *out)
{
    isect_circle circle;
    circle.pos = isect_shrink(center);
    circle.radius = radius * ISECT_SHRINK;
    point = isect_shrink(point);
    padding *= ISECT_SHRINK;
    if (!isect_finite(circle.pos.x + circle.pos.y + circle.radius
                      + point.x + point.y + padding))
        return false;
    return isect_grow_hit(isect_circle_point_push(circle.pos, circle.radius, point,
                                                  padding, out), out);
}
static inline bool isect_point_in_disk(isect_circle circle, isect_vec point,
                                       isect_real padding, isect_hit *out)
{
    isect_wvec d = isect_wsub(point, circle.pos);
    isect_wide reach = circle.radius + padding;
    isect_wide rr = reach * reach;
    if (!(rr <= ISECT_WIDE_MAX))
        return isect_circle_point_huge(point, padding, circle.pos,
                                       circle.radius, out);
    if (!(isect_wdot(d, d) < rr))
        return false;
    if (out != NULL)
        *out = isect_push_out_of_circle(circle.pos, circle.radius, padding, point,
                                        isect_normalize_inline(isect_sub(point, circle.pos)));
    return true;
}

extern bool isect_circle_point(isect_circle, isect_vec, isect_real, isect_hit *);

bool isect_circle_point_push(isect_vec center, isect_real radius, isect_vec point,
                             isect_real padding, isect_hit *out)
{
    isect_circle circle;
    circle.pos = center;
    circle.radius = radius;
    return isect_point_in_disk(circle, point, padding, out);
}
static bool isect_circle_segment_whole(isect_circle circle, isect_vec pos,
                                       isect_vec delta, isect_real padding,
                                       isect_hit *out);

ISECT_SLOW static bool isect_circle_segment_huge(isect_circle circle, isect_vec pos,
                                      isect_vec delta, isect_real padding,
                                      isect_hit *out)
{
    circle = isect_shrink_circle(circle);
    pos = isect_shrink(pos);
    delta = isect_shrink(delta);
    padding *= ISECT_SHRINK;
    if (!isect_finite(circle.pos.x + circle.pos.y + circle.radius + pos.x
                      + pos.y + delta.x + delta.y + padding))
        return false;
    return isect_grow_hit(isect_circle_segment_whole(circle, pos, delta, padding, out),
                          out);
}
static ISECT_INLINE bool isect_segment_into_disk(isect_circle circle, isect_vec pos,
                                                  isect_vec delta, isect_real padding,
                                                  isect_hit *out)
{
    isect_wvec m = isect_wsub(pos, circle.pos);
    isect_wide reach = circle.radius + padding;
    int enters = isect_segment_enters_disk(m.x, m.y, delta.x, delta.y, reach);
    if (enters < 0)
        return isect_circle_segment_huge(circle, pos, delta, padding, out);
    if (!enters)
        return false;
    if (out != NULL) {
        if (isect_wdot(m, m) < reach * reach) {
            out->time = 0;
            out->normal = isect_normalize(isect_sub(pos, circle.pos));
            out->pos = isect_add(circle.pos, isect_scale(out->normal, (isect_real)isect_wabs(reach)));
            out->delta = isect_scale(delta, -1);
        } else {
            isect_disk_entry_hit(m, pos, delta, reach, out);
        }
    }
    return true;
}
extern bool isect_circle_segment(isect_circle, isect_vec, isect_vec, isect_real, isect_hit *);

ISECT_NOINLINE static bool isect_circle_segment_whole(isect_circle circle, isect_vec pos,
                                                      isect_vec delta, isect_real padding,
                                                      isect_hit *out)
{
    return isect_segment_into_disk(circle, pos, delta, padding, out);
}

bool isect_circle_segment_entry(isect_vec center, isect_real radius, isect_vec pos,
                                isect_vec delta, isect_real padding, isect_hit *out)
{
    isect_circle circle;
    circle.pos = center;
    circle.radius = radius;
    return isect_segment_into_disk(circle, pos, delta, padding, out);
}
extern bool isect_circle_circle(isect_circle circle, isect_circle other, isect_hit *out);
static inline bool isect_circle_circle_at(const void *still,
                                          const void *moving, isect_vec pos,
                                          isect_hit *out)
{
    isect_circle moved = *(const isect_circle *)moving;
    moved.pos = pos;
    return isect_point_in_disk(*(const isect_circle *)still, moved.pos, moved.radius, out);
}

ISECT_NOINLINE static bool isect_circle_sweep_enters(isect_circle circle,
                                                      isect_circle moving,
                                                      isect_vec delta,
                                                      int enters,
                                                      isect_sweep *out)
{
    isect_hit hit;
    isect_wvec m = isect_wsub(moving.pos, circle.pos);
    isect_wide reach = circle.radius + moving.radius;
    bool found = false;
    if (enters > 0) {
        isect_disk_entry_hit(m, moving.pos, delta, reach, &hit);
        found = true;
    } else if (isect_path_out_of_reach(moving.pos, delta,
                                       isect_v(moving.radius, moving.radius),
                                       isect_v(circle.pos.x - circle.radius,
                                               circle.pos.y - circle.radius),
                                       isect_v(circle.pos.x + circle.radius,
                                               circle.pos.y + circle.radius)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    else if (enters < 0 && (delta.x != 0 || delta.y != 0))
        found = isect_circle_segment_whole(circle, moving.pos, delta,
                                           moving.radius, &hit);
    if (found)
        hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_circle_circle_at, &circle, &moving, out);
}

bool isect_circle_sweep_circle(isect_circle circle, isect_circle moving,
                               isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_circle at_end = moving;
    isect_wvec m = isect_wsub(moving.pos, circle.pos);
    isect_wide reach = circle.radius + moving.radius;
    int enters;
    if (isect_point_in_disk(circle, moving.pos, moving.radius, &hit)) {
        isect_vec apart = isect_sub(moving.pos, circle.pos);
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    enters = isect_segment_enters_disk(m.x, m.y, delta.x, delta.y, reach);
    at_end.pos = isect_add(moving.pos, delta);
    if (enters == 0 && !isect_circle_point_push(circle.pos, circle.radius, at_end.pos,
                                                 at_end.radius, NULL))
        return isect_sweep_whole_way(moving.pos, delta, out);
    return isect_circle_sweep_enters(circle, moving, delta, enters, out);
}
isect_vec isect_nearest_aabb(isect_aabb box, isect_vec point)
{
    isect_vec lo = isect_sub(box.pos, box.half);
    isect_vec hi = isect_add(box.pos, box.half);
    return isect_v(isect_clamp(point.x, lo.x, hi.x),
                   isect_clamp(point.y, lo.y, hi.y));
}
ISECT_SLOW static bool isect_aabb_circle_huge(isect_aabb box, isect_circle circle,
                                   isect_hit *out)
{
    box = isect_shrink_aabb(box);
    circle = isect_shrink_circle(circle);
    if (!isect_finite(box.pos.x + box.pos.y + box.half.x + box.half.y
                      + circle.pos.x + circle.pos.y + circle.radius))
        return false;
    return isect_grow_hit(isect_aabb_circle(box, circle, out), out);
}
static inline isect_wvec isect_box_to_center(isect_aabb box, isect_vec c)
{
    isect_wide lo_x = (isect_wide)box.pos.x - box.half.x;
    isect_wide hi_x = (isect_wide)box.pos.x + box.half.x;
    isect_wide lo_y = (isect_wide)box.pos.y - box.half.y;
    isect_wide hi_y = (isect_wide)box.pos.y + box.half.y;
    isect_wide qx = c.x > lo_x ? (c.x < hi_x ? c.x : hi_x) : lo_x;
    isect_wide qy = c.y > lo_y ? (c.y < hi_y ? c.y : hi_y) : lo_y;
    return isect_wv(c.x - qx, c.y - qy);
}

bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out)
{
    isect_wvec we = isect_box_to_center(box, circle.pos);
    isect_real r = circle.radius, rr;
    if (we.x == 0 && we.y == 0) {
        isect_real px = box.half.x - isect_abs(circle.pos.x - box.pos.x);
        isect_real py = box.half.y - isect_abs(circle.pos.y - box.pos.y);
        if (px + r <= 0 || py + r <= 0)
            return false;
        if (out != NULL) {
            isect_real depth = isect_min(px, py) + r;
            *out = isect_push_out_of_box(box, circle.pos, px, py);
            out->delta = out->normal.x == 0 ? isect_v(0, out->normal.y * depth)
                                            : isect_v(out->normal.x * depth, 0);
        }
        return true;
    }
    rr = r * r;
    if (!(rr <= ISECT_REAL_MAX))
        return isect_aabb_circle_huge(box, circle, out);
    if (!(isect_wdot(we, we) < (isect_wide)r * r)) /* also a NaN: past the range */
        return false;
    if (out != NULL) {
        isect_vec e = isect_v((isect_real)we.x, (isect_real)we.y);
        isect_real depth = r - isect_length(e);
        if (!(depth > 0)) /* float: the wide measure saw a hair more */
            depth = (isect_real)((isect_wide)r - isect_wsqrt(isect_wdot(we, we)));
        out->normal = isect_normalize(e);
        out->pos = isect_nearest_aabb(box, circle.pos);
        out->delta = isect_scale(out->normal, depth);
        out->time = 0;
    }
    return true;
}
bool isect_circle_aabb(isect_circle circle, isect_aabb box, isect_hit *out)
{
    if (!isect_aabb_circle(box, circle, out))
        return false;
    if (out != NULL) {
        out->normal = isect_scale(out->normal, -1);
        out->delta = isect_scale(out->delta, -1);
        out->pos = isect_add(circle.pos,
                             isect_scale(out->normal, circle.radius));
    }
    return true;
}
static bool isect_rounded_box_segment(isect_aabb box, isect_real radius,
                                      isect_vec pos, isect_vec delta,
                                      isect_hit *hit)
{
    bool found = isect_aabb_segment_whole(box, pos, delta,
                                          isect_v(radius, radius), hit);
    if (found) {
        isect_vec at = isect_add(pos, isect_scale(delta, hit->time));
        isect_vec rel = isect_sub(at, box.pos);
        if (radius > 0 && isect_abs(rel.x) > box.half.x
            && isect_abs(rel.y) > box.half.y) {
            isect_circle corner;
            corner.pos = isect_v(box.pos.x + isect_sign(rel.x) * box.half.x,
                                 box.pos.y + isect_sign(rel.y) * box.half.y);
            corner.radius = radius;
            found = isect_circle_segment_whole(corner, pos, delta, 0, hit);
        }
    }
    if (found)
        hit->pos = isect_sub(hit->pos, isect_scale(hit->normal, radius));
    return found;
}
static bool isect_aabb_circle_at(const void *still, const void *moving,
                                 isect_vec pos, isect_hit *out)
{
    isect_circle moved = *(const isect_circle *)moving;
    moved.pos = pos;
    return isect_aabb_circle(*(const isect_aabb *)still, moved, out);
}

bool isect_aabb_sweep_circle(isect_aabb box, isect_circle moving,
                             isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    if (isect_path_out_of_reach(moving.pos, delta,
                                isect_v(moving.radius, moving.radius),
                                isect_sub(box.pos, box.half),
                                isect_add(box.pos, box.half)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_aabb_circle(box, moving, &hit)) {
        isect_vec apart = isect_sub(moving.pos, box.pos);
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if (delta.x != 0 || delta.y != 0)
        found = isect_rounded_box_segment(box, moving.radius, moving.pos,
                                          delta, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_aabb_circle_at, &box, &moving, out);
}
static bool isect_circle_aabb_at(const void *still, const void *moving,
                                 isect_vec pos, isect_hit *out)
{
    isect_aabb moved = *(const isect_aabb *)moving;
    moved.pos = pos;
    return isect_circle_aabb(*(const isect_circle *)still, moved, out);
}

bool isect_circle_sweep_aabb(isect_circle circle, isect_aabb moving,
                             isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    if (isect_path_out_of_reach(moving.pos, delta, moving.half,
                                isect_v(circle.pos.x - circle.radius,
                                        circle.pos.y - circle.radius),
                                isect_v(circle.pos.x + circle.radius,
                                        circle.pos.y + circle.radius)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_circle_aabb(circle, moving, &hit)) {
        isect_vec apart = isect_sub(moving.pos, circle.pos);
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if (delta.x != 0 || delta.y != 0) {
        found = isect_rounded_box_segment(moving, circle.radius, circle.pos,
                                          isect_scale(delta, -1), &hit);
        if (found) {
            hit.normal = isect_scale(hit.normal, -1);
            hit.pos = isect_add(hit.pos, isect_scale(delta, hit.time));
            hit.delta = isect_scale(delta, -(1 - hit.time));
        }
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_circle_aabb_at, &circle, &moving, out);
}
static bool isect_sweep_shape(const isect_shape *shape,
                              const isect_shape *moving, isect_vec delta,
                              isect_sweep *out)
{
    if (moving->kind == ISECT_SHAPE_AABB) {
        isect_aabb box = moving->as.aabb;
        switch (shape->kind) {
        case ISECT_SHAPE_AABB:
            return isect_aabb_sweep_aabb(shape->as.aabb, box, delta, out);
        case ISECT_SHAPE_CIRCLE:
            return isect_circle_sweep_aabb(shape->as.circle, box, delta, out);
        case ISECT_SHAPE_CAPSULE:
            return isect_capsule_sweep_aabb(shape->as.capsule, box, delta, out);
        case ISECT_SHAPE_TRIANGLE:
            return isect_triangle_sweep_aabb(shape->as.triangle, box, delta, out);
        }
    } else if (moving->kind == ISECT_SHAPE_CIRCLE) {
        isect_circle circle = moving->as.circle;
        switch (shape->kind) {
        case ISECT_SHAPE_AABB:
            return isect_aabb_sweep_circle(shape->as.aabb, circle, delta, out);
        case ISECT_SHAPE_CIRCLE:
            return isect_circle_sweep_circle(shape->as.circle, circle, delta, out);
        case ISECT_SHAPE_CAPSULE:
            return isect_capsule_sweep_circle(shape->as.capsule, circle, delta, out);
        case ISECT_SHAPE_TRIANGLE:
            return isect_triangle_sweep_circle(shape->as.triangle, circle, delta, out);
        }
    }
    if (moving->kind == ISECT_SHAPE_CAPSULE) {
        isect_capsule capsule = moving->as.capsule;
        switch (shape->kind) {
        case ISECT_SHAPE_AABB:
            return isect_aabb_sweep_capsule(shape->as.aabb, capsule, delta, out);
        case ISECT_SHAPE_CIRCLE:
            return isect_circle_sweep_capsule(shape->as.circle, capsule, delta, out);
        case ISECT_SHAPE_CAPSULE:
            return isect_capsule_sweep_capsule(shape->as.capsule, capsule, delta, out);
        case ISECT_SHAPE_TRIANGLE:
            return isect_triangle_sweep_capsule(shape->as.triangle, capsule, delta, out);
        }
    }
    return false;
}
static int isect_compare_reals(isect_real a, isect_real b)
{
    if (a < b)
        return -1;
    if (a > b)
        return 1;
    return (a != a) - (b != b); /* a NaN after every number */
}

static bool isect_minus_zero(isect_real v)
{
    union { isect_real real; unsigned char bytes[sizeof(isect_real)]; } u;
    size_t i;
    u.real = v;
    for (i = 0; i < sizeof u.bytes; i++)
        if (u.bytes[i] != 0)
            return v == 0;
    return false;
}

static int isect_compare_stored(isect_real a, isect_real b)
{
    int order = isect_compare_reals(a, b);
    if (order == 0 && a == 0)
        order = (int)isect_minus_zero(b) - (int)isect_minus_zero(a);
    return order;
}

static int isect_shape_numbers(const isect_shape *shape, isect_real *n)
{
    switch (shape->kind) {
    case ISECT_SHAPE_AABB:
        n[0] = shape->as.aabb.pos.x;
        n[1] = shape->as.aabb.pos.y;
        n[2] = shape->as.aabb.half.x;
        n[3] = shape->as.aabb.half.y;
        return 4;
    case ISECT_SHAPE_CIRCLE:
        n[0] = shape->as.circle.pos.x;
        n[1] = shape->as.circle.pos.y;
        n[2] = shape->as.circle.radius;
        return 3;
    case ISECT_SHAPE_CAPSULE:
        n[0] = shape->as.capsule.pos.x;
        n[1] = shape->as.capsule.pos.y;
        n[2] = shape->as.capsule.delta.x;
        n[3] = shape->as.capsule.delta.y;
        n[4] = shape->as.capsule.radius;
        return 5;
    case ISECT_SHAPE_TRIANGLE:
        n[0] = shape->as.triangle.a.x;
        n[1] = shape->as.triangle.a.y;
        n[2] = shape->as.triangle.b.x;
        n[3] = shape->as.triangle.b.y;
        n[4] = shape->as.triangle.c.x;
        n[5] = shape->as.triangle.c.y;
        return 6;
    }
    return 0;
}

static int isect_compare_shapes(const isect_shape *a, const isect_shape *b)
{
    isect_real na[6], nb[6];
    int count, i, order = 0;
    if (a->kind != b->kind)
        return a->kind < b->kind ? -1 : 1;
    count = isect_shape_numbers(a, na);
    (void)isect_shape_numbers(b, nb);
    for (i = 0; i < count && order == 0; i++)
        order = isect_compare_stored(na[i], nb[i]);
    return order;
}
static int isect_compare_hits(const isect_hit *a, const isect_hit *b,
                              isect_vec start, isect_vec delta)
{
    isect_vec center;
    int order = isect_compare_reals(a->time, b->time);
    if (order == 0)
        order = isect_compare_reals(isect_dot(delta, a->normal),
                                    isect_dot(delta, b->normal));
    if (order == 0) {
        center = isect_add(start, isect_scale(delta, a->time));
        order = isect_compare_reals(
            isect_dot(isect_sub(a->pos, center), isect_sub(a->pos, center)),
            isect_dot(isect_sub(b->pos, center), isect_sub(b->pos, center)));
    }
    if (order == 0)
        order = isect_compare_reals(a->pos.x, b->pos.x);
    if (order == 0)
        order = isect_compare_reals(a->pos.y, b->pos.y);
    return order;
}

static bool isect_hit_beats(const isect_hit *a, const isect_shape *shape_a,
                            size_t index_a, const isect_hit *b,
                            const isect_shape *shape_b, size_t index_b,
                            isect_vec start, isect_vec delta)
{
    int order = isect_compare_hits(a, b, start, delta);
    if (order == 0)
        order = isect_compare_shapes(shape_a, shape_b);
    if (order == 0)
        order = index_a < index_b ? -1 : (index_a > index_b ? 1 : 0);
    return order < 0;
}
static inline bool isect_shape_extent(const isect_shape *shape,
                                      isect_vec *lo, isect_vec *hi)
{
    isect_vec r;
    switch (shape->kind) {
    case ISECT_SHAPE_AABB:
        *lo = isect_sub(shape->as.aabb.pos, shape->as.aabb.half);
        *hi = isect_add(shape->as.aabb.pos, shape->as.aabb.half);
        return true;
    case ISECT_SHAPE_CIRCLE:
        r = isect_v(shape->as.circle.radius, shape->as.circle.radius);
        *lo = isect_sub(shape->as.circle.pos, r);
        *hi = isect_add(shape->as.circle.pos, r);
        return true;
    case ISECT_SHAPE_CAPSULE: {
        isect_capsule cap = shape->as.capsule;
        isect_vec tip = isect_add(cap.pos, cap.delta);
        r = isect_v(cap.radius, cap.radius);
        *lo = isect_sub(isect_v(isect_min(cap.pos.x, tip.x),
                                isect_min(cap.pos.y, tip.y)), r);
        *hi = isect_add(isect_v(isect_max(cap.pos.x, tip.x),
                                isect_max(cap.pos.y, tip.y)), r);
        return true;
    }
    case ISECT_SHAPE_TRIANGLE: {
        isect_triangle tri = shape->as.triangle;
        *lo = isect_v(isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x)),
                      isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y)));
        *hi = isect_v(isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x)),
                      isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)));
        return true;
    }
    }
    return false;
}

static inline void isect_moving_box(const isect_shape *moving,
                                    isect_vec start, isect_vec *center,
                                    isect_vec *reach)
{
    *center = start;
    if (moving->kind == ISECT_SHAPE_AABB)
        *reach = moving->as.aabb.half;
    else if (moving->kind == ISECT_SHAPE_CIRCLE)
        *reach = isect_v(moving->as.circle.radius, moving->as.circle.radius);
    else if (moving->kind == ISECT_SHAPE_CAPSULE) {
        isect_shape placed = *moving;
        isect_aabb box;
        placed.as.capsule.pos = start;
        box = isect_shape_bounds(placed);
        *center = box.pos;
        *reach = box.half;
    }
    else
        *reach = isect_v(0, 0);
}

static inline void isect_path_extent(isect_vec start, isect_vec delta,
                                     isect_vec reach, isect_vec *lo,
                                     isect_vec *hi)
{
    isect_vec end = isect_add(start, delta);
    *lo = isect_sub(isect_v(isect_min(start.x, end.x),
                            isect_min(start.y, end.y)), reach);
    *hi = isect_add(isect_v(isect_max(start.x, end.x),
                            isect_max(start.y, end.y)), reach);
}

static inline bool isect_out_of_reach(const isect_shape *shape,
                                      isect_vec path_lo, isect_vec path_hi)
{
    isect_vec lo, hi;
    if (!isect_shape_extent(shape, &lo, &hi))
        return true;
    return isect_apart(path_lo.x, path_hi.x, lo.x, hi.x)
        || isect_apart(path_lo.y, path_hi.y, lo.y, hi.y);
}
typedef struct isect_graze {
    isect_real enter, leave; /* the times the path runs along the shape */
    isect_vec pos;           /* where it starts running along it */
    int side;                /* 0: the shape lies left of the path; 1: right */
} isect_graze;

static isect_real isect_seam_time(isect_vec start, isect_vec delta,
                                  isect_vec at)
{
    if (isect_abs(delta.x) >= isect_abs(delta.y))
        return (at.x - start.x) / delta.x;
    return (at.y - start.y) / delta.y;
}
static isect_vec isect_swap_axes(isect_vec a)
{
    return isect_v(a.y, a.x);
}

static bool isect_aabb_graze(isect_aabb box, isect_vec start, isect_vec delta,
                             isect_graze *g)
{
    bool swap = delta.x != 0;
    isect_vec p = swap ? isect_swap_axes(start) : start;
    isect_vec d = swap ? isect_swap_axes(delta) : delta;
    isect_vec c = swap ? isect_swap_axes(box.pos) : box.pos;
    isect_vec h = swap ? isect_swap_axes(box.half) : box.half;
    isect_vec meet, leave;
    if (d.x != 0 || d.y == 0 || !(h.x > 0 && h.y > 0)
        || (p.x - c.x != h.x && p.x - c.x != -h.x))
        return false;
    meet = isect_v(p.x, c.y - isect_sign(d.y) * h.y);
    leave = isect_v(p.x, c.y + isect_sign(d.y) * h.y);
    if (swap) {
        meet = isect_swap_axes(meet);
        leave = isect_swap_axes(leave);
    }
    g->enter = isect_seam_time(start, delta, meet);
    g->leave = isect_seam_time(start, delta, leave);
    g->pos = meet;
    g->side = ((d.y > 0) == (p.x > c.x)) != swap ? 0 : 1;
    return true;
}
static bool isect_capsule_graze(isect_capsule capsule, isect_vec start,
                                isect_vec delta, isect_graze *g)
{
    isect_vec axis = capsule.delta;
    isect_aabb sides;
    bool upright = axis.x == 0 && axis.y != 0 && delta.x == 0;
    bool level = axis.y == 0 && axis.x != 0 && delta.y == 0;
    if (!(upright || level) || !(capsule.radius > 0))
        return false;
    sides.pos = isect_add(capsule.pos, isect_scale(axis, (isect_real)0.5));
    sides.half = upright
        ? isect_v(capsule.radius, isect_abs(axis.y) * (isect_real)0.5)
        : isect_v(isect_abs(axis.x) * (isect_real)0.5, capsule.radius);
    return isect_aabb_graze(sides, start, delta, g);
}
static isect_wide isect_wide_cross(isect_vec a, isect_vec b)
{
    return (isect_wide)a.x * b.y - (isect_wide)a.y * b.x;
}

static bool isect_triangle_graze(isect_triangle tri, isect_vec start,
                                 isect_vec delta, isect_graze *g)
{
    isect_vec corner[3];
    isect_wide winding = isect_wide_cross(isect_sub(tri.b, tri.a),
                                          isect_sub(tri.c, tri.a));
    isect_real ta, tb;
    bool along;
    int i;
    corner[0] = tri.a;
    corner[1] = tri.b;
    corner[2] = tri.c;
    if (winding == 0 || (delta.x == 0 && delta.y == 0))
        return false;
    for (i = 0; i < 3; i++) {
        isect_vec a = corner[i], b = corner[(i + 1) % 3];
        isect_vec edge = isect_sub(b, a);
        if (isect_wide_cross(edge, delta) != 0
            || isect_wide_cross(edge, isect_sub(a, start)) != 0)
            continue;
        along = isect_abs(delta.x) >= isect_abs(delta.y)
                ? (edge.x > 0) == (delta.x > 0) : (edge.y > 0) == (delta.y > 0);
        ta = isect_seam_time(start, delta, a);
        tb = isect_seam_time(start, delta, b);
        g->enter = isect_min(ta, tb);
        g->leave = isect_max(ta, tb);
        g->pos = ta <= tb ? a : b;
        g->side = (winding > 0) == along ? 0 : 1;
        return true;
    }
    return false;
}
static bool isect_shape_graze(const isect_shape *shape, isect_vec start,
                              isect_vec delta, isect_graze *g)
{
    switch (shape->kind) {
    case ISECT_SHAPE_AABB:
        return isect_aabb_graze(shape->as.aabb, start, delta, g);
    case ISECT_SHAPE_CAPSULE:
        return isect_capsule_graze(shape->as.capsule, start, delta, g);
    case ISECT_SHAPE_TRIANGLE:
        return isect_triangle_graze(shape->as.triangle, start, delta, g);
    case ISECT_SHAPE_CIRCLE:
        break; /* a circle touches a line at one point */
    }
    return false;
}
#define ISECT_SEAM_KEEP 16
#define ISECT_SEAM_NEVER ((isect_real)2) /* later than any time */

typedef struct isect_seam_side {
    isect_real lo[ISECT_SEAM_KEEP], hi[ISECT_SEAM_KEEP]; /* kept stretches */
    int count;
    isect_real horizon; /* every stretch not kept starts at or after it */
} isect_seam_side;
static void isect_seam_keep(isect_seam_side *side, isect_real lo, isect_real hi)
{
    int i, last = 0;
    if (side->count < ISECT_SEAM_KEEP) {
        side->lo[side->count] = lo;
        side->hi[side->count] = hi;
        side->count++;
        return;
    }
    for (i = 1; i < ISECT_SEAM_KEEP; i++)
        if (side->lo[i] > side->lo[last])
            last = i;
    if (lo < side->lo[last]) {
        side->horizon = isect_min(side->horizon, side->lo[last]);
        side->lo[last] = lo;
        side->hi[last] = hi;
    } else {
        side->horizon = isect_min(side->horizon, lo);
    }
}
static isect_real isect_seam_first(const isect_seam_side *side, isect_real t,
                                   bool *sure)
{
    isect_real first = ISECT_SEAM_NEVER;
    int i;
    for (i = 0; i < side->count; i++)
        if (side->hi[i] > t)
            first = isect_min(first, isect_max(side->lo[i], t));
    *sure = first <= side->horizon;
    return *sure ? first : isect_max(side->horizon, t);
}
typedef struct isect_seam_pick {
    isect_real enter;  /* when the path meets the shape */
    isect_vec pos;     /* where */
    isect_shape shape; /* the shape, and its index */
    size_t index;
    bool found;
} isect_seam_pick;

typedef struct isect_seam {
    isect_vec start, delta;
    isect_real from;        /* f: the last look kept stretches from f on */
    isect_seam_side side[2];
    bool before[2], after[2]; /* each side covered just before, after the start */
    bool naming;            /* the last look: name the shape entered at f */
    isect_seam_pick pick;
} isect_seam;

static void isect_seam_ask(isect_seam *s, isect_real from)
{
    int k;
    s->from = from;
    s->naming = false;
    for (k = 0; k < 2; k++) {
        s->side[k].count = 0;
        s->side[k].horizon = ISECT_SEAM_NEVER;
    }
}

static void isect_seam_begin(isect_seam *s, isect_vec start, isect_vec delta)
{
    s->start = start;
    s->delta = delta;
    s->before[0] = s->before[1] = false;
    s->after[0] = s->after[1] = false;
    isect_seam_ask(s, 0);
}
static bool isect_seam_pick_beats(const isect_seam_pick *a,
                                  const isect_seam_pick *b)
{
    int order;
    if (!b->found)
        return true;
    if (a->enter != b->enter)
        return a->enter > b->enter;
    order = isect_compare_shapes(&a->shape, &b->shape);
    return order != 0 ? order < 0 : a->index < b->index;
}
static void isect_seam_offer(isect_seam *s, const isect_graze *g,
                             const isect_shape *shape, size_t index)
{
    isect_real lo = isect_max(g->enter, s->from);
    if (s->naming) {
        isect_seam_pick pick;
        pick.enter = g->enter;
        pick.pos = g->pos;
        pick.shape = *shape;
        pick.index = index;
        pick.found = true;
        if (g->enter <= s->from && s->from < g->leave
            && isect_seam_pick_beats(&pick, &s->pick))
            s->pick = pick;
        return;
    }
    if (s->from == 0) {
        s->before[g->side] = s->before[g->side] || (g->enter < 0 && g->leave >= 0);
        s->after[g->side] = s->after[g->side] || (g->enter <= 0 && g->leave > 0);
    }
    if (lo < g->leave && lo < 1)
        isect_seam_keep(&s->side[g->side], lo, g->leave);
}

static void isect_seam_note(isect_seam *s, const isect_shape *shape,
                            size_t index)
{
    isect_graze g;
    if (isect_shape_graze(shape, s->start, s->delta, &g))
        isect_seam_offer(s, &g, shape, index);
}
typedef void (*isect_seam_pass)(const void *context, isect_seam *s,
                                isect_real until);

static bool isect_seam_settle(isect_seam *s, isect_real until,
                              isect_seam_pass pass, const void *context)
{
    isect_real t = s->from, c0, c1, at;
    bool sure0, sure1;
    for (;;) {
        c0 = isect_seam_first(&s->side[0], t, &sure0);
        c1 = isect_seam_first(&s->side[1], t, &sure1);
        at = isect_max(c0, c1);
        if (!(at < until))
            return false;
        if (sure0 && sure1 && c0 == c1)
            break;
        if (!(sure0 && sure1)) {
            isect_seam_ask(s, at);
            pass(context, s, until);
        }
        t = at;
    }
    s->from = at;
    s->naming = true;
    s->pick.found = false;
    pass(context, s, until);
    return s->pick.found;
}
static isect_hit isect_seam_hit(const isect_seam *s)
{
    isect_hit hit;
    hit.time = s->from;
    hit.pos = s->pick.enter < s->from ? s->start : s->pick.pos;
    hit.normal = isect_normalize(isect_scale(s->delta, -1));
    hit.delta = isect_scale(s->delta, -(1 - s->from));
    return hit;
}
static bool isect_moving_is_thin(const isect_shape *moving, isect_vec start,
                                 isect_vec delta, isect_vec *lead)
{
    isect_vec h;
    *lead = start;
    if (delta.x == 0 && delta.y == 0)
        return false;
    switch (moving->kind) {
    case ISECT_SHAPE_AABB:
        h = moving->as.aabb.half;
        if (h.x == 0 && (h.y == 0 || delta.x == 0)) {
            *lead = isect_v(start.x, start.y + isect_sign(delta.y) * h.y);
            return true;
        }
        if (h.y == 0 && delta.y == 0) {
            *lead = isect_v(start.x + isect_sign(delta.x) * h.x, start.y);
            return true;
        }
        return false;
    case ISECT_SHAPE_CIRCLE:
        return moving->as.circle.radius == 0;
    case ISECT_SHAPE_CAPSULE:
        if (moving->as.capsule.radius != 0
            || isect_wide_cross(moving->as.capsule.delta, delta) != 0)
            return false;
        if (isect_dot(moving->as.capsule.delta, delta) > 0)
            *lead = isect_add(start, moving->as.capsule.delta);
        return true;
    case ISECT_SHAPE_TRIANGLE:
        break;
    }
    return false;
}

typedef struct isect_query {
    isect_shape moving;     /* the moving shape, at its start */
    isect_vec start, delta; /* its center, and its motion */
    isect_vec lo, hi;       /* the box its path covers */
    isect_sweep best;       /* the best sweep so far */
    const isect_shape *best_shape;
    size_t best_index;
    bool found;
    bool thin;              /* no width across its path: see Seams */
    isect_seam seam;        /* then, the shapes its leading point runs along */
} isect_query;

static void isect_query_begin(isect_query *q, isect_shape moving,
                              isect_vec start, isect_vec delta)
{
    isect_vec center, reach, lead;
    q->moving = moving;
    q->start = start;
    q->delta = delta;
    isect_moving_box(&moving, start, &center, &reach);
    isect_path_extent(center, delta, reach, &q->lo, &q->hi);
    q->thin = isect_moving_is_thin(&moving, start, delta, &lead);
    isect_seam_begin(&q->seam, lead, delta);
    q->best.hit = isect_no_hit();
    q->best.time = 1;
    q->best.pos = isect_add(start, delta);
    q->best_shape = NULL;
    q->best_index = 0;
    q->found = false;
}

static void isect_query_offer(isect_query *q, const isect_sweep *sweep,
                              const isect_shape *shape, size_t index)
{
    if (!q->found || isect_hit_beats(&sweep->hit, shape, index, &q->best.hit,
                                     q->best_shape, q->best_index,
                                     q->start, q->delta)) {
        q->best = *sweep;
        q->best_shape = shape;
        q->best_index = index;
        q->found = true;
    }
}

static inline void isect_query_consider(isect_query *q,
                                        const isect_shape *shape, size_t index)
{
    isect_sweep sweep;
    if (isect_out_of_reach(shape, q->lo, q->hi))
        return;
    if (q->thin)
        isect_seam_note(&q->seam, shape, index);
    if (!isect_sweep_shape(shape, &q->moving, q->delta, &sweep))
        return;
    isect_query_offer(q, &sweep, shape, index);
}
static bool isect_shape_overlaps_at(const isect_shape *shape,
                                    const isect_shape *moving, isect_vec pos)
{
    if (moving->kind == ISECT_SHAPE_AABB) {
        switch (shape->kind) {
        case ISECT_SHAPE_AABB:
            return isect_aabb_aabb_at(&shape->as.aabb, &moving->as.aabb, pos, NULL);
        case ISECT_SHAPE_CIRCLE:
            return isect_circle_aabb_at(&shape->as.circle, &moving->as.aabb, pos, NULL);
        case ISECT_SHAPE_CAPSULE: {
            isect_aabb box = moving->as.aabb;
            box.pos = pos;
            return isect_capsule_aabb(shape->as.capsule, box, NULL);
        }
        case ISECT_SHAPE_TRIANGLE: {
            isect_aabb box = moving->as.aabb;
            box.pos = pos;
            return isect_triangle_aabb(shape->as.triangle, box, NULL);
        }
        }
    } else if (moving->kind == ISECT_SHAPE_CIRCLE) {
        switch (shape->kind) {
        case ISECT_SHAPE_AABB:
            return isect_aabb_circle_at(&shape->as.aabb, &moving->as.circle, pos, NULL);
        case ISECT_SHAPE_CIRCLE:
            return isect_circle_circle_at(&shape->as.circle, &moving->as.circle, pos, NULL);
        case ISECT_SHAPE_CAPSULE: {
            isect_circle circle = moving->as.circle;
            circle.pos = pos;
            return isect_capsule_circle(shape->as.capsule, circle, NULL);
        }
        case ISECT_SHAPE_TRIANGLE: {
            isect_circle circle = moving->as.circle;
            circle.pos = pos;
            return isect_triangle_circle(shape->as.triangle, circle, NULL);
        }
        }
    }
    if (moving->kind == ISECT_SHAPE_CAPSULE) {
        isect_capsule capsule = moving->as.capsule;
        capsule.pos = pos;
        switch (shape->kind) {
        case ISECT_SHAPE_AABB:
            return isect_capsule_aabb(capsule, shape->as.aabb, NULL);
        case ISECT_SHAPE_CIRCLE:
            return isect_capsule_circle(capsule, shape->as.circle, NULL);
        case ISECT_SHAPE_CAPSULE:
            return isect_capsule_capsule(shape->as.capsule, capsule, NULL);
        case ISECT_SHAPE_TRIANGLE:
            return isect_triangle_capsule(shape->as.triangle, capsule, NULL);
        }
    }
    return false;
}

static inline bool isect_query_blocked_by(const isect_query *q,
                                          const isect_shape *shape,
                                          isect_vec pos)
{
    return !isect_out_of_reach(shape, q->lo, q->hi)
        && isect_shape_overlaps_at(shape, &q->moving, pos)
        && !isect_shape_overlaps_at(shape, &q->moving, q->start);
}

typedef bool (*isect_stop_check)(const isect_query *q, isect_vec pos,
                                 const void *context);

static isect_real isect_clear_stop(const isect_query *q, isect_stop_check blocked,
                                   const void *context, isect_real time,
                                   isect_vec *pos)
{
    isect_vec start = q->start, delta = q->delta, end = isect_add(start, delta);
    isect_real m = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                             isect_max(isect_abs(end.x), isect_abs(end.y)));
    isect_real step = (4 * ISECT_REAL_EPSILON * m + ISECT_REAL_MIN)
                      / (isect_abs(delta.x) + isect_abs(delta.y));
    int tries;
    for (tries = 0; tries < ISECT_BACK_OFF_TRIES; tries++) {
        if (!blocked(q, *pos, context))
            return time;
        if (!(time - step > 0))
            break;
        time = time - step;
        *pos = isect_add(start, isect_scale(delta, time));
        step *= 4;
    }
    {
        isect_real lo = 0, hi = time, mid;
        for (tries = 0; tries < ISECT_BACK_OFF_TRIES; tries++) {
            mid = lo + (hi - lo) / 2;
            if (!(mid > lo && mid < hi))
                break;
            if (blocked(q, isect_add(start, isect_scale(delta, mid)), context))
                hi = mid;
            else
                lo = mid;
        }
        *pos = isect_add(start, isect_scale(delta, lo));
        return lo;
    }
}

static isect_real isect_seam_stop(const isect_hit *hit, isect_vec start,
                                  isect_vec delta)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                             isect_max(isect_abs(end.x), isect_abs(end.y)));
    isect_real gap, time;
    m = isect_max(m, isect_max(isect_abs(hit->pos.x), isect_abs(hit->pos.y)));
    gap = 4 * ISECT_REAL_EPSILON * m + ISECT_REAL_MIN;
    time = hit->time - gap / (isect_abs(delta.x) + isect_abs(delta.y));
    return time > 0 ? time : 0;
}

static bool isect_seam_starts_inside(const isect_seam *s)
{
    return s->before[0] && s->after[0] && s->before[1] && s->after[1];
}

static void isect_query_settle(isect_query *q, isect_seam_pass pass,
                               const void *context)
{
    if (isect_seam_starts_inside(&q->seam)
        || !isect_seam_settle(&q->seam, q->found ? q->best.hit.time : 1, pass,
                              context))
        return;
    q->best.hit = isect_seam_hit(&q->seam);
    q->best.time = isect_seam_stop(&q->best.hit, q->start, q->delta);
    q->best.pos = isect_add(q->start, isect_scale(q->delta, q->best.time));
    q->best_shape = NULL;
    q->best_index = q->seam.pick.index;
    q->found = true;
}

static bool isect_query_finish(isect_query *q, isect_stop_check blocked,
                               isect_seam_pass pass, const void *context,
                               isect_sweep *out, size_t *index)
{
    if (q->thin)
        isect_query_settle(q, pass, context);
    if (q->found && q->best.time > 0)
        q->best.time = isect_clear_stop(q, blocked, context, q->best.time,
                                        &q->best.pos);
    if (q->found && index != NULL)
        *index = q->best_index;
    if (out != NULL)
        *out = q->best;
    return q->found;
}
typedef struct isect_shape_list {
    const isect_shape *shapes;
    size_t count;
} isect_shape_list;

static bool isect_list_blocks(const isect_query *q, isect_vec pos,
                              const void *context)
{
    const isect_shape_list *list = (const isect_shape_list *)context;
    size_t i;
    for (i = 0; i < list->count; i++)
        if (isect_query_blocked_by(q, &list->shapes[i], pos))
            return true;
    return false;
}

static void isect_list_seam_pass(const void *context, isect_seam *seam,
                                 isect_real until)
{
    const isect_shape_list *list = (const isect_shape_list *)context;
    size_t i;
    (void)until;
    for (i = 0; i < list->count; i++)
        isect_seam_note(seam, &list->shapes[i], i);
}

static bool isect_sweep_into(const isect_shape *shapes, size_t count,
                             isect_shape moving, isect_vec start,
                             isect_vec delta, isect_sweep *out, size_t *index)
{
    isect_query q;
    isect_shape_list list;
    size_t i;
    list.shapes = shapes;
    list.count = count;
    isect_query_begin(&q, moving, start, delta);
    for (i = 0; i < count; i++)
        isect_query_consider(&q, &shapes[i], i);
    return isect_query_finish(&q, isect_list_blocks, isect_list_seam_pass,
                              &list, out, index);
}
bool isect_sweep_aabb_into(const isect_shape *shapes, size_t count,
                           isect_aabb moving, isect_vec delta,
                           isect_sweep *out, size_t *index)
{
    return isect_sweep_into(shapes, count, isect_shape_aabb(moving),
                            moving.pos, delta, out, index);
}

bool isect_sweep_circle_into(const isect_shape *shapes, size_t count,
                             isect_circle moving, isect_vec delta,
                             isect_sweep *out, size_t *index)
{
    return isect_sweep_into(shapes, count, isect_shape_circle(moving),
                            moving.pos, delta, out, index);
}
static ISECT_INLINE isect_vec isect_foot(isect_vec pos, isect_vec delta, isect_vec point)
{
    return isect_add(pos, isect_scale(delta, isect_time_nearest(pos, delta, point)));
}
extern isect_vec isect_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point);
static inline int isect_axis_region(isect_vec pos, isect_vec delta, isect_vec point,
                                    isect_vec *from)
{
    isect_vec beyond;
    *from = isect_sub(point, pos);
    if (isect_dot(*from, delta) < 0)
        return -1;
    beyond = isect_sub(point, isect_add(pos, delta));
    if (isect_dot(beyond, delta) > 0) {
        *from = beyond;
        return 1;
    }
    if (delta.x == 0 && delta.y == 0)
        return -1;
    return 0;
}
static bool isect_too_big(isect_vec delta, isect_vec from, isect_real reach)
{
    return !(isect_size(delta) + isect_size(from) + reach <= 8 * ISECT_HUGE);
}

static isect_real isect_too_big_answer(void)
{
    isect_real zero = 0;
    return zero / zero; /* a NaN */
}

static bool isect_squares_usable(isect_real squared, isect_real limit)
{
    return limit >= ISECT_REAL_MIN && isect_max(limit, squared) <= ISECT_REAL_MAX;
}

#ifdef ISECT_FLOAT
#define ISECT_BIG_STEP 0x1p64f
#else
#define ISECT_BIG_STEP 0x1p512
#endif

static void isect_near_one(isect_vec *v, isect_real *length)
{
    isect_real m = isect_max(isect_size(*v), *length), step;
    if (!(m > 0 && m <= ISECT_REAL_MAX))
        return;
    for (step = ISECT_BIG_STEP; step >= 2; step = isect_sqrt(step)) {
        while (m * step < 2) {
            m *= step;
            *v = isect_scale(*v, step);
            *length *= step;
        }
        while (m / step >= 1) {
            m /= step;
            *v = isect_scale(*v, 1 / step);
            *length /= step;
        }
    }
}
ISECT_SLOW static int isect_region_underflow_hid(isect_vec delta, isect_vec *from)
{
    isect_vec axis = delta, step = *from, beyond;
    isect_real none = 0;
    isect_near_one(&axis, &none);
    isect_near_one(&step, &none);
    if (isect_dot(step, axis) < 0)
        return -1;
    beyond = isect_sub(*from, delta);
    if (isect_dot(beyond, delta) == 0) {
        step = beyond;
        isect_near_one(&step, &none);
        if (isect_dot(step, axis) > 0) {
            *from = beyond;
            return 1;
        }
    }
    return 0;
}

ISECT_SLOW static isect_real isect_axis_excess_far(isect_vec delta, int region,
                                                 isect_vec from, isect_real reach)
{
    isect_vec axis = delta, step = from;
    isect_real none = 0, c, squared, limit;
    if (isect_too_big(delta, from, reach))
        return isect_too_big_answer();
    if (region == 0)
        region = isect_region_underflow_hid(delta, &from);
    if (region != 0)
        return isect_length(from) - reach;
    isect_near_one(&axis, &none);
    isect_near_one(&step, &none);
    step = from;
    isect_near_one(&step, &reach);
    c = isect_cross(axis, step);
    squared = c * c;
    limit = reach * reach * isect_dot(axis, axis);
    if (isect_squares_usable(squared, limit))
        return squared - limit;
    return isect_abs(c) / isect_length(axis) - reach;
}

static inline void isect_axis_squares(isect_vec delta, int region, isect_vec from,
                                      isect_real reach, isect_real *squared,
                                      isect_real *limit)
{
    if (region != 0) {
        *squared = isect_dot(from, from);
        *limit = reach * reach;
    } else {
        isect_real c = isect_cross(delta, from);
        *squared = c * c;
        *limit = reach * reach * isect_dot(delta, delta);
    }
}

static inline isect_real isect_axis_excess(isect_vec delta, int region, isect_vec from,
                                           isect_real reach)
{
    isect_real squared, limit, c;
    if (region != 0) {
        squared = isect_dot(from, from);
        limit = reach * reach;
    } else {
        c = isect_cross(delta, from);
        squared = c * c;
        limit = reach * reach * isect_dot(delta, delta);
    }
    if (isect_squares_usable(squared, limit))
        return squared - limit;
    return isect_axis_excess_far(delta, region, from, reach);
}
ISECT_SLOW static bool isect_capsule_point_huge(isect_capsule capsule, isect_vec point,
                                     isect_real padding, isect_hit *out);

static bool isect_capsule_push_point(isect_capsule capsule, isect_vec point,
                                     isect_real padding, int region, isect_vec from,
                                     isect_hit *out)
{
    if (region != 0) {
        isect_vec end = region < 0 ? capsule.pos : isect_add(capsule.pos, capsule.delta);
        *out = isect_push_out_of_circle(end, capsule.radius, padding, point,
                                        isect_normalize(from));
    } else {
        isect_vec left = isect_normalize(isect_v(-capsule.delta.y, capsule.delta.x));
        isect_real side = isect_dot(from, left);
        isect_real c = isect_cross(capsule.delta, from);
        *out = isect_push_out_of_circle(isect_sub(point, isect_scale(left, side)),
                                        capsule.radius, padding, point,
                                        isect_scale(left, isect_sign(c)));
    }
    return true;
}

#ifdef ISECT_FLOAT
#define ISECT_TINY 0x1p-28f
#define ISECT_TINY_GROW 0x1p40f
#else
#define ISECT_TINY 0x1p-240
#define ISECT_TINY_GROW 0x1p300
#endif

static isect_capsule isect_grow_tiny_capsule(isect_capsule capsule)
{
    capsule.pos = isect_scale(capsule.pos, ISECT_TINY_GROW);
    capsule.delta = isect_scale(capsule.delta, ISECT_TINY_GROW);
    capsule.radius *= ISECT_TINY_GROW;
    return capsule;
}

static bool isect_shrink_tiny_hit(bool found, isect_hit *out)
{
    if (found && out != NULL) {
        out->pos = isect_scale(out->pos, 1 / ISECT_TINY_GROW);
        out->delta = isect_scale(out->delta, 1 / ISECT_TINY_GROW);
    }
    return found;
}
static bool isect_capsule_point_padded(isect_capsule capsule, isect_vec point,
                                       isect_real padding, isect_hit *out);

ISECT_SLOW static bool isect_capsule_point_far(isect_capsule capsule, isect_vec point,
                                              isect_real padding, isect_hit *out)
{
    isect_vec from;
    int region;
    isect_real excess;
    {
        isect_real size = isect_size(capsule.pos) + isect_size(capsule.delta)
                        + capsule.radius + isect_size(point) + isect_abs(padding);
        if (size < ISECT_TINY && size > 0)
            return isect_shrink_tiny_hit(
                isect_capsule_point_padded(isect_grow_tiny_capsule(capsule),
                                           isect_scale(point, ISECT_TINY_GROW),
                                           padding * ISECT_TINY_GROW, out), out);
    }
    region = isect_axis_region(capsule.pos, capsule.delta, point, &from);
    if (region == 0)
        region = isect_region_underflow_hid(capsule.delta, &from);
    excess = isect_axis_excess_far(capsule.delta, region, from, capsule.radius + padding);
    if (excess >= 0)
        return false;
    if (!(excess < 0))
        return isect_capsule_point_huge(capsule, point, padding, out);
    if (out != NULL)
        isect_capsule_push_point(capsule, point, padding, region, from, out);
    return true;
}

static bool isect_capsule_point_padded(isect_capsule capsule, isect_vec point,
                                       isect_real padding, isect_hit *out)
{
    isect_vec from;
    int region = isect_axis_region(capsule.pos, capsule.delta, point, &from);
    isect_real squared, limit;
    isect_axis_squares(capsule.delta, region, from, capsule.radius + padding,
                       &squared, &limit);
    if (!isect_squares_usable(squared, limit))
        return isect_capsule_point_far(capsule, point, padding, out);
    if (squared - limit >= 0)
        return false;
    if (out == NULL)
        return true;
    return isect_capsule_push_point(capsule, point, padding, region, from, out);
}
ISECT_SLOW static bool isect_capsule_point_huge(isect_capsule capsule, isect_vec point,
                                     isect_real padding, isect_hit *out)
{
    capsule = isect_shrink_capsule(capsule);
    point = isect_shrink(point);
    padding *= ISECT_SHRINK;
    if (!isect_finite(capsule.pos.x + capsule.pos.y + capsule.delta.x
                      + capsule.delta.y + capsule.radius + point.x + point.y
                      + padding))
        return false;
    return isect_grow_hit(isect_capsule_point_padded(capsule, point, padding, out),
                          out);
}
bool isect_capsule_point(isect_capsule capsule, isect_vec point, isect_hit *out)
{
    return isect_capsule_point_padded(capsule, point, 0, out);
}

bool isect_capsule_circle(isect_capsule capsule, isect_circle circle,
                          isect_hit *out)
{
    return isect_capsule_point_padded(capsule, circle.pos, circle.radius, out);
}
static ISECT_INLINE bool isect_segments_closer_end(isect_vec seg_pos,
                                                  isect_vec seg_delta,
                                                  isect_vec pos, isect_vec delta,
                                                  isect_real reach, bool outside,
                                                  isect_real *time,
                                                  bool *end_clear)
{
    isect_real s, t, excess;
    isect_vec from, end = isect_add(pos, delta);
    int region;
    {
        isect_vec seg_end = isect_add(seg_pos, seg_delta);
        if (reach <= 0
            || isect_min(seg_pos.x, seg_end.x) - reach > isect_max(pos.x, end.x)
            || isect_max(seg_pos.x, seg_end.x) + reach < isect_min(pos.x, end.x)
            || isect_min(seg_pos.y, seg_end.y) - reach > isect_max(pos.y, end.y)
            || isect_max(seg_pos.y, seg_end.y) + reach < isect_min(pos.y, end.y))
            return false;
    }
    if (isect_segments_straddle(seg_pos, seg_delta, pos, delta, &s, &t, NULL) == 1) {
        *time = isect_clamp(t, 0, 1); /* no NaN, even past the range */
        return true;
    }
    *time = 0;
    if (!outside) {
        region = isect_axis_region(seg_pos, seg_delta, pos, &from);
        if (isect_axis_excess(seg_delta, region, from, reach) < 0)
            return true;
    }
    *time = 1;
    region = isect_axis_region(seg_pos, seg_delta, end, &from);
    excess = isect_axis_excess(seg_delta, region, from, reach);
    if (excess < 0)
        return true;
    if (end_clear != NULL)
        *end_clear = excess >= 0;
    {
        isect_real dd = isect_dot(delta, delta);
        isect_vec corner = seg_pos;
        int i;
        for (i = 0; i < 2; i++, corner = isect_add(seg_pos, seg_delta)) {
            region = isect_axis_region(pos, delta, corner, &from);
            if (isect_axis_excess(delta, region, from, reach) < 0) {
                *time = region < 0 || dd == 0 ? 0 : region > 0 ? 1
                      : isect_clamp(isect_dot(from, delta) / dd, 0, 1);
                return true;
            }
        }
    }
    return false;
}

static ISECT_INLINE bool isect_segments_closer(isect_vec seg_pos,
                                              isect_vec seg_delta,
                                              isect_vec pos, isect_vec delta,
                                              isect_real reach, bool outside,
                                              isect_real *time)
{
    return isect_segments_closer_end(seg_pos, seg_delta, pos, delta, reach,
                                     outside, time, NULL);
}
ISECT_SLOW static bool isect_capsule_segment_huge(isect_capsule capsule, isect_vec pos,
                                       isect_vec delta, isect_hit *out)
{
    capsule = isect_shrink_capsule(capsule);
    pos = isect_shrink(pos);
    delta = isect_shrink(delta);
    if (!isect_finite(capsule.pos.x + capsule.pos.y + capsule.delta.x
                      + capsule.delta.y + capsule.radius + pos.x + pos.y
                      + delta.x + delta.y))
        return false;
    return isect_grow_hit(isect_capsule_segment(capsule, pos, delta, out), out);
}
ISECT_NOINLINE static int isect_capsule_enters_outside(const isect_capsule *capsule,
                                                      isect_real grow,
                                                      isect_vec pos,
                                                      isect_vec delta,
                                                      isect_hit *out);
#ifdef ISECT_FLOAT
#define ISECT_QUICK_MAX ISECT_HUGE
#else
#define ISECT_QUICK_MAX 0x1p250
#endif
static int isect_end_circle_quick(isect_wvec end, isect_real radius,
                                  isect_real grow, isect_vec pos,
                                  isect_vec delta, isect_real scale,
                                  isect_hit *out)
{
    isect_wvec wm = isect_wv(pos.x - end.x, pos.y - end.y);
    isect_wvec wd = isect_wv(delta.x, delta.y);
    isect_wide rr = (isect_wide)radius * radius, dd = isect_wdot(wd, wd);
    isect_wide b = isect_wdot(wm, wd), c = isect_wdot(wm, wm) - rr;
    isect_wide cross = isect_wcross(wm, wd), disc = rr * dd - cross * cross;
    isect_wide z = (isect_wide)scale * isect_size(delta);
    isect_wide margin = 16 * ISECT_REAL_EPSILON * z * z;
    isect_wide c_margin = 16 * ISECT_REAL_EPSILON * (isect_wide)scale * scale;
    isect_wide root, t, slack;
    if (!(margin >= ISECT_WIDE_MIN))
        return 0; /* a margin among the subnormal numbers: see below */
    if (disc <= -margin)
        return -1;
    if (!(disc >= margin && c > c_margin))
        return 0;
    if (b > 0)
        return -1;
    root = isect_wsqrt(disc);
    t = c / (root - b);
    slack = (c_margin + t * margin / 2 / root) / (root - b) + 4 * ISECT_REAL_EPSILON;
    if (t > 1 + slack)
        return -1;
    if (!(t < 1 - slack))
        return 0;
    out->time = (isect_real)t;
    out->normal = isect_normalize(isect_v((isect_real)(wm.x + t * wd.x),
                                          (isect_real)(wm.y + t * wd.y)));
    out->pos = isect_sub(isect_add(pos, isect_scale(delta, out->time)),
                         isect_scale(out->normal, grow));
    out->delta = isect_scale(delta, -(1 - out->time));
    return 1;
}
static int isect_capsule_entry_quick(const isect_capsule *capsule,
                                     isect_real grow, isect_vec pos,
                                     isect_vec delta, isect_hit *out)
{
    isect_vec e = capsule->delta, w = isect_sub(pos, capsule->pos);
    isect_real r = capsule->radius + grow;
    isect_real scale = isect_size(e) + isect_size(delta) + r
                     + isect_size(pos) + isect_size(capsule->pos);
    isect_real ee = isect_dot(e, e);
    isect_real length, rl, tol, y0, h0, hd, x0, xd, side, ts, xs, gap;
    if (!(scale >= ISECT_TINY && scale <= ISECT_QUICK_MAX && ee >= ISECT_REAL_MIN))
        return 0;
    length = isect_sqrt(ee);
    rl = r * length;
    tol = 16 * ISECT_REAL_EPSILON * isect_size(e) * scale;
    y0 = isect_cross(e, w);
    side = y0 < 0 ? -1 : 1;
    h0 = side * y0;
    hd = side * isect_cross(e, delta);
    x0 = isect_dot(e, w);
    xd = isect_dot(e, delta);
    if (h0 >= rl + tol) {
        if (h0 + hd >= rl + tol)
            return -1;
        if (!(h0 + hd <= rl - tol && rl >= 2 * tol))
            return 0;
        ts = (h0 - rl) / -hd;
        xs = x0 + xd * ts;
        gap = tol + tol * (isect_abs(xd) / -hd);
        if (xs > gap && xs < ee - gap) {
            out->time = ts;
            out->normal = isect_scale(isect_v(-e.y, e.x), side / length);
            out->pos = isect_sub(isect_add(pos, isect_scale(delta, ts)),
                                 isect_scale(out->normal, grow));
            out->delta = isect_scale(delta, -(1 - ts));
            return 1;
        }
    } else if (h0 <= rl - tol) {
        xs = x0; /* inside the band, so beyond an end */
        gap = tol;
    } else
        return 0;
    if (xs < -gap)
        return isect_end_circle_quick(isect_wv(capsule->pos.x, capsule->pos.y),
                                      r, grow, pos, delta, scale, out);
    if (xs > ee + gap)
        return isect_end_circle_quick(isect_wv((isect_wide)capsule->pos.x + e.x,
                                               (isect_wide)capsule->pos.y + e.y),
                                      r, grow, pos, delta, scale, out);
    return 0;
}

ISECT_SLOW static bool isect_capsule_enters_tiny(isect_capsule capsule, isect_vec pos,
                                                isect_vec delta, bool outside,
                                                isect_hit *out, bool *end_clear)
{
    isect_hit spare;
    int entry;
    capsule = isect_grow_tiny_capsule(capsule);
    pos = isect_scale(pos, ISECT_TINY_GROW);
    delta = isect_scale(delta, ISECT_TINY_GROW);
    if (!outside)
        return isect_shrink_tiny_hit(isect_capsule_segment(capsule, pos, delta, out), out);
    entry = isect_capsule_entry_quick(&capsule, 0, pos, delta,
                                      out != NULL ? out : &spare);
    if (entry == 0)
        entry = isect_capsule_enters_outside(&capsule, 0, pos, delta,
                                             out != NULL ? out : &spare);
    if (end_clear != NULL && entry < 0)
        *end_clear = true;
    return isect_shrink_tiny_hit(entry > 0, out);
}
static ISECT_INLINE bool isect_capsule_enters(isect_capsule capsule,
                                              isect_vec pos, isect_vec delta,
                                              bool outside, isect_hit *out,
                                              bool *end_clear)
{
    isect_hit hit;
    isect_real graze;
    isect_wvec lazy_m = isect_wv(0, 0);
    isect_wide lazy_t = 0;
    bool found = false, from_axis = false, lazy = false;
    isect_real size = isect_size(capsule.delta) + isect_size(delta)
                    + isect_size(isect_sub(pos, capsule.pos)) + capsule.radius;
    if (size < ISECT_TINY && size > 0
        && isect_size(capsule.pos) + isect_size(pos) < ISECT_TINY)
        return isect_capsule_enters_tiny(capsule, pos, delta, outside, out, end_clear);
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        isect_circle round;
        round.pos = capsule.pos;
        round.radius = capsule.radius;
        return isect_circle_segment_whole(round, pos, delta, 0, out);
    }
    if (!(size <= ISECT_HUGE))
        return isect_capsule_segment_huge(capsule, pos, delta, out);
    if (!isect_segments_closer_end(capsule.pos, capsule.delta, pos, delta,
                                   capsule.radius, outside, &graze, end_clear))
        return false;
    if (out == NULL)
        return true;
    if (!outside) {
        if (isect_capsule_point(capsule, pos, out)) {
            out->delta = isect_scale(delta, -1);
            return true;
        }
    }
    {
        isect_vec ends[2];
        isect_wvec m;
        isect_wide t;
        int i, entry;
        ends[0] = capsule.pos;
        ends[1] = isect_add(capsule.pos, capsule.delta);
        for (i = 0; i < 2; i++) {
            entry = isect_end_circle_entry(ends[i], capsule.radius, pos, delta, &m, &t);
            if (entry > 0)
                hit.time = (isect_real)t;
            else if (entry < 0) {
                isect_circle round;
                round.pos = ends[i];
                round.radius = capsule.radius;
                if (!isect_circle_segment_whole(round, pos, delta, 0, &hit))
                    continue;
            } else
                continue;
            if (!found || hit.time < out->time) {
                if (entry > 0) {
                    out->time = hit.time;
                    lazy_m = m;
                    lazy_t = t;
                } else
                    *out = hit;
                lazy = entry > 0;
                found = from_axis = true;
            }
        }
    }
    {
        isect_real length, squared = isect_dot(capsule.delta, capsule.delta);
        isect_vec u = isect_v(1, 0);
        if (isect_in_fast_range(squared)) {
            length = isect_sqrt(squared);
            u = isect_divide_both(capsule.delta, length);
        } else {
            length = isect_length(capsule.delta);
            if (length > 0)
                u = isect_normalize(capsule.delta);
        }
        if (length > 0) {
            isect_vec v = isect_v(-u.y, u.x);
            isect_vec rel = isect_sub(pos, capsule.pos);
            isect_vec start = isect_v(isect_dot(rel, u), isect_dot(rel, v));
            isect_vec along = isect_v(isect_dot(delta, u), isect_dot(delta, v));
            isect_aabb core;
            int entry;
            core.pos = isect_v(length / 2, 0);
            core.half = isect_v(length / 2, capsule.radius);
            entry = isect_box_entry(core, start, along, &hit);
            if (entry < 0)
                entry = isect_aabb_segment_whole(core, start, along, isect_v(0, 0),
                                                 &hit);
            if (entry && (!found || hit.time < out->time)) {
                from_axis = hit.normal.y == 0;
                hit.normal = isect_add(isect_scale(u, hit.normal.x),
                                       isect_scale(v, hit.normal.y));
                hit.pos = isect_add(pos, isect_scale(delta, hit.time));
                hit.delta = isect_scale(delta, -(1 - hit.time));
                *out = hit;
                found = true;
                lazy = false;
            }
        }
    }
    if (lazy) {
        out->pos = isect_add(pos, isect_scale(delta, out->time));
        out->delta = isect_scale(delta, -(1 - out->time));
    }
    if (from_axis) {
        isect_vec away = isect_sub(out->pos, isect_foot(capsule.pos, capsule.delta, out->pos));
        if (away.x != 0 || away.y != 0)
            out->normal = isect_normalize(away);
        else if (lazy)
            out->normal = isect_normalize(isect_v((isect_real)(lazy_m.x + lazy_t * delta.x),
                                                  (isect_real)(lazy_m.y + lazy_t * delta.y)));
    }
    if (!found) {
        isect_vec tip = isect_add(capsule.pos, capsule.delta), at, away;
        int past = isect_past_ends(isect_add(pos, isect_scale(delta, graze)), capsule.pos, tip,
                                   capsule.delta);
        if (past != 0)
            graze = isect_time_nearest(pos, delta, past > 0 ? tip : capsule.pos);
        at = isect_add(pos, isect_scale(delta, graze));
        away = isect_sub(at, isect_nearest_segment(capsule.pos, capsule.delta, at));
        if (away.x == 0 && away.y == 0)
            away = isect_scale(isect_v(-capsule.delta.y, capsule.delta.x),
                               isect_sign(isect_cross(capsule.delta,
                                                      isect_sub(pos, capsule.pos))));
        out->normal = isect_normalize(away);
        out->pos = at;
        out->delta = isect_scale(delta, -(1 - graze));
        out->time = graze;
    }
    return true;
}

bool isect_capsule_segment(isect_capsule capsule, isect_vec pos,
                           isect_vec delta, isect_hit *out)
{
    return isect_capsule_enters(capsule, pos, delta, false, out, NULL);
}

ISECT_NOINLINE static int isect_capsule_enters_outside(const isect_capsule *capsule,
                                                      isect_real grow,
                                                      isect_vec pos,
                                                      isect_vec delta,
                                                      isect_hit *out)
{
    isect_capsule grown = *capsule;
    bool end_clear = false;
    grown.radius += grow;
    if (isect_capsule_enters(grown, pos, delta, true, out, &end_clear)) {
        out->pos = isect_sub(out->pos, isect_scale(out->normal, grow));
        return 1;
    }
    return end_clear ? -1 : 0;
}
extern bool isect_minmax_point(isect_minmax box, isect_vec point);
extern bool isect_rect_point(isect_rect box, isect_vec point);
extern bool isect_minmax_minmax(isect_minmax box, isect_minmax other);
extern bool isect_rect_rect(isect_rect box, isect_rect other);
isect_vec isect_nearest_circle(isect_circle circle, isect_vec point)
{
    isect_vec d = isect_sub(point, circle.pos);
    if (isect_dot(d, d) <= circle.radius * circle.radius)
        return point;
    return isect_add(circle.pos, isect_scale(isect_normalize(d), circle.radius));
}
isect_vec isect_nearest_capsule(isect_capsule capsule, isect_vec point)
{
    isect_vec s = isect_foot(capsule.pos, capsule.delta, point);
    isect_vec d = isect_sub(point, s), from;
    isect_real r = capsule.radius, dd = isect_dot(d, d), slack;
    int region;
    if (dd <= r * r)
        return point;
    if (dd <= r * r * (isect_real)1.25 || r == 0) {
        slack = 8 * ISECT_REAL_EPSILON
              * (isect_abs(capsule.pos.x) + isect_abs(capsule.pos.y)
                 + isect_abs(capsule.delta.x) + isect_abs(capsule.delta.y)
                 + isect_abs(point.x) + isect_abs(point.y));
        region = isect_axis_region(capsule.pos, capsule.delta, point, &from);
        if (dd <= (r + slack) * (r + slack)
            && isect_axis_excess(capsule.delta, region, from, r) <= 0)
            return point;
    }
    return isect_add(s, isect_scale(isect_normalize(d), r));
}
extern bool isect_circle_contains(isect_circle circle, isect_vec point);
extern bool isect_aabb_contains(isect_aabb box, isect_vec point);
bool isect_capsule_contains(isect_capsule capsule, isect_vec point)
{
    return isect_capsule_point_padded(capsule, point, 0, NULL);
}
isect_vec isect_nearest_circle_edge(isect_circle circle, isect_vec point,
                                    isect_vec *normal)
{
    isect_hit edge = isect_push_out_of_circle(
        circle.pos, circle.radius, 0, point,
        isect_normalize(isect_sub(point, circle.pos)));
    if (normal != NULL)
        *normal = edge.normal;
    return edge.pos;
}
isect_vec isect_nearest_aabb_edge(isect_aabb box, isect_vec point,
                                  isect_vec *normal)
{
    isect_vec nearest = isect_nearest_aabb(box, point);
    isect_vec away = isect_sub(point, nearest);
    isect_hit edge;
    if (away.x != 0 || away.y != 0) {
        edge.pos = nearest;
        edge.normal = isect_normalize(away);
    } else {
        edge = isect_push_out_of_box(
            box, point, box.half.x - isect_abs(point.x - box.pos.x),
            box.half.y - isect_abs(point.y - box.pos.y));
    }
    if (normal != NULL)
        *normal = edge.normal;
    return edge.pos;
}
extern bool isect_triangle_contains(isect_triangle tri, isect_vec point);
isect_vec isect_nearest_triangle(isect_triangle tri, isect_vec point)
{
    isect_real w = isect_winding_of(tri);
    isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
              ca = isect_sub(tri.a, tri.c);
    isect_vec ap = isect_sub(point, tri.a), bp = isect_sub(point, tri.b),
              cp = isect_sub(point, tri.c);
    isect_real a_ab = isect_dot(ap, ab), b_ab = isect_dot(bp, ab);
    isect_real b_bc = isect_dot(bp, bc), c_bc = isect_dot(cp, bc);
    isect_real c_ca = isect_dot(cp, ca), a_ca = isect_dot(ap, ca);
    isect_real s_ab, s_bc, s_ca;
    if (!(isect_size(ab) + isect_size(ca) + isect_size(ap) <= ISECT_HUGE)) {
        return isect_nearest_triangle_huge(tri, point);
    }
    if (w == 0)
        return isect_nearest_flat_triangle(tri, point);
    s_ab = isect_inner_side(tri.a, tri.b, point, w);
    s_bc = isect_inner_side(tri.b, tri.c, point, w);
    s_ca = isect_inner_side(tri.c, tri.a, point, w);
    if (s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && isect_within_corners(tri, point))
        return point;
    if (a_ab <= 0 && a_ca >= 0)
        return tri.a;
    if (b_bc <= 0 && b_ab >= 0)
        return tri.b;
    if (c_ca <= 0 && c_bc >= 0)
        return tri.c;
    if (s_ab < 0 && a_ab > 0 && b_ab < 0)
        return isect_nearest_segment(tri.a, ab, point);
    if (s_bc < 0 && b_bc > 0 && c_bc < 0)
        return isect_nearest_segment(tri.b, bc, point);
    if (s_ca < 0 && c_ca > 0 && a_ca < 0)
        return isect_nearest_segment(tri.c, ca, point);
    return point;
}
bool isect_triangle_point(isect_triangle tri, isect_vec point, isect_hit *out)
{
    isect_real w, s_ab, s_bc, s_ca;
    if (!isect_within_corners(tri, point))
        return false;
    w = isect_winding_of(tri);
    if (w > 1)
        return isect_triangle_point_huge(tri, point, out);
    s_ab = isect_inner_side(tri.a, tri.b, point, w);
    s_bc = isect_inner_side(tri.b, tri.c, point, w);
    s_ca = isect_inner_side(tri.c, tri.a, point, w);
    if (s_ab <= 0 || s_bc <= 0 || s_ca <= 0)
        return false;
    if (!(s_ab + s_bc + s_ca > 0)) /* a NaN: a side overflowed */
        return isect_triangle_point_huge(tri, point, out);
    if (out != NULL) {
        isect_real depth;
        *out = isect_push_out_of_triangle(tri, w, point, s_ab, s_bc, s_ca, &depth);
    }
    return true;
}
static bool isect_collinear_segments(isect_vec seg_pos, isect_vec seg_delta,
                                     isect_vec pos, isect_vec delta,
                                     isect_real *s, isect_real *t)
{
    isect_vec end = isect_add(pos, delta);
    isect_vec seg_end = isect_add(seg_pos, seg_delta);
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real ee = isect_dot(seg_delta, seg_delta);
    if (ee == 0) {
        isect_real dd = isect_dot(delta, delta);
        isect_real along = -isect_dot(w, delta);
        *s = 0;
        if (dd == 0) {
            *t = 0;
            return w.x == 0 && w.y == 0;
        }
        if (along < 0 || isect_dot(isect_sub(end, seg_pos), delta) < 0)
            return false;
        *t = isect_min(along / dd, 1);
        return true;
    }
    {
        isect_real we = isect_dot(w, seg_delta);
        isect_real be = isect_dot(isect_sub(pos, seg_end), seg_delta);
        isect_real de = isect_dot(delta, seg_delta);
        if (we >= 0 && be <= 0) {
            *t = 0;
            *s = isect_min(we / ee, 1);
            return true;
        }
        if (we < 0 && de > 0 && isect_dot(isect_sub(end, seg_pos), seg_delta) >= 0) {
            *t = isect_min(-we / de, 1);
            *s = 0;
            return true;
        }
        if (be > 0 && de < 0 && isect_dot(isect_sub(end, seg_end), seg_delta) <= 0) {
            *t = isect_min(be / -de, 1);
            *s = 1;
            return true;
        }
        return false;
    }
}
#ifdef ISECT_FLOAT
#define ISECT_CROSS_NOISE_MAX 0x1p103f
#else
#define ISECT_CROSS_NOISE_MAX 0x1p970
#endif

static bool isect_segments_are_huge(isect_vec seg_pos, isect_vec seg_delta,
                                    isect_vec pos, isect_vec delta)
{
    return !(isect_size(seg_pos) + isect_size(seg_delta) + isect_size(pos)
             + isect_size(delta) <= 2 * ISECT_HUGE);
}

ISECT_SLOW static bool isect_segment_segment_huge(isect_vec seg_pos, isect_vec seg_delta,
                                                  isect_vec pos, isect_vec delta,
                                                  isect_hit *out, isect_real *seg_time)
{
    seg_pos = isect_shrink(seg_pos);
    seg_delta = isect_shrink(seg_delta);
    pos = isect_shrink(pos);
    delta = isect_shrink(delta);
    if (!isect_finite(isect_size(seg_pos) + isect_size(seg_delta) + isect_size(pos)
                      + isect_size(delta)))
        return false;
    return isect_grow_hit(isect_segment_segment(seg_pos, seg_delta, pos, delta,
                                                out, seg_time), out);
}
ISECT_NOINLINE static bool isect_segments_meet(isect_vec seg_delta, isect_vec pos,
                                               isect_vec delta, isect_real side,
                                               isect_real s, isect_real t,
                                               isect_hit *out, isect_real *seg_time)
{
    if (out != NULL) {
        t = isect_clamp(t, 0, 1); /* no NaN, even past the range */
        if (seg_delta.x == 0 && seg_delta.y == 0) {
            out->normal = isect_normalize(isect_scale(delta, -1));
        } else {
            out->normal = isect_scale(isect_normalize(isect_v(-seg_delta.y, seg_delta.x)),
                                      isect_sign(side));
        }
        out->pos = isect_add(pos, isect_scale(delta, t));
        out->delta = isect_scale(delta, -(1 - t));
        out->time = t;
    }
    if (seg_time != NULL)
        *seg_time = isect_clamp(s, 0, 1);
    return true;
}
ISECT_NOINLINE static bool isect_segments_meet_on_line(isect_vec seg_pos,
                                                       isect_vec seg_delta,
                                                       isect_vec pos, isect_vec delta,
                                                       isect_hit *out,
                                                       isect_real *seg_time)
{
    isect_real s = 0, t = 0;
    if (isect_segments_are_huge(seg_pos, seg_delta, pos, delta))
        return isect_segment_segment_huge(seg_pos, seg_delta, pos, delta, out, seg_time);
    if (!isect_collinear_segments(seg_pos, seg_delta, pos, delta, &s, &t))
        return false;
    return isect_segments_meet(seg_delta, pos, delta,
                               isect_segment_side(seg_pos, seg_delta, pos, delta),
                               s, t, out, seg_time);
}
ISECT_SLOW static bool isect_segments_meet_shallow(isect_vec seg_pos, isect_vec seg_delta,
                                                   isect_vec pos, isect_vec delta,
                                                   isect_real s, isect_real t,
                                                   isect_hit *out, isect_real *seg_time)
{
    isect_vec seg_end, end;
    int past_seg, past_path;
    if (isect_segments_are_huge(seg_pos, seg_delta, pos, delta))
        return isect_segment_segment_huge(seg_pos, seg_delta, pos, delta, out, seg_time);
    seg_end = isect_add(seg_pos, seg_delta);
    end = isect_add(pos, delta);
    past_seg = isect_past_ends(isect_add(pos, isect_scale(delta, isect_clamp(t, 0, 1))),
                               seg_pos, seg_end, seg_delta);
    past_path = isect_past_ends(isect_add(seg_pos, isect_scale(seg_delta,
                                                               isect_clamp(s, 0, 1))),
                                pos, end, delta);
    if (past_seg != 0) {
        s = past_seg > 0 ? 1 : 0;
        t = isect_time_nearest(pos, delta, past_seg > 0 ? seg_end : seg_pos);
    }
    if (past_path != 0) {
        t = past_path > 0 ? 1 : 0;
        if (past_seg == 0)
            s = isect_time_nearest(seg_pos, seg_delta, past_path > 0 ? end : pos);
    }
    return isect_segments_meet(seg_delta, pos, delta,
                               isect_segment_side(seg_pos, seg_delta, pos, delta),
                               s, t, out, seg_time);
}

bool isect_segment_segment(isect_vec seg_pos, isect_vec seg_delta,
                           isect_vec pos, isect_vec delta,
                           isect_hit *out, isect_real *seg_time)
{
    isect_real s = 0, t = 0, noise = 0;
    int meet = isect_segments_straddle(seg_pos, seg_delta, pos, delta, &s, &t, &noise);
    if (meet == 0)
        return false;
    if (meet == 2)
        return isect_segments_meet_on_line(seg_pos, seg_delta, pos, delta,
                                           out, seg_time);
    if (!(noise <= ISECT_CROSS_NOISE_MAX))
        return isect_segment_segment_huge(seg_pos, seg_delta, pos, delta, out, seg_time);
    if (isect_crossing_is_shallow(seg_delta, delta))
        return isect_segments_meet_shallow(seg_pos, seg_delta, pos, delta, s, t,
                                           out, seg_time);
    return isect_segments_meet(seg_delta, pos, delta,
                               isect_segment_side(seg_pos, seg_delta, pos, delta),
                               s, t, out, seg_time);
}
bool isect_circle_overlaps_segment(isect_circle circle, isect_vec pos,
                                   isect_vec delta)
{
    isect_wvec m = isect_wsub(pos, circle.pos);
    int enters = isect_segment_enters_disk(m.x, m.y, delta.x, delta.y,
                                           circle.radius);
    if (enters < 0) /* huge: the slow path of the segment test */
        return isect_circle_segment_huge(circle, pos, delta, 0, NULL);
    return enters != 0;
}
static void isect_closest_segments(isect_vec pos1, isect_vec delta1,
                                   isect_vec pos2, isect_vec delta2,
                                   isect_vec *on1, isect_vec *on2)
{
    isect_real q = isect_cross(delta1, delta2);
    isect_real s = 0;
    if (q != 0)
        s = isect_clamp(isect_cross(isect_sub(pos2, pos1), delta2) / q, 0, 1);
    *on2 = isect_nearest_segment(pos2, delta2, isect_add(pos1, isect_scale(delta1, s)));
    *on1 = isect_nearest_segment(pos1, delta1, *on2);
}
static isect_real isect_capsule_reach(isect_capsule capsule, isect_vec axis)
{
    return isect_max(0, isect_dot(capsule.delta, axis)) + capsule.radius;
}

static isect_real isect_box_reach(isect_aabb box, isect_vec axis)
{
    return isect_abs(axis.x) * box.half.x + isect_abs(axis.y) * box.half.y;
}
static int isect_add_axis_normals(isect_vec delta, isect_vec *axes, int count)
{
    if (delta.x != 0 || delta.y != 0) {
        isect_vec n = isect_normalize(isect_v(-delta.y, delta.x));
        axes[count] = n;
        axes[count + 1] = isect_scale(n, -1);
        count += 2;
    }
    return count;
}
static isect_vec isect_capsule_tip(isect_capsule capsule, isect_vec axis,
                                   isect_vec nearest)
{
    isect_real along = isect_dot(capsule.delta, axis);
    isect_real slack = ISECT_EPSILON * (isect_abs(capsule.delta.x)
                                        + isect_abs(capsule.delta.y));
    if (along > slack)
        return isect_add(capsule.pos, capsule.delta);
    if (along < -slack)
        return capsule.pos;
    return nearest;
}
ISECT_SLOW static bool isect_capsule_capsule_huge(isect_capsule capsule,
                                       isect_capsule other, isect_hit *out)
{
    capsule = isect_shrink_capsule(capsule);
    other = isect_shrink_capsule(other);
    if (!isect_finite(capsule.pos.x + capsule.pos.y + capsule.delta.x
                      + capsule.delta.y + capsule.radius + other.pos.x
                      + other.pos.y + other.delta.x + other.delta.y
                      + other.radius))
        return false;
    return isect_grow_hit(isect_capsule_capsule(capsule, other, out), out);
}
ISECT_SLOW static bool isect_capsule_capsule_round(isect_capsule capsule,
                                       isect_capsule other, isect_hit *out)
{
    isect_vec from;
    int region;
    if (other.delta.x == 0 && other.delta.y == 0) {
        region = isect_axis_region(capsule.pos, capsule.delta, other.pos, &from);
        return isect_capsule_push_point(capsule, other.pos, other.radius, region,
                                        from, out);
    }
    region = isect_axis_region(other.pos, other.delta, capsule.pos, &from);
    isect_capsule_push_point(other, capsule.pos, capsule.radius, region, from, out);
    out->normal = isect_scale(out->normal, -1);
    out->delta = isect_scale(out->delta, -1);
    out->pos = isect_add(capsule.pos, isect_scale(out->normal, capsule.radius));
    return true;
}
bool isect_capsule_capsule(isect_capsule capsule, isect_capsule other,
                           isect_hit *out)
{
    isect_vec near1, near2, gap;
    isect_real graze;
    if (!(isect_size(capsule.delta) + isect_size(other.delta)
          + isect_size(isect_sub(other.pos, capsule.pos)) + capsule.radius
          + other.radius <= ISECT_HUGE))
        return isect_capsule_capsule_huge(capsule, other, out);
    if (!isect_segments_closer(capsule.pos, capsule.delta, other.pos, other.delta,
                               capsule.radius + other.radius, false, &graze))
        return false;
    if (out != NULL) {
        if ((capsule.delta.x == 0 && capsule.delta.y == 0)
            || (other.delta.x == 0 && other.delta.y == 0))
            return isect_capsule_capsule_round(capsule, other, out);
        isect_closest_segments(capsule.pos, capsule.delta, other.pos, other.delta,
                               &near1, &near2);
        gap = isect_sub(near2, near1);
        isect_vec axes[5], rel = isect_sub(other.pos, capsule.pos), tip;
        isect_real depth, best_depth = ISECT_REAL_MAX;
        int count = 0, best = 0, i;
        if (gap.x != 0 || gap.y != 0)
            axes[count++] = isect_normalize(gap);
        count = isect_add_axis_normals(capsule.delta, axes, count);
        count = isect_add_axis_normals(other.delta, axes, count);
        if (count == 0)
            axes[count++] = isect_v(1, 0);
        for (i = 0; i < count; i++) {
            depth = isect_capsule_reach(capsule, axes[i])
                  + isect_capsule_reach(other, isect_scale(axes[i], -1))
                  - isect_dot(rel, axes[i]);
            if (depth < best_depth) {
                best_depth = depth;
                best = i;
            }
        }
        tip = isect_capsule_tip(capsule, axes[best], near1);
        out->normal = axes[best];
        out->pos = isect_add(tip, isect_scale(axes[best], capsule.radius));
        out->delta = isect_scale(axes[best], isect_max(best_depth, 0));
        out->time = 0;
    }
    return true;
}
static bool isect_closest_segment_box(isect_vec pos, isect_vec delta,
                                      isect_aabb box, isect_vec *on_segment,
                                      isect_vec *on_box)
{
    isect_hit hit;
    isect_vec end = isect_add(pos, delta), gap, q, corner;
    isect_real best, d2;
    int i;
    if (isect_aabb_segment_whole(box, pos, delta, isect_v(0, 0), &hit)) {
        *on_segment = isect_add(pos, isect_scale(delta, hit.time));
        *on_box = *on_segment;
        return true;
    }
    if ((box.half.x == 0 || box.half.y == 0)
        && isect_segment_segment(isect_sub(box.pos, box.half),
                                 isect_scale(box.half, 2), pos, delta, &hit, NULL)) {
        *on_segment = hit.pos;
        *on_box = hit.pos;
        return false;
    }
    *on_segment = pos;
    *on_box = isect_nearest_aabb(box, pos);
    gap = isect_sub(*on_box, pos);
    best = isect_dot(gap, gap);
    q = isect_nearest_aabb(box, end);
    gap = isect_sub(q, end);
    d2 = isect_dot(gap, gap);
    if (d2 < best) {
        best = d2;
        *on_segment = end;
        *on_box = q;
    }
    for (i = 0; i < 4; i++) {
        corner = isect_v(box.pos.x + (i & 1 ? box.half.x : -box.half.x),
                         box.pos.y + (i & 2 ? box.half.y : -box.half.y));
        q = isect_nearest_segment(pos, delta, corner);
        gap = isect_sub(corner, q);
        d2 = isect_dot(gap, gap);
        if (d2 < best) {
            best = d2;
            *on_segment = q;
            *on_box = corner;
        }
    }
    return false;
}
#ifdef ISECT_FLOAT
#define ISECT_TINY_AXIS 0x1p-60f
#define ISECT_AXIS_BOOST 0x1p80f
#else
#define ISECT_TINY_AXIS 0x1p-500
#define ISECT_AXIS_BOOST 0x1p600
#endif

static inline isect_vec isect_long_enough(isect_vec axis)
{
    if (isect_size(axis) < ISECT_TINY_AXIS)
        return isect_scale(axis, ISECT_AXIS_BOOST);
    return axis;
}

static ISECT_INLINE void isect_corner_sides(isect_vec axis, const isect_vec *corners,
                                            isect_vec pos, isect_real *below,
                                            isect_real *above)
{
    isect_real side;
    int i;
    *below = *above = isect_cross(axis, isect_sub(corners[0], pos));
    for (i = 1; i < 4; i++) {
        side = isect_cross(axis, isect_sub(corners[i], pos));
        *below = isect_min(*below, side);
        *above = isect_max(*above, side);
    }
}

static bool isect_segment_box_closer(isect_vec pos, isect_vec delta,
                                     isect_aabb box, isect_real reach)
{
    isect_vec end = isect_add(pos, delta), from, corners[4];
    isect_vec lo = isect_sub(box.pos, box.half), hi = isect_add(box.pos, box.half);
    isect_vec least = isect_v(isect_min(pos.x, end.x), isect_min(pos.y, end.y));
    isect_vec most = isect_v(isect_max(pos.x, end.x), isect_max(pos.y, end.y));
    isect_real below, above;
    int i;
    if (least.x - reach > hi.x || most.x + reach < lo.x
        || least.y - reach > hi.y || most.y + reach < lo.y)
        return false;
    corners[0] = lo;
    corners[1] = isect_v(hi.x, lo.y);
    corners[2] = isect_v(lo.x, hi.y);
    corners[3] = hi;
    isect_corner_sides(delta, corners, pos, &below, &above);
    if (below * above == 0) /* a side of zero: exact, or underflow */
        isect_corner_sides(isect_long_enough(delta), corners, pos, &below, &above);
    if (reach <= 0) {
        return box.half.x > 0 && box.half.y > 0
            && least.x < hi.x && most.x > lo.x && least.y < hi.y && most.y > lo.y
            && ((delta.x == 0 && delta.y == 0) || (below < 0 && above > 0));
    }
    if (least.x <= hi.x && most.x >= lo.x && least.y <= hi.y && most.y >= lo.y
        && below <= 0 && above >= 0)
        return true;
    if (isect_axis_excess(delta, -1, isect_sub(isect_nearest_aabb(box, pos), pos), reach) < 0
        || isect_axis_excess(delta, -1, isect_sub(isect_nearest_aabb(box, end), end), reach) < 0)
        return true;
    for (i = 0; i < 4; i++) {
        int region = isect_axis_region(pos, delta, corners[i], &from);
        if (isect_axis_excess(delta, region, from, reach) < 0)
            return true;
    }
    return false;
}
ISECT_SLOW static bool isect_capsule_aabb_huge(isect_capsule capsule, isect_aabb box,
                                    isect_hit *out)
{
    capsule = isect_shrink_capsule(capsule);
    box = isect_shrink_aabb(box);
    if (!isect_finite(capsule.pos.x + capsule.pos.y + capsule.delta.x
                      + capsule.delta.y + capsule.radius + box.pos.x
                      + box.pos.y + box.half.x + box.half.y))
        return false;
    return isect_grow_hit(isect_capsule_aabb(capsule, box, out), out);
}
static isect_real isect_capsule_box_depth(isect_capsule capsule, isect_aabb box,
                                          isect_vec rel, isect_vec axis)
{
    return isect_capsule_reach(capsule, axis) + isect_box_reach(box, axis)
         - isect_dot(rel, axis);
}

static inline void isect_keep_shallower(isect_real depth, isect_vec axis,
                                        isect_real *best_depth, isect_vec *best_axis)
{
    if (depth < *best_depth) {
        *best_depth = depth;
        *best_axis = axis;
    }
}
bool isect_capsule_aabb(isect_capsule capsule, isect_aabb box, isect_hit *out)
{
    isect_vec near1, near2, gap;
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        isect_circle circle;
        circle.pos = capsule.pos;
        circle.radius = capsule.radius;
        if (!isect_circle_aabb(circle, box, out))
            return false;
        if (out != NULL)
            out->pos = isect_add(capsule.pos, isect_scale(out->normal, capsule.radius));
        return true;
    }
    if (!(isect_size(capsule.delta) + isect_size(isect_sub(box.pos, capsule.pos))
          + isect_size(box.half) + capsule.radius <= ISECT_HUGE))
        return isect_capsule_aabb_huge(capsule, box, out);
    if (!isect_segment_box_closer(capsule.pos, capsule.delta, box, capsule.radius))
        return false;
    if (out != NULL) {
        isect_closest_segment_box(capsule.pos, capsule.delta, box, &near1, &near2);
        gap = isect_sub(near2, near1);
        {
            isect_vec rel = isect_sub(box.pos, capsule.pos), tip, n, axis = isect_v(0, 0);
            isect_real best_depth = ISECT_REAL_MAX, along, spread, offset;
            if (gap.x != 0 || gap.y != 0) {
                n = isect_normalize(gap);
                isect_keep_shallower(isect_capsule_box_depth(capsule, box, rel, n), n,
                                     &best_depth, &axis);
            }
            n = isect_normalize_inline(isect_v(-capsule.delta.y, capsule.delta.x));
            along = isect_dot(capsule.delta, n);
            spread = isect_box_reach(box, n);
            offset = isect_dot(rel, n);
            isect_keep_shallower(isect_max(0, along) + capsule.radius + spread - offset, n,
                                 &best_depth, &axis);
            isect_keep_shallower(isect_max(0, -along) + capsule.radius + spread + offset,
                                 isect_scale(n, -1), &best_depth, &axis);
            isect_keep_shallower(isect_max(0, -capsule.delta.y) + capsule.radius + box.half.y + rel.y,
                                 isect_v(0, -1), &best_depth, &axis);
            isect_keep_shallower(isect_max(0, capsule.delta.y) + capsule.radius + box.half.y - rel.y,
                                 isect_v(0, 1), &best_depth, &axis);
            isect_keep_shallower(isect_max(0, -capsule.delta.x) + capsule.radius + box.half.x + rel.x,
                                 isect_v(-1, 0), &best_depth, &axis);
            isect_keep_shallower(isect_max(0, capsule.delta.x) + capsule.radius + box.half.x - rel.x,
                                 isect_v(1, 0), &best_depth, &axis);
            tip = isect_capsule_tip(capsule, axis, near1);
            out->normal = axis;
            out->pos = isect_add(tip, isect_scale(axis, capsule.radius));
            out->delta = isect_scale(axis, isect_max(best_depth, 0));
            out->time = 0;
        }
    }
    return true;
}
static bool isect_capsule_circle_at(const void *still, const void *moving,
                                    isect_vec pos, isect_hit *out)
{
    isect_circle moved = *(const isect_circle *)moving;
    moved.pos = pos;
    return isect_capsule_circle(*(const isect_capsule *)still, moved, out);
}

bool isect_capsule_sweep_circle(isect_capsule capsule, isect_circle moving,
                                isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_vec tip = isect_add(capsule.pos, capsule.delta);
    isect_real r = capsule.radius;
    bool found = false;
    if (isect_path_out_of_reach(moving.pos, delta,
                                isect_v(moving.radius, moving.radius),
                                isect_v(isect_min(capsule.pos.x, tip.x) - r,
                                        isect_min(capsule.pos.y, tip.y) - r),
                                isect_v(isect_max(capsule.pos.x, tip.x) + r,
                                        isect_max(capsule.pos.y, tip.y) + r)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_capsule_circle(capsule, moving, &hit)) {
        isect_vec apart = isect_sub(moving.pos, isect_capsule_middle(capsule));
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if (delta.x != 0 || delta.y != 0) {
        int entry = isect_capsule_entry_quick(&capsule, moving.radius,
                                              moving.pos, delta, &hit);
        if (entry == 0)
            entry = isect_capsule_enters_outside(&capsule, moving.radius,
                                                 moving.pos, delta, &hit);
        if (entry < 0)
            return isect_sweep_whole_way(moving.pos, delta, out);
        found = entry > 0;
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_capsule_circle_at, &capsule, &moving, out);
}
static inline bool isect_clip_by_edge(isect_vec u, isect_vec v,
                                      isect_vec delta, isect_real w,
                                      isect_vec pos, bool end_inside,
                                      isect_real *t_near, isect_vec *entry)
{
    isect_real start = isect_inner_side(u, v, pos, w);
    isect_real rate = w * isect_cross(isect_sub(v, u), delta);
    isect_real t;
    if (start > 0)
        return true;
    if (-start < rate)
        t = -start / rate;
    else if (end_inside)
        t = 1; /* the end is past the edge by a rounding step at most */
    else
        return false; /* also a NaN, past the range */
    if ((entry->x == 0 && entry->y == 0) || t > *t_near) {
        *t_near = t;
        *entry = isect_sub(v, u);
    }
    return true;
}
bool isect_triangle_segment(isect_triangle tri, isect_vec pos, isect_vec delta,
                            isect_hit *out)
{
    isect_real w, o_a, o_b, o_c, t_near = 0;
    isect_vec entry = isect_v(0, 0), end = isect_add(pos, delta);
    if (isect_max(pos.x, end.x) < isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x))
        || isect_min(pos.x, end.x) > isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x))
        || isect_max(pos.y, end.y) < isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y))
        || isect_min(pos.y, end.y) > isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)))
        return false;
    w = isect_winding_of(tri);
    if (w == 0)
        return false;
    o_a = isect_cross(delta, isect_sub(tri.a, pos));
    o_b = isect_cross(delta, isect_sub(tri.b, pos));
    o_c = isect_cross(delta, isect_sub(tri.c, pos));
    if (!((o_a > 0 || o_b > 0 || o_c > 0) && (o_a < 0 || o_b < 0 || o_c < 0))
        || !isect_clip_by_edge(tri.a, tri.b, delta, w, pos, false, &t_near, &entry)
        || !isect_clip_by_edge(tri.b, tri.c, delta, w, pos, false, &t_near, &entry)
        || !isect_clip_by_edge(tri.c, tri.a, delta, w, pos, false, &t_near, &entry)
        || (entry.x == 0 && entry.y == 0)) {
        if (isect_triangle_point(tri, pos, out)) {
            if (out != NULL)
                out->delta = isect_scale(delta, -1);
            return true;
        }
        if (!isect_triangle_point(tri, end, out))
            return false;
        t_near = 0;
        entry = isect_v(0, 0);
        (void)isect_clip_by_edge(tri.a, tri.b, delta, w, pos, true, &t_near, &entry);
        (void)isect_clip_by_edge(tri.b, tri.c, delta, w, pos, true, &t_near, &entry);
        (void)isect_clip_by_edge(tri.c, tri.a, delta, w, pos, true, &t_near, &entry);
        if (entry.x == 0 && entry.y == 0) {
            if (out != NULL) {
                out->time = 1;
                out->pos = end;
                out->delta = isect_v(0, 0);
            }
            return true;
        }
    }
    if (out != NULL) {
        out->time = t_near;
        out->normal = isect_normalize(isect_v(w * entry.y, -w * entry.x));
        out->pos = isect_add(pos, isect_scale(delta, t_near));
        out->delta = isect_scale(delta, -(1 - t_near));
    }
    return true;
}
#ifdef ISECT_FLOAT
#define ISECT_SQUARE_STEP 0x1p16f
#else
#define ISECT_SQUARE_STEP 0x1p128
#endif

ISECT_SLOW static bool isect_closer_than_far(isect_real s, isect_real len2, isect_real r)
{
    isect_real step = ISECT_SQUARE_STEP, back = 1 / ISECT_SQUARE_STEP;
    int grow = 0;
    r = isect_abs(r);
    if (!(r > 0 && r <= ISECT_REAL_MAX && len2 > 0 && len2 <= ISECT_REAL_MAX
          && isect_abs(s) <= ISECT_REAL_MAX))
        return false; /* zero, or not a finite number */
    for (; len2 < back * back; grow++)
        len2 *= step * step;
    for (; len2 > step * step; grow--)
        len2 *= back * back;
    for (; r < back; grow++)
        r *= step;
    for (; r > step; grow--)
        r *= back;
    for (; grow > 0; grow--)
        s *= step;
    for (; grow < 0; grow++)
        s *= back;
    return s * s < r * r * len2;
}

static bool isect_closer_than(isect_real s, isect_real len2, isect_real r)
{
    isect_real lhs = s * s, rhs = r * r * len2;
    if (lhs < rhs) {
        if (rhs >= ISECT_REAL_MIN)
            return true;
    } else if (rhs >= ISECT_REAL_MIN && lhs <= ISECT_REAL_MAX) {
        return false;
    }
    return isect_closer_than_far(s, len2, r);
}
static bool isect_push_circle_off_corner(isect_vec corner, isect_vec e,
                                         isect_real r, isect_hit *out)
{
    isect_real e2 = isect_dot(e, e), length;
    if (e2 >= r * r)
        return false;
    if (out != NULL) {
        if (isect_in_fast_range(e2)) {
            length = isect_sqrt(e2);
            out->normal = isect_divide_both(e, length);
        } else {
            length = isect_length(e);
            out->normal = isect_normalize(e);
        }
        out->pos = corner;
        out->delta = isect_scale(out->normal, isect_max(r - length, 0));
        out->time = 0;
    }
    return true;
}
static bool isect_push_circle_off_edge(isect_vec edge, isect_real w,
                                       isect_real s, isect_vec center,
                                       isect_real r, isect_hit *out)
{
    isect_real e2 = isect_dot(edge, edge), length, depth;
    isect_vec e = isect_v(w * edge.y, -w * edge.x);
    if (!isect_closer_than(s, e2, r))
        return false;
    if (out != NULL) {
        if (isect_in_fast_range(e2)) {
            length = isect_sqrt(e2);
            out->normal = isect_divide_both(e, length);
        } else {
            length = isect_length(e);
            out->normal = isect_normalize(e);
        }
        depth = s / length;
        out->pos = isect_add(center, isect_scale(out->normal, depth));
        out->delta = isect_scale(out->normal, isect_max(depth + r, 0));
        out->time = 0;
    }
    return true;
}
ISECT_NOINLINE static bool isect_push_circle_out_of_triangle(
    const isect_triangle *tri, isect_real w, isect_vec p, isect_real s_ab,
    isect_real s_bc, isect_real s_ca, isect_real r, isect_hit *out)
{
    isect_vec edge = isect_sub(tri->b, tri->a);
    isect_vec bc = isect_sub(tri->c, tri->b), ca = isect_sub(tri->a, tri->c);
    isect_real depth = s_ab / isect_length(edge);
    isect_real d = s_bc / isect_length(bc);
    if (d < depth) {
        depth = d;
        edge = bc;
    }
    d = s_ca / isect_length(ca);
    if (d < depth) {
        depth = d;
        edge = ca;
    }
    if (!(depth <= ISECT_REAL_MAX)) /* overflowed: only past the range */
        depth = ISECT_REAL_MAX;
    if (!(depth + r > 0 && depth + r <= ISECT_REAL_MAX)) /* past the range */
        return false;
    if (out != NULL) {
        out->normal = isect_normalize(isect_v(w * edge.y, -w * edge.x));
        out->pos = isect_add(p, isect_scale(out->normal, depth));
        out->delta = isect_scale(out->normal, depth + r);
        out->time = 0;
    }
    return true;
}
ISECT_NOINLINE static bool isect_flat_triangle_circle(isect_triangle tri, isect_circle circle,
                                       isect_hit *out)
{
    isect_vec u, v, e, left;
    isect_real r = circle.radius;
    isect_flat_edge(tri, &u, &v);
    e = isect_sub(v, u);
    left = (e.x == 0 && e.y == 0) ? isect_v(1, 0)
                                  : isect_normalize(isect_v(-e.y, e.x));
    {
        isect_vec cu = isect_sub(circle.pos, u), cv = isect_sub(circle.pos, v);
        bool at_u = isect_dot(cu, e) <= 0;
        if (at_u || isect_dot(cv, e) >= 0) {
            isect_vec end = at_u ? u : v, off = at_u ? cu : cv;
            if (off.x != 0 || off.y != 0)
                return isect_push_circle_off_corner(end, off, r, out);
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
        return isect_push_circle_off_edge(e, side >= 0 ? -1 : 1, -isect_abs(side),
                                          circle.pos, r, out);
    }
}
static ISECT_INLINE bool isect_triangle_circle_wound(
    const isect_triangle *tri, const isect_circle *circle, isect_vec ap,
    isect_vec bp, isect_vec cp, isect_vec ab, isect_vec bc, isect_vec ca,
    isect_real w, isect_hit *out)
{
    isect_real r = circle->radius;
    isect_real s_ab = w * isect_cross(ab, ap), s_bc = w * isect_cross(bc, bp),
               s_ca = w * isect_cross(ca, cp);
    if (!(s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && isect_zero_between(ap.x, bp.x, cp.x)
          && isect_zero_between(ap.y, bp.y, cp.y))) {
        if (isect_off_corner(ap, ab, ca))
            return isect_push_circle_off_corner(tri->a, ap, r, out);
        if (isect_off_corner(bp, bc, ab))
            return isect_push_circle_off_corner(tri->b, bp, r, out);
        if (isect_off_corner(cp, ca, bc))
            return isect_push_circle_off_corner(tri->c, cp, r, out);
        if (isect_off_edge(s_ab, ap, bp, ab))
            return isect_push_circle_off_edge(ab, w, s_ab, circle->pos, r, out);
        if (isect_off_edge(s_bc, bp, cp, bc))
            return isect_push_circle_off_edge(bc, w, s_bc, circle->pos, r, out);
        if (isect_off_edge(s_ca, cp, ap, ca))
            return isect_push_circle_off_edge(ca, w, s_ca, circle->pos, r, out);
    }
    return isect_push_circle_out_of_triangle(tri, w, circle->pos, s_ab, s_bc, s_ca, r,
                                             out);
}

ISECT_NOINLINE static bool isect_triangle_circle_unsure(
    const isect_triangle *tri, const isect_circle *circle, isect_vec ap,
    isect_vec bp, isect_vec cp, isect_vec ab, isect_vec bc, isect_vec ca,
    isect_hit *out)
{
    return isect_triangle_circle_wound(tri, circle, ap, bp, cp, ab, bc, ca, 2,
                                       out);
}

ISECT_NOINLINE static bool isect_triangle_circle_near(
    const isect_triangle *tri, const isect_circle *circle, isect_real apx,
    isect_real apy, isect_real bpx, isect_real bpy, isect_real cpx, isect_real cpy,
    isect_hit *out)
{
    isect_vec ap = isect_v(apx, apy), bp = isect_v(bpx, bpy), cp = isect_v(cpx, cpy);
    isect_vec ab, bc, ca;
    isect_real w;
    ab = isect_sub(tri->b, tri->a);
    bc = isect_sub(tri->c, tri->b);
    ca = isect_sub(tri->a, tri->c);
    if (!(isect_size(ab) + isect_size(ca) + isect_size(ap) + circle->radius
          <= ISECT_HUGE))
        return isect_triangle_circle_huge(*tri, *circle, out);
    w = isect_winding_of_area(isect_cross(ca, ab));
    if (w == 1)
        return isect_triangle_circle_wound(tri, circle, ap, bp, cp, ab, bc, ca,
                                           1, out);
    if (w == -1)
        return isect_triangle_circle_wound(tri, circle, ap, bp, cp, ab, bc, ca,
                                           -1, out);
    if (w == 0)
        return isect_flat_triangle_circle(*tri, *circle, out);
    return isect_triangle_circle_unsure(tri, circle, ap, bp, cp, ab, bc, ca, out);
}

bool isect_triangle_circle(isect_triangle tri, isect_circle circle,
                           isect_hit *out)
{
    if (isect_circle_beside_triangle(tri, circle.pos, circle.radius))
        return false;
    return isect_triangle_circle_near(&tri, &circle, circle.pos.x - tri.a.x,
                                      circle.pos.y - tri.a.y, circle.pos.x - tri.b.x,
                                      circle.pos.y - tri.b.y, circle.pos.x - tri.c.x,
                                      circle.pos.y - tri.c.y, out);
}

ISECT_NOINLINE static bool isect_triangle_circle_ref(const isect_triangle *tri,
                                                     const isect_circle *circle,
                                                     isect_hit *out)
{
    if (isect_circle_beside_triangle(*tri, circle->pos, circle->radius))
        return false;
    return isect_triangle_circle_near(tri, circle, circle->pos.x - tri->a.x,
                                      circle->pos.y - tri->a.y, circle->pos.x - tri->b.x,
                                      circle->pos.y - tri->b.y, circle->pos.x - tri->c.x,
                                      circle->pos.y - tri->c.y, out);
}
typedef struct isect_sat {
    isect_real depth;
    isect_vec normal;
    bool of_first;
} isect_sat;
static void isect_sat_keep(isect_sat *best, isect_vec axis, bool of_first,
                           isect_real up, isect_real down)
{
    isect_real depth = isect_min(up, down) / isect_length(axis);
    if (depth < best->depth) {
        best->depth = depth;
        best->normal = up <= down ? axis : isect_scale(axis, -1);
        best->of_first = of_first;
    }
}
static void isect_flat_in_one_order(isect_triangle *tri)
{
    isect_vec t;
    if (isect_comes_before(tri->a, tri->b))
        t = tri->a, tri->a = tri->b, tri->b = t;
    if (isect_comes_before(tri->b, tri->c))
        t = tri->b, tri->b = tri->c, tri->c = t;
    if (isect_comes_before(tri->a, tri->b))
        t = tri->a, tri->a = tri->b, tri->b = t;
}

static inline isect_real isect_axis_winding(isect_triangle *tri)
{
    isect_real w = isect_winding_of(*tri);
    if (w != 0)
        return w;
    isect_flat_in_one_order(tri);
    return 1;
}

static inline isect_vec isect_edge_normal(isect_vec u, isect_vec v, isect_real w)
{
    isect_vec edge = isect_sub(v, u);
    isect_real size = isect_abs(edge.x) + isect_abs(edge.y);
    if (size == 0)
        return isect_v(1, 0);
    w = size < ISECT_TINY_AXIS ? w * ISECT_AXIS_BOOST : w;
    return isect_v(w * edge.y, -w * edge.x);
}

static void isect_triangle_shadow(const isect_triangle *tri, isect_vec origin,
                                  isect_vec axis, isect_real *lo, isect_real *hi)
{
    isect_real a = isect_dot(isect_sub(tri->a, origin), axis);
    isect_real b = isect_dot(isect_sub(tri->b, origin), axis);
    isect_real c = isect_dot(isect_sub(tri->c, origin), axis);
    *lo = isect_min(a, isect_min(b, c));
    *hi = isect_max(a, isect_max(b, c));
}

static ISECT_INLINE bool isect_flat_box_misses(isect_triangle *tri, isect_aabb box,
                                               isect_real *w)
{
    isect_vec n;
    *w = isect_winding_of(*tri);
    if (*w != 0)
        return false;
    *w = isect_axis_winding(tri); /* flat: its one order, and 1 */
    n = isect_edge_normal(tri->c, tri->a, 1);
    return box.half.x * isect_abs(n.x) + box.half.y * isect_abs(n.y) == 0;
}
static inline void isect_corner_shadow(const isect_vec *from, isect_vec axis,
                                       isect_real *lo, isect_real *hi)
{
    isect_real a = isect_dot(from[0], axis);
    isect_real b = isect_dot(from[1], axis);
    isect_real c = isect_dot(from[2], axis);
    *lo = isect_min(a, isect_min(b, c));
    *hi = isect_max(a, isect_max(b, c));
}
static isect_vec isect_triangle_support(isect_triangle tri, isect_vec dir)
{
    isect_real a = isect_dot(tri.a, dir), b = isect_dot(tri.b, dir),
               c = isect_dot(tri.c, dir);
    if (a >= b && a >= c)
        return tri.a;
    return b >= c ? tri.b : tri.c;
}
ISECT_SLOW static bool isect_triangle_aabb_huge(isect_triangle tri, isect_aabb box,
                                                isect_hit *out)
{
    tri = isect_shrink_triangle(tri);
    box = isect_shrink_aabb(box);
    if (!isect_finite(isect_size(tri.a) + isect_size(tri.b) + isect_size(tri.c)
                      + isect_size(box.pos) + isect_size(box.half)))
        return false;
    return isect_grow_hit(isect_triangle_aabb(tri, box, out), out);
}
bool isect_triangle_aabb(isect_triangle tri, isect_aabb box, isect_hit *out)
{
    isect_real w;
    isect_vec n[3];
    isect_real up[5], down[5];
    if (isect_flat_box_misses(&tri, box, &w))
        return false;
    {
        isect_real lo = isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y)) - box.pos.y;
        isect_real hi = isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)) - box.pos.y;
        up[3] = hi + box.half.y;
        down[3] = box.half.y - lo;
        lo = isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x)) - box.pos.x;
        hi = isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x)) - box.pos.x;
        up[4] = hi + box.half.x;
        down[4] = box.half.x - lo;
        if (up[3] <= 0 || down[3] <= 0 || up[4] <= 0 || down[4] <= 0)
            return false;
        if (!(up[3] + down[3] + up[4] + down[4] <= 2 * ISECT_HUGE))
            return isect_triangle_aabb_huge(tri, box, out);
    }
    {
        isect_vec edges[3][2];
        int i;
        edges[0][0] = tri.a; edges[0][1] = tri.b;
        edges[1][0] = tri.b; edges[1][1] = tri.c;
        edges[2][0] = tri.c; edges[2][1] = tri.a;
        for (i = 0; i < 3; i++) {
            isect_real e, lo, hi;
            n[i] = isect_edge_normal(edges[i][0], edges[i][1], w);
            e = box.half.x * isect_abs(n[i].x) + box.half.y * isect_abs(n[i].y);
            isect_triangle_shadow(&tri, box.pos, n[i], &lo, &hi);
            up[i] = hi + e;
            down[i] = e - lo;
            if (up[i] <= 0 || down[i] <= 0)
                return false;
        }
    }
    if (out != NULL) {
        isect_sat best;
        int i;
        best.depth = ISECT_REAL_MAX;
        best.normal = isect_v(0, 0);
        best.of_first = true;
        for (i = 0; i < 3; i++)
            isect_sat_keep(&best, n[i], true, up[i], down[i]);
        isect_sat_keep(&best, isect_v(0, 1), false, up[3], down[3]);
        isect_sat_keep(&best, isect_v(1, 0), false, up[4], down[4]);
        out->normal = isect_normalize(best.normal);
        out->delta = isect_scale(out->normal, best.depth);
        out->time = 0;
        if (best.of_first) {
            isect_vec corner = isect_v(box.pos.x - box.half.x * isect_sign(out->normal.x),
                                       box.pos.y - box.half.y * isect_sign(out->normal.y));
            out->pos = isect_nearest_triangle(tri, isect_add(corner, out->delta));
        } else {
            out->pos = isect_triangle_support(tri, out->normal);
        }
    }
    return true;
}
static inline bool isect_gap_on_edge(isect_vec u, isect_vec v, isect_real w,
                                     const isect_vec *from, isect_vec *n,
                                     isect_real *up, isect_real *down)
{
    isect_real lo1, hi1, lo2, hi2;
    *n = isect_edge_normal(u, v, w);
    isect_corner_shadow(from, *n, &lo1, &hi1);
    isect_corner_shadow(from + 3, *n, &lo2, &hi2);
    *up = hi1 - lo2;
    *down = hi2 - lo1;
    return (*up <= 0) | (*down <= 0);
}
ISECT_SLOW static bool isect_triangle_triangle_huge(isect_triangle tri, isect_triangle other,
                                         isect_hit *out)
{
    tri = isect_shrink_triangle(tri);
    other = isect_shrink_triangle(other);
    if (!isect_finite(tri.a.x + tri.a.y + tri.b.x + tri.b.y + tri.c.x + tri.c.y
                      + other.a.x + other.a.y + other.b.x + other.b.y + other.c.x
                      + other.c.y))
        return false;
    return isect_grow_hit(isect_triangle_triangle(tri, other, out), out);
}
bool isect_triangle_triangle(isect_triangle tri, isect_triangle other,
                             isect_hit *out)
{
    isect_vec origin, from[6], n[6];
    isect_real w[2], up[6], down[6];
    int i;
    bool gap;
    if (!(isect_size(isect_sub(tri.b, tri.a)) + isect_size(isect_sub(tri.c, tri.a))
          + isect_size(isect_sub(other.b, other.a))
          + isect_size(isect_sub(other.c, other.a))
          + isect_size(isect_sub(other.a, tri.a)) <= ISECT_HUGE))
        return isect_triangle_triangle_huge(tri, other, out);
    origin.x = isect_min(isect_min(isect_min(tri.a.x, tri.b.x), tri.c.x),
                         isect_min(isect_min(other.a.x, other.b.x), other.c.x));
    origin.y = isect_min(isect_min(isect_min(tri.a.y, tri.b.y), tri.c.y),
                         isect_min(isect_min(other.a.y, other.b.y), other.c.y));
    w[0] = isect_axis_winding(&tri);
    w[1] = isect_axis_winding(&other);
    if (w[0] > 1 || w[1] > 1)
        return isect_triangle_triangle_huge(tri, other, out);
    from[0] = isect_sub(tri.a, origin);
    from[1] = isect_sub(tri.b, origin);
    from[2] = isect_sub(tri.c, origin);
    from[3] = isect_sub(other.a, origin);
    from[4] = isect_sub(other.b, origin);
    from[5] = isect_sub(other.c, origin);
    gap = isect_gap_on_edge(tri.a, tri.b, w[0], from, n, up, down);
    gap |= isect_gap_on_edge(tri.b, tri.c, w[0], from, n + 1, up + 1, down + 1);
    gap |= isect_gap_on_edge(tri.c, tri.a, w[0], from, n + 2, up + 2, down + 2);
    if (gap)
        return false;
    gap = isect_gap_on_edge(other.a, other.b, w[1], from, n + 3, up + 3, down + 3);
    gap |= isect_gap_on_edge(other.b, other.c, w[1], from, n + 4, up + 4, down + 4);
    gap |= isect_gap_on_edge(other.c, other.a, w[1], from, n + 5, up + 5, down + 5);
    if (gap)
        return false;
    if (out != NULL) {
        isect_sat best;
        best.depth = ISECT_REAL_MAX;
        best.normal = isect_v(0, 0);
        best.of_first = true;
        for (i = 0; i < 6; i++)
            isect_sat_keep(&best, n[i], i < 3, up[i], down[i]);
        out->normal = isect_normalize(best.normal);
        out->delta = isect_scale(out->normal, best.depth);
        out->time = 0;
        if (best.of_first)
            out->pos = isect_nearest_triangle(
                tri, isect_add(isect_triangle_support(other, isect_scale(out->normal, -1)),
                               out->delta));
        else
            out->pos = isect_triangle_support(tri, out->normal);
    }
    return true;
}
typedef struct isect_swept_axis {
    isect_wide enter;  /* when the shadows start to overlap */
    isect_real speed;  /* s = |v|, or 0 when the box moves along the axis */
    isect_vec normal;  /* the axis, turned out of the triangle toward the box */
    int rank;          /* 0: a triangle's edge, 1: the box's axis, 2: neither */
} isect_swept_axis;
static bool isect_swept_axis_of(isect_swept_axis *ax, isect_wide *leave,
                                isect_vec axis, int rank, isect_real up,
                                isect_real down, isect_real v, isect_real still)
{
    isect_real near, far;
    isect_wide out;
    ax->normal = axis, ax->rank = rank;
    if (!(isect_abs(v) > still)) {
        ax->speed = 0;
        ax->enter = -ISECT_WIDE_MAX;
        return up > 0 && down > 0;
    }
    if (v > 0) {
        near = down, far = up, ax->speed = v;
        ax->normal = isect_scale(axis, -1);
        ax->rank = rank == 0 ? 2 : rank;
    } else {
        near = up, far = down, ax->speed = -v;
    }
    ax->enter = -(isect_wide)near / ax->speed;
    out = (isect_wide)far / ax->speed;
    if (out < *leave)
        *leave = out;
    return true;
}
static bool isect_swept_enter(const isect_swept_axis *ax, int count,
                              isect_wide leave, isect_wide *enter)
{
    int i;
    *enter = -ISECT_WIDE_MAX;
    for (i = 0; i < count; i++)
        *enter = ax[i].enter > *enter ? ax[i].enter : *enter;
    return *enter < leave && *enter < 1 && leave > 0;
}
static bool isect_swept_beats(isect_wide opposes, int rank,
                              isect_wide best_opposes, int best_rank, isect_wide same)
{
    if (rank != best_rank)
        return rank < best_rank;
    return opposes < best_opposes - same;
}
static int isect_swept_pick(const isect_swept_axis *ax, int count, isect_wide enter,
                            isect_real m, isect_real move)
{
    isect_wide room = 16 * ISECT_REAL_EPSILON * (isect_wide)m;
    isect_wide same = 8 * ISECT_REAL_EPSILON * (isect_wide)move;
    isect_wide opposes = ISECT_WIDE_MAX;
    int i, best = -1, last_rank = 2;
    for (i = 0; i < count; i++)
        if (ax[i].speed != 0 && ax[i].enter == enter && ax[i].rank < last_rank)
            last_rank = ax[i].rank;
    for (i = 0; i < count; i++) {
        isect_wide o;
        if (ax[i].speed == 0)
            continue;
        o = (isect_wide)ax[i].speed / isect_length(ax[i].normal);
        if (ax[i].enter != enter
            && !(ax[i].rank < last_rank && (enter - ax[i].enter) * o <= room))
            continue;
        if (best < 0 || isect_swept_beats(o, ax[i].rank, opposes, ax[best].rank, same)) {
            opposes = o;
            best = i;
        }
    }
    return best < 0 ? 0 : best;
}
static bool isect_triangle_box_path(isect_triangle tri, isect_aabb box,
                                    isect_vec delta, isect_hit *hit);

ISECT_SLOW static bool isect_triangle_box_path_huge(isect_triangle tri, isect_aabb box,
                                                    isect_vec delta, isect_hit *hit)
{
    tri = isect_shrink_triangle(tri);
    box = isect_shrink_aabb(box);
    delta = isect_shrink(delta);
    if (!isect_finite(tri.a.x + tri.a.y + tri.b.x + tri.b.y + tri.c.x + tri.c.y
                      + box.pos.x + box.pos.y + box.half.x + box.half.y
                      + delta.x + delta.y))
        return false;
    return isect_grow_hit(isect_triangle_box_path(tri, box, delta, hit), hit);
}
static isect_real isect_box_gap(isect_aabb box, isect_vec center, isect_vec point)
{
    return isect_max(isect_abs(point.x - center.x) - box.half.x, 0)
         + isect_max(isect_abs(point.y - center.y) - box.half.y, 0);
}

static isect_vec isect_touch_point(isect_triangle tri, isect_aabb box, isect_vec at,
                                   isect_vec guess, isect_real m)
{
    isect_real gap = isect_box_gap(box, at, guess), g;
    isect_vec best = guess, p;
    int i;
    if (gap <= 4 * ISECT_REAL_EPSILON * m)
        return guess;
    for (i = 0; i < 7; i++) {
        if (i < 4)
            p = isect_nearest_triangle(tri, isect_v(at.x + (i & 1 ? box.half.x : -box.half.x),
                                                    at.y + (i & 2 ? box.half.y : -box.half.y)));
        else
            p = i == 4 ? tri.a : i == 5 ? tri.b : tri.c;
        g = isect_box_gap(box, at, p);
        if (g < gap) {
            gap = g;
            best = p;
        }
    }
    return best;
}
static bool isect_triangle_box_path(isect_triangle tri, isect_aabb box,
                                    isect_vec delta, isect_hit *hit)
{
    isect_real w, move = isect_size(delta), m;
    isect_swept_axis ax[5];
    isect_wide enter, leave = ISECT_WIDE_MAX;
    isect_vec corners[4];
    int i, best;
    if (isect_flat_box_misses(&tri, box, &w))
        return false;
    if (!(isect_size(tri.a) + isect_size(tri.b) + isect_size(tri.c) + isect_size(box.pos)
          + isect_size(box.half) + move <= ISECT_HUGE))
        return isect_triangle_box_path_huge(tri, box, delta, hit);
    corners[0] = tri.a, corners[1] = tri.b, corners[2] = tri.c, corners[3] = tri.a;
    for (i = 0; i < 3; i++) {
        isect_vec n = isect_edge_normal(corners[i], corners[i + 1], w);
        isect_real e = box.half.x * isect_abs(n.x) + box.half.y * isect_abs(n.y);
        isect_real lo, hi;
        int rank = corners[i].x == corners[i + 1].x && corners[i].y == corners[i + 1].y ? 2 : 0;
        isect_triangle_shadow(&tri, box.pos, n, &lo, &hi);
        if (!isect_swept_axis_of(&ax[i], &leave, n, rank, hi + e, e - lo,
                                 isect_dot(delta, n),
                                 4 * ISECT_REAL_EPSILON * move * isect_size(n)))
            return false;
    }
    {
        isect_real lo = isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y)) - box.pos.y;
        isect_real hi = isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)) - box.pos.y;
        if (!isect_swept_axis_of(&ax[3], &leave, isect_v(0, 1), 1, hi + box.half.y,
                                 box.half.y - lo, delta.y, 4 * ISECT_REAL_EPSILON * move))
            return false;
        lo = isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x)) - box.pos.x;
        hi = isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x)) - box.pos.x;
        if (!isect_swept_axis_of(&ax[4], &leave, isect_v(1, 0), 1, hi + box.half.x,
                                 box.half.x - lo, delta.x, 4 * ISECT_REAL_EPSILON * move))
            return false;
    }
    if (!isect_swept_enter(ax, 5, leave, &enter))
        return false;
    m = isect_max(isect_max(isect_abs(box.pos.x), isect_abs(box.pos.y)),
                  isect_max(box.half.x, box.half.y));
    for (i = 0; i < 3; i++)
        m = isect_max(m, isect_max(isect_abs(corners[i].x), isect_abs(corners[i].y)));
    best = isect_swept_pick(ax, 5, enter, m, move);
    {
        isect_real t = enter > 0 ? (isect_real)enter : 0;
        isect_vec at = isect_add(box.pos, isect_scale(delta, t));
        hit->normal = isect_normalize(ax[best].normal);
        hit->time = t;
        hit->delta = isect_scale(delta, -(1 - t));
        if (ax[best].rank == 0) {
            isect_vec corner = isect_v(at.x - box.half.x * isect_sign(hit->normal.x),
                                       at.y - box.half.y * isect_sign(hit->normal.y));
            hit->pos = isect_nearest_segment(corners[best],
                                             isect_sub(corners[best + 1], corners[best]), corner);
        } else {
            hit->pos = isect_triangle_support(tri, hit->normal);
        }
        hit->pos = isect_touch_point(tri, box, at, hit->pos, m);
    }
    return true;
}
static bool isect_triangle_aabb_at(const void *still, const void *moving,
                                   isect_vec pos, isect_hit *out)
{
    isect_aabb moved = *(const isect_aabb *)moving;
    moved.pos = pos;
    return isect_triangle_aabb(*(const isect_triangle *)still, moved, out);
}

static void isect_triangle_bounds(isect_triangle tri, isect_vec *lo, isect_vec *hi)
{
    *lo = isect_v(isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x)),
                  isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y)));
    *hi = isect_v(isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x)),
                  isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)));
}

bool isect_triangle_sweep_aabb(isect_triangle tri, isect_aabb moving,
                               isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_vec lo, hi;
    bool found = false;
    isect_triangle_bounds(tri, &lo, &hi);
    if (isect_path_out_of_reach(moving.pos, delta, moving.half, lo, hi))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_triangle_aabb(tri, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, NULL, out);
    if (delta.x != 0 || delta.y != 0)
        found = isect_triangle_box_path(tri, moving, delta, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_triangle_aabb_at, &tri, &moving, out);
}
static bool isect_segment_box_path(isect_vec pos, isect_vec seg, isect_aabb box,
                                   isect_vec delta, int side_rank, isect_hit *hit);

ISECT_SLOW static bool isect_segment_box_path_huge(isect_vec pos, isect_vec seg,
                                                   isect_aabb box, isect_vec delta,
                                                   int side_rank, isect_hit *hit)
{
    pos = isect_shrink(pos);
    seg = isect_shrink(seg);
    box = isect_shrink_aabb(box);
    delta = isect_shrink(delta);
    if (!isect_finite(pos.x + pos.y + seg.x + seg.y + box.pos.x + box.pos.y
                      + box.half.x + box.half.y + delta.x + delta.y))
        return false;
    return isect_grow_hit(isect_segment_box_path(pos, seg, box, delta, side_rank, hit), hit);
}
static bool isect_segment_box_path(isect_vec pos, isect_vec seg, isect_aabb box,
                                   isect_vec delta, int side_rank, isect_hit *hit)
{
    isect_vec end = isect_add(pos, seg);
    isect_vec lo = isect_sub(box.pos, box.half), hi = isect_add(box.pos, box.half);
    isect_vec least = isect_v(isect_min(pos.x, end.x), isect_min(pos.y, end.y));
    isect_vec most = isect_v(isect_max(pos.x, end.x), isect_max(pos.y, end.y));
    isect_real move = isect_size(delta), limit = 4 * ISECT_REAL_EPSILON * move;
    isect_swept_axis ax[3];
    isect_wide enter, leave = ISECT_WIDE_MAX;
    int n = 0, best;
    if (!(isect_size(pos) + isect_size(seg) + isect_size(box.pos) + isect_size(box.half)
          + move <= ISECT_HUGE))
        return isect_segment_box_path_huge(pos, seg, box, delta, side_rank, hit);
    if (!(box.half.x > 0 && box.half.y > 0))
        return false;
    if (seg.x != 0 || seg.y != 0) {
        isect_vec axis = seg, corners[4];
        isect_real below, above, motion;
        corners[0] = lo;
        corners[1] = isect_v(hi.x, lo.y);
        corners[2] = isect_v(lo.x, hi.y);
        corners[3] = hi;
        isect_corner_sides(axis, corners, pos, &below, &above);
        motion = isect_cross(axis, delta);
        if (below * above == 0 || motion == 0) { /* exact, or underflow */
            axis = isect_long_enough(seg);
            isect_corner_sides(axis, corners, pos, &below, &above);
            motion = isect_cross(axis, delta);
        }
        if (!isect_swept_axis_of(&ax[n], &leave, isect_v(-axis.y, axis.x), 0, -below,
                                 above, motion, limit * isect_size(axis)))
            return false;
        ax[n++].rank = side_rank;
    }
    if (!isect_swept_axis_of(&ax[n++], &leave, isect_v(0, 1), 1, most.y - lo.y,
                             hi.y - least.y, delta.y, limit)
        || !isect_swept_axis_of(&ax[n++], &leave, isect_v(1, 0), 1, most.x - lo.x,
                                hi.x - least.x, delta.x, limit)
        || !isect_swept_enter(ax, n, leave, &enter))
        return false;
    if (hit != NULL) {
        {
            isect_real m = isect_max(isect_max(isect_abs(box.pos.x), isect_abs(box.pos.y)),
                                     isect_max(box.half.x, box.half.y));
            isect_real t;
            isect_vec at;
            isect_triangle flat;
            m = isect_max(m, isect_max(isect_max(isect_abs(pos.x), isect_abs(pos.y)),
                                       isect_max(isect_abs(end.x), isect_abs(end.y))));
            best = isect_swept_pick(ax, n, enter, m, move);
            t = enter > 0 ? (isect_real)enter : 0;
            at = isect_add(box.pos, isect_scale(delta, t));
            hit->normal = isect_normalize(ax[best].normal);
            hit->time = t;
            hit->delta = isect_scale(delta, -(1 - t));
            if (n == 3 && best == 0)
                hit->pos = isect_nearest_segment(pos, seg,
                    isect_v(at.x - box.half.x * isect_sign(hit->normal.x),
                            at.y - box.half.y * isect_sign(hit->normal.y)));
            else
                hit->pos = isect_dot(end, hit->normal) > isect_dot(pos, hit->normal) ? end : pos;
            flat.a = pos, flat.b = end, flat.c = end;
            hit->pos = isect_touch_point(flat, box, at, hit->pos, m);
        }
    }
    return true;
}
static void isect_keep_earliest(bool *found, isect_hit *best,
                                const isect_hit *hit, isect_vec delta)
{
    if (!(isect_dot(delta, hit->normal) < 0))
        return; /* no entry: along or away from the surface */
    if (!*found || hit->time < best->time
        || (hit->time == best->time
            && isect_dot(delta, hit->normal) > isect_dot(delta, best->normal))) {
        *best = *hit;
        *found = true;
    }
}
static bool isect_capsule_box_path(isect_capsule capsule, isect_aabb box,
                                   isect_vec delta, int side_rank, isect_hit *best)
{
    isect_hit hit;
    isect_vec ends[2], n, out;
    bool found = false;
    int i;
    bool round = capsule.delta.x == 0 && capsule.delta.y == 0;
    ends[0] = capsule.pos;
    ends[1] = isect_add(capsule.pos, capsule.delta);
    if (!round && !(capsule.radius > 0))
        return isect_segment_box_path(capsule.pos, capsule.delta, box, delta, side_rank,
                                      best);
    if (!round) {
        isect_aabb grown = box;
        grown.half = isect_add(box.half, isect_v(capsule.radius, capsule.radius));
        if (!isect_segment_box_path(capsule.pos, capsule.delta, grown, delta, side_rank, NULL))
            return false;
    }
    for (i = 0; i < (round ? 1 : 2); i++) {
        if (isect_rounded_box_segment(box, capsule.radius, ends[i],
                                      isect_scale(delta, -1), &hit)) {
            hit.normal = isect_scale(hit.normal, -1);
            hit.pos = isect_add(hit.pos, isect_scale(delta, hit.time));
            hit.delta = isect_scale(delta, -(1 - hit.time));
            isect_keep_earliest(&found, best, &hit, delta);
        }
    }
    if (!round) {
        n = isect_v(-capsule.delta.y, capsule.delta.x);
        out = isect_v(box.half.x * isect_sign(n.x), box.half.y * isect_sign(n.y));
        for (i = 0; i < 2; i++) {
            isect_vec corner = i == 0 ? isect_add(box.pos, out) : isect_sub(box.pos, out);
            isect_vec step = isect_sub(isect_add(corner, delta), corner), from;
            if (isect_capsule_enters(capsule, corner, step, true, &hit, NULL)
                && isect_axis_region(capsule.pos, capsule.delta, hit.pos, &from) == 0
                && -isect_dot(step, hit.normal) > 4 * ISECT_REAL_EPSILON * isect_size(step))
                isect_keep_earliest(&found, best, &hit, delta);
        }
    }
    return found;
}
static bool isect_capsule_aabb_at(const void *still, const void *moving,
                                  isect_vec pos, isect_hit *out)
{
    isect_aabb moved = *(const isect_aabb *)moving;
    moved.pos = pos;
    return isect_capsule_aabb(*(const isect_capsule *)still, moved, out);
}

bool isect_capsule_sweep_aabb(isect_capsule capsule, isect_aabb moving,
                              isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_vec tip = isect_add(capsule.pos, capsule.delta);
    isect_real r = capsule.radius;
    bool found = false;
    if (isect_path_out_of_reach(moving.pos, delta, moving.half,
                                isect_v(isect_min(capsule.pos.x, tip.x) - r,
                                        isect_min(capsule.pos.y, tip.y) - r),
                                isect_v(isect_max(capsule.pos.x, tip.x) + r,
                                        isect_max(capsule.pos.y, tip.y) + r)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_capsule_aabb(capsule, moving, &hit)) {
        isect_vec apart = isect_sub(moving.pos, isect_capsule_middle(capsule));
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if (delta.x != 0 || delta.y != 0)
        found = isect_capsule_box_path(capsule, moving, delta, 0, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_capsule_aabb_at, &capsule, &moving, out);
}
static isect_real isect_sure_turn(isect_vec u, isect_vec v)
{
    isect_real p = u.x * v.y, q = u.y * v.x;
    isect_real noise = 4 * ISECT_REAL_EPSILON * (isect_abs(p) + isect_abs(q))
                       + ISECT_REAL_MIN;
    return p - q > noise ? 1 : (q - p > noise ? -1 : 0);
}

static bool isect_apart_by(isect_real s, isect_real reach2)
{
    return s > 0 && reach2 >= ISECT_REAL_MIN && s * s > reach2;
}

static inline bool isect_path_beyond_edge(isect_vec u, isect_vec v,
                                          isect_vec from, isect_vec to,
                                          isect_real turn, isect_real r2)
{
    isect_vec e = isect_sub(v, u);
    isect_real s0 = turn * isect_cross(isect_sub(from, u), e),
               s1 = turn * isect_cross(isect_sub(to, u), e);
    return isect_apart_by(isect_min(s0, s1), r2 * isect_dot(e, e));
}
static inline void isect_sweep_into_edge(isect_vec u, isect_vec v,
                                         isect_circle circle, isect_vec delta,
                                         isect_real turn, bool *found,
                                         isect_hit *best)
{
    isect_hit hit;
    isect_capsule edge;
    int entry;
    edge.pos = u;
    edge.delta = isect_sub(v, u);
    edge.radius = circle.radius;
    if (turn != 0 && isect_sure_turn(delta, edge.delta) == turn)
        return;
    entry = isect_capsule_entry_quick(&edge, 0, circle.pos, delta, &hit);
    if (entry == 0)
        entry = isect_capsule_segment(edge, circle.pos, delta, &hit);
    if (entry > 0) {
        hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, circle.radius));
        isect_keep_earliest(found, best, &hit, delta);
    }
}

static bool isect_triangle_circle_path(isect_triangle tri, isect_circle circle,
                                       isect_vec delta, isect_hit *best,
                                       bool *end_clear)
{
    bool found = false;
    isect_real turn;
    if (!(circle.radius > 0))
        return isect_triangle_segment(tri, circle.pos, delta, best);
    turn = isect_sure_turn(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    if (turn == 0 && isect_winding_of(tri) == 0)
        isect_flat_in_one_order(&tri);
    {
        isect_real r2 = circle.radius * circle.radius, lo, hi, q;
        isect_vec end = isect_add(circle.pos, delta);
        if (turn != 0
            && (isect_path_beyond_edge(tri.a, tri.b, circle.pos, end, turn, r2)
                || isect_path_beyond_edge(tri.b, tri.c, circle.pos, end, turn, r2)
                || isect_path_beyond_edge(tri.c, tri.a, circle.pos, end, turn, r2)))
            return isect_path_misses(tri, end, circle.radius, end_clear);
        lo = hi = isect_cross(delta, isect_sub(tri.a, circle.pos));
        q = isect_cross(delta, isect_sub(tri.b, circle.pos));
        lo = isect_min(lo, q);
        hi = isect_max(hi, q);
        q = isect_cross(delta, isect_sub(tri.c, circle.pos));
        lo = isect_min(lo, q);
        hi = isect_max(hi, q);
        if (isect_apart_by(lo, r2 * isect_dot(delta, delta))
            || isect_apart_by(-hi, r2 * isect_dot(delta, delta)))
            return isect_path_misses(tri, end, circle.radius, end_clear);
    }
    isect_sweep_into_edge(tri.a, tri.b, circle, delta, turn, &found, best);
    isect_sweep_into_edge(tri.b, tri.c, circle, delta, turn, &found, best);
    isect_sweep_into_edge(tri.c, tri.a, circle, delta, turn, &found, best);
    return found;
}

static bool isect_triangle_circle_at(const void *still, const void *moving,
                                     isect_vec pos, isect_hit *out)
{
    isect_circle moved = *(const isect_circle *)moving;
    moved.pos = pos;
    return isect_triangle_circle_ref((const isect_triangle *)still, &moved, out);
}

bool isect_triangle_sweep_circle(isect_triangle tri, isect_circle moving,
                                 isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_vec lo, hi;
    bool found = false, end_clear = false;
    isect_triangle_bounds(tri, &lo, &hi);
    if (isect_path_out_of_reach(moving.pos, delta,
                                isect_v(moving.radius, moving.radius), lo, hi))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_triangle_circle_ref(&tri, &moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, NULL, out);
    if (delta.x != 0 || delta.y != 0) {
        found = isect_triangle_circle_path(tri, moving, delta, &hit, &end_clear);
        if (end_clear)
            return isect_sweep_whole_way(moving.pos, delta, out);
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_triangle_circle_at, &tri, &moving, out);
}
ISECT_SLOW static bool isect_triangle_capsule_huge(isect_triangle tri, isect_capsule capsule,
                                                   isect_hit *out)
{
    tri = isect_shrink_triangle(tri);
    capsule = isect_shrink_capsule(capsule);
    if (!isect_finite(tri.a.x + tri.a.y + tri.b.x + tri.b.y + tri.c.x + tri.c.y
                      + capsule.pos.x + capsule.pos.y + capsule.delta.x + capsule.delta.y
                      + capsule.radius))
        return false;
    return isect_grow_hit(isect_triangle_capsule(tri, capsule, out), out);
}
static isect_real isect_triangle_reach(const isect_triangle *tri, isect_vec origin,
                                       isect_vec axis)
{
    isect_real lo, hi;
    isect_triangle_shadow(tri, origin, axis, &lo, &hi);
    return hi;
}

static void isect_push_capsule_off_triangle(isect_triangle tri, isect_capsule capsule,
                                            bool inside, isect_hit *out)
{
    isect_vec corners[4], axes[6], near_tri, near_axis = capsule.pos, a, b, deep;
    isect_real w = isect_winding_of(tri), depth, best_depth = ISECT_REAL_MAX, gap2 = -1, d2;
    int count = 0, best = 0, first_edge, first_side, i;
    if (w == 0) {
        isect_flat_edge(tri, &a, &b);
        tri.a = b, tri.b = a, tri.c = b;
        w = 1;
    }
    near_tri = tri.a;
    corners[0] = tri.a, corners[1] = tri.b, corners[2] = tri.c, corners[3] = tri.a;
    if (!inside) {
        for (i = 0; i < 3; i++) {
            isect_closest_segments(corners[i], isect_sub(corners[i + 1], corners[i]),
                                   capsule.pos, capsule.delta, &a, &b);
            d2 = isect_dot(isect_sub(b, a), isect_sub(b, a));
            if (gap2 < 0 || d2 < gap2)
                gap2 = d2, near_tri = a, near_axis = b;
        }
        if (gap2 > 0 && !isect_triangle_segment(tri, capsule.pos, capsule.delta, NULL))
            axes[count++] = isect_normalize(isect_sub(near_axis, near_tri));
    }
    first_edge = count;
    for (i = 0; i < 3; i++) {
        isect_vec e = isect_sub(corners[i + 1], corners[i]);
        axes[count++] = e.x == 0 && e.y == 0 ? isect_v(0, 0)
                      : isect_normalize(isect_v(w * e.y, -w * e.x));
    }
    first_side = count;
    count = isect_add_axis_normals(capsule.delta, axes, count);
    for (i = 0; i < count; i++) {
        if (axes[i].x == 0 && axes[i].y == 0)
            continue;
        depth = isect_triangle_reach(&tri, capsule.pos, axes[i])
              - isect_min(0, isect_dot(capsule.delta, axes[i])) + capsule.radius;
        if (depth < best_depth) {
            best_depth = depth;
            best = i;
        }
    }
    out->normal = axes[best];
    out->delta = isect_scale(axes[best], isect_max(best_depth, 0));
    out->time = 0;
    if (best < first_edge) {
        out->pos = near_tri;
    } else if (best < first_side) {
        i = best - first_edge;
        deep = isect_capsule_tip(capsule, isect_scale(axes[best], -1), near_axis);
        out->pos = isect_nearest_segment(corners[i], isect_sub(corners[i + 1], corners[i]),
                                         deep);
    } else {
        out->pos = isect_triangle_support(tri, axes[best]);
    }
}
bool isect_triangle_capsule(isect_triangle tri, isect_capsule capsule, isect_hit *out)
{
    isect_vec corners[4];
    isect_real graze;
    bool inside = false;
    int i;
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        isect_circle round;
        round.pos = capsule.pos;
        round.radius = capsule.radius;
        return isect_triangle_circle(tri, round, out);
    }
    if (!(isect_size(isect_sub(tri.a, capsule.pos)) + isect_size(isect_sub(tri.b, capsule.pos))
          + isect_size(isect_sub(tri.c, capsule.pos)) + isect_size(capsule.delta)
          + isect_abs(capsule.radius) <= ISECT_HUGE))
        return isect_triangle_capsule_huge(tri, capsule, out);
    corners[0] = tri.a, corners[1] = tri.b, corners[2] = tri.c, corners[3] = tri.a;
    if (!(capsule.radius > 0)) {
        if (!isect_triangle_segment(tri, capsule.pos, capsule.delta, NULL))
            return false;
    } else if (!isect_triangle_contains(tri, capsule.pos)) {
        for (i = 0; i < 3; i++)
            if (isect_segments_closer(corners[i], isect_sub(corners[i + 1], corners[i]),
                                      capsule.pos, capsule.delta, capsule.radius,
                                      false, &graze))
                break;
        if (i == 3)
            return false;
    } else {
        inside = true;
    }
    if (out != NULL)
        isect_push_capsule_off_triangle(tri, capsule, inside, out);
    return true;
}
static void isect_turn_round(isect_hit *hit, isect_vec delta, isect_vec pos)
{
    hit->normal = isect_scale(hit->normal, -1);
    hit->pos = pos;
    hit->delta = isect_scale(delta, -(1 - hit->time));
}
static void isect_capsule_box_of(isect_capsule capsule, isect_vec *center, isect_vec *half)
{
    *center = isect_capsule_middle(capsule);
    *half = isect_v(isect_abs(capsule.delta.x) * 0.5f + capsule.radius,
                    isect_abs(capsule.delta.y) * 0.5f + capsule.radius);
}
static void isect_flip_hit(isect_hit *hit, isect_vec pos)
{
    hit->normal = isect_scale(hit->normal, -1);
    hit->delta = isect_scale(hit->delta, -1);
    hit->pos = pos;
}
static isect_vec isect_box_face_point(isect_aabb box, isect_vec normal, isect_vec near)
{
    isect_vec p = isect_nearest_aabb(box, near);
    if (normal.x != 0)
        p.x = box.pos.x + (normal.x > 0 ? box.half.x : -box.half.x);
    if (normal.y != 0)
        p.y = box.pos.y + (normal.y > 0 ? box.half.y : -box.half.y);
    return p;
}

static bool isect_aabb_capsule_at(const void *still, const void *moving,
                                  isect_vec pos, isect_hit *out)
{
    isect_capsule moved = *(const isect_capsule *)moving;
    const isect_aabb *box = (const isect_aabb *)still;
    moved.pos = pos;
    if (!isect_capsule_aabb(moved, *box, out))
        return false;
    if (out != NULL)
        isect_flip_hit(out, isect_box_face_point(*box, isect_scale(out->normal, -1), out->pos));
    return true;
}

bool isect_aabb_sweep_capsule(isect_aabb box, isect_capsule moving, isect_vec delta,
                              isect_sweep *out)
{
    isect_hit hit;
    isect_vec center, half;
    bool found = false;
    isect_capsule_box_of(moving, &center, &half);
    if (isect_path_out_of_reach(center, delta, half, isect_sub(box.pos, box.half),
                                isect_add(box.pos, box.half)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_aabb_capsule_at(&box, &moving, moving.pos, &hit)) {
        isect_vec apart = isect_sub(isect_capsule_middle(moving), box.pos);
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if ((delta.x != 0 || delta.y != 0)
        && isect_capsule_box_path(moving, box, isect_scale(delta, -1), 2, &hit)) {
        isect_turn_round(&hit, delta, isect_add(hit.pos, isect_scale(delta, hit.time)));
        found = true;
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_aabb_capsule_at, &box, &moving, out);
}
static bool isect_capsule_capsule_path(isect_capsule still, isect_capsule moving,
                                       isect_vec delta, isect_hit *best)
{
    isect_hit hit;
    isect_capsule grown;
    isect_vec end;
    isect_real r = still.radius + moving.radius;
    bool found = false;
    int i;
    grown = still;
    grown.radius = r;
    for (i = 0; i < 2; i++) {
        end = i == 0 ? moving.pos : isect_add(moving.pos, moving.delta);
        if (isect_capsule_segment(grown, end, delta, &hit)) {
            hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
            isect_keep_earliest(&found, best, &hit, delta);
        }
        if (moving.delta.x == 0 && moving.delta.y == 0)
            break;
    }
    if (moving.delta.x == 0 && moving.delta.y == 0)
        return found;
    grown = moving;
    grown.radius = r;
    for (i = 0; i < 2; i++) {
        end = i == 0 ? still.pos : isect_add(still.pos, still.delta);
        if (isect_capsule_segment(grown, end, isect_scale(delta, -1), &hit)) {
            isect_turn_round(&hit, delta, end);
            hit.pos = isect_add(end, isect_scale(hit.normal, still.radius));
            isect_keep_earliest(&found, best, &hit, delta);
        }
        if (still.delta.x == 0 && still.delta.y == 0)
            break;
    }
    return found;
}

static bool isect_capsule_capsule_at(const void *still, const void *moving,
                                     isect_vec pos, isect_hit *out)
{
    isect_capsule moved = *(const isect_capsule *)moving;
    moved.pos = pos;
    return isect_capsule_capsule(*(const isect_capsule *)still, moved, out);
}

bool isect_capsule_sweep_capsule(isect_capsule capsule, isect_capsule moving,
                                 isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_vec center, half, tip = isect_add(capsule.pos, capsule.delta);
    isect_real r = capsule.radius;
    bool found = false;
    isect_capsule_box_of(moving, &center, &half);
    if (isect_path_out_of_reach(center, delta, half,
                                isect_v(isect_min(capsule.pos.x, tip.x) - r,
                                        isect_min(capsule.pos.y, tip.y) - r),
                                isect_v(isect_max(capsule.pos.x, tip.x) + r,
                                        isect_max(capsule.pos.y, tip.y) + r)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_capsule_capsule(capsule, moving, &hit)) {
        isect_vec apart = isect_sub(isect_capsule_middle(moving),
                                    isect_capsule_middle(capsule));
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    if (delta.x != 0 || delta.y != 0)
        found = isect_capsule_capsule_path(capsule, moving, delta, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_capsule_capsule_at, &capsule, &moving, out);
}
static bool isect_circle_capsule_at(const void *still, const void *moving,
                                    isect_vec pos, isect_hit *out)
{
    isect_capsule moved = *(const isect_capsule *)moving;
    const isect_circle *circle = (const isect_circle *)still;
    moved.pos = pos;
    if (!isect_capsule_circle(moved, *circle, out))
        return false;
    if (out != NULL) {
        isect_vec n = isect_scale(out->normal, -1);
        isect_flip_hit(out, isect_add(circle->pos, isect_scale(n, circle->radius)));
    }
    return true;
}

bool isect_circle_sweep_capsule(isect_circle circle, isect_capsule moving,
                                isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_capsule still;
    isect_vec center, half;
    bool found = false;
    isect_capsule_box_of(moving, &center, &half);
    if (isect_path_out_of_reach(center, delta, half,
                                isect_v(circle.pos.x - circle.radius,
                                        circle.pos.y - circle.radius),
                                isect_v(circle.pos.x + circle.radius,
                                        circle.pos.y + circle.radius)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_circle_capsule_at(&circle, &moving, moving.pos, &hit)) {
        isect_vec apart = isect_sub(isect_capsule_middle(moving), circle.pos);
        return isect_sweep_from_overlap(&hit, moving.pos, delta, &apart, out);
    }
    still.pos = circle.pos;
    still.delta = isect_v(0, 0);
    still.radius = circle.radius;
    if (delta.x != 0 || delta.y != 0)
        found = isect_capsule_capsule_path(still, moving, delta, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_circle_capsule_at, &circle, &moving, out);
}

bool isect_segment_sweep_capsule(isect_vec seg_pos, isect_vec seg_delta,
                                 isect_capsule moving, isect_vec delta,
                                 isect_sweep *out)
{
    isect_capsule wall;
    wall.pos = seg_pos;
    wall.delta = seg_delta;
    wall.radius = 0;
    return isect_capsule_sweep_capsule(wall, moving, delta, out);
}
static bool isect_angle_holds(isect_vec p, isect_vec q, isect_vec v)
{
    isect_real pq = isect_cross(p, q);
    return pq != 0 && isect_cross(p, v) * pq > 0 && isect_cross(v, q) * pq > 0;
}

static bool isect_sectors_meet(isect_vec a1, isect_vec a2, isect_vec b1, isect_vec b2)
{
    return isect_angle_holds(a1, a2, b1) || isect_angle_holds(a1, a2, b2)
        || isect_angle_holds(b1, b2, a1) || isect_angle_holds(b1, b2, a2)
        || isect_angle_holds(a1, a2, isect_add(b1, b2));
}
static bool isect_corner_grazes_an_end(isect_capsule seg, isect_vec corner,
                                       isect_vec back, isect_hit *hit,
                                       isect_real *along)
{
    isect_real size = isect_abs(seg.pos.x) + isect_abs(seg.pos.y)
                    + isect_abs(seg.delta.x) + isect_abs(seg.delta.y)
                    + isect_abs(corner.x) + isect_abs(corner.y);
    isect_real across = isect_abs(isect_cross(seg.delta, back))
                      / (8 * ISECT_REAL_EPSILON * size);
    isect_real band = (isect_abs(back.x) + isect_abs(back.y)) / across;
    isect_real lead = (isect_abs(seg.delta.x) + isect_abs(seg.delta.y)) / across;
    isect_real s;
    if (!(band < (isect_real)0.25 && lead < (isect_real)0.25)
        || !isect_segment_segment(isect_sub(seg.pos, isect_scale(seg.delta, band)),
                                  isect_scale(seg.delta, 1 + 2 * band),
                                  isect_sub(corner, isect_scale(back, lead)),
                                  isect_scale(back, 1 + lead), hit, &s))
        return false;
    s = s * (1 + 2 * band) - band;
    *along = s <= 0 ? 0 : s >= 1 ? 1 : s;
    hit->time = hit->time * (1 + lead) - lead;
    if (hit->time < 0)
        hit->time = 0;
    return true;
}
static bool isect_corner_pierces(isect_capsule seg, const isect_vec *k, isect_vec back,
                                 isect_real winding, isect_hit *hit)
{
    isect_vec n = isect_v(-seg.delta.y, seg.delta.x);
    isect_vec e1 = isect_sub(k[0], k[1]), e2 = isect_sub(k[2], k[1]);
    isect_real m = isect_dot(back, n), along;
    if ((winding != 1 && winding != -1)
        || (!isect_segment_segment(seg.pos, seg.delta, k[1], back, hit, &along)
            && !isect_corner_grazes_an_end(seg, k[1], back, hit, &along)))
        return false;
    if (along > 0 && along < 1)
        return m != 0 && (isect_dot(e1, n) * m < 0 || isect_dot(e2, n) * m < 0);
    return isect_sectors_meet(isect_scale(back, -1),
                              along > 0 ? isect_scale(seg.delta, -1) : seg.delta, e1, e2);
}
static bool isect_triangle_capsule_path(isect_triangle tri, isect_capsule moving,
                                        isect_vec delta, isect_hit *best)
{
    isect_hit hit;
    isect_circle end;
    isect_vec corners[5], back = isect_scale(delta, -1);
    isect_real turn;
    bool found = false, round = moving.delta.x == 0 && moving.delta.y == 0;
    int i;
    end.radius = moving.radius;
    for (i = 0; i < (round ? 1 : 2); i++) {
        end.pos = i == 0 ? moving.pos : isect_add(moving.pos, moving.delta);
        if (isect_triangle_circle_path(tri, end, delta, &hit, NULL))
            isect_keep_earliest(&found, best, &hit, delta);
    }
    if (round)
        return found;
    turn = isect_sure_turn(isect_sub(tri.b, tri.a), isect_sub(tri.c, tri.a));
    if (turn == 0 && isect_winding_of(tri) == 0)
        isect_flat_in_one_order(&tri);
    corners[0] = tri.c, corners[1] = tri.a, corners[2] = tri.b, corners[3] = tri.c;
    corners[4] = tri.a;
    for (i = 1; i < 4; i++) {
        if (turn != 0 && isect_sure_turn(delta, isect_sub(corners[i], corners[i - 1])) == turn
            && isect_sure_turn(delta, isect_sub(corners[i + 1], corners[i])) == turn)
            continue;
        if (moving.radius > 0 ? isect_capsule_segment(moving, corners[i], back, &hit)
                              : isect_corner_pierces(moving, corners + i - 1, back,
                                                     isect_winding_of(tri), &hit)) {
            isect_turn_round(&hit, delta, corners[i]);
            isect_keep_earliest(&found, best, &hit, delta);
        }
    }
    return found;
}
static bool isect_difference_is_exact(isect_real a, isect_real b)
{
    isect_real d = a - b;
    return isect_abs(a) >= isect_abs(b) ? d - a == -b : d + b == a;
}

static bool isect_moves_exactly(isect_vec p, isect_vec by)
{
    return isect_difference_is_exact(p.x, by.x) && isect_difference_is_exact(p.y, by.y);
}

static isect_triangle isect_grow_tiny_triangle(isect_triangle tri)
{
    tri.a = isect_scale(tri.a, ISECT_TINY_GROW);
    tri.b = isect_scale(tri.b, ISECT_TINY_GROW);
    tri.c = isect_scale(tri.c, ISECT_TINY_GROW);
    return tri;
}

static bool isect_rod_path(isect_triangle tri, isect_capsule seg, isect_vec delta,
                           isect_hit *best)
{
    isect_real size = isect_size(tri.a) + isect_size(tri.b) + isect_size(tri.c)
                    + isect_size(seg.pos) + isect_size(seg.delta) + isect_size(delta);
    if (size < ISECT_TINY && size > 0) /* grow, sweep, shrink the hit */
        return isect_shrink_tiny_hit(
            isect_rod_path(isect_grow_tiny_triangle(tri), isect_grow_tiny_capsule(seg),
                           isect_scale(delta, ISECT_TINY_GROW), best),
            best);
    return isect_triangle_capsule_path(tri, seg, delta, best);
}

static bool isect_triangle_segment_path(isect_triangle tri, isect_capsule seg,
                                        isect_vec delta, isect_hit *best)
{
    isect_vec from = seg.pos;
    if (!isect_moves_exactly(tri.a, from) || !isect_moves_exactly(tri.b, from)
        || !isect_moves_exactly(tri.c, from))
        return isect_rod_path(tri, seg, delta, best);
    tri.a = isect_sub(tri.a, from);
    tri.b = isect_sub(tri.b, from);
    tri.c = isect_sub(tri.c, from);
    seg.pos = isect_v(0, 0);
    if (!isect_rod_path(tri, seg, delta, best))
        return false;
    best->pos = isect_add(best->pos, from);
    return true;
}
static bool isect_triangle_capsule_at(const void *still, const void *moving,
                                      isect_vec pos, isect_hit *out)
{
    isect_capsule moved = *(const isect_capsule *)moving;
    moved.pos = pos;
    return isect_triangle_capsule(*(const isect_triangle *)still, moved, out);
}

bool isect_triangle_sweep_capsule(isect_triangle tri, isect_capsule moving,
                                  isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_vec lo, hi, center, half;
    bool found = false;
    isect_triangle_bounds(tri, &lo, &hi);
    isect_capsule_box_of(moving, &center, &half);
    if (isect_path_out_of_reach(center, delta, half, lo, hi))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_triangle_capsule(tri, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, NULL, out);
    if (delta.x != 0 || delta.y != 0)
        found = moving.radius > 0 ? isect_triangle_capsule_path(tri, moving, delta, &hit)
                                  : isect_triangle_segment_path(tri, moving, delta, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_triangle_capsule_at, &tri, &moving, out);
}
static isect_capsule isect_wall(isect_vec seg_pos, isect_vec seg_delta)
{
    isect_capsule wall;
    wall.pos = seg_pos;
    wall.delta = seg_delta;
    wall.radius = 0;
    return wall;
}

bool isect_segment_circle(isect_vec seg_pos, isect_vec seg_delta,
                          isect_circle circle, isect_hit *out)
{
    return isect_capsule_circle(isect_wall(seg_pos, seg_delta), circle, out);
}

bool isect_segment_sweep_circle(isect_vec seg_pos, isect_vec seg_delta,
                                isect_circle moving, isect_vec delta,
                                isect_sweep *out)
{
    return isect_capsule_sweep_circle(isect_wall(seg_pos, seg_delta), moving,
                                      delta, out);
}
bool isect_segment_aabb(isect_vec seg_pos, isect_vec seg_delta, isect_aabb box,
                        isect_hit *out)
{
    return isect_capsule_aabb(isect_wall(seg_pos, seg_delta), box, out);
}

bool isect_segment_sweep_aabb(isect_vec seg_pos, isect_vec seg_delta,
                              isect_aabb moving, isect_vec delta,
                              isect_sweep *out)
{
    return isect_capsule_sweep_aabb(isect_wall(seg_pos, seg_delta), moving,
                                    delta, out);
}
typedef bool (*isect_overlap_at)(const void *a, isect_vec a_pos,
                                 const void *b, isect_vec b_pos);

static bool isect_place_both(bool found, isect_sweep *rel, isect_vec a0,
                             isect_vec da, isect_vec b0, isect_vec db,
                             isect_overlap_at overlaps, const void *a,
                             const void *b, isect_hit *out, isect_vec *a_at,
                             isect_vec *b_at)
{
    isect_real t = rel->time, step = 4 * ISECT_REAL_EPSILON * (t + 1);
    isect_vec pa = isect_add(a0, isect_scale(da, t));
    isect_vec pb = isect_add(b0, isect_scale(db, t));
    bool clear_start = !(found && rel->hit.time == 0);
    int tries;
    for (tries = 0; clear_start && t > 0 && overlaps(a, pa, b, pb); tries++) {
        if (tries == 0 && overlaps(a, a0, b, b0))
            break; /* inside each other at the start: moving apart, the whole way */
        t = tries < ISECT_BACK_OFF_TRIES ? isect_max(t - step, 0) : 0;
        step *= 4;
        pa = isect_add(a0, isect_scale(da, t));
        pb = isect_add(b0, isect_scale(db, t));
    }
    rel->time = t;
    if (out != NULL) {
        *out = rel->hit;
        if (found)
            out->pos = isect_add(rel->hit.pos, isect_scale(da, rel->hit.time));
    }
    if (a_at != NULL)
        *a_at = pa;
    if (b_at != NULL)
        *b_at = pb;
    return found;
}
static bool isect_motions_overflow(isect_vec da, isect_vec db)
{
    isect_vec rel = isect_sub(db, da);
    return !(isect_finite(rel.x) && isect_finite(rel.y))
        && isect_finite(da.x) && isect_finite(da.y)
        && isect_finite(db.x) && isect_finite(db.y);
}

static bool isect_grow_both(bool found, isect_hit *out, isect_vec *a_at,
                            isect_vec *b_at)
{
    if (a_at != NULL)
        *a_at = isect_scale(*a_at, ISECT_GROW);
    if (b_at != NULL)
        *b_at = isect_scale(*b_at, ISECT_GROW);
    return isect_grow_hit(found, out);
}
static bool isect_circles_at(const void *a, isect_vec a_pos, const void *b,
                             isect_vec b_pos)
{
    isect_circle ca = *(const isect_circle *)a, cb = *(const isect_circle *)b;
    ca.pos = a_pos;
    cb.pos = b_pos;
    return isect_circle_circle(ca, cb, NULL);
}

static bool isect_box_circle_at(const void *a, isect_vec a_pos, const void *b,
                                isect_vec b_pos)
{
    isect_aabb box = *(const isect_aabb *)a;
    isect_circle circle = *(const isect_circle *)b;
    box.pos = a_pos;
    circle.pos = b_pos;
    return isect_aabb_circle(box, circle, NULL);
}

bool isect_circle_sweep_circle_both(isect_circle a, isect_vec da,
                                    isect_circle b, isect_vec db,
                                    isect_hit *out, isect_vec *a_at,
                                    isect_vec *b_at)
{
    isect_sweep rel;
    bool found;
    if (isect_motions_overflow(da, db))
        return isect_grow_both(isect_circle_sweep_circle_both(
                                   isect_shrink_circle(a), isect_shrink(da),
                                   isect_shrink_circle(b), isect_shrink(db),
                                   out, a_at, b_at), out, a_at, b_at);
    found = isect_circle_sweep_circle(a, b, isect_sub(db, da), &rel);
    return isect_place_both(found, &rel, a.pos, da, b.pos, db, isect_circles_at,
                            &a, &b, out, a_at, b_at);
}

bool isect_aabb_sweep_circle_both(isect_aabb box, isect_vec box_delta,
                                  isect_circle moving, isect_vec delta,
                                  isect_hit *out, isect_vec *box_at,
                                  isect_vec *moving_at)
{
    isect_sweep rel;
    bool found;
    if (isect_motions_overflow(box_delta, delta))
        return isect_grow_both(isect_aabb_sweep_circle_both(
                                   isect_shrink_aabb(box), isect_shrink(box_delta),
                                   isect_shrink_circle(moving), isect_shrink(delta),
                                   out, box_at, moving_at), out, box_at, moving_at);
    found = isect_aabb_sweep_circle(box, moving, isect_sub(delta, box_delta), &rel);
    return isect_place_both(found, &rel, box.pos, box_delta, moving.pos, delta,
                            isect_box_circle_at, &box, &moving, out, box_at,
                            moving_at);
}
isect_aabb isect_shape_bounds(isect_shape shape)
{
    isect_aabb box;
    isect_vec lo, hi, size;
    if (shape.kind == ISECT_SHAPE_AABB)
        return shape.as.aabb;
    box.pos = isect_v(0, 0);
    box.half = isect_v(0, 0);
    if (shape.kind == ISECT_SHAPE_CIRCLE) {
        box.pos = shape.as.circle.pos;
        box.half = isect_v(shape.as.circle.radius, shape.as.circle.radius);
    } else if (isect_shape_extent(&shape, &lo, &hi)) {
        size = isect_v(isect_abs(lo.x) + isect_abs(hi.x),
                       isect_abs(lo.y) + isect_abs(hi.y));
        box.pos = isect_scale(isect_add(lo, hi), (isect_real)0.5);
        box.half = isect_add(isect_scale(isect_sub(hi, lo), (isect_real)0.5),
                             isect_scale(size, 4 * ISECT_REAL_EPSILON));
    }
    return box;
}
static size_t isect_world_size(const isect_world *world)
{
    return world != NULL && world->shapes != NULL ? world->count : 0;
}
static bool isect_world_counts(const isect_world *world,
                               const isect_filter *filter, size_t index)
{
    uint32_t layers;
    if (filter == NULL)
        return true;
    layers = world->layers != NULL ? world->layers[index] : 0xffffffffu;
    if ((layers & filter->mask) == 0)
        return false;
    return filter->accept == NULL || filter->accept(filter->context, index);
}
typedef struct isect_world_view {
    const isect_world *world;
    const isect_filter *filter;
} isect_world_view;

static void isect_seam_note_counted(isect_seam *s, const isect_world *world,
                                    const isect_filter *filter, size_t index)
{
    isect_graze g;
    if (isect_shape_graze(&world->shapes[index], s->start, s->delta, &g)
        && isect_world_counts(world, filter, index))
        isect_seam_offer(s, &g, &world->shapes[index], index);
}

static void isect_world_seam_pass(const void *context, isect_seam *s,
                                  isect_real until)
{
    const isect_world_view *view = (const isect_world_view *)context;
    size_t i;
    (void)until;
    for (i = 0; i < isect_world_size(view->world); i++)
        isect_seam_note_counted(s, view->world, view->filter, i);
}

static bool isect_world_blocks(const isect_query *q, isect_vec pos,
                               const isect_world *world,
                               const isect_filter *filter, size_t index)
{
    const isect_shape *shape = &world->shapes[index];
    return !isect_out_of_reach(shape, q->lo, q->hi)
        && isect_world_counts(world, filter, index)
        && isect_query_blocked_by(q, shape, pos);
}

static bool isect_world_blocks_any(const isect_query *q, isect_vec pos,
                                   const void *context)
{
    const isect_world_view *view = (const isect_world_view *)context;
    size_t i;
    for (i = 0; i < view->world->count; i++)
        if (isect_world_blocks(q, pos, view->world, view->filter, i))
            return true;
    return false;
}

static void isect_world_consider(isect_query *q, const isect_world *world,
                                 const isect_filter *filter, size_t index)
{
    const isect_shape *shape = &world->shapes[index];
    if (filter != NULL
        && (isect_out_of_reach(shape, q->lo, q->hi)
            || !isect_world_counts(world, filter, index)))
        return;
    isect_query_consider(q, shape, index);
}

static void isect_world_consider_all(isect_query *q, const isect_world *world,
                                     const isect_filter *filter)
{
    size_t i, count = isect_world_size(world);
    for (i = 0; i < count; i++)
        isect_world_consider(q, world, filter, i);
}

static bool isect_world_sweep(const isect_world *world, isect_shape moving,
                              isect_vec start, isect_vec delta,
                              const isect_filter *filter, isect_sweep *out,
                              size_t *index)
{
    isect_query q;
    isect_world_view view;
    view.world = world;
    view.filter = filter;
    isect_query_begin(&q, moving, start, delta);
    isect_world_consider_all(&q, world, filter);
    return isect_query_finish(&q, isect_world_blocks_any, isect_world_seam_pass,
                              &view, out, index);
}
bool isect_world_sweep_aabb(const isect_world *world, isect_aabb moving,
                            isect_vec delta, const isect_filter *filter,
                            isect_sweep *out, size_t *index)
{
    return isect_world_sweep(world, isect_shape_aabb(moving), moving.pos,
                             delta, filter, out, index);
}

bool isect_world_sweep_circle(const isect_world *world, isect_circle moving,
                              isect_vec delta, const isect_filter *filter,
                              isect_sweep *out, size_t *index)
{
    return isect_world_sweep(world, isect_shape_circle(moving), moving.pos,
                             delta, filter, out, index);
}
bool isect_world_sweep_capsule(const isect_world *world, isect_capsule moving,
                               isect_vec delta, const isect_filter *filter,
                               isect_sweep *out, size_t *index)
{
    return isect_world_sweep(world, isect_shape_capsule(moving), moving.pos,
                             delta, filter, out, index);
}
typedef struct isect_cast_query {
    isect_vec start, delta;
    isect_vec lo, hi;       /* the box the segment covers */
    isect_hit best;
    const isect_shape *best_shape;
    size_t best_index;
    bool found;
    isect_seam seam;        /* the shapes it runs along: see Seams */
} isect_cast_query;

static bool isect_cast_shape(const isect_shape *shape, isect_vec start,
                             isect_vec delta, isect_hit *out)
{
    switch (shape->kind) {
    case ISECT_SHAPE_AABB:
        return isect_aabb_segment_whole(shape->as.aabb, start, delta,
                                        isect_v(0, 0), out);
    case ISECT_SHAPE_CIRCLE:
        return isect_circle_segment_whole(shape->as.circle, start, delta, 0, out);
    case ISECT_SHAPE_CAPSULE:
        return isect_capsule_segment(shape->as.capsule, start, delta, out);
    case ISECT_SHAPE_TRIANGLE:
        return isect_triangle_segment(shape->as.triangle, start, delta, out);
    }
    return false;
}
static void isect_cast_begin(isect_cast_query *q, isect_vec start,
                             isect_vec delta)
{
    q->start = start;
    q->delta = delta;
    isect_path_extent(start, delta, isect_v(0, 0), &q->lo, &q->hi);
    q->best = isect_no_hit();
    q->best_shape = NULL;
    q->best_index = 0;
    q->found = false;
    isect_seam_begin(&q->seam, start, delta);
}

static void isect_cast_keep(isect_cast_query *q, const isect_shape *shape,
                            size_t index)
{
    isect_hit hit;
    isect_seam_note(&q->seam, shape, index);
    if (!isect_cast_shape(shape, q->start, q->delta, &hit))
        return;
    if (!q->found || isect_hit_beats(&hit, shape, index, &q->best,
                                     q->best_shape, q->best_index,
                                     q->start, q->delta)) {
        q->best = hit;
        q->best_shape = shape;
        q->best_index = index;
        q->found = true;
    }
}

static void isect_cast_consider(isect_cast_query *q, const isect_world *world,
                                const isect_filter *filter, size_t index)
{
    const isect_shape *shape = &world->shapes[index];
    if (!isect_out_of_reach(shape, q->lo, q->hi)
        && isect_world_counts(world, filter, index))
        isect_cast_keep(q, shape, index);
}

static void isect_cast_settle(isect_cast_query *q, isect_seam_pass pass,
                              const void *context)
{
    if (!isect_seam_settle(&q->seam, q->found ? q->best.time : 1, pass, context))
        return;
    q->best = isect_seam_hit(&q->seam);
    q->best_shape = NULL;
    q->best_index = q->seam.pick.index;
    q->found = true;
}

static bool isect_cast_finish(isect_cast_query *q, isect_seam_pass pass,
                              const void *context, isect_hit *out,
                              size_t *index)
{
    isect_cast_settle(q, pass, context);
    if (q->found && index != NULL)
        *index = q->best_index;
    if (q->found && out != NULL)
        *out = q->best;
    return q->found;
}
bool isect_world_cast(const isect_world *world, isect_vec pos,
                      isect_vec delta, const isect_filter *filter,
                      isect_hit *out, size_t *index)
{
    isect_cast_query q;
    isect_world_view view;
    size_t i, count = isect_world_size(world);
    view.world = world;
    view.filter = filter;
    isect_cast_begin(&q, pos, delta);
    for (i = 0; i < count; i++)
        isect_cast_consider(&q, world, filter, i);
    return isect_cast_finish(&q, isect_world_seam_pass, &view, out, index);
}
static bool isect_shape_overlaps_point(const isect_shape *shape,
                                       isect_vec point)
{
    switch (shape->kind) {
    case ISECT_SHAPE_AABB:
        return isect_aabb_point(shape->as.aabb, point, NULL);
    case ISECT_SHAPE_CIRCLE:
        return isect_circle_point(shape->as.circle, point, 0, NULL);
    case ISECT_SHAPE_CAPSULE:
        return isect_capsule_point(shape->as.capsule, point, NULL);
    case ISECT_SHAPE_TRIANGLE:
        return isect_triangle_point(shape->as.triangle, point, NULL);
    }
    return false;
}
typedef struct isect_overlap_query {
    isect_shape shape;      /* the box or the circle asked about */
    bool point;             /* or true: the point pos */
    isect_vec pos, lo, hi;  /* where it is, and the box around it */
} isect_overlap_query;

static void isect_overlap_begin(isect_overlap_query *q,
                                const isect_shape *shape, isect_vec pos)
{
    isect_vec center, reach;
    isect_aabb dot;
    dot.pos = pos;
    dot.half = isect_v(0, 0);
    q->point = shape == NULL;
    q->shape = shape != NULL ? *shape : isect_shape_aabb(dot);
    q->pos = pos;
    isect_moving_box(&q->shape, pos, &center, &reach);
    isect_path_extent(center, isect_v(0, 0), reach, &q->lo, &q->hi);
}

static bool isect_overlap_consider(const isect_overlap_query *q,
                                   const isect_world *world,
                                   const isect_filter *filter, size_t index)
{
    const isect_shape *shape = &world->shapes[index];
    if (isect_out_of_reach(shape, q->lo, q->hi)
        || !isect_world_counts(world, filter, index))
        return false;
    return q->point ? isect_shape_overlaps_point(shape, q->pos)
                    : isect_shape_overlaps_at(shape, &q->shape, q->pos);
}
static size_t isect_world_overlap(const isect_world *world,
                                  const isect_filter *filter,
                                  const isect_shape *shape, isect_vec pos,
                                  size_t *found, size_t capacity)
{
    isect_overlap_query q;
    size_t i, n = 0, count = isect_world_size(world);
    if (found == NULL)
        capacity = 0;
    isect_overlap_begin(&q, shape, pos);
    for (i = 0; i < count; i++) {
        if (!isect_overlap_consider(&q, world, filter, i))
            continue;
        if (n < capacity)
            found[n] = i;
        n++;
    }
    return n;
}

size_t isect_world_overlap_point(const isect_world *world, isect_vec point,
                                 const isect_filter *filter, size_t *found,
                                 size_t capacity)
{
    return isect_world_overlap(world, filter, NULL, point, found, capacity);
}

size_t isect_world_overlap_aabb(const isect_world *world, isect_aabb box,
                                const isect_filter *filter, size_t *found,
                                size_t capacity)
{
    isect_shape shape = isect_shape_aabb(box);
    return isect_world_overlap(world, filter, &shape, box.pos, found, capacity);
}

size_t isect_world_overlap_circle(const isect_world *world,
                                  isect_circle circle,
                                  const isect_filter *filter, size_t *found,
                                  size_t capacity)
{
    isect_shape shape = isect_shape_circle(circle);
    return isect_world_overlap(world, filter, &shape, circle.pos, found,
                               capacity);
}
typedef enum isect_surface {
    ISECT_SURFACE_WALL,
    ISECT_SURFACE_FLOOR,
    ISECT_SURFACE_CEILING
} isect_surface;

static isect_surface isect_move_surface(isect_vec normal, isect_vec up,
                                        isect_real max_slope)
{
    isect_real c = isect_dot(normal, up);
    if (c >= max_slope)
        return ISECT_SURFACE_FLOOR;
    if (c <= -max_slope)
        return ISECT_SURFACE_CEILING;
    return ISECT_SURFACE_WALL;
}

static void isect_move_touch(isect_move_result *r, isect_vec normal,
                             isect_vec up, isect_real max_slope)
{
    r->normal = normal;
    switch (isect_move_surface(normal, up, max_slope)) {
    case ISECT_SURFACE_FLOOR:
        if (!r->on_floor
            || isect_dot(normal, up) > isect_dot(r->floor_normal, up))
            r->floor_normal = normal;
        r->on_floor = true;
        break;
    case ISECT_SURFACE_CEILING:
        r->on_ceiling = true;
        break;
    case ISECT_SURFACE_WALL:
        r->on_wall = true;
        break;
    }
}
#define ISECT_MOVE_MAX_STEPS 16

static isect_move_options isect_move_settings(const isect_move_options *options)
{
    isect_move_options o;
    o.skin = (isect_real)0.01;
    o.max_slope = (isect_real)0.7;
    o.max_steps = 4;
    o.y_up = false;
    if (options == NULL)
        return o;
    if (options->skin > 0 && options->skin - options->skin == 0)
        o.skin = options->skin;
    if (options->max_slope > 0 && options->max_slope <= 1)
        o.max_slope = options->max_slope;
    if (options->max_steps >= 1)
        o.max_steps = options->max_steps < ISECT_MOVE_MAX_STEPS
                    ? options->max_steps : ISECT_MOVE_MAX_STEPS;
    o.y_up = options->y_up;
    return o;
}
static isect_real isect_move_skin(isect_real skin, isect_vec pos)
{
    isect_real least = 16 * ISECT_REAL_EPSILON
                     * (isect_abs(pos.x) + isect_abs(pos.y) + 1);
    return skin > least ? skin : least;
}
static isect_shape isect_move_place(isect_shape shape, isect_vec pos)
{
    switch (shape.kind) {
    case ISECT_SHAPE_AABB:
        shape.as.aabb.pos = pos;
        break;
    case ISECT_SHAPE_CIRCLE:
        shape.as.circle.pos = pos;
        break;
    case ISECT_SHAPE_CAPSULE:
        shape.as.capsule.pos = pos;
        break;
    default:
        break;
    }
    return shape;
}

static void isect_move_stop(isect_sweep *best, isect_vec start,
                            isect_vec move, isect_real skin)
{
    isect_real into = -isect_dot(move, best->hit.normal);
    isect_real t = into > 0 ? best->hit.time - skin / into : 0;
    if (t < 0)
        t = 0;
    if (t < best->time) {
        best->time = t;
        best->pos = isect_add(start, isect_scale(move, t));
    }
}

static bool isect_move_sweep(const isect_world *world, isect_shape shape,
                             isect_vec start, isect_vec move,
                             const isect_filter *filter, isect_real skin,
                             isect_sweep *sw)
{
    isect_query q;
    isect_world_view view;
    view.world = world;
    view.filter = filter;
    isect_query_begin(&q, isect_move_place(shape, start), start, move);
    isect_world_consider_all(&q, world, filter);
    if (q.found)
        isect_move_stop(&q.best, start, move, skin);
    return isect_query_finish(&q, isect_world_blocks_any, isect_world_seam_pass,
                              &view, sw, NULL);
}
static isect_real isect_move_short_by(const isect_sweep *sw, isect_vec move,
                                      isect_real skin)
{
    isect_real into = -isect_dot(move, sw->hit.normal);
    isect_real gap = into > 0 ? (sw->hit.time - sw->time) * into : 0;
    return gap < skin ? skin - gap : 0;
}
static bool isect_move_allowed(isect_vec v, const isect_vec *normals,
                               int count, int skip, isect_real slack)
{
    int i;
    for (i = 0; i < count; i++)
        if (i != skip && isect_dot(v, normals[i]) < -slack)
            return false;
    return true;
}

static isect_vec isect_move_clip(isect_vec want, const isect_vec *normals,
                                 int count)
{
    isect_real slack = 4 * ISECT_REAL_EPSILON
                     * (isect_abs(want.x) + isect_abs(want.y));
    isect_vec best = isect_v(0, 0), v, off;
    isect_real best_far = isect_dot(want, want), far;
    int i;
    if (isect_move_allowed(want, normals, count, -1, slack))
        return want;
    for (i = 0; i < count; i++) {
        v = isect_sub(want, isect_scale(normals[i],
                                        isect_dot(want, normals[i])));
        if (!isect_move_allowed(v, normals, count, i, slack))
            continue;
        off = isect_sub(v, want);
        far = isect_dot(off, off);
        if (far < best_far) {
            best = v;
            best_far = far;
        }
    }
    return best;
}
#define ISECT_MOVE_RECOVER 4

static bool isect_move_inside(const isect_world *world, isect_shape shape,
                              isect_vec pos, const isect_filter *filter,
                              isect_sweep *sw)
{
    return isect_world_sweep(world, isect_move_place(shape, pos), pos,
                             isect_v(0, 0), filter, sw, NULL);
}

static isect_vec isect_move_pushed(isect_vec pos, const isect_sweep *sw,
                                   isect_real skin)
{
    return isect_add(pos, isect_add(sw->hit.delta,
                                    isect_scale(sw->hit.normal, skin)));
}

static bool isect_move_freeing_push(const isect_world *world, isect_shape shape,
                                    isect_vec pos, const isect_filter *filter,
                                    isect_real skin, isect_sweep *best)
{
    isect_shape placed = isect_move_place(shape, pos);
    isect_real best_far = 0;
    size_t i, best_i = 0, count = isect_world_size(world);
    bool found = false;
    for (i = 0; i < count; i++) {
        const isect_shape *other = &world->shapes[i];
        isect_sweep sw;
        isect_real far;
        if (!isect_world_counts(world, filter, i)
            || !isect_sweep_shape(other, &placed, isect_v(0, 0), &sw))
            continue;
        far = isect_dot(sw.hit.delta, sw.hit.delta);
        if (found && !(far < best_far
                       || (far == best_far
                           && isect_compare_shapes(other, &world->shapes[best_i]) < 0)))
            continue;
        if (isect_move_inside(world, shape, isect_move_pushed(pos, &sw, skin),
                              filter, NULL))
            continue;
        *best = sw;
        best_far = far;
        best_i = i;
        found = true;
    }
    return found;
}

static bool isect_move_recover(const isect_world *world, isect_shape shape,
                               isect_vec *pos, const isect_filter *filter,
                               isect_real skin, isect_move_result *r,
                               isect_vec up, isect_real max_slope)
{
    int round;
    bool pushed = false, freed;
    for (round = 0; round < ISECT_MOVE_RECOVER; round++) {
        isect_sweep sw; /* the world's push, unless one frees the shape */
        if (!isect_move_inside(world, shape, *pos, filter, &sw))
            break;
        pushed = true;
        freed = isect_move_freeing_push(world, shape, *pos, filter, skin, &sw);
        *pos = isect_move_pushed(*pos, &sw, skin);
        isect_move_touch(r, sw.hit.normal, up, max_slope);
        if (freed)
            break;
    }
    return pushed;
}
static void isect_move_snap(const isect_world *world, isect_shape shape,
                            isect_vec *pos, isect_vec delta,
                            const isect_filter *filter,
                            const isect_move_options *o, isect_real skin,
                            isect_vec up, isect_move_result *r)
{
    isect_sweep sw;
    isect_vec across, probe;
    isect_real c = o->max_slope, reach, short_by;
    if (isect_dot(delta, up) > 0)
        return;
    across = isect_sub(delta, isect_scale(up, isect_dot(delta, up)));
    if (r->on_floor && across.x == 0 && across.y == 0)
        return;
    reach = (isect_length(across) * isect_sqrt(1 - c * c) + 2 * skin) / c;
    if (reach > skin / (16 * ISECT_REAL_EPSILON))
        reach = skin / (16 * ISECT_REAL_EPSILON);
    probe = isect_scale(up, -reach);
    r->steps++;
    if (!isect_move_sweep(world, shape, *pos, probe, filter, skin, &sw)
        || isect_move_surface(sw.hit.normal, up, c) != ISECT_SURFACE_FLOOR
        || (r->on_floor && sw.time * reach <= skin))
        return;
    *pos = sw.pos;
    isect_move_touch(r, sw.hit.normal, up, c);
    short_by = isect_move_short_by(&sw, probe, skin);
    if (short_by > 0) {
        r->steps++;
        isect_move_sweep(world, shape, *pos,
                         isect_scale(up, short_by / isect_dot(sw.hit.normal, up)),
                         filter, skin, &sw);
        *pos = sw.pos;
    }
}
static void isect_world_move(const isect_world *world, isect_shape shape,
                             isect_vec start, isect_vec delta,
                             const isect_filter *filter,
                             const isect_move_options *options,
                             isect_move_result *out)
{
    isect_move_options o = isect_move_settings(options);
    isect_vec up = isect_v(0, o.y_up ? 1 : -1);
    isect_vec pos = start, rest = delta, normals[ISECT_MOVE_MAX_STEPS];
    isect_real skin = isect_move_skin(o.skin, start);
    isect_real left = 1;
    isect_move_result r;
    int planes = 0;
    r.on_floor = r.on_wall = r.on_ceiling = false;
    r.floor_normal = isect_v(0, 0);
    r.normal = isect_v(0, 0);
    r.steps = 0;
    r.recovered = isect_move_recover(world, shape, &pos, filter, skin, &r,
                                     up, o.max_slope);
    while (r.steps < o.max_steps && (rest.x != 0 || rest.y != 0)) {
        isect_sweep sw;
        isect_real short_by;
        r.steps++;
        if (!isect_move_sweep(world, shape, pos, rest, filter, skin, &sw)) {
            pos = sw.pos;
            break;
        }
        pos = sw.pos;
        short_by = isect_move_short_by(&sw, rest, skin);
        isect_move_touch(&r, sw.hit.normal, up, o.max_slope);
        normals[planes++] = sw.hit.normal;
        left *= 1 - sw.time;
        rest = isect_move_clip(isect_scale(delta, left), normals, planes);
        rest = isect_add(rest, isect_scale(sw.hit.normal, short_by));
    }
    isect_move_snap(world, shape, &pos, delta, filter, &o, skin, up, &r);
    r.moved = isect_sub(pos, start);
    if (!(r.moved.x - r.moved.x == 0 && r.moved.y - r.moved.y == 0 &&
          r.normal.x - r.normal.x == 0 && r.normal.y - r.normal.y == 0 &&
          r.floor_normal.x - r.floor_normal.x == 0 &&
          r.floor_normal.y - r.floor_normal.y == 0)) {
        r.moved = r.normal = r.floor_normal = isect_v(0, 0);
        r.on_floor = r.on_wall = r.on_ceiling = false;
    }
    if (out != NULL)
        *out = r;
}
void isect_world_move_aabb(const isect_world *world, isect_aabb moving,
                           isect_vec delta, const isect_filter *filter,
                           const isect_move_options *options,
                           isect_move_result *out)
{
    isect_world_move(world, isect_shape_aabb(moving), moving.pos, delta,
                     filter, options, out);
}

void isect_world_move_circle(const isect_world *world, isect_circle moving,
                             isect_vec delta, const isect_filter *filter,
                             const isect_move_options *options,
                             isect_move_result *out)
{
    isect_world_move(world, isect_shape_circle(moving), moving.pos, delta,
                     filter, options, out);
}

void isect_world_move_capsule(const isect_world *world, isect_capsule moving,
                              isect_vec delta, const isect_filter *filter,
                              const isect_move_options *options,
                              isect_move_result *out)
{
    isect_world_move(world, isect_shape_capsule(moving), moving.pos, delta,
                     filter, options, out);
}
#define ISECT_BATCH_TINY ((isect_real)7.888609052210118e-31) /* 2^-100 */
#define ISECT_BATCH_NEVER ((isect_real)8)
#define ISECT_BATCH_NONE ((isect_real)4)

typedef struct isect_batch_path {
    isect_real start_x, start_y; /* where the path starts */
    isect_real inv_x, inv_y;     /* 1 / D, with D nudged away from zero */
    isect_real pad_x, pad_y;     /* the moving shape's half size */
    isect_real inner;            /* the shrunk shape: 1 for boxes */
    isect_real reach;            /* the path's largest coordinate + pads */
    isect_real grow, grow_min;   /* r = grow * m + grow_min */
    isect_real slack;            /* sigma */
    isect_real near, near_size;  /* the first pass's margin: below */
    isect_real zero, one, low, none, never; /* 0, 1, -8, 4, 8 */
} isect_batch_path;
static void isect_batch_bound(const isect_batch_path *p, isect_real cx,
                              isect_real cy, isect_real hx, isect_real hy,
                              isect_real *bound, isect_real *sure)
{
    isect_real m = p->reach + isect_abs(cx) + isect_abs(cy) + hx + hy;
    isect_real r = p->grow * m + p->grow_min;
    isect_real dx = cx - p->start_x, dy = cy - p->start_y;
    isect_real wx = hx + p->pad_x, wy = hy + p->pad_y;
    isect_real ex = wx * p->inner - r, ey = wy * p->inner - r;
    isect_real t_in, t_out, s_in, s_out, miss, sure_in;
    {
        isect_real ax = (dx - wx - r) * p->inv_x, bx = (dx + wx + r) * p->inv_x;
        isect_real ay = (dy - wy - r) * p->inv_y, by = (dy + wy + r) * p->inv_y;
        t_in = isect_max(isect_min(ax, bx), isect_min(ay, by));
        t_out = isect_min(isect_max(ax, bx), isect_max(ay, by));
    }
    {
        isect_real ax = (dx - ex) * p->inv_x, bx = (dx + ex) * p->inv_x;
        isect_real ay = (dy - ey) * p->inv_y, by = (dy + ey) * p->inv_y;
        s_in = isect_max(isect_min(ax, bx), isect_min(ay, by));
        s_out = isect_min(isect_max(ax, bx), isect_max(ay, by));
    }
    miss = isect_max(isect_max(t_in - t_out, t_in - p->one), -t_out);
    *bound = isect_max(t_in - p->slack, miss > p->zero ? p->never : p->low);
    sure_in = isect_min(isect_min(isect_min(ex, ey), s_out - s_in),
                        isect_min(p->one - s_in, t_in));
    *sure = isect_max(s_in + p->slack, sure_in > p->zero ? p->low : p->none);
}
static isect_batch_path isect_batch_path_of(isect_vec start, isect_vec delta,
                                            isect_vec pad, isect_real inner)
{
    isect_batch_path p;
    isect_vec end = isect_add(start, delta);
    isect_real dx = isect_abs(delta.x) < ISECT_BATCH_TINY ? ISECT_BATCH_TINY : delta.x;
    isect_real dy = isect_abs(delta.y) < ISECT_BATCH_TINY ? ISECT_BATCH_TINY : delta.y;
    p.start_x = start.x;
    p.start_y = start.y;
    p.inv_x = 1 / dx;
    p.inv_y = 1 / dy;
    p.pad_x = pad.x;
    p.pad_y = pad.y;
    p.inner = inner;
    p.reach = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                        isect_max(isect_abs(end.x), isect_abs(end.y)))
              + pad.x + pad.y;
    p.grow = 64 * ISECT_REAL_EPSILON;
    p.grow_min = 2 * ISECT_BATCH_TINY;
    p.near = 8 * p.grow * p.reach + p.grow_min;
    p.near_size = 4 * p.grow;
    p.slack = 256 * ISECT_REAL_EPSILON;
    p.zero = 0;
    p.one = 1;
    p.low = -ISECT_BATCH_NEVER;
    p.none = ISECT_BATCH_NONE;
    p.never = ISECT_BATCH_NEVER;
    return p;
}
#define ISECT_BATCH_BLOCK 64

static void isect_batch_block(isect_batch_path path,
                              const isect_real *restrict x,
                              const isect_real *restrict y,
                              const isect_real *restrict half_x,
                              const isect_real *restrict half_y,
                              isect_real *restrict miss)
{
    const isect_batch_path *p = &path;
    int j;
    for (j = 0; j < ISECT_BATCH_BLOCK; j++) {
        isect_real cx = x[j], cy = y[j], hx = half_x[j], hy = half_y[j];
        isect_real r = p->near + p->near_size * (hx + hy);
        isect_real dx = cx - p->start_x, dy = cy - p->start_y;
        isect_real wx = hx + p->pad_x, wy = hy + p->pad_y;
        isect_real t_in, t_out;
        {
            isect_real ax = (dx - wx - r) * p->inv_x, bx = (dx + wx + r) * p->inv_x;
            isect_real ay = (dy - wy - r) * p->inv_y, by = (dy + wy + r) * p->inv_y;
            t_in = isect_max(isect_min(ax, bx), isect_min(ay, by));
            t_out = isect_min(isect_max(ax, bx), isect_max(ay, by));
        }
        miss[j] = isect_max(isect_max(t_in - t_out, t_in - p->one), -t_out);
    }
}
#define ISECT_BATCH_KEEP 256

typedef struct isect_batch_set {
    const isect_real *x, *y, *half_x, *half_y; /* half_y is half_x for circles */
    size_t count;
    int circles;
    isect_batch_path path;
    isect_real limit;                /* U */
    size_t kept;                     /* more than ISECT_BATCH_KEEP: dropped */
    size_t index[ISECT_BATCH_KEEP];
    isect_real bound[ISECT_BATCH_KEEP];
} isect_batch_set;

static void isect_batch_collect(isect_batch_set *set)
{
    isect_real miss[ISECT_BATCH_BLOCK], sure;
    isect_real x[ISECT_BATCH_BLOCK], y[ISECT_BATCH_BLOCK];
    isect_real hx[ISECT_BATCH_BLOCK], hy[ISECT_BATCH_BLOCK];
    size_t base, j, n, k;
    set->kept = 0;
    set->limit = ISECT_BATCH_NONE;
    for (base = 0; base < set->count; base += n) {
        n = set->count - base < ISECT_BATCH_BLOCK ? set->count - base
                                                  : ISECT_BATCH_BLOCK;
        if (n == ISECT_BATCH_BLOCK) {
            isect_batch_block(set->path, set->x + base, set->y + base,
                              set->half_x + base, set->half_y + base, miss);
        } else {
            for (j = 0; j < ISECT_BATCH_BLOCK; j++) {
                k = base + (j < n ? j : 0);
                x[j] = set->x[k];
                y[j] = set->y[k];
                hx[j] = set->half_x[k];
                hy[j] = set->half_y[k];
            }
            isect_batch_block(set->path, x, y, hx, hy, miss);
        }
        for (j = 0; j < n; j++) {
            if (miss[j] > 0)
                continue;
            if (set->kept < ISECT_BATCH_KEEP)
                set->index[set->kept] = base + j;
            set->kept++;
        }
    }
    if (set->kept > ISECT_BATCH_KEEP)
        return;
    for (k = 0; k < set->kept; k++) {
        j = set->index[k];
        isect_batch_bound(&set->path, set->x[j], set->y[j], set->half_x[j],
                          set->half_y[j], &set->bound[k], &sure);
        set->limit = isect_min(set->limit, sure);
    }
}
static bool isect_batch_next(const isect_batch_set *set, size_t *cursor,
                             size_t *i)
{
    isect_real bound, sure;
    if (set->kept <= ISECT_BATCH_KEEP) {
        while (*cursor < set->kept) {
            size_t k = (*cursor)++;
            if (!(set->bound[k] > set->limit)) {
                *i = set->index[k];
                return true;
            }
        }
        return false;
    }
    while (*cursor < set->count) {
        size_t k = (*cursor)++;
        isect_batch_bound(&set->path, set->x[k], set->y[k], set->half_x[k],
                          set->half_y[k], &bound, &sure);
        if (!(bound > set->limit)) {
            *i = k;
            return true;
        }
    }
    return false;
}

static isect_shape isect_batch_shape(const isect_batch_set *set, size_t i)
{
    isect_aabb box;
    isect_circle circle;
    if (set->circles) {
        circle.pos = isect_v(set->x[i], set->y[i]);
        circle.radius = set->half_x[i];
        return isect_shape_circle(circle);
    }
    box.pos = isect_v(set->x[i], set->y[i]);
    box.half = isect_v(set->half_x[i], set->half_y[i]);
    return isect_shape_aabb(box);
}
static void isect_batch_seam_pass(const void *context, isect_seam *s,
                                  isect_real until)
{
    const isect_batch_set *set = (const isect_batch_set *)context;
    size_t cursor = 0, i;
    isect_shape shape;
    (void)until;
    while (isect_batch_next(set, &cursor, &i)) {
        shape = isect_batch_shape(set, i);
        isect_seam_note(s, &shape, i);
    }
}

static bool isect_batch_blocks(const isect_query *q, isect_vec pos,
                               const void *context)
{
    const isect_batch_set *set = (const isect_batch_set *)context;
    size_t cursor = 0, i;
    isect_shape shape;
    while (isect_batch_next(set, &cursor, &i)) {
        shape = isect_batch_shape(set, i);
        if (isect_query_blocked_by(q, &shape, pos))
            return true;
    }
    return false;
}

static bool isect_batch_sweep_exact(const isect_batch_set *set,
                                    isect_shape moving, isect_vec start,
                                    isect_vec delta, isect_sweep *out,
                                    size_t *index)
{
    isect_query q;
    isect_shape place[2];
    size_t cursor = 0, i;
    int next = 0;
    isect_query_begin(&q, moving, start, delta);
    while (isect_batch_next(set, &cursor, &i)) {
        place[next] = isect_batch_shape(set, i);
        isect_query_consider(&q, &place[next], i);
        if (q.best_shape == &place[next])
            next = 1 - next;
    }
    return isect_query_finish(&q, isect_batch_blocks, isect_batch_seam_pass,
                              set, out, index);
}
static bool isect_batch_cast_exact(const isect_batch_set *set, isect_vec pos,
                                   isect_vec delta, isect_hit *out,
                                   size_t *index)
{
    isect_cast_query q;
    isect_shape place[2];
    size_t cursor = 0, i;
    int next = 0;
    isect_cast_begin(&q, pos, delta);
    while (isect_batch_next(set, &cursor, &i)) {
        place[next] = isect_batch_shape(set, i);
        if (isect_out_of_reach(&place[next], q.lo, q.hi))
            continue;
        isect_cast_keep(&q, &place[next], i);
        if (q.best_shape == &place[next])
            next = 1 - next;
    }
    return isect_cast_finish(&q, isect_batch_seam_pass, set, out, index);
}
static bool isect_batch_limit_held(const isect_batch_set *set, bool found,
                                   isect_real time)
{
    return found ? time <= set->limit : set->limit >= 1;
}

static bool isect_batch_sweep(isect_batch_set *set, isect_shape moving,
                              isect_vec start, isect_vec delta,
                              isect_sweep *out, size_t *index)
{
    isect_sweep sweep;
    size_t found_index;
    bool found;
    isect_batch_collect(set);
    found = isect_batch_sweep_exact(set, moving, start, delta, &sweep,
                                    &found_index);
    if (!isect_batch_limit_held(set, found, sweep.hit.time)) {
        set->limit = ISECT_BATCH_NONE;
        found = isect_batch_sweep_exact(set, moving, start, delta, &sweep,
                                        &found_index);
    }
    if (found && index != NULL)
        *index = found_index;
    if (out != NULL)
        *out = sweep;
    return found;
}

static bool isect_batch_cast(isect_batch_set *set, isect_vec pos,
                             isect_vec delta, isect_hit *out, size_t *index)
{
    isect_hit hit = isect_no_hit();
    size_t found_index;
    bool found;
    isect_batch_collect(set);
    found = isect_batch_cast_exact(set, pos, delta, &hit, &found_index);
    if (!isect_batch_limit_held(set, found, hit.time)) {
        set->limit = ISECT_BATCH_NONE;
        found = isect_batch_cast_exact(set, pos, delta, &hit, &found_index);
    }
    if (found && index != NULL)
        *index = found_index;
    if (found && out != NULL)
        *out = hit;
    return found;
}
static void isect_batch_boxes(isect_batch_set *set, const isect_aabb_soa *boxes)
{
    set->x = boxes->x;
    set->y = boxes->y;
    set->half_x = boxes->half_x;
    set->half_y = boxes->half_y;
    set->count = boxes->count;
    set->circles = 0;
}

static void isect_batch_circles(isect_batch_set *set,
                                const isect_circle_soa *circles)
{
    set->x = circles->x;
    set->y = circles->y;
    set->half_x = circles->radius;
    set->half_y = circles->radius;
    set->count = circles->count;
    set->circles = 1;
}

bool isect_aabb_soa_segment(const isect_aabb_soa *boxes, isect_vec pos,
                            isect_vec delta, isect_hit *out, size_t *index)
{
    isect_batch_set set;
    isect_batch_boxes(&set, boxes);
    set.path = isect_batch_path_of(pos, delta, isect_v(0, 0), 1);
    return isect_batch_cast(&set, pos, delta, out, index);
}

bool isect_aabb_soa_sweep_aabb(const isect_aabb_soa *boxes, isect_aabb moving,
                               isect_vec delta, isect_sweep *out, size_t *index)
{
    isect_batch_set set;
    isect_batch_boxes(&set, boxes);
    set.path = isect_batch_path_of(moving.pos, delta, moving.half, 1);
    return isect_batch_sweep(&set, isect_shape_aabb(moving), moving.pos, delta,
                             out, index);
}

bool isect_circle_soa_segment(const isect_circle_soa *circles, isect_vec pos,
                              isect_vec delta, isect_hit *out, size_t *index)
{
    isect_batch_set set;
    isect_batch_circles(&set, circles);
    set.path = isect_batch_path_of(pos, delta, isect_v(0, 0),
                                   (isect_real)0.7071);
    return isect_batch_cast(&set, pos, delta, out, index);
}

bool isect_circle_soa_sweep_circle(const isect_circle_soa *circles,
                                   isect_circle moving, isect_vec delta,
                                   isect_sweep *out, size_t *index)
{
    isect_batch_set set;
    isect_batch_circles(&set, circles);
    set.path = isect_batch_path_of(moving.pos, delta,
                                   isect_v(moving.radius, moving.radius),
                                   (isect_real)0.7071);
    return isect_batch_sweep(&set, isect_shape_circle(moving), moving.pos,
                             delta, out, index);
}
size_t isect_grid_memory_size(size_t columns, size_t rows,
                              size_t max_shapes, size_t max_entries)
{
    size_t limit = ISECT_GRID_NONE / 4, room = SIZE_MAX / sizeof(uint32_t), cells;
    if (columns == 0 || rows == 0 || columns > limit || rows > limit
        || max_shapes > limit || max_entries > limit
        || columns > limit / rows)
        return 0;
    cells = columns * rows;
    if (4 * max_shapes > room || 2 * max_entries > room - 4 * max_shapes
        || cells > room - 4 * max_shapes - 2 * max_entries)
        return 0;
    return cells * sizeof(uint32_t) + max_shapes * sizeof(isect_grid_span)
         + max_entries * sizeof(isect_grid_entry);
}
static void isect_grid_empty(isect_grid *grid)
{
    grid->origin = isect_v(0, 0);
    grid->cell = isect_v(1, 1);
    grid->per_unit = isect_v(1, 1);
    grid->extent = 0;
    grid->columns = grid->rows = 0;
    grid->max_shapes = grid->max_entries = 0;
    grid->free = ISECT_GRID_NONE;
    grid->free_count = 0;
    grid->heads = NULL;
    grid->spans = NULL;
    grid->entries = NULL;
}

static bool isect_grid_size_ok(isect_real size)
{
    return size > 0 && size <= ISECT_REAL_MAX && 1 / size <= ISECT_REAL_MAX;
}

bool isect_grid_init(isect_grid *grid, void *memory, size_t bytes,
                     isect_vec origin, isect_vec cell, size_t columns,
                     size_t rows, size_t max_shapes, size_t max_entries)
{
    size_t need = isect_grid_memory_size(columns, rows, max_shapes,
                                         max_entries), i;
    isect_vec far;
    isect_grid_empty(grid);
    if (need == 0 || memory == NULL || bytes < need
        || (uintptr_t)memory % sizeof(uint32_t) != 0
        || !isect_grid_size_ok(cell.x) || !isect_grid_size_ok(cell.y)
        || !(isect_abs(origin.x) <= ISECT_REAL_MAX)
        || !(isect_abs(origin.y) <= ISECT_REAL_MAX))
        return false;
    far = isect_add(origin, isect_v(cell.x * (isect_real)columns,
                                    cell.y * (isect_real)rows));
    if (!(isect_abs(far.x) <= ISECT_REAL_MAX) || !(isect_abs(far.y) <= ISECT_REAL_MAX))
        return false;
    grid->origin = origin;
    grid->cell = cell;
    grid->per_unit = isect_v(1 / cell.x, 1 / cell.y);
    grid->extent = isect_max(isect_max(isect_abs(origin.x), isect_abs(origin.y)),
                             isect_max(isect_abs(far.x), isect_abs(far.y)));
    grid->columns = (uint32_t)columns;
    grid->rows = (uint32_t)rows;
    grid->max_shapes = (uint32_t)max_shapes;
    grid->max_entries = (uint32_t)max_entries;
    grid->heads = (uint32_t *)memory;
    grid->spans = (isect_grid_span *)(grid->heads + columns * rows);
    grid->entries = (isect_grid_entry *)(grid->spans + max_shapes);
    for (i = 0; i < columns * rows; i++)
        grid->heads[i] = ISECT_GRID_NONE;
    for (i = 0; i < max_shapes; i++)
        grid->spans[i].x0 = grid->spans[i].y0 = grid->spans[i].x1
            = grid->spans[i].y1 = ISECT_GRID_NONE;
    for (i = 0; i < max_entries; i++) {
        grid->entries[i].shape = ISECT_GRID_NONE;
        grid->entries[i].next = i + 1 < max_entries ? (uint32_t)(i + 1)
                                                    : ISECT_GRID_NONE;
    }
    grid->free = max_entries > 0 ? 0 : ISECT_GRID_NONE;
    grid->free_count = (uint32_t)max_entries;
    return true;
}
static uint32_t isect_grid_first_cell(isect_real u, uint32_t count)
{
    if (!(u >= 1))
        return 0;
    if (u >= (isect_real)(count - 1))
        return count - 1;
    return (uint32_t)u;
}

static uint32_t isect_grid_last_cell(isect_real u, uint32_t count)
{
    if (!(u < (isect_real)(count - 1)))
        return count - 1;
    if (u < 1)
        return 0;
    return (uint32_t)u;
}
static isect_real isect_grid_tolerance(isect_real size)
{
    return 128 * ISECT_REAL_EPSILON * size + ISECT_REAL_MIN;
}

static isect_real isect_grid_pad(const isect_grid *grid, isect_vec start,
                                 isect_vec delta, isect_vec reach)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                             isect_max(isect_abs(end.x), isect_abs(end.y)));
    m = isect_max(m, grid->extent) + isect_max(reach.x, reach.y);
    return isect_grid_tolerance(m);
}
static isect_grid_span isect_grid_span_of(const isect_grid *grid,
                                          isect_vec lo, isect_vec hi,
                                          isect_real pad)
{
    isect_grid_span span;
    span.x0 = isect_grid_first_cell((lo.x - pad - grid->origin.x) * grid->per_unit.x,
                                    grid->columns);
    span.x1 = isect_grid_last_cell((hi.x + pad - grid->origin.x) * grid->per_unit.x,
                                   grid->columns);
    span.y0 = isect_grid_first_cell((lo.y - pad - grid->origin.y) * grid->per_unit.y,
                                    grid->rows);
    span.y1 = isect_grid_last_cell((hi.y + pad - grid->origin.y) * grid->per_unit.y,
                                   grid->rows);
    return span;
}

static isect_real isect_finite_size(isect_vec lo, isect_vec hi)
{
    isect_real m = 0, v[4];
    int i;
    v[0] = lo.x; v[1] = lo.y; v[2] = hi.x; v[3] = hi.y;
    for (i = 0; i < 4; i++)
        if (isect_abs(v[i]) <= ISECT_REAL_MAX)
            m = isect_max(m, isect_abs(v[i]));
    return m;
}

static isect_grid_span isect_grid_span_of_bounds(const isect_grid *grid,
                                                 isect_aabb bounds)
{
    isect_vec a = isect_sub(bounds.pos, bounds.half);
    isect_vec b = isect_add(bounds.pos, bounds.half);
    isect_vec lo = isect_v(isect_min(a.x, b.x), isect_min(a.y, b.y));
    isect_vec hi = isect_v(isect_max(a.x, b.x), isect_max(a.y, b.y));
    isect_real size = isect_finite_size(lo, hi);
    if (a.x != a.x || b.x != b.x)
        lo.x = hi.x = a.x + b.x;
    if (a.y != a.y || b.y != b.y)
        lo.y = hi.y = a.y + b.y;
    return isect_grid_span_of(grid, lo, hi,
                              size > grid->extent ? isect_grid_tolerance(size) : 0);
}
static uint32_t isect_grid_span_cells(isect_grid_span span)
{
    return (span.x1 - span.x0 + 1) * (span.y1 - span.y0 + 1);
}

static void isect_grid_link(isect_grid *grid, uint32_t shape,
                            isect_grid_span span)
{
    uint32_t x, y, e;
    grid->spans[shape] = span;
    for (y = span.y0; y <= span.y1; y++)
        for (x = span.x0; x <= span.x1; x++) {
            uint32_t *head = &grid->heads[(size_t)y * grid->columns + x];
            e = grid->free;
            grid->free = grid->entries[e].next;
            grid->entries[e].shape = shape;
            grid->entries[e].next = *head;
            *head = e;
        }
    grid->free_count -= isect_grid_span_cells(span);
}

static void isect_grid_unlink(isect_grid *grid, uint32_t shape)
{
    isect_grid_span span = grid->spans[shape];
    uint32_t x, y, e, *link;
    for (y = span.y0; y <= span.y1; y++)
        for (x = span.x0; x <= span.x1; x++) {
            link = &grid->heads[(size_t)y * grid->columns + x];
            while (grid->entries[*link].shape != shape)
                link = &grid->entries[*link].next;
            e = *link;
            *link = grid->entries[e].next;
            grid->entries[e].shape = ISECT_GRID_NONE;
            grid->entries[e].next = grid->free;
            grid->free = e;
        }
    grid->free_count += isect_grid_span_cells(span);
    grid->spans[shape].x0 = grid->spans[shape].y0 = ISECT_GRID_NONE;
    grid->spans[shape].x1 = grid->spans[shape].y1 = ISECT_GRID_NONE;
}
bool isect_grid_move(isect_grid *grid, size_t index, isect_aabb bounds)
{
    isect_grid_span span, old;
    uint32_t room;
    if (index >= grid->max_shapes)
        return false;
    span = isect_grid_span_of_bounds(grid, bounds);
    old = grid->spans[index];
    room = grid->free_count;
    if (old.x0 != ISECT_GRID_NONE) {
        if (old.x0 == span.x0 && old.y0 == span.y0 && old.x1 == span.x1
            && old.y1 == span.y1)
            return true;
        room += isect_grid_span_cells(old);
    }
    if (isect_grid_span_cells(span) > room)
        return false;
    if (old.x0 != ISECT_GRID_NONE)
        isect_grid_unlink(grid, (uint32_t)index);
    isect_grid_link(grid, (uint32_t)index, span);
    return true;
}

bool isect_grid_insert(isect_grid *grid, size_t index, isect_aabb bounds)
{
    return isect_grid_move(grid, index, bounds);
}

bool isect_grid_remove(isect_grid *grid, size_t index)
{
    if (index >= grid->max_shapes || grid->spans[index].x0 == ISECT_GRID_NONE)
        return false;
    isect_grid_unlink(grid, (uint32_t)index);
    return true;
}
bool isect_grid_insert_world(isect_grid *grid, const isect_world *world)
{
    size_t i, count = isect_world_size(world);
    for (i = 0; i < count; i++)
        if (!isect_grid_insert(grid, i, isect_shape_bounds(world->shapes[i])))
            return false;
    return true;
}
typedef struct isect_grid_walk {
    uint32_t lo[2], hi[2];   /* the cells the moving shape covers, per axis */
    uint32_t band_lo[2], band_hi[2]; /* the cells it has just entered */
    uint32_t seen_lo, seen_hi;       /* on the band's axis, the cells before */
    int axis;                        /* the axis of the band */
    isect_real lead_u[2], trail_u[2], du[2]; /* its edges, and its motion */
    isect_real per_du[2];            /* 1 / du, or 0 when du is 0 */
    isect_real lead[2], trail[2];    /* when it next enters, next leaves */
    isect_real time;                 /* when it entered the band */
} isect_grid_walk;

static uint32_t isect_grid_count(const isect_grid *grid, int axis)
{
    return axis == 0 ? grid->columns : grid->rows;
}
static void isect_grid_next_entry(const isect_grid *grid, isect_grid_walk *w,
                                  int k)
{
    isect_real t = ISECT_REAL_MAX;
    if (w->du[k] > 0 && w->hi[k] + 1 < isect_grid_count(grid, k))
        t = ((isect_real)(w->hi[k] + 1) - w->lead_u[k]) * w->per_du[k];
    else if (w->du[k] < 0 && w->lo[k] > 0)
        t = ((isect_real)w->lo[k] - w->lead_u[k]) * w->per_du[k];
    w->lead[k] = t > 0 ? t : 0;
}

static void isect_grid_next_exit(isect_grid_walk *w, int k)
{
    isect_real t = ISECT_REAL_MAX;
    if (w->du[k] > 0 && w->lo[k] < w->hi[k])
        t = ((isect_real)(w->lo[k] + 1) - w->trail_u[k]) * w->per_du[k];
    else if (w->du[k] < 0 && w->lo[k] < w->hi[k])
        t = ((isect_real)w->hi[k] - w->trail_u[k]) * w->per_du[k];
    w->trail[k] = t > 0 ? t : 0;
}
static bool isect_grid_walk_begin(const isect_grid *grid, isect_grid_walk *w,
                                  isect_vec start, isect_vec delta,
                                  isect_vec reach)
{
    isect_real p[2], d[2], h[2], o[2], s[2], u0, u1, pad;
    int k;
    if (grid->columns == 0)
        return false;
    pad = isect_grid_pad(grid, start, delta, reach);
    p[0] = start.x; p[1] = start.y; d[0] = delta.x; d[1] = delta.y;
    h[0] = reach.x + pad; h[1] = reach.y + pad;
    o[0] = grid->origin.x; o[1] = grid->origin.y;
    s[0] = grid->per_unit.x; s[1] = grid->per_unit.y;
    for (k = 0; k < 2; k++) {
        u0 = (p[k] - h[k] - o[k]) * s[k];
        u1 = (p[k] + h[k] - o[k]) * s[k];
        w->du[k] = d[k] * s[k];
        if (!(isect_abs(u0) <= ISECT_REAL_MAX && isect_abs(u1) <= ISECT_REAL_MAX
              && isect_abs(w->du[k]) <= ISECT_REAL_MAX))
            return false;
        w->per_du[k] = w->du[k] != 0 ? 1 / w->du[k] : 0;
        w->lo[k] = w->band_lo[k] = isect_grid_first_cell(u0, isect_grid_count(grid, k));
        w->hi[k] = w->band_hi[k] = isect_grid_last_cell(u1, isect_grid_count(grid, k));
        w->lead_u[k] = w->du[k] < 0 ? u0 : u1;
        w->trail_u[k] = w->du[k] < 0 ? u1 : u0;
        isect_grid_next_entry(grid, w, k);
        isect_grid_next_exit(w, k);
    }
    w->axis = 0;
    w->seen_lo = ISECT_GRID_NONE;
    w->seen_hi = 0;
    w->time = 0;
    return true;
}
static bool isect_grid_walk_next(const isect_grid *grid, isect_grid_walk *w,
                                 isect_real limit)
{
    int k;
    for (;;) {
        isect_real enter = isect_min(w->lead[0], w->lead[1]);
        isect_real leave = isect_min(w->trail[0], w->trail[1]);
        if (leave < enter) {
            if (!(leave <= limit))
                return false;
            k = w->trail[0] <= w->trail[1] ? 0 : 1;
            if (w->du[k] > 0)
                w->lo[k]++;
            else
                w->hi[k]--;
            isect_grid_next_exit(w, k);
            continue;
        }
        if (!(enter <= limit))
            return false;
        k = w->lead[0] <= w->lead[1] ? 0 : 1;
        w->axis = k;
        w->seen_lo = w->lo[k];
        w->seen_hi = w->hi[k];
        if (w->du[k] > 0)
            w->band_lo[k] = w->band_hi[k] = ++w->hi[k];
        else
            w->band_lo[k] = w->band_hi[k] = --w->lo[k];
        w->band_lo[1 - k] = w->lo[1 - k];
        w->band_hi[1 - k] = w->hi[1 - k];
        w->time = enter;
        isect_grid_next_entry(grid, w, k);
        isect_grid_next_exit(w, k);
        return true;
    }
}
static bool isect_grid_first_meeting(const isect_grid_walk *w,
                                     isect_grid_span s, uint32_t x, uint32_t y)
{
    uint32_t lo = w->axis == 0 ? s.x0 : s.y0, hi = w->axis == 0 ? s.x1 : s.y1;
    return x == (s.x0 > w->band_lo[0] ? s.x0 : w->band_lo[0])
        && y == (s.y0 > w->band_lo[1] ? s.y0 : w->band_lo[1])
        && (hi < w->seen_lo || lo > w->seen_hi);
}
size_t isect_grid_cells_on_path(const isect_grid *grid, isect_vec pos,
                                isect_vec delta, isect_vec half,
                                size_t *cells, size_t capacity)
{
    isect_grid_walk w;
    size_t n = 0;
    uint32_t x, y;
    bool more;
    if (cells == NULL)
        capacity = 0;
    if (!isect_grid_walk_begin(grid, &w, pos, delta, half))
        return 0;
    do {
        for (y = w.band_lo[1]; y <= w.band_hi[1]; y++)
            for (x = w.band_lo[0]; x <= w.band_hi[0]; x++, n++)
                if (n < capacity)
                    cells[n] = (size_t)y * grid->columns + x;
        more = isect_grid_walk_next(grid, &w, 1);
    } while (more);
    return n;
}
typedef struct isect_grid_query {
    const isect_grid *grid;
    const isect_world *world;
    const isect_filter *filter;
    isect_vec start, delta, reach;
} isect_grid_query;

typedef bool (*isect_grid_visit)(void *context, size_t index);

static bool isect_grid_holds(const isect_grid_query *g, uint32_t shape)
{
    return shape < isect_world_size(g->world);
}

static bool isect_grid_visit_band(const isect_grid_query *g,
                                  const isect_grid_walk *w,
                                  isect_grid_visit visit, void *context)
{
    const isect_grid *grid = g->grid;
    uint32_t x, y, e, shape;
    for (y = w->band_lo[1]; y <= w->band_hi[1]; y++)
        for (x = w->band_lo[0]; x <= w->band_hi[0]; x++)
            for (e = grid->heads[(size_t)y * grid->columns + x];
                 e != ISECT_GRID_NONE; e = grid->entries[e].next) {
                shape = grid->entries[e].shape;
                if (isect_grid_holds(g, shape)
                    && isect_grid_first_meeting(w, grid->spans[shape], x, y)
                    && visit(context, shape))
                    return true;
            }
    return false;
}
static bool isect_grid_visit_all(const isect_grid_query *g,
                                 isect_grid_visit visit, void *context)
{
    uint32_t i;
    for (i = 0; i < g->grid->max_shapes; i++)
        if (g->grid->spans[i].x0 != ISECT_GRID_NONE && isect_grid_holds(g, i)
            && visit(context, i))
            return true;
    return false;
}

static bool isect_grid_visit_path(const isect_grid_query *g,
                                  const isect_real *limit,
                                  isect_grid_visit visit, void *context)
{
    isect_grid_walk w;
    if (!isect_grid_walk_begin(g->grid, &w, g->start, g->delta, g->reach))
        return isect_grid_visit_all(g, visit, context);
    if (isect_grid_visit_band(g, &w, visit, context))
        return true;
    while (isect_grid_walk_next(g->grid, &w, *limit))
        if (isect_grid_visit_band(g, &w, visit, context))
            return true;
    return false;
}
typedef struct isect_grid_sweep {
    isect_grid_query g;
    isect_query q;
    isect_real limit;
} isect_grid_sweep;

static bool isect_grid_consider(void *context, size_t index)
{
    isect_grid_sweep *s = (isect_grid_sweep *)context;
    isect_world_consider(&s->q, s->g.world, s->g.filter, index);
    if (s->q.found)
        s->limit = s->q.best.hit.time;
    return false;
}
typedef struct isect_grid_stop {
    const isect_grid_query *g;
    const isect_query *q;
    isect_vec pos;
} isect_grid_stop;

static bool isect_grid_blocks(void *context, size_t index)
{
    const isect_grid_stop *s = (const isect_grid_stop *)context;
    return isect_world_blocks(s->q, s->pos, s->g->world, s->g->filter, index);
}

static bool isect_grid_blocks_any(const isect_query *q, isect_vec pos,
                                  const void *context)
{
    isect_grid_stop stop;
    isect_real limit = q->best.hit.time;
    stop.g = (const isect_grid_query *)context;
    stop.q = q;
    stop.pos = pos;
    return isect_grid_visit_path(stop.g, &limit, isect_grid_blocks, &stop);
}
typedef struct isect_grid_seam_view {
    const isect_grid_query *g;
    isect_seam *seam;
} isect_grid_seam_view;

static bool isect_grid_seam_note(void *context, size_t index)
{
    isect_grid_seam_view *view = (isect_grid_seam_view *)context;
    isect_seam_note_counted(view->seam, view->g->world, view->g->filter, index);
    return false;
}

static void isect_grid_seam_pass(const void *context, isect_seam *s,
                                 isect_real until)
{
    isect_grid_seam_view view;
    view.g = (const isect_grid_query *)context;
    view.seam = s;
    isect_grid_visit_path(view.g, &until, isect_grid_seam_note, &view);
}
static bool isect_grid_sweep_shape(const isect_grid *grid,
                                   const isect_world *world,
                                   isect_shape moving, isect_vec start,
                                   isect_vec delta, const isect_filter *filter,
                                   isect_sweep *out, size_t *index)
{
    isect_grid_sweep s;
    s.g.grid = grid;
    s.g.world = world;
    s.g.filter = filter;
    isect_moving_box(&moving, start, &s.g.start, &s.g.reach);
    s.g.delta = delta;
    s.limit = 1;
    isect_query_begin(&s.q, moving, start, delta);
    isect_grid_visit_path(&s.g, &s.limit, isect_grid_consider, &s);
    return isect_query_finish(&s.q, isect_grid_blocks_any, isect_grid_seam_pass,
                              &s.g, out, index);
}

bool isect_grid_sweep_aabb(const isect_grid *grid, const isect_world *world,
                           isect_aabb moving, isect_vec delta,
                           const isect_filter *filter, isect_sweep *out,
                           size_t *index)
{
    return isect_grid_sweep_shape(grid, world, isect_shape_aabb(moving),
                                  moving.pos, delta, filter, out, index);
}

bool isect_grid_sweep_circle(const isect_grid *grid, const isect_world *world,
                             isect_circle moving, isect_vec delta,
                             const isect_filter *filter, isect_sweep *out,
                             size_t *index)
{
    return isect_grid_sweep_shape(grid, world, isect_shape_circle(moving),
                                  moving.pos, delta, filter, out, index);
}

bool isect_grid_sweep_capsule(const isect_grid *grid, const isect_world *world,
                              isect_capsule moving, isect_vec delta,
                              const isect_filter *filter, isect_sweep *out,
                              size_t *index)
{
    return isect_grid_sweep_shape(grid, world, isect_shape_capsule(moving),
                                  moving.pos, delta, filter, out, index);
}
typedef struct isect_grid_cast_state {
    isect_grid_query g;
    isect_cast_query q;
    isect_real limit;
} isect_grid_cast_state;

static bool isect_grid_cast_consider(void *context, size_t index)
{
    isect_grid_cast_state *s = (isect_grid_cast_state *)context;
    isect_cast_consider(&s->q, s->g.world, s->g.filter, index);
    if (s->q.found)
        s->limit = s->q.best.time;
    return false;
}

bool isect_grid_cast(const isect_grid *grid, const isect_world *world,
                     isect_vec pos, isect_vec delta,
                     const isect_filter *filter, isect_hit *out, size_t *index)
{
    isect_grid_cast_state s;
    s.g.grid = grid;
    s.g.world = world;
    s.g.filter = filter;
    s.g.start = pos;
    s.g.delta = delta;
    s.g.reach = isect_v(0, 0);
    s.limit = 1;
    isect_cast_begin(&s.q, pos, delta);
    isect_grid_visit_path(&s.g, &s.limit, isect_grid_cast_consider, &s);
    return isect_cast_finish(&s.q, isect_grid_seam_pass, &s.g, out, index);
}
static void isect_sift_down(size_t *heap, size_t count, size_t i)
{
    size_t child, top;
    for (;;) {
        child = 2 * i + 1;
        if (child >= count)
            return;
        if (child + 1 < count && heap[child + 1] > heap[child])
            child++;
        if (heap[i] >= heap[child])
            return;
        top = heap[i];
        heap[i] = heap[child];
        heap[child] = top;
        i = child;
    }
}

static void isect_keep_smallest(size_t *heap, size_t capacity, size_t kept,
                                size_t index)
{
    size_t i = kept, parent;
    if (kept < capacity) {
        heap[i] = index;
        while (i > 0 && heap[parent = (i - 1) / 2] < heap[i]) {
            heap[i] = heap[parent];
            heap[parent] = index;
            i = parent;
        }
    } else if (capacity > 0 && index < heap[0]) {
        heap[0] = index;
        isect_sift_down(heap, capacity, 0);
    }
}
static void isect_sort_kept(size_t *heap, size_t kept)
{
    size_t top;
    while (kept > 1) {
        kept--;
        top = heap[0];
        heap[0] = heap[kept];
        heap[kept] = top;
        isect_sift_down(heap, kept, 0);
    }
}
typedef struct isect_grid_overlap_state {
    isect_grid_query g;
    isect_overlap_query q;
    size_t *found, capacity, count;
} isect_grid_overlap_state;

static bool isect_grid_overlap_consider(void *context, size_t index)
{
    isect_grid_overlap_state *s = (isect_grid_overlap_state *)context;
    if (isect_overlap_consider(&s->q, s->g.world, s->g.filter, index)) {
        isect_keep_smallest(s->found, s->capacity, s->count, index);
        s->count++;
    }
    return false;
}

static size_t isect_grid_overlap(const isect_grid *grid,
                                 const isect_world *world,
                                 const isect_filter *filter,
                                 const isect_shape *shape, isect_vec pos,
                                 size_t *found, size_t capacity)
{
    isect_grid_overlap_state s;
    isect_real limit = 0;
    isect_overlap_begin(&s.q, shape, pos);
    s.g.grid = grid;
    s.g.world = world;
    s.g.filter = filter;
    isect_moving_box(&s.q.shape, pos, &s.g.start, &s.g.reach);
    s.g.delta = isect_v(0, 0);
    s.found = found;
    s.capacity = found != NULL ? capacity : 0;
    s.count = 0;
    isect_grid_visit_path(&s.g, &limit, isect_grid_overlap_consider, &s);
    isect_sort_kept(s.found, s.count < s.capacity ? s.count : s.capacity);
    return s.count;
}
size_t isect_grid_overlap_point(const isect_grid *grid,
                                const isect_world *world, isect_vec point,
                                const isect_filter *filter, size_t *found,
                                size_t capacity)
{
    return isect_grid_overlap(grid, world, filter, NULL, point, found, capacity);
}

size_t isect_grid_overlap_aabb(const isect_grid *grid,
                               const isect_world *world, isect_aabb box,
                               const isect_filter *filter, size_t *found,
                               size_t capacity)
{
    isect_shape query = isect_shape_aabb(box);
    return isect_grid_overlap(grid, world, filter, &query, box.pos, found,
                              capacity);
}

size_t isect_grid_overlap_circle(const isect_grid *grid,
                                 const isect_world *world,
                                 isect_circle circle,
                                 const isect_filter *filter, size_t *found,
                                 size_t capacity)
{
    isect_shape query = isect_shape_circle(circle);
    return isect_grid_overlap(grid, world, filter, &query, circle.pos, found,
                              capacity);
}
