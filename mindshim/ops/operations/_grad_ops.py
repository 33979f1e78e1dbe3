"""`mindspore.ops.operations._grad_ops` (``G``): the backward primitives MindSpore's tests and libraries call directly.

Each ``*Grad`` primitive computes the gradient of its forward op. Where MindSpore's backward takes the forward
*input* (``ReLU6Grad(dy, x)``), the gradient is the vector-Jacobian product of the forward functional op itself,
taken with torch autograd, so the backward can never disagree with the forward. Where it takes the forward
*output* (``SqrtGrad(y, dy)``, ``SigmoidGrad(y, dy)``), it is MindSpore's closed form in ``y``.
"""

from __future__ import annotations

from typing import Any, Callable

import torch

from ..._kernels import activation as _KA
from ..._kernels import creation as _creation
from ..._kernels import elementwise as _K_elem
from ..._kernels import image as _K_img
from ..._kernels import padding as _K_pad
from ..._kernels import errors as _K_errors
from ..._kernels import pooling as _K_pool
from ..function import math_func as M
from ..function import nn_func as N
from ..function._utils import _as_tensor, _wrap
from ..primitive import Primitive
from ._base import define
from ..._kernels import errors as _errors

__all__ = [
    "StridedSliceGrad",
    "ReluGrad",
    "ReLU6Grad",
    "SqrtGrad",
    "RsqrtGrad",
    "SigmoidGrad",
    "TanhGrad",
    "SoftShrinkGrad",
    "HShrinkGrad",
    "HSwishGrad",
    "HSigmoidGrad",
    "EluGrad",
    "GeLUGrad",
    "FastGeLUGrad",
    "SoftplusGrad",
    "InvGrad",
    "ReciprocalGrad",
    "MaxPoolGrad",
    "AvgPoolGrad",
    "MaxPool3DGrad",
    "MaxPoolGradGrad",
    "MaxPoolGradGradWithArgmax",
    "MaxPoolGradWithArgmaxV2",
    "BiasAddGrad",
    "PReLUGrad",
    "ResizeBilinearGrad",
    "PSROIPoolingGrad",
    "ROIAlignGrad",
    "DeformableOffsetsGrad",
    "PadV3Grad",
    "AsinGrad",
    "ACosGrad",
    "AtanGrad",
    "AsinhGrad",
    "AcoshGrad",
    "LRNGrad",
    "LayerNormGrad",
    "KLDivLossGrad",
    "SliceGrad",
    "MaxPoolGradWithArgmax",
    "Conv2DBackpropFilter",
    "DropoutGrad",
    "FractionalAvgPoolGrad",
    "FractionalMaxPoolGrad",
]


def _vjp(forward: Callable, dy: Any, x: Any, *args: Any) -> Any:
    """``dy`` pulled back through ``forward(x, *args)`` at ``x`` (a Tensor of ``x``'s dtype)."""
    xt = _as_tensor(x).detach().clone().requires_grad_(True)
    dyt = _as_tensor(dy)
    with torch.enable_grad():
        y = forward(_wrap(xt), *args)
        (g,) = torch.autograd.grad(y._data(), xt, dyt.to(y._data().dtype), allow_unused=True)
    return _wrap(_creation.zeros_like(xt) if g is None else g.detach())


def _from_y(rule: Callable) -> Callable:
    """A backward taking ``(y, dy)`` computed by ``rule(y, dy)`` on torch tensors."""

    def grad(y: Any, dy: Any) -> Any:
        return _wrap(rule(_as_tensor(y), _as_tensor(dy)))

    return grad


def _dy_x(forward: Callable, *extra: str) -> Callable:
    """A backward taking ``(dy, x)`` as the vjp of ``forward``; ``extra`` names primitive attrs passed on."""

    def call(prim: Any, dy: Any, x: Any) -> Any:
        return _vjp(forward, dy, x, *(getattr(prim, a) for a in extra))

    return call


ReluGrad = define(
    "ReluGrad",
    N.relu,
    call=lambda p, dy, y: _wrap(_as_tensor(dy) * (_as_tensor(y) > 0).to(_as_tensor(dy).dtype)),
    doc="``dy`` where the ReLU output ``y`` is positive, else 0.",
    inputs="dy, y",
)
ReLU6Grad = define("ReLU6Grad", N.relu6, call=_dy_x(N.relu6), doc="gradient of ReLU6 at ``x``.", inputs="y_grad, x")
SqrtGrad = define("SqrtGrad", M.sqrt, call=lambda p, y, dy: _from_y(lambda y, dy: dy / (2 * y))(y, dy), inputs="y, dy")
RsqrtGrad = define(
    "RsqrtGrad", M.rsqrt, call=lambda p, y, dy: _from_y(lambda y, dy: -0.5 * dy * y**3)(y, dy), inputs="y, dy"
)
SigmoidGrad = define(
    "SigmoidGrad", M.sigmoid, call=lambda p, y, dy: _from_y(lambda y, dy: dy * y * (1 - y))(y, dy), inputs="y, dy"
)
TanhGrad = define(
    "TanhGrad", M.tanh, call=lambda p, y, dy: _from_y(lambda y, dy: dy * (1 - y * y))(y, dy), inputs="y, dy"
)
InvGrad = define("InvGrad", M.reciprocal, call=lambda p, y, dy: _from_y(lambda y, dy: -dy * y * y)(y, dy))
ReciprocalGrad = define(
    "ReciprocalGrad", M.reciprocal, call=lambda p, y, dy: _from_y(lambda y, dy: -dy * y * y)(y, dy), inputs="y, dy"
)


def _inv_trig_grad(name: str) -> Callable:
    """``(a, dout)`` -> ``dout / d(a)`` by ``mindspore._kernels.elementwise.inverse_trig_grad``."""

    def call(prim: Any, a: Any, dout: Any) -> Any:
        return _wrap(_K_elem.inverse_trig_grad(name, _as_tensor(a), _as_tensor(dout)))

    return call


