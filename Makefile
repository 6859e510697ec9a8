# intersect: tangle, build, weave and test.
#   make        install what is missing, tangle, build the library, weave the page
#   make test   run every test (C, weave, page, browser)
#   make bench  time every function (ratios; not part of make test)
#   make pdf    the book as an A4 handout, build/intersect.pdf
#   make lib    only the library, both precisions (needs only cc and noweb)
#   make game   the game of the book's last appendix, build/game (SDL2)
#   make install [PREFIX=/usr/local] [DESTDIR=]   the headers, both builds
#               (-lintersect double, -lintersectf float), their pkg-config
#               files and the book; make uninstall removes them

B       := build
CC      ?= cc
CFLAGS  ?= -O2
WARN    := -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow
PREFIX  ?= /usr/local

.PHONY: all lib test install uninstall clean
.DELETE_ON_ERROR:

all: lib docs/index.html \
     docs/intersect.h docs/intersect.c docs/intersect.wasm

# Set-up: install missing Debian packages once (tools/setup.sh says how
# when it cannot install them itself). There are two set-ups. The library
# needs only a C compiler and noweb (setup-lib.ok); the book, the tests and
# the benchmarks need the rest too: node, Chromium, clang, the peers
# (setup.ok). When every goal on the command line is a library goal (the
# list below), tangling waits only for the small set-up; any other goal,
# and a plain `make`, waits for the whole one.
$(B)/setup-lib.ok: tools/setup.sh
	@mkdir -p $(B)
	CC='$(CC)' sh tools/setup.sh lib
	@touch $@

$(B)/setup.ok: tools/setup.sh
	@mkdir -p $(B)
	sh tools/setup.sh
	@touch $@

LIB_GOALS := lib install uninstall clean $(B)/lib% $(B)/intersect.o $(B)/intersectf.o \
             $(B)/intersect.h $(B)/intersect.c $(B)/download/% $(B)/%.pc
SETUP := $(B)/setup.ok
ifneq ($(MAKECMDGOALS),)
ifeq ($(filter-out $(LIB_GOALS),$(MAKECMDGOALS)),)
SETUP := $(B)/setup-lib.ok
endif
endif

# Tangling: notangle -L points compiler errors at intersect.nw; a file is
# replaced only when its text changed, so nothing rebuilds needlessly.
# examples.[ch] are the page's live examples (the appendix); frames.[ch]
# the figures that are chosen frames of them. usage.c is the front page's
# usage example, which tests/unit_front_usage.c compiles and runs.
TANGLED := $(B)/intersect.h $(B)/intersect.c $(B)/examples.h $(B)/examples.c \
           $(B)/frames.h $(B)/frames.c $(B)/usage.c
$(TANGLED): $(B)/%: intersect.nw | $(SETUP)
	notangle -L -R'$*' intersect.nw > $@.tmp
	cmp -s $@.tmp $@ || mv $@.tmp $@
	rm -f $@.tmp

# The library, static and shared, twice: libintersect in double and
# libintersectf in float. The float build's functions have other link names
# (isectf_...), so a program compiled for one cannot link against the other.
# The shared library is named after the version (the file VERSION, say
# 0.1.0): libintersect.so.0.1.0, whose soname is libintersect.so.0 (the
# major version: a program linked today runs with any 0.x.y), and two
# symbolic links to it, libintersect.so.0 (what a program looks for when it
# starts) and libintersect.so (what -lintersect finds when you link).
VERSION_FULL  := $(shell cat VERSION)
VERSION_MAJOR := $(firstword $(subst ., ,$(VERSION_FULL)))
SO_REAL  := $(B)/libintersect.so.$(VERSION_FULL) $(B)/libintersectf.so.$(VERSION_FULL)
SO_LINKS := $(B)/libintersect.so.$(VERSION_MAJOR) $(B)/libintersectf.so.$(VERSION_MAJOR) \
            $(B)/libintersect.so $(B)/libintersectf.so
LIBS := $(B)/libintersect.a $(B)/libintersectf.a $(SO_REAL) $(SO_LINKS)

lib: $(LIBS)

$(B)/intersect.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -fPIC -c $< -o $@

$(B)/intersectf.o: $(B)/intersect.c $(B)/intersect.h
	$(CC) $(CFLAGS) $(WARN) -DISECT_FLOAT -fPIC -c $< -o $@

$(B)/libintersect.a $(B)/libintersectf.a: $(B)/lib%.a: $(B)/%.o
	rm -f $@
	ar rcs $@ $<

$(SO_REAL): $(B)/lib%.so.$(VERSION_FULL): $(B)/%.o
	$(CC) $(LDFLAGS) -shared -Wl,-soname,lib$*.so.$(VERSION_MAJOR) -o $@ $< -lm

