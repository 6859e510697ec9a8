/* property_grid.c -- the uniform grid answers exactly as the world does.

   Random worlds of every kind of shape (boxes, circles, capsules,
   triangles), of every size from a point to many cells, inside the grid's
   area and outside it, and flush tile maps on whole and half numbers; at
   coordinates from 0.5 to thousands. For each world, a grid of random cells,
   and hundreds of queries of every kind (cast, swept box, swept circle,
   swept capsule, overlap of a point, a box, a circle), with and without a filter: the
   grid's answer must be the world's, byte for byte (the bool, the hit or
   the sweep, the index, the overlap count and list). Then the grid is
   changed by moves, removals and inserts, and must still agree.

   build/test-property_grid [seed [worlds]] */
#define CHECK_PRINT_LIMIT 5
#include "testlib.h"

#define MAX_SHAPES 400
#define MAX_FOUND 64

static isect_shape shapes[MAX_SHAPES];
static uint32_t layers[MAX_SHAPES];
static bool present[MAX_SHAPES];
static isect_world world;
static isect_grid grid;
static unsigned char *memory;
static size_t memory_bytes;
static double scale;      /* the size of the coordinates: 0.5 .. thousands */
enum { RANDOM, DENSE, TILES, LINES };
static int mode;
static const char *mode_names[] = {"random", "dense", "tiles", "lines"};
static int flush;         /* a tile map: whole and half numbers */
static double area;       /* shapes and queries lie in [-area/6, area] */

#ifdef ISECT_FLOAT
#define NEXT(x, to) nextafterf((x), (to))
#else
#define NEXT(x, to) nextafter((x), (to))
#endif
static long k_world, k_query;
static const char *k_what = "-";

static void describe(void)
{
    printf("    world %ld (scale %g, %s), query %ld: %s\n", k_world, scale,
           mode_names[mode], k_query, k_what);
}

static isect_vec grid_line(void)
{
    /* a point on the lines of the grid's cells, as the grid computes them */
    int i = rng_int(-2, (int)grid.columns + 2), j = rng_int(-2, (int)grid.rows + 2);
    return isect_v(grid.origin.x + (isect_real)i * grid.cell.x,
                   grid.origin.y + (isect_real)j * grid.cell.y);
}

static isect_real nudge(isect_real x)
{
    int k = rng_int(-2, 2);
    for (; k > 0; k--) x = NEXT(x, (isect_real)1e30);
    for (; k < 0; k++) x = NEXT(x, (isect_real)-1e30);
    return x;
}

static double coord(void)
{
    if (flush)
        return rng_int(-8, (int)(area / scale * 2)) * 0.5 * scale;
    return (rng_unit() * area * 7 / 6 - area / 6);
}

static double size(void)
{
    double u = rng_unit();
    if (flush)
        return rng_int(0, 4) * 0.25 * scale;
    if (u < 0.1)
        return 0;
    if (u < 0.8)
        return rng_unit() * scale;
    return rng_unit() * 8 * scale; /* larger than a cell */
}

/* Vectors drawn x first, then y, each in its own statement (the order in
   which a call's arguments are evaluated is unspecified). */
static isect_vec nudge_vec(isect_vec v)
{
    isect_real x = nudge(v.x);
    isect_real y = nudge(v.y);
    return isect_v(x, y);
}

static isect_vec size_vec(void)
{
    double x = size();
    double y = size();
    return isect_v((isect_real)x, (isect_real)y);
}

/* Each component k times a uniform number in [0, 1), or, signed, in
   [-1, 1). */
static isect_vec unit_vec(double k, int is_signed)
{
    double x = rng_unit();
    double y = rng_unit();
    if (is_signed) {
        x = x * 2 - 1;
        y = y * 2 - 1;
    }
    return isect_v((isect_real)(x * k), (isect_real)(y * k));
}

static isect_vec point(void)
{
    {
        double draw0 = (isect_real)coord();
        double draw1 = (isect_real)coord();
        return isect_v((isect_real)draw0, (isect_real)draw1);
    }
}

