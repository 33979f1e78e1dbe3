"""Element-wise kernels: arithmetic and comparison (binary), math functions (unary), activations, softmax.

Each kernel takes torch tensors (binary kernels also a Python number as either operand) and returns a torch
tensor, owning the op's MindSpore 2.10 dtype rules (dtypes torch lacks are computed wider and cast back, see
:mod:`.dtypes`), its argument checks and the translation of torch's errors. The surfaces (``ops.add``,
``ops.Add()``, ``mint.add``, ``mindspore.numpy.add``, ``Tensor.add``, ``nn.ReLU``, ...) unwrap their
arguments, call the kernel and wrap the result.
"""

from __future__ import annotations

import math

import numpy as np
import torch
import torch.nn.functional as F

from . import dtypes as _dtypes
from . import half as _half
from .errors import broadcast_error, dtype_error, dtype_name, operands, select_fail, translate, translated
from .transform import in_transform, tracks_grad
from . import errors as _errors

__all__ = [
    "bcall",
    "BINARY",
    "UNARY",
    "via_f32",
    "neg_domain",
    "binary",
    "unary",
    "translate_binary",
    "inverse_trig_grad",
    "relu",
    "sigmoid",
    "softmax",
    "exp",
    "check_axis",
    "need_tensor",
    "log_softmax",
    "gelu",
    "silu",
    "hardswish",
    "leaky_relu",
    "scalar_as",
    "number_operand",
    "np_heaviside",
    "np_copysign",
    "np_trig",
    "np_exp2",
    "np_remainder",
    "np_expm1",
    "np_log1p",
    "np_log_base",
    "np_rint",
    "np_logaddexp",
    "np_hypot",
    "np_sign",
    "np_reciprocal",
    "np_cbrt",
    "np_ceil",
    "div_rounding",
    "truncate_div",
    "add_alpha",
    "lerp",
    "xdivy",
    "hypot",
    "gcd",
    "lcm",
    "fmax",
    "truncate_mod",
    "nextafter",
    "zeta",
    "copysign",
    "logaddexp",
    "igamma",
    "shift",
    "ldexp",
    "polar",
    "complex_",
    "float_power",
    "addcdiv",
    "addcmul",
    "float_binary",
    "torch_unary",
    "torch_binary",
    "extremum",
    "mul_no_nan",
    "div_no_nan",
    "real_div",
    "heaviside",
    "clamp",
    "addn",
    "fill_nan",
    "clip",
    "interp",
    "ravel_multi_index",
    "nan_to_num",
    "lgamma",
    "lgamma_plain",
    "digamma_plain",
    "lbeta",
    "frac",
    "sinc",
    "logit",
    "sgn",
    "real",
    "imag",
    "conj",
    "angle",
    "complex_abs",
    "inv",
    "invert",
    "population_count",
    "polygamma",
    "mvlgamma",
    "renorm",
    "eps",
    "round_decimals",
    "cbrt",
]

_ms_dtype_name = dtype_name
_type_error = dtype_error


def _scalar(x, like: torch.Tensor | None = None) -> torch.Tensor:
    """A Python number as a 0-d tensor (``bool`` Bool, ``int`` Int64, ``float`` Float32), as MindSpore's scalars."""
    if isinstance(x, torch.Tensor):
        return x
    dev = like.device if like is not None else None
    return torch.tensor(x, dtype=torch.int64 if type(x) is int else None, device=dev)


# ------------------------------------------------------------------------------------------------
# binary
# ------------------------------------------------------------------------------------------------
def _bool_sub(a, b):
    """torch refuses ``-`` on Bool tensors; MindSpore promotes (``1 - Tensor(bool)`` is Int64)."""
    a = a if isinstance(a, torch.Tensor) else _scalar(a, b if isinstance(b, torch.Tensor) else None)
    b = b if isinstance(b, torch.Tensor) else _scalar(b, a)
    rt = torch.result_type(a, b)
    if rt == torch.bool:
        raise _errors.type_error("Sub", "the input data type Bool is not supported.")
    return torch.sub(a.to(rt), b.to(rt))


def translate_binary(e: RuntimeError, op: str, a, b, names) -> Exception:
    """MindSpore's exception for torch's error ``e`` from the binary op ``op``: a broadcast failure is ValueError."""
    msg = str(e)
    if "must match the size" in msg or "broadcast" in msg:
        return broadcast_error(op, getattr(a, "shape", ()), getattr(b, "shape", ()), names)
    return translate(op, e, operands(zip(names, (a, b))))


_MIN_ON_ZERO = (torch.int32, torch.int64)


def _zero_div_fixed(fn, rule: str, a, b) -> torch.Tensor:
    """``fn(a, b)`` for integer operands where ``b`` holds zeros: computed with divisor 1 there, then MindSpore's
    CPU value for a zero divisor put at those positions. ``rule``: ``'quot'`` (quotients: the dtype's max for a
    positive dividend, min for a negative one, 0 for 0), ``'cast'`` (min of Int32/Int64, else 0: FloorMod and
    ``rounding_mode='trunc'``), ``'zero'`` (0: TruncateMod) or ``'keep'`` (the dividend: ``ops.remainder``,
    ``ops.fmod``) or ``'mod'`` (the primitive Mod: as ``'cast'`` but 0 for a zero dividend)."""
    ref = a if isinstance(a, torch.Tensor) else b
    bt = b if isinstance(b, torch.Tensor) else torch.tensor(b, device=ref.device)
    zero = bt == 0
    r = fn(a, torch.where(zero, torch.ones_like(bt), bt))
    dt = r.dtype
    at = (a if isinstance(a, torch.Tensor) else torch.tensor(a, device=ref.device)).to(dt)
    if rule == "keep":
        fill = at
    elif rule == "quot":
        info = torch.iinfo(dt)
        fill = torch.where(at > 0, info.max, torch.where(at < 0, info.min, 0)).to(dt)
    elif rule == "cast" and dt in _MIN_ON_ZERO:
        fill = torch.tensor(torch.iinfo(dt).min, dtype=dt, device=r.device)
    elif rule == "mod" and dt in _MIN_ON_ZERO:
        fill = torch.where(at == 0, 0, torch.iinfo(dt).min).to(dt)
    else:
        fill = torch.zeros((), dtype=dt, device=r.device)
    return torch.where(zero, fill, r)


def _zero_div_safe(fn, rule: str, name: str):
    """``fn`` (a torch integer/float division) with MindSpore's CPU results for an integer zero divisor (see
    :func:`_zero_div_fixed`) instead of torch's ``ZeroDivisionError``. On CPU the plain call is tried first (torch
    raises only when a zero is present), so the usual case costs nothing more; elsewhere (no error raised there)
    integer results are always fixed up."""

    def f(a, b):
        try:
            r = fn(a, b)
        except RuntimeError as e:
            if "ZeroDivisionError" not in str(e):
                raise
            return _zero_div_fixed(fn, rule, a, b)
        if not r.is_cpu and not (r.is_floating_point() or r.is_complex() or r.dtype == torch.bool):
            return _zero_div_fixed(fn, rule, a, b)
        return r

    f.__name__ = f.__qualname__ = name
    return f


_floor_div_t = _zero_div_safe(torch.floor_divide, "quot", "_floor_div")


def _floor_div(a, b):
    """MindSpore's FloorDiv: ``floor(a / b)`` (torch's floor_divide, which agrees on finite floats); an infinite
    operand with a finite one gives ``floor(a / b)`` (inf // 1 is inf, -7 // inf is -0), where torch gives NaN or
    -1."""
    r = _floor_div_t(a, b)
    if r.is_floating_point() and isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
        inf = torch.isinf(a) ^ torch.isinf(b)
        if bool(inf.any()):
            r = torch.where(inf, torch.floor(a / b).to(r.dtype), r)
    return r


_floor_mod_t = _zero_div_safe(torch.remainder, "cast", "_floor_mod")
_remainder_t = _zero_div_safe(torch.remainder, "keep", "_remainder")
_fmod_t = _zero_div_safe(torch.fmod, "keep", "_fmod")
_mod_prim_t = _zero_div_safe(torch.fmod, "mod", "_mod")
_trunc_mod_t = _zero_div_safe(torch.fmod, "zero", "_truncate_mod")
_div_floor = _zero_div_safe(lambda a, b: torch.div(a, b, rounding_mode="floor"), "quot", "_div_floor")
_div_trunc = _zero_div_safe(lambda a, b: torch.div(a, b, rounding_mode="trunc"), "cast", "_div_trunc")
_trunc_div = _zero_div_safe(lambda a, b: torch.div(a, b, rounding_mode="trunc"), "quot", "_truncate_div")


def _floor_mod(a, b):
    r = _floor_mod_t(a, b)
    if r.is_floating_point() and isinstance(b, torch.Tensor) and bool(torch.isinf(b).any()):
        # MindSpore's FloorMod: a - floor(a / b) * b, NaN for an infinite divisor (torch keeps a)
        r = torch.where(torch.isinf(b), torch.full_like(r, float("nan")), r)
    return r + 0.0 if r.is_floating_point() else r  # MindSpore prints 0 where torch gives -0.0


def _remainder(a, b):
    r = _remainder_t(a, b)
    return r + 0.0 if r.is_floating_point() else r  # MindSpore prints 0 where torch gives -0.0


def mod_prim(a, b):
    """The primitive ``ops.Mod``: the C-style remainder (sign of ``a``); an integer zero divisor gives MindSpore's
    CPU value (the min of Int32/Int64 unless ``a`` is 0, else 0)."""
    r = _mod_prim_t(a, b)
    return r + 0.0 if r.is_floating_point() else r  # MindSpore prints 0 where torch gives -0.0


def _fmod(a, b):
    r = _fmod_t(a, b)
    return r + 0.0 if r.is_floating_point() else r  # MindSpore prints 0 where torch gives -0.0


def _sub(a, b):
    try:
        return torch.sub(a, b)
    except RuntimeError as e:
        if "bool tensor is not supported" in str(e):
            return _bool_sub(a, b)
        raise


