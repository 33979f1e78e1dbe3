"""The generated primitive classes (``ops.Add``, ``ops.ReduceSum``) from the rows of ops/_defs/ (tools/gen_ops.py; do not edit).

Each calls its functional op (``mindshim.ops.auto_generate._gen_ops_def``; a reduction's, by its row's
``call``, in ``mindshim.ops.function.math_func``).
"""

# fmt: off
from __future__ import annotations

import torch

from ..._kernels import errors as _errors
from ..function import _reduction as _R
from ..function import math_func as _M
from ..function import nn_func as _N
from ..function._elementwise import fast_call as _fast_prim_call
from ..function._utils import Tensor
from ..primitive import Primitive
from . import _gen_ops_def as _F

__all__ = (
    "Add",
    "TensorAdd",
    "Sub",
    "Mul",
    "FloorDiv",
    "FloorMod",
    "Pow",
    "Minimum",
    "Maximum",
    "Atan2",
    "BitwiseAnd",
    "BitwiseOr",
    "BitwiseXor",
    "LogicalAnd",
    "LogicalOr",
    "LogicalXor",
    "Equal",
    "NotEqual",
    "Less",
    "LessEqual",
    "Greater",
    "GreaterEqual",
    "SquaredDifference",
    "Xlogy",
    "Hypot",
    "Xdivy",
    "Lcm",
    "TruncateDiv",
    "TruncateMod",
    "Neg",
    "Abs",
    "Exp",
    "Expm1",
    "Log",
    "Log1p",
    "Sqrt",
    "Rsqrt",
    "Square",
    "Sin",
    "Cos",
    "Tan",
    "Asin",
    "ACos",
    "Atan",
    "Sinh",
    "Cosh",
    "Floor",
    "Ceil",
    "Trunc",
    "Sign",
    "Reciprocal",
    "Erf",
    "Erfc",
    "LogicalNot",
    "IsNan",
    "IsInf",
    "IsFinite",
    "Acosh",
    "Asinh",
    "Atanh",
    "Erfinv",
    "Digamma",
    "BesselI0",
    "BesselI0e",
    "BesselI1",
    "BesselI1e",
    "BesselJ0",
    "BesselJ1",
    "BesselK0",
    "BesselK0e",
    "BesselK1",
    "BesselK1e",
    "BesselY0",
    "BesselY1",
    "Lgamma",
    "Sinc",
    "Real",
    "Imag",
    "Conj",
    "Angle",
    "Inv",
    "PopulationCount",
    "Invert",
    "Eps",
    "ReduceSum",
    "ReduceMean",
    "ReduceProd",
    "ReduceMax",
    "ReduceMin",
    "ReduceAll",
    "ReduceAny",
    "ReduceStd",
    "ReLU",
    "ReLU6",
    "GeLU",
    "Gelu",
    "FastGeLU",
    "FastGelu",
    "Elu",
    "HSwish",
    "HSigmoid",
    "Softplus",
    "Softsign",
    "SeLU",
    "Mish",
    "PReLU",
    "CeLU",
    "HShrink",
    "SoftShrink",
    "Softmax",
    "LogSoftmax",
)

_bool = torch.bool
_new = object.__new__
_t_add, _nb_add = _F._t_add, _F._nb_add
_t_mul, _nb_mul = _F._t_mul, _F._nb_mul
_t_floor_mod, _nb_floor_mod = _F._t_floor_mod, _F._nb_floor_mod
_t_pow, _nb_pow = _F._t_pow, _F._nb_pow
_t_minimum, _nb_minimum = _F._t_minimum, _F._nb_minimum
_t_maximum, _nb_maximum = _F._t_maximum, _F._nb_maximum
_t_atan2, _nb_atan2 = _F._t_atan2, _F._nb_atan2
_t_logical_xor, _nb_logical_xor = _F._t_logical_xor, _F._nb_logical_xor
_t_equal, _nb_equal = _F._t_equal, _F._nb_equal
_t_not_equal, _nb_not_equal = _F._t_not_equal, _F._nb_not_equal
_t_less, _nb_less = _F._t_less, _F._nb_less
_t_less_equal, _nb_less_equal = _F._t_less_equal, _F._nb_less_equal
_t_greater, _nb_greater = _F._t_greater, _F._nb_greater
_t_greater_equal, _nb_greater_equal = _F._t_greater_equal, _F._nb_greater_equal
_t_xlogy, _nb_xlogy = _F._t_xlogy, _F._nb_xlogy


class Add(Primitive):
    """``ops.Add()(input, other)``: element-wise sum ``input + other``.

    Mirrors ``mindspore.ops.Add`` (2.10). Computed by ``mindspore.ops.add``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Add")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_add(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_add and r.dtype is _bool):
            return _F.add(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Add, _t_add, _nb_add)  # the same fast path in C, where it is built


class TensorAdd(Primitive):
    """``ops.TensorAdd()(*args)``: element-wise sum ``input + other``.

    Mirrors ``mindspore.ops.TensorAdd`` (2.10). Computed by ``mindspore.ops.add``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "TensorAdd")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.add(*args)


class Sub(Primitive):
    """``ops.Sub()(*args)``: element-wise difference ``input - other``.

    Mirrors ``mindspore.ops.Sub`` (2.10). Computed by ``mindspore.ops.sub``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Sub")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.sub(*args)


class Mul(Primitive):
    """``ops.Mul()(input, other)``: element-wise product ``input * other``.

    Mirrors ``mindspore.ops.Mul`` (2.10). Computed by ``mindspore.ops.mul``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Mul")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_mul(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_mul and r.dtype is _bool):
            return _F.mul(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Mul, _t_mul, _nb_mul)  # the same fast path in C, where it is built


