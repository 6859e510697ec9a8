/* property_speed_csc.c -- the csc lane of issue 12 (every call as fast as
   the fastest C peer): the exact test of two segments gives the old
   answers.

   Usage: test-property_speed_csc [seed [trials]]

   Three changes. The last step of isect_segments_closer_end, which
   measures the two ends of the first segment (the capsule's axis) against
   the second (the path), used to loop over an array of the two ends; it
   now loops over one variable, the end in hand, in the same order, with
   the same numbers. Everything before that step is unchanged,
   and its inputs are only the two segments, the reach and the time set
   before it (1), so the same answer and the same bytes of the time there
   are the same answers of every test that runs it (capsule vs segment,
   capsule vs capsule, the swept circle and box, the triangle sweeps).
   The old step and the new are copied here (ref_... and new_...), over
   copies of the library's region and excess helpers, and must give the
   same bool and the same bytes of the time: on cases drawn as the
   benchmark draws the swept circle, a half-unit grid, the same grid moved
   to tile corners in the thousands (exact products; touching often), ends
   a rounding step either side of the reach, degenerate segments (zero
   length, +0 and -0, subnormal, zero reach), and values past the range
   (near the largest number, infinities, NaN).
   The segment test (isect_capsule_enters) now writes its best hit into
   the caller's hit as it goes, where it kept a copy and wrote it out at
   the end; and the swept circle's out-of-line segment test answers
   "entry", "end clear" or neither as a number and steps the contact back
   by the moving radius itself. Those are checked end to end: on every
   case drawn, the answers of the public tests that run the changed code
   (capsule vs segment and vs capsule, the swept circle and box, the
   triangle sweeps) are folded, the bool and every number's bytes, into a
   digest, which must equal the digest the old library gave (computed once
   from the commit before this lane, the same under gcc, clang and the
   sanitizer build; a NaN counts as one pattern). Each hit is asked for
   twice, into a result of NaN and one of other bytes, and must come out
   the same: the new code writes every byte, as the old copy did. The
   library's own isect_capsule_segment is also checked for what the old
   code promises: no NaN from finite input, a time in [0, 1]. */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"
#include "same_bits.h"

#ifdef ISECT_FLOAT
#define REF_MIN FLT_MIN
#define REF_MAX FLT_MAX
#define REF_HUGE 0x1p62f
#define NEXT(x, to) nextafterf((x), (float)(to))
#else
#define REF_MIN DBL_MIN
#define REF_MAX DBL_MAX
#define REF_HUGE 0x1p510
#define NEXT(x, to) nextafter((x), (to))
#endif

static isect_vec g_seg_pos, g_seg_delta, g_pos, g_delta;
static isect_real g_reach;

static void describe(void)
{
    printf("  [%s, trial %ld] axis (%.17g, %.17g) d (%.17g, %.17g), path (%.17g, %.17g)"
           " d (%.17g, %.17g), reach %.17g\n",
           k_kind, k_trial, (double)g_seg_pos.x, (double)g_seg_pos.y,
           (double)g_seg_delta.x, (double)g_seg_delta.y, (double)g_pos.x,
           (double)g_pos.y, (double)g_delta.x, (double)g_delta.y, (double)g_reach);
}

/* ---- copies of the library's helpers (unchanged by this lane) ----------- */

static isect_real ref_abs(isect_real v) { return v > -v ? v : -v; }
static isect_real ref_max(isect_real a, isect_real b) { return a > b ? a : b; }
static isect_real ref_size(isect_vec v) { return ref_abs(v.x) + ref_abs(v.y); }

static int ref_axis_region(isect_vec pos, isect_vec delta, isect_vec point,
                           isect_vec *from)
{
    isect_vec beyond;
    *from = isect_sub(point, pos);
    if (isect_dot(*from, delta) < 0)
        return -1;
    beyond = isect_sub(point, isect_add(pos, delta));
    if (isect_dot(beyond, delta) > 0) {
        *from = beyond;
        return 1;
    }
    if (delta.x == 0 && delta.y == 0)
        return -1;
    return 0;
}

