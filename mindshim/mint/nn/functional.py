"""`mindspore.mint.nn.functional`: torch-style neural-network functions (activations, conv, pooling, losses, ...).

Arguments follow MindSpore 2.10's mint (``input``, ``dim``, torch-style ``padding``, ``reduction``). Functions
whose meaning equals the ``mindspore.ops`` one are that function; the others call torch through
``torch.nn.functional``. Dropout and the other random functions draw from torch's generator.
"""

from __future__ import annotations

from ... import _api
import torch

from ..._kernels import activation as _KA
from ..._kernels import array as _K_array
from ..._kernels import elementwise as _K_elem
from ..._kernels import embedding as _K_emb
from ..._kernels import image as _K_img
from ..._kernels import linear as _K_lin
from ..._kernels import errors as _errors
from ..._kernels import conv as _K_conv
from ..._kernels import dropout as _K_drop
from ..._kernels import loss as _K_loss
from ..._kernels import normalization as _K_norm
from ..._kernels import padding as _K_pad
from ..._kernels import pooling as _K_pool
from ...common import dtype as _mstype
from ...common.tensor import Tensor
from ...ops.function._utils import _as_tensor, _wrap
from ...ops.function.math_func import sigmoid, tanh  # noqa: F401  (same meaning as ops)
from ...ops.function.nn_func import relu as _ops_relu

__all__ = _api.names(__name__)


def _opt(x):
    return None if x is None else _as_tensor(x)


def _inplace(input, out: torch.Tensor) -> Tensor:
    """Write ``out`` into the Tensor ``input`` (MindSpore's in-place ops) and return ``input``."""
    input._data().copy_(out)
    return input


# ------------------------------------------------------------------------------------------------
# activations
# ------------------------------------------------------------------------------------------------
def relu(input, inplace: bool = False) -> Tensor:
    """``max(input, 0)``. Mirrors ``mindspore.mint.nn.functional.relu``; same as :func:`mindspore.ops.relu`."""
    out = _ops_relu(input)
    return _inplace(input, out._data()) if inplace else out


def relu_(input) -> Tensor:
    """In-place :func:`relu`; returns ``input``. Mirrors ``mindspore.mint.nn.functional.relu_`` (2.10)."""
    return relu(input, inplace=True)


def _act(tfn, name: str, what: str, float_in: bool = True):
    def fn(input):
        return _wrap(tfn(_as_tensor(input)))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"{what}. Mirrors ``mindspore.mint.nn.functional.{name}`` (2.10).\n"
    return fn


selu = _act(
    lambda t: _KA.selu(t, int_relu=False), "selu", "SELU ``scale * (max(0, x) + min(0, alpha * (exp(x) - 1)))``"
)
mish = _act(lambda t: _KA.mish(t, wide=False), "mish", "Mish ``x * tanh(softplus(x))``")
hardsigmoid = _act(_KA.hardsigmoid, "hardsigmoid", "Hard sigmoid ``relu6(x + 3) / 6``")


def hardswish(input) -> Tensor:
    """Hard swish ``x * relu6(x + 3) / 6`` (signed integers kept, truncating). Mirrors
    ``mindspore.mint.nn.functional.hardswish`` (2.10).

    Raises:
        TypeError: a non-Tensor, Bool or unsigned input.
    """
    _K_elem.need_tensor("hardswish", input)
    return _wrap(_K_elem.hardswish(_as_tensor(input)))


logsigmoid = _act(_KA.logsigmoid, "logsigmoid", "``log(sigmoid(x))``, computed stably")


def sigmoid_(input) -> Tensor:
    """In-place sigmoid; returns ``input``. Mirrors ``mindspore.mint.nn.functional.sigmoid_`` (2.10)."""
    return _inplace(input, _KA.sigmoid_torch(_as_tensor(input)))


def gelu(input, approximate: str = "none") -> Tensor:
    """GELU: exact (``approximate='none'``, the default here, unlike ``nn.GELU``) or ``'tanh'``.

    Mirrors ``mindspore.mint.nn.functional.gelu`` (2.10).
    """
    return _wrap(_KA.gelu_torch(_as_tensor(input), approximate))


