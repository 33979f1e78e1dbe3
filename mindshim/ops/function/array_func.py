"""Array functional ops (`ops.reshape`, `ops.concat`, `ops.gather`, `ops.zeros`, ...): the one mapping of each op onto torch."""

from __future__ import annotations

import builtins

import numpy as np
import torch

from ...common import dtype as mstype
from ...common.tensor import _device
from ._utils import Tensor, _as_tensor, _wrap

__all__ = [
    "reshape", "cast", "transpose", "permute", "expand_dims", "unsqueeze", "squeeze", "concat", "cat", "stack",
    "split", "tile", "broadcast_to", "gather", "gather_d", "gather_elements", "gather_nd", "scatter_nd",
    "tensor_scatter_update", "tensor_scatter_add", "scatter", "zeros", "ones", "zeros_like", "ones_like", "fill",
    "full", "full_like", "eye", "arange", "range", "linspace", "one_hot", "dtype", "shape", "rank", "size",
    "flatten", "slice", "strided_slice", "masked_fill", "masked_select", "unique", "identity", "depend",
    "scalar_to_tensor", "tuple_to_array", "flip", "roll", "nonzero", "diag", "tril", "triu", "chunk",
    "unbind", "unstack", "index_select", "meshgrid", "repeat_interleave", "narrow", "movedim", "swapaxes",
    "is_tensor", "numel", "print_", "tensor_split", "reverse",
]  # fmt: skip


def _shape(shape) -> tuple:
    if isinstance(shape, int):
        return (shape,)
    if isinstance(shape, Tensor):
        return tuple(int(v) for v in shape.asnumpy().reshape(-1))
    return tuple(int(v) for v in shape)


def reshape(input, shape) -> Tensor:  # noqa: A002
    """Return ``input`` with a new shape (one entry may be -1). Mirrors ``mindspore.ops.reshape`` / ``ops.Reshape``.

    Raises:
        ValueError: if the element count does not match.
    """
    t = _as_tensor(input)
    shape = _shape(shape)
    try:
        return _wrap(t.reshape(shape))
    except RuntimeError:
        raise ValueError(
            f"proposed_shape '[const vector]{{{', '.join(str(s) for s in shape)}}}' is invalid for input of size "
            f"{t.numel()}"
        ) from None


def cast(input, dtype) -> Tensor:  # noqa: A002
    """Return ``input`` converted to ``dtype``. Mirrors ``mindspore.ops.cast`` / ``ops.Cast``.

    Python numbers are first made 0-d tensors.

    Raises:
        TypeError: if ``dtype`` is not a MindSpore dtype.
    """
    if not isinstance(dtype, mstype.Type):
        try:
            dtype = mstype.to_ms_dtype(dtype)
        except (TypeError, ValueError, KeyError):
            raise TypeError(f"For 'Cast', the input 'dtype' should be mindspore dtype, but got {dtype}.") from None
    return _wrap(_as_tensor(input).to(dtype.torch_dtype))


def _dim_error(d: int, nd: int) -> ValueError:
    return ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {d})")


def transpose(input, input_perm) -> Tensor:  # noqa: A002
    """Permute the axes by ``input_perm``. Mirrors ``mindspore.ops.transpose`` / ``ops.Transpose``.

    Raises:
        ValueError: if an axis is out of range or ``input_perm`` has the wrong length.
    """
    t = _as_tensor(input)
    perm = tuple(input_perm)
    nd = t.ndim
    for d in perm:
        if not -nd <= d < nd:
            raise _dim_error(d, nd)
    if len(perm) != nd:
        raise ValueError(
            f"For 'Transpose', the size of 'input_perm' must be equal to the rank of 'input', but got {len(perm)} "
            f"and {nd}."
        )
    return _wrap(t.permute(perm))


def permute(input, axis) -> Tensor:  # noqa: A002
    """Permute the axes by ``axis``. Mirrors ``mindspore.ops.permute``."""
    return transpose(input, axis)


def expand_dims(input_x, axis: int) -> Tensor:
    """Insert a size-1 axis at ``axis``. Mirrors ``mindspore.ops.expand_dims`` / ``ops.ExpandDims``.

    Raises:
        ValueError: if ``axis`` is outside ``[-ndim-1, ndim]``.
    """
    t = _as_tensor(input_x)
    nd = t.ndim + 1
    if not -nd <= axis < nd:
        raise _dim_error(axis, nd)
    return _wrap(t.unsqueeze(axis))


unsqueeze = expand_dims


