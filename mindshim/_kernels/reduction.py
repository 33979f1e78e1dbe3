"""Reduction kernels: sums, means, products, statistics, medians, histograms, arg-max/min and max/min with
indices (MindSpore's NaN rule), and axis checks.

MindSpore's CPU kernels scan a row keeping the first element and replacing it by a strictly greater (smaller)
one, so NaN elements after the first are skipped and a NaN first element wins (torch's argmax picks any NaN).
"""

from __future__ import annotations

import builtins

import torch

from . import dtypes as _dtypes
from .errors import dtype_error, select_fail
from .transform import in_transform
from . import errors as _errors

__all__ = [
    "histogramdd",
    "check_axes",
    "argmax",
    "max_with_index",
    "amax",
    "initial_where",
    "np_extremum",
    "reduce_error",
    "reduce_as",
    "reduce",
    "reduce_plain",
    "mean",
    "prod",
    "std_var",
    "std_mean",
    "logsumexp",
    "all_",
    "any_",
    "median",
    "nanmedian",
    "kthvalue",
    "count_nonzero",
    "histc",
    "bincount",
    "norm",
    "ptp",
    "total",
    "np_var",
    "nanmean",
    "nanvar",
    "average",
    "histogram",
    "max_min",
    "max_dim",
    "aminmax",
    "quantile",
    "corrcoef",
    "square_sum",
    "cov",
]


def check_axes(prim: str, ndim: int, dim) -> None:
    """Raise MindSpore's ValueError (``For primitive[X], the axis value must be in [-n,n)``) for an axis of ``dim``
    (an int or a tuple of ints) outside the range of a rank-``ndim`` tensor (a 0-d tensor counts as rank 1)."""
    nd = max(ndim, 1)
    for d in dim if isinstance(dim, tuple) else (dim,):
        if not -nd <= d < nd:
            raise ValueError(f"For primitive[{prim}], the axis value must be in [{-nd},{nd}), but got {d}.")


def _first_nan(nan: torch.Tensor, dim, keepdim: bool) -> torch.Tensor:
    if dim is None:
        first = nan.reshape(-1)[0]
        return first.reshape((1,) * nan.ndim) if keepdim else first
    first = nan.select(dim, 0)
    return first.unsqueeze(dim) if keepdim else first


def argmax(
    t: torch.Tensor,
    dim=None,
    keepdim: bool = False,
    largest: bool = True,
    fn=None,
    ms: bool = True,
    widen: bool = False,
    op: str | None = None,
) -> torch.Tensor:
    """Index of the maximum (``largest``) or minimum along ``dim`` (None: flattened) with MindSpore's NaN rule
    (``ms=False``: torch's rule, for ``mint.argmax`` / ``mint.argmin``).

    ``fn`` is the torch call for a tensor without NaN (``torch.argmax`` by default); ``widen``: the dtypes torch
    lacks are computed wider, refusing those MindSpore's CPU kernel of ``op`` ('Argmax'/'Argmin') refuses.
    """
    if fn is None and widen:
        base = torch.argmax if largest else torch.argmin

        def fn(x, dim=None, keepdim=False):
            return _dtypes.call(base, x, dim=dim, keepdim=keepdim, order=True, cast=(), op=op)

    fn = fn or (torch.argmax if largest else torch.argmin)
    if not ms or not t.is_floating_point() or t.numel() == 0:
        return fn(t, dim=dim, keepdim=keepdim)
    nan = t.isnan()
    if t.device.type == "cpu" and not in_transform() and not nan.any():
        return fn(t, dim=dim, keepdim=keepdim)
    r = fn(t.masked_fill(nan, float("-inf") if largest else float("inf")), dim=dim, keepdim=keepdim)
    return torch.where(_first_nan(nan, dim, keepdim), torch.zeros_like(r), r)


def max_with_index(t: torch.Tensor, dim: int, keepdim: bool = False, largest: bool = True) -> tuple:
    """``(values, indices)`` of the maximum (minimum) along ``dim`` with MindSpore's NaN rule (see the module)."""
    idx = argmax(t, dim, True, largest)
    vals = t.gather(dim, idx) if t.ndim else t
    if not keepdim and t.ndim:
        idx, vals = idx.squeeze(dim), vals.squeeze(dim)
    return vals, idx


def _grouped(t: torch.Tensor, dim) -> tuple:
    """``t`` with the reduced axes ``dim`` (None: all) moved last and flattened into one: (view, kept shape)."""
    if dim is None:
        return t.reshape(-1), ()
    dims = sorted({d % t.ndim for d in (dim if isinstance(dim, tuple) else (dim,))})
    keep = [d for d in range(t.ndim) if d not in dims]
    v = t.permute(*keep, *dims)
    return v.reshape(*(t.shape[d] for d in keep), -1), tuple(t.shape[d] for d in keep)


