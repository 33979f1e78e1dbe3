"""Math functional ops (`ops.add`, `ops.exp`, `ops.sum`, `ops.equal`, ...): the one mapping of each op onto torch.

Element-wise binary ops follow MindSpore 2.10's type promotion, which on CPU matches torch's: a Python
``int`` keeps an integer tensor's dtype, a Python ``float`` makes it Float32, ``int32 op int64`` is Int64,
``float16 op float32`` is Float32, ``bool op int`` takes the int type, and true division of integers is
Float32. Python numbers on either side become 0-d tensors (``bool`` -> Bool, ``int`` -> Int64,
``float`` -> Float32), which torch treats exactly like MindSpore's scalars.
"""

from __future__ import annotations

from ... import _api
import builtins

import numpy as np
import torch

from ...common import dtype as mstype
from ..._kernels import dtypes as _dtypes
from ..._kernels import array as _AK
from ..._kernels import elementwise as _K
from ..._kernels import errors as _errors
from ..._kernels import indexing as _K_idx
from ..._kernels import linalg as _LK
from ..._kernels import logic as _LG
from ..._kernels import reduction as _RK
from ..._kernels import sorting as _SortK
from ..._kernels import scan as _SK
from ._utils import (
    Tensor,
    _as_tensor,
    _axis,
    _bcast_error,
    _ms_dtype_name,
    _named,
    _type_name,
    _wrap,
)

__all__ = _api.names(__name__)


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
_SCALAR_OK_NAMES = ("_remainder", "_floor_div", "_floor_mod", "_sub", "_add_prim", "_sub_prim")


def _operand(x, op: str, a, b) -> torch.Tensor:
    """Slow path: turn one operand (Tensor, Python number, numpy scalar, list/tuple) into a torch tensor.

    For the ``+``/``-`` operators only (MindSpore's ``AddExt``/``SubExt``), a list/tuple of numbers is accepted
    and takes the other operand's dtype when both are integers or both floats, and a list/tuple of same-shape
    Tensors is stacked into one. A numpy array is refused.
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
            if builtins.all(isinstance(v, Tensor) for v in x):  # a sequence of Tensors is stacked, as MindSpore does
                try:
                    t = _AK.stack_any([v._data() for v in x])
                except (RuntimeError, ValueError):  # pieces that do not stack (translated by the kernel)
                    t = None
        if t is not None:
            if isinstance(other, Tensor):
                od = other._data().dtype
                if t.is_floating_point() == od.is_floating_point and od != torch.bool:
                    t = t.to(od)
            return t
    name = op[:-3] if op.endswith("Ext") else op
    raise TypeError(f'Failed calling {name} with "{name}()(input={_type_name(a)}, other={_type_name(b)})".') from None


def _binary(tfn, op: str, doc: str, name: str, names=("input1", "input2")):
    """Make the functional op ``name(input, other)``: the adapter of the kernel ``_kernels.elementwise.binary(tfn)``.

    The fast path (two Tensors) is one attribute read per operand; everything else falls back to
    :func:`_operand`. The kernel owns the dtype rules (dtypes torch lacks are computed wider and cast back) and
    MindSpore's errors (a broadcast failure is its ValueError).
    """
    scalar_ok = tfn in _SCALAR_OK or getattr(tfn, "__name__", "") in _SCALAR_OK_NAMES
    k = _K.binary(tfn, op, names)
    fast, no_bool = k._fast, k._no_bool
    _bool = torch.bool

    def fn(input, other):  # noqa: A002
        try:
            r = fast(input._t, other._t)  # two Tensors: the kernel's torch call, no extra frames
        except (AttributeError, TypeError):
            slow = True
        except RuntimeError:
            slow = False
        else:
            if no_bool and r.dtype is _bool:
                return _wrap(k(input._t, other._t))  # raises the kernel's TypeError
            return _wrap(r)
        # the slow paths run outside the handler, so that their errors chain no torch exception
        if not slow:
            return _wrap(k(input._data(), other._data()))
        if scalar_ok and other.__class__ in _SCALARS and isinstance(input, Tensor):
            return _wrap(k(input._data(), other))
        return _wrap(k(_operand(input, op, input, other), _operand(other, op, input, other)))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn._kernel = k
    return fn


_translate = _K.translate_binary
_BINARY = _K.BINARY
_sub = _K._sub
_remainder = _K._remainder
_fmod = _K._fmod
_bool_sub = _K._bool_sub
_float_operands = _K._float_operands
_xlogy = _K._xlogy


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
    _K._floor_div, "FloorDiv", _bin_doc("floor division", "floor_div", "FloorDiv"), "_op_floor_div",
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
mod = floor_mod
# ops.remainder / Tensor.remainder are ``x - floor_div(x, y) * y`` in MindSpore: FloorDiv's name and argument names in
# errors, and the unsigned types FloorMod refuses are computed
remainder = _binary(
    _remainder, "FloorDiv", _bin_doc("remainder with the sign of the divisor", "remainder", "FloorMod"), "remainder",
    ("input", "other"),
)  # fmt: skip
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
    return _wrap(_K.div_rounding(a, b, rounding_mode))


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
    """Element-wise ``|input - other| <= atol + rtol * |other|`` (Bool). Mirrors ``mindspore.ops.isclose``.

    Raises:
        TypeError: an operand that is not a Tensor (``Failed calling IsClose with ...``), or operands of different
            dtypes (``For primitive[IsClose], the input type must be same.``).
    """
    if not (isinstance(input, Tensor) and isinstance(other, Tensor)):
        raise TypeError(
            f'Failed calling IsClose with "IsClose(rtol=float, atol=float, equal_nan=bool)(input={_type_name(input)}, '
            f'other={_type_name(other)})".'
        )
    if input.dtype != other.dtype:
        raise TypeError("For primitive[IsClose], the input type must be same.")
    return _wrap(_LG.isclose(input._data(), other._data(), rtol, atol, equal_nan))


# ------------------------------------------------------------------------------------------------
# element-wise unary ops
# ------------------------------------------------------------------------------------------------
def _unary(k, prim: str, name: str, what: str, float_only: bool = False):
    """Make the functional op ``name(input)``: the adapter of the kernel ``k`` (``_kernels.elementwise.unary``).

    Like MindSpore's, it takes a Tensor only: a list or a Python number raises its ``Failed calling <Prim>``
    TypeError.
    """

    def fn(input):  # noqa: A002
        if isinstance(input, Tensor):
            return _wrap(k(input._data()))
        raise _errors.call_error(prim, input)

    fn.__name__ = fn.__qualname__ = name
    extra = (
        "\n\n    Raises:\n        TypeError: if ``input`` is an integer or Bool tensor (MindSpore's CPU kernels)."
        if float_only
        else ""
    )
    fn.__doc__ = (
        f"Element-wise {what}. Mirrors ``mindspore.ops.{name}`` / ``ops.{prim}`` (2.10).\n\n"
        "    Args:\n        input (Tensor): the input.\n\n"
        f"    Returns:\n        Tensor of the same shape.{extra}\n"
    )
    fn._kernel = k
    return fn


_UNARY = _K.UNARY
_neg, _sign, _square, _abs, _round, _isinf = _K._neg, _K._sign, _K._square, _K._abs, _K._round, _K._isinf
_int_to_float, _EXP_MSG, _CEIL_MSG = _K._int_to_float, _K._EXP_MSG, _K._CEIL_MSG


def _un(name: str):
    _tfn, prim, what, float_only, _msg = _UNARY[name]
    return _unary(_K.unary(name), prim, name, what, float_only)


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


def exp(input) -> Tensor:  # noqa: A002,F811
    """Element-wise exponential of a float tensor. Mirrors ``mindspore.ops.exp`` / ``ops.Exp`` (2.10).

    Raises:
        TypeError: for integer and Bool tensors (MindSpore's type check rejects Int32 and smaller; its CPU
            kernel rejects Int64 and Bool), and for an input that is not a Tensor.
    """
    if isinstance(input, Tensor):
        return _wrap(_K.exp(input._data()))
    raise _errors.call_error("Exp", input)


tensor_exp = exp


def nan_to_num(input, nan: float | None = None, posinf: float | None = None, neginf: float | None = None) -> Tensor:  # noqa: A002
    """Replace NaN/+inf/-inf by finite numbers (NaN by 0 when ``nan`` is None). Mirrors ``mindspore.ops.nan_to_num``."""
    return _wrap(_K.nan_to_num(_as_tensor(input), nan, posinf, neginf))


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
        TypeError: one bound is a Tensor and the other a number (MindSpore's ``ClampTensor`` takes Tensors or None).
    """
    if min is None and max is None:
        raise ValueError("For 'clamp', at least one of 'min' and 'max' must not be None.")
    if _as_tensor(input).dtype == torch.bool:
        raise ValueError("For Clamp, the dtype of 'input', 'min' and 'max' must not be bool.")
    min_t, max_t = isinstance(min, Tensor), isinstance(max, Tensor)
    if (min_t and max is not None and not max_t) or (max_t and min is not None and not min_t):
        raise TypeError(
            f'Failed calling ClampTensor with "ClampTensor()(input={_type_name(input)}, min={_type_name(min)}, '
            f'max={_type_name(max)})".\nThe valid calling should be: \n'
            '"ClampTensor()(input=<Tensor>, min=<Tensor>, max=<Tensor>)".'
        )
    lo = _as_tensor(min) if isinstance(min, (Tensor, np.ndarray)) else min
    hi = _as_tensor(max) if isinstance(max, (Tensor, np.ndarray)) else max
    return _wrap(_K.clamp(_as_tensor(input), lo, hi))


clip = clamp


_CLIP_X_MSG = "For 'clip_by_value', the type of argument 'x' must be Tensor or tuple[Tensor] or list[Tensor]"


def _clip_one(lo, hi, x):
    if isinstance(x, (list, tuple)):
        return tuple(_clip_one(lo, hi, v) for v in x)
    if not isinstance(x, Tensor):
        raise TypeError(_CLIP_X_MSG)
    t = x._data()
    if lo is not None:
        t = _as_tensor(maximum(_wrap(t), _wrap(lo.to(t.dtype))))
    if hi is not None:
        t = _as_tensor(minimum(_wrap(t), _wrap(hi.to(t.dtype))))
    return _wrap(t)


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    """Clip ``x`` (a Tensor, or a list/tuple of Tensors, nested ones too) into ``[clip_value_min, clip_value_max]``:
    ``minimum(maximum(x, min), max)`` with both bounds first cast to each tensor's dtype, so the result keeps
    ``x``'s dtype (an Int32 input with bound 1.5 clips at 1) and broadcasts with Tensor bounds; a ``min`` above
    ``max`` gives ``max`` everywhere. A list or tuple gives a tuple.

    Mirrors ``mindspore.ops.clip_by_value`` (2.10). NaN follows :func:`maximum` / :func:`minimum`.

    Raises:
        ValueError: if both bounds are None.
        TypeError: if ``x`` is not a Tensor or a list/tuple of Tensors, or a bound is not None, a Tensor, a float or
            an int (MindSpore's message says "must be not one of" for this).
    """
    if clip_value_min is None and clip_value_max is None:
        raise ValueError("For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must not be None")
    if not isinstance(x, (Tensor, tuple, list)):
        raise TypeError(_CLIP_X_MSG)
    bounds = []
    for name, b in (("clip_value_min", clip_value_min), ("clip_value_max", clip_value_max)):
        if not isinstance(b, (type(None), Tensor, float, int)):
            raise TypeError(
                f"For 'clip_by_value', the type of argument '{name}' must be not one of None, Tensor, float, int"
            )
        bounds.append(None if b is None else _as_tensor(b))
    return _clip_one(bounds[0], bounds[1], x)


_matmul_check = _LK.matmul_check
_matmul_dtype = _LK.matmul_dtype


