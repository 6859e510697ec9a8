# tests/differential/differential.mk -- differential tests against
# independent implementations; included by the top Makefile.
#
#   make check-differential   our answers against Chipmunk2D 7 (segment and
#                             point queries), Box2D 2.4 (shape overlap, ray
#                             casts) and SAT.js (overlap tests and push
#                             vectors), DIFF_CASES cases per function
#                             (default 100000); each program prints a table
#                             per function and peer (agreed, conventions
#                             the test encodes, failures with the input in
#                             %a) and "N passed, N failed"
#   make differential-long    the same with DIFF_LONG_CASES (default 2000000)
#
# Needs libchipmunk-dev and libbox2d-dev (tools/setup.sh) and the npm
# package sat (a devDependency: npm ci installs it).

DIFF_CASES      ?= 100000
DIFF_LONG_CASES ?= 2000000
DIFF_DIR  := tests/differential
DIFF_DEPS := $(B)/intersect.h $(B)/intersect.c $(DIFF_DIR)/diff.h $(DIFF_DIR)/shapes.h tests/check.h | $(B)/setup.ok
DIFF_BINS := $(B)/differential-chipmunk $(B)/differential-box2d $(B)/differential-box2d-float \
             $(B)/differential-satgen

.PHONY: check-differential differential-long

$(B)/differential-chipmunk: $(DIFF_DIR)/chipmunk.c $(DIFF_DEPS)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(B)/intersect.c -lchipmunk -lm

# Box2D is C++ and float: the library is compiled as C (its header has
# extern "C" guards), in double with float inputs, and in float.
$(B)/differential-box2d-lib.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -c $< -o $@
$(B)/differential-box2d-lib-float.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -DISECT_FLOAT -c $< -o $@
DIFF_CXXFLAGS := $(CFLAGS) -std=c++11 -Wall -Wextra -Wpedantic -Wshadow -g -I$(B)
$(B)/differential-box2d: $(DIFF_DIR)/box2d.cpp $(B)/differential-box2d-lib.o $(DIFF_DEPS)
	g++ $(DIFF_CXXFLAGS) -DDIFF_FLOAT_INPUTS -o $@ $< $(B)/differential-box2d-lib.o -lbox2d -lm
$(B)/differential-box2d-float: $(DIFF_DIR)/box2d.cpp $(B)/differential-box2d-lib-float.o $(DIFF_DEPS)
	g++ $(DIFF_CXXFLAGS) -DISECT_FLOAT -o $@ $< $(B)/differential-box2d-lib-float.o -lbox2d -lm

$(B)/differential-satgen: $(DIFF_DIR)/satgen.c $(DIFF_DEPS)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(B)/intersect.c -lm

# Runs each program with $(1) cases, shows its output, sums the closing
# lines; a program that ends without one counts as a failure.
define diff_run
	@rm -f $(B)/differential.sum; status=0; \
	for t in "$(B)/differential-chipmunk $(1)" "$(B)/differential-box2d $(1)" \
	         "$(B)/differential-box2d-float $(1)" \
	         "$(B)/differential-satgen $(1) | $(NODE) $(DIFF_DIR)/sat.mjs"; do \
	  echo "== $$t"; \
	  sh -c "./$$t" > $(B)/differential.log 2>&1 || status=1; \
	  cat $(B)/differential.log; \
	  line=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' $(B)/differential.log | tail -n 1); \
	  if [ -z "$$line" ]; then echo "$$t: no closing line"; line="0 passed, 1 failed"; status=1; fi; \
	  echo "$$line" >> $(B)/differential.sum; \
	done; \
	awk '{ p += $$1; f += $$3 } END { printf "differential: %d passed, %d failed\n", p, f; exit f > 0 }' \
	    $(B)/differential.sum || status=1; \
	exit $$status
endef

check-differential: $(DIFF_BINS) node_modules/.package-lock.json
	$(call diff_run,$(DIFF_CASES))

differential-long: $(DIFF_BINS) node_modules/.package-lock.json
	$(call diff_run,$(DIFF_LONG_CASES))
