"""Protobuf schema of MindSpore's parallel strategy files (`node_strategy.proto`, package `mindspore.straspb`).

Built at import time from the table below into a private descriptor pool (as ``checkpoint_pb2``): the messages
MindSpore 2.10's ``build_searched_strategy`` reads (``ParallelStrategyMap`` and its items, ``ParallelLayouts``)
and the group maps, with MindSpore's field names, numbers, labels and types (proto2), so files written by either
side parse on the other.
"""

from __future__ import annotations

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

from .. import _api

_PACKAGE = "mindspore.straspb"
_F = descriptor_pb2.FieldDescriptorProto
_REQ, _REP = _F.LABEL_REQUIRED, _F.LABEL_REPEATED
_TYPES = {"uint32": _F.TYPE_UINT32, "int32": _F.TYPE_INT32, "int64": _F.TYPE_INT64, "string": _F.TYPE_STRING}

# message -> fields (name, label, type: a scalar type or a message of this file), numbered from 1 in order
_MESSAGES = {
    "ParallelStrategy": (("dim", _REP, "uint32"),),
    "ParallelStrategys": (("stage", _REQ, "uint32"), ("parallel_strategy", _REP, "ParallelStrategy")),
    "ParallelStrategyItem": (("node_name", _REQ, "string"), ("parallel_strategys", _REQ, "ParallelStrategys")),
    "DevMatrix": (("dim", _REP, "uint32"),),
    "TensorMap": (("dim", _REP, "int32"),),
    "ParamSplitShape": (("dim", _REP, "int64"),),
    "IndicesOffset": (("dim", _REP, "int64"),),
    "ParallelLayouts": (
        ("dev_matrix", _REP, "DevMatrix"),
        ("tensor_map", _REP, "TensorMap"),
        ("param_split_shape", _REP, "ParamSplitShape"),
        ("indices_offset", _REP, "IndicesOffset"),
        ("field", _REQ, "int32"),
        ("opt_weight_shard_step", _REQ, "int32"),
        ("opt_weight_shard_size", _REQ, "int32"),
    ),
    "ParallelLayoutItem": (("param_name", _REQ, "string"), ("parallel_layouts", _REQ, "ParallelLayouts")),
    "ParallelGroupRanks": (("dim", _REP, "uint32"),),
    "ParallelGroupItem": (("group_name", _REQ, "string"), ("parallel_group_ranks", _REQ, "ParallelGroupRanks")),
    "ParallelGroupMap": (
        ("parallel_group_item", _REP, "ParallelGroupItem"),
        ("ckpt_restore_rank_list", _REQ, "ParallelGroupRanks"),
    ),
    "ParallelStrategyMap": (
        ("current_stage", _REQ, "uint32"),
        ("parallel_strategy_item", _REP, "ParallelStrategyItem"),
        ("parallel_layout_item", _REP, "ParallelLayoutItem"),
    ),
}


def _file() -> descriptor_pb2.FileDescriptorProto:
    fd = descriptor_pb2.FileDescriptorProto(name="node_strategy.proto", package=_PACKAGE, syntax="proto2")
    for name, fields in _MESSAGES.items():
        msg = fd.message_type.add(name=name)
        for number, (field, label, typ) in enumerate(fields, 1):
            f = msg.field.add(name=field, number=number, label=label)
            if typ in _TYPES:
                f.type = _TYPES[typ]
            else:
                f.type, f.type_name = _F.TYPE_MESSAGE, f".{_PACKAGE}.{typ}"
    return fd


_POOL = descriptor_pool.DescriptorPool()
DESCRIPTOR = _POOL.Add(_file())


def _message(name: str):
    return message_factory.GetMessageClass(_POOL.FindMessageTypeByName(f"{_PACKAGE}.{name}"))


ParallelStrategy = _message("ParallelStrategy")
ParallelStrategys = _message("ParallelStrategys")
ParallelStrategyItem = _message("ParallelStrategyItem")
DevMatrix = _message("DevMatrix")
TensorMap = _message("TensorMap")
ParamSplitShape = _message("ParamSplitShape")
IndicesOffset = _message("IndicesOffset")
ParallelLayouts = _message("ParallelLayouts")
ParallelLayoutItem = _message("ParallelLayoutItem")
ParallelGroupRanks = _message("ParallelGroupRanks")
ParallelGroupItem = _message("ParallelGroupItem")
ParallelGroupMap = _message("ParallelGroupMap")
ParallelStrategyMap = _message("ParallelStrategyMap")

__all__ = _api.names(__name__)
