"""Indexing kernels: gather, index_select, masked ops, nonzero, take, scatter (N-d and along an axis), segments.

Each kernel takes torch tensors and plain Python arguments and owns MindSpore 2.10's checks for the op, with its
exception classes and messages. UInt16/32/64 data moves through the signed view of its width
(:func:`array.as_signed`), as torch's CPU data-movement kernels have no unsigned forms beyond UInt8.
"""

from __future__ import annotations

import builtins
import re

import torch

from .array import SIGNED_OF, as_signed, from_signed, reshape, vmapped
from .errors import dtype_error, dtype_name
from . import errors as _errors

__all__ = [
    "np_select_stacked",
    "gather",
    "update_cache",
    "inplace_update_v2",
    "index_select",
    "gather_d",
    "gather_elements",
    "index_add",
    "scatter_elements",
    "masked_fill",
    "masked_select",
    "nonzero",
    "argwhere",
    "take",
    "take_along",
    "take_along_dim",
    "np_choose",
    "select",
    "unravel_index",
    "choose",
    "bad_nd_row",
    "nd_linear",
    "scatter_rows",
    "scatter_nd",
    "scatter_skip",
    "scatter_value",
    "index_fill",
    "diagonal_scatter",
    "csr_rows",
    "inplace_rows",
    "segment",
    "unsorted_segment",
    "sequence_mask",
    "matrix_band_part",
    "reverse_sequence",
]


def gather(t: torch.Tensor, idx: torch.Tensor, axis: int, batch_dims: int = 0) -> torch.Tensor:
    """MindSpore's Gather: slices of ``t`` at ``idx`` along ``axis``; the result has shape
    ``t.shape[:axis] + idx.shape[batch_dims:] + t.shape[axis+1:]``. Negative indices count from the end
    (``-n <= i < n``), as MindSpore 2.10 on CPU does.

    With ``batch_dims = b > 0`` the first ``b`` dimensions of ``t`` and ``idx`` are batch dimensions (their sizes
    must agree) and each batch element gathers from its own slice: ``out[B, P, I, Q] = t[B, P, idx[B, I], Q]``.
    A negative ``batch_dims`` counts from the end of ``idx``'s rank (``-1`` is ``idx.ndim - 1``).

    Raises:
        TypeError: for float indices. ValueError: for ``batch_dims`` outside ``[-rank, rank)`` of ``t``, ``axis``
        outside ``[-rank, rank)``, ``axis`` below ``batch_dims`` or ``idx`` of rank below ``batch_dims``.
        RuntimeError: for a negative ``batch_dims`` below ``-idx.ndim``, batch sizes that differ, or an index out
        of range (``error_code[58]``).

    UInt16/32/64 are gathered bit for bit as the signed dtype of their width. Known difference: under ``vmap`` the
    out-of-range message names the index and range of one sample; MindSpore's names them as its batching rule
    flattened them.
    """
    if idx.is_floating_point():
        raise _errors.type_error(
            "Gather", f"the 'input_indices' must be an int Tensor, but got Tensor[{dtype_name(idx)}]."
        )
    nd = t.ndim
    if batch_dims and not -nd <= batch_dims < nd:
        raise ValueError(f"For primitive[Gather], the batch_dims must be in [{-nd},{nd}), but got {batch_dims}.")
    if not -nd <= axis < nd:
        raise ValueError(f"For primitive[Gather], the axis must be in [{-nd},{nd}], but got {axis}.")
    if batch_dims:
        return _batch_gather(t, idx, axis % nd, batch_dims)
    n = t.shape[axis]
    idx = _gather_indices(idx, n)
    try:  # UInt16/32/64 gathered as the signed dtype of their width (torch has no index_select for them)
        out = from_signed(torch.index_select(as_signed(t), axis, idx.reshape(-1).long()), t.dtype)
    except (RuntimeError, IndexError) as e:  # under vmap the range is checked by torch: MindSpore's error
        m = re.search(r"index (-?\d+) is out of bounds", str(e))
        if m is None:
            raise
        raise _errors.runtime_error(
            "Gather", f"the 'input_indices' should be in the range [0, {n}), but got {m.group(1)}, error_code[58]"
        ) from None
    ax = axis % t.ndim
    return out.reshape(t.shape[:ax] + idx.shape + t.shape[ax + 1 :])


def _gather_indices(idx: torch.Tensor, n: int) -> torch.Tensor:
    """Gather's indices into a dimension of size ``n``, negative ones wrapped; MindSpore's range error."""
    if idx.numel() and vmapped(idx):  # values unread under vmap: negative indices wrapped by tensor ops
        return torch.where(idx < 0, idx + n, idx)
    if idx.numel():
        lo, hi = int(idx.min()), int(idx.max())
        if hi >= n or lo < -n:
            bad = hi if hi >= n else lo + n
            raise _errors.runtime_error(
                "Gather", f"the 'input_indices' should be in the range [0, {n}), but got {bad}, error_code[58]"
            )
        if lo < 0:
            return torch.where(idx < 0, idx + n, idx)
    return idx


