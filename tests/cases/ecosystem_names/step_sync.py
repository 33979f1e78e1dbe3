# train.model._StepSync (the callback Model adds to wait for the device each step) in a Model.train run.
import numpy as np

import mindspore as ms
from mindspore import nn
from mindspore.dataset import NumpySlicesDataset
from mindspore.train import Model
from mindspore.train.callback import Callback
from mindspore.train.model import _StepSync

print(issubclass(_StepSync, Callback), _StepSync.step_end(None))
ms.set_seed(1)
net = nn.Dense(3, 1)
data = NumpySlicesDataset({"x": np.ones((4, 3), np.float32), "y": np.zeros((4, 1), np.float32)}, shuffle=False).batch(2)


class Steps(Callback):
    def step_end(self, run_context):
        print("step", run_context.original_args().cur_step_num)


model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
model.train(1, data, callbacks=[_StepSync(), Steps()], dataset_sink_mode=False)
