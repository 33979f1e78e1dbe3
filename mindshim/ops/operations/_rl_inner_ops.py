"""`mindspore.ops.operations._rl_inner_ops`: the reinforcement-learning inner primitives scripts import (CudnnGRU)."""

from __future__ import annotations

from typing import Any, NoReturn

from ... import _checkparam as validator
from .._ascend_ops import _no_kernel
from ..primitive import PrimitiveWithInfer, prim_attr_register

__all__ = ["CudnnGRU"]


class CudnnGRU(PrimitiveWithInfer):
    """``CudnnGRU(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout)(x, h0, w)``: cuDNN's
    fused multi-layer GRU over ``x`` ``(seq_len, batch, input_size)`` with the initial state ``h0`` ``(num_layers *
    num_directions, batch, hidden_size)`` and the flat weights ``w``. Mirrors
    ``mindspore.ops.operations._rl_inner_ops.CudnnGRU`` (2.10), which has a GPU kernel only: construction validates
    the attributes as MindSpore does (``num_directions`` is 2 when ``bidirectional``), and a call on CPU fails.

    Raises:
        TypeError: a size not an int, ``has_bias``/``bidirectional`` not a bool, ``dropout`` not a float.
        ValueError: a size not positive, ``dropout`` outside [0, 1].
        RuntimeError: every call ('Unsupported op [CudnnGRU] on CPU'), as MindSpore's CPU backend.
    """

    @prim_attr_register
    def __init__(
        self, input_size: int, hidden_size: int, num_layers: int, has_bias: bool, bidirectional: bool, dropout: float
    ) -> None:
        self.input_size = validator.check_positive_int(input_size, "input_size", self.name)
        self.hidden_size = validator.check_positive_int(hidden_size, "hidden_size", self.name)
        self.num_layers = validator.check_positive_int(num_layers, "num_layers", self.name)
        self.has_bias = validator.check_value_type("has_bias", has_bias, (bool,), self.name)
        self.bidirectional = validator.check_value_type("bidirectional", bidirectional, (bool,), self.name)
        self.dropout = validator.check_value_type("dropout", dropout, [float], self.name)
        self.dropout = validator.check_float_range(dropout, 0, 1, validator.INC_BOTH, "dropout", self.name)
        self.num_directions = 2 if bidirectional else 1

    def __call__(self, *args: Any) -> NoReturn:
        _no_kernel("CudnnGRU", args)
