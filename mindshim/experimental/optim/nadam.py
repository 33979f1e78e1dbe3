"""`mindspore.experimental.optim.NAdam`: Adam with Nesterov momentum (Dozat)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _device
from .asgd import _scalars
from .optimizer import F32, Optimizer, check_not_less_than, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class NAdam(Optimizer):
    r"""NAdam (Dozat, "Incorporating Nesterov Momentum into Adam"), as MindSpore 2.10 writes it.

    Mirrors ``mindspore.experimental.optim.NAdam(params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
    momentum_decay=4e-3)`` (no ``maximize``). Per step ``t`` (``step_t``, counted before the update):
    ``g = grad + weight_decay * param``; ``mu_t = beta1 * (1 - 0.5 * 0.96 ** (t * momentum_decay))``;
    ``mu_product *= mu_t``; ``m = beta1 * m + (1 - beta1) * g``; ``v = beta2 * v + (1 - beta2) * g * g``;
    ``denom = sqrt(v / (1 - beta2**t)) + eps``; ``param -= lr * (1 - mu_t) / (1 - mu_product) * g / denom``;
    ``param -= lr * mu_{t+1} / (1 - mu_product * mu_{t+1}) * m / denom``. Returns True.

    State: ``step_t`` (Int32), ``exp_avg.<name>``, ``exp_avg_sq.<name>`` (zeros); ``mu_product`` is a list of
    scalar Parameters ``mu_product_<name>`` the Cell does not register (kept per group on the host, written
    out each step).

    Raises:
        ValueError: ``lr`` or ``eps`` not above 0, ``weight_decay`` or ``momentum_decay`` below 0, a beta outside
            [0, 1).
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 2e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
        momentum_decay: float = 4e-3,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than_without_equal(eps, "eps", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        check_not_less_than(momentum_decay, "momentum_decay", self.cls_name)
        validator.check_float_range(betas[0], 0.0, 1.0, validator.INC_LEFT, "betas[0]", self.cls_name)
        validator.check_float_range(betas[1], 0.0, 1.0, validator.INC_LEFT, "betas[1]", self.cls_name)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                    "momentum_decay": momentum_decay}  # fmt: skip
        super().__init__(params, defaults)
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.exp_avg = self._clone_state(self.parameters, "exp_avg")
        self.exp_avg_sq = self._clone_state(self.parameters, "exp_avg_sq")
        self._mu_product_t = _K_array.ones((len(self.parameters),), torch.float32, _device())
        self.mu_product = _scalars(self._mu_product_t, ["mu_product_" + p.name for p in self.parameters])
        self._group_values = [F32(1) for _ in self.param_groups]
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
            exp_avg, exp_avg_sq = self._state("exp_avg", gid), self._state("exp_avg_sq", gid)
            lr = self._group_lr(gid)
            beta1, beta2 = (F32(b) for b in group["betas"])
            decay = F32(group["momentum_decay"])
            bias_correction2 = one - beta2**step
            mu = beta1 * (one - F32(0.5) * F32(0.96) ** (step * decay))
            mu_next = beta1 * (one - F32(0.5) * F32(0.96) ** ((step + one) * decay))
            mu_product = self._group_values[gid] * mu
            mu_product_next = mu_product * mu_next
            self._group_values[gid] = mu_product
            c_grad = lr * (one - mu) / (one - mu_product)
            c_avg = lr * mu_next / (one - mu_product_next)
            _K_optim.nadam_ext(
                params, grads, exp_avg, exp_avg_sq, float(beta1), float(one - beta1), float(beta2), float(one - beta2),
                float(bias_correction2), float(F32(group["eps"])), float(c_grad), float(c_avg),
            )  # fmt: skip
            s, e = self.group_start_id[gid], self.group_start_id[gid + 1]
            self._mu_product_t[s:e].fill_(float(mu_product))
        return True
