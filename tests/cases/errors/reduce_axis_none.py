# reduce_sum / reduce_max / reduce_min / reduce_mean pass axis=None on to their primitive, which refuses it;
# mean / sum / amax take None as all axes.
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]], np.float32))
for name in ("reduce_sum", "reduce_max", "reduce_min", "reduce_mean", "mean", "sum", "amax"):
    try:
        print(name, getattr(ops, name)(x, None))
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).split("\n\n----")[0].strip())
print(ops.reduce_sum(x), ops.reduce_max(x, 1), ops.reduce_min(x, (0, 1)), ops.reduce_mean(x, 0))
