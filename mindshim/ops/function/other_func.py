"""Scalar, sequence and graph helpers of `mindspore.ops.functional` (`F.tuple_len`, `F.scalar_add`, ...) run eagerly."""

from __future__ import annotations

from ... import _api
import builtins
import math
from typing import Any

from ...common import dtype as mstype
from ._utils import Tensor, _named, _wrap
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

# In MindSpore 2.10 these are graph primitives; called eagerly (PyNative) they compute the Python result below.

_KINDS = {"Sequence": (tuple, list), "Tuple": tuple, "Dictionary": dict, "Scalar": (int, float), "": object}


def _sequence_prim(prim: str, count: int, kind: str, second: str = ""):
    """Decorator: ``fn`` is MindSpore's sequence primitive ``prim`` taking ``count`` positional inputs, the first
    a ``kind`` (``"Sequence"``: a tuple or list, ``"Tuple"``, ``"Dictionary"``; ``""``: anything) and, where ``second`` names one,
    the second of that kind (``"Scalar"``: a number or bool); another number of inputs raises its RuntimeError
    (``errors.input_count_error``), another input its TypeError (``errors.sequence_input_error``), before ``fn``
    runs."""
    import functools

    types = _KINDS[kind]
    types2 = _KINDS[second] if second else object

    def deco(fn):
        @functools.wraps(fn)
        def checked(*args):
            if len(args) != count:
                raise _errors.input_count_error(prim, count, len(args))
            if not isinstance(args[0], types):
                raise _errors.sequence_input_error(prim, kind, args[0])
            if not isinstance(args[1] if count > 1 else None, types2):
                raise _errors.sequence_input_error(prim, second, args[1], 1)
            return fn(*args)

        return checked

    return deco


def _sequence_len(args: tuple) -> int:
    if len(args) != 1:
        raise ValueError(f"For primitive[sequence_len], the input number must be equal to 1, but got {len(args)}.")
    if not isinstance(args[0], (tuple, list, Tensor)):  # MindSpore finds no sequence abstract for it
        raise RuntimeError("The pointer[seq_abs] is null.")
    return len(args[0])


def tuple_len(*args) -> int:
    """``tuple_len(data)``: ``len(data)`` of a tuple or list. Mirrors ``ops.functional.tuple_len`` (2.10), a
    ``sequence_len`` primitive instance there.

    Raises:
        ValueError: another number of inputs than 1 (the primitive's input count check).
        RuntimeError: for a number, str or None (MindSpore's ``The pointer[seq_abs] is null.``).
    """
    return _sequence_len(args)


def list_len(*args) -> int:
    """``list_len(data)``: ``len(data)`` of a list or tuple. Mirrors ``ops.functional.list_len`` (2.10), a
    ``sequence_len`` primitive instance there.

    Raises:
        ValueError: another number of inputs than 1 (the primitive's input count check).
        RuntimeError: for a number, str or None (MindSpore's ``The pointer[seq_abs] is null.``).
    """
    return _sequence_len(args)


@_sequence_prim("TupleGetItem", 2, "Sequence", "Scalar")
def tuple_getitem(data, index: int) -> Any:
    """``data[index]`` of a tuple or list. Mirrors ``ops.functional.tuple_getitem`` (2.10).

    Raises:
        IndexError: if ``index`` is outside ``[-len, len)``.
    """
    n = len(data)
    if not -n <= index < n:
        raise IndexError(f"TupleGetItem evaluator index should be in range[{-n}, {n}), but got {index}.")
    return data[index]


@_sequence_prim("list_getitem", 2, "Sequence", "Scalar")
def list_getitem(data, index: int) -> Any:
    """``data[index]`` of a list or tuple. Mirrors ``ops.functional.list_getitem`` (2.10)."""
    return tuple_getitem(data, index)


@_sequence_prim("dict_getitem", 2, "Dictionary")
def dict_getitem(data: dict, key) -> Any:
    """``data[key]``. Mirrors ``ops.functional.dict_getitem`` (2.10)."""
    return data[key]


def make_list(*elements) -> list:
    """A list of the arguments. Mirrors ``ops.functional.make_list`` (2.10)."""
    return list(elements)


def make_range(*args: int) -> tuple:
    """``tuple(range(*args))``. Mirrors ``ops.functional.make_range`` (2.10)."""
    return tuple(builtins.range(*args))


@_sequence_prim("make_slice", 3, "")
def make_slice(start, stop, step) -> builtins.slice:
    """``slice(start, stop, step)``. Mirrors ``ops.functional.make_slice`` (2.10)."""
    return builtins.slice(start, stop, step)


