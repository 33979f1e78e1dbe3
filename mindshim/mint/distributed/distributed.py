"""`mindspore.mint.distributed`: torch-style collectives over ``torch.distributed``; one process needs no backend.

In a multi-process job (``WORLD_SIZE`` > 1 with ``MASTER_ADDR``) :func:`init_process_group` starts
``torch.distributed`` (through ``mindspore.communication.init``) and every collective runs there on the
Tensors' data in place. In a single process (the usual case) the world has one rank and each collective is
what it means for one rank: ``all_reduce`` leaves the tensor, ``all_gather`` copies it, ``barrier`` returns.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from ... import _api
from ...common.tensor import Tensor
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_STATE = {"initialized": False, "backend": None}
_DEFAULT_TIMEOUT = timedelta(seconds=300)
_OPS = {"sum": "SUM", "prod": "PRODUCT", "max": "MAX", "min": "MIN", "avg": "AVG"}


def _dist():
    import torch.distributed as dist

    return dist if dist.is_available() and dist.is_initialized() else None


def _op(op):
    import torch.distributed as dist

    return getattr(dist.ReduceOp, _OPS.get(str(op).lower(), "SUM"))


def init_process_group(
    backend: str = "hccl", init_method=None, timeout=None, world_size: int = -1, rank: int = -1, store=None,
    group_name: str = "", pg_options=None, device_id=None,
) -> None:  # fmt: skip
    """Initialise the default process group. Mirrors ``mindspore.mint.distributed.init_process_group`` (2.10).

    ``backend`` (``'hccl'``, ``'nccl'``, ``'mccl'``) is accepted and mapped to torch's (``nccl`` on CUDA,
    else ``gloo``); a single process starts no backend. Difference: MindSpore's CPU build rejects ``'hccl'``.
    """
    from ...communication import GlobalComm, init

    init()
    _STATE["initialized"] = True
    _STATE["backend"] = backend
    GlobalComm.INITED = True


def destroy_process_group(group=None) -> None:
    """Tear down the default process group. Mirrors ``mindspore.mint.distributed.destroy_process_group``."""
    d = _dist()
    if d is not None and group is None:
        d.destroy_process_group()
    _STATE["initialized"] = False


def is_available() -> bool:
    """True: distributed communication is available. Mirrors ``mindspore.mint.distributed.is_available``."""
    return True


def is_initialized() -> bool:
    """Whether :func:`init_process_group` was called. Mirrors ``mindspore.mint.distributed.is_initialized``."""
    return _STATE["initialized"] or _dist() is not None


def get_rank(group=None) -> int:
    """This process's rank (0 in a single process). Mirrors ``mindspore.mint.distributed.get_rank`` (2.10)."""
    d = _dist()
    return d.get_rank() if d is not None else 0


def get_world_size(group=None) -> int:
    """The number of processes (1 in a single process). Mirrors ``mindspore.mint.distributed.get_world_size``."""
    d = _dist()
    return d.get_world_size() if d is not None else 1


def get_backend(group=None) -> str:
    """The backend name given to :func:`init_process_group`. Mirrors ``mindspore.mint.distributed.get_backend``."""
    return _STATE["backend"]


def new_group(
    ranks=None, timeout=None, backend=None, pg_options=None, use_local_synchronization=False, group_desc=None
):
    """Create a group of ``ranks`` and return its name. Mirrors ``mindspore.mint.distributed.new_group`` (2.10)."""
    d = _dist()
    if d is not None:
        return d.new_group(ranks)
    return group_desc or "hccl_world_group"


def get_group_rank(group, global_rank: int) -> int:
    """The rank inside ``group`` of ``global_rank``. Mirrors ``mindspore.mint.distributed.get_group_rank``."""
    d = _dist()
    return d.get_group_rank(group, global_rank) if d is not None and not isinstance(group, str) else global_rank


