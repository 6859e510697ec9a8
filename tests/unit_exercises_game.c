/* unit_exercises_game.c -- the numeric answers of the exercises of
   "Appendix: a game", checked on the game's own step (build/game.c). */
#include <string.h>

#include "check.h"
#include "game.c"

/* Exercise 1: a full jump from the flat floor of cols 17 to 29 (feet at
   y = 160) climbs 57.5 px, and the rise takes 24 steps. */
TEST(full_jump_height)
{
    static struct game g;
    struct game_input in = { false, false, true };
    isect_real y0, top;
    int i, top_at = 0;
    game_init(&g);
    g.player.pos = isect_v(330, 153);
    game_step(&g, (struct game_input){ false, false, false });
    y0 = top = g.player.pos.y;
    for (i = 1; i <= 40; i++) {
        game_step(&g, in);
        if (g.player.pos.y < top) {
            top = g.player.pos.y;
            top_at = i;
        }
    }
    CHECK_NEAR(y0 - top, 57.5, 0.02);
    CHECK(top_at == 23 || top_at == 24); /* the 24th step moves by nothing */
    CHECK(g.jumps == 1);
}

/* Exercise 2: at full speed, a jump on the flat floor lands about 96 px
   further on (0.8 s in the air at 2 px a step), at the height it left. */
TEST(jump_length)
{
    static struct game g;
    struct game_input run = { false, true, false }, jump = { false, true, true };
    isect_real x0 = 0;
    int i, air = 0;
    game_init(&g);
    g.player.pos = isect_v(280, 153);
    for (i = 0; i < 30; i++) game_step(&g, run);
    CHECK_NEAR(g.vel.x, GAME_RUN, 0);
    x0 = g.player.pos.x;
    game_step(&g, jump);
    for (i = 0; i < 80 && !g.on_floor; i++) {
        game_step(&g, jump);
        air++;
    }
    CHECK(g.on_floor);
    CHECK(air >= 46 && air <= 49);
    CHECK_NEAR(g.player.pos.x - x0, 96, 2.5);
    CHECK_NEAR(g.player.pos.y, 153, 0.05);
}

int main(void)
{
    RUN(full_jump_height);
    RUN(jump_length);
    return check_report();
}
