# tests/tests.mk -- the C tests; included by the top Makefile.
# Needs B (the build directory), CC, and the top Makefile's rules that make
# $(B)/intersect.h and $(B)/intersect.c.
#
#   make check-warnings   the library (and the tests) warning-free under gcc and
#                         clang, double and float, -Werror; the header from C++
#   make check-c          unit and property tests: double, float, ASan+UBSan;
#                         each prints "N passed, N failed", then the total
#   make check-contract   the library's answers do not depend on whether its
#                         compiler fuses multiply-adds: tests/property_contract.c
#                         against the library built three ways, same digests
#   make check-draws      no call in the tests draws random numbers in more
#                         than one argument, no operator in both operands,
#                         no initializer in two items (tools/check-draws.mjs)
#
# Another seed or more trials: build/test-property 0x1234 100000

TEST_CFLAGS := $(CFLAGS) $(WARN) -g -I$(B)
TEST_LIBS   := -lm
TEST_DEPS   := $(B)/intersect.h $(B)/intersect.c tests/check.h tests/testlib.h tests/exact.h \
               tests/triangle_circle_proof.h tests/capsule_circle_cases.h tests/capsule_sweep_ref.h \
               tests/circle_point_ref.h tests/circle_sweep_cases.h \
               tests/circle_sweep_ref.h tests/triangle_circle_ref.h \
               tests/circle_segment_ref.h tests/box_segment_cases.h tests/triangle_sweep_ref.h \
               tests/circle_segment_trials.h tests/triangle_helpers_ref.h \
               tests/triangle_sweep_helpers_ref.h tests/back_off_ref.h tests/keep_earliest_ref.h \
               tests/vec2.h
# Sanitizers: clang if there is one, else gcc.
TEST_SAN_CC := $(shell command -v clang >/dev/null 2>&1 && echo clang || echo gcc)
TEST_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=all -g -O1

# Every tests/unit*.c and tests/property*.c is a test program, built three
# ways: double, float, and double under ASan + UBSan.
TEST_SRCS  := $(sort $(wildcard tests/unit*.c tests/property*.c))
TEST_NAMES := $(patsubst tests/%.c,%,$(TEST_SRCS))
TEST_BINS  := $(foreach n,$(TEST_NAMES),$(B)/test-$(n) $(B)/test-$(n)-float $(B)/test-$(n)-san)

.PHONY: check-warnings check-c check-draws check-contract

# tests/property_contract.c is compiled so that it may fuse multiply-adds
# (-ffp-contract=fast, and -mfma where the processor has the instruction),
# and the library as usual: two objects, since the flags differ.
# The test's own code is always built without gcc's SLP vectoriser
# (TEST_NO_SLP): gcc 12.2's, in the float build of this file, turns
# (double)(float)c into c between the store of a circle's center and its
# reload (the optimized tree shows it), so the test would make other cases
# than it says, and, with the library in the same file (the one-file header),
# hand the header's test another center than the library's. The library's
# code has that setting anyway. clang takes the same flag.
TEST_FMA       := $(shell grep -qw fma /proc/cpuinfo 2>/dev/null && echo -mfma)
TEST_NO_SLP    := -fno-tree-slp-vectorize
TEST_CONTRACT  := -ffp-contract=fast $(TEST_FMA) $(TEST_NO_SLP)

$(B)/test-property_contract-float: tests/property_contract.c $(TEST_DEPS)
	$(CC) $(TEST_CFLAGS) $(TEST_CONTRACT) -DISECT_FLOAT -c -o $@.o $<
	$(CC) $(TEST_CFLAGS) -DISECT_FLOAT -c -o $@-lib.o $(B)/intersect.c
	$(CC) -o $@ $@.o $@-lib.o $(TEST_LIBS)

$(B)/test-property_contract-san: tests/property_contract.c $(TEST_DEPS)
	$(TEST_SAN_CC) $(WARN) $(TEST_SAN) $(TEST_CONTRACT) -I$(B) -c -o $@.o $<
	$(TEST_SAN_CC) $(WARN) $(TEST_SAN) -I$(B) -c -o $@-lib.o $(B)/intersect.c
	$(TEST_SAN_CC) $(TEST_SAN) -o $@ $@.o $@-lib.o $(TEST_LIBS)

