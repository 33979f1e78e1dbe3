"""Learning-rate schedule kernels: the rate of ``nn.learning_rate_schedule``'s schedules at a step, in float32.

Each kernel takes the step as a float32 torch tensor (:func:`as_step`; the optimizer's ``global_step`` has shape
``(1,)``) and returns the float32 rate of the same shape, computed in MindSpore's order of operations.
"""

from __future__ import annotations

import math

import torch

__all__ = [
    "as_step",
    "exponential_decay",
    "natural_exp_decay",
    "inverse_decay",
    "cosine_decay",
    "polynomial_decay",
    "warmup",
]


def as_step(step, device=None) -> torch.Tensor:
    """``step`` (a torch tensor, keeping its shape, or a number) as a float32 tensor."""
    if isinstance(step, torch.Tensor):
        return step.to(torch.float32)
    return torch.tensor(step, dtype=torch.float32, device=device)


def exponential_decay(step: torch.Tensor, lr: float, decay_rate: float, decay_steps: int, stair: bool):
    """``nn.ExponentialDecayLR``: ``lr * decay_rate ** p`` with ``p = step / decay_steps`` (floored when
    ``stair``), the power in float32."""
    p = step / decay_steps
    if stair:
        p = torch.floor(p)
    return lr * torch.pow(torch.tensor(decay_rate, dtype=torch.float32), p)


def natural_exp_decay(step: torch.Tensor, lr: float, decay_rate: float, decay_steps: int, stair: bool):
    """``nn.NaturalExpDecayLR``: ``lr * e ** (-decay_rate * p)`` with ``p = step`` (``floor(step / decay_steps) *
    decay_steps`` when ``stair``), ``e`` rounded to float32."""
    p = step
    if stair:
        p = torch.floor(p / decay_steps) * decay_steps
    e = torch.tensor(math.e, dtype=torch.float32)
    return lr * torch.pow(e, -decay_rate * p)


def inverse_decay(step: torch.Tensor, lr: float, decay_rate: float, decay_steps: int, stair: bool):
    """``nn.InverseDecayLR``: ``lr / (1 + decay_rate * p)`` with ``p = step / decay_steps`` (floored when
    ``stair``)."""
    p = step / decay_steps
    if stair:
        p = torch.floor(p)
    return lr / (1 + decay_rate * p)


def cosine_decay(step: torch.Tensor, min_lr: float, delta: float, decay_steps: int) -> torch.Tensor:
    """``nn.CosineDecayLR``: ``min_lr + delta * (1 + sin(pi * (p / decay_steps + 0.5)))`` with ``p = min(step,
    decay_steps)`` and ``delta = (max_lr - min_lr) / 2``."""
    p = torch.clamp(step, max=float(decay_steps))
    return min_lr + delta * (1.0 + torch.sin(math.pi * (p / decay_steps + 0.5)))


def polynomial_decay(step: torch.Tensor, diff_lr: float, end_lr: float, decay_steps: int, power: float,
                     update_decay_steps: bool) -> torch.Tensor:  # fmt: skip
    """``nn.PolynomialDecayLR``: ``diff_lr * (1 - step / decay) ** power + end_lr``; ``decay`` is ``decay_steps``
    times ``max(1, ceil(step / decay_steps))`` with ``update_decay_steps``, else ``step`` is capped at it."""
    decay = float(decay_steps)
    if update_decay_steps:
        decay = decay * torch.clamp(torch.ceil(step / decay), min=1.0)
    else:
        step = torch.clamp(step, max=decay)
    p = step / decay
    return diff_lr * torch.pow(1.0 - p, power) + end_lr


def warmup(step: torch.Tensor, lr: float, warmup_steps: int) -> torch.Tensor:
    """``nn.WarmUpLR``: ``lr * min(step, warmup_steps) / warmup_steps``."""
    return lr * (torch.clamp(step, max=float(warmup_steps)) / warmup_steps)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