def _batch_gather(t: torch.Tensor, idx: torch.Tensor, ax: int, bd: int) -> torch.Tensor:
    """Gather with ``bd`` batch dimensions (``ax`` already in ``[0, rank)``): MindSpore's checks in its order, then
    one ``torch.gather`` over ``t`` viewed as ``(batch, pre, n, post)``."""
    if bd < 0:
        bd += idx.ndim
        if bd < 0:
            raise RuntimeError(f"The int64_t value({bd}) is less than 0.")
    if ax < bd:
        raise ValueError(f"For primitive[Gather], the axis must be greater than or equal to {bd}, but got {ax}.")
    if idx.ndim < bd:
        raise ValueError(
            f"For primitive[Gather], the indices shape size must be greater than or equal to {bd}, but got {idx.ndim}."
        )
    for i in range(bd):
        if t.shape[i] != idx.shape[i]:
            shapes = (
                f"{{{', '.join(map(str, t.shape))}}}, indices.shape: [const vector]{{{', '.join(map(str, idx.shape))}}}"
            )
            raise _errors.runtime_error(
                "Gather",
                f"params.shape[{i}] should be equal to indices.shape[{i}] but got param.shape: [const vector]{shapes}",
            )
    n = t.shape[ax]
    idx = _gather_indices(idx, n).long()
    batch, pre, post = t.shape[:bd], t.shape[bd:ax], t.shape[ax + 1 :]
    nb, npre, npost = batch.numel(), pre.numel(), post.numel()
    ni = idx.shape[bd:].numel()
    src = as_signed(t).reshape(nb, npre, n, npost)
    where = idx.reshape(nb, 1, ni, 1).expand(nb, npre, ni, npost)
    out = from_signed(torch.gather(src, 2, where), t.dtype)
    return out.reshape(batch + pre + idx.shape[bd:] + post)


def index_select(t: torch.Tensor, axis: int, idx: torch.Tensor) -> torch.Tensor:
    """Entries of ``t`` along ``axis`` at the 1-D integer ``idx`` (``ops.index_select``, ``mint.index_select``)."""
    return torch.index_select(t, axis, idx)


def index_add(t: torch.Tensor, dim: int, idx: torch.Tensor, src: torch.Tensor, alpha=1) -> torch.Tensor:
    """A copy of ``t`` with ``alpha * src`` added at ``idx`` along ``dim`` (``mint.index_add``)."""
    return torch.index_add(t, dim, idx, src, alpha=alpha)


def gather_elements(t: torch.Tensor, dim: int, idx: torch.Tensor) -> torch.Tensor:
    """``out[i][j] = t[idx[i][j]][j]`` style gather along ``dim`` (``mint.gather``); torch's call is tried first.

    Raises:
        TypeError, RuntimeError: when torch refuses the call, MindSpore's GatherD errors (:func:`gather_d`'s:
            an index that is not Int32/Int64, an index value outside ``[-size, size)``).
    """
    try:
        return torch.gather(t, dim, idx)
    except RuntimeError:
        pass
    return gather_d(t, dim, idx)


def scatter_elements(t: torch.Tensor, dim: int, idx: torch.Tensor, src, reduce: str | None = None) -> torch.Tensor:
    """A copy of ``t`` with ``src`` (a tensor or number) written (``reduce='add'``: added) at ``idx`` along
    ``dim``, unchecked (``mint.scatter``, ``mint.scatter_add``)."""
    if reduce == "add":
        return torch.scatter_add(t, dim, idx, src)
    return torch.scatter(t, dim, idx, src)


def gather_d(t: torch.Tensor, d: int, idx: torch.Tensor) -> torch.Tensor:
    """MindSpore's GatherD (``ops.gather_elements``): ``out[i][j] = t[idx[i][j]][j]`` style gather along ``d``.
    Index values may be negative (counted from the end), as MindSpore's kernel allows.

    Raises:
        TypeError: an index that is not Int32/Int64 (MindSpore's type check of GatherD's ``index``).
        RuntimeError: for an index value outside ``[-size, size)`` of ``d`` (unchecked under ``vmap``).
    """
    if idx.dtype not in (torch.int32, torch.int64):
        raise dtype_error("GatherD", "index", idx.dtype, (torch.int32, torch.int64))
    idx = idx.long()
    n = t.shape[d] if t.ndim else 1
    if idx.numel() and not vmapped(idx):
        bad = idx[(idx < -n) | (idx >= n)]
        if bad.numel():
            raise _errors.runtime_error(
                "GatherD", f"the value of 'index' must be in [{-n}, {n}), but got: {int(bad[0])}"
            )
    return from_signed(torch.gather(as_signed(t), d, torch.where(idx < 0, idx + n, idx)), t.dtype)


