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
#   make bench-instr           instructions and mispredicted branches per
#                              call, counted by valgrind's callgrind (each
#                              compiler's build; tests/bench-instr.sh)
#
# Needs Chipmunk2D (Debian: libchipmunk-dev) and Box2D 2.4 (libbox2d-dev)
# as the peers to compare with, and valgrind for the instruction counts;
# tools/setup.sh installs them with everything else.

BENCH_MS   ?= 5
BENCH_CCS  := gcc $(shell command -v clang >/dev/null 2>&1 && echo clang)
BENCH_BINS := $(foreach c,$(BENCH_CCS),$(B)/bench-$(c))
BENCH_SRC  := tests/bench.c tests/bench.h tests/bench_ours.h tests/bench_box2d.h tests/bench_float.h
BENCH_DEPS := $(BENCH_SRC) $(B)/intersect.h $(B)/intersect.c $(B)/setup.ok
BENCH_LIBS := -lchipmunk -lbox2d -lm
BENCH_CXX_gcc   := g++
BENCH_CXX_clang := clang++
BENCH_CXXFLAGS  := -std=c++11 -Wall -Wextra -O2

# Where the code lands. On Intel processors with the "jump conditional code"
# erratum, a branch that crosses or ends on a 32-byte boundary cannot run
# from the decoded-instruction cache, and a short loop's time then depends on
# where the linker happened to put it. Measured on this project's Intel
# machine: the same code linked in two orders gave rows from 0.63 to 1.75
# times each other's time; with every benchmark file built with the loops
# aligned to 64 bytes and the branches kept inside 32-byte blocks, within
# 8%. gcc passes the second request to the assembler, clang takes it itself.
# x86-64 only; the peers' own libraries stay as Debian built them.
ifeq ($(shell uname -m),x86_64)
BENCH_ALIGN_gcc   := -falign-loops=64 -Wa,-mbranches-within-32B-boundaries
BENCH_ALIGN_clang := -falign-loops=64 -mbranches-within-32B-boundaries
endif

.PHONY: bench bench-instr
.PRECIOUS: $(B)/bench-%-inline.o $(B)/bench-%-box2d.o $(B)/bench-%-lib.o \
           $(B)/bench-%-flib.o $(B)/bench-%-fkern.o $(B)/bench-%-fkinl.o

# The parts of a bench binary, per compiler: bench.c and intersect.c
# compiled separately (ours linked), bench_inline.c with the one-file
# header and ISECT_STATIC (ours inlined), the same three in float
# (ISECT_FLOAT: intersect.c as flib, bench_float.c as fkern,
# bench_float_inline.c as fkinl; the float library's functions are named
# isectf_*, so both link into one program), bench_box2d.cpp (the Box2D
# peers).
# The inlined file calls every function of the library, which a game's
# file never does, and would spend gcc's allowance for growth by inlining
# (inline-unit-growth) on the first ones; a game's file, calling a
# handful, stays far below it. A higher allowance makes the benchmark's
# file inline as a game's would (the book's "One header, and every call
# inlined" measures both).
BENCH_INLINE_gcc := --param inline-unit-growth=400

# Each compiler's program comes twice: $(B)/bench-gcc, timed, with the code
# placed as above; $(B)/bench-gcc-count, counted by callgrind, without that
# placement, whose padding would add executed no-ops to the counts. The
# stem is the compiler, or the compiler and "-count".
BENCH_CC    = $(firstword $(subst -, ,$*))
BENCH_PLACE = $(if $(filter %-count,$*),,$(BENCH_ALIGN_$(BENCH_CC)))
BENCH_COUNT := $(foreach c,$(BENCH_CCS),$(B)/bench-$(c)-count)
$(B)/bench-%-inline.o: tests/bench_inline.c $(BENCH_SRC) $(B)/download/intersect_single.h
	$(BENCH_CC) $(WARN) -O2 $(BENCH_INLINE_$(BENCH_CC)) $(BENCH_PLACE) -I$(B)/download -Itests -c -o $@ $<
$(B)/bench-%-box2d.o: tests/bench_box2d.cpp $(BENCH_SRC) $(B)/intersect.h
	$(BENCH_CXX_$(BENCH_CC)) $(BENCH_CXXFLAGS) $(BENCH_PLACE) -I$(B) -Itests -c -o $@ $<
$(B)/bench-%-lib.o: $(B)/intersect.c $(B)/intersect.h
	$(BENCH_CC) $(WARN) -O2 $(BENCH_PLACE) -I$(B) -c -o $@ $<
$(B)/bench-%-flib.o: $(B)/intersect.c $(B)/intersect.h
	$(BENCH_CC) $(WARN) -O2 -DISECT_FLOAT $(BENCH_PLACE) -I$(B) -c -o $@ $<
$(B)/bench-%-fkern.o: tests/bench_float.c $(BENCH_SRC) $(B)/intersect.h
	$(BENCH_CC) $(WARN) -O2 -DISECT_FLOAT $(BENCH_PLACE) -I$(B) -Itests -c -o $@ $<
