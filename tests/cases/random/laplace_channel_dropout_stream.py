# StandardLaplace draws MindSpore 2.10 CPU's numbers (minstd_rand0 seeded with GetSeed(seed, seed2), one
# uniform_real_distribution<float>(nextafter(-1, 0), 1) draw per element, -sign(u) * log(1 - |u|)); ops.laplace is
# StandardLaplace * lambda + mean, both seeded per call by _get_graph_seed. Dropout2D/Dropout3D's CPU kernel engine
# is never seeded: one stream per (op, keep_prob, shape, dtype) in the process, shared by the primitives,
# ops.dropout1d/2d/3d and nn.Dropout1d/2d/3d, and untouched by set_seed.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops


def r(t):
    return [round(float(v), 4) for v in t.asnumpy().reshape(-1)]


def kept(t):
    a = t.asnumpy()
    return (a.reshape(a.shape[0] * a.shape[1], -1)[:, 0] != 0).astype(int).tolist()


def summary(t):
    a = t.asnumpy().astype(np.float64).reshape(-1)
    return (
        r(Tensor(a[:3])),
        r(Tensor(a[-3:])),
        round(float(a.sum()), 2),
        round(float(a.min()), 4),
        round(float(a.max()), 4),
    )


print("unseeded", ops.standard_laplace((2, 3)).shape, ops.standard_laplace((2, 3)).dtype)
sl = ops.StandardLaplace(seed=3, seed2=4)
for shape in ((5,), (5,), (3,), (5,), (2, 2)):
    print("StandardLaplace", shape, r(sl(shape)))
print("StandardLaplace new", r(ops.StandardLaplace(seed=3, seed2=4)((4,))), r(ops.StandardLaplace(seed=9)((3,))))
print("StandardLaplace 10000", summary(ops.StandardLaplace(seed=5, seed2=6)((100, 100))))
ms.set_seed(1)
print(
    "standard_laplace",
    r(ops.standard_laplace((5,))),
    r(ops.standard_laplace((5,))),
    r(ops.standard_laplace((3,), seed=7)),
)
mean, lam = Tensor(np.array([0.0, 1.0, -2.0], np.float32)), Tensor(np.array([[1.0], [0.5]], np.float32))
print(
    "laplace",
    r(ops.laplace((2, 3), mean, lam)),
    r(ops.laplace((3,), Tensor(1.0, ms.float32), Tensor(2.0, ms.float32), seed=3)),
)
ms.set_seed(1)
print("laplace again", r(ops.standard_laplace((5,))))

x = Tensor(np.ones((2, 6, 1, 1), np.float32))
print("dropout2d", kept(ops.dropout2d(x, 0.5)), kept(ops.dropout2d(x, 0.5)))
ms.set_seed(5)  # no effect on these kernels
print("dropout2d after set_seed", kept(ops.dropout2d(x, 0.5)))
prim = ops.Dropout2D(keep_prob=0.5)
out, mask = prim(x)
print("Dropout2D", mask.dtype, kept(out), kept(prim(Tensor(np.ones((1, 3, 2, 2), np.float32)))[1]), kept(prim(x)[0]))
layer = nn.Dropout2d(p=0.5)
layer.set_train()
print("nn.Dropout2d", kept(layer(x)), kept(layer(x)))
x3 = Tensor(np.ones((2, 6, 1, 1, 1), np.float32))
print("dropout3d", kept(ops.dropout3d(x3, 0.5)))
layer3 = nn.Dropout3d(p=0.3)
layer3.set_train()
print("nn.Dropout3d p=0.3", kept(layer3(x3)), kept(layer3(x3)))
print("dropout1d", kept(ops.dropout1d(Tensor(np.ones((2, 5, 3), np.float32)), 0.5).expand_dims(-1)))
d1 = nn.Dropout1d(p=0.5)
d1.set_train()
print("nn.Dropout1d", kept(d1(Tensor(np.ones((2, 5, 3), np.float32))).expand_dims(-1)))
for dt in (np.int32, np.int8, np.float16, np.float64):
    o, m = ops.Dropout2D(keep_prob=0.6)(Tensor((np.arange(8) * 1.3 - 3).reshape(1, 4, 2, 1).astype(dt)))
    print(np.dtype(dt).name, o.dtype, r(o), kept(m))
print("float16 stream", kept(ops.dropout2d(Tensor(np.ones((1, 12, 1, 1), np.float16)), 0.5)))
print("keep 0", r(ops.Dropout2D(keep_prob=0.0)(Tensor(np.ones((1, 2, 1, 1), np.float32)))[0]))
big = ops.Dropout2D(keep_prob=0.8)(Tensor(np.ones((64, 32, 2, 2), np.float32)))[1]
print("2048 channels", int(big.asnumpy().sum()), kept(big)[:16], kept(big)[-16:])
