# Hooks printing the cell, hooks on containers (SequentialCell/CellList), cell called twice, nested order
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

def pre(cell, inputs):
    print("pre:", cell.cls_name, type(inputs).__name__, [i.shape for i in inputs])

def fwd(cell, inputs, output):
    print("fwd:", cell.cls_name, output.shape)

def bwd(cell, gin, gout):
    print("bwd:", cell.cls_name, [g.shape for g in gin], [g.shape for g in gout])

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.act = nn.Sigmoid()
    def construct(self, x):
        return self.act(self.dense(x))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.seq = nn.SequentialCell(nn.Dense(2, 2, weight_init="ones", bias_init="zeros"), nn.ReLU())
        self.layers = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros") for _ in range(2)])
    def construct(self, x):
        x = self.block(x)
        x = self.block(x)
        x = self.seq(x)
        for c in self.layers:
            x = c(x)
        return x.sum()

net = Net()
for c in [net.block, net.block.dense, net.seq, net.seq[1], net.layers[0], net.layers]:
    c.register_forward_pre_hook(pre)
    c.register_forward_hook(fwd)
    c.register_backward_hook(bwd)
print(net.block.dense)
x = Tensor(np.array([[0.5, -0.5]]), ms.float32)
print("out", net(x))
print("grad", ms.grad(net)(x))

def show_cell(cell, inputs, output):
    print(cell)
d = nn.Dense(3, 1, weight_init="zeros")
d.register_forward_hook(show_cell)
d(Tensor(np.ones((1, 3)), ms.float32))
s = nn.SequentialCell([nn.ReLU(), nn.Tanh()])
s.register_forward_hook(show_cell)
s(Tensor(np.ones((1, 3)), ms.float32))
