"""`mindspore.nn.probability.distribution.uniform`: the continuous Uniform distribution."""

from __future__ import annotations

from .... import _api
from typing import Any

import numpy as np

from ....common import dtype as mstype
from ....common.tensor import Tensor
from ....ops import operations as P
from ....ops.function import array_func as _A
from ....ops.function import random_func as _R
from .distribution import Distribution, check_distribution_name, check_float_dtype, check_greater

__all__ = _api.names(__name__)


class Uniform(Distribution):
    """The Uniform distribution on [low, high). Mirrors ``mindspore.nn.probability.distribution.Uniform(low=None,
    high=None, seed=None, dtype=mindspore.float32, name='Uniform')`` (2.10): ``prob = 1 / (high - low)`` inside
    ``[low, high]`` and 0 outside, ``cdf`` clipped to [0, 1], ``mean = (low + high) / 2``, ``var = (high - low)^2 /
    12``, ``entropy = log(high - low)``, Uniform-Uniform ``kl_loss`` (inf unless b covers a); ``sample(shape)``.
    Known difference: samples come from torch's generator, not MindSpore's.

    Raises:
        TypeError: a non-float ``dtype``. ValueError: ``low`` not below ``high``.
    """

    def __init__(self, low: Any = None, high: Any = None, seed: Any = None, dtype: Any = mstype.float32,
                 name: str = "Uniform") -> None:  # fmt: skip
        param = dict(locals())
        param["param_dict"] = {"low": low, "high": high}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._low = self._add_parameter(low, "low")
        self._high = self._add_parameter(high, "high")
        if self._low is not None and self._high is not None:
            check_greater(self._low, self._high, "low", "high")

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"low = {self.low}, high = {self.high}"
        return f"batch_shape = {self._broadcast_shape}"

    @property
    def low(self) -> Any:
        """The lower bound (a Tensor of the parameter dtype)."""
        return self._low

    @property
    def high(self) -> Any:
        """The upper bound (a Tensor of the parameter dtype)."""
        return self._high

    def _get_dist_type(self) -> str:
        return "Uniform"

    def _get_dist_args(self, low: Any = None, high: Any = None) -> tuple:
        low = self.checktensor(low, "low") if low is not None else self.low
        high = self.checktensor(high, "high") if high is not None else self.high
        return low, high

    def _range(self, low: Any = None, high: Any = None) -> Tensor:
        low, high = self._check_param_type(low, high)
        return high - low

    def _mean(self, low: Any = None, high: Any = None) -> Tensor:
        low, high = self._check_param_type(low, high)
        return (low + high) / 2.0

    def _var(self, low: Any = None, high: Any = None) -> Tensor:
        low, high = self._check_param_type(low, high)
        return P.Square()(high - low) / 12.0

    def _entropy(self, low: Any = None, high: Any = None) -> Tensor:
        low, high = self._check_param_type(low, high)
        return P.Log()(high - low)

    def _cross_entropy(self, dist: str, low_b: Any, high_b: Any, low: Any = None, high: Any = None) -> Tensor:
        check_distribution_name(dist, "Uniform")
        return self._entropy(low, high) + self._kl_loss(dist, low_b, high_b, low, high)

    def _prob(self, value: Any, low: Any = None, high: Any = None) -> Tensor:
        value = P.Cast()(self._check_value(value, "value"), self.dtype)
        low, high = self._check_param_type(low, high)
        prob = P.Exp()(-1.0 * P.Log()(high - low)) * _A.ones_like(value)
        zeros = _A.zeros_like(prob)
        below = P.Select()(P.Less()(value, low) * _A.ones_like(prob) > 0, zeros, prob)
        return P.Select()(P.LessEqual()(value, high) * _A.ones_like(prob) > 0, below, zeros)

    def _kl_loss(self, dist: str, low_b: Any, high_b: Any, low: Any = None, high: Any = None) -> Tensor:
        check_distribution_name(dist, "Uniform")
        low_b = P.Cast()(self._check_value(low_b, "low_b"), self.parameter_type)
        high_b = P.Cast()(self._check_value(high_b, "high_b"), self.parameter_type)
        low_a, high_a = self._check_param_type(low, high)
        kl = P.Log()(high_b - low_b) - P.Log()(high_a - low_a)
        covered = P.LogicalAnd()(P.LessEqual()(low_b, low_a), P.LessEqual()(high_a, high_b))
        return P.Select()(covered, kl, _A.full_like(kl, np.inf))

    def _cdf(self, value: Any, low: Any = None, high: Any = None) -> Tensor:
        value = P.Cast()(self._check_value(value, "value"), self.dtype)
        low, high = self._check_param_type(low, high)
        prob = (value - low) / (high - low)
        zeros, ones = _A.zeros_like(prob), _A.ones_like(prob)
        below = P.Select()(P.Less()(value, low) * ones > 0, zeros, prob)
        return P.Select()(P.Less()(value, high) * ones > 0, below, ones)

    def _sample(self, shape: tuple = (), low: Any = None, high: Any = None) -> Tensor:
        shape = self.checktuple(shape, "shape")
        low, high = self._check_param_type(low, high)
        origin_shape = shape + tuple((low + high).shape)
        sample_shape = origin_shape if origin_shape else (1,)
        u = _R.uniform(sample_shape, Tensor(0.0, mstype.float32), Tensor(1.0, mstype.float32), self.seed)
        value = P.Cast()((high - low) * u + low, self.dtype)
        return P.Squeeze(0)(value) if not origin_shape else value