class FloorDiv(Primitive):
    """``ops.FloorDiv()(input, other)``: element-wise floor division ``input // other``.

    Mirrors ``mindspore.ops.FloorDiv`` (2.10). Computed by ``mindspore.ops.floor_div``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "FloorDiv")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        return _F.floor_div(input, other)


class FloorMod(Primitive):
    """``ops.FloorMod()(x, y)``: element-wise remainder with the sign of the divisor (``input % other``).

    Mirrors ``mindspore.ops.FloorMod`` (2.10). Computed by ``mindspore.ops.floor_mod``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "FloorMod")

    def __call__(self, x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
        try:
            r = _t_floor_mod(x._t, y._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_floor_mod and r.dtype is _bool):
            return _F.floor_mod(x, y)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(FloorMod, _t_floor_mod, _nb_floor_mod)  # the same fast path in C, where it is built


class Pow(Primitive):
    """``ops.Pow()(input, exponent)``: element-wise power ``input ** other``.

    Mirrors ``mindspore.ops.Pow`` (2.10). Computed by ``mindspore.ops.pow``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Pow")

    def __call__(self, input: Tensor | float | bool, exponent: Tensor | float | bool) -> Tensor:
        try:
            r = _t_pow(input._t, exponent._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_pow and r.dtype is _bool):
            return _F.pow(input, exponent)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Pow, _t_pow, _nb_pow)  # the same fast path in C, where it is built


class Minimum(Primitive):
    """``ops.Minimum()(input, other)``: element-wise minimum.

    Mirrors ``mindspore.ops.Minimum`` (2.10). Computed by ``mindspore.ops.minimum``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Minimum")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_minimum(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_minimum and r.dtype is _bool):
            return _F.minimum(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Minimum, _t_minimum, _nb_minimum)  # the same fast path in C, where it is built


class Maximum(Primitive):
    """``ops.Maximum()(input, other)``: element-wise maximum.

    Mirrors ``mindspore.ops.Maximum`` (2.10). Computed by ``mindspore.ops.maximum``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Maximum")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_maximum(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_maximum and r.dtype is _bool):
            return _F.maximum(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Maximum, _t_maximum, _nb_maximum)  # the same fast path in C, where it is built


class Atan2(Primitive):
    """``ops.Atan2()(input, other)``: element-wise arc tangent of ``input / other``.

    Mirrors ``mindspore.ops.Atan2`` (2.10). Computed by ``mindspore.ops.atan2``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Atan2")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_atan2(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_atan2 and r.dtype is _bool):
            return _F.atan2(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Atan2, _t_atan2, _nb_atan2)  # the same fast path in C, where it is built


class BitwiseAnd(Primitive):
    """``ops.BitwiseAnd()(*args)``: element-wise bitwise (or, for Bool, logical) AND.

    Mirrors ``mindspore.ops.BitwiseAnd`` (2.10). Computed by ``mindspore.ops.bitwise_and``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BitwiseAnd")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.bitwise_and(*args)


class BitwiseOr(Primitive):
    """``ops.BitwiseOr()(*args)``: element-wise bitwise (or, for Bool, logical) OR.

    Mirrors ``mindspore.ops.BitwiseOr`` (2.10). Computed by ``mindspore.ops.bitwise_or``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BitwiseOr")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.bitwise_or(*args)


class BitwiseXor(Primitive):
    """``ops.BitwiseXor()(*args)``: element-wise bitwise (or, for Bool, logical) XOR.

    Mirrors ``mindspore.ops.BitwiseXor`` (2.10). Computed by ``mindspore.ops.bitwise_xor``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BitwiseXor")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.bitwise_xor(*args)


class LogicalAnd(Primitive):
    """``ops.LogicalAnd()(x, y)``: element-wise logical AND (Bool result).

    Mirrors ``mindspore.ops.LogicalAnd`` (2.10). Computed by ``mindspore.ops.logical_and``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "LogicalAnd")

    def __call__(self, x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
        return _F.logical_and(x, y)


class LogicalOr(Primitive):
    """``ops.LogicalOr()(x, y)``: element-wise logical OR (Bool result).

    Mirrors ``mindspore.ops.LogicalOr`` (2.10). Computed by ``mindspore.ops.logical_or``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "LogicalOr")

    def __call__(self, x: Tensor | float | bool, y: Tensor | float | bool) -> Tensor:
        return _F.logical_or(x, y)


class LogicalXor(Primitive):
    """``ops.LogicalXor()(input, other)``: element-wise logical XOR (Bool result).

    Mirrors ``mindspore.ops.LogicalXor`` (2.10). Computed by ``mindspore.ops.logical_xor``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "LogicalXor")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_logical_xor(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_logical_xor and r.dtype is _bool):
            return _F.logical_xor(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(LogicalXor, _t_logical_xor, _nb_logical_xor)  # the same fast path in C, where it is built


class Equal(Primitive):
    """``ops.Equal()(input, other)``: element-wise comparison ``input == other`` (Bool result).

    Mirrors ``mindspore.ops.Equal`` (2.10). Computed by ``mindspore.ops.equal``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Equal")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_equal(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_equal and r.dtype is _bool):
            if not isinstance(input, Tensor):
                raise _errors.tensor_input_error("Equal", input, other, "Number, Tensor")
            return _F.equal(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Equal, _t_equal, _nb_equal)  # the same fast path in C, where it is built


class NotEqual(Primitive):
    """``ops.NotEqual()(input, other)``: element-wise comparison ``input != other`` (Bool result).

    Mirrors ``mindspore.ops.NotEqual`` (2.10). Computed by ``mindspore.ops.not_equal``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "NotEqual")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_not_equal(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_not_equal and r.dtype is _bool):
            return _F.not_equal(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(NotEqual, _t_not_equal, _nb_not_equal)  # the same fast path in C, where it is built


class Less(Primitive):
    """``ops.Less()(input, other)``: element-wise comparison ``input < other`` (Bool result).

    Mirrors ``mindspore.ops.Less`` (2.10). Computed by ``mindspore.ops.less``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Less")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_less(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_less and r.dtype is _bool):
            if not isinstance(input, Tensor):
                raise _errors.tensor_input_error("Less", input, other, "bool, Number, Tensor")
            return _F.less(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Less, _t_less, _nb_less)  # the same fast path in C, where it is built


class LessEqual(Primitive):
    """``ops.LessEqual()(input, other)``: element-wise comparison ``input <= other`` (Bool result).

    Mirrors ``mindspore.ops.LessEqual`` (2.10). Computed by ``mindspore.ops.less_equal``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "LessEqual")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_less_equal(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_less_equal and r.dtype is _bool):
            return _F.less_equal(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(LessEqual, _t_less_equal, _nb_less_equal)  # the same fast path in C, where it is built


class Greater(Primitive):
    """``ops.Greater()(input, other)``: element-wise comparison ``input > other`` (Bool result).

    Mirrors ``mindspore.ops.Greater`` (2.10). Computed by ``mindspore.ops.greater``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Greater")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_greater(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_greater and r.dtype is _bool):
            return _F.greater(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Greater, _t_greater, _nb_greater)  # the same fast path in C, where it is built


class GreaterEqual(Primitive):
    """``ops.GreaterEqual()(input, other)``: element-wise comparison ``input >= other`` (Bool result).

    Mirrors ``mindspore.ops.GreaterEqual`` (2.10). Computed by ``mindspore.ops.greater_equal``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "GreaterEqual")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_greater_equal(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_greater_equal and r.dtype is _bool):
            return _F.greater_equal(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(GreaterEqual, _t_greater_equal, _nb_greater_equal)  # the same fast path in C, where it is built


class SquaredDifference(Primitive):
    """``ops.SquaredDifference()(*args)``: element-wise ``(input - other) ** 2``.

    Mirrors ``mindspore.ops.SquaredDifference`` (2.10). Computed by ``mindspore.ops.squared_difference``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "SquaredDifference")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.squared_difference(*args)


class Xlogy(Primitive):
    """``ops.Xlogy()(input, other)``: element-wise ``input * log(other)`` (nan where ``input`` is 0 and ``log(other)`` is not finite).

    Mirrors ``mindspore.ops.Xlogy`` (2.10). Computed by ``mindspore.ops.xlogy``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Xlogy")

    def __call__(self, input: Tensor | float | bool, other: Tensor | float | bool) -> Tensor:
        try:
            r = _t_xlogy(input._t, other._t)  # two Tensors: the functional op's fast path
        except (AttributeError, TypeError, RuntimeError):
            r = None  # the functional op is called outside the handler: no chained torch error
        if r is None or (_nb_xlogy and r.dtype is _bool):
            return _F.xlogy(input, other)  # anything else (and errors): the functional op
        out = _new(Tensor)  # _wrap(r), inlined
        out._t = r
        out._lazy = None
        return out


_fast_prim_call(Xlogy, _t_xlogy, _nb_xlogy)  # the same fast path in C, where it is built


class Hypot(Primitive):
    """``ops.Hypot()(*args)``: element-wise ``sqrt(input**2 + other**2)``.

    Mirrors ``mindspore.ops.Hypot`` (2.10). Computed by ``mindspore.ops.hypot``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Hypot")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.hypot(*args)


class Xdivy(Primitive):
    """``ops.Xdivy()(*args)``: element-wise ``x / y``, 0 where ``x`` is 0.

    Mirrors ``mindspore.ops.Xdivy`` (2.10). Computed by ``mindspore.ops.xdivy``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Xdivy")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.xdivy(*args)


class Lcm(Primitive):
    """``ops.Lcm()(*args)``: element-wise least common multiple of Int32/Int64 tensors.

    Mirrors ``mindspore.ops.Lcm`` (2.10). Computed by ``mindspore.ops.lcm``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Lcm")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.lcm(*args)


class TruncateDiv(Primitive):
    """``ops.TruncateDiv()(*args)``: element-wise division rounded towards zero (dtype by promotion).

    Mirrors ``mindspore.ops.TruncateDiv`` (2.10). Computed by ``mindspore.ops.truncate_div``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "TruncateDiv")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.truncate_div(*args)