def silu(input, inplace: bool = False) -> Tensor:
    """``x * sigmoid(x)``. Mirrors ``mindspore.mint.nn.functional.silu`` (2.10)."""
    _K_elem.need_tensor("silu", input)
    out = _K_elem.silu(_as_tensor(input))
    return _inplace(input, out) if inplace else _wrap(out)


def elu(input, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    """ELU ``max(0, x) + min(0, alpha * (exp(x) - 1))``. Mirrors ``mindspore.mint.nn.functional.elu`` (2.10)."""
    out = _KA.elu(_as_tensor(input), alpha)
    return _inplace(input, out) if inplace else _wrap(out)


def elu_(input, alpha: float = 1.0) -> Tensor:
    """In-place :func:`elu`. Mirrors ``mindspore.mint.nn.functional.elu_`` (2.10)."""
    return elu(input, alpha, True)


def hardtanh(input, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False) -> Tensor:
    """Clamp into ``[min_val, max_val]``. Mirrors ``mindspore.mint.nn.functional.hardtanh`` (2.10)."""
    out = _KA.hardtanh(_as_tensor(input), min_val, max_val, ms_grad=False)
    return _inplace(input, out) if inplace else _wrap(out)


def hardtanh_(input, min_val: float = -1.0, max_val: float = 1.0) -> Tensor:
    """In-place :func:`hardtanh`. Mirrors ``mindspore.mint.nn.functional.hardtanh_`` (2.10)."""
    return hardtanh(input, min_val, max_val, True)


def relu6(input, inplace: bool = False) -> Tensor:
    """``min(max(x, 0), 6)``. Mirrors ``mindspore.mint.nn.functional.relu6`` (2.10)."""
    return hardtanh(input, 0.0, 6.0, inplace)


def leaky_relu(input, negative_slope: float = 0.01) -> Tensor:
    """``x`` if positive else ``negative_slope * x``. Mirrors ``mindspore.mint.nn.functional.leaky_relu`` (2.10)."""
    return _wrap(_KA.leaky_relu_torch(_as_tensor(input), negative_slope))


def softplus(input, beta: float = 1, threshold: float = 20) -> Tensor:
    """``log(1 + exp(beta * x)) / beta`` (linear above ``threshold``). Mirrors ``mint.nn.functional.softplus``."""
    return _wrap(_KA.softplus(_as_tensor(input), beta, threshold))


def softshrink(input, lambd: float = 0.5) -> Tensor:
    """Soft shrinkage by ``lambd``. Mirrors ``mindspore.mint.nn.functional.softshrink`` (2.10)."""
    return _wrap(_KA.softshrink(_KA.check_shrink("SoftShrink", _as_tensor(input)), lambd))


def hardshrink(input, lambd: float = 0.5) -> Tensor:
    """``x`` where ``|x| > lambd``, else 0. Mirrors ``mindspore.mint.nn.functional.hardshrink`` (2.10)."""
    return _wrap(_KA.hardshrink(_KA.check_shrink("HShrink", _as_tensor(input)), lambd, ms_zero=False))


def threshold(input, threshold: float, value: float, inplace: bool = False) -> Tensor:
    """``x`` where ``x > threshold``, else ``value``. Mirrors ``mindspore.mint.nn.functional.threshold`` (2.10)."""
    out = _KA.threshold(_as_tensor(input), threshold, value, keep_dtype=False)
    return _inplace(input, out) if inplace else _wrap(out)


def threshold_(input, threshold: float, value: float) -> Tensor:
    """In-place :func:`threshold`. Mirrors ``mindspore.mint.nn.functional.threshold_`` (2.10)."""
    return globals()["threshold"](input, threshold, value, True)


def prelu(input, weight) -> Tensor:
    """``x`` if positive else ``weight * x`` (``weight`` per channel, axis 1). Mirrors ``mint.nn.functional.prelu``:
    MindSpore's PReLU primitive, as ``ops.prelu`` (``weight`` cast to the input's dtype; the result has it).

    Raises:
        TypeError: an input other than Float16/Float32. ValueError: a ``weight`` of neither 1 nor channel-count
            elements.
    """
    return _wrap(_KA.prelu(_as_tensor(input), _as_tensor(weight), check=True))


def glu(input, dim: int = -1) -> Tensor:
    """Gated linear unit: halves ``a, b`` of ``dim``, ``a * sigmoid(b)``. Mirrors ``mint.nn.functional.glu``."""
    return _wrap(_KA.glu(_as_tensor(input), dim))


def _softmax_dtype(t: torch.Tensor, dtype) -> torch.Tensor:
    return t.to(_mstype.to_torch_dtype(dtype)) if dtype is not None else t


def softmax(input, dim=None, dtype=None) -> Tensor:
    """Softmax along ``dim`` (default: the last axis), after casting to ``dtype``.

    Mirrors ``mindspore.mint.nn.functional.softmax`` (``ops.softmax_ext``, 2.10).
    """
    if not isinstance(input, Tensor):
        raise _errors.call_error("SoftmaxExt", input)
    if dim is not None and not isinstance(dim, int):
        raise TypeError(f" the type of 'dim' must be 'int', but got '{dim}' with type '{type(dim).__name__}'.")
    t = _softmax_dtype(input._data(), dtype)
    return _wrap(_K_elem.softmax(t, -1 if dim is None else dim, scalar_ok=True))


def log_softmax(input, dim=None, *, dtype=None) -> Tensor:
    """Log-softmax along ``dim`` (default: the last axis). Mirrors ``mint.nn.functional.log_softmax`` (2.10)."""
    t = _softmax_dtype(_as_tensor(input), dtype)
    return _wrap(_KA.log_softmax_dim(t, -1 if dim is None else int(dim)))


# ------------------------------------------------------------------------------------------------
# dropout
# ------------------------------------------------------------------------------------------------
def dropout(input, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Zero elements with probability ``p`` and scale the rest by ``1 / (1 - p)`` when ``training``.

    Mirrors ``mindspore.mint.nn.functional.dropout`` (``ops.dropout_ext``, 2.10): ``training`` defaults to True.

    Raises:
        ValueError: ``p`` outside [0, 1].
    """
    if not isinstance(input, (Tensor, torch.Tensor)):
        raise _errors.not_tensor_error("dropout", type(input).__name__, "input")
    if not 0 <= p <= 1:
        raise ValueError(f"For FuncDropoutExt, 'p' must be in [0, 1], but got {p}")
    out = _K_drop.dropout(_as_tensor(input), p, training)
    return _inplace(input, out) if inplace else _wrap(out)


def dropout2d(input, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Zero whole channels with probability ``p`` when ``training``. Mirrors ``mint.nn.functional.dropout2d``."""
    out = _K_drop.dropout2d_torch(_as_tensor(input), p, training)
    return _inplace(input, out) if inplace else _wrap(out)


# ------------------------------------------------------------------------------------------------
# linear, convolution, embedding
# ------------------------------------------------------------------------------------------------
def linear(input, weight, bias=None) -> Tensor:
    """``input @ weight.T + bias``. Mirrors ``mindspore.mint.nn.functional.linear`` (``ops.dense``, 2.10)."""
    return _wrap(_K_lin.dense(_as_tensor(input), _as_tensor(weight), _opt(bias)))


def _padding(padding):
    return padding if isinstance(padding, str) else (tuple(padding) if isinstance(padding, list) else padding)


def _conv(prim, input, weight, bias, stride, padding, dilation, groups):
    t = _as_tensor(input) if isinstance(input, (Tensor, torch.Tensor)) else input
    w = _as_tensor(weight) if isinstance(weight, (Tensor, torch.Tensor)) else weight
    return _wrap(_K_conv.conv_ext(prim, t, w, _opt(bias), stride, _padding(padding), dilation, groups))


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1) -> Tensor:
    """1-D convolution; ``padding`` an int, tuple, ``'valid'`` or ``'same'``. Mirrors ``mint.nn.functional.conv1d``."""
    return _conv("Conv1DExt", input, weight, bias, stride, padding, dilation, groups)


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1) -> Tensor:
    """2-D convolution over ``(N, C, H, W)``; ``padding`` an int, tuple, ``'valid'`` or ``'same'``.

    Mirrors ``mindspore.mint.nn.functional.conv2d`` (``ops.conv2d_ext``, 2.10). Note ``ops.conv2d`` takes
    ``pad_mode`` instead.
    """
    return _conv("Conv2DExt", input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups: int = 1) -> Tensor:
    """3-D convolution over ``(N, C, D, H, W)``. Mirrors ``mindspore.mint.nn.functional.conv3d`` (2.10)."""
    return _conv("Conv3DExt", input, weight, bias, stride, padding, dilation, groups)


