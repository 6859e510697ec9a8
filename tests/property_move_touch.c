/* property_move_touch.c -- the movers (intersect.nw, "Move and slide") never
   end a call inside a shape they started clear of, when they start touching a
   shape and move into it or along it.

   The class: a mover that starts on a shape's corner, on its edge or flush on
   its face, and slides along it, passes that shape closer than the shape's
   static test can round. A stop a skin short of some other shape, taken on
   that stretch, can land a hair inside the grazed shape. The fuzzer found one
   in float: a point on the corner of a triangle whose far corners were at
   x ~ 7000, sliding along the triangle's edge into a circle.

   Each trial builds a world of two to five shapes of any kind, at the three
   scales of a game (GAME_SCALES) and a fourth, "far": shapes whose corners
   reach thousands of units from a mover near the origin. The mover (a box, a
   circle of radius 0 or more, a capsule) starts touching one of them: placed
   on a corner, an edge or a face by arithmetic, or stopped against it by a
   sweep. Then eight frames, each a move along one of the shape's edges turned
   by a tiny angle, into the shape, toward another shape, or anywhere. After
   each frame: if the mover started clear of every shape, it ends clear of
   every shape (each shape's own static test, the test a game runs); the
   move is finite; the steps are in range. Both precisions (make check-c). */
#define CHECK_PRINT_LIMIT 3
#include "testlib.h"

#define MAX_SHAPES 5
#define FAR_SCALE GAME_SCALES
static isect_shape shapes[MAX_SHAPES];
static size_t nshapes;
static int k_scale, k_mover, k_frame;
static isect_vec k_pos, k_delta;
static isect_aabb m_box;
static isect_circle m_circle;
static isect_capsule m_capsule;

static void print_shape(const isect_shape *s)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB:
        printf("      box (%.9g, %.9g) half (%.9g, %.9g)\n", (double)s->as.aabb.pos.x,
               (double)s->as.aabb.pos.y, (double)s->as.aabb.half.x, (double)s->as.aabb.half.y);
        break;
    case ISECT_SHAPE_CIRCLE:
        printf("      circle (%.9g, %.9g) r %.9g\n", (double)s->as.circle.pos.x,
               (double)s->as.circle.pos.y, (double)s->as.circle.radius);
        break;
    case ISECT_SHAPE_CAPSULE:
        printf("      capsule (%.9g, %.9g) axis (%.9g, %.9g) r %.9g\n",
               (double)s->as.capsule.pos.x, (double)s->as.capsule.pos.y,
               (double)s->as.capsule.delta.x, (double)s->as.capsule.delta.y,
               (double)s->as.capsule.radius);
        break;
    default:
        printf("      triangle (%.9g, %.9g) (%.9g, %.9g) (%.9g, %.9g)\n",
               (double)s->as.triangle.a.x, (double)s->as.triangle.a.y,
               (double)s->as.triangle.b.x, (double)s->as.triangle.b.y,
               (double)s->as.triangle.c.x, (double)s->as.triangle.c.y);
        break;
    }
}

static void describe(void)
{
    static const char *movers[3] = {"box", "circle", "capsule"};
    isect_shape m = k_mover == 0 ? isect_shape_aabb(m_box)
                  : k_mover == 1 ? isect_shape_circle(m_circle) : isect_shape_capsule(m_capsule);
    size_t i;
    printf("    phase %s, trial %ld, scale %d, a %s, frame %d from (%.9g, %.9g) by (%.9g, %.9g)\n",
           k_kind, k_trial, k_scale, movers[k_mover], k_frame, (double)k_pos.x,
           (double)k_pos.y, (double)k_delta.x, (double)k_delta.y);
    print_shape(&m);
    printf("    the world:\n");
    for (i = 0; i < nshapes; i++)
        print_shape(&shapes[i]);
}

/* ---- the world ------------------------------------------------------------ */

static double coord(void)
{
    return k_scale == FAR_SCALE ? (2 * rng_unit() - 1) * 300 : scale_coord(k_scale);
}

