/* single_main.c -- `make check-single`: the one-file header,
   intersect_single.h, built every way a program can use it, answers
   exactly as the library does.

   Program "static" (-DSINGLE_STATIC): the library linked as usual
   (intersect.c), a C file that defines ISECT_STATIC (every function
   static inline in that file), and the same with a C++ compiler.
   Program "impl": one C file with ISECT_IMPLEMENTATION (it holds the
   code), one that only includes the header and calls into the first, and
   one with ISECT_STATIC beside them (its private copies must not clash with
   the first file's public ones).
   Each is built with gcc and clang, in double and in float. The answers of
   each copy of tests/single_cases.c are compared value by value. */
#include <stdio.h>
#include <string.h>
#include "intersect_single.h"
#include "single_cases.h"
#include "check.h"

static isect_real first[SINGLE_VALUES], second[SINGLE_VALUES];

/* Same length, same bits (a NaN would differ from itself in a == test). */
static void same_answers(size_t (*a)(isect_real *, size_t *), size_t (*b)(isect_real *, size_t *))
{
    size_t na, nb, ha, hb;
    memset(first, 0xAB, sizeof first);
    memset(second, 0xCD, sizeof second);
    na = a(first, &ha);
    nb = b(second, &hb);
    CHECK(na == SINGLE_VALUES);
    CHECK(nb == na);
    CHECK(hb == ha);
    CHECK(memcmp(first, second, na * sizeof first[0]) == 0);
    /* the cases are not all misses nor all hits */
    CHECK(ha > SINGLE_ROUNDS);
    CHECK(ha < SINGLE_ROUNDS * 11);
}

/* One answer known by hand, through the header this file sees: a box of
   half size 2 at (10, 10), a segment from (0, 11) right by 20 enters its
   left side, x = 8, at time 8/20. */
TEST(single_header_known_answer)
{
    isect_aabb box;
    isect_hit h;
    box.pos = isect_v(10, 10);
    box.half = isect_v(2, 2);
    if (CHECK(isect_aabb_segment(box, isect_v(0, 11), isect_v(20, 0), isect_v(0, 0), &h))) {
        CHECK(h.time == (isect_real)0.4);
        CHECK(h.normal.x == -1 && h.normal.y == 0);
        CHECK(h.pos.x == 8 && h.pos.y == 11);
    }
}

#ifdef SINGLE_STATIC
size_t answers_lib(isect_real *out, size_t *hits);
size_t answers_static(isect_real *out, size_t *hits);
size_t answers_cxx(isect_real *out, size_t *hits);

TEST(single_header_static_equals_library) { same_answers(answers_lib, answers_static); }
TEST(single_header_static_cxx_equals_library) { same_answers(answers_lib, answers_cxx); }
#else
size_t answers_impl(isect_real *out, size_t *hits);
size_t answers_plain(isect_real *out, size_t *hits);
size_t answers_static(isect_real *out, size_t *hits);

TEST(single_header_plain_include_equals_implementation) { same_answers(answers_impl, answers_plain); }
TEST(single_header_static_beside_implementation) { same_answers(answers_impl, answers_static); }
#endif

int main(void)
{
#ifdef SINGLE_STATIC
    RUN(single_header_static_equals_library);
    RUN(single_header_static_cxx_equals_library);
#else
    RUN(single_header_plain_include_equals_implementation);
    RUN(single_header_static_beside_implementation);
#endif
    RUN(single_header_known_answer);
    return check_report();
}
