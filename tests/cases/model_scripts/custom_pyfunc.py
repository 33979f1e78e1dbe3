# ops.Custom with func_type="pyfunc": out_shape/out_dtype callables, multiple outputs, custom bprop, inside a Cell
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor


def np_softplus(x):
    return np.log1p(np.exp(x)).astype(x.dtype)


softplus = ops.Custom(np_softplus, out_shape=lambda s: s, out_dtype=lambda t: t, func_type="pyfunc")
x = Tensor(np.array([[-1.0, 0.0], [1.0, 2.0]], np.float32))
r = softplus(x)
print(r.dtype, r.shape)
print(r)


def np_minmax(x):
    return x.min(axis=1), x.max(axis=1)


minmax = ops.Custom(np_minmax, out_shape=lambda s: ((s[0],), (s[0],)), out_dtype=lambda t: (t, t), func_type="pyfunc")
lo, hi = minmax(x)
print(lo, hi)


def np_add_scaled(a, b):
    return (a + 2 * b).astype(np.float32)


add_scaled = ops.Custom(np_add_scaled, out_shape=[2, 2], out_dtype=ms.float32, func_type="pyfunc")
print(add_scaled(x, Tensor(np.ones((2, 2), np.float32))))


def np_square(x):
    return x * x


def np_square_grad(x, dout):
    return 2 * x * dout


sq_grad = ops.Custom(np_square_grad, lambda a, b: a, lambda a, b: a, func_type="pyfunc")


def bprop(x, out, dout):
    return (sq_grad(x, dout),)


square = ops.Custom(np_square, lambda s: s, lambda t: t, func_type="pyfunc", bprop=bprop)
print(square(x))
g = ms.grad(lambda t: square(t).sum())(x)
print("grad", g)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.act = ops.Custom(np_softplus, lambda s: s, lambda t: t, func_type="pyfunc")

    def construct(self, x):
        return self.act(self.fc(x))


print(Net()(x))
