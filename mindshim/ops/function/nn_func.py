"""Neural-network functional ops (`ops.relu`, `ops.softmax`, `ops.conv2d`, `ops.cross_entropy`, ...) onto torch."""

from __future__ import annotations

from ... import _api
import math
from typing import Any

import torch

from ..._kernels import activation as _KA
from ..._kernels import attention as _K_attn
from ..._kernels import elementwise as _K_elem
from ..._kernels import embedding as _K_emb
from ..._kernels import image as _K_img
from ..._kernels import errors as _errors
from ..._kernels import linear as _K_lin
from ..._kernels import conv as _K_conv
from ..._kernels import dropout as _K_drop
from ..._kernels import linalg as _K_linalg
from ..._kernels import loss as _K_loss
from ..._kernels import normalization as _K_norm
from ..._kernels import padding as _K_pad
from ..._kernels import pooling as _K_pool
from ..._kernels import random as _K_random
from ..._kernels import stdrandom as _std
from .._primitive_cache import (
    _get_cache_prim as _get_cache_prim,
)  # MindSpore's nn_func imports it; code reaches it there
from ._utils import Tensor, _as_tensor, _bcast_error, _check_is_tensor, _float_only, _ms_dtype_name, _type_name, _wrap
from ._utils import _init_types, _no_attribute, _prim_attrs, _tensor_arg, _tensor_only
from . import random_func as _R
from ...common import dtype as _mstype
from ...context import get_context as _get_context

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)  # and the names outside __all__ (_api.UNLISTED)


_F16_32_64 = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"


def _prim_float(op: str, arg: str, t: torch.Tensor, allowed: str = _F16_32_64) -> torch.Tensor:
    """Raise MindSpore's primitive-argument TypeError when ``t`` is not floating point; else return ``t``."""
    if t.is_floating_point():
        return t
    name = _ms_dtype_name(t)
    got = f"Tensor[{name}]" if allowed.startswith("{Tensor") else name
    raise TypeError(f"For primitive[{op}], the input argument[{arg}] must be a type of {allowed}, but got {got}.")


def relu(input, inplace: bool = False) -> Tensor:
    """``max(input, 0)`` (NaN gives 0); integer and Bool dtypes are kept. Mirrors ``mindspore.ops.relu`` /
    ``ops.ReLU`` (2.10). With ``inplace`` the result is also written into ``input``.

    Raises:
        TypeError: if ``input`` is not a Tensor (``Failed calling ReLU ...``).
    """
    if not isinstance(input, Tensor):
        raise _errors.signature_error("ReLU", {}, {"input": input})
    if inplace:
        _K_elem.relu_(input._data())
        return input
    return _wrap(_K_elem.relu(input._data()))


@_tensor_only("ReLU6()(x=<Tensor>)")
def relu6(x) -> Tensor:
    """``min(max(x, 0), 6)``. Mirrors ``mindspore.ops.relu6`` / ``ops.ReLU6``.

    Raises:
        TypeError: for input other than Float16/Float32 (MindSpore's ReLU6 primitive).
    """
    return _wrap(_KA.relu6(_as_tensor(x)))


def softmax(input, axis: int = -1, *, dtype=None) -> Tensor:
    """Softmax along ``axis``. Mirrors ``mindspore.ops.softmax`` / ``ops.Softmax(axis=-1)`` (2.10).

    ``dtype`` casts the input first. A row with no finite maximum (all ``-inf``) gives 0, as MindSpore's kernel.

    Raises:
        TypeError: for non-float input, or an input that is not a Tensor.
        ValueError: for an axis out of range (a 0-d input has none).
    """
    if not isinstance(input, Tensor):
        raise _errors.call_error("Softmax", input)
    t = input._data()
    if dtype is not None:
        from ...common import dtype as mstype

        t = t.to(mstype.to_torch_dtype(dtype))
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise TypeError(f" the type of 'axis' must be 'int', but got '{axis}' with type '{type(axis).__name__}'.")
    return _wrap(_K_elem.softmax(t, axis))


def _softmax_prim(input, axis: tuple) -> Tensor:
    """``ops.Softmax(axis)(input)``: :func:`softmax` over the one axis of the primitive's tuple; MindSpore's CPU
    kernel fails (RuntimeError) for a tuple of several axes."""
    if len(axis) != 1:
        raise _errors.runtime_error(
            "Softmax", f"the parameter 'axis' only support int type on CPU, but got tuple {tuple(axis)}.", sep=", "
        )
    return softmax(input, int(axis[0]) if not isinstance(axis[0], bool) else axis[0])


def softmin(x, axis: int = -1, *, dtype=None) -> Tensor:
    """``softmax(-x)`` along ``axis``. Mirrors ``mindspore.ops.softmin`` (2.10); ``dtype`` casts the input first.

    Raises:
        TypeError: for non-float input (the message names ``Softmax``, as MindSpore's); for a non-Tensor ``x``,
            Softmax's ``Failed calling`` naming ``-1 * x`` as MindSpore computes it first (``True`` is an int, a
            list an empty list; None is Python's TypeError of that product).
    """
    if not isinstance(x, Tensor):
        raise _errors.tensor_only_error(
            "Softmax(axis=<int, tuple of int>)(input=<Tensor>)", {"x": -1 * x}, {"axis": "Tuple<int>"}
        )
    t = _as_tensor(x)
    if dtype is not None:
        from ...common import dtype as mstype

        t = t.to(mstype.to_torch_dtype(dtype))
    if isinstance(axis, (tuple, list)):
        axis = axis[0]
    return _wrap(_KA.softmin(t, axis))


def log_softmax(logits, axis: int = -1) -> Tensor:
    """Log-softmax along ``axis``. Mirrors ``mindspore.ops.log_softmax`` / ``ops.LogSoftmax(axis=-1)``.

    Raises:
        TypeError: for non-float input.
    """
    t = _float_only("LogSoftmax", _as_tensor(logits))
    return _wrap(_K_elem.log_softmax(t, axis))


@_tensor_only(
    "For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}."
)
def gelu(input, approximate: str = "none") -> Tensor:
    """GELU; ``approximate='tanh'`` uses the tanh formula. Mirrors ``mindspore.ops.gelu`` (2.10, default exact).

    Raises:
        ValueError: if ``approximate`` is not 'none' or 'tanh'.
        TypeError: for non-float input.
    """
    if approximate not in ("none", "tanh"):
        raise ValueError("For ops.gelu, approximate value should be either 'none' or 'tanh'.")
    _K_elem.need_tensor("gelu", input)
    return _wrap(_K_elem.gelu(_as_tensor(input), approximate))


@_tensor_only("FastGeLU()(x=<Tensor>)")
def fast_gelu(x) -> Tensor:
    """``x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))``. Mirrors ``mindspore.ops.fast_gelu`` / ``ops.FastGeLU``.

    Raises:
        TypeError: for input other than Float16/Float32.
    """
    return _wrap(_KA.fast_gelu(_as_tensor(x)))


def silu(input) -> Tensor:
    """``x * sigmoid(x)``. Mirrors ``mindspore.ops.silu``.

    Raises:
        TypeError: for non-float input.
    """
    _K_elem.need_tensor("silu", input)
    return _wrap(_KA.silu_torch(_float_only("Sigmoid", _as_tensor(input))))


def elu(input_x, alpha: float = 1.0) -> Tensor:
    """ELU. Mirrors ``mindspore.ops.elu`` / ``ops.Elu`` (2.10).

    Raises:
        TypeError: ``input_x`` not a Tensor or ``alpha`` not a float (``Failed calling Elu``), or non-float input.
        ValueError: if ``alpha`` is not 1.0 (MindSpore's kernel supports only 1.0), or a Tensor of rank >= 1.
    """
    (alpha,) = _prim_attrs("Elu", {"alpha": alpha}, {"input_x": input_x}, {"alpha": "float"})
    _KA.check_elu_alpha(alpha)
    return _wrap(_KA.elu(_float_only("Elu", _as_tensor(input_x)), alpha))


def leaky_relu(input, alpha: float = 0.2) -> Tensor:
    """``x if x > 0 else alpha * x`` (MindSpore's default ``alpha`` is 0.2). Mirrors ``mindspore.ops.leaky_relu``.

    Integer input keeps its dtype; ``alpha`` is then cast to that integer type first (0.2 -> 0), as MindSpore.

    Raises:
        TypeError: ``input`` not a Tensor, or ``alpha`` not an int or a float (MindSpore's ``_check_value_type``).
        AttributeError: ``input`` None (MindSpore reads its ``dtype``).
    """
    _tensor_arg("leaky_relu", "input", input)
    if isinstance(alpha, bool) or not isinstance(alpha, (float, int)):
        raise _errors.value_type_error("alpha", alpha, (float, int), "leaky_relu")
    return _wrap(_K_elem.leaky_relu(_as_tensor(input), alpha))


def hardswish(input) -> Tensor:
    """``x * relu6(x + 3) / 6``. Mirrors ``mindspore.ops.hardswish`` / ``ops.HSwish``.

    Integer input keeps its dtype (the division truncates).
    """
    _K_elem.need_tensor("HSwish", input)
    return _wrap(_K_elem.hardswish(_as_tensor(input)))


@_tensor_only("HSigmoid()(input=<Tensor>)")
def hardsigmoid(input) -> Tensor:
    """``relu6(x + 3) / 6``. Mirrors ``mindspore.ops.hardsigmoid`` / ``ops.HSigmoid``.

    Integer input keeps its dtype (the division truncates).

    Raises:
        TypeError: for unsigned or bool input.
    """
    return _wrap(_KA.hardsigmoid(_as_tensor(input)))


def hardtanh(input, min_val: float = -1.0, max_val: float = 1.0) -> Tensor:
    """Clamp to ``[min_val, max_val]`` (``max_val`` wins when ``min_val > max_val``); integer dtypes are kept.

    Mirrors ``mindspore.ops.hardtanh`` (2.10).

    Raises:
        TypeError: ``input`` not a Tensor, or ``min_val`` / ``max_val`` not an int or a float (MindSpore's
            ``_check_value_type``, in that order).
        AttributeError: ``input`` None (MindSpore reads its ``dtype``).
    """
    _tensor_arg("hardtanh", "input", input)
    for name, v in (("min_val", min_val), ("max_val", max_val)):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise _errors.value_type_error(name, v, (int, float), "hardtanh")
    return _wrap(_KA.hardtanh(_as_tensor(input), min_val, max_val))


@_tensor_only("Primitive[Softplus](x)")
def softplus(input, beta: float = 1, threshold: float = 20) -> Tensor:
    """``log(1 + exp(beta x)) / beta`` (linear above ``threshold``). Mirrors ``mindspore.ops.softplus``.

    Raises:
        TypeError: for non-float input.
    """
    return _wrap(_KA.softplus(_prim_float("Softplus", "x", _as_tensor(input)), beta, threshold))


@_tensor_only("Primitive[Mish](input_x)")
def mish(x) -> Tensor:
    """``x * tanh(softplus(x))``. Mirrors ``mindspore.ops.mish`` / ``ops.Mish``.

    Float16/BFloat16 are computed in Float32 and rounded once, as MindSpore's CPU kernel does.

    Raises:
        TypeError: for non-float input.
    """
    return _wrap(_KA.mish(_prim_float("Mish", "input_x", _as_tensor(x))))


@_tensor_only("Primitive[SeLU](input_x)")
def selu(input_x) -> Tensor:
    """SELU: ``scale * (max(0, x) + min(0, alpha * (exp(x) - 1)))``. Mirrors ``mindspore.ops.selu`` / ``ops.SeLU``.

    Integer input keeps its dtype; MindSpore's kernel then gives ``max(x, 0)``, and so does this.
    """
    return _wrap(_KA.selu(_as_tensor(input_x)))


def celu(x, alpha: float = 1.0) -> Tensor:
    """CELU: ``max(0, x) + min(0, alpha * (exp(x / alpha) - 1))``. Mirrors ``mindspore.ops.celu`` / ``ops.CeLU``.

    Raises:
        ValueError: if ``alpha`` is 0, or a Tensor of rank >= 1.
        TypeError: ``x`` not a Tensor or ``alpha`` not a float (``Failed calling CeLU``), or non-float input.
    """
    (alpha,) = _prim_attrs("CeLU", {"alpha": alpha}, {"x": x}, {"alpha": "float"})
    if alpha == 0:
        raise ValueError(f"For primitive[CeLU], the alpha must be not equal to 0 , but got {alpha:g}.")
    return _wrap(_KA.celu(_prim_float("CeLU", "input_x", _as_tensor(x)), alpha))


def prelu(input, weight) -> Tensor:
    """PReLU: ``x if x > 0 else weight[c] * x`` with one weight per channel (axis 1) or one shared.

    Mirrors ``mindspore.ops.prelu`` / ``ops.PReLU`` (2.10).

    Raises:
        TypeError: an operand not a Tensor (``Failed calling PReLU``), or not Float16/Float32.
        ValueError: if ``weight`` has rank above 1, or neither 1 nor channel-count elements.
    """
    _prim_attrs("PReLU", {}, {"input": input, "weight": weight}, {})
    return _wrap(_KA.prelu(_as_tensor(input), _as_tensor(weight), check=True))


@_tensor_only("the 'input' must be a Tensor but got {cls}.", op="rrelu")
def rrelu(input, lower: float = 1.0 / 8, upper: float = 1.0 / 3) -> Tensor:
    """Randomized leaky ReLU: negatives are scaled by a slope drawn from U[lower, upper] per element.

    Mirrors ``mindspore.ops.rrelu`` (2.10). The slopes come from torch's generator, so they differ from
    MindSpore's for the same seed. Integer input keeps its dtype (negatives become 0, as MindSpore).
    """
    return _wrap(_KA.rrelu(_as_tensor(input), lower, upper))


@_tensor_only("Primitive[Softsign](input_x)")
def softsign(x) -> Tensor:
    """``x / (1 + |x|)``. Mirrors ``mindspore.ops.softsign`` / ``ops.Softsign``.

    Raises:
        TypeError: for non-float input.
    """
    return _wrap(_KA.softsign(_prim_float("Softsign", "input_x", _as_tensor(x))))


@_tensor_only("Sigmoid()(input=<Tensor>)")
def logsigmoid(x) -> Tensor:
    """``log(sigmoid(x))``. Mirrors ``mindspore.ops.logsigmoid``.

    Raises:
        TypeError: for non-float input.
    """
    return _wrap(_KA.logsigmoid(_float_only("Sigmoid", _as_tensor(x))))


@_tensor_only("For tanhshrink, the input must be a Tensor, but got {cls}.")
def tanhshrink(input) -> Tensor:
    """``x - tanh(x)``; integer input gives Float32. Mirrors ``mindspore.ops.tanhshrink`` (2.10)."""
    return _wrap(_KA.tanhshrink(_as_tensor(input)))


@_tensor_only("SoftShrink(lambd=<bool, int, float>)(input=<Tensor>)")
def softshrink(input, lambd: float = 0.5) -> Tensor:
    """``x - lambd`` above ``lambd``, ``x + lambd`` below ``-lambd``, else 0. Mirrors ``mindspore.ops.softshrink``
    (also ``ops.soft_shrink``, ``ops.SoftShrink``, ``Tensor.soft_shrink``).

    Raises:
        TypeError: for input other than BFloat16/Float16/Float32.
        RuntimeError: if ``lambd`` is negative.
    """
    t = _KA.check_shrink("SoftShrink", _as_tensor(input))
    if lambd < 0:
        raise _errors.runtime_error(
            "SoftShrink", f"the values for lambd should be greater or equal to 0, , but found to be [{lambd:g}]."
        )
    return _wrap(_KA.softshrink(t, lambd))


soft_shrink = softshrink


@_tensor_only("HShrink(lambd=<bool, int, float>)(input=<Tensor>)")
def hardshrink(input, lambd: float = 0.5) -> Tensor:
    """``x`` where ``|x| > lambd``, else 0. Mirrors ``mindspore.ops.hardshrink`` / ``ops.HShrink`` (2.10).

    Raises:
        TypeError: for input other than BFloat16/Float16/Float32.
    """
    return _wrap(_KA.hardshrink(_KA.check_shrink("HShrink", _as_tensor(input)), lambd))


