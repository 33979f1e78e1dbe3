"""Edge values where torch's kernels differ from MindSpore's CPU kernels: the cross product as rounded products
(x × x is exactly 0), FloorDiv/FloorMod with infinite operands, and the exact GeLU formula (gelu(inf) is inf)."""

import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops

rng = np.random.RandomState(0)
b = (rng.randn(2, 3, 4) * 2).astype(np.float32)
s = b.copy()
s[0, 0, :] = [np.nan, np.inf, -np.inf, -0.0]
s[1, 2, :] = [1e30, -1e-30, 0.5, -0.5]
print("cross xx", ops.cross(Tensor(b), Tensor(b)).asnumpy().ravel().tolist())
print("cross special", ops.cross(Tensor(s), Tensor(s)).asnumpy().ravel().tolist())
c = (rng.randn(5, 3) * 3).astype(np.float32)
d = (rng.randn(5, 3) * 3).astype(np.float32)
print("cross cd", ops.cross(Tensor(c), Tensor(d), 1).asnumpy().ravel().tolist())
print("cross f64", ops.cross(Tensor(c.astype(np.float64)), Tensor(d.astype(np.float64)), 1).asnumpy().ravel().tolist())
print("cross int", ops.cross(Tensor(np.array([[1, 2, 3]], np.int32)), Tensor(np.array([[4, 5, 6]], np.int32))))
pairs = [(1.0, 0.1), (5.0, 0.1), (-7.5, 2.0), (np.inf, 1.0), (np.inf, -1.0), (-np.inf, 3.0), (1.0, 0.0), (-1.0, 0.0),
         (0.0, 0.0), (1e30, 3.0), (7.0, np.inf), (-7.0, np.inf), (7.0, -np.inf), (np.inf, np.inf), (np.nan, 2.0)]  # fmt: skip
a = Tensor(np.array([p[0] for p in pairs], np.float32))
q = Tensor(np.array([p[1] for p in pairs], np.float32))
print("floor_div", ops.floor_div(a, q).asnumpy().tolist())
print("FloorDiv", ops.FloorDiv()(a, q).asnumpy().tolist())
print("floor_mod", ops.floor_mod(a, q).asnumpy().tolist())
print("FloorMod", ops.FloorMod()(a, q).asnumpy().tolist())
print("floor_div f64", ops.floor_div(a.astype(ms.float64), q.astype(ms.float64)).asnumpy().tolist())
g = Tensor(np.concatenate([[np.inf, -np.inf, np.nan, 1e30, -1e30, 0.0, -0.0], rng.randn(40) * 3]).astype(np.float32))
print("gelu", ops.gelu(g).asnumpy().tolist())
print("GeLU", ops.GeLU()(g).asnumpy().tolist())
print("nn.GELU exact", nn.GELU(False)(g).asnumpy().tolist())
print("gelu f64", ops.gelu(g.astype(ms.float64)).asnumpy().tolist())
print("gelu tanh", ops.gelu(g, "tanh").asnumpy().tolist())
print("gelu grad", ms.grad(lambda v: ops.gelu(v).sum())(g[5:]).asnumpy().tolist())