_INV_TRIG_DOC = (
    " Float16/Float32/Float64/Complex64/Complex128 (complex denominators conjugated); TypeError for other dtypes."
)
AsinGrad = define(
    "AsinGrad", M.asin, call=_inv_trig_grad("AsinGrad"),
    doc="gradient of ``ops.asin`` at the forward input ``x``: ``dout / sqrt(1 - x^2)``." + _INV_TRIG_DOC,
    inputs="x, dout",
)  # fmt: skip
ACosGrad = define(
    "ACosGrad", M.acos, call=_inv_trig_grad("ACosGrad"),
    doc="gradient of ``ops.acos`` at the forward input ``x``: ``-dout / sqrt(1 - x^2)``." + _INV_TRIG_DOC,
    inputs="x, dout",
)  # fmt: skip
AtanGrad = define(
    "AtanGrad", M.atan, call=_inv_trig_grad("AtanGrad"),
    doc="gradient of ``ops.atan`` at the forward input ``x``: ``dout / (1 + x^2)``." + _INV_TRIG_DOC,
    inputs="x, dout",
)  # fmt: skip
AsinhGrad = define(
    "AsinhGrad", M.asinh, call=_inv_trig_grad("AsinhGrad"),
    doc="gradient of ``ops.asinh`` from its output ``out``: ``dout / cosh(out)``." + _INV_TRIG_DOC,
    inputs="out, dout",
)  # fmt: skip
AcoshGrad = define(
    "AcoshGrad", M.acosh, call=_inv_trig_grad("AcoshGrad"),
    doc="gradient of ``ops.acosh`` from its output ``out``: ``dout / sinh(out)``." + _INV_TRIG_DOC,
    inputs="out, dout",
)  # fmt: skip
SoftShrinkGrad = define(
    "SoftShrinkGrad", N.softshrink, (("lambd", 0.5),), _dy_x(N.softshrink, "lambd"), inputs="input_grad, input_x"
)
HShrinkGrad = define(
    "HShrinkGrad", N.hardshrink, (("lambd", 0.5),), _dy_x(N.hardshrink, "lambd"), inputs="gradients, features"
)
HSwishGrad = define("HSwishGrad", N.hardswish, call=_dy_x(N.hardswish), inputs="y_grad, x")
HSigmoidGrad = define("HSigmoidGrad", N.hardsigmoid, call=_dy_x(N.hardsigmoid), inputs="grads, input_x")
EluGrad = define(
    "EluGrad",
    N.elu,
    call=lambda p, dy, y: _wrap(_KA.elu_grad(_as_tensor(dy), _as_tensor(y))),
    doc="ELU's gradient from its output ``y`` (alpha 1).",
    inputs="dy, y",
)
GeLUGrad = define(
    "GeLUGrad", N.gelu, call=lambda p, dy, x, y=None: _vjp(lambda t: N.gelu(t, "tanh"), dy, x), inputs="dy, x, y"
)
FastGeLUGrad = define("FastGeLUGrad", N.fast_gelu, call=_dy_x(N.fast_gelu), inputs="dy, x")
SoftplusGrad = define("SoftplusGrad", N.softplus, call=_dy_x(N.softplus), inputs="gradients, features")


def _pool_grad(forward_name: str, attrs: tuple) -> Callable:
    """``(x, out, dout)`` -> ``dx``: the vjp of the forward pooling primitive built with the same attributes."""

    def call(prim: Any, x: Any, out: Any, dout: Any) -> Any:
        from . import nn_ops

        fwd = getattr(nn_ops, forward_name)(**{a: getattr(prim, a) for a in attrs})
        return _vjp(fwd, dout, x)

    return call


_POOL_ATTRS = (("kernel_size", 1), ("strides", 1), ("pad_mode", "VALID"), ("data_format", "NCHW"))
MaxPoolGrad = define(
    "MaxPoolGrad", N.max_pool2d, _POOL_ATTRS, _pool_grad("MaxPool", tuple(a for a, _ in _POOL_ATTRS)),
    "gradient of ``ops.MaxPool`` with the same attributes: ``dout`` routed to each window's maximum.",
    "x_origin, out_origin, grad",
)  # fmt: skip
AvgPoolGrad = define(
    "AvgPoolGrad", N.avg_pool2d, _POOL_ATTRS, _pool_grad("AvgPool", tuple(a for a, _ in _POOL_ATTRS)),
    "gradient of ``ops.AvgPool`` with the same attributes: ``dout`` spread evenly over each window.",
    "x, out, dout",
)  # fmt: skip
_POOL3D_ATTRS = (("kernel_size", (1, 1, 1, 1, 1)), ("strides", (1, 1, 1, 1, 1)), ("pad_mode", "VALID"),
                 ("pad_list", 0), ("data_format", "NCDHW"))  # fmt: skip
MaxPool3DGrad = define(
    "MaxPool3DGrad", N.max_pool3d, _POOL3D_ATTRS,
    _pool_grad("MaxPool3D", ("kernel_size", "strides", "pad_mode", "pad_list", "data_format")),
    "gradient of ``ops.MaxPool3D`` with the same attributes.", "x_origin, out_origin, grad",
)  # fmt: skip


class MaxPoolGradGrad(Primitive):
    """``G.MaxPoolGradGrad(kernel_size=1, strides=1, pad_mode="VALID")(x_origin, out_origin, grad)``.

    Mirrors ``mindspore.ops.operations._grad_ops.MaxPoolGradGrad`` (2.10): the gradient of ``MaxPoolGrad``, i.e.
    ``grad`` (shaped like ``x_origin``) taken at each pooling window's maximum of ``x_origin`` (the first one on
    ties), giving a tensor of the pooled shape. ``pad_mode`` is 'valid' or TF-style 'same' (any case);
    ``kernel_size``/``strides`` are an int or 2/4 ints, stored as ``(1, 1, h, w)``. Inputs are 4-D NCHW float16/
    float32 of one dtype; ``out_origin`` is not read.

    Raises:
        TypeError: ``kernel_size``/``strides`` not int/tuple, ``pad_mode`` not str, or an unsupported/mixed dtype.
        ValueError: ``pad_mode`` not 'valid'/'same', a window item not a positive int, an input not 4-D, or
        ``grad``'s shape not ``x_origin``'s.
    """

    def __init__(self, kernel_size: int | tuple = 1, strides: int | tuple = 1, pad_mode: str = "VALID") -> None:
        from ..._checkparam import check_value_type

        Primitive.__init__(self, type(self).__name__)
        self.attrs.update(kernel_size=kernel_size, strides=strides, pad_mode=pad_mode)
        self.init_prim_io_names(inputs=["x_origin", "out_origin", "grad"], outputs=["output"])
        check_value_type("kernel_size", kernel_size, (int, tuple), self.name)
        check_value_type("strides", strides, (int, tuple), self.name)
        check_value_type("pad_mode", pad_mode, (str,), self.name)
        if pad_mode.upper() not in ("VALID", "SAME"):
            raise _errors.value_error(
                self.name,
                f"the 'pad_mode' must be str and must be in '['VALID', 'SAME']', but got '{pad_mode.upper()}'.",
            )
        self.pad_mode = pad_mode.upper()
        self.format = "NCHW"
        self.kernel_size = _K_pool.grad_window_arg(self.name, "kernel_size", kernel_size)
        self.strides = _K_pool.grad_window_arg(self.name, "strides", strides)
        self.attrs.update(pad_mode=self.pad_mode, data_format="NCHW", kernel_size=self.kernel_size,
                          strides=self.strides)  # fmt: skip

    def __call__(self, x_origin: Any, out_origin: Any, grad: Any) -> Any:
        return _wrap(
            _K_pool.max_pool_grad_grad(
                _as_tensor(x_origin), _as_tensor(out_origin), _as_tensor(grad),
                self.kernel_size[2:], self.strides[2:], self.pad_mode,
            )
        )  # fmt: skip


