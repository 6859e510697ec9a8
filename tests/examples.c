/* examples.c: the C tests of the page's live examples (make check-examples).

       build/test-examples [tests/probes.txt]

   For every example in build/examples.c (tangled from the appendix of
   intersect.nw): its name and handles are well formed; every frame of two
   whole minutes draws without losing a command or a readout row, with
   finite numbers only and every handle inside the picture; its two moments
   show and lack the roles they promise; a frame is the same however it is
   reached; a dragged handle lands where it was dropped; the Hit drawn is
   the Hit in the readout; every handle is labelled by name in every frame;
   the readout has the same rows in every frame. Then the probes: handles moved to positions
   listed in tests/probes.txt must give the readout listed there, which the
   browser tests also check on the page after dragging the same handles
   with the mouse. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "examples.h"

#define FRAMES 7200          /* two minutes at 60 frames a second */

static draw_scene scene;
static ex_frame frame;
static const char *probe_path = "tests/probes.txt";

static const char *current_example = "-";
static int current_frame;

static void describe(void)
{
    printf("    example %s, frame %d\n", current_example, current_frame);
}

static int draw(int i, int n)
{
    current_example = ex_name(i);
    current_frame = n;
    return ex_draw_labelled(i, n, &scene, &frame);   /* as the page draws it */
}

/* How many commands of the given role the last frame drew. */
static int drawn(int role)
{
    int k, n = 0;
    for (k = 0; k < scene.count; k++)
        n += (int)scene.cmd[k].role == role;
    return n;
}

static int finite(isect_real v)
{
    return isfinite((double)v);
}

/* Every number of the last frame, commands and readout, is finite. */
static int all_finite(void)
{
    int k, j;
    for (k = 0; k < scene.count; k++) {
        const draw_cmd *c = &scene.cmd[k];
        if (!finite(c->r))
            return 0;
        for (j = 0; j < c->n; j++)
            if (!finite(c->p[j].x) || !finite(c->p[j].y))
                return 0;
    }
    for (k = 0; k < frame.rows; k++)
        if (!finite(frame.row[k].v[0]) || !finite(frame.row[k].v[1]))
            return 0;
    return finite(scene.min.x) && finite(scene.min.y) && finite(scene.max.x) && finite(scene.max.y);
}

static int inside_view(isect_vec p)
{
    return p.x >= scene.min.x && p.x <= scene.max.x && p.y >= scene.min.y && p.y <= scene.max.y;
}

/* The readout row called name, or NULL. */
static const ex_row *row(const char *name)
{
    int k;
    for (k = 0; k < frame.rows; k++)
        if (strcmp(frame.row[k].name, name) == 0)
            return &frame.row[k];
    return NULL;
}

TEST(test_turn)
{
    int k;
    double worst = 0;
    for (k = -2000; k <= 2000; k++) {
        double u = k / 997.0;
        double err = fabs((double)ex_turn((isect_real)u) - sin(2 * 3.14159265358979323846 * u));
        if (err > worst)
            worst = err;
    }
    CHECK(worst < 1e-10);
    CHECK(ex_turn(0) == 0);
    CHECK_NEAR(ex_turn((isect_real)0.25), 1, 1e-11);
    CHECK_NEAR(ex_wave(0, 300), 0, 0);
    CHECK_NEAR(ex_wave(75, 300), 1, 1e-11);
    CHECK_VEC(ex_orbit(0, 360, 50, 20), 50, 0, 1e-9);
    CHECK_VEC(ex_orbit(90, 360, 50, 20), 0, 20, 1e-9);   /* y down: clockwise on screen */
}