def threshold(input, thr, value) -> Tensor:
    """``x`` where ``x > thr``, else ``value``; the dtype is kept. Mirrors ``mindspore.ops.threshold`` (2.10).

    Raises:
        TypeError: if ``thr`` or ``value`` is not a Python int/float.
    """
    for name, v in (("thr", thr), ("value", value)):
        if not isinstance(v, (int, float)) or isinstance(v, bool):
            raise _errors.type_error(
                "threshold",
                f"the type of '{name}' should be one of '['float', 'int']', but got type '{_type_name(v)}'.",
            )
    return _wrap(_KA.threshold(_as_tensor(input), thr, value))


def glu(x, axis: int = -1) -> Tensor:
    """``a * sigmoid(b)`` where ``a, b`` are the halves of ``x`` along ``axis``. Mirrors ``mindspore.ops.glu``.

    Raises:
        ValueError: if that axis has odd length.
    """
    return _wrap(_KA.glu(_as_tensor(x), axis, check=True))


def gumbel_softmax(logits, tau: float = 1.0, hard: bool = False, dim: int = -1) -> Tensor:
    """Softmax of ``(logits + Gumbel noise) / tau`` along ``dim``; ``hard`` gives one-hot samples (straight-through
    gradient). Mirrors ``mindspore.ops.gumbel_softmax`` (2.10); the noise comes from torch's generator.

    Raises:
        TypeError: ``logits`` not a Tensor or not Float16/Float32; ``tau`` not a float, ``hard`` not a bool, ``dim``
            not an int (MindSpore's checks, in its order).
        ValueError: a 0-D ``logits``, ``tau`` not positive, ``dim`` out of range (``[-1, ndim)`` when ``hard``).
    """
    from ... import _checkparam as validator

    if not isinstance(logits, Tensor):
        raise TypeError("The input logits must be tensor")
    if not logits.shape:
        raise ValueError("For gumbel_softmax, the 0-D input is not supported.")
    t = logits._data()
    _KA.check_gumbel_dtype(t)
    validator.check_value_type("tau", tau, [float], "gumbel_softmax")
    validator.check_value_type("hard", hard, [bool], "gumbel_softmax")
    validator.check_value_type("dim", dim, [int], "gumbel_softmax")
    validator.check_positive_float(tau, "tau", "gumbel_softmax")
    n = len(logits.shape)
    validator.check_int_range(dim, -1 if hard else -n, n, validator.INC_LEFT, "dim", "gumbel_softmax")
    return _wrap(_KA.gumbel_softmax(t, tau, hard, dim))


def _t_fold(self, *args, **kwargs):
    return fold(self, *args, **kwargs)


def _t_unfold(self, *args, **kwargs):
    return unfold(self, *args, **kwargs)


def dropout(input, p: float = 0.5, training: bool = True, seed=None) -> Tensor:
    """Zero entries with probability ``p`` and scale the rest by ``1/(1-p)`` when ``training``.

    Mirrors ``mindspore.ops.dropout`` (2.10): a new ``Dropout`` kernel per call, seeded with
    ``_get_graph_seed(seed, "dropout")`` (which advances per call), so for a Float16/32/64 ``input`` on CPU the
    dropped positions are MindSpore's for the same ``mindspore.set_seed``/``seed``; BFloat16 and other devices:
    torch's generator.

    Raises:
        TypeError: ``input`` not a float Tensor.
        RuntimeError: ``p`` outside [0, 1) (MindSpore's kernel check of ``keep_prob = 1 - p``).
    """
    if training is False:  # MindSpore returns the input untouched, unchecked
        return input
    t = _as_tensor(input) if isinstance(input, (Tensor, torch.Tensor)) else input
    _K_drop.check_input(t)
    _K_drop.check_keep_prob(1 - p)  # an int p gives an int keep_prob: MindSpore's TypeError
    if t.device.type == "cpu" and t.dtype in _K_random.STREAM_FLOATS:
        return _wrap(_K_random.dropout_stream(t, 1 - p, _R._mindspore_stream("dropout", seed, _std.Minstd))[0])
    return _wrap(_K_drop.dropout(t, p, training))


def _pair(v, n=2):
    return tuple(v) if isinstance(v, (list, tuple)) else (v,) * n


def _conv_groups(in_c: int, out_c: int, groups) -> None:
    """``ops.conv*d``'s check that ``groups`` divides both channel counts (ValueError)."""
    if in_c % groups or out_c % groups:
        raise ValueError(
            "The argument 'groups' should be divisible by 'in_channel' and 'out_channel', but got "
            f"group:{groups}, in_channel:{in_c}, out_channel:{out_c}."
        )


def _conv(op: str, nd: int, input, weight, bias, stride, pad_mode: str, pad, dilation, groups: int,
          functional: bool = True):  # fmt: skip
    """The convolution behind ``ops.conv1d/2d/3d`` (``functional``) and ``ops.Conv2D/Conv3D``: the conv kernel.

    ``pad`` is an int or ``2*nd`` values. As MindSpore's functions, ``ops.conv*d`` read ``weight.shape`` and
    ``input.shape`` first (``AttributeError`` for a non-tensor) and check ``groups`` against the channels.
    """
    if functional:
        _conv_groups(input.shape[1], weight.shape[0], groups)
    _K_conv.check_window(op, "stride", stride, nd)
    _K_conv.check_window(op, "dilation", dilation, nd)
    t = _as_tensor(input) if isinstance(input, (Tensor, torch.Tensor)) else input
    w = _as_tensor(weight) if isinstance(weight, (Tensor, torch.Tensor)) else weight
    b = _as_tensor(bias) if bias is not None else None
    return _wrap(_K_conv.conv_nd(op, t, w, b, _pair(stride, nd)[-nd:], pad_mode, pad, _pair(dilation, nd)[-nd:],
                                 groups))  # fmt: skip


def _conv2d_attrs(name: str, out_channel, kernel_size, mode, pad_mode, pad, stride, dilation, group,
                  data_format="NCHW") -> tuple:  # fmt: skip
    """The constructor checks of MindSpore's ``Conv2D`` (2.10), in its order; ``ops.conv2d``/``conv1d`` build one
    from the weight's shape. Returns ``(stride, dilation, pad)`` as 4-tuples (``(1, 1, h, w)`` and
    ``(top, bottom, left, right)``).

    Raises:
        TypeError: a window attribute or ``pad`` neither an int nor a tuple (a bool, float or list), ``pad_mode``
        not a str, ``out_channel``/``group`` not ints. ValueError: a window item that is not a positive int, a
        ``pad`` not of 4, ``pad_mode`` not 'valid'/'same'/'pad', a nonzero ``pad`` without 'pad', a negative pad
        item, ``mode`` not 1, ``data_format`` not 'NCHW', ``out_channel``/``group`` not positive.
    """
    from ... import _checkparam as validator

    validator._check_positive_int_or_tuple("kernel_size", kernel_size, name)
    stride = validator._check_positive_int_or_tuple("stride", stride, name, allow_four=True, ret_four=True)
    dilation = validator._check_positive_int_or_tuple("dilation", dilation, name, allow_four=True, ret_four=True)
    validator.check_value_type("pad", pad, (int, tuple), name)
    validator.check_value_type("pad_mode", pad_mode, [str], name)
    shown = pad
    if isinstance(pad, int):
        pad = (pad,) * 4
    else:
        validator.check_equal_int(len(pad), 4, "pad size", name)
    validator.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", name)
    if pad_mode != "pad" and pad != (0, 0, 0, 0):
        raise _errors.value_error(
            name, f"the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': {shown} and 'pad_mode': "
            f"{pad_mode}.",
        )  # fmt: skip
    if pad_mode == "pad":
        for item in pad:
            validator.check_non_negative_int(item, "pad item", name)
    validator.check_equal_int(mode, 1, "mode", name)
    fmt = validator.check_string(data_format, ["NCHW", "NHWC"], "format", name)
    if fmt == "NHWC":
        raise _errors.value_error(
            name,
            "the 'NHWC' format is only supported in GPU target, but got the 'data_format' is NHWC and platform is CPU.",
        )
    validator.check_positive_int(out_channel, "out_channel", name)
    validator.check_positive_int(group, "group", name)
    return stride, dilation, pad


def _conv_lengths(nd: int, **args) -> None:
    """MindSpore's ``_check_conv_iterable_lengths`` of ``ops.conv2d``/``conv3d``: a tuple/list ``stride`` or
    ``dilation`` holds ``nd`` items (ValueError)."""
    for arg, v in args.items():
        if isinstance(v, (tuple, list)) and len(v) != nd:
            raise _errors.value_error(
                f"conv{nd}d", f"the {arg} must be a int or a tuple/list with length {nd}, but got {v}."
            )


def _conv1d_window(name: str, x) -> tuple:
    """MindSpore's ``_dim_manipulation`` of ``ops.conv1d``'s ``stride``/``dilation``: an int or 1 item, as ``(1, x)``."""
    if isinstance(x, int):
        if x <= 0:
            raise _errors.value_error("conv1d", f"{name} must be a positive int, but got {x}.")
        return 1, x
    if isinstance(x, (tuple, list)):
        if len(x) != 1:
            raise _errors.value_error("conv1d", f"{name} must be a tuple/list with 1 element or int, but got {x}.")
        if x[0] <= 0:
            raise _errors.value_error("conv1d", f"elements in {name} must be positive int, but got {x}.")
        return 1, x[0]
    raise _errors.value_error("conv1d", f"{name} must be an int or a tuple/list with 1 element, but got {x}.")


def _sym_pad(op: str, padding, nd: int):
    """Functional ``padding``: an int, or ``nd`` values each padding both sides of one axis."""
    if isinstance(padding, int):
        return padding
    if not isinstance(padding, (tuple, list)):
        raise _errors.type_error(op, f"padding must be a tuple, list or int, but got {type(padding)}.")
    if len(padding) != nd:
        if nd == 1:
            raise _errors.value_error(op, f"padding must be a tuple or list with 1 element or int, but got {padding}.")
        raise _errors.value_error(op, f"'padding' must be a tuple or list of {nd} integers, but got {padding}.")
    return tuple(p for v in padding for p in (v, v))


def conv1d(input, weight, bias=None, stride=1, pad_mode: str = "valid", padding=0, dilation=1,
           groups: int = 1) -> Tensor:  # fmt: skip
    """1-D convolution of ``(N, C, L)`` input. Mirrors ``mindspore.ops.conv1d`` (2.10).

    ``pad_mode``: 'valid', 'same' (TF-style, the extra pad at the end) or 'pad' (``padding`` on both sides).

    Raises:
        ValueError: for non-3-D input or weight, nonzero ``padding`` without ``pad_mode='pad'``, or ``groups``
            not dividing the channel counts.
    """
    for v in (input, weight):  # MindSpore's conv1d reads the shapes first
        if not isinstance(v, (Tensor, torch.Tensor)):
            raise AttributeError(f"'{type(v).__name__}' object has no attribute 'shape'")
    t, w = _as_tensor(input), _as_tensor(weight)
    if t.ndim != 3:
        raise _errors.value_error("conv1d", f"the input must be a 3D Tensor, but got input of {t.ndim}D.")
    if w.ndim != 3:
        raise _errors.value_error("conv1d", f"the weight must be a 3D Tensor, but got input of {w.ndim}D.")
    pad = _sym_pad("conv1d", padding, 1)
    pad = (0, 0, pad, pad) if isinstance(pad, int) else (0, 0, *pad)
    _conv_groups(t.shape[1], w.shape[0], groups)
    dilation, stride = _conv1d_window("dilation", dilation), _conv1d_window("stride", stride)
    _conv2d_attrs("Conv2D", w.shape[0], (1, w.shape[2]), 1, pad_mode, pad, stride, dilation, groups)
    return _conv("Conv2D", 1, t, w, bias, stride[1], pad_mode, pad[2:], dilation[1], groups)


def conv2d(input, weight, bias=None, stride=1, pad_mode: str = "valid", padding=0, dilation=1,
           groups: int = 1) -> Tensor:  # fmt: skip
    """2-D convolution of NCHW input. Mirrors ``mindspore.ops.conv2d`` (2.10).

    Args:
        pad_mode (str): 'valid' (no padding), 'same' (TF-style, extra at bottom/right) or 'pad' (use ``padding``:
            an int or ``(pad_h, pad_w)``, each on both sides).

    Raises:
        ValueError: for a ``padding`` that is not an int or a pair, nonzero ``padding`` without ``pad_mode='pad'``,
            or ``groups`` not dividing the channel counts.
    """
    _conv_lengths(2, stride=stride, dilation=dilation)
    pad = _sym_pad("conv2d", padding, 2) if isinstance(padding, (tuple, list)) else padding
    w_shape = weight.shape
    _conv_groups(input.shape[1], w_shape[0], groups)
    _conv2d_attrs("Conv2D", w_shape[0], tuple(w_shape[2:4]), 1, pad_mode, pad, stride, dilation, groups)
    return _conv("Conv2D", 2, input, weight, bias, stride, pad_mode, pad, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, pad_mode: str = "valid", padding=0, dilation=1,
           groups: int = 1) -> Tensor:  # fmt: skip
    """3-D convolution of NCDHW input. Mirrors ``mindspore.ops.conv3d`` (2.10); ``padding`` is an int or 3 values."""
    return _conv("Conv3D", 3, input, weight, bias, stride, pad_mode, _sym_pad("conv3d", padding, 3),
                 dilation, groups)  # fmt: skip


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups: int = 1,
                     dilation=1) -> Tensor:  # fmt: skip
    """Transposed 2-D convolution, weight ``(C_in, C_out/groups, kH, kW)`` (torch semantics). Mirrors
    ``mindspore.ops.conv_transpose2d`` (2.10; MindSpore's CPU build has no kernel for it, mindshim computes it)."""
    b = _as_tensor(bias) if bias is not None else None
    return _wrap(
        _K_conv.conv_transpose_torch(
            _as_tensor(input), _as_tensor(weight), b, stride, padding, output_padding, groups, dilation
        )  # fmt: skip
    )


def _int_tuple(value, nd: int) -> tuple:
    """An int, ``nd`` ints or MindSpore's long form (``(1, 1, *nd)``) -> ``nd`` ints."""
    if isinstance(value, int):
        return (value,) * nd
    return tuple(value)[-nd:]


def _pad_pairs(pad, nd: int) -> tuple:
    """MindSpore's ``pad`` (an int, or ``(before, after)`` per spatial dim, flattened) -> ((before, after), ...)."""
    if isinstance(pad, int):
        return ((pad, pad),) * nd
    return tuple((pad[2 * i], pad[2 * i + 1]) for i in range(nd))


def _conv3d_transpose(inputs, weight, pad_mode: str, pad, stride, dilation, group: int, output_padding) -> Tensor:
    t, w = _as_tensor(inputs), _as_tensor(weight)
    s, d = _int_tuple(stride, 3), _int_tuple(dilation, 3)
    extra = _int_tuple(output_padding, 3)
    starts, lengths = _K_conv.transpose_window(
        t.shape[2:], w.shape[2:], s, d, pad_mode.lower(), _pad_pairs(pad, 3), extra
    )
    return _wrap(_K_conv.conv_transpose(t, w, None, s, d, group, starts, lengths))


def conv3d_transpose(inputs, weight, pad_mode: str = "valid", padding=0, stride=1, dilation=1, group: int = 1,
                     output_padding=0) -> Tensor:  # fmt: skip
    """3-D transposed convolution of NCDHW ``inputs`` with ``weight`` ``(C_in, C_out / group, kD, kH, kW)``.

    Mirrors ``mindspore.ops.conv3d_transpose`` (2.10) and ``ops.Conv3DTranspose``: output length per dim
    ``(n - 1) * stride + k'`` ('valid'), ``n * stride`` ('same') or ``(n - 1) * stride - before - after + k' +
    output_padding`` ('pad', ``padding`` an int or ``(head, tail, top, bottom, left, right)``), with
    ``k' = dilation * (k - 1) + 1``.

    Raises:
        ValueError: for an unknown ``pad_mode``, nonzero ``padding``/``output_padding`` without 'pad', or an
            ``output_padding`` not below ``max(stride, dilation)``.
    """
    _conv3dt_check("Conv3DTranspose", pad_mode, padding, stride, dilation, output_padding)
    return _conv3d_transpose(inputs, weight, pad_mode, padding, stride, dilation, group, output_padding)


