"""Neural-network primitives (`ops.Softmax`, `ops.Conv2D`, `ops.BiasAdd`, `ops.SoftmaxCrossEntropyWithLogits`, ...)."""

from __future__ import annotations

from ... import _api

import torch

from ..._kernels import conv as _K_conv
from ..._kernels import dropout as _K_drop
from ..._kernels import image as _K_img
from ..._kernels import loss as _K_loss
from ..._kernels import normalization as _K_norm
from ..._kernels import optim as _K_optim
from ..._kernels import padding as _K_pad
from ..._kernels import pooling as _K_pool
from ..._kernels import rnn as _K_rnn
from ..function import math_func as M
from ..function import nn_func as N
from ..function._utils import Tensor, _as_tensor, _int_indices, _wrap
from ..primitive import Primitive
from ._base import define
from ..._kernels import errors as _errors
from ..._checkparam import _check_positive_int_or_tuple  # noqa: F401  (MindSpore's path for it)

ReLU = define("ReLU", N.relu, inputs="input_x")
ReLU6 = define("ReLU6", N.relu6, inputs="x")
Sigmoid = define("Sigmoid", M.sigmoid, inputs="input_x")
Tanh = define("Tanh", M.tanh, inputs="input_x")
GeLU = define("GeLU", N.gelu, call=lambda p, x: N.gelu(x, "tanh"), doc="GELU, tanh approximation.", inputs="x")
FastGeLU = define("FastGeLU", N.fast_gelu, inputs="x")
Elu = define("Elu", N.elu, (("alpha", 1.0),), lambda p, x: N.elu(x, p.alpha), "ELU with ``alpha``.", "input_x")
HSwish = define("HSwish", N.hardswish, inputs="x")
HSigmoid = define("HSigmoid", N.hardsigmoid, inputs="input_x")
Softplus = define("Softplus", N.softplus, inputs="input_x")
Softsign = define("Softsign", N.softsign, inputs="input_x")
SeLU = define("SeLU", N.selu, inputs="input_x")
Mish = define("Mish", N.mish, inputs="x")
PReLU = define("PReLU", N.prelu, inputs="x, weight")
CeLU = define("CeLU", N.celu, (("alpha", 1.0),), lambda p, x: N.celu(x, p.alpha), "CELU with ``alpha``.", "x")
HShrink = define("HShrink", N.hardshrink, (("lambd", 0.5),), lambda p, x: N.hardshrink(x, p.lambd),
                 "hard shrink with threshold ``lambd``.", "input")  # fmt: skip
SoftShrink = define("SoftShrink", N.softshrink, (("lambd", 0.5),), lambda p, x: N.softshrink(x, p.lambd),
                    "soft shrink with threshold ``lambd``.", "input")  # fmt: skip


def _glu(p, x):
    t = _as_tensor(x)
    if t.shape[p.axis % t.ndim] % 2:
        raise RuntimeError(
            f"For GLU, halving dimension must be even, but dimension {p.axis} is size {t.shape[p.axis % t.ndim]}."
        )
    return N.glu(x, p.axis)


GLU = define("GLU", N.glu, (("axis", -1),), _glu, "gated linear unit along ``axis``.", "x")
Gelu = define("Gelu", N.gelu, call=lambda p, x: N.gelu(x, "tanh"), doc="deprecated name of ``GeLU``.", inputs="x")
FastGelu = define("FastGelu", N.fast_gelu, doc="deprecated name of ``FastGeLU``.", inputs="x")


def _axis0(p):
    a = p.axis
    return a[0] if isinstance(a, (tuple, list)) else a


def _softmax_init_axis(cls):
    orig = cls.__init__

    def __init__(self, axis=-1):
        orig(self, axis)
        self.axis = self.attrs["axis"] = (axis,) if isinstance(axis, int) else tuple(axis)

    cls.__init__ = __init__
    return cls


Softmax = _softmax_init_axis(
    define(
        "Softmax",
        N.softmax,
        (("axis", -1),),
        lambda p, x: N.softmax(x, _axis0(p)),
        "softmax along ``axis`` (stored as a tuple, as MindSpore).",
        "logits",
    )  # fmt: skip
)
LogSoftmax = define("LogSoftmax", N.log_softmax, (("axis", -1),), lambda p, x: N.log_softmax(x, p.axis),
                    "log-softmax along ``axis``.", "logits")  # fmt: skip


def _bias_add(p, x, b):
    if p.data_format in ("NHWC",):
        return _wrap(N._add_wrapping(_as_tensor(x), _as_tensor(b)))
    return N.bias_add(x, b)


BiasAdd = define("BiasAdd", N.bias_add, (("data_format", "NCHW"),), _bias_add,
                 "add a 1-D bias along the channel axis.", "input_x, bias")  # fmt: skip


def _after_init(cls, check):
    """Run ``check(prim)`` after the generated ``__init__`` (MindSpore validates attributes on construction)."""
    orig = cls.__init__

    def __init__(self, *args, **kwargs):
        orig(self, *args, **kwargs)
        check(self)

    cls.__init__ = __init__
    return cls


def _conv_check(name: str, nd: int):
    def check(p):
        pad = p.pad
        _K_conv.check_positive_attr(name, "out_channel", p.out_channel)
        _K_conv.check_positive_attr(name, "group", p.group)
        _K_conv.check_window(name, "stride", p.stride, nd)
        _K_conv.check_window(name, "dilation", p.dilation, nd)
        if not isinstance(pad, int) and len(pad) != 2 * nd:
            raise _errors.value_error(
                name, f"the 'pad' must be an int or a tuple of {2 * nd} ints, but got {tuple(pad)}."
            )
        _K_conv.check_pads(name, p.pad_mode, pad, nd)

    return check


def _conv2d_weight(p, w):
    """``Conv2D``'s shape inference checks of ``weight`` against ``out_channel`` and ``kernel_size``: MindSpore's
    RuntimeError when they differ (``w`` returned unchanged)."""
    shape = getattr(_as_tensor(w), "shape", None) if isinstance(w, (Tensor, torch.Tensor)) else None
    if shape is not None and len(shape) == 4:
        k = _hw(p.kernel_size)
        for name, got, want in (("w_shape[0]", shape[0], p.out_channel), ("w_shape[2]", shape[2], k[0]),
                                ("w_shape[3]", shape[3], k[1])):  # fmt: skip
            if got != want:
                what = "out_channel" if name == "w_shape[0]" else f"kernel_size[{int(name[-2]) - 2}]"
                raise _errors.runtime_error(
                    p.name, f"'{name}' must be equal to '{what}', but got '{name}': {got}, '{what}': {want}."
                )
    return w


Conv2D = _after_init(define(
    "Conv2D", N.conv2d,
    (("out_channel", None), ("kernel_size", None), ("mode", 1), ("pad_mode", "valid"), ("pad", 0), ("stride", 1),
     ("dilation", 1), ("group", 1), ("data_format", "NCHW")),
    lambda p, x, w: N._conv("Conv2D", 2, x, _conv2d_weight(p, w), None, p.stride, p.pad_mode, p.pad, p.dilation,
                            p.group, False),
    "2-D convolution of NCHW ``x`` with ``weight`` (no bias); ``pad`` is an int or ``(top, bottom, left, right)``.",
    "x, weight",
), lambda p: N._conv2d_attrs(p.name, p.out_channel, p.kernel_size, p.mode, p.pad_mode, p.pad, p.stride, p.dilation,
                              p.group, p.data_format))  # fmt: skip
Conv3D = _after_init(define(
    "Conv3D", N.conv3d,
    (("out_channel", None), ("kernel_size", None), ("mode", 1), ("pad_mode", "valid"), ("pad", 0), ("stride", 1),
     ("dilation", 1), ("group", 1), ("data_format", "NCDHW")),
    lambda p, x, w, b=None: N._conv("Conv3D", 3, x, w, b, p.stride, p.pad_mode, p.pad, p.dilation, p.group,
                                    False),
    "3-D convolution of NCDHW ``x`` with ``weight``; ``pad`` is an int or ``(head, tail, top, bottom, left, right)``.",
    "x, weight, bias",
), _conv_check("Conv3D", 3))  # fmt: skip


