"""`mindspore.mint.optim.Adam`: torch's Adam (L2 weight decay) over MindSpore Parameters."""

from __future__ import annotations

from ... import _api
from ..._kernels import optim as _K_optim
from typing import Any

import torch

from ... import _checkparam as validator
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...experimental.optim.adam import _check_adam
from ...experimental.optim.optimizer import F32, Optimizer

__all__ = _api.names(__name__)


def _check_param_value(betas: Any, eps: Any, weight_decay: Any, lr: Any, amsgrad: Any, maximize: Any, prim_name: str,
                       betas_types: tuple = (tuple,)) -> None:  # fmt: skip
    """MindSpore's type checks of the Adam-family hyper-parameters, then torch's range checks (same order)."""
    validator.check_value_type("betas", betas, betas_types, prim_name)
    validator.check("betas size", len(betas), "", [2], validator.IN, prim_name)
    validator.check_value_type("betas[0]", betas[0], [float], prim_name)
    validator.check_value_type("betas[1]", betas[1], [float], prim_name)
    validator.check_value_type("eps", eps, [float], prim_name)
    validator.check_value_type("weight_decay", weight_decay, [float], prim_name)
    validator.check_value_type("lr", lr, [float], prim_name)
    validator.check_value_type("amsgrad", amsgrad, [bool], prim_name)
    validator.check_value_type("maximize", maximize, [bool], prim_name)
    _check_adam(lr, betas, eps, weight_decay)


class Adam(Optimizer):
    """Adam (Kingma & Ba) with L2 ``weight_decay`` added to the gradients, as torch's.

    Mirrors ``mindspore.mint.optim.Adam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
    amsgrad=False, *, maximize=False)`` (2.10), a subclass of ``mindspore.experimental.optim.Optimizer``. Per step
    ``t`` and group: ``g = -grad if maximize else grad``, ``g += weight_decay * param``; ``m = beta1*m + (1-beta1)*g``;
    ``v = beta2*v + (1-beta2)*g*g``; ``param -= lr / (1 - beta1**t) * m / (sqrt(v) / sqrt(1 - beta2**t) + eps)``.

    State: ``exp_avg.<name>``, ``exp_avg_sq.<name>`` (zeros), ``state_step`` (Float32 ``[0]``), and with
    ``amsgrad`` a group entry ``max_exp_avg_sq`` (zeros). Call it with the gradients of ``optimizer.parameters``;
    it updates them in place and returns True.

    Raises:
        TypeError: a hyper-parameter of the wrong type (``lr``, ``eps``, ``weight_decay`` and the betas must be
            floats, ``betas`` a tuple, ``amsgrad``/``maximize`` bools), or bad parameter groups (see ``Optimizer``).
        ValueError: ``betas`` not of length 2, a negative ``lr``/``eps``/``weight_decay`` or a beta outside ``[0, 1)``.

    Differences: MindSpore 2.10's CPU build leaves the parameters unchanged here (its kernels are Ascend-only);
    mindshim applies the update on every device. As MindSpore's code does, ``amsgrad=True`` takes the maximum of
    ``max_exp_avg_sq`` and the new ``v`` without storing it back, so ``max_exp_avg_sq`` stays zero and the step
    equals plain Adam's.
    """

    def __init__(
        self,
        params: Any,
        lr: float = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
        amsgrad: bool = False,
        *,
        maximize: bool = False,
    ) -> None:
        _check_param_value(betas, eps, weight_decay, lr, amsgrad, maximize, self.cls_name)
        defaults = {
            "lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "amsgrad": amsgrad,
            "maximize": maximize,
        }  # fmt: skip
        self.max_v_group = True
        super().__init__(params, defaults)
        _init_state(self, 0)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        return _adam_step(self, gradients, decoupled=False)


def _adam_step(opt: Optimizer, gradients: tuple, decoupled: bool, max_sqs_of: Any = None) -> bool:
    """One step of every group of ``opt`` (torch's Adam/AdamW, as MindSpore's kernels compute it): ``m`` and ``v``
    as Adam; ``param -= lr / (1 - beta1**t) * m / (sqrt(v) / sqrt(1 - beta2**t) + eps)``. Adam
    (``decoupled=False``) adds ``weight_decay * param`` to the gradients; AdamW (``decoupled=True``) first does
    ``param *= 1 - lr * weight_decay``, and with AMSGrad keeps ``max_v = max(max_v, v)`` and uses it for the
    denominator, ``max_sqs_of(group_id, group)`` giving the group's ``max_v`` torch list."""
    # AdamW's state_step starts at -1 (Adam's at 0): the first update is step 1 for both
    step = F32(opt._next_step(opt.state_step) + (1 if decoupled else 0))
    one = F32(1)
    for gid, group in enumerate(opt.param_groups):
        pg = opt._group_tensors(gid, gradients, group.get("maximize"), 0.0 if decoupled else group.get("weight_decay"))
        if pg is None:
            continue
        params, grads = pg
        beta1, beta2 = (F32(b) for b in group["betas"])
        lr = opt._group_lr(gid)
        if decoupled:
            lr = F32(float(lr))
            wd = F32(group["weight_decay"])
            if wd != 0:
                torch._foreach_mul_(params, float(one - lr * wd))
        m, v = opt._state("exp_avg", gid), opt._state("exp_avg_sq", gid)
        max_sqs = max_sqs_of(gid, group) if max_sqs_of is not None and group.get("amsgrad") else None
        _K_optim.adam(
            params, grads, m, v, beta1=float(beta1), beta2=float(beta2), eps=float(F32(group["eps"])),
            lr=float(lr / (one - beta1**step)), bias2_sqrt=float(F32(one - beta2**step) ** F32(0.5)), vhat=max_sqs,
        )  # fmt: skip
    return True


def _init_state(opt: Optimizer, first_step: int) -> None:
    """The state of ``mint.optim``'s Adam, AdamW and FusedAdamW: zero ``exp_avg``/``exp_avg_sq`` per parameter and
    the Float32 ``[first_step]`` ``state_step`` counter (0 for Adam, -1 for the AdamW kernels)."""
    opt.exp_avg = opt.parameters.clone(prefix="exp_avg", init="zeros")
    opt.exp_avg_sq = opt.parameters.clone(prefix="exp_avg_sq", init="zeros")
    opt.state_step = Parameter(Tensor([first_step], mstype.float32), "state_step")
    opt.increase_tensor = Tensor(1, mstype.float32)
