"""Activation layers (`nn.ReLU`, `nn.GELU`, `nn.Softmax`, ...) and `nn.get_activation`."""

from __future__ import annotations

from ... import _api
from typing import Any

import functools

import numpy as np
import torch

from ..._kernels import activation as _KA
from ..._kernels import elementwise as _K_elem
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ...ops.function import nn_func as NF
from ..cell import Cell
from . import _validators as V

__all__ = _api.names(__name__)


def _axis(axis: Any) -> int:
    if isinstance(axis, (tuple, list)):
        if len(axis) != 1:
            raise _errors.value_error("Softmax", f"the 'axis' must be an int or a tuple of one int, but got {axis}.")
        return axis[0]
    return axis


def _float_only(prim: str, t: torch.Tensor) -> TypeError:
    from ...common.dtype import _FROM_TORCH

    return TypeError(
        f"For primitive[{prim}], the input argument[x] must be a type of {{BFloat16, Float16, Float32, Float64}}, "
        f"but got {_FROM_TORCH[t.dtype]}."
    )


class _Unary(Cell):
    """An activation with no arguments: ``construct`` applies ``_fn`` to the torch tensor. ``_prim`` names the
    primitive attribute MindSpore's layer holds (``nn.ReLU().relu``), for subclasses that call it. A subclass gives
    them as class keywords: ``class ReLU(_Unary, fn=kernel, prim=("relu", "ReLU"))``."""

    _fn = None
    _prim: tuple | None = None

    def __init_subclass__(cls, fn: Any = None, prim: tuple | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if fn is not None:
            if "_fn" in vars(cls):  # one kernel per layer: a body ``_fn`` next to ``fn=`` would be silently replaced
                raise TypeError(f"{cls.__name__} gives its kernel twice (the 'fn' class keyword and '_fn').")
            cls._fn = staticmethod(fn)
        if prim is not None:
            cls._prim = prim

    def __init__(self) -> None:
        super().__init__()
        if self._prim is not None:
            from ... import ops

            setattr(self, self._prim[0], getattr(ops, self._prim[1])())

    def construct(self, input: Tensor) -> Tensor:
        try:
            return _wrap(type(self)._fn(input._t))
        except AttributeError:
            if isinstance(input, Tensor):
                raise
            raise _errors.call_error(self._prim[1] if self._prim else type(self).__name__, input) from None


class ReLU(_Unary, fn=_K_elem.relu, prim=("relu", "ReLU")):
    """``max(x, 0)`` element-wise (NaN gives 0; Bool and integer dtypes kept). Mirrors ``mindspore.nn.ReLU`` (2.10).

    Input: a Tensor of any shape (the ``ops.relu`` kernel).
    """


class ReLU6(_Unary, fn=_KA.relu6, prim=("relu6", "ReLU6")):
    """``min(max(x, 0), 6)`` element-wise. Mirrors ``mindspore.nn.ReLU6`` (2.10)."""


class Sigmoid(_Unary, fn=_K_elem.sigmoid, prim=("sigmoid", "Sigmoid")):
    """``1 / (1 + exp(-x))`` element-wise. Mirrors ``mindspore.nn.Sigmoid`` (2.10)."""


class Tanh(_Unary, fn=_K_elem.tanh, prim=("tanh", "Tanh")):
    """Hyperbolic tangent element-wise. Mirrors ``mindspore.nn.Tanh`` (2.10)."""


class SiLU(_Unary, fn=_K_elem.silu):
    """``x * sigmoid(x)`` element-wise. Mirrors ``mindspore.nn.SiLU`` (2.10)."""


class HSwish(_Unary, fn=_K_elem.hardswish, prim=("hswish", "HSwish")):
    """Hard swish ``x * relu6(x + 3) / 6`` (0, never -0, for ``x <= -3``). Mirrors ``mindspore.nn.HSwish`` (2.10)."""


class HSigmoid(_Unary, fn=_KA.hardsigmoid_torch, prim=("hsigmoid", "HSigmoid")):
    """Hard sigmoid ``relu6(x + 3) / 6``. Mirrors ``mindspore.nn.HSigmoid`` (2.10)."""


class SeLU(_Unary, fn=functools.partial(_KA.selu, int_relu=False), prim=("selu", "SeLU")):
    """Scaled ELU. Mirrors ``mindspore.nn.SeLU`` (2.10)."""


class Softsign(_Unary, fn=_KA.softsign, prim=("softsign", "Softsign")):
    """``x / (1 + |x|)``. Mirrors ``mindspore.nn.Softsign`` (2.10)."""


class Tanhshrink(_Unary, fn=functools.partial(_KA.tanhshrink, int_float=False)):
    """``x - tanh(x)``. Mirrors ``mindspore.nn.Tanhshrink`` (2.10)."""


class LogSigmoid(_Unary, fn=_KA.logsigmoid):
    """``log(sigmoid(x))``. Mirrors ``mindspore.nn.LogSigmoid`` (2.10)."""


class Mish(_Unary, fn=_KA.mish):
    """``x * tanh(softplus(x))``. Mirrors ``mindspore.nn.Mish`` (2.10)."""


class FastGelu(_Unary, prim=("fast_gelu", "FastGeLU")):
    """Fast GELU ``x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))``. Mirrors ``mindspore.nn.FastGelu`` (2.10)."""

    @staticmethod
    def _fn(t: torch.Tensor) -> torch.Tensor:
        return _KA.fast_gelu(t, check=False)


class Softmax(Cell):
    """Softmax along ``axis``. Mirrors ``mindspore.nn.Softmax(axis=-1)`` (2.10).

    Args:
        axis (int | tuple[int]): the axis (a tuple must hold one int). Default -1.
    """

    def __init__(self, axis: int = -1) -> None:
        super().__init__()
        one = isinstance(axis, (tuple, list)) and len(axis) == 1
        self.axis = axis[0] if one else axis  # several axes: the primitive's CPU RuntimeError on call, as MindSpore
        from ... import ops

        self.softmax = ops.Softmax(axis)  # MindSpore's primitive attribute

    def construct(self, input: Tensor) -> Tensor:
        if not isinstance(input, Tensor):
            raise _errors.call_error("Softmax", input)
        if isinstance(self.axis, (tuple, list)):
            return self.softmax(input)
        return _wrap(_K_elem.softmax(input._data(), self.axis))


class LogSoftmax(Cell):
    """Log of softmax along ``axis``. Mirrors ``mindspore.nn.LogSoftmax(axis=-1)`` (2.10)."""

    def __init__(self, axis: int = -1) -> None:
        super().__init__()
        self.axis = _axis(axis)
        from ... import ops

        self.log_softmax = ops.LogSoftmax(axis)  # MindSpore's primitive attribute

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if not t.is_floating_point():
            raise _float_only("LogSoftmax", t)
        return _wrap(_KA.log_softmax_dim(t, self.axis))


class Softmin(Cell):
    """``softmax(-x)`` along ``axis``. Mirrors ``mindspore.nn.Softmin(axis=-1)`` (2.10)."""

    def __init__(self, axis: int = -1) -> None:
        super().__init__()
        self.axis = _axis(axis)

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_KA.softmin(x._t, self.axis, check=False))


