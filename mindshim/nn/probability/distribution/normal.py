"""`mindspore.nn.probability.distribution.normal`: the Normal (Gaussian) distribution."""

from __future__ import annotations

from .... import _api
from typing import Any

import numpy as np

from ....common import dtype as mstype
from ....common.tensor import Tensor
from ....ops import operations as P
from ....ops.function import random_func as _R
from .distribution import Distribution, check_distribution_name, check_float_dtype, check_greater_zero

__all__ = _api.names(__name__)


class Normal(Distribution):
    """The Normal distribution N(mean, sd). Mirrors ``mindspore.nn.probability.distribution.Normal(mean=None,
    sd=None, seed=None, dtype=mindspore.float32, name='Normal')`` (2.10): ``log_prob(x) = -(x - mean)^2 / (2 sd^2)
    - log(sqrt(2 pi) sd)``, ``cdf(x) = (1 + erf((x - mean) / (sd sqrt 2))) / 2``, ``entropy = log(sqrt(2 pi e)) +
    log(sd)``, Normal-Normal ``kl_loss``; ``mean``/``mode`` the mean; ``sample(shape)`` of shape ``shape +
    batch_shape``. Known difference: samples come from torch's generator (``seed`` seeds it), not MindSpore's.

    Raises:
        TypeError: a non-float ``dtype``. ValueError: an ``sd`` not > 0.
    """

    def __init__(self, mean: Any = None, sd: Any = None, seed: Any = None, dtype: Any = mstype.float32,
                 name: str = "Normal") -> None:  # fmt: skip
        param = dict(locals())
        param["param_dict"] = {"mean": mean, "sd": sd}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._mean_value = self._add_parameter(mean, "mean")
        self._sd_value = self._add_parameter(sd, "sd")
        if self._sd_value is not None:
            check_greater_zero(self._sd_value, "Standard deviation")
        self.coff = Tensor(-0.5 * np.log(2.0 * np.pi), dtype=dtype)

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"mean = {self._mean_value}, standard deviation = {self._sd_value}"
        return f"batch_shape = {self._broadcast_shape}"

    def _get_dist_type(self) -> str:
        return "Normal"

    def _get_dist_args(self, mean: Any = None, sd: Any = None) -> tuple:
        mean = self.checktensor(mean, "mean") if mean is not None else self._mean_value
        sd = self.checktensor(sd, "sd") if sd is not None else self._sd_value
        return mean, sd

    def _mean(self, mean: Any = None, sd: Any = None) -> Tensor:
        mean, sd = self._check_param_type(mean, sd)
        return mean

    def _mode(self, mean: Any = None, sd: Any = None) -> Tensor:
        mean, sd = self._check_param_type(mean, sd)
        return mean

    def _sd(self, mean: Any = None, sd: Any = None) -> Tensor:
        mean, sd = self._check_param_type(mean, sd)
        return sd

    def _entropy(self, mean: Any = None, sd: Any = None) -> Tensor:
        mean, sd = self._check_param_type(mean, sd)
        log = P.Log()
        return log(P.Sqrt()(Tensor(np.e * 2.0 * np.pi, mstype.float32))) + log(sd)

    def _cross_entropy(self, dist: str, mean_b: Any, sd_b: Any, mean: Any = None, sd: Any = None) -> Tensor:
        check_distribution_name(dist, "Normal")
        return self._entropy(mean, sd) + self._kl_loss(dist, mean_b, sd_b, mean, sd)

    def _log_prob(self, value: Any, mean: Any = None, sd: Any = None) -> Tensor:
        value = P.Cast()(self._check_value(value, "value"), self.dtype)
        mean, sd = self._check_param_type(mean, sd)
        unnormalized = -0.5 * P.Square()((value - mean) / sd)
        return unnormalized + (self.coff - P.Log()(sd))

    def _cdf(self, value: Any, mean: Any = None, sd: Any = None) -> Tensor:
        value = P.Cast()(self._check_value(value, "value"), self.dtype)
        mean, sd = self._check_param_type(mean, sd)
        sqrt2 = P.Sqrt()(Tensor(2.0, mstype.float32))
        return 0.5 * (1.0 + P.Erf()((value - mean) / (sd * sqrt2)))

    def _kl_loss(self, dist: str, mean_b: Any, sd_b: Any, mean: Any = None, sd: Any = None) -> Tensor:
        check_distribution_name(dist, "Normal")
        mean_b = P.Cast()(self._check_value(mean_b, "mean_b"), self.parameter_type)
        sd_b = P.Cast()(self._check_value(sd_b, "sd_b"), self.parameter_type)
        mean_a, sd_a = self._check_param_type(mean, sd)
        diff_log_scale = P.Log()(sd_a) - P.Log()(sd_b)
        squared_diff = P.Square()(mean_a / sd_b - mean_b / sd_b)
        return 0.5 * squared_diff + 0.5 * P.Expm1()(2 * diff_log_scale) - diff_log_scale

    def _sample(self, shape: tuple = (), mean: Any = None, sd: Any = None) -> Tensor:
        shape = self.checktuple(shape, "shape")
        mean, sd = self._check_param_type(mean, sd)
        origin_shape = shape + tuple((mean + sd).shape)
        sample_shape = origin_shape if origin_shape else (1,)
        value = P.Cast()(_R.normal(sample_shape, mean, sd, self.seed), self.dtype)
        return P.Squeeze(0)(value) if not origin_shape else value
