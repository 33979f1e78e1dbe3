"""`mindspore.context`: execution mode (GRAPH/PYNATIVE), device_target -> torch.device, and the other context keys."""

from __future__ import annotations

from . import _api
import functools
import os
import re
import sys
from typing import Any

import torch

from . import _state, _threads
from . import log as logger
from ._version import before
from ._kernels import errors as _errors

__all__ = _api.names(__name__)

GRAPH_MODE = 0
PYNATIVE_MODE = 1

_DEVICE_TARGETS = ("CPU", "GPU", "Ascend", "Davinci")

STRICT = 0  # jit_syntax_level values
COMPATIBLE = 1
LAX = 2
RELEASE = 0  # debug_level values
DEBUG = 1


def _defaults() -> dict[str, Any]:
    """Every key ``get_context`` knows, with MindSpore 2.10's value on a fresh CPU process."""
    return {
        "mode": GRAPH_MODE if before(2, 0) else PYNATIVE_MODE,
        "device_target": "CPU",
        "device_id": 0,
        "pynative_synchronize": False,
        "save_graphs": 0,
        "save_graphs_path": ".",
        "max_call_depth": 1000,
        "jit_level": "",
        "jit_config": {},
        "jit_syntax_level": LAX,
        "check_bprop": False,
        "max_device_memory": 1024.0,
        "mempool_block_size": 1.0,
        "variable_memory_max_size": "0",
        "memory_optimize_level": 0,
        "enable_reduce_precision": True,
        "deterministic": "OFF",
        "enable_compile_cache": None,
        "compile_cache_path": "",
        "runtime_num_threads": min(30, os.cpu_count() or 1),
        "inter_op_parallel_num": 0,
        "debug_level": RELEASE,
        "op_timeout": 900,
        "print_file_path": "",
        "env_config_path": "",
        "enable_graph_kernel": False,
        "graph_kernel_flags": "",
        "ascend_config": {},
        "gpu_config": {},
        "aoe_tune_mode": "",
        "aoe_config": {},
        "aoe_job_type": "2",
        "disable_format_transform": False,
        "reserve_class_name_in_scope": True,
        "enable_profiling": False,
        "profiling_options": "training_trace",
        "exec_order": "bfs",
        "recompute_comm_overlap": "",
        "infer_boost": "off",
        "cur_step_num": 0,
        "save_checkpoint_steps": 0,
        "need_ckpt": False,
        "last_triggered_step": 0,
        "hccl_watchdog": True,
        "topo_order": "",
        "conv_allow_tf32": True,
        "matmul_allow_tf32": False,
        "conv_fprop_algo": "normal",
        "conv_dgrad_algo": "normal",
        "conv_wgrad_algo": "normal",
    }


# The Python types ``set_context`` checks (MindSpore's ``args_type_check``).
_TYPES: dict[str, Any] = {
    "mode": int, "device_target": str, "device_id": int, "save_graphs": (bool, int), "save_graphs_path": str,
    "aoe_tune_mode": str, "aoe_config": dict, "enable_reduce_precision": bool, "variable_memory_max_size": str,
    "enable_auto_mixed_precision": bool, "inter_op_parallel_num": int, "enable_graph_kernel": bool,
    "reserve_class_name_in_scope": bool, "check_bprop": bool, "max_device_memory": str, "print_file_path": str,
    "max_call_depth": int, "env_config_path": str, "graph_kernel_flags": str, "runtime_num_threads": int,
    "pynative_synchronize": bool, "mempool_block_size": str, "disable_format_transform": bool, "op_timeout": int,
    "deterministic": str, "ascend_config": dict, "jit_syntax_level": int, "debug_level": int, "gpu_config": dict,
    "jit_config": dict, "enable_compile_cache": bool,
}  # fmt: skip

