"""`mindspore.numpy` math: element-wise functions with a ``dtype=`` argument, reductions, products, polynomials.

Type rules follow mindspore.numpy 2.10 on CPU: integer ``sum``/``trace`` give Int64, integer ``mean`` keeps the
integer dtype (truncating), ``cumsum`` of small ints and Bool gives Int32, ``argmax`` is Int64 and ``argmin``
Int32, ``sign``/``sin``/``sqrt`` of integers give Float32, ``bincount``/``histogram`` counts are Float32.
"""

from __future__ import annotations

from .. import _api

import builtins

import torch

from .._kernels import elementwise as _K_elem
from .._kernels import errors as _errors
from .._kernels import linalg as _K_linalg
from .._kernels import reduction as _RK
from .._kernels import sorting as _K_sort
from .._kernels import scan as _K_scan
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops.function import math_func as _M
from .utils import _axis, _dt, _expect_tensor, _out, _to_torch, _wrap, _x_must_be_tensor

__all__ = _api.names(__name__)


def _t(x) -> torch.Tensor:
    return _to_torch(x)


def _float(t: torch.Tensor) -> torch.Tensor:
    return t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)


_NUM = (bool, int, float)


def _bin(
    tfn,
    name: str,
    what: str,
    to_float: bool = False,
    tensors_only: bool = False,
    number_as_tensor=False,
    raw_numbers: bool = False,
):
    """A binary function of ``mindspore.numpy``: operands converted as mindspore.numpy does (a Python number takes
    the Tensor's kind), then the op's kernel ``tfn`` (an ``ops`` kernel where one exists, so the dtype rules and
    errors are the ops'). ``tensors_only``: MindSpore's CPU version takes Tensors only (``multiply``);
    ``number_as_tensor``: a Python number becomes a tensor of the other operand's dtype (``maximum``);
    ``raw_numbers``: it stays a Tensor of its own dtype, unpromoted (``logaddexp``)."""

    if not hasattr(tfn, "_kernel_of"):  # a bare torch callable: run it as an ops kernel (MindSpore's errors)
        tfn = _K_elem.binary(tfn, _PRIMS.get(name, name))

    def fn(x1, x2, dtype=None):
        if tensors_only and not (isinstance(x1, Tensor) and isinstance(x2, Tensor)):
            bad = x2 if isinstance(x1, Tensor) else x1
            raise TypeError(f"expect Tensor, but got {_ms_type_name(bad)}")
        num1, num2 = isinstance(x1, _NUM), isinstance(x2, _NUM)
        if raw_numbers:  # the kernel sees a Python number as its own Int32 / Float32 / Bool Tensor
            num1 = num2 = False
        if num2 and not num1:  # a Tensor of Int32 / Float32 / Bool, promoted with the other operand
            a, b = _K_elem.number_operand(_t(x1), x2, number_as_tensor)
        elif num1 and not num2:
            b, a = _K_elem.number_operand(_t(x2), x1, number_as_tensor)
        else:
            a, b = _t(x1), _t(x2)
        if to_float:
            a = _float(a)
            if isinstance(b, torch.Tensor):
                b = _float(b)
        return _out(tfn(a, b), dtype)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"Element-wise {what}, with broadcasting; ``dtype`` casts the result. Mirrors ``mindspore.numpy.{name}``"
        " (2.10).\n"
    )
    return fn


# mindspore.numpy function -> the MindSpore primitive its errors name
_PRIMS = {"power": "Pow", "floor_divide": "FloorDiv", "remainder": "FloorMod", "mod": "FloorMod", "fmod": "Mod"}


def _ms_type_name(x) -> str:
    """MindSpore's type name of a Python value in ``mindspore.numpy``'s ``expect Tensor`` errors."""
    names = {bool: "Bool", int: "Int", float: "Float", list: "List", tuple: "Tuple"}
    n = names.get(type(x))
    return f"<class 'mindspore._c_expression.typing.{n}'>" if n else str(type(x))


def _add(a, b):
    """mindspore.numpy's ``add`` on CPU: ``subtract(x1, negative(x2))`` (so its errors name Sub and Neg)."""
    return _SUB(a, _NEG(b))


_SUB = _M.sub._kernel
_NEG = _M.neg._kernel


def _un(k, name: str, what: str, tensor_only: bool | str = False):
    """A unary function of ``mindspore.numpy``: the kernel ``k`` (which owns the dtype rule: most compute integer
    and Bool inputs in Float32, see :func:`_kernels.elementwise.torch_unary`); ``dtype`` casts the result."""

    def fn(x, dtype=None):
        if tensor_only == "expect" and not isinstance(x, Tensor):  # MindSpore's _check_input_tensor
            raise TypeError(f"expect Tensor, but got {_ms_type_name(x)}")
        if tensor_only == "type" and not isinstance(x, Tensor):
            raise _errors.not_tensor_error(name, type(x))
        if tensor_only and not isinstance(x, Tensor):  # MindSpore reads ``x.dtype`` first
            raise AttributeError(f"'{type(x).__name__}' object has no attribute 'dtype'")
        return _out(k(_t(x)), dtype)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"Element-wise {what}; ``dtype`` casts the result. Mirrors ``mindspore.numpy.{name}`` (2.10).\n"
    return fn


def _ops_un(opfn, name: str, what: str):
    """A unary function that is exactly ``mindspore.ops.<op>`` (same dtype checks and errors)."""

    def fn(x, dtype=None):
        r = opfn(x if isinstance(x, Tensor) else _wrap(_t(x)))
        return r if dtype is None else _out(r._data(), dtype)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"Element-wise {what} (``mindspore.ops.{opfn.__name__}``). Mirrors ``mindspore.numpy.{name}``.\n"
    return fn


