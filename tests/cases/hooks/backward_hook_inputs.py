# Cell backward hook grad_input: None for an untracked input (weights-only grad), all Tensor inputs tracked by position, non-Tensor args dropped.

import mindspore as ms
from mindspore import Tensor, Parameter, nn


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0]), name="w")

    def construct(self, x):
        return x * self.w, x + self.w


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = Lin()

    def construct(self, x):
        a, b = self.l(x)
        return a * 3 + b


net = Net()


def bw(c, gi, go):
    print("bw", gi, go)


net.l.register_backward_hook(bw)
x = Tensor([1.0])
print("weights only", ms.grad(net, None, net.trainable_params())(x))
print("inputs", ms.grad(net)(x))


class Two(nn.Cell):
    def construct(self, x, y):
        return x * y


class N2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Two()

    def construct(self, x, y):
        return self.t(x, y * 1)


n2 = N2()
n2.t.register_backward_hook(bw)
print("one input", ms.grad(n2, 1)(Tensor([2.0]), Tensor([3.0])))
print("int arg", ms.grad(lambda a: Two()(a, 3))(Tensor([2.0])))
t = Two()
t.register_backward_hook(bw)
print("int arg hooked", ms.grad(lambda a: t(a, 3))(Tensor([2.0])))
