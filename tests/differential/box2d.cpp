/* tests/differential/box2d.cpp -- our overlap tests and segment tests
   against Box2D 2.4 (Debian libbox2d-dev), an independent implementation
   in float.

   Overlap: b2TestOverlap (GJK distance < 10 FLT_EPSILON) on b2PolygonShape
   boxes and triangles, b2CircleShape circles and b2EdgeShape edges with a
   radius (our capsules), against isect_aabb_aabb, circle_circle,
   aabb_circle, circle_aabb, triangle_aabb, triangle_triangle,
   triangle_circle, capsule_circle, capsule_capsule, capsule_aabb.
   Ray casts: b2Shape::RayCast (first contact fraction and normal) on boxes,
   circles and triangles, against isect_aabb_segment, circle_segment,
   triangle_segment. (Box2D's edge ray cast ignores the radius, so capsules
   have no ray-cast peer.)

   Conventions encoded (each disagreement is decided by the long-double
   referee in diff.h and counted under its name):
   - Box2D gives polygons a skin, b2_polygonRadius (0.01); we set m_radius
     to 0 so both sides test the same geometry.
   - b2TestOverlap counts shapes closer than 10 FLT_EPSILON as overlapping,
     and GJK in float is off by a few FLT_EPSILON of the coordinates: its
     band is 10 FLT_EPSILON + 64 FLT_EPSILON times the scale. Within that
     band of touching either answer is Box2D's; ours must be "touch or near"
     on its side.
   - A ray cast from inside a shape, or of zero length, reports no hit in
     Box2D; ours hits at time 0.
   Built twice: in float (our float build against float Box2D), and in
   double with float inputs (so Box2D sees the same numbers).

   Usage: differential-box2d [cases_per_function [seed]]   (default 100000) */
#include "intersect.h"
#include "diff.h"
#include "shapes.h"
#include <box2d/box2d.h>

static b2Transform xf;

#define B2_BAND(sc) (10 * (ld)FLT_EPSILON + 64 * (ld)FLT_EPSILON * (sc))

static b2Vec2 bv(isect_vec v)
{
    return b2Vec2((float)v.x, (float)v.y);
}

static void b2_box(b2PolygonShape *p, isect_aabb b)
{
    p->SetAsBox((float)b.half.x, (float)b.half.y, bv(b.pos), 0);
    p->m_radius = 0;
}

static void b2_tri(b2PolygonShape *p, isect_triangle t)
{
    b2Vec2 v[3] = { bv(t.a), bv(t.b), bv(t.c) };
    p->Set(v, 3);
    p->m_radius = 0;
}

static void b2_circle(b2CircleShape *c, isect_circle k)
{
    c->m_p = bv(k.pos);
    c->m_radius = (float)k.radius;
}

static void b2_capsule(b2EdgeShape *e, isect_capsule k)
{
    e->SetTwoSided(bv(k.pos), bv(isect_add(k.pos, k.delta)));
    e->m_radius = (float)k.radius;
}


enum { P_AABB_AABB, P_CIRCLE_CIRCLE, P_AABB_CIRCLE, P_CIRCLE_AABB, P_TRI_AABB, P_TRI_TRI, P_TRI_CIRCLE,
       P_CAPS_CIRCLE, P_CAPS_CAPS, P_CAPS_AABB, P_PAIRS };
static const char *const pair_name[P_PAIRS] = {
    "isect_aabb_aabb", "isect_circle_circle", "isect_aabb_circle", "isect_circle_aabb", "isect_triangle_aabb",
    "isect_triangle_triangle", "isect_triangle_circle", "isect_capsule_circle", "isect_capsule_capsule",
    "isect_capsule_aabb" };
/* first and second shape kinds of each pair */
static const int pair_a[P_PAIRS] = { SH_AABB, SH_CIRCLE, SH_AABB, SH_CIRCLE, SH_TRI, SH_TRI, SH_TRI, SH_CAPSULE,
                                     SH_CAPSULE, SH_CAPSULE };
static const int pair_b[P_PAIRS] = { SH_AABB, SH_CIRCLE, SH_CIRCLE, SH_AABB, SH_AABB, SH_TRI, SH_CIRCLE, SH_CIRCLE,
                                     SH_CAPSULE, SH_AABB };


