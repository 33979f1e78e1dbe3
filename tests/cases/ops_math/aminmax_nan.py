# ops.aminmax / Tensor.aminmax with NaN (first, middle, last, all-NaN rows), inf, each axis, keepdims, float dtypes.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, " | ".join(f"{v.dtype}{list(v.shape)} {v.asnumpy().tolist()}" for v in r))
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__)


nan, inf = float("nan"), float("inf")
rows = [
    [nan, 1.0, 2.0, -1.0],
    [1.0, nan, -3.0, 4.0],
    [2.0, 5.0, -1.0, nan],
    [nan, nan, nan, nan],
    [3.0, -inf, inf, 0.0],
    [nan, inf, -inf, 7.0],
    [0.5, 0.25, 0.5, 0.25],
    [-0.0, 0.0, -2.0, 8.0],
]
for dname, dt in (("f32", np.float32), ("f16", np.float16), ("f64", np.float64)):
    x = Tensor(np.array(rows, dtype=dt))
    for axis in (0, 1, -1, None):
        for keep in (False, True):
            attempt(
                f"ops.aminmax[{dname}](axis={axis}, keepdims={keep})", lambda: ops.aminmax(x, axis=axis, keepdims=keep)
            )
    attempt(f"Tensor.aminmax[{dname}]()", lambda: x.aminmax())
    attempt(f"Tensor.aminmax[{dname}](axis=1)", lambda: x.aminmax(axis=1))
    attempt(f"ArgMinWithValue[{dname}](1)", lambda: ops.ArgMinWithValue(axis=1)(x))
    attempt(f"ArgMaxWithValue[{dname}](1)", lambda: ops.ArgMaxWithValue(axis=1)(x))
    attempt(f"ops.min[{dname}](1)", lambda: ops.min(x, 1))
    attempt(f"ops.max[{dname}](1)", lambda: ops.max(x, 1))
    for r in range(len(rows)):
        v = Tensor(np.array(rows[r], dtype=dt))
        attempt(f"ops.aminmax[{dname}](row {r})", lambda: ops.aminmax(v))
        attempt(f"ops.aminmax[{dname}](row {r}, None)", lambda: ops.aminmax(v, axis=None))
xi = Tensor(np.array([[3, -1, 7], [2, 2, -5]], dtype=np.int32))
attempt("ops.aminmax[int32](axis=1)", lambda: ops.aminmax(xi, axis=1))
attempt("ops.aminmax[int32](axis=None, keepdims=True)", lambda: ops.aminmax(xi, axis=None, keepdims=True))
