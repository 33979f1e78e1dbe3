"""Convolution layers: `nn.Conv1d`, `nn.Conv2d`, `nn.Conv3d`, `nn.Conv2dTranspose` (MindSpore pad modes on torch)."""

from __future__ import annotations

from ... import _api
import math
from collections.abc import Callable
from typing import Any

import torch

from ..._kernels import conv as _K_conv
from ..._kernels import padding as _K_pad
from ..._kernels.pooling import same_pads
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Initializer, Uniform, initializer
from ...common.parameter import Parameter
from ..._version import before as _before
from ...common.tensor import Tensor, _wrap
from ...ops.function import nn_func as NF
from ..cell import Cell
from . import _validators as V
from ..._checkparam import _check_3d_int_or_tuple
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _check_pad_mode(pad_mode: Any, prim: str = "Conv2D") -> str:
    if not isinstance(pad_mode, str):
        raise _errors.value_type_error("pad_mode", pad_mode, (str,), prim)
    return V.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", prim)


def _check_primitive_pad(pad_mode: str, padding: Any, size: int, prim: str = "Conv2D") -> None:
    if isinstance(padding, tuple) and len(padding) != size:
        raise _errors.value_error(
            prim, f"the 'pad size' must be int and must = {size}, but got '{len(padding)}' with type 'int'."
        )
    nonzero = any(padding) if isinstance(padding, tuple) else padding != 0
    if pad_mode != "pad" and nonzero:
        raise _errors.value_error(
            prim,
            f"the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': {padding} and "
            f"'pad_mode': {pad_mode}.",
        )


def _check_group(name: str, in_channels: int, out_channels: int, group: int) -> None:
    """``Conv2d``/``Conv1d``'s first check of ``group``: a positive int dividing both channel counts.

    Raises:
        TypeError / ValueError: ``group`` not a positive int (``name`` in the message), or not dividing the channels.
    """
    V.check_positive_int(group, "group", name)
    if not (in_channels % group == 0 and out_channels % group == 0):
        raise ValueError(
            f"The argument 'group' should be divisible by 'in_channels' and 'out_channels', but got group:{group}, "
            f"in_channels:{in_channels}, out_channels:{out_channels}."
        )


def _check_int_or_tuple_size(name: str, arg_name: str, value: Any, size: int) -> None:
    """The transposed convolutions' check of ``padding``/``output_padding``: an int, or a tuple of ``size`` items.

    Raises:
        TypeError: neither an int nor a tuple.
        ValueError: a tuple of another length.
    """
    V.check_value_type(arg_name, value, (int, tuple), name)
    if isinstance(value, tuple) and len(value) != size:
        raise _errors.value_error(
            name, f"the '{arg_name} size' must be int and must = {size}, but got '{len(value)}' with type 'int'."
        )


def _ops():
    """``mindspore.ops`` (imported when a layer is built: the layers' primitive attributes come from it)."""
    from ... import ops

    return ops


def _pad_pairs(padding: Any, nd: int) -> tuple:
    """MindSpore padding (int, or 2*nd ints: before/after per spatial dim) -> ((before, after), ...)."""
    if isinstance(padding, int):
        return ((padding, padding),) * nd
    return tuple((padding[2 * i], padding[2 * i + 1]) for i in range(nd))