static int our_pair(int pair, const oshape *a, const oshape *b)
{
    isect_hit h;
    switch (pair) {
    case P_AABB_AABB: return isect_aabb_aabb(a->box, b->box, &h);
    case P_CIRCLE_CIRCLE: return isect_circle_circle(a->circ, b->circ, &h);
    case P_AABB_CIRCLE: return isect_aabb_circle(a->box, b->circ, &h);
    case P_CIRCLE_AABB: return isect_circle_aabb(a->circ, b->box, &h);
    case P_TRI_AABB: return isect_triangle_aabb(a->tri, b->box, &h);
    case P_TRI_TRI: return isect_triangle_triangle(a->tri, b->tri, &h);
    case P_TRI_CIRCLE: return isect_triangle_circle(a->tri, b->circ, &h);
    case P_CAPS_CIRCLE: return isect_capsule_circle(a->caps, b->circ, &h);
    case P_CAPS_CAPS: return isect_capsule_capsule(a->caps, b->caps, &h);
    default: return isect_capsule_aabb(a->caps, b->box, &h);
    }
}

/* Box2D's shape for s, in storage the caller owns. */
struct b2any {
    b2PolygonShape poly;
    b2CircleShape circle;
    b2EdgeShape edge;
};

static const b2Shape *b2_shape(b2any *m, const oshape *s)
{
    switch (s->type) {
    case SH_AABB: b2_box(&m->poly, s->box); return &m->poly;
    case SH_CIRCLE: b2_circle(&m->circle, s->circ); return &m->circle;
    case SH_CAPSULE: b2_capsule(&m->edge, s->caps); return &m->edge;
    default: b2_tri(&m->poly, s->tri); return &m->poly;
    }
}

static void overlap_given(tally *t, int pair, const oshape &a, const oshape &b)
{
    b2any ma, mb;
    const b2Shape *sa, *sb;
    int hit, peer;
    dsep sep;
    ld sc;
    diff_begin(t->fn); put_shape(&a); diff_sep(); put_shape(&b); diff_end();
    hit = our_pair(pair, &a, &b);
    sa = b2_shape(&ma, &a);
    sb = b2_shape(&mb, &b);
    peer = b2TestOverlap(sa, 0, sb, 0, xf, xf);
    sep = ds_separation(&a.d, &b.d);
    sc = ds_scale(&a.d, &b.d);
    diff_overlap(t, hit, peer, sep.sd, sc, B2_BAND(sc));
}

static void overlap_case(tally *t, int pair, int kind)
{
    int grid = kind == 1 || (kind == 2 && diff_int(2));
    isect_vec base = gen_base(grid ? 1 : 0);
    /* Box2D welds polygon corners closer than 0.0025 and rejects slivers */
    oshape a = gen_shape(pair_a[pair], grid ? 1 : 0, base, 0.01);
    oshape b = gen_shape(pair_b[pair], grid ? 1 : 0, base, 0.01);
    if (kind == 2) {
        isect_real dx, dy;
        gen_touch_offset(&a.d, &b.d, &dx, &dy);
        if (grid) { dx = diff_in(round((double)dx * 2) / 2); dy = diff_in(round((double)dy * 2) / 2); }
        shift(&b, dx, dy);
    }
    overlap_given(t, pair, a, b);
}

static void ray_given(tally *t, const oshape &s, isect_vec p, isect_vec d);

static void ray_case(tally *t, int type, int kind)
{
    int grid = kind == 1 || (kind == 2 && diff_int(2));
    isect_vec base = gen_base(grid ? 1 : 0), p, d;
    oshape s = gen_shape(type, grid ? 1 : 0, base, 0.01);
    gen_segment(&s, kind, grid, &p, &d);
    ray_given(t, s, p, d);
}

