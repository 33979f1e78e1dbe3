"""`mindspore.nn.RMSProp`: MindSpore's ApplyRMSProp / ApplyCenteredRMSProp updates."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class RMSProp(Optimizer):
    """RMSProp. Mirrors ``mindspore.nn.RMSProp`` (2.10).

    Per step: ``ms = decay*ms + (1-decay)*g*g``; ``mom = momentum*mom + lr*g/sqrt(ms + epsilon)``;
    ``param -= mom``. Centered: ``mg = decay*mg + (1-decay)*g`` and the denominator is
    ``sqrt(ms - mg*mg + epsilon)``.

    Args:
        params, learning_rate (default 0.1), loss_scale (1.0), weight_decay (0.0): see :class:`Optimizer`.
        decay (float): >= 0, default 0.9. momentum (float): >= 0, default 0.0. epsilon (float): > 0,
            default 1e-10. use_locking (bool), centered (bool): default False.

    State: ``mean_grad.<name>`` (centered only, zeros), ``mean_square.<name>`` (ones), ``moment.<name>`` (zeros).

    Raises:
        TypeError: wrongly typed arguments. ValueError: out-of-range values.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 0.1,
        decay: float = 0.9,
        momentum: float = 0.0,
        epsilon: float = 1e-10,
        use_locking: bool = False,
        centered: bool = False,
        loss_scale: float = 1.0,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        validator.check_value_type("decay", decay, [float], self.cls_name)
        validator.check_non_negative_float(decay, "decay", self.cls_name)
        validator.check_value_type("momentum", momentum, [float], self.cls_name)
        validator.check_non_negative_float(momentum, "momentum", self.cls_name)
        validator.check_value_type("epsilon", epsilon, [float], self.cls_name)
        validator.check_positive_float(epsilon, "epsilon", self.cls_name)
        validator.check_value_type("use_locking", use_locking, [bool], self.cls_name)
        validator.check_value_type("centered", centered, [bool], self.cls_name)
        self.centered = centered
        if centered:
            _clone(self, "mg", self.parameters, "mean_grad", "zeros")
        self.momentum = momentum
        _clone(self, "ms", self.parameters, "mean_square", "ones")
        _clone(self, "moment", self.parameters, "moment", "zeros")
        self.epsilon = epsilon
        self.decay = decay

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        d, eps = self.decay, self.epsilon
        for i, (p, g, lr) in enumerate(zip(self._params_t, grads, lrs)):
            mg = self.mg[i]._t if self.centered else None
            _K_optim.apply_rmsprop(p, self.ms[i]._t, self.moment[i]._t, lr, g, d, self.momentum, eps, mg)
        return (True,) * self.param_length
