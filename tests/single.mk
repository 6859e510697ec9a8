# tests/single.mk -- the one-file header, intersect_single.h; included by
# the top Makefile.
#
#   build/download/intersect_single.h   the whole library in one header
#                              (tools/single.sh), copied to docs/ for download
#   make check-single          builds programs that use it every way it can be
#                              used (ISECT_STATIC; ISECT_IMPLEMENTATION in one
#                              file and a plain include in another; as C++),
#                              with gcc and clang, in double and float, with
#                              the library's warning flags and -Werror, and
#                              runs them: each compares its answers with the
#                              library's, value by value (tests/single_main.c);
#                              and the functions the plain header defines
#                              itself, linked from two files every way
#                              (tests/header_inline.c)

SINGLE := $(B)/download/intersect_single.h
$(SINGLE): $(B)/download/intersect.h $(B)/download/intersect.c tools/single.sh
	sh tools/single.sh $(B)/download/intersect.h $(B)/download/intersect.c > $@.tmp
	mv $@.tmp $@

docs/intersect_single.h: $(SINGLE)
	cp $< $@
all: docs/intersect_single.h
# (remade if stale; check-docs-current then finds it differs from the commit)
check-docs-current: docs/intersect_single.h

SINGLE_SRC  := tests/single_main.c tests/single_cases.c tests/single_cases.h tests/check.h
SINGLE_CCS  := gcc clang
SINGLE_BINS := $(foreach c,$(SINGLE_CCS),$(foreach p,double float,\
                 $(B)/single/$(c)-$(p)-static $(B)/single/$(c)-$(p)-impl))
SINGLE_CXX_gcc   := g++
SINGLE_CXX_clang := clang++
SINGLE_P_double  :=
SINGLE_P_float   := -DISECT_FLOAT

# $(B)/single/CC-PREC-static and $(B)/single/CC-PREC-impl
define single_rules
$(B)/single/$(1)-$(2)-static: $(SINGLE) $(SINGLE_SRC)
	@mkdir -p $$(@D)
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -DCASES_LIB -DCASES_NAME=answers_lib -c tests/single_cases.c -o $$@-lib.o
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -DISECT_STATIC -DCASES_NAME=answers_static -c tests/single_cases.c -o $$@-static.o
	$(SINGLE_CXX_$(1)) -Wall -Wextra -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -x c++ -DISECT_STATIC -DCASES_NAME=answers_cxx -c tests/single_cases.c -o $$@-cxx.o
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -c $(B)/download/intersect.c -o $$@-intersect.o
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -DSINGLE_STATIC tests/single_main.c $$@-lib.o $$@-static.o $$@-cxx.o $$@-intersect.o -o $$@ -lm
$(B)/single/$(1)-$(2)-impl: $(SINGLE) $(SINGLE_SRC)
	@mkdir -p $$(@D)
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -DISECT_IMPLEMENTATION -DCASES_NAME=answers_impl -c tests/single_cases.c -o $$@-impl.o
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -DCASES_NAME=answers_plain -c tests/single_cases.c -o $$@-plain.o
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests -DISECT_STATIC -DCASES_NAME=answers_static -c tests/single_cases.c -o $$@-static.o
	$(1) $(WARN) -Werror -O2 $(SINGLE_P_$(2)) -I$(B)/download -Itests tests/single_main.c $$@-impl.o $$@-plain.o $$@-static.o -o $$@ -lm
endef
$(foreach c,$(SINGLE_CCS),$(foreach p,double float,$(eval $(call single_rules,$(c),$(p)))))

# $(B)/single/inline-CC-MODE: tests/header_inline.c, two files with the plain
# header and the library (see that file), at -O0 and -O2 in C99 and at -O0
# under gnu89's rules for `inline`, in double and float
INLINE_MODES := c99-O0 c99-O2 gnu89-O0
INLINE_FLAGS_c99-O0   := -std=c99 -Wall -Wextra -Wpedantic -Werror -O0
INLINE_FLAGS_c99-O2   := -std=c99 -Wall -Wextra -Wpedantic -Werror -O2
INLINE_FLAGS_gnu89-O0 := -std=gnu89 -Wall -Wextra -Werror -O0
INLINE_BINS := $(foreach c,$(SINGLE_CCS),$(foreach m,$(INLINE_MODES),\
                 $(B)/single/inline-$(c)-$(m) $(B)/single/inline-$(c)-$(m)-float))
define inline_rules
$(B)/single/inline-$(1)-$(2)$(3): tests/header_inline.c tests/check.h $(B)/download/intersect.h $(B)/download/intersect.c
	@mkdir -p $$(@D)
	$(1) -std=c99 -O2 $(if $(3),-DISECT_FLOAT) -c $(B)/download/intersect.c -o $$@-lib.o
	$(1) $(INLINE_FLAGS_$(2)) $(if $(3),-DISECT_FLOAT) -I$(B)/download -Itests -DPART=2 -c tests/header_inline.c -o $$@-two.o
	$(1) $(INLINE_FLAGS_$(2)) $(if $(3),-DISECT_FLOAT) -I$(B)/download -Itests -DPART=1 tests/header_inline.c $$@-two.o $$@-lib.o -o $$@ -lm
endef
$(foreach c,$(SINGLE_CCS),$(foreach m,$(INLINE_MODES),\
  $(eval $(call inline_rules,$(c),$(m),))$(eval $(call inline_rules,$(c),$(m),-float))))

.PHONY: check-single
check-single: $(SINGLE_BINS) $(INLINE_BINS)
	@status=0; for t in $(SINGLE_BINS) $(INLINE_BINS); do \
	  echo "== $$t"; ./$$t || status=1; \
	done; exit $$status
