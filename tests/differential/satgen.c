/* tests/differential/satgen.c -- the C half of the SAT.js comparison: makes
   the cases, runs our overlap tests on them, asks the long-double referee
   (diff.h) about each, and writes one line per case for sat.mjs, which
   runs SAT.js on the same shapes and compares.

   Functions: isect_aabb_aabb, circle_circle, aabb_circle, circle_aabb,
   triangle_aabb, triangle_triangle, triangle_circle; random, half-integer
   grid and near-touching cases in turn.

   A line: fn hit dx dy sd nx ny valid touch sc n v1 .. vn
     hit, dx dy   our answer and hit.delta (the push of the second shape)
     sd nx ny     the referee's signed distance (negative: the length of the
                  shortest push) and the direction of the shortest push
     valid        1 when our push is a shortest way out: its length is -sd
                  and the second shape moved by it just touches the first
     touch        1 when the shapes touch exactly (the referee is exact on
                  these inputs and finds sd == 0)
     sc           the size of the numbers (tolerances scale with it)
     v1 .. vn     the inputs in order: box cx cy hx hy; circle x y r;
                  triangle ax ay bx by cx cy
   All numbers in %.17g (they read back exactly). The last line is
   "END count".

   Usage: differential-satgen [cases_per_function [seed]] | node sat.mjs */
#include "intersect.h"
#include "diff.h"
#include "shapes.h"

#ifdef ISECT_FLOAT
#error "SAT.js works in double: build this without ISECT_FLOAT"
#endif

enum { P_AABB_AABB, P_CIRCLE_CIRCLE, P_AABB_CIRCLE, P_CIRCLE_AABB, P_TRI_AABB, P_TRI_TRI, P_TRI_CIRCLE, P_PAIRS };
static const char *const pair_name[P_PAIRS] = {
    "isect_aabb_aabb", "isect_circle_circle", "isect_aabb_circle", "isect_circle_aabb", "isect_triangle_aabb",
    "isect_triangle_triangle", "isect_triangle_circle" };
static const int pair_a[P_PAIRS] = { SH_AABB, SH_CIRCLE, SH_AABB, SH_CIRCLE, SH_TRI, SH_TRI, SH_TRI };
static const int pair_b[P_PAIRS] = { SH_AABB, SH_CIRCLE, SH_CIRCLE, SH_AABB, SH_AABB, SH_TRI, SH_CIRCLE };

static int our_pair(int pair, const oshape *a, const oshape *b, isect_hit *h)
{
    memset(h, 0, sizeof *h);
    switch (pair) {
    case P_AABB_AABB: return isect_aabb_aabb(a->box, b->box, h);
    case P_CIRCLE_CIRCLE: return isect_circle_circle(a->circ, b->circ, h);
    case P_AABB_CIRCLE: return isect_aabb_circle(a->box, b->circ, h);
    case P_CIRCLE_AABB: return isect_circle_aabb(a->circ, b->box, h);
    case P_TRI_AABB: return isect_triangle_aabb(a->tri, b->box, h);
    case P_TRI_TRI: return isect_triangle_triangle(a->tri, b->tri, h);
    default: return isect_triangle_circle(a->tri, b->circ, h);
    }
}

static int put_values(const oshape *s, double *v)
{
    switch (s->type) {
    case SH_AABB: v[0] = s->box.pos.x; v[1] = s->box.pos.y; v[2] = s->box.half.x; v[3] = s->box.half.y; return 4;
    case SH_CIRCLE: v[0] = s->circ.pos.x; v[1] = s->circ.pos.y; v[2] = s->circ.radius; return 3;
    default:
        v[0] = s->tri.a.x; v[1] = s->tri.a.y; v[2] = s->tri.b.x; v[3] = s->tri.b.y;
        v[4] = s->tri.c.x; v[5] = s->tri.c.y;
        return 6;
    }
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000, i, lines = 0;
    int pair;
    if (argc > 2) diff_state = strtoull(argv[2], NULL, 0);
    for (pair = 0; pair < P_PAIRS; pair++) {
        for (i = 0; i < n; i++) {
            int kind = (int)(i % 3), grid = kind == 1 || (kind == 2 && diff_int(2)), k, m;
            isect_vec base = gen_base(grid ? 1 : 0);
            oshape a = gen_shape(pair_a[pair], grid ? 1 : 0, base, 1e-4);
            oshape b = gen_shape(pair_b[pair], grid ? 1 : 0, base, 1e-4);
            isect_hit h;
            int hit, valid = 0;
            dsep sep;
            ld sc, tol;
            double v[12];
            if (kind == 2) {
                isect_real dx, dy;
                gen_touch_offset(&a.d, &b.d, &dx, &dy);
                if (grid) { dx = round(dx * 2) / 2; dy = round(dy * 2) / 2; }
                shift(&b, dx, dy);
            }
            diff_begin(pair_name[pair]); put_shape(&a); diff_sep(); put_shape(&b); diff_end();
            hit = our_pair(pair, &a, &b, &h);
            sep = ds_separation(&a.d, &b.d);
            sc = ds_scale(&a.d, &b.d);
            tol = 4096 * (ld)DBL_EPSILON * sc;
            if (hit) {
                dshape moved = ds_translate(b.d, h.delta.x, h.delta.y);
                dsep after = ds_separation(&a.d, &moved);
                ld len = sqrtl((ld)h.delta.x * h.delta.x + (ld)h.delta.y * h.delta.y);
                valid = fabsl(len + sep.sd) <= tol && fabsl(after.sd) <= tol;
            }
            printf("%s %d %.17g %.17g %.17Lg %.17Lg %.17Lg %d %d %.17Lg", pair_name[pair], hit, h.delta.x, h.delta.y,
                   sep.sd, sep.nx, sep.ny, valid, DIFF_TOUCHING(sep.sd) ? 1 : 0, sc);
            k = put_values(&a, v);
            k += put_values(&b, v + k);
            printf(" %d", k);
            for (m = 0; m < k; m++) printf(" %.17g", v[m]);
            printf("\n");
            lines++;
        }
    }
    printf("END %ld\n", lines);
    return 0;
}
