# Layer-by-layer output comparison: forward hooks on cells_and_names collect each sub-cell output
import numpy as np
from mindspore import nn, ops, Tensor


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="pad", padding=1, weight_init="ones", has_bias=True, bias_init="zeros")
        self.bn = nn.BatchNorm2d(2)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.block(x))))


net = Net()
outputs = {}


def make_hook(name):
    def hook(cell, inputs, output):
        outputs[name] = output

    return hook


handles = []
for name, cell in net.cells_and_names():
    print(repr(name), type(cell).__name__)
    if name and not cell.cells():
        handles.append(cell.register_forward_hook(make_hook(name)))
x = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4) / 16)
out = net(x)
for k, v in outputs.items():
    print(k, v.shape, v.dtype, float(v.sum()))
print(out)
for h in handles:
    h.remove()
outputs.clear()
net(x)
print(len(outputs))
print([n for n, _ in net.name_cells().items()])
print([n for n, _ in net.parameters_and_names()])
print(ops.isfinite(out).all(), ops.isnan(out).any())
