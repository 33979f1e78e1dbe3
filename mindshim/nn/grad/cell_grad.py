"""The deprecated ``Jvp`` / ``Vjp`` Cells of ``mindspore.nn.grad.cell_grad``."""

from __future__ import annotations

from ... import _api
from typing import Any, Callable

from ... import log as logger
from ..cell import Cell

__all__ = _api.names(__name__)

_WARNED: set = set()


def _deprecated(name: str, substitute: str) -> None:
    """MindSpore's once-per-name deprecation warning (``common._decorator.deprecated``)."""
    if name not in _WARNED:
        _WARNED.add(name)
        logger.warning(
            f"'{name}' is deprecated from version 1.9 and will be removed in a future version, use '{substitute}' "
            "instead."
        )


class Jvp(Cell):
    """Forward-mode differentiation of ``fn``. Mirrors ``mindspore.nn.grad.Jvp`` (deprecated since 1.9).

    ``Jvp(fn)(*inputs, v)`` returns ``(fn(*inputs), jvp)``: ``v`` is one tangent Tensor for a single input, a tuple
    with one per input otherwise; ``jvp`` has the structure of ``fn``'s output (a Tensor or a tuple).
    """

    def __init__(self, fn: Callable) -> None:
        _deprecated("Jvp", "ops.jvp")
        super().__init__()
        self.fn = fn
        self.substitute_name = "ops.jvp"

    def construct(self, *args: Any) -> Any:
        from ...ops.composite.base import jvp

        inputs, v = args[:-1], args[-1]
        if len(inputs) == 1:
            return jvp(self.fn, inputs[0], v)
        return jvp(self.fn, tuple(inputs), v)


class Vjp(Cell):
    """Reverse-mode differentiation of ``fn`` with a given sensitivity. Mirrors ``mindspore.nn.grad.Vjp``
    (deprecated since 1.9).

    ``Vjp(fn)(*inputs, v)`` returns ``(fn(*inputs), grads)``: ``v`` has the structure of ``fn``'s output; ``grads``
    is one Tensor for a single input, a tuple with one per input otherwise.
    """

    def __init__(self, fn: Callable) -> None:
        _deprecated("Vjp", "ops.vjp")
        super().__init__()
        self.fn = fn
        self.substitute_name = "ops.vjp"

    def construct(self, *args: Any) -> Any:
        from ...ops.composite.base import GradOperation

        front = args[:-1]
        output = self.fn(*front)
        if len(front) == 1:
            grads = GradOperation(sens_param=True)(self.fn)(*args)
        else:
            grads = GradOperation(get_all=True, sens_param=True)(self.fn)(*args)
        return output, grads
