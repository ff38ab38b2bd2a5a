#!/usr/bin/env bash
# Start-up and small questions against the sqlite3 shell, alternating run by run so that the
# noise of a shared machine falls on both sides alike (issue 18, target 4). Quicker than
# run.sh: no build, no registries made; point it at a release binary and a seeded registry.
#
#   bash Benchmarks/startup.sh DB [QUESTION...]     # RUNS=21, BIN=.build/release/dsreg
#
# Each line: median wall time of RUNS runs of dsreg, of the shell, their difference, and
# whether dsreg is within 1.25× the shell + 5 ms (start-up: the shell + 5 ms).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-21}
BIN=${BIN:-$PWD/.build/release/dsreg}
DB=${1:?usage: startup.sh DB [QUESTION...]}
shift
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

now() { echo "${EPOCHREALTIME/./}"; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# pair NAME SLACK_FACTOR -- DSREG_COMMAND... -- SHELL_COMMAND...: alternating runs of both.
pair() {
  local name=$1 factor=$2; shift 3
  local mine=() theirs=()
  while [[ $1 != -- ]]; do mine+=("$1"); shift; done
  shift
  theirs=("$@")
  local a=() b=()
  for ((i = 0; i < RUNS; i++)); do
    local start; start=$(now); "${mine[@]}" >/dev/null 2>&1 || true; a+=($(( $(now) - start )))
    start=$(now); "${theirs[@]}" >/dev/null 2>&1 || true; b+=($(( $(now) - start )))
  done
  local d s
  d=$(printf '%s\n' "${a[@]}" | median); s=$(printf '%s\n' "${b[@]}" | median)
  awk -v n="$name" -v d="$d" -v s="$s" -v f="$factor" 'BEGIN {
    printf "%-40s dsreg %7.1f ms  shell %7.1f ms  diff %6.1f ms  %s\n", n, d / 1000, s / 1000, (d - s) / 1000,
      (d <= f * s + 5000) ? "within" : sprintf("over by %.1f ms", (d - f * s - 5000) / 1000) }'
}

pair "--version" 1 -- "$BIN" --version -- sqlite3 --version
pair "sql \"select 1\"" 1 -- "$BIN" sql "select 1" --db "$DB" -- sqlite3 "$DB" "select 1"
for q in "$@"; do
  read -r -a words <<<"$q"
  "$BIN" query "${words[@]}" --print-sql --db "$DB" >"$WORK/q.sql"
  pair "query $q" 1.25 -- "$BIN" query "${words[@]}" --format csv --db "$DB" -- sh -c "sqlite3 -csv '$DB' < '$WORK/q.sql'"
done