class TruncateMod(Primitive):
    """``ops.TruncateMod()(*args)``: element-wise remainder of the truncated division (sign of ``x``).

    Mirrors ``mindspore.ops.TruncateMod`` (2.10). Computed by ``mindspore.ops.truncate_mod``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "TruncateMod")

    def __call__(self, *args: Tensor | float | bool) -> Tensor:
        return _F.truncate_mod(*args)


class Neg(Primitive):
    """``ops.Neg()(input)``: element-wise negation.

    Mirrors ``mindspore.ops.Neg`` (2.10). Computed by ``mindspore.ops.neg``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Neg")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.neg(input)


class Abs(Primitive):
    """``ops.Abs()(input)``: element-wise absolute value.

    Mirrors ``mindspore.ops.Abs`` (2.10). Computed by ``mindspore.ops.abs``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Abs")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.abs(input)


class Exp(Primitive):
    """``ops.Exp()(input)``: element-wise exponential of a float or complex tensor (MindSpore's type check refuses Int32 and smaller, its CPU kernel Int64 and Bool).

    Mirrors ``mindspore.ops.Exp`` (2.10). Computed by ``mindspore.ops.exp``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Exp")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.exp(input)


class Expm1(Primitive):
    """``ops.Expm1()(input)``: element-wise ``exp(x) - 1``.

    Mirrors ``mindspore.ops.Expm1`` (2.10). Computed by ``mindspore.ops.expm1``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Expm1")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.expm1(input)


class Log(Primitive):
    """``ops.Log()(input)``: element-wise natural logarithm.

    Mirrors ``mindspore.ops.Log`` (2.10). Computed by ``mindspore.ops.log``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Log")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.log(input)


class Log1p(Primitive):
    """``ops.Log1p()(input)``: element-wise ``log(1 + x)``.

    Mirrors ``mindspore.ops.Log1p`` (2.10). Computed by ``mindspore.ops.log1p``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Log1p")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.log1p(input)


class Sqrt(Primitive):
    """``ops.Sqrt()(x)``: element-wise square root (integers give Float32).

    Mirrors ``mindspore.ops.Sqrt`` (2.10). Computed by ``mindspore.ops.sqrt``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Sqrt")

    def __call__(self, x: Tensor) -> Tensor:
        return _F.sqrt(x)


class Rsqrt(Primitive):
    """``ops.Rsqrt()(input)``: element-wise reciprocal square root.

    Mirrors ``mindspore.ops.Rsqrt`` (2.10). Computed by ``mindspore.ops.rsqrt``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Rsqrt")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.rsqrt(input)


class Square(Primitive):
    """``ops.Square()(input)``: element-wise square (dtype kept).

    Mirrors ``mindspore.ops.Square`` (2.10). Computed by ``mindspore.ops.square``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Square")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.square(input)


class Sin(Primitive):
    """``ops.Sin()(input)``: element-wise sine.

    Mirrors ``mindspore.ops.Sin`` (2.10). Computed by ``mindspore.ops.sin``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Sin")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.sin(input)


class Cos(Primitive):
    """``ops.Cos()(input)``: element-wise cosine.

    Mirrors ``mindspore.ops.Cos`` (2.10). Computed by ``mindspore.ops.cos``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Cos")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.cos(input)


class Tan(Primitive):
    """``ops.Tan()(*args)``: element-wise tangent.

    Mirrors ``mindspore.ops.Tan`` (2.10). Computed by ``mindspore.ops.tan``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Tan")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.tan(*args)


class Asin(Primitive):
    """``ops.Asin()(input)``: element-wise arc sine.

    Mirrors ``mindspore.ops.Asin`` (2.10). Computed by ``mindspore.ops.asin``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Asin")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.asin(input)


class ACos(Primitive):
    """``ops.ACos()(input)``: element-wise arc cosine.

    Mirrors ``mindspore.ops.ACos`` (2.10). Computed by ``mindspore.ops.acos``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "ACos")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.acos(input)


class Atan(Primitive):
    """``ops.Atan()(input)``: element-wise arc tangent.

    Mirrors ``mindspore.ops.Atan`` (2.10). Computed by ``mindspore.ops.atan``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Atan")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.atan(input)


class Sinh(Primitive):
    """``ops.Sinh()(input)``: element-wise hyperbolic sine.

    Mirrors ``mindspore.ops.Sinh`` (2.10). Computed by ``mindspore.ops.sinh``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Sinh")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.sinh(input)


class Cosh(Primitive):
    """``ops.Cosh()(input)``: element-wise hyperbolic cosine.

    Mirrors ``mindspore.ops.Cosh`` (2.10). Computed by ``mindspore.ops.cosh``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Cosh")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.cosh(input)


class Floor(Primitive):
    """``ops.Floor()(input)``: element-wise floor.

    Mirrors ``mindspore.ops.Floor`` (2.10). Computed by ``mindspore.ops.floor``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Floor")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.floor(input)


class Ceil(Primitive):
    """``ops.Ceil()(input)``: element-wise ceiling.

    Mirrors ``mindspore.ops.Ceil`` (2.10). Computed by ``mindspore.ops.ceil``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Ceil")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.ceil(input)


class Trunc(Primitive):
    """``ops.Trunc()(input)``: element-wise truncation toward zero.

    Mirrors ``mindspore.ops.Trunc`` (2.10). Computed by ``mindspore.ops.trunc``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Trunc")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.trunc(input)


class Sign(Primitive):
    """``ops.Sign()(input)``: element-wise sign (-1, 0 or 1; dtype kept).

    Mirrors ``mindspore.ops.Sign`` (2.10). Computed by ``mindspore.ops.sign``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Sign")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.sign(input)


class Reciprocal(Primitive):
    """``ops.Reciprocal()(input)``: element-wise reciprocal ``1 / x`` (integers give Float32).

    Mirrors ``mindspore.ops.Reciprocal`` (2.10). Computed by ``mindspore.ops.reciprocal``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Reciprocal")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.reciprocal(input)


class Erf(Primitive):
    """``ops.Erf()(input)``: element-wise Gauss error function.

    Mirrors ``mindspore.ops.Erf`` (2.10). Computed by ``mindspore.ops.erf``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Erf")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.erf(input)


class Erfc(Primitive):
    """``ops.Erfc()(input)``: element-wise complementary error function.

    Mirrors ``mindspore.ops.Erfc`` (2.10). Computed by ``mindspore.ops.erfc``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Erfc")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.erfc(input)


class LogicalNot(Primitive):
    """``ops.LogicalNot()(input)``: element-wise logical NOT (Bool result).

    Mirrors ``mindspore.ops.LogicalNot`` (2.10). Computed by ``mindspore.ops.logical_not``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "LogicalNot")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.logical_not(input)


