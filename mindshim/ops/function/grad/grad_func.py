"""Gradient functions in functional form, under MindSpore's module path ``mindspore.ops.function.grad.grad_func``."""

from __future__ import annotations

from .... import _api
from typing import Any, Callable

from ...composite.base import get_grad, grad, jvp, stop_gradient, value_and_grad, vjp  # noqa: F401  (re-exported: mindshim._api)
from ...composite.transforms import jacfwd, jacrev  # noqa: F401  (re-exported: mindshim._api)
from ...composite.taylor import derivative, jet, linearize  # noqa: F401  (re-exported: mindshim._api)

__all__ = _api.names(__name__)


def custom_vjp(fn: Callable | None = None) -> Any:
    """Give a function a custom backward. Mirrors ``mindspore.ops.function.grad.grad_func.custom_vjp`` (2.10).

    ``@custom_vjp`` turns ``fn`` into a Cell running ``fn`` forward; ``cell.defbwd(bwd)`` sets its backward,
    ``bwd(*inputs, out, dout) -> grads`` (one per input), used as the Cell's ``bprop``. Usable bare or called.
    """
    from ....nn.cell import Cell

    def deco(fn: Callable) -> Any:
        class CustomVjp(Cell):
            """The Cell ``custom_vjp`` makes of a function: ``fn`` forward, ``defbwd``'s function backward."""

            def __init__(self, fwd: Callable) -> None:
                super().__init__()
                self.fwd = fwd
                self.bwd = None
                self.add_flags(custom_vjp=True)

            def construct(self, *args: Any) -> Any:
                return self.fwd(*args)

            def defbwd(self, bwd: Callable) -> None:
                """Set the backward function ``bwd(*inputs, out, dout)``."""
                self.bwd = bwd

            def bprop(self, *args: Any) -> Any:
                return self.bwd(*args)

        return CustomVjp(fn)

    if fn is not None:
        return deco(fn)
    return deco
