#line 96 "intersect.nw"
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
#line 740 "intersect.nw"
#include <float.h>
#ifdef ISECT_FLOAT
#define ISECT_REAL_MIN FLT_MIN
#define ISECT_REAL_MAX FLT_MAX
#else
#define ISECT_REAL_MIN DBL_MIN
#define ISECT_REAL_MAX DBL_MAX
#endif
#line 316 "intersect.nw"
static isect_real isect_max(isect_real a, isect_real b)
{
    return a > b ? a : b;
}

static isect_real isect_min(isect_real a, isect_real b)
{
    return a < b ? a : b;
}
#line 468 "intersect.nw"
static isect_hit isect_no_hit(void)
{
    isect_hit none;
    none.pos = isect_v(0, 0);
    none.normal = isect_v(0, 0);
    none.delta = isect_v(0, 0);
    none.time = 1;
    return none;
}
#line 485 "intersect.nw"
static bool isect_finish_sweep(bool found, const isect_hit *hit,
                               isect_vec start, isect_vec delta,
                               isect_sweep *out)
{
    if (out == NULL)
        return found;
    if (found) {
        out->hit = *hit;
        out->time = isect_clamp(hit->time - ISECT_EPSILON, 0, 1);
    } else {
        out->hit = isect_no_hit();
        out->time = 1;
    }
    out->pos = isect_add(start, isect_scale(delta, out->time));
    return found;
}
#line 604 "intersect.nw"
static isect_hit isect_push_out_of_box(isect_aabb box, isect_vec point,
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
#line 718 "intersect.nw"
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
#line 1102 "intersect.nw"
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
#line 2850 "intersect.nw"
static isect_real isect_winding_of(isect_triangle tri)
{
    isect_real area2 = isect_cross(isect_sub(tri.b, tri.a),
                                   isect_sub(tri.c, tri.a));
    return area2 > 0 ? 1 : (area2 < 0 ? -1 : 0);
}
#line 2878 "intersect.nw"
static isect_real isect_inner_side(isect_vec u, isect_vec v, isect_vec point,
                                   isect_real winding)
{
    return winding * isect_cross(isect_sub(v, u), isect_sub(point, u));
}
#line 2936 "intersect.nw"
static bool isect_within_corners(isect_triangle tri, isect_vec point)
{
    return point.x >= isect_min(tri.a.x, isect_min(tri.b.x, tri.c.x))
        && point.x <= isect_max(tri.a.x, isect_max(tri.b.x, tri.c.x))
        && point.y >= isect_min(tri.a.y, isect_min(tri.b.y, tri.c.y))
        && point.y <= isect_max(tri.a.y, isect_max(tri.b.y, tri.c.y));
}
#line 3125 "intersect.nw"
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
#line 3216 "intersect.nw"
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
    hit.normal = isect_normalize(isect_v(w * edge.y, -w * edge.x));
    hit.delta = isect_scale(hit.normal, best);
    hit.pos = isect_add(point, hit.delta);
    hit.time = 0;
    *depth = best;
    return hit;
}
#line 297 "intersect.nw"
isect_real isect_length(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    isect_real m;
    isect_vec u;
    if (squared >= ISECT_REAL_MIN && squared <= ISECT_REAL_MAX)
        return isect_sqrt(squared);
    m = isect_max(isect_abs(a.x), isect_abs(a.y));
    if (m == 0)
        return 0;
    u = isect_v(a.x / m, a.y / m);
    return m * isect_sqrt(isect_dot(u, u));
}
#line 341 "intersect.nw"
isect_vec isect_normalize(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    isect_real m;
    isect_vec u;
    if (squared >= ISECT_REAL_MIN && squared <= ISECT_REAL_MAX)
        return isect_scale(a, 1 / isect_sqrt(squared));
    m = isect_max(isect_abs(a.x), isect_abs(a.y));
    if (m == 0)
        return isect_v(1, 0);
    u = isect_v(a.x / m, a.y / m);
    return isect_scale(u, 1 / isect_sqrt(isect_dot(u, u)));
}
#line 559 "intersect.nw"
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
#line 758 "intersect.nw"
bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                        isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    isect_real near_x, far_x, near_y, far_y, near_time, far_time;
    
#line 778 "intersect.nw"
if (!isect_slab(pos.x, delta.x, box.pos.x, half.x, &near_x, &far_x))
    return false;
if (!isect_slab(pos.y, delta.y, box.pos.y, half.y, &near_y, &far_y))
    return false;
#line 764 "intersect.nw"
    
#line 823 "intersect.nw"
near_time = isect_max(near_x, near_y);
far_time = isect_min(far_x, far_y);
if (near_time >= far_time || near_time >= 1 || far_time <= 0)
    return false;
