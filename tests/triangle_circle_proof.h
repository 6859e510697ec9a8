/* triangle_circle_proof.h -- the cases and the comparison shared by the
   tests that prove a faster isect_triangle_circle and
   isect_triangle_sweep_circle give the answers of an older version, bit
   for bit (property_speed_trisw.c, property_speed_tri2.c,
   property_speed_tri3.c).

   The including file defines, before including this: the case (g_tri,
   g_circ, g_delta) and describe(), and the older versions
   ref_triangle_circle and ref_sweep_circle; its main calls
   triangle_circle_proof with its title and seed. */
#ifndef TRIANGLE_CIRCLE_PROOF_H
#define TRIANGLE_CIRCLE_PROOF_H

/* ---- comparing ----------------------------------------------------------- */

static long hits[6][2], cases[6], skipped[6];
static int g_phase;

/* Whether the new sweep can take its shortcut here: the end's circle is
   beside the triangle's box (counted, to show the cases reach it). */
static int end_beside(void)
{
    isect_vec end = isect_add(g_circ.pos, g_delta);
    isect_real reach = ref_abs(g_circ.radius);
    return ref_all_beyond(g_tri.a.x - end.x, g_tri.b.x - end.x, g_tri.c.x - end.x, reach)
        || ref_all_beyond(g_tri.a.y - end.y, g_tri.b.y - end.y, g_tri.c.y - end.y, reach);
}

static void check_case(void)
{
    isect_hit h1, h2;
    isect_sweep s1, s2;
    bool a, b;
    cases[g_phase]++;

    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    a = isect_triangle_circle(g_tri, g_circ, &h1);
    b = ref_triangle_circle(g_tri, g_circ, &h2);
    CHECK(a == b);
    CHECK(same_hit(&h1, &h2));
    CHECK(hit_no_nan(&h1));
    CHECK(a == isect_triangle_circle(g_tri, g_circ, NULL));
    hits[g_phase][0] += a;

    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    a = isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s1);
    b = ref_sweep_circle(g_tri, g_circ, g_delta, &s2);
    CHECK(a == b);
    CHECK(same_sweep(&s1, &s2) || quick_triangle_entry_agrees(&s1, &s2, g_tri, g_circ, g_delta));
    CHECK(hit_no_nan(&s1.hit));
    CHECK(a == isect_triangle_sweep_circle(g_tri, g_circ, g_delta, NULL));
    hits[g_phase][1] += a;
    skipped[g_phase] += !a && end_beside();
}

/* ---- drawing cases ------------------------------------------------------- */

static isect_vec draw_vec(case_kind kind, double cx, double cy, double reach)
{
    double x = case_coord(kind, cx, reach);
    double y = case_coord(kind, cy, reach);
    return V(x, y);
}

static isect_triangle draw_tri(case_kind kind, double cx, double cy, double reach)
{
    isect_triangle t;
    t.a = draw_vec(kind, cx, cy, reach);
    t.b = draw_vec(kind, cx, cy, reach);
    t.c = draw_vec(kind, cx, cy, reach);
    if (rng_chance(0.08)) { /* flat: the third corner on the line of the others */
        double k = rng_int(-4, 8) / 4.0;
        t.c = V((double)t.a.x + k * ((double)t.b.x - (double)t.a.x),
                (double)t.a.y + k * ((double)t.b.y - (double)t.a.y));
    } else if (rng_chance(0.03)) { /* two corners, or all three, in one place */
        t.b = t.a;
        if (rng_chance(0.5))
            t.c = t.a;
    }
    return t;
}

static double ref_max3(isect_real a, isect_real b, isect_real c)
{
    return (double)ref_max(a, ref_max(b, c));
}

static double ref_min3(isect_real a, isect_real b, isect_real c)
{
    return (double)ref_min(a, ref_min(b, c));
}

/* Turns a grid case into a touching one now and then: a circle whose
   center is a 3-4-5 step off a corner, or flush beside an axis-aligned
   edge, or on a corner; or a path whose end puts the circle's box flush
   against the triangle's box (the shortcut's own boundary), from the
   right or from above, and the same a half step either way. */
