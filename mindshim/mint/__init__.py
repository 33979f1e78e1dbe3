"""`mindspore.mint`: MindSpore 2.3+'s torch-style functional API (`mint.add`, `mint.sum(x, dim, keepdim)`, ...).

Where a mint function means exactly what the ``mindspore.ops`` function of the same name means, it *is*
that function (``mint.exp is ops.exp``), so both reach one torch mapping. Where mint differs (torch-style
``dim``/``keepdim``/``alpha`` arguments, ``(values, indices)`` results, the ``*_ext`` variants) it gets a thin
adapter here that calls torch directly. Behaviour follows MindSpore 2.10; many of these ops only have
Ascend kernels in MindSpore's CPU build (``The kernel ... unregistered``), mindshim runs them everywhere.
"""

from __future__ import annotations

from .. import _api
import builtins as _builtins

import torch

from .._kernels import array as _K_array
from .._kernels import conv as _K_conv
from .._kernels import creation as _creation
from .._kernels import elementwise as _K_elem
from .._kernels import errors as _errors
from .._kernels import indexing as _K_idx
from .._kernels import linalg as _K_linalg
from .._kernels import logic as _K_logic
from .._kernels import loss as _K_loss
from .._kernels import normalization as _K_norm
from .._kernels import random as _K_random
from .._kernels import reduction as _RK
from .._kernels import scan as _K_scan
from .._kernels import sorting as _K_sort
from ..common import dtype as _mstype
from ..common.generator import default_generator as _default_generator
from ..common.tensor import Tensor, _device
from ..ops.function import array_func as _A
from ..ops.function import math_func as _M
from ..ops.function._utils import _as_tensor, _wrap


__all__ = _api.names(__name__)

# The ops whose mint meaning equals the ops meaning are those functions themselves (`mint.exp is ops.exp`: one
# function, one mapping), declared in mindshim._api and bound on first use.
__getattr__, __dir__ = _api.attach(__name__)


# ------------------------------------------------------------------------------------------------
# helpers
# ------------------------------------------------------------------------------------------------
def _dt(dtype, default=None):
    """A MindSpore (or numpy/Python) dtype -> torch dtype; None -> ``default``."""
    return _mstype.to_torch_dtype(dtype) if dtype is not None else default


def _dim(dim):
    """mint's ``dim`` argument (None, int, list, tuple) -> torch's."""
    if isinstance(dim, list):
        return tuple(dim)
    if isinstance(dim, Tensor):
        v = dim.asnumpy()
        return int(v) if v.ndim == 0 else tuple(int(i) for i in v.reshape(-1))
    return dim


def _size(size) -> tuple:
    """``f(2, 3)`` / ``f((2, 3))`` / ``f([2, 3])`` / ``f(Tensor)`` size arguments -> a tuple of ints."""
    if len(size) == 1 and isinstance(size[0], (list, tuple, Tensor)):
        size = size[0]
    if isinstance(size, Tensor):
        size = size.asnumpy().reshape(-1).tolist()
    return tuple(int(s) for s in size)


def _gen(generator) -> torch.Generator | None:
    """The torch generator behind a ``mindspore.Generator`` (None: the default one)."""
    if generator is None or generator is _default_generator:
        return None
    return generator._torch


def _scalar_or_tensor(x):
    """A Python number stays a number (torch's scalar promotion), everything else becomes a torch tensor."""
    return x if isinstance(x, (bool, int, float)) else _as_tensor(x)


def _unary(tfn, name: str, what: str, ms_api: str):
    prim = name[:1].upper() + name[1:]

    def fn(input):
        if not isinstance(input, Tensor):  # MindSpore's mint functions take a Tensor, not a list or number
            raise _errors.call_error(prim, input)
        return _wrap(tfn(input._data()))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"Element-wise {what}. Mirrors ``mindspore.mint.{name}`` (``{ms_api}``, 2.10).\n\n"
        "    Args:\n        input (Tensor): the input; integer and Bool inputs give Float32.\n\n"
        "    Returns:\n        Tensor of the same shape.\n"
    )
    return fn


def _binary(tfn, name: str, what: str, ms_api: str):
    k = tfn if hasattr(tfn, "_kernel_of") else _K_elem.binary(tfn, name[:1].upper() + name[1:], ("input", "other"))

    def fn(input, other):
        if isinstance(input, (list, tuple)) or isinstance(other, (list, tuple)):  # Tensors and numbers only
            raise _errors.call_error(name[:1].upper() + name[1:], input, other)
        return _wrap(k(_scalar_or_tensor(input), _scalar_or_tensor(other)))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"Element-wise {what}, with broadcasting. Mirrors ``mindspore.mint.{name}`` (``{ms_api}``, 2.10).\n\n"
        "    Args:\n        input (Tensor | number): the first operand.\n"
        "        other (Tensor | number): the second operand.\n\n"
        "    Returns:\n        Tensor of the broadcast shape, dtype by torch-style promotion.\n"
    )
    return fn


# ------------------------------------------------------------------------------------------------
# creation
# ------------------------------------------------------------------------------------------------
def arange(start=0, end=None, step=1, *, dtype=None) -> Tensor:
    """``[start, start + step, ...)`` up to ``end`` (exclusive). Mirrors ``mindspore.mint.arange`` (``ops.arange_ext``).

    With one argument it is the end (``arange(5)`` -> ``[0 1 2 3 4]``). Without ``dtype`` the result is Int64
    when ``start``, ``end`` and ``step`` are all ints, otherwise Float32.

    Raises:
        ValueError: if ``step`` is 0 or has the wrong sign for ``start``/``end``.
    """
    if end is None:
        start, end = 0, start
    vals = [v.asnumpy().item() if isinstance(v, Tensor) else v for v in (start, end, step)]
    return _wrap(_creation.arange_ext(vals, _dt(dtype), _device()))


def zeros(size, *, dtype=None) -> Tensor:
    """A tensor of zeros of shape ``size`` (int, tuple, list or Tensor). Default dtype Float32.

    Mirrors ``mindspore.mint.zeros`` (2.10).
    """
    if isinstance(size, tuple) and not size:  # MindSpore's zeros_ext takes no empty shape
        raise TypeError('Failed calling ZerosExt with "ZerosExt()(size=Tuple<>, dtype=None)".')
    dims = _K_array.shape("Zeros", _A._size_arg(size))
    return _wrap(_K_array.zeros(dims, _dt(dtype, torch.float32), _device()))


def ones(size, *, dtype=None) -> Tensor:
    """A tensor of ones of shape ``size`` (int, tuple, list or Tensor). Default dtype Float32.

    Mirrors ``mindspore.mint.ones`` (2.10).
    """
    if isinstance(size, tuple) and not size:  # MindSpore's ones_ext takes no empty shape
        raise TypeError('Failed calling OnesExt with "OnesExt()(size=Tuple<>, dtype=None)".')
    dims = _K_array.shape("Ones", _A._size_arg(size))
    return _wrap(_K_array.ones(dims, _dt(dtype, torch.float32), _device()))


def full(size, fill_value, *, dtype=None) -> Tensor:
    """A tensor of shape ``size`` filled with ``fill_value`` (number or 1-element Tensor).

    Mirrors ``mindspore.mint.full`` (``ops.full_ext``, 2.10): without ``dtype`` the result is Float32, also
    for an int ``fill_value`` (``full((2, 2), 1)`` prints ``[[1. 1.] [1. 1.]]``).

    Raises:
        ValueError: if a dimension is negative.
    """
    shape = _size((size,))
    if _builtins.any(s < 0 for s in shape):
        raise _errors.value_error("FillScalar", f"the element of 'size' must be >= 0, but got {list(shape)}.")
    if isinstance(fill_value, Tensor):
        fill_value = fill_value.asnumpy().reshape(-1)[0].item()
    return _wrap(_K_array.full(shape, fill_value, _dt(dtype, torch.float32), _device()))