static double extent(void)
{
    return k_scale == FAR_SCALE ? 2000 + 6000 * rng_unit() : 2 * scale_size(k_scale);
}

static isect_vec near_point(isect_vec c, double reach)
{
    double x = (double)c.x + (2 * rng_unit() - 1) * reach;
    return V(x, (double)c.y + (2 * rng_unit() - 1) * reach);
}

static isect_shape random_shape(void)
{
    double cx = coord(), cy = coord(), e = extent();
    isect_vec c = V(cx, cy), a, b;
    switch (rng_int(0, 3)) {
    case 0: {
        double hx = e * (0.1 + rng_unit());
        return isect_shape_aabb(BOX(cx, cy, hx, e * (0.1 + rng_unit())));
    }
    case 1:
        return isect_shape_circle(CIRC(cx, cy, e * (0.1 + rng_unit())));
    case 2:
        a = near_point(c, e);
        return isect_shape_capsule(CAP(cx, cy, (double)a.x - cx, (double)a.y - cy,
                                       e * 0.3 * rng_unit()));
    default:
        a = near_point(c, e);
        b = near_point(c, e);
        return isect_shape_triangle(TRI(cx, cy, (double)a.x, (double)a.y, (double)b.x, (double)b.y));
    }
}

/* ---- the mover ------------------------------------------------------------- */

static double mover_size(void)
{
    double s = k_scale == FAR_SCALE ? 4 + 30 * rng_unit() : scale_size(k_scale) / 2;
    return rng_chance(0.2) ? 0 : s;
}

static isect_vec mover_pos(void)
{
    return k_mover == 0 ? m_box.pos : k_mover == 1 ? m_circle.pos : m_capsule.pos;
}

static void put_mover(isect_vec p)
{
    m_box.pos = m_circle.pos = m_capsule.pos = p;
}

static bool overlaps_shape(const isect_shape *s)
{
    switch (k_mover * 4 + (int)s->kind) {
    case 0: return isect_aabb_aabb(s->as.aabb, m_box, NULL);
    case 1: return isect_circle_aabb(s->as.circle, m_box, NULL);
    case 2: return isect_capsule_aabb(s->as.capsule, m_box, NULL);
    case 3: return isect_triangle_aabb(s->as.triangle, m_box, NULL);
    case 4: return isect_aabb_circle(s->as.aabb, m_circle, NULL);
    case 5: return isect_circle_circle(s->as.circle, m_circle, NULL);
    case 6: return isect_capsule_circle(s->as.capsule, m_circle, NULL);
    case 7: return isect_triangle_circle(s->as.triangle, m_circle, NULL);
    case 8: return isect_capsule_aabb(m_capsule, s->as.aabb, NULL);
    case 9: return isect_capsule_circle(m_capsule, s->as.circle, NULL);
    case 10: return isect_capsule_capsule(s->as.capsule, m_capsule, NULL);
    default: return isect_triangle_capsule(s->as.triangle, m_capsule, NULL);
    }
}

static bool overlapping(void)
{
    size_t i;
    for (i = 0; i < nshapes; i++)
        if (overlaps_shape(&shapes[i]))
            return true;
    return false;
}

