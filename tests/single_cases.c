/* single_cases.c -- one set of calls, compiled several ways by
   tests/single.mk (`make check-single`), so that tests/single_main.c can
   check that every way of building the one-file header
   (intersect_single.h) gives the same numbers as the library.

   Compiled with
     -DCASES_LIB             plain intersect.h (linked with intersect.c),
     -DISECT_STATIC          intersect_single.h, every function static inline,
     -DISECT_IMPLEMENTATION  intersect_single.h, this file holds the code,
     (none of these)         intersect_single.h, declarations only,
   and CASES_NAME naming the function this copy defines. Also compiled as
   C++ (with ISECT_STATIC). */
#ifdef CASES_LIB
#include "intersect.h"
#else
#include "intersect_single.h"
#endif

#ifndef CASES_NAME
#error "define CASES_NAME"
#endif

#include "single_cases.h"

/* The inputs: half-integers from -2000 to 2000 and sizes from 0.5 to 64,
   from a fixed linear congruential generator, so every copy sees the same
   numbers. */
static unsigned long cases_state;

static isect_real cases_half(int lo, int hi)
{
    cases_state = (cases_state * 1103515245UL + 12345UL) & 0x7fffffffUL;
    return (isect_real)(lo + (int)((cases_state >> 8) % (unsigned long)(2 * (hi - lo) + 1))) * (isect_real)0.5;
}

static isect_vec cases_point(void)
{
    isect_real x = cases_half(-2000, 2000); /* x first: argument order is unspecified */
    return isect_v(x, cases_half(-2000, 2000));
}

static isect_vec cases_near(isect_vec p, int spread)
{
    isect_real x = p.x + cases_half(-spread, spread);
    return isect_v(x, p.y + cases_half(-spread, spread));
}

static void cases_put_hit(isect_real *out, size_t *k, bool hit, const isect_hit *h)
{
    out[(*k)++] = hit ? 1 : 0;
    out[(*k)++] = h->pos.x;
    out[(*k)++] = h->pos.y;
    out[(*k)++] = h->normal.x;
    out[(*k)++] = h->normal.y;
    out[(*k)++] = h->delta.x;
    out[(*k)++] = h->delta.y;
    out[(*k)++] = h->time;
}

static void cases_put_sweep(isect_real *out, size_t *k, bool hit, const isect_sweep *s)
{
    cases_put_hit(out, k, hit, &s->hit);
    out[(*k)++] = s->pos.x;
    out[(*k)++] = s->pos.y;
    out[(*k)++] = s->time;
}

#ifdef __cplusplus
extern "C"
#endif
size_t CASES_NAME(isect_real *out, size_t *hits)
{
    static const isect_hit no_hit = {{0, 0}, {0, 0}, {0, 0}, 0};
    static const isect_sweep no_sweep = {{{0, 0}, {0, 0}, {0, 0}, 0}, {0, 0}, 0};
    isect_shape shapes[4];
    size_t k = 0, i;
    *hits = 0;
    cases_state = 12345;
    for (i = 0; i < SINGLE_ROUNDS; i++) {
        isect_hit h;
        isect_sweep s;
        size_t index = 99;
        bool b;
        isect_aabb box, other;
        isect_circle circle, moving;
        isect_capsule capsule;
        isect_triangle tri;
        isect_vec pos, delta, v;
        box.pos = cases_point();
        box.half.x = cases_half(1, 128);
        box.half.y = cases_half(1, 128);
        other.pos = cases_near(box.pos, 256);
        other.half.x = cases_half(1, 128);
        other.half.y = cases_half(1, 128);
        circle.pos = cases_near(box.pos, 256);
        circle.radius = cases_half(1, 128);
        moving.pos = cases_near(box.pos, 256);
        moving.radius = cases_half(1, 128);
        capsule.pos = cases_near(box.pos, 128);
        capsule.delta = cases_near(isect_v(0, 0), 128);
        capsule.radius = cases_half(0, 64);
        tri.a = cases_near(box.pos, 128);
        tri.b = cases_near(box.pos, 128);
        tri.c = cases_near(box.pos, 128);
        pos = cases_near(box.pos, 256);
        delta = cases_near(isect_v(0, 0), 512);

        h = no_hit; b = isect_aabb_segment(box, pos, delta, isect_v(0, 0), &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        h = no_hit; b = isect_aabb_aabb(box, other, &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        h = no_hit; b = isect_circle_segment(circle, pos, delta, 0, &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        h = no_hit; b = isect_capsule_circle(capsule, moving, &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        h = no_hit; b = isect_capsule_segment(capsule, pos, delta, &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        h = no_hit; b = isect_triangle_aabb(tri, other, &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        h = no_hit; b = isect_triangle_circle(tri, moving, &h);
        *hits += b; cases_put_hit(out, &k, b, &h);
        s = no_sweep; b = isect_aabb_sweep_aabb(box, other, delta, &s);
        *hits += b; cases_put_sweep(out, &k, b, &s);
        s = no_sweep; b = isect_circle_sweep_aabb(circle, other, delta, &s);
        *hits += b; cases_put_sweep(out, &k, b, &s);
        s = no_sweep; b = isect_capsule_sweep_circle(capsule, moving, delta, &s);
        *hits += b; cases_put_sweep(out, &k, b, &s);
        shapes[0] = isect_shape_aabb(box);
        shapes[1] = isect_shape_circle(circle);
        shapes[2] = isect_shape_aabb(isect_aabb_from_minmax(isect_minmax_from_aabb(other)));
        shapes[3] = isect_shape_circle(moving);
        s = no_sweep; b = isect_sweep_aabb_into(shapes, 4, other, delta, &s, &index);
        *hits += b; cases_put_sweep(out, &k, b, &s);
        out[k++] = (isect_real)index;
        v = isect_normalize(delta);
        out[k++] = v.x;
        out[k++] = v.y;
        v = isect_nearest_segment(pos, delta, box.pos);
        out[k++] = v.x;
        out[k++] = v.y;
        out[k++] = isect_length(delta);
    }
    return k;
}
