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
#include "intersect.h"
#include "check.h"

typedef bool (*point_test)(isect_minmax, isect_vec);

/* The five on one set of inputs, packed as bits, through direct calls;
   and the address of isect_minmax_point. */
static unsigned answers(point_test *where)
{
    isect_minmax m = {{0, 0}, {4, 4}}, n = {{4, 1}, {6, 3}}, o = {{3, 1}, {6, 3}};
    isect_rect r = {{0, 0}, {4, 4}}, q = {{3, 1}, {3, 2}};
    isect_aabb b = {{2, 2}, {2, 2}};
    isect_vec in = {1, 2}, edge = {4, 2};
    *where = isect_minmax_point;
    return (unsigned)isect_minmax_point(m, in) | (unsigned)isect_minmax_point(m, edge) << 1
         | (unsigned)isect_rect_point(r, in) << 2 | (unsigned)isect_rect_point(r, edge) << 3
         | (unsigned)isect_minmax_minmax(m, n) << 4 | (unsigned)isect_minmax_minmax(m, o) << 5
         | (unsigned)isect_rect_rect(r, q) << 6 | (unsigned)isect_aabb_contains(b, in) << 7
         | (unsigned)isect_aabb_contains(b, edge) << 8;
}

#if PART == 2
unsigned part_two(point_test *where);
unsigned part_two(point_test *where) { return answers(where); }
#else
unsigned part_two(point_test *where);

/* in, not edge; in, not edge; touching, overlapping; overlapping; in, not edge */
#define EXPECTED (1u | 1u << 2 | 1u << 5 | 1u << 6 | 1u << 7)

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

int main(void)
{
    RUN(both_parts_answer_alike);
    return check_report();
}
#endif