class IsNan(Primitive):
    """``ops.IsNan()(*args)``: element-wise NaN test (Bool result).

    Mirrors ``mindspore.ops.IsNan`` (2.10). Computed by ``mindspore.ops.isnan``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "IsNan")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.isnan(*args)


class IsInf(Primitive):
    """``ops.IsInf()(input)``: element-wise infinity test (Bool result).

    Mirrors ``mindspore.ops.IsInf`` (2.10). Computed by ``mindspore.ops.isinf``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "IsInf")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.isinf(input)


class IsFinite(Primitive):
    """``ops.IsFinite()(input)``: element-wise finiteness test (Bool result).

    Mirrors ``mindspore.ops.IsFinite`` (2.10). Computed by ``mindspore.ops.isfinite``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "IsFinite")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.isfinite(input)


class Acosh(Primitive):
    """``ops.Acosh()(input)``: element-wise inverse hyperbolic cosine.

    Mirrors ``mindspore.ops.Acosh`` (2.10). Computed by ``mindspore.ops.acosh``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Acosh")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.acosh(input)


class Asinh(Primitive):
    """``ops.Asinh()(input)``: element-wise inverse hyperbolic sine.

    Mirrors ``mindspore.ops.Asinh`` (2.10). Computed by ``mindspore.ops.asinh``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Asinh")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.asinh(input)


class Atanh(Primitive):
    """``ops.Atanh()(input)``: element-wise inverse hyperbolic tangent.

    Mirrors ``mindspore.ops.Atanh`` (2.10). Computed by ``mindspore.ops.atanh``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Atanh")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.atanh(input)


