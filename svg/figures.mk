# svg/figures.mk: the page's figures; included by the top Makefile before
# tools/weave.mk, which inlines them.
#
#   svg/draw.[ch]     the drawing commands (no libc; shared with the live examples)
#   svg/scenes.[ch]   one scene per figure, built by calling the library (no libc)
#   svg/svg.c         writes each scene as an SVG file (the only part with stdio)
#   build/examples.c  the live examples, tangled from intersect.nw's appendix (no
#                     libc); svg.c also writes each one's first frame, ex-NAME.svg,
#                     and its facts, ex-NAME.json, for the page
#   build/frames.c    the figures that are chosen frames of examples, tangled from
#                     the appendix (no libc); svg.c draws each to NAME.svg
#
#   docs/intersect.wasm   the library, draw.c and the examples for the browser:
#                         clang --target=wasm32 -nostdlib, linked by wasm-ld
#
# Targets:
#   $(B)/figures/NAME.svg   every figure (made together; $(FIGURE_STAMP) stands for them)
#   check-figures           the scenes' and the frame figures' numbers are
#                           the library's (tests/figures.c, in double, float
#                           and under ASan + UBSan), every figure intersect.nw uses
#                           has its SVG and every SVG is used, and the
#                           figure sources are warning-free under gcc and clang

FIGURE_DIR   := $(B)/figures
FIGURE_SRCS  := svg/draw.c svg/scenes.c $(B)/examples.c $(B)/frames.c
FIGURE_HDRS  := svg/draw.h svg/scenes.h $(B)/examples.h $(B)/frames.h
# The broad-phase plots (svg/plot.c), drawn from the benchmark's committed
# numbers; `make bench-plot` (tests/bench.mk) measures them again.
FIGURE_SRCS  += svg/plot.c
FIGURE_HDRS  += svg/plot.h $(B)/broadphase.h
FIGURE_PROG  := $(B)/figures-svg
FIGURE_STAMP := $(FIGURE_DIR)/.stamp
FIGURE_DEPS  := $(FIGURE_STAMP)
FIGURE_CFLAGS = $(CFLAGS) $(WARN) -I$(B) -Isvg

.PHONY: check-figures

$(B)/broadphase.h: svg/data/broadphase.tsv svg/broadphase.awk | $(B)/setup.ok
	awk -f svg/broadphase.awk svg/data/broadphase.tsv > $@.tmp
	mv $@.tmp $@

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

# The same checks in float and under ASan + UBSan (the frame figures move
# handles by rounded offsets: both precisions must land them exactly).
$(B)/test-figures-float: tests/figures.c $(FIGURE_SRCS) $(FIGURE_HDRS) $(B)/intersect.c $(B)/intersect.h tests/check.h
	$(CC) $(FIGURE_CFLAGS) -DISECT_FLOAT -o $@ tests/figures.c $(FIGURE_SRCS) $(B)/intersect.c -lm

$(B)/test-figures-san: tests/figures.c $(FIGURE_SRCS) $(FIGURE_HDRS) $(B)/intersect.c $(B)/intersect.h tests/check.h
	$(TEST_SAN_CC) $(WARN) $(TEST_SAN) -I$(B) -Isvg -o $@ tests/figures.c $(FIGURE_SRCS) $(B)/intersect.c -lm

# The live examples as one WebAssembly module. No libc: the library's
# square root is a builtin there, and -mbulk-memory turns the struct copies
# clang would hand to memcpy into the memory.copy instruction. Each
# function the page calls is exported by name in the C (EX_EXPORT).
WASM_FLAGS := --target=wasm32 -nostdlib -O2 -mbulk-memory $(WARN) \
              -Wl,--no-entry -Wl,--strip-all -Wl,--initial-memory=262144

docs/intersect.wasm: $(B)/intersect.c $(B)/intersect.h $(B)/examples.c $(B)/examples.h svg/draw.c svg/draw.h | $(B)/setup.ok
	@mkdir -p $(@D)
	clang $(WASM_FLAGS) -I$(B) -Isvg -o $@.tmp $(B)/intersect.c svg/draw.c $(B)/examples.c
	chmod 644 $@.tmp
	mv $@.tmp $@

