# Metric values on fixed inputs: Accuracy, Precision, Recall, F1, Fbeta, MAE, MSE, Loss, top-k, ConfusionMatrix; names table; errors.
import numpy as np

from mindspore import Tensor
from mindspore.train import metrics as train

y_pred = Tensor(
    np.array([[0.2, 0.5, 0.3], [0.3, 0.2, 0.5], [0.9, 0.05, 0.05], [0.1, 0.1, 0.8], [0.4, 0.35, 0.25]], np.float32)
)
y = Tensor(np.array([1, 0, 0, 2, 1], np.int32))


def show(v):
    a = np.asarray(v)
    print(a.dtype.name, np.round(a.astype(np.float64), 6).tolist())


m = train.Accuracy()
m.update(y_pred, y)
show(m.eval())
m.update(y_pred, Tensor(np.array([1, 1, 1, 1, 1], np.int32)))
show(m.eval())
m.clear()
m.update(y_pred, np.eye(3)[[1, 0, 0, 2, 1]])
show(m.eval())
m = train.Accuracy("multilabel")
m.update(np.array([[0, 1, 1], [1, 0, 1]]), np.array([[0, 1, 1], [0, 0, 1]]))
show(m.eval())
for cls in (train.Precision, train.Recall):
    m = cls()
    m.update(y_pred, y)
    show(m.eval())
    show(m.eval(average=True))
m = train.Precision("multilabel")
m.update(np.array([[0, 1, 1], [1, 0, 1]]), np.array([[0, 1, 1], [0, 0, 1]]))
show(m.eval())
show(m.eval(average=True))
m = train.F1()
m.update(y_pred, y)
show(m.eval())
show(m.eval(average=True))
m = train.Fbeta(2)
m.update(y_pred, y)
show(m.eval())
p = Tensor(np.array([0.1, 0.2, 0.6, 0.9], np.float32))
t = Tensor(np.array([0.1, 0.25, 0.7, 0.9], np.float32))
for cls in (train.MAE, train.MSE):
    m = cls()
    m.update(p, t)
    show(m.eval())
    m.update([1.0, 2.0], [1.5, 2.5])
    show(m.eval())
m = train.Loss()
m.update(Tensor(np.array(0.2, np.float32)))
m.update(Tensor(np.array([0.4, 0.8], np.float32)))
show(m.eval())
for k in (1, 2):
    m = train.TopKCategoricalAccuracy(k)
    m.update(y_pred, y)
    show(m.eval())
m = train.Top1CategoricalAccuracy()
m.update(y_pred, y)
show(m.eval())
m = train.Top5CategoricalAccuracy()
m.update(np.tile(np.arange(6, dtype=np.float32), (2, 1)), np.array([0, 5]))
show(m.eval())
for norm in ("no_norm", "target", "prediction", "all"):
    m = train.ConfusionMatrix(3, normalize=norm)
    m.update(y_pred, y)
    show(m.eval())
m = train.ConfusionMatrix(2)
m.update(np.array([0.2, 0.7, 0.6, 0.1], np.float32), np.array([0, 1, 0, 1]))
show(m.eval())
show(train.Accuracy()(y_pred, y))
m = train.Accuracy().set_indexes([1, 2])
m.update("ignored", y_pred, y)
show(m.eval())
print(train.names())
print(type(train.get_metric_fn("acc")).__name__, type(train.get_metric_fn("top_5_accuracy")).__name__)
print(issubclass(train.MAE, train.Metric))
for bad in (
    lambda: train.Accuracy().eval(),
    lambda: train.get_metric_fn("nope"),
    lambda: train.Fbeta(0),
    lambda: train.TopKCategoricalAccuracy(0),
    lambda: train.Accuracy().update(y_pred),
    lambda: train.Accuracy().update(y_pred, Tensor(np.array([[1, 0]]))),
    lambda: train.Loss().update(Tensor(np.ones((2, 2), np.float32))),
    lambda: train.MAE().update((1, 2), (1, 2)),
):
    try:
        bad()
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__)