def _conv2d_backprop_input_cls(name: str) -> type:
    """``ops.Conv2DBackpropInput`` / ``ops.Conv2DTranspose``: the input gradient of a 2-D convolution, i.e. a
    transposed convolution of ``dout`` whose output has the spatial size of ``input_size``."""

    def check(p):
        from ... import _checkparam as validator

        k = (p.kernel_size,) * 2 if isinstance(p.kernel_size, int) else tuple(p.kernel_size)
        if len(k) != 2 or any(not isinstance(v, int) or isinstance(v, bool) or v < 1 for v in k):
            raise _errors.value_error(
                name,
                f"attr 'kernel_size' must be an positive int number or a tuple of two positive int "
                f"numbers, but got {p.kernel_size}",
                sep="' ",
            )
        mode = validator.check_string(p.pad_mode.lower(), ["valid", "same", "pad"], "pad_mode", name)
        if mode != "pad" and p.pad not in (0, (0, 0, 0, 0)):
            raise _errors.value_error(
                name,
                f"the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is not \"pad\", but got 'pad' "
                f"is {p.pad} and 'pad_mode' is {p.pad_mode}.",
            )
        values = {
            "kernel_size": k,
            "pad_mode": mode.upper(),
            "pad": (p.pad,) * 4 if isinstance(p.pad, int) else tuple(p.pad),
            "stride": (1, 1) + _hw(p.stride),
            "dilation": (1, 1) + _hw(p.dilation),
        }
        for a, v in values.items():
            setattr(p, a, v)
            p.attrs[a] = v

    def call(p, dout, weight, input_size):
        t, w = _as_tensor(dout), _as_tensor(weight)
        size = tuple(int(v) for v in (input_size if isinstance(input_size, (tuple, list)) else _size2(input_size)))
        s, d = p.stride[2:], p.dilation[2:]
        mode = p.pad_mode.lower()
        if mode == "same":  # the forward convolution's TF-style padding, from the input size
            starts = [
                max((o - 1) * st + (k - 1) * dd + 1 - n, 0) // 2
                for o, st, k, dd, n in zip(t.shape[2:], s, w.shape[2:], d, size[2:], strict=True)
            ]
        elif mode == "pad":
            starts = [p.pad[0], p.pad[2]]
        else:
            starts = [0, 0]
        return _wrap(_K_conv.conv_transpose(t, w, None, s, d, p.group, starts, size[2:]))

    return _after_init(define(
        name, N.conv_transpose2d,
        (("out_channel", None), ("kernel_size", None), ("pad_mode", "valid"), ("pad", 0), ("pad_list", None),
         ("mode", 1), ("stride", 1), ("dilation", 1), ("group", 1), ("data_format", "NCHW")),
        call, "gradient of a 2-D convolution w.r.t. its input: a transposed convolution of ``dout`` to "
        "``input_size`` ('valid', TF-style 'same' or 'pad' with ``pad = (top, bottom, left, right)``).",
        "dout, weight, input_size",
    ), check)  # fmt: skip


Conv2DBackpropInput = _conv2d_backprop_input_cls("Conv2DBackpropInput")
Conv2DTranspose = _conv2d_backprop_input_cls("Conv2DTranspose")
Conv3DTranspose = _after_init(define(
    "Conv3DTranspose", N.conv3d_transpose,
    (("in_channel", None), ("out_channel", None), ("kernel_size", None), ("mode", 1), ("pad_mode", "valid"),
     ("pad", 0), ("stride", 1), ("dilation", 1), ("group", 1), ("output_padding", 0), ("data_format", "NCDHW")),
    lambda p, x, w, b=None: N._conv3d_transpose(x, w, p.pad_mode, p.pad, p.stride, p.dilation, p.group,
                                                p.output_padding),
    "3-D transposed convolution of NCDHW ``dout`` with ``weight`` (output sizes as ``ops.conv3d_transpose``).",
    "dout, weight",
), lambda p: N._conv3dt_check("Conv3DTranspose", p.pad_mode, p.pad, p.stride, p.dilation, p.output_padding))  # fmt: skip


def _hw(v, nd: int = 2) -> tuple:
    """A pooling attribute (int, ``nd`` values, or MindSpore's ``(1, 1, ...)`` long form) as ``nd`` ints."""
    if isinstance(v, int):
        return (v,) * nd
    return tuple(v)[-nd:]


_pool_nd = _K_pool.pool_nd


def _pool2d(kind):
    def call(p, x):
        if kind == "avg":  # AvgPool's CPU kernel checks its attributes at launch (MaxPool's at construction)
            _avg_pool_call_check(p, x)
            _K_pool.check_pool_prim(p.name, kind, p.kernel_size, p.strides, p.pad_mode)
        t = _as_tensor(x)
        _K_pool.check_input(p.name, t, rank=4, nonempty=kind == "max")
        return _wrap(_pool_nd(kind, 2, t, _hw(p.kernel_size), _hw(p.strides), p.pad_mode))

    return call


_POOL = (("kernel_size", 1), ("strides", 1), ("pad_mode", "valid"), ("data_format", "NCHW"))


def _max_pool_check(p) -> None:
    """MindSpore's ``_Pool`` constructor checks (``MaxPool``, ``MaxPoolWithArgmax``), in its order: the types of
    ``kernel_size``/``strides`` (an int or a tuple) and ``pad_mode`` (a str), ``pad_mode`` 'valid'/'same' in any
    case, ``data_format`` 'NCHW' ('NHWC' is GPU-only), then each window attribute an int or 2 positive ints."""
    from ... import _checkparam as validator

    validator.check_value_type("kernel_size", p.kernel_size, [int, tuple], p.name)
    validator.check_value_type("strides", p.strides, [int, tuple], p.name)
    validator.check_value_type("pad_mode", p.pad_mode, [str], p.name)
    validator.check_string(p.pad_mode.upper(), ["VALID", "SAME"], "pad_mode", p.name)
    fmt = validator.check_string(p.data_format, ["NCHW", "NHWC"], "format", p.name)
    if fmt == "NHWC":
        raise _errors.value_error(
            p.name,
            "the 'NHWC' format is only supported in GPU target, but got the 'data_format' is NHWC and the platform "
            "is CPU.",
        )
    validator._check_positive_int_or_tuple("kernel_size", p.kernel_size, p.name, ret_four=True)
    validator._check_positive_int_or_tuple("strides", p.strides, p.name, ret_four=True)


MaxPool = _after_init(define("MaxPool", N.max_pool2d, _POOL, _pool2d("max"),
                             "2-D max pooling ('valid' or TF-style 'same').", "x"), _max_pool_check)  # fmt: skip


def _avg_pool_init(p) -> None:
    """MindSpore 2.10's generated ``AvgPool`` constructor: ``kernel_size``/``strides`` through its argument
    handlers (an int -> a pair, a 4-sequence -> its last two, another sequence kept, anything else a ValueError),
    ``pad_mode``/``data_format`` must be str."""
    for arg in ("kernel_size", "strides"):
        v = getattr(p, arg)
        if v is None:
            continue
        if isinstance(v, int):
            v = (v, v)
        elif isinstance(v, (tuple, list)):
            v = (v[2], v[3]) if len(v) == 4 else v
        else:
            raise _errors.value_error(p.name, f"the value of '{arg}' is invalid: '{v}'.")
        setattr(p, arg, v)
        p.attrs[arg] = v
    for arg in ("pad_mode", "data_format"):
        v = getattr(p, arg)
        if v is not None and not isinstance(v, str):
            raise _errors.type_error(p.name, f"the input '{arg}' should be a str, but got {type(v)}.")


def _avg_pool_call_check(p, x) -> None:
    """The call-time checks of MindSpore 2.10's ``AvgPool``: the signature (tuples of ints, strings: MindSpore's
    ``Failed calling`` TypeError), then two ``kernel_size`` and two ``strides`` items (ValueError), then the
    CPU kernel's NCHW-only format (RuntimeError)."""
    k, s = p.kernel_size, p.strides

    def ints(v) -> bool:
        return isinstance(v, tuple) and all(isinstance(i, int) and not isinstance(i, bool) for i in v)

    if not (ints(k) and ints(s) and isinstance(p.pad_mode, str) and isinstance(p.data_format, str)):
        raise TypeError(
            f'Failed calling AvgPool with "AvgPool(kernel_size={_errors.type_name(k)}, strides='
            f'{_errors.type_name(s)}, pad_mode=string, data_format=string)(x={_errors.type_name(x)})".\n'
            'The valid calling should be: \n"AvgPool(kernel_size=<tuple of int>, strides=<tuple of int>, '
            'pad_mode=<string>, data_format=<string>)(x=<Tensor>)".'
        )
    for arg, v in (("kernel", k), ("strides", s)):
        if len(v) != 2:
            raise ValueError(f"For primitive[AvgPool], the {arg} must be equal to 2, but got {len(v)}.")
    if p.data_format.upper() != "NCHW":
        raise _errors.runtime_error(
            p.name, f"only 'NCHW' format is supported in CPU target, but got '{p.data_format}' format."
        )


AvgPool = _after_init(define("AvgPool", N.avg_pool2d, _POOL, _pool2d("avg"),
                             "2-D average pooling ('valid' or TF-style 'same', padding not counted).", "x"),
                      _avg_pool_init)  # fmt: skip


def _argmax_pool(p, x):
    t = _as_tensor(x)
    mode = "same_end" if p.pad_mode.lower() == "same" else p.pad_mode
    out, idx = _pool_nd("max", 2, t, _hw(p.kernel_size), _hw(p.strides), mode, with_argmax=True)
    return _wrap(out), _wrap(_K_pool.flat_chw_indices(idx, t).int())


