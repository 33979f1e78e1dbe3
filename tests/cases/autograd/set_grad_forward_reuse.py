"""After set_grad(), a PyNative forward records its graph and the next gradient of that Cell at the very same input
objects differentiates it instead of running construct again: construct runs once per forward-and-gradient step
(numpy sampling inside it included, so the value and the gradient belong to one sample). Each gradient uses one
recorded forward; another input object, a function wrapping the Cell, or no set_grad() runs construct again."""

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops

calls = {"construct": 0, "inner": 0, "bprop": 0}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x):
        calls["construct"] += 1
        s = Tensor(np.random.rand(3).astype(np.float32))
        return (x * self.w * s).sum()


class Inner(nn.Cell):
    def construct(self, x):
        calls["inner"] += 1
        return x * 2

    def bprop(self, x, out, dout):
        calls["bprop"] += 1
        return (dout * 3,)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.dense = nn.Dense(3, 1, weight_init="ones")

    def construct(self, x):
        calls["construct"] += 1
        return self.dense(self.inner(x)).sum()


def show(tag, *values):
    print(tag, dict(calls), *values)
    for k in calls:
        calls[k] = 0


np.random.seed(0)
x = Tensor(np.ones(3, np.float32))
y = Tensor(np.ones(3, np.float32))
for set_grad in (True, False):
    print("set_grad", set_grad)
    net = Net()
    net.set_grad(set_grad)
    out = net(x)
    v, g = ms.value_and_grad(net)(x)
    show("forward, value_and_grad", np.allclose(out.asnumpy(), v.asnumpy()), np.allclose(g.asnumpy().sum(), v.asnumpy()))
    net(x)
    ops.GradOperation()(net)(x)
    show("forward, GradOperation")
    ms.grad(net)(x)
    show("GradOperation again, no forward")
    net(x)
    ms.grad(net)(y)
    show("forward x, grad y")
    net(x)
    net(x)
    ms.grad(net)(x)
    ms.grad(net)(x)
    show("two forwards, two grads")
    net(x)
    ms.grad(net, None, net.trainable_params())(x)
    show("forward, grad of weights")
    net(x)
    ops.GradOperation(sens_param=True)(net)(x, Tensor(1.0))
    show("forward, sens_param")
    net(x)
    ms.grad(lambda a: net(a))(x)
    show("forward, grad of a lambda")
    outer = Outer()
    outer.set_grad(set_grad)
    outer(x)
    print(ms.grad(outer)(x))
    show("custom bprop inside, forward, grad")
