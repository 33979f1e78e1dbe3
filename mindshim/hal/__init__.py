"""`mindspore.hal`: device queries (`is_available`, `device_count`, `get_device_name` ...) and the runtime's memory and
stream functions, over `torch.cuda` for 'GPU' and the host for 'CPU'."""

from __future__ import annotations

from .. import _api
from typing import Any

import torch

from ..runtime.memory import (
    empty_cache,
    max_memory_allocated,
    max_memory_reserved,
    memory_allocated,
    memory_reserved,
    memory_stats,
    memory_summary,
    reset_max_memory_allocated,
    reset_max_memory_reserved,
    reset_peak_memory_stats,
)
from ..runtime.stream import (
    Event,
    Stream,
    StreamCtx,
    communication_stream,
    current_stream,
    default_stream,
    set_cur_stream,
    synchronize,
)
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


def _target(device_target: str | None) -> str:
    if device_target is None:
        from ..context import get_context

        device_target = get_context("device_target")
    if device_target not in ("CPU", "GPU", "Ascend"):
        raise ValueError(
            f"The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], but got {device_target}."
        )
    return device_target


def is_available(device_target: str) -> bool:
    """Whether ``device_target`` can run: 'CPU' always, 'GPU' when torch sees CUDA, 'Ascend' never."""
    target = _target(device_target)
    return target == "CPU" or (target == "GPU" and torch.cuda.is_available())


def is_initialized(device_target: str) -> bool:
    """Whether the device's runtime has started ('GPU': CUDA initialised)."""
    target = _target(device_target)
    return target == "CPU" or (target == "GPU" and torch.cuda.is_initialized())


def device_count(device_target: str | None = None) -> int:
    """How many devices of ``device_target`` (default: the context's) there are."""
    target = _target(device_target)
    return {"CPU": 1, "GPU": torch.cuda.device_count(), "Ascend": 0}[target]


def _cuda_only(name: str, device_target: str | None) -> None:
    if _target(device_target) != "GPU" or not torch.cuda.is_available():
        raise _errors.value_error(name, f"only a GPU (CUDA) device can be queried here, but got {device_target}.")


def get_device_name(device_id: int, device_target: str | None = None) -> str:
    """The CUDA device's name.

    Raises:
        ValueError: for a target other than an available 'GPU'.
    """
    _cuda_only("get_device_name", device_target)
    return torch.cuda.get_device_name(device_id)


def get_device_properties(device_id: int, device_target: str | None = None) -> Any:
    """The CUDA device's properties (torch's object: ``name``, ``total_memory``, ``major``, ``minor`` ...)."""
    _cuda_only("get_device_properties", device_target)
    return torch.cuda.get_device_properties(device_id)


def get_device_capability(device_id: int, device_target: str | None = None) -> tuple | None:
    """The CUDA compute capability ``(major, minor)``; None for other targets, as MindSpore."""
    if _target(device_target) != "GPU" or not torch.cuda.is_available():
        return None
    return torch.cuda.get_device_capability(device_id)


def get_arch_list(device_target: str | None = None) -> list | None:
    """The CUDA architectures torch was built for; None for other targets."""
    if _target(device_target) != "GPU" or not torch.cuda.is_available():
        return None
    return torch.cuda.get_arch_list()
