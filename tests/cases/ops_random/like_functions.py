# ops.rand_like / randn_like / randint_like: the default dtype (rand_like and randint_like keep the input's, randn_like gives Float32 whatever the input), a given dtype, the numbers for a seed (MindSpore's UniformReal / StandardNormal / UniformInt draws cast to the dtype), and the errors for a dtype of the wrong kind.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


x16 = Tensor(np.arange(6).reshape(2, 3), ms.float16)
x64 = Tensor(np.arange(6).reshape(2, 3), ms.float64)
xi = Tensor(np.arange(6).reshape(2, 3), ms.int32)
xb = Tensor(np.ones((2, 3), np.bool_))
for name, x in (("f16", x16), ("f64", x64), ("i32", xi), ("bool", xb)):
    attempt(f"rand_like_{name}", lambda: ops.rand_like(x))
    attempt(f"randn_like_{name}", lambda: ops.randn_like(x))
    attempt(f"randint_like_{name}", lambda: ops.randint_like(x, 0, 5))
    for dt in (ms.float16, ms.float32, ms.int8, ms.int64):
        attempt(f"rand_like_{name}_{dt}", lambda: ops.rand_like(x, dtype=dt))
        attempt(f"randn_like_{name}_{dt}", lambda: ops.randn_like(x, dtype=dt))
        attempt(f"randint_like_{name}_{dt}", lambda: ops.randint_like(x, 0, 5, dtype=dt))

# the numbers for a seed
print("rand_like", ops.rand_like(x64, seed=5).asnumpy().round(6).tolist())
print("rand_like_f16", ops.rand_like(x16, seed=5).asnumpy().tolist())
print("randn_like", ops.randn_like(x16, seed=7, dtype=ms.float64).asnumpy().round(6).tolist())
print("randn_like_i32", ops.randn_like(xi, seed=7).asnumpy().round(6).tolist())
print("randint_like", ops.randint_like(xi, -3, 9, seed=11).asnumpy().tolist())
print("randint_like_i8", ops.randint_like(xi, 0, 100, seed=11, dtype=ms.int8).asnumpy().tolist())
print("rand", ops.rand(2, 3, seed=5).asnumpy().round(6).tolist())
print("randn", ops.randn(2, 3, seed=7).asnumpy().round(6).tolist())
attempt("randint_like_float_low", lambda: ops.randint_like(xi, 0.5, 3))
attempt("randint_like_bool_high", lambda: ops.randint_like(xi, 0, True))