static isect_real ref_excess_far(isect_vec delta, int region, isect_vec from,
                                 isect_real reach)
{
    isect_real zero = 0;
    if (!(ref_size(delta) + ref_size(from) + reach <= 8 * (isect_real)REF_HUGE))
        return zero / zero;
    if (region != 0)
        return isect_length(from) - reach;
    return ref_abs(isect_cross(delta, from)) / isect_length(delta) - reach;
}

static isect_real ref_axis_excess(isect_vec delta, int region, isect_vec from,
                                  isect_real reach)
{
    isect_real squared, limit, c;
    if (region != 0) {
        squared = isect_dot(from, from);
        limit = reach * reach;
    } else {
        c = isect_cross(delta, from);
        squared = c * c;
        limit = reach * reach * isect_dot(delta, delta);
    }
    if (limit >= REF_MIN && ref_max(limit, squared) <= REF_MAX)
        return squared - limit;
    return ref_excess_far(delta, region, from, reach);
}

/* ---- the last step, old (a loop over an array) and new (a helper) ------- */

static bool ref_ends(isect_vec seg_pos, isect_vec seg_delta, isect_vec pos,
                     isect_vec delta, isect_real reach, isect_real *time)
{
    isect_vec from;
    int region;
    {
        isect_real dd = isect_dot(delta, delta);
        isect_vec ends[2];
        int i;
        ends[0] = seg_pos;
        ends[1] = isect_add(seg_pos, seg_delta);
        for (i = 0; i < 2; i++) {
            region = ref_axis_region(pos, delta, ends[i], &from);
            if (ref_axis_excess(delta, region, from, reach) < 0) {
                *time = region < 0 || dd == 0 ? 0 : region > 0 ? 1
                      : isect_clamp(isect_dot(from, delta) / dd, 0, 1);
                return true;
            }
        }
    }
    return false;
}

static bool new_ends(isect_vec seg_pos, isect_vec seg_delta, isect_vec pos,
                     isect_vec delta, isect_real reach, isect_real *time)
{
    isect_vec from;
    int region;
    {
        isect_real dd = isect_dot(delta, delta);
        isect_vec corner = seg_pos;
        int i;
        for (i = 0; i < 2; i++, corner = isect_add(seg_pos, seg_delta)) {
            region = ref_axis_region(pos, delta, corner, &from);
            if (ref_axis_excess(delta, region, from, reach) < 0) {
                *time = region < 0 || dd == 0 ? 0 : region > 0 ? 1
                      : isect_clamp(isect_dot(from, delta) / dd, 0, 1);
                return true;
            }
        }
    }
    return false;
}

/* ---- the public tests, every byte, against the old code's digest -------- */

