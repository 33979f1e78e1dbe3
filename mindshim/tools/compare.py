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
  gradients and updates (later steps).
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

__all__ = [
    "Divergence",
    "LayerDiff",
    "LossReport",
    "Localization",
    "align_records",
    "compare_losses",
    "first_divergence",
    "load_torch_weights",
    "localize",
    "localize_scripts",
    "main",
]

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
class Divergence:
    """The first place two recorded runs differ: ``stage`` is ``forward``, ``gradient`` or ``update``."""

    stage: str
    step: int
    ms_name: str
    ref_name: str
    ms_type: str
    ref_type: str
    max_abs: float
    max_rel: float

    def __str__(self) -> str:
        what = {"forward": "output", "gradient": "output gradient", "update": "parameter update"}[self.stage]
        return (
            f"first difference: {self.stage} (step {self.step + 1}), layer MindSpore '{self.ms_name}' "
            f"({self.ms_type}) <-> reference '{self.ref_name}' ({self.ref_type}): {what} differs, "
            f"max |diff| {self.max_abs:.3g}, max relative {self.max_rel:.3g}"
        )


def _diff(a: np.ndarray, b: np.ndarray, rtol: float, atol: float) -> tuple[bool, float, float]:
    if a.shape != b.shape:
        return False, math.inf, math.inf
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    err = np.abs(a64 - b64)
    if err.size == 0:
        return True, 0.0, 0.0
    rel = err / np.maximum(np.abs(b64), 1e-30)
    return bool((err <= atol + rtol * np.abs(b64)).all()), float(err.max()), float(rel.max())


def _load_records(d: str) -> dict:
    import os

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


def first_divergence(ms_dir: str, ref_dir: str, rtol: float = DEFAULT_RTOL, atol: float = 1e-5) -> tuple:
    """Compare two recorded runs (``mindshim.tools._record``): the forward outputs of the first step layer by
    layer, then their gradients (in backward order), then the update the first step made to each layer's
    parameters. Returns ``(Divergence or None, pairs, note)``."""

    ms_recs, ref_recs = _load_records(ms_dir)["records"], _load_records(ref_dir)["records"]
    step_ms = [r for r in ms_recs if r["step"] == 0]
    step_ref = [r for r in ref_recs if r["step"] == 0]
    pairs, note = align_records(step_ms, step_ref)

    def load(d: str, f: str) -> np.ndarray:
        return np.load(os.path.join(d, f))

    first = None
    for a, b in pairs:  # every pair's difference goes in the report; the first bad one is the verdict
        ok, mx, rel = _diff(load(ms_dir, a["output"]), load(ref_dir, b["output"]), rtol, atol)
        a["_fwd"] = (ok, mx, rel)
        if not ok and first is None:
            first = Divergence("forward", 0, a["name"], b["name"], a["type"], b["type"], mx, rel)
    if first is not None:
        return first, pairs, note
    for a, b in reversed(pairs):
        if "grad" in a and "grad" in b:
            ok, mx, rel = _diff(load(ms_dir, a["grad"]), load(ref_dir, b["grad"]), rtol, atol)
            if not ok:
                return Divergence("gradient", 0, a["name"], b["name"], a["type"], b["type"], mx, rel), pairs, note
    p0, p1 = os.path.join(ms_dir, "params_0.npz"), os.path.join(ms_dir, "params_1.npz")
    q0, q1 = os.path.join(ref_dir, "params_0.npz"), os.path.join(ref_dir, "params_1.npz")
    if all(os.path.exists(x) for x in (p0, p1, q0, q1)):
        m0, m1, r0, r1 = (np.load(x) for x in (p0, p1, q0, q1))
        for a, b in pairs:
            if not (a["params"] and b["params"]):
                continue
            i = 0
            while f"{a['name']}#{i}" in m0.files and f"{b['name']}#{i}" in r0.files:
                ka, kb = f"{a['name']}#{i}", f"{b['name']}#{i}"
                da, db = m1[ka] - m0[ka], r1[kb] - r0[kb]
                ok, mx, rel = _diff(da, db.reshape(da.shape) if da.size == db.size else db, rtol, atol)
                if not ok:
                    return Divergence("update", 0, a["name"], b["name"], a["type"], b["type"], mx, rel), pairs, note
                i += 1
    return None, pairs, note


