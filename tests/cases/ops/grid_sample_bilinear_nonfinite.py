"""Bilinear grid sampling at NaN and infinite grid points: MindSpore's CPU kernel gives 0 under zeros padding and
samples the last pixel for NaN under border and for NaN/inf under reflection (2-D and 3-D)."""

import numpy as np

from mindspore import Tensor, ops

pts = [-1.3, -1.0, -0.5, 0.0, 0.33, 1.0, 3.1, float("nan"), float("inf"), float("-inf")]
x2 = np.arange(1, 1 + 2 * 1 * 4 * 5, dtype=np.float32).reshape(2, 1, 4, 5)
g2 = np.array([(a, b) for a in pts for b in pts], np.float32).reshape(1, 10, 10, 2).repeat(2, 0)
x3 = np.arange(1, 1 + 1 * 1 * 2 * 3 * 4, dtype=np.float32).reshape(1, 1, 2, 3, 4)
g3 = np.array([(a, b, c) for a in pts for b in pts[::3] for c in pts[1::3]], np.float32).reshape(1, 1, 10, -1, 3)
for pm in ("zeros", "border", "reflection"):
    for ac in (False, True):
        for x, g in ((x2, g2), (x3, g3)):
            out = ops.grid_sample(Tensor(x), Tensor(g), "bilinear", pm, ac)
            print(x.ndim, pm, ac, out.shape, np.round(out.asnumpy().ravel(), 4).tolist())
