# ops.bidense: values over float and integer dtypes (integer wrap, Int64 without bias), shapes, argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
np.set_printoptions(precision=4, suppress=True)
rng = np.random.RandomState(0)
def T(shape, dt):
    return Tensor(rng.randint(-5, 5, shape).astype(dt))
for dt in (np.float32, np.float16, np.float64, np.int8, np.int32):
    x1, x2, w, b = T((2,), dt), T((3,), dt), T((4, 2, 3), dt), T((4,), dt)
    for bias in (None, b):
        try:
            o = ops.bidense(x1, x2, w, bias)
            print(dt.__name__, o.dtype, o.shape, o.asnumpy())
        except Exception as e:
            print(dt.__name__, type(e).__name__, str(e).split("\n")[0][:150])
x1, x2, w, b = T((2, 5, 2), np.float32), T((2, 5, 3), np.float32), T((4, 2, 3), np.float32), T((4,), np.float32)
print(ops.bidense(x1, x2, w, b).shape, ops.bidense(x1, x2, w).asnumpy().sum())
print(ops.bidense(T((3, 2), np.float32), T((3, 3), np.float32), w, b))
bad = (
    lambda: ops.bidense(x1, T((2, 4, 3), np.float32), w, b),
    lambda: ops.bidense(np.ones((2,)), x2, w),
    lambda: ops.bidense(x1, x2, w, 1.0),
    lambda: ops.bidense(T((2,), np.float32), T((3,), np.float32), w, T((4,), np.float16)),
)
for f in bad:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).split("\n")[0][:200])
try:
    ops.bidense(T((2,), np.float32), T((3,), np.float32), T((4, 3, 3), np.float32))
except ValueError:
    print("weight of the wrong shape: ValueError")
