"""Dropout kernels: MindSpore's ``Dropout`` checks over torch's dropout, and ``Dropout2D``/``Dropout3D``'s CPU stream.

``mint.nn.functional.dropout`` (which MindSpore's CPU build cannot run), and ``nn.Dropout``, ``ops.dropout`` and
``ops.Dropout`` off CPU or on BFloat16 call these with torch's stream; on CPU the latter three draw MindSpore's mask
(:func:`.random.dropout_stream`). The channel dropouts draw MindSpore's masks on CPU
(:func:`channel_dropout_with_mask`).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name
from . import errors as _errors

__all__ = [
    "check_input",
    "check_keep_prob",
    "dropout",
    "dropout_with_mask",
    "channel_mask",
    "channel_dropout",
    "channel_dropout_with_mask",
    "dropout2d_torch",
    "dropout_grad",
]

_VALID = (torch.bfloat16, torch.float16, torch.float32, torch.float64)


def check_input(x, prim: str = "Dropout") -> None:
    """MindSpore's ``Dropout`` input check: a float tensor (torch tensor here).

    Raises:
        TypeError: ``x`` not a tensor, or not BFloat16/Float16/Float32/Float64.
    """
    if not isinstance(x, torch.Tensor):
        raise TypeError(
            f'Failed calling {prim} with "{prim}(keep_prob=float, Seed0=int, Seed1=int)(x={type(x).__name__ if x is not None else None})".'
        )
    if x.dtype not in _VALID:
        raise TypeError(
            f"For primitive[{prim}], the input argument[x] must be a type of {{Tensor[BFloat16], Tensor[Float16], "
            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{ms_name(x.dtype)}]."
        )


def check_keep_prob(keep_prob: float) -> None:
    """MindSpore's ``Dropout`` checks: ``keep_prob`` a float (its constructor, ``TypeError``) in (0, 1] (its kernel,
    ``RuntimeError``)."""
    if not isinstance(keep_prob, float):
        raise _errors.must_be_error(TypeError, "Dropout", "keep_prob", "float", type(keep_prob).__name__)
    if not 0.0 < keep_prob <= 1.0:
        raise _errors.runtime_error(
            "Dropout", f"the 'keep_prob' must be in (0.0, 1.0], but got {keep_prob:g}", sep=", "
        )


def dropout(t: torch.Tensor, p: float, training: bool = True) -> torch.Tensor:
    """``t`` with entries zeroed with probability ``p`` and the rest scaled by ``1 / (1 - p)`` (torch's dropout)."""
    return F.dropout(t, p, training)


def dropout_with_mask(t: torch.Tensor, keep_prob: float) -> tuple[torch.Tensor, torch.Tensor]:
    """MindSpore's ``Dropout`` primitive: ``(t * mask / keep_prob, mask)`` with a random keep mask."""
    mask = (torch.rand_like(t, dtype=torch.float32) < keep_prob).to(t.dtype)
    return t * mask / keep_prob, mask


def channel_mask(t: torch.Tensor, keep_prob: float, nd: int) -> torch.Tensor:
    """A Bool keep mask of shape ``t.shape[:-nd] + (1,) * nd`` (one draw per channel, torch's generator)."""
    shape = t.shape[: t.ndim - nd] + (1,) * nd
    return torch.rand(shape, device=t.device) < keep_prob


def channel_dropout(t: torch.Tensor, p: float, nd: int) -> torch.Tensor:
    """Whole channels (the leading axes before the last ``nd``) of ``t`` zeroed with probability ``p``, the rest
    scaled by ``1 / (1 - p)`` (``ops.dropout1d/2d/3d``); ``p == 1`` gives zeros. ``nd`` 2 and 3 are
    ``Dropout2D``/``Dropout3D`` with ``keep_prob = 1.0 - p`` (:func:`channel_dropout_with_mask`: MindSpore's stream
    on CPU)."""
    keep = 1.0 - p
    if nd in (2, 3):
        return channel_dropout_with_mask(t, keep, nd)[0]
    if keep <= 0:
        return torch.zeros_like(t)
    return t * channel_mask(t, keep, nd).to(t.dtype) / keep


# MindSpore 2.10's PyNative kernel cache: one Dropout2D/Dropout3D CPU kernel per (op, keep_prob, shape, dtype) in
# the process, shared by every primitive and ops.dropout2d/3d call with that signature; each holds a
# std::default_random_engine that is never seeded (seed 1), so its stream ignores set_seed and goes on call to call.
_ND_ENGINES: dict = {}


def reset_channel_streams() -> None:
    """Forget every Dropout2D/Dropout3D kernel stream, as a new process starts (the tests' fresh state)."""
    _ND_ENGINES.clear()


_ND_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.float32, torch.float64)


