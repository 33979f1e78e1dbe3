"""Records the leaf-Cell calls of a MindSpore script run under real MindSpore, for ``mindshim compare --ref-python``.

``REAL_MINDSPORE_PYTHON path/to/_ms_oracle_record.py OUT_DIR STEPS SCRIPT [ARGS...]`` runs ``SCRIPT`` as
``__main__`` under the interpreter's own MindSpore (never mindshim: this file imports nothing from mindshim and
needs only numpy and mindspore) and writes to ``OUT_DIR`` what ``mindshim.tools._record`` writes for a mindshim
run: ``records.json`` (every leaf Cell's output in the first ``STEPS`` steps and every outermost primitive call
made while a Cell runs, with statistics and ``.npy`` files: ``Primitive_Conv2D_0_forward_output.npy``),
``params_<step>.npz`` (every leaf Cell's parameters at the start of each step) and ``forced.json``. It wraps
``mindspore.nn.Cell.__call__`` and the primitives' ``__call__``, so the script runs unedited; Cells compiled into
a graph (GRAPH_MODE, ``jit``) are not seen one by one. Gradients are not recorded (MindSpore's hooks would change
the run). ``MINDSHIM_RECORD_OPS=0`` records Cells only.
``MINDSHIM_RECORD_SAVE_INIT`` / ``MINDSHIM_RECORD_LOAD_INIT`` (``.npz``, MindSpore names) save or load the
initial weights.
"""

from __future__ import annotations

import atexit
import json
import os
import random
import re
import runpy
import sys
from typing import Any, Callable

import numpy as np


def _stats(a: np.ndarray) -> dict:
    a = np.asarray(a, dtype=np.float64)
    if a.size == 0:
        return {"mean": 0.0, "std": 0.0, "min": 0.0, "max": 0.0, "l2": 0.0}
    return {
        "mean": float(a.mean()),
        "std": float(a.std()),
        "min": float(a.min()),
        "max": float(a.max()),
        "l2": float(np.sqrt((a * a).sum())),
    }


