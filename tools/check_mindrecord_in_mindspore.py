"""Check that MindRecord files written by mindshim read in real MindSpore 2.10, and are the files MindSpore writes.

Usage:
    python tools/check_mindrecord_in_mindspore.py [--python ORACLE_PYTHON] [--out JSON]

mindshim writes the sets of tools/mindrecord_sets.py (every field type, three shards, only blob fields, only raw
fields, several pages) with its ``FileWriter``. Real MindSpore (the oracle venv, default
~/.cache/mindshim/ms-oracle/bin/python) then reads each set with ``FileReader`` and ``MindDataset``
(``mindrecord_sets.summarize``), and writes the same sets itself. Per set the result says whether MindSpore read it,
whether what it read equals what mindshim reads, and whether mindshim's data files are byte-identical to
MindSpore's and its .db indexes hold the same tables and rows. The result goes to
tests/data/mindrecord/interop_result.json (read by tests/test_mindrecord.py).
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")
sys.path.insert(0, ROOT)
sys.path.insert(0, TOOLS)
from _oracle import DEFAULT_ORACLE, mindspore_version, run_script, write_json  # noqa: E402

DEFAULT_OUT = os.path.join(ROOT, "tests", "data", "mindrecord", "interop_result.json")

ORACLE_SCRIPT = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
import mindrecord_sets as m
shim_dir, ms_dir = sys.argv[2], sys.argv[3]
out = {}
for name, first in m.SETS.items():
    try:
        out[name] = {"summary": m.summarize(os.path.join(shim_dir, first))}
    except Exception as e:
        out[name] = {"error": f"{type(e).__name__}: {e}"}
m.write_sets(ms_dir)
print("@@RESULT@@" + json.dumps(out))
"""


def db_content(path: str) -> list:
    """The table definitions and every row of a .db index (what MindSpore's reader queries)."""
    con = sqlite3.connect(path)
    try:
        sql = sorted(r[0] for r in con.execute("select sql from sqlite_master where sql is not null"))
        rows = list(con.execute("select * from INDEXES order by ROW_ID"))
        names = list(con.execute("select * from SHARD_NAME"))
    finally:
        con.close()
    return [sql, [list(r) for r in rows], [list(r) for r in names]]


def compare_dirs(mine: str, theirs: str) -> dict:
    """Per file of ``theirs``: byte equality of data files, table equality of .db files."""
    res = {}
    for f in sorted(os.listdir(theirs)):
        a, b = os.path.join(mine, f), os.path.join(theirs, f)
        if not os.path.exists(a):
            res[f] = False
        elif f.endswith(".db"):
            res[f] = db_content(a) == db_content(b)
        else:
            with open(a, "rb") as fa, open(b, "rb") as fb:
                res[f] = fa.read() == fb.read()
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--python", default=DEFAULT_ORACLE)
    ap.add_argument("--out", default=DEFAULT_OUT)
    args = ap.parse_args(argv)
    if not os.path.exists(args.python):
        print(f"oracle python not found: {args.python}", file=sys.stderr)
        return 2
    import mindshim

    mindshim.install()
    import mindrecord_sets as m

    with tempfile.TemporaryDirectory() as tmp:
        shim_dir, ms_dir = os.path.join(tmp, "shim"), os.path.join(tmp, "ms")
        m.write_sets(shim_dir)
        mine = {name: m.summarize(os.path.join(shim_dir, first)) for name, first in m.SETS.items()}
        oracle = run_script(args.python, ORACLE_SCRIPT, TOOLS, shim_dir, ms_dir, cwd=tmp)
        if oracle is None:
            return 2
        files = compare_dirs(shim_dir, ms_dir)
        report = {"mindspore": mindspore_version(args.python), "sets": {}}
        report["all_ok"] = True
        for name, first in m.SETS.items():
            o = oracle.get(name, {})
            stem = first.rstrip("0123456789") if first.endswith("0") else first
            r = {"read_in_mindspore": "error" not in o}
            if "error" in o:
                r["error"] = o["error"]
            else:
                r["rows"] = o["summary"]["reader_len"]
                r["same_as_mindshim_reads"] = o["summary"] == mine[name]
            r["files_identical_to_mindspore"] = {f: ok for f, ok in files.items() if f.startswith(stem)}
            r["ok"] = bool(
                r["read_in_mindspore"]
                and r.get("same_as_mindshim_reads", False)
                and r["files_identical_to_mindspore"]
                and all(r["files_identical_to_mindspore"].values())
            )
            report["all_ok"] = report["all_ok"] and r["ok"]
            report["sets"][name] = r
    write_json(args.out, report, indent=1)
    print(json.dumps(report, indent=1, sort_keys=True))
    return 0 if report["all_ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
