"""Scan kernels: cumulative sums and products, logcumsumexp, differences and the trapezoidal rule.

MindSpore's CPU scans accumulate step by step in the result dtype: Float16 sums round at each step (torch sums
Float16 in Float32 and rounds once) and the unsigned types torch lacks wrap in their own width. The surfaces
(``ops.cumsum``, ``ops.CumSum()``, ``mint.cumsum``, ``mindspore.numpy.cumsum``, ``Tensor.cumsum``, ...)
unwrap their arguments, call a kernel here and wrap the result.
"""

from __future__ import annotations

import numpy as np
import torch

from . import dtypes as _dtypes
from .errors import dtype_error
from . import errors as _errors

__all__ = [
    "cummax",
    "cumsum",
    "cumsum_input",
    "cumprod",
    "np_cumprod_dtype",
    "np_cumprod",
    "scan",
    "logcumsumexp",
    "diff",
    "ediff1d",
    "trapz",
    "nan_zero",
    "gradient",
    "unwrap",
]

_CUMSUM_MSG = (
    "For primitive[CumSum], the input argument[x] must be a type of {Tensor[BFloat16], Tensor[Complex128], "
    "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
    "Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got "
    "Tensor[Bool]."
)


def cumsum_input(t: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """The input of MindSpore's CumSum: ``t`` cast to ``dtype`` first when given (so a Bool input with a numeric
    ``dtype`` is accepted).

    Raises:
        TypeError: a Bool input (after the cast), as MindSpore's CumSum type check.
    """
    if dtype is not None:
        t = t.to(dtype)
    if t.dtype == torch.bool:
        raise TypeError(_CUMSUM_MSG)
    return t


def cumsum(t: torch.Tensor, dim: int, dtype: torch.dtype | None = None, reverse: bool = False, ms: bool = True):
    """Cumulative sum along ``dim`` in ``dtype`` (None: ``t``'s dtype).

    ``ms`` (``ops.cumsum``, ``ops.CumSum``): MindSpore's arithmetic: Float16 accumulates step by step in Float16
    and UInt16/32/64 wrap in their own width; ``reverse`` scans from the end. Without ``ms`` (``mint.cumsum``):
    torch's cumsum (integer and Bool inputs give Int64 when ``dtype`` is None).
    """
    if not ms:
        return torch.cumsum(t, dim, dtype=dtype)
    td = t.dtype if dtype is None else dtype
    t = t.to(td)
    if reverse:
        t = t.flip(dim)
    if td == torch.float16:
        out = _dtypes.seq_cumsum(t, dim)
    elif td in _dtypes.WIDE:
        out = _dtypes.narrow(torch.cumsum(_dtypes.widen(t), dim=dim), td)
    else:
        out = torch.cumsum(t, dim=dim, dtype=td)
    return out.flip(dim) if reverse else out


def cumprod(t: torch.Tensor, dim: int, dtype: torch.dtype | None = None) -> torch.Tensor:
    """MindSpore 2.10's ``ops.cumprod`` / ``mint.cumprod``: the cumulative product along ``dim`` in ``dtype`` when
    given, else integer and Bool inputs give Int64 and floats keep their dtype; UInt16/32/64 wrap."""
    td = dtype if dtype is not None else (t.dtype if t.is_floating_point() or t.is_complex() else torch.int64)
    if td in _dtypes.WIDE:
        return _dtypes.narrow(torch.cumprod(_dtypes.widen(t.to(td)), dim=dim), td)
    return torch.cumprod(t, dim=dim, dtype=td)


def np_cumprod_dtype(dtype: torch.dtype) -> torch.dtype:
    """``mindspore.numpy.cumprod``'s result dtype without ``dtype=``: Int8/Int16/Bool give Int32, UInt8/UInt16
    UInt32, others keep theirs."""
    if dtype in (torch.int8, torch.int16, torch.bool):
        return torch.int32
    if dtype in (torch.uint8, torch.uint16):
        return torch.uint32
    return dtype


def np_cumprod(t: torch.Tensor, dim: int, dtype: torch.dtype) -> torch.Tensor:
    """``mindspore.numpy.cumprod``: the cumulative product along ``dim`` computed in Float32 (Float64 stays
    Float64), as MindSpore computes it, then cast to ``dtype``."""
    f = t if t.dtype == torch.float64 else t.to(torch.float32)
    r = torch.cumprod(f, dim=dim)
    if dtype in _dtypes.WIDE:
        return _dtypes.narrow(r.to(torch.int64), dtype)
    return r.to(dtype)


def cummax(t: torch.Tensor, dim: int, largest: bool = True, ms: bool = True) -> tuple:
    """``(values, indices)`` of the running maximum (``largest``) or minimum along ``dim`` (the last index on
    ties). ``ms`` (``ops.cummax`` / ``ops.cummin``): UInt16/32/64 computed wider, and ``ops.cummin``'s indices are
    Int32 as MindSpore 2.10 gives (``cummax``'s Int64); else torch's (``mint``: Int64 indices)."""
    tfn = torch.cummax if largest else torch.cummin
    if not ms:
        return tuple(tfn(t, dim))
    v, i = _dtypes.call(tfn, t, dim, order=True, cast=(0,))
    return v, (i if largest else i.int())


def _exclusive(out: torch.Tensor, dim: int, empty) -> torch.Tensor:
    """``out`` shifted by one along ``dim``, ``empty`` first (an exclusive scan)."""
    first = torch.full_like(out.narrow(dim, 0, 1), empty)
    return torch.cat([first, out.narrow(dim, 0, out.shape[dim] - 1)], dim)


def scan(kind: str, t: torch.Tensor, dim: int, exclusive: bool = False, reverse: bool = False) -> torch.Tensor:
    """The ``ops.CumSum`` / ``ops.CumProd`` primitives (``kind`` 'sum' or 'prod'): the scan along ``dim`` in the
    input dtype, from the end with ``reverse``, shifted by one with ``exclusive`` (0 or 1 first). UInt16/32/64
    are scanned in a wider type and wrapped back at the end.

    Raises:
        TypeError: a Bool input of CumSum (MindSpore's type check).
    """
    src = t.dtype
    if src == torch.bool and kind == "sum":
        cumsum_input(t)
    if src in _dtypes.WIDE and src != torch.bool:
        t = _dtypes.widen(t)
    if reverse:
        t = t.flip(dim)
    out = cumsum(t, dim, t.dtype) if kind == "sum" else torch.cumprod(t, dim, dtype=t.dtype)
    if exclusive:
        out = _exclusive(out, dim, 0 if kind == "sum" else 1)
    return _dtypes.narrow(out.flip(dim) if reverse else out, src)


_F16_64 = (torch.float16, torch.float32, torch.float64)


def logcumsumexp(t: torch.Tensor, dim: int, exclusive: bool = False, reverse: bool = False) -> torch.Tensor:
    """``log(cumsum(exp(t)))`` along ``dim``, computed stably: MindSpore's CumulativeLogsumexp (``ops.logcumsumexp``
    and the primitive, with ``reverse`` and ``exclusive``: the empty sum is the dtype's lowest value).

    Raises:
        TypeError: an input that is not Float16/32/64.
    """
    if t.dtype not in _F16_64:
        raise dtype_error("CumulativeLogsumexp", "x", t.dtype, _F16_64)
    if reverse:
        t = t.flip(dim)
    out = torch.logcumsumexp(t, dim)
    if exclusive:
        out = _exclusive(out, dim, torch.finfo(t.dtype).min)
    return out.flip(dim) if reverse else out


def diff(t: torch.Tensor, n: int = 1, dim: int = -1, prepend=None, append=None, prim: str | None = None):
    """``n``-th forward difference along ``dim`` (Bool: XOR), with optional ``prepend``/``append`` tensors.

    With ``prim`` (``ops.diff``): MindSpore's checks, ``n`` must be 1 and UInt16/32/64 are refused. Without
    (``mint.diff``, ``mindspore.numpy.diff``): torch's diff.

    Raises:
        RuntimeError: ``n`` other than 1 (``prim``). TypeError: an unsigned input (``prim``).
    """
    if prim is not None:
        if n != 1:
            raise _errors.runtime_error(prim, f"'n' must be 1, but got {n}")
        if t.dtype in (torch.uint16, torch.uint32, torch.uint64):
            from .errors import dtype_name

            raise _errors.type_error(
                prim, f"the data type of the elements in 'x' cannot be uint16, uint32, uint64, but got {dtype_name(t)}"
            )
    return torch.diff(t, n, dim, prepend, append)


def ediff1d(t: torch.Tensor, to_end=None, to_begin=None) -> torch.Tensor:
    """Differences of the flattened ``t``, with ``to_begin`` / ``to_end`` (flattened, in ``t``'s dtype) around
    them (``mindspore.numpy.ediff1d``)."""
    t = t.reshape(-1)
    parts = [torch.diff(t)]
    if to_begin is not None:
        parts.insert(0, to_begin.reshape(-1).to(t.dtype))
    if to_end is not None:
        parts.append(to_end.reshape(-1).to(t.dtype))
    return torch.cat(parts)


def trapz(y: torch.Tensor, x: torch.Tensor | None = None, dx: float = 1.0, dim: int = -1, keep_complex=True):
    """Trapezoidal integral of ``y`` along ``dim`` over the sample points ``x`` or the spacing ``dx``; integer and
    Bool inputs are computed in Float32 (``ops.trapz``, ``mindspore.numpy.trapz``; ``ops.trapz`` passes
    ``keep_complex=False``: a complex ``y`` is cast to Float32 too)."""
    if not (y.is_floating_point() or (keep_complex and y.is_complex())):
        y = y.float()
    if x is not None:
        return torch.trapezoid(y, x, dim=dim)
    return torch.trapezoid(y, dx=dx, dim=dim)


def nan_zero(t: torch.Tensor) -> torch.Tensor:
    """``t`` with NaN replaced by 0 (float tensors; others unchanged): ``mindspore.numpy.nancumsum``'s input."""
    return torch.nan_to_num(t, nan=0.0) if t.is_floating_point() else t


def gradient(t: torch.Tensor, spacing=1.0, dims=None, edge_order: int = 1) -> tuple:
    """The central-difference gradient of ``t`` along ``dims`` (one tensor per axis), with the sample ``spacing``
    (a number or one per axis): ``mindspore.numpy.gradient``."""
    return torch.gradient(t, spacing=spacing, dim=dims, edge_order=edge_order)


def unwrap(t: torch.Tensor, discont: float = 3.141592653589793, axis: int = -1) -> torch.Tensor:
    """Phase jumps larger than ``discont`` along ``axis`` removed by adding multiples of ``2 pi`` (numpy's unwrap:
    a cumulative correction): ``mindspore.numpy.unwrap``, in ``t``'s dtype promoted with Float32 (integers give
    Float32, as MindSpore adds its Float32 ``pi``)."""
    rt = torch.promote_types(t.dtype, torch.float32)
    return torch.from_numpy(np.unwrap(t.detach().cpu().numpy(), discont, axis)).to(rt)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
