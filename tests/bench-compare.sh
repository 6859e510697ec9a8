#!/bin/sh
# bench-compare.sh OLD NEW [ROUNDS [RUN_MS]]: runs two builds of tests/bench.c
# (the library at an older revision, and now) one after the other, ROUNDS
# times, and prints for each function of Part 2 its time per call, linked
# (median over the rounds), in both, and new/old. Interleaving the two
# cancels drift. (It used to divide each time by the trivial loop's of the
# same run; but that loop's own time moves with where the linker puts it,
# and two builds of the same code then differed by 8% on every row.)
# `make bench-compare` runs it.
set -eu
old=$1 new=$2 rounds=${3:-5} ms=${4:-10}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
i=0
while [ "$i" -lt "$rounds" ]; do
    "$old" "$ms" ours > "$tmp/old.$i"
    "$new" "$ms" ours > "$tmp/new.$i"
    i=$((i + 1))
done
# Part 2 rows: "  isect_name [(n)]   ns   xtriv   hits ..."
for side in old new; do
    cat "$tmp/$side".* | awk -v side="$side" '
        /^Part 2/ { on = 1; next }
        on && /^  isect_/ {
            line = $0; sub(/^  /, "", line)
            name = $1; k = 2
            if ($2 ~ /^\(/) { name = name " " $2; k = 3 }
            print side "\t" name "\t" $k
        }'
done > "$tmp/rows"
awk -F '\t' '
    { v[$1 SUBSEP $2, ++n[$1 SUBSEP $2]] = $3; if (!seen[$2]++) order[++m] = $2 }
    function median(key,   c, i, j, t, a) {
        c = n[key]
        for (i = 1; i <= c; i++) a[i] = v[key, i] + 0
        for (i = 2; i <= c; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
        return c % 2 ? a[(c + 1) / 2] : (a[c / 2] + a[c / 2 + 1]) / 2
    }
    END {
        printf "%-30s %10s %10s %9s\n", "function", "old ns", "new ns", "new/old"
        for (i = 1; i <= m; i++) {
            f = order[i]
            if (!(("old" SUBSEP f) in n) || !(("new" SUBSEP f) in n)) continue
            o = median("old" SUBSEP f); w = median("new" SUBSEP f)
            r = o > 0 ? w / o : 0
            mark = (r > 1.10) ? "  <- slower" : ""; printf "%-30s %10.2f %10.2f %9.2f%s\n", f, o, w, r, mark
        }
    }' "$tmp/rows"