class Softmax2d(Cell):
    """Softmax over the channel axis (-3) of a 3-D or 4-D input. Mirrors ``mindspore.nn.Softmax2d`` (2.10).

    Raises:
        ValueError: if the input is not 3-D or 4-D.
    """

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if t.dim() not in (3, 4):
            raise _errors.value_error("Softmax2d", f"the in_shape must have 3 or 4 dims, but got {t.dim()}.")
        return _wrap(_KA.softmax_dim(t, -3))


class ELU(Cell):
    """``x`` if ``x > 0`` else ``alpha * (exp(x) - 1)``. Mirrors ``mindspore.nn.ELU(alpha=1.0)`` (2.10).

    Raises:
        ValueError: when called with an ``alpha`` other than 1.0 (MindSpore's kernel supports only 1.0; building
            the layer succeeds, as there).
    """

    def __init__(self, alpha: float = 1.0) -> None:
        super().__init__()
        self.alpha = float(alpha)
        from ... import ops

        self.elu = ops.Elu(alpha)  # MindSpore's primitive attribute

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_KA.elu(x._t, self.alpha, check=True))


class CELU(Cell):
    """``max(0, x) + min(0, alpha * (exp(x / alpha) - 1))``. Mirrors ``mindspore.nn.CELU(alpha=1.0)`` (2.10)."""

    def __init__(self, alpha: float = 1.0) -> None:
        super().__init__()
        self.alpha = float(alpha)
        from ... import ops

        self.celu = ops.CeLU(alpha=alpha)  # MindSpore's primitive attribute

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_KA.celu(x._t, self.alpha))


class LeakyReLU(Cell):
    """``x`` if ``x > 0`` else ``alpha * x`` (also for ``alpha > 1``). Mirrors ``mindspore.nn.LeakyReLU(alpha=0.2)``."""

    def __init__(self, alpha: float = 0.2) -> None:
        super().__init__()
        self.alpha = alpha

    def construct(self, x: Tensor) -> Tensor:
        if x is None:  # MindSpore reads ``x.dtype``
            raise AttributeError("'NoneType' object has no attribute 'dtype'")
        _K_elem.need_tensor("LeakyReLU", x)
        return _wrap(_K_elem.leaky_relu(x._t, self.alpha))


