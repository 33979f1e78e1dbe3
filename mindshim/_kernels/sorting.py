"""Sorting kernels: unique values (first-appearance and consecutive), searchsorted, bucketize, sort, top-k.

Each kernel takes torch tensors and plain Python arguments and owns the op's dtype rules and MindSpore 2.10's
checks, with its exception classes and messages.
"""

from __future__ import annotations

import math

import torch

from . import dtypes as _dtypes
from . import errors as _errors

__all__ = [
    "topk_k",
    "unique_first",
    "unique",
    "unique_consecutive",
    "pad_to",
    "unique_sorted",
    "intersect1d",
    "searchsorted",
    "bucketize",
    "np_searchsorted",
    "np_digitize",
    "sort",
    "msort",
    "argsort",
    "topk",
]


def unique_first(t: torch.Tensor) -> tuple:
    """The unique values of ``t`` (flattened) in order of first appearance, as MindSpore's CPU Unique orders
    them, and the Int64 index of each element of ``t`` among them (``t``'s shape): ``numpy.unique``."""
    flat = t.reshape(-1)
    vals, inv = torch.unique(flat, sorted=True, return_inverse=True)
    first = torch.full((vals.numel(),), flat.numel(), dtype=torch.int64, device=t.device)
    first.scatter_reduce_(0, inv, torch.arange(flat.numel(), device=t.device), "amin")
    order = torch.argsort(first)
    rank = torch.empty_like(order)
    rank[order] = torch.arange(order.numel(), device=t.device)
    return vals[order], rank[inv].reshape(t.shape)


def unique(t: torch.Tensor) -> tuple:
    """MindSpore's Unique: :func:`unique_first`, the indices Int64 for an Int64 input and Int32 otherwise.

    Raises:
        TypeError: for a Bool input.
    """
    if t.dtype == torch.bool:
        raise TypeError("For primitive[Unique], the input argument[input_x] must be a type of numbers, but got Bool.")
    vals, idx = unique_first(t)
    return vals, idx.to(torch.int64 if t.dtype == torch.int64 else torch.int32)


def unique_consecutive(t: torch.Tensor, return_inverse: bool = False, return_counts: bool = False, dim=None):
    """MindSpore's UniqueConsecutive: runs of equal values (slices along ``dim``) collapsed; the values
    (flattened when ``dim`` is None), plus Int64 inverse indices and counts when asked (then a tuple)."""
    return torch.unique_consecutive(t, return_inverse=return_inverse, return_counts=return_counts, dim=dim)


def pad_to(v: torch.Tensor, n: int, value) -> torch.Tensor:
    """The 1-D ``v`` padded at its end with ``value`` to length ``n`` (``ops.unique_with_pad``)."""
    pad = torch.full((n - v.numel(),), value, dtype=v.dtype, device=v.device)
    return torch.cat([v, pad])


def unique_sorted(t: torch.Tensor, **kwargs):
    """``torch.unique`` of ``t``: the sorted unique values, with inverse indices / counts as ``kwargs`` ask
    (``mint.unique``, ``numpy.intersect1d``)."""
    return torch.unique(t, **kwargs)


def intersect1d(a: torch.Tensor, b: torch.Tensor, return_indices: bool = False):
    """``numpy.intersect1d`` of the 1-D ``a`` and ``b``: their sorted common values, and with ``return_indices``
    the Int32 index of the first occurrence of each in ``a`` and in ``b``."""
    common = torch.unique(a[torch.isin(a, b)])
    if not return_indices:
        return common
    ia = torch.stack([torch.nonzero(a == v)[0, 0] for v in common]) if common.numel() else common.long()
    ib = torch.stack([torch.nonzero(b == v)[0, 0] for v in common]) if common.numel() else common.long()
    return common, ia.to(torch.int32), ib.to(torch.int32)


