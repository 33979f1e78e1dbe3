"""`mindspore.nn.Adam` and `mindspore.nn.AdamWeightDecay`."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


def _check_param_value(beta1, beta2, eps, prim_name):
    validator.check_value_type("beta1", beta1, [float], prim_name)
    validator.check_value_type("beta2", beta2, [float], prim_name)
    validator.check_value_type("eps", eps, [float], prim_name)
    validator.check_float_range(beta1, 0.0, 1.0, validator.INC_NEITHER, "beta1", prim_name)
    validator.check_float_range(beta2, 0.0, 1.0, validator.INC_NEITHER, "beta2", prim_name)
    validator.check_positive_float(eps, "eps", prim_name)


class Adam(Optimizer):
    """Adam (MindSpore's ApplyAdam update). Mirrors ``mindspore.nn.Adam`` (2.10).

    Per step: ``beta1_power *= beta1``, ``beta2_power *= beta2``; ``m = b1*m + (1-b1)*g``;
    ``v = b2*v + (1-b2)*g*g``; ``lr_t = lr * sqrt(1 - beta2_power) / (1 - beta1_power)``;
    ``param -= lr_t * m / (sqrt(v) + eps)`` (Nesterov: ``m`` replaced by ``b1*m + (1-b1)*g``; AMSGrad:
    ``vhat = max(vhat, v)`` replaces ``v``). Gradients first get weight decay / centralization / loss scale.

    Args:
        params, learning_rate (default 1e-3), weight_decay (0.0), loss_scale (1.0): see :class:`Optimizer`.
        beta1 (float): in (0, 1), default 0.9. beta2 (float): in (0, 1), default 0.999. eps (float): > 0,
            default 1e-8. use_locking (bool), use_nesterov (bool), use_amsgrad (bool): default False.

    State: ``beta1_power``, ``beta2_power`` (float32 scalars, start at 1), ``moment1.<name>``,
    ``moment2.<name>`` (and ``vhat.<name>`` with AMSGrad).

    Raises:
        TypeError: non-float betas/eps or non-bool flags. ValueError: values out of range.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 1e-3,
        beta1: float = 0.9,
        beta2: float = 0.999,
        eps: float = 1e-8,
        use_locking: bool = False,
        use_nesterov: bool = False,
        weight_decay: float | int = 0.0,
        loss_scale: float = 1.0,
        use_amsgrad: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        validator.check_value_type("use_locking", use_locking, [bool], self.cls_name)
        validator.check_value_type("use_nesterov", use_nesterov, [bool], self.cls_name)
        validator.check_value_type("use_amsgrad", use_amsgrad, [bool], self.cls_name)
        self.beta1 = beta1
        self.beta2 = beta2
        self.eps = eps
        self.use_nesterov = use_nesterov
        self.use_locking = use_locking
        self.use_amsgrad = use_amsgrad
        self.use_offload = False
        self.beta1_power = Parameter(_K_array.ones((), torch.float32, None), name="beta1_power")
        self.beta2_power = Parameter(_K_array.ones((), torch.float32, None), name="beta2_power")
        _clone(self, "moment1", self.parameters, "moment1", "zeros")
        _clone(self, "moment2", self.parameters, "moment2", "zeros")
        if use_amsgrad:
            _clone(self, "vhat", self.parameters, "vhat", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        b1, b2, eps = self.beta1, self.beta2, self.eps
        lrs = _K_optim.adam_rates(self.beta1_power._t, self.beta2_power._t, b1, b2, lrs)
        params = self._params_t
        _K_optim.adam(
            params, grads, [x._t for x in self.moment1], [x._t for x in self.moment2], beta1=b1, beta2=b2, eps=eps,
            lr=lrs, nesterov=self.use_nesterov,
            vhat=[x._t for x in self.vhat] if self.use_amsgrad else None,
        )  # fmt: skip
        return (True,) * len(params)


class AdamWeightDecay(Optimizer):
    """Adam with decoupled weight decay (no bias correction). Mirrors ``mindspore.nn.AdamWeightDecay`` (2.10).

    Per step: ``m = b1*m + (1-b1)*g``; ``v = b2*v + (1-b2)*g*g``; ``update = m / (sqrt(v) + eps)``, plus
    ``weight_decay * param`` for decayed parameters (names without 'beta'/'gamma' unless grouped);
    ``param -= lr * update``.

    Args:
        params, learning_rate (default 1e-3), weight_decay (default 0.0): see :class:`Optimizer`.
        beta1 (0.9), beta2 (0.999), eps (1e-6).

    State: ``adam_m.<name>`` and ``adam_v.<name>``.

    Raises:
        TypeError/ValueError: as :class:`Adam`.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 1e-3,
        beta1: float = 0.9,
        beta2: float = 0.999,
        eps: float = 1e-6,
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        self.beta1 = beta1
        self.beta2 = beta2
        self.eps = eps
        _clone(self, "moments1", self.parameters, "adam_m", "zeros")
        _clone(self, "moments2", self.parameters, "adam_v", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        wd = self._weight_decay_now()
        lrs = self._lr_list()
        self.global_step._t.add_(1)
        grads = [g._t.to(torch.float32) if hasattr(g, "_t") else _K_optim.as_tensor(g) for g in gradients]
        decay = []
        for i in range(len(grads)):
            w = (wd[i] if self.is_group else wd) if self.decay_flags[i] else None
            decay.append(w._t if hasattr(w, "_t") else w)
        _K_optim.adam(
            self._params_t, grads, [m._t for m in self.moments1], [v._t for v in self.moments2], beta1=self.beta1,
            beta2=self.beta2, eps=self.eps, lr=list(lrs[: len(grads)]), decay=decay,
        )  # fmt: skip
        return (True,) * self.param_length


class AdamOffload(Adam):
    """Adam whose update MindSpore runs on the host CPU (``AdamNoUpdateParam`` computes the step, which is added
    to the parameter). Mirrors ``mindspore.nn.AdamOffload`` (2.10), deprecated since 2.0 in favour of
    :class:`Adam`: the same update, with ``beta1_power`` / ``beta2_power`` of shape ``(1,)`` (Adam's are
    scalars) and no AMSGrad. Constructing one logs MindSpore's two deprecation warnings. Here the update runs
    where the parameters are (no host offload).

    Args:
        params, learning_rate (default 1e-3), beta1 (0.9), beta2 (0.999), eps (1e-8), use_locking (False),
        use_nesterov (False), weight_decay (0.0), loss_scale (1.0): as :class:`Adam`.

    Raises:
        TypeError/ValueError: as :class:`Adam`.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 1e-3,
        beta1: float = 0.9,
        beta2: float = 0.999,
        eps: float = 1e-8,
        use_locking: bool = False,
        use_nesterov: bool = False,
        weight_decay: float | int = 0.0,
        loss_scale: float = 1.0,
    ) -> None:
        from ... import log

        log.warning(
            "'AdamOffload' is deprecated from version 2.0 and will be removed in a future version, use 'nn.Adam' "
            "instead."
        )
        super().__init__(params, learning_rate, beta1, beta2, eps, use_locking, use_nesterov, weight_decay, loss_scale)
        log.warning(
            "'AdamNoUpdateParam' is deprecated from version 2.8.0 and will be removed in a future version, use "
            "'nn.Adam' instead."
        )
        self.beta1_power = Parameter(_K_array.ones((1,), torch.float32, None), name="beta1_power")
        self.beta2_power = Parameter(_K_array.ones((1,), torch.float32, None), name="beta2_power")
