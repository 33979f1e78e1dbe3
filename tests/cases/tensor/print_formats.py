# Tensor str/repr in every form users see in logs: scalars, ints, floats, bool, summarised, nested in tuples.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter

cases = [
    Tensor(2, ms.int32), Tensor(4.0, ms.float32), Tensor(2.5, ms.float32), Tensor(0.1, ms.float32),
    Tensor(True), Tensor(1e-9, ms.float32), Tensor(123456789.0, ms.float32), Tensor(-0.0, ms.float32),
    Tensor([1, 2, 3]), Tensor([1.0, 2.0]), Tensor([1.5, -2.25, 3.0], ms.float32),
    Tensor(np.ones((2, 3), np.float32)), Tensor(np.arange(6).reshape(2, 3)), Tensor([True, False, True]),
    Tensor(np.ones((1, 2, 1, 1), np.float32)), Tensor(np.arange(2000, dtype=np.float32)),
    Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float16)), Tensor([1.0], ms.float64), Tensor([1, 2], ms.uint8),
    Tensor(np.zeros((0, 3), np.float32)), Tensor(np.zeros(0, np.float32)), Tensor([np.nan, np.inf, -np.inf], ms.float32),
    Tensor(3, ms.int8), Tensor(3.5, ms.float16), Tensor([1, 100, -5]), Tensor([[1, 100], [-5, 2]], ms.int32),
    Tensor(np.arange(2002).reshape(1001, 2)), Tensor(np.arange(3000.0, dtype=np.float32).reshape(3, 1000)),
    Tensor(np.ones((2, 2, 2, 2), np.float32)), Tensor(np.float64(2.0)), Tensor(1e20, ms.float32),
    Tensor([1e-3, 1e30], ms.float32),
]
for t in cases:
    print("STR<<%s>>" % (t,))
    print("REPR<<%r>>" % (t,))
p = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")
print("P<<%s>> <<%r>>" % (p, p))
print((p,), [Tensor(1), Tensor([1.0])], {"a": Tensor(1)})
print(ms.float32, repr(ms.float32), ms.int64, ms.bool_, repr(ms.bool_), ms.bfloat16, ms.complex64)
print(Tensor([1, 2, 3]).dtype, Tensor(1).dtype, Tensor(1.0).dtype, Tensor(True).dtype, Tensor(np.float64(1)).dtype,
      Tensor(np.array([1.0])).dtype, Tensor([1, 2.0]).dtype, Tensor(np.array([1, 2], np.int32)).dtype)
print(Tensor([1, 2, 3]).shape, type(Tensor([1]).shape).__name__, Tensor([1, 2]).ndim, Tensor([1, 2]).size,
      Tensor([1, 2]).itemsize, Tensor([1, 2]).nbytes)
