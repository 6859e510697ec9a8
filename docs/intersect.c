#line 97 "intersect.nw"
/* intersect.c: 2D intersection tests.
   Generated from intersect.nw by notangle: edit intersect.nw, not this file.
   zlib licence: see the end of intersect.nw. */
#include "intersect.h"

#line 156 "intersect.nw"
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
#line 1315 "intersect.nw"
#include <float.h>
#ifdef ISECT_FLOAT
#define ISECT_REAL_MIN FLT_MIN
#define ISECT_REAL_MAX FLT_MAX
#else
#define ISECT_REAL_MIN DBL_MIN
#define ISECT_REAL_MAX DBL_MAX
#endif
#line 413 "intersect.nw"
static isect_real isect_max(isect_real a, isect_real b)
{
    return a > b ? a : b;
}

static isect_real isect_min(isect_real a, isect_real b)
{
    return a < b ? a : b;
}
#line 691 "intersect.nw"
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
#line 743 "intersect.nw"
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
#line 816 "intersect.nw"
static isect_hit isect_no_hit(void)
{
    isect_hit none;
    none.pos = isect_v(0, 0);
    none.normal = isect_v(0, 0);
    none.delta = isect_v(0, 0);
    none.time = 1;
    return none;
}
#line 875 "intersect.nw"
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
#line 981 "intersect.nw"
static bool isect_finish_contact(const isect_hit *contact, bool end_inside,
                                 isect_vec start, isect_vec delta,
                                 isect_overlap_test overlaps,
                                 const void *still, const void *moving,
                                 isect_sweep *out)
{
    isect_hit hit = *contact;
    isect_real time = 0;
    bool found = true;
    if (delta.x != 0 || delta.y != 0) {
        bool start_inside = overlaps(still, moving, start, &hit);
        found = isect_dot(delta, hit.normal) < 0 || (end_inside && !start_inside);
        if (found && hit.time > 0 && out != NULL)
            time = isect_back_off(&hit, start, delta, overlaps, still, moving);
    }
    if (out != NULL && found) {
        out->hit = hit;
        out->time = time;
        out->pos = isect_add(start, isect_scale(delta, time));
    }
    return found;
}

static inline bool isect_finish_sweep(bool found, const isect_hit *contact,
                                      isect_vec start, isect_vec delta,
                                      isect_overlap_test overlaps,
                                      const void *still, const void *moving,
                                      isect_sweep *out)
{
    isect_hit at_end;
    if (found && isect_finish_contact(contact, false, start, delta, overlaps,
                                      still, moving, out))
        return true;
    if ((delta.x != 0 || delta.y != 0)
        && overlaps(still, moving, isect_add(start, delta), &at_end)) {
        
#line 1056 "intersect.nw"
at_end.time = 1;
at_end.delta = isect_v(0, 0);
if (isect_finish_contact(&at_end, true, start, delta, overlaps, still, moving,
                         out))
    return true;
#line 1017 "intersect.nw"
    }
    if (out != NULL) {
        out->hit = isect_no_hit();
        out->time = 1;
        out->pos = isect_add(start, delta);
    }
    return false;
}
#line 1175 "intersect.nw"
static inline isect_hit isect_push_out_of_box(isect_aabb box, isect_vec point,
                                              isect_real px, isect_real py)
{
    isect_hit hit;
    if (px < py) {
        isect_real sx = isect_sign(point.x - box.pos.x);
        hit.normal = isect_v(sx, 0);
        hit.delta = isect_v(px * sx, 0);
        hit.pos = isect_v(box.pos.x + box.half.x * sx,
                          isect_clamp(point.y, box.pos.y - box.half.y,
                                      box.pos.y + box.half.y));
    } else {
        isect_real sy = isect_sign(point.y - box.pos.y);
        hit.normal = isect_v(0, sy);
        hit.delta = isect_v(0, py * sy);
        hit.pos = isect_v(isect_clamp(point.x, box.pos.x - box.half.x,
                                      box.pos.x + box.half.x),
                          box.pos.y + box.half.y * sy);
    }
    hit.time = 0;
    return hit;
}
#line 1293 "intersect.nw"
static bool isect_slab(isect_real start, isect_real move,
                       isect_real center, isect_real half,
                       isect_real *t_near, isect_real *t_far)
{
    isect_real scale, s;
    if (isect_abs(move) < ISECT_REAL_MIN) {
        *t_near = -ISECT_REAL_MAX;
        *t_far = ISECT_REAL_MAX;
        return isect_abs(start - center) < half;
    }
    scale = 1 / move;
    s = isect_sign(move);
    *t_near = (center - s * half - start) * scale;
    *t_far = (center + s * half - start) * scale;
    return true;
}
#line 1440 "intersect.nw"
#define ISECT_CLOSE (4 * ISECT_REAL_EPSILON)

