#!/bin/sh
# check-broadphase-table.sh NW TSV: the table of nanoseconds in "How the cost
# grows" (intersect.nw) must be the run that svg/data/broadphase.tsv holds,
# rounded: each number within 2% of the data, every row of the data's cast
# and sweep queries present. make bench-plot rewrites the data; this check
# says when the prose was not rewritten with it.
set -eu
nw=$1
tsv=$2
awk -F'\t' -v nw="$nw" '
    FNR == NR {
        if ($1 ~ /^[0-9]+$/ && ($2 == "cast" || $2 == "sweep")) {
            want[$1 " " $2 " brute"] = $3; want[$1 " " $2 " grid"] = $4
            want[$1 " " $2 " tree"] = $5; rows[$1] = 1
        }
        next
    }
    /^## How the cost grows/ { inside = 1; next }
    /^## / { inside = 0 }
    inside && /^\| [0-9,]+ \|/ {
        line = $0; gsub(/,/, "", line); n = split(line, cell, "|")
        size = cell[2] + 0; seen[size] = 1
        split("cast brute,cast grid,cast tree,sweep brute,sweep grid,sweep tree", col, ",")
        for (k = 1; k <= 6; k++) {
            split(col[k], part, " "); key = size " " part[1] " " part[2]
            got = cell[k + 2] + 0
            if (!(key in want)) { print "check-broadphase-table: no data for " key; bad = 1; continue }
            d = got - want[key]; if (d < 0) d = -d
            if (d > 0.02 * want[key]) {
                printf "check-broadphase-table: %s: the prose says %s, the data %s\n", key, got, want[key]
                bad = 1
            }
            checked++
        }
    }
    END {
        for (r in rows) if (!(r in seen)) { print "check-broadphase-table: no row for n = " r; bad = 1 }
        if (checked == 0) { print "check-broadphase-table: no table found"; bad = 1 }
        if (bad) exit 1
        printf "check-broadphase-table: the %d numbers of the table are the data'"'"'s, rounded\n", checked
    }' "$tsv" "$nw"
