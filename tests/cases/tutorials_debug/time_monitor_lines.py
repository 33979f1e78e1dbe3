# compare: structure
# TimeMonitor lines (train and fit with eval), data_time=True, data_size, printed per epoch; timings vary so only structure is compared
import numpy as np
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, TimeMonitor, LossMonitor

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.arange(6, dtype=np.float32).reshape(6, 1) / 10


def make():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01), metrics={"mse": nn.MSE()})
model.train(2, make(), callbacks=[TimeMonitor()])
model.train(1, make(), callbacks=[TimeMonitor(data_size=3), LossMonitor()])
model.train(1, make(), callbacks=[TimeMonitor(data_time=True)])
model.fit(2, make(), make(), callbacks=[TimeMonitor()])
print(model.eval(make(), callbacks=[TimeMonitor()]))
for bad in [dict(data_size=0), dict(data_size=-1), dict(data_time=1)]:
    try:
        TimeMonitor(**bad)
        print("ok", bad)
    except Exception as e:
        print(type(e).__name__, e)
