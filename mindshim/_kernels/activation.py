"""Activation kernels (ReLU6, Mish, FastGeLU, ELU, shrinks, PReLU, GLU, ...) over torch tensors.

``ops.<activation>``, their primitives, ``mint.nn.functional.<activation>`` and the ``nn``/``mint.nn`` layers call
these. ReLU, Sigmoid, Tanh, Softmax, LogSoftmax, GeLU, SiLU, HSwish and LeakyReLU live in :mod:`.elementwise`.
Where MindSpore's surfaces differ (an ``ops`` function checks dtypes its layer does not), the kernel takes the
difference as an argument; the default is the ``ops`` behaviour.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from . import half as _half
from ._dtype_names import ms_name
from .transform import tracks_grad
from . import errors as _errors

__all__ = [
    "relu6",
    "hardtanh",
    "hardsigmoid",
    "check_gumbel_dtype",
    "hardsigmoid_torch",
    "fast_gelu",
    "softmin",
    "softmax_dim",
    "log_softmax_dim",
    "elu",
    "elu_grad",
    "check_elu_alpha",
    "celu",
    "selu",
    "softplus",
    "mish",
    "softsign",
    "logsigmoid",
    "tanhshrink",
    "softshrink",
    "hardshrink",
    "threshold",
    "glu",
    "prelu",
    "rrelu",
    "gumbel_softmax",
    "silu_torch",
    "sigmoid_torch",
    "gelu_torch",
    "leaky_relu_torch",
]

_SIGNED = (torch.int8, torch.int16, torch.int32, torch.int64)


def relu6(t: torch.Tensor) -> torch.Tensor:
    """``min(max(x, 0), 6)`` (MindSpore's ReLU6): the gradient passes where ``0 < x <= 6``, as MindSpore's
    ReLU6Grad does (torch's stops at 6).

    Raises:
        TypeError: an input other than Float16/Float32 (MindSpore's ReLU6 primitive, behind ``ops.relu6`` and
            ``nn.ReLU6``).
    """
    if t.dtype not in (torch.float16, torch.float32):
        raise TypeError(
            "For primitive[ReLU6], the input argument[input_x] must be a type of {Tensor[Float16], Tensor[Float32]}, "
            f"but got Tensor[{ms_name(t.dtype)}]."
        )
    if not tracks_grad(t):
        return F.relu6(t) + 0.0  # -0.0 gives 0, as MindSpore
    return torch.where((t > 0) & (t <= 6), t, F.relu6(t).detach()) + 0.0


def hardtanh(t: torch.Tensor, min_val: float, max_val: float, ms_grad: bool = True) -> torch.Tensor:
    """Clamp into ``[min_val, max_val]`` (``max_val`` wins when ``min_val > max_val``).

    ``ms_grad`` (``ops.hardtanh``, ``nn.Hardtanh``): integer dtypes are kept (bounds truncated to ints) and, with a
    gradient, MindSpore's ``minimum(maximum(x, min_val), max_val)`` is computed, so a tie passes half the gradient
    to ``x``. Without it (``mint.nn.functional.hardtanh``): torch's hardtanh.
    """
    if not ms_grad:
        return F.hardtanh(t, min_val, max_val)
    if t.dtype == torch.bool:  # MindSpore clamps in the bounds' dtype and casts back to Bool
        return torch.clamp(t.float(), min_val, max_val).bool()
    if not t.is_floating_point():
        min_val, max_val = int(min_val), int(max_val)
    if not tracks_grad(t):
        return torch.clamp(t, min_val, max_val)
    lo = torch.tensor(min_val, dtype=t.dtype, device=t.device)
    hi = torch.tensor(max_val, dtype=t.dtype, device=t.device)
    return torch.minimum(torch.maximum(t, lo), hi)


def hardsigmoid(t: torch.Tensor, prim: str = "HSigmoid") -> torch.Tensor:
    """MindSpore's HSigmoid ``relu6(x + 3) / 6``; a signed integer input keeps its dtype (the division truncates).

    Raises:
        TypeError: a Bool or unsigned input.
    """
    if not t.is_floating_point():
        if t.dtype not in _SIGNED:
            raise TypeError(
                f"For primitive[{prim}], the input argument[input_x] must be a type of {{BFloat16, Float16, Float32, "
                f"Float64, Int16, Int32, Int64, Int8}}, but got {ms_name(t.dtype)}."
            )
        return torch.div((t + 3).clamp(0, 6), 6, rounding_mode="trunc")
    return F.hardsigmoid(t)


def hardsigmoid_torch(t: torch.Tensor) -> torch.Tensor:
    """torch's hard sigmoid ``relu6(x + 3) / 6`` (``nn.HSigmoid``; ``ops.hardsigmoid`` is :func:`hardsigmoid`)."""
    return F.hardsigmoid(t)


def fast_gelu(t: torch.Tensor, check: bool = True) -> torch.Tensor:
    """MindSpore's FastGeLU ``x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))``.

    Raises:
        TypeError: with ``check`` (``ops.fast_gelu``), an input other than Float16/Float32.
    """
    if check and t.dtype not in (torch.float16, torch.float32):
        raise _errors.type_error("FastGeLU", f"input[0] type should be float16 or float32. but got {ms_name(t.dtype)}")
    a = t.abs()
    return t / (1 + torch.exp(-1.702 * a)) * torch.exp(0.851 * (t - a))


def softmin(t: torch.Tensor, axis: int, check: bool = True) -> torch.Tensor:
    """``softmax(-x)`` along ``axis`` (MindSpore's softmin).

    Raises:
        TypeError: with ``check`` (``ops.softmin``), a non-float input; the message names ``Softmax``.
    """
    if check and not t.is_floating_point():
        raise TypeError(
            "For primitive[Softmax], the input argument[x] must be a type of {BFloat16, Float16, Float32, Float64}, "
            f"but got {ms_name(t.dtype)}."
        )
    return _half.softmin(t, axis) if t.dtype == torch.float16 else torch.softmax(-t, axis)


def softmax_dim(t: torch.Tensor, dim: int) -> torch.Tensor:
    """torch's softmax along ``dim`` with no MindSpore fix-ups (``nn.Softmax2d`` over axis -3); Float16 by
    MindSpore's half rule (:func:`.half.softmax`)."""
    return _half.softmax(t, dim) if t.dtype == torch.float16 else torch.softmax(t, dim)


def log_softmax_dim(t: torch.Tensor, dim: int) -> torch.Tensor:
    """torch's log-softmax along ``dim`` (``nn.LogSoftmax``, ``mint.nn.functional.log_softmax``): NaN rows stay
    torch's (see :func:`.elementwise.log_softmax` for MindSpore's primitive)."""
    return _half.log_softmax(t, dim) if t.dtype == torch.float16 else torch.log_softmax(t, dim)


def elu(t: torch.Tensor, alpha: float = 1.0, check: bool = False) -> torch.Tensor:
    """ELU ``max(0, x) + min(0, alpha * (exp(x) - 1))``; ``-0.0`` gives 0, as MindSpore's kernel.

    Raises:
        ValueError: with ``check`` (``ops.elu``, ``ops.Elu``, ``nn.ELU``), an ``alpha`` other than 1.0 (MindSpore's
            kernel supports only 1.0).
    """
    if check:
        check_elu_alpha(alpha)
    return F.elu(t, alpha) + 0.0 if t.is_floating_point() else F.elu(t, alpha)


def check_elu_alpha(alpha: float) -> None:
    """MindSpore's Elu check, made before its dtype check: ``ValueError`` for an ``alpha`` other than 1.0."""
    if alpha != 1.0:
        raise ValueError("EluIn Elu, alpha must be 1.0f.")


def elu_grad(dy: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """MindSpore's EluGrad (alpha 1) from ELU's output ``y``: ``dy`` where ``y > 0``, else ``dy * (y + 1)``."""
    return torch.where(y > 0, dy, dy * (y + 1))


def celu(t: torch.Tensor, alpha: float = 1.0) -> torch.Tensor:
    """CELU ``max(0, x) + min(0, alpha * (exp(x / alpha) - 1))``."""
    return F.celu(t, alpha)


_SELU_SCALE = 1.0507009873554804934193349852946


class _SeLU(torch.autograd.Function):
    """torch's SELU forward with MindSpore's SeLU backward: ``scale * EluGrad(dout, out)``, i.e. ``scale * dout``
    where ``out > 0`` and ``scale * dout * (out + 1)`` elsewhere, read from SELU's own output (so the tie at 0 takes
    ``scale`` and the negative side is not ``scale * alpha * exp(x)``). Both are plain tensor ops: the backward is
    differentiable again and ``vmap`` batches it (``generate_vmap_rule``)."""

    generate_vmap_rule = True

    @staticmethod
    def forward(t: torch.Tensor) -> torch.Tensor:
        return F.selu(t)

    @staticmethod
    def setup_context(ctx, inputs: tuple, output: torch.Tensor) -> None:
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, g: torch.Tensor) -> torch.Tensor:
        (y,) = ctx.saved_tensors
        return elu_grad(g * _SELU_SCALE, y)


def selu(t: torch.Tensor, int_relu: bool = True) -> torch.Tensor:
    """SELU ``scale * (max(0, x) + min(0, alpha * (exp(x) - 1)))``; with ``int_relu`` (MindSpore's SeLU kernel) an
    integer input keeps its dtype and gives ``max(x, 0)``.

    The gradient is MindSpore's (see :class:`_SeLU`): ``scale`` for ``x >= 0``, ``scale * (selu(x) + 1)`` below.
    """
    if int_relu and not t.is_floating_point():
        return torch.relu(t)
    if not tracks_grad(t):
        return _half.selu(t) if t.dtype == torch.float16 else F.selu(t)
    return _SeLU.apply(t)


def softplus(t: torch.Tensor, beta: float = 1, threshold: float = 20) -> torch.Tensor:
    """``log(1 + exp(beta x)) / beta``, linear above ``threshold``."""
    return F.softplus(t, beta, threshold)


def mish(t: torch.Tensor, wide: bool = True) -> torch.Tensor:
    """Mish ``x * tanh(softplus(x))``; with ``wide`` (MindSpore's CPU kernel) Float16/BFloat16 are computed in
    Float32 and rounded once."""
    if wide and t.dtype in (torch.float16, torch.bfloat16):
        return F.mish(t.float()).to(t.dtype)
    return F.mish(t)


def softsign(t: torch.Tensor) -> torch.Tensor:
    """``x / (1 + |x|)`` (Float16 in Float32, rounded once)."""
    return _half.softsign(t) if t.dtype == torch.float16 else F.softsign(t)


def logsigmoid(t: torch.Tensor) -> torch.Tensor:
    """``log(sigmoid(x))``, computed stably; Float16 as MindSpore computes it, ``log`` of the half sigmoid (0 once
    the sigmoid rounds to 1)."""
    return _half.logsigmoid(t) if t.dtype == torch.float16 else F.logsigmoid(t)


def tanhshrink(t: torch.Tensor, int_float: bool = True) -> torch.Tensor:
    """``x - tanh(x)``; with ``int_float`` (``ops.tanhshrink``) an integer input gives Float32."""
    if int_float and not t.is_floating_point():
        t = t.float()
    return _half.tanhshrink(t) if t.dtype == torch.float16 else t - torch.tanh(t)


def check_shrink(prim: str, t: torch.Tensor) -> torch.Tensor:
    """MindSpore's SoftShrink/HShrink dtype check: BFloat16/Float16/Float32, else ``TypeError``; returns ``t``.
    BFloat16 passes the check but has no CPU kernel: MindSpore's ``Select CPU operator`` TypeError."""
    if t.dtype not in (torch.float16, torch.float32, torch.bfloat16):
        raise TypeError(
            f"For primitive[{prim}], the input argument[input_x] must be a type of {{BFloat16, Float16, Float32}}, but "
            f"got {ms_name(t.dtype)}."
        )
    if t.dtype == torch.bfloat16 and t.device.type == "cpu":
        raise TypeError(f"Select CPU operator[{prim}] fail! Unsupported data type!")
    return t


def softshrink(t: torch.Tensor, lambd: float = 0.5) -> torch.Tensor:
    """``x - lambd`` above ``lambd``, ``x + lambd`` below ``-lambd``, else 0 (torch's softshrink)."""
    return F.softshrink(t, lambd)


def hardshrink(t: torch.Tensor, lambd: float = 0.5, ms_zero: bool = True) -> torch.Tensor:
    """``x`` where ``|x| > lambd``, else 0; ``ms_zero`` (``ops.hardshrink``) selects with a 0 of ``t``'s dtype,
    else torch's hardshrink."""
    if not ms_zero:
        return F.hardshrink(t, lambd)
    return torch.where(t.abs() > lambd, t, torch.zeros((), dtype=t.dtype, device=t.device))


def threshold(t: torch.Tensor, thr, value, keep_dtype: bool = True) -> torch.Tensor:
    """``x`` where ``x > thr``, else ``value``; ``keep_dtype`` (``ops.threshold``) casts ``value`` to ``t``'s
    dtype first, else torch's threshold."""
    if not keep_dtype:
        return F.threshold(t, thr, value)
    return torch.where(t > thr, t, torch.tensor(value, device=t.device).to(t.dtype))


def glu(t: torch.Tensor, axis: int = -1, check: bool = False) -> torch.Tensor:
    """GLU ``a * sigmoid(b)`` of the halves of ``t`` along ``axis``.

    Raises:
        ValueError: with ``check`` (``ops.glu``), an odd length along ``axis`` (MindSpore's ``Split`` message).
    """
    if check:
        ax = axis % t.ndim
        if t.shape[ax] % 2:
            raise _errors.value_error(
                "Split", f"x_shape[{ax}] must be divisible by output_num = 2, but got {t.shape[ax]}"
            )
    return F.glu(t, axis)


def prelu(t: torch.Tensor, w: torch.Tensor, check: bool = False, cast: bool = True) -> torch.Tensor:
    """PReLU ``x if x > 0 else w[c] * x`` (one weight per channel, axis 1, or one shared); with ``cast`` (``ops``,
    ``nn``) ``w`` is cast to ``t``'s dtype first.

    Raises:
        TypeError / ValueError: with ``check`` (``ops.prelu``), MindSpore's PReLU checks in its order: a ``w`` of
            rank above 1, an input or a ``w`` other than Float16/Float32, a ``w`` with neither 1 nor channel-count
            elements.
    """
    if check:
        if w.ndim > 1:
            raise ValueError("The dimension of 'weight' must be less than or equal to 1")
        for arg, v in (("x", t), ("weight", w)):
            if v.dtype not in (torch.float16, torch.float32):
                raise TypeError(
                    f"For primitive[PReLU], the input argument[{arg}] must be a type of {{Float16, Float32}}, but got "
                    f"{ms_name(v.dtype)}."
                )
        channels = t.shape[1] if t.ndim >= 2 else 1
        if w.numel() not in (1, channels):
            raise _errors.value_error(
                "Prelu",
                f"the length of 'weight' must be equal to number of channels: {channels}, but got "
                f"[const vector]{{{w.numel()}}}.",
            )
    return F.prelu(t, w.to(t.dtype) if cast else w)


def rrelu(t: torch.Tensor, lower: float, upper: float, int_relu: bool = True) -> torch.Tensor:
    """Randomized leaky ReLU: negatives scaled by a slope drawn from U[lower, upper] per element (torch's
    generator); with ``int_relu`` (``ops.rrelu``) an integer input keeps its dtype and negatives become 0.

    As in MindSpore, the output is ``mask * x`` with ``mask`` 1 for ``x > 0``, the slope for ``x < 0`` and 0 at
    ``x == 0`` (``sign(x)`` clipped), so the gradient at 0 is 0.
    """
    if int_relu and not t.is_floating_point():
        return torch.relu(t)
    slope = torch.empty_like(t).uniform_(lower, upper)
    mask = torch.where(t > 0, 1.0, torch.where(t < 0, slope, 0.0))
    return mask * t


def gumbel_softmax(t: torch.Tensor, tau: float = 1.0, hard: bool = False, dim: int = -1) -> torch.Tensor:
    """Softmax of ``(t + Gumbel noise) / tau`` along ``dim`` (``hard``: one-hot, straight-through gradient).

    Raises:
        TypeError: an input other than Float16/Float32 (MindSpore's ``gumbel_softmax`` check).
    """
    check_gumbel_dtype(t)
    return F.gumbel_softmax(t, tau, hard, dim=dim)


def check_gumbel_dtype(t: torch.Tensor) -> None:
    """``ops.gumbel_softmax``'s dtype check: Float16/Float32 logits only (MindSpore's TypeError)."""
    if t.dtype not in (torch.float16, torch.float32):
        raise _errors.not_one_of_error(
            "gumbel_softmax", "logits", "mindspore.float16, mindspore.float32", f"mindspore.{ms_name(t.dtype).lower()}"
        )


def silu_torch(t: torch.Tensor) -> torch.Tensor:
    """torch's SiLU ``x * sigmoid(x)``, complex included (``ops.silu`` after its own float/complex check; the
    ``nn.SiLU`` kernel with MindSpore's float-only check is :func:`.elementwise.silu`); Float16 by MindSpore's
    half rule (:func:`.half.silu`)."""
    return _half.silu(t) if t.dtype == torch.float16 else F.silu(t)


def sigmoid_torch(t: torch.Tensor) -> torch.Tensor:
    """torch's sigmoid (``mint.nn.functional.sigmoid_``, whose result is written back into its input); Float16 by
    MindSpore's half rule (:func:`.half.sigmoid`)."""
    return _half.sigmoid(t) if t.dtype == torch.float16 else torch.sigmoid(t)


def gelu_torch(t: torch.Tensor, approximate: str = "none") -> torch.Tensor:
    """torch's GELU, exact or ``approximate='tanh'`` (``mint.nn.functional.gelu``; see :func:`.elementwise.gelu`
    for ``ops.gelu``'s dtype check)."""
    return F.gelu(t, approximate=approximate)


def leaky_relu_torch(t: torch.Tensor, negative_slope: float = 0.01) -> torch.Tensor:
    """torch's leaky ReLU (``mint.nn.functional.leaky_relu``; ``ops.leaky_relu`` is :func:`.elementwise.leaky_relu`);
    Float16 by MindSpore's half rule (:func:`.half.leaky_relu`)."""
    return _half.leaky_relu(t, negative_slope) if t.dtype == torch.float16 else F.leaky_relu(t, negative_slope)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
