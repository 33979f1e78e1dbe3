# _grad_ops.LayerNormGrad(begin_norm_axis, begin_params_axis)(x, dy, variance, mean, gamma): (dx, dgamma, dbeta) as
# MindSpore's CPU kernel computes them (Float32 math, its epsilon 1e-7, the given mean/variance), Float16/Float64
# inputs, negative axes, gamma over more axes than the normalized ones, under vmap.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.operations import _grad_ops as G

ms.runtime.launch_blocking()


def show(tag, outs):
    for name, r in zip(("dx", "dg", "db"), outs):
        a = r.asnumpy().astype(np.float64).ravel()
        print(tag, name, r.dtype, list(r.shape), [round(float(v), 3) for v in a[:8]], round(float(a.sum()), 2) + 0.0)


def attempt(tag, fn):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:200])


rng = np.random.RandomState(5)
x = rng.uniform(-2, 2, (2, 3, 4)).astype(np.float32)
dy = rng.uniform(-1, 1, (2, 3, 4)).astype(np.float32)
for bn, bp in ((-1, -1), (1, 1), (2, 1), (1, 2), (0, 0)):
    axes = tuple(range(bn % 3, 3))
    mean, var = x.mean(axes, keepdims=True), x.var(axes, keepdims=True)
    gamma = rng.uniform(0.5, 1.5, x.shape[bp % 3 :]).astype(np.float32)
    net = G.LayerNormGrad(bn, bp)
    attempt(f"bn={bn} bp={bp}", lambda: net(Tensor(x), Tensor(dy), Tensor(var), Tensor(mean), Tensor(gamma)))
mean, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
gamma = rng.uniform(0.5, 1.5, (4,)).astype(np.float32)
net = G.LayerNormGrad(-1, -1)
print(net, net.begin_norm_axis, net.begin_params_axis)
for dt in (np.float16, np.float64):
    attempt(
        dt.__name__,
        lambda: net(Tensor(x.astype(dt)), Tensor(dy.astype(dt)), Tensor(var), Tensor(mean), Tensor(gamma.astype(dt))),
    )
attempt("given stats", lambda: net(Tensor(x), Tensor(dy), Tensor(var * 0 + 1), Tensor(mean * 0), Tensor(gamma)))


def fn(a, b, c, d, e):
    return net(a, b, c, d, e)


attempt(
    "vmap",
    lambda: ops.vmap(fn, (0, 0, 0, 0, None), 0)(
        Tensor(np.stack([x, x * 2])), Tensor(np.stack([dy, dy])), Tensor(np.stack([var, var * 4])),
        Tensor(np.stack([mean, mean * 2])), Tensor(gamma),
    ),
)  # fmt: skip