class _Conv(Cell):
    """Shared set-up of the convolution layers: argument checks (``__init__``), then ``weight``/``bias``
    (``_init_parameters``, in the layout ``_TRANSPOSED`` picks), and MindSpore's repr."""

    _TRANSPOSED = False

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: tuple,
        stride: tuple,
        pad_mode: str,
        padding: Any,
        dilation: tuple,
        group: int,
        data_format: str = "NCHW",
    ) -> None:
        super().__init__()
        name = type(self).__name__
        self.in_channels = V.check_positive_int(in_channels, "in_channels", name)
        self.out_channels = V.check_positive_int(out_channels, "out_channels", name)
        self.kernel_size = kernel_size
        self.stride = stride
        self.pad_mode = pad_mode
        self.data_format = V.check_string(data_format, ["NCHW", "NHWC", "NCDHW"], "format", name)
        if self.data_format == "NHWC":
            from ...context import get_context

            raise _errors.value_error(
                name,
                f"the \"NHWC\" format only support in GPU target, but got the 'format' is "
                f"{self.data_format} and the platform is {get_context('device_target')}.",
            )
        if isinstance(padding, int) and not isinstance(padding, bool):
            V.check_non_negative_int(padding, "padding", name)
        elif isinstance(padding, tuple):
            for pad in padding:
                V.check_non_negative_int(pad, "padding item", name)
        else:
            raise _errors.type_error(
                name, f"the type of 'padding' must be int or tuple(int), but got {type(padding).__name__}."
            )
        self.padding = padding
        self.dilation = dilation
        self.group = V.check_positive_int(group, "group")
        for k in kernel_size:
            V.check_positive_int(k, "kernel_size item", name)
        for s in stride:
            V.check_positive_int(s, "stride item", name)
        for d in dilation:
            V.check_positive_int(d, "dilation item", name)
        if in_channels % group != 0:
            raise _errors.value_error(
                name,
                f"the attr 'in_channels' must be divisible by attr 'group', but got 'in_channels': "
                f"{in_channels} and 'group': {group}.",
            )
        if out_channels % group != 0:
            raise _errors.value_error(
                name,
                f"the 'out_channels' must be divisible by attr 'group', but got 'out_channels': "
                f"{out_channels} and 'group': {group}.",
            )

    def _init_parameters(self, has_bias: bool, weight_init: Any, bias_init: Any, dtype: Any) -> None:
        """``weight`` (``[out, in / group, *kernel]``, or ``[in, out / group, *kernel]`` when transposed) and
        ``bias``, with MindSpore's default initializers."""
        name = type(self).__name__
        in_channels, out_channels, group = self.in_channels, self.out_channels, self.group
        self.has_bias = has_bias
        if self._TRANSPOSED:
            shape = [in_channels, out_channels // group, *self.kernel_size]
        else:
            shape = [out_channels, in_channels // group, *self.kernel_size]
        if weight_init is None:
            weight_init = "normal" if _before(2, 1) else HeUniform(math.sqrt(5))
        self.weight_init = weight_init
        self.weight = Parameter(initializer(weight_init, shape, dtype=dtype), name="weight")
        if bias_init is None and _before(2, 1):
            bias_init = "zeros"
        self.bias_init = bias_init
        if V.check_bool(has_bias, "has_bias", name):
            if bias_init is None:
                fan_in = shape[1] * math.prod(shape[2:])
                self.bias_init = Uniform(1 / math.sqrt(fan_in)) if fan_in != 0 else "zeros"
            self.bias = Parameter(initializer(self.bias_init, [out_channels], dtype=dtype), name="bias")
        else:
            self.bias = None

    def _conv2d_primitive(self, **extra) -> Any:
        """MindSpore's ``Conv2D`` primitive with this layer's settings (the ``conv2d`` attribute subclasses call)."""
        return _ops().Conv2D(
            out_channel=self.out_channels,
            kernel_size=self.kernel_size,
            mode=1,
            pad_mode=self.pad_mode,
            pad=self.padding,
            stride=self.stride,
            dilation=self.dilation,
            group=self.group,
            **extra,
        )

    def _setup_forward(self, nd: int, pairs: tuple) -> None:
        """Precompute torch's conv arguments; 'same' with a stride > 1 depends on the input size (per call)."""
        self._nd = nd
        self._k = self.kernel_size[-nd:]
        self._s = self.stride[-nd:]
        self._d = self.dilation[-nd:]
        self._dynamic_same = False
        if self.pad_mode == "same":
            if all(s == 1 for s in self._s):  # stride 1: the padding does not depend on the input size
                pairs = tuple(same_pads((1,) * nd, self._k, self._s, self._d))
            else:
                self._dynamic_same = True
                pairs = ((0, 0),) * nd
        elif self.pad_mode == "valid":
            pairs = ((0, 0),) * nd
        self._padding, self._prepad = _K_conv.padding_plan(pairs)
        self._slow = self._dynamic_same or self._prepad is not None

    def _conv(self, t: Any, prim: str) -> torch.Tensor:
        if not isinstance(t, torch.Tensor):
            raise _K_conv.conv_error(prim, t, self.weight._t, self.group, True)
        if self._dynamic_same:
            padding, prepad = _K_conv.padding_plan(same_pads(t.shape[2:], self._k, self._s, self._d))
        else:
            padding, prepad = self._padding, self._prepad
        p = self._parameters
        w = p["weight"]
        if self._nd == 1:
            w = w.squeeze(2)
        return _K_conv.conv_padded(prim, t, w, p.get("bias"), self._s, padding, self._d, self.group, prepad, True)

    def extend_repr(self) -> str:
        return (
            f"input_channels={self.in_channels}, output_channels={self.out_channels}, kernel_size={self.kernel_size}, "
            f"stride={self.stride}, pad_mode={self.pad_mode}, padding={self.padding}, dilation={self.dilation}, "
            f"group={self.group}, has_bias={self.has_bias}, weight_init={_init_text(self.weight_init)}, "
            f"bias_init={_init_text(self.bias_init)}, format={self.data_format}"
        )


def _init_text(init: Any) -> str:
    """An initializer as MindSpore prints it: its name for strings, the object's default repr for classes."""
    if isinstance(init, Initializer) and type(init).__repr__ is object.__repr__:
        return f"<mindspore.common.initializer.{type(init).__name__} object at {hex(id(init))}>"
    return str(init)


def _nd_init(cls_name: str, data_format_default: str) -> Callable[..., None]:
    """The ``__init__`` of Conv2d and Conv3d: MindSpore's signature, with ``data_format`` defaulting to
    ``data_format_default``. The class gives ``_ND`` and ``_PRIM`` (its dimensions and primitive name),
    ``_sizes`` (checks and normalizes kernel_size/stride/dilation) and ``_primitives`` (MindSpore's primitive
    attributes)."""

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: int | tuple,
        stride: int | tuple = 1,
        pad_mode: str = "same",
        padding: int | tuple = 0,
        dilation: int | tuple = 1,
        group: int = 1,
        has_bias: bool = False,
        weight_init: Any = None,
        bias_init: Any = None,
        data_format: str = data_format_default,
        dtype: Any = mstype.float32,
    ) -> None:
        kernel_size, stride, dilation = self._sizes(in_channels, out_channels, kernel_size, stride, dilation, group)
        _Conv.__init__(
            self, in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, data_format
        )
        self._init_parameters(has_bias, weight_init, bias_init, dtype)
        _check_pad_mode(pad_mode, self._PRIM)
        _check_primitive_pad(pad_mode, padding, 2 * self._ND, self._PRIM)
        self._setup_forward(self._ND, _pad_pairs(padding, self._ND))
        self._primitives()

    __init__.__qualname__ = f"{cls_name}.__init__"
    return __init__


class Conv2d(_Conv):
    r"""2-D convolution over ``(N, C_in, H, W)``. Mirrors ``mindspore.nn.Conv2d`` (2.10).

    ``Conv2d(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1, group=1,
    has_bias=False, weight_init=None, bias_init=None, data_format='NCHW', dtype=mstype.float32)``

    Args:
        in_channels, out_channels (int): channel counts (> 0, divisible by ``group``).
        kernel_size, stride, dilation (int | tuple[int, int]): height/width values.
        pad_mode (str): 'same' (default; TF-style: output ``ceil(H / stride)``, an odd total padding puts the
            extra row/column at the bottom/right), 'valid' (no padding) or 'pad' (use ``padding``).
        padding (int | tuple[int, int, int, int]): ``(top, bottom, left, right)``; must be 0 unless
            ``pad_mode='pad'``. Default 0.
        group (int): number of groups. Default 1.
        has_bias (bool): add a ``bias`` parameter. Default False.
        weight_init: init of ``weight`` (shape ``[out, in / group, kh, kw]``). Default ``HeUniform(math.sqrt(5))``
            ('normal' when emulating MindSpore < 2.1).
        bias_init: init of ``bias``. Default ``Uniform(1 / sqrt(fan_in))`` ('zeros' when emulating MindSpore < 2.1).
        data_format (str): only 'NCHW' ('NHWC' is GPU-only in MindSpore and raises here as on its CPU build).

    Inputs:
        x (Tensor): 4-D ``(N, C_in, H, W)``, same float dtype as ``weight``.

    Outputs:
        Tensor ``(N, C_out, H_out, W_out)``.

    Raises:
        TypeError: for a non-int channel count/kernel item, non-bool ``has_bias``, bad ``padding`` type,
            non-str ``pad_mode``, or an input dtype different from the weight's (on call).
        ValueError: for non-positive sizes, an unknown ``pad_mode``, nonzero ``padding`` without 'pad', a
            padding tuple not of 4, channels not divisible by ``group``, or an input that is not 4-D (on call).
        RuntimeError: if the input's channel count does not match (on call).
    """

    _ND, _PRIM = 2, "Conv2D"
    __init__ = _nd_init("Conv2d", "NCHW")

    def _sizes(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any, dilation: Any, group: int):
        kernel_size = V.twice(kernel_size)
        stride = V.twice(stride)
        self._dilation = dilation
        dilation = V.twice(dilation)
        _check_group(type(self).__name__, in_channels, out_channels, group)
        return kernel_size, stride, dilation

    def _primitives(self) -> None:
        # MindSpore's primitive attributes, which subclasses overriding construct call (``self.conv2d(x, w)``)
        ops = _ops()
        self.conv2d = self._conv2d_primitive(data_format=self.data_format)
        self.bias_add = ops.BiasAdd(data_format=self.data_format)

    def construct(self, x: Tensor) -> Tensor:
        t = getattr(x, "_t", x)
        if not isinstance(t, torch.Tensor):
            return _wrap(self._conv(t, "Conv2D"))
        if t.dim() != 4:
            raise ValueError(f"For primitive[Conv2D], the x shape size must be equal to 4, but got {t.dim()}.")
        if self._slow:
            return _wrap(self._conv(t, "Conv2D"))
        p = self._parameters
        return _wrap(
            _K_conv.conv_padded(
                "Conv2D", t, p["weight"], p.get("bias"), self._s, self._padding, self._d, self.group, None, True
            )
        )


def _check_1d_args(name: str, kernel_size: int, stride: int, padding: int, dilation: int) -> None:
    """The int checks of ``Conv1d`` / ``Conv1dTranspose`` on kernel_size, stride, padding and dilation."""
    for arg, val in (("kernel_size", kernel_size), ("stride", stride), ("padding", padding), ("dilation", dilation)):
        V.check_value_type(arg, val, [int], name)
    V.check_int(kernel_size, 1, ">=", "kernel_size", name)
    V.check_int(stride, 1, ">=", "stride", name)
    V.check_non_negative_int(padding, "padding", name)
    V.check_int(dilation, 1, ">=", "dilation", name)


def _weight_1d(name: str, weight_init: Any) -> Any:
    """A 3-D Tensor ``weight_init`` of a 1-D convolution -> the 4-D ``[out, in, 1, k]`` form MindSpore stores."""
    if isinstance(weight_init, Tensor):
        if weight_init.ndim != 3:
            raise _errors.number_error(ValueError, name, "weight_init_shape", weight_init.ndim, "= 3")
        weight_init = Tensor(weight_init._data().unsqueeze(2))
    return weight_init


class _Conv1dBase(_Conv):
    """The ``__init__`` of Conv1d and Conv1dTranspose (MindSpore's signature; ints only; the 1-D layout stored as
    2-D: ``(1, k)`` sizes, ``(0, 0, p, p)`` padding, a 4-D weight): ``_TRANSPOSED`` picks the weight layout (and
    skips Conv1d's group check), ``_setup_1d(padding)`` sets up the forward pass."""

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: int,
        stride: int = 1,
        pad_mode: str = "same",
        padding: int = 0,
        dilation: int = 1,
        group: int = 1,
        has_bias: bool = False,
        weight_init: Any = None,
        bias_init: Any = None,
        dtype: Any = mstype.float32,
    ) -> None:
        name = type(self).__name__
        _check_1d_args(name, kernel_size, stride, padding, dilation)
        if not self._TRANSPOSED:
            _check_group(name, in_channels, out_channels, group)
        weight_init = _weight_1d(name, weight_init)
        super().__init__(
            in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode, padding, (1, dilation), group
        )
        self._init_parameters(has_bias, weight_init, bias_init, dtype)
        self.padding = (0, 0, padding, padding)
        V.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", name)
        self._setup_1d(padding)

    def _setup_1d(self, padding: int) -> None:
        raise NotImplementedError