check-figures: $(B)/test-figures $(B)/test-figures-float $(B)/test-figures-san $(FIGURE_STAMP) intersect.nw
	$(B)/test-figures
	$(B)/test-figures-float
	$(B)/test-figures-san
	@sh tools/check-broadphase-table.sh intersect.nw svg/data/broadphase.tsv
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
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only svg/plot.c; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only svg/svg.c; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only $(B)/examples.c; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only $(B)/frames.c; \
	done
	@# draw.c, scenes.c, the examples and the frame figures call nothing but
	@# the library and each other: no libc.
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c svg/draw.c -o $(B)/check-draw.o
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c svg/scenes.c -o $(B)/check-scenes.o
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c svg/plot.c -o $(B)/check-plot.o
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c $(B)/examples.c -o $(B)/check-examples.o
	@$(CC) $(WARN) -O2 -I$(B) -Isvg -c $(B)/frames.c -o $(B)/check-frames.o
	@libc=$$(nm -u $(B)/check-draw.o $(B)/check-scenes.o $(B)/check-plot.o $(B)/check-examples.o $(B)/check-frames.o | awk '{ print $$NF }' | grep -v '^isect_' | grep -v '^draw_' | grep -v '^ex_' | grep -v '^scene_broadphase_' | grep -v ':$$' | sort -u); \
	[ -z "$$libc" ] || { echo "check-figures: svg/draw.c, svg/scenes.c, the examples or the frame figures use $$libc" >&2; exit 1; }; \
	echo "check-figures: svg/draw.c, svg/scenes.c, the examples and the frame figures use no libc"

# The live examples' own tests (tests/examples.c, with the probes in
# tests/probes.txt), plain and under ASan + UBSan; then: every public test
# and nearest-point function of intersect.h is called by some example, and
# the module exports what tools/examples.js calls. The pushes (isect_*_push)
# and the entry (isect_circle_segment_entry) are the library half of a test
# whose yes or no lives in the header: an example reaches them through that
# test (isect_circle_point calls isect_circle_point_push for every hit it
# draws, isect_circle_segment calls isect_circle_segment_entry).
EXAMPLE_TEST_SRCS := tests/examples.c svg/draw.c $(B)/examples.c $(B)/intersect.c
EXAMPLE_TEST_DEPS := $(EXAMPLE_TEST_SRCS) svg/draw.h $(B)/examples.h $(B)/intersect.h tests/check.h

.PHONY: check-examples

$(B)/test-examples: $(EXAMPLE_TEST_DEPS)
	$(CC) $(CFLAGS) $(WARN) -g -I$(B) -Isvg -o $@ $(EXAMPLE_TEST_SRCS) -lm

$(B)/test-examples-san: $(EXAMPLE_TEST_DEPS)
	$(TEST_SAN_CC) $(WARN) $(TEST_SAN) -I$(B) -Isvg -o $@ $(EXAMPLE_TEST_SRCS) -lm

check-examples: $(B)/test-examples $(B)/test-examples-san tests/probes.txt docs/intersect.wasm
	@set -e; for c in gcc clang; do \
	  echo "$$c $(WARN) -Werror: tests/examples.c"; \
	  $$c $(WARN) -Werror -O2 -I$(B) -Isvg -fsyntax-only tests/examples.c; \
	done
	$(B)/test-examples tests/probes.txt
	$(B)/test-examples-san tests/probes.txt
	@missing=""; for f in $$(sed -n 's/^\(bool\|isect_vec\) \(isect_[a-z_]*\)(.*/\2/p' $(B)/intersect.h | \
	    grep -v '^isect_\(normalize\|v\|add\|sub\|scale\|dot\|cross\|perp\|length\|abs\|clamp\|sign\|[a-z_]*_push\|circle_segment_entry\)$$'); do \
	  grep -q "\b$$f(" $(B)/examples.c || missing="$$missing $$f"; \
	done; \
	[ -z "$$missing" ] || { echo "check-examples: no live example calls$$missing" >&2; exit 1; }; \
	echo "check-examples: every test function of intersect.h has a live example"
	@calls=$$(grep -o 'w\.ex_[a-z_]*' tools/examples.js | sed 's/w\.//' | sort -u); \
	for f in $$calls; do \
	  $(NODE) -e "const m=new WebAssembly.Module(require('fs').readFileSync('docs/intersect.wasm')); \
	    process.exit(WebAssembly.Module.exports(m).some(e=>e.name==='$$f')?0:1)" || \
	  { echo "check-examples: docs/intersect.wasm does not export $$f" >&2; exit 1; }; \
	done; echo "check-examples: the module exports all $$(echo $$calls | wc -w) functions the page calls"
