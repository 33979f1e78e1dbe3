"""Mixed-precision kernels: loss scaling and its dynamic update, the overflow (non-finite gradient) checks, and
the autocast regions of ``amp.auto_mixed_precision``.

``amp.DynamicLossScaler``, ``amp.all_finite``, ``nn.DynamicLossScaleUpdateCell`` and
``nn.TrainOneStepWithLossScaleCell`` call these; scales are float32 torch tensors updated in place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

import torch

from .. import _state
from . import errors as _errors

__all__ = [
    "autocast",
    "all_finite",
    "overflow",
    "scale",
    "unscale_grad",
    "dynamic_scale_adjust",
    "loss_scale_update",
]


def autocast(device_type: str, dtype: torch.dtype | None = None, enabled: bool = True):
    """The context in which ops run in ``dtype`` where torch's autocast lists allow it (``enabled`` False: a region
    where an outer autocast is off). ``amp.auto_mixed_precision``'s O1/O2/O3 and ``custom_mixed_precision``."""
    return torch.autocast(device_type, dtype=dtype, enabled=enabled)


def all_finite(ts: Sequence[torch.Tensor]) -> torch.Tensor:
    """A 0-d bool tensor: every element of every tensor in ``ts`` is finite (True for none); one reduction, no host
    sync. Serves ``amp.all_finite``."""
    if not ts:
        return torch.tensor(True)
    return torch.stack([torch.isfinite(t).all() for t in ts]).all()


def overflow(ts: Sequence[torch.Tensor]) -> torch.Tensor:
    """A 0-d bool tensor: some element of ``ts`` is inf or NaN (False for none).
    ``TrainOneStepWithLossScaleCell.get_overflow_status``."""
    return ~all_finite(ts)


def scale(t: torch.Tensor, value: torch.Tensor, unscale: bool = False) -> torch.Tensor:
    """``t * value`` (``unscale``: ``t * (1 / value)``), ``value`` cast to ``t``'s dtype first
    (``amp.DynamicLossScaler.scale``/``unscale``, ``StaticLossScaler``)."""
    s = value.to(t.dtype)
    return t * torch.reciprocal(s) if unscale else t * s


def unscale_grad(g: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
    """``g / value`` with the scale ``value`` (shape () or (1,)) cast to ``g``'s dtype
    (``TrainOneStepWithLossScaleCell``)."""
    return g / value.to(g.dtype).reshape(())


def dynamic_scale_adjust(value: torch.Tensor, counter: torch.Tensor, finite, scale_factor: int,
                         scale_window: int) -> None:  # fmt: skip
    """``amp.DynamicLossScaler.adjust``, in place and without a host sync: with ``finite`` gradients (a bool or
    bool tensor) the counter advances and on the ``scale_window``-th step the scale is multiplied by
    ``scale_factor`` (when the product is finite); otherwise the scale becomes ``max(1, scale / scale_factor)``
    and the counter restarts."""
    finite = finite if isinstance(finite, torch.Tensor) else torch.tensor(bool(finite))
    finite = finite.to(value.device).reshape(())
    grown = value * scale_factor
    up = torch.where((counter == scale_window - 1) & torch.isfinite(grown), grown, value)
    value.copy_(torch.where(finite, up, torch.clamp(value / scale_factor, min=1.0)))
    counter.copy_(((counter + 1) % scale_window) * finite.to(counter.dtype))


def loss_scale_update(value: torch.Tensor, cur_iter: torch.Tensor, last_overflow_iter: torch.Tensor, ov: bool,
                      scale_factor: float, scale_window: int) -> None:  # fmt: skip
    """``nn.DynamicLossScaleUpdateCell``, in place: on overflow the scale becomes ``max(1, scale / scale_factor)``;
    after ``scale_window`` steps since the last overflow (or increase) it is multiplied by ``scale_factor``;
    ``cur_iter`` advances by one."""
    new = torch.clamp(value / scale_factor, min=1.0) if ov else value.clone()
    cur = int(cur_iter)
    should_inc = scale_window <= cur - int(last_overflow_iter)
    if ov or should_inc:
        last_overflow_iter.fill_(cur)
    if should_inc and not ov:
        new = new * scale_factor
    value.copy_(new)
    cur_iter.add_(1)


def _device_target() -> str:
    return _state.CONTEXT.values["device_target"]


def _backend(t: torch.Tensor | None = None) -> str:
    """The MindSpore device name of where an op runs: the device_target when it is 'CPU' or 'GPU'; for 'Ascend'
    (emulated on torch) 'GPU' on CUDA, else 'CPU'."""
    target = _device_target()
    if target in ("CPU", "GPU"):
        return target
    return "GPU" if t is not None and t.is_cuda else "CPU"


def float_status(t: torch.Tensor) -> torch.Tensor:
    """MindSpore 2.10's FloatStatus: a (1,) float32 tensor, 1.0 when ``t`` holds an inf or NaN, else 0.0 (one
    reduction, no host sync). A GPU kernel only: with device_target 'CPU' MindSpore's CPU backend has none.

    Raises:
        TypeError: for a dtype other than float16/float32/float64 (the type check comes first).
        RuntimeError: with device_target 'CPU' (MindSpore's 'Unsupported op [FloatStatus] on CPU').
    """
    if t.dtype not in (torch.float16, torch.float32, torch.float64):
        raise _errors.dtype_error("FloatStatus", "x", t.dtype, (torch.float16, torch.float32, torch.float64))
    if _device_target() == "CPU":
        raise _errors.unsupported_op("FloatStatus", "CPU")
    return (~torch.isfinite(t).all()).to(torch.float32).reshape(1)


def npu_float_status(prim: str, t: torch.Tensor | None = None) -> NoReturn:
    """MindSpore 2.10's NPUAllocFloatStatus / NPUGetFloatStatus / NPUClearFloatStatus: Ascend's overflow register,
    which no CPU or GPU backend has. ``t`` (Get/Clear) must be a 1-D float16/float32 tensor.

    Raises:
        TypeError: for a ``t`` of another dtype.
        ValueError: for a ``t`` that is not 1-D.
        RuntimeError: always after the checks (MindSpore's 'Unsupported op [...] on CPU/GPU'): mindshim runs on torch's
            CPU or CUDA device, where MindSpore has no kernel for these ops either.
    """
    if t is not None:
        if t.dtype not in (torch.float16, torch.float32):
            raise _errors.dtype_error(prim, "input_x", t.dtype, (torch.float16, torch.float32))
        if t.ndim != 1:
            raise ValueError(f"Input_x must be a 1-dimensional tensor, but got {t.ndim}-dimensional tensor.")
    raise _errors.unsupported_op(prim, _backend(t))


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
