"""Normalisation kernels: layer, batch, group and instance normalisation with MindSpore's checks.

``nn.LayerNorm``/``ops.LayerNorm``/``ops.layer_norm``/``mint.nn.functional.layer_norm``, ``nn.BatchNorm1d/2d/3d``/
``ops.BatchNorm``/``ops.batch_norm``/``mint.nn.functional.batch_norm``, ``nn.GroupNorm``/``ops.group_norm``/
``mint.nn.functional.group_norm`` and ``nn.InstanceNorm1d/2d/3d`` call these.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name as _name
from .errors import translate, translated
from . import errors as _errors
from . import half as _half

__all__ = [
    "rms_norm",
    "lrn",
    "lrn_grad",
    "layer_norm_grad",
    "lp_normalize",
    "l2_normalize",
    "batch_norm_stats",
    "batch_norm_gather_stats",
    "l2_norm",
    "clip_by_norm",
    "batch_norm_prim",
    "layer_norm_prim",
    "check_params_dtype",
    "check_float",
    "check_axes",
    "check_scale",
    "layer_norm",
    "batch_norm",
    "group_norm",
    "instance_norm",
]

_HALF_SINGLE = (torch.float16, torch.float32)
_HALVES = (torch.float16, torch.bfloat16)


class _GradThrough(torch.autograd.Function):
    """Identity forward; backward rounds the gradient through ``dtype`` and back (MindSpore's half kernels)."""

    @staticmethod
    def forward(ctx, p: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
        ctx.dtype = dtype
        return p.view_as(p)

    @staticmethod
    def backward(ctx, g: torch.Tensor):
        return g.to(ctx.dtype).to(g.dtype), None


def _float32_params(t: torch.Tensor, *params) -> bool:
    """Whether every given parameter is a float32 vector of ``t``'s channel count (BatchNorm's mixed-dtype form)."""
    c = t.shape[1:2]
    return all(p is None or (p.dtype == torch.float32 and p.shape == c) for p in params) and params[0] is not None


def check_float(prim: str, t: torch.Tensor, valid: tuple = _HALF_SINGLE, arg: str = "input_x") -> None:
    """MindSpore's dtype check of a normalisation primitive: ``TypeError`` unless ``t``'s dtype is in ``valid``."""
    if t.dtype not in valid:
        names = ", ".join(sorted(f"Tensor[{_name(d)}]" for d in valid))
        raise TypeError(
            f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{names}}}, but got "
            f"Tensor[{_name(t.dtype)}]."
        )


def check_axes(rank: int, begin_norm_axis: int, begin_params_axis: int) -> tuple[int, int]:
    """``LayerNorm``'s axes in ``[-1, rank)`` -> non-negative; MindSpore's ``RuntimeError`` otherwise."""
    out = []
    for arg, v in (("begin_norm_axis", begin_norm_axis), ("begin_params_axis", begin_params_axis)):
        if not -1 <= v < rank:
            raise RuntimeError(
                f"For primitive[LayerNorm], input_x's rank is {rank}, while the '{arg}' value should be in the range "
                f"[-1, {rank}), but got {v}"
            )
        out.append(v % rank)
    return out[0], out[1]


