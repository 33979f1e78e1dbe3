"""Side-by-side checks of a MindSpore network against a reference PyTorch one: losses within 1‰, then layer by layer.

MindSpore's migration guide debugs a port in three steps: give both scripts the same inputs and no randomness,
compare their losses step by step (they should agree to about 1‰), and when they do not, compare the outputs of
the sub-networks layer by layer from the input on, to find the first layer that differs. This module does each
step:

- :func:`load_torch_weights` copies a PyTorch module's (or state dict's) weights into a MindSpore Cell, renaming
  PyTorch's names to MindSpore's (BatchNorm ``weight``/``running_mean`` -> ``gamma``/``moving_mean``, ...);
- :func:`localize` runs both networks on the same inputs and lists every leaf layer's output difference in call
  order, naming the first layer beyond the tolerance;
- :func:`compare_losses` and ``mindshim compare MS_SCRIPT REF_SCRIPT`` compare two loss series (read from the two
  scripts' printed output) within 1‰ and say whether a mismatch points at the forward pass (first step) or at the
  gradients and updates (later steps);
- ``mindshim compare MS_SCRIPT REF_SCRIPT --localize`` records both unchanged scripts (``_record``: every layer
  and op call of the first steps) and :func:`first_divergence` names the first layer and the first op in it whose
  forward output, then gradient, then parameter update differs (:func:`align_ops` pairs the ops); with
  ``--ref-python REAL_MINDSPORE_PYTHON MS_SCRIPT MS_SCRIPT`` the reference is the same script under real
  MindSpore (``_ms_oracle_record``); :func:`plot_losses` draws ``compare.png``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import torch

from .. import _api

__all__ = _api.names(__name__)

DEFAULT_RTOL = 1e-3  # the guide's 1‰
# "loss is 2.30" (LossMonitor), "loss: 2.30", "loss = 2.30", "Loss 2.30", "'loss': 2.30"
DEFAULT_LOSS_RE = r"loss(?:\s+is|['\"]?\s*[:=])?\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"


# ---------------------------------------------------------------------------------------------- weights
def load_torch_weights(cell: Any, torch_weights: Any, strict: bool = True) -> list[tuple[str, str]]:
    """Copy a PyTorch module's weights (or a state dict) into the MindSpore Cell ``cell``.

    PyTorch names are mapped to MindSpore's with the table of ``mindshim ckpt convert`` (BatchNorm
    ``weight``/``bias``/``running_mean``/``running_var`` -> ``gamma``/``beta``/``moving_mean``/``moving_variance``,
    LayerNorm ``weight``/``bias`` -> ``gamma``/``beta``, ``num_batches_tracked`` dropped). Names that still do not
    match are paired by position when the remaining parameters agree in count and shapes (a PyTorch ``fc1`` for a
    MindSpore ``dense1``); otherwise they are reported.

    Args:
        cell (mindspore.nn.Cell): the network to fill.
        torch_weights (torch.nn.Module | dict[str, torch.Tensor]): the reference weights.
        strict (bool): raise when a Cell parameter gets no value or a shape differs. Default True.

    Returns:
        list of ``(MindSpore name, PyTorch name)`` pairs that were copied.

    Raises:
        ValueError: (``strict``) when parameters are left without a value or shapes do not match.
    """
    from .ckpt import torch_to_ms_names

    state = torch_weights.state_dict() if isinstance(torch_weights, torch.nn.Module) else dict(torch_weights)
    renamed = {}
    for tname, (mname, _) in torch_to_ms_names(state).items():
        if mname is not None:
            renamed[mname] = tname
    params = dict(cell.parameters_and_names())
    pairs, left_ms = [], []
    for mname in params:
        if mname in renamed:
            pairs.append((mname, renamed.pop(mname)))
        else:
            left_ms.append(mname)
    left_torch = list(renamed.values())
    if left_ms and len(left_ms) == len(left_torch):
        shapes_ms = [tuple(params[n].shape) for n in left_ms]
        shapes_t = [tuple(state[n].shape) for n in left_torch]
        if shapes_ms == shapes_t:
            pairs += list(zip(left_ms, left_torch))
            left_ms, left_torch = [], []
    bad = [(m, t) for m, t in pairs if tuple(params[m].shape) != tuple(state[t].shape)]
    if strict and (left_ms or bad):
        problems = [f"no PyTorch weight for {n}" for n in left_ms]
        problems += [f"{m} {tuple(params[m].shape)} vs {t} {tuple(state[t].shape)}" for m, t in bad]
        raise ValueError("load_torch_weights: " + "; ".join(problems))
    from ..common.tensor import Tensor

    for m, t in pairs:
        if (m, t) not in bad:
            params[m].set_data(Tensor(state[t].detach().cpu().clone()).astype(params[m].dtype))
    return [p for p in pairs if p not in bad]


# ---------------------------------------------------------------------------------------------- layers
@dataclass
class LayerDiff:
    """One leaf layer's outputs under both networks."""

    index: int
    ms_name: str
    torch_name: str
    shape: tuple
    max_abs: float
    max_rel: float
    ok: bool