MaxPoolWithArgmax = _after_init(define("MaxPoolWithArgmax", N.max_pool2d, _POOL, _argmax_pool,
                           "2-D max pooling; returns ``(output, Int32 argmax)`` flat over each C*H*W volume; 'same' pads only after the input.", "x"), _max_pool_check)  # fmt: skip


def _argmax_pool_v2(p, x):
    from ...common import dtype as mstype

    k = _hw(p.kernel_size)
    s = _hw(p.strides) if p.strides is not None else k
    out, idx = _K_pool.max_pool(_as_tensor(x), k, s, _hw(p.pads), _hw(p.dilation), p.ceil_mode, True, p.name)
    return _wrap(out), _wrap(idx.to(mstype.to_torch_dtype(p.argmax_type)))


MaxPoolWithArgmaxV2 = define(
    "MaxPoolWithArgmaxV2", N.max_pool2d,
    (("kernel_size", None), ("strides", None), ("pads", 0), ("dilation", (1, 1)), ("ceil_mode", False),
     ("argmax_type", None)),
    _argmax_pool_v2, "2-D max pooling with padding and dilation; returns ``(output, argmax)`` (Int64 by default).",
    "x",
)  # fmt: skip


def _mpwav2_default(cls):
    orig = cls.__init__

    def __init__(self, *args, **kwargs):
        orig(self, *args, **kwargs)
        if self.argmax_type is None:
            from ...common import dtype as mstype

            self.argmax_type = self.attrs["argmax_type"] = mstype.int64
        # MindSpore's constructor checks, and its (1, 1, h, w) attributes
        attrs = N._argmax_pool_attrs(2, self.kernel_size, self.strides, self.pads, self.dilation, self.ceil_mode)
        for a, v in zip(("kernel_size", "strides", "pads", "dilation"), attrs, strict=True):
            setattr(self, a, (1, 1, *v))
            self.attrs[a] = (1, 1, *v)

    cls.__init__ = __init__
    return cls


MaxPoolWithArgmaxV2 = _mpwav2_default(MaxPoolWithArgmaxV2)


def _max_pool3d_argmax(p, x):
    out, idx = _K_pool.max_pool(_as_tensor(x), _hw(p.ksize, 3), _hw(p.strides, 3), _hw(p.pads, 3),
                                _hw(p.dilation, 3), p.ceil_mode, True, p.name)  # fmt: skip
    return _wrap(out), _wrap(idx.to(torch.int32 if p.argmax_type == "int32" else torch.int64))


def _mp3d_argmax_init(cls):
    orig = cls.__init__

    def __init__(self, *args, **kwargs):
        orig(self, *args, **kwargs)
        attrs = N._argmax_pool_attrs(3, self.ksize, self.strides, self.pads, self.dilation, self.ceil_mode)
        for a, v in zip(("ksize", "strides", "pads", "dilation"), attrs, strict=True):
            setattr(self, a, v)
            self.attrs[a] = v
        self.argmax_type = self.attrs["argmax_type"] = str(self.argmax_type).lower()  # MindSpore keeps the name

    cls.__init__ = __init__
    return cls


def _int64():
    from ...common import dtype as mstype

    return mstype.int64


MaxPool3DWithArgmax = _mp3d_argmax_init(define(
    "MaxPool3DWithArgmax", N.max_pool3d,
    (("ksize", None), ("strides", None), ("pads", None), ("dilation", (1, 1, 1)), ("ceil_mode", False),
     ("data_format", "NCDHW"), ("argmax_type", _int64())),
    _max_pool3d_argmax, "3-D max pooling with symmetric ``pads`` and ``dilation``; returns ``(output, argmax)`` "
    "with indices flat over each D*H*W volume.", "x",
))  # fmt: skip


def _max_pool3d(p, x):
    return _wrap(_pool_nd("max", 3, _as_tensor(x), _hw(p.kernel_size, 3), _hw(p.strides, 3), p.pad_mode,
                          p.pad_list, bool(p.ceil_mode)))  # fmt: skip


MaxPool3D = define(
    "MaxPool3D", N.max_pool3d,
    (("kernel_size", 1), ("strides", 1), ("pad_mode", "VALID"), ("pad_list", 0), ("ceil_mode", None),
     ("data_format", "NCDHW")),
    _max_pool3d, "3-D max pooling ('valid', TF-style 'same', or 'pad' with ``pad_list``).", "x",
)  # fmt: skip


def _avg_pool3d(p, x):
    return _wrap(_pool_nd("avg", 3, _as_tensor(x), _hw(p.kernel_size, 3), _hw(p.strides, 3), p.pad_mode, p.pad,
                          p.ceil_mode, p.count_include_pad, p.divisor_override))  # fmt: skip


AvgPool3D = define(
    "AvgPool3D", N.avg_pool3d,
    (("kernel_size", 1), ("strides", 1), ("pad_mode", "valid"), ("pad", 0), ("ceil_mode", False),
     ("count_include_pad", True), ("divisor_override", 0), ("data_format", "NCDHW")),
    _avg_pool3d, "3-D average pooling ('valid', TF-style 'same', or 'pad' with ``pad``).", "x",
)  # fmt: skip
AdaptiveAvgPool2D = define("AdaptiveAvgPool2D", N.adaptive_avg_pool2d, (("output_size", None),),
                           lambda p, x: N.adaptive_avg_pool2d(x, p.output_size),
                           "adaptive 2-D average pooling (``None`` keeps an axis).", "input_x")  # fmt: skip
AdaptiveMaxPool2D = define("AdaptiveMaxPool2D", N.adaptive_max_pool2d, (("output_size", None),),
                           lambda p, x: N.adaptive_max_pool2d(x, p.output_size, True),
                           "adaptive 2-D max pooling; returns ``(output, Int64 argmax)``.", "input_x")  # fmt: skip
AdaptiveAvgPool3D = define("AdaptiveAvgPool3D", N.adaptive_avg_pool3d, (("output_size", None),),
                           lambda p, x: N.adaptive_avg_pool3d(x, p.output_size),
                           "adaptive 3-D average pooling (``None`` keeps an axis).", "input_x")  # fmt: skip


def _amp3d(p, x, output_size):
    os_ = tuple(int(v) for v in _as_tensor(output_size).tolist())
    return N.adaptive_max_pool3d(x, os_, True)


AdaptiveMaxPool3D = define("AdaptiveMaxPool3D", N.adaptive_max_pool3d, (), _amp3d,
                           "adaptive 3-D max pooling to the Tensor ``output_size``; returns ``(output, Int32 argmax)``.",
                           "x, output_size")  # fmt: skip


def _l2n_init(cls):
    orig = cls.__init__

    def __init__(self, axis=0, epsilon=1e-4):
        orig(self, axis, epsilon)
        self.axis = self.attrs["axis"] = [axis] if isinstance(axis, int) else list(axis)
        self.attrs["epsilon"] = epsilon

    cls.__init__ = __init__
    return cls


def _l2_normalize(p, x):
    t = _as_tensor(x)
    return _wrap(_K_norm.l2_normalize(t, tuple(p.axis), p.epsilon))


L2Normalize = _l2n_init(define("L2Normalize", N.normalize, (("axis", 0), ("epsilon", 1e-4)), _l2_normalize,
                               "``x / sqrt(max(sum(x^2, axis), epsilon))``.", "x"))  # fmt: skip
LRN = _after_init(define(
    "LRN", N.lrn,
    (("depth_radius", 5), ("bias", 1.0), ("alpha", 1.0), ("beta", 0.5), ("norm_region", "ACROSS_CHANNELS")),
    lambda p, x: N._lrn(x, p.depth_radius, p.bias, p.alpha, p.beta),
    "local response normalisation across channels.", "x",
), lambda p: N._lrn_check(p.depth_radius, p.bias, p.alpha, p.beta, p.norm_region))  # fmt: skip


def _size2(size):
    if isinstance(size, (list, tuple)):
        return tuple(int(v) for v in size)
    return tuple(int(v) for v in _as_tensor(size).reshape(-1).tolist())


def _coord_mode(align_corners, half_pixel):
    return "align_corners" if align_corners else ("half_pixel" if half_pixel else "asymmetric")


def _resize_linear2d(t, size, mode):
    return _K_img.linear_axis(_K_img.linear_axis(t, 2, size[0], mode), 3, size[1], mode)


ResizeBilinearV2 = define(
    "ResizeBilinearV2", N.interpolate, (("align_corners", False), ("half_pixel_centers", False)),
    lambda p, x, size: _wrap(_resize_linear2d(_as_tensor(x), _size2(size),
                                              _coord_mode(p.align_corners, p.half_pixel_centers))),
    "bilinear resize of NCHW ``image`` to ``size`` (TensorFlow coordinates).", "image, size",
)  # fmt: skip


