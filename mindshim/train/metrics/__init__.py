"""`mindspore.train.metrics`: metric classes and the name table used by ``Model(metrics={'acc', ...})``."""

from __future__ import annotations

from ... import _api
from . import _metrics
from ._metrics import (
    F1,
    MAE,
    MSE,
    Accuracy,
    ConfusionMatrix,
    Fbeta,
    Loss,
    Precision,
    Recall,
    Top1CategoricalAccuracy,
    Top5CategoricalAccuracy,
    TopKCategoricalAccuracy,
)
from .auc import auc
from .bleu_score import BleuScore
from .confusion_matrix import ConfusionMatrixMetric
from .cosine_similarity import CosineSimilarity
from .dice import Dice
from .hausdorff_distance import HausdorffDistance
from .mean_surface_distance import MeanSurfaceDistance
from .occlusion_sensitivity import OcclusionSensitivity
from .root_mean_square_surface_distance import RootMeanSquareDistance
from .metric import EvaluationBase, Metric, rearrange_inputs
from .perplexity import Perplexity
from .roc import ROC
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


# MindSpore's name table
__factory__ = {
    "occlusion_sensitivity": OcclusionSensitivity,
    "hausdorff_distance": HausdorffDistance,
    "mean_surface_distance": MeanSurfaceDistance,
    "root_mean_square_distance": RootMeanSquareDistance,
    "dice": Dice,
    "roc": ROC,
    "auc": auc,
    "bleu_score": BleuScore,
    "cosine_similarity": CosineSimilarity,
    "perplexity": Perplexity,
    "confusion_matrix_metric": ConfusionMatrixMetric,
    "accuracy": Accuracy,
    "acc": Accuracy,
    "precision": Precision,
    "recall": Recall,
    "F1": F1,
    "topk": TopKCategoricalAccuracy,
    "top_1_accuracy": Top1CategoricalAccuracy,
    "top_5_accuracy": Top5CategoricalAccuracy,
    "mae": MAE,
    "mse": MSE,
    "loss": Loss,
    "confusion_matrix": ConfusionMatrix,
}


def names() -> list:
    """Sorted names accepted by :func:`get_metric_fn` and ``Model(metrics={...})``. Mirrors ``metrics.names``."""
    return sorted(__factory__.keys())


def get_metric_fn(name: str, *args, **kwargs) -> Metric:
    """A new metric object by name ('acc', 'loss', 'mae', ...). Mirrors ``mindspore.train.get_metric_fn``.

    Raises:
        KeyError: for an unknown name.
    """
    if name not in __factory__:
        raise _errors.op_error(
            KeyError,
            "get_metric_fn",
            f"unsupported metric {name}, please refer to official website for more details about supported metrics.",
        )
    return __factory__[name](*args, **kwargs)


def get_metrics(metrics) -> dict | None:
    """Normalize ``Model``'s ``metrics`` argument: a set of names -> {name: metric}; a dict is checked and kept.

    Raises:
        TypeError: if ``metrics`` is not None, a dict {str: Metric} or a set of names.
    """
    if metrics is None:
        return metrics
    if isinstance(metrics, dict):
        for name, metric in metrics.items():
            if not isinstance(name, str) or not isinstance(metric, Metric):
                raise _errors.type_error(
                    "get_metrics",
                    "if 'metrics' is dict, the key in 'metrics' must be string and value in "
                    f"'metrics' must be Metric, but got key:{type(name)}, value:{type(metric)}.",
                )
        return metrics
    if isinstance(metrics, set):
        return {name: get_metric_fn(name) for name in metrics}
    raise _errors.type_error("get_metrics", f"the argument 'metrics' must be None, dict or set, but got {metrics}")
