# jit(capture_mode=, jit_level=, backend=, dynamic=), shapes/dtypes per call, set_inputs dynamic shape, Depend+Assign, jit_class, mutable with grad
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit, jit_class, mutable, Parameter


@jit(capture_mode="bytecode")
def f_bc(x):
    return x * 2 + 1


print(f_bc(Tensor([1.0, 2.0])))


@jit(jit_level="O1", backend="ms_backend")
def f_level(x):
    return ops.relu(x)


print(f_level(Tensor([-1.0, 2.0])))


@jit(dynamic=1)
def f_dyn(x):
    return x.sum(axis=0)


for n in (2, 3, 4):
    r = f_dyn(Tensor(np.ones((n, 3), np.float32) * n))
    print(r.shape, r)


@jit
def shape_dtype(x):
    return x * 2, x.shape, x.dtype


for v in (Tensor([1, 2], ms.int32), Tensor([[1.0]], ms.float16), Tensor([True, False])):
    r, s, d = shape_dtype(v)
    print(r, r.dtype, s, d)


class DynNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


net = DynNet()
net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
ms.set_context(mode=ms.GRAPH_MODE)
print(net(Tensor(np.ones((2, 3), np.float32))).shape, net(Tensor(np.ones((5, 3), np.float32))).shape)
ms.set_context(mode=ms.PYNATIVE_MODE)


ms.set_context(mode=ms.GRAPH_MODE)


class DepNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.depend = ops.Depend()
        self.assign = ops.Assign()
        self.p = Parameter(Tensor([1.0, 1.0]), name="p")

    def construct(self, x):
        a = self.assign(self.p, x)
        y = self.depend(self.p, a)
        return y + 1


dn = DepNet()
print(dn(Tensor([5.0, 6.0])), dn.p.value())
ms.set_context(mode=ms.PYNATIVE_MODE)


@jit_class
class Cfg:
    def __init__(self):
        self.scale = 3
        self.bias = Tensor([1.0, 1.0])

    def apply(self, x):
        return x * self.scale + self.bias


cfg = Cfg()


@jit
def use_cfg(x):
    return cfg.apply(x), cfg.scale


print(use_cfg(Tensor([1.0, 2.0])))


@jit
def sq_sum(t):
    return t[0] * t[0] + t[1]


g = ms.grad(sq_sum)(mutable((Tensor(3.0), Tensor(2.0))))
print(g)


class MutNet(nn.Cell):
    def construct(self, z):
        return z[0] * z[1]


gn = ops.GradOperation()(MutNet())
print(gn(mutable((Tensor([1.5]), Tensor([2.0])))))
print(mutable(Tensor([1.0])), mutable([1, 2]), mutable({"a": 1}))
