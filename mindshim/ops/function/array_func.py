"""Array functional ops (`ops.reshape`, `ops.concat`, `ops.gather`, `ops.zeros`, ...): the one mapping of each op onto torch."""

from __future__ import annotations

from ... import _api
from ... import _state
import builtins

import numpy as np
import torch

from ..._kernels import array as _K_array
from ..._kernels import creation as _creation
from ..._kernels import dtypes as _dtypes
from ..._kernels import indexing as _K_idx
from ..._kernels import linalg as _K_linalg
from ..._kernels import sorting as _K_sort
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ...common.tensor import _device, _differentiating
from ..deprecated import identity as _deprecated_identity
from ._utils import (
    Tensor,
    _as_tensor,
    _check_tensor,
    _init_types,
    _int_indices,
    _named,
    _tensor_int,
    _tensor_ints,
    _tensor_only,
    _tensor_items,
    _tensor_seq,
    _type_name,
    _wrap,
)

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)  # and the names outside __all__ (_api.UNLISTED)


def _shape(shape) -> tuple:
    if isinstance(shape, int):
        return (shape,)
    if isinstance(shape, Tensor):
        return tuple(int(v) for v in shape.asnumpy().reshape(-1))
    return tuple(int(v) for v in shape)


_NOT_A_SHAPE = (bool, float, str, type(None))  # what MindSpore's shape/dims signatures refuse outright


def _refuse(prim: str, init: dict, inputs: dict, valid: dict | None = None) -> None:
    """Raise MindSpore's ``Failed calling`` TypeError of ``prim`` (see ``errors.signature_error``)."""
    raise _errors.signature_error(prim, init, inputs, valid)


def reshape(input, shape) -> Tensor:
    """Return ``input`` with a new shape (one entry may be -1). Mirrors ``mindspore.ops.reshape`` / ``ops.Reshape``.

    Raises:
        TypeError: for a non-integer entry.
        ValueError: if the element count does not match, two entries are -1 or one is below -1.
    """
    if isinstance(shape, _NOT_A_SHAPE):
        _refuse("Reshape", {}, {"input": input, "shape": shape}, {"shape": "tuple of int, list of int, Tensor"})
    t = _as_tensor(input)
    shape = _tensor_ints("Reshape", 1, shape)
    return _wrap(_K_array.reshape(t, (shape,) if isinstance(shape, int) else tuple(shape)))


def cast(input, dtype) -> Tensor:
    """Return ``input`` converted to ``dtype``. Mirrors ``mindspore.ops.cast`` / ``ops.Cast``.

    Python numbers are first made 0-d tensors.

    Raises:
        TypeError: if ``dtype`` is not a MindSpore dtype, or ``input`` is a tuple, list, string or None.
    """
    if not isinstance(dtype, mstype.Type):
        raise _errors.type_error("Cast", f"the input 'dtype' should be mindspore dtype, but got {dtype}.")
    if isinstance(input, (tuple, list, str)) or input is None:
        raise TypeError(f'Failed calling Cast with "Cast()(input={_type_name(input)}, dtype=mindspore.dtype)".')
    return _wrap(_dtypes.cast(_as_tensor(input), dtype.torch_dtype))


def _dim_error(d: int, nd: int) -> ValueError:
    return ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {d})")


def transpose(input, input_perm) -> Tensor:
    """Permute the axes by ``input_perm``. Mirrors ``mindspore.ops.transpose`` / ``ops.Transpose``.

    Raises:
        ValueError: if an axis is out of range or ``input_perm`` has the wrong length.
    """
    return _wrap(_K_array.transpose(_as_tensor(input), tuple(input_perm)))


def permute(input, axis) -> Tensor:
    """Permute the axes by ``axis``. Mirrors ``mindspore.ops.permute``.

    Raises:
        TypeError: ``axis`` a bool, float, str or None (MindSpore's Transpose signature error).
    """
    if isinstance(axis, _NOT_A_SHAPE):
        _refuse("Transpose", {}, {"input": input, "dims": axis}, {"dims": "tuple of int"})
    return transpose(input, axis)


def expand_dims(input_x, axis: int) -> Tensor:
    """Insert a size-1 axis at ``axis``. Mirrors ``mindspore.ops.expand_dims`` / ``ops.ExpandDims``.

    Raises:
        ValueError: if ``axis`` is outside ``[-ndim-1, ndim]``.
    """
    t = _as_tensor(input_x)
    axis = _tensor_int("ExpandDims", 1, axis)  # MindSpore takes an integer Tensor of one element too
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise _errors.failed_calling(
            "ExpandDims", f"ExpandDims()(input_x=Tensor, axis={_type_name(axis)})",
            "ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)",
        )  # fmt: skip
    nd = t.ndim + 1
    if not -nd <= axis < nd:
        raise _dim_error(axis, nd)
    return _wrap(t.unsqueeze(axis))


unsqueeze = expand_dims


@_tensor_only("Squeeze(axis=<list of int, int, tuple of int>)(input=<Tensor>)", axis="Tuple<>")
def squeeze(input, axis=None) -> Tensor:
    """Remove size-1 axes (all of them, or those in ``axis``; axes of other sizes are left). Mirrors ``ops.squeeze``."""
    _K_array.check_squeeze_axis(axis)
    return _wrap(_K_array.squeeze(_as_tensor(input), axis))


def concat(tensors, axis: int = 0) -> Tensor:
    """Join tensors along ``axis``. Mirrors ``mindspore.ops.concat`` / ``ops.cat`` / ``ops.Concat(axis)``.

    Raises:
        ValueError: if there are no tensors, ``axis`` is out of range or the shapes differ outside ``axis``.
        RuntimeError: if the dtypes differ (MindSpore's CPU kernel fails to initialise).
        TypeError: ``tensors`` not a list or tuple of Tensors, or ``axis`` not an int (``Failed calling Concat``).
    """
    _tensor_seq("Concat", "tensors", tensors, {"axis": axis}, {"axis": "int"})
    return _wrap(_K_array.concat([_as_tensor(t) for t in tensors], axis))


cat = concat


@_init_types("Stack", axis=int)
def stack(tensors, axis: int = 0) -> Tensor:
    """Stack same-shaped tensors along a new ``axis``. Mirrors ``mindspore.ops.stack`` / ``ops.Stack(axis)``.

    Raises:
        ValueError: if the ranks or shapes differ.
        TypeError: if the dtypes differ, or ``tensors`` is not a list or tuple, or holds no Tensor (MindSpore's
            ``Infer type failed.``; a number beside Tensors is a 0-d input there, refused by the shape check).
    """
    if not isinstance(tensors, (list, tuple)) or (
        tensors and not any(isinstance(t, (Tensor, torch.Tensor)) for t in tensors)
    ):
        raise TypeError("Infer type failed.")
    return _wrap(_K_array.stack([_as_tensor(t) for t in tensors], axis))


@_init_types("Unstack", axis=int)
def unstack(input_x, axis: int = 0) -> tuple:
    """Split along ``axis`` removing it. Mirrors ``mindspore.ops.unstack`` / ``ops.Unstack``."""
    return tuple(_wrap(t) for t in _K_array.unbind(_as_tensor(input_x), axis))


@_init_types("Unstack", dim=("axis", int))
def unbind(input, dim: int = 0) -> tuple:
    """Split along ``dim`` removing it. Mirrors ``mindspore.ops.unbind`` / ``Tensor.unbind`` (2.10)."""
    return unstack(input, dim)


def split(tensor, split_size_or_sections, axis: int = 0) -> tuple:
    """Split into chunks of ``split_size_or_sections`` (an int; the last chunk may be smaller) or of the listed
    sizes. Mirrors ``mindspore.ops.split`` (2.10).

    Raises:
        TypeError: ``split_size_or_sections`` not an int or a tuple/list (a bool, float, str, None).
        ValueError: if the listed sizes do not add up to the length of ``axis``, or ``axis`` is out of range.
    """
    if not isinstance(split_size_or_sections, (int, tuple, list)) or isinstance(split_size_or_sections, bool):
        raise TypeError(
            "Type of Argument `split_size_or_sections` should be integer, tuple(int) or list(int), but got "
            f"{type(split_size_or_sections)}"
        )
    return tuple(_wrap(v) for v in _K_array.split(_as_tensor(tensor), split_size_or_sections, axis))


def tensor_split(input, indices_or_sections, axis: int = 0) -> tuple:
    """Split into ``n`` near-equal parts (the first ones one longer) or at the given indices.

    Mirrors ``mindspore.ops.tensor_split`` (2.10).

    Raises:
        TypeError: if ``indices_or_sections`` is not an int or a tuple/list of ints.
        ValueError: if a number of sections is below 1.
    """
    ios = indices_or_sections
    if isinstance(ios, Tensor) or not isinstance(ios, (int, list, tuple)):
        cls = "<class 'mindspore.common.tensor.Tensor'>" if isinstance(ios, Tensor) else str(type(ios))
        raise TypeError(
            f"Type of Argument `indices_or_sections` should be integer, tuple(int) or list(int), but got {cls}"
        )
    if isinstance(ios, int) and ios <= 0:
        raise ValueError(f"For tensor_split, the value of 'indices_or_sections' must be more than zero but got {ios}")
    ios = ios if isinstance(ios, int) else [int(v) for v in ios]
    return tuple(_wrap(t) for t in _K_array.tensor_split(_as_tensor(input), ios, axis))


def _split_nd(name: str, axis: int, min_nd: int):
    def fn(input, indices_or_sections) -> tuple:
        t = _as_tensor(input)
        if t.ndim < min_nd:
            raise ValueError(f"{name} expect `x` is a Tensor with at least {min_nd} dimension, but got {t.ndim}")
        return tensor_split(input, indices_or_sections, axis if t.ndim > 1 else 0)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"Split along axis {axis} as :func:`tensor_split` does (``n`` near-equal parts or at the given indices).\n\n"
        f"    Mirrors ``mindspore.ops.{name}`` (2.10).\n\n    Raises:\n        ValueError: if ``input`` has fewer than "
        f"{min_nd} dimensions.\n"
    )
    return fn


hsplit = _split_nd("hsplit", 1, 2)
vsplit = _split_nd("vsplit", 0, 1)
dsplit = _split_nd("dsplit", 2, 3)


def hstack(tensors) -> Tensor:
    """Join along axis 1 (axis 0 for 1-D tensors; 0-d ones become 1-D). Mirrors ``mindspore.ops.hstack`` (2.10).

    Errors as :func:`concat`; ``tensors`` not a list or tuple, or an item not a Tensor, is MindSpore's TypeError.
    """
    _tensor_items(
        tensors,
        "For hstack, the input must be list or tuple, but got {cls}.",
        "For hstack, the input element must be tensor, but got {cls}.",
    )
    ts = [_wrap(_K_array.atleast(_as_tensor(t), 1)) for t in tensors]
    return concat(ts, 0 if ts[0].ndim == 1 else 1)


def vstack(inputs) -> Tensor:
    """Join along axis 0 after making every tensor at least 2-D (``(n,)`` -> ``(1, n)``).

    Mirrors ``mindspore.ops.vstack`` / ``ops.row_stack`` (2.10). Errors as :func:`concat`; ``inputs`` not a list or
    tuple, or an item not a Tensor, is MindSpore's TypeError (naming ``vstack`` for ``row_stack`` too).
    """
    _tensor_items(
        inputs,
        _errors.message("vstack", "list or tuple of tensors are required, but got {cls}"),
        _errors.message("vstack", "Tensor is required, but got {cls}"),
    )
    return concat([_wrap(_K_array.atleast(_as_tensor(t), 2)) for t in inputs], 0)


row_stack = vstack


def dstack(tensors) -> Tensor:
    """Join along axis 2 after making every tensor at least 3-D (``(n,)`` -> ``(1, n, 1)``, ``(m, n)`` ->
    ``(m, n, 1)``). Mirrors ``mindspore.ops.dstack`` (2.10). Errors as :func:`concat`; ``tensors`` not a list or
    tuple, or an item not a Tensor, is MindSpore's TypeError."""
    _tensor_items(
        tensors,
        _errors.message("dstack", "'tensors' must be list or tuple of tensors, but got {cls}"),
        _errors.message("dstack", "each elements of 'tensors' must be Tensor, but got {cls}"),
    )
    return concat([_wrap(_K_array.atleast(_as_tensor(t), 3)) for t in tensors], 2)


def column_stack(tensors) -> Tensor:
    """Join as columns: 0-d and 1-D tensors become ``(n, 1)`` columns, then join along axis 1.

    Mirrors ``mindspore.ops.column_stack`` (2.10). Errors as :func:`concat`; ``tensors`` not a list or tuple, or an
    item not a Tensor, is MindSpore's TypeError.
    """
    _tensor_items(
        tensors,
        "For column_stack, the input must be list or tuple of tensors, but got {cls}.",
        "For column_stack, the input element must be tensor, but got {cls}.",
    )
    ts = []
    for v in tensors:
        t = _as_tensor(v)
        ts.append(_wrap(t.reshape(-1, 1) if t.ndim <= 1 else t))
    return concat(ts, 1)


def chunk(input, chunks: int, axis: int = 0) -> tuple:
    """Split into ``chunks`` parts. Mirrors ``mindspore.ops.chunk``."""
    return tuple(_wrap(t) for t in _K_array.chunk(_as_tensor(input), chunks, axis))


def tile(input, dims) -> Tensor:
    """Repeat ``input`` ``dims[i]`` times along each axis. Mirrors ``mindspore.ops.tile`` / ``ops.Tile``.

    Raises:
        TypeError: ``dims`` not a tuple or Tensor (a list, a number, None: MindSpore's Tile signature error).
    """
    if not isinstance(dims, (tuple, Tensor)):
        _refuse("Tile", {}, {"input": input, "dims": dims}, {"dims": "Tensor, tuple of int"})
    return _wrap(_K_array.tile(_as_tensor(input), dims))


def broadcast_to(input, shape) -> Tensor:
    """Broadcast to ``shape`` (-1 keeps a dimension). Mirrors ``mindspore.ops.broadcast_to`` / ``ops.BroadcastTo``.

    Raises:
        ValueError: for a -1 in a new leading dimension, or a dimension pair that is neither equal nor 1 in the input.
    """
    if isinstance(shape, _NOT_A_SHAPE):
        _refuse("BroadcastTo", {"shape": shape}, {"input": input})
    t = _as_tensor(input)
    target = tuple(_shape(_tensor_ints("BroadcastTo", 1, shape)))
    lead = len(target) - t.ndim
    for i, d in enumerate(target):
        if d == -1 and i < lead:
            raise _errors.value_error(
                "BroadcastTo",
                "-1 in init shape is in an incompatible location with given input tensor, -1 index "
                f"in init shape: {i} but -1 can only be in index{t.ndim}onwards for this input.",
            )
    if lead < 0:
        raise ValueError(
            "For primitive [BroadcastTo]: input's rank should be less equal to the number of proposed_shape, but got "
            f"{t.ndim} and {len(target)}"
        )
    if any(d not in (-1, n) and n != 1 for d, n in zip(target[lead:], t.shape, strict=True)):
        raise _errors.broadcast_to_error(tuple(t.shape), target)
    return _wrap(t.expand(target).clone())


