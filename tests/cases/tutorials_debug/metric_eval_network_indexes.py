# custom Metric in Model: eval_network with eval_indexes, nn.Loss metric, Metric __call__, _convert_data on lists/np, old import paths
import numpy as np
from mindspore import nn, Tensor
import mindspore.dataset as ds
from mindspore.train import Model, Metric
from mindspore.nn.metrics import Accuracy as Acc1
from mindspore.train.metrics import Accuracy as Acc2
from mindspore.nn import Accuracy as Acc3

print(Acc1 is Acc2, Acc2 is Acc3)


class LossWithLabel(Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self.n = 0
        self.calls = []

    def update(self, *inputs):
        self.calls.append(tuple(type(i).__name__ for i in inputs))
        self.n += 1

    def eval(self):
        return self.n


class SumMetric(Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self.total = 0.0

    def update(self, *inputs):
        a = self._convert_data(inputs[0])
        self.total += float(np.sum(a))

    def eval(self):
        return self.total


m = SumMetric()
print(m(Tensor([1.0, 2.0])), type(m._convert_data([1, 2])).__name__, type(m._convert_data(np.ones(2))).__name__)
try:
    m._convert_data("abc")
except Exception as e:
    print(type(e).__name__, e)
print(m(np.array([3.0])))

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = (np.arange(6) % 2).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(3)
net = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
eval_net = nn.WithEvalCell(net, loss)
lw = LossWithLabel()
model = Model(
    net,
    loss,
    nn.SGD(net.trainable_params(), 0.1),
    metrics={"loss": nn.Loss(), "acc": nn.Accuracy(), "cnt": lw},
    eval_network=eval_net,
    eval_indexes=[0, 1, 2],
)
print(model.eval(data))
print(lw.calls)
try:
    Model(net, loss, metrics={"acc"}, eval_network=eval_net, eval_indexes=[0, 1])
except Exception as e:
    print(type(e).__name__, e)
lw2 = LossWithLabel()
model = Model(net, loss, metrics={"cnt": lw2, "acc": nn.Accuracy()})
print(model.eval(data))
print(lw2.calls)
try:
    model = Model(net, metrics={"acc": nn.Accuracy()})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
model = Model(net, loss)
try:
    model.eval(data)
except Exception as e:
    print(type(e).__name__, e)