/* FNV-1a over the answers (the bool and every byte of the result) of the
   tests that run the changed code, on every case drawn. The old library,
   built from the commit before this lane's, gave the digests below; a
   different seed or number of trials gives another digest, and then only
   the checks that need no digest run. The digests moved once since, with
   a later fix to the helper that keeps a sweep's earliest piece (a contact
   that does not oppose the motion is dropped; issue 12): the first answer
   that changed is in the phase past the range (its trial 2382 in double,
   5545 in float), and every answer before it, all the phases in range,
   stayed the same to the last bit (checked by printing the running digest
   after each case, old library and new). Before: 0x34a249c4a35be28d (float),
   0x69f0e604235d9693 (double). They moved again with the straddle test's
   bound from the sizes of the products (the book's "Crossing at a shallow
   angle"), checked the same way: the first answer that changed is the
   phase past the range's trial 4310, in both precisions, an axis of
   length near the largest number. Before: 0xfa62b72bc0fedd17 (float),
   0x8bb87f5d33989709 (double). And again when the box's corners in
   isect_capsule_box_path began to move to their rounded ends, and to
   count only on the capsule's sides and only when they come at them
   faster than rounding (the book's "A capsule on a floor of tiles"): isect_capsule_sweep_aabb changed in 5,365 of the 800,000 cases
   in range in double (6,821 in float), never in its yes or no; times by at most 3.1e-15 (double) and
   3.1e-5 (float, coordinates in the thousands), normals by at most 2e-12
   (double) and 7.2e-4 (float: a corner's slant of one rounding step
   became the face's own normal), checked by printing every answer of the
   old library and the new one. Before: 0xbce3af9694cabc15 (float),
   0xe1fa9c3cb0ffdd95 (double). And in the same round, with a capsule of
   zero length answered as isect_capsule_circle answers it and the tiny
   capsules grown by powers of two (the book's "A capsule of zero length"
   and "How far from the axis, exactly"): isect_capsule_capsule's hit
   moved by rounding in 11,007 of the cases in range in double (11,017 in
   float), its yes or no only in 2 whose reach is a subnormal number; and
   isect_capsule_sweep_circle in 2 cases in range (5 in float), all with a
   reach of the smallest subnormal number, where the book lets a result
   that close to it decide like zero. Every other change is past the
   range. Before: 0x842dfc5a20b5e5bb (float), 0x626b44ea39f7cf98
   (double). And then, with a start in overlap that moves along a rounded
   normal no longer blocked (the book's "Starting in contact": D . N must
   be below -4 eps (|D_x| + |D_y|) (|N_x| + |N_y|) to count as into): the
   answers changed in 246 of the cases in range in double (270 in float),
   every one a sweep that started overlapping and was blocked at time 0
   and now goes the whole way, its D . N within that limit (checked by
   printing every answer of the old library and the new one); the rest
   past the range. Before: 0x0d5b5681fe251f31 (float), 0xa6447a3e0fc26dc0
   (double). And then, with a flat triangle's corners put in one order
   (the book's "A flat triangle"): the two triangle sweeps changed in
   1,963 of the cases in range in double (2,008 in float), every one with
   a triangle of area zero (the cases' third corner often falls on the
   line of the other two); 212 in each precision a start in overlap
   with the box or circle centered on the line, blocked in the old order
   and free in the new one or the other way round (the tie of up and down
   that the order of the corners used to decide); the rest the same time
   with the tie's other normal, or the same normal with the other tied
   contact point, and one time in its last bit (checked by printing every
   answer of the old library and the new one). Every other change is past
   the range. Before: 0x3959563046395fe5 (float), 0x7b97f185cea62554
   (double). And then, with a tie between a side of the triangle and an
   axis of the box going to the triangle's side (the book's "The slope"):
   isect_triangle_sweep_aabb changed in 301 of the cases in range in
   double (330 in float), never in its yes or no: 293 (double) a box axis's
   normal became the triangle side's, the rest the same normal from
   another tied side; the stop moved with the normal, by a rounding step
   of the time (checked by printing every answer of the library before and
   after). Before: 0xcd8b00b1df38ee62 (float), 0xbd3756ad4f1366e1
   (double). And then, with a contact at time exactly 1 no longer a hit
   (the shapes only touch as the motion ends; the book's "Finishing a
   sweep"): the answers changed in 995 of the cases in range in double
   (83 in float), every one a contact the old code found at time exactly
   1; in 3 (4 in float) the end is clear and the sweep now goes the whole
   way; in the rest the end overlaps by rounding (mostly the flush phase,
   whose radius is nudged a step), and the hit is now the end's, with the
   static test's normal and a zero delta, at the same stop (checked by
   printing every answer of the library before and after). Before:
   0x164cfb342449f276 (float), 0x0337e726e6830f86 (double). And then,
   with a near tie (within the margin of rounding steps) counted only for
   a side ranked before the sides that enter last (the book's "The
   slope"): isect_triangle_sweep_aabb changed in 20 of the cases in range
   in double (29 in float), never in its yes or no nor its contact time:
   two sides of one rank whose entries differ by rounding steps, where the
   one that opposed the motion less won and now the later one does; the
   normal changed, and with it the back-off of the stop, by at most
   3.8e-11 of the time in double and 0.02 in float (coordinates in the
   thousands; checked by printing every answer of the library before and
   after). Before: 0x75d1b9c7be7d8c32 (float), 0x285cedfe3206da96
   (double). And then, with a tiny capsule problem grown by a power of
   two (the book's "Tiny capsules: grow, answer, shrink"): no answer in range changed;
   past the range, isect_capsule_segment in 73 cases in double (53 in
   float) and isect_triangle_sweep_circle in 12 (6), all of them with
   subnormal or tiny inputs (checked by printing every answer of the
   library before and after). Before: 0x51acd22f25e47872 (float),
   0xaebeca8618c6075f (double). And then, with the swept circle's quick
   answer for an entry that is clear (the book's "A quick answer, when it
   is clear"): isect_capsule_sweep_circle changed in 76,212 of the 800,000
   cases in range in double (84,294 in float), never in its yes or no: the
   contact time by at most 1.6e-14 (double) and 6.8e-6 (float, coordinates
   in the thousands), the normal by at most 1.4e-12 and 5e-6, and the stop
   with them; past the range in 22 (46), never in its yes or no. Every
   answer of the other tests folded here stayed the same to the last bit
   (checked by printing every answer of the library before and after, and
   the digest of all the others). Before: 0x7b2dc1bd5ae84bcd (float),
   0x8c22e11114396e33 (double). And then, with the same quick answer asked
   for each edge of a triangle swept by a circle, and the quick answer's
   end circle measured from the path's start in the wide type:
   isect_triangle_sweep_circle changed in 82,640 of the cases in range in
   double (87,854 in float), never in its yes or no: the contact time by at
   most 6.8e-15 (double) and 3.1e-6 (float), the normal by at most 2.4e-12
   and 7.4e-4 (float: at a corner, where the careful test's normal near the
   seam of a round end is good to about the square root of a rounding
   step); isect_capsule_sweep_circle in 2,103 (5,239), never in its yes or
   no, times by at most 4.2e-15 (9.5e-7), normals by 4.6e-14 (3.6e-6); past
   the range 70 and 0 (82 and 19), never in a yes or no. Every other answer
   stayed the same to the last bit (checked the same way). Before:
   0xe0ff3a61b0360702 (float), 0x34fe7d39ee01423e (double). And then,
   with isect_triangle_aabb shrinking inputs past ISECT_HUGE ("Triangle vs
   box"): only isect_triangle_sweep_aabb changed, only in the phase past
   the range, in 44,906 of its 200,000 cases in double (44,816 in float),
   41,867 (41,842) of them with an infinite or NaN input; of the rest, all
   near the largest number, where the triangle this test builds has
   infinite corners, 1,408 (1,395) changed their yes or no, and none
   answers a NaN. Every other answer stayed the same to the last bit
   (every answer printed before and after). Before: 0xfbc21ee71d5bc5e9
   (float), 0xf516daa6a84235bb (double). And then, with the back-off of a
   single sweep stepping along the path when the approach is grazing, and
   trying stops at even steps before giving up ("Where to stop"): the
   swept circle and box into capsules and triangles changed their stop in
   9,243 cases in double (9,082 in float), always to a later one (by up to
   0.97 of the path), never their yes or no or any number of the hit; 8,663
   (8,703) of those stops were 0 before, a shape that would never have
   moved. Before: 0xe1396428e41f48a1 (float), 0x38aaee1cfb808a06
   (double). And then, in float only, with box vs circle deciding in the
   wide type and taking its push from the wide measure ("Box vs circle"):
   isect_capsule_sweep_aabb changed in 992 cases, never its yes or no, 990
   of them starts inside by a rounding step (the push's normal, from a
   vector a rounding step long, by up to 0.45), 2 stops by 3.4e-8; double
   unchanged to the bit. Before: 0xcf04448f37429dcf (float). And then,
   with a contact at time 0 from a start that touches exactly taken for a
   slide when the move goes into its slanted normal by no more than that
   normal's rounding ("Finishing a sweep"): 182 answers changed in double
   (173 in float), all in the past-the-range phase, all contacts at time 0
   that stopped the shape at its start (isect_triangle_sweep_circle 155,
   isect_capsule_sweep_circle 24 (15), isect_triangle_sweep_aabb 3); now
   174 (166) move the whole way and 8 (7) end in a contact at time 1, the
   end wins, 6 of them stopped at 0, 2 (1) further on; every other answer
   the same to the bit. Before: 0x34d3dc3361538ae1 (float),
   0x0d8979b24e1b8214 (double). And then, with a box that has no extent
   across a flat triangle's line never meeting it ("Triangle vs swept
   box"): isect_triangle_sweep_aabb changed 2 answers in double (1 in
   float), both past the range, from a hit at a time near 1e-153 to
   the whole way. Before: 0x0be525574f987747 (float), 0x093c0888309d62a2
   (double). And then, with a start inside whose push-out normal had its
   sign picked (the centers level across it) no longer holding a move
   against that normal ("Finishing a sweep"): 799 cases changed in double
   (same count in float), 231 on the half-unit grid, 197 on the tile grid,
   321 with an end flush, 50 past the range; isect_capsule_sweep_circle
   changed 478 answers (478 in float) and isect_capsule_sweep_aabb 417
   (420), every one from blocked at time 0 at its start to the whole way;
   every other answer the same to the bit. Checked one by one: each
   circle's center lies exactly on the capsule's axis line (the push is
   across it, to the left by the book's rule), each box's center is level
   with the capsule's middle on the push's axis or lies on the axis line,
   except where the middle itself rounded to level (a capsule whose axis
   is a few subnormal steps long), and past the range, capsules near
   10^153 long whose middle is known only to ~10^137. Before:
   0x1850ed31b789e3ad (float), 0x6a35bf57c4a5e2ee (double). */
