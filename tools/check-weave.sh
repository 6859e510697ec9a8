#!/bin/sh
# check-weave.sh: tests of the weave pipeline itself (make check-weave).
#
#   1. the back end (tools/weave/*.c) compiles without a warning under gcc
#      and clang;
#   2. built with ASan and UBSan, nwhtml weaves tools/sample.nw and
#      intersect.nw without a report;
#   3. the sample's page has what the sample is there to show (math kept
#      from cmark, code spans left alone, links, highlighting, ids, pipe
#      tables as tables and no other Markdown extension), and passes
#      tools/checkpage.mjs;
#   4. what must fail does, and says where: a chunk used but never
#      defined, math left open, a TeX error, an unknown macro, and a
#      broken page or a raw pipe table given to checkpage;
#   5. the C highlighter agrees with clang's lexer on the tangled code
#      (tools/check-highlight.mjs), and that check fails a highlighter
#      that colours nothing;
#   6. a fatal error from an earlier stage of noweave stops the back end
#      with the .nw line;
#   7. a small book (tools/testdata/book.nw) made into pages: a page per
#      chapter, links across pages both ways, the rail, previous and next,
#      the indexes split, section names linked, the style and page
#      script written once beside the pages, and checkpage catching a
#      broken link to another page and a stale, missing or copied-in
#      shared file;
#   8. the downloads (tools/download.sh) have no #line, have the licence
#      and the version, and compile; checkpage checks them and the
#      whole-function views, and fails each kind of fault.
#
# Environment: B (build directory), CC, NODE, NOWEAVE, NOWEB_LIB, CMARK_CFLAGS,
# CMARK_LIBS; make check-weave sets them.
set -u
B=${B:-build}
CC=${CC:-cc}
NODE=${NODE:-node}
NOWEAVE=${NOWEAVE:-noweave}
NOWEB_LIB=${NOWEB_LIB:-/usr/lib/noweb}
CMARK_LIBS=${CMARK_LIBS:--lcmark-gfm-extensions -lcmark-gfm}
CMARK_CFLAGS=${CMARK_CFLAGS:-}
WARN="-std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror"
T=$B/check-weave
mkdir -p "$T"
passed=0
failed=0

ok()   { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; }

# expect NAME COMMAND...: the command must succeed.
expect() {
    name=$1; shift
    if "$@" > "$T/out" 2> "$T/err"; then ok "$name"; else fail "$name"; cat "$T/err"; fi
}

# refuse NAME PATTERN COMMAND...: the command must fail, and its error
# output must contain PATTERN (a fixed string).
refuse() {
    name=$1; pattern=$2; shift 2
    if "$@" > "$T/out" 2> "$T/err"; then
        fail "$name (it succeeded)"
    elif grep -qF -- "$pattern" "$T/err"; then
        ok "$name"
    else
        fail "$name (no \"$pattern\" in its errors)"; cat "$T/err"
    fi
}

# has NAME FILE STRING: FILE must contain STRING, a fixed string on one
# line.
has() {
    if grep -qF -- "$3" "$2"; then ok "$1"; else fail "$1: no \"$3\" in $2"; fi
}

# hasnt NAME FILE STRING: FILE must not contain STRING.
hasnt() {
    if grep -qF -- "$3" "$2"; then fail "$1: \"$3\" in $2"; else ok "$1"; fi
}

# weave BACKEND FILE.nw > BODY, as tools/weave.mk does: markup alone
# first, since noweave loses its fatal errors.
weave() {
    "$NOWEB_LIB/markup" "$2" > /dev/null &&
    "$NOWEAVE" -n -index -backend "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")" "$2"
}

