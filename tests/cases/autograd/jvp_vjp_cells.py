# the deprecated mindspore.nn.grad Jvp / Vjp cells, nested Jvp, and custom_vjp
import numpy as np

import mindspore
from mindspore import Tensor, nn
from mindspore.nn.grad import Jvp, Vjp
from mindspore.ops import composite as C
from mindspore.ops.function.grad.grad_func import custom_vjp


class One(nn.Cell):
    def construct(self, x):
        return x**3, 2 * x


class Two(nn.Cell):
    def construct(self, x, y):
        return x * y * y, x * x * y


x = Tensor(np.array([[1, 2], [3, 4]], np.float32))
v = Tensor(np.array([[1, 0.5], [2, 1]], np.float32))
print(Jvp(One())(x, v))
y = x + 1
print(Jvp(Two())(x, y, (v, v)))
print(Vjp(One())(x, (v, v)))
print(Vjp(Two())(x, y, (v, v)))


class JvpNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = Jvp(net)
        self.sens = Tensor(np.array([1, 1], np.float32))

    def construct(self, a, b):
        _, g = self.net(a, b, (self.sens, self.sens))
        return g


a = Tensor(np.array([1, 2], np.float32))
print(JvpNet(JvpNet(Two()))(a, a))


@custom_vjp
def fn(p, q):
    return p * q


fn.defbwd(lambda p, q, out, dout: (p + p, q * 3))
print(C.GradOperation(get_all=True)(fn)(a, a + 1))
print(mindspore.ops.function.grad(lambda t: t * t)(a))
