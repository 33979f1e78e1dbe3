# GRAPH_MODE Cell control flow (tutorial "Using control flow statements"): tensor if/while in construct, Parameter
# updates in loops, grads through control flow, for over CellList/tuple of Cells, early return
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_context(mode=ms.GRAPH_MODE)


class IfTensor(nn.Cell):
    def construct(self, x, y):
        if x > y:
            return x + y
        return x - y


net = IfTensor()
print(net(Tensor(3, ms.int32), Tensor(2, ms.int32)), net(Tensor(1, ms.int32), Tensor(2, ms.int32)))


class WhileParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor(np.array(1, np.int32)), name="param")

    def construct(self, x):
        while x < 5:
            self.param += 1
            x += 1
        return self.param, x


wp = WhileParam()
print(wp(Tensor(2, ms.int32)))
print(wp.param.value())


class ForIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0]), name="w")

    def construct(self, x):
        out = x
        for i in range(3):
            if out.sum() > 10:
                out = out - self.w
            else:
                out = out * self.w + i
        return out


fi = ForIf()
x = Tensor([1.0, 3.0])
print(fi(x))
print(ops.GradOperation(get_all=True)(fi)(x))
print(ms.grad(fi, grad_position=None, weights=fi.trainable_params())(x))


class Seq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros"), nn.ReLU(), nn.Tanh()])
        self.extra = (nn.Sigmoid(), nn.Softsign())

    def construct(self, x):
        for c in self.layers:
            x = c(x)
        for c in self.extra:
            x = c(x)
        return x


print(Seq()(Tensor([[0.5, -1.0]])))


class WhileBreak(nn.Cell):
    def construct(self, x, n):
        i = Tensor(0, ms.int32)
        while i < n:
            x = x * 2
            if x.max() > 50:
                break
            i = i + 1
        return x, i


print(WhileBreak()(Tensor([1.0, 3.0]), Tensor(10, ms.int32)))


class ScalarLoop(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.n = n

    def construct(self, x):
        total = 0
        for i in range(self.n):
            total += i
        y = x
        j = 0
        while j < self.n:
            y = y + j
            j += 2
        return total, y


print(ScalarLoop(4)(Tensor([0.0])))
ms.set_context(mode=ms.PYNATIVE_MODE)
print(ScalarLoop(4)(Tensor([0.0])), WhileBreak()(Tensor([1.0, 3.0]), Tensor(2, ms.int32)))


@ms.jit
def ret_param(p, x):
    return p, p * x


pp = Parameter(Tensor([1.0, 2.0]), name="pp")
a, b = ret_param(pp, Tensor(2.0))
print(type(a).__name__, a, b)
ms.set_context(mode=ms.GRAPH_MODE)
r = wp(Tensor(4, ms.int32))
print(type(r[0]).__name__, r)
ms.set_context(mode=ms.PYNATIVE_MODE)
r = wp(Tensor(4, ms.int32))
print(type(r[0]).__name__, r)
