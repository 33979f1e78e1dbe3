"""Pooling kernels: TF-style 'same' padding (shared with convolution), max/average pooling over 1-3 axes.

One implementation each of MindSpore's padding modes ('valid', TF-style 'same', explicit 'pad') for max and
average pooling; ``nn.MaxPool*``/``nn.AvgPool*``, ``ops.MaxPool``/``AvgPool``/``MaxPool3D``/``AvgPool3D``/
``MaxPoolWithArgmax``, ``ops.max_pool2d``/``max_pool3d`` and ``mint.nn.functional.max_pool2d`` call these.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import torch
import torch.nn.functional as F

from ._dtype_names import ms_name
from .errors import runtime_error, translate, translated
from . import errors as _errors
from . import stdrandom as _std

__all__ = [
    "same_pads",
    "torch_pads",
    "pad_same",
    "check_float",
    "check_input",
    "max_pool",
    "avg_pool",
    "window_sum",
    "pool_nd",
    "window_error",
    "check_window_args",
    "check_avg3d_input",
    "check_pool_prim",
    "flat_chw_indices",
    "adaptive_avg_pool",
    "adaptive_max_pool",
    "lp_pool",
    "max_unpool",
    "fractional_max_pool",
    "fractional_sequence",
    "fractional_pool",
    "fractional_avg_pool_grad",
    "fractional_max_pool_grad",
    "fractional_max_pool_fixed",
    "max_unpool3d_prim",
    "grad_window_arg",
    "max_pool_grad_with_argmax",
    "max_pool_grad_with_argmax_v1",
    "max_pool_grad_grad",
    "max_pool_grad_grad_with_argmax",
    "ps_roi_pooling_grad",
    "ps_roi_pooling",
]

_MAX = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}
_AVG = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}
_FLOATS = (torch.float16, torch.float32, torch.float64)


def same_pads(
    sizes: Sequence[int], kernel: Sequence[int], stride: Sequence[int], dilation: Sequence[int] | None = None
) -> list[tuple[int, int]]:
    """TensorFlow's 'same' padding, MindSpore's ``pad_mode='same'``: ``(before, after)`` per spatial axis.

    The output length is ``ceil(n / stride)``; an odd total padding puts the extra element after the input
    (bottom/right), as Keras 3's torch backend computes it for both convolution and pooling.
    """
    pairs = []
    for i, n in enumerate(sizes):
        k = (kernel[i] - 1) * (dilation[i] if dilation is not None else 1) + 1
        total = max((-(-n // stride[i]) - 1) * stride[i] + k - n, 0)
        pairs.append((total // 2, total - total // 2))
    return pairs


def torch_pads(pairs: Sequence[tuple[int, int]]) -> tuple:
    """``(before, after)`` pairs in axis order -> the flat ``F.pad`` tuple (last axis first)."""
    flat: list = []
    for lo, hi in reversed(pairs):
        flat += [lo, hi]
    return tuple(flat)


def pad_same(
    t: torch.Tensor,
    kernel: Sequence[int],
    stride: Sequence[int],
    dilation: Sequence[int] | None = None,
    value: float = 0.0,
    end_only: bool = False,
) -> tuple[torch.Tensor, list[tuple[int, int]]]:
    """``t`` padded TF-'same' over its last ``len(kernel)`` axes with ``value``; also the pairs used.

    ``end_only`` puts all the padding after the input (``MaxPoolWithArgmax``'s 'same').
    """
    pairs = same_pads(t.shape[-len(kernel) :], kernel, stride, dilation)
    if end_only:
        pairs = [(0, lo + hi) for lo, hi in pairs]
    flat = torch_pads(pairs)
    return (F.pad(t, flat, value=value) if any(flat) else t), pairs


def check_float(prim: str, t: torch.Tensor, floats: tuple = _FLOATS) -> None:
    """MindSpore's CPU kernel selection for a float-only op: ``TypeError`` for any other input dtype."""
    if t.dtype not in floats:
        got = ms_name(t.dtype)
        names = "; ".join(f"input[{ms_name(f)}], output[{ms_name(f)}]" for f in floats)
        raise TypeError(
            f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data types are {names}; , but "
            f"get input[{got} ] and output[{got} ]"
        )


def check_input(prim: str, t, floats: tuple = _FLOATS, rank: int | None = None, nonempty: bool = True) -> None:
    """The input checks of MindSpore's ``MaxPool``/``AvgPool`` kernels: a float tensor (of ``rank`` dims when
    given) with no empty axis (``nonempty``: max pooling).

    Raises:
        TypeError: a dtype outside ``floats`` (:func:`check_float`).
        ValueError: another rank, or an empty input (MindSpore's output shape must be positive).
    """
    if rank is not None and t.dim() != rank:
        raise ValueError(f"For primitive[{prim}], the length of input must be equal to {rank} , but got {t.dim()}.")
    check_float(prim, t, floats)
    if nonempty and t.numel() == 0:
        raise _errors.value_error(
            prim, f"the each element of the output shape must be larger than 0, but got input shape: {list(t.shape)}."
        )


def _ints(v, nd: int) -> tuple:
    """A window attribute (an int or a sequence) as a tuple of ``nd`` ints (the last ``nd`` of a longer one)."""
    if isinstance(v, int):
        return (v,) * nd
    return tuple(v)[-nd:] if len(v) >= nd else tuple(v) * nd


def window_error(op: str, kind: str, t, kernel, stride, padding=0, dilation=1, exc=None) -> BaseException:
    """MindSpore's exception for a pooling window that torch refused (called on torch's exception path only).

    A kernel or stride item below 1, or a padding over half the kernel, is MindSpore's ``ValueError``; a window
    larger than the (padded) input is ``ValueError`` for max pooling (the shape "is invalid for the attributes")
    and ``RuntimeError`` for average pooling (MindSpore's AvgPool/AvgPool3D kernels refuse it at launch); any
    other torch error is translated (:func:`.errors.translate`).
    """
    try:
        nd = len(kernel) if not isinstance(kernel, int) else max(t.dim() - 2, 1)
        k, s = _ints(kernel, nd), _ints(stride if stride is not None else kernel, nd)
        p, d = _ints(padding, nd), _ints(dilation, nd)
    except TypeError:
        return translate(op, exc) if exc is not None else _errors.type_error(op, "bad window attributes.")
    for arg, vals in (("kernel_size", k), ("stride", s)):
        bad = next((v for v in vals if v < 1), None)
        if bad is not None:
            return _errors.number_error(ValueError, op, arg, bad, ">= 1")
    if any(2 * pp > kk for pp, kk in zip(p, k)):
        return _errors.value_error(
            op,
            f"it is required that the `pads` is no more than half of the `kernel_size`, but gets "
            f"pads{p} and kernel_size{k}.",
        )
    if isinstance(t, torch.Tensor) and t.dim() >= nd:
        sizes = tuple(t.shape[-nd:])
        if any(n + 2 * pp < dd * (kk - 1) + 1 for n, pp, kk, dd in zip(sizes, p, k, d)):
            if kind == "max":
                return ValueError(f"The shape of input is {list(t.shape)}, which is invalid for the attributes of {op}")
            return _errors.runtime_error(
                op, f"size of input with the padding is {sizes} (pads {p}) smaller than kernel size {k}."
            )
    if exc is None:
        return _errors.runtime_error(op, "the pooling window does not fit the input.")
    return translate(op, exc)


def check_window_args(op: str, **args) -> None:
    """MindSpore's ``validator.check_int(v, 1, GE, name, op)`` of functional pooling's ``kernel_size``/``stride``
    (an int, or a tuple of ints, each checked).

    Raises:
        TypeError: an item that is not an int. ValueError: an item below 1.
    """
    for name, value in args.items():
        for v in value if isinstance(value, (tuple, list)) else (value,):
            if not isinstance(v, int) or isinstance(v, bool):
                raise _errors.type_error(op, f"the '{name}' must be int, but got '{type(v).__name__}'.")
            if v < 1:
                raise _errors.number_error(ValueError, op, name, v, ">= 1")


def check_avg3d_input(t: torch.Tensor, nd: int) -> None:
    """The input checks of MindSpore's ``AvgPool3D``, behind ``ops.avg_pool1d``/``avg_pool2d`` (which view their
    ``nd``-D-spatial input as 5-D).

    Raises:
        TypeError: a dtype other than Float16/Float32/Float64. ValueError: the input is not ``nd + 2``-D.
    """
    if t.dtype not in _FLOATS:
        raise TypeError(
            "For primitive[AvgPool3D], the input argument[x] must be a type of {Tensor[Float16], Tensor[Float32], "
            f"Tensor[Float64]}}, but got Tensor[{ms_name(t.dtype)}]."
        )
    if t.dim() != nd + 2:
        raise ValueError(f"For primitive[AvgPool3D], the x_rank must be equal to 5, but got {t.dim() + 3 - nd}.")


def check_pool_prim(prim: str, kind: str, kernel, strides, pad_mode) -> None:
    """The attribute checks of MindSpore's ``MaxPool``/``MaxPoolWithArgmax`` (``kind='max'``: its ``_Pool``
    constructor, ``ValueError``) and ``AvgPool`` (``kind='avg'``: its CPU kernel at launch, ``RuntimeError``).

    Raises:
        TypeError: ``pad_mode`` not a str (max). ValueError (max) / RuntimeError (avg): ``pad_mode`` not 'valid'
        or 'same' (any case), or a kernel/stride item below 1.
    """
    if kind == "max":
        if not isinstance(pad_mode, str):
            raise _errors.type_error(prim, f"the 'pad_mode' must be str, but got '{type(pad_mode).__name__}'.")
        if pad_mode.upper() not in ("VALID", "SAME"):
            raise _errors.value_error(
                prim, f"the 'pad_mode' must be str and must be in '['VALID', 'SAME']', but got '{pad_mode.upper()}'."
            )
        for arg, v in (("kernel_size", kernel), ("strides", strides)):
            items = (v,) if isinstance(v, int) else tuple(v)
            if not all(isinstance(i, int) and not isinstance(i, bool) and i > 0 for i in items):
                raise _errors.value_error(
                    prim,
                    f"attr '{arg}' must be an positive int number or a tuple of two positive int numbers, but got {v}",
                    sep="' ",
                )
        return
    if not isinstance(pad_mode, str) or pad_mode.upper() not in ("VALID", "SAME"):
        raise RuntimeError(f"Resize failed for kernel: Default/{prim}-op0 (pad_mode {pad_mode!r} is not supported)")
    for arg, v in (("kernel size", kernel), ("strides", strides)):
        items = _ints(v, 2)
        if any(i < 1 for i in items):
            raise _errors.runtime_error(prim, f"{arg} must be positive, but it's {{ {', '.join(map(str, items))} }}.")


def _wide(t: torch.Tensor) -> torch.Tensor:
    """``t`` in a dtype torch's CPU pooling kernels accept (float32 for half types, float64 for wide ints)."""
    if t.dtype in (torch.float16, torch.bfloat16):
        return t.float()
    if not t.is_floating_point():
        return t.double()
    return t


def max_pool(
    t: torch.Tensor,
    kernel: Sequence[int],
    stride: Sequence[int] | None = None,
    padding: int | Sequence[int] = 0,
    dilation: int | Sequence[int] = 1,
    ceil_mode: bool = False,
    return_indices: bool = False,
    op: str = "MaxPool",
):
    """Max pooling over the last ``len(kernel)`` axes (1-3) with symmetric ``padding``: torch's max pool.

    Dtypes torch's CPU kernel lacks (half types on some axes counts, integers) are computed wider and cast
    back; torch's errors leave as MindSpore's (:func:`.errors.translated`). Returns the output, or
    ``(output, Int64 indices)`` with ``return_indices``.
    """
    nd = len(kernel)
    stride = kernel if stride is None else stride
    if op == "MaxPoolWithArgmaxV2" and t.is_floating_point():
        # MindSpore's MaxPoolWithArgmaxV2 CPU kernel starts each window at the lowest finite value and its first
        # index and takes only strictly greater elements: NaN and -inf are never picked (torch propagates NaN)
        lowest = torch.finfo(t.dtype).min
        t = torch.where(t > lowest, t, torch.full((), lowest, dtype=t.dtype, device=t.device))
    try:  # the fast path: no context manager around torch's call
        return _MAX[nd](t, kernel, stride, padding, dilation, ceil_mode, return_indices)
    except (RuntimeError, NotImplementedError) as e:
        if "not implemented" not in str(e):
            raise window_error(op, "max", t, kernel, stride, padding, dilation, e) from None
    except (IndexError, TypeError, ValueError) as e:
        raise window_error(op, "max", t, kernel, stride, padding, dilation, e) from None
    with translated(op):
        r = _MAX[nd](_wide(t), kernel, stride, padding, dilation, ceil_mode, return_indices)
        return (r[0].to(t.dtype), r[1]) if return_indices else r.to(t.dtype)


def avg_pool(
    t: torch.Tensor,
    kernel: Sequence[int],
    stride: Sequence[int] | None = None,
    padding: int | Sequence[int] = 0,
    ceil_mode: bool = False,
    count_include_pad: bool = True,
    divisor_override: int | None = None,
    op: str = "AvgPool",
) -> torch.Tensor:
    """Average pooling over the last ``len(kernel)`` axes (1-3): torch's avg pool, half types computed in float32.
    A 2-D ``padding`` of 4 ``(top, bottom, left, right)`` pads each side by its own amount (MindSpore's
    ``avg_pool2d``; torch pads symmetrically), without ``ceil_mode``."""
    nd = len(kernel)
    stride = kernel if stride is None else stride
    if nd == 2 and not isinstance(padding, int) and len(padding) == 4 and not ceil_mode:
        return _avg_pool_sides(t, kernel, stride, padding, count_include_pad, divisor_override)
    try:
        if nd == 3 and t.dtype in (torch.float16, torch.bfloat16):
            args = (kernel, stride, padding, ceil_mode, count_include_pad, divisor_override)
            return F.avg_pool3d(t.float(), *args).to(t.dtype)
        if nd == 1:
            return F.avg_pool1d(t, kernel, stride, padding, ceil_mode, count_include_pad)
        return _AVG[nd](t, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override)
    except (RuntimeError, NotImplementedError, IndexError, TypeError, ValueError) as e:
        raise window_error(op, "avg", t, kernel, stride, padding, 1, e) from None


def _avg_pool_sides(t, kernel, stride, pads, count_include_pad: bool, divisor_override) -> torch.Tensor:
    """2-D average pooling with per-side zero padding ``pads = (top, bottom, left, right)``: window sums over the
    padded input divided by the window area, the count of real elements, or ``divisor_override``."""
    top, bottom, left, right = pads
    wide = t.float() if t.dtype in (torch.float16, torch.bfloat16) else t
    sums = window_sum(F.pad(wide, (left, right, top, bottom)), kernel, stride)
    if divisor_override:
        out = sums / divisor_override
    elif count_include_pad:
        out = sums / (kernel[0] * kernel[1])
    else:
        ones = F.pad(torch.ones((1, 1, *t.shape[-2:]), dtype=wide.dtype), (left, right, top, bottom))
        out = sums / window_sum(ones, kernel, stride)
    return out.to(t.dtype)


def window_sum(t: torch.Tensor, k: Sequence[int], s: Sequence[int]) -> torch.Tensor:
    """Sum of each pooling window of kernel ``k`` and stride ``s`` over the last ``len(k)`` axes (1-3)."""
    if len(k) == 1:
        return avg_pool(t.unsqueeze(-2), (1, k[0]), (1, s[0]), 0, False, True, 1).squeeze(-2)
    return avg_pool(t, tuple(k), tuple(s), 0, False, True, 1)


def flat_chw_indices(idx: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
    """Per-plane (H*W) argmax indices of pooling NCHW ``t`` made flat over C*H*W (``MaxPoolWithArgmax``)."""
    plane = t.shape[-1] * t.shape[-2]
    return idx + torch.arange(t.shape[1], device=t.device).reshape(1, -1, 1, 1) * plane


def _adaptive_size(output_size, t: torch.Tensor, nd: int):
    """``output_size`` with ``None`` items replaced by the input's length on that axis (an int is kept)."""
    if isinstance(output_size, int):
        return output_size
    return tuple(t.shape[-nd + i] if v is None else v for i, v in enumerate(output_size))


_ADAPTIVE_AVG = {1: F.adaptive_avg_pool1d, 2: F.adaptive_avg_pool2d, 3: F.adaptive_avg_pool3d}
_ADAPTIVE_MAX = {1: F.adaptive_max_pool1d, 2: F.adaptive_max_pool2d, 3: F.adaptive_max_pool3d}


def adaptive_avg_pool(t: torch.Tensor, output_size, nd: int) -> torch.Tensor:
    """Adaptive average pooling over the last ``nd`` axes (1-3) to ``output_size`` (an int or ``nd`` values;
    ``None`` keeps that axis): ``ops.adaptive_avg_pool1d/2d/3d``, ``nn.AdaptiveAvgPool1d/2d/3d``, ``mint``'s."""
    return _ADAPTIVE_AVG[nd](t, _adaptive_size(output_size, t, nd))


def adaptive_max_pool(t: torch.Tensor, output_size, nd: int, return_indices: bool = False):
    """Adaptive max pooling over the last ``nd`` axes (1-3); ``(output, Int64 indices)`` with
    ``return_indices``. ``None`` in ``output_size`` keeps that axis."""
    return _ADAPTIVE_MAX[nd](t, _adaptive_size(output_size, t, nd), return_indices)


def lp_norm_type(op: str, norm_type) -> float:
    """``norm_type`` of MindSpore's ``lp_pool1d``/``lp_pool2d`` (``op``) as a float, checked first, as MindSpore does.

    Raises:
        TypeError: not a number (a bool passes, as in MindSpore). ValueError: 0.
    """
    if not isinstance(norm_type, (int, float)):
        raise TypeError(f"For {op}, the type of 'norm_type' must be float or int, but got {type(norm_type)}")
    p = float(norm_type)
    if p == 0:
        raise ValueError(f"For {op}, the value of 'norm_type' can not be 0.")
    return p


def lp_pool(op: str, t: torch.Tensor, norm_type, kernel_size, stride, ceil_mode: bool) -> torch.Tensor:
    """MindSpore's ``lp_pool1d``/``lp_pool2d`` (``op``): ``(sign(s) * relu(|s|) * k)^(1/p)`` with ``s`` the window
    average of ``x^p`` and ``k`` the window size, so an odd ``p`` over a negative sum gives NaN. ``kernel_size``
    is an int (1-D) or a pair (2-D); ``stride`` None means ``kernel_size``.

    Raises:
        TypeError: ``norm_type`` not a number (a bool passes, as in MindSpore). ValueError: ``norm_type`` 0.
    """
    p = lp_norm_type(op, norm_type)
    if op == "lp_pool1d":
        pool, area = F.avg_pool1d, kernel_size
    else:
        pool, area = F.avg_pool2d, kernel_size[0] * kernel_size[1]
    out = pool(t.pow(p), kernel_size, stride if stride is not None else kernel_size, 0, ceil_mode)
    return (torch.sign(out) * torch.relu(out.abs()) * area).pow(1.0 / p)


_UNPOOL = {1: F.max_unpool1d, 2: F.max_unpool2d, 3: F.max_unpool3d}


def max_unpool(t: torch.Tensor, indices: torch.Tensor, nd: int, kernel_size, stride, padding, output_size):
    """Max unpooling over ``nd`` axes: ``t`` scattered to ``indices`` (flat over the spatial axes), zeros elsewhere
    (``ops.max_unpool1d/2d/3d``, ``ops.MaxUnpool2D``, ``nn.MaxUnpool*``, ``mint.nn.functional.max_unpool2d``).
    ``output_size`` is the ``nd`` spatial sizes or None."""
    return _UNPOOL[nd](t, indices.long(), kernel_size, stride, padding, output_size)


_FRACTIONAL = {2: F.fractional_max_pool2d, 3: F.fractional_max_pool3d}


def fractional_max_pool(t: torch.Tensor, nd: int, kernel_size, output_size, samples) -> tuple:
    """Fractional max pooling over ``nd`` (2 or 3) axes to ``output_size``: ``(output, Int64 indices)``. The window
    steps come from ``samples`` (``(N, C, nd)`` in [0, 1)) or, when None, torch's generator."""
    return _FRACTIONAL[nd](t, kernel_size, output_size, None, True, samples)


def _flat_pad(pad, nd: int) -> list:
    """MindSpore's ``pad`` (an int, or ``(before, after)`` per spatial axis, flattened) -> ``F.pad`` order."""
    if isinstance(pad, int):
        return [pad] * (2 * nd)
    return [v for i in reversed(range(nd)) for v in (pad[2 * i], pad[2 * i + 1])]


def _same_as_ceil(sizes: Sequence[int], k: Sequence[int], s: Sequence[int]) -> tuple[tuple, bool] | None:
    """TF-'same' max pooling as torch's symmetric ``padding`` plus ``ceil_mode``, when that is the same windows:
    ``(padding, ceil_mode)``, or None. 'same' puts ``b`` before and ``b`` or ``b + 1`` after; torch pads ``b`` on
    both sides, and ``ceil_mode`` keeps a last window that runs one element past the right padding (its missing
    element counts as -inf, as the extra padding would), provided the window count is 'same''s ``ceil(n / s)``."""
    pad, ceil = [], False
    for n, (lo, hi), kk, ss in zip(sizes, same_pads(sizes, k, s), k, s):
        if hi - lo not in (0, 1) or 2 * lo > kk:
            return None
        ceil = ceil or hi > lo
        pad.append(lo)
    for n, p, kk, ss in zip(sizes, pad, k, s):
        span = n + 2 * p - kk
        out = -(-span // ss) + 1 if ceil else span // ss + 1
        if ceil and (out - 1) * ss >= n + p:  # torch drops a last window that starts in the right padding
            out -= 1
        if out != -(-n // ss):
            return None
    return tuple(pad), ceil


def pool_nd(
    kind: str,
    nd: int,
    t: torch.Tensor,
    k: Sequence[int],
    s: Sequence[int],
    mode: str,
    pad=0,
    ceil_mode: bool = False,
    count_include_pad: bool = True,
    divisor_override: int = 0,
    with_argmax: bool = False,
):
    """Max (``kind='max'``) or average pooling over the last ``nd`` axes with MindSpore's pad modes.

    ``mode``: 'valid'; 'same' (TF-style; for max, padded with -inf; for average, the padded positions are not
    counted, except 3-D with ``count_include_pad``); 'same_end' (all of 'same' padding after the input, as
    ``MaxPoolWithArgmax``); 'pad' (``pad`` an int or ``(before, after)`` per axis, flattened). With
    ``with_argmax`` max pooling also returns indices flat over each input plane.
    """
    mode = mode.lower()
    end_only = mode == "same_end"
    k, s = tuple(k), tuple(s)
    if mode in ("same", "same_end"):
        if kind == "max":
            if not (with_argmax or end_only):
                plan = _same_as_ceil(t.shape[-nd:], k, s)
                if plan is not None:  # torch's own padding: no padded copy of the input
                    return max_pool(t, k, s, plan[0], 1, plan[1])
            padded, pairs = pad_same(t, k, s, value=-math.inf, end_only=end_only)
            if not with_argmax:
                return max_pool(padded, k, s)
            out, idx = max_pool(padded, k, s, return_indices=True)
            # indices over the padded plane -> over the input plane
            coords = []
            rem = idx
            psize = padded.shape[-nd:]
            for i in reversed(range(nd)):
                coords.append(rem % psize[i] - pairs[i][0])
                rem = rem // psize[i]
            coords.reverse()
            flat_idx = torch.zeros_like(idx)
            for i in range(nd):
                flat_idx = flat_idx * t.shape[-nd + i] + coords[i]
            return out, flat_idx
        padded, pairs = pad_same(t, k, s, end_only=end_only)
        if count_include_pad and nd == 3:
            return avg_pool(padded, k, s)
        if padded is t:
            return avg_pool(t, k, s)
        # MindSpore divides each window's sum by the number of input elements it covers
        ones = torch.ones((1,) * (t.dim() - nd) + tuple(t.shape[-nd:]), dtype=t.dtype, device=t.device)
        return window_sum(padded, k, s) / window_sum(F.pad(ones, torch_pads(pairs)), k, s)
    if mode == "pad":
        flat = _flat_pad(pad, nd)
        sym = all(flat[2 * i] == flat[2 * i + 1] for i in range(nd))
        if sym and all(flat[2 * i] * 2 <= k[nd - 1 - i] for i in range(nd)):
            ptuple = tuple(flat[2 * (nd - 1 - i)] for i in range(nd))
            if kind == "max":
                return max_pool(t, k, s, ptuple, 1, ceil_mode, with_argmax)
            return avg_pool(t, k, s, ptuple, ceil_mode, count_include_pad, divisor_override or None)
        t = F.pad(t, flat, value=-math.inf if kind == "max" else 0.0)
    if kind == "max":
        return max_pool(t, k, s, 0, 1, ceil_mode, with_argmax)
    return avg_pool(t, k, s, 0, ceil_mode, True, divisor_override or None)


def grad_window_arg(prim: str, arg: str, value, argmax: bool = False, strict_positive: bool = True) -> tuple:
    """The 4-item window attribute of MindSpore's 2-D pooling gradient primitives.

    ``argmax=False``: ``_PoolGrad``'s check (``MaxPoolGrad``/``MaxPoolGradGrad``): an int or 2/4 ints -> ``(1, 1, h,
    w)``. ``argmax=True``: ``_check_positive_int_or_tuple(..., ret_four=True)`` (``MaxPoolGradWithArgmaxV2``), with
    ``strict_positive=False`` letting 0 through (``pads``).

    Raises:
        TypeError: ``value`` neither an int nor a tuple. ValueError: wrong length or an item out of range.
    """
    if isinstance(value, bool) or not isinstance(value, (int, tuple)):
        raise _errors.value_type_error(arg, value, (int, tuple), prim)
    if argmax:
        msg = _errors.message(
            prim,
            f"attr '{arg}' must be an positive int number or a tuple of two or four positive int "
            f"numbers, but got {value}",
            sep="' ",
        )
    else:
        msg = _errors.message(
            prim,
            f"the '{arg}' must be an positive int number or a tuple of two or four positive int "
            f"numbers, but got {value}",
            sep="' ",
        )
    if isinstance(value, int):
        ret = (1, 1, value, value)
    elif len(value) == 2:
        ret = (1, 1, value[0], value[1])
    elif len(value) == 4:
        ret = tuple(value)
    else:
        raise ValueError(msg)
    low = 1 if strict_positive else 0
    if not all(isinstance(i, int) and not isinstance(i, bool) and i >= low for i in ret):
        raise ValueError(msg)
    return ret


def max_pool_grad_with_argmax(
    x: torch.Tensor,
    grad: torch.Tensor,
    argmax: torch.Tensor,
    kernel: Sequence[int],
    stride: Sequence[int],
    pads: Sequence[int],
    dilation: Sequence[int],
    op: str = "MaxPoolGradWithArgmaxV2",
) -> torch.Tensor:
    """The gradient of 2-D max pooling with argmax (``MaxPoolGradWithArgmaxV2``): ``x``-shaped, of ``x``'s dtype.

    Each window's ``grad`` is added at the input position its ``argmax`` names (flat over that H*W plane), as
    MindSpore's CPU kernel does: only when that position lies inside the window (with ``pads``/``dilation``), so
    an argmax outside its window contributes nothing. Computed in float64 and cast back.

    Raises:
        TypeError: ``argmax`` neither int32 nor int64. ValueError: an input not 4-D (or 3-D) or ``grad`` and
        ``argmax`` shapes differing.
    """
    from .errors import dtype_error

    if argmax.dtype not in (torch.int32, torch.int64):
        raise dtype_error(op, "argmax", argmax.dtype, (torch.int32, torch.int64))
    if x.dim() not in (3, 4) or grad.dim() != x.dim() or tuple(grad.shape) != tuple(argmax.shape):
        raise _errors.value_error(
            op,
            f"'x', 'grad' and 'argmax' must be 3-D or 4-D with 'grad' and 'argmax' of one shape, but "
            f"got {tuple(x.shape)}, {tuple(grad.shape)} and {tuple(argmax.shape)}.",
        )
    h, w = x.shape[-2:]
    oh, ow = grad.shape[-2:]
    a = argmax.long()
    r, c = a // max(w, 1), a % max(w, 1)
    h0 = (torch.arange(oh) * stride[0] - pads[0]).reshape(-1, 1)
    w0 = (torch.arange(ow) * stride[1] - pads[1]).reshape(1, -1)
    dr, dc = r - h0, c - w0
    inside = (
        (a >= 0)
        & (a < h * w)
        & (dr >= 0)
        & (dr % dilation[0] == 0)
        & (dr // dilation[0] < kernel[0])
        & (dc >= 0)
        & (dc % dilation[1] == 0)
        & (dc // dilation[1] < kernel[1])
    )
    lead = x.shape[:-2]
    src = torch.where(inside, grad.to(torch.float64), 0.0).reshape(*lead, -1)
    idx = torch.where(inside, a, 0).reshape(*lead, -1)
    out = torch.zeros(*lead, h * w, dtype=torch.float64).scatter_add(-1, idx, src)
    return out.reshape(x.shape).to(x.dtype)


def max_pool_grad_with_argmax_v1(x: torch.Tensor, grad: torch.Tensor, argmax: torch.Tensor) -> torch.Tensor:
    """MindSpore's ``MaxPoolGradWithArgmax`` CPU kernel: zeros shaped like NCHW ``x``, with each ``grad`` value added
    at the position its ``argmax`` names, flat over that sample's C*H*W (as ``MaxPoolWithArgmax`` gives it; the
    kernel ignores the pooling window). Float32 (the kernel's one dtype; Float16 is computed in Float32 and rounded
    back), ``argmax`` Int32/Int64.

    Raises:
        TypeError: ``x``/``grad`` not Float16/Float32 or ``argmax`` not Int32/Int64. ValueError: ``x`` not 4-D or
        empty, ``grad``/``argmax`` with an empty dimension or not 4-D, or an ``argmax`` outside the sample.
    """
    from .errors import dtype_error

    op = "MaxPoolGradWithArgmax"
    floats = (torch.float16, torch.float32)
    for name, t, allowed in (("x", x, floats), ("grad", grad, floats), ("argmax", argmax, (torch.int32, torch.int64))):
        if t.dtype not in allowed:
            raise dtype_error(op, name, t.dtype, allowed)
    if x.dim() != 4:
        raise ValueError(f"For primitive[{op}], the x_rank must be equal to 4, but got {x.dim()}.")
    for name, t in (("x", x), ("dy", grad), ("index", argmax)):
        for i, n in enumerate(t.shape):
            if n <= 0:
                raise _errors.value_error(
                    op,
                    f"expected input '{name}' has non-empty spatial dimensions, but '{name}' has sizes {n} wit the "
                    f"dimension {i} being empty.",
                )
    if grad.dim() != 4 or argmax.dim() != 4:
        raise _errors.value_error(
            op,
            f"the dimension of 'x' and 'dy' cannot be less than 4, but got the dimension of 'x': {x.dim()}, the "
            f"dimension of 'dy': {grad.dim()}",
        )
    n = x.shape[0]
    size = x[0].numel()
    idx = argmax.long().reshape(n, -1)
    src = grad.float().reshape(n, -1)[:, : idx.shape[1]]
    if idx.numel() and (int(idx.min()) < 0 or int(idx.max()) >= size):
        raise _errors.value_error(op, f"each 'argmax' must be in [0, {size}).")
    out = torch.zeros(n, size, dtype=torch.float32).scatter_add(1, idx[:, : src.shape[1]], src)
    return out.reshape(x.shape).to(x.dtype)


def _fractional_cells(rows: torch.Tensor, cols: torch.Tensor, n_rows: int, n_cols: int, h: int, w: int, overlapping):
    """``(hs, ws, h0, h1, w0, w1)`` of each pooling cell of MindSpore's fractional pooling gradients: cell ``hs``
    spans rows ``rows[hs]`` to ``rows[hs + 1]`` (``- 1`` unless ``overlapping``), clipped to the input, inclusive."""
    r, c = rows.tolist(), cols.tolist()
    for hs in range(n_rows):
        h1 = min(r[hs + 1] if overlapping else r[hs + 1] - 1, h - 1)
        for ws in range(n_cols):
            yield hs, ws, r[hs], h1, c[ws], min(c[ws + 1] if overlapping else c[ws + 1] - 1, w - 1)


def fractional_avg_pool_grad(shape: torch.Tensor, dy: torch.Tensor, rows: torch.Tensor, cols: torch.Tensor,
                             overlapping: bool) -> torch.Tensor:  # fmt: skip
    """MindSpore's ``FractionalAvgPoolGrad`` CPU kernel: each NHWC ``dy`` value spread evenly over its pooling cell
    (rows/cols from the pooling sequences) of an input of shape ``shape`` (4 Int64 values), summed in Float64 and
    cast to ``dy``'s dtype (integers truncate).

    Raises:
        ValueError: ``shape`` not 4 positive values, or a sequence not longer than ``dy``'s rows/cols.
    """
    op = "FractionalAvgPoolGrad"
    dims = [int(v) for v in shape.reshape(-1).tolist()]
    if shape.dim() != 1 or len(dims) != 4:
        raise _errors.value_error(op, "the input 'orig_input_tensor_shape' must be 1-dimensional and 4 elements.")
    n, oh, ow, c = dy.shape
    for name, seq, size in (("row", rows, oh), ("col", cols, ow)):
        if seq.numel() <= size:
            raise _errors.value_error(
                op,
                f"given 'out_backprop' shape [{n},{oh},{ow},{c}], '{name}_pooling_sequence' must have at least "
                f"[{size + 1}elements, but got[{seq.numel()}.",
            )
    if any(v <= 0 for v in dims):
        raise _errors.value_error(op, "each dimension of input 'orig_input_tensor_shape' must be greater than 0.")
    out = torch.zeros(dims, dtype=torch.float64)
    g = dy.to(torch.float64)
    for hs, ws, h0, h1, w0, w1 in _fractional_cells(rows, cols, oh, ow, dims[1], dims[2], overlapping):
        cells = (h1 - h0 + 1) * (w1 - w0 + 1)
        if cells <= 0:
            raise _errors.value_error(op, "input 'orig_input_tensor_shape' error, please check it.")
        out[: dy.shape[0], h0 : h1 + 1, w0 : w1 + 1, :] += (g[:, hs, ws, :] / cells)[:, None, None, :]
    return out.to(dy.dtype)


def fractional_max_pool_grad(x: torch.Tensor, y: torch.Tensor, dy: torch.Tensor, rows: torch.Tensor,
                             cols: torch.Tensor, overlapping: bool) -> torch.Tensor:  # fmt: skip
    """MindSpore's ``FractionalMaxPoolGrad`` CPU kernel: zeros shaped like NHWC ``x`` with each ``dy`` value added
    at the first maximum of ``x`` in its pooling cell (per channel). As the kernel, sample ``b``'s cell reads the
    input row ``b * H + h * W + w`` of the flat ``(N*H*W, C)`` input (the same as ``(b * H + h) * W + w`` only for
    the first sample), and ``y`` gives the output shape only.

    Raises:
        ValueError: a maximum index outside the input.
    """
    n, h, w, c = x.shape
    oh, ow = y.shape[1], y.shape[2]
    flat = x.reshape(-1, c)
    g = dy.reshape(-1, c)
    out = torch.zeros(x.numel(), dtype=dy.dtype)
    for b in range(n):
        for hs, ws, h0, h1, w0, w1 in _fractional_cells(
            rows, cols, rows.numel() - 1, cols.numel() - 1, h, w, overlapping
        ):
            idx = [b * h + hh * w + ww for hh in range(h0, h1 + 1) for ww in range(w0, w1 + 1)]
            if not idx:
                continue
            if max(idx) >= flat.shape[0]:
                raise _errors.value_error(
                    "FractionalMaxPoolGrad",
                    f"invalid input 'out_backprop' index:[{max(idx) * c}], the maximum number of output is: "
                    f"[{x.numel()}].",
                )
            sel = torch.tensor(idx, dtype=torch.int64)
            best = sel[flat[sel].argmax(0)] * c + torch.arange(c)
            out.index_add_(0, best, g[(b * oh + hs) * ow + ws])
    return out.reshape(x.shape)


def max_pool_grad_grad(
    x: torch.Tensor, out: torch.Tensor, grad: torch.Tensor, kernel: Sequence[int], stride: Sequence[int], pad_mode: str
) -> torch.Tensor:
    """The gradient of ``MaxPoolGrad`` (``MaxPoolGradGrad``): ``grad`` (``x``-shaped) at each window's maximum of
    ``x`` (the first one on ties), giving the pooled shape; 'same' pads TF-style with -inf.

    Raises:
        TypeError: a dtype other than float16/float32, or the three dtypes differing. ValueError: an input not 4-D
        or ``grad``'s shape not ``x``'s.
    """
    from .errors import dtype_error

    op = "MaxPoolGradGrad"
    allowed = (torch.float16, torch.float32)
    for name, t in (("grad", grad), ("origin_input", x), ("origin_output", out)):
        if t.dtype not in allowed:
            raise dtype_error(op, name, t.dtype, allowed)
    if not x.dtype == out.dtype == grad.dtype:
        raise TypeError(f"For primitive[{op}], the input type must be same.")
    for what, t in (("origin input", x), ("origin output", out), ("grad", grad)):
        if t.dim() != 4:
            raise ValueError(f"For primitive[{op}], the {what} shape size must be equal to 4, but got {t.dim()}.")
    if tuple(x.shape) != tuple(grad.shape):
        raise ValueError(
            f"For primitive[{op}], the shape of 'grad' must be equal to the shape of 'origin_input', but got "
            f"{tuple(grad.shape)} and {tuple(x.shape)}."
        )
    _, idx = pool_nd("max", 2, x.float(), kernel, stride, pad_mode, with_argmax=True)
    flat = grad.reshape(*grad.shape[:2], -1)
    return torch.gather(flat, -1, idx.reshape(*idx.shape[:2], -1)).reshape(idx.shape)


def max_pool_grad_grad_with_argmax(x: torch.Tensor, grad: torch.Tensor, argmax: torch.Tensor) -> torch.Tensor:
    """The gradient of ``MaxPoolGradWithArgmax`` (``MaxPoolGradGradWithArgmax``): ``grad`` (``x``-shaped) taken at
    each ``argmax`` position (flat over each sample's C*H*W, as ``MaxPoolWithArgmax`` gives it), of ``argmax``'s
    shape and ``x``'s dtype.

    Raises:
        TypeError: ``x``/``grad`` not float16/float32 or ``argmax`` not int32/int64. ValueError: an input not
        4-D, ``grad``'s shape not ``x``'s, or an ``argmax`` outside the sample.
    """
    from .errors import dtype_error

    op = "MaxPoolGradGradWithArgmax"
    floats = (torch.float16, torch.float32)
    for name, t, allowed in (("x", x, floats), ("grad", grad, floats), ("argmax", argmax, (torch.int32, torch.int64))):
        if t.dtype not in allowed:
            raise dtype_error(op, name, t.dtype, allowed)
    for name, t in (("x", x), ("grad", grad), ("argmax", argmax)):
        if t.dim() != 4:
            raise _errors.value_error(op, f"the rank of '{name}' must be 4, but got {t.dim()}.")
    if tuple(x.shape) != tuple(grad.shape):
        raise _errors.value_error(
            op,
            f"the shape of 'grad' must be equal to the shape of 'x', but got {tuple(grad.shape)} and {tuple(x.shape)}.",
        )
    flat = grad.reshape(grad.shape[0], -1)
    idx = argmax.long().reshape(argmax.shape[0], -1)
    if idx.numel() and (int(idx.min()) < 0 or int(idx.max()) >= flat.shape[1]):
        raise _errors.value_error(op, f"each 'argmax' must be in [0, {flat.shape[1]}).")
    return torch.gather(flat, 1, idx).reshape(argmax.shape).to(x.dtype)


def _c_round(v: float) -> int:
    """C's ``round``: halves away from zero (Python's ``round`` takes halves to even)."""
    return int(math.floor(abs(v) + 0.5)) * (1 if v >= 0 else -1)


def ps_roi_pooling_grad(
    dy: torch.Tensor,
    rois: torch.Tensor,
    input_size: Sequence[int],
    spatial_scale: float,
    group_size: int,
    output_dim: int,
) -> torch.Tensor:
    """The gradient of position-sensitive ROI pooling, as MindSpore's CPU ``PSROIPoolingGrad`` kernel computes it.

    ``dy`` (Float32, ``(rois.shape[0] * rois.shape[2], output_dim, group_size, group_size)``) is the gradient of the
    pooled output; ``rois`` (Float32, ``(batch, 5, rois_n)``) holds ``(index, x1, y1, x2, y2)`` along axis 1, roi
    ``b * rois_n + n`` being ``rois[b, :, n]``. Each roi's box is scaled by ``spatial_scale`` and rounded, its size
    is at least 1, and it is split into ``group_size x group_size`` bins (``floor``/``ceil`` of the bin edges,
    clipped to ``input_size``). The gradient of output bin ``(c, ph, pw)`` is spread evenly over its bin of input
    channel ``(c * group_size + ph) * group_size + pw`` of image ``index``; empty bins and rois whose index is out
    of range contribute nothing. Returns ``(rois.shape[0], output_dim * group_size**2, *input_size)`` Float32.

    Raises:
        RuntimeError: ``dy`` not 4-D, ``rois`` not 3-D, or ``dy``'s shape not matching the rois and ``group_size``
            (MindSpore's kernel resize failure).
    """
    op = "PSROIPoolingGrad"
    if dy.dim() != 4:
        raise runtime_error(op, f"the rank of input[0] should be 4, but got the rank of input[0]: {dy.dim()}.")
    if rois.dim() != 3:
        raise runtime_error(op, f"the rank of input[1] should be 3, but got the rank of input[1]: {rois.dim()}.")
    batch, _, rois_n = rois.shape
    checks = (
        (0, dy.shape[0], batch * rois_n, f"input[1].shape[0]({batch}) * input[1].shape[2]({rois_n})"),
        (2, dy.shape[2], group_size, f"group_size({group_size})"),
        (3, dy.shape[3], group_size, f"group_size({group_size})"),
    )
    for axis, got, want, what in checks:
        if got != want:
            raise runtime_error(op, f"input[0].shape[{axis}]({got}) should be equal to {what}, but it's not true.")
    height, width = int(input_size[0]), int(input_size[1])
    channels = output_dim * group_size * group_size
    dx = torch.zeros((batch, channels, height, width), dtype=torch.float64)
    boxes = rois.detach().to(torch.float64).permute(0, 2, 1).reshape(-1, rois.shape[1])
    if boxes.shape[1] < 5:  # MindSpore does not check rois.shape[1]; missing coordinates read as 0 here
        boxes = F.pad(boxes, (0, 5 - boxes.shape[1]))
    boxes = boxes.tolist()
    grads = dy.detach().to(torch.float64)
    for r, box in enumerate(boxes):
        index = int(box[0])
        if index < 0 or index >= batch:
            continue
        x1, y1 = _c_round(box[1] * spatial_scale), _c_round(box[2] * spatial_scale)
        x2, y2 = _c_round(box[3] * spatial_scale), _c_round(box[4] * spatial_scale)
        bin_h = max(y2 - y1, 1) / group_size
        bin_w = max(x2 - x1, 1) / group_size
        for ph in range(group_size):
            hs = min(max(math.floor(ph * bin_h) + y1, 0), height)
            he = min(max(math.ceil((ph + 1) * bin_h) + y1, 0), height)
            for pw in range(group_size):
                ws = min(max(math.floor(pw * bin_w) + x1, 0), width)
                we = min(max(math.ceil((pw + 1) * bin_w) + x1, 0), width)
                if he <= hs or we <= ws:
                    continue
                chans = [(c * group_size + ph) * group_size + pw for c in range(output_dim)]
                share = grads[r, :, ph, pw] / ((he - hs) * (we - ws))
                dx[index, chans, hs:he, ws:we] += share[:, None, None]
    return dx.to(dy.dtype)


def ps_roi_pooling(x: torch.Tensor, rois: torch.Tensor, spatial_scale: float, group_size: int, output_dim: int):
    """Position-sensitive ROI pooling as MindSpore's CPU ``PSROIPooling`` kernel computes it.

    ``x`` ``(N, output_dim * group_size**2, H, W)`` and ``rois`` ``(N, 5, rois_n)`` of one dtype (Float16, Float32,
    Float64). Roi ``n`` is the ``n``-th run of 5 values of ``rois`` in memory order ``(index, x1, y1, x2, y2)`` (as
    the kernel reads it), for ``n < N * rois_n``. Its box is scaled by ``spatial_scale`` and rounded, its sides at
    least 0.1, and split into ``group_size x group_size`` bins (``floor``/``ceil`` of the bin edges, offset by the box
    start, clipped to ``[0, H - 1]`` / ``[0, W - 1]``: the last row and column are never pooled). Output bin
    ``(c, ph, pw)`` is the mean of its bin of channel ``(c * group_size + ph) * group_size + pw`` of image
    ``index`` (0 where the bin is empty or the index is out of range). All arithmetic is in the input dtype, the bin
    sum accumulated element by element as the kernel does. Returns ``(N * rois_n, output_dim, group_size,
    group_size)`` in that dtype.

    Raises:
        RuntimeError: the shape checks of MindSpore's shape inference (``x`` not 4-D, ``rois`` of rank < 3, batch
            sizes differing, ``x.shape[1]`` not ``output_dim * group_size**2``; ``group_size`` not below 128) and of
            its kernel (``rois`` not 3-D or ``rois.shape[1]`` not 5: :func:`errors.resize_failed`).
    """
    op = "PSROIPooling"
    if not 0 < group_size < 128:
        raise runtime_error(op, f"'group_size' should be in the range (0, 128), but got: {group_size}")
    if x.dim() and rois.dim() and x.shape[0] != rois.shape[0]:
        raise runtime_error(
            op,
            f"the batch number of input 'features' and 'rois' must be equal, but got: {x.shape[0]} and "
            f"{rois.shape[0]}respectively.",
        )
    if x.dim() != 4:
        raise runtime_error(op, f"input 'features' shape must be 4d(NCHW), but got: {x.dim()}")
    if x.shape[1] // (group_size * group_size) != output_dim:
        raise runtime_error(
            op,
            f"the second dimension({x.shape[1]}) of the input 'features' is illegal, it is not equal to "
            f"group_size({group_size}) * group_size({group_size}) * output_dim({output_dim}).",
        )
    if rois.dim() < 3:
        raise runtime_error(op, f"the dimension of 'rois' should be equal 3, but got: {rois.dim()}")
    if rois.dim() != 3:
        raise _errors.resize_failed(
            op, f"the rank of input[rois] should be 3, but got the rank of input[rois]: {rois.dim()}."
        )
    if rois.shape[1] != 5:
        raise _errors.resize_failed(op, f"input[rois].shape[1] is expected to be 5, but got {rois.shape[1]}.")
    if x.shape[1] != output_dim * group_size * group_size:
        raise _errors.resize_failed(
            op,
            f"input[features].shape[1]({x.shape[1]}) should be equal to group_size({group_size}) * "
            f"group_size({group_size}) * output_dim({output_dim}), but it's not true.",
        )
    batch, channels, height, width = x.shape
    n_out = rois.shape[0] * rois.shape[2]
    npdt = {torch.float16: np.float16, torch.float32: np.float32}.get(x.dtype, np.float64)
    T = npdt
    boxes = rois.detach().cpu().reshape(-1)[: n_out * 5].reshape(n_out, 5).numpy().astype(npdt)
    feats = x.detach().cpu()
    out = torch.zeros((n_out, output_dim, group_size, group_size), dtype=x.dtype)
    scale = T(spatial_scale)
    for n in range(n_out):
        b = boxes[n]
        index = int(b[0])
        if not 0 <= index < batch:
            continue
        # C's round (halves away from zero) of the scaled coordinates, computed in the input dtype
        sw, sh, ew, eh = (T(_c_round(float(T(v * scale)))) for v in b[1:5])
        bin_h = T(max(T(eh - sh), T(0.1)) / T(group_size))
        bin_w = T(max(T(ew - sw), T(0.1)) / T(group_size))
        for ph in range(group_size):
            hs = min(max(int(math.floor(T(T(ph) * bin_h))) + int(sh), 0), height - 1)
            he = min(max(int(math.ceil(T(T(ph + 1) * bin_h))) + int(sh), 0), height - 1)
            for pw in range(group_size):
                ws = min(max(int(math.floor(T(T(pw) * bin_w))) + int(sw), 0), width - 1)
                we = min(max(int(math.ceil(T(T(pw + 1) * bin_w))) + int(sw), 0), width - 1)
                if he <= hs or we <= ws:
                    continue
                chans = [(c * group_size + ph) * group_size + pw for c in range(output_dim)]
                region = feats[index, chans, hs:he, ws:we].reshape(output_dim, -1)
                if x.dtype == torch.float16:  # the kernel's running sum rounds to Float16 at every step
                    total = torch.zeros(output_dim, dtype=torch.float16)
                    for k in range(region.shape[1]):
                        total = total + region[:, k]
                else:
                    total = region.sum(1)
                out[n, :, ph, pw] = total / torch.tensor((he - hs) * (we - ws), dtype=x.dtype)
    return out.to(x.device)


# ---- fractional pooling (FractionalMaxPool / FractionalAvgPool) and the 3-D max unpooling primitive ----------------
def fractional_sequence(in_len: int, out_len: int, pseudo_random: bool, seed: int) -> list:
    """The cumulative pooling sequence (``out_len + 1`` boundaries from 0 to ``in_len``) MindSpore's CPU kernels of
    ``FractionalMaxPool``/``FractionalAvgPool`` draw for ``seed``: steps of ``k = in_len // out_len`` or ``k + 1``,
    shuffled (random) or ``ceil(alpha * (i + u))`` with one uniform ``u`` (pseudo-random, Graham's paper)."""
    k = in_len // out_len
    if in_len % out_len == 0:
        diff = [k] * out_len
    elif pseudo_random:
        alpha = in_len / out_len
        max_u = min((k + 2) / alpha - 1, (in_len + 1 - k) / alpha - (out_len - 1))
        u = _std.canonical(_std.Minstd(seed)) * max_u
        cum = [1] + [int(math.ceil(alpha * (i + u))) for i in range(1, out_len)] + [in_len + 1]
        diff = [cum[i + 1] - cum[i] for i in range(out_len)]
    else:
        diff = [k + 1 if i < in_len % out_len else k for i in range(out_len)]
        _std.shuffle(diff, _std.Minstd(seed))
    out = [0]
    for d in diff:
        out.append(out[-1] + d)
    return out


def _window_index(cum: list, n: int, overlapping: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """Index matrix ``(windows, longest)`` of each pooling window's positions (``n`` pads the shorter ones) and the
    window lengths. A window runs from ``cum[i]`` to ``cum[i + 1] - 1`` (to ``cum[i + 1]`` when ``overlapping``),
    cut at ``n - 1``."""
    spans = [(s, min(e if overlapping else e - 1, n - 1)) for s, e in zip(cum[:-1], cum[1:])]
    longest = max(e - s + 1 for s, e in spans)
    idx = [[s + j if s + j <= e else n for j in range(longest)] for s, e in spans]
    return torch.tensor(idx, dtype=torch.int64), torch.tensor([e - s + 1 for s, e in spans], dtype=torch.int64)


_FRACTIONAL_DTYPES = (torch.float32, torch.float64, torch.int32, torch.int64)
_ORDINAL = ("first", "second", "third", "forth")  # MindSpore spells it so


def fractional_pool(kind: str, x: torch.Tensor, ratio, pseudo_random: bool, overlapping: bool, deterministic: bool,
                    seed: int, seed2: int) -> tuple:  # fmt: skip
    """``ops.FractionalMaxPool`` (``kind`` 'max') / ``ops.FractionalAvgPool`` ('avg') of NHWC ``x``:
    ``(output, row_pooling_sequence, col_pooling_sequence)``, the sequences Int64, as MindSpore 2.10's CPU kernels.

    The output size of each axis is ``floor(size / ratio)`` (float32); the sequences come from
    :func:`fractional_sequence` with the seed ``seed`` (else ``seed2``; with neither and ``deterministic``, a fresh
    one), so they match MindSpore's for the same seeds (without ``deterministic`` the seed is 0, i.e. fixed). The
    average of integer windows truncates, as C++'s integer division.

    Raises:
        TypeError: ``x`` not Float32, Float64, Int32 or Int64.
        ValueError: ``x`` not 4-D; ``ratio`` not 4 values, its first/last not 1.0 or its middle ones < 1.0; a seed
            without ``deterministic``; an output size 0.
    """
    op = "FractionalMaxPool" if kind == "max" else "FractionalAvgPool"
    arg = "input" if kind == "max" else "x"
    if x.dtype not in _FRACTIONAL_DTYPES:
        raise _errors.dtype_error(op, arg, x.dtype, _FRACTIONAL_DTYPES)
    if x.dim() != 4:
        raise ValueError(f"For primitive[{op}], the {arg}_rank must be equal to 4, but got {x.dim()}.")
    if len(ratio) != 4:
        raise _errors.value_error(op, f"the size of parameter 'pooling_ratio' must be 4, but got {len(ratio)}.")
    for i in (0, 3):
        if ratio[i] != 1.0:
            raise _errors.value_error(
                op, f"the {_ORDINAL[i]} element of parameter 'pooling_ratio' must be 1.0, but got {ratio[i]:f}."
            )
    for i in (1, 2):
        if ratio[i] < 1.0:
            raise _errors.value_error(
                op,
                f"the {_ORDINAL[i]} element of pooling ratio must be greater than or equal to 1.0, but got "
                f"{ratio[i]:f}.",
            )
    if not deterministic and (seed != 0 or seed2 != 0):
        raise _errors.value_error(op, "both 'seed' and 'seed2' must be 0 if 'deterministic' is false.")
    sizes = [int(math.floor(float(np.float32(n) / np.float32(r)))) for n, r in zip(x.shape, ratio)]
    for i, s in enumerate(sizes):
        if s <= 0:
            raise _errors.value_error(op, f"outputsize[{i}] cannot be 0.")
    if deterministic and seed == 0 and seed2 == 0:
        seed = int(torch.randint(1, 2**31 - 1, ()).item())
    s = seed if seed != 0 else seed2
    s = (s + 2**31) % 2**32 - 2**31  # the kernel keeps the seed as a C int, then seeds with it as unsigned long
    s = s if s >= 0 else s + 2**64
    rows = fractional_sequence(x.shape[1], sizes[1], pseudo_random, s)
    cols = fractional_sequence(x.shape[2], sizes[2], pseudo_random, s)
    ri, rn = _window_index(rows, x.shape[1], overlapping)
    ci, cn = _window_index(cols, x.shape[2], overlapping)
    dev = x.device
    ri, ci, rn, cn = ri.to(dev), ci.to(dev), rn.to(dev), cn.to(dev)
    if kind == "max":
        fill = torch.finfo(x.dtype).min if x.is_floating_point() else torch.iinfo(x.dtype).min
    else:
        fill = 0
    n, h, w, c = x.shape
    xp = torch.cat([x, x.new_full((n, 1, w, c), fill)], 1)
    xp = torch.cat([xp, xp.new_full((n, h + 1, 1, c), fill)], 2)
    win = xp[:, ri][:, :, :, ci]  # (N, out_h, len_h, out_w, len_w, C)
    if kind == "max":
        out = win.amax(dim=(2, 4))
    else:
        total = win.sum(dim=(2, 4))
        count = (rn[:, None] * cn[None, :])[None, :, :, None]
        out = total / count if x.is_floating_point() else torch.div(total, count, rounding_mode="trunc").to(x.dtype)
    seq = torch.tensor(rows, dtype=torch.int64, device=dev), torch.tensor(cols, dtype=torch.int64, device=dev)
    return (out.to(x.dtype),) + seq


def fractional_max_pool_fixed(op: str, x: torch.Tensor, samples: torch.Tensor, ksize: tuple, output_shape: tuple,
                              channels_last: bool = False) -> tuple:  # fmt: skip
    """``ops.FractionalMaxPoolWithFixedKsize`` (``ksize``/``output_shape`` of 2) and
    ``ops.FractionalMaxPool3DWithFixedKsize`` (of 3; ``channels_last`` for 'NDHWC'): ``(output, Int64 argmax)``
    with the window steps fixed by ``samples`` (``(N, C, 2|3)``), as :func:`fractional_max_pool`. Integer inputs
    are pooled in float64 and cast back.

    Raises:
        ValueError: MindSpore's messages for the ranks, the ``samples`` shape and windows larger than the input.
    """
    nd = len(ksize)
    spatial = ("depth", "height", "width")[3 - nd :]
    if nd == 2:
        if x.dim() != 4:
            raise ValueError(f"For {op}, the dimension of input_x must be 4, but got {x.dim()}")
        if samples.shape[0] != x.shape[0]:
            raise ValueError("The first dimension size of input_x and random_samples must be equal.")
        for name, k, o, n in zip(spatial, ksize, output_shape, x.shape[2:]):
            a = name[0]
            if k + o - 1 > n:
                raise ValueError(
                    f"For {op}, ksize {name} [{k}] + output_shape_{a} [{o}] too large relative to input {name} "
                    f"[{n}], conflict with the rule: ksize_{a} + output_shape_{a} - 1 <= input_{a}"
                )
    else:
        which = "second" if x.dim() == 5 else "first"
        if samples.shape[x.dim() - 4] != x.shape[x.dim() - 4]:
            raise _errors.value_error(
                op,
                f"if 'x' is {x.dim()} dimensional, the {which} dimension size of 'x' and 'random_samples' must be "
                "equal.",
            )
        if samples.shape[-1] != 3:
            raise _errors.value_error(
                op,
                f"if 'x' is {x.dim()} dimensional, the second dimension size of 'random_samples' must be equal to 3.",
            )
        sizes = x.shape[-4:-1] if channels_last else x.shape[-3:]
        for name, k, o, n in zip(spatial, ksize, output_shape, sizes):
            if k + o - 1 >= n:  # MindSpore's kernel refuses a window that just fits too
                raise _errors.value_error(op, f"out(): pool {name} ,{k}too large relative to input {name}{n}.")
    t = x
    if channels_last:
        # MindSpore's kernel reads the sizes in NDHWC order but walks the memory as planar NCDHW planes: the same
        # buffer reshaped, not transposed
        t = t.contiguous().reshape(*x.shape[:-4], x.shape[-1], *x.shape[-4:-1])
    if x.dim() == 4 and nd == 3:
        samples = samples.reshape(1, -1, 3)
    work = t if t.is_floating_point() else t.to(torch.float64)
    out, idx = _FRACTIONAL[nd](work, ksize, output_shape, None, True, samples.to(work.dtype))
    if channels_last:
        lead, c = out.shape[:-4], out.shape[-4]
        out, idx = (v.reshape(*lead, *v.shape[-3:], c) for v in (out, idx))
    return out.to(x.dtype), idx.long()


def max_unpool3d_prim(x: torch.Tensor, argmax: torch.Tensor, ksize: tuple, strides: tuple, pads: tuple,
                      output_shape: tuple, channels_last: bool) -> torch.Tensor:  # fmt: skip
    """``ops.MaxUnpool3D``: ``x`` scattered to the flat ``D*H*W`` positions ``argmax`` names, zeros elsewhere; the
    output's spatial size ``(in - 1) * stride - 2 * pad + k`` or the last three of ``output_shape`` (5 values).
    ``ksize``/``strides``/``pads``: the spatial triples; ``channels_last`` for 'NDHWC'.

    Raises:
        TypeError: ``argmax`` not Int32/Int64.
        ValueError: ``x`` not 5-D, ``argmax`` of another shape, ``output_shape`` neither empty nor 5 values.
        RuntimeError: an index outside the output.
    """
    op = "MaxUnpool3D"
    if argmax.dtype not in (torch.int32, torch.int64):
        raise _errors.dtype_error(op, "argmax", argmax.dtype, (torch.int32, torch.int64))
    if x.dim() != 5:
        raise ValueError(f"For primitive[{op}], the x_rank must be equal to 5, but got {x.dim()}.")
    if tuple(x.shape) != tuple(argmax.shape):
        fmt = lambda s: "[" + "".join(f"{v}," for v in s) + "]"  # noqa: E731
        raise ValueError(f"For primitive[{op}], the x_shape: {fmt(x.shape)} must be equal to {fmt(argmax.shape)}")
    if len(output_shape) not in (0, 5):
        raise ValueError(f"{op}: Output_shape size must be 0 or 5.")
    t, i = (x.movedim(-1, 1), argmax.movedim(-1, 1)) if channels_last else (x, argmax)
    if output_shape:
        size = tuple(output_shape[1:4] if channels_last else output_shape[2:])
    else:
        size = tuple((n - 1) * s - 2 * p + k for n, s, p, k in zip(t.shape[2:], strides, pads, ksize))
    total = size[0] * size[1] * size[2]
    flat = i.reshape(i.shape[0], i.shape[1], -1).long()
    bad = (flat >= total) | (flat < 0)
    if bool(bad.any()):
        value = int(flat.reshape(-1)[bad.reshape(-1)][0])
        raise RuntimeError(
            f"{op}: internal error, output_size D * H * W should be bigger than some indicis, now D * H * W is "
            f"{total} and value of argmax is {value}."
        )
    out = t.new_zeros(t.shape[0], t.shape[1], total)
    out.scatter_(2, flat, t.reshape(t.shape[0], t.shape[1], -1))
    out = out.reshape(t.shape[0], t.shape[1], *size)
    return out.movedim(1, -1) if channels_last else out


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
