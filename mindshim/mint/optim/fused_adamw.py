"""`mindspore.mint.optim.FusedAdamW`: AdamW with one AMSGrad setting for all parameter groups."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ...common.parameter import ParameterTuple
from ...experimental.optim.optimizer import Optimizer
from .adam import _adam_step, _check_param_value, _init_state

__all__ = _api.names(__name__)


def _resolve_global_amsgrad(params: Any, default_amsgrad: Any, cls_name: str = "FusedAdamW") -> bool:
    """The one ``amsgrad`` flag of all groups; ValueError when the groups disagree (MindSpore's message)."""
    default = bool(default_amsgrad)
    if not (isinstance(params, (list, tuple)) and params and isinstance(params[0], dict)):
        return default
    flags = [bool(group.get("amsgrad", default)) for group in params]
    if len(set(flags)) != 1:
        raise ValueError(
            f"{cls_name} does not support mixed amsgrad across param_groups. "
            f"Found amsgrad flags per group: {flags}. Please keep amsgrad consistent."
        )
    return flags[0]


class FusedAdamW(Optimizer):
    """AdamW over all parameters of a group at once; the update is :class:`mindspore.mint.optim.AdamW`'s.

    Mirrors ``mindspore.mint.optim.FusedAdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
    amsgrad=False, *, maximize=False)`` (2.10), a subclass of ``mindspore.experimental.optim.Optimizer`` (not of
    ``AdamW``). ``betas`` may be a tuple or a list. ``amsgrad`` must be the same in every group; with it, the
    optimizer holds ``max_exp_avg_sq`` (a ParameterTuple, else None) and each group's ``max_exp_avg_sq`` is its
    slice. State: ``exp_avg.<name>``, ``exp_avg_sq.<name>``, ``state_step`` (Float32 ``[-1]``).

    Raises:
        TypeError / ValueError: as :class:`mindspore.mint.optim.Adam`; ValueError for groups with different
        ``amsgrad``.

    Difference: MindSpore packs each group's parameters and states into one contiguous buffer (views replace the
    Parameters' data) for its Ascend kernel; its CPU build fails there for groups of more than one parameter.
    mindshim keeps the Parameters as they are and updates them with torch's multi-tensor kernels.
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
        self.global_amsgrad = _resolve_global_amsgrad(params, amsgrad, cls_name=self.cls_name)
        _check_param_value(betas, eps, weight_decay, lr, amsgrad, maximize, self.cls_name, (tuple, list))
        defaults = {
            "lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "amsgrad": amsgrad,
            "maximize": maximize,
        }  # fmt: skip
        self.max_v_group = True
        self.global_amsgrad = bool(amsgrad)
        super().__init__(params, defaults)
        _init_state(self, -1)
        self.max_exp_avg_sq = None
        if self.global_amsgrad:
            self.max_exp_avg_sq = self.parameters.clone(prefix="max_exp_avg_sq", init="zeros")
        for gid, group in enumerate(self.param_groups):
            group["amsgrad"] = self.global_amsgrad
            if self.global_amsgrad:
                s, e = self.group_start_id[gid], self.group_start_id[gid + 1]
                group["max_exp_avg_sq"] = ParameterTuple(tuple(self.max_exp_avg_sq[s:e]))
            else:
                group.pop("max_exp_avg_sq", None)

    def add_param_group(self, param_group: dict) -> None:
        """Add a group (see ``Optimizer.add_param_group``); after construction its ``exp_avg``/``exp_avg_sq`` (and
        ``max_exp_avg_sq``) states are appended too.

        Raises:
            ValueError: the group's ``amsgrad`` differs from the optimizer's.
        """
        saved = self.__dict__.pop("max_v_group", None)  # the group's max_exp_avg_sq comes from the optimizer's
        try:
            super().add_param_group(param_group)
        finally:
            if saved is not None:
                self.max_v_group = saved
        if not hasattr(self, "exp_avg"):
            return
        need = bool(param_group.get("amsgrad", self.global_amsgrad))
        if need != self.global_amsgrad:
            raise ValueError(
                f"{self.cls_name} does not support mixed amsgrad across param_groups. "
                f"Init amsgrad={self.global_amsgrad}, but new group amsgrad={need}. "
                "Please keep amsgrad consistent for all groups."
            )
        s, e = self.group_start_id[-2], self.group_start_id[-1]
        params = ParameterTuple(param_group["params"])
        self.exp_avg += params.clone(prefix="exp_avg", init="zeros")
        self.exp_avg_sq += params.clone(prefix="exp_avg_sq", init="zeros")
        if self.global_amsgrad:
            self.max_exp_avg_sq += params.clone(prefix="max_exp_avg_sq", init="zeros")
            param_group["amsgrad"] = True
            param_group["max_exp_avg_sq"] = ParameterTuple(tuple(self.max_exp_avg_sq[s:e]))
        else:
            param_group.pop("max_exp_avg_sq", None)

    @torch.no_grad()
    def construct(self, gradients: tuple) -> bool:
        return _adam_step(self, gradients, True, lambda gid, group: self._state("max_exp_avg_sq", gid))
