# Model(net, loss_fn, optimizer, metrics) train/eval/predict with LossMonitor, sink_size, EarlyStopping, History, LambdaCallback
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.train import Model, LossMonitor, History, LambdaCallback, EarlyStopping, ReduceLROnPlateau
from mindspore.train.callback import RunContext

rng = np.random.RandomState(3)
X = rng.randn(40, 4).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)


def make_ds(bs=8):
    return ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(bs)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": nn.Accuracy(), "loss": nn.Loss(), "top1": nn.Top1CategoricalAccuracy()})
hist = History()
ends = []
lam = LambdaCallback(on_train_epoch_end=lambda rc: ends.append(rc.original_args().cur_epoch_num))
model.train(3, make_ds(), callbacks=[LossMonitor(2), hist, lam], dataset_sink_mode=False)
print("history keys", sorted(hist.epoch.keys()) if isinstance(hist.epoch, dict) else hist.epoch, sorted(hist.history.keys()))
print("epochs", ends, [round(float(np.asarray(v)), 5) for v in hist.history["net_output"]])
res = model.eval(make_ds(), dataset_sink_mode=False)
print({k: round(float(v), 5) for k, v in sorted(res.items())})
pred = model.predict(Tensor(X[:3]))
print(pred.shape, pred)
net2 = Net()
model2 = Model(net2, loss_fn=loss, optimizer=nn.SGD(net2.trainable_params(), 0.2), metrics={"acc"})
model2.train(2, make_ds(), callbacks=[LossMonitor()], dataset_sink_mode=True, sink_size=3)
print(model2.eval(make_ds(), dataset_sink_mode=True))
net3 = Net()
model3 = Model(net3, loss_fn=loss, optimizer=nn.SGD(net3.trainable_params(), 0.2), metrics={"acc"})
model3.fit(2, make_ds(), valid_dataset=make_ds(), valid_frequency=1, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print(net3.fc.bias.asnumpy())