def amax(
    t: torch.Tensor, dim=None, keepdim: bool = False, largest: bool = True, fn=None, ms: bool = True
) -> torch.Tensor:
    """Maximum (``largest``) or minimum over ``dim`` (None: all; an int or a tuple) with MindSpore's NaN rule (a
    NaN first element of a reduced group gives NaN, later NaNs are skipped; ``ms=False``: torch's rule, NaN
    propagates, for ``mint.amax`` / ``mint.amin``). ``fn(t, dim, keepdim)`` is the torch call for a tensor
    without NaN (a dtype-widening wrapper of ``torch.amax`` / ``torch.amin``)."""
    fn = fn or (lambda x, dim=None, keepdim=False: (torch.amax if largest else torch.amin)(
        x, dim=() if dim is None else dim, keepdim=keepdim))  # fmt: skip
    if not ms or not t.is_floating_point() or t.numel() == 0 or t.ndim == 0:
        return fn(t, dim=dim, keepdim=keepdim)
    nan = t.isnan()
    if t.device.type == "cpu" and not in_transform() and not nan.any():
        return fn(t, dim=dim, keepdim=keepdim)
    g, kept = _grouped(t.masked_fill(nan, float("-inf") if largest else float("inf")), dim)
    first = _grouped(nan, dim)[0][..., 0]
    r = (torch.amax if largest else torch.amin)(g, dim=-1)
    r = torch.where(first, torch.full_like(r, float("nan")), r)
    if keepdim:
        dims = range(t.ndim) if dim is None else {d % t.ndim for d in (dim if isinstance(dim, tuple) else (dim,))}
        r = r.reshape([1 if d in dims else n for d, n in enumerate(t.shape)])
    return r.reshape(kept) if not keepdim else r


def _scalar_of(value, dtype: torch.dtype, device) -> torch.Tensor:
    """``value`` (a Python number) as a 0-d tensor of ``dtype`` by MindSpore's Fill cast: floats truncate to
    integers, integers wrap into narrower (unsigned) types, out-of-range floats become inf."""
    wide = torch.float64 if isinstance(value, float) else torch.int64
    if isinstance(value, int) and not -(2**63) <= value < 2**63:
        wide = torch.float64
    return torch.tensor(value, dtype=wide, device=device).to(dtype)


def initial_where(t: torch.Tensor, initial=None, where: torch.Tensor | None = None, largest: bool = True):
    """The input of MindSpore's ``initial=`` / ``where=`` max/min reductions (``ops.amax``, ``ops.amin``,
    ``ops.max``, ``ops.min``, their Tensor methods, ``mindspore.numpy.amax`` / ``amin``): each element becomes
    ``max(x, initial)`` (``largest``; else ``min``) by MindSpore's Maximum rule ``x > init ? x : init`` (a NaN
    element gives ``initial``), then where ``where`` (broadcast to ``t``'s shape) is False, ``initial`` itself.

    ``initial``: a Python number (or None), cast to ``t``'s dtype as MindSpore's Fill does (4.5 is 4 in an integer
    tensor, -3 is 253 in UInt8, 1e6 is inf in Float16). ``where``: a Bool tensor or None (no mask).

    Raises:
        ValueError: ``where`` without ``initial`` (``initial value must be provided for where masks``), or a
        ``where`` that does not broadcast to ``t``'s shape (BroadcastTo's message).
        TypeError: a ``where`` that is not Bool (MindSpore's Select has no kernel for it).
    """
    if where is not None and initial is None:
        raise ValueError("initial value must be provided for where masks")
    if initial is None:
        return t
    init = _scalar_of(initial, t.dtype, t.device)
    t = torch.where(t > init if largest else t < init, t, init)
    if where is None:
        return t
    if where.dtype != torch.bool:
        raise select_fail("Select")
    ws, ts = list(where.shape), list(t.shape)
    if len(ws) > len(ts):
        raise ValueError(
            "For primitive [BroadcastTo]: input's rank should be less equal to the number of proposed_shape, but got "
            f"{len(ws)} and {len(ts)}"
        )
    if any(a not in (1, b) for a, b in zip(ws[::-1], ts[::-1])):
        raise _errors.value_error(
            "BroadcastTo",
            "in order to broadcast, each dimension pair must be equal or input dimension is 1 or "
            f"target dimension is -1. But got x_shape: ({', '.join(map(str, ws))}), target shape: "
            f"({', '.join(map(str, ts))}).",
        )
    return torch.where(where, t, init)


