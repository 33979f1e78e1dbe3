"""`mindspore.nn.AdaMax`: MindSpore's ApplyAdaMax update (Adam on the infinity norm)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter
from .adam import _check_param_value
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class AdaMax(Optimizer):
    """AdaMax. Mirrors ``mindspore.nn.AdaMax`` (2.10).

    Per step (after weight decay / centralization / ``1/loss_scale``): ``beta1_power *= beta1``;
    ``m = b1*m + (1-b1)*g``; ``v = max(b2*v, |g|)``; ``param -= lr / (1 - beta1_power) * m / (v + eps)``.

    Args:
        params, learning_rate (default 0.001), weight_decay (0.0), loss_scale (1.0): see :class:`Optimizer`.
        beta1 (float): in (0, 1), default 0.9. beta2 (float): in (0, 1), default 0.999. eps (float): > 0,
            default 1e-8.

    State: ``beta1_power`` (float32, shape (1,), starts at 1), ``moment1.<name>``, ``moment2.<name>`` (zeros).

    Raises:
        TypeError: non-float ``beta1``/``beta2``/``eps``. ValueError: values out of range.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 0.001,
        beta1: float = 0.9,
        beta2: float = 0.999,
        eps: float = 1e-08,
        weight_decay: float | int = 0.0,
        loss_scale: float = 1.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        self.beta1 = beta1
        self.beta2 = beta2
        self.eps = eps
        self.beta1_power = Parameter(_K_array.ones((1,), torch.float32, None), name="beta1_power")
        _clone(self, "moment1", self.parameters, "moment1", "zeros")
        _clone(self, "moment2", self.parameters, "moment2", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        b1, b2, eps = self.beta1, self.beta2, self.eps
        b1p = self.beta1_power._t
        b1p.mul_(b1)
        for p, g, m, v, lr in zip(self._params_t, grads, self.moment1, self.moment2, lrs):
            _K_optim.adamax(p, g, m._t, v._t, lr, b1, b2, eps, b1p)
        return (True,) * self.param_length
