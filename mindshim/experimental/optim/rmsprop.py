"""`mindspore.experimental.optim.RMSprop`: RMSprop with optional centering and momentum."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import optim as _K_optim
from .optimizer import F32, Optimizer, check_not_less_than, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class RMSprop(Optimizer):
    r"""RMSprop (Hinton), torch's algorithm as MindSpore 2.10 writes it.

    Mirrors ``mindspore.experimental.optim.RMSprop(params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0,
    momentum=0.0, centered=False, maximize=False)``. Per step: ``g = -grad if maximize else grad``,
    ``g += weight_decay * param``; ``s = alpha * s + (1 - alpha) * g * g``; centered: ``a = alpha * a +
    (1 - alpha) * g`` and ``avg = sqrt(s - a * a) + eps``, else ``avg = sqrt(s) + eps``; with ``momentum > 0``
    ``buf = momentum * buf + g / avg`` and ``param -= lr * buf``, else ``param -= lr * g / avg``. Returns True.

    State: ``mean_grad.<name>``, ``mean_square.<name>`` and ``moment.<name>`` (zeros).

    Raises:
        ValueError: ``lr`` or ``eps`` not above 0; ``alpha``, ``momentum`` or ``weight_decay`` below 0.
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-2,
        alpha: float = 0.99,
        eps: float = 1e-8,
        weight_decay: float = 0.0,
        momentum: float = 0.0,
        centered: bool = False,
        maximize: bool = False,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than(alpha, "alpha", self.cls_name)
        check_not_less_than_without_equal(eps, "eps", self.cls_name)
        check_not_less_than(momentum, "momentum", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        defaults = {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps, "centered": centered,
                    "weight_decay": weight_decay, "maximize": maximize}  # fmt: skip
        super().__init__(params, defaults)
        self.mean_grad = self._clone_state(self.parameters, "mean_grad")
        self.mean_square = self._clone_state(self.parameters, "mean_square")
        self.moment = self._clone_state(self.parameters, "moment")

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group["weight_decay"])
            if pg is None:
                continue
            params, grads = pg
            alpha = group["alpha"]
            one_alpha = float(F32(1) - F32(alpha))
            eps = float(F32(group["eps"]))
            mean_square = self._state("mean_square", gid)
            mean_grad = self._state("mean_grad", gid) if group["centered"] else None
            lr = float(self._group_lr(gid))
            momentum = group["momentum"]
            moment = self._state("moment", gid) if momentum > 0 else None
            _K_optim.rmsprop_ext(params, grads, mean_square, mean_grad, moment, float(F32(alpha)), one_alpha, eps,
                                 float(F32(momentum)), lr)  # fmt: skip
        return True
