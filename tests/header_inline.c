/* header_inline.c -- the functions intersect.h defines itself, with C99
   `inline` (the book's "The smallest tests live in the header"), link once
   and answer alike in every file, whatever the compiler pastes.

   Built twice into one program with the library (tests/single.mk):
   -DPART=2 gives part_two(), -DPART=1 the rest and main(). Both parts
   include the plain header; `make check-single` builds the pair at -O0
   (nothing pasted: every call goes to the library's copy) and at -O2, in
   C99 and under gcc's old gnu89 rules for `inline`, with gcc and clang.
   Two definitions of a name would fail the link; this program checks the
   answers, in both parts, through a call and through a pointer, and (under
   C99's rules) that both parts point at the same, the library's, copy. */
#include <string.h>
#include "intersect.h"
#include "check.h"

typedef bool (*point_test)(isect_minmax, isect_vec);

/* The eight on one set of inputs, packed as bits, through direct calls;
   and the address of isect_minmax_point. isect_aabb_point and
   isect_aabb_aabb fill their hit through the library's
   isect_aabb_point_push and isect_aabb_aabb_push: the bits say the hit is
   the one expected (pushed out by 1 along +x, onto x = 4). */
static unsigned answers(point_test *where)
{
    isect_minmax m = {{0, 0}, {4, 4}}, n = {{4, 1}, {6, 3}}, o = {{3, 1}, {6, 3}};
    isect_rect r = {{0, 0}, {4, 4}}, q = {{3, 1}, {3, 2}};
    isect_aabb b = {{2, 2}, {2, 2}}, c = {{5, 2}, {2, 1}}, d = {{9, 2}, {1, 1}};
    isect_vec in = {1, 2}, edge = {4, 2}, deep = {3, 2};
    isect_vec seg = {0, 0}, along = {8, 0}, near = isect_nearest_segment(seg, along, deep);
    isect_hit h, k;
    bool hp = isect_aabb_point(b, deep, &h), hb = isect_aabb_aabb(b, c, &k);
    *where = isect_minmax_point;
    return (unsigned)isect_minmax_point(m, in) | (unsigned)isect_minmax_point(m, edge) << 1
         | (unsigned)isect_rect_point(r, in) << 2 | (unsigned)isect_rect_point(r, edge) << 3
         | (unsigned)isect_minmax_minmax(m, n) << 4 | (unsigned)isect_minmax_minmax(m, o) << 5
         | (unsigned)isect_rect_rect(r, q) << 6 | (unsigned)isect_aabb_contains(b, in) << 7
         | (unsigned)isect_aabb_contains(b, edge) << 8
         | (unsigned)(near.x == 3 && near.y == 0) << 9
         | (unsigned)(hp && h.delta.x == 1 && h.delta.y == 0 && h.pos.x == 4) << 10
         | (unsigned)isect_aabb_point(b, edge, NULL) << 11
         | (unsigned)(hb && k.delta.x == 1 && k.delta.y == 0 && k.pos.x == 4) << 12
         | (unsigned)isect_aabb_aabb(b, c, NULL) << 13
         | (unsigned)isect_aabb_aabb(b, d, NULL) << 14;
}


/* lane-cfront: the circle fronts. isect_circle_point and
   isect_circle_circle keep their yes or no in the header and call the
   library's isect_circle_point_push for a hit (or a huge circle). Bits: the
   point's hit (out by 1 along +x, onto x = 5), a point on the circle is
   out, the circles' hit (out by 1 along +x), touching circles are out, a
   circle past the range still holds its point; and the push alike. */
#ifdef ISECT_FLOAT
#define BIG 1e38f
#else
#define BIG 1e300 /* its square overflows: the library's slow path */
#endif
typedef bool (*circle_point_test)(isect_circle, isect_vec, isect_real, isect_hit *);
typedef bool (*circle_circle_test)(isect_circle, isect_circle, isect_hit *);
typedef bool (*triangle_test)(isect_triangle, isect_vec);

