"""`mindspore.device_context.cpu`: the CPU device and its operator thread count (`op_tuning.threads_num`)."""

from __future__ import annotations

from .. import _api
import types

import torch

__all__ = _api.names(__name__)


def is_available() -> bool:
    """True: the CPU is always there."""
    return True


def device_count() -> int:
    """1: the host is one CPU device."""
    return 1


def _threads_num(num: int) -> None:
    """Set the number of threads CPU operators use (``torch.set_num_threads``). Mirrors
    ``mindspore.device_context.cpu.op_tuning.threads_num``.

    Raises:
        TypeError: if ``num`` is not an int. ValueError: if it is not positive.
    """
    if not isinstance(num, int) or isinstance(num, bool):
        raise TypeError(f"The parameter 'num' must be {int}, but got {type(num)}")
    if num <= 0:
        raise ValueError(f"The 'num' must be greater than 0, but got {num}.")
    torch.set_num_threads(num)


_threads_num.__name__ = "threads_num"
op_tuning = types.SimpleNamespace(threads_num=_threads_num)
