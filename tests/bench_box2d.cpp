/* bench_box2d.cpp -- the Box2D 2.4 peers of `make bench` (Debian
   libbox2d-dev; tests/bench.c says how the benchmark works).

   Box2D is C++ and computes in float; our side runs in double. Each kernel
   here calls the Box2D function that answers the same question as one of
   ours, on the same cases (converted to float once, before timing):
   - ray casts: b2AABB::RayCast, b2PolygonShape/b2CircleShape/
     b2EdgeShape::RayCast (an edge's ray cast ignores its radius, so a
     capsule's is b2ShapeCast of a point);
   - overlap with a contact: b2CollideCircles, b2CollidePolygonAndCircle,
     b2CollidePolygons, b2CollideEdgeAndCircle, b2CollideEdgeAndPolygon,
     and for a manifold with points b2WorldManifold::Initialize. The
     b2Collide* functions fill a manifold in the shapes' own frames, and for
     circles it holds no normal at all, only the two centers; the normal,
     the contact points and the separations in world space, what our
     isect_hit holds, come from b2WorldManifold::Initialize, which Box2D's
     contact solver calls for every touching manifold;
   - overlap, yes or no: b2TestOverlap (boxes: the inline b2AABB form;
     circle and edge: the GJK form on shapes);
   - nearest points, capsule and triangle tests: b2Distance on
     b2DistanceProxy shapes, with a fresh b2SimplexCache per call;
   - sweeps: b2ShapeCast (a linear cast of one proxy past another);
   - points in shapes: b2Shape::TestPoint.
   Hit rates differ where the conventions do: a Box2D ray cast that starts
   inside a shape, and a b2ShapeCast whose shapes already overlap, report
   no hit (ours: a hit at time 0), and b2ShapeCast stops a skin short of
   contact. Polygons get m_radius 0 (Box2D's default skin is 0.01) so that both
   sides test the same shapes. Shapes, proxies and ray inputs are built
   before timing, as a game keeps its shapes; only the query is timed. */
#include <box2d/box2d.h>
#include <box2d/b2_distance.h>
#include "intersect.h"
#include "bench.h" /* after Box2D: its N would clash with Box2D's templates */

static b2Vec2 bv(isect_vec v)
{
    return b2Vec2((float)v.x, (float)v.y);
}

static b2Transform xf;
static b2PolygonShape bx_a[N], bx_b[N], tr_a[N], tr_b[N];
static b2CircleShape ci_a[N], ci_b[N];
static b2EdgeShape cp[N], sg[N], sg2[N];
static b2AABB ab_a[N], ab_b[N];
static b2Vec2 v_pts[N], v_delta[N], v_segpos[N];
static b2RayCastInput ray[N];
static b2DistanceProxy px_bx_a[N], px_bx_b[N], px_ci_a[N], px_ci_b[N], px_cp[N], px_tr_a[N], px_pt[N],
    px_segpos[N], px_sg[N];

static b2Manifold m_sink;
static b2RayCastOutput r_sink;

