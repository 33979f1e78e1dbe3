# pyboost_inner_prim's implementation objects that MindSpore's functional ops (and MindNLP / MindSpore Science code)
# call positionally: grid samplers and unique_consecutive compute on CPU; RmsNorm has no CPU kernel.
# (Grid points that land exactly half-way between pixels are left out: MindSpore's CPU 'nearest' rounds them away from
# zero, mindshim's grid_sample rounds half to even.)
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.auto_generate import pyboost_inner_prim as PB


def attempt(tag, fn):
    try:
        text = str(fn())  # MindSpore reports a missing kernel when the result is read
        print(tag, text)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[:1])


seq = Tensor(np.array([1, 1, 2, 2, 3, 1]))
attempt("uc all", lambda: PB.unique_consecutive_impl(seq, True, True, None))
attempt("uc none", lambda: PB.unique_consecutive_impl(seq, False, False, None))
attempt("uc counts", lambda: PB.unique_consecutive_impl(seq, False, True, None))
attempt("uc dim 0", lambda: PB.unique_consecutive_impl(Tensor(np.array([[1, 1], [1, 1], [2, 3]])), True, True, 0))
attempt(
    "uc float", lambda: PB.unique_consecutive_impl(Tensor(np.array([0.5, 0.5, 1.5], np.float32)), True, False, None)
)

inp = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
grid = Tensor(np.array([[[[-1.0, -1.0], [0.0, 0.0]], [[0.6, -0.4], [1.0, 1.0]]]], np.float32))
for mode in ("bilinear", "nearest"):
    for pad in ("zeros", "border", "reflection"):
        for ac in (False, True):
            attempt(
                f"gs2d {mode} {pad} {ac}", lambda: PB.grid_sampler_2d_impl(inp, grid, mode, pad, ac).asnumpy().ravel()
            )
vol = Tensor(np.arange(8, dtype=np.float32).reshape(1, 1, 2, 2, 2))
g3 = Tensor(np.array([[[[[0.1, 0.2, -0.1], [-1.0, -1.0, -1.0], [0.6, 0.3, -0.7]]]]], np.float32))
attempt("gs3d bilinear", lambda: PB.grid_sampler_3d_impl(vol, g3, "bilinear", "zeros", True).asnumpy().ravel())
attempt("gs3d nearest", lambda: PB.grid_sampler_3d_impl(vol, g3, "nearest", "border", False).asnumpy().ravel())

attempt("rms_norm", lambda: PB.rms_norm_impl(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones(3, np.float32)), 1e-6))
