"""Math functional ops (`ops.add`, `ops.exp`, `ops.sum`, `ops.equal`, ...): the one mapping of each op onto torch.

Element-wise binary ops follow MindSpore 2.10's type promotion, which on CPU matches torch's: a Python
``int`` keeps an integer tensor's dtype, a Python ``float`` makes it Float32, ``int32 op int64`` is Int64,
``float16 op float32`` is Float32, ``bool op int`` takes the int type, and true division of integers is
Float32. Python numbers on either side become 0-d tensors (``bool`` -> Bool, ``int`` -> Int64,
``float`` -> Float32), which torch treats exactly like MindSpore's scalars.
"""

from __future__ import annotations

import builtins

import numpy as np
import torch

from ...common import dtype as mstype
from ._utils import Tensor, _as_tensor, _axis, _bcast_error, _float_only, _ms_dtype_name, _type_name, _wrap

__all__ = [
    # element-wise binary
    "add", "sub", "mul", "div", "true_divide", "floor_div", "floordiv", "floor_mod", "remainder", "mod", "pow",
    "minimum", "maximum", "atan2", "bitwise_and", "bitwise_or", "bitwise_xor", "logical_and", "logical_or",
    "logical_xor", "equal", "not_equal", "ne", "less", "lt", "less_equal", "le", "greater", "gt", "greater_equal",
    "ge", "eq", "isclose", "tensor_add", "tensor_sub", "tensor_mul", "tensor_div", "tensor_floordiv", "tensor_mod",
    "tensor_pow", "tensor_lt", "tensor_le", "tensor_gt", "tensor_ge", "tensor_exp", "subtract", "multiply", "divide", "squared_difference", "xlogy",
    # element-wise unary
    "neg", "negative", "abs", "absolute", "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "rsqrt", "square",
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "sigmoid", "round", "floor", "ceil", "trunc",
    "sign", "reciprocal", "erf", "erfc", "logical_not", "isnan", "isinf", "isfinite", "invert", "bitwise_not",
    "exp2", "nan_to_num",
    # misc
    "clamp", "clip", "clip_by_value", "matmul", "bmm", "batch_matmul", "addn", "tensor_dot", "tensordot", "dot",
    "outer", "lerp", "select", "where", "addmm", "inner",
    # reductions
    "sum", "reduce_sum", "mean", "reduce_mean", "prod", "amax", "amin", "max", "min", "argmax", "argmin",
    "std", "var", "std_mean", "var_mean", "norm", "cumsum", "cumprod", "logsumexp", "all", "any", "topk", "sort",
    "argsort", "median", "count_nonzero",
]  # fmt: skip


# ------------------------------------------------------------------------------------------------
# element-wise binary ops: generated from one table
# ------------------------------------------------------------------------------------------------
_SCALARS = (bool, int, float)
# torch callables that take a Python number as second operand with the same promotion as a 0-d tensor
_SCALAR_OK = {
    torch.add,
    torch.sub,
    torch.mul,
    torch.true_divide,
    torch.floor_divide,
    torch.remainder,
    torch.pow,
    torch.eq,
    torch.ne,
    torch.lt,
    torch.le,
    torch.gt,
    torch.ge,
    torch.bitwise_and,
    torch.bitwise_or,
    torch.bitwise_xor,
}
_SCALAR_OK_NAMES = ("_remainder", "_sub")


def _operand(x, op: str, a, b) -> torch.Tensor:
    """Slow path: turn one operand (Tensor, Python number, numpy scalar, list/tuple) into a torch tensor.

    For the ``+``/``-`` operators only (MindSpore's ``AddExt``/``SubExt``), a list/tuple of numbers is accepted
    and takes the other operand's dtype when both are integers or both floats. A numpy array is refused.
    """
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, _SCALARS) or isinstance(x, (np.generic, torch.Tensor)):
        return _as_tensor(x)
    if op.endswith("Ext") and isinstance(x, (list, tuple)) and x:  # only ``x + [..]`` / ``x - [..]`` accept lists
        other = b if x is a else a
        try:
            t = Tensor(x)._data()
        except (TypeError, ValueError):
            t = None
        if t is not None:
            if isinstance(other, Tensor):
                od = other._data().dtype
                if t.is_floating_point() == od.is_floating_point and od != torch.bool:
                    t = t.to(od)
            return t
    name = op[:-3] if op.endswith("Ext") else op
    raise TypeError(f'Failed calling {name} with "{name}()(input={_type_name(a)}, other={_type_name(b)})".')


def _binary(tfn, op: str, doc: str, name: str, names=("input1", "input2")):
    scalar_ok = tfn in _SCALAR_OK or getattr(tfn, "__name__", "") in _SCALAR_OK_NAMES
    """Make the functional op ``name(input, other)`` calling ``tfn`` on torch tensors.

    The fast path (two Tensors) is one attribute read per operand; everything else falls back to
    :func:`_operand`. A torch broadcast failure becomes MindSpore's ValueError.
    """

    def fn(input, other):  # noqa: A002
        try:
            return _wrap(tfn(input._t, other._t))
        except (AttributeError, TypeError):
            if scalar_ok and other.__class__ in _SCALARS and isinstance(input, Tensor):
                a = input._data()
                try:
                    return _wrap(tfn(a, other))
                except RuntimeError as e:
                    raise _translate(e, op, a, _as_tensor(other), names) from None
            a = _operand(input, op, input, other)
            b = _operand(other, op, input, other)
            try:
                return _wrap(tfn(a, b))
            except RuntimeError as e:
                raise _translate(e, op, a, b, names) from None
        except RuntimeError as e:
            raise _translate(e, op, input, other, names) from None

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn


