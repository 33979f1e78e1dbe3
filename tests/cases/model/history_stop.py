# History, LambdaCallback, EarlyStopping(monitor='loss') and run_context.request_stop() during Model.train.
import numpy as np

import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Callback, EarlyStopping, History, LambdaCallback, Model

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.array([[1.0], [0.0], [1.0], [0.5], [0.2], [0.3]], np.float32)


def data():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


def fresh(lr=0.01):
    net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
    return Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), lr))


h = History()
fresh().train(3, data(), callbacks=[h])
print(h.epoch, sorted(h.history), [round(float(v), 4) for v in h.history["net_output"]])
print(type(h.history["net_output"][0]).__name__)

log = []
lc = LambdaCallback(
    on_train_begin=lambda rc: log.append("begin"),
    on_train_epoch_end=lambda rc: log.append(("epoch", rc.original_args().cur_epoch_num)),
    on_train_step_end=lambda rc: log.append(rc.original_args().cur_step_num),
    on_train_end=lambda rc: log.append("end"),
)
fresh().train(2, data(), callbacks=[lc])
print(log)


class StopAt(Callback):
    def on_train_step_end(self, rc):
        cb = rc.original_args()
        print("step", cb.cur_epoch_num, cb.cur_step_num)
        if cb.cur_step_num == 4:
            rc.request_stop()
            print("stop requested", rc.get_stop_requested())

    def on_train_epoch_end(self, rc):
        print("epoch_end", rc.original_args().cur_epoch_num)

    def on_train_end(self, rc):
        print("train_end", rc.original_args().cur_step_num)


fresh().train(5, data(), callbacks=[StopAt()])

es = EarlyStopping(monitor="loss", patience=1, verbose=True)
h = History()
fresh(lr=0.05).train(6, data(), callbacks=[es, h])
print(es.stopped_epoch, es.wait, h.epoch)
es = EarlyStopping(monitor="loss", patience=0, mode="max", verbose=True)
fresh().train(4, data(), callbacks=[es])
print(es.stopped_epoch)
