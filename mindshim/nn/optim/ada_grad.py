"""`mindspore.nn.Adagrad`: MindSpore's ApplyAdagrad update."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class Adagrad(Optimizer):
    """Adagrad. Mirrors ``mindspore.nn.Adagrad`` (2.10).

    Per step: ``accum += grad * grad`` (when ``update_slots``); ``param -= lr * grad / sqrt(accum)``.

    Args:
        params, learning_rate (default 0.001), loss_scale (1.0), weight_decay (0.0): see :class:`Optimizer`.
        accum (float): initial accumulator value, >= 0. Default 0.1.
        update_slots (bool): update the accumulator. Default True.

    State: ``accum.<name>`` (filled with ``accum``).

    Raises:
        TypeError: non-float ``accum`` or non-bool ``update_slots``. ValueError: negative ``accum``.
    """

    def __init__(
        self,
        params: Any,
        accum: float = 0.1,
        learning_rate: Any = 0.001,
        update_slots: bool = True,
        loss_scale: float = 1.0,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        validator.check_value_type("accum", accum, [float], self.cls_name)
        validator.check_non_negative_float(accum, "accum", self.cls_name)
        validator.check_value_type("update_slots", update_slots, [bool], self.cls_name)
        self.update_slots = update_slots
        _clone(self, "accum", self.parameters, "accum", accum)

    @_jit_method
    def construct(self, grads: tuple) -> tuple:
        grads, lrs = self._prepare(grads)
        for p, g, a, lr in zip(self._params_t, grads, self.accum, lrs):
            _K_optim.adagrad(p, g, a._t, lr, self.update_slots)
        return (True,) * self.param_length
