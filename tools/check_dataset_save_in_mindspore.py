"""Check that ``Dataset.save`` files written by mindshim read in real MindSpore 2.10, and the reverse.

Usage:
    python tools/check_dataset_save_in_mindspore.py [--python ORACLE_PYTHON] [--out JSON]

mindshim saves the pipelines of tools/dataset_save_sets.py; real MindSpore (the oracle venv) reads them with
``MindDataset`` and ``FileReader`` and saves the same pipelines itself, which mindshim then reads. Per set the
result says whether each side read the other's files, whether both read the same rows from both, and (for sets
of one file) whether the files are byte-identical (header and pages) and the ``.db`` indexes hold the same tables
and rows. The result goes to
tests/data/dataset_save/interop_result.json (read by tests/test_dataset_save.py).
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")
sys.path.insert(0, ROOT)
sys.path.insert(0, TOOLS)
from _oracle import DEFAULT_ORACLE, mindspore_version, run_script, write_json  # noqa: E402
from check_mindrecord_in_mindspore import db_content  # noqa: E402 - the same .db comparison

DEFAULT_OUT = os.path.join(ROOT, "tests", "data", "dataset_save", "interop_result.json")

ORACLE_SCRIPT = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
import dataset_save_sets as m
shim_dir, ms_dir = sys.argv[2], sys.argv[3]
out = {}
for name in m.SETS:
    try:
        out[name] = {"summary": m.summarize(shim_dir, name)}
    except Exception as e:
        out[name] = {"error": f"{type(e).__name__}: {e}"}
m.save_sets(ms_dir)
out["__own__"] = {name: m.summarize(ms_dir, name) for name in m.SETS}
print("@@RESULT@@" + json.dumps(out))
"""


def split_file(path: str) -> tuple:
    """A MindRecord file's header and its pages."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack_from("<Q", data)
    header = json.loads(data[8 : 8 + n].decode())
    return header, data[header["header_size"] :], data


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
    import dataset_save_sets as m

    with tempfile.TemporaryDirectory() as tmp:
        shim_dir, ms_dir = os.path.join(tmp, "shim"), os.path.join(tmp, "ms")
        m.save_sets(shim_dir)
        mine = {name: m.summarize(shim_dir, name) for name in m.SETS}
        oracle = run_script(args.python, ORACLE_SCRIPT, TOOLS, shim_dir, ms_dir, cwd=tmp)
        if oracle is None:
            return 2
        own = oracle.pop("__own__")
        report = {"mindspore": mindspore_version(args.python), "sets": {}, "all_ok": True}
        for name, num_files in m.SETS.items():
            o = oracle.get(name, {})
            r = {"read_in_mindspore": "error" not in o}
            if "error" in o:
                r["error"] = o["error"]
            r["mindspore_reads_as_mindshim"] = o.get("summary") == mine[name]
            try:
                theirs = m.summarize(ms_dir, name)
                r["mindshim_reads_mindspore_files"] = theirs == own[name]
            except Exception as e:
                r["mindshim_reads_mindspore_files"] = False
                r["mindshim_read_error"] = f"{type(e).__name__}: {e}"
            r["same_rows_both_sides"] = own[name] == mine[name]
            if num_files == 1:
                a, b = os.path.join(shim_dir, name + ".mr"), os.path.join(ms_dir, name + ".mr")
                (ha, pa, fa), (hb, pb, fb) = split_file(a), split_file(b)
                r["pages_identical"] = pa == pb
                r["headers_equal"] = ha == hb
                r["files_identical"] = fa == fb
                r["db_equal"] = db_content(a + ".db") == db_content(b + ".db")
            r["ok"] = all(v for k, v in r.items() if k not in ("error", "mindshim_read_error"))
            report["all_ok"] = report["all_ok"] and r["ok"]
            report["sets"][name] = r
    write_json(args.out, report, indent=1)
    print(json.dumps(report, indent=1, sort_keys=True))
    return 0 if report["all_ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