static void isect_slab_exact(isect_real start, isect_real move,
                             isect_real center, isect_real half,
                             isect_real *t_near, isect_real *t_far)
{
    isect_real s;
    if (isect_abs(move) < ISECT_REAL_MIN)
        return;
    s = isect_sign(move);
    *t_near = (center - s * half - start) / move;
    *t_far = (center + s * half - start) / move;
}
#line 1799 "intersect.nw"
static isect_hit isect_push_out_of_circle(isect_vec center, isect_real radius,
                                          isect_real padding, isect_vec point,
                                          isect_vec normal)
{
    isect_hit hit;
    hit.normal = normal;
    hit.pos = isect_add(center, isect_scale(normal, radius));
    hit.delta = isect_sub(isect_add(center, isect_scale(normal, radius + padding)),
                          point);
    hit.time = 0;
    return hit;
}
#line 2052 "intersect.nw"
static bool isect_segment_enters_disk(isect_wide mx, isect_wide my,
                                      isect_wide dx, isect_wide dy,
                                      isect_wide reach)
{
    isect_wide mm = mx * mx + my * my;
    isect_wide md = mx * dx + my * dy;
    isect_wide dd = dx * dx + dy * dy;
    isect_wide rr = reach * reach;
    isect_wide cross, limit;
    if (!(md < 0))
        return mm < rr;
    if (!(md + dd > 0))
        return mm + 2 * md + dd < rr;
    cross = mx * dy - my * dx;
    limit = rr * dd;
    if ((limit >= ISECT_WIDE_MIN && limit <= ISECT_WIDE_MAX) || !(rr > 0))
        return cross * cross < limit;
    
#line 2096 "intersect.nw"
return isect_wabs(cross) < isect_wabs(reach) * isect_wlength(isect_wv(dx, dy));
#line 2070 "intersect.nw"
}
#line 2154 "intersect.nw"
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
#line 4417 "intersect.nw"
static isect_real isect_winding_of(isect_triangle tri)
{
    isect_real area2 = isect_cross(isect_sub(tri.b, tri.a),
                                   isect_sub(tri.c, tri.a));
    return area2 > 0 ? 1 : (area2 < 0 ? -1 : 0);
}
#line 4445 "intersect.nw"
static isect_real isect_inner_side(isect_vec u, isect_vec v, isect_vec point,
                                   isect_real winding)
{
    return winding * isect_cross(isect_sub(v, u), isect_sub(point, u));
}
#line 4546 "intersect.nw"
static bool isect_within_corners(isect_triangle tri, isect_vec point)
{
    return point.x >= isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x))
        && point.x <= isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x))
        && point.y >= isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y))
        && point.y <= isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y));
}
#line 4735 "intersect.nw"
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
#line 4826 "intersect.nw"
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
#line 6314 "intersect.nw"
#ifdef ISECT_FLOAT
#define ISECT_ROUNDING FLT_EPSILON
#else
#define ISECT_ROUNDING DBL_EPSILON
#endif
#if defined(__wasm__)
#  ifdef ISECT_FLOAT
#    define isect_fabs(x) __builtin_fabsf(x)
#  else
#    define isect_fabs(x) __builtin_fabs(x)
#  endif
#else
#  ifdef ISECT_FLOAT
#    define isect_fabs(x) fabsf(x)
#  else
#    define isect_fabs(x) fabs(x)
#  endif
#endif

#line 6239 "intersect.nw"
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
    
#line 6341 "intersect.nw"
{
    isect_real e1 = isect_fabs(seg_delta.x) + isect_fabs(seg_delta.y);
    isect_real d1 = isect_fabs(delta.x) + isect_fabs(delta.y);
    isect_real w1 = isect_fabs(w.x) + isect_fabs(w.y);
    p_noise = 4 * ISECT_ROUNDING * e1 * (w1 + d1);
    a_noise = 4 * ISECT_ROUNDING * d1 * (w1 + e1);
}
#line 6250 "intersect.nw"
    p_line = isect_fabs(p0) <= p_noise && isect_fabs(p1) <= p_noise;
    a_line = isect_fabs(a0) <= a_noise && isect_fabs(a1) <= a_noise;
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
#line 394 "intersect.nw"
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
#line 459 "intersect.nw"
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
#line 1125 "intersect.nw"
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
#line 1333 "intersect.nw"
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    isect_real near_x, far_x, near_y, far_y, near_time, far_time;
    
#line 1353 "intersect.nw"
if (!isect_slab(pos.x, delta.x, box.pos.x, half.x, &near_x, &far_x))
    return false;
if (!isect_slab(pos.y, delta.y, box.pos.y, half.y, &near_y, &far_y))
    return false;
near_time = isect_max(near_x, near_y);
far_time = isect_min(far_x, far_y);
#line 1339 "intersect.nw"
    
#line 1400 "intersect.nw"
if (near_time >= far_time || near_time >= 1 || far_time <= 0)
    return false;
