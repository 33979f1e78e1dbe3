# custom bprop returning too few / too many gradients, or a bare Tensor for a one-input cell
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)

class A(nn.Cell):
    def construct(self, x, y):
        return x * y
    def bprop(self, x, y, out, dout):
        return (dout,)
try:
    print(ms.grad(A(), grad_position=(0, 1))(x, y))
except Exception as e:
    print(type(e).__name__, e)

class B(nn.Cell):
    def construct(self, x, y):
        return x * y
    def bprop(self, x, y, out, dout):
        return dout, dout, dout
try:
    print(ms.grad(B(), grad_position=(0, 1))(x, y))
except Exception as e:
    print(type(e).__name__, e)

class C(nn.Cell):
    def construct(self, x):
        return x * 2
    def bprop(self, x, out, dout):
        return dout
try:
    print(ms.grad(C())(x))
except Exception as e:
    print(type(e).__name__, e)