TEST(test_names_and_handles)
{
    int i, j, h;
    CHECK(ex_count() > 0);
    CHECK(ex_count() == example_count);
    for (i = 0; i < ex_count(); i++) {
        const char *n = ex_name(i), *c;
        int good = n[0] != '\0';
        for (c = n; *c != '\0'; c++)
            good &= (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-';
        current_example = n;
        CHECK(good);
        for (j = 0; j < i; j++)
            CHECK(strcmp(ex_name(j), n) != 0);
        CHECK(ex_handles(i) >= 1 && ex_handles(i) <= EX_MAX_HANDLES);
        for (h = 0; h < ex_handles(i); h++)
            CHECK(ex_handle_name(i, h)[0] != '\0');
        CHECK(ex_handle_name(i, ex_handles(i))[0] == '\0');
    }
    CHECK(ex_name(-1)[0] == '\0' && ex_name(ex_count())[0] == '\0');
}

TEST(test_every_frame)
{
    int i, n, h;
    for (i = 0; i < ex_count(); i++) {
        ex_reset(i);
        for (n = 0; n < FRAMES; n++) {
            int ok = 1;
            draw(i, n);
            ok &= scene.count > 0 && scene.dropped == 0;
            ok &= frame.rows > 0 && frame.lost == 0;
            ok &= all_finite();
            ok &= scene.min.x < scene.max.x && scene.min.y < scene.max.y;
            for (h = 0; h < ex_handles(i); h++)
                ok &= inside_view(frame.at[h]);
            if (!ok) {          /* say which check, once */
                CHECK(scene.count > 0 && scene.dropped == 0);
                CHECK(frame.rows > 0 && frame.lost == 0);
                CHECK(all_finite());
                for (h = 0; h < ex_handles(i); h++)
                    CHECK(inside_view(frame.at[h]));
                break;
            }
        }
        CHECK(n == FRAMES);
    }
}

TEST(test_moments)
{
    int i, k;
    for (i = 0; i < ex_count(); i++) {
        const example *e = &example_list[i];
        ex_reset(i);
        CHECK(e->moment[0].frame == 0);           /* the still frame shows the first */
        for (k = 0; k < 2; k++) {
            draw(i, e->moment[k].frame);
            CHECK(drawn((int)e->moment[k].shows) > 0);
            if (e->moment[k].lacks >= 0)
                CHECK(drawn(e->moment[k].lacks) == 0);
        }
        CHECK(e->moment[0].shows != e->moment[1].shows);
    }
}

/* Two commands are the same when every field used is. */
static int same_cmd(const draw_cmd *a, const draw_cmd *b)
{
    int j;
    if (a->kind != b->kind || a->role != b->role || a->style != b->style
        || a->anchor != b->anchor || a->n != b->n || a->r != b->r
        || strcmp(a->text, b->text) != 0)
        return 0;
    for (j = 0; j < a->n; j++)
        if (a->p[j].x != b->p[j].x || a->p[j].y != b->p[j].y)
            return 0;
    return 1;
}

TEST(test_deterministic)
{
    static draw_scene first;
    int i, n, k;
    for (i = 0; i < ex_count(); i++) {
        int same = 1;
        ex_reset(i);
        draw(i, 137);
        first = scene;
        for (n = 0; n < 300; n += 7)
            draw(i, n);
        draw(i, 137);
        same &= scene.count == first.count;
        for (k = 0; same && k < scene.count; k++)
            same &= same_cmd(&scene.cmd[k], &first.cmd[k]);
        CHECK(same);
    }
}

/* Moving handle h as the page does: keep the animation's offset at this
   frame, so the handle lands where it was dropped. */
static void move_to(int i, int n, int h, double x, double y)
{
    double ox, oy;
    draw(i, n);
    ox = (double)frame.at[h].x - ex_home_x(i, h);
    oy = (double)frame.at[h].y - ex_home_y(i, h);
    ex_move(i, h, x - ox, y - oy);
}

TEST(test_drag)
{
    int i, h;
    for (i = 0; i < ex_count(); i++) {
        for (h = 0; h < ex_handles(i); h++) {
            isect_vec was;
            ex_reset(i);
            draw(i, 30);
            was = frame.at[h];
            /* dropped on whole numbers, a handle lands exactly there */
            move_to(i, 30, h, floor((double)was.x) + 7, floor((double)was.y) - 5);
            draw(i, 30);
            CHECK_VEC(frame.at[h], floor((double)was.x) + 7, floor((double)was.y) - 5, 0);
        }
        ex_reset(i);
    }
}

/* Where an example draws a Hit (ex_draw_hit's tags), the first one drawn
   is the first one in the readout. */
TEST(test_hit_drawn_is_hit_shown)
{
    int i, n;
    for (i = 0; i < ex_count(); i++) {
        ex_reset(i);
        for (n = 0; n < 600; n += 5) {
            const draw_cmd *pos, *normal;
            const ex_row *r;
            draw(i, n);
            pos = draw_find(&scene, "hit.pos");
            normal = draw_find(&scene, "hit.normal");
            r = row("hit.pos");
            if (pos == NULL || r == NULL)
                continue;
            CHECK_VEC(pos->p[0], r->v[0], r->v[1], 1e-9);
            if (normal != NULL && (r = row("hit.normal")) != NULL) {
                isect_vec d = isect_sub(normal->p[1], normal->p[0]);
                isect_real len = isect_length(d);
                CHECK_NEAR(d.x / len, r->v[0], 1e-9);
                CHECK_NEAR(d.y / len, r->v[1], 1e-9);
            }
        }
    }
}

/* ---- Labels and the readout's height ------------------------------------ */

/* Moves every handle of example i to a place on a coarse grid over the
   picture, chosen by k, as a reader dragging them about might. */
static void scatter(int i, int n, unsigned k)
{
    int h;
    draw(i, n);
    for (h = 0; h < ex_handles(i); h++) {
        double w = (double)(scene.max.x - scene.min.x), t = (double)(scene.max.y - scene.min.y);
        unsigned a = (k * 2654435761u + (unsigned)h * 40503u) >> 7;
        double x = (double)scene.min.x + 5 + (double)(a % 9) * (w - 10) / 8;
        double y = (double)scene.min.y + 5 + (double)((a / 9) % 7) * (t - 10) / 6;
        move_to(i, n, h, floor(x), floor(y));
    }
}

/* The box a label covers, estimated as the appendix does: 7 units a
   letter (counting UTF-8 letters, not bytes), 14 tall. */
static void label_box(const draw_cmd *c, double *x0, double *y0, double *x1, double *y1)
{
    double w = 0;
    const char *t;
    for (t = c->text; *t != '\0'; t++)
        w += ((unsigned char)*t & 0xC0) == 0x80 ? 0 : 7;
    *x0 = (double)c->p[0].x - (c->anchor == DRAW_START ? 0 : c->anchor == DRAW_MIDDLE ? w / 2 : w);
    *x1 = *x0 + w;
    *y0 = (double)c->p[0].y - 7;
    *y1 = (double)c->p[0].y + 7;
}

/* Every handle has a label tagged with its name, with text, and the whole
   label lies inside the picture. */
static int handles_labelled(int i)
{
    int h;
    for (h = 0; h < ex_handles(i); h++) {
        const draw_cmd *c = draw_find(&scene, ex_handle_name(i, h));
        double x0, y0, x1, y1;
        if (c == NULL || c->kind != DRAW_LABEL || c->text[0] == '\0')
            return 0;
        label_box(c, &x0, &y0, &x1, &y1);
        if (x0 < (double)scene.min.x || x1 > (double)scene.max.x
            || y0 < (double)scene.min.y || y1 > (double)scene.max.y)
            return 0;
    }
    return 1;
}

/* The caption says "drag the segment start": every frame names every
   handle on the canvas, as the animation runs and after handles are
   dragged anywhere in the picture. */
TEST(test_every_handle_labelled_in_every_frame)
{
    int i, n;
    unsigned k;
    for (i = 0; i < ex_count(); i++) {
        ex_reset(i);
        for (n = 0; n < FRAMES; n += 3) {
            draw(i, n);
            if (!CHECK(handles_labelled(i)))
                break;
        }
        for (k = 0; k < 200; k++) {
            scatter(i, (int)(k * 37) % 720, k);
            draw(i, (int)(k * 37) % 720);
            if (!CHECK(handles_labelled(i)))
                break;
        }
        ex_reset(i);
    }
}

/* The handle labels' own tags name handles, so a label an example drew for
   a handle (the triangles' A, B and C) is not labelled twice. */
TEST(test_one_label_per_handle)
{
    int i, h, k;
    for (i = 0; i < ex_count(); i++) {
        ex_reset(i);
        draw(i, 0);
        for (h = 0; h < ex_handles(i); h++) {
            int count = 0;
            for (k = 0; k < scene.count; k++)
                count += scene.cmd[k].tag != NULL
                         && strcmp(scene.cmd[k].tag, ex_handle_name(i, h)) == 0;
            CHECK(count == 1);
        }
    }
}

/* Two handle labels placed by the page never overlap while there is room:
   in the first frame of every example, no two labels' estimated boxes
   meet. (The estimate: 7 units a letter, 14 tall, as the appendix says.) */
TEST(test_first_frame_labels_apart)
{
    int i, a, b;
    for (i = 0; i < ex_count(); i++) {
        ex_reset(i);
        draw(i, 0);
        for (a = 0; a < scene.count; a++)
            for (b = a + 1; b < scene.count; b++) {
                const draw_cmd *p = &scene.cmd[a], *q = &scene.cmd[b];
                double px0, py0, px1, py1, qx0, qy0, qx1, qy1;
                if (p->kind != DRAW_LABEL || q->kind != DRAW_LABEL)
                    continue;
                label_box(p, &px0, &py0, &px1, &py1);
                label_box(q, &qx0, &qy0, &qx1, &qy1);
                CHECK(!(px0 < qx1 && qx0 < px1 && py0 < qy1 && qy0 < py1));
            }
    }
}

/* The bare frame (ex_draw_into, what a chapter's figure starts from) has
   no names on it, and the labelled one is the bare one plus its labels. */
TEST(test_bare_frame_has_no_labels_added)
{
    static draw_scene bare;
    static ex_frame bare_frame;
    int i, k, j;
    for (i = 0; i < ex_count(); i++) {
        int labels = 0, same = 1;
        ex_reset(i);
        ex_draw_into(i, 30, &bare, &bare_frame);
        draw(i, 30);
        for (k = 0, j = 0; k < scene.count; k++) {
            if (j < bare.count && same_cmd(&scene.cmd[k], &bare.cmd[j]))
                j++;
            else if (scene.cmd[k].kind == DRAW_LABEL)
                labels++;
            else
                same = 0;
        }
        CHECK(same && j == bare.count);
        CHECK(labels >= ex_handles(i) - 3);    /* the triangles name corners themselves */
        CHECK(frame.rows == bare_frame.rows);
    }
}

/* The readout keeps its height: each example shows the same number of
   rows in every frame of two minutes and wherever its handles are, so the
   text below an example never moves while it runs (a row with nothing to
   say shows a dash). */
TEST(test_readout_rows_never_change)
{
    int i, n;
    unsigned k;
    for (i = 0; i < ex_count(); i++) {
        int rows;
        ex_reset(i);
        draw(i, 0);
        rows = frame.rows;
        for (n = 1; n < FRAMES; n++) {
            draw(i, n);
            if (!CHECK(frame.rows == rows))
                break;
        }
        for (k = 0; k < 300; k++) {
            scatter(i, (int)(k * 53) % 900, k);
            draw(i, (int)(k * 53) % 900);
            if (!CHECK(frame.rows == rows))
                break;
        }
        ex_reset(i);
    }
}

/* ---- Probes ------------------------------------------------------------ */

/* A readout number as the page writes it: three decimals at most, no
   trailing zeros, no "-0". */
static void format_num(char *buf, size_t n, double v)
{
    size_t len;
    snprintf(buf, n, "%.3f", v);
    len = strlen(buf);
    while (len > 0 && buf[len - 1] == '0')
        buf[--len] = '\0';
    if (len > 0 && buf[len - 1] == '.')
        buf[--len] = '\0';
    if (strcmp(buf, "-0") == 0)
        strcpy(buf, "0");
}

static void format_row(char *buf, size_t n, const ex_row *r)
{
    char a[32], b[32];
    format_num(a, sizeof a, (double)r->v[0]);
    format_num(b, sizeof b, (double)r->v[1]);
    if (r->n == 0)
        snprintf(buf, n, "%s", r->text);
    else if (r->n == 1)
        snprintf(buf, n, "%s", a);
    else
        snprintf(buf, n, "(%s, %s)", a, b);
}

static int find_example(const char *name)
{
    int i;
    for (i = 0; i < ex_count(); i++)
        if (strcmp(ex_name(i), name) == 0)
            return i;
    return -1;
}

static char *trim(char *s)
{
    char *end;
    while (*s == ' ' || *s == '\t')
        s++;
    end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r'))
        *--end = '\0';
    return s;
}

/* One probe line:
       NAME FRAME H@X,Y [H@X,Y ...] => ROW = VALUE | ROW = VALUE ...
   Moves each handle H of example NAME to (X, Y) at frame FRAME, in the
   order given, then checks each listed row of the readout. */
static void check_probe(char *line, int lineno)
{
    char *arrow = strstr(line, "=>"), *at, *next;
    char name[64];
    int i, n, used;
    if (arrow == NULL || sscanf(line, "%63s %d%n", name, &n, &used) != 2) {
        printf("%s:%d: not a probe line\n", probe_path, lineno);
        CHECK(0);
        return;
    }
    *arrow = '\0';
    i = find_example(name);
    current_example = name;
    current_frame = n;
    if (!CHECK(i >= 0))
        return;
    ex_reset(i);
    for (at = line + used; *trim(at) != '\0'; at += used) {
        int h;
        double x, y;
        if (!CHECK(sscanf(at, " %d@%lf,%lf%n", &h, &x, &y, &used) == 3
                   && h >= 0 && h < ex_handles(i)))
            return;
        move_to(i, n, h, x, y);
    }
    draw(i, n);
    for (at = arrow + 2; at != NULL; at = next) {
        char *eq, shown[96];
        const ex_row *r;
        next = strchr(at, '|');
        if (next != NULL)
            *next++ = '\0';
        eq = strchr(at, '=');
        if (!CHECK(eq != NULL))
            return;
        *eq = '\0';
        r = row(trim(at));
        if (!CHECK(r != NULL)) {
            printf("    no row %s\n", trim(at));
            continue;
        }
        format_row(shown, sizeof shown, r);
        if (!CHECK(strcmp(shown, trim(eq + 1)) == 0))
            printf("    row %s: shows %s, the probe says %s\n", r->name, shown, trim(eq + 1));
    }
    ex_reset(i);
}

TEST(test_probes)
{
    char line[512];
    int lineno = 0, probes = 0;
    FILE *f = fopen(probe_path, "r");
    if (!CHECK(f != NULL)) {
        perror(probe_path);
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char *t = trim(line);
        lineno++;
        if (*t == '\0' || *t == '#')
            continue;
        check_probe(t, lineno);
        probes++;
    }
    fclose(f);
    CHECK(probes >= 2);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        probe_path = argv[1];
    check_describe = describe;
    RUN(test_turn);
    RUN(test_names_and_handles);
    RUN(test_every_frame);
    RUN(test_moments);
    RUN(test_deterministic);
    RUN(test_drag);
    RUN(test_hit_drawn_is_hit_shown);
    RUN(test_every_handle_labelled_in_every_frame);
    RUN(test_one_label_per_handle);
    RUN(test_first_frame_labels_apart);
    RUN(test_readout_rows_never_change);
    RUN(test_bare_frame_has_no_labels_added);
    RUN(test_probes);
    return check_report();
}
