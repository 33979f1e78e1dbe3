# LossMonitor/TimeMonitor details: NaN loss termination, per_print_times skipping, custom train cell via Model(network)
import numpy as np
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Callback

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.arange(6, dtype=np.float32).reshape(6, 1) / 10


def make(yy=y):
    return ds.NumpySlicesDataset({"x": x, "y": yy}, shuffle=False).batch(2)


class Out(Callback):
    def on_train_step_end(self, rc):
        o = rc.original_args().net_outputs
        print(
            "outputs",
            type(o).__name__,
            len(o) if isinstance(o, (tuple, list)) else "",
            [type(t).__name__ for t in o] if isinstance(o, tuple) else "",
        )


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
model = Model(nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01)))
model.train(2, make(), callbacks=[LossMonitor(4)])
bad = y.copy()
bad[3] = np.nan
net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
try:
    model.train(2, make(bad), callbacks=[LossMonitor()])
except Exception as e:
    print(type(e).__name__, e)
net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
for bad_arg in [0, -1, 1.5]:
    try:
        TimeMonitor(bad_arg)
        print("ok", bad_arg)
    except Exception as e:
        print(type(e).__name__, e)
lm = LossMonitor(2)
model.train(1, make(), callbacks=[lm])
model.train(1, make(), callbacks=[lm])