def conv_transpose2d(
    input,
    weight,
    bias=None,
    stride=1,
    padding=0,
    output_padding=0,
    groups: int = 1,
    dilation=1,
) -> Tensor:
    """Transposed 2-D convolution; ``weight`` is ``(C_in, C_out / groups, kH, kW)``.

    Mirrors ``mindspore.mint.nn.functional.conv_transpose2d`` (2.10).
    """
    return _wrap(
        _K_conv.conv_transpose_torch(
            _as_tensor(input), _as_tensor(weight), _opt(bias), stride, padding, output_padding, groups, dilation
        )
    )


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type: float = 2.0, scale_grad_by_freq=False):
    """Rows of ``weight`` at the integer ``input``. Mirrors ``mindspore.mint.nn.functional.embedding`` (2.10).

    With ``max_norm`` the looked-up rows of ``weight`` are renormalised in place, as in MindSpore.
    """
    return _wrap(
        _K_emb.embedding(_as_tensor(input), _as_tensor(weight), padding_idx, max_norm, norm_type, scale_grad_by_freq)
    )


def one_hot(tensor, num_classes: int = -1) -> Tensor:
    """Int64 one-hot encoding with ``num_classes`` classes (-1: ``max + 1``).

    Mirrors ``mindspore.mint.nn.functional.one_hot`` (``ops.one_hot_ext``, 2.10).
    """
    return _wrap(_K_array.one_hot_ext(_as_tensor(tensor), num_classes))


