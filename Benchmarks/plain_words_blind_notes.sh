#!/usr/bin/env bash
# The two files a blind set's writer reads besides DOMAIN.md (see plain-words-blind/PROMPT.md):
# the question list without its "Asked as" phrasings, and the default registry's names.
#
#   BIN=.build/release/dsreg bash Benchmarks/plain_words_blind_notes.sh /work/notes/heldout300
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:?folder to write question-list.md and registry-facts.md into}
BIN=${BIN:-.build/release/dsreg}
mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cp -r Seeds Migrations Queries "$WORK/"
(cd "$WORK" && "$BIN" query criteria >/dev/null 2>&1)
python3 - "$OUT/question-list.md" <<'PY'
import re, sys, glob
text = open("docs/questions.md").read()
text = re.sub(r"\nAsked as:[^\n]*\n", "\n", text).replace("Generated from the catalog by `QuestionReferenceTests`; do not edit by hand.\n", "")
text += "\n## Saved questions (Queries/*.sql), asked the same way\n"
for path in sorted(glob.glob("Queries/*.sql")):
    head = dict(re.findall(r"^-- (name|description|example): (.*)$", open(path).read(), re.M))
    params = re.findall(r"^-- param: (\S+) \S+ (.*)$", open(path).read(), re.M)
    text += f"\n## {head['name']}\n\n{head['description']}\n\n"
    text += "".join(f"- `--{name}`: {about}\n" for name, about in params)
    text += f"\nExamples: `dsreg query {head['name']} {head.get('example', '')}`\n"
open(sys.argv[1], "w").write(text)
PY
DB="$WORK/dsreg.sqlite"
q() { sqlite3 -separator ' | ' "$DB" "$1"; }
{
  echo "# The default registry's names"
  echo; echo "## Systems (id, name, code prefix, platforms)"; q "select id, name, ifnull(code_prefix,''), ifnull(platforms,'') from design_system"
  echo; echo "## Families (system, key, name)"; q "select system_id, key, name from family order by 1,3"
  echo; echo "## Components (system, name, status, family)"
  q "select c.system_id, c.name, c.status, ifnull(f.name,'') from component c left join family f on f.id=c.family_id order by 1,2"
  echo; echo "## Former names (system, former name → current name)"
  q "select n.system_id, n.name, c.name from component_name n join component c on c.id=n.component_id where n.kind='former' order by 1,2"
  echo; echo "## Criteria (id, name, meaning)"; q "select id, name, ifnull(meaning,'') from criterion order by ordinal"
  echo; echo "## Verdicts"
  echo "ready, refine, rework, restructure, deprecate (see the question list); criterion statuses: ready, needs-refinement, requires-rework, not-mapped"
  echo; echo "## Issues (system, component, key, criterion, title)"
  q "select c.system_id, c.name, i.key, ifnull(i.criterion_id,''), i.title from issue i join component c on c.id=i.component_id order by 1,2,i.ordinal"
  echo; echo "## Recommendations (system, component, key, kind, title)"
  q "select c.system_id, c.name, r.key, r.kind, r.title from recommendation r join component c on c.id=r.component_id order by 1,2,r.ordinal"
  echo; echo "## Tokens (system, path)"; q "select distinct system_id, path from token order by 1,2"
  echo; echo "## Restructures (migrations)"; q "select id, ifnull(title,'') from restructure"
} > "$OUT/registry-facts.md"
echo "wrote $OUT/question-list.md and $OUT/registry-facts.md"
