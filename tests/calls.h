/* calls.h -- every public function of intersect.h, called on one set of
   inputs, with every number it returns recorded (C99, header only).

   tests/property_range.c (the input policy) and tests/far.c (results far
   from the origin) share it. `make check-precision` checks that every
   public function of intersect.h is called here, so a new function cannot
   be forgotten.

   calls_in holds one of each shape and a point, a segment, a motion and a
   padding; calls_run calls every public function on them and fills one
   call_result per call: the boolean (if the function returns one) and each
   number it returns, tagged by kind: a position (it moves when the inputs
   are translated), a normal, a delta (a push or a step), a time, any other
   number. A miss records only its boolean. */
#ifndef CALLS_H
#define CALLS_H

#include <stdbool.h>
#include <stddef.h>

#include "intersect.h"

typedef struct {
    isect_aabb box, box2;
    isect_circle circ, circ2;
    isect_capsule cap, cap2;
    isect_triangle tri, tri2;
    isect_minmax mm, mm2;
    isect_rect rect, rect2;
    isect_vec point;       /* a point */
    isect_vec pos, delta;  /* a segment, and the motion of every sweep */
    isect_vec pad;         /* the padding of isect_aabb_segment */
    isect_real padding;    /* the padding of the circle tests */
} calls_in;

/* A calls_in drawn from the caller's own draws, one input after another
   in this order (so a seeded table stays the same): a point, a pair of
   sizes, one size up to a range, a motion, and the axis of a capsule.
   tests/far.c and tests/property_tiny_axis.c draw their cases with it. */
typedef struct {
    isect_vec (*point)(void);
    isect_vec (*sizes)(void);
    isect_real (*size)(double range);
    isect_vec (*motion)(void);
    isect_vec (*axis)(void);
} calls_draws;

static inline calls_in calls_draw(const calls_draws *d)
{
    calls_in in;
    in.box.pos = d->point(); in.box.half = d->sizes();
    in.box2.pos = d->point(); in.box2.half = d->sizes();
    in.circ.pos = d->point(); in.circ.radius = d->size(20);
    in.circ2.pos = d->point(); in.circ2.radius = d->size(20);
    in.cap.pos = d->point(); in.cap.delta = d->axis(); in.cap.radius = d->size(10);
    in.cap2.pos = d->point(); in.cap2.delta = d->axis(); in.cap2.radius = d->size(10);
    in.tri.a = d->point(); in.tri.b = d->point(); in.tri.c = d->point();
    in.tri2.a = d->point(); in.tri2.b = d->point(); in.tri2.c = d->point();
    in.mm.min = d->point(); in.mm.max = isect_add(in.mm.min, d->sizes());
    in.mm2.min = d->point(); in.mm2.max = isect_add(in.mm2.min, d->sizes());
    in.rect.pos = d->point(); in.rect.size = d->sizes();
    in.rect2.pos = d->point(); in.rect2.size = d->sizes();
    in.point = d->point(); in.pos = d->point(); in.delta = d->motion();
    in.pad.x = d->size(5); in.pad.y = d->size(5); in.padding = d->size(5);
    return in;
}

enum { F_POS, F_NORMAL, F_DELTA, F_TIME, F_REAL, F_KINDS };

typedef struct {
    int kind;
    double x, y; /* y is 0 for a number */
} call_field;

#define CALLS_MAX_FIELDS 8
#define CALLS_MAX 128

typedef struct {
    const char *name;
    int has_bool, b;
    int n;
    call_field f[CALLS_MAX_FIELDS];
} call_result;

static inline call_result *calls_new(call_result *r, int *n, const char *name)
{
    call_result *c = &r[(*n)++];
    c->name = name;
    c->has_bool = 0;
    c->b = 0;
    c->n = 0;
    return c;
}

static inline void calls_vec(call_result *c, int kind, isect_vec v)
{
    c->f[c->n].kind = kind;
    c->f[c->n].x = (double)v.x;
    c->f[c->n].y = (double)v.y;
    c->n++;
}

static inline void calls_real(call_result *c, int kind, isect_real v)
{
    c->f[c->n].kind = kind;
    c->f[c->n].x = (double)v;
    c->f[c->n].y = 0;
    c->n++;
}

static inline void calls_bool(call_result *c, bool b)
{
    c->has_bool = 1;
    c->b = b ? 1 : 0;
}

