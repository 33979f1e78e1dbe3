"""Pooling layers: `nn.MaxPool1d/2d`, `nn.AvgPool1d/2d`, `nn.AdaptiveAvgPool1d/2d`, `nn.AdaptiveMaxPool2d`."""

from __future__ import annotations

import math
from typing import Any

import torch
import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V

__all__ = [
    "AvgPool2d",
    "MaxPool2d",
    "AvgPool1d",
    "MaxPool1d",
    "AdaptiveAvgPool1d",
    "AdaptiveAvgPool2d",
    "AdaptiveMaxPool2d",
]

_MAX = {1: F.max_pool1d, 2: F.max_pool2d}
_AVG = {1: F.avg_pool1d, 2: F.avg_pool2d}


def _pairs(value: Any, nd: int) -> tuple:
    return (value,) * nd if isinstance(value, int) else tuple(value[-nd:])


def _same_pads(shape: tuple, k: tuple, s: tuple) -> tuple:
    """TF 'same' (before, after) pads for each spatial dim -> F.pad order (last dim first)."""
    flat: list = []
    for n, kk, ss in zip(reversed(shape), reversed(k), reversed(s)):
        flat += V.same_pad(n, kk, ss, 1)
    return tuple(flat)


def _max_same(t: torch.Tensor, k: tuple, s: tuple, nd: int) -> torch.Tensor:
    pads = _same_pads(t.shape[-nd:], k, s)
    if any(pads):
        t = F.pad(t, pads, value=-math.inf)
    return _MAX[nd](t, k, s)


def _avg_same(t: torch.Tensor, k: tuple, s: tuple, nd: int) -> torch.Tensor:
    """TF 'same' average pooling: padded positions are not counted in the divisor."""
    pads = _same_pads(t.shape[-nd:], k, s)
    if not any(pads):
        return _AVG[nd](t, k, s)
    summed = _AVG[nd](F.pad(t, pads), k, s)
    ones = F.pad(torch.ones((1,) * (t.dim() - nd) + tuple(t.shape[-nd:]), dtype=t.dtype, device=t.device), pads)
    count = _AVG[nd](ones, k, s)
    return summed / count


class _PoolNd(Cell):
    """Shared checks of the pooling layers and MindSpore's ``kernel_size=.., stride=.., pad_mode=..`` repr."""

    def __init__(self, kernel_size: Any, stride: Any, pad_mode: str, data_format: str = "NCHW") -> None:
        super().__init__()
        name = type(self).__name__
        V.check_value_type("pad_mode", pad_mode, [str], name)
        self.pad_mode = V.check_string(pad_mode.upper(), ["VALID", "SAME", "PAD"], "pad_mode", name)
        self.format = V.check_string(data_format, ["NCHW", "NHWC"], "format", name)
        if self.format == "NHWC":
            from ...context import get_context

            raise ValueError(
                f"For '{name}, the 'NHWC' format only support in GPU target, but got device target "
                f"{get_context('device_target')}."
            )

        def check(arg_name: str, value: Any) -> Any:
            V.check_value_type(arg_name, value, [int, tuple], name)
            msg = f"For '{name}', the '{arg_name}' must be an positive int number or a tuple, but got {value}"
            if isinstance(value, int):
                if value <= 0:
                    raise ValueError(msg)
            else:
                for item in value:
                    if not (isinstance(item, int) and item > 0):
                        raise ValueError(msg)
                if len(value) == 1:
                    return value[0]
            return value

        self.kernel_size = check("kernel_size", kernel_size)
        self.stride = check("stride", stride)

    def extend_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"


def _check_len(value: Any, arg: str, length: int, name: str) -> None:
    if isinstance(value, tuple) and len(value) != length:
        raise ValueError(f"For {name}, the length of {arg} must be equal to {length}, but got {len(value)}.")


def _pool_padding(padding: Any, nd: int, name: str) -> tuple:
    V.check_value_type("padding", padding, (int, tuple, list), name)
    if isinstance(padding, int):
        return (padding,) * nd
    for p in padding:
        V.check_non_negative_int(p, "padding", name)
    if len(padding) == 1:
        return tuple(padding) * nd
    if len(padding) != nd:
        raise ValueError(f"For {name}, the length of padding must equal to {nd}, but got {len(padding)}.")
    return tuple(padding)


