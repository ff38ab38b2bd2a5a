#!/usr/bin/env bash
# Issue 34's target: importing 1,000 assessment pages takes under 2× the time of seeding the
# files it writes. Release build, whole processes. The pages are made from the fixture pages
# (Tests/DSRegistryTests/Fixtures/Pages: Toggle Row, Filter Chip of the `acme` system), each
# with its own component name and a few values of its own, in a temporary folder. Each run
# times `dsreg import page` of all of them into a seed folder holding only acme/system.yaml,
# then `dsreg seed --from` that folder into an empty registry: the two alternate, so a noisy
# minute of a shared machine falls on both. Medians of RUNS runs; rewrites the part of
# Benchmarks/RESULTS.md between its import_pages.sh markers.
#
#   bash Benchmarks/import_pages.sh          # about a minute after the release build; not run in CI
#   N=100 RUNS=1 bash Benchmarks/import_pages.sh
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000}
RUNS=${RUNS:-3}
BIN=$PWD/.build/release/dsreg
FIXTURES=Tests/DSRegistryTests/Fixtures/Pages
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
RESULTS=Benchmarks/RESULTS.md

swift build -c release >&2

# --- 1,000 pages: the fixture pages in turn, each named "<Name> <i>", with its own colour,
# height, version date and node, so that no two seed files are alike.
mkdir -p "$WORK/pages"
fixtures=(toggle-row:"Toggle Row" filter-chip:"Filter Chip")
months=(January February March April May June)   # before 1.1.0 (July 2026): a later version is never dated earlier
for ((i = 0; i < N; i++)); do
  entry=${fixtures[i % ${#fixtures[@]}]}
  file=${entry%%:*} name=${entry#*:}
  hex=$(printf '%06X' $(( (i * 2654435761) % 16777216 )))
  sed -e "2s/^$name/$name $i/" \
      -e "s/^Surface #[0-9A-F]*/Surface #$hex/" \
      -e "s/^Height \(  *\)\?[0-9]*/Height $(( 40 + i % 40 ))/" \
      -e "s/^\(1\.0\.0 — \)[A-Za-z]* 2026/\1${months[i % 6]} 2026/" \
      -e "s/node 7700:100/node 7700:$(( 1000 + i ))/" \
      "$FIXTURES/$file.txt" >"$WORK/pages/$(printf '%04d' "$i")-$file.txt"
done

now() { echo "${EPOCHREALTIME/./}"; }                       # microseconds
seconds() { awk -v us="$1" 'BEGIN { printf "%.2f", us / 1000000 }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

fresh_seeds() { rm -rf "$WORK/seeds"; mkdir -p "$WORK/seeds/acme"; cp "$FIXTURES/acme/system.yaml" "$WORK/seeds/acme/"; }
import_cmd=("$BIN" import page "$WORK"/pages/*.txt --system acme --into "$WORK/seeds")
seed_cmd=("$BIN" seed --from "$WORK/seeds" --db "$WORK/r.sqlite")

# CPU time (user + sys, from GNU time) beside the wall time: on a machine shared with other
# builds the wall time also counts waiting for a core and the disk; the CPU time does not.
cpu() { awk '/^cpu / { printf "%d", ($2 + $3) * 1000000 }' "$1"; }
imports=() seeds=() import_cpu=() seed_cpu=()
for ((run = 0; run < RUNS; run++)); do
  fresh_seeds
  start=$(now); /usr/bin/time -f 'cpu %U %S' -o "$WORK/import.time" "${import_cmd[@]}" >"$WORK/import.out" 2>&1 || { cat "$WORK/import.out" >&2; exit 1; }
  imports+=($(( $(now) - start ))) import_cpu+=($(cpu "$WORK/import.time"))
  rm -f "$WORK"/r.sqlite*
  start=$(now); /usr/bin/time -f 'cpu %U %S' -o "$WORK/seed.time" "${seed_cmd[@]}" >"$WORK/seed.out" 2>&1 || { cat "$WORK/seed.out" >&2; exit 1; }
  seeds+=($(( $(now) - start ))) seed_cpu+=($(cpu "$WORK/seed.time"))
  echo "run $((run + 1)): import $(seconds "${imports[-1]}") s ($(seconds "${import_cpu[-1]}") s CPU), seed $(seconds "${seeds[-1]}") s ($(seconds "${seed_cpu[-1]}") s CPU)" >&2
done
files=$(find "$WORK/seeds" -name '*.yaml' | wc -l)
components=$(sqlite3 "$WORK/r.sqlite" 'SELECT count(*) FROM component' 2>/dev/null || echo "?")
import_us=$(median "${imports[@]}") seed_us=$(median "${seeds[@]}")
ratio=$(awk -v a="$import_us" -v b="$seed_us" 'BEGIN { printf "%.2f", a / b }')
import_cpu_us=$(median "${import_cpu[@]}") seed_cpu_us=$(median "${seed_cpu[@]}")
cpu_ratio=$(awk -v a="$import_cpu_us" -v b="$seed_cpu_us" 'BEGIN { printf "%.2f", a / b }')
load=$(cut -d' ' -f1 /proc/loadavg)
all() { local out=(); for us in "$@"; do out+=("$(seconds "$us")"); done; local IFS=/; echo "${out[*]}"; }

shown() { local text="$*"; text=${text//$WORK\/pages\/*.txt/pages\/*.txt}; text=${text//$WORK\//}; echo "${text//$BIN/dsreg}"; }
{
  echo "<!-- import_pages.sh:begin -->"
  echo "- Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores (shared), $(. /etc/os-release; echo "$PRETTY_NAME"); $(swift --version 2>/dev/null | head -1)"
  echo "- Date: $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'); \`swift build -c release\`"
  echo "- Command: \`bash Benchmarks/import_pages.sh\` (N=$N pages made from $FIXTURES, $files seed files written, $components components seeded; import and seed alternate, $RUNS runs each)"
  echo
  echo "- Load average at the end: $load (on $(nproc) cores)"
  echo
  echo "| what | wall time (median of $RUNS) | each run | CPU time (median) | command |"
  echo "| --- | --- | --- | --- | --- |"
  echo "| import $N pages into an empty seed folder | $(seconds "$import_us") s | $(all "${imports[@]}") s | $(seconds "$import_cpu_us") s | \`dsreg import page pages/*.txt --system acme --into seeds\` |"
  echo "| seed the files it wrote into an empty registry | $(seconds "$seed_us") s | $(all "${seeds[@]}") s | $(seconds "$seed_cpu_us") s | \`dsreg seed --from seeds --db r.sqlite\` |"
  echo "| import ÷ seed (target < 2) | $ratio | | $cpu_ratio | |"
  echo "<!-- import_pages.sh:end -->"
} >"$WORK/generated.md"
if grep -q '<!-- import_pages.sh:begin -->' "$RESULTS"; then
  awk -v gen="$WORK/generated.md" '
    /<!-- import_pages.sh:begin -->/ { while ((getline line < gen) > 0) print line; skip = 1; next }
    /<!-- import_pages.sh:end -->/ { skip = 0; next }
    !skip { print }' "$RESULTS" >"$WORK/results.md"
  cp "$WORK/results.md" "$RESULTS"
else
  { echo; echo "### Importing assessment pages (Benchmarks/import_pages.sh)"; echo; cat "$WORK/generated.md"; } >>"$RESULTS"
fi
cat "$WORK/generated.md"
