/* fuzz.c -- a libFuzzer target over every public function of intersect
   (issue 10), in double and in float (-DISECT_FLOAT).

   Built two ways:
   - with clang -fsanitize=fuzzer,address,undefined: libFuzzer calls
     LLVMFuzzerTestOneInput with its own inputs; a broken invariant prints
     the call with hex floats (%a) and aborts, so libFuzzer saves the input;
   - with -DFUZZ_REPLAY (any C compiler, gcc too): a plain driver that runs
     every file (or every file of every directory) named on the command line,
     counts the failing ones and ends with "N passed, N failed". With
     `--write-corpus DIR` it writes the seed corpus (tests/fuzz-corpus).

   An input is a function choice (one byte) and its arguments, each number
   coded by a tag byte and one to eight more bytes: small integers, half
   integers, multiples of 1/64, values from 2^-32 to 2^31 with 16 bits of
   mantissa, coordinates in the thousands, raw doubles (exactly the issue's
   reproducers), and huge, tiny, subnormal, -0, infinite and NaN values.

   Invariants, for every call:
   - no crash, no sanitizer report (any input at all);
   - out == NULL gives the same answer (any input at all);
   - finite input, up to the largest number: no field of a result is a NaN,
     times lie in [0, 1], a hit's normal has unit length;
   - finite, in-range input (|x| <= 1e150 in double, 1e18 in float): every
     field of a result is finite;
   - moderate input (|x| <= 1e6 in double, 1e4 in float, tiny values
     included), within tol = 64 ulps of the case's largest value:
     * a static hit: moving the second shape by hit.delta plus tol along the
       normal separates it (the same test says no); hit.pos lies on the first
       (static) shape's surface;
     * a segment: a hit lies in [0, 1] with pos = start + time * delta; the
       entry point (time > 0) lies on the surface; a miss has its start and
       its end outside;
     * a sweep: it never ends inside (the static test at sweep.pos is false
       unless the start overlapped); sweep.time <= hit.time; a miss ends at
       start + delta;
     * sweeping into a list: the same for every shape of the list, the index
       in range;
     * contains agrees with the point test; nearest points lie in or on
       their shape; isect_normalize of a nonzero vector has unit length;
       isect_segment_segment's point lies on both segments;
     * two moving shapes: where the function places them, they do not
       overlap (unless they started overlapping);
     * a world of up to four shapes of any kind: its sweeps and movers end
       clear of every shape from a clear start; and, for any finite input,
       a 4 x 4 grid over it (its origin and cells drawn too) answers a sweep
       and a cast exactly as the brute-force loop does. */
#include "testlib.h"

#include <signal.h>

/* ---- decoding -------------------------------------------------------------- */

#ifdef ISECT_FLOAT
#define IN_RANGE 1e18
#define MODERATE 1e4
#else
#define IN_RANGE 1e150
#define MODERATE 1e6
#endif

static const uint8_t *fz_data;
static size_t fz_left;
static double fz_vals[96]; /* the numbers decoded, for the report */
static int fz_nvals;
static double fz_scale;    /* the largest |value| */
/* Whether some value is tiny: nonzero, with a square below the smallest
   normal number. The input-range section lets such a size or gap decide
   like zero (a circle of radius 1e-170 contains no point, by r^2 = 0), so
   tests may then disagree about it, and the moderate checks skip it. */
static int fz_tiny;
#ifdef ISECT_FLOAT
#define TINY_VALUE 1e-19
#else
#define TINY_VALUE 1e-154
#endif
static int fz_finite;      /* every value finite and in range */
static int fz_real;        /* every value finite, in range or not */

static unsigned fz_byte(void)
{
    if (fz_left == 0) return 0;
    fz_left--;
    return *fz_data++;
}

static double fz_i16(void)
{
    unsigned lo = fz_byte(), hi = fz_byte();
    return (double)(int16_t)(uint16_t)(lo | (hi << 8));
}

/* One number. Returns it as the library's type, rounded once. */
static isect_real num(void)
{
    unsigned tag = fz_byte(), b;
    double v;
    switch (tag % 8) {
    case 0: v = (double)(int8_t)(uint8_t)fz_byte(); break;
    case 1: v = fz_i16() / 2; break;
    case 2: v = fz_i16() / 64; break;
    case 3: {
        double m = 1 + (fz_i16() + 32768) / 65536.0;
        int e = (int)(fz_byte() % 64) - 32;
        v = ldexp(m, e) * ((tag & 8) ? -1 : 1);
        break;
    }
    case 4: {
        uint64_t u = 0;
        int i;
        for (i = 0; i < 8; i++) u |= (uint64_t)fz_byte() << (8 * i);
        memcpy(&v, &u, sizeof v);
        break;
    }
    case 5:
        b = fz_byte() % 3;
        v = b == 0 ? INFINITY : b == 1 ? -INFINITY : NAN;
        break;
    case 6:
        b = fz_byte() % 6;
        v = b == 0 ? IN_RANGE : b == 1 ? -IN_RANGE / 3 : b == 2 ? 1e-30
          : b == 3 ? SUBNORMAL_SCALE * 7 : b == 4 ? -0.0 : IN_RANGE * 1e4;
        break;
    default: v = 1000.0 * (fz_byte() % 8) + fz_i16() / 64; break;
    }
    {
        isect_real r = (isect_real)v;
        double d = (double)r;
        if (fz_nvals < 96) fz_vals[fz_nvals++] = d;
        if (!isfinite(d)) fz_real = 0;
        if (!isfinite(d) || fabs(d) > IN_RANGE) fz_finite = 0;
        else if (fabs(d) > fz_scale) fz_scale = fabs(d);
        if (d != 0 && fabs(d) < TINY_VALUE) fz_tiny = 1;
        return r;
    }
}

static isect_real size(void)
{
    return (isect_real)fabs((double)num());
}
static isect_vec vec(void) { isect_real x = num(); return isect_v(x, num()); }
static isect_aabb box(void) { isect_aabb b; b.pos = vec(); b.half.x = size(); b.half.y = size(); return b; }
static isect_circle circle(void) { isect_circle c; c.pos = vec(); c.radius = size(); return c; }
static isect_capsule capsule(void) { isect_capsule c; c.pos = vec(); c.delta = vec(); c.radius = size(); return c; }
static isect_triangle triangle(void) { isect_triangle t; t.a = vec(); t.b = vec(); t.c = vec(); return t; }

/* ---- reporting --------------------------------------------------------------- */

static const char *fz_fn = "";
static int fz_failed;
#ifdef FUZZ_REPLAY
static const int fz_abort = 0;
#else
static const int fz_abort = 1;
#endif

static void fz_fail(const char *what, int line)
{
    int i;
    if (fz_failed++ < 3) {
        printf("fuzz.c:%d: %s: %s; inputs in order:", line, fz_fn, what);
        for (i = 0; i < fz_nvals; i++) printf(" %a", fz_vals[i]);
        printf("\n");
        fflush(stdout);
    }
    if (fz_abort) abort();
}

#define MUST(cond) ((cond) ? (void)0 : fz_fail(#cond, __LINE__))

static int fz_moderate(void) { return fz_finite && !fz_tiny && fz_scale <= MODERATE; }
static double fz_tol(void) { return 64 * REAL_EPS * (1 + fz_scale); }

/* ---- the checks every result gets ------------------------------------------------ */

static int no_nan2(isect_vec v) { return !isnan(v.x) && !isnan(v.y); }

static void hit_ok(isect_hit h)
{
    if (!fz_real) return;
    MUST(no_nan2(h.pos) && no_nan2(h.delta));
    MUST(h.time >= 0 && h.time <= 1);
    MUST(is_unit(h.normal));
    if (fz_finite) MUST(hit_finite(h));
}

static void sweep_ok(bool hit, isect_sweep s, isect_vec start, isect_vec delta)
{
    if (!fz_real) return;
    MUST(no_nan2(s.pos));
    MUST(s.time >= 0 && s.time <= 1);
    if (hit) hit_ok(s.hit);
    if (!fz_finite) return;
    MUST(sweep_finite(s));
    if (hit) {
        MUST(s.time <= s.hit.time);
    } else if (fz_moderate()) {
        MUST(vdist(s.pos, vplus(start, delta)) <= fz_tol());
    }
}

/* Shapes moved by a vector (in double, then rounded). */
static isect_aabb box_at(isect_aabb b, isect_vec p) { b.pos = p; return b; }
static isect_circle circle_at(isect_circle c, isect_vec p) { c.pos = p; return c; }

/* Where hit.delta plus tol along the normal takes a position. */
static isect_vec pushed(isect_vec p, isect_hit h)
{
    double t = fz_tol();
    return V((double)p.x + h.delta.x + t * h.normal.x, (double)p.y + h.delta.y + t * h.normal.y);
}