class GELU(Cell):
    """Gaussian error linear unit. Mirrors ``mindspore.nn.GELU(approximate=True)`` (2.10).

    Args:
        approximate (bool): True (default) uses the tanh approximation, False the exact erf form.

    Raises:
        TypeError: if ``approximate`` is not a bool.
    """

    def __init__(self, approximate: bool = True) -> None:
        super().__init__()
        V.check_bool(approximate, "approximate", type(self).__name__)
        self.approximate = "tanh" if approximate else "none"

    def construct(self, x: Tensor) -> Tensor:
        _K_elem.need_tensor("GeLU", x)
        return _wrap(_K_elem.gelu(x._t, self.approximate))


class Hardtanh(Cell):
    """Clamp to ``[min_val, max_val]``. Mirrors ``mindspore.nn.Hardtanh(min_val=-1.0, max_val=1.0)`` (2.10).

    Raises:
        ValueError: if ``min_val >= max_val``.
    """

    def __init__(self, min_val: float = -1.0, max_val: float = 1.0) -> None:
        super().__init__()
        self.min_val, self.max_val = min_val, max_val
        if min_val >= max_val:
            raise ValueError(f"For Hardtanh, min_val should be less than max_val,but got {min_val} and {max_val}")

    def construct(self, x: Tensor) -> Tensor:
        if not x._t.requires_grad:
            return _wrap(_KA.hardtanh(x._t, self.min_val, self.max_val, ms_grad=False))
        return NF.hardtanh(x, self.min_val, self.max_val)  # its gradient at the bounds is MindSpore's 0.5


class SoftShrink(Cell):
    """Soft shrinkage with threshold ``lambd`` (default 0.5). Mirrors ``mindspore.nn.SoftShrink`` (2.10)."""

    def __init__(self, lambd: float = 0.5) -> None:
        super().__init__()
        self.lambd = lambd

    def construct(self, input: Tensor) -> Tensor:
        return _wrap(_KA.softshrink(input._t, self.lambd))


class HShrink(Cell):
    """Hard shrinkage with threshold ``lambd`` (default 0.5). Mirrors ``mindspore.nn.HShrink`` (2.10)."""

    def __init__(self, lambd: float = 0.5) -> None:
        super().__init__()
        self.lambd = lambd

    def construct(self, input: Tensor) -> Tensor:
        return _wrap(_KA.hardshrink(input._t, self.lambd, ms_zero=False))


class Threshold(Cell):
    """``x`` if ``x > threshold`` else ``value``. Mirrors ``mindspore.nn.Threshold(threshold, value)`` (2.10)."""

    def __init__(self, threshold: float, value: float) -> None:
        super().__init__()
        self.threshold, self.value = threshold, value

    def construct(self, input_x: Tensor) -> Tensor:
        return _wrap(_KA.threshold(input_x._t, self.threshold, self.value, keep_dtype=False))


class GLU(Cell):
    """Gated linear unit: split in two along ``axis``, ``a * sigmoid(b)``. Mirrors ``mindspore.nn.GLU(axis=-1)``."""

    def __init__(self, axis: int = -1) -> None:
        super().__init__()
        self.dim = axis

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_KA.glu(x._t, self.dim))


class RReLU(Cell):
    """Randomized leaky ReLU (slope drawn from U(lower, upper) for negatives, in every mode, as MindSpore does).

    Mirrors ``mindspore.nn.RReLU(lower=1/8, upper=1/3)`` (2.10).

    Raises:
        TypeError: if ``lower``/``upper`` is not a float or int.
        ValueError: if ``lower > upper``.
    """

    def __init__(self, lower: float = 1 / 8, upper: float = 1 / 3) -> None:
        super().__init__()
        V.check_value_type("upper", upper, [float, int], type(self).__name__)
        V.check_value_type("lower", lower, [float, int], type(self).__name__)
        if lower > upper:
            raise ValueError(
                f"For {type(self).__name__}, the value of 'upper' must be greater than or equal to 'lower', "
                f"but got upper: {upper}, lower: {lower}. "
            )
        self.lower, self.upper = float(lower), float(upper)

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_KA.rrelu(x._t, self.lower, self.upper, int_relu=False))


