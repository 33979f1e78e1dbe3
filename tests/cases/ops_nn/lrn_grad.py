# _grad_ops.LRNGrad(depth_radius, bias, alpha, beta)(grads, x, y): the LRN gradient at x (MindSpore's CPU kernel,
# oneDNN's backward from x and the output gradient); attribute checks, Float32 only, under vmap.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        a = r.asnumpy().astype(np.float64).ravel()
        print(tag, r.dtype, list(r.shape), [round(float(v), 5) for v in a[:16]], round(float(a.sum()), 4))
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:200])


rng = np.random.RandomState(3)
x = rng.uniform(-2, 2, (2, 7, 3, 2)).astype(np.float32)
dy = rng.uniform(-1, 1, (2, 7, 3, 2)).astype(np.float32)
for radius, bias, alpha, beta in ((2, 1.0, 0.0001, 0.75), (1, 2.0, 0.5, 0.5), (5, 1.0, 1.0, 0.5), (0, 0.5, 2.0, 1.5)):
    y = P.LRN(radius, bias, alpha, beta)(Tensor(x))
    g = G.LRNGrad(radius, bias, alpha, beta)
    attempt(f"r={radius} b={bias} a={alpha} beta={beta}", lambda: g(Tensor(dy), Tensor(x), y))
g = G.LRNGrad()
print("attrs", g.depth_radius, g.bias, g.alpha, g.beta)
y = P.LRN()(Tensor(x))
attempt("default", lambda: g(Tensor(dy), Tensor(x), y))
lrn_grad_prim = G.LRNGrad(2, 1.0, 0.001, 0.75)


def lrn_grad_fn(a, b, c):
    return lrn_grad_prim(a, b, c)


attempt("vmap", lambda: ops.vmap(lrn_grad_fn, 0, 0)(
    Tensor(np.stack([dy, dy * 2])), Tensor(np.stack([x, x])), Tensor(np.stack([y.asnumpy()] * 2))))
attempt("f16", lambda: g(Tensor(dy.astype(np.float16)), Tensor(x.astype(np.float16)), Tensor(y.asnumpy().astype(np.float16))))
for args in ((2.0, 1.0, 1.0, 0.5), (2, 1, 1.0, 0.5), (2, 1.0, 1, 0.5), (2, 1.0, 1.0, 1)):
    try:
        G.LRNGrad(*args)
        print("init", args, "ok")
    except Exception as e:  # noqa: BLE001
        print("init", args, type(e).__name__, str(e).splitlines()[0][:200])