/* Distances from a point to a shape's surface. */
static double box_surface(isect_aabb b, isect_vec p) { return fabs(box_sd(b, 0, 0, p.x, p.y)); }
static double circle_surface(isect_circle c, isect_vec p) { return fabs(vdist(c.pos, p) - c.radius); }
static double capsule_surface(isect_capsule c, isect_vec p)
{
    return fabs(point_seg_dist(p.x, p.y, c.pos, c.delta) - c.radius);
}
static double tri_surface(isect_triangle t, isect_vec p) { return tri_edge_dist(t, p); }

#define ON_SURFACE(dist) MUST(!fz_moderate() || (dist) <= fz_tol())

/* A static test: the same answer without out; then the hit. */
#define STATIC_TEST(call_out, call_null, h)          \
    isect_hit h;                                     \
    bool got = call_out;                             \
    MUST(got == call_null);                          \
    if (got) hit_ok(h)

/* A segment test's checks (the static shape's point test is `inside`). */
#define SEGMENT_CHECKS(got, h, pos, delta, inside_at, surface)                      \
    do {                                                                           \
        if (!fz_moderate()) break;                                                 \
        if (got && inside_at(pos)) {                                               \
            /* one contact-point rule: a segment that starts inside hits at     \
               time 0, pos where the shortest way out leaves the shape */       \
            MUST(h.time == 0);                                                     \
            ON_SURFACE(surface(h.pos));                                            \
        } else if (got) {                                                          \
            isect_vec at_ = V(pos.x + (double)h.time * delta.x,                    \
                              pos.y + (double)h.time * delta.y);                   \
            MUST(vdist(h.pos, at_) <= fz_tol());                                   \
            if (h.time > 0) ON_SURFACE(surface(h.pos));                            \
        } else {                                                                   \
            MUST(!inside_at(pos));                                                 \
            MUST(!inside_at(isect_add(pos, delta)));                               \
        }                                                                          \
    } while (0)

/* Whether a - b is exact in isect_real, by the error term of Knuth's two-sum
   (a long double difference is not exact either: 7000 minus a subnormal
   rounds in both, and compared equal). Finite inputs only. */
static int sub_exact(isect_real a, isect_real b)
{
    volatile isect_real s = a - b, bv = s - a, av = s - bv;
    volatile isect_real err = (a - av) + (-b - bv);
    return err == 0;
}

/* ---- every function ------------------------------------------------------------- */

/* Globals for the point tests the macros call (one case at a time). */
static isect_aabb g_box;
static isect_circle g_circle;
static isect_capsule g_capsule;
static isect_triangle g_tri;
static isect_vec g_pad;
static isect_real g_padr;
/* For isect_aabb_segment: the point test on the padded box, exactly as the
   segment test pads it (the half size plus the padding, added once). */
static int in_padded_box(isect_vec p)
{
    isect_aabb b = g_box;
    b.half = isect_add(b.half, g_pad);
    return isect_aabb_point(b, p, NULL);
}
static int in_padded_circle(isect_vec p) { return isect_circle_point(g_circle, p, g_padr, NULL); }
static int in_capsule(isect_vec p) { return isect_capsule_point(g_capsule, p, NULL); }
static int in_tri(isect_vec p) { return isect_triangle_point(g_tri, p, NULL); }
static double padded_box_surface(isect_vec p)
{
    isect_aabb b = g_box;
    b.half = V((double)b.half.x + g_pad.x, (double)b.half.y + g_pad.y);
    return box_surface(b, p);
}
static double padded_circle_surface(isect_vec p) /* a segment's entry point */
{
    return fabs(vdist(g_circle.pos, p) - ((double)g_circle.radius + g_padr));
}
static double capsule_surface_g(isect_vec p) { return capsule_surface(g_capsule, p); }
static double tri_surface_g(isect_vec p) { return tri_surface(g_tri, p); }

/* The common end of a sweep's checks: the result is sane; from a clear
   start (`clear`), the static test at the stop (`ends_inside`, which reads
   s.pos) says no, and a hit's point is on the static shape (`surface`,
   which reads s.hit.pos). */
#define SWEEP_TAIL(got, s, start, d, clear, ends_inside, surface) \
    do {                                                          \
        sweep_ok(got, s, start, d);                               \
        if (fz_moderate() && (clear)) {                           \
            MUST(!(ends_inside));                                 \
            if (got) ON_SURFACE(surface);                         \
        }                                                         \
    } while (0)

static isect_capsule capsule_at(isect_capsule c, isect_vec p) { c.pos = p; return c; }
static isect_capsule wall_capsule(isect_vec pos, isect_vec delta) /* a segment */
{
    isect_capsule c;
    c.pos = pos;
    c.delta = delta;
    c.radius = 0;
    return c;
}
static double wall_surface(isect_vec pos, isect_vec delta, isect_vec p)
{
    return point_seg_dist(p.x, p.y, pos, delta);
}

/* A shape of any kind, its kind chosen by one byte. */
static isect_shape any_shape(void)
{
    switch (fz_byte() % 4) {
    case 0: return isect_shape_aabb(box());
    case 1: return isect_shape_circle(circle());
    case 2: return isect_shape_capsule(capsule());
    default: return isect_shape_triangle(triangle());
    }
}

#define FN_WORLD 61
#define NFUNC 62

