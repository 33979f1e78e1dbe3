"""`mindspore._c_expression.typing`: the classes of MindSpore's dtype objects (``isinstance(ms.float32, Float)``),
which are mindshim's ``common.dtype`` classes."""

from __future__ import annotations

from ..common.dtype import (
    BFloat,
    Bool,
    Complex,
    Float,
    Int,
    List,
    Number,
    String,
    TensorType,
    Tuple,
    Type,
    TypeNone,
    UInt,
)

__all__ = [
    "BFloat",
    "Bool",
    "Complex",
    "Float",
    "Int",
    "List",
    "Number",
    "String",
    "TensorType",
    "Tuple",
    "Type",
    "TypeNone",
    "UInt",
]
