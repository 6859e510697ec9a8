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
#include "intersect.h"

#if defined(__wasm__)
#  ifdef ISECT_FLOAT
#    define isect_sqrt(x) __builtin_sqrtf(x)
#  else
#    define isect_sqrt(x) __builtin_sqrt(x)
#  endif
#else
#  include <math.h>
#  ifdef ISECT_FLOAT
#    define isect_sqrt(x) sqrtf(x)
#  else
#    define isect_sqrt(x) sqrt(x)
#  endif
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
#else
#define ISECT_SLOW
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
#if defined(__wasm__)
#  define isect_wsqrt(x) __builtin_sqrt(x)
#else
#  define isect_wsqrt(x) sqrt(x)
#endif

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

static isect_real isect_back_off(const isect_hit *hit, isect_vec start,
                                 isect_vec delta, isect_overlap_test overlaps,
                                 const void *still, const void *moving)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                             isect_max(isect_abs(end.x), isect_abs(end.y)));
    isect_real gap, speed, step, time;
    int tries;
    m = isect_max(m, isect_max(isect_abs(hit->pos.x), isect_abs(hit->pos.y)));
    gap = 4 * ISECT_REAL_EPSILON * m + ISECT_REAL_MIN;
    speed = isect_max(-isect_dot(delta, hit->normal),
                      (isect_abs(delta.x) + isect_abs(delta.y)) / 4096);
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
    return 0;
}
static inline bool isect_apart(isect_real lo, isect_real hi,
                               isect_real other_lo, isect_real other_hi)
{
    isect_real gap = isect_max(other_lo - hi, lo - other_hi);
    isect_real size = isect_abs(lo) + isect_abs(hi)
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

static bool isect_sweep_from_overlap(const isect_hit *at_start,
                                     isect_vec start, isect_vec delta,
                                     isect_sweep *out)
{
    bool still = delta.x == 0 && delta.y == 0;
    if (!still && isect_dot(delta, at_start->normal) >= 0)
        return isect_sweep_whole_way(start, delta, out);
    if (out != NULL) {
        out->hit = *at_start;
        out->time = 0;
        out->pos = start;
    }
    return true;
}
static inline bool isect_finish_sweep(bool found, const isect_hit *contact,
                                      isect_vec start, isect_vec delta,
                                      isect_overlap_test overlaps,
                                      const void *still, const void *moving,
                                      isect_sweep *out)
{
    isect_hit hit;
    isect_real time = 0;
    if (found && isect_dot(delta, contact->normal) < 0)
        hit = *contact;
    else if ((delta.x != 0 || delta.y != 0)
             && overlaps(still, moving, isect_add(start, delta), &hit)) {
        hit.time = 1;
        hit.delta = isect_v(0, 0);
    } else
        return isect_sweep_whole_way(start, delta, out);
    if (out != NULL) {
        if (hit.time > 0)
            time = isect_back_off(&hit, start, delta, overlaps, still, moving);
        out->hit = hit;
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
    isect_real to_near;        /* a: from the start to the near line */
    isect_real to_far;         /* b: from the start to the far line */
    isect_real end_past_near;  /* h + w: the end past the near line */
    isect_real end_short_far;  /* h - w: the end short of the far line */
    isect_real speed;          /* v = |D| */
} isect_slab;

static isect_slab isect_slab_of(isect_real start, isect_real move,
                                isect_real center, isect_real half)
{
    isect_slab slab;
    isect_real end = start + move, from, to;
    if (move < 0) {
        from = center - start;
        to = center - end;
        slab.speed = -move;
    } else {
        from = start - center;
        to = end - center;
        slab.speed = move;
    }
    slab.to_near = -half - from;
    slab.to_far = half - from;
    slab.end_past_near = half + to;
    slab.end_short_far = half - to;
    return slab;
}
static isect_real isect_slab_time(isect_slab slab)
{
    if (slab.to_near <= 0)
        return 0;
    return slab.to_near < slab.speed ? slab.to_near / slab.speed : 1;
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
static inline int isect_segment_enters_disk(isect_wide mx, isect_wide my,
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
    if (!(md + dd > 0))
        return mm + 2 * md + dd < rr;
    cross = mx * dy - my * dx;
    limit = rr * dd;
    if ((limit >= ISECT_WIDE_MIN && limit <= ISECT_WIDE_MAX) || !(rr > 0))
        return cross * cross < limit;
    return isect_wabs(cross) < isect_wabs(reach) * isect_wlength(isect_wv(dx, dy));
}
static isect_wide isect_disk_entry_time(isect_wide mx, isect_wide my,
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

ISECT_SLOW static bool isect_triangle_contains_huge(isect_triangle tri,
                                                   isect_vec point)
{
    return isect_shrink_triangle_point(&tri, &point)
        && isect_triangle_contains(tri, point);
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
static isect_vec isect_nearest_flat_triangle(isect_triangle tri,
                                             isect_vec point)
{
    isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
              ca = isect_sub(tri.a, tri.c);
    isect_real lab = isect_dot(ab, ab), lbc = isect_dot(bc, bc),
               lca = isect_dot(ca, ca);
    if (lab >= lbc && lab >= lca)
        return isect_nearest_segment(tri.a, ab, point);
    if (lbc >= lca)
        return isect_nearest_segment(tri.b, bc, point);
    return isect_nearest_segment(tri.c, ca, point);
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
static inline int isect_segments_straddle(isect_vec seg_pos, isect_vec seg_delta,
                                          isect_vec pos, isect_vec delta,
                                          isect_real *s, isect_real *t)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real q = isect_cross(seg_delta, delta);
    isect_real p0 = isect_cross(seg_delta, w), p1 = p0 + q;
    isect_real a0 = isect_cross(w, delta), a1 = a0 - q;
    isect_real p_noise, a_noise;
    bool p_line, a_line;
    {
        isect_real e1 = isect_abs(seg_delta.x) + isect_abs(seg_delta.y);
        isect_real d1 = isect_abs(delta.x) + isect_abs(delta.y);
        isect_real w1 = isect_abs(w.x) + isect_abs(w.y);
        p_noise = 4 * ISECT_REAL_EPSILON * e1 * (w1 + d1);
        a_noise = 4 * ISECT_REAL_EPSILON * d1 * (w1 + e1);
    }
    p_line = isect_abs(p0) <= p_noise && isect_abs(p1) <= p_noise;
    a_line = isect_abs(a0) <= a_noise && isect_abs(a1) <= a_noise;
    if (!p_line && (isect_min(p0, p1) > 0 || isect_max(p0, p1) < 0))
        return 0;
    if (!a_line && (isect_min(a0, a1) > 0 || isect_max(a0, a1) < 0))
        return 0;
    if (p_line && a_line)
        return 2;
    *s = a0 / (a0 - a1);
    *t = p0 / (p0 - p1);
    return 1;
}
isect_real isect_length(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    isect_real m;
    isect_vec u;
    if (squared >= ISECT_REAL_MIN && squared <= ISECT_REAL_MAX)
        return isect_sqrt(squared);
    m = isect_max(isect_abs(a.x), isect_abs(a.y));
    if (m == 0 || m > ISECT_REAL_MAX)
        return m;
    u = isect_v(a.x / m, a.y / m);
    return m * isect_sqrt(isect_dot(u, u));
}
isect_vec isect_normalize(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    isect_real m;
    isect_vec u;
    isect_real length;
    if (squared >= ISECT_REAL_MIN && squared <= ISECT_REAL_MAX) {
        length = isect_sqrt(squared);
        return isect_v(a.x / length, a.y / length);
    }
    m = isect_max(isect_abs(a.x), isect_abs(a.y));
    if (m == 0)
        return isect_v(1, 0);
    if (m > ISECT_REAL_MAX) /* infinite: keep only the infinite parts */
        return isect_normalize(isect_v(isect_abs(a.x) == m ? isect_sign(a.x) : 0,
                                       isect_abs(a.y) == m ? isect_sign(a.y) : 0));
    u = isect_v(a.x / m, a.y / m);
    length = isect_sqrt(isect_dot(u, u));
    return isect_v(u.x / length, u.y / length);
}
bool isect_aabb_point(isect_aabb box, isect_vec point, isect_hit *out)
{
    isect_real dx = point.x - box.pos.x;
    isect_real px = box.half.x - isect_abs(dx);
    isect_real dy = point.y - box.pos.y;
    isect_real py = box.half.y - isect_abs(dy);
    if (px <= 0 || py <= 0)
        return false;
    if (out != NULL)
        *out = isect_push_out_of_box(box, point, px, py);
    return true;
}
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    isect_slab x, y;
    isect_wide near_x, near_y;
    x = isect_slab_of(pos.x, delta.x, box.pos.x, half.x);
    if (x.to_far <= 0 || x.end_past_near <= 0)
        return false;
    y = isect_slab_of(pos.y, delta.y, box.pos.y, half.y);
    if (y.to_far <= 0 || y.end_past_near <= 0)
        return false;
    near_x = (isect_wide)x.to_near * y.speed;
    near_y = (isect_wide)y.to_near * x.speed;
    if ((near_x >= (isect_wide)y.to_far * x.speed
         || near_y >= (isect_wide)x.to_far * y.speed
         || !(half.x > 0 && half.y > 0))
        && !(x.end_short_far > 0 && y.end_short_far > 0))
        return false;
    if (out != NULL) {
        if (x.to_near < 0 && y.to_near < 0) {
            isect_aabb grown;
            grown.pos = box.pos;
            grown.half = half;
            *out = isect_push_out_of_box(grown, pos,
                                         half.x - isect_abs(pos.x - box.pos.x),
                                         half.y - isect_abs(pos.y - box.pos.y));
            out->delta = isect_scale(delta, -1);
            return true;
        }
        if (near_x > near_y || (near_x == near_y && x.speed < y.speed)) {
            out->time = isect_slab_time(x);
            out->normal = isect_v(-isect_sign(delta.x), 0);
        } else {
            out->time = isect_slab_time(y);
            out->normal = isect_v(0, -isect_sign(delta.y));
        }
        out->delta = isect_scale(delta, -(1 - out->time));
        out->pos = isect_add(pos, isect_scale(delta, out->time));
    }
    return true;
}
bool isect_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real dx = other.pos.x - box.pos.x;
    isect_real px = (box.half.x + other.half.x) - isect_abs(dx);
    isect_real dy = other.pos.y - box.pos.y;
    isect_real py = (box.half.y + other.half.y) - isect_abs(dy);
    if (!(px > 0 && py > 0)) /* also a NaN, near the largest number */
        return false;
    if (out != NULL) {
        *out = isect_push_out_of_box(box, other.pos, px, py);
        out->pos = isect_nearest_aabb(box, out->pos);
    }
    return true;
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
    if (isect_aabb_aabb(box, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, out);
    if (delta.x != 0 || delta.y != 0) {
        found = isect_aabb_segment(box, moving.pos, delta, moving.half, &hit);
        if (found)
            hit.pos = isect_nearest_aabb(box, hit.pos);
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_aabb_aabb_at, &box, &moving, out);
}
ISECT_SLOW static bool isect_circle_point_huge(isect_circle circle, isect_vec point,
                                    isect_real padding, isect_hit *out)
{
    circle = isect_shrink_circle(circle);
    point = isect_shrink(point);
    padding *= ISECT_SHRINK;
    if (!isect_finite(circle.pos.x + circle.pos.y + circle.radius
                      + point.x + point.y + padding))
        return false;
    return isect_grow_hit(isect_circle_point(circle, point, padding, out), out);
}
static inline bool isect_point_in_disk(isect_circle circle, isect_vec point,
                                       isect_real padding, isect_hit *out)
{
    isect_wvec d = isect_wsub(point, circle.pos);
    isect_wide reach = circle.radius + padding;
    isect_wide rr = reach * reach;
    if (!(rr <= ISECT_WIDE_MAX))
        return isect_circle_point_huge(circle, point, padding, out);
    if (!(isect_wdot(d, d) < rr))
        return false;
    if (out != NULL)
        *out = isect_push_out_of_circle(circle.pos, circle.radius, padding, point,
                                        isect_normalize(isect_sub(point, circle.pos)));
    return true;
}

bool isect_circle_point(isect_circle circle, isect_vec point,
                        isect_real padding, isect_hit *out)
{
    return isect_point_in_disk(circle, point, padding, out);
}
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
    return isect_grow_hit(isect_circle_segment(circle, pos, delta, padding, out),
                          out);
}
bool isect_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                          isect_real padding, isect_hit *out)
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
            isect_wide t = isect_disk_entry_time(m.x, m.y, delta.x, delta.y, reach);
            isect_vec to_entry = isect_v((isect_real)(m.x + t * delta.x),
                                         (isect_real)(m.y + t * delta.y));
            out->time = (isect_real)t;
            out->pos = isect_add(pos, isect_scale(delta, out->time));
            out->normal = isect_normalize(to_entry);
            out->delta = isect_scale(delta, -(1 - out->time));
        }
    }
    return true;
}
bool isect_circle_circle(isect_circle circle, isect_circle other,
                         isect_hit *out)
{
    return isect_point_in_disk(circle, other.pos, other.radius, out);
}
static bool isect_circle_circle_at(const void *still, const void *moving,
                                   isect_vec pos, isect_hit *out)
{
    isect_circle moved = *(const isect_circle *)moving;
    moved.pos = pos;
    return isect_circle_circle(*(const isect_circle *)still, moved, out);
}

