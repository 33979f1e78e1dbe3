"""`mindspore.set_seed` / `get_seed`: one global seed for torch, numpy and Python's random."""

from __future__ import annotations

from .. import _api
import random

import numpy as np
from .._kernels import random as _K

from .. import _state

__all__ = _api.names(__name__)

_SEED = _state.GLOBAL_SEED  # the seed given to set_seed, or None (the cell lives in mindshim._state)


def set_seed(seed: int) -> None:
    """Seed every random source mindshim uses (torch CPU and CUDA, numpy, ``random``).

    Mirrors ``mindspore.set_seed``. The draws differ from MindSpore's (another generator), but a seeded
    mindshim run repeats itself exactly.

    Raises:
        ValueError: if ``seed`` is negative. TypeError: if it is not an int.
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"The argument 'seed' must be type of int, but got {type(seed)}.")
    if seed < 0:
        raise ValueError(f"For 'global_seed', the 'seed' must be int and must >= 0, but got '{seed}' with type 'int'.")
    _SEED[0] = seed
    for listener in _state.SEED_LISTENERS:  # dataset.config forgets its own seed, op-level sequences restart
        listener()
    _K.seed_default(seed)
    np.random.seed(seed % (2**32))
    random.seed(seed)


def get_seed() -> int | None:
    """Return the seed given to :func:`set_seed`, or None. Mirrors ``mindspore.get_seed``."""
    return _SEED[0]
