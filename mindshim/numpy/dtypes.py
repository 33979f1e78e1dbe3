"""`mindspore.numpy` dtypes and constants (`int_` is Int32, `float_` Float32), `promote_types` / `result_type` helpers."""

from __future__ import annotations

from .. import _api
import math

import torch

from ..common import dtype as mstype
from ..common.dtype import (  # noqa: F401
    bool_,
    float16,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)

__all__ = _api.names(__name__)

int_ = int32
uint = uint32
float_ = float32
inf = math.inf
PINF = math.inf
NINF = -math.inf
nan = math.nan
pi = math.pi
numeric_types = [
    "int_", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float_", "float16",
    "float32", "float64", "bool_",
]  # fmt: skip


def promote_types(type1, type2):
    """The smallest MindSpore dtype both ``type1`` and ``type2`` convert to safely (``int32`` + ``float16`` ->
    ``float16``, torch's/MindSpore's rule). Mirrors ``mindspore.numpy.promote_types`` (2.10).
    """
    a, b = mstype.to_torch_dtype(type1), mstype.to_torch_dtype(type2)
    return mstype.from_torch_dtype(torch.promote_types(a, b))


def result_type(*arrays_and_dtypes):
    """The dtype of an operation on the given Tensors, dtypes and Python numbers.

    Mirrors ``mindspore.numpy.result_type`` (2.10).
    """
    from ..common.tensor import Tensor

    out = None
    for x in arrays_and_dtypes:
        if isinstance(x, Tensor):
            d = x.dtype
        elif isinstance(x, bool):
            d = bool_
        elif isinstance(x, int):
            d = int32
        elif isinstance(x, float):
            d = float32
        else:
            d = mstype.to_ms_dtype(x)
        out = d if out is None else promote_types(out, d)
    return out