/* isect_triangle_contains, whole in the header; huge corners go to the
   library's isect_triangle_point. Bits: in, on an edge (out), in the
   triangle turned the other way, in a triangle past the range. */
static unsigned triangle_answers(void)
{
    isect_triangle t = {{0, 0}, {4, 0}, {0, 4}}, u = {{0, 0}, {0, 4}, {4, 0}};
    isect_triangle big = {{0, 0}, {BIG, 0}, {0, BIG}};
    isect_vec in = {1, 1}, edge = {2, 2}, far = {BIG / 4, BIG / 4};
    return (unsigned)isect_triangle_contains(t, in) | (unsigned)isect_triangle_contains(t, edge) << 1
         | (unsigned)isect_triangle_contains(u, in) << 2
         | (unsigned)isect_triangle_contains(big, far) << 3;
}

static unsigned circle_answers(void)
{
    isect_circle c = {{0, 0}, 5}, d = {{7, 0}, 3}, e = {{8, 0}, 3}, big = {{0, 0}, BIG};
    isect_vec in = {4, 0}, on = {3, 4}, far = {BIG / 2, 0};
    isect_hit h, k, p;
    bool hp = isect_circle_point(c, in, 0, &h), hc = isect_circle_circle(c, d, &k);
    bool pp = isect_circle_point_push(c.pos, c.radius, in, 0, &p);
    return (unsigned)(hp && h.delta.x == 1 && h.delta.y == 0 && h.pos.x == 5)
         | (unsigned)isect_circle_point(c, on, 0, NULL) << 1
         | (unsigned)(hc && k.delta.x == 1 && k.delta.y == 0 && k.pos.x == 5) << 2
         | (unsigned)isect_circle_circle(c, e, NULL) << 3
         | (unsigned)isect_circle_point(big, far, 0, NULL) << 4
         | (unsigned)(pp && memcmp(&h, &p, sizeof h) == 0) << 5
         | triangle_answers() << 6;
}
#define CIRCLE_EXPECTED (1u | 1u << 2 | 1u << 4 | 1u << 5 | 1u << 6 | 1u << 8 | 1u << 9)

/* lane-aseg2: the box vs segment front (for programs that link the
   library) calls the library's isect_aabb_segment_hit for a hit. Bits:
   the hit (in through the left edge x = 0 at time 1/4, normal -x), a
   segment along the top edge misses, one that starts inside hits at time
   0, and the hit function alone gives the same hit. */
typedef bool (*box_segment)(isect_aabb, isect_vec, isect_vec, isect_vec, isect_hit *);
static unsigned box_segment_answers(void)
{
    isect_aabb b = {{2, 2}, {2, 2}};
    isect_vec from = {-2, 1}, along = {8, 0}, top = {-2, 4}, in = {1, 1}, none = {0, 0};
    isect_hit h, k, p;
    bool hs = isect_aabb_segment(b, from, along, none, &h);
    bool hi = isect_aabb_segment(b, in, along, none, &k);
    isect_aabb_segment_hit(b, from, along, none, &p);
    return (unsigned)(hs && h.time == 0.25f && h.normal.x == -1 && h.pos.x == 0)
         | (unsigned)isect_aabb_segment(b, top, along, none, NULL) << 1
         | (unsigned)(hi && k.time == 0) << 2
         | (unsigned)(memcmp(&h, &p, sizeof h) == 0) << 3;
}
#define BOX_SEGMENT_EXPECTED (1u | 1u << 2 | 1u << 3)

/* lane-cseg: isect_circle_segment keeps its yes or no in the header and
   calls the library's isect_circle_segment_entry for a hit (or numbers too
   big). Bits: the book's exercise enters at time 0.3 (normal (-0.8, 0.6)),
   a tangent misses, a segment heading away misses, a segment through a
   circle past the range hits, the entry on its own gives the same hit. */
typedef bool (*circle_segment_test)(isect_circle, isect_vec, isect_vec, isect_real,
                                    isect_hit *);

