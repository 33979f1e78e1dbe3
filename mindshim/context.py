"""`mindspore.context`: execution mode (GRAPH/PYNATIVE), device_target -> torch.device, and the other context keys."""

from __future__ import annotations

import sys
from typing import Any

import torch

from . import log as logger
from ._version import before

__all__ = [
    "GRAPH_MODE",
    "PYNATIVE_MODE",
    "set_context",
    "get_context",
    "set_device",
    "get_device",
    "ParallelMode",
    "set_auto_parallel_context",
    "get_auto_parallel_context",
    "reset_auto_parallel_context",
    "set_ps_context",
    "get_ps_context",
    "reset_ps_context",
    "get_jit_config",
]

GRAPH_MODE = 0
PYNATIVE_MODE = 1

_DEVICE_TARGETS = ("CPU", "GPU", "Ascend", "Davinci")

# Keys MindSpore 2.10 accepts; the value is the deprecation advice it prints (None: no warning).
_DEPRECATED = {
    "pynative_synchronize": "Please use the api mindspore.runtime.launch_blocking() instead.",
    "device_id": "Please use the api mindspore.set_device() instead.",
    "save_graphs": "Please use the env MS_DEV_SAVE_GRAPHS instead.",
    "save_graphs_path": "Please use the env MS_DEV_SAVE_GRAPHS_PATH instead.",
    "max_call_depth": "Please use the api mindspore.set_recursion_limit() instead.",
    "max_device_memory": "Please use the api mindspore.runtime.set_memory() instead.",
    "mempool_block_size": "Please use the api mindspore.runtime.set_memory() instead.",
    "variable_memory_max_size": "Please use the api mindspore.runtime.set_memory() instead.",
    "enable_reduce_precision": None,
    "deterministic": "Please use the api mindspore.set_deterministic() instead.",
    "inter_op_parallel_num": "Please use the api mindspore.runtime.dispatch_threads_num() instead.",
    "runtime_num_threads": "Please use the api mindspore.device_context.cpu.op_tuning.threads_num() instead.",
    "enable_graph_kernel": "Please use the api mindspore.jit(..., backend='GE') instead.",
    "graph_kernel_flags": None,
    "enable_compile_cache": "Please use the env MS_COMPILER_CACHE_ENABLE instead.",
    "compile_cache_path": "Please use the env MS_COMPILER_CACHE_PATH instead.",
    "print_file_path": "Please use the api mindspore.device_context.ascend.op_debug.print_file_path() instead.",
    "memory_optimize_level": "Please use the api mindspore.runtime.set_memory() instead.",
}
_PLAIN_KEYS = {
    "mode",
    "device_target",
    "jit_level",
    "jit_config",
    "precompile_only",
    "reserve_class_name_in_scope",
    "check_bprop",
    "enable_dump",
    "save_dump_path",
    "env_config_path",
    "grad_for_scalar",
    "pynative_synchronize",
    "disable_format_transform",
    "support_binary",
    "debug_level",
    "ascend_config",
    "gpu_config",
    "aoe_tune_mode",
    "aoe_config",
    "op_timeout",
    "exec_order",
    "recompute_comm_overlap",
    "enable_auto_mixed_precision",
    "device_id",
}