#ifdef ISECT_FLOAT
#define OLD_DIGEST 0xf603600f17b7d5eeULL
#else
#define OLD_DIGEST 0x48465849d1584807ULL
#endif
static uint64_t digest = DIGEST_START;

static void fold(const void *bytes, size_t n)
{
    digest = digest_fold(digest, bytes, n);
}

/* A number's bytes; every NaN as one pattern, since compilers are free to
   fold a NaN at build time with another sign or payload than the machine
   makes at run time (the sanitizer build is clang at -O1). */
static void fold_real(isect_real v)
{
    if (v != v)
        fold("NaN", 3);
    else
        fold(&v, sizeof v);
}

static void fold_hit(const isect_hit *h)
{
    fold_real(h->pos.x);
    fold_real(h->pos.y);
    fold_real(h->normal.x);
    fold_real(h->normal.y);
    fold_real(h->delta.x);
    fold_real(h->delta.y);
    fold_real(h->time);
}

static void fold_sweep(const isect_sweep *s)
{
    fold_hit(&s->hit);
    fold_real(s->pos.x);
    fold_real(s->pos.y);
    fold_real(s->time);
}

static void fold_bool(bool v)
{
    unsigned char c = v ? 1 : 0;
    fold(&c, 1);
}

/* Each result is asked for twice, into a result full of NaN and into one
   full of 0x5a bytes: every byte of a hit must be written, as the old
   code's copy of its whole best hit wrote it. */
