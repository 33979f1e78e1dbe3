# mindspore.grad / value_and_grad return structures for every grad_position and weights form.
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops


def f(x, y):
    return x * y * 2


def g(x, y):
    return x * y, x + y


def unused(x, y):
    return x * 2


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])
for pos in [0, 1, (0,), (0, 1), (1, 0)]:
    print("grad", pos, ms.grad(f, grad_position=pos)(x, y))
    print("vag", pos, ms.value_and_grad(f, grad_position=pos)(x, y))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0]), name="w")
        self.b = Parameter(Tensor([1.0]), name="b", requires_grad=False)
        self.c = Parameter(Tensor([5.0]), name="c")

    def construct(self, x, y):
        return ops.sum(x * self.w * y + self.b)


net = Net()
ws = ParameterTuple(net.trainable_params())
print("grad None w", ms.grad(net, grad_position=None, weights=net.w)(x, y))
print("grad None [w]", ms.grad(net, grad_position=None, weights=[net.w])(x, y))
print("grad None ws", ms.grad(net, grad_position=None, weights=ws)(x, y))
print("grad None frozen", ms.grad(net, grad_position=None, weights=net.b)(x, y))
print("grad 0 ws", ms.grad(net, grad_position=0, weights=ws)(x, y))
print("vag None ws", ms.value_and_grad(net, grad_position=None, weights=ws)(x, y))
print("vag 0 ws", ms.value_and_grad(net, grad_position=0, weights=ws)(x, y))
print("vag (0,1) w", ms.value_and_grad(net, grad_position=(0, 1), weights=net.w)(x, y))
print("vag trainable", ms.value_and_grad(net, None, net.trainable_params())(x, y))
print("grad multi", ms.grad(g, grad_position=(0, 1))(x, y))
print("vag multi", ms.value_and_grad(g, grad_position=(0, 1))(x, y))
print("unused", ms.grad(unused, grad_position=(0, 1))(x, y))
print("scalar out", ms.grad(lambda a: 3.0)(x))
print("vag scalar out", ms.value_and_grad(lambda a: 3.0)(Tensor(1.0)))
print("vag mixed out", ms.value_and_grad(lambda a: (a * 2, 4))(Tensor(1.0)))