class Conv1d(_Conv1dBase):
    r"""1-D convolution over ``(N, C_in, L)``. Mirrors ``mindspore.nn.Conv1d`` (2.10).

    ``Conv1d(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1, group=1,
    has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32)``; ints only for kernel_size,
    stride, padding (both ends) and dilation. As in MindSpore, ``weight`` is 4-D ``[out, in / group, 1, k]``,
    ``kernel_size``/``stride``/``dilation`` read back as ``(1, k)`` pairs and ``padding`` as ``(0, 0, p, p)``.

    Inputs:
        x (Tensor): 3-D ``(N, C_in, L)``.

    Outputs:
        Tensor ``(N, C_out, L_out)``.

    Raises:
        TypeError: if kernel_size/stride/padding/dilation is not an int.
        ValueError: for out-of-range values, an unknown ``pad_mode``, or an input that is not 3-D (on call).
    """

    def _setup_1d(self, padding: int) -> None:
        _check_primitive_pad(self.pad_mode, self.padding, 4)
        self._setup_forward(1, ((padding, padding),))
        ops = _ops()  # MindSpore's primitive attributes: a 2-D convolution over (N, C, 1, W)
        self.conv2d = self._conv2d_primitive()
        self.bias_add = ops.BiasAdd()
        self.expand_dims = ops.ExpandDims()
        self.squeeze = ops.Squeeze(2)
        self.shape = ops.Shape()

    def construct(self, x: Tensor) -> Tensor:
        t = getattr(x, "_t", x)
        if isinstance(t, torch.Tensor) and t.dim() != 3:
            raise ValueError(f"For primitive[Conv2D], the x shape size must be equal to 4, but got {t.dim() + 1}.")
        return _wrap(self._conv(t, "Conv2D"))


