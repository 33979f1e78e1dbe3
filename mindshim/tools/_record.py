"""Records every layer call and op call of a running script (output, output gradient, parameters per step) for compare.

``python -m mindshim.tools._record {ms,torch} OUT_DIR STEPS SCRIPT [ARGS...]`` runs ``SCRIPT`` as ``__main__``
(``ms``: a MindSpore script, with the ``mindspore`` alias on; ``torch``: a PyTorch script) and writes to
``OUT_DIR`` (once, at exit; during the run the arrays are only copied):

- ``records.json``: ``records``, one entry per call of a leaf layer (a Cell / ``torch.nn.Module`` without
  sub-layers) during the first ``STEPS`` steps: step, call order, qualified name, class, output shape and dtype,
  statistics (mean, std, min, max, L2), and the ``.npy`` files of its output and of the gradient that reached it
  (``<step>_<call>_<layer>_<Class>_forward_output.npy`` / ``..._backward_output.npy``); ``ops``, one entry per
  torch call made while a layer ran (a ``torch.overrides.TorchFunctionMode`` sees them: on the MindSpore side
  these are the torch calls mindshim's Cells and ops make), with the layer it ran in, its input shapes and
  dtypes, the layer parameters it took, output statistics, and its dumps named as TroubleShooter's
  ``api_dump`` names them (``Functional_batch_norm_0_forward_output.npy``, ``Torch_conv2d_1_backward_input.0.npy``
  for the gradient of its output); ``optimizers`` (the classes that made the updates) and ``param_info``;
- ``params_<step>.npz``: every leaf layer's parameters and floating buffers (``layer/name`` keys) at the start of
  each step, so the update a step made can be compared too.

A step starts each time the first leaf layer the script ever called is called again (the input layer of a
training loop), which needs no knowledge of the framework's training API. Randomness is forced off: seeds of
Python, numpy and torch are set to 0 and dropout (``torch.nn.functional.dropout*``, which mindshim's Dropout
layers also call) returns its input; the list of what was forced is written to ``forced.json``. With
``MINDSHIM_RECORD_SAVE_INIT=PATH`` the parameters of the outermost layer are written as safetensors at the first
step; with ``MINDSHIM_RECORD_LOAD_INIT=PATH`` such a file (or a ``.npz`` of MindSpore names, as the
real-MindSpore recorder ``_ms_oracle_record.py`` writes) is loaded into the network first (through
``load_torch_weights``' MindSpore <-> PyTorch name map), so both scripts start from the same weights unedited.
``MINDSHIM_RECORD_OPS=0`` records layers only.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
from typing import Any, Callable

import numpy as np
import torch

from .._kernels import creation as _creation
from ._ms_oracle_record import _flat, op_record, recording_call, write_records
from .compare import _first_tensor, _stats

__all__ = ["Recorder", "install_ms", "main"]

_MS = False  # set when recording a MindSpore script under mindshim


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name) or "root"


# torch functions that move, copy or describe a tensor without computing anything: never recorded as ops
_NOT_OPS = frozenset(
    "__get__ __set__ __delete__ detach detach_ clone contiguous requires_grad_ retain_grad cpu cuda to numpy "
    "tolist item size dim numel __len__ __repr__ __format__ data_ptr is_contiguous type __bool__ __index__ "
    "__float__ __int__ __array__ stride storage_offset untyped_storage _make_subclass __reduce_ex__ copy_ "
    "set_ is_floating_point is_complex element_size register_hook __setstate__ __deepcopy__ __hash__".split()
)


def _op_name(func: Any) -> tuple[str, str]:
    """``(prefix, name)`` of a torch callable as TroubleShooter names its dumps: ``Functional`` for
    ``torch.nn.functional``, ``Tensor`` for Tensor methods, ``Torch`` for the ``torch`` namespace."""
    name = getattr(func, "__name__", None) or type(func).__name__
    module = getattr(func, "__module__", None) or ""
    qual = getattr(func, "__qualname__", "") or ""
    if module.startswith("torch.nn.functional"):
        return "Functional", name
    if qual.startswith(("Tensor.", "TensorBase.", "_TensorBase.")):
        return "Tensor", name
    return "Torch", name


class _OpMode(torch.overrides.TorchFunctionMode):
    """Sees every torch call made while a recorded layer runs (the outermost call only: inside the mode's own
    handler further torch calls are not seen, so a functional op's internals are not recorded twice)."""

    def __init__(self, rec: Recorder) -> None:
        super().__init__()
        self.rec = rec

    def __torch_function__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        rec = self.rec
        if rec.stack and 0 <= rec.step < rec.steps and rec.ops_on:
            try:
                rec.op(func, args, kwargs or {}, out)
            except Exception:  # recording must never change the run
                pass
        return out


class Recorder:
    """Collects layer and op records into ``out_dir`` for the first ``steps`` steps (see the module docstring)."""

    def __init__(self, out_dir: str, steps: int, ops: bool = True) -> None:
        self.out_dir = out_dir
        self.steps = steps
        self.ops_on = ops
        self.records: list[dict] = []
        self.ops: list[dict] = []
        self.arrays: dict[str, np.ndarray] = {}  # file name -> array, written by save()
        self.stack: list[tuple[Any, str, bool, int]] = []  # (layer, qualified name, is a leaf layer, call id)
        self.first_leaf: int | None = None
        self.net: Any = None
        self.step = -1
        self.seq = 0  # layer records
        self.order = 0  # layer calls, layer returns and ops share one clock, so ops fall between layers
        self.calls = 0
        self.op_counts: dict[str, int] = {}
        self.optimizers: list[str] = []
        self.param_info: dict[str, dict] = {}
        self.param_snaps: dict[int, dict[str, np.ndarray]] = {}  # step -> parameters at its start
        self._owned: dict[int, dict[int, str]] = {}  # layer id -> {id(parameter): local name}
        self.mode: _OpMode | None = None
        os.makedirs(out_dir, exist_ok=True)

    # ---- names
    def _child_name(self, parent: Any, child: Any) -> str:
        for n, m in getattr(parent, "_modules", {}).items():
            if m is child:
                return n
        for n, m in vars(parent).items():  # a layer held in a list or a plain attribute
            if m is child:
                return n
        return type(child).__name__

    def _qualname(self, module: Any) -> str:
        if not self.stack:
            return ""
        parent, pname, _, _ = self.stack[-1]
        n = self._child_name(parent, module)
        return f"{pname}.{n}" if pname else n

    @staticmethod
    def _is_leaf(module: Any) -> bool:
        return not any(True for _ in module.children())

    # ---- layer calls
    def before(self, module: Any) -> None:
        """A layer is about to run: keep its name on the stack, start a step at the first leaf layer."""
        name = self._qualname(module)
        leaf = self._is_leaf(module)
        if leaf and self.first_leaf is None:
            self.first_leaf = id(module)
            self.net = self.stack[0][0] if self.stack else module
        self.calls += 1
        self.order += 1
        self.stack.append((module, name, leaf, self.calls))
        if leaf and id(module) == self.first_leaf:
            self._new_step()

    def _new_step(self) -> None:
        self.step += 1
        if self.step == 0:
            _init_weights(self.net)
        if self.step <= self.steps:
            self._snapshot_params()
        if self.step >= self.steps:
            self.stop_ops()

    def stop_ops(self) -> None:
        """Leave the op mode once the recorded steps are over, so later steps pay nothing for it (only when it
        is the innermost torch function mode, as it is between layer calls)."""
        from torch.overrides import _get_current_function_mode

        mode = self.mode
        if mode is not None and _get_current_function_mode() is mode:
            mode.__exit__(None, None, None)
            self.mode = None

    def after(self, module: Any, output: Any) -> None:
        """A layer returned ``output``: record it (leaf layers, recorded steps only)."""
        _, name, leaf, call = self.stack.pop()
        self.order += 1
        if not leaf or not 0 <= self.step < self.steps:
            return
        t = _first_tensor(output)
        if t is None or not (t.is_floating_point() or t.is_complex()):
            return
        rec = {
            "step": self.step,
            "seq": self.seq,
            "call": call,
            "end": self.order,
            "name": name,
            "type": type(module).__name__,
            "shape": list(t.shape),
            "dtype": str(t.dtype).replace("torch.", ""),
            "params": any(True for _ in torch.nn.Module.parameters(module, recurse=False)),
        }
        base = f"{self.step}_{self.seq:04d}_{_safe(name)}_{type(module).__name__}"
        rec["output"] = base + "_forward_output.npy"
        self.arrays[rec["output"]] = t.detach().cpu().numpy().copy()
        self.seq += 1
        self.records.append(rec)
        self._grad_hook(t, rec, base + "_backward_output.npy")

    def _grad_hook(self, t: torch.Tensor, rec: dict, fname: str) -> None:
        if not (t.requires_grad and torch.is_grad_enabled()):
            return

        def grad_hook(g: torch.Tensor, rec: dict = rec, fname: str = fname) -> None:
            if g is not None and "grad" not in rec:
                rec["grad"] = fname
                self.arrays[fname] = g.detach().cpu().numpy().copy()

        try:
            t.register_hook(grad_hook)
        except RuntimeError:  # a tensor that cannot take a hook (an in-place view, ...)
            pass

    # ---- op calls
    def op(self, func: Any, args: tuple, kwargs: dict, out: Any) -> None:
        """A torch call returned ``out`` while a layer was running: record it when it computed a float tensor."""
        prefix, name = _op_name(func)
        if name in _NOT_OPS:
            return
        t = _first_tensor(out)
        if t is None or not (t.is_floating_point() or t.is_complex()):
            return
        inputs = [a for a in _flat(args) + _flat(list(kwargs.values())) if isinstance(a, torch.Tensor)]
        if not inputs:  # factories (zeros, tensor, ...) compute nothing from the data
            return
        module, mname, _, call = self.stack[-1]
        owned = self._owned.get(id(module))
        if owned is None:
            owned = self._owned[id(module)] = {id(p): n for n, p in _named_state(module)}
        rec = op_record(
            self, f"{prefix}_{name}", name, module, mname, call,
            [list(a.shape) for a in inputs], [str(a.dtype).replace("torch.", "") for a in inputs],
            list(t.shape), str(t.dtype).replace("torch.", ""), [owned[id(a)] for a in inputs if id(a) in owned],
        )  # fmt: skip
        base = rec["output"].removesuffix("_forward_output.npy")
        self.arrays[rec["output"]] = t.detach().cpu().numpy().copy()
        self.ops.append(rec)
        self._grad_hook(t, rec, base + "_backward_input.0.npy")

    # ---- parameters
    def _leaves_with_params(self) -> list[tuple[str, Any]]:
        if self.net is None:
            return []
        out = []
        for name, mod in self.net.named_modules():
            if self._is_leaf(mod) and _named_state(mod):
                out.append((name, mod))
        return out

    def _snapshot_params(self) -> None:
        arrays = {}
        for name, mod in self._leaves_with_params():
            for pname, p in _named_state(mod):
                if isinstance(p, torch.Tensor) and p.is_floating_point():
                    key = f"{name}/{pname}"
                    arrays[key] = p.detach().cpu().numpy().copy()
                    self.param_info.setdefault(key, {"trainable": bool(p.requires_grad)})
        self.param_snaps[self.step] = arrays

    def save(self) -> None:
        """Write the arrays, statistics and ``records.json`` (called at exit)."""
        for recs in (self.records, self.ops):
            for r in recs:
                r["stats"] = _stats(self.arrays[r["output"]])
                if "grad" in r:
                    r["grad_stats"] = _stats(self.arrays[r["grad"]])
        for fname, a in self.arrays.items():
            np.save(os.path.join(self.out_dir, fname), a)
        for step, arrays in self.param_snaps.items():
            np.savez(os.path.join(self.out_dir, f"params_{step}.npz"), **arrays)
        write_records(self, "mindshim" if _MS else "torch")


def _named_state(module: Any) -> list[tuple[str, Any]]:
    """A layer's own parameters and floating buffers (BatchNorm's running statistics), by local name."""
    out = list(torch.nn.Module.named_parameters(module, recurse=False))
    out += [(n, b) for n, b in torch.nn.Module.named_buffers(module, recurse=False) if b.is_floating_point()]
    return out


def _init_weights(root: Any) -> None:
    """Save or load the initial weights of ``root`` as MINDSHIM_RECORD_SAVE_INIT / _LOAD_INIT ask."""
    if root is None:
        return
    save, load = os.environ.get("MINDSHIM_RECORD_SAVE_INIT"), os.environ.get("MINDSHIM_RECORD_LOAD_INIT")
    if save:
        from safetensors.torch import save_file

        sd = {k: v.detach().cpu().contiguous() for k, v in root.state_dict().items() if isinstance(v, torch.Tensor)}
        save_file(sd, save)
    if load:
        from .compare import load_torch_weights

        if load.endswith(".npz"):  # written by the real-MindSpore recorder (MindSpore names)
            with np.load(load) as z:
                sd = {k: _creation.share_numpy(z[k]) for k in z.files}
        else:
            from safetensors.torch import load_file

            sd = load_file(load)
        for cand in [root, *[m for _, m in root.named_modules()][1:]]:
            try:
                load_torch_weights(cand, sd, strict=True)
            except (KeyError, ValueError, TypeError, RuntimeError):
                continue
            print(f"[mindshim compare] initial weights loaded into {type(cand).__name__}", file=sys.stderr)
            return
        print("[mindshim compare] could not map the initial weights onto the network", file=sys.stderr)


def _force_determinism() -> list[str]:
    random.seed(0)
    np.random.seed(0)
    torch.manual_seed(0)
    forced = ["random.seed(0)", "numpy.random.seed(0)", "torch.manual_seed(0)"]
    import torch.nn.functional as F

    for name in ("dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout"):
        if hasattr(F, name):
            setattr(F, name, lambda input, *a, **k: input)
            forced.append(f"torch.nn.functional.{name} -> identity")
    return forced


def _install_torch(rec: Recorder) -> None:
    from torch.nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook
    from torch.optim.optimizer import register_optimizer_step_pre_hook

    register_module_forward_pre_hook(lambda m, args: rec.before(m))
    register_module_forward_hook(lambda m, args, out: rec.after(m, out))

    def opt_hook(opt: Any, args: Any, kwargs: Any) -> None:
        name = f"torch.optim.{type(opt).__name__}"
        if name not in rec.optimizers:
            rec.optimizers.append(name)

    register_optimizer_step_pre_hook(opt_hook)
    rec.mode = _OpMode(rec)
    rec.mode.__enter__()


def install_ms(rec: Recorder, seed: bool = True) -> Callable[[], None]:
    """Record the MindSpore Cells (and, with ``rec.ops_on``, the torch ops they run) of this process into
    ``rec``; returns the function that stops recording and restores ``Cell.__call__``."""
    from ..nn import cell as cell_mod
    from ..nn.optim.optimizer import Optimizer

    global _MS
    original = cell_mod.Cell.__call__
    _MS = True
    cell_mod.Cell.__call__ = recording_call(rec, original, Optimizer)
    if seed:
        try:
            import mindshim.common.seed as seed_mod

            seed_mod.set_seed(0)
        except Exception:  # best effort: the torch seed above is what the ops draw from
            pass
    rec.mode = _OpMode(rec)
    rec.mode.__enter__()

    def uninstall() -> None:
        rec.stop_ops()
        cell_mod.Cell.__call__ = original

    return uninstall


def main(argv: list[str] | None = None) -> int:
    """Entry: ``{ms,torch} OUT_DIR STEPS SCRIPT [ARGS...]``; returns the script's exit status. ``MINDSHIM_RECORD_OPS=0``
    records layers only."""
    argv = list(sys.argv[1:] if argv is None else argv)
    kind, out_dir, steps, script, *args = argv
    rec = Recorder(out_dir, int(steps), ops=os.environ.get("MINDSHIM_RECORD_OPS", "1") != "0")
    forced = _force_determinism()
    import atexit

    atexit.register(rec.save)
    with open(os.path.join(out_dir, "forced.json"), "w") as f:
        json.dump(forced, f)
    if kind == "ms":
        install_ms(rec)
        from .._script import _run_script

        return _run_script([script, *args])
    _install_torch(rec)
    from .._script import _exec_script

    sys.argv = [script, *args]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    _exec_script(script)
    return 0


if __name__ == "__main__":
    sys.exit(main())
