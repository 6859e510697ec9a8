#!/bin/sh
# check-install.sh: make install works the way README.md says (make
# check-install, tests/install.mk).
#
#     CC=cc CXX=c++ MAKE=make sh tests/check-install.sh
#
# 1. make install DESTDIR=scratch PREFIX=/opt/...: exactly the files it
#    should (headers, both builds static and shared, the shared ones named
#    after VERSION with the soname libintersect.so.MAJOR and two symbolic
#    links, two pkg-config files, the book), and the version in the headers
#    is the one in VERSION;
# 2. a C and a C++ program, built with the flags pkg-config gives for
#    intersect (double) and intersectf (float), run with LD_LIBRARY_PATH
#    and give the right answer; each needs libintersect(f).so.MAJOR;
# 3. the one-file header carries the version too;
# 4. make install PREFIX=private (no DESTDIR): a program linked with
#    -Wl,-rpath runs without LD_LIBRARY_PATH;
# 5. make uninstall leaves no file behind, in either place.
# Run from the top of the clone, after the library is built.
set -eu
CC=${CC:-cc}
CXX=${CXX:-c++}
MAKE=${MAKE:-make}
WARN='-std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror'
version=$(cat VERSION)
major=${version%%.*}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/check-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
passed=0
fail=0
ok()  { passed=$((passed + 1)); }
bad() { echo "check-install: $*" >&2; fail=$((fail + 1)); }
run_make() {  # run_make GOAL VAR=VALUE...: quiet unless it fails
    if ! $MAKE --no-print-directory -s "$@" > "$tmp/make.log" 2>&1; then
        cat "$tmp/make.log" >&2; bad "make $* failed"; return 1
    fi
}
# a program's output must start with "install_use: ok"
expect_ok() {  # expect_ok WHAT COMMAND...
    what=$1; shift
    if out=$("$@" 2>&1) && case "$out" in "install_use: ok"*) true ;; *) false ;; esac
    then ok; echo "  $what: $out"
    else bad "$what printed: $out"; fi
}

# ---- 1. the files -----------------------------------------------------------
dest=$tmp/dest
prefix=/opt/intersect-check
root=$dest$prefix
run_make install DESTDIR="$dest" PREFIX="$prefix" || exit 1
v=$version
cat > "$tmp/want" <<EOF
include/intersect.h
include/intersect_single.h
lib/libintersect.a
lib/libintersect.so
lib/libintersect.so.$major
lib/libintersect.so.$v
lib/libintersectf.a
lib/libintersectf.so
lib/libintersectf.so.$major
lib/libintersectf.so.$v
lib/pkgconfig/intersect.pc
lib/pkgconfig/intersectf.pc
EOF
(cd "$root" && find include lib ! -type d | LC_ALL=C sort) > "$tmp/got"
if cmp -s "$tmp/want" "$tmp/got"; then ok
else bad "installed files differ from the list (< wanted, > installed):"
     diff "$tmp/want" "$tmp/got" >&2 || true; fi
# the book: every file of docs/, the changelog and the licence
book=$(find docs -maxdepth 1 -type f | wc -l)
got=$(find "$root/share/doc/intersect" -type f | wc -l)
for f in index.html intersect.h CHANGELOG.md LICENSE; do
    [ -f "$root/share/doc/intersect/$f" ] || bad "share/doc/intersect/$f missing"