def _resize_nearest(t, size, ac, hp):
    return _K_img.nearest_axis(_K_img.nearest_axis(t, 2, size[0], ac, hp), 3, size[1], ac, hp)


ResizeNearestNeighbor = define(
    "ResizeNearestNeighbor", N.interpolate, (("size", None), ("align_corners", False), ("half_pixel_centers", False)),
    lambda p, x: _wrap(_resize_nearest(_as_tensor(x), _size2(p.size), p.align_corners, False)),
    "nearest-neighbour resize of NCHW input to ``size`` (TensorFlow coordinates; ``half_pixel_centers`` has no "
    "effect, as on MindSpore's CPU).", "input_x",
)  # fmt: skip
ResizeNearestNeighborV2 = define(
    "ResizeNearestNeighborV2", N.interpolate, (("align_corners", False), ("half_pixel_centers", False)),
    lambda p, x, size: _wrap(_resize_nearest(_as_tensor(x), _size2(size), p.align_corners, p.half_pixel_centers)),
    "nearest-neighbour resize of NCHW ``image`` to the Tensor ``size``.", "image, size",
)  # fmt: skip


def _resize_bicubic(p, x, size):
    t, sz = _as_tensor(x), _size2(size)
    mode = _coord_mode(p.align_corners, p.half_pixel_centers)
    return _wrap(_K_img.cubic_axis(_K_img.cubic_axis(t, 2, sz[0], mode), 3, sz[1], mode))


ResizeBicubic = define("ResizeBicubic", N.interpolate, (("align_corners", False), ("half_pixel_centers", False)),
                       _resize_bicubic, "bicubic resize of NCHW ``image`` (TensorFlow's kernel).",
                       "image, size")  # fmt: skip
ResizeLinear1D = define(
    "ResizeLinear1D", N.interpolate, (("coordinate_transformation_mode", "align_corners"),),
    lambda p, x, size: _wrap(_K_img.linear_axis(_as_tensor(x), 2, _size2(size)[0], p.coordinate_transformation_mode)),
    "linear resize of the last axis of ``(N, C, W)`` input.", "x, size",
)  # fmt: skip


def _upsample3d(mode):
    def call(p, x, output_size=None, scales=None):
        t = _as_tensor(x)
        size = _size2(output_size) if output_size is not None else None
        sc = tuple(float(v) for v in scales) if scales is not None else None
        if mode == "nearest":
            return _wrap(_K_img.interpolate_torch(t, size, sc, "nearest"))
        return _wrap(_K_img.interpolate_torch(t, size, sc, "trilinear", p.align_corners))

    return call


UpsampleNearest3D = define("UpsampleNearest3D", N.interpolate, (), _upsample3d("nearest"),
                           "nearest 3-D upsampling to ``output_size`` or by ``scales``.",
                           "x, output_size, scales")  # fmt: skip
UpsampleTrilinear3D = define("UpsampleTrilinear3D", N.interpolate, (("align_corners", False),),
                             _upsample3d("trilinear"), "trilinear 3-D upsampling to ``output_size`` or by ``scales``.",
                             "x, output_size, scales")  # fmt: skip
Pdist = define("Pdist", N.pdist, (("p", 2.0),), lambda p, x: N.pdist(x, p.p), "pairwise row distances.", "x")
ChannelShuffle = define("ChannelShuffle", N.channel_shuffle, (("group", None),),
                        lambda p, x: N.channel_shuffle(x, p.group), "channel shuffle in ``group`` groups.", "x")  # fmt: skip
Dense = define("Dense", N.dense, (), lambda p, x, w, b=None: N.dense(x, w, b), "``x @ w.T + b``.", "x, w, b")

EmbeddingLookup = _after_init(define(
    "EmbeddingLookup", N.embedding, (), lambda p, params, indices, offset: N._embedding_lookup(params, indices, offset),
    "rows ``indices - offset`` of ``input_params``; ids out of range give zero rows.",
    "input_params, input_indices, offset",
), lambda p: p.add_prim_attr("bprop_return_sparse", True))  # fmt: skip


def _mirror_pad(p, x, paddings):
    pads = _as_tensor(paddings).tolist()
    flat = [int(v) for lo_hi in reversed(pads) for v in lo_hi]
    t = _as_tensor(x)
    if p.mode.upper() == "REFLECT":
        return _wrap(_K_pad.pad_any(t, flat, "reflect"))
    return _wrap(_K_pad.symmetric_pad(t, pads))


MirrorPad = define("MirrorPad", N.pad, (("mode", "REFLECT"),), _mirror_pad,
                   "reflect/symmetric padding, ``paddings`` an (ndim, 2) Tensor.", "x, paddings")  # fmt: skip


def _padv3(p, x, paddings, value=None):
    pads = [int(v) for v in _as_tensor(paddings).reshape(-1).tolist()]
    if not p.paddings_contiguous:
        half = len(pads) // 2
        pads = [v for i in range(half) for v in (pads[i], pads[half + i])]
    mode = {"edge": "replicate"}.get(p.mode, p.mode)
    t = _as_tensor(x)
    if mode == "constant":
        v = 0 if value is None else (_as_tensor(value).item() if isinstance(value, Tensor) else value)
        return _wrap(_K_pad.pad_any(t, pads, "constant", v))
    return _wrap(_K_pad.pad_any(t, pads, mode))


PadV3 = define("PadV3", N.pad, (("mode", "constant"), ("paddings_contiguous", True)), _padv3,
               "padding of the trailing axes, ``paddings`` as ``ops.pad`` ('constant', 'reflect', 'edge', "
               "'circular').", "x, paddings, constant_value")  # fmt: skip
AffineGrid = define("AffineGrid", N.affine_grid, (("align_corners", False),),
                    lambda p, theta, size: N.affine_grid(theta, _size2(size), p.align_corners),
                    "sampling grid of affine transforms.", "theta, output_size")  # fmt: skip
GridSampler2D = define(
    "GridSampler2D", N.grid_sample, (("interpolation_mode", "bilinear"), ("padding_mode", "zeros"),
                                     ("align_corners", False)),
    lambda p, x, g: N.grid_sample(x, g, p.interpolation_mode, p.padding_mode, p.align_corners),
    "2-D grid sampling.", "input_x, grid",
)  # fmt: skip
GridSampler3D = define(
    "GridSampler3D", N.grid_sample, (("interpolation_mode", "bilinear"), ("padding_mode", "zeros"),
                                     ("align_corners", False)),
    lambda p, x, g: N.grid_sample(x, g, p.interpolation_mode, p.padding_mode, p.align_corners),
    "3-D grid sampling.", "input_x, grid",
)  # fmt: skip


def _max_unpool2d(p, x, argmax):
    k = _hw(p.ksize)
    s = _hw(p.strides) if p.strides not in (0, (0, 0)) else k
    return N._unpool(2, x, argmax, k, s, _hw(p.pads), tuple(p.output_shape) if p.output_shape else None)


MaxUnpool2D = define("MaxUnpool2D", N.max_unpool2d,
                     (("ksize", None), ("strides", 0), ("pads", 0), ("output_shape", ()), ("data_format", "NCHW")),
                     _max_unpool2d, "inverse of 2-D max pooling.", "x, argmax")  # fmt: skip


def _channel_dropout_prim(nd):
    def call(p, x):
        t = _as_tensor(x)
        N._check_channel_dropout(t, p.keep_prob, nd, f"Dropout{nd}D")
        y, mask = _K_drop.channel_dropout_with_mask(t, p.keep_prob, nd)
        return _wrap(y), _wrap(mask)

    return call


Dropout2D = define("Dropout2D", N.dropout2d, (("keep_prob", 0.5),), _channel_dropout_prim(2),
                   "channel dropout of NCHW input; returns ``(output, Bool mask)``.", "x")  # fmt: skip
Dropout3D = define("Dropout3D", N.dropout3d, (("keep_prob", 0.5),), _channel_dropout_prim(3),
                   "channel dropout of NCDHW input; returns ``(output, Bool mask)``.", "x")  # fmt: skip


def _layer_norm(p, x, gamma, beta):
    t = _as_tensor(x)
    if not t.is_floating_point():
        _K_norm.check_float("LayerNorm", t, (torch.float16, torch.float32, torch.float64))
    y, mean, var = _K_norm.layer_norm_prim(
        t, p.begin_norm_axis, p.begin_params_axis, _as_tensor(gamma), _as_tensor(beta), p.epsilon
    )
    return _wrap(y), _wrap(mean), _wrap(var)


LayerNorm = define(
    "LayerNorm", N.layer_norm, (("begin_norm_axis", 1), ("begin_params_axis", 1), ("epsilon", 1e-7)), _layer_norm,
    "layer normalisation from ``begin_norm_axis``; returns ``(y, mean, variance)``.", "input_x, gamma, beta",
)  # fmt: skip


