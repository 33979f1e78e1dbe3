"""`mindspore.nn.probability.distribution.distribution`: ``Distribution``, the base Cell of the distributions: its
parameters, argument checks and the methods (prob/log_prob/cdf/.../sample) derived from what a subclass defines."""

from __future__ import annotations

from .... import _api
from typing import Any

import numpy as np

from ....common import dtype as mstype
from ....common.parameter import Parameter
from ....common.tensor import Tensor
from ....ops import operations as P
from ....ops.function import array_func as _A
from ...cell import Cell
from .... import _checkparam
from ...._kernels import errors as _errors

__all__ = _api.names(__name__)

_FLOAT_TYPES = (
    mstype.float16,
    mstype.float32,
    mstype.float64,
    mstype.bfloat16,
    mstype.float8_e4m3fn,
    mstype.float8_e5m2,
    mstype.hifloat8,
)
_INT_TYPES = (mstype.int8, mstype.int16, mstype.int32, mstype.int64, mstype.uint8, mstype.uint16, mstype.uint32,
              mstype.uint64)  # fmt: skip


def cast_to_tensor(t: Any, hint_type: Any = mstype.float32) -> Tensor:
    """``t`` (a number, list, numpy array or Tensor) as a Tensor of ``hint_type``; a Parameter is returned as is.

    Raises:
        ValueError: for None. TypeError: for a bool or another type.
    """
    if t is None:
        raise ValueError("Input cannot be None in cast_to_tensor")
    if isinstance(t, Parameter):
        return t
    if isinstance(t, bool):
        raise TypeError("Input cannot be Type Bool")
    if isinstance(t, (Tensor, np.ndarray, list, int, float)):
        return Tensor(t, dtype=hint_type)
    raise TypeError(f"Unable to convert input of type {type(t)} to a Tensor of type {hint_type}")


def set_param_type(args: dict, hint_type: Any) -> Any:
    """The dtype the parameters are held in: the common dtype of the array arguments (float32 for integer or
    float64 ones), else ``hint_type`` (float32 for an integer hint).

    Raises:
        TypeError: if the array arguments differ in dtype.
    """
    if hint_type in _INT_TYPES or hint_type is None:
        hint_type = mstype.float32
    common = None
    for name, arg in args.items():
        if hasattr(arg, "dtype"):
            cur = mstype.pytype_to_dtype(arg.dtype) if isinstance(arg, np.ndarray) else arg.dtype
            if common is None:
                common = cur
            elif cur != common:
                raise TypeError(f"{name} should have the same dtype as other arguments.")
    if common in _INT_TYPES or common == mstype.float64:
        return mstype.float32
    return hint_type if common is None else common


def check_greater_zero(value: Any, name: str) -> None:
    """Raise ValueError '{name} must be greater than zero.' unless every element of ``value`` is > 0."""
    if value is None:
        raise ValueError("input value cannot be None in check_greater_zero")
    if isinstance(value, Parameter):
        value = value.value()
    if not np.less(np.zeros(value.shape), value.asnumpy()).all():
        raise ValueError(f"{name} must be greater than zero.")


def check_greater(a: Any, b: Any, name_a: str, name_b: str) -> None:
    """Raise ValueError '{name_a} must be less than {name_b}' unless ``a < b`` everywhere (Parameters unchecked)."""
    if a is None or b is None:
        raise ValueError("input value cannot be None in check_greater")
    if isinstance(a, Parameter) or isinstance(b, Parameter):
        return
    if not np.less(a.asnumpy(), b.asnumpy()).all():
        raise ValueError(f"{name_a} must be less than {name_b}")


def check_prob(p: Any) -> None:
    """Raise ValueError unless every element of ``p`` is a probability strictly inside (0, 1)."""
    if p is None:
        raise ValueError("input value cannot be None in check_greater_zero")
    if isinstance(p, Parameter):
        p = p.value()
    values = p.asnumpy()
    if not np.less(np.zeros(p.shape), values).all():
        raise ValueError("Probabilities must be greater than zero")
    if not np.greater(np.ones(p.shape), values).all():
        raise ValueError("Probabilities must be less than one")


