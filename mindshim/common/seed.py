"""`mindspore.set_seed` / `get_seed`: one global seed for torch, numpy and Python's random."""

from __future__ import annotations

from .. import _api
import random

import numpy as np
from .._kernels import random as _K_random

from .. import _state
from .._state import GLOBAL_SEED
from .._kernels import errors as _errors
from .. import _checkparam

__all__ = _api.names(__name__)


def set_seed(seed: int) -> None:
    """Seed every random source mindshim uses (torch CPU and CUDA, numpy, ``random``).

    Mirrors ``mindspore.set_seed``. The random ops that reproduce MindSpore's CPU kernels (dropout, standard
    normal, uniform, randint, shuffle, multinomial, bernoulli, ...: docs/how-it-maps.md) then draw MindSpore's
    numbers; the others draw torch's, but a seeded mindshim run repeats itself exactly.

    Raises:
        ValueError: if ``seed`` is negative. TypeError: if it is not an int.
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"The argument 'seed' must be type of int, but got {type(seed)}.")
    if seed < 0:
        raise _errors.number_error(ValueError, "global_seed", "seed", seed, ">= 0")
    GLOBAL_SEED[0] = seed
    for listener in _state.SEED_LISTENERS:  # dataset.config forgets its own seed, op-level sequences restart
        listener()
    _K_random.seed_default(seed)
    np.random.seed(seed % (2**32))
    random.seed(seed)


def get_seed() -> int | None:
    """Return the seed given to :func:`set_seed`, or None. Mirrors ``mindspore.get_seed``."""
    return GLOBAL_SEED[0]


# ---- MindSpore's graph/op seed pair of a random kernel (model code reads it for its own random ops) ---------------
_DEFAULT_GRAPH_SEED = 87654321
_MAXINT32 = 2147483647
_KEY_CONSTANT = (3528531795, 2654435769, 3449720151, 3144134277)
_KERNEL_SEED: dict[tuple[str, int], int] = {}


def _reset_op_seed() -> None:
    """Restart every kernel's op-seed sequence (``set_seed`` does)."""
    for key in _KERNEL_SEED:
        _KERNEL_SEED[key] = key[1]


_state.SEED_LISTENERS.append(_reset_op_seed)


def _get_graph_seed(op_seed: int | None, kernel_name: str) -> tuple[int, int]:
    """The ``(graph seed, op seed)`` a random kernel runs with. Mirrors ``mindspore.common.seed._get_graph_seed``:
    ``(0, 0)`` when neither ``set_seed`` nor ``op_seed`` is set (the kernel picks a random seed); otherwise the
    global seed (87654321 for ``set_seed(0)``) and the op seed, both modulo 2**31 - 1, the op seed of each
    ``(kernel_name, op_seed)`` pair advancing by a constant on every call until ``set_seed`` restarts it.

    Raises:
        TypeError: an ``op_seed`` that is not an int (a bool, float, str, tuple, list) once a seed is in effect
            (``set_seed`` was called or ``op_seed`` is not 0/None), as MindSpore's ``check_non_negative_int``.
        ValueError: a negative ``op_seed`` once a seed is in effect.
    """
    global_seed = get_seed()
    if global_seed == 0:
        global_seed = _DEFAULT_GRAPH_SEED
    elif global_seed is None:
        global_seed = 0
    if op_seed is None:
        op_seed = 0
    if global_seed == 0 and op_seed == 0:
        return 0, 0
    _checkparam.check_non_negative_int(op_seed, "seed", kernel_name)
    key = (kernel_name, op_seed)
    temp_seed = _KERNEL_SEED.setdefault(key, op_seed)
    _KERNEL_SEED[key] = temp_seed + (_KEY_CONSTANT[0] ^ _KEY_CONSTANT[2])
    return global_seed % _MAXINT32, temp_seed % _MAXINT32