#line 765 "intersect.nw"
    if (out != NULL) {
        
#line 857 "intersect.nw"
out->time = isect_clamp(near_time, 0, 1);
if (near_x > near_y)
    out->normal = isect_v(-isect_sign(delta.x), 0);
else
    out->normal = isect_v(0, -isect_sign(delta.y));
out->delta = isect_scale(delta, -(1 - out->time));
out->pos = isect_add(pos, isect_scale(delta, out->time));
#line 767 "intersect.nw"
    }
    return true;
}
#line 914 "intersect.nw"
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
#line 972 "intersect.nw"
bool isect_aabb_sweep_aabb(isect_aabb box, isect_aabb moving,
                           isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found;
    if (delta.x == 0 && delta.y == 0) {
        found = isect_aabb_aabb(box, moving, &hit);
        return isect_finish_sweep(found, &hit, moving.pos, delta, out);
    }
    found = isect_aabb_segment(box, moving.pos, delta, moving.half, &hit);
    if (found) {
        
#line 1008 "intersect.nw"
{
    isect_vec dir = isect_normalize(delta);
    hit.pos.x = isect_clamp(hit.pos.x + dir.x * moving.half.x,
                            box.pos.x - box.half.x, box.pos.x + box.half.x);
    hit.pos.y = isect_clamp(hit.pos.y + dir.y * moving.half.y,
                            box.pos.y - box.half.y, box.pos.y + box.half.y);
}
#line 984 "intersect.nw"
    }
    return isect_finish_sweep(found, &hit, moving.pos, delta, out);
}
#line 1079 "intersect.nw"
bool isect_circle_point(isect_circle circle, isect_vec point,
                        isect_real padding, isect_hit *out)
{
    isect_vec d = isect_sub(point, circle.pos);
    isect_real reach = circle.radius + padding;
    if (isect_dot(d, d) >= reach * reach)
        return false;
    if (out != NULL)
        *out = isect_push_out_of_circle(circle.pos, circle.radius, padding,
                                        point, isect_normalize(d));
    return true;
}
#line 1260 "intersect.nw"
bool isect_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                          isect_real padding, isect_hit *out)
{
    isect_real reach = circle.radius + padding;
    isect_vec m = isect_sub(pos, circle.pos);
    isect_real c = isect_dot(m, m) - reach * reach;
    isect_real length, b, side, discriminant, distance;
    isect_vec u;
    
#line 1291 "intersect.nw"
if (c < 0) {
    if (out != NULL) {
        out->time = 0;
        out->pos = pos;
        out->normal = isect_normalize(m);
        out->delta = isect_scale(delta, -1);
    }
    return true;
}
#line 1269 "intersect.nw"
    
#line 1313 "intersect.nw"
length = isect_length(delta);
if (length == 0)
    return false;
u = isect_normalize(delta);
b = isect_dot(m, u);
if (b >= 0)
    return false;
side = isect_abs(isect_cross(m, u));
if (side >= reach)
    return false;
discriminant = (reach - side) * (reach + side);
#line 1270 "intersect.nw"
    distance = c / (-b + isect_sqrt(discriminant));
    if (distance >= length)
        return false;
    if (out != NULL) {
        
#line 1331 "intersect.nw"
out->time = distance / length;
out->pos = isect_add(pos, isect_scale(delta, out->time));
out->normal = isect_normalize(isect_add(m, isect_scale(delta, out->time)));
out->delta = isect_scale(delta, -(1 - out->time));
#line 1275 "intersect.nw"
    }
    return true;
}
#line 1355 "intersect.nw"
bool isect_circle_circle(isect_circle circle, isect_circle other,
                         isect_hit *out)
{
    return isect_circle_point(circle, other.pos, other.radius, out);
}
#line 1382 "intersect.nw"
bool isect_circle_sweep_circle(isect_circle circle, isect_circle moving,
                               isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found;
    if (delta.x == 0 && delta.y == 0) {
        found = isect_circle_circle(circle, moving, &hit);
        return isect_finish_sweep(found, &hit, moving.pos, delta, out);
    }
    found = isect_circle_segment(circle, moving.pos, delta, moving.radius, &hit);
    if (found)
        hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    return isect_finish_sweep(found, &hit, moving.pos, delta, out);
}
#line 1445 "intersect.nw"
isect_vec isect_nearest_aabb(isect_aabb box, isect_vec point)
{
    return isect_v(isect_clamp(point.x, box.pos.x - box.half.x,
                               box.pos.x + box.half.x),
                   isect_clamp(point.y, box.pos.y - box.half.y,
                               box.pos.y + box.half.y));
}
#line 1474 "intersect.nw"
bool isect_aabb_circle(isect_aabb box, isect_circle circle, isect_hit *out)
{
    isect_vec nearest = isect_nearest_aabb(box, circle.pos);
    isect_vec e = isect_sub(circle.pos, nearest);
    isect_real r = circle.radius;
    if (e.x == 0 && e.y == 0) {
        
#line 1519 "intersect.nw"
isect_real px = box.half.x - isect_abs(circle.pos.x - box.pos.x) + r;
isect_real py = box.half.y - isect_abs(circle.pos.y - box.pos.y) + r;
if (px <= 0 || py <= 0)
    return false;
if (out != NULL)
    *out = isect_push_out_of_box(box, circle.pos, px, py);
return true;
#line 1481 "intersect.nw"
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
#line 1544 "intersect.nw"
bool isect_circle_aabb(isect_circle circle, isect_aabb box, isect_hit *out)
{
    if (!isect_aabb_circle(box, circle, out))
        return false;
    if (out != NULL) {
        out->normal = isect_scale(out->normal, -1);
        out->delta = isect_scale(out->delta, -1);
    }
    return true;
}
#line 1605 "intersect.nw"
static bool isect_rounded_box_segment(isect_aabb box, isect_real radius,
                                      isect_vec pos, isect_vec delta,
                                      isect_hit *hit)
{
    bool found = isect_aabb_segment(box, pos, delta,
                                    isect_v(radius, radius), hit);
    if (found) {
        
#line 1621 "intersect.nw"
isect_vec rel = isect_sub(hit->pos, box.pos);
if (isect_abs(rel.x) > box.half.x && isect_abs(rel.y) > box.half.y) {
    isect_circle corner;
    corner.pos = isect_v(box.pos.x + isect_sign(rel.x) * box.half.x,
                         box.pos.y + isect_sign(rel.y) * box.half.y);
    corner.radius = radius;
    found = isect_circle_segment(corner, pos, delta, 0, hit);
}
#line 1613 "intersect.nw"
    }
    if (found)
        hit->pos = isect_sub(hit->pos, isect_scale(hit->normal, radius));
    return found;
}
#line 1640 "intersect.nw"
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
    return isect_finish_sweep(found, &hit, moving.pos, delta, out);
}
#line 1683 "intersect.nw"
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
    return isect_finish_sweep(found, &hit, moving.pos, delta, out);
}
#line 1757 "intersect.nw"
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
#line 1790 "intersect.nw"
static bool isect_sweep_into(const isect_shape *shapes, size_t count,
                             isect_shape moving, isect_vec start,
                             isect_vec delta, isect_sweep *out, size_t *index)
{
    isect_sweep best, sweep;
    bool found = false;
    size_t i;
    isect_finish_sweep(false, NULL, start, delta, &best);
    for (i = 0; i < count; i++) {
        if (!isect_sweep_shape(shapes[i], moving, delta, &sweep))
            continue;
        if (!found || sweep.hit.time < best.hit.time) {
            best = sweep;
            found = true;
            if (index != NULL)
                *index = i;
        }
    }
    if (out != NULL)
        *out = best;
    return found;
}
#line 1817 "intersect.nw"
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
#line 1906 "intersect.nw"
isect_vec isect_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point)
{
    isect_real dd = isect_dot(delta, delta);
    isect_real t = 0;
    if (dd > 0)
        t = isect_clamp(isect_dot(isect_sub(point, pos), delta) / dd, 0, 1);
    return isect_add(pos, isect_scale(delta, t));
}
#line 1961 "intersect.nw"
static bool isect_capsule_point_padded(isect_capsule capsule, isect_vec point,
                                       isect_real padding, isect_hit *out)
{
    isect_vec rel = isect_sub(point, capsule.pos);
    isect_vec left = isect_normalize(isect_v(-capsule.delta.y, capsule.delta.x));
    isect_real along = isect_dot(rel, capsule.delta);
    isect_real reach = capsule.radius + padding;
    if (along <= 0 || along >= isect_dot(capsule.delta, capsule.delta)) {
        
#line 1976 "intersect.nw"
isect_vec end = along <= 0 ? capsule.pos : isect_add(capsule.pos, capsule.delta);
isect_vec d = isect_sub(point, end);
if (isect_dot(d, d) >= reach * reach)
    return false;
if (out != NULL) {
    isect_vec normal = (d.x == 0 && d.y == 0) ? left : isect_normalize(d);
    *out = isect_push_out_of_circle(end, capsule.radius, padding, point, normal);
}
return true;
#line 1970 "intersect.nw"
    }
    
#line 1991 "intersect.nw"
{
    isect_real side = isect_dot(rel, left);
    if (isect_abs(side) >= reach)
        return false;
    if (out != NULL)
        *out = isect_push_out_of_circle(isect_sub(point, isect_scale(left, side)),
                                        capsule.radius, padding, point,
                                        isect_scale(left, isect_sign(side)));
    return true;
}
#line 1972 "intersect.nw"
}
#line 2006 "intersect.nw"
bool isect_capsule_point(isect_capsule capsule, isect_vec point, isect_hit *out)
{
    return isect_capsule_point_padded(capsule, point, 0, out);
}

