# tests/game.mk -- the platformer of "Appendix: a game" (issue 13, item 4);
# included by the top Makefile after tests/browser/browser.mk.
#
#   make game          build/game, the game in a desktop window (SDL2,
#                      Debian libsdl2-dev); `make` builds it when SDL2 is there
#   make check-game    build/game headless (SDL's dummy drivers) on
#                      tests/game.script, compared line for line with the
#                      same script played by the step alone
#                      (build/test-unit_game --replay); part of make test
#   docs/game.js, docs/game-wasm.js
#                      the page's side: the script and the module as base64
#                      (a page opened from file:// may load a script beside
#                      it, not fetch a .wasm), made before the book
#   browser-game       tests/browser/game.test.mjs (run by check-browser)
#
# The step's own tests are tests/unit_game.c and tests/unit_exercises_game.c,
# built three ways and run by check-c like every tests/unit*.c; they include
# build/game.c.

SDL_CFLAGS := $(shell pkg-config --cflags sdl2 2>/dev/null)
SDL_LIBS   := $(shell pkg-config --libs sdl2 2>/dev/null)
HAVE_SDL   := $(shell pkg-config --exists sdl2 2>/dev/null && echo yes)
GAME_STEPS := 600

.PHONY: game check-game browser-game

# The C with #line (errors point at intersect.nw); the script without.
GAME_C := $(B)/game.h $(B)/game.c $(B)/game_wasm.c $(B)/game_sdl.c
$(GAME_C): $(B)/%: intersect.nw | $(SETUP)
	notangle -L -R'$*' intersect.nw > $@.tmp
	cmp -s $@.tmp $@ || mv $@.tmp $@
	rm -f $@.tmp

$(B)/game.js: intersect.nw | $(SETUP)
	notangle -R'game.js' intersect.nw > $@.tmp
	cmp -s $@.tmp $@ || mv $@.tmp $@
	rm -f $@.tmp

# The tests that include build/game.c need it first.
GAME_TESTS := $(foreach t,unit_game unit_exercises_game,$(B)/test-$(t) $(B)/test-$(t)-float $(B)/test-$(t)-san)
$(GAME_TESTS) check-warnings: $(B)/game.h $(B)/game.c

game: $(B)/game
ifeq ($(HAVE_SDL),yes)
all: $(B)/game
endif

$(B)/game: $(B)/game_sdl.c $(B)/game.c $(B)/game.h $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -I$(B) $(SDL_CFLAGS) -o $@ $(B)/game_sdl.c $(B)/game.c $(B)/intersect.c $(SDL_LIBS) -lm

# The page's module: the library and the game, no C library (as the
# examples' module, svg/figures.mk); the exports are named in the C.
$(B)/game.wasm: $(B)/game_wasm.c $(B)/game.c $(B)/game.h $(B)/intersect.c $(B)/intersect.h | $(SETUP)
	clang $(WASM_FLAGS) -I$(B) -o $@.tmp $(B)/game_wasm.c $(B)/game.c $(B)/intersect.c
	mv $@.tmp $@

docs/game-wasm.js: $(B)/game.wasm
	@mkdir -p $(@D)
	{ echo '/* game-wasm.js: the game of "Appendix: a game" (build/game.wasm) as base64;'; \
	  echo '   written by tests/game.mk: edit intersect.nw, not this file. */'; \
	  echo 'window.gameWasm = ['; \
	  base64 -w 100 $< | sed "s/.*/'&',/"; \
	  echo "''].join('');"; } > $@.tmp
	mv $@.tmp $@

docs/game.js: $(B)/game.js
	@mkdir -p $(@D)
	cp $< $@

docs/index.html: docs/game.js docs/game-wasm.js

check-game: $(B)/game $(B)/test-unit_game tests/game.script
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(B)/game --script tests/game.script --frames $(GAME_STEPS) > $(B)/game-sdl.out
	$(B)/test-unit_game --replay tests/game.script $(GAME_STEPS) > $(B)/game-step.out
	@cat $(B)/game-sdl.out
	@cmp $(B)/game-sdl.out $(B)/game-step.out || { echo "check-game: build/game and the step differ" >&2; exit 1; }
	@grep -q ' won 1$$' $(B)/game-sdl.out || { echo "check-game: the script did not reach the flag" >&2; exit 1; }
	@echo "check-game: build/game played the script headless, as the step does, to the flag"

test: check-game

BROWSER_TESTS += browser-game
browser-game:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/game.test.mjs docs/appendix-a-game.html
