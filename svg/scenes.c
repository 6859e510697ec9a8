/* scenes.c: one function per figure of the page. Each builds its scene by
   calling the library, so a figure shows what the code computes, and
   cannot disagree with it. Scene units are pixels of the figure; x points
   right and y points down. No libc.

   Roles (see draw.h): the static shape is ink; the tested or moving shape
   is hit when it overlaps, clear when it does not, query when the figure
   is about its path; where it gets to after the correction is fixed;
   guides (slabs, grown shapes, lines through segments) are muted. */
#include "scenes.h"
#include "plot.h"

static isect_vec V(isect_real x, isect_real y)
{
    return isect_v(x, y);
}

static isect_aabb box_at(isect_real x, isect_real y, isect_real hx, isect_real hy)
{
    isect_aabb b;
    b.pos = isect_v(x, y);
    b.half = isect_v(hx, hy);
    return b;
}

static isect_circle circle_at(isect_real x, isect_real y, isect_real r)
{
    isect_circle c;
    c.pos = isect_v(x, y);
    c.radius = r;
    return c;
}

static isect_aabb box_moved(isect_aabb b, isect_vec by)
{
    b.pos = isect_add(b.pos, by);
    return b;
}

/* The point at time t of the segment pos + t delta. */
static isect_vec at_time(isect_vec pos, isect_vec delta, isect_real t)
{
    return isect_add(pos, isect_scale(delta, t));
}

/* An arrow of the given length from p along the unit vector n. */
static draw_cmd *normal_arrow(draw_scene *s, isect_vec p, isect_vec n,
                              isect_real length)
{
    return draw_arrow(s, p, isect_add(p, isect_scale(n, length)), DRAW_INK);
}

/* The times at which the line pos + t delta crosses the two lines of one
   slab, center +- half, on one axis: near first. The same formula as the
   library's slab test (its private isect_slab); the tests check that the
   larger near time is the hit time isect_aabb_segment returns. */
static void slab_times(isect_real start, isect_real move, isect_real center,
                       isect_real half, isect_real *t_near, isect_real *t_far)
{
    isect_real s = isect_sign(move);
    *t_near = (center - s * half - start) / move;
    *t_far = (center + s * half - start) / move;
}

/* ---- Two kinds of test ---------------------------------------------- */

static void scene_ambiguous_push(draw_scene *s)
{
    int panel;
    draw_begin(s, 0, 0, 400, 200,
               "Box A overlaps two stacked walls, B and C. On the left, B "
               "pushes A the shortest way, down into C; on the right, C "
               "pushes it up into B. Neither push frees it.");
    for (panel = 0; panel < 2; panel++) {
        isect_real x0 = (isect_real)(200 * panel);
        isect_aabb b = box_at(x0 + 130, 56, 36, 36);
        isect_aabb c = box_at(x0 + 130, 128, 36, 36);
        isect_aabb a = box_at(x0 + 105, 92, 22, 12);
        isect_aabb pusher = panel == 0 ? b : c, other = panel == 0 ? c : b;
        isect_hit hit;
        draw_box(s, b, DRAW_INK);
        draw_box(s, c, DRAW_INK);
        draw_label(s, isect_add(b.pos, V(14, -12)), DRAW_MIDDLE, "B", DRAW_INK);
        draw_label(s, isect_add(c.pos, V(14, 12)), DRAW_MIDDLE, "C", DRAW_INK);
        draw_style(draw_box(s, a, DRAW_MUTED), DRAW_DASHED | DRAW_OUTLINE);
        draw_label(s, isect_add(a.pos, V(-a.half.x - 6, 0)), DRAW_END, "A", DRAW_INK);
        if (isect_aabb_aabb(pusher, a, &hit)) {
            isect_aabb pushed = box_moved(a, hit.delta);
            bool still = isect_aabb_aabb(other, pushed, NULL);
            draw_tag(draw_box(s, pushed, still ? DRAW_HIT : DRAW_FIXED),
                     panel == 0 ? "pushed-by-b" : "pushed-by-c");
            draw_arrow(s, isect_add(a.pos, V(-10, 0)),
                       isect_add(pushed.pos, V(-10, 0)), DRAW_FIXED);
        }
        draw_label(s, V(x0 + 100, 190), DRAW_MIDDLE,
                   panel == 0 ? "pushed by B" : "pushed by C", DRAW_INK);
    }
}

/* ---- Boxes ------------------------------------------------------------ */

/* The box and the segment of the slab figures. */
static const isect_real SLAB_BOX[4] = { 200, 120, 60, 40 };

static void slab_scene(draw_scene *s, int axis)
{
    isect_aabb box = box_at(SLAB_BOX[0], SLAB_BOX[1], SLAB_BOX[2], SLAB_BOX[3]);
    isect_vec pos = V(60, 40), delta = V(260, 170);
    isect_real t_near, t_far;
    isect_vec near_p, far_p;
    draw_begin(s, 20, 20, 380, 230,
               axis == 0
               ? "The x slab of a box, the band between the lines through its "
                 "left and right edges, and the times at which the segment's "
                 "line enters it (near) and leaves it (far)."
               : "The y slab of a box, the band between the lines through its "
                 "top and bottom edges, and the times at which the segment's "
                 "line enters it (near) and leaves it (far).");
    if (axis == 0) {
        draw_style(draw_box(s, box_at(box.pos.x, 125, box.half.x, 200), DRAW_MUTED), DRAW_BAND);
        slab_times(pos.x, delta.x, box.pos.x, box.half.x, &t_near, &t_far);
    } else {
        draw_style(draw_box(s, box_at(200, box.pos.y, 300, box.half.y), DRAW_MUTED), DRAW_BAND);
        slab_times(pos.y, delta.y, box.pos.y, box.half.y, &t_near, &t_far);
    }
    draw_tag(draw_style(draw_box(s, box, DRAW_INK), DRAW_OUTLINE), "box");
    draw_style(draw_infinite_line(s, pos, delta, DRAW_MUTED), DRAW_DASHED);
    draw_tag(draw_segment(s, pos, delta, DRAW_QUERY), "segment");
    near_p = at_time(pos, delta, t_near);
    far_p = at_time(pos, delta, t_far);
    draw_tag(draw_point(s, near_p, DRAW_INK), "near");
    draw_tag(draw_point(s, far_p, DRAW_INK), "far");
    if (axis == 0)
        draw_label_num(s, isect_add(near_p, V(-8, -6)), DRAW_END, "near x: t = ", t_near, 2,
                       DRAW_INK);
    else
        draw_label_num(s, isect_add(near_p, V(6, -12)), DRAW_START, "near y: t = ", t_near, 2,
                       DRAW_INK);
    draw_label_num(s, isect_add(far_p, V(8, -8)), DRAW_START,
                   axis == 0 ? "far x: t = " : "far y: t = ", t_far, 2, DRAW_INK);
    draw_label(s, isect_add(pos, V(-4, -10)), DRAW_MIDDLE, "P", DRAW_QUERY);
}

