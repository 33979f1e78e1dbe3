"""`nn.TimeDistributed`: apply a layer to every time step of a sequence."""

from __future__ import annotations

from ... import _api
from typing import Any


from ..._kernels import rnn as _K_rnn

from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _generate_perm(axis_a: int, axis_b: int, length: int) -> tuple:
    perm = tuple(range(length))
    axis_a, axis_b = (axis_a, axis_b) if axis_a < axis_b else (axis_b, axis_a)
    return perm[:axis_a] + (perm[axis_b],) + perm[axis_a:axis_b] + perm[axis_b + 1 :]


class TimeDistributed(Cell):
    """Apply ``layer`` to each slice along ``time_axis``. Mirrors ``mindspore.nn.TimeDistributed`` (2.10).

    ``TimeDistributed(layer, time_axis, reshape_with_axis=None)``: without ``reshape_with_axis`` the input is
    split along ``time_axis``, ``layer`` runs on every slice and the results are stacked back at ``time_axis``;
    with it, the time axis is merged into ``reshape_with_axis`` for one call of ``layer`` and split again after.

    Inputs:
        inputs (Tensor): at least 3-D.

    Raises:
        TypeError: if ``layer`` is not a Cell/Primitive, ``time_axis``/``reshape_with_axis`` not ints, or the
            input/outputs are not Tensors (on call).
        ValueError: if the input is less than 3-D (on call).
    """

    def __init__(self, layer: Any, time_axis: int, reshape_with_axis: int | None = None) -> None:
        from ...ops.primitive import Primitive

        if not isinstance(layer, (Cell, Primitive)):
            raise _errors.type_error(
                type(self).__name__,
                f"the 'layer' must be Cell or Primitive instance, but got type: {type(layer).__name__}.",
            )
        super().__init__()
        V.check_value_type("time_axis", time_axis, [int], self.cls_name)
        if reshape_with_axis is not None:
            V.check_value_type("reshape_with_axis", reshape_with_axis, [int], self.cls_name)
        self.layer = layer
        self.time_axis = time_axis
        self.reshape_with_axis = reshape_with_axis

    def _check(self, value: Any) -> None:
        if not isinstance(value, Tensor):
            raise _errors.type_error(self.cls_name, "the inputs and outputs must be a Tensor.")

    def construct(self, inputs: Tensor) -> Tensor:
        self._check(inputs)
        t = inputs._t
        if t.dim() < 3:
            raise _errors.value_error(self.cls_name, f"the inputs shape must be at least 3D, but got {t.dim()}.")
        ndim = t.dim()
        time_axis = self.time_axis % ndim
        if self.reshape_with_axis is not None:
            rwa = self.reshape_with_axis % ndim
            if rwa == ndim - 1:
                new_time = ndim - 2
            else:
                new_time = rwa + 1 if time_axis > rwa else rwa - 1
            pos = new_time if new_time < rwa else rwa
            t = t.permute(_generate_perm(new_time, time_axis, ndim))
            shape_new = tuple(t.shape)
            outputs = self.layer(_wrap(t.reshape(shape_new[:pos] + (-1,) + shape_new[pos + 2 :])))
            self._check(outputs)
            out = outputs._t
            out_shape = tuple(out.shape[:pos]) + shape_new[pos : pos + 2]
            if pos + 1 < out.dim():
                out_shape += tuple(out.shape[pos + 1 :])
            return _wrap(out.reshape((-1,) + out_shape[1:]))
        ys = []
        for item in _K_rnn.time_steps(t, time_axis):
            outputs = self.layer(_wrap(item))
            self._check(outputs)
            ys.append(outputs._t)
        return _wrap(_K_rnn.stack_steps(ys, time_axis))