def zeros_like(input, *, dtype=None) -> Tensor:
    """Zeros shaped (and, without ``dtype``, typed) like ``input``. Mirrors ``mindspore.mint.zeros_like``."""
    t = _as_tensor(input)
    return _wrap(_K_array.zeros(t.shape, _dt(dtype, t.dtype), t.device))


def ones_like(input, *, dtype=None) -> Tensor:
    """Ones shaped (and, without ``dtype``, typed) like ``input``. Mirrors ``mindspore.mint.ones_like``."""
    t = _as_tensor(input)
    return _wrap(_K_array.ones(t.shape, _dt(dtype, t.dtype), t.device))


def full_like(input, fill_value, *, dtype=None) -> Tensor:
    """``fill_value`` shaped (and, without ``dtype``, typed) like ``input``. Mirrors ``mindspore.mint.full_like``."""
    t = _as_tensor(input)
    if isinstance(fill_value, Tensor):
        fill_value = fill_value.asnumpy().reshape(-1)[0].item()
    return _wrap(_K_array.full(t.shape, fill_value, _dt(dtype, t.dtype), t.device))


def empty(*size, dtype=None, device=None) -> Tensor:
    """An uninitialised tensor of shape ``size`` (default Float32). Mirrors ``mindspore.mint.empty`` (2.10).

    ``device`` is accepted for compatibility; tensors go to the context's device. The values are arbitrary.
    """
    return _wrap(_creation.empty(_size(size), _dt(dtype, torch.float32), _device()))


def empty_like(input, *, dtype=None, device=None) -> Tensor:
    """An uninitialised tensor shaped (and typed) like ``input``. Mirrors ``mindspore.mint.empty_like`` (2.10)."""
    t = _as_tensor(input)
    return _wrap(_creation.empty(t.shape, _dt(dtype, t.dtype), t.device))


def eye(n: int, m: int | None = None, dtype=None) -> Tensor:
    """An ``n x m`` identity matrix (default Float32). Mirrors ``mindspore.mint.eye`` (``ops.eye``, 2.10).

    Raises:
        TypeError: ``n`` or ``m`` not an int (``Failed calling Eye with "Eye()(n=float, m=int, dtype=...)".``).
    """
    m = n if m is None else m
    if not (isinstance(n, int) and isinstance(m, int)) or isinstance(n, bool) or isinstance(m, bool):
        raise TypeError(
            f'Failed calling Eye with "Eye()(n={_errors.type_name(n)}, m={_errors.type_name(m)}, dtype=mindspore.dtype)".'
        )
    return _wrap(_creation.eye(int(n), int(m), _dt(dtype, torch.float32), _device(), checked=False))


def linspace(start, end, steps: int, *, dtype=None) -> Tensor:
    """``steps`` evenly spaced values from ``start`` to ``end`` (inclusive). Default dtype Float32.

    Mirrors ``mindspore.mint.linspace`` (``ops.linspace_ext``, 2.10).
    """
    s = start.asnumpy().item() if isinstance(start, Tensor) else start
    e = end.asnumpy().item() if isinstance(end, Tensor) else end
    td = _dt(dtype, torch.float32)
    return _wrap(_creation.linspace_in(s, e, int(steps), torch.float64, td, _device()))


def clone(input) -> Tensor:
    """A copy of ``input`` (same dtype and shape). Mirrors ``mindspore.mint.clone`` (2.10)."""
    return _wrap(_as_tensor(input).clone())


def polar(abs, angle) -> Tensor:
    """The complex tensor ``abs * (cos(angle) + i sin(angle))``. Mirrors ``mindspore.mint.polar`` (2.10)."""
    return _wrap(_K_elem.polar(_as_tensor(abs), _as_tensor(angle)))


# ------------------------------------------------------------------------------------------------
# random (draws come from torch's generators: seeded runs repeat, but the numbers are not MindSpore's)
# ------------------------------------------------------------------------------------------------
def rand(*size, generator=None, dtype=None, device=None) -> Tensor:
    """U[0, 1) samples of shape ``size`` (default Float32). Mirrors ``mindspore.mint.rand`` (``ops.rand_ext``)."""
    return _wrap(_K_random.rand(_size(size), generator=_gen(generator), dtype=_dt(dtype, torch.float32)).to(_device()))


def randn(*size, generator=None, dtype=None, device=None) -> Tensor:
    """N(0, 1) samples of shape ``size`` (default Float32). Mirrors ``mindspore.mint.randn`` (``ops.randn_ext``)."""
    return _wrap(_K_random.randn(_size(size), generator=_gen(generator), dtype=_dt(dtype, torch.float32)).to(_device()))


def randint(*args, generator=None, dtype=None, device=None) -> Tensor:
    """Integers uniform in ``[low, high)``: ``randint(high, size)`` or ``randint(low, high, size)``.

    Mirrors ``mindspore.mint.randint`` (``ops.randint_ext``, 2.10); default dtype Int64.

    Raises:
        TypeError: for a wrong number of positional arguments.
    """
    if len(args) == 2:
        low, (high, size) = 0, args
    elif len(args) == 3:
        low, high, size = args
    else:
        raise TypeError(f"randint() takes 2 or 3 positional arguments but {len(args)} were given.")
    return _wrap(
        _K_random.randint(
            int(low), int(high), _size((size,)), generator=_gen(generator), dtype=_dt(dtype, torch.int64)
        ).to(_device())
    )


def rand_like(input, *, dtype=None) -> Tensor:
    """U[0, 1) samples shaped (and typed) like ``input``. Mirrors ``mindspore.mint.rand_like`` (2.10)."""
    t = _as_tensor(input)
    return _wrap(_K_random.rand(t.shape, dtype=_dt(dtype, t.dtype), device=t.device))


def randn_like(input, *, dtype=None) -> Tensor:
    """N(0, 1) samples shaped (and typed) like ``input``. Mirrors ``mindspore.mint.randn_like`` (2.10)."""
    t = _as_tensor(input)
    return _wrap(_K_random.randn(t.shape, dtype=_dt(dtype, t.dtype), device=t.device))


def randint_like(input, *args, dtype=None) -> Tensor:
    """Integers in ``[low, high)`` shaped (and typed) like ``input``: ``randint_like(x, high)`` or ``(x, low, high)``.

    Mirrors ``mindspore.mint.randint_like`` (2.10).
    """
    low, high = (0, args[0]) if len(args) == 1 else args
    t = _as_tensor(input)
    return _wrap(_K_random.randint(int(low), int(high), t.shape, dtype=_dt(dtype, t.dtype), device=t.device))


def randperm(n: int, *, generator=None, dtype=_mstype.int64) -> Tensor:
    """A random permutation of ``0 .. n-1`` (Int64). Mirrors ``mindspore.mint.randperm`` (``ops.randperm_ext``)."""
    return _wrap(_K_random.randperm(int(n), generator=_gen(generator), dtype=_dt(dtype)).to(_device()))


def normal(mean=0.0, std=1.0, size=None, generator=None) -> Tensor:
    """Samples of N(mean, std). Mirrors ``mindspore.mint.normal`` (``ops.normal_ext``, 2.10).

    ``mean`` / ``std`` may be Tensors (broadcast, the result takes their shape) or floats (then ``size`` gives
    the shape).
    """
    g = _gen(generator)
    if isinstance(mean, Tensor) or isinstance(std, Tensor):
        return _wrap(_K_random.normal_ext(_as_tensor(mean), _as_tensor(std), generator=g))
    return _wrap(_K_random.normal_ext(float(mean), float(std), _size((size,)), generator=g).to(_device()))