def _conv3dt_check(op: str, pad_mode, pad, stride, dilation, output_padding) -> None:
    """The attribute checks of MindSpore's ``Conv3DTranspose``."""
    from ... import _checkparam as validator

    mode = validator.check_string(pad_mode.lower(), ["valid", "same", "pad"], "pad_mode", op)
    if mode != "pad" and pad not in (0, (0,) * 6):
        raise _errors.value_error(
            op,
            f"the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not \"pad\", but got 'pad' "
            f"is {pad} and 'pad_mode' is {pad_mode}.",
        )
    d3 = _int_tuple(dilation, 3)
    if d3[0] != 1:
        raise _errors.value_error(op, f"the depth of parameter 'dilation' must be 1, but got {d3[0]}.")
    op3 = _int_tuple(output_padding, 3)
    if mode != "pad" and any(op3):
        raise _errors.value_error(
            op,
            f"the 'output_padding' must be zero or (0, 0, 0) when 'pad_mode' is not \"pad\", but got "
            f"'output_padding' is {output_padding} and 'pad_mode' is {pad_mode}.",
        )
    for v, s, d, axis in zip(op3, _int_tuple(stride, 3), d3, "dhw"):
        if v >= max(s, d):
            what = (
                f"output_padding_{axis} belonging [0, max(stride_{axis},{' ' if axis == 'd' else ''}dilation_{axis}))"
            )
            raise _errors.value_error(
                op, f"the '{what}' must be in range of [0, {max(s, d)}), but got {v} with type 'int'."
            )


def _argmax_pool_input(x) -> torch.Tensor:
    """The input checks of MindSpore's ``MaxPoolWithArgmaxV2``/``MaxPool3DWithArgmax`` (``ops.max_pool2d/3d``).

    Raises:
        TypeError: ``x`` not a Tensor, or a bool/complex dtype (the kernels take real numbers).
    """
    if not isinstance(x, (Tensor, torch.Tensor)):
        raise TypeError(
            "For Primitive[MaxPoolWithArgmaxV2], the type of input argument[input] must be Tensor but got "
            f"{type(x).__name__ if x is not None else None}."
        )
    t = _as_tensor(x)
    if t.dtype == torch.bool or t.is_complex():
        raise TypeError(
            "For primitive[MaxPoolWithArgmaxV2], the input argument[input] must be a type of {Tensor[Float16], "
            "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
            "Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got "
            f"Tensor[{_ms_dtype_name(t)}]."
        )
    return t


def _argmax_pool_attrs(nd: int, kernel_size, strides, pads, dilation, ceil_mode) -> tuple:
    """The attribute checks of MindSpore's ``MaxPoolWithArgmaxV2`` (``nd=2``) / ``MaxPool3DWithArgmax`` (``nd=3``)
    constructors, in their order: ``ceil_mode`` a bool, then ``kernel_size`` (``ksize``), ``strides`` (``None``:
    the kernel, 2-D only), ``pads`` (>= 0) and ``dilation``, each an int or a tuple of 2 (or 4) / 3 (or 5 for the
    3-D dilation) ints. Returns ``(kernel, strides, pads, dilation)`` as ``nd``-tuples.

    Raises:
        TypeError: ``ceil_mode`` not a bool, or a window attribute neither an int nor a tuple (a bool, a float or a
        list). ValueError: a tuple of another length, or an item that is not a positive (pads: non-negative) int.
    """
    from ... import _checkparam as validator

    if nd == 2:
        prim = "MaxPoolWithArgmaxV2"
        validator.check_value_type("ceil_mode", ceil_mode, bool, prim)
        k = validator._check_positive_int_or_tuple("kernel_size", kernel_size, prim, ret_four=True)
        strides = kernel_size if strides is None else strides
        s = validator._check_positive_int_or_tuple("strides", strides, prim, ret_four=True)
        p = validator._check_positive_int_or_tuple("pads", pads, prim, ret_four=True, strict_positive=False)
        d = validator._check_positive_int_or_tuple("dilation", dilation, prim, ret_four=True)
        return k[2:], s[2:], p[2:], d[2:]
    prim = "MaxPool3DWithArgmax"
    validator.check_value_type("ceil_mode", ceil_mode, bool, prim)
    k = validator._check_3d_int_or_tuple("ksize", kernel_size, prim)
    s = validator._check_3d_int_or_tuple("strides", strides, prim)
    p = validator._check_3d_int_or_tuple("pads", pads, prim, greater_zero=False)
    d = validator._check_3d_int_or_tuple("dilation", dilation, prim, allow_five=True)
    return k, s, p, d


def _max_pool_fn(nd: int, x, kernel_size, stride, padding, dilation, ceil_mode: bool, return_indices: bool):
    """``ops.max_pool2d``/``max_pool3d``: the pooling kernel over ``nd`` axes, ``stride`` defaulting to the kernel."""
    k, s, p, d = _argmax_pool_attrs(nd, kernel_size, kernel_size if stride is None else stride, padding, dilation,
                                    ceil_mode)  # fmt: skip
    t = _argmax_pool_input(x)
    if t.dim() != nd + 2:
        raise _errors.value_error(
            f"MaxPoolWithArgmax{'V2' if nd == 2 else ''}",
            f"the input 'x' must be a {nd + 2}-D tensor, but got {t.dim()}-D.",
        )
    r = _K_pool.max_pool(t, k, s, p, d, ceil_mode, return_indices,
                         "MaxPoolWithArgmaxV2" if nd == 2 else "MaxPool3DWithArgmax")  # fmt: skip
    if return_indices:
        return _wrap(r[0]), _wrap(r[1])
    return _wrap(r)


def max_pool2d(x, kernel_size, stride=None, padding=0, dilation=1, return_indices: bool = False,
               ceil_mode: bool = False):  # fmt: skip
    """2-D max pooling (NCHW). Mirrors ``mindspore.ops.max_pool2d`` (2.10); ``stride`` defaults to ``kernel_size``.

    Returns:
        Tensor, or ``(output, argmax)`` with Int64 indices flat over each H*W plane when ``return_indices``.

    Raises:
        TypeError: ``x`` not a Tensor, or a bool/complex one.
        ValueError: a window that does not fit the (padded) input.
    """
    return _max_pool_fn(2, x, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def max_pool3d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode: bool = False,
               return_indices: bool = False):  # fmt: skip
    """3-D max pooling (NCDHW). Mirrors ``mindspore.ops.max_pool3d`` (2.10); ``stride`` defaults to ``kernel_size``.

    Returns:
        Tensor, or ``(output, argmax)`` with Int64 indices flat over each D*H*W volume when ``return_indices``.
    """
    return _max_pool_fn(3, x, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def avg_pool1d(input_x, kernel_size: int = 1, stride: int = 1, padding: int = 0, ceil_mode: bool = False,
               count_include_pad: bool = True) -> Tensor:  # fmt: skip
    """1-D average pooling of ``(N, C, L)``. Mirrors ``mindspore.ops.avg_pool1d`` (2.10), argument checks included:
    ``kernel_size`` and ``stride`` ints >= 1 (a tuple ``stride`` passes the type check and then fails the int
    check, as in MindSpore), ``padding`` an int or a 1-tuple >= 0, ``ceil_mode``/``count_include_pad`` bools.

    Raises:
        TypeError: ``input_x`` not a Tensor, or an argument of the wrong type. ValueError: a value out of range.
    """
    from ... import _checkparam as validator

    if not isinstance(input_x, (Tensor, torch.Tensor)):
        raise TypeError("For avg_pool1d, the input input_x must be tensor")
    validator.check_value_type("kernel_size", kernel_size, [int], "avg_pool1d")
    validator.check_value_type("stride", stride, (int, tuple), "avg_pool1d")
    validator.check_value_type("ceil_mode", ceil_mode, bool, "avg_pool1d")
    validator.check_value_type("count_include_pad", count_include_pad, bool, "avg_pool1d")
    validator.check_int(kernel_size, 1, validator.GE, "kernel_size", "avg_pool1d")
    validator.check_int(stride, 1, validator.GE, "stride", "avg_pool1d")
    if isinstance(padding, int):
        validator.check_non_negative_int(padding, "padding", "avg_pool1d")
    elif isinstance(padding, tuple):
        if len(padding) != 1:
            raise ValueError("For avg_pool1d, padding should be int or tuple of length 1.")
        for item in padding:
            validator.check_non_negative_int(item, "padding", "avg_pool1d")
        padding = padding[0]
    else:
        raise TypeError("For avg_pool1d, padding should be int or tuple of length 1.")
    t = _as_tensor(input_x)
    _K_pool.check_avg3d_input(t, 1)
    return _wrap(
        _K_pool.avg_pool(t, (kernel_size,), (stride,), padding, ceil_mode, count_include_pad, None, "AvgPool3D")
    )


def _avg_pool2d_window(arg: str, value, size: int = 2, check=None) -> tuple:
    """MindSpore's ``_check_avgpool_2d_kernel_size``/``_stride``/``_padding`` (``size`` 2, or 4 for ``padding``):
    an int, or a tuple of ``size`` items, each checked by ``check`` (int >= 1 by default)."""
    from ... import _checkparam as validator

    check = check or (lambda v: validator.check_int(v, 1, validator.GE, arg, "avg_pool2d"))
    if isinstance(value, int):
        check(value)
        return (value,) * size
    if isinstance(value, tuple):
        if len(value) != size:
            raise ValueError(f"For avg_pool2d, {arg} should be int or tuple of length {size}.")
        for item in value:
            check(item)
        return value
    raise TypeError(f"For avg_pool2d, {arg} should be int or tuple of length {size}.")


def avg_pool2d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode: bool = False, count_include_pad: bool = True,
               divisor_override: int = 0) -> Tensor:  # fmt: skip
    """2-D average pooling (NCHW). Mirrors ``mindspore.ops.avg_pool2d`` (2.10); ``divisor_override=0`` means none.

    Raises:
        TypeError: a non-float input. ValueError: an input that is not 4-D. RuntimeError: an empty input.
    """
    from ... import _checkparam as validator

    if not isinstance(input_x, (Tensor, torch.Tensor)):
        raise TypeError("For avg_pool2d, the input input_x must be tensor")
    kernel_size = _avg_pool2d_window("kernel_size", kernel_size)
    stride = _avg_pool2d_window("stride", stride)
    non_negative = lambda v: validator.check_non_negative_int(v, "padding", "avg_pool2d")  # noqa: E731
    pads = _avg_pool2d_window("padding", padding, 4, non_negative)  # (top, bottom, left, right)
    if isinstance(padding, tuple):
        padding = (pads[0], pads[2]) if pads[0] == pads[1] and pads[2] == pads[3] else tuple(pads)
    validator.check_value_type("ceil_mode", ceil_mode, bool, "avg_pool2d")
    validator.check_value_type("count_include_pad", count_include_pad, bool, "avg_pool2d")
    validator.check_non_negative_int(divisor_override, "divisor_override", "avg_pool2d")
    t = _as_tensor(input_x)
    _K_pool.check_input("AvgPool", t, rank=4, nonempty=False)
    if t.numel() == 0:
        raise _errors.runtime_error("AvgPool", f"the input shape {list(t.shape)} has an empty dimension.")
    k = _pair(kernel_size, 2)
    return _wrap(_K_pool.avg_pool(t, k, stride, padding, ceil_mode, count_include_pad, divisor_override or None))


def _avg_pool3d_t(t: torch.Tensor, *args) -> torch.Tensor:
    """torch's avg_pool3d with half types computed in float32: the pooling kernel's :func:`avg_pool`."""
    return _K_pool.avg_pool(t, _pair(args[0], 3), *args[1:])


def avg_pool3d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode: bool = False, count_include_pad: bool = True,
               divisor_override: int = 0) -> Tensor:  # fmt: skip
    """3-D average pooling (NCDHW). Mirrors ``mindspore.ops.avg_pool3d`` (2.10); ``divisor_override=0`` means none.

    Raises:
        TypeError: ``input_x`` not a Tensor, ``padding`` neither an int nor a tuple, ``kernel_size`` or ``stride``
            neither an int nor a tuple (a Tensor included: ``AvgPool3D``'s check), in MindSpore's order.
        ValueError: a ``padding`` tuple not of 6 items, a negative padding, a window item below 1.
    """
    from ... import _checkparam as validator

    if not isinstance(input_x, (Tensor, torch.Tensor)):
        raise TypeError("For avg_pool3d, the input input_x must be tensor")
    if isinstance(padding, tuple) and len(padding) != 6:
        raise ValueError("For avg_pool3d, padding should be int or tuple of length 6.")
    if not isinstance(padding, (int, tuple)):
        raise TypeError("For avg_pool3d, padding should be int or tuple of length 6.")
    for item in padding if isinstance(padding, tuple) else (padding,):
        validator.check_non_negative_int(item, "padding", "avg_pool3d")
    validator._check_3d_int_or_tuple("kernel_size", kernel_size, "AvgPool3D", ret_five=True)
    validator._check_3d_int_or_tuple("strides", stride, "AvgPool3D", ret_five=True)
    return _wrap(
        _avg_pool3d_t(
            _as_tensor(input_x), kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override or None
        )  # fmt: skip
    )


def _adaptive_1d_check(op: str, t: torch.Tensor, output_size: int) -> None:
    """MindSpore's checks of ``adaptive_avg_pool1d``/``adaptive_max_pool1d``, in its order: ``output_size`` an int
    >= 1 (``check_int``: TypeError for bool/float/None/str/tuple, ValueError below 1), a 3-D input, a last dimension
    at least and a multiple of ``output_size``, Float16/Float32."""
    from ... import _checkparam as validator

    validator.check_int(output_size, 1, validator.GE, "output_size", op)
    if t.ndim != 3:
        raise ValueError(f"For {op} input must have 3 dim, but got {t.ndim}.")
    if t.shape[2] < output_size:
        raise ValueError(
            f"For {op} input's last dimension must be greater or equal to output size {output_size}, but got "
            f"{t.shape[2]}."
        )
    if t.shape[2] % output_size:
        raise ValueError(
            f"For {op} input's last dimension must be divisible by output size {output_size}, but got {t.shape[2]}."
        )
    if t.dtype not in (torch.float16, torch.float32):
        raise TypeError(f"For {op}, the input dtype must be float16 or float32, but got {_ms_dtype_name(t)}.")


def adaptive_avg_pool1d(input, output_size: int) -> Tensor:
    """Adaptive 1-D average pooling of ``(N, C, L)``; MindSpore requires ``L`` divisible by ``output_size``.

    Mirrors ``mindspore.ops.adaptive_avg_pool1d`` (2.10).

    Raises:
        ValueError: if the input is not 3-D or ``L`` is not a multiple of ``output_size``.
        TypeError: for input other than Float16/Float32.
    """
    t = _as_tensor(input)
    _adaptive_1d_check("adaptive_avg_pool1d", t, output_size)
    return _wrap(_K_pool.adaptive_avg_pool(t, output_size, 1))


def adaptive_max_pool1d(input, output_size: int) -> Tensor:
    """Adaptive 1-D max pooling of ``(N, C, L)``; MindSpore requires ``L`` divisible by ``output_size``.

    Mirrors ``mindspore.ops.adaptive_max_pool1d`` (2.10); errors as ``adaptive_avg_pool1d``.
    """
    t = _as_tensor(input)
    _adaptive_1d_check("adaptive_max_pool1d", t, output_size)
    return _wrap(_K_pool.adaptive_max_pool(t, output_size, 1))