def layer_norm(
    t: torch.Tensor,
    begin_norm_axis: int,
    begin_params_axis: int,
    gamma: torch.Tensor | None,
    beta: torch.Tensor | None,
    eps: float,
    check_dtype: bool = True,
) -> torch.Tensor:
    """MindSpore's ``LayerNorm``: normalise over the axes from ``begin_norm_axis``, scale/shift from
    ``begin_params_axis`` (``gamma``/``beta`` shaped as those axes; None for no affine).

    ``check_dtype`` (the primitive and ``nn.LayerNorm``) rejects non-float inputs as MindSpore's CPU kernel does;
    without it (``ops.layer_norm``) an integer input is computed in float32 and cast back, as MindSpore returns.

    Raises:
        TypeError: a non-float input (with ``check_dtype``).
        RuntimeError: an axis outside ``[-1, rank)``, or an empty input.
        ValueError: ``gamma``/``beta`` not shaped as the parameter axes.
    """
    if check_dtype and not t.is_floating_point():
        raise TypeError(f"Select CPU operator[LayerNorm] fail! Unsupported data type: Tensor[{_name(t.dtype)}].")
    nd = t.dim()
    bna, bpa = check_axes(nd, begin_norm_axis, begin_params_axis)
    if t.numel() == 0:
        raise _errors.runtime_error(
            "LayerNorm", f"the dimension of 'input_x' must be at least 1, but got {list(t.shape)}"
        )
    for p in (gamma, beta):
        if p is not None and tuple(p.shape) != tuple(t.shape[bpa:]):
            raise _errors.value_error(
                "LayerNorm",
                f"gamma or beta shape must match input shape, but got input shape: {list(t.shape)}, "
                f"gamma shape: {list(gamma.shape) if gamma is not None else None}, beta shape: "
                f"{list(beta.shape) if beta is not None else None}.",
            )
    src = t
    if not t.is_floating_point():
        t = t.float()
    if gamma is not None and gamma.dtype != t.dtype:
        gamma = gamma.to(t.dtype)
    if beta is not None and beta.dtype != t.dtype:
        beta = beta.to(t.dtype)
    with translated("LayerNorm"):
        if check_dtype and t.dtype == torch.float16:
            return _layer_norm_half(t, bna, gamma, beta, eps)
        if bna == bpa:
            y = F.layer_norm(t, t.shape[bna:], gamma, beta, eps)
        else:
            y = F.layer_norm(t, t.shape[bna:], None, None, eps)
            if gamma is not None:
                y = y * gamma
            if beta is not None:
                y = y + beta
    return y if y.dtype == src.dtype else y.to(src.dtype)


def _layer_norm_half(t: torch.Tensor, bna: int, gamma, beta, eps: float) -> torch.Tensor:
    """MindSpore's CPU ``LayerNorm`` kernel on float16: the mean and variance in float32, then
    ``(x - mean) / sqrt(var + eps) * gamma + beta`` in float16, rounded after each step."""
    dims = tuple(range(bna, t.dim()))
    xf = t.float()
    mean = xf.mean(dims, keepdim=True)
    std = torch.sqrt(xf.var(dims, keepdim=True, correction=0) + eps)
    y = (t - mean.half()) / std.half()
    if gamma is not None:
        y = y * gamma
    if beta is not None:
        y = y + beta
    return y


def batch_norm(
    prim: str,
    t: torch.Tensor,
    mean: torch.Tensor | None,
    var: torch.Tensor | None,
    gamma: torch.Tensor | None,
    beta: torch.Tensor | None,
    training: bool,
    momentum: float,
    eps: float,
    valid: tuple = _HALF_SINGLE,
) -> torch.Tensor:
    """torch's batch normalisation over axis 1 (torch's ``momentum``), after MindSpore's checks of ``prim``.

    Raises:
        TypeError: an input dtype outside ``valid`` (MindSpore's BatchNorm takes float16/float32).
        ValueError: ``gamma`` not of the input's channel count.
    """
    if t.dtype not in valid:
        check_float(prim, t, valid)
    if t.dtype in _HALVES and _float32_params(t, gamma, beta, mean, var):
        # MindSpore's kernel takes a half input with float32 parameters by computing in float32 and rounding only
        # y (and, backward, dx) to the half type: its gamma/beta gradients are those of the float32 input. torch's
        # mixed-dtype kernel works from the half values and its reductions differ (measured 1e-4 on a gamma
        # gradient), so the input is widened here. Inside a graph the kernel reads the unrounded Float32 output of
        # a Float32-only kernel before it (a Float16 Conv2D) and passes its own on unrounded (half.keep_float32).
        if not training and torch.is_grad_enabled():
            # inference: MindSpore's gradient kernel gives gamma/beta gradients rounded to the half type
            gamma, beta = (_GradThrough.apply(p, t.dtype) if p is not None else None for p in (gamma, beta))
        with translated(prim):
            y = F.batch_norm(_half.as_float32(t), mean, var, gamma, beta, training, momentum, eps)
            return _half.keep_float32(y, t.dtype)
    try:
        return F.batch_norm(t, mean, var, gamma, beta, training, momentum, eps)
    except (RuntimeError, NotImplementedError, ValueError) as e:
        err = e
    check_scale(t, gamma)
    check_params_dtype(prim, gamma, beta, mean, var)
    if training and isinstance(err, ValueError) and t.dim() > 1 and t.numel() == t.shape[1]:
        return _batch_norm_one(t, mean, var, gamma, beta, momentum, eps)
    if "mixed dtype" in str(err):
        cast = [p.to(t.dtype) if p is not None else None for p in (mean, var, gamma, beta)]
        with translated(prim):
            return F.batch_norm(t, *cast, training, momentum, eps)
    raise translate(prim, err) from None


