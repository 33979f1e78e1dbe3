"""Record MindIR files written by real MindSpore 2.10, with the outputs MindSpore computes from them.

Usage:
    python tools/record_mindir.py [--python ORACLE_PYTHON] [--only NAME ...]

For each network of tools/mindir_nets.py, real MindSpore (the oracle venv) runs ``mindspore.export(net,
*inputs, file_name=..., file_format='MINDIR')`` into tests/data/mindir/NAME.mindir, then ``mindspore.load`` +
``nn.GraphCell`` on the same inputs; tests/data/mindir/golden.json keeps the inputs and the outputs (dtype,
shape, values). tests/test_mindir.py loads each file under mindshim and compares.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from _oracle import DEFAULT_ORACLE, mindspore_version, run_script, write_json  # noqa: E402

DATA = os.path.join(ROOT, "tests", "data", "mindir")

ORACLE_SCRIPT = r"""
import json, os, sys
import numpy as np
sys.path.insert(0, sys.argv[1])
import mindspore as ms
from mindspore import Tensor, nn
import mindir_nets
out = {}
for name in json.loads(sys.argv[3]):
    net, inputs = mindir_nets.make(name)
    path = os.path.join(sys.argv[2], name)
    if os.path.exists(path + ".mindir"):
        os.remove(path + ".mindir")
    ms.export(net, *[Tensor(a) for a in inputs], file_name=path, file_format="MINDIR")
    cell = nn.GraphCell(ms.load(path + ".mindir"))
    res = cell(*[Tensor(a) for a in inputs])
    res = res if isinstance(res, tuple) else (res,)
    out[name] = {
        "inputs": [{"dtype": str(a.dtype), "shape": list(a.shape), "values": a.ravel().tolist()} for a in inputs],
        "outputs": [
            {"dtype": str(r.dtype), "shape": list(r.shape), "values": r.asnumpy().astype(np.float64).ravel().tolist()}
            for r in res
        ],
        "tuple": len(res) > 1,
        "parameters": sorted(cell.parameters_dict().keys()),
    }
print("@@RESULT@@" + json.dumps(out))
"""


def main() -> int:
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mindir_nets

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--python", default=DEFAULT_ORACLE)
    ap.add_argument("--only", nargs="*", default=None)
    args = ap.parse_args()
    version = mindspore_version(args.python)
    if version is None:
        sys.exit(f"cannot import mindspore with {args.python}; make it with tools/mindspore_oracle.sh")
    names = args.only or list(mindir_nets.NAMES + mindir_nets.LOAD_ONLY)
    os.makedirs(DATA, exist_ok=True)
    result = run_script(args.python, ORACLE_SCRIPT, os.path.join(ROOT, "tools"), DATA, json.dumps(names))
    if result is None:
        return 1
    path = os.path.join(DATA, "golden.json")
    golden = {}
    if os.path.exists(path):
        with open(path) as f:
            golden = json.load(f)
    golden.setdefault("nets", {}).update(result)
    golden["mindspore"] = version
    write_json(path, golden, indent=1)
    print(f"recorded {len(result)} MindIR files with MindSpore {version} into {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
