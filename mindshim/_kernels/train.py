"""Training-step kernels: the gradients of a step with respect to the weights (``nn.TrainOneStepCell`` and its
loss-scale and boost variants), the fusion of gradients into one buffer for the all-reduce
(``nn.DistributedGradReducer``) and the count of a step's matrix-product flops (``FlopsUtilizationCollector``)."""

from __future__ import annotations

from collections.abc import Sequence

import torch

__all__ = ["weight_grads", "fuse", "unfuse", "flop_counter", "counted_flops"]


def weight_grads(outs: Sequence[torch.Tensor], targets: Sequence[torch.Tensor], sens=None) -> list:
    """Gradients of the sum of ``outs`` (each seeded with ones, or with ``sens``: a number or a tensor cast and
    expanded to each output) with respect to ``targets``; a target that does not require grad, or that the outputs
    do not use, gets zeros (as MindSpore gives)."""
    idx = [i for i, t in enumerate(targets) if t.requires_grad]
    grads: list = [None] * len(targets)
    if outs and idx:
        if sens is None:
            seeds = [torch.ones_like(t) for t in outs]
        else:
            seeds = [
                torch.full_like(t, sens) if not isinstance(sens, torch.Tensor) else sens.to(t.dtype).expand_as(t)
                for t in outs
            ]
        gs = torch.autograd.grad(outs, [targets[i] for i in idx], seeds, allow_unused=True)
        for i, g in zip(idx, gs):
            grads[i] = g
    return [g if g is not None else torch.zeros_like(t) for g, t in zip(grads, targets)]


def fuse(ts: Sequence[torch.Tensor]) -> torch.Tensor:
    """``ts`` flattened into one float32 buffer (one all-reduce for all gradients)."""
    return torch.cat([t.to(torch.float32).reshape(-1) for t in ts])


def unfuse(flat: torch.Tensor, likes: Sequence[torch.Tensor]) -> list:
    """:func:`fuse`'s inverse: ``flat`` split into tensors of the shapes and dtypes of ``likes``."""
    return [part.reshape(t.shape).to(t.dtype) for t, part in zip(likes, torch.split(flat, [t.numel() for t in likes]))]


def flop_counter():
    """A context that counts the flops of the torch operations run inside it (forward and backward): matrix
    products (mm, addmm, bmm, baddbmm), convolutions and their backward (only the gradients computed) and scaled
    dot-product attention, two flops per multiply-add, the operators MindSpore's ``flops_collection`` counts."""
    from torch.utils.flop_counter import FlopCounterMode

    return FlopCounterMode(display=False)


def counted_flops(counter) -> int:
    """The flops a :func:`flop_counter` context counted."""
    return int(counter.get_total_flops())


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