def check_params_dtype(prim: str, *params) -> None:
    """``BatchNorm``'s check that its scale, bias, mean and variance share one dtype (``TypeError``); the input
    may differ (a half input with float32 parameters)."""
    dts = {p.dtype for p in params if isinstance(p, torch.Tensor)}
    if len(dts) > 1:
        raise TypeError(f"For primitive[{prim}], the input type must be same.")


def _batch_norm_one(t, mean, var, gamma, beta, momentum: float, eps: float) -> torch.Tensor:
    """Training batch normalisation of one value per channel (torch refuses it, MindSpore computes it): the
    output is ``beta`` (or 0), the running mean moves toward the input, the running variance (unbiased) is NaN."""
    dims = [d for d in range(t.dim()) if d != 1]
    shape = (1, -1) + (1,) * (t.dim() - 2)
    bm = t.mean(dims)
    y = (t - bm.reshape(shape)) / torch.sqrt(t.var(dims, correction=0).reshape(shape) + eps)
    if gamma is not None:
        y = y * gamma.reshape(shape)
    if beta is not None:
        y = y + beta.reshape(shape)
    with torch.no_grad():
        if mean is not None:
            mean.mul_(1 - momentum).add_(bm.to(mean.dtype) * momentum)
        if var is not None:
            var.mul_(1 - momentum).add_(torch.full_like(var, math.nan) * momentum)
    return y.to(t.dtype)


def batch_norm_prim(t: torch.Tensor, mean, var, gamma, beta, training: bool, momentum: float, eps: float):
    """MindSpore's ``BatchNorm`` primitive: ``(y, batch or moving mean, batch or moving variance)``; in training
    the moving statistics are updated in place (``moving = (1 - momentum) * moving + momentum * batch``, the
    variance unbiased).

    Raises:
        TypeError: a non-float input, or parameters of different dtypes. ValueError: a scale not of the input's
        channel count.
    """
    check_float("BatchNorm", t)
    check_scale(t, gamma)
    check_params_dtype("BatchNorm", gamma, beta, mean, var)
    if not training:
        return batch_norm("BatchNorm", t, mean, var, gamma, beta, False, 0.0, eps), mean, var
    dims = [d for d in range(t.dim()) if d != 1]
    bm = t.mean(dims)
    bv = t.var(dims, correction=0)
    with torch.no_grad():
        n = t.numel() / t.shape[1]
        mean.mul_(1 - momentum).add_(bm.detach() * momentum)
        var.mul_(1 - momentum).add_(bv.detach() * (n / max(n - 1, 1)) * momentum)
    if n == 1:
        shape = (1, -1) + (1,) * (t.dim() - 2)
        y = (t - bm.reshape(shape)) / torch.sqrt(bv.reshape(shape) + eps) * gamma.reshape(shape) + beta.reshape(shape)
    else:
        y = batch_norm("BatchNorm", t, None, None, gamma, beta, True, 0.0, eps)
    return y, bm, bv