bool isect_capsule_circle(isect_capsule capsule, isect_circle circle,
                          isect_hit *out)
{
    return isect_capsule_point_padded(capsule, circle.pos, circle.radius, out);
}
#line 2051 "intersect.nw"
bool isect_capsule_segment(isect_capsule capsule, isect_vec pos,
                           isect_vec delta, isect_hit *out)
{
    isect_hit best, hit;
    bool found = false;
    
#line 2074 "intersect.nw"
{
    isect_circle end;
    end.pos = capsule.pos;
    end.radius = capsule.radius;
    if (isect_circle_segment(end, pos, delta, 0, &hit)) {
        best = hit;
        found = true;
    }
    end.pos = isect_add(capsule.pos, capsule.delta);
    if (isect_circle_segment(end, pos, delta, 0, &hit)
        && (!found || hit.time < best.time)) {
        best = hit;
        found = true;
    }
}
#line 2057 "intersect.nw"
    
#line 2116 "intersect.nw"
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
            && (hit.normal.y != 0 || hit.time == 0)
            && (!found || hit.time < best.time)) {
            
#line 2140 "intersect.nw"
hit.normal = isect_add(isect_scale(u, hit.normal.x),
                       isect_scale(v, hit.normal.y));
hit.pos = isect_add(pos, isect_scale(delta, hit.time));
hit.delta = isect_scale(delta, -(1 - hit.time));
#line 2132 "intersect.nw"
            best = hit;
            found = true;
        }
    }
}
#line 2058 "intersect.nw"
    if (found && out != NULL)
        *out = best;
    return found;
}
#line 2341 "intersect.nw"
bool isect_minmax_point(isect_minmax box, isect_vec point)
{
    return box.min.x < point.x && point.x < box.max.x
        && box.min.y < point.y && point.y < box.max.y;
}
#line 2351 "intersect.nw"
bool isect_rect_point(isect_rect box, isect_vec point)
{
    return box.pos.x < point.x && point.x < box.pos.x + box.size.x
        && box.pos.y < point.y && point.y < box.pos.y + box.size.y;
}
#line 2406 "intersect.nw"
bool isect_minmax_minmax(isect_minmax box, isect_minmax other)
{
    return box.min.x < other.max.x && other.min.x < box.max.x
        && box.min.y < other.max.y && other.min.y < box.max.y;
}
#line 2416 "intersect.nw"
bool isect_rect_rect(isect_rect box, isect_rect other)
{
    return box.pos.x < other.pos.x + other.size.x
        && other.pos.x < box.pos.x + box.size.x
        && box.pos.y < other.pos.y + other.size.y
        && other.pos.y < box.pos.y + box.size.y;
}
#line 2565 "intersect.nw"
isect_vec isect_nearest_circle(isect_circle circle, isect_vec point)
{
    isect_vec d = isect_sub(point, circle.pos);
    if (isect_dot(d, d) <= circle.radius * circle.radius)
        return point;
    return isect_add(circle.pos, isect_scale(isect_normalize(d), circle.radius));
}
#line 2616 "intersect.nw"
isect_vec isect_nearest_capsule(isect_capsule capsule, isect_vec point)
{
    isect_circle around;
    around.pos = isect_nearest_segment(capsule.pos, capsule.delta, point);
    around.radius = capsule.radius;
    return isect_nearest_circle(around, point);
}
#line 2661 "intersect.nw"
bool isect_circle_contains(isect_circle circle, isect_vec point)
{
    isect_vec d = isect_sub(point, circle.pos);
    return isect_dot(d, d) < circle.radius * circle.radius;
}