def searchsorted(seq: torch.Tensor, v, out_int32: bool = False, right: bool = False, sorter=None, side=None):
    """``ops.searchsorted`` / ``mint.searchsorted``: insertion indices of ``v`` (a tensor or number) into the
    sorted last axis of ``seq`` (Int64, Int32 with ``out_int32``; ``right`` or ``side='right'`` takes the index
    after equal entries; ``sorter`` an Int64 tensor of sorting indices)."""
    return torch.searchsorted(seq, v, out_int32=out_int32, right=right, side=side, sorter=sorter)


def bucketize(t: torch.Tensor, boundaries, right: bool = False) -> torch.Tensor:
    """The Int32 bucket of each element of ``t`` among the sorted ``boundaries``: ``right=False`` gives ``i`` with
    ``b[i-1] < x <= b[i]``, ``right=True`` ``b[i-1] <= x < b[i]``.

    ``boundaries`` a list of numbers: MindSpore's Bucketize (``ops.bucketize``; integer inputs are compared in
    Float64).
    """
    b = torch.tensor(boundaries, dtype=t.dtype if t.is_floating_point() else torch.float64, device=t.device)
    return torch.bucketize(t.to(b.dtype), b, out_int32=True, right=right)


def np_searchsorted(a: torch.Tensor, v: torch.Tensor, side: str = "left") -> torch.Tensor:
    """``mindspore.numpy.searchsorted`` without ``sorter``: the Int32 insertion index of each ``v`` into the 1-D
    ``a`` (compared as Float32), found as MindSpore 2.10 finds it, by ``ceil(log2(len(a) + 1))`` halving steps
    of ``[0, len(a)]`` that keep ``j`` where ``v <= a[mid]`` (``side='left'``) or ``v < a[mid]``
    (``side='right'``) holds. So a NaN in ``v`` lands at ``len(a)`` and NaN bins compare false, as there
    (``torch.searchsorted`` sorts NaN last instead); ``a`` need not be sorted for the steps to be MindSpore's.
    """
    a = a.reshape(-1).to(torch.float32)
    n = a.numel()
    i = torch.zeros(v.shape, dtype=torch.int32, device=v.device)
    j = torch.full(v.shape, n, dtype=torch.int32, device=v.device)
    if n == 0:
        return j
    for _ in range(math.ceil(math.log2(n + 1))):
        mid = torch.div(i + j, 2, rounding_mode="floor")
        am = a[mid.long()]
        mask = v <= am if side == "left" else v < am
        i = torch.where(mask, i, mid)
        j = torch.where(mask, mid, j)
    return j


def np_digitize(x: torch.Tensor, bins: torch.Tensor, right: bool = False) -> torch.Tensor:
    """``mindspore.numpy.digitize``: the Int32 index of the bin of each ``x``. Increasing ``bins`` (``bins[0] <=
    bins[-1]``) give ``i`` with ``bins[i-1] <= x < bins[i]`` (``right=True``: ``bins[i-1] < x <= bins[i]``);
    otherwise ``len(bins)`` minus the index into the reversed bins. Computed as MindSpore 2.10 does, through
    :func:`np_searchsorted` (a NaN ``x`` goes past the last increasing bin, to 0 for decreasing ones; a NaN
    first or last bin makes the bins count as decreasing). Empty ``x`` comes back as it is; empty ``bins``
    give Int32 zeros.

    Raises:
        ValueError: ``bins`` not 1-D.
    """
    if bins.ndim != 1:
        raise ValueError("bins should be 1-dimensional")
    if x.numel() == 0:
        return x
    if bins.numel() == 0:
        return torch.zeros(x.shape, dtype=torch.int32, device=x.device)
    side = "left" if right else "right"
    if bool(bins[0] <= bins[-1]):
        return np_searchsorted(bins, x, side)
    return bins.numel() - np_searchsorted(bins.flip(0), x, side)