$(B)/test-property_contract: tests/property_contract.c $(TEST_DEPS)
	$(CC) $(TEST_CFLAGS) $(TEST_CONTRACT) -c -o $@.o $<
	$(CC) $(TEST_CFLAGS) -c -o $@-lib.o $(B)/intersect.c
	$(CC) -o $@ $@.o $@-lib.o $(TEST_LIBS)

# The same test against the library built with contraction allowed: by gcc
# in a GNU mode with -mfma (it fuses there by default), and by clang with
# -mfma (it fuses within an expression by default); and built plainly by
# clang. The library's pragmas turn fusing off, so every build prints the
# same digest of its answers.
$(B)/test-contract-%: tests/property_contract.c $(TEST_DEPS)
	$(word 1,$(subst -, ,$*)) $(TEST_CFLAGS) $(TEST_NO_SLP) $(if $(findstring float,$*),-DISECT_FLOAT) \
	    -c -o $@.o $<
	$(word 1,$(subst -, ,$*)) $(if $(findstring plain,$*),$(TEST_CFLAGS),-std=gnu11 -O2 $(TEST_FMA)) \
	    -I$(B) $(if $(findstring float,$*),-DISECT_FLOAT) -c -o $@-lib.o $(B)/intersect.c
	$(word 1,$(subst -, ,$*)) -o $@ $@.o $@-lib.o $(TEST_LIBS)

# And the one-file header with ISECT_IMPLEMENTATION, the test and the library
# in one file compiled with fusing allowed (gcc in a GNU mode; clang with its
# default, since its -ffp-contract=fast ignores pragmas): the code half's
# pragmas, between single.sh's push and pop, turn it off for the library only.
$(B)/test-contract-single-%: tests/property_contract.c $(TEST_DEPS) $(B)/download/intersect_single.h
	$(word 1,$(subst -, ,$*)) $(if $(findstring gcc,$*),-std=gnu11,-std=c99) \
	    -O2 -g $(TEST_FMA) $(TEST_NO_SLP) \
	    $(if $(findstring float,$*),-DISECT_FLOAT) -DISECT_IMPLEMENTATION \
	    -include $(B)/download/intersect_single.h -I$(B) -o $@ $< $(TEST_LIBS)

CONTRACT_BINS := $(foreach v,gcc clang clang-plain single-gcc single-clang,\
                   $(B)/test-contract-$(v) $(B)/test-contract-$(v)-float)
check-contract: $(B)/test-property_contract $(B)/test-property_contract-float $(CONTRACT_BINS)
	@set -e; for v in '' -float; do \
	  first=; for n in property_contract contract-gcc contract-single-gcc contract-clang-plain \
	                   contract-clang contract-single-clang; do \
	    t=$(B)/test-$$n$$v; \
	    ./$$t > $$t.log 2>&1 || { cat $$t.log; echo "check-contract: $$t failed" >&2; exit 1; }; \
	    d=$$(grep '^digest ' $$t.log || true); echo "$$t: $$d"; \
	    [ -n "$$d" ] || { echo "check-contract: $$t printed no digest" >&2; exit 1; }; \
	    [ -n "$$first" ] || first=$$d; \
	    [ "$$d" = "$$first" ] || { echo "check-contract: $$t answers differently" >&2; exit 1; }; \
	  done; \
	done
	@echo "check-contract: the same answers however the library is built"

$(B)/test-%-float: tests/%.c $(TEST_DEPS)
	$(CC) $(TEST_CFLAGS) -DISECT_FLOAT -o $@ $< $(B)/intersect.c $(TEST_LIBS)

$(B)/test-%-san: tests/%.c $(TEST_DEPS)
	$(TEST_SAN_CC) $(WARN) $(TEST_SAN) -I$(B) -o $@ $< $(B)/intersect.c $(TEST_LIBS)

$(B)/test-%: tests/%.c $(TEST_DEPS)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(B)/intersect.c $(TEST_LIBS)

