# broadphase.awk: svg/data/broadphase.tsv (the output of `make bench-plot`)
# into build/broadphase.h, the rows svg/plot.c draws. The logarithms are
# taken here, since the figure code has no libm. A row of the wrong shape
# stops the build.
BEGIN { FS = "\t"; rows = 0 }
/^#/ { next }
$1 == "n" { next }
NF == 0 { next }
{
    if (NF < 5 || $1 + 0 <= 0 || $2 == "") {
        printf "%s:%d: not a row of the broad-phase table\n", FILENAME, FNR > "/dev/stderr"
        bad = 1
        exit 1
    }
    if ($2 != "cast" && $2 != "sweep")
        next                # another experiment (islands_cast): in the prose, not the plot
    line = sprintf("    { R(%.6f), %d, {", log($1) / log(10), $2 == "sweep")
    for (m = 3; m <= 5; m++)
        line = line sprintf(" %d%s", $m != "NA" && $m + 0 > 0, m < 5 ? "," : " }, {")
    for (m = 3; m <= 5; m++)
        line = line sprintf(" R(%.6f)%s", ($m != "NA" && $m + 0 > 0) ? log($m) / log(10) : 0, m < 5 ? "," : " }, {")
    for (m = 3; m <= 5; m++)
        line = line sprintf(" R(%.1f)%s", $m != "NA" ? $m + 0 : 0, m < 5 ? "," : " } },")
    out[rows++] = line
}
END {
    if (bad)
        exit 1
    if (rows == 0) {
        print "broadphase.awk: no rows" > "/dev/stderr"
        exit 1
    }
    print "/* build/broadphase.h: made from svg/data/broadphase.tsv by svg/broadphase.awk. */"
    print "#define R(x) ((isect_real)(x))"
    print "static const plot_row broadphase_rows[] = {"
    for (i = 0; i < rows; i++)
        print out[i]
    print "};"
    printf "static const int broadphase_count = %d;\n", rows
    print "#undef R"
}
