# ops.Print output format: strings, numbers, tensors of several dtypes/shapes, one input per line; returns None.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

p = ops.Print()
p("hello", Tensor(np.array([1.0, 2.0], np.float32)), Tensor(3, ms.int32))
p(Tensor(np.array([[1.5, 2.0], [3.0, 4.0]], np.float32)))
p("a:", Tensor(np.array([True, False])), 5, 2.5)
p(Tensor(np.arange(6).reshape(2, 3)))
p(Tensor(np.array([1.0, 2.0], np.float16)), Tensor(2.5, ms.float32))
r = p("x")
print("ret", r)
print(repr(p))
print(repr(ops.Add()), repr(ops.ReduceSum(keep_dims=True)), repr(ops.ReduceMean()))