void box2d_setup(void)
{
    xf.SetIdentity();
    for (size_t i = 0; i < N; i++) {
        bx_a[i].SetAsBox((float)box_a[i].half.x, (float)box_a[i].half.y, bv(box_a[i].pos), 0);
        bx_a[i].m_radius = 0;
        bx_b[i].SetAsBox((float)box_b[i].half.x, (float)box_b[i].half.y, bv(box_b[i].pos), 0);
        bx_b[i].m_radius = 0;
        b2Vec2 ta[3] = { bv(tris_a[i].a), bv(tris_a[i].b), bv(tris_a[i].c) };
        b2Vec2 tb[3] = { bv(tris_b[i].a), bv(tris_b[i].b), bv(tris_b[i].c) };
        tr_a[i].Set(ta, 3);
        tr_a[i].m_radius = 0;
        tr_b[i].Set(tb, 3);
        tr_b[i].m_radius = 0;
        ci_a[i].m_p = bv(circ_a[i].pos);
        ci_a[i].m_radius = (float)circ_a[i].radius;
        ci_b[i].m_p = bv(circ_b[i].pos);
        ci_b[i].m_radius = (float)circ_b[i].radius;
        cp[i].SetTwoSided(bv(caps[i].pos), bv(isect_add(caps[i].pos, caps[i].delta)));
        cp[i].m_radius = (float)caps[i].radius;
        /* isect_segment_segment's second segment, and the segment of the
           segment tests as an edge */
        sg[i].SetTwoSided(bv(pts[i]), bv(isect_add(pts[i], seg_delta[(i + 1) % N])));
        sg2[i].SetTwoSided(bv(seg_pos[i]), bv(isect_add(seg_pos[i], seg_delta[i])));
        ab_a[i].lowerBound = bv(isect_sub(box_a[i].pos, box_a[i].half));
        ab_a[i].upperBound = bv(isect_add(box_a[i].pos, box_a[i].half));
        ab_b[i].lowerBound = bv(isect_sub(box_b[i].pos, box_b[i].half));
        ab_b[i].upperBound = bv(isect_add(box_b[i].pos, box_b[i].half));
        v_pts[i] = bv(pts[i]);
        v_delta[i] = bv(seg_delta[i]);
        v_segpos[i] = bv(seg_pos[i]);
        ray[i].p1 = bv(seg_pos[i]);
        ray[i].p2 = bv(isect_add(seg_pos[i], seg_delta[i]));
        ray[i].maxFraction = 1;
        px_bx_a[i].Set(&bx_a[i], 0);
        px_bx_b[i].Set(&bx_b[i], 0);
        px_ci_a[i].Set(&ci_a[i], 0);
        px_ci_b[i].Set(&ci_b[i], 0);
        px_cp[i].Set(&cp[i], 0);
        px_tr_a[i].Set(&tr_a[i], 0);
        px_sg[i].Set(&sg2[i], 0);
        px_pt[i].Set(&v_pts[i], 1, 0);
        px_segpos[i].Set(&v_segpos[i], 1, 0);
    }
}

static inline b2DistanceOutput distance(const b2DistanceProxy &a, const b2DistanceProxy &b, bool radii)
{
    b2DistanceInput in;
    b2DistanceOutput out;
    b2SimplexCache cache;
    in.proxyA = a;
    in.proxyB = b;
    in.transformA = xf;
    in.transformB = xf;
    in.useRadii = radii;
    cache.count = 0;
    b2Distance(&out, &cache, &in);
    return out;
}

static inline bool cast(const b2DistanceProxy &a, const b2DistanceProxy &b, b2Vec2 delta)
{
    b2ShapeCastInput in;
    b2ShapeCastOutput out;
    in.proxyA = a;
    in.proxyB = b;
    in.transformA = xf;
    in.transformB = xf;
    in.translationB = delta;
    return b2ShapeCast(&out, &in);
}

static inline float normalized_x(b2Vec2 v)
{
    v.Normalize();
    return v.x;
}

/* The contact in world space, for a manifold with points: what a caller
   that wants a normal does next (b2ContactSolver does it for every
   touching contact). */
static b2WorldManifold w_sink;
static inline int contact(const b2Manifold &m, float radius_a, float radius_b)
{
    if (m.pointCount > 0)
        w_sink.Initialize(&m, xf, radius_a, xf, radius_b);
    return m.pointCount;
}