# 1. Warnings.
for cc in gcc clang; do
    if command -v $cc > /dev/null; then
        expect "nwhtml has no warning under $cc" \
            $cc $WARN $CMARK_CFLAGS -O2 -o "$T/nwhtml-$cc" tools/weave/*.c $CMARK_LIBS
    fi
done

# 2. Sanitizers.
SAN=$T/nwhtml-san
expect "nwhtml builds with ASan and UBSan" \
    $CC $WARN $CMARK_CFLAGS -g -O1 -fsanitize=address,undefined \
    -fno-sanitize-recover=all -fno-omit-frame-pointer -o "$SAN" tools/weave/*.c $CMARK_LIBS
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for nw in tools/sample.nw intersect.nw; do
    [ -f "$nw" ] || continue
    if weave "$SAN" "$nw" > "$T/san.html" 2> "$T/san.err" && ! [ -s "$T/san.err" ]; then
        ok "sanitized nwhtml weaves $nw cleanly"
    else
        fail "sanitized nwhtml on $nw"; head -40 "$T/san.err"
    fi
done

# 3. The sample.
BODY=$T/sample-body.html
PAGE=$T/sample.html
expect "the sample weaves" sh -c "\"$NOWEAVE\" -n -index -backend \"$(pwd)/$SAN\" tools/sample.nw > $BODY"
has "inline math is kept from cmark" $BODY '<span class="math inline" data-line="tools/sample.nw:10">\(a_1 * b_2 * c\)</span>'
has "braces and < in math survive" $BODY '\(\{ p : |p - c| &lt; r \}\)'
has "a display formula is a block" $BODY '<div class="math display" data-line="tools/sample.nw:17">\[ t = \frac{C_x - P_x}{D_x}, \]</div>'
has "the paragraph before it is closed" $BODY '<p>A display formula can also sit in the middle of a paragraph,</p>'
has "a \\\\ in a matrix survives" $BODY 'a &amp; b \\ c &amp; d'
has "math inside emphasis" $BODY '<em>emphasis with <span class="math inline"'
has "an unmatched backtick hides no math" $BODY 'An unmatched backtick ` does not hide <span class="math inline"'
has "a list item before a display formula" $BODY '<li>A list item with a display formula'
has "a display formula in a list item" $BODY '<div class="math display" data-line="tools/sample.nw:27">\[ |A| = \sqrt{A \cdot A} \]</div>'
has "backtick code is not math" $BODY '<code>code with \( not math</code>'
has "a fenced block is not math" $BODY '/* a fenced block: \(this\) is not math either */'
has "quoted code is not Markdown" $BODY '<code>a_1 * b_2 * c</code>'
has "quoted code is escaped" $BODY '<code>x &lt; y &amp;&amp; y &gt; z</code>'
has "quoted identifiers link" $BODY '<code><a class="id" href="#def-vec_add">vec_add</a></code>'
has "raw HTML passes" $BODY '<figcaption>Raw HTML passes through'
has "headings get ids" $BODY '<h2 id="prose-and-math">Prose and math</h2>'
has "repeated headings get unique ids" $BODY '<h2 id="the-same-heading-2">'
has "a first piece is marked =" $BODY '">⟨helpers⟩</a><span class="chunk-op">≡</span>'
has "a later piece is marked +=" $BODY '<span class="chunk-op">+≡</span>'
has "a piece links to the next" $BODY 'class="chunk-next"'
has "a piece links to the previous" $BODY 'class="chunk-prev"'
has "a root chunk says where it goes" $BODY 'Root chunk: written to <code>sample.c</code>.'
has "a chunk says where it is used" $BODY '<p>Used in <a href="#'
has "a chunk use links" $BODY '<a class="use" id="'
has "an identifier's definition is anchored" $BODY '<a class="id def" id="def-vec_add"'
has "identifier uses link" $BODY '<a class="id" href="#def-vec_add">vec_add</a>(shifted'
has "@<< is a shift" $BODY '<span class="nu">1</span> &lt;&lt; <span class="nu">4</span>'
has "a comment spans pieces" $BODY 'mentions <a class="id" href="#def-vec_add">vec_add</a>. */</span>'
has "preprocessor lines" $BODY '<span class="pp">#include &lt;stdio.h&gt;</span>'
has "strings with escapes" $BODY '<span class="st">"a \&quot;string\&quot; with /* no comment */ in it"</span>'
has "character constants" $BODY "<span class=\"st\">'\\''</span>"
has "numbers" $BODY '<span class="nu">0x1Fp+2</span>'
has "a pipe table is a table" $BODY '<th style="text-align: left">shape</th>'
has "a column aligns right" $BODY '<td style="text-align: right"><span class="math inline" data-line="tools/sample.nw:102">\(\pi r^2\)</span></td>'
has "a bar inside math stays in its cell" $BODY '<td style="text-align: center"><span class="math inline" data-line="tools/sample.nw:102">\(|p - c| &lt; r\)</span></td>'
has "quoted code in a cell links" $BODY '<td><code><a class="id" href="#def-vec_add">vec_add</a></code></td>'
has "an escaped bar in a cell's code span" $BODY '<td><code>a | b</code></td>'
has "an escaped bar in a cell's text" $BODY '<td style="text-align: center"><em>both</em> axes, a|b</td>'
has "strikethrough is off" $BODY '~~this~~ is not struck out'
has "autolinks are off" $BODY 'www.example.com is not made a link'
hasnt "no link is made of a bare address" $BODY 'href="http://www.example.com"'
has "the identifiers a chunk defines and uses fold into a disclosure" $BODY '<details class="chunk-refs"><summary>Defines <code>vec_add</code>'
has "a code line long enough to wrap has its span, with its indent" $BODY '<span class="line" style="--i:4">    <span class="ty">int</span> shifted = '
printf 'int f(void)\n{\n    /* a comment long enough to wrap on a screen, it goes on and on and on\n       ends here */\n    return 1;\n}\n' | "$SAN" -highlight -lines > "$T/lines.html"
has "a span open at a long line's end closes there" "$T/lines.html" '<span class="line" style="--i:4">    <span class="cm">/* a comment long enough to wrap on a screen, it goes on and on and on</span>'
has "and opens again on the next line" "$T/lines.html" '</span><span class="cm">       ends here */</span>'
hasnt "short lines get no span" "$T/lines.html" '<span class="line">{'
has "the chunk index" $BODY '<h2 id="index-of-chunks">Index of chunks</h2>'
has "the identifier index" $BODY '<li id="idx-vec_add"><a class="ident" href="#def-vec_add">vec_add</a>'
expect "the sample renders" "$NODE" tools/render.mjs "$BODY" "$PAGE"
expect "the sample page passes checkpage" "$NODE" tools/checkpage.mjs "$PAGE"
has "the page has a contents list" $PAGE '<li><a href="#prose-and-math">Prose and math</a></li>'
has "MathJax's styles are in the shared style beside the page" "$T/book.css" 'mjx-container'
has "the page links the shared style" $PAGE '<link rel="stylesheet" href="book.css?v='
has "the page links the shared script" $PAGE '<script src="book.js?v='
hasnt "the page holds no style of its own" $PAGE '<style'
has "the page has the table" $PAGE '<th style="text-align: left">shape</th>'
has "formulas carry assistive MathML" $PAGE '<mjx-assistive-mml'
hasnt "the page loses the data-line attributes" $PAGE 'data-line='
cp "$PAGE" "$T/sample.first.html"
"$NODE" tools/render.mjs "$BODY" "$PAGE" 2> /dev/null
if cmp -s "$PAGE" "$T/sample.first.html"; then ok "rendering is deterministic"; else fail "rendering twice gives two pages"; fi

