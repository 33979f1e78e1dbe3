"""Record the cross-surface goldens: run every case of tests/cross_surface_cases/ under real MindSpore 2.10.

Usage:
    python tools/record_cross_surface.py [--python ORACLE_PYTHON] [--only FAMILY ...]

Each family module ``tests/cross_surface_cases/<family>.py`` (exporting ``CASES``) is run in a child process of
ORACLE_PYTHON (default ~/.cache/mindshim/ms-oracle/bin/python, real MindSpore 2.10 CPU); what each case gives
through each surface (the result's dtype, shape and values, or the exception class) is written to
``tests/data/cross_surface/<family>.json``, and the first line of each exception's message to
``tests/data/cross_surface_messages/<family>.json``. ``tests/test_cross_surface.py`` compares mindshim with these files.
"""

from __future__ import annotations

import argparse
import json
import os
import concurrent.futures
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASE_DIR = os.path.join(ROOT, "tests", "cross_surface_cases")
OUT_DIR = os.path.join(ROOT, "tests", "data", "cross_surface")
MSG_DIR = os.path.join(ROOT, "tests", "data", "cross_surface_messages")
DEFAULT_ORACLE = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")

# the child: import the family's table and print {case key: {surface: result}} as JSON. MindSpore's state after an
# exception can change what the next call gives (its next call can fail with the previous call's error), so every
# case is run in table order and again in reverse order, its surfaces reversed too;
# the (case, surface) pairs whose results differ are listed under "unsettled" for a fresh process each.
_CHILD = """
import importlib, json, sys
sys.path.insert(0, {tests!r})
import mindspore
mod = importlib.import_module("cross_surface_cases." + {family!r})
from cross_surface_cases import _harness
only = {only!r}
cases = [c for c in mod.CASES if only is None or c.key in only]
def run_all(order, step):
    out = {{}}
    for case in order:
        surfaces = [s for s in case.calls if only is None or s in only[case.key]][::step]
        out[case.key] = {{s: _harness.run(case, s, message=True) for s in surfaces}}
    return out
fwd = run_all(cases, 1)
rev = run_all(cases[::-1], {step}) if only is None else fwd
unsettled = [[k, s] for k in fwd for s in fwd[k] if fwd[k][s] != rev[k][s]]
json.dump({{"mindspore": mindspore.__version__, "cases": fwd, "unsettled": unsettled}}, open({dest!r}, "w"),
          indent=1, sort_keys=True)
"""


def _run_child(python: str, family: str, dest: str, only: dict | None, step: int = -1) -> dict:
    env = dict(os.environ, GLOG_v="3")
    env.pop("PYTHONPATH", None)
    code = _CHILD.format(tests=os.path.join(ROOT, "tests"), family=family, dest=dest, only=only, step=step)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([python, "-c", code], cwd=tmp, env=env, check=True, stdin=subprocess.DEVNULL)
    with open(dest) as f:
        return json.load(f)


def families() -> list[str]:
    """The family modules of tests/cross_surface_cases/ (every ``<name>.py`` not starting with ``_``)."""
    return sorted(f[:-3] for f in os.listdir(CASE_DIR) if f.endswith(".py") and not f.startswith("_"))


def record(python: str, family: str) -> str:
    """Run ``family``'s cases under ``python`` and write its JSON file; return the file's path.

    A (case, surface) whose result depends on what ran before it in the same MindSpore process is run again alone
    in a fresh process, and that result is kept.
    """
    dest = os.path.join(OUT_DIR, f"{family}.json")
    os.makedirs(OUT_DIR, exist_ok=True)
    try:
        data = _run_child(python, family, dest, None)
    except subprocess.CalledProcessError:
        # MindSpore itself can crash on one surface order (the loss family segfaults with surfaces reversed):
        # the reverse pass then keeps each case's surface order
        print(
            f"  WARNING {family}: MindSpore crashed with surfaces reversed; reverse pass in table surface order, so "
            "a stale error carried from one surface to the next goes undetected: check changed results by hand"
        )
        data = _run_child(python, family, dest, None, step=1)
    unsettled = data.pop("unsettled")

    def alone(i: int, key: str, surface: str) -> dict:
        one = f"{dest}.{i}"
        try:
            return _run_child(python, family, one, {key: [surface]})["cases"][key][surface]
        finally:
            if os.path.exists(one):
                os.remove(one)

    with concurrent.futures.ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 1)) as pool:
        results = list(pool.map(lambda a: alone(*a), [(i, k, s) for i, (k, s) in enumerate(unsettled)]))
    for (key, surface), res in zip(unsettled, results):
        data["cases"][key][surface] = res
        print(f"  {key} [{surface}]: re-run alone -> {res}")
    # MindSpore's error messages go to their own file (tests/test_error_text.py reads them); the results stay as
    # they were, so adding the messages changed no recorded result
    messages = {}
    for key, by_surface in data["cases"].items():
        for surface, res in by_surface.items():
            if "message" in res:
                messages.setdefault(key, {})[surface] = res.pop("message")
    with open(dest, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
    os.makedirs(MSG_DIR, exist_ok=True)
    with open(os.path.join(MSG_DIR, f"{family}.json"), "w") as f:
        json.dump({"mindspore": data["mindspore"], "messages": messages}, f, indent=1, sort_keys=True)
    return dest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--python", default=DEFAULT_ORACLE, help="python of a venv with real MindSpore")
    ap.add_argument("--only", action="append", default=[], help="family to record (repeatable)")
    args = ap.parse_args(argv)
    for fam in args.only or families():
        path = record(args.python, fam)
        with open(path) as f:
            n = sum(len(v) for v in json.load(f)["cases"].values())
        print(f"{fam}: {n} results -> {os.path.relpath(path, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
