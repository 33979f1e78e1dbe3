"""Shared helpers of the functional ops: unwrap to torch, wrap back, MindSpore-style argument errors."""

from __future__ import annotations

import torch

from ...common.tensor import Tensor, _device, _unwrap, _wrap

__all__ = ["Tensor", "_unwrap", "_wrap", "_as_tensor", "_axis", "_check_tensor"]


def _as_tensor(x) -> torch.Tensor:
    """The torch tensor for ``x``; Python numbers become 0-d tensors (MindSpore's scalar-to-tensor rule)."""
    if isinstance(x, Tensor):
        return x._t if x._t is not None else x._data()
    if isinstance(x, torch.Tensor):
        return x
    if isinstance(x, bool):
        return torch.tensor(x, device=_device())
    if isinstance(x, int):
        return torch.tensor(x, dtype=torch.int64, device=_device())
    if isinstance(x, float):
        return torch.tensor(x, dtype=torch.float32, device=_device())
    return Tensor(x)._t


def _axis(axis):
    """MindSpore axis argument (None, int, tuple, list, ()) -> torch dim argument (None means all)."""
    if axis is None or axis == () or axis == []:
        return None
    if isinstance(axis, list):
        return tuple(axis)
    return axis


def _check_tensor(op: str, name: str, x) -> torch.Tensor:
    """Return the torch tensor of ``x``, or raise TypeError in MindSpore's words when it is not a Tensor."""
    if isinstance(x, Tensor):
        return x._data()
    raise TypeError(f"For '{op}', the '{name}' must be a Tensor, but got {type(x).__name__}.")