def masked_fill(t: torch.Tensor, mask: torch.Tensor, v) -> torch.Tensor:
    """MindSpore's MaskedFill: a copy of ``t`` with ``v`` (a number, or a tensor already of ``t``'s dtype) where
    ``mask`` is True; unsigned data is filled on its signed view with the value's bits."""
    if t.dtype in SIGNED_OF:
        v = as_signed(torch.as_tensor(v, device=t.device).to(t.dtype))
    return from_signed(as_signed(t).masked_fill(mask, v), t.dtype)


def masked_select(t: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """MindSpore's MaskedSelect: the 1-D entries of ``t`` where ``mask`` (broadcast) is True."""
    return torch.masked_select(t, mask)


def _nonzero_mask(t: torch.Tensor) -> torch.Tensor:
    """What MindSpore's NonZero CPU kernel counts as non-zero: Float32/Float64 entries further than the type's
    machine epsilon from 0 (its ``IsFloatEqual``/``IsDoubleEqual``: ``|x| <= eps`` is zero, NaN is non-zero),
    every other dtype by ``x != 0``."""
    if t.dtype in (torch.float32, torch.float64):
        return ~(t.abs() <= torch.finfo(t.dtype).eps)
    return t


def nonzero(t: torch.Tensor, as_tuple: bool = False):
    """MindSpore's NonZero: Int64 coordinates ``(n, ndim)`` of the non-zero entries (:func:`_nonzero_mask`: a
    Float32/Float64 entry within machine epsilon of 0 is zero), or one 1-D tensor per axis with ``as_tuple``
    (MindSpore's CPU build has no kernel for that form; mindshim computes it by the same rule)."""
    if as_tuple:
        return torch.nonzero(_nonzero_mask(t), as_tuple=True)
    return torch.nonzero(_nonzero_mask(t))


def argwhere(t: torch.Tensor) -> torch.Tensor:
    """``ops.argwhere`` / ``numpy.argwhere``: Int64 coordinates ``(n, ndim)`` of the non-zero entries, by
    MindSpore's NonZero rule (:func:`_nonzero_mask`)."""
    return torch.argwhere(_nonzero_mask(t))


def take(t: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    """``ops.take`` / ``mint.take``: entries of the flattened ``t`` at the Int64 ``idx`` (negative indices count
    from the end)."""
    return torch.take(t, idx)


def take_along(t: torch.Tensor, idx: torch.Tensor, axis: int | None, mode: str, numpy: bool = False) -> torch.Tensor:
    """numpy-style take along ``axis`` (of the flattened ``t`` when None), as ``Tensor.take`` does: negative
    indices count from the end, then ``'clip'`` clamps into range and ``'wrap'`` wraps around. With ``numpy``
    (``mindspore.numpy.take``): ``'clip'`` clamps the indices as given and any other mode wraps."""
    idx = idx.long()
    if axis is None:
        t, axis = t.reshape(-1), 0
    n = t.shape[axis]
    if numpy:
        idx = idx.clamp(0, n - 1) if mode == "clip" else idx % n
    elif mode == "wrap":
        idx = idx.remainder(n)
    else:
        idx = torch.where(idx < 0, idx + n, idx).clamp(0, n - 1)
    out = torch.index_select(t, axis, idx.reshape(-1))
    ax = axis % t.ndim
    return out.reshape(t.shape[:ax] + idx.shape + t.shape[ax + 1 :])


def take_along_dim(t: torch.Tensor, idx: torch.Tensor, axis: int | None) -> torch.Tensor:
    """``numpy.take_along_axis``: the values of ``t`` at the matching ``idx`` along ``axis`` (flattened when
    None)."""
    if axis is None:
        t, axis = t.reshape(-1), 0
    return torch.take_along_dim(t, idx.long(), axis)


def np_choose(idx: torch.Tensor, choices: list, mode: str = "clip") -> torch.Tensor:
    """``mindspore.numpy.choose``: element ``i`` from ``choices[idx[i]]`` (the choices broadcast together and the
    index to them; ``'clip'`` clamps the index, other modes wrap it)."""
    idx = idx.long()
    ch = torch.stack(torch.broadcast_tensors(*choices))
    n = ch.shape[0]
    idx = idx.clamp(0, n - 1) if mode == "clip" else idx % n
    shape = torch.broadcast_shapes(idx.shape, ch.shape[1:])  # scalar choices take the index array's shape
    idx = idx.broadcast_to(shape)
    ch = ch.reshape((n,) + (1,) * (len(shape) - ch.ndim + 1) + tuple(ch.shape[1:])).broadcast_to((n, *shape))
    return torch.gather(ch, 0, idx.unsqueeze(0)).squeeze(0)


def select(conds: list, choices: list, default) -> torch.Tensor:
    """``numpy.select``: elements of the first choice whose Bool condition holds, else ``default`` (in the
    first choice's dtype and shape)."""
    out = torch.broadcast_to(torch.tensor(default, dtype=choices[0].dtype), choices[0].shape).clone()
    for c, v in reversed(list(zip(conds, choices))):
        out = torch.where(c, v, out)
    return out


def np_select_stacked(conds: torch.Tensor, choices: torch.Tensor, default) -> torch.Tensor:
    """``mindspore.numpy.select`` over stacked ``conds`` and ``choices`` (one case per row; the rest of the shapes
    broadcast), as ``mindspore.numpy.piecewise`` calls it: the result has the choices' dtype; a Tensor ``default``
    is reshaped to one case (MindSpore's reshape error when its size differs), a number filled in.

    Raises:
        ValueError: a different number of conditions and choices, or a ``default`` of the wrong size.
    """
    if conds.shape[0] != choices.shape[0]:
        raise ValueError("list of cases must be same length as list of conditions")
    case = torch.broadcast_shapes(tuple(conds.shape[1:]), tuple(choices.shape[1:]))
    conds = torch.broadcast_to(
        conds.bool().reshape((conds.shape[0],) + (1,) * (len(case) + 1 - conds.ndim) + tuple(conds.shape[1:])),
        (conds.shape[0],) + case,
    )
    choices = torch.broadcast_to(
        choices.reshape((choices.shape[0],) + (1,) * (len(case) + 1 - choices.ndim) + tuple(choices.shape[1:])),
        (choices.shape[0],) + case,
    )
    if isinstance(default, torch.Tensor):
        out = reshape(default.to(choices.dtype), (1,) + tuple(case))
    else:
        out = torch.full((1,) + tuple(case), default, dtype=choices.dtype)
    for i in range(choices.shape[0] - 1, -1, -1):
        out = torch.where(conds[i : i + 1], choices[i : i + 1], out)
    return out.reshape(case)


def unravel_index(idx: torch.Tensor, shape: tuple, order: str = "C") -> tuple:
    """``numpy.unravel_index``: Int32 coordinate tensors of the flat ``idx`` in an array of ``shape`` (row-major
    for ``'C'``, column-major for ``'F'``)."""
    res = torch.unravel_index(idx, shape if order == "C" else tuple(reversed(shape)))
    res = res if order == "C" else tuple(reversed(res))
    return tuple(r.to(torch.int32) for r in res)


def choose(idx: torch.Tensor, choices: list, mode: str = "clip") -> torch.Tensor:
    """numpy's choose (``Tensor.choose``, ``numpy.choose``): element ``i`` from ``choices[idx[i]]`` (the choices
    broadcast together; indices clipped into range with ``'clip'``, wrapped with ``'wrap'``)."""
    cs = torch.stack(torch.broadcast_tensors(*choices))
    idx = idx.long()
    n = cs.shape[0]
    idx = idx.remainder(n) if mode == "wrap" else idx.clamp(0, n - 1)
    idx, cs = torch.broadcast_tensors(idx.unsqueeze(0), cs)
    return torch.gather(cs, 0, idx[:1]).squeeze(0)


def bad_nd_row(idx: torch.Tensor, shape) -> int | None:
    """The first row of N-d ``indices`` (last axis indexes ``shape``) that is out of range, or None (always None
    under ``vmap``, where values cannot be read)."""
    k = idx.shape[-1]
    rows = idx.reshape(-1, k)
    if not rows.numel() or vmapped(idx):
        return None
    lim = torch.tensor(list(shape[:k]), dtype=rows.dtype, device=rows.device)
    bad = ((rows < 0) | (rows >= lim)).any(-1)
    return int(bad.nonzero()[0, 0]) if bool(bad.any()) else None


def nd_linear(x_shape, idx: torch.Tensor) -> torch.Tensor:
    """Row-major linear offsets into the first ``k`` dims for N-d ``indices`` (last axis of size ``k``)."""
    k = idx.shape[-1]
    strides = [1] * k
    for i in builtins.range(k - 2, -1, -1):
        strides[i] = strides[i + 1] * int(x_shape[i + 1])
    st = torch.tensor(strides, dtype=torch.int64, device=idx.device)
    return (idx.long() * st).sum(-1).reshape(-1)


def _div_like(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    if a.is_floating_point() or a.is_complex():
        return a / b
    return torch.div(a, b, rounding_mode="trunc")


_REDUCE = {"mul": "prod", "max": "amax", "min": "amin"}


def scatter_rows(x: torch.Tensor, k: int, lin: torch.Tensor, upd: torch.Tensor, mode: str) -> torch.Tensor:
    """A copy of ``x`` seen as rows (its first ``k`` dims flattened), rows ``lin`` combined with ``upd`` by ``mode``.

    ``mode``: ``update`` (last write wins on duplicates), ``add``, ``sub``, ``mul``, ``div``, ``max`` or ``min``
    (duplicates combine in order).
    """
    width = 1
    for d in x.shape[k:]:
        width *= int(d)
    dtype, flip = x.dtype, x.dtype == torch.uint64 and mode in ("max", "min")
    xf = x.reshape(-1, width)
    u2 = upd.reshape(lin.numel(), width).to(x.dtype)
    # no unsigned CPU kernels beyond UInt8: UInt16/32 work exactly in Int64; UInt64 on its Int64 bits (wrapping
    # arithmetic as MindSpore's), the sign bit flipped for max/min so the order holds
    if dtype in (torch.uint16, torch.uint32):
        xf, u2 = xf.long(), u2.long()
    elif dtype == torch.uint64:
        xf, u2 = xf.view(torch.int64), u2.view(torch.int64)
        if flip:
            xf, u2 = xf ^ (-(2**63)), u2 ^ (-(2**63))
    # out-of-place forms (one copy of ``x``): under vmap the rows or updates may be batched while ``x`` is not
    if mode == "update":
        xf = xf.index_put((lin,), u2)
    elif mode == "add":
        xf = xf.index_add(0, lin, u2)
    elif mode == "sub":
        xf = xf.index_add(0, lin, -u2)
    elif mode in _REDUCE:
        xf = xf.scatter_reduce(0, lin.unsqueeze(1).expand(-1, width), u2, _REDUCE[mode], include_self=True)
    elif vmapped(lin):  # div under vmap (duplicates unknown): one row at a time, out of place
        for i in builtins.range(lin.numel()):
            xf = xf.index_put((lin[i : i + 1],), _div_like(xf[lin[i : i + 1]], u2[i : i + 1]))
    elif lin.unique().numel() == lin.numel():  # div
        xf = xf.index_put((lin,), _div_like(xf[lin], u2))
    else:
        xf = xf.clone()
        for i in builtins.range(lin.numel()):
            xf[lin[i]] = _div_like(xf[lin[i]], u2[i])
    if flip:
        xf = xf ^ (-(2**63))
    xf = xf.view(dtype) if dtype == torch.uint64 else xf.to(dtype)
    return xf.reshape(x.shape)


def _wrap_index(op: str, t: torch.Tensor, axis: int, idx: torch.Tensor):
    """``(index, keep)``: negative entries wrapped, ``keep`` False where still out of range (those are skipped)."""
    n = t.shape[axis] if t.ndim else 1
    idx = torch.where(idx < 0, idx + n, idx).long()
    return idx, (idx >= 0) & (idx < n)


def scatter_skip(t: torch.Tensor, axis: int, idx: torch.Tensor, src, reduce: str | None = None) -> torch.Tensor:
    """``torch.scatter`` where entries with an out-of-range index are dropped (MindSpore's CPU kernel skips them)."""
    idx, keep = _wrap_index("Scatter", t, axis, idx)
    if not vmapped(keep) and bool(keep.all()):
        if reduce == "add":
            return torch.scatter_add(t, axis, idx, src)
        return torch.scatter(t, axis, idx, src)
    pad_shape = list(t.shape)
    pad_shape[axis] = 1
    big = torch.cat([t, torch.zeros(pad_shape, dtype=t.dtype, device=t.device)], axis)
    idx = torch.where(keep, idx, torch.full_like(idx, t.shape[axis]))
    big = torch.scatter_add(big, axis, idx, src) if reduce == "add" else torch.scatter(big, axis, idx, src)
    return big.narrow(axis, 0, t.shape[axis])


_SEG_REDUCE = {"sum": "sum", "max": "amax", "min": "amin", "prod": "prod", "mean": "mean"}


def segment(op: str, mode: str, t: torch.Tensor, ids: torch.Tensor, n: int, empty=None) -> torch.Tensor:
    """Segment reduction (``mode``: sum, max, min, prod, mean) of the rows of ``t`` (its leading ``ids.ndim`` dims
    flattened) into ``n`` rows, for MindSpore's Segment* and UnsortedSegment* ops.

    Rows with a negative id are dropped; ``empty`` (default: the reduction's identity) fills segments no row reaches.
    """
    k = ids.ndim
    rest = tuple(t.shape[k:])
    rows = t.reshape(-1, *rest) if k else t.reshape(1, *rest)
    flat = ids.reshape(-1).long()
    batched = vmapped(flat)
    if flat.numel() and not batched and int(flat.max()) >= n:
        raise RuntimeError(f"Launch kernel failed, name:Default/{op}-op0")
    # rows with a negative id go to an extra last segment, dropped at the end (no data-dependent shapes: vmap works)
    flat = torch.where(flat < 0, n, flat)
    # torch's CPU scatter_reduce has no unsigned kernels beyond uint8: UInt16/UInt32 reduce exactly in Int64;
    # UInt64 reduces on its Int64 bit pattern (wrapping sum/prod as MindSpore's), with the sign bit flipped for
    # max/min so that the order is kept.
    flip = t.dtype == torch.uint64 and mode in ("max", "min")
    if t.dtype in (torch.uint16, torch.uint32):
        rows = rows.long()
    elif t.dtype == torch.uint64:
        rows = rows.view(torch.int64) ^ (-(2**63)) if flip else rows.view(torch.int64)
    out = torch.zeros((n + 1, *rest), dtype=rows.dtype, device=t.device)
    idx = flat.reshape(-1, *([1] * len(rest))).expand_as(rows)
    out = out.scatter_reduce(0, idx, rows, _SEG_REDUCE[mode], include_self=False)[:n]
    if flip:
        out = out ^ (-(2**63))
    if empty is not None:
        hit = torch.zeros(n + 1, dtype=torch.bool, device=t.device).scatter(0, flat, True)[:n]
        if t.dtype == torch.uint64 and empty >= 2**63:
            empty -= 2**64  # the same bits as Int64
        fill = torch.as_tensor(empty, dtype=out.dtype, device=t.device)
        out = torch.where(hit.reshape(n, *([1] * len(rest))), out, fill)
    return out.view(torch.uint64) if t.dtype == torch.uint64 else out.to(t.dtype)


def _lowest(t: torch.Tensor):
    return torch.finfo(t.dtype).min if t.is_floating_point() else torch.iinfo(t.dtype).min


def _highest(t: torch.Tensor):
    return torch.finfo(t.dtype).max if t.is_floating_point() else torch.iinfo(t.dtype).max


def unsorted_segment(op: str, mode: str, t: torch.Tensor, ids: torch.Tensor, n: int) -> torch.Tensor:
    """UnsortedSegment{Sum,Max,Min,Prod} on MindSpore's CPU dtypes (no Bool/BFloat16 kernel; Max/Min of a complex
    input log an error and give zeros there)."""
    if t.dtype in (torch.bool, torch.bfloat16):
        raise TypeError(f"Select CPU operator[{op}] fail! Unsupported data type!")
    if t.is_complex() and mode in ("max", "min"):
        return torch.zeros((n, *t.shape[ids.ndim :]), dtype=t.dtype, device=t.device)
    empty = None if mode == "sum" else 1 if mode == "prod" else _lowest(t) if mode == "max" else _highest(t)
    return segment(op, mode, t, ids, n, empty)


def scatter_nd(idx: torch.Tensor, u: torch.Tensor, shp: tuple) -> torch.Tensor:
    """MindSpore's ScatterNd: zeros of ``shp`` (``u``'s dtype) with ``u`` added at the N-d ``idx`` (duplicates
    accumulate).

    Raises:
        ValueError: for indices of rank below 2. RuntimeError: for an index out of range.
    """
    if idx.ndim < 2:
        raise ValueError(
            f"For primitive[ScatterNd], the rank(indices) must be greater than or equal to 2, but got {idx.ndim}."
        )
    row = bad_nd_row(idx, shp)
    if row is not None:
        vals = idx.reshape(-1, idx.shape[-1])[row].tolist()
        j = next(i for i, v in enumerate(vals) if not 0 <= v < shp[i])
        raise _errors.runtime_error(
            "ScatterNd",
            f"each element in 'indices' should be smaller than the value of shape, but got {vals[j]} "
            f"and got the value of shape {shp[j]}",
        )
    out = torch.zeros(shp, dtype=u.dtype, device=u.device)
    return scatter_rows(out, idx.shape[-1], nd_linear(shp, idx), u, "add")


_SCATTER_VALUE_TYPES = ("Bool", "Int8", "UInt8", "Int32", "UInt32", "Float16", "Float32", "Float64", "Int64", "UInt64")
_SCATTER_VALUE_TYPES += ("Int16", "UInt16")


def scatter_value(t: torch.Tensor, axis: int, idx: torch.Tensor, value) -> torch.Tensor:
    """``ops.scatter`` with a Python number ``value``: :func:`scatter_skip` of ``value`` at every index.

    Raises:
        TypeError: an int or bool ``value``: MindSpore's CPU ScatterValue kernels take a Float32 value only (its
            kernel-select error, with the supported dtype list it prints).
    """
    if isinstance(value, (bool, int)):
        supported = "".join(
            f"input[{d} Int64 {i} Float32 Int64], output[{d}];"
            for i in ("Int32", "Int64")
            for d in _SCATTER_VALUE_TYPES
        )
        got = f"{dtype_name(t)}, Int64, {dtype_name(idx)}, {'Bool' if isinstance(value, bool) else 'Int64'}, Int64"
        raise TypeError(
            "Select CPU operator[ScatterValue] fail! Unsupported data type!\nThe supported data types are "
            f"{supported},\n but get input[[const vector]{{{got}}}], output[[const vector]{{{dtype_name(t)}}}]."
        )
    return scatter_skip(t, axis, idx, torch.full(idx.shape, value, dtype=t.dtype, device=t.device))


def index_fill(t: torch.Tensor, ax: int, flat: torch.Tensor, v: torch.Tensor, strict: bool = False) -> torch.Tensor:
    """MindSpore's IndexFill: a copy of ``t`` with the 0-d ``v`` (cast to ``t``'s dtype) at the 1-D ``flat``
    indices along ``ax`` (negative ones count from the end). ``strict``: ``v`` was given as a Tensor, whose dtype
    must then be ``t``'s.

    Raises:
        RuntimeError: for an index outside ``[-n, n)``. TypeError: for a ``strict`` value of another dtype.
    """
    n = t.shape[ax] if t.ndim else 1
    bad = flat[(flat < -n) | (flat >= n)]
    if bad.numel():
        raise _errors.runtime_error(
            "IndexFill",
            f"the input of 'index' out of range (expected to be in range of [{-n}, {n - 1}], but got {int(bad[0])})",
        )
    if strict and v.dtype != t.dtype:
        raise TypeError(
            f"For primitive[IndexFill], the input argument[value] must be Tensor[{dtype_name(t)}], but got "
            f"{dtype_name(v)}."
        )
    return t.index_fill(ax, torch.where(flat < 0, flat + n, flat).long(), v.to(t.dtype))


def _py_shape(s) -> str:
    return str(tuple(int(d) for d in s))


def diagonal_scatter(t: torch.Tensor, s: torch.Tensor, offset: int, dim1: int, dim2: int) -> torch.Tensor:
    """``ops.diagonal_scatter``: a copy of ``t`` with its ``offset`` diagonal over ``(dim1, dim2)`` replaced by
    ``s`` (cast to ``t``'s dtype).

    Raises:
        ValueError: if ``s``'s shape is not the diagonal's.
    """
    view = torch.diagonal(t, offset, dim1, dim2)
    if tuple(s.shape) != tuple(view.shape):
        raise ValueError(
            "For diagonal_scatter, the shape of src should equal to the shape of input diagonal,but got src.shape "
            f"{_py_shape(s.shape)} and diagonal shape {_py_shape(view.shape)}."
        )
    return torch.diagonal_scatter(t, s.to(t.dtype), offset, dim1, dim2)


def csr_rows(indptr: torch.Tensor) -> torch.Tensor:
    """The row of each stored entry of a CSR matrix, from its row pointers ``indptr``."""
    counts = indptr.long().diff()
    return torch.repeat_interleave(torch.arange(len(counts), device=counts.device), counts)


def inplace_rows(t: torch.Tensor, u: torch.Tensor, indices: list, mode: str) -> torch.Tensor:
    """MindSpore's InplaceUpdate / InplaceAdd / InplaceSub (``mode``: 'update', 'add', 'sub'): a copy of ``t``
    with its rows ``indices`` (a list of ints) replaced by, or combined with, the rows of ``u``."""
    idx = torch.as_tensor(indices, device=t.device).long()
    out = t.clone()
    u = u.to(t.dtype)
    if mode == "update":
        out[idx] = u
    else:
        out.index_add_(0, idx, u if mode == "add" else -u)
    return out


def sequence_mask(t: torch.Tensor, maxlen: int | None) -> torch.Tensor:
    """``ops.sequence_mask``: Bool ``t.shape + (maxlen,)`` with ``mask[..., j] = j < t[...]`` (``maxlen``
    defaults to ``max(t)``).

    Raises:
        TypeError: ``t`` not Int32/Int64 (MindSpore's ``check_type_valid`` of ``lengths``)."""
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError(
            f"The 'lengths' doesn't support '{dtype_name(t)}' and expect to receive [mindspore.int64, mindspore.int32]."
        )
    n = int(t.max()) if maxlen is None else maxlen
    return torch.arange(n, device=t.device) < t.unsqueeze(-1)


def matrix_band_part(t: torch.Tensor, lo: int, up: int) -> torch.Tensor:
    """MindSpore's MatrixBandPart: the band of each matrix (``lo`` sub- and ``up`` super-diagonals; -1 keeps a
    whole triangle), zeros elsewhere."""
    m, n = t.shape[-2], t.shape[-1]
    i = torch.arange(m, device=t.device).unsqueeze(1)
    j = torch.arange(n, device=t.device).unsqueeze(0)
    keep = ((lo < 0) | (i - j <= lo)) & ((up < 0) | (j - i <= up))
    return torch.where(keep, t, torch.zeros((), dtype=t.dtype, device=t.device))


def reverse_sequence(t: torch.Tensor, lens: torch.Tensor, seq_dim: int, batch_dim: int) -> torch.Tensor:
    """MindSpore's ReverseSequence: the first ``lens[b]`` entries along ``seq_dim`` of each batch entry ``b``
    (along ``batch_dim``) reversed."""
    lens = lens.long()
    n = t.shape[seq_dim]
    pos = torch.arange(n, device=t.device)
    shape = [1] * t.ndim
    shape[batch_dim] = lens.numel()
    ln = lens.reshape(shape)
    pshape = [1] * t.ndim
    pshape[seq_dim] = n
    p = pos.reshape(pshape)
    src = torch.where(p < ln, ln - 1 - p, p).expand(t.shape)
    return torch.gather(t, seq_dim, src)


_INPLACE_V2_DTYPES = (torch.float16, torch.float32, torch.int32)


def inplace_update_v2(t: torch.Tensor, u: torch.Tensor, indices: torch.Tensor | list) -> torch.Tensor:
    """MindSpore's InplaceUpdateV2 CPU kernel: a copy of ``t`` with its rows ``indices`` (a list of ints, or an
    Int32/Int64 Tensor; negative rows count from the end) replaced by the rows of ``u``; where a row repeats, the
    last of its updates is kept.

    Raises:
        TypeError: ``t`` and ``u`` of different dtypes, a dtype other than Float16/Float32/Int32, or a Tensor of
            indices not Int32/Int64.
        ValueError: as many indices as ``u`` has rows, or other dims that differ.
        RuntimeError: an index outside ``[-t.shape[0], t.shape[0])``.
    """
    prim = "InplaceUpdateV2"
    if isinstance(indices, torch.Tensor):
        if indices.dtype not in (torch.int32, torch.int64):
            raise TypeError(
                f"For primitive[{prim}], the input argument[indices] must be a type of {{Tensor[Int32], "
                f"Tensor[Int64]}}, but got Tensor[{dtype_name(indices.dtype)}]."
            )
        indices = [int(i) for i in indices.reshape(-1).tolist()]
    if t.dtype != u.dtype:
        raise TypeError(f"For primitive[{prim}], the input type must be same.")
    if u.dtype not in _INPLACE_V2_DTYPES:
        raise TypeError(
            f"For primitive[{prim}], the input argument[v] must be a type of {{Tensor[Float16], Tensor[Float32], "
            f"Tensor[Int32]}}, but got Tensor[{dtype_name(u.dtype)}]."
        )
    if len(indices) != u.shape[0]:
        raise ValueError(
            f"For primitive[{prim}], the size of indices must be equal to v.shape[0] which is {u.shape[0]} , but "
            f"got {len(indices)}."
        )
    for d in range(1, max(t.ndim, u.ndim)):
        if d >= t.ndim or d >= u.ndim or t.shape[d] != u.shape[d]:
            vd = u.shape[d] if d < u.ndim else None
            xd = t.shape[d] if d < t.ndim else None
            raise ValueError(
                f"For primitive[{prim}], the {d}th dim of x must be equal to {d}th dim of v which is {vd} , but "
                f"got {xd}."
            )
    n = t.shape[0]
    for i in indices:
        if not -n <= i < n:
            raise _errors.runtime_error(
                "InplaceUpdate", f"the value of 'indices' must be between {-n} and {n - 1}, but got indice: {i}"
            )
    rows = [i % n for i in indices]
    last = {r: k for k, r in enumerate(rows)}  # the last update of each row wins
    out = t.clone()
    if last:
        keys = list(last)
        out[torch.as_tensor(keys, device=t.device)] = u[torch.as_tensor([last[r] for r in keys], device=t.device)]
    return out


def update_cache(t: torch.Tensor, indices: torch.Tensor, updates: torch.Tensor, max_num: int) -> torch.Tensor:
    """MindSpore's UpdateCache CPU kernel: for each index ``i`` (``indices`` flattened, of an integer dtype) with
    ``0 <= i < max_num``, the ``updates.shape[1]`` elements of ``updates`` at ``k * updates.shape[1]`` (``k`` the
    index's position) are written in place into ``t`` (flat) at ``i * updates.shape[1]``; other indices are
    skipped, as are writes that would fall outside ``t``. Returns MindSpore's placeholder output: ``[0]`` in ``t``'s
    dtype.

    Raises:
        TypeError: ``indices`` not of an integer dtype.
        ValueError: ``updates`` of rank < 2.
    """
    if indices.is_floating_point() or indices.is_complex() or indices.dtype == torch.bool:
        raise _errors.type_error(
            "UpdateCache",
            f"the 'indices' must be a Tensor of an int type, but got Tensor[{dtype_name(indices.dtype)}].",
        )
    if updates.ndim < 2:
        raise _errors.value_error("UpdateCache", f"the rank of 'updates' must be at least 2, but got {updates.ndim}.")
    length = updates.shape[1]
    flat_u = updates.reshape(-1).to(t.dtype)
    with torch.no_grad():
        flat_t = t.data.view(-1)
        for k, i in enumerate(int(v) for v in indices.reshape(-1).tolist()):
            if i < 0 or i >= max_num:
                continue
            src = flat_u[k * length : (k + 1) * length]
            dst = i * length
            n = min(src.numel(), flat_t.numel() - dst)
            if n > 0:
                flat_t[dst : dst + n] = src[:n]
    return torch.zeros(1, dtype=t.dtype, device=t.device)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
