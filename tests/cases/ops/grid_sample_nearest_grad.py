"""Gradients of nearest-neighbour grid sampling at half-pixel points: MindSpore's forward rounds half away from
zero but its CPU grad kernels scatter to the point rounded half to even; the grid gets a zero gradient."""

import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

pts = [-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 0.9, 1.0]
x2 = np.arange(12, dtype=np.float64).reshape(1, 1, 3, 4)
g2 = np.array([(a, b) for a in pts for b in pts[::2]]).reshape(1, 1, -1, 2)
x3 = np.arange(24, dtype=np.float64).reshape(1, 1, 2, 3, 4)
g3 = np.array([(a, b, c) for a in pts for b in pts[::3] for c in pts[1::4]]).reshape(1, 1, 1, -1, 3)
for x, g in ((x2, g2), (x3, g3)):
    w = Tensor(np.arange(1, 1 + g.shape[-2], dtype=np.float32))
    for dt in (ms.float32, ms.float64):
        for pm in ("zeros", "border", "reflection"):
            for ac in (False, True):

                def f(a, b, pm=pm, ac=ac):
                    return (ops.grid_sample(a, b, "nearest", pm, ac) * w.astype(dt)).sum()

                ga, gb = ms.grad(f, (0, 1))(Tensor(x, dt), Tensor(g, dt))
                print(x.ndim, dt, pm, ac, ga.asnumpy().ravel().tolist(), float(gb.abs().sum()))
