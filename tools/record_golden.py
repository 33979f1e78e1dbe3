"""Record golden outputs: run each MindSpore case program in tests/cases/ under real MindSpore, save what it printed.

Usage:
    python tools/record_golden.py [--python ORACLE_PYTHON] [--only GLOB ...] [--runs N]

ORACLE_PYTHON defaults to the venv that tools/mindspore_oracle.sh makes
(~/.cache/mindshim/ms-oracle/bin/python), which holds real MindSpore 2.10 CPU. For each
tests/cases/<area>/<name>.py this writes tests/golden/<area>/<name>.out (stdout) and
tests/golden/<area>/<name>.json (exit status, exception class, MindSpore version, and whether
repeated runs printed the same thing). Tests compare mindshim against these files; CI never
needs MindSpore. Re-recording is this one command.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, "tests", "cases")
GOLDEN = os.path.join(ROOT, "tests", "golden")
DEFAULT_ORACLE = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")
EXC_RE = re.compile(r"^([A-Za-z_][\w.]*)(?::\s.*|:)?$")


def exception_class(stderr: str) -> str | None:
    """The class name of the last Python traceback in ``stderr`` (after the last dot), or None."""
    lines = stderr.splitlines()
    idx = max((i for i, ln in enumerate(lines) if ln.startswith("Traceback (most recent call last):")), default=None)
    if idx is None:
        return None
    for ln in lines[idx + 1 :]:
        if ln and not ln[0].isspace():
            m = EXC_RE.match(ln.strip())
            if m:
                return m.group(1).rsplit(".", 1)[-1]
    return None


def run_case(python: str, path: str) -> tuple[int, str, str]:
    env = dict(os.environ, PYTHONUNBUFFERED="1", GLOG_v="3")
    env.pop("PYTHONPATH", None)
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            [python, path], cwd=tmp, env=env, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL
        )
    return proc.returncode, proc.stdout, proc.stderr


def all_cases() -> list[str]:
    out = []
    for dirpath, _, files in os.walk(CASES):
        for f in files:
            if f.endswith(".py") and not f.startswith("_"):
                out.append(os.path.relpath(os.path.join(dirpath, f), CASES)[:-3])
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--python", default=DEFAULT_ORACLE, help="python of a venv with real MindSpore")
    ap.add_argument("--only", action="append", default=[], help="glob over '<area>/<name>' (repeatable)")
    ap.add_argument("--runs", type=int, default=2, help="runs per case, to detect non-determinism")
    args = ap.parse_args(argv)
    probe = subprocess.run(
        [args.python, "-c", "import mindspore; print(mindspore.__version__)"], capture_output=True, text=True
    )
    if probe.returncode != 0:
        print(
            f"cannot import mindspore with {args.python}; make it with tools/mindspore_oracle.sh",
            file=sys.stderr,
        )
        return 2
    version = probe.stdout.strip().splitlines()[-1]
    names = [n for n in all_cases() if not args.only or any(fnmatch.fnmatch(n, g) for g in args.only)]
    failed = 0
    for name in names:
        path = os.path.join(CASES, name + ".py")
        results = [run_case(args.python, path) for _ in range(max(1, args.runs))]
        code, out, err = results[0]
        exc = exception_class(err) if code != 0 else None
        if code != 0 and exc is None:
            print(f"FAILED {name}: exit {code} without a Python exception\n{err[-2000:]}", file=sys.stderr)
            failed += 1
            continue
        same = all(r[1] == out for r in results)
        os.makedirs(os.path.dirname(os.path.join(GOLDEN, name)), exist_ok=True)
        with open(os.path.join(GOLDEN, name + ".out"), "w") as f:
            f.write(out)
        meta = {"exit_code": code, "exception": exc, "mindspore": version, "deterministic": same, "runs": len(results)}
        with open(os.path.join(GOLDEN, name + ".json"), "w") as f:
            json.dump(meta, f, indent=1, sort_keys=True)
            f.write("\n")
        flag = "" if same else "  (output differs between runs: compare as structure)"
        print(f"recorded {name}: exit {code}{' ' + exc if exc else ''}{flag}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