def bernoulli(input, *, generator=None) -> Tensor:
    """0/1 draws with the probabilities in ``input``, typed like it. Mirrors ``mindspore.mint.bernoulli`` (2.10)."""
    return _wrap(_K_random.bernoulli(_as_tensor(input), generator=_gen(generator)))


def multinomial(input, num_samples: int, replacement: bool = False, *, generator=None) -> Tensor:
    """Int64 indices drawn from the (unnormalised) distributions in the rows of ``input``.

    Mirrors ``mindspore.mint.multinomial`` (``ops.multinomial_ext``, 2.10).
    """
    return _wrap(_K_random.multinomial(_as_tensor(input), int(num_samples), replacement, generator=_gen(generator)))


# ------------------------------------------------------------------------------------------------
# element-wise math
# ------------------------------------------------------------------------------------------------
sqrt = _unary(_K_elem.torch_unary("sqrt"), "sqrt", "square root", "ops.auto_generate.sqrt")
exp2 = _unary(_K_elem.torch_unary("exp2"), "exp2", "``2 ** input``", "ops.exp2")
log2 = _unary(_K_elem.torch_unary("log2"), "log2", "base-2 logarithm", "ops.log2_ext")
log10 = _unary(_K_elem.torch_unary("log10"), "log10", "base-10 logarithm", "ops.log10_ext")
asin = arcsin = _unary(_K_elem.torch_unary("asin"), "asin", "arc sine", "ops.asin_ext")
acos = arccos = _unary(_K_elem.torch_unary("acos"), "acos", "arc cosine", "ops.acos_ext")
atan = arctan = _unary(_K_elem.torch_unary("atan"), "atan", "arc tangent", "ops.atan_ext")
asinh = arcsinh = _unary(_K_elem.torch_unary("asinh"), "asinh", "inverse hyperbolic sine", "ops.asinh_ext")
acosh = arccosh = _unary(_K_elem.torch_unary("acosh"), "acosh", "inverse hyperbolic cosine", "ops.acosh_ext")
atanh = arctanh = _unary(_K_elem.torch_unary("atanh"), "atanh", "inverse hyperbolic tangent", "ops.atanh")
sinc = _unary(_K_elem.torch_unary("sinc"), "sinc", "normalised sinc ``sin(pi x) / (pi x)``", "ops.sinc")
erfinv = _unary(_K_elem.torch_unary("erfinv"), "erfinv", "inverse error function", "ops.erfinv")
frac = _unary(_K_elem.torch_unary("frac", False), "frac", "fractional part ``input - trunc(input)``", "ops.frac_ext")
isneginf = _unary(
    _K_elem.torch_unary("isneginf", False), "isneginf", "test for negative infinity (Bool)", "ops.isneginf_ext"
)
real = _unary(_K_elem.torch_unary("real", False), "real", "real part", "ops.real")
atan2 = arctan2 = _binary(_K_elem.float_binary("atan2"), "atan2", "arc tangent of ``input / other``", "ops.atan2_ext")
logaddexp = _binary(
    _K_elem.float_binary("logaddexp"), "logaddexp", "``log(exp(input) + exp(other))``", "ops.logaddexp_ext"
)
logaddexp2 = _binary(
    _K_elem.float_binary("logaddexp2"), "logaddexp2", "``log2(2 ** input + 2 ** other)``", "ops.logaddexp2"
)
fmod = _binary(_M._fmod, "fmod", "C-style remainder (sign of the dividend)", "ops.fmod")
bitwise_and = _binary(
    _K_elem.torch_binary("bitwise_and"), "bitwise_and", "bitwise (Bool: logical) AND", "ops.bitwise_and_ext"
)
bitwise_or = _binary(
    _K_elem.torch_binary("bitwise_or"), "bitwise_or", "bitwise (Bool: logical) OR", "ops.bitwise_or_ext"
)
bitwise_xor = _binary(
    _K_elem.torch_binary("bitwise_xor"), "bitwise_xor", "bitwise (Bool: logical) XOR", "ops.bitwise_xor_ext"
)
gcd = _binary(_K_elem.torch_binary("gcd"), "gcd", "greatest common divisor of integers", "ops.gcd")
xlogy = _binary(_K_elem.torch_binary("xlogy"), "xlogy", "``input * log(other)`` (0 where ``input`` is 0)", "ops.xlogy")
floor_divide = _binary(_K_elem.torch_binary("floor_divide"), "floor_divide", "floor division", "ops.floor_divide")
remainder = _binary(_M._remainder, "remainder", "remainder with the sign of the divisor", "ops.remainder")
pow = _binary(_K_elem.torch_binary("pow"), "pow", "power ``input ** exponent``", "ops.pow_ext")


def imag(input) -> Tensor:
    """The imaginary part of a complex tensor. Mirrors ``mindspore.mint.imag`` (2.10).

    Raises:
        ValueError: for a real tensor (torch's rule; MindSpore's CPU build has no kernel for it).
    """
    return _wrap(_K_elem.imag(_as_tensor(input), strict=True))


def round(input, *, decimals: int = 0) -> Tensor:
    """Round half to even, to ``decimals`` decimal places. Mirrors ``mindspore.mint.round`` (2.10).

    With ``decimals=0`` this is :func:`mindspore.ops.round`.
    """
    if decimals == 0:
        return _M.round(input)
    return _wrap(_K_elem.round_decimals(_as_tensor(input), int(decimals)))


def fix(input) -> Tensor:
    """Round toward zero; alias of :func:`trunc`. Mirrors ``mindspore.mint.fix`` (2.10)."""
    return _M.trunc(input)


def add(input, other, *, alpha=1) -> Tensor:
    """``input + alpha * other`` with broadcasting. Mirrors ``mindspore.mint.add`` (2.10).

    With ``alpha == 1`` this is :func:`mindspore.ops.add`; ``alpha`` follows ``Tensor.add``'s rules (a float alpha
    needs a floating result, a bool one is refused on CPU).
    """
    return _M._add_ext(input, other, alpha=alpha)


def sub(input, other, *, alpha=1) -> Tensor:
    """``input - alpha * other`` with broadcasting. Mirrors ``mindspore.mint.sub`` (2.10).

    With ``alpha == 1`` this is :func:`mindspore.ops.sub`; ``alpha`` follows ``Tensor.sub``'s rules.
    """
    return _M._sub_ext(input, other, alpha=alpha)


def mul(input, other) -> Tensor:
    """Element-wise product with broadcasting. Mirrors ``mindspore.mint.mul``; same as :func:`mindspore.ops.mul`."""
    return _M.mul(input, other)


def div(input, other, *, rounding_mode=None) -> Tensor:
    """Element-wise division: true (integers give Float32), ``'floor'`` or ``'trunc'`` rounding.

    Mirrors ``mindspore.mint.div`` (2.10); same as :func:`mindspore.ops.div`.
    """
    return _M.div(input, other, rounding_mode=rounding_mode)


divide = div


def float_power(input, exponent) -> Tensor:
    """``input ** exponent`` computed in double precision (Float64; Complex128 for complex inputs).

    Mirrors ``mindspore.mint.float_power`` (2.10).
    """
    return _wrap(_K_elem.float_power(_scalar_or_tensor(input), _scalar_or_tensor(exponent)))


def lerp(input, end, weight) -> Tensor:
    """``input + weight * (end - input)``; ``weight`` a float or Tensor. Mirrors ``mindspore.mint.lerp`` (2.10)."""
    return _wrap(_K_elem.lerp(_as_tensor(input), _as_tensor(end), _scalar_or_tensor(weight)))


