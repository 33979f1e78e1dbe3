"""`mindspore.train.Perplexity`: exp of the mean negative log-probability of the labels."""

from __future__ import annotations

from ... import _api
import math

import numpy as np

from ... import _checkparam as validator
from .metric import Metric, rearrange_inputs
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class Perplexity(Metric):
    """``exp(-sum(log(max(1e-10, p[label]))) / count)`` over all updates, where ``p`` are the predicted
    probabilities (last axis) and labels equal to ``ignore_label`` are left out. Mirrors
    ``mindspore.train.Perplexity`` (2.10). ``eval()`` returns a float.

    Raises:
        TypeError: ``ignore_label`` not an int. ValueError: not two inputs. RuntimeError: mismatching sizes, or
        ``eval`` before ``update``.
    """

    def __init__(self, ignore_label: int | None = None) -> None:
        super().__init__()
        self.ignore_label = (
            None if ignore_label is None else validator.check_value_type("ignore_label", ignore_label, [int])
        )
        self.clear()

    def clear(self) -> None:
        """Reset the sums."""
        self._sum_metric = 0.0
        self._num_inst = 0

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Add one batch ``(preds, labels)``: preds (..., C) probabilities, labels (...) class indices."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "Perplexity.update", f"it needs 2 inputs (predicted value, label), but got {len(inputs)}."
            )
        pred = self._convert_data(inputs[0])
        label = self._convert_data(inputs[1])
        if label.size != pred.size / pred.shape[-1]:
            raise _errors.runtime_error(
                "Perplexity.update",
                "predicted value (input[0]) and label (input[1]) should have the same "
                f"shape, but got predicted value shape {pred.shape}, label shape {label.shape}.",
            )
        label = label.reshape((label.size,))
        idx = label.astype(int)[:, None]
        pred = np.squeeze(pred[np.arange(idx.shape[0])[:, None], idx])
        num = 0
        if self.ignore_label is not None:
            ignore = (label == self.ignore_label).astype(pred.dtype)
            num -= np.sum(ignore)
            pred = pred * (1 - ignore) + ignore
        self._sum_metric -= np.sum(np.log(np.maximum(1e-10, pred)))
        self._num_inst += num + pred.size

    def eval(self) -> float:
        """The perplexity."""
        if self._num_inst == 0:
            raise RuntimeError(
                "The 'Perplexity' can not be calculated, because the number of samples is 0, please check whether the "
                "update method has been called before calling eval method."
            )
        return math.exp(self._sum_metric / self._num_inst)
