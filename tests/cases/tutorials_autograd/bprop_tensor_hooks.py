# bprop returning zeros_like/None-like entries, bprop cells nested, Tensor hooks around bprop cells, register_hook errors
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class Clip(nn.Cell):
    def construct(self, x, lo):
        return ops.minimum(ops.maximum(x, lo), 2.0)
    def bprop(self, x, lo, out, dout):
        print("Clip bprop", x.dtype, lo)
        return dout, ops.zeros_like(lo)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.clip = Clip()
    def construct(self, x, lo):
        y = x * 3
        y.register_hook(lambda g: print("y grad", g))
        z = self.clip(y, lo)
        z.register_hook(lambda g: g * 2)
        return (z * z).sum()

x = Tensor(np.array([0.1, 0.5, 1.0]), ms.float32)
lo = Tensor(np.array([0.0, 0.0, 0.0]), ms.float32)
net = Net()
print(net(x, lo))
print(ms.grad(net, (0, 1))(x, lo))
print(ms.value_and_grad(net, 0)(x, lo))

class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Net()
    def construct(self, x, lo):
        return self.inner(x, lo) * 2
    def bprop(self, x, lo, out, dout):
        print("Outer bprop", out, dout)
        return x * dout, lo
print(ms.grad(Outer(), (0, 1))(x, lo))

for bad in [None, 3, "f"]:
    try:
        x.register_hook(bad)
    except Exception as e:
        print(type(e).__name__, e)
t = Tensor(np.array([1.0]), ms.float32)
h = t.register_hook(lambda g: print("t hook", g))
print(ms.grad(lambda a: a * 5)(t))
h.remove()
h.remove()
print(ms.grad(lambda a: a * 5)(t))
