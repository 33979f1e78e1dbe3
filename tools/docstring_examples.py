"""Run MindSpore 2.10's docstring examples under real MindSpore and under mindshim, and tabulate the result per module.

Usage:
    python tools/docstring_examples.py [--oracle ORACLE_PYTHON] [--dir DIR] [--refresh-ms] [--write]
    python tools/docstring_examples.py --failing mindspore.ops      # list the examples of a module that do not pass

The examples are MindSpore's own text: they are extracted from the installed MindSpore 2.10 wheel into ``DIR``
(default ``~/.cache/mindshim/docstrings``) and never committed. The harness that extracts, runs and compares them
lives in ``../shared/docstring_examples/`` (``--harness`` to point elsewhere); this tool drives it in the order its
README gives:

1. ``extract.py`` under the MindSpore venv (``ORACLE_PYTHON``, default the venv ``tools/_oracle.py`` knows, made
   by ``tools/mindspore_oracle.sh``) writes ``examples.jsonl``;
2. the reference runs on MindSpore, plain and seed-shifted (``--perturb``, which finds output that is random), then
   again with ``prelude.py`` for the examples that fail on MindSpore only for a name the prelude defines. They are
   cached in ``DIR`` and reused until ``--refresh-ms``: they depend on MindSpore alone;
3. the same examples under mindshim, with this interpreter and this checkout's ``mindshim`` (``PYTHONPATH``);
4. ``compare.py`` judges each example (PASS, FAIL-API, FAIL-ERR, FAIL-NUM, FAIL-TEXT; REF-FAIL where MindSpore
   itself fails, which is not counted) into ``DIR/summary.json`` and ``DIR/verdicts.tsv``.

With ``--write`` the per-module table (examples that run on MindSpore CPU, how many pass, and the failures by kind)
replaces the one between the ``docstring table`` markers in ``docs/api-coverage.md``. ``--failing MODULE`` reads the
last ``verdicts.tsv`` and lists that module's failing examples with their reasons.
"""

from __future__ import annotations

import argparse
import csv
import datetime
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from _oracle import DEFAULT_ORACLE, shared_dir  # noqa: E402

DEFAULT_DIR = os.path.expanduser("~/.cache/mindshim/docstrings")
DEFAULT_HARNESS = os.path.join(shared_dir(ROOT), "docstring_examples")
DOC = os.path.join(ROOT, "docs", "api-coverage.md")
BEGIN, END = "<!-- docstring table: begin -->", "<!-- docstring table: end -->"
KINDS = ("FAIL-API", "FAIL-ERR", "FAIL-NUM", "FAIL-TEXT")
PRELUDE_NAME = re.compile(r"name '([^']+)' is not defined")


def _run(cmd: list[str], env: dict | None = None) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, env=env)


def _records(path: str) -> dict[str, dict]:
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                out[rec["id"]] = rec
    return out


def _prelude_ids(harness: str, ms_records: dict[str, dict]) -> list[str]:
    """The examples that failed on MindSpore only for a NameError of a name the harness's prelude defines."""
    sys.path.insert(0, harness)
    try:
        import compare  # the harness's own rule, so both agree on which examples get the prelude
    finally:
        sys.path.pop(0)
    return sorted(i for i, rec in ms_records.items() if compare.needs_prelude(rec))