# name -> the torch callable of the binary op (its row in mindshim/ops/_defs/elementwise.py names the primitive)
_BINARY = {
    "add": torch.add,
    "sub": _sub,
    "mul": torch.mul,
    "div": torch.true_divide,
    "floor_div": _floor_div,
    "floor_mod": _floor_mod,
    "pow": torch.pow,
    "minimum": torch.minimum,
    "maximum": torch.maximum,
    "atan2": lambda a, b: torch.atan2(*_float_operands("Atan2", a, b, False)),
    "bitwise_and": torch.bitwise_and,
    "bitwise_or": torch.bitwise_or,
    "bitwise_xor": torch.bitwise_xor,
    "logical_and": torch.logical_and,
    "logical_or": torch.logical_or,
    "logical_xor": torch.logical_xor,
    "equal": torch.eq,
    "not_equal": torch.ne,
    "less": torch.lt,
    "less_equal": torch.le,
    "greater": torch.gt,
    "greater_equal": torch.ge,
    "squared_difference": lambda a, b: _squared_difference(a, b),
}


def _float_operands(op: str, a, b, complex_ok: bool = True) -> tuple:
    """``(a, b)`` when their promoted dtype is floating point (or complex, with ``complex_ok``); else MindSpore's
    CPU TypeError for ``op`` (its kernels of Atan2 and Xlogy take no integer or Bool operands)."""
    rt = torch.result_type(a, b)
    if not (rt.is_floating_point or (complex_ok and rt.is_complex)):
        raise _dtypes.select_fail(op)
    return a, b


_SQDIFF_TYPES = (
    torch.complex128,
    torch.complex64,
    torch.float16,
    torch.float32,
    torch.float64,
    torch.int32,
    torch.int64,
)


def _squared_difference(a, b):
    """``(a - b) ** 2`` for MindSpore's SquaredDifference dtypes (Int32/Int64, Float16/32/64, Complex64/128)."""
    rt = torch.result_type(a, b)
    if rt not in _SQDIFF_TYPES:
        raise _type_error("SquaredDifference", "x", rt, _SQDIFF_TYPES)
    d = a - b
    r = d * d
    return r + 0 if r.is_complex() else r  # no negative zero imaginary parts, as MindSpore


