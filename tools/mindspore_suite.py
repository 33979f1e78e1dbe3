"""Run MindSpore's own test files under mindshim and write their pass rate per area and file (docs/mindspore-tests.md).

Usage:
    python tools/mindspore_suite.py [--jobs N] [--filter REGEX] [--out DIR] [--write]
    python tools/mindspore_suite.py --from DIR [--write]       # summarise an existing run.sh output folder

The suite itself (which files, how to extract them from MindSpore's history, which tests pass on real MindSpore
2.10) lives in ``../shared/mindspore_tests/`` (``SUITE`` overrides): read its README and run its ``extract.sh``
once. This tool runs that folder's ``run.sh`` in ``--jobs`` parallel shards (each a set of areas, balanced by
file count), merges their outputs, and counts a reference test as passed the way the suite's ``summarize.py``
does: its call phase passed and no phase failed. ``--write`` replaces the table in docs/mindspore-tests.md.
The test files are MindSpore's code: they stay where extract.sh put them, never in this repository.
"""

from __future__ import annotations

import argparse
import collections
import csv
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from _oracle import shared_dir  # noqa: E402

SUITE = os.environ.get("SUITE", os.path.join(shared_dir(ROOT), "mindspore_tests"))
DOC = os.path.join(ROOT, "docs", "mindspore-tests.md")
BEGIN, END = "<!-- suite table: begin -->", "<!-- suite table: end -->"


def corpus() -> list[tuple[str, str]]:
    """``[(area, path), ...]`` from the suite's corpus.txt, in its order."""
    rows = []
    with open(os.path.join(SUITE, "corpus.txt")) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                area, spec = line.split(None, 1)
                rows.append((area, spec.split("@")[0]))
    return rows


def shards(rows: list[tuple[str, str]], jobs: int, rx: re.Pattern) -> list[list[str]]:
    """Split the selected files into ``jobs`` groups of about equal size, whole areas together (largest first)."""
    by_area: dict[str, list[str]] = collections.defaultdict(list)
    for area, path in rows:
        if rx.search(f"{area} {path}"):
            by_area[area].append(path)
    groups: list[list[str]] = [[] for _ in range(max(1, jobs))]
    for area in sorted(by_area, key=lambda a: -len(by_area[a])):
        min(groups, key=len).extend(by_area[area])
    return [g for g in groups if g]


def run(jobs: int, filt: str, out: str) -> None:
    """Run run.sh over the selected files in ``jobs`` parallel shards and merge the outputs into ``out``."""
    rx = re.compile(filt)
    procs = []
    for i, paths in enumerate(shards(corpus(), jobs, rx)):
        sub = os.path.join(out, f"shard{i}")
        os.makedirs(sub, exist_ok=True)
        # run.sh selects corpus lines ("area path") with grep -E: name the shard's files exactly.
        regex = " (" + "|".join(re.escape(p) for p in paths) + ")$"
        env = dict(os.environ, OUT=sub, PYTHON=os.environ.get("PYTHON", sys.executable))
        log = open(os.path.join(out, f"shard{i}.txt"), "w")
        cmd = ["bash", os.path.join(SUITE, "run.sh"), regex]
        procs.append((subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT), log, sub))
    with open(os.path.join(out, "files.tsv"), "w") as merged:
        for proc, log, sub in procs:
            proc.wait()
            log.close()
            with open(os.path.join(sub, "files.tsv")) as f:
                merged.write(f.read())
            for name in os.listdir(sub):
                if name.endswith((".jsonl", ".log")):
                    shutil.move(os.path.join(sub, name), os.path.join(out, name))