def matmul(input, other) -> Tensor:  # noqa: A002
    """Matrix product with batch broadcasting (``numpy.matmul`` rules). Mirrors ``mindspore.ops.matmul`` (2.10).

    Args:
        input, other (Tensor): operands of the same dtype; 1-D operands are treated as vectors.

    Raises:
        TypeError: if the dtypes differ (MindSpore does not promote here), for Bool operands, or for
            UInt16/32/64 operands when ``other`` has at most 2 dimensions (MindSpore's CPU MatMul kernel has
            none; its BatchMatMul, used when ``other`` is batched, computes them).
        RuntimeError: if the contracted dimensions differ (MindSpore's ``MatMulExt`` message).
    """
    if not (isinstance(input, Tensor) and isinstance(other, Tensor)):
        raise _errors.call_error("MatMulExt", input, other)
    return _wrap(_LK.matmul(input._data(), other._data()))


def batch_matmul(x, y, transpose_a: bool = False, transpose_b: bool = False) -> Tensor:
    """Batched matrix product of ``(..., n, m)`` tensors. Mirrors ``ops.BatchMatMul(transpose_a, transpose_b)``.

    UInt16/32/64 are computed in a wider integer type and wrap like MindSpore's kernels.

    Raises:
        TypeError: for Bool operands or operands of different dtypes.
    """
    a = _as_tensor(x)
    b = _as_tensor(y)
    if transpose_a:
        a = a.transpose(-1, -2)
    if transpose_b:
        b = b.transpose(-1, -2)
    return _wrap(_LK.matmul(a, b, "BatchMatMul"))


def bmm(input, mat2) -> Tensor:  # noqa: A002
    """Batched matrix product of 3-D tensors. Mirrors ``mindspore.ops.bmm``."""
    return batch_matmul(input, mat2)


def inner(input, other) -> Tensor:  # noqa: A002
    """Inner product over the last dimension. Mirrors ``mindspore.ops.inner``.

    Raises:
        TypeError: for Bool and UInt16/32/64 operands (MindSpore's CPU MatMul kernel has none).
    """
    return _wrap(_LK.inner(_as_tensor(input), _as_tensor(other)))


def outer(input, vec2) -> Tensor:  # noqa: A002
    """Outer product of two 1-D tensors. Mirrors ``mindspore.ops.outer``."""
    return _wrap(_LK.outer(_as_tensor(input), _as_tensor(vec2)))


def addmm(input, mat1, mat2, *, beta=1, alpha=1) -> Tensor:  # noqa: A002
    """``beta * input + alpha * (mat1 @ mat2)``. Mirrors ``mindspore.ops.addmm``.

    Raises:
        TypeError: for Bool and UInt16/32/64 operands (MindSpore's CPU MatMul kernel has none).
    """
    return _wrap(_LK.addmm(_as_tensor(input), _as_tensor(mat1), _as_tensor(mat2), beta, alpha))


def tensor_dot(x1, x2, axes) -> Tensor:
    """Contract ``x1`` and ``x2`` over ``axes`` (an int or a pair of axis lists). Mirrors ``mindspore.ops.tensor_dot``."""
    if isinstance(axes, (list, tuple)):
        axes = tuple(list(a) if isinstance(a, (list, tuple)) else [a] for a in axes)
    return _wrap(_LK.tensordot(_as_tensor(x1), _as_tensor(x2), axes))


tensordot = tensor_dot


def addn(x) -> Tensor:
    """Sum of a list/tuple of same-shaped tensors. Mirrors ``mindspore.ops.addn`` / ``ops.AddN``.

    Raises:
        TypeError: if ``x`` is not a list or tuple.
    """
    if not isinstance(x, (list, tuple)):
        raise TypeError(f"For 'AddN', the 'x' must be a list or tuple of Tensors, but got {_type_name(x)}.")
    return _wrap(_K.addn([_as_tensor(v) for v in x]))


def lerp(input, end, weight) -> Tensor:  # noqa: A002
    """``input + weight * (end - input)``. Mirrors ``mindspore.ops.lerp``."""
    w = _as_tensor(weight) if isinstance(weight, Tensor) else weight
    return _wrap(_K.lerp(_as_tensor(input), _as_tensor(end), w))


def where(condition, input=None, other=None) -> Tensor:  # noqa: A002
    """Pick ``input`` where ``condition`` is True, else ``other`` (broadcast). Mirrors ``mindspore.ops.where``.

    With only ``condition``, returns ``nonzero(condition, as_tuple=True)`` like numpy.

    Raises:
        TypeError: for a condition that is not Bool (MindSpore's Select kernel takes Bool conditions only).
        ValueError: if the shapes do not broadcast.
    """
    c = _as_tensor(condition)
    if input is None and other is None:
        return tuple(_wrap(t) for t in _K_idx.nonzero(c, as_tuple=True))
    a = _as_tensor(input)
    b = _as_tensor(other)
    try:
        return _wrap(_AK.where(c, a, b))
    except (RuntimeError, ValueError):  # operands that do not broadcast (the kernel's error names none of them)
        try:
            torch.broadcast_shapes(c.shape, a.shape)
        except RuntimeError:
            raise _bcast_error("Select", c, a, ("condition", "input")) from None
        raise _bcast_error("Select", a, b, ("input", "other")) from None


_NO_Y = object()


def _m_where(self, condition, y=_NO_Y) -> Tensor:
    """``Tensor.where(condition, y)``: ``self`` where ``condition`` is True, else ``y`` (a Tensor or number,
    broadcast; ``where(c, int_tensor, 0.5)`` is Float32). Mirrors ``mindspore.Tensor.where`` (2.10)."""
    if y is _NO_Y:
        raise TypeError(f'Failed calling where with "where({_type_name(condition)})".')
    return where(condition, self, y)


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


def _reduce_input(op: str, x) -> torch.Tensor:
    """The torch tensor of a reduction's input (a Tensor; internal callers pass torch tensors), else MindSpore's
    ``Failed calling <Prim>`` TypeError: its reductions take no lists or numbers."""
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, torch.Tensor):
        return x
    prim = _REDUCE_PRIM.get(op, op)
    if prim == "SumExt":
        raise _RK.reduce_error(prim, x, "()", "input=%s, dim=None, keepdim=bool, dtype=mindspore.dtype")
    raise _RK.reduce_error(prim, x)


# the primitive MindSpore's type error names for a non-Tensor input of a reduction (ops.sum is SumExt, ops.mean is
# the ReduceMean primitive)
_REDUCE_PRIM = {"SumExt": "SumExt", "ReduceSum": "ReduceSum", "MeanExt": "ReduceMean"}


def _reduce(kind: str, op: str, input, axis, keep_dims: bool, dtype=None):  # noqa: A002
    t = _reduce_input(op, input)
    dim = _axis(axis)
    if dim is not None:
        _check_axis(op, t, dim)
    return _wrap(_RK.reduce(kind, t, dim, keep_dims, dtype))