@_init_types("AdaptiveAvgPool2D", output_size=(int, tuple))
def adaptive_avg_pool2d(input, output_size) -> Tensor:
    """Adaptive 2-D average pooling; ``None`` in ``output_size`` keeps that axis. Mirrors
    ``mindspore.ops.adaptive_avg_pool2d`` / ``ops.AdaptiveAvgPool2D``.

    Raises:
        TypeError: ``output_size`` neither an int nor a tuple (``AdaptiveAvgPool2D``'s check), an item neither an int
            nor None. ValueError: a tuple not of 2 items, a negative item.
    """
    from ... import _checkparam as validator

    if isinstance(output_size, tuple):  # AdaptiveAvgPool2D.__init__'s checks, in its order
        validator.check_int(len(output_size), 2, validator.EQ, "length of output_size", "AdaptiveAvgPool2D")
        for i, size in enumerate(output_size):
            validator.check_value_type(f"output_size[{i}]", size, [int, type(None)], "AdaptiveAvgPool2D")
            if size is not None:
                validator.check_number(f"output_size[{i}]", size, 0, validator.GE, "AdaptiveAvgPool2D")
    t = _as_tensor(input)
    return _wrap(_K_pool.adaptive_avg_pool(t, output_size, 2))


@_init_types("AdaptiveAvgPool3D", output_size=(int, tuple))
def adaptive_avg_pool3d(input, output_size) -> Tensor:
    """Adaptive 3-D average pooling; ``None`` in ``output_size`` keeps that axis. Mirrors
    ``mindspore.ops.adaptive_avg_pool3d`` / ``ops.AdaptiveAvgPool3D``."""
    t = _as_tensor(input)
    return _wrap(_K_pool.adaptive_avg_pool(t, output_size, 3))


def adaptive_max_pool2d(input, output_size, return_indices: bool = False):
    """Adaptive 2-D max pooling; ``(output, Int64 indices)`` when ``return_indices``. Mirrors
    ``mindspore.ops.adaptive_max_pool2d`` (2.10)."""
    t = _as_tensor(input)
    r = _K_pool.adaptive_max_pool(t, output_size, 2, return_indices)
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


def adaptive_max_pool3d(input, output_size, return_indices: bool = False):
    """Adaptive 3-D max pooling; ``(output, Int32 indices)`` when ``return_indices`` (MindSpore's index dtype here).

    Mirrors ``mindspore.ops.adaptive_max_pool3d`` (2.10).
    """
    t = _as_tensor(input)
    r = _K_pool.adaptive_max_pool(t, output_size, 3, return_indices)
    return (_wrap(r[0]), _wrap(r[1].int())) if return_indices else _wrap(r)


def lp_pool1d(x, norm_type, kernel_size: int, stride=None, ceil_mode: bool = False) -> Tensor:
    """Power-average 1-D pooling ``(sum x^p)^(1/p)`` over windows. Mirrors ``mindspore.ops.lp_pool1d`` (2.10).

    As MindSpore, the result is ``(sign(s) * relu(|s|) * k)^(1/p)`` with ``s`` the window average of ``x^p``, so an
    odd ``p`` over a negative sum gives NaN; ``stride`` defaults to ``kernel_size``.

    Raises:
        TypeError: if ``norm_type`` is not a number. ValueError: if it is 0.
    """
    _K_pool.lp_norm_type("lp_pool1d", norm_type)
    from ... import _checkparam as validator

    stride = kernel_size if stride is None else stride
    validator.check_value_type("kernel_size", kernel_size, [int], "avg_pool1d")  # MindSpore pools by avg_pool1d
    validator.check_value_type("stride", stride, (int, tuple), "avg_pool1d")
    validator.check_value_type("ceil_mode", ceil_mode, bool, "avg_pool1d")
    validator.check_int(kernel_size, 1, validator.GE, "kernel_size", "avg_pool1d")
    validator.check_int(stride, 1, validator.GE, "stride", "avg_pool1d")
    return _wrap(_K_pool.lp_pool("lp_pool1d", _as_tensor(x), norm_type, kernel_size, stride, ceil_mode))


def lp_pool2d(x, norm_type, kernel_size, stride=None, ceil_mode: bool = False) -> Tensor:
    """Power-average 2-D pooling ``(sum x^p)^(1/p)`` over windows. Mirrors ``mindspore.ops.lp_pool2d`` (2.10)."""
    from ... import _checkparam as validator

    _K_pool.lp_norm_type("lp_pool2d", norm_type)
    k = kernel_size if isinstance(kernel_size, tuple) else (kernel_size, kernel_size)
    stride = k if stride is None else stride
    k = _avg_pool2d_window("kernel_size", k)  # MindSpore pools by avg_pool2d: its checks and messages
    stride = _avg_pool2d_window("stride", stride)
    validator.check_value_type("ceil_mode", ceil_mode, bool, "avg_pool2d")
    return _wrap(_K_pool.lp_pool("lp_pool2d", _as_tensor(x), norm_type, k, stride, ceil_mode))


def _unpool(nd: int, x, indices, kernel_size, stride, padding, output_size) -> Tensor:
    """The max-unpooling behind ``ops.max_unpool1d/2d/3d``, ``nn.MaxUnpool1d/2d/3d`` and ``ops.MaxUnpool2D``."""
    op = f"max_unpool{nd}d"
    os_ = None
    if output_size is not None:
        got = "got " if nd == 2 else "type "  # MindSpore's wording differs for the 2-D op
        if not isinstance(output_size, tuple):
            raise ValueError(f"For {op}, output_size must be tuple, but {got}{type(output_size)}.")
        if len(output_size) not in (0, nd, nd + 1, nd + 2):
            raise ValueError(
                f"For {op}, length of output_size with tuple must be 0, {nd}, {nd + 1}, {nd + 2}, but got "
                f"{'' if nd == 2 else 'type '}{len(output_size)}."
            )
        if output_size:
            os_ = output_size[-nd:]
    t = _as_tensor(x)
    return _wrap(_K_pool.max_unpool(t, _as_tensor(indices), nd, kernel_size, stride, padding, os_))


def max_unpool1d(x, indices, kernel_size, stride=None, padding=0, output_size=None) -> Tensor:
    """Inverse of 1-D max pooling: scatter ``x`` (``(N, C, L)`` or ``(C, L)``) to ``indices``, zeros elsewhere.

    Mirrors ``mindspore.ops.max_unpool1d`` (2.10): ``stride`` None means ``kernel_size``; ``output_size`` is a
    tuple whose last value sets the length (``()`` or None: ``(L - 1) * stride - 2 * padding + kernel_size``).

    Raises:
        ValueError: if ``output_size`` is not a tuple, or of a length other than 0 to 3.
    """
    return _unpool(1, x, indices, kernel_size, stride, padding, output_size)


def max_unpool2d(x, indices, kernel_size, stride=None, padding=0, output_size=None) -> Tensor:
    """Inverse of 2-D max pooling (``indices`` flat over H*W). Mirrors ``mindspore.ops.max_unpool2d`` (2.10);
    ``output_size``'s last two values set ``(H, W)``.

    Raises:
        ValueError: if ``output_size`` is not a tuple, or of a length other than 0, 2, 3, 4.
    """
    return _unpool(2, x, indices, kernel_size, stride, padding, output_size)


def max_unpool3d(x, indices, kernel_size, stride=None, padding=0, output_size=None) -> Tensor:
    """Inverse of 3-D max pooling (``indices`` flat over D*H*W). Mirrors ``mindspore.ops.max_unpool3d`` (2.10);
    ``output_size``'s last three values set ``(D, H, W)``.

    Raises:
        ValueError: if ``output_size`` is not a tuple, or of a length other than 0, 3, 4, 5.
    """
    return _unpool(3, x, indices, kernel_size, stride, padding, output_size)


def _fractional_size(op: str, t: torch.Tensor, nd: int, output_size, output_ratio, return_indices) -> tuple:
    """Output size of ``ops.fractional_max_pool2d/3d`` from ``output_size`` or ``output_ratio`` (MindSpore's checks)."""
    if output_size is None and output_ratio is None:
        raise ValueError(
            f"For {op}, 'output_size' and 'output_ratio' can not be Noneat the same time, but got None and None ."
        )
    if not isinstance(return_indices, bool):
        raise _errors.value_type_error("return_indices", return_indices, (bool,), op)
    if output_size is not None:
        return output_size
    ratio = output_ratio
    if isinstance(ratio, (float, int)):
        if not isinstance(ratio, float):
            raise _errors.value_type_error("output_ratio", ratio, (float,), op)
        ratio = (ratio,) * nd
    for i, r in enumerate(ratio):
        if not 0.0 < r < 1.0:
            raise _errors.value_error(
                op,
                f"the 'output_ratio[{i}]' must be in range of (0.0, 1.0), but got {r} with type '{type(r).__name__}'.",
            )
    return tuple(int(t.shape[-nd + i] * ratio[i]) for i in range(nd))


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices: bool = False,
                          _random_samples=None):  # fmt: skip
    """2-D fractional max pooling (pseudo-random window steps) of ``(N, C, H, W)`` or ``(C, H, W)`` input.

    Mirrors ``mindspore.ops.fractional_max_pool2d`` (2.10). ``output_size`` (int or ``(H, W)``) or, when it is
    None, ``output_ratio`` (float or pair in (0, 1); size ``int(H * ratio)``) sets the output size.
    ``_random_samples`` ``(N, C, 2)`` in [0, 1) fixes the steps; without it they come from torch's generator (so
    they differ from MindSpore's). Returns ``(output, Int64 indices flat over H*W)`` when ``return_indices``.

    Raises:
        ValueError: if neither ``output_size`` nor ``output_ratio`` is given, or a ratio is not in (0, 1).
        TypeError: if ``return_indices`` is not a bool or a scalar ``output_ratio`` not a float.
    """
    op = "fractional_max_pool2d"
    t = _as_tensor(input)
    size = _fractional_size(op, t, 2, output_size, output_ratio, return_indices)
    samples = None if _random_samples is None else _as_tensor(_random_samples).to(t.dtype)
    out, idx = _K_pool.fractional_max_pool(t, 2, kernel_size, size, samples)
    return (_wrap(out), _wrap(idx)) if return_indices else _wrap(out)


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices: bool = False,
                          _random_samples=None):  # fmt: skip
    """3-D fractional max pooling of ``(N, C, D, H, W)`` or ``(C, D, H, W)`` input.

    Mirrors ``mindspore.ops.fractional_max_pool3d`` (2.10); arguments as :func:`fractional_max_pool2d`, with
    ``_random_samples`` ``(N, C, 3)`` (``(1, C, 3)`` for 4-D input) of the input's dtype, and ``(D, H, W)``
    sizes/ratios. Indices are Int64, flat over D*H*W.

    Raises:
        ValueError / TypeError: as :func:`fractional_max_pool2d`; TypeError if ``_random_samples`` has another
            dtype than ``input``.
    """
    op = "fractional_max_pool3d"
    t = _as_tensor(input)
    size = _fractional_size(op, t, 3, output_size, output_ratio, return_indices)
    samples = None
    if _random_samples is not None:
        samples = _as_tensor(_random_samples)
        if samples.dtype != t.dtype:
            raise _errors.type_error(
                op,
                f"'input' and '_random_samples' must be same dtype, but got Tensor[{_ms_dtype_name(t)}] "
                f"and Tensor[{_ms_dtype_name(samples)}].",
            )
    out, idx = _K_pool.fractional_max_pool(t, 3, kernel_size, size, samples)
    return (_wrap(out), _wrap(idx)) if return_indices else _wrap(out)


def bias_add(input_x, bias) -> Tensor:
    """Add a 1-D ``bias`` along the channel axis (axis 1). Mirrors ``mindspore.ops.bias_add`` / ``ops.BiasAdd``.

    Raises:
        TypeError: if ``input_x`` and ``bias`` differ in dtype (MindSpore promotes neither:
            ``For primitive[BiasAdd], the input type must be same.``).
        ValueError: if ``bias`` length differs from the channel count.
    """
    t = _as_tensor(input_x)
    b = _as_tensor(bias)
    if t.dtype != b.dtype:
        from ...common.parameter import Parameter

        ref = "Ref[Tensor[{}]]" if isinstance(bias, Parameter) else "Tensor[{}]"
        raise TypeError(
            f"For primitive[BiasAdd], the input type must be same.\nname:[bias]:{ref.format(_ms_dtype_name(b))}.\n"
            f"name:[input_x]:Tensor[{_ms_dtype_name(t)}]."
        )
    if t.ndim < 2 or b.ndim != 1 or b.shape[0] != t.shape[1]:
        raise _errors.value_error(
            "BiasAdd",
            f"the length of 'bias' must be equal to the channel of 'input_x', but got bias shape "
            f"{list(b.shape)} and input_x shape {list(t.shape)}.",
        )
    return _wrap(_add_wrapping(t, b.reshape((-1,) + (1,) * (t.ndim - 2))))


