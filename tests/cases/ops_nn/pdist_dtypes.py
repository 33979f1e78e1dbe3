# ops.pdist over Float16/Float32/Float64 rows for several p (0, 1, 2, inf), and its dtype errors: MindSpore's
# CPU Pdist kernel takes Float16 (torch's CPU pdist does not) and keeps the input dtype.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, list(r.shape), r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0])


rows = np.array([[1.5, -2.25, 3.0], [0.5, 4.0, -1.0], [2.0, 2.0, 2.0], [-3.5, 0.125, 7.75]])
for dname, dt in (("f16", np.float16), ("f32", np.float32), ("f64", np.float64)):
    x = Tensor(rows.astype(dt))
    for p in (0.0, 1.0, 2.0, float("inf")):
        attempt(f"{dname} p={p}", lambda: ops.pdist(x, p=p))
    attempt(f"{dname} one row", lambda: ops.pdist(Tensor(rows[:1].astype(dt))))
    attempt(f"{dname} batched", lambda: ops.pdist(Tensor(np.stack([rows, rows[::-1] * 0.5]).astype(dt))))
attempt("1-d", lambda: ops.pdist(Tensor(rows[0].astype(np.float32))))
attempt("i32", lambda: ops.pdist(Tensor(rows.astype(np.int32))))
attempt("f16 p<0", lambda: ops.pdist(Tensor(rows.astype(np.float16)), p=-1.0))
