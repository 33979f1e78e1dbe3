"""`mindspore.numpy` array creation (`array`, `arange`, `linspace`, `zeros`, `full`, `eye`, `meshgrid`, `tri`, ...).

Python ints become Int32 and Python floats Float32 (mindspore.numpy's defaults, not numpy's 64-bit ones).
"""

from __future__ import annotations

from .. import _api
import math

import torch

from .._kernels import array as _K_array
from .._kernels import creation as _creation
from .._kernels import linalg as _K_linalg
from .._kernels import random as _K_random
from ..common import dtype as mstype
from ..common.tensor import Tensor, _device
from .utils import _dt, _expect_tensor, _to_torch, _wrap, _x_must_be_tensor

__all__ = _api.names(__name__)


def _shape(shape) -> tuple:
    """A shape argument checked as mindspore.numpy checks it (integer entries, none negative)."""
    if isinstance(shape, Tensor):
        shape = tuple(int(v) for v in shape.asnumpy().reshape(-1))
    return _K_array.shape("Zeros", shape, numpy=True, call=f"shape must be a tuple or list of ints, but got {shape}")


def array(obj, dtype=None, copy: bool = True, ndmin: int = 0) -> Tensor:
    """A Tensor from a Tensor, Python number or (nested) list/tuple; ``ndmin`` prepends axes of size 1.

    Mirrors ``mindspore.numpy.array`` (2.10): Python ints give Int32, floats Float32.

    Raises:
        TypeError: for other inputs, numpy arrays included (MindSpore accepts only Python data and Tensors).
    """
    t = _to_torch(obj, dtype)
    if copy and isinstance(obj, Tensor):
        t = t.clone()
    if t.ndim < ndmin:
        t = t.reshape((1,) * (ndmin - t.ndim) + tuple(t.shape))
    return _wrap(t)


def asarray(a, dtype=None) -> Tensor:
    """Like :func:`array` without copying a Tensor. Mirrors ``mindspore.numpy.asarray`` (2.10)."""
    return _wrap(_to_torch(a, dtype))


def asfarray(a, dtype=mstype.float32) -> Tensor:
    """:func:`asarray` as a float type (non-float ``dtype`` falls back to Float32). Mirrors ``mnp.asfarray``."""
    d = mstype.to_ms_dtype(dtype)
    if d not in (mstype.float16, mstype.float32, mstype.float64):
        d = mstype.float32
    return asarray(a, d)


def copy(a) -> Tensor:
    """A copy of ``a``. Mirrors ``mindspore.numpy.copy`` (2.10)."""
    return _wrap(_to_torch(a).clone())


def zeros(shape, dtype=mstype.float32) -> Tensor:
    """Zeros of ``shape`` (default Float32). Mirrors ``mindspore.numpy.zeros`` (2.10)."""
    return _wrap(_K_array.zeros(_shape(shape), _dt(dtype), _device()))


def ones(shape, dtype=mstype.float32) -> Tensor:
    """Ones of ``shape`` (default Float32). Mirrors ``mindspore.numpy.ones`` (2.10)."""
    return _wrap(_K_array.ones(_shape(shape), _dt(dtype), _device()))


def empty(shape, dtype=mstype.float32) -> Tensor:
    """An uninitialised Tensor of ``shape`` (default Float32). Mirrors ``mindspore.numpy.empty`` (2.10)."""
    return _wrap(_creation.empty(_shape(shape), _dt(dtype), _device()))


def _fill_dtype(fill_value):
    if isinstance(fill_value, Tensor):
        return fill_value._data().dtype
    if isinstance(fill_value, bool):
        return torch.bool
    if isinstance(fill_value, int):
        return torch.int32
    return torch.float32


def full(shape, fill_value, dtype=None) -> Tensor:
    """``shape`` filled with ``fill_value``: a number (without ``dtype`` an int gives Int32, a float Float32, a
    bool Bool), or a Tensor / list / tuple broadcast to ``shape`` in its own dtype (a list of ints is Int32).

    Mirrors ``mindspore.numpy.full`` (2.10). As there, ``dtype`` applies to a number only: an array-like
    ``fill_value`` keeps its dtype (``full((2, 2), [1, 2], float32)`` is Int32).

    Raises:
        ValueError: an array-like ``fill_value`` that does not broadcast to ``shape``.
    """
    if isinstance(fill_value, (Tensor, list, tuple)):
        return _wrap(_K_array.np_broadcast_to(_to_torch(fill_value), _shape(shape)))
    td = _dt(dtype) or _fill_dtype(fill_value)
    return _wrap(_K_array.full(_shape(shape), fill_value, td, _device()))