static void public_answers(isect_vec seg_pos, isect_vec seg_delta, isect_vec pos,
                           isect_vec delta, isect_real reach)
{
    isect_capsule capsule;
    isect_circle circle;
    isect_aabb box;
    isect_triangle tri;
    isect_hit h1, h2;
    isect_sweep s1, s2;
    bool a, b;
    capsule.pos = seg_pos;
    capsule.delta = seg_delta;
    capsule.radius = reach / 2;
    h1 = nan_hit();
    memset(&h2, 0x5a, sizeof h2);
    a = isect_capsule_segment(capsule, pos, delta, &h1);
    b = isect_capsule_segment(capsule, pos, delta, &h2);
    CHECK(a == b);
    if (a)
        CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
    fold_bool(a);
    if (a)
        fold_hit(&h1);
    circle.pos = pos;
    circle.radius = reach - capsule.radius;
    s1 = nan_sweep();
    memset(&s2, 0x5a, sizeof s2);
    a = isect_capsule_sweep_circle(capsule, circle, delta, &s1);
    b = isect_capsule_sweep_circle(capsule, circle, delta, &s2);
    CHECK(a == b);
    CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
    fold_bool(a);
    fold_sweep(&s1);
    box.pos = pos;
    box.half = isect_v(circle.radius, reach);
    s1 = nan_sweep();
    a = isect_capsule_sweep_aabb(capsule, box, delta, &s1);
    fold_bool(a);
    fold_sweep(&s1);
    tri.a = seg_pos;
    tri.b = isect_add(seg_pos, seg_delta);
    tri.c = isect_add(seg_pos, isect_v(-seg_delta.y, reach));
    s1 = nan_sweep();
    a = isect_triangle_sweep_circle(tri, circle, delta, &s1);
    fold_bool(a);
    fold_sweep(&s1);
    s1 = nan_sweep();
    a = isect_triangle_sweep_aabb(tri, box, delta, &s1);
    fold_bool(a);
    fold_sweep(&s1);
    {
        isect_capsule other;
        other.pos = pos;
        other.delta = delta;
        other.radius = circle.radius;
        h1 = nan_hit();
        a = isect_capsule_capsule(capsule, other, &h1);
        fold_bool(a);
        if (a)
            fold_hit(&h1);
    }
}

