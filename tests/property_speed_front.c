/* property_speed_front.c -- the header lane of issue 12 (every call as fast
   as the fastest C peer): the functions moved into intersect.h give the old
   answers.

   Usage: test-property_speed_front [seed [trials]]

   isect_nearest_segment now lives in the header, written out; and
   isect_aabb_point and isect_aabb_aabb are now a yes/no front in the
   header that calls isect_aabb_point_push or isect_aabb_aabb_push (in the
   code file) to fill the hit. The old functions are copied here (ref_...),
   and the new ones must give the same bool and the same bytes, bit for
   bit, through a direct call and through a function pointer (the library's
   one real copy), with and without a hit to fill; the pushes, called on
   their own for a point or a box that is inside, must give the old hit; and
   called for one that is not inside, a hit with no NaN. The cases:
   - drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every sum is exact (touching comes up often),
   - degenerate shapes: zero half sizes, segments of zero length,
   - values past the range, and near the largest number. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define FAR 2048
#define NEAR_MAX (FLT_MAX / 4)
#else
#define FAR 10000
#define NEAR_MAX (DBL_MAX / 4)
#endif

static isect_aabb g_box, g_other;
static isect_vec g_point, g_pos, g_delta;

static void describe(void)
{
    printf("  [%s, trial %ld] box (%.17g, %.17g) half (%.17g, %.17g), other (%.17g, %.17g)"
           " half (%.17g, %.17g), point (%.17g, %.17g), segment (%.17g, %.17g) d (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_box.pos.x, (double)g_box.pos.y,
           (double)g_box.half.x, (double)g_box.half.y, (double)g_other.pos.x,
           (double)g_other.pos.y, (double)g_other.half.x, (double)g_other.half.y,
           (double)g_point.x, (double)g_point.y, (double)g_pos.x, (double)g_pos.y,
           (double)g_delta.x, (double)g_delta.y);
}

/* ---- the old functions, copied ------------------------------------------- */

static isect_real ref_abs(isect_real v) { return ISECT_ABS(v); }
static isect_real ref_sign(isect_real v) { return v < 0 ? -1 : 1; }
static isect_real ref_clamp(isect_real v, isect_real lo, isect_real hi)
{
    return v > lo ? (v < hi ? v : hi) : lo;
}

static isect_vec ref_nearest_segment(isect_vec pos, isect_vec delta, isect_vec point)
{
    isect_real dd = isect_dot(delta, delta);
    isect_real t = ref_clamp(isect_dot(isect_sub(point, pos), delta) / dd, 0, 1);
    return isect_add(pos, isect_scale(delta, t));
}

static isect_hit ref_push_out_of_box(isect_aabb box, isect_vec point,
                                     isect_real px, isect_real py)
{
    isect_hit hit;
    if (px < py) {
        isect_real sx = ref_sign(point.x - box.pos.x);
        hit.normal = isect_v(sx, 0);
        hit.delta = isect_v(px * sx, 0);
        hit.pos = isect_v(box.pos.x + box.half.x * sx, point.y);
    } else {
        isect_real sy = ref_sign(point.y - box.pos.y);
        hit.normal = isect_v(0, sy);
        hit.delta = isect_v(0, py * sy);
        hit.pos = isect_v(point.x, box.pos.y + box.half.y * sy);
    }
    hit.time = 0;
    return hit;
}

static bool ref_aabb_point(isect_aabb box, isect_vec point, isect_hit *out)
{
    isect_real ax = ref_abs(point.x - box.pos.x);
    isect_real ay = ref_abs(point.y - box.pos.y);
    if (!(ax < box.half.x && ay < box.half.y))
        return false;
    if (out != NULL)
        *out = ref_push_out_of_box(box, point, box.half.x - ax, box.half.y - ay);
    return true;
}

