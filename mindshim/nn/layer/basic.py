"""Basic layers: `nn.Dense`, `nn.Flatten`, `nn.Dropout`, `nn.Identity`, `nn.Unfold`, `nn.Roll`, `nn.Unflatten`, ..."""

from __future__ import annotations

from ... import _api
import math
from typing import Any

import torch
import torch.nn.functional as F

from ... import _checkparam as C
from ..._kernels import array as _K_array
from ..._kernels import creation as _creation
from ..._kernels import dropout as _K_drop
from ..._kernels import image as _K_img
from ..._kernels import indexing as _K_idx
from ..._kernels import loss as _K_loss
from ..._kernels import normalization as _K_norm
from ..._kernels import linear as _K_lin
from ..._kernels import padding as _K_pad
from ..._kernels.pooling import pad_same as same_pad
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ...common.parameter import Parameter
from ..._version import before as _before
from ...common.tensor import Tensor, _wrap
from ...ops.function._utils import _int_indices
from ..cell import Cell
from . import _validators as V
from .activation import get_activation
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _not_tensor(op: str, x: Any) -> TypeError:
    return _errors.not_tensor_error(op, type(x).__name__)


def _matmul_error(t: torch.Tensor, w: torch.Tensor) -> Exception:
    if t.dtype != w.dtype:
        return _errors.same_dtype_error("MatMul", ("x1", "x2"), t.dtype, w.dtype)
    return _errors.matmul_dims_error(t.shape[-1], w.shape[1])


class Dense(Cell):
    r"""Fully connected layer ``y = activation(x @ weight.T + bias)``. Mirrors ``mindspore.nn.Dense`` (2.10).

    Args:
        in_channels (int): size of the last input dimension (> 0).
        out_channels (int): size of the last output dimension (> 0).
        weight_init (Tensor | str | Initializer | numbers.Number): init of ``weight`` (shape
            ``[out_channels, in_channels]``). Default None: ``HeUniform(math.sqrt(5))`` ('normal' when emulating
            MindSpore < 2.1).
        bias_init (Tensor | str | Initializer | numbers.Number): init of ``bias`` (shape ``[out_channels]``).
            Default None: ``Uniform(1 / sqrt(in_channels))`` ('zeros' when emulating MindSpore < 2.1).
        has_bias (bool): whether to add ``bias``. Default True.
        activation (str | Cell | Primitive): applied to the output (a name is looked up with
            :func:`get_activation`). Default None.
        dtype (mindspore.dtype): parameter dtype. Default float32.

    Inputs:
        x (Tensor): shape ``(*, in_channels)``, any rank >= 1.

    Outputs:
        Tensor of shape ``(*, out_channels)``.

    Raises:
        TypeError: if ``in_channels``/``out_channels`` is not an int, ``has_bias`` not a bool, or
            ``activation`` not a str/Cell/Primitive.
        ValueError: if a channel count is not positive, a Tensor init has the wrong shape, or the input's
            last dimension differs from ``in_channels`` (on call).
        KeyError: for an unknown activation name.

    Random default inits draw from torch's generator, so their values differ from MindSpore's.
    """

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        weight_init: Any = None,
        bias_init: Any = None,
        has_bias: bool = True,
        activation: Any = None,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        self.in_channels = V.check_positive_int(in_channels, "in_channels", name)
        self.out_channels = V.check_positive_int(out_channels, "out_channels", name)
        self.has_bias = V.check_bool(has_bias, "has_bias", name)
        if isinstance(weight_init, Tensor):
            if weight_init.ndim != 2 or weight_init.shape[0] != out_channels or weight_init.shape[1] != in_channels:
                raise _errors.value_error(
                    name,
                    f"weight init shape error. The ndim of 'weight_init' must be equal to 2, and the "
                    f"first dim must be equal to 'out_channels', and the second dim must be equal to 'in_channels'. "
                    f"But got 'weight_init': {weight_init}, 'out_channels': {out_channels}, "
                    f"'in_channels': {in_channels}.",
                )
        if weight_init is None:
            weight_init = "normal" if _before(2, 1) else HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels], dtype=dtype), name="weight")
        self.bias = None
        if self.has_bias:
            if isinstance(bias_init, Tensor):
                if bias_init.ndim != 1 or bias_init.shape[0] != out_channels:
                    raise _errors.value_error(
                        name,
                        f"bias init shape error. The ndim of 'bias_init' must be equal to 1, and the "
                        f"first dim must be equal to 'out_channels'. But got 'bias_init': {bias_init}, "
                        f"'out_channels': {out_channels}.",
                    )
            if bias_init is None:
                bias_init = "zeros" if _before(2, 1) else Uniform(scale=1 / math.sqrt(in_channels))
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")
        from ...ops.primitive import Primitive

        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(self.activation, (Cell, Primitive)):
            raise _errors.type_error(
                name, f"the 'activation' must be str or Cell or Primitive, but got {type(activation).__name__}."
            )
        self.activation_flag = self.activation is not None
        from ... import ops  # MindSpore's primitive attributes, for subclasses that override construct

        self.reshape = ops.Reshape()
        self.shape_op = ops.Shape()
        if self.has_bias:
            self.bias_add = ops.BiasAdd()
        self.matmul = ops.MatMul(transpose_b=True)

    def construct(self, x: Tensor) -> Tensor:
        p = self._parameters
        try:
            out = _K_lin.dense_layer(x._t, p["weight"], p.get("bias"))
        except AttributeError:
            raise _not_tensor("Dense", x) from None
        except RuntimeError:
            raise _matmul_error(x._t, p["weight"]) from None
        if self.activation_flag:
            return self.activation(_wrap(out))
        return _wrap(out)

    def extend_repr(self) -> str:
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        if self.activation_flag:
            s += f", activation={self.activation}"
        return s


