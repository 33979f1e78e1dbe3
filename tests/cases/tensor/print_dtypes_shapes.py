# Tensor repr/str for every dtype and 0-d..4-d shapes, nan/inf, negative zero, tiny/huge magnitudes, Parameter, tensors in containers.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter

dts = [
    ms.bool_,
    ms.int8,
    ms.int16,
    ms.int32,
    ms.int64,
    ms.uint8,
    ms.uint16,
    ms.uint32,
    ms.uint64,
    ms.float16,
    ms.bfloat16,
    ms.float32,
    ms.float64,
    ms.complex64,
    ms.complex128,
]
for dt in dts:
    for shp in [(), (3,), (12,), (13,), (24,), (25,), (2, 3), (7, 2), (2, 8), (2, 2, 7), (1, 2, 1, 3)]:
        n = int(np.prod(shp))
        a = (np.arange(n) % 5 - 1).reshape(shp)
        t = Tensor(a.astype(np.float64)).astype(dt) if dt != ms.bool_ else Tensor(a > 0)
        print(dt, shp, repr(t))
        print(t)
for v in [
    [-0.0, 0.0],
    [1e-8, 1e8],
    [1e-40, 3e38],
    [np.nan, np.inf, -np.inf, 1.0],
    [123456.789, 0.001],
    [1e300, -1e-300],
]:
    for dt in [ms.float16, ms.bfloat16, ms.float32, ms.float64]:
        t = Tensor(np.array(v), dt)
        print(dt, repr(t))
        print(t)
        print(repr(t[0]))
        print(t[0])
for v in [-0.0, 1e-8, 1e20, 123456789.0, 0.1, np.nan, -np.inf]:
    for dt in [ms.float16, ms.float32, ms.float64, ms.bfloat16]:
        t = Tensor(v, dt)
        print(repr(t), t)
print(repr(Tensor(np.array([1 + 2j, -0.0 - 1j, 1e10 + 1e-10j, np.nan + 1j]), ms.complex64)))
print(Tensor(np.array([1 + 2j, -0.0 - 1j, 1e10 + 1e-10j]), ms.complex128))
print(repr(Tensor(np.array([2**63 - 1, 0], dtype=np.uint64))), repr(Tensor(np.array([-128, 127], np.int8))))
p = Parameter(Tensor(np.arange(8).reshape(2, 4).astype(np.float32)), name="w")
print(repr(p))
print(p)
print(str(p))
print((Tensor(1), Tensor([1.5, 2.0])), [Tensor([True, False])], {"k": Tensor([[1, 2]])})
print([p])
print(repr(Tensor(np.arange(60).reshape(3, 4, 5)[..., :0].reshape(3, 4, 0))))
