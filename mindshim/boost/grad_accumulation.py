"""`mindspore.boost.grad_accumulation`: accumulate gradients over steps, then run the optimizer once."""

from __future__ import annotations

from .. import _api
from typing import Any

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..ops import composite as C
from ..ops import functional as F
from ..ops import operations as P

__all__ = _api.names(__name__)


gradient_accumulation_op = C.MultitypeFuncGraph("gradient_accumulation_op")


@gradient_accumulation_op.register("Int64", "Tensor", "Tensor")
def cumulative_grad_process(accumulation_step: int, cumulative_grad: Parameter, grad: Tensor) -> Parameter:
    """``cumulative_grad += grad / accumulation_step`` in place (AssignAdd); returns ``cumulative_grad``.

    Mirrors ``mindspore.boost.grad_accumulation.gradient_accumulation_op`` (2.10).
    """
    P.AssignAdd()(cumulative_grad, grad / accumulation_step)
    return cumulative_grad


gradient_clear_op = C.MultitypeFuncGraph("gradient_clear_op")


@gradient_clear_op.register("Tensor")
def clear_grad(cumulative_grad: Parameter) -> Parameter:
    """Set ``cumulative_grad`` to zeros in place. Mirrors ``mindspore.boost.grad_accumulation.gradient_clear_op``."""
    zero_grad = P.ZerosLike()(cumulative_grad)
    return F.assign(cumulative_grad, zero_grad)


class GradientAccumulation(Cell):
    """Accumulate ``grads / max_accumulation_step`` for ``max_accumulation_step`` calls, then update once.

    Mirrors ``mindspore.boost.GradientAccumulation(max_accumulation_step, optimizer)`` (2.10). The accumulated
    gradients are the Parameters ``_grad_accumulation`` (zeros clones of the optimizer's parameters, prefix
    ``grad_accumulation``); ``_accumulation_step`` is an int32 Parameter counting calls. On the call that reaches
    ``max_accumulation_step`` the optimizer runs on the accumulated (averaged) gradients, the counter goes back to 0
    and the accumulation is cleared. Calls return ``loss`` unchanged.

    Inputs: ``loss`` (Tensor), ``grads`` (tuple of Tensors, one per optimizer parameter).
    """

    def __init__(self, max_accumulation_step: int, optimizer: Cell) -> None:
        super().__init__()
        self._max_accumulation_step = max_accumulation_step
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.hyper_map = C.HyperMap()
        self._grad_accumulation = self.weights.clone(prefix="grad_accumulation", init="zeros")
        self._accumulation_step = Parameter(Tensor(0, dtype=mstype.int32), name="accumulation_step")

    def construct(self, loss: Tensor, grads: Any) -> Tensor:
        loss = F.depend(
            loss,
            self.hyper_map(
                F.partial(gradient_accumulation_op, self._max_accumulation_step), self._grad_accumulation, grads
            ),
        )
        self._accumulation_step += 1

        if self._accumulation_step >= self._max_accumulation_step:
            loss = F.depend(loss, self.optimizer(self._grad_accumulation))
            F.assign(self._accumulation_step, 0)

        if self._accumulation_step == 0:
            loss = F.depend(loss, self.hyper_map(F.partial(gradient_clear_op), self._grad_accumulation))

        return loss
