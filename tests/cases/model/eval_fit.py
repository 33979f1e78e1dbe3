# Model.eval / fit / predict with metrics {'acc', 'loss'}: results, eval callback fields, eval_results with eval_loss, LossMonitor eval line.
import numpy as np

import mindspore.dataset as ds
from mindspore import Tensor, nn
from mindspore.train import Accuracy, Callback, Loss, LossMonitor, Model

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.array([0, 1, 2, 1, 0, 2], np.int32)


def data():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


w = np.array([[0.1, -0.2, 0.3, 0.0], [0.0, 0.1, -0.1, 0.2], [-0.3, 0.2, 0.1, 0.1]], np.float32)
net = nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics={"acc": Accuracy(), "loss": Loss()})
print(type(model.eval_network).__name__, type(model.train_network).__name__)
by_name = Model(net, loss, metrics={"acc", "loss"})
print(sorted(by_name.eval(data()).items()))


def fmt(d):
    return {k: round(float(v), 5) for k, v in sorted(d.items())} if d is not None else None


r = model.eval(data())
print(fmt(r), [isinstance(v, float) for v in r.values()])


class E(Callback):
    def on_eval_begin(self, rc):
        print("eval_begin", sorted(rc.original_args().keys()))

    def on_eval_step_end(self, rc):
        cb = rc.original_args()
        print("eval_step", cb.cur_step_num, cb.batch_num, cb.mode, type(cb.net_outputs).__name__, len(cb.net_outputs))

    def on_eval_end(self, rc):
        cb = rc.original_args()
        print("eval_end", sorted(cb.keys()), fmt(cb.get("metrics")))

    def on_train_epoch_end(self, rc):
        cb = rc.original_args()
        print("train_epoch_end", cb.cur_epoch_num, fmt(cb.get("metrics")), fmt(cb.get("eval_results")), cb.mode)

    def on_train_end(self, rc):
        cb = rc.original_args()
        print("train_end", "metrics" in cb, "eval_results" in cb, cb.cur_step_num, cb.batch_num)


print(fmt(model.eval(data(), callbacks=[E()])))
model.fit(2, data(), data(), callbacks=[E(), LossMonitor()])
model.fit(3, data(), data(), valid_frequency=[1, 3], callbacks=[E()])
p = model.predict(Tensor(x[:2]))
print(type(p).__name__, p.shape, np.round(p.asnumpy(), 4).tolist())
print(Model(net).predict(Tensor(x[:1])).shape)
m2 = Model(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9))
for bad in (
    lambda: m2.eval(data()),
    lambda: Model(net, metrics={"acc"}),
    lambda: Model(net, loss, metrics={"nope"}),
    lambda: Model(net, foo=1),
    lambda: m2.train(0, data()),
    lambda: m2.train(2, data(), initial_epoch=2),
    lambda: m2.fit(1, data(), data()),
    lambda: Model(net, loss, metrics=["acc"]),
):
    try:
        bad()
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__)
