"""`mindspore.ops.operations.manually_defined._inner`: MindSpore's inner hand-written primitives (``ScalarCast``,
``TensorReport``)."""

from __future__ import annotations

from typing import Any

from .... import _checkparam as validator  # noqa: F401  (MindSpore's module binds these names)
from .... import log as logger
from ....common import dtype as mstype  # noqa: F401
from ...primitive import Primitive, prim_attr_register  # noqa: F401
from ..math_ops import ScalarCast  # noqa: F401


class TensorReport(Primitive):
    """``TensorReport()(file, input_x)``: the graph-mode report of a tensor to a channel. Mirrors MindSpore 2.10's
    ``manually_defined._inner.TensorReport``: called eagerly it logs a warning (``TensorReport doesn't support
    pynative mode.``) and returns None. Attributes ``side_effect_mem=True``, ``channel_name="ms_tensor_report"``."""

    def __init__(self) -> None:
        super().__init__("TensorReport")
        self.add_prim_attr("side_effect_mem", True)
        self.add_prim_attr("channel_name", "ms_tensor_report")

    def __call__(self, file: Any, input_x: Any) -> None:
        logger.warning("TensorReport doesn't support pynative mode.")
