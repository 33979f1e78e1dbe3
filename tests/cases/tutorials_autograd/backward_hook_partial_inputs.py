# Cell backward hook grad_input when only some / none of the inputs carry a gradient (weights-only grads)
import mindspore as ms
from mindspore import Tensor, Parameter, nn
class Two(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0]), name="w")
    def construct(self, x, y):
        return x * y * self.w
class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Two()
        self.v = Parameter(Tensor([5.0]), name="v")
    def construct(self, x, y, z):
        return self.t(x, y * z) + self.t(x * self.v, y)
def bw(c, gi, go):
    print("bw", gi)
n = N()
n.t.register_backward_hook(bw)
a, b, c = Tensor([1.0]), Tensor([3.0]), Tensor([4.0])
print(ms.grad(n, None, n.trainable_params())(a, b, c))
print(ms.grad(n, 0)(a, b, c))
print(ms.grad(n, 2)(a, b, c))
print(ms.grad(n, 1)(a, b, c))
