/* circle_point_ref.h -- the circle vs point test as the library had it
   before the linked lane (its slow path for huge circles took the circle),
   with the case globals and describe() of the tests that prove its later
   forms give the same answers, bit for bit (property_speed_linked.c,
   property_speed_cfront.c). ref_point_in_disk, ref_circle_point and
   ref_circle_circle are the old functions; huge_paths counts the slow
   path's calls; FAR is how far from the origin the tile cases go. Then
   the way those tests draw their cases: draw(kind, cx, cy) sets g_circ,
   g_other, g_point and g_padding, and now and then makes a special case.

   The including file includes testlib.h and same_bits.h first. */
#ifndef CIRCLE_POINT_REF_H
#define CIRCLE_POINT_REF_H

#ifdef ISECT_FLOAT
#define REF_MIN FLT_MIN
#define REF_MAX FLT_MAX
#define REF_SHRINK 0x1p-69f
#define REF_GROW 0x1p69f
#define FAR 2048
static isect_real ref_sqrt(isect_real v) { return sqrtf(v); }
#else
#define REF_MIN DBL_MIN
#define REF_MAX DBL_MAX
#define REF_SHRINK 0x1p-526
#define REF_GROW 0x1p526
#define FAR 8192
static isect_real ref_sqrt(isect_real v) { return sqrt(v); }
#endif

static isect_circle g_circ, g_other;
static isect_vec g_point;
static isect_real g_padding;

static void describe(void)
{
    printf("  [%s, trial %ld] circle (%.17g, %.17g) r %.17g, other (%.17g, %.17g)"
           " r %.17g, point (%.17g, %.17g), padding %.17g\n",
           k_kind, k_trial, (double)g_circ.pos.x, (double)g_circ.pos.y,
           (double)g_circ.radius, (double)g_other.pos.x, (double)g_other.pos.y,
           (double)g_other.radius, (double)g_point.x, (double)g_point.y,
           (double)g_padding);
}

/* ---- the old code, as it was before the lane ------------------------------ */

static bool ref_finite(isect_real x) { return x - x == 0; }

static bool ref_grow_hit(bool found, isect_hit *out)
{
    if (found && out != NULL) {
        out->pos = isect_scale(out->pos, REF_GROW);
        out->delta = isect_scale(out->delta, REF_GROW);
    }
    return found;
}

static isect_hit ref_push_out_of_circle(isect_vec center, isect_real radius,
                                        isect_real padding, isect_vec point,
                                        isect_vec normal)
{
    isect_hit hit;
    hit.normal = normal;
    hit.pos = isect_add(center, isect_scale(normal, radius));
    hit.delta = isect_sub(isect_add(center, isect_scale(normal, radius + padding)),
                          point);
    if (!ref_finite(hit.delta.x + hit.delta.y))
        hit.delta = isect_sub(isect_scale(normal, radius + padding),
                              isect_sub(point, center));
    hit.time = 0;
    return hit;
}

static isect_vec ref_normalize_inline(isect_vec a)
{
    isect_real squared = isect_dot(a, a);
    if (squared >= REF_MIN && squared <= REF_MAX) {
        isect_real length = ref_sqrt(squared);
        return isect_v(a.x / length, a.y / length);
    }
    return isect_normalize(a);
}

static bool ref_circle_point(isect_circle circle, isect_vec point, isect_real padding,
                             isect_hit *out);

static long huge_paths; /* how often the copy took its slow path */

static bool ref_circle_point_huge(isect_circle circle, isect_vec point,
                                  isect_real padding, isect_hit *out)
{
    huge_paths++;
    circle.pos = isect_scale(circle.pos, REF_SHRINK);
    circle.radius *= REF_SHRINK;
    point = isect_scale(point, REF_SHRINK);
    padding *= REF_SHRINK;
    if (!ref_finite(circle.pos.x + circle.pos.y + circle.radius
                    + point.x + point.y + padding))
        return false;
    return ref_grow_hit(ref_circle_point(circle, point, padding, out), out);
}

static bool ref_point_in_disk(isect_circle circle, isect_vec point,
                              isect_real padding, isect_hit *out)
{
    double dx = (double)point.x - (double)circle.pos.x;
    double dy = (double)point.y - (double)circle.pos.y;
    double reach = circle.radius + padding; /* added in isect_real */
    double rr = reach * reach;
    if (!(rr <= DBL_MAX))
        return ref_circle_point_huge(circle, point, padding, out);
    if (!(dx * dx + dy * dy < rr))
        return false;
    if (out != NULL)
        *out = ref_push_out_of_circle(circle.pos, circle.radius, padding, point,
                                      ref_normalize_inline(isect_sub(point, circle.pos)));
    return true;
}

static bool ref_circle_point(isect_circle circle, isect_vec point, isect_real padding,
                             isect_hit *out)
{
    return ref_point_in_disk(circle, point, padding, out);
}

static bool ref_circle_circle(isect_circle circle, isect_circle other, isect_hit *out)
{
    return ref_point_in_disk(circle, other.pos, other.radius, out);
}


/* ---- drawing ------------------------------------------------------------- */

static isect_vec draw_vec(case_kind kind, double cx, double cy, double reach)
{
    double x = case_coord(kind, cx, reach);
    double y = case_coord(kind, cy, reach);
    return V(x, y);
}

/* Turns a grid case into a touching or degenerate one now and then: the
   point on the circle (a 3-4-5 step from the center, or straight along an
   axis), the other circle just touching (the radii add up to a 3-4-5
   distance), the point at the center, a radius of zero, a negative
   padding. */
static void make_special(void)
{
    int k = rng_int(0, 6);
    double r = rng_int(1, 6) / 2.0;
    double cx = (double)g_circ.pos.x, cy = (double)g_circ.pos.y;
    switch (k) {
    case 0:
        g_circ.radius = R(5 * r);
        g_point = V(cx + 3 * r, cy - 4 * r);
        g_padding = 0;
        break;
    case 1:
        g_circ.radius = R(2 * r);
        g_padding = R(r);
        g_point = V(cx, cy + 3 * r);
        break;
    case 2: /* radii 2r and 3r, centers 5r apart */
        g_circ.radius = R(2 * r);
        g_other.radius = R(3 * r);
        g_other.pos = V(cx - 3 * r, cy + 4 * r);
        break;
    case 3:
        g_point = g_circ.pos;
        g_other.pos = g_circ.pos;
        break;
    case 4:
        g_circ.radius = 0;
        g_other.radius = 0;
        break;
    case 5:
        g_padding = R(-r);
        break;
    default:
        g_other.pos = g_point;
        break;
    }
}

static void draw(case_kind kind, double cx, double cy)
{
    int grid = kind == CASE_GRID || kind == CASE_TILES;
    double reach = grid ? 12 : 30;
    double r = grid ? rng_int(0, 16) / 2.0 : 1 + 19 * rng_unit();
    double q;
    g_circ.pos = draw_vec(kind, cx, cy, reach);
    g_circ.radius = R(r);
    r = grid ? rng_int(0, 16) / 2.0 : 1 + 19 * rng_unit();
    g_other.pos = draw_vec(kind, cx, cy, reach);
    g_other.radius = R(r);
    g_point = draw_vec(kind, cx, cy, reach);
    q = rng_chance(0.5) ? 0 : grid ? rng_int(-4, 8) / 2.0 : 10 * rng_unit() - 2;
    g_padding = R(q);
    if (grid && rng_chance(0.4))
        make_special();
}

#endif
