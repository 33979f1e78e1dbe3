"""`mindspore.numpy` array manipulation (`reshape`, `transpose`, `concatenate`, `split`, `where`, `unique`, ...)."""

from __future__ import annotations

from .. import _api
import types

import torch

from .._kernels import array as _K_array
from .._kernels import indexing as _K_idx
from .._kernels import sorting as _K_sort

from ..common.tensor import Tensor
from .utils import _axis, _to_torch, _wrap

__all__ = _api.names(__name__)


def _t(x) -> torch.Tensor:
    return _to_torch(x)


def transpose(a, axes=None) -> Tensor:
    """Reverse (or permute by ``axes``) the axes. Mirrors ``mindspore.numpy.transpose`` (2.10)."""
    t = _t(a)
    return _wrap(_K_array.transpose(t, tuple(reversed(range(t.ndim))) if axes is None else tuple(axes)))


def expand_dims(a, axis) -> Tensor:
    """Insert size-1 axes at ``axis`` (int or tuple). Mirrors ``mindspore.numpy.expand_dims`` (2.10)."""
    t = _t(a)
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    nd = t.ndim + len(axes)
    for ax in axes:
        if not -nd <= ax < nd:
            raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {ax})")
    for ax in sorted(x % nd for x in axes):
        t = t.unsqueeze(ax)
    return _wrap(t)


def squeeze(a, axis=None) -> Tensor:
    """Remove size-1 axes (all, or those in ``axis``). Mirrors ``mindspore.numpy.squeeze`` (2.10).

    Raises:
        ValueError: if a given axis does not have size 1.
    """
    t = _t(a)
    if axis is None:
        return _wrap(t.squeeze())
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    for ax in axes:
        if t.shape[ax] != 1:
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
    return _wrap(t.squeeze(axes))


def rollaxis(x, axis: int, start: int = 0) -> Tensor:
    """Roll ``axis`` backwards to position ``start``. Mirrors ``mindspore.numpy.rollaxis`` (2.10)."""
    t = _t(x)
    nd = t.ndim
    axis %= nd
    start = start % (nd + 1) if start < 0 else start
    if axis < start:
        start -= 1
    return _wrap(_K_array.movedim(t, axis, start, checked=False))


def swapaxes(x, axis1: int, axis2: int) -> Tensor:
    """Swap two axes. Mirrors ``mindspore.numpy.swapaxes`` (2.10)."""
    return _wrap(_K_array.swapaxes(_t(x), axis1, axis2))


def moveaxis(a, source, destination) -> Tensor:
    """Move axes to new positions. Mirrors ``mindspore.numpy.moveaxis`` (2.10)."""
    return _wrap(_K_array.movedim(_t(a), source, destination, checked=False))


def reshape(x, new_shape) -> Tensor:
    """``x`` with a new shape (one entry may be -1). Mirrors ``mindspore.numpy.reshape`` (2.10)."""
    shape = (new_shape,) if isinstance(new_shape, int) else tuple(new_shape)
    return _wrap(_K_array.reshape(_t(x), shape))


def ravel(x) -> Tensor:
    """The flattened array. Mirrors ``mindspore.numpy.ravel`` (2.10)."""
    return _wrap(_t(x).reshape(-1))


def _seq(arrays) -> list:
    ts = [_t(a) for a in arrays]
    if ts:
        d = ts[0].dtype
        for x in ts[1:]:
            d = torch.promote_types(d, x.dtype)
        ts = [x.to(d) for x in ts]
    return ts


def concatenate(arrays, axis=0) -> Tensor:
    """Join arrays along ``axis`` (None: flatten first). Mirrors ``mindspore.numpy.concatenate`` (2.10)."""
    ts = _seq(arrays if not isinstance(arrays, Tensor) else [arrays])
    if not ts:
        raise IndexError("tuple index out of range")
    if len({t.dtype for t in ts}) > 1:  # mindspore.numpy promotes to a common dtype first
        dt = ts[0].dtype
        for t in ts[1:]:
            dt = torch.promote_types(dt, t.dtype)
        ts = [t.to(dt) for t in ts]
    if axis is None:
        return _wrap(_K_array.concat([x.reshape(-1) for x in ts], 0))
    nd = ts[0].ndim
    if not -nd <= axis < nd:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {nd}")
    return _wrap(_K_array.concat(ts, axis))


def stack(arrays, axis: int = 0) -> Tensor:
    """Join arrays along a new ``axis``. Mirrors ``mindspore.numpy.stack`` (2.10): for a sequence ``axis`` is taken
    modulo the result's rank (no range error), and an empty sequence raises ``IndexError``, as MindSpore's code
    reads its first array's shape."""
    if isinstance(arrays, (list, tuple)):
        axis = axis % (1 + _t(arrays[0]).ndim)
    return _wrap(_K_array.stack_any(_seq(arrays), axis))