def pixel_shuffle(input, upscale_factor: int) -> Tensor:
    """``(*, C r^2, H, W) -> (*, C, H r, W r)``. Mirrors ``mindspore.mint.nn.functional.pixel_shuffle`` (2.10)."""
    return _wrap(_K_img.pixel_shuffle(_as_tensor(input), int(upscale_factor)))


def unfold(input, kernel_size, dilation=1, padding=0, stride=1) -> Tensor:
    """Sliding blocks of a ``(N, C, H, W)`` input as columns ``(N, C*kH*kW, L)``. Mirrors ``mint.nn.functional.unfold``."""
    return _wrap(_K_img.unfold(_as_tensor(input), kernel_size, dilation, padding, stride))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1) -> Tensor:
    """Sum columns ``(N, C*kH*kW, L)`` back into ``(N, C, H, W)``. Mirrors ``mindspore.mint.nn.functional.fold``."""
    return _wrap(_K_img.fold(_as_tensor(input), output_size, kernel_size, dilation, padding, stride))


def flatten(input, start_dim: int = 0, end_dim: int = -1) -> Tensor:
    """Flatten dimensions ``start_dim .. end_dim``. Mirrors ``mindspore.mint.nn.functional.flatten`` (2.10)."""
    return _wrap(_K_array.flatten(_as_tensor(input), int(start_dim), int(end_dim)))


def clamp(input, min=None, max=None) -> Tensor:
    """Clip into ``[min, max]``; same as :func:`mindspore.mint.clamp`."""
    from ...ops.function.math_func import clamp as _clamp

    return _clamp(input, min, max)


def broadcast_to(input, shape) -> Tensor:
    """``input`` broadcast to ``shape``; same as :func:`mindspore.ops.broadcast_to`."""
    from ...ops.function.array_func import broadcast_to as _bt

    return _bt(input, shape)


