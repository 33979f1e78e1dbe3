"""Inspection kernels: value summaries and element-wise differences of tensors (the checkpoint tools)."""

from __future__ import annotations

import math

import torch

from . import logic

__all__ = ["stats", "difference"]


def stats(t: torch.Tensor) -> dict:
    """The numeric summary of ``t`` that ``tools.ckpt show/diff`` print: ``min``, ``max``, ``mean`` and the
    population ``std`` of its finite values (NaN when there are none) and its ``nan`` / ``inf`` counts. Bool data
    is counted as 0/1 and complex data by magnitude; the summary is computed in Float64."""
    x = t.detach()
    if x.dtype == torch.bool:
        x = x.to(torch.uint8)
    if x.is_complex():
        x = x.abs()
    x = x.to(torch.float64).reshape(-1)
    nan = int(torch.isnan(x).sum())
    inf = int(torch.isinf(x).sum())
    finite = x[torch.isfinite(x)]
    if finite.numel():
        mn, mx, mean = float(finite.min()), float(finite.max()), float(finite.mean())
        std = float(finite.std(unbiased=False)) if finite.numel() > 1 else 0.0
    else:
        mn = mx = mean = std = math.nan
    return {"min": mn, "max": mx, "mean": mean, "std": std, "nan": nan, "inf": inf}


def difference(va: torch.Tensor, vb: torch.Tensor, atol: float, rtol: float) -> tuple | None:
    """How ``vb`` differs from ``va`` (same shape and dtype): None when they are empty or equal element for
    element, else ``(max_abs, ref, rel, changed)``: the largest ``|a - b|`` over the positions where both are
    finite (all positions for complex data), the largest ``|a|`` there, their ratio (inf for a difference against
    zeros), and how many elements differ by more than ``atol + rtol * |b|`` (every element for complex data).
    Computed in Float64 (Complex128)."""
    x = va.to(torch.float64) if not va.is_complex() else va.to(torch.complex128)
    y = vb.to(torch.float64) if not vb.is_complex() else vb.to(torch.complex128)
    if x.numel() == 0 or logic.equal(va, vb):
        return None
    both = torch.isfinite(x) & torch.isfinite(y) if not x.is_complex() else torch.ones_like(x, dtype=torch.bool)
    d = (x - y).abs()[both]
    max_abs = float(d.max()) if d.numel() else 0.0
    ref = float(x.abs()[both].max()) if d.numel() else 0.0
    rel = max_abs / ref if ref > 0 else (math.inf if max_abs > 0 else 0.0)
    changed = int(((x - y).abs() > atol + rtol * y.abs()).sum()) if not x.is_complex() else x.numel()
    return max_abs, ref, rel, changed


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
