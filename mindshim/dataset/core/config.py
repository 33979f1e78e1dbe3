"""`mindspore.dataset.config`: the dataset pipeline's global settings (seed, worker count, ...)."""

from __future__ import annotations

import numpy as np

__all__ = [
    "set_seed",
    "get_seed",
    "set_num_parallel_workers",
    "get_num_parallel_workers",
    "set_prefetch_size",
    "get_prefetch_size",
    "set_enable_shared_mem",
    "get_enable_shared_mem",
    "set_debug_mode",
    "get_debug_mode",
]

_STATE = {"seed": None, "num_parallel_workers": 8, "prefetch_size": 16, "shared_mem": False, "debug": False}


def set_seed(seed: int) -> None:
    """Seed the random parts of the dataset pipeline (shuffle, random transforms).

    Mirrors ``mindspore.dataset.config.set_seed``. The draws differ from MindSpore's (another generator), but a
    seeded pipeline repeats itself exactly.

    Raises:
        TypeError: if ``seed`` is not an int. ValueError: if it is outside [0, 2**32 - 1].
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"seed_value with value {seed} is not of type [<class 'int'>], but got {type(seed)}.")
    if seed < 0 or seed > 2**32 - 1:
        raise ValueError(f"seed_value {seed} is not within the required interval of [0, 4294967295].")
    _STATE["seed"] = seed


def _seed() -> int | None:
    """The pipeline seed: this module's, else the global ``mindspore.set_seed`` one (which MindSpore passes on)."""
    if _STATE["seed"] is not None:
        return _STATE["seed"]
    from ...common.seed import get_seed as _global_seed

    return _global_seed()


def get_seed() -> int:
    """Return the pipeline seed: set by :func:`set_seed` or by ``mindspore.set_seed``; 5489 when neither was set."""
    seed = _seed()
    return 5489 if seed is None else seed


def _rng() -> np.random.RandomState:
    """A fresh generator: seeded when a seed was set (here or by ``mindspore.set_seed``), else from entropy."""
    seed = _seed()
    return np.random.RandomState(seed % 2**32) if seed is not None else np.random.RandomState()


def set_num_parallel_workers(num: int) -> None:
    """Record the default worker count (the pipeline runs in the calling thread; kept for API compatibility)."""
    if not isinstance(num, int) or num <= 0:
        raise ValueError(f"num_parallel_workers {num} is not within the required interval of [1, 2147483647].")
    _STATE["num_parallel_workers"] = num


def get_num_parallel_workers() -> int:
    """Return the default worker count."""
    return _STATE["num_parallel_workers"]


def set_prefetch_size(size: int) -> None:
    """Record the prefetch size (no effect: rows are produced on demand)."""
    _STATE["prefetch_size"] = int(size)


def get_prefetch_size() -> int:
    """Return the prefetch size."""
    return _STATE["prefetch_size"]


def set_enable_shared_mem(enable: bool) -> None:
    """Record the shared-memory switch (no effect here)."""
    _STATE["shared_mem"] = bool(enable)


def get_enable_shared_mem() -> bool:
    """Return the shared-memory switch."""
    return _STATE["shared_mem"]


def set_debug_mode(debug_mode_flag: bool, debug_hook_list: list | None = None) -> None:
    """Record the debug-mode switch (the pipeline always runs eagerly in the calling thread)."""
    _STATE["debug"] = bool(debug_mode_flag)


def get_debug_mode() -> bool:
    """Return the debug-mode switch."""
    return _STATE["debug"]