def _bool_sub(a, b):
    """torch refuses ``-`` on Bool tensors; MindSpore promotes (``1 - Tensor(bool)`` is Int64)."""
    a = a if isinstance(a, torch.Tensor) else _as_tensor(a)
    b = b if isinstance(b, torch.Tensor) else _as_tensor(b)
    rt = torch.result_type(a, b)
    if rt == torch.bool:
        raise TypeError("For 'Sub', the input data type Bool is not supported.")
    return torch.sub(a.to(rt), b.to(rt))


def _translate(e: RuntimeError, op: str, a, b, names) -> Exception:
    msg = str(e)
    if "must match the size" in msg or "broadcast" in msg:
        return _bcast_error(op, a, b, names)
    if "not implemented for" in msg:
        return TypeError(f"For '{op}', the input data type is not supported: {msg}")
    return e


def _bin_doc(what: str, api: str, prim: str, extra: str = "") -> str:
    return (
        f"Element-wise {what}, with broadcasting. Mirrors ``mindspore.ops.{api}`` / ``ops.{prim}`` (2.10).\n\n"
        "    Args:\n"
        "        input (Tensor | number | bool): the first operand.\n"
        "        other (Tensor | number | bool): the second operand.\n\n"
        "    Returns:\n"
        "        Tensor of the broadcast shape; dtype by MindSpore's promotion rules (see the module docstring)."
        f"{extra}\n\n"
        "    Raises:\n"
        "        ValueError: if the shapes do not broadcast.\n"
        "        TypeError: if an operand is not a Tensor, number or bool.\n"
    )


def _remainder(a, b):
    r = torch.remainder(a, b)
    return r + 0.0 if r.is_floating_point() else r  # MindSpore prints 0 where torch gives -0.0


def _sub(a, b):
    try:
        return torch.sub(a, b)
    except RuntimeError as e:
        if "bool tensor is not supported" in str(e):
            return _bool_sub(a, b)
        raise


# name -> (torch callable, MindSpore primitive name, description)
_BINARY = {
    "add": (torch.add, "Add", "sum ``input + other``"),
    "sub": (_sub, "Sub", "difference ``input - other``"),
    "mul": (torch.mul, "Mul", "product ``input * other``"),
    "div": (torch.true_divide, "Div", "true division ``input / other`` (integers give Float32)"),
    "floor_div": (torch.floor_divide, "FloorDiv", "floor division ``input // other``"),
    "floor_mod": (_remainder, "FloorMod", "remainder with the sign of the divisor (``input % other``)"),
    "pow": (torch.pow, "Pow", "power ``input ** other``"),
    "minimum": (torch.minimum, "Minimum", "minimum"),
    "maximum": (torch.maximum, "Maximum", "maximum"),
    "atan2": (torch.atan2, "Atan2", "arc tangent of ``input / other``"),
    "bitwise_and": (torch.bitwise_and, "BitwiseAnd", "bitwise (or, for Bool, logical) AND"),
    "bitwise_or": (torch.bitwise_or, "BitwiseOr", "bitwise (or, for Bool, logical) OR"),
    "bitwise_xor": (torch.bitwise_xor, "BitwiseXor", "bitwise (or, for Bool, logical) XOR"),
    "logical_and": (torch.logical_and, "LogicalAnd", "logical AND (Bool result)"),
    "logical_or": (torch.logical_or, "LogicalOr", "logical OR (Bool result)"),
    "logical_xor": (torch.logical_xor, "LogicalXor", "logical XOR (Bool result)"),
    "equal": (torch.eq, "Equal", "comparison ``input == other`` (Bool result)"),
    "not_equal": (torch.ne, "NotEqual", "comparison ``input != other`` (Bool result)"),
    "less": (torch.lt, "Less", "comparison ``input < other`` (Bool result)"),
    "less_equal": (torch.le, "LessEqual", "comparison ``input <= other`` (Bool result)"),
    "greater": (torch.gt, "Greater", "comparison ``input > other`` (Bool result)"),
    "greater_equal": (torch.ge, "GreaterEqual", "comparison ``input >= other`` (Bool result)"),
    "squared_difference": (lambda a, b: (a - b) ** 2, "SquaredDifference", "``(input - other) ** 2``"),
    "xlogy": (torch.xlogy, "Xlogy", "``input * log(other)`` (0 where input is 0)"),
}


def _bin(name: str):
    tfn, prim, what = _BINARY[name]
    return _binary(tfn, prim, _bin_doc(what, name, prim), name)