# Keys MindSpore 2.10 deprecates, with the advice its warning gives ('' = no advice).
_DEPRECATED = {
    "save_graphs": "env MS_DEV_SAVE_GRAPHS",
    "save_graphs_path": "env MS_DEV_SAVE_GRAPHS_PATH",
    "check_bprop": "",
    "max_call_depth": "api mindspore.set_recursion_limit()",
    "enable_compile_cache": "env MS_COMPILER_CACHE_ENABLE",
    "enable_cache_path": "env MS_COMPILER_CACHE_PATH",
    "debug_level": "",
    "device_target": "api mindspore.set_device()",
    "device_id": "api mindspore.set_device()",
    "deterministic": "api mindspore.set_deterministic()",
    "inter_op_parallel_num": "api mindspore.runtime.dispatch_threads_num()",
    "pynative_synchronize": "api mindspore.runtime.launch_blocking()",
    "max_device_memory": "api mindspore.runtime.set_memory()",
    "variable_memory_max_size": "api mindspore.runtime.set_memory()",
    "mempool_block_size": "api mindspore.runtime.set_memory()",
    "memory_optimize_level": "api mindspore.runtime.set_memory()",
    "ascend_config": "api mindspore.device_context.ascend.op_precision.precision_mode()",
    "aoe_tune_mode": "api mindspore.device_context.ascend.op_tuning.aoe_tune_mode()",
    "aoe_config": "api mindspore.device_context.ascend.op_tuning.aoe_job_type()",
    "op_timeout": "api mindspore.device_context.ascend.op_debug.execute_timeout()",
    "gpu_config": "api mindspore.device_context.gpu.op_precision.conv_allow_tf32()",
    "runtime_num_threads": "api mindspore.device_context.cpu.op_tuning.threads_num()",
}
_REMOVED = {"exception_dump": "2.6", "precompile_only": "2.10", "grad_for_scalar": "2.10"}
_IGNORED = ("enable_sparse", "auto_tune_mode", "enable_auto_mixed_precision")  # accepted with a warning, not stored
_ASCEND_CONFIG_ONLY = (
    "precision_mode", "jit_compile", "atomic_clean_policy", "matmul_allow_hf32", "conv_allow_hf32",
    "op_precision_mode", "host_scheduling_max_threshold", "ge_options", "op_debug_option",
)  # fmt: skip
_TARGET_ONLY = {
    "enable_reduce_precision": ["Ascend"],
    "print_file_path": ["Ascend"],
    "variable_memory_max_size": ["Ascend"],
    "max_device_memory": ["Ascend", "GPU"],
    "mempool_block_size": ["GPU", "Ascend"],
    "disable_format_transform": ["GPU"],
    "ascend_config": ["Ascend"],
    "gpu_config": ["GPU"],
}
_CHOICES = {"memory_optimize_level": ["O0", "O1"], "deterministic": ["ON", "OFF"], "exec_order": ["bfs", "dfs"]}
_GB = re.compile(r"^\d+[.]?\d*GB$")
_JIT_CONFIG = {"jit_level": ["O0", "O1", "O2"], "infer_boost": ["on", "off"]}


def _refused(target: str) -> bool:
    """Whether ``target`` ('GPU', 'Ascend', 'Davinci') cannot run here because torch sees no CUDA device.

    MindSpore's CPU build refuses such a target with a RuntimeError and keeps its context as it was; mindshim
    keeps the context as it was too (``device_target`` and ``device_id`` still report 'CPU' and the old id), but
    writes one line on stderr, once per process, and lets the script run on the CPU.
    """
    if target == "CPU" or torch.cuda.is_available():
        return False
    if not _CTX._warned_cuda:
        _CTX._warned_cuda = True
        sys.stderr.write(
            f"[mindshim] device_target '{target}' requested but torch sees no CUDA device; running on CPU.\n"
        )
    return True


def _device_id_change(device_id: int) -> bool:
    """MindSpore's rule for ``set_context(device_id=...)``: once the id is in effect (``get_context('device_id')``
    has read it) it cannot change (TypeError); an id given to ``set_device`` wins over it (the call is ignored:
    False). Otherwise True: the new id is taken.

    Difference: MindSpore also puts the id in effect when the first kernel runs; mindshim does not track that.
    """
    old = _CTX.values["device_id"]
    if _CTX.device_id_read and device_id != old:
        raise _errors.type_error(
            "set_context",
            f"the parameter device_id can not be set repeatedly, origin value [{old}] has been "
            "in effect. Maybe 'mindspore.communication.init()' has been called before 'set_context()'.",
        )
    return not _CTX.device_id_pinned


