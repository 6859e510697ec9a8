/* figures.c -- the page's figures show the library's own results.

   Each scene of svg/scenes.c is built, and the numbers it draws (a hit
   position, a delta, a stop position) are checked against the library,
   called here on the very shapes the scene drew (found by their tags).
   Also: every scene fits its buffer, has a label, and its labels are
   terminated; and draw_format prints numbers as expected. Built by
   svg/figures.mk (make check-figures), not by tests/tests.mk, because it
   links the scenes. */
#include <stddef.h>

#include "intersect.h"
#include "check.h"
#include "draw.h"
#include "scenes.h"

#define TOL 1e-9

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
    CHECK(scene_count >= 20);
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

/* Box vs segment: the drawn hit position, normal and delta are
   isect_aabb_segment's for the drawn box and segment. */
TEST(box_segment)
{
    const draw_cmd *box, *seg, *pos, *normal, *delta;
    isect_hit hit;
    if (!build("box-segment"))
        return;
    box = tagged("box");
    seg = tagged("segment");
    pos = tagged("hit.pos");
    normal = tagged("hit.normal");
    delta = tagged("hit.delta");
    if (!box || !seg || !pos || !normal || !delta)
        return;
    if (!CHECK(isect_aabb_segment(box_of(box), seg->p[0], isect_sub(seg->p[1], seg->p[0]),
                                  isect_v(0, 0), &hit)))
        return;
    CHECK_VEC(pos->p[0], hit.pos.x, hit.pos.y, TOL);
    CHECK_VEC(pos->p[0], 140, 100, TOL);            /* t = 1/3, through the left edge */
    CHECK_VEC(isect_sub(normal->p[1], normal->p[0]), 40 * hit.normal.x, 40 * hit.normal.y, TOL);
    CHECK_VEC(hit.normal, -1, 0, 0);
    CHECK_VEC(isect_sub(delta->p[1], delta->p[0]), hit.delta.x, hit.delta.y, TOL);
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
    static const char *const names[2] = { "intersection-test", "box-box" };
    int i;
    for (i = 0; i < 2; i++) {
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

/* The sweep stops where isect_aabb_sweep_aabb says, short of touching. */
TEST(sweep)
{
    const draw_cmd *b, *a, *delta, *stop, *pos;
    isect_sweep sweep;
    if (!build("sweep-stop") || !(b = tagged("static")) || !(a = tagged("moving"))
        || !(delta = tagged("delta")) || !(stop = tagged("sweep.pos")) || !(pos = tagged("hit.pos")))
        return;
    if (!CHECK(isect_aabb_sweep_aabb(box_of(b), box_of(a), isect_sub(delta->p[1], delta->p[0]),
                                     &sweep)))
        return;
    CHECK_VEC(stop->p[0], sweep.pos.x, sweep.pos.y, TOL);
    CHECK_VEC(pos->p[0], sweep.hit.pos.x, sweep.hit.pos.y, TOL);
    CHECK(!isect_aabb_aabb(box_of(b), box_of(stop), NULL));
    /* the padded segment test of the next figure meets the same point */
    if (build("sweep-padded") && (pos = tagged("hit.pos")))
        CHECK_NEAR(pos->p[0].x, b->p[0].x - b->p[1].x - a->p[1].x, TOL);
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
    CHECK_NEAR(isect_length(isect_sub(in->p[0], circle.pos)), circle.radius, 1e-9);
    CHECK_NEAR(isect_length(isect_sub(out->p[0], circle.pos)), circle.radius, 1e-9);
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

/* The capsule's segment hit, the nearest points of the triangle regions,
   the separating axis and the segment crossing. */
TEST(newer_sections)
{
    const draw_cmd *cap, *seg, *pos, *tri, *wall;
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
    if (build("segment-segment") && (wall = tagged("wall")) && (seg = tagged("segment"))
        && (pos = tagged("hit.pos"))) {
        isect_real s_time;
        if (CHECK(isect_segment_segment(wall->p[0], isect_sub(wall->p[1], wall->p[0]), seg->p[0],
                                        isect_sub(seg->p[1], seg->p[0]), &hit, &s_time)))
            CHECK_VEC(pos->p[0], hit.pos.x, hit.pos.y, TOL);
    }
}

int main(void)
{
    RUN(every_scene_fits);
    RUN(format);
    RUN(box_segment);
    RUN(slabs);
    RUN(misses);
    RUN(box_push);
    RUN(ambiguous_push);
    RUN(sweep);
    RUN(circle_quadratic);
    RUN(rounded_corner);
    RUN(newer_sections);
    return check_report();
}
