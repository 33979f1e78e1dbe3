"""`mindspore.numpy` math: element-wise functions with a ``dtype=`` argument, reductions, products, polynomials.

Type rules follow mindspore.numpy 2.10 on CPU: integer ``sum``/``trace`` give Int64, integer ``mean`` keeps the
integer dtype (truncating), ``cumsum`` of small ints and Bool gives Int32, ``argmax`` is Int64 and ``argmin``
Int32, ``sign``/``sin``/``sqrt`` of integers give Float32, ``bincount``/``histogram`` counts are Float32.
"""

from __future__ import annotations

from .. import _api
import builtins

import torch

from .._kernels import elementwise as _EK
from .._kernels import errors as _errors
from .._kernels import reduction as _RK
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops.function import math_func as _M
from .utils import _axis, _dt, _out, _to_torch, _wrap

__all__ = _api.names(__name__)


def _t(x) -> torch.Tensor:
    return _to_torch(x)


def _float(t: torch.Tensor) -> torch.Tensor:
    return t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)


def _bin(tfn, name: str, what: str, to_float: bool = False, tensors_only: bool = False, number_as_tensor=False):
    """A binary function of ``mindspore.numpy``: operands converted as mindspore.numpy does (a Python number takes
    the Tensor's kind), then the op's kernel ``tfn`` (an ``ops`` kernel where one exists, so the dtype rules and
    errors are the ops'). ``tensors_only``: MindSpore's CPU version takes Tensors only (``multiply``);
    ``number_as_tensor``: a Python number becomes a tensor of the other operand's dtype (``maximum``)."""

    if not hasattr(tfn, "_kernel_of"):  # a bare torch callable: run it as an ops kernel (MindSpore's errors)
        tfn = _EK.binary(tfn, _PRIMS.get(name, name))

    def fn(x1, x2, dtype=None):
        if tensors_only and not (isinstance(x1, Tensor) and isinstance(x2, Tensor)):
            bad = x2 if isinstance(x1, Tensor) else x1
            raise TypeError(f"expect Tensor, but got {_ms_type_name(bad)}")
        a = _t(x1)
        if number_as_tensor and isinstance(x2, (bool, int, float)):  # the number takes the Tensor's dtype
            b = torch.tensor(x2, device=a.device).to(a.dtype)
        elif isinstance(x2, (bool, int, float)):  # a Python number takes the Tensor's kind (torch's scalar rule)
            rt = torch.result_type(a, x2)
            a, b = a.to(rt), torch.tensor(x2, dtype=rt, device=a.device)
        else:
            b = _t(x2)
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


def _un(tfn, name: str, what: str, to_float: bool = True, tensor_only: bool | str = False):
    def fn(x, dtype=None):
        if tensor_only == "type" and not isinstance(x, Tensor):
            raise TypeError(f"For '{name}', the input must be a Tensor, but got {type(x)}.")
        if tensor_only and not isinstance(x, Tensor):  # MindSpore reads ``x.dtype`` first
            raise AttributeError(f"'{type(x).__name__}' object has no attribute 'dtype'")
        t = _t(x)
        return _out(tfn(_float(t) if to_float else t), dtype)

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
floor_divide = _bin(torch.floor_divide, "floor_divide", "floor division")
remainder = _bin(lambda a, b: torch.remainder(a, b) + 0, "remainder", "remainder with the divisor's sign")
mod = _bin(lambda a, b: torch.remainder(a, b) + 0, "mod", "remainder with the divisor's sign")
fmod = _bin(torch.fmod, "fmod", "remainder with the dividend's sign")
power = _bin(torch.pow, "power", "power")
float_power = _bin(torch.pow, "float_power", "power, computed in float", to_float=True)
maximum = _bin(
    _EK.binary(torch.maximum, "Maximum"),
    "maximum",
    "maximum (NaN propagates, unlike ops.maximum)",
    number_as_tensor=True,
)
minimum = _bin(
    _EK.binary(_EK.minimum_nan, "Minimum"),
    "minimum",
    "minimum (NaN propagates, unlike ops.minimum)",
    number_as_tensor=True,
)
arctan2 = _bin(torch.atan2, "arctan2", "arc tangent of ``x1 / x2``", to_float=True)
hypot = _bin(torch.hypot, "hypot", "hypotenuse ``sqrt(x1**2 + x2**2)``", to_float=True)
logaddexp = _bin(torch.logaddexp, "logaddexp", "``log(exp(x1) + exp(x2))``", to_float=True)
logaddexp2 = _bin(torch.logaddexp2, "logaddexp2", "``log2(2**x1 + 2**x2)``", to_float=True)
copysign = _bin(torch.copysign, "copysign", "magnitude of ``x1`` with the sign of ``x2``", to_float=True)
heaviside = _bin(
    lambda a, b: torch.heaviside(a, b.to(a.dtype) if isinstance(b, torch.Tensor) else torch.tensor(b, dtype=a.dtype)),
    "heaviside", "Heaviside step (``x2`` where ``x1 == 0``)", to_float=True,
)  # fmt: skip
gcd = _bin(torch.gcd, "gcd", "greatest common divisor")
lcm = _bin(torch.lcm, "lcm", "least common multiple")
bitwise_and = _bin(torch.bitwise_and, "bitwise_and", "bitwise AND")
bitwise_or = _bin(torch.bitwise_or, "bitwise_or", "bitwise OR")
bitwise_xor = _bin(torch.bitwise_xor, "bitwise_xor", "bitwise XOR")


