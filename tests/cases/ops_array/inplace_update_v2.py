# InplaceUpdateV2 (indices as an input): int/tuple/Tensor indices, negatives, repeats, dtypes and errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
op = P.InplaceUpdateV2()
print(op)
x = Tensor(np.arange(12).reshape(4, 3), ms.float32)
v = Tensor(-np.arange(6).reshape(2, 3), ms.float32)
for idx in ((0, 2), 1, Tensor([3, 0], ms.int32), Tensor([1, 2], ms.int64), (2, 2), Tensor([-1, 0], ms.int32)):
    vv = v[:1] if isinstance(idx, int) else v
    try:
        print(op(x, idx, vv))
    except Exception as e:
        print(type(e).__name__, str(e).split("\n")[0][:200])
for dt in (ms.float16, ms.float64, ms.int32, ms.int8, ms.int64, ms.uint8, ms.bool_, ms.bfloat16):
    try:
        print(dt, op(x.astype(dt), (0, 1), v.astype(dt)).dtype)
    except Exception as e:
        print(dt, type(e).__name__, str(e).split("\n")[0][:200])
bad = (
    lambda: op(x, (0, 1), v.astype(ms.float16)),
    lambda: op(x, (0, 5), v),
    lambda: op(x, (0,), v),
    lambda: op(x, (0, 1), Tensor(np.ones((2, 4)), ms.float32)),
    lambda: op(x, Tensor([0.0, 1.0]), v),
    lambda: op(x, [0, 1], v),
)
for f in bad:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).split("\n")[0][:200])
