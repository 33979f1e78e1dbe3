"""`mindspore.experimental.optim.SGD`: SGD with momentum, dampening, Nesterov and L2 weight decay (ops.SGD)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ...common.tensor import Tensor
from .optimizer import F32, Optimizer
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class SGD(Optimizer):
    r"""Stochastic gradient descent as MindSpore's ``ops.SGD`` kernel computes it.

    Mirrors ``mindspore.experimental.optim.SGD(params, lr, momentum=0, dampening=0, weight_decay=0.0,
    nesterov=False, *, maximize=False)`` (MindSpore 2.10). Per step: ``g = -grad if maximize else grad``,
    ``g += weight_decay * param``; with ``momentum > 0`` the first step sets ``accum = g`` (where ``stat`` is
    still 1, then ``stat = 0``), later ones ``accum = momentum * accum + (1 - dampening) * g``, and the update
    is ``accum`` (Nesterov: ``g + momentum * accum``); ``param -= lr * update``. Returns True.

    State: ``accum.<name>`` (zeros) and ``stat.<name>`` (ones). The groups carry ``grad_centralization=False``.

    Raises:
        TypeError: ``lr`` not a float/int/Tensor, ``momentum``/``dampening`` not a float/int, ``nesterov`` or
            ``maximize`` not a bool.
        ValueError: negative ``lr``/``momentum``/``weight_decay``, or ``nesterov`` without positive momentum and
            zero dampening.
    """

    def __init__(
        self,
        params: Any,
        lr: Any,
        momentum: float = 0,
        dampening: float = 0,
        weight_decay: float = 0.0,
        nesterov: bool = False,
        *,
        maximize: bool = False,
    ) -> None:
        validator.check_value_type("lr", lr, [float, int, Tensor], self.cls_name)
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        validator.check_value_type("momentum", momentum, [int, float], self.cls_name)
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        momentum = float(momentum)
        validator.check_value_type("nesterov", nesterov, [bool], self.cls_name)
        validator.check_value_type("maximize", maximize, [bool], self.cls_name)
        defaults = {
            "lr": lr, "momentum": momentum, "dampening": dampening, "weight_decay": weight_decay,
            "nesterov": nesterov, "maximize": maximize, "grad_centralization": False,
        }  # fmt: skip
        super().__init__(params, defaults)
        for group in self.param_groups:
            validator.check_value_type("dampening", group.get("dampening"), [int, float], self.cls_name)
            group["dampening"] = float(group.get("dampening"))
        _check_nesterov(nesterov, momentum, dampening)
        self.accum = self._clone_state(self.parameters, "accum")
        self.stat = self._clone_state(self.parameters, "stat", "ones")

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"))
            if pg is None:
                continue
            params, grads = pg
            accum, stat = self._state("accum", gid), self._state("stat", gid)
            weight_decay = group.get("weight_decay")
            if weight_decay > 0.0:
                grads = torch._foreach_add(grads, params, alpha=float(F32(weight_decay)))
            momentum = F32(group.get("momentum"))
            if momentum > 0:
                torch._foreach_mul_(accum, float(momentum))
                torch._foreach_add_(accum, grads, alpha=float(F32(1) - F32(group.get("dampening"))))
                torch._foreach_lerp_(accum, grads, stat)  # where stat is 1 (first step): accum = g exactly
                torch._foreach_zero_(stat)
                if group.get("nesterov"):
                    grads = torch._foreach_add(grads, accum, alpha=float(momentum))
                else:
                    grads = accum
            torch._foreach_add_(params, grads, alpha=-float(self._group_lr(gid)))
        return True


def _check_nesterov(nesterov: bool, momentum: float, dampening: float) -> None:
    """MindSpore's SGD check (experimental and mint): Nesterov momentum needs ``momentum > 0`` and no dampening.

    Raises:
        ValueError: ``nesterov`` with ``momentum <= 0`` or a nonzero ``dampening``.
    """
    if nesterov and (momentum <= 0.0 or dampening != 0.0):
        raise _errors.value_error(
            "SGD",
            "if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal to 0.0, but "
            f"got 'momentum' {momentum}, 'dampening' {dampening}",
        )
