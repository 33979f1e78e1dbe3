"""`mindspore.device_context.cpu`: the CPU device and its operator thread count (`op_tuning.threads_num`)."""

from __future__ import annotations

from .. import _api
import types

from .. import _checkparam, _threads

__all__ = _api.names(__name__)


def is_available() -> bool:
    """True: the CPU is always there."""
    return True


def device_count() -> int:
    """1: the host is one CPU device."""
    return 1


def _threads_num(num: int) -> None:
    """Set the number of threads CPU operators use (torch's intra-op threads; it replaces the affinity-derived
    default, as ``set_context(runtime_num_threads=num)`` does). Mirrors
    ``mindspore.device_context.cpu.op_tuning.threads_num``; once per process, as in MindSpore.

    Raises:
        TypeError: if ``num`` is not an int (a bool is refused by the positive-int check, as MindSpore does).
        RuntimeError: when called a second time. ValueError: if ``num`` is not positive.
    """
    if not isinstance(num, int):
        raise TypeError(f"The parameter 'num' must be {int}, but got {type(num)}")
    if _threads.OP_THREADS_SET[0]:
        raise RuntimeError("The 'threads_num' can not be set repeatedly.")
    num = _checkparam.check_positive_int(num, "num")
    _threads.OP_THREADS_SET[0] = True
    _threads.set_intra_op(num)


_threads_num.__name__ = "threads_num"
op_tuning = types.SimpleNamespace(threads_num=_threads_num)