static isect_shape random_shape(void)
{
    isect_vec p = point();
    if (mode == LINES && rng_chance(0.7)) {
        /* a box with a corner on a cell's corner, give or take a few steps */
        isect_vec c = grid_line(), q = grid_line();
        isect_aabb b;
        if (rng_chance(0.5)) q = isect_add(c, isect_scale(grid.cell, (isect_real)rng_int(1, 2)));
        c = nudge_vec(c);
        q = nudge_vec(q);
        b.pos = isect_scale(isect_add(c, q), (isect_real)0.5);
        b.half = isect_v(isect_abs(q.x - c.x) / 2, isect_abs(q.y - c.y) / 2);
        return isect_shape_aabb(b);
    }
    if (mode == DENSE) {
        isect_circle c;
        isect_aabb b;
        c.pos = p;
        c.radius = (isect_real)(rng_unit() * 0.4 * scale);
        b.pos = p;
        b.half = unit_vec(0.4 * scale, 0);
        if (rng_chance(0.5))
            return isect_shape_circle(c);
        return isect_shape_aabb(b);
    }
    switch (rng_int(0, flush ? 1 : 3)) {
    case 0: {
        isect_aabb b;
        b.pos = p;
        b.half = size_vec();
        if (flush) { /* a whole tile, or a half one */
            int tx = rng_int(-4, (int)(area / scale));
            int ty = rng_int(-4, (int)(area / scale));
            b.pos = isect_v((isect_real)((tx + 0.5) * scale), (isect_real)((ty + 0.5) * scale));
            b.half = isect_v((isect_real)(0.5 * scale), (isect_real)(0.5 * scale));
            if (rng_chance(0.2)) {
                b.half.y = (isect_real)(0.25 * scale);
                b.pos.y -= (isect_real)(0.25 * scale);
            }
        }
        return isect_shape_aabb(b);
    }
    case 1: {
        isect_circle c;
        c.pos = p;
        c.radius = (isect_real)size();
        return isect_shape_circle(c);
    }
    case 2: {
        isect_capsule c;
        c.pos = p;
        double sx = size(), ux = rng_unit();
        double sy = size(), uy = rng_unit();
        c.delta = isect_v((isect_real)(sx * (ux * 2 - 1) * 2), (isect_real)(sy * (uy * 2 - 1) * 2));
        c.radius = (isect_real)size() / 2;
        return isect_shape_capsule(c);
    }
    default: {
        isect_triangle t;
        double s = size() + 0.1 * scale;
        t.a = p;
        t.b = isect_add(p, unit_vec(s, 1));
        t.c = isect_add(p, unit_vec(s, 1));
        return isect_shape_triangle(t);
    }
    }
}

static bool accept_odd(void *context, size_t index)
{
    (void)context;
    return index % 3 != 1;
}


/* The world's answers, over the shapes the grid holds: the others are
   turned away by accept_present (and a filter's own accept after it). */
static const isect_filter *user_filter;

static bool accept_both(void *context, size_t index)
{
    (void)context;
    if (!present[index])
        return false;
    return user_filter == NULL || user_filter->accept == NULL
        || user_filter->accept(user_filter->context, index);
}

static isect_filter world_filter(const isect_filter *filter)
{
    isect_filter f;
    user_filter = filter;
    f.mask = filter != NULL ? filter->mask : 0xffffffffu;
    f.accept = accept_both;
    f.context = NULL;
    return f;
}

static int force_what = -1; /* >= 0: ask only this kind of query */
static long capsule_sweeps, capsule_hits;

static isect_vec capsule_axis(void)
{
    /* upright as a character, lying down, slanted, or a point */
    double u = rng_unit(), len = size();
    if (flush)
        len = rng_int(0, 6) * 0.5 * scale;
    if (u < 0.4)
        return isect_v(0, (isect_real)(rng_chance(0.5) ? len : -len));
    if (u < 0.6)
        return isect_v((isect_real)(rng_chance(0.5) ? len : -len), 0);
    if (u < 0.7)
        return isect_v(0, 0);
    return unit_vec(len, 1);
}