@dataclass
class Localization:
    """The result of :func:`localize`: per-layer differences in call order, and the first failing layer."""

    layers: list[LayerDiff] = field(default_factory=list)
    first_bad: LayerDiff | None = None
    note: str = ""

    def __str__(self) -> str:
        rows = [f"{'#':>3}  {'MindSpore layer':<28} {'PyTorch layer':<28} {'shape':<18} {'max |diff|':>11} "
                f"{'max rel':>10}  ok"]  # fmt: skip
        for d in self.layers:
            rows.append(
                f"{d.index:>3}  {d.ms_name:<28} {d.torch_name:<28} {str(list(d.shape)):<18} {d.max_abs:>11.3e} "
                f"{d.max_rel:>10.3e}  {'yes' if d.ok else 'NO'}"
            )
        if self.note:
            rows.append(self.note)
        if self.first_bad is None:
            rows.append("every layer agrees within the tolerance")
        else:
            rows.append(f"first difference: {self.first_bad.ms_name} <-> {self.first_bad.torch_name}")
        return "\n".join(rows)


def _first_tensor(x: Any) -> torch.Tensor | None:
    from ..common.tensor import Tensor

    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, torch.Tensor):
        return x
    if isinstance(x, (tuple, list)):
        for v in x:
            t = _first_tensor(v)
            if t is not None:
                return t
    return None


def _leaves_ms(cell: Any) -> list[tuple[str, Any]]:
    out = []
    for name, sub in cell.cells_and_names():
        if not list(sub.cells()):
            out.append((name or type(sub).__name__, sub))
    return out


def _leaves_torch(module: torch.nn.Module) -> list[tuple[str, torch.nn.Module]]:
    return [(name or type(m).__name__, m) for name, m in module.named_modules() if not list(m.children())]


def localize(
    cell: Any,
    torch_module: torch.nn.Module,
    *inputs: Any,
    rtol: float = DEFAULT_RTOL,
    atol: float = 1e-5,
    only_with_parameters: bool | None = None,
) -> Localization:
    """Run the MindSpore Cell and the PyTorch module on the same ``inputs`` and compare every leaf layer's output.

    Leaf layers are paired in the order they are called. When the two networks call different numbers of leaf
    layers (an activation written as a layer in one and as a function in the other), only layers that own
    parameters are paired; ``only_with_parameters=True`` asks for that directly.

    Args:
        cell (mindspore.nn.Cell): the MindSpore network (its weights usually copied with
            :func:`load_torch_weights`).
        torch_module (torch.nn.Module): the reference network.
        *inputs: numpy arrays or MindSpore Tensors, given to both networks.
        rtol, atol (float): a layer agrees when ``|ms - ref| <= atol + rtol * |ref|`` everywhere. Defaults 1e-3, 1e-5.

    Returns:
        :class:`Localization` (printable as a table).
    """
    from ..common.tensor import Tensor

    ms_inputs = [x if isinstance(x, Tensor) else Tensor(np.asarray(x)) for x in inputs]
    t_inputs = [x._data().detach().clone() for x in ms_inputs]
    ms_out: list[tuple[str, torch.Tensor]] = []
    t_out: list[tuple[str, torch.Tensor]] = []
    handles = []
    for name, sub in _leaves_ms(cell):
        handles.append(sub.register_forward_hook(lambda c, a, o, n=name: ms_out.append((n, _first_tensor(o)))))
    for name, mod in _leaves_torch(torch_module):
        handles.append(mod.register_forward_hook(lambda m, a, o, n=name: t_out.append((n, _first_tensor(o)))))
    try:
        with torch.no_grad():
            cell(*ms_inputs)
            torch_module(*t_inputs)
    finally:
        for h in handles:
            h.remove()
    note = ""
    with_params_ms = {n for n, c in _leaves_ms(cell) if list(c.get_parameters())}
    with_params_t = {n for n, m in _leaves_torch(torch_module) if list(m.parameters())}
    if only_with_parameters or (only_with_parameters is None and len(ms_out) != len(t_out)):
        if only_with_parameters is None:
            note = (
                f"the networks call {len(ms_out)} and {len(t_out)} leaf layers: only layers with parameters are paired"
            )
        ms_out = [x for x in ms_out if x[0] in with_params_ms]
        t_out = [x for x in t_out if x[0] in with_params_t]
    report = Localization(note=note)
    for i, ((mn, a), (tn, b)) in enumerate(zip(ms_out, t_out)):
        if a is None or b is None or tuple(a.shape) != tuple(b.shape):
            diff = LayerDiff(i, mn, tn, tuple(a.shape) if a is not None else (), math.inf, math.inf, False)
        else:
            a64, b64 = a.detach().double().cpu(), b.detach().double().cpu()
            err = (a64 - b64).abs()
            rel = err / b64.abs().clamp_min(1e-30)
            ok = bool((err <= atol + rtol * b64.abs()).all())
            diff = LayerDiff(i, mn, tn, tuple(a.shape), float(err.max()), float(rel.max()), ok)
        report.layers.append(diff)
        if not diff.ok and report.first_bad is None:
            report.first_bad = diff
    return report


