"""`mindspore.train`: checkpoints (save/load), and lazily Model, callbacks, metrics and loss-scale managers."""

from __future__ import annotations

import importlib as _importlib

from . import serialization as _serialization
from .serialization import *  # noqa: F401,F403  (save_checkpoint, load_checkpoint, ...)

# Resolved on first use, so that importing `mindspore.train` never depends on the heavier modules.
_LAZY = {
    "Model": ("mindshim.train.model", "Model"),
    "callback": ("mindshim.train.callback", None),
    "metrics": ("mindshim.train.metrics", None),
    "Callback": ("mindshim.train.callback", "Callback"),
    "CheckpointConfig": ("mindshim.train.callback", "CheckpointConfig"),
    "ModelCheckpoint": ("mindshim.train.callback", "ModelCheckpoint"),
    "LossMonitor": ("mindshim.train.callback", "LossMonitor"),
    "TimeMonitor": ("mindshim.train.callback", "TimeMonitor"),
    "SummaryCollector": ("mindshim.train.callback", "SummaryCollector"),
    "EarlyStopping": ("mindshim.train.callback", "EarlyStopping"),
    "ReduceLROnPlateau": ("mindshim.train.callback", "ReduceLROnPlateau"),
    "LambdaCallback": ("mindshim.train.callback", "LambdaCallback"),
    "RunContext": ("mindshim.train.callback", "RunContext"),
    "History": ("mindshim.train.callback", "History"),
    "LearningRateScheduler": ("mindshim.train.callback", "LearningRateScheduler"),
    "Metric": ("mindshim.train.metrics", "Metric"),
    "Accuracy": ("mindshim.train.metrics", "Accuracy"),
    "Loss": ("mindshim.train.metrics", "Loss"),
    "MAE": ("mindshim.train.metrics", "MAE"),
    "MSE": ("mindshim.train.metrics", "MSE"),
    "Precision": ("mindshim.train.metrics", "Precision"),
    "Recall": ("mindshim.train.metrics", "Recall"),
    "F1": ("mindshim.train.metrics", "F1"),
    "Top1CategoricalAccuracy": ("mindshim.train.metrics", "Top1CategoricalAccuracy"),
    "Top5CategoricalAccuracy": ("mindshim.train.metrics", "Top5CategoricalAccuracy"),
    "LossScaleManager": ("mindshim.train.loss_scale_manager", "LossScaleManager"),
    "FixedLossScaleManager": ("mindshim.train.loss_scale_manager", "FixedLossScaleManager"),
    "DynamicLossScaleManager": ("mindshim.train.loss_scale_manager", "DynamicLossScaleManager"),
    "amp": ("mindshim.train.amp", None),
    "build_train_network": ("mindshim.train.amp", "build_train_network"),
    "Fbeta": ("mindshim.train.metrics", "Fbeta"),
    "TopKCategoricalAccuracy": ("mindshim.train.metrics", "TopKCategoricalAccuracy"),
    "ConfusionMatrix": ("mindshim.train.metrics", "ConfusionMatrix"),
    "names": ("mindshim.train.metrics", "names"),
    "Dice": ("mindshim.train.metrics", "Dice"),
    "ROC": ("mindshim.train.metrics", "ROC"),
    "auc": ("mindshim.train.metrics", "auc"),
    "Perplexity": ("mindshim.train.metrics", "Perplexity"),
    "CosineSimilarity": ("mindshim.train.metrics", "CosineSimilarity"),
    "BleuScore": ("mindshim.train.metrics", "BleuScore"),
    "ConfusionMatrixMetric": ("mindshim.train.metrics", "ConfusionMatrixMetric"),
    "OnRequestExit": ("mindshim.train.callback", "OnRequestExit"),
    "SummaryRecord": ("mindshim.train.summary", "SummaryRecord"),
    "summary": ("mindshim.train.summary", None),
    "BackupAndRestore": ("mindshim.train.callback", "BackupAndRestore"),
    "DatasetHelper": ("mindshim.train.dataset_helper", "DatasetHelper"),
    "connect_network_with_dataset": ("mindshim.train.dataset_helper", "connect_network_with_dataset"),
    "dataset_helper": ("mindshim.train.dataset_helper", None),
    "data_sink": ("mindshim.train.data_sink", "data_sink"),
    "get_metric_fn": ("mindshim.train.metrics", "get_metric_fn"),
    "rearrange_inputs": ("mindshim.train.metrics", "rearrange_inputs"),
    "loss_scale_manager": ("mindshim.train.loss_scale_manager", None),
    "model": ("mindshim.train.model", None),
    "serialization": ("mindshim.train.serialization", None),
    "checkpoint_pb2": ("mindshim.train.checkpoint_pb2", None),
}

__all__ = list(_serialization.__all__)  # the checkpoint functions; the lazy names above are not star-exported


def __getattr__(name: str):
    try:
        module, attr = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'mindspore.train' has no attribute '{name}'") from None
    try:
        mod = _importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name != module:  # a real import error inside an existing module: show it
            raise
        raise AttributeError(
            f"module 'mindspore.train' has no attribute '{name}' ({module} is not available)"
        ) from None
    value = mod if attr is None else getattr(mod, attr)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