done
[ "$got" -eq $((book + 2)) ] && ok || bad "share/doc/intersect holds $got files, not $book + 2"
# the shared libraries: real file, two links to it, the soname
for lib in intersect intersectf; do
    real=$root/lib/lib$lib.so.$v
    [ -f "$real" ] && [ ! -L "$real" ] || bad "lib$lib.so.$v is not a file"
    for link in lib$lib.so.$major lib$lib.so; do
        target=$(readlink "$root/lib/$link" || echo "(not a link)")
        [ "$target" = "lib$lib.so.$v" ] && ok || bad "$link points to $target, not lib$lib.so.$v"
    done
    soname=$(readelf -d "$real" 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
    [ "$soname" = "lib$lib.so.$major" ] && ok || bad "lib$lib.so.$v has soname '$soname'"
done
# the version, in both headers and in their opening comment
for h in intersect.h intersect_single.h; do
    grep -q "^#define ISECT_VERSION \"$v\"\$" "$root/include/$h" && ok ||
        bad "$h does not define ISECT_VERSION \"$v\" (intersect.nw and VERSION disagree?)"
    grep -q "^   Version $v\.\$" "$root/include/$h" && ok || bad "$h's opening comment lacks 'Version $v.'"
done

# ---- 2. C and C++ programs through pkg-config ---------------------------------
# The .pc files name PREFIX; PKG_CONFIG_SYSROOT_DIR puts DESTDIR in front
# of the -I and -L they give, as a packager's staging area needs.
pc() { PKG_CONFIG_LIBDIR="$root/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$dest" pkg-config "$@"; }
for lib in intersect intersectf; do
    size=8; [ $lib = intersectf ] && size=4
    [ "$(pc --modversion $lib)" = "$v" ] && ok || bad "pkg-config --modversion $lib is not $v"
    flags=$(pc --cflags --libs $lib) || { bad "pkg-config --cflags --libs $lib failed"; continue; }
    defs="-DEXPECT_VERSION=\"$v\" -DEXPECT_REAL=$size"
    # shellcheck disable=SC2086 # the flags are words
    if $CC $WARN -O1 tests/install_use.c $flags $defs -o "$tmp/c-$lib" 2> "$tmp/cc.log" &&
       $CXX -x c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -O1 tests/install_use.c -x none \
            $flags $defs -o "$tmp/cxx-$lib" 2>> "$tmp/cc.log"; then
        for p in c cxx; do
            expect_ok "$p, $lib, LD_LIBRARY_PATH" env LD_LIBRARY_PATH="$root/lib" "$tmp/$p-$lib"
            readelf -d "$tmp/$p-$lib" | grep -q "(NEEDED).*\[lib$lib\.so\.$major\]" && ok ||
                bad "the $p program built with $lib does not need lib$lib.so.$major"
        done
    else cat "$tmp/cc.log" >&2; bad "a program does not build with: $flags"; fi
done

# ---- 3. the one-file header carries the version ------------------------------
# (tests/single.mk builds it every way, in C and C++; here only its version)
if $CC $WARN -O1 -DUSE_SINGLE -I"$root/include" -DEXPECT_VERSION="\"$v\"" -DEXPECT_REAL=8 \
       tests/install_use.c -o "$tmp/single" -lm 2> "$tmp/cc.log"; then
    expect_ok "C, intersect_single.h, ISECT_STATIC" "$tmp/single"
else cat "$tmp/cc.log" >&2; bad "install_use.c does not build with intersect_single.h"; fi

# ---- 4. a private prefix, found through -rpath ----------------------------------
own=$tmp/own
run_make install PREFIX="$own" || exit 1
flags=$(PKG_CONFIG_LIBDIR="$own/lib/pkgconfig" pkg-config --cflags --libs intersect)
# shellcheck disable=SC2086
if $CC $WARN -O1 tests/install_use.c $flags -Wl,-rpath,"$own/lib" \
       -DEXPECT_VERSION="\"$v\"" -DEXPECT_REAL=8 -o "$tmp/rpath" 2> "$tmp/cc.log"; then
    expect_ok "C, PREFIX=private, -Wl,-rpath" env -u LD_LIBRARY_PATH "$tmp/rpath"
else cat "$tmp/cc.log" >&2; bad "a program does not build against PREFIX=$own"; fi

# ---- 5. make uninstall ------------------------------------------------------------
run_make uninstall DESTDIR="$dest" PREFIX="$prefix" || true
run_make uninstall PREFIX="$own" || true
left=$(find "$dest" "$own" ! -type d | sed "s|^$tmp/||")
if [ -z "$left" ]; then ok; else bad "make uninstall left:" $left; fi

echo "check-install: $passed passed, $fail failed"
[ "$fail" -eq 0 ]