KERNEL_PUBLIC(b_length, v_delta[i].Length() > 40)
KERNEL_PUBLIC(b_normalize, normalized_x(v_delta[i]) > 0.5f)
KERNEL_PUBLIC(b_nearest_segment, distance(px_sg[i], px_pt[i], false).pointA.x > v_pts[i].x)
KERNEL_PUBLIC(b_polygon_testpoint, bx_a[i].TestPoint(xf, v_pts[i]))
KERNEL_PUBLIC(b_aabb_raycast, ab_a[i].RayCast(&r_sink, ray[i]))
KERNEL_PUBLIC(b_aabb_overlap, b2TestOverlap(ab_a[i], ab_b[i]))
KERNEL_PUBLIC(b_cast_box_box, cast(px_bx_a[i], px_bx_b[i], v_delta[i]))
KERNEL_PUBLIC(b_circle_testpoint, ci_a[i].TestPoint(xf, v_pts[i]))
KERNEL_PUBLIC(b_circle_raycast, ci_a[i].RayCast(&r_sink, ray[i], xf, 0))
KERNEL_PUBLIC(b_collide_circles, (b2CollideCircles(&m_sink, &ci_a[i], xf, &ci_b[i], xf), contact(m_sink, ci_a[i].m_radius, ci_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_cast_circle_circle, cast(px_ci_a[i], px_ci_b[i], v_delta[i]))
KERNEL_PUBLIC(b_collide_box_circle, (b2CollidePolygonAndCircle(&m_sink, &bx_a[i], xf, &ci_b[i], xf), contact(m_sink, bx_a[i].m_radius, ci_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_collide_circle_box, (b2CollidePolygonAndCircle(&m_sink, &bx_b[i], xf, &ci_a[i], xf), contact(m_sink, bx_b[i].m_radius, ci_a[i].m_radius) > 0))
KERNEL_PUBLIC(b_cast_box_circle, cast(px_bx_a[i], px_ci_b[i], v_delta[i]))
KERNEL_PUBLIC(b_cast_circle_box, cast(px_ci_a[i], px_bx_b[i], v_delta[i]))
KERNEL_PUBLIC(b_distance_capsule_point, distance(px_cp[i], px_pt[i], false).distance <= cp[i].m_radius)
KERNEL_PUBLIC(b_collide_edge_circle, (b2CollideEdgeAndCircle(&m_sink, &cp[i], xf, &ci_b[i], xf), contact(m_sink, cp[i].m_radius, ci_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_cast_capsule_point, cast(px_cp[i], px_segpos[i], v_delta[i]))
KERNEL_PUBLIC(b_distance_circle_point, distance(px_ci_a[i], px_pt[i], true).pointA.x > v_pts[i].x)
KERNEL_PUBLIC(b_distance_box_point, distance(px_bx_a[i], px_pt[i], false).pointA.x > v_pts[i].x)
KERNEL_PUBLIC(b_distance_capsule_point_near, distance(px_cp[i], px_pt[i], true).pointA.x > v_pts[i].x)
KERNEL_PUBLIC(b_distance_capsule_contains, distance(px_cp[i], px_pt[i], false).distance < cp[i].m_radius)
KERNEL_PUBLIC(b_triangle_testpoint, tr_a[i].TestPoint(xf, v_pts[i]))
KERNEL_PUBLIC(b_distance_triangle_point, distance(px_tr_a[i], px_pt[i], false).pointA.x > v_pts[i].x)
KERNEL_PUBLIC(b_triangle_raycast, tr_a[i].RayCast(&r_sink, ray[i], xf, 0))
KERNEL_PUBLIC(b_collide_triangle_circle, (b2CollidePolygonAndCircle(&m_sink, &tr_a[i], xf, &ci_b[i], xf), contact(m_sink, tr_a[i].m_radius, ci_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_collide_triangle_box, (b2CollidePolygons(&m_sink, &tr_a[i], xf, &bx_b[i], xf), contact(m_sink, tr_a[i].m_radius, bx_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_collide_boxes, (b2CollidePolygons(&m_sink, &bx_a[i], xf, &bx_b[i], xf), contact(m_sink, bx_a[i].m_radius, bx_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_collide_triangles, (b2CollidePolygons(&m_sink, &tr_a[i], xf, &tr_b[i], xf), contact(m_sink, tr_a[i].m_radius, tr_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_edge_raycast, sg[i].RayCast(&r_sink, ray[i], xf, 0))
KERNEL_PUBLIC(b_overlap_circle_edge, b2TestOverlap(&ci_a[i], 0, &sg2[i], 0, xf, xf))
KERNEL_PUBLIC(b_distance_capsules, distance(px_cp[i], px_cp[(i + 1) % N], true).distance <= 0)
KERNEL_PUBLIC(b_collide_edge_box, (b2CollideEdgeAndPolygon(&m_sink, &cp[i], xf, &bx_b[i], xf), contact(m_sink, cp[i].m_radius, bx_b[i].m_radius) > 0))
KERNEL_PUBLIC(b_cast_capsule_circle, cast(px_cp[i], px_ci_b[i], v_delta[i]))
KERNEL_PUBLIC(b_cast_capsule_box, cast(px_cp[i], px_bx_b[i], v_delta[i]))
KERNEL_PUBLIC(b_cast_triangle_box, cast(px_tr_a[i], px_bx_b[i], v_delta[i]))
KERNEL_PUBLIC(b_cast_triangle_circle, cast(px_tr_a[i], px_ci_b[i], v_delta[i]))
