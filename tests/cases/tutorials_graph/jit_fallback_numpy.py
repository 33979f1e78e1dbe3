# JIT Fallback: numpy calls, Python scalars and builtins, Tensor creation inside jit functions and GRAPH_MODE Cells
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit


@jit
def np_binop():
    a = np.array([1, 2, 3])
    b = np.array([4, 5, 6])
    c = a + b
    return Tensor(c)


r = np_binop()
print(r, r.dtype, r.shape)


@jit
def make_tensor():
    return Tensor(1, dtype=ms.int32) + Tensor(np.arange(3).astype(np.float32))


r = make_tensor()
print(r, r.dtype)


@jit
def scalar_ret(x):
    return x.shape[0] * 2, x.ndim, len(x)


r = scalar_ret(Tensor(np.ones((3, 2), np.float32)))
print(r, type(r[0]).__name__)


@jit
def pyscalar_math():
    a = 3
    b = 2.5
    return a * b, a // 2, a % 2, a**2, -a, abs(-b), max(a, 5), min(b, 1.0), round(2.567, 2)


print(pyscalar_math())


@jit
def np_math(x):
    s = np.sqrt(16.0)
    return x * s + np.pi


print(np_math(Tensor([1.0, 2.0])))


@jit
def builtin_calls(x):
    n = int(3.7)
    f = float(2)
    b = bool(0)
    t = tuple([1, 2, 3])
    l = list((4, 5))
    return n, f, b, t, l, sum(t), len(l), isinstance(x, Tensor)


print(builtin_calls(Tensor([1.0])))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2

    def construct(self, x):
        y = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
        z = ops.ones(3, ms.float32) * self.k
        return x + y + z, x.dtype == ms.float32


ms.set_context(mode=ms.GRAPH_MODE)
print(Net()(Tensor([0.5, 0.5, 0.5])))


@jit
def dtype_casts(x):
    y = x.astype(ms.int32)
    z = ops.cast(x, ms.float16)
    return y, z, y.dtype, z.dtype


print(dtype_casts(Tensor([1.7, -2.2])))
ms.set_context(mode=ms.PYNATIVE_MODE)
