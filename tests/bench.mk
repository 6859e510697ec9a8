# tests/bench.mk -- `make bench`; included by the top Makefile. Not part of
# `make test`: speed is measured here and reported as ratios against a
# baseline run in the same process (DESIGN.md sections 4 and 6), never as a
# timed test that could fail.
#
#   make bench                 build tests/bench.c at -O2 with gcc (and clang
#                              when there is one), linked and as one
#                              translation unit, and run each
#   make bench BENCH_MS=50     longer runs per kernel (default 10 ms)
#
# Needs Chipmunk2D (Debian: libchipmunk-dev) as the peer to compare with;
# tools/setup.sh installs it with everything else.

BENCH_MS   ?= 10
BENCH_CCS  := gcc $(shell command -v clang >/dev/null 2>&1 && echo clang)
BENCH_BINS := $(foreach c,$(BENCH_CCS),$(B)/bench-$(c) $(B)/bench-$(c)-1tu)
BENCH_DEPS := tests/bench.c $(B)/intersect.h $(B)/intersect.c $(B)/setup.ok
BENCH_LIBS := -lchipmunk -lm

.PHONY: bench

# One translation unit: bench.c includes intersect.c, so calls can inline.
$(B)/bench-%-1tu: $(BENCH_DEPS)
	$* $(WARN) -O2 -DBENCH_ONE_TU -I$(B) -o $@ tests/bench.c $(BENCH_LIBS)

# Linked: intersect.c compiled on its own, as libintersect is.
$(B)/bench-%: $(BENCH_DEPS)
	$* $(WARN) -O2 -I$(B) -o $@ tests/bench.c $(B)/intersect.c $(BENCH_LIBS)

bench: $(BENCH_BINS)
	@for b in $(BENCH_BINS); do echo; echo "== $$b"; ./$$b $(BENCH_MS) || exit 1; done

# make bench-compare [BENCH_BASE=rev]: the same benchmark built against the
# library as it was at git revision BENCH_BASE (default HEAD, the last
# commit) and as it is now, run one after the other, with each function's
# time against its trivial loop side by side (tests/bench-compare.sh).
BENCH_BASE ?= HEAD
BENCH_ROUNDS ?= 5

.PHONY: bench-compare
bench-compare: $(BENCH_DEPS)
	@mkdir -p $(B)/base
	git show '$(BENCH_BASE):intersect.nw' > $(B)/base/intersect.nw
	notangle -R'intersect.h' $(B)/base/intersect.nw > $(B)/base/intersect.h
	notangle -R'intersect.c' $(B)/base/intersect.nw > $(B)/base/intersect.c
	gcc $(WARN) -O2 -I$(B)/base -o $(B)/bench-base tests/bench.c $(B)/base/intersect.c $(BENCH_LIBS)
	gcc $(WARN) -O2 -I$(B) -o $(B)/bench-now tests/bench.c $(B)/intersect.c $(BENCH_LIBS)
	@echo "== $(BENCH_BASE) (old) against the working tree (new), gcc -O2, linked, median of $(BENCH_ROUNDS) rounds"
	@sh tests/bench-compare.sh $(B)/bench-base $(B)/bench-now $(BENCH_ROUNDS) $(BENCH_MS)

# ---- lane plot: the broad phase, how the cost of a query grows ----------
#   make bench-broad   brute force vs the grid vs Box2D's b2DynamicTree on
#                      worlds of 10^2 .. 10^6 shapes, and on a sparse world
#                      of islands (tests/bench_broad.c, bench_broad_tree.cpp;
#                      about two minutes); prints the table, writes
#                      $(B)/broadphase.tsv, fails if the grid and brute
#                      force ever answer differently
#   make bench-plot    the same, but writes svg/data/broadphase.tsv (the
#                      committed data of the section "How the cost grows")
#                      and redraws the figures from it; the normal build
#                      draws them from the committed file and never runs
#                      the benchmark. Commit the new file, and update the
#                      section's table by hand.
BROAD_FLAGS := -O2
BROAD_DEPS  := tests/bench_broad.c tests/bench_broad_tree.cpp tests/bench_broad.h \
               $(B)/intersect.h $(B)/intersect.c $(B)/setup.ok

.PHONY: bench-broad bench-plot
bench: bench-broad

$(B)/bench-broad: $(BROAD_DEPS)
	gcc $(WARN) $(BROAD_FLAGS) -DBROAD_FLAGS='"$(BROAD_FLAGS)"' -I$(B) -Itests -c tests/bench_broad.c -o $(B)/bench-broad.o
	gcc $(WARN) $(BROAD_FLAGS) -c $(B)/intersect.c -o $(B)/bench-broad-lib.o
	g++ -std=c++11 -Wall -Wextra -Wpedantic -Wshadow $(BROAD_FLAGS) -I$(B) -Itests \
	    -c tests/bench_broad_tree.cpp -o $(B)/bench-broad-tree.o
	g++ -o $@ $(B)/bench-broad.o $(B)/bench-broad-tree.o $(B)/bench-broad-lib.o -lbox2d -lm

bench-broad: $(B)/bench-broad
	./$(B)/bench-broad --tsv $(B)/broadphase.tsv

bench-plot: $(B)/bench-broad
	./$(B)/bench-broad --tsv svg/data/broadphase.tsv
	$(MAKE) $(FIGURE_STAMP)
