# Backward hooks on multi-input / multi-output cells, tuple outputs, hooks modifying gradients
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class Two(nn.Cell):
    def construct(self, x, y):
        return x * y, x + y

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.two = Two()
    def construct(self, x, y):
        a, b = self.two(x, y)
        return (a * 2 + b).sum()

def bhook(cell, gin, gout):
    print("bhook gin", len(gin), gin)
    print("bhook gout", len(gout), gout)
    return (gin[0] * 10, gin[1])

def bpre(cell, gout):
    print("bpre gout", gout)
    return (gout[0] + 1, gout[1])

net = Net()
x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)
h = net.two.register_backward_hook(bhook)
print(ms.grad(net, grad_position=(0, 1))(x, y))
h2 = net.two.register_backward_pre_hook(bpre)
print(ms.grad(net, grad_position=(0, 1))(x, y))
h.remove()
print(ms.grad(net, grad_position=(0, 1))(x, y))
h2.remove()
print(ms.grad(net, grad_position=(0, 1))(x, y))

# forward hook that modifies a tuple output
def fh(cell, inp, out):
    print("fh out type", type(out).__name__, len(out))
    return (out[0] * 0, out[1])
h3 = net.two.register_forward_hook(fh)
print(net(x, y))
print(ms.grad(net, grad_position=(0, 1))(x, y))
h3.remove()

# forward pre hook modifying inputs
def fp(cell, inp):
    print("fp", type(inp).__name__, len(inp))
    return (inp[0] * 2, inp[1])
h4 = net.two.register_forward_pre_hook(fp)
print(net(x, y))
print(ms.grad(net, grad_position=(0, 1))(x, y))
h4.remove()
# single tensor return from pre hook
def fp1(cell, inp):
    return inp[0] + 1
class One(nn.Cell):
    def construct(self, x):
        return x * x
o = One()
o.register_forward_pre_hook(fp1)
print(o(x))
print(ms.grad(o)(x))
