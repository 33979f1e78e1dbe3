"""`mindspore.train.ROC`: receiver operating characteristic curves (fpr, tpr, thresholds)."""

from __future__ import annotations

from ... import _api
import numpy as np

from ... import _checkparam as validator
from .metric import Metric, rearrange_inputs
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _binary_clf_curve(preds: np.ndarray, target: np.ndarray, sample_weights=None, pos_label: int = 1):
    """False/true positive counts at each distinct score, scores sorted in decreasing order."""
    if sample_weights is not None and not isinstance(sample_weights, np.ndarray):
        sample_weights = np.array(sample_weights)
    if preds.ndim > target.ndim:
        preds = preds[:, 0]
    order = np.argsort(-preds)
    preds, target = preds[order], target[order]
    weight = sample_weights[order] if sample_weights is not None else 1.0
    distinct = np.where(preds[1:] - preds[:-1])[0]
    idxs = np.pad(distinct, (0, 1), constant_values=target.shape[0] - 1)
    target = np.array(target == pos_label).astype(np.int64)
    tps = np.cumsum(target * weight, axis=0)[idxs]
    fps = np.cumsum((1 - target) * weight, axis=0)[idxs] if sample_weights is not None else 1 + idxs - tps
    return fps, tps, preds[idxs]


def _curve_update(y_pred: np.ndarray, y: np.ndarray, class_num, pos_label):
    if not (len(y_pred.shape) == len(y.shape) or len(y_pred.shape) == len(y.shape) + 1):
        raise _errors.value_error(
            "ROC",
            "predicted value (input[0]) and true value (input[1]) must have same dimensions, or the "
            "dimension of predicted value equal the dimension of true value add 1, but got predicted value ndim: "
            f"{len(y_pred.shape)}, true value ndim: {len(y.shape)}.",
        )
    if len(y_pred.shape) == len(y.shape):
        if class_num is not None and class_num != 1:
            raise _errors.value_error(
                "ROC",
                "when predicted value (input[0]) and true value (input[1]) have the same shape, the "
                f"'class_num' must be 1, but got {class_num}.",
            )
        return y_pred.flatten(), y.flatten(), 1, 1 if pos_label is None else pos_label
    if pos_label is not None:
        raise _errors.value_error(
            "ROC",
            "when the dimension of predicted value (input[0]) equals the dimension of true value "
            f"(input[1]) add 1, the 'pos_label' must be None, but got {pos_label}.",
        )
    if class_num != y_pred.shape[1]:
        raise _errors.value_error(
            "ROC",
            "the 'class_num' must equal the number of classes from predicted value (input[0]), but got "
            f"'class_num' {class_num}, the number of classes from predicted value {y_pred.shape[1]}.",
        )
    y_pred = y_pred.transpose(0, 1).reshape(class_num, -1).transpose(0, 1)
    return y_pred, y.flatten(), class_num, pos_label


class ROC(Metric):
    """ROC curve of the last ``update(y_pred, y)``. Binary (``y_pred`` and ``y`` of the same shape, positive label
    ``pos_label``, default 1): ``eval()`` returns ``(fpr, tpr, thresholds)`` numpy arrays; multi-class
    (``y_pred`` (N, C), ``class_num`` = C): three lists with one array per class. Mirrors
    ``mindspore.train.ROC`` (2.10).

    Raises:
        TypeError: non-int ``class_num``/``pos_label``. ValueError: shape/argument mismatches, or no positive or
        negative samples. RuntimeError: ``eval`` before ``update``.
    """

    def __init__(self, class_num: int | None = None, pos_label: int | None = None) -> None:
        super().__init__()
        self.class_num = class_num if class_num is None else validator.check_value_type("class_num", class_num, [int])
        self.pos_label = pos_label if pos_label is None else validator.check_value_type("pos_label", pos_label, [int])
        self.clear()

    def clear(self) -> None:
        """Forget the inputs."""
        self.y_pred = 0
        self.y = 0
        self.sample_weights = None
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Keep ``(y_pred, y)``."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "ROC.update", f"it needs 2 inputs (predicted value, true value), but got {len(inputs)}"
            )
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        self.y_pred, self.y, self.class_num, self.pos_label = _curve_update(y_pred, y, self.class_num, self.pos_label)
        self._is_update = True

    def _roc_eval(self, y_pred, y, class_num, pos_label, sample_weights=None):
        if class_num == 1:
            fps, tps, thresholds = _binary_clf_curve(y_pred, y, sample_weights=sample_weights, pos_label=pos_label)
            tps = np.squeeze(np.hstack([np.zeros(1, dtype=tps.dtype), tps]))
            fps = np.squeeze(np.hstack([np.zeros(1, dtype=fps.dtype), fps]))
            thresholds = np.hstack([thresholds[0][None] + 1, thresholds])
            if fps[-1] <= 0:
                raise _errors.value_error(
                    "ROC.eval", "there is no negative samples in true value, false positive value is meaningless."
                )
            if tps[-1] <= 0:
                raise _errors.value_error(
                    "ROC.eval", "there is no positive samples in true value, true positive value is meaningless."
                )
            return fps / fps[-1], tps / tps[-1], thresholds
        fpr, tpr, thresholds = [], [], []
        for c in range(class_num):
            pc, yc, n, label = _curve_update(y_pred[:, c], y, 1, c)
            res = self._roc_eval(pc, yc, n, label, sample_weights)
            fpr.append(res[0])
            tpr.append(res[1])
            thresholds.append(res[2])
        return fpr, tpr, thresholds

    def eval(self):
        """``(fpr, tpr, thresholds)``."""
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        return self._roc_eval(np.squeeze(self.y_pred), np.squeeze(self.y), self.class_num, self.pos_label)
