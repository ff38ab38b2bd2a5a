#!/usr/bin/env bash
# Issue 38's target: `dsreg figma import` of a big library file takes at most 2× the time of
# parsing the same file alone with Foundation's JSONSerialization, in flat memory. The file is
# made here (python3, no network): one page of SETS component sets (5,000), each with 4
# variant properties of 4 values and 2 boolean properties, and 4 built variants. Release
# build as users build it (README: --static-swift-stdlib), whole processes; the peer is a
# 10-line Swift program compiled the same way (`swiftc -O -static-stdlib`) that reads the file
# and parses it. Each run imports into a fresh registry seeded from a folder
# holding one system (the Pages fixtures' acme/system.yaml), then parses: the two alternate,
# so a noisy minute of a shared machine falls on both. Medians of RUNS runs; peak RSS from
# GNU time. Rewrites the part of Benchmarks/RESULTS.md between its figma_import.sh markers.
#
#   bash Benchmarks/figma_import.sh          # a minute after the release build; not run in CI
#   SETS=500 RUNS=1 bash Benchmarks/figma_import.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SETS=${SETS:-5000}
RUNS=${RUNS:-3}
BIN=$PWD/.build/release/dsreg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
RESULTS=Benchmarks/RESULTS.md

swift build -c release --static-swift-stdlib --product dsreg >&2

# --- The file: GET /v1/files/:key's shape, with the fields dsreg reads and a few more.
python3 - "$SETS" "$WORK/big.json" <<'PY'
import json, sys
sets, out = int(sys.argv[1]), sys.argv[2]
props = {"Size": ["Small", "Medium", "Large", "XLarge"], "Tone": ["Neutral", "Brand", "Danger", "Success"],
         "State": ["Default", "Hover", "Pressed", "Disabled"], "Shape": ["Square", "Round", "Pill", "Flat"]}
children = []
for i in range(sets):
    definitions = {name: {"type": "VARIANT", "defaultValue": values[0], "variantOptions": values} for name, values in props.items()}
    definitions[f"Icon#{i}:1"] = {"type": "BOOLEAN", "defaultValue": i % 2 == 0}
    definitions[f"Badge#{i}:2"] = {"type": "BOOLEAN", "defaultValue": False}
    variants = []
    for v in range(4):
        name = ", ".join(f"{p}={values[(v + k) % 4]}" for k, (p, values) in enumerate(props.items()))
        variants.append({"id": f"{20000 + i}:{v + 1}", "name": name, "type": "COMPONENT",
                         "absoluteBoundingBox": {"x": v * 120, "y": i * 60, "width": 100, "height": 40},
                         "children": [{"id": f"{30000 + i}:{v + 1}", "name": "Label", "type": "TEXT", "characters": "Label"}]})
    children.append({"id": f"10000:{i + 1}", "name": f"Component {i}", "type": "COMPONENT_SET",
                     "description": f"Benchmark component {i}", "componentPropertyDefinitions": definitions,
                     "children": variants})
document = {"name": "Benchmark library", "lastModified": "2026-01-01T00:00:00Z", "version": "1",
            "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT",
                         "children": [{"id": "0:1", "name": "Components", "type": "CANVAS", "children": children}]},
            "components": {}, "componentSets": {}, "schemaVersion": 0, "styles": {}}
with open(out, "w") as f:
    json.dump(document, f, indent=1)
PY

# --- The peer: Foundation's parser, alone.
cat >"$WORK/parse.swift" <<'SWIFT'
import Foundation
let url = URL(fileURLWithPath: CommandLine.arguments[1])
guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
else { fatalError("cannot parse \(url.path)") }
print(object.count)
SWIFT
swiftc -O -static-stdlib "$WORK/parse.swift" -o "$WORK/parse" >&2

mkdir -p "$WORK/seeds/acme"
cp Tests/DSRegistryTests/Fixtures/Pages/acme/system.yaml "$WORK/seeds/acme/"
"$BIN" seed --from "$WORK/seeds" --db "$WORK/seeded.sqlite" >/dev/null 2>&1