static bool ref_aabb_aabb(isect_aabb box, isect_aabb other, isect_hit *out)
{
    isect_real ax = ref_abs(other.pos.x - box.pos.x);
    isect_real ay = ref_abs(other.pos.y - box.pos.y);
    isect_real reach_x = box.half.x + other.half.x;
    isect_real reach_y = box.half.y + other.half.y;
    if (!(ax < reach_x && ay < reach_y))
        return false;
    if (out != NULL) {
        *out = ref_push_out_of_box(box, other.pos, reach_x - ax, reach_y - ay);
        out->pos = isect_nearest_aabb(box, out->pos);
    }
    return true;
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[5], cases[5];
static int g_phase;

static bool (*volatile point_fn)(isect_aabb, isect_vec, isect_hit *) = isect_aabb_point;
static bool (*volatile box_fn)(isect_aabb, isect_aabb, isect_hit *) = isect_aabb_aabb;
static isect_vec (*volatile seg_fn)(isect_vec, isect_vec, isect_vec) = isect_nearest_segment;

static int same_vec_bits(isect_vec a, isect_vec b)
{
    return same_bits(a.x, b.x) && same_bits(a.y, b.y);
}

static void check_case(void)
{
    isect_hit fast, slow, old, alone;
    bool a, b, c, d;
    isect_vec n = isect_nearest_segment(g_pos, g_delta, g_point);
    CHECK(same_vec_bits(n, ref_nearest_segment(g_pos, g_delta, g_point)));
    CHECK(same_vec_bits(seg_fn(g_pos, g_delta, g_point), n));

    memset(&fast, 0, sizeof fast);
    memset(&slow, 0, sizeof slow);
    memset(&old, 0, sizeof old);
    a = isect_aabb_point(g_box, g_point, &fast);
    b = ref_aabb_point(g_box, g_point, &old);
    c = isect_aabb_point(g_box, g_point, NULL);
    d = point_fn(g_box, g_point, &slow);
    CHECK(a == b && a == c && a == d && point_fn(g_box, g_point, NULL) == a);
    CHECK(same_hit(&fast, &old) && same_hit(&slow, &old));
    isect_aabb_point_push(g_box, g_point, &alone);
    if (a)
        CHECK(same_hit(&alone, &old));
    else if (isfinite((double)(g_box.half.x - ref_abs(g_point.x - g_box.pos.x)))
             && isfinite((double)(g_box.half.y - ref_abs(g_point.y - g_box.pos.y))))
        CHECK(hit_no_nan(&alone));
    hits[g_phase] += a;

    memset(&fast, 0, sizeof fast);
    memset(&slow, 0, sizeof slow);
    memset(&old, 0, sizeof old);
    a = isect_aabb_aabb(g_box, g_other, &fast);
    b = ref_aabb_aabb(g_box, g_other, &old);
    c = isect_aabb_aabb(g_box, g_other, NULL);
    d = box_fn(g_box, g_other, &slow);
    CHECK(a == b && a == c && a == d && box_fn(g_box, g_other, NULL) == a);
    CHECK(same_hit(&fast, &old) && same_hit(&slow, &old));
    isect_aabb_aabb_push(g_box, g_other, &alone);
    if (a)
        CHECK(same_hit(&alone, &old));
    else if (isfinite((double)(g_box.half.x + g_other.half.x
                               - ref_abs(g_other.pos.x - g_box.pos.x)))
             && isfinite((double)(g_box.half.y + g_other.half.y
                                  - ref_abs(g_other.pos.y - g_box.pos.y))))
        CHECK(hit_no_nan(&alone));
    hits[g_phase] += a;
    cases[g_phase]++;
}

/* ---- drawing cases ------------------------------------------------------- */

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

static void draw(double cx, double cy, int grid, int reach)
{
    if (grid) {
        /* one draw a statement, in the order written */
        double bx = cx + half_units(reach), by = cy + half_units(reach);
        double bhx = rng_int(0, reach) / 2.0, bhy = rng_int(0, reach) / 2.0;
        double ox = cx + half_units(reach), oy = cy + half_units(reach);
        double ohx = rng_int(0, reach) / 2.0, ohy = rng_int(0, reach) / 2.0;
        double px = cx + half_units(reach), py = cy + half_units(reach);
        double sx = cx + half_units(reach), sy = cy + half_units(reach);
        double dx = half_units(reach), dy = half_units(reach);
        g_box = BOX(bx, by, bhx, bhy);
        g_other = BOX(ox, oy, ohx, ohy);
        g_point = V(px, py);
        g_pos = V(sx, sy);
        g_delta = V(dx, dy);
        if (rng_chance(0.1))
            g_delta = ZERO;
        if (rng_chance(0.2)) /* on the segment's line, or on the box's edge */
            g_point = isect_add(g_pos, isect_scale(g_delta, R(rng_int(-2, 6) / 4.0)));
        if (rng_chance(0.2)) {
            double ex = rng_chance(0.5) ? 1 : -1;
            g_point.x = g_box.pos.x + R(ex) * g_box.half.x;
        }
    } else { /* as the benchmark draws them */
        double ax = cx + 200 * rng_unit() - 100, ay = cy + 200 * rng_unit() - 100;
        double ahx = 1 + 19 * rng_unit(), ahy = 1 + 19 * rng_unit();
        double bhx = 1 + 19 * rng_unit(), bhy = 1 + 19 * rng_unit();
        double bx = ax + (3 * rng_unit() - 1.5) * (ahx + bhx);
        double by = ay + (3 * rng_unit() - 1.5) * (ahy + bhy);
        double px = ax + (3 * rng_unit() - 1.5) * ahx;
        double py = ay + (3 * rng_unit() - 1.5) * ahy;
        double sx = ax - 20 * rng_unit(), sy = ay - 20 * rng_unit();
        double dx = 60 * rng_unit() - 30, dy = 60 * rng_unit() - 30;
        g_box = BOX(ax, ay, ahx, ahy);
        g_other = BOX(bx, by, bhx, bhy);
        g_point = V(px, py);
        g_pos = V(sx, sy);
        g_delta = V(dx, dy);
    }
}

static void trial_bench(void) { g_phase = 0; draw(0, 0, 0, 0); check_case(); }
static void trial_grid(void) { g_phase = 1; draw(0.5, -0.5, 1, 12); check_case(); }

static void trial_tiles(void)
{
    double cx = rng_int(-FAR, FAR), cy = rng_int(-FAR, FAR);
    g_phase = 2;
    draw(cx, cy, 1, 12);
    check_case();
}

static void trial_huge(void)
{
    g_phase = 3;
    draw(0, 0, 1, 12);
    g_box.pos = ext_vec(g_box.pos);
    g_box.half = ext_vec(g_box.half);
    g_other.pos = ext_vec(g_other.pos);
    g_other.half = ext_vec(g_other.half);
    g_point = ext_vec(g_point);
    g_pos = ext_vec(g_pos);
    g_delta = ext_vec(g_delta);
    check_case();
}

/* Near the largest number: every value of the grid scaled to within a
   factor 50 of it, so sums and differences overflow. */
static isect_vec near_max(isect_vec v)
{
    return isect_scale(v, R(NEAR_MAX / 12));
}

static void trial_max(void)
{
    g_phase = 4;
    draw(0, 0, 1, 12);
    g_box.pos = near_max(g_box.pos);
    g_box.half = near_max(g_box.half);
    g_other.pos = near_max(g_other.pos);
    g_other.half = near_max(g_other.half);
    g_point = near_max(g_point);
    g_pos = near_max(g_pos);
    g_delta = near_max(g_delta);
    check_case();
}

/* ---- named cases --------------------------------------------------------- */

/* Issue 12's rows: a point in a box, pushed out through the nearer edge; a
   point on the edge is outside; the push on its own gives the same hit. */
TEST(issue12_aabb_point_front_and_push)
{
    isect_hit h, p;
    g_box = BOX(0, 0, 4, 2);
    g_point = V(3, 0.5);
    CHECK(isect_aabb_point(g_box, g_point, &h));
    CHECK_VEC(h.normal, 1, 0, 0);
    CHECK_VEC(h.delta, 1, 0, 0);
    CHECK_VEC(h.pos, 4, 0.5, 0);
    isect_aabb_point_push(g_box, g_point, &p);
    CHECK(same_hit(&h, &p));
    check_case();
    g_point = V(4, 1);
    CHECK(!isect_aabb_point(g_box, g_point, NULL));
    isect_aabb_point_push(g_box, g_point, &p); /* on the edge: a zero push */
    CHECK_VEC(p.delta, 0, 0, 0);
    CHECK_VEC(p.pos, 4, 1, 0);
    check_case();
    g_point = V(6, 1); /* outside: onto the line of the nearer edge, inward */
    isect_aabb_point_push(g_box, g_point, &p);
    CHECK_VEC(p.normal, 1, 0, 0);
    CHECK_VEC(p.delta, -2, 0, 0);
    CHECK_VEC(p.pos, 4, 1, 0);
    check_case();
}

TEST(issue12_aabb_aabb_front_and_push)
{
    isect_hit h, p;
    g_box = BOX(0, 0, 4, 4);
    g_other = BOX(5, 1, 2, 2);
    CHECK(isect_aabb_aabb(g_box, g_other, &h));
    CHECK_VEC(h.normal, 1, 0, 0);
    CHECK_VEC(h.delta, 1, 0, 0);
    CHECK_VEC(h.pos, 4, 1, 0);
    isect_aabb_aabb_push(g_box, g_other, &p);
    CHECK(same_hit(&h, &p));
    check_case();
    g_other = BOX(6, 1, 2, 2); /* flush: no overlap, a zero push */
    CHECK(!isect_aabb_aabb(g_box, g_other, NULL));
    isect_aabb_aabb_push(g_box, g_other, &p);
    CHECK_VEC(p.delta, 0, 0, 0);
    CHECK_VEC(p.pos, 4, 1, 0);
    check_case();
}

TEST(issue12_nearest_segment_in_the_header)
{
    CHECK_VEC(isect_nearest_segment(V(0, 0), V(10, 0), V(3, 5)), 3, 0, 0);
    CHECK_VEC(isect_nearest_segment(V(0, 0), V(10, 0), V(-3, 5)), 0, 0, 0);
    CHECK_VEC(isect_nearest_segment(V(0, 0), V(10, 0), V(13, 5)), 10, 0, 0);
    CHECK_VEC(isect_nearest_segment(V(1, 2), ZERO, V(13, 5)), 1, 2, 0);
    g_pos = V(1000.5, -731.5);
    g_delta = V(-625.5, -625.5);
    g_point = V(492, -1240);
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (the header's fronts)",
                                 0xf2047ULL, 20000, describe);
    RUN(issue12_aabb_point_front_and_push);
    RUN(issue12_aabb_aabb_front_and_push);
    RUN(issue12_nearest_segment_in_the_header);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("past the range", trials / 4, trial_huge);
    property_phase("near the largest number", trials / 4, trial_max);
    printf("hits/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld, huge %ld/%ld, max %ld/%ld\n",
           hits[0], cases[0], hits[1], cases[1], hits[2], cases[2], hits[3], cases[3],
           hits[4], cases[4]);
    return property_finish(__FILE__);
}
