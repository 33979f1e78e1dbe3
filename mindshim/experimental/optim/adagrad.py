"""`mindspore.experimental.optim.Adagrad`: Adagrad with lr decay (MindSpore's ApplyAdagradV2 update)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import F32, Optimizer, _scalar_of, check_not_less_than, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class Adagrad(Optimizer):
    r"""Adagrad (Duchi et al.), as MindSpore's ``ops.ApplyAdagradV2`` computes it.

    Mirrors ``mindspore.experimental.optim.Adagrad(params, lr=1e-2, lr_decay=0.0, weight_decay=0.0,
    initial_accumulator_value=0.0, eps=1e-10, *, maximize=False)`` (MindSpore 2.10). Per step ``t`` (``step_t``,
    0 on the first step, counted after the update): ``g = -grad if maximize else grad``,
    ``g += weight_decay * param``; ``accum += g * g``; ``param -= lr / (1 + t * lr_decay) * g / (sqrt(accum) +
    eps)``. Returns True.

    State: ``accum.<name>`` (``initial_accumulator_value``) and ``step_t`` (Int32).

    Raises:
        ValueError: ``lr`` or ``eps`` not above 0; ``lr_decay``, ``weight_decay`` or
            ``initial_accumulator_value`` below 0.
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-2,
        lr_decay: float = 0.0,
        weight_decay: float = 0.0,
        initial_accumulator_value: float = 0.0,
        eps: float = 1e-10,
        *,
        maximize: bool = False,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than(lr_decay, "lr_decay", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        check_not_less_than(initial_accumulator_value, "initial_accumulator_value", self.cls_name)
        check_not_less_than_without_equal(eps, "eps", self.cls_name)
        defaults = {
            "lr": lr, "lr_decay": lr_decay, "eps": eps, "weight_decay": weight_decay,
            "initial_accumulator_value": initial_accumulator_value, "maximize": maximize,
        }  # fmt: skip
        super().__init__(params, defaults)
        self.accum = self._clone_state(self.parameters, "accum", initial_accumulator_value)
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.increase_tensor = Tensor(1, mstype.int32)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        counter = _scalar_of(self, self.step_t)
        step = F32(counter.get())
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group["weight_decay"])
            if pg is None:
                continue
            params, grads = pg
            decay_lr = self._group_lr(gid) / (F32(1) + step * F32(group["lr_decay"]))
            accum = self._state("accum", gid)
            _K_optim.adagrad_ext(params, grads, accum, float(F32(group["eps"])), float(decay_lr))
        counter.set(counter.get() + 1)
        return True
