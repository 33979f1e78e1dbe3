"""`mindspore.amp`: mixed precision on torch.autocast, train-network building, loss scalers and `all_finite`.

The mixed-precision functions live in ``mindspore.train.amp`` (as in MindSpore 2.10) and are re-exported here;
the loss scalers and ``all_finite`` are defined here."""

from __future__ import annotations

from . import _api
from abc import ABC, abstractmethod
from typing import Any

import torch

from . import _checkparam as validator
from ._kernels import amp as _K_amp
from .common import dtype as mstype
from .common.parameter import Parameter
from .common.tensor import Tensor, _wrap
from .train.amp import (  # noqa: F401  (with the private names code already reaches here)
    _OutputTo16,
    _OutputTo32,
    _opt_class_count,
    auto_mixed_precision,
    build_train_network,
    custom_mixed_precision,
    get_black_list,
    get_white_list,
)
from .train.loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager, LossScaleManager  # noqa: F401  (re-exported: mindshim._api)

__all__ = _api.names(__name__)


def _scale_map(scale: torch.Tensor, inputs: Any, unscale: bool) -> Any:
    def one(t: Tensor) -> Tensor:
        return _wrap(_K_amp.scale(t._t, scale, unscale))

    if isinstance(inputs, Tensor):
        return one(inputs)
    if isinstance(inputs, (tuple, list)):
        return type(inputs)(_scale_map(scale, x, unscale) for x in inputs)
    return inputs


class LossScaler(ABC):
    """Abstract base of the loss scalers: ``scale``, ``unscale``, ``adjust``. Mirrors ``mindspore.amp.LossScaler``."""

    @abstractmethod
    def scale(self, inputs: Any) -> Any:
        """Scale ``inputs``."""
        raise NotImplementedError

    @abstractmethod
    def unscale(self, inputs: Any) -> Any:
        """Unscale ``inputs``."""
        raise NotImplementedError

    @abstractmethod
    def adjust(self, grads_finite: Any) -> Any:
        """Adjust the scale from whether the gradients are finite."""
        raise NotImplementedError


def _check_scale_value(scale_value: Any) -> Parameter:
    scale_value = validator.check_value_type("scale_value", scale_value, [float, int])
    if scale_value < 1.0:
        raise ValueError(f"The argument 'scale_value' must be > 1, but got {scale_value}")
    return Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")


def _grad_scale_map(scale_value: Tensor, inputs: Any) -> Any:
    """``inputs`` (a Tensor or a nested tuple / list of Tensors) times ``scale_value``, each in its own dtype
    (MindSpore's ``mindspore.amp._grad_scale_map``, which custom :class:`LossScaler` subclasses call)."""
    return _scale_map(scale_value._t.detach(), inputs, False)


def _grad_unscale_map(scale_value: Tensor, inputs: Any) -> Any:
    """``inputs`` times ``1 / scale_value``, each in its own dtype (MindSpore's ``mindspore.amp._grad_unscale_map``)."""
    return _scale_map(scale_value._t.detach(), inputs, True)


class StaticLossScaler(LossScaler):
    """A fixed scale. Mirrors ``mindspore.amp.StaticLossScaler`` (2.10).

    Args:
        scale_value (float | int): the scale, >= 1; kept as the float32 Parameter ``scale_value``.

    Raises:
        TypeError: ``scale_value`` not a float or int. ValueError: ``scale_value`` < 1.
    """

    def __init__(self, scale_value: float | int) -> None:
        self.scale_value = _check_scale_value(scale_value)

    def scale(self, inputs: Any) -> Any:
        """``inputs`` (a Tensor or nested tuple/list of Tensors) times the scale, in each Tensor's dtype."""
        return _scale_map(self.scale_value._t.detach(), inputs, False)

    def unscale(self, inputs: Any) -> Any:
        """``inputs`` times ``1 / scale``."""
        return _scale_map(self.scale_value._t.detach(), inputs, True)

    def adjust(self, grads_finite: Any) -> bool:
        """A static scale never changes: returns False."""
        return False


class DynamicLossScaler(LossScaler):
    """A scale that shrinks on overflow and grows after ``scale_window`` finite steps.

    Mirrors ``mindspore.amp.DynamicLossScaler`` (2.10): ``adjust(grads_finite)`` with finite gradients counts the
    step, and on the ``scale_window``-th one multiplies the scale by ``scale_factor`` (if the product is finite);
    with non-finite gradients the scale becomes ``max(1, scale / scale_factor)`` and the count restarts.

    Args:
        scale_value (float | int): initial scale, >= 1. scale_factor (int): > 0. scale_window (int): > 0.

    Raises:
        TypeError / ValueError: as MindSpore's argument checks.
    """

    def __init__(self, scale_value: float | int, scale_factor: int, scale_window: int) -> None:
        self.scale_value = _check_scale_value(scale_value)
        self.scale_window = validator.check_positive_int(scale_window, "scale_window")
        self.scale_factor = validator.check_positive_int(scale_factor, "scale_factor")
        self.counter = Parameter(Tensor(0, dtype=mstype.int32), name="counter")

    def scale(self, inputs: Any) -> Any:
        """``inputs`` times the current scale."""
        return _scale_map(self.scale_value._t.detach(), inputs, False)

    def unscale(self, inputs: Any) -> Any:
        """``inputs`` times ``1 / scale``."""
        return _scale_map(self.scale_value._t.detach(), inputs, True)

    def adjust(self, grads_finite: Any) -> bool:
        """Update the scale and counter from ``grads_finite`` (a bool or bool Tensor); returns True."""
        finite = grads_finite._t if isinstance(grads_finite, Tensor) else grads_finite
        with torch.no_grad():
            _K_amp.dynamic_scale_adjust(self.scale_value._t, self.counter._t, finite, self.scale_factor,
                                        self.scale_window)  # fmt: skip
        return True


def all_finite(inputs: Any) -> Tensor:
    """True when every element of every Tensor in ``inputs`` (a Tensor or tuple/list) is finite.

    Mirrors ``mindspore.amp.all_finite`` (2.10). Returns a 0-d Bool Tensor (one device reduction, no host sync).
    """
    ts = [t._t for t in (inputs if isinstance(inputs, (tuple, list)) else (inputs,)) if isinstance(t, Tensor)]
    return _wrap(_K_amp.all_finite(ts))
