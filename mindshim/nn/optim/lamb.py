"""`mindspore.nn.Lamb`: layer-wise adaptive moments (LAMB)."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import optim as _K_optim
from .adam import _check_param_value
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class Lamb(Optimizer):
    """LAMB optimizer. Mirrors ``mindspore.nn.Lamb`` (2.10).

    Per step ``t`` (``global_step`` after its increment): ``m = b1*m + (1-b1)*g``; ``v = b2*v + (1-b2)*g*g``;
    ``r = (m / (1-b1**t)) / (sqrt(v / (1-b2**t)) + eps)``; ``u = r + wd * w`` (wd only for decayed parameters);
    ``w -= lr * (||w|| / ||u||) * u`` where the trust ratio is 1 when either norm is 0.

    Args:
        params, learning_rate, weight_decay (default 0.0): see :class:`Optimizer`.
        beta1 (0.9), beta2 (0.999): in (0, 1). eps (1e-6): > 0.

    State: ``lamb_m.<name>`` and ``lamb_v.<name>``.

    Raises:
        TypeError: non-float betas/eps. ValueError: out-of-range values.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any,
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
        self.params = self.parameters
        _clone(self, "moments1", self.parameters, "lamb_m", "zeros")
        _clone(self, "moments2", self.parameters, "lamb_v", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        wd = self._weight_decay_now()
        lrs = self._lr_list()
        self.global_step._t.add_(1)
        grads = self._centralize_t([g._t if hasattr(g, "_t") else _K_optim.as_tensor(g) for g in gradients])
        t = self.global_step._t.to(torch.float32).reshape(())
        b1, b2, eps = self.beta1, self.beta2, self.eps
        c1, c2 = _K_optim.bias_correction(b1, t), _K_optim.bias_correction(b2, t)
        for i, (p, g, m, v) in enumerate(zip(self._params_t, grads, self.moments1, self.moments2)):
            w = None
            if self.decay_flags[i]:
                w = wd[i] if self.is_group else wd
                w = w._t if hasattr(w, "_t") else w
            _K_optim.lamb(p, g, m._t, v._t, lrs[i], c1, c2, b1, b2, eps, w)
        return (True,) * self.param_length