def _add_wrapping(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``a + b`` also for uint16/uint32/uint64 (torch's CPU add lacks them): added as int64, wrapping as MindSpore."""
    if a.dtype not in (torch.uint16, torch.uint32, torch.uint64):
        return a + b
    if a.dtype == torch.uint64:
        return (a.view(torch.int64) + b.to(a.dtype).view(torch.int64)).view(torch.uint64)
    return (a.to(torch.int64) + b.to(torch.int64)).to(a.dtype)


def dense(input, weight, bias=None) -> Tensor:
    """``input @ weight.T + bias``. Mirrors ``mindspore.ops.dense``."""
    return _wrap(_K_lin.dense(_as_tensor(input), _as_tensor(weight), _as_tensor(bias) if bias is not None else None))


def bidense(input1: Tensor, input2: Tensor, weight: Tensor, bias: Tensor | None = None) -> Tensor:
    """``ops.bidense(input1, input2, weight, bias=None)``: the bilinear dense ``input1^T weight input2 + bias``:
    ``input1`` ``(*, in1)``, ``input2`` ``(*, in2)`` of the same leading shape, ``weight`` ``(out, in1, in2)``,
    ``bias`` ``(out,)``; the result is ``(*, out)``.

    Mirrors ``mindspore.ops.bidense`` (2.10), computed as MindSpore does (``_kernels.linear.bidense``): integer
    inputs wrap in their dtype through the product and give Int64 without ``bias``, the ``bias``'s dtype with it.

    Raises:
        TypeError: an argument that is not a Tensor, or a ``bias`` of another dtype than the inputs.
        ValueError: leading shapes of ``input1`` and ``input2`` that differ, or a weight that does not fit them.
    """
    from ..._kernels.errors import not_tensor_name

    for arg, v in (("input1", input1), ("input2", input2), ("weight", weight), ("bias", bias)):
        if v is not None and not isinstance(v, Tensor):
            raise _errors.type_error("bidense", f"the '{arg}' must be a Tensor, but got '{not_tensor_name(v)}'")
    b = _as_tensor(bias) if bias is not None else None
    return _wrap(_K_lin.bidense(_as_tensor(input1), _as_tensor(input2), _as_tensor(weight), b))


def _layer_norm_fn(input, normalized_shape, weight, bias, eps: float) -> Tensor:
    """``ops.layer_norm``/``mint.nn.functional.layer_norm``: the normalisation kernel over the trailing axes."""
    t = _as_tensor(input)
    ns = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    w = _as_tensor(weight) if weight is not None else None
    b = _as_tensor(bias) if bias is not None else None
    if tuple(t.shape[t.dim() - len(ns) :]) != ns or len(ns) > t.dim():
        raise _errors.value_error(
            "LayerNorm",
            f"gamma or beta shape must match input shape, but got input shape: {list(t.shape)}, "
            f"gamma shape: {list(ns)}, beta shape: {list(ns)}.",
        )
    axis = t.dim() - len(ns)
    return _wrap(_K_norm.layer_norm(t, axis, axis, w, b, eps, check_dtype=False))


def layer_norm(input, normalized_shape, weight=None, bias=None, eps: float = 1e-5) -> Tensor:
    """Layer normalisation over the trailing ``normalized_shape``. Mirrors ``mindspore.ops.layer_norm`` (2.10).

    Raises:
        TypeError: ``normalized_shape`` a bool, float, str or None while ``weight``/``bias`` is None (MindSpore
            builds them with ``ops.ones``/``ops.zeros``, whose signature refuses it).
        ValueError: ``normalized_shape`` not the input's trailing shape (MindSpore's gamma/beta message).
    """
    if isinstance(normalized_shape, (bool, float, str)) or normalized_shape is None:
        shown = _errors.type_name(normalized_shape)
        for made, prim, arg in ((weight, "Ones", "shape"), (bias, "Zeros", "size")):
            if made is None:
                raise _errors.failed_calling(
                    prim,
                    f"{prim}()({arg}={shown}, dtype=mindspore.dtype)",
                    f"{prim}()({arg}=<int, list of int, Tensor, tuple of int>, dtype=<mindspore.dtype>)",
                )
        raise _errors.signature_error(
            "LayerNormExt", {},
            {"input": input, "normalized_shape": normalized_shape, "weight": weight, "bias": bias, "eps": eps},
            {"normalized_shape": "tuple of int, list of int", "eps": "float"},
        )  # fmt: skip
    return _layer_norm_fn(input, normalized_shape, weight, bias, eps)


def batch_norm(input_x, running_mean, running_var, weight, bias, training: bool = False, momentum: float = 0.1,
               eps: float = 1e-5) -> Tensor:  # fmt: skip
    """Batch normalisation over axis 1. Mirrors ``mindspore.ops.batch_norm`` (2.10).

    With ``training``, the running statistics are updated in place as
    ``running = (1 - momentum) * running + momentum * batch`` (MindSpore's functional convention).

    Raises:
        TypeError: an input other than float16/float32.
    """
    args = [_as_tensor(v) for v in (input_x, running_mean, running_var, weight, bias)]
    return _wrap(_K_norm.batch_norm("BatchNorm", args[0], *args[1:], training, momentum, eps))


def group_norm(input, num_groups: int, weight=None, bias=None, eps: float = 1e-5) -> Tensor:
    """Group normalisation. Mirrors ``mindspore.ops.group_norm`` (2.10).

    Raises:
        TypeError: a non-float input. ValueError: ``weight``/``bias`` not of the channel count.
    """
    w = _as_tensor(weight) if weight is not None else None
    b = _as_tensor(bias) if bias is not None else None
    return _wrap(_K_norm.group_norm(_as_tensor(input), num_groups, w, b, eps))


def _opt(x):
    return _as_tensor(x) if x is not None else None


def _check_reduction(op: str, reduction: str) -> None:
    if reduction not in ("mean", "sum", "none"):
        raise _errors.choice_error(op, "reduction", ["mean", "sum", "none"], reduction)


def _enum_reduction(op: str, reduction: str) -> None:
    """The error of MindSpore's generated loss ops for a ``reduction`` outside 'mean', 'sum', 'none'."""
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"Failed to convert the value \"{reduction}\" of input 'reduction' of '{op}' to enum.")


def _get_loss(x: torch.Tensor, reduction: str, op: str) -> Tensor:
    """MindSpore's ``_get_loss``: reduce in Float32, then cast back to the input dtype."""
    return _wrap(_K_loss.get_loss(x, reduction, op))


def _reduce(x: torch.Tensor, reduction: str) -> Tensor:
    return _wrap(_K_loss.reduce(x, reduction))


def cross_entropy(input, target, weight=None, ignore_index: int = -100, reduction: str = "mean",
                  label_smoothing: float = 0.0) -> Tensor:  # fmt: skip
    """Cross entropy of logits ``input`` (class axis 1, or 0 for 1-D input) against class indices or class
    probabilities ``target``. Mirrors ``mindspore.ops.cross_entropy`` (2.10).

    Float16/Float32 ``target`` is read as probabilities (the mean divides by the batch size, as torch); integer
    ``target`` as indices, with ``weight``, ``ignore_index`` and ``label_smoothing`` as in ``ops.nll_loss``.

    Raises:
        TypeError: if ``input`` is not Float16/Float32/Float64.
        ValueError: for an unknown ``reduction``.
    """
    _check_is_tensor("input", input, "cross_entropy_loss")
    _check_is_tensor("target", target, "cross_entropy_loss")
    _check_is_tensor("weight", weight, "cross_entropy_loss")
    if input is None or target is None:  # MindSpore reads ``input.dtype`` and ``target.dtype`` next
        raise _no_attribute(None, "dtype")
    x = _as_tensor(input)
    tg = _as_tensor(target)
    if x.dtype not in (torch.float16, torch.float32, torch.float64):
        raise TypeError(
            "For cross_entropy, the input dtype should be mstype.float64, mstype.float32 ormstype.float16, but got "
            f"dtype:{_ms_dtype_name(x)}."
        )
    if reduction not in ("none", "mean", "sum"):
        raise _errors.value_error(
            "cross_entropy_loss", f"the 'reduction' should be in ['none', 'mean', 'sum'], but got {reduction}."
        )
    if tg.dtype in (torch.float16, torch.float32):
        if tg.shape != x.shape:
            raise _errors.value_error(
                "Mul",
                "input1.shape and input2.shape need to broadcast. The value of input1.shape or "
                f"input2.shape must be 1 or -1 when they are not the same, but got input1.shape = {list(x.shape)} "
                f"and input2.shape = {list(tg.shape)}.",
            )
        return _wrap(_K_loss.cross_entropy_probs(x, tg, _opt(weight), reduction, label_smoothing))
    return _wrap(_K_loss.cross_entropy_indices(x, tg, _opt(weight), ignore_index, reduction, label_smoothing))


def nll_loss(inputs, target, weight=None, ignore_index: int = -100, reduction: str = "mean",
             label_smoothing: float = 0.0) -> Tensor:  # fmt: skip
    """Negative log-likelihood of log-probabilities ``inputs`` (class axis 1, or 0 for 1-D) at ``target``.

    Mirrors ``mindspore.ops.nll_loss`` (2.10): 'mean' divides by the summed weights of the non-ignored targets;
    ``label_smoothing`` mixes in ``-sum_c weight_c * inputs_c / C``.
    """
    if not isinstance(inputs, (Tensor, torch.Tensor)):  # MindSpore reads ``inputs.ndim`` first
        raise _no_attribute(inputs, "ndim")
    if not isinstance(target, (Tensor, torch.Tensor)):  # MindSpore reads ``target.ndim``, or first flattens a
        raise _no_attribute(target, "ndim" if inputs.ndim in (1, 2, 4) else "view")  # 3-D/5-D+ input's target
    if reduction not in ("mean", "sum"):  # ops.nll_loss reduces only for 'mean' and 'sum'
        reduction = "none"
    return _wrap(
        _K_loss.nll_smoothed(
            _as_tensor(inputs), _as_tensor(target), _opt(weight), ignore_index, reduction, label_smoothing
        )  # fmt: skip
    )


def binary_cross_entropy(logits, labels, weight=None, reduction: str = "mean") -> Tensor:
    """Binary cross entropy of probabilities: ``-weight * (y log(x + 1e-12) + (1 - y) log(1 - x + 1e-12))``,
    then reduced. Mirrors ``mindspore.ops.binary_cross_entropy`` / ``ops.BinaryCrossEntropy`` (2.10).

    Gradients are MindSpore's: ``w (x - y) / max(x (1 - x), 1e-12)`` for ``logits``, ``w (log(1 - x) - log x)``
    for ``labels`` and zero for ``weight``. Float16/Float32/BFloat16 inputs; ``weight`` broadcasts to ``logits``.

    Raises:
        TypeError: for another dtype, or ``labels`` of another dtype than ``logits``.
        ValueError: for shapes that differ, a ``weight`` that does not broadcast, or an unknown ``reduction``.
    """
    x, y, w = _as_tensor(logits), _as_tensor(labels), _opt(weight)
    _enum_reduction("BinaryCrossEntropy", reduction)
    return _wrap(_K_loss.bce(x, y, w, reduction))


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction: str = "mean") -> Tensor:
    """Sigmoid + binary cross entropy. Mirrors ``mindspore.ops.binary_cross_entropy_with_logits`` (2.10) /
    ``ops.BCEWithLogitsLoss``.

    Raises:
        TypeError: an input other than BFloat16/Float16/Float32.
        ValueError: for an unknown ``reduction``, ``input``/``target`` of different shapes, or weights that do not
            broadcast.
    """
    _enum_reduction("BCEWithLogitsLoss", reduction)
    return _wrap(
        _K_loss.bce_with_logits(_as_tensor(input), _as_tensor(target), _opt(weight), _opt(pos_weight), reduction)
    )


def _tensor_target(op: str, target) -> None:
    """MindSpore's check that a regression loss's ``target`` is a Tensor (a Python list is its ``TypeError``)."""
    if not isinstance(target, (Tensor, torch.Tensor)):
        raise TypeError(f"For ops.{op}, the `target` must be tensor")


def _loss_diff(input, target) -> torch.Tensor:
    """``input - target`` as torch; MindSpore's SubExt ValueError when the shapes do not broadcast."""
    a, b = _as_tensor(input), _as_tensor(target)
    try:
        return a - b
    except RuntimeError:
        if a.shape == b.shape:
            raise
        raise _bcast_error("SubExt", a, b, ("input", "other")) from None


def mse_loss(input, target, reduction: str = "mean") -> Tensor:
    """Mean squared error; integer inputs give Float32. Mirrors ``mindspore.ops.mse_loss``.

    Raises:
        ValueError: for an unknown ``reduction``.
    """
    if reduction not in ("mean", "none", "sum"):
        raise ValueError("For ops.mse_loss, `reduction` value should be either 'mean', 'none' or 'sum'.")
    _tensor_target("mse_loss", target)
    x = _loss_diff(input, target) ** 2
    if not x.is_floating_point():
        x = x.float()
    return _reduce(x, reduction)


def l1_loss(input, target, reduction: str = "mean") -> Tensor:
    """Mean absolute error; the dtype of the inputs is kept (an integer mean is truncated). Mirrors
    ``mindspore.ops.l1_loss``.

    Raises:
        ValueError: for an unknown ``reduction``.
    """
    _check_is_tensor("input", input, "l1_loss")
    _check_is_tensor("target", target, "l1_loss")
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"For l1_loss, the 'reduction' must be in ['mean', 'sum', 'none'], but got {reduction}.")
    if target is None:
        raise _errors.failed_calling("sub", "sub(None)", "Tensor.sub(other=<Number, Tensor>, *, alpha=<Number>)")
    return _get_loss(_loss_diff(input, target).abs(), reduction, "l1_loss")


def smooth_l1_loss(input, target, beta: float = 1.0, reduction: str = "none") -> Tensor:
    """Smooth L1 loss: ``0.5 d^2 / beta`` below ``beta``, ``d - 0.5 beta`` above; MindSpore's default ``reduction``
    is 'none'. Mirrors ``mindspore.ops.smooth_l1_loss`` / ``ops.SmoothL1Loss``.

    Raises:
        ValueError: when ``input`` and ``target`` differ in shape (no broadcasting).
    """
    if not isinstance(target, (Tensor, torch.Tensor)):
        raise _errors.signature_error(
            "SmoothL1Loss", {"beta": beta, "reduction": reduction}, {"prediction": input, "target": target}
        )  # fmt: skip
    return _wrap(_K_loss.smooth_l1(_as_tensor(input), _as_tensor(target), beta, reduction))


def huber_loss(input, target, reduction: str = "mean", delta: float = 1.0) -> Tensor:
    """Huber loss: ``0.5 d^2`` below ``delta``, ``delta (d - 0.5 delta)`` above. Mirrors ``mindspore.ops.huber_loss``.

    Raises:
        ValueError: if ``delta <= 0`` or for an unknown ``reduction``.
    """
    _check_is_tensor("input", input, "huber_loss")
    _check_is_tensor("target", target, "huber_loss")
    if delta <= 0:
        raise _errors.value_error("huber_loss", f"the argument 'delta' must > 0.0, but got {delta}.")
    if target is None or input is None:
        raise _errors.call_error("Sub", input, target)
    return _get_loss(_K_loss.huber(_as_tensor(input), _as_tensor(target), delta), reduction, "huber_loss")


def kl_div(logits, labels, reduction: str = "mean") -> Tensor:
    """``labels * (log(labels) - logits)`` with log-probability ``logits``; 'mean' divides by the element count,
    'batchmean' by the batch size. Mirrors ``mindspore.ops.kl_div`` / ``ops.KLDivLoss`` (2.10)."""
    if reduction not in ("none", "mean", "batchmean", "sum"):
        raise _errors.value_error(
            "KLDivLoss",
            "the 'reduction' must be str and must be in '['none', 'mean', 'batchmean', 'sum']', but "
            f"got '{reduction}'.",
        )
    if not isinstance(labels, (Tensor, torch.Tensor)):
        raise TypeError("For KLDivLoss, labels should be a Tensor.")
    return _wrap(_K_loss.kl_div(_as_tensor(logits), _as_tensor(labels), reduction))


def margin_ranking_loss(input1, input2, target, margin: float = 0.0, reduction: str = "mean") -> Tensor:
    """``max(0, -target * (input1 - input2) + margin)``. Mirrors ``mindspore.ops.margin_ranking_loss`` (2.10).

    Raises:
        TypeError: if ``margin`` is not a float.
    """
    if not isinstance(margin, float):
        raise _errors.value_type_error("margin", margin, (float,), "margin_ranking_loss")
    x = (-_as_tensor(target) * (_as_tensor(input1) - _as_tensor(input2)) + margin).clamp(min=0)
    return _get_loss(x, reduction, "margin_ranking_loss")


def cosine_embedding_loss(input1, input2, target, margin: float = 0.0, reduction: str = "mean") -> Tensor:
    """``1 - cos`` where ``target == 1``, ``max(0, cos - margin)`` where ``target == -1`` (cosine along axis 1).

    Mirrors ``mindspore.ops.cosine_embedding_loss`` (2.10).

    Raises:
        ValueError: if ``margin`` is outside [-1, 1].
    """
    m = float(margin)
    if m > 1.0 or m < -1.0:
        raise ValueError(f"For ops.cosine_embedding_loss, the value of 'margin' should be in [-1, 1],but got {m}.")
    out = _K_loss.cosine_embedding(_as_tensor(input1), _as_tensor(input2), _as_tensor(target), m)
    return _get_loss(out, reduction, "cosine_embedding_loss")


def hinge_embedding_loss(inputs, targets, margin: float = 1.0, reduction: str = "mean") -> Tensor:
    """``x`` where ``target > 0``, ``max(0, margin - x)`` where ``target < 0`` (0 where ``target == 0``).

    Mirrors ``mindspore.ops.hinge_embedding_loss`` (2.10).

    Raises:
        AttributeError: a non-Tensor ``inputs``/``targets`` (MindSpore reads their ``dtype`` first).
    """
    for v in (inputs, targets):
        if not isinstance(v, (Tensor, torch.Tensor)):
            raise _no_attribute(v, "dtype")
    x, t = _as_tensor(inputs), _as_tensor(targets)
    pos = (t > 0).to(x.dtype)
    neg = (t < 0).to(x.dtype)
    loss = pos * x + (margin * neg - neg * x).clamp(min=0)
    return _reduce(loss, reduction)


def soft_margin_loss(input, target, reduction: str = "mean") -> Tensor:
    """``log(1 + exp(-target * input))``, averaged over all elements for 'mean'. Mirrors
    ``mindspore.ops.soft_margin_loss`` / ``ops.SoftMarginLoss`` (2.10; MindSpore has no CPU kernel for it, mindshim
    computes it everywhere).

    Raises:
        ValueError: for an unknown ``reduction``.
    """
    if not isinstance(target, (Tensor, torch.Tensor)) or not isinstance(input, (Tensor, torch.Tensor)):
        raise _errors.signature_error(
            "SoftMarginLoss", {"reduction": reduction}, {"input": input, "target": target}
        )  # fmt: skip
    _enum_reduction("soft_margin_loss", reduction)
    return _wrap(_K_loss.soft_margin(_as_tensor(input), _as_tensor(target), reduction))