static void scene_slab_x(draw_scene *s)
{
    slab_scene(s, 0);
}

static void scene_slab_y(draw_scene *s)
{
    slab_scene(s, 1);
}

/* A segment that misses the slab box, with the crossings of its line. */
static void miss_scene(draw_scene *s, isect_vec pos, isect_vec delta,
                       const char *label, int which)
{
    isect_aabb box = box_at(SLAB_BOX[0], SLAB_BOX[1], SLAB_BOX[2], SLAB_BOX[3]);
    isect_real nx, fx, ny, fy, t_near, t_far;
    bool found;
    draw_begin(s, 20, 20, 380, 230, label);
    slab_times(pos.x, delta.x, box.pos.x, box.half.x, &nx, &fx);
    slab_times(pos.y, delta.y, box.pos.y, box.half.y, &ny, &fy);
    t_near = nx > ny ? nx : ny;
    t_far = fx < fy ? fx : fy;
    found = isect_aabb_segment(box, pos, delta, V(0, 0), NULL);
    draw_style(draw_box(s, box_at(box.pos.x, 125, box.half.x, 200), DRAW_MUTED), DRAW_BAND);
    draw_style(draw_box(s, box_at(200, box.pos.y, 300, box.half.y), DRAW_MUTED), DRAW_BAND);
    draw_tag(draw_box(s, box, found ? DRAW_HIT : DRAW_INK), "box");
    draw_style(draw_infinite_line(s, pos, delta, DRAW_MUTED), DRAW_DASHED);
    draw_tag(draw_segment(s, pos, delta, found ? DRAW_HIT : DRAW_CLEAR), "segment");
    draw_label(s, isect_add(pos, V(0, 16)), DRAW_MIDDLE, "P", DRAW_CLEAR);
    if (which == 0) {
        /* the line leaves one slab before it enters the other */
        isect_vec a = at_time(pos, delta, fx < fy ? fx : fy);
        isect_vec b = at_time(pos, delta, nx > ny ? nx : ny);
        draw_point(s, a, DRAW_INK);
        draw_point(s, b, DRAW_INK);
        draw_label_num(s, isect_add(a, V(-8, -8)), DRAW_END,
                       fx < fy ? "far x: " : "far y: ", t_far, 2, DRAW_INK);
        draw_label_num(s, isect_add(b, V(-4, 16)), DRAW_END,
                       nx > ny ? "near x: " : "near y: ", t_near, 2, DRAW_INK);
    } else {
        isect_vec a = at_time(pos, delta, t_near), b = at_time(pos, delta, t_far);
        draw_point(s, a, DRAW_INK);
        draw_point(s, b, DRAW_INK);
        draw_label_num(s, isect_add(a, V(-8, which == 1 ? -12 : 14)), DRAW_END, "near: ", t_near,
                       2, DRAW_INK);
        draw_label_num(s, isect_add(b, V(8, -8)), DRAW_START, "far: ", t_far, 2, DRAW_INK);
    }
}

static void scene_segment_outside(draw_scene *s)
{
    miss_scene(s, V(100, 20), V(280, 84),
               "A segment whose line passes beside the box: it leaves the x "
               "slab before it enters the y slab, so the near time is later "
               "than the far time.", 0);
}

static void scene_segment_front(draw_scene *s)
{
    miss_scene(s, V(40, 190), V(90, -40),
               "A segment that stops short of the box: its line enters the "
               "box at a near time greater than 1.", 1);
}

static void scene_segment_behind(draw_scene *s)
{
    miss_scene(s, V(290, 195), V(75, 25),
               "A segment that starts past the box and moves away from it: "
               "its line left the box at a far time less than 0.", 2);
}

static void scene_box_box(draw_scene *s)
{
    isect_aabb b = box_at(170, 115, 80, 50), a = box_at(270, 65, 40, 30);
    isect_aabb grown = box_at(b.pos.x, b.pos.y, b.half.x + a.half.x, b.half.y + a.half.y);
    isect_hit hit;
    draw_begin(s, 30, 15, 345, 210,
               "Two overlapping boxes. B grown by A's half size (dashed) holds "
               "A's center: the overlaps px and py are the center's depths in "
               "the grown box, and A is pushed along the smaller.");
    draw_tag(draw_style(draw_box(s, grown, DRAW_MUTED), DRAW_DASHED | DRAW_OUTLINE), "grown");
    draw_tag(draw_box(s, b, DRAW_INK), "static");
    draw_label(s, b.pos, DRAW_MIDDLE, "B", DRAW_INK);
    if (isect_aabb_aabb(b, a, &hit)) {
        isect_real right = grown.pos.x + grown.half.x, top = grown.pos.y - grown.half.y;
        draw_tag(draw_box(s, a, DRAW_HIT), "moving");
        draw_tag(draw_style(draw_box(s, box_moved(a, hit.delta), DRAW_FIXED),
                            DRAW_DASHED | DRAW_OUTLINE), "fixed");
        draw_style(draw_line(s, a.pos, V(a.pos.x, top), DRAW_MUTED), DRAW_DASHED);
        draw_label_num(s, V(a.pos.x - a.half.x - 6, (a.pos.y + top) / 2), DRAW_END, "py = ",
                       a.pos.y - top, 0, DRAW_MUTED);
        draw_tag(draw_arrow(s, a.pos, isect_add(a.pos, hit.delta), DRAW_FIXED), "hit.delta");
        draw_label_num(s, V(a.pos.x + 10, a.pos.y + a.half.y + 12), DRAW_MIDDLE, "px = ",
                       right - a.pos.x, 0, DRAW_FIXED);
        draw_point(s, a.pos, DRAW_HIT);
        draw_label(s, isect_add(a.pos, V(-a.half.x + 10, -a.half.y + 12)), DRAW_MIDDLE, "A", DRAW_INK);
    }
}

/* The boxes of the padded sweep: those of the figure sweep-stop, a frame
   of the example aabb-sweep-aabb (its sizes, and the handles that
   figure places; tests/figures.c checks that they agree). */
static void sweep_boxes(isect_aabb *b, isect_aabb *a, isect_vec *delta)
{
    *b = box_at(255, 110, 45, 40);
    *a = box_at(70, 150, 25, 18);
    *delta = V(270, -70);
}