def _resolve_device() -> None:
    """Set the context's torch.device from its ``device_target`` / ``device_id``."""
    target = _CTX.values["device_target"]
    if target == "CPU" or not torch.cuda.is_available():
        _CTX.device = _state.CPU
        return
    index = int(_CTX.values.get("device_id", 0))
    if index >= torch.cuda.device_count():
        raise _errors.runtime_error(
            "context.set_context",
            f"the 'device_id' must be less than the number of devices ({torch.cuda.device_count()}), but got {index}.",
        )
    _CTX.device = torch.device("cuda", index)


_CTX = _state.CONTEXT  # the process-wide context record; its keys' defaults are MindSpore 2.10's
_CTX.defaults = _defaults
_CTX.reset()
K_CONTEXT = None  # MindSpore's module-level handle of its context singleton, set by ``_context()``


def _context() -> Any:
    """The process's context record (``K_CONTEXT``, made on first use). Mirrors ``mindspore.context._context``,
    which returns MindSpore's ``_Context`` singleton; mindshim's is the one record in ``_state.CONTEXT``."""
    global K_CONTEXT
    if K_CONTEXT is None:
        K_CONTEXT = _CTX
    return K_CONTEXT


def _device() -> torch.device:
    """The torch.device new tensors are created on (internal, hot path)."""
    return _CTX.device


def _warn(message: str) -> None:
    logger._emit(2, message, stacklevel=4)  # _warn <- set_context <- its type-check wrapper <- the caller


def _check_value(key: str, value: Any) -> Any:
    """MindSpore 2.10's checks of one ``set_context`` value; returns the value as ``get_context`` reports it."""
    where = _errors.message("context.set_context", "the argument")
    if key == "mode" and value not in (GRAPH_MODE, PYNATIVE_MODE):
        raise ValueError(
            f"{where} 'mode' should be context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got {value}."
        )
    if key == "device_target" and value not in _DEVICE_TARGETS:
        raise ValueError(f"{where} 'device_target' must be one of {list(_DEVICE_TARGETS)}, but got {value}.")
    if key == "device_id" and not 0 <= value <= 4095:
        raise ValueError(f"{where} 'device_id' must be in range [0, 4095], but got {value}.")
    if key == "save_graphs":
        value = 2 if value is True else 0 if value is False else value
        if value > 3:
            raise ValueError(f"value for save_graphs should be 0-3 but got '{value}'")
    if key == "jit_syntax_level" and value not in (STRICT, COMPATIBLE, LAX):
        raise _errors.value_error(
            "jit_syntax_level", f"the value should be context.STRICT or context.LAX, but got {value}."
        )
    if key == "debug_level" and value not in (RELEASE, DEBUG):
        raise _errors.value_error(
            "debug_level", f"the value should be context.DEBUG or context.RELEASE, but got {value}."
        )
    if key == "max_call_depth" and value <= 0:
        raise ValueError(f"{where} 'max_call_depth' must be greater than 0, but got {value}.")
    if key == "inter_op_parallel_num" and value < 0:
        raise ValueError("The num of parallel thread must bigger than or equal to 0.")
    if key == "runtime_num_threads" and value < 0:
        raise ValueError("The num of thread must bigger than or equal to 0.")
    if key in _CHOICES and value not in _CHOICES[key]:
        raise ValueError(f"{where} '{key}' must be one of {_CHOICES[key]}, but got {value}.")
    if key == "jit_config":
        _check_jit_config(value)
    if key == "memory_optimize_level":
        value = int(value == "O1")
    if key == "save_graphs_path":
        if not value.strip():
            raise _errors.value_error(
                "context.set_context",
                "the 'save_graphs_path' or the 'print_file_path' is invalid type, it "
                f"should be Non-empty string, but got '{value}'.",
            )
        value = os.path.realpath(value)  # MindSpore stores it absolute and creates the folder
        os.makedirs(value, mode=0o700, exist_ok=True)
    if key == "print_file_path":
        value = os.path.realpath(value)
        if os.path.isdir(value):
            raise _errors.op_error(
                OSError,
                "context.set_context",
                f"the argument 'print_file_path' should be file path, but got directory {value}.",
            )
    if key == "env_config_path":
        value = os.path.realpath(value)
        if not os.path.isfile(value):
            raise _errors.value_error(
                "context.set_context",
                f"the 'env_config_path' file {value!r} is not exists, please check "
                "whether 'env_config_path' is correct.",
            )
    if key in ("max_device_memory", "mempool_block_size"):
        if not _GB.match(value):
            raise ValueError(
                f"{where} '{key}' should be in correct format! It must be a string ending with 'GB', such as "
                f'"5GB" or "3.5GB", but got {value}.'
            )
        value = float(value[:-2])
        if key == "max_device_memory" and value == 0:
            raise ValueError(f"{where} 'max_device_memory' should not be \"0GB\".")
    return value