static unsigned circle_segment_answers(void)
{
    isect_circle c = {{0, 0}, 5}, big = {{0, 0}, BIG / 4};
    isect_vec p = {-10, 3}, tangent = {-10, 5}, away = {10, 0}, d = {20, 0};
    isect_vec far = {-BIG / 2, 0}, across = {BIG, 0};
    isect_hit h, e;
    bool hs = isect_circle_segment(c, p, d, 0, &h);
    bool he = isect_circle_segment_entry(c.pos, c.radius, p, d, 0, &e);
    return (unsigned)(hs && h.normal.x == (isect_real)-0.8 && h.normal.y == (isect_real)0.6)
         | (unsigned)isect_circle_segment(c, tangent, d, 0, NULL) << 1
         | (unsigned)isect_circle_segment(c, away, d, 0, NULL) << 2
         | (unsigned)isect_circle_segment(big, far, across, 0, NULL) << 3
         | (unsigned)(he && memcmp(&h, &e, sizeof h) == 0) << 4;
}
#define CIRCLE_SEGMENT_EXPECTED (1u | 1u << 3 | 1u << 4)

#if PART == 2
unsigned part_two(point_test *where);
unsigned part_two(point_test *where) { return answers(where); }
typedef bool (*box_point)(isect_aabb, isect_vec, isect_hit *);
typedef bool (*box_box)(isect_aabb, isect_aabb, isect_hit *);
typedef isect_vec (*nearest)(isect_vec, isect_vec, isect_vec);
void part_two_pointers(box_point *p, box_box *b, nearest *n);
void part_two_pointers(box_point *p, box_box *b, nearest *n)
{
    *p = isect_aabb_point;
    *b = isect_aabb_aabb;
    *n = isect_nearest_segment;
}
unsigned part_two_circles(circle_point_test *p, circle_circle_test *c, triangle_test *t);
unsigned part_two_circles(circle_point_test *p, circle_circle_test *c, triangle_test *t)
{
    *p = isect_circle_point;
    *c = isect_circle_circle;
    *t = isect_triangle_contains;
    return circle_answers();
}
unsigned part_two_box_segment(box_segment *f);
unsigned part_two_box_segment(box_segment *f)
{
    *f = isect_aabb_segment;
    return box_segment_answers();
}
unsigned part_two_circle_segment(circle_segment_test *s);
unsigned part_two_circle_segment(circle_segment_test *s)
{
    *s = isect_circle_segment;
    return circle_segment_answers();
}
#else
unsigned part_two(point_test *where);

/* in, not edge; in, not edge; touching, overlapping; overlapping; in, not
   edge; the foot (3, 0); the point's hit, not the edge; the boxes' hit,
   overlapping, not far apart */
#define EXPECTED (1u | 1u << 2 | 1u << 5 | 1u << 6 | 1u << 7 | 1u << 9 | 1u << 10 \
                  | 1u << 12 | 1u << 13)

TEST(both_parts_answer_alike)
{
    point_test one, two;
    isect_minmax m = {{0, 0}, {4, 4}};
    isect_vec in = {1, 2};
    CHECK(answers(&one) == EXPECTED);
    CHECK(part_two(&two) == EXPECTED);
    CHECK(one(m, in) && two(m, in));
#if !defined(__GNUC_GNU_INLINE__) || defined(__cplusplus)
    CHECK(one == two); /* both the library's copy */
#endif
}

/* The three with a hit or a point to give, through pointers taken in
   both parts: the same answers, and (under C99's rules) the same copy. */
typedef bool (*box_point)(isect_aabb, isect_vec, isect_hit *);
typedef bool (*box_box)(isect_aabb, isect_aabb, isect_hit *);
typedef isect_vec (*nearest)(isect_vec, isect_vec, isect_vec);
void part_two_pointers(box_point *p, box_box *b, nearest *n);