# 4. What must fail.
refuse "a chunk used but never defined fails, with file:line" \
    'tools/testdata/undefined-chunk.nw:6: chunk <<the body>> is used but never defined' \
    weave "$SAN" tools/testdata/undefined-chunk.nw
refuse "a [[ quote left open (a noweb fatal) fails, with file:line" \
    'tools/testdata/open-quote.nw:4: open quote `[['"'"' never closed' \
    weave "$SAN" tools/testdata/open-quote.nw
refuse "math left open fails, with file:line" \
    'tools/testdata/unclosed-math.nw:3: \( is never closed by \)' \
    weave "$SAN" tools/testdata/unclosed-math.nw
for t in tex-error:5:'Missing close brace' unknown-macro:3:'Undefined control sequence \foo'; do
    nw=${t%%:*}; rest=${t#*:}; line=${rest%%:*}; msg=${rest#*:}
    weave "$SAN" tools/testdata/$nw.nw > "$T/$nw.html" 2> /dev/null
    rm -f "$T/$nw.page.html"
    refuse "$nw.nw fails rendering, with file:line" \
        "tools/testdata/$nw.nw:$line: TeX error: $msg" \
        "$NODE" tools/render.mjs "$T/$nw.html" "$T/$nw.page.html"
    if [ -e "$T/$nw.page.html" ]; then fail "$nw.nw: a page was written"; else ok "$nw.nw: no page written"; fi
done
refuse "checkpage finds a repeated id" 'id "a" is used 2 times' "$NODE" tools/checkpage.mjs tools/testdata/broken-page.html
refuse "checkpage finds a broken link" 'link to #nowhere' "$NODE" tools/checkpage.mjs tools/testdata/broken-page.html
refuse "checkpage finds raw TeX" 'raw TeX "\("' "$NODE" tools/checkpage.mjs tools/testdata/broken-page.html
refuse "checkpage finds a placeholder" 'private-use character U+E000' "$NODE" tools/checkpage.mjs tools/testdata/broken-page.html
refuse "checkpage finds a raw pipe table" 'line 5: raw pipe table' "$NODE" tools/checkpage.mjs tools/testdata/raw-pipe-table.html
refuse "checkpage finds a raw delimiter row without outer bars" 'line 11: raw pipe table' "$NODE" tools/checkpage.mjs tools/testdata/raw-pipe-table.html
expect "checkpage passes real tables, and bars in code and words" "$NODE" tools/checkpage.mjs tools/testdata/tables-ok.html
printf '<p id="x">Fine: <code>\\(</code>, <a href="#x">x</a>.</p>\n' > "$T/good-page.html"
expect "checkpage leaves \\( in code alone" "$NODE" tools/checkpage.mjs "$T/good-page.html"

# 5. The highlighter against an independent C lexer (clang's), on the
#    tangled library and the sample's C.
notangle -R'intersect.h' intersect.nw > "$T/intersect.h"
notangle -R'intersect.c' intersect.nw > "$T/intersect.c"
notangle -R'sample.c' tools/sample.nw > "$T/sample.c"
expect "the highlighter agrees with clang's lexer" \
    "$NODE" tools/check-highlight.mjs "$SAN" "$T/intersect.h" "$T/intersect.c" "$T/sample.c"
grep -E '^(FAIL|    )' "$T/out" | head -20
printf '#!/bin/sh\nsed -e "s/&/\\&amp;/g" -e "s/</\\&lt;/g" -e "s/>/\\&gt;/g"\n' > "$T/no-highlighter"
chmod +x "$T/no-highlighter"
if "$NODE" tools/check-highlight.mjs "$T/no-highlighter" "$T/sample.c" > "$T/out" 2>&1; then
    fail "check-highlight passes a highlighter that colours nothing"
elif grep -q 'is highlighted null' "$T/out" && grep -q 'FAIL: .*comments' "$T/out"; then
    ok "check-highlight fails a highlighter that colours nothing"
else
    fail "check-highlight fails a highlighter that colours nothing, but not as expected"; cat "$T/out"
fi

# 6. A fatal error from an earlier stage of noweave stops the back end,
#    naming the .nw line it had reached.
printf '@file broken.nw\n@begin docs 0\n@text Some prose.\n@nl\n@text More.\n@nl\n@fatal noidx: something went wrong\n' > "$T/fatal.stream"
refuse "a noweb fatal fails, with file:line" 'broken.nw:3: an earlier stage of noweave failed: noidx: something went wrong' \
    sh -c "\"$SAN\" < \"$T/fatal.stream\""

# 7. The book's pages (tools/book.mjs).
BOOK=$T/book
rm -rf "$BOOK"
if weave "$SAN" tools/testdata/book.nw > "$T/book-body.html" 2> "$T/err" && [ -s "$T/book-body.html" ]; then
    ok "the small book weaves"
else
    fail "the small book weaves"; cat "$T/err"
fi
expect "the small book renders as pages" "$NODE" tools/render.mjs "$T/book-body.html" "$BOOK"
for f in index.html first-steps.html second-steps.html appendix-the-examples.html indexes.html indexes-of-the-examples.html one-page.html; do
    if [ -f "$BOOK/$f" ]; then ok "the book has $f"; else fail "the book has no $f"; fi
done
expect "every page of the book passes checkpage" sh -c "\"$NODE\" tools/checkpage.mjs \"$BOOK\"/*.html"
has "the front page lists the chapters" "$BOOK/index.html" '<li><a href="second-steps.html"><span class="secnum">2</span> Second steps</a></li>'
has "the front page keeps the introduction" "$BOOK/index.html" '<h2 id="how-to-read-it">How to read it</h2>'
hasnt "the front page has no chapter's text" "$BOOK/index.html" 'Doubling is adding'
has "a use links to the chunk on another page" "$BOOK/second-steps.html" 'href="first-steps.html#'
has "an identifier links to its definition on another page" "$BOOK/second-steps.html" '<a class="id" href="first-steps.html#def-add">add</a>'
has "a definition's uses link to the page that uses it" "$BOOK/first-steps.html" 'href="second-steps.html#'
has "a Markdown link to a section on another page" "$BOOK/first-steps.html" '<a href="second-steps.html#doubling">Doubling</a>'
has "a section name in italics links to its section" "$BOOK/second-steps.html" '<a class="secref" href="first-steps.html#adding"><em>Adding</em></a>'
hasnt "a link to this page stays a bare #id" "$BOOK/second-steps.html" 'href="second-steps.html#'
has "an equation keeps its id and number" "$BOOK/second-steps.html" '<div class="equation" id="eq-2-1">'
has "the rail lists the other chapters" "$BOOK/second-steps.html" '<li><a href="first-steps.html"><span class="secnum">1</span> First steps</a></li>'
has "the rail shows the current chapter's sections" "$BOOK/second-steps.html" '<li><a href="#doubling"><span class="secnum">2.1</span> Doubling</a></li>'
hasnt "the rail shows no other chapter's sections" "$BOOK/second-steps.html" '#adding"><span class="secnum">'
has "previous chapter" "$BOOK/second-steps.html" 'rel="prev" href="first-steps.html"'
has "next chapter" "$BOOK/second-steps.html" 'rel="next" href="appendix-the-examples.html"'
has "the chunk notes ride along" "$BOOK/second-steps.html" '<script type="application/json" id="chunk-notes">'
has "the identifier index: the library's part" "$BOOK/indexes.html" '<h2 id="index-of-identifiers-library">'
has "the identifier index: the examples' part, on a page of its own" "$BOOK/indexes-of-the-examples.html" '<h2 id="index-of-identifiers-examples">'
hasnt "the library's indexes hold no examples' part" "$BOOK/indexes.html" 'id="index-of-identifiers-examples"'
if grep -qF '"ident" href="appendix-the-examples.html#def-ex_draw">ex_draw</a>' "$BOOK/indexes-of-the-examples.html" &&
   ! grep -qF '"ident" href="appendix-the-examples.html#def-ex_draw">ex_draw</a>' "$BOOK/indexes.html"; then
    ok "ex_draw is with the examples, not the library"
else
    fail "ex_draw is not (only) with the examples' indexes"
fi
has "an example's definition links back to the examples' index" "$BOOK/appendix-the-examples.html" 'href="indexes-of-the-examples.html#idx-ex_draw"'
has "the front page links the examples' indexes" "$BOOK/index.html" '<a href="indexes-of-the-examples.html">'
has "one-page.html links the book" "$BOOK/one-page.html" '<a href="index.html">The book, chapter by chapter</a>'
hasnt "one-page.html links within itself" "$BOOK/one-page.html" 'href="first-steps.html#'
mkdir -p "$T/broken-book"
printf '<p id="a"><a href="b.html#here">fine</a> <a href="b.html#nowhere">broken</a> <a href="c.html">no page</a></p>\n' > "$T/broken-book/a.html"
printf '<p id="here"><a href="a.html#a">back</a></p>\n' > "$T/broken-book/b.html"
refuse "checkpage finds a link to a missing id on another page" 'link to b.html#nowhere, but b.html has no element with that id' \
    "$NODE" tools/checkpage.mjs "$T/broken-book/a.html" "$T/broken-book/b.html"
refuse "checkpage finds a link to a missing page" 'link to c.html, but there is no such page' \
    "$NODE" tools/checkpage.mjs "$T/broken-book/a.html"
expect "checkpage passes a good link to another page" "$NODE" tools/checkpage.mjs "$T/broken-book/b.html"
# The shared style and script: written once, beside the pages, each
# page linking them by a digest of their text; checkpage fails a stale
# or missing file and a style copied into a page.
has "the book's style is written once, beside the pages" "$BOOK/book.css" '.chunk-head'
has "the book's script is written once, beside the pages" "$BOOK/book.js" 'intersect-theme'
hasnt "a chapter holds no style of its own" "$BOOK/first-steps.html" '<style'
hasnt "a chapter holds no copy of the page script" "$BOOK/first-steps.html" 'Everything below is an extra'
has "the theme is still set in <head>, before the first paint" "$BOOK/first-steps.html" "localStorage.getItem('intersect-theme')"
S=$T/stale-book
rm -rf "$S"; mkdir -p "$S"
cp "$BOOK/first-steps.html" "$BOOK/second-steps.html" "$BOOK/appendix-the-examples.html" "$BOOK/index.html" \
   "$BOOK/indexes.html" "$BOOK/indexes-of-the-examples.html" "$BOOK/one-page.html" "$BOOK/book.js" "$S/"
refuse "checkpage finds a missing shared file" 'links book.css, but there is no such file beside the page' \
    "$NODE" tools/checkpage.mjs "$S/first-steps.html"
{ cat "$BOOK/book.css"; echo '.new-rule { color: red; }'; } > "$S/book.css"
refuse "checkpage finds a stale shared file" 'book.css is book.css?v=' \
    "$NODE" tools/checkpage.mjs "$S/first-steps.html"
cp "$BOOK/book.css" "$S/book.css"
expect "checkpage passes the shared files as rendered" "$NODE" tools/checkpage.mjs "$S/first-steps.html"
sed 's|</head>|<style>p { color: red; }</style>\n</head>|' "$BOOK/first-steps.html" > "$S/first-steps.html"
refuse "checkpage finds a style copied into a page" 'a <style> in the page' \
    "$NODE" tools/checkpage.mjs "$S/first-steps.html"

# 7b. The front page's made parts (tools/front.mjs): a row of the table
#     of tests from a declaration; a parameter it has no rule for stops
#     the weave rather than making a wrong row.
front_row() {
    "$NODE" --input-type=module -e "
import { declarations, classify } from './tools/front.mjs';
const [fn] = declarations(process.argv[1]);
const r = classify(fn);
console.log(fn.name + ': ' + r.shapes.join(' x ') + ', ' + (r.swept ? 'swept' : 'static') + ', ' + r.result);
" "$1"
}
front_row 'bool isect_box_sweep_circle(isect_aabb box, isect_circle moving,
                            isect_vec delta, isect_sweep *out);' > "$T/front.out" 2>&1
