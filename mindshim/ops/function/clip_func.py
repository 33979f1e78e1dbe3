"""Gradient clipping functional ops (`ops.clip_by_norm`, `ops.clip_by_global_norm`), as MindSpore computes them."""

from __future__ import annotations

from ... import _api
from typing import Any

from ..._kernels import clip as _K
from ._utils import Tensor, _wrap
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def clip_by_norm(x: Any, max_norm: float, norm_type: float = 2.0, error_if_nonfinite: bool = False) -> Any:
    """Scale a Tensor (or every Tensor of a list/tuple) so that the ``norm_type``-norm of all their elements together
    is at most ``max_norm``: ``coef = max_norm / (total_norm + 1e-6)``, applied only when below 1 (torch's
    ``clip_grad_norm_`` rule). Returns a Tensor for a Tensor input, else a tuple. An integer input that is scaled
    comes back as Float32 (unscaled, it keeps its dtype), as in MindSpore.

    Mirrors ``mindspore.ops.clip_by_norm(x, max_norm, norm_type=2.0, error_if_nonfinite=False)`` (2.10; deprecated
    there after 2.9). For float inputs.

    Raises:
        RuntimeError: if ``error_if_nonfinite`` and the total norm is nan or inf.
    """
    single = isinstance(x, Tensor)
    items = [x] if single else list(x)
    for i, t in enumerate(items[1:], 1):
        if isinstance(t, Tensor) and isinstance(items[0], Tensor) and t.dtype != items[0].dtype:
            raise TypeError(
                f"All input must have the same data type!input[{i}] data type = Tensor[{t.dtype}]infer_type0= "
                f"Tensor[{items[0].dtype}]"
            )
    if isinstance(max_norm, Tensor):
        max_norm = max_norm._data()
    scaled = _K.clip_by_norm([t._data() for t in items], max_norm, norm_type, error_if_nonfinite)
    out = tuple(_wrap(t) for t in scaled) if scaled is not None else tuple(items)
    return out[0] if single else out


def clip_by_global_norm(x: Any, clip_norm: float = 1.0, use_norm: Any = None) -> tuple:
    """Scale a list/tuple of Tensors by ``clip_norm / max(global_norm, clip_norm)``, where ``global_norm`` is the
    2-norm of all their elements (square sums in float32). Returns a tuple of Tensors in their own dtypes (a Tensor
    for one Tensor).

    Mirrors ``mindspore.ops.clip_by_global_norm(x, clip_norm=1.0, use_norm=None)`` (2.10).

    Raises:
        ValueError: if ``clip_norm`` is not positive, or ``use_norm`` is not None (as in MindSpore).
    """
    if use_norm is not None:
        raise _errors.value_error(
            "_ClipByGlobalNorm", f"input 'use_norm' only supports None currently, but got 'use_norm': {use_norm}"
        )
    if isinstance(clip_norm, bool) or not isinstance(clip_norm, (int, float)) or clip_norm <= 0:
        raise _errors.value_error(
            "clip_by_global_norm", f"the 'clip_norm' must be greater than 0.0, but got {clip_norm}."
        )
    if isinstance(x, Tensor):  # one Tensor: clipped by its own norm and returned as a Tensor, as MindSpore
        return _wrap(_K.clip_by_global_norm([x._data()], clip_norm)[0])
    return tuple(_wrap(t) for t in _K.clip_by_global_norm([t._data() for t in x], clip_norm))