def _dilation(dilation: Any, nd: int, name: str) -> tuple:
    if isinstance(dilation, int):
        return (dilation,) * nd
    if isinstance(dilation, tuple):
        if len(dilation) == 1:
            return dilation * nd
        if len(dilation) == nd:
            return dilation
        if nd == 1:
            raise ValueError(f"For {name}, the length of 'dilation' must be 1, but got {len(dilation)}.")
        raise ValueError(f"For {name}, the length of 'dilation' must be 1 or {nd}, but got {len(dilation)}.")
    raise ValueError(f"For {name}, the 'dilation' must be int or tuple, but got {type(dilation)}.")


def _rank_error(prim: str, ndim: int, want: int) -> ValueError:
    return ValueError(f"For primitive[{prim}], the length of input must be equal to {want} , but got {ndim}.")


class MaxPool2d(_PoolNd):
    r"""2-D max pooling over ``(N, C, H, W)`` or ``(C, H, W)``. Mirrors ``mindspore.nn.MaxPool2d`` (2.10).

    ``MaxPool2d(kernel_size=1, stride=1, pad_mode='valid', padding=0, dilation=1, return_indices=False,
    ceil_mode=False, data_format='NCHW')``

    Args:
        kernel_size, stride (int | tuple[int, int]): window and step. Default 1 and 1.
        pad_mode (str): 'valid' (default), 'same' (TF-style, output ``ceil(H / stride)``, extra padding at the
            bottom/right) or 'pad' (uses ``padding``/``dilation``/``ceil_mode``/``return_indices``);
            case-insensitive, shown upper-case in the repr.
        padding (int | tuple[int, int]): symmetric padding for 'pad'. Default 0.
        return_indices (bool): with 'pad', also return the argmax indices (flattened over H*W).

    Raises:
        TypeError: if ``pad_mode`` is not a str, or kernel_size/stride not an int/tuple.
        ValueError: for an unknown ``pad_mode``, non-positive sizes, 'pad'-only arguments without 'pad', or an
            input that is not 3-D/4-D (on call).
    """

    def __init__(
        self,
        kernel_size: int | tuple = 1,
        stride: int | tuple = 1,
        pad_mode: str = "valid",
        padding: int | tuple = 0,
        dilation: int | tuple = 1,
        return_indices: bool = False,
        ceil_mode: bool = False,
        data_format: str = "NCHW",
    ) -> None:
        super().__init__(kernel_size, stride, pad_mode, data_format)
        name = type(self).__name__
        self.return_indices = return_indices
        self._k = _pairs(self.kernel_size, 2)
        self._s = _pairs(self.stride, 2)
        self.use_pad = self.pad_mode == "PAD"
        if self.use_pad:
            _check_len(self.kernel_size, "kernel_size", 2, name)
            _check_len(self.stride, "stride", 2, name)
            self.padding = (0,) + _pool_padding(padding, 2, name)
            self._pad = self.padding[1:]
            self._dil = _dilation(dilation, 2, name)
            self._ceil = bool(ceil_mode)
        elif padding != 0 or dilation != 1 or return_indices or ceil_mode:
            raise ValueError(
                "For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' can not be set to "
                f"non-default value when pad_mode is not 'pad', but got pad_mode:{pad_mode}."
            )
        self._same = self.pad_mode == "SAME"

    def construct(self, x: Tensor) -> Any:
        t = x._t
        nd = t.dim()
        if nd != 4 and nd != 3:
            raise _rank_error("MaxPool", nd, 4)
        if self.use_pad:
            out = F.max_pool2d(t, self._k, self._s, self._pad, self._dil, self._ceil, self.return_indices)
            return (_wrap(out[0]), _wrap(out[1].to(torch.int64))) if self.return_indices else _wrap(out)
        if self._same:
            return _wrap(_max_same(t, self._k, self._s, 2))
        return _wrap(F.max_pool2d(t, self._k, self._s))