static void scene_sweep_seam(draw_scene *s)
{
    isect_shape tiles[2];
    isect_aabb player = box_at(188, 100, 12, 20);
    isect_vec delta = V(8, -50);
    isect_sweep sweep;
    tiles[0] = isect_shape_aabb(box_at(220, 60, 20, 20));
    tiles[1] = isect_shape_aabb(box_at(220, 100, 20, 20));
    draw_begin(s, 90, 0, 330, 150,
               "A player box against a wall of two flush tiles, its top level "
               "with the seam, moving up and into the wall. The wall's normal "
               "wins, whatever the order of the tiles, and the player slides "
               "up along the wall.");
    draw_tag(draw_box(s, tiles[0].as.aabb, DRAW_INK), "upper-tile");
    draw_tag(draw_box(s, tiles[1].as.aabb, DRAW_INK), "lower-tile");
    draw_label(s, V(262, 64), DRAW_START, "tiles", DRAW_INK);
    draw_tag(draw_style(draw_box(s, player, DRAW_QUERY), DRAW_OUTLINE), "player");
    draw_tag(draw_arrow(s, player.pos, isect_add(player.pos, delta), DRAW_QUERY), "delta");
    if (isect_sweep_aabb_into(tiles, 2, player, delta, &sweep, NULL)) {
        isect_vec rest = isect_scale(delta, 1 - sweep.time);
        isect_vec slide = isect_sub(rest, isect_scale(sweep.hit.normal,
                                                      isect_dot(rest, sweep.hit.normal)));
        draw_tag(normal_arrow(s, sweep.hit.pos, sweep.hit.normal, 30), "hit.normal");
        draw_tag(draw_point(s, sweep.hit.pos, DRAW_INK), "hit.pos");
        draw_tag(draw_style(draw_box(s, box_moved(player, isect_sub(isect_add(sweep.pos, slide),
                                                                      player.pos)),
                                     DRAW_FIXED), DRAW_DASHED | DRAW_OUTLINE), "slid");
    }
}

static void scene_sweep_padded(draw_scene *s)
{
    isect_aabb b, a, grown;
    isect_vec delta;
    isect_hit hit;
    sweep_boxes(&b, &a, &delta);
    grown = box_at(b.pos.x, b.pos.y, b.half.x + a.half.x, b.half.y + a.half.y);
    draw_begin(s, 30, 30, 370, 190,
               "The same sweep as a segment test: B grown by A's half size "
               "(dashed), and the path of A's center, which enters the grown "
               "box exactly when A touches B.");
    draw_tag(draw_style(draw_box(s, grown, DRAW_MUTED), DRAW_DASHED | DRAW_OUTLINE), "grown");
    draw_tag(draw_box(s, b, DRAW_INK), "static");
    draw_label(s, isect_add(b.pos, V(14, 20)), DRAW_MIDDLE, "B", DRAW_INK);
    draw_tag(draw_segment(s, a.pos, delta, DRAW_QUERY), "segment");
    draw_label(s, isect_add(a.pos, V(0, 16)), DRAW_MIDDLE, "A's center", DRAW_QUERY);
    if (isect_aabb_segment(b, a.pos, delta, a.half, &hit)) {
        isect_aabb at = a;
        at.pos = hit.pos;
        draw_style(draw_box(s, at, DRAW_FIXED), DRAW_DASHED | DRAW_OUTLINE);
        draw_tag(draw_point(s, hit.pos, DRAW_FIXED), "hit.pos");
    }
}

/* ---- Circles ---------------------------------------------------------- */

static void scene_circle_quadratic(draw_scene *s)
{
    isect_circle c = circle_at(190, 120, 70);
    isect_vec pos = V(30, 200), delta = V(330, -90);
    isect_vec end = isect_add(pos, delta), u = isect_normalize(delta);
    isect_real b = isect_dot(isect_sub(pos, c.pos), u);
    isect_vec foot = isect_add(pos, isect_scale(u, -b));
    isect_hit in, out;
    draw_begin(s, 10, 35, 380, 215,
               "A segment crossing a circle. Along its line, the time t "
               "at which it is on the circle solves a quadratic; its two "
               "roots are where the line enters and leaves, either side of "
               "the point nearest the center, at t = -b/a.");
    draw_tag(draw_circle(s, c, DRAW_INK), "circle");
    draw_point(s, c.pos, DRAW_INK);
    draw_label(s, isect_add(c.pos, V(6, -8)), DRAW_START, "C", DRAW_INK);
    draw_style(draw_infinite_line(s, pos, delta, DRAW_MUTED), DRAW_DASHED);
    draw_tag(draw_segment(s, pos, delta, DRAW_QUERY), "segment");
    draw_label(s, isect_add(pos, V(0, -10)), DRAW_MIDDLE, "P", DRAW_QUERY);
    draw_tag(draw_style(draw_line(s, c.pos, foot, DRAW_MUTED), DRAW_DASHED), "h");
    draw_label(s, isect_add(isect_scale(isect_add(c.pos, foot), 0.5), V(6, 0)),
               DRAW_START, "|h|", DRAW_MUTED);
    draw_point(s, foot, DRAW_MUTED);
    draw_label(s, isect_add(foot, V(0, 18)), DRAW_MIDDLE, "-b/a", DRAW_MUTED);
    if (isect_circle_segment(c, pos, delta, 0, &in)) {
        draw_tag(draw_point(s, in.pos, DRAW_HIT), "hit.pos");
        draw_label(s, isect_add(in.pos, V(-6, 18)), DRAW_END, "(-b - \xe2\x88\x9a\xce\x94)/a", DRAW_HIT);
    }
    /* The exit is where the reversed segment enters. */
    if (isect_circle_segment(c, end, isect_scale(delta, -1), 0, &out)) {
        draw_tag(draw_point(s, out.pos, DRAW_INK), "exit");
        draw_label(s, isect_add(out.pos, V(6, 18)), DRAW_START, "(-b + \xe2\x88\x9a\xce\x94)/a", DRAW_INK);
    }
}