def hstack(tup) -> Tensor:
    """Stack column-wise. Mirrors ``mindspore.numpy.hstack`` (2.10)."""
    return _wrap(_K_array.join("hstack", _seq(tup)))


def vstack(tup) -> Tensor:
    """Stack row-wise. Mirrors ``mindspore.numpy.vstack`` (2.10)."""
    return _wrap(_K_array.join("vstack", _seq(tup)))


def dstack(tup) -> Tensor:
    """Stack along the third axis. Mirrors ``mindspore.numpy.dstack`` (2.10)."""
    return _wrap(_K_array.join("dstack", _seq(tup)))


def column_stack(tup) -> Tensor:
    """Stack 1-D arrays as columns. Mirrors ``mindspore.numpy.column_stack`` (2.10)."""
    return _wrap(_K_array.join("column_stack", _seq(tup)))


def atleast_1d(*arys):
    """Inputs viewed with at least one dimension. Mirrors ``mindspore.numpy.atleast_1d`` (2.10)."""
    r = [_wrap(_K_array.atleast(_t(a), 1)) for a in arys]
    return r[0] if len(r) == 1 else r


def atleast_2d(*arys):
    """Inputs viewed with at least two dimensions. Mirrors ``mindspore.numpy.atleast_2d`` (2.10)."""
    r = [_wrap(_K_array.atleast(_t(a), 2)) for a in arys]
    return r[0] if len(r) == 1 else r


def atleast_3d(*arys):
    """Inputs viewed with at least three dimensions. Mirrors ``mindspore.numpy.atleast_3d`` (2.10)."""
    r = [_wrap(_K_array.atleast(_t(a), 3)) for a in arys]
    return r[0] if len(r) == 1 else r


def where(condition, x=None, y=None) -> Tensor:
    """Elements of ``x`` where ``condition`` else of ``y`` (numbers allowed).

    Mirrors ``mindspore.numpy.where`` (2.10).

    Raises:
        TypeError: if ``x`` or ``y`` is missing (``Expect input to be array like.``, as MindSpore).
    """
    if x is None or y is None:
        raise TypeError("Expect input to be array like.")
    c = _t(condition).bool()
    a = x if isinstance(x, (int, float)) and not isinstance(x, bool) else _t(x)
    b = y if isinstance(y, (int, float)) and not isinstance(y, bool) else _t(y)
    shapes = tuple(tuple(v.shape) if isinstance(v, torch.Tensor) else () for v in (c, a, b))
    try:
        torch.broadcast_shapes(*shapes)
    except RuntimeError:
        raise ValueError(f"operands could not be broadcast together with shapes {shapes}") from None
    return _wrap(_K_array.where(c, a, b))


def unique(x, return_inverse: bool = False):
    """The unique elements of the flattened ``x`` in order of first occurrence (MindSpore 2.10's CPU order),
    with Int32 inverse indices on request. Mirrors ``mindspore.numpy.unique`` (2.10).
    """
    out, inv = _K_sort.unique_first(_t(x).reshape(-1))
    if return_inverse:
        return _wrap(out), _wrap(inv.to(torch.int32))
    return _wrap(out)


def tile(a, reps) -> Tensor:
    """Repeat ``a`` ``reps`` times per axis. Mirrors ``mindspore.numpy.tile`` (2.10)."""
    reps = (reps,) if isinstance(reps, int) else tuple(reps)
    return _wrap(_K_array.tile(_t(a), reps))


def broadcast_to(array, shape) -> Tensor:
    """``array`` broadcast to ``shape``. Mirrors ``mindspore.numpy.broadcast_to`` (2.10)."""
    return _wrap(_K_array.broadcast_to_numpy(_t(array), shape))


def broadcast_arrays(*args) -> list:
    """The inputs broadcast against each other (a list). Mirrors ``mindspore.numpy.broadcast_arrays`` (2.10)."""
    return [_wrap(t.clone()) for t in _K_array.broadcast_tensors([_t(a) for a in args])]


def append(arr, values, axis=None) -> Tensor:
    """``values`` appended to ``arr`` (flattened without ``axis``). Mirrors ``mindspore.numpy.append``."""
    return concatenate((arr, values), axis)


def _split_points(t, indices_or_sections, axis, allow_uneven):
    n = t.shape[axis]
    if isinstance(indices_or_sections, int):
        k = indices_or_sections
        if not allow_uneven and n % k:
            raise ValueError("array split does not result in an equal division")
        q, r = divmod(n, k)
        sizes = [q + 1] * r + [q] * (k - r)
        return tuple(_K_array.split_sizes(t, sizes, axis)), True
    idx = [0, *[int(i) for i in indices_or_sections], n]
    sizes = [builtins_max(0, min(b, n) - min(a, n)) for a, b in zip(idx[:-1], idx[1:])]
    return tuple(_K_array.split_sizes(t, sizes, axis)), False


