"""Single-step recurrent cells: `nn.RNNCell`, `nn.LSTMCell`, `nn.GRUCell` (torch's fused cell kernels)."""

from __future__ import annotations

from ... import _api
import functools
import math
from typing import Any

import numpy as np
import torch

from ... import _checkparam as validator
from ..._kernels import rnn as _K_rnn
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_FLOAT_TYPES = (torch.float32, torch.float16)


def _typeof(value: Any) -> str:
    """MindSpore's ``ops.typeof`` text of an argument in error messages (``Tensor[Float32]``, ``Int64``...)."""
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, bool):
        return "Bool"
    if isinstance(value, int):
        return "Int64"
    if isinstance(value, float):
        return "Float32"
    if isinstance(value, (tuple, list)):
        kind = "Tuple" if isinstance(value, tuple) else "List"
        return f"{kind}[{', '.join(_typeof(v) for v in value)}]"
    if isinstance(value, str):
        return "String"
    return "External"


def _dtype_text(t: torch.dtype) -> str:
    from ...common.dtype import _FROM_TORCH

    return f"mindspore.{str(_FROM_TORCH[t]).lower()}"


def check_is_tensor(param_name: str, value: Any, cls_name: str) -> None:
    """Raise MindSpore's TypeError unless ``value`` is a Tensor (None passes)."""
    if value is not None and not isinstance(value, Tensor):
        raise _errors.type_error(
            cls_name,
            f"the '{param_name}' must be '<class 'mindspore._c_expression.typing.TensorType'>', "
            f"but got '{_typeof(value)}'",
        )


def check_is_tuple(param_name: str, value: Any, cls_name: str) -> None:
    """Raise MindSpore's TypeError unless ``value`` is a tuple of length 2."""
    if not isinstance(value, tuple):
        raise _errors.type_error(
            cls_name,
            f"the '{param_name}' must be '<class 'mindspore._c_expression.typing.Tuple'>', but got '{_typeof(value)}'",
        )
    if len(value) != 2:
        raise _errors.type_error(cls_name, f"the length of '{param_name}' must be '2', but got '{len(value)}'")


def check_float_input(param_name: str, t: torch.Tensor, cls_name: str, valid: tuple = _FLOAT_TYPES) -> None:
    """Raise MindSpore's TypeError unless ``t`` is float32/float16."""
    if t.dtype not in valid:
        names = ", ".join(_dtype_text(d) for d in valid)
        raise _errors.not_one_of_error(cls_name, param_name, names, _dtype_text(t.dtype))


def _cell_step(mode: str, inputs: Tensor, hidden, w_ih: Tensor, w_hh: Tensor, b_ih, b_hh):
    """One step of the cell ``mode`` on Tensors (biases dropped when ``b_ih`` is None, as MindSpore's functions)."""
    biases = (None, None) if b_ih is None else (b_ih._t, b_hh._t)
    hx = [h._t for h in hidden] if mode == "LSTM" else hidden._t
    out = _K_rnn.cell(mode, inputs._t, hx, (w_ih._t, w_hh._t, *biases))
    return tuple(_wrap(o) for o in out) if mode == "LSTM" else _wrap(out)


def _rnn_tanh_cell(inputs: Tensor, hidden: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih, b_hh) -> Tensor:
    """``tanh(inputs @ w_ih.T + b_ih + hidden @ w_hh.T + b_hh)``: one Elman step, ``inputs`` ``(batch, input_size)``,
    ``hidden`` ``(batch, hidden_size)``, ``w_ih`` ``(hidden_size, input_size)``, ``w_hh`` ``(hidden_size,
    hidden_size)``; no biases when ``b_ih`` is None. Mirrors ``mindspore.nn.layer.rnn_cells._rnn_tanh_cell``."""
    return _cell_step("RNN_TANH", inputs, hidden, w_ih, w_hh, b_ih, b_hh)


def _rnn_relu_cell(inputs: Tensor, hidden: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih, b_hh) -> Tensor:
    """:func:`_rnn_tanh_cell` with ReLU. Mirrors ``mindspore.nn.layer.rnn_cells._rnn_relu_cell`` (2.10)."""
    return _cell_step("RNN_RELU", inputs, hidden, w_ih, w_hh, b_ih, b_hh)


def _lstm_cell(inputs: Tensor, hidden: tuple, w_ih: Tensor, w_hh: Tensor, b_ih, b_hh) -> tuple:
    """One LSTM step: ``hidden`` is ``(hx, cx)``, the weights ``(4 * hidden_size, ...)`` in the gate order input,
    forget, cell, output; returns ``(hy, cy)``. Mirrors ``mindspore.nn.layer.rnn_cells._lstm_cell`` (2.10)."""
    return _cell_step("LSTM", inputs, hidden, w_ih, w_hh, b_ih, b_hh)