class MaxPoolGradGradWithArgmax(MaxPoolGradGrad):
    """``G.MaxPoolGradGradWithArgmax(kernel_size=1, strides=1, pad_mode="VALID")(x, grad, argmax)``.

    Mirrors ``mindspore.ops.operations._grad_ops.MaxPoolGradGradWithArgmax`` (2.10): the gradient of
    ``MaxPoolGradWithArgmax``, i.e. ``grad`` (shaped like ``x``) taken at each ``argmax`` position (flat over each
    sample's C*H*W, as ``ops.MaxPoolWithArgmax`` returns it), of ``argmax``'s shape and ``x``'s dtype. Attributes
    and their checks are ``MaxPoolGradGrad``'s (``_PoolGrad``); the window comes from ``argmax`` alone.

    Raises:
        TypeError: as ``MaxPoolGradGrad``'s attributes; ``x``/``grad`` not float16/float32 or ``argmax`` not
        int32/int64. ValueError: as its attributes; an input not 4-D, ``grad``'s shape not ``x``'s, or an
        ``argmax`` outside the sample.
    """

    def __init__(self, kernel_size: int | tuple = 1, strides: int | tuple = 1, pad_mode: str = "VALID") -> None:
        super().__init__(kernel_size, strides, pad_mode)

    def __call__(self, x: Any, grad: Any, argmax: Any) -> Any:
        return _wrap(_K_pool.max_pool_grad_grad_with_argmax(_as_tensor(x), _as_tensor(grad), _as_tensor(argmax)))


class MaxPoolGradWithArgmaxV2(Primitive):
    """``G.MaxPoolGradWithArgmaxV2(kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
    argmax_type=mstype.int64)(x, grad, argmax)``.

    Mirrors ``mindspore.ops.operations._grad_ops.MaxPoolGradWithArgmaxV2`` (2.10), the gradient of
    ``ops.MaxPoolWithArgmaxV2``: an ``x``-shaped tensor of ``x``'s dtype with each window's ``grad`` added at the
    position its ``argmax`` (int32/int64, flat over the H*W plane) names, when that position lies in the window.
    ``kernel_size``/``strides``/``pads``/``dilation`` are an int or 2/4 ints, stored as 4 items (``strides``
    defaults to ``kernel_size``; ``pads`` may be 0).

    Raises:
        TypeError: a window argument not int/tuple, ``ceil_mode`` not bool, or ``argmax`` not int32/int64.
        ValueError: a window argument of the wrong length or out of range, or mismatched input ranks/shapes.
    """

    def __init__(
        self,
        kernel_size: int | tuple,
        strides: int | tuple | None = None,
        pads: int | tuple = 0,
        dilation: int | tuple = (1, 1),
        ceil_mode: bool = False,
        argmax_type: Any = None,
    ) -> None:
        from ..._checkparam import check_value_type
        from ...common import dtype as mstype

        Primitive.__init__(self, "MaxPoolGradWithArgmaxV2")
        argmax_type = mstype.int64 if argmax_type is None else argmax_type
        self.attrs.update(kernel_size=kernel_size, strides=strides, pads=pads, dilation=dilation,
                          ceil_mode=ceil_mode, argmax_type=argmax_type)  # fmt: skip
        self.init_prim_io_names(inputs=["x", "grad", "argmax"], outputs=["y"])
        win = _K_pool.grad_window_arg
        self.kernel_size = win(self.name, "kernel_size", kernel_size, argmax=True)
        self.strides = win(self.name, "strides", kernel_size if strides is None else strides, argmax=True)
        self.pads = win(self.name, "pads", pads, argmax=True, strict_positive=False)
        check_value_type("ceil_mode", ceil_mode, bool, self.name)
        self.ceil_mode = ceil_mode
        self.dilation = win(self.name, "dilation", dilation, argmax=True)
        self.argmax_type = argmax_type
        self.attrs.update(kernel_size=self.kernel_size, strides=self.strides, pads=self.pads,
                          dilation=self.dilation)  # fmt: skip

    def __call__(self, x: Any, grad: Any, argmax: Any) -> Any:
        return _wrap(
            _K_pool.max_pool_grad_with_argmax(
                _as_tensor(x), _as_tensor(grad), _as_tensor(argmax),
                self.kernel_size[2:], self.strides[2:], self.pads[2:], self.dilation[2:], self.name,
            )
        )  # fmt: skip


def _bias_add_grad(prim: Any, dout: Any) -> Any:
    t = _as_tensor(dout)
    channel = t.ndim - 1 if prim.data_format == "NHWC" else 1
    return _wrap(t.sum(tuple(i for i in range(t.ndim) if i != channel)))


BiasAddGrad = define(
    "BiasAddGrad", N.bias_add, (("data_format", "NCHW"),), _bias_add_grad,
    "gradient of ``ops.BiasAdd`` for its bias: ``dout`` summed over every axis but the channel axis.", "dout",
)  # fmt: skip


def _prelu_grad(prim: Any, dy: Any, x: Any, weight: Any) -> tuple:
    xt = _as_tensor(x).detach().clone().requires_grad_(True)
    wt = _as_tensor(weight).detach().clone().requires_grad_(True)
    with torch.enable_grad():
        y = N.prelu(_wrap(xt), _wrap(wt))._data()
        dx, dw = torch.autograd.grad(y, (xt, wt), _as_tensor(dy).to(y.dtype))
    return _wrap(dx.detach()), _wrap(dw.detach())


PReLUGrad = define(
    "PReLUGrad",
    N.prelu,
    call=_prelu_grad,
    doc="gradients of ``ops.PReLU`` for ``x`` and ``weight``: ``(dx, dw)``.",
    inputs="dy, x, weight",
)


def _resize_bilinear_grad(prim: Any, grads: Any, image: Any) -> Any:
    for attr in ("align_corners", "half_pixel_centers"):
        if not isinstance(getattr(prim, attr), bool):
            raise TypeError(
                f'Failed calling ResizeBilinearGrad with "ResizeBilinearGrad(align_corners='
                f"{type(prim.align_corners).__name__}, half_pixel_centers={type(prim.half_pixel_centers).__name__})"
                '(grads=Tensor, image=Tensor)".'
            )
    return _wrap(
        _K_img.resize_bilinear_grad(_as_tensor(grads), _as_tensor(image), prim.align_corners, prim.half_pixel_centers)
    )


ResizeBilinearGrad = define(
    "ResizeBilinearGrad", N.interpolate, (("align_corners", False), ("half_pixel_centers", False)),
    _resize_bilinear_grad,
    "gradient of ``ops.ResizeBilinearV2`` with the same attributes: ``grads`` (NCHW, the resized size) pulled "
    "back to ``image``'s shape and dtype (Float16/Float32/Float64). TypeError for other dtypes or non-bool "
    "attributes; ValueError where MindSpore's kernel gives unspecified values (both attributes True, inputs "
    "not 4-D or of different batch/channel sizes).",
    "grads, image",
)  # fmt: skip