def clamp(input, min=None, max=None) -> Tensor:
    """Clip ``input`` into ``[min, max]`` (numbers or Tensors; either may be None).

    Mirrors ``mindspore.mint.clamp`` (2.10); same as :func:`mindspore.ops.clamp`.

    Raises:
        ValueError: if both ``min`` and ``max`` are None.
    """
    return _M.clamp(input, min, max)


clip = clamp


def addcdiv(input, tensor1, tensor2, *, value=1) -> Tensor:
    """``input + value * tensor1 / tensor2``. Mirrors ``mindspore.mint.addcdiv`` (2.10)."""
    return _wrap(_K_elem.addcdiv(_as_tensor(input), _as_tensor(tensor1), _as_tensor(tensor2), value))


def addcmul(input, tensor1, tensor2, *, value=1) -> Tensor:
    """``input + value * tensor1 * tensor2``. Mirrors ``mindspore.mint.addcmul`` (``ops.addcmul_ext``, 2.10)."""
    return _wrap(_K_elem.addcmul(_as_tensor(input), _as_tensor(tensor1), _as_tensor(tensor2), value))


def nan_to_num(input, nan: float | None = None, posinf: float | None = None, neginf: float | None = None) -> Tensor:
    """Replace NaN / +inf / -inf (defaults: 0 and the dtype's largest / lowest finite value).

    Mirrors ``mindspore.mint.nan_to_num`` (2.10); same as :func:`mindspore.ops.nan_to_num`.
    """
    return _M.nan_to_num(input, 0.0 if nan is None else nan, posinf, neginf)


# ------------------------------------------------------------------------------------------------
# comparison
# ------------------------------------------------------------------------------------------------
not_equal = _M.not_equal


def equal(input, other) -> bool:
    """True when both tensors have the same shape and elements. Mirrors ``mindspore.mint.equal`` (2.10)."""
    return _K_logic.equal(_as_tensor(input), _as_tensor(other))