class Erfinv(Primitive):
    """``ops.Erfinv()(input)``: element-wise inverse error function.

    Mirrors ``mindspore.ops.Erfinv`` (2.10). Computed by ``mindspore.ops.erfinv``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Erfinv")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.erfinv(input)


class Digamma(Primitive):
    """``ops.Digamma()(*args)``: element-wise digamma (logarithmic derivative of gamma).

    Mirrors ``mindspore.ops.Digamma`` (2.10). Computed by ``mindspore.ops.digamma``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Digamma")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.digamma(*args)


class BesselI0(Primitive):
    """``ops.BesselI0()(*args)``: element-wise modified Bessel function of order 0.

    Mirrors ``mindspore.ops.BesselI0`` (2.10). Computed by ``mindspore.ops.bessel_i0``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselI0")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_i0(*args)


class BesselI0e(Primitive):
    """``ops.BesselI0e()(*args)``: element-wise exponentially scaled modified Bessel function of order 0.

    Mirrors ``mindspore.ops.BesselI0e`` (2.10). Computed by ``mindspore.ops.bessel_i0e``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselI0e")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_i0e(*args)


class BesselI1(Primitive):
    """``ops.BesselI1()(*args)``: element-wise modified Bessel function of order 1.

    Mirrors ``mindspore.ops.BesselI1`` (2.10). Computed by ``mindspore.ops.bessel_i1``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselI1")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_i1(*args)


class BesselI1e(Primitive):
    """``ops.BesselI1e()(*args)``: element-wise exponentially scaled modified Bessel function of order 1.

    Mirrors ``mindspore.ops.BesselI1e`` (2.10). Computed by ``mindspore.ops.bessel_i1e``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselI1e")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_i1e(*args)


class BesselJ0(Primitive):
    """``ops.BesselJ0()(*args)``: element-wise Bessel function of the first kind, order 0.

    Mirrors ``mindspore.ops.BesselJ0`` (2.10). Computed by ``mindspore.ops.bessel_j0``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselJ0")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_j0(*args)


class BesselJ1(Primitive):
    """``ops.BesselJ1()(*args)``: element-wise Bessel function of the first kind, order 1.

    Mirrors ``mindspore.ops.BesselJ1`` (2.10). Computed by ``mindspore.ops.bessel_j1``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselJ1")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_j1(*args)


class BesselK0(Primitive):
    """``ops.BesselK0()(*args)``: element-wise modified Bessel function of the second kind, order 0.

    Mirrors ``mindspore.ops.BesselK0`` (2.10). Computed by ``mindspore.ops.bessel_k0``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselK0")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_k0(*args)


class BesselK0e(Primitive):
    """``ops.BesselK0e()(*args)``: element-wise exponentially scaled modified Bessel function of the second kind, order 0.

    Mirrors ``mindspore.ops.BesselK0e`` (2.10). Computed by ``mindspore.ops.bessel_k0e``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselK0e")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_k0e(*args)


class BesselK1(Primitive):
    """``ops.BesselK1()(*args)``: element-wise modified Bessel function of the second kind, order 1.

    Mirrors ``mindspore.ops.BesselK1`` (2.10). Computed by ``mindspore.ops.bessel_k1``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselK1")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_k1(*args)


class BesselK1e(Primitive):
    """``ops.BesselK1e()(*args)``: element-wise exponentially scaled modified Bessel function of the second kind, order 1.

    Mirrors ``mindspore.ops.BesselK1e`` (2.10). Computed by ``mindspore.ops.bessel_k1e``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselK1e")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_k1e(*args)