def divmod(x1, x2, dtype=None) -> tuple:  # noqa: A001
    """``(floor_divide(x1, x2), remainder(x1, x2))``. Mirrors ``mindspore.numpy.divmod`` (2.10)."""
    return floor_divide(x1, x2, dtype), remainder(x1, x2, dtype)


absolute = _un(_M.abs._kernel, "absolute", "absolute value", to_float=False, tensor_only=True)
abs = _un(_M.abs._kernel, "abs", "absolute value", to_float=False, tensor_only=True)  # noqa: A001
fabs = _un(torch.abs, "fabs", "absolute value (float)")
negative = _un(_NEG, "negative", "negation", to_float=False)
positive = _un(lambda t: t.clone(), "positive", "copy", to_float=False)
sign = _un(torch.sign, "sign", "sign (integers give Float32)")
sqrt = _un(torch.sqrt, "sqrt", "square root")
square = _un(_M.square._kernel, "square", "square", to_float=False)
cbrt = _un(lambda t: torch.sign(t) * torch.abs(t).pow(1.0 / 3), "cbrt", "cube root")
reciprocal = _un(torch.reciprocal, "reciprocal", "reciprocal")
exp = _ops_un(_M.exp, "exp", "exponential")
exp2 = _un(torch.exp2, "exp2", "``2 ** x``")
expm1 = _un(torch.expm1, "expm1", "``exp(x) - 1``")
log = _ops_un(_M.log, "log", "natural logarithm")
log2 = _un(torch.log2, "log2", "base-2 logarithm")
log10 = _un(torch.log10, "log10", "base-10 logarithm")
log1p = _un(torch.log1p, "log1p", "``log(1 + x)``")
sin = _un(torch.sin, "sin", "sine")
cos = _un(torch.cos, "cos", "cosine")
tan = _un(torch.tan, "tan", "tangent")
arcsin = _un(torch.asin, "arcsin", "arc sine")
arccos = _un(torch.acos, "arccos", "arc cosine")
arctan = _un(torch.atan, "arctan", "arc tangent")
sinh = _un(torch.sinh, "sinh", "hyperbolic sine")
cosh = _un(torch.cosh, "cosh", "hyperbolic cosine")
tanh = _un(torch.tanh, "tanh", "hyperbolic tangent", tensor_only="type")
arcsinh = _un(torch.asinh, "arcsinh", "inverse hyperbolic sine")
arccosh = _un(torch.acosh, "arccosh", "inverse hyperbolic cosine")
arctanh = _un(torch.atanh, "arctanh", "inverse hyperbolic tangent")
deg2rad = _un(torch.deg2rad, "deg2rad", "degrees to radians")
radians = _un(torch.deg2rad, "radians", "degrees to radians")
rad2deg = _un(torch.rad2deg, "rad2deg", "radians to degrees")
floor = _ops_un(_M.floor, "floor", "floor")
ceil = _ops_un(_M.ceil, "ceil", "ceiling")
trunc = _un(torch.trunc, "trunc", "truncation toward zero")
rint = _un(torch.round, "rint", "rounding half to even")
bitwise_not = _un(torch.bitwise_not, "bitwise_not", "bitwise NOT", to_float=False)
invert = _un(torch.bitwise_not, "invert", "bitwise NOT", to_float=False)


