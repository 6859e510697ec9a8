/* tests/bench_broad.c -- `make bench-broad`: how the cost of a query grows
   with the size of the world, for brute force, our grid and Box2D 2.4's
   b2DynamicTree (tests/bench_broad_tree.cpp).

   The worlds. n = 10^2, 10^3, ..., 10^6 static shapes, boxes, circles,
   capsules and slopes in turn, at one fixed density, as a level that grows:
   the world is a square of side 5 sqrt(n), so each shape has 25 square
   units to itself whatever n is. Boxes have half sizes from 0.5 to 2 in
   steps of 0.25 and centers on a quarter-unit lattice, as tile levels make
   them (so some are exactly flush); circles have radii from 0.5 to 2;
   capsules are 1 to 4 long with radii 0.25 to 1; slopes are right-angled
   triangles with legs of 1 to 4 on the lattice. About a fifth of the area
   is covered. A bigger n is a bigger level, not a more crowded one: that is
   the case a broad phase is for. Then the islands (make_islands): the same
   shapes gathered in 100 islands in a sea, with long casts across it.

   The queries: short, as a game asks them, each 8 units long (a few shapes,
   a few grid cells) in a random direction from a random start inside the
   world: a ray cast (a segment, pos + t delta), and a sweep of a box of half
   size (0.5, 0.5) along the same path. All drawn from a seeded generator.

   Method: each method answers the same list of queries, cut into chunks of
   about a millisecond; each chunk counts with its fastest of `rounds` runs
   (the machine is shared: the least disturbed run is the truest), and the
   sum over the chunks, divided by the number of queries, is reported.
   Brute force at large n tests every shape for every query, so it gets
   fewer queries there (about 2 * 10^7 shape tests per round).

   The check: on the queries brute force answered, the grid must give the
   same answer to the byte (found, the whole out struct, the index); the
   tree, run with the same exact tests, must agree on found and on the
   contact time (among contacts at exactly the same time it keeps the lower
   index, our rule keeps the one the tie rule picks: those are counted apart,
   as ties, and are not disagreements).

   Usage: bench-broad [--tsv FILE] [--max-n N] [--rounds R] [--cell SIZE]
   Prints a table; with --tsv also writes the table as tab-separated values
   with a header line that says the machine, the compiler, the flags and the
   date (svg/data/broadphase.tsv is that file, drawn by svg/plot.c). */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "intersect.h"
#include "bench_broad.h"

#ifdef ISECT_FLOAT
#error "bench_broad.c measures the double build (Box2D's tree is float inside either way)"
#endif
#ifndef BROAD_FLAGS
#define BROAD_FLAGS "?"
#endif

#define QUERY_LENGTH 8.0
#define FAST_QUERIES 20000
#define BRUTE_TESTS 20000000.0  /* shape tests per brute-force round */
#define MIN_QUERIES 20

static int rounds = 7;

/* ---- the generator: splitmix64 ------------------------------------------ */

static uint64_t rng_state = 0x5EEDB20ADULL;

