# Tensor.register_hook on parameters & intermediates, multiple hooks, removal, hooks on the loss cell
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.hs = []
    def construct(self, x):
        h = self.dense(x)
        h.register_hook(lambda g: print("inter grad", g))
        return ops.tanh(h)

net = Net()
calls = []
def ph(g):
    calls.append("w1")
    print("param hook w", g.shape, g.dtype)
    return g * 0.5
def ph2(g):
    calls.append("w2")
    print("param hook2 w", g)
hw = net.dense.weight.register_hook(ph)
hw2 = net.dense.weight.register_hook(ph2)
hb = net.dense.bias.register_hook(lambda g: print("bias hook", g))
print(type(hw).__name__)
loss_fn = nn.MSELoss()
wl = nn.WithLossCell(net, loss_fn)
def lh(cell, inp, out):
    print("loss fwd hook", type(cell).__name__, len(inp), out)
def lbh(cell, gi, go):
    print("loss bwd hook", type(cell).__name__, gi, go)
loss_fn.register_forward_hook(lh)
loss_fn.register_backward_hook(lbh)
x = Tensor(np.array([[0.1, 0.2, 0.3], [0.3, -0.2, 0.1]]), ms.float32)
t = Tensor(np.array([[0.0, 1.0], [1.0, 0.0]]), ms.float32)
gfn = ms.value_and_grad(wl, None, wl.trainable_params())
loss, grads = gfn(x, t)
print("loss", loss)
for g in grads:
    print(g)
print(calls)
hw.remove()
calls.clear()
loss, grads = gfn(x, t)
print(grads[0])
print(calls)
hw2.remove(); hb.remove()
loss, grads = gfn(x, t)
print(grads[0])
# hook on input tensor
x2 = Tensor(np.array([1.0, 2.0]), ms.float32)
def f(a):
    b = a * 3
    b.register_hook(lambda g: g * 10)
    return (b * b).sum()
print(ms.grad(f)(x2))
hx = x2.register_hook(lambda g: print("leaf hook", g))
print(ms.grad(f)(x2))
hx.remove()
print(ms.grad(f)(x2))
