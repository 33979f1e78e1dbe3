# GRAPH_MODE vs PYNATIVE_MODE tutorial flow: same network in both modes, hooks/prints per mode, Parameter updates
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit
from mindspore import jit as ms_function


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = ops.Mul()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
        self.count = Parameter(Tensor(0, ms.int32), name="count", requires_grad=False)

    def construct(self, x):
        ops.assign_add(self.count, Tensor(1, ms.int32))
        out = self.mul(x, self.w)
        print("out:", out)
        return out


x = Tensor(np.array([1.0, 1.0, 1.0], np.float32))
for mode in (ms.GRAPH_MODE, ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    net = Net()
    print("mode", ms.get_context("mode"), net(x), net(x * 2), net.count.value())
    print(ms.grad(net, grad_position=0)(x))

ms.set_context(mode=ms.PYNATIVE_MODE)
net = Net()


def hook_fn(cell, inputs, output):
    print("forward hook", type(cell).__name__, output)


h = net.register_forward_hook(hook_fn)
print(net(x))


@ms_function
def run(x):
    return net(x) * 2


print(run(x))
h.remove()


@jit
def update(p, v):
    ops.assign(p, v)
    return p + 0


w = Parameter(Tensor([0.0, 0.0]), name="w2")
print(update(w, Tensor([3.0, 4.0])), w.value())
