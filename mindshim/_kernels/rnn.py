"""Recurrent kernels: MindSpore's shape checks and torch's fused RNN/LSTM/GRU sequence and cell calls.

``nn.RNN``/``nn.LSTM``/``nn.GRU`` (and their ``_DynamicRNN*`` helpers) call :func:`sequence`; ``nn.RNNCell``/
``LSTMCell``/``GRUCell`` call :func:`cell`. The checks run before torch sees the tensors: torch's fused kernels
read past a wrongly sized input instead of failing (an LSTM given the wrong ``input_size`` returns garbage).
"""

from __future__ import annotations

import warnings

from collections.abc import Sequence

import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from ._denormal import flushed_backward
from .errors import translated
from . import errors as _errors

__all__ = [
    "check_sequence",
    "check_cell",
    "sequence",
    "cell",
    "lstm_flat_weights",
    "lstm_flat",
    "zero_state",
    "time_steps",
    "stack_steps",
]

_SEQ = {"LSTM": torch.lstm, "GRU": torch.gru, "RNN_TANH": torch.rnn_tanh, "RNN_RELU": torch.rnn_relu}
_CELL = {
    "LSTM": torch.lstm_cell,
    "GRU": torch.gru_cell,
    "RNN_TANH": torch.rnn_tanh_cell,
    "RNN_RELU": torch.rnn_relu_cell,
}
_FLOATS = (torch.float16, torch.float32, torch.float64)


def _matmul_error(x_col: int, w_row: int) -> ValueError:
    return _errors.matmul_dims_error(x_col, w_row)


def _broadcast_error(a: Sequence[int], b: Sequence[int]) -> ValueError:
    return _errors.value_error(
        "AddExt",
        f"input.shape and other.shape need to broadcast. The value of input.shape[{len(a) - 1}] or "
        f"other.shape[{len(b) - 1}] must be 1 or -1 when they are not the same, but got input.shape = "
        f"{list(a)} and other.shape = {list(b)}.",
    )


def check_sequence(
    mode: str,
    t: torch.Tensor,
    hs: Sequence[torch.Tensor],
    input_size: int,
    hidden_size: int,
    num_states: int,
    batch_first: bool,
) -> None:
    """MindSpore's errors for a recurrent layer's input ``t`` and hidden states ``hs`` of the wrong shape/dtype.

    ``mode``: 'LSTM' (checked by MindSpore's fused ``LSTM`` primitive: ``ValueError`` worded ``For primitive[LSTM],
    the x_shape[2] must be equal to ...``) or 'GRU'/'RNN_TANH'/'RNN_RELU' (MindSpore's step loop: ``MatMul``/
    broadcast ``ValueError``s). ``num_states`` is ``num_layers * num_directions``.

    Raises:
        TypeError: an input that is not float (MindSpore's CPU kernels of the gates have none).
        ValueError: ``t`` not 3-D, its feature size not ``input_size``, a hidden state not ``(num_states, batch,
            hidden_size)``, or an empty sequence (GRU/RNN).
        RuntimeError: an empty batch or sequence (LSTM: MindSpore's kernel fails).
    """
    if t.dim() != 3:
        raise _errors.value_error("Transpose", f"size of perm should equal to rank of x, but got 3 and {t.dim()}!")
    if t.dtype not in _FLOATS:
        gate = {"LSTM": "LSTM", "GRU": "Sigmoid"}.get(mode, "Tanh")
        raise TypeError(f"Select CPU operator[{gate}] fail! Unsupported data type!")
    batch, steps = (t.shape[0], t.shape[1]) if batch_first else (t.shape[1], t.shape[0])
    lstm = mode == "LSTM"
    if lstm:
        if t.shape[2] != input_size:
            raise ValueError(
                f"For primitive[LSTM], the x_shape[2] must be equal to {input_size}, but got {t.shape[2]}."
            )
        for h in hs:
            if h.dim() != 3:
                raise ValueError(f"For primitive[LSTM], the h_shape.size() must be equal to 3, but got {h.dim()}.")
            for i, want in ((1, batch), (2, hidden_size), (0, num_states)):
                if h.shape[i] != want:
                    raise ValueError(
                        f"For primitive[LSTM], the h_shape[{i}] must be equal to {want}, but got {h.shape[i]}."
                    )
        if batch == 0 or steps == 0:
            raise RuntimeError("could not execute a primitive")
        return
    if t.shape[2] != input_size:
        raise _matmul_error(t.shape[2], input_size)
    for h in hs:
        if h.dim() != 3:
            raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
        if h.shape[0] != num_states:
            raise ValueError(
                f"proposed_shape '{[num_states, batch, hidden_size]}' is invalid for input of size {h.numel()}"
            )
        if h.shape[2] != hidden_size:
            raise _matmul_error(h.shape[2], hidden_size)
        if h.shape[1] != batch:
            raise _broadcast_error((batch, hidden_size), (h.shape[1], hidden_size))
    if steps == 0:
        raise ValueError("For primitive[Stack], the stack element num must be greater than or equal to 1, but got 0.")


