"""Functional ops over the smaller array kernels (`ops.block_diag`, `ops.cartesian_prod`, `ops.combinations`,
`ops.t`, `ops.is_floating_point`, `ops.is_nonzero`, `ops.deepcopy`, `float_power_ext`) and the Tensor methods
`sum_to_size`, `get_bytes`, `set_const_arg`: thin adapters of `_kernels.array_ext`."""

from __future__ import annotations

from ..._checkparam import (
    check_non_negative_int_sequence,
    check_positive_int,
    check_positive_int_sequence,
    check_value_type,
)
from ..._kernels import array as _AK
from ..._kernels import array_ext as _XK
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ._utils import Tensor, _as_tensor, _tensor_seq, _wrap


def block_diag(*inputs: Tensor) -> Tensor:
    """The block-diagonal matrix of the inputs (0-D as 1x1, 1-D as one row, 2-D as is). Mirrors
    ``mindspore.ops.block_diag`` (2.10).

    Raises:
        TypeError: a non-Tensor input. ValueError: an input of rank > 2. RuntimeError: no input, or inputs of
            different dtypes (MindSpore's Concat failure).
    """
    for x in inputs:
        if not isinstance(x, Tensor):
            raise _errors.type_error("block_diag", f"each element of 'inputs' must be a tensor, but got {type(x)}")
    return _wrap(_XK.block_diag([_as_tensor(x) for x in inputs]))


def cartesian_prod(*inputs: Tensor) -> Tensor:
    """The Cartesian product (prod(n_i), k) of k 1-D tensors of one dtype. Mirrors ``mindspore.ops.cartesian_prod``
    (2.10).

    Raises:
        TypeError: an input that is not a Tensor (MindSpore's ``Failed calling Meshgrid``: it builds the grid first).
    """
    _tensor_seq("Meshgrid", "inputs", inputs, {"indexing": "ij"}, {"indexing": "string"})
    return _wrap(_XK.cartesian_prod([_as_tensor(x) for x in inputs]))


def combinations(input: Tensor, r: int = 2, with_replacement: bool = False) -> Tensor:
    """The (C, r) combinations of the elements of a 1-D tensor, in ``itertools`` order. Mirrors
    ``mindspore.ops.combinations`` (2.10): ``r`` above the length (without replacement) gives an empty Float32
    (0,) tensor, as MindSpore's does.

    Raises:
        TypeError: ``input`` not a Tensor. ValueError: ``input`` not 1-D, ``r`` 0.
    """
    if not isinstance(input, Tensor):
        raise _errors.type_error("combinations", f"'x' must be a tensor, but got {type(input)}")
    return _wrap(_XK.combinations(_as_tensor(input), r, with_replacement))


def t(input: Tensor) -> Tensor:
    """The transpose of a 2-D tensor; other ranks come back as they are. Mirrors ``mindspore.ops.t`` (2.10)."""
    return _wrap(_AK.transpose(_as_tensor(input), (1, 0))) if input.ndim == 2 else input


def is_floating_point(input: Tensor) -> bool:
    """Whether ``input`` has a real floating dtype (Float16/32/64, BFloat16). Mirrors
    ``mindspore.ops.is_floating_point`` (2.10); a non-Tensor raises AttributeError as MindSpore's does."""
    if not isinstance(input, Tensor):
        raise AttributeError(f"'{type(input).__name__}' object has no attribute 'dtype'")
    return input.dtype in (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)


def is_nonzero(input: Tensor) -> bool:
    """Whether the single element of ``input`` is not zero (NaN counts as non-zero). Mirrors
    ``mindspore.ops.is_nonzero`` (2.10).

    Raises:
        TypeError: ``input`` not a Tensor. ValueError: more or fewer than one element.
    """
    if not isinstance(input, Tensor):
        raise TypeError(f"For is_nonzero, the input must be a Tensor, but got {type(input)}.")
    n = input.size
    if n != 1:
        raise ValueError(f"For is_nonzero, the numel of input must be 1, but got {n}.")
    return bool(_as_tensor(input).reshape(()).item() != 0)