def gather(input_params, input_indices, axis: int, batch_dims: int = 0) -> Tensor:
    """Take slices of ``input_params`` at ``input_indices`` along ``axis``. Mirrors ``ops.gather`` / ``ops.Gather``.

    The result has shape ``input_params.shape[:axis] + input_indices.shape[batch_dims:] +
    input_params.shape[axis + 1:]``. Negative indices count from the end of ``axis`` (``-n <= index < n``), as
    MindSpore 2.10 on CPU does. ``batch_dims`` (an int or an int Tensor, default 0) leading dimensions are shared by
    both inputs, each batch element gathering from its own slice; a negative value counts from the end of
    ``input_indices``' rank.

    Raises:
        RuntimeError: if an index is out of range or the batch dimensions' sizes differ.
        TypeError: if the indices are not integers or ``batch_dims`` is not an int.
        ValueError: if ``axis`` is outside ``[-rank, rank)``, ``batch_dims`` outside ``[-rank, rank)``, or ``axis``
            or the indices' rank below ``batch_dims``.
    """
    if isinstance(batch_dims, Tensor) and not batch_dims._t.is_floating_point():
        batch_dims = int(batch_dims.asnumpy())
    if type(batch_dims) is not int:
        axis_name = _type_name(axis)
        raise TypeError(
            f'Failed calling Gather with "Gather(batch_dims={_type_name(batch_dims)})(input_params='
            f'{_type_name(input_params)}, input_indices={_type_name(input_indices)}, axis={axis_name})".'
        )
    return _wrap(_K_idx.gather(_as_tensor(input_params), _as_tensor(input_indices), axis, batch_dims))


def index_select(input, axis: int, index) -> Tensor:
    """Select entries along ``axis`` at 1-D ``index``. Mirrors ``mindspore.ops.index_select``.

    Raises:
        TypeError: an ``index`` that is not Int32/Int64 (MindSpore's type check of the Gather it runs).
    """
    idx = _as_tensor(index)
    if idx.dtype not in (torch.int32, torch.int64):
        raise _errors.dtype_error("IndexSelect", "index", idx.dtype, (torch.int32, torch.int64))
    return _wrap(_K_idx.index_select(_as_tensor(input), axis, idx.long()))


def gather_d(x, dim: int, index) -> Tensor:
    """``out[i][j] = x[index[i][j]][j]`` style gather along ``dim``. Mirrors ``mindspore.ops.gather_d`` / ``ops.GatherD``.

    Index values may be negative (counted from the end), as MindSpore's kernel allows.

    Raises:
        RuntimeError: for an index value outside ``[-size, size)`` of ``dim``.
    """
    return _wrap(_K_idx.gather_d(_as_tensor(x), int(_num(dim)), _as_tensor(index)))


def gather_elements(input, dim: int, index) -> Tensor:
    """Same as :func:`gather_d`. Mirrors ``mindspore.ops.gather_elements``."""
    return gather_d(input, dim, index)


def _creation_dtype(dtype, default=mstype.float32) -> torch.dtype:
    return (mstype.to_ms_dtype(dtype) if dtype is not None else default).torch_dtype


def _size_arg(size):
    """A shape argument for the array kernels: a shape Tensor becomes a tuple of its values."""
    return _shape(size) if isinstance(size, Tensor) else size


_SIZE_KINDS = "list of int, int, Tensor, tuple of int"


def _filled_args(prim: str, arg: str, size, dtype) -> tuple[tuple, torch.dtype]:
    """The arg handler of MindSpore's generated ``Zeros(size, dtype)`` / ``Ones(shape, dtype)``, in its order: a
    ``dtype`` that is not a MindSpore dtype, a Tensor ``size`` of rank above 1 (not a tuple of int), then a ``size``
    that is not an int or a sequence of ints (``Failed calling``, with the valid calling)."""
    if dtype is not None and not isinstance(dtype, mstype.Type):
        raise _errors.type_error(prim, f"the input 'dtype' should be mindspore dtype, but got {dtype}.")
    if isinstance(size, Tensor) and size.ndim > 1:
        raise _errors.tensor_convert_error(prim, 0, size, "tuple of int")
    return _K_array.shape(prim, _size_arg(size), arg=arg, valid=_SIZE_KINDS), _creation_dtype(dtype)


def zeros(size, dtype=None) -> Tensor:
    """A tensor of zeros of shape ``size`` (default Float32). Mirrors ``mindspore.ops.zeros`` / ``ops.Zeros``.

    Raises:
        TypeError: ``dtype`` not a MindSpore dtype, a Tensor ``size`` of rank above 1, a ``size`` that is not an int
            or a sequence of ints. ValueError: for a negative dimension.
    """
    dims, td = _filled_args("Zeros", "size", size, dtype)
    return _wrap(_K_array.zeros(dims, td, _device()))


def ones(shape, dtype=None) -> Tensor:
    """A tensor of ones of ``shape`` (default Float32). Mirrors ``mindspore.ops.ones`` / ``ops.Ones``.

    Raises:
        TypeError: ``dtype`` not a MindSpore dtype, a Tensor ``shape`` of rank above 1, a ``shape`` that is not an
            int or a sequence of ints. ValueError: for a negative dimension.
    """
    dims, td = _filled_args("Ones", "shape", shape, dtype)
    return _wrap(_K_array.ones(dims, td, _device()))


@_tensor_only(".dtype")
def zeros_like(input, *, dtype=None) -> Tensor:
    """Zeros with the shape (and dtype, unless given) of ``input``. Mirrors ``mindspore.ops.zeros_like``."""
    t = _as_tensor(input)
    return _wrap(_creation.zeros_like(t, mstype.to_torch_dtype(dtype) if dtype is not None else None))


@_tensor_only("OnesLike()(x=<Tensor>)")
def ones_like(input, *, dtype=None) -> Tensor:
    """Ones with the shape (and dtype, unless given) of ``input``. Mirrors ``mindspore.ops.ones_like``."""
    t = _as_tensor(input)
    return _wrap(_creation.ones_like(t, mstype.to_torch_dtype(dtype) if dtype is not None else None))


def fill(type, shape, value) -> Tensor:
    """A tensor of ``shape`` filled with ``value``, of dtype ``type``. Mirrors ``mindspore.ops.fill`` / ``ops.Fill``."""
    v = value.item() if isinstance(value, Tensor) else value
    dims = _K_array.fill_shape("FillV2", _size_arg(shape))
    return _wrap(_K_array.full(dims, v, mstype.to_torch_dtype(type), _device()))


def full(size, fill_value, *, dtype=None) -> Tensor:
    """A tensor of ``size`` filled with ``fill_value``. Mirrors ``mindspore.ops.full`` (2.10).

    Without ``dtype`` the result is Int64 whatever ``fill_value`` is (MindSpore 2.10 truncates ``3.5`` to ``3``,
    a Float32 Tensor ``2.5`` to ``2``, ``True`` to ``1``).

    Raises:
        TypeError: ``size`` not a tuple or a list, ``dtype`` not a MindSpore dtype, ``fill_value`` not a number or
            a Tensor (``Failed calling Cast``), as MindSpore checks them in that order.
        ValueError: a ``fill_value`` Tensor of rank above 1 (``FillV2``).
    """
    if not isinstance(size, (list, tuple)):
        raise _errors.type_error("ops.full", f"'size' must be a tuple or list of ints, but got {type(size)}.")
    if dtype is not None and not isinstance(dtype, mstype.Type):
        raise _errors.type_error("ops.full", f"'dtype' must be mindspore.type, but got {dtype}.")
    if not isinstance(fill_value, (Tensor, bool, int, float, np.generic)):
        raise _errors.failed_calling(
            "Cast",
            f"Cast()(input={_type_name(fill_value)}, dtype=mindspore.dtype)",
            "Cast()(input=<Number, Tensor>, dtype=<mindspore.dtype>)",
        )
    if isinstance(fill_value, Tensor) and fill_value.ndim > 1:
        raise ValueError(
            f"For primitive[FillV2], the dimension of the input [fill_value] must be in [0,1], but got {fill_value.ndim}."
        )
    v = _num(fill_value)
    if dtype is None:
        td = torch.int64
        v = int(v)
    else:
        td = mstype.to_torch_dtype(dtype)
    return _wrap(_K_array.full(_shape(size), v, td, _device()))


def full_like(input, fill_value, *, dtype=None) -> Tensor:
    """Like ``input`` (shape, and dtype unless given) filled with ``fill_value`` (cast: ``2.7`` -> ``2`` for ints).

    Mirrors ``mindspore.ops.full_like`` (2.10).
    """
    t = _as_tensor(input)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else t.dtype
    return _wrap(_creation.full_cast(t.shape, _num(fill_value), td, t.device))


def _int_scalar(v):
    """A 0-D integer Tensor as its Python int (MindSpore's int arg handler reads it); anything else as is."""
    if isinstance(v, Tensor) and v.ndim == 0 and not v._data().is_floating_point() and v._data().dtype != torch.bool:
        return int(v.asnumpy())
    return v


def eye(n: int, m: int | None = None, dtype=None) -> Tensor:
    """Identity matrix ``n x m`` (default Float32; ``m`` None: ``n``). Mirrors ``mindspore.ops.eye`` / ``ops.Eye``.

    Raises:
        TypeError: ``n`` or ``m`` not an int or a 0-D integer Tensor (a bool, a float, another Tensor do not do:
            MindSpore's ``Failed calling Eye``).
    """
    if m is None:
        m = n
    n, m = (_int_scalar(v) for v in (n, m))
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (n, m)):
        raise _errors.failed_calling(
            "Eye",
            f"Eye()(n={_type_name(n)}, m={_type_name(m)}, dtype=mindspore.dtype)",
            "Eye()(n=<int>, m=<int>, dtype=<mindspore.dtype>)",
        )
    return _wrap(_creation.eye(n, m, _creation_dtype(dtype), _device()))


def _num(v):
    return v.item() if isinstance(v, Tensor) else v


def arange(start=0, end=None, step=1, *, dtype=None) -> Tensor:
    """Values ``start, start+step, ...`` below ``end``: Int64 for ints, Float32 if any bound is a float (also for
    a Float64 Tensor bound), unless ``dtype`` is given. Mirrors ``mindspore.ops.arange`` (2.10).

    Raises:
        TypeError: a bound that is not an int, a float or an Int32/Int64/Float32/Float64 Tensor (a bool fails
            MindSpore's own dtype ranking, with Python's comparison TypeError).
        ValueError: a Tensor bound that is not 0-D; ``step`` 0 or pointing away from ``end``.
    """
    if end is None:
        start, end = 0, start
    _arange_checks(start, end, step)
    start, end, step = _num(start), _num(end), _num(step)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    return _wrap(_creation.arange(start, end, step, td, _device()))


_ARANGE_DTYPES = "[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64]"
_ARANGE_LEVELS = {"Float64": "3", "Float32": "2", "Int64": "1", "Int32": "0"}


def _arange_checks(start, end, step) -> None:
    """``ops.arange``'s ``_get_max_type`` and shape checks, as MindSpore runs them."""
    args = (start, end, step)
    for v in args:
        if not (isinstance(v, (float, int)) or (isinstance(v, Tensor) and str(v.dtype) in _ARANGE_LEVELS)):
            got = v.dtype if isinstance(v, Tensor) else _errors.typeof_name(v)
            raise TypeError(
                f"For arange, the input type must be int or float or a TensorScalar in {_ARANGE_DTYPES}, but got {got}"
            )
    # MindSpore ranks the dtypes by their names; a bool (``Bool``) has no rank and its ``max`` fails as Python's
    builtins.max(_ARANGE_LEVELS.get(str(v.dtype) if isinstance(v, Tensor) else _errors.typeof_name(v)) for v in args)
    shapes = [tuple(v.shape) if isinstance(v, Tensor) else () for v in args]
    if any(shapes):
        raise ValueError(
            f"For arange, the input args must be a TensorScalar, but got start shape:{shapes[0]}, end shape:"
            f"{shapes[1]}, step shape:{shapes[2]}"
        )


def range(start, end, step, maxlen: int = 1000000) -> Tensor:
    """Values from ``start`` below ``end`` by ``step`` (all ints: Int64; all floats: Float32).

    Mirrors ``mindspore.ops.range`` / ``ops.Range`` (2.10).

    Raises:
        TypeError: if ints and floats are mixed.
        ValueError: if ``step`` is 0 or points away from ``end``.
    """
    vals = [_num(v) for v in (start, end, step)]
    kinds = ["Float32" if isinstance(v, float) else "Int64" for v in vals]
    if len(set(kinds)) > 1:
        raise TypeError(f"For Range, the dtypes of inputs must be the same, but got ({', '.join(kinds)}).")
    return arange(*vals)


def linspace(start, end, steps: int) -> Tensor:
    """``steps`` evenly spaced values from ``start`` to ``end``. Mirrors ``mindspore.ops.linspace`` / ``ops.LinSpace``.

    Python numbers become Float32 Tensors; the bounds must be 0-D Float32 or Float64 Tensors of one dtype, which the
    result keeps. Values are ``start + i * (end - start) / (steps - 1)`` computed in that dtype (as MindSpore's
    kernel: the last value may differ from ``end`` by rounding). Works under ``vmap`` over the bounds.

    Raises:
        TypeError: for other Tensor dtypes, or bounds of different dtypes.
        ValueError: for bounds that are not 0-D, or ``steps`` < 1.
    """
    lo, hi = (_as_tensor(v) if isinstance(v, Tensor) else float(_num(v)) for v in (start, end))
    return _wrap(_creation.linspace(lo, hi, int(_num(steps)), _device()))


def logspace(start, end, steps: int, base: int = 10, *, dtype=mstype.float32) -> Tensor:
    """``steps`` values ``base ** x`` for ``x`` evenly spaced from ``start`` to ``end``.

    Mirrors ``mindspore.ops.logspace`` / ``ops.LogSpace`` (2.10): ``start``/``end`` are floats (or float Tensors),
    ``base`` a non-negative int, ``dtype`` Float16/32/64.

    Raises:
        TypeError: for int bounds, a non-int ``base`` or a non-float ``dtype``.
        ValueError: for a negative ``base``.
    """
    s, e = _num(start), _num(end)
    if not isinstance(s, float) or not isinstance(e, float):
        raise TypeError(
            f"The primitive[LogSpace]'s input arguments[end, start] must be all tensor and those type must be same. "
            f"But got input argument[end]:{'Float32' if isinstance(e, float) else 'Int64'}"
        )
    if not isinstance(base, int) or isinstance(base, bool):
        raise _errors.value_type_error("base", base, (int,), "LogSpace")
    if base < 0:
        raise _errors.number_error(ValueError, "LogSpace", "base", base, ">= 0")
    dt = mstype.to_ms_dtype(dtype)
    if dt not in (mstype.float16, mstype.float32, mstype.float64):
        raise _errors.not_one_of_error(
            "LogSpace",
            "dtype",
            "mindspore.float16, mindspore.float32, mindspore.float64",
            f"mindspore.{dt.short if hasattr(dt, 'short') else dt}",
        )
    return _wrap(_creation.logspace(s, e, int(steps), base, dt.torch_dtype, _device()))


def _tri_indices(op: str, row: int, col: int, offset: int, dtype, upper: bool) -> Tensor:
    dt = mstype.to_ms_dtype(dtype)
    if dt not in (mstype.int32, mstype.int64):
        raise _errors.not_one_of_error(op, "dtype", "mindspore.int32, mindspore.int64", f"mindspore.{dt.short}")
    return _wrap(_creation.tri_indices(row, col, offset, upper, dt.torch_dtype, _device()))


def tril_indices(row: int, col: int, offset: int = 0, *, dtype=mstype.int64) -> Tensor:
    """The ``(2, N)`` coordinates of the lower triangle (below diagonal ``offset``) of a ``row x col`` matrix.

    Mirrors ``mindspore.ops.tril_indices`` / ``ops.TrilIndices`` (2.10); ``dtype`` Int32 or Int64.
    """
    return _tri_indices("TrilIndices", row, col, offset, dtype, False)


