"""`mindspore.nn.SGD`: stochastic gradient descent with momentum, dampening and Nesterov (MindSpore's SGD op)."""

from __future__ import annotations

from typing import Any

import torch

from ... import _checkparam as validator
from ...common.parameter import Parameter
from .optimizer import Optimizer, _clone

__all__ = ["SGD"]


class SGD(Optimizer):
    """Stochastic gradient descent. Mirrors ``mindspore.nn.SGD`` (2.10).

    Per step (after weight decay / centralization / loss scale): with ``momentum > 0``, the first step sets
    ``accum = grad``, later ones ``accum = momentum * accum + (1 - dampening) * grad``; the update is ``accum``
    (Nesterov: ``grad + momentum * accum``); ``param -= lr * update``. With ``momentum == 0``: ``param -= lr * grad``.

    Args:
        params, learning_rate (default 0.1), weight_decay (default 0.0), loss_scale (default 1.0): see
            :class:`Optimizer`.
        momentum (float): Default 0.0. dampening (float): Default 0.0. nesterov (bool): Default False.

    State: ``momentum`` (float32 scalar Parameter), ``accum.<name>`` (zeros) and ``stat.<name>`` (ones).

    Raises:
        TypeError: if ``momentum``/``dampening`` are not floats, ``nesterov`` not a bool, or the weight decay is
            dynamic. ValueError: negative ``momentum``/``dampening``, or Nesterov without momentum / with dampening.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = 0.1,
        momentum: float = 0.0,
        dampening: float = 0.0,
        weight_decay: float | int = 0.0,
        nesterov: bool = False,
        loss_scale: float = 1.0,
    ) -> None:
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if isinstance(momentum, int):
            momentum = float(momentum)
        if not isinstance(momentum, float):
            raise TypeError(f"For 'SGD', the argument 'momentum' must be float type, but got {type(momentum)}.")
        if momentum < 0.0:
            raise ValueError(f"For 'SGD', the argument 'momentum' must be at least 0.0, but got {momentum}.")
        if isinstance(dampening, int):
            dampening = float(dampening)
        if not isinstance(dampening, float):
            raise TypeError(f"For 'SGD', the argument 'dampening' must be float type, but got {type(dampening)}.")
        if dampening < 0.0:
            raise ValueError(
                f"For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' {dampening}"
            )
        self.dampening = dampening
        validator.check_value_type("nesterov", nesterov, [bool], self.cls_name)
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError(
                "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal to 0.0, "
                f"but got 'momentum' {momentum}, 'dampening' {dampening}."
            )
        self.nesterov = nesterov
        if self.dynamic_weight_decay:
            raise TypeError(
                "For 'SGD', dynamic weight decay is currently not supported, the argument 'weight_decay' "
                "or 'weight_decay' set in grouped 'params' must be float or int type."
            )
        self.momentum = Parameter(torch.tensor(momentum, dtype=torch.float32), name="momentum")
        self._momentum = momentum
        _clone(self, "accum", self.parameters, "accum", "zeros")
        _clone(self, "stat", self.parameters, "stat", "ones")

    def construct(self, gradients: tuple) -> tuple:
        grads, lrs = self._prepare(gradients)
        m = self._momentum
        if m == 0.0:
            self._plain_step(self._params_t, grads, lrs)
            return (True,) * self.param_length
        for p, g, a, s, lr in zip(self._params_t, grads, self.accum, self.stat, lrs):
            if m > 0.0:
                acc, st = a._t, s._t
                # first step (stat > 0): accum = grad; later: accum = m * accum + (1 - dampening) * grad
                acc.copy_(torch.where(st > 0, g, acc * m + g * (1.0 - self.dampening)))
                st.zero_()
                g = g + acc * m if self.nesterov else acc
            p.sub_(g * lr)
        return (True,) * self.param_length

    _CHUNK = 1 << 16  # elements per block: the product block stays in cache until the subtraction reads it

    def _plain_step(self, params: list, grads: list, lrs: list) -> None:
        """``param -= lr * grad`` (no momentum): the product is rounded before the subtraction, as MindSpore's
        kernel computes it, block by block through one small scratch buffer kept between steps (instead of a new
        tensor the size of each parameter, written to memory and read back)."""
        chunk = self._CHUNK
        for p, g, lr in zip(params, grads, lrs):
            if g.dtype != p.dtype or g.shape != p.shape or not (g.is_contiguous() and p.is_contiguous()):
                p.sub_(g * lr)
                continue
            n = g.numel()
            buf = self._scratch(min(n, chunk), g)
            if n <= chunk:
                torch.mul(g.view(-1), lr, out=buf)
                p.view(-1).sub_(buf)
                continue
            pf, gf = p.view(-1), g.view(-1)
            for start in range(0, n, chunk):
                stop = min(start + chunk, n)
                b = buf[: stop - start]
                torch.mul(gf[start:stop], lr, out=b)
                pf[start:stop].sub_(b)

    def _scratch(self, n: int, like: torch.Tensor) -> torch.Tensor:
        """``n`` elements of a flat buffer of ``like``'s dtype and device, kept between steps."""
        flat = self.__dict__.get("_scratch_buf")
        if flat is None or flat.dtype != like.dtype or flat.device != like.device or flat.numel() < n:
            flat = torch.empty(max(n, 0 if flat is None else flat.numel()), dtype=like.dtype, device=like.device)
            self.__dict__["_scratch_buf"] = flat
        return flat[:n]
