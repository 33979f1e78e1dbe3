"""ops.layer_norm's `normalized_shape` of the wrong kind: MindSpore's Ones/Zeros signature TypeError when it builds
the missing weight/bias, in its order; the accepted calls' values."""

import numpy as np

from mindspore import Tensor, ops

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)
w = Tensor(np.full((4,), 2.0, np.float32))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.shape, r.dtype, np.round(r.asnumpy().astype(np.float64).ravel()[:6], 4).tolist())
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


# (MindSpore's CPU build has no LayerNormExt kernel, so only the argument errors are compared)
for v in [True, 1.5, None, "a"]:
    attempt(f"layer_norm {v!r}", lambda: ops.layer_norm(x, v))
    attempt(f"layer_norm weight {v!r}", lambda: ops.layer_norm(x, v, w))
    attempt(f"layer_norm weight bias {v!r}", lambda: ops.layer_norm(x, v, w, w))
