"""Check that MindIR files written by mindshim's ``export`` load and run in real MindSpore with the same outputs.

Usage:
    PYTHONPATH=. python tools/check_mindir_in_mindspore.py [--python ORACLE_PYTHON] [--out JSON]

mindshim (this Python) exports every network of tools/mindir_nets.py to a temporary folder (plain, and the
``dense`` net encrypted with AES-GCM too) and records what the network itself returns on the example inputs;
then real MindSpore (the oracle venv) runs ``mindspore.load`` + ``nn.GraphCell`` on each file with the same
inputs. Each entry keeps the largest absolute difference, the dtypes and shapes, and ``ok`` (same dtypes and
shapes, values within 1e-5). The result goes to tests/data/mindir/interop_result.json (read by
tests/test_mindir.py).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from _oracle import DEFAULT_ORACLE, mindspore_version, run_script, write_json  # noqa: E402

DEFAULT_OUT = os.path.join(ROOT, "tests", "data", "mindir", "interop_result.json")
KEY = b"0123456789abcdef"

ORACLE_SCRIPT = r"""
import json, sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
jobs = json.loads(open(sys.argv[1]).read())
out = {}
for name, job in jobs.items():
    try:
        kw = {"dec_key": job["dec_key"].encode()} if "dec_key" in job else {}
        cell = nn.GraphCell(ms.load(job["path"], **kw))
        res = cell(*[Tensor(np.asarray(a, dtype=d).reshape(s)) for a, d, s in job["inputs"]])
        res = res if isinstance(res, tuple) else (res,)
        out[name] = [[str(r.dtype), list(r.shape), r.asnumpy().astype(np.float64).ravel().tolist()] for r in res]
    except Exception as e:
        out[name] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
print("@@RESULT@@" + json.dumps(out))
"""


def main() -> int:
    import mindir_nets
    import numpy as np

    import mindshim

    mindshim.install()
    import mindspore as ms
    from mindspore import Tensor

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--python", default=DEFAULT_ORACLE)
    ap.add_argument("--out", default=DEFAULT_OUT)
    args = ap.parse_args()
    version = mindspore_version(args.python)
    if version is None:
        sys.exit(f"cannot import mindspore with {args.python}; make it with tools/mindspore_oracle.sh")
    with tempfile.TemporaryDirectory() as tmp:
        jobs, want = {}, {}
        variants = [(n, {}) for n in mindir_nets.NAMES] + [("dense", {"enc_key": KEY})]
        for name, kw in variants:
            key = name + ("_aes_gcm" if kw else "")
            net, arrays = mindir_nets.make(name)
            inputs = [Tensor(a) for a in arrays]
            res = net(*inputs)
            res = res if isinstance(res, tuple) else (res,)
            want[key] = [[str(r.dtype), list(r.shape), r.asnumpy().astype(np.float64).ravel()] for r in res]
            path = os.path.join(tmp, key)
            ms.export(net, *inputs, file_name=path, file_format="MINDIR", **kw)
            jobs[key] = {
                "path": path + ".mindir",
                "inputs": [[a.ravel().tolist(), str(a.dtype), list(a.shape)] for a in arrays],
            }
            if kw:
                jobs[key]["dec_key"] = KEY.decode()
        job_file = os.path.join(tmp, "jobs.json")
        with open(job_file, "w") as f:
            json.dump(jobs, f)
        got = run_script(args.python, ORACLE_SCRIPT, job_file)
    if got is None:
        return 1
    result = {"mindspore": version, "nets": {}}
    for key, w in want.items():
        g = got.get(key)
        if not isinstance(g, list):
            result["nets"][key] = {"ok": False, "error": g}
            continue
        same = len(g) == len(w) and all(a[0] == b[0] and a[1] == b[1] for a, b in zip(g, w))
        diff = max((float(np.max(np.abs(np.asarray(a[2]) - b[2]), initial=0.0)) for a, b in zip(g, w)), default=0.0)
        result["nets"][key] = {
            "ok": bool(same and diff <= 1e-5),
            "max_abs_diff": diff,
            "outputs": [[a[0], a[1]] for a in g],
        }
    write_json(args.out, result, indent=1)
    bad = [k for k, r in result["nets"].items() if not r["ok"]]
    print(f"{len(result['nets']) - len(bad)} of {len(result['nets'])} mindshim MindIR files run in MindSpore {version}")
    for k in bad:
        print("  FAIL", k, result["nets"][k])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
