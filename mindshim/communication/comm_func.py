"""`mindspore.communication.comm_func`: collective functions (all_reduce, all_gather_into_tensor, broadcast, ...).

Over ``torch.distributed`` when the job runs several processes (see :mod:`mindspore.communication.management`);
in a single process every collective is the identity on a copy of its input, which is what it computes for a
group of one.
"""

from __future__ import annotations

from .. import _api
from typing import Any

import torch

from ..common.tensor import Tensor, _wrap
from .management import GlobalComm, _dist, _ranks, _torch_group, get_group_size
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

_WORLD = GlobalComm.WORLD_COMM_GROUP
_OPS = ("sum", "max", "min", "prod", "avg")


class CommHandle:
    """The handle of an asynchronous collective: :meth:`wait` blocks until it finished."""

    def __init__(self, work: Any = None) -> None:
        self._work = work

    def wait(self) -> None:
        """Wait for the collective to finish."""
        if self._work is not None:
            self._work.wait()


def _check(op_name: str, tensor: Any) -> torch.Tensor:
    if not isinstance(tensor, Tensor):
        raise _errors.type_error(op_name, f"the input 'tensor' must be a Tensor, but got {type(tensor).__name__}.")
    return tensor._data().detach().clone()


def _reduce_op(op: str):
    import torch.distributed as dist

    if op not in _OPS:
        raise TypeError(f"The argument 'op' must be one of {list(_OPS)}, but got {op}.")
    return {"sum": dist.ReduceOp.SUM, "max": dist.ReduceOp.MAX, "min": dist.ReduceOp.MIN,
            "prod": dist.ReduceOp.PRODUCT, "avg": dist.ReduceOp.SUM}[op]  # fmt: skip


def all_reduce(tensor: Tensor, op: str = "sum", group: str = _WORLD, async_op: bool = False) -> tuple:
    """Reduce ``tensor`` over the group with ``op`` ('sum', 'max', 'min', 'prod', 'avg'); every rank gets the result.
    Returns ``(Tensor, CommHandle or None)``. Mirrors ``mindspore.communication.comm_func.all_reduce`` (2.10).

    Raises:
        TypeError: if ``tensor`` is not a Tensor or ``op`` is unknown.
    """
    t = _check("all_reduce", tensor)
    dist = _dist()
    work = None
    if dist is not None and get_group_size(group) > 1:
        work = dist.all_reduce(t, op=_reduce_op(op), group=_torch_group(group), async_op=async_op)
        if op == "avg":
            if work is not None:
                work.wait()
                work = None
            t /= get_group_size(group)
    elif op not in _OPS:
        raise TypeError(f"The argument 'op' must be one of {list(_OPS)}, but got {op}.")
    return _wrap(t), (CommHandle(work) if async_op else None)


def all_gather_into_tensor(tensor: Tensor, group: str = _WORLD, async_op: bool = False) -> tuple:
    """Concatenate every rank's ``tensor`` along dimension 0 (shape ``(N * x_1, ...)``). Returns ``(Tensor, handle)``."""
    t = _check("all_gather_into_tensor", tensor)
    dist = _dist()
    n = get_group_size(group)
    if dist is not None and n > 1:
        out = t.new_empty((n * t.shape[0], *t.shape[1:]))
        gather = getattr(dist, "all_gather_single", None) or dist.all_gather_into_tensor  # newer torch renames it
        work = gather(out, t, group=_torch_group(group), async_op=async_op)
        return _wrap(out), (CommHandle(work) if async_op else None)
    return _wrap(t), (CommHandle() if async_op else None)


def reduce_scatter_tensor(tensor: Tensor, op: str = "sum", group: str = _WORLD, async_op: bool = False) -> tuple:
    """Reduce over the group, then give rank ``i`` the ``i``-th slice of dimension 0 (shape ``(x_1 / N, ...)``).

    Raises:
        ValueError: if dimension 0 does not divide by the group size.
    """
    t = _check("reduce_scatter_tensor", tensor)
    n = get_group_size(group)
    if t.shape[0] % n:
        raise _errors.value_error(
            "reduce_scatter_tensor", f"dimension 0 ({t.shape[0]}) must divide by the group size {n}."
        )
    dist = _dist()
    if dist is not None and n > 1:
        out = t.new_empty((t.shape[0] // n, *t.shape[1:]))
        scatter = getattr(dist, "reduce_scatter_single", None) or dist.reduce_scatter_tensor
        work = scatter(out, t, op=_reduce_op(op), group=_torch_group(group), async_op=async_op)
        if op == "avg":
            if work is not None:
                work.wait()
                work = None
            out /= n
        return _wrap(out), (CommHandle(work) if async_op else None)
    return _wrap(t), (CommHandle() if async_op else None)


def broadcast(tensor: Tensor, src: int = 0, group: str = _WORLD) -> Tensor:
    """Every rank gets rank ``src``'s ``tensor`` (``src`` is a world rank)."""
    t = _check("broadcast", tensor)
    dist = _dist()
    if dist is not None and get_group_size(group) > 1:
        dist.broadcast(t, src=src, group=_torch_group(group))
    elif src not in _ranks(group):
        raise _errors.value_error("broadcast", f"'src' {src} is not a rank of the group '{group}'.")
    return _wrap(t)


def reduce(tensor: Tensor, dst: int, op: str = "sum", group: str = _WORLD) -> Tensor:
    """Reduce ``tensor`` over the group onto rank ``dst``; other ranks get their input back."""
    t = _check("reduce", tensor)
    dist = _dist()
    if dist is not None and get_group_size(group) > 1:
        dist.reduce(t, dst=dst, op=_reduce_op(op), group=_torch_group(group))
        if op == "avg":
            t /= get_group_size(group)
    return _wrap(t)


def barrier(group: str = _WORLD) -> None:
    """Wait until every rank of the group reaches this point."""
    dist = _dist()
    if dist is not None and get_group_size(group) > 1:
        dist.barrier(group=_torch_group(group))


def _p2p(name: str) -> None:
    if _dist() is None:
        raise _errors.runtime_error(name, "point-to-point communication needs a job of several processes.")


def send(tensor: Tensor, dst: int = 0, group: str = _WORLD, tag: int = 0) -> None:
    """Send ``tensor`` to world rank ``dst``.

    Raises:
        RuntimeError: in a single-process job.
    """
    _p2p("send")
    _dist().send(_check("send", tensor), dst=dst, group=_torch_group(group), tag=tag)


def recv(tensor: Tensor, src: int = 0, group: str = _WORLD, tag: int = 0) -> Tensor:
    """Receive into a tensor shaped like ``tensor`` from world rank ``src`` and return it.

    Raises:
        RuntimeError: in a single-process job.
    """
    _p2p("recv")
    t = _check("recv", tensor)
    _dist().recv(t, src=src, group=_torch_group(group), tag=tag)
    return _wrap(t)


def isend(tensor: Tensor, dst: int = 0, group: str = _WORLD, tag: int = 0) -> CommHandle:
    """Asynchronous :func:`send`; returns its handle."""
    _p2p("isend")
    return CommHandle(_dist().isend(_check("isend", tensor), dst=dst, group=_torch_group(group), tag=tag))


def irecv(tensor: Tensor, src: int = 0, group: str = _WORLD, tag: int = 0) -> tuple:
    """Asynchronous :func:`recv`; returns ``(Tensor, handle)`` (the Tensor is filled once the handle is waited on)."""
    _p2p("irecv")
    t = _check("irecv", tensor)
    work = _dist().irecv(t, src=src, group=_torch_group(group), tag=tag)
    return _wrap(t), CommHandle(work)