def allclose(input, other, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> bool:
    """True when every element satisfies ``|input - other| <= atol + rtol * |other|`` (a Python bool).

    Mirrors ``mindspore.mint.allclose`` (2.10).
    """
    return bool(_M.isclose(input, other, rtol, atol, equal_nan)._data().all().item())


# ------------------------------------------------------------------------------------------------
# reductions
# ------------------------------------------------------------------------------------------------
_EXT = {"sum": "SumExt", "mean": "MeanExt", "nansum": "NanSum"}


def _reduce(kind: str, input, dim, keepdim, dtype=None):
    prim = _EXT.get(kind, "Reduce")
    if kind in ("sum", "mean") and not isinstance(input, Tensor):
        raise _RK.reduce_error(prim, input, "()", "input=%s, dim=None, keepdim=bool, dtype=mindspore.dtype")
    t = _as_tensor(input)
    dim = _dim(dim)
    if dim is not None and dim != ():
        _RK.check_axes(prim, t.ndim, dim)
    if kind == "mean" and dtype is None and not (t.is_floating_point() or t.is_complex()):
        return _M.mean(_wrap(t), dim, keepdim)  # integer means are truncated in the input's dtype, as ops.mean
    return _wrap(_RK.reduce_plain(kind, t, dim, keepdim, _dt(dtype)))


def sum(input, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Sum over ``dim`` (int, tuple or None for all). Integer and Bool inputs give Int64.

    Mirrors ``mindspore.mint.sum`` (``ops.sum_ext``, 2.10).
    """
    return _reduce("sum", input, dim, keepdim, dtype)


def mean(input, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Mean over ``dim`` (int, tuple or None for all). Mirrors ``mindspore.mint.mean`` (``ops.mean_ext``, 2.10)."""
    return _reduce("mean", input, dim, keepdim, dtype)


def prod(input, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Product over ``dim`` (an int or None for all). Integer and Bool inputs give Int64.

    Mirrors ``mindspore.mint.prod`` (``ops.prod_ext``, 2.10).
    """
    return _wrap(_RK.prod(_as_tensor(input), None if dim is None else int(dim), keepdim, _dt(dtype)))


def _max_min(largest: bool, input, dim, keepdim):
    if not isinstance(input, Tensor):
        name = "max" if largest else "min"
        raise TypeError(f"{name}(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}.")
    t = input._data()
    if dim is None:
        if t.numel() == 0:
            raise ValueError(f"{'Max' if largest else 'Min'} cannot deal with empty input. Please try other inputs")
        return _wrap(_RK.amax(t, None, False, largest))
    if isinstance(dim, (Tensor, float)):  # mint.max(input, other): element-wise
        return _wrap(_K_elem.extremum(t, dim._data() if isinstance(dim, Tensor) else dim, largest))
    prim = "MaxDim" if largest else "MinDim"
    if t.dtype == torch.bool:
        raise _errors.select_fail(prim)
    if not isinstance(dim, int) or isinstance(dim, bool):
        raise _errors.must_be_error(TypeError, prim, "dim", "an int", _errors.type_name(dim))
    if t.numel() == 0:
        raise ValueError(f"{prim} cannot deal with empty input. Please try other inputs")
    _RK.check_axes(prim, t.ndim, dim)
    if t.is_floating_point():
        v, i = _RK.max_with_index(t, dim, keepdim, largest)
    else:
        v, i = _RK.max_dim(t, dim, keepdim, largest, widen=False)
    return _wrap(v), _wrap(i)


def max(input, dim=None, keepdim: bool = False) -> Tensor | tuple:
    """The maximum: of all elements (a 0-d Tensor), along ``dim`` (a tuple ``(values, Int64 indices)``), or
    element-wise against a Tensor (``max(input, other)``).

    Mirrors ``mindspore.mint.max`` (2.10).
    """
    return _max_min(True, input, dim, keepdim)


def min(input, dim=None, keepdim: bool = False) -> Tensor | tuple:
    """The minimum: of all elements, along ``dim`` (``(values, Int64 indices)``), or element-wise against a Tensor.

    Mirrors ``mindspore.mint.min`` (2.10).
    """
    return _max_min(False, input, dim, keepdim)


def amax(input, dim=(), keepdim: bool = False) -> Tensor:
    """Maximum over ``dim`` (int, tuple; ``()`` for all). Mirrors ``mindspore.mint.amax`` (``ops.amax_ext``)."""
    return _wrap(_RK.amax(_as_tensor(input), _dim(dim) if dim is not None else (), keepdim, ms=False))


def amin(input, dim=(), keepdim: bool = False) -> Tensor:
    """Minimum over ``dim`` (int, tuple; ``()`` for all). Mirrors ``mindspore.mint.amin`` (``ops.amin_ext``)."""
    return _wrap(_RK.amax(_as_tensor(input), _dim(dim) if dim is not None else (), keepdim, False, ms=False))


def argmax(input, dim=None, keepdim: bool = False) -> Tensor:
    """Int64 index of the maximum (of the flattened input when ``dim`` is None).

    Mirrors ``mindspore.mint.argmax`` (``ops.argmax_ext``, 2.10).
    """
    return _wrap(_RK.argmax(_as_tensor(input), dim, keepdim, ms=False))


def argmin(input, dim=None, keepdim: bool = False) -> Tensor:
    """Int64 index of the minimum (of the flattened input when ``dim`` is None).

    Mirrors ``mindspore.mint.argmin`` (``ops.argmin_ext``, 2.10).
    """
    return _wrap(_RK.argmax(_as_tensor(input), dim, keepdim, False, ms=False))


def all(input, dim=None, keepdim: bool = False) -> Tensor:
    """Bool: whether all elements along ``dim`` are non-zero. Mirrors ``mindspore.mint.all`` (2.10)."""
    return _reduce("all", _as_tensor(input).bool(), dim, keepdim)


def any(input, dim=None, keepdim: bool = False) -> Tensor:
    """Bool: whether any element along ``dim`` is non-zero. Mirrors ``mindspore.mint.any`` (2.10)."""
    return _reduce("any", _as_tensor(input).bool(), dim, keepdim)


def std(input, dim=None, *, correction: int = 1, keepdim: bool = False) -> Tensor:
    """Standard deviation over ``dim`` with Bessel's ``correction`` (default 1, torch's rule).

    Mirrors ``mindspore.mint.std`` (``ops.std_ext``, 2.10). Note ``ops.std`` divides by n instead.
    """
    return _wrap(_RK.std_var(_as_tensor(input), _dim(dim), correction, keepdim))


def var(input, dim=None, *, correction: int = 1, keepdim: bool = False) -> Tensor:
    """Variance over ``dim`` with Bessel's ``correction`` (default 1). Mirrors ``mindspore.mint.var`` (2.10)."""
    return _wrap(_RK.std_var(_as_tensor(input), _dim(dim), correction, keepdim, var=True))


def std_mean(input, dim=None, *, correction: int = 1, keepdim: bool = False) -> tuple:
    """``(std, mean)`` over ``dim``. Mirrors ``mindspore.mint.std_mean`` (``ops.std_mean_ext``, 2.10)."""
    s, m = _RK.std_mean(_as_tensor(input), _dim(dim), correction, keepdim)
    return _wrap(s), _wrap(m)


def var_mean(input, dim=None, *, correction: int = 1, keepdim: bool = False) -> tuple:
    """``(var, mean)`` over ``dim``. Mirrors ``mindspore.mint.var_mean`` (``ops.var_mean_ext``, 2.10)."""
    v, m = _RK.std_mean(_as_tensor(input), _dim(dim), correction, keepdim, var=True)
    return _wrap(v), _wrap(m)


def logsumexp(input, dim, keepdim: bool = False) -> Tensor:
    """``log(sum(exp(input)))`` over ``dim``, computed stably. Mirrors ``mindspore.mint.logsumexp`` (2.10)."""
    return _wrap(_RK.logsumexp(_as_tensor(input), _dim(dim), keepdim, checked=False))


def norm(input, p="fro", dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Vector/matrix norm: ``p`` a number, ``inf``, ``'fro'`` or ``'nuc'``. Mirrors ``mindspore.mint.norm`` (2.10)."""
    t = _as_tensor(input)
    if dtype is not None:
        t = t.to(_dt(dtype))
    return _wrap(_RK.norm(t, p, _dim(dim), keepdim))


def median(input, dim=None, keepdim: bool = False) -> Tensor | tuple:
    """The lower median: of all elements (a 0-d Tensor), or along ``dim`` (``(values, Int64 indices)``).

    Mirrors ``mindspore.mint.median`` (``ops.median_ext``, 2.10).
    """
    t = _as_tensor(input)
    if dim is None:
        return _wrap(_RK.median(t))
    v, i = _RK.median(t, int(dim), keepdim, mint=True)
    return _wrap(v), _wrap(i)


def kthvalue(input, k: int, dim: int = -1, keepdim: bool = False) -> tuple:
    """``(values, Int64 indices)`` of the ``k``-th smallest element along ``dim``.

    Mirrors ``mindspore.mint.kthvalue`` (2.10).
    """
    v, i = _RK.kthvalue(_as_tensor(input), int(k), int(dim), keepdim)
    return _wrap(v), _wrap(i)


def count_nonzero(input, dim=None) -> Tensor:
    """Int64 count of non-zero elements over ``dim``. Mirrors ``mindspore.mint.count_nonzero`` (2.10)."""
    return _wrap(_RK.count_nonzero(_as_tensor(input), _dim(dim)))


def nansum(input, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Sum treating NaN as zero. Mirrors ``mindspore.mint.nansum`` (2.10)."""
    return _reduce("nansum", input, dim, keepdim, dtype)


def cumsum(input, dim: int, dtype=None) -> Tensor:
    """Cumulative sum along ``dim``; integer and Bool inputs give Int64.

    Mirrors ``mindspore.mint.cumsum`` (``ops.cumsum_ext``, 2.10).
    """
    return _wrap(_K_scan.cumsum(_as_tensor(input), int(dim), _dt(dtype), ms=False))


def cumprod(input, dim: int, dtype=None) -> Tensor:
    """Cumulative product along ``dim``; integer and Bool inputs give Int64 (MindSpore 2.10's rule).

    Mirrors ``mindspore.mint.cumprod`` (``ops.cumprod``, 2.10).
    """
    return _M.cumprod(input, dim, dtype)


def _cum_ext(largest: bool, input, dim):
    v, i = _K_scan.cummax(_as_tensor(input), int(dim), largest, ms=False)
    return _wrap(v), _wrap(i)


def cummax(input, dim: int) -> tuple:
    """``(values, Int64 indices)`` of the running maximum along ``dim``. Mirrors ``mindspore.mint.cummax``.

    Raises:
        TypeError: a ``dim`` that is not an int, or a Bool input (as ``ops.cummax``).
    """
    _M._cummax_check(input, dim)
    return _cum_ext(True, input, dim)


def cummin(input, dim: int) -> tuple:
    """``(values, Int64 indices)`` of the running minimum along ``dim``. Mirrors ``mindspore.mint.cummin``."""
    return _cum_ext(False, input, dim)


def histc(input, bins: int = 100, min=0, max=0) -> Tensor:
    """Histogram of ``bins`` equal bins between ``min`` and ``max`` (both 0: the data's range).

    Mirrors ``mindspore.mint.histc`` (``ops.histc_ext``, 2.10).
    """
    return _wrap(_RK.histc(_as_tensor(input), bins, min, max, prim=None))


def bincount(input, weights=None, minlength: int = 0) -> Tensor:
    """Counts of each non-negative integer value (weighted sums with ``weights``).

    Mirrors ``mindspore.mint.bincount`` (``ops.bincount_ext``, 2.10).
    """
    w = None if weights is None else _as_tensor(weights)
    return _wrap(_RK.bincount(_as_tensor(input), w, minlength, as_float=False))


def diff(input, n: int = 1, dim: int = -1, prepend=None, append=None) -> Tensor:
    """``n``-th forward difference along ``dim``. Mirrors ``mindspore.mint.diff`` (``ops.diff_ext``, 2.10)."""
    pre = None if prepend is None else _as_tensor(prepend)
    app = None if append is None else _as_tensor(append)
    return _wrap(_K_scan.diff(_as_tensor(input), n, dim, pre, app))


def trace(input) -> Tensor:
    """Sum of the main diagonal of a 2-D tensor. Mirrors ``mindspore.mint.trace`` (``ops.trace_ext``, 2.10)."""
    return _wrap(_K_linalg.trace(_as_tensor(input), prim=None))


# ------------------------------------------------------------------------------------------------
# shape manipulation and indexing
# ------------------------------------------------------------------------------------------------
def _tensors(tensors) -> list:
    return [_as_tensor(x) for x in tensors]


def cat(tensors, dim: int = 0) -> Tensor:
    """Concatenate along ``dim``. Mirrors ``mindspore.mint.cat`` (2.10)."""
    return _wrap(_K_array.concat(_tensors(tensors), dim))


concat = cat


def stack(tensors, dim: int = 0) -> Tensor:
    """Stack along a new axis ``dim``. Mirrors ``mindspore.mint.stack`` (``ops.stack_ext``, 2.10)."""
    return _wrap(_K_array.stack_any(_tensors(tensors), int(dim)))


def hstack(tensors) -> Tensor:
    """Stack column-wise (1-D inputs are joined). Mirrors ``mindspore.mint.hstack`` (2.10)."""
    return _wrap(_K_array.join("hstack", _tensors(tensors)))


def dstack(tensors) -> Tensor:
    """Stack along the third axis. Mirrors ``mindspore.mint.dstack`` (2.10)."""
    return _wrap(_K_array.join("dstack", _tensors(tensors)))


def split(tensor, split_size_or_sections, dim: int = 0) -> tuple:
    """Split into chunks of ``split_size_or_sections`` (int) or of the given sizes (list). Returns a tuple.

    Mirrors ``mindspore.mint.split`` (2.10).
    """
    s = split_size_or_sections
    s = list(s) if isinstance(s, (list, tuple)) else int(s)
    return tuple(_wrap(p) for p in _K_array.split_sizes(_as_tensor(tensor), s, int(dim)))


def chunk(input, chunks: int, dim: int = 0) -> tuple:
    """Split into ``chunks`` pieces (the last may be smaller). Returns a tuple. Mirrors ``mindspore.mint.chunk``."""
    return tuple(_wrap(p) for p in _K_array.chunk(_as_tensor(input), int(chunks), int(dim)))


def unbind(input, dim: int = 0) -> tuple:
    """Remove ``dim``, returning a tuple of slices. Mirrors ``mindspore.mint.unbind`` (``ops.unbind_ext``, 2.10)."""
    return tuple(_wrap(p) for p in _K_array.unbind(_as_tensor(input), int(dim)))


def reshape(input, shape) -> Tensor:
    """``input`` with a new shape (one entry may be -1). Mirrors ``mindspore.mint.reshape``; same as ``ops.reshape``."""
    return _A.reshape(input, shape)


def flatten(input, start_dim: int = 0, end_dim: int = -1) -> Tensor:
    """Flatten dimensions ``start_dim .. end_dim`` into one. Mirrors ``mindspore.mint.flatten`` (2.10)."""
    return _wrap(_K_array.flatten(_as_tensor(input), int(start_dim), int(end_dim)))


def ravel(input) -> Tensor:
    """A 1-D view of all elements. Mirrors ``mindspore.mint.ravel`` (2.10)."""
    return _wrap(_K_array.flatten(_as_tensor(input)))


def permute(input, dims) -> Tensor:
    """Reorder the axes by ``dims``. Mirrors ``mindspore.mint.permute`` (2.10)."""
    return _wrap(_K_array.transpose(_as_tensor(input), tuple(dims)))


def transpose(input, dim0: int, dim1: int) -> Tensor:
    """Swap axes ``dim0`` and ``dim1``. Mirrors ``mindspore.mint.transpose`` (``ops.transpose_ext``, 2.10).

    Note ``ops.transpose`` takes a full permutation instead.
    """
    return _wrap(_K_array.swapaxes(_as_tensor(input), int(dim0), int(dim1)))


def swapaxes(input, axis0: int, axis1: int) -> Tensor:
    """Alias of :func:`transpose`. Mirrors ``mindspore.mint.swapaxes`` (2.10)."""
    return transpose(input, axis0, axis1)


def t(input) -> Tensor:
    """Transpose a tensor of at most 2 dimensions. Mirrors ``mindspore.mint.t`` (2.10).

    Raises:
        ValueError: for more than 2 dimensions.
    """
    x = _as_tensor(input)
    if x.ndim > 2:
        raise _errors.value_error("t", f"the input must be a tensor of at most 2 dimensions, but got {x.ndim}.")
    return _wrap(x.t())


def squeeze(input, dim) -> Tensor:
    """Remove size-1 axes among ``dim`` (an int or tuple; others are left). Mirrors ``mindspore.mint.squeeze``."""
    _K_array.check_squeeze_axis(dim, none_ok=False)
    return _wrap(_K_array.squeeze(_as_tensor(input), _dim(dim)))


def unsqueeze(input, dim: int) -> Tensor:
    """Insert a size-1 axis at ``dim``. Mirrors ``mindspore.mint.unsqueeze`` (2.10).

    Raises:
        TypeError: a ``dim`` that is not an int (``Failed calling ExpandDimsView with "...(input=Tensor, dim=float)".``).
    """
    if not isinstance(dim, int) or isinstance(dim, bool):
        raise TypeError(
            f'Failed calling ExpandDimsView with "ExpandDimsView()(input={_errors.type_name(input)}, '
            f'dim={_errors.type_name(dim)})".'
        )
    return _wrap(_K_array.unsqueeze(_as_tensor(input), int(dim)))


def narrow(input, dim: int, start: int, length: int) -> Tensor:
    """The slice ``start : start + length`` along ``dim``. Mirrors ``mindspore.mint.narrow`` (2.10)."""
    return _wrap(_K_array.narrow(_as_tensor(input), int(dim), int(start), int(length)))


def select(input, dim: int, index: int) -> Tensor:
    """The slice at ``index`` along ``dim`` (that axis removed). Mirrors ``mindspore.mint.select`` (2.10)."""
    return _wrap(_K_array.select(_as_tensor(input), int(dim), int(index)))


def tile(input, dims) -> Tensor:
    """Repeat ``input`` ``dims`` times per axis (leading 1s are added to the shorter one).

    Mirrors ``mindspore.mint.tile``; same as :func:`mindspore.ops.tile`.
    """
    return _A.tile(input, dims)


def broadcast_to(input, size) -> Tensor:
    """``input`` broadcast to ``size`` (-1 keeps a dimension). Mirrors ``mindspore.mint.broadcast_to``."""
    return _A.broadcast_to(input, size)


def flip(input, dims) -> Tensor:
    """Reverse the order along ``dims``. Mirrors ``mindspore.mint.flip``; same as :func:`mindspore.ops.flip`."""
    return _A.flip(input, dims)


def roll(input, shifts, dims=None) -> Tensor:
    """Roll elements along ``dims`` (flattened when None). Mirrors ``mindspore.mint.roll`` (2.10)."""
    return _wrap(_K_array.roll(_as_tensor(input), shifts, dims))


def repeat_interleave(input, repeats, dim=None, *, output_size=None) -> Tensor:
    """Repeat each element ``repeats`` times along ``dim`` (flattened when None).

    Mirrors ``mindspore.mint.repeat_interleave`` (2.10).
    """
    r = _as_tensor(repeats) if isinstance(repeats, (Tensor, list, tuple)) else int(repeats)
    return _wrap(_K_array.repeat_interleave(_as_tensor(input), r, dim, output_size))


def gather(input, dim: int, index) -> Tensor:
    """``out[i][j] = input[index[i][j]][j]`` style gather along ``dim``. Mirrors ``mindspore.mint.gather``
    (``ops.gather_ext``, 2.10). Note ``ops.gather`` takes whole slices instead.
    """
    return _wrap(_K_idx.gather_elements(_as_tensor(input), int(dim), _as_tensor(index)))


def index_select(input, dim: int, index) -> Tensor:
    """Slices at the 1-D ``index`` along ``dim``. Mirrors ``mindspore.mint.index_select`` (2.10)."""
    return _wrap(_K_idx.index_select(_as_tensor(input), int(dim), _as_tensor(index)))


def index_add(input, dim: int, index, source, *, alpha=1) -> Tensor:
    """A copy of ``input`` with ``alpha * source`` added at ``index`` along ``dim``.

    Mirrors ``mindspore.mint.index_add`` (2.10).
    """
    return _wrap(_K_idx.index_add(_as_tensor(input), int(dim), _as_tensor(index), _as_tensor(source), alpha))


def scatter(input, dim: int, index, src) -> Tensor:
    """A copy of ``input`` with ``src`` (Tensor or number) written at ``index`` along ``dim``.

    Mirrors ``mindspore.mint.scatter`` (2.10).
    """
    return _wrap(_K_idx.scatter_elements(_as_tensor(input), int(dim), _as_tensor(index), _scalar_or_tensor(src)))


def scatter_add(input, dim: int, index, src) -> Tensor:
    """A copy of ``input`` with ``src`` added at ``index`` along ``dim``. Mirrors ``mindspore.mint.scatter_add``."""
    return _wrap(_K_idx.scatter_elements(_as_tensor(input), int(dim), _as_tensor(index), _as_tensor(src), "add"))


def masked_select(input, mask) -> Tensor:
    """The 1-D tensor of elements where the (broadcast) Bool ``mask`` is True. Mirrors ``mint.masked_select``."""
    return _wrap(_K_idx.masked_select(_as_tensor(input), _as_tensor(mask)))


def take(input, index) -> Tensor:
    """Elements of the flattened ``input`` at ``index``. Mirrors ``mindspore.mint.take`` (2.10)."""
    return _wrap(_K_idx.take(_as_tensor(input), _as_tensor(index)))


def where(condition, input=None, other=None) -> Tensor | tuple:
    """``input`` where ``condition`` else ``other`` (numbers allowed); with only ``condition``, the tuple of
    Int64 index tensors of its non-zero elements. Mirrors ``mindspore.mint.where`` (2.10).
    """
    if input is None and other is None:
        return tuple(_wrap(i) for i in _K_idx.nonzero(_as_tensor(condition), as_tuple=True))
    return _M.where(condition, input, other)


def nonzero(input, *, as_tuple: bool = False) -> Tensor | tuple:
    """Int64 indices of the non-zero elements: an ``(n, ndim)`` Tensor, or a tuple of 1-D Tensors.

    Mirrors ``mindspore.mint.nonzero`` (2.10).
    """
    r = _K_idx.nonzero(_as_tensor(input), as_tuple=as_tuple)
    return tuple(_wrap(i) for i in r) if as_tuple else _wrap(r)


def tril(input, diagonal: int = 0) -> Tensor:
    """The lower triangle (elements above ``diagonal`` zeroed). Mirrors ``mindspore.mint.tril`` (2.10)."""
    return _wrap(_K_array.tril(_as_tensor(input), int(diagonal)))


def triu(input, diagonal: int = 0) -> Tensor:
    """The upper triangle (elements below ``diagonal`` zeroed). Mirrors ``mindspore.mint.triu`` (2.10).

    Raises:
        TypeError: a ``diagonal`` that is not an int (``Failed calling Triu with "Triu(diagonal=float)(input=Tensor)".``).
    """
    if not isinstance(diagonal, int) or isinstance(diagonal, bool):
        raise TypeError(
            f'Failed calling Triu with "Triu(diagonal={_errors.type_name(diagonal)})(input={_errors.type_name(input)})".'
        )
    return _wrap(_K_array.triu(_as_tensor(input), int(diagonal)))


def diag(input, diagonal: int = 0) -> Tensor:
    """A 1-D input becomes a diagonal matrix; a 2-D input gives its ``diagonal``-th diagonal.

    Mirrors ``mindspore.mint.diag`` (``ops.diag_ext``, 2.10).
    """
    return _wrap(_K_array.diag2d(_as_tensor(input), int(diagonal)))


def meshgrid(*tensors, indexing: str | None = None) -> tuple:
    """Coordinate grids from 1-D tensors; ``indexing`` ``'ij'`` (default) or ``'xy'``.

    Mirrors ``mindspore.mint.meshgrid`` (``ops.meshgrid_ext``, 2.10).
    """
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tensors[0]
    return tuple(_wrap(g) for g in _K_array.meshgrid_views(_tensors(tensors), indexing or "ij"))


def unique(input, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False, dim=None):
    """The unique elements (with Int64 inverse indices and counts on request): a Tensor or a tuple.

    Mirrors ``mindspore.mint.unique`` (``ops.unique_ext``, 2.10).
    """
    r = _K_sort.unique_sorted(
        _as_tensor(input), sorted=sorted, return_inverse=return_inverse, return_counts=return_counts, dim=dim
    )
    return tuple(_wrap(x) for x in r) if isinstance(r, tuple) else _wrap(r)


def unique_consecutive(input, return_inverse: bool = False, return_counts: bool = False, dim=None):
    """Collapse runs of equal consecutive elements (with inverse indices / counts on request).

    Mirrors ``mindspore.mint.unique_consecutive`` (2.10): the result is always a tuple
    ``(output, inverse_indices, counts)`` as in ``ops.unique_consecutive``.
    """
    out, inv, cnt = _K_sort.unique_consecutive(_as_tensor(input), True, True, dim)
    res = [_wrap(out)]
    if return_inverse:
        res.append(_wrap(inv))
    if return_counts:
        res.append(_wrap(cnt))
    return res[0] if len(res) == 1 else tuple(res)


def sort(input, *, dim: int = -1, descending: bool = False, stable: bool = False) -> tuple:
    """``(values, Int64 indices)`` sorted along ``dim``. Mirrors ``mindspore.mint.sort`` (``ops.sort_ext``, 2.10)."""
    v, i = _K_sort.sort(_as_tensor(input), int(dim), descending, stable)
    return _wrap(v), _wrap(i)


def argsort(input, dim: int = -1, descending: bool = False, stable: bool = False) -> Tensor:
    """Int64 indices that sort ``input`` along ``dim``. Mirrors ``mindspore.mint.argsort`` (2.10)."""
    return _wrap(_K_sort.argsort(_as_tensor(input), int(dim), descending, stable))


def topk(input, k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> tuple:
    """``(values, Int64 indices)`` of the ``k`` largest (or smallest) along ``dim``.

    Mirrors ``mindspore.mint.topk`` (``ops.topk_ext``, 2.10).
    """
    v, i = _K_sort.topk(_as_tensor(input), int(k), int(dim), largest, sorted)
    return _wrap(v), _wrap(i)


def searchsorted(sorted_sequence, values, *, out_int32: bool = False, right: bool = False, side=None, sorter=None):
    """Indices where ``values`` would be inserted into the sorted last axis of ``sorted_sequence``.

    Mirrors ``mindspore.mint.searchsorted`` (2.10): Int64 (Int32 with ``out_int32``).
    """
    s = None if sorter is None else _as_tensor(sorter)
    v = values if isinstance(values, (int, float)) else _as_tensor(values)
    return _wrap(_K_sort.searchsorted(_as_tensor(sorted_sequence), v, out_int32, right, s, side))


def item(input):
    """The value of a one-element Tensor as a Python number. Mirrors ``mindspore.mint.item`` (2.10).

    Raises:
        TypeError: if ``input`` is not a Tensor.
        RuntimeError: if it has more than one element.
    """
    if not isinstance(input, Tensor):
        raise TypeError(f"the input must be a Tensor, but got {type(input)}")
    if input.size != 1:
        raise RuntimeError(f"a Tensor with {input.size} elements cannot be converted to Scalar")
    return input.asnumpy().item()


# ------------------------------------------------------------------------------------------------
# linear algebra
# ------------------------------------------------------------------------------------------------
def matmul(input, other) -> Tensor:
    """Matrix product with broadcasting of batch dimensions. Mirrors ``mindspore.mint.matmul``; same as
    :func:`mindspore.ops.matmul`.
    """
    return _M.matmul(input, other)


def _mm(tfn, name: str, what: str):
    def fn(input, other):
        return _wrap(tfn(_as_tensor(input), _as_tensor(other)))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"{what}. Mirrors ``mindspore.mint.{name}`` (2.10).\n"
    return fn


mm = _mm(lambda a, b: _K_linalg.mm(a, b, checked=False), "mm", "Product of two 2-D matrices")
bmm = _mm(_K_linalg.bmm, "bmm", "Batched product of two 3-D tensors ``(b, n, m) @ (b, m, p)``")
mv = _mm(lambda a, b: _K_linalg.mv(a, b, checked=False), "mv", "Matrix-vector product")
dot = _mm(_K_linalg.vdot, "dot", "Inner product of two 1-D tensors")
vdot = _mm(
    lambda a, b: _K_linalg.vdot(a, b, conj=True), "vdot", "Inner product of two 1-D tensors, conjugating the first"
)
outer = _mm(_K_linalg.outer, "outer", "Outer product of two 1-D tensors")


def addmm(input, mat1, mat2, *, beta=1, alpha=1) -> Tensor:
    """``beta * input + alpha * (mat1 @ mat2)``. Mirrors ``mindspore.mint.addmm`` (``ops.addmm_ext``, 2.10)."""
    return _wrap(_K_linalg.addmm(_as_tensor(input), _as_tensor(mat1), _as_tensor(mat2), beta, alpha, prim=None))


def addbmm(input, batch1, batch2, *, beta=1, alpha=1) -> Tensor:
    """``beta * input + alpha * sum_b(batch1[b] @ batch2[b])``. Mirrors ``mindspore.mint.addbmm`` (2.10)."""
    return _wrap(_K_linalg.addbmm(_as_tensor(input), _as_tensor(batch1), _as_tensor(batch2), beta, alpha, fused=True))


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1) -> Tensor:
    """``beta * input + alpha * (batch1 @ batch2)`` per batch. Mirrors ``mindspore.mint.baddbmm`` (2.10)."""
    return _wrap(_K_linalg.baddbmm(_as_tensor(input), _as_tensor(batch1), _as_tensor(batch2), beta, alpha, fused=True))


def addmv(input, mat, vec, *, beta=1, alpha=1) -> Tensor:
    """``beta * input + alpha * (mat @ vec)``. Mirrors ``mindspore.mint.addmv`` (``ops.addmv_ext``, 2.10)."""
    return _wrap(_K_linalg.addmv(_as_tensor(input), _as_tensor(mat), _as_tensor(vec), beta, alpha, checked=False))


def einsum(equation: str, *operands) -> Tensor:
    """Einstein summation. Mirrors ``mindspore.mint.einsum`` (``ops.einsum_ext``, 2.10)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = operands[0]
    return _wrap(_K_linalg.einsum(equation, _tensors(operands)))


def cross(input, other, dim=None) -> Tensor:
    """Cross product of 3-vectors along ``dim`` (the first axis of size 3 when None).

    Mirrors ``mindspore.mint.cross`` (``ops.cross``, 2.10).
    """
    return _wrap(_K_linalg.cross(_as_tensor(input), _as_tensor(other), None if dim is None else int(dim), prim=None))


def cdist(x1, x2, p: float = 2.0, compute_mode: str = "use_mm_for_euclid_dist_if_necessary") -> Tensor:
    """p-norm distances between the rows of ``x1`` and ``x2`` (batched). Mirrors ``mindspore.mint.cdist`` (2.10)."""
    return _wrap(_K_linalg.cdist(_as_tensor(x1), _as_tensor(x2), p))


def inverse(input) -> Tensor:
    """Inverse of square matrices (batched). Mirrors ``mindspore.mint.inverse`` (``ops.inverse_ext``, 2.10)."""
    return _wrap(_K_linalg.inverse(_as_tensor(input), checked=False))


def triangular_solve(b, A, upper: bool = True, transpose: bool = False, unitriangular: bool = False) -> tuple:
    """Solve ``A X = b`` for triangular ``A``: returns ``(X, A)``. Mirrors ``mindspore.mint.triangular_solve``."""
    bt, at = _as_tensor(b), _as_tensor(A)
    x = _K_linalg.solve_triangular(bt, at, upper, transpose, unitriangular)
    return _wrap(x), _wrap(at.clone())


# ------------------------------------------------------------------------------------------------
# nn shortcuts and sub-packages
# ------------------------------------------------------------------------------------------------
def softmax(input, dim: int, *, dtype=None) -> Tensor:
    """Softmax along ``dim``. Mirrors ``mindspore.mint.softmax`` (``ops.softmax_ext``, 2.10)."""
    from .nn.functional import softmax as _softmax

    return _softmax(input, dim, dtype=dtype)


def batch_norm_stats(input, eps: float) -> tuple:
    """Per-channel ``(mean, invstd)`` of ``input`` (axis 1). Mirrors ``mindspore.mint.batch_norm_stats`` (2.10)."""
    m, invstd = _K_norm.batch_norm_stats(_as_tensor(input), eps)
    return _wrap(m), _wrap(invstd)


def batch_norm_elemt(input, weight=None, bias=None, mean=None, invstd=None, eps: float = 1e-5) -> Tensor:
    """Normalise ``input`` with given per-channel ``mean``/``invstd`` then scale and shift.

    Mirrors ``mindspore.mint.batch_norm_elemt`` (2.10).
    """
    t = _as_tensor(input)
    shape = (1, -1) + (1,) * (t.ndim - 2)
    out = (t - _as_tensor(mean).reshape(shape)) * _as_tensor(invstd).reshape(shape)
    if weight is not None:
        out = out * _as_tensor(weight).reshape(shape)
    if bias is not None:
        out = out + _as_tensor(bias).reshape(shape)
    return _wrap(out)


def batch_norm_gather_stats_with_counts(
    input, mean, invstd, running_mean=None, running_var=None, momentum: float = 0.1, eps: float = 1e-5, counts=None
) -> tuple:
    """Combine per-process ``mean``/``invstd`` weighted by ``counts`` into global ``(mean, invstd)``, updating the
    running statistics in place. Mirrors ``mindspore.mint.batch_norm_gather_stats_with_counts`` (2.10).
    """
    rm = running_mean._data() if running_mean is not None else None
    rv = running_var._data() if running_var is not None else None
    gm, invstd = _K_norm.batch_norm_gather_stats(
        _as_tensor(mean), _as_tensor(invstd), _as_tensor(counts), rm, rv, momentum, eps
    )
    return _wrap(gm), _wrap(invstd)


def conv_tbc(input, weight, bias, pad: int = 0) -> Tensor:
    """1-D convolution of a ``(time, batch, channel)`` input. Mirrors ``mindspore.mint.conv_tbc`` (2.10)."""
    return _wrap(_K_conv.conv_tbc(_as_tensor(input), _as_tensor(weight), _as_tensor(bias), pad))


def addr_(input, vec1, vec2, beta=1, alpha=1) -> Tensor:
    """In place ``input = beta * input + alpha * outer(vec1, vec2)``; returns ``input``. Mirrors ``mint.addr_``."""
    t = input._data()
    t.copy_(_K_linalg.addr(t, _as_tensor(vec1), _as_tensor(vec2), beta, alpha, fused=True))
    return input


from . import distributed, linalg, nn, optim, special
from .nn import functional  # mint.functional is mint.nn.functional
from .nn.functional import conv2d
from .nn.functional import gelu as npu_gelu
from .nn.functional import softmax as softmax_ext

flatten_ext = flatten
cdist_ = cdist