def _pad_v3_grad(prim: Any, x: Any, paddings: Any) -> Any:
    if isinstance(paddings, (tuple, list)):
        pads = [int(v) for v in paddings]
    else:
        pt = _as_tensor(paddings)
        if pt.is_floating_point() or pt.is_complex() or pt.dtype == torch.bool:
            raise TypeError(
                "For primitive[PadV3Grad], the input argument[paddings] must be a type of {Tensor[Int32], "
                f"Tensor[Int64]}}, but got {paddings.dtype}."
            )
        pads = [int(v) for v in pt.reshape(-1).tolist()]
    if not prim.paddings_contiguous:
        half = len(pads) // 2
        pads = [v for i in range(half) for v in (pads[i], pads[half + i])]
    return _wrap(_K_pad.pad_v3_grad(_as_tensor(x), pads, prim.mode))


class PadV3Grad(
    define(
        "PadV3Grad",
        N.pad,
        (("mode", "reflect"), ("paddings_contiguous", True)),
        _pad_v3_grad,
        "gradient of ``ops.PadV3`` in a mirrored mode: ``x`` (the padded gradient) summed back into the "
        "unpadded input's shape.",
        "x, paddings",
    )  # fmt: skip
):
    """``ops.PadV3Grad(mode='reflect', paddings_contiguous=True)(x, paddings)``: the gradient of ``ops.PadV3`` in
    ``mode`` ('reflect', 'edge', 'circular'): ``x`` (the gradient of the padded output, 3-, 4- or 5-D) with every
    padded position's value added into the input position it copies; the result has ``x``'s shape less the paddings
    and ``x``'s dtype.

    Mirrors ``mindspore.ops.operations._grad_ops.PadV3Grad`` (2.10). ``paddings`` (Int32/Int64 Tensor, or a
    tuple/list) holds 2, 4 or 6 values, last axis first as ``PadV3`` takes them; with ``paddings_contiguous=False``
    all the befores come first, then the afters. Computed by ``mindspore._kernels.padding.pad_v3_grad``.

    Raises:
        ValueError: a ``mode`` other than 'reflect', 'edge', 'circular' (on construction); paddings of another
            length, not matching ``x``'s rank, or leaving an axis empty.
        TypeError: a non-bool ``paddings_contiguous`` (on construction), float ``paddings``, or a Bool/BFloat16
            ``x``.
    """

    def __init__(self, mode: str = "reflect", paddings_contiguous: bool = True) -> None:
        super().__init__(mode, paddings_contiguous)
        if not isinstance(mode, str) or mode not in ("reflect", "edge", "circular"):
            raise _errors.value_error(
                "PadV3Grad",
                f"the 'mode' must be str and must be in '['reflect', 'edge', 'circular']', but got '{mode}'.",
            )
        if not isinstance(paddings_contiguous, bool):
            raise _errors.must_be_error(
                TypeError, "PadV3Grad", "paddings_contiguous", "a bool", type(paddings_contiguous).__name__
            )


def _positive_int(name: str, value: Any, arg: str) -> None:
    """MindSpore's ``check_positive_int``: TypeError for a non-int (a bool is named), ValueError for ``<= 0``."""
    if isinstance(value, bool):
        raise _errors.type_error(name, f"the '{arg}' must be int and must > 0, but got '{value}' with type 'bool'.")
    if not isinstance(value, int):
        raise _errors.type_error(name, f"the '{arg}' must be int, but got '{type(value).__name__}'")
    if value <= 0:
        raise _errors.number_error(ValueError, name, arg, value, "> 0")


def _scalar_type_name(x: Any) -> str:
    """MindSpore's type name of a non-Tensor argument in a primitive's input check (``1.0`` is ``Float32``)."""
    if isinstance(x, bool):
        return "Bool"
    if isinstance(x, int):
        return "Int64"
    if isinstance(x, float):
        return "Float32"
    return type(x).__name__


def _ps_roi_pooling_grad(prim: Any, *inputs: Any) -> Any:
    name = "PSROIPoolingGrad"
    if len(inputs) != 2:
        raise ValueError(f"For primitive[{name}], the input number must be equal to 2, but got {len(inputs)}.")
    tensors = []
    for arg, value in zip(("x", "rois"), inputs, strict=True):
        if not (hasattr(value, "_t") or isinstance(value, torch.Tensor)):
            raise TypeError(
                f"For Primitive[{name}], the type of input argument[{arg}] must be Tensor but got "
                f"{_scalar_type_name(value)}."
            )
        t = _as_tensor(value)
        if t.dtype != torch.float32:
            raise _K_errors.dtype_error(name, arg, t.dtype, (torch.float32,))
        tensors.append(t)
    dy, rois = tensors
    channel = dy.shape[1] if dy.dim() >= 2 else 0
    if channel != prim.output_dim:
        raise _errors.value_error(
            name,
            f"the channel of input feature is invalid, got: {channel}, must be equal to output_dim: {prim.output_dim}.",
        )
    return _wrap(
        _K_pool.ps_roi_pooling_grad(dy, rois, prim.input_size, prim.spatial_scale, prim.group_size, prim.output_dim)
    )


class PSROIPoolingGrad(
    define(
        "PSROIPoolingGrad",
        _K_pool.ps_roi_pooling_grad,
        (("input_size", None), ("spatial_scale", None), ("group_size", None), ("output_dim", None)),
        _ps_roi_pooling_grad,
        "gradient of position-sensitive ROI pooling (``ops.PSROIPooling``) for its input features.",
        "x, rois",
    )  # fmt: skip
):
    """``PSROIPoolingGrad(input_size, spatial_scale, group_size, output_dim)(x, rois)``: the gradient of
    position-sensitive ROI pooling with respect to its input features.

    Mirrors ``mindspore.ops.operations._grad_ops.PSROIPoolingGrad`` (2.10, CPU kernel). ``x`` (Float32,
    ``(rois.shape[0] * rois.shape[2], output_dim, group_size, group_size)``) is the gradient of the pooled output,
    ``rois`` (Float32, ``(batch, 5, rois_n)``) the boxes ``(index, x1, y1, x2, y2)``. Each output bin's gradient is
    spread evenly over its bin of the input channel of its position group; the result is Float32 of shape
    ``(rois.shape[0], output_dim * group_size ** 2, *input_size)``. Computed by
    ``mindspore._kernels.pooling.ps_roi_pooling_grad``. ``input_size`` (int or tuple of positive ints) is stored
    as a list of two; ``prim.attrs`` holds the four attributes.

    Raises:
        TypeError: (on construction) ``input_size`` not an int or tuple, or holding a non-int; ``spatial_scale`` not
            a float; ``group_size``/``output_dim`` not an int. (On call) an input not a Tensor, or not Float32.
        ValueError: (on construction) a non-positive ``input_size`` entry, ``spatial_scale``, ``group_size`` or
            ``output_dim``. (On call) not 2 inputs; ``x.shape[1]`` not ``output_dim``.
        RuntimeError: ``x`` not 4-D, ``rois`` not 3-D, or ``x``'s other sizes not matching the rois and
            ``group_size``.
    """

    def __init__(self, input_size: int | tuple, spatial_scale: float, group_size: int, output_dim: int) -> None:
        name = "PSROIPoolingGrad"
        if isinstance(input_size, bool) or not isinstance(input_size, (int, tuple)):
            raise _errors.type_error(
                name,
                f"the type of 'input_size' should be one of '['int', 'tuple']', but got type "
                f"'{type(input_size).__name__}'.",
            )
        if isinstance(spatial_scale, bool) or not isinstance(spatial_scale, float):
            raise _errors.type_error(
                name, f"the 'spatial_scale' must be float, but got '{type(spatial_scale).__name__}'"
            )
        if spatial_scale <= 0:
            raise _errors.value_error(
                name, f"the 'spatial_scale' must be float and must > 0, but got '{spatial_scale}' with type 'float'."
            )
        _positive_int(name, group_size, "group_size")
        _positive_int(name, output_dim, "output_dim")
        sizes = [input_size, input_size] if isinstance(input_size, int) else list(input_size)
        for i, v in enumerate(sizes):
            _positive_int(name, v, f"input_size[{i}]")
        super().__init__(sizes, spatial_scale, group_size, output_dim)


