"""Padding kernels: MindSpore's checks of ``ops.pad``'s paddings and modes over torch's pad.

``ops.pad``, ``mint.nn.functional.pad`` and the ``nn.ConstantPad*``/``ZeroPad2d``/``ReflectionPad*``/
``ReplicationPad*`` layers call these (``padding`` is torch-ordered: last axis first, negative values crop).
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
import torch.nn.functional as F

from .errors import translated

__all__ = ["check_padding", "check_fits", "pad"]

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
        raise TypeError(f"For '{op}', the paddings value must be tuple of int or list of int, but got {padding}")
    if len(padding) % 2:
        raise ValueError(f"For '{op}', the size of padding must be divisible by 2, but got {len(padding)}")
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
            raise ValueError(
                f"For 'PadV3' reflect mode, Padding size must be less than the corresponding input dimension, but "
                f"got: padding ({lo},{hi}) at dimension {t.dim() - 1 - i}"
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
        raise ValueError(
            "For 'PadV3', the 'mode' must be str and must be in '['constant', 'reflect', 'edge', 'circular']', but "
            f"got '{mode}'."
        )
    check_fits(t, padding, mode)
    with translated("PadV3"):
        if mode == "constant":
            return F.pad(t, tuple(padding), "constant", 0 if value is None else value)
        return F.pad(t, tuple(padding), _MODES[mode])
