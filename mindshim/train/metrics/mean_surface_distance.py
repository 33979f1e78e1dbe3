"""`mindspore.train.MeanSurfaceDistance`: the average distance between the surfaces of two segmentation masks."""

from __future__ import annotations

import numpy as np

from ... import _api
from ... import _checkparam as validator
from ._surface import label_masks, mask_edges, surface_distance
from .metric import Metric, rearrange_inputs

__all__ = _api.names(__name__)

_WORDING = {
    "gap": " ",
    "stop": "",
    "label_cls": ValueError,
    "label_type": "",
    "must": "must",
    "same": "must",
    "tail": "",
    "keep_bool": True,
}


class _SurfaceMetric(Metric):
    """What MeanSurfaceDistance and RootMeanSquareDistance share: the arguments, ``update`` and the distances.

    ``eval`` raises RuntimeError after ``clear`` and before the next ``update``; on a new metric (never cleared)
    it returns ``inf``, as MindSpore's does."""

    _OP = ""
    _WORDING: dict = {}

    def __init__(self, symmetric: bool = False, distance_metric: str = "euclidean") -> None:
        super().__init__()
        distance_metric = validator.check_value_type("distance_metric", distance_metric, [str])
        self.distance_metric = validator.check_string(
            distance_metric, ["euclidean", "chessboard", "taxicab"], "distance_metric"
        )
        self.symmetric = validator.check_value_type("symmetric", symmetric, [bool])
        # as in MindSpore, a new metric is neither cleared nor updated: ``eval`` then gives ``inf``, not an error
        self._y_pred_edges = self._y_edges = self._is_update = None

    def clear(self) -> None:
        """Forget the last ``update``."""
        self._y_pred_edges = 0
        self._y_edges = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Take one pair of masks ``(y_pred, y, label_idx)``; it replaces the previous one."""
        y_pred, y = label_masks(f"{self._OP}.update", self, inputs, self._WORDING)
        self._y_pred_edges, self._y_edges = mask_edges(y_pred), mask_edges(y)
        self._is_update = True

    def _distances(self, reverse: bool = False) -> np.ndarray:
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if reverse:
            return surface_distance(self._y_edges, self._y_pred_edges, self.distance_metric)
        return surface_distance(self._y_pred_edges, self._y_edges, self.distance_metric)


class MeanSurfaceDistance(_SurfaceMetric):
    """The mean distance of the surface points of ``y_pred`` to the surface of ``y`` (``symmetric``: the mean of
    that and the reverse mean).

    Mirrors ``mindspore.train.MeanSurfaceDistance`` (2.10; also ``mindspore.nn`` and ``mindspore.train.metrics``).
    ``update(y_pred, y, label_idx)``: Tensors, lists or numpy arrays of one shape; non-boolean ones are compared
    with ``label_idx``; a surface point is a mask point with a face neighbour outside the mask. Each ``update``
    replaces the previous one. ``eval()`` returns a numpy float64 (``inf`` when a surface is empty).

    Args:
        symmetric (bool): average both directions. Default False.
        distance_metric (str): ``"euclidean"``, ``"chessboard"`` or ``"taxicab"``. Default ``"euclidean"``.

    Raises:
        TypeError/ValueError: bad arguments; ValueError: not three inputs, ``label_idx`` not a number or in neither
        input, empty inputs or different shapes; RuntimeError: ``eval`` before ``update``.
    """

    _OP = "MeanSurfaceDistance"
    _WORDING = _WORDING

    def eval(self):
        """The mean surface distance, a numpy float64."""
        distances = self._distances()
        if distances.shape == (0,):
            return np.inf
        mean = distances.mean()
        if not self.symmetric:
            return mean
        reverse = self._distances(reverse=True)
        if reverse.shape == (0,):
            return np.inf
        return np.mean((mean, reverse.mean()))
