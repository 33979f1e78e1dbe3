# ops.rms_norm (mindone 0.4.0's Qwen2, Chameleon, DiffLlama and diffusers' RMSNorm call it): MindSpore 2.10's CPU
# backend has no RmsNorm kernel, so every call raises; a gamma of higher rank is refused first.
import numpy as np

from mindspore import Tensor, ops
from mindspore.ops.function import nn_func


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(ops.rms_norm is ops.function.rms_norm, nn_func.rms_norm is ops.rms_norm)
attempt("rank", lambda: ops.rms_norm(x, Tensor(np.ones((2, 2, 3), np.float32)))[0].shape)
