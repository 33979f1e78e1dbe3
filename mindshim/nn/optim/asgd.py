"""`mindspore.nn.ASGD`: averaged stochastic gradient descent."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter, ParameterTuple
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone, _register_tuple

__all__ = _api.names(__name__)


class ASGD(Optimizer):
    """Averaged SGD. Mirrors ``mindspore.nn.ASGD`` (2.10).

    Per step ``t`` (``global_step`` after its increment; gradients first get weight decay / centralization):
    at ``t == 1`` ``eta = lr``; ``param = param * (1 - lambd * eta) - eta * grad``; ``ax += (param - ax) * mu``
    (``ax = param`` while ``mu == 1``); ``eta = lr / (1 + lambd * lr * t) ** alpha``;
    ``mu = 1 / max(1, t - t0)``.

    Args:
        params, learning_rate (default 0.1), weight_decay (0.0): see :class:`Optimizer`.
        lambd (float): decay term. Default 1e-4. alpha (float): power for the ``eta`` update. Default 0.75.
        t0 (float): step at which averaging starts. Default 1e6.

    State: ``mu_<name>`` (float32 scalar, 1), ``eta_<name>`` (float32 scalar, 0) and ``ax_.<name>`` (zeros).

    Raises:
        TypeError: if ``lambd``, ``alpha`` or ``t0`` is not a float.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 0.1,
        lambd: float = 1e-4,
        alpha: float = 0.75,
        t0: float = 1e6,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay)
        validator.check_value_type("lambd", lambd, [float], self.cls_name)
        validator.check_value_type("alpha", alpha, [float], self.cls_name)
        validator.check_value_type("t0", t0, [float], self.cls_name)
        self.lambd = lambd
        self.alpha = alpha
        self.t0 = t0
        mu = [Parameter(_K_array.full((), 1.0, None, None), name="mu_" + p.name) for p in self.parameters]
        eta = [Parameter(_K_array.full((), 0.0, None, None), name="eta_" + p.name) for p in self.parameters]
        self.lens = len(self.parameters)
        self.mu: ParameterTuple = _register_tuple(self, "mu", mu)
        self.eta: ParameterTuple = _register_tuple(self, "eta", eta)
        _clone(self, "ax", self.parameters, "ax_", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        step = float(self.global_step._t.reshape(()))
        for p, g, mu, eta, ax, lr in zip(self._params_t, grads, self.mu, self.eta, self.ax, lrs):
            _K_optim.asgd(p, g, mu._t, eta._t, ax._t, lr, step, self.lambd, self.alpha, self.t0)
        return (True,) * self.param_length