class OracleRecorder:
    """The leaf-Cell recorder (same step rule as mindshim's: a step starts when the first leaf Cell the script
    called is called again)."""

    def __init__(self, out_dir: str, steps: int) -> None:
        import mindspore as ms

        self.ms = ms
        self.out_dir, self.steps = out_dir, steps
        self.records: list[dict] = []
        self.stack: list[tuple[Any, str, bool, int]] = []
        self.first_leaf: int | None = None
        self.net: Any = None
        self.step, self.seq, self.order, self.calls = -1, 0, 0, 0
        self.optimizers: list[str] = []
        self.param_info: dict[str, dict] = {}
        self.arrays: dict[str, np.ndarray] = {}
        self.ops: list[dict] = []
        self.op_counts: dict[str, int] = {}
        self.in_op = 0  # depth of primitive calls: only the outermost one is recorded

    def _qualname(self, cell: Any) -> str:
        if not self.stack:
            return ""
        parent, pname, _, _ = self.stack[-1]
        n = next((k for k, v in parent._cells.items() if v is cell), None)
        if n is None:
            n = next((k for k, v in vars(parent).items() if v is cell), type(cell).__name__)
        return f"{pname}.{n}" if pname else n

    def before(self, cell: Any) -> None:
        name = self._qualname(cell)
        leaf = not cell._cells
        if leaf and self.first_leaf is None:
            self.first_leaf = id(cell)
            self.net = self.stack[0][0] if self.stack else cell
        self.calls += 1
        self.order += 1
        self.stack.append((cell, name, leaf, self.calls))
        if leaf and id(cell) == self.first_leaf:
            self.step += 1
            if self.step == 0:
                self._init_weights()
            if self.step <= self.steps:
                self._snapshot()

    def after(self, cell: Any, out: Any) -> None:
        _, name, leaf, call = self.stack.pop()
        self.order += 1
        if not leaf or not 0 <= self.step < self.steps:
            return
        t = self._first_tensor(out)
        if t is None:
            return
        a = t.asnumpy()
        if a.dtype.kind not in "fc":
            return
        base = f"{self.step}_{self.seq:04d}_{re.sub(r'[^A-Za-z0-9_.-]', '_', name) or 'root'}_{type(cell).__name__}"
        rec = {
            "step": self.step,
            "seq": self.seq,
            "call": call,
            "end": self.order,
            "name": name,
            "type": type(cell).__name__,
            "shape": list(a.shape),
            "dtype": str(a.dtype),
            "params": bool(cell._params),
            "output": base + "_forward_output.npy",
        }
        self.arrays[rec["output"]] = a.copy()
        self.seq += 1
        self.records.append(rec)

    def op(self, prim: Any, args: tuple, out: Any) -> None:
        """A primitive returned ``out`` while a Cell was running: record it when it computed a float tensor."""
        if not self.stack or not 0 <= self.step < self.steps:
            return
        t = self._first_tensor(out)
        if t is None:
            return
        a = t.asnumpy()
        if a.dtype.kind not in "fc":
            return
        inputs = [x for x in _flat(args) if isinstance(x, self.ms.Tensor)]
        cell, mname, _, call = self.stack[-1]
        owned = {id(p): n for n, p in cell._params.items()}
        name = getattr(prim, "name", type(prim).__name__)
        rec = op_record(
            self, f"Primitive_{name}", name, cell, mname, call,
            [list(x.shape) for x in inputs], [str(x.dtype) for x in inputs], list(a.shape), str(a.dtype),
            [owned[id(x)] for x in inputs if id(x) in owned],
        )  # fmt: skip
        self.arrays[rec["output"]] = a.copy()
        self.ops.append(rec)

    def _first_tensor(self, x: Any) -> Any:
        if isinstance(x, self.ms.Tensor):
            return x
        if isinstance(x, (tuple, list)):
            for v in x:
                t = self._first_tensor(v)
                if t is not None:
                    return t
        return None

    def _leaves(self) -> list[tuple[str, Any]]:
        if self.net is None:
            return []
        return [(n, c) for n, c in self.net.cells_and_names() if not c._cells and c._params]

    def _snapshot(self) -> None:
        arrays = {}
        for name, cell in self._leaves():
            for pname, p in cell._params.items():
                a = p.asnumpy()
                if a.dtype.kind == "f":
                    key = f"{name}/{pname}"
                    arrays[key] = a.copy()
                    self.param_info.setdefault(key, {"trainable": bool(p.requires_grad)})
        np.savez(os.path.join(self.out_dir, f"params_{self.step}.npz"), **arrays)

    def _init_weights(self) -> None:
        net = self.net
        save, load = os.environ.get("MINDSHIM_RECORD_SAVE_INIT"), os.environ.get("MINDSHIM_RECORD_LOAD_INIT")
        if save:
            np.savez(save, **{n: p.asnumpy() for n, p in net.parameters_and_names()})
        if load:
            with np.load(load) as z:
                values = {k: z[k] for k in z.files}
            for n, p in net.parameters_and_names():
                if n in values:
                    p.set_data(self.ms.Tensor(values[n]).astype(p.dtype))
            print("[mindshim compare] initial weights loaded", file=sys.stderr)

    def save(self) -> None:
        for r in self.records + self.ops:
            r["stats"] = _stats(self.arrays[r["output"]])
        for f, a in self.arrays.items():
            np.save(os.path.join(self.out_dir, f), a)
        write_records(self, "mindspore " + self.ms.__version__)


def op_record(
    rec: Any,
    api: str,
    op: str,
    module: Any,
    mname: str,
    call: int,
    in_shapes: list,
    in_dtypes: list,
    shape: list,
    dtype: str,
    params: list,
) -> dict:
    """The record of one op call made inside layer ``mname`` (both recorders write this format), numbered in
    ``rec``'s call order and per ``api`` name; ``output`` names its dump file as TroubleShooter's dump does."""
    count = rec.op_counts.get(api, 0)
    rec.op_counts[api] = count + 1
    rec.order += 1
    return {
        "step": rec.step,
        "order": rec.order,
        "call": call,
        "module": mname,
        "module_type": type(module).__name__,
        "op": op,
        "api": api,
        "in_shapes": in_shapes,
        "in_dtypes": in_dtypes,
        "shape": shape,
        "dtype": dtype,
        "params": params,
        "output": f"{api}_{count}_forward_output.npy",
    }


