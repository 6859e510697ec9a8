/* property_speed_aseg2.c -- the second box-vs-segment lane of issue 12
   (every call as fast as the fastest C peer): the faster isect_aabb_segment
   gives the old answers.

   Usage: test-property_speed_aseg2 [seed [trials]]

   The change: isect_slab_of used to measure, for each slab, how far the
   start is from the near line and from the far line (-h - u and h - u),
   and the first of those negated the half size. It now measures the same
   two distances the other way round, how far the start is past each line
   (h + u and u - h): the same sums, negated, which is exact. Every test
   that used them turns round with them (a <= 0 becomes -a >= 0, a product
   of -a is the negated product, so >= becomes <=), and the one division
   divides the negated number back. Then the yes or no moved into the
   header for programs that link the library (written out there with the
   same sums), and a hit is filled by the library's new
   isect_aabb_segment_hit. The old test is copied here (ref_...), with its
   helpers; the new one must give the same bool and the same bytes of the
   hit, bit for bit, with and without a hit to fill, and through a function
   pointer (the library's real copy); and after a yes,
   isect_aabb_segment_hit alone must give the same bytes. The one-file
   build with ISECT_STATIC keeps the test whole; make check-single checks
   its answers against the library's, bit for bit. The helper's
   other callers are proved by their own tests: the box sweeps call this
   test (property_sweeps_reach, property_sweeps_walls, property_batch), and
   isect_box_entry, the capsule tests' copy of its steps, is checked
   against this test by property_speed_capsw2. The cases:
   - drawn as the benchmark draws them (coordinates up to about 100),
   - a half-unit grid, and the same grid moved to tile corners in the
     thousands, where every sum is exact: segments that start inside, end
     on an edge, run along an edge, pass through a corner,
   - degenerate shapes: zero half sizes, segments of zero length,
   - padding that is not zero,
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

static isect_aabb g_box;
static isect_vec g_pos, g_delta, g_pad;

static void describe(void)
{
    printf("  [%s, trial %ld] box (%.17g, %.17g) half (%.17g, %.17g), segment (%.17g, %.17g)"
           " d (%.17g, %.17g), padding (%.17g, %.17g)\n",
           k_kind, k_trial, (double)g_box.pos.x, (double)g_box.pos.y,
           (double)g_box.half.x, (double)g_box.half.y, (double)g_pos.x, (double)g_pos.y,
           (double)g_delta.x, (double)g_delta.y, (double)g_pad.x, (double)g_pad.y);
}

/* ---- the old function, copied -------------------------------------------- */

typedef double ref_wide;

typedef struct ref_slab {
    isect_real to_near, to_far, end_past_near, end_short_far, speed;
} ref_slab;

static ref_slab ref_slab_of(isect_real start, isect_real move, isect_real center,
                            isect_real half)
{
    ref_slab slab;
    isect_real from, to;
    if (move < 0) {
        from = center - start;
        to = center - (start + move);
        slab.speed = -move;
    } else {
        from = start - center;
        to = (start + move) - center;
        slab.speed = move;
    }
    slab.to_near = -half - from;
    slab.to_far = half - from;
    slab.end_past_near = half + to;
    slab.end_short_far = half - to;
    return slab;
}

static isect_real ref_slab_time(ref_slab slab)
{
    if (slab.to_near <= 0)
        return 0;
    return slab.to_near < slab.speed ? slab.to_near / slab.speed : 1;
}

static isect_real ref_sign(isect_real v) { return v < 0 ? -1 : 1; }
static isect_real ref_abs(isect_real v) { return ISECT_ABS(v); }

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

static bool ref_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta,
                             isect_vec padding, isect_hit *out)
{
    isect_vec half = isect_add(box.half, padding);
    ref_slab x, y;
    ref_wide near_x, near_y;
    x = ref_slab_of(pos.x, delta.x, box.pos.x, half.x);
    if (x.to_far <= 0 || x.end_past_near <= 0)
        return false;
    y = ref_slab_of(pos.y, delta.y, box.pos.y, half.y);
    if (y.to_far <= 0 || y.end_past_near <= 0)
        return false;
    near_x = (ref_wide)x.to_near * y.speed;
    near_y = (ref_wide)y.to_near * x.speed;
    if ((near_x >= (ref_wide)y.to_far * x.speed
         || near_y >= (ref_wide)x.to_far * y.speed
         || !(half.x > 0 && half.y > 0))
        && !(x.end_short_far > 0 && y.end_short_far > 0))
        return false;
    if (out != NULL) {
        if (x.to_near < 0 && y.to_near < 0) {
            isect_aabb grown;
            grown.pos = box.pos;
            grown.half = half;
            *out = ref_push_out_of_box(grown, pos,
                                       half.x - ref_abs(pos.x - box.pos.x),
                                       half.y - ref_abs(pos.y - box.pos.y));
            out->delta = isect_scale(delta, -1);
            return true;
        }
        if (near_x > near_y || (near_x == near_y && x.speed < y.speed)) {
            out->time = ref_slab_time(x);
            out->normal = isect_v(-ref_sign(delta.x), 0);
        } else {
            out->time = ref_slab_time(y);
            out->normal = isect_v(0, -ref_sign(delta.y));
        }
        out->delta = isect_scale(delta, -(1 - out->time));
        out->pos = isect_add(pos, isect_scale(delta, out->time));
    }
    return true;
}

