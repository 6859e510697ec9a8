/* figures.c -- the page's figures show the library's own results.

   A figure is either a scene of svg/scenes.c or a chosen frame of a live
   example (build/frames.c, from the appendix of intersect.nw). Each scene
   is built, and the numbers it draws (a hit position, a delta, a stop
   position) are checked against the library, called here on the very
   shapes the scene drew (found by their tags). Each frame figure is drawn
   as the figure program draws it: its handles land exactly where it puts
   them, and the Hit it draws (the commands tagged hit.pos, hit.normal and
   hit.delta) is what the library returns for the shapes drawn, with the
   numbers its caption quotes. Every frame figure has such a check here.
   Also: every scene fits its buffer, has a label, and its labels are
   terminated; and draw_format prints numbers as expected. Built by
   svg/figures.mk (make check-figures), not by tests/tests.mk, because it
   links the scenes and the examples. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intersect.h"
#include "check.h"
#include "draw.h"
#include "scenes.h"
#include "frames.h"
#include "plot.h"

#define TOL 1e-9
/* For a number the figure computes again from what it drew (an arrow's
   length, a cross product of drawn points): rounding of the scene's own
   arithmetic, at coordinates of a few hundred. */
#ifdef ISECT_FLOAT
#define LOOSE 2e-3
#else
#define LOOSE 1e-9
#endif

static draw_scene scene;

static const draw_cmd *build(const char *name)
{
    const scene_entry *e = scene_find(name);
    if (!CHECK(e != NULL))
        return NULL;
    e->build(&scene);
    return scene.cmd;
}

/* The command tagged tag, which must exist. */
static const draw_cmd *tagged(const char *tag)
{
    const draw_cmd *c = draw_find(&scene, tag);
    if (!CHECK(c != NULL))
        printf("  (no command tagged %s)\n", tag);
    return c;
}

static isect_aabb box_of(const draw_cmd *c)
{
    isect_aabb b;
    b.pos = c->p[0];
    b.half = c->p[1];
    return b;
}

TEST(every_scene_fits)
{
    int i, j;
    CHECK(scene_count >= 15);
    for (i = 0; i < scene_count; i++) {
        scene_list[i].build(&scene);
        CHECK(scene.dropped == 0);
        CHECK(scene.count > 0);
        CHECK(scene.label != NULL && scene.label[0] != '\0');
        CHECK(scene.max.x > scene.min.x && scene.max.y > scene.min.y);
        for (j = 0; j < scene.count; j++) {
            const draw_cmd *c = &scene.cmd[j];
            int k, terminated = 0;
            for (k = 0; k < DRAW_TEXT_MAX; k++)
                if (c->text[k] == '\0')
                    terminated = 1;
            CHECK(terminated);
            if (c->kind == DRAW_LABEL)
                CHECK(c->text[0] != '\0');
        }
        CHECK(scene_find(scene_list[i].name) == &scene_list[i]);
    }
    CHECK(scene_find("no-such-figure") == NULL);
}

TEST(format)
{
    char b[DRAW_TEXT_MAX];
    draw_format(b, DRAW_TEXT_MAX, (isect_real)0.333, 2);
    CHECK(b[0] == '0' && b[1] == '.' && b[2] == '3' && b[3] == '3' && b[4] == '\0');
    draw_format(b, DRAW_TEXT_MAX, -12, 0);
    CHECK(b[0] == '-' && b[1] == '1' && b[2] == '2' && b[3] == '\0');
    draw_format(b, DRAW_TEXT_MAX, (isect_real)1.996, 2);
    CHECK(b[0] == '2' && b[1] == '.' && b[2] == '0' && b[3] == '0' && b[4] == '\0');
    draw_format(b, DRAW_TEXT_MAX, (isect_real)-0.001, 2);
    CHECK(b[0] == '0' && b[1] == '.' && b[2] == '0' && b[3] == '0' && b[4] == '\0');
    draw_format(b, 3, 12345, 0);
    CHECK(b[0] == '1' && b[1] == '2' && b[2] == '\0');
}

/* The slab figures: the near times drawn are where the line crosses the
   near lines, and the later of the two is the library's hit time. */
TEST(slabs)
{
    const draw_cmd *box, *seg, *near;
    isect_vec pos, delta, near_x, near_y;
    isect_hit hit;
    if (!build("slab-x") || !(near = tagged("near")) || !(box = tagged("box"))
        || !(seg = tagged("segment")))
        return;
    near_x = near->p[0];
    pos = seg->p[0];
    delta = isect_sub(seg->p[1], seg->p[0]);
    CHECK_NEAR(near_x.x, box->p[0].x - box->p[1].x, TOL);   /* on the left line */
    if (!build("slab-y") || !(near = tagged("near")))
        return;
    near_y = near->p[0];
    CHECK_NEAR(near_y.y, box->p[0].y - box->p[1].y, TOL);   /* on the top line */
    if (!CHECK(isect_aabb_segment(box_of(box), pos, delta, isect_v(0, 0), &hit)))
        return;
    /* the x slab is entered last: that is the hit */
    CHECK(near_x.x > near_y.x);
    CHECK_VEC(hit.pos, near_x.x, near_x.y, TOL);
}

/* The three segments that miss: the library says they miss. */
TEST(misses)
{
    static const char *const names[3] = { "segment-outside", "segment-front", "segment-behind" };
    int i;
    for (i = 0; i < 3; i++) {
        const draw_cmd *box, *seg;
        if (!build(names[i]) || !(box = tagged("box")) || !(seg = tagged("segment")))
            continue;
        CHECK(!isect_aabb_segment(box_of(box), seg->p[0], isect_sub(seg->p[1], seg->p[0]),
                                  isect_v(0, 0), NULL));
        CHECK(seg->role == DRAW_CLEAR && box->role == DRAW_INK);
    }
}

