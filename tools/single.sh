#!/bin/sh
# single.sh: writes intersect_single.h, the whole library in one header
# (the declarations, and the code under ISECT_IMPLEMENTATION), from the two
# downloadable files that tools/download.sh makes.
#
#     sh tools/single.sh build/download/intersect.h build/download/intersect.c \
#         > build/download/intersect_single.h
#
# The book's code keeps its plain names. This script finds the public
# functions (the declarations in intersect.h that are not static) and puts
# the macro ISECT_API in front of each declaration and of each definition in
# intersect.c. ISECT_API is empty, or `static inline` when the program
# defines ISECT_STATIC. The code part drops its #include "intersect.h" (the
# header is the top half of the same file) and wraps itself in gcc's
# push_options / pop_options, so that the code file's compiler settings
# (gcc's optimize pragmas) never reach the program's own code. clang fixes
# whether a function's multiply-adds may fuse when it reads the function, and
# the code pastes in the header's small functions, so for clang the push
# (float_control) comes before the header half, with the code's STDC
# FP_CONTRACT OFF, and the pop after the code. Under ISECT_STATIC the
# settings hold to the end of the program's file: there is no pop. gcc refuses to inline a function whose optimization
# settings differ from its caller's, and inlining is the point.
#
# A few public functions are defined in intersect.h itself, each after a
# line ISECT_HEADER_INLINE (C99 `inline`; the code file has an `extern`
# line for each, which makes its one real copy). They are not marked: under
# ISECT_STATIC this script defines ISECT_HEADER_INLINE as `static inline`.
# Their `extern` lines move to the top of the code part, before gcc's
# optimize pragma (gcc rejects a declaration whose settings differ from the
# definition's), and only under ISECT_IMPLEMENTATION (with ISECT_STATIC
# there is no real copy to make).
#
# Under ISECT_STATIC the code file's compiler settings (its lines before
# its #include "intersect.h": its pragmas for gcc and clang) come first, ahead of
# the header half too. A function the header defines can then call a
# function of the code half and gcc still pastes it in: gcc refuses to
# inline a function whose settings differ from its caller's, and
# isect_aabb_point (in the header) calls isect_aabb_point_push (in the
# code). Nothing changes for the program: under ISECT_STATIC the pragma
# holds to the end of its file anyway.
#
# A function the header defines only without ISECT_STATIC (its yes or no,
# for programs that link the library) has a definition in the code under
# #ifdef ISECT_STATIC too, which gets ISECT_API like any other.
#
# Fails if it finds no public function, or if a public function has no
# definition it could mark (so a function is never left without ISECT_API).
set -eu
h=$1
c=$2
tmp=${TMPDIR:-/tmp}/single.$$
trap 'rm -f "$tmp".*' EXIT

# The public names: a declaration starts in column 0, is not static, and
# names an isect_ function followed by "(".
grep -E '^[A-Za-z_][A-Za-z0-9_ ]*[ *]isect_[a-z0-9_]+\(' "$h" |
    grep -Ev '^(static|typedef|extern|return)\b' |
    sed -E 's/^[^(]*[ *](isect_[a-z0-9_]+)\(.*/\1/' | sort -u > "$tmp.names"
[ -s "$tmp.names" ] || { echo "single.sh: no public function in $h" >&2; exit 1; }
# Those of them defined in the header: the line before names them.
awk 'prev == "ISECT_HEADER_INLINE" && /^[A-Za-z_][A-Za-z0-9_ ]*[ *]isect_[a-z0-9_]+\(/ {
         n = $0; sub(/\(.*/, "", n); sub(/.*[ *]/, "", n); print n }
     { prev = $0 }' "$h" | sort -u > "$tmp.inline"
