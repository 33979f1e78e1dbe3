# gradient functions refused inside _no_grad (PyNative), bprop decorated with @jit, vmap over a CellList
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, jit, nn, ops
from mindspore.common.api import _no_grad


def show(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


def sq(x):
    return x * x


x = Tensor([2.0], ms.float32)
with _no_grad():
    show("grad in no_grad", lambda: ops.grad(sq)(x))
    show("value_and_grad in no_grad", lambda: ops.value_and_grad(sq)(x))
    show("GradOperation in no_grad", lambda: ops.GradOperation()(sq)(x))
show("grad after no_grad", lambda: ops.grad(sq)(x))


class JitBprop(nn.Cell):
    def construct(self, v):
        return ops.relu(v)

    @jit
    def bprop(self, v, out, dout):
        return (5 * v,)


show("jit bprop forward", lambda: JitBprop()(x))
show("jit bprop grad", lambda: ops.GradOperation()(JitBprop())(x))


class Small(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.w = Parameter(Tensor(np.full((3,), k, np.float32)), name="w")

    def construct(self, a, b):
        return a * self.w + b


models = nn.CellList([Small(1.0), Small(2.0), Small(3.0)])
a = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
b = Tensor(np.ones(3, np.float32))
print(ops.vmap(models, (None, None), 0)(b, b))
print(ops.vmap(models, (0, None), 0)(a, b))
print(ops.vmap(models, (1, None), 1)(a, b))
print(ops.grad(lambda t: ops.vmap(models, (0, None), 0)(t, b).sum())(a))


class Inner(nn.Cell):
    def construct(self, v):
        return v * v


class GradInBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = Inner()
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, v):
        return self.f(v)

    def bprop(self, v, out, dout):
        return self.g(self.f)(v, dout)


print("grad inside bprop", ops.GradOperation()(GradInBprop())(Tensor([3.0])))