$(B)/bench-%-fkinl.o: tests/bench_float_inline.c $(BENCH_SRC) $(B)/download/intersect_single.h
	$(BENCH_CC) $(WARN) -O2 -DISECT_FLOAT $(BENCH_INLINE_$(BENCH_CC)) $(BENCH_PLACE) -I$(B)/download -Itests -c -o $@ $<
BENCH_PARTS = $@-lib.o $@-inline.o $@-flib.o $@-fkern.o $@-fkinl.o $@-box2d.o
$(B)/bench-%: $(BENCH_DEPS) $(B)/bench-%-inline.o $(B)/bench-%-box2d.o $(B)/bench-%-lib.o \
              $(B)/bench-%-flib.o $(B)/bench-%-fkern.o $(B)/bench-%-fkinl.o
	$(BENCH_CC) $(WARN) -O2 $(BENCH_PLACE) -I$(B) -Itests -c -o $@.o tests/bench.c
	$(BENCH_CXX_$(BENCH_CC)) -o $@ $@.o $(BENCH_PARTS) $(BENCH_LIBS)

bench: $(BENCH_BINS)
	@for b in $(BENCH_BINS); do echo; echo "== $$b"; ./$$b $(BENCH_MS) || exit 1; done
	@$(MAKE) --no-print-directory bench-instr

# Instructions per call: each compiler's build under callgrind, only the
# kernels counted (tests/bench.c, part 3), with callgrind's model of a
# branch predictor on, for the mispredicted branches per call (part 4); the
# dumps go to $(B)/bench-instr/gcc/ and $(B)/bench-instr/clang/.
bench-instr: $(BENCH_COUNT) tests/bench-instr.sh
	@rm -rf $(B)/bench-instr
	@for c in $(BENCH_CCS); do \
	  d=$(B)/bench-instr/$$c; mkdir -p $$d; \
	  valgrind --tool=callgrind --collect-atstart=no --branch-sim=yes \
	      --callgrind-out-file=$$d/cg.out ./$(B)/bench-$$c-count instr \
	      > $$d/rows.txt 2> $$d/valgrind.log \
	      || { cat $$d/valgrind.log; exit 1; }; \
	  sh tests/bench-instr.sh $$d "$$($$c -dumpfullversion 2>/dev/null || $$c -dumpversion)" || exit 1; \
	done

# make bench-compare [BENCH_BASE=rev]: the same benchmark built against the
# library as it was at git revision BENCH_BASE (default HEAD, the last
# commit) and as it is now, run one after the other, with each function's
# time per call side by side (tests/bench-compare.sh).
BENCH_BASE ?= HEAD
BENCH_ROUNDS ?= 5

.PHONY: bench-compare
bench-compare: $(BENCH_DEPS) $(B)/bench-gcc
	@mkdir -p $(B)/base
	git show '$(BENCH_BASE):intersect.nw' > $(B)/base/intersect.nw
	notangle -R'intersect.h' $(B)/base/intersect.nw > $(B)/base/intersect.h
	notangle -R'intersect.c' $(B)/base/intersect.nw > $(B)/base/intersect.c
	sh tools/single.sh $(B)/base/intersect.h $(B)/base/intersect.c > $(B)/base/intersect_single.h
	gcc $(WARN) -O2 $(BENCH_INLINE_gcc) $(BENCH_ALIGN_gcc) -I$(B)/base -Itests -c -o $(B)/base/bench-inline.o tests/bench_inline.c
	g++ $(BENCH_CXXFLAGS) $(BENCH_ALIGN_gcc) -I$(B)/base -Itests -c -o $(B)/base/bench-box2d.o tests/bench_box2d.cpp
	gcc $(WARN) -O2 $(BENCH_ALIGN_gcc) -I$(B)/base -Itests -c -o $(B)/base/bench.o tests/bench.c
	gcc $(WARN) -O2 $(BENCH_ALIGN_gcc) -I$(B)/base -c -o $(B)/base/intersect.o $(B)/base/intersect.c
	gcc $(WARN) -O2 -DISECT_FLOAT $(BENCH_ALIGN_gcc) -I$(B)/base -c -o $(B)/base/intersect-float.o $(B)/base/intersect.c
	gcc $(WARN) -O2 -DISECT_FLOAT $(BENCH_ALIGN_gcc) -I$(B)/base -Itests -c -o $(B)/base/bench-float.o tests/bench_float.c
	gcc $(WARN) -O2 -DISECT_FLOAT $(BENCH_INLINE_gcc) $(BENCH_ALIGN_gcc) -I$(B)/base -Itests -c -o $(B)/base/bench-float-inline.o tests/bench_float_inline.c
	g++ -o $(B)/bench-base $(B)/base/bench.o $(B)/base/intersect.o $(B)/base/bench-inline.o \
	    $(B)/base/intersect-float.o $(B)/base/bench-float.o $(B)/base/bench-float-inline.o $(B)/base/bench-box2d.o $(BENCH_LIBS)
	@echo "== $(BENCH_BASE) (old) against the working tree (new), gcc -O2, linked, median of $(BENCH_ROUNDS) rounds"
	@sh tests/bench-compare.sh $(B)/bench-base $(B)/bench-gcc $(BENCH_ROUNDS) $(BENCH_MS)