static void make_touching(void)
{
    int k = rng_int(0, 5);
    double r = rng_int(1, 6) / 2.0, step = rng_int(-1, 1) / 2.0;
    switch (k) {
    case 0:
        g_circ.pos = V((double)g_tri.a.x + 3 * r / 5, (double)g_tri.a.y - 4 * r / 5);
        g_circ.radius = R(r);
        break;
    case 1: /* an axis-aligned bottom edge, the circle flush below it */
        g_tri.b = V((double)g_tri.a.x + 2 * r + 1, (double)g_tri.a.y);
        g_circ.pos = V((double)g_tri.a.x + r, (double)g_tri.a.y - r);
        g_circ.radius = R(r);
        break;
    case 2:
        g_circ.pos = g_tri.c;
        break;
    case 3: { /* the end flush to the right of the box */
        double x = ref_max3(g_tri.a.x, g_tri.b.x, g_tri.c.x) + (double)g_circ.radius + step;
        g_delta = V(x - (double)g_circ.pos.x, (double)g_delta.y);
        break;
    }
    case 4: { /* the end flush below the box */
        double y = ref_min3(g_tri.a.y, g_tri.b.y, g_tri.c.y) - (double)g_circ.radius - step;
        g_delta = V((double)g_delta.x, y - (double)g_circ.pos.y);
        break;
    }
    default: /* the end flush against the box, from the right, the path along it */
        g_circ.pos = V(ref_max3(g_tri.a.x, g_tri.b.x, g_tri.c.x) + (double)g_circ.radius,
                       (double)g_circ.pos.y);
        g_delta = V(step, (double)g_delta.y);
        break;
    }
}

static void draw(case_kind kind, double cx, double cy)
{
    int grid = kind == CASE_GRID || kind == CASE_TILES;
    double reach = grid ? 8 : 20;
    double bx, by, r;
    g_tri = draw_tri(kind, cx, cy, reach);
    bx = cx + (grid ? rng_int(-24, 24) / 2.0 : 60 * rng_unit() - 30);
    by = cy + (grid ? rng_int(-24, 24) / 2.0 : 60 * rng_unit() - 30);
    r = grid ? rng_int(0, 12) / 2.0 : 1 + 19 * rng_unit();
    g_circ.pos = draw_vec(kind, bx, by, reach);
    g_circ.radius = R(r);
    {
        double dx = grid ? rng_int(-60, 60) / 2.0 : 120 * rng_unit() - 60;
        double dy = grid ? rng_int(-60, 60) / 2.0 : 120 * rng_unit() - 60;
        g_delta = V(dx, dy);
    }
    if (rng_chance(0.05))
        g_delta = ZERO;
    if (grid && rng_chance(0.4))
        make_touching();
}

static void trial_bench(void)
{
    double cx = 200 * rng_unit() - 100;
    double cy = 200 * rng_unit() - 100;
    g_phase = 0;
    draw(CASE_BENCH, cx, cy);
    check_case();
}

