# Model.train call order of callback hooks (2.x names and 1.x fallbacks), cb_params keys/fields and LossMonitor lines, 2 epochs x 3 steps.
import numpy as np

import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Callback, LossMonitor, Model

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.array([[1.0], [0.0], [1.0], [0.5], [0.2], [0.3]], np.float32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
print(data.get_dataset_size(), data.get_col_names(), data.get_batch_size())
net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")

NAMES = [
    "on_train_begin",
    "on_train_epoch_begin",
    "on_train_step_begin",
    "on_train_step_end",
    "on_train_epoch_end",
    "on_train_end",
]


class Rec(Callback):
    pass


def mk(n):
    def f(self, rc):
        cb = rc.original_args()
        print(
            n,
            cb.get("cur_epoch_num"),
            cb.get("cur_step_num"),
            cb.get("batch_num"),
            cb.get("epoch_num"),
            "net_outputs" in cb,
        )

    return f


for n in NAMES:
    setattr(Rec, n, mk(n))


class Old(Callback):
    """Only 1.x names: reached through the on_train_* defaults."""

    def begin(self, rc):
        print("begin", sorted(rc.original_args().keys()))

    def epoch_begin(self, rc):
        print("epoch_begin", rc.original_args().cur_epoch_num)

    def step_begin(self, rc):
        print("step_begin", rc.original_args().cur_step_num)

    def step_end(self, rc):
        print("step_end", rc.original_args().cur_step_num)

    def epoch_end(self, rc):
        print("epoch_end", rc.original_args().cur_epoch_num)

    def end(self, rc):
        print("end", rc.original_args().cur_step_num)


class Fields(Callback):
    def on_train_step_end(self, rc):
        cb = rc.original_args()
        if cb.cur_step_num == 1:
            for k in sorted(cb):
                v = cb[k]
                plain = isinstance(v, (int, str, float, bool, type(None)))
                print(" ", k, type(v).__name__, v if plain else "")
            print(type(cb).__name__, type(rc).__name__, isinstance(cb, dict))
            print("elem", len(cb.train_dataset_element), [t.shape for t in cb.train_dataset_element])
            print("out", cb.net_outputs.shape, cb.net_outputs.dtype, round(float(cb.net_outputs.asnumpy()), 4))
            print(cb.train_network is model.train_network, cb.network is net, cb.train_dataset is data)
            print(len(cb.list_callback) >= 3)


model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
model.train(2, data, callbacks=[Rec(), Old(), Fields(), LossMonitor()])
print(type(model.train_network).__name__, type(model.predict_network).__name__, model.eval_network)
print(model.predict_network is net)