def _batch_norm(p, x, scale, bias, mean, variance):
    args = [_as_tensor(v) for v in (x, mean, variance, scale, bias)]
    y, m, v = _K_norm.batch_norm_prim(*args, p.is_training, p.momentum, p.epsilon)
    return _wrap(y), _wrap(m), _wrap(v), _wrap(m), _wrap(v)


BatchNorm = define(
    "BatchNorm", N.batch_norm, (("is_training", False), ("epsilon", 1e-5), ("momentum", 0.1), ("data_format", "NCHW")),
    _batch_norm, "batch normalisation over axis 1; returns five tensors ``(y, mean, variance, ...)``; in training "
    "the moving statistics are updated in place (``moving = (1 - momentum) * moving + momentum * batch``).",
    "input_x, scale, bias, mean, variance",
)  # fmt: skip


def _dropout(p, x):
    t = _as_tensor(x) if isinstance(x, (Tensor, torch.Tensor)) else x
    _K_drop.check_input(t)
    _K_drop.check_keep_prob(p.keep_prob)
    out, mask = _K_drop.dropout_with_mask(t, p.keep_prob)
    return _wrap(out), _wrap(mask)


Dropout = define("Dropout", N.dropout, (("keep_prob", 0.5), ("Seed0", 0), ("Seed1", 0)), _dropout,
                 "``(x * mask / keep_prob, mask)`` with a random keep mask (torch's generator).", "x")  # fmt: skip


def _sce(p, logits, labels):
    lg = _as_tensor(logits)
    lb = _as_tensor(labels)
    loss, back = _K_loss.softmax_ce_pair(lg, lb)
    return _wrap(loss), _wrap(back)


SoftmaxCrossEntropyWithLogits = define(
    "SoftmaxCrossEntropyWithLogits", N.cross_entropy, (), _sce,
    "per-sample cross entropy of ``logits`` against one-hot/probability ``labels``; returns ``(loss, dlogits)``.",
    "logits, labels",
)  # fmt: skip


def _sparse_sce(p, logits, labels):
    lg = _as_tensor(logits)
    lb = _int_indices("SparseSoftmaxCrossEntropyWithLogits", _as_tensor(labels), "labels_type").long()
    if p.is_grad:
        return _wrap(_K_loss.sparse_softmax_ce_grad(lg, lb))
    return _wrap(_K_loss.sparse_softmax_ce_mean(lg, lb))


SparseSoftmaxCrossEntropyWithLogits = define(
    "SparseSoftmaxCrossEntropyWithLogits", N.cross_entropy, (("is_grad", False),), _sparse_sce,
    "mean cross entropy of ``logits`` against class indices (the gradient when ``is_grad``).", "logits, labels",
)  # fmt: skip
BCEWithLogitsLoss = define(
    "BCEWithLogitsLoss", N.binary_cross_entropy_with_logits, (("reduction", "mean"),),
    lambda p, x, y, w=None, pw=None: N.binary_cross_entropy_with_logits(x, y, w, pw, p.reduction),
    "sigmoid + binary cross entropy.", "logits, label, weight, pos_weight",
)  # fmt: skip
BinaryCrossEntropy = define(
    "BinaryCrossEntropy", N.binary_cross_entropy, (("reduction", "mean"),),
    lambda p, x, y, w=None: N.binary_cross_entropy(x, y, w, p.reduction), "binary cross entropy of probabilities.",
    "logits, labels, weight",
)  # fmt: skip
SigmoidCrossEntropyWithLogits = define(
    "SigmoidCrossEntropyWithLogits", N.binary_cross_entropy_with_logits, (),
    lambda p, x, y: N.binary_cross_entropy_with_logits(x, y, reduction="none"),
    "element-wise sigmoid cross entropy.", "logits, label",
)  # fmt: skip
SmoothL1Loss = define(
    "SmoothL1Loss", N.smooth_l1_loss, (("beta", 1.0), ("reduction", "none")),
    lambda p, x, y: N.smooth_l1_loss(x, y, p.beta, p.reduction), "smooth L1 loss.", "prediction, target",
)  # fmt: skip
KLDivLoss = define("KLDivLoss", N.kl_div, (("reduction", "mean"),), lambda p, x, y: N.kl_div(x, y, p.reduction),
                   "KL divergence of log-probability ``logits`` from ``labels``.", "logits, labels")  # fmt: skip
SoftMarginLoss = define(
    "SoftMarginLoss", N.soft_margin_loss, (("reduction", "mean"),),
    lambda p, x, y: N.soft_margin_loss(x, y, p.reduction), "soft margin loss.", "input, target",
)  # fmt: skip


MultiMarginLoss = define("MultiMarginLoss", N.multi_margin_loss, (("p", 1), ("margin", 1.0), ("reduction", "mean")),
                         lambda p, x, target, weight=None: N._multi_margin(x, target, p.p, p.margin, weight, p.reduction),
                         "multi-class hinge loss.", "x, target, weight")  # fmt: skip
MultilabelMarginLoss = define(
    "MultilabelMarginLoss", N.multilabel_margin_loss, (("reduction", "mean"),),
    lambda p, x, y: (N.multilabel_margin_loss(x, y, p.reduction), _wrap((_as_tensor(y) >= 0).to(torch.int32))),
    "multi-label hinge loss; returns ``(loss, is_target)``.", "x, target",
)  # fmt: skip
TripletMarginLoss = define(
    "TripletMarginLoss", N.triplet_margin_loss, (("p", 2), ("swap", False), ("eps", 1e-6), ("reduction", "mean")),
    lambda p, a, b, c, m: N.triplet_margin_loss(a, b, c, m, p.p, p.eps, p.swap, p.reduction),
    "triplet margin loss with a Tensor ``margin``.", "x, positive, negative, margin",
)  # fmt: skip

CTCLoss = define(
    "CTCLoss", N.ctc_loss,
    (("preprocess_collapse_repeated", False), ("ctc_merge_repeated", True), ("ignore_longer_outputs_than_inputs",
                                                                              False)),
    lambda p, x, li, lv, sl: N._ctc_sparse(x, li, lv, sl, p.preprocess_collapse_repeated, p.ctc_merge_repeated,
                                           p.ignore_longer_outputs_than_inputs),
    "TensorFlow's CTC loss of logits ``x`` (T, N, C) against sparse labels (blank ``C - 1``); returns "
    "``(loss, gradient)``.", "x, labels_indices, labels_values, sequence_length",
)  # fmt: skip


def _ctc_v2_check(p):
    from ... import _checkparam as validator

    validator.check_string(p.reduction, ["none"], "reduction", "CTCLossV2")


CTCLossV2 = _after_init(define(
    "CTCLossV2", N.ctc_loss, (("blank", 0), ("reduction", "none"), ("zero_infinity", False)),
    lambda p, lp, tg, il, tl: N.ctc_loss(lp, tg, il, tl, p.blank, "none", p.zero_infinity),
    "CTC loss per sample and the forward variables: ``(neg_log_likelihood, log_alpha)``.",
    "log_probs, targets, input_lengths, target_lengths",
), _ctc_v2_check)  # fmt: skip


def _nll_prim(p, logits, labels, weight):
    loss, total = _K_loss.nll_prim(_as_tensor(logits), _as_tensor(labels), _as_tensor(weight), p.ignore_index,
                                   p.reduction)  # fmt: skip
    return _wrap(loss), _wrap(total)


NLLLoss = define("NLLLoss", N.nll_loss, (("reduction", "mean"), ("ignore_index", -100)), _nll_prim,
                 "negative log-likelihood; returns ``(loss, total_weight)``.", "logits, labels, weight")  # fmt: skip
L2Loss = define("L2Loss", N.mse_loss, (), lambda p, x: _wrap((_as_tensor(x) ** 2).sum() / 2),
                "``sum(x ** 2) / 2``.", "input_x")  # fmt: skip


def _pad(p, x):
    return _wrap(_K_pad.pad_pairs(x._t if isinstance(x, Tensor) else x, p.paddings))


Pad = define("Pad", N.pad, (("paddings", ()),), _pad, "zero padding, ``paddings = ((before, after), ...)`` per axis.",
             "input_x")  # fmt: skip
ResizeBilinear = define(
    "ResizeBilinear", N.interpolate, (("size", None), ("align_corners", False), ("half_pixel_centers", False)),
    lambda p, x: _wrap(_resize_linear2d(_as_tensor(x), _size2(p.size),
                                        _coord_mode(p.align_corners, p.half_pixel_centers))),
    "bilinear resize to ``size`` (the 1.x primitive; TensorFlow coordinates).", "x",
)  # fmt: skip


# ---- optimizer primitives: in-place updates of their Parameter (or Tensor) inputs -------------------------------


def _slot(x, op: str, arg: str) -> torch.Tensor:
    """The torch tensor an Apply* primitive writes in place (a Parameter's or a Tensor's own storage)."""
    if not isinstance(x, Tensor):
        raise _errors.type_error(op, f"the '{arg}' must be a Parameter or Tensor, but got {type(x).__name__}.")
    return x._t


