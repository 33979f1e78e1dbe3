"""`mindspore.communication.management`: init, ranks, group sizes and groups, over `torch.distributed` when started.

A job launched as several processes starts ``torch.distributed`` in :func:`init` (``nccl`` on CUDA, ``gloo``
otherwise) and every function answers for that process group. The launcher is read from the environment:
``msrun``/``torchrun`` (``RANK``, ``WORLD_SIZE`` > 1, ``LOCAL_RANK``, ``MASTER_ADDR``/``MASTER_PORT``), or Open MPI's
``mpirun`` when torch's variables are absent (``OMPI_COMM_WORLD_RANK``/``SIZE``/``LOCAL_RANK``/``LOCAL_SIZE``; the
rendezvous is ``MASTER_ADDR``:``MASTER_PORT``, default ``127.0.0.1:29500``). Otherwise the job is one process of rank
0 in a group of size 1, which is how a MindSpore script written for ``mpirun``/``msrun`` runs unchanged on one
machine (MindSpore's CPU build refuses ``init()`` without a launcher; mindshim runs the single process instead).

The process groups are torn down when the interpreter exits (an ``atexit`` hook calling :func:`release`): a gloo
group still alive at exit aborts the process (``terminate called without an active exception``, SIGABRT) from
the destructor of its still-running worker threads, which made every finished job report a failure.
"""

from __future__ import annotations

from .. import _api
import atexit
import datetime
import os
from typing import Any
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

HCCL_WORLD_COMM_GROUP = "hccl_world_group"
NCCL_WORLD_COMM_GROUP = "nccl_world_group"
MCCL_WORLD_COMM_GROUP = "mccl_world_group"
_WORLD_NAMES = (HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP)


class GlobalComm:
    """Names of the world group and backend. Mirrors ``mindspore.communication.GlobalComm``."""

    BACKEND = "hccl"
    WORLD_COMM_GROUP = HCCL_WORLD_COMM_GROUP
    INITED = False


# user groups: name -> (sorted world ranks, torch.distributed group or None in a single process)
_GROUPS: dict[str, tuple[list[int], Any]] = {}
_EXIT_HOOK: list = []  # non-empty once release() is registered to run at exit


def _dist():
    import torch.distributed as dist

    return dist if dist.is_available() and dist.is_initialized() else None


def _env_topology() -> tuple[int, int, int, int]:
    """``(rank, world_size, local_rank, local_world_size)`` of this process as its launcher set them.

    torch's variables (``msrun``, ``torchrun``) first, then Open MPI's (``mpirun``); ``(0, 1, 0, 1)`` without any.
    """
    env = os.environ
    if "WORLD_SIZE" in env:
        size = int(env["WORLD_SIZE"])
        return int(env.get("RANK", "0")), size, int(env.get("LOCAL_RANK", "0")), int(env.get("LOCAL_WORLD_SIZE", size))
    if "OMPI_COMM_WORLD_SIZE" in env:
        size = int(env["OMPI_COMM_WORLD_SIZE"])
        return (
            int(env.get("OMPI_COMM_WORLD_RANK", "0")),
            size,
            int(env.get("OMPI_COMM_WORLD_LOCAL_RANK", "0")),
            int(env.get("OMPI_COMM_WORLD_LOCAL_SIZE", size)),
        )
    return 0, 1, 0, 1


def _timeout() -> datetime.timedelta:
    """How long building the group (and each collective) may wait: ``MS_TOPO_TIMEOUT`` seconds (msrun's
    ``--cluster_time_out``; negative: a day), else torch's default of 30 minutes."""
    value = os.environ.get("MS_TOPO_TIMEOUT")
    try:
        seconds = int(value) if value is not None else 1800
    except ValueError:
        seconds = 1800
    return datetime.timedelta(seconds=seconds if seconds > 0 else 86400)


def init(backend_name: str | None = None) -> None:
    """Initialise collective communication. Mirrors ``mindspore.communication.init`` (see the module note).

    ``backend_name`` ('hccl', 'nccl', 'mccl' or None) is accepted; the backend is ``nccl`` on CUDA, else ``gloo``.

    Raises:
        TypeError: if ``backend_name`` is not a str or None.
        RuntimeError: if the other processes of the job do not join within the timeout.
    """
    if backend_name is not None and not isinstance(backend_name, str):
        raise _errors.type_error("init", f"the argument 'backend_name' must be a string, but got {type(backend_name)}.")
    rank, size, local_rank, _ = _env_topology()
    if size > 1 and _dist() is None:
        import torch
        import torch.distributed as dist

        cuda = torch.cuda.is_available()
        if cuda:
            torch.cuda.set_device(local_rank % torch.cuda.device_count())
        kwargs: dict[str, Any] = {"backend": "nccl" if cuda else "gloo", "timeout": _timeout()}
        if "MASTER_ADDR" not in os.environ or "RANK" not in os.environ:  # mpirun: no torch rendezvous variables
            addr = os.environ.get("MASTER_ADDR", "127.0.0.1")
            port = os.environ.get("MASTER_PORT", "29500")
            kwargs.update(init_method=f"tcp://{addr}:{port}", rank=rank, world_size=size)
        try:
            dist.init_process_group(**kwargs)
        except Exception as e:  # a torch error (timeout, refused connection): MindSpore's RuntimeError
            raise _errors.runtime_error(
                "init", f"rank {rank} could not build the communication group of {size} processes: {e}"
            ) from None
        if not _EXIT_HOOK:
            atexit.register(release)
            _EXIT_HOOK.append(release)
    GlobalComm.INITED = True


