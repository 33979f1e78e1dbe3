"""Pooling layers: `nn.MaxPool1d/2d`, `nn.AvgPool1d/2d`, `nn.AdaptiveAvgPool1d/2d`, `nn.AdaptiveMaxPool2d`."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import pooling as _K_pool
from ...common.tensor import Tensor, _wrap
from ...ops.function import nn_func as NF
from ...ops.operations.nn_ops import _avg_pool_call_check
from ..cell import Cell
from . import _validators as V
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_FLOATS = (torch.float16, torch.float32, torch.float64)


def _pairs(value: Any, nd: int) -> tuple:
    return (value,) * nd if isinstance(value, int) else tuple(value[-nd:])


def _max_same(t: torch.Tensor, k: tuple, s: tuple, nd: int) -> torch.Tensor:
    """TF 'same' max pooling (padding with -inf): the pooling kernel."""
    return _K_pool.pool_nd("max", nd, t, k, s, "same")


def _avg_same(t: torch.Tensor, k: tuple, s: tuple, nd: int) -> torch.Tensor:
    """TF 'same' average pooling: padded positions are not counted in the divisor (the pooling kernel)."""
    return _K_pool.pool_nd("avg", nd, t, k, s, "same", count_include_pad=False)


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

            raise _errors.value_error(
                name,
                f"the 'NHWC' format only support in GPU target, but got device target {get_context('device_target')}.",
                sep=", ",
            )

        def check(arg_name: str, value: Any) -> Any:
            V.check_value_type(arg_name, value, [int, tuple], name)
            msg = _errors.message(name, f"the '{arg_name}' must be an positive int number or a tuple, but got {value}")
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
        from ... import ops  # MindSpore's primitive attribute, for subclasses that override construct

        if self.use_pad:
            self.max_pool = ops.MaxPool3DWithArgmax(
                ksize=(1, *self._k), strides=(1, *self._s), pads=self.padding, dilation=(1, *self._dil),
                ceil_mode=self._ceil,
            )  # fmt: skip
        else:
            self.max_pool = ops.MaxPool(
                kernel_size=self.kernel_size, strides=self.stride, pad_mode=self.pad_mode, data_format=self.format
            )

    def construct(self, x: Tensor) -> Any:
        t = x._t
        nd = t.dim()
        if nd != 4 and nd != 3:
            raise _rank_error("MaxPool", nd, 4)
        if self.use_pad:
            out = _K_pool.max_pool(t, self._k, self._s, self._pad, self._dil, self._ceil, self.return_indices)
            return (_wrap(out[0]), _wrap(out[1].to(torch.int64))) if self.return_indices else _wrap(out)
        if t.dtype not in _FLOATS or not t.numel():
            _K_pool.check_input("MaxPool", t)
        if self._same:
            return _wrap(_max_same(t, self._k, self._s, 2))
        return _wrap(_K_pool.max_pool(t, self._k, self._s))


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
                raise _errors.value_error(name, f"the 'divisor_override' must be > 0, but got {divisor_override}.")
            _check_len(self.kernel_size, "kernel_size", 2, name)
            _check_len(self.stride, "stride", 2, name)
            self._pad = _pool_padding(padding, 2, name) if not isinstance(padding, int) else (padding, padding)
            self._opts = (bool(ceil_mode), bool(count_include_pad), divisor_override)
        self._same = self.pad_mode == "SAME"
        from ... import ops  # MindSpore's primitive attribute, for subclasses that override construct

        if self.is_expand:
            self.avg_pool = ops.AvgPool3D(
                kernel_size=(1, *self._k), strides=(1, *self._s), pad_mode=pad_mode,
                pad=(0, 0, self._pad[0], self._pad[0], self._pad[1], self._pad[1]), ceil_mode=ceil_mode,
                count_include_pad=count_include_pad, divisor_override=divisor_override or 0,
            )  # fmt: skip
        else:
            self.avg_pool = ops.AvgPool(
                kernel_size=self.kernel_size, strides=self.stride, pad_mode=self.pad_mode, data_format=self.format
            )

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        nd = t.dim()
        if nd != 4 and nd != 3:
            raise ValueError(f"For primitive[AvgPool], the x_rank must be equal to 4, but got {nd}.")
        if t.dtype not in _FLOATS:
            _K_pool.check_input("AvgPool", t, nonempty=False)
        if self.is_expand:
            return _wrap(_K_pool.avg_pool(t, self._k, self._s, self._pad, *self._opts))
        _avg_pool_call_check(self.avg_pool, x)  # what the ops.AvgPool call checks in MindSpore
        if self._same:
            return _wrap(_avg_same(t, self._k, self._s, 2))
        return _wrap(_K_pool.avg_pool(t, self._k, self._s))


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
            raise _errors.value_error(type(self).__name__, f"the input must has 3 dim, but got {nd}")
        if self.use_pad:
            out = _K_pool.max_pool(t, self._k, self._s, self._pad, self._dil, self._ceil, self.return_indices)
            return (_wrap(out[0]), _wrap(out[1].to(torch.int64))) if self.return_indices else _wrap(out)
        if t.dtype not in _FLOATS or not t.numel():
            _K_pool.check_input("MaxPool", t)
        if self._same:
            return _wrap(_max_same(t, self._k, self._s, 1))
        return _wrap(_K_pool.max_pool(t, self._k, self._s))


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
            raise _errors.value_error(type(self).__name__, f"the input must has 3 dim, but got {nd}")
        if t.dtype not in _FLOATS:
            _K_pool.check_input("AvgPool", t, nonempty=False)
        if self.is_expand_3d:
            return _wrap(_K_pool.avg_pool(t, self._k, self._s, self._pad, *self._opts))
        if self._same:
            return _wrap(_avg_same(t, self._k, self._s, 1))
        if t.shape[-1] < self._k[0]:  # MindSpore's 'valid' AvgPool1d slices its windows out of the input first
            raise ValueError(
                f"For Slice, the sum of begin_shape[{nd - 1}] and size_shape[{nd - 1}] must be no greater than "
                f"input_x_shape[{nd - 1}]."
            )
        return _wrap(_K_pool.avg_pool(t, self._k, self._s))


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

    def construct(self, input: Tensor) -> Tensor:
        t = input._t
        if t.dim() != 3:
            raise ValueError(f"For {type(self).__name__}, the input must has 3 dim, but got {t.dim()}.")
        return _wrap(_K_pool.adaptive_avg_pool(t, self.output_size, 1))


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

    def construct(self, input: Tensor) -> Tensor:
        return _wrap(_K_pool.adaptive_avg_pool(input._t, self.output_size, 2))


class AdaptiveMaxPool2d(Cell):
    """Max pooling to a fixed ``(H, W)``. Mirrors ``mindspore.nn.AdaptiveMaxPool2d(output_size, return_indices=False)``.

    With ``return_indices`` the output is ``(values, indices)`` (indices Int64, flattened over H*W).
    """

    def __init__(self, output_size: int | tuple, return_indices: bool = False) -> None:
        super().__init__()
        self.output_size = output_size
        self.return_indices = return_indices

    def construct(self, input: Tensor) -> Any:
        if self.return_indices:
            out, idx = _K_pool.adaptive_max_pool(input._t, self.output_size, 2, True)
            return _wrap(out), _wrap(idx)
        return _wrap(_K_pool.adaptive_max_pool(input._t, self.output_size, 2))


def _triple_or_error(arg_name: str, value: Any, prim: str, greater_zero: bool = True) -> tuple:
    """``_check_3d_int_or_tuple`` of the 3-D pooling primitives: an int or 3 ints -> a 3-tuple."""
    from ..._checkparam import _check_3d_int_or_tuple

    return _check_3d_int_or_tuple(arg_name, value, prim, greater_zero=greater_zero)


class MaxPool3d(_PoolNd):
    r"""3-D max pooling over ``(N, C, D, H, W)`` or ``(C, D, H, W)``. Mirrors ``mindspore.nn.MaxPool3d`` (2.10).

    ``MaxPool3d(kernel_size=1, stride=1, pad_mode='valid', padding=0, dilation=1, return_indices=False,
    ceil_mode=False)``. 'same' is TF-style (extra padding at the back/bottom/right). ``padding`` (an int or 3
    ints, symmetric), ``ceil_mode``, ``dilation`` and ``return_indices`` need ``pad_mode='pad'``; indices are
    Int64, flattened over ``D*H*W`` of the input.

    Raises:
        TypeError: if ``pad_mode`` is not a str or kernel_size/stride not an int/tuple.
        ValueError: for non-positive sizes, an unknown ``pad_mode``, 'pad'-only arguments without 'pad'.
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
    ) -> None:
        super().__init__(kernel_size, stride, pad_mode)
        name = self.cls_name
        self.return_indices = return_indices
        V.check_value_type("padding", padding, (int, tuple, list), name)
        if isinstance(padding, int):
            pads = (padding,) * 3
        else:
            for p in padding:
                V.check_non_negative_int(p, "padding", name)
            if len(padding) == 1:
                pads = tuple(padding) * 3
            elif len(padding) != 3:
                raise ValueError(f"For {name}, the length of padding must equal to 3, but got {len(padding)}.")
            else:
                pads = tuple(padding)
        _triple_or_error("padding", pads, name, greater_zero=False)
        self._k = _triple_or_error("kernel_size", kernel_size, "MaxPool3D")
        self._s = _triple_or_error("strides", stride, "MaxPool3D")
        self._pad = pads
        self._dil = _triple_or_error("dilation", dilation, "MaxPool3DWithArgmax") if dilation != 1 else (1, 1, 1)
        if dilation != 1 or return_indices:
            if pad_mode.upper() != "PAD":
                raise ValueError(
                    f"For {name}, the pad_mode must be 'pad' when dilation is not 1 or return_indices is True, but "
                    f"got pad_mode:{pad_mode}."
                )
        elif self.pad_mode != "PAD":
            if ceil_mode:
                raise ValueError("When the 'pad_mode' is 'same' or 'valid', the 'ceil_mode' only supports 'None'.")
            if pads != (0, 0, 0):
                raise _errors.value_error(
                    "MaxPool3D",
                    "the 'pad_list' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not "
                    f"\"pad\", but got 'pad_list' is {pads} and 'pad_mode' "
                    f"is {pad_mode}.",
                )
        self._ceil = bool(ceil_mode)
        self._same = self.pad_mode == "SAME"

    def construct(self, x: Tensor) -> Any:
        t = x._t
        if t.dim() not in (4, 5):
            raise _errors.dim_error("MaxPool3D", "x", 5, t.dim())
        if self._same:
            return _wrap(_max_same(t, self._k, self._s, 3))
        out = _K_pool.max_pool(t, self._k, self._s, self._pad, self._dil, self._ceil, self.return_indices, "MaxPool3D")
        if self.return_indices:
            return _wrap(out[0]), _wrap(out[1])
        return _wrap(out)