def squeeze(input, axis=None) -> Tensor:  # noqa: A002
    """Remove size-1 axes (all of them, or those in ``axis``; axes of other sizes are left). Mirrors ``ops.squeeze``."""
    t = _as_tensor(input)
    if axis is None or axis == ():
        return _wrap(t.squeeze())
    return _wrap(t.squeeze(tuple(axis) if isinstance(axis, (list, tuple)) else axis))


def concat(tensors, axis: int = 0) -> Tensor:
    """Join tensors along ``axis``. Mirrors ``mindspore.ops.concat`` / ``ops.Concat(axis)``.

    Raises:
        ValueError: if the shapes differ outside ``axis``.
        RuntimeError: if the dtypes differ (MindSpore's CPU kernel fails to initialise).
    """
    ts = [_as_tensor(t) for t in tensors]
    dt = ts[0].dtype
    if any(t.dtype != dt for t in ts):
        raise RuntimeError(
            "KernelMod Init Failed: Concat. For primitive[Concat], the input tensors must have the same dtype, but got "
            + ", ".join(f"Tensor[{mstype._FROM_TORCH[t.dtype]}]" for t in ts)
            + "."
        )
    try:
        return _wrap(torch.cat(ts, dim=axis))
    except (RuntimeError, IndexError):
        shapes = ", ".join("[const vector]{" + ", ".join(str(s) for s in t.shape) + "}" for t in ts)
        bad = next(
            (
                d
                for d in builtins.range(ts[0].ndim)
                if d != axis % ts[0].ndim and any(t.shape[d] != ts[0].shape[d] for t in ts)
            ),
            0,
        )
        raise ValueError(
            f"For primitive[Concat], shapes of tensors must match except in given concat axis {axis}, but got "
            f"mismatch in {bad}(all input shapes are [const vector]{{{shapes}}})!"
        ) from None


cat = concat


def stack(tensors, axis: int = 0) -> Tensor:
    """Stack same-shaped tensors along a new ``axis``. Mirrors ``mindspore.ops.stack`` / ``ops.Stack(axis)``."""
    return _wrap(torch.stack([_as_tensor(t) for t in tensors], dim=axis))


def unstack(input_x, axis: int = 0) -> tuple:
    """Split along ``axis`` removing it. Mirrors ``mindspore.ops.unstack`` / ``ops.Unstack``."""
    return tuple(_wrap(t) for t in torch.unbind(_as_tensor(input_x), dim=axis))


unbind = unstack


def split(tensor, split_size_or_sections, axis: int = 0) -> tuple:
    """Split into chunks of ``split_size_or_sections`` (an int) or of the listed sizes. Mirrors ``ops.split`` (2.10)."""
    s = split_size_or_sections
    s = list(s) if isinstance(s, (list, tuple)) else int(s)
    return tuple(_wrap(t) for t in torch.split(_as_tensor(tensor), s, dim=axis))


def tensor_split(input, indices_or_sections, axis: int = 0) -> tuple:  # noqa: A002
    """Split into ``n`` near-equal parts or at the given indices. Mirrors ``mindspore.ops.tensor_split``."""
    return tuple(_wrap(t) for t in torch.tensor_split(_as_tensor(input), indices_or_sections, dim=axis))


def chunk(input, chunks: int, axis: int = 0) -> tuple:  # noqa: A002
    """Split into ``chunks`` parts. Mirrors ``mindspore.ops.chunk``."""
    return tuple(_wrap(t) for t in torch.chunk(_as_tensor(input), chunks, dim=axis))


def tile(input, dims) -> Tensor:  # noqa: A002
    """Repeat ``input`` ``dims[i]`` times along each axis. Mirrors ``mindspore.ops.tile`` / ``ops.Tile``."""
    return _wrap(_as_tensor(input).tile(tuple(dims)))


def broadcast_to(input, shape) -> Tensor:  # noqa: A002
    """Broadcast to ``shape`` (-1 keeps a dimension). Mirrors ``mindspore.ops.broadcast_to`` / ``ops.BroadcastTo``."""
    t = _as_tensor(input)
    return _wrap(t.expand(_shape(shape)).clone())


