"""`mindspore.nn.probability.distribution.categorical`: the Categorical distribution."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .... import _api
from .... import ops as _ops
from ....common import dtype as mstype
from ....common.parameter import Parameter
from ....common.tensor import Tensor
from ....ops import operations as P
from .distribution import _FLOAT_TYPES, _INT_TYPES, Distribution, check_distribution_name, check_float_dtype
from .distribution import check_prob

__all__ = _api.names(__name__)

_UINT = (mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64)
_VALID = _UINT + tuple(t for t in _INT_TYPES if t not in _UINT) + _FLOAT_TYPES


def _check_rank(probs: Any) -> None:
    if isinstance(probs, Parameter):
        probs = probs.value()
    if probs.asnumpy().ndim == 0:
        raise ValueError("probs for Categorical distribution must have rank >= 1.")


def _check_sum_equal_one(probs: Any) -> None:
    if isinstance(probs, Parameter):
        probs = probs.value()
    if isinstance(probs, Tensor):
        probs = probs.asnumpy()
    total = np.sum(probs, axis=-1)
    eps = np.finfo(total.dtype).eps
    if not np.allclose(total, np.ones(total.shape), rtol=eps * 10, atol=eps):
        raise ValueError("Probabilities for each category should sum to one for Categorical distribution.")


def _keep_sum(x: Tensor) -> Tensor:
    return _ops.sum(x, -1, keepdim=True)


class Categorical(Distribution):
    """The Categorical distribution over the classes ``0 .. K-1`` with probabilities ``probs`` (last axis: the K
    classes; the axes before it: the batch). Mirrors ``mindspore.nn.probability.distribution.Categorical(probs=None,
    seed=None, dtype=mindspore.int32, name='Categorical')`` (2.10), computed as there:

    - ``log_prob(value)`` / ``prob``: ``value`` floored (values in (-1, 0) count as 0), broadcast against the batch;
      NaN outside ``[0, K-1]``. ``cdf`` / ``survival_function`` / ``log_cdf`` / ``log_survival``: the cumulative
      sum, 0 below 0 and 1 above ``K-1``.
    - ``mean`` and ``var`` keep the class axis (shape ``batch + (1,)``, as MindSpore's keep-dims sum); ``mode`` is
      the arg-max as ``dtype``; ``entropy``, ``kl_loss('Categorical', probs_b)`` and ``cross_entropy`` have every
      size-1 axis squeezed, as MindSpore's Squeeze.
    - ``sample(shape=())``: shape ``shape + batch``, ``dtype`` values.

    Each method also takes ``probs`` as its last argument (then required when the distribution has none).

    Known difference: samples are drawn by mindshim's multinomial, not MindSpore's random stream.

    Raises:
        TypeError: a ``dtype`` that is not an int, uint or float type; a value or ``probs`` that is not a Tensor; a
            ``shape`` that is not a tuple; ``probs`` missing. ValueError: ``probs`` of rank 0, outside (0, 1) or not
            summing to one over the last axis; ``kl_loss`` / ``cross_entropy`` of another distribution.
    """

    def __init__(
        self, probs: Any = None, seed: Any = None, dtype: Any = mstype.int32, name: str = "Categorical"
    ) -> None:
        param = dict(locals())
        param["param_dict"] = {"probs": probs}
        check_float_dtype(dtype, type(self).__name__, _VALID)
        super().__init__(seed, dtype, name, param)
        self._probs = self._add_parameter(probs, "probs")
        if self._probs is not None:
            _check_rank(self._probs)
            check_prob(self._probs)
            _check_sum_equal_one(probs)
            if tuple(self._probs.shape[:-1]) == ():
                self._is_scalar_batch = True
            self._broadcast_shape = self._broadcast_shape[:-1]

    @property
    def probs(self) -> Any:
        """The probability of each class (last axis)."""
        return self._probs

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"probs = {self.probs}"
        return f"batch_shape = {self._broadcast_shape}"

    def _get_dist_type(self) -> str:
        return "Categorical"

    def _get_dist_args(self, probs: Any = None) -> tuple:
        return (self.checktensor(probs, "probs") if probs is not None else self.probs,)

    def _index(self, probs: Tensor) -> Tensor:
        return _ops.arange(0, probs.shape[-1], 1, dtype=probs.dtype)

    def _mean(self, probs: Any = None) -> Tensor:
        probs = self._check_param_type(probs)
        return _keep_sum(self._index(probs) * probs)

    def _mode(self, probs: Any = None) -> Tensor:
        probs = self._check_param_type(probs)
        index, _ = P.ArgMaxWithValue(axis=-1)(probs)
        return P.Cast()(index, self.dtype)

    def _var(self, probs: Any = None) -> Tensor:
        probs = self._check_param_type(probs)
        index = self._index(probs)
        return _keep_sum(index * index * probs) - P.Square()(_keep_sum(index * probs))

    def _entropy(self, probs: Any = None) -> Tensor:
        probs = self._check_param_type(probs)
        return _ops.squeeze(-_keep_sum(P.Log()(probs) * probs))

    def _kl_loss(self, dist: str, probs_b: Any, probs: Any = None) -> Tensor:
        check_distribution_name(dist, "Categorical")
        probs_b = P.Cast()(self._check_value(probs_b, "probs_b"), self.parameter_type)
        probs_a = self._check_param_type(probs)
        logits_a, logits_b = P.Log()(probs_a), P.Log()(probs_b)
        log_sm = P.LogSoftmax()
        return _ops.squeeze(_keep_sum(P.Softmax()(logits_a) * (log_sm(logits_a) - log_sm(logits_b))))

    def _cross_entropy(self, dist: str, probs_b: Any, probs: Any = None) -> Tensor:
        check_distribution_name(dist, "Categorical")
        return self._entropy(probs) + self._kl_loss(dist, probs_b, probs)

    def _gather(self, table: Tensor, value: Any, probs: Tensor, out_of_bound: str) -> Tensor:
        """``table`` (batch + (K,)) read at the class of each ``value``, as MindSpore's log_prob / cdf."""
        value = P.Cast()(self._check_value(value, "value"), probs.dtype)
        zero = _ops.zeros_like(value)
        value = _ops.where(_ops.logical_and(value < 0, value > -1.0), zero, _ops.floor(value))
        drop_dim = tuple(value.shape) == () and tuple(probs.shape[:-1]) == ()
        if drop_dim:
            value = _ops.expand_dims(value, -1)
        value = _ops.expand_dims(value, -1)
        shape = tuple(np.broadcast_shapes(tuple(table.shape), tuple(value.shape)))
        num_classes, label_shape = shape[-1], shape[:-1]
        table = _ops.broadcast_to(table, shape).reshape((-1, num_classes))
        value = _ops.broadcast_to(value, shape)[..., :1].reshape((-1, 1))
        clipped = P.Cast()(_ops.clip_by_value(value, 0.0, num_classes - 1), mstype.int32)
        picked = _ops.gather_elements(table, 1, clipped)[:, 0]
        below = value[:, 0] < 0.0
        if out_of_bound == "nan":
            bad = _ops.logical_or(below, value[:, 0] > num_classes - 1)
            picked = _ops.where(bad, _ops.full_like(picked, math.nan), picked)
        else:
            picked = _ops.where(below, _ops.zeros_like(picked), picked)
        out = picked.reshape(label_shape)
        return _ops.squeeze(out) if drop_dim else out

    def _log_prob(self, value: Any, probs: Any = None) -> Tensor:
        self._check_value(value, "value")
        probs = self._check_param_type(probs)
        return self._gather(P.Log()(probs), value, probs, "nan")

    def _cdf(self, value: Any, probs: Any = None) -> Tensor:
        self._check_value(value, "value")
        probs = self._check_param_type(probs)
        return self._gather(_ops.cumsum(probs, -1), value, probs, "zero")

    def _sample(self, shape: tuple = (), probs: Any = None) -> Tensor:
        shape = self.checktuple(shape, "shape")
        probs = self._check_param_type(probs)
        num_classes, batch_shape = probs.shape[-1], tuple(probs.shape[:-1])
        sample_shape = shape + batch_shape
        drop_dim = sample_shape == ()
        if drop_dim:
            sample_shape = (1,)
        num_sample = max(1, math.prod(shape))
        samples = _ops.multinomial(probs.reshape((-1, num_classes)), num_sample, True, seed=self.seed)
        samples = P.Cast()(_ops.squeeze(samples.transpose(1, 0)).reshape(sample_shape), self.dtype)
        if drop_dim:
            return _ops.squeeze(samples, 0)
        return _ops.stop_gradient(samples)
