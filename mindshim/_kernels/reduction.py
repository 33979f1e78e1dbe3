"""Reduction kernels: MindSpore's NaN rule for arg-max/min and max/min with indices, and axis checks.

MindSpore's CPU kernels scan a row keeping the first element and replacing it by a strictly greater (smaller)
one, so NaN elements after the first are skipped and a NaN first element wins (torch's argmax picks any NaN).
"""

from __future__ import annotations

import torch


__all__ = ["check_axes", "argmax", "max_with_index", "amax", "reduce_error"]


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


def argmax(t: torch.Tensor, dim=None, keepdim: bool = False, largest: bool = True, fn=None) -> torch.Tensor:
    """Index of the maximum (``largest``) or minimum along ``dim`` (None: flattened) with MindSpore's NaN rule.

    ``fn`` is the torch call for a tensor without NaN (``torch.argmax`` by default, or a dtype-widening wrapper).
    """
    fn = fn or (torch.argmax if largest else torch.argmin)
    if not t.is_floating_point() or t.numel() == 0:
        return fn(t, dim=dim, keepdim=keepdim)
    nan = t.isnan()
    if t.device.type == "cpu" and not nan.any():
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


def amax(t: torch.Tensor, dim=None, keepdim: bool = False, largest: bool = True, fn=None) -> torch.Tensor:
    """Maximum (``largest``) or minimum over ``dim`` (None: all; an int or a tuple) with MindSpore's NaN rule (a
    NaN first element of a reduced group gives NaN, later NaNs are skipped). ``fn(t, dim, keepdim)`` is the torch
    call for a tensor without NaN (a dtype-widening wrapper of ``torch.amax`` / ``torch.amin``)."""
    fn = fn or (lambda x, dim=None, keepdim=False: (torch.amax if largest else torch.amin)(
        x, dim=() if dim is None else dim, keepdim=keepdim))  # fmt: skip
    if not t.is_floating_point() or t.numel() == 0 or t.ndim == 0:
        return fn(t, dim=dim, keepdim=keepdim)
    nan = t.isnan()
    if t.device.type == "cpu" and not nan.any():
        return fn(t, dim=dim, keepdim=keepdim)
    g, kept = _grouped(t.masked_fill(nan, float("-inf") if largest else float("inf")), dim)
    first = _grouped(nan, dim)[0][..., 0]
    r = (torch.amax if largest else torch.amin)(g, dim=-1)
    r = torch.where(first, torch.full_like(r, float("nan")), r)
    if keepdim:
        dims = range(t.ndim) if dim is None else {d % t.ndim for d in (dim if isinstance(dim, tuple) else (dim,))}
        r = r.reshape([1 if d in dims else n for d, n in enumerate(t.shape)])
    return r.reshape(kept) if not keepdim else r


def reduce_error(prim: str, x, extra: str = "(keep_dims=bool)", args: str = "x=%s, axis=Tuple<>") -> TypeError:
    """MindSpore's TypeError for a reduction primitive called on a list or number:
    ``Failed calling ReduceSum with "ReduceSum(keep_dims=bool)(x=List<float>, axis=Tuple<>)".``"""
    from .errors import type_name

    return TypeError(f'Failed calling {prim} with "{prim}{extra}({args % type_name(x)})".')