def triu_indices(row: int, col: int, offset: int = 0, *, dtype=mstype.int64) -> Tensor:
    """The ``(2, N)`` coordinates of the upper triangle (from diagonal ``offset``) of a ``row x col`` matrix.

    Mirrors ``mindspore.ops.triu_indices`` / ``ops.TriuIndices`` (2.10); ``dtype`` Int32 or Int64.
    """
    return _tri_indices("TriuIndices", row, col, offset, dtype, True)


def one_hot(indices, depth: int, on_value=1, off_value=0, axis: int = -1) -> Tensor:
    """One-hot encoding along a new ``axis``. Mirrors ``mindspore.ops.one_hot`` / ``ops.OneHot``.

    The result dtype is that of ``on_value`` (a Python int gives Int64, as in MindSpore 2.10).

    Raises:
        TypeError: if ``indices`` is not an Int32/Int64 Tensor.
    """
    if not isinstance(indices, Tensor):
        raise TypeError(
            f'Failed calling OneHot with "OneHot(axis=int)(indices={_type_name(indices)}, depth={_type_name(depth)}, '
            f'on_value={_type_name(on_value)}, off_value={_type_name(off_value)})".'
        )
    if not isinstance(depth, int) or isinstance(depth, bool):
        raise TypeError(
            f'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth={_type_name(depth)}, '
            f'on_value={_type_name(on_value)}, off_value={_type_name(off_value)})".'
        )
    idx = _int_indices("OneHot", indices._data(), "indices").long()
    return _wrap(_K_array.one_hot(idx, depth, _as_tensor(on_value), _as_tensor(off_value), axis))


def dtype(input):
    """The MindSpore dtype of a Tensor. Mirrors ``mindspore.ops.dtype`` / ``ops.DType``.

    Raises:
        TypeError: if ``input`` has no dtype (a tuple, a number).
    """
    try:
        return input.dtype
    except AttributeError:
        raise _dtype_input_error(input) from None


def _dtype_input_error(x) -> TypeError:
    """MindSpore's ``Primitive[Dtype]`` TypeError for ``x`` that is not a Tensor (nn layers that read
    ``F.dtype(weights)`` first raise it too)."""
    return TypeError(
        f"For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {type(x)}."
    )


def shape(input_x) -> tuple:
    """The shape as a tuple of ints. Mirrors ``mindspore.ops.shape`` / ``ops.Shape``.

    Raises:
        TypeError: if ``input_x`` has no shape (a tuple, a number).
    """
    try:
        return input_x.shape
    except AttributeError:
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got {type(input_x)}.") from None


def dyn_shape(input_x) -> Tensor:
    """The shape as a 1-D Int64 Tensor (``[]`` for a 0-d input). Mirrors ``mindspore.ops.dyn_shape`` /
    ``ops.TensorShape`` (2.10, deprecated there).

    Raises:
        TypeError: if ``input_x`` is not a Tensor.
    """
    if not isinstance(input_x, Tensor):
        raise TypeError(f'Failed calling TensorShape with "TensorShape()(input_x={_type_name(input_x)})".')
    return _wrap(_creation.tensor(input_x.shape, torch.int64, _device()))


def rank(input_x) -> int:
    """The number of dimensions. Mirrors ``mindspore.ops.rank`` / ``ops.Rank``.

    Raises:
        TypeError: if ``input_x`` is not a Tensor.
    """
    if not isinstance(input_x, Tensor):
        raise TypeError("the input x must be Tensor!")
    return len(input_x.shape)


@_tensor_only("input must be a Tensor, but got: {typeof}.", op="Size")
def size(input_x) -> int:
    """The number of elements. Mirrors ``mindspore.ops.size`` / ``ops.Size``."""
    return _as_tensor(input_x).numel()


numel = size


def is_tensor(obj) -> bool:
    """True for a mindspore Tensor. Mirrors ``mindspore.ops.is_tensor``."""
    return isinstance(obj, Tensor)


def flatten(input, order: str = "C", *, start_dim: int = 1, end_dim: int = -1) -> Tensor:
    """Flatten dims ``start_dim..end_dim`` (default: keep the batch axis). Mirrors ``mindspore.ops.flatten`` (2.10).

    ``order='F'`` flattens in column-major order (all dims reversed first). A 0-d or 1-d input gives a 1-d result.

    Raises:
        TypeError: ``input`` not a Tensor, ``order`` not a str, or a dim not an int.
        ValueError: ``order`` not 'C'/'F', a dim out of range, or ``start_dim`` after ``end_dim``.
    """
    if not isinstance(input, Tensor):
        raise _errors.type_error("flatten", "argument 'input' must be Tensor.")
    return _wrap(_K_array.flatten_ordered(input._data(), order, start_dim, end_dim))


def slice(input_x, begin, size) -> Tensor:
    """The block starting at ``begin`` with ``size`` (-1: to the end). Mirrors ``mindspore.ops.slice`` / ``ops.Slice``."""
    if not isinstance(input_x, Tensor):
        raise _errors.call_error("Slice", input_x)
    return _wrap(_K_array.slice(input_x._data(), _shape(begin), _shape(size)))


def strided_slice(input_x, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                  shrink_axis_mask=0) -> Tensor:  # fmt: skip
    """``input_x[begin:end:strides]`` per axis, with TensorFlow-style bit masks. Mirrors ``ops.strided_slice`` /
    ``ops.StridedSlice`` (2.10).

    Bit ``i`` of ``begin_mask``/``end_mask`` ignores ``begin[i]``/``end[i]``; of ``ellipsis_mask`` makes entry ``i``
    an ellipsis; of ``new_axis_mask`` inserts a size-1 axis; of ``shrink_axis_mask`` takes index ``begin[i]`` and
    drops the axis. Negative strides walk backwards; axes past ``len(begin)`` are kept whole.
    """
    idx = []
    for i, (b, e, st) in enumerate(zip(_shape(begin), _shape(end), _shape(strides), strict=False)):
        if ellipsis_mask >> i & 1:
            idx.append(Ellipsis)
        elif new_axis_mask >> i & 1:
            idx.append(None)
        elif shrink_axis_mask >> i & 1:
            idx.append(b)
        else:
            idx.append(builtins.slice(None if begin_mask >> i & 1 else b, None if end_mask >> i & 1 else e, st))
    x = input_x if isinstance(input_x, Tensor) else _wrap(_as_tensor(input_x))
    return _wrap(x[tuple(idx)]._data().clone())


def masked_fill(input_x, mask, value) -> Tensor:
    """Copy of ``input_x`` with ``value`` where ``mask`` is True. Mirrors ``mindspore.ops.masked_fill``."""
    t = _as_tensor(input_x)
    v = _as_tensor(value).to(t.dtype) if isinstance(value, Tensor) else value
    return _wrap(_K_idx.masked_fill(t, _as_tensor(mask), v))


def masked_select(input, mask) -> Tensor:
    """1-D tensor of the entries where ``mask`` is True. Mirrors ``mindspore.ops.masked_select``.

    Raises:
        TypeError: a non-Tensor ``mask`` (MindSpore's MaskedSelect signature error).
    """
    if not isinstance(mask, Tensor):
        _refuse("MaskedSelect", {}, {"input": input, "mask": mask})
    return _wrap(_K_idx.masked_select(_as_tensor(input), _as_tensor(mask)))


identity = _deprecated_identity()
"""``x`` itself, whatever it is: the instance of the deprecated ``identity`` primitive, as MindSpore's
``ops.identity`` / ``ops.functional.identity`` (see :class:`mindshim.ops.deprecated.identity`)."""


def _identity_copy(x) -> Tensor:
    """A new Tensor with the values of ``x``. Computes ``ops.Identity()(x)``.

    Raises:
        TypeError: if ``x`` is not a Tensor.
    """
    if not isinstance(x, Tensor):
        raise TypeError(f'Failed calling Identity with "Identity()(input_x={_type_name(x)})".')
    return _wrap(x._data().clone())


def depend(value, expr):
    """Return ``value`` (the dependency on ``expr`` only matters to graph ordering). Mirrors ``ops.depend``."""
    return value


def _view_inplace_error(prim: str, t: torch.Tensor, view: tuple) -> RuntimeError:
    """MindSpore's PyNative RuntimeError for an in-place op that takes no view input (``Assign``) given the output of
    a view primitive (``TransposeView``); ``view``: the viewed tensor's ``(shape, strides)``."""

    def dims(v) -> str:
        return "[" + ", ".join(str(d) for d in v) + "]"

    info = (
        f"shape={dims(t.shape)}  strides={dims(t.stride())}  storage_offset={t.storage_offset()}  "
        f"ori_shape={dims(view[0])}  ori_strides={dims(view[1])}  is_contiguous={int(t.is_contiguous())}"
    )
    return RuntimeError(
        f"Check view and inplace failed! Not support view input for inplace op {prim}. Got input with "
        f"storage_info:TensorStorageInfo({info})"
    )


def _assign_with(variable, value, op: str, prim: str) -> Tensor:
    """MindSpore's Assign/AssignAdd/AssignSub: same rank and shape (for AssignAdd/AssignSub a 0-d and a one-element
    1-D operand pair up; Assign raises RuntimeError for that pair, as MindSpore's CPU kernel does),
    and ``value`` only converts to ``variable``'s dtype when promoting the two gives ``variable``'s dtype."""
    view = getattr(variable, "_view_info", None)
    if view is not None and not _state.STAGED_DEPTH[0]:
        raise _view_inplace_error(prim, variable._data(), view)
    saves = _state.STAGED_SAVES[0]
    if saves and isinstance(variable, Tensor):  # a staged forward is differentiated: earlier uses keep the value
        held = saves.pop(id(variable._data()), None)
        if held:
            old = variable._data().detach().clone()
            for h in held:
                h[0] = old
    if isinstance(variable, Tensor) and isinstance(value, Tensor):  # the common case: same shape and dtype
        t, v = variable._data(), value._data()
        if v.dtype == t.dtype and v.shape == t.shape:
            prev = torch.is_grad_enabled()  # as torch.no_grad(), without building a context object per call
            torch._C._set_grad_enabled(False)
            try:
                # while a gradient is recorded the write goes to the data (see below), else to the tensor itself
                getattr(t.data if _differentiating() else t, op)(v)
            finally:
                torch._C._set_grad_enabled(prev)
            return _wrap(t)
    if not isinstance(variable, Tensor) or not isinstance(value, (Tensor, bool, int, float)):
        raise TypeError(
            f'Failed calling {prim} with "{prim}()(variable={_type_name(variable)}, value={_type_name(value)})".'
        )
    t = variable._data()
    v = _as_tensor(value)
    vs, ts = tuple(v.shape), tuple(t.shape)
    if vs != ts:
        if len(vs) != len(ts) and not ((ts == (1,) and vs == ()) or (ts == () and vs == (1,))):
            raise _errors.value_error(
                prim,
                f"'value' must have the same rank as 'variable'. But got 'value' rank: {len(vs)}, "
                f"'variable' rank: {len(ts)}.",
                sep="',",
            )
        if len(vs) == len(ts):
            raise _errors.value_error(
                prim,
                f"'value' must have the same shape as 'variable'. But got 'value' shape: "
                f"({', '.join(map(str, vs))}), 'variable' shape: ({', '.join(map(str, ts))}).",
                sep="',",
            )
        if prim == "Assign":  # its shape check lets the pair through; MindSpore's CPU Assign kernel then refuses it
            raise _errors.runtime_error(
                "Assign",
                f"the 'x' and 'y' must have the same dimension, but got the dimension of 'x': {len(ts)} and the "
                f"dimension of 'y': {len(vs)}",
            )
        v = v.reshape(ts)
    if v.dtype != t.dtype:
        if isinstance(value, Tensor):
            promoted = torch.promote_types(t.dtype, v.dtype)
        else:  # a Python number is weak: it only has to fit the variable's kind (bool < int < float)
            promoted = torch.result_type(t, value)
            if promoted != t.dtype:
                promoted = v.dtype
        if promoted != t.dtype:
            raise TypeError(
                "Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place "
                f"operator, so data type {mstype._FROM_TORCH[t.dtype]}, which cannot be converted to data type "
                f"{mstype._FROM_TORCH[promoted]} automatically."
            )
    if _differentiating():
        # while a gradient is recorded, written as data: no autograd version bump, so ops recorded before the
        # write that saved this variable compute their gradients with its new value (MindSpore's Parameters are
        # references), without torch's "modified by an inplace operation" error
        getattr(t.data, op)(v.detach().to(t.dtype))
    else:
        with torch.no_grad():
            getattr(t, op)(v.to(t.dtype))
    return _wrap(t)


def assign(variable, value) -> Tensor:
    """Write ``value`` into ``variable`` (a Parameter or Tensor) in place; returns it as a Tensor.

    Mirrors ``mindspore.ops.assign`` / ``ops.Assign`` (2.10). ``value`` is a Tensor or a Python number of the same
    shape.

    Raises:
        ValueError: if the ranks or shapes differ.
        RuntimeError: a 0-d value for a one-element 1-D variable or the reverse (MindSpore's CPU kernel's message;
            ``assign_add`` / ``assign_sub`` accept that pair).
        TypeError: if ``variable`` is not a Tensor, ``value`` is neither a Tensor nor a number, or ``value``'s
            dtype does not convert to ``variable``'s (MindSpore converts only when promoting the two dtypes gives
            ``variable``'s: Float32 takes Float16 or Int32 values, Int32 does not take Int64 or Float32).
    """
    return _assign_with(variable, value, "copy_", "Assign")


_state.PROVIDED["ops.assign"] = assign  # a compiled construct's ``self.weight = x`` assigns through it


def assign_add(variable, value) -> Tensor:
    """``variable += value`` in place; returns it as a Tensor. Mirrors ``mindspore.ops.assign_add`` /
    ``ops.AssignAdd`` (2.10); shapes, dtypes and errors as :func:`assign`."""
    return _assign_with(variable, value, "add_", "AssignAdd")


def assign_sub(variable, value) -> Tensor:
    """``variable -= value`` in place; returns it as a Tensor. Mirrors ``mindspore.ops.assign_sub`` /
    ``ops.AssignSub`` (2.10); shapes, dtypes and errors as :func:`assign`."""
    return _assign_with(variable, value, "sub_", "AssignSub")


_ASSIGN_OPS = {assign: "copy_", assign_add: "add_", assign_sub: "sub_"}


def _assign_many(func, variables, values) -> tuple | None:
    """``tuple(map(func, variables, values))`` for ``func`` in ``assign`` / ``assign_add`` / ``assign_sub`` as one
    fused torch call (``HyperMap(partial(ops.assign_add), accumulators, grads)``, the gradient-accumulation
    pattern), when every pair is two Tensors of one dtype, shape and device; else None (the caller maps
    ``func`` element by element, with its checks and errors). The writes happen in order, as the map's would."""
    op = _ASSIGN_OPS.get(func)
    if op is None or not variables or len(variables) != len(values):
        return None
    ts, vs = [], []
    for a, b in zip(variables, values):
        if not (isinstance(a, Tensor) and isinstance(b, Tensor)):
            return None
        t, v = a._data(), b._data()
        if t.dtype != v.dtype or t.shape != v.shape or t.device != v.device:
            return None
        ts.append(t)
        vs.append(v)
    _K_array.assign_many(op, [t.data for t in ts] if _differentiating() else ts, vs)  # the data while recording
    return tuple(_wrap(t) for t in ts)


