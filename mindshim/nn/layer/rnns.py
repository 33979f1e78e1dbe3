"""Multi-layer recurrent layers: `nn.RNN`, `nn.LSTM`, `nn.GRU` (one fused torch call per forward)."""

from __future__ import annotations

from ... import _api
import math
from typing import Any

import numpy as np
import torch

from ... import _checkparam as validator
from ..._kernels import rnn as _K_rnn
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from .basic import Dropout
from .rnn_cells import _dtype_text, check_float_input, check_is_tensor, check_is_tuple
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class _DynamicRNNBase(Cell):
    """Runs every layer and direction of one recurrent kind over a ``(T, N, C)`` sequence.

    ``seq_length`` (lengths per batch element) makes each sequence stop at its length: later outputs are zeros
    and the final state is the one at the last valid step (torch packed sequences, which is what MindSpore's
    masked loop computes).
    """

    _mode = "RNN_TANH"

    def construct(
        self,
        x: torch.Tensor,
        hx: list,
        seq_length: torch.Tensor | None,
        weights: list,
        has_bias: bool,
        num_layers: int,
        dropout: float,
        bidirectional: bool,
    ) -> tuple:
        return _K_rnn.sequence(
            type(self)._mode, x, hx, seq_length, weights, has_bias, num_layers, dropout, self.training, bidirectional
        )


class _DynamicRNNTanh(_DynamicRNNBase):
    _mode = "RNN_TANH"


class _DynamicRNNRelu(_DynamicRNNBase):
    _mode = "RNN_RELU"


class _DynamicGRUCPUGPU(_DynamicRNNBase):
    _mode = "GRU"


class _DynamicLSTMCPUGPU(_DynamicRNNBase):
    _mode = "LSTM"


_MODES = {"LSTM": (4, _DynamicLSTMCPUGPU), "GRU": (3, _DynamicGRUCPUGPU), "RNN_TANH": (1, _DynamicRNNTanh)}
_MODES["RNN_RELU"] = (1, _DynamicRNNRelu)


