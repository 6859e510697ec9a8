# tests/bench.mk -- `make bench`; included by the top Makefile. Not part of
# `make test`: speed is measured here and reported as ratios against a
# baseline run in the same process (DESIGN.md sections 4 and 6), never as a
# timed test that could fail.
#
#   make bench                 build tests/bench.c at -O2 with gcc (and clang
#                              when there is one) and run each: every function
#                              linked and inlined (ISECT_STATIC), against
#                              Chipmunk2D and Box2D; then make bench-instr
#   make bench BENCH_MS=20     longer runs per kernel (default 5 ms)
#   make bench-instr           instructions per call, counted by valgrind's
#                              callgrind (gcc build; tests/bench-instr.sh)
#
# Needs Chipmunk2D (Debian: libchipmunk-dev) and Box2D 2.4 (libbox2d-dev)
# as the peers to compare with, and valgrind for the instruction counts;
# tools/setup.sh installs them with everything else.

BENCH_MS   ?= 5
BENCH_CCS  := gcc $(shell command -v clang >/dev/null 2>&1 && echo clang)
BENCH_BINS := $(foreach c,$(BENCH_CCS),$(B)/bench-$(c))
BENCH_SRC  := tests/bench.c tests/bench.h tests/bench_ours.h tests/bench_box2d.h
BENCH_DEPS := $(BENCH_SRC) $(B)/intersect.h $(B)/intersect.c $(B)/setup.ok
BENCH_LIBS := -lchipmunk -lbox2d -lm
BENCH_CXX_gcc   := g++
BENCH_CXX_clang := clang++
BENCH_CXXFLAGS  := -std=c++11 -Wall -Wextra -O2

.PHONY: bench bench-instr
.PRECIOUS: $(B)/bench-%-inline.o $(B)/bench-%-box2d.o $(B)/bench-%-lib.o

# The three parts of a bench binary, per compiler: bench.c and intersect.c
# compiled separately (ours linked), bench_inline.c with the one-file
# header and ISECT_STATIC (ours inlined), bench_box2d.cpp (the Box2D peers).
$(B)/bench-%-inline.o: tests/bench_inline.c $(BENCH_SRC) $(B)/download/intersect_single.h
	$* $(WARN) -O2 -I$(B)/download -Itests -c -o $@ $<
$(B)/bench-%-box2d.o: tests/bench_box2d.cpp $(BENCH_SRC) $(B)/intersect.h
	$(BENCH_CXX_$*) $(BENCH_CXXFLAGS) -I$(B) -Itests -c -o $@ $<
$(B)/bench-%-lib.o: $(B)/intersect.c $(B)/intersect.h
	$* $(WARN) -O2 -I$(B) -c -o $@ $<
$(B)/bench-%: $(BENCH_DEPS) $(B)/bench-%-inline.o $(B)/bench-%-box2d.o $(B)/bench-%-lib.o
	$* $(WARN) -O2 -I$(B) -Itests -c -o $@.o tests/bench.c
	$(BENCH_CXX_$*) -o $@ $@.o $@-lib.o $@-inline.o $@-box2d.o $(BENCH_LIBS)

bench: $(BENCH_BINS)
	@for b in $(BENCH_BINS); do echo; echo "== $$b"; ./$$b $(BENCH_MS) || exit 1; done
	@$(MAKE) --no-print-directory bench-instr

# Instructions per call: the gcc build under callgrind, only the kernels
# counted (tests/bench.c, part 3); the dumps go to $(B)/bench-instr/.
bench-instr: $(B)/bench-gcc tests/bench-instr.sh
	@rm -rf $(B)/bench-instr && mkdir -p $(B)/bench-instr
	@valgrind --tool=callgrind --collect-atstart=no \
	    --callgrind-out-file=$(B)/bench-instr/cg.out ./$(B)/bench-gcc instr \
	    > $(B)/bench-instr/rows.txt 2> $(B)/bench-instr/valgrind.log \
	    || { cat $(B)/bench-instr/valgrind.log; exit 1; }
	@sh tests/bench-instr.sh $(B)/bench-instr

# make bench-compare [BENCH_BASE=rev]: the same benchmark built against the
# library as it was at git revision BENCH_BASE (default HEAD, the last
# commit) and as it is now, run one after the other, with each function's
# time against its trivial loop side by side (tests/bench-compare.sh).
BENCH_BASE ?= HEAD
BENCH_ROUNDS ?= 5

.PHONY: bench-compare
bench-compare: $(BENCH_DEPS) $(B)/bench-gcc
	@mkdir -p $(B)/base
	git show '$(BENCH_BASE):intersect.nw' > $(B)/base/intersect.nw
	notangle -R'intersect.h' $(B)/base/intersect.nw > $(B)/base/intersect.h
	notangle -R'intersect.c' $(B)/base/intersect.nw > $(B)/base/intersect.c
	sh tools/single.sh $(B)/base/intersect.h $(B)/base/intersect.c > $(B)/base/intersect_single.h
	gcc $(WARN) -O2 -I$(B)/base -Itests -c -o $(B)/base/bench-inline.o tests/bench_inline.c
	g++ $(BENCH_CXXFLAGS) -I$(B)/base -Itests -c -o $(B)/base/bench-box2d.o tests/bench_box2d.cpp
	gcc $(WARN) -O2 -I$(B)/base -Itests -c -o $(B)/base/bench.o tests/bench.c
	gcc $(WARN) -O2 -I$(B)/base -c -o $(B)/base/intersect.o $(B)/base/intersect.c
	g++ -o $(B)/bench-base $(B)/base/bench.o $(B)/base/intersect.o $(B)/base/bench-inline.o $(B)/base/bench-box2d.o $(BENCH_LIBS)
	@echo "== $(BENCH_BASE) (old) against the working tree (new), gcc -O2, linked, median of $(BENCH_ROUNDS) rounds"
	@sh tests/bench-compare.sh $(B)/bench-base $(B)/bench-gcc $(BENCH_ROUNDS) $(BENCH_MS)