# ---------------------------------------------------------------------------------------------- losses
@dataclass
class LossReport:
    """The result of :func:`compare_losses`."""

    ms_losses: list[float]
    ref_losses: list[float]
    rtol: float
    first_bad: int | None
    diagnosis: str

    @property
    def ok(self) -> bool:
        """True when every compared step agrees within ``rtol`` and both series have the same length."""
        return self.first_bad is None and len(self.ms_losses) == len(self.ref_losses) and bool(self.ms_losses)

    def __str__(self) -> str:
        rows = [f"{'step':>5} {'MindSpore':>14} {'reference':>14} {'rel diff':>10}  ok"]
        for i, (a, b) in enumerate(zip(self.ms_losses, self.ref_losses)):
            rel = abs(a - b) / max(abs(b), 1e-30)
            rows.append(f"{i + 1:>5} {a:>14.7g} {b:>14.7g} {rel:>10.2e}  {'yes' if rel <= self.rtol else 'NO'}")
        rows.append(self.diagnosis)
        return "\n".join(rows)


def compare_losses(ms_losses: Sequence[float], ref_losses: Sequence[float], rtol: float = DEFAULT_RTOL) -> LossReport:
    """Compare two loss series step by step: each pair must agree to ``rtol`` (default 1e-3, the guide's 1‰).

    The diagnosis follows the migration guide: a difference at the first step points at the forward pass; a first
    step that agrees followed by differences points at the gradients or the parameter update.
    """
    a = [float(v) for v in ms_losses]
    b = [float(v) for v in ref_losses]
    first_bad = None
    for i, (x, y) in enumerate(zip(a, b)):
        if not (abs(x - y) <= rtol * abs(y)) or math.isnan(x) != math.isnan(y):
            first_bad = i
            break
    if not a or not b:
        diagnosis = "no losses to compare: check --loss-regex against the scripts' output"
    elif first_bad == 0:
        diagnosis = (
            "step 1 differs: the forward pass differs (inputs, weights, randomness or an operator); "
            "compare layer by layer (mindshim.tools.compare.localize)"
        )
    elif first_bad is not None:
        diagnosis = (
            f"step 1 agrees, step {first_bad + 1} differs: the forward pass matches; check the gradients and the "
            "optimizer update (learning rate, momentum, weight decay, loss scale)"
        )
    elif len(a) != len(b):
        diagnosis = (
            f"the {min(len(a), len(b))} common steps agree, but the scripts printed {len(a)} and {len(b)} losses"
        )
    else:
        diagnosis = f"all {len(a)} steps agree within {rtol:g} (relative)"
    return LossReport(a, b, rtol, first_bad, diagnosis)


# ---------------------------------------------------------------------------------------------- recorded runs
@dataclass
class OpDiff:
    """One op inside the diverging layer under both runs (``ref`` is None where it had no counterpart)."""

    ms: dict | None
    ref: dict | None
    max_abs: float
    max_rel: float
    ok: bool
    grad_rel: float | None = None  # max relative difference of the output gradients (gradient stage)

    @staticmethod
    def describe(rec: dict | None) -> str:
        """``Torch_conv2d (in 'conv2', input shapes [[4, 8, 8, 8], ...])`` for a recorded op."""
        if rec is None:
            return "(none)"
        return f"{rec['api']} (in '{rec['module'] or '<root>'}', output {rec['shape']} {rec['dtype']})"


@dataclass
class Divergence:
    """The first place two recorded runs differ: ``stage`` is ``forward``, ``gradient`` or ``update``.

    ``op`` is the first op inside the layer whose output (forward), output gradient (gradient) differs, or for
    an update the op that made it (the optimizer, or the forward op that updates a running statistic);
    ``param`` names the parameter of an update."""

    stage: str
    step: int
    ms_name: str
    ref_name: str
    ms_type: str
    ref_type: str
    max_abs: float
    max_rel: float
    op: OpDiff | None = None
    param: tuple[str, str] | None = None
    made_by: tuple[str, str] | None = None
    ops: list[OpDiff] = field(default_factory=list)
    update_stats: tuple[dict, dict] | None = None

    def __str__(self) -> str:
        what = {"forward": "output", "gradient": "output gradient", "update": "parameter update"}[self.stage]
        lines = [
            f"first difference: {self.stage} (step {self.step + 1}), layer MindSpore '{self.ms_name}' "
            f"({self.ms_type}) <-> reference '{self.ref_name}' ({self.ref_type}): {what} differs, "
            f"max |diff| {self.max_abs:.3g}, max relative {self.max_rel:.3g}"
        ]
        if self.param is not None:
            lines.append(f"  parameter: MindSpore '{self.param[0]}' <-> reference '{self.param[1]}'")
        if self.made_by is not None:
            lines.append(f"  first op: update made by MindSpore {self.made_by[0]} <-> reference {self.made_by[1]}")
        for side, st in zip(("MindSpore", "reference"), self.update_stats or ()):
            lines.append(
                f"    {side:<9} update mean {st['mean']:.6g} std {st['std']:.6g} min {st['min']:.6g} "
                f"max {st['max']:.6g}"
            )
        if self.op is not None:
            o = self.op
            lines.append(
                f"  first op: MindSpore {OpDiff.describe(o.ms)} <-> reference {OpDiff.describe(o.ref)}: {what} "
                f"differs, max |diff| {o.max_abs:.3g}, max relative {o.max_rel:.3g}"
            )
            key = "grad_stats" if self.stage == "gradient" else "stats"
            for side, rec in (("MindSpore", o.ms), ("reference", o.ref)):
                st = (rec or {}).get(key)
                if st:
                    lines.append(
                        f"    {side:<9} mean {st['mean']:.6g} std {st['std']:.6g} min {st['min']:.6g} "
                        f"max {st['max']:.6g}"
                    )
        return "\n".join(lines)


