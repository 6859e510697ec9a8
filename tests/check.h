/* check.h -- a tiny test framework for the intersect C tests (C99, header only).

   TEST(name) { ... }       defines a test case (a static void function);
   RUN(name);               runs it (from main), naming it in failure messages;
   CHECK(cond)              passes when cond is true;
   CHECK_NEAR(a, b, tol)    passes when |a - b| <= tol (NaN or infinity fails);
   CHECK_VEC(v, x, y, tol)  passes when v.x and v.y are both within tol of x, y
                            (v is any struct with x and y, evaluated twice);
   return check_report();   from main: prints "N passed, N failed" on stdout
                            and gives 0 if nothing failed, 1 otherwise.

   Every macro counts one check, prints file:line, the test, the expression and
   the values when it fails, and evaluates to 1 (pass) or 0 (fail), so a test
   can skip checks that make no sense after a failure:
       if (CHECK(hit)) CHECK_NEAR(h.time, 0.25, TOL);
   Arguments are converted to double for comparison and printing.

   For generated tests: define CHECK_PRINT_LIMIT n (before including) to print
   only the first n failures of each CHECK line (all are still counted), and
   set check_describe to a function that prints the current inputs after each
   printed failure. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>

#ifndef CHECK_PRINT_LIMIT
#define CHECK_PRINT_LIMIT 0 /* 0: print every failure */
#endif

static long check_passed_count;
static long check_failed_count;
static const char *check_current_test = "-";
static void (*check_describe)(void);          /* prints the inputs of a failure */
static unsigned long check_line_failures[8192]; /* failures per source line */

#define TEST(name) static void name(void)
#define RUN(name) check_run(#name, name)

#define CHECK(cond) \
    check_true((cond) ? 1 : 0, #cond, __FILE__, __LINE__)
#define CHECK_NEAR(a, b, tol) \
    check_near((double)(a), (double)(b), (double)(tol), #a, #b, __FILE__, __LINE__)
#define CHECK_VEC(v, ex, ey, tol) \
    check_vec((double)(v).x, (double)(v).y, (double)(ex), (double)(ey), (double)(tol), \
              #v, __FILE__, __LINE__)

static inline int check_pass(void)
{
    check_passed_count++;
    return 1;
}

/* Counts a failure; says whether to print it (and if so prints its head). */
static inline int check_fail_head(const char *file, int line)
{
    unsigned long n = ++check_line_failures[(unsigned)line % 8192u];
    check_failed_count++;
    if (CHECK_PRINT_LIMIT > 0 && n > (unsigned long)CHECK_PRINT_LIMIT) {
        if (n == (unsigned long)CHECK_PRINT_LIMIT + 1)
            printf("FAIL %s:%d: further failures of this check not printed\n", file, line);
        return 0;
    }
    printf("FAIL %s:%d: [%s] ", file, line, check_current_test);
    return 1;
}

static inline void check_fail_tail(void)
{
    if (check_describe) check_describe();
    fflush(stdout);
}

static inline int check_true(int ok, const char *expr, const char *file, int line)
{
    if (ok) return check_pass();
    if (check_fail_head(file, line)) {
        printf("CHECK(%s)\n", expr);
        check_fail_tail();
    }
    return 0;
}

static inline int check_close(double a, double b, double tol)
{
    return fabs(a - b) <= tol; /* false for NaN and for infinite differences */
}

static inline int check_near(double a, double b, double tol, const char *ea,
                             const char *eb, const char *file, int line)
{
    if (check_close(a, b, tol)) return check_pass();
    if (check_fail_head(file, line)) {
        printf("CHECK_NEAR(%s, %s): got %.17g, expected %.17g (diff %.3g, tol %.3g)\n",
               ea, eb, a, b, fabs(a - b), tol);
        check_fail_tail();
    }
    return 0;
}

static inline int check_vec(double vx, double vy, double x, double y, double tol,
                            const char *ev, const char *file, int line)
{
    if (check_close(vx, x, tol) && check_close(vy, y, tol)) return check_pass();
    if (check_fail_head(file, line)) {
        printf("CHECK_VEC(%s): got (%.17g, %.17g), expected (%.17g, %.17g) (tol %.3g)\n",
               ev, vx, vy, x, y, tol);
        check_fail_tail();
    }
    return 0;
}

static inline void check_run(const char *name, void (*fn)(void))
{
    check_current_test = name;
    fn();
    check_current_test = "-";
}

static inline int check_report(void)
{
    printf("%ld passed, %ld failed\n", check_passed_count, check_failed_count);
    fflush(stdout);
    return check_failed_count == 0 ? 0 : 1;
}

#endif /* CHECK_H */