/* A point on the surface of s and a direction out of s there (not unit). */
static void surface_point(const isect_shape *s, isect_vec *q, isect_vec *out)
{
    isect_vec c, p;
    switch (s->kind) {
    case ISECT_SHAPE_AABB: {
        isect_aabb b = s->as.aabb;
        int corner = rng_chance(0.5);
        double sx = rng_chance(0.5) ? 1 : -1, sy = rng_chance(0.5) ? 1 : -1;
        double fx = corner ? sx : 2 * rng_unit() - 1;
        *q = V((double)b.pos.x + fx * (double)b.half.x, (double)b.pos.y + sy * (double)b.half.y);
        if (!corner && rng_chance(0.5)) /* a left or right face instead */
            *q = V((double)b.pos.x + sx * (double)b.half.x,
                   (double)b.pos.y + (2 * rng_unit() - 1) * (double)b.half.y);
        c = b.pos;
        break;
    }
    case ISECT_SHAPE_CIRCLE: {
        double a = 2 * 3.14159265358979 * rng_unit(), r = (double)s->as.circle.radius;
        c = s->as.circle.pos;
        *q = V((double)c.x + r * cos(a), (double)c.y + r * sin(a));
        break;
    }
    case ISECT_SHAPE_CAPSULE: {
        isect_capsule k = s->as.capsule;
        double u = rng_unit(), a = 2 * 3.14159265358979 * rng_unit(), r = (double)k.radius;
        p = V((double)k.pos.x + u * (double)k.delta.x, (double)k.pos.y + u * (double)k.delta.y);
        *q = V((double)p.x + r * cos(a), (double)p.y + r * sin(a));
        c = p;
        break;
    }
    default: {
        isect_triangle t = s->as.triangle;
        isect_vec v[3];
        int i = rng_int(0, 2);
        v[0] = t.a;
        v[1] = t.b;
        v[2] = t.c;
        *q = rng_chance(0.5) ? v[i] : along(v[i], v[(i + 1) % 3], rng_unit());
        c = V(((double)t.a.x + (double)t.b.x + (double)t.c.x) / 3,
              ((double)t.a.y + (double)t.b.y + (double)t.c.y) / 3);
        break;
    }
    }
    *out = V((double)q->x - (double)c.x, (double)q->y - (double)c.y);
    if (out->x == 0 && out->y == 0)
        *out = V(0, -1);
}

/* Puts the mover touching shape s: its own surface on a point of s's. */
static void place_touching(const isect_shape *s)
{
    isect_vec q, out;
    double len, ux, uy;
    surface_point(s, &q, &out);
    len = vlen(out);
    ux = (double)out.x / len;
    uy = (double)out.y / len;
    if (rng_chance(0.3)) { /* stop against it with a sweep from outside */
        double far = 4 * extent();
        isect_world w;
        isect_sweep sw;
        isect_vec from = V((double)q.x + ux * far, (double)q.y + uy * far);
        isect_vec d = V((double)q.x - (double)from.x, (double)q.y - (double)from.y);
        d = V(2 * (double)d.x, 2 * (double)d.y);
        w.shapes = s;
        w.layers = NULL;
        w.count = 1;
        put_mover(from);
        if (k_mover == 0)
            isect_world_sweep_aabb(&w, m_box, d, NULL, &sw, NULL);
        else if (k_mover == 1)
            isect_world_sweep_circle(&w, m_circle, d, NULL, &sw, NULL);
        else
            isect_world_sweep_capsule(&w, m_capsule, d, NULL, &sw, NULL);
        put_mover(sw.pos);
        return;
    }
    if (k_mover == 0) /* the box's corner on q, the box on the outer side */
        put_mover(V((double)q.x + (ux >= 0 ? 1 : -1) * (double)m_box.half.x,
                    (double)q.y + (uy >= 0 ? 1 : -1) * (double)m_box.half.y));
    else if (k_mover == 1)
        put_mover(V((double)q.x + ux * (double)m_circle.radius,
                    (double)q.y + uy * (double)m_circle.radius));
    else /* the capsule's first end circle touching q */
        put_mover(V((double)q.x + ux * (double)m_capsule.radius,
                    (double)q.y + uy * (double)m_capsule.radius));
}

/* ---- the moves --------------------------------------------------------------- */

static isect_vec edge_direction(const isect_shape *s)
{
    switch (s->kind) {
    case ISECT_SHAPE_AABB: return rng_chance(0.5) ? V(1, 0) : V(0, 1);
    case ISECT_SHAPE_CAPSULE: return s->as.capsule.delta;
    case ISECT_SHAPE_TRIANGLE: {
        isect_triangle t = s->as.triangle;
        int i = rng_int(0, 2);
        isect_vec v[3];
        v[0] = t.a;
        v[1] = t.b;
        v[2] = t.c;
        return V((double)v[(i + 1) % 3].x - (double)v[i].x, (double)v[(i + 1) % 3].y - (double)v[i].y);
    }
    default: {
        double a = 2 * 3.14159265358979 * rng_unit();
        return V(cos(a), sin(a));
    }
    }
}

