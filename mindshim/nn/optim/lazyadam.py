"""`mindspore.nn.LazyAdam`: Adam whose sparse-gradient path updates only the touched rows."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ...common.parameter import Parameter
from .adam import Adam, _check_param_value
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class LazyAdam(Adam):
    """LazyAdam. Mirrors ``mindspore.nn.LazyAdam`` (2.10, deprecated there in favour of ``nn.Adam``).

    With dense gradients (the only kind mindshim's autograd produces) the update is exactly :class:`Adam`'s:
    ``m = b1*m + (1-b1)*g``; ``v = b2*v + (1-b2)*g*g``; ``param -= lr*sqrt(1-b2^t)/(1-b1^t) * m/(sqrt(v)+eps)``
    (Nesterov: ``m`` replaced by ``b1*m + (1-b1)*g``).

    Args:
        params, learning_rate (default 1e-3), loss_scale (1.0): see :class:`Optimizer`.
        beta1 (0.9), beta2 (0.999), eps (1e-8), use_locking (False), use_nesterov (False).
        weight_decay (float): must be a float (MindSpore's check), default 0.0.

    State: ``beta1_power``, ``beta2_power`` (float32, shape (1,)), ``moment1.<name>``, ``moment2.<name>``.

    Raises:
        TypeError: non-float ``beta1``/``beta2``/``eps``/``weight_decay`` or non-bool flags.
        ValueError: values out of range.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 1e-3,
        beta1: float = 0.9,
        beta2: float = 0.999,
        eps: float = 1e-8,
        use_locking: bool = False,
        use_nesterov: bool = False,
        weight_decay: float = 0.0,
        loss_scale: float = 1.0,
    ) -> None:
        Optimizer.__init__(self, learning_rate, params, weight_decay, loss_scale)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        validator.check_value_type("weight_dacay", weight_decay, [float], self.cls_name)
        validator.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
        validator.check_value_type("use_locking", use_locking, [bool], self.cls_name)
        validator.check_value_type("use_nesterov", use_nesterov, [bool], self.cls_name)
        self.beta1 = beta1
        self.beta2 = beta2
        self.eps = eps
        self.use_nesterov = use_nesterov
        self.use_locking = use_locking
        self.use_amsgrad = False
        self.use_offload = False
        self.beta1_power = Parameter(_K_array.ones((1,), torch.float32, None), name="beta1_power")
        self.beta2_power = Parameter(_K_array.ones((1,), torch.float32, None), name="beta2_power")
        _clone(self, "moment1", self.parameters, "moment1", "zeros")
        _clone(self, "moment2", self.parameters, "moment2", "zeros")