class _RNNBase(Cell):
    """Shared set-up and forward of RNN/LSTM/GRU. Mirrors ``mindspore.nn.layer.rnns._RNNBase`` (2.10).

    Parameters are ``weight_ih_l{k}``, ``weight_hh_l{k}``, ``bias_ih_l{k}``, ``bias_hh_l{k}`` (with a ``_reverse``
    suffix for the backward direction), listed all ``weight_ih`` first, then ``weight_hh``, ``bias_ih``,
    ``bias_hh`` (the order of MindSpore's ``w_ih_list``/``w_hh_list``/``b_ih_list``/``b_hh_list`` tuples). They are
    drawn with ``numpy.random.uniform(-1/sqrt(hidden_size), 1/sqrt(hidden_size))`` in MindSpore's order, so
    ``numpy.random.seed`` reproduces MindSpore's initial values exactly.
    """

    def __init__(
        self,
        mode: str,
        input_size: int,
        hidden_size: int,
        num_layers: int = 1,
        has_bias: bool = True,
        batch_first: bool = False,
        dropout: float = 0.0,
        bidirectional: bool = False,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = self.cls_name
        validator.check_positive_int(hidden_size, "hidden_size", name)
        validator.check_positive_int(input_size, "input_size", name)
        validator.check_positive_int(num_layers, "num_layers", name)
        validator.check_is_float(dropout, "dropout", name)
        validator.check_value_type("has_bias", has_bias, [bool], name)
        validator.check_value_type("batch_first", batch_first, [bool], name)
        validator.check_value_type("bidirectional", bidirectional, [bool], name)
        if not 0 <= dropout < 1:
            raise _errors.value_error(
                name,
                f"the 'dropout' must be a number in range [0, 1) representing the probability of an "
                f"element being zeroed, but got {dropout}.",
            )
        if mode not in _MODES:
            raise _errors.choice_error(name, "mode", ["RNN_RELU", "RNN_TANH", "LSTM", "GRU"], mode)
        chunks, impl = _MODES[mode]
        gate_size = chunks * hidden_size
        self.rnn = impl()
        self.hidden_size = hidden_size
        self.batch_first = batch_first
        self.num_layers = num_layers
        self.dropout = dropout
        self.dropout_op = Dropout(p=float(dropout))
        self.bidirectional = bidirectional
        self.has_bias = has_bias
        num_directions = 2 if bidirectional else 1
        self.is_lstm = mode == "LSTM"
        self._mode, self._input_size = mode, input_size
        w_ih, w_hh, b_ih, b_hh = [], [], [], []
        stdv = 1 / math.sqrt(hidden_size)
        for layer in range(num_layers):
            for direction in range(num_directions):
                layer_input_size = input_size if layer == 0 else hidden_size * num_directions
                suffix = "_reverse" if direction == 1 else ""

                def param(shape: tuple, pname: str) -> Parameter:
                    data = np.random.uniform(-stdv, stdv, shape).astype(np.float32)
                    return Parameter(Tensor(data, dtype=dtype), name=f"{pname}_l{layer}{suffix}")

                w_ih.append(param((gate_size, layer_input_size), "weight_ih"))
                w_hh.append(param((gate_size, hidden_size), "weight_hh"))
                if has_bias:
                    b_ih.append(param((gate_size,), "bias_ih"))
                    b_hh.append(param((gate_size,), "bias_hh"))
        self.w_ih_list = ParameterTuple(w_ih)
        self.w_hh_list = ParameterTuple(w_hh)
        self.b_ih_list = ParameterTuple(b_ih)
        self.b_hh_list = ParameterTuple(b_hh)

    def construct(self, x: Tensor, hx: Any = None, seq_length: Tensor | None = None) -> tuple:
        name = self.cls_name
        check_is_tensor("x", x, name)
        if x is None:
            raise AttributeError("'NoneType' object has no attribute 'shape'")
        t = x._t
        if t.dim() != 3:  # MindSpore's first op to see the rank: batch_first's Transpose, else the cell's kernel
            if self.batch_first:
                raise _errors.value_error(
                    "Transpose", f"size of perm should equal to rank of x, but got 3 and {t.dim()}!"
                )
            if self.is_lstm:
                raise ValueError(f"For primitive[LSTM], the x_shape.size() must be equal to 3, but got {t.dim()}.")
            raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
        num_directions = 2 if self.bidirectional else 1
        max_batch_size = t.shape[0] if self.batch_first else t.shape[1]
        if hx is not None:
            if not self.is_lstm:
                check_is_tensor("h", hx, name)
                _check_same_float(name, (("x", t), ("hx", hx._t)))
                h = hx._t
            else:
                check_is_tuple("hx", hx, name)
                check_is_tensor("hx[0]", hx[0], name)
                check_is_tensor("hx[1]", hx[1], name)
                _check_same_float(name, (("x", t), ("hx[0]", hx[0]._t), ("hx[1]", hx[1]._t)))
                h = [hx[0]._t, hx[1]._t]
        else:
            z = _K_rnn.zero_state(self.num_layers * num_directions, max_batch_size, self.hidden_size, t)
            h = [z, z] if self.is_lstm else z
        lengths = None
        if seq_length is not None:
            lengths = seq_length._t
            check_float_input("seq_length", lengths, name, (torch.int32, torch.int64))
            if lengths.shape[0] != max_batch_size:
                raise _errors.value_error(
                    name,
                    f"batch size of x and seq_length must be equal, but got {max_batch_size} of x and "
                    f"{lengths.shape[0]} of seq_length.",
                    sep="' ",
                )
        _K_rnn.check_sequence(
            self._mode, t, h if isinstance(h, list) else [h], self._input_size, self.hidden_size,
            self.num_layers * num_directions, self.batch_first,
        )  # fmt: skip
        if self.batch_first:
            t = t.transpose(0, 1)
        # the Parameters of the w_ih_list/w_hh_list/b_ih_list/b_hh_list tuples (which code may replace), as
        # MindSpore's construct reads them
        lists = (self.w_ih_list, self.w_hh_list) + ((self.b_ih_list, self.b_hh_list) if self.has_bias else ())
        weights = []
        for group in zip(*lists, strict=True):
            for w in group:
                w = w._t
                weights.append(w if w.dtype == t.dtype else w.to(t.dtype))
        out = self.rnn(t, h, lengths, weights, self.has_bias, self.num_layers, float(self.dropout), self.bidirectional)
        y = out[0].transpose(0, 1) if self.batch_first else out[0]
        if self.is_lstm:
            return _wrap(y), (_wrap(out[1]), _wrap(out[2]))
        return _wrap(y), _wrap(out[1])


def _check_same_float(cls_name: str, args: tuple) -> None:
    """MindSpore's ``check_types_same_and_valid`` over float32/float16 for the inputs and hidden states."""
    first_name, first = args[0]
    for arg_name, t in args:
        if t.dtype not in (torch.float32, torch.float16):
            raise _errors.type_error(
                cls_name,
                f"the type of '{arg_name}' should be in [mindspore.float32, mindspore.float16], "
                f"but got '{_dtype_text(t.dtype)}'.",
            )
    for arg_name, t in args[1:]:
        if t.dtype != first.dtype:
            from ...common.dtype import _FROM_TORCH

            raise _errors.type_error(
                cls_name,
                f"the type of '{arg_name}' should be same as '{first_name}', but got '{first_name}' "
                f"with type {_FROM_TORCH[first.dtype]} and '{arg_name}' with type {_FROM_TORCH[t.dtype]}.",
            )


_RNN_DOC = """

    ``{cls}(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.0,
    bidirectional=False, dtype=mstype.float32)``{extra} (MindSpore 2.10).

    Args:
        input_size (int), hidden_size (int), num_layers (int): sizes (> 0).
        has_bias (bool): whether the layers have ``bias_ih``/``bias_hh``. Default True.
        batch_first (bool): inputs and outputs are ``(N, T, C)`` instead of ``(T, N, C)``. Default False.
        dropout (float): drop probability on the outputs of every layer but the last, while training;
            must be a float in [0, 1). Default 0.0.
        bidirectional (bool): add a backward direction (its parameters end in ``_reverse``). Default False.

    Inputs:
        x (Tensor): ``(T, N, input_size)`` (``(N, T, input_size)`` when ``batch_first``), float32 or float16.
        hx: {hx} of shape ``(num_directions * num_layers, N, hidden_size)``; zeros when None.
        seq_length (Tensor): int32/int64 ``(N,)`` valid lengths; positions past a length output zeros and the
            final state is the one at the last valid step. Default None (every step is valid).

    Outputs:
        tuple ``(output, {hn})``: output ``(T, N, num_directions * hidden_size)`` (batch-first when asked).

    Raises:
        TypeError: for non-int sizes, non-bool flags, a non-float ``dropout``, inputs of other types/dtypes, or
            hidden states whose dtype differs from ``x``.
        ValueError: for non-positive sizes, ``dropout`` out of [0, 1), or a ``seq_length`` whose length is not the
            batch size.
    """


class RNN(_RNNBase):
    __doc__ = (
        "Stacked Elman RNN layer ``h_t = tanh(W_ih x_t + b_ih + W_hh h_{t-1} + b_hh)``. Mirrors ``mindspore.nn.RNN``."
        + _RNN_DOC.format(
            cls="RNN",
            extra=", plus the keyword ``nonlinearity='tanh'`` (or 'relu', ValueError otherwise)",
            hx="Tensor",
            hn="h_n",
        )
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if "nonlinearity" in kwargs:
            if kwargs["nonlinearity"] == "tanh":
                mode = "RNN_TANH"
            elif kwargs["nonlinearity"] == "relu":
                mode = "RNN_RELU"
            else:
                raise _errors.choice_error(self.cls_name, "nonlinearity", ["tanh", "relu"], kwargs["nonlinearity"])
            del kwargs["nonlinearity"]
        else:
            mode = "RNN_TANH"
        super().__init__(mode, *args, **kwargs)


class GRU(_RNNBase):
    __doc__ = (
        "Stacked gated recurrent unit layer (gates reset, update, new). Mirrors ``mindspore.nn.GRU``."
        + _RNN_DOC.format(cls="GRU", extra="", hx="Tensor", hn="h_n")
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__("GRU", *args, **kwargs)


class LSTM(_RNNBase):
    __doc__ = (
        "Stacked long short-term memory layer (gates input, forget, cell, output). Mirrors ``mindspore.nn.LSTM``."
        + _RNN_DOC.format(cls="LSTM", extra="", hx="tuple ``(h_0, c_0)`` of Tensors", hn="(h_n, c_n)")
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__("LSTM", *args, **kwargs)
