# Callback edge cases: request_stop in begin/epoch_begin/step_begin, stop in eval, non-Callback in list, callbacks as tuple/None, Callback context manager, RunContext API
import numpy as np
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Callback, Model, LossMonitor, RunContext

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.arange(6, dtype=np.float32).reshape(6, 1) / 10


def make():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


def new_model():
    net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
    return Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))


class StopAt(Callback):
    def __init__(self, where):
        self.where = where

    def _hit(self, name, rc):
        cb = rc.original_args()
        print(" ", name, cb.get("cur_epoch_num"), cb.get("cur_step_num"), rc.get_stop_requested())
        if name == self.where:
            rc.request_stop()
            print("  requested", rc.get_stop_requested())

    def on_train_begin(self, rc):
        self._hit("begin", rc)

    def on_train_epoch_begin(self, rc):
        self._hit("epoch_begin", rc)

    def on_train_step_begin(self, rc):
        self._hit("step_begin", rc)

    def on_train_step_end(self, rc):
        self._hit("step_end", rc)

    def on_train_epoch_end(self, rc):
        self._hit("epoch_end", rc)

    def on_train_end(self, rc):
        self._hit("end", rc)


for where in ["begin", "epoch_begin", "step_begin", "epoch_end"]:
    print("stop at", where)
    new_model().train(2, make(), callbacks=StopAt(where), dataset_sink_mode=False)

print("tuple of callbacks")
new_model().train(1, make(), callbacks=(LossMonitor(3),))
new_model().train(1, make(), callbacks=None)
for bad in [[LossMonitor(), 3], "cb", [print]]:
    try:
        new_model().train(1, make(), callbacks=bad)
    except Exception as e:
        print(type(e).__name__, e)

cbp = {"a": 1}
rc = RunContext(cbp)
print(rc.original_args() is cbp, rc.get_stop_requested())
rc.request_stop()
print(rc.get_stop_requested())
try:
    RunContext(3)
except Exception as e:
    print(type(e).__name__, e)
with LossMonitor() as lm:
    print(type(lm).__name__)
for bad in [0, -1, 1.5, True]:
    try:
        LossMonitor(bad)
    except Exception as e:
        print(type(e).__name__, e)


class EvalStop(Callback):
    def on_eval_step_end(self, rc):
        print("eval step", rc.original_args().cur_step_num)
        rc.request_stop()


print(
    Model(
        nn.Dense(4, 1, weight_init="ones", bias_init="zeros"), nn.MSELoss(), metrics={"mae": nn.MAE(), "mse": nn.MSE()}
    ).eval(make(), callbacks=EvalStop())
)
try:
    Model(nn.Dense(4, 1), nn.MSELoss(), metrics=["mae", "mse"])
except TypeError as e:
    print(type(e).__name__, e)
