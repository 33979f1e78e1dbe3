# ops.WhileLoop / ops.ForiLoop / ops.Scan inside jit and a GRAPH_MODE Cell (unroll True and False), and gradients
# through them in PyNative and jit.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit, nn


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0][:200])


@jit
def f1(x):
    return ops.WhileLoop()(lambda v: v < 10, lambda v: v * 2, x)


attempt("jit wl", lambda: f1(Tensor(1, ms.int32)))


@jit
def f2(x):
    return ops.ForiLoop()(0, 4, lambda i, v: v + i, x)


attempt("jit fl", lambda: f2(Tensor([1.0, 2.0])))


@jit
def f2b(x):
    return ops.ForiLoop()(0, 4, lambda i, v: v + i, x, unroll=False)


attempt("jit fl nounroll", lambda: f2b(Tensor([1.0, 2.0])))


@jit
def f3(x):
    return ops.Scan()(lambda c, e: (c + e, c * e), x, [Tensor(1.0), Tensor(2.0), Tensor(3.0)])


attempt("jit sc", lambda: f3(Tensor(0.5)))


@jit
def f3b(x):
    return ops.Scan()(lambda c, e: (c + e, c * e), x, [Tensor(1.0), Tensor(2.0), Tensor(3.0)], unroll=False)


attempt("jit sc nounroll", lambda: f3b(Tensor(0.5)))


@jit
def f5(n, x):
    return ops.ForiLoop()(0, n, lambda i, v: v + 1, x)


attempt("jit fl tensor upper", lambda: f5(Tensor(3), Tensor(1.0)))


def g(x):
    return ops.ForiLoop()(0, 3, lambda i, v: v * v, x)


def g2(x):
    return ops.WhileLoop()(lambda s: s[0] < 3, lambda s: (s[0] + 1, s[1] * x), (0, Tensor(1.0)))[1]


def g3(x):
    c, ys = ops.Scan()(lambda c, e: (c * e, c + e), x, [Tensor(2.0), Tensor(3.0)])
    return c + ys[0] + ys[1]


attempt("grad fl", lambda: ms.grad(g)(Tensor(1.5)))
attempt("grad wl", lambda: ms.grad(g2)(Tensor(2.0)))
attempt("grad sc", lambda: ms.grad(g3)(Tensor(1.5)))
attempt("grad jit fl", lambda: ms.grad(jit(g))(Tensor(1.5)))
attempt("grad jit sc", lambda: ms.grad(jit(g3))(Tensor(1.5)))
attempt("vg sc vec", lambda: ms.value_and_grad(lambda x: g3(x).sum())(Tensor(np.array([1.0, -2.0], np.float32))))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([0.5, 2.0], np.float32)), name="w")
        self.fl = ops.ForiLoop()

    def construct(self, x):
        return self.fl(0, 3, lambda i, v: v * self.w + i, x).sum()


net = Net()
x = Tensor(np.array([1.0, 3.0], np.float32))
attempt("cell pynative", lambda: net(x))
attempt("cell grad w", lambda: ms.grad(net, grad_position=None, weights=net.trainable_params())(x))
ms.set_context(mode=ms.GRAPH_MODE)


def body(i, v):
    return v * 2 + i


class GNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([0.5, 2.0], np.float32)), name="w")

    def construct(self, x):
        return ops.ForiLoop()(0, 3, body, x * self.w).sum()


class GNet2(nn.Cell):
    def construct(self, x):
        return ops.Scan()(lambda c, e: (c + e, c), x, [x, x])


class GNet3(nn.Cell):
    def step(self, v):
        return v + 1

    def construct(self, x):
        return ops.WhileLoop()(lambda v: v < 5, self.step, x)


attempt("cell graph", lambda: GNet()(x))
attempt("cell graph grad", lambda: ms.grad(GNet())(x))
gn = GNet()
attempt("cell graph grad w", lambda: ms.grad(gn, grad_position=None, weights=gn.trainable_params())(x))
attempt("cell2 graph", lambda: GNet2()(x))
attempt("cell3 graph int", lambda: GNet3()(Tensor(1, ms.int32)))
attempt("cell3 graph float", lambda: GNet3()(Tensor(1.5)))
