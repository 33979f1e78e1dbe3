# HookBackward: the hook gets a tuple of gradients; a returned tuple replaces them; multi-input form; forward is identity.
import mindspore as ms
from mindspore import Tensor, ops


def hf(g):
    print("hb", g)
    return (g[0] * 3, g[1] * 5)


hb = ops.HookBackward(hf)


def fh(x, y):
    a, b = hb(x, y)
    return a * b


print("hb multi", ms.grad(fh, grad_position=(0, 1))(Tensor(2.0), Tensor(3.0)))


def hf1(g):
    print("hb1", g)
    return (g[0] * 3,)


hb1 = ops.HookBackward(hf1)
print("hb1 ret", ms.grad(lambda x: hb1(x) * 2)(Tensor(2.0)))
print("hb fwd", hb1(Tensor(2.0)))


def show(g):
    print("show", g)


hb2 = ops.HookBackward(show)
print("vag", ms.value_and_grad(lambda x, y: hb2(x * y) * y, grad_position=(0, 1))(Tensor(1.0), Tensor(2.0)))