def fix(x) -> Tensor:
    """Round toward zero (float result). Mirrors ``mindspore.numpy.fix`` (2.10)."""
    return trunc(x)


def around(a, decimals: int = 0) -> Tensor:
    """Round half to even to ``decimals`` places. Mirrors ``mindspore.numpy.around`` (2.10)."""
    return _wrap(torch.round(_float(_t(a)), decimals=decimals))


round = around  # noqa: A001


def clip(x, xmin, xmax, dtype=None) -> Tensor:
    """Clip into ``[xmin, xmax]`` (either may be None). Mirrors ``mindspore.numpy.clip`` (2.10)."""
    t = _t(x)
    lo = None if xmin is None else (xmin if isinstance(xmin, (int, float)) else _t(xmin))
    hi = None if xmax is None else (xmax if isinstance(xmax, (int, float)) else _t(xmax))
    if isinstance(lo, torch.Tensor) or isinstance(hi, torch.Tensor):
        r = torch.clamp(t, lo if lo is None or isinstance(lo, torch.Tensor) else torch.tensor(lo),
                        hi if hi is None or isinstance(hi, torch.Tensor) else torch.tensor(hi))  # fmt: skip
    else:
        r = torch.clamp(t, lo, hi)
    return _out(r.to(t.dtype) if not (isinstance(xmin, float) or isinstance(xmax, float)) else r, dtype)


# ------------------------------------------------------------------------------------------------
# reductions
# ------------------------------------------------------------------------------------------------
def sum(a, axis=None, dtype=None, keepdims: bool = False, initial=None) -> Tensor:  # noqa: A001
    """Sum over ``axis``; integer and Bool inputs give Int64. Mirrors ``mindspore.numpy.sum`` (2.10)."""
    t = _t(a)
    ax = _checked_axis("SumExt", t, axis)
    r = torch.sum(t, dim=ax, keepdim=keepdims) if ax is not None else torch.sum(t)
    if ax is None and keepdims:
        r = r.reshape((1,) * t.ndim)
    if initial is not None:
        r = r + initial
    return _out(r, dtype)


def mean(a, axis=None, keepdims: bool = False, dtype=None) -> Tensor:
    """Mean over ``axis``; an integer input keeps its dtype (the mean is truncated, as MindSpore does).

    Mirrors ``mindspore.numpy.mean`` (2.10).
    """
    t = _t(a)
    if t.dtype == torch.bool:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    ax = _checked_axis("MeanExt", t, axis)
    f = _float(t)
    r = torch.mean(f, dim=ax, keepdim=keepdims) if ax is not None else torch.mean(f)
    if ax is None and keepdims:
        r = r.reshape((1,) * t.ndim)
    if t.dtype != f.dtype and t.dtype != torch.bool:
        r = r.to(t.dtype)
    return _out(r, dtype)


def _checked_axis(prim: str, t: torch.Tensor, axis):
    """``axis`` as a torch dim, checked against ``t``'s rank (MindSpore's ValueError, not torch's IndexError)."""
    ax = _axis(axis)
    if ax is not None and ax != ():
        _RK.check_axes(prim, t.ndim, ax)
    return ax


def _minmax(tfn, a, axis, keepdims, initial, where):
    if not isinstance(a, Tensor):  # MindSpore's mindspore.numpy.amax/amin take Tensors only
        raise TypeError(f"For 'amax', the input must be a Tensor, but got {type(a)}.")
    t = _t(a)
    if t.dtype == torch.bool:
        raise _errors.select_fail("ReduceMax" if tfn is torch.amax else "ReduceMin")
    ax = _checked_axis("ReduceMax" if tfn is torch.amax else "ReduceMin", t, axis)
    r = _RK.amax(t, ax, keepdims, tfn is torch.amax) if t.ndim else t
    if initial is not None:
        r = (torch.maximum if tfn is torch.amax else torch.minimum)(r, torch.tensor(initial, dtype=r.dtype))
    return _wrap(r)


