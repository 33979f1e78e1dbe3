"""`mindspore.nn.wrap.loss_scale`: loss-scale update cells and TrainOneStepWithLossScaleCell."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import amp as _K_amp
from ..._kernels import array as _K_array
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _unwrap, _wrap
from ...ops.composite.multitype import MultitypeFuncGraph as _MultitypeFuncGraph
from ...ops.operations import math_ops as _math_ops
from ..cell import Cell
from .cell_wrapper import TrainOneStepCell, _detach, _recorded, _weight_grads
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class DynamicLossScaleUpdateCell(Cell):
    """Dynamic loss scale: divide by ``scale_factor`` on overflow (not below 1), multiply after ``scale_window``
    steps without one. Mirrors ``mindspore.nn.DynamicLossScaleUpdateCell`` (2.10).

    Args:
        loss_scale_value (float): initial scale. scale_factor (int): factor. scale_window (int): steps.

    Inputs: ``(loss_scale, overflow)``: the scale Parameter (updated in place) and a bool Tensor.
    Output: ``overflow``.
    """

    def __init__(self, loss_scale_value: float, scale_factor: int, scale_window: int) -> None:
        super().__init__()
        self.scale_window = int(scale_window)
        self.scale_factor = float(scale_factor)
        self.loss_scale_value = loss_scale_value
        self.cur_iter = Parameter(_K_array.full((), 1, torch.int32, None), name="current_iterator_step")
        self.last_overflow_iter = Parameter(_K_array.full((), 0, torch.int32, None), name="last_overflow_iterator_step")

    def get_loss_scale(self) -> float:
        """The initial loss scale value."""
        return self.loss_scale_value

    def construct(self, loss_scale: Parameter, overflow: Any) -> Any:
        ov = bool(_unwrap(overflow))
        with torch.no_grad():
            _K_amp.loss_scale_update(
                _unwrap(loss_scale), self.cur_iter._t, self.last_overflow_iter._t, ov, self.scale_factor,
                self.scale_window,
            )  # fmt: skip
        return overflow


class FixedLossScaleUpdateCell(Cell):
    """A constant loss scale. Mirrors ``mindspore.nn.FixedLossScaleUpdateCell``.

    Inputs: ``(loss_scale, overflow)``. Output: ``overflow``.
    """

    def __init__(self, loss_scale_value: float) -> None:
        super().__init__()
        self.loss_scale_value = loss_scale_value

    def get_loss_scale(self) -> float:
        """The loss scale value."""
        return self.loss_scale_value

    def construct(self, _: Any, overflow: Any) -> Any:
        return overflow


class TrainOneStepWithLossScaleCell(TrainOneStepCell):
    """One training step with loss scaling and overflow detection. Mirrors
    ``mindspore.nn.TrainOneStepWithLossScaleCell`` (2.10).

    The backward pass is seeded with the scale, the gradients are divided by it, and the optimizer runs
    only when all gradients are finite. With an update cell as ``scale_sense`` the scale is adjusted.

    Args:
        network (Cell), optimizer (Optimizer): as :class:`TrainOneStepCell`.
        scale_sense (Cell | Tensor): an update cell (``DynamicLossScaleUpdateCell`` ...) or a Tensor of
            shape () or (1,). Kept as the Parameter ``scale_sense``.

    Output: ``(loss, overflow, scale)``: overflow is a bool Tensor.

    Raises:
        TypeError: if ``scale_sense`` is neither Cell nor Tensor. ValueError: a Tensor of another shape.
    """

    def __init__(self, network: Cell, optimizer: Cell, scale_sense: Any) -> None:
        super().__init__(network, optimizer, sens=None)
        from ...ops.composite.multitype import HyperMap

        # the helpers MindSpore's subclasses use in their own construct (model-zoo train cells)
        self.hyper_map = HyperMap()
        self.base = Tensor(1, mstype.float32)
        self.base0 = Tensor(0, mstype.int32)
        self.is_distributed = self.parallel_mode != "stand_alone"
        self.gpu_target = False
        self.loss_scaling_manager = None
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            self.scale_sense = Parameter(
                _K_array.full((), scale_sense.get_loss_scale(), torch.float32, None), name="scale_sense"
            )
        elif isinstance(scale_sense, Tensor):
            if scale_sense.shape in ((1,), ()):
                self.scale_sense = Parameter(scale_sense, name="scale_sense")
            else:
                raise _errors.value_error(
                    "TrainOneStepWithLossScaleCell",
                    f"the shape of 'scale_sense' must be (1,) or (), but got {scale_sense.shape}.",
                )
        else:
            raise _errors.type_error(
                "TrainOneStepWithLossScaleCell",
                f"the 'scale_sense' must be Cell or Tensor, but got 'scale_sense' type: {type(scale_sense)}.",
            )

    def set_sense_scale(self, sens: Tensor) -> None:
        """Set the loss scale.

        Raises:
            TypeError: if ``sens`` is not a Tensor.
        """
        if isinstance(sens, Tensor):
            self.scale_sense.set_data(sens)
        else:
            raise _errors.type_error(
                "TrainOneStepWithLossScaleCell", f"the type of 'sens' must be Tensor, but got {type(sens)}"
            )

    def start_overflow_check(self, pre_cond: Any, compute_input: Any) -> tuple:
        """Start overflow detection before the gradients are computed. Returns ``(status, compute_input)``: pass
        ``status`` to :meth:`get_overflow_status`. Mirrors ``TrainOneStepWithLossScaleCell.start_overflow_check``
        (MindSpore clears Ascend's float-status register here; checking the gradients for inf/NaN needs no state, so
        ``status`` is MindSpore's placeholder ``Tensor([0] * 8, int32)``)."""
        return Tensor([0] * 8, mstype.int32), compute_input

    def get_overflow_status(self, status: Any, compute_output: tuple) -> Tensor:
        """True (a bool Tensor) when any gradient holds inf or NaN."""
        return _wrap(_K_amp.overflow([_unwrap(g) for g in compute_output]))

    def process_loss_scale(self, overflow: Tensor) -> Any:
        """Update the scale through the manager cell, if any; return the overflow flag."""
        if self.loss_scaling_manager is not None:
            return self.loss_scaling_manager(self.scale_sense, overflow)
        return overflow

    def construct(self, *inputs: Any) -> tuple:
        loss = _recorded(self.network, inputs)
        scale = self.scale_sense._t.detach()
        grads = _weight_grads(loss, self.weights, _wrap(scale.reshape(())))
        grads = tuple(_wrap(_K_amp.unscale_grad(_unwrap(g), scale)) for g in grads)
        if self.reducer_flag:  # every rank then sees the same gradients, hence the same overflow decision
            grads = self.grad_reducer(grads)
        cond = self.get_overflow_status(None, grads)
        overflow = self.process_loss_scale(cond)
        if not bool(_unwrap(overflow)):
            self.optimizer(grads)
        return _detach(loss), cond, _wrap(self.scale_sense._t.detach().clone())


# MindSpore's module-level graph functions of this module, which custom train cells import (MindArmour's DP cells):
# ``_grad_scale(scale, grad)`` is ``grad * reciprocal(scale)`` in grad's dtype; ``_grad_overflow(grad)`` is
# ``FloatStatus(grad)`` (shape (1,), 1.0 when grad holds inf/nan); ``_ascend_grad_overflow(grad)`` is
# ``1 - all(isfinite(grad))`` reshaped to (1,).
_grad_scale = _MultitypeFuncGraph("grad_scale")
reciprocal = _math_ops.Reciprocal()


@_grad_scale.register("Tensor", "Tensor")
def tensor_grad_scale(scale: Tensor, grad: Tensor) -> Tensor:
    """``grad * reciprocal(scale)``, the factor cast to grad's dtype (MindSpore's ``tensor_grad_scale``)."""
    return grad * reciprocal(scale).astype(grad.dtype)


_grad_overflow = _MultitypeFuncGraph("_grad_overflow")
grad_overflow = _math_ops.FloatStatus()


@_grad_overflow.register("Tensor")
def _tensor_grad_overflow(grad: Tensor) -> Tensor:
    return grad_overflow(grad)


_ascend_grad_overflow = _MultitypeFuncGraph("_ascend_grad_overflow")
ascend_grad_overflow = _math_ops.IsFinite()


@_ascend_grad_overflow.register("Tensor")
def _tensor_ascend_grad_overflow(grad: Tensor) -> Tensor:
    status = ascend_grad_overflow(grad)
    output = Tensor(1.0, dtype=mstype.float32) - status.all()
    return output.reshape((-1,))


# The pipeline-parallel forms MindSpore's PipelineCell train cells map over (grads, accumulated grads): each returns
# ``accu_grad * reciprocal(scale)`` (``shard_grad_scale``: ``grad * reciprocal(scale)``) and zeroes ``accu_grad``.
grad_scale = _MultitypeFuncGraph("grad_scale")
shard_grad_scale = _MultitypeFuncGraph("shard_grad_scale")


def _zero_accumulation(accu_grad: Tensor) -> None:
    """Zero the accumulated gradient in place (``ops.assign(accu_grad, zeros_like(accu_grad))``)."""
    from ...ops.function import array_func as _array_func

    _array_func.assign(accu_grad, _array_func.zeros_like(accu_grad))


@grad_scale.register("Tensor", "Tensor", "Tensor")
def tensor_grad_scale_pipeline(scale: Tensor, grad: Tensor, accu_grad: Tensor) -> Tensor:
    """``accu_grad * reciprocal(scale)``, then ``accu_grad`` zeroed (MindSpore's ``tensor_grad_scale_pipeline``;
    ``grad`` only orders the update)."""
    new_grad = accu_grad * reciprocal(scale)
    _zero_accumulation(accu_grad)
    return new_grad


@shard_grad_scale.register("Tensor", "Tensor", "Tensor")
def tensor_shard_grad_scale_pipeline(scale: Tensor, grad: Tensor, accu_grad: Tensor) -> Tensor:
    """``grad * reciprocal(scale)``, then ``accu_grad`` zeroed (MindSpore's ``tensor_shard_grad_scale_pipeline``)."""
    new_grad = grad * reciprocal(scale)
    _zero_accumulation(accu_grad)
    return new_grad