bool isect_aabb_contains(isect_aabb box, isect_vec point)
{
    return isect_abs(point.x - box.pos.x) < box.half.x
        && isect_abs(point.y - box.pos.y) < box.half.y;
}
#line 2683 "intersect.nw"
bool isect_capsule_contains(isect_capsule capsule, isect_vec point)
{
    return isect_capsule_point_padded(capsule, point, 0, NULL);
}
#line 2735 "intersect.nw"
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
#line 2770 "intersect.nw"
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
#line 2961 "intersect.nw"
bool isect_triangle_contains(isect_triangle tri, isect_vec point)
{
    isect_real w = isect_winding_of(tri);
    return isect_within_corners(tri, point)
        && isect_inner_side(tri.a, tri.b, point, w) > 0
        && isect_inner_side(tri.b, tri.c, point, w) > 0
        && isect_inner_side(tri.c, tri.a, point, w) > 0;
}
#line 3059 "intersect.nw"
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
    
#line 3090 "intersect.nw"
s_ab = isect_inner_side(tri.a, tri.b, point, w);
s_bc = isect_inner_side(tri.b, tri.c, point, w);
s_ca = isect_inner_side(tri.c, tri.a, point, w);
if (s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && isect_within_corners(tri, point))
    return point;
#line 3073 "intersect.nw"
    
