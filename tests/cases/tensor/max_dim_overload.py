# Tensor.max(dim) / Tensor.min(dim, keepdim) (the torch-style overload, MindSpore's MaxDim / MinDim): values and indices with
# MindSpore's NaN rule, and the primitive named in the Bool and empty-input errors
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[np.nan, 1.0, 3.0], [2.0, np.nan, 0.5]], np.float32))
for tag, fn in (
    ("x.max(0)", lambda: x.max(0)),
    ("x.max(1)", lambda: x.max(1)),
    ("ops.max(x,1)", lambda: ops.max(x, 1)),
    ("x.min(1, True)", lambda: x.min(1, True)),
    ("bool x.max(0)", lambda: Tensor(np.array([[True, False]])).max(1)),
    ("empty x.max(0)", lambda: Tensor(np.zeros((0, 2), np.float32)).max(0)),
    ("empty x.max(1)", lambda: Tensor(np.zeros((0, 2), np.float32)).max(1)),
    ("x.max(dim=1)", lambda: x.max(dim=1)),
    ("int x.max(1)", lambda: Tensor(np.array([[3, 1, 2]])).max(1)),
):
    try:
        r = fn()
        print(tag, [(v.dtype, v.asnumpy().tolist()) for v in r])
    except Exception as e:
        print(tag, type(e).__name__, str(e).split("\n")[0][:150])