if (near_time > far_time * (1 - ISECT_CLOSE) || near_time > 1 - ISECT_CLOSE) {
    
#line 1459 "intersect.nw"
isect_slab_exact(pos.x, delta.x, box.pos.x, half.x, &near_x, &far_x);
isect_slab_exact(pos.y, delta.y, box.pos.y, half.y, &near_y, &far_y);
near_time = isect_max(near_x, near_y);
far_time = isect_min(far_x, far_y);
if (near_time >= far_time || near_time >= 1 || far_time <= 0)
    return false;
#line 1404 "intersect.nw"
}
#line 1340 "intersect.nw"
    if (out != NULL) {
        
#line 1505 "intersect.nw"
if (near_time < 0) {
    
#line 1541 "intersect.nw"
isect_aabb grown;
grown.pos = box.pos;
grown.half = half;
*out = isect_push_out_of_box(grown, pos,
                             half.x - isect_abs(pos.x - box.pos.x),
                             half.y - isect_abs(pos.y - box.pos.y));
out->delta = isect_scale(delta, -1);
return true;
#line 1507 "intersect.nw"
}
if (near_time - isect_min(near_x, near_y) <= ISECT_CLOSE * near_time) {
    isect_slab_exact(pos.x, delta.x, box.pos.x, half.x, &near_x, &far_x);
    isect_slab_exact(pos.y, delta.y, box.pos.y, half.y, &near_y, &far_y);
    near_time = isect_max(near_x, near_y);
}
out->time = near_time;
if (near_x > near_y
    || (near_x == near_y && isect_abs(delta.x) < isect_abs(delta.y)))
    out->normal = isect_v(-isect_sign(delta.x), 0);
else
    out->normal = isect_v(0, -isect_sign(delta.y));
out->delta = isect_scale(delta, -(1 - out->time));
out->pos = isect_add(pos, isect_scale(delta, near_time));
#line 1342 "intersect.nw"
    }
    return true;
}
#line 1601 "intersect.nw"
bool isect_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real dx = other.pos.x - box.pos.x;
    isect_real px = (box.half.x + other.half.x) - isect_abs(dx);
    isect_real dy = other.pos.y - box.pos.y;
    isect_real py = (box.half.y + other.half.y) - isect_abs(dy);
    if (px <= 0 || py <= 0)
        return false;
    if (out != NULL)
        *out = isect_push_out_of_box(box, other.pos, px, py);
    return true;
}
#line 1660 "intersect.nw"
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
    bool found;
    if (delta.x == 0 && delta.y == 0)
        found = isect_aabb_aabb(box, moving, &hit);
    else {
        found = isect_aabb_segment(box, moving.pos, delta, moving.half, &hit);
        if (found)
            hit.pos = isect_nearest_aabb(box, hit.pos);
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_aabb_aabb_at, &box, &moving, out);
}
#line 1776 "intersect.nw"
bool isect_circle_point(isect_circle circle, isect_vec point,
                        isect_real padding, isect_hit *out)
{
    isect_wvec d = isect_wsub(point, circle.pos);
    isect_wide reach = circle.radius + padding;
    if (!(isect_wdot(d, d) < reach * reach))
        return false;
    if (out != NULL)
        *out = isect_push_out_of_circle(circle.pos, circle.radius, padding, point,
                                        isect_normalize(isect_sub(point, circle.pos)));
    return true;
}
#line 2007 "intersect.nw"
bool isect_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                          isect_real padding, isect_hit *out)
{
    isect_wvec m = isect_wsub(pos, circle.pos);
    isect_wide reach = circle.radius + padding;
    if (!isect_segment_enters_disk(m.x, m.y, delta.x, delta.y, reach))
        return false;
    if (out != NULL) {
        if (isect_wdot(m, m) < reach * reach) {
            
#line 2109 "intersect.nw"
out->time = 0;
out->normal = isect_normalize(isect_sub(pos, circle.pos));
out->pos = isect_add(circle.pos, isect_scale(out->normal, (isect_real)isect_wabs(reach)));
out->delta = isect_scale(delta, -1);
#line 2017 "intersect.nw"
        } else {
            
#line 2119 "intersect.nw"
isect_wide t = isect_disk_entry_time(m.x, m.y, delta.x, delta.y, reach);
isect_vec to_entry = isect_v((isect_real)(m.x + t * delta.x),
                             (isect_real)(m.y + t * delta.y));
out->time = (isect_real)t;
out->pos = isect_add(pos, isect_scale(delta, out->time));
out->normal = isect_normalize(to_entry);
out->delta = isect_scale(delta, -(1 - out->time));
#line 2019 "intersect.nw"
        }
    }
    return true;
}
#line 2196 "intersect.nw"
bool isect_circle_circle(isect_circle circle, isect_circle other,
                         isect_hit *out)
{
    return isect_circle_point(circle, other.pos, other.radius, out);
}
#line 2223 "intersect.nw"
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
    bool found;
    if (delta.x == 0 && delta.y == 0)
        found = isect_circle_circle(circle, moving, &hit);
    else {
        found = isect_circle_segment(circle, moving.pos, delta, moving.radius,
                                     &hit);
        if (found)
            hit.pos = isect_sub(hit.pos,
                                isect_scale(hit.normal, moving.radius));
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_circle_circle_at, &circle, &moving, out);
}
#line 2304 "intersect.nw"
isect_vec isect_nearest_aabb(isect_aabb box, isect_vec point)
{
    return isect_v(isect_clamp(point.x, box.pos.x - box.half.x,
                               box.pos.x + box.half.x),
                   isect_clamp(point.y, box.pos.y - box.half.y,
                               box.pos.y + box.half.y));
}
#line 2333 "intersect.nw"
bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out)
{
    isect_vec nearest = isect_nearest_aabb(box, circle.pos);
    isect_vec e = isect_sub(circle.pos, nearest);
    isect_real r = circle.radius;
    if (e.x == 0 && e.y == 0) {
        
#line 2378 "intersect.nw"
isect_real px = box.half.x - isect_abs(circle.pos.x - box.pos.x);
isect_real py = box.half.y - isect_abs(circle.pos.y - box.pos.y);
if (px + r <= 0 || py + r <= 0)
    return false;
if (out != NULL) {
    *out = isect_push_out_of_box(box, circle.pos, px, py);
    out->delta = isect_scale(out->normal, isect_min(px, py) + r);
}
return true;
#line 2340 "intersect.nw"
    }
    if (isect_dot(e, e) >= r * r)
        return false;
    if (out != NULL) {
        out->normal = isect_normalize(e);
        out->pos = nearest;
        out->delta = isect_scale(out->normal, r - isect_length(e));
        out->time = 0;
    }
    return true;
}
#line 2417 "intersect.nw"
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
#line 2480 "intersect.nw"
static bool isect_rounded_box_segment(isect_aabb box, isect_real radius,
                                      isect_vec pos, isect_vec delta,
                                      isect_hit *hit)
{
    bool found = isect_aabb_segment(box, pos, delta,
                                    isect_v(radius, radius), hit);
    if (found) {
        
#line 2496 "intersect.nw"
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
#line 2488 "intersect.nw"
    }
    if (found)
        hit->pos = isect_sub(hit->pos, isect_scale(hit->normal, radius));
    return found;
}
#line 2528 "intersect.nw"
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
    bool found;
    if (delta.x == 0 && delta.y == 0)
        found = isect_aabb_circle(box, moving, &hit);
    else
        found = isect_rounded_box_segment(box, moving.radius, moving.pos,
                                          delta, &hit);
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_aabb_circle_at, &box, &moving, out);
}
#line 2585 "intersect.nw"
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
    bool found;
    if (delta.x == 0 && delta.y == 0)
        found = isect_circle_aabb(circle, moving, &hit);
    else {
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
#line 2677 "intersect.nw"
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
#line 2754 "intersect.nw"
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
#line 2782 "intersect.nw"
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
#line 2890 "intersect.nw"
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
                               isect_vec pos)
{
    size_t i;
    for (i = 0; i < count; i++)
        if (isect_shape_overlaps_at(shapes[i], moving, pos)
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
        if (!isect_stop_blocked(shapes, count, moving, start, *pos))
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

#line 2819 "intersect.nw"
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
        if (!isect_sweep_shape(shapes[i], moving, delta, &sweep))
            continue;
        stop = isect_min(stop, sweep.time);
        if (!found || isect_sweep_beats(&sweep, &shapes[i], &best,
                                        &shapes[best_index], start, delta)) {
            best = sweep;
            best_index = i;
            found = true;
        }
    }
    
#line 2865 "intersect.nw"
if (found && stop < best.time) {
    best.time = stop;
    best.pos = isect_add(start, isect_scale(delta, stop));
}
#line 2842 "intersect.nw"
    if (found && best.time > 0)
        best.time = isect_clear_stop(shapes, count, moving, start, delta,
                                     best.time, &best.pos);
    if (found && index != NULL)
        *index = best_index;
    if (out != NULL)
        *out = best;
    return found;
}
#line 2952 "intersect.nw"
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
#line 3095 "intersect.nw"
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
#line 3132 "intersect.nw"
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
#line 3202 "intersect.nw"
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
        return isect_length(from) - reach;
    }
    c = isect_cross(delta, from);
    squared = c * c;
    limit = reach * reach * isect_dot(delta, delta);
    if (isect_squares_usable(squared, limit))
        return squared - limit;
    return isect_abs(c) / isect_length(delta) - reach;
}
#line 3271 "intersect.nw"
static bool isect_capsule_point_padded(isect_capsule capsule, isect_vec point,
                                       isect_real padding, isect_hit *out)
{
    isect_vec from;
    int region = isect_axis_region(capsule.pos, capsule.delta, point, &from);
    if (isect_axis_excess(capsule.delta, region, from, capsule.radius + padding) >= 0)
        return false;
    if (out != NULL) {
        if (region != 0) {
            
#line 3294 "intersect.nw"
isect_vec end = region < 0 ? capsule.pos : isect_add(capsule.pos, capsule.delta);
*out = isect_push_out_of_circle(end, capsule.radius, padding, point,
                                isect_normalize(from));
#line 3281 "intersect.nw"
        } else {
            
#line 3303 "intersect.nw"
isect_vec left = isect_normalize(isect_v(-capsule.delta.y, capsule.delta.x));
isect_real side = isect_dot(from, left);
isect_real c = isect_cross(capsule.delta, from);
*out = isect_push_out_of_circle(isect_sub(point, isect_scale(left, side)),
                                capsule.radius, padding, point,
                                isect_scale(left, isect_sign(c)));
#line 3283 "intersect.nw"
        }
    }
    return true;
}
#line 3314 "intersect.nw"
bool isect_capsule_point(isect_capsule capsule, isect_vec point, isect_hit *out)
{
    return isect_capsule_point_padded(capsule, point, 0, out);
}