def _diff(a: np.ndarray, b: np.ndarray, rtol: float, atol: float) -> tuple[bool, float, float]:
    if a.shape != b.shape:
        return False, math.inf, math.inf
    if a.dtype.kind not in "fciub" or b.dtype.kind not in "fciub":
        return False, math.inf, math.inf
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    err = np.abs(a64 - b64)
    if err.size == 0:
        return True, 0.0, 0.0
    with np.errstate(invalid="ignore"):
        nan_ok = np.isnan(a64) == np.isnan(b64)
        rel = err / np.maximum(np.abs(b64), 1e-30)
        close = (err <= atol + rtol * np.abs(b64)) | (np.isnan(a64) & np.isnan(b64)) | (a64 == b64)
    return bool(close.all() and nan_ok.all()), float(np.nanmax(err)), float(np.nanmax(rel))


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


def _load_records(d: str) -> dict:
    with open(os.path.join(d, "records.json")) as f:
        return json.load(f)


def align_records(ms: list[dict], ref: list[dict]) -> tuple[list[tuple[dict, dict]], str]:
    """Pair the leaf-layer calls of one step of two runs by call order; when the two runs call different numbers
    of leaf layers (an activation as a layer on one side, a function on the other), pair only layers with
    parameters. Returns the pairs and a note saying how they were paired."""
    if len(ms) != len(ref):
        ms_p, ref_p = [r for r in ms if r["params"]], [r for r in ref if r["params"]]
        note = (
            f"{len(ms)} and {len(ref)} leaf-layer calls: paired the {min(len(ms_p), len(ref_p))} calls of layers "
            "with parameters, in call order"
        )
        return list(zip(ms_p, ref_p)), note
    return list(zip(ms, ref)), f"{len(ms)} leaf-layer calls on each side, paired in call order"


_OP_ALIASES = {"truediv": "div", "divide": "div", "multiply": "mul", "subtract": "sub", "conv2d": "conv2d"}


def _op_key(rec: dict) -> str:
    """A framework-neutral op name: ``Tensor___iadd__`` / ``Torch_add_`` / ``Add`` -> ``add``."""
    n = rec["op"].lower().strip("_")
    n = re.sub(r"^[ir](add|sub|mul|truediv|div|matmul|pow|and|or)$", r"\1", n)
    n = n.replace("_", "")
    return _OP_ALIASES.get(n, n)


def align_ops(ms_ops: list[dict], ref_ops: list[dict], load_ms, load_ref, rtol: float, atol: float) -> list[OpDiff]:
    """Pair the ops of one stretch of two runs (the ops between two paired layers' outputs) and mark the first
    reference op without a counterpart.

    Each reference op is matched to the next MindSpore op (in call order) whose output has its shape and agrees
    within the tolerance; MindSpore ops skipped on the way are intermediate results of a computation the reference
    does in one op (a convolution and its bias add, ...). The first reference op left without a match after the
    last match is the diverging op; its counterpart is the next MindSpore op of the same name and shape (else of
    the same shape, else of the same name). Returns every reference op's pairing, in order."""
    out: list[OpDiff] = []
    j = 0
    for r in ref_ops:
        b = load_ref(r["output"])
        hit = None
        for k in range(j, len(ms_ops)):
            m = ms_ops[k]
            if m["shape"] != r["shape"]:
                continue
            ok, mx, rel = _diff(load_ms(m["output"]), b, rtol, atol)
            if ok:
                hit = (k, mx, rel)
                break
        if hit is not None:
            out.append(OpDiff(ms_ops[hit[0]], r, hit[1], hit[2], True))
            j = hit[0] + 1
        else:
            out.append(OpDiff(None, r, math.inf, math.inf, False))
    last = max((i for i, d in enumerate(out) if d.ok), default=-1)
    ms_start = ms_ops.index(out[last].ms) + 1 if last >= 0 else 0
    for d in out[last + 1 :]:
        cands = ms_ops[ms_start:]
        r = d.ref
        for pick in (
            lambda m: _op_key(m) == _op_key(r) and m["shape"] == r["shape"],
            lambda m: m["shape"] == r["shape"],
            lambda m: _op_key(m) == _op_key(r),
        ):
            found = [m for m in cands if pick(m)]
            if found:
                d.ms = found[0]
                _, d.max_abs, d.max_rel = _diff(load_ms(d.ms["output"]), load_ref(r["output"]), rtol, atol)
                break
        break  # only the first unmatched op after the last match is the verdict
    return out


def _window(ops: list[dict], step: int, lo: int, hi: int) -> list[dict]:
    return [o for o in ops if o["step"] == step and lo < o["order"] <= hi]