/* Box vs box: the pushed box just touches the static one. */
TEST(box_push)
{
    static const char *const names[1] = { "box-box" };
    int i;
    for (i = 0; i < 1; i++) {
        const draw_cmd *b, *a, *fixed, *delta;
        isect_hit hit;
        if (!build(names[i]) || !(b = tagged("static")) || !(a = tagged("moving"))
            || !(fixed = tagged("fixed")) || !(delta = tagged("hit.delta")))
            continue;
        if (!CHECK(isect_aabb_aabb(box_of(b), box_of(a), &hit)))
            continue;
        CHECK(a->role == DRAW_HIT);
        CHECK_VEC(fixed->p[0], a->p[0].x + hit.delta.x, a->p[0].y + hit.delta.y, TOL);
        CHECK_VEC(isect_sub(delta->p[1], delta->p[0]), hit.delta.x, hit.delta.y, TOL);
        CHECK(!isect_aabb_aabb(box_of(b), box_of(fixed), NULL));
    }
}

/* The ambiguous push: each wall pushes A into the other. */
TEST(ambiguous_push)
{
    const draw_cmd *by_b, *by_c;
    if (!build("ambiguous-push") || !(by_b = tagged("pushed-by-b")) || !(by_c = tagged("pushed-by-c")))
        return;
    CHECK(by_b->role == DRAW_HIT);
    CHECK(by_c->role == DRAW_HIT);
    CHECK(by_b->p[0].y > 92 && by_c->p[0].y < 92);   /* one down, one up */
}

/* The circle quadratic: the entry is the library's, and both roots are on
   the circle, either side of the foot. */
TEST(circle_quadratic)
{
    const draw_cmd *c, *seg, *in, *out;
    isect_circle circle;
    isect_hit hit;
    if (!build("circle-quadratic") || !(c = tagged("circle")) || !(seg = tagged("segment"))
        || !(in = tagged("hit.pos")) || !(out = tagged("exit")))
        return;
    circle.pos = c->p[0];
    circle.radius = c->r;
    if (!CHECK(isect_circle_segment(circle, seg->p[0], isect_sub(seg->p[1], seg->p[0]), 0, &hit)))
        return;
    CHECK_VEC(in->p[0], hit.pos.x, hit.pos.y, TOL);
    CHECK_NEAR(isect_length(isect_sub(in->p[0], circle.pos)), circle.radius, LOOSE);
    CHECK_NEAR(isect_length(isect_sub(out->p[0], circle.pos)), circle.radius, LOOSE);
    CHECK(out->p[0].x > in->p[0].x);
}

/* The rounded corner: the path enters the square padding, but the circle
   there does not touch the box, and the sweep misses. */
TEST(rounded_corner)
{
    const draw_cmd *box, *early, *path;
    isect_circle circle;
    if (!build("rounded-corner") || !(box = tagged("box")) || !(early = tagged("square.pos"))
        || !(path = tagged("path")))
        return;
    circle.pos = early->p[0];
    circle.radius = early->r;
    CHECK(!isect_aabb_circle(box_of(box), circle, NULL));
    CHECK(early->role == DRAW_CLEAR && path->role == DRAW_CLEAR);
    circle.pos = path->p[0];
    CHECK(!isect_aabb_sweep_circle(box_of(box), circle, isect_sub(path->p[1], path->p[0]), NULL));
    CHECK(isect_aabb_segment(box_of(box), path->p[0], isect_sub(path->p[1], path->p[0]),
                             isect_v(circle.radius, circle.radius), NULL));
}

/* The capsule's segment hit, the nearest points of the triangle regions
   and the separating axis. */
TEST(newer_sections)
{
    const draw_cmd *cap, *seg, *pos, *tri;
    isect_hit hit;
    int i;
    if (build("capsule-parts") && (cap = tagged("capsule")) && (seg = tagged("segment"))
        && (pos = tagged("hit.pos"))) {
        isect_capsule c;
        c.pos = cap->p[0];
        c.delta = cap->p[1];
        c.radius = cap->r;
        if (CHECK(isect_capsule_segment(c, seg->p[0], isect_sub(seg->p[1], seg->p[0]), &hit)))
            CHECK_VEC(pos->p[0], hit.pos.x, hit.pos.y, TOL);
    }
    if (build("triangle-regions") && (tri = tagged("triangle"))) {
        isect_triangle t;
        int probes = 0;
        t.a = tri->p[0];
        t.b = tri->p[1];
        t.c = tri->p[2];
        for (i = 0; i + 1 < scene.count; i++) {
            const draw_cmd *c = &scene.cmd[i];
            if (c->tag != NULL && c->tag[0] == 'p' && c->tag[1] == 'r') {
                isect_vec q = isect_nearest_triangle(t, c->p[0]);
                CHECK_VEC(scene.cmd[i + 1].p[0], q.x, q.y, 0);
                probes++;
            }
        }
        CHECK(probes == 5);
    }
    if (build("sat-shadows")) {
        const draw_cmd *first = tagged("first"), *second = tagged("second");
        if (first && second) {
            isect_triangle s, t;
            s.a = first->p[0]; s.b = first->p[1]; s.c = first->p[2];
            t.a = second->p[0]; t.b = second->p[1]; t.c = second->p[2];
            CHECK(!isect_triangle_triangle(s, t, NULL));
            CHECK(second->role == DRAW_CLEAR);
        }
    }
}

/* The grid walk: the ray ends at the hatched shape's contact (the library's
   segment test on the drawn shape), every shaded cell meets the drawn ray,
   and there are as many as the figure's numbers, 1 to 7. */
TEST(grid_walk)
{
    const draw_cmd *ray, *pos, *shape;
    int i, cells = 0;
    if (!build("grid-walk") || !(ray = tagged("ray")) || !(pos = tagged("hit.pos"))
        || !(shape = tagged("hit-shape")))
        return;
    CHECK(shape->kind == DRAW_BOX && shape->role == DRAW_HIT);
    if (shape->kind == DRAW_BOX) {
        isect_hit hit;
        isect_vec end = isect_add(ray->p[0], isect_scale(isect_sub(ray->p[1], ray->p[0]), 2));
        if (CHECK(isect_aabb_segment(box_of(shape), ray->p[0], isect_sub(end, ray->p[0]),
                                     isect_v(0, 0), &hit)))
            CHECK_VEC(pos->p[0], hit.pos.x, hit.pos.y, LOOSE);
    }
    for (i = 0; i < scene.count; i++) {
        const draw_cmd *c = &scene.cmd[i];
        isect_hit h;
        isect_aabb grown;
        if (c->tag == NULL || c->tag[0] != 'v')
            continue;
        cells++;
        grown = box_of(c);
        grown.half = isect_add(grown.half, isect_v((isect_real)1e-3, (isect_real)1e-3));
        CHECK(isect_aabb_segment(grown, ray->p[0], isect_sub(ray->p[1], ray->p[0]),
                                 isect_v(0, 0), &h)
              || isect_aabb_point(grown, ray->p[0], NULL));
    }
    CHECK(cells == 7);
}