def layer_norm_prim(t: torch.Tensor, begin_norm_axis: int, begin_params_axis: int, gamma, beta, eps: float):
    """MindSpore's ``LayerNorm`` primitive: ``(y, mean, variance)`` with :func:`layer_norm`'s checks (the mean and
    variance over the normalised axes, kept as size-1 axes; float32 for a float16 input)."""
    y = layer_norm(t, begin_norm_axis, begin_params_axis, gamma, beta, eps)
    bna, _ = check_axes(t.dim(), begin_norm_axis, begin_params_axis)
    dims = tuple(range(bna, t.dim()))
    s = t.float() if t.dtype == torch.float16 else t  # a float16 input's mean and variance are float32
    return y, s.mean(dims, keepdim=True), s.var(dims, keepdim=True, correction=0)


def check_scale(t: torch.Tensor, gamma: torch.Tensor | None) -> None:
    """``BatchNorm``'s check that ``gamma`` (scale) has the input's channel count (``ValueError``)."""
    c = t.shape[1] if t.dim() > 1 else 1
    if gamma is not None and gamma.shape[0] != c:  # MindSpore's message, its typo ("bug got") included
        raise ValueError(
            f"For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: {c}, bug got "
            f"scale.shape[0]: {gamma.shape[0]}."
        )


def group_norm(t: torch.Tensor, groups: int, weight, bias, eps: float, same_dtype: bool = True) -> torch.Tensor:
    """torch's group normalisation of ``(N, C, *)`` with MindSpore's dtype, group and channel checks.

    ``same_dtype`` (``ops.group_norm``, ``mint``'s, MindSpore's GroupNorm kernel) requires ``weight``/``bias`` in
    the input's dtype; ``nn.GroupNorm`` (False) casts its float32 parameters to a half input instead.

    Raises:
        TypeError: a non-float input (MindSpore: BFloat16/Float16/Float32/Float64), or with ``same_dtype`` a
            ``weight``/``bias`` of another dtype.
        ValueError: ``groups`` below 1, or ``weight``/``bias`` not of the input's channel count.
    """
    if isinstance(groups, int) and groups <= 0:
        raise ValueError(f"For GroupNorm, the 'num_groups' must be greater than 0, but got {groups}")
    mixed = same_dtype and any(p is not None and p.dtype != t.dtype for p in (weight, bias))
    if not t.is_floating_point() or mixed:
        wn = _name(weight.dtype) if weight is not None else _name(t.dtype)
        raise TypeError(
            "For GroupNorm. input arguments' types must be the same and be one of [BFloat16, Float16, Float32, "
            f"Float64]. But got input's type: {_name(t.dtype)}, weight's type: {wn}, bias's type: "
            f"{_name(bias.dtype) if bias is not None else wn}."
        )
    c = t.shape[1] if t.dim() > 1 else 0
    for p in (weight, bias):
        if p is not None and tuple(p.shape) != (c,):
            raise ValueError(
                f"For GroupNorm, shape of weight and bias should be equal to input_x's channel dimension: {c}, bug "
                f"got shape: {list(p.shape)}."
            )
    if weight is not None and weight.dtype != t.dtype:
        weight = weight.to(t.dtype)
    if bias is not None and bias.dtype != t.dtype:
        bias = bias.to(t.dtype)
    with translated("GroupNorm"):
        return F.group_norm(t, groups, weight, bias, eps)


def instance_norm(t: torch.Tensor, gamma: torch.Tensor, beta: torch.Tensor, eps: float) -> torch.Tensor:
    """Instance normalisation (batch statistics per sample and channel) with MindSpore's ``InstanceNorm`` checks.

    Raises:
        TypeError: an input other than float16/float32.
        ValueError: ``gamma`` not of the input's channel count.
    """
    check_float("InstanceNorm", t)
    if gamma.shape[0] != t.shape[1]:
        raise ValueError(
            f"For primitive[InstanceNorm], the gamma shape must be equal to (C, ) which is {t.shape[1]} , but got "
            f"{gamma.shape[0]}."
        )
    with translated("InstanceNorm"):
        return F.instance_norm(t, None, None, gamma.to(t.dtype), beta.to(t.dtype), True, 0.0, eps)