class AvgPool2d(_PoolNd):
    r"""2-D average pooling over ``(N, C, H, W)`` or ``(C, H, W)``. Mirrors ``mindspore.nn.AvgPool2d`` (2.10).

    ``AvgPool2d(kernel_size=1, stride=1, pad_mode='valid', padding=0, ceil_mode=False, count_include_pad=True,
    divisor_override=None, data_format='NCHW')``

    'same' is TF-style: output ``ceil(H / stride)``, extra padding at the bottom/right, and padded positions
    are not counted in the average. 'pad' (or any of padding/ceil_mode/count_include_pad/divisor_override
    set) uses symmetric ``padding`` as torch's ``avg_pool2d``.

    Raises:
        ValueError: for an unknown ``pad_mode``, non-positive sizes, ``divisor_override <= 0``, or an input that
            is not 3-D/4-D (on call).
    """

    def __init__(
        self,
        kernel_size: int | tuple = 1,
        stride: int | tuple = 1,
        pad_mode: str = "valid",
        padding: int | tuple = 0,
        ceil_mode: bool = False,
        count_include_pad: bool = True,
        divisor_override: int | None = None,
        data_format: str = "NCHW",
    ) -> None:
        super().__init__(kernel_size, stride, pad_mode, data_format)
        name = type(self).__name__
        self._k = _pairs(self.kernel_size, 2)
        self._s = _pairs(self.stride, 2)
        self.is_expand = (
            self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad or divisor_override is not None
        )
        if self.is_expand:
            if divisor_override is not None and divisor_override <= 0:
                raise ValueError(f"For '{name}', the 'divisor_override' must be > 0, but got {divisor_override}.")
            _check_len(self.kernel_size, "kernel_size", 2, name)
            _check_len(self.stride, "stride", 2, name)
            self._pad = _pool_padding(padding, 2, name) if not isinstance(padding, int) else (padding, padding)
            self._opts = (bool(ceil_mode), bool(count_include_pad), divisor_override)
        self._same = self.pad_mode == "SAME"

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        nd = t.dim()
        if nd != 4 and nd != 3:
            raise ValueError(f"For primitive[AvgPool], the x_rank must be equal to 4, but got {nd}.")
        if self.is_expand:
            return _wrap(F.avg_pool2d(t, self._k, self._s, self._pad, *self._opts))
        if self._same:
            return _wrap(_avg_same(t, self._k, self._s, 2))
        return _wrap(F.avg_pool2d(t, self._k, self._s))


class MaxPool1d(_PoolNd):
    r"""1-D max pooling over ``(N, C, L)`` or ``(C, L)``. Mirrors ``mindspore.nn.MaxPool1d`` (2.10).

    ``MaxPool1d(kernel_size=1, stride=1, pad_mode='valid', padding=0, dilation=1, return_indices=False,
    ceil_mode=False)``; ints only. The repr shows ``kernel_size=(1, k)`` (``(1, 1, k)`` with 'pad') as MindSpore.

    Raises:
        ValueError: as :class:`MaxPool2d`; the input must be 2-D or 3-D.
    """

    def __init__(
        self,
        kernel_size: int = 1,
        stride: int = 1,
        pad_mode: str = "valid",
        padding: int = 0,
        dilation: int = 1,
        return_indices: bool = False,
        ceil_mode: bool = False,
    ) -> None:
        super().__init__(kernel_size, stride, pad_mode)
        name = type(self).__name__
        V.check_int(kernel_size, 1, ">=", "kernel_size", name)
        V.check_int(stride, 1, ">=", "stride", name)
        self._k, self._s = (kernel_size,), (stride,)
        self.return_indices = return_indices
        self.use_pad = self.pad_mode == "PAD"
        if self.use_pad:
            self.kernel_size, self.stride = (1, 1, kernel_size), (1, 1, stride)
            self.padding = (0, 0) + _pool_padding(padding, 1, name)
            self._pad = self.padding[2:]
            self._dil = _dilation(dilation, 1, name)
            self._ceil = bool(ceil_mode)
        else:
            self.kernel_size, self.stride = (1, kernel_size), (1, stride)
            if padding != 0 or dilation != 1 or return_indices or ceil_mode:
                raise ValueError(
                    "For MaxPool1d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' can not be set "
                    f"to non-default value when pad_mode is not 'pad', but got pad_mode:{pad_mode}."
                )
        self._same = self.pad_mode == "SAME"

    def construct(self, x: Tensor) -> Any:
        t = x._t
        nd = t.dim()
        if nd != 3 and nd != 2:
            raise ValueError(f"For '{type(self).__name__}', the input must has 3 dim, but got {nd}")
        if self.use_pad:
            out = F.max_pool1d(t, self._k, self._s, self._pad, self._dil, self._ceil, self.return_indices)
            return (_wrap(out[0]), _wrap(out[1].to(torch.int64))) if self.return_indices else _wrap(out)
        if self._same:
            return _wrap(_max_same(t, self._k, self._s, 1))
        return _wrap(F.max_pool1d(t, self._k, self._s))


