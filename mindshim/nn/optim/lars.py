"""`mindspore.nn.LARS`: layer-wise adaptive rate scaling around another optimizer."""

from __future__ import annotations

from ... import _api
from collections.abc import Callable
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _unwrap, _wrap
from ...common.api import _jit_method
from .optimizer import Optimizer, _register_tuple
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class LARS(Optimizer):
    """LARS wrapper. Mirrors ``mindspore.nn.LARS`` (2.10, deprecated there since 2.9).

    Each step rescales the gradients of the parameters selected by ``lars_filter`` with the layer-wise trust
    ratio (see :func:`mindshim._kernels.optim.lars_update`), moving the wrapped optimizer's weight decay and loss scale into this
    rescaling, and then runs the wrapped ``optimizer``.

    Args:
        optimizer (Optimizer): the optimizer to wrap. epsilon (float): default 1e-5.
        coefficient (float): trust coefficient, default 0.001. use_clip (bool): default False.
        lars_filter (Callable): which parameters get LARS; default: names without 'LayerNorm' and 'bias'.

    Known difference: MindSpore 2.10's CPU build has no LARSUpdate kernel (training with LARS fails there);
    this follows the documented formula.

    Raises:
        TypeError: ``optimizer`` not an Optimizer, non-float ``epsilon``/``coefficient``, non-bool ``use_clip``.
        ValueError: ``use_clip`` with a dynamic and grouped learning rate.
    """

    def __init__(
        self,
        optimizer: Optimizer,
        epsilon: float = 1e-05,
        coefficient: float = 0.001,
        use_clip: bool = False,
        lars_filter: Callable = lambda x: "LayerNorm" not in x.name and "bias" not in x.name,
    ) -> None:
        super().__init__(0.0, [Parameter(Tensor(0.0), name="fake_param")])
        validator.check_value_type("optimizer", optimizer, Optimizer, self.cls_name)
        validator.check_value_type("epsilon", epsilon, [float], self.cls_name)
        validator.check_value_type("coefficient", coefficient, [float], self.cls_name)
        validator.check_value_type("use_clip", use_clip, [bool], self.cls_name)
        self.opt = optimizer
        self.dynamic_decay_flags = optimizer.dynamic_decay_flags
        self.dynamic_weight_decay = optimizer.dynamic_weight_decay
        self.weight_decay = optimizer.weight_decay
        self._wd_raw = getattr(optimizer, "_wd_raw", optimizer.weight_decay)
        self.global_step = optimizer.global_step
        params = _register_tuple(self, "parameters", optimizer.parameters)
        object.__setattr__(self, "_parameters_tuple", params)
        self._user_parameters += [p.name for p in params]
        self.param_length = len(params)
        self.use_clip = use_clip
        self.epsilon = epsilon
        self.coefficient = coefficient
        self.lars_flag = tuple(lars_filter(x) for x in params)
        self.is_group = optimizer.is_group
        self.learning_rate = Parameter(Tensor(0.0), name="fake_lr")
        self.decay_flags = optimizer.decay_flags
        self.reciprocal_scale = optimizer.reciprocal_scale
        self.need_scale = optimizer.need_scale
        self.loss_scale = optimizer.loss_scale
        if use_clip:
            self.is_group_lr = optimizer.is_group_lr
            self.dynamic_lr = optimizer.dynamic_lr
            object.__setattr__(self, "origin_learning_rate", optimizer.learning_rate)
            if self.is_group_lr and self.dynamic_lr:
                raise _errors.value_error(
                    "LARS",
                    "if the argument 'use_clip' is set to True, then the dynamic learning rate and group "
                    "learning rate cannot both be true.",
                )
        if self.is_group:
            optimizer.dynamic_decay_flags = tuple(False for _ in self.dynamic_decay_flags)
        else:
            optimizer.dynamic_decay_flags = False
        optimizer.decay_flags = tuple(False for _ in self.decay_flags)
        optimizer.dynamic_weight_decay = False
        optimizer.reciprocal_scale = 1.0
        optimizer.exec_weight_decay = False

    def _get_lr(self) -> Any:
        lr = self.origin_learning_rate
        if self.dynamic_lr:
            if self.is_group_lr:
                return tuple(s(self.global_step) for s in self.origin_learning_rate)
            return self.origin_learning_rate(self.global_step)
        return lr

    @_jit_method
    def construct(self, gradients: tuple) -> Any:
        lr = self._get_lr() if self.use_clip else self.learning_rate
        weight_decay = self._weight_decay_now()
        grads = [_unwrap(g) for g in gradients]
        if self.need_scale:
            grads = [g * self.reciprocal_scale for g in grads]
        out = []
        for i, (g, p) in enumerate(zip(grads, self.parameters)):
            if not self.lars_flag[i]:
                out.append(g)
                continue
            lr_i = _unwrap(lr[i] if isinstance(lr, tuple) else lr)
            lr_i = lr_i.detach().reshape(()) if isinstance(lr_i, torch.Tensor) else lr_i
            wd = weight_decay[i] if self.is_group else weight_decay
            wd = _unwrap(wd)
            wd = (wd / self.loss_scale) if self.decay_flags[i] else 0.0
            out.append(_K_optim.lars_update(p._t.detach(), g, wd, lr_i, self.epsilon, self.coefficient, self.use_clip))
        success = self.opt(tuple(_wrap(g) for g in out))
        if (self.dynamic_lr or self.dynamic_weight_decay) and not self.opt.dynamic_lr:
            if not self.opt.dynamic_weight_decay:
                self.global_step._t.add_(1)
        return success
