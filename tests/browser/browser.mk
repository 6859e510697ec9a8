# tests/browser/browser.mk: the browser tests; included by the top Makefile.
#
#   make check-browser   tests/browser/page.test.mjs on docs/index.html in
#                        Debian's headless chromium (playwright-core):
#                        console, widths, formulas, figures, links, theme
#                        switch, palette, print, file:// and http;
#                        then tests/browser/examples.test.mjs: the live
#                        examples (mounting, moments by palette colour,
#                        probes dragged with the mouse, keys, on-screen
#                        only, reduced motion, still frames without JS);
#                        then tests/browser/apparatus.test.mjs: nothing cut
#                        at 1280 px, scroll cues at 360 px, inline formulas
#                        on one line, chunk notes folded, whole functions
#                        and their copy button
#
# Needs NODE and the rules for docs/index.html and node_modules (tools/weave.mk).

CHROMIUM ?= /usr/bin/chromium

.PHONY: check-browser

check-browser: docs/index.html docs/intersect.c tests/probes.txt node_modules/.package-lock.json | $(B)/setup.ok
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/page.test.mjs docs/index.html
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/examples.test.mjs docs/index.html tests/probes.txt
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/apparatus.test.mjs docs/index.html docs/intersect.c