add = _bin(_add, "add", "sum")
subtract = _bin(_SUB, "subtract", "difference")
multiply = _bin(_M.mul._kernel, "multiply", "product", tensors_only=True)
divide = _bin(_M._div_plain._kernel, "divide", "true division (integers give Float32)")
true_divide = _bin(_M._div_plain._kernel, "true_divide", "true division (integers give Float32)")
floor_divide = _bin(_K_elem.torch_binary("floor_divide"), "floor_divide", "floor division")
remainder = _bin(
    _K_elem.binary(_K_elem.np_remainder, "FloorMod"),
    "remainder",
    "remainder with the divisor's sign (integers computed in Float32, an integer zero divisor giving 0)",
)
mod = _bin(
    _K_elem.binary(_K_elem.np_remainder, "FloorMod"),
    "mod",
    "remainder with the divisor's sign (integers computed in Float32, an integer zero divisor giving 0)",
)
fmod = _bin(
    _K_elem.binary(lambda a, b: _K_elem.np_remainder(a, b, c_style=True), "Mod"),
    "fmod",
    "remainder with the dividend's sign (integers computed in Float32, an integer zero divisor giving 0)",
)
power = _bin(_K_elem.torch_binary("pow"), "power", "power")


def float_power(x1, x2, dtype=None) -> Tensor:
    """``x1 ** x2`` with both Tensors cast to Float32 first (Float64 too, as MindSpore does); ``dtype`` casts the
    result. Mirrors ``mindspore.numpy.float_power`` (2.10).

    Raises:
        TypeError: an operand that is not a Tensor (MindSpore reads its dtype first).
    """
    for x in (x1, x2):
        if not isinstance(x, Tensor):
            raise TypeError(
                "For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got "
                f"{type(x)}."
            )
    return power(_wrap(_t(x1).to(torch.float32)), _wrap(_t(x2).to(torch.float32)), dtype)


maximum = _bin(
    _K_elem.binary(_K_elem.torch_binary("maximum"), "Maximum"),
    "maximum",
    "maximum (NaN propagates, unlike ops.maximum)",
    number_as_tensor=True,
)
minimum = _bin(
    _K_elem.binary(_K_elem.minimum_nan, "Minimum"),
    "minimum",
    "minimum (NaN propagates, unlike ops.minimum)",
    number_as_tensor=True,
)
arctan2 = _bin(
    _K_elem.np_trig("atan2"),
    "arctan2",
    "arc tangent of ``x1 / x2`` of two Tensors (Int8/UInt8/Bool in Float16, other ints Float32)",
    tensors_only=True,
)
hypot = _bin(
    _K_elem.binary(_K_elem.np_hypot, "Sqrt"),
    "hypot",
    "hypotenuse ``sqrt(x1**2 + x2**2)`` computed literally (Float16 squares overflow, as in MindSpore)",
)
logaddexp = _bin(
    _K_elem.binary(_K_elem.np_logaddexp, "Exp"),
    "logaddexp",
    "``log(exp(x1) + exp(x2))`` computed literally; integer operands (a Python int too) are MindSpore's Exp TypeError",
    raw_numbers=True,
)


def logaddexp2(x1, x2, dtype=None) -> Tensor:
    """``log2(2 ** x1 + 2 ** x2)`` of two Tensors as MindSpore computes it (integer powers stay integer, so two
    integer Tensors reach Log's TypeError). Mirrors ``mindspore.numpy.logaddexp2`` (2.10).

    Raises:
        TypeError: an operand that is not a Tensor, or integer operands.
    """
    for x in (x1, x2):
        if not isinstance(x, Tensor):
            raise TypeError(f"expect Tensor, but got {_ms_type_name(x)}")
    return log2(add(exp2(x1), exp2(x2)), dtype=dtype)


heaviside = _bin(
    _K_elem.binary(_K_elem.np_heaviside, "Select"),
    "heaviside",
    "Heaviside step in the promoted dtype (0 below 0, 1 above, ``x2`` at 0 and where ``x1`` is NaN)",
)


def copysign(x1, x2, dtype=None) -> Tensor:
    """The magnitude of ``x1`` with the sign of ``x2`` (negative where ``x2 < 0``), in ``x1``'s dtype: an
    integer ``x1`` stays integer. ``dtype`` casts the result. Mirrors ``mindspore.numpy.copysign`` (2.10).

    Raises:
        TypeError: a Bool operand, or one that is not a number, list, tuple or Tensor.
    """
    for x in (x1, x2):
        if not isinstance(x, (int, float, list, tuple, Tensor)):
            raise TypeError(f"integer, float, list, tuple or Tensor are expected, but got {x}")
    return _out(_K_elem.np_copysign(_t(x1), _t(x2)), dtype)


gcd = _bin(_K_elem.torch_binary("gcd"), "gcd", "greatest common divisor")
lcm = _bin(_K_elem.torch_binary("lcm"), "lcm", "least common multiple")
bitwise_and = _bin(_K_elem.torch_binary("bitwise_and"), "bitwise_and", "bitwise AND")
bitwise_or = _bin(_K_elem.torch_binary("bitwise_or"), "bitwise_or", "bitwise OR")
bitwise_xor = _bin(_K_elem.torch_binary("bitwise_xor"), "bitwise_xor", "bitwise XOR")