def tuple_equal(x, y) -> bool:
    """``x == y`` for tuples. Mirrors ``ops.functional.tuple_equal`` (2.10).

    Raises:
        TypeError: if ``x`` or ``y`` is not a tuple or list (MindSpore's message names both inputs' abstract
            values, with their addresses; this one names their types)."""
    _check_sequences("tuple_equal", x, y)
    return x == y


def list_equal(x, y) -> bool:
    """``x == y`` for lists. Mirrors ``ops.functional.list_equal`` (2.10).

    Raises:
        TypeError: if ``x`` or ``y`` is not a list or tuple (as ``tuple_equal``)."""
    _check_sequences("list_equal", x, y)
    return x == y


def _check_sequences(prim: str, x, y) -> None:
    if not (isinstance(x, (tuple, list)) and isinstance(y, (tuple, list))):
        raise TypeError(
            f"For primitive '{prim}', the input must be a list or tuple, but got: {_errors.value_type_name(x)} and "
            f"{_errors.value_type_name(y)}"
        )


@_sequence_prim("tuple_reversed", 1, "Tuple")
def tuple_reversed(x) -> tuple:
    """The tuple in reverse order. Mirrors ``ops.functional.tuple_reversed`` (2.10)."""
    return tuple(reversed(x))


@_sequence_prim("in_dict", 2, "")
def in_dict(key, data: dict) -> bool:
    """``key in data``. Mirrors ``ops.functional.in_dict`` (2.10)."""
    return key in data


@_sequence_prim("not_in_dict", 2, "")
def not_in_dict(key, data: dict) -> bool:
    """``key not in data``. Mirrors ``ops.functional.not_in_dict`` (2.10)."""
    return key not in data


@_sequence_prim("is_", 2, "")
def is_(x, y) -> bool:
    """``x is y``. Mirrors ``ops.functional.is_`` (2.10)."""
    return x is y


@_sequence_prim("is_not", 2, "")
def is_not(x, y) -> bool:
    """``x is not y``. Mirrors ``ops.functional.is_not`` (2.10)."""
    return x is not y


def isconstant(x) -> bool:
    """True: every value is known when a program runs eagerly. Mirrors ``ops.functional.isconstant`` (2.10,
    PyNative)."""
    return True


def scalar_add(x, y):
    """``x + y``. Mirrors ``ops.functional.scalar_add`` (2.10)."""
    return x + y


def scalar_sub(x, y):
    """``x - y``. Mirrors ``ops.functional.scalar_sub`` (2.10)."""
    return x - y


def scalar_mul(x, y):
    """``x * y``. Mirrors ``ops.functional.scalar_mul`` (2.10)."""
    return x * y


def scalar_div(x, y) -> float:
    """``x / y`` (true division, a float). Mirrors ``ops.functional.scalar_div`` (2.10).

    Raises:
        ValueError: if ``y`` is zero.
    """
    if y == 0:
        raise ValueError("The divisor could not be zero. But the divisor is zero now.")
    return x / y


def scalar_floordiv(x, y):
    """``x // y``. Mirrors ``ops.functional.scalar_floordiv`` (2.10).

    Raises:
        ValueError: if ``y`` is zero.
    """
    if y == 0:
        raise ValueError("The divisor could not be zero. But the divisor is zero now.")
    return x // y


def scalar_mod(x, y):
    """``x % y`` (the sign of ``y``). Mirrors ``ops.functional.scalar_mod`` (2.10).

    Raises:
        ValueError: if ``y`` is zero.
    """
    if y == 0:
        raise ValueError("Cannot perform modulo operation on zero.")
    return x % y


def scalar_pow(x, y):
    """``x ** y``. Mirrors ``ops.functional.scalar_pow`` (2.10)."""
    return x**y


def scalar_eq(x, y) -> bool:
    """``x == y``. Mirrors ``ops.functional.scalar_eq`` (2.10)."""
    return x == y


def scalar_lt(x, y) -> bool:
    """``x < y``. Mirrors ``ops.functional.scalar_lt`` (2.10)."""
    return x < y


def scalar_gt(x, y) -> bool:
    """``x > y``. Mirrors ``ops.functional.scalar_gt`` (2.10)."""
    return x > y


def scalar_le(x, y) -> bool:
    """``x <= y``. Mirrors ``ops.functional.scalar_le`` (2.10)."""
    return x <= y


