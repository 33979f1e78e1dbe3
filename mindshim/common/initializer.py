"""`mindspore.common.initializer`: weight initializers (Normal, HeUniform, ...) drawing from torch's RNG."""

from __future__ import annotations

from .. import _api
import math
import numbers
from functools import reduce
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from .. import _state
from .._kernels import creation as _creation
from .._kernels import philox as _philox
from .._kernels import random as _K_random
from . import dtype as mstype
from .seed import get_seed
from .tensor import Tensor
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


class Initializer:
    """Base of the initializers. Mirrors ``mindspore.common.initializer.Initializer``.

    A user subclass implements ``_initialize(self, arr)``, filling a numpy array in place (MindSpore's extension
    point); mindshim's own initializers implement ``_fill(t)`` on a float32/float64 torch tensor. ``init(arr)``
    on a numpy array fills it in place, as MindSpore's ``__call__`` does.
    """

    def __init__(self, **kwargs: Any) -> None:
        self._kwargs = kwargs
        self._seed = None
        self.shape = None
        self.dtype = None

    def _initialize(self, arr: np.ndarray) -> None:
        """Fill the numpy array ``arr`` in place: MindSpore's extension point, which a user subclass overrides.

        mindshim's own initializers implement ``_fill`` on torch instead; this default runs it.
        """
        t = _creation.empty(arr.shape, torch.float64, None)
        self._fill(t)
        arr[...] = t.numpy().astype(arr.dtype)

    def _fill(self, t: torch.Tensor) -> None:
        """Fill the torch tensor ``t`` in place; by default through a subclass's ``_initialize(arr)``.

        Raises:
            NotImplementedError: when a subclass defines neither ``_initialize`` nor ``_fill``.
        """
        if type(self)._initialize is Initializer._initialize:
            raise NotImplementedError(f"The initializer {type(self).__name__} must implement '_initialize(arr)'.")
        arr = np.zeros(tuple(t.shape), dtype=np.float32 if t.dtype == torch.float32 else np.float64)
        self._initialize(arr)
        t.copy_(_creation.share_numpy(np.ascontiguousarray(arr, dtype=arr.dtype)).to(t.dtype))

    def __call__(self, arr: np.ndarray) -> None:
        """Fill ``arr`` in place, as MindSpore's ``Initializer.__call__`` does."""
        self._initialize(arr)


def _draw(t: torch.Tensor, exact: Callable[[int], torch.Tensor], fast: Callable[[torch.Generator], Any]) -> None:
    """Fill ``t`` as MindSpore's random initializers do: one seed drawn from numpy's global generator, then (after
    ``mindspore.set_seed``) ``exact(seed)``, MindSpore's own Philox stream value for value; unseeded,
    ``fast(generator)`` with torch's faster generator started from that seed (the numpy draw keeps later
    initializers in step with MindSpore's)."""
    seed = _philox.numpy_seed()
    if get_seed() is not None:
        t.copy_(exact(seed))
    else:
        fast(torch.Generator().manual_seed(seed))


def _uniform_(t: torch.Tensor, a: float, b: float) -> None:
    """Fill ``t`` from U(a, b) (see :func:`_draw`)."""
    _draw(t, lambda seed: _philox.uniform(tuple(t.shape), a, b, seed), lambda g: t.uniform_(a, b, generator=g))


def _normal_(t: torch.Tensor, mean: float, std: float) -> None:
    """Fill ``t`` from N(mean, std) (see :func:`_draw`; seeded: MindSpore's Box-Muller in float32)."""
    _draw(t, lambda seed: _philox.normal(tuple(t.shape), mean, std, seed), lambda g: t.normal_(mean, std, generator=g))


def _truncated_normal_(t: torch.Tensor, a: float, b: float, mean: float, std: float) -> None:
    """Fill ``t`` from N(mean, std) truncated to [a, b] (see :func:`_draw`; seeded: MindSpore's inverse CDF)."""
    _draw(
        t,
        lambda seed: _philox.truncated_normal(tuple(t.shape), a, b, mean, std, seed),
        lambda g: _K_random.trunc_normal_fill(t, mean, std, a, b, generator=g),
    )