class BesselY0(Primitive):
    """``ops.BesselY0()(*args)``: element-wise Bessel function of the second kind, order 0.

    Mirrors ``mindspore.ops.BesselY0`` (2.10). Computed by ``mindspore.ops.bessel_y0``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselY0")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_y0(*args)


class BesselY1(Primitive):
    """``ops.BesselY1()(*args)``: element-wise Bessel function of the second kind, order 1.

    Mirrors ``mindspore.ops.BesselY1`` (2.10). Computed by ``mindspore.ops.bessel_y1``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "BesselY1")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.bessel_y1(*args)


class Lgamma(Primitive):
    """``ops.Lgamma()(*args)``: element-wise ``log(|gamma(x)|)``.

    Mirrors ``mindspore.ops.Lgamma`` (2.10). Computed by ``mindspore.ops.lgamma``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Lgamma")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.lgamma(*args)


class Sinc(Primitive):
    """``ops.Sinc()(input)``: element-wise normalised sinc ``sin(pi x) / (pi x)`` (1 at 0).

    Mirrors ``mindspore.ops.Sinc`` (2.10). Computed by ``mindspore.ops.sinc``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Sinc")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.sinc(input)


class Real(Primitive):
    """``ops.Real()(input)``: element-wise real part (the input itself for real dtypes).

    Mirrors ``mindspore.ops.Real`` (2.10). Computed by ``mindspore.ops.real``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Real")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.real(input)


class Imag(Primitive):
    """``ops.Imag()(*args)``: element-wise imaginary part (zeros of the input dtype for real dtypes).

    Mirrors ``mindspore.ops.Imag`` (2.10). Computed by ``mindspore.ops.imag``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Imag")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.imag(*args)


class Conj(Primitive):
    """``ops.Conj()(input)``: element-wise complex conjugate (the input values for real dtypes).

    Mirrors ``mindspore.ops.Conj`` (2.10). Computed by ``mindspore.ops.conj``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Conj")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.conj(input)


class Angle(Primitive):
    """``ops.Angle()(input)``: element-wise argument of a complex tensor (Float32 for Complex64).

    Mirrors ``mindspore.ops.Angle`` (2.10). Computed by ``mindspore.ops.angle``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Angle")

    def __call__(self, input: Tensor) -> Tensor:
        return _F.angle(input)


class Inv(Primitive):
    """``ops.Inv()(*args)``: element-wise reciprocal keeping the dtype.

    Mirrors ``mindspore.ops.Inv`` (2.10). Computed by ``mindspore.ops.inv``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Inv")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.inv(*args)


class PopulationCount(Primitive):
    """``ops.PopulationCount()(*args)``: element-wise number of set bits (two's complement), as UInt8.

    Mirrors ``mindspore.ops.PopulationCount`` (2.10). Computed by ``mindspore.ops.population_count``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "PopulationCount")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.population_count(*args)


class Invert(Primitive):
    """``ops.Invert()(*args)``: element-wise bitwise NOT of an integer tensor.

    Mirrors ``mindspore.ops.Invert`` (2.10). Computed by ``mindspore.ops.invert``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Invert")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.invert(*args)


class Eps(Primitive):
    """``ops.Eps()(*args)``: element-wise machine epsilon of the input's dtype, in a tensor like it.

    Mirrors ``mindspore.ops.Eps`` (2.10). Computed by ``mindspore.ops.eps``, the same mapping the functional
    op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Eps")

    def __call__(self, *args: Tensor) -> Tensor:
        return _F.eps(*args)


class ReduceSum(Primitive):
    """``ops.ReduceSum(keep_dims=False, skip_mode=False)(x, axis=())``: sum over ``axis`` (default: all), keeping the input dtype.

    Mirrors ``mindspore.ops.ReduceSum`` (2.10). Computed by ``mindspore.ops.reduce_sum``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False, skip_mode: bool = False) -> None:
        Primitive.__init__(self, "ReduceSum")
        self.keep_dims = keep_dims
        self.skip_mode = skip_mode
        self.attrs.update({"keep_dims": self.keep_dims, "skip_mode": self.skip_mode})

    def __call__(self, x: Tensor, axis: int | tuple | list = ()) -> Tensor | tuple:
        _R.prim_check(self, x, axis, "x", True)
        return _M.reduce_sum(x, axis, self.keep_dims)


class ReduceMean(Primitive):
    """``ops.ReduceMean(keep_dims=False)(x, axis=())``: mean over ``axis`` (default: all).

    Mirrors ``mindspore.ops.ReduceMean`` (2.10). Computed by ``mindspore.ops.mean``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceMean")
        self.keep_dims = keep_dims
        self.attrs.update({"keep_dims": self.keep_dims})

    def __call__(self, x: Tensor, axis: int | tuple | list = ()) -> Tensor | tuple:
        _R.prim_check(self, x, axis, "x", True)
        return _M.mean(x, axis, self.keep_dims)