def scalar_to_tensor(input_x, dtype=mstype.float32) -> Tensor:
    """A 0-d tensor of ``input_x`` (default Float32). Mirrors ``ops.scalar_to_tensor`` / ``ops.ScalarToTensor``.

    Raises:
        TypeError: if ``input_x`` is not a bool, int or float.
    """
    if not isinstance(input_x, (bool, int, float)):
        raise _errors.type_error(
            "ScalarToTensor",
            f"the type of 'x' should be one of '['bool', 'int', 'float']', but got type '{type(input_x).__name__}'.",
        )
    return _wrap(_creation.tensor(input_x, None, _device()).to(mstype.to_torch_dtype(dtype)))


def tuple_to_array(input_x) -> Tensor:
    """A tensor of a (possibly nested) tuple of numbers: Int32 when the first element is an int or bool (later
    floats are truncated, as MindSpore 2.10 does), else Float32 (also when the first element is itself a tuple).
    Mirrors ``ops.tuple_to_array``. MindSpore 2.10 returns None for a list; mindshim converts it."""
    vals = tuple(_num(v) for v in input_x)
    td = torch.int32 if vals and isinstance(vals[0], int) else torch.float32
    return _wrap(_creation.tensor(vals, torch.float64, _device()).to(td))


def print_(*input_x) -> None:
    """Print strings, numbers and Tensors like ``ops.Print``. Mirrors ``mindspore.ops.print_``."""
    from ..operations.other_ops import Print

    Print()(*input_x)


def flip(input, dims) -> Tensor:
    """Reverse along ``dims`` (a tuple or list of ints). Mirrors ``mindspore.ops.flip`` / ``ops.ReverseV2`` (2.10).

    Raises:
        TypeError: if ``dims`` is not a tuple or list (a bare int included, as in MindSpore 2.10).
        ValueError: if an axis is out of range.
    """
    if not isinstance(dims, (list, tuple)):
        raise TypeError(f'Failed calling ReverseV2 with "ReverseV2(axis={_type_name(dims)})(input=Tensor)".')
    return _wrap(_K_array.flip(_as_tensor(input), dims))


def reverse(x, axis) -> Tensor:
    """Reverse along ``axis``. Mirrors ``ops.ReverseV2``."""
    return flip(x, axis)


def roll(input, shifts, dims=None) -> Tensor:
    """Roll entries along ``dims``. Mirrors ``mindspore.ops.roll``.

    Raises:
        TypeError: ``shifts`` a bool, float, str or None (MindSpore's Roll signature error).
    """
    if isinstance(shifts, _NOT_A_SHAPE):
        _refuse("Roll", {"shifts": shifts, "dims": dims}, {"input": input})
    return _wrap(_K_array.roll(_as_tensor(input), shifts, dims))


@_tensor_only("NonZero()(input=<Tensor>)")
def nonzero(input, *, as_tuple: bool = False):
    """Int64 indices of non-zero entries, shape ``(n, ndim)``. Mirrors ``mindspore.ops.nonzero``."""
    t = _as_tensor(input)
    if as_tuple:
        return tuple(_wrap(v) for v in _K_idx.nonzero(t, as_tuple=True))
    return _wrap(_K_idx.nonzero(t))


@_tensor_only("Diag()(input=<Tensor>)")
def diag(input) -> Tensor:
    """A tensor of rank ``2k`` with ``input`` (rank ``k``) on its diagonal: ``out[i, j, ..., i, j, ...] = x[i, j, ...]``.

    Mirrors ``mindspore.ops.diag`` / ``ops.Diag`` (2.10); note that a 2-D input gives a 4-D result (not the
    diagonal as in torch/numpy; use :func:`diagonal` for that).
    """
    return _wrap(_K_array.diag(_as_tensor(input)))


def diag_part(input) -> Tensor:
    """The diagonal of a rank-``2k`` tensor (inverse of :func:`diag`). Mirrors ``ops.DiagPart``."""
    return _wrap(_K_array.diag_part(_as_tensor(input)))