def lrn(t: torch.Tensor, depth_radius: int, bias: float, alpha: float, beta: float) -> torch.Tensor:
    """Local response normalisation across channels of NCHW ``t`` (MindSpore's ``LRN``): ``x / (bias + alpha *
    mean_{window} x^2) ** beta``, the window ``2 * depth_radius + 1`` channels (zero padded, count included)."""
    r = depth_radius
    n, c, h, w = t.shape
    sq = (t * t).reshape(n, 1, c, h * w)
    window = F.avg_pool2d(sq, (2 * r + 1, 1), 1, (r, 0), False, True, 1)
    return t / (bias + alpha * window.reshape(t.shape)) ** beta


def lrn_grad(dy: torch.Tensor, x: torch.Tensor, depth_radius: int, bias: float, alpha: float, beta: float):
    """The gradient of :func:`lrn` at NCHW ``x`` for the output gradient ``dy`` (MindSpore's ``LRNGrad``, oneDNN's
    backward from ``x``): with ``n = bias + alpha * window_sum(x^2)``, ``dy * n^-beta - 2 alpha beta x *
    window_sum(dy x n^(-beta - 1))`` over the same ``2 * depth_radius + 1`` channels. Float16 is computed in
    Float32 and rounded back."""
    r = depth_radius
    wide = x.float() if x.dtype == torch.float16 else x
    g = dy.to(wide.dtype)
    n_, c, h, w = wide.shape

    def window(t: torch.Tensor) -> torch.Tensor:
        return F.avg_pool2d(t.reshape(n_, 1, c, h * w), (2 * r + 1, 1), 1, (r, 0), False, True, 1).reshape(t.shape)

    norm = bias + alpha * window(wide * wide)
    dx = g * norm**-beta - 2 * alpha * beta * wide * window(g * wide * norm ** (-beta - 1))
    return dx.to(x.dtype)


