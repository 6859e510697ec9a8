#!/bin/sh
# Install what the build needs and the machine lacks (Debian packages).
# Run by `make`; safe to run again: it installs only what is missing.
#
#     sh tools/setup.sh lib   only what the library needs: a C compiler
#                             ($CC, else cc), ar, and noweb (build/setup-lib.ok)
#     sh tools/setup.sh       everything: the book, the tests, the benchmarks
#                             (build/setup.ok)
set -eu
what=${1:-all}

missing=""
need() {  # need PACKAGE TEST...: add PACKAGE when the test fails
    pkg=$1; shift
    case " $missing " in *" $pkg "*) return ;; esac
    if ! "$@" >/dev/null 2>&1; then missing="$missing $pkg"; fi
}
# The library: tangle it, compile it, archive it.
need noweb        command -v notangle
need gcc          command -v "${CC:-cc}"
need binutils     command -v ar
# The book, the tests and the benchmarks.
if [ "$what" != lib ]; then
need libcmark-gfm-dev test -f /usr/include/cmark-gfm.h  # the weave's Markdown, with tables
need libcmark-gfm-extensions-dev test -f /usr/include/cmark-gfm-core-extensions.h
need gcc          command -v gcc
need g++          command -v g++
need clang        command -v clang
need libclang-rt-dev sh -c 'ls "$(clang -print-resource-dir)"/lib/linux/libclang_rt.fuzzer-*.a'  # make fuzz
need lld          command -v wasm-ld   # links docs/intersect.wasm
need make         command -v make
need nodejs       command -v node
need npm          command -v npm
need chromium     command -v chromium    # the browser tests (tests/browser)
need poppler-utils command -v pdftoppm  # make check-pdf renders the PDF's pages
need libchipmunk-dev test -f /usr/include/chipmunk/chipmunk.h  # make bench only
need libbox2d-dev   test -f /usr/include/box2d/box2d.h  # tests/differential, make bench (Box2D peer)
need valgrind       test -f /usr/include/valgrind/callgrind.h  # make bench-instr (instruction counts)
need pkgconf        command -v pkg-config  # make check-install
need libsdl2-dev     test -f /usr/include/SDL2/SDL.h  # make game, check-game (the book's game)
fi

[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo"
else
    echo "intersect: missing Debian packages:$missing" >&2
    echo "intersect: install them as root, then run make again:" >&2
    echo "    apt-get update && apt-get install -y$missing" >&2
    exit 1
fi
echo "intersect: installing$missing" >&2
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q $missing
