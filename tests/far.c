/* far.c -- how far results move when the same cases sit far from the
   origin: `make far` (tests/precision.mk) prints the table of the section
   "Far from the origin" in intersect.nw, for the precision it is compiled
   in (build/far: double, build/far-float: float).

   Usage: far [cases [detail]]   cases: how many (default 20000);
                                 detail: 1 prints each function's row

   A fixed, seeded set of cases as a game makes them: coordinates in
   [-50, 50], a third of them on the quarter grid (so shapes are often
   exactly flush), the rest uniform; sizes in (0, 20]; motions up to 40.
   Each case calls every public function (tests/calls.h) once at the
   origin and once moved by (T, T). For each T it reports how many booleans
   change, and, where both calls hit, how far the numbers move: positions
   (less T), deltas, times, normals, as the median and the largest of
   each function's largest move.

   Three tables: the single tests; the movers (isect_world_move_*) that
   start clear of every shape; and the movers that start inside one. A
   mover chains several sweeps and slides, and one that starts inside
   first pushes itself out, shape by shape, in a few rounds: there a near
   tie met on the way sends the rest of the path another way (see "Far
   from the origin"). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calls.h"

#ifdef ISECT_FLOAT
static const double shifts[] = {1e3, 1e4, 1e5};
#define PRECISION "float"
#define MANTISSA 23
#else
static const double shifts[] = {1e3, 1e6, 1e9};
#define PRECISION "double"
#define MANTISSA 52
#endif
#define N_SHIFTS 3

static uint64_t state = 0x466172u; /* "Far" */

static double unit(void) /* [0, 1), splitmix64 */
{
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0);
}

static isect_real coord(double range)
{
    if (unit() < 1.0 / 3) return (isect_real)(floor(unit() * 8 * range) / 4 - range);
    return (isect_real)(range * (2 * unit() - 1));
}

static isect_real size(double range)
{
    if (unit() < 1.0 / 3) return (isect_real)(floor(unit() * 4 * range + 1) / 4);
    return (isect_real)(range * (1 - unit()));
}

static isect_vec pt(void)
{
    isect_real x = coord(50); /* x first: argument order is unspecified */
    return isect_v(x, coord(50));
}
static isect_vec sz(void)
{
    isect_real x = size(20);
    return isect_v(x, size(20));
}
static isect_vec mv(void)
{
    isect_real x = coord(40);
    return isect_v(x, coord(40));
}

static calls_in gen_case(void)
{
    static const calls_draws draws = {pt, sz, size, mv, mv};
    return calls_draw(&draws);
}

/* Per function: how many calls returned a boolean, how many booleans
   changed, how many ties went the other way, and the largest move of each
   kind among the rest. */
typedef struct {
    const char *name;
    long calls, bools, flips, jumps;
    double move[F_KINDS];
} stat;

/* How far a result moved: a position less the shift. */
static double dist(call_field far, call_field base, double shift)
{
    double dx = far.x - base.x, dy = far.y - base.y;
    if (far.kind == F_POS) {
        dx = (far.x - shift) - base.x;
        dy = (far.y - shift) - base.y;
    }
    return sqrt(dx * dx + dy * dy);
}

/* A tie decided the other way: the normal turned (by more than 0.1), or a
   sweep through many picked another shape (its index, an F_REAL). */
static int jumped(const call_result *far, const call_result *base, int index_is_real)
{
    int j;
    for (j = 0; j < base->n; j++) {
        if (base->f[j].kind == F_NORMAL && dist(far->f[j], base->f[j], 0) > 0.1) return 1;
        if (index_is_real && base->f[j].kind == F_REAL && far->f[j].x != base->f[j].x) return 1;
    }
    return 0;
}

/* The groups of the tables: 0, one test; 1, a mover that starts clear;
   2, a mover that starts inside (calls.h records that as a number, 1). */