def multi_margin_loss(input, target, p: int = 1, margin: int = 1, weight=None, reduction: str = "mean") -> Tensor:
    """Multi-class hinge loss ``sum_{i != y} w_y * max(0, margin - x_y + x_i)^p / C``. Mirrors
    ``mindspore.ops.multi_margin_loss`` (2.10).

    Raises:
        TypeError: if ``margin`` is not an int, or ``target`` is not Int64.
    """
    if not isinstance(margin, int):
        raise _errors.type_error("multi_margin_loss", f"the type of 'margin' must be int, but got {type(margin)}.")
    return _multi_margin(input, target, p, margin, weight, reduction)


def _multi_margin(x, target, p: int, margin: float, weight, reduction: str) -> Tensor:
    """The multi-margin loss of ``ops.multi_margin_loss``, ``ops.MultiMarginLoss`` and ``nn.MultiMarginLoss``
    (``target`` must be Int64, as MindSpore's primitive; a non-Tensor ``target`` is its TypeError)."""
    if not isinstance(target, (Tensor, torch.Tensor)):
        raise _errors.input_tensor_error("MultiMarginLoss", "target", target)
    return _wrap(_K_loss.multi_margin(_as_tensor(x), _as_tensor(target), p, margin, _opt(weight), reduction))


def multilabel_margin_loss(input, target, reduction: str = "mean") -> Tensor:
    """Multi-label hinge loss with Int32 class-index ``target`` rows ended by -1. Mirrors
    ``mindspore.ops.multilabel_margin_loss`` (2.10; MindSpore has no CPU kernel for it).

    Raises:
        TypeError: if ``target`` is not Int32.
    """
    if not isinstance(target, (Tensor, torch.Tensor)):
        raise _errors.input_tensor_error("MultilabelMarginLoss", "target", target)
    return _wrap(_K_loss.multilabel_margin(_as_tensor(input), _as_tensor(target), reduction))


def multilabel_soft_margin_loss(input, target, weight=None, reduction: str = "mean") -> Tensor:
    """``-(y log sigmoid(x) + (1 - y) log sigmoid(-x))`` times ``weight``, averaged over the class axis (the last).

    Mirrors ``mindspore.ops.multilabel_soft_margin_loss`` (2.10).

    Raises:
        TypeError: a non-Tensor ``input``/``target`` (None: MindSpore's Mul signature error).
    """
    _check_is_tensor("input", input, "multilabel_soft_margin_loss")
    _check_is_tensor("target", target, "multilabel_soft_margin_loss")
    if target is None:
        raise _errors.call_error("Mul", target, input)
    loss = _K_loss.multilabel_soft_margin(_as_tensor(input), _as_tensor(target), _opt(weight))
    return _get_loss(loss, reduction, "multilabel_soft_margin_loss")


def triplet_margin_loss(anchor, positive, negative, margin: float = 1.0, p: int = 2, eps: float = 1e-06,
                        swap: bool = False, reduction: str = "mean") -> Tensor:  # fmt: skip
    """``max(d(a, p) - d(a, n) + margin, 0)`` with p-norm distances. Mirrors ``mindspore.ops.triplet_margin_loss``
    (2.10; MindSpore has no CPU kernel for it)."""
    m = float(_as_tensor(margin)) if isinstance(margin, Tensor) else float(margin)
    return _wrap(_K_loss.triplet_margin(_as_tensor(anchor), _as_tensor(positive), _as_tensor(negative), m, p, eps,
                                        swap, reduction))  # fmt: skip


def gaussian_nll_loss(x, target, var, full: bool = False, eps: float = 1e-6, reduction: str = "mean") -> Tensor:
    """``0.5 * (log(max(var, eps)) + (x - target)^2 / max(var, eps))`` (+ ``0.5 log(2 pi)`` when ``full``).

    Mirrors ``mindspore.ops.gaussian_nll_loss`` (2.10); ``var`` may lack the last axis of ``x``.

    Raises:
        TypeError: if an input is not a Tensor or ``full`` is not a bool.
        ValueError: if ``eps`` is not a positive float or ``reduction`` is unknown.
    """
    for name, v in (("x", x), ("target", target), ("var", var)):
        if not isinstance(v, Tensor):
            raise _errors.type_error("gaussian_nll_loss", f"'{name}' must be a tensor, but got {type(v)}.")
    if not isinstance(full, bool):
        raise _errors.type_error("gaussian_nll_loss", f"'full' must be a bool, but got {type(full)}.")
    if not isinstance(eps, float) or eps <= 0:
        raise _errors.value_error("gaussian_nll_loss", f"'eps' must be a positive float, but got {eps}.")
    if reduction not in ("none", "mean", "sum"):
        raise _errors.value_error(
            "gaussian_nll_loss", f"'reduction' must be one of 'none', 'mean', or 'sum',        but got {reduction}."
        )
    return _reduce(_K_loss.gaussian_nll(_as_tensor(x), _as_tensor(target), _as_tensor(var), full, eps), reduction)


def _ctc_sparse(x, labels_indices, labels_values, sequence_length, collapse: bool, merge_repeated: bool,
                ignore_longer: bool) -> tuple:  # fmt: skip
    """``ops.CTCLoss``: :func:`mindshim._kernels.loss.ctc_sparse` of the unwrapped tensors, as two Tensors."""
    loss, grad = _K_loss.ctc_sparse(_as_tensor(x), _as_tensor(labels_indices), _as_tensor(labels_values),
                                    _as_tensor(sequence_length), collapse, merge_repeated, ignore_longer)  # fmt: skip
    return _wrap(loss), _wrap(grad)


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank: int = 0, reduction: str = "mean",
             zero_infinity: bool = False) -> tuple:  # fmt: skip
    """Connectionist temporal classification loss of ``log_probs`` (T, N, C) against padded ``targets`` (N, S).

    Mirrors ``mindspore.ops.ctc_loss`` (2.10): returns ``(loss, log_alpha)``, ``log_alpha`` of shape
    ``(N, T, 2S+1)``; 'mean' divides each loss by its target length, then averages. Impossible alignments give
    ``inf`` (MindSpore's CPU kernel does so even with ``zero_infinity``; mindshim zeroes them when asked).
    """
    lp = _as_tensor(log_probs)
    tg = _as_tensor(targets)
    il = _as_tensor(input_lengths)
    tl = _as_tensor(target_lengths)
    loss = _K_loss.ctc_nll(lp, tg, il, tl, blank, reduction, zero_infinity)
    return _wrap(loss), _wrap(_K_loss.ctc_alpha(lp, tg, il, tl, blank))


def pad(input_x, padding, mode: str = "constant", value=None) -> Tensor:
    """Pad the trailing axes: ``padding = (left, right, top, bottom, ...)`` from the last axis backwards; negative
    values crop. Mirrors ``mindspore.ops.pad`` (2.10); ``mode`` is 'constant', 'reflect', 'replicate' or 'circular'.

    Raises:
        ValueError: for non-constant modes when the input rank does not fit ``len(padding)``.
    """
    if not isinstance(input_x, (Tensor, torch.Tensor)):
        raise _errors.type_error("pad", f"the type of 'input_x' must be Tensor, but got {type(input_x)}.")
    if isinstance(padding, Tensor):
        padding = tuple(int(v) for v in padding.asnumpy().tolist())
    p = _K_pad.check_padding(padding)
    t = _as_tensor(input_x)
    if mode == "constant" or mode not in ("reflect", "replicate", "circular", "edge"):
        return _wrap(_K_pad.pad(t, p, mode, value))
    need = len(p) // 2
    if t.ndim not in (need + 1, need + 2):
        raise ValueError(
            f"For primitive[PadV3], the input dims when padding's size equal {len(p)} must be equal to {need + 2}, "
            f"but got {t.ndim}."
        )
    return _wrap(_K_pad.pad(t, p, mode))


_INTERP_MODES = {
    "nearest": {3: (), 4: (), 5: ("scale_factor",)},
    "linear": {3: ("align_corners",)},
    "bilinear": {4: ("align_corners",)},
    "bicubic": {4: ("align_corners",)},
    "area": {3: ("scale_factor",), 4: ("scale_factor",), 5: ("scale_factor",)},
    "nearest-exact": {3: (), 4: ()},
    "trilinear": {5: ("align_corners", "scale_factor")},
}


def _interploate_ext_make_tuple(input: Tensor, value: Any) -> tuple:
    """``value`` as a tuple of one entry per spatial dim of ``input`` (rank - 2 copies), a list or tuple as given.
    Mirrors MindSpore 2.10's ``ops.function.nn_func._interploate_ext_make_tuple`` (its spelling), which
    ``mint.nn.functional.interpolate`` uses and mindone imports."""
    if isinstance(value, (list, tuple)):
        return value
    return tuple(value for _ in range(_as_tensor(input).ndim - 2))


def _interpolate_ext_scale_factor_convert_size(input: Tensor, scale_factor: Any) -> tuple:
    """The output size ``floor(input.shape[i + 2] * scale_factor[i])`` for the first ``min(rank - 2,
    len(scale_factor))`` spatial dims. Mirrors MindSpore 2.10's
    ``ops.function.nn_func._interpolate_ext_scale_factor_convert_size``."""
    shape = _as_tensor(input).shape
    return tuple(math.floor(shape[i + 2] * scale_factor[i]) for i in range(min(len(shape) - 2, len(scale_factor))))


@_tensor_only("'input' must be a tensor, but got {cls}", op="interpolate")
def interpolate(input, size=None, scale_factor=None, mode: str = "nearest", align_corners=None,
                recompute_scale_factor=None) -> Tensor:  # fmt: skip
    """Resize the spatial axes of 3-D/4-D/5-D ``input`` to ``size`` or by ``scale_factor``.

    Mirrors ``mindspore.ops.interpolate`` (2.10), whose rules differ from torch's: ``scale_factor`` is accepted only
    for 'area', 5-D 'nearest' and 'trilinear' (elsewhere give ``size``, or ``recompute_scale_factor=True`` to turn
    it into a size); ``align_corners`` only for 'linear', 'bilinear', 'bicubic' and 'trilinear'. 'bicubic' is
    TensorFlow's (a=-0.5 with half-pixel centres), 'area' is adaptive average pooling.

    Raises:
        ValueError: for an unknown mode, a rank the mode does not take, both or neither of ``size`` and
            ``scale_factor``, or an option the mode does not take.
    """
    t = _as_tensor(input)
    if isinstance(size, list):
        size = tuple(size)
    if isinstance(scale_factor, list):
        scale_factor = tuple(scale_factor)
    rank = t.ndim
    if size is not None and scale_factor is not None:
        raise _errors.value_error("interpolate", "'size' and 'scale_factor' cannot be set simultaneously")
    if size is not None:
        from ... import _checkparam as validator

        if isinstance(size, tuple):
            validator.check_positive_int_sequence(size, "size", "interpolate")
            if len(size) != rank - 2:
                raise _errors.value_error(
                    "interpolate",
                    f"'input' and 'size' must have the same spatial dimensions, but got 'input' "
                    f"is {rank - 2}D, 'size' is {len(size)}D",
                )
        else:
            validator.check_positive_int(size, "size", "interpolate")
            size = (size,) * (rank - 2)
    elif scale_factor is not None:
        if isinstance(scale_factor, tuple):
            if len(scale_factor) != rank - 2:
                raise _errors.value_error(
                    "interpolate",
                    f"'input' and 'scale_factor' must have the same spatial dimensions, but got "
                    f"'input' is {rank - 2}D, 'scale_factor' is {len(scale_factor)}D",
                )
        else:
            scale_factor = (float(scale_factor),) * (rank - 2)
    else:
        raise _errors.value_error("interpolate", "'size' and 'scale_factor' cannot be both empty")
    if not isinstance(mode, str) or mode not in _INTERP_MODES:
        raise _errors.value_error("interpolate", f"'mode' must be in '{list(_INTERP_MODES)}', but got {mode}")
    ranks = _INTERP_MODES[mode]
    if rank not in ranks:
        raise _errors.value_error("interpolate", f"{mode} only support '{list(ranks)}'D, but got {rank}D")
    if mode == "area" and size is None:
        recompute_scale_factor = True
    if recompute_scale_factor:
        if size is not None:
            raise _errors.value_error(
                "interpolate",
                "it is incorrect to set 'recompute_scale_factor' to True after specifying an explicit 'size'.",
            )
        size = tuple(math.floor(t.shape[i + 2] * scale_factor[i]) for i in range(rank - 2))
        scale_factor = None
    elif scale_factor is not None and "scale_factor" not in ranks[rank]:
        raise _errors.value_error(
            "interpolate", f"'scale_factor' option cannot currently be set with the mode = {mode} and dim = {rank}D."
        )
    if align_corners is not None:
        if "align_corners" not in ranks[rank]:
            raise _errors.value_error(
                "interpolate",
                f"'align_corners' option cannot currently be set with the mode = {mode}, and dim = {rank}D",
            )
    else:
        align_corners = False
    if mode == "area" and rank == 3:
        _adaptive_1d_check("adaptive_avg_pool1d", t, size[0])
    return _wrap(_K_img.interpolate(t, size, scale_factor, mode, align_corners))


upsample = interpolate


def pixel_unshuffle(input, downscale_factor: int) -> Tensor:
    """Rearrange ``(C, H*r, W*r)`` to ``(C*r*r, H, W)``. Mirrors ``mindspore.ops.pixel_unshuffle`` (2.10)."""
    return _wrap(_K_img.pixel_unshuffle(_as_tensor(input), downscale_factor))


def channel_shuffle(x, groups: int) -> Tensor:
    """Shuffle the channels (axis 1) of ``(N, C, ...)`` input in ``groups``. Mirrors ``mindspore.ops.channel_shuffle``.

    Raises:
        TypeError: for input with fewer than 4 dims (MindSpore's requirement).
    """
    t = _as_tensor(x)
    if t.ndim <= 3:
        raise TypeError(f"For ChannelShuffle, expect input with > 3 dims, but got {t.ndim}.")
    return _wrap(_K_img.channel_shuffle(t, groups))


def _lrn_check(depth_radius, bias, alpha, beta, norm_region) -> None:
    """The attribute checks of MindSpore's ``LRN`` primitive (run by ``nn.LRN``, ``ops.LRN`` and ``ops.lrn``)."""
    from ... import _checkparam as validator

    validator.check_value_type("depth_radius", depth_radius, [int], "LRN")
    validator.check_value_type("bias", bias, [float], "LRN")
    validator.check_value_type("alpha", alpha, [float], "LRN")
    validator.check_value_type("beta", beta, [float], "LRN")
    validator.check_value_type("norm_region", norm_region, [str], "LRN")
    validator.check_string(norm_region, ["ACROSS_CHANNELS"], "norm_region", "LRN")
    validator.check_non_negative_int(depth_radius, "depth_radius", "LRN")


def _lrn(x, depth_radius: int, bias: float, alpha: float, beta: float) -> Tensor:
    """The LRN computation with the primitive's input checks (rank 4, Float16/Float32)."""
    t = _as_tensor(x)
    if t.ndim != 4:
        raise ValueError(f"For primitive[LRN], the rank of input  must be equal to 4 , but got {t.ndim}.")
    if t.dtype not in (torch.float16, torch.float32):
        raise TypeError(
            "For primitive[LRN], the input argument[x] must be a type of {Tensor[Float16], Tensor[Float32]}, but got "
            f"Tensor[{_ms_dtype_name(t)}]."
        )
    return _wrap(_K_norm.lrn(t, depth_radius, bias, alpha, beta))


