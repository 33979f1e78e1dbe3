"""`mindspore.nn.Rprop`: resilient back-propagation (sign-based step sizes)."""

from __future__ import annotations

from ... import _api
from typing import Any


from ... import _checkparam as validator
from ..._kernels import optim as _K_optim
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)


class Rprop(Optimizer):
    """Rprop. Mirrors ``mindspore.nn.Rprop`` (2.10).

    Per step (after weight decay / centralization / ``1/loss_scale``): the first step sets every step size to
    ``lr``; ``s = sign(g * prev)`` becomes ``etaplus`` where positive, ``etaminus`` where negative, 1 where zero;
    ``step_size = clip(step_size * s, step_sizes[0], step_sizes[1])``; the gradient is zeroed where
    ``s == etaminus``; ``param -= sign(g) * step_size``; ``prev = g``.

    Args:
        params, learning_rate (default 0.1), weight_decay (0.0): see :class:`Optimizer`.
        etas (tuple[float, float]): (etaminus in (0, 1), etaplus > 1). Default (0.5, 1.2).
        step_sizes (tuple[float, float]): (min, max) step size. Default (1e-6, 50.).

    State: ``prev.<name>`` and ``step_size.<name>`` (zeros).

    Raises:
        TypeError: ``etas``/``step_sizes`` not tuples or not floats. ValueError: wrong sizes or ranges.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 0.1,
        etas: tuple = (0.5, 1.2),
        step_sizes: tuple = (1e-6, 50.0),
        weight_decay: float | int = 0.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay)
        if not isinstance(etas, tuple):
            raise TypeError(f"For Rprop, etas must be a tuple, but got {type(etas)}.")
        if len(etas) != 2:
            raise ValueError(f"For Rprop, etas must be a tuple with the size of 2, but got {len(etas)}.")
        if not isinstance(step_sizes, tuple):
            raise TypeError(f"For Rprop, step_sizes must be a tuple, but got {type(etas)}.")
        if len(step_sizes) != 2:
            raise ValueError(f"For Rprop, step_sizes must be a tuple with the size of 2, but got {len(step_sizes)}.")
        if step_sizes[0] > step_sizes[1]:
            raise ValueError(
                "For Rprop, maximal step size should not be less than minimal step size, "
                f"but got {step_sizes[0]} > {step_sizes[1]}."
            )
        validator.check_float_range(etas[0], 0.0, 1.0, validator.INC_NEITHER, "etaminus", self.cls_name)
        validator.check_value_type("etaplus", etas[1], [float], self.cls_name)
        if etas[1] <= 1.0:
            raise ValueError(f"For Rprop, etaplus must be greater than 1.0, but got etaplus {etas[1]}.")
        validator.check_value_type("min_step_sizes", step_sizes[0], [float], self.cls_name)
        validator.check_value_type("max_step_sizes", step_sizes[1], [float], self.cls_name)
        self.etaminus, self.etaplus = etas
        self.step_size_min, self.step_size_max = step_sizes
        _clone(self, "prev", self.parameters, "prev", "zeros")
        _clone(self, "step_size", self.parameters, "step_size", "zeros")

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        first = int(self.global_step._t.reshape(())) == 1
        etaminus, etaplus = self.etaminus, self.etaplus
        for p, g, prev, ss, lr in zip(self._params_t, grads, self.prev, self.step_size, lrs):
            _K_optim.rprop(p, g, prev._t, ss._t, lr, first, etaminus, etaplus, self.step_size_min, self.step_size_max)
        return (True,) * self.param_length
