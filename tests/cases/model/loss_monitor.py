# LossMonitor(per_print_times) line format and step numbering, initial_epoch, single-callback argument, sink mode on CPU.
import numpy as np

import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, Model

x = np.arange(40, dtype=np.float32).reshape(10, 4) / 20
y = (np.arange(10, dtype=np.float32).reshape(10, 1) % 3) / 2


def data(bs=2):
    return ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(bs)


def fresh():
    net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
    return Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))


print("-- per_print_times=2")
fresh().train(2, data(), callbacks=[LossMonitor(2)])
print("-- per_print_times=3, initial_epoch=1")
fresh().train(3, data(), callbacks=LossMonitor(3), initial_epoch=1)
print("-- per_print_times=0")
fresh().train(1, data(), callbacks=[LossMonitor(0)])
print("-- dataset_sink_mode=True")
fresh().train(1, data(5), callbacks=[LossMonitor()], dataset_sink_mode=True)
print("-- sink_size=1")
fresh().train(2, data(5), callbacks=[LossMonitor()], dataset_sink_mode=True, sink_size=1)
for bad in (-1, 1.5):
    try:
        LossMonitor(bad)
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__, e)
