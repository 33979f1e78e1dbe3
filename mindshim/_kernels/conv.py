"""Convolution kernels: MindSpore's ``Conv2D``/``Conv3D`` operand checks and pad modes over torch's conv.

``nn.Conv1d/2d/3d``, ``ops.conv1d/2d/3d`` and the ``ops.Conv2D``/``Conv3D`` primitives call :func:`conv_nd`
(the layers precompute the torch padding once and call :func:`conv_padded` on their fast path). 'same'
padding is :func:`.pooling.same_pads`, the one TF-style helper shared with pooling.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name as _name
from .errors import translated, type_error, value_error
from .pooling import same_pads, torch_pads
from . import errors as _errors
from . import half as _half
from .._state import STAGED_DEPTH

__all__ = [
    "conv2d_backprop_filter",
    "check_operands",
    "conv_error",
    "padding_plan",
    "conv_padded",
    "check_pads",
    "check_window",
    "check_positive_attr",
    "conv_nd",
    "conv_ext",
    "conv_transpose_torch",
    "conv_tbc",
    "transpose_window",
    "conv_transpose",
]

_CONV_FN = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
_TRANSPOSE_FN = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}
# the dtypes MindSpore's Conv2D/Conv3D accept (type inference); the CPU kernels then compute the float ones only
_VALID = {
    "Conv2D": (torch.bfloat16, torch.float16, torch.float32, torch.int32, torch.int64, torch.int8),
    "Conv3D": (torch.float16, torch.float32),
}
_FLOAT = (torch.bfloat16, torch.float16, torch.float32)


def _conv(nd: int, t: torch.Tensor, w: torch.Tensor, bias, stride, padding, dilation, groups: int) -> torch.Tensor:
    """torch's ``conv{nd}d``; a float16 convolution on the CPU is computed in float32 and rounded once (inside a
    graph from the unrounded input a Float32-only kernel passes on, and passing its own on: ``half.keep_float32``).

    MindSpore's CPU kernels compute float16 convolutions (forward and both gradients) in float32 and round the
    result to float16 once; torch's CPU float16 convolution backward rounds partial sums (a third of the input
    gradients one half-precision step or more away). Computing through float32 gives MindSpore's gradients, and
    the same forward values. The bias, when given here, is added in float32 before that rounding (the fused form
    of ``mint``'s ``ConvXdExt``); the layers add theirs afterwards, as MindSpore's ``BiasAdd`` does.
    """
    if t.dtype is torch.float16 and t.device.type == "cpu":
        b32 = None if bias is None else bias.float()
        r32 = _CONV_FN[nd](_half.as_float32(t), w.float(), b32, stride, padding, dilation, groups)
        return _half.keep_float32(r32, torch.float16)
    return _CONV_FN[nd](t, w, bias, stride, padding, dilation, groups)


def check_operands(prim: str, x, w, w_is_param: bool = False) -> None:
    """MindSpore's operand checks of ``prim`` ('Conv2D' or 'Conv3D') on torch tensors ``x`` and ``w``.

    Raises:
        TypeError: ``x``/``w`` not a tensor ("must be all tensor"), dtypes differing ("the input type must be
            same"), a dtype the primitive does not accept, or an integer dtype (no CPU kernel).
    """
    for arg, v in (("x", x), ("w", w)):
        if not isinstance(v, torch.Tensor):
            raise TypeError(
                f"The primitive[{prim}]'s input arguments[w, x] must be all tensor and those type must be same. But "
                f"got input argument[{arg}]:{v}"
            )
    ref = "Ref[Tensor[{}]]" if w_is_param else "Tensor[{}]"
    if x.dtype != w.dtype:
        raise TypeError(
            f"For primitive[{prim}], the input type must be same.\nname:[w]:{ref.format(_name(w.dtype))}.\n"
            f"name:[x]:Tensor[{_name(x.dtype)}]."
        )
    valid = _VALID.get(prim, _VALID["Conv2D"])
    if w.dtype not in valid:
        names = ", ".join(sorted(f"Tensor[{_name(d)}]" for d in valid))
        raise TypeError(
            f"For primitive[{prim}], the input argument[w] must be a type of {{{names}}}, but got "
            f"{ref.format(_name(w.dtype))}."
        )
    if w.dtype not in _FLOAT:
        raise TypeError(
            f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data types are input[Float32 "
            f"Float32], output[Float32]; , but get input[{_name(x.dtype)} {_name(w.dtype)} ] and output"
            f"[{_name(x.dtype)} ]"
        )


def conv_error(prim: str, t, w, group: int, w_is_param: bool = False) -> Exception:
    """The MindSpore exception for a convolution of ``t`` by ``w`` that torch refused (or would refuse)."""
    try:
        check_operands(prim, t, w, w_is_param)
    except TypeError as e:
        return e
    nd = w.dim() - 2
    if t.dim() != nd + 2:
        return ValueError(f"For primitive[{prim}], the x shape size must be equal to {nd + 2}, but got {t.dim()}.")
    if t.shape[1] // group != w.shape[1] or t.shape[1] % group:
        return _errors.runtime_error(
            prim,
            f"'C_in' of input 'x' shape divide by parameter 'group' must be equal to 'C_in' of input "
            f"'weight' shape: {w.shape[1]}, but got 'C_in' of input 'x' shape: {t.shape[1]}, and 'group': {group}.",
        )
    what = "d, h and w" if nd == 3 else "h and w"  # Conv1d runs as Conv2D and says "h and w" too
    return _errors.value_error(
        prim[:-1] + prim[-1].lower(),
        f"input shape's {what} after padding must be greater than or equal to kernel_size's {what} respectively.",
    )


def padding_plan(pairs: Sequence[tuple[int, int]]) -> tuple[tuple, tuple | None]:
    """``(before, after)`` pairs -> (torch conv ``padding``, an ``F.pad`` tuple applied first or None)."""
    if all(a == b for a, b in pairs):
        return tuple(a for a, _ in pairs), None
    return (0,) * len(pairs), torch_pads(pairs)


def conv_padded(
    prim: str,
    t: torch.Tensor,
    w: torch.Tensor,
    bias: torch.Tensor | None,
    stride: tuple,
    padding: tuple,
    dilation: tuple,
    groups: int,
    prepad: tuple | None = None,
    w_is_param: bool = False,
) -> torch.Tensor:
    """torch's convolution with precomputed symmetric ``padding`` (after ``prepad``); MindSpore's errors.

    The layers' fast path: the torch call is tried first, the operand checks run only when the weight dtype is
    one MindSpore's CPU kernel lacks or torch refuses the call.
    """
    if w.dtype not in _FLOAT or t.dtype is not w.dtype:
        raise conv_error(prim, t, w, groups, w_is_param)
    if prepad is not None:
        t = F.pad(t, prepad)
    try:
        if bias is not None and t.dtype is torch.float16 and not STAGED_DEPTH[0]:
            # Conv2D, then BiasAdd: rounded twice, as in MindSpore's PyNative mode (in a graph both kernels are
            # Float32 ones and the bias is added before the one rounding)
            nd = w.dim() - 2
            return _conv(nd, t, w, None, stride, padding, dilation, groups) + bias.reshape((-1,) + (1,) * nd)
        return _conv(w.dim() - 2, t, w, bias, stride, padding, dilation, groups)
    except (RuntimeError, NotImplementedError, TypeError):
        raise conv_error(prim, t, w, groups, w_is_param) from None


def conv_ext(prim: str, t, w, bias: torch.Tensor | None, stride, padding, dilation, groups: int) -> torch.Tensor:
    """``mint.nn.functional.conv1d/2d/3d`` (MindSpore's ``ConvXdExt``): torch's convolution and padding rules
    (``padding`` ints, or 'valid'/'same'), after MindSpore's operand checks (non-tensors and differing dtypes are
    its ``TypeError``); torch's other errors leave as MindSpore's classes.
    """
    for arg, v in (("input", t), ("weight", w)):
        if not isinstance(v, torch.Tensor):
            raise _errors.not_tensor_error(prim, type(v).__name__, arg)
    if t.dtype != w.dtype:
        raise _errors.type_error(
            prim, f"the dtypes of 'input' and 'weight' must be the same, but got {_name(t.dtype)} and {_name(w.dtype)}."
        )
    with translated(prim):
        return _conv(w.dim() - 2, t, w, bias, stride, padding, dilation, groups)


def check_pads(prim: str, pad_mode, pad, nd: int) -> str:
    """MindSpore's checks of a convolution's ``pad_mode`` and ``pad`` (an int or ``2 * nd`` ints); the lower mode.

    Raises:
        ValueError: an unknown ``pad_mode``, a negative pad item, or a nonzero ``pad`` without 'pad'.
    """
    mode = pad_mode.lower() if isinstance(pad_mode, str) else pad_mode
    if mode not in ("valid", "same", "pad"):
        raise value_error(prim, f"the 'pad_mode' must be one of ['valid', 'same', 'pad'], but got {pad_mode}.")
    if mode != "pad" and (pad if isinstance(pad, int) else any(pad)):
        raise value_error(
            prim,
            f"the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': {pad} and 'pad_mode': {pad_mode}.",
        )
    for p in (pad,) if isinstance(pad, int) else pad:
        if p < 0:
            raise value_error(prim, f"the 'pad item' must be int and must >= 0, but got '{p}' with type 'int'.")
    return mode


def check_positive_attr(prim: str, arg: str, value) -> int:
    """MindSpore's ``validator.check_positive_int`` of a convolution primitive's ``out_channel``/``group``.

    Raises:
        TypeError: ``value`` not an int (``Conv2D``'s error: the 'group' must be int, but got 'float').
        ValueError: ``value`` not positive (``... must be int and must > 0, but got '0' with type 'int'.``).
    """
    if not isinstance(value, int) or isinstance(value, bool):
        raise type_error(prim, f"the '{arg}' must be int, but got '{type(value).__name__}'")
    if value <= 0:
        raise value_error(prim, f"the '{arg}' must be int and must > 0, but got '{value}' with type 'int'.")
    return value


def check_window(prim: str, arg: str, value, nd: int) -> None:
    """MindSpore's check of a convolution's ``stride``/``dilation``: positive ints (``nd``, ``nd + 2`` or one).

    Raises:
        ValueError: a non-positive item (``Conv2D``'s error: attr 'stride' must be an positive int number ...).
    """
    items = (value,) if isinstance(value, int) else tuple(value)
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in items):
        what = "two or four" if nd == 2 else "three or five"
        raise _errors.value_error(
            prim,
            f"attr '{arg}' must be an positive int number or a tuple of {what} positive int numbers, but got {value}",
            sep="' ",
        )


def conv_nd(
    prim: str,
    t,
    w,
    bias: torch.Tensor | None,
    stride: Sequence[int],
    pad_mode: str,
    pad,
    dilation: Sequence[int],
    groups: int,
) -> torch.Tensor:
    """MindSpore's ``prim`` ('Conv2D'/'Conv3D') of ``t`` by ``w`` over ``w.dim() - 2`` spatial axes, plus ``bias``.

    ``pad_mode``: 'valid', 'same' (TF-style, :func:`.pooling.same_pads`) or 'pad' (``pad`` an int, or
    ``(before, after)`` per spatial axis, flattened). Stride/dilation are ``nd`` ints.

    Raises:
        TypeError / ValueError / RuntimeError: MindSpore's (:func:`check_operands`, :func:`check_pads`,
            :func:`conv_error`).
    """
    nd = len(stride)
    mode = check_pads(prim, pad_mode, pad, nd)
    check_operands(prim, t, w)
    if t.dim() != nd + 2:
        raise conv_error(prim, t, w, groups)
    if mode == "same":
        pairs = same_pads(t.shape[2:], w.shape[2:], stride, dilation)
    elif mode == "pad":
        pairs = [(pad, pad)] * nd if isinstance(pad, int) else [(pad[2 * i], pad[2 * i + 1]) for i in range(nd)]
    else:
        pairs = [(0, 0)] * nd
    padding, prepad = padding_plan(pairs)
    out = conv_padded(prim, t, w, None, tuple(stride), padding, tuple(dilation), groups, prepad)
    if bias is not None:
        out = out + bias.reshape((-1,) + (1,) * nd)
    return out


def conv_transpose_torch(t, w, bias, stride, padding, output_padding, groups: int, dilation) -> torch.Tensor:
    """torch's ``conv_transpose2d`` (weight ``(C_in, C_out / groups, kH, kW)``, torch's padding rules): the
    ``ops.conv_transpose2d`` and ``mint.nn.functional.conv_transpose2d`` computation (MindSpore's CPU build has no
    kernel for it)."""
    return F.conv_transpose2d(t, w, bias, stride, padding, output_padding, groups, dilation)


def conv_tbc(t: torch.Tensor, w: torch.Tensor, bias: torch.Tensor, pad: int = 0) -> torch.Tensor:
    """1-D convolution of a ``(time, batch, channel)`` input by ``w`` ``(k, C_in, C_out)`` (``mint.conv_tbc``)."""
    return torch.conv_tbc(t, w, bias, pad)


def transpose_window(sizes, kernel, stride, dilation, pad_mode: str, pads, extra=None) -> tuple:
    """Start and length of MindSpore's transposed-convolution output per spatial dim, within the full (unpadded)
    transposed convolution: with ``k' = dilation * (k - 1) + 1`` the length is ``n * stride + max(k' - stride, 0)``
    ('valid'), ``n * stride`` ('same', starting ``(k' - stride) // 2`` in) or ``n * stride - before - after + k' -
    stride`` ('pad', starting ``before`` in), plus ``extra`` (``output_padding``)."""
    starts, lengths = [], []
    for i, n in enumerate(sizes):
        s = stride[i]
        k = (kernel[i] - 1) * dilation[i] + 1
        if pad_mode == "valid":
            start, length = 0, n * s + max(k - s, 0)
        elif pad_mode == "same":
            start, length = max((n - 1) * s + k - n * s, 0) // 2, n * s
        else:
            before, after = pads[i]
            start, length = before, n * s - before - after + k - s
        starts.append(start)
        lengths.append(length + (extra[i] if extra is not None else 0))
    return starts, lengths


def conv_transpose(t: torch.Tensor, w: torch.Tensor, bias, stride, dilation, groups: int, starts, lengths):
    """The transposed convolution behind ``nn.Conv1d/2d/3dTranspose``, ``ops.Conv2DTranspose`` /
    ``ops.Conv2DBackpropInput``, ``ops.Conv3DTranspose`` and ``ops.conv3d_transpose``: the full transposed
    convolution, cut to ``lengths`` from ``starts`` per spatial dim (positions beyond it are zeros), plus ``bias``."""
    nd = t.dim() - 2
    y = _TRANSPOSE_FN[nd](t, w, None, tuple(stride), 0, 0, groups, tuple(dilation))
    index: list = [slice(None), slice(None)]
    grow = []
    crop = False
    for i in range(nd):
        full = y.shape[2 + i]
        start, length = starts[i], lengths[i]
        crop = crop or start > 0 or length < full - start
        index.append(slice(start, start + length))
        grow.append(max(start + length - full, 0))
    if crop:
        y = y[tuple(index)]
    if any(grow):
        flat: list = []
        for g in reversed(grow):
            flat += [0, g]
        y = F.pad(y, flat)
    if bias is not None:
        y = y + bias.reshape((1, -1) + (1,) * nd)
    return y


def conv2d_backprop_filter(
    dy: torch.Tensor,
    x: torch.Tensor,
    filter_size: Sequence[int],
    stride: Sequence[int],
    pad_mode: str,
    pad: Sequence[int],
    dilation: Sequence[int],
    groups: int,
) -> torch.Tensor:
    """MindSpore's ``Conv2DBackpropFilter`` (oneDNN's backward-weights): the gradient of a 2-D convolution of NCHW
    ``x`` with respect to its ``filter_size`` weight, for the output gradient ``dy``. ``pad_mode`` 'valid', 'same'
    (TF-style padding from ``x``'s size) or 'pad' (``pad``, the primitive's ``pad_list``: ``(top, bottom, left,
    right)``); ``stride``/``dilation`` two ints. Float32, as MindSpore's CPU kernel (other float dtypes computed in Float32 and cast back).

    Raises:
        ValueError: ``x`` or ``dy`` not 4-D, ``filter_size`` not 4 values, or ``x``'s channels not divisible by
        ``groups``. RuntimeError: ``dy``'s shape not the convolution's output shape (oneDNN's refusal).
    """
    op = "Conv2DBackpropFilter"
    size = tuple(int(v) for v in filter_size)
    if x.dim() != 4 or dy.dim() != 4 or len(size) != 4:
        raise value_error(
            op,
            f"the rank of input must be euqal to weight's, but got input shape: {list(x.shape)}, weight shape: "
            f"{list(size)}",
        )
    if x.shape[1] % groups:
        raise value_error(op, "requires channels must be divided by group!")
    mode = pad_mode.lower()
    if mode == "same":
        pairs = same_pads(x.shape[2:], size[2:], stride, dilation)
    elif mode == "pad":
        pairs = [(pad[0], pad[1]), (pad[2], pad[3])]
    else:
        pairs = [(0, 0), (0, 0)]
    outs = [
        (n + a + b - (k - 1) * d - 1) // s + 1
        for n, (a, b), k, d, s in zip(x.shape[2:], pairs, size[2:], dilation, stride, strict=True)
    ]
    if list(dy.shape[2:]) != outs or dy.shape[1] != size[0] or size[1] * groups != x.shape[1]:
        raise RuntimeError(
            "could not create a primitive descriptor for the convolution forward propagation primitive. Run workload "
            "with environment variable ONEDNN_VERBOSE=all to get additional diagnostic information."
        )
    padding, prepad = padding_plan(pairs)
    src = x.float()
    if prepad is not None:
        src = F.pad(src, prepad)
    weight = torch.empty(size, dtype=torch.float32)
    with translated(op):
        _, dw, _ = torch.ops.aten.convolution_backward(
            dy.float(), src, weight, None, list(stride), list(padding), list(dilation), False, [0, 0], groups,
            [False, True, False],
        )  # fmt: skip
    return dw.to(x.dtype)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