class ReduceProd(Primitive):
    """``ops.ReduceProd(keep_dims=False)(x, axis=())``: product over ``axis`` (default: all), keeping the input dtype.

    Mirrors ``mindspore.ops.ReduceProd`` (2.10). Computed by ``mindspore.ops.prod``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceProd")
        self.keep_dims = keep_dims
        self.attrs.update({"keep_dims": self.keep_dims})

    def __call__(self, x: Tensor, axis: int | tuple | list = ()) -> Tensor | tuple:
        _R.prim_check(self, x, axis, "x", True)
        return _M._prod_prim(x, axis, self.keep_dims)


class ReduceMax(Primitive):
    """``ops.ReduceMax(keep_dims=False)(x, axis=())``: maximum over ``axis`` (default: all).

    Mirrors ``mindspore.ops.ReduceMax`` (2.10). Computed by ``mindspore.ops.amax``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceMax")
        self.keep_dims = keep_dims
        self.attrs.update({"keep_dims": self.keep_dims})

    def __call__(self, x: Tensor, axis: int | tuple | list = ()) -> Tensor | tuple:
        _R.prim_check(self, x, axis, "x", True)
        return _M.amax(x, axis, self.keep_dims)


class ReduceMin(Primitive):
    """``ops.ReduceMin(keep_dims=False)(x, axis=())``: minimum over ``axis`` (default: all).

    Mirrors ``mindspore.ops.ReduceMin`` (2.10). Computed by ``mindspore.ops.amin``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceMin")
        self.keep_dims = keep_dims
        self.attrs.update({"keep_dims": self.keep_dims})

    def __call__(self, x: Tensor, axis: int | tuple | list = ()) -> Tensor | tuple:
        _R.prim_check(self, x, axis, "x", True)
        return _M.amin(x, axis, self.keep_dims)


class ReduceAll(Primitive):
    """``ops.ReduceAll(keep_dims=False)(input, axis=None)``: logical AND over ``axis`` (None: all); Bool result.

    Mirrors ``mindspore.ops.ReduceAll`` (2.10). Computed by ``mindspore.ops.all``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceAll")
        self.keep_dims = keep_dims
        self.attrs.update({"keep_dims": self.keep_dims})

    def __call__(self, input: Tensor, axis: int | tuple | list | None = None) -> Tensor | tuple:
        _R.prim_check(self, input, axis, "input", True)
        return _M.all(input, axis, self.keep_dims)


class ReduceAny(Primitive):
    """``ops.ReduceAny(keep_dims=False)(x, axis=())``: logical OR over ``axis`` (None: all); Bool result.

    Mirrors ``mindspore.ops.ReduceAny`` (2.10). Computed by ``mindspore.ops.any``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceAny")
        self.keep_dims = keep_dims
        self.attrs.update({"keep_dims": self.keep_dims})

    def __call__(self, x: Tensor, axis: int | tuple | list = ()) -> Tensor | tuple:
        _R.prim_check(self, x, axis, "x", True)
        return _M.any(x, axis, self.keep_dims)


class ReduceStd(Primitive):
    """``ops.ReduceStd(axis=(), unbiased=True, keep_dims=False)(x)``: ``(std, mean)`` over ``axis``.

    Mirrors ``mindspore.ops.ReduceStd`` (2.10). Computed by ``mindspore.ops.std_mean``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, axis: int | tuple | list = (), unbiased: bool = True, keep_dims: bool = False) -> None:
        Primitive.__init__(self, "ReduceStd")
        self.axis = _R.int_tuple(axis)
        self.unbiased = unbiased
        self.keep_dims = keep_dims
        self.attrs.update({"axis": self.axis, "unbiased": self.unbiased, "keep_dims": self.keep_dims})

    def __call__(self, x: Tensor) -> Tensor | tuple:
        _R.prim_check(self, x, self.axis, "x", False)
        return _M.std_mean(x, self.axis, int(self.unbiased), self.keep_dims)


class ReLU(Primitive):
    """``ops.ReLU()(input)``: ``max(x, 0)``.

    Mirrors ``mindspore.ops.ReLU`` (2.10). Computed by ``mindspore.ops.relu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "ReLU")

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.relu(input)


class ReLU6(Primitive):
    """``ops.ReLU6()(x)``: ``min(max(x, 0), 6)``.

    Mirrors ``mindspore.ops.ReLU6`` (2.10). Computed by ``mindspore.ops.relu6``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "ReLU6")

    def __call__(self, x: Tensor) -> Tensor | tuple:
        return _N.relu6(x)


class GeLU(Primitive):
    """``ops.GeLU()(input)``: GELU, tanh approximation.

    Mirrors ``mindspore.ops.GeLU`` (2.10). Computed by ``mindspore.ops.gelu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "GeLU")

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.gelu(input, "tanh")


class Gelu(Primitive):
    """``ops.Gelu()(input)``: GELU, tanh approximation.

    Mirrors ``mindspore.ops.Gelu`` (2.10). Computed by ``mindspore.ops.gelu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Gelu")

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.gelu(input, "tanh")


class FastGeLU(Primitive):
    """``ops.FastGeLU()(x)``: fast GELU ``x / (1 + exp(-1.702 |x|)) exp(0.851 (x - |x|))``.

    Mirrors ``mindspore.ops.FastGeLU`` (2.10). Computed by ``mindspore.ops.fast_gelu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "FastGeLU")

    def __call__(self, x: Tensor) -> Tensor | tuple:
        return _N.fast_gelu(x)


class FastGelu(Primitive):
    """``ops.FastGelu()(x)``: fast GELU ``x / (1 + exp(-1.702 |x|)) exp(0.851 (x - |x|))``.

    Mirrors ``mindspore.ops.FastGelu`` (2.10). Computed by ``mindspore.ops.fast_gelu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "FastGelu")

    def __call__(self, x: Tensor) -> Tensor | tuple:
        return _N.fast_gelu(x)