add = _bin("add")
sub = _bin("sub")
mul = _bin("mul")
div = _bin("div")
floor_div = _bin("floor_div")
floor_mod = _bin("floor_mod")
pow = _bin("pow")
minimum = _bin("minimum")
maximum = _bin("maximum")
atan2 = _bin("atan2")
bitwise_and = _bin("bitwise_and")
bitwise_or = _bin("bitwise_or")
bitwise_xor = _bin("bitwise_xor")
logical_and = _bin("logical_and")
logical_or = _bin("logical_or")
logical_xor = _bin("logical_xor")
equal = _bin("equal")
not_equal = _bin("not_equal")
less = _bin("less")
less_equal = _bin("less_equal")
greater = _bin("greater")
greater_equal = _bin("greater_equal")
squared_difference = _bin("squared_difference")
xlogy = _bin("xlogy")

# the operator forms ``x + y``, ``x - y``, ``x // y`` report MindSpore's ``*Ext`` names in errors
_op_add = _binary(torch.add, "AddExt", _bin_doc("sum", "add", "Add"), "_op_add", ("input", "other"))
_op_sub = _binary(_sub, "SubExt", _bin_doc("difference", "sub", "Sub"), "_op_sub", ("input", "other"))
_op_floor_div = _binary(
    torch.floor_divide, "FloorDiv", _bin_doc("floor division", "floor_div", "FloorDiv"), "_op_floor_div",
    ("input", "other"),
)  # fmt: skip

# 1.x functional names (`mindspore.ops.functional.tensor_add` ...), still exported by 2.10
tensor_add = add
tensor_sub = sub
tensor_mul = mul
tensor_div = div
tensor_floordiv = floor_div
tensor_mod = floor_mod
tensor_pow = pow
tensor_lt = less
tensor_le = less_equal
tensor_gt = greater
tensor_ge = greater_equal

# aliases MindSpore also exports
true_divide = divide = div
floordiv = floor_div
remainder = mod = floor_mod
subtract = sub
multiply = mul
eq = equal
ne = not_equal
lt = less
le = less_equal
gt = greater
ge = greater_equal


def _div_rounding(input, other, rounding_mode):  # noqa: A002
    a = _as_tensor(input)
    b = _as_tensor(other)
    return _wrap(torch.div(a, b, rounding_mode=rounding_mode))


_div_plain = div


def div(input, other, *, rounding_mode=None) -> Tensor:  # noqa: A002,F811
    """Element-wise division. Mirrors ``mindspore.ops.div`` / ``ops.Div`` (2.10).

    Args:
        input, other (Tensor | number | bool): operands (broadcast).
        rounding_mode (str | None): None (true division; integers give Float32), ``'floor'`` or ``'trunc'``.

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    if rounding_mode is None:
        return _div_plain(input, other)
    return _div_rounding(input, other, rounding_mode)


true_divide = divide = div


def isclose(input, other, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Tensor:  # noqa: A002
    """Element-wise ``|input - other| <= atol + rtol * |other|`` (Bool). Mirrors ``mindspore.ops.isclose``."""
    return _wrap(torch.isclose(_as_tensor(input), _as_tensor(other), rtol=rtol, atol=atol, equal_nan=equal_nan))


# ------------------------------------------------------------------------------------------------
# element-wise unary ops
# ------------------------------------------------------------------------------------------------
def _unary(tfn, prim: str, name: str, what: str, float_only: bool = False, msg: str | None = None):
    """Make the functional op ``name(input)``; ``float_only`` ops reject integer/bool tensors like MindSpore's CPU."""
    if float_only:

        def fn(input):  # noqa: A002
            t = _as_tensor(input)
            if not (t.is_floating_point() or t.is_complex()):
                if msg is not None:
                    raise TypeError(msg.format(dtype=_ms_dtype_name(t)))
                _float_only(prim, t)
            return _wrap(tfn(t))

    else:

        def fn(input):  # noqa: A002
            try:
                return _wrap(tfn(input._t))
            except (AttributeError, TypeError):
                return _wrap(tfn(_as_tensor(input)))

    fn.__name__ = fn.__qualname__ = name
    extra = (
        "\n\n    Raises:\n        TypeError: if ``input`` is an integer or Bool tensor (MindSpore's CPU kernels)."
        if float_only
        else ""
    )
    fn.__doc__ = (
        f"Element-wise {what}. Mirrors ``mindspore.ops.{name}`` / ``ops.{prim}`` (2.10).\n\n"
        "    Args:\n        input (Tensor): the input (Python numbers become 0-d tensors).\n\n"
        f"    Returns:\n        Tensor of the same shape.{extra}\n"
    )
    return fn


def _neg(t):
    if t.dtype == torch.bool:
        raise TypeError("Select CPU operator[Neg] fail! Unsupported data type!")
    return torch.neg(t)


def _abs(t):
    return t.clone() if t.dtype == torch.bool else torch.abs(t)


def _round(t):
    return torch.round(t)


def _int_to_float(tfn):
    def f(t):
        if not t.is_floating_point() and not t.is_complex():
            t = t.float()
        return tfn(t)

    return f


