/* tests/bench_broad_tree.cpp -- the peer of `make bench-broad`: Box2D 2.4's
   b2DynamicTree (Debian libbox2d-dev) over the same world as our brute
   force and our grid, used as a Box2D game uses it.

   - Built once: one proxy per shape, CreateProxy with the shape's tight
     bounding box (Box2D fattens it by b2_aabbExtension, 0.1, as it always
     does), the shape's index as the user data.
   - Ray cast: b2DynamicTree::RayCast, whose callback runs our exact test on
     the shape (isect_<shape>_segment) and returns the contact's fraction,
     so the tree clips the ray there and skips every node beyond it. Box2D
     keeps the fraction in float: we round it up to the next float, so a
     shape hit at exactly that time is still visited.
   - Box sweep: Box2D 2.4's tree has no shape cast. A game asks Query for
     the proxies that overlap the bounding box of the whole path, and sweeps
     against each (isect_<shape>_sweep_aabb). That is what we do.
   Among contacts at the same time it keeps the lower index; the caller
   counts those ties apart from real disagreements.

   Compiled as C++11 against the C library's header (extern "C"), in double
   (Box2D's float is only used for the tree's boxes). */
#include <cmath>
#include <cstdint>
#include <box2d/box2d.h>

#include "intersect.h"
#include "bench_broad.h"

namespace {

b2Vec2 to_b2(isect_vec v)
{
    return b2Vec2((float)v.x, (float)v.y);
}

/* The bounds in float, rounded outward so they hold the shape. */
b2AABB to_b2(isect_aabb box)
{
    b2AABB out;
    float lx = (float)(box.pos.x - box.half.x), ly = (float)(box.pos.y - box.half.y);
    float ux = (float)(box.pos.x + box.half.x), uy = (float)(box.pos.y + box.half.y);
    out.lowerBound = b2Vec2(std::nextafter(lx, -INFINITY), std::nextafter(ly, -INFINITY));
    out.upperBound = b2Vec2(std::nextafter(ux, INFINITY), std::nextafter(uy, INFINITY));
    return out;
}

struct Tree {
    b2DynamicTree tree;
    const isect_shape *shapes;
};

/* Keeps the earliest contact; the lower index among equal times. */
struct Best {
    bool found = false;
    isect_hit hit = isect_hit();
    size_t index = 0;
    void offer(const isect_hit &h, size_t i)
    {
        if (!found || h.time < hit.time || (h.time == hit.time && i < index)) {
            found = true;
            hit = h;
            index = i;
        }
    }
};

struct CastCallback {
    const Tree *t;
    isect_vec pos, delta;
    Best best;
    float RayCastCallback(const b2RayCastInput &input, int32 proxy)
    {
        size_t i = (size_t)(uintptr_t)t->tree.GetUserData(proxy);
        isect_hit h;
        if (!broad_shape_segment(t->shapes[i], pos, delta, &h))
            return input.maxFraction;           /* missed: keep going as before */
        best.offer(h, i);
        if (best.hit.time <= 0)
            return 0;                           /* nothing comes before time 0 */
        return std::nextafter((float)best.hit.time, 2.0f);
    }
};

struct SweepCallback {
    const Tree *t;
    isect_aabb moving;
    isect_vec delta;
    Best best;
    bool QueryCallback(int32 proxy)
    {
        size_t i = (size_t)(uintptr_t)t->tree.GetUserData(proxy);
        isect_sweep s;
        if (broad_shape_sweep_aabb(t->shapes[i], moving, delta, &s))
            best.offer(s.hit, i);
        return true;
    }
};

struct BlockedCallback {
    const Tree *t;
    isect_aabb box;
    bool blocked;
    bool QueryCallback(int32 proxy)
    {
        blocked = broad_shape_overlaps_aabb(t->shapes[(size_t)(uintptr_t)t->tree.GetUserData(proxy)], box);
        return !blocked;
    }
};

} // namespace

extern "C" {

void *broad_tree_build(const isect_shape *shapes, size_t count)
{
    Tree *t = new Tree;
    t->shapes = shapes;
    for (size_t i = 0; i < count; i++)
        t->tree.CreateProxy(to_b2(broad_shape_bounds(shapes[i])), (void *)(uintptr_t)i);
    return t;
}

void broad_tree_free(void *tree)
{
    delete (Tree *)tree;
}

int broad_tree_height(const void *tree)
{
    return ((const Tree *)tree)->tree.GetHeight();
}

bool broad_tree_blocked(const void *tree, isect_aabb box)
{
    BlockedCallback cb;
    cb.t = (const Tree *)tree;
    cb.box = box;
    cb.blocked = false;
    cb.t->tree.Query(&cb, to_b2(box));
    return cb.blocked;
}

bool broad_tree_cast(const void *tree, isect_vec pos, isect_vec delta, isect_hit *out, size_t *index)
{
    CastCallback cb;
    b2RayCastInput in;
    cb.t = (const Tree *)tree;
    cb.pos = pos;
    cb.delta = delta;
    cb.best.found = false;
    in.p1 = to_b2(pos);
    in.p2 = to_b2(isect_add(pos, delta));
    in.maxFraction = 1;
    cb.t->tree.RayCast(&cb, in);
    if (cb.best.found) {
        *out = cb.best.hit;
        *index = cb.best.index;
    }
    return cb.best.found;
}

bool broad_tree_sweep_aabb(const void *tree, isect_aabb moving, isect_vec delta, isect_hit *out,
                           size_t *index)
{
    SweepCallback cb;
    isect_vec end = isect_add(moving.pos, delta);
    isect_aabb path;
    cb.t = (const Tree *)tree;
    cb.moving = moving;
    cb.delta = delta;
    cb.best.found = false;
    path.pos = isect_scale(isect_add(moving.pos, end), 0.5);
    path.half = isect_add(moving.half, isect_v(isect_abs(delta.x) / 2, isect_abs(delta.y) / 2));
    cb.t->tree.Query(&cb, to_b2(path));
    if (cb.best.found) {
        *out = cb.best.hit;
        *index = cb.best.index;
    }
    return cb.best.found;
}

} // extern "C"