bool isect_capsule_circle(isect_capsule capsule, isect_circle circle,
                          isect_hit *out)
{
    return isect_capsule_point_padded(capsule, circle.pos, circle.radius, out);
}
#line 3437 "intersect.nw"
static bool isect_segments_closer(isect_vec seg_pos, isect_vec seg_delta,
                                  isect_vec pos, isect_vec delta,
                                  isect_real reach, isect_real *time)
{
    isect_real s, t;
    isect_vec from, end = isect_add(pos, delta);
    int region;
    
#line 3475 "intersect.nw"
{
    isect_vec seg_end = isect_add(seg_pos, seg_delta);
    if (reach <= 0
        || isect_min(seg_pos.x, seg_end.x) - reach > isect_max(pos.x, end.x)
        || isect_max(seg_pos.x, seg_end.x) + reach < isect_min(pos.x, end.x)
        || isect_min(seg_pos.y, seg_end.y) - reach > isect_max(pos.y, end.y)
        || isect_max(seg_pos.y, seg_end.y) + reach < isect_min(pos.y, end.y))
        return false;
}
#line 3445 "intersect.nw"
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
    
#line 3487 "intersect.nw"
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
#line 3458 "intersect.nw"
    return false;
}
#line 3378 "intersect.nw"
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
    if (!isect_segments_closer(capsule.pos, capsule.delta, pos, delta,
                               capsule.radius, &graze))
        return false;
    if (out == NULL)
        return true;
    
#line 3524 "intersect.nw"
if (isect_capsule_point(capsule, pos, out)) {
    out->delta = isect_scale(delta, -1);
    return true;
}
#line 3396 "intersect.nw"
    
#line 3535 "intersect.nw"
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
#line 3397 "intersect.nw"
    
#line 3613 "intersect.nw"
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
            
#line 3637 "intersect.nw"
hit.normal = isect_add(isect_scale(u, hit.normal.x),
                       isect_scale(v, hit.normal.y));
