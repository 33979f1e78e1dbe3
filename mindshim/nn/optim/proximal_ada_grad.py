"""`mindspore.nn.ProximalAdagrad`: MindSpore's ApplyProximalAdagrad update."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class ProximalAdagrad(Optimizer):
    """Proximal Adagrad. Mirrors ``mindspore.nn.ProximalAdagrad`` (2.10).

    Per step (after weight decay / centralization / ``1/loss_scale``): ``accum += g*g``;
    ``lr_t = lr / sqrt(accum)``; ``prox = param - lr_t * g``;
    ``param = sign(prox) / (1 + lr_t*l2) * max(|prox| - lr_t*l1, 0)`` (the per-element rate ``lr_t`` also scales
    the l1/l2 terms, as MindSpore's kernel does).

    Args:
        params, learning_rate (default 0.001), loss_scale (1.0), weight_decay (0.0): see :class:`Optimizer`.
        accum (float): initial accumulator, >= 0, default 0.1. l1, l2 (float): >= 0, default 0.0.
        use_locking (bool): default False.

    State: ``accum.<name>`` (filled with ``accum``).

    Raises:
        TypeError: non-float ``accum``/``l1``/``l2`` or non-bool ``use_locking``. ValueError: negative values.
    """

    def __init__(
        self,
        params: Any,
        accum: float = 0.1,
        learning_rate: Any = 0.001,
        l1: float = 0.0,
        l2: float = 0.0,
        use_locking: bool = False,
        loss_scale: float = 1.0,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        validator.check_value_type("accum", accum, [float], self.cls_name)
        validator.check_value_type("l1", l1, [float], self.cls_name)
        validator.check_value_type("l2", l2, [float], self.cls_name)
        validator.check_value_type("use_locking", use_locking, [bool], self.cls_name)
        validator.check_non_negative_float(accum, "accum", self.cls_name)
        validator.check_non_negative_float(l1, "l1", self.cls_name)
        validator.check_non_negative_float(l2, "l2", self.cls_name)
        _clone(self, "accum", self.parameters, "accum", accum)
        self.l1 = l1
        self.l2 = l2
        self.use_locking = use_locking

    @_jit_method
    def construct(self, grads: tuple) -> tuple:
        grads, lrs = self._prepare(grads)
        l1, l2 = self.l1, self.l2
        for p, g, a, lr in zip(self._params_t, grads, self.accum, lrs):
            _K_optim.proximal_adagrad(p, g, a._t, lr, l1, l2)
        return (True,) * self.param_length
