"""`mindspore.set_seed` / `get_seed`: one global seed for torch, numpy and Python's random."""

from __future__ import annotations

import random

import numpy as np
import torch

__all__ = ["set_seed", "get_seed"]

_SEED: int | None = None


def set_seed(seed: int) -> None:
    """Seed every random source mindshim uses (torch CPU and CUDA, numpy, ``random``).

    Mirrors ``mindspore.set_seed``. The draws differ from MindSpore's (another generator), but a seeded
    mindshim run repeats itself exactly.

    Raises:
        ValueError: if ``seed`` is negative. TypeError: if it is not an int.
    """
    global _SEED
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"For 'set_seed', the 'seed' must be int, but got {type(seed).__name__}.")
    if seed < 0:
        raise ValueError(f"For 'set_seed', the 'seed' must be non-negative, but got {seed}.")
    _SEED = seed
    torch.manual_seed(seed)
    np.random.seed(seed % (2**32))
    random.seed(seed)


def get_seed() -> int | None:
    """Return the seed given to :func:`set_seed`, or None. Mirrors ``mindspore.get_seed``."""
    return _SEED
