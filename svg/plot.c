/* plot.c: the broad-phase figures, how the cost of one query grows with
   the number of shapes in the world: brute force, our grid and Box2D's
   b2DynamicTree, log-log, one figure for the ray cast and one for the box
   sweep. No libc.

   The numbers are the benchmark's own (`make bench-plot` runs
   tests/bench_broad.c and rewrites svg/data/broadphase.tsv); figures.mk
   turns that committed file into build/broadphase.h, an array of rows with
   the logarithms already taken (awk has log(), this file has no libm). So
   the normal build draws the figure from the committed data and never runs
   the benchmark. A method the file has no time for (NA) is left out. */
#include "plot.h"
#include "broadphase.h"

/* The plot's frame, in pixels: x is log10 n, y is log10 ns. */
#define PLOT_LEFT 78
#define PLOT_RIGHT 420
#define PLOT_TOP 28
#define PLOT_BOTTOM 262
#define PLOT_WIDTH 560
#define PLOT_HEIGHT 312

static const draw_role method_role[PLOT_METHODS] = { DRAW_INK, DRAW_FIXED, DRAW_CLEAR };
static const char *const method_label[PLOT_METHODS] = { "brute force", "our grid", "b2DynamicTree" };
static const char *const method_tag[PLOT_METHODS] = { "brute", "grid", "tree" };
static const char *const n_label[] = { "100", "1,000", "10,000", "100,000", "1,000,000", "10,000,000" };
static const char *const ns_label[] = { "1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs",
                                        "1 ms", "10 ms", "100 ms", "1 s" };

static isect_real floor_of(isect_real v)
{
    isect_real f = (isect_real)(long)v;
    return f > v ? f - 1 : f;
}

static isect_real ceil_of(isect_real v)
{
    isect_real f = (isect_real)(long)v;
    return f < v ? f + 1 : f;
}

/* The decades the figure spans: every measured time fits. */
static void plot_range(int kind, isect_real *lo, isect_real *hi)
{
    int i, m, first = 1;
    *lo = 2;
    *hi = 3;
    for (i = 0; i < broadphase_count; i++)
        for (m = 0; m < PLOT_METHODS; m++) {
            const plot_row *r = &broadphase_rows[i];
            if (r->kind != kind || !r->have[m])
                continue;
            if (first || r->log_ns[m] < *lo)
                *lo = r->log_ns[m];
            if (first || r->log_ns[m] > *hi)
                *hi = r->log_ns[m];
            first = 0;
        }
    *lo = floor_of(*lo);
    *hi = ceil_of(*hi);
    if (*hi <= *lo)
        *hi = *lo + 1;
}

isect_vec plot_point(int kind, isect_real log_n, isect_real log_ns)
{
    isect_real lo, hi;
    plot_range(kind, &lo, &hi);
    return isect_v(PLOT_LEFT + (log_n - 2) * (PLOT_RIGHT - PLOT_LEFT) / 4,
                   PLOT_BOTTOM - (log_ns - lo) * (PLOT_BOTTOM - PLOT_TOP) / (hi - lo));
}

/* Moves the line labels apart so that none is within gap of another,
   keeping their order. */
static void spread(isect_real *y, const int *have, isect_real gap)
{
    int pass, a, b;
    for (pass = 0; pass < 8; pass++)
        for (a = 0; a < PLOT_METHODS; a++)
            for (b = 0; b < PLOT_METHODS; b++) {
                isect_real d = y[b] - y[a];
                if (a == b || !have[a] || !have[b] || d < 0 || d >= gap
                    || (d == 0 && b < a))
                    continue;
                y[a] -= (gap - d) / 2;
                y[b] += (gap - d) / 2;
            }
}

static void plot(draw_scene *s, int kind, const char *label, const char *title)
{
    isect_real lo, hi, d, end_y[PLOT_METHODS];
    int i, m, end_have[PLOT_METHODS];
    draw_begin(s, 0, 0, PLOT_WIDTH, PLOT_HEIGHT, label);
    plot_range(kind, &lo, &hi);
    draw_label(s, isect_v(PLOT_LEFT, 12), DRAW_START, title, DRAW_INK);
    /* The decades of time: a guide across the plot and a label. */
    for (d = lo; d <= hi; d += 1) {
        isect_vec left = plot_point(kind, 2, d);
        int k = (int)d;
        draw_style(draw_line(s, left, isect_v(PLOT_RIGHT, left.y), DRAW_MUTED),
                   d > lo ? DRAW_DASHED : 0u);
        if (k >= 0 && k < (int)(sizeof ns_label / sizeof ns_label[0]))
            draw_label(s, isect_v(PLOT_LEFT - 8, left.y), DRAW_END, ns_label[k], DRAW_MUTED);
    }
    /* The sizes of the world. */
    draw_line(s, isect_v(PLOT_LEFT, PLOT_TOP), isect_v(PLOT_LEFT, PLOT_BOTTOM), DRAW_MUTED);
    for (i = 0; i <= 4; i++) {
        isect_vec at = plot_point(kind, (isect_real)(2 + i), lo);
        draw_line(s, at, isect_v(at.x, at.y + 5), DRAW_MUTED);
        draw_label(s, isect_v(at.x, at.y + 16), DRAW_MIDDLE, n_label[i], DRAW_MUTED);
    }
    draw_label(s, isect_v((PLOT_LEFT + PLOT_RIGHT) / 2, PLOT_BOTTOM + 38), DRAW_MIDDLE,
               "shapes in the world", DRAW_INK);
    /* One line per method, a dot per measurement, a name at its end. */
    for (m = 0; m < PLOT_METHODS; m++) {
        isect_vec p[DRAW_MAX_POINTS];
        int n = 0;
        for (i = 0; i < broadphase_count && n < DRAW_MAX_POINTS; i++) {
            const plot_row *r = &broadphase_rows[i];
            if (r->kind == kind && r->have[m])
                p[n++] = plot_point(kind, r->log_n, r->log_ns[m]);
        }
        end_have[m] = n > 0;
        end_y[m] = n > 0 ? p[n - 1].y : 0;
        if (n == 0)
            continue;
        if (n > 1)
            draw_style(draw_polyline(s, p, n, method_role[m]), m == 0 ? DRAW_DASHED : 0u);
        for (i = 0; i < n; i++)
            draw_tag(draw_point(s, p[i], method_role[m]), method_tag[m]);
    }
    spread(end_y, end_have, 16);
    for (m = 0; m < PLOT_METHODS; m++)
        if (end_have[m])
            draw_label(s, isect_v(PLOT_RIGHT + 12, end_y[m]), DRAW_START, method_label[m],
                       method_role[m]);
}

void scene_broadphase_cast(draw_scene *s)
{
    plot(s, 0, "How the time of one short ray cast grows with the number of shapes in the world: "
               "brute force, our grid and Box2D's b2DynamicTree, both axes logarithmic.",
         "ray cast, per query");
}

void scene_broadphase_sweep(draw_scene *s)
{
    plot(s, 1, "How the time of one short box sweep grows with the number of shapes in the world: "
               "brute force, our grid and Box2D's b2DynamicTree, both axes logarithmic.",
         "box sweep, per query");
}