def _gru_cell(inputs: Tensor, hidden: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih, b_hh) -> Tensor:
    """One GRU step: the weights ``(3 * hidden_size, ...)`` in the gate order reset, update, new; returns ``hy``
    ``(batch, hidden_size)``. Mirrors ``mindspore.nn.layer.rnn_cells._gru_cell`` (2.10)."""
    return _cell_step("GRU", inputs, hidden, w_ih, w_hh, b_ih, b_hh)


class RNNCellBase(Cell):
    """Shared set-up of the recurrent cells: ``weight_ih``, ``weight_hh``, ``bias_ih``, ``bias_hh``.

    Mirrors ``mindspore.nn.RNNCellBase`` (2.10): all parameters are drawn from ``Uniform(1 / sqrt(hidden_size))``.
    As in MindSpore, construction first fills them from ``numpy.random.randn`` (so the numpy global generator
    advances the same way) and then re-initialises them.
    """

    def __init__(
        self, input_size: int, hidden_size: int, has_bias: bool, num_chunks: int, dtype: Any = mstype.float32
    ) -> None:
        super().__init__()
        validator.check_value_type("has_bias", has_bias, [bool], self.cls_name)
        validator.check_positive_int(hidden_size, "hidden_size", self.cls_name)
        validator.check_positive_int(input_size, "input_size", self.cls_name)
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.has_bias = has_bias
        self.weight_ih = Parameter(Tensor(np.random.randn(num_chunks * hidden_size, input_size), dtype=dtype))
        self.weight_hh = Parameter(Tensor(np.random.randn(num_chunks * hidden_size, hidden_size), dtype=dtype))
        if has_bias:
            self.bias_ih = Parameter(Tensor(np.random.randn(num_chunks * hidden_size), dtype=dtype))
            self.bias_hh = Parameter(Tensor(np.random.randn(num_chunks * hidden_size), dtype=dtype))
        else:
            self.bias_ih = None
            self.bias_hh = None
        self.reset_parameters(dtype=dtype)

    def reset_parameters(self, dtype: Any = mstype.float32) -> None:
        """Redraw every parameter from ``Uniform(1 / sqrt(hidden_size))``."""
        stdv = 1 / math.sqrt(self.hidden_size)
        for weight in self.get_parameters():
            weight.set_data(initializer(Uniform(stdv), weight.shape, dtype))

    def _weights(self) -> tuple:
        p = self._parameters
        return p["weight_ih"], p["weight_hh"], p.get("bias_ih"), p.get("bias_hh")