def sum(input, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:  # noqa: A001,A002
    """Sum over ``dim`` (None: all). Mirrors ``mindspore.ops.sum`` (2.10).

    Bool and signed/UInt8 integer inputs give Int64 and UInt16/32/64 keep their dtype (as MindSpore's
    ``SumExt``); ``dtype`` casts the result type.

    Raises:
        ValueError: if an axis is out of range.
    """
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    if td is None and isinstance(input, Tensor):
        t = input._data()
        if t.dtype in (torch.uint16, torch.uint32, torch.uint64):
            td = t.dtype  # MindSpore's SumExt keeps the unsigned types (others integers give Int64)
    return _reduce("sum", "SumExt", input, dim, keepdim, td)


def reduce_sum(x, axis=(), keep_dims: bool = False) -> Tensor:
    """Sum over ``axis`` keeping the input dtype. Mirrors ``ops.ReduceSum(keep_dims)(x, axis)``.

    Raises:
        ValueError: if an axis is out of range.
    """
    t = _reduce_input("ReduceSum", x)
    return _reduce("sum", "ReduceSum", t, axis, keep_dims, t.dtype)


def mean(input, axis=None, keep_dims: bool = False) -> Tensor:  # noqa: A002
    """Mean over ``axis`` (None: all). Mirrors ``mindspore.ops.mean`` / ``ops.ReduceMean`` (2.10).

    Integer inputs keep their dtype (the mean is truncated), as in MindSpore.

    Raises:
        ValueError: if an axis is out of range.
        RuntimeError: for Bool input (MindSpore's ReduceMean has no Bool reduction).
    """
    if isinstance(input, Tensor) and input._data().dtype == torch.bool:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    return _reduce("mean", "MeanExt", input, axis, keep_dims)


reduce_mean = mean


def prod(input, axis=None, keep_dims: bool = False, dtype=None) -> Tensor:  # noqa: A002
    """Product over ``axis`` (None: all; one axis at a time in torch). Mirrors ``mindspore.ops.prod`` (2.10).

    Int32 inputs give Int64, as MindSpore's ``ProdExt``.
    """
    t = _as_tensor(input)
    dim = _axis(axis)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    if td is None and t.dtype in (torch.uint16, torch.uint32, torch.uint64):
        td = t.dtype  # MindSpore keeps the unsigned types
    if dim is not None:
        dim = dim if isinstance(dim, tuple) else (dim,)
        _check_axis("ProdExt", t, dim)
    return _wrap(_RK.prod(t, dim, keep_dims, td))


def _multi_dim(kind: str, op, input, axis, keep_dims):  # noqa: A002
    t = _reduce_input(op, input) if kind in ("amax", "amin") else _as_tensor(input)
    dim = _axis(axis)
    if dim is not None:
        _check_axis(op, t, dim)
    return _wrap(_RK.reduce(kind, t, dim, keep_dims))


def _masked(input, initial, where, largest: bool):  # noqa: A002
    """``input`` after MindSpore's ``initial=`` / ``where=`` step of ``ops.amax`` / ``amin`` / ``max`` / ``min``
    (:func:`_RK.initial_where`); unchanged when neither is given. A ``where`` that is not a Tensor is ignored."""
    w = where._data() if isinstance(where, Tensor) else None
    if (initial is None and w is None) or not isinstance(input, Tensor):
        return input
    if isinstance(initial, Tensor):
        initial = initial._data().item()
    elif initial is not None and not isinstance(initial, (int, float)):
        raise TypeError(f'Failed calling Cast with "Cast()(input={_type_name(initial)}, dtype=mindspore.dtype)".')
    return _wrap(_RK.initial_where(input._data(), initial, w, largest))


def amax(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> Tensor:  # noqa: A002
    """Maximum over ``axis`` (None: all). Mirrors ``mindspore.ops.amax`` / ``ops.ReduceMax`` (2.10).

    ``initial`` (a number or 0-d Tensor, cast to the input's dtype) first raises every element to at least
    ``initial`` (a NaN element becomes ``initial``); ``where`` (a Bool Tensor broadcast to the input's shape; needs
    ``initial``) then replaces the elements where it is False by ``initial``, so an all-False slice gives
    ``initial``. A ``where`` that is not a Tensor is ignored, as in MindSpore.

    Raises:
        TypeError: for Bool input (no MindSpore CPU kernel), a non-number ``initial`` or a non-Bool ``where``.
        ValueError: ``where`` without ``initial``, or a ``where`` that does not broadcast to the input.
    """
    _no_bool("ReduceMax", input)
    input = _masked(input, initial, where, True)
    return _multi_dim("amax", "ReduceMax", input, axis, keepdims)


def _no_bool(op: str, x) -> None:
    """MindSpore's CPU TypeError for a Bool input of the reduction ``op``."""
    if isinstance(x, Tensor) and x._data().dtype == torch.bool:
        raise _dtypes.select_fail(op)


def amin(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> Tensor:  # noqa: A002
    """Minimum over ``axis`` (None: all). Mirrors ``mindspore.ops.amin`` / ``ops.ReduceMin`` (2.10).

    ``initial`` (a number or 0-d Tensor, cast to the input's dtype) first lowers every element to at most
    ``initial`` (a NaN element becomes ``initial``); ``where`` (a Bool Tensor broadcast to the input's shape; needs
    ``initial``) then replaces the elements where it is False by ``initial``. A ``where`` that is not a Tensor is
    ignored, as in MindSpore.

    Raises:
        TypeError: for Bool input (no MindSpore CPU kernel), a non-number ``initial`` or a non-Bool ``where``.
        ValueError: ``where`` without ``initial``, or a ``where`` that does not broadcast to the input.
    """
    _no_bool("ReduceMin", input)
    input = _masked(input, initial, where, False)
    return _multi_dim("amin", "ReduceMin", input, axis, keepdims)


def _class_text(x) -> str:
    """How MindSpore's Python checks print ``type(x)`` (``<class 'mindspore.common.tensor.Tensor'>``)."""
    return "<class 'mindspore.common.tensor.Tensor'>" if isinstance(x, Tensor) else str(type(x))


def _max_dim(largest: bool, input, dim, keepdim=False) -> tuple:  # noqa: A002
    """``Tensor.max(dim, keepdim)`` / ``Tensor.min``: MindSpore's MaxDim / MinDim, :func:`max` / :func:`min` along
    ``dim`` with those primitives named in the errors (Bool input, empty input)."""
    prim = "MaxDim" if largest else "MinDim"
    _no_bool(prim, input)
    if not isinstance(input, Tensor):  # MindSpore reads the input's shape first
        raise AttributeError(f"'{type(input).__name__}' object has no attribute 'shape'")
    v, i = _RK.max_min(input._data(), dim, keepdim, largest, prim)
    return _wrap(v), _wrap(i)


def _max_min(largest: bool, input, axis, keepdims, initial=None, where=None):  # noqa: A002
    if not isinstance(input, Tensor):  # MindSpore reads the input's shape first
        raise AttributeError(f"'{type(input).__name__}' object has no attribute 'shape'")
    if input.ndim and axis is not None:  # a 0-d input or axis None ignores initial and where
        name = "max" if largest else "min"
        if initial is not None and (isinstance(initial, Tensor) or not isinstance(initial, (int, float, complex))):
            raise TypeError(f"For '{name}', 'initial' must be a scalar, but got {_class_text(initial)}")
        if not isinstance(axis, int):
            raise TypeError(f"For '{name}', 'axis' must be int, but got {_class_text(axis)}")
        input = _masked(input, initial, where, largest)
    v, i = _RK.max_min(input._data(), axis, keepdims, largest)
    return _wrap(v), _wrap(i)


def max(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> tuple:  # noqa: A001,A002
    """Maximum values and their Int64 indices along ``axis``. Mirrors ``mindspore.ops.max`` (2.10).

    With ``axis=None`` the maximum of all elements is returned with index 0, as MindSpore 2.10 does; ``initial``
    and ``where`` are then ignored (and for a 0-d input). Else ``initial`` (a number) raises every element to at
    least ``initial`` and ``where`` (a Bool Tensor, needs ``initial``) replaces the elements where it is False by
    ``initial`` before the arg-max, so the indices point into that masked input (an all-False slice gives index 0).

    Returns:
        tuple ``(values, indices)``.

    Raises:
        TypeError: a non-number ``initial``, a non-int ``axis``, a non-Bool ``where``.
        ValueError: ``where`` without ``initial``, an empty input.
    """
    _no_bool("ArgMaxWithValue", input)
    return _max_min(True, input, axis, keepdims, initial, where)


def min(input, axis=None, keepdims: bool = False, *, initial=None, where=None) -> tuple:  # noqa: A001,A002
    """Minimum values and their Int64 indices along ``axis``. Mirrors ``mindspore.ops.min`` (2.10).

    With ``axis=None`` the minimum of all elements is returned with index 0, as MindSpore 2.10 does; ``initial``
    and ``where`` are then ignored. Else ``initial`` lowers every element to at most ``initial`` and ``where``
    replaces the elements where it is False by ``initial`` before the arg-min (see :func:`max`).

    Returns:
        tuple ``(values, indices)``.

    Raises:
        TypeError: a non-number ``initial``, a non-int ``axis``, a non-Bool ``where``.
        ValueError: ``where`` without ``initial``, an empty input.
    """
    _no_bool("ArgMinWithValue", input)
    return _max_min(False, input, axis, keepdims, initial, where)


def argmax(input, dim=None, keepdim: bool = False) -> Tensor:  # noqa: A002
    """Int64 index of the maximum along ``dim`` (None: of the flattened input). Mirrors ``mindspore.ops.argmax``."""
    if not isinstance(input, Tensor):  # MindSpore reads the input's attributes first
        raise AttributeError(f"'{type(input).__name__}' object has no attribute 'ndim'")
    t = input._data()
    if dim is not None:
        _check_axis("Argmax", t, dim)
    if t.numel() == 0:
        raise RuntimeError("For 'Argmax', the input is empty.")
    return _wrap(_RK.argmax(t, dim, keepdim, widen=True))


def argmin(input, axis=None, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Index of the minimum along ``axis`` (None: flattened). Mirrors ``mindspore.ops.argmin`` (2.10).

    The result is Int32, as MindSpore 2.10's ``ops.argmin`` returns (``ops.argmax`` gives Int64).
    """
    t = _as_tensor(input)
    if axis is not None:
        _check_axis("Argmin", t, axis)
    return _wrap(_RK.argmax(t, axis, keepdims, False, widen=True, op="Argmin").int())


def _std_var(tfn, input, axis, ddof, keepdims):  # noqa: A002
    return _wrap(_RK.std_var(_as_tensor(input), _axis(axis), ddof, keepdims, var=tfn))


def std(input, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Standard deviation over ``axis``, dividing by ``N - ddof`` (default ``N``). Mirrors ``mindspore.ops.std``."""
    return _std_var(False, input, axis, ddof, keepdims)


def var(input, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Variance over ``axis``, dividing by ``N - ddof`` (default ``N``). Mirrors ``mindspore.ops.var``."""
    return _std_var(True, input, axis, ddof, keepdims)


def std_mean(input, axis=None, ddof: int = 0, keepdims: bool = False) -> tuple:  # noqa: A002
    """``(std, mean)`` over ``axis``. Mirrors ``mindspore.ops.std_mean``."""
    s, m = _RK.std_mean(_as_tensor(input), _axis(axis), ddof, keepdims)
    return _wrap(s), _wrap(m)


def var_mean(input, axis=None, ddof: int = 0, keepdims: bool = False) -> tuple:  # noqa: A002
    """``(var, mean)`` over ``axis``. Mirrors ``mindspore.ops.var_mean``."""
    v, m = _RK.std_mean(_as_tensor(input), _axis(axis), ddof, keepdims, var=True)
    return _wrap(v), _wrap(m)


def norm(A, ord=None, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:  # noqa: A002,N803
    """Vector or matrix norm (default: 2-norm of the flattened input). Mirrors ``mindspore.ops.norm`` (2.10)."""
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    r = _LK.norm(_as_tensor(A), ord, _axis(dim), keepdim, td)
    return None if r is None else _wrap(r)  # MindSpore: an ord without dim and a rank other than 1 or 2 gives None


def cumsum(x, axis: int, dtype=None) -> Tensor:
    """Cumulative sum along ``axis``; the dtype is kept. Mirrors ``mindspore.ops.cumsum`` (2.10): with ``dtype``
    the input is cast to it first (so a Bool input with a numeric ``dtype`` is accepted).

    Raises:
        TypeError: for Bool input (after the cast).
    """
    t = _SK.cumsum_input(_as_tensor(x), mstype.to_torch_dtype(dtype) if dtype is not None else None)
    return _wrap(_SK.cumsum(t, axis))


def cumprod(input, dim: int, dtype=None) -> Tensor:  # noqa: A002
    """Cumulative product along ``dim``, in ``dtype`` when given; else integer and Bool inputs give Int64 and
    floats keep their dtype. Mirrors ``mindspore.ops.cumprod`` / ``Tensor.cumprod`` (2.10); the ``ops.CumProd``
    primitive keeps the input dtype.

    Raises:
        TypeError: a ``dim`` that is not an int (``Failed calling CumProd with "CumProd(...)(x=Tensor, axis=float)".``).
    """
    if not isinstance(dim, int) or isinstance(dim, bool):
        raise TypeError(
            f'Failed calling CumProd with "CumProd(exclusive=bool, reverse=bool)(x={_type_name(input)}, '
            f'axis={_type_name(dim)})".'
        )
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    return _wrap(_SK.cumprod(_as_tensor(input), int(dim), td))


def logsumexp(input, dim, keepdim: bool = False) -> Tensor:  # noqa: A002
    """``log(sum(exp(input)))`` over ``dim`` (an int or a tuple/list of ints), computed stably.

    Mirrors ``mindspore.ops.logsumexp(input, dim, keepdim=False)`` (2.10; the 1.x names ``axis``/``keep_dims`` are
    gone there too).

    Raises:
        ValueError: for a ``dim`` outside ``[-rank, rank)`` (MindSpore's ReduceMax message).
        TypeError: for integer or Bool input (MindSpore's CPU Exp kernel refuses it).
    """
    return _wrap(_RK.logsumexp(_as_tensor(input), dim, keepdim))


def all(input, axis=None, keep_dims: bool = False) -> Tensor:  # noqa: A001,A002
    """Logical AND over ``axis`` (None: all); Bool result. Mirrors ``mindspore.ops.all`` / ``ops.ReduceAll``."""
    return _multi_dim("all", "ReduceAll", input, axis, keep_dims)


def any(input, axis=None, keep_dims: bool = False) -> Tensor:  # noqa: A001,A002
    """Logical OR over ``axis`` (None: all); Bool result. Mirrors ``mindspore.ops.any`` / ``ops.ReduceAny``."""
    return _multi_dim("any", "ReduceAny", input, axis, keep_dims)


def topk(input, k: int, dim=None, largest: bool = True, sorted: bool = True) -> tuple:  # noqa: A002
    """The ``k`` largest (or smallest) entries along ``dim`` (default last). Mirrors ``mindspore.ops.topk``.

    Returns:
        tuple ``(values, indices)``; indices are Int32 as in MindSpore.

    Raises:
        TypeError: a ``k`` that is not an int (``For primitive[TopK], the input argument[k] must be a type of
            {Int32, Int64}, but got Float32.``).
    """
    if isinstance(k, float):
        raise TypeError("For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but got Float32.")
    v, i = _SortK.topk(_as_tensor(input), int(k), -1 if dim is None else dim, largest, sorted, checked=True)
    return _wrap(v), _wrap(i)


def sort(input_x, axis: int = -1, descending: bool = False) -> tuple:
    """Sort along ``axis`` (stable). Mirrors ``mindspore.ops.sort`` / ``ops.Sort``.

    Returns:
        tuple ``(values, indices)``; indices are Int32 as in MindSpore.
    """
    v, i = _SortK.sort(_as_tensor(input_x), axis, descending, checked=True)
    return _wrap(v), _wrap(i)


def argsort(input, axis: int = -1, descending: bool = False) -> Tensor:  # noqa: A002
    """Int32 indices that sort ``input`` along ``axis``. Mirrors ``mindspore.ops.argsort``."""
    return sort(input, axis, descending)[1]


def median(input, axis: int = -1, keepdims: bool = False) -> tuple:  # noqa: A002
    """Median values and Int64 indices along ``axis``. Mirrors ``mindspore.ops.median``."""
    v, i = _RK.median(_as_tensor(input), axis, keepdims)
    return _wrap(v), _wrap(i)


# ------------------------------------------------------------------------------------------------
# dtype checks in MindSpore's words
# ------------------------------------------------------------------------------------------------
_F16_64 = (torch.float16, torch.float32, torch.float64)
_F32_64 = (torch.float32, torch.float64)
_INTS = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64)
_SIGNED = (torch.int8, torch.int16, torch.int32, torch.int64)


def _dtype_name(dt: torch.dtype) -> str:
    return str(mstype._FROM_TORCH[dt])


def _type_error(prim: str, arg: str, dt: torch.dtype, allowed) -> TypeError:
    """MindSpore's type-check TypeError: ``For primitive[X], the input argument[x] must be a type of {...}``."""
    names = ", ".join(sorted(f"Tensor[{_dtype_name(a)}]" for a in allowed))
    return TypeError(
        f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{names}}}, but got "
        f"Tensor[{_dtype_name(dt)}]."
    )


def _allow(prim: str, arg: str, t: torch.Tensor, allowed) -> torch.Tensor:
    if t.dtype not in allowed:
        raise _type_error(prim, arg, t.dtype, allowed)
    return t


def _same_type(prim: str, a: torch.Tensor, b: torch.Tensor) -> None:
    if a.dtype != b.dtype:
        raise TypeError(f"For primitive[{prim}], the input type must be same.")


def _tensor_pair(prim: str, input, other, names=("input", "other")) -> tuple:  # noqa: A002
    """Both operands must be Tensors (``Failed calling Gcd with "Gcd()(input=Tensor, other=int)".``)."""
    if not (isinstance(input, Tensor) and isinstance(other, Tensor)):
        n1, n2 = names
        raise TypeError(f'Failed calling {prim} with "{prim}()({n1}={_type_name(input)}, {n2}={_type_name(other)})".')
    return input._data(), other._data()


_bcall = _K.bcall


# ------------------------------------------------------------------------------------------------
# more element-wise unary ops: inverse hyperbolic, special functions, complex parts
# ------------------------------------------------------------------------------------------------

acosh = _un("acosh")
asinh = _un("asinh")
atanh = _un("atanh")
erfinv = _un("erfinv")
digamma = _un("digamma")
isneginf = _un("isneginf")
isposinf = _un("isposinf")
bessel_i0 = _un("bessel_i0")
bessel_i0e = _un("bessel_i0e")
bessel_i1 = _un("bessel_i1")
bessel_i1e = _un("bessel_i1e")
bessel_j0 = _un("bessel_j0")
bessel_j1 = _un("bessel_j1")
bessel_k0 = _un("bessel_k0")
bessel_k0e = _un("bessel_k0e")
bessel_k1 = _un("bessel_k1")
bessel_k1e = _un("bessel_k1e")
bessel_y0 = _un("bessel_y0")
bessel_y1 = _un("bessel_y1")
isreal = _un("isreal")
signbit = _un("signbit")

i0 = bessel_i0
arccos = acos
arcsin = asin
arctan = atan
arccosh = acosh
arcsinh = asinh
arctanh = atanh
arctan2 = atan2
tensor_expm1 = expm1
floor_divide = floor_div
floormod = floor_mod
pows = pow


def lgamma(input) -> Tensor:  # noqa: A002
    """Element-wise ``log(|gamma(x)|)``. Mirrors ``mindspore.ops.lgamma`` / ``ops.Lgamma`` (2.10).

    Int32 input gives Float32.

    Raises:
        TypeError: for other integer types and Bool (MindSpore accepts Float16/32/64 and Int32).
    """
    return _wrap(_K.lgamma(_as_tensor(input)))


def frac(x) -> Tensor:
    """Element-wise fractional part ``x - trunc(x)`` (sign kept). Mirrors ``mindspore.ops.frac`` (2.10).

    Integer inputs give zeros of their dtype; Bool gives Int64 zeros, as MindSpore does.
    """
    return _wrap(_K.frac(_as_tensor(x)))


def _angle_unit(fn_name: str, factor: float):
    def fn(x) -> Tensor:
        t = _as_tensor(x)
        if t.dtype not in _F16_64:
            raise TypeError(
                f"The 'x' should be one of [mindspore.float16, mindspore.float32, mindspore.float64], but got "
                f"'{mstype._FROM_TORCH[t.dtype]!r}'."
            )
        return _wrap(t * factor)

    fn.__name__ = fn.__qualname__ = fn_name
    return fn


deg2rad = _angle_unit("deg2rad", float(np.pi / 180.0))
deg2rad.__doc__ = """Element-wise degrees to radians. Mirrors ``mindspore.ops.deg2rad`` (2.10).

    Raises:
        TypeError: if ``x`` is not Float16/32/64 (``The 'x' should be one of [...]``).
    """
rad2deg = _angle_unit("rad2deg", float(180.0 / np.pi))
rad2deg.__doc__ = """Element-wise radians to degrees. Mirrors ``mindspore.ops.rad2deg`` (2.10).

    Raises:
        TypeError: if ``x`` is not Float16/32/64.
    """


def sinc(input) -> Tensor:  # noqa: A002
    """Element-wise normalised sinc ``sin(pi x) / (pi x)`` (1 at 0). Mirrors ``mindspore.ops.sinc`` (2.10).

    Integer and Bool inputs give Float32.
    """
    return _wrap(_K.sinc(_as_tensor(input)))


def logit(input, eps: float | None = None) -> Tensor:  # noqa: A002
    """Element-wise ``log(x / (1 - x))``, ``x`` clamped to ``[eps, 1 - eps]`` when ``eps`` is given.

    Mirrors ``mindspore.ops.logit`` / ``ops.Logit`` (2.10; ``eps=None`` or negative means no clamping).

    Raises:
        TypeError: for integer and Bool tensors.
    """
    return _wrap(_K.logit(_as_tensor(input), eps))


def positive(input) -> Tensor:  # noqa: A002
    """Returns ``input`` unchanged (any dtype, Bool included). Mirrors ``mindspore.ops.positive`` (2.10)."""
    return input if isinstance(input, Tensor) else _wrap(_as_tensor(input))


def sgn(input) -> Tensor:  # noqa: A002
    """Element-wise sign; ``x / |x|`` for complex input (0 at 0). Mirrors ``mindspore.ops.sgn`` (2.10).

    Raises:
        TypeError: for Bool and unsigned/small integer tensors, as MindSpore's CPU kernels.
    """
    return _wrap(_K.sgn(_as_tensor(input)))


def is_complex(input) -> bool:  # noqa: A002
    """Python ``bool``: whether ``input`` has a complex dtype. Mirrors ``mindspore.ops.is_complex`` (2.10).

    Raises:
        TypeError: if ``input`` is not a Tensor.
    """
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'is_complex', the input must be a Tensor, but got {type(input)}.")
    return input._data().is_complex()


def real(input) -> Tensor:  # noqa: A002
    """Real part (the input itself for real dtypes). Mirrors ``mindspore.ops.real`` (2.10)."""
    return _wrap(_K.real(_as_tensor(input)))


def view_as_real(input) -> Tensor:  # noqa: A002
    """The complex ``input`` as a real Tensor with a last axis of size 2 (real, imaginary), Float32 for Complex64 and
    Float64 for Complex128; a copy, not a view. Mirrors ``mindspore.ops.view_as_real`` (2.10).

    Raises:
        TypeError: 'The input must be Tensor!' for a non-Tensor, or for a non-complex Tensor.
    """
    if not isinstance(input, Tensor):
        raise TypeError("The input must be Tensor!")
    return _wrap(_K.view_as_real(input._t))


def imag(input) -> Tensor:  # noqa: A002
    """Imaginary part (zeros of the input dtype for real dtypes). Mirrors ``mindspore.ops.imag`` (2.10)."""
    return _wrap(_K.imag(_as_tensor(input)))


def conj(input) -> Tensor:  # noqa: A002
    """Complex conjugate (the input values for real dtypes). Mirrors ``mindspore.ops.conj`` (2.10).

    Raises:
        TypeError: for Bool tensors.
    """
    return _wrap(_K.conj(_as_tensor(input)))


def angle(input) -> Tensor:  # noqa: A002
    """Element-wise argument of a complex tensor (Float32 for Complex64). Mirrors ``mindspore.ops.angle`` (2.10).

    Raises:
        TypeError: for real tensors (MindSpore's CPU kernel takes only Complex64/Complex128).
    """
    return _wrap(_K.angle(_as_tensor(input)))


def inv(x) -> Tensor:
    """Element-wise reciprocal keeping the dtype. Mirrors ``mindspore.ops.inv`` / ``ops.Inv`` (2.10).

    For integers the result is the truncated ``1 / x`` (so 0 except at 1 and -1), and the dtype's minimum at 0,
    as MindSpore's CPU kernel gives.

    Raises:
        TypeError: for Bool tensors.
    """
    return _wrap(_K.inv(_as_tensor(x)))


def trace(input) -> Tensor:  # noqa: A002
    """Sum of the main diagonal of a 2-D tensor (dtype kept). Mirrors ``mindspore.ops.trace`` / ``ops.Trace`` (2.10).

    Raises:
        RuntimeError: if ``input`` is not 2-D.
    """
    return _wrap(_LK.trace(_as_tensor(input)))


def msort(input) -> Tensor:  # noqa: A002
    """Values sorted along axis 0 (ascending). Mirrors ``mindspore.ops.msort`` (2.10).

    Raises:
        TypeError: for Bool tensors.
    """
    return _wrap(_SortK.msort(_as_tensor(input)))


def population_count(input_x) -> Tensor:
    """Number of set bits of each element (two's complement), as UInt8. Mirrors ``mindspore.ops.population_count``.

    Raises:
        TypeError: for float and Bool tensors.
    """
    return _wrap(_K.population_count(_as_tensor(input_x)))


# ------------------------------------------------------------------------------------------------
# more element-wise binary ops
# ------------------------------------------------------------------------------------------------
def hypot(input, other) -> Tensor:  # noqa: A002
    """Element-wise ``sqrt(input**2 + other**2)`` (broadcast). Mirrors ``mindspore.ops.hypot`` / ``ops.Hypot``.

    The operands are promoted first; the result must be Float32 or Float64.

    Raises:
        TypeError: if the promoted dtype is not Float32/Float64 (Float16 and integers are refused).
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_bcall("Hypot", _K.hypot, _as_tensor(input), _as_tensor(other)))


def fmod(input, other) -> Tensor:  # noqa: A002
    """Element-wise C-style remainder (sign of ``input``). Mirrors ``mindspore.ops.fmod`` (2.10).

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    a, b = _as_tensor(input), _as_tensor(other)
    return _wrap(_bcall("DivMod", _fmod, a, b))


def _mod_prim(input, other) -> Tensor:  # noqa: A002
    """The primitive ``ops.Mod``: element-wise C-style remainder (sign of ``input``); an integer zero divisor gives
    MindSpore's CPU value (the min of Int32/Int64 unless ``input`` is 0, else 0).

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    a, b = _as_tensor(input), _as_tensor(other)
    return _wrap(_bcall("Mod", _K.mod_prim, a, b))


def _logaddexp(name: str, other_msg: str):
    k = _K.logaddexp(name)

    def fn(input, other) -> Tensor:  # noqa: A002
        if not isinstance(other, Tensor):
            raise TypeError(f"For {name}, {other_msg} must be a Tensor, but got {type(other)}.")
        return _wrap(_bcall("SubExt", k, _as_tensor(input), other._data(), ("input", "other")))

    fn.__name__ = fn.__qualname__ = name
    return fn


logaddexp = _logaddexp("logaddexp", "the other")
logaddexp.__doc__ = """Element-wise ``log(exp(input) + exp(other))``. Mirrors ``mindspore.ops.logaddexp`` (2.10).

    Raises:
        TypeError: if ``other`` is not a Tensor or either operand is not floating point.
        ValueError: if the shapes do not broadcast.
    """
logaddexp2 = _logaddexp("logaddexp2", "other")
logaddexp2.__doc__ = """Element-wise ``log2(2**input + 2**other)``. Mirrors ``mindspore.ops.logaddexp2`` (2.10).

    Raises:
        TypeError: if ``other`` is not a Tensor or either operand is not floating point.
        ValueError: if the shapes do not broadcast.
    """


def float_power(input, exponent) -> Tensor:  # noqa: A002
    """Element-wise power in double precision: the result is always Float64 (Complex128 for complex input).

    Mirrors ``mindspore.ops.float_power`` (2.10).

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_bcall("Pow", _K.float_power, _as_tensor(input), _as_tensor(exponent)))


def copysign(x, other) -> Tensor:
    """Element-wise ``|x|`` with the sign of ``other``. Mirrors ``mindspore.ops.copysign`` (2.10).

    The result keeps the dtype of a floating ``x``; integer ``x`` gives Float32.

    Raises:
        TypeError: for Bool operands.
    """
    return _wrap(_bcall("Select", _K.copysign, _as_tensor(x), _as_tensor(other)))


def heaviside(input, values) -> Tensor:  # noqa: A002
    """Element-wise Heaviside step: 0 below 0, ``values`` at 0, 1 above. Mirrors ``mindspore.ops.heaviside``.

    Raises:
        TypeError: if ``values`` is not a Tensor of ``input``'s dtype, or the dtype is Bool.
        ValueError: if the shapes do not broadcast.
    """
    a = _as_tensor(input)
    if not isinstance(values, Tensor) or values._data().dtype != a.dtype:
        raise TypeError("For primitive[Heaviside], the input type must be same.")
    return _wrap(_bcall("Heaviside", lambda p, q: _K.heaviside(p, q, checked=True), a, values._data()))


def xdivy(x, y) -> Tensor:
    """Element-wise ``x / y``, 0 where ``x`` is 0. Mirrors ``mindspore.ops.xdivy`` / ``ops.Xdivy`` (2.10).

    Raises:
        TypeError: if the promoted dtype is not float or complex.
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_bcall("Xdivy", _K.xdivy, _as_tensor(x), _as_tensor(y)))


def gcd(input, other) -> Tensor:  # noqa: A002
    """Element-wise greatest common divisor of integer tensors. Mirrors ``mindspore.ops.gcd`` / ``ops.Gcd``.

    Raises:
        TypeError: if an operand is not a Tensor or the dtype is not Int16/32/64.
        ValueError: if the shapes do not broadcast.
    """
    a, b = _tensor_pair("Gcd", input, other)
    return _wrap(_bcall("Gcd", _K.gcd, a, b))


def lcm(input, other) -> Tensor:  # noqa: A002
    """Element-wise least common multiple of Int32/Int64 tensors. Mirrors ``mindspore.ops.lcm`` / ``ops.Lcm``.

    Raises:
        TypeError: if the promoted dtype is not Int32/Int64.
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_bcall("Lcm", _K.lcm, _as_tensor(input), _as_tensor(other)))


_SHIFT_NAMES = "Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64"


def _shift_other(a: torch.Tensor, other) -> torch.Tensor:
    if isinstance(other, Tensor):
        return other._data()
    if isinstance(other, bool) or not isinstance(other, int):
        raise TypeError(f"For 'bitwise_left_shift', 'other' must be an integer, but got other:{type(other)}.")
    return _K.scalar_as(other, a)


def bitwise_left_shift(input, other) -> Tensor:  # noqa: A002
    """Element-wise ``input << other`` on integer tensors of one dtype. Mirrors ``mindspore.ops.bitwise_left_shift``.

    Raises:
        TypeError: for non-integer input, operands of different dtypes, or a non-integer scalar ``other``.
        ValueError: if the shapes do not broadcast.
    """
    a = _as_tensor(input)
    b = _shift_other(a, other)
    if a.dtype not in _INTS:
        raise TypeError(
            f"For 'LeftShift', the dtype of input should be one of [{_SHIFT_NAMES}], but got {_dtype_name(a.dtype)}."
        )
    if a.dtype != b.dtype:
        raise TypeError(
            f"For 'LeftShift', the dtype of two args should be same, but the first arg dtype {_dtype_name(a.dtype)} "
            f"are not consistent with second arg dtype {_dtype_name(b.dtype)}"
        )
    return _wrap(_bcall("LeftShift", _K.shift, a, b))


def bitwise_right_shift(input, other) -> Tensor:  # noqa: A002
    """Element-wise arithmetic ``input >> other`` on integer tensors of one dtype.

    Mirrors ``mindspore.ops.bitwise_right_shift`` (2.10).

    Raises:
        TypeError: for non-integer input, operands of different dtypes, or a non-integer scalar ``other``.
        ValueError: if the shapes do not broadcast.
    """
    a = _as_tensor(input)
    b = _shift_other(a, other)
    if a.dtype != b.dtype:
        raise TypeError(
            f"For 'RightShift', the dtype of two args should be same, but the first arg dtype "
            f"Tensor[{_dtype_name(a.dtype)}] are not consistent with second arg dtype Tensor[{_dtype_name(b.dtype)}]"
        )
    _allow("RightShift", "x", a, _INTS)
    return _wrap(_bcall("RightShift", lambda p, q: _K.shift(p, q, False), a, b))


def _fmaxmin(prim: str, largest: bool):
    def fn(input, other) -> Tensor:  # noqa: A002
        return _wrap(_bcall(prim, lambda a, b: _K.fmax(a, b, largest), _as_tensor(input), _as_tensor(other)))

    return fn


fmax = _fmaxmin("Fmax", True)
fmax.__name__ = fmax.__qualname__ = "fmax"
fmax.__doc__ = """Element-wise maximum that ignores NaN (NaN only where both are NaN). Mirrors ``mindspore.ops.fmax``.

    Raises:
        TypeError: if the promoted dtype is not Float16/32/64 or Int32/64.
        ValueError: if the shapes do not broadcast.
    """
fmin = _fmaxmin("Fmin", False)
fmin.__name__ = fmin.__qualname__ = "fmin"
fmin.__doc__ = """Element-wise minimum that ignores NaN. Mirrors ``mindspore.ops.fmin`` (2.10).

    Known difference: MindSpore 2.10's CPU build has no Fmin kernel (RuntimeError); mindshim computes it there too.

    Raises:
        TypeError: if the promoted dtype is not Float16/32/64 or Int32/64.
        ValueError: if the shapes do not broadcast.
    """


def nextafter(input, other) -> Tensor:  # noqa: A002
    """Element-wise next representable float after ``input`` towards ``other``. Mirrors ``mindspore.ops.nextafter``.

    Raises:
        TypeError: if an operand is not a Tensor, the dtypes differ, or they are not Float32/Float64.
        ValueError: if the shapes do not broadcast.
    """
    a, b = _tensor_pair("NextAfter", input, other)
    return _wrap(_bcall("NextAfter", _K.nextafter, a, b))


def ldexp(x, other) -> Tensor:
    """Element-wise ``x * 2**other``. Mirrors ``mindspore.ops.ldexp`` (2.10).

    The dtype is the promoted one, Float32 when that is an integer type or Bool.

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_bcall("Mul", _K.ldexp, _as_tensor(x), _as_tensor(other)))


def _igamma(prim: str, upper: bool):
    def fn(input, other) -> Tensor:  # noqa: A002
        a = _as_tensor(input)
        if not isinstance(other, Tensor) or other._data().dtype != a.dtype:
            if not isinstance(other, Tensor):
                raise TypeError(
                    f"The primitive[{prim}]'s input arguments[a, x] must be all tensor and those type must be same. "
                    f"But got input argument[x]:{_dtype_name(_as_tensor(other).dtype)}"
                )
            raise TypeError(f"For primitive[{prim}], the input type must be same.")
        return _wrap(_bcall(prim, lambda p, q: _K.igamma(p, q, upper), a, other._data()))

    return fn


igamma = _igamma("Igamma", False)
igamma.__name__ = igamma.__qualname__ = "igamma"
igamma.__doc__ = """Regularised lower incomplete gamma function ``P(input, other)``. Mirrors ``mindspore.ops.igamma``.

    Raises:
        TypeError: if ``other`` is not a Tensor of ``input``'s dtype, or the dtype is not Float32/Float64.
        ValueError: if the shapes do not broadcast.
    """
igammac = _igamma("Igammac", True)
igammac.__name__ = igammac.__qualname__ = "igammac"
igammac.__doc__ = """Regularised upper incomplete gamma function ``Q(input, other)``. Mirrors ``mindspore.ops.igammac``.

    Raises:
        TypeError: if ``other`` is not a Tensor of ``input``'s dtype, or the dtype is not Float32/Float64.
        ValueError: if the shapes do not broadcast.
    """


def _shape_vec(s) -> str:
    return "[const vector]{" + ", ".join(str(d) for d in s) + "}"


def polar(abs, angle) -> Tensor:  # noqa: A002
    """Complex tensor ``abs * (cos(angle) + i sin(angle))`` (Float32 gives Complex64). Mirrors ``mindspore.ops.polar``.

    Raises:
        TypeError: if an operand is not a Tensor.
        ValueError: if the shapes differ (no broadcasting).
    """
    a, b = _tensor_pair("Polar", abs, angle, ("abs", "angle"))
    if a.shape != b.shape:
        raise ValueError(
            f"For 'Polar, shape of inputs should be the same, but get shape of input[0] : {_shape_vec(a.shape)} , "
            f"shape of input[1] : {_shape_vec(b.shape)} ."
        )
    _same_type("Polar", a, b)
    _allow("Polar", "abs", a, _F32_64)
    return _wrap(_K.polar(a, b))


def truncate_div(x, y) -> Tensor:
    """Element-wise division rounded towards zero (dtype by promotion). Mirrors ``mindspore.ops.truncate_div``.

    Raises:
        TypeError: for Bool operands.
        ValueError: if the shapes do not broadcast.
    """
    a, b = _as_tensor(x), _as_tensor(y)
    return _wrap(_bcall("TruncateDiv", _K.truncate_div, a, b))


def truncate_mod(x, y) -> Tensor:
    """Element-wise remainder of the truncated division (sign of ``x``). Mirrors ``mindspore.ops.truncate_mod``.

    Raises:
        TypeError: if the promoted dtype is not Float16/32/64, Int8/32 or UInt8 (Int64 is refused).
        ValueError: if the shapes do not broadcast.
    """
    return _wrap(_bcall("TruncateMod", _K.truncate_mod, _as_tensor(x), _as_tensor(y)))


def _shape_tuple(s) -> str:
    return "(" + ", ".join(str(d) for d in s) + ")"


def approximate_equal(x, y, tolerance: float = 1e-05) -> Tensor:
    """Element-wise ``|x - y| < tolerance`` (Bool). Mirrors ``mindspore.ops.approximate_equal`` (2.10).

    Raises:
        TypeError: if the promoted dtype is not Float16/32/64.
        RuntimeError: if the shapes differ (no broadcasting).
    """
    return _wrap(_LG.approximate_equal(_as_tensor(x), _as_tensor(y), tolerance))


def zeta(input, other) -> Tensor:  # noqa: A002
    """Hurwitz zeta function ``zeta(input, other)``. Mirrors ``mindspore.ops.zeta`` (2.10).

    Raises:
        TypeError: if the dtypes differ or are not Float32/Float64.
    """
    a = _as_tensor(input)
    b = other._data() if isinstance(other, Tensor) else _K.scalar_as(other, a)
    return _wrap(_K.zeta(a, b))


def polygamma(n, input) -> Tensor:  # noqa: A002
    """The ``n``-th derivative of the digamma function. Mirrors ``mindspore.ops.polygamma`` (2.10)."""
    k = int(n.asnumpy()) if isinstance(n, Tensor) else int(n)
    return _wrap(_K.polygamma(k, _as_tensor(input)))


def mvlgamma(input, p: int) -> Tensor:  # noqa: A002
    """Multivariate log-gamma of dimension ``p``. Mirrors ``mindspore.ops.mvlgamma`` (2.10)."""
    return _wrap(_K.mvlgamma(_as_tensor(input), p))


# ------------------------------------------------------------------------------------------------
# products and linear algebra
# ------------------------------------------------------------------------------------------------
def _factor(v):
    return v._data() if isinstance(v, Tensor) else v


def addcmul(input, tensor1, tensor2, value=1) -> Tensor:  # noqa: A002
    """``input + value * tensor1 * tensor2`` (broadcast). Mirrors ``mindspore.ops.addcmul`` / ``ops.Addcmul`` (2.10).

    Raises:
        ValueError: if the shapes do not broadcast.
    """
    a, b, c = _as_tensor(input), _as_tensor(tensor1), _as_tensor(tensor2)
    return _wrap(_bcall("Addcmul", lambda p, q: p + _factor(value) * q, a, b * c))


_ADDCDIV_TYPES = (*_F16_64, torch.int64)


def addcdiv(input, tensor1, tensor2, value=1) -> Tensor:  # noqa: A002
    """``input + value * tensor1 / tensor2`` (broadcast). Mirrors ``mindspore.ops.addcdiv`` / ``ops.Addcdiv`` (2.10).

    Raises:
        TypeError: if ``input`` is not Float16/32/64 or Int64.
        ValueError: if the shapes do not broadcast.
    """
    a, b, c = _as_tensor(input), _as_tensor(tensor1), _as_tensor(tensor2)
    _allow("Addcdiv", "input", a, _ADDCDIV_TYPES)
    q = b / c
    return _wrap(_bcall("Addcdiv", lambda p, r: (p + _factor(value) * r).to(p.dtype), a, q))


def mm(input, mat2) -> Tensor:  # noqa: A002
    """Product of two 2-D matrices (dtype kept, integers included). Mirrors ``mindspore.ops.mm`` (2.10).

    Raises:
        ValueError: if an operand is not 2-D or the inner dimensions differ.
    """
    return _wrap(_LK.mm(_as_tensor(input), _as_tensor(mat2)))


def mv(mat, vec) -> Tensor:
    """Matrix-vector product ``mat @ vec``. Mirrors ``mindspore.ops.mv`` (2.10).

    Raises:
        ValueError: if the inner dimensions differ.
    """
    return _wrap(_LK.mv(_as_tensor(mat), _as_tensor(vec)))


def addmv(input, mat, vec, *, beta=1, alpha=1) -> Tensor:  # noqa: A002
    """``beta * input + alpha * (mat @ vec)``. Mirrors ``mindspore.ops.addmv`` (2.10).

    Raises:
        TypeError: if ``mat`` and ``vec`` differ in dtype.
    """
    return _wrap(_LK.addmv(_as_tensor(input), _as_tensor(mat), _as_tensor(vec), beta, alpha))


def addr(x, vec1, vec2, *, beta=1, alpha=1) -> Tensor:
    """``beta * x + alpha * outer(vec1, vec2)``. Mirrors ``mindspore.ops.addr`` (2.10)."""
    return _wrap(_LK.addr(_as_tensor(x), _as_tensor(vec1), _as_tensor(vec2), beta, alpha))


def addbmm(input, batch1, batch2, *, beta=1, alpha=1) -> Tensor:  # noqa: A002
    """``beta * input + alpha * sum_b(batch1[b] @ batch2[b])``. Mirrors ``mindspore.ops.addbmm`` (2.10).

    Raises:
        TypeError: ``alpha``/``beta`` not an int or float. ValueError: batch dimensions that differ.
    """
    for name, v in (("alpha", alpha), ("beta", beta)):
        if not isinstance(v, (int, float)):
            raise TypeError(f"For 'addbmm', parameter '{name}' must be an int or float, but got {type(v)}.")
    return _wrap(_LK.addbmm(_as_tensor(input), _as_tensor(batch1), _as_tensor(batch2), beta, alpha))


def baddbmm(input, batch1, batch2, beta=1, alpha=1) -> Tensor:  # noqa: A002
    """``beta * input + alpha * (batch1 @ batch2)`` per batch. Mirrors ``mindspore.ops.baddbmm`` (2.10).

    Raises:
        TypeError: an input not a Tensor, differing dtypes, or ``alpha``/``beta`` not real numbers (integers for
            non-float inputs), with MindSpore's texts. ValueError: batch dimensions that differ.
    """
    if not (isinstance(input, Tensor) and isinstance(batch1, Tensor) and isinstance(batch2, Tensor)):
        raise TypeError("For Baddbmm, inputs must be all tensors.")
    if not (input.dtype == batch1.dtype == batch2.dtype):
        raise TypeError("For Baddbmm, the inputs should be the same dtype.")
    if input.dtype in (mstype.float16, mstype.float32, mstype.float64):
        if not (isinstance(alpha, (int, float)) and isinstance(beta, (int, float))):
            raise TypeError("For attributes alpha and beta should be real numbers.")
    elif not (isinstance(alpha, int) and isinstance(beta, int)):
        raise TypeError(
            "For inputs of type not FloatTensor or DoubleTensor, arguments beta and alpha must be integers."
        )
    return _wrap(_LK.baddbmm(_as_tensor(input), _as_tensor(batch1), _as_tensor(batch2), beta, alpha))


def kron(input, other) -> Tensor:  # noqa: A002
    """Kronecker product (dtype by promotion). Mirrors ``mindspore.ops.kron`` (2.10)."""
    return _wrap(_LK.kron(_as_tensor(input), _as_tensor(other)))


def cross(input, other, dim=None) -> Tensor:  # noqa: A002
    """Cross product of 3-vectors along ``dim`` (None: the first dimension of size 3). Mirrors ``mindspore.ops.cross``.

    Raises:
        ValueError: if no dimension (or ``dim``) has size 3.
    """
    return _wrap(_LK.cross(_as_tensor(input), _as_tensor(other), dim))


def det(input) -> Tensor:  # noqa: A002
    """Determinant of square matrices ``(..., n, n)``. Mirrors ``mindspore.ops.det`` / ``ops.MatrixDeterminant``.

    Raises:
        TypeError: for integer and Bool tensors.
        ValueError: if the input is not a batch of square matrices.
    """
    return _wrap(_LK.det(_as_tensor(input)))


matrix_determinant = det


def slogdet(input) -> tuple:  # noqa: A002
    """``(sign, log|det|)`` of square matrices. Mirrors ``mindspore.ops.slogdet`` / ``ops.LogMatrixDeterminant``.

    Raises:
        TypeError: for integer and Bool tensors.
        ValueError: if the input is not a batch of square matrices.
    """
    s, v = _LK.slogdet(_as_tensor(input))
    return _wrap(s), _wrap(v)


log_matrix_determinant = slogdet


def logdet(input) -> Tensor:  # noqa: A002
    """``log(det(input))`` (NaN where the determinant is negative). Mirrors ``mindspore.ops.logdet`` (2.10)."""
    s, v = slogdet(input)
    return _wrap(_LK.logdet(s._data(), v._data()))


def inverse(input) -> Tensor:  # noqa: A002
    """Inverse of square matrices ``(..., n, n)``. Mirrors ``mindspore.ops.inverse`` / ``ops.MatrixInverse`` (2.10).

    Raises:
        TypeError: if the dtype is not Float32/64 or Complex64/128 (Float16 is refused).
        ValueError: if the input is not a batch of square matrices.
    """
    return _wrap(_LK.inverse(_as_tensor(input)))


def matrix_power(input, n: int) -> Tensor:  # noqa: A002
    """``input`` to the integer power ``n`` (negative: of the inverse). Mirrors ``mindspore.ops.matrix_power``.

    Raises:
        TypeError: if ``n`` is not an int.
    """
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"For 'MatrixPower', the type of 'n' should be 'int', but got type '{type(n).__name__}'.")
    return _wrap(_LK.matrix_power(_as_tensor(input), n))


def dist(input, other, p: int = 2) -> Tensor:  # noqa: A002
    """p-norm of ``input - other`` (broadcast), a 0-d Tensor. Mirrors ``mindspore.ops.dist`` (2.10).

    Raises:
        TypeError: if ``p`` is not an int or the inputs are not Float16/Float32.
    """
    return _wrap(_LK.dist(_as_tensor(input), _as_tensor(other), p))


def einsum(equation: str, *operands) -> Tensor:
    """Einstein summation over the operands (given separately or as one list/tuple). Mirrors ``mindspore.ops.einsum``.

    Known difference: MindSpore 2.10's CPU build has no Einsum kernel (RuntimeError); mindshim computes it there too.
    """
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    return _wrap(_LK.einsum(equation, [_as_tensor(o) for o in operands]))


def ger(input, vec2) -> Tensor:  # noqa: A002
    """Outer product ``input[i] * vec2[j]`` of two 1-D tensors, shape ``(len(input), len(vec2))``. Mirrors
    ``mindspore.ops.ger`` / ``Tensor.ger`` (2.10), the ``Ger`` primitive's rules.

    Raises:
        TypeError: a non-Tensor input, dtypes that differ, a dtype other than Float16/Float32/Float64.
        ValueError: an input that is not 1-D.
    """
    return _wrap(_LK.ger(*(v._data() if isinstance(v, Tensor) else v for v in (input, vec2))))


def vecdot(x, y, *, axis: int = -1) -> Tensor:
    """``sum(conj(x) * y, axis)`` (broadcast). Mirrors ``mindspore.ops.vecdot`` (2.10): integer and Bool inputs give
    Int64 (MindSpore sums the product with ``Tensor.sum``).

    Raises:
        TypeError: ``x`` or ``y`` not a Tensor, or ``axis`` not an int. ValueError: ``axis`` out of range.
    """
    if not isinstance(x, Tensor) or not isinstance(y, Tensor):
        raise TypeError("For vecdot, x or y must be Tensor.")
    return _wrap(_LK.vecdot(x._data(), y._data(), axis))


def vector_norm(x, ord=2, axis=None, keepdims: bool = False, *, dtype=None) -> Tensor:  # noqa: A002
    """Vector p-norm over ``axis`` (None: all elements). Mirrors ``mindspore.ops.vector_norm`` (2.10)."""
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    return _wrap(_LK.vector_norm(_as_tensor(x), ord, _axis(axis), keepdims, td))


def matrix_norm(A, ord="fro", axis=(-2, -1), keepdims: bool = False, *, dtype=None) -> Tensor:  # noqa: A002,N803
    """Matrix norm (``'fro'``, ``'nuc'``, ``inf``, ``1``, ``2`` ...) over the two ``axis``. Mirrors ``ops.matrix_norm``."""
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    return _wrap(_LK.matrix_norm(_as_tensor(A), ord, tuple(axis), keepdims, td))


def batch_dot(x1, x2, axes=None) -> Tensor:
    """Batched dot product over ``axes`` (default: last of ``x1``, second-to-last or last of ``x2``).

    Mirrors ``mindspore.ops.batch_dot`` (2.10): the first dimension is the batch; 2-D inputs give ``(B, 1)``.
    """
    return _wrap(_LK.batch_dot(_as_tensor(x1), _as_tensor(x2), axes))


def dot(input, other) -> Tensor:  # noqa: A002
    """numpy-style dot product of tensors with at least 2 dimensions: sums the last axis of ``input`` against the
    second-to-last of ``other``. Mirrors ``mindspore.ops.dot`` (2.10).

    Raises:
        ValueError: if an operand has fewer than 2 dimensions.
        TypeError: if ``input`` is not Float16/Float32.
    """
    return _wrap(_LK.dot(_as_tensor(input), _as_tensor(other)))


def svd(input, full_matrices: bool = False, compute_uv: bool = True):  # noqa: A002
    """Singular value decomposition ``input = u @ diag(s) @ v^H``. Mirrors ``mindspore.ops.svd`` (2.10).

    Returns:
        ``(s, u, v)`` (note: ``v``, not its transpose), or just ``s`` when ``compute_uv`` is False.
    """
    r = _LK.svd(_as_tensor(input), full_matrices, compute_uv)
    return tuple(_wrap(x) for x in r) if compute_uv else _wrap(r)


def qr(input, mode: str = "reduced") -> tuple:  # noqa: A002
    """QR decomposition ``(Q, R)``; ``mode`` ``'reduced'`` or ``'complete'``. Mirrors ``mindspore.ops.qr`` (2.10)."""
    q, r = _LK.qr(_as_tensor(input), mode)
    return _wrap(q), _wrap(r)


def cholesky(input_x, upper: bool = False) -> Tensor:
    """Cholesky factor of a symmetric positive-definite matrix (lower, or upper). Mirrors ``mindspore.ops.cholesky``."""
    return _wrap(_LK.cholesky(_as_tensor(input_x), upper))


def cholesky_inverse(input_x, upper: bool = False) -> Tensor:
    """Inverse of ``A`` from its Cholesky factor. Mirrors ``mindspore.ops.cholesky_inverse`` (2.10)."""
    return _wrap(_LK.cholesky_inverse(_as_tensor(input_x), upper))


def cholesky_solve(input, input2, upper: bool = False) -> Tensor:  # noqa: A002
    """Solve ``A X = input`` given the Cholesky factor ``input2`` of ``A``. Mirrors ``mindspore.ops.cholesky_solve``."""
    return _wrap(_LK.cholesky_solve(_as_tensor(input), _as_tensor(input2), upper))


def eig(A) -> tuple:  # noqa: N803
    """Eigenvalues and eigenvectors of square matrices (complex results). Mirrors ``mindspore.ops.eig`` (2.10)."""
    w, v = _LK.eig(_as_tensor(A))
    return _wrap(w), _wrap(v)


def eigvals(A) -> Tensor:  # noqa: N803
    """Eigenvalues of square matrices (complex result). Mirrors ``mindspore.ops.eigvals`` (2.10)."""
    return _wrap(_LK.eigvals(_as_tensor(A)))


def lstsq(input, A) -> Tensor:  # noqa: A002,N803
    """Least-squares solution ``X`` of ``input @ X = A``. Mirrors ``mindspore.ops.lstsq`` (2.10)."""
    return _wrap(_LK.lstsq(_as_tensor(input), _as_tensor(A)))


def pinv(x, *, atol=None, rtol=None, hermitian: bool = False) -> Tensor:
    """Moore-Penrose pseudo-inverse. Mirrors ``mindspore.ops.pinv`` (2.10)."""
    return _wrap(_LK.pinv(_as_tensor(x), _factor(atol), _factor(rtol), hermitian))


def matrix_exp(input) -> Tensor:  # noqa: A002
    """Matrix exponential of square matrices. Mirrors ``mindspore.ops.matrix_exp`` (2.10).

    Known difference: MindSpore 2.10's CPU build has no MatrixExp kernel; mindshim computes it there too.
    """
    return _wrap(_LK.matrix_exp(_as_tensor(input)))


# ------------------------------------------------------------------------------------------------
# more reductions and scans
# ------------------------------------------------------------------------------------------------
def diff(x, n: int = 1, axis: int = -1, prepend=None, append=None) -> Tensor:
    """First-order difference along ``axis`` (Bool: XOR), with optional ``prepend``/``append``.

    Mirrors ``mindspore.ops.diff`` (2.10).

    Raises:
        RuntimeError: if ``n`` is not 1 (MindSpore supports only the first difference).
    """
    if n != 1:
        raise RuntimeError(f"For 'diff', 'n' must be 1, but got {n}")
    t = _as_tensor(x)
    pre = _as_tensor(prepend) if prepend is not None else None
    app = _as_tensor(append) if append is not None else None
    return _wrap(_SK.diff(t, 1, axis, pre, app, prim="diff"))


def cov(input, *, correction: int = 1, fweights=None, aweights=None) -> Tensor:  # noqa: A002
    """Covariance matrix of the rows (variables) of ``input``; integer and Float16 inputs give Float32.

    Mirrors ``mindspore.ops.cov`` (2.10).
    """
    fw = _as_tensor(fweights) if fweights is not None else None
    aw = _as_tensor(aweights) if aweights is not None else None
    return _wrap(_RK.cov(_as_tensor(input), correction, fw, aw))


def nansum(input, axis=None, keepdims: bool = False, *, dtype=None) -> Tensor:  # noqa: A002
    """Sum over ``axis`` treating NaN as 0. Mirrors ``mindspore.ops.nansum`` (2.10).

    The input dtype is kept (Bool gives Int64); ``dtype`` casts the result.
    """
    t = _as_tensor(input)
    td = mstype.to_torch_dtype(dtype) if dtype is not None else (torch.int64 if t.dtype == torch.bool else t.dtype)
    if not t.is_floating_point():
        return _reduce("sum", "ReduceSum", t, axis, keepdims, td)
    return _reduce("nansum", "ReduceSum", t, axis, keepdims, td)


def nanmean(input, axis=None, keepdims: bool = False, *, dtype=None) -> Tensor:  # noqa: A002
    """Mean over ``axis`` ignoring NaN. Mirrors ``mindspore.ops.nanmean`` (2.10).

    Raises:
        TypeError: if ``input`` is not floating point.
    """
    t = _as_tensor(input)
    if not t.is_floating_point():
        raise TypeError(
            "For 'nanmean', input should be floating point dtype, but got <class 'mindspore.common.tensor.Tensor'>."
        )
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    out = _reduce("nanmean", "ReduceMean", t, axis, keepdims)
    return out if td is None else _wrap(out._data().to(td))


def nanmedian(input, axis: int = -1, keepdims: bool = False) -> tuple:  # noqa: A002
    """Median along ``axis`` ignoring NaN, with its Int64 index. Mirrors ``mindspore.ops.nanmedian`` (2.10).

    Returns:
        tuple ``(values, indices)``.
    """
    v, i = _RK.nanmedian(_as_tensor(input), axis, keepdims)
    return _wrap(v), _wrap(i)


def _cummax_check(input, axis) -> None:  # noqa: A002
    """MindSpore's TypeErrors of Cummax (``ops.cummax``, ``mint.cummax``): a non-int axis, a Bool input."""
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise TypeError(f'Failed calling Cummax with "Cummax(axis={_type_name(axis)})(input={_type_name(input)})".')
    if isinstance(input, Tensor) and input.dtype == mstype.bool_:
        raise TypeError("Select CPU operator[Cummax] fail! Unsupported data type!")


def cummax(input, axis: int) -> tuple:  # noqa: A002
    """Running maximum along ``axis`` and the Int64 index where it was reached (the last on ties).

    Mirrors ``mindspore.ops.cummax`` (2.10).

    Raises:
        TypeError: an ``axis`` that is not an int, or a Bool input (MindSpore's CPU Cummax has no Bool kernel).
    """
    _cummax_check(input, axis)
    v, i = _SK.cummax(_as_tensor(input), axis)
    return _wrap(v), _wrap(i)


def cummin(input, axis: int) -> tuple:  # noqa: A002
    """Running minimum along ``axis`` and its index. Mirrors ``mindspore.ops.cummin`` (2.10).

    Note: the indices are Int32 here (``cummax`` gives Int64), as in MindSpore 2.10.
    """
    v, i = _SK.cummax(_as_tensor(input), axis, largest=False)
    return _wrap(v), _wrap(i)


def logcumsumexp(input, axis: int) -> Tensor:  # noqa: A002
    """``log(cumsum(exp(input)))`` along ``axis``, computed stably. Mirrors ``mindspore.ops.logcumsumexp`` (2.10).

    Raises:
        TypeError: if ``input`` is not Float16/32/64.
    """
    return _wrap(_SK.logcumsumexp(_as_tensor(input), axis))


def aminmax(input, *, axis: int = 0, keepdims: bool = False) -> tuple:  # noqa: A002
    """``(min, max)`` along ``axis`` (default 0). Mirrors ``mindspore.ops.aminmax`` (2.10).

    Raises:
        TypeError: for Bool tensors.
    """
    lo, hi = _RK.aminmax(_as_tensor(input), axis, keepdims)
    return _wrap(lo), _wrap(hi)


def _quantile(ignore_nan: bool, input, q, axis, keepdims):  # noqa: A002
    qq = _as_tensor(q) if isinstance(q, Tensor) else q
    return _wrap(_RK.quantile(_as_tensor(input), qq, axis, keepdims, ignore_nan))


def quantile(input, q, axis=None, keepdims: bool = False) -> Tensor:  # noqa: A002
    """The ``q``-th quantiles (linear interpolation) along ``axis`` (None: all). Mirrors ``mindspore.ops.quantile``.

    A Tensor ``q`` adds a leading dimension. Known difference: MindSpore 2.10's CPU build has no Quantile kernel.

    Raises:
        TypeError: if ``input`` is not Float32/Float64.
    """
    return _quantile(False, input, q, axis, keepdims)


def nanquantile(input, q, axis=None, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Like :func:`quantile`, ignoring NaN. Mirrors ``mindspore.ops.nanquantile`` (2.10)."""
    return _quantile(True, input, q, axis, keepdims)


def histc(input, bins: int = 100, min: float = 0.0, max: float = 0.0) -> Tensor:  # noqa: A001,A002
    """Histogram with ``bins`` equal bins over ``[min, max]`` (both 0: the data range); values outside are ignored.

    Mirrors ``mindspore.ops.histc`` (2.10): Int32 input gives Int32 counts, float input Float32 counts.

    Raises:
        TypeError: if ``input`` is not Float16/Float32/Int32.
    """
    return _wrap(_RK.histc(_as_tensor(input), bins, min, max))


def bincount(input, weights=None, minlength: int = 0) -> Tensor:  # noqa: A002
    """Count (or sum ``weights``) per non-negative integer value. Mirrors ``mindspore.ops.bincount`` (2.10).

    The result is Float32, as MindSpore gives (also for Float64 weights).
    """
    w = _as_tensor(weights) if weights is not None else None
    return _wrap(_RK.bincount(_as_tensor(input), w, minlength))


def renorm(input, p, axis: int, maxnorm: float) -> Tensor:  # noqa: A002
    """Rescale each slice along ``axis`` whose ``p``-norm exceeds ``maxnorm`` to norm ``maxnorm``.

    Mirrors ``mindspore.ops.renorm`` (2.10).

    Raises:
        TypeError: if ``input`` is not float or complex.
    """
    return _wrap(_K.renorm(_as_tensor(input), p, axis, maxnorm))


def trapz(y, x=None, *, dx: float = 1.0, dim: int = -1) -> Tensor:
    """Trapezoidal integral of ``y`` along ``dim`` (sample points ``x`` or spacing ``dx``); integers give Float32.

    Mirrors ``mindspore.ops.trapz`` (2.10).
    """
    xt = _as_tensor(x) if x is not None else None
    return _wrap(_SK.trapz(_as_tensor(y), xt, dx, dim, keep_complex=False))


def vander(x, N=None) -> Tensor:  # noqa: N803
    """Vandermonde matrix with decreasing powers (``N`` columns, default ``len(x)``); integers give Int64.

    Mirrors ``mindspore.ops.vander`` (2.10).
    """
    return _wrap(_LK.vander(_as_tensor(x), N))


def reduce_max(x, axis=()) -> Tensor:
    """Maximum over ``axis`` (default: all). Mirrors ``mindspore.ops.reduce_max`` (2.10)."""
    return amax(x, axis)


def reduce_min(x, axis=()) -> Tensor:
    """Minimum over ``axis`` (default: all). Mirrors ``mindspore.ops.reduce_min`` (2.10)."""
    return amin(x, axis)


def accumulate_n(x) -> Tensor:
    """Sum of a list/tuple of same-shaped tensors. Mirrors ``mindspore.ops.accumulate_n`` / ``ops.AccumulateNV2``.

    Known difference: MindSpore 2.10's CPU build has no AccumulateNV2 kernel; mindshim computes it there too.
    """
    return addn(x)


def invert(x) -> Tensor:
    """Element-wise bitwise NOT of an integer tensor. Mirrors ``mindspore.ops.invert`` / ``ops.Invert`` (2.10).

    Raises:
        TypeError: for float and Bool tensors.
    """
    return _wrap(_K.invert(_as_tensor(x)))


# ------------------------------------------------------------------------------------------------
# linear solves
# ------------------------------------------------------------------------------------------------


def matrix_solve(matrix, rhs, adjoint: bool = False) -> Tensor:
    """Solution ``X`` of ``matrix @ X = rhs`` (``adjoint``: of its conjugate transpose). Mirrors ``ops.matrix_solve``."""
    return _wrap(_LK.solve(_as_tensor(matrix), _as_tensor(rhs), adjoint))


def top_k(input_x, k: int, sorted: bool = True) -> tuple:  # noqa: A002
    """The ``k`` largest entries of the last axis and their Int32 indices. Mirrors ``mindspore.ops.top_k`` (2.10)."""
    return topk(input_x, k, sorted=sorted)


def eps(x) -> Tensor:
    """A tensor like ``x`` filled with its dtype's machine epsilon. Mirrors ``mindspore.ops.eps`` / ``ops.Eps``.

    Raises:
        TypeError: if ``x`` is not Float16/32/64.
    """
    return _wrap(_K.eps(_as_tensor(x)))


# ------------------------------------------------------------------------------------------------
# Tensor methods (installed by ``_tensor_methods.install``): the functional ops above, Tensor first
# ------------------------------------------------------------------------------------------------
def _alpha_binary(base, prim: str, api: str, input, other, alpha):  # noqa: A002
    """``input + alpha * other`` (``base`` is ``add``) or ``input - alpha * other`` (``sub``): MindSpore's
    ``AddExt``/``SubExt`` with their alpha rules. A float alpha needs a floating result, a bool alpha a Bool one
    (which has no CPU kernel); a 0-d Tensor alpha counts as its value."""
    if alpha.__class__ is int and alpha == 1:  # AddExt/SubExt: Bool operands are taken, unlike Add/Sub
        if isinstance(input, (list, tuple)) or isinstance(other, (list, tuple)):
            return base(input, other)  # ... but not lists (only the ``x + [...]`` operator takes them)
        return (_op_add if base is add else _op_sub)(input, other)
    if isinstance(alpha, Tensor):
        alpha = alpha._data().item()
    if not isinstance(alpha, _SCALARS):
        raise TypeError(f'Failed calling {api} with "{api}(Tensor, alpha={_type_name(alpha)})".')
    a = _operand(input, prim, input, other)
    b = _operand(other, prim, input, other)
    rt = torch.result_type(input if isinstance(input, _SCALARS) else a, other if isinstance(other, _SCALARS) else b)
    if isinstance(alpha, (bool, float)):
        kind, ok = ("boolean", rt == torch.bool) if isinstance(alpha, bool) else ("floating", rt.is_floating_point)
        if not ok:
            da = _ms_dtype_name(a if isinstance(input, Tensor) else b)
            db = _ms_dtype_name(b if isinstance(other, Tensor) else a)
            raise TypeError(f"For '{prim}', {kind} alpha need {kind} input and other, but got {da} and {db}")
        if kind == "boolean":
            raise TypeError(f"Select CPU operator[{prim}] fail! Unsupported data type!")
    try:  # Bool operands, integer alpha: the Bool of the integer result
        return _wrap(_K.add_alpha(a, b, alpha, base is not add))
    except RuntimeError as e:
        raise _translate(e, prim, a, b, ("input", "other")) from None


def _add_ext(input, other, *, alpha=1) -> Tensor:  # noqa: A002
    """``input + alpha * other`` with broadcasting: MindSpore's ``AddExt`` (2.10), which ``Tensor.add``/``add_`` and
    ``mint.add`` use; with ``alpha=1`` it is :func:`add`.

    Raises:
        TypeError: for a float ``alpha`` when the result is not floating point, a bool ``alpha`` (MindSpore's CPU has
            no kernel for it), or an ``alpha`` that is not a number.
        ValueError: if the shapes do not broadcast.
    """
    return _alpha_binary(add, "AddExt", "add", input, other, alpha)


def _sub_ext(input, other, *, alpha=1) -> Tensor:  # noqa: A002
    """``input - alpha * other`` with broadcasting: MindSpore's ``SubExt`` (2.10), which ``Tensor.sub``/``sub_`` and
    ``mint.sub`` use; with ``alpha=1`` it is :func:`sub`.

    Raises:
        TypeError: as :func:`_add_ext`.
        ValueError: if the shapes do not broadcast.
    """
    return _alpha_binary(sub, "SubExt", "sub", input, other, alpha)


def subtract(input, other, *, alpha=1) -> Tensor:  # noqa: A002
    """``input - alpha * other``, computed as ``sub(input, mul(other, alpha))`` (so a float ``alpha`` on integers
    gives Float32, unlike ``Tensor.sub``). Mirrors ``mindspore.ops.subtract`` (2.10)."""
    return sub(input, other if alpha.__class__ is int and alpha == 1 else mul(other, alpha))


def _m_add(self, other, *, alpha=1) -> Tensor:
    # Tensor.add is MindSpore's AddExt, which (unlike the Add primitive) takes Bool operands
    return _op_add(self, other) if alpha.__class__ is int and alpha == 1 else _add_ext(self, other, alpha=alpha)


def _m_sub(self, other, *, alpha=1) -> Tensor:
    # Tensor.sub is MindSpore's SubExt, which (unlike the Sub primitive) takes UInt32/UInt64 on CPU
    return _op_sub(self, other) if alpha.__class__ is int and alpha == 1 else _sub_ext(self, other, alpha=alpha)


def _m_subtract(self, other, *, alpha=1) -> Tensor:
    return subtract(self, other, alpha=alpha)


def _m_addcdiv(self, tensor1, tensor2, *, value=1) -> Tensor:
    return addcdiv(self, tensor1, tensor2, value)


def _m_addr(self, vec1, vec2, beta=1, alpha=1) -> Tensor:
    return addr(self, vec1, vec2, beta=beta, alpha=alpha)


def _m_allclose(self, other, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> bool:
    return _LG.allclose(self._data(), _as_tensor(other), rtol, atol, equal_nan)


def _m_with_value(largest: bool):
    def method(self, axis: int | None = 0, keep_dims: bool = False) -> tuple:
        if self.ndim == 0:
            return self, Tensor(0)
        v, i = _RK.max_dim(self._data(), axis, keep_dims, largest, widen=False)
        return _wrap(v), _wrap(i)

    method.__doc__ = (
        "``(values, Int64 indices)`` along ``axis`` (default 0), as MindSpore 2.10's Tensor method; ``axis=None``"
        " gives the extreme of all elements as a 0-d Tensor (also with ``keep_dims``) and index 0, as MindSpore 2.10"
        " does; a 0-d Tensor gives itself and index 0."
    )
    return method


def _m_kthvalue(self, k: int, dim: int = -1, keepdim: bool = False) -> tuple:
    v, i = _RK.kthvalue(self._data(), k, dim, keepdim)
    return _wrap(v), _wrap(i)


def _m_ptp(self, axis=None, keepdims: bool = False) -> Tensor:
    return _wrap(_RK.ptp(self._data(), _axis(axis), keepdims))


def _m_trace(self, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype=None) -> Tensor:
    """numpy-style trace: integer types below Int64 sum as Int64."""
    td = mstype.to_torch_dtype(dtype) if dtype is not None else None
    return _wrap(_LK.diag_sum(self._data(), offset, axis1, axis2, td))


def _m_nansum(self, axis=None, keepdims: bool = False, dtype=None) -> Tensor:
    return nansum(self, axis, keepdims, dtype=dtype)


def _m_is_signed(self) -> bool:
    t = self._data()
    return t.is_floating_point() or t.is_complex() or t.dtype in _SIGNED


# MindSpore's own parameter names where the shared implementation above names them otherwise (``ops.sqrt(x=...)``,
# ``ops.pow(input, exponent=...)``), checked against tests/data/ms_signatures.json by tests/test_signatures.py.
# The Tensor methods below keep the implementations themselves.
_sqrt, _floor_div, _floor_mod, _pow, _mean, _select = sqrt, floor_div, floor_mod, pow, mean, select
arcsin = _named(asin, "x", "arcsin")
sqrt = _named(_sqrt, "x", "sqrt")
for _n in (
    "bessel_i0 bessel_i0e bessel_i1 bessel_i1e bessel_j0 bessel_j1 bessel_k0 bessel_k0e bessel_k1 bessel_k1e "
    "bessel_y0 bessel_y1"
).split():
    globals()[_n] = _named(globals()[_n], "x", _n)
floor_div = _named(_floor_div, "x, y", "floor_div")
floor_mod = _named(_floor_mod, "x, y", "floor_mod")
floormod = _named(_floor_mod, "x, y", "floormod")
tensor_mod = _named(_floor_mod, "x, y", "tensor_mod")
tensor_div = _named(div, "x, y", "tensor_div")
pow = _named(_pow, "input, exponent", "pow")  # noqa: A001
pows = _named(_pow, "input, exponent", "pows")
tensor_pow = _named(_pow, "input, exponent", "tensor_pow")
bmm = _named(bmm, "input_x, mat2", "bmm")
mean = _named(_mean, "x, axis=None, keep_dims=False", "mean")
reduce_mean = _named(_mean, "x, axis=(), keep_dims=False", "reduce_mean")
select = _named(_select, "condition, input, other", "select")
true_divide = _named(
    div, "dividend, divisor, *, rounding_mode=None", "true_divide", "dividend, divisor, rounding_mode=rounding_mode"
)
_round_impl = round


def round(input, *, decimals: int = 0) -> Tensor:  # noqa: A001,A002
    """Round half to even. Mirrors ``mindspore.ops.round(input, *, decimals=0)`` (2.10) on CPU, whose kernel takes
    only ``decimals=0``.

    Raises:
        RuntimeError: ``decimals`` not 0 (MindSpore CPU's message).
    """
    if decimals != 0:
        raise RuntimeError(f"For Round only support decimals equal 0, but got decimals equal {decimals}")
    return _round_impl(input)


_m_argmax_with_value = _m_with_value(True)
_m_argmin_with_value = _m_with_value(False)


def iou(anchor_boxes: Tensor, gt_boxes: Tensor, mode: str = "iou") -> Tensor:
    """``ops.iou(anchor_boxes, gt_boxes, mode='iou')``: ``ops.IOU(mode)(anchor_boxes, gt_boxes)``, the ``(M, N)``
    IoU/IoF of the ``gt_boxes`` (M, 4) with the ``anchor_boxes`` (N, 4), widths counted with ``+ 1``.

    Mirrors ``mindspore.ops.iou`` (2.10, deprecated in its documentation, no warning logged). Errors are those of
    :class:`mindspore.ops.IOU` (KeyError for another ``mode``).
    """
    from ..operations.other_ops import IOU

    return IOU(mode)(anchor_boxes, gt_boxes)
