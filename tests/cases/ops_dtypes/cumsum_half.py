# CumSum of Float16 accumulates step by step in Float16 (as numpy does), forwards and reversed, with exclusive
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops import operations as P

np.random.seed(3)
x = np.random.rand(2, 3, 40).astype(np.float16)
for axis in (0, 2, -1):
    r = ops.cumsum(Tensor(x), axis).asnumpy()
    print(axis, r.dtype, float(np.abs(r - np.cumsum(x, axis=axis)).max()), r[..., -1].reshape(-1)[:4].tolist())
for rev in (False, True):
    for excl in (False, True):
        r = P.CumSum(exclusive=excl, reverse=rev)(Tensor(x), 2).asnumpy()
        print("rev", rev, "excl", excl, r.dtype, r[0, 0, :3].tolist(), r[1, 2, -3:].tolist())
print("f32", ops.cumsum(Tensor(x), 2, dtype=ms.float32).dtype)
print("int8", ops.cumsum(Tensor(np.array([100, 100, 100], np.int8)), 0))
print("uint8", P.CumSum()(Tensor(np.array([200, 100, 1], np.uint8)), 0))