class Flatten(Cell):
    """Flatten dimensions ``start_dim``..``end_dim`` into one. Mirrors ``mindspore.nn.Flatten`` (2.10).

    Args:
        start_dim (int): first dimension to flatten. Default 1.
        end_dim (int): last dimension to flatten. Default -1.

    Inputs:
        x (Tensor): rank >= 1 (a 0-d tensor counts as rank 1).

    Outputs:
        Tensor, e.g. ``(N, C, H, W) -> (N, C*H*W)`` by default.

    Raises:
        ValueError: if ``start_dim`` or ``end_dim`` is out of range for the input (so the default needs rank >= 2).
    """

    def __init__(self, start_dim: int = 1, end_dim: int = -1) -> None:
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        ndim = t.dim() or 1
        s, e = self.start_dim, self.end_dim
        if not (-ndim <= s < ndim and -ndim <= e < ndim):
            raise ValueError("'start_dim' or 'end_dim' out of range.")
        return _wrap(_K_array.flatten(t, s, e))


class Identity(Cell):
    """Return the input unchanged. Mirrors ``mindspore.nn.Identity`` (any constructor arguments are ignored)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__()

    def construct(self, input: Any) -> Any:
        return input


_DROP_FLOATS = (torch.bfloat16, torch.float16, torch.float32, torch.float64)


class Dropout(Cell):
    """Randomly zero elements with probability ``p`` while training, scaling the rest by ``1/(1-p)``.

    Mirrors ``mindspore.nn.Dropout(keep_prob=0.5, p=None, dtype=mstype.float32)`` (2.10). ``p`` (2.x) is the drop
    probability; the 1.x ``keep_prob`` (used when ``p`` is None) is the keep probability. Identity when
    ``self.training`` is False (the default until ``set_train()``), when ``keep_prob == 1`` or ``p == 0``.

    Raises:
        TypeError: if ``keep_prob`` is not a float, or ``p`` not a float/int.
        ValueError: if ``keep_prob`` is not in (0, 1] or ``p`` not in [0, 1).

    As MindSpore, the layer's ``ops.Dropout`` primitive takes its seeds from ``_get_graph_seed(0, "dropout")`` when
    the layer is built, so after ``mindspore.set_seed`` a Float16/32/64 input on CPU drops the elements MindSpore
    drops (one stream per input shape, continued by later calls); BFloat16 and other devices: torch's generator.
    """

    def __init__(self, keep_prob: float = 0.5, p: float | None = None, dtype: Any = mstype.float32) -> None:
        super().__init__()
        name = type(self).__name__
        if p is None:
            V.check_value_type("keep_prob", keep_prob, [float], name)
            if keep_prob <= 0 or keep_prob > 1:
                raise _errors.value_error(
                    name, f"the 'keep_prob' must be a number in range (0, 1], but got {keep_prob}."
                )
            self._drop = 1.0 - keep_prob
        else:
            V.check_value_type("p", p, [float, int], name)
            if p < 0 or p >= 1:
                raise _errors.value_error(name, f"the 'p' must be a number in range [0, 1), but got {p}.")
            self._drop = float(p)
        self.p = p
        self.keep_prob = keep_prob
        from ... import ops  # MindSpore's primitive: ``self.dropout(x)`` -> (output, mask)
        from ...common.seed import _get_graph_seed

        seed0, seed1 = _get_graph_seed(0, "dropout")
        self.dropout = ops.Dropout(keep_prob if p is None else 1.0 - p, seed0, seed1)

    def construct(self, x: Tensor) -> Tensor:
        # as MindSpore: ``p``/``keep_prob`` set after construction only switch dropout off (at 0 / 1); the rate is
        # the one the layer's ``Dropout`` primitive was built with
        if not self.training or self.keep_prob == 1 or self.p == 0 or self._drop == 0.0:
            return x
        t = getattr(x, "_t", x)
        if not isinstance(t, torch.Tensor) or t.dtype not in _DROP_FLOATS:
            _K_drop.check_input(t)
        return self.dropout(x)[0]

    def extend_repr(self) -> str:
        if self.p is None:
            return f"keep_prob={self.keep_prob}"
        return f"p={self.p}"


class Unfold(Cell):
    """Extract image patches into the channel axis. Mirrors ``mindspore.nn.Unfold`` (2.10).

    Args:
        ksizes (list[int]): ``[1, ksize_row, ksize_col, 1]``.
        strides (list[int]): ``[1, stride_row, stride_col, 1]``.
        rates (list[int]): ``[1, rate_row, rate_col, 1]`` (dilation).
        padding (str): 'valid' or 'same' (case-insensitive). Default 'valid'.

    Inputs:
        x (Tensor): shape ``(N, C, H, W)``.

    Outputs:
        Tensor of shape ``(N, C*ksize_row*ksize_col, out_row, out_col)``, channels ordered as
        ``(ksize_row, ksize_col, C)`` as MindSpore documents for ExtractImagePatches. (MindSpore's CPU build has
        no kernel for this op, so the layout is checked against its documentation only.)

    Raises:
        ValueError: if the lists are not of length 4 with 1 at both ends, or ``padding`` is unknown.
    """

    def __init__(self, ksizes: list, strides: list, rates: list, padding: str = "valid") -> None:
        super().__init__()
        name = type(self).__name__
        for arg, val in (("ksizes", ksizes), ("strides", strides), ("rates", rates)):
            if not isinstance(val, (list, tuple)) or len(val) != 4 or val[0] != 1 or val[3] != 1:
                raise _errors.value_error(
                    name,
                    f"the '{arg}' must be a list or tuple of four ints: [1, {arg}_row, {arg}_col, 1], but got {val}.",
                )
        padding = V.check_string(str(padding).upper(), ["VALID", "SAME"], "padding", name)
        self.ksizes, self.strides, self.rates, self.padding = list(ksizes), list(strides), list(rates), padding

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        n, c, h, w = t.shape
        kh, kw = self.ksizes[1], self.ksizes[2]
        sh, sw = self.strides[1], self.strides[2]
        dh, dw = self.rates[1], self.rates[2]
        if self.padding == "SAME":
            t = same_pad(t, (kh, kw), (sh, sw), (dh, dw))[0]
        return _wrap(_K_img.extract_patches(t, (kh, kw), (sh, sw), (dh, dw)))


class Linear(Cell):
    r"""Fully connected layer with torch-style names. Mirrors ``mindspore.nn.Linear`` (2.10).

    ``Linear(in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None)``: the same
    computation and default inits as :class:`Dense` (parameters ``weight`` ``[out, in]`` and ``bias``).

    Raises:
        TypeError: if a feature count is not an int or ``bias`` not a bool.
        ValueError: for non-positive feature counts or Tensor inits of the wrong shape.
    """

    def __init__(
        self,
        in_features: int,
        out_features: int,
        bias: bool = True,
        weight_init: Any = None,
        bias_init: Any = None,
        dtype: Any = None,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        self.in_features = V.check_positive_int(in_features, "in_features", name)
        self.out_features = V.check_positive_int(out_features, "out_features", name)
        self.has_bias = V.check_bool(bias, "has_bias", name)
        dtype = mstype.float32 if dtype is None else dtype
        if isinstance(weight_init, Tensor) and (
            weight_init.ndim != 2 or weight_init.shape[0] != out_features or weight_init.shape[1] != in_features
        ):
            raise _errors.value_error(
                name,
                f"weight init shape error. The ndim of 'weight_init' must be equal to 2, and the first "
                f"dim must be equal to 'out_features', and the second dim must be equal to 'in_features'. But got "
                f"'weight_init': {weight_init}, 'out_features': {out_features}, 'in_features': {in_features}.",
            )
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, [out_features, in_features], dtype=dtype), name="weight")
        self.bias = None
        if self.has_bias:
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or bias_init.shape[0] != out_features):
                raise _errors.value_error(
                    name,
                    f"bias init shape error. The ndim of 'bias_init' must be equal to 1, and the first "
                    f"dim must be equal to 'out_features'. But got 'bias_init': {bias_init}, "
                    f"'out_features': {out_features}.",
                )
            if bias_init is None:
                bias_init = Uniform(scale=1 / math.sqrt(in_features))
            self.bias = Parameter(initializer(bias_init, [out_features], dtype=dtype), name="bias")

    def construct(self, x: Tensor) -> Tensor:
        p = self._parameters
        return _wrap(_K_lin.linear(x._t, p["weight"], p.get("bias")))

    def extend_repr(self) -> str:
        s = f"input_features={self.in_features}, output_features={self.out_features}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s


class _ChannelDropout(Cell):
    """Zero whole channels with probability ``p`` while training (see the subclasses)."""

    _fn = None
    _prim: tuple | None = None  # (attribute, primitive) MindSpore's layer holds

    def __init__(self, p: float = 0.5) -> None:
        super().__init__()
        name = type(self).__name__
        V.check_value_type("p", p, [float], name)
        if p < 0 or p > 1:
            raise _errors.must_be_error(ValueError, name, "p", "a number in range [0, 1]", p)
        self.keep_prob = 1.0 - p
        self._p = p
        if self._prim is not None:  # MindSpore's primitive attribute (``self.dropout2d(x)`` -> (output, mask))
            from ... import ops

            setattr(self, self._prim[0], getattr(ops, self._prim[1])(self.keep_prob))

    def construct(self, x: Tensor) -> Tensor:
        if not self.training or self._p == 0:
            return x
        if self._prim is not None:  # as MindSpore: the layer's own primitive, ``self.dropout2d(x)[0]``
            return getattr(self, self._prim[0])(x)[0]
        return _wrap(type(self)._fn(x._t, self._p, True))

    def extend_repr(self) -> str:
        return f"p={self.keep_prob}"


class Dropout1d(_ChannelDropout):
    """Zero whole channels of ``(N, C, L)``/``(C, L)`` inputs with probability ``p`` while training, scaling by
    ``1/(1-p)``. Mirrors ``mindspore.nn.Dropout1d(p=0.5)`` (2.10).

    Raises:
        TypeError: if ``p`` is not a float.
        ValueError: if ``p`` is outside [0, 1].
    """

    def construct(self, x: Tensor) -> Tensor:
        if not self.training or self._p == 0:
            return x
        from ... import ops

        return ops.dropout1d(x, self._p)  # as MindSpore (Dropout2D over (N, C, L, 1): its mask on CPU)

    def extend_repr(self) -> str:
        return ""


class Dropout2d(_ChannelDropout):
    """Zero whole channels of ``(N, C, H, W)`` inputs with probability ``p`` while training. Mirrors
    ``mindspore.nn.Dropout2d(p=0.5)`` (2.10); as in MindSpore its repr shows the keep probability as ``p=``.

    Raises:
        TypeError: if ``p`` is not a float.
        ValueError: if ``p`` is outside [0, 1].
    """

    _fn = staticmethod(F.dropout2d)
    _prim = ("dropout2d", "Dropout2D")


class Dropout3d(_ChannelDropout):
    """Zero whole channels of ``(N, C, D, H, W)`` inputs with probability ``p`` while training. Mirrors
    ``mindspore.nn.Dropout3d(p=0.5)`` (2.10); its repr shows the keep probability as ``p=``.

    Raises:
        TypeError: if ``p`` is not a float.
        ValueError: if ``p`` is outside [0, 1].
    """

    _fn = staticmethod(F.dropout3d)
    _prim = ("dropout3d", "Dropout3D")


_mirror_pad = _K_pad.mirror_pad


class Pad(Cell):
    """Pad a tensor by ``paddings`` ``((before, after), ...)`` (one pair per dimension, from the first).

    Mirrors ``mindspore.nn.Pad(paddings, mode='CONSTANT')`` (2.10): 'CONSTANT' pads with zeros, 'REFLECT' mirrors
    without repeating the edge, 'SYMMETRIC' mirrors including the edge.

    Raises:
        ValueError: for an unknown ``mode``, pairs not of length 2, or more than 4 pairs.
        TypeError: if ``paddings`` is not a tuple.
    """

    def __init__(self, paddings: tuple, mode: str = "CONSTANT") -> None:
        super().__init__()
        name = type(self).__name__
        self.mode = mode
        self.paddings = paddings
        V.check_string(mode, ["CONSTANT", "REFLECT", "SYMMETRIC"], "mode", name)
        if not isinstance(paddings, tuple):
            raise _errors.type_error(name, f"the type of 'paddings' must be tuple, but got {type(paddings).__name__}.")
        for item in paddings:
            if len(item) != 2:
                raise _errors.value_error(name, f"the dimension of 'paddings' must be (n, 2), but got {paddings}.")
        if len(paddings) > 4:
            raise _errors.value_error(name, f"only 'paddings' up to 4 dims is supported, but got {len(paddings)}.")
        self._pairs = tuple((int(a), int(b)) for a, b in paddings)
        flat: list = []
        for a, b in reversed(self._pairs):
            flat += [a, b]
        self._flat = tuple(flat)

    def construct(self, x: Tensor) -> Tensor:
        t = x._t if isinstance(x, Tensor) else x
        if self.mode == "CONSTANT":  # MindSpore's Pad primitive: one non-negative pair per axis
            return _wrap(_K_pad.pad_pairs(t, self.paddings))
        _K_pad.check_mirror_pairs(t, self.paddings, self.mode == "SYMMETRIC")
        return _wrap(_mirror_pad(t, self._pairs, self.mode == "SYMMETRIC"))


class OneHot(Cell):
    """One-hot encode integer indices. Mirrors ``mindspore.nn.OneHot(axis=-1, depth=1, on_value=1.0, off_value=0.0,
    dtype=mstype.float32)`` (2.10).

    Indices outside ``[0, depth)`` give an all-``off_value`` row. The new axis is inserted at ``axis``.
    """

    def __init__(
        self, axis: int = -1, depth: int = 1, on_value: float = 1.0, off_value: float = 0.0, dtype: Any = mstype.float32
    ) -> None:
        super().__init__()
        self.axis, self.depth, self.dtype = axis, depth, dtype
        self.on_value, self.off_value = on_value, off_value

    def construct(self, indices: Tensor) -> Tensor:
        t = _int_indices("OneHot", indices._data(), "indices").long()
        dt = mstype.to_torch_dtype(self.dtype)
        on, off = _creation.tensor(self.on_value, dt), _creation.tensor(self.off_value, dt)
        return _wrap(_K_array.one_hot(t, self.depth, on, off, self.axis))


class Norm(Cell):
    """Euclidean norm ``sqrt(sum(x**2, axis))``. Mirrors ``mindspore.nn.Norm(axis=(), keep_dims=False)`` (2.10).

    ``axis=()`` reduces every dimension.

    Raises:
        TypeError: if ``keep_dims`` is not a bool.
    """

    def __init__(self, axis: int | tuple = (), keep_dims: bool = False) -> None:
        super().__init__()
        V.check_value_type("keep_dims", keep_dims, [bool], type(self).__name__)
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        dims = self.axis if self.axis != () else tuple(range(t.dim()))
        return _wrap(_K_norm.l2_norm(t, dims, self.keep_dims))

    def extend_repr(self) -> str:
        return f"axis={self.axis}, keep_dims={self.keep_dims}"


class Tril(Cell):
    """Keep the lower triangle (``j <= i + k``) of the last two dims. Mirrors ``mindspore.nn.Tril`` (2.10):
    ``Tril()(x, k=0)``."""

    def construct(self, x: Tensor, k: int = 0) -> Tensor:
        return _wrap(_K_array.tril(x._t, k))


class Triu(Cell):
    """Keep the upper triangle (``j >= i + k``) of the last two dims. Mirrors ``mindspore.nn.Triu`` (2.10):
    ``Triu()(x, k=0)``."""

    def construct(self, x: Tensor, k: int = 0) -> Tensor:
        return _wrap(_K_array.triu(x._t, k))


class Upsample(Cell):
    """Resize by ``size`` or ``scale_factor``. Mirrors ``mindspore.nn.Upsample(size=None, scale_factor=None,
    mode='nearest', align_corners=None, recompute_scale_factor=None)`` (2.10), i.e. ``ops.interpolate``.

    Modes: 'nearest', 'linear' (3-D input), 'bilinear' (4-D), 'bicubic' (4-D), 'trilinear' (5-D), 'area',
    'nearest-exact'. Exactly one of ``size``/``scale_factor`` must be given.

    It calls ``ops.interpolate``, with its checks: ``scale_factor`` is refused for some mode/rank combinations
    (e.g. 'nearest' or 'bilinear' on 4-D inputs: ValueError) unless ``recompute_scale_factor=True``.
    """

    def __init__(
        self,
        size: Any = None,
        scale_factor: Any = None,
        mode: str = "nearest",
        align_corners: bool | None = None,
        recompute_scale_factor: bool | None = None,
    ) -> None:
        super().__init__()
        self.size = size
        self.scale_factor = scale_factor
        self.mode = mode
        self.align_corners = align_corners
        self.recompute_scale_factor = recompute_scale_factor

    def construct(self, x: Tensor) -> Tensor:
        from ...ops.function.nn_func import interpolate

        return interpolate(x, self.size, self.scale_factor, self.mode, self.align_corners, self.recompute_scale_factor)


class L1Regularizer(Cell):
    """``scale * sum(|weights|)``. Mirrors ``mindspore.nn.L1Regularizer(scale)`` (2.10, deprecated there since 2.8).

    Output: a 0-d Tensor (``scale`` is held as a float32 Tensor, so the result follows type promotion with it).

    Raises:
        TypeError: if ``scale`` is not an int/float, or ``weights`` is not a numeric Tensor (on call; a number,
            tuple, list or numpy array gets ``Primitive[Dtype]``'s TypeError, as in MindSpore).
        ValueError: if ``scale <= 0``, INF or NaN.
    """

    def __init__(self, scale: float) -> None:
        super().__init__()
        name = self.cls_name
        V.check_value_type("scale", scale, [int, float], name)
        if scale <= 0:
            raise _errors.value_error(name, f"the 'scale' must be greater than 0, but got {scale}.")
        if math.isinf(scale) or math.isnan(scale):
            raise _errors.value_error(name, f"the 'scale' can not be INF or NAN, but got {scale}.")
        self.scale = Tensor(scale, dtype=mstype.float32)

    def construct(self, weights: Tensor) -> Tensor:
        if not isinstance(weights, Tensor):  # MindSpore reads F.dtype(weights) first: its TypeError
            from ...ops.function.array_func import _dtype_input_error

            raise _dtype_input_error(weights)
        t = weights._t
        if t.dtype == torch.bool:
            raise _errors.type_error(
                "L1Regularizer", f"the 'weights' must be a number type Tensor, but got {weights.dtype}."
            )
        return _wrap(_K_loss.l1_penalty(t, self.scale._t))


class ClipByNorm(Cell):
    r"""Rescale ``x`` so that its L2 norm over ``axis`` is at most ``clip_norm``. Mirrors ``mindspore.nn.ClipByNorm``.

    ``ClipByNorm(axis=None)`` (2.10, deprecated there since 2.8): ``x * clip_norm / max(||x||_axis, clip_norm)``,
    the norm over all elements when ``axis`` is None (an int or tuple of ints otherwise, kept for broadcasting).
    Difference: with an ``axis``, MindSpore 2.10's CPU kernel returns ``x`` unchanged; mindshim applies the
    documented formula.

    Inputs:
        x (Tensor): float16/float32. clip_norm (Tensor): positive, broadcastable to ``x``.

    Outputs:
        Tensor of ``x``'s shape, float32.

    Raises:
        TypeError: if ``x`` or ``clip_norm`` is not a Tensor (on call).
    """

    def __init__(self, axis: int | tuple | None = None) -> None:
        super().__init__()
        self.axis = axis

    def construct(self, x: Tensor, clip_norm: Any) -> Tensor:
        if not isinstance(x, Tensor) or not isinstance(clip_norm, Tensor):
            raise _errors.type_error("ClipByNorm", "the input args must be tensor.")
        return _wrap(_K_norm.clip_by_norm(x._t, clip_norm._t, self.axis))


class Roll(Cell):
    """Roll elements along axes (elements shifted past the end come back at the start). Mirrors ``mindspore.nn.Roll``.

    ``Roll(shift, axis)`` (2.10, deprecated there since 2.0): ``shift`` and ``axis`` are ints or equally long
    lists/tuples of ints. Difference: MindSpore 2.10's CPU build has no Roll kernel (RuntimeError on call).

    Raises:
        TypeError: if ``shift``/``axis`` is not an int, list or tuple.
        ValueError: if ``shift`` and ``axis`` differ in length, or an axis is out of range (on call).
    """

    def __init__(self, shift: int | tuple | list, axis: int | tuple | list) -> None:
        super().__init__()
        name = self.cls_name
        V.check_value_type("shift", shift, [int, tuple, list], name)
        V.check_value_type("axis", axis, [int, tuple, list], name)
        self.shift = list(shift) if isinstance(shift, (list, tuple)) else [shift]
        self.axis = list(axis) if isinstance(axis, (list, tuple)) else [axis]
        if len(self.shift) != len(self.axis):
            raise _errors.value_error(
                name,
                f"the shape of 'shift' and the shape of 'axis' must be the same, but got the length of "
                f"'shift' {len(self.shift)} and the length of 'axis' {len(self.axis)}.",
            )

    def construct(self, input_x: Tensor) -> Tensor:
        t = input_x._t
        dim = t.dim()
        for a in self.axis:
            if not -dim <= a < dim:
                raise _errors.value_error(self.cls_name, f"the 'axis' must be in range [{-dim}, {dim}), but got {a}.")
        return _wrap(_K_array.roll(t, self.shift, self.axis))


class Unflatten(Cell):
    """Expand dimension ``axis`` into ``unflattened_size``. Mirrors ``mindspore.nn.Unflatten(axis, unflattened_size)``.

    Inputs: a Tensor whose ``axis`` dimension equals the product of ``unflattened_size`` (which may hold one -1).

    Raises:
        TypeError: if ``axis`` is not an int or ``unflattened_size`` not a tuple/list.
    """

    def __init__(self, axis: int, unflattened_size: tuple | list) -> None:
        super().__init__()
        C.check_is_int(axis, "axis", "Unflatten")
        V.check_value_type("unflattended_size", unflattened_size, (list, tuple), "Unflatten")
        self.axis = axis
        self.unflattened_size = tuple(unflattened_size)

    def construct(self, input_x: Tensor) -> Tensor:
        t = input_x._t
        shape = tuple(t.shape)
        new = shape[: self.axis] + self.unflattened_size
        if self.axis != -1:
            new += shape[self.axis + 1 :]
        return _wrap(t.reshape(new))


_DIAG_DTYPES = (torch.float16, torch.float32, torch.int32, torch.int8, torch.uint8)


def _diag_dtype(op: str, t: torch.Tensor) -> None:
    if t.dtype not in _DIAG_DTYPES:
        from ...common.dtype import _FROM_TORCH

        raise _errors.type_error(
            op,
            f"the element of 'x' must be one of Tensor[Float16], Tensor[Float32], Tensor[Int32], "
            f"Tensor[Int8], Tensor[UInt8], but got Tensor[{_FROM_TORCH[t.dtype]}].The supported data types depend on "
            "the hardware that executes the operator, for more details, please refer to the MindSpore official "
            "website to get more information about the data type.",
        )


def _diag_part_rank(t: torch.Tensor) -> None:
    C.check_int(t.dim(), 2, C.GE, "x rank", "_get_matrix_diag_part_assist")


class MatrixDiag(Cell):
    """Batched diagonal matrices from the last axis of ``x``: ``(..., n)`` -> ``(..., n, n)``. Mirrors
    ``mindspore.nn.MatrixDiag()`` (2.10, deprecated there for ``ops.diag``).

    Inputs: ``x`` of rank >= 1, Float16/Float32/Int32/Int8/UInt8. Difference: MindSpore 2.10's CPU build has no
    kernel for it (RuntimeError on call); mindshim computes it.

    Raises:
        TypeError: for another dtype.
    """

    def construct(self, input_x: Tensor) -> Tensor:
        t = input_x._t
        C.check_int(t.dim(), 1, C.GE, "x rank", "_get_matrix_diag_assist")
        _diag_dtype("MatrixDiag", t)
        return _wrap(_K_array.diag_embed(t))


class MatrixDiagPart(Cell):
    """The main diagonals of the last two axes: ``(..., m, n)`` -> ``(..., min(m, n))``. Mirrors
    ``mindspore.nn.MatrixDiagPart()`` (2.10, deprecated there for ``ops.diagonal``).

    Difference: MindSpore 2.10's CPU build has no kernel for it (RuntimeError on call); mindshim computes it.

    Raises:
        ValueError: for rank < 2. TypeError: for a dtype other than Float16/Float32/Int32/Int8/UInt8.
    """

    def construct(self, input_x: Tensor) -> Tensor:
        t = input_x._t
        _diag_part_rank(t)
        _diag_dtype("MatrixDiagPart", t)
        return _wrap(_K_array.diagonal(t, 0, -2, -1, clone=True))


class MatrixSetDiag(Cell):
    """``x`` with the main diagonals of its last two axes replaced by ``diagonal``. Mirrors
    ``mindspore.nn.MatrixSetDiag()`` (2.10, deprecated there).

    Inputs: ``x`` ``(..., m, n)``; ``diagonal`` ``(..., min(m, n))`` of the same dtype. Difference: MindSpore 2.10's
    CPU build has no kernel for it (RuntimeError on call); mindshim computes it.

    Raises:
        ValueError: for rank < 2 or a ``diagonal`` of another shape. TypeError: for a dtype other than
            Float16/Float32/Int32/Int8/UInt8.
    """

    def construct(self, input_x: Tensor, diagonal: Tensor) -> Tensor:
        t, d = input_x._t, diagonal._t
        _diag_part_rank(t)
        _diag_dtype("MatrixSetDiag", t)
        m, n = t.shape[-2:]
        want = tuple(t.shape[:-1]) if m < n else tuple(t.shape[:-2]) + (n,)
        if tuple(d.shape) != want:
            raise _errors.value_error(
                "MatrixSetDiag",
                f"the diagonal shape should be = x shape excluding the last dimension: "
                f"{list(want)}, but got {list(d.shape)}.",
            )
        return _wrap(_K_idx.diagonal_scatter(t, d, 0, -2, -1))
