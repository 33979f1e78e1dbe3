# In-place writes while a gradient is recorded (PyNative): Tensor setitem in loops and after the value was used, ops.assign / assign_add to Parameters used before the write; MindSpore's gradients, no torch in-place error.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn


def run(name, fn):
    try:
        print(name, fn())
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:150])


x = Tensor([2.0, 3.0], ms.float32)


def f1(x):
    y = x * 1
    for i in range(3):
        y[0] = y[0] * x[1]
        y += x


run("setitem loop", lambda: ms.grad(f1)(x))


def f1b(x):
    y = ops.zeros((3,), ms.float32)
    for i in range(3):
        y[i] = x[0] * i + x[1]
    return (y * y).sum()


run("setitem fill", lambda: ms.grad(f1b)(x))


def f1c(x):
    y = x * 2
    z = y * y
    y[1] = 0.0
    return (z + y).sum()


run("setitem after use", lambda: ms.value_and_grad(f1c)(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")

    def construct(self, x):
        out = (x * self.w).sum()
        for _ in range(2):
            ops.assign(self.w, self.w * 2)
        return out + (x * self.w).sum()


net = Net()
run("assign trained param", lambda: ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x))
print(net.w.value())


class Net2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")
        self.s = Parameter(Tensor([0.0, 0.0], ms.float32), name="s", requires_grad=False)

    def construct(self, x):
        h = x
        for i in range(3):
            h = h * self.w
            ops.assign_add(self.s, h)
            self.s[0] = self.s[0] + 1
        return (h * self.s).sum()


net2 = Net2()
run("assign_add + param setitem", lambda: ops.GradOperation(get_by_list=True)(net2, net2.trainable_params())(x))
print(net2.s.value())


def f4(x):
    y = x * 1
    y[x > 2.5] = 0
    return (y * x).sum()


run("mask setitem", lambda: ms.grad(f4)(x))


def f5(x):
    y = x * 2
    z = y * y
    y[1] = x[0] * 1
    return (z + y).sum()


run("setitem grad value after use", lambda: ms.value_and_grad(f5)(x))


def f6(x):
    y = x * 2
    z = y * y
    y[0:1] = 0.0
    y[1] = y[0] + x[1]
    return (z * y).sum()


run("setitem mixed", lambda: ms.value_and_grad(f6)(x))
