"""`mindspore.experimental.optim.RAdam`: Adam with the variance rectification of Liu et al."""

from __future__ import annotations

from ... import _api
from typing import Any

import numpy as np
import torch

from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import F32, Optimizer, check_not_less_than, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class RAdam(Optimizer):
    r"""RAdam (Liu et al., "On the Variance of the Adaptive Learning Rate and Beyond").

    Mirrors ``mindspore.experimental.optim.RAdam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8,
    weight_decay=0.0)`` (MindSpore 2.10; no ``maximize``). Per step ``t`` (``step_t``, counted before the update):
    ``g = grad + weight_decay * param``; ``m = beta1 * m + (1 - beta1) * g``; ``v = beta2 * v + (1 - beta2) * g * g``;
    ``rho_inf = 2 / (1 - beta2) - 1``, ``rho_t = rho_inf - 2 t beta2**t / (1 - beta2**t)``; if ``rho_t > 5``:
    ``param -= lr * m / (1 - beta1**t) * sqrt(1 - beta2**t) / (sqrt(v) + eps) * r_t`` with
    ``r_t = sqrt((rho_t - 4)(rho_t - 2) rho_inf / ((rho_inf - 4)(rho_inf - 2) rho_t))``, else
    ``param -= lr * m / (1 - beta1**t)``. Returns True.

    State: ``step_t`` (Int32), ``exp_avg.<name>`` and ``exp_avg_sq.<name>`` (zeros).

    Raises:
        ValueError: ``lr`` or ``eps`` not above 0, ``weight_decay`` below 0, a beta outside [0, 1).
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        check_not_less_than_without_equal(eps, "eps", self.cls_name)
        validator.check_float_range(betas[0], 0.0, 1.0, validator.INC_LEFT, "betas[0]", self.cls_name)
        validator.check_float_range(betas[1], 0.0, 1.0, validator.INC_LEFT, "betas[1]", self.cls_name)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay}
        super().__init__(params, defaults)
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.exp_avg = self._clone_state(self.parameters, "exp_avg")
        self.exp_avg_sq = self._clone_state(self.parameters, "exp_avg_sq")
        self.increase_tensor = Tensor(1, mstype.int32)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        step = F32(self._next_step(self.step_t))
        one = F32(1)
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, False, group["weight_decay"])
            if pg is None:
                continue
            params, grads = pg
            lr = self._group_lr(gid)
            beta1, beta2 = (F32(b) for b in group["betas"])
            bias_correction1 = one - beta1**step
            beta2_pow = beta2**step
            bias_correction2 = one - beta2_pow
            rho_inf = F32(2) / (one - beta2) - one  # MindSpore's jit evaluates Python scalars as float32
            rho_t = rho_inf - F32(2) * step * beta2_pow / bias_correction2
            exp_avg, exp_avg_sq = self._state("exp_avg", gid), self._state("exp_avg_sq", gid)
            scale = plain = None
            if rho_t > 5.0:
                four, two = F32(4), F32(2)
                rect = F32(
                    np.sqrt((rho_t - four) * (rho_t - two) * rho_inf / ((rho_inf - four) * (rho_inf - two) * rho_t))
                )
                scale = float(lr * F32(np.sqrt(bias_correction2)) * rect / bias_correction1)
            else:
                plain = float(lr / bias_correction1)
            _K_optim.radam_ext(
                params, grads, exp_avg, exp_avg_sq, float(beta1), float(one - beta1), float(beta2), float(one - beta2),
                float(F32(group["eps"])), scale, plain,
            )  # fmt: skip
        return True
