# Cell forward pre / forward / backward / backward pre hooks on a sub-cell with a parameter; order and grad replacement.
import mindspore as ms
from mindspore import Tensor, Parameter, nn


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0]), name="w")

    def construct(self, x, y):
        return x * self.w + y * 3


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = Lin()

    def construct(self, x, y):
        return self.l(x * 1, y)


net = Net()


def pre(c, inp):
    print("pre", type(c).__name__, inp)


def fwd(c, inp, out):
    print("fwd", type(c).__name__, inp, out)


def bw(c, gi, go):
    print("bw", type(c).__name__, gi, go)


def bwp(c, go):
    print("bwpre", type(c).__name__, go)
    return (go[0] * 10,)


hs = [
    net.l.register_forward_pre_hook(pre),
    net.l.register_forward_hook(fwd),
    net.l.register_backward_hook(bw),
    net.l.register_backward_pre_hook(bwp),
]
x = Tensor([1.0])
y = Tensor([1.0])
print("call", net(x, y))
print("grad", ms.grad(net, grad_position=(0, 1), weights=net.trainable_params())(x, y))
print("grad on cell", ms.grad(net.l, grad_position=(0, 1))(x, y))
for h in hs:
    h.remove()
print("removed", ms.grad(net, grad_position=(0, 1))(x, y))


def prek(c, args, kwargs):
    print("prek", args, kwargs)
    return args, kwargs


def fwdk(c, args, kwargs, out):
    print("fwdk", args, kwargs, out)
    return out * 2


net.l.register_forward_pre_hook(prek, with_kwargs=True)
net.l.register_forward_hook(fwdk, with_kwargs=True)
print("kw", net.l(x, y=y))


class R(nn.Cell):
    def construct(self, x):
        return x * 3


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.r = R()

    def construct(self, x):
        return self.r(x) + x


n = N()


def rep(c, gi, go):
    print("rep", gi, go)
    return (gi[0] * 100,)


n.r.register_backward_hook(rep)
print("replaced", ms.grad(n)(Tensor([1.0, 2.0])))