hit.pos = isect_add(pos, isect_scale(delta, hit.time));
hit.delta = isect_scale(delta, -(1 - hit.time));
#line 3629 "intersect.nw"
            best = hit;
            found = true;
        }
    }
}
#line 3398 "intersect.nw"
    if (from_axis) {
        
#line 3583 "intersect.nw"
isect_vec away = isect_sub(best.pos, isect_foot(capsule.pos, capsule.delta, best.pos));
if (away.x != 0 || away.y != 0)
    best.normal = isect_normalize(away);
#line 3400 "intersect.nw"
    }
    if (!found) {
        
#line 3671 "intersect.nw"
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
#line 3403 "intersect.nw"
    }
    *out = best;
    return true;
}
#line 3871 "intersect.nw"
bool isect_minmax_point(isect_minmax box, isect_vec point)
{
    return box.min.x < point.x && point.x < box.max.x
        && box.min.y < point.y && point.y < box.max.y;
}
#line 3881 "intersect.nw"
bool isect_rect_point(isect_rect box, isect_vec point)
{
    return box.pos.x < point.x && point.x < box.pos.x + box.size.x
        && box.pos.y < point.y && point.y < box.pos.y + box.size.y;
}
#line 3936 "intersect.nw"
bool isect_minmax_minmax(isect_minmax box, isect_minmax other)
{
    return box.min.x < other.max.x && other.min.x < box.max.x
        && box.min.y < other.max.y && other.min.y < box.max.y;
}
#line 3946 "intersect.nw"
bool isect_rect_rect(isect_rect box, isect_rect other)
{
    return box.pos.x < other.pos.x + other.size.x
        && other.pos.x < box.pos.x + box.size.x
        && box.pos.y < other.pos.y + other.size.y
        && other.pos.y < box.pos.y + box.size.y;
}
#line 4095 "intersect.nw"
isect_vec isect_nearest_circle(isect_circle circle, isect_vec point)
{
    isect_vec d = isect_sub(point, circle.pos);
    if (isect_dot(d, d) <= circle.radius * circle.radius)
        return point;
    return isect_add(circle.pos, isect_scale(isect_normalize(d), circle.radius));
}
#line 4168 "intersect.nw"
isect_vec isect_nearest_capsule(isect_capsule capsule, isect_vec point)
{
    isect_vec s = isect_foot(capsule.pos, capsule.delta, point);
    isect_vec d = isect_sub(point, s), from;
    isect_real r = capsule.radius, dd = isect_dot(d, d), slack;
    int region;
    if (dd <= r * r)
        return point;
    if (dd <= r * r * (isect_real)1.25 || r == 0) {
        slack = 8 * ISECT_ROUNDING
              * (isect_fabs(capsule.pos.x) + isect_fabs(capsule.pos.y)
                 + isect_fabs(capsule.delta.x) + isect_fabs(capsule.delta.y)
                 + isect_fabs(point.x) + isect_fabs(point.y));
        region = isect_axis_region(capsule.pos, capsule.delta, point, &from);
        if (dd <= (r + slack) * (r + slack)
            && isect_axis_excess(capsule.delta, region, from, r) <= 0)
            return point;
    }
    return isect_add(s, isect_scale(isect_normalize(d), r));
}
#line 4227 "intersect.nw"
bool isect_circle_contains(isect_circle circle, isect_vec point)
{
    isect_wvec d = isect_wsub(point, circle.pos);
    isect_wide r = circle.radius;
    return isect_wdot(d, d) < r * r;
}

bool isect_aabb_contains(isect_aabb box, isect_vec point)
{
    return isect_abs(point.x - box.pos.x) < box.half.x
        && isect_abs(point.y - box.pos.y) < box.half.y;
}
#line 4250 "intersect.nw"
bool isect_capsule_contains(isect_capsule capsule, isect_vec point)
{
    return isect_capsule_point_padded(capsule, point, 0, NULL);
}
#line 4302 "intersect.nw"
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
#line 4337 "intersect.nw"
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
#line 4571 "intersect.nw"
bool isect_triangle_contains(isect_triangle tri, isect_vec point)
{
    isect_real w = isect_winding_of(tri);
    return isect_within_corners(tri, point)
        && isect_inner_side(tri.a, tri.b, point, w) > 0
        && isect_inner_side(tri.b, tri.c, point, w) > 0
        && isect_inner_side(tri.c, tri.a, point, w) > 0;
}
#line 4669 "intersect.nw"
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
    if (w == 0)
        return isect_nearest_flat_triangle(tri, point);
    
#line 4700 "intersect.nw"
s_ab = isect_inner_side(tri.a, tri.b, point, w);
s_bc = isect_inner_side(tri.b, tri.c, point, w);
s_ca = isect_inner_side(tri.c, tri.a, point, w);
if (s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && isect_within_corners(tri, point))
    return point;
#line 4683 "intersect.nw"
    
#line 4708 "intersect.nw"
if (a_ab <= 0 && a_ca >= 0)
    return tri.a;
if (b_bc <= 0 && b_ab >= 0)
    return tri.b;
if (c_ca <= 0 && c_bc >= 0)
    return tri.c;
#line 4684 "intersect.nw"
    
#line 4717 "intersect.nw"
if (s_ab < 0 && a_ab > 0 && b_ab < 0)
    return isect_nearest_segment(tri.a, ab, point);
if (s_bc < 0 && b_bc > 0 && c_bc < 0)
    return isect_nearest_segment(tri.b, bc, point);
if (s_ca < 0 && c_ca > 0 && a_ca < 0)
    return isect_nearest_segment(tri.c, ca, point);
#line 4685 "intersect.nw"
    return point;
}
#line 4792 "intersect.nw"
bool isect_triangle_point(isect_triangle tri, isect_vec point, isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_real s_ab = isect_inner_side(tri.a, tri.b, point, w);
    isect_real s_bc = isect_inner_side(tri.b, tri.c, point, w);
    isect_real s_ca = isect_inner_side(tri.c, tri.a, point, w);
    if (!(s_ab > 0 && s_bc > 0 && s_ca > 0 && isect_within_corners(tri, point)))
        return false;
    if (out != NULL) {
        isect_real depth;
        *out = isect_push_out_of_triangle(tri, w, point, s_ab, s_bc, s_ca, &depth);
    }
    return true;
}
#line 6506 "intersect.nw"
static bool isect_collinear_segments(isect_vec seg_pos, isect_vec seg_delta,
                                     isect_vec pos, isect_vec delta,
                                     isect_real *s, isect_real *t)
{
    isect_vec end = isect_add(pos, delta);
    isect_vec seg_end = isect_add(seg_pos, seg_delta);
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real ee = isect_dot(seg_delta, seg_delta);
    if (ee == 0) {
        
#line 6522 "intersect.nw"
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
#line 6516 "intersect.nw"
    }
    
#line 6536 "intersect.nw"
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
#line 6518 "intersect.nw"
}