/* The seams: each drawn ray ends at the hit of isect_world_cast on the four
   drawn shapes, which no shape alone gives (each is only touched), at the
   corner where the seam begins. */
TEST(world_seam)
{
    static const char *const ray_tag[2] = { "ray-tiles", "ray-triangles" };
    static const char *const pos_tag[2] = { "hit.pos-tiles", "hit.pos-triangles" };
    static const char *const shape_tag[4] = { "tile-left", "tile-right", "triangle-lower",
                                              "triangle-upper" };
    const isect_vec corner[2] = { { 160, 100 }, { 250, 100 } };
    isect_shape shapes[4];
    isect_world world;
    int i, k;
    if (!build("world-seam"))
        return;
    for (k = 0; k < 4; k++) {
        const draw_cmd *c = tagged(shape_tag[k]);
        if (c == NULL)
            return;
        if (k < 2) {
            shapes[k] = isect_shape_aabb(box_of(c));
        } else {
            isect_triangle t;
            t.a = c->p[0];
            t.b = c->p[1];
            t.c = c->p[2];
            shapes[k] = isect_shape_triangle(t);
        }
    }
    world.shapes = shapes;
    world.layers = NULL;
    world.count = 4;
    for (i = 0; i < 2; i++) {
        const draw_cmd *ray = tagged(ray_tag[i]), *pos = tagged(pos_tag[i]);
        isect_vec d;
        isect_hit hit;
        if (ray == NULL || pos == NULL)
            return;
        d = isect_scale(isect_sub(ray->p[1], ray->p[0]), 2); /* past the hit */
        for (k = 0; k < 4; k++) {
            isect_world one;
            one.shapes = &shapes[k];
            one.layers = NULL;
            one.count = 1;
            CHECK(!isect_world_cast(&one, ray->p[0], d, NULL, NULL, NULL));
        }
        if (CHECK(isect_world_cast(&world, ray->p[0], d, NULL, &hit, NULL))) {
            CHECK_VEC(pos->p[0], hit.pos.x, hit.pos.y, 0);
            CHECK_VEC(hit.pos, corner[i].x, corner[i].y, 0);
        }
    }
}

/* ---- Figures that are frames of live examples ------------------------ */

static ex_frame fr;

/* Draws the frame figure called name into scene and fr. */
static const ex_figure *frame_of(const char *name)
{
    const ex_figure *fig = ex_figure_find(name);
    if (!CHECK(fig != NULL) || !CHECK(ex_figure_draw(fig, &scene, &fr)))
        return NULL;
    return fig;
}

/* The first command of this kind and role, which must exist. */
static const draw_cmd *first(draw_kind kind, draw_role role)
{
    int i;
    for (i = 0; i < scene.count; i++)
        if (scene.cmd[i].kind == kind && scene.cmd[i].role == role)
            return &scene.cmd[i];
    CHECK(0);
    printf("  (no command of kind %d and role %d)\n", (int)kind, (int)role);
    return NULL;
}

/* Whether some label reads text. */
static int has_label(const char *text)
{
    int i, k;
    for (i = 0; i < scene.count; i++) {
        const draw_cmd *c = &scene.cmd[i];
        if (c->kind != DRAW_LABEL)
            continue;
        for (k = 0; text[k] != '\0' && c->text[k] == text[k]; k++)
            ;
        if (text[k] == '\0' && c->text[k] == '\0')
            return 1;
    }
    printf("  (no label \"%s\")\n", text);
    return 0;
}

static isect_circle circle_of(const draw_cmd *c)
{
    isect_circle o;
    o.pos = c->p[0];
    o.radius = c->r;
    return o;
}

static isect_capsule capsule_of(const draw_cmd *c)
{
    isect_capsule o;
    o.pos = c->p[0];
    o.delta = c->p[1];
    o.radius = c->r;
    return o;
}

/* The drawn Hit is this one: a dot at hit.pos, the normal from there (24
   units long, as ex_draw_hit draws it), and the delta from moved. */
static void check_drawn_hit(const isect_hit *hit, isect_vec moved)
{
    const draw_cmd *pos = tagged("hit.pos"), *normal = tagged("hit.normal"),
                   *delta = tagged("hit.delta");
    if (!pos || !normal || !delta)
        return;
    CHECK_VEC(pos->p[0], hit->pos.x, hit->pos.y, TOL);
    CHECK_VEC(normal->p[0], hit->pos.x, hit->pos.y, TOL);
    CHECK_VEC(isect_sub(normal->p[1], normal->p[0]), 24 * hit->normal.x, 24 * hit->normal.y,
              LOOSE * 24);
    CHECK_NEAR(isect_length(hit->normal), 1, LOOSE);
    CHECK_VEC(delta->p[0], moved.x, moved.y, TOL);
    CHECK_VEC(isect_sub(delta->p[1], delta->p[0]), hit->delta.x, hit->delta.y, LOOSE * 64);
}

/* One check per frame figure: the library, called on what the frame drew,
   returns the Hit drawn, and the numbers the caption quotes. */

static void frame_intersection_test(void)
{
    const draw_cmd *b = first(DRAW_BOX, DRAW_INK), *a = first(DRAW_BOX, DRAW_HIT),
                   *fixed = first(DRAW_BOX, DRAW_FIXED);
    isect_hit hit;
    if (!b || !a || !fixed || !CHECK(isect_aabb_aabb(box_of(b), box_of(a), &hit)))
        return;
    check_drawn_hit(&hit, a->p[0]);
    CHECK_VEC(hit.delta, 30, 0, 0);                /* along x, the smaller overlap */
    CHECK_VEC(fixed->p[0], a->p[0].x + 30, a->p[0].y, 0);
    CHECK(!isect_aabb_aabb(box_of(b), box_of(fixed), NULL));
}