def release() -> None:
    """Tear down collective communication: every group of :func:`create_group`, then the world group
    (``torch.distributed.destroy_process_group``). Runs by itself when the interpreter exits."""
    dist = _dist()
    if dist is not None:
        me = _world_rank()
        for ranks, torch_group in _GROUPS.values():
            if torch_group is not None and me in ranks:
                try:
                    dist.destroy_process_group(torch_group)
                except (RuntimeError, ValueError):
                    pass
        dist.destroy_process_group()
    _GROUPS.clear()
    GlobalComm.INITED = False


def is_initialized() -> bool:
    """Whether :func:`init` has run."""
    return GlobalComm.INITED


def _world_size() -> int:
    dist = _dist()
    return dist.get_world_size() if dist is not None else 1


def _world_rank() -> int:
    dist = _dist()
    return dist.get_rank() if dist is not None else 0


def _ranks(group: str) -> list[int]:
    if group in _WORLD_NAMES:
        return list(range(_world_size()))
    try:
        return _GROUPS[group][0]
    except KeyError:
        raise ValueError(f"The group '{group}' does not exist: create it with create_group first.") from None


def _torch_group(group: str):
    """The torch.distributed group for ``group`` (None: the world group, or a single process)."""
    if group in _WORLD_NAMES:
        return None
    ranks = _ranks(group)
    if _dist() is not None and _world_rank() not in ranks:
        raise RuntimeError(f"The rank {_world_rank()} is not in the group '{group}'.")
    return _GROUPS[group][1]


def get_rank(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """This process's rank in ``group`` (0 in a single process). Mirrors ``mindspore.communication.get_rank``.

    Raises:
        ValueError: for an unknown group; RuntimeError: if this process is not in it.
    """
    ranks = _ranks(group)
    me = _world_rank()
    if me not in ranks:
        raise RuntimeError(f"The rank {me} is not in the group '{group}'.")
    return ranks.index(me)


def get_group_size(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """The number of processes in ``group`` (1 in a single process). Mirrors ``get_group_size``."""
    return len(_ranks(group))


def get_local_rank(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """This process's rank on its machine (``LOCAL_RANK``, or Open MPI's ``OMPI_COMM_WORLD_LOCAL_RANK``; default 0)."""
    return _env_topology()[2]


def get_local_rank_size(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """The number of processes on this machine (``LOCAL_WORLD_SIZE`` or ``OMPI_COMM_WORLD_LOCAL_SIZE``; default 1)."""
    return _env_topology()[3]


def create_group(group: str, rank_ids: list, options: Any = None) -> None:
    """Create a communication group of the world ranks ``rank_ids``. Mirrors ``mindspore.communication.create_group``.

    In a multi-process job every rank must call it, in the same order (torch's ``new_group`` synchronises the
    whole world; MindSpore's examples that call it on the member ranks only wait there until the timeout). A
    collective on the group from a rank outside it raises RuntimeError.

    Raises:
        TypeError: if ``group`` is not a str or ``rank_ids`` not a list.
        ValueError: for a world group name, repeated or out-of-range ranks, or an existing group name.
    """
    if not isinstance(group, str):
        raise _errors.type_error("create_group", f"the argument 'group' must be a string, but got {type(group)}.")
    if not isinstance(rank_ids, list):
        raise _errors.type_error("create_group", f"the argument 'rank_ids' must be a list, but got {type(rank_ids)}.")
    if group in _WORLD_NAMES or group in _GROUPS:
        raise _errors.value_error("create_group", f"the group '{group}' already exists.")
    if len(set(rank_ids)) != len(rank_ids) or any(not 0 <= r < _world_size() for r in rank_ids):
        raise _errors.value_error(
            "create_group", f"'rank_ids' must be distinct ranks in [0, {_world_size()}), but got {rank_ids}."
        )
    dist = _dist()
    # torch builds a group with every rank taking part: all ranks call create_group, members or not
    torch_group = dist.new_group(sorted(rank_ids)) if dist is not None else None
    _GROUPS[group] = (sorted(rank_ids), torch_group)


def destroy_group(group: str) -> None:
    """Destroy a group made by :func:`create_group`.

    Raises:
        ValueError: for a world group or an unknown group.
    """
    if group in _WORLD_NAMES or group not in _GROUPS:
        raise _errors.value_error("destroy_group", f"the group '{group}' cannot be destroyed.")
    ranks, torch_group = _GROUPS.pop(group)
    dist = _dist()
    if dist is not None and torch_group is not None and _world_rank() in ranks:
        dist.destroy_process_group(torch_group)


def get_comm_name(group: str = GlobalComm.WORLD_COMM_GROUP) -> str:
    """The communicator's name for ``group`` (the group name here)."""
    _ranks(group)
    return group


def get_process_group_ranks(group: str = GlobalComm.WORLD_COMM_GROUP) -> list[int]:
    """The world ranks in ``group``."""
    return _ranks(group)


def get_group_rank_from_world_rank(world_rank_id: int, group: str) -> int:
    """The rank in ``group`` of world rank ``world_rank_id``.

    Raises:
        ValueError: if that rank is not in the group.
    """
    ranks = _ranks(group)
    if world_rank_id not in ranks:
        raise ValueError(f"The world rank {world_rank_id} is not in the group '{group}'.")
    return ranks.index(world_rank_id)


def get_world_rank_from_group_rank(group: str, group_rank_id: int) -> int:
    """The world rank of rank ``group_rank_id`` of ``group``.

    Raises:
        ValueError: if the group has no such rank.
    """
    ranks = _ranks(group)
    if not 0 <= group_rank_id < len(ranks):
        raise ValueError(f"The group '{group}' has no rank {group_rank_id}.")
    return ranks[group_rank_id]
