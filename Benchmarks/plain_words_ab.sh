#!/usr/bin/env bash
# Two builds of dsreg reading the same 10 kB sentence, run in alternation so that a shared
# machine's drift falls on both alike: CPU time (perf's task-clock) of each run, then each
# build's median and quartiles and the median of the paired ratios B/A.
#
#   A=/tmp/dsreg-old B=.build/release/dsreg PAIRS=40 bash Benchmarks/plain_words_ab.sh
#
# Needs `perf` (linux-tools); the registry is the test fixture's seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${A:?A=path of the first dsreg}" "${B:?B=path of the second dsreg}"
PAIRS=${PAIRS:-40}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$A" seed --from Tests/DSRegistryTests/Fixtures/Seeds --db "$WORK/registry.sqlite" >/dev/null 2>&1
QUESTION="which components lack the pressed state on android"
TEXT=""; while (( ${#TEXT} < 10000 )); do TEXT+="$QUESTION "; done; TEXT=${TEXT:0:10000}
for ((i = 0; i < PAIRS; i++)); do
  for side in A B; do
    bin=${!side}
    perf stat -e task-clock -x, -o "$WORK/stat" "$bin" query "$TEXT" --db "$WORK/registry.sqlite" --format csv >/dev/null 2>&1 || true
    echo "$side $(grep task-clock "$WORK/stat" | cut -d, -f1)"
  done
done > "$WORK/runs"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; A=$A; B=$B; pairs: $PAIRS"
python3 - "$WORK/runs" <<'PY'
import statistics, sys
runs = {"A": [], "B": []}
for line in open(sys.argv[1]):
    side, ms = line.split()
    runs[side].append(float(ms))
for side, ms in runs.items():
    q1, _, q3 = statistics.quantiles(ms, n=4)
    print(f"{side}: 10 kB answered, CPU median {statistics.median(ms):.1f} ms (quartiles {q1:.1f}-{q3:.1f})")
print(f"median of paired ratios B/A: {statistics.median(b / a for a, b in zip(runs['A'], runs['B'])):.3f}")
PY
