# intersect: tangle, build, weave and test.
#   make        install what is missing, tangle, build the library, weave the page
#   make test   run every test (C, weave, page, browser)
#   make bench  time every function (ratios; not part of make test)
#   make install [PREFIX=/usr/local]

B       := build
CC      ?= cc
CFLAGS  ?= -O2
WARN    := -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow
PREFIX  ?= /usr/local

.PHONY: all test install clean
.DELETE_ON_ERROR:

all: $(B)/libintersect.a $(B)/libintersect.so docs/index.html \
     docs/intersect.h docs/intersect.c docs/intersect.wasm

# Set-up: install missing Debian packages once (tools/setup.sh says how
# when it cannot install them itself).
$(B)/setup.ok: tools/setup.sh
	@mkdir -p $(B)
	sh tools/setup.sh
	@touch $@

# Tangling: notangle -L points compiler errors at intersect.nw; a file is
# replaced only when its text changed, so nothing rebuilds needlessly.
# examples.[ch] are the page's live examples (the appendix).
TANGLED := $(B)/intersect.h $(B)/intersect.c $(B)/examples.h $(B)/examples.c
$(TANGLED): $(B)/%: intersect.nw | $(B)/setup.ok
	notangle -L -R'$*' intersect.nw > $@.tmp
	cmp -s $@.tmp $@ || mv $@.tmp $@
	rm -f $@.tmp

# The library, static and shared.
$(B)/intersect.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -fPIC -c $< -o $@

$(B)/libintersect.a: $(B)/intersect.o
	rm -f $@
	ar rcs $@ $<

$(B)/libintersect.so: $(B)/intersect.o
	$(CC) -shared -o $@ $< -lm

# The tangled files, downloadable from the page.
docs/intersect.h docs/intersect.c: docs/%: $(B)/%
	cp $< $@

include svg/figures.mk
include tools/weave.mk
include tests/tests.mk
include tests/oracles.mk
include tests/gameloop.mk
include tests/bench.mk
include tests/browser/browser.mk
include tests/differential/differential.mk

test: all check-warnings check-c check-oracles check-gameloop check-fuzz check-differential \
      check-figures check-examples check-weave check-page check-docs-current check-browser
	@echo "make test: all checks passed"

install: $(B)/libintersect.a $(B)/libintersect.so
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib
	install -m 644 $(B)/intersect.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 $(B)/libintersect.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(B)/libintersect.so $(DESTDIR)$(PREFIX)/lib/

clean:
	rm -rf $(B)