def _run_recorded(kind: str, script: str, extra: list[str], out: str, steps: int, python: list[str], env: dict):

    cmd = [*python, "-m", "mindshim.tools._record", kind, out, str(steps), script, *extra]
    proc = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL, env={**os.environ, **env})
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-4000:])
        raise SystemExit(f"mindshim compare: {' '.join(cmd)} exited with status {proc.returncode}")
    return proc.stdout


def localize_scripts(
    ms_script: str,
    ref_script: str,
    extra: list[str],
    out: str,
    steps: int = 2,
    init_from: str | None = None,
    ref_python: str | None = None,
    rtol: float = DEFAULT_RTOL,
) -> tuple[str, str, Divergence | None, list, str]:
    """Run both scripts recorded (each in its own process, unchanged) into ``out/ms`` and ``out/ref`` and find the
    first difference. ``init_from`` ('ms' or 'ref') copies that side's initial weights into the other through the
    MindSpore <-> PyTorch name map. Returns ``(ms_stdout, ref_stdout, divergence, pairs, note)``."""

    ms_dir, ref_dir = os.path.join(out, "ms"), os.path.join(out, "ref")
    init = os.path.join(out, "init.safetensors")
    ref_cmd = shlex.split(ref_python) if ref_python else [sys.executable]
    if init_from == "ms":
        ms_text = _run_recorded(
            "ms", ms_script, extra, ms_dir, steps, [sys.executable], {"MINDSHIM_RECORD_SAVE_INIT": init}
        )
        _ms_init_to_torch_names(init)
        ref_text = _run_recorded(
            "torch", ref_script, extra, ref_dir, steps, ref_cmd, {"MINDSHIM_RECORD_LOAD_INIT": init}
        )
    else:
        env_ref = {"MINDSHIM_RECORD_SAVE_INIT": init} if init_from == "ref" else {}
        env_ms = {"MINDSHIM_RECORD_LOAD_INIT": init} if init_from == "ref" else {}
        ref_text = _run_recorded("torch", ref_script, extra, ref_dir, steps, ref_cmd, env_ref)
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


def _report_markdown(loss: LossReport, div: Divergence | None, pairs: list, note: str) -> str:
    lines = ["# mindshim compare", "", "## Losses", "", "```text", str(loss), "```", "", "## Layers (step 1)", ""]
    lines.append(f"{note}.")
    lines += ["", "| # | MindSpore layer | reference layer | shape | forward max rel diff | agrees |"]
    lines.append("|---:|---|---|---|---:|---|")
    for i, (a, b) in enumerate(pairs):
        ok, _, rel = a.get("_fwd", (True, 0.0, 0.0))
        row = f"| {i} | `{a['name']}` ({a['type']}) | `{b['name']}` ({b['type']}) | {a['shape']} | {rel:.3g}"
        lines.append(row + f" | {'yes' if ok else 'NO'} |")
    lines += ["", "## Verdict", "", str(div) if div else "no layer differs beyond the tolerance in step 1", ""]
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
    args = ap.parse_args(argv)
    extra = shlex.split(args.args)
    if not args.localize:
        ms_text = _run([sys.executable, "-m", "mindshim", args.ms_script, *extra])
        ref_text = _run([*shlex.split(args.ref_python), args.ref_script, *extra])
        report = compare_losses(_losses(ms_text, args.loss_regex), _losses(ref_text, args.loss_regex), args.rtol)
        print(report)
        return 0 if report.ok else 1
    import os

    out = args.dump or tempfile.mkdtemp(prefix="mindshim-compare-")
    os.makedirs(out, exist_ok=True)
    ms_text, ref_text, div, pairs, note = localize_scripts(
        args.ms_script, args.ref_script, extra, out, args.steps, args.init_from, args.ref_python, args.rtol
    )
    report = compare_losses(_losses(ms_text, args.loss_regex), _losses(ref_text, args.loss_regex), args.rtol)
    print(report)
    with open(os.path.join(out, "ms", "forced.json")) as f:
        print("forced in both runs: " + ", ".join(json.load(f)))
    if args.init_from:
        print(f"initial weights: copied from the {args.init_from} side")
    print(f"alignment: {note}")
    print(str(div) if div else "no layer differs beyond the tolerance in the recorded step")
    with open(os.path.join(out, "compare.md"), "w") as f:
        f.write(_report_markdown(report, div, pairs, note))
    print(f"report: {os.path.join(out, 'compare.md')}")
    return 0 if report.ok and div is None else 1


if __name__ == "__main__":
    sys.exit(main())
