"""`mindspore.nn.probability.distribution.bernoulli`: the Bernoulli distribution."""

from __future__ import annotations

from .... import _api
from typing import Any

from ...._kernels import errors as _errors
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ....ops import operations as P
from ....ops.function import array_func as _A
from ....ops.function import random_func as _R
from .distribution import _FLOAT_TYPES, _INT_TYPES, Distribution, check_distribution_name, check_float_dtype
from .distribution import check_prob

__all__ = _api.names(__name__)


class Bernoulli(Distribution):
    """The Bernoulli distribution: 1 with probability ``probs``, else 0. Mirrors
    ``mindspore.nn.probability.distribution.Bernoulli(probs=None, seed=None, dtype=mindspore.int32,
    name='Bernoulli')`` (2.10): ``log_prob(x) = x log p + (1 - x) log(1 - p)``, ``cdf`` 0 below 0, ``1 - p`` on
    [0, 1), 1 from 1; ``mean = p``, ``var = p (1 - p)``, entropy, Bernoulli-Bernoulli
    ``kl_loss``; ``sample(shape)`` of ``dtype``. ``mode()`` raises TypeError as in 2.10 (its Less primitive refuses the float it is given). Known difference:
    samples come from torch's generator.

    Raises:
        TypeError: a ``dtype`` that is not an int, uint or float type. ValueError: a ``probs`` outside (0, 1).
    """

    def __init__(self, probs: Any = None, seed: Any = None, dtype: Any = mstype.int32, name: str = "Bernoulli") -> None:
        param = dict(locals())
        param["param_dict"] = {"probs": probs}
        check_float_dtype(dtype, type(self).__name__, _INT_TYPES + _FLOAT_TYPES)
        super().__init__(seed, dtype, name, param)
        self._probs = self._add_parameter(probs, "probs")
        if self._probs is not None:
            check_prob(self.probs)

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"probs = {self.probs}"
        return f"batch_shape = {self._broadcast_shape}"

    @property
    def probs(self) -> Any:
        """The probability of the outcome 1."""
        return self._probs

    def _get_dist_type(self) -> str:
        return "Bernoulli"

    def _get_dist_args(self, probs1: Any = None) -> tuple:
        return (self.checktensor(probs1, "probs") if probs1 is not None else self.probs,)

    def _mean(self, probs1: Any = None) -> Tensor:
        return self._check_param_type(probs1)

    def _mode(self, probs1: Any = None) -> Tensor:
        # MindSpore 2.10 computes Less()(0.5, probs1), which its Less primitive refuses (a float first input)
        probs1 = self._check_param_type(probs1)
        raise _errors.call_error("Less", 0.5, probs1)

    def _var(self, probs1: Any = None) -> Tensor:
        probs1 = self._check_param_type(probs1)
        return P.Exp()(P.Log()(1.0 - probs1) + P.Log()(probs1))

    def _entropy(self, probs1: Any = None) -> Tensor:
        probs1 = self._check_param_type(probs1)
        probs0 = 1.0 - probs1
        return -(probs0 * P.Log()(probs0)) - (probs1 * P.Log()(probs1))

    def _cross_entropy(self, dist: str, probs1_b: Any, probs1: Any = None) -> Tensor:
        check_distribution_name(dist, "Bernoulli")
        return self._entropy(probs1) + self._kl_loss(dist, probs1_b, probs1)

    def _log_prob(self, value: Any, probs1: Any = None) -> Tensor:
        value = P.Cast()(self._check_value(value, "value"), self.parameter_type)
        probs1 = self._check_param_type(probs1)
        return P.Log()(probs1) * value + P.Log()(1.0 - probs1) * (1.0 - value)

    def _cdf(self, value: Any, probs1: Any = None) -> Tensor:
        value = P.Floor()(P.Cast()(self._check_value(value, "value"), self.parameter_type))
        probs1 = self._check_param_type(probs1)
        shape = tuple((value * probs1).shape)
        value = _A.broadcast_to(value, shape)
        probs0 = _A.broadcast_to(1.0 - probs1, shape)
        zeros, ones = _A.zeros_like(probs0), _A.ones_like(probs0)
        below = P.Select()(P.Less()(value, 0.0), zeros, probs0)
        return P.Select()(P.Less()(value, 1.0), below, ones)

    def _kl_loss(self, dist: str, probs1_b: Any, probs1: Any = None) -> Tensor:
        check_distribution_name(dist, "Bernoulli")
        probs1_b = P.Cast()(self._check_value(probs1_b, "probs1_b"), self.parameter_type)
        probs1_a = self._check_param_type(probs1)
        probs0_a, probs0_b = 1.0 - probs1_a, 1.0 - probs1_b
        return probs1_a * P.Log()(probs1_a / probs1_b) + probs0_a * P.Log()(probs0_a / probs0_b)

    def _sample(self, shape: tuple = (), probs1: Any = None) -> Tensor:
        shape = self.checktuple(shape, "shape")
        probs1 = self._check_param_type(probs1)
        origin_shape = shape + tuple(probs1.shape)
        sample_shape = origin_shape if origin_shape else (1,)
        u = _R.uniform(sample_shape, Tensor(0.0, mstype.float32), Tensor(1.0, mstype.float32), self.seed)
        value = P.Cast()(P.Less()(u, probs1), self.dtype)
        return P.Squeeze(0)(value) if not origin_shape else value