static void fuzz_one(unsigned fn)
{
    switch (fn) {
    case 0: { /* isect_length */
        isect_vec a = vec();
        isect_real l;
        fz_fn = "isect_length";
        l = isect_length(a);
        if (fz_finite) MUST(isfinite(l) && l >= 0);
        if (fz_moderate()) MUST(fabs((double)l - vlen(a)) <= fz_tol());
        break;
    }
    case 1: { /* isect_normalize */
        isect_vec a = vec(), n;
        fz_fn = "isect_normalize";
        n = isect_normalize(a);
        if (fz_finite) {
            MUST(finite2(n));
            if (a.x != 0 || a.y != 0) MUST(is_unit(n));
        }
        break;
    }
    case 2: { /* isect_aabb_point */
        isect_aabb b = box();
        isect_vec p = vec();
        fz_fn = "isect_aabb_point";
        STATIC_TEST(isect_aabb_point(b, p, &h), isect_aabb_point(b, p, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_aabb_point(b, pushed(p, h), NULL));
            ON_SURFACE(box_surface(b, h.pos));
        }
        if (fz_real) MUST(got == isect_aabb_contains(b, p));
        break;
    }
    case 3: { /* isect_aabb_segment */
        isect_hit h;
        bool got;
        g_box = box();
        {
            isect_vec pos = vec(), delta = vec();
            g_pad = V(size(), size());
            fz_fn = "isect_aabb_segment";
            got = isect_aabb_segment(g_box, pos, delta, g_pad, &h);
            MUST(got == isect_aabb_segment(g_box, pos, delta, g_pad, NULL));
            if (got) hit_ok(h);
            SEGMENT_CHECKS(got, h, pos, delta, in_padded_box, padded_box_surface);
        }
        break;
    }
    case 4: { /* isect_aabb_aabb */
        isect_aabb a = box(), b = box();
        fz_fn = "isect_aabb_aabb";
        STATIC_TEST(isect_aabb_aabb(a, b, &h), isect_aabb_aabb(a, b, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_aabb_aabb(a, box_at(b, pushed(b.pos, h)), NULL));
            ON_SURFACE(box_surface(a, h.pos));
        }
        break;
    }
    case 5: { /* isect_aabb_sweep_aabb */
        isect_aabb a = box(), b = box();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_aabb_sweep_aabb";
        got = isect_aabb_sweep_aabb(a, b, d, &s);
        MUST(got == isect_aabb_sweep_aabb(a, b, d, NULL));
        sweep_ok(got, s, b.pos, d);
        if (fz_moderate() && !isect_aabb_aabb(a, b, NULL)) {
            MUST(!isect_aabb_aabb(a, box_at(b, s.pos), NULL));
            if (got) ON_SURFACE(box_surface(a, s.hit.pos));
        }
        break;
    }
    case 6: { /* isect_circle_point */
        isect_circle c = circle();
        isect_vec p = vec();
        isect_real pad = size();
        fz_fn = "isect_circle_point";
        STATIC_TEST(isect_circle_point(c, p, pad, &h), isect_circle_point(c, p, pad, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_circle_point(c, pushed(p, h), pad, NULL));
            ON_SURFACE(circle_surface(c, h.pos)); /* on the real circle, not the padded one */
        }
        if (fz_real && pad == 0) MUST(got == isect_circle_contains(c, p));
        break;
    }
    case 7: { /* isect_circle_segment */
        isect_hit h;
        bool got;
        isect_vec pos, delta;
        g_circle = circle();
        pos = vec();
        delta = vec();
        g_padr = size();
        fz_fn = "isect_circle_segment";
        got = isect_circle_segment(g_circle, pos, delta, g_padr, &h);
        MUST(got == isect_circle_segment(g_circle, pos, delta, g_padr, NULL));
        if (got) hit_ok(h);
        SEGMENT_CHECKS(got, h, pos, delta, in_padded_circle, padded_circle_surface);
        if (fz_real && g_padr == 0) MUST(got == isect_circle_overlaps_segment(g_circle, pos, delta));
        break;
    }
    case 8: { /* isect_circle_circle */
        isect_circle a = circle(), b = circle();
        fz_fn = "isect_circle_circle";
        STATIC_TEST(isect_circle_circle(a, b, &h), isect_circle_circle(a, b, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_circle_circle(a, circle_at(b, pushed(b.pos, h)), NULL));
            ON_SURFACE(circle_surface(a, h.pos));
        }
        break;
    }
    case 9: { /* isect_circle_sweep_circle */
        isect_circle a = circle(), b = circle();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_circle_sweep_circle";
        got = isect_circle_sweep_circle(a, b, d, &s);
        MUST(got == isect_circle_sweep_circle(a, b, d, NULL));
        sweep_ok(got, s, b.pos, d);
        if (fz_moderate() && !isect_circle_circle(a, b, NULL)) {
            MUST(!isect_circle_circle(a, circle_at(b, s.pos), NULL));
            if (got) ON_SURFACE(circle_surface(a, s.hit.pos));
        }
        break;
    }
    case 10: { /* isect_nearest_aabb */
        isect_aabb b = box();
        isect_vec p = vec(), q;
        fz_fn = "isect_nearest_aabb";
        q = isect_nearest_aabb(b, p);
        if (fz_finite) MUST(finite2(q));
        if (fz_moderate()) MUST(box_sd(b, 0, 0, q.x, q.y) <= fz_tol());
        break;
    }
    case 11: { /* isect_aabb_circle */
        isect_aabb a = box();
        isect_circle c = circle();
        fz_fn = "isect_aabb_circle";
        STATIC_TEST(isect_aabb_circle(a, c, &h), isect_aabb_circle(a, c, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_aabb_circle(a, circle_at(c, pushed(c.pos, h)), NULL));
            ON_SURFACE(box_surface(a, h.pos));
        }
        break;
    }
    case 12: { /* isect_circle_aabb */
        isect_circle c = circle();
        isect_aabb b = box();
        fz_fn = "isect_circle_aabb";
        STATIC_TEST(isect_circle_aabb(c, b, &h), isect_circle_aabb(c, b, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_circle_aabb(c, box_at(b, pushed(b.pos, h)), NULL));
            ON_SURFACE(circle_surface(c, h.pos));
        }
        break;
    }
    case 13: { /* isect_aabb_sweep_circle */
        isect_aabb a = box();
        isect_circle c = circle();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_aabb_sweep_circle";
        got = isect_aabb_sweep_circle(a, c, d, &s);
        MUST(got == isect_aabb_sweep_circle(a, c, d, NULL));
        sweep_ok(got, s, c.pos, d);
        if (fz_moderate() && !isect_aabb_circle(a, c, NULL)) {
            MUST(!isect_aabb_circle(a, circle_at(c, s.pos), NULL));
            if (got) ON_SURFACE(box_surface(a, s.hit.pos));
        }
        break;
    }
    case 14: { /* isect_circle_sweep_aabb */
        isect_circle c = circle();
        isect_aabb b = box();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_circle_sweep_aabb";
        got = isect_circle_sweep_aabb(c, b, d, &s);
        MUST(got == isect_circle_sweep_aabb(c, b, d, NULL));
        sweep_ok(got, s, b.pos, d);
        if (fz_moderate() && !isect_circle_aabb(c, b, NULL)) {
            MUST(!isect_circle_aabb(c, box_at(b, s.pos), NULL));
            if (got) ON_SURFACE(circle_surface(c, s.hit.pos));
        }
        break;
    }
    case 15:
    case 16: { /* isect_sweep_aabb_into, isect_sweep_circle_into */
        isect_shape list[4];
        size_t n = 1 + fz_byte() % 4, i, index = 99;
        isect_aabb b;
        isect_circle c;
        isect_vec d;
        isect_sweep s;
        bool got, moving_box = fn == 15;
        for (i = 0; i < n; i++)
            list[i] = fz_byte() % 2 ? isect_shape_circle(circle()) : isect_shape_aabb(box());
        b = box();
        c = circle();
        d = vec();
        fz_fn = moving_box ? "isect_sweep_aabb_into" : "isect_sweep_circle_into";
        got = moving_box ? isect_sweep_aabb_into(list, n, b, d, &s, &index)
                         : isect_sweep_circle_into(list, n, c, d, &s, &index);
        MUST(got == (moving_box ? isect_sweep_aabb_into(list, n, b, d, NULL, NULL)
                                : isect_sweep_circle_into(list, n, c, d, NULL, NULL)));
        sweep_ok(got, s, moving_box ? b.pos : c.pos, d);
        if (got) MUST(index < n);
        if (!fz_moderate()) break;
        for (i = 0; i < n; i++) {
            const isect_shape *sh = &list[i];
            int start_in, end_in;
            if (moving_box) {
                start_in = sh->kind == ISECT_SHAPE_AABB ? isect_aabb_aabb(sh->as.aabb, b, NULL)
                                                        : isect_circle_aabb(sh->as.circle, b, NULL);
                end_in = sh->kind == ISECT_SHAPE_AABB
                             ? isect_aabb_aabb(sh->as.aabb, box_at(b, s.pos), NULL)
                             : isect_circle_aabb(sh->as.circle, box_at(b, s.pos), NULL);
            } else {
                start_in = sh->kind == ISECT_SHAPE_AABB ? isect_aabb_circle(sh->as.aabb, c, NULL)
                                                        : isect_circle_circle(sh->as.circle, c, NULL);
                end_in = sh->kind == ISECT_SHAPE_AABB
                             ? isect_aabb_circle(sh->as.aabb, circle_at(c, s.pos), NULL)
                             : isect_circle_circle(sh->as.circle, circle_at(c, s.pos), NULL);
            }
            if (!start_in) MUST(!end_in);
        }
        break;
    }
    case 17: { /* isect_nearest_segment */
        isect_vec pos = vec(), delta = vec(), p = vec(), q;
        fz_fn = "isect_nearest_segment";
        q = isect_nearest_segment(pos, delta, p);
        if (fz_finite) MUST(finite2(q));
        if (fz_moderate()) MUST(point_seg_dist(q.x, q.y, pos, delta) <= fz_tol());
        break;
    }
    case 18: { /* isect_capsule_point */
        isect_capsule c = capsule();
        isect_vec p = vec();
        fz_fn = "isect_capsule_point";
        STATIC_TEST(isect_capsule_point(c, p, &h), isect_capsule_point(c, p, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_capsule_point(c, pushed(p, h), NULL));
            ON_SURFACE(capsule_surface(c, h.pos));
        }
        if (fz_real) MUST(got == isect_capsule_contains(c, p));
        break;
    }
    case 19: { /* isect_capsule_circle */
        isect_capsule c = capsule();
        isect_circle o = circle();
        fz_fn = "isect_capsule_circle";
        STATIC_TEST(isect_capsule_circle(c, o, &h), isect_capsule_circle(c, o, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_capsule_circle(c, circle_at(o, pushed(o.pos, h)), NULL));
            ON_SURFACE(capsule_surface(c, h.pos));
        }
        break;
    }
    case 20: { /* isect_capsule_segment */
        isect_hit h;
        bool got;
        isect_vec pos, delta;
        g_capsule = capsule();
        pos = vec();
        delta = vec();
        fz_fn = "isect_capsule_segment";
        got = isect_capsule_segment(g_capsule, pos, delta, &h);
        MUST(got == isect_capsule_segment(g_capsule, pos, delta, NULL));
        if (got) hit_ok(h);
        SEGMENT_CHECKS(got, h, pos, delta, in_capsule, capsule_surface_g);
        break;
    }
    case 21: { /* isect_minmax_point, isect_rect_point: agree with the box on exact layouts */
        isect_aabb b = box();
        isect_vec p = vec();
        isect_minmax m = isect_minmax_from_aabb(b);
        bool a1;
        fz_fn = "isect_minmax_point";
        a1 = isect_minmax_point(m, p);
        (void)isect_rect_point(isect_rect_from_minmax(m), p);
        /* only where the layouts hold the same numbers: the box survives the
           round trip and p - center is exact (else rounding moves an edge,
           as the layouts' section says) */
        if (fz_finite && sub_exact(p.x, b.pos.x) && sub_exact(p.y, b.pos.y) &&
            sub_exact(p.x, m.min.x) && sub_exact(p.y, m.min.y) &&
            sub_exact(m.max.x, p.x) && sub_exact(m.max.y, p.y) &&
            isect_aabb_from_minmax(m).pos.x == b.pos.x &&
            isect_aabb_from_minmax(m).pos.y == b.pos.y &&
            isect_aabb_from_minmax(m).half.x == b.half.x && isect_aabb_from_minmax(m).half.y == b.half.y)
            MUST(a1 == isect_aabb_point(b, p, NULL));
        break;
    }
    case 22: { /* isect_minmax_minmax, isect_rect_rect: symmetric */
        isect_minmax a = isect_minmax_from_aabb(box()), b = isect_minmax_from_aabb(box());
        fz_fn = "isect_minmax_minmax";
        if (!fz_finite) break;
        MUST(isect_minmax_minmax(a, b) == isect_minmax_minmax(b, a));
        fz_fn = "isect_rect_rect";
        MUST(isect_rect_rect(isect_rect_from_minmax(a), isect_rect_from_minmax(b)) ==
             isect_rect_rect(isect_rect_from_minmax(b), isect_rect_from_minmax(a)));
        break;
    }
    case 23: { /* isect_nearest_circle */
        isect_circle c = circle();
        isect_vec p = vec(), q;
        fz_fn = "isect_nearest_circle";
        q = isect_nearest_circle(c, p);
        if (fz_finite) MUST(finite2(q));
        if (fz_moderate()) MUST(vdist(q, c.pos) <= (double)c.radius + fz_tol());
        break;
    }
    case 24: { /* isect_nearest_capsule */
        isect_capsule c = capsule();
        isect_vec p = vec(), q;
        fz_fn = "isect_nearest_capsule";
        q = isect_nearest_capsule(c, p);
        if (fz_finite) MUST(finite2(q));
        if (fz_moderate())
            MUST(point_seg_dist(q.x, q.y, c.pos, c.delta) <= (double)c.radius + fz_tol());
        break;
    }
    case 25: { /* isect_circle_contains */
        isect_circle c = circle();
        isect_vec p = vec();
        fz_fn = "isect_circle_contains";
        if (fz_real) MUST(isect_circle_contains(c, p) == isect_circle_point(c, p, 0, NULL));
        break;
    }
    case 26: { /* isect_aabb_contains */
        isect_aabb b = box();
        isect_vec p = vec();
        fz_fn = "isect_aabb_contains";
        if (fz_real) MUST(isect_aabb_contains(b, p) == isect_aabb_point(b, p, NULL));
        break;
    }
    case 27: { /* isect_capsule_contains */
        isect_capsule c = capsule();
        isect_vec p = vec();
        fz_fn = "isect_capsule_contains";
        if (fz_real) MUST(isect_capsule_contains(c, p) == isect_capsule_point(c, p, NULL));
        break;
    }
    case 28: { /* isect_nearest_circle_edge */
        isect_circle c = circle();
        isect_vec p = vec(), n, q;
        fz_fn = "isect_nearest_circle_edge";
        q = isect_nearest_circle_edge(c, p, &n);
        if (fz_finite) {
            MUST(finite2(q) && finite2(n));
            MUST(is_unit(n));
        }
        if (fz_moderate()) ON_SURFACE(circle_surface(c, q));
        break;
    }
    case 29: { /* isect_nearest_aabb_edge */
        isect_aabb b = box();
        isect_vec p = vec(), n, q;
        fz_fn = "isect_nearest_aabb_edge";
        q = isect_nearest_aabb_edge(b, p, &n);
        if (fz_finite) {
            MUST(finite2(q) && finite2(n));
            MUST(is_unit(n));
        }
        if (fz_moderate()) ON_SURFACE(box_surface(b, q));
        break;
    }
    case 30: { /* isect_triangle_contains */
        isect_triangle t = triangle();
        isect_vec p = vec();
        fz_fn = "isect_triangle_contains";
        if (fz_real) MUST(isect_triangle_contains(t, p) == isect_triangle_point(t, p, NULL));
        break;
    }
    case 31: { /* isect_nearest_triangle */
        isect_triangle t = triangle();
        isect_vec p = vec(), q;
        fz_fn = "isect_nearest_triangle";
        q = isect_nearest_triangle(t, p);
        if (fz_finite) MUST(finite2(q));
        if (fz_moderate()) MUST(tri_sd(t, q) <= fz_tol());
        break;
    }
    case 32: { /* isect_triangle_point */
        isect_triangle t = triangle();
        isect_vec p = vec();
        fz_fn = "isect_triangle_point";
        STATIC_TEST(isect_triangle_point(t, p, &h), isect_triangle_point(t, p, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_triangle_point(t, pushed(p, h), NULL));
            ON_SURFACE(tri_surface(t, h.pos));
        }
        break;
    }
    case 33: { /* isect_triangle_segment */
        isect_hit h;
        bool got;
        isect_vec pos, delta;
        g_tri = triangle();
        pos = vec();
        delta = vec();
        fz_fn = "isect_triangle_segment";
        got = isect_triangle_segment(g_tri, pos, delta, &h);
        MUST(got == isect_triangle_segment(g_tri, pos, delta, NULL));
        if (got) hit_ok(h);
        SEGMENT_CHECKS(got, h, pos, delta, in_tri, tri_surface_g);
        break;
    }
    case 34: { /* isect_triangle_circle */
        isect_triangle t = triangle();
        isect_circle c = circle();
        fz_fn = "isect_triangle_circle";
        STATIC_TEST(isect_triangle_circle(t, c, &h), isect_triangle_circle(t, c, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_triangle_circle(t, circle_at(c, pushed(c.pos, h)), NULL));
            ON_SURFACE(tri_surface(t, h.pos));
        }
        break;
    }
    case 35: { /* isect_triangle_aabb */
        isect_triangle t = triangle();
        isect_aabb b = box();
        fz_fn = "isect_triangle_aabb";
        STATIC_TEST(isect_triangle_aabb(t, b, &h), isect_triangle_aabb(t, b, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_triangle_aabb(t, box_at(b, pushed(b.pos, h)), NULL));
            ON_SURFACE(tri_surface(t, h.pos));
        }
        break;
    }
    case 36: { /* isect_triangle_triangle */
        isect_triangle t = triangle(), o = triangle();
        fz_fn = "isect_triangle_triangle";
        STATIC_TEST(isect_triangle_triangle(t, o, &h), isect_triangle_triangle(t, o, NULL), h);
        if (got && fz_moderate()) {
            isect_vec d = V((double)pushed(ZERO, h).x, (double)pushed(ZERO, h).y);
            isect_triangle moved;
            moved.a = vplus(o.a, d);
            moved.b = vplus(o.b, d);
            moved.c = vplus(o.c, d);
            MUST(!isect_triangle_triangle(t, moved, NULL));
            ON_SURFACE(tri_surface(t, h.pos));
        }
        break;
    }
    case 37: { /* isect_segment_segment */
        isect_vec sp = vec(), sd = vec(), pos = vec(), delta = vec();
        isect_hit h;
        isect_real st = -1;
        bool got;
        fz_fn = "isect_segment_segment";
        got = isect_segment_segment(sp, sd, pos, delta, &h, &st);
        MUST(got == isect_segment_segment(sp, sd, pos, delta, NULL, NULL));
        if (got) {
            if (fz_finite) {
                MUST(hit_finite(h) && isfinite(st));
                MUST(h.time >= 0 && h.time <= 1 && st >= 0 && st <= 1);
            }
            if (fz_moderate()) {
                MUST(point_seg_dist(h.pos.x, h.pos.y, sp, sd) <= fz_tol());
                MUST(point_seg_dist(h.pos.x, h.pos.y, pos, delta) <= fz_tol());
            }
        }
        break;
    }
    case 38: { /* isect_circle_overlaps_segment */
        isect_circle c = circle();
        isect_vec pos = vec(), delta = vec();
        bool got;
        fz_fn = "isect_circle_overlaps_segment";
        got = isect_circle_overlaps_segment(c, pos, delta);
        if (fz_moderate()) {
            /* the nearest point of the segment to the center, in double */
            double d = point_seg_dist(c.pos.x, c.pos.y, pos, delta);
            if (d < (double)c.radius - fz_tol()) MUST(got);
            if (d > (double)c.radius + fz_tol()) MUST(!got);
        }
        break;
    }
    case 39: { /* isect_capsule_capsule */
        isect_capsule a = capsule(), b = capsule();
        fz_fn = "isect_capsule_capsule";
        STATIC_TEST(isect_capsule_capsule(a, b, &h), isect_capsule_capsule(a, b, NULL), h);
        if (got && fz_moderate()) {
            isect_capsule moved = b;
            moved.pos = pushed(b.pos, h);
            MUST(!isect_capsule_capsule(a, moved, NULL));
            ON_SURFACE(capsule_surface(a, h.pos));
        }
        break;
    }
    case 40: { /* isect_capsule_aabb */
        isect_capsule c = capsule();
        isect_aabb b = box();
        fz_fn = "isect_capsule_aabb";
        STATIC_TEST(isect_capsule_aabb(c, b, &h), isect_capsule_aabb(c, b, NULL), h);
        if (got && fz_moderate()) {
            MUST(!isect_capsule_aabb(c, box_at(b, pushed(b.pos, h)), NULL));
            ON_SURFACE(capsule_surface(c, h.pos));
        }
        break;
    }
    case 41: { /* isect_capsule_sweep_circle */
        isect_capsule a = capsule();
        isect_circle c = circle();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_capsule_sweep_circle";
        got = isect_capsule_sweep_circle(a, c, d, &s);
        MUST(got == isect_capsule_sweep_circle(a, c, d, NULL));
        sweep_ok(got, s, c.pos, d);
        if (fz_moderate() && !isect_capsule_circle(a, c, NULL)) {
            MUST(!isect_capsule_circle(a, circle_at(c, s.pos), NULL));
            if (got) ON_SURFACE(capsule_surface(a, s.hit.pos));
        }
        break;
    }
    case 42: { /* isect_circle_segment with padding 0 vs isect_circle_overlaps_segment */
        isect_circle c = circle();
        isect_vec pos = vec(), delta = vec();
        fz_fn = "isect_circle_segment/isect_circle_overlaps_segment";
        if (!fz_finite) break;
        MUST(isect_circle_segment(c, pos, delta, 0, NULL) ==
             isect_circle_overlaps_segment(c, pos, delta));
        break;
    }
    case 43: { /* a sweep that does not move is the static test */
        isect_aabb a = box(), b = box();
        isect_sweep s;
        fz_fn = "isect_aabb_sweep_aabb (zero delta)";
        if (!fz_finite) break;
        MUST(isect_aabb_sweep_aabb(a, b, ZERO, &s) == isect_aabb_aabb(a, b, NULL));
        if (fz_finite) MUST(same_vec(s.pos, b.pos));
        break;
    }
    case 44: { /* a box sweep starting outside and moving away is never blocked */
        isect_aabb a = box(), b = box();
        isect_vec d = vec();
        isect_sweep s;
        double dx = (double)b.pos.x - a.pos.x, dy = (double)b.pos.y - a.pos.y;
        fz_fn = "isect_aabb_sweep_aabb (moving away)";
        if (!fz_moderate() || isect_aabb_aabb(a, b, NULL)) break;
        /* away on both axes (or still): the gap never shrinks */
        if (d.x * dx >= 0 && d.y * dy >= 0) MUST(!isect_aabb_sweep_aabb(a, b, d, &s));
        break;
    }
    case 45: { /* a circle sweep away from a circle is never blocked */
        isect_circle a = circle(), b = circle();
        isect_vec d = vec();
        double dx = (double)b.pos.x - a.pos.x, dy = (double)b.pos.y - a.pos.y;
        fz_fn = "isect_circle_sweep_circle (moving away)";
        if (!fz_moderate() || isect_circle_circle(a, b, NULL)) break;
        if (d.x * dx + d.y * dy >= 0) MUST(!isect_circle_sweep_circle(a, b, d, NULL));
        break;
    }
    case 46: { /* isect_triangle_sweep_aabb */
        isect_triangle t = triangle();
        isect_aabb m = box();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_triangle_sweep_aabb";
        got = isect_triangle_sweep_aabb(t, m, d, &s);
        MUST(got == isect_triangle_sweep_aabb(t, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_triangle_aabb(t, m, NULL),
                   isect_triangle_aabb(t, box_at(m, s.pos), NULL), tri_surface(t, s.hit.pos));
        break;
    }
    case 47: { /* isect_triangle_sweep_circle */
        isect_triangle t = triangle();
        isect_circle m = circle();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_triangle_sweep_circle";
        got = isect_triangle_sweep_circle(t, m, d, &s);
        MUST(got == isect_triangle_sweep_circle(t, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_triangle_circle(t, m, NULL),
                   isect_triangle_circle(t, circle_at(m, s.pos), NULL), tri_surface(t, s.hit.pos));
        break;
    }
    case 48: { /* isect_capsule_sweep_aabb */
        isect_capsule c = capsule();
        isect_aabb m = box();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_capsule_sweep_aabb";
        got = isect_capsule_sweep_aabb(c, m, d, &s);
        MUST(got == isect_capsule_sweep_aabb(c, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_capsule_aabb(c, m, NULL),
                   isect_capsule_aabb(c, box_at(m, s.pos), NULL), capsule_surface(c, s.hit.pos));
        break;
    }
    case 49: { /* isect_aabb_sweep_capsule */
        isect_aabb b = box();
        isect_capsule m = capsule();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_aabb_sweep_capsule";
        got = isect_aabb_sweep_capsule(b, m, d, &s);
        MUST(got == isect_aabb_sweep_capsule(b, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_capsule_aabb(m, b, NULL),
                   isect_capsule_aabb(capsule_at(m, s.pos), b, NULL), box_surface(b, s.hit.pos));
        break;
    }
    case 50: { /* isect_circle_sweep_capsule */
        isect_circle c = circle();
        isect_capsule m = capsule();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_circle_sweep_capsule";
        got = isect_circle_sweep_capsule(c, m, d, &s);
        MUST(got == isect_circle_sweep_capsule(c, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_capsule_circle(m, c, NULL),
                   isect_capsule_circle(capsule_at(m, s.pos), c, NULL),
                   circle_surface(c, s.hit.pos));
        break;
    }
    case 51: { /* isect_capsule_sweep_capsule */
        isect_capsule c = capsule();
        isect_capsule m = capsule();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_capsule_sweep_capsule";
        got = isect_capsule_sweep_capsule(c, m, d, &s);
        MUST(got == isect_capsule_sweep_capsule(c, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_capsule_capsule(c, m, NULL),
                   isect_capsule_capsule(c, capsule_at(m, s.pos), NULL),
                   capsule_surface(c, s.hit.pos));
        break;
    }
    case 52: { /* isect_triangle_sweep_capsule */
        isect_triangle t = triangle();
        isect_capsule m = capsule();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_triangle_sweep_capsule";
        got = isect_triangle_sweep_capsule(t, m, d, &s);
        MUST(got == isect_triangle_sweep_capsule(t, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_triangle_capsule(t, m, NULL),
                   isect_triangle_capsule(t, capsule_at(m, s.pos), NULL),
                   tri_surface(t, s.hit.pos));
        break;
    }
    case 53: { /* isect_segment_sweep_capsule */
        isect_vec a = vec(), e = vec();
        isect_capsule m = capsule();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_segment_sweep_capsule";
        got = isect_segment_sweep_capsule(a, e, m, d, &s);
        MUST(got == isect_segment_sweep_capsule(a, e, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_capsule_capsule(wall_capsule(a, e), m, NULL),
                   isect_capsule_capsule(wall_capsule(a, e), capsule_at(m, s.pos), NULL),
                   wall_surface(a, e, s.hit.pos));
        break;
    }
    case 54: { /* isect_segment_sweep_circle */
        isect_vec a = vec(), e = vec();
        isect_circle m = circle();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_segment_sweep_circle";
        got = isect_segment_sweep_circle(a, e, m, d, &s);
        MUST(got == isect_segment_sweep_circle(a, e, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_segment_circle(a, e, m, NULL),
                   isect_segment_circle(a, e, circle_at(m, s.pos), NULL),
                   wall_surface(a, e, s.hit.pos));
        break;
    }
    case 55: { /* isect_segment_sweep_aabb */
        isect_vec a = vec(), e = vec();
        isect_aabb m = box();
        isect_vec d = vec();
        isect_sweep s;
        bool got;
        fz_fn = "isect_segment_sweep_aabb";
        got = isect_segment_sweep_aabb(a, e, m, d, &s);
        MUST(got == isect_segment_sweep_aabb(a, e, m, d, NULL));
        SWEEP_TAIL(got, s, m.pos, d, !isect_segment_aabb(a, e, m, NULL),
                   isect_segment_aabb(a, e, box_at(m, s.pos), NULL),
                   wall_surface(a, e, s.hit.pos));
        break;
    }
    case 56: { /* isect_triangle_capsule */
        isect_triangle t = triangle();
        isect_capsule c = capsule();
        fz_fn = "isect_triangle_capsule";
        {
            STATIC_TEST(isect_triangle_capsule(t, c, &h), isect_triangle_capsule(t, c, NULL), h);
            if (got && fz_moderate()) {
                MUST(!isect_triangle_capsule(t, capsule_at(c, pushed(c.pos, h)), NULL));
                ON_SURFACE(tri_surface(t, h.pos));
            }
        }
        break;
    }
    case 57: { /* isect_segment_circle */
        isect_vec a = vec(), e = vec();
        isect_circle c = circle();
        fz_fn = "isect_segment_circle";
        {
            STATIC_TEST(isect_segment_circle(a, e, c, &h), isect_segment_circle(a, e, c, NULL), h);
            if (got && fz_moderate()) {
                MUST(!isect_segment_circle(a, e, circle_at(c, pushed(c.pos, h)), NULL));
                ON_SURFACE(wall_surface(a, e, h.pos));
            }
        }
        break;
    }
    case 58: { /* isect_segment_aabb */
        isect_vec a = vec(), e = vec();
        isect_aabb b = box();
        fz_fn = "isect_segment_aabb";
        {
            STATIC_TEST(isect_segment_aabb(a, e, b, &h), isect_segment_aabb(a, e, b, NULL), h);
            if (got && fz_moderate()) {
                MUST(!isect_segment_aabb(a, e, box_at(b, pushed(b.pos, h)), NULL));
                ON_SURFACE(wall_surface(a, e, h.pos));
            }
        }
        break;
    }
    case 59: { /* isect_circle_sweep_circle_both: apart where it places them */
        isect_circle a = circle(), b = circle();
        isect_vec da = vec(), db = vec(), a_at, b_at;
        isect_hit h;
        bool got;
        fz_fn = "isect_circle_sweep_circle_both";
        got = isect_circle_sweep_circle_both(a, da, b, db, &h, &a_at, &b_at);
        MUST(got == isect_circle_sweep_circle_both(a, da, b, db, NULL, NULL, NULL));
        if (got) hit_ok(h);
        if (fz_finite) MUST(isfinite(a_at.x) && isfinite(a_at.y) && isfinite(b_at.x) && isfinite(b_at.y));
        if (fz_moderate() && !isect_circle_circle(a, b, NULL))
            MUST(!isect_circle_circle(circle_at(a, a_at), circle_at(b, b_at), NULL));
        break;
    }
    case 60: { /* isect_aabb_sweep_circle_both: apart where it places them */
        isect_aabb a = box();
        isect_circle b = circle();
        isect_vec da = vec(), db = vec(), a_at, b_at;
        isect_hit h;
        bool got;
        fz_fn = "isect_aabb_sweep_circle_both";
        got = isect_aabb_sweep_circle_both(a, da, b, db, &h, &a_at, &b_at);
        MUST(got == isect_aabb_sweep_circle_both(a, da, b, db, NULL, NULL, NULL));
        if (got) hit_ok(h);
        if (fz_finite) MUST(isfinite(a_at.x) && isfinite(a_at.y) && isfinite(b_at.x) && isfinite(b_at.y));
        if (fz_moderate() && !isect_aabb_circle(a, b, NULL))
            MUST(!isect_aabb_circle(box_at(a, a_at), circle_at(b, b_at), NULL));
        break;
    }
    case FN_WORLD: { /* a world of up to four shapes of any kind, and a grid over it */
        isect_shape shapes[4];
        isect_world world;
        isect_grid grid;
        uint32_t memory[4 * 4 + 4 * 8 + 2 * 128];
        isect_move_result mr;
        size_t n = 1 + fz_byte() % 4, i, index = 99, gindex = 99, found[4];
        isect_aabb b;
        isect_circle c;
        isect_capsule k;
        isect_vec d, origin, cell;
        isect_sweep s, gs;
        isect_hit h;
        bool got, ggot;
        for (i = 0; i < n; i++) shapes[i] = any_shape();
        b = box();
        c = circle();
        k = capsule();
        d = vec();
        origin = vec();
        cell = vec();
        world.shapes = shapes;
        world.layers = NULL;
        world.count = n;
        fz_fn = "isect_world_sweep_aabb";
        got = isect_world_sweep_aabb(&world, b, d, NULL, &s, &index);
        MUST(got == isect_world_sweep_aabb(&world, b, d, NULL, NULL, NULL));
        sweep_ok(got, s, b.pos, d);
        if (got) MUST(index < n);
        if (fz_moderate() && isect_world_overlap_aabb(&world, b, NULL, found, 4) == 0)
            MUST(isect_world_overlap_aabb(&world, box_at(b, s.pos), NULL, found, 4) == 0);
        fz_fn = "isect_world_sweep_circle";
        got = isect_world_sweep_circle(&world, c, d, NULL, &s, &index);
        MUST(got == isect_world_sweep_circle(&world, c, d, NULL, NULL, NULL));
        sweep_ok(got, s, c.pos, d);
        if (fz_moderate() && isect_world_overlap_circle(&world, c, NULL, found, 4) == 0)
            MUST(isect_world_overlap_circle(&world, circle_at(c, s.pos), NULL, found, 4) == 0);
        fz_fn = "isect_world_sweep_capsule";
        got = isect_world_sweep_capsule(&world, k, d, NULL, &s, &index);
        MUST(got == isect_world_sweep_capsule(&world, k, d, NULL, NULL, NULL));
        sweep_ok(got, s, k.pos, d);
        if (got) MUST(index < n);
        /* a sweep that does not move is the overlap question */
        if (fz_moderate() && !isect_world_sweep_capsule(&world, k, isect_v(0, 0), NULL, NULL, NULL))
            MUST(!isect_world_sweep_capsule(&world, capsule_at(k, s.pos), isect_v(0, 0), NULL,
                                            NULL, NULL));
        fz_fn = "isect_world_cast";
        got = isect_world_cast(&world, b.pos, d, NULL, &h, &index);
        if (got) hit_ok(h);
        fz_fn = "isect_world_overlap_point";
        MUST(isect_world_overlap_point(&world, c.pos, NULL, found, 4) <= n);
        /* the movers end clear of every shape they started clear of (a
           slide grazing a shape, stopped a skin short of another: the
           stop is checked against both; tests/property_move_touch.c) */
        fz_fn = "isect_world_move_aabb";
        isect_world_move_aabb(&world, b, d, NULL, NULL, &mr);
        if (fz_real) MUST(no_nan2(mr.moved));
        if (fz_moderate() && isect_world_overlap_aabb(&world, b, NULL, found, 4) == 0)
            MUST(isect_world_overlap_aabb(&world, box_at(b, isect_add(b.pos, mr.moved)), NULL,
                                          found, 4) == 0);
        fz_fn = "isect_world_move_circle";
        isect_world_move_circle(&world, c, d, NULL, NULL, &mr);
        if (fz_real) MUST(no_nan2(mr.moved));
        if (fz_moderate() && isect_world_overlap_circle(&world, c, NULL, found, 4) == 0)
            MUST(isect_world_overlap_circle(&world, circle_at(c, isect_add(c.pos, mr.moved)),
                                            NULL, found, 4) == 0);
        fz_fn = "isect_world_move_capsule";
        isect_world_move_capsule(&world, k, d, NULL, NULL, &mr);
        if (fz_real) MUST(no_nan2(mr.moved));
        if (fz_moderate() && !isect_world_sweep_capsule(&world, k, isect_v(0, 0), NULL, NULL, NULL))
            MUST(!isect_world_sweep_capsule(&world, capsule_at(k, isect_add(k.pos, mr.moved)),
                                            isect_v(0, 0), NULL, NULL, NULL));
        /* the grid's answer is the brute-force answer, whatever its cells
           (finite input: with a NaN or an infinity nothing is promised
           beyond no crash and no NaN) */
        fz_fn = "isect_grid_sweep_aabb";
        if (!fz_finite
            || !isect_grid_init(&grid, memory, sizeof memory, origin, cell, 4, 4, 4, 128)
            || !isect_grid_insert_world(&grid, &world))
            break;
        got = isect_world_sweep_aabb(&world, b, d, NULL, &s, &index);
        ggot = isect_grid_sweep_aabb(&grid, &world, b, d, NULL, &gs, &gindex);
        MUST(got == ggot);
        if (got && ggot) MUST(index == gindex && same_vec(s.pos, gs.pos));
        fz_fn = "isect_grid_sweep_capsule";
        got = isect_world_sweep_capsule(&world, k, d, NULL, &s, &index);
        ggot = isect_grid_sweep_capsule(&grid, &world, k, d, NULL, &gs, &gindex);
        MUST(got == ggot);
        if (got && ggot) MUST(index == gindex && same_vec(s.pos, gs.pos));
        fz_fn = "isect_grid_cast";
        got = isect_world_cast(&world, c.pos, d, NULL, &h, &index);
        MUST(got == isect_grid_cast(&grid, &world, c.pos, d, NULL, NULL, &gindex));
        if (got) MUST(index == gindex);
        break;
    }
    default:
        break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size_);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size_)
{
    unsigned fn;
    fz_data = data;
    fz_left = size_;
    fz_nvals = 0;
    fz_scale = 0;
    fz_tiny = 0;
    fz_finite = 1;
    fz_real = 1;
    fz_fn = "";
    fn = fz_byte() % NFUNC;
    fuzz_one(fn);
    return 0;
}

/* ---- the plain driver ------------------------------------------------------------ */

#ifdef FUZZ_REPLAY
#include <dirent.h>

static long files_passed, files_failed;

static void replay_file(const char *path)
{
    static uint8_t buf[1 << 16];
    size_t n;
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        printf("%s: cannot open\n", path);
        files_failed++;
        return;
    }
    n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    fz_failed = 0;
    LLVMFuzzerTestOneInput(buf, n);
    if (fz_failed) {
        printf("  ^ %s\n", path);
        files_failed++;
    } else {
        files_passed++;
    }
}

static void replay_path(const char *path)
{
    DIR *d = opendir(path);
    struct dirent *e;
    char full[4096];
    if (d == NULL) {
        replay_file(path);
        return;
    }
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        snprintf(full, sizeof full, "%s/%s", path, e->d_name);
        replay_file(full);
    }
    closedir(d);
}

/* ---- the seed corpus ---------------------------------------------------------- */

/* A seed: a file name, a function, and its numbers (raw doubles, small
   integers coded short). */
typedef struct {
    const char *name;
    unsigned fn;
    int n;
    double v[32];
    int list; /* sweep_into: the list's kinds, low bit first, 1 = circle; count in bits 8+;
                 the world: two bits a shape (0 box, 1 circle, 2 capsule, 3 triangle) */
} Seed;

static const Seed SEEDS[] = {
    {"length", 0, 2, {3, 4}, 0},
    {"normalize-49-0", 1, 2, {49, 0}, 0},
    {"normalize-tiny", 1, 2, {4.9e-324, 0}, 0},
    {"aabb-point", 2, 6, {0, 0, 2, 3, 1, -1}, 0},
    {"aabb-point-edge", 2, 6, {0, 0, 2, 3, 2, 0}, 0},
    {"aabb-segment", 3, 10, {0, 0, 2, 2, -5, 0.5, 10, 0, 0, 0}, 0},
    {"issue10-aabb-segment-corner", 3, 10, {0, 0, 0.5, 0.5, -5, -1, 7.5, 2.5, 0, 0}, 0},
    {"aabb-aabb", 4, 8, {0, 0, 8, 8, 10, 3, 6, 10}, 0},
    {"aabb-aabb-flush", 4, 8, {0, 0, 8, 8, 16, 0, 8, 8}, 0},
    {"aabb-sweep-aabb", 5, 10, {0, 0, 8, 8, -30, -2, 6, 10, 40, 3}, 0},
    {"issue10-aabb-sweep-aabb-corner", 5, 10, {0.5, -0.5, 0.5, 0.5, -5, -1, 0.5, 0.5, 7.5, 2.5}, 0},
    {"circle-point", 6, 6, {0, 0, 5, 3, 1, 0}, 0},
    {"circle-segment", 7, 8, {0, 0, 5, -10, 1, 20, 0, 0}, 0},
    {"issue10-circle-segment-ends-on", 7, 8, {0, 0, 1, -3, -0.5, 2, 0.5, 0}, 0},
    {"issue10-circle-segment-tangent", 7, 8, {0, 0, 1, -3, -1, 6, 4.5, 0}, 0},
    {"circle-circle", 8, 6, {0, 0, 5, 7, 1, 3}, 0},
    {"circle-sweep-circle", 9, 8, {0, 0, 5, -20, 0, 3, 40, 1}, 0},
    {"issue10-circle-sweep-circle-graze", 9, 8, {0, 0, 0.5, -3, -0.5, 0.5, 2, 0.5}, 0},
    {"nearest-aabb", 10, 6, {0, 0, 2, 3, 10, -10}, 0},
    {"aabb-circle", 11, 7, {0, 0, 8, 8, 10, 10, 4}, 0},
    {"circle-aabb", 12, 7, {0, 0, 8, 3, 9, 6, 10}, 0},
    {"aabb-sweep-circle", 13, 9, {0, 0, 8, 8, -30, 3, 6, 50, 0}, 0},
    {"issue10-aabb-sweep-circle-corner", 13, 9, {10, 9.5, 5.75, 1, 0, 0, 0, 4.75, 9.5}, 0},
    {"circle-sweep-aabb", 14, 9, {0, 0, 12, -30, 3, 6, 10, 50, 0}, 0},
    {"issue10-stuck-for-good", 14, 9,
     {600, 260, 12, 0x1.230000000001p+9, 0x1.f3ffff2059e36p+7, 6, 10, -0x1.2c03beebf248cp-19,
      0x1.932bcf5d64963p+2}, 0},
    {"float-circle-sweep-aabb-near-555", 14, 9, {560, 300, 12, 0x1.15p+9, 310, 6, 10, -3, 2.5}, 0},
    /* sweep_into: list of 2 boxes (the seam), then box, circle, delta */
    {"issue10-seam-upper-first", 15, 18,
     {8, 8, 8, 8, 8, 24, 8, 8, 22, 26, 6, 10, 0, 0, 1, -2.5, -7.15, 0}, 0x200},
    {"issue10-seam-lower-first", 15, 18,
     {8, 24, 8, 8, 8, 8, 8, 8, 22, 26, 6, 10, 0, 0, 1, -2.5, -7.15, 0}, 0x200},
    {"sweep-circle-into", 16, 16,
     {0, 0, 8, 8, 40, 0, 10, 0, 0, 0, 0, -30, 3, 5, 80, 0}, 0x202},
    {"nearest-segment", 17, 6, {0, 0, 10, 0, 5, 5}, 0},
    {"issue10-nearest-segment-huge", 17, 6, {0, 0, 2e154, 0, 2e154, 0}, 0},
    {"capsule-point", 18, 7, {0, 0, 10, 0, 2, 5, 1}, 0},
    {"issue10-capsule-circle-axis", 19, 8, {52, 0, -52, 0, 10, 1e-20, 0, 0}, 0},
    {"issue10-capsule-circle-49", 19, 8, {0, 0, 0, 49, 1, 2, 10, 1}, 0},
    {"issue10-capsule-segment-cap", 20, 9, {2, -4, -5, 1, 1, 5, -5, -10, 7.5}, 0},
    {"minmax-point", 21, 6, {0, 0, 2, 2, 1, 1}, 0},
    {"minmax-minmax", 22, 8, {0, 0, 2, 2, 4, 0, 2, 2}, 0},
    {"nearest-circle", 23, 5, {0, 0, 3, 10, 0}, 0},
    {"nearest-capsule", 24, 7, {0, 0, 10, 0, 2, 5, 9}, 0},
    {"circle-contains", 25, 5, {0, 0, 3, 3, 0}, 0},
    {"aabb-contains", 26, 6, {0, 0, 2, 2, 1, 2}, 0},
    {"capsule-contains", 27, 7, {0, 0, 10, 0, 2, 5, 2}, 0},
    {"nearest-circle-edge", 28, 5, {0, 0, 3, 0, 0}, 0},
    {"nearest-aabb-edge", 29, 6, {0, 0, 2, 3, 0, 0}, 0},
    {"triangle-contains", 30, 8, {0, 0, 10, 0, 0, 10, 2, 2}, 0},
    {"nearest-triangle", 31, 8, {0, 0, 10, 0, 0, 10, 20, 20}, 0},
    {"triangle-point", 32, 8, {0, 0, 10, 0, 0, 10, 1, 2}, 0},
    {"triangle-segment", 33, 10, {0, 0, 10, 0, 0, 10, -5, 2, 20, 0}, 0},
    {"issue10-triangle-segment-sliver", 33, 10,
     {12, -19.5, 24, -39.000000000000007, 48, -78.000000000000014, 70, -60, 10, -10}, 0},
    {"triangle-circle", 34, 9, {0, 0, 10, 0, 0, 10, 3, 3, 2}, 0},
    {"issue10-triangle-circle-flat", 34, 9,
     {8.5, 4.0 / 3, 4.0 / 3, 4.0 / 3, 5, 4.0 / 3, 4.0 / 3, 4.0 / 3, 1}, 0},
    {"triangle-aabb", 35, 10, {0, 0, 10, 0, 0, 10, 3, 3, 1, 1}, 0},
    {"issue10-triangle-aabb-subnormal", 35, 10,
     {0.25, 0, -0.25, 0, -0.25, -4.9e-324, 0.25, 0, 0.25, 1}, 0},
    {"triangle-triangle", 36, 12, {0, 0, 10, 0, 0, 10, 2, 2, 12, 2, 2, 12}, 0},
    {"segment-segment", 37, 8, {0, 0, 10, 10, 0, 10, 10, -10}, 0},
    {"issue10-segment-segment-parallel", 37, 8, {0, 0, 1, 0, 0.5, 1, 1e9, 10}, 0},
    {"issue10-segment-segment-float", 37, 8, {0, 9.5, 0, -487616, 0, -487616, 0, 9.5}, 0},
    {"issue10-segment-segment-short", 37, 8, {2, 0, 0, 0x1.411dp-32, 0, 0, 35, 0}, 0},
    {"issue10-aabb-segment-thin", 3, 10,
     {0x1.7cp+6, 0, -0x1.ddp-32, -1, -0x1.8p-32, 0, 0x1.7cp+6, 0, 0, 0}, 0},
    {"circle-overlaps-segment", 38, 7, {0, 0, 1, -3, -0.5, 2, 0.5}, 0},
    {"issue10-capsule-capsule-apart", 39, 10, {3, 0, -1, 1, 0.5, 0, 0, 1.5, 2, 0.5}, 0},
    {"issue10-capsule-capsule-small", 39, 10,
     {0.1, 0.2, 99.7, 0.3, 1e-15, 50.3, -20.1, -0.7, 40.9, 1e-15}, 0},
    {"issue10-capsule-aabb-touch", 40, 9, {0, -1, -2, 1.5, 0.5, 0, 1, 0.5, 1}, 0},
    {"issue10-capsule-aabb-thin", 40, 9, {-30, 0, 74.86, 0, 10.75, 7.25, -8, 1e-20, 50}, 0},
    {"issue10-capsule-aabb-parallel", 40, 9, {0, 10, 1e9, 12, 0.25, 0, 0, 10, 0}, 0},
    {"capsule-sweep-circle", 41, 8, {0, 0, 10, 0, 1, -5, -5, 1}, 0},
    {"circle-segment-vs-overlaps", 42, 7, {0, 0, 1, -3, -1, 6, 4.5}, 0},
    {"aabb-sweep-zero", 43, 8, {0, 0, 8, 8, 10, 0, 3, 3}, 0},
    {"aabb-sweep-away", 44, 10, {0, 0, 8, 8, 14, 0, 6, 10, 5, 0}, 0},
    {"circle-sweep-away", 45, 8, {600, 260, 12, 588, 260, 0.5, -5, 0}, 0},
    {"triangle-sweep-aabb-ramp", 46, 13, {0, 0, 32, 0, 32, 32, -8, 8, 8, 8, 40, 0, 0}, 0},
    {"triangle-sweep-circle", 47, 11, {0, 0, 32, 0, 32, 32, 40, 4, 6, -30, 0}, 0},
    {"capsule-sweep-aabb", 48, 11, {0, 0, 32, 0, 4, -20, 0, 6, 6, 40, 0}, 0},
    {"aabb-sweep-capsule", 49, 11, {0, 0, 8, 8, -30, 0, 0, 10, 3, 40, 0}, 0},
    {"circle-sweep-capsule", 50, 10, {0, 0, 8, -30, 2, 0, 10, 3, 40, 0}, 0},
    {"capsule-sweep-capsule", 51, 12, {0, 0, 32, 0, 4, 0, 20, 0, 10, 3, 0, -20}, 0},
    {"triangle-sweep-capsule", 52, 13, {0, 0, 32, 0, 32, 32, 40, 4, 0, 8, 3, -30, 0}, 0},
    {"segment-sweep-capsule", 53, 11, {0, 0, 0, 32, -20, 16, 0, 8, 4, 40, 0}, 0},
    {"segment-sweep-circle", 54, 9, {0, 0, 0, 32, -20, 16, 4, 40, 0}, 0},
    {"segment-sweep-aabb-flush", 55, 10, {0, 0, 0, 32, -8, 16, 8, 8, 40, 0}, 0},
    {"triangle-capsule", 56, 11, {0, 0, 32, 0, 32, 32, 28, 8, 10, 0, 3}, 0},
    {"segment-circle", 57, 7, {0, 0, 0, 32, 2, 16, 4}, 0},
    {"segment-aabb", 58, 8, {0, 0, 0, 32, 2, 16, 8, 8}, 0},
    {"circles-both", 59, 10, {0, 0, 4, 0, 8, 100, 0, 1, -120, 0}, 0},
    {"bullet-box-both", 60, 11, {0, 0, 8, 8, 0, 20, 100, 0, 1, -120, 0}, 0},
    {"world-tiles-ramp", FN_WORLD, 32,
     {8, 8, 8, 8, 24, 8, 8, 8, 40, 0, 56, 0, 56, 16, 20, 24, 7, 7, 20, 24, 6,
      20, 20, 0, 8, 4, 30, 0, 0, 0, 16, 16}, 0x300 | (3 << 4)},
    /* a box, a point and a capsule of radius 0 on the corner of a triangle
       whose far corners are ~7000 away, sliding along its edge into a circle */
    {"world-slide-into-pocket", FN_WORLD, 30,
     {49, 6296.5, 6296.5, 6296.5, 6296.5, 6999.984375,
      7199.984375, -0.5, 6999.984375, 7011.984375, 0, 0, -3, -3, 3, 3, 0, 0, 0,
      0, 0, 0, 0, 0, 7003.984375, 7011.984375, 0, 0, 512, 512}, 0x300 | 1 | (1 << 2) | (3 << 4)},
    /* a point through the corner of a sliver whose short edge is 3.6e-10
       long, from 119 away: the entry time of that edge */
    {"triangle-sweep-capsule-short-edge", 52, 13,
     {0, 0, 0, 0x1.88p-32, 40, 4, -84, -84, 0, 0, 0, 6999.984375, 6999.984375}, 0},
    {"nonfinite-aabb-segment", 3, 0, {0}, 0},
    {"nonfinite-circle-sweep", 9, 0, {0}, 0},
};

static void put_num(FILE *f, double v)
{
    if (v == floor(v) && v >= -128 && v <= 127 && !(v == 0 && signbit(v))) {
        fputc(0, f);
        fputc((int)(uint8_t)(int8_t)v, f);
    } else {
        uint64_t u;
        int i;
        memcpy(&u, &v, sizeof u);
        fputc(4, f);
        for (i = 0; i < 8; i++) fputc((int)((u >> (8 * i)) & 0xff), f);
    }
}

static int write_corpus(const char *dir)
{
    size_t i;
    char path[4096];
    for (i = 0; i < sizeof SEEDS / sizeof SEEDS[0]; i++) {
        const Seed *s = &SEEDS[i];
        FILE *f;
        int k, used = 0;
        snprintf(path, sizeof path, "%s/%s", dir, s->name);
        f = fopen(path, "wb");
        if (f == NULL) return 1;
        fputc((int)s->fn, f);
        if (s->n == 0) { /* non-finite: infinities and NaN everywhere */
            for (k = 0; k < 12; k++) {
                fputc(5, f);
                fputc(k % 3, f);
            }
        } else if (s->fn == 15 || s->fn == 16 || s->fn == FN_WORLD) {
            static const int numbers[4] = {4, 3, 5, 6}; /* box, circle, capsule, triangle */
            int count = s->list >> 8, bits = s->fn == FN_WORLD ? 2 : 1, j;
            fputc(count - 1, f);
            for (j = 0; j < count; j++) {
                int kind = (s->list >> (bits * j)) & (bits == 2 ? 3 : 1);
                fputc(kind, f);
                for (k = 0; k < numbers[kind]; k++) put_num(f, s->v[used++]);
            }
            while (used < s->n) put_num(f, s->v[used++]);
        } else {
            for (k = 0; k < s->n; k++) put_num(f, s->v[k]);
        }
        fclose(f);
    }
    printf("wrote %d seeds to %s\n", (int)(sizeof SEEDS / sizeof SEEDS[0]), dir);
    return 0;
}

int main(int argc, char **argv)
{
    int i;
    if (argc == 3 && strcmp(argv[1], "--write-corpus") == 0) return write_corpus(argv[2]);
    printf("fuzz replay%s\n", REAL_NAME);
    for (i = 1; i < argc; i++) replay_path(argv[i]);
    printf("%ld passed, %ld failed\n", files_passed, files_failed);
    return files_failed ? 1 : 0;
}
#endif
