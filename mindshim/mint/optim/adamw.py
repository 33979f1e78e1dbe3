"""`mindspore.mint.optim.AdamW`: torch's AdamW (decoupled weight decay, AMSGrad) over MindSpore Parameters."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ...experimental.optim.optimizer import Optimizer
from .adam import _adam_step, _check_param_value, _init_state

__all__ = _api.names(__name__)


class AdamW(Optimizer):
    """AdamW (Loshchilov & Hutter): ``param *= 1 - lr * weight_decay`` then an Adam step; optional AMSGrad.

    Mirrors ``mindspore.mint.optim.AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
    amsgrad=False, *, maximize=False)`` (2.10), a subclass of ``mindspore.experimental.optim.Optimizer``. State:
    ``exp_avg.<name>``, ``exp_avg_sq.<name>``, ``state_step`` (Float32 ``[-1]`` before the first step, as in
    MindSpore) and with ``amsgrad`` a group entry ``max_exp_avg_sq`` (updated in place). Call it with the gradients
    of ``optimizer.parameters``; returns True.

    Raises:
        TypeError / ValueError: as :class:`mindspore.mint.optim.Adam`.

    Difference: MindSpore 2.10's CPU build has no AdamW kernel (it raises ``The kernel AdamW unregistered``);
    mindshim runs the documented algorithm on every device.
    """

    def __init__(
        self,
        params: Any,
        lr: float = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 1e-2,
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
        _init_state(self, -1)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        return _adam_step(self, gradients, True, lambda gid, group: [p._data() for p in group["max_exp_avg_sq"]])
