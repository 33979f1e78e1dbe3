# gradients w.r.t. integer Parameters (returned in their dtype), a Parameter returned as is, and grad positions
# beyond the inputs in graph mode (IndexError) and PyNative mode
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore.common import dtype as mstype


class Net(nn.Cell):
    def __init__(self, w, b):
        super().__init__()
        self.w = Parameter(w, name="w")
        self.b = Parameter(b, name="b")

    def construct(self, x):
        return self.w * x + self.b


class Ident(nn.Cell):
    def __init__(self, w):
        super().__init__()
        self.w = Parameter(w, name="w")

    def construct(self):
        return self.w


def f1(x):
    return x * 2


def f0():
    return Tensor([1.0]) * 2


w = Tensor([6], mstype.int32)
b = Tensor([2], mstype.int32)
x = Tensor([10], mstype.int32)
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    n = Net(w, b)
    print(ops.grad(n, 0, n.trainable_params())(x))
    print(ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x))
    print(ops.GradOperation(get_all=True, get_by_list=True)(n, n.trainable_params()[0])(x))
    print(ops.value_and_grad(n, None, n.w)(x))
    fw = Net(Tensor([1.5]), Tensor([0.5]))
    print(ops.grad(fw, 0, fw.trainable_params())(x))
    i = Ident(w)
    print(ops.GradOperation(get_all=True, get_by_list=True)(i, i.trainable_params())())
    for fn, args, pos in [(f1, (Tensor([1.0]),), (0, 1)), (f0, (), 0), (f0, (), (0,))]:
        try:
            print(ops.grad(fn, grad_position=pos)(*args))
        except Exception as e:
            print(type(e).__name__, str(e).splitlines()[0])