# ------------------------------------------------------------------------------------------------
# pooling and resampling
# ------------------------------------------------------------------------------------------------
def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """2-D max pooling (``stride`` defaults to ``kernel_size``); with ``return_indices`` also the Int64 argmax.

    Mirrors ``mindspore.mint.nn.functional.max_pool2d`` (``ops.max_pool2d_ext``, 2.10).
    """
    k = (kernel_size,) * 2 if isinstance(kernel_size, int) else tuple(kernel_size)
    stride = k if stride is None else stride
    r = _K_pool.max_pool(_as_tensor(input), k, stride, padding, dilation, ceil_mode, return_indices, "max_pool2d")
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


def _nd(kernel_size, nd: int) -> tuple:
    """A pooling ``kernel_size`` (an int or ``nd`` ints) as ``nd`` ints."""
    return (kernel_size,) * nd if isinstance(kernel_size, int) else tuple(kernel_size)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True) -> Tensor:
    """1-D average pooling over ``(N, C, L)``. Mirrors ``mindspore.mint.nn.functional.avg_pool1d`` (2.10)."""
    return _wrap(
        _K_pool.avg_pool(_as_tensor(input), _nd(kernel_size, 1), stride, padding, ceil_mode, count_include_pad)
    )


def avg_pool2d(
    input,
    kernel_size,
    stride=None,
    padding=0,
    ceil_mode=False,
    count_include_pad=True,
    divisor_override=None,
) -> Tensor:
    """2-D average pooling over ``(N, C, H, W)``. Mirrors ``mint.nn.functional.avg_pool2d`` (``ops.avg_pool2d_ext``)."""
    return _wrap(
        _K_pool.avg_pool(
            _as_tensor(input), _nd(kernel_size, 2), stride, padding, ceil_mode, count_include_pad, divisor_override
        )
    )


def avg_pool3d(
    input,
    kernel_size,
    stride=None,
    padding=0,
    ceil_mode=False,
    count_include_pad=True,
    divisor_override=None,
) -> Tensor:
    """3-D average pooling over ``(N, C, D, H, W)``. Mirrors ``mindspore.mint.nn.functional.avg_pool3d`` (2.10)."""
    return _wrap(
        _K_pool.avg_pool(
            _as_tensor(input), _nd(kernel_size, 3), stride, padding, ceil_mode, count_include_pad, divisor_override
        )
    )


def adaptive_avg_pool1d(input, output_size) -> Tensor:
    """Adaptive average pooling to length ``output_size``. Mirrors ``mint.nn.functional.adaptive_avg_pool1d``."""
    return _wrap(_K_pool.adaptive_avg_pool(_as_tensor(input), output_size, 1))


def adaptive_avg_pool2d(input, output_size) -> Tensor:
    """Adaptive average pooling to ``output_size`` (int or pair; None keeps a size). Mirrors
    ``mindspore.mint.nn.functional.adaptive_avg_pool2d`` (2.10).
    """
    return _wrap(_K_pool.adaptive_avg_pool(_as_tensor(input), output_size, 2))


def adaptive_avg_pool3d(input, output_size) -> Tensor:
    """Adaptive average pooling over ``(N, C, D, H, W)``. Mirrors ``mint.nn.functional.adaptive_avg_pool3d``."""
    return _wrap(_K_pool.adaptive_avg_pool(_as_tensor(input), output_size, 3))


def adaptive_max_pool1d(input, output_size, return_indices: bool = False):
    """Adaptive max pooling to length ``output_size`` (with Int64 indices on request).

    Mirrors ``mindspore.mint.nn.functional.adaptive_max_pool1d`` (2.10).
    """
    r = _K_pool.adaptive_max_pool(_as_tensor(input), output_size, 1, return_indices)
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