def scalar_ge(x, y) -> bool:
    """``x >= y``. Mirrors ``ops.functional.scalar_ge`` (2.10)."""
    return x >= y


def scalar_uadd(x):
    """``+x``. Mirrors ``ops.functional.scalar_uadd`` (2.10)."""
    return +x


def scalar_usub(x):
    """``-x``. Mirrors ``ops.functional.scalar_usub`` (2.10)."""
    return -x


def scalar_log(x) -> float:
    """The natural logarithm of a number. Mirrors ``ops.functional.scalar_log`` (2.10)."""
    return math.log(x)


def scalar_max(x, y):
    """``max(x, y)``. Mirrors ``ops.functional.scalar_max`` (2.10)."""
    return max(x, y)


def scalar_min(x, y):
    """``min(x, y)``. Mirrors ``ops.functional.scalar_min`` (2.10)."""
    return min(x, y)


_SCALAR_CAST = {mstype.int64: int, mstype.float64: float, mstype.bool_: bool}


def scalar_cast(input_x, input_y):
    """A Python number converted to ``input_y`` (``mindspore.int64`` -> int, truncating; ``float64`` -> float;
    ``bool`` -> bool). Mirrors ``ops.functional.scalar_cast`` / ``ops.ScalarCast`` (2.10).

    Raises:
        TypeError: if ``input_x`` is not a bool or number.
        ValueError: for any other target dtype.
    """
    if not isinstance(input_x, (bool, int, float)):
        raise _errors.type_error(
            "ScalarCast",
            f"the type of 'x' should be one of '['bool', 'Number']', but got type '{type(input_x).__name__}'.",
        )
    conv = _SCALAR_CAST.get(input_y)
    if conv is None:
        raise _errors.value_error(
            "ScalarCast",
            "the supported type is in the list: [mindspore.int64, mindspore.float64, "
            f"mindspore.bool], but got {input_y}",
        )
    return conv(input_x)


def bool_not(x) -> Tensor:
    """``not x`` of a Python bool, as a 0-d Bool Tensor (what MindSpore 2.10 returns eagerly). Mirrors
    ``ops.functional.bool_not`` (2.10).

    Raises:
        TypeError: if ``x`` is not a bool.
    """
    if not isinstance(x, bool):
        raise TypeError("Select CPU operator[BoolNot] fail! Unsupported data type!")
    return Tensor(not x)


def shape_mul(shape: tuple) -> int:
    """The product of a shape's entries (1 for ``()``). Mirrors ``ops.functional.shape_mul`` (2.10)."""
    return math.prod(shape)


@_sequence_prim("reduced_shape", 2, "Tuple")
def reduced_shape(shape: tuple, axis: tuple) -> tuple:
    """``shape`` with each axis in ``axis`` set to 1 (all of them when ``axis`` is empty). Mirrors
    ``ops.functional.reduced_shape`` (2.10); an int ``axis`` is that one axis."""
    n = len(shape)
    if isinstance(axis, int):
        axis = (axis,)
    if not axis:
        return (1,) * n
    axes = {a % n for a in axis}
    return tuple(1 if i in axes else d for i, d in enumerate(shape))


def tensor_slice(input_x, begin, size) -> Tensor:
    """The block starting at ``begin`` with ``size`` (-1: to the end). Mirrors ``ops.functional.tensor_slice``
    (``ops.Slice``, 2.10); the same mapping as ``ops.slice``."""
    from .array_func import slice as _slice

    return _slice(input_x, begin, size)


def mixed_precision_cast(dst_type, input_x):
    """Cast the floating-point Tensors in ``input_x`` (a Tensor, or a tuple/list, nested) to ``dst_type``; other
    values are returned unchanged (a list comes back as a tuple; a dict is returned as is). Mirrors
    ``ops.functional.mixed_precision_cast`` (2.10)."""
    if isinstance(input_x, Tensor):
        t = input_x._data()
        return _wrap(t.to(dst_type.torch_dtype)) if t.is_floating_point() else input_x
    if isinstance(input_x, (tuple, list)):
        return tuple(mixed_precision_cast(dst_type, v) for v in input_x)
    return input_x


# MindSpore's own parameter names (checked by tests/test_signatures.py)
shape_mul = _named(shape_mul, "input_data", "shape_mul")
tensor_slice = _named(tensor_slice, "input, begin, size", "tensor_slice")
mixed_precision_cast = _named(mixed_precision_cast, "dst_dtype, x", "mixed_precision_cast")