#line 6374 "intersect.nw"
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
    s = isect_clamp(s, 0, 1); /* no NaN, even past the range */
    t = isect_clamp(t, 0, 1);
    if (out != NULL) {
        
#line 6434 "intersect.nw"
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
#line 6389 "intersect.nw"
    }
    if (seg_time != NULL)
        *seg_time = s;
    return true;
}
#line 6633 "intersect.nw"
bool isect_circle_overlaps_segment(isect_circle circle, isect_vec pos,
                                   isect_vec delta)
{
    isect_wvec m = isect_wsub(pos, circle.pos);
    return isect_segment_enters_disk(m.x, m.y, delta.x, delta.y,
                                     circle.radius);
}
#line 6724 "intersect.nw"
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
#line 6783 "intersect.nw"
static isect_real isect_capsule_reach(isect_capsule capsule, isect_vec axis)
{
    return isect_max(0, isect_dot(capsule.delta, axis)) + capsule.radius;
}

static isect_real isect_box_reach(isect_aabb box, isect_vec axis)
{
    return isect_abs(axis.x) * box.half.x + isect_abs(axis.y) * box.half.y;
}
#line 6810 "intersect.nw"
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
#line 6838 "intersect.nw"
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
#line 6881 "intersect.nw"
bool isect_capsule_capsule(isect_capsule capsule, isect_capsule other,
                           isect_hit *out)
{
    isect_vec near1, near2, gap;
    isect_real graze;
    if (!isect_segments_closer(capsule.pos, capsule.delta, other.pos, other.delta,
                               capsule.radius + other.radius, &graze))
        return false;
    if (out != NULL) {
        isect_closest_segments(capsule.pos, capsule.delta, other.pos, other.delta,
                               &near1, &near2);
        gap = isect_sub(near2, near1);
        
#line 6948 "intersect.nw"
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
#line 6894 "intersect.nw"
    }
    return true;
}
#line 7012 "intersect.nw"
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
    
#line 7046 "intersect.nw"
if ((box.half.x == 0 || box.half.y == 0)
    && isect_segment_segment(isect_sub(box.pos, box.half),
                             isect_scale(box.half, 2), pos, delta, &hit, NULL)) {
    *on_segment = hit.pos;
    *on_box = hit.pos;
    return false;
}
#line 7026 "intersect.nw"
    
#line 7056 "intersect.nw"
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
#line 7027 "intersect.nw"
    
#line 7074 "intersect.nw"
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
#line 7028 "intersect.nw"
    return false;
}
#line 7130 "intersect.nw"
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
        
#line 7163 "intersect.nw"
return box.half.x > 0 && box.half.y > 0
    && least.x < hi.x && most.x > lo.x && least.y < hi.y && most.y > lo.y
    && ((delta.x == 0 && delta.y == 0) || (below < 0 && above > 0));
#line 7150 "intersect.nw"
    }
    
#line 7169 "intersect.nw"
if (least.x <= hi.x && most.x >= lo.x && least.y <= hi.y && most.y >= lo.y
    && below <= 0 && above >= 0)
    return true;
#line 7152 "intersect.nw"
    
#line 7179 "intersect.nw"
if (isect_axis_excess(delta, -1, isect_sub(isect_nearest_aabb(box, pos), pos), reach) < 0
    || isect_axis_excess(delta, -1, isect_sub(isect_nearest_aabb(box, end), end), reach) < 0)
    return true;
for (i = 0; i < 4; i++) {
    int region = isect_axis_region(pos, delta, corners[i], &from);
    if (isect_axis_excess(delta, region, from, reach) < 0)
        return true;
}
return false;
#line 7153 "intersect.nw"
}
#line 7202 "intersect.nw"
bool isect_capsule_aabb(isect_capsule capsule, isect_aabb box, isect_hit *out)
{
    isect_vec near1, near2, gap;
    if (capsule.delta.x == 0 && capsule.delta.y == 0) {
        
#line 7222 "intersect.nw"
isect_circle circle;
circle.pos = capsule.pos;
circle.radius = capsule.radius;
if (!isect_circle_aabb(circle, box, out))
    return false;
if (out != NULL)
    out->pos = isect_add(capsule.pos, isect_scale(out->normal, capsule.radius));
return true;
#line 7207 "intersect.nw"
    }
    if (!isect_segment_box_closer(capsule.pos, capsule.delta, box, capsule.radius))
        return false;
    if (out != NULL) {
        isect_closest_segment_box(capsule.pos, capsule.delta, box, &near1, &near2);
        gap = isect_sub(near2, near1);
        {
            
#line 7256 "intersect.nw"
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
#line 7215 "intersect.nw"
        }
    }
    return true;
}
#line 7315 "intersect.nw"
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
    bool found;
    if (delta.x == 0 && delta.y == 0)
        found = isect_capsule_circle(capsule, moving, &hit);
    else {
        grown.radius += moving.radius;
        found = isect_capsule_segment(grown, moving.pos, delta, &hit);
        if (found)
            hit.pos = isect_sub(hit.pos,
                                isect_scale(hit.normal, moving.radius));
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta,
                              isect_capsule_circle_at, &capsule, &moving, out);
}
#line 5048 "intersect.nw"
static bool isect_clip_by_edge(isect_vec u, isect_vec v, isect_real o_u,
                               isect_real o_v, isect_real w, isect_vec pos,
                               isect_real *t_near, isect_vec *entry)
{
    isect_real start = isect_inner_side(u, v, pos, w);
    isect_real rate = w * (o_u - o_v);
    isect_real t;
    if (start > 0)
        return true;
    if (!(start + rate > 0)) /* also a NaN, past the range */
        return false;
    t = -start / rate;
    
#line 5077 "intersect.nw"
if ((entry->x == 0 && entry->y == 0) || t > *t_near) {
    *t_near = t;
    *entry = isect_sub(v, u);
}
#line 5061 "intersect.nw"
    return true;
}
#line 5087 "intersect.nw"
bool isect_triangle_segment(isect_triangle tri, isect_vec pos, isect_vec delta,
                            isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_real o_a, o_b, o_c, t_near = 0;
    isect_vec entry = isect_v(0, 0);
    if (w == 0)
        return false;
    if (delta.x == 0 && delta.y == 0) {
        
#line 5150 "intersect.nw"
if (!isect_triangle_point(tri, pos, out))
    return false;
if (out != NULL)
    out->delta = isect_scale(delta, -1);
return true;
#line 5097 "intersect.nw"
    }
    
#line 5124 "intersect.nw"
{
    isect_vec end = isect_add(pos, delta);
    if (isect_max(pos.x, end.x) <= isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x))
        || isect_min(pos.x, end.x) >= isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x))
        || isect_max(pos.y, end.y) <= isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y))
        || isect_min(pos.y, end.y) >= isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)))
        return false;
}
#line 5099 "intersect.nw"
    