def builtins_max(a, b):
    return a if a > b else b


def split(x, indices_or_sections, axis: int = 0):
    """Split into equal parts (a tuple) or at the given indices (a list). Mirrors ``mindspore.numpy.split``.

    Raises:
        ValueError: if an int does not divide the axis.
    """
    parts, equal = _split_points(_t(x), indices_or_sections, axis, False)
    out = [_wrap(p) for p in parts]
    return tuple(out) if equal else out


def array_split(x, indices_or_sections, axis: int = 0):
    """Like :func:`split`, allowing unequal parts. Mirrors ``mindspore.numpy.array_split`` (2.10)."""
    parts, equal = _split_points(_t(x), indices_or_sections, axis, True)
    out = [_wrap(p) for p in parts]
    return tuple(out) if equal else out


def hsplit(x, indices_or_sections):
    """Split along axis 1 (axis 0 for 1-D). Mirrors ``mindspore.numpy.hsplit`` (2.10)."""
    return split(x, indices_or_sections, 1 if _t(x).ndim > 1 else 0)


def vsplit(x, indices_or_sections):
    """Split along axis 0. Mirrors ``mindspore.numpy.vsplit`` (2.10)."""
    return split(x, indices_or_sections, 0)


def dsplit(x, indices_or_sections):
    """Split along axis 2. Mirrors ``mindspore.numpy.dsplit`` (2.10)."""
    return split(x, indices_or_sections, 2)


def take_along_axis(arr, indices, axis) -> Tensor:
    """Values at the matching ``indices`` along ``axis``. Mirrors ``mindspore.numpy.take_along_axis``."""
    return _wrap(_K_idx.take_along_dim(_t(arr), _t(indices), axis))


def take(a, indices, axis=None, mode: str = "clip") -> Tensor:
    """Elements at ``indices`` (of the flattened input without ``axis``); ``mode`` ``'clip'`` (default) or
    ``'wrap'`` handles out-of-range indices. Mirrors ``mindspore.numpy.take`` (2.10).
    """
    return _wrap(_K_idx.take_along(_t(a), _t(indices), axis, mode, numpy=True))


def repeat(a, repeats, axis=None) -> Tensor:
    """Repeat each element ``repeats`` times (flattened without ``axis``). Mirrors ``mindspore.numpy.repeat``."""
    r = repeats if isinstance(repeats, int) else _t(repeats)
    return _wrap(_K_array.repeat_interleave(_t(a), r, axis))


def rot90(a, k: int = 1, axes=(0, 1)) -> Tensor:
    """Rotate by 90 degrees ``k`` times in the plane of ``axes``. Mirrors ``mindspore.numpy.rot90`` (2.10)."""
    return _wrap(_K_array.rot90(_t(a), k, list(axes), checked=False))


def select(condlist, choicelist, default=0) -> Tensor:
    """Elements of the first choice whose condition holds, else ``default``. Mirrors ``mindspore.numpy.select``."""
    conds = [_t(c).bool() for c in condlist]
    choices = _seq(choicelist)
    return _wrap(_K_idx.select(conds, choices, default))


def size(a, axis=None) -> int:
    """The number of elements (along ``axis``). Mirrors ``mindspore.numpy.size`` (2.10)."""
    t = _t(a)
    return t.numel() if axis is None else t.shape[axis]


def array_str(a) -> str:
    """The string form of ``a`` (as ``print`` shows it). Mirrors ``mindspore.numpy.array_str`` (2.10)."""
    return str(a if isinstance(a, Tensor) else _wrap(_t(a)))


def apply_along_axis(func1d, axis: int, arr, *args, **kwargs) -> Tensor:
    """Apply ``func1d`` to the 1-D slices along ``axis``. Mirrors ``mindspore.numpy.apply_along_axis``."""
    t = _K_array.movedim(_t(arr), axis, -1, checked=False)
    flat = t.reshape(-1, t.shape[-1])
    res = [func1d(_wrap(row), *args, **kwargs) for row in flat]
    rt = _K_array.stack_any([_t(r) for r in res])
    out = rt.reshape(tuple(t.shape[:-1]) + tuple(rt.shape[1:]))
    if rt.ndim > 1:
        out = _K_array.movedim(out, -1, axis, checked=False)
    return _wrap(out)


def apply_over_axes(func, a, axes) -> Tensor:
    """Apply ``func(a, axis)`` over each axis in turn, keeping dimensions. Mirrors ``mnp.apply_over_axes``."""
    res = a
    for ax in (axes,) if isinstance(axes, int) else axes:
        r = func(res, ax)
        if r.ndim == res.ndim - 1:
            r = expand_dims(r, ax)
        res = r
    return res