def get_global_rank(group, group_rank: int) -> int:
    """The global rank of ``group_rank`` in ``group``. Mirrors ``mindspore.mint.distributed.get_global_rank``."""
    d = _dist()
    return d.get_global_rank(group, group_rank) if d is not None and not isinstance(group, str) else group_rank


def get_process_group_ranks(group=None) -> list:
    """The global ranks in ``group``. Mirrors ``mindspore.mint.distributed.get_process_group_ranks`` (2.10)."""
    d = _dist()
    if d is not None and group is not None and not isinstance(group, str):
        return d.get_process_group_ranks(group)
    return list(range(get_world_size()))


def _pg(group):
    return None if group is None or isinstance(group, str) else group


def barrier(group=None, async_op: bool = False, device_ids=None):
    """Wait for every process. Mirrors ``mindspore.mint.distributed.barrier`` (2.10)."""
    d = _dist()
    return d.barrier(_pg(group), async_op) if d is not None else None


def all_reduce(tensor: Tensor, op="sum", group=None, async_op: bool = False):
    """Reduce ``tensor`` over all processes in place. Mirrors ``mindspore.mint.distributed.all_reduce`` (2.10)."""
    d = _dist()
    return d.all_reduce(tensor._data(), _op(op), _pg(group), async_op) if d is not None else None


def reduce(tensor: Tensor, dst: int, op="sum", group=None, async_op: bool = False):
    """Reduce ``tensor`` onto rank ``dst``. Mirrors ``mindspore.mint.distributed.reduce`` (2.10)."""
    d = _dist()
    return d.reduce(tensor._data(), dst, _op(op), _pg(group), async_op) if d is not None else None


def broadcast(tensor: Tensor, src: int, group=None, async_op: bool = False):
    """Copy ``tensor`` from rank ``src`` to all. Mirrors ``mindspore.mint.distributed.broadcast`` (2.10)."""
    d = _dist()
    return d.broadcast(tensor._data(), src, _pg(group), async_op) if d is not None else None


def all_gather(tensor_list: list, tensor: Tensor, group=None, async_op: bool = False):
    """Fill ``tensor_list`` with every rank's ``tensor``. Mirrors ``mindspore.mint.distributed.all_gather``."""
    d = _dist()
    if d is not None:
        return d.all_gather([t._data() for t in tensor_list], tensor._data(), _pg(group), async_op)
    tensor_list[0]._data().copy_(tensor._data())
    return None


def all_gather_into_tensor(output_tensor: Tensor, input_tensor: Tensor, group=None, async_op: bool = False):
    """Concatenate every rank's ``input_tensor`` along axis 0 into ``output_tensor``.

    Mirrors ``mindspore.mint.distributed.all_gather_into_tensor`` (2.10).
    """
    d = _dist()
    if d is not None:
        return d.all_gather_into_tensor(output_tensor._data(), input_tensor._data(), _pg(group), async_op)
    output_tensor._data().copy_(input_tensor._data().reshape(output_tensor.shape))
    return None


def reduce_scatter_tensor(output: Tensor, input: Tensor, op="sum", group=None, async_op: bool = False):
    """Reduce ``input`` over ranks and scatter axis-0 blocks into ``output``.

    Mirrors ``mindspore.mint.distributed.reduce_scatter_tensor`` (2.10).
    """
    d = _dist()
    if d is not None:
        return d.reduce_scatter_tensor(output._data(), input._data(), _op(op), _pg(group), async_op)
    output._data().copy_(input._data().reshape(output.shape))
    return None


def gather(tensor: Tensor, gather_list=None, dst: int = 0, group=None, async_op: bool = False):
    """Gather every rank's ``tensor`` into ``gather_list`` on ``dst``. Mirrors ``mint.distributed.gather``."""
    d = _dist()
    if d is not None:
        gl = None if gather_list is None else [t._data() for t in gather_list]
        return d.gather(tensor._data(), gl, dst, _pg(group), async_op)
    if gather_list:
        gather_list[0]._data().copy_(tensor._data())
    return None