# ---- make bench-batch (lane batch): the batch queries through arrays of
# boxes and circles (chapter "Many boxes at once"). First the evidence that
# the compilers vectorise the first pass of intersect.c at -O2, as they
# report it (gcc -fopt-info-vec-optimized, clang -Rpass=loop-vectorize), with
# the source line of the loop and the count of packed instructions in
# isect_batch_block; then tests/bench_batch.c, double and float, at -O2 and
# at -O2 -march=native: ns per query and per shape, batch against the
# one-by-one loop in the same process; then, with valgrind, instructions per
# query (kinds 0, 2, 4, 6: box sweep, box cast, circle sweep, circle cast).
BENCH_BATCH_DEPS := tests/bench_batch.c $(B)/intersect.h $(B)/intersect.c

$(B)/bench-batch: $(BENCH_BATCH_DEPS)
	gcc $(WARN) -O2 -I$(B) -o $@ tests/bench_batch.c $(B)/intersect.c -lm
$(B)/bench-batch-float: $(BENCH_BATCH_DEPS)
	gcc $(WARN) -O2 -DISECT_FLOAT -I$(B) -o $@ tests/bench_batch.c $(B)/intersect.c -lm
$(B)/bench-batch-native: $(BENCH_BATCH_DEPS)
	gcc $(WARN) -O2 -march=native -I$(B) -o $@ tests/bench_batch.c $(B)/intersect.c -lm
$(B)/bench-batch-native-float: $(BENCH_BATCH_DEPS)
	gcc $(WARN) -O2 -march=native -DISECT_FLOAT -I$(B) -o $@ tests/bench_batch.c $(B)/intersect.c -lm

.PHONY: bench-batch
bench-batch: $(B)/bench-batch $(B)/bench-batch-float $(B)/bench-batch-native $(B)/bench-batch-native-float
	@echo "== vectorisation of the batch first pass (intersect.c, -O2)"
	@for real in "" -DISECT_FLOAT; do \
	  gcc $(WARN) -O2 $$real -fopt-info-vec-optimized -c $(B)/intersect.c -o /dev/null 2>&1 \
	    | sed "s/^/gcc -O2 $$real: /"; \
	  if command -v clang >/dev/null 2>&1; then \
	    clang $(WARN) -O2 $$real -Rpass=loop-vectorize -c $(B)/intersect.c -o /dev/null 2>&1 \
	      | grep 'remark: vectorized loop' | sed "s/^/clang -O2 $$real: /"; fi; \
	done
	@line=$$(gcc $(WARN) -O2 -fopt-info-vec-optimized -c $(B)/intersect.c -o /dev/null 2>&1 \
	  | sed -n 's/^intersect.nw:\([0-9]*\):.*/\1/p' | head -1); \
	  [ -n "$$line" ] && echo "the loop, intersect.nw line $$line:" && sed -n "$${line}p" intersect.nw
	@gcc $(WARN) -O2 -S -o $(B)/bench-batch.s $(B)/intersect.c && \
	  awk '/^isect_batch_block[.a-z0-9]*:/,/\.size[ \t]*isect_batch_block/' $(B)/bench-batch.s \
	  | grep -oE '\b(sub|add|mul|min|max|xor)pd\b' | sort | uniq -c | tr '\n' ' ' \
	  | sed 's/^/packed double instructions in isect_batch_block (gcc -O2 -S): /'; echo
	@echo "== batch against one by one (tests/bench_batch.c)"
	@for b in bench-batch bench-batch-float bench-batch-native bench-batch-native-float; do \
	  echo "-- $$b"; ./$(B)/$$b $(BENCH_MS) || exit 1; done
	@if command -v valgrind >/dev/null 2>&1; then \
	  echo "== instructions per query (callgrind; gcc -O2; 2 x 256 queries each)"; \
	  for b in bench-batch bench-batch-float; do \
	    base=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null ./$(B)/$$b --only 0 0 2>&1 \
	      | sed -n 's/.*I *refs: *//p' | tr -d ,); \
	    for k in 0 2 4 6; do \
	      one=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null ./$(B)/$$b --only $$k 2 2>&1 \
	        | sed -n 's/.*I *refs: *//p' | tr -d ,); \
	      bat=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null ./$(B)/$$b --only $$((k + 1)) 2 2>&1 \
	        | sed -n 's/.*I *refs: *//p' | tr -d ,); \
	      echo "$$b kind $$k: one by one $$(( (one - base) / 512 )), batch $$(( (bat - base) / 512 ))"; \
	    done; \
	  done; \
	fi

bench: bench-batch
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