def deepcopy(input_x: Tensor) -> Tensor:
    """An independent copy of ``input_x`` (MindSpore's Identity). Mirrors ``mindspore.ops.deepcopy`` (2.10).

    Raises:
        TypeError: ``input_x`` not a Tensor.
    """
    if not isinstance(input_x, Tensor):
        raise TypeError(f'Failed calling Identity with "Identity()(input_x={_errors.type_name(input_x)})".')
    return _wrap(_XK.copy(_as_tensor(input_x)))


def float_power_ext(input, exponent) -> Tensor:
    """``input ** exponent`` computed in Float64 (Tensors cast to Float64). Mirrors
    ``mindspore.ops.function.math_func.float_power_ext`` (2.10).

    Raises:
        TypeError: neither argument a Tensor, or a complex or non-numeric argument.
    """
    if not (isinstance(input, Tensor) or isinstance(exponent, Tensor)):
        raise TypeError(
            "At least one of the types of inputs must be tensor, but the type of 'input' got is "
            f"{type(input)}, and the type of 'exponent' is {type(exponent)}."
        )
    for name, v in (("input", input), ("exponent", exponent)):
        if not isinstance(v, (Tensor, int, float, bool)) or (isinstance(v, Tensor) and v.dtype in mstype.complex_type):
            raise TypeError(f"The type of '{name}' must be Tensor or Number (excluding complex), but got {type(v)}.")
    b = _as_tensor(input) if isinstance(input, Tensor) else input
    e = _as_tensor(exponent) if isinstance(exponent, Tensor) else exponent
    return _wrap(_XK.float_power_ext(b, e))


def _sum_to_size(self: Tensor, *size) -> Tensor:
    """``Tensor.sum_to_size(*size)``: the tensor summed down to ``size`` (a tuple or the sizes as arguments).
    Mirrors ``mindspore.Tensor.sum_to_size`` (2.10); integer tensors sum to Int64.

    Raises:
        ValueError: a ``size`` the tensor does not broadcast to.
    """
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = tuple(size[0])
    r = _XK.sum_to_size(_as_tensor(self), tuple(size))
    return self if r is _as_tensor(self) else _wrap(r)


def _get_bytes(self: Tensor) -> bytes:
    """``Tensor.get_bytes()``: the tensor's elements as raw bytes, in row-major order. Mirrors
    ``mindspore.Tensor.get_bytes`` (2.10)."""
    return self.asnumpy().tobytes()


def _set_const_arg(self: Tensor, const_arg: bool = True) -> Tensor:
    """``Tensor.set_const_arg(const_arg=True)``: marks the tensor as a constant argument of compiled graphs
    (kept in ``Tensor.const_arg``) and returns it. Mirrors ``mindspore.Tensor.set_const_arg`` (2.10).

    Raises:
        TypeError: ``const_arg`` not bool.
    """
    check_value_type("const_arg", const_arg, [bool], "set_const_arg")
    self.const_arg = const_arg
    return self


def inplace_index_add(var: Tensor, indices: Tensor, updates: Tensor, axis: int) -> Tensor:
    """``updates`` added into ``var`` in place at the Int32 positions ``indices`` of axis ``axis``; returns a Tensor
    of the updated values.
    Mirrors ``mindspore.ops.inplace_index_add`` and ``ops.InplaceIndexAdd(axis)`` (2.10).

    Raises:
        TypeError: ``axis`` not an int, indices not Int32, ``updates`` of another dtype than ``var``.
        ValueError: an axis out of range or an ``updates`` shape that does not fit.
    """
    check_value_type("axis", axis, [int], "InplaceIndexAdd")
    t = _tensor("InplaceIndexAdd", "var", var)
    _XK.inplace_index_add(t, _tensor("InplaceIndexAdd", "indices", indices),
                          _tensor("InplaceIndexAdd", "updates", updates), axis)  # fmt: skip
    return _wrap(_XK.copy(t))  # MindSpore returns a Tensor of the updated values, not the Parameter itself