def lrn(x, depth_radius: int = 5, bias: float = 1.0, alpha: float = 1.0, beta: float = 0.5,
        norm_region: str = "ACROSS_CHANNELS") -> Tensor:  # fmt: skip
    """Local response normalisation across channels (TF form): ``x / (bias + alpha * sum_{|c'-c|<=r} x_c'^2)^beta``.

    Mirrors ``mindspore.ops.lrn`` / ``ops.LRN`` / ``nn.LRN`` (2.10); unlike torch's ``local_response_norm``,
    ``alpha`` is not divided by the window size. Input ``(N, C, H, W)``, Float16/Float32.

    Raises:
        TypeError: if ``depth_radius`` is not an int, ``bias``/``alpha``/``beta`` not floats, ``norm_region`` not
            a str, or the input not Float16/Float32.
        ValueError: if ``depth_radius < 0``, ``norm_region`` is not 'ACROSS_CHANNELS' or the input is not 4-D.
    """
    _lrn_check(depth_radius, bias, alpha, beta, norm_region)
    return _lrn(x, depth_radius, bias, alpha, beta)


def multi_head_attention_forward(query, key, value, embed_dim_to_check: int, num_heads: int, in_proj_weight,
                                 in_proj_bias, bias_k, bias_v, add_zero_attn: bool, dropout_p: float, out_proj_weight,
                                 out_proj_bias, training: bool = True, key_padding_mask=None, attn_mask=None,
                                 use_separate_proj_weight: bool = False, q_proj_weight=None, k_proj_weight=None,
                                 v_proj_weight=None, static_k=None, static_v=None, average_attn_weights: bool = True,
                                 is_causal: bool = False, k_is_v: bool = False, q_is_k: bool = False,
                                 dtype=None) -> tuple:  # fmt: skip
    """Multi-head attention of sequence-first ``query`` ``(L, N, E)`` (``(L, E)`` unbatched), ``key``/``value``
    ``(S, N, E)``: projections, ``softmax(Q K^T / sqrt(d) + mask) V`` per head, output projection.

    Mirrors ``mindspore.ops.function.nn_func.multi_head_attention_forward`` (2.10), the function behind
    ``nn.MultiheadAttention``. ``key_padding_mask`` ``(N, S)`` (bool: True = ignore, or float: added) is folded
    into ``attn_mask`` (``(L, S)`` or ``(N * heads, L, S)``; bool/uint8: True = not allowed, float: added).
    ``k_is_v``/``q_is_k``/``dtype`` are accepted and have no effect (MindSpore uses them to share projections).

    Returns:
        ``(attn_output, attn_weights)``; the weights are averaged over heads when ``average_attn_weights``.

    Raises:
        ValueError: for masks of other dtypes or a ``key_padding_mask`` of the wrong shape.
    """
    q, k, v = _as_tensor(query), _as_tensor(key), _as_tensor(value)
    batched = q.dim() == 3
    kpm, mask = _opt(key_padding_mask), _opt(attn_mask)
    if mask is not None:
        if mask.dtype == torch.uint8:
            mask = mask.bool()
        elif not (mask.dtype.is_floating_point or mask.dtype == torch.bool):
            raise ValueError(
                f"`attn_mask` only support float, byte, and bool types, but got not {_ms_dtype_name(mask)}."
            )
    if kpm is not None:
        mask = _K_attn.merge_key_padding(kpm, mask, q, k, num_heads, batched)
    out, weights = _K_attn.multi_head_attention_forward(
        q, k, v, embed_dim_to_check, num_heads, _opt(in_proj_weight), _opt(in_proj_bias), _opt(bias_k),
        _opt(bias_v), add_zero_attn, dropout_p, _as_tensor(out_proj_weight), _opt(out_proj_bias), training, mask,
        use_separate_proj_weight, _opt(q_proj_weight), _opt(k_proj_weight), _opt(v_proj_weight), _opt(static_k),
        _opt(static_v), average_attn_weights, is_causal,
    )  # fmt: skip
    return _wrap(out), _wrap(weights)


# ---- the helpers of MindSpore's multi_head_attention_forward and pad_ext, at the names libraries import -----------
def linear(x, w, b) -> Tensor:
    """``x @ w.swapaxes(-1, -2) + b`` (``b`` may be None). Mirrors MindSpore 2.10's
    ``ops.function.nn_func.linear`` (its "inner linear", which ``multi_head_attention_forward`` and mindone's
    ``MultiheadAttention`` use): ``ops.matmul`` then an add, so broadcasting and errors are ``ops.matmul``'s.

    Raises:
        RuntimeError: the contracted dimensions differ (``MatMulExt``'s message).
    """
    out = _wrap(_K_linalg.matmul(_as_tensor(x), _as_tensor(w.swapaxes(-1, -2))))
    if b is not None:
        out = out + b
    return out


def _inner_dropout(x, p: float, training: bool):
    """``x`` through ``ops.Dropout(1 - p)`` (its first output) when ``0 < p <= 1`` and ``training``, else ``x``
    itself. Mirrors MindSpore 2.10's ``nn_func._inner_dropout``; the mask comes from torch's generator.

    Raises:
        RuntimeError: ``p == 1`` while training (``Dropout``'s keep_prob check).
    """
    if 0.0 < p <= 1.0 and training:
        t = _as_tensor(x)
        _K_drop.check_input(t)
        _K_drop.check_keep_prob(1 - p)
        return _wrap(_K_drop.dropout_with_mask(t, 1 - p)[0])
    return x


def _in_projection(q, k, v, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None) -> tuple:
    """``(linear(q, w_q, b_q), linear(k, w_k, b_k), linear(v, w_v, b_v))`` for query width ``Eq`` and key/value
    widths ``Ek``/``Ev``: weights ``(Eq, Eq)``, ``(Eq, Ek)``, ``(Eq, Ev)``, biases ``(Eq,)``. Mirrors MindSpore
    2.10's ``nn_func._in_projection``.

    Raises:
        ValueError: a weight or bias of another shape ("Expecting query weights shape of ...").
    """
    eq, ek, ev = q.shape[-1], k.shape[-1], v.shape[-1]
    for what, w, shape in (("query", w_q, (eq, eq)), ("key", w_k, (eq, ek)), ("value", w_v, (eq, ev))):
        if w.shape != shape:
            raise ValueError(f"Expecting {what} weights shape of {shape}, but got {w.shape}")
    for what, b in (("query", b_q), ("key", b_k), ("value", b_v)):
        if b is not None and b.shape != (eq,):
            raise ValueError(f"Expecting {what} bias shape of {(eq,)}, but got {b.shape}")
    return linear(q, w_q, b_q), linear(k, w_k, b_k), linear(v, w_v, b_v)


def _in_projection_packed(q, k, v, w, b, k_is_v: bool, q_is_k: bool) -> tuple:
    """The query, key and value projections with one packed weight ``w`` ``(3E, E)`` and bias ``b`` ``(3E,)``:
    self-attention (``k_is_v`` and ``q_is_k``) projects ``q`` once and splits the result in three;
    encoder-decoder attention (``k_is_v`` only) projects ``q`` with the first ``E`` rows and ``k`` with the other
    ``2E``, split in two; otherwise each with its third of ``w``. Mirrors MindSpore 2.10's
    ``nn_func._in_projection_packed``."""
    e = q.shape[-1]
    if k_is_v:
        if q_is_k:
            return linear(q, w, b).tensor_split(3, axis=-1)
        w_q, w_kv = w.split([e, e * 2])
        b_q, b_kv = (None, None) if b is None else b.split([e, e * 2])
        return (linear(q, w_q, b_q),) + linear(k, w_kv, b_kv).tensor_split(2, axis=-1)
    w_q, w_k, w_v = w.tensor_split(3)
    b_q, b_k, b_v = (None, None, None) if b is None else b.tensor_split(3)
    return linear(q, w_q, b_q), linear(k, w_k, b_k), linear(v, w_v, b_v)


def _check_qkv_shape(query_ndim: int, key_ndim: int, value_ndim: int) -> bool:
    """Whether the query is batched (3-D; key and value then 3-D too) or not (2-D, all 2-D). Mirrors MindSpore
    2.10's ``nn_func._check_qkv_shape``.

    Raises:
        ValueError: another rank, or key/value ranks that do not go with the query's.
    """
    if query_ndim not in (2, 3):
        raise ValueError(
            f"The `query` should be unbatched 2D or batched 3D tensor, but got `query` with {query_ndim}D."
        )
    if key_ndim != query_ndim or value_ndim != query_ndim:
        raise ValueError(
            f"For {'batched' if query_ndim == 3 else 'unbatched'} `query`, the `key` and `value` must be "
            f"{query_ndim}D tensor, but got `key` with {key_ndim}D and `value` with {value_ndim}D."
        )
    return query_ndim == 3


def _check_kpm_shape(query_ndim: int, kmp_ndim: int) -> None:
    """A ``key_padding_mask`` is 2-D for a batched (3-D) query, 1-D for an unbatched (2-D) one (other query ranks
    are not checked). Returns None. Mirrors MindSpore 2.10's ``nn_func._check_kpm_shape``.

    Raises:
        ValueError: another mask rank.
    """
    if query_ndim == 3 and kmp_ndim != 2:
        raise ValueError(
            "For batched `query`, the `key_padding_mask` must be `None` or 2D, "
            f"but got `key_padding_mask` with {kmp_ndim}D."
        )
    if query_ndim == 2 and kmp_ndim != 1:
        raise ValueError(
            "For unbatched `query`, the `key_padding_mask` must be `None` or 1D, "
            f"but got `key_padding_mask` with {kmp_ndim}D."
        )


def _check_attn_mask_shape(query_ndim: int, query_shape, key_shape, attn_mask_ndim: int, attn_mask_shape,
                           num_heads: int) -> None:  # fmt: skip
    """An ``attn_mask`` is 2-D or 3-D for a 2-D or 3-D query; for an unbatched query a 3-D mask is
    ``(num_heads, L, S)``. Returns None. Mirrors MindSpore 2.10's ``nn_func._check_attn_mask_shape`` (its
    messages, "with4D" included).

    Raises:
        ValueError: another mask rank, or a 3-D mask of another shape for an unbatched query.
    """
    if query_ndim in (2, 3) and attn_mask_ndim not in (2, 3):
        kind = "batched" if query_ndim == 3 else "unbatched"
        raise ValueError(
            f"For {kind} `query`, the `attn_mask` must be `None`, 2-D or 3-D, but got `attn_mask` with{attn_mask_ndim}D."
        )
    if query_ndim == 2 and attn_mask_ndim == 3:
        expected = (num_heads, query_shape[0], key_shape[0])
        if attn_mask_shape != expected:
            raise ValueError(f"The shape of `attn_mask` must to be {expected}, but got {attn_mask_shape}.")


def _inner_pad(x, padding, value=None) -> Tensor:
    """:func:`pad` (constant) of ``x`` that also takes a Bool ``x`` (padded as Int32, cast back). Mirrors
    MindSpore 2.10's ``nn_func._inner_pad``."""
    dtype = x.dtype
    if dtype == _mstype.bool_:
        x = x.astype(_mstype.int32)
    return pad(x, padding, value=value).astype(dtype)


_PAD_EXT_RANKS = {"1D": (2, 3), "2D": (3, 4), "3D": (4, 5)}


def pad_ext(input, pad, mode: str = "constant", value=None) -> Tensor:
    """Pad the trailing axes of ``input`` by ``pad`` = ``(left, right, top, bottom, front, back)`` (from the last
    axis backwards; negative values crop). Mirrors MindSpore 2.10's ``ops.function.nn_func.pad_ext`` (the function
    behind ``mint.nn.functional.pad``): 'constant' (``value``, default 0) is ``ConstantPadND``, 'reflect' and
    'replicate' are ``ReflectionPad{1,2,3}D`` / ``ReplicationPad{1,2,3}D`` by ``len(pad)`` 2, 4 or 6, 'circular'
    is ``PadV3``. An empty tuple returns ``input`` itself.

    As on MindSpore's CPU backend, only 'circular' computes with device_target 'CPU': the other modes raise
    ``RuntimeError: The kernel ConstantPadND unregistered.`` (``ReflectionPad2D``, ...) after their checks; on
    other targets mindshim computes them (use ``mint.nn.functional.pad`` to pad on the CPU).

    Raises:
        TypeError: ``input`` is not a Tensor.
        ValueError: an odd ``len(pad)`` ('constant'), a ``value`` other than None/0 for another mode, an input rank
            the reflect/replicate op does not take (ReflectionPad1D's "input should be 2D or 3D, but got 4"),
            a rank that does not fit 'circular', or an unknown mode.
        RuntimeError: on the CPU, for every mode but 'circular'.
    """
    if not isinstance(input, Tensor):
        raise _errors.type_error("pad", f"the type of 'input' must be Tensor, but got {type(input)}.")
    if isinstance(pad, tuple) and not pad:
        return input
    t = _as_tensor(input)
    if mode == "constant":
        value = 0 if value is None else value
        if len(pad) % 2:
            raise ValueError(f"Length of padding must be even but got {len(pad)}")
        return _pad_ext_kernel("ConstantPadND", t, pad, mode, value)
    if value is not None and value != 0:
        raise ValueError("Padding mode does not take in a value argument.")
    if mode == "circular":
        return _pad_circular(input, pad)
    if mode in ("reflect", "replicate"):
        nd = {2: "1D", 4: "2D"}.get(len(pad), "3D")
        op = f"{'Reflection' if mode == 'reflect' else 'Replication'}Pad{nd}"
        low, high = _PAD_EXT_RANKS[nd]
        if t.ndim not in (low, high):
            raise _errors.value_error(op, f"input should be {low}D or {high}D, but got {t.ndim}")
        return _pad_ext_kernel(op, t, pad, mode, None)
    raise ValueError("Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'.")


def _pad_circular(input: Tensor, padding) -> Tensor:
    """``pad_ext``'s 'circular' mode: :func:`pad` (MindSpore's ``PadV3``, with its rank check)."""
    return pad(input, padding, "circular")


def _pad_ext_kernel(op: str, t: torch.Tensor, pad, mode: str, value) -> Tensor:
    """``pad_ext``'s padding by MindSpore's ``op``: RuntimeError 'The kernel <op> unregistered.' on the CPU (MindSpore
    2.10's CPU backend has none), else computed."""
    if _get_context("device_target") == "CPU":
        raise RuntimeError(f"The kernel {op} unregistered.")
    return _wrap(_K_pad.pad(t, _K_pad.check_padding(tuple(pad), op), mode, value))


def affine_grid(theta, size, align_corners: bool = False) -> Tensor:
    """Sampling grid of the affine transforms ``theta`` (N, 2, 3) or (N, 3, 4) for an output of ``size`` (NCHW or
    NCDHW). Mirrors ``mindspore.ops.affine_grid`` (2.10)."""
    return _wrap(_K_img.affine_grid(_as_tensor(theta), size, align_corners))


def grid_sample(input, grid, mode: str = "bilinear", padding_mode: str = "zeros", align_corners=None) -> Tensor:
    """Sample ``input`` (4-D or 5-D) at the normalised ``grid`` locations. Mirrors ``mindspore.ops.grid_sample`` (2.10);
    ``mode`` is 'bilinear' or 'nearest', ``padding_mode`` 'zeros', 'border' or 'reflection'.

    Raises:
        ValueError: for another ``mode`` (MindSpore has no 'bicubic' here).
    """
    if mode not in ("bilinear", "nearest"):
        raise ValueError(
            f"Failed to convert the value \"{mode}\" of input 'interpolation_mode' of "
            f"'grid_sampler_{_as_tensor(input).ndim - 2}d' to enum."
        )
    return _wrap(_K_img.grid_sample(_as_tensor(input), _as_tensor(grid), mode, padding_mode, bool(align_corners)))