def _hyper(v, like: torch.Tensor):
    """A scalar hyper-parameter (Python number or one-element Tensor) as a 0-d tensor of ``like``'s dtype (MindSpore
    computes in the variable's dtype)."""
    return _K_optim.hyper(v._t if isinstance(v, Tensor) else v, like)


def _apply(op: str, names: tuple, args: tuple, n_slots: int, update) -> tuple:
    """Run ``update(*slots, *rest)`` with the first ``n_slots`` inputs as in-place torch tensors (no autograd)."""
    if len(args) != len(names):
        raise ValueError(f"{op} inputs number {len(args)} does not match the requires signature size {len(names)}")
    slots = [_slot(a, op, n) for a, n in zip(args[:n_slots], names[:n_slots], strict=True)]
    rest = []
    for a, n in zip(args[n_slots:], names[n_slots:], strict=True):
        rest.append(_as_tensor(a).to(slots[0].dtype) if n in ("grad", "gradient", "delta") else _hyper(a, slots[0]))
    for n, t in zip(names[n_slots:], rest, strict=True):
        if n in ("grad", "gradient", "delta") and t.shape != slots[0].shape:
            if op == "ApplyMomentum":
                raise ValueError(
                    f"For primitive[{op}], the gradient_shape must be equal to variable_shape which is [const "
                    f"vector]{{{', '.join(map(str, slots[0].shape))}}} , but got [const vector]"
                    f"{{{', '.join(map(str, t.shape))}}}."
                )
            raise _errors.value_error(
                op,
                f"evaluator arg '{n}' must have the same shape as '{names[0]}'. But got '{n}' shape: "
                f"({', '.join(map(str, t.shape))}), '{names[0]}' shape: ({', '.join(map(str, slots[0].shape))}).",
            )
    with torch.no_grad():
        update(*slots, *rest)
    return slots


def _momentum_update(var, accum, lr, grad, momentum) -> None:
    """ApplyMomentum's CPU update: ``accum = accum * momentum + grad; var -= lr * accum``."""
    _K_optim.momentum([var], [grad], [accum], momentum, [lr])


def _apply_momentum(p, *args):
    var, _ = _apply("ApplyMomentum", ("variable", "accumulation", "learning_rate", "gradient", "momentum"), args, 2,
                    _momentum_update)  # fmt: skip
    return _wrap(var)


def _apply_rmsprop(p, *args):
    var, _, _ = _apply(
        "ApplyRMSProp", ("var", "mean_square", "moment", "learning_rate", "grad", "decay", "momentum", "epsilon"),
        args, 3, lambda v, ms, mom, lr, g, d, m, e: _K_optim.apply_rmsprop(v, ms, mom, lr, g, d, m, e),
    )  # fmt: skip
    return _wrap(_K_optim.state_like(var))


def _apply_centered_rmsprop(p, *args):
    var, _, _, _ = _apply(
        "ApplyCenteredRMSProp",
        ("var", "mean_gradient", "mean_square", "moment", "grad", "learning_rate", "decay", "momentum", "epsilon"),
        args, 4, lambda v, mg, ms, mom, g, lr, d, m, e: _K_optim.apply_rmsprop(v, ms, mom, lr, g, d, m, e, mg),
    )  # fmt: skip
    return _wrap(_K_optim.state_like(var))


def _apply_sgd(p, parameters, gradient, learning_rate, accum, momentum, stat):
    param, accum_t, stat_t = (_slot(t, "SGD", n) for t, n in ((parameters, "parameters"), (accum, "accum"),
                                                                  (stat, "stat")))  # fmt: skip
    with torch.no_grad():
        _K_optim.apply_sgd(param, accum_t, stat_t, _as_tensor(gradient).to(param.dtype), _hyper(learning_rate, param),
                           _hyper(momentum, param), p.dampening, p.weight_decay, p.nesterov)  # fmt: skip
    return _wrap(param)


def _bools(*names):
    def check(p) -> None:
        from ... import _checkparam as validator

        for n in names:
            validator.check_value_type(n, getattr(p, n), [bool], p.name)

    return check


def _tuple_out(slots):
    return tuple(_wrap(t) for t in slots)


_OPT_DOC = " Updates the Parameters in place (no gradient flows) and returns them."


def _momentum_check(p) -> None:
    from ... import _checkparam as validator

    validator.check_bool(p.use_nesterov, "use_nesterov", p.name)
    validator.check_bool(p.use_locking, "use_locking", p.name)
    validator.check_value_type("gradient_scale", p.gradient_scale, [float], p.name)


ApplyMomentum = _after_init(define(
    "ApplyMomentum", _momentum_update, (("use_nesterov", False), ("use_locking", False), ("gradient_scale", 1.0)),
    _apply_momentum, "``accum = accum * momentum + gradient; variable -= learning_rate * accum``; returns "
    "``variable``. As MindSpore's CPU kernel, ``use_nesterov`` does not change the update." + _OPT_DOC,
    "variable, accumulation, learning_rate, gradient, momentum",
), _momentum_check)  # fmt: skip
ApplyRMSProp = _after_init(define(
    "ApplyRMSProp", _K_optim.apply_rmsprop, (("use_locking", False),), _apply_rmsprop,
    "RMSProp step on ``var``/``mean_square``/``moment``; returns zeros shaped like ``var``, as MindSpore's CPU "
    "kernel does." + _OPT_DOC, "var, mean_square, moment, learning_rate, grad, decay, momentum, epsilon",
), _bools("use_locking"))  # fmt: skip
ApplyCenteredRMSProp = _after_init(define(
    "ApplyCenteredRMSProp", _K_optim.apply_rmsprop, (("use_locking", False),), _apply_centered_rmsprop,
    "centered RMSProp step (``mean_gradient`` subtracted in the denominator); returns zeros shaped like ``var``, as "
    "MindSpore's CPU kernel does." + _OPT_DOC,
    "var, mean_gradient, mean_square, moment, grad, learning_rate, decay, momentum, epsilon",
), _bools("use_locking"))  # fmt: skip
ApplyGradientDescent = define(
    "ApplyGradientDescent", _K_optim.apply_gradient_descent, (),
    lambda p, *a: _wrap(_apply("ApplyGradientDescent", ("var", "alpha", "delta"), a, 1,
                               _K_optim.apply_gradient_descent)[0]),
    "``var -= alpha * delta``; returns ``var``." + _OPT_DOC, "var, alpha, delta",
)  # fmt: skip
ApplyProximalGradientDescent = define(
    "ApplyProximalGradientDescent", _K_optim.apply_proximal_gradient_descent, (),
    lambda p, *a: _wrap(_apply("ApplyProximalGradientDescent", ("var", "alpha", "l1", "l2", "delta"), a, 1,
                               _K_optim.apply_proximal_gradient_descent)[0]),
    "proximal step ``sign(v) max(|v| - alpha l1, 0) / (1 + alpha l2)`` of ``v = var - alpha delta``; returns "
    "``var``." + _OPT_DOC, "var, alpha, l1, l2, delta",
)  # fmt: skip
ApplyAdagrad = _after_init(define(
    "ApplyAdagrad", _K_optim.apply_adagrad, (("update_slots", True),),
    lambda p, *a: _tuple_out(_apply("ApplyAdagrad", ("var", "accum", "lr", "grad"), a, 2, _K_optim.apply_adagrad)),
    "``accum += grad^2; var -= lr grad / sqrt(accum)``; returns ``(var, accum)`` (MindSpore's CPU kernel updates "
    "``accum`` whatever ``update_slots``)." + _OPT_DOC, "var, accum, lr, grad",
), _bools("update_slots"))  # fmt: skip


def _adagrad_v2_check(p) -> None:
    from ... import _checkparam as validator

    validator.check_value_type("epsilon", p.epsilon, [float], p.name)
    validator.check_value_type("update_slots", p.update_slots, [bool], p.name)
    p.add_prim_attr("side_effect_mem", True)