class ROIAlignGrad(Primitive):
    """``ROIAlignGrad(pooled_height, pooled_width, spatial_scale, sample_num=2)(dy, rois, xdiff_shape)``: the
    gradient of ``ops.ROIAlign``'s features: ``dy`` (R, C, pooled_height, pooled_width) spread back over the
    bilinear sample points of each RoI into a ``xdiff_shape`` (N, C, H, W) Tensor of ``dy``'s dtype.

    Mirrors ``mindspore.ops.operations._grad_ops.ROIAlignGrad`` (2.10, CPU kernel): Float16/Float32, each point adds
    ``dy * w / count`` to its four corners; sampled as ``roi_end_mode=1`` (the kernel has no such attribute).
    ``xdiff_shape`` is a tuple of 4 ints or a 1-D Tensor of them. Computed by
    ``_kernels.detection.roi_align_grad``.

    Raises:
        TypeError: an int argument not an int, ``spatial_scale`` not a float; ``dy``/``rois`` not Float16/Float32.
        RuntimeError: an image index outside ``[0, N - 1]``.
    """

    def __init__(self, pooled_height: int, pooled_width: int, spatial_scale: float, sample_num: int = 2) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "ROIAlignGrad")
        validator.check_value_type("pooled_height", pooled_height, [int], self.name)
        validator.check_value_type("pooled_width", pooled_width, [int], self.name)
        validator.check_value_type("spatial_scale", spatial_scale, [float], self.name)
        validator.check_value_type("sample_num", sample_num, [int], self.name)
        self.pooled_height, self.pooled_width = pooled_height, pooled_width
        self.spatial_scale, self.sample_num = spatial_scale, sample_num
        self.attrs.update(
            pooled_height=pooled_height, pooled_width=pooled_width, spatial_scale=spatial_scale, sample_num=sample_num
        )

    def __call__(self, dy: Any, rois: Any, xdiff_shape: Any) -> Any:
        from ..._kernels import detection as _K_det
        from ..function.array_func import _prim_tensors

        g, r = _prim_tensors(self.name, dy, rois)
        shape = xdiff_shape if isinstance(xdiff_shape, (tuple, list)) else _as_tensor(xdiff_shape).tolist()
        return _wrap(
            _K_det.roi_align_grad(
                g, r, tuple(int(v) for v in shape), self.pooled_height, self.pooled_width, self.spatial_scale,
                self.sample_num,
            )
        )  # fmt: skip


def _positive_int_or_tuple(name: str, arg: str, value: Any, ret_four: bool) -> tuple:
    """MindSpore's ``_check_positive_int_or_tuple(..., allow_four=True)``: an int or a tuple of 2 or 4 positive
    ints, returned as a 4-tuple ``(1, 1, h, w)`` (``ret_four``) or as ``(h, w)``."""
    from ... import _checkparam as validator

    return validator._check_positive_int_or_tuple(arg, value, name, allow_four=True, ret_four=ret_four)


class DeformableOffsetsGrad(Primitive):
    """``DeformableOffsetsGrad(strides, pads, kernel_size, dilations=(1, 1, 1, 1), data_format='NCHW',
    deformable_groups=1, modulated=True)(grad, x, offsets)``: ``(grad_x, grad_offsets)``, the gradient ``grad`` of
    ``ops.DeformableOffsets``'s output pulled back to its inputs (same shapes and dtype as ``x`` and ``offsets``).

    Mirrors ``mindspore.ops.operations._grad_ops.DeformableOffsetsGrad`` (2.10, CPU kernel, NCHW): ``strides`` and
    ``dilations`` an int or a tuple of 2 or 4 positive ints (made ``(1, 1, h, w)``; the kernel reads ``dilations``
    as given, so anything but a 4-tuple fails when called, with MindSpore's RuntimeError), ``kernel_size`` an int
    or a tuple of 2 or 4 (made ``(h, w)``), ``pads`` (top, bottom, left, right); ``grad`` is cast to ``x``'s
    dtype. Known difference: with Float16 inputs the gradients are those of mindshim's Float16 forward, which can
    differ from MindSpore's Float16 backward kernel by a few Float16 ulps. Computed as the vector-Jacobian product
    of ``_kernels.detection.deformable_offsets`` (``_kernels.detection.deformable_offsets_grad``).

    Raises:
        TypeError: an attribute of the wrong type; inputs not Tensors, of different dtypes or not Float16/Float32.
        ValueError: an attribute not positive or of the wrong length; ``data_format`` neither 'NCHW' nor 'NHWC';
            shapes that do not match.
    """

    def __init__(self, strides: Any, pads: tuple, kernel_size: Any, dilations: Any = (1, 1, 1, 1),
                 data_format: str = "NCHW", deformable_groups: int = 1, modulated: bool = True) -> None:  # fmt: skip
        from ... import _checkparam as validator

        Primitive.__init__(self, "DeformableOffsetsGrad")
        name = self.name
        self.strides = _positive_int_or_tuple(name, "strides", strides, True)
        self.pads = pads
        self.kernel_size = _positive_int_or_tuple(name, "kernel_size", kernel_size, False)
        self.dilations = _positive_int_or_tuple(name, "dilations", dilations, True)
        self.data_format = validator.check_string(data_format, ["NCHW", "NHWC"], "format", name)
        self.deformable_groups = validator.check_positive_int(deformable_groups, "deformable_groups", name)
        self.modulated = validator.check_bool(modulated, "modulated", name)
        self.attrs.update(
            strides=self.strides, pads=pads, ksize=self.kernel_size, dilations=dilations,
            data_format=self.data_format, deformable_groups=self.deformable_groups, modulated=self.modulated,
        )  # fmt: skip

    def __call__(self, grad: Any, x: Any, offsets: Any) -> tuple:
        from ..._kernels import detection as _K_det
        from ...common import dtype as mstype
        from ...common.tensor import Tensor

        raw = self.attrs["dilations"]  # the kernel reads the dilations as given, a vector of 4
        if not isinstance(raw, (tuple, list)):
            raise RuntimeError(f"Error GetValue for value: {raw}, type: vector<l>")
        if len(raw) != 4:
            raise _errors.runtime_error(self.name, f"the length of 'dilation' must be 4, but got {len(raw)}")
        for arg, v in (("grad", grad), ("x", x), ("offsets", offsets)):
            if not isinstance(v, Tensor):
                raise TypeError(
                    f"For primitive[{self.name}], the input argument[{arg}] must be a type of {{Float16, Float32}}, but "
                    f"got {_K_errors.not_tensor_name(v)}."
                )
            if v.dtype not in (mstype.float16, mstype.float32):
                raise _K_errors.dtype_error(self.name, arg, _as_tensor(v).dtype, (torch.float16, torch.float32))
        g, xt, ot = (_as_tensor(v) for v in (grad, x, offsets))
        dx, doff = _K_det.deformable_offsets_grad(
            g, xt, ot, self.strides, tuple(self.pads), self.kernel_size, self.dilations, self.deformable_groups
        )
        return _wrap(dx), _wrap(doff)


