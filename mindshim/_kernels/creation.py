"""Creation kernels: tensors made from values or shapes (arange, linspace, logspace, eye, *_like, conversions).

Each kernel takes plain Python values (and torch tensors where it copies one's shape) and owns the op's dtype
rules and MindSpore 2.10's argument checks. Zeros/ones/full of a checked shape are in :mod:`.array`.
"""

from __future__ import annotations

import warnings

import numpy as np
import torch
from ml_dtypes import bfloat16 as _NP_BF16

from .errors import dtype_name
from . import errors as _errors

__all__ = [
    "tensor",
    "as_tensor",
    "scalar",
    "from_numpy",
    "share_numpy",
    "to_numpy",
    "copy_numpy",
    "from_buffer",
    "copy_numpy_plain",
    "from_bytes",
    "from_dlpack",
    "sparse_coo",
    "sparse_csr",
    "full_like",
    "zeros_like",
    "ones_like",
    "empty",
    "empty_like",
    "full_cast",
    "eye",
    "range_check",
    "arange",
    "arange_ext",
    "linspace",
    "logspace",
    "tri_indices",
    "iota",
    "arange_in",
    "linspace_in",
    "np_linspace",
    "np_logspace",
    "np_geomspace",
    "tri",
    "np_eye",
    "window",
]


def tensor(values, dtype: torch.dtype | None = None, device=None) -> torch.Tensor:
    """A new tensor holding ``values`` (a number, a nested sequence of numbers, a numpy array or a tensor), of
    ``dtype`` (torch's inference when None): the conversion under ``ops.tuple_to_array``, ``ops.dyn_shape``,
    ``ops.scalar_to_tensor`` and the Tensor constructor."""
    return torch.tensor(values, dtype=dtype, device=device)


def as_tensor(values, dtype: torch.dtype | None = None, device=None) -> torch.Tensor:
    """``values`` as a tensor of ``dtype`` on ``device``, sharing memory with a numpy array or tensor where the
    dtype and device already agree (``torch.as_tensor``): list data of the Tensor constructor, values returned
    by gradient hooks."""
    return torch.as_tensor(values, dtype=dtype, device=device)


def scalar(x, device) -> torch.Tensor:
    """MindSpore's scalar-to-tensor rule for a Python number: a 0-d ``bool`` -> Bool, ``int`` -> Int64,
    ``float`` -> Float32 tensor."""
    if isinstance(x, bool):
        return torch.tensor(x, device=device)
    if isinstance(x, int):
        return torch.tensor(x, dtype=torch.int64, device=device)
    return torch.tensor(x, dtype=torch.float32, device=device)


def from_numpy(a: np.ndarray, device) -> torch.Tensor:
    """A tensor with the data of the numpy array ``a`` (made contiguous), on ``device``."""
    return torch.from_numpy(np.ascontiguousarray(a)).to(device)


def share_numpy(a: np.ndarray) -> torch.Tensor:
    """A CPU tensor sharing the memory of the numpy array ``a`` (same dtype and strides; torch's errors for
    negative strides or unsupported dtypes pass through): ``Tensor.from_numpy``, checkpoint and dataset data.
    A numpy ``bfloat16`` array (ml_dtypes, ``mindspore.common.np_dtype.bfloat16``) becomes a BFloat16 tensor."""
    if a.dtype == _NP_BF16:
        return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
    return torch.from_numpy(a)


def to_numpy(t: torch.Tensor) -> np.ndarray:
    """The numpy array sharing the memory of the CPU tensor ``t`` (resolved conjugate first); a BFloat16 tensor
    gives a numpy ``bfloat16`` array (ml_dtypes), as MindSpore 2.10's ``Tensor.asnumpy``."""
    if t.is_conj():
        t = t.resolve_conj()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(_NP_BF16)
    return t.numpy()


