"""Record the public names of real MindSpore's main modules, for the API coverage table (docs/api-coverage.md).

Usage:
    python tools/record_api_names.py [--python ORACLE_PYTHON]

Runs a small script under the MindSpore venv that tools/mindspore_oracle.sh makes (default
~/.cache/mindshim/ms-oracle/bin/python) and writes tests/data/mindspore_api_names.json: for each module, the sorted
public names (no leading underscore, no submodules, no names MindSpore itself imports from the standard library).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "data", "mindspore_api_names.json")
DEFAULT_ORACLE = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")
MODULES = [
    "mindspore",
    "mindspore.ops",
    "mindspore.nn",
    "mindspore.Tensor",
    "mindspore.train",
    "mindspore.dataset",
    "mindspore.dataset.vision",
    "mindspore.dataset.transforms",
    "mindspore.dataset.text",
    "mindspore.mint",
    "mindspore.mint.nn",
    "mindspore.mint.nn.functional",
    "mindspore.numpy",
    "mindspore.amp",
    "mindspore.communication",
    "mindspore.runtime",
    "mindspore.experimental.optim",
    "mindspore.common.initializer",
]

PROBE = r"""
import importlib, inspect, json, sys, types
out = {}
for name in json.loads(sys.argv[1]):
    if name == "mindspore.Tensor":
        import mindspore
        obj = mindspore.Tensor
        out[name] = sorted(n for n in dir(obj) if not n.startswith("_"))
        continue
    mod = importlib.import_module(name)
    names = []
    for n in dir(mod):
        if n.startswith("_"):
            continue
        v = getattr(mod, n, None)
        if isinstance(v, types.ModuleType):
            continue
        origin = getattr(v, "__module__", None) or ""
        if origin and not origin.startswith("mindspore") and (callable(v) or isinstance(v, type)):
            continue  # a helper MindSpore imported (typing, numpy, functools ...), not its API
        names.append(n)
    out[name] = sorted(names)
print(json.dumps(out))
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--python", default=DEFAULT_ORACLE, help="python of a venv with real MindSpore")
    args = ap.parse_args(argv)
    proc = subprocess.run(
        [args.python, "-c", PROBE, json.dumps(MODULES)],
        capture_output=True,
        text=True,
        env=dict(os.environ, GLOG_v="3"),
    )
    if proc.returncode != 0:
        print(proc.stderr[-3000:], file=sys.stderr)
        return 1
    names = json.loads(proc.stdout.strip().splitlines()[-1])
    version = (
        subprocess.run(
            [args.python, "-c", "import mindspore; print(mindspore.__version__)"], capture_output=True, text=True
        )
        .stdout.strip()
        .splitlines()[-1]
    )
    with open(OUT, "w") as f:
        json.dump({"mindspore": version, "modules": names}, f, indent=0, sort_keys=True)
        f.write("\n")
    print(f"wrote {OUT}: {sum(len(v) for v in names.values())} names of MindSpore {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
