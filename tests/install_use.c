/* install_use.c -- a program that uses the installed library, the way a
   user's program would (make check-install, tests/check-install.sh).
   Compiled as C and as C++, with the flags `pkg-config --cflags --libs
   intersect` (or intersectf) prints, and run against the shared library.

   -DEXPECT_VERSION="\"0.1.0\""  the file VERSION: the header must agree
   -DEXPECT_REAL=8 (or 4)        the size of isect_real the flags must give
   -DUSE_SINGLE                  include intersect_single.h with ISECT_STATIC
                                 instead (nothing to link)

   Prints one line starting "install_use: ok" and returns 0, or says what
   is wrong and returns 1. */
#ifdef USE_SINGLE
#define ISECT_STATIC
#include <intersect_single.h>
#else
#include <intersect.h>
#endif
#include <stdio.h>
#include <string.h>

#define STR2(x) #x
#define STR(x) STR2(x)

int main(void)
{
    int fail = 0;
    /* the three numbers and the string say the same version */
    const char *from_numbers = STR(ISECT_VERSION_MAJOR) "." STR(ISECT_VERSION_MINOR)
                               "." STR(ISECT_VERSION_PATCH);
    if (strcmp(from_numbers, ISECT_VERSION) != 0) {
        printf("install_use: numbers say %s, ISECT_VERSION says %s\n",
               from_numbers, ISECT_VERSION);
        fail = 1;
    }
    if (strcmp(ISECT_VERSION, EXPECT_VERSION) != 0) {
        printf("install_use: ISECT_VERSION is %s, VERSION is %s\n",
               ISECT_VERSION, EXPECT_VERSION);
        fail = 1;
    }
    if (sizeof(isect_real) != EXPECT_REAL) {
        printf("install_use: isect_real has %u bytes, expected %u\n",
               (unsigned)sizeof(isect_real), (unsigned)EXPECT_REAL);
        fail = 1;
    }
    /* the README's sweep: a ball of radius 2 at (-20, 4) moves 40 to the
       right into a box of half size 8 at the origin; it meets the box's
       left side, x = -8 - 2, at time (20 - 10) / 40, and stops a hair short
       of it (the sweep's stop is clear of the box, never inside) */
    {
        isect_aabb wall = {{0, 0}, {8, 8}};
        isect_circle ball = {{-20, 4}, 2};
        isect_sweep sweep;
        if (!isect_aabb_sweep_circle(wall, ball, isect_v(40, 0), &sweep)) {
            printf("install_use: the ball missed the wall\n");
            fail = 1;
        } else if (sweep.hit.time != (isect_real)0.25 || sweep.pos.x > -10
                   || sweep.pos.x < (isect_real)-10.01 || sweep.pos.y != 4
                   || sweep.hit.normal.x != -1
                   || sweep.hit.normal.y != 0) {
            printf("install_use: t=%.9g, stop (%.9g, %.9g), normal (%g, %g)\n",
                   (double)sweep.hit.time, (double)sweep.pos.x, (double)sweep.pos.y,
                   (double)sweep.hit.normal.x, (double)sweep.hit.normal.y);
            fail = 1;
        }
    }
    if (fail)
        return 1;
    printf("install_use: ok, version %s, %s, %s\n", ISECT_VERSION,
           sizeof(isect_real) == sizeof(float) ? "float" : "double",
#ifdef __cplusplus
           "C++"
#else
           "C"
#endif
    );
    return 0;
}