def from_buffer(buffer, dtype: torch.dtype, count: int = -1, offset: int = 0) -> torch.Tensor:
    """A 1-D tensor of ``dtype`` sharing the memory of ``buffer`` (any object with Python's buffer protocol),
    ``count`` items (-1: all) from byte ``offset``: ``mindspore.frombuffer``. A read-only buffer (``bytes``) is
    shared too, as MindSpore shares it; writing to such a tensor is undefined there as here.

    Raises:
        RuntimeError: MindSpore's messages: no buffer protocol, an empty buffer or ``count`` 0, ``count`` below
            -1, ``offset`` outside ``[0, len - 1]``, a remainder not a multiple of the item size, or too few bytes.
    """
    try:
        view = memoryview(buffer)
    except TypeError:
        raise RuntimeError("object does not implement Python buffer protocol.") from None
    length = view.nbytes
    size = torch.empty((), dtype=dtype).element_size()
    if length <= 0 or count == 0:
        raise RuntimeError(f"both buffer length ({length}) and count ({count}) must not be 0")
    if count < -1:
        raise RuntimeError(f"count ({count}) must be -1 or positive, but got negative value other than -1")
    if offset < 0 or offset > length - 1:
        raise RuntimeError(
            f"offset ({offset} bytes) must be non-negative and no greater than buffer length ({length} bytes) minus 1."
        )
    rest = length - offset
    if count == -1:
        if rest % size:
            raise RuntimeError(
                f"buffer length ({rest} bytes) after offset ({offset} bytes) must be a multiple of element size "
                f"({size})."
            )
        count = rest // size
    elif rest < count * size:
        raise RuntimeError(
            f"buffer length ({rest} bytes) after offset ({offset} bytes) is not enough for the requested count of "
            f"elements ({count} elements of size {size} bytes each, total {count * size} bytes)."
        )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # torch's note on read-only buffers
        return torch.frombuffer(buffer, dtype=dtype, count=count, offset=offset)