static uint64_t rng_u64(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double rng_unit(void)   /* [0, 1) */
{
    return (double)(rng_u64() >> 11) * (1.0 / 9007199254740992.0);
}

static double rng_range(double lo, double hi)
{
    return lo + (hi - lo) * rng_unit();
}

static double rng_step(double lo, double hi, double step)   /* lo, lo + step, ..., hi */
{
    return lo + step * (double)(rng_u64() % (uint64_t)((hi - lo) / step + 1.5));
}

/* ---- one shape, by its kind --------------------------------------------- */

/* The world holds boxes, circles, capsules and triangles (slopes) in
   turn; with -DBROAD_TWO_KINDS only boxes and circles. */
#ifdef BROAD_TWO_KINDS
#define KINDS 2
#else
#define KINDS 4
#endif

bool broad_shape_segment(isect_shape shape, isect_vec pos, isect_vec delta, isect_hit *out)
{
    switch (shape.kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_segment(shape.as.aabb, pos, delta, isect_v(0, 0), out);
    case ISECT_SHAPE_CIRCLE: return isect_circle_segment(shape.as.circle, pos, delta, 0, out);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_segment(shape.as.capsule, pos, delta, out);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_segment(shape.as.triangle, pos, delta, out);
    }
    return false;
}

bool broad_shape_sweep_aabb(isect_shape shape, isect_aabb moving, isect_vec delta, isect_sweep *out)
{
    switch (shape.kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_sweep_aabb(shape.as.aabb, moving, delta, out);
    case ISECT_SHAPE_CIRCLE: return isect_circle_sweep_aabb(shape.as.circle, moving, delta, out);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_sweep_aabb(shape.as.capsule, moving, delta, out);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_sweep_aabb(shape.as.triangle, moving, delta, out);
    }
    return false;
}

bool broad_shape_overlaps_aabb(isect_shape shape, isect_aabb box)
{
    switch (shape.kind) {
    case ISECT_SHAPE_AABB: return isect_aabb_aabb(shape.as.aabb, box, NULL);
    case ISECT_SHAPE_CIRCLE: return isect_circle_aabb(shape.as.circle, box, NULL);
    case ISECT_SHAPE_CAPSULE: return isect_capsule_aabb(shape.as.capsule, box, NULL);
    case ISECT_SHAPE_TRIANGLE: return isect_triangle_aabb(shape.as.triangle, box, NULL);
    }
    return false;
}

isect_aabb broad_shape_bounds(isect_shape shape)
{
    return isect_shape_bounds(shape);
}

/* ---- the world and the queries -------------------------------------------- */

static void *tree;      /* Box2D's, over the world of the moment */

typedef struct query {
    isect_vec pos, delta;
} query;

/* Shape i of a world, near the point at (a box snaps to the lattice). */
static isect_shape make_shape(size_t i, isect_vec at)
{
    if (i % KINDS == 0) {
        isect_aabb b;
        b.pos = isect_v(floor(at.x * 4) / 4, floor(at.y * 4) / 4);
        {
            double draw0 = rng_step(0.5, 2, 0.25);
            double draw1 = rng_step(0.5, 2, 0.25);
            b.half = isect_v((isect_real)draw0, (isect_real)draw1);
        }
        return isect_shape_aabb(b);
    } else if (i % KINDS == 1) {
        isect_circle c;
        c.pos = at;
        c.radius = rng_range(0.5, 2);
        return isect_shape_circle(c);
    } else if (i % KINDS == 2) {
        isect_capsule c;
        double a = rng_range(0, 6.283185307179586), len = rng_range(1, 4);
        c.pos = at;
        c.delta = isect_v(len * cos(a), len * sin(a));
        c.radius = rng_range(0.25, 1);
        return isect_shape_capsule(c);
    } else {
        /* a slope: a right triangle on the quarter-unit lattice */
        isect_triangle t;
        double w = rng_step(1, 4, 0.25), h;
        w *= rng_u64() % 2 ? 1 : -1;
        h = rng_step(1, 4, 0.25);
        h *= rng_u64() % 2 ? 1 : -1;
        t.a = isect_v(floor(at.x * 4) / 4, floor(at.y * 4) / 4);
        t.b = isect_v(t.a.x + w, t.a.y);
        t.c = isect_v(t.a.x, t.a.y + h);
        return isect_shape_triangle(t);
    }
}

/* The even world: a square of side 5 sqrt(n), shapes anywhere in it. */
static isect_shape *make_world(size_t n, double *side_out)
{
    double side = 5 * sqrt((double)n);
    isect_shape *shapes = malloc(n * sizeof *shapes);
    size_t i;
    if (shapes == NULL)
        return NULL;
    for (i = 0; i < n; i++)
        {
            double draw0 = rng_range(0, side);
            double draw1 = rng_range(0, side);
            shapes[i] = make_shape(i, isect_v((isect_real)draw0, (isect_real)draw1));
        }
    *side_out = side;
    return shapes;
}

/* The islands: the same shapes at the same density, but gathered in
   ISLANDS round islands that cover one part in a hundred of a square sea
   of side 50 sqrt(n). The case a grid is said to be bad at. */
#define ISLANDS 100
static isect_shape *make_islands(size_t n, double *side_out)
{
    double side = 50 * sqrt((double)n), radius = sqrt(25 * (double)n / ISLANDS / 3.141592653589793);
    isect_shape *shapes = malloc(n * sizeof *shapes);
    isect_vec centers[ISLANDS];
    size_t i;
    if (shapes == NULL)
        return NULL;
    for (i = 0; i < ISLANDS; i++)
        {
            double draw0 = rng_range(radius, side - radius);
            double draw1 = rng_range(radius, side - radius);
            centers[i] = isect_v((isect_real)draw0, (isect_real)draw1);
        }
    for (i = 0; i < n; i++) {
        isect_vec d;
        do
            {
                double draw0 = rng_range(-1, 1);
                double draw1 = rng_range(-1, 1);
                d = isect_v((isect_real)draw0, (isect_real)draw1);
            }
        while (isect_dot(d, d) > 1);
        shapes[i] = make_shape(i, isect_add(centers[i % ISLANDS], isect_scale(d, radius)));
    }
    *side_out = side;
    return shapes;
}

static isect_aabb mover(isect_vec pos)
{
    isect_aabb b;
    b.pos = pos;
    b.half = isect_v(0.5, 0.5);
    return b;
}

/* Queries start in free space, as a game's do (a player, a gun, an eye is
   not inside a wall): a start where the moving box would overlap a shape
   is drawn again. The tree finds the shapes near it. */
static query *make_queries(size_t count, double side, double length)
{
    query *q = malloc(count * sizeof *q);
    size_t i;
    if (q == NULL)
        return NULL;
    for (i = 0; i < count; i++) {
        double a = rng_range(0, 6.283185307179586);
        do
            {
                double draw0 = rng_range(0, side);
                double draw1 = rng_range(0, side);
                q[i].pos = isect_v((isect_real)draw0, (isect_real)draw1);
            }
        while (broad_tree_blocked(tree, mover(q[i].pos)));
        q[i].delta = isect_v(length * cos(a), length * sin(a));
    }
    return q;
}

/* ---- brute force: every shape, every query ------------------------------ */

static isect_world world;   /* no layers: every shape counts */

static bool brute_cast(isect_vec pos, isect_vec delta, isect_hit *out, size_t *index)
{
    return isect_world_cast(&world, pos, delta, NULL, out, index);
}

static bool brute_sweep(isect_aabb moving, isect_vec delta, isect_sweep *out, size_t *index)
{
    return isect_world_sweep_aabb(&world, moving, delta, NULL, out, index);
}

/* ---- the grid: built over the world once --------------------------------- */

/* Cells of 4 by 4 units: about the size of the largest shapes, so that a
   shape is in 1 to 4 cells (a long capsule in a few more), and a cell
   holds a handful of shapes. --cell changes it. */
static double cell_size = 4;
static isect_grid grid;
static void *grid_memory;
static bool grid_ready;

static bool grid_build(double side)
{
    size_t columns = (size_t)ceil(side / cell_size), entries = 0, i, bytes;
    for (i = 0; i < world.count; i++) {
        isect_aabb b = isect_shape_bounds(world.shapes[i]);
        entries += (size_t)(ceil(2 * b.half.x / cell_size) + 1) * (size_t)(ceil(2 * b.half.y / cell_size) + 1);
    }
    bytes = isect_grid_memory_size(columns, columns, world.count, entries);
    grid_memory = malloc(bytes);
    if (grid_memory == NULL
        || !isect_grid_init(&grid, grid_memory, bytes, isect_v(0, 0), isect_v(cell_size, cell_size),
                            columns, columns, world.count, entries)
        || !isect_grid_insert_world(&grid, &world)) {
        fprintf(stderr, "bench-broad: the grid could not be built (%zu bytes)\n", bytes);
        free(grid_memory);
        return false;
    }
    return true;
}

static void grid_free(void)
{
    free(grid_memory);
}

static bool grid_cast(isect_vec pos, isect_vec delta, isect_hit *out, size_t *index)
{
    return isect_grid_cast(&grid, &world, pos, delta, NULL, out, index);
}

static bool grid_sweep(isect_aabb moving, isect_vec delta, isect_sweep *out, size_t *index)
{
    return isect_grid_sweep_aabb(&grid, &world, moving, delta, NULL, out, index);
}

/* ---- timing ------------------------------------------------------------- */

enum { M_BRUTE, M_GRID, M_TREE, METHODS };
enum { Q_CAST, Q_SWEEP, Q_ISLANDS_CAST, QUERIES };
static const char *const query_name[QUERIES] = { "cast", "sweep", "islands_cast" };

/* One answer, as every method gives it, for the check. */
typedef struct answer {
    bool found;
    size_t index;
    isect_sweep sweep;      /* a cast fills in only .hit */
} answer;

static bool run_one(int method, int kind, const query *q, answer *a)
{
    memset(a, 0, sizeof *a);
    if (kind != Q_SWEEP) {
        switch (method) {
        case M_BRUTE: a->found = brute_cast(q->pos, q->delta, &a->sweep.hit, &a->index); break;
        case M_GRID: a->found = grid_cast(q->pos, q->delta, &a->sweep.hit, &a->index); break;
        default: a->found = broad_tree_cast(tree, q->pos, q->delta, &a->sweep.hit, &a->index); break;
        }
    } else {
        switch (method) {
        case M_BRUTE: a->found = brute_sweep(mover(q->pos), q->delta, &a->sweep, &a->index); break;
        case M_GRID: a->found = grid_sweep(mover(q->pos), q->delta, &a->sweep, &a->index); break;
        default:
            a->found = broad_tree_sweep_aabb(tree, mover(q->pos), q->delta, &a->sweep.hit, &a->index);
            break;
        }
    }
    return a->found;
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static volatile size_t sink;

/* Nanoseconds per query. The list is cut into chunks of about a
   millisecond, each timed on its own; each round runs every chunk once, in
   order, and a chunk counts with its fastest round. Between two runs of a
   chunk every other chunk has run, so its caches are no warmer than in the
   first round; but a chunk that the shared machine interrupted in one round
   is taken from another. hits counts the hits. */
#define MAX_CHUNKS 20000
static double chunk_best[MAX_CHUNKS];

static double time_method(int method, int kind, const query *q, size_t count, size_t *hits)
{
    size_t per = method == M_BRUTE ? 100000 / world.count : 500, chunks, c, i;
    double total = 0;
    answer a;
    int r;
    if (per < 1)
        per = 1;
    chunks = (count + per - 1) / per;
    if (chunks > MAX_CHUNKS)
        chunks = MAX_CHUNKS;
    *hits = 0;
    for (i = 0; i < count; i++)     /* a first pass warms up, and counts */
        *hits += run_one(method, kind, &q[i], &a);
    for (r = 0; r < rounds; r++)
        for (c = 0; c < chunks; c++) {
            size_t h = 0, end = (c + 1) * per < count ? (c + 1) * per : count;
            double t0 = now_ns(), t;
            for (i = c * per; i < end; i++)
                h += run_one(method, kind, &q[i], &a) ? 1 + a.index : 0;
            t = now_ns() - t0;
            sink += h;
            if (r == 0 || t < chunk_best[c])
                chunk_best[c] = t;
        }
    for (c = 0; c < chunks; c++)
        total += chunk_best[c];
    return total / (double)count;
}

/* ---- the table ---------------------------------------------------------- */

typedef struct row {
    size_t n;
    int kind;
    double ns[METHODS];     /* < 0: not measured */
    size_t brute_queries, fast_queries, hits;
    size_t grid_disagree, tree_disagree, tree_ties;
} row;

static void check(row *r, const query *q, size_t count)
{
    size_t i;
    for (i = 0; i < count; i++) {
        answer b, g, t;
        run_one(M_BRUTE, r->kind, &q[i], &b);
        if (grid_ready) {
            run_one(M_GRID, r->kind, &q[i], &g);
            if (g.found != b.found || (b.found && (g.index != b.index
                                                   || memcmp(&g.sweep, &b.sweep, sizeof b.sweep) != 0)))
                r->grid_disagree++;
        }
        run_one(M_TREE, r->kind, &q[i], &t);
        if (t.found != b.found || (b.found && t.sweep.hit.time != b.sweep.hit.time))
            r->tree_disagree++;
        else if (b.found && t.index != b.index)
            r->tree_ties++;
    }
}

static void machine(char *buf, size_t size)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[256];
    snprintf(buf, size, "unknown machine");
    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL)
        if (strncmp(line, "model name", 10) == 0) {
            char *v = strchr(line, ':');
            if (v != NULL) {
                v += 1 + (v[1] == ' ');
                v[strcspn(v, "\n")] = '\0';
                snprintf(buf, size, "%s", v);
            }
            break;
        }
    fclose(f);
}

