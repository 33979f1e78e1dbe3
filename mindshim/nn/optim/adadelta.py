"""`mindspore.nn.Adadelta`: MindSpore's ApplyAdadelta update."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


def _check_param_value(rho: Any, epsilon: Any, prim_name: str) -> None:
    validator.check_value_type("rho", rho, [float], prim_name)
    validator.check_value_type("epsilon", epsilon, [float], prim_name)
    validator.check_float_range(rho, 0.0, 1.0, validator.INC_BOTH, "rho", prim_name)
    validator.check_non_negative_float(epsilon, "epsilon", prim_name)


class Adadelta(Optimizer):
    """Adadelta. Mirrors ``mindspore.nn.Adadelta`` (2.10).

    Per step (after weight decay / centralization / ``1/loss_scale``): ``accum = rho*accum + (1-rho)*g*g``;
    ``update = sqrt(accum_update + eps) / sqrt(accum + eps) * g``;
    ``accum_update = rho*accum_update + (1-rho)*update*update``; ``param -= lr * update``.

    Args:
        params, learning_rate (default 1.0), loss_scale (1.0), weight_decay (0.0): see :class:`Optimizer`.
        rho (float): decay rate in [0, 1]. Default 0.9. epsilon (float): >= 0. Default 1e-6.

    State: ``accum.<name>`` and ``accum_update.<name>`` (zeros).

    Raises:
        TypeError: non-float ``rho``/``epsilon``. ValueError: ``rho`` outside [0, 1], negative ``epsilon``.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 1.0,
        rho: float = 0.9,
        epsilon: float = 1e-6,
        loss_scale: float = 1.0,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_param_value(rho, epsilon, self.cls_name)
        _clone(self, "accum", self.parameters, "accum", "zeros")
        _clone(self, "accum_update", self.parameters, "accum_update", "zeros")
        self.rho = rho
        self.epsilon = epsilon

    def construct(self, grads: tuple) -> tuple:
        grads, lrs = self._prepare(grads)
        rho, eps = self.rho, self.epsilon
        for p, g, a, u, lr in zip(self._params_t, grads, self.accum, self.accum_update, lrs):
            _K_optim.adadelta(p, g, a._t, u._t, lr, rho, eps)
        return (True,) * self.param_length