def scatter(tensor: Tensor, scatter_list=None, src: int = 0, group=None, async_op: bool = False):
    """Receive this rank's piece of ``scatter_list`` from ``src``. Mirrors ``mint.distributed.scatter``."""
    d = _dist()
    if d is not None:
        sl = None if scatter_list is None else [t._data() for t in scatter_list]
        return d.scatter(tensor._data(), sl, src, _pg(group), async_op)
    if scatter_list:
        tensor._data().copy_(scatter_list[0]._data())
    return None


def all_to_all(output_tensor_list: list, input_tensor_list: list, group=None, async_op: bool = False):
    """Exchange list elements between ranks. Mirrors ``mindspore.mint.distributed.all_to_all`` (2.10)."""
    d = _dist()
    if d is not None:
        return d.all_to_all(
            [t._data() for t in output_tensor_list], [t._data() for t in input_tensor_list], _pg(group), async_op
        )
    for o, i in zip(output_tensor_list, input_tensor_list):
        o._data().copy_(i._data())
    return None


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, group=None, async_op=False):
    """Split ``input``, exchange the pieces, concatenate into ``output``. Mirrors ``mint.distributed.all_to_all_single``."""
    d = _dist()
    if d is not None:
        return d.all_to_all_single(
            output._data(), input._data(), output_split_sizes, input_split_sizes, _pg(group), async_op
        )
    output._data().copy_(input._data())
    return None


def _p2p(name):
    def fn(tensor: Tensor, peer: int = 0, group=None, tag: int = 0):
        d = _dist()
        if d is None:
            raise _errors.runtime_error(name, "point-to-point communication needs more than one process.")
        return getattr(d, name)(tensor._data(), peer, _pg(group), tag)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"Point-to-point ``{name}``. Mirrors ``mindspore.mint.distributed.{name}`` (2.10).\n"
    return fn


send = _p2p("send")
recv = _p2p("recv")
isend = _p2p("isend")
irecv = _p2p("irecv")


def all_gather_object(object_list: list, obj, group=None) -> None:
    """Gather a picklable object from every rank. Mirrors ``mindspore.mint.distributed.all_gather_object``."""
    d = _dist()
    if d is not None:
        return d.all_gather_object(object_list, obj, _pg(group))
    object_list[0] = obj
    return None


def broadcast_object_list(object_list: list, src: int = 0, group=None, device=None) -> None:
    """Broadcast picklable objects from ``src``. Mirrors ``mindspore.mint.distributed.broadcast_object_list``."""
    d = _dist()
    return d.broadcast_object_list(object_list, src, _pg(group)) if d is not None else None


def gather_object(obj, object_gather_list=None, dst: int = 0, group=None) -> None:
    """Gather picklable objects on ``dst``. Mirrors ``mindspore.mint.distributed.gather_object`` (2.10)."""
    d = _dist()
    if d is not None:
        return d.gather_object(obj, object_gather_list, dst, _pg(group))
    if object_gather_list is not None:
        object_gather_list[0] = obj
    return None


def scatter_object_list(scatter_object_output_list: list, scatter_object_input_list=None, src: int = 0, group=None):
    """Scatter picklable objects from ``src``. Mirrors ``mindspore.mint.distributed.scatter_object_list``."""
    d = _dist()
    if d is not None:
        return d.scatter_object_list(scatter_object_output_list, scatter_object_input_list, src, _pg(group))
    scatter_object_output_list[0] = scatter_object_input_list[0]
    return None


def _store_type_error(op: str, arg: str, kind: str, value) -> TypeError:
    return _errors.type_error(op, f"the argument '{arg}' must be type of {kind}, but got '{arg}' type : {type(value)}.")