def np_extremum(t: torch.Tensor, axes, keepdims: bool, initial=None, where: torch.Tensor | None = None,
                largest: bool = True) -> torch.Tensor:  # fmt: skip
    """MindSpore's numpy-style max/min reduction (``reduce_``: ``mindspore.numpy.amax`` / ``amin``, ``Tensor.max`` /
    ``min`` over a tuple of axes): :func:`initial_where`, except that a ``where`` of higher rank broadcasts ``t`` to
    its shape and its leading dimensions are reduced too; ``axes`` (None: all; an int or tuple, already checked)
    refer to ``t``'s own dimensions. MindSpore's NaN rule (:func:`amax`)."""
    extra = 0
    if where is not None and initial is not None and where.ndim > t.ndim:
        extra = where.ndim - t.ndim
        ws, ts = list(where.shape[extra:]), list(t.shape)
        if all(a in (1, b) or b == 1 for a, b in zip(ws, ts)):
            t = t.expand(list(where.shape[:extra]) + [max(a, b) for a, b in zip(ws, ts)])
    t = initial_where(t, initial, where, largest)
    if not t.ndim:
        return t
    if extra:
        own = range(t.ndim - extra) if axes is None or axes == () else axes if isinstance(axes, tuple) else (axes,)
        axes = tuple(range(extra)) + tuple(a % (t.ndim - extra) + extra for a in own)
    return amax(t, axes, keepdims, largest)


def reduce_as(tfn, t: torch.Tensor, dtype: torch.dtype, **kw) -> torch.Tensor:
    """``tfn(t, dtype=dtype, **kw)`` for a sum or product reduction ``tfn``; an unsigned ``dtype`` torch cannot
    accumulate in is reduced in the wider type and wrapped back (MindSpore's ReduceSum of UInt16 keeps UInt16)."""
    if dtype in _dtypes.WIDE and dtype != torch.bool:
        return _dtypes.narrow(tfn(_dtypes.widen(t), dtype=_dtypes.WIDE[dtype], **kw), dtype)
    return tfn(t, dtype=dtype, **kw)


def reduce(kind: str, t: torch.Tensor, dim=None, keepdim: bool = False, dtype: torch.dtype | None = None):
    """MindSpore's reduction ``kind`` ('sum', 'nansum', 'mean', 'nanmean', 'amax', 'amin', 'all', 'any') over
    ``dim`` (None: all elements; ``keepdim`` then keeps every axis as size 1): ``ops.sum``, ``ops.ReduceSum``,
    ``ops.mean``, ``ops.amax``, ``ops.all``, ... (the adapters check the axes).

    The dtypes torch lacks (UInt16/32/64, Bool) are computed wider: the sums in the unsigned ``dtype``, wrapping;
    amax/amin/all/any in the order-keeping widening (see :mod:`.dtypes`). ``dtype``: the sum's result dtype.
    'amax' / 'amin' follow MindSpore's NaN rule (:func:`amax`); 'mean' is :func:`mean` (truncated integer
    means).
    """
    tfn = _REDUCERS[kind]
    if kind in ("amax", "amin", "all", "any"):

        def widened(x, dim=None, keepdim=False):
            if dim is None:
                out = _dtypes.call(tfn, x, order=True)
                return out.reshape((1,) * x.ndim) if keepdim else out
            return _dtypes.call(tfn, x, dim=dim, keepdim=keepdim, order=True)

        if kind in ("amax", "amin"):
            return amax(t, dim, keepdim, kind == "amax", fn=widened)
        return widened(t, dim, keepdim)
    if dim is None:
        out = _dtypes.call(tfn, t) if dtype is None else reduce_as(tfn, t, dtype)
        return out.reshape((1,) * t.ndim) if keepdim else out
    if dtype is None:
        return _dtypes.call(tfn, t, dim=dim, keepdim=keepdim)
    return reduce_as(tfn, t, dtype, dim=dim, keepdim=keepdim)


def reduce_plain(kind: str, t: torch.Tensor, dim=None, keepdim: bool = False, dtype: torch.dtype | None = None):
    """torch's reduction ``kind`` ('sum', 'mean', 'nansum', 'all', 'any') over ``dim`` (None or ``()``: all
    elements; ``keepdim`` then keeps every axis as size 1), in ``dtype`` when given: ``mint.sum``, ``mint.mean``,
    ``mint.nansum``, ``mint.all``, ``mint.any``."""
    tfn = _PLAIN_REDUCERS[kind]
    kw = {} if dtype is None else {"dtype": dtype}
    if dim is None or dim == ():
        r = tfn(t, **kw)
        return r.reshape((1,) * t.ndim) if keepdim else r
    return tfn(t, dim, keepdim, **kw)


def total(t: torch.Tensor, dim=None, keepdim: bool = False, nan: bool = False) -> torch.Tensor:
    """torch's sum (``nan``: NaN counted as 0) over ``dim`` (None: all elements; ``keepdim`` then keeps every
    axis as size 1): ``mindspore.numpy.sum`` / ``nansum`` / ``count_nonzero``."""
    fn = torch.nansum if nan else torch.sum
    if dim is not None:
        return fn(t, dim=dim, keepdim=keepdim)
    r = fn(t)
    return r.reshape((1,) * t.ndim) if keepdim else r


