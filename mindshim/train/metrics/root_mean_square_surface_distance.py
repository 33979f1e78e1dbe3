"""`mindspore.train.RootMeanSquareDistance`: the root mean square distance between the surfaces of two masks."""

from __future__ import annotations

import numpy as np

from ... import _api
from .mean_surface_distance import _SurfaceMetric

__all__ = _api.names(__name__)


class RootMeanSquareDistance(_SurfaceMetric):
    """The mean squared distance of the surface points of ``y_pred`` to the surface of ``y``; with ``symmetric``,
    the square root of the mean of that and the reverse mean square.

    Mirrors ``mindspore.train.RootMeanSquareDistance`` (2.10; also ``mindspore.nn`` and ``mindspore.train.metrics``).
    As MindSpore 2.10 computes it, the one-way value (``symmetric=False``, the default) is the mean *square*,
    without the square root; only the symmetric value takes the root. ``update(y_pred, y, label_idx)`` as
    :class:`MeanSurfaceDistance` takes it; ``eval()`` returns a numpy float64 (``inf`` when a surface is empty).

    Args:
        symmetric (bool): both directions. Default False.
        distance_metric (str): ``"euclidean"``, ``"chessboard"`` or ``"taxicab"``. Default ``"euclidean"``.

    Raises:
        TypeError/ValueError: bad arguments; TypeError: ``label_idx`` not a number; ValueError: not three inputs,
        ``label_idx`` in neither input, empty inputs or different shapes; RuntimeError: ``eval`` before ``update``.
    """

    _OP = "RootMeanSquareDistance"
    _WORDING = {
        "gap": "",
        "stop": ".",
        "label_cls": TypeError,
        "label_type": "label index type: ",
        "must": "should",
        "same": "should",
        "tail": " ",
        "keep_bool": True,
    }

    def eval(self):
        """The root mean square surface distance, a numpy float64."""
        distances = self._distances()
        if distances.shape == (0,):
            return np.inf
        mean_square = (distances**2).mean()
        if not self.symmetric:
            return mean_square
        reverse = self._distances(reverse=True)
        if reverse.shape == (0,):
            return np.inf
        return np.sqrt(np.mean((mean_square, (reverse**2).mean())))
