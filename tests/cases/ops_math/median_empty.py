# Median of empty tensors across ops.median / Tensor.median / ops.Median / ops.nanmedian / mint.median: MindSpore's
# kernel gives a result of the reduced shape along an empty axis (its values are left unset there, so only the
# dtype and shape are compared), a 0 (integers) or NaN (floats) global median, and
# mint.median (MedianDim) refuses an empty dim.
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, ops

ms.runtime.launch_blocking()


def attempt(tag, fn, values=True):
    try:
        r = fn()
        r = r if isinstance(r, tuple) else (r,)
        print(tag, " | ".join(f"{v.dtype}{list(v.shape)} {v.asnumpy().tolist() if values else ''}" for v in r))
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0])


for dname, dt in (("i16", np.int16), ("i32", np.int32), ("i64", np.int64), ("f32", np.float32), ("f64", np.float64)):
    x = Tensor(np.zeros((2, 0, 3), dt))
    for ax in (1, -2, 0, 2):
        attempt(f"{dname} ops.median axis={ax}", lambda: ops.median(x, axis=ax), values=ax in (0, 2))
        attempt(
            f"{dname} ops.median axis={ax} keep", lambda: ops.median(x, axis=ax, keepdims=True), values=ax in (0, 2)
        )
        attempt(f"{dname} Median axis={ax}", lambda: ops.Median(axis=ax)(x), values=ax in (0, 2))
    attempt(f"{dname} Tensor.median", lambda: x.median(axis=1), values=False)
    attempt(f"{dname} Median keep_dims", lambda: ops.Median(axis=1, keep_dims=True)(x), values=False)
    for ignore in (False, True):
        attempt(f"{dname} Median global ignore={ignore}", lambda: ops.Median(True, ignore_nan=ignore)(x))
        attempt(f"{dname} Median global 1-d ignore={ignore}", lambda: ops.Median(True, ignore_nan=ignore)(x[0, :, 0]))
    if dname.startswith("i"):
        attempt(f"{dname} Median axis ignore", lambda: ops.Median(axis=1, ignore_nan=True)(x), values=False)
        attempt(f"{dname} nanmedian", lambda: ops.nanmedian(x, axis=1), values=False)
    attempt(f"{dname} mint.median dim=1", lambda: mint.median(x, dim=1))
    attempt(f"{dname} mint.median dim=0", lambda: mint.median(x, dim=0))
    attempt(f"{dname} ops.median non-empty", lambda: ops.median(Tensor(np.array([[3, 1, 2], [5, 4, 6]], dt)), axis=1))