/* ---- one case ------------------------------------------------------------ */

static long cases[5], closer[5];

static void check_case(int kind, isect_vec seg_pos, isect_vec seg_delta,
                       isect_vec pos, isect_vec delta, isect_real reach)
{
    isect_real t_old = 1, t_new = 1;
    bool a, b;
    g_seg_pos = seg_pos;
    g_seg_delta = seg_delta;
    g_pos = pos;
    g_delta = delta;
    g_reach = reach;
    a = ref_ends(seg_pos, seg_delta, pos, delta, reach, &t_old);
    b = new_ends(seg_pos, seg_delta, pos, delta, reach, &t_new);
    CHECK(a == b);
    CHECK(memcmp(&t_old, &t_new, sizeof t_old) == 0);
    cases[kind]++;
    closer[kind] += a;
    public_answers(seg_pos, seg_delta, pos, delta, reach);
    if (kind < 4 && isfinite(seg_delta.x) && isfinite(pos.x)) {
        /* the library's own test still keeps its promises */
        isect_capsule capsule;
        isect_hit hit;
        capsule.pos = seg_pos;
        capsule.delta = seg_delta;
        capsule.radius = reach;
        hit = nan_hit();
        if (isect_capsule_segment(capsule, pos, delta, &hit)) {
            CHECK(hit_finite(hit));
            CHECK(hit.time >= 0 && hit.time <= 1);
        }
    }
}

/* Now and then the path or the axis is degenerate: zero length (+0 or -0),
   or subnormal. */
static isect_vec maybe_degenerate(isect_vec d)
{
    int pick = rng_int(0, 19);
    if (pick == 0) {
        isect_real x = rng_chance(0.5) ? R(0) : -R(0);
        isect_real y = rng_chance(0.5) ? R(0) : -R(0);
        return isect_v(x, y);
    }
    if (pick == 1) {
        isect_real x = REF_MIN * R(rng_int(-3, 3)) / 8;
        isect_real y = REF_MIN * R(rng_int(-3, 3)) / 8;
        return isect_v(x, y);
    }
    return d;
}

/* ---- the phases ---------------------------------------------------------- */

static void trial_bench(void) /* the swept circle as the benchmark draws it */
{
    bench_pair p = draw_bench_pair(0, 0);
    isect_capsule capsule = draw_bench_capsule(p);
    double r = 1 + 19 * rng_unit();
    double dx = 120 * rng_unit() - 60;
    double dy = 120 * rng_unit() - 60;
    isect_vec axis = maybe_degenerate(capsule.delta);
    isect_vec path = maybe_degenerate(V(dx, dy));
    check_case(0, capsule.pos, axis, V(p.bx, p.by), path, capsule.radius + R(r));
}

static double half_units(int reach) { return rng_int(-2 * reach, 2 * reach) / 2.0; }

