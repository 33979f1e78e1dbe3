"""Import time: `import mindshim` (and `import mindspore` under the alias) vs `import torch`, in fresh subprocesses.

    python benchmarks/bench_import.py [--repeat 7]

Each measurement is a new interpreter timing only the import statement; the median over repeats is reported.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import table

SNIPPETS = {
    "import torch": "import torch",
    "import numpy": "import numpy",
    "import mindshim": "import mindshim",
    "import mindspore (alias) + nn, ops": "import mindshim; mindshim.install(); import mindspore, mindspore.nn, mindspore.ops",
}


# mindshim's own cost, with torch (and numpy) already imported in the fresh interpreter.
OWN = {
    "import mindshim, torch already imported": ("import torch", "import mindshim"),
    "alias + mindspore.nn, ops, torch already imported": (
        "import torch",
        "import mindshim; mindshim.install(); import mindspore, mindspore.nn, mindspore.ops",
    ),
}


def once(code: str, setup: str = "pass") -> float:
    prog = f"{setup}; import time; t0 = time.perf_counter(); {code}; print(time.perf_counter() - t0)"
    out = subprocess.run([sys.executable, "-c", prog], capture_output=True, text=True, check=True).stdout
    return float(out.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    once("import torch, mindshim")  # warm the OS file cache
    res = {name: [] for name in [*SNIPPETS, *OWN]}
    for _ in range(args.repeat):
        for name, code in SNIPPETS.items():
            res[name].append(once(code))
        for name, (setup, code) in OWN.items():
            res[name].append(once(code, setup))
    med = {k: statistics.median(v) for k, v in res.items()}
    ref = med["import torch"]
    rows = [(name, t, t / ref, "") for name, t in med.items() if name in SNIPPETS]
    rows += [(name, t, None, "") for name, t in med.items() if name in OWN]
    print(f"median of {args.repeat} fresh interpreters each")
    print(table("Import time (fresh process)", rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