def _seeded(fill: Callable[..., Any], t: torch.Tensor, *args: Any) -> None:
    """Run the torch initializer ``fill(t, *args)`` from a seed drawn from numpy's global generator, as each of
    MindSpore's random initializers draws one (its streams for these are not reproduced)."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(_philox.numpy_seed())
        fill(t, *args)


def _float32_draw(fill: Callable[..., None], shape: Any, *args: float) -> np.ndarray:
    t = _creation.empty(tuple(shape), torch.float32, None)
    fill(t, *args)
    return t.numpy()


def _init_random_uniform(a: float, b: float, shape: Any) -> np.ndarray:
    """A new float32 numpy array of ``shape`` drawn from U(a, b), with MindSpore's seed draw (see :func:`_draw`).
    Mirrors ``mindspore.common.initializer._init_random_uniform``, which custom initializers call."""
    return _float32_draw(_uniform_, shape, a, b)


def _init_random_normal(mean: float, sigma: float, shape: Any) -> np.ndarray:
    """A new float32 numpy array of ``shape`` drawn from N(mean, sigma). Mirrors MindSpore's private helper.

    Raises:
        ValueError: ``sigma < 0`` (MindSpore's message).
    """
    if sigma < 0:
        raise ValueError("sigma < 0")
    return _float32_draw(_normal_, shape, mean, sigma)


def _init_truncated_normal(a: float, b: float, mean: float, sigma: float, shape: Any) -> np.ndarray:
    """A new float32 numpy array of ``shape`` drawn from N(mean, sigma) truncated to [a, b]. Mirrors MindSpore's
    private helper.

    Raises:
        ValueError: ``sigma < 0`` (MindSpore's message).
    """
    if sigma < 0:
        raise ValueError("sigma < 0")
    return _float32_draw(_truncated_normal_, shape, a, b, mean, sigma)


def _assignment(arr: np.ndarray, num: Any) -> np.ndarray:
    """Write ``num`` (a number or an array of ``arr``'s shape) into the numpy array ``arr`` and return it: the helper
    custom initializers call in ``_initialize``. Mirrors ``mindspore.common.initializer._assignment``."""
    if arr.shape == ():
        arr = arr.reshape(1)
        arr[:] = num
        arr = arr.reshape(())
    elif isinstance(num, np.ndarray):
        arr[:] = num[:]
    else:
        arr[:] = num
    return arr


def _calculate_fan_in_and_fan_out(shape: tuple) -> tuple[int, int]:
    """``(fan_in, fan_out)`` of a weight shape: ``(shape[1], shape[0])`` for 2 dims, each times the receptive field
    (the product of ``shape[2:]``) for more. Mirrors ``mindspore.common.initializer._calculate_fan_in_and_fan_out``.

    Raises:
        ValueError: for fewer than 2 dimensions.
    """
    dimensions = len(shape)
    if dimensions < 2:
        raise ValueError(
            "'fan_in' and 'fan_out' can not be computed for tensor with fewer than"
            f" 2 dimensions, but got dimensions {dimensions}."
        )
    if dimensions == 2:
        return shape[1], shape[0]
    receptive = reduce(lambda a, b: a * b, shape[2:], 1)
    return shape[1] * receptive, shape[0] * receptive


_fans = _calculate_fan_in_and_fan_out


def _calculate_correct_fan(shape: tuple, mode: str) -> int:
    """fan_in or fan_out of ``shape`` by ``mode`` ('fan_in'/'fan_out', any case). Mirrors
    ``mindspore.common.initializer._calculate_correct_fan``.

    Raises:
        ValueError: for another mode, or fewer than 2 dimensions.
    """
    mode = mode.lower()
    valid_modes = ["fan_in", "fan_out"]
    if mode not in valid_modes:
        raise ValueError(f"'mode' {mode} not supported, please use one of {valid_modes}")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
    return fan_in if mode == "fan_in" else fan_out


_LINEAR_FNS = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d")


def _calculate_gain(nonlinearity: str, param: Any = None) -> float:
    """The recommended gain of ``nonlinearity``: 1 for the linear/conv ones and 'sigmoid', 5/3 for 'tanh', sqrt(2)
    for 'relu', sqrt(2 / (1 + slope^2)) for 'leaky_relu' (``param`` the slope, default 0.01). Mirrors
    ``mindspore.common.initializer._calculate_gain`` (an int 1 for the linear ones, as there).

    Raises:
        ValueError: for another nonlinearity, or a 'leaky_relu' slope that is not an int or float.
    """
    if nonlinearity in _LINEAR_FNS or nonlinearity == "sigmoid":
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            negative_slope = 0.01
        elif (not isinstance(param, bool) and isinstance(param, int)) or isinstance(param, float):
            negative_slope = param
        else:
            raise _errors.value_error(
                "HeUniform",
                f"'negative_slope' {param} is not a valid number.When 'nonlinearity' has been set to "
                f"'leaky_relu', 'negative_slope' should be int or float type, but got {type(param)}.",
            )
        return math.sqrt(2.0 / (1 + negative_slope**2))
    raise _errors.value_error(
        "HeUniform",
        "the argument 'nonlinearity' should be one of ['sigmoid', 'tanh', 'relu' or 'leaky_relu'], "
        f"but got {nonlinearity}.",
    )


_gain = _calculate_gain


class Zero(Initializer):
    """Fill with 0. Mirrors ``mindspore.common.initializer.Zero``."""

    def _fill(self, t):
        t.zero_()


class One(Initializer):
    """Fill with 1. Mirrors ``mindspore.common.initializer.One``."""

    def _fill(self, t):
        t.fill_(1)


class Constant(Initializer):
    """Fill with ``value``. Mirrors ``mindspore.common.initializer.Constant``."""

    def __init__(self, value: float) -> None:
        super().__init__(value=value)
        self.value = value

    def _fill(self, t):
        t.fill_(self.value)


class Normal(Initializer):
    """Draw from N(mean, sigma²). Mirrors ``mindspore.common.initializer.Normal(sigma=0.01, mean=0.0)``."""

    def __init__(self, sigma: float = 0.01, mean: float = 0.0) -> None:
        super().__init__(sigma=sigma, mean=mean)
        self.sigma, self.mean = sigma, mean

    def _fill(self, t):
        _normal_(t, self.mean, self.sigma)


class TruncatedNormal(Initializer):
    """N(mean, sigma²) truncated to [a, b]. Mirrors ``TruncatedNormal(sigma=0.01, mean=0.0, a=-2.0, b=2.0)``."""

    def __init__(self, sigma: float = 0.01, mean: float = 0.0, a: float = -2.0, b: float = 2.0) -> None:
        super().__init__(sigma=sigma, mean=mean, a=a, b=b)
        self.sigma, self.mean, self.a, self.b = sigma, mean, a, b

    def _fill(self, t):
        _truncated_normal_(t, self.a, self.b, self.mean, self.sigma)


class Uniform(Initializer):
    """Draw from U(-scale, scale). Mirrors ``mindspore.common.initializer.Uniform(scale=0.07)``."""

    def __init__(self, scale: float = 0.07) -> None:
        super().__init__(scale=scale)
        self.scale = scale

    def _fill(self, t):
        _uniform_(t, -self.scale, self.scale)


class HeUniform(Initializer):
    """Kaiming uniform. Mirrors ``HeUniform(negative_slope=0, mode='fan_in', nonlinearity='leaky_relu')``."""

    def __init__(self, negative_slope: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu") -> None:
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope, self.mode, self.nonlinearity = negative_slope, mode, nonlinearity

    def _fill(self, t):
        fan_in, fan_out = _fans(tuple(t.shape))
        fan = fan_in if self.mode == "fan_in" else fan_out
        std = _gain(self.nonlinearity, self.negative_slope) / math.sqrt(fan)  # MindSpore's order of rounding
        bound = math.sqrt(3.0) * std
        _uniform_(t, -bound, bound)


class HeNormal(Initializer):
    """Kaiming normal. Mirrors ``HeNormal(negative_slope=0, mode='fan_in', nonlinearity='leaky_relu')``."""

    def __init__(self, negative_slope: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu") -> None:
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope, self.mode, self.nonlinearity = negative_slope, mode, nonlinearity

    def _fill(self, t):
        fan_in, fan_out = _fans(tuple(t.shape))
        fan = fan_in if self.mode == "fan_in" else fan_out
        std = _gain(self.nonlinearity, self.negative_slope) / math.sqrt(fan)
        _normal_(t, 0.0, std)


class XavierUniform(Initializer):
    """Glorot uniform. Mirrors ``XavierUniform(gain=1)``."""

    def __init__(self, gain: float = 1) -> None:
        super().__init__(gain=gain)
        self.gain = gain

    def _fill(self, t):
        fan_in, fan_out = _fans(tuple(t.shape))
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        _uniform_(t, -bound, bound)


class XavierNormal(Initializer):
    """Glorot normal. Mirrors ``XavierNormal(gain=1)``."""

    def __init__(self, gain: float = 1) -> None:
        super().__init__(gain=gain)
        self.gain = gain

    def _fill(self, t):
        fan_in, fan_out = _fans(tuple(t.shape))
        std = self.gain * math.sqrt(2.0 / (fan_in + fan_out))
        _normal_(t, 0.0, std)


class Identity(Initializer):
    """Identity matrix (2-D only). Mirrors ``mindspore.common.initializer.Identity``."""

    def _fill(self, t):
        if t.ndim != 2:
            raise ValueError("For Identity initializer, the dimension of the initialized tensor should be 2.")
        _K_random.eye_fill(t)


class Orthogonal(Initializer):
    """(Semi-)orthogonal matrix times ``gain``. Mirrors ``Orthogonal(gain=1.)``."""

    def __init__(self, gain: float = 1.0) -> None:
        super().__init__(gain=gain)
        self.gain = gain

    def _fill(self, t):
        _seeded(_K_random.orthogonal_fill, t, self.gain)


class Dirac(Initializer):
    """Dirac delta for convolution weights. Mirrors ``Dirac(groups=1)``."""

    def __init__(self, groups: int = 1) -> None:
        super().__init__(groups=groups)
        self.groups = groups

    def _fill(self, t):
        _K_random.dirac_fill(t, self.groups)


class Sparse(Initializer):
    """Sparse 2-D matrix, N(0, sigma²) non-zeros. Mirrors ``Sparse(sparsity, sigma=0.01)``."""

    def __init__(self, sparsity: float, sigma: float = 0.01) -> None:
        super().__init__(sparsity=sparsity, sigma=sigma)
        self.sparsity, self.sigma = sparsity, sigma

    def _fill(self, t):
        _seeded(_K_random.sparse_fill, t, self.sparsity, self.sigma)


class VarianceScaling(Initializer):
    """Variance scaling. Mirrors ``VarianceScaling(scale=1.0, mode='fan_in', distribution='truncated_normal')`` (2.10).

    As MindSpore 2.10 behaves: ``'untruncated_normal'`` draws N(0, sqrt(scale / n)); ``'uniform'`` and the default
    ``'truncated_normal'`` both draw U(-sqrt(3 scale / n), sqrt(3 scale / n)) (its truncated branch is unreachable).

    Raises:
        ValueError: for ``scale <= 0``, an unknown ``mode`` or ``distribution`` (MindSpore's messages).
    """

    def __init__(self, scale: float = 1.0, mode: str = "fan_in", distribution: str = "truncated_normal") -> None:
        super().__init__(scale=scale, mode=mode, distribution=distribution)
        if scale <= 0.0:
            raise ValueError(
                f"For VarianceScaling initializer, the argument 'scale' must be greater than 0, but got {scale}."
            )
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise ValueError(
                f"For VarianceScaling initializer, the argument 'mode' must be fan_in, fan_out or fan_avg, but got {mode}."
            )
        if distribution not in ("uniform", "truncated_normal", "untruncated_normal"):
            raise ValueError(
                "For VarianceScaling initializer, the argument 'distribution' must be uniform, truncated_norm or "
                f"untruncated_norm, but got {distribution}."
            )
        self.scale, self.mode, self.distribution = scale, mode, distribution

    def _fill(self, t):
        fan_in, fan_out = _fans(tuple(t.shape))
        n = {"fan_in": fan_in, "fan_out": fan_out, "fan_avg": (fan_in + fan_out) / 2.0}[self.mode]
        scale = self.scale / max(1.0, n)
        # As MindSpore 2.10's code reads: 'untruncated_normal' draws N(0, sqrt(scale)); its truncated branch tests
        # for a name the argument check refuses, so 'truncated_normal' (the default) draws uniform like 'uniform'.
        if self.distribution == "untruncated_normal":
            _normal_(t, 0.0, math.sqrt(scale))
        else:
            bound = math.sqrt(3.0 * scale)
            _uniform_(t, -bound, bound)


_INITIALIZER_ALIAS: dict[str, type] = {
    "zeros": Zero,
    "zero": Zero,
    "ones": One,
    "one": One,
    "normal": Normal,
    "uniform": Uniform,
    "truncatednormal": TruncatedNormal,
    "he_uniform": HeUniform,
    "heuniform": HeUniform,
    "he_normal": HeNormal,
    "henormal": HeNormal,
    "xavier_uniform": XavierUniform,
    "xavieruniform": XavierUniform,
    "xavier_normal": XavierNormal,
    "xaviernormal": XavierNormal,
    "identity": Identity,
    "orthogonal": Orthogonal,
    "dirac": Dirac,
    "variancescaling": VarianceScaling,
    "sparse": Sparse,
}
"""Initializer names (lower case) -> classes, as MindSpore's ``_INITIALIZER_ALIAS``; ``_register`` adds to it."""
_ALIAS = _INITIALIZER_ALIAS


def _register(*aliases: str) -> Callable[[type], type]:
    """A class decorator registering an Initializer subclass under its lower-cased name and ``aliases`` (names
    already taken are kept), so ``initializer('name', shape)`` finds it. Mirrors
    ``mindspore.common.initializer._register``."""

    def alias_reg(cls: type) -> type:
        name = cls.__name__.lower()
        if name not in _INITIALIZER_ALIAS:
            _INITIALIZER_ALIAS[name] = cls
        for alias in aliases:
            if alias not in _INITIALIZER_ALIAS:
                _INITIALIZER_ALIAS[alias] = cls
        return cls

    return alias_reg


def _resolve(init: Any) -> Initializer | Tensor:
    if isinstance(init, (Initializer, Tensor)):
        return init
    if isinstance(init, str):
        cls = _ALIAS.get(init.lower())
        if cls is None:
            raise _errors.value_error("initializer", f"the class corresponding to '{init}' was not found.")
        return cls()
    if isinstance(init, numbers.Number) and not isinstance(init, bool):
        return Constant(init)
    raise _errors.type_error(
        "initializer",
        "the type of the 'init' argument should be 'Tensor', 'number', 'string' or "
        f"'initializer', but got {type(init).__name__}.",
    )


def _make(init: Any, shape: tuple, dtype: Any) -> torch.Tensor:
    """Draw a torch tensor of ``shape``/``dtype`` from ``init`` (on the CPU; callers move it)."""
    init = _resolve(init)
    torch_dtype = mstype.to_torch_dtype(dtype if dtype is not None else mstype.float32)
    if isinstance(init, Tensor):
        data = init._data().detach()
        if shape is not None and tuple(data.shape) != tuple(shape):
            raise _errors.value_error(
                "initializer",
                f"the shape of the 'init' tensor {tuple(data.shape)} is not equal to the 'shape' {tuple(shape)}.",
            )
        return data.to(torch_dtype).clone()
    shape = tuple(shape) if shape is not None else ()
    if torch_dtype.is_floating_point:
        t = _creation.empty(shape, torch.float32 if torch_dtype != torch.float64 else torch.float64, None)
        init._fill(t)
        return t.to(torch_dtype)
    t = _creation.empty(shape, torch.float64, None)
    init._fill(t)
    return t.to(torch_dtype)


_state.PROVIDED["initializer._make"] = _make  # Tensor.init_data draws through it


def initializer(init: Any, shape: Any = None, dtype: Any = mstype.float32) -> Tensor:
    """Make a lazily initialised Tensor. Mirrors ``mindspore.common.initializer.initializer`` (2.10).

    Args:
        init (Tensor | str | Initializer | numbers.Number): the initializer; a name such as 'normal',
            'ones', 'he_uniform', 'xavier_uniform'; a number means ``Constant(number)``.
        shape (int | tuple[int] | list[int]): the shape. Default None (a Tensor ``init`` gives its own).
        dtype (mindspore.dtype): the data type. Default mindspore.float32.

    Returns:
        Tensor whose data is made by ``init_data()`` (or on first use). Parameters built from it are
        initialised at once.

    Raises:
        ValueError: for an unknown name, or a Tensor ``init`` whose shape differs from ``shape``.
        TypeError: for an ``init`` of another type.
    """
    resolved = _resolve(init)
    if isinstance(resolved, Tensor):
        # MindSpore returns the Tensor itself (its own dtype; ``dtype`` is ignored), after checking the shape;
        # like MindSpore, a missing ``shape`` compares as ``[None]`` and so raises.
        want = list(shape) if isinstance(shape, (tuple, list)) else [shape]
        if tuple(resolved.shape) != tuple(want):
            raise _errors.value_error(
                "initializer",
                "the shape of the 'init' argument should be same as the argument 'shape', but "
                f"got the 'init' shape {list(resolved.shape)} and the 'shape' {want}.",
            )
        return resolved
    if isinstance(shape, int):
        shape = (shape,)
    if shape is None:
        raise _errors.value_error("initializer", "the 'shape' must be set when 'init' is not a Tensor.")
    resolved.shape = tuple(shape)
    resolved.dtype = dtype
    return Tensor(shape=tuple(shape), dtype=dtype, init=resolved)
