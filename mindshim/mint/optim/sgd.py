"""`mindspore.mint.optim.SGD`: torch's SGD (momentum, dampening, Nesterov, L2 weight decay) over Parameters."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...experimental.optim.optimizer import F32, Optimizer
from ...experimental.optim.sgd import _check_nesterov

__all__ = _api.names(__name__)


def _check_param_value(lr: Any, momentum: Any, weight_decay: Any, dampening: Any, nesterov: Any, maximize: Any,
                       prim_name: str) -> None:  # fmt: skip
    """MindSpore's type checks of SGD's hyper-parameters."""
    validator.check_value_type("lr", lr, [float, int, bool, Tensor], prim_name)
    validator.check_value_type("momentum", momentum, [float, int, bool], prim_name)
    validator.check_value_type("weight_decay", weight_decay, [float, int, bool], prim_name)
    validator.check_value_type("dampening", dampening, [float, int, bool], prim_name)
    validator.check_value_type("nesterov", nesterov, [bool], prim_name)
    validator.check_value_type("maximize", maximize, [bool], prim_name)


class SGD(Optimizer):
    """Stochastic gradient descent with optional momentum, dampening, Nesterov momentum and L2 weight decay.

    Mirrors ``mindspore.mint.optim.SGD(params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
    maximize=False)`` (2.10), a subclass of ``mindspore.experimental.optim.Optimizer``, with torch's algorithm
    (the first step seeds the momentum buffer with the gradient). ``lr`` may be a bool, int, float or scalar
    Tensor; the step uses each group's ``lr_float`` (the ``lr`` given), as MindSpore does, so a scheduler's
    changes to the group's ``lr`` Parameter do not reach it. State: ``momentum_buf.<name>`` (zeros) and ``step_t``
    (Int32 0).

    Raises:
        TypeError: ``lr`` not a bool/int/float/Tensor, ``momentum``/``weight_decay``/``dampening`` not a
            bool/int/float, ``nesterov``/``maximize`` not a bool (MindSpore's messages), or bad parameter groups.
        ValueError: negative ``lr``/``momentum``/``weight_decay``, or ``nesterov`` without positive ``momentum``
            and zero ``dampening``.

    Difference: MindSpore 2.10's CPU build updates the momentum buffers but leaves the parameters unchanged;
    mindshim applies the update on every device.
    """

    def __init__(
        self,
        params: Any,
        lr: Any,
        momentum: float = 0,
        dampening: float = 0,
        weight_decay: float = 0,
        nesterov: bool = False,
        *,
        maximize: bool = False,
    ) -> None:
        _check_param_value(lr, momentum, weight_decay, dampening, nesterov, maximize, self.cls_name)
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = {
            "lr": lr, "momentum": momentum, "weight_decay": weight_decay, "dampening": dampening,
            "nesterov": nesterov, "maximize": maximize, "lr_float": lr,
        }  # fmt: skip
        for param in params:
            if isinstance(param, dict) and param.get("lr", None):
                param["lr_float"] = param["lr"]
        super().__init__(params, defaults)
        _check_nesterov(nesterov, momentum, dampening)
        self.momentum_buf = self.parameters.clone(prefix="momentum_buf", init="zeros")
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.increase_tensor = Tensor(1, mstype.int32)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        first = self._next_step(self.step_t) == 1
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group.get("weight_decay"))
            if pg is None:
                continue
            params, grads = pg
            lr = group.get("lr_float")
            lr = float(F32(lr._data().item() if isinstance(lr, Tensor) else lr))
            momentum, dampening = group.get("momentum"), group.get("dampening")
            if momentum != 0:
                bufs = self._state("momentum_buf", gid)
                if first:
                    torch._foreach_copy_(bufs, grads)
                else:
                    torch._foreach_mul_(bufs, float(momentum))
                    torch._foreach_add_(bufs, grads, alpha=float(1 - dampening))
                grads = torch._foreach_add(grads, bufs, alpha=float(momentum)) if group.get("nesterov") else bufs
            torch._foreach_add_(params, grads, alpha=-lr)
        return True
