# Migration guide model_and_cell: re-initialise weights over cells_and_names, to_float, freezing, parameter dicts, Cell flags
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.common.initializer import initializer, Constant, One, Zero, Normal, HeUniform


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, has_bias=True)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Dense(4, 2)
        self.scale = Parameter(Tensor(2.0, ms.float32), name="scale", requires_grad=False)

    def construct(self, x):
        x = ops.relu(self.bn(self.conv(x)))
        return self.fc(x.mean((2, 3))) * self.scale


net = Net()
for name, cell in net.cells_and_names():
    if isinstance(cell, nn.Conv2d):
        cell.weight.set_data(initializer(Constant(0.1), cell.weight.shape, cell.weight.dtype))
        cell.bias.set_data(initializer(Zero(), cell.bias.shape, cell.bias.dtype))
    elif isinstance(cell, nn.Dense):
        cell.weight.set_data(initializer("ones", cell.weight.shape, cell.weight.dtype))
        cell.bias.set_data(initializer(0.5, [2], ms.float32))
for p in net.get_parameters():
    print(p.name, p.shape, p.dtype, p.requires_grad, float(p.asnumpy().sum()))
print(len(net.trainable_params()), len(net.untrainable_params()), len(list(net.get_parameters())))
pd = net.parameters_dict()
print(type(pd).__name__, list(pd.keys()))
x = Tensor(np.arange(2 * 3 * 5 * 5, dtype=np.float32).reshape(2, 3, 5, 5) / 150)
print(net(x))
net.fc.to_float(ms.float16)
out = net(x)
print(out.dtype, out)
net.fc.to_float(ms.float32)
net.fc.weight.requires_grad = False
print([p.name for p in net.trainable_params()])
t = initializer(Normal(), [2, 3], ms.float32)
print(type(t).__name__, t.shape, t.dtype)
print(initializer(One(), (2,), ms.int32))
print(net.training, net.fc.training)
net.set_train()
print(net.training, net.bn.training)
net.set_train(False)
print(net.training, net.bn.training)
net.set_grad()
print(net.requires_grad)
w = Parameter(Tensor(np.ones((2, 2), np.float32)))
print(w.name)
w2 = Parameter(initializer(HeUniform(), [3, 3]), name="w2")
print(w2.shape, w2.dtype, w2.name)
cl = nn.CellList([nn.Dense(2, 2), nn.ReLU()])
print([n for n, _ in cl.parameters_and_names()])
sc = nn.SequentialCell(nn.Dense(2, 2), nn.ReLU())
print([n for n, _ in sc.parameters_and_names()], len(sc))
od = nn.SequentialCell({"d": nn.Dense(2, 2), "r": nn.ReLU()}) if False else None
print(net.fc.weight.asnumpy())
