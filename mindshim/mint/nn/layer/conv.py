"""mint convolution layers (`mint.nn.Conv1d/2d/3d`, `ConvTranspose2d`): torch-style arguments and initialisation."""

from __future__ import annotations

from .... import _api
import math

from ....common import dtype as mstype
from ....common.initializer import HeUniform, Uniform, initializer
from ....common.parameter import Parameter
from ....nn.cell import Cell
from .. import functional
from ...._kernels import errors as _errors

__all__ = _api.names(__name__)


def _seq(v, n: int) -> tuple:
    if isinstance(v, int):
        return (v,) * n
    v = tuple(v)
    return v * n if len(v) == 1 else v


class _Conv(Cell):
    """Shared construction of mint's convolutions: ``weight`` ``HeUniform(sqrt(5))``, ``bias``
    ``Uniform(1 / sqrt(fan_in))`` (torch's defaults), parameter names ``weight`` and ``bias``.
    """

    _nd = 2

    def __init__(
        self, in_channels, out_channels, kernel_size, stride, padding, dilation, transposed, output_padding, groups,
        bias, padding_mode, dtype,
    ) -> None:  # fmt: skip
        super().__init__()
        n = self._nd
        for name, v in (("in_channels", in_channels), ("out_channels", out_channels)):
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise ValueError(f"The '{name}' must be a non-negative int, but got {v}.")
        if not isinstance(groups, int) or groups <= 0:
            raise ValueError(f"The 'groups' must be a positive int, but got {groups}.")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups.")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups.")
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups
        self.kernel_size = _seq(kernel_size, n)
        self.stride = _seq(stride, n)
        self.dilation = _seq(dilation, n)
        self.padding = padding if isinstance(padding, str) else _seq(padding, n)
        self.output_padding = _seq(output_padding, n)
        self.transposed = transposed
        self.padding_mode = padding_mode
        if isinstance(padding, str):
            if padding not in ("same", "valid"):
                raise ValueError(f"The value of 'padding' must be one of '{{'same', 'valid'}}', but got {padding}.")
            if padding == "same" and any(s != 1 for s in self.stride):
                raise ValueError("padding='same' is not supported for strided convolutions")
        if padding_mode not in ("zeros", "reflect", "replicate", "circular"):
            raise ValueError(
                "The value of 'padding_mode' must be one of '{'zeros', 'reflect', 'replicate', 'circular'}', "
                f"but got {padding_mode}."
            )
        for name, seq in (("kernel_size", self.kernel_size), ("stride", self.stride), ("dilation", self.dilation)):
            for e in seq:
                if not isinstance(e, int) or e <= 0:
                    raise _errors.value_error(
                        type(self).__name__, f"the '{name} item' must be a positive int, but got {e}."
                    )
        self._reversed_padding = self._calc_reversed_padding()
        if transposed:
            shape = [in_channels, out_channels // groups, *self.kernel_size]
        else:
            shape = [out_channels, in_channels // groups, *self.kernel_size]
        dtype = mstype.float32 if not dtype else dtype
        self.weight = Parameter(initializer(HeUniform(math.sqrt(5)), shape, dtype=dtype), name="weight")
        if bias:
            fan_in = shape[1] * math.prod(self.kernel_size)
            bias_init = Uniform(1 / math.sqrt(fan_in)) if fan_in else "zeros"
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")
        else:
            self.bias = None

    def _calc_reversed_padding(self) -> tuple:
        if isinstance(self.padding, str):
            rp = [0, 0] * len(self.kernel_size)
            if self.padding == "same":
                for d, k, i in zip(self.dilation, self.kernel_size, range(len(self.kernel_size) - 1, -1, -1)):
                    total = d * (k - 1)
                    rp[2 * i] = total // 2
                    rp[2 * i + 1] = total - total // 2
            return tuple(rp)
        return tuple(x for x in reversed(self.padding) for _ in range(2))

    def _forward(self, fn, input):
        if self.padding_mode != "zeros":
            padded = functional.pad(input, self._reversed_padding, mode=self.padding_mode)
            return fn(padded, self.weight, self.bias, self.stride, 0, self.dilation, self.groups)
        return fn(input, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)

    def extend_repr(self) -> str:
        return (
            f"input_channels={self.in_channels}, output_channels={self.out_channels}, kernel_size={self.kernel_size}, "
            f"stride={self.stride}, padding={self.padding}, dilation={self.dilation}, groups={self.groups}, "
            f"bias={self.bias is not None}"
        )


class _ConvNd(_Conv):
    """mint's forward convolutions (``Conv1d``/``Conv2d``/``Conv3d``): one signature; the call applies the class's
    functional ``_fn`` (``padding_mode`` other than 'zeros' pads first)."""

    _fn = staticmethod(functional.conv2d)

    def __init__(
        self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
        padding_mode="zeros", dtype=None,
    ) -> None:  # fmt: skip
        super().__init__(
            in_channels, out_channels, kernel_size, stride, padding, dilation, False, 0, groups, bias, padding_mode,
            dtype,
        )  # fmt: skip

    def construct(self, input):
        return self._forward(self._fn, input)


class Conv1d(_ConvNd):
    """1-D convolution over ``(N, C_in, L)`` (or unbatched ``(C_in, L)``); ``padding`` an int, tuple,
    ``'same'`` or ``'valid'``; ``padding_mode`` ``'zeros'``, ``'reflect'``, ``'replicate'`` or ``'circular'``.

    Mirrors ``mindspore.mint.nn.Conv1d`` (2.10): ``weight`` ``(C_out, C_in / groups, k)``, ``bias`` ``(C_out,)``.

    Raises:
        ValueError: for channels not divisible by ``groups``, a bad ``padding``/``padding_mode``, or
            ``padding='same'`` with a stride other than 1.
    """

    _nd = 1
    _fn = staticmethod(functional.conv1d)


class Conv2d(_ConvNd):
    """2-D convolution over ``(N, C_in, H, W)``; torch-style ``padding`` (default 0) and ``bias=True``.

    Mirrors ``mindspore.mint.nn.Conv2d`` (2.10); note ``mindspore.nn.Conv2d`` defaults to ``pad_mode='same'``
    and no bias instead. ``weight`` ``(C_out, C_in / groups, kH, kW)``.

    Raises:
        ValueError: for channels not divisible by ``groups``, a bad ``padding``/``padding_mode``, or
            ``padding='same'`` with a stride other than 1.
    """

    _nd = 2
    _fn = staticmethod(functional.conv2d)


class Conv3d(_ConvNd):
    """3-D convolution over ``(N, C_in, D, H, W)``. Mirrors ``mindspore.mint.nn.Conv3d`` (2.10).

    Raises:
        ValueError: as :class:`Conv2d`.
    """

    _nd = 3
    _fn = staticmethod(functional.conv3d)


class ConvTranspose2d(_Conv):
    """Transposed 2-D convolution; ``weight`` ``(C_in, C_out / groups, kH, kW)``; the call takes an optional
    ``output_size`` that picks the output padding.

    Mirrors ``mindspore.mint.nn.ConvTranspose2d`` (2.10).

    Raises:
        ValueError: if ``padding_mode`` is not ``'zeros'``, or ``output_size`` is out of the reachable range.
    """

    _nd = 2

    def __init__(
        self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True,
        dilation=1, padding_mode="zeros", dtype=None,
    ) -> None:  # fmt: skip
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {type(self).__name__}')
        super().__init__(
            in_channels, out_channels, kernel_size, stride, padding, dilation, True, output_padding, groups, bias,
            padding_mode, dtype,
        )  # fmt: skip

    def construct(self, input, output_size=None):
        op = self.output_padding
        if output_size is not None:
            size = tuple(output_size)[-2:]
            nb = 2 if input.ndim == 4 else 1
            op = []
            for d in range(2):
                lo = (
                    (input.shape[d + nb] - 1) * self.stride[d]
                    - 2 * self.padding[d]
                    + self.dilation[d] * (self.kernel_size[d] - 1)
                    + 1
                )
                hi = lo + self.stride[d] - 1
                if not lo <= size[d] <= hi:
                    raise ValueError(
                        f"requested an output size of {size}, but valid sizes range from {lo} to {hi} "
                        f"(for an input of {input.shape})"
                    )
                op.append(size[d] - lo)
            op = tuple(op)
        return functional.conv_transpose2d(
            input, self.weight, self.bias, self.stride, self.padding, op, self.groups, self.dilation
        )