static void scene_rounded_box(draw_scene *s)
{
    isect_aabb box = box_at(190, 120, 70, 40);
    isect_real r = 30;
    isect_vec diag = isect_scale(isect_normalize(V(1, -1)), r);
    isect_vec corner = V(box.pos.x + box.half.x, box.pos.y - box.half.y);
    isect_circle around[3];
    int i;
    draw_begin(s, 60, 10, 330, 210,
               "A box grown by a circle's radius r: the square padding "
               "(dashed) and the rounded box that the circle's center really "
               "traces, whose corners are quarter circles around the box's "
               "corners.");
    draw_tag(draw_style(draw_box(s, box_at(box.pos.x, box.pos.y, box.half.x + r, box.half.y + r),
                                 DRAW_MUTED), DRAW_DASHED | DRAW_OUTLINE), "square");
    draw_tag(draw_style(draw_roundbox(s, box, r, DRAW_MUTED), DRAW_OUTLINE), "rounded");
    draw_tag(draw_box(s, box, DRAW_INK), "box");
    around[0] = circle_at(box.pos.x - 20, box.pos.y - box.half.y - r, r);
    around[1] = circle_at(corner.x + diag.x, corner.y + diag.y, r);
    around[2] = circle_at(box.pos.x + box.half.x + r, box.pos.y + 15, r);
    for (i = 0; i < 3; i++) {
        /* each circle touches the box: no hit, a center on the rounded box */
        draw_style(draw_circle(s, around[i],
                               isect_aabb_circle(box, around[i], NULL) ? DRAW_HIT : DRAW_CLEAR),
                   DRAW_OUTLINE);
        draw_point(s, around[i].pos, DRAW_CLEAR);
    }
    draw_line(s, corner, around[1].pos, DRAW_MUTED);
    draw_label(s, isect_add(corner, V(-2, -14)), DRAW_END, "r", DRAW_MUTED);
    draw_label(s, V(box.pos.x + box.half.x + r + 4, box.pos.y + box.half.y + r + 12), DRAW_END,
               "square padding", DRAW_MUTED);
    draw_label(s, box.pos, DRAW_MIDDLE, "box", DRAW_INK);
}

static void scene_rounded_corner(draw_scene *s)
{
    isect_aabb box = box_at(205, 160, 75, 45);
    isect_vec corner = V(box.pos.x - box.half.x, box.pos.y - box.half.y);
    isect_vec out = isect_normalize(V(-1, -1)), along = isect_normalize(V(1, -1));
    isect_real r = 40;
    /* the path passes the corner 1.25 r away: inside the square padding,
       outside the rounded box */
    isect_vec closest = isect_add(corner, isect_scale(out, r * (isect_real)1.25));
    isect_circle ball = circle_at(0, 0, r), end;
    isect_vec delta = isect_scale(along, 200);
    isect_hit square;
    bool hit;
    ball.pos = isect_sub(closest, isect_scale(along, 95));
    end = ball;
    end.pos = isect_add(ball.pos, delta);
    hit = isect_aabb_sweep_circle(box, ball, delta, NULL);
    draw_begin(s, -20, -40, 340, 255,
               "A circle swept past a box's corner. Its center's path crosses "
               "the square padding (dashed) in the corner pocket, where a "
               "square-padded test would report a hit; the circle there does "
               "not touch the box, and the path misses the rounded box.");
    draw_tag(draw_style(draw_box(s, box_at(box.pos.x, box.pos.y, box.half.x + r,
                                           box.half.y + r), DRAW_MUTED),
                        DRAW_DASHED | DRAW_OUTLINE), "square");
    draw_tag(draw_style(draw_roundbox(s, box, r, DRAW_MUTED), DRAW_OUTLINE), "rounded");
    draw_tag(draw_box(s, box, DRAW_INK), "box");
    draw_tag(draw_segment(s, ball.pos, delta, hit ? DRAW_HIT : DRAW_CLEAR), "path");
    draw_style(draw_circle(s, ball, DRAW_CLEAR), DRAW_OUTLINE);
    draw_style(draw_circle(s, end, hit ? DRAW_HIT : DRAW_CLEAR), DRAW_OUTLINE);
    if (isect_aabb_segment(box, ball.pos, delta, V(r, r), &square)) {
        isect_circle early = ball;
        early.pos = square.pos;
        draw_tag(draw_style(draw_circle(s, early,
                                        isect_aabb_circle(box, early, NULL) ? DRAW_HIT : DRAW_CLEAR),
                            DRAW_DASHED | DRAW_OUTLINE), "square.pos");
        draw_point(s, square.pos, DRAW_CLEAR);
        draw_label(s, isect_add(square.pos, V(0, -r - 10)), DRAW_MIDDLE, "square: hit",
                   DRAW_CLEAR);
    }
    draw_style(draw_line(s, corner, isect_add(corner, isect_scale(out, r)), DRAW_MUTED), 0);
    draw_label(s, isect_add(corner, V(-22, -6)), DRAW_END, "r", DRAW_MUTED);
    draw_point(s, corner, DRAW_INK);
    draw_label(s, box.pos, DRAW_MIDDLE, "box", DRAW_INK);
}

/* ---- Capsules --------------------------------------------------------- */

static void scene_capsule_parts(draw_scene *s)
{
    isect_capsule cap;
    isect_vec b, u, v, corners[4];
    isect_vec pos = V(250, 30), delta = V(-70, 150);
    isect_hit hit;
    cap.pos = V(100, 140);
    cap.delta = V(160, -50);
    cap.radius = 42;
    b = isect_add(cap.pos, cap.delta);
    u = isect_normalize(cap.delta);
    v = isect_v(-u.y, u.x);
    draw_begin(s, 40, 20, 350, 200,
               "A capsule as three shapes: a circle around each end of its "
               "axis, A and B, and the rectangle between them, 2r wide. A "
               "segment enters it through the rectangle's long side.");
    draw_tag(draw_capsule(s, cap, DRAW_INK), "capsule");
    draw_style(draw_circle(s, circle_at(cap.pos.x, cap.pos.y, cap.radius), DRAW_MUTED),
               DRAW_DASHED | DRAW_OUTLINE);
    draw_style(draw_circle(s, circle_at(b.x, b.y, cap.radius), DRAW_MUTED),
               DRAW_DASHED | DRAW_OUTLINE);
    corners[0] = isect_add(cap.pos, isect_scale(v, cap.radius));
    corners[1] = isect_add(b, isect_scale(v, cap.radius));
    corners[2] = isect_sub(b, isect_scale(v, cap.radius));
    corners[3] = isect_sub(cap.pos, isect_scale(v, cap.radius));
    draw_style(draw_polygon(s, corners, 4, DRAW_MUTED), DRAW_DASHED | DRAW_OUTLINE);
    draw_line(s, cap.pos, b, DRAW_INK);
    draw_point(s, cap.pos, DRAW_INK);
    draw_point(s, b, DRAW_INK);
    draw_label(s, isect_add(cap.pos, V(-8, 4)), DRAW_END, "A", DRAW_INK);
    draw_label(s, isect_add(b, V(8, 4)), DRAW_START, "B", DRAW_INK);
    draw_line(s, cap.pos, corners[3], DRAW_MUTED);
    draw_label(s, isect_add(isect_scale(isect_add(cap.pos, corners[3]), 0.5), V(8, 0)),
               DRAW_START, "r", DRAW_MUTED);
    draw_tag(draw_segment(s, pos, delta, DRAW_QUERY), "segment");
    if (isect_capsule_segment(cap, pos, delta, &hit)) {
        draw_tag(normal_arrow(s, hit.pos, hit.normal, 30), "hit.normal");
        draw_tag(draw_point(s, hit.pos, DRAW_HIT), "hit.pos");
    }
}

