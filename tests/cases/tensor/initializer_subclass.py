"""A user Initializer subclass overriding _initialize(arr), MindSpore's extension point: used through initializer(),
Parameter, layer weight_init and called directly on a numpy array; a subclass without _initialize."""

import numpy as np

import mindspore as ms
from mindspore import Parameter, nn
from mindspore.common.initializer import Initializer, initializer


class Fill(Initializer):
    def __init__(self, value=0.5):
        super().__init__(value=value)
        self.value = value

    def _initialize(self, arr):
        arr.fill(self.value)


class Ramp(Initializer):
    def _initialize(self, arr):
        arr[...] = np.arange(arr.size).reshape(arr.shape) / 4


print(initializer(Fill(0.25), [2, 3], ms.float32))
print(initializer(Ramp(), (2, 2), ms.float16))
print(initializer(Ramp(), (2, 2), ms.float16).init_data())
print(initializer(Ramp(), (5,), ms.int32).init_data())
print(initializer(Fill(2.5), (3,), ms.float64).init_data())
print(initializer(Ramp(), (5,), ms.int32))
p = Parameter(initializer(Fill(), [2], ms.float32), name="p")
print(p.name, p.asnumpy(), p.dtype)
dense = nn.Dense(3, 2, weight_init=Fill(0.1), bias_init=Ramp())
print(dense.weight.asnumpy(), dense.bias.asnumpy())
conv = nn.Conv2d(1, 2, 2, weight_init=Ramp())
print(conv.weight.asnumpy().ravel())
arr = np.zeros((2, 2), np.float32)
Ramp()(arr)
print(arr)


class Nothing(Initializer):
    pass


try:
    print(initializer(Nothing(), [2], ms.float32).asnumpy())
except Exception as e:
    print(type(e).__name__)