_EXP_MSG = (
    "For primitive[Exp], the input argument[input] must be a type of {{BFloat16, Bool, Complex128, Complex64, "
    "Float16, Float32, Float64, Int64}}, but got {dtype}."
)
_CEIL_MSG = "For primitive[Ceil], the input argument[input_x] must be a type of {{BFloat16, Float16, Float32, Float64}}, but got {dtype}."

# name -> (torch callable, primitive, description, float_only, custom message)
_UNARY = {
    "neg": (_neg, "Neg", "negation", False, None),
    "abs": (_abs, "Abs", "absolute value", False, None),
    "expm1": (torch.expm1, "Expm1", "``exp(x) - 1``", True, None),
    "exp2": (_int_to_float(torch.exp2), "Exp2", "``2 ** x``", False, None),
    "log": (torch.log, "Log", "natural logarithm", True, None),
    "log1p": (torch.log1p, "Log1p", "``log(1 + x)``", True, None),
    "log2": (torch.log2, "Log2", "base-2 logarithm", True, None),
    "log10": (torch.log10, "Log10", "base-10 logarithm", True, None),
    "sqrt": (torch.sqrt, "Sqrt", "square root (integers give Float32)", False, None),
    "rsqrt": (torch.rsqrt, "Rsqrt", "reciprocal square root", True, None),
    "square": (torch.square, "Square", "square (dtype kept)", False, None),
    "sin": (torch.sin, "Sin", "sine", True, None),
    "cos": (torch.cos, "Cos", "cosine", True, None),
    "tan": (torch.tan, "Tan", "tangent", True, None),
    "asin": (torch.asin, "Asin", "arc sine", True, None),
    "acos": (torch.acos, "ACos", "arc cosine", True, None),
    "atan": (torch.atan, "Atan", "arc tangent", True, None),
    "sinh": (torch.sinh, "Sinh", "hyperbolic sine", True, None),
    "cosh": (torch.cosh, "Cosh", "hyperbolic cosine", True, None),
    "tanh": (torch.tanh, "Tanh", "hyperbolic tangent", True, None),
    "sigmoid": (torch.sigmoid, "Sigmoid", "logistic sigmoid ``1 / (1 + exp(-x))``", True, None),
    "round": (_round, "Round", "rounding half to even", False, None),
    "floor": (torch.floor, "Floor", "floor", True, None),
    "ceil": (torch.ceil, "Ceil", "ceiling", True, _CEIL_MSG),
    "trunc": (torch.trunc, "Trunc", "truncation toward zero", False, None),
    "sign": (torch.sign, "Sign", "sign (-1, 0 or 1; dtype kept)", False, None),
    "reciprocal": (torch.reciprocal, "Reciprocal", "reciprocal ``1 / x`` (integers give Float32)", False, None),
    "erf": (torch.erf, "Erf", "Gauss error function", True, None),
    "erfc": (torch.erfc, "Erfc", "complementary error function", True, None),
    "logical_not": (torch.logical_not, "LogicalNot", "logical NOT (Bool result)", False, None),
    "isnan": (torch.isnan, "IsNan", "NaN test (Bool result)", False, None),
    "isinf": (torch.isinf, "IsInf", "infinity test (Bool result)", False, None),
    "isfinite": (torch.isfinite, "IsFinite", "finiteness test (Bool result)", False, None),
    "bitwise_not": (torch.bitwise_not, "Invert", "bitwise NOT", False, None),
}


def _un(name: str):
    tfn, prim, what, float_only, msg = _UNARY[name]
    return _unary(tfn, prim, name, what, float_only, msg)


neg = _un("neg")
abs = _un("abs")
expm1 = _un("expm1")
exp2 = _un("exp2")
log = _un("log")
log1p = _un("log1p")
log2 = _un("log2")
log10 = _un("log10")
sqrt = _un("sqrt")
rsqrt = _un("rsqrt")
square = _un("square")
sin = _un("sin")
cos = _un("cos")
tan = _un("tan")
asin = _un("asin")
acos = _un("acos")
atan = _un("atan")
sinh = _un("sinh")
cosh = _un("cosh")
tanh = _un("tanh")
sigmoid = _un("sigmoid")
round = _un("round")
floor = _un("floor")
ceil = _un("ceil")
trunc = _un("trunc")
sign = _un("sign")
reciprocal = _un("reciprocal")
erf = _un("erf")
erfc = _un("erfc")
logical_not = _un("logical_not")
isnan = _un("isnan")
isinf = _un("isinf")
isfinite = _un("isfinite")
bitwise_not = _un("bitwise_not")

negative = neg
absolute = abs
invert = bitwise_not


def exp(input) -> Tensor:  # noqa: A002,F811
    """Element-wise exponential of a float tensor. Mirrors ``mindspore.ops.exp`` / ``ops.Exp`` (2.10).

    Raises:
        TypeError: for integer and Bool tensors (MindSpore's type check rejects Int32 and smaller; its CPU
            kernel rejects Int64 and Bool).
    """
    t = _as_tensor(input)
    if not (t.is_floating_point() or t.is_complex()):
        if t.dtype in (torch.int64, torch.bool):
            raise TypeError("Select CPU operator[Exp] fail! Unsupported data type!")
        raise TypeError(_EXP_MSG.format(dtype=_ms_dtype_name(t)))
    return _wrap(torch.exp(t))