static void put_number(FILE *f, double ns)
{
    if (ns < 0)
        fputs("NA", f);
    else
        fprintf(f, "%.1f", ns);
}

static void put_rows(FILE *f, const row *rows, size_t count, int tsv)
{
    size_t i;
    int m;
    if (tsv)
        fputs("n\tquery\tbrute_ns\tgrid_ns\ttree_ns\tgrid_per_tree\tbrute_queries\tfast_queries"
              "\thits\tgrid_disagree\ttree_disagree\ttree_ties\n", f);
    else
        fprintf(f, "%9s %-12s %12s %10s %10s %10s %8s %7s %7s %6s %6s\n", "n", "query", "brute ns",
                "grid ns", "tree ns", "grid/tree", "queries", "hits%", "grid!=", "tree!=", "ties");
    for (i = 0; i < count; i++) {
        const row *r = &rows[i];
        double ratio = r->ns[M_GRID] >= 0 ? r->ns[M_GRID] / r->ns[M_TREE] : -1;
        if (tsv) {
            fprintf(f, "%zu\t%s", r->n, query_name[r->kind]);
            for (m = 0; m < METHODS; m++) {
                fputc('\t', f);
                put_number(f, r->ns[m]);
            }
            fputc('\t', f);
            if (ratio < 0)
                fputs("NA", f);
            else
                fprintf(f, "%.3f", ratio);
            fprintf(f, "\t%zu\t%zu\t%zu\t", r->brute_queries, r->fast_queries, r->hits);
            if (grid_ready)
                fprintf(f, "%zu", r->grid_disagree);
            else
                fputs("NA", f);
            fprintf(f, "\t%zu\t%zu\n", r->tree_disagree, r->tree_ties);
        } else {
            fprintf(f, "%9zu %-12s %12.1f ", r->n, query_name[r->kind], r->ns[M_BRUTE]);
            if (r->ns[M_GRID] >= 0)
                fprintf(f, "%10.1f ", r->ns[M_GRID]);
            else
                fprintf(f, "%10s ", "-");
            fprintf(f, "%10.1f ", r->ns[M_TREE]);
            if (ratio >= 0)
                fprintf(f, "%10.3f ", ratio);
            else
                fprintf(f, "%10s ", "-");
            fprintf(f, "%8zu %7.1f ", r->brute_queries, 100.0 * (double)r->hits / (double)r->fast_queries);
            if (grid_ready)
                fprintf(f, "%6zu ", r->grid_disagree);
            else
                fprintf(f, "%6s ", "-");
            fprintf(f, "%6zu %6zu\n", r->tree_disagree, r->tree_ties);
        }
    }
}

