# ms.jit with input_signature, jit_class, ms.mutable, ops.Print inside jit, Cell construct under GRAPH_MODE
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, jit, jit_class, mutable


@jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[3], dtype=ms.float32)))
def affine(x, b):
    return ops.matmul(x, ops.ones((3, 2), ms.float32)) + b[:2]


print(affine(Tensor(np.ones((2, 3), np.float32)), Tensor([1.0, 2.0, 3.0])))
print(affine(Tensor(np.ones((4, 3), np.float32)), Tensor([0.0, 0.0, 0.0])).shape)


@jit_class
class Scaler:
    def __init__(self, k):
        self.k = k

    def apply(self, x):
        return x * self.k


class UseScaler(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = Scaler(3.0)

    @jit
    def construct(self, x):
        return self.s.apply(x) + 1


print(UseScaler()(Tensor([1.0, 2.0])))


@jit
def sum_list(xs):
    out = xs[0]
    for i in range(1, len(xs)):
        out = out + xs[i]
    return out


print(sum_list(mutable([Tensor([1.0]), Tensor([2.0]), Tensor([3.0])])))
m = mutable((Tensor([1, 2]), Tensor([3, 4])))
print(isinstance(m, tuple), len(m))
d = mutable({"a": Tensor(1.0), "b": Tensor(2.0)})
print(sorted(d.keys()))


@jit
def take_dict(dd):
    return dd["a"] * 10 + dd["b"]


print(take_dict(d))
print(mutable(2), isinstance(mutable(2), int))


class PrintNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pr = ops.Print()

    def construct(self, x):
        y = x * 2
        self.pr("y is:", y)
        return y


ms.set_context(mode=ms.GRAPH_MODE)
r = PrintNet()(Tensor(np.array([[1, 2], [3, 4]], np.int32)))
print("returned", r)


@jit
def branchy(x, flag):
    if flag > 0:
        return x + 1
    return x - 1


print(branchy(Tensor([1.0]), Tensor(1)), branchy(Tensor([1.0]), Tensor(-1)))


@jit
def loop(x, n):
    i = 0
    while i < n:
        x = x * 2
        i += 1
    return x


print(loop(Tensor([1.0]), 3))
ms.set_context(mode=ms.PYNATIVE_MODE)
print(ms.get_context("mode"))
