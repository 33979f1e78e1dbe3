"""Padding kernels: MindSpore's checks of ``ops.pad``'s paddings and modes over torch's pad.

``ops.pad``, ``mint.nn.functional.pad`` and the ``nn.ConstantPad*``/``ZeroPad2d``/``ReflectionPad*``/
``ReplicationPad*`` layers call these (``padding`` is torch-ordered: last axis first, negative values crop).
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name
from .errors import translated
from . import errors as _errors

__all__ = [
    "check_padding",
    "check_fits",
    "pad",
    "pad_pairs",
    "check_mirror_pairs",
    "mirror_pad",
    "pad_any",
    "symmetric_pad",
    "pad_v3_grad",
]

_MODES = {"constant": "constant", "reflect": "reflect", "replicate": "replicate", "edge": "replicate",
          "circular": "circular"}  # fmt: skip


def check_padding(padding, op: str = "pad") -> tuple[int, ...]:
    """``ops.pad``'s ``padding``: a tuple/list of an even number of ints -> a tuple.

    Raises:
        TypeError: ``padding`` None (MindSpore takes its ``len``), not a tuple/list, or holding a non-int.
        ValueError: an odd number of values.
    """
    if padding is None:
        raise TypeError("object of type 'NoneType' has no len()")
    if not isinstance(padding, (tuple, list)) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in padding
    ):
        raise _errors.type_error(op, f"the paddings value must be tuple of int or list of int, but got {padding}")
    if len(padding) % 2:
        raise _errors.value_error(op, f"the size of padding must be divisible by 2, but got {len(padding)}")
    return tuple(padding)


def check_fits(t: torch.Tensor, padding: Sequence[int], mode: str) -> None:
    """MindSpore's shape checks of a padding of ``t``: rank, reflect sizes, a positive output.

    Raises:
        ValueError: more padded axes than ``t`` has, a reflect padding not below its axis size, or an empty output.
    """
    nd = len(padding) // 2
    if nd > t.dim():
        raise ValueError(
            f"For padding with length {len(padding)}, the dimension of the tensor should be at least {nd}, but got "
            f"{t.dim()}"
        )
    for i in range(nd):
        size = t.shape[t.dim() - 1 - i]
        lo, hi = padding[2 * i], padding[2 * i + 1]
        if mode == "reflect" and (lo >= size or hi >= size):
            raise _errors.value_error(
                "PadV3",
                f"reflect mode, Padding size must be less than the corresponding input dimension, but "
                f"got: padding ({lo},{hi}) at dimension {t.dim() - 1 - i}",
                sep="' ",
            )
    out = list(t.shape)
    for i in range(nd):
        out[t.dim() - 1 - i] += padding[2 * i] + padding[2 * i + 1]
    if any(n <= 0 for n in out):
        raise ValueError(f"For primitive[PadV3], the output size must be greater than 0, but got {min(out)}.")


def pad(t: torch.Tensor, padding: Sequence[int], mode: str = "constant", value=None) -> torch.Tensor:
    """``t`` padded by ``padding`` in ``mode`` ('constant' with ``value``, 'reflect', 'replicate'/'edge',
    'circular'), after :func:`check_fits`.

    Raises:
        ValueError: an unknown ``mode``, or a padding that does not fit (:func:`check_fits`).
    """
    if mode not in _MODES:
        raise _errors.value_error(
            "PadV3",
            f"the 'mode' must be str and must be in '['constant', 'reflect', 'edge', 'circular']', but got '{mode}'.",
        )
    check_fits(t, padding, mode)
    with translated("PadV3"):
        if mode == "constant":
            return F.pad(t, tuple(padding), "constant", 0 if value is None else value)
        return F.pad(t, tuple(padding), _MODES[mode])


def _check_pairs(prim: str, t, pairs) -> None:
    """The rank and sign checks shared by ``Pad`` and ``MirrorPad`` (one ``(before, after)`` pair per axis)."""
    if len(pairs) != t.dim():
        if prim == "Pad":
            raise _errors.value_error(
                "Pad",
                f"the length of 'paddings' must be equal to the rank of 'input_x', but got {len(pairs)} vs {t.dim()}",
            )
        raise _errors.value_error(prim, f"paddings.shape[0] must equal to input's rank, but got {len(pairs)}")
    for i, (lo, hi) in enumerate(pairs):
        for v in (lo, hi):
            if not isinstance(v, int) or isinstance(v, bool):
                raise RuntimeError(f"Cast failed, original value: {v}, type: {type(v).__name__}")
        if lo < 0 or hi < 0:
            if prim == "Pad":
                raise _errors.value_error(
                    "Pad",
                    f"all elements of 'paddings' must be >= 0, but got paddings[{i}][0] = {lo}, "
                    f"paddings[{i}][1] = {hi}",
                )
            raise _errors.value_error(prim, "all elements of paddings must be >= 0.")


def pad_pairs(t, pairs, prim: str = "Pad") -> torch.Tensor:
    """MindSpore's ``Pad`` primitive (``ops.Pad``, ``nn.Pad`` in 'CONSTANT' mode): ``t`` zero-padded by one
    non-negative ``(before, after)`` pair per axis, from the first; an empty input pads too.

    Raises:
        TypeError: ``t`` not a tensor. ValueError: not one pair per axis, or a negative item. RuntimeError: an
        item that is not an int (MindSpore's failed cast).
    """
    if not isinstance(t, torch.Tensor):
        raise TypeError(
            f"For primitive[{prim}], the input argument[input_x] must be a type of {{Tensor}}, but got {t}."
        )
    _check_pairs(prim, t, pairs)
    flat: list = []
    for lo, hi in reversed(tuple(pairs)):
        flat += [lo, hi]
    with translated(prim):
        return F.pad(t, flat)


def check_mirror_pairs(t, pairs, symmetric: bool, prim: str = "MirrorPad") -> None:
    """MindSpore's ``MirrorPad`` checks (``nn.Pad`` in 'REFLECT'/'SYMMETRIC' mode): a tensor, one non-negative pair
    per axis, each below its axis size ('REFLECT') or at most it ('SYMMETRIC').

    Raises:
        TypeError: ``t`` not a tensor. ValueError: a pair count, sign or size MindSpore refuses.
    """
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"For Primitive[{prim}], the type of input argument[input_x] must be Tensor but got {t}.")
    _check_pairs(prim, t, pairs)
    for n, (lo, hi) in zip(t.shape, pairs):
        if max(lo, hi) > n or (not symmetric and max(lo, hi) >= n):
            raise _errors.value_error(
                prim,
                f"paddings must be no greater than the dimension size: [{lo}], [{hi}] "
                f"{'greater than' if max(lo, hi) > n else 'not less than'} [{n}]",
            )


def mirror_pad(t: torch.Tensor, paddings: tuple, symmetric: bool) -> torch.Tensor:
    """``t`` mirrored by ``paddings`` (``(before, after)`` pairs for its last ``len(paddings)`` axes):
    'SYMMETRIC' repeats the edge, 'REFLECT' (``symmetric=False``) does not. Sizes are the caller's to check
    (:func:`check_mirror_pairs`)."""
    off = t.dim() - len(paddings)
    for i, (a, b) in enumerate(paddings):
        d = off + i
        n = t.shape[d]
        parts = []
        if a:
            parts.append(t.narrow(d, 0 if symmetric else 1, a).flip(d))
        parts.append(t)
        if b:
            parts.append(t.narrow(d, n - b if symmetric else n - 1 - b, b).flip(d))
        if len(parts) > 1:
            t = torch.cat(parts, d)
    return t


def pad_any(t: torch.Tensor, flat, mode: str, value=0) -> torch.Tensor:
    """torch padding ``flat`` (last axis first) in ``mode`` for any rank (``MirrorPad``/``PadV3``): 'constant'
    (with ``value``) is torch's pad as it is; the other modes pad the trailing non-zero axes, the leading axes
    folded into one batch axis as torch's kernels take them.

    Raises:
        ValueError: more than 3 padded axes, or too few dims, in a non-constant mode.
    """
    if mode == "constant":
        return F.pad(t, flat, "constant", value)
    while flat and flat[-1] == 0 and flat[-2] == 0:
        flat = flat[:-2]
    if not flat:
        return t
    n = len(flat) // 2
    if t.ndim >= n and n <= 3:  # every axis padded too: torch takes it with a leading batch axis of 1
        shape = t.shape
        lead = shape[: t.ndim - n]
        y = t.reshape((1, -1) + tuple(shape[t.ndim - n :]))
        y = F.pad(y, flat, mode)
        return y.reshape(tuple(lead) + tuple(y.shape[2:]))
    raise _errors.value_error("MirrorPad", f"cannot pad {t.ndim}-D input on {n} axes.")


def symmetric_pad(t: torch.Tensor, pads) -> torch.Tensor:
    """``MirrorPad(mode='SYMMETRIC')``: each axis reflected including its edge by ``pads[axis] = (before, after)``."""
    for ax in range(t.ndim):
        lo, hi = pads[ax]
        if lo or hi:
            parts = [t.narrow(ax, 0, lo).flip(ax)] if lo else []
            parts.append(t)
            if hi:
                parts.append(t.narrow(ax, t.shape[ax] - hi, hi).flip(ax))
            t = torch.cat(parts, ax)
    return t


_PAD_GRAD_DTYPES = (
    torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8,
    torch.uint16, torch.uint32, torch.uint64, torch.complex64, torch.complex128,
)  # fmt: skip
_PAD_GRAD_NAMES = (
    "{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], "
    "Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}"
)


def pad_v3_grad(dy: torch.Tensor, flat: Sequence[int], mode: str) -> torch.Tensor:
    """MindSpore's ``PadV3Grad``: the gradient ``dy`` of a ``PadV3`` output in ``mode`` ('reflect', 'edge',
    'circular') pulled back to the unpadded input, whose shape is ``dy``'s less the paddings. ``flat`` is torch-ordered
    (last axis first; 2, 4 or 6 values for a 3-, 4- or 5-D ``dy``; negative values crop). Each padded axis in turn
    sums the gradient of every position into the input position it copies (that position is found by padding the
    axis' indices the same way), so integer and complex dtypes add exactly as MindSpore's kernel (integers wrap).

    Raises:
        TypeError: a Bool/BFloat16 ``dy`` (MindSpore's kernel list).
        ValueError: a paddings length other than 2, 4, 6, one not matching ``dy``'s rank, or paddings that leave an
            axis empty; paddings torch's pad refuses (reflect pads not shorter than the axis, MindSpore's kernel
            returns unspecified values there).
    """
    op = "PadV3Grad"
    if dy.dtype not in _PAD_GRAD_DTYPES:
        raise TypeError(
            f"For primitive[{op}], the input argument[x] must be a type of {_PAD_GRAD_NAMES}, but got "
            f"Tensor[{ms_name(dy.dtype)}]."
        )
    n = len(flat)
    if n not in (2, 4, 6):
        raise _errors.value_error(op, f"the length of paddings must be 2, 4 or 6, but got {n}")
    if dy.dim() != n // 2 + 2:
        raise ValueError(
            f"For primitive[{op}], the input dims when padding's size equal {n} must be equal to {dy.dim()}, but got "
            f"{n // 2 + 2}."
        )
    shape = list(dy.shape)
    for i in range(n // 2):
        shape[dy.dim() - 1 - i] -= flat[2 * i] + flat[2 * i + 1]
    if any(v <= 0 for v in shape):
        raise ValueError(
            f"For primitive[{op}], the attribute[out_shape] should be a vector with all positive item. but got "
            f"[{''.join(f'{v}, ' for v in shape)}]."
        )
    wide = {torch.float16: torch.float32, torch.uint16: torch.int64, torch.uint32: torch.int64}
    wide[torch.uint64] = torch.int64
    g = dy.to(wide.get(dy.dtype, dy.dtype))
    tmode = _MODES[mode]
    for i in range(n // 2):
        lo, hi = flat[2 * i], flat[2 * i + 1]
        if not lo and not hi:
            continue
        axis = dy.dim() - 1 - i
        size = shape[axis]
        with translated(op):
            src = F.pad(torch.arange(size, dtype=torch.float64).view(1, 1, size), (lo, hi), tmode).view(-1).long()
            out = torch.zeros(g.shape[:axis] + (size,) + g.shape[axis + 1 :], dtype=g.dtype, device=g.device)
            g = out.index_add_(axis, src.to(g.device), g)
    return g.to(dy.dtype)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
