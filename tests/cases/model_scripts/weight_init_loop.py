# model-zoo _init_weights: loop cells_and_names, set_data(initializer(...)) by type, then check stats/shapes
import math
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.common import initializer as weight_init
from mindspore.common.initializer import initializer, HeNormal, HeUniform, Normal, Constant, One, Zero, XavierNormal


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, has_bias=True)
        self.bn = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 1, has_bias=False)
        self.fc = nn.Dense(16, 10)
        self.emb = nn.Embedding(20, 6)
        self.ln = nn.LayerNorm((6,))


def init_weights(net):
    for _, cell in net.cells_and_names():
        if isinstance(cell, nn.Conv2d):
            cell.weight.set_data(initializer(HeNormal(negative_slope=math.sqrt(5), mode="fan_out", nonlinearity="relu"),
                                             cell.weight.shape, cell.weight.dtype))
            if cell.bias is not None:
                cell.bias.set_data(initializer("zeros", cell.bias.shape, cell.bias.dtype))
        elif isinstance(cell, nn.BatchNorm2d):
            cell.gamma.set_data(initializer(One(), cell.gamma.shape))
            cell.beta.set_data(initializer(Zero(), cell.beta.shape))
        elif isinstance(cell, nn.Dense):
            cell.weight.set_data(initializer(Normal(0.01), cell.weight.shape, cell.weight.dtype))
            cell.bias.set_data(initializer(Constant(0.1), cell.bias.shape, cell.bias.dtype))
        elif isinstance(cell, nn.Embedding):
            cell.embedding_table.set_data(initializer(XavierNormal(), cell.embedding_table.shape))
        elif isinstance(cell, nn.LayerNorm):
            cell.gamma.set_data(initializer("ones", cell.gamma.shape))


ms.set_seed(1)
net = Net()
init_weights(net)
for name, p in net.parameters_and_names():
    a = p.asnumpy()
    print(name, p.shape, p.dtype, "mean~0" if abs(a.mean()) < 0.05 else round(float(a.mean()), 3))
c1 = net.conv1.weight.asnumpy()
print("conv1 std ratio", round(float(c1.std() / math.sqrt(2.0 / (8 * 9))), 0))
print("fc std ~0.01", abs(float(net.fc.weight.asnumpy().std()) - 0.01) < 0.003)
print(net.fc.bias.asnumpy())
print(weight_init.Normal(0.02).sigma if hasattr(weight_init.Normal(0.02), "sigma") else "n/a")
t = initializer(HeUniform(), [4, 5], ms.float32)
print(type(t).__name__, t.shape, t.init_data().shape if hasattr(t, "init_data") else None)
w = ms.Parameter(initializer("normal", [3, 3]), name="w")
print(w.shape, w.dtype, w.has_init if hasattr(w, "has_init") else None)
print(w.asnumpy().shape, w.init_data().shape)
