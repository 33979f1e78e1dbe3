# printing Tensors of many dtypes and shapes: empty, 0-d, summarised large tensors, float16, bool, int8, str/repr
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter

cases = [
    Tensor(3.5),
    Tensor(7, ms.int32),
    Tensor(True),
    Tensor(np.array([], np.float32)),
    Tensor(np.zeros((0, 3), np.int32)),
    Tensor(np.array([1.5, -2.25, 3.0], np.float16)),
    Tensor(np.array([[1, -2], [3, 4]], np.int8)),
    Tensor(np.array([[True, False]])),
    Tensor(np.array([1e-8, 1.0, 1e8], np.float32)),
    Tensor(np.array([0.1, 0.25], np.float64)),
    Tensor(np.array([255, 0], np.uint8)),
    Tensor(np.array([2**40, -1], np.int64)),
    Tensor(np.arange(2000, dtype=np.float32)),
    Tensor(np.arange(3000, dtype=np.int32).reshape(30, 100)),
    Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7),
    Tensor(np.array([np.nan, np.inf, -np.inf, 0.0], np.float32)),
    Tensor(np.array([1.0, 2.0], np.float32)).astype(ms.bfloat16),
]
for t in cases:
    print(t.dtype, t.shape, t.size, t.ndim)
    print(t)
print(repr(Tensor([1.0, 2.0])))
print(repr(Tensor(2)))
print(str(Tensor([[1, 2]])))
print(f"{Tensor([1.5, 2.5])}")
print("fmt", "%s" % Tensor([1]))
p = Parameter(Tensor(np.ones((2, 2), np.float32)), name="w")
print(p)
print(repr(p))
p2 = Parameter(Tensor(0.5), name="scale", requires_grad=False)
print(p2)
print(ms.float32, ms.int64, ms.bool_, ms.float16, ms.uint8, ms.bfloat16, ms.complex64)
print(repr(ms.float32), type(ms.float32).__name__, str(ms.int8))
print(ms.tensor([1, 2]).dtype, ms.tensor([1.0]).dtype, ms.tensor(True).dtype)
