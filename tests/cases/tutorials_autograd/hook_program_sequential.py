# Hook program doc style: HookBackward in construct, hooks on SequentialCell members, removal order
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)

def hook_fn(grad):
    print("hook_fn grad:", grad)
    return (grad[0] * 2,)

hook = ops.HookBackward(hook_fn)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
    def construct(self, x, y):
        x = x + y
        x = hook(x)
        x = x * y
        return self.relu(x)

net = Net()
x = Tensor(np.array([1.0, 2.0, -3.0]), ms.float32)
y = Tensor(np.array([2.0, 0.5, 1.0]), ms.float32)
out = net(x, y)
print("out", out)
g = ms.grad(net, grad_position=(0, 1))(x, y)
print("grads", g)

seq = nn.SequentialCell([nn.Dense(3, 2, weight_init="ones", bias_init="zeros"), nn.ReLU(), nn.Dense(2, 1, weight_init="ones", bias_init="zeros")])
order = []
def mk(name):
    def f(cell, inp, out):
        order.append(name)
        print("fwd", name, type(cell).__name__, len(inp), out.shape)
    return f
def mkb(name):
    def f(cell, gin, gout):
        order.append("b" + name)
        print("bwd", name, type(cell).__name__, [g.shape if g is not None else None for g in gin], [g.shape for g in gout])
    return f
h0 = seq[0].register_forward_hook(mk("d0"))
h1 = seq[2].register_forward_hook(mk("d2"))
h2 = seq[0].register_backward_hook(mkb("d0"))
h3 = seq[2].register_backward_hook(mkb("d2"))
h4 = seq[1].register_backward_hook(mkb("relu"))
inp = Tensor(np.array([[1.0, -2.0, 3.0]]), ms.float32)
print(seq(inp))
print(order)
order.clear()
gw = ms.grad(seq, grad_position=0, weights=seq.trainable_params())(inp)
print(gw[0])
for p in gw[1]:
    print(p.shape, p)
print(order)
order.clear()
h1.remove()
h3.remove()
ms.grad(seq)(inp)
print(order)
order.clear()
h0.remove(); h2.remove(); h4.remove()
h0.remove()
ms.grad(seq)(inp)
print(order)