def divmod(x1, x2, dtype=None) -> tuple:
    """``(floor_divide(x1, x2), remainder(x1, x2))``; as in MindSpore the quotient is ``ops.floor_divide`` (a
    Python number takes the Tensor's dtype there: ``divmod(int8_array, 2)[0]`` is Int8). Mirrors
    ``mindspore.numpy.divmod`` (2.10)."""
    if isinstance(x1, Tensor) or isinstance(x2, Tensor):
        q = _M.floor_divide(x1, x2)
        q = q if dtype is None else _out(q._data(), dtype)
    else:
        q = floor_divide(x1, x2, dtype)
    return q, remainder(x1, x2, dtype)


absolute = _un(_M.abs._kernel, "absolute", "absolute value", tensor_only=True)
abs = _un(_M.abs._kernel, "abs", "absolute value", tensor_only=True)
fabs = _un(_M.abs._kernel, "fabs", "absolute value in the input's dtype (``absolute``)", tensor_only=True)
negative = _un(_NEG, "negative", "negation")
positive = _un(lambda t: _NEG(_NEG(t)), "positive", "copy (``-(-x)``, so Bool is refused)", tensor_only="expect")
sign = _un(_K_elem.np_sign, "sign", "sign (integers give Float32; Bool is refused)")
sqrt = _un(_K_elem.torch_unary("sqrt"), "sqrt", "square root")
square = _un(_M.square._kernel, "square", "square")
cbrt = _un(_K_elem.np_cbrt, "cbrt", "cube root, at least Float32 (``cbrt(0)`` is NaN, as MindSpore computes it)")
reciprocal = _un(
    _K_elem.np_reciprocal, "reciprocal", "reciprocal (integers stay integer: truncated, ``1 / 0`` the maximum)"
)
exp = _ops_un(_M.exp, "exp", "exponential")
exp2 = _un(_K_elem.np_exp2, "exp2", "``2 ** x`` (integers stay integer)")
expm1 = _un(_K_elem.np_expm1, "expm1", "``exp(x) - 1`` of a float Tensor")
log = _ops_un(_M.log, "log", "natural logarithm")
log2 = _un(lambda t: _K_elem.np_log_base(t, 2), "log2", "base-2 logarithm ``log(x) / log(2)``", tensor_only=True)
log10 = _un(lambda t: _K_elem.np_log_base(t, 10), "log10", "base-10 logarithm ``log(x) / log(10)``", tensor_only=True)
log1p = _un(_K_elem.np_log1p, "log1p", "``log(x + 1)`` of a float input, computed literally (as MindSpore)")
sin = _un(_K_elem.np_trig("sin"), "sin", "sine", tensor_only="expect")
cos = _un(_K_elem.np_trig("cos"), "cos", "cosine", tensor_only="expect")
tan = _un(_K_elem.np_trig("tan"), "tan", "tangent", tensor_only="expect")
arcsin = _un(_K_elem.np_trig("asin"), "arcsin", "arc sine", tensor_only="expect")
arccos = _un(_K_elem.np_trig("acos"), "arccos", "arc cosine", tensor_only="expect")
arctan = _un(_K_elem.np_trig("atan"), "arctan", "arc tangent", tensor_only="expect")
sinh = _un(_K_elem.np_trig("sinh"), "sinh", "hyperbolic sine", tensor_only="expect")
cosh = _un(_K_elem.np_trig("cosh"), "cosh", "hyperbolic cosine", tensor_only="expect")
tanh = _un(_K_elem.np_trig("tanh"), "tanh", "hyperbolic tangent", tensor_only="expect")
arcsinh = _un(_K_elem.np_trig("asinh"), "arcsinh", "inverse hyperbolic sine", tensor_only="expect")
arccosh = _un(_K_elem.np_trig("acosh"), "arccosh", "inverse hyperbolic cosine", tensor_only="expect")
arctanh = _un(_K_elem.np_trig("atanh"), "arctanh", "inverse hyperbolic tangent", tensor_only="expect")
deg2rad = _un(_K_elem.torch_unary("deg2rad"), "deg2rad", "degrees to radians", tensor_only="expect")
radians = _un(_K_elem.torch_unary("deg2rad"), "radians", "degrees to radians", tensor_only="expect")
rad2deg = _un(_K_elem.torch_unary("rad2deg"), "rad2deg", "radians to degrees", tensor_only="expect")
floor = _ops_un(_M.floor, "floor", "floor")
ceil = _un(_K_elem.np_ceil, "ceil", "ceiling, in Float32 whatever the input dtype")
trunc = _un(_K_elem.torch_unary("trunc"), "trunc", "truncation toward zero")


def rint(x, dtype=None) -> Tensor:
    """Round half to even, of a float input; ``dtype`` casts the result. Mirrors ``mindspore.numpy.rint`` (2.10).

    Raises:
        TypeError: an integer or Bool input (a Python int or list of ints counts as Int64, as MindSpore makes it
            a ``Tensor``).
    """
    t = _t(x)
    if not isinstance(x, Tensor) and t.dtype == torch.int32:
        t = t.to(torch.int64)
    return _out(_K_elem.np_rint(t), dtype)


bitwise_not = _un(_K_elem.torch_unary("bitwise_not", False), "bitwise_not", "bitwise NOT")
invert = _un(_K_elem.torch_unary("bitwise_not", False), "invert", "bitwise NOT")


def fix(x) -> Tensor:
    """Round toward zero (float result) of a Tensor. Mirrors ``mindspore.numpy.fix`` (2.10).

    Raises:
        TypeError: ``x`` not a Tensor.
    """
    _expect_tensor(x)
    return trunc(x)


def around(a, decimals: int = 0) -> Tensor:
    """Round half to even to ``decimals`` places. Mirrors ``mindspore.numpy.around`` (2.10)."""
    return _wrap(_K_elem.round_decimals(_float(_t(a)), decimals))


