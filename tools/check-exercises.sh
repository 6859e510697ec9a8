#!/bin/sh
# tools/check-exercises.sh [intersect.nw] -- every teaching chapter ends with
# exercises and a recap (issue 11, item 10), in the format the print style and
# the pages rely on. Run by `make check-exercises` (part of `make test`).
#
# The teaching chapters are the `# ` chapters of the file from "# Helpers" to
# "# Far from the origin", both included; the list comes from the file, so a
# new chapter between them is checked too. For each one:
#   - its last two `## ` sections are "## Exercises" and then "## Recap";
#   - Exercises holds at least 2 questions, a numbered list 1, 2, 3 ... at the
#     start of a line, then one <details class="answers"> with a <summary>,
#     whose numbered list has exactly as many answers, numbered the same way;
#   - Recap says 3 to 6 things: list items, or, if it has no list, sentences.
# Code chunks (from `<<name>>=` to `@`) and fenced code blocks are skipped, so
# a `# ` or `1. ` inside code counts for nothing. Prints what is wrong, chapter
# by chapter, and exits 1 if anything is. With --self-test, it checks itself
# on a small book and broken copies of it.
set -e

# --self-test: the checker passes a small book in the right form, and fails
# each of a few broken copies of it with the message that names the fault.
if [ "$1" = --self-test ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    good() {
        printf '# Intro\n\nText.\n\n'
        for c in Helpers Middle "Far from the origin"; do
            printf '# %s\n\n## Idea\n\n<<chunk>>=\n# not a chapter\n1. not a question\n@\n\n' "$c"
            printf '```c\n# not a chapter either\n```\n\n## Exercises\n\n'
            printf '1. One?\n   More of one.\n2. Two?\n\n<details class="answers">\n'
            printf '<summary>Answers</summary>\n\n1. One.\n2. Two.\n\n</details>\n\n'
            printf '## Recap\n\n- a\n- b\n- c\n\n'
        done
        printf '# Appendix\n\n## Exercises\n\nNot a teaching chapter.\n'
    }
    expect() { # expect NAME MESSAGE: the copy NAME fails, saying MESSAGE
        if sh "$0" "$tmp/$1.nw" > "$tmp/out" 2>&1; then
            echo "check-exercises --self-test: $1 passed, but should fail" >&2; exit 1
        fi
        grep -q "$2" "$tmp/out" || {
            echo "check-exercises --self-test: $1 did not say \"$2\":" >&2
            cat "$tmp/out" >&2; exit 1; }
    }
    good > "$tmp/good.nw"
    sh "$0" "$tmp/good.nw" > "$tmp/out" || {
        echo "check-exercises --self-test: the good book fails:" >&2; cat "$tmp/out" >&2; exit 1; }
    good | sed '/^2\. Two\.$/d' > "$tmp/answers.nw"
    expect answers '2 questions but 1 answers'
    good | sed 's/^- c$/- c\n- d\n- e\n- f\n- g/' > "$tmp/recap.nw"
    expect recap 'Recap says 7 things'
    good | sed 's/^## Recap$/## Summary/' > "$tmp/order.nw"
    expect order 'must be Exercises and Recap'
    good | sed 's/^2\. Two?$/3. Two?/' > "$tmp/numbers.nw"
    expect numbers 'not numbered 1, 2, 3'
    good | sed 's/^<details class="answers">$/<details>/' > "$tmp/details.nw"
    expect details 'one <details class="answers">'
    good | sed 's/^# Far from the origin$/# Far away/' > "$tmp/last.nw"
    expect last 'no such chapter'
    echo "check-exercises --self-test: passed"
    exit 0
fi

nw=${1:-intersect.nw}
[ -r "$nw" ] || { echo "check-exercises: cannot read $nw" >&2; exit 2; }

awk -v FIRST="Helpers" -v LAST="Far from the origin" '
function fail(msg) { printf "check-exercises: chapter \"%s\": %s\n", chapter, msg; bad++ }

# Checks the chapter that just ended (if it is a teaching chapter).
function finish_chapter(   n, i, prev) {
    if (!teaching) return
    chapters++
    n = nsections
    if (n < 2 || sections[n - 1] != "Exercises" || sections[n] != "Recap") {
        fail(sprintf("the last two ## sections must be Exercises and Recap (found: %s, %s)",
                     n >= 2 ? sections[n - 1] : "-", n >= 1 ? sections[n] : "-"))
        return
    }
    if (questions < 2) fail(sprintf("Exercises has %d numbered questions (at least 2)", questions))
    if (details != 1) fail(sprintf("Exercises needs one <details class=\"answers\"> (found %d)", details))
    if (!summary) fail("the answers have no <summary>")
    if (!closed) fail("the answers <details> is never closed")
    if (answers != questions)
        fail(sprintf("%d questions but %d answers", questions, answers))
    if (misnumbered) fail("a numbered list of Exercises is not numbered 1, 2, 3 ...")
    if (items > 0) said = items
    else said = sentences
    if (said < 3 || said > 6)
        fail(sprintf("Recap says %d things (%s); it should say 3 to 6", said,
                     items > 0 ? "list items" : "sentences"))
    exercises += questions
}

function start_chapter(title) {
    finish_chapter()
    chapter = title
    if (title == FIRST) inrange = 1
    teaching = inrange
    if (title == LAST) { inrange = 0; seen_last = 1 }
    if (title == FIRST) seen_first = 1
    nsections = 0; section = ""
    questions = answers = details = summary = closed = misnumbered = 0
    in_answers = 0; items = 0; sentences = 0
}

# Code chunks: from <<name>>= to a line that is @ or starts with "@ ".
/^<<.*>>=[ \t]*$/ { incode = 1; next }
incode && (/^@$/ || /^@[ \t]/) { incode = 0; next }
incode { next }
# Fenced code blocks in the prose.
/^(```|~~~)/ { infence = !infence; next }
infence { next }

/^# / { start_chapter(substr($0, 3)); next }
/^## / {
    section = substr($0, 4); sub(/[ \t]+$/, "", section)
    sections[++nsections] = section
    next
}
!teaching { next }

section == "Exercises" {
    if ($0 ~ /^<details class="answers">/) { details++; in_answers = 1; next }
    if (in_answers && $0 ~ /^<summary>/) { summary = 1; next }
    if (in_answers && $0 ~ /^<\/details>/) { in_answers = 0; closed = 1; next }
    if (match($0, /^[0-9]+\. /)) {
        num = substr($0, 1, RLENGTH - 2) + 0
        if (in_answers) { if (num != ++answers) misnumbered = 1 }
        else if (!details) { if (num != ++questions) misnumbered = 1 }
    }
    next
}

section == "Recap" {
    if ($0 ~ /^([-*+]|[0-9]+\.) /) { items++; next }
    if ($0 ~ /^[ \t]*$/ || $0 ~ /^[ \t]/) next
    line = $0 " "
    sentences += gsub(/[.!?][)"*_]*[ \t]/, "&", line)
    next
}

END {
    finish_chapter()
    if (!seen_first) { chapter = FIRST; fail("no such chapter in the file") }
    if (!seen_last) { chapter = LAST; fail("no such chapter in the file") }
    if (bad) exit 1
    printf "check-exercises: %d chapters, %d exercises, each with answers and a recap\n",
           chapters, exercises
}
' "$nw"