#line 3098 "intersect.nw"
if (a_ab <= 0 && a_ca >= 0)
    return tri.a;
if (b_bc <= 0 && b_ab >= 0)
    return tri.b;
if (c_ca <= 0 && c_bc >= 0)
    return tri.c;
#line 3074 "intersect.nw"
    
#line 3107 "intersect.nw"
if (s_ab < 0 && a_ab > 0 && b_ab < 0)
    return isect_nearest_segment(tri.a, ab, point);
if (s_bc < 0 && b_bc > 0 && c_bc < 0)
    return isect_nearest_segment(tri.b, bc, point);
if (s_ca < 0 && c_ca > 0 && a_ca < 0)
    return isect_nearest_segment(tri.c, ca, point);
#line 3075 "intersect.nw"
    return point;
}
#line 3182 "intersect.nw"
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
#line 4518 "intersect.nw"
#ifdef ISECT_FLOAT
#define ISECT_PARALLEL 3.4526698e-4f  /* the square root of FLT_EPSILON */
#define ISECT_ROUNDING FLT_EPSILON
#else
#define ISECT_PARALLEL 1.4901161193847656e-8  /* the square root of DBL_EPSILON */
#define ISECT_ROUNDING DBL_EPSILON
#endif

static bool isect_almost_parallel(isect_vec a, isect_vec b)
{
    isect_real size = (isect_abs(a.x) + isect_abs(a.y)) * (isect_abs(b.x) + isect_abs(b.y));
    return isect_abs(isect_cross(a, b)) <= ISECT_PARALLEL * size;
}
#line 4437 "intersect.nw"
static bool isect_parallel_segments(isect_vec seg_pos, isect_vec seg_delta,
                                    isect_vec pos, isect_vec delta,
                                    isect_real *s, isect_real *t)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real ee = isect_dot(seg_delta, seg_delta);
    if (ee == 0) {
        
#line 4456 "intersect.nw"
isect_real dd = isect_dot(delta, delta);
isect_real along = -isect_dot(w, delta);
*s = 0;
if (dd == 0) {
    *t = 0;
    return w.x == 0 && w.y == 0;
}
if (isect_cross(w, delta) != 0 || along < 0 || along > dd)
    return false;
*t = along / dd;
return true;
#line 4445 "intersect.nw"
    }
    if (isect_abs(isect_cross(w, seg_delta))
        > isect_abs(isect_cross(seg_delta, delta))
          + 4 * ISECT_ROUNDING * (isect_abs(w.x * seg_delta.y)
                                  + isect_abs(w.y * seg_delta.x)))
        return false;
    
#line 4470 "intersect.nw"
{
    isect_real we = isect_dot(w, seg_delta);
    isect_real de = isect_dot(delta, seg_delta);
    if (we >= 0 && we <= ee) {
        *t = 0;
        *s = we / ee;
        return true;
    }
    if (we < 0 && de > 0 && -we <= de) {
        *t = -we / de;
        *s = 0;
        return true;
    }
    if (we > ee && de < 0 && we - ee <= -de) {
        *t = (we - ee) / -de;
        *s = 1;
        return true;
    }
    return false;
}
#line 4452 "intersect.nw"
}

