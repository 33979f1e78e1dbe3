"""`mindspore.experimental.optim.Adamax`: Adamax, the infinity-norm variant of Adam."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import F32, Optimizer, check_not_less_than, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class Adamax(Optimizer):
    r"""Adamax (Kingma & Ba, section 7).

    Mirrors ``mindspore.experimental.optim.Adamax(params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8,
    weight_decay=0.0, *, maximize=False)`` (MindSpore 2.10). Per step ``t`` (``step_t``, counted before the
    update): ``g = -grad if maximize else grad``, ``g += weight_decay * param``; ``m = beta1 * m + (1 - beta1) * g``;
    ``u = max(beta2 * u, |g| + eps)``; ``param -= lr / (1 - beta1**t) * m / u``. Returns True.

    State: ``step_t`` (Int32), ``exp_avg.<name>`` and ``exp_inf.<name>`` (zeros).

    Raises:
        ValueError: ``lr`` or ``eps`` not above 0, ``weight_decay`` below 0, a beta outside [0, 1).
        TypeError: a beta not a float.
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 2e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
        *,
        maximize: bool = False,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        check_not_less_than_without_equal(eps, "eps", self.cls_name)
        validator.check_float_range(betas[0], 0.0, 1.0, validator.INC_LEFT, "betas[0]", self.cls_name)
        validator.check_float_range(betas[1], 0.0, 1.0, validator.INC_LEFT, "betas[1]", self.cls_name)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "maximize": maximize}
        super().__init__(params, defaults)
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.exp_avg = self._clone_state(self.parameters, "exp_avg")
        self.exp_inf = self._clone_state(self.parameters, "exp_inf")
        self.increase_tensor = Tensor(1, mstype.int32)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        step = F32(self._next_step(self.step_t))
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group["weight_decay"])
            if pg is None:
                continue
            params, grads = pg
            beta1, beta2 = (F32(b) for b in group["betas"])
            clr = self._group_lr(gid) / (F32(1) - beta1**step)
            exp_avg, exp_inf = self._state("exp_avg", gid), self._state("exp_inf", gid)
            _K_optim.adamax_ext(params, grads, exp_avg, exp_inf, float(beta1), float(F32(1) - beta1), float(beta2),
                                float(F32(group["eps"])), float(clr))  # fmt: skip
        return True