static void grid_case(int kind, double ox, double oy)
{
    double ax = ox + half_units(8);
    double ay = oy + half_units(8);
    double adx = half_units(6);
    double ady = half_units(6);
    double px = ox + half_units(10);
    double py = oy + half_units(10);
    double dx = half_units(10);
    double dy = half_units(10);
    double reach = rng_int(0, 10) / 2.0;
    isect_real r = R(reach);
    int nudge = rng_int(0, 3);
    isect_vec axis = maybe_degenerate(V(adx, ady));
    isect_vec path = maybe_degenerate(V(dx, dy));
    if (nudge == 1)
        r = NEXT(r, INFINITY);
    else if (nudge == 2)
        r = NEXT(r, 0);
    check_case(kind, V(ax, ay), axis, V(px, py), path, r);
}

static void trial_grid(void) { grid_case(1, 0, 0); }

static void trial_tiles(void) /* the grid at tile corners in the thousands */
{
    double ox = 32 * rng_int(30, 200);
    double oy = 32 * rng_int(30, 200);
    grid_case(2, ox, oy);
}

static void trial_flush(void) /* an end of the axis at the reach from the path */
{
    /* 3-4-5: the axis's end B is 5 from the path's point, exactly */
    double px = half_units(10);
    double py = half_units(10);
    double dx = half_units(10);
    double dy = half_units(10);
    double t = rng_int(0, 4) / 4.0;
    double sx = rng_chance(0.5) ? 3 : -3;
    double sy = rng_chance(0.5) ? 4 : -4;
    isect_vec b = V(px + t * dx + sx, py + t * dy + sy);
    double ox = half_units(6);
    double oy = half_units(6);
    isect_vec a = V(b.x + ox, b.y + oy);
    isect_real r = R(5);
    int nudge = rng_int(0, 2);
    if (nudge == 1)
        r = NEXT(r, INFINITY);
    else if (nudge == 2)
        r = NEXT(r, 0);
    check_case(3, a, isect_sub(b, a), V(px, py), V(dx, dy), r);
}

static isect_real any_real(void)
{
    switch (rng_int(0, 11)) {
    case 0: return (isect_real)(rng_chance(0.5) ? INFINITY : -INFINITY);
    case 1: return (isect_real)NAN;
    case 2: return rng_chance(0.5) ? (isect_real)0 : -(isect_real)0;
    case 3: return (isect_real)((2 * rng_unit() - 1) * REF_MIN * 4);
    case 4: return (isect_real)((2 * rng_unit() - 1) * REF_MAX);
    case 5: return rng_chance(0.5) ? (isect_real)REF_MAX : -(isect_real)REF_MAX;
    case 6: return (isect_real)((2 * rng_unit() - 1) * REF_HUGE * 4);
    case 7: return (isect_real)(rng_int(-20, 20) / 2.0);
    default: return (isect_real)(200 * rng_unit() - 100);
    }
}

static isect_vec any_vec(void)
{
    isect_real x = any_real();
    isect_real y = any_real();
    return isect_v(x, y);
}

static void trial_huge(void) /* past the range */
{
    isect_vec a = any_vec();
    isect_vec ad = any_vec();
    isect_vec p = any_vec();
    isect_vec d = any_vec();
    isect_real r = ref_abs(any_real());
    check_case(4, a, ad, p, d, r);
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "fast paths (csc lane)",
                                 0xc5c0c1dcULL, 200000, describe);
    property_phase("as the benchmark draws them", trials, trial_bench);
    property_phase("half-unit grid", trials, trial_grid);
    property_phase("tile grid in the thousands", trials, trial_tiles);
    property_phase("an end flush at the reach (3-4-5)", trials, trial_flush);
    property_phase("past the range", trials, trial_huge);
    printf("closer/cases: bench %ld/%ld, grid %ld/%ld, tiles %ld/%ld, flush %ld/%ld,"
           " huge %ld/%ld\n", closer[0], cases[0], closer[1], cases[1], closer[2],
           cases[2], closer[3], cases[3], closer[4], cases[4]);
    printf("digest of the public answers: 0x%016" PRIx64 "\n", digest);
    if (argc <= 1) {
        k_kind = "the public answers, against the old code's digest";
        CHECK(digest == OLD_DIGEST);
    }
    return property_finish(__FILE__);
}