/* ---- Rectangles, three ways ------------------------------------------ */

static void scene_rect_layouts(draw_scene *s)
{
    static const char *const titles[3] = { "center, half size", "min, max", "corner, size" };
    int panel;
    draw_begin(s, 0, 0, 440, 150,
               "One rectangle stored three ways: its center and half size; "
               "its min and max corners; its min corner and its size. Here y "
               "points down, so min is the top-left corner.");
    for (panel = 0; panel < 3; panel++) {
        isect_real x0 = (isect_real)(145 * panel);
        isect_aabb box = box_at(x0 + 75, 80, 48, 32);
        isect_minmax mm = isect_minmax_from_aabb(box);
        isect_rect rect = isect_rect_from_aabb(box);
        draw_box(s, box, DRAW_INK);
        draw_label(s, V(x0 + 75, 24), DRAW_MIDDLE, titles[panel], DRAW_INK);
        if (panel == 0) {
            draw_point(s, box.pos, DRAW_QUERY);
            draw_arrow(s, box.pos, V(box.pos.x + box.half.x, box.pos.y), DRAW_QUERY);
            draw_arrow(s, box.pos, V(box.pos.x, box.pos.y + box.half.y), DRAW_QUERY);
            draw_label(s, isect_add(box.pos, V(-4, -8)), DRAW_END, "pos", DRAW_QUERY);
            draw_label(s, isect_add(box.pos, V(box.half.x / 2, 14)), DRAW_MIDDLE, "half",
                       DRAW_QUERY);
        } else if (panel == 1) {
            draw_tag(draw_point(s, mm.min, DRAW_QUERY), "min");
            draw_tag(draw_point(s, mm.max, DRAW_QUERY), "max");
            draw_label(s, isect_add(mm.min, V(6, 14)), DRAW_START, "min", DRAW_QUERY);
            draw_label(s, isect_add(mm.max, V(-6, -8)), DRAW_END, "max", DRAW_QUERY);
        } else {
            isect_vec far = isect_add(rect.pos, rect.size);
            draw_tag(draw_point(s, rect.pos, DRAW_QUERY), "corner");
            draw_arrow(s, V(rect.pos.x, far.y + 10), V(far.x, far.y + 10), DRAW_QUERY);
            draw_arrow(s, V(far.x + 10, rect.pos.y), V(far.x + 10, far.y), DRAW_QUERY);
            draw_label(s, isect_add(rect.pos, V(6, 14)), DRAW_START, "pos", DRAW_QUERY);
            draw_label(s, V(far.x, far.y + 24), DRAW_END, "size", DRAW_QUERY);
        }
    }
}

/* ---- Triangles -------------------------------------------------------- */

static isect_triangle regions_triangle(void)
{
    isect_triangle t;
    t.a = V(185, 60);
    t.b = V(270, 175);
    t.c = V(105, 160);
    return t;
}

/* The outward normal of the edge u -> v of a triangle of winding w, unit. */
static isect_vec outward(isect_vec u, isect_vec v, isect_real w)
{
    isect_vec e = isect_sub(v, u);
    return isect_normalize(isect_v(w * e.y, -w * e.x));
}

static void scene_triangle_regions(draw_scene *s)
{
    isect_triangle t = regions_triangle();
    isect_vec corner[3], n[3], probes[5];
    isect_real w = isect_cross(isect_sub(t.b, t.a), isect_sub(t.c, t.a)) > 0 ? 1 : -1;
    isect_real far = 400;
    static const char *const names[3] = { "A", "B", "C" };
    int i;
    draw_begin(s, 10, 0, 370, 240,
               "The regions around a triangle: a wedge beyond each corner "
               "(shaded), where the corner is the nearest point, and a strip "
               "beside each edge, where the nearest point is the foot of the "
               "perpendicular. Lines join sample points to their nearest points.");
    corner[0] = t.a;
    corner[1] = t.b;
    corner[2] = t.c;
    for (i = 0; i < 3; i++)
        n[i] = outward(corner[i], corner[(i + 1) % 3], w);   /* edge i: i -> i+1 */
    for (i = 0; i < 3; i++) {
        /* corner i lies between edge i-1 (ending at it) and edge i */
        isect_vec wedge[3];
        int prev = (i + 2) % 3;
        wedge[0] = corner[i];
        wedge[1] = isect_add(corner[i], isect_scale(n[prev], far));
        wedge[2] = isect_add(corner[i], isect_scale(n[i], far));
        draw_style(draw_polygon(s, wedge, 3, DRAW_MUTED), DRAW_BAND);
    }
    for (i = 0; i < 3; i++) {
        isect_vec u = corner[i], v = corner[(i + 1) % 3];
        draw_style(draw_line(s, u, isect_add(u, isect_scale(n[i], far)), DRAW_MUTED), DRAW_DASHED);
        draw_style(draw_line(s, v, isect_add(v, isect_scale(n[i], far)), DRAW_MUTED), DRAW_DASHED);
    }
    draw_tag(draw_triangle(s, t, DRAW_INK), "triangle");
    for (i = 0; i < 3; i++) {
        isect_vec away = isect_normalize(isect_add(n[i], n[(i + 2) % 3]));
        draw_label(s, isect_add(corner[i], isect_scale(away, 16)), DRAW_MIDDLE, names[i], DRAW_INK);
    }
    probes[0] = V(215, 20);    /* beyond A */
    probes[1] = V(320, 120);   /* beside AB */
    probes[2] = V(325, 215);   /* beyond B */
    probes[3] = V(180, 225);   /* beside BC */
    probes[4] = V(60, 100);    /* beside CA */
    for (i = 0; i < 5; i++) {
        isect_vec q = isect_nearest_triangle(t, probes[i]);
        draw_line(s, probes[i], q, DRAW_QUERY);
        draw_tag(draw_point(s, probes[i], DRAW_QUERY), "probe");
        draw_tag(draw_point(s, q, DRAW_INK), "nearest");
    }
}

