"""`mindspore.train.ConfusionMatrixMetric`: confusion-matrix based scores (sensitivity, precision, f1, mcc ...)."""

from __future__ import annotations

from ... import _api
import numpy as np

from ... import _checkparam as validator
from .metric import Metric, rearrange_inputs
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_NAMES = {
    "tpr": ("sensitivity", "recall", "hit_rate", "true_positive_rate", "tpr"),
    "tnr": ("specificity", "selectivity", "true_negative_rate", "tnr"),
    "ppv": ("precision", "positive_predictive_value", "ppv"),
    "npv": ("negative_predictive_value", "npv"),
    "fnr": ("miss_rate", "false_negative_rate", "fnr"),
    "fpr": ("fall_out", "false_positive_rate", "fpr"),
    "fdr": ("false_discovery_rate", "fdr"),
    "for": ("false_omission_rate", "for"),
    "pt": ("prevalence_threshold", "pt"),
    "ts": ("threat_score", "critical_success_index", "ts", "csi"),
    "acc": ("accuracy", "acc"),
    "ba": ("balanced_accuracy", "ba"),
    "f1": ("f1_score", "f1"),
    "mcc": ("matthews_correlation_coefficient", "mcc"),
    "fm": ("fowlkes_mallows_index", "fm"),
    "bm": ("informedness", "bookmaker_informedness", "bm"),
    "mk": ("markedness", "deltap", "mk"),
}
_ALIAS = {alias: key for key, aliases in _NAMES.items() for alias in aliases}
_NAN = np.array(float("nan"))


def _metric_key(name: str) -> str:
    key = _ALIAS.get(name.replace(" ", "_").lower())
    if key is None:
        raise NotImplementedError("The metric is not implemented.")
    return key


def _safe_div(a, b):
    return np.where(b > 0, a / b, _NAN)


def _fraction(key: str, tp, fp, tn, fn):
    """Numerator and denominator of the score ``key``."""
    p, n = tp + fn, fp + tn
    if key in ("pt", "ba", "bm"):
        tpr, tnr = _safe_div(tp, p), _safe_div(tn, n)
        if key == "pt":
            return np.sqrt(tpr * (1.0 - tnr)) + tnr - 1.0, tpr + tnr - 1.0
        return (tpr + tnr, 2.0) if key == "ba" else (tpr + tnr - 1.0, 1.0)
    if key == "fm":
        return np.sqrt(_safe_div(tp, tp + fp) * _safe_div(tp, p)), 1.0
    if key == "mk":
        with np.errstate(divide="ignore", invalid="ignore"):
            return _safe_div(tp, tp + fp) + tn / (tn + fn) - 1.0, 1.0
    table = {
        "tpr": (tp, p),
        "tnr": (tn, n),
        "ppv": (tp, tp + fp),
        "npv": (tn, tn + fn),
        "fnr": (fn, p),
        "fpr": (fp, n),
        "fdr": (fp, fp + tp),
        "for": (fn, fn + tn),
        "ts": (tp, tp + fn + fp),
        "acc": (tp + tn, p + n),
        "f1": (tp * 2.0, tp * 2.0 + fn + fp),
        "mcc": (tp * tn - fp * fn, np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))),
    }
    return table[key]


def _compute_metric(name: str, matrix: np.ndarray):
    key = _metric_key(name)
    if matrix.ndim == 1:
        matrix = np.expand_dims(matrix, 0)
    if matrix.shape[-1] != 4:
        raise _errors.value_error(
            "ConfusionMatrix",
            f"the size of the last dimension of confusion_matrix must be 4, but got {matrix.shape[-1]}.",
        )
    num, den = _fraction(key, matrix[..., 0], matrix[..., 1], matrix[..., 2], matrix[..., 3])
    if isinstance(den, np.ndarray):
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(den != 0, num / den, _NAN)
    return num / den


def _confusion(y_pred: np.ndarray, y: np.ndarray, skip_channel: bool) -> np.ndarray:
    """(batch, class, 4) counts of tp, fp, tn, fn."""
    if not skip_channel:
        y = y[:, 1:] if y.shape[1] > 1 else y
        y_pred = y_pred[:, 1:] if y_pred.shape[1] > 1 else y_pred
    y, y_pred = y.astype(float), y_pred.astype(float)
    validator.check("y_shape", y.shape, "y_pred_shape", y_pred.shape)
    batch, n_class = y_pred.shape[:2]
    y_pred = y_pred.reshape(batch, n_class, -1)
    y = y.reshape(batch, n_class, -1)
    tp = ((y_pred + y) == 2).astype(float).sum(axis=2)
    tn = ((y_pred + y) == 0).astype(float).sum(axis=2)
    p = y.sum(axis=2)
    return np.stack([tp, y.shape[-1] - p - tn, tn, p - tp], axis=-1)