static inline void calls_hit(call_result *c, bool b, isect_hit h)
{
    calls_bool(c, b);
    if (!b) return;
    calls_vec(c, F_POS, h.pos);
    calls_vec(c, F_NORMAL, h.normal);
    calls_vec(c, F_DELTA, h.delta);
    calls_real(c, F_TIME, h.time);
}

static inline void calls_sweep(call_result *c, bool b, isect_sweep s)
{
    calls_hit(c, b, s.hit);
    calls_vec(c, F_POS, s.pos); /* where the shape gets to: hit or miss */
    calls_real(c, F_TIME, s.time);
}

/* Whether any vector or number of a result is NaN (only a NaN differs
   from itself). */
static inline int calls_has_nan(const call_result *r)
{
    int j;
    for (j = 0; j < r->n; j++)
        if (r->f[j].x != r->f[j].x || r->f[j].y != r->f[j].y) return 1;
    return 0;
}

static inline isect_hit calls_blank_hit(void)
{
    isect_hit h;
    h.pos = h.normal = h.delta = isect_v(0, 0);
    h.time = 0;
    return h;
}

static inline isect_sweep calls_blank_sweep(void)
{
    isect_sweep s;
    s.hit = calls_blank_hit();
    s.pos = isect_v(0, 0);
    s.time = 0;
    return s;
}

/* Calls every public function on `in`; gives the number of results. */
/* A filter's accept: every shape but the one the context names. */
static inline bool calls_not_self(void *context, size_t index)
{
    return index != *(const size_t *)context;
}

/* A mover's result: on_floor, the move, whether it started inside (1) or
   clear (0), as a number, and the last normal it met, when it met one. */
static inline void calls_move(call_result *c, const isect_move_result *mr)
{
    calls_bool(c, mr->on_floor);
    calls_vec(c, F_DELTA, mr->moved);
    calls_real(c, F_REAL, mr->recovered ? 1 : 0);
    if (mr->normal.x != 0 || mr->normal.y != 0) /* zero: touched nothing */
        calls_vec(c, F_NORMAL, mr->normal);
}

