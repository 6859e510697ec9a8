# svg/figures.mk: the page's figures; included by the top Makefile before
# tools/weave.mk, which inlines them.
#
#   svg/draw.[ch]     the drawing commands (no libc; shared with the live examples)
#   svg/scenes.[ch]   one scene per figure, built by calling the library (no libc)
#   svg/svg.c         writes each scene as an SVG file (the only part with stdio)
#   build/examples.c  the live examples, tangled from intersect.nw's appendix (no
#                     libc); svg.c also writes each one's first frame, ex-NAME.svg,
#                     and its facts, ex-NAME.json, for the page
#
#   docs/intersect.wasm   the library, draw.c and the examples for the browser:
#                         clang --target=wasm32 -nostdlib, linked by wasm-ld
#
# Targets:
#   $(B)/figures/NAME.svg   every figure (made together; $(FIGURE_STAMP) stands for them)
#   check-figures           the scenes' numbers are the library's
#                           (tests/figures.c), every figure intersect.nw uses
#                           has its SVG and every SVG is used, and the
#                           figure sources are warning-free under gcc and clang

FIGURE_DIR   := $(B)/figures
FIGURE_SRCS  := svg/draw.c svg/scenes.c $(B)/examples.c
FIGURE_HDRS  := svg/draw.h svg/scenes.h $(B)/examples.h
FIGURE_PROG  := $(B)/figures-svg
FIGURE_STAMP := $(FIGURE_DIR)/.stamp
FIGURE_DEPS  := $(FIGURE_STAMP)
FIGURE_CFLAGS = $(CFLAGS) $(WARN) -I$(B) -Isvg

.PHONY: check-figures

$(FIGURE_PROG): svg/svg.c $(FIGURE_SRCS) $(FIGURE_HDRS) $(B)/intersect.c $(B)/intersect.h
	$(CC) $(FIGURE_CFLAGS) -o $@ svg/svg.c $(FIGURE_SRCS) $(B)/intersect.c -lm

# All the figures at once, into a fresh directory, so a figure that is
# gone leaves no file behind.
$(FIGURE_STAMP): $(FIGURE_PROG)
	rm -rf $(FIGURE_DIR)
	mkdir -p $(FIGURE_DIR)
	$(FIGURE_PROG) $(FIGURE_DIR)
	@touch $@

$(B)/test-figures: tests/figures.c $(FIGURE_SRCS) $(FIGURE_HDRS) $(B)/intersect.c $(B)/intersect.h tests/check.h
	$(CC) $(FIGURE_CFLAGS) -g -o $@ tests/figures.c $(FIGURE_SRCS) $(B)/intersect.c -lm

# The live examples as one WebAssembly module. No libc: the library's
# square root is a builtin there, and -mbulk-memory turns the struct copies
# clang would hand to memcpy into the memory.copy instruction. Each
# function the page calls is exported by name in the C (EX_EXPORT).
WASM_FLAGS := --target=wasm32 -nostdlib -O2 -mbulk-memory $(WARN) \
              -Wl,--no-entry -Wl,--strip-all -Wl,--initial-memory=262144

docs/intersect.wasm: $(B)/intersect.c $(B)/intersect.h $(B)/examples.c $(B)/examples.h svg/draw.c svg/draw.h | $(B)/setup.ok
	@mkdir -p $(@D)
	clang $(WASM_FLAGS) -I$(B) -Isvg -o $@.tmp $(B)/intersect.c svg/draw.c $(B)/examples.c
	mv $@.tmp $@

check-figures: $(B)/test-figures $(FIGURE_STAMP) intersect.nw
	$(B)/test-figures
	@used=$$( { grep -o 'data-figure="[a-z0-9-]*"' intersect.nw | sed 's/.*="\(.*\)"/\1/'; \
	            grep -o 'data-example="[a-z0-9-]*"' intersect.nw | sed 's/.*="\(.*\)"/ex-\1/'; } | sort); \
	made=$$(cd $(FIGURE_DIR) && ls *.svg | sed 's/\.svg$$//' | sort); \
	dup=$$(printf '%s\n' "$$used" | uniq -d); \
	[ -z "$$dup" ] || { echo "check-figures: used more than once in intersect.nw: $$dup" >&2; exit 1; }; \
	for n in $$used; do [ -f $(FIGURE_DIR)/$$n.svg ] || { echo "check-figures: intersect.nw uses $$n, but there is no $(FIGURE_DIR)/$$n.svg" >&2; exit 1; }; done; \
	for n in $$made; do printf '%s\n' "$$used" | grep -qx "$$n" || { echo "check-figures: $(FIGURE_DIR)/$$n.svg is not used in intersect.nw" >&2; exit 1; }; done; \
	echo "check-figures: $$(printf '%s\n' "$$used" | wc -l) figures and examples, each drawn and used once"
	@set -e; for c in gcc clang; do \
	  echo "$$c $(WARN) -Werror: svg/*.c"; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only svg/draw.c; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only svg/scenes.c; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only svg/svg.c; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only $(B)/examples.c; \
	done
	@# draw.c and scenes.c call nothing but the library: no libc.
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c svg/draw.c -o $(B)/check-draw.o
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c svg/scenes.c -o $(B)/check-scenes.o
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c $(B)/examples.c -o $(B)/check-examples.o
	@libc=$$(nm -u $(B)/check-draw.o $(B)/check-scenes.o $(B)/check-examples.o | awk '{ print $$NF }' | grep -v '^isect_' | grep -v '^draw_' | grep -v ':$$' | sort -u); \
	[ -z "$$libc" ] || { echo "check-figures: svg/draw.c, svg/scenes.c or the examples use $$libc" >&2; exit 1; }; \
	echo "check-figures: svg/draw.c, svg/scenes.c and the examples use no libc"
