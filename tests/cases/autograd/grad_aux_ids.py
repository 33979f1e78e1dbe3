# grad / value_and_grad with has_aux=True and return_ids=True.
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops


def f(x, y):
    return x * y * 2


def fa(x, y):
    return ops.sum(x * y), x + 1, y * 2


def fa1(x, y):
    return ops.sum(x * y), x + 1


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])
print("grad aux", ms.grad(fa, has_aux=True)(x, y))
print("vag aux", ms.value_and_grad(fa, has_aux=True)(x, y))
print("vag aux pos01", ms.value_and_grad(fa, grad_position=(0, 1), has_aux=True)(x, y))
print("vag aux1", ms.value_and_grad(fa1, has_aux=True)(x, y))
print("grad aux1", ms.grad(fa1, has_aux=True)(x, y))
print("grad ids", ms.grad(f, grad_position=(0, 1), return_ids=True)(x, y))
print("grad ids0", ms.grad(f, grad_position=0, return_ids=True)(x, y))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0]), name="w")
        self.c = Parameter(Tensor([5.0]), name="c")

    def construct(self, x, y):
        return ops.sum(x * self.w * y)


net = Net()
ws = ParameterTuple(net.trainable_params())
print("grad ids ws", ms.grad(net, grad_position=0, weights=ws, return_ids=True)(x, y))
print("vag ids ws", ms.value_and_grad(net, grad_position=None, weights=ws, return_ids=True)(x, y))
