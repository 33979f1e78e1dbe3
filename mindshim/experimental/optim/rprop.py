"""`mindspore.experimental.optim.Rprop`: resilient backpropagation (sign-based steps)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import F32, Optimizer, check_not_less_than_without_equal

__all__ = _api.names(__name__)


class Rprop(Optimizer):
    r"""Rprop (Riedmiller & Braun), as MindSpore 2.10 writes it.

    Mirrors ``mindspore.experimental.optim.Rprop(params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *,
    maximize=False)``. Per step (``step_t`` counted before the update) and element: ``g = -grad if maximize
    else grad``; ``s = sign(g * prev)`` mapped to ``etaplus`` (> 0), ``etaminus`` (< 0) or 1 (0); the step size
    (``lr`` on the first step) becomes ``clip(step_size * s, *step_sizes)``; where ``s == etaminus`` the
    gradient is taken as 0; ``prev = g``; ``param -= sign(g) * step_size``. The group's ``weight_decay`` (0.0,
    added by the base class) is not used. Returns True.

    State: ``prev.<name>``, ``step_size.<name>`` (zeros) and ``step_t`` (Int32).

    Raises:
        ValueError: ``lr`` not above 0, ``etas[1]`` not above 1, ``etas[0]`` outside (0, 1).
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-2,
        etas: tuple = (0.5, 1.2),
        step_sizes: tuple = (1e-6, 50),
        *,
        maximize: bool = False,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than_without_equal(etas[1], "etas[1]", self.cls_name, 1.0)
        validator.check_float_range(etas[0], 0.0, 1.0, validator.INC_NEITHER, "etas[0]", self.cls_name)
        defaults = {"lr": lr, "etas": etas, "step_sizes": step_sizes, "maximize": maximize}
        super().__init__(params, defaults)
        self.prev = self._clone_state(self.parameters, "prev")
        self.step_size = self._clone_state(self.parameters, "step_size")
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.increase_tensor = Tensor(1, mstype.int32)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        step = self._next_step(self.step_t)
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"))
            if pg is None:
                continue
            params, grads = pg
            etaminus, etaplus = (float(F32(e)) for e in group["etas"])
            lo, hi = group["step_sizes"]
            lr = float(self._group_lr(gid))
            for p, g, prev, size in zip(params, grads, self._state("prev", gid), self._state("step_size", gid)):
                _K_optim.rprop_ext(p, g, prev, size, lr, step == 1, etaminus, etaplus, lo, hi)
        return True
