"""`mindspore.nn.FTRL`: follow-the-regularized-leader (MindSpore's ApplyFtrl update)."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _check_param(initial_accum, learning_rate, lr_power, l1, l2, use_locking, prim_name=None) -> None:
    validator.check_value_type("initial_accum", initial_accum, [float], prim_name)
    validator.check_number("initial_accum", initial_accum, 0.0, validator.GE, prim_name)
    validator.check_value_type("learning_rate", learning_rate, [float], prim_name)
    validator.check_positive_float(learning_rate, "learning_rate", prim_name)
    validator.check_value_type("lr_power", lr_power, [float], prim_name)
    validator.check_number("lr_power", lr_power, 0.0, validator.LE, prim_name)
    validator.check_value_type("l1", l1, [float], prim_name)
    validator.check_number("l1", l1, 0.0, validator.GE, prim_name)
    validator.check_value_type("l2", l2, [float], prim_name)
    validator.check_number("l2", l2, 0.0, validator.GE, prim_name)
    validator.check_value_type("use_locking", use_locking, [bool], prim_name)


class FTRL(Optimizer):
    """FTRL-proximal. Mirrors ``mindspore.nn.FTRL`` (2.10).

    Per step (after weight decay, applied to every parameter when not grouped, and ``1/loss_scale``):
    ``accum_new = accum + g*g``; ``linear += g - (accum_new**-lr_power - accum**-lr_power) / lr * param``;
    ``param = (l1*sign(linear) - linear) / (accum_new**-lr_power / lr + 2*l2)`` where ``|linear| > l1``, else 0;
    ``accum = accum_new``.

    Args:
        params (list[Parameter] | list[dict]): as :class:`Optimizer`; groups may not set ``lr``.
        initial_accum (float): >= 0, default 0.1. learning_rate (float): > 0, default 0.001.
        lr_power (float): <= 0, default -0.5. l1, l2 (float): >= 0, default 0.0. use_locking (bool): False.
        loss_scale (float): 1.0. weight_decay (float | int | Cell): 0.0.

    Known difference: with ``l1 > 0`` MindSpore 2.10's CPU kernel uses ``l1 - linear`` as the numerator for
    negative ``linear`` too (as if ``sign(linear)`` were 1); mindshim applies the documented formula.

    State: ``moments.<name>`` (filled with ``initial_accum``) and ``linear.<name>`` (zeros).

    Raises:
        ValueError: a dynamic or grouped learning rate; values out of range. TypeError: wrong types.
    """

    def __init__(
        self,
        params: Any,
        initial_accum: float = 0.1,
        learning_rate: float = 0.001,
        lr_power: float = -0.5,
        l1: float = 0.0,
        l2: float = 0.0,
        use_locking: bool = False,
        loss_scale: float = 1.0,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale=loss_scale)
        if self.dynamic_lr or self.is_group_lr:
            raise _errors.value_error(
                "FTRL",
                "dynamic learning rate and group learning rate are currently not supported in FTRL, "
                f"they should all be false, but got dynamic learning rate {self.dynamic_lr} and group learning rate "
                f"{self.is_group_lr}.",
            )
        _check_param(initial_accum, learning_rate, lr_power, l1, l2, use_locking, self.cls_name)
        _clone(self, "moments", self.parameters, "moments", initial_accum)
        _clone(self, "linear", self.parameters, "linear", "zeros")
        self.l1 = l1
        self.l2 = l2
        self.lr = learning_rate
        self.lr_power = lr_power
        self.use_locking = use_locking
        if not self.is_group:
            self.decay_flags = tuple(True for _ in self.parameters)

    @_jit_method
    def construct(self, grads: tuple) -> tuple:
        grads, lrs = self._prepare(grads)
        l1, l2, lr_power = self.l1, self.l2, self.lr_power
        for p, g, m, lin, lr in zip(self._params_t, grads, self.moments, self.linear, lrs):
            _K_optim.ftrl(p, g, m._t, lin._t, lr, l1, l2, lr_power)
        return (True,) * self.param_length