class PReLU(Cell):
    """``x`` if ``x >= 0`` else ``w * x``, with a learnable slope per channel (axis 1). Mirrors ``mindspore.nn.PReLU``.

    Args:
        channel (int): number of slopes (1, or the input's channel count). Default 1.
        w (float | list[float] | Tensor): the initial slopes. Default 0.25.

    The parameter is the attribute ``w`` (named ``'a'`` until a parent cell names it).

    Raises:
        ValueError: for a non-positive ``channel`` or ``w`` of the wrong length/dtype.
        TypeError: for ``w`` of another type.
    """

    def __init__(self, channel: int = 1, w: Any = 0.25) -> None:
        super().__init__()
        name = type(self).__name__
        V.check_positive_int(channel, "channel", name)
        if isinstance(w, (float, np.float32)):
            w = Tensor(np.full((channel,), w, dtype=np.float32), dtype=mstype.float32)
        elif isinstance(w, list):
            if len(w) != channel:
                raise _errors.value_error(
                    name,
                    f"the length of 'w' must be equal to the 'channel' when the 'w' is a list, but got "
                    f"the length of 'w': {len(w)}, the 'channel': {channel}.",
                )
            for i in w:
                if not isinstance(i, (float, np.float32)):
                    raise _errors.value_error(
                        name, f"all elements in 'w' must be float when the 'w' is a list, but got {i}."
                    )
            w = Tensor(w, dtype=mstype.float32)
        elif isinstance(w, Tensor):
            if w.dtype not in (mstype.float16, mstype.float32):
                raise _errors.value_error(
                    name, f"the dtype of 'w' must be float16 or float32 when the 'w' is a tensor, but got {w.dtype}."
                )
            if len(w.shape) != 1 or w.shape[0] != channel:
                raise _errors.value_error(
                    name,
                    f"the dimension of 'w' must be 1, and the elements number should be equal to the "
                    f"'channel' when the 'w' is a tensor, but got 'w' shape {w.shape}, the 'channel' {channel}.",
                )
        else:
            raise _errors.type_error(
                name, f"the 'w' only supported float, list and tensor, but got {type(w).__name__}."
            )
        self.w = Parameter(w, name="a")

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_KA.prelu(x._t, self._parameters["w"]))


_activation = {
    "softmin": Softmin,
    "softmax": Softmax,
    "softmax2d": Softmax2d,
    "logsoftmax": LogSoftmax,
    "logsoftmaxExt": LogSoftmax,
    "relu": ReLU,
    "relu6": ReLU6,
    "rrelu": RReLU,
    "silu": SiLU,
    "tanh": Tanh,
    "tanhshrink": Tanhshrink,
    "hardtanh": Hardtanh,
    "gelu": GELU,
    "fast_gelu": FastGelu,
    "elu": ELU,
    "sigmoid": Sigmoid,
    "softsign": Softsign,
    "prelu": PReLU,
    "preluExt": PReLU,
    "leakyrelu": LeakyReLU,
    "hswish": HSwish,
    "hsigmoid": HSigmoid,
    "logsigmoid": LogSigmoid,
    "softshrink": SoftShrink,
    "hshrink": HShrink,
    "threshold": Threshold,
    "mish": Mish,
}


def get_activation(name: str | None, prim_name: str | None = None) -> Cell | None:
    """Return a new activation cell for ``name`` ('relu', 'gelu', 'softmax', ...), or None for None.

    Mirrors ``mindspore.nn.get_activation`` (2.10); the names are MindSpore's (case-sensitive).

    Raises:
        KeyError: for an unknown name.
    """
    if name is None:
        return None
    if name not in _activation:
        p = _errors.subject(prim_name)
        raise KeyError(f"{p} 'name' must be in {list(_activation.keys())}, but got {name}.")
    return _activation[name]()


class LRN(Cell):
    r"""Local response normalization across channels (TensorFlow's formula). Mirrors ``mindspore.nn.LRN`` (2.10).

    ``LRN(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region='ACROSS_CHANNELS')``:
    ``y = x / (bias + alpha * sum_{c' in [c - r, c + r]} x[c']^2) ** beta`` over the channel axis of an
    ``(N, C, H, W)`` Float16/Float32 input, computed by ``ops.lrn``. Unlike torch's ``local_response_norm``,
    ``alpha`` is not divided by the window size.

    Raises:
        TypeError: if ``depth_radius`` is not an int, ``bias``/``alpha``/``beta`` not floats, or ``norm_region``
            not a str.
        ValueError: if ``depth_radius < 0`` or ``norm_region`` is not 'ACROSS_CHANNELS'.
    """

    def __init__(
        self,
        depth_radius: int = 5,
        bias: float = 1.0,
        alpha: float = 1.0,
        beta: float = 0.5,
        norm_region: str = "ACROSS_CHANNELS",
    ) -> None:
        super().__init__()
        NF._lrn_check(depth_radius, bias, alpha, beta, norm_region)
        self.depth_radius, self.bias, self.alpha, self.beta = depth_radius, bias, alpha, beta

    def construct(self, input_x: Tensor) -> Tensor:
        return NF._lrn(input_x, self.depth_radius, self.bias, self.alpha, self.beta)
