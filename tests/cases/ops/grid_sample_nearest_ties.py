"""Nearest-neighbour grid sampling at exact half-pixel points: MindSpore's Float32/Float64 CPU kernel rounds half
away from zero (Float16 half to even); 2-D and 3-D, every padding mode, both align_corners, NaN and far points."""

import numpy as np

import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        out = fn()
        print(tag, out.dtype, out.shape, out.asnumpy().ravel().tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


pts = [-1.3, -1.0, -0.75, -0.5, -0.25, 0.0, 0.2, 0.25, 0.5, 0.75, 1.0, 1.25, 3.1, float("nan")]
x2 = np.arange(1, 1 + 2 * 2 * 4 * 5, dtype=np.float64).reshape(2, 2, 4, 5)
g2 = np.array([(a, b) for a in pts for b in pts[::3]]).reshape(1, len(pts), -1, 2).repeat(2, 0)
x3 = np.arange(1, 1 + 1 * 1 * 3 * 4 * 2, dtype=np.float64).reshape(1, 1, 3, 4, 2)
g3 = np.array([(a, b, c) for a in pts[::2] for b in pts[1::3] for c in pts[::4]]).reshape(1, 1, 7, -1, 3)
for dt in (ms.float32, ms.float64, ms.float16):
    for pm in ("zeros", "border", "reflection"):
        for ac in (False, True):
            attempt(f"2d {dt} {pm} {ac}", lambda: ops.grid_sample(Tensor(x2, dt), Tensor(g2, dt), "nearest", pm, ac))
            if dt != ms.float16:
                attempt(
                    f"3d {dt} {pm} {ac}", lambda: ops.grid_sample(Tensor(x3, dt), Tensor(g3, dt), "nearest", pm, ac)
                )
attempt(
    "prim2d", lambda: ops.GridSampler2D("nearest", "reflection", False)(Tensor(x2, ms.float32), Tensor(g2, ms.float32))
)
attempt("prim3d", lambda: ops.GridSampler3D("nearest", "border", True)(Tensor(x3, ms.float32), Tensor(g3, ms.float32)))
x_inf = x2.copy()
x_inf[0, 0, 0, 0] = np.inf
attempt("inf_input", lambda: ops.grid_sample(Tensor(x_inf, ms.float32), Tensor(g2, ms.float32), "nearest"))
attempt(
    "bilinear_unchanged",
    lambda: ops.grid_sample(Tensor(x2[:, :, :2, :3], ms.float32), Tensor(np.array([[[[0.1, -0.3]]]] * 2), ms.float32)),
)