/* Two triangles for the separating-axis figure. */
static void sat_triangles(isect_triangle *t1, isect_triangle *t2)
{
    t1->a = V(60, 60);
    t1->b = V(170, 40);
    t1->c = V(150, 160);
    t2->a = V(215, 80);
    t2->b = V(305, 55);
    t2->c = V(265, 165);
}

/* Draws the shadow of three points on the axis through o along unit n. */
static void shadow(draw_scene *s, isect_vec o, isect_vec n, const isect_vec *p,
                   draw_role role, isect_real *lo_out, isect_real *hi_out)
{
    isect_real lo = 0, hi = 0;
    int i;
    for (i = 0; i < 3; i++) {
        isect_real d = isect_dot(isect_sub(p[i], o), n);
        if (i == 0 || d < lo)
            lo = d;
        if (i == 0 || d > hi)
            hi = d;
    }
    for (i = 0; i < 3; i++) {
        isect_real d = isect_dot(isect_sub(p[i], o), n);
        if (d == lo || d == hi)
            draw_style(draw_line(s, p[i], isect_add(o, isect_scale(n, d)), DRAW_MUTED),
                       DRAW_DASHED);
    }
    draw_tag(draw_line(s, isect_add(o, isect_scale(n, lo)), isect_add(o, isect_scale(n, hi)),
                       role), "shadow");
    *lo_out = lo;
    *hi_out = hi;
}

static void scene_sat_shadows(draw_scene *s)
{
    isect_triangle t1, t2;
    isect_vec p1[3], p2[3], n, o;
    isect_real lo1, hi1, lo2, hi2;
    bool overlap;
    sat_triangles(&t1, &t2);
    p1[0] = t1.a; p1[1] = t1.b; p1[2] = t1.c;
    p2[0] = t2.a; p2[1] = t2.b; p2[2] = t2.c;
    /* the axis: the outward normal of the first triangle's edge b -> c */
    n = outward(t1.b, t1.c,
                isect_cross(isect_sub(t1.b, t1.a), isect_sub(t1.c, t1.a)) > 0 ? 1 : -1);
    o = V(40, 200);
    overlap = isect_triangle_triangle(t1, t2, NULL);
    draw_begin(s, 20, 20, 360, 275,
               "Two triangles and their shadows on one axis, the normal of "
               "the first triangle's right edge: the shadows do not overlap, "
               "so the axis separates the triangles, and the line of that "
               "edge (dashed) runs between them.");
    draw_style(draw_infinite_line(s, t1.b, isect_sub(t1.c, t1.b), DRAW_MUTED), DRAW_DASHED);
    draw_arrow(s, isect_sub(o, isect_scale(n, 10)), isect_add(o, isect_scale(n, 315)), DRAW_MUTED);
    draw_tag(draw_triangle(s, t1, DRAW_INK), "first");
    draw_tag(draw_triangle(s, t2, overlap ? DRAW_HIT : DRAW_CLEAR), "second");
    shadow(s, o, n, p1, DRAW_INK, &lo1, &hi1);
    shadow(s, o, n, p2, overlap ? DRAW_HIT : DRAW_CLEAR, &lo2, &hi2);
    draw_label(s, isect_add(isect_add(o, isect_scale(n, (hi1 + lo2) / 2)), V(0, 16)),
               DRAW_MIDDLE, "gap", DRAW_INK);
    draw_label(s, isect_add(isect_add(o, isect_scale(n, 315)), V(-4, 16)), DRAW_END, "axis",
               DRAW_MUTED);
}

/* ---- Many boxes at once ------------------------------------------------- */

/* A box swept through a dozen boxes kept in columns. The boxes whose box
   grown by the moving one's half size the path reaches (the shapes the
   first pass keeps) are drawn with their grown box, dashed; the one the
   batch sweep hits first is hatched, and the moving box is drawn where it
   stops. */
static void scene_batch_slabs(draw_scene *s)
{
    static const isect_real bx[12] = {70, 120, 150, 185, 230, 260, 300, 330, 110, 210, 280, 350};
    static const isect_real by[12] = {40, 150, 70, 175, 55, 150, 95, 170, 55, 110, 35, 80};
    static const isect_real bh[12] = {14, 16, 10, 12, 18, 14, 16, 12, 9, 10, 12, 14};
    isect_aabb_soa boxes;
    isect_aabb moving = box_at(40, 110, 12, 12);
    isect_vec delta = V(330, -30);
    isect_sweep sweep;
    size_t index = 0;
    int i, hit;
    boxes.x = bx;
    boxes.y = by;
    boxes.half_x = bh;
    boxes.half_y = bh;
    boxes.count = 12;
    hit = isect_aabb_soa_sweep_aabb(&boxes, moving, delta, &sweep, &index);
    draw_begin(s, 20, 15, 390, 200,
               "A box swept to the right through twelve boxes. The first pass "
               "keeps the boxes whose grown box (dashed) the path of the "
               "moving box's center reaches; the exact sweep picks the first "
               "of those (hatched), and the box stops before it.");
    for (i = 0; i < 12; i++) {
        isect_aabb b = box_at(bx[i], by[i], bh[i], bh[i]);
        isect_aabb grown = box_at(bx[i], by[i], bh[i] + moving.half.x, bh[i] + moving.half.y);
        int reached = isect_aabb_segment(b, moving.pos, delta, moving.half, NULL);
        if (reached)
            draw_tag(draw_style(draw_box(s, grown, DRAW_MUTED), DRAW_DASHED | DRAW_OUTLINE),
                     "grown");
        draw_tag(draw_box(s, b, hit && (size_t)i == index ? DRAW_HIT : DRAW_INK),
                 hit && (size_t)i == index ? "first" : "box");
    }
    draw_tag(draw_style(draw_box(s, moving, DRAW_QUERY), DRAW_OUTLINE), "moving");
    draw_tag(draw_segment(s, moving.pos, delta, DRAW_QUERY), "path");
    if (hit) {
        draw_tag(draw_style(draw_box(s, box_moved(moving, isect_sub(sweep.pos, moving.pos)),
                                     DRAW_FIXED), DRAW_DASHED | DRAW_OUTLINE), "stop");
        draw_tag(draw_point(s, sweep.hit.pos, DRAW_INK), "hit.pos");
        draw_label(s, V(bx[index], by[index] + bh[index] + 26), DRAW_MIDDLE, "first hit",
                   DRAW_HIT);
    }
    draw_label(s, V(330, 130), DRAW_MIDDLE, "kept, later", DRAW_MUTED);
}

/* ---- A broad phase: the uniform grid ------------------------------------ */

/* A ray walks a grid of 8 x 5 cells of 40 pixels. The cells it visits up
   to its hit are shaded and numbered in the order the walk enters them; the
   walk stops at the hit, so the rest of the path is never looked at. */
