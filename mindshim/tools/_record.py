"""Records every layer call of a running script (forward output, output gradient, parameters per step) for compare.

``python -m mindshim.tools._record {ms,torch} OUT_DIR STEPS SCRIPT [ARGS...]`` runs ``SCRIPT`` as ``__main__``
(``ms``: a MindSpore script, with the ``mindspore`` alias on; ``torch``: a PyTorch script) and writes to
``OUT_DIR``:

- ``records.json``: one entry per call of a leaf layer (a Cell / ``torch.nn.Module`` without sub-layers) during
  the first ``STEPS`` steps: step, call order, qualified name, class, output shape and dtype, statistics, and
  the ``.npy`` files of its output and of the gradient that reached it;
- ``params_<step>.npz``: every leaf layer's parameters (in the layer's own order) at the start of each step, so
  the update a step made can be compared too.

A step starts each time the first leaf layer the script ever called is called again (the input layer of a
training loop), which needs no knowledge of the framework's training API. Randomness is forced off: seeds of
Python, numpy and torch are set to 0 and dropout (``torch.nn.functional.dropout*``, which mindshim's Dropout
layers also call) returns its input; the list of what was forced is written to ``forced.json``. With
``MINDSHIM_RECORD_SAVE_INIT=PATH`` the parameters of the outermost layer are written as safetensors at the first
step; with ``MINDSHIM_RECORD_LOAD_INIT=PATH`` such a file is loaded into the network first (through
``load_torch_weights``' MindSpore <-> PyTorch name map), so both scripts start from the same weights unedited.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
from typing import Any

import numpy as np
import torch

from .compare import _first_tensor

__all__ = ["Recorder", "main"]


def _stats(t: torch.Tensor) -> dict:
    a = t.detach().double().cpu()
    if a.numel() == 0:
        return {"mean": 0.0, "std": 0.0, "min": 0.0, "max": 0.0, "l2": 0.0}
    return {
        "mean": float(a.mean()),
        "std": float(a.std(unbiased=False)),
        "min": float(a.min()),
        "max": float(a.max()),
        "l2": float(a.norm()),
    }


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name) or "root"


class Recorder:
    """Collects leaf-layer records into ``out_dir`` for the first ``steps`` steps (see the module docstring)."""

    def __init__(self, out_dir: str, steps: int) -> None:
        self.out_dir = out_dir
        self.steps = steps
        self.records: list[dict] = []
        self.stack: list[tuple[Any, str, bool]] = []  # (layer, qualified name, is a leaf layer)
        self.first_leaf: int | None = None
        self.step = -1
        self.seq = 0
        self.roots: list[Any] = []
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
        parent, pname, _ = self.stack[-1]
        n = self._child_name(parent, module)
        return f"{pname}.{n}" if pname else n

    @staticmethod
    def _is_leaf(module: Any) -> bool:
        return not any(True for _ in module.children())

    # ---- calls
    def before(self, module: Any) -> None:
        """A layer is about to run: keep its name on the stack, start a step at the first leaf layer."""
        name = self._qualname(module)
        if not self.stack:
            self.roots.append(module)
        leaf = self._is_leaf(module)
        self.stack.append((module, name, leaf))
        if leaf:
            if self.first_leaf is None:
                self.first_leaf = id(module)
            if id(module) == self.first_leaf:
                self._new_step()

    def _new_step(self) -> None:
        self.step += 1
        if self.step == 0:
            _init_weights(self.roots[-1] if self.roots else None)
        if self.step <= self.steps:
            self._snapshot_params()

    def after(self, module: Any, output: Any) -> None:
        """A layer returned ``output``: record it (leaf layers, recorded steps only)."""
        _, name, leaf = self.stack.pop()
        if not leaf or not 0 <= self.step < self.steps:
            return
        t = _first_tensor(output)
        if t is None or not (t.is_floating_point() or t.is_complex()):
            return
        rec = {
            "step": self.step,
            "seq": self.seq,
            "name": name,
            "type": type(module).__name__,
            "shape": list(t.shape),
            "dtype": str(t.dtype).replace("torch.", ""),
            "params": any(True for _ in torch.nn.Module.parameters(module, recurse=False)),
            "stats": _stats(t),
        }
        base = f"{self.step}_{self.seq:04d}_{_safe(name)}_{type(module).__name__}"
        rec["output"] = base + "_forward_output.npy"
        np.save(os.path.join(self.out_dir, rec["output"]), t.detach().cpu().numpy())
        self.seq += 1
        self.records.append(rec)
        if t.requires_grad:

            def grad_hook(g: torch.Tensor, rec: dict = rec, base: str = base) -> None:
                rec["grad"] = base + "_backward_output.npy"
                rec["grad_stats"] = _stats(g)
                np.save(os.path.join(self.out_dir, rec["grad"]), g.detach().cpu().numpy())

            t.register_hook(grad_hook)

    def _leaves_with_params(self) -> list[tuple[str, list[torch.Tensor]]]:
        if not self.roots:
            return []
        root = self.roots[-1]
        out = []
        for name, mod in root.named_modules():
            if self._is_leaf(mod):
                ps = list(torch.nn.Module.parameters(mod, recurse=False))
                if ps:
                    out.append((name, [getattr(p, "_t", p) for p in ps]))
        return out

    def _snapshot_params(self) -> None:
        arrays = {}
        for name, ps in self._leaves_with_params():
            for i, p in enumerate(ps):
                if isinstance(p, torch.Tensor) and p.is_floating_point():
                    arrays[f"{name}#{i}"] = p.detach().cpu().numpy().copy()
        np.savez(os.path.join(self.out_dir, f"params_{self.step}.npz"), **arrays)

    def save(self) -> None:
        """Write ``records.json`` (called at exit)."""
        with open(os.path.join(self.out_dir, "records.json"), "w") as f:
            json.dump({"steps": max(0, min(self.step + 1, self.steps)), "records": self.records}, f)


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
        from safetensors.torch import load_file

        from .compare import load_torch_weights

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
    import torch.nn.functional as F  # noqa: N812

    for name in ("dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout"):
        if hasattr(F, name):
            setattr(F, name, lambda input, *a, **k: input)  # noqa: A002
            forced.append(f"torch.nn.functional.{name} -> identity")
    return forced


def _install_torch(rec: Recorder) -> None:
    from torch.nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook

    register_module_forward_pre_hook(lambda m, args: rec.before(m))
    register_module_forward_hook(lambda m, args, out: rec.after(m, out))


def _install_ms(rec: Recorder) -> None:
    from ..nn import cell as cell_mod

    original = cell_mod.Cell.__call__

    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        rec.before(self)
        try:
            out = original(self, *args, **kwargs)
        except BaseException:
            rec.stack.pop()
            raise
        rec.after(self, out)
        return out

    cell_mod.Cell.__call__ = __call__
    try:
        import mindshim.common.seed as seed

        seed.set_seed(0)
    except Exception:  # noqa: BLE001  (best effort: the torch seed above is what the ops draw from)
        pass


def main(argv: list[str] | None = None) -> int:
    """Entry: ``{ms,torch} OUT_DIR STEPS SCRIPT [ARGS...]``; returns the script's exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    kind, out_dir, steps, script, *args = argv
    rec = Recorder(out_dir, int(steps))
    forced = _force_determinism()
    import atexit

    atexit.register(rec.save)
    with open(os.path.join(out_dir, "forced.json"), "w") as f:
        json.dump(forced, f)
    if kind == "ms":
        _install_ms(rec)
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