def amax(a, axis=None, keepdims: bool = False, initial=None, where=True) -> Tensor:
    """Maximum over ``axis`` (with an ``initial`` lower bound). Mirrors ``mindspore.numpy.amax`` (2.10)."""
    return _minmax(torch.amax, a, axis, keepdims, initial, where)


def amin(a, axis=None, keepdims: bool = False, initial=None, where=True) -> Tensor:
    """Minimum over ``axis`` (with an ``initial`` upper bound). Mirrors ``mindspore.numpy.amin`` (2.10)."""
    return _minmax(torch.amin, a, axis, keepdims, initial, where)


max = amax  # noqa: A001
min = amin  # noqa: A001


def argmax(a, axis=None) -> Tensor:
    """Int64 index of the maximum (of the flattened input without ``axis``). Mirrors ``mindspore.numpy.argmax``."""
    t = _t(a)
    if t.dtype == torch.bool:
        t = t.to(torch.int32)
    if axis is not None:
        _RK.check_axes("Argmax", t.ndim, axis)
    if t.numel() == 0:
        raise RuntimeError("For 'Argmax', the input is empty.")
    return _wrap(_RK.argmax(t, axis))


def argmin(a, axis=None) -> Tensor:
    """Int32 index of the minimum (MindSpore 2.10's dtype). Mirrors ``mindspore.numpy.argmin`` (2.10)."""
    return _wrap(torch.argmin(_t(a), axis).to(torch.int32))


def _var(a, axis, ddof, keepdims):
    t = _t(a)
    ax = _axis(axis)
    if t.is_floating_point() or t.is_complex():
        return torch.var(t, dim=ax, correction=ddof, keepdim=keepdims)
    # integers: MindSpore centres on the integer (truncated) mean, then averages in Float32
    m = mean(_wrap(t), ax, True)._data()
    d = (t - m).to(torch.float32) ** 2
    n = t.numel() if ax is None else _count(t.shape, ax)
    s = torch.sum(d, dim=ax, keepdim=keepdims) if ax is not None else torch.sum(d)
    return s / (n - ddof)


def _count(shape, ax) -> int:
    axes = (ax,) if isinstance(ax, int) else ax
    n = 1
    for a in axes:
        n *= shape[a]
    return n


