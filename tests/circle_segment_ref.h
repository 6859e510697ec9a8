/* circle_segment_ref.h -- the circle segment test and the circle sweep
   as they were before the csw lane of issue 12, copied and renamed
   ref_..., with the case globals and describe(). Shared by the tests that
   prove faster circle segment and sweep code gives the old answers:
   property_speed_csw.c and property_speed_cseg.c, which include it after
   testlib.h and same_bits.h. */
#ifndef CIRCLE_SEGMENT_REF_H
#define CIRCLE_SEGMENT_REF_H

#ifdef ISECT_FLOAT
#define REF_EPS FLT_EPSILON
#define REF_MIN FLT_MIN
#define FAR 2048
#define TINY_EXP_LO 60   /* scale by 2^-60 .. 2^-160 */
#define TINY_EXP_HI 160
#define GRAZE_EXP_LO (-140)
#define GRAZE_EXP_HI 60
#else
#define REF_EPS DBL_EPSILON
#define REF_MIN DBL_MIN
#define FAR 10000
#define TINY_EXP_LO 480  /* scale by 2^-480 .. 2^-1080 */
#define TINY_EXP_HI 1080
#define GRAZE_EXP_LO (-1060)
#define GRAZE_EXP_HI 500
#endif

#include "circle_sweep_ref.h"

/* ---- the old sweep: the exact question and the entry, as they were ------- */

/* isect_wide is double in both builds; isect_wlength is the careful
   isect_length in double, a plain root of the wide square in float. */
static double ref_wabs(double v) { return v < 0 ? -v : v; }
static double ref_wmax(double a, double b) { return a > b ? a : b; }

static double ref_wlength(double dx, double dy)
{
#ifdef ISECT_FLOAT
    return sqrt(dx * dx + dy * dy);
#else
    return isect_length(isect_v(dx, dy));
#endif
}

static int ref_enters_disk(double mx, double my, double dx, double dy, double reach)
{
    double mm = mx * mx + my * my;
    double md = mx * dx + my * dy;
    double dd = dx * dx + dy * dy;
    double rr = reach * reach;
    double cross, limit;
    if (!(mm + dd + rr <= DBL_MAX / 4))
        return -1;
    if (!(md < 0))
        return mm < rr;
    if (!(md + dd > 0)) {
        double ex = mx + dx, ey = my + dy;
        return ex * ex + ey * ey < rr;
    }
    cross = mx * dy - my * dx;
    limit = rr * dd;
    if ((limit >= DBL_MIN && limit <= DBL_MAX) || !(rr > 0))
        return cross * cross < limit;
    return ref_wabs(cross) < ref_wabs(reach) * ref_wlength(dx, dy);
}

static double ref_entry_time(double mx, double my, double dx, double dy, double reach)
{
    double rr = reach * reach;
    double c = (mx * mx + my * my) - rr;
    double b = mx * dx + my * dy;
    double cross = mx * dy - my * dx;
    double limit = rr * (dx * dx + dy * dy);
    double t, length, h, r;
    if (limit >= DBL_MIN && limit <= DBL_MAX) {
        t = c / (-b + sqrt(ref_wmax(limit - cross * cross, 0)));
    } else {
        length = ref_wlength(dx, dy);
        h = ref_wabs(cross) / length;
        r = ref_wabs(reach);
        t = c / (-(b / length) + sqrt(ref_wmax((r - h) * (r + h), 0))) / length;
    }
    return t >= 0 ? (t < 1 ? t : 1) : 0;
}

static void ref_entry_hit(double mx, double my, isect_vec pos, isect_vec delta,
                          double reach, isect_hit *out)
{
    double t = ref_entry_time(mx, my, delta.x, delta.y, reach);
    isect_vec to_entry = isect_v((isect_real)(mx + t * delta.x),
                                 (isect_real)(my + t * delta.y));
    out->time = (isect_real)t;
    out->pos = isect_add(pos, isect_scale(delta, out->time));
    out->normal = isect_normalize(to_entry);
    out->delta = isect_scale(delta, -(1 - out->time));
}

