# tests/browser/browser.mk: the browser tests; included by the top Makefile.
#
#   make check-browser   tests/browser/page.test.mjs on a chapter page and
#                        on docs/one-page.html in Debian's headless
#                        chromium (playwright-core): console, widths,
#                        formulas, figures, links, theme switch, palette,
#                        the rail's current entry in view, print, file://
#                        and http; tests/browser/book.test.mjs on all the
#                        pages: weight, DOM size, load time and first
#                        paint (printed, held to the budget), no long
#                        task while scrolling, links across pages,
#                        rails, previous/next, the shared style and
#                        scripts, JS off;
#                        tests/browser/front.test.mjs on the front page:
#                        its table of tests and helpers link every public
#                        function of docs/intersect.h, every link lands,
#                        the core path, the usage example, widths; then
#                        tests/browser/examples.test.mjs: the live
#                        examples on the chapter (mounting, moments by
#                        palette colour, probes dragged with the mouse,
#                        keys, on-screen only, reduced motion, still
#                        frames without JS), and on one-page.html what
#                        only the whole book shows (every example's
#                        mounting, moments, probes and still); then
#                        tests/browser/apparatus.test.mjs on the whole
#                        book (docs/one-page.html): nothing cut at 1280 px,
#                        scroll cues at 360 px, inline formulas on one
#                        line, chunk notes folded, whole functions and
#                        their copy button
#
# Each file runs one browser and shares a loaded page among the tests
# that only read it (harness.mjs, shared()): loading and laying out
# one-page.html is most of the time these tests take.
#
# Needs NODE and the rules for docs/index.html and node_modules (tools/weave.mk).

CHROMIUM ?= /usr/bin/chromium
# The chapter page the page and example tests run on (besides one-page.html).
BROWSER_CHAPTER ?= axis-aligned-boxes.html
# How many test files run at once. Each is one browser, mostly busy on
# one core laying out pages; two use a 2-core machine. Each file's output
# is printed whole when it ends (--output-sync). The timed checks
# (book.test.mjs) count the page's own CPU time, not the clock, so
# running beside another file does not fail them.
BROWSER_JOBS ?= 2

# One target per test file, the longest first (make starts them in this
# order as jobs free up; -k: a file that fails does not stop the others).
BROWSER_TESTS := browser-page browser-book browser-apparatus browser-examples-whole browser-examples-chapter \
                 browser-front

.PHONY: check-browser $(BROWSER_TESTS)

check-browser: docs/index.html docs/intersect.h docs/intersect.c tests/probes.txt node_modules/.package-lock.json | $(B)/setup.ok
	@$(MAKE) --no-print-directory -k -j$(BROWSER_JOBS) --output-sync=target $(BROWSER_TESTS)

browser-page:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/page.test.mjs docs/$(BROWSER_CHAPTER) docs/one-page.html
browser-book:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/book.test.mjs docs
browser-front:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/front.test.mjs docs
browser-examples-chapter:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/examples.test.mjs docs/$(BROWSER_CHAPTER) tests/probes.txt
browser-examples-whole:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/examples.test.mjs docs/one-page.html tests/probes.txt
browser-apparatus:
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/apparatus.test.mjs docs/one-page.html docs/intersect.c