class Conv3d(_Conv):
    r"""3-D convolution over ``(N, C_in, D, H, W)``. Mirrors ``mindspore.nn.Conv3d`` (2.10).

    ``Conv3d(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1, group=1,
    has_bias=False, weight_init=None, bias_init=None, data_format='NCDHW', dtype=mstype.float32)``.
    ``padding`` is an int or 6 ints ``(head, tail, top, bottom, left, right)``; 'same' puts odd extra padding
    at the back/bottom/right.

    Inputs:
        x (Tensor): 5-D ``(N, C_in, D, H, W)``.

    Outputs:
        Tensor ``(N, C_out, D_out, H_out, W_out)``.

    Raises:
        TypeError / ValueError: as :class:`Conv2d`, for 3-element kernel/stride/dilation and a 5-D input.
    """

    _ND, _PRIM = 3, "Conv3D"
    __init__ = _nd_init("Conv3d", "NCDHW")

    def _sizes(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any, dilation: Any, group: int):
        return (
            _check_3d_int_or_tuple("kernel_size", kernel_size, "Conv3d"),
            _check_3d_int_or_tuple("stride", stride, "Conv3d"),
            _check_3d_int_or_tuple("dilation", dilation, "Conv3d"),
        )

    def _primitives(self) -> None:
        ops = _ops()  # MindSpore's primitive attributes: one group's convolution, split/concat for groups
        self.conv3d = ops.Conv3D(
            out_channel=self.out_channels // self.group,
            kernel_size=self.kernel_size,
            mode=1,
            pad_mode=self.pad_mode,
            pad=self.padding,
            stride=self.stride,
            dilation=self.dilation,
            group=1,
            data_format=self.data_format,
        )
        self.bias_add = ops.BiasAdd(data_format=self.data_format)
        self.shape = ops.Shape()
        self.concat = ops.Concat(1)
        self.split_0 = ops.Split(0, self.group)
        self.split_1 = ops.Split(1, self.group)

    def construct(self, x: Tensor) -> Tensor:
        t = getattr(x, "_t", x)
        if isinstance(t, torch.Tensor) and t.dim() != 5:
            raise ValueError(f"For primitive[Conv3D], the x shape size must be equal to 5, but got {t.dim()}.")
        return _wrap(self._conv(t, "Conv3D"))