ApplyAdagradV2 = _after_init(define(
    "ApplyAdagradV2", _K_optim.apply_adagrad, (("epsilon", None), ("update_slots", True)),
    lambda p, *a: _tuple_out(_apply("ApplyAdagradV2", ("var", "accum", "lr", "grad"), a, 2,
                                    lambda v, ac, lr, g: _K_optim.apply_adagrad(v, ac, lr, g, p.epsilon))),
    "``accum += grad^2; var -= lr grad / (sqrt(accum) + epsilon)``; returns ``(var, accum)``." + _OPT_DOC,
    "var, accum, lr, grad",
), _adagrad_v2_check)  # fmt: skip
ApplyAdaMax = define(
    "ApplyAdaMax", _K_optim.apply_adamax, (),
    lambda p, *a: _tuple_out(_apply("ApplyAdaMax", ("var", "m", "v", "beta1_power", "lr", "beta1", "beta2",
                                                    "epsilon", "grad"), a, 3, _K_optim.apply_adamax)),
    "AdaMax: ``m = b1 m + (1 - b1) g; v = max(b2 v, |g|); var -= lr / (1 - beta1_power) m / (v + epsilon)``; "
    "returns ``(var, m, v)``." + _OPT_DOC, "var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad",
)  # fmt: skip
AdamWeightDecay = define(
    "AdamWeightDecay", _K_optim.adam_weight_decay, (("use_locking", False),),
    lambda p, *a: _tuple_out(_apply("AdamWeightDecay", ("var", "m", "v", "lr", "beta1", "beta2", "epsilon", "decay",
                                                        "gradient"), a, 3, _K_optim.adam_weight_decay)),
    "Adam with decoupled weight decay, no bias correction: ``m += (g - m)(1 - beta1); v += (g^2 - v)(1 - beta2); "
    "var -= lr (m / (sqrt(v) + epsilon) + decay var)``; returns ``(var, m, v)``." + _OPT_DOC,
    "var, m, v, lr, beta1, beta2, epsilon, decay, gradient",
)  # fmt: skip
ApplyAdadelta = define(
    "ApplyAdadelta", _K_optim.apply_adadelta, (),
    lambda p, *a: _tuple_out(_apply("ApplyAdadelta", ("var", "accum", "accum_update", "lr", "rho", "epsilon",
                                                      "grad"), a, 3, _K_optim.apply_adadelta)),
    "Adadelta step; returns ``(var, accum, accum_update)``." + _OPT_DOC,
    "var, accum, accum_update, lr, rho, epsilon, grad",
)  # fmt: skip
ApplyAddSign = define(
    "ApplyAddSign", _K_optim.apply_sign(False), (),
    lambda p, *a: _tuple_out(_apply("ApplyAddSign", ("var", "m", "lr", "alpha", "sign_decay", "beta", "grad"), a,
                                    2, _K_optim.apply_sign(False))),
    "``m = beta m + (1 - beta) g; var -= lr (alpha + sign_decay sign(g) sign(m)) g``; returns ``(var, m)``."
    + _OPT_DOC, "var, m, lr, alpha, sign_decay, beta, grad",
)  # fmt: skip
ApplyPowerSign = define(
    "ApplyPowerSign", _K_optim.apply_sign(True), (),
    lambda p, *a: _tuple_out(_apply("ApplyPowerSign", ("var", "m", "lr", "logbase", "sign_decay", "beta", "grad"),
                                    a, 2, _K_optim.apply_sign(True))),
    "``m = beta m + (1 - beta) g; var -= lr exp(logbase sign_decay sign(g) sign(m)) g``; returns ``(var, m)``."
    + _OPT_DOC, "var, m, lr, logbase, sign_decay, beta, grad",
)  # fmt: skip
ApplyProximalAdagrad = _after_init(define(
    "ApplyProximalAdagrad", _K_optim.apply_proximal_adagrad, (("use_locking", False),),
    lambda p, *a: _tuple_out(_apply("ApplyProximalAdagrad", ("var", "accum", "lr", "l1", "l2", "grad"), a, 2,
                                    _K_optim.apply_proximal_adagrad)),
    "``accum += g^2``, then the proximal step with the rate ``lr / sqrt(accum)``; returns ``(var, accum)``."
    + _OPT_DOC, "var, accum, lr, l1, l2, grad",
), _bools("use_locking"))  # fmt: skip
ApplyFtrl = _after_init(define(
    "ApplyFtrl", _K_optim.apply_ftrl, (("use_locking", False),),
    lambda p, *a: _wrap(_apply("ApplyFtrl", ("var", "accum", "linear", "grad", "lr", "l1", "l2", "lr_power"), a, 3,
                               _K_optim.apply_ftrl)[0]),
    "FTRL-proximal step on ``var``/``accum``/``linear``; returns ``var``. As MindSpore's CPU kernel, the new "
    "``var`` is ``(l1 - linear) / quadratic`` where ``|linear| > l1`` (for either sign of ``linear``), else 0."
    + _OPT_DOC,
    "var, accum, linear, grad, lr, l1, l2, lr_power",
), _bools("use_locking"))  # fmt: skip


def _adam_update(nesterov: bool):
    def update(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, eps, grad) -> None:
        lr_t = _K_optim.adam_kernel_rate(float(lr), float(beta1_power), float(beta2_power))
        _K_optim.adam([var], [grad], [m], [v], beta1=float(beta1), beta2=float(beta2), eps=float(eps), lr=[lr_t],
                      nesterov=nesterov)  # fmt: skip

    return update


def _apply_adam(p, *args):
    slots = _apply("Adam", ("var", "m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon",
                            "gradient"), args, 3, _adam_update(p.use_nesterov))  # fmt: skip
    return tuple(_wrap(_K_optim.state_like(t)) for t in slots)


Adam = _after_init(define(
    "Adam", _adam_update, (("use_locking", False), ("use_nesterov", False)), _apply_adam,
    "Adam step with ``lr_t = lr sqrt(1 - beta2_power) / (1 - beta1_power)``; returns three zero tensors, as "
    "MindSpore's CPU kernel does." + _OPT_DOC, "var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient",
), _bools("use_locking", "use_nesterov"))  # fmt: skip


def _sgd_check(p) -> None:
    from ... import _checkparam as validator

    validator.check_value_type("nesterov", p.nesterov, [bool], p.name)
    if p.nesterov and p.dampening != 0:
        raise _errors.value_error(
            p.name,
            f"the 'dampening' must be 0 when 'nesterov' is True, but got 'dampening' is "
            f"{p.dampening} and 'nesterov' is {p.nesterov}.",
        )


SGD = _after_init(define(
    "SGD", _K_optim.apply_sgd, (("dampening", 0.0), ("weight_decay", 0.0), ("nesterov", False)), _apply_sgd,
    "SGD with momentum: weight decay, then ``accum = grad`` on the first step (``stat > 0``, then zeroed) else "
    "``accum = momentum accum + (1 - dampening) grad``, and ``parameters -= lr accum`` (Nesterov: "
    "``grad + momentum accum``); returns ``parameters``." + _OPT_DOC,
    "parameters, gradient, learning_rate, accum, momentum, stat",
), _sgd_check)  # fmt: skip


class LSTM(Primitive):
    """``ops.LSTM(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size=0)(x, h, c, w)``.

    Mirrors ``mindspore.ops.LSTM`` (2.10) on CPU: a multi-layer (bidirectional) LSTM over ``x`` of shape
    ``(seq_len, batch, input_size)`` with initial states ``h`` ``(num_layers * num_directions, batch, real_hidden)``
    (``real_hidden`` is ``proj_size`` when > 0, else ``hidden_size``) and ``c``
    ``(num_layers * num_directions, batch, hidden_size)``, all weights in the flat ``w`` (MindSpore's CPU layout,
    see ``_kernels.rnn.lstm_flat_weights``; gate order i, f, g, o). Differentiable in ``x``, ``h``, ``c`` and ``w``.

    Returns:
        ``(output, h_n, c_n, reserve, state)``; ``output`` is ``(seq_len, batch, num_directions * real_hidden)``.

    Known differences: ``reserve`` and ``state`` (the CPU kernel's oneDNN workspace) are zeros of shape (1, 1);
    ``dropout`` between layers is not applied (the primitive has no training switch); the layout of ``w`` is
    MindSpore's for one layer (either direction, with or without projection) and several unidirectional layers,
    and does not yet match it for several bidirectional layers.

    Raises:
        TypeError / ValueError: for attribute values MindSpore's constructor rejects.
    """

    def __init__(self, input_size: int, hidden_size: int, num_layers: int, has_bias: bool, bidirectional: bool,
                 dropout: float, proj_size: int = 0) -> None:  # fmt: skip
        from ... import _checkparam as validator

        Primitive.__init__(self, "LSTM")
        self.input_size = validator.check_positive_int(input_size, "input_size", self.name)
        self.hidden_size = validator.check_positive_int(hidden_size, "hidden_size", self.name)
        self.proj_size = validator.check_int_range(proj_size, 0, hidden_size, validator.INC_LEFT, "proj_size",
                                                   self.name)  # fmt: skip
        self.num_layers = validator.check_positive_int(num_layers, "num_layers", self.name)
        self.has_bias = validator.check_value_type("has_bias", has_bias, (bool,), self.name)
        self.bidirectional = validator.check_value_type("bidirectional", bidirectional, (bool,), self.name)
        validator.check_value_type("dropout", dropout, [float], self.name)
        self.dropout = validator.check_float_range(dropout, 0, 1, validator.INC_BOTH, "dropout", self.name)
        self.num_directions = 2 if bidirectional else 1
        self.attrs.update(
            input_size=input_size, hidden_size=hidden_size, num_layers=num_layers, has_bias=has_bias,
            bidirectional=bidirectional, dropout=dropout, proj_size=proj_size, num_directions=self.num_directions,
        )  # fmt: skip

    def __call__(self, x, h, c, w) -> tuple:
        t = _as_tensor(x)
        ht, ct, wt = _as_tensor(h).to(t.dtype), _as_tensor(c).to(t.dtype), _as_tensor(w).to(t.dtype)
        if t.ndim != 3:
            raise _errors.dim_error("LSTM", "x", 3, t.ndim)
        if t.shape[2] != self.input_size:
            raise _errors.value_error(
                "LSTM",
                f"the last dimension of 'x' must be equal to 'input_size' {self.input_size}, but got {t.shape[2]}.",
            )
        out, hn, cn, reserve, state = _K_rnn.lstm_flat(t, ht, ct, wt, self)
        return _wrap(out), _wrap(hn), _wrap(cn), _wrap(reserve), _wrap(state)


