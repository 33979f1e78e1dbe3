"""`mindspore.nn.optim.adasum`: the AdaSum optimizer wrappers (`AdaSumByGradWrapCell`, `AdaSumByDeltaWeightWrapCell`)."""

from __future__ import annotations

from typing import Any

from ... import _api
from ... import _checkparam as validator
from ... import context
from ... import log as logger
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ..cell import Cell
from .optimizer import Optimizer

__all__ = _api.names(__name__)

_DEVICE_NUMBER = 8  # MindSpore's devices per AdaSum group


def _stage_device_num() -> int:
    return context._get_device_num() // context.get_auto_parallel_context("pipeline_stages")


def _parallel_check() -> None:
    """MindSpore 2.10's checks of the parallel context before AdaSum is applied, with its errors."""
    mode = context.get_auto_parallel_context("parallel_mode")
    if mode == "stand_alone":
        raise RuntimeError("Stand alone mode is not supported to apply adasum.")
    if mode in ("data_parallel", "hybrid_parallel"):
        logger.warning(
            "For data parallel mode or hybrid parallel mode, it is recommended to using mindspore.boost to enable "
            "adasum."
        )
    if context.get_auto_parallel_context("enable_parallel_optimizer"):
        raise RuntimeError("Currently, the optimizer shard is not supported with applying adasum.")
    if context.get_auto_parallel_context("pipeline_stages") > 1:
        raise RuntimeError("Currently, the pipeline parallel is not supported with applying adasum.")
    n = _stage_device_num()
    if n < 16 or (n & (n - 1) != 0):
        raise RuntimeError("The device_num must be at least 16 and must be the power of 2 when applying adasum.")


class _AdaSumWrap(Cell):
    """What both wrappers share: the checks, the optimizer and the state MindSpore keeps."""

    def __init__(self, optimizer: Optimizer) -> None:
        super().__init__(auto_prefix=False)
        _parallel_check()
        self.optimizer = optimizer
        validator.check_value_type("optimizer", optimizer, (Optimizer,))
        self.parameters = optimizer.parameters
        self.grad_clone = ParameterTuple(self.parameters)
        self.group_number = _stage_device_num() // _DEVICE_NUMBER
        self.sync_tensor = Parameter(Tensor(0, dtype=mstype.int32), name="sync_tensor")


class AdaSumByGradWrapCell(_AdaSumWrap):
    """Adaptive summation (AdaSum) of the gradients across the devices of a (semi-)auto parallel job, then the
    wrapped optimizer's step. Mirrors ``mindspore.nn.AdaSumByGradWrapCell`` (2.10, deprecated there).

    Args:
        optimizer (Optimizer): the optimizer; its construct takes the gradients only.

    Inputs:
        grads (tuple[Tensor]): the gradients, as the optimizer takes them.

    Raises:
        RuntimeError: at construction, in 'stand_alone' mode, with the optimizer shard, with pipeline stages, or
            when the devices of a stage are fewer than 16 or not a power of 2 (MindSpore's texts).
        TypeError: ``optimizer`` is not an Optimizer.
        RuntimeError: when called: AdaSum exchanges the gradients with ``Send``, which MindSpore's CPU backend has
            no kernel for (its 'Unsupported op [Send] on CPU' error), as here.
    """

    def construct(self, grads: Any) -> Any:
        raise _errors.unsupported_op("Send")


class AdaSumByDeltaWeightWrapCell(_AdaSumWrap):
    """AdaSum over the change of the weights that the wrapped optimizer's step makes. Mirrors
    ``mindspore.nn.AdaSumByDeltaWeightWrapCell`` (2.10, deprecated there).

    Args:
        optimizer (Optimizer): the optimizer; its construct takes the gradients only.

    Inputs:
        grads (tuple[Tensor]): the gradients, as the optimizer takes them.

    Raises:
        RuntimeError, TypeError: at construction, as :class:`AdaSumByGradWrapCell`.
        RuntimeError: when called: MindSpore's CPU backend has no world group for its exchange ('Invalid backend:
            CPU'), as here; the parameters are left unchanged.
    """

    def __init__(self, optimizer: Optimizer) -> None:
        super().__init__(optimizer)
        self.scale = Tensor(1.0, dtype=mstype.float32)

    def construct(self, grads: Any) -> Any:
        raise RuntimeError("Invalid backend: CPU")