# and their extern lines in the code file, one each
awk -v inl="$tmp.inline" '
    BEGIN { while ((getline n < inl) > 0) hdr[n] = 1 }
    /^extern / { n = $0; sub(/\(.*/, "", n); sub(/.*[ *]/, "", n); if (n in hdr) print }' "$c" > "$tmp.ext"
if [ "$(wc -l < "$tmp.ext")" -ne "$(wc -l < "$tmp.inline")" ]; then
    echo "single.sh: $(wc -l < "$tmp.inline") functions defined in $h, $(wc -l < "$tmp.ext") extern lines for them in $c" >&2
    exit 1
fi

# The code file's compiler settings: its lines after the opening comment,
# up to its #include "intersect.h".
awk 'body && /^#include "intersect\.h"$/ { exit }
     body { print }
     /\*\// && !body { body = 1 }' "$c" > "$tmp.settings"

# The opening comment of intersect.h (up to its first "*/"), reworded.
awk '
NR == 1 {
    print "/* intersect_single.h: 2D intersection tests, the whole library in one header."
    print "   Generated from intersect.nw by tools/single.sh: edit intersect.nw, not this file."
    print ""
    print "   Use it one of two ways:"
    print "   - In exactly one C file, write"
    print "         #define ISECT_IMPLEMENTATION"
    print "         #include \"intersect_single.h\""
    print "     and include it without the #define everywhere else."
    print "   - Or, in every file that uses it, write"
    print "         #define ISECT_STATIC"
    print "         #include \"intersect_single.h\""
    print "     Every function is then static inline: nothing to link, and the"
    print "     compiler may inline any call. (With gcc, the one compiler"
    print "     setting of the code, see \"Vectors, registers and one compiler"
    print "     setting\" in the book, then holds for the rest of that file too:"
    print "     gcc inlines only between functions with the same settings.)"
    print "   Define ISECT_FLOAT before the include, in every file, for the float build."
    next
}
/^   Generated from intersect\.nw/ { next }
{ print }
/\*\// { exit }
' "$h" > "$tmp.top"

# Marks public declarations (header) or definitions (code) with ISECT_API;
# counts the definitions it marked.
mark() {
    awk -v names="$tmp.names" -v count="$2" '
    BEGIN { while ((getline n < names) > 0) pub[n] = 1 }
    prev == "ISECT_HEADER_INLINE" { prev = $0; print; next }
    { prev = $0 }
    /^[A-Za-z_][A-Za-z0-9_ ]*[ *]isect_[a-z0-9_]+\(/ && $0 !~ /^(static|typedef|extern|return|ISECT_)/ {
        name = $0
        sub(/\(.*/, "", name)
        sub(/.*[ *]/, "", name)
        if (name in pub) { print "ISECT_API " $0; marked[name] = 1; next }
    }
    { print }
    END { if (count != "") for (n in marked) print n > count }
    ' "$1"
}

{
    cat "$tmp.top"
    cat <<'EOF'
#ifndef ISECT_API
#  ifdef ISECT_STATIC
#    define ISECT_API static inline
#  else
#    define ISECT_API
#  endif
#endif
#if defined(ISECT_STATIC) && !defined(ISECT_HEADER_INLINE)
#  define ISECT_HEADER_INLINE static inline
#endif
EOF
    if [ -s "$tmp.settings" ]; then
        echo "#ifdef ISECT_STATIC"
        echo "/* The code's compiler settings, ahead of the functions the header defines. */"
        cat "$tmp.settings"
        echo "#endif"
    fi
    cat <<'EOF'
/* clang reads the small functions of the header half (isect_dot, ...) once,
   here, and fixes then whether their multiply-adds may fuse; the code half
   pastes them in. So with ISECT_IMPLEMENTATION, clang reads the header half
   with the code's setting too (no fusing), taken back at the end of the
   code half. (#pragma float_control came with clang 11, Apple clang 12.0.5.) */
#if defined(__clang__) && defined(ISECT_IMPLEMENTATION) && !defined(ISECT_STATIC) \
    && !defined(INTERSECT_SINGLE_IMPLEMENTED) \
    && ((!defined(__apple_build_version__) && __clang_major__ >= 11) \
        || (defined(__apple_build_version__) && __apple_build_version__ >= 12050000))
#pragma float_control(push)
#pragma STDC FP_CONTRACT OFF
#define ISECT_SINGLE_CLANG_PUSHED
#endif
EOF
    echo
    # the header, after its opening comment
    awk 'body { print } /\*\// && !body { body = 1 }' "$h" > "$tmp.h"
    mark "$tmp.h" ""
    cat <<'EOF'

#if (defined(ISECT_IMPLEMENTATION) || defined(ISECT_STATIC)) && !defined(INTERSECT_SINGLE_IMPLEMENTED)
#define INTERSECT_SINGLE_IMPLEMENTED
#ifndef ISECT_STATIC
/* The one real copy of each function the header defines with `inline`. */
EOF
    cat "$tmp.ext"
    cat <<'EOF'
#endif
#if defined(__GNUC__) && !defined(__clang__) && !defined(__INTEL_COMPILER) && !defined(ISECT_STATIC)
#pragma GCC push_options
#endif
/* C++ has no `restrict` (the batch loops of the code use it); C++ compilers
   spell it __restrict. Taken back at the end of the code. */
#if defined(__cplusplus) && !defined(restrict)
#define restrict __restrict
#define ISECT_SINGLE_RESTRICT
#endif
EOF
    # the code, after its opening comment, without its own #include and
    # without the extern lines printed above
    awk -v inl="$tmp.inline" '
    BEGIN { while ((getline n < inl) > 0) hdr[n] = 1 }
    body && /^#include "intersect\.h"$/ { next }
    body && /^extern / {
        n = $0; sub(/\(.*/, "", n); sub(/.*[ *]/, "", n)
        if (n in hdr) next
    }
    body { print }
    /\*\// && !body { body = 1 }' "$c" > "$tmp.c"
    mark "$tmp.c" "$tmp.count"
    cat <<'EOF'
#if defined(__GNUC__) && !defined(__clang__) && !defined(__INTEL_COMPILER) && !defined(ISECT_STATIC)
#pragma GCC pop_options
#endif
#ifdef ISECT_SINGLE_CLANG_PUSHED
#pragma float_control(pop)
#undef ISECT_SINGLE_CLANG_PUSHED
#endif
#ifdef ISECT_SINGLE_RESTRICT
#undef restrict
#undef ISECT_SINGLE_RESTRICT
#endif
#endif /* ISECT_IMPLEMENTATION || ISECT_STATIC */
EOF
} > "$tmp.out"

# Every public function not defined in the header has a marked definition.
# (One defined in the header for programs that link the library may have
# one too, for ISECT_STATIC: isect_aabb_segment.)
sort -u "$tmp.count" > "$tmp.marked"
missing=$(comm -23 "$tmp.names" "$tmp.inline" | comm -23 - "$tmp.marked")
if [ -n "$missing" ]; then
    echo "single.sh: public functions without a definition it could mark:" $missing >&2
    exit 1
fi
cat "$tmp.out"
