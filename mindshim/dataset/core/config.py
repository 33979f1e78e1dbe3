"""`mindspore.dataset.config`: the dataset pipeline's global settings (seed, worker count, prefetch size, ...)."""

from __future__ import annotations

from ... import _api
import os
import random
import threading
from collections.abc import Callable
from enum import IntEnum
from typing import Any
from multiprocessing import cpu_count

import numpy as np

from ... import _state
from .validator_helpers import check_independent_mode

__all__ = _api.names(__name__)

INT32_MAX = 2147483647
UINT32_MAX = 4294967295

_STATE = {
    "seed": None,
    "num_parallel_workers": min(8, cpu_count()),
    "workers_set": False,
    "prefetch_size": 16,
    "shared_mem": True,
    "debug": False,
    "numa": False,
    "monitor_interval": 1000,
    "callback_timeout": 60,
    "auto_num_workers": False,
    "autotune": False,
    "auto_offload": False,
    "autotune_interval": 0,
    "watchdog": True,
    "mp_timeout": 300,
    "sending_batches": 0,
    "error_samples_mode": None,
    "start_method": "fork",
    "video_backend": "CPU",
}


def _forget_seed() -> None:
    """A later global ``mindspore.set_seed`` overrides ``ds.config.set_seed``, as in MindSpore."""
    _STATE.update(seed=None)


_state.SEED_LISTENERS.append(_forget_seed)

# Set by a map worker around each row: random transforms draw from it (``_LOCAL.rng``).
_LOCAL = threading.local()


_POSITIVE_INTERVAL = "Interval given is not within the required range (0, INT32_MAX(2147483647)]."


def _check_int(value, name: str, low: int, high: int, message: str) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} isn't of type int.")
    if value < low or value > high:
        raise ValueError(message)


def _check_bool(value, message: str) -> None:
    if not isinstance(value, bool):
        raise TypeError(message)


def _getter(name: str, key: str, returns: str, doc: str) -> Callable[[], Any]:
    """The public getter ``name()`` -> ``returns`` of the setting ``_STATE[key]``, documented by ``doc``."""

    def get():
        return _STATE[key]

    get.__name__ = get.__qualname__ = name
    get.__doc__ = doc
    get.__annotations__ = {"return": returns}
    return get


def set_seed(seed: int) -> None:
    """Seed the random parts of the dataset pipeline (shuffles, samplers, random transforms), Python's ``random``
    and ``numpy.random``, as MindSpore does.

    Mirrors ``mindspore.dataset.config.set_seed`` (2.10). The draws differ from MindSpore's (other generators), but a
    seeded pipeline repeats itself exactly, whatever its ``num_parallel_workers``.

    Raises:
        TypeError: if ``seed`` is not an int. ValueError: if it is outside [0, 2**32 - 1].
    """
    _check_int(seed, "seed", 0, UINT32_MAX, "seed given is not within the required range [0, UINT32_MAX(4294967295)].")
    _STATE["seed"] = seed
    random.seed(seed)
    np.random.seed(seed)


def _seed() -> int | None:
    """The pipeline seed: this module's, else the global ``mindspore.set_seed`` one (which MindSpore passes on)."""
    if _STATE["seed"] is not None:
        return _STATE["seed"]
    from ...common.seed import get_seed as _global_seed

    return _global_seed()


def _seed32() -> int:
    """The pipeline seed (:func:`_seed`) modulo 2**32, or a fresh 32-bit one from system entropy when none is set:
    the seed a random sampler or ``split`` starts its engine with."""
    seed = _seed()
    return (seed if seed is not None else random.SystemRandom().getrandbits(32)) % 2**32


def get_seed() -> int:
    """Return the pipeline seed: set by :func:`set_seed` or by ``mindspore.set_seed``; 5489 when neither was set.
    Mirrors ``mindspore.dataset.config.get_seed``."""
    seed = _seed()
    return 5489 if seed is None else seed


def _rng() -> np.random.RandomState:
    """A fresh generator: seeded when a seed was set (here or by ``mindspore.set_seed``), else from entropy."""
    seed = _seed()
    return np.random.RandomState(seed % 2**32) if seed is not None else np.random.RandomState()


def _new_random() -> random.Random:
    """A fresh ``random.Random``: seeded from the pipeline seed when one was set, else from entropy."""
    seed = _seed()
    return random.Random(seed) if seed is not None else random.Random()


