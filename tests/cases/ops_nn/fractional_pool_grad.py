# _grad_ops.FractionalAvgPoolGrad / FractionalMaxPoolGrad(overlapping): NHWC gradients of fractional pooling over the
# cells the row/col pooling sequences give (overlapping cells share a border), as MindSpore's CPU kernels compute them:
# the average spread in Float64, the max at each cell's first maximum (samples after the first indexed as the kernel
# does); a round trip from ops.FractionalMaxPool, the checks.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
def run(tag, f):  # noqa: D103
    try:
        r = f(); print(tag, r.dtype, list(r.shape), [round(float(v), 5) for v in r.asnumpy().astype(np.float64).ravel()])
    except Exception as e: print(tag, type(e).__name__, str(e).split("\n")[0][:150])
rng = np.random.RandomState(1)
x = rng.permutation(2 * 5 * 6 * 2).reshape(2, 5, 6, 2).astype(np.float32)
x[0, 0, 0, 0] = x[0, 0, 1, 0] = 500.0
rows = Tensor(np.array([0, 2, 3, 5], np.int64)); cols = Tensor(np.array([0, 1, 3, 4, 6], np.int64))
dy = Tensor((np.arange(2 * 3 * 4 * 2).reshape(2, 3, 4, 2) / 8).astype(np.float32))
for ov in (False, True):
    run(f"avg {ov}", lambda: G.FractionalAvgPoolGrad(ov)(Tensor(np.array([2, 5, 6, 2], np.int64)), dy, rows, cols))
    run(f"avg int {ov}", lambda: G.FractionalAvgPoolGrad(ov)(Tensor(np.array([2, 5, 6, 2], np.int64)), Tensor(np.arange(48).reshape(2, 3, 4, 2).astype(np.int32)), rows, cols))
    y = Tensor(np.zeros((2, 3, 4, 2), np.float32))
    run(f"max {ov}", lambda: G.FractionalMaxPoolGrad(ov)(Tensor(x), y, dy, rows, cols))
    run(f"max 1 sample {ov}", lambda: G.FractionalMaxPoolGrad(ov)(Tensor(x[:1]), y[:1], dy[:1], rows, cols))
print(G.FractionalAvgPoolGrad(), G.FractionalMaxPoolGrad(True))
run("short seq", lambda: G.FractionalAvgPoolGrad()(Tensor(np.array([2, 5, 6, 2], np.int64)), dy, rows[:3], cols))
try: G.FractionalAvgPoolGrad(1)
except Exception as e: print(type(e).__name__, e)
xx = Tensor(rng.rand(1, 6, 6, 1).astype(np.float32))
out = P.FractionalMaxPool([1.0, 1.5, 1.5, 1.0], True, False, True, 3, 0)(xx)
run("roundtrip", lambda: G.FractionalMaxPoolGrad(False)(xx, out[0], Tensor(np.ones(out[0].shape, np.float32)), out[1], out[2]))