class Elu(Primitive):
    """``ops.Elu(alpha=1.0)(input_x)``: ELU with ``alpha``.

    Mirrors ``mindspore.ops.Elu`` (2.10). Computed by ``mindspore.ops.elu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, alpha: float = 1.0) -> None:
        Primitive.__init__(self, "Elu")
        self.alpha = alpha
        self.attrs.update({"alpha": self.alpha})

    def __call__(self, input_x: Tensor) -> Tensor | tuple:
        return _N.elu(input_x, self.alpha)


class HSwish(Primitive):
    """``ops.HSwish()(input)``: hard swish ``x * relu6(x + 3) / 6``.

    Mirrors ``mindspore.ops.HSwish`` (2.10). Computed by ``mindspore.ops.hardswish``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "HSwish")

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.hardswish(input)


class HSigmoid(Primitive):
    """``ops.HSigmoid()(input)``: hard sigmoid ``relu6(x + 3) / 6``.

    Mirrors ``mindspore.ops.HSigmoid`` (2.10). Computed by ``mindspore.ops.hardsigmoid``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "HSigmoid")

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.hardsigmoid(input)


class Softplus(Primitive):
    """``ops.Softplus()(*args)``: ``log(1 + exp(x))``.

    Mirrors ``mindspore.ops.Softplus`` (2.10). Computed by ``mindspore.ops.softplus``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Softplus")

    def __call__(self, *args: Tensor) -> Tensor | tuple:
        return _N.softplus(*args)


class Softsign(Primitive):
    """``ops.Softsign()(*args)``: ``x / (1 + |x|)``.

    Mirrors ``mindspore.ops.Softsign`` (2.10). Computed by ``mindspore.ops.softsign``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Softsign")

    def __call__(self, *args: Tensor) -> Tensor | tuple:
        return _N.softsign(*args)


class SeLU(Primitive):
    """``ops.SeLU()(*args)``: scaled ELU.

    Mirrors ``mindspore.ops.SeLU`` (2.10). Computed by ``mindspore.ops.selu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "SeLU")

    def __call__(self, *args: Tensor) -> Tensor | tuple:
        return _N.selu(*args)


class Mish(Primitive):
    """``ops.Mish()(*args)``: ``x * tanh(softplus(x))``.

    Mirrors ``mindspore.ops.Mish`` (2.10). Computed by ``mindspore.ops.mish``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "Mish")

    def __call__(self, *args: Tensor) -> Tensor | tuple:
        return _N.mish(*args)


class PReLU(Primitive):
    """``ops.PReLU()(input, weight)``: ``x`` if positive else ``weight * x``.

    Mirrors ``mindspore.ops.PReLU`` (2.10). Computed by ``mindspore.ops.prelu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self) -> None:
        Primitive.__init__(self, "PReLU")

    def __call__(self, input: Tensor, weight: Tensor) -> Tensor | tuple:
        return _N.prelu(input, weight)


class CeLU(Primitive):
    """``ops.CeLU(alpha=1.0)(x)``: CELU with ``alpha``.

    Mirrors ``mindspore.ops.CeLU`` (2.10). Computed by ``mindspore.ops.celu``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, alpha: float = 1.0) -> None:
        Primitive.__init__(self, "CeLU")
        self.alpha = alpha
        self.attrs.update({"alpha": self.alpha})

    def __call__(self, x: Tensor) -> Tensor | tuple:
        return _N.celu(x, self.alpha)


class HShrink(Primitive):
    """``ops.HShrink(lambd=0.5)(input)``: hard shrink with threshold ``lambd``.

    Mirrors ``mindspore.ops.HShrink`` (2.10). Computed by ``mindspore.ops.hardshrink``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, lambd: float = 0.5) -> None:
        Primitive.__init__(self, "HShrink")
        self.lambd = lambd
        self.attrs.update({"lambd": self.lambd})

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.hardshrink(input, self.lambd)


class SoftShrink(Primitive):
    """``ops.SoftShrink(lambd=0.5)(input)``: soft shrink with threshold ``lambd``.

    Mirrors ``mindspore.ops.SoftShrink`` (2.10). Computed by ``mindspore.ops.softshrink``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, lambd: float = 0.5) -> None:
        Primitive.__init__(self, "SoftShrink")
        self.lambd = lambd
        self.attrs.update({"lambd": self.lambd})

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N.softshrink(input, self.lambd)


class Softmax(Primitive):
    """``ops.Softmax(axis=-1)(input)``: softmax along ``axis`` (stored as a tuple, as MindSpore).

    Mirrors ``mindspore.ops.Softmax`` (2.10). Computed by ``mindspore.ops.softmax``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, axis: int | tuple | list = -1) -> None:
        Primitive.__init__(self, "Softmax")
        _R.attr_type("Softmax", "axis", axis, "int, tuple of int")
        self.axis = _R.int_tuple(axis)
        self.attrs.update({"axis": self.axis})

    def __call__(self, input: Tensor) -> Tensor | tuple:
        return _N._softmax_prim(input, self.axis)


class LogSoftmax(Primitive):
    """``ops.LogSoftmax(axis=-1)(logits)``: log-softmax along ``axis``.

    Mirrors ``mindspore.ops.LogSoftmax`` (2.10). Computed by ``mindspore.ops.log_softmax``, the same mapping the
    functional op and the Tensor methods use; errors are those of that functional op.
    """

    __module__ = "mindshim.ops.operations"

    def __init__(self, axis: int | tuple | list = -1) -> None:
        Primitive.__init__(self, "LogSoftmax")
        self.axis = axis
        self.attrs.update({"axis": self.axis})

    def __call__(self, logits: Tensor) -> Tensor | tuple:
        return _N.log_softmax(logits, self.axis)