def results(out: str) -> tuple[dict, dict]:
    """``(per_area, per_file)``: ``{key: [passed, failed]}`` over the reference tests of the files that ran."""
    ran = {}
    with open(os.path.join(out, "files.tsv")) as f:
        for row in csv.reader(f, delimiter="\t"):
            ran[row[1]] = row
    status: dict[str, bool] = {}
    for _area, _path, ident, _rc, _secs in ran.values():
        jl = os.path.join(out, ident + ".jsonl")
        if not os.path.exists(jl):
            continue
        with open(jl, encoding="utf-8") as f:
            for line in f:
                rec = json.loads(line)
                node = rec["nodeid"]
                node = node[node.index("tests/") :] if "tests/" in node else node
                ok = rec["outcome"] == "passed" or (rec["outcome"] == "skipped" and rec["when"] == "call")
                if rec["when"] == "call":
                    status[node] = status.get(node, True) and ok
                elif not ok and rec["outcome"] != "skipped":
                    status[node] = False
    per_area: dict = collections.defaultdict(lambda: [0, 0])
    per_file: dict = collections.defaultdict(lambda: [0, 0])
    with open(os.path.join(SUITE, "reference.tsv")) as f:
        for r in csv.DictReader(f, delimiter="\t"):
            path = r["nodeid"].split("::")[0]
            if path not in ran:
                continue
            ok = status.get(r["nodeid"], False)
            per_area[r["area"]][0 if ok else 1] += 1
            per_file[(r["area"], path)][0 if ok else 1] += 1
    return per_area, per_file


def _rate(p: int, f: int) -> str:
    return f"{100 * p / max(p + f, 1):.1f}%"


def table(per_area: dict, per_file: dict) -> str:
    """The Markdown tables: per area, then per file (worst first)."""
    lines = ["| area | reference tests | pass under mindshim | rate |", "|---|---:|---:|---:|"]
    tp = tf = 0
    for area, (p, f) in sorted(per_area.items()):
        lines.append(f"| {area} | {p + f} | {p} | {_rate(p, f)} |")
        tp, tf = tp + p, tf + f
    lines.append(f"| **all** | {tp + tf} | {tp} | **{_rate(tp, tf)}** |")
    lines += ["", "| area | file | reference tests | pass | rate |", "|---|---|---:|---:|---:|"]
    for (area, path), (p, f) in sorted(per_file.items(), key=lambda kv: (kv[1][0] / sum(kv[1]), kv[0])):
        lines.append(f"| {area} | `{path}` | {p + f} | {p} | {_rate(p, f)} |")
    lines.append("")
    lines.append(f"{tp} passed, {tf} failed")
    return "\n".join(lines)


def write_doc(text: str) -> None:
    """Replace the table between the markers of docs/mindspore-tests.md (the rest of the page is kept)."""
    with open(DOC) as f:
        doc = f.read()
    head, rest = doc.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    stamp = datetime.date.today().isoformat()
    body = f"{BEGIN}\nMeasured {stamp} with `python tools/mindspore_suite.py --write`.\n\n{text}\n{END}"
    tmp = DOC + ".tmp"
    with open(tmp, "w") as f:
        f.write(head + body + tail)
    os.replace(tmp, DOC)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=2, help="parallel shards (default 2)")
    ap.add_argument("--filter", default=".", help="grep -E regex over corpus lines 'area path' (default: all)")
    ap.add_argument("--out", help="where run.sh's logs go (default: a new temporary folder)")
    ap.add_argument("--from", dest="src", help="summarise this existing run output instead of running")
    ap.add_argument("--write", action="store_true", help="rewrite the table in docs/mindspore-tests.md")
    args = ap.parse_args(argv)
    if not os.path.exists(os.path.join(SUITE, "run.sh")):
        print(f"no suite at {SUITE}: set SUITE to the mindspore_tests folder", file=sys.stderr)
        return 2
    out = args.src
    if out is None:
        out = args.out or tempfile.mkdtemp(prefix="mindspore-suite-")
        os.makedirs(out, exist_ok=True)
        run(args.jobs, args.filter, out)
        print(f"logs: {out}")
    text = table(*results(out))
    print(text)
    if args.write:
        write_doc(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