class StridedSliceGrad(Primitive):
    """``G.StridedSliceGrad(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0)(dy,
    shapex, begin, end, strides)``: the gradient of ``ops.StridedSlice`` with the same masks: a Tensor of shape
    ``shapex`` (dtype of ``dy``), zero except at the positions ``ops.strided_slice`` with these masks reads, which
    hold ``dy``'s values in order (whatever ``dy``'s shape; all zero when its size is not the slice's, as MindSpore
    2.10 CPU). Mirrors
    ``mindspore.ops.operations._grad_ops.StridedSliceGrad``. Known difference: with ``ellipsis_mask`` MindSpore's CPU
    kernel fills positions the forward's rule does not pick; mindshim follows the forward.

    Raises:
        TypeError: a mask that is not an int; as ``ops.strided_slice`` for bad ``begin``/``end``/``strides``.
    """

    def __init__(
        self,
        begin_mask: int = 0,
        end_mask: int = 0,
        ellipsis_mask: int = 0,
        new_axis_mask: int = 0,
        shrink_axis_mask: int = 0,
    ) -> None:
        from ... import _checkparam as validator

        super().__init__("StridedSliceGrad")
        self.masks = (begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask)
        for name, value in zip(("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"), self.masks, strict=True):  # fmt: skip
            validator.check_value_type(name, value, [int], self.name)
            self.add_prim_attr(name, value)
        self.init_prim_io_names(inputs=["dy", "shapex", "begin", "end", "strides"], outputs=["output"])

    def __call__(self, dy: Any, shapex: Any, begin: Any, end: Any, strides: Any) -> Any:
        from ..function import array_func as A

        dyt = _as_tensor(dy)
        shape = tuple(int(s) for s in shapex)
        n = 1
        for d in shape:
            n *= d
        flat = _creation.iota(n, torch.int64, dyt.device).reshape(shape)
        picked = A.strided_slice(_wrap(flat), begin, end, strides, *self.masks)._data()
        out = _creation.full_cast(shape, 0, dyt.dtype, dyt.device)
        if picked.numel() == dyt.numel():  # dy's values in order, whatever its shape; else MindSpore leaves zeros
            out.view(-1)[picked.reshape(-1)] = dyt.reshape(-1)
        return _wrap(out)


class LRNGrad(Primitive):
    """``G.LRNGrad(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5)(grads, x, y)``: the gradient of ``ops.LRN`` with
    the same attributes at its NCHW input ``x``, for the output gradient ``grads`` (``y``, the forward output, is
    taken and not read, as oneDNN's backward recomputes it from ``x``).

    Mirrors ``mindspore.ops.operations._grad_ops.LRNGrad`` (2.10, CPU kernel); Float32 (Float16 computed in Float32
    and rounded back), result of ``x``'s shape and dtype. Computed by ``_kernels.normalization.lrn_grad``.

    Raises:
        TypeError: ``depth_radius`` not an int, ``bias``/``alpha``/``beta`` not floats (MindSpore's messages).
    """

    def __init__(self, depth_radius: int = 5, bias: float = 1.0, alpha: float = 1.0, beta: float = 0.5) -> None:
        from ... import _checkparam as validator

        super().__init__("LRNGrad")
        self.init_prim_io_names(inputs=["grads", "x", "y"], outputs=["z"])
        validator.check_value_type("depth_radius", depth_radius, [int], self.name)
        validator.check_value_type("bias", bias, [float], self.name)
        validator.check_value_type("alpha", alpha, [float], self.name)
        validator.check_value_type("beta", beta, [float], self.name)
        self.depth_radius, self.bias, self.alpha, self.beta = depth_radius, bias, alpha, beta
        self.attrs.update(depth_radius=depth_radius, bias=bias, alpha=alpha, beta=beta)

    def __call__(self, grads: Any, x: Any, y: Any) -> Any:
        from ..._kernels import normalization as _K_norm

        dy, xt = _as_tensor(grads), _as_tensor(x)
        return _wrap(_K_norm.lrn_grad(dy, xt, self.depth_radius, self.bias, self.alpha, self.beta))


class LayerNormGrad(Primitive):
    """``G.LayerNormGrad(begin_norm_axis=1, begin_params_axis=1)(x, dy, variance, mean, gamma)``: the gradients
    ``(dx, dgamma, dbeta)`` of ``ops.LayerNorm`` with these axes, at ``x`` for the output gradient ``dy``.

    Mirrors ``mindspore.ops.operations._grad_ops.LayerNormGrad`` (2.10, CPU kernel): ``variance``/``mean`` are
    Float32, one value per normalized block; ``x``, ``dy``, ``gamma`` Float16/32/64, computed in Float32 with the
    kernel's ``epsilon`` 1e-7 and returned in ``x``'s dtype, ``dx`` shaped like ``x`` and ``dgamma``/``dbeta`` like
    ``gamma``. Computed by ``_kernels.normalization.layer_norm_grad``.

    Raises:
        RuntimeError: an empty normalized block.
    """

    def __init__(self, begin_norm_axis: int = 1, begin_params_axis: int = 1) -> None:
        super().__init__("LayerNormGrad")
        self.begin_norm_axis, self.begin_params_axis = begin_norm_axis, begin_params_axis
        self.attrs.update(begin_norm_axis=begin_norm_axis, begin_params_axis=begin_params_axis)

    def __call__(self, x: Any, dy: Any, variance: Any, mean: Any, gamma: Any) -> Any:
        from ..._kernels import normalization as _K_norm

        ts = [_as_tensor(v) for v in (x, dy, variance, mean, gamma)]
        dx, dg, db = _K_norm.layer_norm_grad(*ts, self.begin_norm_axis, self.begin_params_axis)
        return _wrap(dx), _wrap(dg), _wrap(db)