#define N_GROUPS 3
static int group_of(const call_result *r)
{
    int j;
    if (strstr(r->name, "_move_") == NULL) return 0;
    for (j = 0; j < r->n; j++)
        if (r->f[j].kind == F_REAL) return r->f[j].x == 1 ? 2 : 1;
    return 1;
}
static const char *const group_name[N_GROUPS] = {
    "single tests", "the movers, from a start clear of every shape",
    "the movers, from a start inside a shape"};

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    long cases = argc > 1 ? strtol(argv[1], NULL, 0) : 20000;
    int detail = argc > 2 ? atoi(argv[2]) : 0;
    static stat st[N_SHIFTS][N_GROUPS][CALLS_MAX];
    static call_result base[CALLS_MAX], far[CALLS_MAX];
    double *moves[N_SHIFTS][N_GROUPS]; /* every position and delta move, for the median */
    long n_moves[N_SHIFTS][N_GROUPS];
    int n = 0, s, i, j, g;
    long c;
    for (s = 0; s < N_SHIFTS; s++) {
        for (g = 0; g < N_GROUPS; g++) {
            moves[s][g] = malloc((size_t)cases * CALLS_MAX * 4 * sizeof(double));
            if (moves[s][g] == NULL) return 1;
            n_moves[s][g] = 0;
        }
        for (g = 0; g < N_GROUPS; g++)
            for (i = 0; i < CALLS_MAX; i++) {
                stat *t = &st[s][g][i];
                t->name = NULL;
                t->calls = t->bools = t->flips = t->jumps = 0;
                for (j = 0; j < F_KINDS; j++) t->move[j] = -1;
            }
    }
    for (c = 0; c < cases; c++) {
        calls_in in = gen_case(), moved;
        n = calls_run(&in, base);
        for (s = 0; s < N_SHIFTS; s++) {
            moved = calls_translate(&in, (isect_real)shifts[s], (isect_real)shifts[s]);
            calls_run(&moved, far);
            for (i = 0; i < n; i++) {
                stat *t;
                /* the queries into many shapes record the index they hit
                   (the grid's count of cells is a count, not an index) */
                int into = strstr(base[i].name, "_into") != NULL
                           || strstr(base[i].name, "isect_world_") == base[i].name
                           || (strstr(base[i].name, "isect_grid_") == base[i].name
                               && strstr(base[i].name, "cells_on_path") == NULL);
                g = group_of(&base[i]);
                t = &st[s][g][i];
                t->name = base[i].name;
                t->calls++;
                if (base[i].has_bool) {
                    t->bools++;
                    if (base[i].b != far[i].b) {
                        t->flips++;
                        continue;
                    }
                }
                /* a mover that met a surface in one place and none in the
                   other took another path: a tie too */
                if (base[i].n != far[i].n || jumped(&far[i], &base[i], into)) {
                    t->jumps++;
                    continue;
                }
                for (j = 0; j < base[i].n; j++) {
                    int kind = base[i].f[j].kind;
                    double d = dist(far[i].f[j], base[i].f[j], shifts[s]);
                    if (d > t->move[kind]) t->move[kind] = d;
                    if (kind == F_POS || kind == F_DELTA) moves[s][g][n_moves[s][g]++] = d;
                }
            }
        }
    }

    printf("Far from the origin (%s): %ld cases, %d functions, each case moved by (T, T).\n",
           PRECISION, cases, n);
    printf("ulp(T): the spacing of %ss near T (T 2^-%d, to a power of two). Ties: a\n",
           PRECISION, MANTISSA);
    printf("normal that turned, or another shape picked. Moves: of the other results;\n");
    printf("\"1 in 1000\": the move that only one result in a thousand exceeds.\n");
    for (g = 0; g < N_GROUPS; g++) {
        int in_group = 0;
        for (i = 0; i < n; i++) in_group += st[0][g][i].calls > 0;
        printf("\n%s (%d functions):\n\n", group_name[g], in_group);
        printf("| T | ulp(T) | booleans changed | ties decided the other way "
               "| positions and deltas moved: median, 1 in 1000, largest | times moved: largest "
               "| normals moved: largest |\n");
        printf("|---|---|---|---|---|---|---|\n");
        for (s = 0; s < N_SHIFTS; s++) {
            long bools = 0, flips = 0, jumps = 0, calls = 0;
            double max[F_KINDS] = {0, 0, 0, 0, 0}, median = 0, p999 = 0;
            long m = n_moves[s][g];
            int e;
            for (i = 0; i < n; i++) {
                const stat *t = &st[s][g][i];
                calls += t->calls;
                bools += t->bools;
                flips += t->flips;
                jumps += t->jumps;
                for (j = 0; j < F_KINDS; j++)
                    if (t->move[j] > max[j]) max[j] = t->move[j];
            }
            if (m > 0) {
                qsort(moves[s][g], (size_t)m, sizeof(double), cmp_double);
                median = moves[s][g][m / 2];
                p999 = moves[s][g][m - 1 - m / 1000];
            }
            frexp(shifts[s], &e);
            printf("| 10^%d | %.2g | %ld of %ld | %ld of %ld | %.2g, %.2g, %.2g | %.2g | %.2g |\n",
                   (int)lround(log10(shifts[s])), ldexp(1.0, e - 1 - MANTISSA), flips, bools,
                   jumps, calls, median, p999, fmax(max[F_POS], max[F_DELTA]), max[F_TIME],
                   max[F_NORMAL]);
        }
    }
    if (detail) {
        for (s = 0; s < N_SHIFTS; s++) {
            printf("\nT = %.0e, per function: booleans changed, ties, largest move of pos, "
                   "delta, time, normal (-1: none)\n", shifts[s]);
            for (g = 0; g < N_GROUPS; g++)
                for (i = 0; i < n; i++) {
                    const stat *t = &st[s][g][i];
                    if (t->calls == 0) continue;
                    printf("  %-30s %-6s %5ld of %5ld %5ld %9.2g %9.2g %9.2g %9.2g\n", t->name,
                           g == 2 ? "inside" : g == 1 ? "clear" : "", t->flips, t->bools,
                           t->jumps, t->move[F_POS], t->move[F_DELTA], t->move[F_TIME],
                           t->move[F_NORMAL]);
                }
        }
    }
    for (s = 0; s < N_SHIFTS; s++)
        for (g = 0; g < N_GROUPS; g++) free(moves[s][g]);
    return 0;
}