from .._ascend_ops import DynamicGRUV2, DynamicRNN  # noqa: E402,F401  (mindshim._api)

__all__ = _api.names(__name__)


InTopK = define("InTopK", N.intopk, (("k", None),), lambda p, x1, x2: N.intopk(x1, x2, p.k),
                "whether each target is among the ``k`` largest of its row.", "x1, x2")  # fmt: skip
_in_top_k_attrs = InTopK.__init__


def _in_top_k_init(self, k: int) -> None:
    from ... import _checkparam as validator

    validator.check_value_type("k", k, [int], "InTopK")
    _in_top_k_attrs(self, k)


InTopK.__init__ = _in_top_k_init


class ROIAlign(Primitive):
    """``ops.ROIAlign(pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1)(features, rois)``:
    the ``(R, C, pooled_height, pooled_width)`` RoI Align of NCHW ``features`` over the RoIs ``(image_index, x0,
    y0, x1, y1)`` of ``rois`` (R, 5), scaled by ``spatial_scale``.

    Mirrors ``mindspore.ops.ROIAlign`` (2.10) on CPU: each bin averages ``sample_num`` x ``sample_num`` bilinear
    samples (``floor(bin size)`` per axis when ``sample_num <= 0``); ``roi_end_mode=1`` adds 1 to ``x1``/``y1``
    before scaling, 0 forces RoIs to at least 1x1. Float16/Float32 (one dtype), output in it. The gradient of
    ``features`` is MindSpore's ``ROIAlignGrad`` (which samples as ``roi_end_mode=1`` whatever the forward's
    mode); ``rois`` get zeros. Computed by ``_kernels.detection.roi_align``.

    Raises:
        TypeError: an int argument not an int (bool refused), ``spatial_scale`` not a float; an input not a Tensor
            or not Float16/Float32.
        ValueError: ``roi_end_mode`` not 0 or 1; ``rois`` not (R, 5); ``features`` not 4-D.
        RuntimeError: a zero or negative pooled size; an image index outside ``[0, N - 1]``.
    """

    def __init__(self, pooled_height: int, pooled_width: int, spatial_scale: float, sample_num: int = 2,
                 roi_end_mode: int = 1) -> None:  # fmt: skip
        from ... import _checkparam as validator

        Primitive.__init__(self, "ROIAlign")
        validator.check_value_type("pooled_height", pooled_height, [int], self.name)
        validator.check_value_type("pooled_width", pooled_width, [int], self.name)
        validator.check_value_type("spatial_scale", spatial_scale, [float], self.name)
        validator.check_value_type("sample_num", sample_num, [int], self.name)
        validator.check_value_type("roi_end_mode", roi_end_mode, [int], self.name)
        validator.check_int_range(roi_end_mode, 0, 1, validator.INC_BOTH, "roi_end_mode", self.name)
        self.pooled_height, self.pooled_width, self.spatial_scale = pooled_height, pooled_width, spatial_scale
        self.sample_num, self.roi_end_mode = sample_num, roi_end_mode
        self.attrs.update(
            pooled_height=pooled_height, pooled_width=pooled_width, spatial_scale=spatial_scale,
            sample_num=sample_num, roi_end_mode=roi_end_mode,
        )  # fmt: skip

    def __call__(self, features: Tensor, rois: Tensor) -> Tensor:
        from ..._kernels import detection as _K_det
        from ..function._utils import _prim_input

        f = _prim_input(self.name, "feature", features)
        r = _prim_input(self.name, "rois", rois)
        return _wrap(
            _K_det.roi_align(
                f, r, self.pooled_height, self.pooled_width, self.spatial_scale, self.sample_num, self.roi_end_mode
            )
        )


class DeformableOffsets(Primitive):
    """``ops.DeformableOffsets(strides, pads, ksize, dilations=(1, 1, 1, 1), data_format='NCHW',
    deformable_groups=1, modulated=True)(x, offsets)``: the ``(N, C, OH * kh, OW * kw)`` map of ``x`` sampled at
    each kernel tap moved by its offset, times its mask (the first stage of ``ops.deformable_conv2d``).

    Mirrors ``mindspore.ops.DeformableOffsets`` (2.10) on CPU for NCHW; ``offsets`` is ``(N, 3 * deformable_groups
    * kh * kw, OH, OW)`` (x offsets, y offsets, masks). Known difference: MindSpore's CPU kernel indexes an 'NHWC'
    input as NCHW; mindshim transposes it. Computed by ``_kernels.detection.deformable_offsets``.

    Raises:
        TypeError: a tuple argument not a tuple of ints, ``modulated`` not a bool; inputs not Tensors, of different
            dtypes or not Float16/Float32.
        ValueError: see :func:`mindspore.ops.deformable_conv2d`; ``data_format`` neither 'NCHW' nor 'NHWC'.
    """

    def __init__(self, strides: tuple, pads: tuple, ksize: tuple, dilations: tuple = (1, 1, 1, 1),
                 data_format: str = "NCHW", deformable_groups: int = 1, modulated: bool = True) -> None:  # fmt: skip
        Primitive.__init__(self, "DeformableOffsets")
        self.format = N._deformable_attrs(
            self.name, strides, pads, ksize, dilations, data_format, deformable_groups, modulated
        )
        self.strides, self.pads, self.ksize, self.dilations = strides, pads, ksize, dilations
        self.deformable_groups, self.modulated = deformable_groups, modulated
        self.attrs.update(
            strides=strides, pads=pads, ksize=ksize, dilations=dilations, format=self.format,
            deformable_groups=deformable_groups, modulated=modulated,
        )  # fmt: skip

    def __call__(self, x: Tensor, offsets: Tensor) -> Tensor:
        return N._deformable_offsets(
            x, offsets, self.strides, self.pads, self.ksize, self.dilations, self.format, self.deformable_groups
        )


# the sparse and AMSGrad optimizer primitives (MindSpore defines them in this module)
from ._optim_prims import (  # noqa: E402,F401
    AdamNoUpdateParam,
    ApplyAdagradDA,
    ApplyAdamWithAmsgrad,
    ApplyAdamWithAmsgradV2,
    FusedSparseAdam,
    FusedSparseFtrl,
    FusedSparseLazyAdam,
    FusedSparseProximalAdagrad,
    SparseApplyAdagradV2,
    SparseApplyFtrl,
    SparseApplyRMSProp,
)


class CTCGreedyDecoder(Primitive):
    """``ops.CTCGreedyDecoder(merge_repeated=True)(inputs, sequence_length)``: greedy decoding of the logits
    ``inputs`` ``(max_time, batch, num_classes)`` (Float32/64, blank ``num_classes - 1``) over ``sequence_length``
    ``(batch,)`` (Int32): ``(decoded_indices, decoded_values, decoded_shape, log_probability)``, the first three
    Int64, the last ``(batch, 1)`` in the input dtype (minus the sum of the step maxima).

    Mirrors ``mindspore.ops.CTCGreedyDecoder`` (2.10) on CPU. Computed by ``_kernels.decode.ctc_greedy_decoder``.

    Raises:
        TypeError: ``merge_repeated`` not a bool; an input not a Tensor or of another dtype.
        ValueError: ``inputs`` not 3-D, ``sequence_length`` not 1-D or of another batch size.
        RuntimeError: a sequence length above ``max_time``.
    """

    def __init__(self, merge_repeated: bool = True) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "CTCGreedyDecoder")
        self.merge_repeated = validator.check_value_type("merge_repeated", merge_repeated, [bool], self.name)
        self.attrs.update(merge_repeated=merge_repeated)

    def __call__(self, inputs: Tensor, sequence_length: Tensor) -> tuple:
        from ..._kernels import decode as _K
        from ..function._utils import _prim_input, _wrap

        x = _prim_input(self.name, "inputs type", inputs)
        s = _prim_input(self.name, "sequence length dtype", sequence_length)
        return tuple(_wrap(t) for t in _K.ctc_greedy_decoder(x, s, self.merge_repeated))