class AvgPool1d(_PoolNd):
    r"""1-D average pooling over ``(N, C, L)`` or ``(C, L)``. Mirrors ``mindspore.nn.AvgPool1d`` (2.10).

    ``AvgPool1d(kernel_size=1, stride=1, pad_mode='valid', padding=0, ceil_mode=False, count_include_pad=True)``;
    'same' excludes padded positions from the average (TF-style) as MindSpore does.

    Raises:
        ValueError: as :class:`AvgPool2d`; the input must be 2-D or 3-D.
    """

    def __init__(
        self,
        kernel_size: int = 1,
        stride: int = 1,
        pad_mode: str = "valid",
        padding: int = 0,
        ceil_mode: bool = False,
        count_include_pad: bool = True,
    ) -> None:
        super().__init__(kernel_size, stride, pad_mode)
        name = type(self).__name__
        V.check_int(self.kernel_size, 1, ">=", "kernel_size", name)
        V.check_int(self.stride, 1, ">=", "stride", name)
        self._k, self._s = (kernel_size,), (stride,)
        self.is_expand_3d = self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad
        if self.is_expand_3d:
            self._pad = _pool_padding(padding, 1, name)
            self._opts = (bool(ceil_mode), bool(count_include_pad))
        else:
            self.kernel_size, self.stride = (1, kernel_size), (1, stride)
        self._same = self.pad_mode == "SAME"

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        nd = t.dim()
        if nd != 3 and nd != 2:
            raise ValueError(f"For '{type(self).__name__}', the input must has 3 dim, but got {nd}")
        if self.is_expand_3d:
            return _wrap(F.avg_pool1d(t, self._k, self._s, self._pad, *self._opts))
        if self._same:
            return _wrap(_avg_same(t, self._k, self._s, 1))
        return _wrap(F.avg_pool1d(t, self._k, self._s))


class AdaptiveAvgPool1d(Cell):
    """Average pooling to a fixed length. Mirrors ``mindspore.nn.AdaptiveAvgPool1d(output_size)`` (2.10).

    Input ``(N, C, L)``; output ``(N, C, output_size)``. Difference: MindSpore requires ``L`` divisible by
    ``output_size``; here any ``L >= output_size`` works (torch's adaptive windows).

    Raises:
        TypeError: if ``output_size`` is not an int.
        ValueError: if ``output_size < 1`` or the input is not 3-D (on call).
    """

    def __init__(self, output_size: int) -> None:
        super().__init__()
        V.check_int(output_size, 1, ">=", "output_size", type(self).__name__)
        self.output_size = output_size

    def construct(self, input: Tensor) -> Tensor:  # noqa: A002
        t = input._t
        if t.dim() != 3:
            raise ValueError(f"For {type(self).__name__}, the input must has 3 dim, but got {t.dim()}.")
        return _wrap(F.adaptive_avg_pool1d(t, self.output_size))


class AdaptiveAvgPool2d(Cell):
    """Average pooling to a fixed ``(H, W)``. Mirrors ``mindspore.nn.AdaptiveAvgPool2d(output_size)`` (2.10).

    Args:
        output_size (int | tuple): ``H`` for a square output, or ``(H, W)`` where None keeps that input size.

    Inputs:
        input (Tensor): ``(N, C, H, W)`` or ``(C, H, W)``.
    """

    def __init__(self, output_size: int | tuple) -> None:
        super().__init__()
        self.output_size = output_size

    def construct(self, input: Tensor) -> Tensor:  # noqa: A002
        return _wrap(F.adaptive_avg_pool2d(input._t, self.output_size))


class AdaptiveMaxPool2d(Cell):
    """Max pooling to a fixed ``(H, W)``. Mirrors ``mindspore.nn.AdaptiveMaxPool2d(output_size, return_indices=False)``.

    With ``return_indices`` the output is ``(values, indices)`` (indices Int64, flattened over H*W).
    """

    def __init__(self, output_size: int | tuple, return_indices: bool = False) -> None:
        super().__init__()
        self.output_size = output_size
        self.return_indices = return_indices

    def construct(self, input: Tensor) -> Any:  # noqa: A002
        if self.return_indices:
            out, idx = F.adaptive_max_pool2d(input._t, self.output_size, True)
            return _wrap(out), _wrap(idx)
        return _wrap(F.adaptive_max_pool2d(input._t, self.output_size))