def set_num_parallel_workers(num: int) -> None:
    """Set the default worker count of ``map``/``batch``/sources that are not given ``num_parallel_workers``.

    Mirrors ``mindspore.dataset.config.set_num_parallel_workers`` (default: min(8, CPU count), as MindSpore 2.10
    reports it). Until this is called, a ``map`` without ``num_parallel_workers`` runs in the calling thread.

    Raises:
        TypeError: if ``num`` is not an int. ValueError: if it is <= 0 or > INT32_MAX. RuntimeError: if it is more
        than the number of CPUs.
    """
    if not isinstance(num, int) or isinstance(num, bool):
        raise TypeError("num isn't of type int.")
    if num <= 0 or num > INT32_MAX:
        raise ValueError(
            "Number of parallel workers given is not within the required range (0, INT32_MAX(2147483647)]."
        )
    if num > cpu_count():
        raise RuntimeError(
            f"Syntax error. \n\n{'-' * 66}\n- Dataset Pipeline Error Message: \n{'-' * 66}\n[ERROR] Invalid Parameter, "
            f"num_parallel_workers exceeds the boundary between 1 and {cpu_count()}, as got {num}.\n\n"
        )
    _STATE["num_parallel_workers"] = num
    _STATE["workers_set"] = True


get_num_parallel_workers = _getter(
    "get_num_parallel_workers",
    "num_parallel_workers",
    "int",
    "Return the default worker count. Mirrors ``mindspore.dataset.config.get_num_parallel_workers``.",
)


def _default_workers() -> int:
    """Workers of a node given none: the configured count once ``set_num_parallel_workers`` was called, else 1."""
    return _STATE["num_parallel_workers"] if _STATE["workers_set"] else 1


def set_prefetch_size(size: int) -> None:
    """Set how many rows a parallel node keeps in flight (its window). Mirrors ``config.set_prefetch_size``.

    Raises:
        TypeError: if ``size`` is not an int. ValueError: if it is <= 0 or > INT32_MAX.
    """
    _check_int(size, "size", 1, INT32_MAX, "size is not within the required range (0, INT32_MAX(2147483647)].")
    _STATE["prefetch_size"] = size


get_prefetch_size = _getter(
    "get_prefetch_size",
    "prefetch_size",
    "int",
    "Return the prefetch size (default 16). Mirrors ``config.get_prefetch_size``.",
)


def set_enable_shared_mem(enable: bool) -> None:
    """Record the shared-memory switch (worker processes return rows through pipes here).

    Raises:
        TypeError: if ``enable`` is not a bool.
    """
    _check_bool(enable, "enable must be of type bool.")
    _STATE["shared_mem"] = enable


get_enable_shared_mem = _getter(
    "get_enable_shared_mem",
    "shared_mem",
    "bool",
    "Return the shared-memory switch (default True, as MindSpore on Linux).",
)


def set_debug_mode(debug_mode_flag: bool, debug_hook_list: list | None = None) -> None:
    """Record the debug-mode switch (the pipeline already runs eagerly in Python).

    Raises:
        TypeError: if ``debug_mode_flag`` is not a bool or ``debug_hook_list`` not a list.
    """
    _check_bool(debug_mode_flag, "debug_mode_flag isn't of type boolean.")
    if debug_hook_list is not None and not isinstance(debug_hook_list, list):
        raise TypeError("debug_hook_list is not a list.")
    _STATE["debug"] = debug_mode_flag


get_debug_mode = _getter("get_debug_mode", "debug", "bool", "Return the debug-mode switch.")


def set_numa_enable(numa_enable: bool) -> None:
    """Record the NUMA switch (no effect here). Raises TypeError if it is not a bool."""
    _check_bool(numa_enable, "numa_enable must be a boolean dtype.")
    _STATE["numa"] = numa_enable


get_numa_enable = _getter("get_numa_enable", "numa", "bool", "Return the NUMA switch (default False).")


def set_monitor_sampling_interval(interval: int) -> None:
    """Record the profiler sampling interval in ms (no effect here). Raises TypeError / ValueError as MindSpore."""
    _check_int(interval, "interval", 1, INT32_MAX, _POSITIVE_INTERVAL)
    _STATE["monitor_interval"] = interval


get_monitor_sampling_interval = _getter(
    "get_monitor_sampling_interval", "monitor_interval", "int", "Return the profiler sampling interval (default 1000)."
)


