#!/bin/sh
# tests/check-precision.sh BUILD_DIR -- `make check-precision` (see
# tests/precision.mk). Needs CC and MAKE in the environment, and the built
# objects and libraries in BUILD_DIR.
set -eu
B=${1:-build}
CC=${CC:-cc}
MAKE=${MAKE:-make}
fail=0
passed=0
ok() { passed=$((passed + 1)); }
bad() { echo "check-precision: FAIL: $*" >&2; fail=$((fail + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ---- 1. symbols ------------------------------------------------------------
# The public names, read from the header's declarations after the
# preprocessor (so in the float build, after the renames): every
# declaration at file scope that is not a typedef and not a static inline
# definition, and every definition that is not static (the few functions
# the header defines with C99 `inline`). A prototype gives the name before
# its '('; an extern object the last name before its ';'.
public_names() { # $1: extra cc flag ('' or -DISECT_FLOAT)
    $CC -E -P $1 -x c "$B/intersect.h" | tr '\n' ' ' | awk '
    {
        s = $0; depth = 0; stmt = ""
        for (i = 1; i <= length(s); i++) {
            ch = substr(s, i, 1)
            if (ch == "{") { depth++; if (depth == 1) skip = 1; continue }
            if (ch == "}") { depth--; if (depth == 0) { skip = 0; if (stmt ~ /\)[ ]*$/) { if (stmt !~ /(^|[^A-Za-z0-9_])static[^A-Za-z0-9_]/) emit(stmt); stmt = "" } } continue }
            if (depth > 0) continue
            if (ch == ";") { emit(stmt); stmt = ""; continue }
            stmt = stmt ch
        }
    }
    function emit(t,   head, n, w) {
        if (t ~ /^[ ]*typedef/) return
        if (index(t, "(") > 0) {
            head = substr(t, 1, index(t, "(") - 1)
        } else if (t ~ /^[ ]*extern/) {
            head = t
        } else return
        n = split(head, w, /[^A-Za-z0-9_]+/)
        while (n > 0 && w[n] == "") n--
        if (n > 0) print w[n]
    }' | sort -u
}
public_names '' > "$tmp/pub-double"
public_names -DISECT_FLOAT > "$tmp/pub-float"
count=$(wc -l < "$tmp/pub-double")
if [ "$count" -lt 40 ]; then
    bad "found only $count public functions in $B/intersect.h (the parser is broken)"
else ok; fi
# Every name of the double build starts with isect_; the float build's are
# the same names with isectf_ (so the rename block misses none).
if grep -qv '^isect_' "$tmp/pub-double"; then
    bad "public names without the isect_ prefix: $(grep -v '^isect_' "$tmp/pub-double" | tr '\n' ' ')"
else ok; fi
sed 's/^isect_/isectf_/' "$tmp/pub-double" | sort > "$tmp/pub-expect"
if ! cmp -s "$tmp/pub-expect" "$tmp/pub-float"; then
    bad "in the float build these functions keep their double names (add them to <<Link names of the float build>>):"
    comm -13 "$tmp/pub-expect" "$tmp/pub-float" | sed 's/^/    /' >&2
else ok; fi
# What each object defines, globally (code or data): exactly its public
# names, and nothing of the other build's.
defined() { nm -g --defined-only "$1" | awk 'NF == 3 { print $3 }' | sort -u; }
defined "$B/intersect.o" > "$tmp/def-double"
defined "$B/intersectf.o" > "$tmp/def-float"
for p in double float; do
    if ! cmp -s "$tmp/pub-$p" "$tmp/def-$p"; then
        bad "the $p object's global symbols differ from the header's $p names:"
        diff "$tmp/pub-$p" "$tmp/def-$p" | grep '^[<>]' | sed 's/^/    /' >&2
    else ok; fi
done
both=$(comm -12 "$tmp/def-double" "$tmp/def-float" | tr '\n' ' ')
if [ -n "$both" ]; then bad "both objects define: $both"; else ok; fi
for f in $(cat "$tmp/pub-double"); do
    grep -q "^$f\$" "$tmp/def-double" || bad "the double object does not define $f"
    grep -q "^isectf_${f#isect_}\$" "$tmp/def-float" || bad "the float object does not define isectf_${f#isect_}"
done
ok
# tests/calls.h (the range and far-from-the-origin tests) calls every one.
for f in $(cat "$tmp/pub-double"); do
    grep -q "\\b$f(" tests/calls.h || bad "tests/calls.h does not call $f"
done
ok

# ---- 2. the README's example, linked right and wrong ------------------------
awk '/^```c$/ { on = 1; next } /^```$/ { on = 0 } on' README.md > "$tmp/example.c"
grep -q isect_aabb_sweep_circle "$tmp/example.c" || bad "no C example in README.md"
expect_hit() { # $1: program, $2: what
    out=$(LD_LIBRARY_PATH="$B" "$1") || { bad "$2: the program failed"; return; }
    case "$out" in
    "hit at t="*"normal (-1, 0)") ok ;;
    *) bad "$2: printed '$out', not the hit" ;;
    esac
}
for lib in a so; do
    # float program, double library: must not link, and must say which name
    if $CC -DISECT_FLOAT -I"$B" "$tmp/example.c" "$B/libintersect.$lib" -lm \
           -o "$tmp/wrong" > "$tmp/link.log" 2>&1; then
        bad "a -DISECT_FLOAT program linked against $B/libintersect.$lib"
    elif ! grep -q 'isectf_aabb_sweep_circle' "$tmp/link.log"; then
        bad "the failed link does not name isectf_aabb_sweep_circle:"; cat "$tmp/link.log" >&2
    else ok; fi
    # double program, float library
    if $CC -I"$B" "$tmp/example.c" "$B/libintersectf.$lib" -lm \
           -o "$tmp/wrong" > "$tmp/link.log" 2>&1; then
        bad "a double program linked against $B/libintersectf.$lib"
    elif ! grep -q 'isect_aabb_sweep_circle' "$tmp/link.log"; then
        bad "the failed link does not name isect_aabb_sweep_circle:"; cat "$tmp/link.log" >&2
    else ok; fi
    # the right pairs link and print the hit
    $CC -DISECT_FLOAT -I"$B" "$tmp/example.c" "$B/libintersectf.$lib" -lm -o "$tmp/right-f" &&
        expect_hit "$tmp/right-f" "float program, libintersectf.$lib" ||
        bad "a -DISECT_FLOAT program does not link against $B/libintersectf.$lib"
    $CC -I"$B" "$tmp/example.c" "$B/libintersect.$lib" -lm -o "$tmp/right-d" &&
        expect_hit "$tmp/right-d" "double program, libintersect.$lib" ||
        bad "a double program does not link against $B/libintersect.$lib"