class KLDivLossGrad(Primitive):
    """``G.KLDivLossGrad(reduction='mean')(grad, x, target)``: the gradient of ``ops.KLDivLoss`` at ``x``.

    Mirrors ``mindspore.ops.operations._grad_ops.KLDivLossGrad`` (2.10, CPU kernel): ``-target * grad`` ('none',
    ``grad`` shaped like ``x``), else ``target`` times the one value of ``grad`` and -1 ('sum'), ``-1 / x.size``
    ('mean') or ``-1 / x.shape[0]`` ('batchmean'); result of ``x``'s shape and dtype (Float16/32/64). Computed by
    ``_kernels.loss.kl_div_grad``.

    Raises:
        ValueError: ``reduction`` not one of 'none', 'mean', 'batchmean', 'sum'; mismatched sizes. TypeError: an
        input not Float16/32/64.
    """

    def __init__(self, reduction: str = "mean") -> None:
        from ... import _checkparam as validator

        super().__init__("KLDivLossGrad")
        modes = ["none", "mean", "batchmean", "sum"]
        self.reduction = validator.check_string(reduction, modes, "reduction", self.name)
        self.attrs.update(reduction=self.reduction)

    def __call__(self, grad: Any, x: Any, target: Any) -> Any:
        from ..._kernels import loss as _K_loss

        return _wrap(_K_loss.kl_div_grad(_as_tensor(grad), _as_tensor(x), _as_tensor(target), self.reduction))


class SliceGrad(Primitive):
    """``G.SliceGrad()(dy, x, begin, size)``: the gradient of ``ops.Slice(x, begin, size)``, zeros shaped like
    ``x`` with ``dy`` at the sliced block, of ``dy``'s dtype.

    Mirrors ``mindspore.ops.operations._grad_ops.SliceGrad`` (2.10). Computed by ``_kernels.array.slice_grad``.

    Raises:
        ValueError: ``dy``'s shape not the block's, or the block not inside ``x``.
    """

    def __init__(self) -> None:
        super().__init__("SliceGrad")
        self.init_prim_io_names(inputs=["dy", "x", "begin", "size"], outputs=["dx"])

    def __call__(self, dy: Any, x: Any, begin: Any, size: Any) -> Any:
        from ..._kernels import array as _K_array

        def ints(v: Any) -> tuple:
            return tuple(int(i) for i in (v.asnumpy().tolist() if hasattr(v, "asnumpy") else v))

        return _wrap(_K_array.slice_grad(_as_tensor(dy), _as_tensor(x), ints(begin), ints(size)))


class MaxPoolGradWithArgmax(Primitive):
    """``G.MaxPoolGradWithArgmax(kernel_size=1, strides=1, pad_mode="VALID", data_format="NCHW")(x, grad,
    argmax)``: the gradient of ``ops.MaxPoolWithArgmax``.

    Mirrors ``mindspore.ops.operations._grad_ops.MaxPoolGradWithArgmax`` (2.10, CPU kernel): zeros shaped like
    NCHW ``x`` with each ``grad`` value added at the position its ``argmax`` names, flat over that sample's C*H*W
    (the window attributes are checked and stored as ``(1, h, w, 1)``, not read). Computed by
    ``_kernels.pooling.max_pool_grad_with_argmax_v1``.

    Raises:
        TypeError: an attribute of the wrong type; an input dtype the kernel lacks. ValueError: ``pad_mode`` not
        'VALID'/'SAME', a window item not a positive int, ``data_format`` 'NHWC' (GPU only), an input not 4-D.
    """

    def __init__(
        self, kernel_size: int | tuple = 1, strides: int | tuple = 1, pad_mode: str = "VALID", data_format: str = "NCHW"
    ) -> None:
        from ... import _checkparam as validator

        super().__init__("MaxPoolGradWithArgmax")
        self.init_prim_io_names(inputs=["x_origin", "out_origin", "grad"], outputs=["output"])
        validator.check_value_type("kernel_size", kernel_size, [int, tuple], self.name)
        validator.check_value_type("strides", strides, [int, tuple], self.name)
        validator.check_value_type("pad_mode", pad_mode, [str], self.name)
        self.pad_mode = validator.check_string(pad_mode.upper(), ["VALID", "SAME"], "pad_mode", self.name)
        self.format = validator.check_string(data_format, ["NCHW", "NHWC"], "format", self.name)
        if self.format == "NHWC":
            raise ValueError("NHWC format only support in GPU target.")

        def window(arg: str, value: Any) -> tuple:
            four = _K_pool.grad_window_arg(self.name, arg, value)
            return four if isinstance(value, tuple) and len(value) == 4 else (1, four[2], four[3], 1)

        self.kernel_size = window("kernel_size", kernel_size)
        self.strides = window("strides", strides)
        self.attrs.update(
            kernel_size=self.kernel_size, strides=self.strides, pad_mode=self.pad_mode, data_format=data_format
        )

    def __call__(self, x: Any, grad: Any, argmax: Any) -> Any:
        return _wrap(_K_pool.max_pool_grad_with_argmax_v1(_as_tensor(x), _as_tensor(grad), _as_tensor(argmax)))


