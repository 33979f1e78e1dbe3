"""`mindspore.nn.SGD`: stochastic gradient descent with momentum, dampening and Nesterov (MindSpore's SGD op)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class SGD(Optimizer):
    """Stochastic gradient descent. Mirrors ``mindspore.nn.SGD`` (2.10).

    Per step (after weight decay / centralization / loss scale): with ``momentum > 0``, the first step sets
    ``accum = grad``, later ones ``accum = momentum * accum + (1 - dampening) * grad``; the update is ``accum``
    (Nesterov: ``grad + momentum * accum``); ``param -= lr * update``. With ``momentum == 0``: ``param -= lr * grad``.

    Args:
        params, learning_rate (default 0.1), weight_decay (default 0.0), loss_scale (default 1.0): see
            :class:`Optimizer`.
        momentum (float): Default 0.0. dampening (float): Default 0.0. nesterov (bool): Default False.

    State: ``momentum`` (float32 scalar Parameter), ``accum.<name>`` (zeros) and ``stat.<name>`` (ones).

    Raises:
        TypeError: if ``momentum``/``dampening`` are not floats, ``nesterov`` not a bool, or the weight decay is
            dynamic. ValueError: negative ``momentum``/``dampening``, or Nesterov without momentum / with dampening.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 0.1,
        momentum: float = 0.0,
        dampening: float = 0.0,
        weight_decay: float | int = 0.0,
        nesterov: bool = False,
        loss_scale: float = 1.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if isinstance(momentum, int):
            momentum = float(momentum)
        if not isinstance(momentum, float):
            raise _errors.type_error("SGD", f"the argument 'momentum' must be float type, but got {type(momentum)}.")
        if momentum < 0.0:
            raise _errors.value_error("SGD", f"the argument 'momentum' must be at least 0.0, but got {momentum}.")
        if isinstance(dampening, int):
            dampening = float(dampening)
        if not isinstance(dampening, float):
            raise _errors.type_error("SGD", f"the argument 'dampening' must be float type, but got {type(dampening)}.")
        if dampening < 0.0:
            raise _errors.value_error(
                "SGD", f"the argument 'dampening' must be at least 0.0, but got 'dampening' {dampening}"
            )
        self.dampening = dampening
        validator.check_value_type("nesterov", nesterov, [bool], self.cls_name)
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise _errors.value_error(
                "SGD",
                "if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal to 0.0, "
                f"but got 'momentum' {momentum}, 'dampening' {dampening}.",
            )
        self.nesterov = nesterov
        if self.dynamic_weight_decay:
            raise _errors.type_error(
                "SGD",
                "dynamic weight decay is currently not supported, the argument 'weight_decay' "
                "or 'weight_decay' set in grouped 'params' must be float or int type.",
            )
        self.momentum = Parameter(_K_array.full((), momentum, torch.float32, None), name="momentum")
        self._momentum = momentum
        _clone(self, "accum", self.parameters, "accum", "zeros")
        _clone(self, "stat", self.parameters, "stat", "ones")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        m = self._momentum
        scratch = self.__dict__.setdefault("_scratch", {})
        if m == 0.0:
            _K_optim.sgd(self._params_t, grads, lrs, scratch=scratch)
        else:
            accums = [a._t for a in self.accum]
            stats = [s._t for s in self.stat]
            _K_optim.sgd(self._params_t, grads, lrs, m, self.dampening, self.nesterov, accums, stats, scratch)
        return (True,) * self.param_length
