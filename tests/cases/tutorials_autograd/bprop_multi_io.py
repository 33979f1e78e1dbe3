# custom bprop: multiple inputs/outputs, with params, inside GradOperation get_by_list, with hooks
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

class MulAdd(nn.Cell):
    def construct(self, x, y):
        return x * y, x + y
    def bprop(self, x, y, out, dout):
        print("bprop out", out)
        print("bprop dout", dout)
        return dout[0] * y + dout[1], dout[0] * x * 0 + 5

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = MulAdd()
        self.w = Parameter(Tensor(np.array([2.0, 3.0]), ms.float32), name="w")
    def construct(self, x, y):
        a, b = self.m(x * self.w, y)
        return a + b

net = Net()
x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)
g = ops.GradOperation(get_all=True, get_by_list=True)(net, ms.ParameterTuple(net.trainable_params()))(x, y)
print(g)
g = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x, y)
print(g)
g = ops.GradOperation()(net)(x, y)
print(g)

# bprop on cell with parameter: param gets zero grad? 
class WithP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0]), ms.float32), name="pw")
    def construct(self, x):
        return x * self.w
    def bprop(self, x, out, dout):
        return (dout * 100,)
wp = WithP()
print(ms.grad(wp, grad_position=0, weights=wp.trainable_params())(x))

# bprop + backward hook on same cell
class Sq(nn.Cell):
    def construct(self, x):
        return x * x
    def bprop(self, x, out, dout):
        print("Sq bprop")
        return (dout * 3,)
class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sq = Sq()
    def construct(self, x):
        return self.sq(x) * 2
o = Outer()
def bh(cell, gi, go):
    print("bh", gi, go)
o.sq.register_backward_hook(bh)
print(ms.grad(o)(x))
def fh(cell, i, out):
    print("fh", out)
o.sq.register_forward_hook(fh)
print(ms.grad(o)(x))
