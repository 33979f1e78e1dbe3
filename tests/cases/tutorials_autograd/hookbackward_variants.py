# HookBackward variants: several inputs, hook returning None, used twice, in GradOperation with sens, errors
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

def h_print(grad):
    print("grad", type(grad).__name__, len(grad), grad)

def h_scale(grad):
    return tuple(g * 3 for g in grad)

hp = ops.HookBackward(h_print)
hs = ops.HookBackward(h_scale)

def f(x, y):
    a, b = hp(x, y)
    return a * b

x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)
print(ms.grad(f, (0, 1))(x, y))
out = hp(x, y)
print(type(out).__name__, out)
out1 = hp(x)
print(type(out1).__name__, out1)

def f2(x):
    z = hs(x)
    z = hs(z * 2)
    return z.sum()
print(ms.grad(f2)(x))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hook = ops.HookBackward(h_print)
    def construct(self, x, y):
        z = x * y
        z = self.hook(z)
        return z * z
net = Net()
go = ops.GradOperation(get_all=True, sens_param=True)
print(go(net)(x, y, Tensor(np.array([0.5, 2.0]), ms.float32)))
go1 = ops.GradOperation(sens_param=True)
print(go1(net)(x, y, Tensor(np.array([1.0, 1.0]), ms.float32)))

try:
    ops.HookBackward(5)
except Exception as e:
    print(type(e).__name__, e)
try:
    hp(1.0)
except Exception as e:
    print(type(e).__name__, e)

def bad(grad):
    return (grad[0], grad[0])
hb = ops.HookBackward(bad)
def f3(x):
    return hb(x) * 2
try:
    print(ms.grad(f3)(x))
except Exception as e:
    print(type(e).__name__, str(e)[:200])