static void frame_box_point(void)
{
    const draw_cmd *b = first(DRAW_BOX, DRAW_INK), *q = first(DRAW_POINT, DRAW_CLEAR);
    isect_hit hit;
    if (!b || !q || !CHECK(isect_aabb_point(box_of(b), fr.at[1], &hit)))
        return;
    check_drawn_hit(&hit, fr.at[1]);
    CHECK_VEC(hit.delta, 0, 30, 0);                /* p_y = 30 < p_x = 45 */
    CHECK(has_label("px = 45") && has_label("py = 30"));
    CHECK(!isect_aabb_point(box_of(b), q->p[0], NULL));   /* "outside" is clear */
}

static void frame_box_segment(void)
{
    const draw_cmd *b = first(DRAW_BOX, DRAW_INK), *seg = first(DRAW_SEGMENT, DRAW_HIT);
    isect_vec delta;
    isect_hit hit;
    if (!b || !seg)
        return;
    delta = isect_sub(seg->p[1], seg->p[0]);
    if (!CHECK(isect_aabb_segment(box_of(b), seg->p[0], delta, isect_v(0, 0), &hit)))
        return;
    check_drawn_hit(&hit, seg->p[1]);
    CHECK_VEC(hit.pos, 140, 100, TOL);             /* t = 1/3, through the left edge */
    CHECK_VEC(hit.normal, -1, 0, 0);
    CHECK(has_label("t = 0.33"));
}

static void frame_sweep_stop(void)
{
    const draw_cmd *b = first(DRAW_BOX, DRAW_INK), *a = first(DRAW_BOX, DRAW_HIT),
                   *stop = first(DRAW_BOX, DRAW_FIXED);
    isect_sweep sweep;
    if (!b || !a || !stop
        || !CHECK(isect_aabb_sweep_aabb(box_of(b), box_of(a), isect_sub(fr.at[2], fr.at[1]),
                                        &sweep)))
        return;
    check_drawn_hit(&sweep.hit, fr.at[2]);
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK(!isect_aabb_aabb(box_of(b), box_of(stop), NULL));
    CHECK_VEC(sweep.hit.normal, -1, 0, 0);         /* B's left edge */
    CHECK(has_label("t = 0.43"));
}

static void frame_circle_point(void)
{
    const draw_cmd *c = first(DRAW_CIRCLE, DRAW_INK);
    isect_hit hit;
    if (!c || !CHECK(isect_circle_point(circle_of(c), fr.at[1], 0, &hit)))
        return;
    check_drawn_hit(&hit, fr.at[1]);
    CHECK_NEAR(isect_length(isect_sub(hit.pos, c->p[0])), c->r, LOOSE);
    /* along the radius through the point: the normal is the unit C -> P */
    CHECK_NEAR(isect_cross(hit.normal, isect_sub(fr.at[1], c->p[0])), 0, LOOSE);
}

static void frame_box_circle(void)
{
    const draw_cmd *b = first(DRAW_BOX, DRAW_INK), *c = first(DRAW_CIRCLE, DRAW_HIT);
    isect_hit hit;
    if (!b || !c || !CHECK(isect_aabb_circle(box_of(b), circle_of(c), &hit)))
        return;
    check_drawn_hit(&hit, c->p[0]);
    /* the nearest point is the bottom right corner, and the normal points
       from it to the center */
    CHECK_VEC(hit.pos, b->p[0].x + b->p[1].x, b->p[0].y + b->p[1].y, 0);
    CHECK_VEC(hit.normal, (isect_real)0.70710678118654752, (isect_real)0.70710678118654752, LOOSE);
}

static void frame_sweep_many(void)
{
    isect_shape world[4];
    const draw_cmd *box = NULL, *ball = NULL;
    isect_sweep bs, cs;
    size_t bi = 9, ci = 9;
    int i, n = 0;
    for (i = 0; i < scene.count && n < 4; i++) {
        const draw_cmd *c = &scene.cmd[i];
        if (c->kind == DRAW_BOX)
            world[n++] = isect_shape_aabb(box_of(c));
        else if (c->kind == DRAW_CIRCLE)
            world[n++] = isect_shape_circle(circle_of(c));
    }
    for (; i < scene.count; i++) {
        const draw_cmd *c = &scene.cmd[i];
        if (c->kind == DRAW_BOX && c->p[0].x == fr.at[0].x && c->p[0].y == fr.at[0].y)
            box = c;
        if (c->kind == DRAW_CIRCLE && c->p[0].x == fr.at[2].x && c->p[0].y == fr.at[2].y)
            ball = c;
    }
    if (!CHECK(n == 4) || !CHECK(box != NULL) || !CHECK(ball != NULL))
        return;
    CHECK(isect_sweep_aabb_into(world, 4, box_of(box), isect_sub(fr.at[1], fr.at[0]), &bs, &bi));
    CHECK(isect_sweep_circle_into(world, 4, circle_of(ball), isect_sub(fr.at[3], fr.at[2]),
                                  &cs, &ci));
    /* the box stops at the upper pillar, though the tall wall behind it is
       on its path too; the circle at the lower pillar */
    CHECK(bi == 1 && ci == 2);
    CHECK(world[0].kind == ISECT_SHAPE_AABB
          && isect_aabb_sweep_aabb(world[0].as.aabb, box_of(box), isect_sub(fr.at[1], fr.at[0]),
                                   NULL));
    CHECK(scene.cmd[1].role == DRAW_HIT && scene.cmd[2].role == DRAW_HIT);
    CHECK(scene.cmd[0].role == DRAW_INK && scene.cmd[3].role == DRAW_INK);
    check_drawn_hit(&bs.hit, fr.at[1]);            /* the box's Hit comes first */
}

