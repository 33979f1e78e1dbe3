# jvp(grad(f)) and vjp over jvp (forward-over-reverse and reverse-over-forward), vmap over a CellList with
# in_axes=None and in_axes=0 (model ensembling), and ms.grad / value_and_grad / GradOperation of a Cell after
# set_grad() run construct once (its print appears once per call), in PyNative and GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn


def h(x):
    return ops.sin(x) * x**2


x = Tensor([0.5, 1.0], ms.float32)
v = Tensor([1.0, 1.0], ms.float32)
out, tangent = ms.jvp(ms.grad(h), x, v)
print(out, tangent)
out, tangent = ms.jvp(ms.grad(ms.grad(h)), x, v)
print(out, tangent)
out, fn = ms.vjp(lambda y: ms.jvp(h, y, v)[1], x)
print(out, fn(v))


class M(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


models = nn.CellList([M() for _ in range(4)])
for i, m in enumerate(models):
    m.fc.weight.set_data(m.fc.weight * (i + 1))
xx = Tensor(np.ones((5, 3), np.float32))
out = ms.vmap(models, in_axes=None)(xx)
print(out.shape, out)
xs = Tensor(np.arange(4 * 5 * 3).reshape(4, 5, 3).astype(np.float32))
out = ms.vmap(models, in_axes=0)(xs)
print(out.shape, out.sum())


class P(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0], ms.float32), name="pw")

    def construct(self, x):
        print("construct called")
        return (x * self.w).sum()


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    n = P()
    n.set_grad()
    print(ms.grad(n)(Tensor([3.0], ms.float32)))
    print(ms.grad(n, grad_position=None, weights=n.trainable_params())(Tensor([3.0], ms.float32)))
    print(ms.value_and_grad(n)(Tensor([3.0], ms.float32)))
    print(ops.GradOperation()(n)(Tensor([3.0], ms.float32)))
    print(n(Tensor([3.0], ms.float32)))
