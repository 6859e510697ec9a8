# intersect: tangle, build, weave and test.
#   make        install what is missing, tangle, build the library, weave the page
#   make test   run every test (C, weave, page, browser)
#   make bench  time every function (ratios; not part of make test)
#   make pdf    the book as an A4 handout, build/intersect.pdf
#   make install [PREFIX=/usr/local] [DESTDIR=]   both builds: -lintersect (double),
#               -lintersectf (float); make uninstall removes them

B       := build
CC      ?= cc
CFLAGS  ?= -O2
WARN    := -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow
PREFIX  ?= /usr/local

.PHONY: all test install uninstall clean
.DELETE_ON_ERROR:

all: $(LIBS) docs/index.html \
     docs/intersect.h docs/intersect.c docs/intersect.wasm

# Set-up: install missing Debian packages once (tools/setup.sh says how
# when it cannot install them itself).
$(B)/setup.ok: tools/setup.sh
	@mkdir -p $(B)
	sh tools/setup.sh
	@touch $@

# Tangling: notangle -L points compiler errors at intersect.nw; a file is
# replaced only when its text changed, so nothing rebuilds needlessly.
# examples.[ch] are the page's live examples (the appendix); frames.[ch]
# the figures that are chosen frames of them. usage.c is the front page's
# usage example, which tests/unit_front_usage.c compiles and runs.
TANGLED := $(B)/intersect.h $(B)/intersect.c $(B)/examples.h $(B)/examples.c \
           $(B)/frames.h $(B)/frames.c $(B)/usage.c
$(TANGLED): $(B)/%: intersect.nw | $(B)/setup.ok
	notangle -L -R'$*' intersect.nw > $@.tmp
	cmp -s $@.tmp $@ || mv $@.tmp $@
	rm -f $@.tmp

# The library, static and shared, twice: libintersect in double and
# libintersectf in float. The float build's functions have other link names
# (isectf_...), so a program compiled for one cannot link against the other.
LIBS := $(B)/libintersect.a $(B)/libintersect.so $(B)/libintersectf.a $(B)/libintersectf.so

$(B)/intersect.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -fPIC -c $< -o $@

$(B)/intersectf.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -DISECT_FLOAT -fPIC -c $< -o $@

$(B)/libintersect.a $(B)/libintersectf.a: $(B)/lib%.a: $(B)/%.o
	rm -f $@
	ar rcs $@ $<

$(B)/libintersect.so $(B)/libintersectf.so: $(B)/lib%.so: $(B)/%.o
	$(CC) -shared -Wl,-soname,$(@F) -o $@ $< -lm

# The files downloadable from the page: tangled without #line (a reader has
# no intersect.nw to point at), with the version and the licence's text in
# the opening comment (tools/download.sh says why the version is a file).
DOWNLOADS := $(B)/download/intersect.h $(B)/download/intersect.c
$(DOWNLOADS): $(B)/download/%: intersect.nw VERSION LICENSE tools/download.sh | $(B)/setup.ok
	@mkdir -p $(@D)
	sh tools/download.sh $* > $@.tmp
	mv $@.tmp $@

docs/intersect.h docs/intersect.c: docs/%: $(B)/download/%
	cp $< $@

include svg/figures.mk
include tools/weave.mk
include tests/tests.mk
check-warnings $(B)/test-unit_front_usage $(B)/test-unit_front_usage-float $(B)/test-unit_front_usage-san: $(B)/usage.c
include tests/oracles.mk
include tests/gameloop.mk
include tests/precision.mk
include tests/bench.mk
include tests/single.mk
include tests/browser/browser.mk
include tests/browser/pdf.mk
include tests/differential/differential.mk

test: all check-warnings check-single check-precision check-exercises check-c check-oracles check-gameloop check-fuzz check-differential \
      check-figures check-examples check-weave check-page check-docs-current check-browser check-pdf
	@echo "make test: all checks passed"

# Every teaching chapter ends with exercises, answers behind a disclosure, and
# a recap (issue 11, item 10); the script reads intersect.nw and says what is
# missing.
.PHONY: check-exercises
check-exercises: intersect.nw tools/check-exercises.sh
	sh tools/check-exercises.sh --self-test
	sh tools/check-exercises.sh intersect.nw

# Both builds and the one header (which serves both: -DISECT_FLOAT picks).
# The header installed is the downloadable one: no #line directives
# pointing at an intersect.nw the user does not have, and the licence and
# version in its opening comment.
install: $(LIBS) $(B)/download/intersect.h
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib
	install -m 644 $(B)/download/intersect.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 $(B)/libintersect.a $(B)/libintersectf.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(B)/libintersect.so $(B)/libintersectf.so $(DESTDIR)$(PREFIX)/lib/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/include/intersect.h
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/lib/,$(notdir $(LIBS)))

clean:
	rm -rf $(B)
