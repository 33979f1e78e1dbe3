# Metric classes reachable as mindspore.train.X, mindspore.nn.X and mindspore.nn.metrics.X; the name helpers.
import mindspore.nn as nn
import mindspore.train as train
from mindspore.nn import metrics as nn_metrics

names = [
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
    "Metric",
]
for n in names:
    print(n, getattr(train, n) is getattr(nn, n), getattr(nn_metrics, n) is getattr(train, n))
print(train.names() == nn_metrics.names(), type(train.get_metric_fn("mae")).__name__)
print(callable(train.rearrange_inputs), callable(nn.rearrange_inputs))