/* ---- comparing ----------------------------------------------------------- */

static long hits[5], cases[5];
static int g_phase;

static bool (*volatile seg_fn)(isect_aabb, isect_vec, isect_vec, isect_vec,
                               isect_hit *) = isect_aabb_segment;

static void check_case(void)
{
    isect_hit fast, slow, old, alone;
    bool a, b, c, d;
    memset(&fast, 0, sizeof fast);
    memset(&slow, 0, sizeof slow);
    memset(&old, 0, sizeof old);
    memset(&alone, 0, sizeof alone);
    a = isect_aabb_segment(g_box, g_pos, g_delta, g_pad, &fast);
    b = ref_aabb_segment(g_box, g_pos, g_delta, g_pad, &old);
    c = isect_aabb_segment(g_box, g_pos, g_delta, g_pad, NULL);
    d = seg_fn(g_box, g_pos, g_delta, g_pad, &slow);
    CHECK(a == b && a == c && a == d);
    CHECK(memcmp(&fast, &old, sizeof old) == 0 && memcmp(&slow, &old, sizeof old) == 0);
    if (b) { /* the hit alone, as a caller asks it after a yes */
        isect_aabb_segment_hit(g_box, g_pos, g_delta, g_pad, &alone);
        CHECK(memcmp(&alone, &old, sizeof old) == 0);
    }
    hits[g_phase] += a;
    cases[g_phase]++;
}

#include "box_segment_cases.h"

/* ---- named cases --------------------------------------------------------- */

/* The section's own examples: in through the left edge at a third; along
   an edge, a miss; through a corner, a miss; from inside, out the nearer
   edge; a point inside; a flat box. */
TEST(aseg2_named_cases)
{
    isect_hit h;
    g_box = BOX(0, 0, 1, 1);
    g_pad = ZERO;
    g_pos = V(-2, 0);
    g_delta = V(3, 0);
    CHECK(isect_aabb_segment(g_box, g_pos, g_delta, g_pad, &h));
    CHECK_NEAR(h.time, 1.0 / 3, 1e-6);
    CHECK_VEC(h.normal, -1, 0, 0);
    check_case();
    g_pos = V(-2, 1); /* along the top edge */
    CHECK(!isect_aabb_segment(g_box, g_pos, g_delta, g_pad, NULL));
    check_case();
    g_pos = V(-2, 0); /* through the corner (-1, 1) */
    g_delta = V(2, 2);
    CHECK(!isect_aabb_segment(g_box, g_pos, g_delta, g_pad, NULL));
    check_case();
    g_pos = V(0.5, 0.25); /* inside, leaving by the right edge */
    g_delta = V(0, 4);
    CHECK(isect_aabb_segment(g_box, g_pos, g_delta, g_pad, &h));
    CHECK_VEC(h.normal, 1, 0, 0);
    CHECK_VEC(h.delta, 0, -4, 0);
    check_case();
    g_delta = ZERO; /* a point inside */
    check_case();
    g_box = BOX(0, 0, 0, 1); /* no inside */
    g_pos = V(-2, 0);
    g_delta = V(4, 0);
    CHECK(!isect_aabb_segment(g_box, g_pos, g_delta, g_pad, NULL));
    check_case();
    g_pad = V(0.5, 0); /* the padding gives it one */
    CHECK(isect_aabb_segment(g_box, g_pos, g_delta, g_pad, &h));
    check_case();
    g_box = BOX(1000.5, -731.5, 12, 3); /* tiles: ends exactly on the edge */
    g_pad = ZERO;
    g_pos = V(980.5, -731.5);
    g_delta = V(8, 0);
    CHECK(!isect_aabb_segment(g_box, g_pos, g_delta, g_pad, NULL));
    check_case();
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast box vs segment, the start past the lines",
                                 0xa5e2ULL, 40000, describe);
    RUN(aseg2_named_cases);
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