tensor_exp = exp


def nan_to_num(input, nan: float = 0.0, posinf: float | None = None, neginf: float | None = None) -> Tensor:  # noqa: A002
    """Replace NaN/+inf/-inf by finite numbers. Mirrors ``mindspore.ops.nan_to_num``."""
    return _wrap(torch.nan_to_num(_as_tensor(input), nan=nan, posinf=posinf, neginf=neginf))


# ------------------------------------------------------------------------------------------------
# clamp, matmul, select and friends
# ------------------------------------------------------------------------------------------------
def clamp(input, min=None, max=None) -> Tensor:  # noqa: A001,A002
    """Clamp every element into ``[min, max]``. Mirrors ``mindspore.ops.clamp`` / ``ops.clip`` (2.10).

    Args:
        input (Tensor): the input.
        min, max (Tensor | number | None): bounds (at least one must be given). A float bound on an
            integer tensor gives Float32, as in MindSpore.

    Raises:
        ValueError: if both bounds are None.
    """
    if min is None and max is None:
        raise ValueError("For 'clamp', at least one of 'min' and 'max' must not be None.")
    t = _as_tensor(input)
    lo = _as_tensor(min) if isinstance(min, (Tensor, np.ndarray)) else min
    hi = _as_tensor(max) if isinstance(max, (Tensor, np.ndarray)) else max
    if not t.is_floating_point() and (isinstance(lo, float) or isinstance(hi, float)):
        t = t.float()
    return _wrap(torch.clamp(t, lo, hi))


clip = clamp


def clip_by_value(x, clip_value_min=None, clip_value_max=None) -> Tensor:
    """Clamp ``x`` into ``[clip_value_min, clip_value_max]``. Mirrors ``mindspore.ops.clip_by_value`` (2.10)."""
    return clamp(x, clip_value_min, clip_value_max)


def _matmul_check(op: str, a: torch.Tensor, b: torch.Tensor, ta: bool = False, tb: bool = False) -> None:
    if a.dtype != b.dtype:
        raise TypeError(
            f"For '{op}', the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[{_ms_dtype_name(a)}] "
            f"and 'x2' with type Tensor[{_ms_dtype_name(b)}]."
        )
    ka = a.shape[-2 if ta else -1] if a.ndim >= 1 else 1
    kb = (b.shape[-1 if tb else -2] if b.ndim >= 2 else b.shape[0]) if b.ndim >= 1 else 1
    if ka != kb:
        raise RuntimeError(f"For '{op}' op, shape1[-1] must be equal to shape2[-2], but got {ka} and {kb}.")


def matmul(input, other) -> Tensor:  # noqa: A002
    """Matrix product with batch broadcasting (``numpy.matmul`` rules). Mirrors ``mindspore.ops.matmul`` (2.10).

    Args:
        input, other (Tensor): operands of the same dtype; 1-D operands are treated as vectors.

    Raises:
        TypeError: if the dtypes differ (MindSpore does not promote here).
        RuntimeError: if the contracted dimensions differ (MindSpore's ``MatMulExt`` message).
    """
    a = _as_tensor(input)
    b = _as_tensor(other)
    try:
        return _wrap(torch.matmul(a, b))
    except RuntimeError:
        _matmul_check("MatMulExt", a, b)
        raise


def batch_matmul(x, y, transpose_a: bool = False, transpose_b: bool = False) -> Tensor:
    """Batched matrix product of ``(..., n, m)`` tensors. Mirrors ``ops.BatchMatMul(transpose_a, transpose_b)``."""
    a = _as_tensor(x)
    b = _as_tensor(y)
    if transpose_a:
        a = a.transpose(-1, -2)
    if transpose_b:
        b = b.transpose(-1, -2)
    try:
        return _wrap(torch.matmul(a, b))
    except RuntimeError:
        _matmul_check("BatchMatMul", a, b)
        raise


def bmm(input, mat2) -> Tensor:  # noqa: A002
    """Batched matrix product of 3-D tensors. Mirrors ``mindspore.ops.bmm``."""
    return batch_matmul(input, mat2)


def dot(input, other) -> Tensor:  # noqa: A002
    """Inner product of 1-D tensors. Mirrors ``mindspore.ops.dot``."""
    return _wrap(torch.dot(_as_tensor(input), _as_tensor(other)))


def inner(input, other) -> Tensor:  # noqa: A002
    """Inner product over the last dimension. Mirrors ``mindspore.ops.inner``."""
    return _wrap(torch.inner(_as_tensor(input), _as_tensor(other)))


def outer(input, vec2) -> Tensor:  # noqa: A002
    """Outer product of two 1-D tensors. Mirrors ``mindspore.ops.outer``."""
    return _wrap(torch.outer(_as_tensor(input), _as_tensor(vec2)))


def addmm(input, mat1, mat2, *, beta=1, alpha=1) -> Tensor:  # noqa: A002
    """``beta * input + alpha * (mat1 @ mat2)``. Mirrors ``mindspore.ops.addmm``."""
    return _wrap(torch.addmm(_as_tensor(input), _as_tensor(mat1), _as_tensor(mat2), beta=beta, alpha=alpha))


