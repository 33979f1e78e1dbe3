# Tensor.register_hook on a user leaf and on an intermediate; returned Tensor replaces the grad; handle.remove().
import mindspore as ms
from mindspore import Tensor

x = Tensor(2.0)


def th(g):
    print("th", g)
    return g * 10


h = x.register_hook(th)
print("rh", ms.grad(lambda t: t * 3)(x))
print("rh vag", ms.value_and_grad(lambda t, u: t * u, grad_position=(0, 1))(x, Tensor(5.0)))
h.remove()
print("rh removed", ms.grad(lambda t: t * 3)(x))


def obs(g):
    print("obs", g)


def inner(a, b):
    z = a * b
    z.register_hook(obs)
    z.register_hook(lambda g: g * 2)
    return z * b


print("inter", ms.value_and_grad(inner, grad_position=(0, 1))(Tensor(1.0), Tensor(2.0)))
