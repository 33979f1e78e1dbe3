# Custom bprop: float and int inputs, inside an enclosing net, with Cell hooks (forward hooks do not run on a bprop Cell).
import mindspore as ms
from mindspore import Tensor, nn, ops


class B(nn.Cell):
    def construct(self, x, y):
        return x * y * y

    def bprop(self, x, y, out, dout):
        print("bprop got", x, y, out, dout)
        return x + y, x * y * dout


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = B()

    def construct(self, x, y):
        return self.b(x * 2, y) * 3


print("bprop float", ops.GradOperation(get_all=True)(Outer())(Tensor(1.0), Tensor(2.0)))
print("bprop int", ops.GradOperation(get_all=True)(B())(Tensor(1, ms.int32), Tensor(2, ms.int32)))
print("bprop call", B()(Tensor(1.0), Tensor(2.0)))
b = B()


def bh(c, gi, go):
    print("bhook", gi, go)


def fh(c, i, o):
    print("fhook", i, o)
    return o * 2


def pre(c, i):
    print("pre", i)
    return (i[0] * 10, i[1])


b.register_backward_hook(bh)
b.register_forward_hook(fh)
print("bprop hooked", ms.grad(b, grad_position=(0, 1))(Tensor(1.0), Tensor(2.0)))
b.register_forward_pre_hook(pre)
print("bprop pre", ms.grad(b, grad_position=(0, 1))(Tensor(1.0), Tensor(2.0)))
print("call", b(Tensor(1.0), Tensor(2.0)))
