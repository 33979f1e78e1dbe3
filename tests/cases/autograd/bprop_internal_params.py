# custom Cell bprop: gradients for internal_params from a {Parameter: grad} dict, numbers as gradients, auto
# reduce, too few gradients; set_grad() outputs; sens as a keyword; hook-function checks
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, jit, nn, ops


class WithDict(nn.Cell):
    def __init__(self, internal=True):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="weight")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b")
        if internal:
            self.internal_params = [self.w]

    def construct(self, x):
        return self.w * x + self.b

    def bprop(self, *args):
        return (self.w * args[-1] * 10,), {self.w: args[0] * args[-1] * 100}


class Flat(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="weight")
        self.internal_params = [self.w]

    def construct(self, x):
        return self.w * x

    def bprop(self, x, out, dout):
        return (self.w * dout * 10,)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = WithDict()
        self.v = Parameter(Tensor(np.array([5.0], np.float32)), name="v")

    def construct(self, x):
        return self.c(x * self.v)


class Reduce(nn.Cell):
    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return (Tensor(np.ones([5, 5]).astype(np.float32)),)


class Number(nn.Cell):
    def construct(self, x, y):
        return x * 2 + y

    def bprop(self, x, y, out, dout):
        return 2 * dout, 2


class Same(nn.Cell):
    def construct(self, x):
        return x

    def bprop(self, x, out, dout):
        return (dout,)


def show(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


x = Tensor(np.ones(1, np.float32) * 3)
both = ops.GradOperation(get_all=True, get_by_list=True)
for name, net in [("dict", WithDict()), ("no internal", WithDict(False)), ("flat", Flat()), ("outer", Outer())]:
    show(name, lambda: both(net, net.trainable_params())(x))
ga = ops.GradOperation(get_all=True)
show("reduce", lambda: ga(Reduce())(Tensor(1, ms.float32)))
show("number", lambda: ga(Number())(Tensor([1.0, 2.0]), Tensor([1.0, 2.0])))
show("number scalar", lambda: ga(Number())(Tensor(1.0), Tensor(2.0)))
s = Same()
print("same object", s(x) is x)
s.set_grad()
print("same object after set_grad", s(x) is x)
sens = ops.GradOperation(get_all=True, sens_param=True)
print("sens kwarg", sens(ops.gelu)(Tensor([1.0, 2.0]), sens=Tensor([1.0, 2.0]), approximate="tanh"))


def h(g):
    print("hook", g)


@jit
def hj(g):
    return g


show("tensor hook jit", lambda: Tensor([1.0]).register_hook(hj) is None)
show("frozen parameter hook", lambda: Parameter(Tensor([1.0]), requires_grad=False).register_hook(h) is None)
show("plain tensor hook", lambda: Tensor([1.0]).register_hook(h) is None)
for reg in ("register_forward_pre_hook", "register_forward_hook", "register_backward_hook"):
    show(reg, lambda: getattr(nn.ReLU(), reg)(hj) is None)
show("HookBackward jit", lambda: ops.HookBackward(hj) is None)


def f(v):
    y = ops.stop_gradient(v * 2)
    try:
        y.register_hook(h)
    except RuntimeError as e:
        print("stop_gradient hook", str(e).splitlines()[0])
    return y * 3 + v


print(ops.grad(f)(Tensor([1.0])))
