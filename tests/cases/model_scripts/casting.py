# dtype casting corners: float->int truncation, int overflow wrap, float16 rounding, negative to uint8, bool casts, astype chains
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

f = Tensor(np.array([-2.7, -0.5, 0.5, 1.5, 2.5, 300.7], np.float32))
for dt in [ms.int32, ms.int8, ms.uint8, ms.int16, ms.int64, ms.bool_, ms.float16, ms.float64]:
    r = f.astype(dt) if dt not in (ms.int8, ms.uint8) else f[:5].astype(dt)
    print(dt, r.dtype, r)
i = Tensor(np.array([127, -128, 255, 1000], np.int32))
print(ops.cast(i, ms.int8), ops.cast(i, ms.uint8), ops.cast(i, ms.float32))
print(ops.cast(Tensor([70000.0]), ms.float16))
print(Tensor(np.array([0.1, 0.2, 0.3], np.float16)).astype(ms.float32))
print(Tensor([1e-8], ms.float16), Tensor([65504.0], ms.float16) * 2)
print(Tensor([True, False]).astype(ms.float32), Tensor([0.0, -0.0, 2.0]).astype(ms.bool_))
print(Tensor([1.9, -1.9]).int(), Tensor([3, 4]).float() / 2)
print(Tensor(np.array([1, 2], np.int16)) * Tensor(np.array([3, 4], np.int8)))
print((Tensor(np.array([100], np.int8)) + Tensor(np.array([100], np.int8))).dtype)
print(Tensor(np.array([2**31 - 1], np.int32)) + 1)
print(ops.mean(Tensor([1, 2], ms.int32).astype(ms.float32)), ops.sum(Tensor([True, True, False])))
print(ops.sum(Tensor([100, 100], ms.int8)), ops.sum(Tensor([100, 100], ms.int8)).dtype)
print(ops.cumsum(Tensor([1, 2], ms.int8), 0).dtype, ops.prod(Tensor([2, 3], ms.int32)).dtype)
print(Tensor([3], ms.int32) / Tensor([2], ms.int32), (Tensor([3], ms.int32) / Tensor([2], ms.int32)).dtype)
print(ops.div(Tensor([7, -7]), 2, rounding_mode="trunc"), ops.div(Tensor([7, -7]), 2, rounding_mode="floor"))
print(ops.floor_divide(Tensor([7.5, -7.5]), 2.0), ops.fmod(Tensor([7.5, -7.5]), 2.0))
print(ops.round(Tensor([0.5, 1.5, 2.5, -0.5])))
print(Tensor(np.array([1, 2], np.uint8)) - Tensor(np.array([2, 1], np.uint8)))
print(ms.tensor(np.float64(1.5)).dtype, ms.tensor(np.int16(3)).dtype, ms.tensor(3.0, ms.int32))
print(Tensor(np.array([1.5, 2.5]), ms.int32), Tensor([[1, 2]], ms.float16).dtype)