def check_distribution_name(name: Any, expected_name: str) -> None:
    """Raise ValueError unless the ``dist`` argument of kl_loss/cross_entropy is ``expected_name``."""
    if name is None:
        raise ValueError("Input dist must be a constant which is not None.")
    if name != expected_name:
        raise ValueError(f"Expected dist input is {expected_name}, but got {name}.")


def check_float_dtype(dtype: Any, cls_name: str, valid: tuple = _FLOAT_TYPES) -> None:
    """MindSpore's check that a distribution's ``dtype`` is one of ``valid`` (the float types by default)."""
    if dtype not in valid:
        names = ", ".join(repr(t) for t in valid)
        raise _errors.type_error(cls_name, f"the 'dtype' should be one of [{names}], but got '{dtype!r}'.")


def _not_implemented(func_name: str, name: str) -> Any:
    def raise_error(*args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"{func_name} is not implemented for {name} distribution.")

    return raise_error


class Distribution(Cell):
    """Base class of the distributions. Mirrors ``mindspore.nn.probability.distribution.Distribution`` (2.10).

    A subclass passes its parameters (``param['param_dict']``), registers each with ``_add_parameter`` and defines
    some of ``_log_prob``/``_prob``, ``_cdf``/``_log_cdf``/``_survival_function``/``_log_survival``,
    ``_sd``/``_var``, ``_mean``, ``_mode``, ``_entropy``, ``_kl_loss``, ``_sample``; the public methods use them and
    derive the others (``prob = exp(log_prob)``, ``survival = 1 - cdf``, ``var = sd^2``, ...). Each method takes the
    distribution's parameters optionally as extra Tensors (``dist.prob(x, mean, sd)``); a parameter neither set at
    creation nor passed raises TypeError. ``dist('prob', x)`` calls a method by name.

    Args:
        seed (int): the sampling seed (None: 0). dtype: the dtype of events. name (str). param (dict).

    Raises:
        TypeError: a non-str ``name``, a non-int ``seed``. ValueError: a negative ``seed``.
    """

    def __init__(self, seed: Any, dtype: Any, name: str, param: dict) -> None:
        super().__init__()
        if seed is None:
            seed = 0
        if not isinstance(name, str):  # MindSpore's check_value_type
            raise _errors.type_error(
                type(self).__name__, f"the type of 'name' should be 'str', but got type '{type(name).__name__}'."
            )
        _checkparam._check_number(seed, 0, _checkparam.GE, int, "seed", name)  # MindSpore's check_non_negative_int
        self._name = name
        self._seed = seed
        self._dtype = dtype
        self._parameters_dict = {k: v for k, v in param.items() if not (k == "self" or k.startswith("_"))}
        self.default_parameters: list = []
        self.parameter_names: list = []
        if "distribution" not in self._parameters_dict:
            self.parameter_type = set_param_type(self._parameters_dict.get("param_dict", {}), dtype)
            self._batch_shape = self._calc_batch_shape()
            self._is_scalar_batch = self._check_is_scalar_batch()
            self._broadcast_shape = self._batch_shape

    # ---- properties --------------------------------------------------------------------------------------------
    @property
    def name(self) -> str:
        """The distribution's name."""
        return self._name

    @property
    def dtype(self) -> Any:
        """The dtype of its events."""
        return self._dtype

    @property
    def seed(self) -> int:
        """The sampling seed."""
        return self._seed

    @property
    def parameters(self) -> dict:
        """The arguments it was created with (``param_dict`` holds the distribution's parameters)."""
        return self._parameters_dict

    @property
    def is_scalar_batch(self) -> bool:
        """Whether every parameter given at creation was a Python number."""
        return self._is_scalar_batch

    @property
    def batch_shape(self) -> Any:
        """The broadcast shape of the parameters given at creation (None if one is missing)."""
        return self._batch_shape

    @property
    def broadcast_shape(self) -> Any:
        """The batch shape."""
        return self._broadcast_shape

    # ---- parameters --------------------------------------------------------------------------------------------
    def _add_parameter(self, value: Any, name: str) -> Any:
        value_t = None if value is None else cast_to_tensor(value, self.parameter_type)
        self.default_parameters.append(value_t)
        self.parameter_names.append(name)
        return value_t

    def checktensor(self, x: Any, name: str) -> Any:
        """Raise TypeError unless ``x`` is a Tensor (MindSpore's CheckTensor)."""
        if not isinstance(x, Tensor):
            raise TypeError(f"For {name}, input type must be a Tensor or Parameter.")
        return x

    def checktuple(self, x: Any, name: str) -> tuple:
        """Raise TypeError unless ``x`` is a tuple (MindSpore's CheckTuple)."""
        if not isinstance(x, tuple):
            raise TypeError(f"For {name}, input type must be a tuple.")
        return x

    def _check_param_type(self, *args: Any) -> Any:
        out = []
        shape = None
        for arg, name, default in zip(args, self.parameter_names, self.default_parameters):
            if arg is not None:
                self.checktensor(arg, name)
            elif default is not None:
                arg = default
            else:
                raise TypeError(
                    f"the type {name} must be subclass of Tensor."
                    " It can not be None since it is not specified during initialization."
                )
            shape = tuple(arg.shape) if shape is None else tuple(np.broadcast_shapes(shape, tuple(arg.shape)))
            out.append(P.Cast()(arg, self.parameter_type))
        if len(out) == 1:
            return out[0]
        return tuple(_A.broadcast_to(a, shape) for a in out)

    def _check_value(self, value: Any, name: str) -> Any:
        return self.checktensor(value, name)

    def _check_is_scalar_batch(self) -> bool:
        return all(v is None or isinstance(v, (int, float)) for v in self._parameters_dict.get("param_dict").values())

    def _calc_batch_shape(self) -> Any:
        shape: tuple | None = None
        for value in self._parameters_dict.get("param_dict").values():
            if value is None:
                return None
            s = tuple(cast_to_tensor(value).shape)
            if shape is not None:
                try:
                    s = tuple(np.broadcast_shapes(shape, s))
                except ValueError:  # MindSpore adds each parameter to the sum of those before it
                    raise _errors.broadcast_error("AddExt", s, shape, names=("input", "other")) from None
            shape = s
        return shape

    def _has(self, name: str) -> bool:
        return hasattr(type(self), name)

    # ---- the methods -------------------------------------------------------------------------------------------
    def log_prob(self, value: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        """The log probability (density or mass) at ``value``."""
        if self._has("_log_prob"):
            return self._log_prob(value, *args, **kwargs)
        if self._has("_prob"):
            return P.Log()(self._prob(value, *args, **kwargs))
        return _not_implemented("log_prob", self.name)()

    def prob(self, value: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        """The probability (density or mass) at ``value`` (``exp(log_prob)`` when only that is defined)."""
        if self._has("_prob"):
            return self._prob(value, *args, **kwargs)
        if self._has("_log_prob"):
            return P.Exp()(self._log_prob(value, *args, **kwargs))
        return _not_implemented("prob", self.name)()

    def cdf(self, value: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        """The cumulative distribution function at ``value``."""
        if self._has("_cdf"):
            return self._cdf(value, *args, **kwargs)
        if self._has("_log_cdf"):
            return P.Exp()(self._log_cdf(value, *args, **kwargs))
        if self._has("_survival_function"):
            return 1.0 - self._survival_function(value, *args, **kwargs)
        if self._has("_log_survival"):
            return 1.0 - P.Exp()(self._log_survival(value, *args, **kwargs))
        return _not_implemented("cdf", self.name)()

    def log_cdf(self, value: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        """The log of the cdf at ``value``."""
        if self._has("_log_cdf"):
            return self._log_cdf(value, *args, **kwargs)
        return P.Log()(self.cdf(value, *args, **kwargs))

    def survival_function(self, value: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        """``1 - cdf`` at ``value`` (or the subclass's own survival function)."""
        if self._has("_survival_function"):
            return self._survival_function(value, *args, **kwargs)
        if self._has("_log_survival"):
            return P.Exp()(self._log_survival(value, *args, **kwargs))
        return 1.0 - self.cdf(value, *args, **kwargs)

    def log_survival(self, value: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        """The log of the survival function at ``value``."""
        if self._has("_log_survival"):
            return self._log_survival(value, *args, **kwargs)
        return P.Log()(self.survival_function(value, *args, **kwargs))

    def kl_loss(self, dist: str, *args: Any, **kwargs: Any) -> Tensor:
        """KL(self || other) for ``dist`` (the other's type name) with its parameters in ``args``."""
        if self._has("_kl_loss"):
            return self._kl_loss(dist, *args, **kwargs)
        return _not_implemented("kl_loss", self.name)()

    def mean(self, *args: Any, **kwargs: Any) -> Tensor:
        """The mean."""
        return self._mean(*args, **kwargs) if self._has("_mean") else _not_implemented("mean", self.name)()

    def mode(self, *args: Any, **kwargs: Any) -> Tensor:
        """The mode."""
        return self._mode(*args, **kwargs) if self._has("_mode") else _not_implemented("mode", self.name)()

    def sd(self, *args: Any, **kwargs: Any) -> Tensor:
        """The standard deviation (``sqrt(var)`` when only the variance is defined)."""
        if self._has("_sd"):
            return self._sd(*args, **kwargs)
        if self._has("_var"):
            return P.Sqrt()(self._var(*args, **kwargs))
        return _not_implemented("sd", self.name)()

    def var(self, *args: Any, **kwargs: Any) -> Tensor:
        """The variance (``sd^2`` when only the standard deviation is defined)."""
        if self._has("_var"):
            return self._var(*args, **kwargs)
        if self._has("_sd"):
            return P.Square()(self._sd(*args, **kwargs))
        return _not_implemented("var", self.name)()

    def entropy(self, *args: Any, **kwargs: Any) -> Tensor:
        """The entropy."""
        return self._entropy(*args, **kwargs) if self._has("_entropy") else _not_implemented("entropy", self.name)()

    def cross_entropy(self, dist: str, *args: Any, **kwargs: Any) -> Tensor:
        """H(self, other) = entropy + KL(self || other)."""
        if self._has("_cross_entropy"):
            return self._cross_entropy(dist, *args, **kwargs)
        return self.entropy(*args, **kwargs) + self.kl_loss(dist, *args, **kwargs)

    def sample(self, *args: Any, **kwargs: Any) -> Tensor:
        """Samples of shape ``shape + batch_shape`` (``shape`` a tuple, default ``()``)."""
        return self._sample(*args, **kwargs) if self._has("_sample") else _not_implemented("sample", self.name)()

    def get_dist_args(self, *args: Any, **kwargs: Any) -> tuple:
        """The parameters (those given, else the ones set at creation)."""
        return self._get_dist_args(*args, **kwargs)

    def get_dist_type(self) -> str:
        """The distribution's type name ('Normal', 'Uniform', ...)."""
        return self._get_dist_type()

    def construct(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """``dist(name, *args)``: the method ``name`` ('prob', 'log_prob', 'cdf', 'log_cdf', 'survival_function',
        'log_survival', 'var', 'sd', 'mode', 'mean', 'entropy', 'kl_loss', 'cross_entropy', 'sample',
        'get_dist_args', 'get_dist_type')."""
        names = (
            "log_prob prob cdf log_cdf survival_function log_survival kl_loss mean mode sd var entropy "
            "cross_entropy sample get_dist_args get_dist_type"
        ).split()
        if name in names:
            return getattr(self, name)(*args, **kwargs)
        raise ValueError(f"{name} is undefined for {self.name} distribution.")
