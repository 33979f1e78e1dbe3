"""`mindspore.ops.deprecated`: primitives MindSpore 2.x keeps for 1.x code (``ops.operations.identity``)."""

from __future__ import annotations

from .. import _api
from typing import Any

from .primitive import Primitive
from ._ascend_ops import DropoutDoMask, DropoutGenMask  # noqa: F401  (mindshim._api)

__all__ = _api.names(__name__)


class identity(Primitive):  # MindSpore's name
    """``ops.operations.identity()(x)``: ``x`` itself, whatever it is (a Tensor, a tuple of gradients, a number).
    Mirrors ``mindspore.ops.operations.identity`` (2.10's deprecated primitive, whose instance is ``ops.identity`` /
    ``ops.functional.identity``; model-zoo train cells assign it as the grad reducer outside data parallel, which a
    Cell accepts over a sub-cell because it is a Primitive). ``ops.Identity()`` copies instead. Known difference:
    MindSpore logs a deprecation warning on the first call; mindshim does not.
    """

    side_effect_propagate = 1

    def __init__(self) -> None:
        super().__init__("identity")
        self.add_prim_attr("side_effect_propagate", 1)

    def __call__(self, x: Any) -> Any:
        return x
