"""`mindspore.experimental.optim.ASGD`: averaged stochastic gradient descent."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _device
from .optimizer import F32, Optimizer, check_not_less_than, check_not_less_than_without_equal
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _scalars(values: torch.Tensor, names: list) -> list:
    """0-d Parameters viewing one buffer each, so a group's values are written with one fill."""
    return [Parameter(values[i], name) for i, name in enumerate(names)]


class ASGD(Optimizer):
    r"""Averaged SGD (Polyak & Juditsky), as MindSpore 2.10 writes it.

    Mirrors ``mindspore.experimental.optim.ASGD(params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6,
    weight_decay=0.0, maximize=False)``. Per step ``t`` (``step_t``, counted before the update):
    ``g = -grad if maximize else grad``, ``g += weight_decay * param``; ``eta = lr`` on the first step;
    ``param = param * (1 - lambd * eta) - eta * g``; ``ax += (param - ax) * mu`` (``ax = param`` while
    ``mu == 1``); then ``eta = lr / (1 + lambd * lr * t) ** alpha`` and ``mu = 1 / max(1, t - t0)``. Returns True.

    State: ``ax.<name>`` (zeros) and ``step_t`` (Int32) in checkpoints; ``eta`` and ``mu`` are lists of scalar
    Parameters (``eta_<name>``, ``mu_<name>``) that, as in MindSpore, the Cell does not register. mindshim keeps
    their values per group on the host and writes them out each step (values assigned to them directly are not
    read back).

    Raises:
        ValueError: ``lr`` not above 0 or ``weight_decay`` below 0.
        TypeError: ``lambd`` or ``t0`` not a float.
    """

    def __init__(
        self,
        params: Any,
        lr: Any = 1e-2,
        lambd: float = 1e-4,
        alpha: float = 0.75,
        t0: float = 1e6,
        weight_decay: float = 0.0,
        maximize: bool = False,
    ) -> None:
        check_not_less_than_without_equal(lr, "lr", self.cls_name)
        check_not_less_than(weight_decay, "weight_decay", self.cls_name)
        if not isinstance(lambd, float):
            raise _errors.type_error("ASGD", f"the type of lambd must be float, but got {type(lambd)}.")
        if not isinstance(t0, float):
            raise _errors.type_error("ASGD", f"the type of t0 must be float, but got {type(t0)}.")
        defaults = {"lr": lr, "lambd": lambd, "alpha": alpha, "t0": t0, "weight_decay": weight_decay,
                    "maximize": maximize}  # fmt: skip
        super().__init__(params, defaults)
        n = len(self.parameters)
        self._mu_t = _K_array.ones((n,), torch.float32, _device())
        self._eta_t = _K_array.zeros((n,), torch.float32, _device())
        self.mu = _scalars(self._mu_t, ["mu_" + p.name for p in self.parameters])
        self.eta = _scalars(self._eta_t, ["eta_" + p.name for p in self.parameters])
        self._group_values = [[F32(0), F32(1)] for _ in self.param_groups]  # per group: eta, mu
        self.ax = self._clone_state(self.parameters, "ax")
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.increase_tensor = Tensor(1, mstype.int32)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        step = F32(self._next_step(self.step_t))
        one = F32(1)
        for gid, group in enumerate(self.param_groups):
            pg = self._group_tensors(gid, gradients, group.get("maximize"), group["weight_decay"])
            if pg is None:
                continue
            params, grads = pg
            ax = self._state("ax", gid)
            lr = self._group_lr(gid)
            lambd, alpha, t0 = F32(group["lambd"]), F32(group["alpha"]), F32(group["t0"])
            eta, mu = self._group_values[gid]
            if step == 1:
                eta = lr
            _K_optim.asgd_ext(params, grads, ax, float(one - lambd * eta), float(eta), float(mu))
            eta = lr / (one + lambd * lr * step) ** alpha
            mu = one / max(one, step - t0)
            self._group_values[gid] = [eta, mu]
            s, e = self.group_start_id[gid], self.group_start_id[gid + 1]
            self._eta_t[s:e].fill_(float(eta))
            self._mu_t[s:e].fill_(float(mu))
        return True
