/* plot.h: the broad-phase figures (plot.c), drawn from the benchmark's
   committed numbers, svg/data/broadphase.tsv. No libc. */
#ifndef PLOT_H
#define PLOT_H

#include "draw.h"

#define PLOT_METHODS 3      /* brute force, our grid, Box2D's tree */

/* One line of the file: a world size, a query, each method's time; the
   logarithms (base 10) are taken when build/broadphase.h is made. */
typedef struct plot_row {
    isect_real log_n;
    int kind;                           /* 0: ray cast, 1: box sweep */
    int have[PLOT_METHODS];             /* 0: the file says NA */
    isect_real log_ns[PLOT_METHODS];
    isect_real ns[PLOT_METHODS];
} plot_row;

/* Where the point (log10 n, log10 ns) is drawn in the figure for kind. */
isect_vec plot_point(int kind, isect_real log_n, isect_real log_ns);

void scene_broadphase_cast(draw_scene *s);
void scene_broadphase_sweep(draw_scene *s);

#endif /* PLOT_H */