def tensor_dot(x1, x2, axes) -> Tensor:
    """Contract ``x1`` and ``x2`` over ``axes`` (an int or a pair of axis lists). Mirrors ``mindspore.ops.tensor_dot``."""
    if isinstance(axes, (list, tuple)):
        axes = tuple(list(a) if isinstance(a, (list, tuple)) else [a] for a in axes)
    return _wrap(torch.tensordot(_as_tensor(x1), _as_tensor(x2), dims=axes))


tensordot = tensor_dot


def addn(x) -> Tensor:
    """Sum of a list/tuple of same-shaped tensors. Mirrors ``mindspore.ops.addn`` / ``ops.AddN``.

    Raises:
        TypeError: if ``x`` is not a list or tuple.
    """
    if not isinstance(x, (list, tuple)):
        raise TypeError(f"For 'AddN', the 'x' must be a list or tuple of Tensors, but got {_type_name(x)}.")
    ts = [_as_tensor(v) for v in x]
    out = ts[0]
    for t in ts[1:]:
        out = out + t
    return _wrap(out if len(ts) > 1 else out.clone())


def lerp(input, end, weight) -> Tensor:  # noqa: A002
    """``input + weight * (end - input)``. Mirrors ``mindspore.ops.lerp``."""
    w = _as_tensor(weight) if isinstance(weight, Tensor) else weight
    return _wrap(torch.lerp(_as_tensor(input), _as_tensor(end), w))


def where(condition, input=None, other=None) -> Tensor:  # noqa: A002
    """Pick ``input`` where ``condition`` is True, else ``other`` (broadcast). Mirrors ``mindspore.ops.where``.

    With only ``condition``, returns ``nonzero(condition, as_tuple=True)`` like numpy.
    """
    c = _as_tensor(condition)
    if input is None and other is None:
        return tuple(_wrap(t) for t in torch.where(c))
    a = _as_tensor(input)
    b = _as_tensor(other)
    return _wrap(torch.where(c.bool() if c.dtype != torch.bool else c, a, b))


def select(cond, x, y) -> Tensor:
    """Pick ``x`` where ``cond`` is True, else ``y``. Mirrors ``mindspore.ops.select`` / ``ops.Select``."""
    return where(cond, x, y)


# ------------------------------------------------------------------------------------------------
# reductions
# ------------------------------------------------------------------------------------------------
def _check_axis(op: str, t: torch.Tensor, dim) -> None:
    nd = builtins.max(t.ndim, 1)
    for d in dim if isinstance(dim, tuple) else (dim,):
        if not -nd <= d < nd:
            raise ValueError(f"For primitive[{op}], the axis value must be in [{-nd},{nd}), but got {d}.")


def _reduce(tfn, op: str, input, axis, keep_dims: bool, dtype=None):  # noqa: A002
    t = _as_tensor(input)
    dim = _axis(axis)
    if dim is None:
        out = tfn(t) if dtype is None else tfn(t, dtype=dtype)
        if keep_dims:
            out = out.reshape((1,) * t.ndim)
        return _wrap(out)
    _check_axis(op, t, dim)
    if dtype is None:
        return _wrap(tfn(t, dim=dim, keepdim=keep_dims))
    return _wrap(tfn(t, dim=dim, keepdim=keep_dims, dtype=dtype))