static isect_vec random_move(const isect_shape *touched)
{
    double len = extent(), dx, dy, l, turn, c, s;
    isect_vec p, d;
    len *= 0.05 + 2 * rng_unit();
    p = mover_pos();
    switch (rng_int(0, 3)) {
    case 0: /* along an edge of the touched shape, either way, turned a hair */
        d = edge_direction(touched);
        if (rng_chance(0.5))
            d = V(-(double)d.x, -(double)d.y);
        break;
    case 1: { /* into the touched shape */
        isect_vec q, out;
        surface_point(touched, &q, &out);
        d = V((double)q.x - (double)p.x, (double)q.y - (double)p.y);
        break;
    }
    case 2: { /* toward another shape */
        isect_vec q, out;
        surface_point(&shapes[rng_int(0, (int)nshapes - 1)], &q, &out);
        d = V((double)q.x - (double)p.x, (double)q.y - (double)p.y);
        break;
    }
    default: {
        double a = 2 * 3.14159265358979 * rng_unit();
        d = V(cos(a), sin(a));
        break;
    }
    }
    l = vlen(d);
    if (l == 0)
        d = V(1, 0), l = 1;
    turn = 0;
    if (rng_chance(0.5)) {
        turn = 2 * rng_unit() - 1;
        turn *= pow(10, -1 - 6 * rng_unit());
    }
    c = cos(turn);
    s = sin(turn);
    dx = ((double)d.x * c - (double)d.y * s) / l * len;
    dy = ((double)d.x * s + (double)d.y * c) / l * len;
    return V(dx, dy);
}

/* ---- the trial ---------------------------------------------------------------- */

static void trial(void)
{
    isect_world w;
    isect_move_options o;
    const isect_move_options *opts = NULL;
    size_t i, touched;
    double size;
    k_scale = (int)(k_trial % (GAME_SCALES + 1));
    k_mover = (int)((k_trial / (GAME_SCALES + 1)) % 3);
    nshapes = (size_t)rng_int(2, MAX_SHAPES);
    for (i = 0; i < nshapes; i++)
        shapes[i] = random_shape();
    size = mover_size();
    m_box.half = V(size, rng_chance(0.5) ? size : mover_size());
    m_circle.radius = R(size);
    m_capsule.radius = R(size);
    m_capsule.delta = V(0, rng_chance(0.5) ? 2 * size : -2 * size);
    touched = (size_t)rng_int(0, (int)nshapes - 1);
    place_touching(&shapes[touched]);
    w.shapes = shapes;
    w.layers = NULL;
    w.count = nshapes;
    if (rng_chance(0.5)) {
        o.skin = R(k_scale == GAME_UNIT ? 0.001 : 0.01);
        o.max_slope = R(0.7);
        o.max_steps = rng_int(1, 8);
        o.y_up = rng_chance(0.5);
        opts = &o;
    }
    for (k_frame = 0; k_frame < 8; k_frame++) {
        isect_move_result r;
        bool clear = !overlapping();
        k_pos = mover_pos();
        k_delta = random_move(&shapes[touched]);
        if (k_mover == 0)
            isect_world_move_aabb(&w, m_box, k_delta, NULL, opts, &r);
        else if (k_mover == 1)
            isect_world_move_circle(&w, m_circle, k_delta, NULL, opts, &r);
        else
            isect_world_move_capsule(&w, m_capsule, k_delta, NULL, opts, &r);
        CHECK(finite2(r.moved));
        CHECK(r.steps >= 0 && r.steps <= (opts != NULL ? opts->max_steps : 4) + 2);
        put_mover(isect_add(k_pos, r.moved));
        if (clear)
            CHECK(!overlapping());
        if (rng_chance(0.3)) /* touch a shape again */
            place_touching(&shapes[touched = (size_t)rng_int(0, (int)nshapes - 1)]);
    }
}