# The library with -Werror under both compilers, in double and float (at -O2,
# where gcc's flow-based warnings run); the tests too; then the header from
# C++, linked against the C object to prove the extern "C" guards.
check-warnings: $(B)/intersect.h $(B)/intersect.c $(TEST_SRCS) tests/header_cxx.cpp
	@for c in gcc clang; do \
	  command -v $$c >/dev/null 2>&1 || { \
	    echo "check-warnings: $$c not found (apt-get install $$c)" >&2; exit 1; }; \
	done
	@set -e; for c in gcc clang; do for real in '' -DISECT_FLOAT; do \
	  echo "$$c $(WARN) -Werror -O2 $$real -c $(B)/intersect.c"; \
	  $$c $(WARN) -Werror -O2 $$real -c $(B)/intersect.c -o /dev/null; \
	  for t in $(TEST_SRCS); do \
	    $$c $(WARN) -Werror -O2 $$real -I$(B) -fsyntax-only $$t; \
	  done; \
	done; done
	@if command -v g++ >/dev/null 2>&1; then \
	  echo "g++ -Wall -Wextra -Wpedantic -Werror: $(B)/intersect.h from C++"; \
	  gcc $(WARN) -O2 -c $(B)/intersect.c -o $(B)/check-cxx-lib.o && \
	  g++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -I$(B) tests/header_cxx.cpp \
	      $(B)/check-cxx-lib.o -lm -o $(B)/check-cxx && $(B)/check-cxx || exit 1; \
	else \
	  echo "check-warnings: g++ not found (apt-get install g++)" >&2; exit 1; \
	fi
	@echo "check-warnings: clean"

# A seed makes the same cases under every compiler: C leaves the order of a
# call's arguments unspecified, and of an operator's operands and of an
# initializer's items, so none of them may draw twice. First each kind of
# double draw, which it must find, one file each; then draws in a fixed
# order (&&, ?:, a condition and its statement), which it must let pass.
DRAWS_BAD := 'g(V(rng_unit(), 1), rng_int(0, 2));' 'double a = rng_unit() - 2 * rng_unit();' \
  'x[rng_int(0, 3)] = rng_unit();' 'isect_vec v = {rng_unit(), 1 + rng_unit()};' \
  'v = (isect_vec){rng_unit(), rng_unit()};'
check-draws: tools/check-draws.mjs
	@mkdir -p $(B); for body in $(DRAWS_BAD); do \
	  printf 'void f(void) { %s }\n' "$$body" > $(B)/draws-bad.c; \
	  if node tools/check-draws.mjs $(B)/draws-bad.c > /dev/null; then \
	    echo "check-draws: missed the two draws in: $$body" >&2; exit 1; fi; \
	done
	@printf 'void f(void) { if (rng_chance(0.5)) a = rng_unit(); b = rng_chance(0.1) ? rng_unit() : 2; c = rng_unit() < 1 && rng_unit() < 1; d = w(rng_unit()); isect_vec v = {rng_unit(), 1}, u = {2, rng_unit()}; }\n' > $(B)/draws-good.c; \
	node tools/check-draws.mjs $(B)/draws-good.c > /dev/null || { echo "check-draws: a false alarm on $(B)/draws-good.c" >&2; exit 1; }
	@node tools/check-draws.mjs $(wildcard tests/*.c tests/*.h)

# Runs every test binary, prints its output, and adds up the closing lines.
# A binary that ends without one (a crash, a sanitizer report) counts as a
# failure. The binaries are built first, two compilers at a time (a
# fresh clone compiles about a hundred of them: the two cores halve it).
check-c: $(B)/intersect.h $(B)/intersect.c | $(B)/setup.ok
	@$(MAKE) --no-print-directory -j2 $(TEST_BINS)
	@rm -f $(B)/check-c.sum; status=0; \
	for t in $(TEST_BINS); do \
	  echo "== $$t"; \
	  ./$$t > $$t.log 2>&1 || status=1; \
	  cat $$t.log; \
	  line=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' $$t.log | tail -n 1); \
	  if [ -z "$$line" ]; then echo "$$t: no closing line"; line="0 passed, 1 failed"; status=1; fi; \
	  echo "$$line" >> $(B)/check-c.sum; \
	done; \
	awk '{ p += $$1; f += $$3 } END { printf "%d passed, %d failed\n", p, f; exit f > 0 }' \
	    $(B)/check-c.sum || status=1; \
	exit $$status