def sequence(
    mode: str,
    x: torch.Tensor,
    hx,
    lengths: torch.Tensor | None,
    weights: list,
    has_bias: bool,
    num_layers: int,
    dropout: float,
    training: bool,
    bidirectional: bool,
) -> tuple:
    """Every layer and direction of a ``(T, N, C)`` recurrent ``mode`` ('LSTM', 'GRU', 'RNN_TANH', 'RNN_RELU').

    ``hx`` is ``[h, c]`` for LSTM, else ``h``. ``lengths`` (per batch element) makes each sequence stop at its
    length: later outputs are zeros and the final state is the one at the last valid step (torch packed
    sequences, which is what MindSpore's masked loop computes). Returns torch's ``(output, h_n[, c_n])``. The
    gradient is computed with denormals flushed to zero (:mod:`._denormal`: a gradient decaying back through
    hundreds of steps otherwise slows the backward tens of times).
    """
    paired = isinstance(hx, (list, tuple))  # LSTM's [h, c]
    states = list(hx) if paired else [hx]
    n = len(states)

    def run(x: torch.Tensor, *rest: torch.Tensor) -> tuple:
        h = list(rest[:n]) if paired else rest[0]
        return _sequence(mode, x, h, lengths, list(rest[n:]), has_bias, num_layers, dropout, training, bidirectional)

    with translated(mode):
        return flushed_backward(run, [x, *states, *weights])


def _sequence(mode, x, hx, lengths, weights, has_bias, num_layers, dropout, training, bidirectional) -> tuple:
    fn = _SEQ[mode]
    if lengths is None:
        return tuple(fn(x, hx, weights, has_bias, num_layers, dropout, training, bidirectional, False))
    packed = pack_padded_sequence(x, lengths.cpu().long(), enforce_sorted=False)
    order, back = packed.sorted_indices, packed.unsorted_indices
    hx = [h.index_select(1, order) for h in hx] if isinstance(hx, list) else hx.index_select(1, order)
    out = fn(packed.data, packed.batch_sizes, hx, weights, has_bias, num_layers, dropout, training, bidirectional)
    padded, _ = pad_packed_sequence(type(packed)(out[0], packed.batch_sizes, order, back), total_length=x.shape[0])
    return (padded,) + tuple(h.index_select(1, back) for h in out[1:])


def check_cell(t: torch.Tensor, hs: Sequence[torch.Tensor], input_size: int, hidden_size: int) -> None:
    """MindSpore's errors (its step's ``MatMul``/broadcast) for a recurrent cell's input or state of the wrong shape.

    Raises:
        ValueError: ``t``/a state not 2-D, ``t``'s feature size not ``input_size``, a state not ``(batch,
            hidden_size)``.
    """
    for v in (t, *hs):
        if v.dim() != 2:
            raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
    if t.shape[1] != input_size:
        raise _matmul_error(t.shape[1], input_size)
    for h in hs:
        if h.shape[1] != hidden_size:
            raise _matmul_error(h.shape[1], hidden_size)
        if h.shape[0] != t.shape[0]:
            raise _broadcast_error((t.shape[0], 1, hidden_size), (h.shape[0], 1, hidden_size))