class Conv2dTranspose(_Conv):
    r"""2-D transposed convolution (the gradient of Conv2d w.r.t. its input). Mirrors ``mindspore.nn.Conv2dTranspose``.

    ``Conv2dTranspose(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0,
    output_padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32)``

    ``weight`` has shape ``[in_channels, out_channels / group, kh, kw]``. Output height (width alike), with
    ``k' = dilation * (k - 1) + 1``: 'same' -> ``H * stride``; 'valid' -> ``H * stride + max(k' - stride, 0)``;
    'pad' -> ``H * stride - (top + bottom) + k' - stride``; then ``output_padding`` rows of zeros are added at
    the bottom/right (only with 'pad').

    Inputs:
        x (Tensor): 4-D ``(N, C_in, H, W)``.

    Raises:
        ValueError: for an unknown ``pad_mode``, a padding tuple not of 4, an ``output_padding`` tuple not of
            2, or (on call) an ``output_padding`` out of ``[0, max(stride, dilation))`` or nonzero without 'pad'.
    """

    _TRANSPOSED = True

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: int | tuple,
        stride: int | tuple = 1,
        pad_mode: str = "same",
        padding: int | tuple = 0,
        output_padding: int | tuple = 0,
        dilation: int | tuple = 1,
        group: int = 1,
        has_bias: bool = False,
        weight_init: Any = None,
        bias_init: Any = None,
        dtype: Any = mstype.float32,
    ) -> None:
        name = type(self).__name__
        kernel_size = V.twice(kernel_size)
        stride = V.twice(stride)
        dilation = V.twice(dilation)
        _check_int_or_tuple_size(name, "padding", padding, 4)
        _check_int_or_tuple_size(name, "output_padding", output_padding, 2)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group)
        self._init_parameters(has_bias, weight_init, bias_init, dtype)
        V.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", name)
        self.output_padding = output_padding
        self._pads = _pad_pairs(padding, 2)
        ops = _ops()  # MindSpore's primitive attributes (its out_channel is the layer's in_channels)
        self.shape = ops.Shape()
        self.is_valid = self.pad_mode == "valid"
        self.is_same = self.pad_mode == "same"
        self.is_pad = self.pad_mode == "pad"
        self.conv2d_transpose = ops.Conv2DTranspose(
            out_channel=in_channels,
            kernel_size=kernel_size,
            mode=1,
            pad_mode=pad_mode,
            pad=padding,
            stride=stride,
            dilation=dilation,
            group=group,
        )
        self.bias_add = ops.BiasAdd()

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if t.dim() != 4:
            raise ValueError(f"For primitive[Conv2DTranspose], the x shape size must be equal to 4, but got {t.dim()}.")
        y = _transposed(
            t, self._parameters, self.kernel_size, self.stride, self.dilation, self._pads, self.pad_mode, self.group
        )
        op = self.output_padding
        oph, opw = op if isinstance(op, tuple) else (op, op)
        if oph or opw:
            for v, i in ((oph, 0), (opw, 1)):
                if v < 0 or v >= max(self.dilation[i], self.stride[i]):
                    raise ValueError("output_padding must be in range of [0, max(stride_h, dilation_h)).")
            if self.pad_mode != "pad":
                raise ValueError("when output_padding is not zero, pad_mode must be 'pad'")
            y = _K_pad.pad_any(y, (0, opw, 0, oph), "constant")
        return _wrap(y)