def adaptive_max_pool2d(input, output_size, return_indices: bool = False):
    """Adaptive max pooling to ``output_size`` (with Int64 indices on request).

    Mirrors ``mindspore.mint.nn.functional.adaptive_max_pool2d`` (2.10).
    """
    r = _K_pool.adaptive_max_pool(_as_tensor(input), output_size, 2, return_indices)
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None) -> Tensor:
    """Partial inverse of :func:`max_pool2d`: values scattered to ``indices``, zeros elsewhere.

    Mirrors ``mindspore.mint.nn.functional.max_unpool2d`` (2.10).
    """
    return _wrap(
        _K_pool.max_unpool(_as_tensor(input), _as_tensor(indices), 2, kernel_size, stride, padding, output_size)
    )


def interpolate(
    input,
    size=None,
    scale_factor=None,
    mode: str = "nearest",
    align_corners=None,
    recompute_scale_factor=None,
) -> Tensor:
    """Resize by ``size`` or ``scale_factor``; modes ``'nearest'``, ``'linear'``, ``'bilinear'``, ``'bicubic'``,
    ``'trilinear'``, ``'area'``, ``'nearest-exact'``. Mirrors ``mint.nn.functional.interpolate``
    (``ops.interpolate_ext``, 2.10).
    """
    return _wrap(
        _K_img.interpolate_torch(_as_tensor(input), size, scale_factor, mode, align_corners, recompute_scale_factor)
    )


def upsample(input, size=None, scale_factor=None, mode: str = "nearest", align_corners=None) -> Tensor:
    """Alias of :func:`interpolate`. Mirrors ``mindspore.mint.nn.functional.upsample`` (2.10)."""
    return interpolate(input, size, scale_factor, mode, align_corners)


def grid_sample(input, grid, mode: str = "bilinear", padding_mode: str = "zeros", align_corners=None) -> Tensor:
    """Sample ``input`` at the normalised coordinates in ``grid``. Mirrors ``mint.nn.functional.grid_sample``."""
    return _wrap(_K_img.grid_sample(_as_tensor(input), _as_tensor(grid), mode, padding_mode, bool(align_corners)))


def pad(input, pad, mode: str = "constant", value=None) -> Tensor:
    """Pad the last dimensions by ``pad`` (``(left, right, top, bottom, ...)``); modes ``'constant'``,
    ``'reflect'``, ``'replicate'``, ``'circular'``. Mirrors ``mint.nn.functional.pad`` (``ops.pad_ext``, 2.10).
    """
    if isinstance(pad, (tuple, list)) and len(pad) % 2:
        raise ValueError(f"Length of padding must be even but got {len(pad)}")
    return _wrap(_K_pad.pad(_as_tensor(input), _K_pad.check_padding(pad, "ConstantPadND"), mode, value))


# ------------------------------------------------------------------------------------------------
# normalization
# ------------------------------------------------------------------------------------------------
def batch_norm(
    input,
    running_mean,
    running_var,
    weight=None,
    bias=None,
    training: bool = False,
    momentum: float = 0.1,
    eps: float = 1e-5,
) -> Tensor:
    """Batch normalisation over axis 1, torch's momentum convention (``running = (1-m) running + m batch``);
    the running statistics are updated in place when ``training``.

    Mirrors ``mindspore.mint.nn.functional.batch_norm`` (``ops.batch_norm_ext``, 2.10). Note
    ``mindspore.nn.BatchNorm2d`` uses the opposite momentum convention.
    """
    t = _as_tensor(input)
    floats = (torch.float16, torch.float32, torch.bfloat16)
    return _wrap(
        _K_norm.batch_norm(
            "BatchNormExt",
            t,
            _opt(running_mean),
            _opt(running_var),
            _opt(weight),
            _opt(bias),
            training,
            momentum,
            eps,
            floats,
        )  # fmt: skip
    )


def layer_norm(input, normalized_shape, weight=None, bias=None, eps: float = 1e-5) -> Tensor:
    """Layer normalisation over the trailing ``normalized_shape``. Mirrors ``mint.nn.functional.layer_norm``."""
    from ...ops.function.nn_func import _layer_norm_fn

    return _layer_norm_fn(input, normalized_shape, weight, bias, eps)


