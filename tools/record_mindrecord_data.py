"""Record tests/data/mindrecord/: MindRecord file sets written by real MindSpore 2.10, and what it reads from them.

Usage:
    python tools/record_mindrecord_data.py [--python ORACLE_PYTHON]

Runs tools/mindrecord_sets.py under real MindSpore (the oracle venv, default ~/.cache/mindshim/ms-oracle/bin/python):
``write_sets`` writes the small sets (16KB header, 32KB pages) with ``mindspore.mindrecord.FileWriter`` into
tests/data/mindrecord/ (data files and their .db indexes), and ``summarize`` records what MindSpore's FileReader
and MindDataset give for each set into tests/data/mindrecord/expected.json. tests/test_mindrecord.py then checks
that mindshim reads the same from these files and writes the same bytes. Re-recording is this one command.
"""

from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "data", "mindrecord")
sys.path.insert(0, os.path.join(ROOT, "tools"))
from _oracle import DEFAULT_ORACLE, run_script, write_json  # noqa: E402

SCRIPT = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
import mindspore
import mindrecord_sets as m
out = sys.argv[2]
paths = m.write_sets(out)
res = {"mindspore": mindspore.__version__, "sets": {}}
for name, path in paths.items():
    res["sets"][name] = {"file": os.path.basename(path), "summary": m.summarize(path)}
print("@@RESULT@@" + json.dumps(res))
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--python", default=DEFAULT_ORACLE)
    args = ap.parse_args(argv)
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if ".mindrecord" in f:
            os.chmod(os.path.join(OUT, f), 0o644)
            os.remove(os.path.join(OUT, f))
    res = run_script(args.python, SCRIPT, os.path.join(ROOT, "tools"), OUT, cwd=OUT)
    if res is None:
        return 2
    for f in os.listdir(OUT):
        os.chmod(os.path.join(OUT, f), 0o644)
    write_json(os.path.join(OUT, "expected.json"), res)
    print("recorded", ", ".join(sorted(res["sets"])), "with MindSpore", res["mindspore"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