def _update_pairs(a: dict, b: dict, m0, m1, r0, r1, ref_torch: bool) -> list[tuple[str, str]]:
    """The ``(MindSpore key, reference key)`` pairs of two paired layers' parameters (``layer/name`` keys)."""
    from .ckpt import torch_to_ms_names

    ms_keys = [k for k in m0.files if k.rpartition("/")[0] == a["name"] and k in m1.files]
    ref_keys = [k for k in r0.files if k.rpartition("/")[0] == b["name"] and k in r1.files]
    if ref_torch:
        dotted = {k.replace("/", ".", 1) if "/" in k else k: r0[k] for k in ref_keys}
        mapped = torch_to_ms_names(dotted)
        local = {}
        for k in ref_keys:
            new = mapped[k.replace("/", ".", 1)][0]
            if new is not None:
                local[new.rpartition(".")[2]] = k
    else:
        local = {k.rpartition("/")[2]: k for k in ref_keys}
    pairs, left_ms = [], []
    for k in ms_keys:
        n = k.rpartition("/")[2]
        if n in local:
            pairs.append((k, local.pop(n)))
        else:
            left_ms.append(k)
    left_ref = list(local.values())
    for k, q in zip(left_ms, left_ref):  # unmatched names: by order where the shapes agree
        if m0[k].shape == r0[q].shape:
            pairs.append((k, q))
    return pairs


def first_divergence(ms_dir: str, ref_dir: str, rtol: float = DEFAULT_RTOL, atol: float = 1e-5) -> tuple:
    """Compare two recorded runs (``mindshim.tools._record``), step by step: the forward outputs layer by layer
    (and inside the first differing layer, op by op), then their gradients (in backward order), then the update
    the step made to each layer's parameters (and which op made it). Returns ``(Divergence or None, pairs, note)``
    where ``pairs`` are the layer pairs of the step reported."""

    ms_all, ref_all = _load_records(ms_dir), _load_records(ref_dir)
    ms_ops, ref_ops = ms_all.get("ops", []), ref_all.get("ops", [])
    ref_torch = ref_all.get("framework", "torch") == "torch"
    n_steps = max(1, min(ms_all.get("steps", 1), ref_all.get("steps", 1)))

    def loader(d: str):
        cache: dict[str, np.ndarray] = {}

        def load(f: str) -> np.ndarray:
            if f not in cache:
                cache[f] = np.load(os.path.join(d, f))
            return cache[f]

        return load

    load_ms, load_ref = loader(ms_dir), loader(ref_dir)
    first_pairs, first_note = None, ""
    for step in range(n_steps):
        step_ms = [r for r in ms_all["records"] if r["step"] == step]
        step_ref = [r for r in ref_all["records"] if r["step"] == step]
        pairs, note = align_records(step_ms, step_ref)
        if first_pairs is None:
            first_pairs, first_note = pairs, note
        bounds = [(0, 0)] + [(a["end"], b["end"]) for a, b in pairs]

        def op_window(i: int) -> tuple[list[dict], list[dict]]:
            (lo_a, lo_b), (hi_a, hi_b) = bounds[i], bounds[i + 1]
            return _window(ms_ops, step, lo_a, hi_a), _window(ref_ops, step, lo_b, hi_b)

        first = None
        for i, (a, b) in enumerate(pairs):  # every pair's difference goes in the report; the first bad one decides
            ok, mx, rel = _diff(load_ms(a["output"]), load_ref(b["output"]), rtol, atol)
            a["_fwd"] = (ok, mx, rel)
            if not ok and first is None:
                first = Divergence("forward", step, a["name"], b["name"], a["type"], b["type"], mx, rel)
                w_ms, w_ref = op_window(i)
                if w_ref and w_ms:
                    first.ops = align_ops(w_ms, w_ref, load_ms, load_ref, rtol, atol)
                    first.op = next((d for d in first.ops if not d.ok), None)
        if first is not None:
            return first, pairs, note
        for i in reversed(range(len(pairs))):
            a, b = pairs[i]
            if "grad" in a and "grad" in b:
                ok, mx, rel = _diff(load_ms(a["grad"]), load_ref(b["grad"]), rtol, atol)
                if not ok:
                    div = Divergence("gradient", step, a["name"], b["name"], a["type"], b["type"], mx, rel)
                    w_ms, w_ref = op_window(i)
                    if i + 1 < len(pairs):  # the gradient reached this layer through the ops up to the next one
                        n_ms, n_ref = op_window(i + 1)
                        w_ms, w_ref = w_ms + n_ms, w_ref + n_ref
                    if w_ref and w_ms:
                        div.ops = align_ops(w_ms, w_ref, load_ms, load_ref, rtol, atol)
                        for d in reversed(div.ops):  # the output gradient flows in from the last op
                            if d.ok and "grad" in d.ms and "grad" in d.ref:
                                gok, gmx, grel = _diff(load_ms(d.ms["grad"]), load_ref(d.ref["grad"]), rtol, atol)
                                d.grad_rel = grel
                                if not gok:
                                    div.op = OpDiff(d.ms, d.ref, gmx, grel, False)
                                    break
                    return div, pairs, note
        files = [os.path.join(d, f"params_{s}.npz") for d in (ms_dir, ref_dir) for s in (step, step + 1)]
        if not all(os.path.exists(x) for x in files):
            continue
        m0, m1, r0, r1 = (np.load(x) for x in files)
        for a, b in pairs:
            if not (a["params"] and b["params"]):
                continue
            for ka, kb in _update_pairs(a, b, m0, m1, r0, r1, ref_torch):
                da, db = m1[ka] - m0[ka], r1[kb] - r0[kb]
                ok, mx, rel = _diff(da, db.reshape(da.shape) if da.size == db.size else db, rtol, atol)
                if ok:
                    continue
                div = Divergence("update", step, a["name"], b["name"], a["type"], b["type"], mx, rel)
                div.param = (ka.rpartition("/")[2], kb.rpartition("/")[2])
                div.update_stats = (_stats(da), _stats(db))
                div.made_by = (
                    _made_by(ms_all, ms_ops, step, a, ka, ms_all.get("optimizers")),
                    _made_by(ref_all, ref_ops, step, b, kb, ref_all.get("optimizers")),
                )
                return div, pairs, note
    return None, first_pairs or [], first_note