#line 5135 "intersect.nw"
o_a = isect_cross(delta, isect_sub(tri.a, pos));
o_b = isect_cross(delta, isect_sub(tri.b, pos));
o_c = isect_cross(delta, isect_sub(tri.c, pos));
if (!((o_a > 0 || o_b > 0 || o_c > 0) && (o_a < 0 || o_b < 0 || o_c < 0)))
    return false;
#line 5100 "intersect.nw"
    if (!isect_clip_by_edge(tri.a, tri.b, o_a, o_b, w, pos, &t_near, &entry)
        || !isect_clip_by_edge(tri.b, tri.c, o_b, o_c, w, pos, &t_near, &entry)
        || !isect_clip_by_edge(tri.c, tri.a, o_c, o_a, w, pos, &t_near, &entry))
        return false;
    if (entry.x == 0 && entry.y == 0) {
        
#line 5150 "intersect.nw"
if (!isect_triangle_point(tri, pos, out))
    return false;
if (out != NULL)
    out->delta = isect_scale(delta, -1);
return true;
#line 5106 "intersect.nw"
    }
    if (out != NULL) {
        
#line 5158 "intersect.nw"
out->time = t_near;
out->normal = isect_normalize(isect_v(w * entry.y, -w * entry.x));
out->pos = isect_add(pos, isect_scale(delta, t_near));
out->delta = isect_scale(delta, -(1 - t_near));
#line 5109 "intersect.nw"
    }
    return true;
}
#line 5284 "intersect.nw"
static bool isect_closer_than(isect_real s, isect_real len2, isect_real r)
{
    isect_real lhs = s * s, rhs = r * r * len2;
    if (lhs > ISECT_REAL_MAX && rhs > ISECT_REAL_MAX)
        return isect_abs(s) / isect_sqrt(len2) < r;
    return lhs < rhs;
}
#line 5298 "intersect.nw"
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
#line 5318 "intersect.nw"
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
#line 5363 "intersect.nw"
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
#line 5386 "intersect.nw"
static bool isect_flat_triangle_circle(isect_triangle tri, isect_circle circle,
                                       isect_hit *out)
{
    isect_vec u, v, e, left;
    isect_real r = circle.radius;
    isect_longest_edge(tri, &u, &v);
    e = isect_sub(v, u);
    left = (e.x == 0 && e.y == 0) ? isect_v(1, 0)
                                  : isect_normalize(isect_v(-e.y, e.x));
    
#line 5401 "intersect.nw"
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
#line 5396 "intersect.nw"
    
#line 5429 "intersect.nw"
{
    isect_real side = isect_cross(e, isect_sub(circle.pos, u));
    return isect_push_circle_off_edge(e, side >= 0 ? -1 : 1, -isect_abs(side),
                                      circle.pos, r, out);
}
#line 5397 "intersect.nw"
}
#line 5448 "intersect.nw"
bool isect_triangle_circle(isect_triangle tri, isect_circle circle,
                           isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_vec p = circle.pos;
    isect_real r = circle.radius;
    isect_vec ab, bc, ca, ap, bp, cp;
    isect_real a_ab, b_ab, b_bc, c_bc, c_ca, a_ca, s_ab, s_bc, s_ca;
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
        
#line 5487 "intersect.nw"
if (a_ab <= 0 && a_ca >= 0 && (ap.x != 0 || ap.y != 0))
    return isect_push_circle_off_corner(tri.a, ap, r, out);
if (b_bc <= 0 && b_ab >= 0 && (bp.x != 0 || bp.y != 0))
    return isect_push_circle_off_corner(tri.b, bp, r, out);
if (c_ca <= 0 && c_bc >= 0 && (cp.x != 0 || cp.y != 0))
    return isect_push_circle_off_corner(tri.c, cp, r, out);
#line 5475 "intersect.nw"
        
#line 5496 "intersect.nw"
if (s_ab < 0 && a_ab > 0 && b_ab < 0)
    return isect_push_circle_off_edge(ab, w, s_ab, p, r, out);
if (s_bc < 0 && b_bc > 0 && c_bc < 0)
    return isect_push_circle_off_edge(bc, w, s_bc, p, r, out);
if (s_ca < 0 && c_ca > 0 && a_ca < 0)
    return isect_push_circle_off_edge(ca, w, s_ca, p, r, out);
#line 5476 "intersect.nw"
    }
    