def sort(
    t: torch.Tensor, dim: int = -1, descending: bool = False, stable: bool = False, *, checked: bool = False
) -> tuple:
    """Values and indices of ``t`` sorted along ``dim``.

    ``checked=False``: ``mint.sort`` (Int64 indices, ``stable`` as given). ``checked=True``: MindSpore's Sort
    primitive (``ops.sort``, ``ops.argsort``, ``ops.msort``): always stable, Int32 indices.

    Raises:
        TypeError: with ``checked``, Bool and UInt16/32/64 inputs (MindSpore's CPU kernel has none).
    """
    if not checked:
        return torch.sort(t, dim=dim, descending=descending, stable=stable)
    if t.dtype == torch.bool:
        raise _dtypes.select_fail("Sort")
    if t.dtype in _dtypes.WIDE:
        _dtypes.refuse("Sort", t.dtype)
    v, i = torch.sort(t, dim=dim, descending=descending, stable=True)
    return v, i.int()


def msort(t: torch.Tensor) -> torch.Tensor:
    """Values sorted along axis 0 (``ops.msort``), with the Sort primitive's dtype checks (see :func:`sort`)."""
    return sort(t, 0, checked=True)[0]


def argsort(t: torch.Tensor, dim: int = -1, descending: bool = False, stable: bool = False) -> torch.Tensor:
    """Int64 indices that sort ``t`` along ``dim`` (``mint.argsort``)."""
    return torch.argsort(t, dim=dim, descending=descending, stable=stable)


def topk(
    t: torch.Tensor,
    k: int,
    dim: int = -1,
    largest: bool = True,
    sorted: bool = True,
    *,
    checked: bool = False,
) -> tuple:
    """Values and indices of the ``k`` largest (smallest) entries of ``t`` along ``dim``.

    ``checked=False``: ``mint.topk`` (Int64 indices). ``checked=True``: MindSpore's TopK (``ops.topk``): Int32
    indices, unsigned types computed wider, and its unsorted selection (nth_element) leaves a whole axis in its
    input order.

    Raises:
        TypeError: with ``checked``, a Bool input (MindSpore's TopK type check).
    """
    if not checked:
        return torch.topk(t, k, dim=dim, largest=largest, sorted=sorted)
    if not sorted and t.ndim and k == t.shape[dim]:
        shape = [1] * t.ndim
        shape[dim] = t.shape[dim]
        i = torch.arange(t.shape[dim], dtype=torch.int32, device=t.device).reshape(shape).expand(t.shape)
        return t.clone(), i.contiguous()
    v, i = _dtypes.call(torch.topk, t, k, dim=dim, largest=largest, sorted=sorted, order=True, cast=(0,), op="TopK")
    return v, i.int()


_TOPK_DTYPES = (
    torch.bfloat16, torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64,
    torch.uint8, torch.uint16, torch.uint32, torch.uint64,
)  # fmt: skip


def topk_k(t: torch.Tensor, k) -> int:
    """``ops.topk``'s checks of its input and ``k`` in MindSpore's order (TopK's type checks: the input's dtype,
    then ``k`` an Int32/Int64 scalar or Tensor, a Tensor ``k`` of rank 0 or 1); returns ``k`` as an int.

    Raises:
        TypeError: an input of another dtype (Bool, complex), a ``k`` that is not an int (a bool, a float, None, a
            str, a tuple) or an integer Tensor.
        RuntimeError: a Tensor ``k`` of rank above 1.
    """
    if t.dtype not in _TOPK_DTYPES:
        raise _errors.dtype_error("TopK", "input_x", t.dtype, _TOPK_DTYPES)
    if isinstance(k, torch.Tensor):
        if k.dtype not in (torch.int32, torch.int64):
            raise _errors.dtype_error("TopK", "k", k.dtype, (torch.int32, torch.int64))
        if k.ndim > 1:
            raise _errors.runtime_error(
                "TopK", f"the dimension of 'k' should only be 0 or 1 when 'k' is a Tensor, but got: {k.ndim}."
            )
        return int(k.reshape(-1)[0])
    if isinstance(k, bool) or not isinstance(k, int):
        raise TypeError(
            f"For primitive[TopK], the input argument[k] must be a type of {{Int32, Int64}}, but got "
            f"{_errors.typeof_name(k)}."
        )
    return k


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
