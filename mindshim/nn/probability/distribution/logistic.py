"""`mindspore.nn.probability.distribution.logistic`: the Logistic distribution."""

from __future__ import annotations

from .... import _api
from typing import Any

import numpy as np

from ....common import dtype as mstype
from ....common.tensor import Tensor
from ....ops import operations as P
from ....ops.function import random_func as _R
from .distribution import Distribution, check_float_dtype, check_greater_zero

__all__ = _api.names(__name__)

_THRESHOLD = float(np.log(np.finfo(np.float32).eps) + 1.0)  # where MindSpore's softplus switches to exp(x) / x


def _softplus(x: Tensor) -> Tensor:
    """``log(exp(x) + 1)``, as ``exp(x)`` below ``log(eps) + 1`` and ``x`` above its negation (MindSpore's
    ``Logistic._softplus``)."""
    too_small = P.Less()(x, _THRESHOLD)
    too_large = P.Greater()(x, -_THRESHOLD)
    middle = P.Select()(P.LogicalOr()(too_small, too_large), P.OnesLike()(x), x)
    y = P.Log()(P.Exp()(middle) + 1.0)
    return P.Select()(too_small, P.Exp()(x), P.Select()(too_large, x, y))


class Logistic(Distribution):
    """The Logistic distribution of location ``loc`` and scale ``scale``. Mirrors
    ``mindspore.nn.probability.distribution.Logistic(loc=None, scale=None, seed=None, dtype=mindspore.float32,
    name='Logistic')`` (2.10): with ``z = (x - loc) / scale``, ``log_prob(x) = -z - 2 softplus(-z) - log(scale)``,
    ``cdf(x) = sigmoid(z)``, ``log_cdf(x) = -softplus(-z)``, ``survival_function(x) = sigmoid(-z)``,
    ``log_survival(x) = -softplus(z)``; ``mean`` / ``mode`` ``loc``, ``sd = scale * pi / sqrt(3)``, ``entropy =
    log(scale) + 2``; ``sample(shape)`` (shape ``shape + batch_shape``) is ``log(u) - log1p(-u)`` scaled and shifted,
    ``u`` uniform on ``(tiny, 1)``. Known difference: samples come from torch's generator (``seed`` seeds it), not
    MindSpore's.

    Raises:
        TypeError: a non-float ``dtype``, a non-str ``name``. ValueError: a ``scale`` not > 0, a negative ``seed``.
    """

    def __init__(self, loc: Any = None, scale: Any = None, seed: Any = None, dtype: Any = mstype.float32,
                 name: str = "Logistic") -> None:  # fmt: skip
        param = dict(locals())
        param["param_dict"] = {"loc": loc, "scale": scale}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")
        if self._scale is not None:
            check_greater_zero(self._scale, "scale")

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"location = {self._loc}, scale = {self._scale}"
        return f"batch_shape = {self._broadcast_shape}"

    @property
    def loc(self) -> Any:
        """The location given at creation (a Tensor of the parameter dtype), or None."""
        return self._loc

    @property
    def scale(self) -> Any:
        """The scale given at creation (a Tensor of the parameter dtype), or None."""
        return self._scale

    def _get_dist_type(self) -> str:
        return "Logistic"

    def _get_dist_args(self, loc: Any = None, scale: Any = None) -> tuple:
        loc = self.checktensor(loc, "loc") if loc is not None else self.loc
        scale = self.checktensor(scale, "scale") if scale is not None else self.scale
        return loc, scale

    def _mean(self, loc: Any = None, scale: Any = None) -> Tensor:
        loc, scale = self._check_param_type(loc, scale)
        return loc

    def _mode(self, loc: Any = None, scale: Any = None) -> Tensor:
        loc, scale = self._check_param_type(loc, scale)
        return loc

    def _sd(self, loc: Any = None, scale: Any = None) -> Tensor:
        _, scale = self._check_param_type(loc, scale)
        return scale * Tensor(np.pi / np.sqrt(3), scale.dtype)

    def _entropy(self, loc: Any = None, scale: Any = None) -> Tensor:
        loc, scale = self._check_param_type(loc, scale)
        return P.Log()(scale) + 2.0

    def _z(self, value: Any, loc: Any, scale: Any) -> Tensor:
        value = P.Cast()(self._check_value(value, "value"), self.dtype)
        loc, scale = self._check_param_type(loc, scale)
        return (value - loc) / scale

    def _log_prob(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        z = self._z(value, loc, scale)
        _, scale = self._check_param_type(loc, scale)
        return -z - 2.0 * _softplus(-z) - P.Log()(scale)

    def _cdf(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        return P.Sigmoid()(self._z(value, loc, scale))

    def _log_cdf(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        return -1 * _softplus(-self._z(value, loc, scale))

    def _survival_function(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        return P.Sigmoid()(-self._z(value, loc, scale))

    def _log_survival(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        return -1 * _softplus(self._z(value, loc, scale))

    def _sample(self, shape: tuple = (), loc: Any = None, scale: Any = None) -> Tensor:
        shape = self.checktuple(shape, "shape")
        loc, scale = self._check_param_type(loc, scale)
        origin_shape = shape + tuple((loc + scale).shape)
        sample_shape = origin_shape if origin_shape else (1,)
        low = Tensor(np.finfo(np.float64).tiny, mstype.float32)
        u = _R.uniform(sample_shape, low, Tensor(1.0, mstype.float32), self.seed)
        sample = (P.Log()(u) - P.Log1p()(-u)) * scale + loc
        value = P.Cast()(sample, self.dtype)
        return P.Squeeze(0)(value) if not origin_shape else value