static void frame_capsule_circle(void)
{
    const draw_cmd *cap = first(DRAW_CAPSULE, DRAW_INK), *c = first(DRAW_CIRCLE, DRAW_HIT);
    isect_hit hit;
    if (!cap || !c || !CHECK(isect_capsule_circle(capsule_of(cap), circle_of(c), &hit)))
        return;
    check_drawn_hit(&hit, c->p[0]);
    /* in the side band: pushed straight out across the axis */
    CHECK_NEAR(isect_dot(hit.normal, cap->p[1]), 0, LOOSE);
    CHECK(hit.normal.y > 0);
}

static void frame_triangle_circle(void)
{
    const draw_cmd *t = first(DRAW_POLYGON, DRAW_INK), *c = first(DRAW_CIRCLE, DRAW_HIT);
    isect_triangle tri;
    isect_hit hit;
    if (!t || !c || !CHECK(t->n == 3))
        return;
    tri.a = t->p[0];
    tri.b = t->p[1];
    tri.c = t->p[2];
    if (!CHECK(isect_triangle_circle(tri, circle_of(c), &hit)))
        return;
    check_drawn_hit(&hit, c->p[0]);
    /* beside the edge b -> c: the contact is on it, the normal its own */
    CHECK_NEAR(isect_cross(isect_sub(hit.pos, tri.b), isect_sub(tri.c, tri.b)), 0, LOOSE * 100);
    CHECK_NEAR(isect_dot(hit.normal, isect_sub(tri.c, tri.b)), 0, LOOSE);
    CHECK_VEC(hit.pos, isect_nearest_triangle(tri, c->p[0]).x,
              isect_nearest_triangle(tri, c->p[0]).y, LOOSE);
}

static void frame_segment_segment(void)
{
    const draw_cmd *wall = first(DRAW_SEGMENT, DRAW_INK), *seg = first(DRAW_SEGMENT, DRAW_HIT);
    isect_hit hit;
    isect_real along;
    char text[DRAW_TEXT_MAX] = "wall: s = ";
    if (!wall || !seg
        || !CHECK(isect_segment_segment(wall->p[0], isect_sub(wall->p[1], wall->p[0]), seg->p[0],
                                        isect_sub(seg->p[1], seg->p[0]), &hit, &along)))
        return;
    check_drawn_hit(&hit, seg->p[1]);
    draw_format(text + 10, DRAW_TEXT_MAX - 10, along, 2);
    CHECK(has_label(text));
}

static void frame_least_axis(void)
{
    const draw_cmd *one = first(DRAW_CAPSULE, DRAW_INK), *two = first(DRAW_CAPSULE, DRAW_HIT);
    isect_hit hit;
    isect_vec mid;
    isect_real least = 0;
    int k, pushes = 0;
    if (!one || !two || !CHECK(isect_capsule_capsule(capsule_of(one), capsule_of(two), &hit)))
        return;
    mid = isect_add(two->p[0], isect_scale(two->p[1], (isect_real)0.5));
    check_drawn_hit(&hit, mid);
    /* the Hit takes the shortest of the four pushes the readout lists */
    for (k = 0; k < fr.rows; k++) {
        if (fr.row[k].name[0] == 'k' && fr.row[k].name[1] == '(') {
            if (pushes == 0 || fr.row[k].v[0] < least)
                least = fr.row[k].v[0];
            pushes++;
        }
    }
    CHECK(pushes == 4);
    CHECK_NEAR(isect_length(hit.delta), least, LOOSE);
    CHECK(has_label("k(+n1)"));
}

/* The three sweeps of "Sweeping into capsules and triangles": the Hit drawn
   and the stop are the sweep's, the stop is clear of the static shape, and
   the normal is the slope's (the ramp's slope rises from its lower left
   corner, (190, 190) to (310, 100), y down: the outward normal is
   (-0.6, -0.8)) or, for the capsule, square to its axis. */
static isect_triangle triangle_of(const draw_cmd *t)
{
    isect_triangle tri;
    tri.a = t->p[0];
    tri.b = t->p[1];
    tri.c = t->p[2];
    return tri;
}

static void frame_triangle_box_sum(void)
{
    const draw_cmd *t = first(DRAW_POLYGON, DRAW_INK), *a = first(DRAW_BOX, DRAW_HIT),
                   *stop = first(DRAW_BOX, DRAW_FIXED);
    isect_sweep sweep;
    if (!t || !a || !stop || !CHECK(t->n == 3)
        || !CHECK(isect_triangle_sweep_aabb(triangle_of(t), box_of(a),
                                            isect_sub(fr.at[2], fr.at[1]), &sweep)))
        return;
    check_drawn_hit(&sweep.hit, fr.at[2]);
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK(!isect_triangle_aabb(triangle_of(t), box_of(stop), NULL));
    CHECK_VEC(sweep.hit.normal, -0.6, -0.8, LOOSE);
}

static void frame_capsule_box_sum(void)
{
    const draw_cmd *k = first(DRAW_CAPSULE, DRAW_INK), *a = first(DRAW_BOX, DRAW_HIT),
                   *stop = first(DRAW_BOX, DRAW_FIXED);
    isect_sweep sweep;
    if (!k || !a || !stop
        || !CHECK(isect_capsule_sweep_aabb(capsule_of(k), box_of(a),
                                           isect_sub(fr.at[3], fr.at[2]), &sweep)))
        return;
    check_drawn_hit(&sweep.hit, fr.at[3]);
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK(!isect_capsule_aabb(capsule_of(k), box_of(stop), NULL));
    CHECK_NEAR(isect_dot(sweep.hit.normal, k->p[1]), 0, LOOSE * isect_length(k->p[1]));
}

/* segment-box-sum: the wall as drawn (the ink line), the box where it
   starts and where it stops: the sweep into the wall hits, the box stops
   where the figure draws it, clear of the wall, and the wall's normal is
   across the wall. */
static void frame_segment_box_sum(void)
{
    const draw_cmd *w = first(DRAW_LINE, DRAW_INK), *a = first(DRAW_BOX, DRAW_HIT),
                   *stop = first(DRAW_BOX, DRAW_FIXED);
    isect_sweep sweep;
    isect_vec e;
    if (!w || !a || !stop)
        return;
    e = isect_sub(w->p[1], w->p[0]);
    if (!CHECK(isect_segment_sweep_aabb(w->p[0], e, box_of(a), isect_sub(fr.at[3], fr.at[2]),
                                        &sweep)))
        return;
    check_drawn_hit(&sweep.hit, fr.at[3]);
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK(!isect_segment_aabb(w->p[0], e, box_of(stop), NULL));
    CHECK_NEAR(isect_dot(sweep.hit.normal, e), 0, LOOSE * isect_length(e));
}