def _made_by(run: dict, ops: list[dict], step: int, layer: dict, key: str, optimizers: list | None) -> str:
    """Which op changed parameter ``key`` in a step: the optimizer for a trainable one, else the op of the layer's
    forward pass that took it (BatchNorm's running statistics)."""
    info = run.get("param_info", {}).get(key, {})
    pname = key.rpartition("/")[2]
    if info.get("trainable", True):
        return "the optimizer " + (" + ".join(optimizers) if optimizers else "(not seen)")
    for o in ops:
        if o["step"] == step and o["call"] == layer.get("call") and pname in o.get("params", []):
            return f"{o['api']} in the forward pass of '{layer['name']}' (a running statistic, not the optimizer)"
    return f"the forward pass of '{layer['name']}' (a running statistic, not the optimizer)"


def _run_recorded(kind: str, script: str, extra: list[str], out: str, steps: int, python: list[str], env: dict):
    if kind == "mindspore":  # real MindSpore: a recorder file that imports nothing from mindshim
        cmd = [*python, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_ms_oracle_record.py")]
        cmd += [out, str(steps), script, *extra]
    else:
        cmd = [*python, "-m", "mindshim.tools._record", kind, out, str(steps), script, *extra]
    proc = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL, env={**os.environ, **env})
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-4000:])
        raise SystemExit(f"mindshim compare: {' '.join(cmd)} exited with status {proc.returncode}")
    return proc.stdout