def _like(a, dtype, shape):
    t = _to_torch(a)
    return (_dt(dtype) or t.dtype), (t.shape if shape is None else _shape(shape))


def zeros_like(a, dtype=None, shape=None) -> Tensor:
    """Zeros shaped and typed like ``a`` (or ``shape`` / ``dtype``). Mirrors ``mindspore.numpy.zeros_like``."""
    td, s = _like(a, dtype, shape)
    return _wrap(_K_array.zeros(s, td, _device()))


def ones_like(a, dtype=None, shape=None) -> Tensor:
    """Ones shaped and typed like ``a`` (or ``shape`` / ``dtype``). Mirrors ``mindspore.numpy.ones_like``."""
    td, s = _like(a, dtype, shape)
    return _wrap(_K_array.ones(s, td, _device()))


def empty_like(prototype, dtype=None, shape=None) -> Tensor:
    """An uninitialised Tensor shaped and typed like ``prototype``. Mirrors ``mindspore.numpy.empty_like``."""
    td, s = _like(prototype, dtype, shape)
    return _wrap(_creation.empty(s, td, _device()))


def full_like(a, fill_value, dtype=None, shape=None) -> Tensor:
    """A number ``fill_value`` shaped like ``a`` in ``a``'s dtype (``full_like(int_array, 0.5)`` is zeros), or
    ``dtype`` / ``shape`` where given; an array-like ``fill_value`` broadcast in its own dtype, as in :func:`full`.

    Mirrors ``mindspore.numpy.full_like`` (2.10).

    Raises:
        ValueError: an array-like ``fill_value`` that does not broadcast to the shape.
    """
    td, s = _like(a, dtype, shape)
    return full(s, fill_value, mstype.from_torch_dtype(td))


def arange(start, stop=None, step=None, dtype=None) -> Tensor:
    """Evenly spaced values in ``[start, stop)``. Without ``dtype``: Int32 for int arguments, else Float32.

    Mirrors ``mindspore.numpy.arange`` (2.10).

    Raises:
        ZeroDivisionError: a zero ``step`` (``float division by zero``, as MindSpore's count of the values).
        ValueError: a range with no values (``zero shape Tensor is not currently supported.``).
    """
    if stop is None:
        start, stop = 0, start
    step = 1 if step is None else step
    vals = [v.asnumpy().item() if isinstance(v, Tensor) else v for v in (start, stop, step)]
    # MindSpore counts the values first: a zero step divides by zero, an empty range is a zero-shape Tensor
    if math.ceil((vals[1] - vals[0] + 0.0) / vals[2]) <= 0:
        raise ValueError("zero shape Tensor is not currently supported.")
    all_int = all(isinstance(v, int) for v in vals)
    td = _dt(dtype) or (torch.int32 if all_int else torch.float32)
    return _wrap(_creation.arange_in(vals, torch.int64 if all_int else torch.float64, td, _device()))


def linspace(start, stop, num: int = 50, endpoint: bool = True, retstep: bool = False, dtype=None, axis: int = 0):
    """``num`` evenly spaced values from ``start`` to ``stop`` (Float32 by default); with ``retstep`` also the
    step as a 0-d Tensor. Mirrors ``mindspore.numpy.linspace`` (2.10).
    """
    out, step = _creation.np_linspace(
        _to_torch(start), _to_torch(stop), num, endpoint, axis, _dt(dtype) or torch.float32
    )
    if retstep:
        return _wrap(out), _wrap(step)
    return _wrap(out)


def logspace(start, stop, num: int = 50, endpoint: bool = True, base: float = 10.0, dtype=None, axis: int = 0):
    """``base ** linspace(start, stop, num)``. Mirrors ``mindspore.numpy.logspace`` (2.10)."""
    lin = linspace(start, stop, num, endpoint, dtype=mstype.float64, axis=axis)._data()
    td = _dt(dtype) or torch.float32
    return _wrap(_creation.np_logspace(lin, base, td))