def diagonal(input, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
    """The ``offset`` diagonal over axes ``dim1``/``dim2``, appended as the last axis. Mirrors ``ops.diagonal``."""
    return _wrap(_K_array.diagonal(_as_tensor(input), offset, dim1, dim2))


@_tensor_only("'input' must be Tensor.", op="diag_embed")
def diag_embed(input, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Tensor:
    """Tensors whose ``offset`` diagonals (over ``dim1``/``dim2``) hold the last axis of ``input``.

    Mirrors ``mindspore.ops.diag_embed`` (2.10).
    """
    return _wrap(_K_array.diag_embed(_as_tensor(input), offset, dim1, dim2))


@_tensor_only("For diagflat, the input x must be tensor, but got {cls}")
def diagflat(input, offset: int = 0) -> Tensor:
    """A 2-D tensor with the flattened ``input`` on its ``offset`` diagonal. Mirrors ``mindspore.ops.diagflat``."""
    return _wrap(_K_array.diagflat(_as_tensor(input), offset))


_ATLEAST_ITEM = {
    1: _errors.message("atleast_1d", "each element of 'inputs' must be a tensor, but got {cls}"),
    2: "expect Tensor or list of tensors, but got {cls}",
    3: _errors.message("atleast_3d", "each element of 'inputs' must be a tensor, but got {cls}"),
}


def _atleast_n(n: int):
    def fn(inputs):
        if not isinstance(inputs, (Tensor, torch.Tensor)):  # MindSpore iterates anything else, checking each item
            _tensor_items(inputs, None, _ATLEAST_ITEM[n])
        if isinstance(inputs, (list, tuple)):
            return tuple(_wrap(_K_array.atleast(_as_tensor(v), n)) for v in inputs)
        return _wrap(_K_array.atleast(_as_tensor(inputs), n))

    fn.__name__ = fn.__qualname__ = f"atleast_{n}d"
    fn.__doc__ = (
        f"``inputs`` (a Tensor, or a list/tuple of them) with at least {n} dimensions; a sequence gives a tuple.\n\n"
        f"    Mirrors ``mindspore.ops.atleast_{n}d`` (2.10)"
        + (": ``(n,)`` -> ``(1, n, 1)``, ``(m, n)`` -> ``(m, n, 1)``." if n == 3 else ".")
        + "\n\n    Raises:\n        TypeError: ``inputs`` neither a Tensor nor iterable (Python's ``'float' object is not "
        "iterable``), or an item that is not a Tensor (MindSpore's text).\n"
    )
    return fn


atleast_1d = _atleast_n(1)
atleast_2d = _atleast_n(2)
atleast_3d = _atleast_n(3)


def rot90(input, k: int, dims) -> Tensor:
    """Rotate by 90 degrees ``k`` times in the plane of ``dims`` (from the first axis towards the second).

    Mirrors ``mindspore.ops.rot90`` (2.10).

    Raises:
        RuntimeError: if the two dims are equal.
    """
    return _wrap(_K_array.rot90(_as_tensor(input), k, dims))


def _flip_axis(t: torch.Tensor, axis: int) -> torch.Tensor:
    if not -t.ndim <= axis < t.ndim:
        raise _errors.value_error(
            "ReverseV2", f"the 'axis[0]' must be in range of [{-t.ndim}, {t.ndim}), but got {axis} with type 'int'."
        )
    return _K_array.flip(t, (axis,))


def fliplr(input) -> Tensor:
    """Reverse axis 1 (left/right). Mirrors ``mindspore.ops.fliplr``.

    Raises:
        ValueError: for a tensor of fewer than 2 dimensions.
    """
    return _wrap(_flip_axis(_as_tensor(input), 1))


def flipud(input) -> Tensor:
    """Reverse axis 0 (up/down). Mirrors ``mindspore.ops.flipud``."""
    return _wrap(_flip_axis(_as_tensor(input), 0))


def searchsorted(sorted_sequence, values, *, out_int32: bool = False, right: bool = False, side=None,
                 sorter=None) -> Tensor:  # fmt: skip
    """Insertion indices of ``values`` into the (last axis of the) sorted ``sorted_sequence``.

    Mirrors ``mindspore.ops.searchsorted`` (2.10): Int64 indices (Int32 with ``out_int32``); ``right=True`` or
    ``side='right'`` takes the index after equal entries. Difference: MindSpore 2.10's CPU kernel fails for
    ``out_int32=True`` and for ``sorter``; mindshim computes them.
    """
    seq, v = _as_tensor(sorted_sequence), _as_tensor(values)
    srt = _as_tensor(sorter).long() if sorter is not None else None
    return _wrap(_K_sort.searchsorted(seq, v, out_int32, right or side == "right", srt))


def _tensor_searchsorted(self, v, side: str = "left", sorter=None) -> Tensor:
    """``Tensor.searchsorted(v, side='left', sorter=None)``: Int32 insertion indices of ``v`` into this sorted 1-D
    Tensor. Difference: MindSpore 2.10's CPU kernel fails here; mindshim computes it."""
    return searchsorted(self, v, out_int32=True, side=side, sorter=sorter)


def bucketize(input, boundaries, *, right: bool = False) -> Tensor:
    """Int32 index of the bucket of each element among the sorted ``boundaries`` (a list of numbers).

    Mirrors ``mindspore.ops.bucketize`` (2.10): ``right=False`` gives ``i`` with ``b[i-1] < x <= b[i]``,
    ``right=True`` gives ``b[i-1] <= x < b[i]`` (the rule of ``ops.Bucketize``). Difference: MindSpore 2.10's CPU
    kernel fails for the functional form; mindshim computes it.
    """
    return _wrap(_K_sort.bucketize(_as_tensor(input), list(boundaries), right))


@_tensor_only("NonZero()(input=<Tensor>)")
def argwhere(input) -> Tensor:
    """Int64 coordinates ``(n, ndim)`` of the non-zero entries. Mirrors ``mindspore.ops.argwhere``."""
    return _wrap(_K_idx.argwhere(_as_tensor(input)))


@_tensor_only(
    "For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}."
)
def count_nonzero(x, axis=(), keep_dims: bool = False, dtype=mstype.int32) -> Tensor:
    """The number of non-zero entries (over ``axis``; all when ``()``), as ``dtype`` (default Int32).

    Mirrors ``mindspore.ops.count_nonzero`` (2.10).
    """
    t = _as_tensor(x)
    if t.dtype == torch.bool:
        raise _errors.type_valid_error("input x", "Bool")
    dim = axis if isinstance(axis, int) else (tuple(axis) if axis not in ((), []) else None)
    out = (t != 0).sum(dim=dim, keepdim=keep_dims)
    return _wrap(out.to(mstype.to_torch_dtype(dtype)))


@_init_types("Tril", diagonal=int)
def tril(input, diagonal: int = 0) -> Tensor:
    """Lower triangle. Mirrors ``mindspore.ops.tril``."""
    return _wrap(_K_array.tril(_as_tensor(input), diagonal))


def triu(input, diagonal: int = 0) -> Tensor:
    """Upper triangle. Mirrors ``mindspore.ops.triu``."""
    return _wrap(_K_array.triu(_as_tensor(input), diagonal))


def repeat_interleave(input, repeats, axis=None) -> Tensor:
    """Repeat each element ``repeats`` times along ``axis``. Mirrors ``mindspore.ops.repeat_interleave``."""
    r = _as_tensor(repeats) if isinstance(repeats, Tensor) else repeats
    return _wrap(_K_array.repeat_interleave(_as_tensor(input), r, axis))


def narrow(input, axis: int, start: int, length: int) -> Tensor:
    """``length`` entries from ``start`` along ``axis``. Mirrors ``mindspore.ops.narrow``."""
    return _wrap(_K_array.narrow(_as_tensor(input), axis, start, length))


def movedim(x, source, destination) -> Tensor:
    """Move axes ``source`` to positions ``destination`` (ints or tuples). Mirrors ``ops.movedim`` / ``ops.moveaxis``.

    Raises:
        ValueError: if an axis is out of range.
    """
    return _wrap(_K_array.movedim(_as_tensor(x), source, destination))


moveaxis = movedim


def swapdims(input, dim0: int, dim1: int) -> Tensor:
    """Swap two axes. Mirrors ``mindspore.ops.swapdims`` (same as :func:`swapaxes`)."""
    return swapaxes(input, dim0, dim1)


def swapaxes(input, axis0: int, axis1: int) -> Tensor:
    """Swap two axes. Mirrors ``mindspore.ops.swapaxes``."""
    return _wrap(_K_array.swapaxes(_as_tensor(input), axis0, axis1))


# ---- scatter / gather family -------------------------------------------------------------------------------------


_dt = _errors.dtype_name


def _shape_text(s) -> str:
    """MindSpore's tuple text in shape errors: ``(3, 4)``, ``(3)``."""
    return "(" + ", ".join(str(int(d)) for d in s) + ")"


def _vec_text(values) -> str:
    return "[const vector]{" + ", ".join(str(int(v)) for v in values) + "}"


def _nd_shape_check(op: str, x: torch.Tensor, idx: torch.Tensor, upd: torch.Tensor) -> None:
    k = idx.shape[-1] if idx.ndim else 0
    if tuple(upd.shape) != tuple(idx.shape[:-1]) + tuple(x.shape[k:]):
        raise ValueError(
            f"For {op}, updates_shape = indices_shape[:-1] + x_shape[indices_shape[-1]:], but got x_shape: "
            f"{_shape_text(x.shape)}, indices_shape: {_shape_text(idx.shape)}, updates_shape: {_shape_text(upd.shape)}."
        )


def _prim_indices(op: str, indices) -> torch.Tensor:
    """The integer indices of a scatter primitive (``ScatterNdUpdate``, ``TensorScatterSub``, ``ScatterAdd``, ...):
    a non-Tensor is MindSpore's ``the type of input argument[indices type] must be Tensor`` TypeError
    (:func:`errors.input_tensor_error`), a float or Bool Tensor its dtype error."""
    if not isinstance(indices, Tensor):
        raise _errors.input_tensor_error(op, "indices type", indices)
    idx = indices._data()
    _int_indices(op, idx)
    return idx


def _tensor_scatter(mode: str, input_x, indices, updates) -> Tensor:
    op = "TensorScatter" + mode.capitalize()
    if mode == "add":  # a generated primitive: its arg handler takes Tensors only
        if not all(isinstance(v, Tensor) for v in (input_x, indices, updates)):
            _refuse(op, {}, {"input_x": input_x, "indices": indices, "updates": updates})
    idx = _prim_indices(op, indices)
    x, upd = _as_tensor(input_x), _as_tensor(updates)
    if upd.dtype != x.dtype:
        if mode == "add":
            raise TypeError(
                f"For {op}, input_x_type must equal to updates type, but got input_x_type: {_dt(x)}, updates_type: "
                f"{_dt(upd)}."
            )
        raise TypeError(
            f"For primitive[{op}], the input type must be same.\nname:[input_x]:Tensor[{_dt(x)}].\n"
            f"name:[updates]:Tensor[{_dt(upd)}].\n"
        )
    if x.dtype == torch.bool and mode != "update":
        if mode == "add":
            raise TypeError(f"For {op}, input_x_type cannot be bool.")
        raise TypeError(
            f"For primitive[{op}], the input argument[input_x] must be a type of numbers, but got Tensor[Bool]."
        )
    if idx.ndim < 2:
        raise ValueError(f"For {op}, the dimension of 'indices' cannot be less than 2,  but got {idx.ndim}")
    _nd_shape_check(op, x, idx, upd)
    bad = _K_idx.bad_nd_row(idx, x.shape)
    if bad is not None:
        row = idx.reshape(-1, idx.shape[-1])[bad].tolist()
        if mode == "update":
            raise _errors.value_error(
                op, f"indices out of range for input_x. Please check the indices which is {_vec_text(row)}"
            )
        raise _errors.runtime_error(
            op,
            f"the {bad * idx.shape[-1]}-th value of 'indices'{[int(v) for v in row]} is out of range"
            f"{[int(d) for d in x.shape]}.",
        )
    return _wrap(_K_idx.scatter_rows(x, idx.shape[-1], _K_idx.nd_linear(x.shape, idx), upd, mode))


def tensor_scatter_update(*args) -> Tensor:
    """``tensor_scatter_update(input_x, indices, updates)``: copy of ``input_x`` with ``updates`` written at N-d
    ``indices``. Mirrors ``ops.tensor_scatter_update``, which MindSpore 2.10 binds to a ``TensorScatterUpdate``
    instance (so it takes its inputs positionally, and inputs past the third are not read).

    ``indices`` (Int32/Int64) has shape ``(..., k)``; ``updates`` has shape ``indices.shape[:-1] + x.shape[k:]``
    and must have ``input_x``'s dtype.

    Raises:
        TypeError: on non-Tensor or float indices, or a dtype mismatch.
        ValueError: fewer than 3 inputs; on a shape mismatch or an index out of range.
    """
    if len(args) < 3:
        raise ValueError(
            f"For primitive[TensorScatterUpdate], the input number must be greater than or equal to 3, but got {len(args)}."
        )
    return _tensor_scatter("update", *args[:3])


def tensor_scatter_add(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` with ``updates`` added at N-d ``indices`` (duplicates accumulate).

    Mirrors ``ops.tensor_scatter_add`` / ``ops.TensorScatterAdd``.

    Raises:
        TypeError: on float indices, a dtype mismatch or a Bool input.
        ValueError: on a shape mismatch.
        RuntimeError: on an index out of range.
    """
    return _tensor_scatter("add", input_x, indices, updates)


def tensor_scatter_sub(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` with ``updates`` subtracted at N-d ``indices``. Mirrors ``ops.tensor_scatter_sub``.

    Errors as :func:`tensor_scatter_add`.
    """
    return _tensor_scatter("sub", input_x, indices, updates)


def tensor_scatter_mul(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` multiplied by ``updates`` at N-d ``indices``. Mirrors ``ops.tensor_scatter_mul``.

    Errors as :func:`tensor_scatter_add`.
    """
    return _tensor_scatter("mul", input_x, indices, updates)


def tensor_scatter_div(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` divided by ``updates`` at N-d ``indices`` (integers truncate toward zero).

    Mirrors ``ops.tensor_scatter_div``. Errors as :func:`tensor_scatter_add`. Difference: an integer division by
    zero raises torch's RuntimeError (MindSpore's CPU kernel crashes the process).
    """
    return _tensor_scatter("div", input_x, indices, updates)


def tensor_scatter_max(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` with the maximum of it and ``updates`` at N-d ``indices``. Mirrors ``ops.tensor_scatter_max``.

    Errors as :func:`tensor_scatter_add`.
    """
    return _tensor_scatter("max", input_x, indices, updates)


def tensor_scatter_min(input_x, indices, updates) -> Tensor:
    """Copy of ``input_x`` with the minimum of it and ``updates`` at N-d ``indices``. Mirrors ``ops.tensor_scatter_min``.

    Errors as :func:`tensor_scatter_add`.
    """
    return _tensor_scatter("min", input_x, indices, updates)


def _inplace_result(t: torch.Tensor, res: torch.Tensor) -> Tensor:
    """Write ``res`` into ``t`` (a Parameter's or Tensor's storage) and return a Tensor sharing that storage."""
    with torch.no_grad():
        t.copy_(res)
    return _wrap(t.detach() if t.requires_grad and t.is_leaf else t)


def _ref_updates(op: str, x: torch.Tensor, upd: torch.Tensor, arg: str = "x") -> torch.Tensor:
    """MindSpore's rule for an in-place operator: ``updates`` are cast to ``x``'s dtype unless that would widen ``x``."""
    if upd.dtype != x.dtype and torch.promote_types(x.dtype, upd.dtype) != x.dtype:
        raise TypeError(
            "Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place "
            f"operator, the argument[{arg}]'s data type of primitive[{op}] is {_dt(x)}, which cannot be converted to "
            f"data type {_dt(upd)} automatically."
        )
    return upd.to(x.dtype)


def _scatter_nd_ref(mode: str, input_x, indices, updates) -> Tensor:
    op = "ScatterNd" + mode.capitalize()
    x, idx = _check_tensor(op, "input_x", input_x), _prim_indices(op, indices)
    upd = _ref_updates(op, x, _as_tensor(updates))
    if idx.ndim < 2:
        raise ValueError(
            f"For primitive[{op}], the dimension of 'indices' must be greater than or equal to 2 , but got {idx.ndim}."
        )
    _nd_shape_check(op, x, idx, upd)
    if _K_idx.bad_nd_row(idx, x.shape) is not None:
        bad = idx.reshape(-1, idx.shape[-1])[_K_idx.bad_nd_row(idx, x.shape)].tolist()
        if mode == "update":
            raise _errors.value_error(
                op, f"indices out of range for input_x. Please check the indices which is {_vec_text(bad)}"
            )
        raise RuntimeError(f"Launch kernel failed, name:Default/{op}-op0")
    return _inplace_result(x, _K_idx.scatter_rows(x, idx.shape[-1], _K_idx.nd_linear(x.shape, idx), upd, mode))


def scatter_nd_update(*args) -> Tensor:
    """``scatter_nd_update(input_x, indices, updates)``: write ``updates`` into ``input_x`` (a Parameter or Tensor,
    changed in place) at N-d ``indices``.

    Mirrors ``ops.scatter_nd_update`` / ``ops.ScatterNdUpdate`` (2.10; MindSpore binds the function to a
    ``ScatterNdUpdate()`` instance, so it takes exactly its 3 inputs, positionally): returns a Tensor sharing
    ``input_x``'s storage; ``updates`` are cast to ``input_x``'s dtype when that does not widen it.

    Raises:
        TypeError: on non-Tensor or float indices, or ``updates`` of a wider dtype.
        ValueError: another number of inputs than 3; on a shape mismatch or an index out of range.
    """
    if len(args) != 3:
        raise ValueError(f"ScatterNdUpdate inputs number {len(args)} does not match the requires signature size 3")
    return _scatter_nd_ref("update", *args)


def scatter_nd_add(input_x, indices, updates, use_locking: bool = False) -> Tensor:
    """Add ``updates`` into ``input_x`` in place at N-d ``indices``. Mirrors ``ops.scatter_nd_add`` / ``ops.ScatterNdAdd``.

    Raises as :func:`scatter_nd_update`, except that an index out of range raises RuntimeError.
    """
    return _scatter_nd_ref("add", input_x, indices, updates)


def scatter_nd_sub(input_x, indices, updates, use_locking: bool = False) -> Tensor:
    """Subtract ``updates`` from ``input_x`` in place at N-d ``indices``. Mirrors ``ops.scatter_nd_sub``."""
    return _scatter_nd_ref("sub", input_x, indices, updates)


def scatter_nd_mul(input_x, indices, updates, use_locking: bool = False) -> Tensor:
    """Multiply ``input_x`` by ``updates`` in place at N-d ``indices``. Mirrors ``ops.scatter_nd_mul``."""
    return _scatter_nd_ref("mul", input_x, indices, updates)


def scatter_nd_div(input_x, indices, updates, use_locking: bool = False) -> Tensor:
    """Divide ``input_x`` by ``updates`` in place at N-d ``indices``. Mirrors ``ops.scatter_nd_div``."""
    return _scatter_nd_ref("div", input_x, indices, updates)


def scatter_nd_max(input_x, indices, updates, use_locking: bool = False) -> Tensor:
    """Elementwise maximum of ``input_x`` and ``updates``, in place at N-d ``indices``. Mirrors ``ops.scatter_nd_max``."""
    return _scatter_nd_ref("max", input_x, indices, updates)


def scatter_nd_min(input_x, indices, updates, use_locking: bool = False) -> Tensor:
    """Elementwise minimum of ``input_x`` and ``updates``, in place at N-d ``indices``. Mirrors ``ops.scatter_nd_min``."""
    return _scatter_nd_ref("min", input_x, indices, updates)


def _scatter_ref(mode: str, input_x, indices, updates) -> Tensor:
    op = "Scatter" + mode.capitalize()
    x, idx = _check_tensor(op, "input_x", input_x), _prim_indices(op, indices)
    upd = _ref_updates(op, x, _as_tensor(updates))
    if tuple(upd.shape) != tuple(idx.shape) + tuple(x.shape[1:]):
        raise ValueError(
            f"For {op}, updates_shape = indices_shape + input_x_shape[1:], but got input_x_shape: "
            f"{_shape_text(x.shape)}, indices_shape: {_shape_text(idx.shape)}, updates_shape: {_shape_text(upd.shape)}."
        )
    flat = idx.reshape(-1)
    checked = not (_K_array.vmapped(flat) or _K_array.vmapped(upd))  # under vmap values are unread: no value checks
    bad = flat[(flat < 0) | (flat >= x.shape[0])] if checked else flat[:0]
    if bad.numel():
        raise _errors.runtime_error(
            op, f"the value of indices should be in [0, {x.shape[0]}), but got '{int(bad[0])}' in indices."
        )
    if checked and mode == "div" and bool((upd == 0).any()):
        raise _errors.value_error(op, "updates must not contain 0")
    return _inplace_result(x, _K_idx.scatter_rows(x, 1, flat.long(), upd, mode))


def scatter_update(input_x, indices, updates) -> Tensor:
    """Write ``updates`` into rows ``indices`` of ``input_x`` (changed in place). Mirrors ``ops.scatter_update``.

    ``updates`` has shape ``indices.shape + input_x.shape[1:]`` and is cast to ``input_x``'s dtype when that does
    not widen it; returns a Tensor sharing ``input_x``'s storage (MindSpore 2.10 ``ops.ScatterUpdate``).

    Raises:
        TypeError: on float indices or wider ``updates``.
        ValueError: on a shape mismatch.
        RuntimeError: on an index outside ``[0, input_x.shape[0])``.
    """
    return _scatter_ref("update", input_x, indices, updates)


def scatter_add(input_x, indices, updates) -> Tensor:
    """Add ``updates`` into rows ``indices`` of ``input_x`` in place. Mirrors ``ops.scatter_add`` / ``ops.ScatterAdd``.

    Errors as :func:`scatter_update`.
    """
    return _scatter_ref("add", input_x, indices, updates)


def scatter_sub(input_x, indices, updates) -> Tensor:
    """Subtract ``updates`` from rows ``indices`` of ``input_x`` in place. Mirrors ``ops.ScatterSub``."""
    return _scatter_ref("sub", input_x, indices, updates)


def scatter_mul(input_x, indices, updates) -> Tensor:
    """Multiply rows ``indices`` of ``input_x`` by ``updates`` in place. Mirrors ``ops.scatter_mul``."""
    return _scatter_ref("mul", input_x, indices, updates)


def scatter_div(input_x, indices, updates) -> Tensor:
    """Divide rows ``indices`` of ``input_x`` by ``updates`` in place. Mirrors ``ops.scatter_div``.

    Raises:
        ValueError: if ``updates`` holds a 0 (also for floats, as MindSpore 2.10 does).
    """
    return _scatter_ref("div", input_x, indices, updates)


def scatter_max(input_x, indices, updates) -> Tensor:
    """Elementwise maximum into rows ``indices`` of ``input_x`` in place. Mirrors ``ops.scatter_max``."""
    return _scatter_ref("max", input_x, indices, updates)


def scatter_min(input_x, indices, updates) -> Tensor:
    """Elementwise minimum into rows ``indices`` of ``input_x`` in place. Mirrors ``ops.scatter_min``."""
    return _scatter_ref("min", input_x, indices, updates)


def scatter_nd(indices, updates, shape) -> Tensor:
    """Zeros of ``shape`` with ``updates`` added at N-d ``indices`` (duplicates accumulate).

    Mirrors ``mindspore.ops.scatter_nd`` / ``ops.ScatterNd``; the result has ``updates``' dtype.

    Raises:
        TypeError: ``indices`` or ``updates`` not a Tensor, ``shape`` not a tuple of ints (a list does not do:
            ``Failed calling ScatterNd``), or the indices not integers.
        RuntimeError: on an index out of range.
    """
    if not (
        isinstance(indices, Tensor)
        and isinstance(updates, Tensor)
        and isinstance(shape, tuple)
        and all(isinstance(d, int) and not isinstance(d, bool) for d in shape)
    ):
        _refuse("ScatterNd", {}, {"indices": indices, "updates": updates, "shape": shape}, {"shape": "tuple of int"})
    u, idx = _as_tensor(updates), _as_tensor(indices)
    _int_indices("ScatterNd", idx)
    return _wrap(_K_idx.scatter_nd(idx, u, _shape(shape)))


def gather_nd(input_x, indices) -> Tensor:
    """Gather slices at N-d ``indices`` (last axis indexes the first dims). Mirrors ``ops.gather_nd`` / ``ops.GatherNd``.

    The result has shape ``indices.shape[:-1] + input_x.shape[indices.shape[-1]:]``.

    Raises:
        RuntimeError: on an index out of range (negative indices too).
    """
    if not isinstance(indices, Tensor):
        _refuse("GatherNd", {}, {"input_x": input_x, "indices": indices})
    t, idx = _as_tensor(input_x), _as_tensor(indices)
    _int_indices("GatherNd", idx)
    if idx.ndim and idx.shape[-1] > t.ndim:
        raise ValueError(
            "For primitive[GatherNd], the In GatherNd, the input of indices data must be greater than or equal to "
            f"{idx.shape[-1]}, but got {t.ndim}."
        )
    row = _K_idx.bad_nd_row(idx, t.shape)
    if row is not None:
        vals = idx.reshape(-1, idx.shape[-1])[row].tolist()
        raise _errors.runtime_error(
            "GatherNd", f"the indices[{row}]: {_vec_text(vals)}, does not index into input_shape: {_vec_text(t.shape)}."
        )
    idx = idx.long()
    return _wrap(t[tuple(idx[..., i] for i in builtins.range(idx.shape[-1]))])


def scatter(input, axis: int, index, src) -> Tensor:
    """Copy of ``input`` with ``src`` written at ``index`` along ``axis`` (torch ``scatter`` semantics).

    Mirrors ``mindspore.ops.scatter`` (2.10): ``src`` is a Tensor of ``input``'s dtype or a Python number; negative
    indices count from the end and indices still out of range are skipped, as MindSpore's CPU kernel does.

    Raises:
        TypeError: ``input`` or ``index`` not a Tensor, ``axis`` not an int or a Tensor, ``src`` not a Tensor or a
            number (``Failed calling Scatter`` / ``ScatterValue``, the primitive MindSpore runs for a Tensor or a
            number ``src``); ``src``'s dtype not ``input``'s, ``index`` not an integer Tensor.
    """
    prim, src_kind = ("Scatter", "Tensor") if isinstance(src, Tensor) else ("ScatterValue", "Number")
    if not (
        isinstance(input, Tensor)
        and isinstance(index, Tensor)
        and (isinstance(axis, Tensor) or (isinstance(axis, int) and not isinstance(axis, bool)))
        and isinstance(src, (Tensor, int, float))
    ):
        inputs = {"input": input, "dim": axis, "index": index, "src": src, "reduce": "none"}
        _refuse(prim, {}, inputs, {"dim": "Tensor, int", "src": src_kind, "reduce": "string"})
    if isinstance(axis, Tensor):
        axis = int(axis.asnumpy())
    t, idx = _as_tensor(input), _as_tensor(index)
    if idx.is_floating_point() or idx.dtype == torch.bool:
        raise TypeError("Select CPU operator[Scatter] fail! Unsupported data type!")
    if isinstance(src, Tensor):
        s = src._data()
        if s.dtype != t.dtype:
            raise TypeError(
                f"For primitive[Scatter], the input type must be same.\nname:[input]:{_dt(t)}.\nname:[src]:{_dt(s)}.\n"
            )
        s = s[tuple(builtins.slice(0, d) for d in idx.shape)]
    else:
        return _wrap(_K_idx.scatter_value(t, axis, idx, src))
    return _wrap(_K_idx.scatter_skip(t, axis, idx, s))


def tensor_scatter_elements(input_x, indices, updates, axis: int = 0, reduction: str = "none") -> Tensor:
    """Copy of ``input_x`` with ``updates`` written (``reduction='none'``) or added (``'add'``) at ``indices``
    along ``axis``. Mirrors ``ops.tensor_scatter_elements`` / ``ops.TensorScatterElements`` (2.10).

    Raises:
        ValueError: for another ``reduction``.
        TypeError: if ``updates``' dtype differs from ``input_x``'s.
    """
    if reduction not in ("none", "add"):
        raise ValueError(
            f"Failed to convert the value \"{reduction}\" of input 'reduce' of 'TensorScatterElements' to enum."
        )
    t, idx, u = _as_tensor(input_x), _as_tensor(indices), _as_tensor(updates)
    _int_indices("TensorScatterElements", idx)
    if u.dtype != t.dtype:
        raise TypeError(
            "For primitive[TensorScatterElements], the input type must be same.\n"
            f"name:[input_x]:Tensor[{_dt(t)}].\nname:[updates]:Tensor[{_dt(u)}].\n"
        )
    u = u[tuple(builtins.slice(0, d) for d in idx.shape)]
    return _wrap(_K_idx.scatter_skip(t, axis, idx, u, "add" if reduction == "add" else None))


def index_add(x, indices, y, axis: int, use_lock: bool = True, check_index_bound: bool = True) -> Tensor:
    """Add ``y`` into ``x`` at ``indices`` (Int32, 1-D) along ``axis``; ``x`` is changed in place.

    Mirrors ``mindspore.ops.index_add`` / ``ops.IndexAdd(axis)`` (2.10), which update their input in place (a
    Parameter or a plain Tensor) and return a Tensor sharing its storage; ``y`` is cast to ``x``'s dtype when that
    does not widen it.

    Raises:
        TypeError: for indices that are not Int32, or a wider ``y``.
        ValueError: if ``y.shape[axis]`` differs from the number of indices.
        RuntimeError: on an index out of range.
    """
    t, idx = _check_tensor("IndexAdd", "x", x), _as_tensor(indices)
    _int_indices("IndexAdd", idx, allowed=(torch.int32,))
    u = _ref_updates("IndexAdd", t, _as_tensor(y), "input_x")
    ax = axis % t.ndim
    if u.shape[ax] != idx.numel():
        raise ValueError(
            f"For primitive[IndexAdd], the attribute[size of indices] must be equal to {u.shape[ax]}, but got "
            f"{idx.numel()}."
        )
    if idx.numel() and not _K_array.vmapped(idx) and (int(idx.min()) < 0 or int(idx.max()) >= t.shape[ax]):
        raise RuntimeError("Launch kernel failed, name:Default/IndexAdd-op0")
    res = t.index_add(ax, idx.long(), u)
    if _differentiating() and res.requires_grad:
        # MindSpore's bprop: dout for x (a Parameter too), dout gathered at the indices for y; x is still updated
        with torch.no_grad():
            t.copy_(res)
        return _wrap(res)
    return _inplace_result(t, res)


def _tensor_index_add(self, *args, **kwargs) -> Tensor:
    """``Tensor.index_add(indices, y, axis, use_lock=True, check_index_bound=True)`` or torch-style
    ``Tensor.index_add(dim, index, source, *, alpha=1)``; both update the Tensor in place, as MindSpore 2.10 does."""
    if (args and isinstance(args[0], int)) or "dim" in kwargs:
        names = ("dim", "index", "source")
        v = dict(zip(names, args, strict=False))
        v.update({k: kwargs[k] for k in names if k in kwargs})
        alpha = kwargs.get("alpha", 1)
        src = v["source"] if alpha == 1 else _wrap(_as_tensor(v["source"]) * alpha)
        return index_add(self, v["index"], src, v["dim"])
    return index_add(self, *args, **kwargs)


def index_fill(x, axis, index, value) -> Tensor:
    """Copy of ``x`` with ``value`` written at ``index`` (Int32, 0-d or 1-D) along ``axis``.

    Mirrors ``mindspore.ops.index_fill`` / ``ops.IndexFill`` (2.10): negative indices count from the end; a Python
    number is cast to ``x``'s dtype (``9.5`` -> ``9`` for ints); a Tensor ``value`` must be 0-d.

    Raises:
        TypeError: for indices that are not Int32, or a Bool ``x``.
        ValueError: for an ``index`` of rank > 1.
        RuntimeError: on an index out of range.
    """
    t, idx = _as_tensor(x), _as_tensor(index)
    _int_indices("IndexFill", idx, "index", allowed=(torch.int32,))
    if idx.ndim > 1:
        raise ValueError(f"For primitive[IndexFill], the rank of 'index' must be in [0,1], but got {idx.ndim}.")
    if t.dtype == torch.bool:
        raise TypeError("For primitive[IndexFill], the input argument[x] must be a type of numbers, but got Bool.")
    ax = int(axis) % t.ndim if t.ndim else 0
    return _wrap(_K_idx.index_fill(t, ax, idx.reshape(-1), _as_tensor(value), isinstance(value, Tensor)))


def masked_scatter(input, mask, source) -> Tensor:
    """Copy of ``input`` with the entries where ``mask`` (Bool, broadcast to ``input``) is True replaced by
    ``source``'s leading entries in order. Mirrors ``Tensor.masked_scatter`` / ``ops.MaskedScatter`` (2.10).

    Raises:
        TypeError: if ``mask`` is not Bool or ``source``'s dtype differs from ``input``'s.
        ValueError: if ``source`` has fewer entries than ``mask`` has True values.
    """
    t, m, s = _as_tensor(input), _as_tensor(mask), _as_tensor(source)
    if m.dtype not in (torch.bool, torch.uint8):
        raise TypeError("For MaskedScatter, mask should be in dtype support list [DT_UINT8,DT_BOOL,].")
    if s.dtype != t.dtype:
        raise TypeError("Select CPU operator[MaskedScatter] fail! Unsupported data type!")
    m = m.bool().expand(t.shape)
    if not _K_array.vmapped(m) and int(m.sum()) > s.numel():
        raise _errors.value_error("MaskedScatter", "number of elements of updates < number of ones in mask.")
    return _wrap(t.masked_scatter(m, s))


def _scatter_view(op: str, t: torch.Tensor, view: torch.Tensor, src: torch.Tensor, what: str) -> torch.Tensor:
    if tuple(src.shape) != tuple(view.shape):
        raise ValueError(
            f"For {op}, the shape of src should equal to the shape of input {what},but got src.shape "
            f"{tuple(src.shape)} and {what} shape {tuple(view.shape)}."
        )
    if src.dtype != t.dtype:
        raise TypeError(
            "For primitive[TensorScatterElements], the input type must be same.\n"
            f"name:[input_x]:Tensor[{_dt(t)}].\nname:[updates]:Tensor[{_dt(src)}].\n"
        )
    return src


def slice_scatter(input, src, axis: int = 0, start=None, end=None, step: int = 1) -> Tensor:
    """Copy of ``input`` with ``input[..., start:end:step, ...]`` (along ``axis``) replaced by ``src``.

    Mirrors ``mindspore.ops.slice_scatter`` (2.10).

    Raises:
        ValueError: if ``src``'s shape is not the slice's.
        TypeError: if ``src``'s dtype differs from ``input``'s.
    """
    t, s = _as_tensor(input), _as_tensor(src)
    ax = axis % t.ndim
    sl = (builtins.slice(None),) * ax + (builtins.slice(start, end, step),)
    view = t[sl]
    if tuple(s.shape) != tuple(view.shape):
        raise ValueError(
            f"For slice_scatter, src shape should be equal to the slice size,but got src shape {tuple(s.shape)} and "
            f"slice shape {tuple(view.shape)}"
        )
    _scatter_view("slice_scatter", t, view, s, "slice")
    out = t.clone()
    out[sl] = s
    return _wrap(out)


def select_scatter(input, src, axis: int, index: int) -> Tensor:
    """Copy of ``input`` with the slice at ``index`` along ``axis`` replaced by ``src`` (which lacks that axis).

    Mirrors ``mindspore.ops.select_scatter`` (2.10). Errors as :func:`slice_scatter`.
    """
    t, s = _as_tensor(input), _as_tensor(src)
    ax = axis % t.ndim
    i = index % t.shape[ax]
    return slice_scatter(input, _wrap(s.unsqueeze(ax)) if s.ndim == t.ndim - 1 else src, ax, i, i + 1, 1)


def diagonal_scatter(input, src, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
    """Copy of ``input`` with its ``offset`` diagonal over ``(dim1, dim2)`` replaced by ``src``.

    Mirrors ``mindspore.ops.diagonal_scatter`` (2.10); ``src`` is cast to ``input``'s dtype.

    Raises:
        ValueError: if ``src``'s shape is not the diagonal's.
    """
    return _wrap(_K_idx.diagonal_scatter(_as_tensor(input), _as_tensor(src), offset, dim1, dim2))


def take(input, index) -> Tensor:
    """Entries of the flattened ``input`` at ``index`` (result has ``index``'s shape). Mirrors ``ops.take`` (2.10).

    Difference: MindSpore 2.10's CPU build has no kernel for it (RuntimeError); mindshim computes it as
    ``torch.take`` does (negative indices count from the end).

    Raises:
        TypeError: a non-Tensor ``index`` (MindSpore's Take signature error).
    """
    if not isinstance(index, Tensor):
        _refuse("Take", {}, {"input": input, "index": index})
    return _wrap(_K_idx.take(_as_tensor(input), _as_tensor(index).long()))


def _tensor_take(self, indices, axis=None, mode: str = "clip") -> Tensor:
    """``Tensor.take(indices, axis=None, mode='clip')``: numpy-style take along ``axis`` (flattened when None).

    Negative indices count from the end; then ``'clip'`` clamps to the valid range and ``'wrap'`` wraps around.
    ``'raise'`` raises NotImplementedError, as in MindSpore 2.10.
    """
    if not isinstance(indices, Tensor):
        raise TypeError(
            f'Failed calling take with "take({_type_name(indices)})".\nThe valid calling should be:\n'
            '"Tensor.take(index=<Tensor>)"\n"Tensor.take(indices=<Tensor>, axis=<None, int>, mode=<string>)"'
        )
    if mode == "raise":
        raise NotImplementedError('"raise" mode is not implemented')
    return _wrap(_K_idx.take_along(self._data(), indices._data(), axis, mode))


def _tensor_put_(self, index, source, accumulate: bool = False) -> Tensor:
    """``Tensor.put_(index, source, accumulate=False)``: write (or add) ``source`` into the flattened Tensor at
    ``index``, in place. Difference: MindSpore 2.10's CPU build has no kernel for it; this follows ``torch.put_``."""
    t = self._data()
    with torch.no_grad():
        t.put_(_as_tensor(index).long(), _as_tensor(source).to(t.dtype), accumulate)
    return self


@_tensor_only(".shape")
def unique(input) -> tuple:
    """Unique values in first-appearance order, and the index of each input element among them.

    Mirrors ``mindspore.ops.unique`` / ``ops.Unique`` (2.10): the values are 1-D with the input's dtype; the
    indices have the input's shape and dtype Int64 for an Int64 input, Int32 otherwise (Int32 inputs too).

    Raises:
        TypeError: for a Bool input.
    """
    vals, idx = _K_sort.unique(_as_tensor(input))
    return _wrap(vals), _wrap(idx)


@_tensor_only("UniqueConsecutive(return_inverse=<bool>, return_counts=<bool>, dim=<int>)(input=<Tensor>)")
def unique_consecutive(input, return_inverse: bool = False, return_counts: bool = False, dim=None):
    """Collapse runs of equal values (or equal slices along ``dim``). Mirrors ``mindspore.ops.unique_consecutive``.

    Returns the values (the input's dtype; flattened when ``dim`` is None), plus Int64 ``inverse`` indices (the
    input's shape, or its ``dim`` length) and Int64 ``counts`` when asked, as a tuple; only the values otherwise.
    """
    out = _K_sort.unique_consecutive(_as_tensor(input), return_inverse, return_counts, dim)
    if isinstance(out, tuple):
        return tuple(_wrap(o) for o in out)
    return _wrap(out)


def unique_with_pad(x, pad_num) -> tuple:
    """:func:`unique` of a 1-D ``x``, with the values padded by ``pad_num`` to ``x``'s length.

    Mirrors ``mindspore.ops.unique_with_pad`` / ``ops.UniqueWithPad`` (2.10); the indices are Int64 for an Int64
    input, Int32 otherwise.

    Raises:
        ValueError: if ``x`` is not 1-D.
    """
    t = _as_tensor(x)
    if t.ndim != 1:
        raise ValueError(f"For primitive[UniqueWithPad], the input_shape_size must be equal to 1, but got {t.ndim}.")
    vals, idx = unique(x)
    return _wrap(_K_sort.pad_to(vals._data(), t.numel(), _num(pad_num))), idx


def meshgrid(*inputs, indexing: str = "xy") -> tuple:
    """Coordinate grids of 1-D tensors (``'xy'``: the first two axes swapped, ``'ij'``: matrix order).

    Mirrors ``mindspore.ops.meshgrid`` / ``ops.Meshgrid`` (2.10).

    Raises:
        ValueError: for an unknown ``indexing`` or tensors of different dtypes.
        TypeError: if the inputs are given as one tuple (``ops.meshgrid((x, y))``; ``ops.Meshgrid`` takes that form),
            or one is not a Tensor (``Failed calling Meshgrid``).
    """
    if len(inputs) == 1 and isinstance(inputs[0], (list, tuple)):
        raise TypeError(
            'Failed calling Meshgrid with "Meshgrid(indexing=string)(inputs=Tuple<Tuple<Tensor, Tensor>>)".\n'
            'The valid calling should be: \n"Meshgrid(indexing=<string>)(inputs=<list of tensor, tuple of Tensor>)".'
        )
    return _meshgrid(inputs, indexing)


def _meshgrid(inputs, indexing: str) -> tuple:
    _tensor_seq("Meshgrid", "inputs", inputs, {"indexing": indexing}, {"indexing": "string"})
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Failed to convert the value \"{indexing}\" of input 'indexing' of 'Meshgrid' to enum.")
    return tuple(_wrap(t) for t in _K_array.meshgrid([_as_tensor(v) for v in inputs], indexing))


def fills(x, value) -> Tensor:
    """A tensor like ``x`` filled with ``value`` (a number or 0-d Tensor, cast to ``x``'s dtype).

    Mirrors ``mindspore.ops.fills`` / ``ops.Fills`` (2.10). Difference: MindSpore 2.10's CPU build fails with a
    RuntimeError (no CPU kernel); mindshim computes it.
    """
    t = _as_tensor(x)
    return _wrap(_creation.full_cast(t.shape, _num(value), t.dtype, t.device))


def _new_size(size) -> tuple:
    if isinstance(size, (list, tuple)) and len(size) == 1 and isinstance(size[0], (list, tuple)):
        size = size[0]
    return _shape(size)


def _new_full(self, size, fill_value, *, dtype=None) -> Tensor:
    """``Tensor.new_full(size, fill_value, *, dtype=None)``: a new Tensor of ``size`` filled with ``fill_value``,
    with this Tensor's dtype unless given. Difference: MindSpore 2.10 supports it on Ascend only; mindshim
    computes it everywhere."""
    t = self._data()
    td = mstype.to_torch_dtype(dtype) if dtype is not None else t.dtype
    return _wrap(_creation.full_cast(_new_size(size), _num(fill_value), td, t.device))


def _new_filled(value: int, what: str):
    def method(self, size, dtype=None) -> Tensor:
        if dtype is not None and not isinstance(dtype, mstype.Type):
            raise TypeError(f"new_{what}(): argument 'dtype' (position 2) must be mstype, not {type(dtype).__name__}.")
        t = self._data()
        td = dtype.torch_dtype if dtype is not None else t.dtype
        return _wrap(_K_array.full(_new_size(size), value, td, t.device))

    method.__doc__ = (
        f"``Tensor.new_{what}(size, dtype=None)``: a new Tensor of ``size`` filled with {value}, with this Tensor's "
        "dtype unless given. Mirrors MindSpore 2.10."
    )
    return method


def _new_empty(self, size, *, dtype=None, device=None) -> Tensor:
    """``Tensor.new_empty(size, *, dtype=None, device=None)``: an uninitialised Tensor of ``size`` (this Tensor's
    dtype unless given). Mirrors MindSpore 2.10; its values are unspecified (mindshim gives zeros)."""
    t = self._data()
    td = mstype.to_torch_dtype(dtype) if dtype is not None else t.dtype
    return _wrap(_K_array.zeros(_new_size(size), td, t.device))


# ---- segment reductions ------------------------------------------------------------------------------------------


def unsorted_segment_sum(input_x, segment_ids, num_segments) -> Tensor:
    """Sum of the rows of ``input_x`` per segment id (``segment_ids`` covers its leading dims); result has
    ``num_segments`` rows, zeros where no row lands; negative ids are dropped.

    Mirrors ``mindspore.ops.unsorted_segment_sum`` / ``ops.UnsortedSegmentSum`` (2.10).

    Raises:
        RuntimeError: for an id >= ``num_segments``.
    """
    return _wrap(
        _K_idx.unsorted_segment(
            "UnsortedSegmentSum", "sum", _as_tensor(input_x), _as_tensor(segment_ids), int(_num(num_segments))
        )
    )


def unsorted_segment_max(x, segment_ids, num_segments) -> Tensor:
    """Maximum per segment; empty segments hold the dtype's lowest value (``-3.4028235e+38`` for Float32).

    Mirrors ``mindspore.ops.unsorted_segment_max`` / ``ops.UnsortedSegmentMax`` (2.10). Errors as
    :func:`unsorted_segment_sum`.
    """
    return _wrap(
        _K_idx.unsorted_segment(
            "UnsortedSegmentMax", "max", _as_tensor(x), _as_tensor(segment_ids), int(_num(num_segments))
        )
    )


def unsorted_segment_min(x, segment_ids, num_segments) -> Tensor:
    """Minimum per segment; empty segments hold the dtype's largest value.

    Mirrors ``mindspore.ops.unsorted_segment_min`` / ``ops.UnsortedSegmentMin`` (2.10).
    """
    return _wrap(
        _K_idx.unsorted_segment(
            "UnsortedSegmentMin", "min", _as_tensor(x), _as_tensor(segment_ids), int(_num(num_segments))
        )
    )


def unsorted_segment_prod(x, segment_ids, num_segments) -> Tensor:
    """Product per segment; empty segments hold 1. Mirrors ``ops.unsorted_segment_prod`` / ``ops.UnsortedSegmentProd``."""
    return _wrap(
        _K_idx.unsorted_segment(
            "UnsortedSegmentProd", "prod", _as_tensor(x), _as_tensor(segment_ids), int(_num(num_segments))
        )
    )


def _sorted_segment(mode: str):
    op = "Segment" + mode.capitalize()

    def fn(input_x, segment_ids) -> Tensor:
        ids = _as_tensor(segment_ids).reshape(-1)
        if ids.numel() > 1 and bool((ids[1:] < ids[:-1]).any()):
            raise _errors.value_error(
                "SegmentOp", "segment_ids must be a tensor with element values sorted in ascending order."
            )
        n = int(ids.max()) + 1 if ids.numel() else 0
        return _wrap(
            _K_idx.segment(op, mode, _as_tensor(input_x), _as_tensor(segment_ids), n, 1 if mode == "prod" else 0)
        )

    fn.__name__ = fn.__qualname__ = "segment_" + mode
    fn.__doc__ = (
        f"{mode.capitalize()} of the rows of ``input_x`` per sorted segment id (1-D ``segment_ids``); the result has\n"
        f"    ``max(segment_ids) + 1`` rows, {'ones' if mode == 'prod' else 'zeros'} for ids that do not occur. "
        f"Computes ``ops.{op}`` (2.10).\n\n    Raises:\n        ValueError: if ``segment_ids`` is not sorted.\n"
    )
    return fn


segment_sum = _sorted_segment("sum")
segment_max = _sorted_segment("max")
segment_min = _sorted_segment("min")
segment_mean = _sorted_segment("mean")
segment_prod = _sorted_segment("prod")


def expand(input_x, size) -> Tensor:
    """Broadcast ``input_x`` to ``size`` (a Tensor; -1 keeps a dimension). Mirrors ``ops.expand`` (2.10).

    Raises:
        TypeError: a non-Tensor ``size`` (MindSpore's Expand primitive takes only a Tensor shape).
    """
    if not isinstance(size, Tensor):
        raise _errors.input_tensor_error("Expand", "shape", size)
    return broadcast_to(input_x, size)


def expand_as(input, other) -> Tensor:
    """Broadcast ``input`` to ``other``'s shape. Mirrors ``mindspore.ops.expand_as`` (2.10).

    Raises:
        TypeError: a non-Tensor ``other`` (MindSpore's ExpandAs signature error).
    """
    if not isinstance(other, Tensor):
        _refuse("ExpandAs", {}, {"input": input, "other": other})
    return broadcast_to(input, other.shape)


def _tensor_expand(self, *size) -> Tensor:
    """``Tensor.expand(*size)``: broadcast to ``size`` (ints, a tuple or a Tensor; -1 keeps a dimension)."""
    if len(size) == 1 and not isinstance(size[0], int):
        size = size[0]
    return broadcast_to(self, size)


def _tensor_resize(self, *new_shape) -> Tensor:
    """``Tensor.resize(*new_shape)``: numpy-style resize: the flattened data cut or zero-padded to ``new_shape``."""
    return _wrap(_K_array.resize(self._data(), _new_size(new_shape)))


def _tensor_itemset(self, *args) -> Tensor:
    """``Tensor.itemset(*args)``: a copy with one element set (``itemset(value)`` for one-element tensors,
    ``itemset(index, value)`` with a flat index or an index tuple). As in MindSpore 2.10 the Tensor itself is not
    changed; the updated copy is returned.

    Raises:
        IndexError: ``itemset(value)`` on a tensor of more than one element, an index tuple whose length is not the
            rank, or an index out of bounds (MindSpore's messages).
        TypeError: for an index that is not an int or a tuple of ints.
    """
    out = self._data().clone()
    if len(args) == 1:
        if out.numel() != 1:
            raise IndexError(
                "Only tensor which shape is (1,) support 1 arg that means omit index, but the tensor shape is "
                f"{tuple(out.shape)} and got 1 input."
            )
        out.fill_(_num(args[0]))
        return _wrap(out)
    index, value = args
    if isinstance(index, bool) or not isinstance(index, (int, tuple, list)):
        raise TypeError("The index object cannot be interpreted as an integer")
    if isinstance(index, int):
        if not -out.numel() <= index < out.numel():
            raise IndexError(f"index {index} is out of bounds for axis 0 with size {out.numel()}")
        out.view(-1)[index] = _num(value)
        return _wrap(out)
    if len(index) != out.ndim:
        raise IndexError(f"Tuple index len({len(index)}) is not same to tensor dimension({out.ndim})")
    for i, n in zip(index, out.shape):
        if isinstance(i, float):  # MindSpore routes the tuple through tensor setitem, which names the type so
            raise _errors.type_error(
                "tensor setitem",
                "the types only support 'Slice', 'Ellipsis', 'None', 'Tensor', 'int', 'List', "
                "'Tuple', 'bool', but got Float32.",
            )
        if isinstance(i, bool) or not isinstance(i, int):
            raise TypeError("The index object cannot be interpreted as an integer")
        if not -n <= i < n:
            raise IndexError(f"index {i} is out of bounds for dimension with size {n}")
    out[tuple(index)] = _num(value)
    return _wrap(out)


def _tensor_choose(self, choices, mode: str = "clip") -> Tensor:
    """``Tensor.choose(choices, mode='clip')``: numpy ``choose``: element ``i`` comes from ``choices[self[i]]``
    (indices clipped to range with ``'clip'``, wrapped with ``'wrap'``)."""
    return _wrap(_K_idx.choose(self._data(), [_as_tensor(c) for c in choices], mode))


def repeat_elements(x, rep: int, axis: int = 0) -> Tensor:
    """Repeat each slice along ``axis`` ``rep`` times in place (``[a, b]`` -> ``[a, a, b, b]``).

    Mirrors ``mindspore.ops.repeat_elements`` (2.10).

    Raises:
        TypeError: ``rep`` or ``axis`` not an int.
        ValueError: ``rep`` below 1.
    """
    from ... import _checkparam as validator

    validator.check_int_range(rep, 0, 2147483647, validator.INC_RIGHT, "rep", "repeat_elements")
    validator.check_is_int(axis, "axis", "repeat_elements")
    return _wrap(_K_array.repeat_interleave(_as_tensor(x), rep, axis))


@_tensor_only(
    "For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}."
)
def sequence_mask(lengths, maxlen=None) -> Tensor:
    """Bool mask ``lengths.shape + (maxlen,)`` with ``mask[..., j] = j < lengths[...]`` (``maxlen`` defaults to
    ``max(lengths)``). Mirrors ``mindspore.ops.sequence_mask`` (2.10).

    Raises:
        TypeError: ``lengths`` not Int32/Int64 (checked first), or a ``maxlen`` that is not an int.
        ValueError: ``maxlen`` below 1.
    """
    t = _as_tensor(lengths)
    ints = t.dtype in (torch.int32, torch.int64)  # the kernel refuses other lengths before maxlen is read
    if ints and maxlen is not None and not isinstance(maxlen, Tensor):
        from ... import _checkparam as validator

        validator.check_int_range(maxlen, 0, 2147483647, validator.INC_RIGHT, "maxlen", "sequence_mask")
    return _wrap(_K_idx.sequence_mask(t, None if maxlen is None or not ints else int(_num(maxlen))))


def matrix_band_part(x, lower, upper) -> Tensor:
    """Keep the band of each matrix (``lower`` sub- and ``upper`` super-diagonals; -1 keeps a whole triangle),
    zeros elsewhere. Mirrors ``mindspore.ops.matrix_band_part`` / ``ops.MatrixBandPart`` (2.10)."""
    return _wrap(_K_idx.matrix_band_part(_as_tensor(x), int(_num(lower)), int(_num(upper))))


_DEPRECATED: set = set()


def _deprecated(name: str, version: str, substitute: str = "") -> None:
    """MindSpore's once-per-name warning of ``common._decorator.deprecated`` (``'ops.matrix_set_diag' is
    deprecated from version 2.9.0 and will be removed in a future version.``; with ``substitute``, ``..., use
    'ops.interpolate' instead.``)."""
    if name + version not in _DEPRECATED:
        _DEPRECATED.add(name + version)
        from ... import log as logger

        tail = f", use '{substitute}' instead." if substitute else "."
        logger.warning(f"'{name}' is deprecated from version {version} and will be removed in a future version{tail}")


def _check_align(prim: str, align) -> str:
    """MindSpore's checks of the ``align`` argument of MatrixDiagV3/MatrixDiagPartV3/MatrixSetDiagV3."""
    from ... import _checkparam as validator

    validator.check_value_type("align", align, [str], prim)
    validator.check_string(align, list(_K_linalg.ALIGNS), "align", prim)
    return align


def _prim_tensors(prim: str, *args) -> list:
    """The torch tensors of a primitive's inputs, which must all be Tensors: MindSpore's TypeError ``For
    primitive[X], the input[i] should be a Tensor, but got Int64.`` otherwise."""
    out = []
    for i, a in enumerate(args):
        if not isinstance(a, Tensor):
            raise TypeError(
                f"For primitive[{prim}], the input[{i}] should be a Tensor, but got {_errors.not_tensor_name(a)}."
            )
        out.append(_as_tensor(a))
    return out


def _matrix_diag_v3(align: str, x, k, num_rows, num_cols, padding_value) -> Tensor:
    """``ops.MatrixDiagV3(align)(x, k, num_rows, num_cols, padding_value)``: all inputs Tensors."""
    ts = _prim_tensors("MatrixDiagV3", x, k, num_rows, num_cols, padding_value)
    return _wrap(_K_linalg.matrix_diag_v3(*ts, align=align))


def _matrix_diag_part_v3(align: str, x, k, padding_value) -> Tensor:
    """``ops.MatrixDiagPartV3(align)(x, k, padding_value)``: all inputs Tensors."""
    ts = _prim_tensors("MatrixDiagPartV3", x, k, padding_value)
    return _wrap(_K_linalg.matrix_diag_part_v3(*ts, align=align))


def _matrix_set_diag_v3(align: str, x, diagonal, k) -> Tensor:
    """``ops.MatrixSetDiagV3(align)(x, diagonal, k)``: all inputs Tensors (``x`` and ``diagonal`` may differ in
    dtype: MindSpore converts both to the wider one)."""
    for i, (name, a) in enumerate((("x", x), ("diagonal", diagonal))):
        if not isinstance(a, (Tensor, bool, int, float)):
            raise _errors.implicit_error("MatrixSetDiagV3", i + 1, name, a)
    ts = _prim_tensors("MatrixSetDiagV3", x, diagonal, k)
    return _wrap(_K_linalg.matrix_set_diag_v3(*ts, align=align))


def _int32_arg(v):
    """A Python int (not bool) as an Int32 0-d Tensor, as MindSpore's functional wrappers cast it; others pass."""
    if isinstance(v, int) and not isinstance(v, bool):
        return _wrap(_K_linalg.diag_scalar(v, None, _device()))
    return v


@_tensor_only(".dtype")
def matrix_diag(x, k=0, num_rows=-1, num_cols=-1, padding_value=0, align: str = "RIGHT_LEFT") -> Tensor:
    """Matrices whose ``k[0]``..``k[1]`` diagonals hold ``x``, everything else ``padding_value``. Mirrors
    ``mindspore.ops.matrix_diag`` (2.10), which calls ``ops.MatrixDiagV3(align)``.

    Args:
        x (Tensor): the diagonals: last axis one diagonal; with two offsets ``x.shape[-2] == k[1] - k[0] + 1``
            (the first row is diagonal ``k[1]``). Int8/16/32/64, UInt8/16/32/64, Float16/32/64.
        k (int | Tensor): an offset or an Int32 Tensor of one or two (``k[0] <= k[1]``); > 0 superdiagonals.
        num_rows, num_cols (int | Tensor): the matrix size (Int32 0-d Tensors); -1: the smallest that holds the
            diagonals (a square one when both are -1).
        padding_value (int | float | Tensor): the fill outside the band (a Tensor must have ``x``'s dtype).
        align (str): ``"RIGHT_LEFT"`` (default), ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"``: how
            diagonals shorter than ``x.shape[-1]`` sit in their rows (superdiagonals by the first word,
            subdiagonals by the second).

    Returns:
        Tensor of ``x``'s dtype, ``(..., num_rows, num_cols)``.

    Raises:
        TypeError: a non-Tensor input (a tuple ``k``), a dtype outside the list, ``k``/``num_rows``/``num_cols``
            not Int32, ``padding_value`` of another dtype; BFloat16 (no CPU kernel in MindSpore).
        ValueError: a bad ``align``, ranks, ``k[0] > k[1]``, ``x.shape[-2]`` not the number of diagonals, sizes
            too small or inconsistent with ``k`` (MindSpore's messages).
    """
    _check_align("MatrixDiagV3", align)
    if isinstance(padding_value, (float, int)) and not isinstance(padding_value, bool) and isinstance(x, Tensor):
        padding_value = _wrap(_K_linalg.diag_scalar(padding_value, _as_tensor(x).dtype, _device()))
    return _matrix_diag_v3(align, x, _int32_arg(k), _int32_arg(num_rows), _int32_arg(num_cols), padding_value)


def matrix_diag_part(x, k, padding_value, align: str = "RIGHT_LEFT") -> Tensor:
    """The ``k[0]``..``k[1]`` diagonals of the matrices ``x``, shorter ones aligned by ``align`` and padded with
    ``padding_value``. Mirrors ``mindspore.ops.matrix_diag_part`` (2.10), which calls ``ops.MatrixDiagPartV3``.

    Args:
        x (Tensor): ``(..., M, N)``, rank >= 2; Int8/16/32/64, UInt8/16/32/64, Float16/32/64.
        k (Tensor): Int32, one offset or two (``k[0] <= k[1]``), each in ``(-M, N)``.
        padding_value (Tensor): 0-d, of ``x``'s dtype.
        align (str): as for :func:`matrix_diag`. Default ``"RIGHT_LEFT"``.

    Returns:
        Tensor ``(..., L)`` for one diagonal, else ``(..., k[1] - k[0] + 1, L)`` (first row diagonal ``k[1]``),
        ``L = min(M + min(k[1], 0), N + min(-k[0], 0))``.

    Raises:
        TypeError: a non-Tensor ``k`` or ``padding_value`` (MindSpore does not convert them here), wrong dtypes.
        ValueError: a bad ``align``, ranks, ``k[0] > k[1]`` or an offset out of range (MindSpore's messages).
    """
    _check_align("MatrixDiagPartV3", align)
    return _matrix_diag_part_v3(align, x, k, padding_value)


def matrix_set_diag(x, diagonal, k=0, align: str = "RIGHT_LEFT") -> Tensor:
    """``x`` with its ``k[0]``..``k[1]`` diagonals replaced by ``diagonal``. Mirrors ``mindspore.ops.matrix_set_diag``
    (2.10, deprecated there), which calls ``ops.MatrixSetDiagV3(align)``.

    Args:
        x (Tensor): ``(..., M, N)``, rank >= 2.
        diagonal (Tensor): laid out as :func:`matrix_diag_part` returns the diagonals (``(..., L)`` for one offset,
            else ``(..., k[1] - k[0] + 1, L)``); ``x`` and ``diagonal`` are converted to the wider dtype.
        k (int | Tensor): an offset or an Int32 Tensor of one or two, each in ``(-M, N)``. Default 0.
        align (str): as for :func:`matrix_diag`. Default ``"RIGHT_LEFT"``.

    Returns:
        Tensor of the shape of ``x``.

    Raises:
        TypeError: a non-Tensor ``k`` other than an int, wrong dtypes.
        ValueError: a bad ``align``, ranks, ``k[0] > k[1]``, offsets out of range, a ``diagonal`` shape that does
            not match ``x`` and ``k`` (MindSpore's messages).
    """
    _deprecated("ops.matrix_set_diag", "2.9.0")
    _deprecated("MatrixSetDiagV3", "2.10.0")
    _check_align("MatrixSetDiagV3", align)
    return _matrix_set_diag_v3(align, x, diagonal, _int32_arg(k))


def reverse_sequence(x, seq_lengths, seq_dim: int, batch_dim: int = 0) -> Tensor:
    """Reverse the first ``seq_lengths[b]`` entries along ``seq_dim`` of each batch entry ``b`` (along
    ``batch_dim``). Mirrors ``mindspore.ops.reverse_sequence`` / ``ops.ReverseSequence`` (2.10)."""
    return _wrap(_K_idx.reverse_sequence(_as_tensor(x), _as_tensor(seq_lengths), seq_dim, batch_dim))


def _inplace_rows(op: str, x, v, indices, mode: str) -> Tensor:
    idx = [indices] if isinstance(indices, int) else list(_shape(indices))
    return _wrap(_K_idx.inplace_rows(_as_tensor(x), _as_tensor(v), idx, mode))


def inplace_update(x, v, indices) -> Tensor:
    """Copy of ``x`` with rows ``indices`` (int or tuple/Tensor of ints) replaced by ``v``.

    Mirrors ``mindspore.ops.inplace_update`` (2.10).
    """
    return _inplace_rows("InplaceUpdate", x, v, indices, "update")


def inplace_add(x, v, indices) -> Tensor:
    """Copy of ``x`` with ``v`` added to rows ``indices``. Mirrors ``mindspore.ops.inplace_add`` (2.10)."""
    return _inplace_rows("InplaceAdd", x, v, indices, "add")


def inplace_sub(x, v, indices) -> Tensor:
    """Copy of ``x`` with ``v`` subtracted from rows ``indices``. Mirrors ``mindspore.ops.inplace_sub`` (2.10)."""
    return _inplace_rows("InplaceSub", x, v, indices, "sub")


@_tensor_only("Reshape()(input=<Tensor>, shape=<list of int, Tensor, tuple of int>)", shape="Tuple<int>")
def ravel(input) -> Tensor:
    """The data flattened to 1-D. Mirrors ``mindspore.ops.ravel``."""
    return _wrap(_as_tensor(input).reshape(-1))


def _tensor_scatter_method(self, *args, **kwargs) -> Tensor:
    """``Tensor.scatter(dim, index, src, reduce=None)`` / ``Tensor.scatter(axis=, index=, src=)``: as :func:`scatter`.

    MindSpore 2.10 on CPU ignores ``reduce``; so does this.
    """
    names = ("dim", "index", "src", "reduce")
    v = dict(zip(names, args, strict=False))
    v.update(kwargs)
    if "axis" in v:
        v["dim"] = v.pop("axis")
    if "value" in v:
        raise TypeError('Failed calling scatter with "scatter(int, Tensor, value=float)".')
    return scatter(self, v["dim"], v["index"], v["src"])


def _inplace(fn):
    """The in-place ``Tensor.<name>_`` form of ``fn``: computes ``fn(self, ...)`` and writes it into ``self``.

    MindSpore 2.10's CPU build lacks kernels for many of these (they run on Ascend); mindshim runs them everywhere.
    """

    def method(self, *args, **kwargs):
        out = fn(self, *args, **kwargs)._data()
        t = self._data()
        with torch.no_grad():
            t.copy_(out.to(t.dtype))
        return self

    method.__doc__ = (
        f"In-place form of ``Tensor.{fn.__name__.lstrip('_')}``: writes the result into the Tensor, returns it."
    )
    return method


def _torch_scatter_add(self, dim: int, index, src) -> Tensor:
    """``Tensor.scatter_add(dim, index, src)``: a copy with ``src`` added at ``index`` along ``dim`` (torch style).

    Difference: MindSpore 2.10's CPU build has no kernel for it (RuntimeError); mindshim computes it.
    """
    t, idx, s = self._data(), _as_tensor(index), _as_tensor(src)
    return _wrap(_K_idx.scatter_skip(t, dim, idx, s[tuple(builtins.slice(0, d) for d in idx.shape)].to(t.dtype), "add"))


def _index_put(self, indices, values, accumulate: bool = False) -> Tensor:
    """``Tensor.index_put(indices, values, accumulate=False)``: a copy with ``values`` written (or added) at the
    positions given by the tuple of index Tensors. Mirrors ``Tensor.index_put`` (2.10).

    Raises:
        TypeError: if ``values``' dtype differs from the Tensor's.
    """
    t, v = self._data(), _as_tensor(values)
    if v.dtype != t.dtype:
        raise TypeError(
            f"For primitive[IndexPut], the input type must be same.\nname:[x1]:Tensor[{_dt(t)}].\n"
            f"name:[x2]:Tensor[{_dt(v)}].\n"
        )
    idx = tuple(_as_tensor(i).long() for i in indices)
    return _wrap(t.index_put(idx, v, accumulate))


def _index_copy(self, dim: int, index, tensor) -> Tensor:
    t = self._data()
    return _wrap(t.index_copy(dim, _as_tensor(index).long(), _as_tensor(tensor).to(t.dtype)))


def _select(self, dim: int, index: int) -> Tensor:
    """``Tensor.select(dim, index)``: the slice at ``index`` along ``dim`` (that axis removed). Mirrors 2.10."""
    return _wrap(self._data().select(dim, index))


def _fill_diagonal(self, fill_value, wrap: bool = False) -> Tensor:
    """``Tensor.fill_diagonal(fill_value, wrap=False)``: a copy with the main diagonal set to ``fill_value``
    (for a tall matrix with ``wrap=True`` the diagonal restarts after each block of ``ncols + 1`` rows)."""
    out = self._data().clone()
    out.fill_diagonal_(_num(fill_value), wrap)
    return _wrap(out)


# MindSpore's own parameter names where the shared implementation above names them otherwise
# (``ops.unsqueeze(input, dim=...)``, ``ops.transpose(input, dims)``), checked by tests/test_signatures.py.
_transpose_impl, _dtype_impl = transpose, dtype
transpose = _named(_transpose_impl, "input, dims", "transpose")
unsqueeze = _named(expand_dims, "input, dim", "unsqueeze")
row_stack = _named(vstack, "tensors", "row_stack")
numel = _named(_tensor_only("For numel, input must be a Tensor, but got {cls}.")(size.__wrapped__), "input", "numel")
dtype = _named(_dtype_impl, "x", "dtype")


def _t_reverse_sequence(self, seq_lengths, seq_dim=0, batch_dim=0):
    return reverse_sequence(self, seq_lengths, seq_dim, batch_dim)


def _t_diagonal(self, offset=0, axis1=0, axis2=1):
    return diagonal(self, offset, axis1, axis2)


_new_ones = _new_filled(1, "ones")
_new_zeros = _new_filled(0, "zeros")


def _index_add_values(self, dim, index, source, *, alpha=1):
    """``Tensor.index_add_`` (written into the Tensor by its in-place form): ``source`` added at ``index``."""
    return _wrap(
        self._data().index_add(dim, _as_tensor(index).long(), _as_tensor(source).to(self._data().dtype), alpha=alpha)
    )


def _space_input(name: str, arg: str, x) -> torch.Tensor:
    """The Tensor input of the BatchToSpace/SpaceToBatch family (MindSpore refuses numpy arrays and numbers)."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[{name}], the type of input argument[{arg}] must be Tensor but got External.")
    return _as_tensor(x)


def _space_nd_args(name: str, block_shape, pairs, pairs_name: str) -> tuple:
    """``block_shape`` (an int becomes one entry per row of ``pairs``) and the (M, 2) ``pairs`` (crops or
    paddings), checked in MindSpore 2.10's order and words; returns the block shape as a tuple (an int) or as given."""
    import itertools

    import numpy as np

    from ... import _checkparam as validator

    sep = "default value" if name == "SpaceToBatchND" else ""
    if name == "SpaceToBatchND":
        validator.check_value_type(f"{pairs_name} type", pairs, [list, tuple], name)
        validator.check(f"{pairs_name} length", len(pairs), "", 1, validator.GE, name)
    if isinstance(block_shape, int):
        block_shape = (block_shape,) * np.array(pairs).shape[0]
    validator.check_value_type("block_shape type", block_shape, [list, tuple], name)
    validator.check("block_shape shape", len(np.array(block_shape).shape), sep, 1, validator.EQ, name)
    for elem in block_shape:
        validator.check("block_shape element", elem, "min value" if sep else "", 1, validator.GE, name)
        validator.check_value_type("block_shape element", elem, [int], name)
    if name != "SpaceToBatchND":
        validator.check_value_type(f"{pairs_name} type", pairs, [list, tuple], name)
        validator.check(f"{pairs_name} length", len(pairs), "", 1, validator.GE, name)
    validator.check(f"{pairs_name} shape", np.array(pairs).shape, sep, (len(block_shape), 2), validator.EQ, name)
    for elem in itertools.chain(*pairs):
        validator.check_non_negative_int(elem, f"{pairs_name} element", name)
        validator.check_value_type(f"{pairs_name} element", elem, [int], name)
    return block_shape


def space_to_batch_nd(input_x: Tensor, block_size, paddings) -> Tensor:
    """``ops.space_to_batch_nd(input_x, block_size, paddings)``: ``ops.SpaceToBatchND(block_size, paddings)(input_x)``.

    Mirrors ``mindspore.ops.space_to_batch_nd`` (2.10, deprecated): the last M axes zero-padded, divided into
    blocks of ``block_size`` (an int: the same for all M = ``len(paddings)`` axes) and moved into the batch axis.
    Errors are those of :class:`mindspore.ops.SpaceToBatchND`.
    """
    block = _space_nd_args("SpaceToBatchND", block_size, paddings, "paddings")
    t = _space_input("SpaceToBatchND", "input type", input_x)
    return _wrap(_K_array.space_to_batch_nd(t, block, paddings))


def batch_to_space_nd(input_x: Tensor, block_shape, crops) -> Tensor:
    """``ops.batch_to_space_nd(input_x, block_shape, crops)``: ``ops.BatchToSpaceND(block_shape, crops)(input_x)``.

    Mirrors ``mindspore.ops.batch_to_space_nd`` (2.10, deprecated): the batch axis divided into
    ``prod(block_shape)`` blocks interleaved into the last M axes, then cropped. Errors are those of
    :class:`mindspore.ops.BatchToSpaceND`.

    Difference: a Tensor ``block_shape`` (MindSpore's BatchToSpaceNDV2, which has no CPU kernel in 2.10) is read
    as a tuple of its values.
    """
    if isinstance(block_shape, Tensor):
        block_shape = tuple(int(v) for v in _as_tensor(block_shape).reshape(-1).tolist())
    block = _space_nd_args("BatchToSpaceND", block_shape, crops, "crops")
    if not isinstance(input_x, Tensor):
        raise TypeError(
            "The primitive[BatchToSpaceND]'s input arguments[x] must be all tensor and those type must be same. "
            "But got input argument[x]:External"
        )
    return _wrap(_K_array.batch_to_space_nd(_as_tensor(input_x), block, crops))