/* Builds a world of n shapes (even, or islands), its tree and its grid,
   and measures every method on its queries: short casts and sweeps in the
   even world, long casts (ISLAND_QUERY units) across the islands' sea.
   Adds the rows; returns 1 if the grid disagreed with brute force. */
#define ISLAND_QUERY 1000.0
static int measure(row *rows, size_t *count, size_t n, int islands)
{
    double side = 0, built;
    size_t brute_q = (size_t)(BRUTE_TESTS / (double)n);
    isect_shape *shapes = islands ? make_islands(n, &side) : make_world(n, &side);
    query *q;
    int kind, m, status = 0;
    if (shapes == NULL) {
        fprintf(stderr, "bench-broad: out of memory at n = %zu\n", n);
        exit(1);
    }
    built = now_ns();
    tree = broad_tree_build(shapes, n);
    built = now_ns() - built;
    q = make_queries(FAST_QUERIES, side, islands ? ISLAND_QUERY : QUERY_LENGTH);
    if (q == NULL) {
        fprintf(stderr, "bench-broad: out of memory at n = %zu\n", n);
        exit(1);
    }
    if (brute_q < MIN_QUERIES)
        brute_q = MIN_QUERIES;
    if (brute_q > FAST_QUERIES)
        brute_q = FAST_QUERIES;
    world.shapes = shapes;
    world.layers = NULL;
    world.count = n;
    grid_ready = grid_build(side);
    printf("n = %zu%s: side %.0f, tree built in %.0f ms (height %d)\n", n, islands ? " in islands" : "",
           side, built / 1e6, broad_tree_height(tree));
    for (kind = islands ? Q_ISLANDS_CAST : Q_CAST; kind <= (islands ? Q_ISLANDS_CAST : Q_SWEEP); kind++) {
        row *r = &rows[(*count)++];
        memset(r, 0, sizeof *r);
        r->n = n;
        r->kind = kind;
        r->brute_queries = brute_q;
        r->fast_queries = FAST_QUERIES;
        for (m = 0; m < METHODS; m++) {
            size_t hits = 0;
            if (m == M_GRID && !grid_ready) {
                r->ns[m] = -1;
                continue;
            }
            r->ns[m] = time_method(m, kind, q, m == M_BRUTE ? brute_q : FAST_QUERIES, &hits);
            if (m == M_TREE)
                r->hits = hits;
        }
        check(r, q, brute_q);
        if (r->grid_disagree != 0)
            status = 1;
    }
    if (grid_ready)
        grid_free();
    broad_tree_free(tree);
    free(q);
    free(shapes);
    return status;
}

