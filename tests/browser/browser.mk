# tests/browser/browser.mk: the browser tests; included by the top Makefile.
#
#   make check-browser   tests/browser/page.test.mjs on a chapter page and
#                        on docs/one-page.html in Debian's headless
#                        chromium (playwright-core): console, widths,
#                        formulas, figures, links, theme switch, palette,
#                        the rail's current entry in view, print, file://
#                        and http; tests/browser/book.test.mjs on all the
#                        pages: weight, DOM size and load time (printed,
#                        held to the budget), links across pages, rails,
#                        previous/next, the shared module, JS off;
#                        tests/browser/front.test.mjs on the front page:
#                        its table of tests and helpers link every public
#                        function of docs/intersect.h, every link lands,
#                        the core path, the usage example, widths;
#                        then tests/browser/examples.test.mjs on both
#                        pages: the live examples (mounting, moments by
#                        palette colour, probes dragged with the mouse,
#                        keys, on-screen only, reduced motion, still
#                        frames without JS); then
#                        tests/browser/apparatus.test.mjs on the whole
#                        book (docs/one-page.html): nothing cut at 1280 px,
#                        scroll cues at 360 px, inline formulas on one
#                        line, chunk notes folded, whole functions and
#                        their copy button
#
# Needs NODE and the rules for docs/index.html and node_modules (tools/weave.mk).

CHROMIUM ?= /usr/bin/chromium
# The chapter page the page and example tests run on (besides one-page.html).
BROWSER_CHAPTER ?= axis-aligned-boxes.html

.PHONY: check-browser

check-browser: docs/index.html docs/intersect.h docs/intersect.c tests/probes.txt node_modules/.package-lock.json | $(B)/setup.ok
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/page.test.mjs docs/$(BROWSER_CHAPTER) docs/one-page.html
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/book.test.mjs docs
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/front.test.mjs docs
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/examples.test.mjs docs/$(BROWSER_CHAPTER) tests/probes.txt
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/examples.test.mjs docs/one-page.html tests/probes.txt
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/apparatus.test.mjs docs/one-page.html docs/intersect.c
