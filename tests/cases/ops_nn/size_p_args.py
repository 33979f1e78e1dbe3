"""adaptive_avg/max_pool1d's `output_size` (check_int >= 1), interpolate/upsample's `size` (check_positive_int and
its sequence form) and dropout2d/dropout3d's `p` (Dropout2D/3D's float keep_prob in [0, 1], then the input rank),
for values of the wrong kind, in MindSpore's order; the accepted calls' shapes."""

import numpy as np

from mindspore import Tensor, ops

x3 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)
x4 = Tensor(np.ones((2, 3, 4, 4), np.float32))
x5 = Tensor(np.ones((1, 2, 2, 2, 2), np.float32))


def attempt(tag, fn):
    try:
        r = fn()
        r = r[0] if isinstance(r, tuple) else r
        print(tag, "->", r.shape, r.dtype)
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


for v in [True, 1.5, None, "a", (1,), [1], 0, -1, 2, 4, 3, 8]:
    attempt(f"adaptive_avg_pool1d {v!r}", lambda: ops.adaptive_avg_pool1d(x3, v))
    attempt(f"adaptive_max_pool1d {v!r}", lambda: ops.adaptive_max_pool1d(x3, v))
for v in [True, 1.5, "a", 0, -2, 2, 6, (2,), [3], (0,), (1.5,), (True,), (2, 2)]:
    attempt(f"interpolate {v!r}", lambda: ops.interpolate(x3, size=v))
    attempt(f"interpolate 4d {v!r}", lambda: ops.interpolate(x4, size=v))
for v in [True, 1.5, None, "a", (1,), [1], 0.0, 0.5, 1, -0.5]:
    attempt(f"dropout2d 3d {v!r}", lambda: ops.dropout2d(x3, v))
    attempt(f"dropout2d {v!r}", lambda: ops.dropout2d(x4, v))
    attempt(f"dropout3d {v!r}", lambda: ops.dropout3d(x5, v))
    attempt(f"dropout3d 4d {v!r}", lambda: ops.dropout3d(x4, v))
attempt("dropout2d training False", lambda: ops.dropout2d(x3, 1.5, False))
attempt("Dropout2D 3d", lambda: ops.Dropout2D(0.5)(x3))
attempt("Dropout2D", lambda: ops.Dropout2D(0.5)(x4))
attempt("Dropout3D 4d", lambda: ops.Dropout3D(0.5)(x4))
