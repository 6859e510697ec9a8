# tests/browser/pdf.mk: the printed book; included by the top Makefile.
#
#   make pdf         build/intersect.pdf: docs/one-page.html printed by
#                    Debian's headless chromium (tools/pdf.mjs), A4, with
#                    the answers to the exercises in an appendix at the end
#   make check-pdf   tests/browser/pdf.test.mjs: the print layout of the
#                    one-page book and of a chapter page (nothing wider than
#                    the column, nothing that must stay whole taller than a
#                    page), then the PDF itself (no blank page, nothing in
#                    the margins, every word inside the text area, chapters
#                    on new pages, page numbers, the answers appendix)
#
# Needs NODE, CHROMIUM and BROWSER_CHAPTER (tests/browser/browser.mk) and
# the rules for docs/index.html and node_modules (tools/weave.mk).

.PHONY: pdf check-pdf

pdf: $(B)/intersect.pdf

$(B)/intersect.pdf: docs/index.html tools/pdf.mjs node_modules/.package-lock.json | $(B)/setup.ok
	CHROMIUM=$(CHROMIUM) $(NODE) tools/pdf.mjs docs/one-page.html $@.tmp
	mv $@.tmp $@

check-pdf: $(B)/intersect.pdf tests/browser/pdf.test.mjs | $(B)/setup.ok
	CHROMIUM=$(CHROMIUM) $(NODE) tests/browser/pdf.test.mjs docs/one-page.html docs/$(BROWSER_CHAPTER) $(B)/intersect.pdf

# Pictures of the book (front page, a chapter at 1280 and 390 px, a live
# example, pages of the PDF) in build/shots, for a review or a release
# note; not part of make test.
.PHONY: screenshots
screenshots: docs/index.html $(B)/intersect.pdf tools/screenshots.mjs | $(B)/setup.ok
	CHROMIUM=$(CHROMIUM) $(NODE) tools/screenshots.mjs docs $(B)/intersect.pdf $(B)/shots
