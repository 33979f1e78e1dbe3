"""jit_class: a plain class works inside jit; on an nn.Cell subclass or on a non-class it raises TypeError."""

import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, jit_class, nn


@jit_class
class Scale:
    def __init__(self, k):
        self.k = k

    def apply(self, x):
        return x * self.k


s = Scale(3.0)


@jit
def f(x):
    return s.apply(x) + 1


print(f(Tensor(np.array([1.0, 2.0], np.float32))))

try:

    @jit_class
    class Bad(nn.Cell):
        def construct(self, x):
            return x

except TypeError as e:
    print("TypeError", e)

try:
    jit_class(Scale(1.0))
except TypeError as e:
    print("TypeError", str(e).split(" but got")[0])