/* The segment test as it was: the exact question, then the hit of a start
   inside or of the entry; numbers too big to say shrunk by a power of
   two, answered, and the hit grown back. */
#ifdef ISECT_FLOAT
#define REF_SHRINK 0x1p-69f
#define REF_GROW 0x1p69f
#else
#define REF_SHRINK 0x1p-526
#define REF_GROW 0x1p526
#endif

static bool ref_circle_segment(isect_circle circle, isect_vec pos, isect_vec delta,
                               isect_real padding, isect_hit *out)
{
    double mx = (double)pos.x - (double)circle.pos.x;
    double my = (double)pos.y - (double)circle.pos.y;
    double reach = circle.radius + padding;
    int enters = ref_enters_disk(mx, my, delta.x, delta.y, reach);
    if (enters < 0) {
        bool found;
        circle.pos = isect_scale(circle.pos, REF_SHRINK);
        circle.radius *= REF_SHRINK;
        pos = isect_scale(pos, REF_SHRINK);
        delta = isect_scale(delta, REF_SHRINK);
        padding *= REF_SHRINK;
        {
            isect_real sum = circle.pos.x + circle.pos.y + circle.radius + pos.x
                           + pos.y + delta.x + delta.y + padding;
            if (!(sum - sum == 0))
                return false;
        }
        found = ref_circle_segment(circle, pos, delta, padding, out);
        if (found && out != NULL) {
            out->pos = isect_scale(out->pos, REF_GROW);
            out->delta = isect_scale(out->delta, REF_GROW);
        }
        return found;
    }
    if (!enters)
        return false;
    if (out != NULL) {
        if (mx * mx + my * my < reach * reach) {
            out->time = 0;
            out->normal = isect_normalize(isect_sub(pos, circle.pos));
            out->pos = isect_add(circle.pos,
                                 isect_scale(out->normal, (isect_real)ref_wabs(reach)));
            out->delta = isect_scale(delta, -1);
        } else
            ref_entry_hit(mx, my, pos, delta, reach, out);
    }
    return true;
}

/* The sweep as it was: the static test; the exact question, and the end;
   then the reach test, and the entry (or the segment test with its slow
   path, for numbers too big to say), and the finishing step. */
static long reach_saved; /* paths that enter, where the old reach test ran */

static bool ref_circle_sweep(isect_circle circle, isect_circle moving,
                             isect_vec delta, isect_sweep *out)
{
    isect_hit hit;
    isect_circle at_end = moving;
    double mx = (double)moving.pos.x - (double)circle.pos.x;
    double my = (double)moving.pos.y - (double)circle.pos.y;
    double reach = circle.radius + moving.radius;
    bool found = false;
    int enters;
    if (isect_circle_circle(circle, moving, &hit))
        return ref_from_overlap(&hit, moving.pos, delta,
                                isect_sub(moving.pos, circle.pos), out);
    enters = ref_enters_disk(mx, my, delta.x, delta.y, reach);
    at_end.pos = isect_add(moving.pos, delta);
    if (enters == 0 && !isect_circle_circle(circle, at_end, NULL))
        return ref_whole_way(moving.pos, delta, out);
    if (enters > 0)
        reach_saved++;
    if (ref_axis_out(moving.pos.x, delta.x, moving.radius,
                     circle.pos.x - circle.radius, circle.pos.x + circle.radius)
        || ref_axis_out(moving.pos.y, delta.y, moving.radius,
                        circle.pos.y - circle.radius, circle.pos.y + circle.radius))
        return ref_whole_way(moving.pos, delta, out);
    if (enters > 0) {
        ref_entry_hit(mx, my, moving.pos, delta, reach, &hit);
        found = true;
    } else if (enters < 0 && (delta.x != 0 || delta.y != 0))
        found = ref_circle_segment(circle, moving.pos, delta, moving.radius, &hit);
    if (found)
        hit.pos = isect_sub(hit.pos, isect_scale(hit.normal, moving.radius));
    return ref_finish(found, &hit, moving.pos, delta, out);
}

#endif
