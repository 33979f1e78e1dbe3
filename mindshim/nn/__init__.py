"""`mindspore.nn`: Cell, layers, losses, optimizers, wrappers and learning-rate schedules."""

from . import cell, dynamic_lr, grad, layer, learning_rate_schedule, loss, optim, wrap  # noqa: F401
from .cell import Cell, GraphCell
from .dynamic_lr import *  # noqa: F401,F403
from .grad import Jvp, Vjp  # noqa: F401
from .layer import *  # noqa: F401,F403
from .learning_rate_schedule import *  # noqa: F401,F403
from .loss import *  # noqa: F401,F403
from .optim import *  # noqa: F401,F403
from .wrap import *  # noqa: F401,F403

# `mindspore.nn.CosineSimilarity` is the metric (MindSpore imports its metrics after the layers); the layer of
# that name stays `mindspore.nn.layer.CosineSimilarity`.
globals().pop("CosineSimilarity", None)

__all__ = ["Cell", "GraphCell"]


# MindSpore 2.x also exposes the metrics as `mindspore.nn.Accuracy` etc.; loaded on first use so that
# importing `nn` does not pull in `mindspore.train`.
# The `*Ext` layers of `mindspore.nn` are the `mindspore.mint.nn` classes themselves (loaded on first use).
_MINT_EXT = {
    "DropoutExt": "Dropout", "Dropout2dExt": "Dropout2d", "AvgPool1dExt": "AvgPool1d", "AvgPool2dExt": "AvgPool2d",
    "AvgPool3dExt": "AvgPool3d", "MaxPool2dExt": "MaxPool2d", "LayerNormExt": "LayerNorm",
    "LogSoftmaxExt": "LogSoftmax", "PReLUExt": "PReLU", "EmbeddingExt": "Embedding", "L1LossExt": "L1Loss",
}  # fmt: skip


def __getattr__(name: str):
    import importlib

    if name in _MINT_EXT:
        return getattr(importlib.import_module("mindshim.mint.nn"), _MINT_EXT[name])
    metrics = importlib.import_module("mindshim.nn.metrics")
    if name == "metrics":
        return metrics
    if name in metrics.__all__:
        return getattr(metrics, name)
    raise AttributeError(f"module 'mindspore.nn' has no attribute '{name}'")


def __dir__():
    import importlib

    return sorted(set(globals()) | {"metrics", *_MINT_EXT, *importlib.import_module("mindshim.nn.metrics").__all__})
