"""Image functions of `mindspore.ops` (`ops.bounding_box_decode`, `ops.bounding_box_encode`) over their primitives."""

from __future__ import annotations

from ... import _api
from ._utils import Tensor

__all__ = _api.names(__name__)


def bounding_box_decode(anchor_box: Tensor, deltas: Tensor, max_shape: tuple, means: tuple = (0.0, 0.0, 0.0, 0.0),
                        stds: tuple = (1.0, 1.0, 1.0, 1.0), wh_ratio_clip: float = 0.016) -> Tensor:  # fmt: skip
    """``ops.bounding_box_decode(...)``: ``ops.BoundingBoxDecode(max_shape, means, stds, wh_ratio_clip)(anchor_box,
    deltas)``: the (n, 4) boxes ``(x1, y1, x2, y2)`` decoded from anchor boxes and deltas.

    Mirrors ``mindspore.ops.bounding_box_decode`` (2.10, deprecated). Errors are those of
    :class:`mindspore.ops.BoundingBoxDecode`.
    """
    from ..operations.other_ops import BoundingBoxDecode

    return BoundingBoxDecode(max_shape, means, stds, wh_ratio_clip)(anchor_box, deltas)


def bounding_box_encode(anchor_box: Tensor, groundtruth_box: Tensor, means: tuple = (0.0, 0.0, 0.0, 0.0),
                        stds: tuple = (1.0, 1.0, 1.0, 1.0)) -> Tensor:  # fmt: skip
    """``ops.bounding_box_encode(...)``: ``ops.BoundingBoxEncode(means, stds)(anchor_box, groundtruth_box)``: the
    (n, 4) deltas of the ground-truth boxes from the anchor boxes.

    Mirrors ``mindspore.ops.bounding_box_encode`` (2.10, deprecated). Errors are those of
    :class:`mindspore.ops.BoundingBoxEncode`.
    """
    from ..operations.other_ops import BoundingBoxEncode

    return BoundingBoxEncode(means, stds)(anchor_box, groundtruth_box)
