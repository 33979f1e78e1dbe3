"""`mindspore.nn.Momentum`: SGD with (Nesterov) momentum, MindSpore's ApplyMomentum update."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter
from ...common.api import _jit_method
from ...context import get_context
from .optimizer import Optimizer, _clone
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class Momentum(Optimizer):
    """Momentum optimizer. Mirrors ``mindspore.nn.Momentum`` (2.10).

    Per step: ``accum = momentum * accum + grad``; ``param -= lr * accum`` (Nesterov:
    ``param -= lr * (grad + momentum * accum)``). Gradients first get weight decay (``grad += wd * param``),
    group centralization and ``1/loss_scale``.

    Args:
        params (list[Parameter] | list[dict]): parameters or groups (see :class:`Optimizer`).
        learning_rate (float | int | Tensor | Iterable | LearningRateSchedule): the rate.
        momentum (float): momentum factor, >= 0.
        weight_decay (float | int | Cell): Default 0.0.
        loss_scale (float): Default 1.0.
        use_nesterov (bool): Default False.

    State: ``momentum`` (float32 scalar Parameter) and ``moments.<param name>`` (zeros like each parameter).

    ``use_nesterov`` follows the device, as MindSpore 2.10's kernels do: with ``device_target='CPU'`` the update is
    plain momentum whatever the flag (MindSpore's CPU ApplyMomentum kernel ignores it, bit for bit), with 'GPU' (and
    'Ascend') the Nesterov update above. The device is read at each step, so ``set_context`` after building the
    optimizer counts.

    Raises:
        TypeError: if ``momentum`` is not a float or ``use_nesterov`` not a bool.
        ValueError: if ``momentum < 0``.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any,
        momentum: float,
        weight_decay: float | int = 0.0,
        loss_scale: float = 1.0,
        use_nesterov: bool = False,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        validator.check_value_type("momentum", momentum, [float], self.cls_name)
        if isinstance(momentum, float) and momentum < 0.0:
            raise _errors.value_error("Momentum", f"the argument 'momentum' must be at least 0.0, but got {momentum}")
        self.momentum = Parameter(_K_array.full((), momentum, torch.float32, None), name="momentum")
        self.params = self.parameters
        self.use_nesterov = validator.check_bool(use_nesterov)
        _clone(self, "moments", self.parameters, "moments", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        params = self._params_t
        moments = [m._t for m in self.moments]
        scratch = self.__dict__.setdefault("_scratch", {})
        nesterov = self.use_nesterov and get_context("device_target") != "CPU"  # MindSpore's CPU kernel ignores it
        _K_optim.momentum(params, grads, moments, self.momentum._t, lrs, nesterov, scratch)
        return (True,) * len(params)
