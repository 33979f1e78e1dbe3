"""mint pooling layers (`mint.nn.MaxPool2d`, `AvgPool1d/2d/3d`, `AdaptiveAvgPool1d/2d/3d`, `AdaptiveMaxPool1d/2d`, ...)."""

from __future__ import annotations

from .... import _api
from ....nn.cell import Cell
from .. import functional

__all__ = _api.names(__name__)


class MaxPool2dExt(Cell):
    """2-D max pooling, torch-style (``stride`` defaults to ``kernel_size``); ``return_indices`` adds Int64 indices.

    Mirrors ``mindspore.mint.nn.MaxPool2d`` (``nn.MaxPool2dExt``, 2.10).
    """

    def __init__(self, kernel_size=1, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
        super().__init__()
        self.kernel_size, self.stride, self.padding, self.dilation = kernel_size, stride, padding, dilation
        self.return_indices, self.ceil_mode = return_indices, ceil_mode

    def construct(self, input):
        return functional.max_pool2d(
            input, self.kernel_size, self.stride, self.padding, self.dilation, self.ceil_mode, self.return_indices
        )


class AvgPool1dExt(Cell):
    """1-D average pooling. Mirrors ``mindspore.mint.nn.AvgPool1d`` (``nn.AvgPool1dExt``, 2.10)."""

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True) -> None:
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding
        self.ceil_mode, self.count_include_pad = ceil_mode, count_include_pad

    def construct(self, input):
        return functional.avg_pool1d(
            input, self.kernel_size, self.stride, self.padding, self.ceil_mode, self.count_include_pad
        )


class AvgPool2dExt(Cell):
    """2-D average pooling. Mirrors ``mindspore.mint.nn.AvgPool2d`` (``nn.AvgPool2dExt``, 2.10)."""

    _fn = staticmethod(functional.avg_pool2d)

    def __init__(
        self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None
    ) -> None:
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding
        self.ceil_mode, self.count_include_pad, self.divisor_override = ceil_mode, count_include_pad, divisor_override

    def construct(self, input):
        return self._fn(
            input, self.kernel_size, self.stride, self.padding, self.ceil_mode, self.count_include_pad,
            self.divisor_override,
        )  # fmt: skip


class AvgPool3dExt(AvgPool2dExt):
    """3-D average pooling. Mirrors ``mindspore.mint.nn.AvgPool3d`` (``nn.AvgPool3dExt``, 2.10)."""

    _fn = staticmethod(functional.avg_pool3d)


class _Adaptive(Cell):
    _fn = staticmethod(functional.adaptive_avg_pool2d)

    def __init__(self, output_size) -> None:
        super().__init__()
        self.output_size = output_size

    def construct(self, input):
        return self._fn(input, self.output_size)

    def extend_repr(self) -> str:
        return f"output_size={self.output_size}"


class AdaptiveAvgPool1d(_Adaptive):
    """Adaptive average pooling to length ``output_size``. Mirrors ``mindspore.mint.nn.AdaptiveAvgPool1d`` (2.10)."""

    _fn = staticmethod(functional.adaptive_avg_pool1d)


class AdaptiveAvgPool2d(_Adaptive):
    """Adaptive average pooling to ``output_size``. Mirrors ``mindspore.mint.nn.AdaptiveAvgPool2d`` (2.10)."""

    _fn = staticmethod(functional.adaptive_avg_pool2d)


class AdaptiveAvgPool3d(_Adaptive):
    """Adaptive average pooling of 3-D volumes. Mirrors ``mindspore.mint.nn.AdaptiveAvgPool3d`` (2.10)."""

    _fn = staticmethod(functional.adaptive_avg_pool3d)


class _AdaptiveMax(Cell):
    _fn = staticmethod(functional.adaptive_max_pool2d)

    def __init__(self, output_size, return_indices: bool = False) -> None:
        super().__init__()
        self.output_size = output_size
        self.return_indices = return_indices

    def construct(self, input):
        return self._fn(input, self.output_size, self.return_indices)

    def extend_repr(self) -> str:
        return f"output_size={self.output_size}, return_indices={self.return_indices}"


class AdaptiveMaxPool1d(_AdaptiveMax):
    """Adaptive max pooling to length ``output_size``. Mirrors ``mindspore.mint.nn.AdaptiveMaxPool1d`` (2.10)."""

    _fn = staticmethod(functional.adaptive_max_pool1d)


class AdaptiveMaxPool2d(_AdaptiveMax):
    """Adaptive max pooling to ``output_size``. Mirrors ``mindspore.mint.nn.AdaptiveMaxPool2d`` (2.10)."""

    _fn = staticmethod(functional.adaptive_max_pool2d)


class MaxUnpool2d(Cell):
    """Partial inverse of max pooling; the call takes ``(input, indices, output_size=None)``.

    Mirrors ``mindspore.mint.nn.MaxUnpool2d`` (2.10).
    """

    def __init__(self, kernel_size, stride=None, padding=0) -> None:
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding

    def construct(self, input, indices, output_size=None):
        return functional.max_unpool2d(input, indices, self.kernel_size, self.stride, self.padding, output_size)


# MindSpore exports these classes under their mint names
AvgPool1d = AvgPool1dExt
AvgPool2d = AvgPool2dExt
AvgPool3d = AvgPool3dExt
MaxPool2d = MaxPool2dExt
