"""`mindspore.communication`: init/get_rank/get_group_size, single-process unless torch.distributed is initialised."""

from __future__ import annotations

import os

__all__ = ["init", "release", "get_rank", "get_group_size", "get_local_rank", "get_local_rank_size", "GlobalComm"]


class GlobalComm:
    """Names of the world group and backend. Mirrors ``mindspore.communication.GlobalComm``."""

    BACKEND = "gloo"
    WORLD_COMM_GROUP = "hccl_world_group"
    INITED = False


def _dist():
    import torch.distributed as dist

    return dist if dist.is_available() and dist.is_initialized() else None


def init(backend_name: str | None = None) -> None:
    """Initialise collective communication. Mirrors ``mindspore.communication.init``.

    When the launcher's environment names a multi-process job (``WORLD_SIZE`` > 1 with ``MASTER_ADDR``),
    this initialises ``torch.distributed`` (``nccl`` on CUDA, else ``gloo``); otherwise the job is a
    single process of rank 0 and nothing is started.
    """
    if int(os.environ.get("WORLD_SIZE", "1")) > 1 and "MASTER_ADDR" in os.environ and _dist() is None:
        import torch
        import torch.distributed as dist

        backend = "nccl" if torch.cuda.is_available() else "gloo"
        dist.init_process_group(backend=backend)
        GlobalComm.BACKEND = backend
    GlobalComm.INITED = True


def release() -> None:
    """Tear down collective communication (``torch.distributed.destroy_process_group`` when it was started)."""
    dist = _dist()
    if dist is not None:
        dist.destroy_process_group()
    GlobalComm.INITED = False


def get_rank(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """This process's rank in the job (0 for a single process). Mirrors ``mindspore.communication.get_rank``."""
    dist = _dist()
    return dist.get_rank() if dist is not None else 0


def get_group_size(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """The number of processes in the job (1 for a single process). Mirrors ``get_group_size``."""
    dist = _dist()
    return dist.get_world_size() if dist is not None else 1


def get_local_rank(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """This process's rank on its machine (``LOCAL_RANK``, default 0)."""
    return int(os.environ.get("LOCAL_RANK", "0"))


def get_local_rank_size(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """The number of processes on this machine (``LOCAL_WORLD_SIZE``, default 1)."""
    return int(os.environ.get("LOCAL_WORLD_SIZE", "1"))