static void scene_grid_walk(draw_scene *s)
{
    static uint32_t memory[64 + 4 * 8 + 2 * 64];
    static const char *const number[12] = {
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"
    };
    isect_shape shapes[6];
    isect_world world;
    isect_grid grid;
    isect_vec pos = V(36, 188), delta = V(300, -150), end;
    size_t cells[12], n, i, hit_index = 99;
    isect_hit hit;
    bool hit_any;
    int k;
    shapes[0] = isect_shape_aabb(box_at(100, 54, 16, 14));
    shapes[1] = isect_shape_circle(circle_at(292, 150, 18));
    shapes[2] = isect_shape_aabb(box_at(230, 100, 22, 16));
    shapes[3] = isect_shape_circle(circle_at(70, 100, 12));
    shapes[4] = isect_shape_aabb(box_at(322, 70, 12, 26));
    shapes[5] = isect_shape_circle(circle_at(170, 180, 14));
    world.shapes = shapes;
    world.layers = 0;
    world.count = 6;
    isect_grid_init(&grid, memory, sizeof memory, V(20, 20), V(40, 40), 8, 5, 8, 64);
    isect_grid_insert_world(&grid, &world);
    hit_any = isect_grid_cast(&grid, &world, pos, delta, 0, &hit, &hit_index);
    end = hit_any ? hit.pos : isect_add(pos, delta);
    n = isect_grid_cells_on_path(&grid, pos, isect_sub(end, pos), V(0, 0), cells, 12);
    draw_begin(s, 10, 10, 350, 230,
               "A ray walks the cells of a grid, one border at a time; the "
               "cells it visits are shaded and numbered in order, and the "
               "walk stops at the shape it hits.");
    for (i = 0; i < n && i < 12; i++) {
        isect_vec c = V(20 + 40 * (isect_real)(cells[i] % 8) + 20,
                        20 + 40 * (isect_real)(cells[i] / 8) + 20);
        draw_tag(draw_style(draw_box(s, box_at(c.x, c.y, 20, 20), DRAW_QUERY), DRAW_BAND),
                 "visited");
        draw_label(s, isect_add(c, V(-13, -8)), DRAW_MIDDLE, number[i], DRAW_QUERY);
    }
    for (k = 0; k <= 8; k++)
        draw_line(s, V(20 + 40 * (isect_real)k, 20), V(20 + 40 * (isect_real)k, 220), DRAW_MUTED);
    for (k = 0; k <= 5; k++)
        draw_line(s, V(20, 20 + 40 * (isect_real)k), V(340, 20 + 40 * (isect_real)k), DRAW_MUTED);
    for (i = 0; i < 6; i++) {
        draw_role role = hit_any && i == hit_index ? DRAW_HIT : DRAW_INK;
        if (shapes[i].kind == ISECT_SHAPE_AABB)
            draw_tag(draw_box(s, shapes[i].as.aabb, role), i == hit_index ? "hit-shape" : 0);
        else
            draw_tag(draw_circle(s, shapes[i].as.circle, role), i == hit_index ? "hit-shape" : 0);
    }
    draw_style(draw_line(s, end, isect_add(pos, delta), DRAW_QUERY), DRAW_DASHED);
    draw_tag(draw_segment(s, pos, isect_sub(end, pos), DRAW_QUERY), "ray");
    if (hit_any)
        draw_tag(draw_point(s, hit.pos, DRAW_INK), "hit.pos");
}

/* ---- Sliding along a line onto a corner --------------------------------- */

static void scene_sweep_along_corner(draw_scene *s)
{
    isect_triangle tri;
    isect_capsule seg;
    isect_vec delta = V(-150, 0), touch;
    isect_sweep sweep;
    tri.a = V(120, 40);
    tri.b = V(130, 170);
    tri.c = V(200, 100);
    seg.pos = V(260, 100);
    seg.delta = V(60, 0);
    seg.radius = 0;
    touch = isect_add(seg.pos, isect_scale(delta, (isect_real)0.4));
    draw_begin(s, 90, 20, 350, 190,
               "A segment slides to the left along its own line onto corner C "
               "of a triangle. When its end meets C, the corner's piece reports "
               "a contact at right angles to the motion (gray arrow), which is "
               "no entry; the end's piece reports the end entering the triangle "
               "at C, against the motion (black arrow). The sweep keeps the entry "
               "and stops the segment there (dashed).");
    draw_tag(draw_triangle(s, tri, DRAW_INK), "triangle");
    draw_label(s, isect_add(tri.c, V(9, -14)), DRAW_START, "C", DRAW_INK);
    draw_style(draw_infinite_line(s, seg.pos, seg.delta, DRAW_MUTED), DRAW_DASHED);
    draw_tag(draw_line(s, seg.pos, isect_add(seg.pos, seg.delta), DRAW_QUERY), "segment");
    draw_tag(draw_arrow(s, isect_add(seg.pos, V(30, 18)),
                        isect_add(seg.pos, V(30 - 60, 18)), DRAW_QUERY), "delta");
    draw_label(s, isect_add(seg.pos, V(4, 34)), DRAW_MIDDLE, "D", DRAW_QUERY);
    draw_tag(draw_arrow(s, touch, isect_add(touch, V(0, -30)), DRAW_MUTED), "corner-normal");
    if (isect_triangle_sweep_capsule(tri, seg, delta, &sweep)) {
        draw_tag(normal_arrow(s, sweep.hit.pos, sweep.hit.normal, 30), "hit.normal");
        draw_tag(draw_point(s, sweep.hit.pos, DRAW_INK), "hit.pos");
        draw_tag(draw_style(draw_line(s, sweep.pos, isect_add(sweep.pos, seg.delta),
                                      DRAW_FIXED), DRAW_DASHED), "stop");
    }
}

/* A shallow crossing, drawn as a sketch: the rounding band is drawn far
   wider than it is, and the angle far steeper than where it matters. */