now() { echo "${EPOCHREALTIME/./}"; }                       # microseconds
seconds() { awk -v us="$1" 'BEGIN { printf "%.2f", us / 1000000 }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
all() { local out=(); for us in "$@"; do out+=("$(seconds "$us")"); done; local IFS=/; echo "${out[*]}"; }
import_cmd=("$BIN" figma import "$WORK/big.json" --system acme --db "$WORK/r.sqlite")
parse_cmd=("$WORK/parse" "$WORK/big.json")

imports=() parses=() import_rss=() parse_rss=()
for ((run = 0; run < RUNS; run++)); do
  rm -f "$WORK"/r.sqlite*; cp "$WORK/seeded.sqlite" "$WORK/r.sqlite"
  start=$(now); /usr/bin/time -f '%M' -o "$WORK/import.time" "${import_cmd[@]}" >"$WORK/import.out" 2>&1 || { cat "$WORK/import.out" >&2; exit 1; }
  imports+=($(( $(now) - start ))) import_rss+=($(tail -1 "$WORK/import.time"))
  start=$(now); /usr/bin/time -f '%M' -o "$WORK/parse.time" "${parse_cmd[@]}" >"$WORK/parse.out" 2>&1 || { cat "$WORK/parse.out" >&2; exit 1; }
  parses+=($(( $(now) - start ))) parse_rss+=($(tail -1 "$WORK/parse.time"))
  echo "run $((run + 1)): import $(seconds "${imports[-1]}") s (${import_rss[-1]} KB), parse $(seconds "${parses[-1]}") s (${parse_rss[-1]} KB)" >&2
done
import_us=$(median "${imports[@]}") parse_us=$(median "${parses[@]}")
ratio=$(awk -v a="$import_us" -v b="$parse_us" 'BEGIN { printf "%.2f", a / b }')
mb() { awk -v kb="$1" 'BEGIN { printf "%.0f", kb / 1024 }'; }
size=$(awk -v b="$(stat -c %s "$WORK/big.json")" 'BEGIN { printf "%.1f", b / 1048576 }')
load=$(cut -d' ' -f1 /proc/loadavg)
summary=$(grep -m1 'imported figma file' "$WORK/import.out" | sed 's/^dsreg: //' || true)

{
  echo "<!-- figma_import.sh:begin -->"
  echo "- Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores (shared), $(. /etc/os-release; echo "$PRETTY_NAME"); $(swift --version 2>/dev/null | head -1)"
  echo "- Date: $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'); \`swift build -c release --static-swift-stdlib --product dsreg\`"
  echo "- Command: \`bash Benchmarks/figma_import.sh\` (SETS=$SETS component sets, 4 variant properties of 4 values and 2 booleans each, 4 built variants each; big.json is $size MB; import and parse alternate, $RUNS runs each)"
  echo "- The import said: $summary"
  echo
  echo "- Load average at the end: $load (on $(nproc) cores)"
  echo
  echo "| what | wall time (median of $RUNS) | each run | peak RSS (median) | command |"
  echo "| --- | --- | --- | --- | --- |"
  echo "| figma import into a registry seeded with one system | $(seconds "$import_us") s | $(all "${imports[@]}") s | $(mb "$(median "${import_rss[@]}")") MB | \`dsreg figma import big.json --system acme --db r.sqlite\` |"
  echo "| parse the same file with JSONSerialization (swiftc -O -static-stdlib) | $(seconds "$parse_us") s | $(all "${parses[@]}") s | $(mb "$(median "${parse_rss[@]}")") MB | \`parse big.json\` |"
  echo "| import ÷ parse (target ≤ 2) | $ratio | | | |"
  echo "<!-- figma_import.sh:end -->"
} >"$WORK/generated.md"
if grep -q '<!-- figma_import.sh:begin -->' "$RESULTS"; then
  awk -v gen="$WORK/generated.md" '
    /<!-- figma_import.sh:begin -->/ { while ((getline line < gen) > 0) print line; skip = 1; next }
    /<!-- figma_import.sh:end -->/ { skip = 0; next }
    !skip { print }' "$RESULTS" >"$WORK/results.md"
  cp "$WORK/results.md" "$RESULTS"
else
  { echo; echo "### Importing a big Figma file (Benchmarks/figma_import.sh)"; echo; cat "$WORK/generated.md"; } >>"$RESULTS"
fi
cat "$WORK/generated.md"