class Conv2DBackpropFilter(Primitive):
    """``G.Conv2DBackpropFilter(out_channel, kernel_size, pad_mode="valid", pad=0, pad_list=(0, 0, 0, 0), mode=1,
    stride=(1, 1), dilation=(1, 1, 1, 1), group=1, data_format="NCHW")(out_backprop, input, filter_sizes)``: the
    gradient of a 2-D convolution of NCHW ``input`` with respect to its weight of shape ``filter_sizes``.

    Mirrors ``mindspore.ops.operations._grad_ops.Conv2DBackpropFilter`` (2.10, oneDNN CPU kernel): ``pad_mode``
    'valid', TF-style 'same' or 'pad', where the kernel pads by ``pad_list`` ``(top, bottom, left, right)`` (not
    ``pad``, which is only checked and stored, as MindSpore's kernel does); ``stride`` and ``dilation`` stored as 4
    items; Float32. Computed by ``_kernels.conv.conv2d_backprop_filter``.

    Raises:
        ValueError: ``pad`` not 4 items, ``data_format`` 'NHWC' (GPU only) or not NCHW/NHWC, a stride/dilation item
        not positive, a negative ``pad_list`` item; inputs not 4-D.
    """

    def __init__(
        self,
        out_channel: int,
        kernel_size: int | tuple,
        pad_mode: str = "valid",
        pad: int | tuple = 0,
        pad_list: tuple = (0, 0, 0, 0),
        mode: int = 1,
        stride: int | tuple = (1, 1),
        dilation: int | tuple = (1, 1, 1, 1),
        group: int = 1,
        data_format: str = "NCHW",
    ) -> None:
        from ... import _checkparam as validator

        super().__init__("Conv2DBackpropFilter")
        self.init_prim_io_names(inputs=["out_backprop", "input", "filter_sizes"], outputs=["output"])
        self.out_channel, self.kernel_size, self.mode = out_channel, kernel_size, mode
        self.pad_mode = pad_mode.upper()
        if isinstance(pad, int):
            pad = (pad,) * 4
        else:
            validator.check_equal_int(len(pad), 4, "pad size", self.name)
        self.pad = tuple(pad)
        self.format = validator.check_string(data_format, ["NCHW", "NHWC"], "format", self.name)
        if self.format == "NHWC":
            raise ValueError("NHWC format only support in GPU target.")
        check = validator._check_positive_int_or_tuple
        self.stride = check("stride", stride, self.name, allow_four=True, ret_four=True)
        self.dilation = check("dilation", dilation, self.name, allow_four=True, ret_four=True)
        self.group = group
        if pad_list:
            for v in pad_list:
                if v != -1:
                    validator.check_non_negative_int(v, "element of pad_list", self.name)
        self.pad_list = pad_list
        self.attrs.update(
            out_channel=out_channel, kernel_size=kernel_size, mode=mode, pad_mode=self.pad_mode, pad=self.pad,
            data_format=self.format, stride=self.stride, dilation=self.dilation, groups=group, pad_list=pad_list,
        )  # fmt: skip

    def __call__(self, out_backprop: Any, input: Any, filter_sizes: Any) -> Any:
        from ..._kernels import conv as _K_conv

        size = filter_sizes.asnumpy().tolist() if hasattr(filter_sizes, "asnumpy") else filter_sizes
        return _wrap(
            _K_conv.conv2d_backprop_filter(
                _as_tensor(out_backprop), _as_tensor(input), tuple(size), self.stride[2:], self.pad_mode, self.pad_list,
                self.dilation[2:], self.group,
            )
        )  # fmt: skip


class DropoutGrad(Primitive):
    """``G.DropoutGrad(keep_prob=0.5)(dy, mask)``: the gradient of ``ops.Dropout``, ``dy * mask / keep_prob``.

    Mirrors ``mindspore.ops.operations._grad_ops.DropoutGrad`` (2.10, CPU kernel): ``dy`` and ``mask`` of one dtype
    (Float16/32/64), the Float32 scale ``1 / keep_prob`` applied as the kernel does (Float16: ``mask * half(dy *
    scale)``); differentiable in ``dy``. Computed by ``_kernels.dropout.dropout_grad``.

    Raises:
        ValueError: ``keep_prob`` not a float in (0, 1]. TypeError: dtypes the kernel lacks.
    """

    def __init__(self, keep_prob: float = 0.5) -> None:
        from ... import _checkparam as validator

        super().__init__("DropoutGrad")
        self.keep_prob = validator.check_float_range(keep_prob, 0, 1, validator.INC_RIGHT, "keep_prob", self.name)
        self.attrs.update(keep_prob=self.keep_prob)

    def __call__(self, dy: Any, mask: Any) -> Any:
        from ..._kernels import dropout as _K_drop

        return _wrap(_K_drop.dropout_grad(_as_tensor(dy), _as_tensor(mask), self.keep_prob))


class FractionalAvgPoolGrad(Primitive):
    """``G.FractionalAvgPoolGrad(overlapping=False)(orig_input_tensor_shape, out_backprop, row_pooling_sequence,
    col_pooling_sequence)``: the gradient of ``ops.FractionalAvgPool``, each NHWC ``out_backprop`` value spread
    evenly over its pooling cell (``overlapping``: cells share their border rows/cols).

    Mirrors ``mindspore.ops.operations._grad_ops.FractionalAvgPoolGrad`` (2.10, CPU kernel): summed in Float64, of
    ``out_backprop``'s dtype. Computed by ``_kernels.pooling.fractional_avg_pool_grad``.

    Raises:
        TypeError: ``overlapping`` not a bool. ValueError: a bad shape or sequences too short.
    """

    def __init__(self, overlapping: bool = False) -> None:
        from ... import _checkparam as validator

        super().__init__("FractionalAvgPoolGrad")
        self.attrs.update(overlapping=overlapping)
        self.add_prim_attr("max_length", 1000000)
        self.init_prim_io_names(
            inputs=["orig_input_tensor_shape", "out_backprop", "row_pooling_sequence", "col_pooling_sequence"],
            outputs=["y"],
        )
        validator.check_value_type("overlapping", overlapping, [bool], self.name)
        self.overlapping = overlapping
        self.attrs.update(overlapping=overlapping)

    def __call__(self, orig_input_tensor_shape: Any, out_backprop: Any, row_pooling_sequence: Any,
                 col_pooling_sequence: Any) -> Any:  # fmt: skip
        ts = [
            _as_tensor(v) for v in (orig_input_tensor_shape, out_backprop, row_pooling_sequence, col_pooling_sequence)
        ]
        return _wrap(_K_pool.fractional_avg_pool_grad(*ts, self.overlapping))


class FractionalMaxPoolGrad(Primitive):
    """``G.FractionalMaxPoolGrad(overlapping=False)(orig_input, orig_output, out_backprop, row_pooling_sequence,
    col_pooling_sequence)``: the gradient of ``ops.FractionalMaxPool``, each NHWC ``out_backprop`` value added at
    the first maximum of ``orig_input`` in its pooling cell.

    Mirrors ``mindspore.ops.operations._grad_ops.FractionalMaxPoolGrad`` (2.10, CPU kernel, including the way it
    indexes samples after the first: see ``_kernels.pooling.fractional_max_pool_grad``), of ``orig_input``'s shape
    and ``out_backprop``'s dtype.

    Raises:
        TypeError: ``overlapping`` not a bool.
    """

    def __init__(self, overlapping: bool = False) -> None:
        from ... import _checkparam as validator

        super().__init__("FractionalMaxPoolGrad")
        self.init_prim_io_names(
            inputs=["orig_input", "orig_output", "out_backprop", "row_pooling_sequence", "col_pooling_sequence"],
            outputs=["y"],
        )
        validator.check_value_type("overlapping", overlapping, [bool], self.name)
        self.overlapping = overlapping
        self.attrs.update(overlapping=overlapping)

    def __call__(self, orig_input: Any, orig_output: Any, out_backprop: Any, row_pooling_sequence: Any,
                 col_pooling_sequence: Any) -> Any:  # fmt: skip
        ts = [
            _as_tensor(v) for v in (orig_input, orig_output, out_backprop, row_pooling_sequence, col_pooling_sequence)
        ]
        return _wrap(_K_pool.fractional_max_pool_grad(*ts, self.overlapping))
