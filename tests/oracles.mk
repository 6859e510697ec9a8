# tests/oracles.mk -- the two independent oracles; included by the top Makefile
# after tests/tests.mk (it uses TEST_CFLAGS, TEST_LIBS, TEST_DEPS, TEST_SAN_CC
# and TEST_SAN from there).
#
#   make check-oracles   both oracles in double, float and ASan+UBSan, warning-
#                        free under gcc and clang (-Werror); each binary prints
#                        "N passed, N failed", then the total
#   make oracles-long    double and float with 10^7 cases per function (hours;
#                        for `make fuzz`; -j2 runs two binaries at a time);
#                        ORACLE_LONG_CASES=n and ORACLE_SEED=0x... change it
#
#   tests/oracle_exact.c  every boolean test decided exactly on half-integers
#   tests/oracle_long.c   every hit and sweep against a long-double oracle
#   tests/oracle.h        what the two share; tests/oracle_geom.h, their
#                         convex sets, written once over a number type
#                         (tests/vec2.h; exact.h gives the integer one)
#
# Another case count or seed: build/test-oracle_exact 1000000 0x1234

ORACLE_NAMES := oracle_exact oracle_long
ORACLE_BINS  := $(foreach n,$(ORACLE_NAMES),$(B)/test-$(n) $(B)/test-$(n)-float $(B)/test-$(n)-san)
ORACLE_SRCS  := $(foreach n,$(ORACLE_NAMES),tests/$(n).c)

# Cases per function in `make test`: 10^5 for the exact oracle, fewer for
# the long-double one, whose path searches cost more (and fewer still under
# the sanitizers). About 25 s of CPU in all.
ORACLE_EXACT_CASES     ?= 100000
ORACLE_EXACT_SAN_CASES ?= 100000
ORACLE_LONG_CASES_TEST ?= 10000
ORACLE_LONG_SAN_CASES  ?= 5000
ORACLE_LONG_CASES      ?= 10000000

.PHONY: check-oracles oracles-long check-oracles-warnings

# The binaries come from tests.mk's pattern rules; they also need oracle.h
# and oracle_geom.h.
$(ORACLE_BINS): tests/oracle.h tests/oracle_geom.h

check-oracles-warnings: $(B)/intersect.h $(B)/intersect.c $(ORACLE_SRCS) tests/oracle.h tests/oracle_geom.h
	@set -e; for c in gcc clang; do for real in '' -DISECT_FLOAT; do \
	  for t in $(ORACLE_SRCS); do \
	    $$c $(WARN) -Werror -O2 $$real -I$(B) -fsyntax-only $$t; \
	  done; \
	done; done
	@echo "check-oracles-warnings: clean"

# Runs each oracle binary with its case count and adds up the closing lines;
# a binary that ends without one (a crash, a sanitizer report) fails.
define run-oracles
	@rm -f $(B)/oracles.sum; status=0; \
	for t in $(1); do \
	  case $$t in \
	    *exact-san) n=$(2); ;; *exact*) n=$(3); ;; \
	    *long-san) n=$(4); ;; *) n=$(5); ;; \
	  esac; \
	  echo "== $$t $$n"; \
	  ./$$t $$n > $$t.log 2>&1 || status=1; \
	  sed -n '/^cases per function/,$$p' $$t.log; \
	  line=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' $$t.log | tail -n 1); \
	  if [ -z "$$line" ]; then tail -n 20 $$t.log; echo "$$t: no closing line"; \
	    line="0 passed, 1 failed"; status=1; fi; \
	  echo "$$line" >> $(B)/oracles.sum; \
	done; \
	echo "(each binary's failures, with inputs in %a, are in $(B)/test-oracle_*.log)"; \
	awk '{ p += $$1; f += $$3 } END { printf "%d passed, %d failed\n", p, f; exit f > 0 }' \
	    $(B)/oracles.sum || status=1; \
	exit $$status
endef

check-oracles: check-oracles-warnings $(ORACLE_BINS)
	$(call run-oracles,$(ORACLE_BINS),$(ORACLE_EXACT_SAN_CASES),$(ORACLE_EXACT_CASES),$(ORACLE_LONG_SAN_CASES),$(ORACLE_LONG_CASES_TEST))

# One target per binary, so that `make -j2 oracles-long` runs two at a time.
# About 4 minutes per binary for the exact oracle at 10^7 cases per function,
# and about 1.5 hours per binary for the long-double one (one core each).
ORACLE_LONG_RUNS := $(foreach n,$(ORACLE_NAMES),oracles-long-$(n) oracles-long-$(n)-float)
.PHONY: $(ORACLE_LONG_RUNS)
$(ORACLE_LONG_RUNS): oracles-long-%: $(B)/test-%
	@./$< $(ORACLE_LONG_CASES) $(ORACLE_SEED) > $<.long.log 2>&1; \
	echo "== $< $(ORACLE_LONG_CASES) $(ORACLE_SEED)"; sed -n '/^cases per function/,$$p' $<.long.log; \
	grep -qE '^[0-9]+ passed, 0 failed$$' $<.long.log

oracles-long: $(ORACLE_LONG_RUNS)
	@echo "oracles-long: all passed (logs with the failing inputs: $(B)/test-oracle_*.long.log)"