class TCPStore:
    """A TCP key-value store shared by the processes of a job: the master (``is_master=True``) serves it on
    ``host_name:port``, every process (the master too) is a client. Mirrors
    ``mindspore.mint.distributed.TCPStore(host_name, port, world_size=None, is_master=False,
    timeout=timedelta(seconds=300), wait_for_workers=True, multi_tenant=False, master_listen_fd=None,
    use_libuv=True)`` (2.10) on torch's c10d ``TCPStore``: ``set(key, str | bytes)``, ``get(key)`` (the bytes;
    a missing key waits up to ``timeout`` for another process to set it), ``add(key, int)`` (the counter's new
    value; ``get`` then gives its digits), ``delete_key(key)`` (whether it existed). As in MindSpore,
    ``multi_tenant``, ``master_listen_fd`` and ``use_libuv`` are accepted and not used.

    Raises:
        TypeError / ValueError: the arguments, with MindSpore's texts (``port`` outside [0, 65535], ``world_size``
            below 1). RuntimeError: 'TCP get operation failed.' when a key is still missing after ``timeout``.
    """

    def __init__(
        self, host_name: str, port: int, world_size: int | None = None, is_master: bool = False,
        timeout: Any = _DEFAULT_TIMEOUT, wait_for_workers: bool = True, multi_tenant: bool = False,
        master_listen_fd: Any = None, use_libuv: bool = True,
    ) -> None:  # fmt: skip
        import os

        if os.getenv("MS_ROLE") == "MS_SCHED":
            from ... import log as logger

            logger.warning("TCPStore is not supported for scheduler process.")
            return
        op = "TCPStore"
        for arg, value, typ, kind in (
            ("host_name", host_name, str, "string"),
            ("port", port, int, "int"),
            ("is_master", is_master, bool, "bool"),
            ("timeout", timeout, timedelta, "timedelta"),
            ("wait_for_workers", wait_for_workers, bool, "bool"),
        ):
            if not isinstance(value, typ):
                raise _store_type_error(op, arg, kind, value)
        if world_size is None:
            world_size = 1
        if not isinstance(world_size, int):
            raise _store_type_error(op, "world_size", "int", world_size)
        if port < 0 or port > 65535:
            raise _errors.value_error(op, f"the argument 'port' must be legal, but got {port}.")
        if world_size <= 0:
            raise _errors.value_error(op, f"the argument 'world_size' must be legal, but got {world_size}.")
        import torch.distributed as dist

        self.instance = dist.TCPStore(
            host_name, port, world_size, is_master, timeout=timeout, wait_for_workers=wait_for_workers
        )
        self.host = host_name
        self.port = port

    def add(self, key: str, amount: int) -> int:
        """Add ``amount`` to the counter ``key`` (created at 0); its new value."""
        if not isinstance(key, str):
            raise _store_type_error("TCPStore.add", "key", "string", key)
        if not isinstance(amount, int):
            raise _store_type_error("TCPStore.add", "amount", "string or int", amount)
        return self.instance.add(key, amount)

    def set(self, key: str, value: str | bytes) -> None:
        """Store ``value`` (str or bytes) under ``key``."""
        if not isinstance(key, str):
            raise _store_type_error("TCPStore.set", "key", "string", key)
        if not isinstance(value, (str, bytes)):
            raise _store_type_error("TCPStore.set", "value", "string or bytes", value)
        self.instance.set(key, value)

    def get(self, key: str) -> bytes:
        """The bytes stored under ``key``, waiting up to the store's timeout for it to be set."""
        if not isinstance(key, str):
            raise _store_type_error("TCPStore.get", "key", "string", key)
        from torch.distributed import DistStoreError

        try:
            return self.instance.get(key)
        except DistStoreError:  # the key never came within the timeout
            raise RuntimeError("TCP get operation failed.") from None

    def delete_key(self, key: str) -> bool:
        """Remove ``key``; whether it was there."""
        if not isinstance(key, str):
            raise _store_type_error("TCPStore.delete_key", "key", "string", key)
        return self.instance.delete_key(key)
