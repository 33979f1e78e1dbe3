# mindspore.numpy math over Float16/32/64 as MindSpore computes it: log1p as log(x + 1), log2/log10 by division, literal
# logaddexp/hypot (Float16 overflow), float_power in Float32, and the functions the integer sweep covers, on floats.
import numpy as np
import mindspore as ms, mindspore.numpy as mnp

ms.runtime.launch_blocking()
for dt in (mnp.float16, mnp.float32, mnp.float64):
    x = mnp.array([1e-8, 1e-3, 0.5, 3.0, 1000.0, -0.5], dt)
    y = mnp.array([2.0, 0.25, -1.0, 4.0, 1.0, 0.0], dt)
    for n in ("log1p", "log2", "log10", "expm1", "rint", "cbrt", "reciprocal", "exp2", "ceil", "sin"):
        r = getattr(mnp, n)(x)
        print(n, r.dtype, r.asnumpy().tolist())
    for n in (
        "logaddexp",
        "logaddexp2",
        "float_power",
        "copysign",
        "heaviside",
        "remainder",
        "fmod",
        "arctan2",
        "hypot",
    ):
        r = getattr(mnp, n)(x, y)
        print(n, r.dtype, r.asnumpy().tolist())