TEST(the_hit_fronts_link_once)
{
    box_point p2;
    box_box b2;
    nearest n2;
    isect_aabb b = {{2, 2}, {2, 2}}, c = {{5, 2}, {2, 1}};
    isect_vec deep = {3, 2}, seg = {0, 0}, along = {8, 0};
    isect_hit h1, h2;
    part_two_pointers(&p2, &b2, &n2);
    CHECK(p2(b, deep, &h1) && isect_aabb_point(b, deep, &h2));
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
    CHECK(b2(b, c, &h1) && isect_aabb_aabb(b, c, &h2));
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
    CHECK(n2(seg, along, deep).x == 3);
#if !defined(__GNUC_GNU_INLINE__) || defined(__cplusplus)
    CHECK(p2 == isect_aabb_point);
    CHECK(b2 == isect_aabb_aabb);
    CHECK(n2 == isect_nearest_segment);
#endif
}

/* lane-cfront: the circle fronts and isect_triangle_contains answer alike
   in both parts, and through pointers taken in part two; under C99's
   rules, the same copy. */
unsigned part_two_circles(circle_point_test *p, circle_circle_test *c, triangle_test *t);

TEST(the_circle_fronts_link_once)
{
    circle_point_test p2;
    circle_circle_test c2;
    triangle_test t2;
    isect_triangle t = {{0, 0}, {4, 0}, {0, 4}};
    isect_vec deep = {1, 1};
    isect_circle c = {{0, 0}, 5}, d = {{7, 0}, 3};
    isect_vec in = {4, 0};
    isect_hit h1, h2;
    CHECK(circle_answers() == CIRCLE_EXPECTED);
    CHECK(part_two_circles(&p2, &c2, &t2) == CIRCLE_EXPECTED);
    CHECK(p2(c, in, 0, &h1) && isect_circle_point(c, in, 0, &h2));
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
    CHECK(c2(c, d, &h1) && isect_circle_circle(c, d, &h2));
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
    CHECK(!p2(c, in, -1, NULL) && c2(c, d, NULL));
    CHECK(t2(t, deep) && !t2(t, in));
#if !defined(__GNUC_GNU_INLINE__) || defined(__cplusplus)
    CHECK(p2 == isect_circle_point);
    CHECK(c2 == isect_circle_circle);
    CHECK(t2 == isect_triangle_contains);
#endif
}

unsigned part_two_box_segment(box_segment *f);

TEST(the_box_segment_front_links_once)
{
    box_segment f2;
    isect_aabb b = {{2, 2}, {2, 2}};
    isect_vec from = {-2, 1}, along = {8, 0}, none = {0, 0};
    isect_hit h1, h2;
    CHECK(box_segment_answers() == BOX_SEGMENT_EXPECTED);
    CHECK(part_two_box_segment(&f2) == BOX_SEGMENT_EXPECTED);
    CHECK(f2(b, from, along, none, &h1) && isect_aabb_segment(b, from, along, none, &h2));
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
#if !defined(__GNUC_GNU_INLINE__) || defined(__cplusplus)
    CHECK(f2 == isect_aabb_segment);
#endif
}

/* lane-cseg: the segment front answers alike in both parts and through a
   pointer taken in part two; under C99's rules, the same copy. */
unsigned part_two_circle_segment(circle_segment_test *s);

TEST(the_circle_segment_front_links_once)
{
    circle_segment_test s2;
    isect_circle c = {{0, 0}, 5};
    isect_vec p = {-10, 3}, d = {20, 0};
    isect_hit h1, h2;
    CHECK(circle_segment_answers() == CIRCLE_SEGMENT_EXPECTED);
    CHECK(part_two_circle_segment(&s2) == CIRCLE_SEGMENT_EXPECTED);
    CHECK(s2(c, p, d, 0, &h1) && isect_circle_segment(c, p, d, 0, &h2));
    CHECK(memcmp(&h1, &h2, sizeof h1) == 0);
#if !defined(__GNUC_GNU_INLINE__) || defined(__cplusplus)
    CHECK(s2 == isect_circle_segment);
#endif
}

int main(void)
{
    RUN(both_parts_answer_alike);
    RUN(the_hit_fronts_link_once);
    RUN(the_circle_fronts_link_once);
    RUN(the_box_segment_front_links_once);
    RUN(the_circle_segment_front_links_once);
    return check_report();
}
#endif