#line 4299 "intersect.nw"
bool isect_segment_segment(isect_vec seg_pos, isect_vec seg_delta,
                           isect_vec pos, isect_vec delta,
                           isect_hit *out, isect_real *seg_time)
{
    isect_vec w = isect_sub(pos, seg_pos);
    isect_real q = isect_cross(seg_delta, delta);
    isect_real s, t;
    if (!isect_almost_parallel(seg_delta, delta)) {
        
#line 4321 "intersect.nw"
isect_real s_top = isect_cross(w, delta);
isect_real t_top = isect_cross(w, seg_delta);
if (q < 0) {
    q = -q;
    s_top = -s_top;
    t_top = -t_top;
}
if (s_top < 0 || s_top > q || t_top < 0 || t_top > q)
    return false;
s = s_top / q;
t = t_top / q;
#line 4308 "intersect.nw"
    } else if (!isect_parallel_segments(seg_pos, seg_delta, pos, delta, &s, &t)) {
        return false;
    }
    if (out != NULL) {
        
#line 4372 "intersect.nw"
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
#line 4313 "intersect.nw"
    }
    if (seg_time != NULL)
        *seg_time = s;
    return true;
}
#line 4574 "intersect.nw"
bool isect_circle_overlaps_segment(isect_circle circle, isect_vec pos,
                                   isect_vec delta)
{
    isect_vec nearest = isect_nearest_segment(pos, delta, circle.pos);
    isect_vec d = isect_sub(nearest, circle.pos);
    return isect_dot(d, d) < circle.radius * circle.radius;
}
#line 4665 "intersect.nw"
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
#line 4724 "intersect.nw"
static isect_real isect_capsule_reach(isect_capsule capsule, isect_vec axis)
{
    return isect_max(0, isect_dot(capsule.delta, axis)) + capsule.radius;
}

static isect_real isect_box_reach(isect_aabb box, isect_vec axis)
{
    return isect_abs(axis.x) * box.half.x + isect_abs(axis.y) * box.half.y;
}
#line 4751 "intersect.nw"
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
#line 4779 "intersect.nw"
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
#line 4807 "intersect.nw"
bool isect_capsule_capsule(isect_capsule capsule, isect_capsule other,
                           isect_hit *out)
{
    isect_vec near1, near2, gap;
    isect_real reach = capsule.radius + other.radius;
    isect_closest_segments(capsule.pos, capsule.delta, other.pos, other.delta,
                           &near1, &near2);
    gap = isect_sub(near2, near1);
    if (isect_dot(gap, gap) >= reach * reach)
        return false;
    if (out != NULL) {
        
#line 4873 "intersect.nw"
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
#line 4819 "intersect.nw"
    }
    return true;
}
#line 4937 "intersect.nw"
static bool isect_closest_segment_box(isect_vec pos, isect_vec delta,
                                      isect_aabb box, isect_vec *on_segment,
                                      isect_vec *on_box)
{
    isect_hit hit;
    isect_vec end = isect_add(pos, delta), gap, q, corner;
    isect_real best, d2;
    int i;
    if (isect_aabb_segment(box, pos, delta, isect_v(0, 0), &hit)) {
        *on_segment = hit.pos;
        *on_box = hit.pos;
        return true;
    }
    
#line 4971 "intersect.nw"
if ((box.half.x == 0 || box.half.y == 0)
    && isect_segment_segment(isect_sub(box.pos, box.half),
                             isect_scale(box.half, 2), pos, delta, &hit, NULL)) {
    *on_segment = hit.pos;
    *on_box = hit.pos;
    return false;
}
#line 4951 "intersect.nw"
    
#line 4981 "intersect.nw"
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
#line 4952 "intersect.nw"
    
#line 4999 "intersect.nw"
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
#line 4953 "intersect.nw"
    return false;
}
#line 5021 "intersect.nw"
bool isect_capsule_aabb(isect_capsule capsule, isect_aabb box, isect_hit *out)
{
    isect_vec near1, near2, gap;
    bool crosses = isect_closest_segment_box(capsule.pos, capsule.delta, box,
                                             &near1, &near2);
    gap = isect_sub(near2, near1);
    if (!crosses && isect_dot(gap, gap) >= capsule.radius * capsule.radius)
        return false;
    if (out != NULL) {
        
#line 5063 "intersect.nw"
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
#line 5031 "intersect.nw"
    }
    return true;
}
#line 5118 "intersect.nw"
bool isect_capsule_sweep_circle(isect_capsule capsule, isect_circle moving,
                                isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    bool found;
    if (delta.x == 0 && delta.y == 0) {
        found = isect_capsule_circle(capsule, moving, &hit);
        return isect_finish_sweep(found, &hit, moving.pos, delta, out);
    }
    capsule.radius += moving.radius;
    found = isect_capsule_segment(capsule, moving.pos, delta, &hit);
    if (found)
        hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    return isect_finish_sweep(found, &hit, moving.pos, delta, out);
}
#line 3365 "intersect.nw"
static bool isect_clip_by_edge(isect_vec u, isect_vec v, isect_real w,
                               isect_vec pos, isect_vec delta,
                               isect_real *t_near, isect_real *t_far,
                               isect_vec *entry)
{
    isect_vec edge = isect_sub(v, u);
    isect_real start = isect_inner_side(u, v, pos, w);
    isect_real rate = w * isect_cross(edge, delta);
    isect_real t;
    if (rate == 0)
        return start > 0;
    if (rate > 0) {
        
#line 3391 "intersect.nw"
if (start > 0)
    return true;
if (-start >= rate)
    return false;
t = -start / rate;
if ((entry->x == 0 && entry->y == 0) || t > *t_near) {
    *t_near = t;
    *entry = edge;
}
#line 3378 "intersect.nw"
    } else {
        
#line 3403 "intersect.nw"
if (start <= 0)
    return false;
if (start < -rate) {
    t = start / -rate;
    if (t < *t_far)
        *t_far = t;
}
#line 3380 "intersect.nw"
    }
    return true;
}
#line 3416 "intersect.nw"
bool isect_triangle_segment(isect_triangle tri, isect_vec pos, isect_vec delta,
                            isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_real t_near = 0, t_far = 1;
    isect_vec entry = isect_v(0, 0);
    if (!isect_clip_by_edge(tri.a, tri.b, w, pos, delta, &t_near, &t_far, &entry)
        || !isect_clip_by_edge(tri.b, tri.c, w, pos, delta, &t_near, &t_far, &entry)
        || !isect_clip_by_edge(tri.c, tri.a, w, pos, delta, &t_near, &t_far, &entry)
        || t_near >= t_far)
        return false;
    if (entry.x == 0 && entry.y == 0) {
        
#line 3449 "intersect.nw"
if (!isect_triangle_point(tri, pos, out))
    return false;
if (out != NULL) {
    out->pos = pos;
    out->delta = isect_scale(delta, -1);
}
return true;
#line 3429 "intersect.nw"
    }
    if (out != NULL) {
        
#line 3459 "intersect.nw"
out->time = t_near;
out->normal = isect_normalize(isect_v(w * entry.y, -w * entry.x));
out->pos = isect_add(pos, isect_scale(delta, t_near));
out->delta = isect_scale(delta, -(1 - t_near));
#line 3432 "intersect.nw"
    }
    return true;
}
#line 3569 "intersect.nw"
static isect_capsule isect_flat_triangle_axis(isect_triangle tri)
{
    isect_vec ab = isect_sub(tri.b, tri.a), bc = isect_sub(tri.c, tri.b),
              ca = isect_sub(tri.a, tri.c);
    isect_real lab = isect_dot(ab, ab), lbc = isect_dot(bc, bc),
               lca = isect_dot(ca, ca);
    isect_capsule axis;
    axis.radius = 0;
    if (lab >= lbc && lab >= lca) {
        axis.pos = tri.a;
        axis.delta = ab;
    } else if (lbc >= lca) {
        axis.pos = tri.b;
        axis.delta = bc;
    } else {
        axis.pos = tri.c;
        axis.delta = ca;
    }
    return axis;
}
#line 3607 "intersect.nw"
static bool isect_same(isect_vec a, isect_vec b)
{
    return a.x == b.x && a.y == b.y;
}

