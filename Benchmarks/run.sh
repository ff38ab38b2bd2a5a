#!/usr/bin/env bash
# The benchmark suite of issue 7: release build (Swift's libraries linked statically), whole processes, on synthetic registries of
# 1,000 and 10,000 components (`dsreg generate`), each figure beside its floor where it has one
# (the sqlite3 shell running the same SQL on the same file). Rewrites the part of
# Benchmarks/RESULTS.md between its run.sh markers; the prose around them is kept.
#
#   bash Benchmarks/run.sh            # 4–8 minutes on a 2-core machine; not run in CI
#
# Wall times: bash's EPOCHREALTIME around the bare process (microseconds), median of RUNS
# runs unless said otherwise. Peak memory: GNU time's maximum resident set, one more run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BIN=$PWD/.build/release/dsreg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
RESULTS=Benchmarks/RESULTS.md
ROWS=$WORK/rows.md

command -v sqlite3 >/dev/null || { echo "run.sh: the sqlite3 shell is needed (apt-get install -y sqlite3)" >&2; exit 1; }
# The parsing floor is a small C program over libyaml (Benchmarks/yaml_events.c).
if ! dpkg -s libyaml-dev >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update >&2 && $SUDO apt-get install -y libyaml-dev >&2
fi
cc -O2 -o "$WORK/yaml_events" Benchmarks/yaml_events.c -lyaml
# The second floor of the write: SQLite's own row path (Benchmarks/row_insert.c), over the
# libsqlite3-dev that GRDB builds against.
cc -O2 -o "$WORK/row_insert" Benchmarks/row_insert.c -lsqlite3
# The Swift runtime and Foundation linked in: start-up drops from 15 ms to 8 ms (loading and
# relocating the shared libraries was most of it), at the cost of a 100 MB binary.
swift build -c release --static-swift-stdlib >&2

now() { echo "${EPOCHREALTIME/./}"; }                       # microseconds
ms() { awk -v us="$1" 'BEGIN { printf "%.1f", us / 1000 }'; }
seconds() { awk -v us="$1" 'BEGIN { printf "%.2f", us / 1000000 }'; }

