"""`mindspore.runtime` memory functions: the device memory pool's settings and statistics, over `torch.cuda`."""

from __future__ import annotations

import gc

from .. import _api
import re
from typing import Any

import torch

__all__ = _api.names(__name__)

_GB = re.compile(r"^\d+(\.\d+)?GB$")
_MEMORY: dict[str, Any] = {}


def _reset() -> None:
    """Forget :func:`set_memory`'s settings, as in a new process (used by test fixtures)."""
    _MEMORY.clear()


def _cuda() -> bool:
    return torch.cuda.is_available() and torch.cuda.is_initialized()


def set_memory(
    init_size: str = "2GB",
    increase_size: str = "2GB",
    max_size: str = "1024GB",
    optimize_level: str = "O0",
    huge_page_reserve_size: str = "0GB",
) -> None:
    """Set the device memory pool's sizes (``"xxGB"``) and optimize level. Mirrors ``mindspore.runtime.set_memory``
    (2.5+): the values are checked as MindSpore checks them and kept; torch's CUDA caching allocator is not
    resized, except that ``max_size`` below the device's memory caps this process's share of it
    (``torch.cuda.set_per_process_memory_fraction``).

    Raises:
        TypeError: for a value that is not a str.
        ValueError: for a size not of the form ``"xxGB"`` or an ``optimize_level`` other than 'O0'/'O1'.
        RuntimeError: when called a second time, as in MindSpore.
    """
    values = dict(init_size=init_size, increase_size=increase_size, max_size=max_size,
                  optimize_level=optimize_level, huge_page_reserve_size=huge_page_reserve_size)  # fmt: skip
    for key, value in values.items():
        if not isinstance(value, str):
            raise TypeError(f"The parameter '{key}' must be {str}, but got {type(value)}")
    if _MEMORY:
        raise RuntimeError("The 'set_memory' can not be set repeatedly.")
    for key in ("init_size", "increase_size", "max_size", "huge_page_reserve_size"):
        if not _GB.match(values[key]):
            raise ValueError(
                f"The memory value should be in correct format! It must be a string ending with 'GB', in addition to "
                f'that, it must contain only numbers or decimal points, such as "5GB" or "3.5GB", but got '
                f"{values[key]}."
            )
    if optimize_level not in ("O0", "O1"):
        raise ValueError(f"The optimize_level must be one of ['O0', 'O1'], but got {optimize_level}.")
    _MEMORY.update(values)
    if torch.cuda.is_available():
        total = torch.cuda.get_device_properties(torch.cuda.current_device()).total_memory
        cap = float(max_size[:-2]) * 1024**3
        if 0 < cap < total:
            torch.cuda.set_per_process_memory_fraction(cap / total)


def memory_allocated() -> int:
    """Bytes of device memory held by tensors (0 on CPU). Mirrors ``mindspore.runtime.memory_allocated``."""
    return torch.cuda.memory_allocated() if _cuda() else 0


def max_memory_allocated() -> int:
    """Peak of :func:`memory_allocated` since the start or the last reset (0 on CPU)."""
    return torch.cuda.max_memory_allocated() if _cuda() else 0


def memory_reserved() -> int:
    """Bytes of device memory the pool holds (0 on CPU). Mirrors ``mindspore.runtime.memory_reserved``."""
    return torch.cuda.memory_reserved() if _cuda() else 0


def max_memory_reserved() -> int:
    """Peak of :func:`memory_reserved` (0 on CPU)."""
    return torch.cuda.max_memory_reserved() if _cuda() else 0


def memory_stats() -> dict:
    """The pool's statistics with MindSpore's keys (``total_reserved_memory``, ``total_allocated_memory``,
    ``total_idle_memory``, ``max_reserved_memory``, ...), in bytes, from torch's CUDA allocator (zeros on CPU).
    Mirrors ``mindspore.runtime.memory_stats``; the ``*_mem_pool_stats`` block details are not filled."""
    reserved, allocated = memory_reserved(), memory_allocated()
    return {
        "total_reserved_memory": reserved,
        "total_allocated_memory": allocated,
        "total_idle_memory": reserved - allocated,
        "total_eager_free_memory": 0,
        "max_reserved_memory": max_memory_reserved(),
        "max_allocated_memory": max_memory_allocated(),
        "common_mem_pool_stats": {"block_unit_size": 0, "block_counts": 0, "blocks_info": {}},
        "persistent_mem_pool_stats": {"block_counts": 0, "block_unit_size": 0, "blocks_info": {}},
    }


def _human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if abs(n) < 1024 or unit == "GB":
            return f"{n:6d} {unit}" if unit == "B" else f"{n:6.2f} {unit}"
        n /= 1024
    return str(n)


def memory_summary() -> str:
    """The statistics of :func:`memory_stats` as MindSpore's text table."""
    stats = memory_stats()
    rows = [
        ("Reserved memory", stats["total_reserved_memory"]),
        ("Allocated memory", stats["total_allocated_memory"]),
        ("Idle memory", stats["total_idle_memory"]),
        ("Eager free memory", stats["total_eager_free_memory"]),
        ("Max reserved memory", stats["max_reserved_memory"]),
        ("Max allocated memory", stats["max_allocated_memory"]),
    ]
    line = "|" + "=" * 45 + "|"
    title = " " * 15 + "Memory summary" + " " * 16  # MindSpore puts the odd space on the right
    out = [line, "|" + title + "|", line, f"| {'Metric':<20} | {'Data':<20} |"]
    for name, value in rows:
        out.append("|" + "-" * 45 + "|")
        out.append(f"| {name:<20} | {_human(value):<20} |")
    out.append(line)
    return "\n".join(out) + "\n"


def empty_cache() -> None:
    """Release cached device memory (``torch.cuda.empty_cache``). Mirrors ``mindspore.runtime.empty_cache``."""
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


def ms_memory_recycle() -> None:
    """Release the memory kept for models already trained in this process: unreachable objects are collected
    and the device allocator's cached blocks returned (:func:`empty_cache`). Mirrors ``mindspore.ms_memory_recycle``
    (2.10), which also drops its compiled graphs' resources; mindshim keeps no graph resources beyond what
    Python's collector frees."""
    gc.collect()
    empty_cache()


def reset_peak_memory_stats() -> None:
    """Reset the peaks of :func:`max_memory_allocated` and :func:`max_memory_reserved`."""
    if _cuda():
        torch.cuda.reset_peak_memory_stats()


def reset_max_memory_allocated() -> None:
    """Reset the peak of :func:`max_memory_allocated`."""
    reset_peak_memory_stats()


def reset_max_memory_reserved() -> None:
    """Reset the peak of :func:`max_memory_reserved`."""
    reset_peak_memory_stats()