class _Context:
    """The process-wide context; `device` is the torch.device every new Tensor goes to."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.values: dict[str, Any] = {
            "mode": GRAPH_MODE if before(2, 0) else PYNATIVE_MODE,
            "device_target": "CPU",
            "device_id": 0,
            "pynative_synchronize": False,
            "save_graphs": 0,
            "save_graphs_path": ".",
            "max_call_depth": 1000,
            "jit_level": "",
            "jit_config": {},
            "precompile_only": False,
            "check_bprop": False,
            "max_device_memory": "1024GB",
            "enable_reduce_precision": True,
            "deterministic": "OFF",
            "grad_for_scalar": False,
            "enable_compile_cache": False,
            "compile_cache_path": "",
            "runtime_num_threads": 30,
            "inter_op_parallel_num": 0,
            "debug_level": 0,
            "op_timeout": 1800,
        }
        self.device = torch.device("cpu")
        self._warned_cuda = False

    def resolve_device(self) -> None:
        target = self.values["device_target"]
        if target == "CPU":
            self.device = torch.device("cpu")
        elif torch.cuda.is_available():
            index = int(self.values.get("device_id", 0))
            if index >= torch.cuda.device_count():
                raise RuntimeError(
                    f"For 'context.set_context', the 'device_id' must be less than the number of "
                    f"devices ({torch.cuda.device_count()}), but got {index}."
                )
            self.device = torch.device("cuda", index)
        else:
            self.device = torch.device("cpu")
            if not self._warned_cuda:
                self._warned_cuda = True
                sys.stderr.write(
                    f"[mindshim] device_target '{target}' requested but torch sees no CUDA device; running on CPU.\n"
                )


_CTX = _Context()


def _device() -> torch.device:
    """The torch.device new tensors are created on (internal, hot path)."""
    return _CTX.device


def set_context(**kwargs: Any) -> None:
    """Set the global context. Mirrors ``mindspore.set_context`` / ``mindspore.context.set_context`` (2.10).

    Keys:
        mode (int): ``GRAPH_MODE`` (0) or ``PYNATIVE_MODE`` (1). Default PYNATIVE_MODE (GRAPH_MODE when
            emulating MindSpore 1.x). Both run eagerly on torch with the same results (see ``mindspore.jit``).
        device_target (str): 'CPU', 'GPU', 'Ascend' or 'Davinci'. 'CPU' runs on the CPU; the others run on
            ``cuda:device_id`` when torch sees CUDA, otherwise on CPU after one warning on stderr
            (MindSpore's CPU build raises RuntimeError there instead).
        device_id (int): CUDA device index. Default 0. Deprecated in 2.10 (use ``set_device``).
        pynative_synchronize (bool): run ops synchronously (``CUDA_LAUNCH_BLOCKING``-like). Default False.
        Every other key MindSpore 2.10 documents is accepted and stored; deprecated ones log MindSpore's
        deprecation warning on stderr.

    Raises:
        ValueError: for an unknown key, an unknown device_target, a mode other than 0/1, or a device_id
            outside [0, 4095].
        TypeError: for a mode or device_id that is not an int.
    """
    for key, value in kwargs.items():
        if key not in _PLAIN_KEYS and key not in _DEPRECATED:
            raise ValueError(
                f"For 'context.set_context', the keyword argument {key} is not recognized! For detailed usage of "
                f"'set_context', please refer to the Mindspore official website."
            )
        if key == "mode" and not isinstance(value, int):
            raise TypeError(f"The parameter 'mode' must be {int}, but got {type(value)}")
        if key == "device_id":
            if not isinstance(value, int):
                raise TypeError(f"The parameter 'device_id' must be {int}, but got {type(value)}")
            if not 0 <= value <= 4095:
                raise ValueError(
                    f"For 'context.set_context', the argument 'device_id' must be in range [0, 4095], but got {value}."
                )
        if key == "mode" and value not in (GRAPH_MODE, PYNATIVE_MODE):
            raise ValueError(
                "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) or "
                f"context.PYNATIVE_MODE (1), but got {value}."
            )
        if key == "device_target" and value not in _DEVICE_TARGETS:
            raise ValueError(
                f"For 'context.set_context', the argument 'device_target' must be one of {list(_DEVICE_TARGETS)}, "
                f"but got {value}."
            )
        if key in _DEPRECATED and _DEPRECATED[key] is not None:
            logger._emit(
                2,
                f"For 'context.set_context', the parameter '{key}' will be deprecated and removed in a future "
                f"version. {_DEPRECATED[key]}",
                stacklevel=2,
            )
        _CTX.values[key] = int(value) if key == "mode" else value
        if key == "pynative_synchronize":
            from .runtime import _set_blocking

            _set_blocking(bool(value))
    if "device_target" in kwargs or "device_id" in kwargs:
        _CTX.resolve_device()


def get_context(attr_key: str) -> Any:
    """Return one context value. Mirrors ``mindspore.get_context``.

    Raises:
        ValueError: if ``attr_key`` is not a context key.
    """
    if attr_key not in _CTX.values and attr_key not in _PLAIN_KEYS and attr_key not in _DEPRECATED:
        raise ValueError(
            f"For 'context.get_context', the argument {attr_key} is not recognized! For detailed usage of "
            f"'get_context', please refer to the Mindspore official website."
        )
    return _CTX.values.get(attr_key)


def set_device(device_target: str, device_id: int | None = None) -> None:
    """Select the device. Mirrors ``mindspore.set_device`` (2.5+): same rules as ``set_context(device_target=...)``.

    Raises:
        TypeError: if ``device_target`` is not a str or ``device_id`` not an int.
        ValueError: for a device_target other than 'CPU', 'GPU', 'Ascend', or a negative device_id.
    """
    if not isinstance(device_target, str):
        raise TypeError(f"The parameter 'device_target' must be {str}, but got {type(device_target)}")
    if device_target not in _DEVICE_TARGETS[:3]:
        raise ValueError(
            f"The argument 'device_target' must be one of {list(_DEVICE_TARGETS[:3])}, but got {device_target}."
        )
    if device_id is not None:
        if not isinstance(device_id, int):
            raise TypeError(f"The parameter 'device_id' must be {int}, but got {type(device_id)}")
        if device_id < 0:
            raise ValueError("The device id must bigger than or equal to 0.")
    _CTX.values["device_target"] = device_target
    if device_id is not None:
        _CTX.values["device_id"] = device_id
    _CTX.resolve_device()


def get_device() -> tuple[str, int]:
    """Return ``(device_target, device_id)``."""
    return _CTX.values["device_target"], _CTX.values["device_id"]


def get_jit_config() -> dict:
    """Return the ``jit_config`` dict set through ``set_context``."""
    return dict(_CTX.values.get("jit_config") or {})


class ParallelMode:
    """Parallel mode names (``mindspore.ParallelMode``); mindshim runs single-process, STAND_ALONE."""

    STAND_ALONE = "stand_alone"
    DATA_PARALLEL = "data_parallel"
    HYBRID_PARALLEL = "hybrid_parallel"
    SEMI_AUTO_PARALLEL = "semi_auto_parallel"
    AUTO_PARALLEL = "auto_parallel"


_AUTO_PARALLEL: dict[str, Any] = {}
_PS: dict[str, Any] = {}


def set_auto_parallel_context(**kwargs: Any) -> None:
    """Store auto-parallel settings (``mindspore.set_auto_parallel_context``); they do not change execution here."""
    _AUTO_PARALLEL.update(kwargs)


def get_auto_parallel_context(attr_key: str) -> Any:
    """Return an auto-parallel setting; ``parallel_mode`` defaults to 'stand_alone', ``device_num`` to 1."""
    defaults = {"parallel_mode": ParallelMode.STAND_ALONE, "device_num": 1, "global_rank": 0, "gradients_mean": False}
    return _AUTO_PARALLEL.get(attr_key, defaults.get(attr_key))


def reset_auto_parallel_context() -> None:
    """Forget every auto-parallel setting."""
    _AUTO_PARALLEL.clear()


def set_ps_context(**kwargs: Any) -> None:
    """Store parameter-server settings (``mindspore.set_ps_context``); accepted, no effect."""
    _PS.update(kwargs)


def get_ps_context(attr_key: str) -> Any:
    """Return a parameter-server setting (``None`` when unset)."""
    return _PS.get(attr_key)


def reset_ps_context() -> None:
    """Forget every parameter-server setting."""
    _PS.clear()