static void frame_triangle_circle_sum(void)
{
    const draw_cmd *t = first(DRAW_POLYGON, DRAW_INK), *c = first(DRAW_CIRCLE, DRAW_HIT),
                   *stop = first(DRAW_CIRCLE, DRAW_FIXED);
    isect_sweep sweep;
    if (!t || !c || !stop || !CHECK(t->n == 3)
        || !CHECK(isect_triangle_sweep_circle(triangle_of(t), circle_of(c),
                                              isect_sub(fr.at[2], fr.at[1]), &sweep)))
        return;
    check_drawn_hit(&sweep.hit, fr.at[2]);
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK(!isect_triangle_circle(triangle_of(t), circle_of(stop), NULL));
    CHECK_VEC(sweep.hit.normal, -0.6, -0.8, LOOSE);
}

/* capsule-moving-sums: the upright capsule swept into the ramp stops short
   of the slope, with the slope's normal, and clear of it. */
static void frame_capsule_moving_sums(void)
{
    const draw_cmd *t = first(DRAW_POLYGON, DRAW_INK), *c = first(DRAW_CAPSULE, DRAW_HIT),
                   *stop = first(DRAW_CAPSULE, DRAW_FIXED);
    isect_sweep sweep;
    if (!t || !c || !stop || !CHECK(t->n == 3)
        || !CHECK(isect_triangle_sweep_capsule(triangle_of(t), capsule_of(c),
                                               isect_sub(fr.at[2], fr.at[1]), &sweep)))
        return;
    check_drawn_hit(&sweep.hit, fr.at[2]);
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK(!isect_triangle_capsule(triangle_of(t), capsule_of(stop), NULL));
    CHECK_VEC(sweep.hit.normal, -0.6, -0.8, LOOSE);
}

/* world-cast: the five shapes as drawn (the faint one on another layer),
   cast with the mask of layer 1: the triangle (index 3) is hit, behind the
   capsule the segment passes through, and it is the only shape hatched. */
static void frame_world_cast(void)
{
    isect_shape shapes[5];
    uint32_t layers[5];
    isect_world world;
    isect_filter filter;
    const draw_cmd *seg = first(DRAW_SEGMENT, DRAW_HIT);
    isect_hit hit;
    size_t index = 9;
    int i, n = 0, hatched = 0;
    for (i = 0; i < scene.count && n < 5; i++) {
        const draw_cmd *c = &scene.cmd[i];
        isect_triangle t;
        if (c->kind == DRAW_BOX)
            shapes[n] = isect_shape_aabb(box_of(c));
        else if (c->kind == DRAW_CIRCLE)
            shapes[n] = isect_shape_circle(circle_of(c));
        else if (c->kind == DRAW_CAPSULE)
            shapes[n] = isect_shape_capsule(capsule_of(c));
        else if (c->kind == DRAW_POLYGON && c->n == 3) {
            t.a = c->p[0];
            t.b = c->p[1];
            t.c = c->p[2];
            shapes[n] = isect_shape_triangle(t);
        } else
            continue;
        layers[n] = c->role == DRAW_MUTED ? 2u : 1u;
        hatched += c->role == DRAW_HIT;
        n++;
    }
    if (!CHECK(n == 5) || !seg)
        return;
    world.shapes = shapes;
    world.layers = layers;
    world.count = 5;
    filter.mask = 1;
    filter.accept = NULL;
    filter.context = NULL;
    if (!CHECK(isect_world_cast(&world, seg->p[0], isect_sub(seg->p[1], seg->p[0]), &filter,
                                &hit, &index)))
        return;
    check_drawn_hit(&hit, seg->p[1]);
    CHECK(index == 3 && shapes[3].kind == ISECT_SHAPE_TRIANGLE);
    CHECK(hatched == 1 && scene.cmd[3].role == DRAW_HIT);
    CHECK(layers[2] == 2u && shapes[2].kind == ISECT_SHAPE_CAPSULE);
    /* the capsule is on the segment's way: with every layer it is hit first */
    filter.mask = 3;
    CHECK(isect_world_cast(&world, seg->p[0], isect_sub(seg->p[1], seg->p[0]), &filter, NULL,
                           &index));
    CHECK(index == 2);
}

static const struct {
    const char *name;
    void (*check)(void);
} frame_checks[] = {
    { "intersection-test", frame_intersection_test },
    { "box-point", frame_box_point },
    { "box-segment", frame_box_segment },
    { "sweep-stop", frame_sweep_stop },
    { "circle-point", frame_circle_point },
    { "box-circle", frame_box_circle },
    { "sweep-many", frame_sweep_many },
    { "capsule-circle", frame_capsule_circle },
    { "triangle-circle", frame_triangle_circle },
    { "segment-segment", frame_segment_segment },
    { "least-axis", frame_least_axis },
    { "triangle-box-sum", frame_triangle_box_sum },
    { "capsule-box-sum", frame_capsule_box_sum },
    { "segment-box-sum", frame_segment_box_sum },
    { "triangle-circle-sum", frame_triangle_circle_sum },
    { "capsule-moving-sums", frame_capsule_moving_sums },
    { "world-cast", frame_world_cast },
};
#define FRAME_CHECKS (int)(sizeof frame_checks / sizeof frame_checks[0])

/* Every frame figure draws whole, with its handles exactly where it puts
   them, has a name of its own, and has a check below. */