def _stack_arrays(arrs) -> torch.Tensor:
    """MindSpore's ``_stack_arrays``: each entry made a Tensor (Python ints Int32, floats Float32) and stacked
    (dtypes promoted); a single array made at least 1-D."""
    if isinstance(arrs, (tuple, list)):
        for a in arrs:
            if not isinstance(a, (Tensor, int, float, bool, list, tuple)):
                raise TypeError("Expect input to be array like.")
        return _t(stack(list(arrs)))
    if not isinstance(arrs, (Tensor, int, float, bool)):
        raise TypeError("Expect input to be array like.")
    t = _t(arrs)
    return t.reshape(1) if t.ndim == 0 else t


def piecewise(x, condlist, funclist, *args, **kw) -> Tensor:
    """Evaluate a piecewise-defined function of ``x``: wherever ``condlist[i]`` holds, the value of
    ``funclist[i]`` (a Python function called as ``f(x, *args, **kw)``, or a scalar / array). One extra entry of
    ``funclist`` is the default where no condition holds (otherwise 0).

    Mirrors ``mindspore.numpy.piecewise`` (2.10), which stacks the conditions and the values and selects among
    them: the result has the dtype of the stacked values (scalars ``[-1, 1]`` give Int32, ``[-1.5, 1]`` Float32,
    whatever ``x``'s dtype), not ``x``'s. Functions are recognised only when ``funclist[0]`` is a Python
    function; a Tensor ``condlist`` counts its rows as conditions; a scalar default (``len(funclist) ==
    len(condlist) + 1`` with scalars) fails with MindSpore's reshape error, as it does in MindSpore.

    Raises:
        ValueError: ``len(funclist)`` neither ``len(condlist)`` nor ``len(condlist) + 1``
            (``the number of choices should be either equal to conditions or N``).
        TypeError: a value that is neither a number, a list nor a Tensor (``Expect input to be array like.``).
    """
    xt = _t(x)
    choices = funclist
    if isinstance(funclist, (tuple, list)) and isinstance(funclist[0], types.FunctionType):
        choices = [f(_wrap(xt), *args, **kw) for f in funclist]
    conds = _stack_arrays(condlist)
    values = _stack_arrays(choices)
    n1, n2 = len(conds), len(funclist)
    default = 0
    if n1 + 1 == n2:
        default, values = values[-1], values[:-1]
    elif n1 != n2:
        raise ValueError(f"the number of choices should be either equal to conditions or {n1 + 1}")
    return _wrap(_K_idx.np_select_stacked(conds, values, default))


def unravel_index(indices, shape, order: str = "C") -> tuple:
    """Int32 coordinate arrays of flat ``indices`` in an array of ``shape``. Mirrors ``mnp.unravel_index``."""
    return tuple(_wrap(r) for r in _K_idx.unravel_index(_t(indices), tuple(shape), order))


def argwhere(a) -> Tensor:
    """Int64 indices of the non-zero elements, one row each. Mirrors ``mindspore.numpy.argwhere`` (2.10)."""
    return _wrap(_K_idx.argwhere(_t(a)))


def choose(a, choices, mode: str = "clip") -> Tensor:
    """Build an array from ``choices`` by the index array ``a``. Mirrors ``mindspore.numpy.choose`` (2.10)."""
    return _wrap(_K_idx.np_choose(_t(a), _seq(choices), mode))


def flip(m, axis=None) -> Tensor:
    """Reverse the order along ``axis`` (all axes when None). Mirrors ``mindspore.numpy.flip`` (2.10)."""
    t = _t(m)
    dims = tuple(range(t.ndim)) if axis is None else ((axis,) if isinstance(axis, int) else tuple(axis))
    return _wrap(_K_array.flip(t, dims, checked=False))


def flipud(m) -> Tensor:
    """Reverse the rows. Mirrors ``mindspore.numpy.flipud`` (2.10)."""
    return flip(m, 0)


def fliplr(m) -> Tensor:
    """Reverse the columns. Mirrors ``mindspore.numpy.fliplr`` (2.10)."""
    return flip(m, 1)


def roll(a, shift, axis=None) -> Tensor:
    """Roll elements by ``shift`` along ``axis`` (flattened when None). Mirrors ``mindspore.numpy.roll``."""
    return _wrap(_K_array.roll(_t(a), shift, _axis(axis)))


def intersect1d(ar1, ar2, assume_unique: bool = False, return_indices: bool = False):
    """Sorted common elements of two arrays. Mirrors ``mindspore.numpy.intersect1d`` (2.10)."""
    a, b = _t(ar1).reshape(-1), _t(ar2).reshape(-1)
    if not return_indices:
        return _wrap(_K_sort.intersect1d(a, b))
    return tuple(_wrap(r) for r in _K_sort.intersect1d(a, b, True))
