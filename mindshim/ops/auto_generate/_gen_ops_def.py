"""The generated functional ops (``ops.add``, ``ops.all``, ...) from the rows of ops/_defs/ (tools/gen_ops.py; do not edit).

Each is a thin adapter of its kernel in ``mindshim._kernels.elementwise`` / ``reduction``
(dtype rules, argument checks, the torch call and MindSpore's errors live there). Two Tensors take the fast
path, one attribute read per operand; anything else goes through ``mindshim.ops.function._elementwise``.
The reductions are adapters of ``mindshim.ops.function._reduction`` (the input and axis checks).
"""

# fmt: off
from __future__ import annotations

import torch

from ..._kernels import elementwise as _K_elem
from ..._kernels import errors as _errors
from ..function import _reduction as _R
from ..function._elementwise import binary_slow as _slow
from ..function._elementwise import fast_binary as _fast_binary
from ..function._elementwise import operand_check as _operand_check
from ..function._elementwise import scalar_ok as _scalar_ok
from ..function._utils import Tensor, _as_tensor, _renamed, _wrap

__all__ = (
    "add",
    "tensor_add",
    "sub",
    "tensor_sub",
    "mul",
    "tensor_mul",
    "multiply",
    "floor_div",
    "floordiv",
    "tensor_floordiv",
    "floor_divide",
    "floor_mod",
    "mod",
    "tensor_mod",
    "floormod",
    "pow",
    "tensor_pow",
    "pows",
    "minimum",
    "maximum",
    "atan2",
    "arctan2",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "logical_and",
    "logical_or",
    "logical_xor",
    "equal",
    "eq",
    "not_equal",
    "ne",
    "less",
    "tensor_lt",
    "lt",
    "less_equal",
    "tensor_le",
    "le",
    "greater",
    "tensor_gt",
    "gt",
    "greater_equal",
    "tensor_ge",
    "ge",
    "squared_difference",
    "xlogy",
    "hypot",
    "xdivy",
    "lcm",
    "truncate_div",
    "truncate_mod",
    "float_power",
    "copysign",
    "ldexp",
    "neg",
    "negative",
    "abs",
    "absolute",
    "exp",
    "tensor_exp",
    "expm1",
    "tensor_expm1",
    "exp2",
    "log",
    "log1p",
    "log2",
    "log10",
    "sqrt",
    "rsqrt",
    "square",
    "sin",
    "cos",
    "tan",
    "asin",
    "arcsin",
    "acos",
    "arccos",
    "atan",
    "arctan",
    "sinh",
    "cosh",
    "tanh",
    "sigmoid",
    "floor",
    "ceil",
    "trunc",
    "sign",
    "reciprocal",
    "erf",
    "erfc",
    "logical_not",
    "isnan",
    "isinf",
    "isfinite",
    "bitwise_not",
    "acosh",
    "arccosh",
    "asinh",
    "arcsinh",
    "atanh",
    "arctanh",
    "erfinv",
    "digamma",
    "isneginf",
    "isposinf",
    "bessel_i0",
    "i0",
    "bessel_i0e",
    "bessel_i1",
    "bessel_i1e",
    "bessel_j0",
    "bessel_j1",
    "bessel_k0",
    "bessel_k0e",
    "bessel_k1",
    "bessel_k1e",
    "bessel_y0",
    "bessel_y1",
    "isreal",
    "signbit",
    "lgamma",
    "frac",
    "sinc",
    "sgn",
    "real",
    "imag",
    "conj",
    "angle",
    "inv",
    "population_count",
    "invert",
    "eps",
    "all",
    "any",
)

_bool = torch.bool
_multi_dim = _R.multi_dim
_new = object.__new__


# ---- add: ops.Add
_k_add = _K_elem.binary(_K_elem.BINARY["add"], "Add", ("input1", "input2"))
_t_add, _nb_add, _s_add = _k_add._fast, _k_add._no_bool, _scalar_ok(_K_elem.BINARY["add"])