TEST(every_frame_figure)
{
    int i, j, h;
    CHECK(ex_figure_count >= 11);
    for (i = 0; i < ex_figure_count; i++) {
        const ex_figure *fig = &ex_figure_list[i];
        int checked = 0;
        if (!CHECK(ex_figure_draw(fig, &scene, &fr)))
            continue;
        CHECK(scene.dropped == 0 && fr.lost == 0);
        CHECK(scene.label == fig->label && fig->label[0] != '\0');
        CHECK(scene.max.x > scene.min.x && scene.max.y > scene.min.y);
        for (j = 0; j < ex_count() && strcmp(ex_name(j), fig->example) != 0; j++)
            ;
        CHECK(j < ex_count() && fig->placed >= 0 && fig->placed <= ex_handles(j));
        for (h = 0; h < fig->placed; h++)
            CHECK_VEC(fr.at[h], fig->at[h].x, fig->at[h].y, 0);
        CHECK(ex_figure_find(fig->name) == fig);
        CHECK(scene_find(fig->name) == NULL);   /* one file, NAME.svg, per figure */
        for (j = 0; j < FRAME_CHECKS; j++)
            if (ex_figure_find(frame_checks[j].name) == fig)
                checked++;
        CHECK(checked == 1);
        if (checked != 1)
            printf("  (frame figure %s has %d checks)\n", fig->name, checked);
    }
    CHECK(ex_figure_find("no-such-figure") == NULL);
}

TEST(frame_hits)
{
    int j;
    for (j = 0; j < FRAME_CHECKS; j++) {
        if (!frame_of(frame_checks[j].name))
            continue;
        frame_checks[j].check();
    }
}

/* The padded sweep (a scene) is the sweep of the figure sweep-stop (a
   frame): the same boxes and path, and its path enters the grown box
   where the swept box touches B. */
TEST(padded_sweep_is_the_frames)
{
    isect_aabb b, a;
    isect_vec delta;
    const draw_cmd *st, *seg, *pos;
    if (!frame_of("sweep-stop") || !(st = first(DRAW_BOX, DRAW_INK))
        || !(seg = first(DRAW_BOX, DRAW_HIT)))
        return;
    b = box_of(st);
    a = box_of(seg);
    delta = isect_sub(fr.at[2], fr.at[1]);
    if (!build("sweep-padded") || !(st = tagged("static")) || !(seg = tagged("segment"))
        || !(pos = tagged("hit.pos")))
        return;
    CHECK_VEC(st->p[0], b.pos.x, b.pos.y, 0);
    CHECK_VEC(st->p[1], b.half.x, b.half.y, 0);
    CHECK_VEC(seg->p[0], a.pos.x, a.pos.y, 0);
    CHECK_VEC(isect_sub(seg->p[1], seg->p[0]), delta.x, delta.y, 0);
    CHECK_NEAR(pos->p[0].x, b.pos.x - b.half.x - a.half.x, TOL);
}

/* The segment that slides along its own line onto a triangle's corner
   stops at the corner, with a normal against the motion (the gray arrow,
   the corner's contact, at right angles to it, is not the hit), and the
   triangle does overlap the segment further along the line. */
TEST(sweep_along_corner)
{
    const draw_cmd *tri, *seg, *dir, *side, *n, *stop;
    isect_triangle t;
    isect_capsule k;
    isect_vec d;
    if (!build("sweep-along-corner") || !(tri = tagged("triangle")) || !(seg = tagged("segment"))
        || !(dir = tagged("delta")) || !(side = tagged("corner-normal"))
        || !(n = tagged("hit.normal")) || !(stop = tagged("stop")))
        return;
    t.a = tri->p[0];
    t.b = tri->p[1];
    t.c = tri->p[2];
    d = isect_normalize(isect_sub(dir->p[1], dir->p[0]));
    CHECK_NEAR(isect_dot(isect_sub(side->p[1], side->p[0]), d), 0, TOL);
    CHECK(isect_dot(isect_normalize(isect_sub(n->p[1], n->p[0])), d) < -0.5);
    CHECK_VEC(stop->p[0], t.c.x, t.c.y, LOOSE);
    k.pos = isect_add(t.c, isect_scale(d, 10));
    k.delta = isect_sub(seg->p[1], seg->p[0]);
    k.radius = 0;
    CHECK(isect_triangle_capsule(t, k, NULL));
}

/* The sketch of a shallow crossing: the true crossing (the library's, on
   these numbers) lies on the first segment; the point that t names lies
   past B, inside the band around the first segment's line, on the path;
   the moved point is the path's point nearest B. */
TEST(shallow_crossing)
{
    const draw_cmd *seg, *band, *path, *cross, *named, *moved;
    isect_vec a, b, p, d, near_b;
    if (!build("shallow-crossing") || !(seg = tagged("segment")) || !(band = tagged("band"))
        || !(path = tagged("path")) || !(cross = tagged("crossing"))
        || !(named = tagged("named")) || !(moved = tagged("moved")))
        return;
    a = seg->p[0];
    b = seg->p[1];
    p = path->p[0];
    d = isect_sub(path->p[1], path->p[0]);
    CHECK_NEAR(cross->p[0].y, a.y, LOOSE);
    CHECK(cross->p[0].x > a.x && cross->p[0].x < b.x);
    CHECK(isect_dot(isect_sub(named->p[0], b), isect_sub(b, a)) > 0);
    CHECK(named->p[0].y > band->p[0].y && named->p[0].y < band->p[2].y);
    CHECK_NEAR(isect_cross(d, isect_sub(named->p[0], p)), 0, LOOSE * 400);
    near_b = isect_nearest_segment(p, d, b);
    CHECK_VEC(moved->p[0], near_b.x, near_b.y, LOOSE);
}

/* The class: whatever the example, the frame and the places (whole and
   half numbers across the picture), placing every handle of an example
   lands each exactly where it is put; drawing a figure leaves every
   example's handles at their starts, so the stills drawn after the
   figures are the examples' first frames. */