@_tensor_only("For dropout1d, 'input' must be Tensor, but got type {cls}.")
def dropout1d(input, p: float = 0.5, training: bool = True) -> Tensor:
    """Zero whole channels of ``(N, C, L)`` / ``(C, L)`` input with probability ``p``, scale the rest by ``1/(1-p)``.

    Mirrors ``mindspore.ops.dropout1d`` (2.10): ``Dropout2D(1.0 - p)`` of the input widened to ``(N, C, L, 1)``
    (``(1, C, L, 1)`` for 2-D), so on CPU the mask is MindSpore's (:func:`.dropout.channel_dropout_with_mask`).

    Raises:
        TypeError: if ``p`` is not a float. ValueError: if ``p`` is outside [0, 1] or the input is not 2-D/3-D.
    """
    if not isinstance(p, float):
        raise TypeError(f"For dropout1d, 'p' must be float, but got type {type(p)}.")
    if p < 0 or p > 1:
        raise ValueError(f"For dropout1d, the 'p' must be a number in range [0, 1], but got {p}.")
    if not training:
        return input
    t = _as_tensor(input)
    if t.ndim not in (2, 3):
        raise ValueError(f"For dropout1d, input shape should be 2D or 3D, but got {t.ndim}.")
    wide = (t if t.ndim == 3 else t.unsqueeze(0)).unsqueeze(-1)
    return _wrap(_K_drop.channel_dropout(wide, p, 2).reshape(t.shape))


def _check_channel_dropout(t: torch.Tensor, keep_prob, nd: int, prim: str) -> None:
    """MindSpore's checks of ``Dropout2D``/``Dropout3D`` (``prim``), which ``ops.dropout2d/3d`` build with
    ``keep_prob = 1.0 - p``: a float ``keep_prob`` in ``[0, 1]``, an input of rank ``nd + 2``.

    Raises:
        TypeError: a ``keep_prob`` that is not a float.
        ValueError: a ``keep_prob`` outside ``[0, 1]``; an input of another rank.
    """
    from ... import _checkparam as validator

    validator.check_value_type("keep_prob", keep_prob, [float], prim)
    validator.check_float_range(keep_prob, 0.0, 1.0, validator.INC_BOTH, "keep_prob", prim)
    if t.ndim != nd + 2:
        raise ValueError(f"For primitive[{prim}], the rank of input  must be equal to {nd + 2} , but got {t.ndim}.")


@_tensor_only("Primitive[Dropout2D](x)")
def dropout2d(input, p: float = 0.5, training: bool = True) -> Tensor:
    """Zero whole channels of NCHW input with probability ``p``; mirrors ``mindspore.ops.dropout2d`` (2.10).

    Raises:
        TypeError: a ``p`` that is not a number (``1.0 - p`` fails, as in MindSpore).
        ValueError: ``p`` outside ``[0, 1]`` (``Dropout2D``'s ``keep_prob`` check) or an input not 4-D.
    """
    if not training:
        return input
    t = _as_tensor(input)
    _check_channel_dropout(t, 1.0 - p, 2, "Dropout2D")
    return _wrap(_K_drop.channel_dropout(t, p, 2))


@_tensor_only("Primitive[Dropout3D](x)")
def dropout3d(input, p: float = 0.5, training: bool = True) -> Tensor:
    """Zero whole channels of NCDHW input with probability ``p``; mirrors ``mindspore.ops.dropout3d`` (2.10).

    Raises:
        TypeError: a ``p`` that is not a number (``1.0 - p`` fails, as in MindSpore).
        ValueError: ``p`` outside ``[0, 1]`` (``Dropout3D``'s ``keep_prob`` check) or an input not 5-D.
    """
    if not training:
        return input
    t = _as_tensor(input)
    _check_channel_dropout(t, 1.0 - p, 3, "Dropout3D")
    return _wrap(_K_drop.channel_dropout(t, p, 3))


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type: float = 2.0,
              scale_grad_by_freq: bool = False) -> Tensor:  # fmt: skip
    """Rows of ``weight`` at the indices ``input``; with ``max_norm`` the looked-up rows of ``weight`` are renormalised
    in place. Mirrors ``mindspore.ops.embedding`` (2.10; MindSpore's CPU build has no kernel, mindshim computes it)."""
    w = _as_tensor(weight)
    idx = _as_tensor(input).long()
    return _wrap(_K_emb.embedding(idx, w, padding_idx, max_norm, norm_type, scale_grad_by_freq))


def _embedding_lookup(params, indices, offset: int = 0) -> Tensor:
    """Rows ``indices - offset`` of ``params``; ids outside ``[0, rows)`` give zero rows (MindSpore's CPU
    ``EmbeddingLookup`` kernel, behind ``ops.EmbeddingLookup`` and ``nn.EmbeddingLookup(target='CPU')``)."""
    return _wrap(_K_emb.embedding_lookup(_as_tensor(params), _as_tensor(indices), offset))


def normalize(input, p: float = 2.0, dim: int = 1, eps: float = 1e-12) -> Tensor:
    """``input / max(||input||_p, eps)`` along ``dim``. Mirrors ``mindspore.ops.normalize``."""
    return _wrap(_K_norm.lp_normalize(_as_tensor(input), p, dim, eps))


def cosine_similarity(x1, x2, dim: int = 1, eps: float = 1e-08) -> Tensor:
    """Cosine similarity along ``dim``. Mirrors ``mindspore.ops.cosine_similarity``.

    Raises:
        TypeError: a sequence or str ``x2`` (MindSpore's ``x1 * x2`` Mul signature error).
        AttributeError: a number ``x2`` (MindSpore's norm reads its ``ndim``).
    """
    if not isinstance(x2, (Tensor, torch.Tensor)) and isinstance(x1, (Tensor, torch.Tensor)):
        if isinstance(x2, (bool, int, float)):
            raise _no_attribute(x2, "ndim")
        if x2 is None:
            raise _errors.failed_calling("mul", "mul(None)", "Tensor.mul(other=<Number, Tensor>)")
        raise _errors.call_error("Mul", x1, x2)
    return _wrap(_K_loss.cosine_similarity(_as_tensor(x1), _as_tensor(x2), dim, eps))


@_init_types("Pdist", p=float)
@_tensor_only("Primitive[Pdist](x)")
def pdist(input, p: float = 2.0) -> Tensor:
    """Pairwise distances between rows. Mirrors ``mindspore.ops.pdist``."""
    return _wrap(_K_loss.pdist(_as_tensor(input), p))


def cdist(x1, x2, p: float = 2.0) -> Tensor:
    """Distances between each pair of rows of ``x1`` and ``x2``. Mirrors ``mindspore.ops.cdist``.

    Raises:
        TypeError: an operand not a Tensor or ``p`` not a float (``Failed calling Cdist``; an int ``p`` does not do).
    """
    (p,) = _prim_attrs("Cdist", {"p": p}, {"x1": x1, "x2": x2}, {"p": "float"})
    return _wrap(_K_linalg.cdist(_as_tensor(x1), _as_tensor(x2), p))


def unfold(input, kernel_size, dilation=1, padding=0, stride=1) -> Tensor:
    """Extract sliding blocks (im2col). Mirrors ``mindspore.ops.unfold``."""
    return _wrap(_K_img.unfold(_as_tensor(input), kernel_size, dilation, padding, stride))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1) -> Tensor:
    """Combine sliding blocks (col2im) into ``(N, C, H, W)``. Mirrors ``mindspore.ops.fold`` / ``Tensor.fold`` (2.10).

    Raises:
        TypeError: if ``output_size`` is not a Tensor (MindSpore takes a 1-D Int32 Tensor ``[H, W]``).
    """
    if not isinstance(output_size, Tensor):
        raise TypeError(
            "For Primitive[Col2Im], the type of input argument[output_size] must be Tensor but got "
            f"Tuple[Int64*{len(output_size)}]."
        )
    os_ = tuple(int(v) for v in output_size.asnumpy())
    return _wrap(_K_img.fold(_as_tensor(input), os_, kernel_size, dilation, padding, stride))


def pixel_shuffle(input, upscale_factor: int) -> Tensor:
    """Rearrange ``(C*r*r, H, W)`` to ``(C, H*r, W*r)``. Mirrors ``mindspore.ops.pixel_shuffle``."""
    return _wrap(_K_img.pixel_shuffle(_as_tensor(input), upscale_factor))


def intopk(x1, x2, k: int) -> Tensor:
    """Whether ``x1[i, x2[i]]`` is among the ``k`` largest of row ``i``. Mirrors ``mindspore.ops.intopk`` /
    ``ops.InTopK(k)`` (2.10, CPU kernel).

    ``x1`` is ``(N, C)`` Float16/Float32, ``x2`` ``(N,)`` Int32/Int64. Row ``i`` is True when fewer than ``k``
    entries are strictly greater than the target's; it is False for a target index outside ``[0, C)`` or a row
    holding a non-finite value, and every row is False for ``k < 1``. Returns a Bool ``(N,)`` Tensor.

    Raises:
        TypeError: for other dtypes.
        ValueError: if ``x1`` is not 2-D, ``x2`` not 1-D, or their first dimensions differ.
    """
    from ._utils import _int_indices

    p, t = _as_tensor(x1), _as_tensor(x2)
    if p.dtype not in (torch.float16, torch.float32):
        raise TypeError(
            "For primitive[InTopK], the input argument[x1] must be a type of {Tensor[Float16], Tensor[Float32]}, "
            f"but got Tensor[{_ms_dtype_name(p)}]."
        )
    t = _int_indices("InTopK", t, "x2")
    if p.ndim != 2:
        raise ValueError(f"For primitive[InTopK], the input x1 rank must be equal to 2, but got {p.ndim}.")
    if t.ndim != 1:
        raise ValueError(f"For primitive[InTopK], the input x2 rank must be equal to 1, but got {t.ndim}.")
    if t.shape[0] != p.shape[0]:
        raise _errors.value_error(
            "InTopK",
            "the size of x2 should be equal to x1's first diemnsion, but got x1 shape: "
            f"[const vector]{{{', '.join(map(str, p.shape))}}}, x2 shape: [const vector]{{{', '.join(map(str, t.shape))}}}",
        )
    return _wrap(_K_loss.in_top_k(p, t, int(k)))


def _deformable_attrs(name: str, strides, pads, ksize, dilations, data_format, deformable_groups, modulated) -> str:
    """MindSpore 2.10's attribute checks of ``DeformableOffsets`` (in its order); returns the data format."""
    from ... import _checkparam as validator

    fmt = validator.check_string(data_format, ["NCHW", "NHWC"], "data_format", name)
    pos_c = 3 if fmt == "NHWC" else 1
    validator.check_size_and_element_type_of_tuple("strides", strides, 4, int, name)
    if strides[0] != 1 or strides[pos_c] != 1:
        raise _errors.value_error(name, "The N and C dimensions of 'strides' must be set to 1.")
    validator.check_size_and_element_type_of_tuple("pads", pads, 4, int, name)
    validator.check_size_and_element_type_of_tuple("kernel_size", ksize, 2, int, name)
    validator.check_size_and_element_type_of_tuple("dilations", dilations, 4, int, name)
    if dilations[0] != 1 or dilations[pos_c] != 1:
        raise _errors.value_error(name, "The N and C dimensions of 'dilations' must be set to 1.")
    validator.check_positive_int(deformable_groups, "deformable_groups", name)
    if validator.check_bool(modulated, "modulated", name) is not True:
        raise _errors.value_error(name, "The modulated must be set to True.")
    return fmt


def _deformable_offsets(x, offsets, strides, pads, ksize, dilations, data_format, deformable_groups) -> Tensor:
    """``DeformableOffsets`` of Tensors ``x``/``offsets`` (NHWC inputs go through NCHW)."""
    from ..._kernels import detection as _K_det

    for arg, v in (("offsets", offsets), ("x", x)):
        if not isinstance(v, Tensor):
            raise TypeError(
                "The primitive[DeformableOffsets]'s input arguments[offsets, x] must be all tensor and those type "
                f"must be same. But got input argument[{arg}]:{_errors.not_tensor_name(v)}"
            )
    xt, ot = _as_tensor(x), _as_tensor(offsets)
    if data_format == "NHWC":
        if xt.ndim != 4 or ot.ndim != 4:
            raise ValueError("For primitive[DeformableOffsets], the x shape size must be equal to 4.")
        nchw = (strides[0], strides[3], strides[1], strides[2])
        dil = (dilations[0], dilations[3], dilations[1], dilations[2])
        y = _K_det.deformable_offsets(xt.permute(0, 3, 1, 2), ot.permute(0, 3, 1, 2), nchw, pads, ksize, dil,
                                      deformable_groups)  # fmt: skip
        return _wrap(y.permute(0, 2, 3, 1))
    return _wrap(_K_det.deformable_offsets(xt, ot, strides, pads, ksize, dilations, deformable_groups))


def deformable_conv2d(x: Tensor, weight: Tensor, offsets: Tensor, kernel_size: tuple, strides: tuple, padding: tuple,
                      bias: Tensor | None = None, dilations: tuple = (1, 1, 1, 1), groups: int = 1,
                      deformable_groups: int = 1, modulated: bool = True) -> Tensor:  # fmt: skip
    """``ops.deformable_conv2d(x, weight, offsets, kernel_size, strides, padding, bias=None, dilations=(1, 1, 1, 1),
    groups=1, deformable_groups=1, modulated=True)``: deformable convolution v2 of NCHW ``x`` (N, C_in, H, W) with
    ``weight`` (C_out, C_in / groups, kh, kw): ``(N, C_out, OH, OW)``, ``OH = (H + pad_top + pad_bottom - (kh - 1)
    * dilations[2] - 1) // strides[2] + 1`` (likewise W).

    Mirrors ``mindspore.ops.deformable_conv2d`` (2.10, deprecated in its documentation): ``ops.DeformableOffsets``
    samples each kernel tap at its offset position (bilinear, times its mask; ``offsets`` is ``(N, 3 *
    deformable_groups * kh * kw, OH, OW)`` ordered x offsets, y offsets, masks), then a ``kernel_size``-strided
    'valid' convolution and ``bias`` added. ``strides``/``dilations`` are 4-tuples whose N and C entries are 1,
    ``padding`` is (top, bottom, left, right). Float16/Float32; differentiable in ``x``, ``weight``, ``offsets``
    and ``bias``.

    Raises:
        TypeError: a tuple argument not a tuple of ints, ``modulated`` not a bool; inputs of different dtypes or not
            Float16/Float32.
        ValueError: a tuple of the wrong size, N/C strides or dilations not 1, ``modulated`` False,
            ``deformable_groups`` not positive or not dividing C_in, ``offsets`` not of the shape above.
    """
    name = "DeformableOffsets"
    _deformable_attrs(name, strides, padding, kernel_size, dilations, "NCHW", deformable_groups, modulated)
    fm = _deformable_offsets(x, offsets, strides, padding, kernel_size, dilations, "NCHW", deformable_groups)
    out = conv2d(fm, weight, None, tuple(kernel_size), "valid", 0, 1, groups)
    return out if bias is None else bias_add(out, bias)


def _innner_log_softmax(inputs: Tensor, axis: int | tuple) -> Tensor:
    """``inputs - logsumexp(inputs, axis, keepdim=True)``: MindSpore 2.10's inner log-softmax of ``ops.function.nn_func``
    (spelled so there), which MindNLP's losses import; ``axis`` an int or a tuple of ints."""
    from .math_func import logsumexp

    return inputs - logsumexp(inputs, axis, True)


def ctc_greedy_decoder(inputs: Tensor, sequence_length: Tensor, merge_repeated: bool = True) -> tuple:
    """``ops.ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True)``: :class:`mindspore.ops.
    CTCGreedyDecoder` ``(merge_repeated)`` applied to ``inputs`` ``(max_time, batch, num_classes)`` and
    ``sequence_length`` ``(batch,)``; ``(decoded_indices, decoded_values, decoded_shape, log_probability)``.

    Mirrors ``mindspore.ops.ctc_greedy_decoder`` (2.10, deprecated after 2.9.0). Errors: those of the primitive.
    """
    from ... import _checkparam as validator
    from ..._kernels import decode as _K
    from ._utils import _prim_input

    name = "CTCGreedyDecoder"
    validator.check_value_type("merge_repeated", merge_repeated, [bool], name)
    x = _prim_input(name, "inputs type", inputs)
    s = _prim_input(name, "sequence length dtype", sequence_length)
    return tuple(_wrap(t) for t in _K.ctc_greedy_decoder(x, s, merge_repeated))
