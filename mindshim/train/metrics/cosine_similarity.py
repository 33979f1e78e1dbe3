"""`mindspore.train.CosineSimilarity`: the pairwise similarity matrix of the rows of the input."""

from __future__ import annotations

from ... import _api
import numpy as np

from ... import _checkparam as validator
from .metric import Metric, rearrange_inputs

__all__ = _api.names(__name__)


class CosineSimilarity(Metric):
    """``update(x)`` with x (N, D) keeps ``x @ x.T`` (rows L2-normalised first with ``similarity='cosine'``);
    ``eval()`` zeroes the diagonal (``zero_diagonal``) and reduces each row ('none', 'sum' or 'mean').
    Only the last ``update`` counts, as in MindSpore. Mirrors ``mindspore.train.CosineSimilarity`` (2.10).

    Raises:
        TypeError/ValueError: bad arguments. RuntimeError: ``eval`` before ``update``.
    """

    def __init__(self, similarity: str = "cosine", reduction: str = "none", zero_diagonal: bool = True) -> None:
        super().__init__()
        similarity = validator.check_value_type("similarity", similarity, [str])
        self.similarity = validator.check_string(similarity, ["dot", "cosine"], "similarity")
        reduction = validator.check_value_type("reduction", reduction, [str])
        self.reduction = validator.check_string(reduction, ["none", "sum", "mean"], "reduction")
        self.zero_diagonal = validator.check_value_type("zero_diagonal", zero_diagonal, [bool])
        self.clear()

    def clear(self) -> None:
        """Forget the matrix."""
        self.sqr_mtx_res = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, inputs) -> None:
        """Compute the similarity matrix of ``inputs`` (N, D)."""
        data = self._convert_data(inputs)
        if self.similarity == "cosine":
            data = data / np.expand_dims(np.linalg.norm(data, ord=2, axis=1), 1)
        self.sqr_mtx_res = np.dot(data, data.transpose(1, 0))
        self._is_update = True

    def eval(self) -> np.ndarray:
        """The (reduced) similarity matrix."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if self.zero_diagonal:
            np.fill_diagonal(self.sqr_mtx_res, 0)
        if self.reduction == "mean":
            self.sqr_mtx_res = np.mean(self.sqr_mtx_res, axis=-1)
        if self.reduction == "sum":
            self.sqr_mtx_res = np.sum(self.sqr_mtx_res, axis=-1)
        return self.sqr_mtx_res
