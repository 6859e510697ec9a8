/* property_speed_tri3.c -- the third triangle lane of issue 12 (every call
   as fast as the fastest C peer): the faster triangle tests give the old
   answers.

   Usage: test-property_speed_tri3 [seed [trials]]

   Two changes, checked against the old code, copied here (renamed ref_...)
   from the library as it was before the lane:
   - the rest of isect_triangle_circle (isect_triangle_circle_near, which
     the by-address twin the sweep asks shares) multiplied the three sides
     by the winding w, a number it read at run time. It now asks the
     winding first and goes on in one of two copies of the rest, written
     once (isect_triangle_circle_wound), with w the constant 1 or -1; a
     winding of 2 (twice the area infinite or a NaN, with a negative radius
     near the top of the range) goes to a third copy, out of line, with w
     as a number. Multiplying by 1 or -1 is exact, so the sides are the
     same numbers and every question gets the same answer.
   - the push of a center inside (isect_push_circle_out_of_triangle) works
     out the depth itself, with the sums of isect_push_out_of_triangle in
     their order, and writes the hit straight into out (the normal only
     when out is not NULL).
   The old static test here is the library's before the lane (the quicker
   miss, then the rest with the six steps handed on and the center read
   where a push needs it); the old sweep here is the library's too (the
   paths' box, the static test at the start, the edges' capsules with the
   lines that keep a path away and the end beside the box, the static test
   at the end and where it backs off), and asks that old static test. The
   helpers they call are copied from tests/property_speed_tri2.c, where the
   last lane proved them to give the library's numbers; past the range
   both copies hand a case to the library's slow path (shrink, answer,
   grow), which the lane did not change. The new functions must give the
   same bool and the same bytes, bit for bit, on:
   - cases drawn as the benchmark draws them (corners within 20 of a center
     up to 100 away, circles of radius 1 to 20, paths up to 60),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands (up to 10^4), where every product is exact and touching
     comes up often,
   - flat triangles, triangles with corners in one place, circles of
     radius zero, paths of length zero, slivers (windings of either sign),
   - values past the range, near the largest number, and negative radii
     (the winding of 2; no NaN from finite input, the same answer). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#include "triangle_circle_ref.h"

/* The library's isect_triangle_circle_near before the lane: the steps
   handed on, the winding a number that multiplies the sides. */
static bool ref_triangle_circle_near(const isect_triangle *tri, const isect_circle *circle,
                                     isect_vec ap, isect_vec bp, isect_vec cp, isect_hit *out)
{
    isect_vec ab, bc, ca;
    isect_real r = circle->radius, area2, w;
    isect_real s_ab, s_bc, s_ca;
    ab = isect_sub(tri->b, tri->a);
    bc = isect_sub(tri->c, tri->b);
    ca = isect_sub(tri->a, tri->c);
    if (!(ref_size(ab) + ref_size(ca) + ref_size(ap) + r <= REF_HUGE))
        return isect_triangle_circle(*tri, *circle, out); /* the slow path */
    area2 = isect_cross(ca, ab);
    w = ref_winding_of_area(area2);
    if (w == 0)
        return ref_flat_triangle_circle(*tri, *circle, out);
    s_ab = w * isect_cross(ab, ap);
    s_bc = w * isect_cross(bc, bp);
    s_ca = w * isect_cross(ca, cp);
    if (!(s_ab >= 0 && s_bc >= 0 && s_ca >= 0 && ref_zero_between(ap.x, bp.x, cp.x)
          && ref_zero_between(ap.y, bp.y, cp.y))) {
        if (ref_off_corner_region(ap, ab, ca))
            return ref_off_corner(tri->a, ap, r, out);
        if (ref_off_corner_region(bp, bc, ab))
            return ref_off_corner(tri->b, bp, r, out);
        if (ref_off_corner_region(cp, ca, bc))
            return ref_off_corner(tri->c, cp, r, out);
        if (ref_off_edge_region(s_ab, ap, bp, ab))
            return ref_push_off_edge(ab, w, s_ab, circle->pos, r, out);
        if (ref_off_edge_region(s_bc, bp, cp, bc))
            return ref_push_off_edge(bc, w, s_bc, circle->pos, r, out);
        if (ref_off_edge_region(s_ca, cp, ap, ca))
            return ref_push_off_edge(ca, w, s_ca, circle->pos, r, out);
    }
    return ref_push_out_of(tri, w, circle->pos, s_ab, s_bc, s_ca, r, out);
}

static bool ref_triangle_circle(isect_triangle tri, isect_circle circle, isect_hit *out)
{
    if (ref_circle_beside_triangle(tri, circle.pos, circle.radius))
        return false;
    return ref_triangle_circle_near(&tri, &circle, isect_sub(circle.pos, tri.a),
                                    isect_sub(circle.pos, tri.b),
                                    isect_sub(circle.pos, tri.c), out);
}

#include "triangle_sweep_ref.h"

int main(int argc, char **argv)
{
    return triangle_circle_proof(argc, argv, "fast paths (triangle tests, third lane)",
                                 0x7a13e1e5ULL);
}
