"""`mindspore.experimental.optim.AdamW`: Adam with decoupled weight decay and optional AMSGrad."""

from __future__ import annotations

from ... import _api
from ..._kernels import optim as _K_optim
from typing import Any

import numpy as np
import torch

from .adam import _adam_defaults, _init_state
from .optimizer import F32, Optimizer

__all__ = _api.names(__name__)


class AdamW(Optimizer):
    r"""AdamW (Loshchilov & Hutter), torch's algorithm as MindSpore writes it.

    Mirrors ``mindspore.experimental.optim.AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8,
    weight_decay=1e-2, amsgrad=False, *, maximize=False)`` (MindSpore 2.10). Per step ``t`` and group:
    ``param *= 1 - lr * weight_decay``; ``m = beta1 * m + (1 - beta1) * g``; ``v = beta2 * v + (1 - beta2) * g * g``;
    with ``amsgrad`` ``v_max = max(v_max, v)`` is used for ``v``; ``denom = sqrt(v) / sqrt(1 - beta2**t) + eps``;
    ``param -= lr / (1 - beta1**t) * m / denom``. Returns True.

    State: ``exp_avg.<name>``, ``exp_avg_sq.<name>``, ``max_exp_avg_sq.<name>`` (zeros) and ``state_step`` (Int32).

    Raises:
        ValueError: ``lr``, ``eps`` or ``weight_decay`` below 0, or a beta outside [0, 1).
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 1e-2,
        amsgrad: bool = False,
        *,
        maximize: bool = False,
    ) -> None:
        super().__init__(params, _adam_defaults(lr, betas, eps, weight_decay, amsgrad, maximize))
        _init_state(self)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        step = F32(self._next_step(self.state_step))
        one = F32(1)
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"))
            if pg is None:
                continue
            params, grads = pg
            m, v = self._state("exp_avg", gid), self._state("exp_avg_sq", gid)
            beta1, beta2 = (F32(b) for b in group.get("betas"))
            lr = self._group_lr(gid)
            weight_decay = group.get("weight_decay")
            step_size = lr / (one - beta1**step)
            bias_correction2_sqrt = F32(np.sqrt(one - beta2**step))
            if weight_decay != 0.0:
                _K_optim.decoupled_decay(params, float(one - lr * F32(weight_decay)))
            _K_optim.adamw_ext(
                params, grads, m, v, beta1=float(beta1), beta2=float(beta2), eps=float(F32(group.get("eps"))),
                step_size=float(step_size), bias2_sqrt=float(bias_correction2_sqrt),
                vhat=self._state("max_exp_avg_sq", gid) if group.get("amsgrad") else None,
            )  # fmt: skip
        return True
