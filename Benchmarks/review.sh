#!/usr/bin/env bash
# Issue 37: `dsreg review` of two 2,000-component sides that differ in 20 files, against the
# two builds (seed + migrate) it needs, and `dsreg compare` of the two built registries (the
# snapshots and the comparison, no build). Release build, whole processes, median of RUNS runs.
#
#   bash Benchmarks/review.sh         # about 2 minutes on a 2-core machine once built; not run in CI
#
# Prints a Markdown table for Benchmarks/RESULTS.md (under "Review").
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
N=${N:-2000}
BIN=$PWD/.build/release/dsreg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
[ -x "$BIN" ] || swift build -c release --static-swift-stdlib >&2

now() { echo "${EPOCHREALTIME/./}"; }
seconds() { awk -v us="$1" 'BEGIN { printf "%.2f", us / 1000000 }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
git() { command git -c user.name=bench -c user.email=bench@example.com -c commit.gpgsign=false "$@"; }

# A repository of N synthetic components (seeds and migrations), then a commit that edits 20 files.
"$BIN" generate --components "$N" --output "$WORK/syn" >/dev/null
mkdir "$WORK/repo"
cp -r "$WORK/syn/Seeds" "$WORK/syn/Migrations" "$WORK/repo/"
(cd "$WORK/repo" && git init -q -b main && git add -A && git commit -q -m base)
edited=0
for file in $(cd "$WORK/repo" && ls Seeds/sys*/c*.yaml | sort | head -20); do
  sed -i 's/^role: "\(.*\)"$/role: "\1 (reviewed)"/' "$WORK/repo/$file"
  edited=$((edited + 1))
done
(cd "$WORK/repo" && git commit -q -am "20 roles renamed")
[ "$(cd "$WORK/repo" && git diff --name-only HEAD~1 HEAD | wc -l)" -eq 20 ]

# The two builds the review needs: each side seeded and migrated into a fresh file.
build() {  # build SIDE_FOLDER FILE
  rm -f "$2"*
  "$BIN" seed --from "$1/Seeds" --migrations "$1/Migrations" --db "$2" >/dev/null 2>&1
  "$BIN" migrate --migrations "$1/Migrations" --db "$2" >/dev/null 2>&1
}
mkdir "$WORK/base"
(cd "$WORK/repo" && git archive HEAD~1 Seeds Migrations | tar -x -C "$WORK/base")
builds=(); reviews=(); compares=(); pure=()
for ((i = 0; i < RUNS; i++)); do
  start=$(now); build "$WORK/base" "$WORK/base.sqlite"; build "$WORK/repo" "$WORK/head.sqlite"
  builds+=($(( $(now) - start )))
  start=$(now); (cd "$WORK/repo" && "$BIN" review --base HEAD~1 --format json >"$WORK/review.json" 2>"$WORK/review.err")
  reviews+=($(( $(now) - start )))
  # The comparison itself, as the review's own status line times it ({"status":"compared in 0.05 s"}).
  pure+=($(sed -n 's/.*compared in \([0-9.]*\) s.*/\1/p' "$WORK/review.err" | awk '{ printf "%d", $1 * 1000000 }'))
  start=$(now); "$BIN" compare "$WORK/base.sqlite" "$WORK/head.sqlite" --format json >"$WORK/compare.json" 2>/dev/null
  compares+=($(( $(now) - start )))
done
B=$(printf '%s\n' "${builds[@]}" | median)
R=$(printf '%s\n' "${reviews[@]}" | median)
C=$(printf '%s\n' "${compares[@]}" | median)
P=$(printf '%s\n' "${pure[@]}" | median)
changes=$(grep -c '"area": "component"' "$WORK/review.json" || true)
echo "| what | wall time (median of $RUNS) | target |"
echo "| --- | --- | --- |"
echo "| two builds (seed + migrate), $N components each | $(seconds "$B") s | |"
echo "| \`dsreg review --base HEAD~1\` (20 files differ; $changes component findings) | $(seconds "$R") s ($(awk -v r="$R" -v b="$B" 'BEGIN { printf "%.2f", r / b }')× the builds) | ≤ 3× |"
echo "| the comparison itself (two snapshots in memory → findings; the review's \"compared in\" line) | $(seconds "$P") s | ≤ 1 s |"
echo "| \`dsreg compare base.sqlite head.sqlite\` (two registries read into snapshots + the comparison) | $(seconds "$C") s | |"
