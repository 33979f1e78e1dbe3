"""`mindspore.boost.boost_cell_wrapper`: BoostTrainOneStepCell and its loss-scale form (gradient accumulation)."""

from __future__ import annotations

from .. import _api
from typing import Any


from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor, _unwrap, _wrap
from ..nn.cell import Cell
from ..nn.wrap.cell_wrapper import TrainOneStepCell, _detach, _recorded, _weight_grads
from ..nn.wrap.loss_scale import TrainOneStepWithLossScaleCell
from ..ops import composite as C
from ..ops import functional as F
from .boost import AutoBoost, _unavailable
from .grad_accumulation import gradient_accumulation_op, gradient_clear_op
from .grad_freeze import FreezeOpt

__all__ = _api.names(__name__)


def _init_boost(cell: TrainOneStepCell) -> None:
    """The boost state MindSpore's BoostTrainOneStepCell keeps, read from the process's :class:`AutoBoost`."""
    optimizer = cell.optimizer
    cell.hyper_map = C.HyperMap()
    cell.freeze = isinstance(optimizer, FreezeOpt)
    if cell.freeze:
        _unavailable("grad_freeze")
    cell.train_strategy = getattr(optimizer, "train_strategy", None)
    cell.auto_boost = AutoBoost()
    use = cell.parallel_mode in ("data_parallel", "stand_alone")
    use = use and bool(cell.auto_boost.boost_config.get("grad_accumulation", False))
    cell.max_accumulation_step = 1
    if use:
        cell.max_accumulation_step = cell.auto_boost.grad_accumulation_step
        if cell.max_accumulation_step <= 1:
            cell.max_accumulation_step = 1
            use = False
    cell.use_grad_accumulation = use
    cell.accumulation_step = Parameter(Tensor(0, dtype=mstype.int32), name="accumulation_step")
    if use:
        cell.grad_accumulation = cell.weights.clone(prefix="grad_accumulation", init="zeros")
    cell.enable_dim_reduce = bool(getattr(optimizer, "dim_reduce", None))
    if cell.enable_dim_reduce:
        _unavailable("dim_reduce")
    cell.freeze_nets = None
    cell.step = Parameter(Tensor(0, dtype=mstype.int32), name="step")
    # adasum needs more than one group of 8 devices; stand-alone it is off, as in MindSpore
    cell.enable_adasum = False
    cell.sync_tensor = Parameter(Tensor(0, dtype=mstype.int32), name="sync_tensor")


class BoostTrainOneStepCell(TrainOneStepCell):
    """A training step with the boost algorithms: gradient accumulation over steps.

    Mirrors ``mindspore.boost.BoostTrainOneStepCell(network, optimizer, sens=None)`` (2.10). It reads the
    process's :class:`AutoBoost` configuration: when "grad_accumulation" is enabled and ``grad_accumulation_step``
    is above 1, each call adds ``grads / grad_accumulation_step`` to the Parameters ``grad_accumulation``
    (``accumulation_step`` counts calls) and the optimizer runs on them every ``grad_accumulation_step``-th call,
    after which they are cleared (MindSpore 2.10 resets the counter with ``self.accumulation_step = 0``, which in
    PyNative mode raises TypeError right after the update; that is kept); otherwise it is
    :class:`nn.TrainOneStepCell`. Output: the loss when ``sens``
    is given; None without ``sens`` (MindSpore 2.10's own behaviour: that path returns nothing).

    Raises:
        ValueError: ``sens`` is 0.
        NotImplementedError: the optimizer is a ``FreezeOpt`` or marked ``dim_reduce`` (not available here).

    Known differences: adasum stays off, as in MindSpore on a stand-alone device.
    """

    def __init__(self, network: Cell, optimizer: Cell, sens: float | None = None) -> None:
        super().__init__(network, optimizer, sens)
        _init_boost(self)

    def construct(self, *inputs: Any) -> Any:
        loss = _recorded(self.network, inputs)
        grads = _weight_grads(loss, self.weights, self.sens if self.sense_flag else None)
        grads = self.grad_reducer(grads)
        loss = _detach(loss)
        if self.use_grad_accumulation:
            loss = self.gradient_accumulation_process(loss, grads)
        else:
            self.optimizer(grads)
        if not self.sense_flag:
            # MindSpore 2.10's no-sens path (_no_sens_impl) updates but returns nothing
            return None
        return loss

    def gradient_accumulation_process(self, loss: Tensor, grads: tuple, sens: Any = None, *inputs: Any) -> Tensor:
        """Add ``grads / max_accumulation_step`` to ``grad_accumulation``; on every ``max_accumulation_step``-th
        call run the optimizer on them, reset ``accumulation_step`` and clear them. Returns ``loss``.

        Mirrors ``BoostTrainOneStepCell.gradient_accumulation_process(loss, grads, sens, *inputs)``.
        """
        self.hyper_map(F.partial(gradient_accumulation_op, self.max_accumulation_step), self.grad_accumulation, grads)
        self.accumulation_step += 1
        if self.accumulation_step >= self.max_accumulation_step:
            self.optimizer(self.grad_accumulation)
            # as in MindSpore 2.10: in PyNative mode a plain int cannot replace the Parameter, so this raises
            # TypeError once the update has run (the counter and the accumulation stay as they are)
            self.accumulation_step = 0
        if self.accumulation_step == 0:
            self.hyper_map(F.partial(gradient_clear_op), self.grad_accumulation)
        return loss

    def check_adasum_enable(self) -> bool:
        """Whether AdaSum runs: never on a stand-alone device (MindSpore needs a multiple of 16 devices)."""
        return False

    def check_dim_reduce_enable(self) -> bool:
        """Whether the optimizer is marked ``dim_reduce`` (AutoBoost's dim_reduce mode)."""
        return bool(getattr(self.optimizer, "dim_reduce", None))


