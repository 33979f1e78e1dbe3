"""`mindspore.experimental.optim.Adadelta`: Adadelta (MindSpore's ApplyAdadelta update)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from .optimizer import F32, Optimizer, check_not_less_than, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class Adadelta(Optimizer):
    r"""Adadelta (Zeiler), as MindSpore's ``ops.ApplyAdadelta`` computes it.

    Mirrors ``mindspore.experimental.optim.Adadelta(params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0.0, *,
    maximize=False)`` (MindSpore 2.10). Per step: ``g = -grad if maximize else grad``, ``g += weight_decay *
    param``; ``accum = rho * accum + (1 - rho) * g * g``; ``update = sqrt(accum_update + eps) * g /
    sqrt(accum + eps)``; ``accum_update = rho * accum_update + (1 - rho) * update * update``;
    ``param -= lr * update``. Returns True.

    State: ``accum.<name>`` and ``accum_update.<name>`` (zeros).

    Raises:
        ValueError: ``lr`` or ``eps`` not above 0, ``weight_decay`` below 0, ``rho`` outside [0, 1].
        TypeError: ``rho`` not a float.
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1.0,
        rho: float = 0.9,
        eps: float = 1e-6,
        weight_decay: float = 0.0,
        *,
        maximize: bool = False,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than_without_equal(eps, "eps", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        validator.check_float_range(rho, 0.0, 1.0, validator.INC_BOTH, "rho", self.cls_name)
        defaults = {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay, "maximize": maximize}
        super().__init__(params, defaults)
        self.accum = self._clone_state(self.parameters, "accum", 0)
        self.accum_update = self._clone_state(self.parameters, "accum_update", 0)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group["weight_decay"])
            if pg is None:
                continue
            params, grads = pg
            rho, eps = F32(group["rho"]), float(F32(group["eps"]))
            one_rho = float(F32(1) - rho)
            accum, accum_update = self._state("accum", gid), self._state("accum_update", gid)
            lr = float(self._group_lr(gid))
            _K_optim.adadelta_ext(params, grads, accum, accum_update, float(rho), one_rho, eps, lr)
        return True