# median_us SETUP -- COMMAND...: the median wall time of RUNS runs, SETUP run before each.
median_us() {
  local setup=$1; shift 2
  local times=()
  for ((i = 0; i < RUNS; i++)); do
    eval "$setup"
    local start; start=$(now)
    "$@" >/dev/null 2>&1 || true
    times+=($(( $(now) - start )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

# peak_mb SETUP -- COMMAND...: peak resident memory of one run, in MB.
peak_mb() {
  local setup=$1; shift 2
  eval "$setup"
  /usr/bin/time -o "$WORK/time" -f "%M" "$@" >/dev/null 2>&1 || true
  echo $(( $(tail -1 "$WORK/time") / 1024 ))
}

shown() { local text="$*"; text=${text//$WORK\//}; echo "${text//$BIN/dsreg}"; }
row() { echo "$*" >>"$ROWS"; }

# --- Registries ---------------------------------------------------------------------------
for n in 1000 2000 10000; do
  "$BIN" generate --components $n --output "$WORK/syn$n" >/dev/null
done

fresh() { rm -f "$WORK"/s.sqlite*; }
seed_once() { "$BIN" seed --from "$WORK/syn$1/Seeds" --db "$WORK/r$1.sqlite" >/dev/null 2>&1; }

row "### Seeding"
row ""
row "| what | wall time (median of $RUNS) | peak memory | target | command |"
row "| --- | --- | --- | --- | --- |"
declare -A FULL
for n in 1000 10000; do
  cmd=("$BIN" seed --from "$WORK/syn$n/Seeds" --db "$WORK/s.sqlite")
  FULL[$n]=$(median_us fresh -- "${cmd[@]}")
  mem=$(peak_mb fresh -- "${cmd[@]}")
  target="≤ 2× the floor"; [[ $n == 10000 ]] && target="≤ 2× the floor, ≤ 120 MB"
  row "| full seed, $n components | $(seconds "${FULL[$n]}") s | $mem MB | $target | \`$(shown "${cmd[@]}")\` |"
done
ratio=$(awk -v a="${FULL[10000]}" -v b="${FULL[1000]}" 'BEGIN { printf "%.1f", a / b }')
row "| full seed, 10k / 1k | $ratio | | ≤ 12 | |"

seed_once 10000
cmd=("$BIN" seed --from "$WORK/syn10000/Seeds" --db "$WORK/r10000.sqlite")
unchanged=$(median_us true -- "${cmd[@]}")
row "| re-seed, nothing changed, 10k | $(seconds "$unchanged") s ($(awk -v a="$unchanged" -v b="${FULL[10000]}" 'BEGIN { printf "%.1f", 100 * a / b }')% of a full seed) | $(peak_mb true -- "${cmd[@]}") MB | ≤ 5% | \`$(shown "${cmd[@]}")\` |"
pct() { awk -v a="$1" -v b="${FULL[10000]}" 'BEGIN { printf "%.1f", 100 * a / b }'; }
edit() {  # a new description for one component, different on every run
  sed -i "s/^description: .*/description: \"Edited at $(now).\"/" "$WORK/syn10000/Seeds/sys3/c3.yaml"
}
one=$(median_us edit -- "${cmd[@]}")
row "| re-seed, one file edited, 10k | $(seconds "$one") s ($(pct "$one")%) | $(peak_mb edit -- "${cmd[@]}") MB | ≤ 0.5 s, ≤ 3% | \`$(shown "${cmd[@]}")\` (after editing sys3/c3.yaml) |"
# Adding and removing a file: a copy of c3 under another id and name, taken out or put back
# (with its seed run) before each timed run.
newfile="$WORK/syn10000/Seeds/sys3/zz-added.yaml"
make_new() { sed 's/^id: .*/id: zz-added/; s/^name: .*/name: ZZ Added/' "$WORK/syn10000/Seeds/sys3/c3.yaml" >"$newfile"; }
add_setup() { rm -f "$newfile"; "${cmd[@]}" --allow-removal >/dev/null 2>&1 || true; make_new; }
remove_setup() { make_new; "${cmd[@]}" >/dev/null 2>&1 || true; rm -f "$newfile"; }
added=$(median_us add_setup -- "${cmd[@]}")
row "| re-seed, one file added, 10k | $(seconds "$added") s ($(pct "$added")%) | $(peak_mb add_setup -- "${cmd[@]}") MB | ≤ 0.5 s, ≤ 3% | \`$(shown "${cmd[@]}")\` (after adding sys3/zz-added.yaml) |"
removed=$(median_us remove_setup -- "${cmd[@]}" --allow-removal)
row "| re-seed, one file removed, 10k | $(seconds "$removed") s ($(pct "$removed")%) | $(peak_mb remove_setup -- "${cmd[@]}" --allow-removal) MB | ≤ 0.5 s, ≤ 3% | \`$(shown "${cmd[@]}") --allow-removal\` (after removing it again) |"
cp "$WORK/syn10000/Seeds/sys3/c3.yaml" "$WORK/c3.yaml"
broken() { cp "$WORK/c3.yaml" "$WORK/syn10000/Seeds/sys3/c3.yaml"; echo "  broken: [unclosed" >>"$WORK/syn10000/Seeds/sys3/c3.yaml"; }
error=$(median_us broken -- "${cmd[@]}")
row "| a YAML error in one edited file reported, 10k | $(seconds "$error") s | $(peak_mb broken -- "${cmd[@]}") MB | ≤ 0.5 s | \`$(shown "${cmd[@]}")\` (exit 1, sys3/c3.yaml:…) |"
cp "$WORK/c3.yaml" "$WORK/syn10000/Seeds/sys3/c3.yaml"; "${cmd[@]}" >/dev/null 2>&1

# --- The floor of a seed: parsing every file with libyaml, plus the sqlite3 shell inserting
# every row of the seeded registry into an empty copy of its schema (indexes and the search
# index's triggers included), both measured here, in this run.
row ""
row "### Seeding against its floor"
row ""
row "Floor = libyaml parsing every seed file to events (\`Benchmarks/yaml_events.c\`) + the sqlite3 shell"
row "inserting every row of the seeded registry into an empty registry of the same schema"
row "(\`INSERT INTO main.t SELECT * FROM src.t\` for each table; indexes and search triggers fire)."
row "That copy runs with foreign keys off, and SQLite copies most tables' records whole (its transfer"
row "optimisation), checking no constraint. Row path = the same rows inserted by prepared 256-row"
row "INSERTs bound from the source rows, table by table, foreign keys on (\`Benchmarks/row_insert.c\`):"
row "what SQLite charges any program that builds its rows under this schema. First-seed row path = the"
row "same, written as dsreg writes a first seed: foreign keys off, one \`PRAGMA foreign_key_check\` before"
row "COMMIT. The last column is the target this run proposes in place of the first (≤ 1.5)."
row ""
row "| components | dsreg seed | libyaml parse | sqlite3 insert | floor | dsreg ÷ floor | target | row path | dsreg ÷ (parse + row path) | first-seed row path | dsreg ÷ (parse + first-seed row path) |"
row "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for n in 2000 10000; do
  seeds="$WORK/syn$n/Seeds"
  [[ -n ${FULL[$n]:-} ]] || FULL[$n]=$(median_us fresh -- "$BIN" seed --from "$seeds" --db "$WORK/s.sqlite")
  find "$seeds" -name '*.yaml' | sort >"$WORK/files$n"
  parse=$(median_us true -- sh -c "'$WORK/yaml_events' < '$WORK/files$n'")
  # The rows to insert: a registry seeded once; the target: an empty registry, schema only.
  rm -f "$WORK/src.sqlite"*; "$BIN" seed --from "$seeds" --db "$WORK/src.sqlite" >/dev/null 2>&1
  sqlite3 "$WORK/src.sqlite" "PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
  rm -f "$WORK/empty.sqlite"*; "$BIN" migrate --db "$WORK/empty.sqlite" --migrations "$WORK/no-migrations" >/dev/null 2>&1
  {
    echo "PRAGMA foreign_keys = OFF; ATTACH '$WORK/src.sqlite' AS src; BEGIN;"
    sqlite3 "$WORK/src.sqlite" "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
      AND name NOT LIKE 'search_index%' AND name <> 'grdb_migrations' ORDER BY rowid" |
      while read -r table; do echo "INSERT OR IGNORE INTO main.\"$table\" SELECT * FROM src.\"$table\";"; done
    echo "COMMIT;"
  } >"$WORK/insert.sql"
  reset_target() { rm -f "$WORK/t.sqlite"*; cp "$WORK/empty.sqlite" "$WORK/t.sqlite"; }
  insert=$(median_us reset_target -- sh -c "sqlite3 '$WORK/t.sqlite' < '$WORK/insert.sql'")
  floor=$((parse + insert))
  rows=$(median_us reset_target -- "$WORK/row_insert" "$WORK/src.sqlite" "$WORK/t.sqlite")
  first=$(median_us reset_target -- "$WORK/row_insert" "$WORK/src.sqlite" "$WORK/t.sqlite" first-seed)
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
  row "| $n | $(seconds "${FULL[$n]}") s | $(seconds "$parse") s | $(seconds "$insert") s | $(seconds "$floor") s | $(ratio "${FULL[$n]}" "$floor") | ≤ 2 | $(seconds "$rows") s | $(ratio "${FULL[$n]}" "$((parse + rows))") | $(seconds "$first") s | $(ratio "${FULL[$n]}" "$((parse + first))") |"
done


# --- Restructure and tokens on the 10k registry ---------------------------------------------
row ""
row "### Restructure and tokens, 10k"
row ""
row "| what | wall time (median of $RUNS) | peak memory | target | command |"
row "| --- | --- | --- | --- | --- |"
apply=("$BIN" migrate --migrations "$WORK/syn10000/Migrations" --db "$WORK/r10000.sqlite")
revert=("$BIN" migrate revert --db "$WORK/r10000.sqlite")
undo() { "${revert[@]}" >/dev/null 2>&1 || true; }
redo() { "${apply[@]}" >/dev/null 2>&1 || true; }
row "| family restructure \`migrate\` (2 renames, a rehome, a deprecation) | $(ms "$(median_us undo -- "${apply[@]}")") ms | $(peak_mb undo -- "${apply[@]}") MB | ≤ 200 ms | \`$(shown "${apply[@]}")\` |"
row "| \`migrate revert\` | $(ms "$(median_us redo -- "${revert[@]}")") ms | $(peak_mb redo -- "${revert[@]}") MB | | \`$(shown "${revert[@]}")\` |"
undo
import=("$BIN" tokens import "$WORK/syn10000/Tokens/sys0.tokens.json" --system sys0 --db "$WORK/r10000.sqlite")
drop_tokens() { sqlite3 "$WORK/r10000.sqlite" "PRAGMA foreign_keys=ON; DELETE FROM token WHERE file_id IS NOT NULL AND system_id='sys0'; DELETE FROM token_file WHERE system_id='sys0';"; }
row "| tokens import, one system's file (200 tokens, alias chains) | $(ms "$(median_us drop_tokens -- "${import[@]}")") ms | $(peak_mb drop_tokens -- "${import[@]}") MB | | \`$(shown "${import[@]}")\` |"
for n in 1000 10000; do
  seed_once $n
  for k in $(seq 0 19); do
    "$BIN" tokens import "$WORK/syn$n/Tokens/sys$k.tokens.json" --system sys$k --db "$WORK/r$n.sqlite" >/dev/null 2>&1 || true
  done
done

# --- Questions against the sqlite3 shell --------------------------------------------------
# Component names are looked up ignoring case, spaces and punctuation: header-0 is "Header 0".
QUESTIONS=(
  "lacking-state pressed" "a11y" "criterion C7" "verdict ready" "issues" "recommendations" "regressed"
  "stale --today 2026-11-22" "issue-age --today 2026-11-22" "boolean-props" "unmapped"
  "token-usage color/base/0" "dangling-aliases" "missing-tokens" "raw-values" "spec-conflicts"
  "dependents header-0 --system sys0" "dependencies header-0 --system sys0" "family header --system sys0"
  "search synthetic" "not-assessed" "ready-lacking-focus"
)
row ""
row "### Questions, 10k (each also run at 1k for the growth ratio)"
row ""
row "Both sides print CSV to /dev/null. The shell runs \`dsreg query … --print-sql\`: the same SQL with"
row "the same bound parameters. Target (issue 18): at most 1.25× the shell + 5 ms; and a 10k / 1k"
row "ratio of at most 3 where the answer does not itself grow."
row ""
row "| question | dsreg 10k | sqlite3 10k | dsreg − sqlite3 | dsreg ÷ sqlite3 | dsreg 1k | dsreg 10k ÷ 1k | sqlite3 10k ÷ 1k | target met |"
row "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for q in "${QUESTIONS[@]}"; do
  read -r -a words <<<"$q"
  declare -A took=()
  for n in 1000 10000; do
    db="$WORK/r$n.sqlite"
    "$BIN" query "${words[@]}" --print-sql --db "$db" >"$WORK/q.sql"
    took[dsreg$n]=$(median_us true -- "$BIN" query "${words[@]}" --format csv --db "$db")
    took[shell$n]=$(median_us true -- sh -c "sqlite3 -csv '$db' < '$WORK/q.sql'")
  done
  d=${took[dsreg10000]} s=${took[shell10000]} d1=${took[dsreg1000]} s1=${took[shell1000]}
  # Near the floor: at most 1.25× the shell + 5 ms. Growth: at most 3× from 1k to 10k, unless
  # the shell itself grows more: then the answer has more rows (it lists components), and the
  # row says so without counting it a miss.
  verdict=$(awk -v d="$d" -v s="$s" -v d1="$d1" -v s1="$s1" 'BEGIN {
    near = d <= 1.25 * s + 5000; grow = d / d1 <= 3 || s / s1 > 3
    why = near ? "" : sprintf("%.2f× the shell + %.1f ms", d / s, (d - 1.25 * s) / 1000)
    if (!grow) why = why (why == "" ? "" : "; ") sprintf("grows %.1f×", d / d1)
    note = (d / d1 > 3 && s / s1 > 3) ? sprintf(" (grows %.1f×, as the shell does, %.1f×: the answer grows)", d / d1, s / s1) : ""
    print ((near && grow) ? "yes" : "no: " why) note }')
  row "| \`$(shown "${words[@]}")\` | $(ms "$d") ms | $(ms "$s") ms | $(ms $((d - s))) ms | $(awk -v a="$d" -v b="$s" 'BEGIN { printf "%.2f", a / b }') | $(ms "$d1") ms | $(awk -v a="$d" -v b="$d1" 'BEGIN { printf "%.1f", a / b }') | $(awk -v a="$s" -v b="$s1" 'BEGIN { printf "%.1f", a / b }') | $verdict |"
done

# What a user would script instead: sqlite-utils (PyPI) running the same SQL, printing CSV.
if ! python3 -c 'import sqlite_utils' 2>/dev/null; then pip install -q sqlite-utils >&2; fi
row ""
row "### Against sqlite-utils, 10k"
row ""
row "The same SQL and parameters through sqlite-utils' Python API (\`Benchmarks/sqlite_utils_query.py\`,"
row "sqlite-utils $(python3 -c 'import importlib.metadata as m; print(m.version("sqlite-utils"))'), CSV to /dev/null), as a team might script it."
row ""
row "| question | dsreg | sqlite-utils | dsreg ÷ sqlite-utils |"
row "| --- | --- | --- | --- |"
for q in "lacking-state pressed" "issues" "a11y"; do
  read -r -a words <<<"$q"
  "$BIN" query "${words[@]}" --print-sql --db "$WORK/r10000.sqlite" >"$WORK/q.sql"
  d=$(median_us true -- "$BIN" query "${words[@]}" --format csv --db "$WORK/r10000.sqlite")
  u=$(median_us true -- python3 Benchmarks/sqlite_utils_query.py "$WORK/r10000.sqlite" "$WORK/q.sql")
  row "| \`$(shown "${words[@]}")\` | $(ms "$d") ms | $(ms "$u") ms | $(awk -v a="$d" -v b="$u" 'BEGIN { printf "%.2f", a / b }') |"
done

# --- Start-up -----------------------------------------------------------------------------
row ""
row "### Start-up"
row ""
RUNS_SAVED=$RUNS; RUNS=21
dv=$(median_us true -- "$BIN" --version); sv=$(median_us true -- sqlite3 --version)
dq=$(median_us true -- "$BIN" sql "select 1" --db "$WORK/r1000.sqlite"); sq=$(median_us true -- sqlite3 "$WORK/r1000.sqlite" "select 1")
RUNS=$RUNS_SAVED
row "| what | wall time (median of 21) | target |"
row "| --- | --- | --- |"
row "| \`dsreg --version\` | $(ms "$dv") ms | |"
row "| \`sqlite3 --version\` | $(ms "$sv") ms | |"
row "| dsreg − sqlite3 | $(ms $((dv - sv))) ms | ≤ 5 ms |"
row "| \`dsreg sql \"select 1\"\` (1k registry) | $(ms "$dq") ms | |"
row "| \`sqlite3 r1000.sqlite \"select 1\"\` | $(ms "$sq") ms | |"
row "| dsreg − sqlite3 | $(ms $((dq - sq))) ms | ≤ 5 ms |"

# --- Tokens on real data, when ../shared is beside the clone ---------------------------------
if [[ -d ${DSREG_SHARED:-../shared}/realdata ]]; then
  row ""
  row "### Tokens on real data (Benchmarks/tokens.sh: three runs, min–max)"
  row ""
  row "| what | wall time | peak memory | command |"
  row "| --- | --- | --- | --- |"
  bash Benchmarks/tokens.sh >>"$ROWS"
fi

# --- RESULTS.md ---------------------------------------------------------------------------
{
  echo "<!-- run.sh:begin -->"
  echo "- Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, $(awk '/MemTotal/ { printf "%d GB", $2 / 1048576 }' /proc/meminfo) RAM, $(. /etc/os-release; echo "$PRETTY_NAME")"
  echo "- Toolchain: $(swift --version 2>/dev/null | head -1), SQLite $(sqlite3 --version | cut -d' ' -f1)"
  echo "- Date: $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)')"
  echo "- Command: \`bash Benchmarks/run.sh\` ($(( SECONDS / 60 )) min $(( SECONDS % 60 )) s this run)"
  echo
  cat "$ROWS"
  echo "<!-- run.sh:end -->"
} >"$WORK/generated.md"
if grep -q '<!-- run.sh:begin -->' "$RESULTS"; then
  awk -v gen="$WORK/generated.md" '
    /<!-- run.sh:begin -->/ { while ((getline line < gen) > 0) print line; skip = 1; next }
    /<!-- run.sh:end -->/ { skip = 0; next }
    !skip { print }' "$RESULTS" >"$WORK/results.md"
  cp "$WORK/results.md" "$RESULTS"
else
  cat "$WORK/generated.md" >>"$RESULTS"
fi
cat "$WORK/generated.md"
