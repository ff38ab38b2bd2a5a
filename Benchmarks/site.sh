#!/usr/bin/env bash
# `dsreg site` on a synthetic registry of 1,000 components (issue 20's target: ≤ 10 s on the
# 2-core machine), release build, whole processes: the registry seeded from `dsreg generate`,
# its migration applied and each system's DTCG token file imported, then the site built into
# an empty folder (cold) and again over itself with nothing changed (every page compared, none
# written). Measured once each (a benchmark row, not a timed test). Rewrites the part of
# Benchmarks/RESULTS.md between its site.sh markers.
#
#   bash Benchmarks/site.sh           # about a minute after the release build; not run in CI
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000}
BIN=$PWD/.build/release/dsreg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
RESULTS=Benchmarks/RESULTS.md

swift build -c release --static-swift-stdlib >&2
"$BIN" generate --components "$N" --output "$WORK/syn" >/dev/null
"$BIN" seed --from "$WORK/syn/Seeds" --migrations "$WORK/syn/Migrations" --db "$WORK/r.sqlite" >/dev/null 2>&1
"$BIN" migrate --migrations "$WORK/syn/Migrations" --db "$WORK/r.sqlite" >/dev/null 2>&1
for file in "$WORK"/syn/Tokens/*.tokens.json; do
  system=$(basename "$file" .tokens.json)
  "$BIN" tokens import "$file" --system "$system" --db "$WORK/r.sqlite" >/dev/null 2>&1
done

now() { echo "${EPOCHREALTIME/./}"; }
measure() {  # label, then the command: one run's wall time, peak memory and what it said
  local label=$1; shift
  local start; start=$(now)
  /usr/bin/time -o "$WORK/time" -f "%M" "$@" >"$WORK/out" 2>&1
  local us=$(( $(now) - start ))
  local shown="$*"; shown=${shown//$WORK\//}; shown=${shown/#$BIN/dsreg}
  printf '| %s | %s s | %s MB | %s | `%s` |\n' "$label" "$(awk -v us="$us" 'BEGIN { printf "%.2f", us / 1000000 }')" \
    "$(( $(tail -1 "$WORK/time") / 1024 ))" "$(head -1 "$WORK/out" | sed 's/, into .*//')" "$shown"
}

{
  echo "- Machine: $(nproc) cores, $(lsb_release -ds 2>/dev/null || uname -sr); commit $(git rev-parse --short HEAD); $(date -u +%Y-%m-%d)"
  echo "- Registry: \`dsreg generate --components $N\`, seeded, migrated, tokens imported ($(sqlite3 "$WORK/r.sqlite" 'SELECT count(*) FROM component') components, $(sqlite3 "$WORK/r.sqlite" 'SELECT count(*) FROM token') tokens)"
  echo ""
  echo "| what | wall time (one run) | peak memory | said | command |"
  echo "| --- | --- | --- | --- | --- |"
  measure "site, cold (empty folder); target ≤ 10 s" "$BIN" site --db "$WORK/r.sqlite" --output "$WORK/site"
  echo "| files | $(find "$WORK/site" -type f | wc -l) files, $(du -sh "$WORK/site" | cut -f1) | | | |"
  measure "site again, nothing changed" "$BIN" site --db "$WORK/r.sqlite" --output "$WORK/site"
} >"$WORK/rows.md"
cat "$WORK/rows.md"

if grep -q '<!-- site.sh:begin -->' "$RESULTS"; then
  awk -v rows="$WORK/rows.md" '
    /<!-- site.sh:begin -->/ { print; while ((getline line < rows) > 0) print line; skip = 1; next }
    /<!-- site.sh:end -->/ { skip = 0 }
    !skip { print }' "$RESULTS" >"$WORK/results" && cat "$WORK/results" >"$RESULTS"
else
  { echo ""; echo "### Static site (Benchmarks/site.sh)"; echo ""; echo "<!-- site.sh:begin -->"; cat "$WORK/rows.md"; echo "<!-- site.sh:end -->"; } >>"$RESULTS"
fi
