#!/bin/sh
# download.sh: writes the downloadable copy of one of the library's files,
# the one the book links to (docs/intersect.h, docs/intersect.c).
#
#     sh tools/download.sh intersect.h > docs/intersect.h
#
# The build's own copies (build/intersect.[ch]) come from notangle -L: their
# #line directives point compiler errors at intersect.nw. A reader who
# downloads one file has no intersect.nw, so this copy is tangled without
# -L, and the line of its opening comment that points at the licence
# ("zlib licence: see the end of intersect.nw.") becomes the version (the
# file VERSION) and the licence's text (the file LICENSE). The version
# comes from a file, not from git: docs/ is committed and checked to be
# what the sources make (make check-docs-current), and a commit's own hash
# cannot be written into that commit.
#
# Fails, writing nothing useful, if the licence line is not in the first
# lines of the file (so the licence is never dropped quietly) or if the
# result holds a #line directive.
set -eu
file=$1
dir=$(dirname "$0")/..
version=$(cat "$dir/VERSION")
tmp=${TMPDIR:-/tmp}/download.$$
trap 'rm -f "$tmp"' EXIT
notangle -R"$file" "$dir/intersect.nw" > "$tmp"
awk -v version="$version" -v licence="$dir/LICENSE" '
NR <= 5 && !done && /^   zlib licence: see the end of intersect\.nw\. \*\/$/ {
    print "   Version " version "."
    print ""
    print "   zlib licence:"
    print ""
    while ((getline line < licence) > 0)
        print (line == "" ? "" : "   " line)
    print "*/"
    done = 1
    next
}
{ print }
END { if (!done) { print "download.sh: no licence line in the first lines" > "/dev/stderr"; exit 1 } }
' "$tmp" > "$tmp.out" || { rm -f "$tmp.out"; exit 1; }
if grep -q '^[[:space:]]*#[[:space:]]*line\b' "$tmp.out"; then
    echo "download.sh: $file has a #line directive" >&2
    rm -f "$tmp.out"
    exit 1
fi
cat "$tmp.out"
rm -f "$tmp.out"