def gather(input_params, input_indices, axis: int, batch_dims: int = 0) -> Tensor:
    """Take slices of ``input_params`` at ``input_indices`` along ``axis``. Mirrors ``ops.gather`` / ``ops.Gather``.

    Raises:
        RuntimeError: if an index is out of range.
        TypeError: if the indices are not integers.
    """
    t = _as_tensor(input_params)
    idx = _as_tensor(input_indices)
    if idx.is_floating_point():
        raise TypeError(
            f"For 'Gather', the 'input_indices' must be an int Tensor, but got Tensor[{mstype._FROM_TORCH[idx.dtype]}]."
        )
    n = t.shape[axis]
    if idx.numel() and (int(idx.max()) >= n or int(idx.min()) < 0):
        bad = int(idx.max()) if int(idx.max()) >= n else int(idx.min())
        raise RuntimeError(
            f"For 'Gather', the 'input_indices' should be in the range [0, {n}), but got {bad}, error_code[58]"
        )
    out = torch.index_select(t, axis, idx.reshape(-1).long())
    ax = axis % t.ndim
    return _wrap(out.reshape(t.shape[:ax] + idx.shape + t.shape[ax + 1 :]))


def index_select(input, axis: int, index) -> Tensor:  # noqa: A002
    """Select entries along ``axis`` at 1-D ``index``. Mirrors ``mindspore.ops.index_select``."""
    return _wrap(torch.index_select(_as_tensor(input), axis, _as_tensor(index).long()))


def gather_d(x, dim: int, index) -> Tensor:
    """``out[i][j] = x[index[i][j]][j]`` style gather along ``dim``. Mirrors ``mindspore.ops.gather_d`` / ``ops.GatherD``."""
    return _wrap(torch.gather(_as_tensor(x), dim, _as_tensor(index).long()))


def gather_elements(input, dim: int, index) -> Tensor:  # noqa: A002
    """Same as :func:`gather_d`. Mirrors ``mindspore.ops.gather_elements``."""
    return gather_d(input, dim, index)


def gather_nd(input_x, indices) -> Tensor:
    """Gather slices at N-d ``indices`` (last axis indexes the first dims). Mirrors ``mindspore.ops.gather_nd``."""
    t = _as_tensor(input_x)
    idx = _as_tensor(indices).long()
    return _wrap(t[tuple(idx[..., i] for i in builtins.range(idx.shape[-1]))])


def scatter_nd(indices, updates, shape) -> Tensor:
    """Zeros of ``shape`` with ``updates`` added at ``indices``. Mirrors ``mindspore.ops.scatter_nd``."""
    u = _as_tensor(updates)
    out = torch.zeros(_shape(shape), dtype=u.dtype, device=u.device)
    idx = _as_tensor(indices).long()
    out.index_put_(tuple(idx[..., i] for i in builtins.range(idx.shape[-1])), u, accumulate=True)
    return _wrap(out)


