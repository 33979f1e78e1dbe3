"""`mindspore.train.OcclusionSensitivity`: how a model's score for a label drops as parts of its input are masked."""

from __future__ import annotations

import numpy as np

from ... import _api
from ... import _checkparam as validator
from ..._kernels import errors as _errors
from ...common.tensor import Tensor
from .metric import Metric, rearrange_inputs

__all__ = _api.names(__name__)

_OP = "OcclusionSensitivity"


def _bounding_box(b_box: list | None, im_shape: np.ndarray) -> tuple:
    """The ``[min1, max1, min2, max2, ...]`` box as two arrays (negative minimums are 0, negative maximums the last
    index), checked against the image shape; ``(None, None)`` without a box."""
    if b_box is None:
        return None, None
    if len(b_box) != 2 * len(im_shape):
        raise _errors.value_error(
            _OP,
            "the bounding box must contain upper and lower for all dimensions (except batch number), and the "
            "length of 'b_box' must be twice as long as predicted value's (except batch number), but got 'b_box' "
            f"length {len(b_box)}, predicted value length (except batch number) {len(im_shape)}.",
        )
    b_min, b_max = np.array(b_box[::2]), np.array(b_box[1::2])
    b_min[b_min < 0] = 0
    b_max[b_max < 0] = im_shape[b_max < 0] - 1
    if np.any(b_max >= im_shape):
        raise _errors.value_error(_OP, "maximum bounding box must be smaller than image size for all values.")
    if np.any(b_min > b_max):
        raise _errors.value_error(_OP, "minimum bounding box must be smaller than maximum bounding box for all values.")
    return b_min, b_max


def _scores(model, images: list, ids: list, sensitivity: np.ndarray) -> np.ndarray:
    """The model's scores of ``ids`` for a batch of occluded images, stacked under the ones so far."""
    ids = np.expand_dims(ids, 1)
    out = model(Tensor(np.vstack(images))).asnumpy()
    scores = out[np.arange(ids.shape[0])[:, None], ids]
    return np.vstack(scores) if sensitivity.size == 0 else np.vstack((sensitivity, scores))


class OcclusionSensitivity(Metric):
    """For each position of the input (or of ``b_box``), the model's score of ``label`` on the unmasked image minus
    its score when a cube of ``margin`` points before and after that position is set to ``pad_val``.

    Mirrors ``mindspore.train.OcclusionSensitivity`` (2.10; also ``mindspore.nn`` and ``mindspore.train.metrics``).
    ``update(model, y_pred, label)``: ``model`` a Cell mapping a batch ``(N, ...)`` to scores ``(N, classes)``,
    ``y_pred`` one image (first axis 1; Tensor, list or numpy array), ``label`` its class (one element). The
    occluded images go through ``model`` ``n_batch`` at a time. ``eval()`` returns the numpy array of the score
    drops, squeezed, with the image's shape (or the box's).

    Args:
        pad_val (float): value of the occluded points. Default 0.0.
        margin (int): half-width of the occluded cube. Default 2.
        n_batch (int): images per model call. Default 128.
        b_box (list): ``[min1, max1, min2, max2, ...]`` over the non-batch axes, or None (the whole image).

    Raises:
        TypeError: bad argument types or ``model`` not a Cell; ValueError: not three inputs, a bad ``b_box``;
        RuntimeError: ``y_pred``'s first axis is not 1, ``label`` has more than one element, ``eval`` before
        ``update``.
    """

    def __init__(self, pad_val: float = 0.0, margin: int | list = 2, n_batch: int = 128, b_box: list | None = None):
        super().__init__()
        self.pad_val = validator.check_value_type("pad_val", pad_val, [float])
        self.margin = validator.check_value_type("margin", margin, [int, list])
        self.n_batch = validator.check_value_type("n_batch", n_batch, [int])
        self.b_box = b_box if b_box is None else validator.check_value_type("b_box", b_box, [list])
        self.clear()

    def clear(self) -> None:
        """Forget the last ``update``."""
        self._baseline = 0
        self._sensitivity_im = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Occlude every position of ``y_pred`` in turn and record the model's score of ``label``."""
        from ...nn.cell import Cell

        if len(inputs) != 3:
            raise _errors.value_error(
                f"{_OP}.update",
                f"it needs 3 inputs (classification model, predicted value, label), but got {len(inputs)}.",
            )
        y_pred = self._convert_data(inputs[1])
        label = self._convert_data(inputs[2])
        model = validator.check_value_type("model", inputs[0], [Cell])
        if y_pred.shape[0] > 1:
            raise _errors.runtime_error(
                f"{_OP}.update",
                f"the shape at index 0 of the predicted value (input[1]) must be 1, but got {y_pred.shape[0]}.",
            )
        if np.prod(label.shape) != y_pred.shape[0]:
            raise _errors.runtime_error(
                f"{_OP}.update",
                "the number of the label (input[2]) must be same as the batches, but got the label number "
                f"{np.prod(label.shape)}, and batches {y_pred.shape[0]}.",
            )
        shape = np.array(y_pred.shape[1:])
        b_min, b_max = _bounding_box(self.b_box, shape)
        self._baseline = model(Tensor(y_pred)).asnumpy()[0, label].item()
        out_shape = shape if self.b_box is None else b_max - b_min + 1
        total = np.prod(out_shape)
        images, ids, sensitivity = [], [], np.empty(0, dtype=float)
        for i in range(total):
            idx = np.unravel_index(i, out_shape)
            if b_min is not None:
                idx += b_min
            lo = [max(0, k - self.margin) for k in idx]
            hi = [min(j, k + self.margin) for k, j in zip(idx, shape)]
            occluded = y_pred.copy()
            occluded[(...,) + tuple(slice(a, b) for a, b in zip(lo, hi))] = self.pad_val
            images.append(occluded)
            ids.append(label)
            if len(images) == self.n_batch or i == total - 1:
                sensitivity = _scores(model, images, ids, sensitivity)
                images, ids = [], []
        self._sensitivity_im = sensitivity.reshape(out_shape)
        self._is_update = True

    def eval(self) -> np.ndarray:
        """The score drops, a numpy array."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        return self._baseline - np.squeeze(self._sensitivity_im)
