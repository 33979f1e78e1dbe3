# mindspore.common.tensor._TensorMeta, used by MindNLP as the base of the metaclass of its typed Tensor subclasses
# (class TypedTensorMeta(_TensorMeta); class LongTensor(Tensor, metaclass=TypedTensorMeta)).
import abc

import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.common.tensor import _TensorMeta

print(issubclass(_TensorMeta, abc.ABCMeta), issubclass(_TensorMeta, type), _TensorMeta.__name__)
print(_TensorMeta.__str__ is object.__str__, _TensorMeta.__str__)


class TypedTensorMeta(_TensorMeta):
    def __isinstancecheck__(self, instance):
        if not isinstance(instance, Tensor):
            return False
        return instance.dtype == self.dtype


class LongTensor(Tensor, metaclass=TypedTensorMeta):
    dtype = ms.int64

    def __init__(self, data):
        super().__init__(data, dtype=ms.int64)


class FloatTensor(Tensor, metaclass=TypedTensorMeta):
    dtype = ms.float32

    def __init__(self, data):
        super().__init__(data, dtype=ms.float32)


t = LongTensor([1, 2, 3])
f = FloatTensor(np.array([0.5, 1.5]))
print(type(t).__name__, t.dtype, t.asnumpy().tolist(), isinstance(t, Tensor), isinstance(t, LongTensor))
print(type(f).__name__, f.dtype, f.asnumpy().tolist(), isinstance(f, LongTensor), isinstance(f, FloatTensor))
print(isinstance(Tensor([1]), LongTensor), isinstance(type(t), TypedTensorMeta), issubclass(LongTensor, Tensor))
print((t + 1).asnumpy().tolist(), type(t + 1).__name__ in ("Tensor", "LongTensor"))