def tensor_scatter_update(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` with ``updates`` written at ``indices``. Mirrors ``ops.tensor_scatter_update``."""
    out = _as_tensor(input_x).clone()
    idx = _as_tensor(indices).long()
    out.index_put_(tuple(idx[..., i] for i in builtins.range(idx.shape[-1])), _as_tensor(updates).to(out.dtype))
    return _wrap(out)


def tensor_scatter_add(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` with ``updates`` added at ``indices``. Mirrors ``ops.tensor_scatter_add``."""
    out = _as_tensor(input_x).clone()
    idx = _as_tensor(indices).long()
    out.index_put_(
        tuple(idx[..., i] for i in builtins.range(idx.shape[-1])), _as_tensor(updates).to(out.dtype), accumulate=True
    )
    return _wrap(out)


def scatter(input, axis: int, index, src) -> Tensor:  # noqa: A002
    """Copy of ``input`` with ``src`` written at ``index`` along ``axis``. Mirrors ``mindspore.ops.scatter``."""
    s = _as_tensor(src)
    t = _as_tensor(input)
    if isinstance(src, Tensor):
        return _wrap(torch.scatter(t, axis, _as_tensor(index).long(), s.to(t.dtype)))
    return _wrap(torch.scatter(t, axis, _as_tensor(index).long(), src))


def _creation_dtype(dtype, default=mstype.float32) -> torch.dtype:
    return (mstype.to_ms_dtype(dtype) if dtype is not None else default).torch_dtype


def zeros(size, dtype=None) -> Tensor:
    """A tensor of zeros of shape ``size`` (default Float32). Mirrors ``mindspore.ops.zeros`` / ``ops.Zeros``."""
    return _wrap(torch.zeros(_shape(size), dtype=_creation_dtype(dtype), device=_device()))


def ones(shape, dtype=None) -> Tensor:
    """A tensor of ones of ``shape`` (default Float32). Mirrors ``mindspore.ops.ones`` / ``ops.Ones``."""
    return _wrap(torch.ones(_shape(shape), dtype=_creation_dtype(dtype), device=_device()))


def zeros_like(input, *, dtype=None) -> Tensor:  # noqa: A002
    """Zeros with the shape (and dtype, unless given) of ``input``. Mirrors ``mindspore.ops.zeros_like``."""
    t = _as_tensor(input)
    return _wrap(torch.zeros_like(t, dtype=mstype.to_torch_dtype(dtype) if dtype is not None else None))


def ones_like(input, *, dtype=None) -> Tensor:  # noqa: A002
    """Ones with the shape (and dtype, unless given) of ``input``. Mirrors ``mindspore.ops.ones_like``."""
    t = _as_tensor(input)
    return _wrap(torch.ones_like(t, dtype=mstype.to_torch_dtype(dtype) if dtype is not None else None))


def fill(type, shape, value) -> Tensor:  # noqa: A002
    """A tensor of ``shape`` filled with ``value``, of dtype ``type``. Mirrors ``mindspore.ops.fill`` / ``ops.Fill``."""
    v = value.item() if isinstance(value, Tensor) else value
    return _wrap(torch.full(_shape(shape), v, dtype=mstype.to_torch_dtype(type), device=_device()))


def full(size, fill_value, *, dtype=None) -> Tensor:
    """A tensor of ``size`` filled with ``fill_value``. Mirrors ``mindspore.ops.full`` (2.10).

    Without ``dtype``, a Python number gives Int64 (MindSpore 2.10 truncates ``3.5`` to ``3`` too), a bool
    gives Bool, a Tensor keeps its dtype.
    """
    v = fill_value.item() if isinstance(fill_value, Tensor) else fill_value
    if dtype is None:
        if isinstance(fill_value, Tensor):
            td = fill_value._data().dtype
        else:
            td = torch.bool if isinstance(v, bool) else torch.int64
            v = v if isinstance(v, bool) else int(v)
    else:
        td = mstype.to_torch_dtype(dtype)
    return _wrap(torch.full(_shape(size), v, dtype=td, device=_device()))


def full_like(input, fill_value, *, dtype=None) -> Tensor:  # noqa: A002
    """Like ``input`` filled with ``fill_value``. Mirrors ``mindspore.ops.full_like``."""
    t = _as_tensor(input)
    return _wrap(torch.full_like(t, fill_value, dtype=mstype.to_torch_dtype(dtype) if dtype is not None else None))


def eye(n: int, m: int | None = None, dtype=None) -> Tensor:
    """Identity matrix ``n x m`` (default Float32). Mirrors ``mindspore.ops.eye`` / ``ops.Eye``."""
    return _wrap(torch.eye(n, m if m is not None else n, dtype=_creation_dtype(dtype), device=_device()))


def _num(v):
    return v.item() if isinstance(v, Tensor) else v


def arange(start=0, end=None, step=1, *, dtype=None) -> Tensor:
    """Values ``start, start+step, ...`` below ``end``; Int64 for ints, Float32 if any bound is a float.

    Mirrors ``mindspore.ops.arange``.
    """
    start, end, step = _num(start), _num(end), _num(step)
    if end is None:
        start, end = 0, start
    if dtype is not None:
        td = mstype.to_torch_dtype(dtype)
    elif any(isinstance(v, float) for v in (start, end, step)):
        td = torch.float32
    else:
        td = torch.int64
    return _wrap(torch.arange(start, end, step, dtype=td, device=_device()))


def range(start, end, step) -> Tensor:  # noqa: A001
    """Values from ``start`` below ``end`` by ``step``. Mirrors ``mindspore.ops.range``."""
    return arange(start, end, step)


def linspace(start, end, steps: int) -> Tensor:
    """``steps`` evenly spaced Float32 values from ``start`` to ``end``. Mirrors ``mindspore.ops.linspace``."""
    return _wrap(torch.linspace(float(_num(start)), float(_num(end)), int(_num(steps)), device=_device()))


def one_hot(indices, depth: int, on_value=1, off_value=0, axis: int = -1) -> Tensor:
    """One-hot encoding along a new ``axis``. Mirrors ``mindspore.ops.one_hot`` / ``ops.OneHot``.

    The result dtype is that of ``on_value`` (a Python int gives Int64, as in MindSpore 2.10).
    """
    idx = _as_tensor(indices).long()
    on = _as_tensor(on_value)
    off = _as_tensor(off_value)
    oh = torch.nn.functional.one_hot(idx.clamp(min=0), int(depth)).bool()
    oh &= (idx >= 0).unsqueeze(-1)
    out = torch.where(oh, on, off.to(on.dtype)).to(on.dtype)
    if axis != -1 and axis != idx.ndim:
        out = out.movedim(-1, axis)
    return _wrap(out)


def dtype(input):  # noqa: A002
    """The MindSpore dtype of a Tensor. Mirrors ``mindspore.ops.dtype`` / ``ops.DType``."""
    return input.dtype


def shape(input_x) -> tuple:
    """The shape as a tuple of ints. Mirrors ``mindspore.ops.shape`` / ``ops.Shape``."""
    return input_x.shape


def rank(input_x) -> int:
    """The number of dimensions. Mirrors ``mindspore.ops.rank`` / ``ops.Rank``."""
    return len(input_x.shape)


def size(input_x) -> int:
    """The number of elements. Mirrors ``mindspore.ops.size`` / ``ops.Size``."""
    return _as_tensor(input_x).numel()


numel = size


def is_tensor(obj) -> bool:
    """True for a mindspore Tensor. Mirrors ``mindspore.ops.is_tensor``."""
    return isinstance(obj, Tensor)


def flatten(input, order: str = "C", *, start_dim: int = 1, end_dim: int = -1) -> Tensor:  # noqa: A002
    """Flatten dims ``start_dim..end_dim`` (default: keep the batch axis). Mirrors ``mindspore.ops.flatten`` (2.10)."""
    t = _as_tensor(input)
    if t.ndim == 0:
        return _wrap(t.reshape(1))
    return _wrap(torch.flatten(t, start_dim, end_dim))


def slice(input_x, begin, size) -> Tensor:  # noqa: A001
    """The block starting at ``begin`` with ``size`` (-1: to the end). Mirrors ``mindspore.ops.slice`` / ``ops.Slice``."""
    t = _as_tensor(input_x)
    idx = tuple(
        builtins.slice(b, None if s == -1 else b + s) for b, s in zip(_shape(begin), _shape(size), strict=False)
    )
    return _wrap(t[idx])


def strided_slice(input_x, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                  shrink_axis_mask=0) -> Tensor:  # fmt: skip
    """``input_x[begin:end:strides]`` per axis, with TensorFlow-style masks. Mirrors ``ops.StridedSlice``.

    Supports ``begin_mask``, ``end_mask`` and ``shrink_axis_mask``; ``ellipsis_mask``/``new_axis_mask``
    are not supported (NotImplementedError).
    """
    if ellipsis_mask or new_axis_mask:
        raise NotImplementedError("mindshim's StridedSlice does not support ellipsis_mask/new_axis_mask.")
    t = _as_tensor(input_x)
    idx = []
    for i, (b, e, s) in enumerate(zip(begin, end, strides, strict=False)):
        if shrink_axis_mask >> i & 1:
            idx.append(b)
            continue
        idx.append(builtins.slice(None if begin_mask >> i & 1 else b, None if end_mask >> i & 1 else e, s))
    return _wrap(t[tuple(idx)].clone())


def masked_fill(input_x, mask, value) -> Tensor:
    """Copy of ``input_x`` with ``value`` where ``mask`` is True. Mirrors ``mindspore.ops.masked_fill``."""
    t = _as_tensor(input_x)
    v = _as_tensor(value).to(t.dtype) if isinstance(value, Tensor) else value
    return _wrap(t.masked_fill(_as_tensor(mask), v))


def masked_select(input, mask) -> Tensor:  # noqa: A002
    """1-D tensor of the entries where ``mask`` is True. Mirrors ``mindspore.ops.masked_select``."""
    return _wrap(torch.masked_select(_as_tensor(input), _as_tensor(mask)))


def unique(input) -> tuple:  # noqa: A002
    """Unique values in first-appearance order, and the index of each input element among them.

    Mirrors ``mindspore.ops.unique`` / ``ops.Unique`` (indices have the input's integer dtype, Int32 for floats).
    """
    t = _as_tensor(input)
    arr = t.detach().cpu().numpy().reshape(-1)
    vals, first, inv = np.unique(arr, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank_ = np.empty_like(order)
    rank_[order] = np.arange(len(order))
    out = torch.from_numpy(vals[order]).to(t.device)
    idt = t.dtype if t.dtype in (torch.int32, torch.int64) else torch.int32
    idx = torch.from_numpy(rank_[inv.reshape(-1)]).to(idt).reshape(t.shape).to(t.device)
    return _wrap(out), _wrap(idx)


def identity(x) -> Tensor:
    """A copy of ``x``. Mirrors ``ops.Identity``."""
    return _wrap(_as_tensor(x).clone())


def depend(value, expr):
    """Return ``value`` (the dependency on ``expr`` only matters to graph ordering). Mirrors ``ops.depend``."""
    return value


def scalar_to_tensor(input_x, dtype=mstype.float32) -> Tensor:
    """A 0-d tensor of ``input_x`` (default Float32). Mirrors ``ops.scalar_to_tensor`` / ``ops.ScalarToTensor``."""
    return _wrap(torch.tensor(input_x, device=_device()).to(mstype.to_torch_dtype(dtype)))


def tuple_to_array(input_x) -> Tensor:
    """A 1-D tensor of a tuple of numbers (ints -> Int32, floats -> Float32). Mirrors ``ops.tuple_to_array``."""
    t = Tensor(tuple(input_x))
    return _wrap(t._t.int()) if t._t.dtype == torch.int64 else t


def print_(*input_x) -> None:
    """Print strings, numbers and Tensors like ``ops.Print``. Mirrors ``mindspore.ops.print_``."""
    from ..operations.other_ops import Print

    Print()(*input_x)


def flip(input, dims) -> Tensor:  # noqa: A002
    """Reverse along ``dims``. Mirrors ``mindspore.ops.flip``."""
    return _wrap(torch.flip(_as_tensor(input), tuple(dims) if isinstance(dims, (list, tuple)) else (dims,)))


def reverse(x, axis) -> Tensor:
    """Reverse along ``axis``. Mirrors ``ops.ReverseV2``."""
    return flip(x, axis)


def roll(input, shifts, dims=None) -> Tensor:  # noqa: A002
    """Roll entries along ``dims``. Mirrors ``mindspore.ops.roll``."""
    return _wrap(torch.roll(_as_tensor(input), shifts, dims))


def nonzero(input, *, as_tuple: bool = False):  # noqa: A002
    """Int64 indices of non-zero entries, shape ``(n, ndim)``. Mirrors ``mindspore.ops.nonzero``."""
    t = _as_tensor(input)
    if as_tuple:
        return tuple(_wrap(v) for v in torch.nonzero(t, as_tuple=True))
    return _wrap(torch.nonzero(t))


def diag(input) -> Tensor:  # noqa: A002
    """Diagonal matrix of a 1-D tensor (or diagonal of a 2-D one). Mirrors ``mindspore.ops.diag``."""
    return _wrap(torch.diag(_as_tensor(input)))


def tril(input, diagonal: int = 0) -> Tensor:  # noqa: A002
    """Lower triangle. Mirrors ``mindspore.ops.tril``."""
    return _wrap(torch.tril(_as_tensor(input), diagonal))


def triu(input, diagonal: int = 0) -> Tensor:  # noqa: A002
    """Upper triangle. Mirrors ``mindspore.ops.triu``."""
    return _wrap(torch.triu(_as_tensor(input), diagonal))


def meshgrid(*inputs, indexing: str = "xy") -> tuple:
    """Coordinate grids. Mirrors ``mindspore.ops.meshgrid``."""
    if len(inputs) == 1 and isinstance(inputs[0], (list, tuple)):
        inputs = inputs[0]
    return tuple(_wrap(t) for t in torch.meshgrid(*[_as_tensor(v) for v in inputs], indexing=indexing))


def repeat_interleave(input, repeats, axis=None) -> Tensor:  # noqa: A002
    """Repeat each element ``repeats`` times along ``axis``. Mirrors ``mindspore.ops.repeat_interleave``."""
    r = _as_tensor(repeats) if isinstance(repeats, Tensor) else repeats
    return _wrap(torch.repeat_interleave(_as_tensor(input), r, dim=axis))


def narrow(input, axis: int, start: int, length: int) -> Tensor:  # noqa: A002
    """``length`` entries from ``start`` along ``axis``. Mirrors ``mindspore.ops.narrow``."""
    return _wrap(torch.narrow(_as_tensor(input), axis, start, length))


def movedim(x, source, destination) -> Tensor:
    """Move axes. Mirrors ``mindspore.ops.movedim``."""
    return _wrap(torch.movedim(_as_tensor(x), source, destination))


def swapaxes(input, axis0: int, axis1: int) -> Tensor:  # noqa: A002
    """Swap two axes. Mirrors ``mindspore.ops.swapaxes``."""
    return _wrap(torch.swapaxes(_as_tensor(input), axis0, axis1))
