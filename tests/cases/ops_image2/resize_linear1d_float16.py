# ops.ResizeLinear1D on Float16: MindSpore's CPU kernel has Float32/Float64 forms only, so half input is computed in Float32 and rounded once (2.6, not the step-by-step half 2.602); Float32/Float64 beside it.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

rows = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
for dt in (ms.float16, ms.float32, ms.float64):
    x = Tensor(np.array([rows]), dt)
    for mode in ("align_corners", "half_pixel"):
        for size in (5, 7, 4, 2, 1):
            out = ops.ResizeLinear1D(mode)(x, Tensor([size], ms.int32))
            vals = out.asnumpy().astype(np.float64)
            shown = vals.tolist() if dt == ms.float16 else np.round(vals, 5).tolist()
            print(dt, mode, size, out.dtype, out.shape, shown)
x = Tensor(np.array([[[1.3, 2.7, 3.1, 9.9]]]), ms.float16)
print(ops.ResizeLinear1D("half_pixel")(x, Tensor([7], ms.int32)).asnumpy().astype(np.float64).tolist())