TEST(placing_handles_lands_exactly_everywhere)
{
    static const int frames[] = { 0, 1, 7, 45, 90, 105, 119, 180, 211, 300, 359, 419, 479, 1000 };
    unsigned seed = 12345u;
    int i, k, h, misses = 0, tries = 0;
    for (i = 0; i < ex_count(); i++) {
        for (k = 0; k < (int)(sizeof frames / sizeof frames[0]); k++) {
            ex_figure fig;
            fig.name = "probe";
            fig.example = ex_name(i);
            fig.frame = frames[k];
            fig.placed = ex_handles(i);
            for (h = 0; h < EX_MAX_HANDLES; h++) {
                /* 0.5 to 400, in steps of one half */
                seed = seed * 1103515245u + 12345u;
                fig.at[h].x = (isect_real)((seed >> 8) % 800u + 1u) / 2;
                seed = seed * 1103515245u + 12345u;
                fig.at[h].y = (isect_real)((seed >> 8) % 440u + 1u) / 2;
            }
            fig.view[0] = fig.view[1] = fig.view[2] = fig.view[3] = 0;
            fig.label = "probe";
            fig.annotate = NULL;
            if (!CHECK(ex_figure_draw(&fig, &scene, &fr)))
                continue;
            tries++;
            for (h = 0; h < fig.placed; h++)
                if (fr.at[h].x != fig.at[h].x || fr.at[h].y != fig.at[h].y) {
                    misses++;
                    printf("  (%s frame %d: handle %d at (%g, %g), put at (%g, %g))\n", ex_name(i),
                           frames[k], h, (double)fr.at[h].x, (double)fr.at[h].y,
                           (double)fig.at[h].x, (double)fig.at[h].y);
                }
            for (h = 0; h < ex_handles(i); h++)
                CHECK(ex_home_x(i, h) == (double)example_list[i].start[h].x
                      && ex_home_y(i, h) == (double)example_list[i].start[h].y);
        }
    }
    CHECK(tries == ex_count() * (int)(sizeof frames / sizeof frames[0]));
    CHECK(misses == 0);
}

/* The broad-phase plots (svg/plot.c) draw the committed benchmark numbers,
   svg/data/broadphase.tsv: a dot per number a method has, where its
   logarithms put it, and no other dot; every dot inside the figure; the
   names at the lines' ends apart. The file itself says the grid and Box2D's
   tree found the same first hit as brute force on every query checked. */
static int read_cell(const char *cell, double *value)
{
    char *end;
    if (strncmp(cell, "NA", 2) == 0)
        return 0;
    *value = strtod(cell, &end);
    return end != cell;
}

TEST(broadphase_plots_draw_the_data)
{
    static const char *const tag[PLOT_METHODS] = { "brute", "grid", "tree" };
    FILE *f = fopen("svg/data/broadphase.tsv", "r");
    char line[512];
    int rows = 0, dots[2][PLOT_METHODS] = { { 0 } };
    int kind, m, i;
    if (!CHECK(f != NULL))
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        char *cell[12];
        int cells = 0;
        double n, ns, disagree;
        char *p = line;
        if (line[0] == '#' || line[0] == 'n' || line[0] == '\n')
            continue;
        while (cells < 12) {
            cell[cells++] = p;
            p = strchr(p, '\t');
            if (p == NULL)
                break;
            *p++ = '\0';
        }
        if (!CHECK(cells == 12) || !CHECK(read_cell(cell[0], &n)))
            continue;
        if (read_cell(cell[9], &disagree))
            CHECK(disagree == 0);           /* the grid against brute force */
        CHECK(read_cell(cell[10], &disagree) && disagree == 0);    /* the tree */
        kind = strcmp(cell[1], "sweep") == 0;
        if (!kind && strcmp(cell[1], "cast") != 0)
            continue;                       /* another experiment, not drawn */
        rows++;
        build(kind ? "broadphase-sweep" : "broadphase-cast");
        for (m = 0; m < PLOT_METHODS; m++) {
            isect_vec at;
            int found = 0;
            if (!read_cell(cell[2 + m], &ns))
                continue;
            dots[kind][m]++;
            at = plot_point(kind, (isect_real)log10(n), (isect_real)log10(ns));
            for (i = 0; i < scene.count; i++) {
                const draw_cmd *c = &scene.cmd[i];
                if (c->kind == DRAW_POINT && c->tag != NULL && strcmp(c->tag, tag[m]) == 0
                    && isect_abs(c->p[0].x - at.x) < 0.01 && isect_abs(c->p[0].y - at.y) < 0.01)
                    found = 1;
            }
            if (!CHECK(found))
                printf("  (no %s dot for n = %g, %g ns)\n", tag[m], n, ns);
            CHECK(at.x >= scene.min.x && at.x <= scene.max.x && at.y >= scene.min.y && at.y <= scene.max.y);
        }
    }
    fclose(f);
    CHECK(rows >= 10);
    for (kind = 0; kind < 2; kind++) {
        isect_real label_y[PLOT_METHODS];
        int labels = 0;
        build(kind ? "broadphase-sweep" : "broadphase-cast");
        CHECK(dots[kind][0] >= 5 && dots[kind][2] >= 5);    /* brute force and the tree, n = 10^2..10^6 */
        for (m = 0; m < PLOT_METHODS; m++) {
            int count = 0;
            for (i = 0; i < scene.count; i++)
                if (scene.cmd[i].kind == DRAW_POINT && scene.cmd[i].tag != NULL
                    && strcmp(scene.cmd[i].tag, tag[m]) == 0)
                    count++;
            CHECK(count == dots[kind][m]);
        }
        for (i = 0; i < scene.count; i++)
            if (scene.cmd[i].kind == DRAW_LABEL && scene.cmd[i].anchor == DRAW_START && scene.cmd[i].p[0].x > 400
                && labels < PLOT_METHODS)
                label_y[labels++] = scene.cmd[i].p[0].y;
        CHECK(labels == (dots[kind][1] > 0 ? 3 : 2));
        for (i = 0; i < labels; i++)
            for (m = i + 1; m < labels; m++)
                CHECK(isect_abs(label_y[i] - label_y[m]) >= 15);
    }
}

int main(void)
{
    RUN(every_scene_fits);
    RUN(format);
    RUN(slabs);
    RUN(misses);
    RUN(box_push);
    RUN(ambiguous_push);
    RUN(circle_quadratic);
    RUN(rounded_corner);
    RUN(newer_sections);
    RUN(grid_walk);
    RUN(world_seam);
    RUN(every_frame_figure);
    RUN(frame_hits);
    RUN(padded_sweep_is_the_frames);
    RUN(sweep_along_corner);
    RUN(shallow_crossing);
    RUN(placing_handles_lands_exactly_everywhere);
    RUN(broadphase_plots_draw_the_data);
    return check_report();
}