$(B)/libintersect.so.$(VERSION_MAJOR) $(B)/libintersect.so: $(B)/libintersect.so.$(VERSION_FULL)
	ln -sf $(<F) $@
$(B)/libintersectf.so.$(VERSION_MAJOR) $(B)/libintersectf.so: $(B)/libintersectf.so.$(VERSION_FULL)
	ln -sf $(<F) $@

# The files downloadable from the page: tangled without #line (a reader has
# no intersect.nw to point at), with the version and the licence's text in
# the opening comment (tools/download.sh says why the version is a file).
DOWNLOADS := $(B)/download/intersect.h $(B)/download/intersect.c
$(DOWNLOADS): $(B)/download/%: intersect.nw VERSION LICENSE tools/download.sh | $(SETUP)
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
include tests/install.mk
include tests/browser/browser.mk
include tests/browser/pdf.mk
include tests/game.mk
include tests/differential/differential.mk

test: all check-warnings check-single check-install check-precision check-exercises check-c check-contract check-draws check-oracles check-gameloop check-fuzz check-differential \
      check-figures check-examples check-weave check-page check-docs-current check-browser check-pdf
	@echo "make test: all checks passed"

# Every teaching chapter ends with exercises, answers behind a disclosure, and
# a recap (issue 11, item 10); the script reads intersect.nw and says what is
# missing.
.PHONY: check-exercises
check-exercises: intersect.nw tools/check-exercises.sh
	sh tools/check-exercises.sh --self-test
	sh tools/check-exercises.sh intersect.nw

# make install: the header (the downloadable one: no #line directives
# pointing at an intersect.nw the user does not have, and the licence and
# version in its opening comment; one header serves both builds, and
# -DISECT_FLOAT picks), the one-file header, both builds static and shared,
# a pkg-config file for each build, and the book as it is in docs/ (built
# and committed; installing does not weave it again). The .pc files are
# written here, because they hold PREFIX: `pkg-config --cflags --libs
# intersect` then gives -I and -L for wherever you installed.
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DOCDIR     ?= $(PREFIX)/share/doc/intersect
PCDIR      ?= $(LIBDIR)/pkgconfig
PCFILES    := $(B)/intersect.pc $(B)/intersectf.pc
DOC_FILES  := $(sort $(wildcard docs/*))

# intersect.pc for double, intersectf.pc for float (which adds -DISECT_FLOAT:
# the header needs it to pick the float types and link names). Libs.private
# is for `pkg-config --static`: the static library needs -lm at link time,
# the shared one brings it along.
$(PCFILES): $(B)/%.pc: FORCE
	@mkdir -p $(@D)
	@{ echo 'prefix=$(PREFIX)'; \
	   echo 'libdir=$(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))'; \
	   echo 'includedir=$(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))'; \
	   echo; \
	   echo 'Name: $*'; \
	   echo 'Description: 2D intersection tests for games, in $(if $(filter intersectf,$*),float,double)'; \
	   echo 'Version: $(VERSION_FULL)'; \
	   echo 'Cflags: -I$${includedir}$(if $(filter intersectf,$*), -DISECT_FLOAT)'; \
	   echo 'Libs: -L$${libdir} -l$*'; \
	   echo 'Libs.private: -lm'; } > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@
	@rm -f $@.tmp
.PHONY: FORCE
FORCE:

INSTALLED := $(INCLUDEDIR)/intersect.h $(INCLUDEDIR)/intersect_single.h \
             $(addprefix $(LIBDIR)/,$(notdir $(LIBS))) \
             $(addprefix $(PCDIR)/,$(notdir $(PCFILES)))

install: $(LIBS) $(B)/download/intersect.h $(SINGLE) $(PCFILES)
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PCDIR) $(DESTDIR)$(DOCDIR)
	install -m 644 $(B)/download/intersect.h $(SINGLE) $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 $(B)/libintersect.a $(B)/libintersectf.a $(DESTDIR)$(LIBDIR)/
	install -m 755 $(SO_REAL) $(DESTDIR)$(LIBDIR)/
	for l in $(notdir $(SO_LINKS)); do \
	  ln -sf $$(readlink $(B)/$$l) $(DESTDIR)$(LIBDIR)/$$l || exit 1; \
	done
	install -m 644 $(PCFILES) $(DESTDIR)$(PCDIR)/
	cp -R $(DOC_FILES) CHANGELOG.md LICENSE $(DESTDIR)$(DOCDIR)/

# Removes what install wrote, by name, and the book's directory once it is
# empty (the shared directories, such as lib/pkgconfig, stay).
uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	rm -rf $(addprefix $(DESTDIR)$(DOCDIR)/,$(notdir $(DOC_FILES)) CHANGELOG.md LICENSE)
	if [ -d $(DESTDIR)$(DOCDIR) ]; then rmdir $(DESTDIR)$(DOCDIR); fi

clean:
	rm -rf $(B)
