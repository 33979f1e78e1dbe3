"""`mindspore.train.HausdorffDistance`: the Hausdorff distance between the surfaces of two segmentation masks."""

from __future__ import annotations

from collections import abc

import numpy as np

from ... import _api
from ... import _checkparam as validator
from ..._kernels import errors as _errors
from ...common.tensor import Tensor
from ._surface import label_masks, mask_edges, surface_distance
from .metric import Metric, rearrange_inputs

__all__ = _api.names(__name__)

_OP = "HausdorffDistance"
_WORDING = {
    "gap": " ",
    "stop": ".",
    "label_cls": ValueError,
    "label_type": "",
    "must": "must",
    "same": "should",
    "tail": "",
    "keep_bool": False,
}


def _is_iterable_sequence(inputs) -> bool:
    if isinstance(inputs, Tensor):
        return int(inputs.dim()) > 0
    return isinstance(inputs, abc.Iterable) and not isinstance(inputs, str)


def _bounding_box(image: np.ndarray) -> tuple[list, list]:
    """Start and end of the foreground (``> 0``) of ``image`` over its spatial axes (the first axis is channels)."""
    data = np.any(image > 0, axis=0)
    nonzero = np.nonzero(data)
    start, end = [], []
    for i in range(data.ndim):
        if nonzero[i].size <= 0:
            raise ValueError(f"Did not find nonzero index at the spatial dim {i}")
        start.append(max(0, np.min(nonzero[i])))
        end.append(min(data.shape[i], np.max(nonzero[i]) + 1))
    return start, end


def _crop(data: np.ndarray, start: list, end: list) -> np.ndarray:
    """``data[:, start:end, ...]`` over the spatial axes, with MindSpore's int16 ROI bounds."""
    roi_start = np.maximum(np.asarray(start, dtype=np.int16), 0)
    roi_end = np.maximum(np.asarray(end, dtype=np.int16), roi_start)
    sd = min(len(roi_start), len(roi_end), len(data.shape[1:]))
    slices = [slice(None)] + [slice(s, e) for s, e in zip(roi_start[:sd], roi_end[:sd])]
    return data[tuple(slices)]


class HausdorffDistance(Metric):
    """The Hausdorff distance ``max(h(y_pred, y), h(y, y_pred))`` between the surfaces of two masks, where
    ``h(A, B)`` is the largest distance of a surface point of A to the nearest surface point of B.

    Mirrors ``mindspore.train.HausdorffDistance`` (2.10; also ``mindspore.nn`` and ``mindspore.train.metrics``).
    ``update(y_pred, y, label_idx)``: Tensors, lists or numpy arrays of one shape; each is compared with
    ``label_idx`` (boolean arrays too, as MindSpore does), and a surface point is a mask point with a face
    neighbour outside the mask. With ``crop`` both masks are first cut to the bounding box of their union (and
    squeezed). Each ``update`` replaces the previous one. ``eval()`` returns a numpy float64 (``inf`` when one
    surface is empty).

    Args:
        distance_metric (str): ``"euclidean"``, ``"chessboard"`` or ``"taxicab"``. Default ``"euclidean"``.
        percentile (float): if set (0 to 100), that percentile of the distances instead of their maximum.
        directed (bool): only ``h(y_pred, y)``. Default False.
        crop (bool): crop to the union's bounding box. Default True.

    Raises:
        TypeError/ValueError: bad arguments; ValueError: not three inputs, ``label_idx`` not a number or in neither
        input, empty inputs or different shapes, ``percentile`` outside [0, 100] (at ``eval``); RuntimeError:
        ``eval`` before ``update``.
    """

    def __init__(
        self,
        distance_metric: str = "euclidean",
        percentile: float | None = None,
        directed: bool = False,
        crop: bool = True,
    ) -> None:
        super().__init__()
        distance_metric = validator.check_value_type("distance_metric", distance_metric, [str])
        self.distance_metric = validator.check_string(
            distance_metric, ["euclidean", "chessboard", "taxicab"], "distance_metric"
        )
        self.percentile = (
            percentile if percentile is None else validator.check_value_type("percentile", percentile, [float])
        )
        self.directed = directed if directed is None else validator.check_value_type("directed", directed, [bool])
        self.crop = crop if crop is None else validator.check_value_type("crop", crop, [bool])
        self.clear()

    def clear(self) -> None:
        """Forget the last ``update``."""
        self.y_pred_edges = 0
        self.y_edges = 0
        self._is_update = False

    def _percent_distance(self, pred_edges: np.ndarray, edges: np.ndarray):
        distances = surface_distance(pred_edges, edges, self.distance_metric)
        if distances.shape == (0,):
            return np.inf
        if not self.percentile:
            return distances.max()
        if 0 <= self.percentile <= 100:
            return np.percentile(distances, self.percentile)
        raise _errors.value_error(
            _OP, f"the value of the argument 'percentile' must be [0, 100], but got {self.percentile}."
        )

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Take one pair of masks ``(y_pred, y, label_idx)``."""
        self._is_update = True
        y_pred, y = label_masks(f"{_OP}.update", self, inputs, _WORDING)
        if self.crop:
            if not np.any(y_pred | y):
                self.y_pred_edges, self.y_edges = np.zeros_like(y_pred), np.zeros_like(y)
                return
            y_pred, y = np.expand_dims(y_pred, 0), np.expand_dims(y, 0)
            start, end = _bounding_box(y_pred | y)
            y_pred, y = np.squeeze(_crop(y_pred, start, end)), np.squeeze(_crop(y, start, end))
        self.y_pred_edges, self.y_edges = mask_edges(y_pred), mask_edges(y)

    def eval(self):
        """The (directed or symmetric) Hausdorff distance, a numpy float64."""
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        hd = self._percent_distance(self.y_pred_edges, self.y_edges)
        if self.directed:
            return hd
        return max(hd, self._percent_distance(self.y_edges, self.y_pred_edges))