def layer_norm_grad(
    x: torch.Tensor,
    dy: torch.Tensor,
    var: torch.Tensor,
    mean: torch.Tensor,
    gamma: torch.Tensor,
    begin_norm_axis: int,
    begin_params_axis: int,
    eps: float = 1e-7,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """MindSpore's ``LayerNormGrad`` CPU kernel: ``(dx, dgamma, dbeta)`` of a layer norm of ``x`` over the axes from
    ``begin_norm_axis`` (``var``/``mean``, Float32, one value per normalized block) scaled by ``gamma`` (the axes
    from ``begin_params_axis``), for the output gradient ``dy``.

    As the kernel: every value is computed in Float32 (Float64 inputs too) with ``eps = 1e-7`` (the primitive has
    no ``epsilon`` attribute), ``dy * gamma`` is rounded to the input dtype first (Float16), and ``dx``, ``dgamma``
    and ``dbeta`` (shaped like ``x``, ``gamma``, ``gamma``) are cast back to ``x``'s dtype.
    """
    rank = x.dim()
    bn = begin_norm_axis + rank if begin_norm_axis < 0 else begin_norm_axis
    bp = begin_params_axis + rank if begin_params_axis < 0 else begin_params_axis
    shape = tuple(x.shape)
    blocks, params = math.prod(shape[:bn]), math.prod(shape[bp:])
    if blocks == 0 or math.prod(shape[bn:]) == 0:
        raise _errors.runtime_error(
            "LayerNormGrad", f"the dimension of 'input_x' must be at least 1, but got {list(shape)}"
        )
    xf = x.float().reshape(blocks, -1)
    dyg = (dy.reshape(-1, params) * gamma.reshape(1, -1)).float().reshape(blocks, -1)
    v = var.float().reshape(blocks, 1) + eps
    dxm = xf - mean.float().reshape(blocks, 1)
    inv = v**-0.5
    dg = (dy.float().reshape(blocks, -1) * inv * dxm).reshape(-1, params).sum(0)
    db = dy.float().reshape(-1, params).sum(0)
    size = xf.shape[1]
    sum1 = (dyg * dxm).sum(1, keepdim=True) * (-0.5 * v**-1.5)
    sum2 = dyg.sum(1, keepdim=True)
    sum3 = dxm.sum(1, keepdim=True) * -2.0
    dx5 = (-1.0 * inv * sum2 + sum1 * sum3 / size) / size
    dx = dyg * inv + dxm * (2.0 * sum1 / size) + dx5
    gshape = tuple(gamma.shape)
    return dx.reshape(shape).to(x.dtype), dg.reshape(gshape).to(x.dtype), db.reshape(gshape).to(x.dtype)


def lp_normalize(t: torch.Tensor, p: float = 2.0, dim: int = 1, eps: float = 1e-12) -> torch.Tensor:
    """``t / max(||t||_p, eps)`` along ``dim`` (``ops.normalize``, ``mint.nn.functional.normalize``)."""
    return F.normalize(t, p, dim, eps)


def l2_normalize(t: torch.Tensor, axis: tuple, eps: float) -> torch.Tensor:
    """``x / sqrt(max(sum(x^2, axis), eps))`` (MindSpore's ``L2Normalize`` primitive)."""
    ss = (t * t).sum(axis, keepdim=True)
    return t / torch.sqrt(torch.clamp(ss, min=eps))


def batch_norm_stats(t: torch.Tensor, eps: float) -> tuple:
    """Per-channel (axis 1) ``(mean, 1 / sqrt(var + eps))`` of ``t`` in Float32 (``mint.batch_norm_stats``)."""
    dims = [d for d in range(t.ndim) if d != 1]
    v, m = torch.var_mean(t.float(), dim=dims, correction=0)
    return m, torch.rsqrt(v + eps)


def batch_norm_gather_stats(means, invstds, counts, running_mean, running_var, momentum: float, eps: float):
    """Per-process ``means``/``invstds`` combined, weighted by ``counts``, into the global ``(mean, invstd)``; the
    running statistics (torch tensors or None) are updated in place with the unbiased variance
    (``mint.batch_norm_gather_stats_with_counts``)."""
    means, invstds = means.float(), invstds.float()
    c = counts.float().reshape(-1, 1)
    n = c.sum()
    gm = (c * means).sum(0) / n
    var = (c * (1.0 / invstds**2 - eps + (means - gm) ** 2)).sum(0) / n
    with torch.no_grad():
        if running_mean is not None:
            running_mean.mul_(1 - momentum).add_(momentum * gm.to(running_mean.dtype))
        if running_var is not None:
            running_var.mul_(1 - momentum).add_(momentum * (var * n / (n - 1)).to(running_var.dtype))
    return gm, torch.rsqrt(var + eps)


def l2_norm(t: torch.Tensor, dims, keep_dims: bool = False) -> torch.Tensor:
    """``sqrt(sum(x^2, dims))`` (``nn.Norm``)."""
    return torch.sqrt((t * t).sum(dim=dims, keepdim=keep_dims))


def clip_by_norm(t: torch.Tensor, clip_norm: torch.Tensor, axis=None) -> torch.Tensor:
    """``x * clip_norm / max(||x||_axis, clip_norm)`` in Float32 (``nn.ClipByNorm``): the norm over all elements
    when ``axis`` is None, else over ``axis`` (an int or ints) kept for broadcasting."""
    t = t.to(torch.float32)
    c = clip_norm.to(torch.float32)
    if axis is None:
        norm = torch.sqrt((t * t).sum())
    else:
        norm = torch.sqrt((t * t).sum(dim=axis if isinstance(axis, int) else tuple(axis), keepdim=True))
    return t * c / torch.maximum(norm, c)


def rms_norm(x: torch.Tensor, gamma: torch.Tensor, eps: float) -> tuple[torch.Tensor, torch.Tensor]:
    """MindSpore's RmsNorm: ``rstd = 1 / sqrt(mean(x^2) + eps)`` over ``x``'s last ``gamma.ndim`` dimensions (kept as
    size-1 dimensions, Float32), ``y = x * rstd * gamma`` in ``x``'s dtype. Returns ``(y, rstd)``."""
    dims = tuple(range(x.ndim - gamma.ndim, x.ndim))
    x32 = x.to(torch.float32)
    rstd = torch.rsqrt(x32.pow(2).mean(dim=dims, keepdim=True) + eps)
    return (x32 * rstd * gamma.to(torch.float32)).to(x.dtype), rstd


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