def _xlogy(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    # MindSpore computes the plain product: 0 * log(y) is nan where log(y) is not finite (y <= 0, inf, nan).
    # torch.xlogy gives 0 there; its gradients (d/dx 0 where x == 0, d/dy x / y) are MindSpore's, so only the
    # value is patched, by adding a constant nan. Two integer operands of one dtype have no MindSpore CPU
    # kernel; complex ones (no torch kernel) are the plain product.
    if torch.result_type(a, b) == torch.bool:
        a, b = a.float(), b.float()  # Bool operands give Float32
    if a.dtype == b.dtype:  # two integer operands of one dtype: no CPU kernel (mixed integers give Float32)
        _float_operands("Xlogy", a, b)
    if a.is_complex() or b.is_complex():
        return a * torch.log(b)
    out = torch.xlogy(a, b)
    with torch.no_grad():
        undefined = (a == 0) & ~((b > 0) & (b < float("inf")))
        nan = torch.zeros((), dtype=out.dtype, device=out.device).masked_fill(undefined, float("nan"))
    return out + nan


_BINARY["xlogy"] = _xlogy


# MindSpore's ``Add``/``Sub`` primitives take no Bool operands (its ``AddExt``/``SubExt``, behind ``Tensor.add``,
# ``+`` and ``mint.add``, do)
_ADD_TYPES = (
    torch.bfloat16, torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64,
    torch.int8, torch.uint16, torch.uint32, torch.uint64, torch.uint8,
)  # fmt: skip


def _add_prim(a, b):
    """``a + b`` for MindSpore's ``Add``: a Bool result (two Bool operands) is refused."""
    r = torch.add(a, b)
    if r.dtype is torch.bool:
        raise _type_error("Add", "x", torch.bool, _ADD_TYPES)
    return r


def _sub_prim(a, b):
    """``a - b`` for MindSpore's ``Sub``: two Bool operands are refused."""
    try:
        return _sub(a, b)
    except RuntimeError as e:
        if "two bool tensors" in str(e):
            raise _type_error("Sub", "x", torch.bool, _ADD_TYPES) from None
        raise


def _add_ext(a, b):
    """``a + b`` for MindSpore's ``AddExt`` (the operator ``x + y``): two Bool operands give Bool (their logical
    or), as torch's ``add`` does."""
    return torch.add(a, b)


# the adapters' fast path may call the plain torch function and check a Bool result itself (see ``binary``)
_add_ext._fast = torch.add
_add_prim._fast, _add_prim._no_bool = torch.add, True
_sub_prim._fast, _sub_prim._no_bool = torch.sub, False
_BINARY["add"] = _add_prim
_BINARY["sub"] = _sub_prim


def _nan_pick(tfn):
    """``tfn`` (torch.maximum/minimum) with MindSpore's NaN rule: its kernels compare ``x > y ? x : y`` (``<`` for
    minimum), so a NaN in ``x`` gives ``y`` and a NaN in ``y`` gives NaN (torch gives NaN for either)."""

    def f(a, b):
        r = tfn(a, b)
        if r.dtype is torch.bool and tfn is torch.minimum:  # MindSpore's CPU Minimum has no Bool kernel
            raise select_fail("Minimum")
        if not r.is_floating_point() or not isinstance(a, torch.Tensor) or not a.is_floating_point():
            return r
        if r.device.type == "cpu" and not in_transform() and not r.isnan().any():
            return r
        b = torch.as_tensor(b, dtype=r.dtype, device=r.device)
        if tracks_grad(a) or tracks_grad(b):
            return _NanPick.apply(a, b, tfn is torch.maximum)
        return torch.where(a.isnan() & ~b.isnan(), b, r)

    f.__name__ = tfn.__name__
    return f


class _NanPick(torch.autograd.Function):
    """Maximum (``largest``) / Minimum by MindSpore's NaN rule (see ``_nan_pick``) with MindSpore's gradient
    (``MinimumMaximumGrad``): ``dout`` to both inputs where they differ in the chosen way or a NaN is compared, half
    of it to each at a tie, 0 to the input not chosen. Picking ``y`` for a NaN ``x`` changes the value only: ``x``
    still gets ``dout`` there, as in MindSpore (a ``where`` would give it 0)."""

    generate_vmap_rule = True

    @staticmethod
    def forward(a: torch.Tensor, b: torch.Tensor, largest: bool) -> torch.Tensor:
        r = torch.maximum(a, b) if largest else torch.minimum(a, b)
        return torch.where(a.isnan() & ~b.isnan(), b, r)

    @staticmethod
    def setup_context(ctx, inputs: tuple, output: torch.Tensor) -> None:
        a, b, largest = inputs
        ctx.save_for_backward(a, b)
        ctx.largest = largest

    @staticmethod
    def backward(ctx, g: torch.Tensor) -> tuple:
        a, b = ctx.saved_tensors
        half = torch.where(a == b, g / 2, g)
        da = half.masked_fill(a < b if ctx.largest else a > b, 0)
        db = half.masked_fill(a > b if ctx.largest else a < b, 0)
        return da.sum_to_size(a.shape), db.sum_to_size(b.shape), None


def minimum_nan(a, b):
    """``torch.minimum`` (NaN propagates: mindspore.numpy's minimum) refusing Bool as MindSpore's CPU Minimum does."""
    r = torch.minimum(a, b)
    if r.dtype is torch.bool:
        raise select_fail("Minimum")
    return r


_BINARY["maximum"] = _nan_pick(torch.maximum)
_BINARY["minimum"] = _nan_pick(torch.minimum)
BINARY = _BINARY

# ops whose UInt64 fallback must keep the unsigned order (see ``.dtypes``)
_ORDERED = {"Minimum", "Maximum", "Less", "LessEqual", "Greater", "GreaterEqual"}


def bcall(op: str, tfn, a: torch.Tensor, b: torch.Tensor, names=("input1", "input2")) -> torch.Tensor:
    """``tfn(a, b)`` (a torch function or a kernel of this package) for the binary op ``op``: a dtype torch has no
    kernel for is computed wider and cast back (:func:`.dtypes.binary`); a broadcast failure is MindSpore's
    ValueError naming ``op`` and ``names``; any other torch error leaves as MindSpore's (:func:`translate_binary`).
    """
    try:
        return tfn(a, b)
    except RuntimeError as e:
        err = e
    if _dtypes.unsupported(err):
        try:
            return _dtypes.binary(tfn, a, b, err=err)
        except RuntimeError as e2:
            err = e2
    raise translate_binary(err, op, a, b, names) from None


def binary(tfn, op: str, names=("input1", "input2")):
    """The kernel ``k(a, b)`` of a binary op computed by ``tfn`` on torch tensors (or a tensor and a number).

    A dtype torch has no kernel for (UInt16/32/64, some Bool ops) is computed in a wider dtype and cast back
    (:mod:`.dtypes`), refusing what MindSpore's CPU kernel of ``op`` refuses; a broadcast failure is MindSpore's
    ValueError naming ``op`` and the arguments ``names``.
    """
    order = op in _ORDERED

    def k(a, b):
        try:
            return tfn(a, b)
        except RuntimeError as e:
            if _dtypes.unsupported(e):
                try:
                    return _dtypes.binary(tfn, a, b, order, e, op)
                except RuntimeError as e2:
                    e = e2
                except TypeError as refused:  # MindSpore's refusal of the dtype: shown alone, not after torch's
                    raise refused from None
            raise translate_binary(e, op, a, b if isinstance(b, torch.Tensor) else _scalar(b), names) from None

    k.__name__ = k.__qualname__ = getattr(tfn, "__name__", op)
    k.__doc__ = f"The {op} kernel over torch tensors (see :func:`binary`)."
    k._kernel_of = op
    # for the adapters' fast path: the torch callable to try first on two tensors, and whether a Bool result must
    # go through the kernel (which refuses it); any torch error also goes through the kernel
    k._fast = getattr(tfn, "_fast", tfn)
    k._no_bool = getattr(tfn, "_no_bool", False)
    return k


# ------------------------------------------------------------------------------------------------
# more binary ops (own dtype rules or extra arguments)
# ------------------------------------------------------------------------------------------------
def scalar_as(value, like: torch.Tensor) -> torch.Tensor:
    """The Python number ``value`` as a 0-d tensor of ``like``'s dtype and device (an operand that takes the
    other operand's dtype, as MindSpore's scalars of ``ops.zeta``, ``ops.bitwise_left_shift``, ...); a negative
    int wraps into an unsigned dtype (UInt64 too)."""
    if like.dtype == torch.uint64 and isinstance(value, int) and value < 0:
        value %= 1 << 64
    return torch.tensor(value, dtype=like.dtype, device=like.device)


def number_operand(a: torch.Tensor, x, keep_dtype: bool = False) -> tuple:
    """``(a, x as a tensor)`` for ``mindspore.numpy``'s binary functions with a Python number ``x``: with
    ``keep_dtype`` the number takes ``a``'s dtype (cast, wrapping); else, as mindspore.numpy converts it, the
    number is a Tensor of its own dtype (Bool, Int32, Float32) and both take the promoted dtype of the two
    Tensors (``int8_array + 2`` is Int32, ``float16_array + 1.5`` Float32, ``float16_array + 2`` Float16)."""
    if keep_dtype:
        return a, torch.tensor(x, device=a.device).to(a.dtype)
    xd = torch.bool if isinstance(x, bool) else torch.int32 if isinstance(x, int) else torch.float32
    rt = torch.promote_types(a.dtype, xd)
    return a.to(rt), torch.tensor(x, dtype=rt, device=a.device)


_WIDE_UINTS = (torch.uint16, torch.uint32, torch.uint64)


def div_rounding(a, b, rounding_mode: str) -> torch.Tensor:
    """``ops.div(..., rounding_mode='floor' | 'trunc')``: the rounded quotient in the promoted dtype."""
    if isinstance(a, torch.Tensor) and a.dtype in _WIDE_UINTS and isinstance(b, torch.Tensor) and b.dtype == a.dtype:
        return div_rounding(a.to(torch.int64), b.to(torch.int64), rounding_mode).to(a.dtype)  # no torch kernel
    if rounding_mode == "floor":
        return _div_floor(a, b)
    if rounding_mode == "trunc":
        return _div_trunc(a, b)
    return torch.div(a, b, rounding_mode=rounding_mode)


def truncate_div(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's TruncateDiv: the quotient rounded towards zero (Bool operands are refused).

    Raises:
        TypeError: Bool operands (MindSpore's CPU kernel has none).
    """
    if torch.result_type(a, b) == torch.bool:
        raise select_fail("TruncateDiv")
    return _trunc_div(a, b)


def add_alpha(a: torch.Tensor, b: torch.Tensor, alpha, sub: bool = False) -> torch.Tensor:
    """``a + alpha * b`` (``sub``: ``a - alpha * b``), MindSpore's AddExt/SubExt with an ``alpha`` other than 1;
    two Bool operands give the Bool of the integer result. Broadcast failures are translated by the adapter."""
    if torch.result_type(a, b) == torch.bool:
        r = a.long() - alpha * b.long() if sub else a.long() + alpha * b.long()
        return r != 0
    return torch.sub(a, b, alpha=alpha) if sub else torch.add(a, b, alpha=alpha)


def lerp(a: torch.Tensor, b: torch.Tensor, weight) -> torch.Tensor:
    """``a + weight * (b - a)`` (``weight`` a number or a tensor): ``ops.lerp``, ``mint.lerp``."""
    return torch.lerp(a, b, weight)


_BF16_64 = (torch.float16, torch.float32, torch.float64)
_XDIVY_TYPES = (torch.complex128, torch.complex64, *_BF16_64)


def _promoted(prim: str, arg: str, a: torch.Tensor, b: torch.Tensor, allowed) -> tuple:
    """``a`` and ``b`` cast to their promoted dtype, which must be one of ``allowed`` (else MindSpore's type-check
    TypeError naming ``prim`` and its argument ``arg``)."""
    rt = torch.result_type(a, b)
    if rt not in allowed:
        raise dtype_error(prim, arg, rt, allowed)
    return a.to(rt), b.to(rt)


def xdivy(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's Xdivy: ``a / b`` in the promoted dtype, 0 where ``a`` is 0.

    Raises:
        TypeError: a promoted dtype that is not float or complex.
    """
    a, b = _promoted("Xdivy", "x", a, b, _XDIVY_TYPES)
    return torch.where(a == 0, torch.zeros((), dtype=a.dtype, device=a.device), a / b)


def hypot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's Hypot ``sqrt(a**2 + b**2)`` in the promoted dtype.

    Raises:
        TypeError: a promoted dtype other than Float32/Float64 (Float16 and integers are refused).
    """
    return torch.hypot(*_promoted("Hypot", "x1", a, b, (torch.float32, torch.float64)))


def gcd(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's Gcd: the greatest common divisor in the promoted dtype.

    Raises:
        TypeError: a promoted dtype other than Int16/32/64.
    """
    rt = torch.result_type(a, b)
    if rt not in (torch.int16, torch.int32, torch.int64):
        raise TypeError(
            f"For Primitive[Gcd], the type of the input tensor must be [Int16, Int32, Int64], but got "
            f"{_ms_dtype_name(rt)}!"
        )
    return torch.gcd(a.to(rt), b.to(rt))


def lcm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's Lcm: the least common multiple in the promoted dtype (TypeError unless Int32/Int64)."""
    return torch.lcm(*_promoted("Lcm", "x1", a, b, (torch.int32, torch.int64)))


_FMAX_TYPES = (*_BF16_64, torch.int32, torch.int64)


def fmax(a: torch.Tensor, b: torch.Tensor, largest: bool = True) -> torch.Tensor:
    """MindSpore's Fmax (``largest``) / Fmin: the maximum (minimum) ignoring NaN (NaN only where both are NaN), in
    the promoted dtype (TypeError unless Float16/32/64 or Int32/64)."""
    a, b = _promoted("Fmax" if largest else "Fmin", "x1", a, b, _FMAX_TYPES)
    return torch.fmax(a, b) if largest else torch.fmin(a, b)


_TRUNCMOD_TYPES = (*_BF16_64, torch.int32, torch.int8, torch.uint8)


def truncate_mod(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's TruncateMod: the remainder of the truncated division (sign of ``a``) in the promoted dtype
    (TypeError unless Float16/32/64, Int8/32 or UInt8; Int64 is refused)."""
    return _trunc_mod_t(*_promoted("TruncateMod", "x", a, b, _TRUNCMOD_TYPES))


def nextafter(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's NextAfter: the next representable float after ``a`` towards ``b``.

    Float32 is computed as MindSpore 2.10's CPU kernel computes it: the next Float64 after ``a``, rounded back to
    Float32, which is ``a`` itself for every normal value (``nextafter(1.0, 2.0)`` is 1.0, not 1.0000001; zero
    becomes a zero with ``b``'s sign, infinity stays infinite). Float64 is the true next value.

    Raises:
        TypeError: operands of different dtypes, or a dtype other than Float32/Float64.
    """
    if a.dtype != b.dtype:
        raise TypeError("For primitive[NextAfter], the input type must be same.")
    if a.dtype not in (torch.float32, torch.float64):
        raise dtype_error("NextAfter", "x1", a.dtype, (torch.float32, torch.float64))
    if a.dtype == torch.float32:
        return torch.nextafter(a.double(), b.double()).float()
    return torch.nextafter(a, b)


def zeta(a: torch.Tensor, q: torch.Tensor) -> torch.Tensor:
    """MindSpore's Zeta: the Hurwitz zeta function of Float32/Float64 tensors of one dtype.

    Raises:
        TypeError: a dtype other than Float32/Float64, or operands of different dtypes.
    """
    if a.dtype not in (torch.float32, torch.float64):
        raise dtype_error("Zeta", "q", a.dtype, (torch.float32, torch.float64))
    if a.dtype != q.dtype:
        raise TypeError("For primitive[Zeta], the input type must be same.")
    return torch.special.zeta(a, q)


def copysign(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``ops.copysign``: ``|a|`` with the sign of ``b``, in ``a``'s float dtype (integer ``a`` gives Float32).

    Raises:
        TypeError: a Bool ``a`` (a Bool ``b`` is taken as 0/1, as MindSpore).
    """
    if a.dtype == torch.bool:
        raise TypeError("copysign does not accept dtype bool.")
    rd = a.dtype if a.is_floating_point() else torch.float32
    return torch.copysign(a.to(rd), b.to(rd))


def logaddexp(name: str):
    """The kernel of ``ops.logaddexp`` / ``ops.logaddexp2`` (``name``): float operands only (MindSpore's
    TypeError ``For logaddexp, the dtype of 'input' and 'other' must be float, ...``)."""
    tfn = torch.logaddexp if name == "logaddexp" else torch.logaddexp2

    def k(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        if not (a.is_floating_point() and b.is_floating_point()):
            raise TypeError(
                f"For {name}, the dtype of 'input' and 'other' must be float,but got {_ms_dtype_name(a)} and "
                f"{_ms_dtype_name(b)}."
            )
        return tfn(a, b)

    k.__name__ = k.__qualname__ = name
    k.__doc__ = f"The {name} kernel over two float tensors."
    return k


def igamma(a: torch.Tensor, x: torch.Tensor, upper: bool = False, checked: bool = True) -> torch.Tensor:
    """MindSpore's Igamma (``upper``: Igammac): the regularised lower (upper) incomplete gamma function of
    Float32/Float64 tensors (TypeError otherwise; ``checked=False``: ``nn.IGamma``, which checks its inputs
    itself)."""
    prim = "Igammac" if upper else "Igamma"
    if checked and a.dtype not in (torch.float32, torch.float64):
        raise dtype_error(prim, "a", a.dtype, (torch.float32, torch.float64))
    return torch.special.gammaincc(a, x) if upper else torch.special.gammainc(a, x)


_INT64_MAX = 0x7FFFFFFFFFFFFFFF


def shift(a: torch.Tensor, b: torch.Tensor, left: bool = True) -> torch.Tensor:
    """``a << b`` (``left``) or ``a >> b`` (arithmetic for signed dtypes, logical for unsigned) as MindSpore's CPU
    kernels of LeftShift/RightShift compute them, C++ shifts on the CPU: Int8/Int16/UInt8/UInt16 are shifted as
    32-bit ints and cast back, and the count (a negative one by its two's-complement bits) is taken modulo the
    shifted width, 32 or 64. So ``int32 << 32`` is the input unchanged, ``int32 << 33`` shifts by 1,
    ``int8 << 8`` is 0 and ``int8 >> -1`` the sign (``>> 31``), as there."""
    dt = a.dtype
    if dt in (torch.int8, torch.int16, torch.uint8, torch.uint16):
        w, c = a.to(torch.int32), b.to(torch.int32) & 31
        return (torch.bitwise_left_shift(w, c) if left else torch.bitwise_right_shift(w, c)).to(dt)
    if dt == torch.uint32:
        w, c = a.to(torch.int64), b.to(torch.int64) & 31
        r = torch.bitwise_left_shift(w, c) & 0xFFFFFFFF if left else torch.bitwise_right_shift(w, c)
        return r.to(dt)
    if dt == torch.uint64:
        w, c = a.view(torch.int64), b.view(torch.int64) & 63
        if left:
            return torch.bitwise_left_shift(w, c).view(dt)
        # logical shift: one step clearing the sign bit, then the rest on a non-negative value
        first = torch.bitwise_right_shift(w, 1) & _INT64_MAX
        r = torch.where(c == 0, w, torch.bitwise_right_shift(first, (c - 1).clamp(min=0)))
        return r.view(dt)
    c = b & (torch.iinfo(dt).bits - 1)
    return torch.bitwise_left_shift(a, c) if left else torch.bitwise_right_shift(a, c)


def ldexp(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``a * 2 ** b`` in the promoted dtype, Float32 when that is an integer type or Bool: ``ops.ldexp``."""
    rt = torch.result_type(a, b)
    rt = rt if rt.is_floating_point or rt.is_complex else torch.float32
    return a.to(rt) * torch.pow(2.0, b.to(rt))


def polar(r: torch.Tensor, theta: torch.Tensor) -> torch.Tensor:
    """The complex tensor ``r * (cos(theta) + i sin(theta))`` (Float32 gives Complex64): ``ops.polar``,
    ``mint.polar``."""
    return torch.polar(r, theta)


def complex_(re: torch.Tensor, im: torch.Tensor) -> torch.Tensor:
    """The complex tensor ``re + 1j * im`` (Float32 gives Complex64): MindSpore's Complex primitive."""
    return torch.complex(re, im)


def float_power(a, b) -> torch.Tensor:
    """``a ** b`` computed in double precision (Float64; Complex128 for complex operands): ``mint.float_power``."""
    return torch.float_power(a, b)


def addcdiv(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, value=1) -> torch.Tensor:
    """torch's ``a + value * b / c`` (``mint.addcdiv``)."""
    return torch.addcdiv(a, b, c, value=value)


def addcmul(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, value=1) -> torch.Tensor:
    """torch's ``a + value * b * c`` (``mint.addcmul``)."""
    return torch.addcmul(a, b, c, value=value)


def float_binary(name: str):
    """The kernel of ``mint``'s binary op ``name`` ('atan2', 'logaddexp', 'logaddexp2') computing integer and
    Bool operands in Float32 (a Python number is made a 0-d tensor first: Bool, Int64 or Float32)."""
    tfn = {"atan2": torch.atan2, "logaddexp": torch.logaddexp, "logaddexp2": torch.logaddexp2}[name]

    def k(a, b):
        ta = a if isinstance(a, torch.Tensor) else None
        tb = b if isinstance(b, torch.Tensor) else None
        return tfn(_to_float(_scalar(a, tb)), _to_float(_scalar(b, ta)))

    k.__name__ = k.__qualname__ = name
    k.__doc__ = f"torch's {name} with integer and Bool tensors computed in Float32 (``mint.{name}``)."
    return k


def _half_or(tfn, half_fn):
    """``tfn``, or for a Float16 tensor ``half_fn`` (MindSpore's half-precision rule, :mod:`.half`)."""

    def f(t):
        return half_fn(t) if t.dtype == torch.float16 else tfn(t)

    f.__name__ = f.__qualname__ = getattr(tfn, "__name__", "op")
    return f


def _to_float(t: torch.Tensor) -> torch.Tensor:
    return t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)


# torch's element-wise functions behind the plain (torch-rule) unary and binary functions of ``mint`` and
# ``mindspore.numpy``
_TORCH_UNARY = {
    "sqrt": torch.sqrt, "exp2": torch.exp2, "expm1": _half_or(torch.expm1, _half.expm1), "log2": torch.log2,
    "log10": torch.log10, "log1p": _half_or(torch.log1p, _half.log1p), "sin": torch.sin, "cos": torch.cos, "tan": torch.tan, "asin": torch.asin,
    "acos": torch.acos, "atan": torch.atan, "sinh": torch.sinh, "cosh": torch.cosh, "tanh": _half_or(torch.tanh, _half.tanh),
    "asinh": torch.asinh, "acosh": torch.acosh, "atanh": torch.atanh, "sinc": torch.sinc, "erfinv": torch.erfinv,
    "frac": torch.frac, "isneginf": torch.isneginf, "real": torch.real, "abs": torch.abs, "sign": torch.sign,
    "reciprocal": torch.reciprocal, "deg2rad": torch.deg2rad, "rad2deg": torch.rad2deg, "trunc": torch.trunc,
    "round": torch.round, "bitwise_not": torch.bitwise_not, "logical_not": torch.logical_not,
    "isfinite": torch.isfinite, "isnan": torch.isnan, "isinf": torch.isinf, "signbit": torch.signbit,
}  # fmt: skip
_TORCH_BINARY = {
    "floor_divide": _floor_div, "fmod": _fmod_t, "pow": torch.pow, "atan2": torch.atan2,
    "hypot": torch.hypot, "logaddexp": torch.logaddexp, "logaddexp2": torch.logaddexp2, "copysign": torch.copysign,
    "gcd": torch.gcd, "lcm": torch.lcm, "bitwise_and": torch.bitwise_and, "bitwise_or": torch.bitwise_or,
    "bitwise_xor": torch.bitwise_xor, "xlogy": torch.xlogy, "maximum": torch.maximum,
}  # fmt: skip


def torch_unary(name: str, to_float: bool = True):
    """The kernel ``k(t)`` of torch's element-wise function ``name`` with torch's rules, integer and Bool inputs
    computed in Float32 when ``to_float``: the plain unary functions of ``mint`` (``mint.sqrt``, ...) and
    ``mindspore.numpy`` (``mindspore.numpy.sin``, ...)."""
    tfn = _TORCH_UNARY[name]
    if not to_float:
        return tfn

    def k(t):
        return tfn(_to_float(t))

    k.__name__ = k.__qualname__ = name
    k.__doc__ = f"torch's {name}, integer and Bool inputs computed in Float32."
    return k


def torch_binary(name: str):
    """torch's element-wise binary function ``name`` (``'gcd'``, ``'pow'``, ...), for :func:`binary` kernels of the
    plain binary functions of ``mint`` and ``mindspore.numpy``."""
    return _TORCH_BINARY[name]


def extremum(t: torch.Tensor, other, largest: bool = True) -> torch.Tensor:
    """Element-wise maximum (``largest``) or minimum of ``t`` and ``other`` (a tensor or number, cast to ``t``'s
    dtype): ``mint.max(input, other)`` / ``mint.min``."""
    return (torch.maximum if largest else torch.minimum)(t, torch.as_tensor(other, dtype=t.dtype))


def mul_no_nan(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's MulNoNan: ``a * b``, 0 where ``b`` is 0 (even where ``a`` is inf or NaN)."""
    out = torch.mul(a, b)
    return torch.where(b == 0, torch.zeros((), dtype=out.dtype, device=out.device), out)


def div_no_nan(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's DivNoNan: ``a / b``, 0 where ``b`` is 0; float and complex operands only.

    Raises:
        TypeError: integer or Bool operands (MindSpore's CPU kernel has none).
    """
    rt = torch.result_type(a, b)
    if not (rt.is_floating_point or rt.is_complex):
        raise select_fail("DivNoNan")
    out = torch.true_divide(a, b)
    return torch.where(b == 0, torch.zeros((), dtype=out.dtype), out)


def real_div(a: torch.Tensor, b: torch.Tensor, bcall) -> torch.Tensor:
    """MindSpore's RealDiv of integer operands (already in their promoted dtype ``rt``): the truncated quotient,
    with ``x / 0`` saturating to the dtype's extreme of ``x``'s sign (0 for ``0 / 0``); UInt16/32/64 and Bool are
    computed wider and give all bits set for ``x / 0``. ``bcall(op, fn, a, b)`` runs the broadcasting division
    translating a broadcast failure (the adapter's)."""
    rt = a.dtype
    trunc = lambda p, r: torch.div(p, r, rounding_mode="trunc")  # noqa: E731
    if rt in _dtypes.WIDE:
        wa, wb = _dtypes.widen(a), _dtypes.widen(b)
        safe = torch.where(wb == 0, torch.ones((), dtype=wb.dtype, device=wb.device), wb)
        q = bcall("RealDiv", trunc, wa, safe)
        return _dtypes.narrow(torch.where(wb == 0, torch.where(wa != 0, -1, 0).to(q.dtype), q), rt)
    safe = torch.where(b == 0, torch.ones((), dtype=rt, device=b.device), b)
    q = bcall("RealDiv", trunc, a, safe)
    info = torch.iinfo(rt)
    sat = torch.where(a < 0, info.min, torch.where(a > 0, info.max, 0)).to(rt)
    return torch.where(b == 0, sat, q)


_HEAVISIDE_TYPES = (*_BF16_64, torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16,
                    torch.uint32, torch.uint64)  # fmt: skip


def heaviside(a: torch.Tensor, b, checked: bool = False) -> torch.Tensor:
    """The Heaviside step of ``a``: 0 below 0, ``b`` (a tensor or a number, cast to ``a``'s dtype) at 0, 1 above
    (``mindspore.numpy.heaviside``). ``checked`` (``ops.heaviside``): MindSpore's Heaviside type check (TypeError
    for Bool and complex)."""
    if checked and a.dtype not in _HEAVISIDE_TYPES:
        raise dtype_error("Heaviside", "values", a.dtype, _HEAVISIDE_TYPES)
    b = b.to(a.dtype) if isinstance(b, torch.Tensor) else torch.tensor(b, dtype=a.dtype)
    return torch.heaviside(a, b)


def np_heaviside(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.heaviside``: both operands in their promoted dtype (an integer pair stays integer),
    broadcast; 0 where ``a < 0``, 1 where ``a > 0``, else ``b`` (so a NaN ``a`` gives ``b``, not NaN: MindSpore
    selects on the two comparisons)."""
    rt = torch.promote_types(a.dtype, b.dtype)
    a, b = torch.broadcast_tensors(a.to(rt), b.to(rt))
    return torch.where(a < 0, torch.zeros((), dtype=rt), torch.where(a > 0, torch.ones((), dtype=rt), b))


def np_copysign(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.copysign``: ``|a|`` in ``a``'s own dtype (integers keep theirs; their absolute value is
    taken in Float32 and cast back), negated where ``b < 0`` (so ``-0.0`` and NaN in ``b`` count as positive),
    broadcast.

    Raises:
        TypeError: a Bool operand (``sign does not accept dtype bool.``).
    """
    if a.dtype == torch.bool or b.dtype == torch.bool:
        raise TypeError("sign does not accept dtype bool.")
    pos = a.abs() if a.is_floating_point() or a.is_complex() else a.to(torch.float32).abs().to(a.dtype)
    pos, neg_mask = torch.broadcast_tensors(pos, b < 0)
    return torch.where(neg_mask, -pos, pos)


# mindspore.numpy's compute dtype of its trigonometric functions (``rule_for_trigonometric``)
_NP_TRIG = {torch.int8: torch.float16, torch.uint8: torch.float16, torch.bool: torch.float16}


def np_trig(name: str):
    """The kernel of ``mindspore.numpy``'s trigonometric function ``name`` (``'sin'``, ``'atan2'``, ...): each
    operand cast by mindspore.numpy's trigonometric rule (Int8, UInt8 and Bool to Float16, wider integers to
    Float32, floats kept), then torch's function; the rule applies to both operands of ``atan2``."""
    tfn = _TORCH_UNARY.get(name) or _TORCH_BINARY[name]

    def cast(t):
        if t.is_floating_point() or t.is_complex():
            return t
        return t.to(_NP_TRIG.get(t.dtype, torch.float32))

    def k(*ts):
        return tfn(*(cast(t) for t in ts))

    k.__name__ = k.__qualname__ = name
    k.__doc__ = f"mindspore.numpy's {name}: Int8/UInt8/Bool computed in Float16, other integers in Float32."
    return k


def np_remainder(a: torch.Tensor, b: torch.Tensor, c_style: bool = False) -> torch.Tensor:
    """``mindspore.numpy.remainder`` / ``mod`` (``c_style``: ``fmod``) as MindSpore computes them: ``a - b *
    floor(a / b)`` (``c_style``: the quotient truncated) in the promoted dtype, integers in Float32 and cast
    back, an integer zero divisor giving 0 (a float one NaN)."""
    rt = torch.promote_types(a.dtype, b.dtype)
    is_int = not (rt.is_floating_point or rt.is_complex)
    fa, fb = (a.to(torch.float32), b.to(torch.float32)) if is_int else (a.to(rt), b.to(rt))
    q = fa / fb
    q = torch.trunc(q) if c_style else torch.floor(q)
    r = fa - fb * q
    if is_int:
        r = torch.where(fb == 0, torch.zeros((), dtype=r.dtype), r)
    return r.to(rt) + 0 if is_int else r + 0.0  # MindSpore prints 0 where -0.0 comes out


def _np_float(prim: str, t: torch.Tensor) -> torch.Tensor:
    if not (t.is_floating_point() or t.is_complex()):
        raise select_fail(prim)
    return t


def np_expm1(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.expm1``: MindSpore's Expm1 kernel, float tensors only (TypeError for integers and Bool)."""
    _np_float("Expm1", t)
    return _half.expm1(t) if t.dtype == torch.float16 else torch.expm1(t)


def np_log1p(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.log1p`` as MindSpore computes it: ``log(x + 1)`` (not an accurate log1p: tiny ``x`` give
    0), float tensors only (TypeError naming Log for integers and Bool)."""
    return torch.log(_np_float("Log", t) + 1)


def np_log_base(t: torch.Tensor, base: int) -> torch.Tensor:
    """``mindspore.numpy.log2`` / ``log10``: ``log(x) / log(base)`` in ``x``'s dtype, as MindSpore computes it;
    float tensors only (TypeError naming Log for integers and Bool)."""
    _np_float("Log", t)
    return torch.log(t) / torch.log(torch.tensor(base, dtype=t.dtype, device=t.device))


def np_rint(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.rint``: MindSpore's Rint (round half to even) of a Float16/32/64 tensor.

    Raises:
        TypeError: any other dtype (MindSpore's Rint type check).
    """
    if t.dtype not in (torch.float16, torch.float32, torch.float64):
        raise TypeError(
            "For primitive[Rint], the input argument[x] must be a type of {Tensor[Float16], Tensor[Float32], "
            f"Tensor[Float64]}}, but got Tensor[{_ms_dtype_name(t)}]."
        )
    return torch.round(t)


def np_logaddexp(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.logaddexp`` as MindSpore computes it: ``log(exp(a) + exp(b))`` (overflowing where the
    exponentials do), each ``exp`` MindSpore's Exp with its dtype errors (an Int32 operand is TypeError)."""
    return torch.log(exp(a) + exp(b))


def np_hypot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.hypot`` as MindSpore's CPU path computes it: ``sqrt(a**2 - (-(b**2)))``, the squares in
    each operand's dtype (so Float16 overflows to inf past 256, integers wrap), the root Float32 for integers."""
    d = torch.square(a) - torch.neg(torch.square(b))
    return torch.sqrt(d if d.is_floating_point() else d.to(torch.float32))


def np_sign(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.sign``: -1, 0 or 1 (integers give Float32, MindSpore's ``x / |x|``).

    Raises:
        TypeError: a Bool input (``sign does not accept dtype bool.``).
    """
    if t.dtype == torch.bool:
        raise TypeError("sign does not accept dtype bool.")
    return torch.sign(_to_float(t))


def np_exp2(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.exp2``: ``2 ** t`` as MindSpore's Pow of the Python int 2 and ``t``: floats keep their
    dtype; integers stay integer (a negative exponent gives 0, overflow wraps); Bool gives Int64."""
    if t.is_floating_point() or t.is_complex():
        return torch.pow(2.0, t)
    if t.dtype == torch.bool:
        t = t.to(torch.int64)
    two = torch.tensor(2, dtype=t.dtype, device=t.device)
    if t.dtype == torch.uint8:
        return torch.pow(two, t)
    return torch.where(t < 0, torch.zeros((), dtype=t.dtype), torch.pow(two, t.clamp(min=0)))


def np_reciprocal(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.reciprocal``: ``1 / t`` as MindSpore's ``tensor_div(1, t)``: floats keep their dtype;
    integers stay integer, the quotient truncated (``1 / 3`` is 0, ``1 / -1`` is -1) and ``1 / 0`` the dtype's
    maximum; Bool gives Int64."""
    if t.is_floating_point() or t.is_complex():
        return torch.reciprocal(t)
    if t.dtype == torch.bool:
        t = t.to(torch.int64)
    one = torch.ones((), dtype=t.dtype, device=t.device)
    safe = torch.where(t == 0, one, t)
    q = torch.div(one.expand(t.shape), safe, rounding_mode="trunc")
    return torch.where(t == 0, torch.tensor(torch.iinfo(t.dtype).max, dtype=t.dtype, device=t.device), q)


def np_cbrt(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.cbrt`` as MindSpore computes it: in ``t``'s dtype promoted with Float32 (so Float16 and
    integers give Float32), ``(|t| / t) * |t| ** (1/3)``; the sign ``|t| / t`` makes ``cbrt(0)`` NaN, as there."""
    t = t.to(torch.promote_types(t.dtype, torch.float32))
    a = torch.abs(t)
    return (a / t) * torch.pow(a, 1.0 / 3.0)


def np_ceil(t: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.ceil``: ``-floor(-t)`` of ``t`` cast to Float32, whatever its dtype (Float16 and
    Float64 included), as MindSpore computes it."""
    return torch.neg(torch.floor(torch.neg(t.to(torch.float32))))


# ------------------------------------------------------------------------------------------------
# unary
# ------------------------------------------------------------------------------------------------
def _neg(t):
    if t.dtype == torch.bool:
        raise TypeError("Select CPU operator[Neg] fail! Unsupported data type!")
    return torch.neg(t)


_SIGN_BAD = (torch.int8, torch.int16, torch.uint8, torch.uint16, torch.uint32, torch.uint64)


def _sign(t):
    """MindSpore's Sign: Bool has no CPU kernel, Int8/Int16 and the unsigned types fail its type check, complex
    inputs give ``z / |z|``."""
    if t.dtype in _SIGN_BAD:
        raise TypeError(_dtypes.REFUSED["Sign"][1]("Sign", _ms_dtype_name(t)))
    if t.dtype == torch.bool:
        raise _dtypes.select_fail("Sign")
    return torch.sgn(t) if t.is_complex() else torch.sign(t)


def _square(t):
    if t.dtype == torch.bool:
        raise _dtypes.select_fail("Square")
    return torch.square(t)


def _abs(t):
    if t.dtype == torch.bool:
        return t.clone()
    return torch.abs(t).to(t.dtype) if t.is_complex() else torch.abs(t)  # MindSpore's Abs keeps complex dtypes


_ROUND_BAD = (torch.bool, torch.int8, torch.int16, torch.uint8, torch.uint16, torch.uint32, torch.uint64)


def _round(t):
    if t.dtype in _ROUND_BAD or t.is_complex():  # MindSpore's CPU Round kernel: Int32/Int64 and real floats
        raise RuntimeError("KernelMod Init Failed: Round")
    return torch.round(t)


def _isinf(t):
    if not t.is_floating_point():  # MindSpore's CPU IsInf kernel takes the float types only
        raise _dtypes.select_fail("IsInf")
    return torch.isinf(t)


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

# name -> (torch callable, float_only, custom message): the kernel's dtype rules (the op's row in
# mindshim/ops/_defs/elementwise.py names the primitive)
_UNARY = {
    "neg": (_neg, False, None),
    "abs": (_abs, False, None),
    "expm1": (_half_or(torch.expm1, _half.expm1), True, None),
    "exp2": (_int_to_float(torch.exp2), False, None),
    "log": (torch.log, True, None),
    "log1p": (_half_or(torch.log1p, _half.log1p), True, None),
    "log2": (torch.log2, True, None),
    "log10": (torch.log10, True, None),
    "sqrt": (torch.sqrt, False, None),
    "rsqrt": (_half_or(torch.rsqrt, _half.rsqrt), True, None),
    "square": (_square, False, None),
    "sin": (torch.sin, True, None),
    "cos": (torch.cos, True, None),
    "tan": (torch.tan, True, None),
    "asin": (torch.asin, True, None),
    "acos": (torch.acos, True, None),
    "atan": (torch.atan, True, None),
    "sinh": (torch.sinh, True, None),
    "cosh": (torch.cosh, True, None),
    "tanh": (_half_or(torch.tanh, _half.tanh), True, None),
    "sigmoid": (_half_or(torch.sigmoid, _half.sigmoid), True, None),
    "round": (_round, False, None),
    "floor": (torch.floor, True, None),
    "ceil": (torch.ceil, True, _CEIL_MSG),
    "trunc": (torch.trunc, False, None),
    "sign": (_sign, False, None),
    "reciprocal": (torch.reciprocal, False, None),
    "erf": (_half_or(torch.erf, _half.erf), True, None),
    "erfc": (torch.erfc, True, None),
    "logical_not": (torch.logical_not, False, None),
    "isnan": (torch.isnan, False, None),
    "isinf": (_isinf, False, None),
    "isfinite": (torch.isfinite, False, None),
    "bitwise_not": (torch.bitwise_not, False, None),
}


def via_f32(tfn):
    """``tfn`` run in Float32 for Float16/BFloat16 inputs (torch has no half kernel for it), cast back."""

    def f(t):
        if t.dtype in (torch.float16, torch.bfloat16):
            return tfn(t.float()).to(t.dtype)
        return tfn(t)

    return f


def neg_domain(tfn, value: float, at_zero: float | None = None):
    """``tfn`` with MindSpore's values outside the domain: ``value`` for ``x < 0`` (and ``at_zero`` at 0), as the
    CPU kernels of BesselK0/K1/Y0/Y1 give."""

    def f(t):
        out = tfn(t)
        out = torch.where(t < 0, torch.tensor(value, dtype=out.dtype, device=out.device), out)
        if at_zero is not None:
            out = torch.where(t == 0, torch.tensor(at_zero, dtype=out.dtype, device=out.device), out)
        return out

    return f


def _typemsg(prim: str, arg: str, allowed) -> str:
    names = ", ".join(sorted(f"Tensor[{_ms_dtype_name(a)}]" for a in allowed))
    return f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{{{names}}}}}, but got Tensor[{{dtype}}]."


_F16_64 = (torch.float16, torch.float32, torch.float64)

# inverse hyperbolic, special functions and tests with their MindSpore dtype rules (float-only, custom messages)
_UNARY.update({
        "acosh": (torch.acosh, True, None),
        "asinh": (torch.asinh, True, None),
        "atanh": (torch.atanh, True, None),
        "erfinv": (torch.erfinv, True, None),
        "digamma": (torch.digamma, True, _typemsg("Digamma", "input", _F16_64)),
        "isneginf": (torch.isneginf, True, None),
        "isposinf": (torch.isposinf, True, None),
        "bessel_i0": (torch.special.i0, True, _typemsg("BesselI0", "x", _F16_64)),
        "bessel_i0e": (torch.special.i0e, True, _typemsg("BesselI0e", "input_x", _F16_64)),
        "bessel_i1": (torch.special.i1, True, _typemsg("BesselI1", "x", _F16_64)),
        "bessel_i1e": (torch.special.i1e, True, None),
        "bessel_j0": (via_f32(torch.special.bessel_j0), True, _typemsg("BesselJ0", "x", _F16_64)),
        "bessel_j1": (via_f32(torch.special.bessel_j1), True, _typemsg("BesselJ1", "x", _F16_64)),
        "bessel_k0": (neg_domain(via_f32(torch.special.modified_bessel_k0), math.inf), True, _typemsg("BesselK0", "x", _F16_64)),
        "bessel_k0e": (neg_domain(via_f32(torch.special.scaled_modified_bessel_k0), math.inf), True, _typemsg("BesselK0e", "x", _F16_64)),
        "bessel_k1": (neg_domain(via_f32(torch.special.modified_bessel_k1), math.inf), True, _typemsg("BesselK1", "x", _F16_64)),
        "bessel_k1e": (neg_domain(via_f32(torch.special.scaled_modified_bessel_k1), math.inf), True, _typemsg("BesselK1e", "x", _F16_64)),
        "bessel_y0": (neg_domain(via_f32(torch.special.bessel_y0), -math.inf), True, _typemsg("BesselY0", "x", _F16_64)),
        "bessel_y1": (neg_domain(via_f32(torch.special.bessel_y1), -math.inf, math.nan), True, _typemsg("BesselY1", "x", _F16_64)),
        "isreal": (torch.isreal, False, None),
        "signbit": (torch.signbit, False, None),
    }
)  # fmt: skip

UNARY = _UNARY


def unary(name: str, prim: str):
    """The kernel ``k(t)`` of the unary op ``name`` of :data:`UNARY`, whose errors name the primitive ``prim``:
    MindSpore's dtype checks (float-only ops refuse integer and Bool tensors as its CPU kernels do), then the torch
    call, widening the dtypes torch lacks."""
    tfn, float_only, msg = _UNARY[name]
    if float_only:

        def k(t):
            if not (t.is_floating_point() or t.is_complex()):
                if msg is not None:
                    raise TypeError(msg.format(dtype=_ms_dtype_name(t)))
                raise select_fail(prim)
            return tfn(t)

    else:

        def k(t):
            return _dtypes.call(tfn, t, op=prim)

    k.__name__ = k.__qualname__ = name
    k.__doc__ = f"The {prim} kernel over a torch tensor (see :func:`unary`)."
    return k


def exp(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Exp: float and complex tensors; its type check refuses Int32 and smaller, its CPU kernel Int64
    and Bool."""
    if not (t.is_floating_point() or t.is_complex()):
        if t.dtype in (torch.int64, torch.bool):
            raise select_fail("Exp")
        raise TypeError(_EXP_MSG.format(dtype=_ms_dtype_name(t)))
    return torch.exp(t)


# ------------------------------------------------------------------------------------------------
# more unary ops (own dtype rules or extra arguments)
# ------------------------------------------------------------------------------------------------
_F32_64 = (torch.float32, torch.float64)
_INT_TYPES = (
    torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64,
)  # fmt: skip


def _float_only(prim: str, t: torch.Tensor) -> torch.Tensor:
    if t.is_floating_point() or t.is_complex():
        return t
    raise select_fail(prim)


def _allowed(prim: str, arg: str, t: torch.Tensor, allowed) -> torch.Tensor:
    if t.dtype not in allowed:
        raise dtype_error(prim, arg, t.dtype, allowed)
    return t


def clamp(t: torch.Tensor, lo, hi) -> torch.Tensor:
    """MindSpore's clamp of ``t`` into ``[lo, hi]`` (tensors, numbers or None): a float bound on an integer tensor
    gives Float32; UInt16/32/64 are computed wider (MindSpore's Maximum refusals apply)."""
    if not t.is_floating_point() and (isinstance(lo, float) or isinstance(hi, float)):
        t = t.float()
    return _dtypes.call(torch.clamp, t, lo, hi, op="Maximum")


def addn(ts: list) -> torch.Tensor:
    """MindSpore's AddN: the sum of the same-shaped tensors ``ts`` in order (a copy of a single one); the dtypes
    torch lacks are computed wider."""
    out = ts[0]
    for t in ts[1:]:
        out = _dtypes.call(torch.add, out, t)
    return out if len(ts) > 1 else out.clone()


def fill_nan(t: torch.Tensor, value: float) -> torch.Tensor:
    """``t`` with its NaN elements replaced by ``value`` (float tensors; others unchanged), infinities kept:
    ``mindspore.numpy.nanmax`` / ``nanmin``'s input."""
    if not t.is_floating_point():
        return t
    return torch.where(torch.isnan(t), torch.tensor(value, dtype=t.dtype), t)


def clip(t: torch.Tensor, lo, hi) -> torch.Tensor:
    """``mindspore.numpy.clip``: ``t`` clamped into ``[lo, hi]`` (tensors, numbers or None). A tensor bound makes
    the number bound a tensor too; the result keeps ``t``'s dtype unless a bound is a Python float."""
    if isinstance(lo, torch.Tensor) or isinstance(hi, torch.Tensor):
        r = torch.clamp(t, lo if lo is None or isinstance(lo, torch.Tensor) else torch.tensor(lo),
                        hi if hi is None or isinstance(hi, torch.Tensor) else torch.tensor(hi))  # fmt: skip
    else:
        r = torch.clamp(t, lo, hi)
    return r.to(t.dtype) if not (isinstance(lo, float) or isinstance(hi, float)) else r


def interp(x: torch.Tensor, xp: torch.Tensor, fp: torch.Tensor, left=None, right=None) -> torch.Tensor:
    """1-D linear interpolation of the points ``(xp, fp)`` at ``x``, Float32 (``mindspore.numpy.interp``;
    numpy's interp)."""
    r = np.interp(x.cpu().numpy(), xp.cpu().numpy(), fp.cpu().numpy(), left, right)
    return torch.from_numpy(np.asarray(r, np.float32))  # a 0-d x gives numpy's scalar: a 0-d result


def ravel_multi_index(index: tuple, dims, mode: str = "clip", order: str = "C") -> torch.Tensor:
    """Int32 flat indices of the coordinate tensors ``index`` into an array of shape ``dims``
    (``mindspore.numpy.ravel_multi_index``; numpy's)."""
    idx = tuple(i.cpu().numpy() for i in index)
    return torch.from_numpy(np.asarray(np.ravel_multi_index(idx, dims, mode, order)).astype(np.int32))


def nan_to_num(t: torch.Tensor, nan: float | None = None, posinf: float | None = None, neginf: float | None = None):
    """NaN, +inf and -inf replaced by ``nan`` (None: 0), ``posinf`` and ``neginf`` (None: the dtype's largest and
    lowest finite values): ``ops.nan_to_num``, ``ops.NanToNum``, ``mint.nan_to_num``."""
    return torch.nan_to_num(t, nan=nan, posinf=posinf, neginf=neginf)


def lgamma(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Lgamma ``log(|gamma(x)|)``: Float16/32/64, and Int32 computed as Float32.

    Raises:
        TypeError: other integer types and Bool.
    """
    _allowed("Lgamma", "x", t, (*_F16_64, torch.int32))
    return torch.lgamma(t.float() if t.dtype == torch.int32 else t)


def lgamma_plain(t: torch.Tensor) -> torch.Tensor:
    """torch's ``log(|gamma(x)|)`` of a float tensor (``nn.LGamma``, ``nn.LBeta``)."""
    return torch.lgamma(t)


def digamma_plain(t: torch.Tensor) -> torch.Tensor:
    """torch's digamma of a float tensor (``nn.DiGamma``)."""
    return torch.digamma(t)


def lbeta(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """``log(|Beta(x, y)|) = lgamma(x) + lgamma(y) - lgamma(x + y)`` (``nn.LBeta``)."""
    return torch.lgamma(x) + torch.lgamma(y) - torch.lgamma(x + y)


def frac(t: torch.Tensor) -> torch.Tensor:
    """``ops.frac``: ``x - trunc(x)`` (sign kept); integer inputs give zeros of their dtype, Bool Int64 zeros."""
    if t.is_floating_point():
        return t - torch.trunc(t)
    return torch.zeros_like(t, dtype=torch.int64 if t.dtype == torch.bool else t.dtype)


def sinc(t: torch.Tensor) -> torch.Tensor:
    """Normalised sinc ``sin(pi x) / (pi x)`` (1 at 0); integer and Bool inputs give Float32 (``ops.sinc``)."""
    if not (t.is_floating_point() or t.is_complex()):
        t = t.float()
    return torch.sinc(t)


def logit(t: torch.Tensor, eps: float | None = None) -> torch.Tensor:
    """MindSpore's Logit ``log(x / (1 - x))``, ``x`` clamped to ``[eps, 1 - eps]`` (None or negative: no clamp).

    Raises:
        TypeError: integer and Bool tensors.
    """
    _float_only("Logit", t)
    return torch.logit(t, None if eps is None or eps < 0 else eps)


_SIGN_TYPES = "Bool, Int32, Int64, Float16, Float32, Float64, BFloat16, Complex64, Complex128"


def sgn(t: torch.Tensor) -> torch.Tensor:
    """``ops.sgn``: the sign, ``z / |z|`` for complex input (0 at 0).

    Raises:
        TypeError: Bool and unsigned/small integer tensors, as MindSpore's CPU kernels.
    """
    if t.dtype == torch.bool:
        raise select_fail("Sign")
    if t.dtype not in (torch.int32, torch.int64, *_F16_64, torch.bfloat16, torch.complex64, torch.complex128):
        raise TypeError(
            f"For Primitive Sign, the type of input must be in {{{_SIGN_TYPES}}}, but got {_ms_dtype_name(t)}."
        )
    return torch.sgn(t)


def real(t: torch.Tensor) -> torch.Tensor:
    """The real part (``t`` itself for real dtypes): ``ops.real``."""
    return torch.real(t) if t.is_complex() else t


def imag(t: torch.Tensor, strict: bool = False) -> torch.Tensor:
    """The imaginary part: zeros of ``t``'s dtype for real dtypes (``ops.imag``), or with ``strict``
    (``mint.imag``) a ValueError for a real tensor."""
    if t.is_complex():
        return torch.imag(t)
    if strict:
        raise _errors.value_error("imag", "the input must be a complex Tensor.")
    return torch.zeros_like(t)


_CONJ_TYPES = (torch.bfloat16, torch.complex128, torch.complex64, *_F16_64, *_INT_TYPES)


def conj(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Conj: the complex conjugate (a copy for real dtypes).

    Raises:
        TypeError: Bool tensors.
    """
    _allowed("Conj", "input", t, _CONJ_TYPES)
    return torch.conj_physical(t) if t.is_complex() else t.clone()


def angle(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Angle: the argument of a complex tensor (Float32 for Complex64).

    Raises:
        TypeError: real tensors (its CPU kernel takes only Complex64/Complex128).
    """
    if not t.is_complex():
        raise select_fail("Angle")
    return torch.angle(t)


def complex_abs(t: torch.Tensor) -> torch.Tensor:
    """The modulus of a complex tensor (real result): MindSpore's ComplexAbs."""
    return torch.abs(t)


def inv(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Inv: the reciprocal keeping the dtype; Int32/Int64 give the truncated ``1 / x`` (0 except at 1
    and -1) and the dtype's minimum at 0, as its CPU kernel.

    Raises:
        TypeError: Bool and other integer tensors.
    """
    if t.is_floating_point() or t.is_complex():
        return torch.reciprocal(t)
    if t.dtype not in (torch.int32, torch.int64):
        raise select_fail("Inv")
    out = torch.where((t == 1) | (t == -1), t, torch.zeros_like(t))
    return torch.where(t == 0, torch.iinfo(t.dtype).min, out)


_POPCOUNT_TYPES = (torch.int16, torch.int32, torch.int64, torch.int8, torch.uint16, torch.uint32, torch.uint64,
                   torch.uint8)  # fmt: skip


def invert(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Invert: the bitwise NOT of an integer tensor (UInt16/32/64 computed wider).

    Raises:
        TypeError: float and Bool tensors.
    """
    _allowed("Invert", "x", t, _INT_TYPES)
    return _dtypes.call(torch.bitwise_not, t)


def population_count(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's PopulationCount: the number of set bits of each element (two's complement), as UInt8.

    Raises:
        TypeError: float and Bool tensors.
    """
    _allowed("PopulationCount", "input_x", t, _POPCOUNT_TYPES)
    bits = torch.iinfo(t.dtype).bits
    w = t.to(torch.int64)
    out = torch.zeros_like(w)
    for i in range(bits):
        out += (w >> i) & 1
    return out.to(torch.uint8)


def polygamma(n: int, t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Polygamma: the ``n``-th derivative of digamma of a float tensor (TypeError otherwise)."""
    return torch.polygamma(n, _float_only("Polygamma", t))


def mvlgamma(t: torch.Tensor, p: int) -> torch.Tensor:
    """MindSpore's Mvlgamma: the multivariate log-gamma of dimension ``p`` of a float tensor (TypeError
    otherwise)."""
    return torch.mvlgamma(_float_only("Mvlgamma", t), p)


_RENORM_TYPES = (torch.complex128, torch.complex64, *_F16_64)


def renorm(t: torch.Tensor, p, axis: int, maxnorm: float) -> torch.Tensor:
    """MindSpore's Renorm: each slice along ``axis`` whose ``p``-norm exceeds ``maxnorm`` rescaled to it.

    Raises:
        TypeError: an input that is not float or complex.
    """
    _allowed("Renorm", "x", t, _RENORM_TYPES)
    return torch.renorm(t, p, axis, maxnorm)


def eps(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Eps: a tensor like ``t`` filled with its dtype's machine epsilon.

    Raises:
        TypeError: an input that is not Float16/32/64.
    """
    _allowed("Eps", "x", t, _F16_64)
    return torch.full_like(t, torch.finfo(t.dtype).eps)


def round_decimals(t: torch.Tensor, decimals: int) -> torch.Tensor:
    """Round half to even to ``decimals`` decimal places (``mint.round``, ``mindspore.numpy.around``)."""
    return torch.round(t, decimals=decimals)


def cbrt(t: torch.Tensor) -> torch.Tensor:
    """The real cube root ``sign(x) * |x| ** (1/3)`` (``mindspore.numpy.cbrt``)."""
    return torch.sign(t) * torch.abs(t).pow(1.0 / 3)


_INF = float("inf")


def relu(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's ReLU: ``x`` where ``x > 0`` else 0, so NaN gives 0 (torch's relu keeps NaN); integer dtypes are
    kept and Bool is returned as it is."""
    if t.dtype == torch.bool:
        return t.clone()
    r = torch.relu(t)
    if not r.is_floating_point():
        return r
    if in_transform():  # values unread (vmap): the NaN rule by tensor ops, out of place
        return r.nan_to_num(0.0, _INF, -_INF)
    if r.is_cpu and not _has_nan(r):
        return r
    return r.nan_to_num(0.0, _INF, -_INF) if r.requires_grad else r.nan_to_num_(0.0, _INF, -_INF)


def _has_nan(r: torch.Tensor) -> bool:
    """Whether ReLU's output ``r`` (>= 0 or NaN) holds a NaN: its sum is NaN exactly then. One reduction pass,
    about a tenth of what ``nan_to_num`` costs with its backward; on CUDA the check would synchronise, so there
    ``nan_to_num`` always runs."""
    s = float(r.detach().sum())
    return s != s


def relu_(t: torch.Tensor) -> torch.Tensor:
    """In-place :func:`relu` (NaN becomes 0); returns ``t``."""
    if t.dtype == torch.bool:
        return t
    torch.relu_(t)
    return t.nan_to_num_(0.0, _INF, -_INF) if t.is_floating_point() else t


_FLOATS = (torch.bfloat16, torch.float16, torch.float32, torch.float64)


def sigmoid(t: torch.Tensor, prim: str = "Sigmoid") -> torch.Tensor:
    """MindSpore's Sigmoid primitive (``nn.Sigmoid``): float and complex tensors only (its CPU kernel)."""
    if not (t.is_floating_point() or t.is_complex()):
        raise select_fail(prim)
    return _half.sigmoid(t) if t.dtype == torch.float16 else torch.sigmoid(t)


def tanh(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Tanh primitive (``nn.Tanh``): float and complex tensors only (its CPU kernel)."""
    if not (t.is_floating_point() or t.is_complex()):
        raise select_fail("Tanh")
    return _half.tanh(t) if t.dtype == torch.float16 else torch.tanh(t)


def check_axis(prim: str, axis: int, ndim: int) -> int:
    """``axis`` when it lies in ``[-ndim, ndim)``, else MindSpore's ValueError (see :func:`.errors.axis_error`)."""
    if not -ndim <= axis < ndim:
        from .errors import axis_error

        raise axis_error(prim, axis, ndim)
    return axis


def softmax(t: torch.Tensor, axis: int = -1, prim: str = "Softmax", scalar_ok: bool = False) -> torch.Tensor:
    """MindSpore's Softmax along ``axis`` of a float tensor (rank >= 1).

    MindSpore's kernel gives 0, where torch gives NaN, for elements whose row has no finite maximum (a row of all
    ``-inf``, or a NaN elsewhere in the row); a NaN input element stays NaN.

    Raises:
        TypeError: for a non-float tensor (``For primitive[Softmax], the input argument[x] must be ...``).
        ValueError: for an axis out of ``[-rank, rank)`` (rank 0 included, unless ``scalar_ok``: ``SoftmaxExt``,
            behind ``mint``, takes a 0-d tensor).
    """
    check_axis(prim, axis, max(t.ndim, 1) if scalar_ok else t.ndim)  # MindSpore checks the axis first
    if not t.is_floating_point():
        raise dtype_error(prim, "x", t.dtype, _FLOATS, tensor=False)
    with translated(prim):
        out = _half.softmax(t, axis) if t.dtype == torch.float16 else torch.softmax(t, axis)
    if (
        t.device.type == "cpu" and not in_transform() and not out.isnan().any()
    ):  # the common case: one cheap test, no copy
        return out
    return torch.where(out.isnan() & ~t.isnan(), 0.0, out)


def need_tensor(op: str, x) -> None:
    """MindSpore's check that an activation's input is a Tensor: a Python list, number or None is ``TypeError``."""
    if not isinstance(x, torch.Tensor) and not hasattr(x, "_t"):
        raise _errors.not_tensor_error(op, type(x).__name__)


def log_softmax(t: torch.Tensor, axis: int = -1, prim: str = "LogSoftmax") -> torch.Tensor:
    """MindSpore's LogSoftmax along ``axis`` of a float tensor of rank >= 1: a NaN in a row makes that row's other
    elements ``-inf`` (torch: NaN), the NaN stays NaN.

    Raises:
        RuntimeError: a 0-d tensor. ValueError: an axis out of ``[-rank, rank)``.
    """
    if t.ndim == 0:
        raise _errors.runtime_error(prim, "the dimension of 'logits' must be at least 1, but got 0.")
    if isinstance(axis, int):
        check_axis(prim, axis, t.ndim)
    with translated(prim):
        out = _half.log_softmax(t, axis) if t.dtype == torch.float16 else torch.log_softmax(t, axis)
    if t.device.type == "cpu" and not in_transform() and not out.isnan().any():
        return out
    fix = out.isnan() & ~t.isnan() & t.isnan().any(axis, keepdim=True)
    return torch.where(fix, -math.inf, out)


_SQRT2 = math.sqrt(2.0)


def gelu(t: torch.Tensor, approximate: str = "none") -> torch.Tensor:
    """GELU (exact, or ``approximate='tanh'``) of a float tensor.

    Raises:
        TypeError: a non-float tensor.
    """
    if not t.is_floating_point():
        raise TypeError(
            f"For gelu, the input dtype must be bfloat16, float16, float32 or float64, but got {_ms_dtype_name(t)}."
        )
    if t.dtype == torch.float16 and approximate == "none":
        return _half.gelu(t)
    if approximate == "none" and t.dtype in (torch.float32, torch.float64):
        # MindSpore's CPU GeLU, x * 0.5 * (1 + erf(x / sqrt(2))), bit for bit: gelu(inf) is inf (torch's fused
        # kernel gives NaN there and differs in the last bits elsewhere)
        return t * 0.5 * (1 + torch.erf(t / _SQRT2))
    return F.gelu(t, approximate=approximate)


def silu(t: torch.Tensor) -> torch.Tensor:
    """``x * sigmoid(x)`` of a float tensor (MindSpore's SiLU kernel; integer and Bool inputs are ``TypeError``)."""
    if not t.is_floating_point():
        raise dtype_error("SiLU", "input", t.dtype, _FLOATS)
    return _half.silu(t) if t.dtype == torch.float16 else F.silu(t)


def hardswish(t: torch.Tensor, prim: str = "HSwish") -> torch.Tensor:
    """MindSpore's HSwish ``x * relu6(x + 3) / 6``: 0 (never -0) for ``x <= -3``; a signed integer input keeps its
    dtype (the division truncates). The gradient is MindSpore's: ``(2x + 3) / 6`` on ``[-3, 3]`` with both ends
    included (-0.5 at -3, 1.5 at 3), 0 below, 1 above.

    Raises:
        TypeError: a Bool or unsigned input.
    """
    if not t.is_floating_point():
        if t.dtype not in (torch.int8, torch.int16, torch.int32, torch.int64):
            raise TypeError(
                f"For primitive[{prim}], the input argument[input_x] must be a type of {{BFloat16, Float16, Float32, "
                f"Float64, Int16, Int32, Int64, Int8}}, but got {_ms_dtype_name(t)}."
            )
        return torch.div(t * (t + 3).clamp(0, 6), 6, rounding_mode="trunc")
    # MindSpore's pieces: 0 for x < -3 (so -inf gives 0, where torch's kernel gives NaN), x itself for x > 3 (torch
    # rounds x * 6 / 6); its HSwishGrad takes the middle piece on the closed [-3, 3]: (2x + 3) / 6 there, so -0.5
    # at -3 and 1.5 at 3 (torch's gives 0 and 1); the selects below give autograd that gradient
    mid = t * (t + 3) / 6
    return torch.where(t < -3, 0.0, torch.where(t > 3, t, mid)) + 0.0


def leaky_relu(t: torch.Tensor, alpha: float) -> torch.Tensor:
    """``x if x > 0 else alpha * x``; an integer input keeps its dtype (``alpha`` cast to it first: 0.2 -> 0), a
    Bool input is returned as it is (MindSpore's kernel keeps Bool).

    MindSpore computes ``maximum(alpha * x, x)`` (``minimum`` for ``alpha > 1``), whose gradient splits a tie in
    half: at ``x == 0`` the gradient is ``(1 + alpha) / 2`` (0.6 for the default 0.2). With a gradient the same
    formula is used here, so autograd gives that value; without one, torch's leaky ReLU (the same values).
    """
    if t.dtype == torch.bool:
        return t.clone()
    if not t.is_floating_point():
        return torch.where(t > 0, t, t * int(alpha))
    if not tracks_grad(t):
        return _half.leaky_relu(t, alpha) if t.dtype == torch.float16 else F.leaky_relu(t, alpha)
    return (torch.minimum if alpha > 1 else torch.maximum)(t * alpha, t)


_INV_TRIG_GRAD = {
    # primitive -> denominator of dout as a function of its first input (x for the trig ones, out for the hyperbolic)
    "AsinGrad": lambda x: torch.sqrt(1 - x * x),
    "ACosGrad": lambda x: -torch.sqrt(1 - x * x),
    "AtanGrad": lambda x: 1 + x * x,
    "AsinhGrad": torch.cosh,
    "AcoshGrad": torch.sinh,
}


def inverse_trig_grad(prim: str, a: torch.Tensor, dout: torch.Tensor) -> torch.Tensor:
    """MindSpore's backward kernels of the inverse trigonometric/hyperbolic functions: ``dout / d(a)`` with
    ``d`` = ``sqrt(1 - x^2)`` (AsinGrad), ``-sqrt(1 - x^2)`` (ACosGrad), ``1 + x^2`` (AtanGrad) of the forward input
    ``x``, or ``cosh(out)`` (AsinhGrad), ``sinh(out)`` (AcoshGrad) of the forward output; for complex inputs the
    denominator is conjugated, as MindSpore's kernels do. Float16 is computed in float32 and cast back.

    Raises:
        TypeError: a dtype other than Float16/Float32/Float64/Complex64/Complex128, or inputs of different dtypes.
    """
    allowed = (torch.float16, torch.float32, torch.float64, torch.complex64, torch.complex128)
    if a.dtype not in allowed or dout.dtype not in allowed or a.dtype != dout.dtype:
        raise select_fail(prim)
    wide = a.float() if a.dtype == torch.float16 else a
    den = _INV_TRIG_GRAD[prim](wide)
    if den.is_complex():
        den = den.conj()
    return (dout.to(wide.dtype) / den).to(a.dtype)


def view_as_real(t: torch.Tensor) -> torch.Tensor:
    """MindSpore 2.10's ``ops.view_as_real``: the real and imaginary parts of a complex ``t`` stacked on a new last
    axis of size 2 (float32 for complex64, float64 for complex128). A new tensor (MindSpore concatenates), not a view.

    Raises:
        TypeError: for a non-complex ``t``.
    """
    if not t.is_complex():
        raise TypeError("For view_as_real, the dtype of input Tensor must be complex.")
    return torch.view_as_real(t).clone()


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals(), skip=("add_alpha",))  # ops.add(..., alpha=)'s adapter words its torch errors itself