def std(x, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Standard deviation (divisor ``n - ddof``). Mirrors ``mindspore.numpy.std`` (2.10)."""
    return _wrap(torch.sqrt(_var(x, axis, ddof, keepdims)))


def var(x, axis=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Variance (divisor ``n - ddof``); integers give Float32. Mirrors ``mindspore.numpy.var`` (2.10)."""
    return _wrap(_var(x, axis, ddof, keepdims))


def ptp(x, axis=None, keepdims: bool = False) -> Tensor:
    """``max - min`` over ``axis``. Mirrors ``mindspore.numpy.ptp`` (2.10)."""
    return _wrap(amax(x, axis, keepdims)._data() - amin(x, axis, keepdims)._data())


def average(x, axis=None, weights=None, returned: bool = False):
    """Weighted mean over ``axis``; with ``returned`` also the sum of weights. Mirrors ``mnp.average`` (2.10)."""
    t = _float(_t(x))
    ax = _axis(axis)
    if weights is None:
        avg = torch.mean(t, dim=ax) if ax is not None else torch.mean(t)
        wsum = torch.tensor(float(t.numel() / (avg.numel() or 1)), dtype=t.dtype).expand(avg.shape)
    else:
        w = _float(_t(weights))
        if w.ndim == 1 and t.ndim > 1 and ax is not None:
            shape = [1] * t.ndim
            shape[ax] = w.numel()
            w = w.reshape(shape)
        wsum = torch.sum(w.expand(t.shape), dim=ax) if ax is not None else torch.sum(w)
        avg = (torch.sum(t * w, dim=ax) if ax is not None else torch.sum(t * w)) / wsum
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
    """
    t = _t(a)
    td = _cum_dtype(t, dtype)
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    return _wrap(torch.cumsum(t, axis).to(td))


def cumprod(a, axis=None, dtype=None) -> Tensor:
    """Cumulative product (of the flattened input without ``axis``). Mirrors ``mindspore.numpy.cumprod``."""
    t = _t(a)
    td = _cum_dtype(t, dtype)
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    return _wrap(torch.cumprod(t, axis).to(td))


def nancumsum(a, axis=None, dtype=None) -> Tensor:
    """:func:`cumsum` treating NaN as 0. Mirrors ``mindspore.numpy.nancumsum`` (2.10)."""
    t = _t(a)
    return cumsum(_wrap(torch.nan_to_num(t, nan=0.0) if t.is_floating_point() else t), axis, dtype)


def nansum(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Sum treating NaN as 0. Mirrors ``mindspore.numpy.nansum`` (2.10)."""
    t = _t(a)
    ax = _axis(axis)
    r = torch.nansum(t, dim=ax, keepdim=keepdims) if ax is not None else torch.nansum(t)
    return _out(r, dtype)


def nanmean(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Mean ignoring NaN. Mirrors ``mindspore.numpy.nanmean`` (2.10)."""
    t = _float(_t(a))
    ax = _axis(axis)
    r = torch.nanmean(t, dim=ax, keepdim=keepdims) if ax is not None else torch.nanmean(t)
    return _out(r, dtype)


def nanmax(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Maximum ignoring NaN. Mirrors ``mindspore.numpy.nanmax`` (2.10)."""
    t = _t(a)
    f = torch.where(torch.isnan(t), torch.tensor(-float("inf"), dtype=t.dtype), t) if t.is_floating_point() else t
    return _out(amax(_wrap(f), axis, keepdims)._data(), dtype)


def nanmin(a, axis=None, dtype=None, keepdims: bool = False) -> Tensor:
    """Minimum ignoring NaN. Mirrors ``mindspore.numpy.nanmin`` (2.10)."""
    t = _t(a)
    f = torch.where(torch.isnan(t), torch.tensor(float("inf"), dtype=t.dtype), t) if t.is_floating_point() else t
    return _out(amin(_wrap(f), axis, keepdims)._data(), dtype)


def nanvar(a, axis=None, dtype=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Variance ignoring NaN. Mirrors ``mindspore.numpy.nanvar`` (2.10)."""
    t = _float(_t(a))
    ax = _axis(axis)
    m = torch.nanmean(t, dim=ax, keepdim=True) if ax is not None else torch.nanmean(t)
    d = (t - m) ** 2
    n = (~torch.isnan(t)).sum(dim=ax, keepdim=keepdims) if ax is not None else (~torch.isnan(t)).sum()
    s = torch.nansum(d, dim=ax, keepdim=keepdims) if ax is not None else torch.nansum(d)
    return _out(s / (n - ddof), dtype)


def nanstd(a, axis=None, dtype=None, ddof: int = 0, keepdims: bool = False) -> Tensor:
    """Standard deviation ignoring NaN. Mirrors ``mindspore.numpy.nanstd`` (2.10)."""
    return _wrap(torch.sqrt(nanvar(a, axis, dtype, ddof, keepdims)._data()))


def count_nonzero(x, axis=None, keepdims: bool = False) -> Tensor:
    """Int32 count of non-zero elements. Mirrors ``mindspore.numpy.count_nonzero`` (2.10)."""
    t = _t(x) != 0
    ax = _axis(axis)
    r = torch.sum(t, dim=ax, keepdim=keepdims) if ax is not None else torch.sum(t)
    return _wrap(r.to(torch.int32))


def norm(x, ord=None, axis=None, keepdims: bool = False) -> Tensor:  # noqa: A002
    """Matrix or vector norm (numpy's rules). Mirrors ``mindspore.numpy.norm`` (2.10)."""
    t = _float(_t(x))
    ax = _axis(axis)
    if ax is None and ord is None:
        return _wrap(
            torch.linalg.vector_norm(t.reshape(-1), 2, keepdim=False).reshape((1,) * t.ndim if keepdims else ())
        )
    return _wrap(torch.linalg.norm(t, ord, ax, keepdims))


# ------------------------------------------------------------------------------------------------
# products
# ------------------------------------------------------------------------------------------------
def _same(op: str, a: torch.Tensor, b: torch.Tensor):
    if a.dtype != b.dtype:
        raise TypeError(
            f"For '{op}', the type of 'x2' should be same as 'x1', but got 'x1' with type "
            f"Tensor[{mstype.from_torch_dtype(a.dtype)}] and 'x2' with type Tensor[{mstype.from_torch_dtype(b.dtype)}]."
        )


def dot(a, b) -> Tensor:
    """Dot product: inner product of vectors, matrix product, or a sum over the last axis of ``a`` and the
    second-to-last of ``b``. Mirrors ``mindspore.numpy.dot`` (2.10).

    Raises:
        TypeError: if the dtypes differ (MindSpore's MatMul check).
    """
    x, y = _t(a), _t(b)
    _same("MatMul", x, y)
    if x.ndim == 0 or y.ndim == 0:
        return _wrap(x * y)
    if y.ndim == 1:
        return _wrap(torch.tensordot(x, y, ([-1], [0])))
    return _wrap(torch.tensordot(x, y, ([-1], [-2])))


def matmul(x1, x2, dtype=None) -> Tensor:
    """Matrix product with broadcasting. Mirrors ``mindspore.numpy.matmul`` (2.10)."""
    return _out(torch.matmul(_t(x1), _t(x2)), dtype)


def tensordot(a, b, axes=2) -> Tensor:
    """Sum products over ``axes`` (an int or a pair of axis lists). Mirrors ``mindspore.numpy.tensordot``."""
    if isinstance(axes, (list, tuple)):
        axes = tuple(list(x) if isinstance(x, (list, tuple)) else [x] for x in axes)
    return _wrap(torch.tensordot(_t(a), _t(b), axes))


def inner(a, b) -> Tensor:
    """Inner product over the last axes. Mirrors ``mindspore.numpy.inner`` (2.10)."""
    return _wrap(torch.inner(_t(a), _t(b)))


def outer(a, b) -> Tensor:
    """Outer product of the flattened inputs. Mirrors ``mindspore.numpy.outer`` (2.10)."""
    return _wrap(torch.outer(_t(a).reshape(-1), _t(b).reshape(-1)))


def kron(a, b) -> Tensor:
    """Kronecker product. Mirrors ``mindspore.numpy.kron`` (2.10)."""
    return _wrap(torch.kron(_t(a), _t(b)))


def cross(a, b, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis=None) -> Tensor:
    """Cross product of 3-vectors (2-vectors give the z component). Mirrors ``mindspore.numpy.cross``."""
    if axis is not None:
        axisa = axisb = axisc = axis
    x = torch.movedim(_t(a), axisa, -1)
    y = torch.movedim(_t(b), axisb, -1)
    if x.shape[-1] == 2 and y.shape[-1] == 2:
        return _wrap(x[..., 0] * y[..., 1] - x[..., 1] * y[..., 0])
    if x.shape[-1] == 2:
        x = torch.nn.functional.pad(x, (0, 1))
    if y.shape[-1] == 2:
        y = torch.nn.functional.pad(y, (0, 1))
    return _wrap(torch.movedim(torch.linalg.cross(x, y), -1, axisc))


def diff(a, n: int = 1, axis: int = -1, prepend=None, append=None) -> Tensor:
    """``n``-th discrete difference along ``axis``. Mirrors ``mindspore.numpy.diff`` (2.10)."""
    t = _t(a)
    pre = None if prepend is None else _t(prepend).to(t.dtype)
    app = None if append is None else _t(append).to(t.dtype)
    return _wrap(torch.diff(t, n, axis, pre, app))


def ediff1d(ary, to_end=None, to_begin=None) -> Tensor:
    """Differences of the flattened array, with optional ends. Mirrors ``mindspore.numpy.ediff1d`` (2.10)."""
    t = _t(ary).reshape(-1)
    parts = [torch.diff(t)]
    if to_begin is not None:
        parts.insert(0, _t(to_begin).reshape(-1).to(t.dtype))
    if to_end is not None:
        parts.append(_t(to_end).reshape(-1).to(t.dtype))
    return _wrap(torch.cat(parts))


def trapz(y, x=None, dx: float = 1.0, axis: int = -1) -> Tensor:
    """Trapezoidal integral along ``axis``. Mirrors ``mindspore.numpy.trapz`` (2.10)."""
    t = _float(_t(y))
    if x is None:
        return _wrap(torch.trapezoid(t, dx=dx, dim=axis))
    return _wrap(torch.trapezoid(t, _float(_t(x)), dim=axis))


def searchsorted(a, v, side: str = "left", sorter=None) -> Tensor:
    """Int32 insertion indices of ``v`` into the sorted 1-D ``a``. Mirrors ``mindspore.numpy.searchsorted``."""
    s = None if sorter is None else _t(sorter).long()
    vv = _t(v)
    return _wrap(torch.searchsorted(_t(a), vv, side=side, sorter=s).to(torch.int32))


def bincount(x, weights=None, minlength: int = 0, length=None) -> Tensor:
    """Counts (or summed ``weights``) of each non-negative int, as Float32. Mirrors ``mnp.bincount`` (2.10)."""
    w = None if weights is None else _float(_t(weights))
    r = torch.bincount(_t(x).long(), w, minlength).to(torch.float32)
    if length is not None:
        r = r[:length]
    return _wrap(r)


def histogram(a, bins=10, range=None, weights=None, density: bool = False) -> tuple:  # noqa: A002
    """``(counts, bin_edges)``, both Float32. Mirrors ``mindspore.numpy.histogram`` (2.10)."""
    from .array_creations import histogram_bin_edges

    t = _float(_t(a)).reshape(-1)
    edges = histogram_bin_edges(_wrap(t), bins, range)._data()
    idx = torch.bucketize(t, edges, right=True) - 1
    idx = torch.where(t == edges[-1], torch.tensor(len(edges) - 2), idx)
    keep = (idx >= 0) & (idx < len(edges) - 1)
    w = torch.ones_like(t) if weights is None else _float(_t(weights)).reshape(-1)
    counts = torch.zeros(len(edges) - 1, dtype=torch.float32).index_add_(0, idx[keep], w[keep].float())
    if density:
        counts = counts / counts.sum() / torch.diff(edges)
    return _wrap(counts), _wrap(edges)


def interp(x, xp, fp, left=None, right=None) -> Tensor:
    """1-D linear interpolation of ``(xp, fp)`` at ``x``. Mirrors ``mindspore.numpy.interp`` (2.10)."""
    import numpy as onp

    r = onp.interp(_t(x).cpu().numpy(), _t(xp).cpu().numpy(), _t(fp).cpu().numpy(), left, right)
    return _wrap(torch.from_numpy(r.astype(onp.float32)))


def digitize(x, bins, right: bool = False) -> Tensor:
    """Indices of the bins each ``x`` falls in (increasing ``bins``). Mirrors ``mindspore.numpy.digitize``."""
    return _wrap(torch.bucketize(_t(x), _t(bins), right=right).to(torch.int32))


def convolve(a, v, mode: str = "full") -> Tensor:
    """Discrete linear convolution of 1-D arrays. Mirrors ``mindspore.numpy.convolve`` (2.10)."""
    import numpy as onp

    return _wrap(torch.from_numpy(onp.convolve(_t(a).cpu().numpy(), _t(v).cpu().numpy(), mode)))


def correlate(a, v, mode: str = "valid") -> Tensor:
    """Cross-correlation of 1-D arrays. Mirrors ``mindspore.numpy.correlate`` (2.10)."""
    import numpy as onp

    return _wrap(torch.from_numpy(onp.correlate(_t(a).cpu().numpy(), _t(v).cpu().numpy(), mode)))


def cov(m, y=None, rowvar: bool = True, bias: bool = False, ddof=None, fweights=None, aweights=None, dtype=None):
    """Covariance matrix of the variables in ``m`` (and ``y``). Mirrors ``mindspore.numpy.cov`` (2.10)."""
    t = _float(_t(m))
    if t.ndim == 1:
        t = t[None]
    if not rowvar:
        t = t.T
    if y is not None:
        yt = _float(_t(y))
        yt = yt[None] if yt.ndim == 1 else yt
        t = torch.cat([t, yt if rowvar else yt.T])
    corr = (0 if bias else 1) if ddof is None else ddof
    fw = None if fweights is None else _t(fweights)
    aw = None if aweights is None else _float(_t(aweights))
    return _out(torch.cov(t, correction=corr, fweights=fw, aweights=aw), dtype)


def corrcoef(x, y=None, rowvar: bool = True, dtype=None) -> Tensor:
    """Pearson correlation coefficients. Mirrors ``mindspore.numpy.corrcoef`` (2.10)."""
    c = cov(x, y, rowvar)._data()
    d = torch.sqrt(torch.diagonal(c))
    return _out((c / d[:, None] / d[None, :]).clamp(-1, 1), dtype)


def matrix_power(a, n: int) -> Tensor:
    """``a`` raised to the integer power ``n`` (matrix product). Mirrors ``mindspore.numpy.matrix_power``."""
    return _wrap(torch.linalg.matrix_power(_t(a), n))


def multi_dot(arrays) -> Tensor:
    """Chained matrix product (1-D ends treated as vectors). Mirrors ``mindspore.numpy.multi_dot`` (2.10)."""
    return _wrap(torch.linalg.multi_dot([_t(a) for a in arrays]))


def _poly(p) -> torch.Tensor:
    return _t(p).reshape(-1)


def _padto(a: torch.Tensor, n: int) -> torch.Tensor:
    return torch.nn.functional.pad(a, (n - a.numel(), 0))


def polyadd(a1, a2) -> Tensor:
    """Sum of two polynomials (highest power first). Mirrors ``mindspore.numpy.polyadd`` (2.10)."""
    a, b = _poly(a1), _poly(a2)
    n = builtins.max(a.numel(), b.numel())
    return _wrap(_padto(a, n) + _padto(b, n))


def polysub(a1, a2) -> Tensor:
    """Difference of two polynomials. Mirrors ``mindspore.numpy.polysub`` (2.10)."""
    a, b = _poly(a1), _poly(a2)
    n = builtins.max(a.numel(), b.numel())
    return _wrap(_padto(a, n) - _padto(b, n))


def polymul(a1, a2) -> Tensor:
    """Product of two polynomials. Mirrors ``mindspore.numpy.polymul`` (2.10)."""
    import numpy as onp

    return _wrap(torch.from_numpy(onp.polymul(_poly(a1).cpu().numpy(), _poly(a2).cpu().numpy())))


def polyval(p, x) -> Tensor:
    """Evaluate polynomial ``p`` at ``x`` (Horner's rule). Mirrors ``mindspore.numpy.polyval`` (2.10)."""
    c = _poly(p)
    xt = _t(x)
    r = torch.zeros_like(xt, dtype=torch.result_type(c, xt))
    for coef in c:
        r = r * xt + coef
    return _wrap(r)


def polyder(p, m: int = 1) -> Tensor:
    """The ``m``-th derivative of polynomial ``p``. Mirrors ``mindspore.numpy.polyder`` (2.10)."""
    import numpy as onp

    return _wrap(torch.from_numpy(onp.polyder(_poly(p).cpu().numpy(), m)))


def polyint(p, m: int = 1, k=None) -> Tensor:
    """The ``m``-th antiderivative of polynomial ``p``. Mirrors ``mindspore.numpy.polyint`` (2.10)."""
    import numpy as onp

    return _wrap(torch.from_numpy(onp.polyint(_poly(p).cpu().numpy(), m, 0 if k is None else k)))


def unwrap(p, discont: float = 3.141592653589793, axis: int = -1) -> Tensor:
    """Unwrap phase jumps larger than ``discont``. Mirrors ``mindspore.numpy.unwrap`` (2.10)."""
    import numpy as onp

    return _wrap(torch.from_numpy(onp.unwrap(_t(p).cpu().numpy(), discont, axis)))


def gradient(f, *varargs, axis=None, edge_order: int = 1):
    """Central-difference gradient of ``f``. Mirrors ``mindspore.numpy.gradient`` (2.10)."""
    t = _float(_t(f))
    dims = tuple(range(t.ndim)) if axis is None else ((axis,) if isinstance(axis, int) else tuple(axis))
    sp = varargs[0] if len(varargs) == 1 else (varargs if varargs else 1.0)
    g = torch.gradient(t, spacing=sp, dim=dims, edge_order=edge_order)
    return _wrap(g[0]) if len(g) == 1 else [_wrap(x) for x in g]


def ravel_multi_index(multi_index, dims, mode: str = "clip", order: str = "C") -> Tensor:
    """Flat indices of coordinate arrays into an array of shape ``dims``. Mirrors ``mnp.ravel_multi_index``."""
    import numpy as onp

    idx = tuple(_t(i).cpu().numpy() for i in multi_index)
    return _wrap(torch.from_numpy(onp.asarray(onp.ravel_multi_index(idx, dims, mode, order)).astype(onp.int32)))