class AvgPool3d(_PoolNd):
    r"""3-D average pooling over ``(N, C, D, H, W)`` or ``(C, D, H, W)``. Mirrors ``mindspore.nn.AvgPool3d`` (2.10).

    ``AvgPool3d(kernel_size=1, stride=1, pad_mode='valid', padding=0, ceil_mode=False, count_include_pad=True,
    divisor_override=None)``. 'same' is TF-style and, unlike AvgPool2d, counts the padded zeros in the divisor
    (unless ``count_include_pad=False``); ``padding``
    (an int or 3 ints, symmetric) needs ``pad_mode='pad'``.

    Raises:
        ValueError: for non-positive sizes, an unknown ``pad_mode``, ``divisor_override <= 0``, nonzero
            ``padding`` without 'pad', or a padding tuple of another length than 1 or 3.
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
    ) -> None:
        super().__init__(kernel_size, stride, pad_mode)
        name = self.cls_name
        V.check_value_type("padding", padding, (int, tuple, list), name)
        if isinstance(padding, int):
            pads = (padding,) * 3
        else:
            for p in padding:
                V.check_non_negative_int(p, "padding", name)
            if len(padding) == 1:
                pads = tuple(padding) * 3
            elif len(padding) == 3:
                pads = tuple(padding)
            else:
                raise ValueError(
                    f"For {name}, the padding must be a int or tuple/list contains 1 or 3 int, but got tuple/list "
                    f"with length:{len(padding)}."
                )
        if divisor_override is not None and divisor_override <= 0:
            raise _errors.value_error(name, f"the 'divisor_override' must be > 0, but got {divisor_override}.")
        self._k = _triple_or_error("kernel_size", kernel_size, "AvgPool3D")
        self._s = _triple_or_error("strides", stride, "AvgPool3D")
        if self.pad_mode != "PAD" and pads != (0, 0, 0):
            six = tuple(p for p in pads for _ in range(2))
            raise _errors.value_error(
                "AvgPool3D",
                "the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not \"PAD\", but "
                f"got 'pad' is {six} and 'pad_mode' is {pad_mode}.",
            )
        V.check_value_type("ceil_mode", ceil_mode, bool, "AvgPool3D")
        V.check_value_type("count_include_pad", count_include_pad, bool, "AvgPool3D")
        self._pad = pads
        self._opts = (ceil_mode, count_include_pad, divisor_override)
        self._same = self.pad_mode == "SAME"

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if t.dim() not in (4, 5):
            raise _errors.dim_error("AvgPool3D", "input", 5, t.dim())
        if self._same:
            if not self._opts[1]:
                return _wrap(_avg_same(t, self._k, self._s, 3))
            t = _K_pool.pad_same(t, self._k, self._s)[0]
            return _wrap(_K_pool.avg_pool(t, self._k, self._s, 0, False, True, self._opts[2], "AvgPool3D"))
        return _wrap(_K_pool.avg_pool(t, self._k, self._s, self._pad, *self._opts, "AvgPool3D"))


class AdaptiveAvgPool3d(Cell):
    """Average pooling to a fixed ``(D, H, W)``. Mirrors ``mindspore.nn.AdaptiveAvgPool3d(output_size)`` (2.10).

    Args:
        output_size (int | tuple): ``D`` for a cube, or ``(D, H, W)`` where None keeps that input size.

    Inputs:
        input (Tensor): ``(N, C, D, H, W)`` or ``(C, D, H, W)``.
    """

    def __init__(self, output_size: int | tuple) -> None:
        super().__init__()
        self.output_size = output_size

    def construct(self, input: Tensor) -> Tensor:
        return _wrap(_K_pool.adaptive_avg_pool(input._t, self.output_size, 3))


class AdaptiveMaxPool1d(Cell):
    """Max pooling to a fixed length. Mirrors ``mindspore.nn.AdaptiveMaxPool1d(output_size)`` (2.10).

    As MindSpore, the input length ``L`` must be divisible by ``output_size``; the window is
    ``L - (output_size - 1) * (L // output_size)`` with stride ``L // output_size``.

    Inputs:
        x (Tensor): ``(N, C, L)``, float16/float32/float64.

    Raises:
        TypeError: if ``output_size`` is not an int.
        ValueError: if ``output_size < 1``, the input is not 3-D or ``L`` is not divisible by ``output_size``.
    """

    def __init__(self, output_size: int) -> None:
        super().__init__()
        V.check_int(output_size, 1, ">=", "output_size", self.cls_name)
        V.check_value_type("output_size", output_size, [int], self.cls_name)
        self.output_size = output_size

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        name = self.cls_name
        if t.dim() != 3:
            raise ValueError(f"For {name}, the input must has 3 dim, but got {t.dim()}.")
        width = t.shape[2]
        if width % self.output_size != 0:
            raise ValueError(
                f"For {name}, the input's last dimension must be divisible by output size {self.output_size}, "
                f"but got {width}."
            )
        stride = width // self.output_size
        return _wrap(_K_pool.max_pool(t, (width - (self.output_size - 1) * stride,), (stride,)))


class AdaptiveMaxPool3d(Cell):
    """Max pooling to a fixed ``(D, H, W)``. Mirrors ``mindspore.nn.AdaptiveMaxPool3d`` (2.10).

    ``AdaptiveMaxPool3d(output_size, return_indices=False)``: with ``return_indices`` the output is
    ``(values, indices)``, indices Int32 (as MindSpore's kernel), flattened over ``D*H*W``.

    Inputs:
        input (Tensor): ``(N, C, D, H, W)`` or ``(C, D, H, W)``.
    """

    def __init__(self, output_size: int | tuple, return_indices: bool = False) -> None:
        super().__init__()
        if isinstance(output_size, int):
            output_size = (output_size,) * 3
        self.output_size = output_size
        self.return_indices = return_indices

    def construct(self, input: Tensor) -> Any:
        out, idx = _K_pool.adaptive_max_pool(input._t, self.output_size, 3, True)
        if self.return_indices:
            return _wrap(out), _wrap(idx.to(torch.int32))
        return _wrap(out)


class LPPool1d(Cell):
    r"""Power-average pooling ``(sum x^p)^(1/p)`` over windows of ``(N, C, L)`` or ``(C, L)``.

    Mirrors ``mindspore.nn.LPPool1d(norm_type, kernel_size, stride=None, ceil_mode=False)`` (2.10) and its
    formula ``(sign(s) * relu(|s|) * k)^(1/p)`` with ``s`` the window average of ``x^p``: odd ``p`` over
    negative sums gives NaN, as in MindSpore. ``stride`` defaults to ``kernel_size``.

    Raises:
        TypeError: if ``norm_type`` is not a number (on call). ValueError: if it is 0 (on call).
    """

    def __init__(self, norm_type: float, kernel_size: int, stride: int | None = None, ceil_mode: bool = False) -> None:
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode

    def construct(self, x: Tensor) -> Tensor:
        return NF.lp_pool1d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class LPPool2d(Cell):
    r"""Power-average pooling ``(sum x^p)^(1/p)`` over windows of ``(N, C, H, W)``.

    Mirrors ``mindspore.nn.LPPool2d(norm_type, kernel_size, stride=None, ceil_mode=False)`` (2.10); formula as
    :class:`LPPool1d` with ``k = kh * kw``.

    Raises:
        TypeError: if ``norm_type`` is not a number (on call). ValueError: if it is 0 (on call).
    """

    def __init__(
        self, norm_type: float, kernel_size: int | tuple, stride: int | tuple | None = None, ceil_mode: bool = False
    ) -> None:
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode

    def construct(self, x: Tensor) -> Tensor:
        return NF.lp_pool2d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class _MaxUnpoolNd(Cell):
    """Shared body of ``MaxUnpool1d/2d/3d``: scatter values to the positions ``indices`` name, zeros elsewhere."""

    _nd = 0

    def __init__(self, kernel_size: int | tuple, stride: int | tuple | None = None, padding: int | tuple = 0) -> None:
        super().__init__()
        if stride is None:
            stride = kernel_size
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding

    def construct(self, x: Tensor, indices: Tensor, output_size: tuple | None = None) -> Tensor:
        if output_size is not None:
            name = self.cls_name
            if not isinstance(output_size, tuple):
                raise ValueError(f"For {name}, output_size must be tuple, but type {type(output_size)}.")
            if not output_size:
                raise ValueError(f"For {name}, the length of output_size must be positive, but got 0.")
        return NF._unpool(self._nd, x, indices, self.kernel_size, self.stride, self.padding, output_size)


class MaxUnpool1d(_MaxUnpoolNd):
    """Partial inverse of ``MaxPool1d``. Mirrors ``mindspore.nn.MaxUnpool1d(kernel_size, stride=None, padding=0)``.

    Inputs: ``x`` ``(N, C, L_in)`` or ``(C, L_in)``; ``indices`` (int, same shape) from ``MaxPool1d(...,
    return_indices=True)``; optional ``output_size`` tuple (its last value is the length). Output length by
    default ``(L_in - 1) * stride - 2 * padding + kernel_size``.

    Raises:
        ValueError: if ``output_size`` is not a non-empty tuple.
    """

    _nd = 1


class MaxUnpool2d(_MaxUnpoolNd):
    """Partial inverse of ``MaxPool2d``. Mirrors ``mindspore.nn.MaxUnpool2d(kernel_size, stride=None, padding=0)``.

    Inputs: ``x`` ``(N, C, H, W)`` or ``(C, H, W)``; ``indices`` flattened over ``H*W`` of the output; optional
    ``output_size`` tuple (its last two values are ``(H, W)``).
    """

    _nd = 2


class MaxUnpool3d(_MaxUnpoolNd):
    """Partial inverse of ``MaxPool3d``. Mirrors ``mindspore.nn.MaxUnpool3d(kernel_size, stride=None, padding=0)``.

    Inputs: ``x`` ``(N, C, D, H, W)`` or ``(C, D, H, W)``; ``indices`` flattened over ``D*H*W`` of the output;
    optional ``output_size`` tuple (its last three values are ``(D, H, W)``).
    """

    _nd = 3


class FractionalMaxPool2d(Cell):
    """Fractional max pooling (pseudo-random window steps). Mirrors ``mindspore.nn.FractionalMaxPool2d`` (2.10).

    ``FractionalMaxPool2d(kernel_size, output_size=None, output_ratio=None, return_indices=False,
    _random_samples=None)``, computed by ``ops.fractional_max_pool2d`` (see there): ``output_size`` or
    ``output_ratio`` sets the output size; ``_random_samples`` ``(N, C, 2)`` fixes the steps (without it they come
    from torch's generator, so they differ from MindSpore's).

    Raises:
        ValueError: if neither ``output_size`` nor ``output_ratio`` is given, or a ratio is not in (0, 1) (on call).
    """

    def __init__(
        self,
        kernel_size: int | tuple,
        output_size: int | tuple | None = None,
        output_ratio: float | tuple | None = None,
        return_indices: bool = False,
        _random_samples: Tensor | None = None,
    ) -> None:
        super().__init__()
        self.kernel_size = kernel_size
        self.output_size = output_size
        self.output_ratio = output_ratio
        self.return_indices = return_indices
        self._random_samples = _random_samples

    def construct(self, input: Tensor) -> Any:
        return NF.fractional_max_pool2d(
            input, self.kernel_size, self.output_size, self.output_ratio, self.return_indices, self._random_samples
        )


class FractionalMaxPool3d(FractionalMaxPool2d):
    """3-D fractional max pooling. Mirrors ``mindspore.nn.FractionalMaxPool3d(kernel_size, output_size=None,
    output_ratio=None, return_indices=False, _random_samples=None)`` (2.10), computed by
    ``ops.fractional_max_pool3d``: input ``(N, C, D, H, W)`` or ``(C, D, H, W)``, ``_random_samples`` ``(N, C, 3)``
    of the input's dtype.

    Raises:
        ValueError / TypeError: as ``ops.fractional_max_pool3d`` (on call).
    """

    def construct(self, input: Tensor) -> Any:
        return NF.fractional_max_pool3d(
            input, self.kernel_size, self.output_size, self.output_ratio, self.return_indices, self._random_samples
        )
