"""`mindspore.nn`: Cell, layers, losses, optimizers, wrappers and learning-rate schedules."""

from . import cell, dynamic_lr, layer, learning_rate_schedule, loss, optim, wrap  # noqa: F401
from .cell import Cell, GraphCell
from .dynamic_lr import *  # noqa: F401,F403
from .layer import *  # noqa: F401,F403
from .learning_rate_schedule import *  # noqa: F401,F403
from .loss import *  # noqa: F401,F403
from .optim import *  # noqa: F401,F403
from .wrap import *  # noqa: F401,F403

__all__ = ["Cell", "GraphCell"]

# MindSpore 2.x also exposes the metrics as `mindspore.nn.Accuracy` etc.; loaded on first use so that
# importing `nn` does not pull in `mindspore.train`.
_METRIC_NAMES = (
    "Metric",
    "Accuracy",
    "Precision",
    "Recall",
    "Fbeta",
    "F1",
    "MAE",
    "MSE",
    "Loss",
    "TopKCategoricalAccuracy",
    "Top1CategoricalAccuracy",
    "Top5CategoricalAccuracy",
    "ConfusionMatrix",
    "names",
    "get_metric_fn",
    "rearrange_inputs",
)


def __getattr__(name: str):
    if name == "metrics" or name in _METRIC_NAMES:
        import importlib

        m = importlib.import_module("mindshim.nn.metrics")
        return m if name == "metrics" else getattr(m, name)
    raise AttributeError(f"module 'mindspore.nn' has no attribute '{name}'")