def _args_type_check(func: Any) -> Any:
    """``set_context`` checked against ``_TYPES`` first, as MindSpore's ``args_type_check`` decorator does; the
    unchecked function stays reachable as ``__wrapped__`` (``functools.wraps``), as in MindSpore."""

    @functools.wraps(func)
    def wrapper(**kwargs: Any) -> None:
        for key, value in kwargs.items():
            expected = _TYPES.get(key)
            if expected is not None and not isinstance(value, expected):
                raise TypeError(f"The parameter '{key}' must be {expected}, but got {type(value)}")
        return func(**kwargs)

    return wrapper


def _check_jit_config(jit_config: dict) -> None:
    """MindSpore 2.10's ``_Context.set_jit_config`` checks: known keys, known values."""
    where = _errors.message("context.set_context", "the key of argument 'jit_config' must be one of")
    for jit_key, value in jit_config.items():
        if jit_key not in _JIT_CONFIG:
            raise ValueError(f"{where} {_JIT_CONFIG}, but got {jit_key}.")
        if value not in _JIT_CONFIG[jit_key]:
            raise _errors.value_error(
                "jit_config",
                f"the value of argument {jit_key} must be one of {_JIT_CONFIG[jit_key]}, but got {value}.",
            )
    if jit_config.get("infer_boost") == "on" and jit_config.get("jit_level") in ("O1", "O2"):
        raise ValueError("Only jit_level set O0 can set infer_boost to on.")


def _set_deterministic_env(deterministic: str) -> None:
    """The environment variables MindSpore's ``_Context.set_deterministic`` sets: ``HCCL_DETERMINISTIC`` ('true',
    or 'strict' kept) and ``TE_PARALLEL_COMPILER`` ('1') for 'ON'; both unset for 'OFF' (unless 'false' / '0')."""
    hccl = os.getenv("HCCL_DETERMINISTIC")
    te_parallel = os.getenv("TE_PARALLEL_COMPILER")
    if deterministic == "ON":
        if hccl != "strict":
            os.environ["HCCL_DETERMINISTIC"] = "true"
        os.environ["TE_PARALLEL_COMPILER"] = "1"
        return
    if hccl and hccl != "false":
        del os.environ["HCCL_DETERMINISTIC"]
    if te_parallel and te_parallel != "0":
        del os.environ["TE_PARALLEL_COMPILER"]