def _transposed(
    t: torch.Tensor,
    params: dict,
    kernel: tuple,
    stride: tuple,
    dilation: tuple,
    pads: tuple,
    pad_mode: str,
    group: int,
    extra: tuple | None = None,
) -> torch.Tensor:
    """MindSpore's transposed convolution of ``t`` (N, C, *spatial), bias included (``ops.Conv3DTranspose``'s
    mapping; see ``_kernels.conv.transpose_window`` for the output lengths)."""
    starts, lengths = _K_conv.transpose_window(t.shape[2:], kernel, stride, dilation, pad_mode, pads, extra)
    return _K_conv.conv_transpose(t, params["weight"], params.get("bias"), stride, dilation, group, starts, lengths)


class Conv1dTranspose(_Conv1dBase):
    r"""1-D transposed convolution over ``(N, C_in, L)``. Mirrors ``mindspore.nn.Conv1dTranspose`` (2.10).

    ``Conv1dTranspose(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1,
    group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32)``; ints only. As in
    MindSpore, ``weight`` is 4-D ``[in, out / group, 1, k]``, ``kernel_size``/``stride``/``dilation`` read back as
    ``(1, k)`` pairs and ``padding`` as ``(0, 0, p, p)``. Output length as :class:`Conv2dTranspose`.

    Inputs:
        x (Tensor): 3-D ``(N, C_in, L)``.

    Outputs:
        Tensor ``(N, C_out, L_out)``.

    Raises:
        TypeError: if kernel_size/stride/padding/dilation is not an int.
        ValueError: for out-of-range values, an unknown ``pad_mode``, or an input that is not 3-D (on call).
    """

    _TRANSPOSED = True

    def _setup_1d(self, padding: int) -> None:
        self._pads = ((padding, padding),)

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if t.dim() != 3:
            raise _errors.value_error(self.cls_name, f"the dimension of input must be 3d, but got {t.dim()}.")
        p = self._parameters
        w = p["weight"].squeeze(2)
        params = {"weight": w, "bias": p.get("bias")}
        k, s, d = self.kernel_size[1:], self.stride[1:], self.dilation[1:]
        return _wrap(_transposed(t, params, k, s, d, self._pads, self.pad_mode, self.group))