def measure(oracle: str, d: str, harness: str, refresh_ms: bool, timeout: int) -> dict:
    """Run every step (reusing cached MindSpore runs unless ``refresh_ms``) and return compare.py's summary."""
    os.makedirs(d, exist_ok=True)
    run = [sys.executable, os.path.join(harness, "run.py"), "--examples", os.path.join(d, "examples.jsonl")]
    run += ["--timeout", str(timeout)]
    prelude = os.path.join(harness, "prelude.py")
    ids_file = os.path.join(d, "prelude_ids.txt")
    if refresh_ms or not os.path.exists(os.path.join(d, "examples.jsonl")):
        _run([oracle, os.path.join(harness, "extract.py")])
        refresh_ms = True
    for name, extra in (("ms", []), ("ms_perturb", ["--perturb"])):
        if refresh_ms or not os.path.exists(os.path.join(d, name + ".jsonl")):
            _run(
                run + ["--side", "ms", "--python", oracle, "--out", os.path.join(d, name + ".jsonl"), "--retry"] + extra
            )
    ids = _prelude_ids(harness, _records(os.path.join(d, "ms.jsonl")))
    with open(ids_file, "w") as f:
        f.write("".join(i + "\n" for i in ids))
    if ids:
        for name, extra in (("ms_prelude", []), ("ms_perturb_prelude", ["--perturb"])):
            if refresh_ms or not os.path.exists(os.path.join(d, name + ".jsonl")):
                out = os.path.join(d, name + ".jsonl")
                _run(
                    run
                    + ["--side", "ms", "--python", oracle, "--prelude", prelude, "--only", ids_file, "--out", out]
                    + extra
                )
    shim = run + ["--side", "shim", "--python", sys.executable, "--pythonpath", ROOT]
    for stale in ("shim.jsonl", "shim_prelude.jsonl", "shim_np1.jsonl", "shim_np1_prelude.jsonl"):
        if os.path.exists(os.path.join(d, stale)):
            os.remove(os.path.join(d, stale))
    _run(shim + ["--out", os.path.join(d, "shim.jsonl"), "--retry"])
    if ids:
        _run(shim + ["--prelude", prelude, "--only", ids_file, "--out", os.path.join(d, "shim_prelude.jsonl")])
    summary_md = os.path.join(d, "summary.md")
    with open(summary_md, "w") as f:
        cmd = [sys.executable, os.path.join(harness, "compare.py"), "--dir", d]
        cmd += ["--tsv", os.path.join(d, "verdicts.tsv"), "--json", os.path.join(d, "summary.json")]
        print("+", " ".join(cmd), flush=True)
        subprocess.run(cmd, check=True, stdout=f)
    with open(os.path.join(d, "summary.json")) as f:
        return json.load(f)


def table(summary: dict) -> str:
    """The per-module markdown table of a compare.py summary (the runs with the prelude where MindSpore needed it)."""
    rows = list(summary["by_module"].items()) + [("**all**", summary["total"]["ALL"])]
    lines = [
        "| module (MindSpore 2.10.0 docstrings) | examples that run on MindSpore CPU | pass under mindshim | share"
        " | FAIL-API | FAIL-ERR | FAIL-NUM | FAIL-TEXT |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, t in rows:
        n, p = t.get("np2:runnable", 0), t.get("np2:PASS", 0)
        if not n:
            continue
        share = f"{100.0 * p / n:.1f}%"
        label = name if name.startswith("**") else f"`{name}`"
        kinds = " | ".join(str(t.get(k, 0)) for k in KINDS)
        lines.append(f"| {label} | {n} | {p} | {share} | {kinds} |")
    return "\n".join(lines)


def _commit() -> str:
    try:
        out = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        return out.stdout.strip() or "?"
    except OSError:
        return "?"


def write_doc(summary: dict) -> None:
    """Replace the table between the docstring-table markers in docs/api-coverage.md."""
    with open(DOC) as f:
        text = f.read()
    today = datetime.date.today().isoformat()
    body = f"{BEGIN}\nMeasured on {today} at commit {_commit()}.\n\n{table(summary)}\n{END}"
    if BEGIN in text:
        head, rest = text.split(BEGIN, 1)
        text = head + body + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + body + "\n"
    tmp = DOC + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, DOC)


def failing(d: str, module: str) -> int:
    """Print the examples of ``module`` that do not pass, from the last verdicts.tsv."""
    path = os.path.join(d, "verdicts.tsv")
    if not os.path.exists(path):
        print(f"no {path}: run this tool first", file=sys.stderr)
        return 2
    with open(path) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["module"] == module and row["verdict"] not in ("PASS", "REF-FAIL", "NOT-RUN"):
                print(f"{row['verdict']:10s} {row['name']}  {row['reason'][:160]}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle", default=DEFAULT_ORACLE, help="python of the MindSpore 2.10 venv")
    ap.add_argument("--dir", default=DEFAULT_DIR, help="where the examples and the runs are kept")
    ap.add_argument("--harness", default=DEFAULT_HARNESS, help="folder of extract.py, run.py, compare.py")
    ap.add_argument("--refresh-ms", action="store_true", help="extract and run the MindSpore side again")
    ap.add_argument("--timeout", type=int, default=30, help="seconds per example (doubled for retries by run.py)")
    ap.add_argument("--write", action="store_true", help="rewrite the table in docs/api-coverage.md")
    ap.add_argument("--failing", metavar="MODULE", help="list MODULE's failing examples from the last run")
    args = ap.parse_args(argv)
    if args.failing:
        return failing(args.dir, args.failing)
    if not os.path.isdir(args.harness):
        print(f"no harness at {args.harness} (--harness)", file=sys.stderr)
        return 2
    summary = measure(args.oracle, args.dir, args.harness, args.refresh_ms, args.timeout)
    print(table(summary))
    if args.write:
        write_doc(summary)
        print(f"wrote {os.path.relpath(DOC, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
