#!/usr/bin/env bash
# Token import on the largest real set (Spectrum's source tokens), release build, whole
# processes. Prints one markdown row per measurement; Benchmarks/run.sh collects them.
set -euo pipefail
cd "$(dirname "$0")/.."
REAL=${DSREG_SHARED:-../shared}/realdata
BIN=.build/release/dsreg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
SET="$REAL/adobe-spectrum-design-data/packages/tokens/src"

measure() {  # label, then the command; three runs, min–max wall time and max peak memory
  local label=$1; shift
  local times=() mem=0
  for _ in 1 2 3; do
    "${SETUP[@]}"
    local out
    /usr/bin/time -o "$WORK/time" -f "%e %M" "$@" >/dev/null 2>&1
    out=$(tail -1 "$WORK/time")
    times+=("${out% *}"); (( ${out#* } > mem )) && mem=${out#* }
  done
  IFS=$'\n' sorted=($(sort -n <<<"${times[*]}")); unset IFS
  local shown="$*"
  shown=${shown//$WORK\//}
  shown=${shown/#$BIN/dsreg}
  echo "| $label | ${sorted[0]}–${sorted[2]} s | $((mem / 1024)) MB | \`$shown\` |"
}

fresh() { rm -f "$WORK"/r.sqlite*; $BIN seed --db "$WORK/r.sqlite" 2>/dev/null; }
SETUP=(fresh)
measure "tokens import, Spectrum source (7 files, 1,693 tokens, 6 modes), into the seeded registry" \
  $BIN tokens import "$SET" --system spectrum --new-system --db "$WORK/r.sqlite"
SETUP=(true)
measure "tokens import again, unchanged" $BIN tokens import "$SET" --system spectrum --db "$WORK/r.sqlite"
measure "tokens export, 6 modes" $BIN tokens export --system spectrum --output "$WORK/out" --db "$WORK/r.sqlite"
measure "tokens show (alias chain and users)" $BIN tokens show accent-background-color-down --db "$WORK/r.sqlite"