def copy_numpy(a: np.ndarray) -> torch.Tensor:
    """A CPU tensor owning a copy of the numpy array ``a`` (a read-only array is copied first, as torch cannot
    share it): the Tensor constructor's numpy path."""
    if a.dtype == _NP_BF16:
        return torch.from_numpy(a.view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(a.copy() if not a.flags.writeable else a).clone()


# numpy dtype characters torch.from_numpy takes: bool, (u)int8-64, float16/32/64, complex64/128
_TORCH_CHARS = frozenset("?bBhHiIlLqQefdFD")
_SMALL = 1 << 16  # bytes: below, numpy's copy is cheaper than torch's clone; above, torch's (threaded) copy wins


def copy_numpy_plain(a: np.ndarray) -> torch.Tensor | None:
    """:func:`copy_numpy` for the common case, without the error cover (the Tensor constructor's hot path):
    an array of a dtype torch holds, copied by numpy when small (any layout: the copy is C-contiguous) and by
    torch when large and C-contiguous; ``None`` for any other array (the caller takes the general path)."""
    if a.dtype.char not in _TORCH_CHARS:
        return None
    if a.nbytes <= _SMALL:  # ndarray.copy() is C-contiguous and writeable whatever ``a`` is: no flag to read
        return torch.from_numpy(a.copy())
    flags = a.flags
    if not flags.c_contiguous:
        return None
    if not flags.writeable:
        return torch.from_numpy(a.copy())
    return torch.from_numpy(a).clone()


def from_bytes(buf: np.ndarray, start: int, end: int, dtype: torch.dtype, shape: tuple) -> torch.Tensor:
    """A fresh, aligned tensor of ``dtype`` and ``shape`` holding the raw bytes ``buf[start:end]`` of the uint8
    array ``buf`` (Bool from any nonzero byte; uninitialised when the range is empty): checkpoint and safetensors
    reading."""
    if end == start:
        return torch.empty(shape, dtype=dtype)
    dst = np.empty(end - start, np.uint8)
    dst[:] = buf[start:end]
    t = torch.from_numpy(dst)
    if dtype == torch.bool:
        return (t != 0).reshape(shape)
    return t.view(dtype).reshape(shape)


def from_dlpack(x) -> torch.Tensor:
    """The tensor behind a DLPack capsule or an object with ``__dlpack__`` (shared memory): ``utils.dlpack``."""
    return torch.from_dlpack(x)


def sparse_coo(indices: torch.Tensor, values: torch.Tensor, shape) -> torch.Tensor:
    """torch's COO tensor of ``shape`` with ``values`` at the ``(N, ndim)`` ``indices`` (checked)."""
    return torch.sparse_coo_tensor(indices.long().t(), values, shape, check_invariants=True)


def sparse_csr(indptr: torch.Tensor, indices: torch.Tensor, values: torch.Tensor, shape) -> torch.Tensor:
    """torch's CSR tensor of ``shape`` from its row pointers, column indices and values (checked)."""
    return torch.sparse_csr_tensor(indptr.long(), indices.long(), values, shape, check_invariants=True)


def zeros_like(t: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """Zeros with ``t``'s shape and device, of ``dtype`` (``t``'s when None): ``ops.zeros_like``,
    ``mint.zeros_like``."""
    return torch.zeros_like(t, dtype=dtype)


def ones_like(t: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """Ones with ``t``'s shape and device, of ``dtype`` (``t``'s when None): ``ops.ones_like``, ``mint.ones_like``."""
    return torch.ones_like(t, dtype=dtype)


def empty(dims, dtype: torch.dtype | None, device) -> torch.Tensor:
    """An uninitialised tensor of shape ``dims``: ``mint.empty``, ``numpy.empty``."""
    return torch.empty(dims, dtype=dtype, device=device)


def empty_like(t: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """An uninitialised tensor with ``t``'s shape and device, of ``dtype`` (``t``'s when None)."""
    return torch.empty_like(t, dtype=dtype)


def full_like(t: torch.Tensor, value, dtype: torch.dtype | None = None) -> torch.Tensor:
    """``value`` with ``t``'s shape, device and dtype (or ``dtype``): ``Tensor.fill``, ``mint.full_like``."""
    return torch.full_like(t, value, dtype=dtype)


def full_cast(dims, value, dtype: torch.dtype, device) -> torch.Tensor:
    """``value`` over the shape ``dims``, made in the dtype the value implies and then cast to ``dtype`` (``2.7``
    becomes ``2`` for an integer dtype): ``ops.full_like``, ``ops.fills``, ``Tensor.new_full``."""
    return torch.full(dims, value, device=device).to(dtype)


def eye(n: int, m: int | None, dtype: torch.dtype, device, checked: bool = True) -> torch.Tensor:
    """MindSpore's Eye: the ``n x m`` identity matrix (``m`` defaults to ``n``). ``checked=False``
    (``mint.eye``) leaves the size check to torch.

    Raises:
        ValueError: for a negative ``n`` or ``m`` (``Eye error: n value can not be negative.``).
    """
    if checked and (n < 0 or (m is not None and m < 0)):
        raise ValueError(f"Eye error: {'n' if n < 0 else 'm'} value can not be negative.")
    return torch.eye(n, m if m is not None else n, dtype=dtype, device=device)


def range_check(start, end, step) -> None:
    """MindSpore's Range checks of ``start``, ``end`` and ``step``.

    Raises:
        ValueError: if ``step`` is 0 or points away from ``end``.
    """
    if step == 0:
        raise ValueError("For Range, delta cannot be equal to zero.")
    if step < 0 and end > start:
        raise ValueError("For Range, delta cannot be negative when limit > start.")
    if step > 0 and end < start:
        raise ValueError("For Range, delta cannot be positive when limit < start.")


def arange(start, end, step, dtype: torch.dtype | None, device) -> torch.Tensor:
    """``ops.arange`` / ``ops.Range``: ``start, start+step, ...`` below ``end`` (numbers), checked by
    :func:`range_check`. Without ``dtype``: Int64 for ints, Float32 if any bound is a float."""
    range_check(start, end, step)
    if dtype is None:
        dtype = torch.float32 if any(isinstance(v, float) for v in (start, end, step)) else torch.int64
    return torch.arange(start, end, step, dtype=dtype, device=device)


def arange_ext(vals, dtype: torch.dtype | None, device) -> torch.Tensor:
    """``mint.arange`` (``ops.arange_ext``) of the numbers ``vals = (start, end, step)``: Int64 when all are
    ints, else Float32, unless ``dtype``; a float result is computed in Float64 and cast.

    Raises:
        ValueError: if ``step`` is 0 or points away from ``end`` (MindSpore's error naming ``Arange``).
    """
    if vals[2] == 0:
        raise _errors.value_error("Arange", "'step' cannot equal to 0.")
    if (vals[2] > 0 and vals[0] > vals[1]) or (vals[2] < 0 and vals[0] < vals[1]):
        raise _errors.value_error(
            "Arange",
            f"upper bound and lower bound inconsistent with step sign, but got start: {vals[0]}, "
            f"end: {vals[1]}, step: {vals[2]}.",
        )
    all_int = all(isinstance(v, int) and not isinstance(v, bool) for v in vals)
    td = dtype if dtype is not None else (torch.int64 if all_int else torch.float32)
    if all_int or not td.is_floating_point:
        return torch.arange(*vals, dtype=td, device=device)
    return torch.arange(*vals, dtype=torch.float64, device=device).to(td)


def linspace(start, stop, n: int, device) -> torch.Tensor:
    """MindSpore's LinSpace: ``n`` values ``start + i * (stop - start) / (n - 1)`` computed in the bounds' dtype.

    ``start``/``stop`` are 0-d Float32/Float64 tensors of one dtype, or numbers (made Float32).

    Raises:
        TypeError: for other dtypes, or bounds of different dtypes.
        ValueError: for bounds that are not 0-d, or ``n`` < 1.
    """
    ts = []
    for name, v in (("start", start), ("stop", stop)):
        vt = v if isinstance(v, torch.Tensor) else torch.tensor(float(v), device=device)
        if name == "stop" and vt.dtype != ts[0].dtype:
            raise TypeError("For primitive[LinSpace], the input type must be same.")
        if vt.dtype not in (torch.float32, torch.float64):
            raise TypeError(
                f"For primitive[LinSpace], the input argument[{name} type] must be a type of {{Tensor[Float32], "
                f"Tensor[Float64]}}, but got Tensor[{dtype_name(vt)}]."
            )
        if vt.ndim != 0:
            raise ValueError(f"For primitive[LinSpace], the rank of '{name}' must be equal to 0, but got {vt.ndim}.")
        ts.append(vt)
    if n <= 0:
        raise ValueError(f"For primitive[LinSpace], the num must be greater than 0, but got {n}.")
    lo, hi = ts
    i = torch.arange(n, dtype=lo.dtype, device=lo.device)
    step = (hi - lo) / (n - 1) if n > 1 else torch.zeros_like(lo)
    return lo + step * i


def logspace(start: float, end: float, steps: int, base, dtype: torch.dtype, device) -> torch.Tensor:
    """``steps`` values ``base ** x`` for ``x`` evenly spaced from ``start`` to ``end``, computed in Float64 and
    cast to ``dtype`` (MindSpore's LogSpace; its argument checks are the adapter's)."""
    return torch.logspace(start, end, steps, base=base, dtype=torch.float64, device=device).to(dtype)


def tri_indices(row: int, col: int, offset: int, upper: bool, dtype: torch.dtype, device) -> torch.Tensor:
    """MindSpore's TrilIndices / TriuIndices: the ``(2, n)`` coordinates of the lower (upper) triangle of a
    ``row x col`` matrix from the ``offset`` diagonal."""
    fn = torch.triu_indices if upper else torch.tril_indices
    return fn(row, col, offset, dtype=dtype, device=device)


def iota(n: int, dtype: torch.dtype | None, device) -> torch.Tensor:
    """``0, 1, ..., n-1`` of ``dtype`` (Int64 when None), unchecked: ``numpy.indices``, ``numpy.diag_indices``."""
    return torch.arange(n, dtype=dtype, device=device)


def arange_in(vals, compute: torch.dtype, dtype: torch.dtype, device) -> torch.Tensor:
    """``torch.arange(*vals)`` computed in ``compute`` (Int64 or Float64 for exact steps) and cast to ``dtype``:
    ``numpy.arange`` and ``mint.arange`` (their argument checks are the adapters')."""
    return torch.arange(*vals, dtype=compute, device=device).to(dtype)


def linspace_in(start, end, steps: int, compute: torch.dtype, dtype: torch.dtype, device) -> torch.Tensor:
    """``steps`` evenly spaced numbers from ``start`` to ``end`` (inclusive) computed in ``compute`` and cast to
    ``dtype`` (torch's rule: the last value is ``end``): ``mint.linspace``, ``numpy.histogram_bin_edges``."""
    return torch.linspace(start, end, steps, dtype=compute, device=device).to(dtype)


def np_linspace(s: torch.Tensor, e: torch.Tensor, num: int, endpoint: bool, axis: int, dtype: torch.dtype) -> tuple:
    """``mindspore.numpy.linspace``: ``num`` values from ``s`` to ``e`` (array bounds broadcast; ``endpoint``
    includes ``e``, the samples along ``axis``) computed in Float64, and the Float32 step. An integer ``dtype``
    floors the values."""
    s, e = s.double(), e.double()
    div = (num - 1) if endpoint else num
    step = (e - s) / div if div > 0 else torch.full_like(s, float("nan"))
    idx = torch.arange(num, dtype=torch.float64, device=s.device).reshape((-1,) + (1,) * s.ndim)
    out = s + idx * step if num > 1 or not endpoint else (s + idx * 0)
    if endpoint and num > 1:
        out[-1] = e
    out = torch.movedim(out, 0, axis) if out.ndim > 1 else out
    res = out.floor().to(dtype) if not dtype.is_floating_point else out.to(dtype)
    return res, step.to(torch.float32)


def np_logspace(lin: torch.Tensor, base: float, dtype: torch.dtype) -> torch.Tensor:
    """``base ** lin`` in Float64, cast to ``dtype`` (``mindspore.numpy.logspace`` over its exponents ``lin``)."""
    return torch.pow(torch.tensor(base, dtype=torch.float64), lin).to(dtype)


def np_geomspace(
    ls: torch.Tensor, start: float, stop: float, num: int, endpoint: bool, dtype: torch.dtype
) -> torch.Tensor:
    """``10 ** ls`` with the exact ``start`` (and ``stop`` with ``endpoint``) at the ends, cast to ``dtype``
    (``mindspore.numpy.geomspace`` over its base-10 exponents ``ls``)."""
    out = torch.pow(10.0, ls)
    if endpoint and num > 1:
        out[0], out[-1] = start, stop
    return out.to(dtype)


def tri(n: int, m: int, k: int, dtype: torch.dtype, device, upper: bool = False) -> torch.Tensor:
    """Ones at and below (with ``upper``: at and above) the ``k``-th diagonal of an ``n x m`` matrix, zeros
    elsewhere (``numpy.tri``)."""
    ones = torch.ones((n, m), dtype=dtype, device=device)
    return torch.triu(ones, k) if upper else torch.tril(ones, k)


def np_eye(n: int, m: int, k: int, dtype: torch.dtype, device) -> torch.Tensor:
    """An ``n x m`` matrix with ones on the ``k``-th diagonal (``numpy.eye``)."""
    return torch.triu(tri(n, m, k, dtype, device), k)


_WINDOWS = {
    "hamming": torch.hamming_window,
    "hanning": torch.hann_window,
    "bartlett": torch.bartlett_window,
    "blackman": torch.blackman_window,
}


def window(kind: str, m: int, device) -> torch.Tensor:
    """The symmetric ``kind`` window (hamming, hanning, bartlett, blackman) of ``m`` points in Float32, computed
    in Float64 (``numpy.hamming`` ...): empty for ``m < 1``, ``[1.]`` for ``m == 1``."""
    if m < 1:
        return torch.zeros(0, dtype=torch.float32, device=device)
    if m == 1:
        return torch.ones(1, dtype=torch.float32, device=device)
    return _WINDOWS[kind](m, periodic=False, dtype=torch.float64).to(torch.float32).to(device)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals(), skip=("copy_numpy_plain",))  # the constructor's hot path: it meets no torch error
