"""`mindspore.amp`: automatic mixed precision on torch.autocast, loss scalers and `all_finite`."""

from __future__ import annotations

from typing import Any

import torch

from .common import dtype as mstype
from .common.parameter import Parameter
from .common.tensor import Tensor, _wrap
from .nn.cell import Cell

__all__ = [
    "auto_mixed_precision",
    "build_train_network",
    "LossScaler",
    "StaticLossScaler",
    "DynamicLossScaler",
    "all_finite",
]

_LEVELS = ("O0", "O1", "O2", "O3", "auto")


def _tree_map(fn, obj):
    if isinstance(obj, Tensor):
        return fn(obj)
    if isinstance(obj, (tuple, list)):
        return type(obj)(_tree_map(fn, o) for o in obj)
    if isinstance(obj, dict):
        return {k: _tree_map(fn, v) for k, v in obj.items()}
    return obj


class _OutputTo32(Cell):
    """Runs ``network`` under ``torch.autocast`` and returns its floating outputs as float32."""

    def __init__(self, network: Cell, dtype) -> None:
        super().__init__(auto_prefix=False)
        self._backbone = network
        self._amp_dtype = dtype

    def construct(self, *args: Any, **kwargs: Any) -> Any:
        device = "cuda" if any(p._t.is_cuda for p in self._backbone.get_parameters()) else "cpu"
        dtype = self._amp_dtype.torch_dtype if device == "cuda" else torch.bfloat16
        with torch.autocast(device_type=device, dtype=dtype):
            out = self._backbone(*args, **kwargs)
        return _tree_map(lambda t: _wrap(t._t.float()) if t._t.is_floating_point() else t, out)


def auto_mixed_precision(network: Cell, amp_level: str = "O0", dtype=mstype.float16) -> Cell:
    """Return ``network`` set up for mixed precision. Mirrors ``mindspore.amp.auto_mixed_precision`` (2.10).

    Args:
        network (Cell): the network.
        amp_level (str): 'O0' (no change, returns ``network``), 'O1', 'O2', 'O3' or 'auto'.
        dtype (mindspore.dtype): low-precision type, ``float16`` (default) or ``bfloat16``.

    Returns:
        For 'O0' the network itself; otherwise a wrapper Cell that runs it under ``torch.autocast``
        (``dtype`` on CUDA, bfloat16 on CPU) and returns float32 outputs. Parameters stay float32 and keep
        their names, as in MindSpore.

    Difference: torch's autocast op lists decide which ops run in low precision, for every level above
    O0; MindSpore's O2/O3 cast more ops (O2 keeps BatchNorm in float32, as autocast does).

    Raises:
        ValueError: for an unknown ``amp_level``. TypeError: if ``network`` is not a Cell.
    """
    if not isinstance(network, Cell):
        raise TypeError(f"For 'auto_mixed_precision', the 'network' must be a Cell, but got {type(network).__name__}.")
    if amp_level not in _LEVELS:
        raise ValueError(f"The amp level {amp_level} is not supported")
    if dtype not in (mstype.float16, mstype.bfloat16):
        raise ValueError(f"The dtype should be one of [mstype.float16, mstype.bfloat16], but got {dtype}.")
    if amp_level == "O0":
        return network
    return _OutputTo32(network, dtype)


def build_train_network(network: Cell, optimizer, loss_fn=None, level: str = "O0", boost_level: str = "O0", **kwargs):
    """Build a one-step training cell with mixed precision. Mirrors ``mindspore.amp.build_train_network``.

    Wraps ``network`` (with ``loss_fn`` when given) by :func:`auto_mixed_precision` and returns
    ``TrainOneStepCell`` (or ``TrainOneStepWithLossScaleCell`` when ``loss_scale_manager`` is given).
    """
    from .nn import TrainOneStepCell, WithLossCell

    net = auto_mixed_precision(network, level)
    if loss_fn is not None:
        net = WithLossCell(net, loss_fn)
    manager = kwargs.get("loss_scale_manager")
    if manager is not None and hasattr(manager, "get_update_cell"):
        from .nn import TrainOneStepWithLossScaleCell

        return TrainOneStepWithLossScaleCell(net, optimizer, scale_sense=manager.get_update_cell())
    return TrainOneStepCell(net, optimizer)


class LossScaler:
    """Base of the loss scalers (``scale``, ``unscale``, ``adjust``). Mirrors ``mindspore.amp.LossScaler``."""

    def scale(self, inputs):
        raise NotImplementedError

    def unscale(self, inputs):
        raise NotImplementedError

    def adjust(self, grads_finite):
        raise NotImplementedError


class StaticLossScaler(LossScaler):
    """Multiply by a fixed ``scale_value`` (and divide back). Mirrors ``mindspore.amp.StaticLossScaler``.

    Raises:
        ValueError: if ``scale_value`` is not positive.
    """

    def __init__(self, scale_value: float) -> None:
        if scale_value <= 0:
            raise ValueError(f"The argument 'scale_value' must be > 0, but got {scale_value}.")
        self.scale_value = Parameter(Tensor(float(scale_value), mstype.float32), name="scale_value")

    def scale(self, inputs):
        """Return ``inputs`` (a Tensor or nested tuple) times the scale."""
        s = self.scale_value._t.detach()
        return _tree_map(lambda t: _wrap(t._t * s.to(t._t.dtype)), inputs)

    def unscale(self, inputs):
        """Return ``inputs`` divided by the scale."""
        s = self.scale_value._t.detach()
        return _tree_map(lambda t: _wrap(t._t / s.to(t._t.dtype)), inputs)

    def adjust(self, grads_finite) -> bool:
        """A static scale never changes; returns False."""
        return False


class DynamicLossScaler(StaticLossScaler):
    """A scale that shrinks on overflow and grows after ``scale_window`` finite steps. Mirrors ``DynamicLossScaler``.

    Args:
        scale_value (float): initial scale. scale_factor (int): growth/shrink factor.
        scale_window (int): finite steps before growing.
    """

    def __init__(self, scale_value: float, scale_factor: int, scale_window: int) -> None:
        super().__init__(scale_value)
        self.scale_factor = scale_factor
        self.scale_window = scale_window
        self.counter = Parameter(Tensor(0, mstype.int32), name="counter", requires_grad=False)

    def adjust(self, grads_finite) -> bool:
        """Update the scale from ``grads_finite`` (a bool or bool Tensor); returns True."""
        finite = bool(grads_finite._t) if isinstance(grads_finite, Tensor) else bool(grads_finite)
        with torch.no_grad():
            if finite:
                self.counter._t += 1
                if int(self.counter._t) >= self.scale_window:
                    self.scale_value._t.mul_(self.scale_factor)
                    self.counter._t.zero_()
            else:
                self.scale_value._t.copy_(torch.clamp(self.scale_value._t / self.scale_factor, min=1.0))
                self.counter._t.zero_()
        return True


def all_finite(inputs, status=None) -> Tensor:
    """True when every element of every Tensor in ``inputs`` is finite. Mirrors ``mindspore.amp.all_finite``.

    Returns:
        0-d Bool Tensor.
    """
    ts = [t._t for t in (inputs if isinstance(inputs, (tuple, list)) else (inputs,)) if isinstance(t, Tensor)]
    ok = all(bool(torch.isfinite(t).all()) for t in ts)
    return _wrap(torch.tensor(ok))


def __getattr__(name: str):
    if name in ("DynamicLossScaleManager", "FixedLossScaleManager", "LossScaleManager"):
        from .train import loss_scale_manager

        return getattr(loss_scale_manager, name)
    raise AttributeError(f"module 'mindspore.amp' has no attribute '{name}'")