def sum(input, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:  # noqa: A001,A002
    """Sum over ``dim`` (None: all). Mirrors ``mindspore.ops.sum`` (2.10).

    Integer and Bool inputs give Int64 (as MindSpore's ``SumExt``); ``dtype`` casts the result type.

    Raises:
        ValueError: if an axis is out of range.
    """
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    return _reduce(torch.sum, "SumExt", input, dim, keepdim, td)


def reduce_sum(x, axis=(), keep_dims: bool = False) -> Tensor:
    """Sum over ``axis`` keeping the input dtype. Mirrors ``ops.ReduceSum(keep_dims)(x, axis)``.

    Raises:
        ValueError: if an axis is out of range.
    """
    t = _as_tensor(x)
    return _reduce(torch.sum, "ReduceSum", t, axis, keep_dims, t.dtype)


def _mean_t(t, dim=None, keepdim=False):
    if t.is_floating_point() or t.is_complex():
        return torch.mean(t) if dim is None else torch.mean(t, dim=dim, keepdim=keepdim)
    m = torch.mean(t.double()) if dim is None else torch.mean(t.double(), dim=dim, keepdim=keepdim)
    return m.to(t.dtype)


def mean(input, axis=None, keep_dims: bool = False) -> Tensor:  # noqa: A002
    """Mean over ``axis`` (None: all). Mirrors ``mindspore.ops.mean`` / ``ops.ReduceMean`` (2.10).

    Integer inputs keep their dtype (the mean is truncated), as in MindSpore.

    Raises:
        ValueError: if an axis is out of range.
    """
    return _reduce(_mean_t, "MeanExt", input, axis, keep_dims)


reduce_mean = mean


def prod(input, axis=None, keep_dims: bool = False, dtype=None) -> Tensor:  # noqa: A002
    """Product over ``axis`` (None: all; one axis at a time in torch). Mirrors ``mindspore.ops.prod`` (2.10).

    Int32 inputs give Int64, as MindSpore's ``ProdExt``.
    """
    t = _as_tensor(input)
    dim = _axis(axis)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    if dim is None:
        out = torch.prod(t, dtype=td)
        return _wrap(out.reshape((1,) * t.ndim) if keep_dims else out)
    dims = dim if isinstance(dim, tuple) else (dim,)
    _check_axis("ProdExt", t, dims)
    out = t
    for d in sorted((d % t.ndim for d in dims), reverse=True):
        out = torch.prod(out, dim=d, keepdim=keep_dims, dtype=td)
    return _wrap(out)


def _multi_dim(tfn, op, input, axis, keep_dims):  # noqa: A002
    t = _as_tensor(input)
    dim = _axis(axis)
    if dim is None:
        out = tfn(t)
        return _wrap(out.reshape((1,) * t.ndim) if keep_dims else out)
    _check_axis(op, t, dim)
    return _wrap(tfn(t, dim=dim, keepdim=keep_dims))


def amax(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> Tensor:  # noqa: A002
    """Maximum over ``axis`` (None: all). Mirrors ``mindspore.ops.amax`` / ``ops.ReduceMax`` (2.10)."""
    return _multi_dim(torch.amax, "ReduceMax", input, axis, keepdims)


def amin(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> Tensor:  # noqa: A002
    """Minimum over ``axis`` (None: all). Mirrors ``mindspore.ops.amin`` / ``ops.ReduceMin`` (2.10)."""
    return _multi_dim(torch.amin, "ReduceMin", input, axis, keepdims)


def _max_min(tfn, argfn, input, axis, keepdims):  # noqa: A002
    t = _as_tensor(input)
    if axis is None:
        # MindSpore 2.10 returns the reduced value with index 0 (not the flat position) when axis is None
        v = tfn(t)
        idx = torch.zeros((), dtype=torch.int64, device=t.device)
        if keepdims:
            v = v.reshape((1,) * t.ndim)
            idx = idx.reshape((1,) * t.ndim)
        return _wrap(v), _wrap(idx)
    v, i = tfn(t, dim=axis, keepdim=keepdims)
    return _wrap(v), _wrap(i)


def max(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> tuple:  # noqa: A001,A002
    """Maximum values and their Int64 indices along ``axis``. Mirrors ``mindspore.ops.max`` (2.10).

    With ``axis=None`` the maximum of all elements is returned with index 0, as MindSpore 2.10 does.

    Returns:
        tuple ``(values, indices)``.
    """
    return _max_min(torch.max, torch.argmax, input, axis, keepdims)


def min(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> tuple:  # noqa: A001,A002
    """Minimum values and their Int64 indices along ``axis``. Mirrors ``mindspore.ops.min`` (2.10).

    With ``axis=None`` the minimum of all elements is returned with index 0, as MindSpore 2.10 does.

    Returns:
        tuple ``(values, indices)``.
    """
    return _max_min(torch.min, torch.argmin, input, axis, keepdims)


def argmax(input, dim=None, keepdim: bool = False) -> Tensor:  # noqa: A002
    """Int64 index of the maximum along ``dim`` (None: of the flattened input). Mirrors ``mindspore.ops.argmax``."""
    t = _as_tensor(input)
    if dim is not None:
        _check_axis("Argmax", t, dim)
    return _wrap(torch.argmax(t, dim=dim, keepdim=keepdim))


def argmin(input, axis=None, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Index of the minimum along ``axis`` (None: flattened). Mirrors ``mindspore.ops.argmin`` (2.10).

    The result is Int32, as MindSpore 2.10's ``ops.argmin`` returns (``ops.argmax`` gives Int64).
    """
    t = _as_tensor(input)
    if axis is not None:
        _check_axis("Argmin", t, axis)
    return _wrap(torch.argmin(t, dim=axis, keepdim=keepdims).int())


def _std_var(tfn, input, axis, ddof, keepdims):  # noqa: A002
    t = _as_tensor(input)
    dim = _axis(axis)
    if isinstance(ddof, bool):
        ddof = int(ddof)
    return _wrap(tfn(t, dim=dim, correction=ddof, keepdim=keepdims))


def std(input, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Standard deviation over ``axis``, dividing by ``N - ddof`` (default ``N``). Mirrors ``mindspore.ops.std``."""
    return _std_var(torch.std, input, axis, ddof, keepdims)


def var(input, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Variance over ``axis``, dividing by ``N - ddof`` (default ``N``). Mirrors ``mindspore.ops.var``."""
    return _std_var(torch.var, input, axis, ddof, keepdims)


def std_mean(input, axis=None, ddof: int = 0, keepdims: bool = False) -> tuple:  # noqa: A002
    """``(std, mean)`` over ``axis``. Mirrors ``mindspore.ops.std_mean``."""
    s, m = torch.std_mean(_as_tensor(input), dim=_axis(axis), correction=ddof, keepdim=keepdims)
    return _wrap(s), _wrap(m)


def var_mean(input, axis=None, ddof: int = 0, keepdims: bool = False) -> tuple:  # noqa: A002
    """``(var, mean)`` over ``axis``. Mirrors ``mindspore.ops.var_mean``."""
    v, m = torch.var_mean(_as_tensor(input), dim=_axis(axis), correction=ddof, keepdim=keepdims)
    return _wrap(v), _wrap(m)


def norm(A, ord=None, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:  # noqa: A002,N803
    """Vector or matrix norm (default: 2-norm of the flattened input). Mirrors ``mindspore.ops.norm`` (2.10)."""
    t = _as_tensor(A)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    dim = _axis(dim)
    if ord is None:
        return _wrap(torch.linalg.vector_norm(t, 2, dim=dim, keepdim=keepdim, dtype=td))
    if isinstance(ord, str) or (isinstance(dim, tuple) and len(dim) == 2):
        return _wrap(torch.linalg.matrix_norm(t, ord, dim=dim or (-2, -1), keepdim=keepdim, dtype=td))
    return _wrap(torch.linalg.vector_norm(t, ord, dim=dim, keepdim=keepdim, dtype=td))


def cumsum(x, axis: int, dtype=None) -> Tensor:
    """Cumulative sum along ``axis``; the dtype is kept. Mirrors ``mindspore.ops.cumsum`` (2.10).

    Raises:
        TypeError: for Bool input.
    """
    t = _as_tensor(x)
    if t.dtype == torch.bool:
        raise TypeError(
            "For primitive[CumSum], the input argument[x] must be a type of {Tensor[BFloat16], Tensor[Complex128], "
            "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
            "Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got "
            "Tensor[Bool]."
        )
    td = mstype.to_torch_dtype(dtype) if dtype is not None else t.dtype
    return _wrap(torch.cumsum(t, dim=axis, dtype=td))


def cumprod(input, dim: int, dtype=None) -> Tensor:  # noqa: A002
    """Cumulative product along ``dim``. Mirrors ``mindspore.ops.cumprod``."""
    t = _as_tensor(input)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else t.dtype
    return _wrap(torch.cumprod(t, dim=dim, dtype=td))


def logsumexp(input, axis, keep_dims: bool = False) -> Tensor:  # noqa: A002
    """``log(sum(exp(input)))`` over ``axis``. Mirrors ``mindspore.ops.logsumexp``."""
    return _wrap(torch.logsumexp(_as_tensor(input), dim=axis, keepdim=keep_dims))


def all(input, axis=None, keep_dims: bool = False) -> Tensor:  # noqa: A001,A002
    """Logical AND over ``axis`` (None: all); Bool result. Mirrors ``mindspore.ops.all`` / ``ops.ReduceAll``."""
    return _multi_dim(torch.all, "ReduceAll", input, axis, keep_dims)


def any(input, axis=None, keep_dims: bool = False) -> Tensor:  # noqa: A001,A002
    """Logical OR over ``axis`` (None: all); Bool result. Mirrors ``mindspore.ops.any`` / ``ops.ReduceAny``."""
    return _multi_dim(torch.any, "ReduceAny", input, axis, keep_dims)


def topk(input, k: int, dim=None, largest: bool = True, sorted: bool = True) -> tuple:  # noqa: A002
    """The ``k`` largest (or smallest) entries along ``dim`` (default last). Mirrors ``mindspore.ops.topk``.

    Returns:
        tuple ``(values, indices)``; indices are Int32 as in MindSpore.
    """
    t = _as_tensor(input)
    v, i = torch.topk(t, int(k), dim=-1 if dim is None else dim, largest=largest, sorted=sorted)
    return _wrap(v), _wrap(i.int())


def sort(input_x, axis: int = -1, descending: bool = False) -> tuple:
    """Sort along ``axis`` (stable). Mirrors ``mindspore.ops.sort`` / ``ops.Sort``.

    Returns:
        tuple ``(values, indices)``; indices are Int32 as in MindSpore.
    """
    v, i = torch.sort(_as_tensor(input_x), dim=axis, descending=descending, stable=True)
    return _wrap(v), _wrap(i.int())


def argsort(input, axis: int = -1, descending: bool = False) -> Tensor:  # noqa: A002
    """Int32 indices that sort ``input`` along ``axis``. Mirrors ``mindspore.ops.argsort``."""
    return sort(input, axis, descending)[1]


def median(input, axis: int = -1, keepdims: bool = False) -> tuple:  # noqa: A002
    """Median values and Int64 indices along ``axis``. Mirrors ``mindspore.ops.median``."""
    v, i = torch.median(_as_tensor(input), dim=axis, keepdim=keepdims)
    return _wrap(v), _wrap(i)


def count_nonzero(x, axis=(), keep_dims: bool = False, dtype=mstype.int32) -> Tensor:
    """Number of non-zero entries over ``axis``. Mirrors ``mindspore.ops.count_nonzero``."""
    t = _as_tensor(x) != 0
    out = reduce_sum(_wrap(t.to(mstype.to_torch_dtype(dtype))), axis, keep_dims)
    return out
