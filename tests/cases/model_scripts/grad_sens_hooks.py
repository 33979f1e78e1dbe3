# gradients: GradOperation with sens_param on a Cell, get_all/get_by_list, HookBackward, register_backward_hook, grad position
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, ParameterTuple
from mindspore.ops import composite as C


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.fc.weight.set_data(Tensor(np.array([[1.0, -1.0, 0.5], [0.0, 2.0, 1.0]], np.float32)))

    def construct(self, x, y):
        return self.fc(x) * y


net = Net()
x = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
y = Tensor(np.array([[2.0, 3.0]], np.float32))
sens = Tensor(np.array([[1.0, 0.5]], np.float32))
params = ParameterTuple(net.trainable_params())

g_all = C.GradOperation(get_all=True, sens_param=True)(net)(x, y, sens)
print("get_all", [t.asnumpy().tolist() for t in g_all])
g_w = C.GradOperation(get_by_list=True, sens_param=True)(net, params)(x, y, sens)
print("by_list", [t.asnumpy().tolist() for t in g_w])
g_both = C.GradOperation(get_all=True, get_by_list=True)(net, params)(x, y)
print("both", len(g_both), [t.shape for t in g_both[0]], [t.shape for t in g_both[1]])
g_first = C.GradOperation()(net)(x, y)
print("first", g_first)
gf = ms.grad(net, grad_position=(0, 1), weights=net.trainable_params(), has_aux=False)
ga, gw = gf(x, y)
print("ms.grad", [t.asnumpy().tolist() for t in ga], [t.asnumpy().tolist() for t in gw])
v, gi = ms.value_and_grad(net, grad_position=1)(x, y)
print("vag", v, gi)

hook_log = []


def hook_fn(grad):
    hook_log.append((type(grad).__name__, grad[0].asnumpy().tolist()))
    return (grad[0] * 2,)


hb = ops.HookBackward(hook_fn)


def f(a):
    b = a * a
    b = hb(b)
    return (b * 3).sum()


print("hooked grad", ms.grad(f)(Tensor([1.0, 2.0])), hook_log)


def bwd_hook(cell, grad_input, grad_output):
    print("bwd hook", type(cell).__name__, [g.shape for g in grad_input], [g.shape for g in grad_output])


dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
h = dense.register_backward_hook(bwd_hook)
print("grad with hook", ms.grad(lambda t: dense(t).sum())(x))
h.remove()
print("after remove", ms.grad(lambda t: dense(t).sum())(x))


def fwd_hook(cell, inputs, output):
    return output + 100


h2 = dense.register_forward_hook(fwd_hook)
print("fwd hooked", dense(x))
h2.remove()


def aux_fn(a):
    return (a ** 2).sum(), a * 10


print("aux", ms.grad(aux_fn, has_aux=True)(Tensor([1.0, 3.0])))
print("jacobian-ish", ms.grad(lambda a: ops.sin(a).sum())(Tensor([0.0, 1.0])))
