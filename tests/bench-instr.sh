#!/bin/sh
# bench-instr.sh DIR [COMPILER]: prints the table of instructions per call from a run
# of `bench instr` under callgrind (make bench-instr): DIR/rows.txt holds
# the rows the program printed (ROW label name chipmunk-peer box2d-peer
# cases), DIR/cg.out.* the callgrind dumps, one per kernel, each naming its
# kernel ("desc: Trigger: Client Request: r3/k") and giving its count
# ("totals: N ..."). Instructions per call = the kernel's count / cases; that
# includes the loop around the call (the trivial loop's row shows how much).
# Ours is counted in double (k linked, i inlined) and in float (f, g); as in
# the timed table, each peer is set against ours in its own precision:
# Chipmunk2D (c) against the double build, Box2D (b, float) against the
# float build.
# With --branch-sim=yes the dumps also count conditional branches whose
# direction callgrind's model of a predictor guessed wrong ("Bcm"), and a
# second table gives those per call (part 4).
set -eu
dir=$1
cc=${2:-}
case "$dir" in */clang) name="clang $cc" ;; *) name="gcc $cc" ;; esac
for f in "$dir"/cg.out.*; do
    awk '/^desc: Trigger: Client Request: / { label = $5 }
         /^events: / { for (i = 2; i <= NF; i++) if ($i == "Bcm") bcm = i }
         /^totals: / { total = $2; missed = bcm ? $bcm : -1 }
         END { if (label != "") print "IR", label, total, missed }' "$f"
done > "$dir/counts.txt"
cat "$dir/counts.txt" "$dir/rows.txt" | awk -v cc="$name" '
    $1 == "IR" { ir[$2] = $3; if ($4 >= 0) bcm[$2] = $4; next }
    $1 == "TRIVIAL" { trivial = ir["trivial/k"] / $3; next }
    $1 == "ROW" { n++; label[n] = $2; name[n] = $3; cp[n] = $4; b2[n] = $5; cases[n] = $6 }
    function per(key, c) { return (key in ir) ? ir[key] / c : -1 }
    # ours over the faster peer: d (double) against Chipmunk2D c, f (float)
    # against Box2D b; the larger ratio; 0 without a peer
    function ratio(d, f, c, b,   r) {
        r = 0
        if (c > 0) r = d / c
        if (b > 0 && f / b > r) r = f / b
        return r
    }
    function miss(key, c) { return (key in bcm) ? bcm[key] / c : -1 }
    function show2(v) { return v < 0 ? sprintf("%8s", "-") : sprintf("%8.2f", v) }
    function show(v) { return v < 0 ? sprintf("%8s", "-") : sprintf("%8.1f", v) }
    END {
        print ""
        printf "Part 3. Instructions per call (valgrind --tool=callgrind, %s -O2; the loop around\n", cc
        printf "        each call included: the trivial loop takes %.1f per case); ours\n", trivial
        printf "        in double (linked, inlined) and in float (f lnk, f inl); ours/best: Chipmunk2D\n"
        printf "        against our double, Box2D against our float, the larger of the two)\n"
        printf "  %-28s %8s %8s | %8s %8s | %8s %8s | %7s %7s  %s\n", "intersect", "linked", "inlined",
               "f lnk", "f inl", "Chipmnk", "Box2D", "lnk/bst", "inl/bst", "peers (Chipmunk; Box2D)"
        for (i = 1; i <= n; i++) {
            k = per(label[i] "/k", cases[i]); in_ = per(label[i] "/i", cases[i])
            f = per(label[i] "/f", cases[i]); g = per(label[i] "/g", cases[i])
            c = per(label[i] "/c", cases[i]); b = per(label[i] "/b", cases[i])
            rk = ratio(k, f, c, b); ri = ratio(in_, g, c, b)
            mk = ratio(k, k, c, b); mi = ratio(in_, in_, c, b)
            nm = name[i]; gsub(/_\(/, " (", nm)
            line = sprintf("  %-28s %s %s | %s %s | %s %s |", nm, show(k), show(in_), show(f), show(g), show(c), show(b))
            if (rk > 0) {
                pc = cp[i]; pb = b2[i]; gsub(/_/, " ", pc); gsub(/_/, " ", pb)
                line = line sprintf(" %7.2f %7.2f  %s; %s", rk, ri, pc, pb)
                if (rk > 1.0 || ri > 1.0)
                    above[++na] = sprintf("  %-28s linked %6.2fx  inlined %6.2fx", nm, rk, ri)
                if (mk > 1.0 || mi > 1.0)
                    mixed[++nm_] = sprintf("  %-28s linked %6.2fx  inlined %6.2fx", nm, mk, mi)
            } else
                line = line sprintf(" %7s %7s", "-", "-")
            print line
        }
        printf "\nSummary (%s): %d rows above 1.0x the fastest peer in instructions (linked or inlined)\n", cc, na
        for (i = 1; i <= na; i++) print above[i]
        printf "\nSummary (%s), Box2D against our double build (mixed precisions, as in earlier rounds): %d rows\n", cc, nm_
        for (i = 1; i <= nm_; i++) print mixed[i]
        if (!("trivial/k" in bcm))
            exit 0
        print ""
        printf "Part 4. Mispredicted branches per call (callgrind --branch-sim=yes, %s -O2):\n", cc
        printf "        the conditional branches whose way callgrind'"'"'s model of a predictor\n"
        printf "        guessed wrong, one pass over the cases. A model, not this processor; a\n"
        printf "        wrong guess costs some 15 to 20 cycles, which part 3 does not see\n"
        printf "  %-28s %8s %8s | %8s %8s | %8s %8s\n", "intersect", "linked", "inlined", "f lnk", "f inl",
               "Chipmnk", "Box2D"
        for (i = 1; i <= n; i++) {
            nm = name[i]; gsub(/_\(/, " (", nm)
            printf "  %-28s %s %s | %s %s | %s %s\n", nm, show2(miss(label[i] "/k", cases[i])),
                   show2(miss(label[i] "/i", cases[i])), show2(miss(label[i] "/f", cases[i])),
                   show2(miss(label[i] "/g", cases[i])), show2(miss(label[i] "/c", cases[i])),
                   show2(miss(label[i] "/b", cases[i]))
        }
    }'