if grep -qxF 'isect_box_sweep_circle: box x swept circle, swept, Sweep' "$T/front.out"; then
    ok "front.mjs: a swept test's row"
else
    fail "front.mjs: a swept test's row"; cat "$T/front.out"
fi
front_row 'bool isect_aabb_segment(isect_aabb box, isect_vec pos, isect_vec delta, isect_vec padding, isect_hit *out);' > "$T/front.out" 2>&1
if grep -qxF 'isect_aabb_segment: box x segment, static, Hit' "$T/front.out"; then
    ok "front.mjs: a static test's row"
else
    fail "front.mjs: a static test's row"; cat "$T/front.out"
fi
refuse "front.mjs: a parameter with no rule stops the weave" 'isect_aabb_ray: no rule for its parameter "isect_ray ray"' \
    front_row 'bool isect_aabb_ray(isect_aabb box, isect_ray ray, isect_hit *out);'

# 8. The downloads and the whole-function views: tools/download.sh makes
#    files with no #line that compile cleanly, in double and in float; and
#    checkpage, given the downloads, passes a good page and fails each
#    kind of fault (fixtures built here from LICENSE and VERSION).
D=$T/download
mkdir -p "$D"
expect "download.sh writes intersect.h" sh -c "sh tools/download.sh intersect.h > $D/intersect.h"
expect "download.sh writes intersect.c" sh -c "sh tools/download.sh intersect.c > $D/intersect.c"
hasnt "the downloaded intersect.c has no #line" "$D/intersect.c" '#line'
hasnt "the downloaded intersect.h has no #line" "$D/intersect.h" '#line'
has "the downloaded intersect.c has the licence" "$D/intersect.c" 'Permission is granted to anyone to use this software for any purpose,'
has "the downloaded intersect.h has the version" "$D/intersect.h" "Version $(cat VERSION)."
hasnt "the download does not send the reader to intersect.nw for the licence" "$D/intersect.h" 'see the end of intersect.nw'
expect "the downloads compile without a warning (double)" $CC $WARN -c "$D/intersect.c" -I"$D" -o "$T/download.o"
expect "the downloads compile without a warning (float)" $CC $WARN -DISECT_FLOAT -c "$D/intersect.c" -I"$D" -o "$T/downloadf.o"
W=$T/whole
mkdir -p "$W"
{ echo "/* whole.h"; echo "   Version $(cat VERSION)."; sed 's/^/   /' LICENSE; echo "*/"
  printf 'int twice(int x);
int half(int x,
         int round);
static inline int same(int x) { return x; }
'; } > "$W/good.h"
{ echo "/* whole.c"; echo "   Version $(cat VERSION)."; sed 's/^/   /' LICENSE; echo "*/"
  printf '#include "whole.h"

int twice(int x)
{
    return 2 * x;
}

int half(int x,
         int round)
{
    return (x + round) / 2;
}
'; } > "$W/good.c"
cat > "$W/good.html" << 'PAGE'
<div class="chunk" id="c1">
<pre class="code"><code><span class="line"><span class="ty">int</span> twice(<span class="ty">int</span> x)
</span><span class="line">{
</span><span class="line" style="--i:4">    <a class="use" href="#c1">the body</a>
</span><span class="line">}</span></code></pre>
</div>
<details class="whole" id="whole-twice"><summary>The whole function</summary>
<pre class="code"><code><span class="line"><span class="ty">int</span> twice(<span class="ty">int</span> x)
</span><span class="line">{
</span><span class="line" style="--i:4">    <span class="kw">return</span> 2 * x;
</span><span class="line">}
</span></code></pre></details>
<div class="chunk" id="c2">
<pre class="code"><code>int half(int x,
         int round)
{
    return (x + round) / 2;
}</code></pre>
</div>
<details class="whole" id="whole-half"><summary>The whole function</summary>
<pre class="code"><code>int half(int x,
         int round)
{
    return (x + round) / 2;
}
</code></pre></details>
PAGE
expect "checkpage passes good downloads and whole-function views" \
    "$NODE" tools/checkpage.mjs "$W/good.html" "$W/good.h" "$W/good.c"
sed '3a #line 5 "intersect.nw"' "$W/good.c" > "$W/line.c"
refuse "checkpage finds a #line in a download" 'line.c:4: a #line directive' \
    "$NODE" tools/checkpage.mjs "$W/good.html" "$W/good.h" "$W/line.c"
grep -v 'Permission is granted' "$W/good.h" > "$W/nolicence.h"
refuse "checkpage finds a download without the licence" 'the licence is not in the download' \
    "$NODE" tools/checkpage.mjs "$W/good.html" "$W/nolicence.h" "$W/good.c"
grep -v 'Version ' "$W/good.c" > "$W/noversion.c"
refuse "checkpage finds a download without the version" 'no version line' \
    "$NODE" tools/checkpage.mjs "$W/good.html" "$W/good.h" "$W/noversion.c"
sed 's/return<\/span> 2 \* x;/return<\/span> x + x;/' "$W/good.html" > "$W/differs.html"
refuse "checkpage finds a whole-function view that is not the function's text" 'twice: the whole-function view differs from' \
    "$NODE" tools/checkpage.mjs "$W/differs.html" "$W/good.h" "$W/good.c"
sed 's/id="whole-half"/id="whole-halve"/' "$W/good.html" > "$W/missing.html"
refuse "checkpage finds a public function without a whole-function view" 'half: no whole-function view' \
    "$NODE" tools/checkpage.mjs "$W/missing.html" "$W/good.h" "$W/good.c"
sed '0,/<code>int half(int x,/s//<code>int halve(int x,/' "$W/good.html" > "$W/elsewhere.html"
refuse "checkpage finds a whole-function view away from its chunk" 'half: the whole-function view is not under the chunk that defines it' \
    "$NODE" tools/checkpage.mjs "$W/elsewhere.html" "$W/good.h" "$W/good.c"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