def set_callback_timeout(timeout: int) -> None:
    """Record the ``DSWaitedCallback`` timeout in seconds. Raises TypeError / ValueError as MindSpore."""
    _check_int(timeout, "timeout", 1, INT32_MAX, "Timeout given is not within the required range.")
    _STATE["callback_timeout"] = timeout


get_callback_timeout = _getter(
    "get_callback_timeout", "callback_timeout", "int", "Return the ``DSWaitedCallback`` timeout (default 60)."
)


def set_auto_num_workers(enable: bool) -> None:
    """Record the automatic worker-count switch (no effect here). Raises TypeError if it is not a bool."""
    _check_bool(enable, "enable must be of type bool.")
    _STATE["auto_num_workers"] = enable


get_auto_num_workers = _getter(
    "get_auto_num_workers", "auto_num_workers", "bool", "Return the automatic worker-count switch (default False)."
)


def _config_error(message: str, line: int) -> RuntimeError:
    """The RuntimeError of MindSpore's C++ ``ConfigManager`` for a bad setting: its syntax-error frame,
    ``[ERROR] message`` and the source line ``config_manager.cc(line)``."""
    rule = "-" * 66
    return RuntimeError(
        f"Syntax error. \n\n{rule}\n- Dataset Pipeline Error Message: \n{rule}\n[ERROR] {message}\n\n{rule}\n"
        f"- C++ Call Stack: (For framework developers) \n{rule}\n"
        f"mindspore/ccsrc/minddata/dataset/core/config_manager.cc({line}).\n\n\n"
    )


def _check_autotune_path(json_filepath: str) -> None:
    """MindSpore's ``ConfigManager::set_enable_autotune`` checks of the path the tuned pipeline is saved to."""
    if os.path.isdir(json_filepath):
        raise _config_error(f"Invalid json_filepath parameter. <{json_filepath}> is a directory, not filename.", 189)
    found = json_filepath.rfind("/")
    parent = "" if found < 0 else ("/" if found == 0 else json_filepath[:found])
    if parent and not os.path.exists(parent):
        raise _config_error(f"Invalid json_filepath parameter.  Directory <{parent}> does not exist.", 196)
    real = os.path.realpath(parent or ".")
    if not os.access(real, os.W_OK):
        raise _config_error(f"Invalid json_filepath parameter. No access to write to <{real}>.", 212)


def set_enable_autotune(enable: bool, filepath_prefix: str | None = None) -> None:
    """Set the AutoTune switch, as ``mindspore.dataset.config.set_enable_autotune`` (tuning itself has no
    effect here and no file is written).

    With ``enable`` True and a ``filepath_prefix``, the path is checked as MindSpore's C++ ConfigManager checks it;
    as there, the switch is already set when that check fails.

    Raises:
        TypeError: ``enable`` is not a bool, or ``filepath_prefix`` is given and not a str.
        RuntimeError: ``filepath_prefix`` is empty, is a directory, its folder does not exist or cannot be written
            (MindSpore's ``Syntax error.`` frame, ``Invalid json_filepath parameter. ...``).
    """
    _check_bool(enable, "enable must be of type bool.")
    check_independent_mode("Dataset AutoTune", enable)
    if filepath_prefix and not isinstance(filepath_prefix, str):
        raise TypeError(f"json_filepath must be a str value but was: {filepath_prefix}.")
    if enable and filepath_prefix == "":
        raise RuntimeError("The value of json_filepath cannot be the empty string.")
    _STATE["autotune"] = enable
    if enable and filepath_prefix is not None:
        _check_autotune_path(filepath_prefix)


get_enable_autotune = _getter("get_enable_autotune", "autotune", "bool", "Return the AutoTune switch (default False).")


def set_autotune_interval(interval: int) -> None:
    """Record the AutoTune interval (no effect here). Raises TypeError / ValueError as MindSpore."""
    if not isinstance(interval, int) or isinstance(interval, bool):
        raise TypeError("interval must be of type int.")
    if interval < 0 or interval > INT32_MAX:
        raise ValueError("Interval given is not within the required range [0, INT32_MAX(2147483647)].")
    _STATE["autotune_interval"] = interval


get_autotune_interval = _getter(
    "get_autotune_interval", "autotune_interval", "int", "Return the AutoTune interval (default 0)."
)