def geomspace(start, stop, num: int = 50, endpoint: bool = True, dtype=None, axis: int = 0) -> Tensor:
    """A geometric progression from ``start`` to ``stop``. Mirrors ``mindspore.numpy.geomspace`` (2.10)."""
    ls = linspace(math.log10(float(start)), math.log10(float(stop)), num, endpoint, dtype=mstype.float64, axis=axis)
    return _wrap(
        _creation.np_geomspace(ls._data(), float(start), float(stop), num, endpoint, _dt(dtype) or torch.float32)
    )


def eye(N: int, M: int | None = None, k: int = 0, dtype=mstype.float32) -> Tensor:
    """An ``N x M`` matrix with ones on the ``k``-th diagonal. Mirrors ``mindspore.numpy.eye`` (2.10)."""
    M = N if M is None else M
    return _wrap(_creation.np_eye(N, M, k, _dt(dtype), _device()))


def identity(n: int, dtype=mstype.float32) -> Tensor:
    """The ``n x n`` identity. Mirrors ``mindspore.numpy.identity`` (2.10)."""
    return eye(n, dtype=dtype)


def meshgrid(*xi, sparse: bool = False, indexing: str = "xy") -> list:
    """Coordinate matrices from 1-D Tensors (a list). Mirrors ``mindspore.numpy.meshgrid`` (2.10).

    Raises:
        TypeError: an input that is not a Tensor.
    """
    _expect_tensor(*xi)
    ts = [_to_torch(x).reshape(-1) for x in xi]
    grids = _K_array.meshgrid_views(ts, indexing)
    if sparse:
        out = []
        for i, t in enumerate(ts):
            shape = [1] * len(ts)
            j = i if indexing == "ij" or len(ts) < 2 else {0: 1, 1: 0}.get(i, i)
            shape[j] = t.numel()
            out.append(_wrap(t.reshape(shape)))
        return out
    return [_wrap(g.contiguous()) for g in grids]


def tri(N: int, M: int | None = None, k: int = 0, dtype=mstype.float32) -> Tensor:
    """Ones at and below the ``k``-th diagonal of an ``N x M`` matrix. Mirrors ``mindspore.numpy.tri`` (2.10)."""
    M = N if M is None else M
    return _wrap(_creation.tri(N, M, k, _dt(dtype), _device()))


def tril(m, k: int = 0) -> Tensor:
    """The lower triangle of ``m`` (last two axes). Mirrors ``mindspore.numpy.tril`` (2.10)."""
    return _wrap(_K_array.tril(_to_torch(m), k))


def triu(m, k: int = 0) -> Tensor:
    """The upper triangle of ``m`` (last two axes). Mirrors ``mindspore.numpy.triu`` (2.10)."""
    return _wrap(_K_array.triu(_to_torch(m), k))


def diag(v, k: int = 0) -> Tensor:
    """1-D input: a matrix with ``v`` on diagonal ``k``; 2-D input: its ``k``-th diagonal. Mirrors ``mnp.diag``.

    Raises:
        TypeError: ``v`` not a Tensor.
        ValueError: an input of another rank (``Input must be 1- or 2-d.``).
    """
    _x_must_be_tensor(v)
    t = _to_torch(v)
    if t.ndim not in (1, 2):
        raise ValueError("Input must be 1- or 2-d.")
    return _wrap(_K_array.diag2d(t, k))


def diagflat(v, k: int = 0) -> Tensor:
    """A matrix with the flattened Tensor ``v`` on diagonal ``k``. Mirrors ``mindspore.numpy.diagflat`` (2.10).

    Raises:
        TypeError: ``v`` not a Tensor.
    """
    _expect_tensor(v)
    return _wrap(_K_array.diagflat(_to_torch(v), k))