@_args_type_check
def set_context(**kwargs: Any) -> None:
    """Set the global context. Mirrors ``mindspore.set_context`` / ``mindspore.context.set_context`` (2.10).

    Keys:
        mode (int): ``GRAPH_MODE`` (0) or ``PYNATIVE_MODE`` (1). Default PYNATIVE_MODE (GRAPH_MODE when
            emulating MindSpore 1.x). Both run eagerly on torch with the same results (see ``mindspore.jit``).
        device_target (str): 'CPU', 'GPU', 'Ascend' or 'Davinci'. 'CPU' runs on the CPU; the others run on
            ``cuda:device_id`` when torch sees CUDA. Without CUDA MindSpore's CPU build raises RuntimeError and
            keeps its context; mindshim keeps ``device_target`` and ``device_id`` as they were too (``get_context``
            and ``get_current_device`` still report 'CPU'), writes one warning line on stderr and runs on the
            CPU, applying the call's other keys.
        device_id (int): CUDA device index in [0, 4095]. Default 0.
        pynative_synchronize (bool): run ops synchronously (``CUDA_LAUNCH_BLOCKING``-like). Default False.
        Every other key of MindSpore 2.10 (``save_graphs``, ``max_call_depth``, ``jit_config``, ``deterministic``,
        ``max_device_memory`` ...) is checked and stored as MindSpore does (``get_context`` returns what MindSpore
        returns) and has no effect on execution. ``runtime_num_threads`` (N > 0) is torch's intra-op thread count
        from then on; 0 restores the default (the CPUs of the process's affinity mask, see ``mindshim._threads``). Deprecated keys log MindSpore's
        deprecation warning on stderr; keys MindSpore applies only on another device target are ignored with its
        warning; ``enable_sparse``, ``auto_tune_mode`` and ``enable_auto_mixed_precision`` are ignored.

    Raises:
        TypeError: a value of the wrong Python type (``The parameter 'mode' must be <class 'int'>, ...``).
        ValueError: an unknown or removed key (``precompile_only``, ``grad_for_scalar``), an Ascend option given
            outside ``ascend_config``, or a value out of range (mode not 0/1, unknown device_target, device_id
            outside [0, 4095], save_graphs above 3, ...), with MindSpore's message.
    """
    refused = False
    if "device_target" in kwargs:
        _check_value("device_target", kwargs["device_target"])
        refused = _refused(kwargs["device_target"])
    target = _CTX.values["device_target"] if refused else kwargs.get("device_target", _CTX.values["device_target"])
    for key, value in kwargs.items():
        if refused and key in ("device_target", "device_id"):
            continue  # MindSpore's CPU build raises here and changes neither
        if key in _DEPRECATED:
            advice = _DEPRECATED[key]
            _warn(
                _errors.message(
                    "context.set_context", f"the parameter '{key}' will be deprecated and removed in a future version."
                )
                + (f" Please use the {advice} instead." if advice else "")
            )
        if key in _REMOVED:
            raise _errors.value_error(
                "context.set_context",
                f"the parameter '{key}' has been removed since MindSpore {_REMOVED[key]} version.",
            )
        if key in _IGNORED:
            _warn(
                _errors.message(
                    "context.set_context", f"'{key}' parameter is deprecated, and will be removed in the next version."
                )
            )
            continue
        if key in _ASCEND_CONFIG_ONLY:
            raise ValueError(f"Please set '{key}' through parameter ascend_config")
        if key not in _CTX.values:
            raise _errors.value_error(
                "context.set_context",
                f"the keyword argument {key} is not recognized! For detailed usage of "
                f"'set_context', please refer to the Mindspore official website.",
            )
        if key in _TARGET_ONLY and target not in _TARGET_ONLY[key]:
            _warn(
                _errors.message(
                    "context.set_context",
                    f"when set the argument '{key}', the argument 'device_target' only "
                    f"supports devices in '{_TARGET_ONLY[key]}', but got '{target}', ignore it.",
                )
            )
            continue
        if _TYPES.get(key) is int:
            value = int(value)  # MindSpore stores int keys as C++ ints: True -> 1
        value = _check_value(key, value)
        if key == "device_id" and not _device_id_change(value):
            continue
        _CTX.values[key] = value
        if key == "mode":
            _state.set_mode(_CTX.values["mode"])
        if key == "pynative_synchronize":
            from .runtime import _set_blocking

            _set_blocking(bool(value))
        if key == "runtime_num_threads":
            _threads.set_intra_op(value)
        if key == "deterministic":
            _set_deterministic_env(value)
    if not refused and ("device_target" in kwargs or "device_id" in kwargs):
        _resolve_device()


def _get_mode() -> int:
    """The execution mode (``GRAPH_MODE`` 0 or ``PYNATIVE_MODE`` 1), as ``get_context('mode')``. Mirrors MindSpore
    2.10's ``context._get_mode`` (mindone's training utilities read it)."""
    return get_context("mode")