class RNNCell(RNNCellBase):
    r"""Elman RNN cell ``h' = tanh(x W_ih^T + b_ih + h W_hh^T + b_hh)`` (or ReLU). Mirrors ``mindspore.nn.RNNCell``.

    ``RNNCell(input_size, hidden_size, has_bias=True, nonlinearity='tanh', dtype=mstype.float32)`` (2.10).
    Parameters ``weight_ih`` ``(hidden_size, input_size)``, ``weight_hh`` ``(hidden_size, hidden_size)``,
    ``bias_ih``/``bias_hh`` ``(hidden_size,)``, all from ``Uniform(1 / sqrt(hidden_size))``.

    Inputs:
        x (Tensor): ``(batch_size, input_size)``, float32 or float16.
        hx (Tensor): ``(batch_size, hidden_size)``, float32 or float16.

    Outputs:
        Tensor ``(batch_size, hidden_size)``.

    Raises:
        TypeError: if a size is not an int, ``has_bias`` not a bool, an input not a Tensor or not float16/32.
        ValueError: if a size is not positive or ``nonlinearity`` is not 'tanh'/'relu'.
    """

    _non_linearity = ["tanh", "relu"]

    def __init__(
        self,
        input_size: int,
        hidden_size: int,
        has_bias: bool = True,
        nonlinearity: str = "tanh",
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__(input_size, hidden_size, has_bias, num_chunks=1, dtype=dtype)
        validator.check_value_type("nonlinearity", nonlinearity, [str], self.cls_name)
        validator.check_string(nonlinearity, self._non_linearity, "nonlinearity", self.cls_name)
        self.nonlinearity = nonlinearity
        self._mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"

    def construct(self, x: Tensor, hx: Tensor) -> Tensor:
        check_is_tensor("x", x, self.cls_name)
        check_is_tensor("hx", hx, self.cls_name)
        check_float_input("x", x._t, self.cls_name)
        check_float_input("hx", hx._t, self.cls_name)
        _K_rnn.check_cell(x._t, (hx._t,), self.input_size, self.hidden_size)
        return _wrap(_K_rnn.cell(self._mode, x._t, hx._t, self._weights()))


def _check_lstmcell_init(func):
    """Reject the pre-1.6 ``LSTMCell`` arguments (it was a whole LSTM layer then), as MindSpore does."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        if len(args) > 4 or "batch_size" in kwargs or "dropout" in kwargs or "bidirectional" in kwargs:
            raise ValueError(
                "The arguments of `nn.LSTMCell` from old MindSpore version(<1.6) are detected, if you still need use "
                "single LSTM layer, please use `nn.LSTM` instead."
            )
        return func(*args, **kwargs)

    return wrapper


class LSTMCell(RNNCellBase):
    r"""Long short-term memory cell (gates in order input, forget, cell, output). Mirrors ``mindspore.nn.LSTMCell``.

    ``LSTMCell(input_size, hidden_size, has_bias=True, dtype=mstype.float32)`` (2.10). Parameters ``weight_ih``
    ``(4 * hidden_size, input_size)``, ``weight_hh`` ``(4 * hidden_size, hidden_size)``, ``bias_ih``/``bias_hh``
    ``(4 * hidden_size,)``, all from ``Uniform(1 / sqrt(hidden_size))``.

    Inputs:
        x (Tensor): ``(batch_size, input_size)``.
        hx (tuple[Tensor, Tensor]): ``(h, c)``, each ``(batch_size, hidden_size)``.

    Outputs:
        tuple ``(h', c')`` of Tensors ``(batch_size, hidden_size)``.

    Raises:
        TypeError: if a size is not an int, ``has_bias`` not a bool, ``hx`` not a tuple of two float Tensors.
        ValueError: when called with the pre-1.6 arguments (``batch_size``, ``dropout``, ``bidirectional``,
            more than four positional arguments) or with four inputs, as MindSpore does.
    """

    @_check_lstmcell_init
    def __init__(self, input_size: int, hidden_size: int, has_bias: bool = True, dtype: Any = mstype.float32) -> None:
        super().__init__(input_size, hidden_size, has_bias, num_chunks=4, dtype=dtype)
        self.support_non_tensor_inputs = True

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if len(args) == 4:
            raise _errors.value_error(
                self.cls_name,
                f"the number of input args of construct is {len(args)}, if you are using the "
                "implementation of `nn.LSTMCell` from old MindSpore version(<1.6), please notice that: LSTMCell has "
                "been changed from 'single LSTM layer' to 'single LSTM cell', if you still need use single LSTM "
                "layer, please use `nn.LSTM` instead.",
            )
        return super().__call__(*args, **kwargs)

    def construct(self, x: Tensor, hx: tuple) -> tuple:
        name = self.cls_name
        check_is_tensor("x", x, name)
        check_is_tuple("hx", hx, name)
        check_is_tensor("hx[0]", hx[0], name)
        check_is_tensor("hx[1]", hx[1], name)
        check_float_input("x", x._t, name)
        check_float_input("hx[0]", hx[0]._t, name)
        check_float_input("hx[1]", hx[1]._t, name)
        _K_rnn.check_cell(x._t, (hx[0]._t, hx[1]._t), self.input_size, self.hidden_size)
        h, c = _K_rnn.cell("LSTM", x._t, (hx[0]._t, hx[1]._t), self._weights())
        return _wrap(h), _wrap(c)


class GRUCell(RNNCellBase):
    r"""Gated recurrent unit cell (gates in order reset, update, new). Mirrors ``mindspore.nn.GRUCell`` (2.10).

    ``GRUCell(input_size, hidden_size, has_bias=True, dtype=mstype.float32)``:
    ``r = sigmoid(W_ir x + b_ir + W_hr h + b_hr)``, ``z = sigmoid(W_iz x + b_iz + W_hz h + b_hz)``,
    ``n = tanh(W_in x + b_in + r * (W_hn h + b_hn))``, ``h' = (1 - z) * n + z * h``. Parameters ``weight_ih``
    ``(3 * hidden_size, input_size)``, ``weight_hh`` ``(3 * hidden_size, hidden_size)``, ``bias_ih``/``bias_hh``.

    Inputs:
        x (Tensor): ``(batch_size, input_size)``. hx (Tensor): ``(batch_size, hidden_size)``.

    Outputs:
        Tensor ``(batch_size, hidden_size)``.

    Raises:
        TypeError: if a size is not an int, ``has_bias`` not a bool, an input not a float16/32 Tensor.
    """

    def __init__(self, input_size: int, hidden_size: int, has_bias: bool = True, dtype: Any = mstype.float32) -> None:
        super().__init__(input_size, hidden_size, has_bias, num_chunks=3, dtype=dtype)

    def construct(self, x: Tensor, hx: Tensor) -> Tensor:
        check_is_tensor("x", x, self.cls_name)
        check_is_tensor("hx", hx, self.cls_name)
        check_float_input("x", x._t, self.cls_name)
        check_float_input("hx", hx._t, self.cls_name)
        _K_rnn.check_cell(x._t, (hx._t,), self.input_size, self.hidden_size)
        return _wrap(_K_rnn.cell("GRU", x._t, hx._t, self._weights()))