def mean(t: torch.Tensor, dim=None, keepdim: bool = False, via_float: bool = False) -> torch.Tensor:
    """MindSpore's ReduceMean over ``dim`` (None: all). Float and complex inputs are torch's mean; a Bool input is
    averaged in Float64 and cast back; an integer mean sums in the input dtype (wrapping around, as MindSpore's
    kernel) and truncates the quotient, keeping the dtype.

    ``via_float`` (``mindspore.numpy.mean``): an integer input is averaged in Float32 and cast back (truncating),
    and ``keepdim`` with ``dim`` None keeps every axis as size 1.
    """
    if via_float:
        f = t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)
        r = torch.mean(f, dim=dim, keepdim=keepdim) if dim is not None else torch.mean(f)
        if dim is None and keepdim:
            r = r.reshape((1,) * t.ndim)
        return r.to(t.dtype) if t.dtype != f.dtype and t.dtype != torch.bool else r
    if t.is_floating_point() or t.is_complex():
        return torch.mean(t) if dim is None else torch.mean(t, dim=dim, keepdim=keepdim)
    if t.dtype == torch.bool:
        m = torch.mean(t.double()) if dim is None else torch.mean(t.double(), dim=dim, keepdim=keepdim)
        return m.to(t.dtype)
    w = _dtypes.widen(t)
    s = torch.sum(w) if dim is None else torch.sum(w, dim=dim, keepdim=keepdim)
    s = _dtypes.narrow(s, t.dtype) if t.dtype in _dtypes.WIDE else s.to(t.dtype)
    n = builtins.max(t.numel() // builtins.max(s.numel(), 1), 1)
    q = torch.div(_dtypes.widen(s).to(torch.int64), n, rounding_mode="trunc")
    return _dtypes.narrow(q, t.dtype) if t.dtype in _dtypes.WIDE else q.to(t.dtype)


def prod(t: torch.Tensor, dims, keepdim: bool = False, dtype: torch.dtype | None = None) -> torch.Tensor:
    """Product over ``dims`` (None: all; a tuple of axes is reduced one axis at a time, as torch needs), in
    ``dtype`` when given (unsigned types wrap, see :func:`reduce_as`): ``ops.prod``, ``mint.prod``."""
    if dims is None:
        out = torch.prod(t) if dtype is None else reduce_as(torch.prod, t, dtype)
        return out.reshape((1,) * t.ndim) if keepdim else out
    out = t
    for d in sorted((d % builtins.max(t.ndim, 1) for d in (dims if isinstance(dims, tuple) else (dims,))),
                    reverse=True):  # fmt: skip
        out = torch.prod(out, dim=d, keepdim=keepdim) if dtype is None else reduce_as(
            torch.prod, out, dtype, dim=d, keepdim=keepdim)  # fmt: skip
    return out


def max_min(t: torch.Tensor, axis, keepdims: bool = False, largest: bool = True, prim: str | None = None) -> tuple:
    """``(values, Int64 indices)`` of the maximum (``largest``) or minimum along ``axis`` with MindSpore's NaN rule:
    MindSpore 2.10's ``ops.max`` / ``ops.min`` (ArgMaxWithValue / ArgMinWithValue). With ``axis`` None the
    reduced value of all elements (MindSpore's Max / Min, with the same NaN rule) comes with index 0 (not the flat
    position), as MindSpore 2.10 gives.

    ``prim``: the primitive named in the empty-input error (``Tensor.max(dim)`` is MindSpore's MaxDim).

    Raises:
        ValueError: an empty input, or an axis out of range.
    """
    tfn = torch.max if largest else torch.min
    if t.numel() == 0:
        name = ("Max" if largest else "Min") if axis is None else ("ArgMaxWithValue" if largest else "ArgMinWithValue")
        name = prim or name
        raise ValueError(f"{name} cannot deal with empty input. Please try other inputs")
    if axis is None:  # MindSpore's Max / Min scan: a NaN after the first element is skipped
        v = amax(t, None, False, largest) if t.is_floating_point() else _dtypes.call(tfn, t, order=True)
        idx = torch.zeros((), dtype=torch.int64, device=t.device)
        if keepdims:
            v = v.reshape((1,) * t.ndim)
            idx = idx.reshape((1,) * t.ndim)
        return v, idx
    if t.is_floating_point():  # MindSpore's NaN rule (see the module)
        check_axes("ArgMaxWithValue", t.ndim, axis)
        return max_with_index(t, axis, keepdims, largest)
    return max_dim(t, axis, keepdims, largest)


def max_dim(t: torch.Tensor, dim: int, keepdim: bool = False, largest: bool = True, widen: bool = True) -> tuple:
    """``(values, Int64 indices)`` of the maximum (``largest``) or minimum along ``dim`` by torch's rule (NaN
    propagates); ``widen``: the dtypes torch lacks are computed wider (``ops.ArgMaxWithValue``,
    ``Tensor.argmax_with_value``, ``mint.max(input, dim)`` of integers)."""
    tfn = torch.max if largest else torch.min
    if dim is None:
        # MindSpore 2.10's Tensor.argmax_with_value/argmin_with_value(axis=None): the extreme of all elements, 0-d
        # whatever keep_dims, and an index of 0 (its kernel reports no position for a full reduction)
        v = _dtypes.call(tfn, t, order=True) if widen else tfn(t)
        return v, torch.zeros((), dtype=torch.int64, device=t.device)
    if not widen:
        return tuple(tfn(t, dim, keepdim))
    return _dtypes.call(tfn, t, dim=dim, keepdim=keepdim, order=True, cast=(0,))


def cov(
    t: torch.Tensor, correction: int = 1, fweights=None, aweights=None, ms: bool = True, y=None, rowvar: bool = True
) -> torch.Tensor:
    """Covariance matrix of the rows (variables) of ``t``. ``ms`` (``ops.cov``): integer, Bool, Float16 and
    BFloat16 inputs are computed in Float32. Else (``mindspore.numpy.cov``) ``t`` is taken as it is: a 1-D ``t``
    is one variable, ``rowvar=False`` takes the columns as variables, and the variables of ``y`` are appended."""
    if ms and t.dtype not in (torch.float32, torch.float64) and not t.is_complex():
        t = t.float()
    if not ms:
        if t.ndim == 1:
            t = t[None]
        if not rowvar:
            t = t.T
        if y is not None:
            y = y[None] if y.ndim == 1 else y
            t = torch.cat([t, y if rowvar else y.T])
    return torch.cov(t, correction=correction, fweights=fweights, aweights=aweights)


def corrcoef(c: torch.Tensor) -> torch.Tensor:
    """Pearson correlation coefficients from the covariance matrix ``c``, clipped to ``[-1, 1]``
    (``mindspore.numpy.corrcoef``)."""
    d = torch.sqrt(torch.diagonal(c))
    return (c / d[:, None] / d[None, :]).clamp(-1, 1)


def std_var(t: torch.Tensor, dim=None, correction=1, keepdim: bool = False, var: bool = False) -> torch.Tensor:
    """Standard deviation (``var``: variance) over ``dim`` dividing by ``N - correction`` (``ops.std``/``var``
    pass ``ddof``, ``mint`` its ``correction``)."""
    if isinstance(correction, bool):
        correction = int(correction)
    return (torch.var if var else torch.std)(t, dim=dim, correction=correction, keepdim=keepdim)


def std_mean(t: torch.Tensor, dim=None, correction=1, keepdim: bool = False, var: bool = False) -> tuple:
    """``(std, mean)`` (``var``: ``(var, mean)``) over ``dim`` dividing by ``N - correction``."""
    if var:
        return torch.var_mean(t, dim=dim, correction=correction, keepdim=keepdim)
    return torch.std_mean(t, dim=dim, correction=correction, keepdim=keepdim)


def logsumexp(t: torch.Tensor, dim, keepdim: bool = False, checked: bool = True) -> torch.Tensor:
    """``log(sum(exp(t)))`` over ``dim`` (an int or a tuple), computed stably.

    An empty ``dim`` (``()`` or ``[]``) reduces every axis. ``checked`` (``ops.logsumexp``, ``nn.ReduceLogSumExp``): MindSpore's ReduceMax axis check and its CPU Exp
    kernel's refusal of integer and Bool inputs; unchecked (``mint.logsumexp``): integer inputs are computed in
    Float32.

    Raises:
        ValueError: an axis outside ``[-rank, rank)``. TypeError: an integer or Bool input (``checked``).
    """
    dims = tuple(dim) if isinstance(dim, (tuple, list)) else (dim,)
    if not dims:  # () / []: every axis, as MindSpore's reductions take an empty axis
        dims = tuple(range(t.dim()))
    if not checked:
        if not t.is_floating_point():
            t = t.to(torch.float32)
        return torch.logsumexp(t, dims, keepdim)
    rank = builtins.max(t.dim(), 1)
    for d in dims:
        if not -rank <= d < rank:
            raise ValueError(f"For primitive[ReduceMax], the axis value must be in [{-rank},{rank}), but got {d}.")
    if not (t.is_floating_point() or t.is_complex()):
        raise TypeError(
            "Select CPU operator[Exp] fail! Unsupported data type!\nThe supported data types are input[Float64], "
            "output[Float64];input[Complex64], output[Complex64]"
        )
    return torch.logsumexp(t, dim=dims, keepdim=bool(keepdim))


def _count(shape, dim) -> int:
    n = 1
    for a in (dim,) if isinstance(dim, int) else dim:
        n *= shape[a]
    return n


def np_var(t: torch.Tensor, dim=None, ddof: int = 0, keepdim: bool = False) -> torch.Tensor:
    """``mindspore.numpy.var``: the variance over ``dim`` dividing by ``N - ddof``. Integer inputs are centred on
    their truncated integer mean (:func:`mean` ``via_float``), squared in their dtype (so UInt8 deviations wrap
    and square back to the true small values) and averaged in Float32, as MindSpore does."""
    if t.is_floating_point() or t.is_complex():
        return torch.var(t, dim=dim, correction=ddof, keepdim=keepdim)
    m = mean(t, dim, True, via_float=True)
    d = ((t - m) ** 2).to(torch.float32)  # deviation and square in the integer dtype (wrapping), as MindSpore
    n = t.numel() if dim is None else _count(t.shape, dim)
    s = torch.sum(d, dim=dim, keepdim=keepdim) if dim is not None else torch.sum(d)
    return s / (n - ddof)


def nanmean(t: torch.Tensor, dim=None, keepdim: bool = False) -> torch.Tensor:
    """The mean over ``dim`` (None: all) ignoring NaN (``mindspore.numpy.nanmean``)."""
    return torch.nanmean(t, dim=dim, keepdim=keepdim) if dim is not None else torch.nanmean(t)


def nanvar(t: torch.Tensor, dim=None, ddof: int = 0, keepdim: bool = False) -> torch.Tensor:
    """The variance over ``dim`` ignoring NaN, dividing by the count of non-NaN elements minus ``ddof``
    (``mindspore.numpy.nanvar``)."""
    m = torch.nanmean(t, dim=dim, keepdim=True) if dim is not None else torch.nanmean(t)
    d = (t - m) ** 2
    n = (~torch.isnan(t)).sum(dim=dim, keepdim=keepdim) if dim is not None else (~torch.isnan(t)).sum()
    s = torch.nansum(d, dim=dim, keepdim=keepdim) if dim is not None else torch.nansum(d)
    return s / (n - ddof)


def average(t: torch.Tensor, dim=None, weights: torch.Tensor | None = None) -> tuple:
    """``(weighted mean, sum of weights)`` over ``dim`` (None: all) of a float tensor (``mindspore.numpy.average``;
    without ``weights`` the sum of weights is the count, expanded to the mean's shape). 1-D weights of a
    multi-dimensional ``t`` lie along ``dim``."""
    if weights is None:
        avg = torch.mean(t, dim=dim) if dim is not None else torch.mean(t)
        wsum = torch.tensor(float(t.numel() / (avg.numel() or 1)), dtype=t.dtype).expand(avg.shape)
        return avg, wsum
    w = weights
    if w.ndim == 1 and t.ndim > 1 and dim is not None:
        shape = [1] * t.ndim
        shape[dim] = w.numel()
        w = w.reshape(shape)
    wsum = torch.sum(w.expand(t.shape), dim=dim) if dim is not None else torch.sum(w)
    avg = (torch.sum(t * w, dim=dim) if dim is not None else torch.sum(t * w)) / wsum
    return avg, wsum


def all_(t: torch.Tensor, *args, **kw) -> torch.Tensor:
    """Logical AND reduction with a Bool result (torch keeps UInt8): MindSpore's ReduceAll."""
    return torch.all(t, *args, **kw).bool()


def any_(t: torch.Tensor, *args, **kw) -> torch.Tensor:
    """Logical OR reduction: MindSpore's ReduceAny."""
    return torch.any(t, *args, **kw)


# reduction kind -> its computation (:func:`reduce`, :func:`reduce_plain`)
_REDUCERS = {
    "sum": torch.sum, "nansum": torch.nansum, "nanmean": torch.nanmean, "mean": mean, "amax": torch.amax,
    "amin": torch.amin, "all": all_, "any": any_,
}  # fmt: skip
_PLAIN_REDUCERS = {"sum": torch.sum, "mean": torch.mean, "nansum": torch.nansum, "all": torch.all, "any": torch.any}


def median(
    t: torch.Tensor, dim=None, keepdim: bool = False, ignore_nan: bool = False, global_: bool = False, mint=False
):
    """The lower median: of all elements (``dim`` None: a 0-d tensor) or ``(values, Int64 indices)`` along
    ``dim`` (``ops.median``, ``mint.median``), ignoring NaN with ``ignore_nan``. ``global_`` (MindSpore's Median
    primitive with ``global_median``): ``(median of all elements, index 0)``, as MindSpore reports index 0, not
    the position of the median.

    Empty input, as MindSpore's Median kernel: the global median is NaN for a float dtype and 0 for an integer
    one (torch gives the integer minimum); along an empty ``dim`` the values and indices are 0 (torch refuses);
    ``mint`` (``mint.median``, MindSpore's MedianDim) raises ValueError for any empty input instead."""
    fn = torch.nanmedian if ignore_nan else torch.median
    if global_:
        zero = torch.zeros((), dtype=torch.int64, device=t.device)
        if t.numel() == 0 and not t.is_floating_point():
            return torch.zeros((), dtype=t.dtype, device=t.device), zero
        return fn(t.reshape(-1)), zero
    if dim is None:
        return fn(t)
    if mint and t.numel() == 0:
        raise ValueError("MedianDim cannot deal with empty input. Please try other inputs")
    if t.numel() == 0 and -t.dim() <= dim < max(t.dim(), 1) and t.dim() and t.shape[dim] == 0:
        shape = list(t.shape)
        if keepdim:
            shape[dim] = 1
        else:
            del shape[dim]
        return t.new_zeros(shape), torch.zeros(shape, dtype=torch.int64, device=t.device)
    return tuple(fn(t, dim=dim, keepdim=keepdim))


def nanmedian(t: torch.Tensor, dim: int = -1, keepdim: bool = False) -> tuple:
    """``(values, Int64 indices)`` of the median along ``dim`` ignoring NaN (``ops.nanmedian``); an empty ``dim``
    gives zeros, as :func:`median`."""
    return median(t, dim, keepdim, ignore_nan=True)


def kthvalue(t: torch.Tensor, k: int, dim: int = -1, keepdim: bool = False) -> tuple:
    """``(values, Int64 indices)`` of the ``k``-th smallest element along ``dim`` (``mint.kthvalue``,
    ``Tensor.kthvalue``)."""
    return tuple(torch.kthvalue(t, k, dim, keepdim))


def count_nonzero(t: torch.Tensor, dim=None) -> torch.Tensor:
    """Int64 count of the non-zero elements over ``dim`` (None: all): ``mint.count_nonzero``."""
    return torch.count_nonzero(t, dim)


_HISTC_TYPES = (torch.float16, torch.float32, torch.int32)


def histc(t: torch.Tensor, bins: int = 100, lo=0.0, hi=0.0, prim: str | None = "Histogram") -> torch.Tensor:
    """Histogram of ``bins`` equal bins over ``[lo, hi]`` (both 0: the data range); values outside are ignored.

    With ``prim`` (``ops.histc``): Float16/Float32/Int32 only (MindSpore's TypeError otherwise), Int32 input gives
    Int32 counts and float input Float32 counts. Without (``mint.histc``): the counts take the input dtype.
    """
    if prim is None:
        return torch.histc(t if t.is_floating_point() else t.float(), bins, lo, hi).to(t.dtype)
    if t.dtype not in _HISTC_TYPES:
        raise dtype_error(prim, "x", t.dtype, _HISTC_TYPES)
    out = torch.histc(t.float(), bins=bins, min=float(lo), max=float(hi))
    return out.int() if t.dtype == torch.int32 else out


def bincount(
    t: torch.Tensor, weights: torch.Tensor | None = None, minlength: int = 0, as_float: bool = True, size=None
):
    """Counts (or sums of ``weights``) per non-negative integer value. ``as_float`` (``ops.bincount``): Float32
    weights and result, as MindSpore gives (also for Float64 weights); else torch's dtypes (``mint.bincount``).
    ``size`` (MindSpore's Bincount primitive): the sums of ``weights`` for the values in ``[0, size)`` of the
    flattened ``t``, accumulated in Float64 and returned in ``weights``' dtype."""
    if size is not None:
        out = torch.bincount(t.reshape(-1), weights.reshape(-1).to(torch.float64), size)[:size]
        return out.to(weights.dtype)
    if not as_float:
        return torch.bincount(t, weights, minlength)
    w = weights.float() if weights is not None else None
    return torch.bincount(t, w, minlength).float()


def square_sum(t: torch.Tensor) -> torch.Tensor:
    """``sum(t * t)`` of all elements, a 0-d tensor (MindSpore's SquareSumAll, per input)."""
    return torch.sum(t * t)


def aminmax(t: torch.Tensor, dim=0, keepdim: bool = False) -> tuple:
    """``(min, max)`` along ``dim`` (None: all elements, ``keepdim`` keeping every axis as size 1):
    ``ops.aminmax`` / ``Tensor.aminmax``, which MindSpore computes with ArgMinWithValue / ArgMaxWithValue, so with
    their NaN rule (:func:`max_min`: a NaN counts only as the first element of a group; later NaNs are
    skipped). UInt16/32/64 computed wider.

    Raises:
        TypeError: a Bool input (MindSpore's ArgMinWithValue has no Bool kernel).
        ValueError: an empty input, or an axis out of range.
    """
    if t.dtype == torch.bool:
        raise _dtypes.select_fail("ArgMinWithValue")
    return max_min(t, dim, keepdim, False)[0], max_min(t, dim, keepdim, True)[0]


def quantile(t: torch.Tensor, q, dim=None, keepdim: bool = False, ignore_nan: bool = False) -> torch.Tensor:
    """The ``q``-th quantiles (linear interpolation) along ``dim`` (None: all), ignoring NaN with ``ignore_nan``;
    a tensor ``q`` (cast to ``t``'s dtype) adds a leading dimension (``ops.quantile``, ``ops.nanquantile``).

    Raises:
        TypeError: an input that is not Float32/Float64.
    """
    if t.dtype not in (torch.float32, torch.float64):
        raise dtype_error("Quantile", "input", t.dtype, (torch.float32, torch.float64))
    q = q.to(t.dtype) if isinstance(q, torch.Tensor) else float(q)
    return (torch.nanquantile if ignore_nan else torch.quantile)(t, q, dim=dim, keepdim=keepdim)


def histogram(t: torch.Tensor, edges: torch.Tensor, weights: torch.Tensor | None = None, density: bool = False):
    """Float32 counts (or sums of ``weights``) of the flattened float ``t`` in the bins between ``edges`` (the
    last bin closed), as densities with ``density`` (``mindspore.numpy.histogram``)."""
    idx = torch.bucketize(t, edges, right=True) - 1
    idx = torch.where(t == edges[-1], torch.tensor(len(edges) - 2), idx)
    keep = (idx >= 0) & (idx < len(edges) - 1)
    w = torch.ones_like(t) if weights is None else weights
    counts = torch.zeros(len(edges) - 1, dtype=torch.float32).index_add_(0, idx[keep], w[keep].float())
    if density:
        counts = counts / counts.sum() / torch.diff(edges)
    return counts


def histogramdd(sample: torch.Tensor, edges: list, weights: torch.Tensor | None = None, density: bool = False):
    """Float32 counts (or sums of ``weights``) of the ``(N, D)`` ``sample`` in the ``D``-dimensional grid of bins
    between ``edges`` (one 1-D tensor per dimension), as ``mindspore.numpy.histogramdd`` (2.10) counts them: a
    value is placed by a right-sided search of its dimension's edges, a value equal to the last edge goes to the
    last bin, values outside the edges are left out; with ``density`` the counts are divided by each bin's
    width along every dimension and by the total count."""
    ndim = sample.shape[1]
    flat = torch.zeros(sample.shape[0], dtype=torch.int64, device=sample.device)
    nbin = [len(e) + 1 for e in edges]
    for i, e in enumerate(edges):
        col, ef = sample[:, i].to(torch.float32).contiguous(), e.to(torch.float32)
        idx = torch.bucketize(col, ef, right=True)
        idx = torch.where(col == ef[-1], torch.tensor(len(e) - 1, device=idx.device), idx)
        flat = flat * nbin[i] + idx
    w = torch.ones(sample.shape[0], dtype=torch.float32) if weights is None else weights.to(torch.float32)
    total = 1
    for n in nbin:
        total *= n
    count = torch.zeros(total, dtype=torch.float32).index_add_(0, flat, w.reshape(-1))
    count = count.reshape(nbin)[(slice(1, -1),) * ndim]
    if density:
        s = count.sum()
        for i, e in enumerate(edges):
            shape = [1] * ndim
            shape[i] = len(e) - 1
            count = count / torch.diff(e.to(torch.float32)).reshape(shape)
        count = count / s
    return count


def norm(t: torch.Tensor, p="fro", dim=None, keepdim: bool = False) -> torch.Tensor:
    """torch's norm (``p`` a number, ``inf``, ``'fro'`` or ``'nuc'``) over ``dim``: ``mint.norm``."""
    return torch.norm(t, p, dim, keepdim)


def ptp(t: torch.Tensor, dim=None, keepdim: bool = False) -> torch.Tensor:
    """Range ``max - min`` over ``dim`` (None: all elements): ``Tensor.ptp``."""
    if dim is None:
        out = t.max() - t.min()
        return out.reshape((1,) * t.ndim) if keepdim else out
    return torch.amax(t, dim, keepdim) - torch.amin(t, dim, keepdim)


def reduce_error(prim: str, x, extra: str = "(keep_dims=bool)", args: str = "x=%s, axis=Tuple<>") -> TypeError:
    """MindSpore's TypeError for a reduction primitive called on a list or number:
    ``Failed calling ReduceSum with "ReduceSum(keep_dims=bool)(x=List<float>, axis=Tuple<>)".``"""
    from .errors import type_name

    return TypeError(f'Failed calling {prim} with "{prim}{extra}({args % type_name(x)})".')


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