bool isect_circle_sweep_circle(isect_circle circle, isect_circle moving,
                               isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found = false;
    if (isect_path_out_of_reach(moving.pos, delta,
                                isect_v(moving.radius, moving.radius),
                                isect_v(circle.pos.x - circle.radius,
                                        circle.pos.y - circle.radius),
                                isect_v(circle.pos.x + circle.radius,
                                        circle.pos.y + circle.radius)))
        return isect_sweep_whole_way(moving.pos, delta, out);
    if (isect_circle_circle(circle, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, out);
    if (delta.x != 0 || delta.y != 0) {
        found = isect_circle_segment(circle, moving.pos, delta, moving.radius,
                                     &hit);
        if (found)
            hit.pos = isect_sub(hit.pos,
                                isect_scale(hit.normal, moving.radius));
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_circle_circle_at, &circle, &moving, out);
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
bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out)
{
    isect_vec nearest = isect_nearest_aabb(box, circle.pos);
    isect_vec e = isect_sub(circle.pos, nearest);
    isect_real r = circle.radius, rr;
    if (e.x == 0 && e.y == 0) {
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
    if (!(isect_dot(e, e) < rr)) /* also a NaN: a face past the largest number */
        return false;
    if (out != NULL) {
        out->normal = isect_normalize(e);
        out->pos = nearest;
        out->delta = isect_scale(out->normal, r - isect_length(e));
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
    bool found = isect_aabb_segment(box, pos, delta,
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
            found = isect_circle_segment(corner, pos, delta, 0, hit);
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
    if (isect_aabb_circle(box, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, out);
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
    if (isect_circle_aabb(circle, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, out);
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
static bool isect_sweep_shape(isect_shape shape, isect_shape moving,
                              isect_vec delta, isect_sweep *out)
{
    bool box = shape.kind == ISECT_SHAPE_AABB;
    bool circle = shape.kind == ISECT_SHAPE_CIRCLE;
    if (moving.kind == ISECT_SHAPE_AABB) {
        if (box)
            return isect_aabb_sweep_aabb(shape.as.aabb, moving.as.aabb, delta, out);
        if (circle)
            return isect_circle_sweep_aabb(shape.as.circle, moving.as.aabb, delta, out);
    } else {
        if (box)
            return isect_aabb_sweep_circle(shape.as.aabb, moving.as.circle, delta, out);
        if (circle)
            return isect_circle_sweep_circle(shape.as.circle, moving.as.circle, delta, out);
    }
    return false;
}
static int isect_compare_reals(isect_real a, isect_real b)
{
    return a < b ? -1 : (a > b ? 1 : 0);
}

static int isect_compare_shapes(const isect_shape *a, const isect_shape *b)
{
    int order = (int)a->kind - (int)b->kind;
    if (order == 0 && a->kind == ISECT_SHAPE_AABB) {
        if (!(order = isect_compare_reals(a->as.aabb.pos.x, b->as.aabb.pos.x))
            && !(order = isect_compare_reals(a->as.aabb.pos.y,
                                             b->as.aabb.pos.y))
            && !(order = isect_compare_reals(a->as.aabb.half.x,
                                             b->as.aabb.half.x)))
            order = isect_compare_reals(a->as.aabb.half.y, b->as.aabb.half.y);
    } else if (order == 0 && a->kind == ISECT_SHAPE_CIRCLE) {
        if (!(order = isect_compare_reals(a->as.circle.pos.x,
                                          b->as.circle.pos.x))
            && !(order = isect_compare_reals(a->as.circle.pos.y,
                                             b->as.circle.pos.y)))
            order = isect_compare_reals(a->as.circle.radius,
                                        b->as.circle.radius);
    }
    return order;
}
static bool isect_sweep_beats(const isect_sweep *a, const isect_shape *shape_a,
                              const isect_sweep *b, const isect_shape *shape_b,
                              isect_vec start, isect_vec delta)
{
    isect_vec center;
    int order = isect_compare_reals(a->hit.time, b->hit.time);
    if (order == 0)
        order = isect_compare_reals(isect_dot(delta, a->hit.normal),
                                    isect_dot(delta, b->hit.normal));
    if (order == 0) {
        center = isect_add(start, isect_scale(delta, a->hit.time));
        order = isect_compare_reals(
            isect_dot(isect_sub(a->hit.pos, center), isect_sub(a->hit.pos, center)),
            isect_dot(isect_sub(b->hit.pos, center), isect_sub(b->hit.pos, center)));
    }
    if (order == 0)
        order = isect_compare_reals(a->hit.pos.x, b->hit.pos.x);
    if (order == 0)
        order = isect_compare_reals(a->hit.pos.y, b->hit.pos.y);
    if (order == 0)
        order = isect_compare_shapes(shape_a, shape_b);
    return order < 0;
}
static isect_vec isect_shape_center(isect_shape shape)
{
    if (shape.kind == ISECT_SHAPE_AABB)
        return shape.as.aabb.pos;
    return shape.as.circle.pos;
}

static isect_vec isect_shape_reach(isect_shape shape)
{
    if (shape.kind == ISECT_SHAPE_AABB)
        return shape.as.aabb.half;
    return isect_v(shape.as.circle.radius, shape.as.circle.radius);
}

static bool isect_out_of_reach(isect_shape shape, isect_shape moving,
                               isect_vec start, isect_vec delta)
{
    isect_vec center = isect_shape_center(shape), reach = isect_shape_reach(shape);
    if (shape.kind != ISECT_SHAPE_AABB && shape.kind != ISECT_SHAPE_CIRCLE)
        return true;
    return isect_path_out_of_reach(start, delta, isect_shape_reach(moving),
                                   isect_sub(center, reach),
                                   isect_add(center, reach));
}
static bool isect_shape_overlaps_at(isect_shape shape, isect_shape moving,
                                    isect_vec pos)
{
    bool box = shape.kind == ISECT_SHAPE_AABB;
    bool circle = shape.kind == ISECT_SHAPE_CIRCLE;
    if (moving.kind == ISECT_SHAPE_AABB) {
        if (box)
            return isect_aabb_aabb_at(&shape.as.aabb, &moving.as.aabb, pos, NULL);
        if (circle)
            return isect_circle_aabb_at(&shape.as.circle, &moving.as.aabb, pos, NULL);
    } else {
        if (box)
            return isect_aabb_circle_at(&shape.as.aabb, &moving.as.circle, pos, NULL);
        if (circle)
            return isect_circle_circle_at(&shape.as.circle, &moving.as.circle, pos, NULL);
    }
    return false;
}

static bool isect_stop_blocked(const isect_shape *shapes, size_t count,
                               isect_shape moving, isect_vec start,
                               isect_vec delta, isect_vec pos)
{
    size_t i;
    for (i = 0; i < count; i++)
        if (!isect_out_of_reach(shapes[i], moving, start, delta)
            && isect_shape_overlaps_at(shapes[i], moving, pos)
            && !isect_shape_overlaps_at(shapes[i], moving, start))
            return true;
    return false;
}

static isect_real isect_clear_stop(const isect_shape *shapes, size_t count,
                                   isect_shape moving, isect_vec start,
                                   isect_vec delta, isect_real time,
                                   isect_vec *pos)
{
    isect_vec end = isect_add(start, delta);
    isect_real m = isect_max(isect_max(isect_abs(start.x), isect_abs(start.y)),
                             isect_max(isect_abs(end.x), isect_abs(end.y)));
    isect_real step = (4 * ISECT_REAL_EPSILON * m + ISECT_REAL_MIN)
                      / (isect_abs(delta.x) + isect_abs(delta.y));
    int tries;
    for (tries = 0; tries < ISECT_BACK_OFF_TRIES; tries++) {
        if (!isect_stop_blocked(shapes, count, moving, start, delta, *pos))
            return time;
        time = time - step > 0 ? time - step : 0;
        *pos = isect_add(start, isect_scale(delta, time));
        if (time == 0)
            return 0;
        step *= 4;
    }
    *pos = start;
    return 0;
}

static bool isect_sweep_into(const isect_shape *shapes, size_t count,
                             isect_shape moving, isect_vec start,
                             isect_vec delta, isect_sweep *out, size_t *index)
{
    isect_sweep best, sweep;
    size_t best_index = 0, i;
    bool found = false;
    isect_real stop = 1;
    best.hit = isect_no_hit();
    best.time = 1;
    best.pos = isect_add(start, delta);
    for (i = 0; i < count; i++) {
        if (isect_out_of_reach(shapes[i], moving, start, delta)
            || !isect_sweep_shape(shapes[i], moving, delta, &sweep))
            continue;
        stop = isect_min(stop, sweep.time);
        if (!found || isect_sweep_beats(&sweep, &shapes[i], &best,
                                        &shapes[best_index], start, delta)) {
            best = sweep;
            best_index = i;
            found = true;
        }
    }
    if (found && stop < best.time) {
        best.time = stop;
        best.pos = isect_add(start, isect_scale(delta, stop));
    }
    if (found && best.time > 0)
        best.time = isect_clear_stop(shapes, count, moving, start, delta,
                                     best.time, &best.pos);
    if (found && index != NULL)
        *index = best_index;
    if (out != NULL)
        *out = best;
    return found;
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
static inline isect_vec isect_foot(isect_vec pos, isect_vec delta, isect_vec point)
{
    isect_real dd = isect_dot(delta, delta);
    isect_real t = 0;
    if (dd > 0)
        t = isect_clamp(isect_dot(isect_sub(point, pos), delta) / dd, 0, 1);
    return isect_add(pos, isect_scale(delta, t));
}

isect_vec isect_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point)
{
    return isect_foot(pos, delta, point);
}
static int isect_axis_region(isect_vec pos, isect_vec delta, isect_vec point,
                             isect_vec *from)
{
    *from = isect_sub(point, pos);
    if ((delta.x == 0 && delta.y == 0) || isect_dot(*from, delta) < 0)
        return -1;
    {
        isect_vec beyond = isect_sub(point, isect_add(pos, delta));
        if (isect_dot(beyond, delta) > 0) {
            *from = beyond;
            return 1;
        }
    }
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
    return limit >= ISECT_REAL_MIN && limit <= ISECT_REAL_MAX
        && squared <= ISECT_REAL_MAX;
}

static isect_real isect_axis_excess(isect_vec delta, int region, isect_vec from,
                                    isect_real reach)
{
    isect_real squared, limit, c;
    if (region != 0) {
        squared = isect_dot(from, from);
        limit = reach * reach;
        if (isect_squares_usable(squared, limit))
            return squared - limit;
        if (isect_too_big(delta, from, reach))
            return isect_too_big_answer();
        return isect_length(from) - reach;
    }
    c = isect_cross(delta, from);
    squared = c * c;
    limit = reach * reach * isect_dot(delta, delta);
    if (isect_squares_usable(squared, limit))
        return squared - limit;
    if (isect_too_big(delta, from, reach))
        return isect_too_big_answer();
    return isect_abs(c) / isect_length(delta) - reach;
}
ISECT_SLOW static bool isect_capsule_point_huge(isect_capsule capsule, isect_vec point,
                                     isect_real padding, isect_hit *out);

static bool isect_capsule_point_padded(isect_capsule capsule, isect_vec point,
                                       isect_real padding, isect_hit *out)
{
    isect_vec from;
    int region = isect_axis_region(capsule.pos, capsule.delta, point, &from);
    isect_real excess = isect_axis_excess(capsule.delta, region, from,
                                          capsule.radius + padding);
    if (!(excess < 0)) {
        if (excess >= 0)
            return false;
        return isect_capsule_point_huge(capsule, point, padding, out);
    }
    if (out != NULL) {
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
    }
    return true;
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
static bool isect_segments_closer(isect_vec seg_pos, isect_vec seg_delta,
                                  isect_vec pos, isect_vec delta,
                                  isect_real reach, isect_real *time)
{
    isect_real s, t;
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
    if (isect_segments_straddle(seg_pos, seg_delta, pos, delta, &s, &t) == 1) {
        *time = isect_clamp(t, 0, 1); /* no NaN, even past the range */
        return true;
    }
    *time = 0;
    region = isect_axis_region(seg_pos, seg_delta, pos, &from);
    if (isect_axis_excess(seg_delta, region, from, reach) < 0)
        return true;
    *time = 1;
    region = isect_axis_region(seg_pos, seg_delta, end, &from);
    if (isect_axis_excess(seg_delta, region, from, reach) < 0)
        return true;
    {
        isect_real dd = isect_dot(delta, delta);
        isect_vec ends[2];
        int i;
        ends[0] = seg_pos;
        ends[1] = isect_add(seg_pos, seg_delta);
        for (i = 0; i < 2; i++) {
            region = isect_axis_region(pos, delta, ends[i], &from);
            if (isect_axis_excess(delta, region, from, reach) < 0) {
                *time = region < 0 || dd == 0 ? 0 : region > 0 ? 1
                      : isect_clamp(isect_dot(from, delta) / dd, 0, 1);
                return true;
            }
        }
    }
    return false;
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
bool isect_capsule_segment(isect_capsule capsule, isect_vec pos,
                           isect_vec delta, isect_hit *out)
{
    isect_hit best, hit;
    isect_real graze;
    bool found = false, from_axis = false;
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        isect_circle round;
        round.pos = capsule.pos;
        round.radius = capsule.radius;
        return isect_circle_segment(round, pos, delta, 0, out);
    }
    if (!(isect_size(capsule.delta) + isect_size(delta)
          + isect_size(isect_sub(pos, capsule.pos)) + capsule.radius <= ISECT_HUGE))
        return isect_capsule_segment_huge(capsule, pos, delta, out);
    if (!isect_segments_closer(capsule.pos, capsule.delta, pos, delta,
                               capsule.radius, &graze))
        return false;
    if (out == NULL)
        return true;
    if (isect_capsule_point(capsule, pos, out)) {
        out->delta = isect_scale(delta, -1);
        return true;
    }
    {
        isect_circle end;
        end.pos = capsule.pos;
        end.radius = capsule.radius;
        if (isect_circle_segment(end, pos, delta, 0, &hit)) {
            best = hit;
            found = from_axis = true;
        }
        end.pos = isect_add(capsule.pos, capsule.delta);
        if (isect_circle_segment(end, pos, delta, 0, &hit)
            && (!found || hit.time < best.time)) {
            best = hit;
            found = from_axis = true;
        }
    }
    {
        isect_real length = isect_length(capsule.delta);
        if (length > 0) {
            isect_vec u = isect_normalize(capsule.delta);
            isect_vec v = isect_v(-u.y, u.x);
            isect_vec rel = isect_sub(pos, capsule.pos);
            isect_aabb core;
            core.pos = isect_v(length / 2, 0);
            core.half = isect_v(length / 2, capsule.radius);
            if (isect_aabb_segment(core,
                                   isect_v(isect_dot(rel, u), isect_dot(rel, v)),
                                   isect_v(isect_dot(delta, u), isect_dot(delta, v)),
                                   isect_v(0, 0), &hit)
                && (!found || hit.time < best.time)) {
                from_axis = hit.normal.y == 0;
                hit.normal = isect_add(isect_scale(u, hit.normal.x),
                                       isect_scale(v, hit.normal.y));
                hit.pos = isect_add(pos, isect_scale(delta, hit.time));
                hit.delta = isect_scale(delta, -(1 - hit.time));
                best = hit;
                found = true;
            }
        }
    }
    if (from_axis) {
        isect_vec away = isect_sub(best.pos, isect_foot(capsule.pos, capsule.delta, best.pos));
        if (away.x != 0 || away.y != 0)
            best.normal = isect_normalize(away);
    }
    if (!found) {
        isect_vec at = isect_add(pos, isect_scale(delta, graze));
        isect_vec away = isect_sub(at, isect_nearest_segment(capsule.pos, capsule.delta, at));
        if (away.x == 0 && away.y == 0)
            away = isect_scale(isect_v(-capsule.delta.y, capsule.delta.x),
                               isect_sign(isect_cross(capsule.delta,
                                                      isect_sub(pos, capsule.pos))));
        best.normal = isect_normalize(away);
        best.pos = at;
        best.delta = isect_scale(delta, -(1 - graze));
        best.time = graze;
    }
    *out = best;
    return true;
}
bool isect_minmax_point(isect_minmax box, isect_vec point)
{
    return box.min.x < point.x && point.x < box.max.x
        && box.min.y < point.y && point.y < box.max.y;
}
bool isect_rect_point(isect_rect box, isect_vec point)
{
    return box.pos.x < point.x && point.x < box.pos.x + box.size.x
        && box.pos.y < point.y && point.y < box.pos.y + box.size.y;
}
bool isect_minmax_minmax(isect_minmax box, isect_minmax other)
{
    return box.min.x < other.max.x && other.min.x < box.max.x
        && box.min.y < other.max.y && other.min.y < box.max.y;
}
bool isect_rect_rect(isect_rect box, isect_rect other)
{
    return box.pos.x < other.pos.x + other.size.x
        && other.pos.x < box.pos.x + box.size.x
        && box.pos.y < other.pos.y + other.size.y
        && other.pos.y < box.pos.y + box.size.y;
}
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
ISECT_SLOW static bool isect_circle_contains_huge(isect_circle circle,
                                                 isect_vec point)
{
    return isect_circle_point(circle, point, 0, NULL);
}

bool isect_circle_contains(isect_circle circle, isect_vec point)
{
    isect_wvec d = isect_wsub(point, circle.pos);
    isect_wide r = circle.radius, rr = r * r;
    if (!(rr <= ISECT_WIDE_MAX)) /* huge: past the range */
        return isect_circle_contains_huge(circle, point);
    return isect_wdot(d, d) < rr;
}

bool isect_aabb_contains(isect_aabb box, isect_vec point)
{
    return isect_abs(point.x - box.pos.x) < box.half.x
        && isect_abs(point.y - box.pos.y) < box.half.y;
}
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
bool isect_triangle_contains(isect_triangle tri, isect_vec point)
{
    isect_real w = isect_winding_of(tri);
    if (w > 1)
        return isect_triangle_contains_huge(tri, point);
    return isect_within_corners(tri, point)
        && isect_inner_side(tri.a, tri.b, point, w) > 0
        && isect_inner_side(tri.b, tri.c, point, w) > 0
        && isect_inner_side(tri.c, tri.a, point, w) > 0;
}
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
    isect_real w = isect_winding_of(tri);
    isect_real s_ab = isect_inner_side(tri.a, tri.b, point, w);
    isect_real s_bc = isect_inner_side(tri.b, tri.c, point, w);
    isect_real s_ca = isect_inner_side(tri.c, tri.a, point, w);
    if (w > 1)
        return isect_triangle_point_huge(tri, point, out);
    if (!(s_ab > 0 && s_bc > 0 && s_ca > 0 && isect_within_corners(tri, point)))
        return false;
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

bool isect_segment_segment(isect_vec seg_pos, isect_vec seg_delta,
                           isect_vec pos, isect_vec delta,
                           isect_hit *out, isect_real *seg_time)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real s = 0, t = 0;
    int meet = isect_segments_straddle(seg_pos, seg_delta, pos, delta, &s, &t);
    if (meet == 0)
        return false;
    if (meet == 2 && !isect_collinear_segments(seg_pos, seg_delta, pos, delta, &s, &t))
        return false;
    if (out != NULL) {
        t = isect_clamp(t, 0, 1); /* no NaN, even past the range */
        if (seg_delta.x == 0 && seg_delta.y == 0) {
            out->normal = isect_normalize(isect_scale(delta, -1));
        } else {
            isect_real side = isect_cross(seg_delta, w);
            if (side == 0)
                side = -isect_cross(seg_delta, delta);
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
                               capsule.radius + other.radius, &graze))
        return false;
    if (out != NULL) {
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
    if (isect_aabb_segment(box, pos, delta, isect_v(0, 0), &hit)) {
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
static bool isect_segment_box_closer(isect_vec pos, isect_vec delta,
                                     isect_aabb box, isect_real reach)
{
    isect_vec end = isect_add(pos, delta), from, corners[4];
    isect_vec lo = isect_sub(box.pos, box.half), hi = isect_add(box.pos, box.half);
    isect_vec least = isect_v(isect_min(pos.x, end.x), isect_min(pos.y, end.y));
    isect_vec most = isect_v(isect_max(pos.x, end.x), isect_max(pos.y, end.y));
    isect_real below = 0, above = 0, side;
    int i;
    if (least.x - reach > hi.x || most.x + reach < lo.x
        || least.y - reach > hi.y || most.y + reach < lo.y)
        return false;
    for (i = 0; i < 4; i++) {
        corners[i] = isect_v(i & 1 ? hi.x : lo.x, i & 2 ? hi.y : lo.y);
        side = isect_cross(delta, isect_sub(corners[i], pos));
        below = i == 0 ? side : isect_min(below, side);
        above = i == 0 ? side : isect_max(above, side);
    }
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
            isect_vec axes[7], rel = isect_sub(box.pos, capsule.pos), tip;
            isect_real depth, best_depth = ISECT_REAL_MAX;
            int count = 0, best = 0, i;
            if (gap.x != 0 || gap.y != 0)
                axes[count++] = isect_normalize(gap);
            count = isect_add_axis_normals(capsule.delta, axes, count);
            axes[count++] = isect_v(0, -1);
            axes[count++] = isect_v(0, 1);
            axes[count++] = isect_v(-1, 0);
            axes[count++] = isect_v(1, 0);
            for (i = 0; i < count; i++) {
                depth = isect_capsule_reach(capsule, axes[i])
                      + isect_box_reach(box, axes[i]) - isect_dot(rel, axes[i]);
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
    isect_capsule grown = capsule;
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
    if (isect_capsule_circle(capsule, moving, &hit))
        return isect_sweep_from_overlap(&hit, moving.pos, delta, out);
    if (delta.x != 0 || delta.y != 0) {
        grown.radius += moving.radius;
        found = isect_capsule_segment(grown, moving.pos, delta, &hit);
        if (found)
            hit.pos = isect_sub(hit.pos,
                                isect_scale(hit.normal, moving.radius));
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_capsule_circle_at, &capsule, &moving, out);
}
static inline bool isect_clip_by_edge(isect_vec u, isect_vec v,
                                      isect_real o_u, isect_real o_v,
                                      isect_real w, isect_vec pos,
                                      bool end_inside, isect_real *t_near,
                                      isect_vec *entry)
{
    isect_real start = isect_inner_side(u, v, pos, w);
    isect_real rate = w * (o_u - o_v);
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
    isect_real w = isect_winding_of(tri);
    isect_real o_a, o_b, o_c, t_near = 0;
    isect_vec entry = isect_v(0, 0), end;
    if (w == 0)
        return false;
    end = isect_add(pos, delta);
    if (isect_max(pos.x, end.x) < isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x))
        || isect_min(pos.x, end.x) > isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x))
        || isect_max(pos.y, end.y) < isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y))
        || isect_min(pos.y, end.y) > isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)))
        return false;
    o_a = isect_cross(delta, isect_sub(tri.a, pos));
    o_b = isect_cross(delta, isect_sub(tri.b, pos));
    o_c = isect_cross(delta, isect_sub(tri.c, pos));
    if (!((o_a > 0 || o_b > 0 || o_c > 0) && (o_a < 0 || o_b < 0 || o_c < 0))
        || !isect_clip_by_edge(tri.a, tri.b, o_a, o_b, w, pos, false, &t_near, &entry)
        || !isect_clip_by_edge(tri.b, tri.c, o_b, o_c, w, pos, false, &t_near, &entry)
        || !isect_clip_by_edge(tri.c, tri.a, o_c, o_a, w, pos, false, &t_near, &entry)
        || (entry.x == 0 && entry.y == 0)) {
        if (isect_within_corners(tri, pos) && isect_triangle_point(tri, pos, out)) {
            if (out != NULL)
                out->delta = isect_scale(delta, -1);
            return true;
        }
        if (!isect_within_corners(tri, end) || !isect_triangle_point(tri, end, out))
            return false;
        t_near = 0;
        entry = isect_v(0, 0);
        (void)isect_clip_by_edge(tri.a, tri.b, o_a, o_b, w, pos, true, &t_near, &entry);
        (void)isect_clip_by_edge(tri.b, tri.c, o_b, o_c, w, pos, true, &t_near, &entry);
        (void)isect_clip_by_edge(tri.c, tri.a, o_c, o_a, w, pos, true, &t_near, &entry);
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
static bool isect_closer_than(isect_real s, isect_real len2, isect_real r)
{
    isect_real lhs = s * s, rhs = r * r * len2;
    if (lhs > ISECT_REAL_MAX && rhs > ISECT_REAL_MAX)
        return isect_abs(s) / isect_sqrt(len2) < r;
    return lhs < rhs;
}
static bool isect_push_circle_off_corner(isect_vec corner, isect_vec e,
                                         isect_real r, isect_hit *out)
{
    if (isect_dot(e, e) >= r * r)
        return false;
    if (out != NULL) {
        out->normal = isect_normalize(e);
        out->pos = corner;
        out->delta = isect_scale(out->normal, isect_max(r - isect_length(e), 0));
        out->time = 0;
    }
    return true;
}
static bool isect_push_circle_off_edge(isect_vec edge, isect_real w,
                                       isect_real s, isect_vec center,
                                       isect_real r, isect_hit *out)
{
    if (!isect_closer_than(s, isect_dot(edge, edge), r))
        return false;
    if (out != NULL) {
        isect_real depth = s / isect_length(edge);
        out->normal = isect_normalize(isect_v(w * edge.y, -w * edge.x));
        out->pos = isect_add(center, isect_scale(out->normal, depth));
        out->delta = isect_scale(out->normal, isect_max(depth + r, 0));
        out->time = 0;
    }
    return true;
}
static void isect_longest_edge(isect_triangle tri, isect_vec *u, isect_vec *v)
{
    isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
              ca = isect_sub(tri.a, tri.c);
    isect_real lab = isect_dot(ab, ab), lbc = isect_dot(bc, bc),
               lca = isect_dot(ca, ca);
    if (lab >= lbc && lab >= lca) {
        *u = tri.a;
        *v = tri.b;
    } else if (lbc >= lca) {
        *u = tri.b;
        *v = tri.c;
    } else {
        *u = tri.c;
        *v = tri.a;
    }
}
static bool isect_flat_triangle_circle(isect_triangle tri, isect_circle circle,
                                       isect_hit *out)
{
    isect_vec u, v, e, left;
    isect_real r = circle.radius;
    isect_longest_edge(tri, &u, &v);
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
bool isect_triangle_circle(isect_triangle tri, isect_circle circle,
                           isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_vec p = circle.pos;
    isect_real r = circle.radius;
    isect_vec ab, bc, ca, ap, bp, cp;
    isect_real a_ab, b_ab, b_bc, c_bc, c_ca, a_ca, s_ab, s_bc, s_ca;
    if (!(isect_size(isect_sub(tri.b, tri.a)) + isect_size(isect_sub(tri.a, tri.c))
          + isect_size(isect_sub(p, tri.a)) + r <= ISECT_HUGE)) {
        return isect_triangle_circle_huge(tri, circle, out);
    }
    if (w == 0)
        return isect_flat_triangle_circle(tri, circle, out);
    ab = isect_sub(tri.b, tri.a);
    bc = isect_sub(tri.c, tri.b);
    ca = isect_sub(tri.a, tri.c);
    ap = isect_sub(p, tri.a);
    bp = isect_sub(p, tri.b);
    cp = isect_sub(p, tri.c);
    a_ab = isect_dot(ap, ab);
    b_ab = isect_dot(bp, ab);
    b_bc = isect_dot(bp, bc);
    c_bc = isect_dot(cp, bc);
    c_ca = isect_dot(cp, ca);
    a_ca = isect_dot(ap, ca);
    s_ab = isect_inner_side(tri.a, tri.b, p, w);
    s_bc = isect_inner_side(tri.b, tri.c, p, w);
    s_ca = isect_inner_side(tri.c, tri.a, p, w);
    if (!(s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && isect_within_corners(tri, p))) {
        if (a_ab <= 0 && a_ca >= 0 && (ap.x != 0 || ap.y != 0))
            return isect_push_circle_off_corner(tri.a, ap, r, out);
        if (b_bc <= 0 && b_ab >= 0 && (bp.x != 0 || bp.y != 0))
            return isect_push_circle_off_corner(tri.b, bp, r, out);
        if (c_ca <= 0 && c_bc >= 0 && (cp.x != 0 || cp.y != 0))
            return isect_push_circle_off_corner(tri.c, cp, r, out);
        if (s_ab < 0 && a_ab > 0 && b_ab < 0)
            return isect_push_circle_off_edge(ab, w, s_ab, p, r, out);
        if (s_bc < 0 && b_bc > 0 && c_bc < 0)
            return isect_push_circle_off_edge(bc, w, s_bc, p, r, out);
        if (s_ca < 0 && c_ca > 0 && a_ca < 0)
            return isect_push_circle_off_edge(ca, w, s_ca, p, r, out);
    }
    {
        isect_real depth;
        isect_hit hit = isect_push_out_of_triangle(tri, w, p, s_ab, s_bc, s_ca,
                                                   &depth);
        if (!(depth + r > 0 && depth + r <= ISECT_REAL_MAX)) /* past the range */
            return false;
        if (out != NULL) {
            *out = hit;
            out->delta = isect_scale(hit.normal, depth + r);
        }
        return true;
    }
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

static bool isect_sat_axis(isect_sat *best, isect_vec axis, bool of_first,
                           isect_real lo1, isect_real hi1,
                           isect_real lo2, isect_real hi2)
{
    isect_real up = hi1 - lo2, down = hi2 - lo1;
    if (up <= 0 || down <= 0)
        return false;
    isect_sat_keep(best, axis, of_first, up, down);
    return true;
}
#ifdef ISECT_FLOAT
#define ISECT_TINY_AXIS 0x1p-60f
#define ISECT_AXIS_BOOST 0x1p80f
#else
#define ISECT_TINY_AXIS 0x1p-500
#define ISECT_AXIS_BOOST 0x1p600
#endif
static isect_vec isect_edge_normal(isect_vec u, isect_vec v, isect_real w)
{
    isect_vec edge = isect_sub(v, u);
    isect_real size = isect_abs(edge.x) + isect_abs(edge.y);
    if (size == 0)
        return isect_v(1, 0);
    if (w == 0)
        w = 1;
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
static isect_vec isect_triangle_support(isect_triangle tri, isect_vec dir)
{
    isect_real a = isect_dot(tri.a, dir), b = isect_dot(tri.b, dir),
               c = isect_dot(tri.c, dir);
    if (a >= b && a >= c)
        return tri.a;
    return b >= c ? tri.b : tri.c;
}
bool isect_triangle_aabb(isect_triangle tri, isect_aabb box, isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_vec n[3];
    isect_real up[5], down[5];
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
    const isect_triangle *shape[2];
    isect_vec origin;
    isect_sat best;
    int k, i;
    shape[0] = &tri;
    shape[1] = &other;
    if (!(isect_size(isect_sub(tri.b, tri.a)) + isect_size(isect_sub(tri.c, tri.a))
          + isect_size(isect_sub(other.b, other.a))
          + isect_size(isect_sub(other.c, other.a))
          + isect_size(isect_sub(other.a, tri.a)) <= ISECT_HUGE))
        return isect_triangle_triangle_huge(tri, other, out);
    origin.x = isect_min(isect_min(isect_min(tri.a.x, tri.b.x), tri.c.x),
                         isect_min(isect_min(other.a.x, other.b.x), other.c.x));
    origin.y = isect_min(isect_min(isect_min(tri.a.y, tri.b.y), tri.c.y),
                         isect_min(isect_min(other.a.y, other.b.y), other.c.y));
    best.depth = ISECT_REAL_MAX;
    best.normal = isect_v(0, 0);
    best.of_first = true;
    for (k = 0; k < 2; k++) {
        {
            const isect_triangle *t = shape[k];
            isect_real w = isect_winding_of(*t);
            if (w > 1)
                return isect_triangle_triangle_huge(tri, other, out);
            isect_vec corner[3];
            corner[0] = t->a;
            corner[1] = t->b;
            corner[2] = t->c;
            for (i = 0; i < 3; i++) {
                isect_vec n = isect_edge_normal(corner[i], corner[(i + 1) % 3], w);
                isect_real lo1, hi1, lo2, hi2;
                isect_triangle_shadow(&tri, origin, n, &lo1, &hi1);
                isect_triangle_shadow(&other, origin, n, &lo2, &hi2);
                if (!isect_sat_axis(&best, n, k == 0, lo1, hi1, lo2, hi2))
                    return false;
            }
        }
    }
    if (out != NULL) {
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