done

# ---- 3. make install into a scratch DESTDIR, then make uninstall ------------
dest="$tmp/dest"
prefix=/usr/local
$MAKE -s install DESTDIR="$dest" PREFIX="$prefix" > "$tmp/install.log" 2>&1 ||
    { bad "make install failed:"; cat "$tmp/install.log" >&2; }
root="$dest$prefix"
for f in include/intersect.h lib/libintersect.a lib/libintersect.so \
         lib/libintersectf.a lib/libintersectf.so; do
    [ -f "$root/$f" ] || bad "make install did not install $f"
done
ok
for real in double float; do
    flag=''; lib=intersect
    [ $real = float ] && { flag=-DISECT_FLOAT; lib=intersectf; }
    # static (the .a by its path) and shared (-l, found through -L)
    if $CC $flag -I"$root/include" "$tmp/example.c" "$root/lib/lib$lib.a" -lm \
           -o "$tmp/inst-a" 2> "$tmp/link.log"; then
        expect_hit "$tmp/inst-a" "installed lib$lib.a ($real)"
    else bad "a $real program does not link against the installed lib$lib.a"; cat "$tmp/link.log" >&2; fi
    if $CC $flag -I"$root/include" "$tmp/example.c" -L"$root/lib" -l$lib -lm \
           -o "$tmp/inst-so" 2> "$tmp/link.log"; then
        out=$(LD_LIBRARY_PATH="$root/lib" "$tmp/inst-so")
        case "$out" in "hit at t="*"normal (-1, 0)") ok ;;
        *) bad "installed lib$lib.so ($real) printed '$out'" ;; esac
    else bad "a $real program does not link with -l$lib"; cat "$tmp/link.log" >&2; fi
done
$MAKE -s uninstall DESTDIR="$dest" PREFIX="$prefix" > "$tmp/install.log" 2>&1 ||
    { bad "make uninstall failed:"; cat "$tmp/install.log" >&2; }
left=$(find "$dest" -type f | sed "s|^$dest||" | tr '\n' ' ')
if [ -n "$left" ]; then bad "make uninstall left $left"; else ok; fi

echo "check-precision: $count public functions, each with its float name; $passed passed, $fail failed"
[ "$fail" -eq 0 ]