static inline int calls_run(const calls_in *in, call_result *r)
{
    int n = 0;
    call_result *c;
    isect_hit h;
    isect_sweep s;
    isect_vec v, nrm;
    isect_real t;
    isect_shape list[4];
    size_t idx;
    bool b;

#define HIT_CALL(name, call)       \
    c = calls_new(r, &n, #name);   \
    h = calls_blank_hit();         \
    b = call;                      \
    calls_hit(c, b, h)
#define SWEEP_CALL(name, call)     \
    c = calls_new(r, &n, #name);   \
    s = calls_blank_sweep();       \
    b = call;                      \
    calls_sweep(c, b, s)
#define POS_CALL(name, call)       \
    c = calls_new(r, &n, #name);   \
    calls_vec(c, F_POS, call)
#define BOOL_CALL(name, call)      \
    c = calls_new(r, &n, #name);   \
    calls_bool(c, call)

    c = calls_new(r, &n, "isect_length");
    calls_real(c, F_REAL, isect_length(in->delta));
    c = calls_new(r, &n, "isect_normalize");
    calls_vec(c, F_NORMAL, isect_normalize(in->delta));

    HIT_CALL(isect_aabb_point, isect_aabb_point(in->box, in->point, &h));
    HIT_CALL(isect_aabb_segment, isect_aabb_segment(in->box, in->pos, in->delta, in->pad, &h));
    HIT_CALL(isect_aabb_aabb, isect_aabb_aabb(in->box, in->box2, &h));
    /* the pushes, as a caller uses them: after a yes without a hit */
    HIT_CALL(isect_aabb_point_push, isect_aabb_point(in->box, in->point, NULL)
             && (isect_aabb_point_push(in->box, in->point, &h), true));
    HIT_CALL(isect_aabb_aabb_push, isect_aabb_aabb(in->box, in->box2, NULL)
             && (isect_aabb_aabb_push(in->box, in->box2, &h), true));
    /* lane-aseg2: the segment's hit, after a yes without one */
    HIT_CALL(isect_aabb_segment_hit,
             isect_aabb_segment(in->box, in->pos, in->delta, in->pad, NULL)
             && (isect_aabb_segment_hit(in->box, in->pos, in->delta, in->pad, &h), true));
    SWEEP_CALL(isect_aabb_sweep_aabb, isect_aabb_sweep_aabb(in->box, in->box2, in->delta, &s));
    HIT_CALL(isect_circle_point, isect_circle_point(in->circ, in->point, in->padding, &h));
    HIT_CALL(isect_circle_segment,
             isect_circle_segment(in->circ, in->pos, in->delta, in->padding, &h));
    HIT_CALL(isect_circle_circle, isect_circle_circle(in->circ, in->circ2, &h));
    SWEEP_CALL(isect_circle_sweep_circle,
               isect_circle_sweep_circle(in->circ, in->circ2, in->delta, &s));
    /* lane-cfront: the circles' push, on its own (it decides too) */
    HIT_CALL(isect_circle_point_push,
             isect_circle_point_push(in->circ.pos, in->circ.radius, in->point, in->padding, &h));
    /* lane-cseg: the segment test's entry, on its own (it decides too) */
    HIT_CALL(isect_circle_segment_entry,
             isect_circle_segment_entry(in->circ.pos, in->circ.radius, in->pos, in->delta,
                                        in->padding, &h));
    POS_CALL(isect_nearest_aabb, isect_nearest_aabb(in->box, in->point));
    HIT_CALL(isect_aabb_circle, isect_aabb_circle(in->box, in->circ, &h));
    HIT_CALL(isect_circle_aabb, isect_circle_aabb(in->circ, in->box, &h));
    SWEEP_CALL(isect_aabb_sweep_circle, isect_aabb_sweep_circle(in->box, in->circ, in->delta, &s));
    SWEEP_CALL(isect_circle_sweep_aabb, isect_circle_sweep_aabb(in->circ, in->box, in->delta, &s));

    list[0] = isect_shape_aabb(in->box);
    list[1] = isect_shape_circle(in->circ);
    list[2] = isect_shape_aabb(in->box2);
    list[3] = isect_shape_circle(in->circ2);
    c = calls_new(r, &n, "isect_sweep_aabb_into");
    s = calls_blank_sweep();
    idx = 9;
    b = isect_sweep_aabb_into(list, 3, in->box2, in->delta, &s, &idx);
    calls_sweep(c, b, s);
    if (b) calls_real(c, F_REAL, (isect_real)idx);
    c = calls_new(r, &n, "isect_sweep_circle_into");
    s = calls_blank_sweep();
    idx = 9;
    b = isect_sweep_circle_into(list, 4, in->circ2, in->delta, &s, &idx);
    calls_sweep(c, b, s);
    if (b) calls_real(c, F_REAL, (isect_real)idx);

    /* the batch queries, over the same two boxes and two circles in columns */
    {
        isect_real bx[2], by[2], bhx[2], bhy[2], cx[2], cy[2], cr[2];
        isect_aabb_soa boxes;
        isect_circle_soa circles;
        bx[0] = in->box.pos.x; by[0] = in->box.pos.y;
        bhx[0] = in->box.half.x; bhy[0] = in->box.half.y;
        bx[1] = in->box2.pos.x; by[1] = in->box2.pos.y;
        bhx[1] = in->box2.half.x; bhy[1] = in->box2.half.y;
        cx[0] = in->circ.pos.x; cy[0] = in->circ.pos.y; cr[0] = in->circ.radius;
        cx[1] = in->circ2.pos.x; cy[1] = in->circ2.pos.y; cr[1] = in->circ2.radius;
        boxes.x = bx; boxes.y = by; boxes.half_x = bhx; boxes.half_y = bhy; boxes.count = 2;
        circles.x = cx; circles.y = cy; circles.radius = cr; circles.count = 2;
        c = calls_new(r, &n, "isect_aabb_soa_segment");
        h = calls_blank_hit();
        idx = 9;
        b = isect_aabb_soa_segment(&boxes, in->pos, in->delta, &h, &idx);
        calls_hit(c, b, h);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_aabb_soa_sweep_aabb");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_aabb_soa_sweep_aabb(&boxes, in->box2, in->delta, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_circle_soa_segment");
        h = calls_blank_hit();
        idx = 9;
        b = isect_circle_soa_segment(&circles, in->pos, in->delta, &h, &idx);
        calls_hit(c, b, h);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_circle_soa_sweep_circle");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_circle_soa_sweep_circle(&circles, in->circ2, in->delta, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
    }

    POS_CALL(isect_nearest_segment, isect_nearest_segment(in->pos, in->delta, in->point));
    HIT_CALL(isect_capsule_point, isect_capsule_point(in->cap, in->point, &h));
    HIT_CALL(isect_capsule_circle, isect_capsule_circle(in->cap, in->circ, &h));
    HIT_CALL(isect_capsule_segment, isect_capsule_segment(in->cap, in->pos, in->delta, &h));
    BOOL_CALL(isect_minmax_point, isect_minmax_point(in->mm, in->point));
    BOOL_CALL(isect_rect_point, isect_rect_point(in->rect, in->point));
    BOOL_CALL(isect_minmax_minmax, isect_minmax_minmax(in->mm, in->mm2));
    BOOL_CALL(isect_rect_rect, isect_rect_rect(in->rect, in->rect2));
    POS_CALL(isect_nearest_circle, isect_nearest_circle(in->circ, in->point));
    POS_CALL(isect_nearest_capsule, isect_nearest_capsule(in->cap, in->point));
    BOOL_CALL(isect_circle_contains, isect_circle_contains(in->circ, in->point));
    BOOL_CALL(isect_aabb_contains, isect_aabb_contains(in->box, in->point));
    BOOL_CALL(isect_capsule_contains, isect_capsule_contains(in->cap, in->point));
    c = calls_new(r, &n, "isect_nearest_circle_edge");
    nrm = isect_v(0, 0);
    v = isect_nearest_circle_edge(in->circ, in->point, &nrm);
    calls_vec(c, F_POS, v);
    calls_vec(c, F_NORMAL, nrm);
    c = calls_new(r, &n, "isect_nearest_aabb_edge");
    nrm = isect_v(0, 0);
    v = isect_nearest_aabb_edge(in->box, in->point, &nrm);
    calls_vec(c, F_POS, v);
    calls_vec(c, F_NORMAL, nrm);
    BOOL_CALL(isect_triangle_contains, isect_triangle_contains(in->tri, in->point));
    POS_CALL(isect_nearest_triangle, isect_nearest_triangle(in->tri, in->point));
    HIT_CALL(isect_triangle_point, isect_triangle_point(in->tri, in->point, &h));
    HIT_CALL(isect_triangle_segment, isect_triangle_segment(in->tri, in->pos, in->delta, &h));
    HIT_CALL(isect_triangle_circle, isect_triangle_circle(in->tri, in->circ, &h));
    HIT_CALL(isect_triangle_aabb, isect_triangle_aabb(in->tri, in->box, &h));
    HIT_CALL(isect_triangle_triangle, isect_triangle_triangle(in->tri, in->tri2, &h));
    c = calls_new(r, &n, "isect_segment_segment");
    h = calls_blank_hit();
    t = 0;
    b = isect_segment_segment(in->cap.pos, in->cap.delta, in->pos, in->delta, &h, &t);
    calls_hit(c, b, h);
    if (b) calls_real(c, F_TIME, t);
    BOOL_CALL(isect_circle_overlaps_segment,
              isect_circle_overlaps_segment(in->circ, in->pos, in->delta));
    HIT_CALL(isect_capsule_capsule, isect_capsule_capsule(in->cap, in->cap2, &h));
    HIT_CALL(isect_capsule_aabb, isect_capsule_aabb(in->cap, in->box, &h));
    SWEEP_CALL(isect_capsule_sweep_circle,
               isect_capsule_sweep_circle(in->cap, in->circ2, in->delta, &s));
    SWEEP_CALL(isect_capsule_sweep_aabb,
               isect_capsule_sweep_aabb(in->cap, in->box2, in->delta, &s));
    SWEEP_CALL(isect_triangle_sweep_aabb,
               isect_triangle_sweep_aabb(in->tri, in->box2, in->delta, &s));
    SWEEP_CALL(isect_triangle_sweep_circle,
               isect_triangle_sweep_circle(in->tri, in->circ2, in->delta, &s));
    HIT_CALL(isect_triangle_capsule, isect_triangle_capsule(in->tri, in->cap2, &h));
    SWEEP_CALL(isect_aabb_sweep_capsule,
               isect_aabb_sweep_capsule(in->box, in->cap2, in->delta, &s));
    SWEEP_CALL(isect_circle_sweep_capsule,
               isect_circle_sweep_capsule(in->circ, in->cap2, in->delta, &s));
    SWEEP_CALL(isect_capsule_sweep_capsule,
               isect_capsule_sweep_capsule(in->cap, in->cap2, in->delta, &s));
    SWEEP_CALL(isect_triangle_sweep_capsule,
               isect_triangle_sweep_capsule(in->tri, in->cap2, in->delta, &s));
    SWEEP_CALL(isect_segment_sweep_capsule,
               isect_segment_sweep_capsule(in->cap.pos, in->cap.delta, in->cap2, in->delta, &s));
    /* thin walls: the segment is the capsule's axis */
    HIT_CALL(isect_segment_circle, isect_segment_circle(in->cap.pos, in->cap.delta, in->circ, &h));
    HIT_CALL(isect_segment_aabb, isect_segment_aabb(in->cap.pos, in->cap.delta, in->box, &h));
    SWEEP_CALL(isect_segment_sweep_circle,
               isect_segment_sweep_circle(in->cap.pos, in->cap.delta, in->circ2, in->delta, &s));
    SWEEP_CALL(isect_segment_sweep_aabb,
               isect_segment_sweep_aabb(in->cap.pos, in->cap.delta, in->box2, in->delta, &s));
    /* two moving shapes: the first moves by the motion turned a quarter */
    {
        isect_vec turned = isect_v(in->delta.y, -in->delta.x), a_at, b_at;
        c = calls_new(r, &n, "isect_circle_sweep_circle_both");
        h = calls_blank_hit();
        a_at = b_at = isect_v(0, 0);
        b = isect_circle_sweep_circle_both(in->circ, turned, in->circ2, in->delta, &h, &a_at,
                                           &b_at);
        calls_hit(c, b, h);
        calls_vec(c, F_POS, a_at);
        calls_vec(c, F_POS, b_at);
        c = calls_new(r, &n, "isect_aabb_sweep_circle_both");
        h = calls_blank_hit();
        a_at = b_at = isect_v(0, 0);
        b = isect_aabb_sweep_circle_both(in->box, turned, in->circ2, in->delta, &h, &a_at,
                                         &b_at);
        calls_hit(c, b, h);
        calls_vec(c, F_POS, a_at);
        calls_vec(c, F_POS, b_at);
    }

    /* the uniform grid: the eight shapes in a grid of 4 x 4 cells whose
       corner is the first box's center, so it moves with the inputs */
    {
        uint32_t memory[4 * 4 + 4 * 8 + 2 * 128];
        isect_shape shapes[8];
        isect_world world;
        isect_grid grid;
        size_t found[2], cells[2], count;
        shapes[0] = isect_shape_aabb(in->box);
        shapes[1] = isect_shape_aabb(in->box2);
        shapes[2] = isect_shape_circle(in->circ);
        shapes[3] = isect_shape_circle(in->circ2);
        shapes[4] = isect_shape_capsule(in->cap);
        shapes[5] = isect_shape_capsule(in->cap2);
        shapes[6] = isect_shape_triangle(in->tri);
        shapes[7] = isect_shape_triangle(in->tri2);
        world.shapes = shapes;
        world.layers = NULL;
        world.count = 8;
        c = calls_new(r, &n, "isect_grid_memory_size");
        calls_real(c, F_REAL, (isect_real)isect_grid_memory_size(4, 4, 8, 128));
        BOOL_CALL(isect_grid_init, isect_grid_init(&grid, memory, sizeof memory, in->box.pos,
                                                   isect_v(2, 2), 4, 4, 8, 128));
        BOOL_CALL(isect_grid_insert_world, isect_grid_insert_world(&grid, &world));
        BOOL_CALL(isect_grid_remove, isect_grid_remove(&grid, 7));
        BOOL_CALL(isect_grid_insert, isect_grid_insert(&grid, 7, isect_shape_bounds(shapes[7])));
        BOOL_CALL(isect_grid_move, isect_grid_move(&grid, 7, isect_shape_bounds(shapes[7])));
        c = calls_new(r, &n, "isect_grid_cells_on_path");
        calls_real(c, F_REAL, (isect_real)isect_grid_cells_on_path(&grid, in->pos, in->delta,
                                                                    in->box2.half, cells, 2));
        c = calls_new(r, &n, "isect_grid_cast");
        h = calls_blank_hit();
        idx = 9;
        b = isect_grid_cast(&grid, &world, in->pos, in->delta, NULL, &h, &idx);
        calls_hit(c, b, h);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_grid_sweep_aabb");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_grid_sweep_aabb(&grid, &world, in->box2, in->delta, NULL, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_grid_sweep_circle");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_grid_sweep_circle(&grid, &world, in->circ2, in->delta, NULL, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_grid_sweep_capsule");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_grid_sweep_capsule(&grid, &world, in->cap2, in->delta, NULL, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_grid_overlap_point");
        count = isect_grid_overlap_point(&grid, &world, in->point, NULL, found, 2);
        calls_bool(c, count > 0);
        c = calls_new(r, &n, "isect_grid_overlap_aabb");
        count = isect_grid_overlap_aabb(&grid, &world, in->box2, NULL, found, 2);
        calls_bool(c, count > 0);
        c = calls_new(r, &n, "isect_grid_overlap_circle");
        count = isect_grid_overlap_circle(&grid, &world, in->circ2, NULL, found, 2);
        calls_bool(c, count > 0);
        /* the same world without the grid: the brute-force queries */
        c = calls_new(r, &n, "isect_world_cast");
        h = calls_blank_hit();
        idx = 9;
        b = isect_world_cast(&world, in->pos, in->delta, NULL, &h, &idx);
        calls_hit(c, b, h);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_world_sweep_aabb");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_world_sweep_aabb(&world, in->box2, in->delta, NULL, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_world_sweep_circle");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_world_sweep_circle(&world, in->circ2, in->delta, NULL, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_world_sweep_capsule");
        s = calls_blank_sweep();
        idx = 9;
        b = isect_world_sweep_capsule(&world, in->cap2, in->delta, NULL, &s, &idx);
        calls_sweep(c, b, s);
        if (b) calls_real(c, F_REAL, (isect_real)idx);
        c = calls_new(r, &n, "isect_world_overlap_point");
        count = isect_world_overlap_point(&world, in->point, NULL, found, 2);
        calls_bool(c, count > 0);
        c = calls_new(r, &n, "isect_world_overlap_aabb");
        count = isect_world_overlap_aabb(&world, in->box2, NULL, found, 2);
        calls_bool(c, count > 0);
        c = calls_new(r, &n, "isect_world_overlap_circle");
        count = isect_world_overlap_circle(&world, in->circ2, NULL, found, 2);
        calls_bool(c, count > 0);
        /* move and slide through the same world, default options */
        {
            isect_move_result mr;
            /* each mover is a shape of the world: a filter leaves it out,
               as a game leaves out its player */
            isect_filter others;
            size_t self;
            others.mask = ~(uint32_t)0;
            others.accept = calls_not_self;
            others.context = &self;
            self = 1;
            c = calls_new(r, &n, "isect_world_move_aabb");
            isect_world_move_aabb(&world, in->box2, in->delta, &others, NULL, &mr);
            calls_move(c, &mr);
            self = 3;
            c = calls_new(r, &n, "isect_world_move_circle");
            isect_world_move_circle(&world, in->circ2, in->delta, &others, NULL, &mr);
            calls_move(c, &mr);
            self = 5;
            c = calls_new(r, &n, "isect_world_move_capsule");
            isect_world_move_capsule(&world, in->cap2, in->delta, &others, NULL, &mr);
            calls_move(c, &mr);
        }
    }

#undef HIT_CALL
#undef SWEEP_CALL
#undef POS_CALL
#undef BOOL_CALL
    return n;
}

/* The same inputs moved by (ox, oy): every point, center and start moves;
   sizes, deltas and paddings do not. */
static inline calls_in calls_translate(const calls_in *in, isect_real ox, isect_real oy)
{
    calls_in o = *in;
    isect_vec d = isect_v(ox, oy);
    o.box.pos = isect_add(o.box.pos, d);
    o.box2.pos = isect_add(o.box2.pos, d);
    o.circ.pos = isect_add(o.circ.pos, d);
    o.circ2.pos = isect_add(o.circ2.pos, d);
    o.cap.pos = isect_add(o.cap.pos, d);
    o.cap2.pos = isect_add(o.cap2.pos, d);
    o.tri.a = isect_add(o.tri.a, d);
    o.tri.b = isect_add(o.tri.b, d);
    o.tri.c = isect_add(o.tri.c, d);
    o.tri2.a = isect_add(o.tri2.a, d);
    o.tri2.b = isect_add(o.tri2.b, d);
    o.tri2.c = isect_add(o.tri2.c, d);
    o.mm.min = isect_add(o.mm.min, d);
    o.mm.max = isect_add(o.mm.max, d);
    o.mm2.min = isect_add(o.mm2.min, d);
    o.mm2.max = isect_add(o.mm2.max, d);
    o.rect.pos = isect_add(o.rect.pos, d);
    o.rect2.pos = isect_add(o.rect2.pos, d);
    o.point = isect_add(o.point, d);
    o.pos = isect_add(o.pos, d);
    return o;
}

#endif /* CALLS_H */
