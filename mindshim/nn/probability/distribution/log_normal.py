"""`mindspore.nn.probability.distribution.log_normal`: the LogNormal distribution (``exp`` of a Normal)."""

from __future__ import annotations

from .... import _api
from typing import Any

import numpy as np

from ....common import dtype as mstype
from ....common.tensor import Tensor
from ....ops import operations as P
from .distribution import Distribution, check_distribution_name
from .normal import Normal

__all__ = _api.names(__name__)


class LogNormal(Distribution):
    """The distribution of ``exp(X)`` for ``X ~ Normal(loc, scale)``. Mirrors
    ``mindspore.nn.probability.distribution.LogNormal(loc=None, scale=None, seed=0, dtype=mindspore.float32,
    name='LogNormal')`` (2.10): ``log_prob(x) = normal.log_prob(log x) - log x``, ``cdf(x) = normal.cdf(log x)``
    for ``x > 0`` (0 elsewhere), ``mean = exp(loc + scale^2 / 2)``, ``mode = exp(loc - scale^2)``, ``var =
    expm1(scale^2) exp(2 loc + scale^2)``, ``entropy = loc + 0.5 + log(scale) + log(2 pi) / 2``, ``kl_loss`` the
    underlying Normals' KL; ``sample(shape)`` is ``exp`` of the Normal's samples. ``distribution`` is that Normal.
    Known differences: MindSpore builds it as a ``TransformedDistribution`` over an ``Exp`` bijector, which
    mindshim does not have, so ``isinstance(d, TransformedDistribution)`` is False and there is no ``bijector``;
    samples come from torch's generator.

    Raises:
        TypeError: a non-float ``dtype``, a non-str ``name``, a non-int ``seed``. ValueError: a ``scale`` not > 0,
        parameters whose shapes do not broadcast.
    """

    def __init__(self, loc: Any = None, scale: Any = None, seed: Any = 0, dtype: Any = mstype.float32,
                 name: str = "LogNormal") -> None:  # fmt: skip
        normal = Normal(loc, scale, dtype=dtype)
        param = dict(locals())
        param["param_dict"] = {"loc": loc, "scale": scale}
        super().__init__(seed, dtype, name, param)
        self.distribution = normal
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")
        self.log_2pi = float(np.log(2 * np.pi))

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"loc = {self.loc}, scale = {self.scale}"
        return f"batch_shape = {self.broadcast_shape}"

    @property
    def loc(self) -> Any:
        """The underlying Normal's mean, as given at creation (or None)."""
        return self._loc

    @property
    def scale(self) -> Any:
        """The underlying Normal's standard deviation, as given at creation (or None)."""
        return self._scale

    def _get_dist_type(self) -> str:
        return "LogNormal"

    def _get_dist_args(self, loc: Any = None, scale: Any = None) -> tuple:
        loc = self.checktensor(loc, "loc") if loc is not None else self.loc
        scale = self.checktensor(scale, "scale") if scale is not None else self.scale
        return loc, scale

    def _mean(self, loc: Any = None, scale: Any = None) -> Tensor:
        mean, sd = self._check_param_type(loc, scale)
        return P.Exp()(mean + 0.5 * P.Square()(sd))

    def _mode(self, loc: Any = None, scale: Any = None) -> Tensor:
        mean, sd = self._check_param_type(loc, scale)
        return P.Exp()(mean - P.Square()(sd))

    def _var(self, loc: Any = None, scale: Any = None) -> Tensor:
        mean, sd = self._check_param_type(loc, scale)
        var = P.Square()(sd)
        return P.Expm1()(var) * P.Exp()(2.0 * mean + var)

    def _sd(self, loc: Any = None, scale: Any = None) -> Tensor:
        return P.Sqrt()(self._var(loc, scale))

    def _entropy(self, loc: Any = None, scale: Any = None) -> Tensor:
        mean, sd = self._check_param_type(loc, scale)
        return mean + 0.5 + P.Log()(sd) + 0.5 * self.log_2pi

    def _cdf(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        mean, sd = self._check_param_type(loc, scale)
        value = self._check_value(value, "value")
        cdf = self.distribution("cdf", P.Log()(value), mean, sd)
        return P.Select()(P.Greater()(value, 0.0), cdf, P.ZerosLike()(cdf))

    def _log_prob(self, value: Any, loc: Any = None, scale: Any = None) -> Tensor:
        mean, sd = self._check_param_type(loc, scale)
        value = self._check_value(value, "value")
        log_value = P.Log()(value)
        return self.distribution("log_prob", log_value, mean, sd) - log_value

    def _cross_entropy(self, dist: str, loc_b: Any, scale_b: Any, loc_a: Any = None, scale_a: Any = None) -> Tensor:
        check_distribution_name(dist, "LogNormal")
        return self._entropy(loc_a, scale_a) + self._kl_loss(dist, loc_b, scale_b, loc_a, scale_a)

    def _kl_loss(self, dist: str, loc_b: Any, scale_b: Any, loc_a: Any = None, scale_a: Any = None) -> Tensor:
        check_distribution_name(dist, "LogNormal")
        return self.distribution("kl_loss", "Normal", loc_b, scale_b, loc_a, scale_a)

    def _sample(self, shape: tuple = (), loc: Any = None, scale: Any = None) -> Tensor:
        shape = self.checktuple(shape, "shape")
        mean, sd = self._check_param_type(loc, scale)
        return P.Exp()(self.distribution("sample", shape, mean, sd))
