# nn.AdamOffload (Adam's update, (1,)-shaped beta powers), nn.ParameterUpdate, nn.VirtualDatasetCellTriple, Cell.phase assignment.
import numpy as np
import mindspore as ms
import mindspore
from mindspore import nn, Tensor

ms.set_seed(1)
net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
opt = nn.AdamOffload(net.trainable_params(), learning_rate=0.1)
print([(n, p.shape, p.dtype) for n, p in opt.parameters_and_names()])
g = (Tensor(np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]], np.float32)), Tensor(np.array([0.5, -0.5], np.float32)))
print(opt(g))
print(net.weight.asnumpy(), net.bias.asnumpy())
print(opt(g))
print(net.weight.asnumpy(), net.bias.asnumpy())
print(opt.beta1_power.asnumpy(), opt.moment1[0].asnumpy())

network = nn.Dense(3, 4)
param = network.parameters_dict()["weight"]
update = nn.ParameterUpdate(param)
update.phase = "update_param"
weight = Tensor(np.arange(12).reshape((4, 3)), mindspore.float32)
print(update(weight))
print(network.weight.value())
try:
    nn.ParameterUpdate(weight)
except TypeError as e:
    print(e)
v = nn.VirtualDatasetCellTriple(nn.Dense(2, 2))
print([n for n, _ in v.parameters_and_names()])
update.set_train()
print(update.phase)
try:
    update(Tensor(np.ones((2, 2)), mindspore.float32))
except Exception as e:
    print(type(e).__name__)