def diagonal(a, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Tensor:
    """The diagonal of ``a`` over ``axis1``/``axis2`` (moved last). Mirrors ``mindspore.numpy.diagonal`` (2.10)."""
    return _wrap(_K_array.diagonal(_to_torch(a), offset, axis1, axis2))


def trace(a, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype=None) -> Tensor:
    """Sum along a diagonal of a Tensor; integer inputs give Int64. Mirrors ``mindspore.numpy.trace`` (2.10).

    Raises:
        AttributeError: ``a`` not a Tensor (MindSpore calls its ``trace`` method).
    """
    if not isinstance(a, Tensor):
        raise AttributeError(f"'{type(a).__name__}' object has no attribute 'trace'")
    d = _K_array.diagonal(_to_torch(a), offset, axis1, axis2).sum(-1)
    return _wrap(d if dtype is None else d.to(_dt(dtype)))


def vander(x, N: int | None = None, increasing: bool = False) -> Tensor:
    """The Vandermonde matrix of ``x``. Mirrors ``mindspore.numpy.vander`` (2.10)."""
    return _wrap(_K_linalg.vander(_to_torch(x), N, increasing, keep_dtype=True))


def indices(dimensions, dtype=mstype.int32, sparse: bool = False) -> list:
    """Index grids for an array of shape ``dimensions`` (a list of Tensors). Mirrors ``mindspore.numpy.indices``."""
    ts = [_creation.iota(d, _dt(dtype), _device()) for d in dimensions]
    return meshgrid(*[_wrap(t) for t in ts], sparse=sparse, indexing="ij")


def _tri_idx(upper: bool, n, k, m):
    r = _creation.tri_indices(n, n if m is None else m, k, upper, torch.int64, _device()).to(torch.int32)
    return _wrap(r[0].contiguous()), _wrap(r[1].contiguous())


def tril_indices(n: int, k: int = 0, m: int | None = None) -> tuple:
    """Int32 row and column indices of the lower triangle. Mirrors ``mindspore.numpy.tril_indices`` (2.10)."""
    return _tri_idx(False, n, k, m)


def triu_indices(n: int, k: int = 0, m: int | None = None) -> tuple:
    """Int32 row and column indices of the upper triangle. Mirrors ``mindspore.numpy.triu_indices`` (2.10)."""
    return _tri_idx(True, n, k, m)


def tril_indices_from(arr, k: int = 0) -> tuple:
    """:func:`tril_indices` for the shape of ``arr``. Mirrors ``mindspore.numpy.tril_indices_from`` (2.10)."""
    s = arr.shape
    return tril_indices(s[-2], k, s[-1])


def triu_indices_from(arr, k: int = 0) -> tuple:
    """:func:`triu_indices` for the shape of ``arr``. Mirrors ``mindspore.numpy.triu_indices_from`` (2.10)."""
    s = arr.shape
    return triu_indices(s[-2], k, s[-1])


def diag_indices(n: int, ndim: int = 2) -> tuple:
    """Indices of the main diagonal of an ``n``-sided ``ndim``-array. Mirrors ``mindspore.numpy.diag_indices``."""
    i = _wrap(_creation.iota(n, torch.int32, _device()))
    return tuple(i for _ in range(ndim))


def ix_(*args) -> tuple:
    """Open mesh index arrays from 1-D sequences. Mirrors ``mindspore.numpy.ix_`` (2.10)."""
    n = len(args)
    out = []
    for i, a in enumerate(args):
        shape = [1] * n
        t = _to_torch(a).reshape(-1)
        shape[i] = t.numel()
        out.append(_wrap(t.reshape(shape)))
    return tuple(out)


def rand(*shape, dtype=mstype.float32) -> Tensor:
    """U[0, 1) samples of ``shape`` (torch's generator). Mirrors ``mindspore.numpy.rand`` (2.10)."""
    shape = shape[0] if len(shape) == 1 and isinstance(shape[0], (list, tuple)) else shape
    return _wrap(_K_random.rand(_shape(shape), dtype=_dt(dtype), device=_device()))


def randn(*shape, dtype=mstype.float32) -> Tensor:
    """N(0, 1) samples of ``shape`` (torch's generator). Mirrors ``mindspore.numpy.randn`` (2.10)."""
    shape = shape[0] if len(shape) == 1 and isinstance(shape[0], (list, tuple)) else shape
    return _wrap(_K_random.randn(_shape(shape), dtype=_dt(dtype), device=_device()))


def randint(minval, maxval=None, shape=None, dtype=mstype.int32) -> Tensor:
    """Integers uniform in ``[minval, maxval)`` (``[0, minval)`` with one bound). Mirrors ``mnp.randint``."""
    if maxval is None:
        minval, maxval = 0, minval
    s = () if shape is None else _shape(shape)
    return _wrap(_K_random.randint(int(minval), int(maxval), s, dtype=_dt(dtype), device=_device()))


def _window(kind: str, M):
    return _wrap(_creation.window(kind, M, _device()))


def hamming(M: int) -> Tensor:
    """The Hamming window of ``M`` points. Mirrors ``mindspore.numpy.hamming`` (2.10)."""
    return _window("hamming", M)


def hanning(M: int) -> Tensor:
    """The Hann window of ``M`` points. Mirrors ``mindspore.numpy.hanning`` (2.10)."""
    return _window("hanning", M)


def bartlett(M: int) -> Tensor:
    """The Bartlett window of ``M`` points. Mirrors ``mindspore.numpy.bartlett`` (2.10)."""
    return _window("bartlett", M)


def blackman(M: int) -> Tensor:
    """The Blackman window of ``M`` points. Mirrors ``mindspore.numpy.blackman`` (2.10)."""
    return _window("blackman", M)


class _Grid:
    """``mgrid[...]`` / ``ogrid[...]``: dense or open grids from slices (a step ``Nj`` means N points)."""

    def __init__(self, sparse: bool) -> None:
        self.sparse = sparse

    def __getitem__(self, keys):
        single = not isinstance(keys, tuple)
        keys = (keys,) if single else keys
        axes = []
        for s in keys:
            start = 0 if s.start is None else s.start
            step = 1 if s.step is None else s.step
            if isinstance(step, complex):
                axes.append(linspace(start, s.stop, int(abs(step)))._data())
            else:
                axes.append(arange(start, s.stop, step)._data())
        if single:
            return _wrap(axes[0])
        if self.sparse:
            return ix_(*[_wrap(a) for a in axes])
        d = torch.result_type(*axes) if len(axes) > 1 else axes[0].dtype
        return _wrap(_K_array.stack_any(list(_K_array.meshgrid_views([a.to(d) for a in axes], "ij"))))


mgrid = _Grid(False)
ogrid = _Grid(True)


def histogram_bin_edges(a, bins=10, range=None, weights=None) -> Tensor:
    """Edges of ``bins`` equal bins over ``range`` (default the data's), Float32; ``bins`` a Tensor / list /
    tuple is returned as it is, in its own dtype (a list of ints is Int32). Mirrors
    ``mindspore.numpy.histogram_bin_edges`` (2.10).

    Raises:
        ValueError: array ``bins`` not 1-D.
    """
    t = _to_torch(a).float()
    if isinstance(bins, (Tensor, list, tuple)):
        b = _to_torch(bins)
        if b.ndim != 1:
            raise ValueError("`bins` must be 1d, when an array")
        return _wrap(b)
    lo, hi = (t.min().item(), t.max().item()) if range is None else range
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    return _wrap(_creation.linspace_in(lo, hi, bins + 1, torch.float32, torch.float32, t.device))


def pad(arr, pad_width, mode: str = "constant", stat_length=None, constant_values=0, end_values=0,
        reflect_type: str = "even", **kwargs) -> Tensor:  # fmt: skip
    """Pad ``arr`` by ``pad_width`` (int, pair, or a pair per axis); modes ``'constant'``, ``'edge'``,
    ``'reflect'``, ``'symmetric'``, ``'wrap'``, ``'maximum'``, ``'minimum'``, ``'mean'``, ``'median'``,
    ``'linear_ramp'``, ``'empty'`` (numpy's semantics, computed through numpy on the host).

    Mirrors ``mindspore.numpy.pad`` (2.10).
    """
    import numpy as onp

    t = _to_torch(arr)
    kw = {}
    if mode == "constant":
        kw["constant_values"] = constant_values
    elif mode in ("maximum", "minimum", "mean", "median"):
        kw["stat_length"] = stat_length
    elif mode == "linear_ramp":
        kw["end_values"] = end_values
    elif mode in ("reflect", "symmetric"):
        kw["reflect_type"] = reflect_type
    pw = pad_width.asnumpy() if isinstance(pad_width, Tensor) else pad_width
    out = onp.pad(t.detach().cpu().numpy(), pw, mode=mode, **kw)
    return _wrap(_creation.from_numpy(out, t.device))
