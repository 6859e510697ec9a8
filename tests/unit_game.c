/* unit_game.c -- the platformer of "Appendix: a game" (issue 13, item 4):
   its pure step function (build/game.c, tangled from intersect.nw) run with
   scripted input for thousands of steps, in double, float and under the
   sanitizers. Run from the top of the tree (it reads tests/game.script).

   Usage: test-unit_game                      the tests
          test-unit_game --replay FILE N      play FILE for N steps, print the
                                              state as build/game --script does
                                              (make check-game compares them)

   Every test checks, after every step, that the player overlaps no solid
   tile or ramp (the library's own static test: touching is not
   overlapping) and that its place and speed are finite. */
#define CHECK_PRINT_LIMIT 8
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.c"

static const isect_filter solid = { GAME_SOLID, NULL, NULL };

/* Steps g once and reports whether the player is in a legal place: not
   overlapping anything solid, with finite numbers. */
static bool step_ok(struct game *g, struct game_input in)
{
    game_step(g, in);
    return isect_world_overlap_aabb(&g->world, g->player, &solid, NULL, 0) == 0
        && isfinite((double)g->player.pos.x) && isfinite((double)g->player.pos.y)
        && isfinite((double)g->vel.x) && isfinite((double)g->vel.y);
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    static char text[4096];
    size_t n;
    if (!f) return NULL;
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

static struct game_input keys(bool left, bool right, bool jump)
{
    struct game_input in;
    in.left = left;
    in.right = right;
    in.jump = jump;
    return in;
}

/* A game with the player put down at (x, y), standing still. */
static void place(struct game *g, isect_real x, isect_real y)
{
    game_init(g);
    g->player.pos = isect_v(x, y);
}

/* The level is as the chapter draws it: every row as wide as GAME_COLS,
   one start, one flag, walls at both ends. */
TEST(level_is_well_formed)
{
    static struct game g;
    int r, starts = 0, flags = 0;
    for (r = 0; r < GAME_ROWS; r++) {
        const char *row = game_level[r];
        CHECK(strlen(row) == GAME_COLS);
        CHECK(row[0] == '#' && row[GAME_COLS - 1] == '#');
        starts += (int)(strchr(row, 'P') != NULL);
        flags += (int)(strchr(row, 'G') != NULL);
    }
    CHECK(starts == 1);
    CHECK(flags == 1);
    game_init(&g);
    CHECK(g.coins_total == 5);
    CHECK_NEAR(g.start.x, 56, 0);
    CHECK_NEAR(g.start.y, 153, 0);
    CHECK(isect_world_overlap_aabb(&g.world, g.player, &solid, NULL, 0) == 0);
}

/* The known script (tests/game.script) reaches the flag: three jumps (the
   wall, the pit, the step before the ramp), no fall, one coin on the way;
   legal after every step. */
TEST(script_reaches_the_flag)
{
    static struct game g;
    const char *script = read_text("tests/game.script");
    int bad = 0, won_at = -1;
    if (!CHECK(script != NULL)) return;
    game_init(&g);
    while (g.frame < 600) {
        bad += !step_ok(&g, game_script_input(script, g.frame));
        if (g.won && won_at < 0) won_at = g.frame;
    }
    CHECK(bad == 0);
    CHECK(g.won);
    CHECK(won_at > 300 && won_at < 420);
    CHECK(g.falls == 0);
    CHECK(g.jumps == 3);
    CHECK(g.coins >= 1);
    CHECK(g.on_floor);
    CHECK_NEAR(g.player.pos.y + g.player.half.y, 128, 0.05); /* on the plateau */
}

/* Running over the flat floor of cols 17 to 29: thirteen boxes meeting
   exactly. At full speed (after 30 steps), each of the next 60 steps moves
   exactly 2 px right, over eight seams, the height
   does not change, and the player stays on the floor across every seam. */
TEST(runs_over_tile_seams_on_the_floor)
{
    static struct game g;
    int i, bad = 0, off_floor = 0, short_steps = 0;
    isect_real y0;
    place(&g, 280, 153);
    for (i = 0; i < 30; i++) bad += !step_ok(&g, keys(false, true, false));
    y0 = g.player.pos.y;
    CHECK_NEAR(g.vel.x, GAME_RUN, 0);
    for (i = 0; i < 60; i++) {
        isect_real x = g.player.pos.x;
        bad += !step_ok(&g, keys(false, true, false));
        off_floor += !g.on_floor;
        short_steps += ISECT_ABS(g.player.pos.x - x - 2) > (isect_real)1e-3;
        short_steps += ISECT_ABS(g.player.pos.y - y0) > (isect_real)1e-3;
    }
    CHECK(bad == 0);
    CHECK(off_floor == 0);
    CHECK(short_steps == 0);
    CHECK(g.player.pos.x > 440 && g.player.pos.x < 480);
}

/* Dropped onto the ramp '/' at col 36 (its slope from (576, 160) up to
   (592, 144)): the player lands on the slope, not inside it and not
   hanging above it. Its bottom right corner (xr, yb) is the one on the
   slope, where x + y = 736. Then, with no key held, it stands still there
   for two seconds, on the floor. */
TEST(lands_on_the_ramp)
{
    static struct game g;
    int i, bad = 0, landed = -1;
    place(&g, 581, 100);
    for (i = 0; i < 90 && landed < 0; i++) {
        bad += !step_ok(&g, keys(false, false, false));
        if (g.on_floor) landed = i;
    }
    CHECK(bad == 0);
    if (CHECK(landed > 0)) {
        isect_real xr = g.player.pos.x + g.player.half.x;
        isect_real yb = g.player.pos.y + g.player.half.y;
        CHECK(xr > 576 && xr < 592);
        CHECK_NEAR(xr + yb, 736, 0.1);
        CHECK(g.vel.y <= 0);
    }
    /* and stands still on it: no creeping down the slope */
    {
        isect_vec at = g.player.pos;
        isect_real drift = 0;
        int off = 0;
        for (i = 0; i < 120; i++) {
            isect_real d;
            bad += !step_ok(&g, keys(false, false, false));
            d = ISECT_ABS(g.player.pos.x - at.x) + ISECT_ABS(g.player.pos.y - at.y);
            if (d > drift) drift = d;
            off += !g.on_floor;
        }
        CHECK(bad == 0);
        CHECK(drift < (isect_real)1e-3);  /* rounding only, not a creep */
        CHECK(off == 0);
    }
}

/* Walking up the two-tile ramp (cols 36 and 37) onto the plateau: the
   player is never stuck (x grows every step) and ends on top of it, in
   64 steps, before it reaches the flag (which stops the game). */
TEST(walks_up_the_ramp)
{
    static struct game g;
    int i, bad = 0, stuck = 0;
    place(&g, 540, 153);
    for (i = 0; i < 64; i++) {
        isect_real x = g.player.pos.x;
        bad += !step_ok(&g, keys(false, true, false));
        if (i > 2) stuck += g.player.pos.x <= x;
    }
    CHECK(bad == 0);
    CHECK(stuck == 0);
    CHECK(!g.won);                      /* stopped short of the flag */
    CHECK(g.player.pos.x > 610);
    CHECK(g.on_floor);
    CHECK_NEAR(g.player.pos.y + g.player.half.y, 128, 0.05);
}

/* Walking back down it: on the floor on every step (the mover's probe
   down keeps it on the slope), at the bottom at the end, never inside. */
TEST(walks_down_the_ramp)
{
    static struct game g;
    int i, bad = 0;
    int off_floor = 0;
    place(&g, 630, 120.99f);
    for (i = 0; i < 40; i++) {
        bad += !step_ok(&g, keys(true, false, false));
        off_floor += !g.on_floor;
    }
    CHECK(bad == 0);
    CHECK(g.player.pos.x < 570 && g.player.pos.x > 530); /* short of the pit */
    CHECK(g.on_floor);
    CHECK_NEAR(g.player.pos.y + g.player.half.y, 160, 0.05);
    CHECK(off_floor == 0);
}

/* The thin platform (cols 19 to 22, top at y = 112): jumping from below,
   the player passes up through it, then lands on it. */
TEST(one_way_platform_from_below)
{
    static struct game g;
    int i, bad = 0;
    isect_real top = 1000;
    place(&g, 336, 153);
    for (i = 0; i < 90; i++) {
        bad += !step_ok(&g, keys(false, false, i < 25));
        if (g.player.pos.y < top) top = g.player.pos.y;
    }
    CHECK(bad == 0);
    CHECK(top + g.player.half.y < 112);   /* its feet went above the top */
    CHECK(g.on_floor);
    CHECK_NEAR(g.player.pos.y + g.player.half.y, 112, 0.05);
}

/* Coyote time: running off the plateau's right edge, a jump pressed 3
   steps after leaving the floor still goes; 10 steps after, it does not. */
TEST(coyote_time)
{
    int late;
    for (late = 3; late <= 10; late += 7) {
        static struct game g;
        int i, left = -1;
        place(&g, 690, 121);
        g.vel.x = GAME_RUN;
        for (i = 0; i < 40; i++) {
            bool jump = left >= 0 && i == left + late;
            step_ok(&g, keys(false, true, jump));
            if (!g.on_floor && left < 0) left = i;
        }
        CHECK(left > 0);
        CHECK(g.jumps == (late == 3 ? 1 : 0));
    }
}

/* The class: random keys for thousands of steps from several seeds. The
   player never ends a step inside a solid shape, never gets a NaN, moves
   (it is not frozen in one place), and falls out of the level only through
   the pit, never through a floor (no tunnelling at full fall speed). */
TEST(random_play_never_overlaps)
{
    unsigned long seed;
    int total_falls = 0;
    for (seed = 1; seed <= 6; seed++) {
        static struct game g;
        unsigned long s = seed * 2654435761u;
        int bad = 0, hold = 0, fell = 0;
        struct game_input in = { false, false, false };
        isect_real min_x = 1e9f, max_x = -1e9f;
        game_init(&g);
        while (g.frame < 4000) {
            if (hold-- <= 0) {
                s = s * 6364136223846793005u + 1442695040888963407u;
                in = keys(((s >> 33) & 3) == 1, ((s >> 33) & 3) >= 2, ((s >> 40) & 3) == 0);
                hold = (int)((s >> 45) % 40);
            }
            {
                isect_real x = g.player.pos.x;
                int falls = g.falls;
                bad += !step_ok(&g, in);
                /* a fall only into the pit (cols 30 to 32), never
                   through a floor */
                if (g.falls != falls) {
                    CHECK(x > 480 - GAME_PLAYER_W && x < 528 + GAME_PLAYER_W);
                    fell++;
                }
            }
            if (g.won) g.won = false; /* play on past the flag */
            if (g.player.pos.x < min_x) min_x = g.player.pos.x;
            if (g.player.pos.x > max_x) max_x = g.player.pos.x;
        }
        CHECK(bad == 0);
        CHECK(max_x - min_x > 64);
        total_falls += fell;
    }    printf("random play: %d falls into the pit in 6 x 4000 steps\n", total_falls);
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--replay") == 0) {
        static struct game g;
        const char *script = read_text(argv[2]);
        int frames = atoi(argv[3]);
        if (!script) {
            fprintf(stderr, "cannot read %s\n", argv[2]);
            return 1;
        }
        game_init(&g);
        while (g.frame < frames) game_step(&g, game_script_input(script, g.frame));
        printf(GAME_STATE_FORMAT, GAME_STATE_ARGS(&g));
        return 0;
    }
    RUN(level_is_well_formed);
    RUN(script_reaches_the_flag);
    RUN(runs_over_tile_seams_on_the_floor);
    RUN(lands_on_the_ramp);
    RUN(walks_up_the_ramp);
    RUN(walks_down_the_ramp);
    RUN(one_way_platform_from_below);
    RUN(coyote_time);
    RUN(random_play_never_overlaps);
    return check_report();
}