def cell(mode: str, t: torch.Tensor, hx, weights: Sequence) -> torch.Tensor | tuple:
    """One step of the recurrent cell ``mode`` ('LSTM' with ``hx = (h, c)``, 'GRU', 'RNN_TANH', 'RNN_RELU')."""
    with translated(mode + "Cell"):
        return _CELL[mode](t, hx, *weights)


def lstm_flat_weights(w: torch.Tensor, p, x_size: int) -> list:
    """Split ops.LSTM's flat ``w`` (MindSpore's CPU layout: every ``w_ih`` by layer and direction, then every
    ``w_hh``, every ``w_hr`` (projection), then one summed bias of ``4 * hidden_size`` each) into torch's per-layer
    ``[w_ih, w_hh, b_ih, b_hh, (w_hr)]`` list, as views so the gradient reaches ``w``. ``p`` carries the
    primitive's ``hidden_size``, ``proj_size``, ``num_directions``, ``num_layers`` and ``has_bias``."""
    flat = w.reshape(-1)
    h, r, d = p.hidden_size, p.proj_size, p.num_directions
    rh = r if r > 0 else h
    order = [(layer, k) for layer in range(p.num_layers) for k in range(d)]
    pos = 0

    def take(n: int, shape: tuple) -> torch.Tensor:
        nonlocal pos
        if pos + n > flat.numel():
            raise _errors.value_error(
                "LSTM", f"the size of 'w' is too small for the layers: it has {flat.numel()} elements."
            )
        t = flat[pos : pos + n].reshape(shape)
        pos += n
        return t

    w_ih = [take(4 * h * (x_size if layer == 0 else rh * d), (4 * h, -1)) for layer, _ in order]
    w_hh = [take(4 * h * rh, (4 * h, rh)) for _ in order]
    w_hr = [take(r * h, (r, h)) for _ in order] if r > 0 else [None] * len(order)
    bias = [take(4 * h, (4 * h,)) for _ in order] if p.has_bias else [None] * len(order)
    out = []
    for i in range(len(order)):
        out += [w_ih[i], w_hh[i]]
        if p.has_bias:
            out += [bias[i], torch.zeros_like(bias[i])]
        if r > 0:
            out.append(w_hr[i])
    return out


def lstm_flat(t: torch.Tensor, h: torch.Tensor, c: torch.Tensor, w: torch.Tensor, p) -> tuple:
    """MindSpore's ``ops.LSTM`` primitive (``p``) over torch's LSTM: ``x`` ``(seq, batch, input)``, states ``h``/``c``,
    flat weights ``w`` (:func:`lstm_flat_weights`); returns ``(output, h_n, c_n, reserve, state)``, the last two
    zeros of shape (1, 1) (the CPU kernel's oneDNN workspace). Dropout between layers is not applied. The gradient
    is computed with denormals flushed to zero, as in :func:`sequence`."""

    def run(t: torch.Tensor, h: torch.Tensor, c: torch.Tensor, w: torch.Tensor) -> tuple:
        weights = lstm_flat_weights(w, p, t.shape[2])
        with warnings.catch_warnings():  # torch notes that oneDNN lacks projections; its own kernel runs them
            warnings.simplefilter("ignore", UserWarning)
            return tuple(
                torch._VF.lstm(t, (h, c), weights, p.has_bias, p.num_layers, 0.0, False, p.bidirectional, False)
            )

    out, hn, cn = flushed_backward(run, [t, h, c, w])
    zeros = torch.zeros((1, 1), dtype=t.dtype, device=t.device)
    return out, hn, cn, zeros, zeros.clone()


def zero_state(layers: int, batch: int, hidden: int, like: torch.Tensor) -> torch.Tensor:
    """The zero initial hidden state ``(layers, batch, hidden)`` of ``nn.RNN``/``GRU``/``LSTM`` (``like``'s
    dtype and device)."""
    return torch.zeros(layers, batch, hidden, dtype=like.dtype, device=like.device)


def time_steps(t: torch.Tensor, axis: int) -> tuple:
    """The slices of ``t`` along its time ``axis`` (``nn.TimeDistributed``)."""
    return torch.unbind(t, axis)


def stack_steps(ys, axis: int) -> torch.Tensor:
    """Per-step outputs ``ys`` stacked back along the time ``axis`` (``nn.TimeDistributed``)."""
    return torch.stack(ys, axis)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