def channel_dropout_with_mask(t: torch.Tensor, keep_prob: float, nd: int) -> tuple:
    """MindSpore's ``Dropout2D``/``Dropout3D`` primitives: ``(output, Bool mask of t's shape)``.

    On CPU, for the dtypes of MindSpore's CPU kernels (Int8/16/32/64, Float16/32/64), MindSpore's own numbers: the
    kernel of the signature (``_ND_ENGINES``) draws one ``std::bernoulli_distribution(keep_prob)`` per channel (a
    :func:`.stdrandom.canonical_pairs` value below the Float32 ``keep_prob``) from its ``minstd_rand0``; kept
    channels are ``T(scale * float(x))`` with ``scale = 1.f / keep_prob`` (Float32 arithmetic, so Float64 inputs
    are rounded through Float32 and integers truncated); ``keep_prob == 0`` gives zeros without drawing.
    Elsewhere torch's generator draws the mask."""
    if t.device.type != "cpu" or t.dtype not in _ND_DTYPES:
        mask = channel_mask(t, keep_prob, nd)
        y = t * mask.to(t.dtype) / keep_prob if keep_prob > 0 else torch.zeros_like(t)
        return y, mask.expand(t.shape).clone()
    import numpy as np

    from . import stdrandom as _std

    keep = np.float32(keep_prob)
    if keep == 0:
        return torch.zeros_like(t), torch.zeros(t.shape, dtype=torch.bool)
    key = (nd, float(keep), tuple(t.shape), t.dtype)
    g = _ND_ENGINES.get(key)
    if g is None:
        g = _ND_ENGINES[key] = _std.Minstd(1)
    lead = t.shape[: t.ndim - nd]
    n = int(np.prod(lead, dtype=np.int64))
    kept = torch.from_numpy(_std.canonical_pairs(g, n) < float(keep)).reshape(tuple(lead) + (1,) * nd)
    scale = float(np.float32(1) / keep)
    y = t.float() * scale if t.dtype != torch.float32 else t * scale
    y = torch.where(kept, y.to(t.dtype), torch.zeros((), dtype=t.dtype))
    return y, kept.expand(t.shape).clone()


def dropout2d_torch(t: torch.Tensor, p: float, training: bool = True) -> torch.Tensor:
    """torch's ``dropout2d`` (``mint.nn.functional.dropout2d``)."""
    return F.dropout2d(t, p, training)


def dropout_grad(dy: torch.Tensor, mask: torch.Tensor, keep_prob: float) -> torch.Tensor:
    """MindSpore's ``DropoutGrad`` CPU kernel: ``dy * mask * (1 / keep_prob)``, the scale rounded to the dtype
    first; Float16 as ``mask * half(float(dy) * scale)``. ``dy`` Float16/32/64, a float ``mask`` taken in ``dy``'s
    dtype;
    differentiable (its gradient is ``DropoutGrad`` of the output gradient, as MindSpore's bprop).

    Raises:
        TypeError: ``dy`` not a float (MindSpore's type check), or a dtype without a CPU kernel. RuntimeError:
        ``keep_prob`` not in (0, 1] or ranks that differ.
    """
    op = "DropoutGrad"
    floats = (torch.float16, torch.float32, torch.float64)
    if dy.dtype not in (torch.bfloat16, *floats):
        raise _errors.dtype_error(op, "x", dy.dtype, (torch.bfloat16, *floats))
    if mask.dtype != dy.dtype and mask.dtype in floats:  # the mask is taken in dy's dtype
        mask = mask.to(dy.dtype)
    if dy.dtype != mask.dtype or dy.dtype not in floats:
        raise _errors.select_fail(op)
    if not 0.0 < keep_prob <= 1.0:
        raise _errors.runtime_error(op, f"the 'keep_prob' must be in (0.0, 1.0], but got {keep_prob}", sep=", ")
    if dy.dim() != mask.dim():
        raise _errors.runtime_error(
            op,
            "the dimension of 'input' and 'input_mask' must be the same, but got the dimension of 'input': "
            f"{dy.dim()}, and the dimension of 'input_mask': {mask.dim()}",
            sep=", ",
        )
    scale = 1.0 / float(torch.tensor(keep_prob, dtype=torch.float32))
    if dy.dtype == torch.float16:
        return mask * (dy.float() * scale).half()
    return dy * mask * torch.tensor(scale, dtype=torch.float32).to(dy.dtype)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
