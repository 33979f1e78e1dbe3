"""Tiny-op dispatch cost: a 4x4 float32 add through mindshim (`x + y`, `ops.add`, `ops.Add()`) vs `torch.add`.

    python benchmarks/bench_ops.py [--threads 1] [--number 20000] [--repeat 15] [--floors]

Prints a Markdown table of median time per call and the ratio to native torch in the same process.
Targets (issue 24): <= 1.1x ``torch.add(a, b)`` for ``x + y``, ``ops.add(x, y)`` and ``ops.Add()(x, y)``;
``Tensor(ndarray)`` <= 1.5x ``torch.from_numpy`` + the dtype rule it must apply.

The binary ops' two-Tensor fast path runs in C where ``mindshim._cbinary`` was built (a C compiler at install
time); ``MINDSHIM_CBINARY=0`` times the Python adapters instead. The header line says which ran.

``--floors`` adds what the least a Python-level wrapper can cost: a class whose ``__add__`` only calls
``torch.add`` and wraps the result in an object of Tensor's layout, the same as a plain function and as a
``__call__``, with no dtype rule, check or fallback (what mindshim's ``x + y``, ``ops.add`` and ``ops.Add()`` are
measured against).
"""

from __future__ import annotations

import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, table

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
from mindspore import ops  # noqa: E402


def _floors(a: torch.Tensor, b: torch.Tensor) -> dict:
    """The bare wrappers of ``--floors``: torch.add on the operands' tensors, the result in a new object of
    Tensor's layout (``_t``, ``_lazy``, ``__dict__``, ``__weakref__``), nothing else."""
    new, tadd = object.__new__, torch.add

    class Bare:
        __slots__ = ("_t", "_lazy", "__weakref__", "__dict__")

        def __add__(self, other):
            out = new(Bare)
            out._t = tadd(self._t, other._t)
            out._lazy = None
            return out

    class Call:
        __slots__ = ()

        def __call__(self, x, y):
            out = new(Bare)
            out._t = tadd(x._t, y._t)
            out._lazy = None
            return out

    def fn(x, y):
        out = new(Bare)
        out._t = tadd(x._t, y._t)
        out._lazy = None
        return out

    p, q, call = new(Bare), new(Bare), Call()
    p._t, q._t = a, b
    return {
        "floor `__add__` + wrap": lambda: p + q,
        "floor function + wrap": lambda: fn(p, q),
        "floor `__call__` + wrap": lambda: call(p, q),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--number", type=int, default=20000, help="calls per timed block")
    ap.add_argument("--repeat", type=int, default=15, help="timed blocks per case (median taken)")
    ap.add_argument(
        "--clock",
        choices=["auto", "wall", "cpu"],
        default="auto",
        help="wall time, or this thread's CPU time (steadier on a busy machine; auto: cpu when --threads 1)",
    )
    ap.add_argument("--floors", action="store_true", help="also time the bare Python wrappers (see above)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    clock = args.clock if args.clock != "auto" else ("cpu" if args.threads == 1 else "wall")

    a = torch.ones(4, 4)
    b = torch.full((4, 4), 2.0)
    x, y = ms.Tensor(a.numpy()), ms.Tensor(b.numpy())
    add = ops.Add()
    assert (x + y).asnumpy().tolist() == (ops.add(x, y)).asnumpy().tolist() == add(x, y).asnumpy().tolist()

    chars = frozenset("?bBhHiIlLqQefdFD")  # the numpy dtypes a Tensor keeps (the rule MindSpore's Tensor applies)

    def from_numpy_checked(arr):
        if arr.dtype.char not in chars:
            raise TypeError(arr.dtype)
        return torch.from_numpy(arr)

    cases = {
        "torch.add(a, b)": lambda: torch.add(a, b),
        "torch a + b": lambda: a + b,
        "x + y": lambda: x + y,
        "ops.add(x, y)": lambda: ops.add(x, y),
        "ops.Add()(x, y)": lambda: add(x, y),
        "Tensor(np) 4x4": lambda: ms.Tensor(a.numpy()),
        "torch.from_numpy 4x4": lambda: torch.from_numpy(a.numpy()),
        "torch.from_numpy.clone 4x4": lambda: torch.from_numpy(a.numpy()).clone(),
        "torch.from_numpy + dtype rule 4x4": lambda: from_numpy_checked(a.numpy()),
    }
    if args.floors:
        cases.update(_floors(a, b))
    res = compare(cases, args.number, args.repeat, warmup=2000, clock=clock)
    ref = res["torch.add(a, b)"]
    rows = [
        ("torch.add(a, b) (reference)", ref, 1.0, ""),
        ("torch `a + b`", res["torch a + b"], res["torch a + b"] / ref, ""),
        ("mindshim `x + y`", res["x + y"], res["x + y"] / ref, "<= 1.1x"),
        ("mindshim `ops.add(x, y)`", res["ops.add(x, y)"], res["ops.add(x, y)"] / ref, "<= 1.1x"),
        ("mindshim `ops.Add()(x, y)`", res["ops.Add()(x, y)"], res["ops.Add()(x, y)"] / ref, "<= 1.1x"),
    ]
    rows += [(f"floor: {k[6:]}", res[k], res[k] / ref, "") for k in res if k.startswith("floor ")]
    from mindshim.ops.function._elementwise import _FastBinary

    fast = "C (mindshim._cbinary)" if _FastBinary is not None and type(ops.add) is _FastBinary else "Python"
    print(
        f"torch {torch.__version__}, threads {torch.get_num_threads()}, {args.repeat} blocks x {args.number} calls, "
        f"clock: {clock}, binary fast path: {fast}"
    )
    print(table("Tiny-op dispatch (4x4 float32 add)", rows))
    print()
    # MindSpore's Tensor(ndarray) copies the data (a later write to the array does not show), so torch's equivalent
    # is from_numpy + a copy; from_numpy alone shares the array's memory
    own, share, copy = (res[k] for k in ("Tensor(np) 4x4", "torch.from_numpy 4x4", "torch.from_numpy.clone 4x4"))
    rule = res["torch.from_numpy + dtype rule 4x4"]
    print(
        f"Tensor from a numpy 4x4 (each case includes the `a.numpy()` that makes the array): mindshim {own * 1e6:.2f} "
        f"µs; torch.from_numpy(a) + the dtype rule {rule * 1e6:.2f} µs ({own / rule:.2f}x, target <= 1.5x); torch.from_numpy(a), "
        f"sharing, {share * 1e6:.2f} µs ({own / share:.2f}x); torch.from_numpy(a).clone() {copy * 1e6:.2f} µs "
        f"({own / copy:.2f}x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
