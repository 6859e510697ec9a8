/* property_capsule_on_axis.c -- a capsule of zero length is a circle:
   isect_capsule_capsule against one gives the hit of isect_capsule_circle,
   bit for bit, in both orders, most of all when its center lies exactly on
   the other axis.

   Usage: test-property_capsule_on_axis [seed [trials]]

   Phases:
   - "on the axis": a capsule with half-integer ends and radius, and a
     capsule of zero length (radius 0 to 3) centered exactly on its axis: at
     an end, a quarter, the middle, three quarters, or a random fraction
     k / 2^j (exact in both precisions). isect_capsule_capsule(axis, round)
     must give the yes or no and every byte of the hit of
     isect_capsule_circle; the normal must point to the left of the axis
     direction. Swapped, isect_capsule_capsule(round, axis) must give the
     same yes or no, the normal and the delta turned round, and the contact
     point on the round capsule (unless both have zero length). (The push of two capsules broke the tie
     between the two sides of the axis with rounded depths, and a center at
     an end or a quarter went to the right 6 to 10 times in a hundred.)
   - "anywhere": the same comparisons with the center anywhere near the
     capsule, on the half-integer grid or not.
   - "two circles": two capsules of zero length give the yes or no, the
     normal and the delta of isect_circle_circle. */
#define CHECK_PRINT_LIMIT 4
#include "testlib.h"

static isect_capsule g_axis, g_round;

static void describe(void)
{
    printf("  [%s, trial %ld] capsule (%a, %a) + (%a, %a) r %a, zero-length capsule at"
           " (%a, %a) r %a\n", k_kind, k_trial, (double)g_axis.pos.x, (double)g_axis.pos.y,
           (double)g_axis.delta.x, (double)g_axis.delta.y, (double)g_axis.radius,
           (double)g_round.pos.x, (double)g_round.pos.y, (double)g_round.radius);
}

static double half_int(int lo, int hi)
{
    int k = rng_int(2 * lo, 2 * hi);
    return k / 2.0;
}

static long hits, swapped_hits, on_axis_left;

/* The two orders of isect_capsule_capsule against isect_capsule_circle. */
static void compare(void)
{
    isect_circle circ;
    isect_hit hc, h1, h2;
    isect_vec back;
    bool a, b, c;
    circ.pos = g_round.pos;
    circ.radius = g_round.radius;
    hc = marked_hit();
    h1 = marked_hit();
    h2 = marked_hit();
    a = isect_capsule_circle(g_axis, circ, &hc);
    b = isect_capsule_capsule(g_axis, g_round, &h1);
    c = isect_capsule_capsule(g_round, g_axis, &h2);
    CHECK(a == b);
    CHECK(a == c);
    CHECK(isect_capsule_capsule(g_axis, g_round, NULL) == a);
    CHECK(isect_capsule_capsule(g_round, g_axis, NULL) == a);
    if (!a) return;
    hits++;
    if (b) CHECK(memcmp(&hc, &h1, sizeof hc) == 0);
    /* two circles keep the rule of isect_circle_circle instead (last phase) */
    if (c && (g_axis.delta.x != 0 || g_axis.delta.y != 0)) {
        swapped_hits++;
        back.x = g_round.pos.x + -hc.normal.x * g_round.radius;
        back.y = g_round.pos.y + -hc.normal.y * g_round.radius;
        CHECK(h2.normal.x == -hc.normal.x && h2.normal.y == -hc.normal.y);
        CHECK(h2.delta.x == -hc.delta.x && h2.delta.y == -hc.delta.y);
        CHECK(same_vec(h2.pos, back));
        CHECK(h2.time == 0);
    }
}

static void trial_on_axis(void)
{
    static const int quarters[5] = {0, 1, 2, 3, 4};
    int pick = rng_int(0, 6);
    int j = rng_int(1, 8);
    int k = rng_int(0, 1 << j);
    double f, px, py, dx, dy, r, rr;
    px = half_int(-8, 8);
    py = half_int(-8, 8);
    dx = half_int(-8, 8);
    dy = half_int(-8, 8);
    if (dx == 0 && dy == 0) dx = 0.5;
    r = half_int(0, 3);
    rr = half_int(0, 3);
    f = pick < 5 ? quarters[pick] / 4.0 : (double)k / (1 << j);
    g_axis = CAP(px, py, dx, dy, r);
    g_round = CAP(px + f * dx, py + f * dy, 0, 0, rr);
    compare();
    if (isect_capsule_capsule(g_axis, g_round, NULL)) {
        isect_hit h;
        isect_capsule_capsule(g_axis, g_round, &h);
        /* exactly on the axis: the left of the axis direction */
        CHECK(-dy * (double)h.normal.x + dx * (double)h.normal.y > 0);
        on_axis_left++;
    }
}

static void trial_anywhere(void)
{
    double px = half_int(-8, 8);
    double py = half_int(-8, 8);
    double dx = half_int(-8, 8);
    double dy = half_int(-8, 8);
    double r = half_int(0, 3);
    double rr = half_int(0, 3);
    double cx = half_int(-12, 12);
    double cy = half_int(-12, 12);
    double jx = rng_unit();
    double jy = rng_unit();
    double jr = rng_unit();
    if (rng_chance(0.5)) {
        cx += jx - 0.5;
        cy += jy - 0.5;
        r += jr;
    }
    g_axis = CAP(px, py, dx, dy, r);
    g_round = CAP(cx, cy, 0, 0, rr);
    compare();
}

static void trial_two_circles(void)
{
    double px = half_int(-4, 4);
    double py = half_int(-4, 4);
    double cx = half_int(-4, 4);
    double cy = half_int(-4, 4);
    double r = half_int(0, 3);
    double rr = half_int(0, 3);
    isect_circle one, two;
    isect_hit hc, h;
    bool a, b;
    if (rng_chance(0.2)) {
        cx = px;
        cy = py;
    }
    g_axis = CAP(px, py, 0, 0, r);
    g_round = CAP(cx, cy, 0, 0, rr);
    one = CIRC(px, py, r);
    two = CIRC(cx, cy, rr);
    a = isect_circle_circle(one, two, &hc);
    b = isect_capsule_capsule(g_axis, g_round, &h);
    CHECK(a == b);
    if (a && b) {
        CHECK(same_vec(h.normal, hc.normal));
        CHECK(same_vec(h.delta, hc.delta));
    }
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "a capsule of zero length is a circle",
                                 0x0a515ULL, 200000, describe);
    property_phase("on the axis", trials, trial_on_axis);
    property_phase("anywhere", trials, trial_anywhere);
    property_phase("two circles", trials / 4, trial_two_circles);
    printf("hits %ld (swapped %ld), on the axis and to its left %ld\n", hits, swapped_hits,
           on_axis_left);
    return property_finish(__FILE__);
}