round = around


def clip(x, xmin, xmax, dtype=None) -> Tensor:
    """Clip into ``[xmin, xmax]`` (either may be None): ``minimum(maximum(x, xmin), xmax)`` as MindSpore
    computes it, so a Python number bound takes ``x``'s dtype (``clip(int_array, 0.5, 3)`` stays integer) and
    NaN propagates. Mirrors ``mindspore.numpy.clip`` (2.10).

    Raises:
        ValueError: both bounds None.
    """
    if xmin is None and xmax is None:
        raise ValueError("One of max or min must be given.")
    if xmin is not None:
        x = maximum(x, xmin, dtype=dtype)
    if xmax is not None:
        x = minimum(x, xmax, dtype=dtype)
    return x


# ------------------------------------------------------------------------------------------------
# reductions
# ------------------------------------------------------------------------------------------------
def sum(a, axis=None, dtype=None, keepdims: bool = False, initial=None) -> Tensor:
    """Sum over ``axis``; integer and Bool inputs give Int64. Mirrors ``mindspore.numpy.sum`` (2.10)."""
    t = _t(a)
    r = _RK.total(t, _checked_axis("SumExt", t, axis), keepdims)
    if initial is not None:
        r = r + initial
    return _out(r, dtype)


def mean(a, axis=None, keepdims: bool = False, dtype=None) -> Tensor:
    """Mean over ``axis``; an integer input keeps its dtype (the mean is truncated, as MindSpore does).

    Mirrors ``mindspore.numpy.mean`` (2.10).
    """
    t = _t(a)
    if t.dtype == torch.bool:
        raise _errors.runtime_error("ReduceMean", "unsupported reduce operation for bool.")
    ax = _checked_axis("MeanExt", t, axis)
    return _out(_RK.mean(t, ax, keepdims, via_float=True), dtype)


def _checked_axis(prim: str, t: torch.Tensor, axis):
    """``axis`` as a torch dim, checked against ``t``'s rank (MindSpore's ValueError, not torch's IndexError)."""
    ax = _axis(axis)
    if ax is not None and ax != ():
        _RK.check_axes(prim, t.ndim, ax)
    return ax


def _minmax(largest: bool, a, axis, keepdims, initial, where):
    """MindSpore's ``reduce_`` for mindspore.numpy's amax / amin: ``initial`` (a number or 0-d Tensor) bounds every
    element, then ``where`` (a Tensor, or anything ``Tensor(where, bool)`` takes; a 0-d True is no mask) replaces
    the masked-out elements by ``initial`` before the reduction (:func:`_RK.np_extremum`)."""
    if not isinstance(a, Tensor):  # MindSpore's mindspore.numpy.amax/amin take Tensors only
        raise _errors.not_tensor_error("amax", type(a))
    t = _t(a)
    if t.dtype == torch.bool:
        raise _errors.select_fail("ReduceMax" if largest else "ReduceMin")
    ax = _checked_axis("ReduceMax" if largest else "ReduceMin", t, axis)
    if initial is not None:
        if (isinstance(initial, Tensor) and initial.ndim > 0) or not isinstance(initial, (int, float, bool, Tensor)):
            raise TypeError("initial must be scalar")
        if isinstance(initial, Tensor):
            initial = initial._data().item()
    if t.numel() == 0:
        raise ValueError("zero-size tensors are not supported.")
    w = where if isinstance(where, Tensor) else Tensor(where, mstype.bool_) if where is not None else None
    if w is not None and w.ndim == 0 and bool(w):
        w = None  # a 0-d True selects everything
    if w is not None:
        w = (w if w.dtype == mstype.bool_ else w.astype(mstype.bool_))._data()
    return _wrap(_RK.np_extremum(t, ax, keepdims, initial, w, largest))


def amax(a, axis=None, keepdims: bool = False, initial=None, where=True) -> Tensor:
    """Maximum over ``axis`` (None: all). Mirrors ``mindspore.numpy.amax`` (2.10).

    ``initial`` (a number or 0-d Tensor, cast to ``a``'s dtype) raises every element to at least ``initial`` (a NaN
    element becomes ``initial``); ``where`` (a Bool-like mask broadcast to ``a``'s shape; needs ``initial``) then
    replaces the elements where it is False by ``initial``.

    Raises:
        TypeError: ``a`` not a Tensor, Bool ``a``, a non-scalar ``initial``.
        ValueError: an empty ``a``, ``where`` without ``initial``, a ``where`` that does not broadcast to ``a``.

    A ``where`` of higher rank than ``a`` broadcasts ``a`` to its shape; its leading dimensions are reduced too.
    """
    return _minmax(True, a, axis, keepdims, initial, where)


def amin(a, axis=None, keepdims: bool = False, initial=None, where=True) -> Tensor:
    """Minimum over ``axis`` (None: all). Mirrors ``mindspore.numpy.amin`` (2.10).

    ``initial`` lowers every element to at most ``initial``; ``where`` replaces the masked-out elements by
    ``initial`` (see :func:`amax`, whose errors and broadcasting it shares).
    """
    return _minmax(False, a, axis, keepdims, initial, where)


max = amax
min = amin


def argmax(a, axis=None) -> Tensor:
    """Int64 index of the maximum (of the flattened input without ``axis``). Mirrors ``mindspore.numpy.argmax``."""
    t = _t(a)
    if t.dtype == torch.bool:
        t = t.to(torch.int32)
    if axis is not None:
        _RK.check_axes("Argmax", t.ndim, axis)
    if t.numel() == 0:
        raise _errors.runtime_error("Argmax", "the input is empty.")
    return _wrap(_RK.argmax(t, axis))


