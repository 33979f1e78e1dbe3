# vjp with weights (Parameter list / single Parameter) and has_aux.
import mindspore as ms
from mindspore import Tensor, Parameter, nn


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0]), name="w")

    def construct(self, x):
        return x * self.w


n = N()
out, fn = ms.vjp(n, Tensor([3.0]), weights=n.trainable_params())
print("vjp w", out, fn(Tensor([1.0])))
out, fn = ms.vjp(n, Tensor([3.0]), weights=n.w)
print("vjp w1", out, fn(Tensor([1.0])))
out, fn, aux = ms.vjp(lambda x: (x * x, x + 1), Tensor(3.0), has_aux=True)
print("vjp aux", out, fn(Tensor(1.0)), aux)