class Conv3dTranspose(_Conv):
    r"""3-D transposed convolution over ``(N, C_in, D, H, W)``. Mirrors ``mindspore.nn.Conv3dTranspose`` (2.10).

    ``Conv3dTranspose(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1,
    group=1, output_padding=0, has_bias=False, weight_init=None, bias_init=None, data_format='NCDHW',
    dtype=mstype.float32)``. ``weight`` is ``[in, out / group, kd, kh, kw]``; ``padding`` an int or 6 ints
    ``(head, tail, top, bottom, left, right)``. Output length per dim as :class:`Conv2dTranspose`, except that
    ``output_padding`` (only with 'pad', each in ``[0, max(stride, dilation))``) extends the transposed
    convolution itself (the added positions hold computed values, as torch's ``output_padding``). The depth
    dilation must be 1.

    Inputs:
        x (Tensor): 5-D ``(N, C_in, D, H, W)``.

    Raises:
        ValueError: for bad kernel/stride/dilation/output_padding values, channels not divisible by ``group``,
            a depth dilation other than 1, nonzero ``output_padding`` without 'pad', or a padding tuple not of 6.
    """

    _TRANSPOSED = True

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: int | tuple,
        stride: int | tuple = 1,
        pad_mode: str = "same",
        padding: int | tuple = 0,
        dilation: int | tuple = 1,
        group: int = 1,
        output_padding: int | tuple = 0,
        has_bias: bool = False,
        weight_init: Any = None,
        bias_init: Any = None,
        data_format: str = "NCDHW",
        dtype: Any = mstype.float32,
    ) -> None:
        name = type(self).__name__
        if not (in_channels % group == 0 and out_channels % group == 0):
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        kernel_size = _check_3d_int_or_tuple("kernel_size", kernel_size, name)
        stride = _check_3d_int_or_tuple("stride", stride, name)
        dilation = _check_3d_int_or_tuple("dilation", dilation, name)
        _check_int_or_tuple_size(name, "padding", padding, 6)
        output_padding_ = _check_3d_int_or_tuple("output_padding", output_padding, name, greater_zero=False)
        super().__init__(
            in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, data_format
        )
        self._init_parameters(has_bias, weight_init, bias_init, dtype)
        self.output_padding = output_padding_
        prim = "Conv3DTranspose"
        _check_pad_mode(pad_mode, prim)
        NF._conv3dt_check(prim, pad_mode, padding, stride, dilation, self.output_padding)
        self._pads = _pad_pairs(padding, 3)

    def construct(self, x: Tensor) -> Tensor:
        t = getattr(x, "_t", x)
        if isinstance(t, torch.Tensor) and t.dim() != 5:
            raise _errors.dim_error("Conv3DTranspose", "x", 5, t.dim())
        y = _transposed(
            t,
            self._parameters,
            self.kernel_size,
            self.stride,
            self.dilation,
            self._pads,
            self.pad_mode,
            self.group,
            self.output_padding,
        )
        return _wrap(y)


def _check_input_3d(input_shape: Any, op_name: str) -> None:
    """MindSpore 2.10's ``nn.layer.conv._check_input_3d``: MindSpore's ValueError naming ``op_name`` (``the
    dimension of input must be 3d, but got N.``) unless ``input_shape`` has 3 entries (custom 1-D conv layers
    import it)."""
    from ..._kernels import errors as _errors

    if len(input_shape) != 3:
        raise _errors.value_error(op_name, f"the dimension of input must be 3d, but got {len(input_shape)}.")