static void compare_query(const isect_filter *filter)
{
    isect_filter wf = world_filter(filter);
    int what = force_what >= 0 ? force_what : rng_int(0, 6), tries;
    isect_vec p = point(), d, half;
    double len = rng_chance(0.5) ? 2 * scale : 40 * scale;
    half = isect_scale(size_vec(), (isect_real)0.5);
    if (what == 2 || what == 5 || what == 6)
        half.y = half.x; /* a circle, or a capsule's radius */
    if (what == 0 || what == 3)
        half = isect_v(0, 0); /* a ray, a point */
    d = unit_vec(len, 1);
    if (mode == DENSE) /* start in a gap */
        for (tries = 0; tries < 10 && isect_world_overlap_point(&world, p, NULL, NULL, 0) > 0; tries++)
            p = point();
    if (mode == LINES && rng_chance(0.7)) {
        /* a corner of the moving shape's box on a corner of a cell, and the
           end of the path on another */
        isect_vec c = grid_line(), e = grid_line();
        if (rng_chance(0.5)) half = isect_scale(grid.cell, (isect_real)(rng_int(0, 2) * 0.5));
        if (what == 2 || what == 5 || what == 6) half.y = half.x;
        if (what == 0 || what == 3) half = isect_v(0, 0);
        {
            isect_real hx = rng_chance(0.5) ? half.x : -half.x;
            isect_real hy = rng_chance(0.5) ? half.y : -half.y;
            p = nudge_vec(isect_v(c.x + hx, c.y + hy));
        }
        d = isect_sub(nudge_vec(e), p);
    }
    if (rng_chance(0.15)) d.x = 0;
    else if (rng_chance(0.15)) d.y = 0;
    if (flush && rng_chance(0.7)) {
        /* along the lines of the tiles, or through their corners */
        int k = rng_int(-16, 16);
        d.x = (isect_real)(k * 0.5 * scale);
        d.y = (isect_real)(rng_int(-16, 16) * 0.5 * scale);
        if (rng_chance(0.3)) d.y = rng_chance(0.5) ? d.x : -d.x;
        else if (rng_chance(0.3)) d.y = 0;
        else if (rng_chance(0.3)) d.x = 0;
    }
    if (what == 0) {
        isect_hit a, b;
        size_t ia = 12345, ib = 12345;
        bool ha, hb;
        k_what = "cast";
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        ha = isect_world_cast(&world, p, d, &wf, &a, &ia);
        hb = isect_grid_cast(&grid, &world, p, d, filter, &b, &ib);
        CHECK(ha == hb);
        CHECK(ia == ib);
        CHECK(memcmp(&a, &b, sizeof a) == 0);
    } else if (what <= 2 || what == 6) {
        isect_sweep a, b;
        size_t ia = 12345, ib = 12345;
        bool ha, hb;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        if (what == 1) {
            isect_aabb m;
            k_what = "sweep box";
            m.pos = p;
            m.half = half;
            ha = isect_world_sweep_aabb(&world, m, d, &wf, &a, &ia);
            hb = isect_grid_sweep_aabb(&grid, &world, m, d, filter, &b, &ib);
        } else if (what == 2) {
            isect_circle m;
            k_what = "sweep circle";
            m.pos = p;
            m.radius = half.x;
            ha = isect_world_sweep_circle(&world, m, d, &wf, &a, &ia);
            hb = isect_grid_sweep_circle(&grid, &world, m, d, filter, &b, &ib);
        } else {
            isect_capsule m;
            k_what = "sweep capsule";
            m.pos = p;
            m.delta = capsule_axis();
            m.radius = half.x;
            if (rng_chance(0.3)) /* its upper end where the box's would be */
                m.pos = isect_sub(p, m.delta);
            ha = isect_world_sweep_capsule(&world, m, d, &wf, &a, &ia);
            hb = isect_grid_sweep_capsule(&grid, &world, m, d, filter, &b, &ib);
            capsule_sweeps++;
            capsule_hits += ha;
        }
        CHECK(ha == hb);
        CHECK(ia == ib);
        CHECK(memcmp(&a, &b, sizeof a) == 0);
    } else {
        size_t fa[MAX_FOUND], fb[MAX_FOUND], na, nb, cap = (size_t)rng_int(0, 8);
        if (rng_chance(0.5)) cap = MAX_FOUND;
        memset(fa, 0, sizeof fa);
        memset(fb, 0, sizeof fb);
        if (what == 3) {
            k_what = "overlap point";
            na = isect_world_overlap_point(&world, p, &wf, fa, cap);
            nb = isect_grid_overlap_point(&grid, &world, p, filter, fb, cap);
        } else if (what == 4) {
            isect_aabb q;
            k_what = "overlap box";
            q.pos = p;
            q.half = half;
            na = isect_world_overlap_aabb(&world, q, &wf, fa, cap);
            nb = isect_grid_overlap_aabb(&grid, &world, q, filter, fb, cap);
        } else {
            isect_circle q;
            k_what = "overlap circle";
            q.pos = p;
            q.radius = half.x;
            na = isect_world_overlap_circle(&world, q, &wf, fa, cap);
            nb = isect_grid_overlap_circle(&grid, &world, q, filter, fb, cap);
        }
        CHECK(na == nb);
        CHECK(memcmp(fa, fb, sizeof fa) == 0);
    }
}