def set_auto_offload(offload: bool) -> None:
    """Record the automatic offload switch, as ``mindspore.dataset.config.set_auto_offload`` (MindSpore moves
    map operations to Ascend/GPU with it; on CPU, as here, nothing is offloaded).

    Raises:
        TypeError: ``offload`` is not a bool (``offload must be a bool dtype``).
    """
    _check_bool(offload, "offload must be a bool dtype")
    check_independent_mode("Dataset Offload", offload)
    _STATE["auto_offload"] = offload


get_auto_offload = _getter(
    "get_auto_offload", "auto_offload", "bool", "Return the automatic offload switch (default False)."
)


def set_enable_watchdog(enable: bool) -> None:
    """Record the watchdog switch (no effect here). Raises TypeError if it is not a bool."""
    _check_bool(enable, "enable must be a boolean dtype.")
    _STATE["watchdog"] = enable


get_enable_watchdog = _getter("get_enable_watchdog", "watchdog", "bool", "Return the watchdog switch (default True).")


def set_multiprocessing_timeout_interval(interval: int) -> None:
    """Record the worker-process timeout warning interval in seconds. Raises TypeError / ValueError."""
    _check_int(interval, "interval", 1, INT32_MAX, _POSITIVE_INTERVAL)
    _STATE["mp_timeout"] = interval


get_multiprocessing_timeout_interval = _getter(
    "get_multiprocessing_timeout_interval",
    "mp_timeout",
    "int",
    "Return the worker-process timeout warning interval (default 300).",
)


def set_sending_batches(batch_num: int) -> None:
    """Record the device-queue batch count (no effect: there is no device queue). Raises TypeError if not an int."""
    if not isinstance(batch_num, int) or isinstance(batch_num, bool):
        raise TypeError("batch_num must be an int dtype.")
    _STATE["sending_batches"] = batch_num


class ErrorSamplesMode(IntEnum):
    """What to do with a row whose map fails: ``RETURN`` the error (the only mode mindshim runs), ``REPLACE`` or
    ``SKIP`` (recorded only). Mirrors ``mindspore.dataset.config.ErrorSamplesMode``."""

    RETURN = 0
    REPLACE = 1
    SKIP = 2


def set_error_samples_mode(error_samples_mode: ErrorSamplesMode) -> None:
    """Record the erroneous-sample mode (errors are always raised here). Raises TypeError for another type."""
    from .validator_helpers import type_check

    type_check(error_samples_mode, (ErrorSamplesMode,), "error_samples_mode")
    _STATE["error_samples_mode"] = error_samples_mode


def get_error_samples_mode() -> ErrorSamplesMode:
    """Return the erroneous-sample mode (default ``ErrorSamplesMode.RETURN``)."""
    return _STATE["error_samples_mode"] or ErrorSamplesMode.RETURN


def set_multiprocessing_start_method(start_method: str = "fork") -> None:
    """Set how worker processes start: 'fork' (default; workers inherit the operations, lambdas included) or
    'spawn' (operations must be picklable). Mirrors ``config.set_multiprocessing_start_method``.

    Raises:
        TypeError: if ``start_method`` is not a str. ValueError: if it is not 'fork' or 'spawn'.
    """
    from .validator_helpers import type_check

    type_check(start_method, (str,), "start_method")
    if start_method not in ("fork", "spawn"):
        raise ValueError("Input start_method is not within the valid set of ['fork', 'spawn'].")
    _STATE["start_method"] = start_method


get_multiprocessing_start_method = _getter(
    "get_multiprocessing_start_method",
    "start_method",
    "str",
    "Return the worker-process start method (default 'fork').",
)


def set_video_backend(backend: str) -> None:
    """Set the backend that decodes videos: ``"CPU"`` or ``"Ascend"`` (kept; mindshim decodes on the host).
    Mirrors ``mindspore.dataset.config.set_video_backend`` (2.10).

    Raises:
        TypeError: ``backend`` not a str. ValueError: neither ``"CPU"`` nor ``"Ascend"``.
    """
    from .validator_helpers import type_check

    type_check(backend, (str,), "backend")
    if backend not in ("CPU", "Ascend"):
        raise ValueError("Input backend is not within the valid set of ['CPU', 'Ascend'].")
    _STATE["video_backend"] = backend


def get_video_backend() -> str:
    """The video decoding backend (``"CPU"`` unless :func:`set_video_backend` set another). Mirrors
    ``mindspore.dataset.config.get_video_backend`` (2.10)."""
    return _STATE["video_backend"]