class BoostTrainOneStepWithLossScaleCell(BoostTrainOneStepCell):
    """:class:`BoostTrainOneStepCell` with loss scaling and overflow detection.

    Mirrors ``mindspore.boost.BoostTrainOneStepWithLossScaleCell(network, optimizer, scale_sense)`` (2.10): the
    backward pass is seeded with the scale, the gradients are divided by it, and when they are all finite the
    update (or the gradient accumulation) runs. ``scale_sense`` is an update cell (``DynamicLossScaleUpdateCell``
    ...) or a Tensor of shape () or (1,), kept as the Parameter ``scale_sense``. Output: ``(loss, overflow,
    scale)``.

    Raises:
        RuntimeError: when called with ``device_target`` 'CPU': MindSpore 2.10 checks overflow there with the
            Ascend-only NPUGetFloatStatusV2, which its CPU backend lacks (the loss and gradients are computed, no
            update runs).
        TypeError: ``scale_sense`` neither Cell nor Tensor.
        ValueError: a Tensor ``scale_sense`` of another shape.
        NotImplementedError: AutoBoost's "loss_scale_group" (enhanced AMP) is enabled.
    """

    def __init__(self, network: Cell, optimizer: Cell, scale_sense: Any) -> None:
        super().__init__(network, optimizer, sens=None)
        self.base = Tensor(1, mstype.float32)
        self.base0 = Tensor(0, mstype.int32)
        self.is_distributed = self.parallel_mode != "stand_alone"
        self.gpu_target = False
        self.loss_scaling_manager = None
        self.enable_enhanced_amp = bool(self.auto_boost.boost_config.get("loss_scale_group", False))
        if self.enable_enhanced_amp:
            _unavailable("loss_scale_group")
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            self.scale_sense = Parameter(Tensor(scale_sense.get_loss_scale(), dtype=mstype.float32), name="scale_sense")
        elif isinstance(scale_sense, Tensor):
            if scale_sense.shape not in ((1,), ()):
                raise ValueError(
                    "The shape of scale_sense must be (1,) or (), " + " " * 37 + f"but got {scale_sense.shape}"
                )
            self.scale_sense = Parameter(scale_sense, name="scale_sense")
        else:
            raise TypeError(f"The scale_sense must be Cell or Tensor, but got {type(scale_sense)}")

    set_sense_scale = TrainOneStepWithLossScaleCell.set_sense_scale
    start_overflow_check = TrainOneStepWithLossScaleCell.start_overflow_check
    get_overflow_status = TrainOneStepWithLossScaleCell.get_overflow_status
    process_loss_scale = TrainOneStepWithLossScaleCell.process_loss_scale
    _get_overflow_status = TrainOneStepWithLossScaleCell.get_overflow_status
    _process_loss_scale = TrainOneStepWithLossScaleCell.process_loss_scale

    def construct(self, *inputs: Any) -> tuple:
        loss = _recorded(self.network, inputs)
        scale = self.scale_sense._t.detach()
        grads = _weight_grads(loss, self.weights, _wrap(scale.reshape(())))
        grads = tuple(_wrap(_unwrap(g) / scale.to(_unwrap(g).dtype).reshape(())) for g in grads)
        grads = self.grad_reducer(grads)
        from ..context import get_context

        if get_context("device_target") == "CPU":
            # MindSpore 2.10 reads Ascend's float-status register here (NPUGetFloatStatusV2) off GPU
            raise RuntimeError(
                "Unsupported op [NPUGetFloatStatusV2] on CPU, Please confirm whether the device target setting is "
                "correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator support list."
            )
        cond = self.get_overflow_status(None, grads)
        overflow = self.process_loss_scale(cond)
        loss = _detach(loss)
        if not bool(_unwrap(overflow)):
            if self.use_grad_accumulation:
                loss = self.gradient_accumulation_process(loss, grads)
            else:
                self.optimizer(grads)
        return loss, cond, _wrap(self.scale_sense._t.detach().clone())