static bool isect_beyond_corner(isect_vec e, isect_vec corner, isect_vec u,
                                isect_vec w)
{
    return isect_dot(e, isect_sub(u, corner)) <= 0
        && isect_dot(e, isect_sub(w, corner)) <= 0;
}
#line 3621 "intersect.nw"
bool isect_triangle_circle(isect_triangle tri, isect_circle circle,
                           isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_vec point = circle.pos;
    isect_real r = circle.radius;
    isect_vec nearest, e;
    if (w == 0)
        return isect_capsule_circle(isect_flat_triangle_axis(tri), circle, out);
    nearest = isect_nearest_triangle(tri, point);
    e = isect_sub(point, nearest);
    if ((e.x != 0 || e.y != 0)
        && ((isect_same(nearest, tri.a) && isect_beyond_corner(e, tri.a, tri.b, tri.c))
            || (isect_same(nearest, tri.b) && isect_beyond_corner(e, tri.b, tri.c, tri.a))
            || (isect_same(nearest, tri.c) && isect_beyond_corner(e, tri.c, tri.a, tri.b)))) {
        
#line 3648 "intersect.nw"
if (isect_dot(e, e) >= r * r)
    return false;
if (out != NULL) {
    out->normal = isect_normalize(e);
    out->pos = nearest;
    out->delta = isect_scale(out->normal, r - isect_length(e));
    out->time = 0;
}
return true;
#line 3637 "intersect.nw"
    }
    
#line 3665 "intersect.nw"
{
    isect_real s_ab = isect_inner_side(tri.a, tri.b, point, w);
    isect_real s_bc = isect_inner_side(tri.b, tri.c, point, w);
    isect_real s_ca = isect_inner_side(tri.c, tri.a, point, w);
    isect_real depth;
    isect_hit hit = isect_push_out_of_triangle(tri, w, point, s_ab, s_bc, s_ca,
                                               &depth);
    if (depth + r <= 0)
        return false;
    if (out != NULL) {
        *out = hit;
        out->delta = isect_scale(hit.normal, depth + r);
    }
    return true;
}
#line 3639 "intersect.nw"
}
#line 3805 "intersect.nw"
typedef struct isect_sat {
    isect_real depth;
    isect_vec normal;
    bool of_first;
} isect_sat;
#line 3820 "intersect.nw"
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
        best->normal = isect_normalize(up <= down ? axis : isect_scale(axis, -1));
        best->of_first = of_first;
    }
    return true;
}
#line 3856 "intersect.nw"
static isect_vec isect_edge_normal(isect_vec u, isect_vec v, isect_real w)
{
    isect_vec edge = isect_sub(v, u);
    if (edge.x == 0 && edge.y == 0)
        return isect_v(1, 0);
    if (w == 0)
        w = 1;
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
#line 3905 "intersect.nw"
static isect_vec isect_triangle_support(isect_triangle tri, isect_vec dir)
{
    isect_real a = isect_dot(tri.a, dir), b = isect_dot(tri.b, dir),
               c = isect_dot(tri.c, dir);
    if (a >= b && a >= c)
        return tri.a;
    return b >= c ? tri.b : tri.c;
}
#line 3935 "intersect.nw"
bool isect_triangle_aabb(isect_triangle tri, isect_aabb box, isect_hit *out)
{
    isect_real w = isect_winding_of(tri);
    isect_sat best;
    isect_real lo, hi;
    best.depth = ISECT_REAL_MAX;
    best.normal = isect_v(0, 0);
    best.of_first = true;
    
#line 3961 "intersect.nw"
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
#line 3944 "intersect.nw"
    
#line 3981 "intersect.nw"
isect_triangle_shadow(tri, box.pos, isect_v(0, 1), &lo, &hi);
if (!isect_sat_axis(&best, isect_v(0, 1), false, lo, hi,
                    -box.half.y, box.half.y))
    return false;
isect_triangle_shadow(tri, box.pos, isect_v(1, 0), &lo, &hi);
if (!isect_sat_axis(&best, isect_v(1, 0), false, lo, hi,
                    -box.half.x, box.half.x))
    return false;
#line 3945 "intersect.nw"
    if (out != NULL) {
        
#line 3997 "intersect.nw"
out->normal = best.normal;
out->delta = isect_scale(best.normal, best.depth);
out->time = 0;
if (best.of_first) {
    isect_vec corner = isect_v(box.pos.x - box.half.x * isect_sign(best.normal.x),
                               box.pos.y - box.half.y * isect_sign(best.normal.y));
    out->pos = isect_add(corner, out->delta);
} else {
    out->pos = isect_triangle_support(tri, best.normal);
}
#line 3947 "intersect.nw"
    }
    return true;
}
#line 4111 "intersect.nw"
bool isect_triangle_triangle(isect_triangle tri, isect_triangle other,
                             isect_hit *out)
{
    isect_triangle shape[2];
    isect_vec origin;
    isect_sat best;
    int k, i;
    shape[0] = tri;
    shape[1] = other;
    
#line 4140 "intersect.nw"
origin.x = isect_min(isect_min(isect_min(tri.a.x, tri.b.x), tri.c.x),
                     isect_min(isect_min(other.a.x, other.b.x), other.c.x));
origin.y = isect_min(isect_min(isect_min(tri.a.y, tri.b.y), tri.c.y),
                     isect_min(isect_min(other.a.y, other.b.y), other.c.y));
#line 4121 "intersect.nw"
    best.depth = ISECT_REAL_MAX;
    best.normal = isect_v(0, 0);
    best.of_first = true;
    for (k = 0; k < 2; k++) {
        
#line 4147 "intersect.nw"
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
#line 4126 "intersect.nw"
    }
    if (out != NULL) {
        
#line 4171 "intersect.nw"
out->normal = best.normal;
out->delta = isect_scale(best.normal, best.depth);
out->time = 0;
if (best.of_first)
    out->pos = isect_add(isect_triangle_support(other, isect_scale(best.normal, -1)),
                         out->delta);
else
    out->pos = isect_triangle_support(tri, best.normal);
#line 4129 "intersect.nw"
    }
    return true;
}
