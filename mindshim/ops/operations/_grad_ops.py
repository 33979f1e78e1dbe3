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
from ..._kernels import creation as _K_create
from ..._kernels import elementwise as _K_elem
from ..._kernels import image as _K_img
from ..._kernels import padding as _K_pad
from ..function import math_func as M
from ..function import nn_func as N
from ..function._utils import _as_tensor, _wrap
from ._base import define

__all__ = [
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
    "BiasAddGrad",
    "PReLUGrad",
    "ResizeBilinearGrad",
    "PadV3Grad",
    "AsinGrad",
    "ACosGrad",
    "AtanGrad",
    "AsinhGrad",
    "AcoshGrad",
]


def _vjp(forward: Callable, dy: Any, x: Any, *args: Any) -> Any:
    """``dy`` pulled back through ``forward(x, *args)`` at ``x`` (a Tensor of ``x``'s dtype)."""
    xt = _as_tensor(x).detach().clone().requires_grad_(True)
    dyt = _as_tensor(dy)
    with torch.enable_grad():
        y = forward(_wrap(xt), *args)
        (g,) = torch.autograd.grad(y._data(), xt, dyt.to(y._data().dtype), allow_unused=True)
    return _wrap(_K_create.zeros_like(xt) if g is None else g.detach())


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
            raise ValueError(
                "For 'PadV3Grad', the 'mode' must be str and must be in '['reflect', 'edge', 'circular']', but got "
                f"'{mode}'."
            )
        if not isinstance(paddings_contiguous, bool):
            raise TypeError(
                f"For 'PadV3Grad', the 'paddings_contiguous' must be a bool, but got {type(paddings_contiguous).__name__}."
            )