def group_norm(input, num_groups: int, weight=None, bias=None, eps: float = 1e-5) -> Tensor:
    """Group normalisation of ``(N, C, *)`` over ``num_groups`` channel groups. Mirrors ``mint.nn.functional.group_norm``."""
    return _wrap(_K_norm.group_norm(_as_tensor(input), int(num_groups), _opt(weight), _opt(bias), eps))


def normalize(input, p: float = 2.0, dim: int = 1, eps: float = 1e-12) -> Tensor:
    """``input / max(||input||_p, eps)`` along ``dim``. Mirrors ``mindspore.mint.nn.functional.normalize`` (2.10)."""
    return _wrap(_K_norm.lp_normalize(_as_tensor(input), p, dim, eps))


# ------------------------------------------------------------------------------------------------
# losses
# ------------------------------------------------------------------------------------------------


def cross_entropy(input, target, weight=None, ignore_index: int = -100, reduction="mean", label_smoothing=0.0):
    """Cross entropy of logits ``input`` against class indices or class probabilities ``target``.

    Mirrors ``mindspore.mint.nn.functional.cross_entropy`` (``ops.cross_entropy_ext``, 2.10): a floating
    ``target`` holds probabilities, any other dtype (int32, int64, uint8) class indices; the class axis is 0 for a
    1-D ``input`` and 1 otherwise.

    Raises:
        TypeError: ``input`` or ``target`` is not a Tensor, or ``weight`` is neither a Tensor nor None.
        ValueError: ``label_smoothing`` outside [0, 1], or ``input`` 0-dim or with ``shape[0] == 0``.
    """
    if not isinstance(input, Tensor) or not isinstance(target, Tensor):
        raise TypeError(
            f"For cross_entropy, input and target must be Tensor, but got input:{type(input)}, target:{type(target)}."
        )
    if weight is not None and not isinstance(weight, Tensor):
        raise TypeError(f"For cross_entropy, weight must be Tensor or None, but got {type(weight)}.")
    if label_smoothing < 0.0 or label_smoothing > 1.0:
        raise ValueError("For cross_entropy, label_smoothing must be in [0, 1].")
    x = _as_tensor(input)
    if x.ndim == 0 or x.shape[0] == 0:
        raise ValueError("For cross_entropy, input doesn't support 0-dim or shape[0] == 0.")
    return _wrap(
        _K_loss.cross_entropy_torch(x, _as_tensor(target), _opt(weight), ignore_index, reduction, label_smoothing)
    )


def nll_loss(input, target, weight=None, ignore_index: int = -100, reduction: str = "mean") -> Tensor:
    """Negative log-likelihood of log-probabilities ``input`` at class indices ``target`` (int32, int64 or uint8).

    Mirrors ``mindspore.mint.nn.functional.nll_loss`` (``ops.nll_loss_ext``, 2.10).

    Raises:
        ValueError: ``input`` has more than one dimension and its batch size differs from ``target``'s.
    """
    if target is None:  # MindSpore reads ``target.dtype``
        raise AttributeError("'NoneType' object has no attribute 'dtype'")
    x, tg = _as_tensor(input), _as_tensor(target)
    if x.ndim != 1 and tg.ndim > 0 and x.shape[0] != tg.shape[0]:
        raise ValueError(
            f"input bacth_size should be equal to target batch_size, but got {x.shape[0]} and {tg.shape[0]}"
        )
    return _wrap(_K_loss.nll_prim(x, tg, _opt(weight), ignore_index, reduction)[0])


def _loss2(name: str, what: str):
    def fn(input, target, reduction: str = "mean"):
        return _wrap(_K_loss.pointwise(name, _as_tensor(input), _as_tensor(target), reduction))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"{what}; ``reduction`` ``'mean'`` (default), ``'sum'`` or ``'none'``. "
        f"Mirrors ``mindspore.mint.nn.functional.{name}`` (2.10).\n"
    )
    return fn


mse_loss = _loss2("mse_loss", "Mean squared error ``(input - target) ** 2``")
l1_loss = _loss2("l1_loss", "Mean absolute error ``|input - target|``")
soft_margin_loss = _loss2("soft_margin_loss", "``log(1 + exp(-target * input))``")


