# vmap over ops that write Parameters in place or read values (ApplyProximalAdagrad under nested vmap with a mapped
# l1, MaxPoolGradGradWithArgmax over mapped argmax indices):
# each example's result equals the op run on that example alone, and the Parameters are updated once.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, ops
from mindspore.ops import operations as P
from mindspore.ops.functional import vmap
from mindspore.ops.operations import _grad_ops as G


def show(name, r):
    if isinstance(r, (tuple, list)):
        for v in r:
            show(name, v)
        return
    a = r.asnumpy().astype(np.float64).ravel()
    print(name, r.dtype, list(r.shape), [round(float(v), 5) for v in a[:12]], round(float(a.sum()), 4))


def attempt(name, fn):
    try:
        show(name, fn())
    except Exception as e:  # noqa: BLE001
        print(name, "raised", type(e).__name__, str(e).splitlines()[0][:150])


var = Parameter(Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2) / 10 + 0.5), name="var")
accum = Parameter(Tensor(np.full((2, 2, 2, 2), 0.6, np.float32)), name="accum")
grad = Tensor(np.linspace(-1, 1, 16, dtype=np.float32).reshape(2, 2, 2, 2))
lr = Tensor(np.array([[0.01, 0.02], [0.03, 0.04]], np.float32))
l1 = Tensor(np.array([0.0, 0.1], np.float32))
l2 = Tensor(0.0)


def prox(*a):
    return P.ApplyProximalAdagrad()(*a)


inner = vmap(prox, in_axes=(0, 0, 0, 0, None, 0))
attempt("proximal nested", lambda: vmap(inner, in_axes=(0, 0, 0, None, None, 0))(var, accum, lr, l1, l2, grad))
show("var after", var)
show("accum after", accum)

x = Tensor(np.random.RandomState(1).uniform(-1, 1, (2, 1, 2, 4, 4)).astype(np.float32))
g = Tensor(np.random.RandomState(2).uniform(-1, 1, (2, 1, 2, 4, 4)).astype(np.float32))
pool = P.MaxPoolWithArgmaxV2(kernel_size=2, strides=2)
grad_grad = G.MaxPoolGradGradWithArgmax(kernel_size=2, strides=2, pad_mode="valid")


def gg(a, b, c):
    return grad_grad(a, b, c)


args = [pool(x[i])[1] for i in range(2)]
argmax2 = ops.stack(args)
attempt("maxpool gradgrad", lambda: vmap(gg, in_axes=(0, 0, 0))(x, g, argmax2))
