#!/usr/bin/env python3
"""Plain words (issue 35), measured on sentences the reader was not tuned to.

Each `Benchmarks/plain-words-blind/setNN.tsv` was written by someone who saw only the question
list, its parameters, the registry's names and the domain (see that folder's README). Every
sentence is asked through `dsreg query "…"` on the default registry (a copy of Seeds/,
Migrations/ and Queries/ in a temporary folder); the `→ dsreg query …` line on stderr is
compared with the expected command, or the sentence must be refused (no such line, exit status
not 0).

    python3 Benchmarks/plain_words_blind.py                 # every set, BIN=.build/release/dsreg
    python3 Benchmarks/plain_words_blind.py set16 set17 -v  # two sets, and each miss

Equivalent commands compare equal: `--today` is left out (it is today by default), `Header`
is Section Header and the other former names their current ones, stale's `--older-than`
is 6m when not given and is counted in months (assessment dates have month precision, and
weeks are seven days), options compare in any order, and
ready-lacking-focus's `--platform` is ios when not given.
"""
import csv, os, re, shlex, shutil, subprocess, sys, tempfile, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETS = os.path.join(ROOT, "Benchmarks", "plain-words-blind")


def canonical(command):
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    out, skip = [], False
    for word in (w.lower() for w in words):
        if skip:
            skip = False
            continue
        if word == "--today":
            skip = True
            continue
        out.append(word)
    if out[:1] == ["stale"] and "--older-than" not in out:
        out[1:1] = ["--older-than", "6m"]
    if out[:1] == ["ready-lacking-focus"] and out[1:3] == ["--platform", "ios"]:
        del out[1:3]
    # Former names, on the text: a name written without quotes is several words ("Section Header").
    text = " ".join(out)
    text = text.replace("header - transaction", "detail hero").replace("header - centered", "page banner")
    text = re.sub(r"(?<!section )\bheader\b(?! - )", "section header", text)
    text = re.sub(r"--older-than (\d+)w\b", lambda m: "--older-than %dd" % (int(m.group(1)) * 7), text)
    text = re.sub(r"--older-than (\d+)d\b", lambda m: "--older-than %dm" % -(-int(m.group(1)) // 30), text)
    text = re.sub(r"--older-than (\d+)y\b", lambda m: "--older-than %dm" % (int(m.group(1)) * 12), text)
    return in_option_order(text)


def in_option_order(text):
    """The question and its arguments, then its options sorted: `--system eb --platform ios` is
    `--platform ios --system eb` (an option's value is the word after it, unless that is one)."""
    words = text.split(" ")
    head = []
    while words and not words[0].startswith("--"):
        head.append(words.pop(0))
    options, group = [], []
    for word in words:
        if word.startswith("--") and group:
            options.append(group)
            group = []
        group.append(word)
    if group:
        options.append(group)
    return " ".join(head + [w for g in sorted(options) for w in g])


def main():
    verbose = "-v" in sys.argv
    names = [a for a in sys.argv[1:] if a != "-v"] or sorted(f[:-4] for f in os.listdir(SETS) if f.endswith(".tsv"))
    binary = os.environ.get("BIN", os.path.join(ROOT, ".build", "release", "dsreg"))
    if not os.access(binary, os.X_OK):
        subprocess.run(["swift", "build", "-c", "release", "--product", "dsreg"], cwd=ROOT, check=True)
    work = tempfile.mkdtemp()
    try:
        for folder in ("Seeds", "Migrations", "Queries"):
            shutil.copytree(os.path.join(ROOT, folder), os.path.join(work, folder))
        print("set     answerable understood  refusals refused  wrong question")
        totals = collections.Counter()
        for name in names:
            counts, misses = collections.Counter(), []
            with open(os.path.join(SETS, name + ".tsv"), newline="") as handle:
                for row in csv.DictReader(handle, delimiter="\t"):
                    run = subprocess.run([binary, "query", row["sentence"]], cwd=work, capture_output=True, text=True, timeout=60)
                    got = next((l[len("→ dsreg query "):] for l in run.stderr.splitlines() if l.startswith("→ dsreg query ")), None)
                    if row["expected"] == "REFUSE":
                        counts["refusals"] += 1
                        ok = got is None and run.returncode != 0
                        counts["refused"] += ok
                        counts["wrong"] += got is not None
                    else:
                        counts["answerable"] += 1
                        ok = got is not None and canonical(got) == canonical(row["expected"])
                        counts["understood"] += ok
                        counts["wrong"] += got is not None and not ok and got.split()[0] != row["expected"].split()[0]
                    if not ok:
                        misses.append((row["style"], row["sentence"], row["expected"], got))
            totals.update(counts)
            print(f"{name:7} {counts['understood']:4}/{counts['answerable']:<4} {100 * counts['understood'] / max(1, counts['answerable']):5.1f}%"
                  f"   {counts['refused']:3}/{counts['refusals']:<3}        {counts['wrong']}")
            if verbose:
                for miss in misses:
                    print("   miss", miss)
        print(f"{'all':7} {totals['understood']:4}/{totals['answerable']:<4} {100 * totals['understood'] / max(1, totals['answerable']):5.1f}%"
              f"   {totals['refused']:3}/{totals['refusals']:<3}        {totals['wrong']}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
