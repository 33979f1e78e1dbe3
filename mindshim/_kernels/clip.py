"""Clipping kernels: tensors scaled to a bound on their joint norm (``ops.clip_by_norm``, ``ops.clip_by_global_norm``)."""

from __future__ import annotations

import math

import torch

from .transform import in_transform

__all__ = ["clip_by_norm", "clip_by_global_norm"]


def _norm(t: torch.Tensor, norm_type: float) -> torch.Tensor:
    return torch.linalg.vector_norm(t.reshape(-1).float(), ord=norm_type)


def clip_by_norm(ts: list, max_norm, norm_type: float = 2.0, error_if_nonfinite: bool = False) -> list | None:
    """``ops.clip_by_norm``: the tensors ``ts`` scaled by ``coef = max_norm / (total_norm + 1e-6)`` when that is
    below 1 (torch's ``clip_grad_norm_`` rule; the norm of all their elements together, in Float32); None when no
    scaling applies. ``max_norm`` is a number or a 0-d tensor.

    Raises:
        RuntimeError: if ``error_if_nonfinite`` and the total norm is nan or inf.
    """
    if norm_type == float("inf"):
        total = torch.stack([t.abs().max().float() for t in ts]).max()
    else:
        total = _norm(torch.stack([_norm(t, norm_type) for t in ts]), norm_type)
    coef = max_norm / (total + 1e-6)
    if in_transform():  # values unread (vmap): no check, the scaling chosen by tensor ops (x * 1 is x)
        coef = torch.where(coef < 1, coef, torch.ones_like(coef))
        return [t * coef.to(t.dtype) for t in ts]
    if error_if_nonfinite and not math.isfinite(float(total)):
        raise RuntimeError(f"For clip_by_norm, the total norm of order {norm_type} from input is non-finite.")
    if float(coef) < 1:  # an integer tensor is scaled in Float32, as MindSpore's Mul with the Float32 coefficient
        return [t * coef.to(t.dtype) if t.is_floating_point() or t.is_complex() else t * coef.float() for t in ts]
    return None


def clip_by_global_norm(ts: list, clip_norm: float) -> list:
    """``ops.clip_by_global_norm``: the tensors ``ts`` scaled by ``clip_norm / max(global_norm, clip_norm)``, the
    global norm being the 2-norm of all their elements (square sums in Float32); each keeps its dtype."""
    square_sum = torch.stack([t.float().square().sum() for t in ts]).sum()
    global_norm = torch.sqrt(square_sum)
    limit = torch.tensor(float(clip_norm), dtype=torch.float32, device=global_norm.device)
    global_norm = torch.where(global_norm >= limit, global_norm, limit)
    return [(t * limit / global_norm).to(t.dtype) for t in ts]


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
