"""`mindspore.experimental.optim.Adam`: Adam with MindSpore's ApplyAdam update and L2 weight decay."""

from __future__ import annotations

from ... import _api
from ..._kernels import optim as _K_optim
from typing import Any

import numpy as np
import torch

from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import F32, Optimizer

__all__ = _api.names(__name__)


class Adam(Optimizer):
    r"""Adam (Kingma & Ba) as MindSpore's ``ops.Adam`` kernel computes it.

    Mirrors ``mindspore.experimental.optim.Adam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
    amsgrad=False, *, maximize=False)`` (MindSpore 2.10). Per step ``t`` (``state_step``, Int32, counted before
    the update) and group: ``g = -grad if maximize else grad``, ``g += weight_decay * param``;
    ``m += (1 - beta1) * (g - m)``; ``v += (1 - beta2) * (g * g - v)``;
    ``param -= lr * sqrt(1 - beta2**t) / (1 - beta1**t) * m / (sqrt(v) + eps)`` (``eps`` outside the bias
    correction, unlike torch). Call it with the gradients of ``optimizer.parameters``; returns True.

    State (Parameters, in checkpoints): ``exp_avg.<name>``, ``exp_avg_sq.<name>``, ``max_exp_avg_sq.<name>``
    (zeros) and ``state_step``. As in MindSpore 2.10, ``amsgrad`` is accepted and shown in the groups but not
    applied: ``max_exp_avg_sq`` stays zero.

    Raises:
        ValueError: ``lr``, ``eps`` or ``weight_decay`` below 0, or a beta outside [0, 1).
        TypeError: a non-numeric ``lr`` (from the comparison), or bad parameter groups (see ``Optimizer``).
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
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
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group.get("weight_decay"))
            if pg is None:
                continue
            params, grads = pg
            beta1, beta2 = (F32(b) for b in group.get("betas"))
            lr = self._group_lr(gid)
            new_lr = lr * F32(np.sqrt(np.float64(one - beta2**step))) / (one - beta1**step)
            m, v = self._state("exp_avg", gid), self._state("exp_avg_sq", gid)
            _K_optim.adam(params, grads, m, v, beta1=float(beta1), beta2=float(beta2), eps=float(F32(group.get("eps"))),
                   lr=float(new_lr))  # fmt: skip
        return True


def _adam_defaults(lr: Any, betas: tuple, eps: float, weight_decay: float, amsgrad: bool, maximize: bool) -> dict:
    """The group defaults of MindSpore's Adam and AdamW, after their range checks."""
    _check_adam(lr, betas, eps, weight_decay)
    return {
        "lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "amsgrad": amsgrad, "maximize": maximize,
    }  # fmt: skip


def _check_adam(lr: Any, betas: tuple, eps: float, weight_decay: float) -> None:
    """The range checks MindSpore's Adam and AdamW share (plain comparisons: a wrong type fails in them)."""
    if lr < 0.0:
        raise ValueError(f"Invalid learning rate: {lr}")
    if eps < 0.0:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= betas[0] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
    if not 0.0 <= betas[1] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
    if weight_decay < 0.0:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


def _init_state(opt: Optimizer) -> None:
    """The state MindSpore's Adam and AdamW keep: zero ``exp_avg``/``exp_avg_sq``/``max_exp_avg_sq`` per parameter
    and the Int32 ``state_step`` counter."""
    opt.exp_avg = opt._clone_state(opt.parameters, "exp_avg")
    opt.exp_avg_sq = opt._clone_state(opt.parameters, "exp_avg_sq")
    opt.max_exp_avg_sq = opt._clone_state(opt.parameters, "max_exp_avg_sq")
    opt.state_step = Parameter(Tensor(0, mstype.int32), "state_step")
    opt.increase_tensor = Tensor(1, mstype.int32)