def _reduce(chart: np.ndarray, decrease: str):
    """``(value, count of not-NaN entries)`` of ``chart`` (batch, class) reduced by ``decrease``."""
    nans = np.isnan(chart)
    not_nans = (~nans).astype(float)
    chart[nans] = 0
    if decrease == "mean_batch":  # MindSpore 2.10's table maps this name to a function, not a result
        raise TypeError("cannot unpack non-iterable function object")
    zero = np.zeros(1, dtype=float)
    if decrease == "mean":
        nn_ = not_nans.sum(axis=1)
        chart = np.where(nn_ > 0, chart.sum(axis=1) / nn_, zero)
        nn_ = (nn_ > 0).astype(float).sum(axis=0)
        return np.where(nn_ > 0, chart.sum(axis=0) / nn_, zero), nn_
    if decrease == "sum":
        return np.sum(chart, axis=(0, 1)), not_nans.sum(axis=(0, 1))
    if decrease == "sum_batch":
        return chart.sum(axis=0), not_nans.sum(axis=0)
    if decrease == "mean_channel":
        nn_ = not_nans.sum(axis=1)
        return np.where(nn_ > 0, chart.sum(axis=1) / nn_, zero), nn_
    if decrease == "sum_channel":
        return chart.sum(axis=1), not_nans.sum(axis=1)
    return chart, not_nans


class ConfusionMatrixMetric(Metric):
    """Scores from the confusion matrix of binarised predictions (N, C, ...) and labels of the same shape.

    ``metric_name`` is one of MindSpore's names ("sensitivity", "specificity", "precision", "f1 score",
    "matthews correlation coefficient", ...). With ``calculation_method=False`` the counts are summed over all
    updates and the score computed once; with True the score is computed per update (reduced by ``decrease``)
    and averaged over the updates (inputs with 2 dimensions always use the first way). ``skip_channel=False``
    drops channel 0. ``eval()`` returns a numpy array (or float). Mirrors ``mindspore.train.ConfusionMatrixMetric``.

    Raises:
        TypeError/ValueError: bad arguments or inputs; NotImplementedError: an unknown ``metric_name`` (at
        update); RuntimeError: ``eval`` without samples (``calculation_method=True``).
    """

    def __init__(
        self,
        skip_channel: bool = True,
        metric_name: str = "sensitivity",
        calculation_method: bool = False,
        decrease: str = "mean",
    ) -> None:
        super().__init__()
        self.skip_channel = validator.check_value_type("skip_channel", skip_channel, [bool])
        self.calculation_method = validator.check_value_type("calculation_method", calculation_method, [bool])
        self.metric_name = validator.check_value_type("metric_name", metric_name, [str])
        decrease = validator.check_value_type("decrease", decrease, [str])
        decreases = ["none", "mean", "sum", "mean_batch", "sum_batch", "mean_channel", "sum_channel"]
        self.decrease = validator.check_string(decrease, decreases, "decrease")
        self._per_update = calculation_method
        self.clear()

    def clear(self) -> None:
        """Reset the sums."""
        self._total_num = 0
        self._class_num = 0
        self._total_tp = 0.0
        self._total_fp = 0.0
        self._total_tn = 0.0
        self._total_fn = 0.0

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Add one batch ``(y_pred, y)``."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "ConfusionMatrixMetric.update",
                f"it needs 2 inputs (predicted value, true value), but got {len(inputs)}.",
            )
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if not np.all(y.astype(np.uint8) == y):
            raise _errors.value_error(
                "ConfusionMatrix.update", "the true value (input[1]) must be a binarized ndarray."
            )
        if y_pred.ndim < 2:
            raise _errors.value_error(
                "ConfusionMatrix.update",
                f"the predicted value (input[0]) must have at least 2 dimensions, but got {y_pred.ndim}.",
            )
        if y_pred.ndim == 2 or (y_pred.ndim == 3 and y_pred.shape[-1] == 1):
            self._per_update = False  # MindSpore switches its inner calculator off for good here
        matrix = _confusion(y_pred, y, self.skip_channel)
        if self.calculation_method:
            if self._per_update:
                score, not_nans = _reduce(_compute_metric(self.metric_name, matrix), self.decrease)
            else:  # as in MindSpore 2.10: the raw matrix is unpacked along its batch axis
                score, not_nans = matrix
            not_nans = int(not_nans.item())
            self._total_num += score.item() * not_nans
            self._class_num += not_nans
        else:
            summed, _ = _reduce(matrix, "sum")
            self._total_tp += summed[0].item()
            self._total_fp += summed[1].item()
            self._total_tn += summed[2].item()
            self._total_fn += summed[3].item()

    def eval(self):
        """The score."""
        if self.calculation_method:
            if self._class_num == 0:
                raise RuntimeError(
                    "The 'ConfusionMatrixMetric' can not be calculated, because the number of samples is 0, please "
                    "check whether your inputs(predicted value, true value) are empty, or has called update method "
                    "before calling eval method."
                )
            return self._total_num / self._class_num
        matrix = np.array([self._total_tp, self._total_fp, self._total_tn, self._total_fn])
        return _compute_metric(self.metric_name, matrix)
