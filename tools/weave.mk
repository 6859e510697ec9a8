# tools/weave.mk: the weave pipeline, included by the top Makefile.
#
#   intersect.nw --noweave -n -index -backend build/nwhtml--> build/body.html
#                --node tools/render.mjs (and tools/book.mjs)--> docs/*.html
#
# Assumes B (the build directory) and CC. Targets:
#   $(B)/nwhtml          the noweb back end (tools/weave/*.c, libcmark-gfm)
#   docs/index.html      the book: docs/index.html (the front page), one
#                        page per chapter, docs/indexes.html,
#                        docs/one-page.html (the whole book), and what
#                        the pages share: docs/book.css, docs/book.js,
#                        docs/examples.js and docs/intersect-wasm.js
#                        (the examples' script and module)
#   check-page           every page has no raw TeX, no placeholder, no
#                        broken link (on the page or to another page),
#                        no repeated id; links the shared style and
#                        scripts, each there and current, and inlines
#                        neither; the downloads have no #line and
#                        have the licence and the version; every public
#                        function has its whole text beside its chunk
#   check-docs-current   every page and the downloads are what the
#                        sources make now
#   check-weave          the pipeline's own tests: nwhtml warning-free with
#                        gcc and clang, clean under ASan and UBSan, errors
#                        that must fail do (tools/check-weave.sh)

NODE    ?= node
NPM     ?= npm
NOWEAVE ?= noweave

NWHTML_WARN   := -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow
NWHTML_CFLAGS ?= -O2
# cmark-gfm, for its table extension. The extensions library comes first
# (it calls into cmark-gfm); whether the .pc file names it too or not,
# naming it twice is harmless.
CMARK_CFLAGS  := $(shell pkg-config --cflags libcmark-gfm 2>/dev/null)
CMARK_LIBS    := -lcmark-gfm-extensions $(shell pkg-config --libs libcmark-gfm 2>/dev/null || echo -lcmark-gfm)

# The back end, and the command that weaves with it: $(call nwhtml_weave,BACKEND).
# noweave loses a fatal error of its first stage, markup (an open [[
# quote, say): finduses drops the @fatal line, and noweave returns the
# back end's status. So markup runs alone first; on such an error it
# prints FILE:LINE and fails, and so does the weave.
NOWEB_LIB ?= /usr/lib/noweb
NWHTML := $(B)/nwhtml
NWHTML_SRC := $(sort $(wildcard tools/weave/*.c))
nwhtml_weave = $(NOWEB_LIB)/markup intersect.nw > /dev/null && \
  $(NOWEAVE) -n -index -backend $(abspath $(1)) intersect.nw

# FIGURE_DEPS (set by svg/figures.mk, included before this file) are the
# figures' SVG files in FIGURE_DIR, which render.mjs inlines.
FIGURE_DIR ?= $(B)/figures
# The whole-function views come from the downloadable files (the rules
# for $(B)/download/ are in the top Makefile).
RENDER_WHOLE := --whole=$(B)/download/intersect.h,$(B)/download/intersect.c,$(NWHTML)
# The scripts the text links itself (the game's) are in docs/ before the pages.
RENDER_SCRIPTS := --scripts=docs
WEAVE_DEPS := intersect.nw $(NWHTML) tools/render.mjs tools/book.mjs tools/front.mjs tools/whole.mjs tools/mathslim.mjs tools/page.html \
              tools/examples.js docs/intersect.wasm $(B)/download/intersect.h $(B)/download/intersect.c \
              node_modules/.package-lock.json $(FIGURE_DEPS)

.PHONY: check-page check-docs-current check-weave

$(NWHTML): $(NWHTML_SRC) tools/weave/weave.h | $(B)/setup.ok
	@mkdir -p $(@D)
	$(CC) $(NWHTML_CFLAGS) $(NWHTML_WARN) $(CMARK_CFLAGS) -o $@ $(NWHTML_SRC) $(CMARK_LIBS)

# node_modules as the lockfile pins it. npm writes
# node_modules/.package-lock.json last, so it stands for the whole tree.
node_modules/.package-lock.json: package-lock.json package.json | $(B)/setup.ok
	$(NPM) ci --no-audit --no-fund
	@touch $@

# The book. Written to a directory in build/ and moved into place, so a
# failed weave leaves the old pages, never half a new book; the pages of
# the old book go first (a chapter renamed leaves no stale page).
BOOK_TMP := $(B)/book.tmp
# The files render.mjs writes beside the pages, which they share: the
# style, the page script, the examples' script and their module.
BOOK_SHARED := docs/book.css docs/book.js docs/examples.js docs/intersect-wasm.js
docs/index.html: $(WEAVE_DEPS)
	@mkdir -p $(B) $(@D)
	$(call nwhtml_weave,$(NWHTML)) > $(B)/body.html
	rm -rf $(BOOK_TMP)
	$(NODE) tools/render.mjs $(RENDER_WHOLE) $(RENDER_SCRIPTS) $(B)/body.html $(BOOK_TMP) $(FIGURE_DIR) docs/intersect.wasm || { rm -rf $(BOOK_TMP); exit 1; }
	rm -f docs/*.html $(BOOK_SHARED)
	mv $(BOOK_TMP)/* docs/
	rmdir $(BOOK_TMP)

check-page: docs/index.html docs/intersect.h docs/intersect.c
	$(NODE) tools/checkpage.mjs docs/*.html docs/intersect.h docs/intersect.c

# Weaves again into build/ and compares, without touching docs/. In a git
# checkout whose weave sources are as committed, the committed docs/ must
# also be what make produces: a stale committed copy fails here even though
# `make` has just rewritten it. (With local edits to the sources, as in a
# class exercise, only the first comparison applies.)
WEAVE_SOURCES := intersect.nw VERSION LICENSE tools svg package.json package-lock.json
BOOK_CHECK := $(B)/book.check
check-docs-current: $(WEAVE_DEPS) docs/intersect.h docs/intersect.c
	$(call nwhtml_weave,$(NWHTML)) > $(B)/body.check.html
	rm -rf $(BOOK_CHECK)
	$(NODE) tools/render.mjs $(RENDER_WHOLE) $(RENDER_SCRIPTS) $(B)/body.check.html $(BOOK_CHECK) $(FIGURE_DIR) docs/intersect.wasm
	@for f in $(BOOK_CHECK)/*; do \
	  cmp -s $$f docs/$${f##*/} || { echo "docs/$${f##*/} is stale: run make" >&2; exit 1; }; \
	done
	@for f in docs/*.html $(BOOK_SHARED); do \
	  [ -e $(BOOK_CHECK)/$${f##*/} ] || { echo "$$f is not made by the sources any more: run make" >&2; exit 1; }; \
	done
	@cmp -s $(B)/download/intersect.h docs/intersect.h && cmp -s $(B)/download/intersect.c docs/intersect.c || \
	  { echo "docs/intersect.[ch] are stale: run make" >&2; exit 1; }
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && \
	    git diff --quiet HEAD -- $(WEAVE_SOURCES); then \
	  git diff --quiet HEAD -- docs || \
	  { echo "docs/ differs from what the committed sources make: commit docs/" >&2; exit 1; }; \
	fi
	@echo "check-docs-current: docs/ is current"

check-weave: node_modules/.package-lock.json | $(B)/setup.ok
	B=$(B) CC=$(CC) NODE=$(NODE) NOWEAVE=$(NOWEAVE) NOWEB_LIB=$(NOWEB_LIB) \
	  CMARK_CFLAGS="$(CMARK_CFLAGS)" CMARK_LIBS="$(CMARK_LIBS)" \
	  sh tools/check-weave.sh