static void scene_shallow_crossing(draw_scene *s)
{
    isect_vec a = V(60, 100), e = V(200, 0), b = isect_add(a, e);
    isect_vec p = V(40, 113), d = V(400, -40);
    isect_vec band[4], named, moved;
    isect_hit hit;
    isect_real seg_time;
    band[0] = V(20, 86);
    band[1] = V(470, 86);
    band[2] = V(470, 114);
    band[3] = V(20, 114);
    named = isect_add(p, isect_scale(d, (isect_real)0.6));
    moved = isect_nearest_segment(p, d, b);
    draw_begin(s, 20, 40, 470, 150,
               "Two segments that cross at a shallow angle: the first, from A "
               "to B, and a path from P. The shaded band is how far rounding can "
               "move a point across the first segment's line, drawn far wider "
               "than it is. Where the path runs inside the band, the numbers "
               "cannot tell it from the crossing: the point that t names can "
               "land past B (the dot marked P + tD). The check moves it to the "
               "path's point nearest B (the dot marked moved, joined to B by a "
               "dashed line). The gray dot is the true crossing.");
    draw_tag(draw_style(draw_polygon(s, band, 4, DRAW_MUTED), DRAW_BAND), "band");
    draw_style(draw_infinite_line(s, a, e, DRAW_MUTED), DRAW_DASHED);
    draw_tag(draw_line(s, a, b, DRAW_INK), "segment");
    draw_label(s, isect_add(a, V(-4, 16)), DRAW_END, "A", DRAW_INK);
    draw_label(s, isect_add(b, V(0, 20)), DRAW_MIDDLE, "B", DRAW_INK);
    draw_tag(draw_arrow(s, p, isect_add(p, d), DRAW_QUERY), "path");
    draw_label(s, isect_add(p, V(-4, 4)), DRAW_END, "P", DRAW_QUERY);
    if (isect_segment_segment(a, e, p, d, &hit, &seg_time))
        draw_tag(draw_point(s, hit.pos, DRAW_MUTED), "crossing");
    draw_tag(draw_point(s, named, DRAW_QUERY), "named");
    draw_label(s, isect_add(named, V(6, -12)), DRAW_START, "P + tD", DRAW_QUERY);
    draw_tag(draw_point(s, moved, DRAW_INK), "moved");
    draw_label(s, isect_add(moved, V(-8, -12)), DRAW_END, "moved", DRAW_INK);
    draw_tag(draw_style(draw_line(s, b, moved, DRAW_INK), DRAW_DASHED), "to-b");
}

/* ---- A world of shapes: seams ------------------------------------------ */

/* The shapes of the seams figure: two flush tiles, and a square cut along
   its diagonal into two triangles. */
static void seam_shapes(isect_shape *shapes)
{
    isect_triangle lower, upper;
    shapes[0] = isect_shape_aabb(box_at(140, 120, 20, 20));
    shapes[1] = isect_shape_aabb(box_at(180, 120, 20, 20));
    lower.a = V(250, 100);
    lower.b = V(290, 100);
    lower.c = V(290, 140);
    upper.a = V(250, 100);
    upper.b = V(290, 140);
    upper.c = V(250, 140);
    shapes[2] = isect_shape_triangle(lower);
    shapes[3] = isect_shape_triangle(upper);
}

/* Two rays run exactly along seams: down the line between two flush tiles,
   and along the diagonal between two triangles. Each shape alone is only
   touched; the world's cast enters the two together where the seam
   begins, with the normal straight against the ray. */
static void scene_world_seam(draw_scene *s)
{
    static const char *const ray_tag[2] = { "ray-tiles", "ray-triangles" };
    static const char *const pos_tag[2] = { "hit.pos-tiles", "hit.pos-triangles" };
    isect_shape shapes[4];
    isect_world world;
    isect_vec start[2], delta[2];
    isect_hit hit;
    int i;
    seam_shapes(shapes);
    world.shapes = shapes;
    world.layers = 0;
    world.count = 4;
    start[0] = V(160, 30);
    delta[0] = V(0, 140);
    start[1] = V(215, 65);
    delta[1] = V(105, 105);
    draw_begin(s, 100, 15, 335, 185,
               "Left: a ray down the seam between two flush tiles. Right: a "
               "ray along the diagonal of a square cut into two triangles. "
               "Each ray stops where the seam begins, with the normal straight "
               "against it.");
    draw_tag(draw_box(s, shapes[0].as.aabb, DRAW_INK), "tile-left");
    draw_tag(draw_box(s, shapes[1].as.aabb, DRAW_INK), "tile-right");
    draw_tag(draw_triangle(s, shapes[2].as.triangle, DRAW_INK), "triangle-lower");
    draw_tag(draw_triangle(s, shapes[3].as.triangle, DRAW_INK), "triangle-upper");
    draw_label(s, V(160, 160), DRAW_MIDDLE, "tiles", DRAW_INK);
    draw_label(s, V(270, 160), DRAW_MIDDLE, "triangles", DRAW_INK);
    for (i = 0; i < 2; i++) {
        isect_vec end = isect_add(start[i], delta[i]);
        if (isect_world_cast(&world, start[i], delta[i], 0, &hit, 0)) {
            draw_style(draw_line(s, hit.pos, end, DRAW_QUERY), DRAW_DASHED);
            draw_tag(draw_segment(s, start[i], isect_sub(hit.pos, start[i]), DRAW_QUERY),
                     ray_tag[i]);
            draw_tag(draw_point(s, hit.pos, DRAW_INK), pos_tag[i]);
            normal_arrow(s, hit.pos, hit.normal, 28);
        } else {
            draw_tag(draw_segment(s, start[i], delta[i], DRAW_QUERY), ray_tag[i]);
        }
    }
}

const scene_entry scene_list[] = {
    { "ambiguous-push", scene_ambiguous_push },
    { "slab-x", scene_slab_x },
    { "slab-y", scene_slab_y },
    { "segment-outside", scene_segment_outside },
    { "segment-front", scene_segment_front },
    { "segment-behind", scene_segment_behind },
    { "box-box", scene_box_box },
    { "sweep-padded", scene_sweep_padded },
    { "sweep-seam", scene_sweep_seam },
    { "sweep-along-corner", scene_sweep_along_corner },
    { "shallow-crossing", scene_shallow_crossing },
    { "circle-quadratic", scene_circle_quadratic },
    { "rounded-box", scene_rounded_box },
    { "rounded-corner", scene_rounded_corner },
    { "capsule-parts", scene_capsule_parts },
    { "rect-layouts", scene_rect_layouts },
    { "triangle-regions", scene_triangle_regions },
    { "sat-shadows", scene_sat_shadows },
    { "batch-slabs", scene_batch_slabs },
    { "grid-walk", scene_grid_walk },
    { "broadphase-cast", scene_broadphase_cast },
    { "broadphase-sweep", scene_broadphase_sweep },
    { "world-seam", scene_world_seam },
};

const int scene_count = (int)(sizeof scene_list / sizeof scene_list[0]);

static int same_name(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

const scene_entry *scene_find(const char *name)
{
    int i;
    for (i = 0; i < scene_count; i++)
        if (same_name(scene_list[i].name, name))
            return &scene_list[i];
    return NULL;
}
