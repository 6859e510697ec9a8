/* unit_grazing_normals.c -- the capsule reproducers of issue 10 about
   normals and contact points at a grazing contact near a cap's seam, each a
   named test, and the property that covers the class.

   - isect_capsule_segment, oracle case 5779: a segment grazing the seam of
     the cap at B got the end circle's normal, about 1e-8 (sqrt(eps)) off the
     normal at its own contact point; the normal must come from the nearest
     point of the axis;
   - isect_capsule_sweep_circle, oracle case 5288: a circle starting on the
     grown capsule's seam at A got the rectangle's short-side normal (along
     the axis), and a contact point 3.39 off the capsule;
   - the class: segments and swept circles tangent to a capsule at or near a
     seam, a few ulps in or out, near the origin and at 512 and 4096: every
     hit's normal points from the nearest point of the axis to the contact
     point, and a swept circle's contact point lies on the capsule.

   Build: cc -std=c99 -Ibuild tests/unit_grazing_normals.c build/intersect.c -lm
   (add -DISECT_FLOAT for the float edition). */
#include "testlib.h"

typedef long double L;

/* The direction from the nearest point of the axis to p, in long double,
   and p's distance from the axis. */
static L axis_normal(isect_capsule c, isect_vec p, L *nx, L *ny)
{
    L ex = c.delta.x, ey = c.delta.y, rx = (L)p.x - c.pos.x, ry = (L)p.y - c.pos.y;
    L ee = ex * ex + ey * ey, u = ee > 0 ? (rx * ex + ry * ey) / ee : 0, l;
    u = u < 0 ? 0 : u > 1 ? 1 : u;
    rx -= u * ex;
    ry -= u * ey;
    l = sqrtl(rx * rx + ry * ry);
    *nx = l > 0 ? rx / l : 0;
    *ny = l > 0 ? ry / l : 0;
    return l;
}

/* How far the normal n turns from the axis normal at p. */
static double normal_off(isect_capsule c, isect_vec p, isect_vec n)
{
    L nx, ny;
    axis_normal(c, p, &nx, &ny);
    return (double)fabsl(nx * n.y - ny * n.x) + (double)fabsl(1 - (nx * n.x + ny * n.y));
}

TEST(test_issue10_case_5779_capsule_segment_seam_normal)
{
#ifndef ISECT_FLOAT
    isect_capsule c = CAP(0x1.2dd84832ae605p+3, -0x1.04d8aec2372a8p+3,
                          -0x1.c5446954afe5ep+3, 0x1.97e01aec658bcp+3, 0x1.6da712fd9843ap+2);
    isect_vec p = V(0x1.9cd63a2cbc76fp+1, 0x1.47b1c772c078ep+2);
    isect_vec d = V(-0x1.08ad1009b7452p+3, 0x1.dc574010223b9p+2);
    isect_hit h;
    CHECK(isect_capsule_segment(c, p, d, &h));
    CHECK_NEAR(h.time, 0.5, 1e-6);
    /* it was 1.06e-8 off */
    CHECK(normal_off(c, h.pos, h.normal) < 64 * REAL_EPS);
#endif
}

TEST(test_issue10_case_5288_capsule_sweep_circle_seam_start)
{
#ifndef ISECT_FLOAT
    isect_capsule c = CAP(0x1.b27fba6053743p+1, 0x1.6f956b4192b76p+2, 0x1.af3915c1d90fep+3,
                          -0x1.a09f5b066c7f8p+3, 0x1.aa3422200ae25p+2);
    isect_circle m = CIRC(0x1.4c08c4379aa8bp+3, 0x1.9f07dce0c748bp+3, 0x1.b1b9241887579p+1);
    isect_vec d = V(-0x1.d6ce4e53d1b5ep-2, -0x1.34e00bd0ec937p+0);
    isect_sweep s;
    L nx, ny;
    if (isect_capsule_sweep_circle(c, m, d, &s)) {
        /* the contact point was 3.39 off the capsule, the normal along the axis */
        CHECK_NEAR((double)axis_normal(c, s.hit.pos, &nx, &ny), (double)c.radius, 1e-12);
        CHECK(normal_off(c, s.hit.pos, s.hit.normal) < 64 * REAL_EPS);
    }
#endif
}