int main(int argc, char **argv)
{
    const char *tsv = NULL;
    size_t max_n = 1000000, n, count = 0;
    row rows[16];
    int i, status = 0;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--tsv") == 0 && i + 1 < argc)
            tsv = argv[++i];
        else if (strcmp(argv[i], "--max-n") == 0 && i + 1 < argc)
            max_n = (size_t)strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--cell") == 0 && i + 1 < argc)
            cell_size = atof(argv[++i]) > 0 ? atof(argv[i]) : 4;
        else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc)
            rounds = atoi(argv[++i]) > 0 ? atoi(argv[i]) : 1;
        else {
            fprintf(stderr, "usage: %s [--tsv FILE] [--max-n N] [--rounds R] [--cell SIZE]\n", argv[0]);
            return 2;
        }
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("bench-broad: ns per query (each chunk the best of %d rounds), brute force vs grid vs Box2D's b2DynamicTree\n",
           rounds);
    for (n = 100; n <= max_n; n *= 10)
        status |= measure(rows, &count, n, 0);
    status |= measure(rows, &count, max_n < 100000 ? max_n : 100000, 1);
    put_rows(stdout, rows, count, 0);
    if (tsv != NULL) {
        FILE *f = fopen(tsv, "w");
        char cpu[200], date[64];
        time_t t = time(NULL);
        if (f == NULL) {
            perror(tsv);
            return 1;
        }
        machine(cpu, sizeof cpu);
        strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", gmtime(&t));
        fprintf(f, "# make bench-broad: %s; gcc %s %s, Box2D 2.4 (libbox2d); %s; %s; cell %g; each chunk the best of %d rounds\n",
                cpu, __VERSION__, BROAD_FLAGS, date,
                KINDS == 4 ? "boxes, circles, capsules, slopes" : "boxes and circles", cell_size, rounds);
        put_rows(f, rows, count, 1);
        if (fclose(f) != 0) {
            perror(tsv);
            return 1;
        }
    }
    if (status)
        fprintf(stderr, "bench-broad: the grid disagrees with brute force\n");
    return status;
}
