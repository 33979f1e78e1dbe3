# Auto-parallel settings that drive data-parallel training: defaults, argument checks, parameter_broadcast check.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn

for key in ("parallel_mode", "device_num", "global_rank", "gradients_mean", "parameter_broadcast", "full_batch"):
    print(key, repr(ms.get_auto_parallel_context(key)))
for kwargs in (
    {"parallel_mode": "bad"},
    {"parallel_mode": "DATA_PARALLEL"},
    {"device_num": 0},
    {"device_num": 2.0},
    {"gradients_mean": 1},
    {"parameter_broadcast": "yes"},
):
    try:
        ms.set_auto_parallel_context(**kwargs)
        print(kwargs, "accepted")
    except (TypeError, ValueError) as e:
        print(kwargs, type(e).__name__, e)
ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=4, gradients_mean=True, parameter_broadcast=True)
print([ms.get_auto_parallel_context(k) for k in ("parallel_mode", "device_num", "gradients_mean", "parameter_broadcast")])
ms.reset_auto_parallel_context()

# parameter_broadcast outside data parallel: Model.train refuses it
ms.set_auto_parallel_context(parameter_broadcast=True)
net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
model = ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
data = ms.dataset.NumpySlicesDataset({"x": np.ones((2, 2), np.float32), "y": np.ones((2, 1), np.float32)}, shuffle=False)
try:
    model.train(1, data.batch(2), dataset_sink_mode=False)
except ValueError as e:
    print("ValueError", e)
ms.reset_auto_parallel_context()

# DistributedGradReducer's degree check
for degree in (0, -1, 1.5, "2"):
    try:
        nn.DistributedGradReducer(net.trainable_params(), mean=True, degree=degree)
    except ValueError as e:
        print("ValueError", e)

# TrainOneStepCell in stand_alone: no reducer
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
print(step.parallel_mode, step.reducer_flag, type(step.grad_reducer).__name__)
print(step(Tensor(np.ones((2, 2), np.float32)), Tensor(np.ones((2, 1), np.float32))))
