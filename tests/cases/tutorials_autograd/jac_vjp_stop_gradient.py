# jacfwd / jacrev / vjp / jvp and stop_gradient variants from the functional autograd tutorial
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from mindspore import jacfwd, jacrev, vjp, jvp

def fn(x, y):
    return x ** 2 * y, x + y

x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), ms.float32)
y = Tensor(np.array([[0.5, -1.0], [2.0, 1.0]]), ms.float32)
jf = jacfwd(fn, grad_position=0)(x, y)
print(type(jf).__name__, len(jf), jf[0].shape)
print(jf[0])
jr = jacrev(fn, grad_position=(0, 1))(x, y)
print(type(jr).__name__, len(jr), type(jr[0]).__name__, jr[0][1].shape)
print(jr[1][0])

def f1(x):
    return ops.exp(x).sum() * x
jr1 = jacrev(f1)(Tensor(np.array([0.0, 1.0]), ms.float32))
print(jr1)
def aux_fn(x):
    return x * 2, x * x
j, aux = jacfwd(aux_fn, has_aux=True)(Tensor(np.array([1.0, 3.0]), ms.float32))
print(j, aux)

v = Tensor(np.ones((2, 2)), ms.float32)
out, vjp_fn = vjp(fn, x, y)
print(out)
print(vjp_fn(v, v))
out, jvp_out = jvp(fn, (x, y), (v, v))
print(out[0], jvp_out[1])
def g(x):
    return x ** 3
out, vf = vjp(g, x)
print(vf(v))
out, vf, aux = vjp(aux_fn, x, has_aux=True)
print(out, aux, vf(v))

# stop_gradient
def h(x, y):
    a = x * y
    b = ops.stop_gradient(a)
    return a + b * x
print(ms.grad(h, (0, 1))(x, y))
def h2(x, y):
    out1, out2 = fn(x, y)
    return ops.stop_gradient(out1), out2
print(ms.grad(h2, (0, 1))(x, y))
def h3(x):
    return ops.stop_gradient(x * 2)
print(ms.grad(h3)(x))