static void trial_grid(void) { g_phase = 1; draw(CASE_GRID, 0.5, -0.5); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR);
    double cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(CASE_TILES, cx, cy);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 3;
    draw(CASE_GRID, 0, 0);
    g_tri.a = ext_vec(g_tri.a);
    g_tri.b = ext_vec(g_tri.b);
    g_tri.c = ext_vec(g_tri.c);
    g_circ.pos = ext_vec(g_circ.pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* Slivers: a long edge from A to B with many bits in its numbers, C a
   hair off it (sometimes on it, sometimes beyond an end), and the center
   on the edge's line, a hair off it, or near an end: the sides of such a
   center are rounding noise, and can all come out 0 or more while the
   center is just outside the corners' box. */
static void trial_slivers(void)
{
    double ax = 2000 * rng_unit() - 1000;
    double ay = 2000 * rng_unit() - 1000;
    double dx = 200 * rng_unit() - 100;
    double dy = 200 * rng_unit() - 100;
    double k = 1.5 * rng_unit() - 0.25;
    double off = rng_int(-2, 2) * 1e-12;
    double end = rng_chance(0.5) ? 0 : 1;
    double past = rng_int(-3, 3) * 1e-12;
    double t = rng_chance(0.5) ? end + past : 1.4 * rng_unit() - 0.2;
    double lift = rng_chance(0.5) ? 0 : rng_int(-3, 3) * 1e-13;
    double r = rng_chance(0.3) ? 0 : 3 * rng_unit();
    double mx = 10 * rng_unit() - 5;
    double my = 10 * rng_unit() - 5;
    g_phase = 5;
    g_tri.a = V(ax, ay);
    g_tri.b = V(ax + dx, ay + dy);
    g_tri.c = V(ax + k * dx - off * dy, ay + k * dy + off * dx);
    if (rng_chance(0.1)) /* the center exactly at a corner */
        g_circ.pos = rng_chance(0.5) ? g_tri.a : g_tri.c;
    else
        g_circ.pos = V(ax + t * dx - lift * dy, ay + t * dy + lift * dx);
    g_circ.radius = R(r);
    g_delta = V(mx, my);
    check_case();
}

/* Negative radii, small and huge. A radius near minus the largest number
   lets corners near the top of the range past the check for huge numbers
   (the sum of the sizes and the radius stays below ISECT_HUGE), and then
   twice the area is infinite or a NaN: the winding must come out as 2, as
   isect_winding_of says, in the new code too. */
static void trial_negative(void)
{
    g_phase = 4;
    draw(rng_chance(0.5) ? CASE_HUGE : CASE_GRID, 0, 0);
    if (rng_chance(0.5))
        g_circ.radius = R(-REF_MAX * (0.5 + rng_unit() / 2));
    else
        g_circ.radius = R(-(double)g_circ.radius);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* The shortcut by hand. The triangle (0, 0), (4, 0), (0, 3), its slope on
   the line 3x + 4y = 12, of length 5. A circle of radius 1 from (6, 5)
   moving by (4, 0) stays 5.2 to 7.6 from that line, more than 1, so the
   path misses; its end (10, 5) is 6 right of the box's side x = 4, more
   than the radius, so the sweep goes the whole way with no static test at
   the end. From (6, 1) by (-1, 0) the path still misses (the line is 2
   and then 1.4 away), but the end (5, 1) is exactly 1 right of the box:
   flush, not beside, so the static test runs and says no (the corner
   (4, 0) is sqrt 2 away). By (-1.5, 0) the end (4.5, 1) is 1.1 from the
   line and sqrt 1.25 from the corner: no again. By (-2.5, 0) the center
   would reach (3.5, 1), 0.5 from the line: a hit. */
TEST(shortcut_by_hand)
{
    isect_sweep s;
    g_tri = TRI(0, 0, 4, 0, 0, 3);
    g_circ = CIRC(6, 5, 1);
    g_delta = V(4, 0);
    CHECK(!isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_NEAR(s.time, 1, 0);
    CHECK_VEC(s.pos, 10, 5, 0);
    check_case();
    g_circ = CIRC(6, 1, 1);
    g_delta = V(-1, 0);
    CHECK(!isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_VEC(s.pos, 5, 1, 0);
    check_case();
    g_delta = V(-1.5, 0);
    CHECK(!isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK_VEC(s.pos, 4.5, 1, 0);
    check_case();
    g_delta = V(-2.5, 0);
    CHECK(isect_triangle_sweep_circle(g_tri, g_circ, g_delta, &s));
    CHECK(s.time < 1);
    CHECK(s.time > 0);
    check_case();
}

static int triangle_circle_proof(int argc, char **argv, const char *title, uint64_t seed)
{
    long trials = property_start(argc, argv, title, seed, 20000, describe);
    RUN(shortcut_by_hand);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    property_phase("negative radii", trials / 4, trial_negative);
    property_phase("slivers", trials, trial_slivers);
    printf("hits (circle, sweep), misses with the end beside the box / cases:\n"
           "  bench %ld %ld %ld / %ld\n  grid %ld %ld %ld / %ld\n"
           "  tiles %ld %ld %ld / %ld\n  huge %ld %ld %ld / %ld\n"
           "  negative %ld %ld %ld / %ld\n  slivers %ld %ld %ld / %ld\n",
           hits[0][0], hits[0][1], skipped[0], cases[0], hits[1][0], hits[1][1],
           skipped[1], cases[1], hits[2][0], hits[2][1], skipped[2], cases[2],
           hits[3][0], hits[3][1], skipped[3], cases[3], hits[4][0], hits[4][1],
           skipped[4], cases[4], hits[5][0], hits[5][1], skipped[5], cases[5]);
    return property_finish(__FILE__);
}

#endif /* TRIANGLE_CIRCLE_PROOF_H */