static void ray_given(tally *t, const oshape &s, isect_vec p, isect_vec d)
{
    b2any m;
    const b2Shape *shape;
    b2RayCastInput in;
    b2RayCastOutput out;
    isect_hit h;
    dpeer_ray q;
    int hit;
    ld sc;
    sc = fmaxl(ds_scale(&s.d, NULL), fmaxl(fabsl((ld)p.x) + fabsl((ld)d.x), fabsl((ld)p.y) + fabsl((ld)d.y)));
    diff_begin(t->fn); put_shape(&s); diff_sep(); diff_vec(p); diff_sep(); diff_vec(d); diff_end();
    hit = our_segment(&s, p, d, &h);
    shape = b2_shape(&m, &s);
    in.p1 = bv(p);
    in.p2 = bv(isect_v(diff_in((double)p.x + (double)d.x), diff_in((double)p.y + (double)d.y)));
    in.maxFraction = 1;
    memset(&q, 0, sizeof q);
    q.hit = shape->RayCast(&out, in, xf, 0);
    q.t = q.hit ? out.fraction : 1;
    q.nx = out.normal.x;
    q.ny = out.normal.y;
    q.has_pos = 0;
    q.misses_inside = 1;
    q.misses_zero_length = 1;
    q.band = B2_BAND(sc);
    q.ntol = 64 * (ld)FLT_EPSILON;
    /* p + d as Box2D received it may round (float inputs): the band covers it */
    diff_ray(t, &s.d, p, d, hit, &h, &q);
}

/* The reproducers of issue 10 that Box2D can see, each a named case
   through the same comparison (item 3: touching counted as overlap;
   item 7: crossing capsules with tiny radii, a wall thinner than a
   rounding error, an almost parallel capsule 9.75 clear of a flat box). */
static void named_overlap(const char *name, int pair, const oshape &a, const oshape &b)
{
    overlap_given(tally_new(name, "b2TestOverlap"), pair, a, b);
}

static void named_cases(void)
{
    named_overlap("isect_capsule_capsule (issue 10 item 3: axes exactly 1 apart)", P_CAPS_CAPS,
                  sh_capsule(3, 0, -1, 1, 0.5), sh_capsule(0, 0, 1.5, 2, 0.5));
    named_overlap("isect_capsule_aabb (issue 10 item 3: touching)", P_CAPS_AABB,
                  sh_capsule(0, -1, -2, 1.5, 0.5), sh_aabb(0, 1, 0.5, 1));
    named_overlap("isect_capsule_circle (issue 10 item 3: side contact, normalize(0, 49))", P_CAPS_CIRCLE,
                  sh_capsule(0, 0, 0, 49, 1), sh_circle(2, 10, 1));
    named_overlap("isect_capsule_capsule (issue 10 item 7: crossing axes, radius 1e-15)", P_CAPS_CAPS,
                  sh_capsule(diff_in(0.1), diff_in(0.2), diff_in(99.7), diff_in(0.3), diff_in(1e-15)),
                  sh_capsule(diff_in(50.3), diff_in(-20.1), diff_in(-0.7), diff_in(40.9), diff_in(1e-15)));
    named_overlap("isect_capsule_aabb (issue 10 item 7: wall 2e-20 thick)", P_CAPS_AABB,
                  sh_capsule(-30, 0, diff_in(74.86), 0, 10.75), sh_aabb(7.25, -8, diff_in(1e-20), 50));
    named_overlap("isect_capsule_aabb (issue 10 item 7: almost parallel, 9.75 clear)", P_CAPS_AABB,
                  sh_capsule(0, 10, 1e9, 12, 0.25), sh_aabb(0, 0, 10, 0));
    ray_given(tally_new("isect_circle_segment (issue 10 item 3: ends on the circle)", "b2Shape::RayCast"),
              sh_circle(0, 0, 1), isect_v(-3, -0.5), isect_v(2, 0.5));
    ray_given(tally_new("isect_aabb_segment (issue 10 item 3: grazes the corner)", "b2Shape::RayCast"),
              sh_aabb(0, 0, 0.5, 0.5), isect_v(-5, -1), isect_v(7.5, 2.5));
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000, i;
    int pair, type;
    if (argc > 2) diff_state = strtoull(argv[2], NULL, 0);
    xf.SetIdentity();
    named_cases();
    printf("differential: Box2D 2.4 (b2TestOverlap, b2Shape::RayCast), our %s build, %ld cases per function\n",
           DIFF_BUILD, n);
    for (pair = 0; pair < P_PAIRS; pair++) {
        tally *t = tally_new(pair_name[pair], "b2TestOverlap");
        for (i = 0; i < n; i++) overlap_case(t, pair, (int)(i % 3));
    }
    for (type = 0; type < SH_KINDS; type++) {
        tally *t;
        if (type == SH_CAPSULE) continue;
        t = tally_new(sh_segment_name[type], "b2Shape::RayCast");
        for (i = 0; i < n; i++) ray_case(t, type, (int)(i % 3));
    }
    tally_print();
    return check_report();
}