def get_context(attr_key: str) -> Any:
    """Return one context value, as MindSpore 2.10 reports it. Mirrors ``mindspore.get_context``.

    Raises:
        ValueError: if ``attr_key`` is not a context key.
    """
    if attr_key == "device_id":
        _CTX.device_id_read = True  # MindSpore: the id is in effect once read
    try:
        return _CTX.values[attr_key]
    except (KeyError, TypeError):
        raise _errors.value_error(
            "context.get_context",
            f"the argument {attr_key} is not recognized! For detailed usage of "
            f"'get_context', please refer to the Mindspore official website.",
        ) from None


def set_device(device_target: str, device_id: int | None = None) -> None:
    """Select the device. Mirrors ``mindspore.set_device`` (2.5+): same rules as ``set_context(device_target=...)``;
    'GPU' / 'Ascend' without CUDA change nothing (MindSpore's CPU build raises RuntimeError; mindshim warns once).
    ``device_id`` None means 0. The first call that takes effect fixes the device; a later one naming the same
    target and id does nothing.

    Raises:
        TypeError: if ``device_target`` is not a str or ``device_id`` not an int.
        ValueError: for a device_target other than 'CPU', 'GPU', 'Ascend', or a negative device_id.
        RuntimeError: a later call naming another target or id ("The 'mindspore.set_device' can not be
            modified.").

    Difference: MindSpore also refuses a first call once a kernel has run; mindshim does not track that.
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
    if _refused(device_target):
        return  # MindSpore's CPU build raises here and keeps the target and id
    chosen = (device_target, 0 if device_id is None else device_id)
    if _CTX.device_set is not None:
        if _CTX.device_set != chosen:
            raise RuntimeError("The 'mindspore.set_device' can not be modified.")
        return
    _CTX.device_set = chosen
    _CTX.values["device_target"] = device_target
    if device_id is not None:  # without one, get_context('device_id') keeps what set_context gave it
        _CTX.values["device_id"] = device_id
        _CTX.device_id_pinned = True
    _resolve_device()


def get_device() -> tuple[str, int]:
    """Return ``(device_target, device_id)``."""
    return _CTX.values["device_target"], _CTX.values["device_id"]


def get_jit_config() -> dict:
    """Return the ``jit_config`` dict set through ``set_context``."""
    return dict(_CTX.values.get("jit_config") or {})


class ParallelMode:
    """Parallel mode names (``mindspore.ParallelMode``): STAND_ALONE and DATA_PARALLEL run as in MindSpore."""

    STAND_ALONE = "stand_alone"
    DATA_PARALLEL = "data_parallel"
    HYBRID_PARALLEL = "hybrid_parallel"
    SEMI_AUTO_PARALLEL = "semi_auto_parallel"
    AUTO_PARALLEL = "auto_parallel"
    MODE_LIST = [STAND_ALONE, DATA_PARALLEL, HYBRID_PARALLEL, SEMI_AUTO_PARALLEL, AUTO_PARALLEL]


_AUTO_PARALLEL: dict[str, Any] = {}
_PS: dict[str, Any] = {}


_PARALLEL_MODES = ("stand_alone", "data_parallel", "hybrid_parallel", "semi_auto_parallel", "auto_parallel")


def _check_auto_parallel_value(key: str, value: Any) -> None:
    """MindSpore's checks of the auto-parallel settings that change how data-parallel training runs."""
    if key == "parallel_mode" and value not in _PARALLEL_MODES:
        raise ValueError(
            "The context configuration parameter 'parallel_mode' only support 'stand_alone', 'data_parallel', "
            f"'hybrid_parallel', 'semi_auto_parallel' and 'auto_parallel', but got the value : {value}."
        )
    if key in ("gradients_mean", "parameter_broadcast", "full_batch") and not isinstance(value, bool):
        raise TypeError(f"The parameter '{key}' must be {bool}, but got {type(value)}")
    if key in ("device_num", "global_rank"):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"The parameter '{key}' must be {int}, but got {type(value)}")
        if key == "global_rank" and not 0 <= value <= 4095:
            raise ValueError(
                "The context configuration parameter 'global_rank' must be in [0, 4095], "
                f"but got the value of global_rank : {value}."
            )
        if key == "device_num" and not 1 <= value <= 1048576:
            raise ValueError(
                "The context configuration parameter 'device_num' must be a positive integer, "
                f"but got the value of device_num : {value}."
            )

    if key == "pipeline_stages":
        if isinstance(value, bool) or not isinstance(value, int):
            raise _errors.type_error(
                "set_auto_parallel_context",
                f"the argument 'pipeline_stages' must be int, but got the type : {type(value)}.",
            )
        if value < 1:
            raise _errors.value_error(
                "set_auto_parallel_context",
                f"the argument 'pipeline_stages' should be greater or equal 1, but got the value of stages : {value}.",
            )