def smooth_l1_loss(input, target, reduction: str = "mean", beta: float = 1.0) -> Tensor:
    """Smooth L1 (Huber-like) loss with threshold ``beta``. Mirrors ``mint.nn.functional.smooth_l1_loss`` (2.10)."""
    if not isinstance(target, (Tensor, torch.Tensor)):
        raise _errors.not_tensor_error("smooth_l1_loss", type(target).__name__, "target")
    return _wrap(_K_loss.smooth_l1(_as_tensor(input), _as_tensor(target), beta, reduction))


def kl_div(input, target, reduction: str = "mean", log_target: bool = False) -> Tensor:
    """KL divergence of log-probabilities ``input`` from ``target``; ``reduction`` also ``'batchmean'``.

    Mirrors ``mindspore.mint.nn.functional.kl_div`` (``ops.kl_div_ext``, 2.10).
    """
    return _wrap(_K_loss.kl_div(_as_tensor(input), _as_tensor(target), reduction, log_target, ms_mean=False))


def binary_cross_entropy(input, target, weight=None, reduction: str = "mean") -> Tensor:
    """Binary cross entropy of probabilities ``input``. Mirrors ``mint.nn.functional.binary_cross_entropy`` (2.10)."""
    return _wrap(_K_loss.bce(_as_tensor(input), _as_tensor(target), _opt(weight), reduction))


def binary_cross_entropy_with_logits(input, target, weight=None, reduction="mean", pos_weight=None) -> Tensor:
    """Binary cross entropy of logits ``input`` (sigmoid fused, numerically stable).

    Mirrors ``mindspore.mint.nn.functional.binary_cross_entropy_with_logits`` (2.10).
    """
    return _wrap(
        _K_loss.bce_with_logits(_as_tensor(input), _as_tensor(target), _opt(weight), _opt(pos_weight), reduction)
    )


def cosine_embedding_loss(input1, input2, target, margin: float = 0.0, reduction: str = "mean") -> Tensor:
    """``1 - cos(x1, x2)`` for target 1, ``max(0, cos(x1, x2) - margin)`` for -1.

    Mirrors ``mindspore.mint.nn.functional.cosine_embedding_loss`` (2.10).
    """
    return _wrap(
        _K_loss.cosine_embedding_torch(_as_tensor(input1), _as_tensor(input2), _as_tensor(target), margin, reduction)
    )


# names of MindSpore's underlying ops, also exported by mint.nn.functional (2.10)
def elu_ext(input, alpha: float = 1.0) -> Tensor:
    """:func:`elu` (out of place). Mirrors ``mindspore.mint.nn.functional.elu_ext`` (2.10)."""
    return elu(input, alpha)


def inplace_elu(input, alpha: float = 1.0) -> Tensor:
    """:func:`elu` in place. Mirrors ``mindspore.mint.nn.functional.inplace_elu`` (2.10)."""
    return elu(input, alpha, True)


def silu_func(input) -> Tensor:
    """:func:`silu` (out of place). Mirrors ``mindspore.mint.nn.functional.silu_func`` (2.10)."""
    return silu(input)


def inplace_silu(input) -> Tensor:
    """:func:`silu` in place. Mirrors ``mindspore.mint.nn.functional.inplace_silu`` (2.10)."""
    return silu(input, True)


def hardtanh_op(input, min_val: float = -1, max_val: float = 1) -> Tensor:
    """:func:`hardtanh` (out of place). Mirrors ``mindspore.mint.nn.functional.hardtanh_op`` (2.10)."""
    return hardtanh(input, min_val, max_val)


def threshold_op(input, threshold, value) -> Tensor:
    """Out-of-place threshold. Mirrors ``mindspore.mint.nn.functional.threshold_op`` (2.10)."""
    return globals()["threshold"](input, threshold, value)


adaptive_avg_pool3d_ext = adaptive_avg_pool3d


def norm_ext(input, p="fro", dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Same as :func:`mindspore.mint.norm`. Mirrors ``mindspore.mint.nn.functional.norm_ext`` (2.10)."""
    from .. import norm

    return norm(input, p, dim, keepdim, dtype=dtype)
