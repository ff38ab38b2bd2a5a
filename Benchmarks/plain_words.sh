#!/usr/bin/env bash
# Plain-word questions (issue 35): how long `dsreg query "…"` takes to read and answer or
# refuse a sentence, by its size, against a named question on the same registry (the process,
# the registry's open and the answer are the same; the difference is the reading).
#
#   bash Benchmarks/plain_words.sh            # RUNS=11, BIN=.build/release/dsreg (built if absent)
#
# The registry is the test fixture's seeds. Each line: the median wall time of RUNS runs.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-11}
BIN=${BIN:-$PWD/.build/release/dsreg}
[[ -x $BIN ]] || swift build -c release --product dsreg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DB=$WORK/registry.sqlite
"$BIN" seed --from Tests/DSRegistryTests/Fixtures/Seeds --db "$DB" >/dev/null 2>&1

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
repeat() { local text=$1 bytes=$2 out=""; while (( ${#out} < bytes )); do out+="$text "; done; printf '%s' "${out:0:bytes}"; }

# time NAME ARGS...: median wall and median CPU (user + system) ms of RUNS runs of dsreg ARGS
# (any exit status). On a shared machine the wall time waits for a core; the CPU time does not.
time_it() {
  local name=$1; shift
  local wall=() cpu=()
  for ((i = 0; i < RUNS; i++)); do
    /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$BIN" "$@" --db "$DB" --format csv >/dev/null 2>&1 || true
    read -r e u s < <(tail -1 "$WORK/time")
    wall+=("$(awk -v e="$e" 'BEGIN { printf "%d", e * 1000 }')")
    cpu+=("$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%d", (u + s) * 1000 }')")
  done
  local w c
  w=$(printf '%s\n' "${wall[@]}" | median); c=$(printf '%s\n' "${cpu[@]}" | median)
  printf '%-62s wall %5d ms  cpu %5d ms\n' "$name" "$w" "$c"
}

QUESTION="which components lack the pressed state on android"
NOISE="the design team asked whether our registry knows about the weather in spring, pizza, and other things nobody models"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); binary: $BIN; runs: $RUNS"
time_it "named question: query lacking-state pressed --platform android" query lacking-state pressed --platform android
time_it "sentence, 52 bytes (answers)" query "$QUESTION"
for bytes in 1000 10000; do
  time_it "sentence, $bytes bytes of the question repeated (answers)" query "$(repeat "$QUESTION" $bytes)"
  time_it "sentence, $bytes bytes of off-topic words (refuses)" query "$(repeat "$NOISE" $bytes)"
done
time_it "300 repeated articles + 'open issues' (8 s before)" query "$(repeat the 1200) open issues"
time_it "600 repeated articles + 'open issues' (53 s before)" query "$(repeat the 2400) open issues"
time_it "sentence, 16 kB cap reached (20 kB given)" query "$(repeat "$QUESTION" 20000)"
# Each "token" after words may name a token by its path's words: bounded to the first four.
time_it "10000 bytes of 'alpha beta gamma token' (token by words)" query "$(repeat "alpha beta gamma token" 10000)"