static void compare_queries(int count)
{
    isect_filter f;
    for (k_query = 0; k_query < count; k_query++) {
        int which = rng_int(0, 3);
        f.mask = (uint32_t)rng_int(1, 7);
        f.accept = which == 3 ? accept_odd : NULL;
        f.context = NULL;
        compare_query(which == 0 ? NULL : &f);
    }
}

static void compare_capsules(int count)
{
    /* the capsule's sweep is new: ask it many more times */
    force_what = 6;
    compare_queries(count);
    force_what = -1;
}

static void one_world(void)
{
    size_t count = (size_t)rng_int(0, MAX_SHAPES), i, cols, rows, entries;
    isect_vec origin, cell;
    double c = (0.5 + rng_unit() * 4) * scale;
    area = (mode == DENSE ? 12 : 40) * scale;
    if (flush || rng_chance(0.3))
        c = rng_int(1, 3) * scale;
    if (mode == LINES)
        c = scale * (0.3 + rng_unit() * 2);
    cell = isect_v((isect_real)c, (isect_real)(rng_chance(0.7) ? c : c * 2));
    {
        double draw0 = (isect_real)(rng_int(-2, 2) * c);
        double draw1 = (isect_real)(rng_int(-2, 2) * c);
        origin = isect_v((isect_real)draw0, (isect_real)draw1);
    }
    if (!flush && rng_chance(0.3))
        origin = point();
    cols = (size_t)rng_int(1, 40);
    rows = (size_t)rng_int(1, 40);
    if (mode == TILES || mode == DENSE) { /* a grid over the whole map */
        cols = (size_t)(area / c) + 3;
        rows = (size_t)(area / cell.y) + 3;
        origin = isect_v((isect_real)(-2 * c), (isect_real)(-2 * cell.y));
        if (mode == TILES && rng_chance(0.3)) /* cells half a tile off the tiles */
            origin = isect_add(origin, isect_v((isect_real)(0.5 * scale), (isect_real)(0.5 * scale)));
    }
    entries = 16 * MAX_SHAPES + cols * rows * 48;
    memory_bytes = isect_grid_memory_size(cols, rows, MAX_SHAPES, entries);
    CHECK(memory_bytes > 0);
    memory = (unsigned char *)malloc(memory_bytes);
    if (!CHECK(isect_grid_init(&grid, memory, memory_bytes, origin, cell, cols,
                               rows, MAX_SHAPES, entries)))
        return;
    for (i = 0; i < count; i++) {
        shapes[i] = random_shape();
        layers[i] = (uint32_t)rng_int(1, 7); /* 0 would hide a shape from the world side only */
        present[i] = false;
    }
    world.shapes = shapes;
    world.layers = rng_chance(0.8) ? layers : NULL;
    world.count = count;
    if (rng_chance(0.5)) {
        CHECK(isect_grid_insert_world(&grid, &world));
        for (i = 0; i < count; i++)
            present[i] = true;
    } else {
        for (i = 0; i < count; i++)
            if (rng_chance(0.9))
                present[i] = CHECK(isect_grid_insert(&grid, i,
                                                     isect_shape_bounds(shapes[i])));
    }
    compare_queries(150);
    compare_capsules(100);
    /* Move, remove and insert some, and ask again. */
    for (i = 0; i < count; i++) {
        int change = rng_int(0, 9);
        if (change == 0 && present[i]) {
            CHECK(isect_grid_remove(&grid, i));
            CHECK(!isect_grid_remove(&grid, i));
            present[i] = false;
        } else if (change <= 2) {
            shapes[i] = random_shape();
            present[i] = CHECK(isect_grid_move(&grid, i, isect_shape_bounds(shapes[i])));
        } else if (change == 3 && present[i]) {
            /* a small move, often within the same cells */
            isect_aabb b = isect_shape_bounds(shapes[i]);
            if (shapes[i].kind == ISECT_SHAPE_CIRCLE) {
                shapes[i].as.circle.pos.x += (isect_real)(0.01 * scale);
                b = isect_shape_bounds(shapes[i]);
                CHECK(isect_grid_move(&grid, i, b));
            }
        } else if (!present[i] && rng_chance(0.5)) {
            present[i] = CHECK(isect_grid_insert(&grid, i, isect_shape_bounds(shapes[i])));
        }
    }
    compare_queries(150);
    compare_capsules(100);
    free(memory);
}


