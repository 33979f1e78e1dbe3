"""`mindspore.dataset.core.datatypes`: MindSpore dtypes as the dataset engine's element types."""

from __future__ import annotations

from typing import Any

from ..._c_dataengine import DataType


def mstype_to_detype(type_: Any) -> DataType:
    """The engine's :class:`DataType` of a MindSpore dtype (``mindspore.int32`` -> ``DataType("int32")``). Mirrors
    ``mindspore.dataset.core.datatypes.mstype_to_detype`` (2.10): bool, the int/uint/float types and string.

    Raises:
        NotImplementedError: ``type_`` is not a MindSpore dtype. KeyError: a dtype the engine has no type for.
    """
    from ...common import dtype as mstype

    if not isinstance(type_, mstype.Type):
        raise NotImplementedError()
    table = {
        mstype.bool_: "bool",
        mstype.int8: "int8",
        mstype.int16: "int16",
        mstype.int32: "int32",
        mstype.int64: "int64",
        mstype.uint8: "uint8",
        mstype.uint16: "uint16",
        mstype.uint32: "uint32",
        mstype.uint64: "uint64",
        mstype.float16: "float16",
        mstype.float32: "float32",
        mstype.float64: "float64",
        mstype.string: "string",
    }
    return DataType(table[type_])