def write_records(rec: Any, framework: str) -> None:
    """Write ``records.json`` of a recorder (this one, or mindshim's ``_record.Recorder``) into its ``out_dir``."""
    with open(os.path.join(rec.out_dir, "records.json"), "w") as f:
        json.dump(
            {
                "framework": framework,
                "steps": max(0, min(rec.step + 1, rec.steps)),
                "records": rec.records,
                "ops": rec.ops,
                "optimizers": rec.optimizers,
                "param_info": rec.param_info,
            },
            f,
        )


def _flat(xs: Any) -> list:
    """``xs`` with nested lists and tuples flattened, in order."""
    out = []
    for x in xs:
        if isinstance(x, (list, tuple)):
            out += _flat(x)
        else:
            out.append(x)
    return out


def _wrap_primitives(rec: OracleRecorder) -> int:
    """Wrap ``__call__`` of ``mindspore.ops.Primitive`` and of every subclass that defines its own, so each
    outermost primitive call made while a Cell runs is recorded. Returns how many were wrapped."""
    from mindspore.ops import Primitive

    def wrap(fn: Any) -> Any:
        def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
            rec.in_op += 1
            try:
                out = fn(self, *args, **kwargs)
            finally:
                rec.in_op -= 1
            if rec.in_op == 0:
                try:
                    rec.op(self, args + tuple(kwargs.values()), out)
                except Exception:  # recording must never change the run
                    pass
            return out

        return __call__

    seen, todo, n = set(), [Primitive], 0
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        todo += cls.__subclasses__()
        if "__call__" in cls.__dict__:
            cls.__call__ = wrap(cls.__dict__["__call__"])
            n += 1
    return n


def recording_call(rec: Any, original: Callable, optimizer: type) -> Callable:
    """The ``Cell.__call__`` that records each call of ``original`` into ``rec`` (``rec.before``, then
    ``rec.after`` with the output; the stack popped on an error); an ``optimizer`` (the update) is only named in
    ``rec.optimizers``, not recorded as a layer. Shared by this recorder and ``mindshim.tools._record``."""

    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(self, optimizer):
            name = f"nn.{type(self).__name__}"
            if name not in rec.optimizers:
                rec.optimizers.append(name)
            return original(self, *args, **kwargs)
        rec.before(self)
        try:
            out = original(self, *args, **kwargs)
        except BaseException:
            rec.stack.pop()
            raise
        rec.after(self, out)
        return out

    return __call__


def main() -> None:
    """Entry: ``OUT_DIR STEPS SCRIPT [ARGS...]``."""
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    out_dir, steps, script, *args = sys.argv[1:]
    os.makedirs(out_dir, exist_ok=True)
    import mindspore as ms
    from mindspore import nn

    rec = OracleRecorder(out_dir, int(steps))
    random.seed(0)
    np.random.seed(0)
    ms.set_seed(0)
    forced = ["random.seed(0)", "numpy.random.seed(0)", "mindspore.set_seed(0)"]
    for name in ("Dropout", "Dropout1d", "Dropout2d", "Dropout3d"):
        if hasattr(nn, name):
            getattr(nn, name).construct = lambda self, x: x
            forced.append(f"mindspore.nn.{name} -> identity")
    with open(os.path.join(out_dir, "forced.json"), "w") as f:
        json.dump(forced, f)
    nn.Cell.__call__ = recording_call(rec, nn.Cell.__call__, nn.Optimizer)
    if os.environ.get("MINDSHIM_RECORD_OPS", "1") != "0":
        _wrap_primitives(rec)
    atexit.register(rec.save)
    sys.argv = [script, *args]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