def set_auto_parallel_context(**kwargs: Any) -> None:
    """Store auto-parallel settings. Mirrors ``mindspore.set_auto_parallel_context`` (2.10).

    ``parallel_mode=ParallelMode.DATA_PARALLEL`` (or ``HYBRID_PARALLEL``) makes ``nn.TrainOneStepCell`` and
    ``Model.train`` reduce the gradients over the job's processes (``gradients_mean`` averages them);
    ``parameter_broadcast=True`` makes ``Model.train`` copy rank 0's parameters to every rank first. The
    (semi-)auto parallel modes are stored, not applied (strategies run unsharded).

    Raises:
        ValueError: an unknown ``parallel_mode`` or a ``device_num`` outside [1, 1048576].
        TypeError: a non-bool ``gradients_mean``/``parameter_broadcast``/``full_batch``, a non-int ``device_num``.
    """
    for key, value in kwargs.items():
        _check_auto_parallel_value(key, value)
    _AUTO_PARALLEL.update(kwargs)


def get_auto_parallel_context(attr_key: str) -> Any:
    """Return an auto-parallel setting; an unset one has MindSpore 2.10's default (``parallel_mode`` 'stand_alone',
    ``device_num`` 1, ``pipeline_stages`` 1, ``gradient_fp32_sync`` True, ...)."""
    value = _AUTO_PARALLEL.get(attr_key, _AUTO_PARALLEL_DEFAULTS.get(attr_key))
    return list(value) if isinstance(value, list) else value


# MindSpore 2.10's values of get_auto_parallel_context before anything is set (and after a reset)
_AUTO_PARALLEL_DEFAULTS: dict[str, Any] = {
    "parallel_mode": ParallelMode.STAND_ALONE,
    "device_num": 1,
    "global_rank": 0,
    "gradients_mean": False,
    "gradient_fp32_sync": True,
    "loss_repeated_mean": True,
    "pipeline_stages": 1,
    "auto_pipeline": False,
    "pipeline_result_broadcast": False,
    "pipeline_interleave": False,
    "pipeline_scheduler": "1f1b",
    "search_mode": "recursive_programming",
    "auto_parallel_search_mode": "recursive_programming",
    "parameter_broadcast": False,
    "strategy_ckpt_load_file": "",
    "strategy_ckpt_save_file": "",
    "full_batch": False,
    "dataset_strategy": "data_parallel",
    "enable_parallel_optimizer": False,
    "force_fp32_communication": False,
    "grad_accumulation_step": 1,
    "all_reduce_fusion_config": [],
    "communi_parallel_mode": "all_group_parallel",
    "optimizer_weight_shard_size": -1,
    "optimizer_weight_shard_aggregated_save": False,
    "sharding_propagation": False,
    "enable_alltoall": False,
    "dump_local_norm": False,
    "dump_local_norm_path": "",
    "dump_device_local_norm": False,
    "auto_parallel_new_interface": False,
    "init_param_in_compile": True,
}


def _get_device_num() -> int:
    """The data-parallel degree as MindSpore's ``parallel._utils._get_device_num``: 1 in 'stand_alone', else the
    ``device_num`` set in the context, else the world group's size."""
    if get_auto_parallel_context("parallel_mode") == ParallelMode.STAND_ALONE:
        return 1
    if "device_num" in _AUTO_PARALLEL:
        return _AUTO_PARALLEL["device_num"]
    from .communication.management import get_group_size

    return get_group_size()


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
