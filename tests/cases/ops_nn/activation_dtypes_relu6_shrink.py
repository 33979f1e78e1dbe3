# Dtypes MindSpore's ReLU6, HShrink and SoftShrink primitives refuse, through every surface: ReLU6 takes only
# Float16/Float32 (ops.relu6, ops.ReLU6, nn.ReLU6); the shrinks BFloat16/Float16/Float32 with no CPU kernel for
# BFloat16 (mint.nn.functional's included).
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


for dt in (ms.float16, ms.float64, ms.int32, ms.bfloat16, ms.uint8):
    x = Tensor(np.array([-1, 0, 7]), dt)
    attempt(f"ops.relu6 {dt}", lambda: ops.relu6(x))
    attempt(f"ReLU6 {dt}", lambda: ops.ReLU6()(x))
    attempt(f"nn.ReLU6 {dt}", lambda: nn.ReLU6()(x))
# one refused shrink per process: after a first refusal MindSpore's later shrink errors may repeat its text
x = Tensor(np.array([-1, 0, 7]), ms.float16)
attempt("mint hardshrink Float16", lambda: mint.nn.functional.hardshrink(x))
attempt("mint softshrink Float16", lambda: mint.nn.functional.softshrink(x))
attempt("mint hardshrink Float64", lambda: mint.nn.functional.hardshrink(Tensor(np.array([-1, 0, 7]), ms.float64)))