/* The class: paths tangent to a capsule at a point within an angle of up to
   1e-6 of a seam, nudged a few ulps in or out. */
TEST(test_grazing_at_seam_normals_from_axis)
{
    static const double offs[3] = {0, 512, 4096};
    long i, hits = 0;
    rng_state = 0x5EA11ULL;
    for (i = 0; i < 40000; i++) {
        double off = offs[i % 3], r = 0.5 + 11.5 * rng_unit(), len = 1 + 39 * rng_unit();
        double ang = 6.283185307179586 * rng_unit();
        double ux = cos(ang), uy = sin(ang), side = rng_chance(0.5) ? 1 : -1;
        double th = 0; /* the sign, then the size: one product would draw them in either order */
        if (!rng_chance(0.3)) {
            th = rng_chance(0.5) ? -1 : 1;
            th *= pow(10, -9 + 3 * rng_unit());
        }
        int at_b = rng_chance(0.5);
        double cx = off + 40 * rng_unit() - 20, cy = off + 40 * rng_unit() - 20;
        isect_capsule c = CAP(cx, cy, len * ux, len * uy, r);
        double ex = at_b ? (double)c.pos.x + (double)c.delta.x : (double)c.pos.x;
        double ey = at_b ? (double)c.pos.y + (double)c.delta.y : (double)c.pos.y;
        /* the surface normal at the touching point: across the axis, turned
           by th toward the cap's outside */
        double out = at_b ? 1 : -1;
        double nx = side * -uy * cos(th) + out * ux * sin(fabs(th)) * (th > 0 ? 1 : -1);
        double ny = side * ux * cos(th) + out * uy * sin(fabs(th)) * (th > 0 ? 1 : -1);
        double sx = ex + r * nx, sy = ey + r * ny, tx = -ny, ty = nx, run = 1 + 20 * rng_unit();
        double nudge = (rng_int(-3, 3)) * REAL_EPS * (1 + fabs(off) + 40);
        double frac = 0.2 + 0.6 * rng_unit();
        isect_vec p = V(sx - nudge * nx - frac * run * tx, sy - nudge * ny - frac * run * ty);
        isect_vec d = V(run * tx, run * ty);
        isect_hit h;
        double scale = 1 + fabs(off) + 40;
        if (isect_capsule_segment(c, p, d, &h)) {
            hits++;
            L qx, qy;
            double dist = (double)axis_normal(c, h.pos, &qx, &qy);
            /* a late entry (the path goes on deeper) is off the surface */
            if (!CHECK(normal_off(c, h.pos, h.normal) < 256 * REAL_EPS * scale / r
                       && fabs(dist - (double)c.radius) < 256 * REAL_EPS * scale))
                printf("    segment case %ld off %g, %g from the axis\n", i,
                       normal_off(c, h.pos, h.normal), dist - (double)c.radius);
        }
        {
            /* the same path for the center of a circle of radius r / 2
               around a capsule of radius r / 2 */
            isect_capsule half = c;
            isect_circle m = CIRC((double)p.x, (double)p.y, r / 2);
            isect_sweep s;
            L qx, qy;
            half.radius = R(r / 2);
            if (isect_capsule_sweep_circle(half, m, d, &s)) {
                double dist = (double)axis_normal(half, s.hit.pos, &qx, &qy);
                if (!CHECK(fabs(dist - (double)half.radius) < 256 * REAL_EPS * scale
                           && normal_off(half, s.hit.pos, s.hit.normal)
                                  < 256 * REAL_EPS * scale / (r / 2)))
                    printf("    sweep case %ld: %g from the axis, normal off %g\n", i,
                           dist - (double)half.radius,
                           normal_off(half, s.hit.pos, s.hit.normal));
            }
        }
    }
    CHECK(hits > 1000);
}

int main(void)
{
    RUN(test_issue10_case_5779_capsule_segment_seam_normal);
    RUN(test_issue10_case_5288_capsule_sweep_circle_seam_start);
    RUN(test_grazing_at_seam_normals_from_axis);
    return check_report();
}