/* A slide into a pocket: the mover on the corner or the edge of a big
   triangle, moving into it at a small angle, so that it slides along the
   edge, with a second shape across the edge a little way on to stop it. */
static void trial_pocket(void)
{
    isect_world w;
    isect_move_result r;
    double len, ux, uy, nx, ny, turn, reach, e, dist;
    isect_vec a, b, c, q;
    int side = rng_chance(0.5) ? 1 : -1;
    k_scale = (int)(k_trial % (GAME_SCALES + 1));
    k_mover = (int)((k_trial / (GAME_SCALES + 1)) % 3);
    k_frame = 0;
    e = k_scale == FAR_SCALE ? 2000 + 6000 * rng_unit() : 4 * extent();
    {
        double ax = coord();
        a = V(ax, coord());
    }
    {
        double ang = 2 * 3.14159265358979 * rng_unit();
        b = V((double)a.x + e * cos(ang), (double)a.y + e * sin(ang));
    }
    ux = ((double)b.x - (double)a.x) / vdist(a, b);
    uy = ((double)b.y - (double)a.y) / vdist(a, b);
    nx = -uy * side; /* out of the triangle, across the edge a-b */
    ny = ux * side;
    c = V((double)a.x + e * (0.5 * ux - nx), (double)a.y + e * (0.5 * uy - ny));
    shapes[0] = isect_shape_triangle(TRI((double)a.x, (double)a.y, (double)b.x, (double)b.y,
                                         (double)c.x, (double)c.y));
    reach = mover_size();
    m_box.half = V(reach, reach);
    m_circle.radius = R(reach);
    m_capsule.radius = R(reach);
    m_capsule.delta = V(0, 0);
    q = rng_chance(0.5) ? a : along(a, b, 0.2 * rng_unit());
    if (k_mover == 0)
        put_mover(V((double)q.x + (nx >= 0 ? 1 : -1) * reach, (double)q.y + (ny >= 0 ? 1 : -1) * reach));
    else
        put_mover(V((double)q.x + nx * reach, (double)q.y + ny * reach));
    /* the stopper: a circle or a box across the edge's line, a little way on */
    {
        double size = (reach + 1) * (0.5 + 10 * rng_unit());
        double off = reach + size * (0.3 + 0.65 * rng_unit()), px, py;
        dist = size + reach + (reach + 1) * (0.001 + 2 * rng_unit());
        px = (double)q.x + ux * dist;
        py = (double)q.y + uy * dist;
        shapes[1] = rng_chance(0.5)
            ? isect_shape_circle(CIRC(px + nx * off, py + ny * off, size))
            : isect_shape_aabb(BOX(px + nx * off, py + ny * off, size, size));
    }
    nshapes = 2;
    w.shapes = shapes;
    w.layers = NULL;
    w.count = nshapes;
    /* mostly into the triangle, so that it slides; else grazing out of it */
    turn = pow(10, -1 - 6 * rng_unit());
    turn *= rng_chance(0.8) ? -side : side;
    len = e * (0.5 + rng_unit());
    k_delta = V(len * (ux * cos(turn) - uy * sin(turn)), len * (ux * sin(turn) + uy * cos(turn)));
    k_pos = mover_pos();
    if (overlapping())
        return;
    if (k_mover == 0)
        isect_world_move_aabb(&w, m_box, k_delta, NULL, NULL, &r);
    else if (k_mover == 1)
        isect_world_move_circle(&w, m_circle, k_delta, NULL, NULL, &r);
    else
        isect_world_move_capsule(&w, m_capsule, k_delta, NULL, NULL, &r);
    CHECK(finite2(r.moved));
    put_mover(isect_add(k_pos, r.moved));
    CHECK(!overlapping());
}

int main(int argc, char **argv)
{
    long trials = property_start(argc, argv, "property_move_touch", 0x70c4ed5eedULL, 20000,
                                 describe);
    property_phase("touching", trials, trial);
    property_phase("pocket", trials, trial_pocket);
    return property_finish("tests/property_move_touch.c");
}