def _tensor(prim: str, arg: str, v):
    if not isinstance(v, Tensor):
        raise TypeError(
            f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got "
            f"{_errors.not_tensor_name(v)}."
        )
    return _as_tensor(v)


def mirror_pad(input_x: Tensor, paddings: Tensor, mode: str) -> Tensor:
    """Reflect (``'REFLECT'``) or symmetric (``'SYMMETRIC'``) padding by an (ndim, 2) ``paddings`` Tensor. Mirrors
    ``mindspore.ops.mirror_pad`` (2.10), MindSpore's ``MirrorPad(mode)(input_x, paddings)``.

    Raises:
        ValueError: another mode, or paddings of the axis size or more ('REFLECT'; more for 'SYMMETRIC').
    """
    from ..._kernels import padding as _KP

    if mode not in ("REFLECT", "SYMMETRIC"):
        raise _errors.value_error(
            "MirrorPad", f"the 'mode' must be str and must be in '['REFLECT', 'SYMMETRIC']', but got '{mode}'."
        )
    t = _tensor("MirrorPad", "input_x", input_x)
    pairs = [tuple(int(v) for v in pair) for pair in _as_tensor(paddings).tolist()]
    _KP.check_mirror_pairs(t, pairs, mode == "SYMMETRIC")
    if mode == "REFLECT":
        return _wrap(_KP.pad_any(t, [v for pair in reversed(pairs) for v in pair], "reflect"))
    return _wrap(_KP.symmetric_pad(t, pairs))


def padding(x: Tensor, pad_dim_size: int = 8) -> Tensor:
    """The last axis (of size 1) widened to ``pad_dim_size`` with zeros. Mirrors ``mindspore.ops.padding`` and
    ``ops.Padding(pad_dim_size)`` (2.10).

    Raises:
        ValueError: ``pad_dim_size`` not a positive int, rank < 2, a last axis other than 1.
    """
    check_positive_int(pad_dim_size, "pad_dim_size", "Padding")
    return _wrap(_XK.padding(_tensor("Padding", "x", x), pad_dim_size))


def _ints2(v) -> tuple:
    return (v, v) if isinstance(v, int) else tuple(v)


def col2im(input_x: Tensor, output_size: Tensor, kernel_size, dilation, padding_value, stride) -> Tensor:
    """The columns (N, C, kh * kw, L) summed back into (N, C, *output_size). Mirrors ``mindspore.ops.col2im`` and
    ``ops.Col2Im`` (2.10): Float16/32/64.

    Raises:
        ValueError: non-positive sizes, ``x`` not 4-D, an ``L`` other than the number of blocks.
        TypeError: another dtype.
    """
    k, d, p, s = _ints2(kernel_size), _ints2(dilation), _ints2(padding_value), _ints2(stride)
    for name, v in (("kernel_size", k), ("dilation", d), ("stride", s)):
        check_positive_int_sequence(v, name, "Col2Im")
    check_non_negative_int_sequence(p, "padding", "Col2Im")
    size = _tensor("Col2Im", "output_size", output_size).tolist()
    return _wrap(_XK.col2im(_tensor("Col2Im", "x", input_x), size, k, d, p, s))


def coalesce(x_indices: Tensor, x_values: Tensor, x_shape: Tensor) -> tuple:
    """The COO tensor with sorted indices and repeated indices' values summed, ``(y_indices, y_values, y_shape)``.
    Mirrors ``mindspore.ops.coalesce`` and ``ops.Coalesce`` (2.10): Int64 indices and shape, Float16/32/64 values.

    Raises:
        TypeError: other dtypes. ValueError: counts that differ, an index beyond ``x_shape``.
    """
    r = _XK.coalesce(_tensor("Coalesce", "x_indices", x_indices), _tensor("Coalesce", "x_values", x_values),
                     _tensor("Coalesce", "x_shape", x_shape))  # fmt: skip
    return tuple(_wrap(v) for v in r)