def is_real_mindspore(python: str | list[str]) -> bool:
    """Whether the interpreter ``python`` (a command) imports a real MindSpore (not mindshim's alias): then
    ``mindshim compare --ref-python PYTHON MS_SCRIPT MS_SCRIPT`` records the same script under both."""
    cmd = shlex.split(python) if isinstance(python, str) else list(python)
    probe = (
        "import importlib.util as u, os; s = u.find_spec('mindspore'); "
        "print('real' if s and s.origin and os.path.basename(os.path.dirname(s.origin)) == 'mindspore' else 'no')"
    )
    try:
        proc = subprocess.run(
            [*cmd, "-c", probe], capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0 and proc.stdout.strip() == "real"


def localize_scripts(
    ms_script: str,
    ref_script: str,
    extra: list[str],
    out: str,
    steps: int = 2,
    init_from: str | None = None,
    ref_python: str | None = None,
    rtol: float = DEFAULT_RTOL,
    ref_kind: str | None = None,
) -> tuple[str, str, Divergence | None, list, str]:
    """Run both scripts recorded (each in its own process, unchanged) into ``out/ms`` and ``out/ref`` and find the
    first difference. ``init_from`` ('ms' or 'ref') copies that side's initial weights into the other through the
    MindSpore <-> PyTorch name map. ``ref_kind`` is ``torch`` (a PyTorch reference, the default) or ``mindspore``
    (``ref_script`` run under the real MindSpore of ``ref_python``; found by :func:`is_real_mindspore` when None).
    Returns ``(ms_stdout, ref_stdout, divergence, pairs, note)``."""

    ms_dir, ref_dir = os.path.join(out, "ms"), os.path.join(out, "ref")
    ref_cmd = shlex.split(ref_python) if ref_python else [sys.executable]
    if ref_kind is None:
        ref_kind = "mindspore" if ref_python and is_real_mindspore(ref_cmd) else "torch"
    init = os.path.join(out, "init.npz" if ref_kind == "mindspore" else "init.safetensors")
    if init_from == "ms":
        ms_text = _run_recorded(
            "ms", ms_script, extra, ms_dir, steps, [sys.executable], {"MINDSHIM_RECORD_SAVE_INIT": init}
        )
        if ref_kind == "torch":
            _ms_init_to_torch_names(init)
        ref_text = _run_recorded(
            ref_kind, ref_script, extra, ref_dir, steps, ref_cmd, {"MINDSHIM_RECORD_LOAD_INIT": init}
        )
    else:
        env_ref = {"MINDSHIM_RECORD_SAVE_INIT": init} if init_from == "ref" else {}
        env_ms = {"MINDSHIM_RECORD_LOAD_INIT": init} if init_from == "ref" else {}
        ref_text = _run_recorded(ref_kind, ref_script, extra, ref_dir, steps, ref_cmd, env_ref)
        ms_text = _run_recorded("ms", ms_script, extra, ms_dir, steps, [sys.executable], env_ms)
    div, pairs, note = first_divergence(ms_dir, ref_dir, rtol)
    return ms_text, ref_text, div, pairs, note


def _ms_init_to_torch_names(path: str) -> None:
    """Rename a MindSpore-named initial-weights file to PyTorch's names, in place."""
    from safetensors.torch import load_file, save_file

    from .ckpt import ms_to_torch_names

    sd = load_file(path)
    names = ms_to_torch_names(list(sd))
    save_file({names[k][0]: v for k, v in sd.items()}, path)


def plot_losses(loss: LossReport, path: str) -> str | None:
    """Draw ``compare.png``: both loss curves, and the relative difference per step on a log scale with the
    tolerance as a line. Needs matplotlib (``pip install mindshim[plot]``); returns None without it."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.ticker import MaxNLocator
    except ImportError:
        return None
    n = min(len(loss.ms_losses), len(loss.ref_losses))
    steps = list(range(1, n + 1))
    rel = [abs(a - b) / max(abs(b), 1e-30) for a, b in zip(loss.ms_losses, loss.ref_losses)]
    floor = 1e-9  # equal losses drawn at the floor of the log axis
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 3.6))
    ax1.plot(range(1, len(loss.ms_losses) + 1), loss.ms_losses, "o-", label="MindSpore script (mindshim)")
    ax1.plot(range(1, len(loss.ref_losses) + 1), loss.ref_losses, "s--", label="reference")
    ax1.set_xlabel("step")
    ax1.set_ylabel("loss")
    ax1.set_title("losses")
    ax1.legend()
    ax2.semilogy(steps, [max(r, floor) for r in rel], "o-", color="C3", label="|ms - ref| / |ref|")
    ax2.axhline(loss.rtol, color="gray", linestyle=":", label=f"tolerance {loss.rtol:g}")
    ax2.set_xlabel("step")
    ax2.set_ylabel("relative difference (log)")
    ax2.set_title("relative difference per step")
    ax2.legend()
    for ax in (ax1, ax2):
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return path


def _stats_row(name: str, st: dict | None) -> str:
    if not st:
        return f"| {name} | | | | | |"
    return f"| {name} | {st['mean']:.6g} | {st['std']:.6g} | {st['min']:.6g} | {st['max']:.6g} | {st['l2']:.6g} |"


def _report_markdown(
    loss: LossReport, div: Divergence | None, pairs: list, note: str, picture: str | None = None, header: str = ""
) -> str:
    lines = ["# mindshim compare", ""]
    if header:
        lines += [header, ""]
    lines += ["## Verdict", "", "```text", str(div) if div else "no layer differs beyond the tolerance", "```", ""]
    if div is not None and div.op is not None:
        key = "grad_stats" if div.stage == "gradient" else "stats"
        lines += ["### First diverging op", "", f"Stage: {div.stage}, step {div.step + 1}, layer `{div.ms_name}`.", ""]
        lines += ["| | mean | std | min | max | L2 |", "|---|---:|---:|---:|---:|---:|"]
        lines.append(_stats_row(f"MindSpore {OpDiff.describe(div.op.ms)}", (div.op.ms or {}).get(key)))
        lines.append(_stats_row(f"reference {OpDiff.describe(div.op.ref)}", (div.op.ref or {}).get(key)))
        lines.append("")
    if div is not None and div.update_stats is not None:
        lines += ["### The update that differs", ""]
        lines += [f"Step {div.step + 1}, layer `{div.ms_name}`, parameter `{div.param[0]}` <-> `{div.param[1]}`.", ""]
        lines += ["| made by | mean | std | min | max | L2 |", "|---|---:|---:|---:|---:|---:|"]
        lines.append(_stats_row(f"MindSpore: {div.made_by[0]}", div.update_stats[0]))
        lines.append(_stats_row(f"reference: {div.made_by[1]}", div.update_stats[1]))
        lines.append("")
    if div is not None and div.ops:
        grads = div.stage == "gradient"
        lines += ["### Ops leading to the diverging layer (reference order)", ""]
        lines += [
            "| reference op | MindSpore op | shape | max rel diff | "
            + ("output gradient max rel diff | " if grads else "")
            + "forward agrees |",
            "|---|---|---|---:|" + ("---:|" if grads else "") + "---|",
        ]
        for d in div.ops:
            rel = "" if d.ms is None else f"{d.max_rel:.3g}"
            if grads:
                rel += " | " + ("" if d.grad_rel is None else f"{d.grad_rel:.3g}")
            ms_op = f"`{d.ms['api']}` in `{d.ms['module'] or '<root>'}`" if d.ms else "(none)"
            lines.append(
                f"| `{d.ref['api']}` in `{d.ref['module'] or '<root>'}` | {ms_op} | {d.ref['shape']} | {rel} | "
                f"{'yes' if d.ok else 'NO'} |"
            )
        lines.append("")
    lines += ["## Losses", ""]
    if picture:
        lines += [f"![losses and relative difference]({os.path.basename(picture)})", ""]
    lines += ["```text", str(loss), "```", "", f"## Layers (step {div.step + 1 if div else 1})", "", f"{note}.", ""]
    lines += ["| # | MindSpore layer | reference layer | shape | forward max rel diff | agrees |"]
    lines.append("|---:|---|---|---|---:|---|")
    for i, (a, b) in enumerate(pairs):
        ok, _, rel = a.get("_fwd", (True, 0.0, 0.0))
        row = f"| {i} | `{a['name']}` ({a['type']}) | `{b['name']}` ({b['type']}) | {a['shape']} | {rel:.3g}"
        lines.append(row + f" | {'yes' if ok else 'NO'} |")
    lines.append("")
    return "\n".join(lines)


def _losses(text: str, pattern: str) -> list[float]:
    return [float(m.group(1)) for m in re.finditer(pattern, text, flags=re.IGNORECASE)]


def _run(cmd: list[str]) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-4000:])
        raise SystemExit(f"mindshim compare: {' '.join(cmd)} exited with status {proc.returncode}")
    return proc.stdout


def main(argv: list[str] | None = None) -> int:
    """``mindshim compare MS_SCRIPT REF_SCRIPT``: run both, compare their printed losses within 1‰.

    Returns 0 when the series agree, 1 when they differ, 2 for usage errors.
    """
    ap = argparse.ArgumentParser(
        prog="mindshim compare",
        description="Run a MindSpore script under mindshim and a reference script (usually PyTorch), read the losses "
        "each prints, and compare them step by step within a relative tolerance (MindSpore's migration guide: 1‰).",
    )
    ap.add_argument("ms_script", help="the MindSpore script (run with python -m mindshim)")
    ap.add_argument("ref_script", help="the reference script (run with --ref-python)")
    ap.add_argument("--ref-python", default=sys.executable, help="command that runs the reference (default: python)")
    ap.add_argument("--rtol", type=float, default=DEFAULT_RTOL, help="relative tolerance per step (default 1e-3)")
    ap.add_argument("--loss-regex", default=DEFAULT_LOSS_RE, help="regex whose group 1 is a loss value")
    ap.add_argument("--args", default="", help="arguments given to both scripts (one shell-quoted string)")
    ap.add_argument(
        "--localize",
        action="store_true",
        help="record every layer call of the first steps of both runs and name the first layer whose forward "
        "output, gradient or parameter update differs",
    )
    ap.add_argument("--steps", type=int, default=2, help="with --localize: steps recorded (default 2)")
    ap.add_argument("--dump", help="with --localize: keep the recorded .npy files and the report in this folder")
    ap.add_argument("--init-from", choices=["ms", "ref"], help="with --localize: start both from this side's weights")
    ap.add_argument("--no-plot", action="store_true", help="with --localize: do not draw compare.png")
    args = ap.parse_args(argv)
    extra = shlex.split(args.args)
    if not args.localize:
        ms_text = _run([sys.executable, "-m", "mindshim", args.ms_script, *extra])
        ref_text = _run([*shlex.split(args.ref_python), args.ref_script, *extra])
        report = compare_losses(_losses(ms_text, args.loss_regex), _losses(ref_text, args.loss_regex), args.rtol)
        print(report)
        return 0 if report.ok else 1

    out = args.dump or tempfile.mkdtemp(prefix="mindshim-compare-")
    os.makedirs(out, exist_ok=True)
    ref_kind = "mindspore" if is_real_mindspore(args.ref_python) else "torch"
    ms_text, ref_text, div, pairs, note = localize_scripts(
        args.ms_script,
        args.ref_script,
        extra,
        out,
        args.steps,
        args.init_from,
        args.ref_python,
        args.rtol,
        ref_kind=ref_kind,
    )
    report = compare_losses(_losses(ms_text, args.loss_regex), _losses(ref_text, args.loss_regex), args.rtol)
    print(report)
    other = f"real MindSpore ({args.ref_python})" if ref_kind == "mindspore" else "the PyTorch reference"
    header = f"MindSpore script under mindshim vs {other}."
    print(header)
    for side, label in (("ms", "mindshim run"), ("ref", "reference run")):
        with open(os.path.join(out, side, "forced.json")) as f:
            print(f"forced in the {label}: " + ", ".join(json.load(f)))
    if args.init_from:
        print(f"initial weights: copied from the {args.init_from} side")
    print(f"alignment: {note}")
    print(str(div) if div else "no layer differs beyond the tolerance in the recorded steps")
    picture = None
    if not args.no_plot:
        picture = plot_losses(report, os.path.join(out, "compare.png"))
        if picture is None:
            print("picture: not drawn (matplotlib is not installed: pip install 'mindshim[plot]')")
        else:
            print(f"picture: {picture}")
    with open(os.path.join(out, "compare.md"), "w") as f:
        f.write(_report_markdown(report, div, pairs, note, picture, header))
    print(f"report: {os.path.join(out, 'compare.md')}")
    return 0 if report.ok and div is None else 1


if __name__ == "__main__":
    sys.exit(main())
