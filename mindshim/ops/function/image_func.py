"""Image functions of `mindspore.ops` (`ops.bounding_box_decode`/`encode`, `ops.check_valid`, `ops.crop_and_resize`)
over their primitives."""

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


def check_valid(bboxes: Tensor, img_metas: Tensor) -> Tensor:
    """``ops.check_valid(bboxes, img_metas)``: ``ops.CheckValid()(bboxes, img_metas)``, Bool ``(N,)``: whether each
    box ``(x0, y0, x1, y1)`` lies in the image ``(height, width, ratio)``.

    Mirrors ``mindspore.ops.check_valid`` (2.10, deprecated since 2.10.0: the first call logs MindSpore's warning
    for ``'ops.check_valid'``). Errors are those of :class:`mindspore.ops.CheckValid`.
    """
    from ..function.array_func import _deprecated
    from ..operations.other_ops import CheckValid

    _deprecated("ops.check_valid", "2.10.0")
    return CheckValid()(bboxes, img_metas)


def _crop_and_resize_check(image, boxes, box_indices, crop_size) -> None:
    """MindSpore 2.10's Python checks of ``ops.crop_and_resize`` (in its order and words)."""
    from ...common import dtype as mstype

    for name, t in (("image", image), ("boxes", boxes), ("box_indices", box_indices)):
        if not isinstance(t, Tensor):
            raise TypeError(f"For crop_and_resize, the input {name} must be a tensor")
    if not isinstance(crop_size, tuple):
        raise TypeError(f"For crop_and_resize, the input crop_size must be a tuple, but got {type(crop_size)}")
    if len(crop_size) != 2:
        raise ValueError(f"For crop_and_resize, the crop_size's length must be 2, bot got {len(crop_size)}")
    if len(image.shape) != 4:
        raise ValueError(f"For crop_and_resize, the input image must be 4D Tensor, but got is {len(image.shape)}D")
    if boxes.dtype != mstype.float32:
        raise TypeError(f"For crop_and_resize, the input boxes must be {mstype.float32}, but got {boxes.dtype}")
    if len(boxes.shape) != 2 or boxes.shape[-1] != 4:
        raise ValueError(
            "For crop_and_resize, the input boxes must be 2D and the second-dim must be 4, but got "
            f"{tuple(boxes.shape)}"
        )
    if box_indices.dtype != mstype.int32:
        raise TypeError(
            f"For crop_and_resize, the input box_indices must be {mstype.int32}, but got {box_indices.dtype}"
        )
    if len(box_indices.shape) != 1:
        raise ValueError(f"For crop_and_resize, the input box_indices must be 1D, but got {tuple(box_indices.shape)}")
    if boxes.shape[0] != box_indices.shape[0]:
        raise ValueError(
            "For crop_and_resize, the first dim of input box_indices must be equal to that of input boxes, but got "
            f"{box_indices.shape[0]} vs {boxes.shape[0]}"
        )
    if not isinstance(crop_size[0], int) or not isinstance(crop_size[1], int):
        raise TypeError("For crop_and_resize, the crop_size's value must be int.")
    if crop_size[0] <= 0 or crop_size[1] <= 0:
        raise ValueError("For crop_and_resize, the crop_size's value must be positive.")


def crop_and_resize(image: Tensor, boxes: Tensor, box_indices: Tensor, crop_size: tuple, method: str = "bilinear",
                    extrapolation_value: float = 0.0) -> Tensor:  # fmt: skip
    """``ops.crop_and_resize(image, boxes, box_indices, crop_size, method='bilinear', extrapolation_value=0.0)``:
    Float32 ``(num_boxes, crop_h, crop_w, depth)`` crops of the NHWC ``image`` at the normalised boxes
    ``(y1, x1, y2, x2)`` (Float32), box ``i`` from image ``box_indices[i]`` (Int32), resized to ``crop_size``.

    Mirrors ``mindspore.ops.crop_and_resize`` (2.10): its Python checks first (TypeError/ValueError worded as
    MindSpore's), then :class:`mindspore.ops.CropAndResize` ``(method, extrapolation_value)``.
    """
    from ..operations.image_ops import CropAndResize

    _crop_and_resize_check(image, boxes, box_indices, crop_size)
    return CropAndResize(method, extrapolation_value)(image, boxes, box_indices, crop_size)
