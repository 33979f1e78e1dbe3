# A reduction's axis must be None, an int, a tuple, a list or a Tensor: a str or float is the primitive's
# Failed calling TypeError with its valid calling (MindSpore 2.10).
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
for name in ("all", "any", "amax", "amin", "mean", "reduce_max", "reduce_min", "reduce_mean", "reduce_sum", "sum",
             "nansum"):  # fmt: skip
    f = getattr(ops, name)
    for axis in ("a", 1.5, 1, (0, 1), [0]):
        try:
            r = f(x, axis)
            print(name, repr(axis), r.dtype, r.shape)
        except Exception as e:  # noqa: BLE001
            print(name, repr(axis), type(e).__name__, str(e).split("\n\n----")[0].strip())
