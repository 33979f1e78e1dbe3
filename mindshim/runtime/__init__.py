"""`mindspore.runtime`: launch_blocking, synchronize and device-memory queries, mapped onto torch.cuda."""

from __future__ import annotations

from .. import _api
import os
import re
from typing import Any

import torch

from .. import _checkparam, _state, _threads
from . import memory, stream
from .memory import *
from .stream import *

__all__ = _api.names(__name__)


def _set_blocking(flag: bool) -> None:
    """Switch synchronous execution on/off (``launch_blocking`` / ``set_context(pynative_synchronize=...)``).

    On CUDA it sets ``CUDA_LAUNCH_BLOCKING=1`` (honoured by CUDA contexts created later) and routes every
    Cell call through the slow path, which synchronises the device after the call, so an asynchronous
    device error surfaces at the Cell call that caused it. On CPU, torch already runs synchronously and
    nothing changes.
    """
    _state.set_launch_blocking(flag)
    if flag:
        os.environ.setdefault("CUDA_LAUNCH_BLOCKING", "1")


def _sync_if_blocking() -> None:
    """Synchronise the device after a Cell call when blocking mode is on (a no-op otherwise and on CPU)."""
    if _state.LAUNCH_BLOCKING[0] and torch.cuda.is_available() and torch.cuda.is_initialized():
        torch.cuda.synchronize()


def _is_blocking() -> bool:
    return _state.LAUNCH_BLOCKING[0]


def launch_blocking() -> None:
    """Run every op synchronously, so a failing op raises at its own line. Mirrors ``mindspore.runtime.launch_blocking`` (2.5+).

    On CUDA this sets ``CUDA_LAUNCH_BLOCKING=1`` (for contexts not yet created) and synchronises after each
    Cell call; on CPU, where torch already runs synchronously, it is an accepted no-op.
    """
    _set_blocking(True)


_RUNTIME_CONF: dict = {}


def _reset() -> None:
    """Forget the once-only runtime settings (``set_memory``, ``dispatch_threads_num``, ``set_cpu_affinity``) and an
    explicit CPU thread count, as in a new process."""
    _RUNTIME_CONF.clear()
    memory._reset()
    _threads.reset()


def dispatch_threads_num(threads_num: int) -> None:
    """Set the number of threads that dispatch ops (``torch.set_num_interop_threads`` where torch still allows it).
    Mirrors ``mindspore.runtime.dispatch_threads_num`` (2.5+); once per process, as in MindSpore.

    Raises:
        TypeError: if ``threads_num`` is not an int (a bool is refused by the positive-int check, as MindSpore does).
        RuntimeError: when called a second time. ValueError: if it is not positive.
    """
    if not isinstance(threads_num, int):
        raise TypeError(f"The parameter 'threads_num' must be {int}, but got {type(threads_num)}")
    if "dispatch_threads_num" in _RUNTIME_CONF:
        raise RuntimeError("The 'dispatch_threads_num' can not be set repeatedly.")
    threads_num = _checkparam.check_positive_int(threads_num, "threads_num")
    _RUNTIME_CONF["dispatch_threads_num"] = threads_num
    try:
        torch.set_num_interop_threads(threads_num)
    except RuntimeError:  # torch allows it only before the first parallel work
        pass


def _cpu_ids(affinity_cpu_list: Any) -> set[int]:
    """The core ids of MindSpore's ``["cpuidX-cpuidY", ...]`` list (single ints are taken too)."""
    cores: set[int] = set()
    for item in affinity_cpu_list or []:
        if isinstance(item, int) and not isinstance(item, bool):
            cores.add(item)
        elif isinstance(item, str) and re.fullmatch(r"\s*\d+\s*(-\s*\d+\s*)?", item):
            lo, _, hi = item.partition("-")
            cores.update(range(int(lo), int(hi or lo) + 1))
    return cores


def set_cpu_affinity(
    enable_affinity: bool, affinity_cpu_list: Any = None, module_to_cpu_dict: Any = None, bind_file: Any = None
) -> None:
    """Bind MindSpore's runtime threads to CPU cores. Mirrors ``mindspore.runtime.set_cpu_affinity``; with
    ``enable_affinity`` and an ``affinity_cpu_list`` of MindSpore's ranges (``["0-3", "8-11"]``; plain core ids are
    taken too), this process is bound to those of the cores it may use (``os.sched_setaffinity``) and torch's
    intra-op threads are capped at their number, as at start-up (unless set explicitly, see ``mindshim._threads``).
    Otherwise the call is recorded and changes nothing (MindSpore's automatic strategy binds its main module to the
    cores it already has). ``module_to_cpu_dict`` and ``bind_file`` are accepted and not used.

    ``enable_affinity`` is read for its truth value (MindSpore 2.10 does not check its type).

    Raises:
        RuntimeError: when called a second time, as in MindSpore.
    """
    if "cpu_affinity" in _RUNTIME_CONF:
        raise RuntimeError("The 'mindspore.runtime.set_cpu_affinity' cannot be set repeatedly.")
    _RUNTIME_CONF["cpu_affinity"] = bool(enable_affinity)
    if not enable_affinity or not hasattr(os, "sched_setaffinity"):
        return
    cores = _cpu_ids(affinity_cpu_list) & os.sched_getaffinity(0)
    if cores:
        os.sched_setaffinity(0, cores)
        _threads.apply_default()


def set_kernel_launch_group(thread_num: int = 2, kernel_group_num: int = 8) -> None:
    """Ascend's grouped kernel launch (accepted; torch launches kernels itself). Mirrors
    ``mindspore.runtime.set_kernel_launch_group``."""
    _RUNTIME_CONF["kernel_launch_group"] = (thread_num, kernel_group_num)


def set_kernel_launch_capture(enable_capture_graph: bool, op_capture_skip: Any = None) -> None:
    """Ascend's kernel graph capture (accepted, not used). Mirrors ``mindspore.runtime.set_kernel_launch_capture``."""
    _RUNTIME_CONF["kernel_launch_capture"] = bool(enable_capture_graph)