def argmin(a, axis=None) -> Tensor:
    """Int32 index of the minimum (MindSpore 2.10's dtype). Mirrors ``mindspore.numpy.argmin`` (2.10)."""
    return _wrap(_RK.argmax(_t(a), axis, False, False, ms=False).to(torch.int32))


def _var(a, axis, ddof, keepdims):
    t = _t(a)
    if t.dtype == torch.bool:
        raise _errors.runtime_error("ReduceMean", "unsupported reduce operation for bool.")
    ax = _axis(axis)
    if ax is not None and ax != () and not (t.is_floating_point() or t.is_complex()):
        _RK.check_axes("MeanExt", t.ndim, ax)
    return _RK.np_var(t, ax, ddof, keepdims)


_SQRT = _K_elem.unary("sqrt", "Sqrt")


def std(x, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Standard deviation (divisor ``n - ddof``). Mirrors ``mindspore.numpy.std`` (2.10)."""
    return _wrap(_SQRT(_var(x, axis, ddof, keepdims)))


def var(x, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Variance (divisor ``n - ddof``); integers give Float32. Mirrors ``mindspore.numpy.var`` (2.10)."""
    return _wrap(_var(x, axis, ddof, keepdims))


def ptp(x, axis=None, keepdims: bool = False) -> Tensor:
    """``max - min`` over ``axis``. Mirrors ``mindspore.numpy.ptp`` (2.10)."""
    return _wrap(amax(x, axis, keepdims)._data() - amin(x, axis, keepdims)._data())


def average(x, axis=None, weights=None, returned: bool = False):
    """Weighted mean over ``axis``; with ``returned`` also the sum of weights. Without ``weights`` it is
    :func:`mean` (an integer input keeps its dtype, the mean truncated) and the sum of weights the count in the
    input's dtype. Mirrors ``mindspore.numpy.average`` (2.10).

    Raises:
        TypeError: ``x`` not a Tensor.
    """
    _expect_tensor(x)
    t = _t(x)
    if weights is None and t.dtype == torch.bool:
        return mean(x, axis)  # MindSpore's ReduceMean RuntimeError for Bool
    if weights is None and not (t.is_floating_point() or t.is_complex() or t.dtype == torch.bool):
        avg = mean(x, axis)._data()
        _, wsum = _RK.average(t.to(torch.float32), _axis(axis), None)
        return (_wrap(avg), _wrap(wsum.to(t.dtype).clone())) if returned else _wrap(avg)
    w = None if weights is None else _float(_t(weights))
    avg, wsum = _RK.average(_float(_t(x)), _axis(axis), w)
    return (_wrap(avg), _wrap(wsum.clone())) if returned else _wrap(avg)


def _cum_dtype(t: torch.Tensor, dtype):
    if dtype is not None:
        return _dt(dtype)
    if t.dtype == torch.bool or (not t.is_floating_point() and t.dtype.itemsize < 4):
        return torch.int32
    return t.dtype


def cumsum(a, axis=None, dtype=None) -> Tensor:
    """Cumulative sum (of the flattened input without ``axis``); Bool and small ints give Int32.

    Mirrors ``mindspore.numpy.cumsum`` (2.10).

    Raises:
        TypeError: ``a`` not a Tensor.
    """
    _expect_tensor(a)
    t = _t(a)
    td = _cum_dtype(t, dtype)
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    return _wrap(_K_scan.cumsum(t, axis, ms=False).to(td))


def cumprod(a, axis=None, dtype=None) -> Tensor:
    """Cumulative product (of the flattened input without ``axis``), computed in Float32 (Float64 stays), as
    MindSpore does. Without ``dtype``: Int8/Int16/Bool give Int32, UInt8/UInt16 UInt32, others keep their dtype;
    a Python int or list of ints is Int64 here (MindSpore makes it a ``Tensor``, not mindspore.numpy's Int32).

    Mirrors ``mindspore.numpy.cumprod`` (2.10).
    """
    t = _t(a)
    if not isinstance(a, Tensor) and t.dtype == torch.int32:
        t = t.to(torch.int64)
    td = _dt(dtype) or _K_scan.np_cumprod_dtype(t.dtype)
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    return _wrap(_K_scan.np_cumprod(t, axis, td))


def nancumsum(a, axis=None, dtype=None) -> Tensor:
    """:func:`cumsum` treating NaN as 0. Mirrors ``mindspore.numpy.nancumsum`` (2.10)."""
    return cumsum(_wrap(_K_scan.nan_zero(_t(a))), axis, dtype)


def nansum(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Sum treating NaN as 0, in the input's dtype (unlike :func:`sum`, integers keep theirs and Bool gives
    Bool); ``dtype`` casts the result. Mirrors ``mindspore.numpy.nansum`` (2.10)."""
    t = _t(a)
    return _out(_RK.total(t, _axis(axis), keepdims, nan=True).to(t.dtype), dtype)


def nanmean(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Mean ignoring NaN. Mirrors ``mindspore.numpy.nanmean`` (2.10)."""
    return _out(_RK.nanmean(_float(_t(a)), _axis(axis), keepdims), dtype)


def nanmax(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Maximum ignoring NaN. Mirrors ``mindspore.numpy.nanmax`` (2.10)."""
    f = _K_elem.fill_nan(_t(a), -float("inf"))
    return _out(amax(_wrap(f), axis, keepdims)._data(), dtype)


def nanmin(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Minimum ignoring NaN. Mirrors ``mindspore.numpy.nanmin`` (2.10)."""
    f = _K_elem.fill_nan(_t(a), float("inf"))
    return _out(amin(_wrap(f), axis, keepdims)._data(), dtype)


def nanvar(a, axis=None, dtype=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Variance ignoring NaN. Mirrors ``mindspore.numpy.nanvar`` (2.10)."""
    return _out(_RK.nanvar(_float(_t(a)), _axis(axis), ddof, keepdims), dtype)


def nanstd(a, axis=None, dtype=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Standard deviation ignoring NaN. Mirrors ``mindspore.numpy.nanstd`` (2.10)."""
    return _wrap(_SQRT(nanvar(a, axis, dtype, ddof, keepdims)._data()))


def count_nonzero(x, axis=None, keepdims: bool = False) -> Tensor:
    """Int32 count of non-zero elements of a Tensor. Mirrors ``mindspore.numpy.count_nonzero`` (2.10).

    Raises:
        AttributeError: ``x`` not a Tensor (MindSpore reads its shape).
    """
    if not isinstance(x, Tensor):
        raise AttributeError(f"'{type(x).__name__}' object has no attribute 'shape'")
    return _wrap(_RK.total(_t(x) != 0, _axis(axis), keepdims).to(torch.int32))


def norm(x, ord=None, axis=None, keepdims: bool = False) -> Tensor:
    """Matrix or vector norm (numpy's rules). Mirrors ``mindspore.numpy.norm`` (2.10)."""
    return _wrap(_K_linalg.np_norm(_float(_t(x)), ord, _axis(axis), keepdims))


# ------------------------------------------------------------------------------------------------
# products
# ------------------------------------------------------------------------------------------------
def dot(a, b) -> Tensor:
    """Dot product: inner product of vectors, matrix product, or a sum over the last axis of ``a`` and the
    second-to-last of ``b``. Mirrors ``mindspore.numpy.dot`` (2.10).

    Raises:
        TypeError: an operand that is not a Tensor, or dtypes that differ (MindSpore's MatMul check).
    """
    _x_must_be_tensor(a, b)
    return _wrap(_K_linalg.np_dot(_t(a), _t(b)))


def matmul(x1, x2, dtype=None) -> Tensor:
    """Matrix product with broadcasting. Mirrors ``mindspore.numpy.matmul`` (2.10)."""
    if not (isinstance(x1, Tensor) and isinstance(x2, Tensor)):
        raise _errors.call_error("MatMulExt", x1, x2)
    return _out(_K_linalg.matmul(_t(x1), _t(x2), None), dtype)


def tensordot(a, b, axes=2) -> Tensor:
    """Sum products over ``axes`` (an int or a pair of axis lists). Mirrors ``mindspore.numpy.tensordot``."""
    if isinstance(axes, (list, tuple)):
        axes = tuple(list(x) if isinstance(x, (list, tuple)) else [x] for x in axes)
    return _wrap(_K_linalg.tensordot(_t(a), _t(b), axes, None))


def inner(a, b) -> Tensor:
    """Inner product over the last axes of two Tensors. Mirrors ``mindspore.numpy.inner`` (2.10).

    Raises:
        TypeError: an operand that is not a Tensor, or dtypes that differ.
    """
    _x_must_be_tensor(a, b)
    ta, tb = _t(a), _t(b)
    if ta.dtype != tb.dtype:  # MindSpore's MatMul dtype error
        return _wrap(_K_linalg.np_product(_K_linalg.inner, ta, tb, None))
    return _wrap(_K_linalg.inner(ta, tb, None))  # its own errors leave as MindSpore's (a length mismatch: RuntimeError)


def outer(a, b) -> Tensor:
    """Outer product of two flattened Tensors. Mirrors ``mindspore.numpy.outer`` (2.10).

    Raises:
        TypeError: an operand that is not a Tensor, or dtypes that differ.
    """
    _expect_tensor(a, b)
    return _wrap(_K_linalg.np_product(_K_linalg.outer, _t(a).reshape(-1), _t(b).reshape(-1)))


def kron(a, b) -> Tensor:
    """Kronecker product; a Python number is an Int32 / Float32 / Bool Tensor promoted with the other operand.
    Mirrors ``mindspore.numpy.kron`` (2.10)."""
    if isinstance(b, _NUM) and not isinstance(a, _NUM):
        ta, tb = _K_elem.number_operand(_t(a), b)
    elif isinstance(a, _NUM) and not isinstance(b, _NUM):
        tb, ta = _K_elem.number_operand(_t(b), a)
    else:
        ta, tb = _t(a), _t(b)
    return _wrap(_K_linalg.kron(ta, tb))


def cross(a, b, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis=None) -> Tensor:
    """Cross product of 3-vectors (2-vectors give the z component). Mirrors ``mindspore.numpy.cross``."""
    if axis is not None:
        axisa = axisb = axisc = axis
    return _wrap(_K_linalg.np_cross(_t(a), _t(b), axisa, axisb, axisc))


def diff(a, n: int = 1, axis: int = -1, prepend=None, append=None) -> Tensor:
    """``n``-th discrete difference along ``axis`` of a Tensor. Mirrors ``mindspore.numpy.diff`` (2.10).

    Raises:
        TypeError: ``a`` not a Tensor.
    """
    _expect_tensor(a)
    t = _t(a)
    pre = None if prepend is None else _t(prepend).to(t.dtype)
    app = None if append is None else _t(append).to(t.dtype)
    return _wrap(_K_scan.diff(t, n, axis, pre, app))


def ediff1d(ary, to_end=None, to_begin=None) -> Tensor:
    """Differences of the flattened Tensor, with optional ends. Mirrors ``mindspore.numpy.ediff1d`` (2.10).

    Raises:
        TypeError: ``ary`` not a Tensor.
    """
    _expect_tensor(ary)
    end = None if to_end is None else _t(to_end)
    begin = None if to_begin is None else _t(to_begin)
    return _wrap(_K_scan.ediff1d(_t(ary), end, begin))


def trapz(y, x=None, dx: float = 1.0, axis: int = -1) -> Tensor:
    """Trapezoidal integral along ``axis``. Mirrors ``mindspore.numpy.trapz`` (2.10)."""
    xt = None if x is None else _float(_t(x))
    return _wrap(_K_scan.trapz(_float(_t(y)), xt, dx, axis))


def searchsorted(a, v, side: str = "left", sorter=None) -> Tensor:
    """Int32 insertion indices of ``v`` into the sorted 1-D ``a`` (compared as Float32; ``sorter`` orders
    ``a``), by MindSpore's binary search: NaN in ``v`` goes to ``len(a)``.

    Mirrors ``mindspore.numpy.searchsorted`` (2.10).

    Raises:
        ValueError: ``side`` not ``'left'`` / ``'right'``.
    """
    if side not in ("left", "right"):
        raise ValueError('invalid value for keyword "side"')
    at = _t(a)
    if at.ndim != 1:
        raise ValueError("`a` should be 1-D array")
    if sorter is not None:
        at = at.reshape(-1)[_t(sorter).long()]
    return _wrap(_K_sort.np_searchsorted(at, _t(v), side))


def bincount(x, weights=None, minlength: int = 0, length=None) -> Tensor:
    """Counts (or summed ``weights``) of each non-negative int, as Float32. Mirrors ``mnp.bincount`` (2.10)."""
    w = None if weights is None else _float(_t(weights))
    r = _RK.bincount(_t(x).long(), w, minlength, as_float=False).to(torch.float32)
    if length is not None:
        r = r[:length]
    return _wrap(r)


def histogram(a, bins=10, range=None, weights=None, density: bool = False) -> tuple:
    """``(counts, bin_edges)``: Float32 counts; the edges Float32 when computed from an int ``bins``, else
    ``bins`` in its own dtype (a list of ints is Int32). Mirrors ``mindspore.numpy.histogram`` (2.10)."""
    from .array_creations import histogram_bin_edges

    t = _float(_t(a)).reshape(-1)
    edges = histogram_bin_edges(_wrap(t), bins, range)._data()
    w = None if weights is None else _float(_t(weights)).reshape(-1)
    return _wrap(_RK.histogram(t, _float(edges), w, density)), _wrap(edges)


def histogramdd(sample, bins=10, range=None, weights=None, density: bool = False) -> tuple:
    """The multidimensional histogram of ``sample``: an ``(N, D)`` Tensor (each row a point) or a list / tuple of
    ``D`` coordinate arrays. ``bins`` is an int (for every dimension) or one entry per dimension (a count or the
    edges); ``range`` one ``(lower, upper)`` or None per dimension; ``weights`` an ``(N,)`` array.

    Returns ``(counts, edges)``: Float32 counts of shape ``(nx, ny, ...)`` (densities with ``density``: counts /
    total / bin volume) and a list of the edges per dimension, each as ``histogram_bin_edges`` makes it (Float32
    from a count, a given list of ints stays Int32). Mirrors ``mindspore.numpy.histogramdd`` (2.10).

    Raises:
        TypeError: ``sample`` neither a Tensor nor a list / tuple; ``bins`` neither an int nor a sequence.
        ValueError: a Tensor ``sample`` not 2-D; ``bins`` or ``range`` with a length other than ``D``.
    """
    from .array_creations import histogram_bin_edges
    from .array_ops import stack

    if isinstance(sample, (tuple, list)):
        sample = stack([_wrap(_t(s)) for s in sample], -1)
    elif not isinstance(sample, Tensor):
        raise TypeError("sample should be (N, D) array, or (D, N) array_like")
    st = sample._data()
    if st.ndim != 2:
        raise ValueError("when an array, sample should be 2-dimensional")
    ndim = st.shape[1]
    if isinstance(bins, int):
        bins = [bins] * ndim
    if isinstance(bins, (tuple, list, Tensor)):
        if len(bins) != ndim:
            raise ValueError("The dimension of bins must be equal to the dimension of the sample")
    else:
        raise TypeError("bins should be int or sequence")
    if range is None:
        range = [None] * ndim
    elif len(range) != ndim:
        raise ValueError("range argument must have one entry per dimension")
    edges = [histogram_bin_edges(_wrap(st[:, i]), bins[i], range[i]) for i in builtins.range(ndim)]
    w = None if weights is None else _t(weights)
    count = _RK.histogramdd(st, [e._data() for e in edges], w, density)
    return _wrap(count), edges


def histogram2d(x, y, bins=10, range=None, weights=None, density: bool = False) -> tuple:
    """The 2-D histogram of the points ``(x[i], y[i])``: ``bins`` an int, one edges array for both dimensions,
    or a pair (each a count or edges); ``range`` ``[[xmin, xmax], [ymin, ymax]]``.

    Returns ``(counts, x_edges, y_edges)``, as ``histogramdd((x, y), ...)`` computes them. Mirrors
    ``mindspore.numpy.histogram2d`` (2.10); its errors are ``histogramdd``'s.
    """
    count, edges = histogramdd((x, y), bins=bins, range=range, weights=weights, density=density)
    return count, edges[0], edges[1]


def interp(x, xp, fp, left=None, right=None) -> Tensor:
    """1-D linear interpolation of ``(xp, fp)`` at ``x``. Mirrors ``mindspore.numpy.interp`` (2.10)."""
    return _wrap(_K_elem.interp(_t(x), _t(xp), _t(fp), left, right))


def digitize(x, bins, right: bool = False) -> Tensor:
    """The Int32 index of the bin each element of ``x`` falls in: for increasing ``bins``, ``i`` with
    ``bins[i-1] <= x < bins[i]`` (``right=True``: ``bins[i-1] < x <= bins[i]``); decreasing ``bins`` count from
    the other end. NaN goes past the last bin (to 0 for decreasing bins), as MindSpore's binary search sends it.

    Mirrors ``mindspore.numpy.digitize`` (2.10).

    Raises:
        ValueError: ``bins`` not 1-D.
    """
    return _wrap(_K_sort.np_digitize(_t(x), _t(bins), right))


def convolve(a, v, mode: str = "full") -> Tensor:
    """Discrete linear convolution of 1-D arrays. Mirrors ``mindspore.numpy.convolve`` (2.10)."""
    return _wrap(_K_linalg.convolve(_t(a), _t(v), mode))


def correlate(a, v, mode: str = "valid") -> Tensor:
    """Cross-correlation of 1-D arrays. Mirrors ``mindspore.numpy.correlate`` (2.10)."""
    return _wrap(_K_linalg.convolve(_t(a), _t(v), mode, correlate=True))


def cov(m, y=None, rowvar: bool = True, bias: bool = False, ddof=None, fweights=None, aweights=None, dtype=None):
    """Covariance matrix of the variables in ``m`` (and ``y``). Mirrors ``mindspore.numpy.cov`` (2.10)."""
    yt = None if y is None else _float(_t(y))
    corr = (0 if bias else 1) if ddof is None else ddof
    fw = None if fweights is None else _t(fweights)
    aw = None if aweights is None else _float(_t(aweights))
    return _out(_RK.cov(_float(_t(m)), corr, fw, aw, ms=False, y=yt, rowvar=rowvar), dtype)


def corrcoef(x, y=None, rowvar: bool = True, dtype=None) -> Tensor:
    """Pearson correlation coefficients. Mirrors ``mindspore.numpy.corrcoef`` (2.10)."""
    return _out(_RK.corrcoef(cov(x, y, rowvar)._data()), dtype)


def matrix_power(a, n: int) -> Tensor:
    """``a`` raised to the integer power ``n`` (matrix product). Mirrors ``mindspore.numpy.matrix_power``."""
    return _wrap(_K_linalg.matrix_power(_t(a), n))


def multi_dot(arrays) -> Tensor:
    """Chained matrix product (1-D ends treated as vectors). Mirrors ``mindspore.numpy.multi_dot`` (2.10)."""
    return _wrap(_K_linalg.multi_dot([_t(a) for a in arrays]))


def _poly(p) -> torch.Tensor:
    return _t(p).reshape(-1)


def polyadd(a1, a2) -> Tensor:
    """Sum of two polynomials (highest power first). Mirrors ``mindspore.numpy.polyadd`` (2.10)."""
    return _wrap(_K_linalg.polyadd(_poly(a1), _poly(a2)))


def polysub(a1, a2) -> Tensor:
    """Difference of two polynomials. Mirrors ``mindspore.numpy.polysub`` (2.10)."""
    return _wrap(_K_linalg.polyadd(_poly(a1), _poly(a2), sub=True))


def polymul(a1, a2) -> Tensor:
    """Product of two polynomials. Mirrors ``mindspore.numpy.polymul`` (2.10)."""
    return _wrap(_K_linalg.polymul(_poly(a1), _poly(a2)))


def polyval(p, x) -> Tensor:
    """Evaluate polynomial ``p`` at ``x`` (Horner's rule). Mirrors ``mindspore.numpy.polyval`` (2.10)."""
    return _wrap(_K_linalg.polyval(_poly(p), _t(x)))


def polyder(p, m: int = 1) -> Tensor:
    """The ``m``-th derivative of polynomial ``p``. Mirrors ``mindspore.numpy.polyder`` (2.10)."""
    return _wrap(_K_linalg.polyder(_poly(p), m))


def polyint(p, m: int = 1, k=None) -> Tensor:
    """The ``m``-th antiderivative of polynomial ``p``. Mirrors ``mindspore.numpy.polyint`` (2.10)."""
    return _wrap(_K_linalg.polyint(_poly(p), m, 0 if k is None else k))


def unwrap(p, discont: float = 3.141592653589793, axis: int = -1) -> Tensor:
    """Unwrap phase jumps larger than ``discont``. Mirrors ``mindspore.numpy.unwrap`` (2.10)."""
    return _wrap(_K_scan.unwrap(_t(p), discont, axis))


def gradient(f, *varargs, axis=None, edge_order: int = 1):
    """Central-difference gradient of ``f``. Mirrors ``mindspore.numpy.gradient`` (2.10)."""
    t = _float(_t(f))
    dims = tuple(range(t.ndim)) if axis is None else ((axis,) if isinstance(axis, int) else tuple(axis))
    sp = varargs[0] if len(varargs) == 1 else (varargs if varargs else 1.0)
    g = _K_scan.gradient(t, sp, dims, edge_order)
    return _wrap(g[0]) if len(g) == 1 else [_wrap(x) for x in g]


def ravel_multi_index(multi_index, dims, mode: str = "clip", order: str = "C") -> Tensor:
    """Flat indices of coordinate arrays into an array of shape ``dims``. Mirrors ``mnp.ravel_multi_index``."""
    return _wrap(_K_elem.ravel_multi_index(tuple(_t(i) for i in multi_index), dims, mode, order))