/* The walk itself: the cells isect_grid_cells_on_path lists are each listed
   once, include every cell the moving box clearly touches somewhere on its
   path, and none it clearly misses. "Clearly": by more than a small margin,
   in double, on the closed cells (the border cells reach to infinity). */
static int touches(double p, double d, double h, double lo, double hi,
                   double margin, double *t0, double *t1)
{
    /* times t in [*t0, *t1] with [p + t d - h, p + t d + h] meeting
       [lo - margin, hi + margin] (margin < 0 asks for a clear overlap) */
    double a = lo - margin - h - p, b = hi + margin + h - p; /* t d in [a, b] */
    if (d == 0)
        return a <= 0 && 0 <= b;
    if (d > 0) {
        if (a / d > *t0) *t0 = a / d;
        if (b / d < *t1) *t1 = b / d;
    } else {
        if (b / d > *t0) *t0 = b / d;
        if (a / d < *t1) *t1 = a / d;
    }
    return *t0 <= *t1;
}

static void one_walk(void)
{
    static size_t cells[4096];
    static unsigned char listed[1600];
    static double entered[1600];
    size_t cols = (size_t)rng_int(1, 40), rows = (size_t)rng_int(1, 40), n, i;
    double c = scale * (0.3 + rng_unit() * 2), margin;
    isect_vec origin = point(), p, d, h;
    memory_bytes = isect_grid_memory_size(cols, rows, 1, 1);
    memory = (unsigned char *)malloc(memory_bytes);
    if (!CHECK(isect_grid_init(&grid, memory, memory_bytes, origin,
                               isect_v((isect_real)c, (isect_real)(c * 0.75)), cols, rows, 1, 1)))
        return;
    for (k_query = 0; k_query < 40; k_query++) {
        k_what = "walk";
        p = rng_chance(0.5) ? grid_line() : point();
        h = isect_v(0, 0);
        if (!rng_chance(0.3)) {
            double hx = rng_unit() * 2 * c;
            h = isect_v((isect_real)hx, (isect_real)(rng_unit() * 2 * c));
        }
        {
            double draw0 = (isect_real)((rng_unit() * 2 - 1) * 30 * c);
            double draw1 = (isect_real)((rng_unit() * 2 - 1) * 30 * c);
            d = isect_v((isect_real)draw0, (isect_real)draw1);
        }
        if (rng_chance(0.3)) d = isect_sub(grid_line(), p);
        if (rng_chance(0.15)) d.x = 0;
        else if (rng_chance(0.15)) d.y = 0;
        n = isect_grid_cells_on_path(&grid, p, d, h, cells, 4096);
        CHECK(n <= 4096);
        memset(listed, 0, sizeof listed);
        for (i = 0; i < n && i < 4096; i++) {
            CHECK(cells[i] < cols * rows);
            if (cells[i] < cols * rows) {
                CHECK(!listed[cells[i]]);
                listed[cells[i]] = 1;
            }
        }
        /* the grid pads by 128 epsilon times its largest coordinate */
        margin = 512 * REAL_EPS * ((double)grid.extent + fabs((double)p.x) + fabs((double)p.y)
                                   + fabs((double)d.x) + fabs((double)d.y) + 2 * c)
                 + 1e-9 * scale;
        for (i = 0; i < cols * rows; i++) {
            size_t x = i % cols, y = i / cols;
            double x0 = x == 0 ? -1e300 : (double)grid.origin.x + (double)x * (double)grid.cell.x;
            double x1 = x + 1 == cols ? 1e300 : (double)grid.origin.x + (double)(x + 1) * (double)grid.cell.x;
            double y0 = y == 0 ? -1e300 : (double)grid.origin.y + (double)y * (double)grid.cell.y;
            double y1 = y + 1 == rows ? 1e300 : (double)grid.origin.y + (double)(y + 1) * (double)grid.cell.y;
            double t0 = 0, t1 = 1, u0 = 0, u1 = 1;
            int in = touches(p.x, d.x, h.x, x0, x1, -margin, &t0, &t1)
                  && touches(p.y, d.y, h.y, y0, y1, -margin, &t0, &t1);
            int near = touches(p.x, d.x, h.x, x0, x1, margin, &u0, &u1)
                    && touches(p.y, d.y, h.y, y0, y1, margin, &u0, &u1);
            if (in)
                CHECK(listed[i]);   /* every cell it clearly touches */
            if (!near)
                CHECK(!listed[i]);  /* and none it clearly misses */
            entered[i] = u0; /* when it first comes near */
        }
        /* in order of time: a cell listed later is not entered clearly
           earlier than one listed before it */
        {
            double latest = 0, dmin = fabs((double)d.x), slack;
            if (dmin == 0 || (d.y != 0 && fabs((double)d.y) < dmin))
                dmin = fabs((double)d.y);
            slack = 2 * margin / (dmin + 1e-300); /* a border's time is off by margin / |d| on its axis */
            for (i = 0; i < n && i < 4096; i++)
                if (cells[i] < cols * rows) {
                    if (!CHECK(entered[cells[i]] + slack >= latest || entered[cells[i]] > 1) && getenv("DBG"))
                        printf("cell %zu (%zu,%zu) entered %.9g latest %.9g slack %.3g p=(%.9g,%.9g) d=(%.9g,%.9g) h=(%g,%g) origin (%.9g,%.9g) cell (%.9g,%.9g) %zux%zu margin %g\n", i, cells[i]%cols, cells[i]/cols, entered[cells[i]], latest, slack, (double)p.x,(double)p.y,(double)d.x,(double)d.y,(double)h.x,(double)h.y,(double)grid.origin.x,(double)grid.origin.y,(double)grid.cell.x,(double)grid.cell.y,cols,rows,margin);
                    if (entered[cells[i]] > latest && entered[cells[i]] <= 1)
                        latest = entered[cells[i]];
                }
        }
    }
    free(memory);
}

int main(int argc, char **argv)
{
    long worlds = property_start(argc, argv, "property_grid", 0x6772696431ULL, 60,
                                 describe);
    for (k_world = 0; k_world < worlds; k_world++) {
        static const double scales[] = {0.5, 1, 3, 16, 100, 1000, 4000};
        scale = scales[rng_int(0, 6)];
        mode = rng_int(RANDOM, LINES);
        flush = mode == TILES;
        one_world();
        one_walk();
    }
    /* the capsules met shapes: the comparison was not of misses only */
    CHECK(capsule_hits * 5 > capsule_sweeps);
    CHECK(capsule_hits * 5 < capsule_sweeps * 4);
    printf("    %ld capsule sweeps, %ld hits\n", capsule_sweeps, capsule_hits);
    return property_finish(__FILE__);
}