def add(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise sum ``input + other``, with broadcasting. Mirrors ``mindspore.ops.add`` / ``ops.Add`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Add refuses.
    """
    try:
        r = _t_add(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_add and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_add(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_add, "Add", _s_add, slow, input, other)


add._kernel = _k_add
add = _fast_binary(add, _t_add, _nb_add)
tensor_add = _renamed(add, "tensor_add")


# ---- sub: ops.Sub
_k_sub = _K_elem.binary(_K_elem.BINARY["sub"], "Sub", ("input1", "input2"))
_t_sub, _nb_sub, _s_sub = _k_sub._fast, _k_sub._no_bool, _scalar_ok(_K_elem.BINARY["sub"])


def sub(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise difference ``input - other``, with broadcasting. Mirrors ``mindspore.ops.sub`` / ``ops.Sub`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Sub refuses.
    """
    try:
        r = _t_sub(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_sub and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_sub(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_sub, "Sub", _s_sub, slow, input, other)


sub._kernel = _k_sub
sub = _fast_binary(sub, _t_sub, _nb_sub)
tensor_sub = _renamed(sub, "tensor_sub")


# ---- mul: ops.Mul
_k_mul = _K_elem.binary(_K_elem.BINARY["mul"], "Mul", ("input1", "input2"))
_t_mul, _nb_mul, _s_mul = _k_mul._fast, _k_mul._no_bool, _scalar_ok(_K_elem.BINARY["mul"])


def mul(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise product ``input * other``, with broadcasting. Mirrors ``mindspore.ops.mul`` / ``ops.Mul`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Mul refuses.
    """
    try:
        r = _t_mul(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_mul and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_mul(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_mul, "Mul", _s_mul, slow, input, other)


mul._kernel = _k_mul
mul = _fast_binary(mul, _t_mul, _nb_mul)
tensor_mul = _renamed(mul, "tensor_mul")
multiply = _renamed(mul, "multiply")


# ---- floor_div: ops.FloorDiv
_k_floor_div = _K_elem.binary(_K_elem.BINARY["floor_div"], "FloorDiv", ("input1", "input2"))
_t_floor_div, _nb_floor_div, _s_floor_div = _k_floor_div._fast, _k_floor_div._no_bool, _scalar_ok(_K_elem.BINARY["floor_div"])


def floor_div(x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
    """Element-wise floor division ``input // other``, with broadcasting. Mirrors ``mindspore.ops.floor_div`` / ``ops.FloorDiv`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        y (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of FloorDiv refuses.
    """
    try:
        r = _t_floor_div(x._t, y._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_floor_div and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_floor_div(x._t, y._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_floor_div, "FloorDiv", _s_floor_div, slow, x, y)


floor_div._kernel = _k_floor_div
floor_div = _fast_binary(floor_div, _t_floor_div, _nb_floor_div)


def floordiv(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """``ops.floordiv``: :func:`floor_div` under MindSpore's parameter names for this spelling."""
    return floor_div(input, other)


def tensor_floordiv(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """``ops.tensor_floordiv``: :func:`floor_div` under MindSpore's parameter names for this spelling."""
    return floor_div(input, other)


def floor_divide(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """``ops.floor_divide``: :func:`floor_div` under MindSpore's parameter names for this spelling."""
    return floor_div(input, other)


# ---- floor_mod: ops.FloorMod
_k_floor_mod = _K_elem.binary(_K_elem.BINARY["floor_mod"], "FloorMod", ("input1", "input2"))
_t_floor_mod, _nb_floor_mod, _s_floor_mod = _k_floor_mod._fast, _k_floor_mod._no_bool, _scalar_ok(_K_elem.BINARY["floor_mod"])


def floor_mod(x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
    """Element-wise remainder with the sign of the divisor (``input % other``), with broadcasting. Mirrors ``mindspore.ops.floor_mod`` / ``ops.FloorMod`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        y (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of FloorMod refuses.
    """
    try:
        r = _t_floor_mod(x._t, y._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_floor_mod and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_floor_mod(x._t, y._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_floor_mod, "FloorMod", _s_floor_mod, slow, x, y)


floor_mod._kernel = _k_floor_mod
floor_mod = _fast_binary(floor_mod, _t_floor_mod, _nb_floor_mod)


def mod(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """``ops.mod``: :func:`floor_mod` under MindSpore's parameter names for this spelling."""
    return floor_mod(input, other)
tensor_mod = _renamed(floor_mod, "tensor_mod")
floormod = _renamed(floor_mod, "floormod")


# ---- pow: ops.Pow
_k_pow = _K_elem.binary(_K_elem.BINARY["pow"], "Pow", ("input1", "input2"))
_t_pow, _nb_pow, _s_pow = _k_pow._fast, _k_pow._no_bool, _scalar_ok(_K_elem.BINARY["pow"])


def pow(input: Tensor | float | bool, exponent: Tensor | float | bool) -> Tensor:
    """Element-wise power ``input ** other``, with broadcasting. Mirrors ``mindspore.ops.pow`` / ``ops.Pow`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        exponent (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Pow refuses.
    """
    try:
        r = _t_pow(input._t, exponent._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_pow and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_pow(input._t, exponent._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_pow, "Pow", _s_pow, slow, input, exponent)


pow._kernel = _k_pow
pow = _fast_binary(pow, _t_pow, _nb_pow)
tensor_pow = _renamed(pow, "tensor_pow")
pows = _renamed(pow, "pows")


# ---- minimum: ops.Minimum
_k_minimum = _K_elem.binary(_K_elem.BINARY["minimum"], "Minimum", ("input1", "input2"))
_t_minimum, _nb_minimum, _s_minimum = _k_minimum._fast, _k_minimum._no_bool, _scalar_ok(_K_elem.BINARY["minimum"])


def minimum(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise minimum, with broadcasting. Mirrors ``mindspore.ops.minimum`` / ``ops.Minimum`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Minimum refuses.
    """
    try:
        r = _t_minimum(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_minimum and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_minimum(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_minimum, "Minimum", _s_minimum, slow, input, other)


minimum._kernel = _k_minimum
minimum = _fast_binary(minimum, _t_minimum, _nb_minimum)


# ---- maximum: ops.Maximum
_k_maximum = _K_elem.binary(_K_elem.BINARY["maximum"], "Maximum", ("input1", "input2"))
_t_maximum, _nb_maximum, _s_maximum = _k_maximum._fast, _k_maximum._no_bool, _scalar_ok(_K_elem.BINARY["maximum"])


def maximum(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise maximum, with broadcasting. Mirrors ``mindspore.ops.maximum`` / ``ops.Maximum`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Maximum refuses.
    """
    try:
        r = _t_maximum(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_maximum and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_maximum(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_maximum, "Maximum", _s_maximum, slow, input, other)


maximum._kernel = _k_maximum
maximum = _fast_binary(maximum, _t_maximum, _nb_maximum)


# ---- atan2: ops.Atan2
_k_atan2 = _K_elem.binary(_K_elem.BINARY["atan2"], "Atan2", ("input1", "input2"))
_t_atan2, _nb_atan2, _s_atan2 = _k_atan2._fast, _k_atan2._no_bool, _scalar_ok(_K_elem.BINARY["atan2"])


def atan2(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise arc tangent of ``input / other``, with broadcasting. Mirrors ``mindspore.ops.atan2`` / ``ops.Atan2`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Atan2 refuses.
    """
    try:
        r = _t_atan2(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_atan2 and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_atan2(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_atan2, "Atan2", _s_atan2, slow, input, other)


atan2._kernel = _k_atan2
atan2 = _fast_binary(atan2, _t_atan2, _nb_atan2)
arctan2 = _renamed(atan2, "arctan2")


# ---- bitwise_and: ops.BitwiseAnd
_k_bitwise_and = _K_elem.binary(_K_elem.BINARY["bitwise_and"], "BitwiseAnd", ("input1", "input2"))
_t_bitwise_and, _nb_bitwise_and, _s_bitwise_and = _k_bitwise_and._fast, _k_bitwise_and._no_bool, _scalar_ok(_K_elem.BINARY["bitwise_and"])


def bitwise_and(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise bitwise (or, for Bool, logical) AND, with broadcasting. Mirrors ``mindspore.ops.bitwise_and`` / ``ops.BitwiseAnd`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of BitwiseAnd refuses.
    """
    try:
        r = _t_bitwise_and(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_bitwise_and and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_bitwise_and(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_bitwise_and, "BitwiseAnd", _s_bitwise_and, slow, input, other)


bitwise_and._kernel = _k_bitwise_and
bitwise_and = _fast_binary(bitwise_and, _t_bitwise_and, _nb_bitwise_and)


# ---- bitwise_or: ops.BitwiseOr
_k_bitwise_or = _K_elem.binary(_K_elem.BINARY["bitwise_or"], "BitwiseOr", ("input1", "input2"))
_t_bitwise_or, _nb_bitwise_or, _s_bitwise_or = _k_bitwise_or._fast, _k_bitwise_or._no_bool, _scalar_ok(_K_elem.BINARY["bitwise_or"])


def bitwise_or(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise bitwise (or, for Bool, logical) OR, with broadcasting. Mirrors ``mindspore.ops.bitwise_or`` / ``ops.BitwiseOr`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of BitwiseOr refuses.
    """
    try:
        r = _t_bitwise_or(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_bitwise_or and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_bitwise_or(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_bitwise_or, "BitwiseOr", _s_bitwise_or, slow, input, other)


bitwise_or._kernel = _k_bitwise_or
bitwise_or = _fast_binary(bitwise_or, _t_bitwise_or, _nb_bitwise_or)


# ---- bitwise_xor: ops.BitwiseXor
_k_bitwise_xor = _K_elem.binary(_K_elem.BINARY["bitwise_xor"], "BitwiseXor", ("input1", "input2"))
_t_bitwise_xor, _nb_bitwise_xor, _s_bitwise_xor = _k_bitwise_xor._fast, _k_bitwise_xor._no_bool, _scalar_ok(_K_elem.BINARY["bitwise_xor"])


def bitwise_xor(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise bitwise (or, for Bool, logical) XOR, with broadcasting. Mirrors ``mindspore.ops.bitwise_xor`` / ``ops.BitwiseXor`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of BitwiseXor refuses.
    """
    try:
        r = _t_bitwise_xor(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_bitwise_xor and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_bitwise_xor(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_bitwise_xor, "BitwiseXor", _s_bitwise_xor, slow, input, other)


bitwise_xor._kernel = _k_bitwise_xor
bitwise_xor = _fast_binary(bitwise_xor, _t_bitwise_xor, _nb_bitwise_xor)


# ---- logical_and: ops.LogicalAnd
_k_logical_and = _K_elem.binary(_K_elem.BINARY["logical_and"], "LogicalAnd", ("input1", "input2"))
_t_logical_and, _nb_logical_and, _s_logical_and = _k_logical_and._fast, _k_logical_and._no_bool, _scalar_ok(_K_elem.BINARY["logical_and"])


def logical_and(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise logical AND (Bool result), with broadcasting. Mirrors ``mindspore.ops.logical_and`` / ``ops.LogicalAnd`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of LogicalAnd refuses.
    """
    try:
        r = _t_logical_and(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_logical_and and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_logical_and(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_logical_and, "LogicalAnd", _s_logical_and, slow, input, other)


logical_and._kernel = _k_logical_and
logical_and = _fast_binary(logical_and, _t_logical_and, _nb_logical_and)


# ---- logical_or: ops.LogicalOr
_k_logical_or = _K_elem.binary(_K_elem.BINARY["logical_or"], "LogicalOr", ("input1", "input2"))
_t_logical_or, _nb_logical_or, _s_logical_or = _k_logical_or._fast, _k_logical_or._no_bool, _scalar_ok(_K_elem.BINARY["logical_or"])


def logical_or(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise logical OR (Bool result), with broadcasting. Mirrors ``mindspore.ops.logical_or`` / ``ops.LogicalOr`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of LogicalOr refuses.
    """
    try:
        r = _t_logical_or(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_logical_or and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_logical_or(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_logical_or, "LogicalOr", _s_logical_or, slow, input, other)


logical_or._kernel = _k_logical_or
logical_or = _fast_binary(logical_or, _t_logical_or, _nb_logical_or)


# ---- logical_xor: ops.LogicalXor
_k_logical_xor = _K_elem.binary(_K_elem.BINARY["logical_xor"], "LogicalXor", ("input1", "input2"))
_t_logical_xor, _nb_logical_xor, _s_logical_xor = _k_logical_xor._fast, _k_logical_xor._no_bool, _scalar_ok(_K_elem.BINARY["logical_xor"])


def logical_xor(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise logical XOR (Bool result), with broadcasting. Mirrors ``mindspore.ops.logical_xor`` / ``ops.LogicalXor`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of LogicalXor refuses.
    """
    try:
        r = _t_logical_xor(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_logical_xor and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_logical_xor(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_logical_xor, "LogicalXor", _s_logical_xor, slow, input, other)


logical_xor._kernel = _k_logical_xor
logical_xor = _fast_binary(logical_xor, _t_logical_xor, _nb_logical_xor)


# ---- equal: ops.Equal
_k_equal = _K_elem.binary(_K_elem.BINARY["equal"], "Equal", ("input1", "input2"))
_t_equal, _nb_equal, _s_equal = _k_equal._fast, _k_equal._no_bool, _scalar_ok(_K_elem.BINARY["equal"])


def equal(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise comparison ``input == other`` (Bool result), with broadcasting. Mirrors ``mindspore.ops.equal`` / ``ops.Equal`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Equal refuses.
    """
    try:
        r = _t_equal(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_equal and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_equal(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    if slow and not isinstance(input, Tensor):
        raise _errors.tensor_input_error("Equal", input, other, "Number, Tensor")
    return _slow(_k_equal, "Equal", _s_equal, slow, input, other)


equal._kernel = _k_equal
equal = _fast_binary(equal, _t_equal, _nb_equal)
eq = _renamed(equal, "eq")


# ---- not_equal: ops.NotEqual
_k_not_equal = _K_elem.binary(_K_elem.BINARY["not_equal"], "NotEqual", ("input1", "input2"))
_t_not_equal, _nb_not_equal, _s_not_equal = _k_not_equal._fast, _k_not_equal._no_bool, _scalar_ok(_K_elem.BINARY["not_equal"])


def not_equal(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise comparison ``input != other`` (Bool result), with broadcasting. Mirrors ``mindspore.ops.not_equal`` / ``ops.NotEqual`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of NotEqual refuses.
    """
    try:
        r = _t_not_equal(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_not_equal and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_not_equal(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_not_equal, "NotEqual", _s_not_equal, slow, input, other)


not_equal._kernel = _k_not_equal
not_equal = _fast_binary(not_equal, _t_not_equal, _nb_not_equal)
ne = _renamed(not_equal, "ne")


# ---- less: ops.Less
_k_less = _K_elem.binary(_K_elem.BINARY["less"], "Less", ("input1", "input2"))
_t_less, _nb_less, _s_less = _k_less._fast, _k_less._no_bool, _scalar_ok(_K_elem.BINARY["less"])


def less(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise comparison ``input < other`` (Bool result), with broadcasting. Mirrors ``mindspore.ops.less`` / ``ops.Less`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Less refuses.
    """
    try:
        r = _t_less(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_less and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_less(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    if slow and not isinstance(input, Tensor):
        raise _errors.overload_error("less", (input, other), ('Number', 'Number, Tensor, bool'))
    return _slow(_k_less, "Less", _s_less, slow, input, other)


less._kernel = _k_less
less = _fast_binary(less, _t_less, _nb_less)
tensor_lt = _renamed(less, "tensor_lt")
lt = _renamed(less, "lt")


# ---- less_equal: ops.LessEqual
_k_less_equal = _K_elem.binary(_K_elem.BINARY["less_equal"], "LessEqual", ("input1", "input2"))
_t_less_equal, _nb_less_equal, _s_less_equal = _k_less_equal._fast, _k_less_equal._no_bool, _scalar_ok(_K_elem.BINARY["less_equal"])


def less_equal(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise comparison ``input <= other`` (Bool result), with broadcasting. Mirrors ``mindspore.ops.less_equal`` / ``ops.LessEqual`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of LessEqual refuses.
    """
    try:
        r = _t_less_equal(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_less_equal and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_less_equal(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_less_equal, "LessEqual", _s_less_equal, slow, input, other)


less_equal._kernel = _k_less_equal
less_equal = _fast_binary(less_equal, _t_less_equal, _nb_less_equal)
tensor_le = _renamed(less_equal, "tensor_le")
le = _renamed(less_equal, "le")


# ---- greater: ops.Greater
_k_greater = _K_elem.binary(_K_elem.BINARY["greater"], "Greater", ("input1", "input2"))
_t_greater, _nb_greater, _s_greater = _k_greater._fast, _k_greater._no_bool, _scalar_ok(_K_elem.BINARY["greater"])


def greater(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise comparison ``input > other`` (Bool result), with broadcasting. Mirrors ``mindspore.ops.greater`` / ``ops.Greater`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Greater refuses.
    """
    try:
        r = _t_greater(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_greater and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_greater(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_greater, "Greater", _s_greater, slow, input, other)


greater._kernel = _k_greater
greater = _fast_binary(greater, _t_greater, _nb_greater)
tensor_gt = _renamed(greater, "tensor_gt")
gt = _renamed(greater, "gt")


# ---- greater_equal: ops.GreaterEqual
_k_greater_equal = _K_elem.binary(_K_elem.BINARY["greater_equal"], "GreaterEqual", ("input1", "input2"))
_t_greater_equal, _nb_greater_equal, _s_greater_equal = _k_greater_equal._fast, _k_greater_equal._no_bool, _scalar_ok(_K_elem.BINARY["greater_equal"])


def greater_equal(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise comparison ``input >= other`` (Bool result), with broadcasting. Mirrors ``mindspore.ops.greater_equal`` / ``ops.GreaterEqual`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of GreaterEqual refuses.
    """
    try:
        r = _t_greater_equal(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_greater_equal and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_greater_equal(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_greater_equal, "GreaterEqual", _s_greater_equal, slow, input, other)


greater_equal._kernel = _k_greater_equal
greater_equal = _fast_binary(greater_equal, _t_greater_equal, _nb_greater_equal)
tensor_ge = _renamed(greater_equal, "tensor_ge")
ge = _renamed(greater_equal, "ge")


# ---- squared_difference: ops.SquaredDifference
_k_squared_difference = _K_elem.binary(_K_elem.BINARY["squared_difference"], "SquaredDifference", ("input1", "input2"))
_t_squared_difference, _nb_squared_difference, _s_squared_difference = _k_squared_difference._fast, _k_squared_difference._no_bool, _scalar_ok(_K_elem.BINARY["squared_difference"])


def squared_difference(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise ``(input - other) ** 2``, with broadcasting. Mirrors ``mindspore.ops.squared_difference`` / ``ops.SquaredDifference`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of SquaredDifference refuses.
    """
    try:
        r = _t_squared_difference(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_squared_difference and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_squared_difference(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_squared_difference, "SquaredDifference", _s_squared_difference, slow, input, other)


squared_difference._kernel = _k_squared_difference
squared_difference = _fast_binary(squared_difference, _t_squared_difference, _nb_squared_difference)


# ---- xlogy: ops.Xlogy
_k_xlogy = _K_elem.binary(_K_elem.BINARY["xlogy"], "Xlogy", ("input1", "input2"))
_t_xlogy, _nb_xlogy, _s_xlogy = _k_xlogy._fast, _k_xlogy._no_bool, _scalar_ok(_K_elem.BINARY["xlogy"])


def xlogy(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise ``input * log(other)`` (nan where ``input`` is 0 and ``log(other)`` is not finite), with broadcasting. Mirrors ``mindspore.ops.xlogy`` / ``ops.Xlogy`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (``mindshim.ops.function.math_func``).

    Raises:
        ValueError: if the shapes do not broadcast.
        TypeError: if an operand is not a Tensor, number or bool, or its dtype is one MindSpore's CPU kernel
            of Xlogy refuses.
    """
    try:
        r = _t_xlogy(input._t, other._t)  # two Tensors: the kernel's torch call
    except (AttributeError, TypeError):
        slow = True
    except RuntimeError:
        slow = False
    else:
        if _nb_xlogy and r.dtype is _bool:  # a Bool result the kernel refuses
            return _wrap(_k_xlogy(input._t, other._t))
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out
    return _slow(_k_xlogy, "Xlogy", _s_xlogy, slow, input, other)


xlogy._kernel = _k_xlogy
xlogy = _fast_binary(xlogy, _t_xlogy, _nb_xlogy)


# ---- hypot: ops.Hypot
_c_hypot = _operand_check("Hypot", "signature(var, var)", ("input", "other"))
_k_hypot = _K_elem.hypot


def hypot(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise ``sqrt(input**2 + other**2)``. Mirrors ``mindspore.ops.hypot`` / ``ops.Hypot`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    The operands are promoted first; the result must be Float32 or Float64.

    Raises:
        TypeError: if the promoted dtype is not Float32/Float64 (Float16 and integers are refused).
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("Hypot", _k_hypot, *_c_hypot(input, other)))


hypot._kernel = _k_hypot


# ---- xdivy: ops.Xdivy
_c_xdivy = _operand_check("Xdivy", "signature(x, y)", ("x", "y"))
_k_xdivy = _K_elem.xdivy


def xdivy(x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
    """Element-wise ``x / y``, 0 where ``x`` is 0. Mirrors ``mindspore.ops.xdivy`` / ``ops.Xdivy`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        y (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    Raises:
        TypeError: if the promoted dtype is not float or complex.
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("Xdivy", _k_xdivy, *_c_xdivy(x, y)))


xdivy._kernel = _k_xdivy


# ---- lcm: ops.Lcm
_c_lcm = _operand_check("Lcm", "signature(var, var)", ("input", "other"))
_k_lcm = _K_elem.lcm


def lcm(input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise least common multiple of Int32/Int64 tensors. Mirrors ``mindspore.ops.lcm`` / ``ops.Lcm`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    Raises:
        TypeError: if the promoted dtype is not Int32/Int64.
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("Lcm", _k_lcm, *_c_lcm(input, other)))


lcm._kernel = _k_lcm


# ---- truncate_div: ops.TruncateDiv
_c_truncate_div = _operand_check("TruncateDiv", "signature(var, var)", ("x", "y"))
_k_truncate_div = _K_elem.truncate_div


def truncate_div(x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
    """Element-wise division rounded towards zero (dtype by promotion). Mirrors ``mindspore.ops.truncate_div`` / ``ops.TruncateDiv`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        y (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    Raises:
        TypeError: for Bool operands.
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("TruncateDiv", _k_truncate_div, *_c_truncate_div(x, y)))


truncate_div._kernel = _k_truncate_div


# ---- truncate_mod: ops.TruncateMod
_c_truncate_mod = _operand_check("TruncateMod", "signature(var, var)", ("x", "y"))
_k_truncate_mod = _K_elem.truncate_mod


def truncate_mod(x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
    """Element-wise remainder of the truncated division (sign of ``x``). Mirrors ``mindspore.ops.truncate_mod`` / ``ops.TruncateMod`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        y (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    Raises:
        TypeError: if the promoted dtype is not Float16/32/64, Int8/32 or UInt8 (Int64 is refused).
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("TruncateMod", _k_truncate_mod, *_c_truncate_mod(x, y)))


truncate_mod._kernel = _k_truncate_mod


# ---- float_power: ops.Pow
_c_float_power = _operand_check("Pow", "number", ("input", "exponent"))
_k_float_power = _K_elem.float_power


def float_power(input: Tensor | float | bool, exponent: Tensor | float | bool) -> Tensor:
    """Element-wise power in double precision: the result is always Float64 (Complex128 for complex input). Mirrors ``mindspore.ops.float_power`` (2.10).

    Args:
        input (Tensor | number | bool): the first operand.
        exponent (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("Pow", _k_float_power, *_c_float_power(input, exponent)))


float_power._kernel = _k_float_power


# ---- copysign: ops.Select
_c_copysign = _operand_check("Select", "copysign", ("x", "other"))
_k_copysign = _K_elem.copysign


def copysign(x: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise ``|x|`` with the sign of ``other``. Mirrors ``mindspore.ops.copysign`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    The result keeps the dtype of a floating ``x``; integer ``x`` gives Float32.

    Raises:
        TypeError: for Bool operands.
    """
    return _wrap(_K_elem.bcall("Select", _k_copysign, *_c_copysign(x, other)))


copysign._kernel = _k_copysign


# ---- ldexp: ops.Mul
_c_ldexp = _operand_check("Mul", "ldexp", ("x", "other"))
_k_ldexp = _K_elem.ldexp


def ldexp(x: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
    """Element-wise ``x * 2**other``. Mirrors ``mindspore.ops.ldexp`` (2.10).

    Args:
        x (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape.

    The dtype is the promoted one, Float32 when that is an integer type or Bool.

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_K_elem.bcall("Mul", _k_ldexp, *_c_ldexp(x, other)))


ldexp._kernel = _k_ldexp


# ---- neg: ops.Neg
_k_neg = _K_elem.unary("neg", "Neg")


def neg(input: Tensor) -> Tensor:
    """Element-wise negation. Mirrors ``mindspore.ops.neg`` / ``ops.Neg`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Neg
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_neg(input._data()))
    raise _errors.signature_error("Neg", {}, {"input": input})


neg._kernel = _k_neg
negative = _renamed(neg, "negative")


# ---- abs: ops.Abs
_k_abs = _K_elem.unary("abs", "Abs")


def abs(input: Tensor) -> Tensor:
    """Element-wise absolute value. Mirrors ``mindspore.ops.abs`` / ``ops.Abs`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Abs
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_abs(input._data()))
    raise _errors.signature_error("Abs", {}, {"input": input})


abs._kernel = _k_abs
absolute = _renamed(abs, "absolute")


# ---- exp: ops.Exp
_k_exp = _K_elem.exp


def exp(input: Tensor) -> Tensor:
    """Element-wise exponential of a float or complex tensor (MindSpore's type check refuses Int32 and smaller, its CPU kernel Int64 and Bool). Mirrors ``mindspore.ops.exp`` / ``ops.Exp`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Exp
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_exp(input._data()))
    raise _errors.signature_error("Exp", {}, {"input": input})


exp._kernel = _k_exp
tensor_exp = _renamed(exp, "tensor_exp")


# ---- expm1: ops.Expm1
_k_expm1 = _K_elem.unary("expm1", "Expm1")


def expm1(input: Tensor) -> Tensor:
    """Element-wise ``exp(x) - 1``. Mirrors ``mindspore.ops.expm1`` / ``ops.Expm1`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Expm1
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_expm1(input._data()))
    raise _errors.signature_error("Expm1", {}, {"input": input})


expm1._kernel = _k_expm1
tensor_expm1 = _renamed(expm1, "tensor_expm1")


# ---- exp2: ops.Exp2
_k_exp2 = _K_elem.unary("exp2", "Exp2")


def exp2(input: Tensor) -> Tensor:
    """Element-wise ``2 ** x``. Mirrors ``mindspore.ops.exp2`` (2.10; its errors name the primitive Exp2).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Exp2
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_exp2(input._data()))
    raise _errors.tensor_only_error(".dtype", {"input": input})


exp2._kernel = _k_exp2


# ---- log: ops.Log
_k_log = _K_elem.unary("log", "Log")


def log(input: Tensor) -> Tensor:
    """Element-wise natural logarithm. Mirrors ``mindspore.ops.log`` / ``ops.Log`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Log
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_log(input._data()))
    raise _errors.signature_error("Log", {}, {"input": input})


log._kernel = _k_log


# ---- log1p: ops.Log1p
_k_log1p = _K_elem.unary("log1p", "Log1p")


def log1p(input: Tensor) -> Tensor:
    """Element-wise ``log(1 + x)``. Mirrors ``mindspore.ops.log1p`` / ``ops.Log1p`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Log1p
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_log1p(input._data()))
    raise _errors.signature_error("Log1p", {}, {"input": input})


log1p._kernel = _k_log1p


# ---- log2: ops.Log2
_k_log2 = _K_elem.unary("log2", "Log2")


def log2(input: Tensor) -> Tensor:
    """Element-wise base-2 logarithm. Mirrors ``mindspore.ops.log2`` (2.10; its errors name the primitive Log2).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Log2
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_log2(input._data()))
    raise _errors.tensor_only_error("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}.", {"input": input})


log2._kernel = _k_log2


# ---- log10: ops.Log10
_k_log10 = _K_elem.unary("log10", "Log10")


def log10(input: Tensor) -> Tensor:
    """Element-wise base-10 logarithm. Mirrors ``mindspore.ops.log10`` (2.10; its errors name the primitive Log10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Log10
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_log10(input._data()))
    raise _errors.tensor_only_error("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}.", {"input": input})


log10._kernel = _k_log10


# ---- sqrt: ops.Sqrt
_k_sqrt = _K_elem.unary("sqrt", "Sqrt")


def sqrt(x: Tensor) -> Tensor:
    """Element-wise square root (integers give Float32). Mirrors ``mindspore.ops.sqrt`` / ``ops.Sqrt`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Sqrt
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_sqrt(x._data()))
    raise _errors.signature_error("Sqrt", {}, {"x": x})


sqrt._kernel = _k_sqrt


# ---- rsqrt: ops.Rsqrt
_k_rsqrt = _K_elem.unary("rsqrt", "Rsqrt")


def rsqrt(input: Tensor) -> Tensor:
    """Element-wise reciprocal square root. Mirrors ``mindspore.ops.rsqrt`` / ``ops.Rsqrt`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Rsqrt
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_rsqrt(input._data()))
    raise _errors.signature_error("Rsqrt", {}, {"input": input})


rsqrt._kernel = _k_rsqrt


# ---- square: ops.Square
_k_square = _K_elem.unary("square", "Square")


def square(input: Tensor) -> Tensor:
    """Element-wise square (dtype kept). Mirrors ``mindspore.ops.square`` / ``ops.Square`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Square
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_square(input._data()))
    raise _errors.signature_error("Square", {}, {"input": input})


square._kernel = _k_square


# ---- sin: ops.Sin
_k_sin = _K_elem.unary("sin", "Sin")


def sin(input: Tensor) -> Tensor:
    """Element-wise sine. Mirrors ``mindspore.ops.sin`` / ``ops.Sin`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Sin
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_sin(input._data()))
    raise _errors.signature_error("Sin", {}, {"input": input})


sin._kernel = _k_sin


# ---- cos: ops.Cos
_k_cos = _K_elem.unary("cos", "Cos")


def cos(input: Tensor) -> Tensor:
    """Element-wise cosine. Mirrors ``mindspore.ops.cos`` / ``ops.Cos`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Cos
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_cos(input._data()))
    raise _errors.signature_error("Cos", {}, {"input": input})


cos._kernel = _k_cos


# ---- tan: ops.Tan
_k_tan = _K_elem.unary("tan", "Tan")


def tan(input: Tensor) -> Tensor:
    """Element-wise tangent. Mirrors ``mindspore.ops.tan`` / ``ops.Tan`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Tan
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_tan(input._data()))
    raise _errors.signature_error("Tan", {}, {"input": input})


tan._kernel = _k_tan


# ---- asin: ops.Asin
_k_asin = _K_elem.unary("asin", "Asin")


def asin(input: Tensor) -> Tensor:
    """Element-wise arc sine. Mirrors ``mindspore.ops.asin`` / ``ops.Asin`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Asin
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_asin(input._data()))
    raise _errors.signature_error("Asin", {}, {"input": input})


asin._kernel = _k_asin


def arcsin(x: Tensor) -> Tensor:
    """``ops.arcsin``: :func:`asin` under MindSpore's parameter names for this spelling."""
    return asin(x)


# ---- acos: ops.ACos
_k_acos = _K_elem.unary("acos", "ACos")


def acos(input: Tensor) -> Tensor:
    """Element-wise arc cosine. Mirrors ``mindspore.ops.acos`` / ``ops.ACos`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of ACos
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_acos(input._data()))
    raise _errors.signature_error("ACos", {}, {"input": input})


acos._kernel = _k_acos
arccos = _renamed(acos, "arccos")


# ---- atan: ops.Atan
_k_atan = _K_elem.unary("atan", "Atan")


def atan(input: Tensor) -> Tensor:
    """Element-wise arc tangent. Mirrors ``mindspore.ops.atan`` / ``ops.Atan`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Atan
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_atan(input._data()))
    raise _errors.signature_error("Atan", {}, {"input": input})


atan._kernel = _k_atan
arctan = _renamed(atan, "arctan")


# ---- sinh: ops.Sinh
_k_sinh = _K_elem.unary("sinh", "Sinh")


def sinh(input: Tensor) -> Tensor:
    """Element-wise hyperbolic sine. Mirrors ``mindspore.ops.sinh`` / ``ops.Sinh`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Sinh
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_sinh(input._data()))
    raise _errors.signature_error("Sinh", {}, {"input": input})


sinh._kernel = _k_sinh


# ---- cosh: ops.Cosh
_k_cosh = _K_elem.unary("cosh", "Cosh")


def cosh(input: Tensor) -> Tensor:
    """Element-wise hyperbolic cosine. Mirrors ``mindspore.ops.cosh`` / ``ops.Cosh`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Cosh
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_cosh(input._data()))
    raise _errors.signature_error("Cosh", {}, {"input": input})


cosh._kernel = _k_cosh


# ---- tanh: ops.Tanh
_k_tanh = _K_elem.unary("tanh", "Tanh")


def tanh(input: Tensor) -> Tensor:
    """Element-wise hyperbolic tangent. Mirrors ``mindspore.ops.tanh`` (2.10; its errors name the primitive Tanh).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Tanh
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_tanh(input._data()))
    raise _errors.signature_error("Tanh", {}, {"input": input})


tanh._kernel = _k_tanh


# ---- sigmoid: ops.Sigmoid
_k_sigmoid = _K_elem.unary("sigmoid", "Sigmoid")


def sigmoid(input: Tensor) -> Tensor:
    """Element-wise logistic sigmoid ``1 / (1 + exp(-x))``. Mirrors ``mindspore.ops.sigmoid`` (2.10; its errors name the primitive Sigmoid).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Sigmoid
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_sigmoid(input._data()))
    raise _errors.signature_error("Sigmoid", {}, {"input": input})


sigmoid._kernel = _k_sigmoid


# ---- floor: ops.Floor
_k_floor = _K_elem.unary("floor", "Floor")


def floor(input: Tensor) -> Tensor:
    """Element-wise floor. Mirrors ``mindspore.ops.floor`` / ``ops.Floor`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Floor
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_floor(input._data()))
    raise _errors.signature_error("Floor", {}, {"input": input})


floor._kernel = _k_floor


# ---- ceil: ops.Ceil
_k_ceil = _K_elem.unary("ceil", "Ceil")


def ceil(input: Tensor) -> Tensor:
    """Element-wise ceiling. Mirrors ``mindspore.ops.ceil`` / ``ops.Ceil`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Ceil
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_ceil(input._data()))
    raise _errors.signature_error("Ceil", {}, {"input": input})


ceil._kernel = _k_ceil


# ---- trunc: ops.Trunc
_k_trunc = _K_elem.unary("trunc", "Trunc")


def trunc(input: Tensor) -> Tensor:
    """Element-wise truncation toward zero. Mirrors ``mindspore.ops.trunc`` / ``ops.Trunc`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Trunc
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_trunc(input._data()))
    raise _errors.signature_error("Trunc", {}, {"input": input})


trunc._kernel = _k_trunc


# ---- sign: ops.Sign
_k_sign = _K_elem.unary("sign", "Sign")


def sign(input: Tensor) -> Tensor:
    """Element-wise sign (-1, 0 or 1; dtype kept). Mirrors ``mindspore.ops.sign`` / ``ops.Sign`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Sign
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_sign(input._data()))
    raise _errors.signature_error("Sign", {}, {"input": input})


sign._kernel = _k_sign


# ---- reciprocal: ops.Reciprocal
_k_reciprocal = _K_elem.unary("reciprocal", "Reciprocal")


def reciprocal(input: Tensor) -> Tensor:
    """Element-wise reciprocal ``1 / x`` (integers give Float32). Mirrors ``mindspore.ops.reciprocal`` / ``ops.Reciprocal`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Reciprocal
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_reciprocal(input._data()))
    raise _errors.signature_error("Reciprocal", {}, {"input": input})


reciprocal._kernel = _k_reciprocal


# ---- erf: ops.Erf
_k_erf = _K_elem.unary("erf", "Erf")


def erf(input: Tensor) -> Tensor:
    """Element-wise Gauss error function. Mirrors ``mindspore.ops.erf`` / ``ops.Erf`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Erf
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_erf(input._data()))
    raise _errors.signature_error("Erf", {}, {"input": input})


erf._kernel = _k_erf


# ---- erfc: ops.Erfc
_k_erfc = _K_elem.unary("erfc", "Erfc")


def erfc(input: Tensor) -> Tensor:
    """Element-wise complementary error function. Mirrors ``mindspore.ops.erfc`` / ``ops.Erfc`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Erfc
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_erfc(input._data()))
    raise _errors.signature_error("Erfc", {}, {"input": input})


erfc._kernel = _k_erfc


# ---- logical_not: ops.LogicalNot
_k_logical_not = _K_elem.unary("logical_not", "LogicalNot")


def logical_not(input: Tensor) -> Tensor:
    """Element-wise logical NOT (Bool result). Mirrors ``mindspore.ops.logical_not`` / ``ops.LogicalNot`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of LogicalNot
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_logical_not(input._data()))
    raise _errors.signature_error("LogicalNot", {}, {"input": input})


logical_not._kernel = _k_logical_not


# ---- isnan: ops.IsNan
_k_isnan = _K_elem.unary("isnan", "IsNan")


def isnan(input: Tensor) -> Tensor:
    """Element-wise NaN test (Bool result). Mirrors ``mindspore.ops.isnan`` / ``ops.IsNan`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of IsNan
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_isnan(input._data()))
    raise _errors.tensor_only_error("Primitive[IsNan](x)", {"input": input})


isnan._kernel = _k_isnan


# ---- isinf: ops.IsInf
_k_isinf = _K_elem.unary("isinf", "IsInf")


def isinf(input: Tensor) -> Tensor:
    """Element-wise infinity test (Bool result). Mirrors ``mindspore.ops.isinf`` / ``ops.IsInf`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of IsInf
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_isinf(input._data()))
    raise _errors.signature_error("IsInf", {}, {"input": input})


isinf._kernel = _k_isinf


# ---- isfinite: ops.IsFinite
_k_isfinite = _K_elem.unary("isfinite", "IsFinite")


def isfinite(input: Tensor) -> Tensor:
    """Element-wise finiteness test (Bool result). Mirrors ``mindspore.ops.isfinite`` / ``ops.IsFinite`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of IsFinite
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_isfinite(input._data()))
    raise _errors.signature_error("IsFinite", {}, {"input": input})


isfinite._kernel = _k_isfinite


# ---- bitwise_not: ops.Invert
_k_bitwise_not = _K_elem.unary("bitwise_not", "Invert")


def bitwise_not(input: Tensor) -> Tensor:
    """Element-wise bitwise NOT. Mirrors ``mindspore.ops.bitwise_not`` (2.10; its errors name the primitive Invert).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Invert
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_bitwise_not(input._data()))
    raise _errors.signature_error("Invert", {}, {"input": input})


bitwise_not._kernel = _k_bitwise_not


# ---- acosh: ops.Acosh
_k_acosh = _K_elem.unary("acosh", "Acosh")


def acosh(input: Tensor) -> Tensor:
    """Element-wise inverse hyperbolic cosine. Mirrors ``mindspore.ops.acosh`` / ``ops.Acosh`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Acosh
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_acosh(input._data()))
    raise _errors.signature_error("Acosh", {}, {"input": input})


acosh._kernel = _k_acosh
arccosh = _renamed(acosh, "arccosh")


# ---- asinh: ops.Asinh
_k_asinh = _K_elem.unary("asinh", "Asinh")


def asinh(input: Tensor) -> Tensor:
    """Element-wise inverse hyperbolic sine. Mirrors ``mindspore.ops.asinh`` / ``ops.Asinh`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Asinh
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_asinh(input._data()))
    raise _errors.signature_error("Asinh", {}, {"input": input})


asinh._kernel = _k_asinh
arcsinh = _renamed(asinh, "arcsinh")


# ---- atanh: ops.Atanh
_k_atanh = _K_elem.unary("atanh", "Atanh")


def atanh(input: Tensor) -> Tensor:
    """Element-wise inverse hyperbolic tangent. Mirrors ``mindspore.ops.atanh`` / ``ops.Atanh`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Atanh
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_atanh(input._data()))
    raise _errors.signature_error("Atanh", {}, {"input": input})


atanh._kernel = _k_atanh
arctanh = _renamed(atanh, "arctanh")


# ---- erfinv: ops.Erfinv
_k_erfinv = _K_elem.unary("erfinv", "Erfinv")


def erfinv(input: Tensor) -> Tensor:
    """Element-wise inverse error function. Mirrors ``mindspore.ops.erfinv`` / ``ops.Erfinv`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Erfinv
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_erfinv(input._data()))
    raise _errors.signature_error("Erfinv", {}, {"input": input})


erfinv._kernel = _k_erfinv


# ---- digamma: ops.Digamma
_k_digamma = _K_elem.unary("digamma", "Digamma")


def digamma(input: Tensor) -> Tensor:
    """Element-wise digamma (logarithmic derivative of gamma). Mirrors ``mindspore.ops.digamma`` / ``ops.Digamma`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of Digamma
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_digamma(input._data()))
    raise _errors.tensor_only_error("Primitive[Digamma](input)", {"input": input})


digamma._kernel = _k_digamma


# ---- isneginf: ops.IsInf
_k_isneginf = _K_elem.unary("isneginf", "IsInf")


def isneginf(input: Tensor) -> Tensor:
    """Element-wise test for -inf (Bool result). Mirrors ``mindspore.ops.isneginf`` (2.10; its errors name the primitive IsInf).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of IsInf
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_isneginf(input._data()))
    raise _errors.tensor_only_error("For isneginf, input must be a Tensor, but got {cls}.", {"input": input})


isneginf._kernel = _k_isneginf


# ---- isposinf: ops.IsInf
_k_isposinf = _K_elem.unary("isposinf", "IsInf")


def isposinf(input: Tensor) -> Tensor:
    """Element-wise test for +inf (Bool result). Mirrors ``mindspore.ops.isposinf`` (2.10; its errors name the primitive IsInf).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of IsInf
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_isposinf(input._data()))
    raise _errors.tensor_only_error("For isposinf, input must be a Tensor, but got {cls}.", {"input": input})


isposinf._kernel = _k_isposinf


# ---- bessel_i0: ops.BesselI0
_k_bessel_i0 = _K_elem.unary("bessel_i0", "BesselI0")


def bessel_i0(x: Tensor) -> Tensor:
    """Element-wise modified Bessel function of order 0. Mirrors ``mindspore.ops.bessel_i0`` / ``ops.BesselI0`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselI0
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_i0(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselI0](x)", {"x": x})


bessel_i0._kernel = _k_bessel_i0


def i0(input: Tensor) -> Tensor:
    """``ops.i0``: :func:`bessel_i0` under MindSpore's parameter names for this spelling."""
    return bessel_i0(input)


# ---- bessel_i0e: ops.BesselI0e
_k_bessel_i0e = _K_elem.unary("bessel_i0e", "BesselI0e")


def bessel_i0e(x: Tensor) -> Tensor:
    """Element-wise exponentially scaled modified Bessel function of order 0. Mirrors ``mindspore.ops.bessel_i0e`` / ``ops.BesselI0e`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselI0e
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_i0e(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselI0e](input_x)", {"x": x})


bessel_i0e._kernel = _k_bessel_i0e


# ---- bessel_i1: ops.BesselI1
_k_bessel_i1 = _K_elem.unary("bessel_i1", "BesselI1")


def bessel_i1(x: Tensor) -> Tensor:
    """Element-wise modified Bessel function of order 1. Mirrors ``mindspore.ops.bessel_i1`` / ``ops.BesselI1`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselI1
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_i1(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselI1](x)", {"x": x})


bessel_i1._kernel = _k_bessel_i1


# ---- bessel_i1e: ops.BesselI1e
_k_bessel_i1e = _K_elem.unary("bessel_i1e", "BesselI1e")


def bessel_i1e(x: Tensor) -> Tensor:
    """Element-wise exponentially scaled modified Bessel function of order 1. Mirrors ``mindspore.ops.bessel_i1e`` / ``ops.BesselI1e`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselI1e
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_i1e(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselI1e](input_x)", {"x": x})


bessel_i1e._kernel = _k_bessel_i1e


# ---- bessel_j0: ops.BesselJ0
_k_bessel_j0 = _K_elem.unary("bessel_j0", "BesselJ0")


def bessel_j0(x: Tensor) -> Tensor:
    """Element-wise Bessel function of the first kind, order 0. Mirrors ``mindspore.ops.bessel_j0`` / ``ops.BesselJ0`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselJ0
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_j0(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselJ0](x)", {"x": x})


bessel_j0._kernel = _k_bessel_j0


# ---- bessel_j1: ops.BesselJ1
_k_bessel_j1 = _K_elem.unary("bessel_j1", "BesselJ1")


def bessel_j1(x: Tensor) -> Tensor:
    """Element-wise Bessel function of the first kind, order 1. Mirrors ``mindspore.ops.bessel_j1`` / ``ops.BesselJ1`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselJ1
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_j1(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselJ1](x)", {"x": x})


bessel_j1._kernel = _k_bessel_j1


# ---- bessel_k0: ops.BesselK0
_k_bessel_k0 = _K_elem.unary("bessel_k0", "BesselK0")


def bessel_k0(x: Tensor) -> Tensor:
    """Element-wise modified Bessel function of the second kind, order 0. Mirrors ``mindspore.ops.bessel_k0`` / ``ops.BesselK0`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselK0
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_k0(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselK0](x)", {"x": x})


bessel_k0._kernel = _k_bessel_k0


# ---- bessel_k0e: ops.BesselK0e
_k_bessel_k0e = _K_elem.unary("bessel_k0e", "BesselK0e")


def bessel_k0e(x: Tensor) -> Tensor:
    """Element-wise exponentially scaled modified Bessel function of the second kind, order 0. Mirrors ``mindspore.ops.bessel_k0e`` / ``ops.BesselK0e`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselK0e
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_k0e(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselK0e](x)", {"x": x})


bessel_k0e._kernel = _k_bessel_k0e


# ---- bessel_k1: ops.BesselK1
_k_bessel_k1 = _K_elem.unary("bessel_k1", "BesselK1")


def bessel_k1(x: Tensor) -> Tensor:
    """Element-wise modified Bessel function of the second kind, order 1. Mirrors ``mindspore.ops.bessel_k1`` / ``ops.BesselK1`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselK1
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_k1(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselK1](x)", {"x": x})


bessel_k1._kernel = _k_bessel_k1


# ---- bessel_k1e: ops.BesselK1e
_k_bessel_k1e = _K_elem.unary("bessel_k1e", "BesselK1e")


def bessel_k1e(x: Tensor) -> Tensor:
    """Element-wise exponentially scaled modified Bessel function of the second kind, order 1. Mirrors ``mindspore.ops.bessel_k1e`` / ``ops.BesselK1e`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselK1e
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_k1e(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselK1e](x)", {"x": x})


bessel_k1e._kernel = _k_bessel_k1e


# ---- bessel_y0: ops.BesselY0
_k_bessel_y0 = _K_elem.unary("bessel_y0", "BesselY0")


def bessel_y0(x: Tensor) -> Tensor:
    """Element-wise Bessel function of the second kind, order 0. Mirrors ``mindspore.ops.bessel_y0`` / ``ops.BesselY0`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselY0
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_y0(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselY0](x)", {"x": x})


bessel_y0._kernel = _k_bessel_y0


# ---- bessel_y1: ops.BesselY1
_k_bessel_y1 = _K_elem.unary("bessel_y1", "BesselY1")


def bessel_y1(x: Tensor) -> Tensor:
    """Element-wise Bessel function of the second kind, order 1. Mirrors ``mindspore.ops.bessel_y1`` / ``ops.BesselY1`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of BesselY1
            refuses.
    """
    if isinstance(x, Tensor):
        return _wrap(_k_bessel_y1(x._data()))
    raise _errors.tensor_only_error("Primitive[BesselY1](x)", {"x": x})


bessel_y1._kernel = _k_bessel_y1


# ---- isreal: ops.IsReal
_k_isreal = _K_elem.unary("isreal", "IsReal")


def isreal(input: Tensor) -> Tensor:
    """Element-wise test for a zero imaginary part (Bool result). Mirrors ``mindspore.ops.isreal`` (2.10; its errors name the primitive IsReal).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of IsReal
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_isreal(input._data()))
    raise _errors.tensor_only_error("For isreal, input must be a Tensor, but got {cls}.", {"input": input})


isreal._kernel = _k_isreal


# ---- signbit: ops.SignBit
_k_signbit = _K_elem.unary("signbit", "SignBit")


def signbit(input: Tensor) -> Tensor:
    """Element-wise test of the sign bit (Bool result; False for integers >= 0). Mirrors ``mindspore.ops.signbit`` (2.10; its errors name the primitive SignBit).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``input`` is not a Tensor, or its dtype is one MindSpore's CPU kernel of SignBit
            refuses.
    """
    if isinstance(input, Tensor):
        return _wrap(_k_signbit(input._data()))
    raise _errors.tensor_only_error("For signbit, the input must be a Tensor, but got {cls}", {"input": input})


signbit._kernel = _k_signbit


# ---- lgamma: ops.Lgamma
_k_lgamma = _K_elem.lgamma


def lgamma(input: Tensor) -> Tensor:
    """Element-wise ``log(|gamma(x)|)``. Mirrors ``mindspore.ops.lgamma`` / ``ops.Lgamma`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Int32 input gives Float32.

    Raises:
        TypeError: for other integer types and Bool (MindSpore accepts Float16/32/64 and Int32).
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("Primitive[Lgamma](x)", {"input": input})
    return _wrap(_k_lgamma(_as_tensor(input)))


lgamma._kernel = _k_lgamma


# ---- frac: ops.Frac
_k_frac = _K_elem.frac


def frac(x: Tensor | float | bool | list | tuple) -> Tensor:
    """Element-wise fractional part ``x - trunc(x)`` (sign kept). Mirrors ``mindspore.ops.frac`` (2.10).

    Args:
        x (Tensor | number | bool | list | tuple): the input.

    Returns:
        Tensor of the same shape.

    Integer inputs give zeros of their dtype; Bool gives Int64 zeros, as MindSpore does.
    """
    return _wrap(_k_frac(_as_tensor(x)))


frac._kernel = _k_frac


# ---- sinc: ops.Sinc
_k_sinc = _K_elem.sinc


def sinc(input: Tensor) -> Tensor:
    """Element-wise normalised sinc ``sin(pi x) / (pi x)`` (1 at 0). Mirrors ``mindspore.ops.sinc`` / ``ops.Sinc`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Integer and Bool inputs give Float32.
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("Sinc()(input=<Tensor>)", {"input": input})
    return _wrap(_k_sinc(_as_tensor(input)))


sinc._kernel = _k_sinc


# ---- sgn: ops.Sgn
_k_sgn = _K_elem.sgn


def sgn(input: Tensor) -> Tensor:
    """Element-wise sign; ``x / |x|`` for complex input (0 at 0). Mirrors ``mindspore.ops.sgn`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: for Bool and unsigned/small integer tensors, as MindSpore's CPU kernels.
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("For sgn, the input must be a Tensor, but got {cls}", {"input": input})
    return _wrap(_k_sgn(_as_tensor(input)))


sgn._kernel = _k_sgn


# ---- real: ops.Real
_k_real = _K_elem.real


def real(input: Tensor) -> Tensor:
    """Element-wise real part (the input itself for real dtypes). Mirrors ``mindspore.ops.real`` / ``ops.Real`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("Real()(input=<Tensor>)", {"input": input})
    return _wrap(_k_real(_as_tensor(input)))


real._kernel = _k_real


# ---- imag: ops.Imag
_k_imag = _K_elem.imag


def imag(input: Tensor) -> Tensor:
    """Element-wise imaginary part (zeros of the input dtype for real dtypes). Mirrors ``mindspore.ops.imag`` / ``ops.Imag`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("Primitive[Imag](input)", {"input": input})
    return _wrap(_k_imag(_as_tensor(input)))


imag._kernel = _k_imag


# ---- conj: ops.Conj
_k_conj = _K_elem.conj


def conj(input: Tensor) -> Tensor:
    """Element-wise complex conjugate (the input values for real dtypes). Mirrors ``mindspore.ops.conj`` / ``ops.Conj`` (2.10).

    Args:
        input (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: for Bool tensors.
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("Conj()(input=<Tensor>)", {"input": input})
    return _wrap(_k_conj(_as_tensor(input)))


conj._kernel = _k_conj


# ---- angle: ops.Angle
_k_angle = _K_elem.angle


def angle(input: Tensor | float | bool | list | tuple) -> Tensor:
    """Element-wise argument of a complex tensor (Float32 for Complex64). Mirrors ``mindspore.ops.angle`` / ``ops.Angle`` (2.10).

    Args:
        input (Tensor | number | bool | list | tuple): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: for real tensors (MindSpore's CPU kernel takes only Complex64/Complex128).
    """
    return _wrap(_k_angle(_as_tensor(input)))


angle._kernel = _k_angle


# ---- inv: ops.Inv
_k_inv = _K_elem.inv


def inv(x: Tensor) -> Tensor:
    """Element-wise reciprocal keeping the dtype. Mirrors ``mindspore.ops.inv`` / ``ops.Inv`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    For integers the result is the truncated ``1 / x`` (so 0 except at 1 and -1), and the dtype's minimum at 0,
    as MindSpore's CPU kernel gives.

    Raises:
        TypeError: for Bool tensors.
    """
    if not isinstance(x, Tensor):
        raise _errors.tensor_only_error("Primitive[Inv](x)", {"x": x})
    return _wrap(_k_inv(_as_tensor(x)))


inv._kernel = _k_inv


# ---- population_count: ops.PopulationCount
_k_population_count = _K_elem.population_count


def population_count(input_x: Tensor) -> Tensor:
    """Element-wise number of set bits (two's complement), as UInt8. Mirrors ``mindspore.ops.population_count`` / ``ops.PopulationCount`` (2.10).

    Args:
        input_x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: for float and Bool tensors.
    """
    if not isinstance(input_x, Tensor):
        raise _errors.tensor_only_error("Primitive[PopulationCount](input_x)", {"input_x": input_x})
    return _wrap(_k_population_count(_as_tensor(input_x)))


population_count._kernel = _k_population_count


# ---- invert: ops.Invert
_k_invert = _K_elem.invert


def invert(x: Tensor) -> Tensor:
    """Element-wise bitwise NOT of an integer tensor. Mirrors ``mindspore.ops.invert`` / ``ops.Invert`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: for float and Bool tensors.
    """
    if not isinstance(x, Tensor):
        raise _errors.tensor_only_error("Primitive[Invert](x)", {"x": x})
    return _wrap(_k_invert(_as_tensor(x)))


invert._kernel = _k_invert


# ---- eps: ops.Eps
_k_eps = _K_elem.eps


def eps(x: Tensor) -> Tensor:
    """Element-wise machine epsilon of the input's dtype, in a tensor like it. Mirrors ``mindspore.ops.eps`` / ``ops.Eps`` (2.10).

    Args:
        x (Tensor): the input.

    Returns:
        Tensor of the same shape.

    Raises:
        TypeError: if ``x`` is not Float16/32/64.
    """
    if not isinstance(x, Tensor):
        raise _errors.tensor_only_error("Primitive[Eps](x)", {"x": x})
    return _wrap(_k_eps(_as_tensor(x)))


eps._kernel = _k_eps


# ---- all: ops.ReduceAll
def all(
    input: Tensor, axis: int | tuple | list | None = None, keep_dims: bool = False
) -> Tensor:
    """Logical AND over ``axis`` (None: all); Bool result. Mirrors ``mindspore.ops.all`` / ``ops.ReduceAll`` (2.10).

    Args:
        input (Tensor): the input.
        axis (int | tuple[int] | list[int] | None): the axes to reduce; None or ``()``: all of them.
        keep_dims (bool): keep the reduced axes, as size 1.

    Returns:
        Tensor.

    Raises:
        ValueError: if an axis is outside ``[-rank, rank)`` (MindSpore's message, naming ReduceAll).
        TypeError: if ``input`` is not a Tensor (MindSpore's ``Failed calling ReduceAll``).
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("ReduceAll(keep_dims=<bool>)(input=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)", {"input": input, "axis": axis, "keep_dims": keep_dims})
    return _multi_dim("all", "ReduceAll", input, axis, keep_dims)


# ---- any: ops.ReduceAny
def any(
    input: Tensor, axis: int | tuple | list | None = None, keep_dims: bool = False
) -> Tensor:
    """Logical OR over ``axis`` (None: all); Bool result. Mirrors ``mindspore.ops.any`` / ``ops.ReduceAny`` (2.10).

    Args:
        input (Tensor): the input.
        axis (int | tuple[int] | list[int] | None): the axes to reduce; None or ``()``: all of them.
        keep_dims (bool): keep the reduced axes, as size 1.

    Returns:
        Tensor.

    Raises:
        ValueError: if an axis is outside ``[-rank, rank)`` (MindSpore's message, naming ReduceAny).
        TypeError: if ``input`` is not a Tensor (MindSpore's ``Failed calling ReduceAny``).
    """
    if not isinstance(input, Tensor):
        raise _errors.tensor_only_error("ReduceAny(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)", {"input": input, "axis": axis, "keep_dims": keep_dims}, {'axis': 'Tuple<>'})
    return _multi_dim("any", "ReduceAny", input, axis, keep_dims)
