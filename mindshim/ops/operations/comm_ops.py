"""Collective primitives (`ops.AllReduce`, `ops.AllGather`, `ops.Broadcast`, `ops.ReduceScatter`, `ops.ReduceOp`)."""

from __future__ import annotations

from ... import _api
from typing import Any

from ..._state import STAGED_DEPTH
from ...communication import comm_func as _cf
from ...communication.management import GlobalComm
from ..primitive import Primitive
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class ReduceOp:
    """Reduction names of the collective primitives. Mirrors ``mindspore.ops.ReduceOp``."""

    SUM = "sum"
    MAX = "max"
    MIN = "min"
    PROD = "prod"
    AVG = "avg"


def _check_op(name: str, op: Any) -> str:
    if op not in (ReduceOp.SUM, ReduceOp.MAX, ReduceOp.MIN, ReduceOp.PROD, ReduceOp.AVG):
        raise _errors.type_error(name, f"the 'op' must be one of ['sum', 'max', 'min', 'prod', 'avg'], but got {op}.")
    return op


class AllReduce(Primitive):
    """``ops.AllReduce(op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP)(x)``: ``x`` reduced over the group, on
    every rank. Mirrors ``mindspore.ops.AllReduce`` (2.10) through ``comm_func.all_reduce`` (identity in one process).

    Raises:
        TypeError: for an ``op`` other than sum/max/min/prod/avg.
    """

    def __init__(self, op: str = ReduceOp.SUM, group: str = GlobalComm.WORLD_COMM_GROUP) -> None:
        super().__init__("AllReduce")
        self.op = _check_op("AllReduce", op)
        self.group = group
        self.attrs.update(op=op, group=group)

    def __call__(self, x):
        return _cf.all_reduce(x, self.op, self.group)[0]


class AllGather(Primitive):
    """``ops.AllGather(group)(x)``: every rank's ``x`` concatenated along dimension 0. Mirrors ``mindspore.ops.AllGather``."""

    def __init__(self, group: str = GlobalComm.WORLD_COMM_GROUP) -> None:
        super().__init__("AllGather")
        self.group = group
        self.attrs.update(group=group)

    def __call__(self, x):
        return _cf.all_gather_into_tensor(x, self.group)[0]


class ReduceScatter(Primitive):
    """``ops.ReduceScatter(op=ReduceOp.SUM, group)(x)``: reduced over the group, rank ``i`` keeping the ``i``-th
    slice of dimension 0. Mirrors ``mindspore.ops.ReduceScatter``."""

    def __init__(self, op: str = ReduceOp.SUM, group: str = GlobalComm.WORLD_COMM_GROUP) -> None:
        super().__init__("ReduceScatter")
        self.op = _check_op("ReduceScatter", op)
        self.group = group
        self.attrs.update(op=op, group=group)

    def __call__(self, x):
        return _cf.reduce_scatter_tensor(x, self.op, self.group)[0]


class Broadcast(Primitive):
    """``ops.Broadcast(root_rank, group)(inputs)``: each Tensor of the tuple ``inputs`` replaced by rank
    ``root_rank``'s; returns a tuple. Mirrors ``mindspore.ops.Broadcast``.

    Raises:
        TypeError: if ``root_rank`` is not an int.
    """

    def __init__(self, root_rank: int, group: str = GlobalComm.WORLD_COMM_GROUP) -> None:
        super().__init__("Broadcast")
        if not isinstance(root_rank, int):
            raise _errors.must_be_error(TypeError, "Broadcast", "root_rank", "an int", type(root_rank))
        self.root_rank = root_rank
        self.group = group
        self.attrs.update(root_rank=root_rank, group=group)

    def __call__(self, inputs):
        return tuple(_cf.broadcast(t, self.root_rank, self.group) for t in inputs)


class _VirtualDataset(Primitive):
    """The auto-parallel marker MindSpore puts between a dataset's batch and the network
    (``nn.wrap.cell_wrapper._VirtualDatasetCell``). Mirrors ``mindspore.ops.operations.comm_ops._VirtualDataset``:
    inside a compiled graph (GRAPH_MODE, ``jit``) it is removed, so it returns its inputs as a tuple; called in
    PyNative MindSpore's CPU backend has no kernel for it and raises RuntimeError.
    """

    def __init__(self) -> None:
        super().__init__("_VirtualDataset")
        self.add_prim_attr("order_enforce_skip", True)

    def __call__(self, *args: Any) -> tuple:
        if STAGED_DEPTH[0] > 0:
            return args
        rule = "-" * 52
        raise RuntimeError(
            f"\n{rule}\n- Kernel select failed:\n{rule}\n"
            "Unsupported op [_VirtualDataset] on CPU, Please confirm whether the device target setting is correct, "
            "or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator support list."
        )
