"""Normalisation kernels: layer, batch, group and instance normalisation with MindSpore's checks.

``nn.LayerNorm``/``ops.LayerNorm``/``ops.layer_norm``/``mint.nn.functional.layer_norm``, ``nn.BatchNorm1d/2d/3d``/
``ops.BatchNorm``/``ops.batch_norm``/``mint.nn.functional.batch_norm``, ``nn.GroupNorm``/``ops.group_norm``/
``mint.nn.functional.group_norm`` and ``nn.InstanceNorm1d/2d/3d`` call these.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name as _name
from .errors import translate, translated

__all__ = ["check_float", "check_axes", "check_scale", "layer_norm", "batch_norm", "group_norm", "instance_norm"]

_HALF_SINGLE = (torch.float16, torch.float32)


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
        raise RuntimeError(f"For 'LayerNorm', the dimension of 'input_x' must be at least 1, but got {list(t.shape)}")
    for p in (gamma, beta):
        if p is not None and tuple(p.shape) != tuple(t.shape[bpa:]):
            raise ValueError(
                f"For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: {list(t.shape)}, "
                f"gamma shape: {list(gamma.shape) if gamma is not None else None}, beta shape: "
                f"{list(beta.shape) if beta is not None else None}."
            )
    src = t
    if not t.is_floating_point():
        t = t.float()
    if gamma is not None and gamma.dtype != t.dtype:
        gamma = gamma.to(t.dtype)
    if beta is not None and beta.dtype != t.dtype:
        beta = beta.to(t.dtype)
    with translated("LayerNorm"):
        if bna == bpa:
            y = F.layer_norm(t, t.shape[bna:], gamma, beta, eps)
        else:
            y = F.layer_norm(t, t.shape[bna:], None, None, eps)
            if gamma is not None:
                y = y * gamma
            if beta is not None:
                y = y + beta
    return y if y.dtype == src.dtype else y.to(src.dtype)


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
    try:
        return F.batch_norm(t, mean, var, gamma, beta, training, momentum, eps)
    except (RuntimeError, NotImplementedError) as e:
        err = e
    check_scale(t, gamma)
    if "mixed dtype" in str(err):
        cast = [p.to(t.dtype) if p is not None else None for p in (mean, var, gamma, beta)]
        with translated(prim):
            return F.batch_norm(t, *cast, training, momentum, eps)
    raise translate(prim, err) from err


def check_scale(t: torch.Tensor, gamma: torch.Tensor | None) -> None:
    """``BatchNorm``'s check that ``gamma`` (scale) has the input's channel count (``ValueError``)."""
    c = t.shape[1] if t.dim() > 1 else 1
    if gamma is not None and gamma.shape[0] != c:  # MindSpore's message, its typo ("bug got") included
        raise ValueError(
            f"For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: {c}, bug got "
            f"scale.shape[0]: {gamma.shape[0]}."
        )


def group_norm(t: torch.Tensor, groups: int, weight, bias, eps: float) -> torch.Tensor:
    """torch's group normalisation of ``(N, C, *)`` with MindSpore's dtype and channel checks.

    Raises:
        TypeError: a non-float input (MindSpore: BFloat16/Float16/Float32/Float64).
        ValueError: ``weight``/``bias`` not of the input's channel count.
    """
    if not t.is_floating_point():
        wn = _name(weight.dtype) if weight is not None else _name(t.dtype)
        raise TypeError(
            "For GroupNorm. input arguments' types must be the same and be one of [BFloat16, Float16, Float32, "
            f"Float64]. But got input's type: {_name(t.dtype)}, weight's type: {wn}, bias's type: {wn}."
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
