# printing networks and callbacks while debugging: Cell repr of wrapped train networks, cb_params.train_network, optimizer, metric objects
import numpy as np
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, LossMonitor


class LeNetTiny(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 2, 3, pad_mode="valid", weight_init="ones")
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.conv1(x)))))


net = LeNetTiny()
print(net)
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
print(nn.WithLossCell(net, loss))


class Show(Callback):
    def on_train_begin(self, rc):
        cb = rc.original_args()
        print(cb.train_network)
        print(cb.loss_fn)
        print(type(cb.optimizer).__name__)


x = np.ones((4, 1, 6, 6), np.float32)
y = np.array([0, 1, 0, 1], np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
Model(net, loss, opt).train(1, data, callbacks=[Show()])
print(type(LossMonitor()).__name__, type(nn.Accuracy()).__name__)
