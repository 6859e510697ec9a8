# tests/browser/browser.mk: the browser tests; included by the top Makefile.
#
#   make check-browser   tests/browser/page.test.mjs on docs/index.html in
#                        Debian's headless chromium (playwright-core):
#                        console, widths, formulas, figures, links, theme
#                        switch, palette, print, file:// and http
#
# Needs NODE and the rules for docs/index.html and node_modules (tools/weave.mk).

CHROMIUM ?= /usr/bin/chromium

.PHONY: check-browser

check-browser: docs/index.html node_modules/.package-lock.json | $(B)/setup.ok
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/page.test.mjs docs/index.html