#line 5524 "intersect.nw"
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
#line 5478 "intersect.nw"
}
#line 5670 "intersect.nw"
typedef struct isect_sat {
    isect_real depth;
    isect_vec normal;
    bool of_first;
} isect_sat;
#line 5685 "intersect.nw"
static bool isect_sat_axis(isect_sat *best, isect_vec axis, bool of_first,
                           isect_real lo1, isect_real hi1,
                           isect_real lo2, isect_real hi2)
{
    isect_real up = hi1 - lo2, down = hi2 - lo1;
    isect_real depth;
    if (up <= 0 || down <= 0)
        return false;
    depth = isect_min(up, down) / isect_length(axis);
    if (depth < best->depth) {
        best->depth = depth;
        best->normal = up <= down ? axis : isect_scale(axis, -1);
        best->of_first = of_first;
    }
    return true;
}
#line 5741 "intersect.nw"
#ifdef ISECT_FLOAT
#define ISECT_TINY_AXIS 0x1p-60f
#define ISECT_AXIS_BOOST 0x1p80f
#else
#define ISECT_TINY_AXIS 0x1p-500
#define ISECT_AXIS_BOOST 0x1p600
#endif
#line 5756 "intersect.nw"
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

static void isect_triangle_shadow(isect_triangle tri, isect_vec origin,
                                  isect_vec axis, isect_real *lo, isect_real *hi)
{
    isect_real a = isect_dot(isect_sub(tri.a, origin), axis);
    isect_real b = isect_dot(isect_sub(tri.b, origin), axis);
    isect_real c = isect_dot(isect_sub(tri.c, origin), axis);
    *lo = isect_min(a, isect_min(b, c));
    *hi = isect_max(a, isect_max(b, c));
}
#line 5809 "intersect.nw"
static isect_vec isect_triangle_support(isect_triangle tri, isect_vec dir)
{
    isect_real a = isect_dot(tri.a, dir), b = isect_dot(tri.b, dir),
               c = isect_dot(tri.c, dir);
    if (a >= b && a >= c)
        return tri.a;
    return b >= c ? tri.b : tri.c;
}
#line 5839 "intersect.nw"
bool isect_triangle_aabb(isect_triangle tri, isect_aabb box, isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_sat best;
    isect_real lo, hi;
    best.depth = ISECT_REAL_MAX;
    best.normal = isect_v(0, 0);
    best.of_first = true;
    
#line 5865 "intersect.nw"
{
    isect_vec edges[3][2];
    int i;
    edges[0][0] = tri.a; edges[0][1] = tri.b;
    edges[1][0] = tri.b; edges[1][1] = tri.c;
    edges[2][0] = tri.c; edges[2][1] = tri.a;
    for (i = 0; i < 3; i++) {
        isect_vec n = isect_edge_normal(edges[i][0], edges[i][1], w);
        isect_real e = box.half.x * isect_abs(n.x) + box.half.y * isect_abs(n.y);
        isect_triangle_shadow(tri, box.pos, n, &lo, &hi);
        if (!isect_sat_axis(&best, n, true, lo, hi, -e, e))
            return false;
    }
}
#line 5848 "intersect.nw"
    
#line 5885 "intersect.nw"
lo = isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y)) - box.pos.y;
hi = isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y)) - box.pos.y;
if (!isect_sat_axis(&best, isect_v(0, 1), false, lo, hi,
                    -box.half.y, box.half.y))
    return false;
lo = isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x)) - box.pos.x;
hi = isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x)) - box.pos.x;
if (!isect_sat_axis(&best, isect_v(1, 0), false, lo, hi,
                    -box.half.x, box.half.x))
    return false;
#line 5849 "intersect.nw"
    if (out != NULL) {
        
#line 5903 "intersect.nw"
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
#line 5851 "intersect.nw"
    }
    return true;
}
#line 6029 "intersect.nw"
bool isect_triangle_triangle(isect_triangle tri, isect_triangle other,
                             isect_hit *out)
{
    isect_triangle shape[2];
    isect_vec origin;
    isect_sat best;
    int k, i;
    shape[0] = tri;
    shape[1] = other;
    
#line 6058 "intersect.nw"
origin.x = isect_min(isect_min(isect_min(tri.a.x, tri.b.x), tri.c.x),
                     isect_min(isect_min(other.a.x, other.b.x), other.c.x));
origin.y = isect_min(isect_min(isect_min(tri.a.y, tri.b.y), tri.c.y),
                     isect_min(isect_min(other.a.y, other.b.y), other.c.y));
#line 6039 "intersect.nw"
    best.depth = ISECT_REAL_MAX;
    best.normal = isect_v(0, 0);
    best.of_first = true;
    for (k = 0; k < 2; k++) {
        
#line 6065 "intersect.nw"
{
    isect_triangle t = shape[k];
    isect_real w = isect_winding_of(t);
    isect_vec corner[3];
    corner[0] = t.a;
    corner[1] = t.b;
    corner[2] = t.c;
    for (i = 0; i < 3; i++) {
        isect_vec n = isect_edge_normal(corner[i], corner[(i + 1) % 3], w);
        isect_real lo1, hi1, lo2, hi2;
        isect_triangle_shadow(tri, origin, n, &lo1, &hi1);
        isect_triangle_shadow(other, origin, n, &lo2, &hi2);
        if (!isect_sat_axis(&best, n, k == 0, lo1, hi1, lo2, hi2))
            return false;
    }
}
#line 6044 "intersect.nw"
    }
    if (out != NULL) {
        
#line 6091 "intersect.nw"
out->normal = isect_normalize(best.normal);
out->delta = isect_scale(out->normal, best.depth);
out->time = 0;
if (best.of_first)
    out->pos = isect_nearest_triangle(
        tri, isect_add(isect_triangle_support(other, isect_scale(out->normal, -1)),
                       out->delta));
else
    out->pos = isect_triangle_support(tri, out->normal);
#line 6047 "intersect.nw"
    }
    return true;
}
