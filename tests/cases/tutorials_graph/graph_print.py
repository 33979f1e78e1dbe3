# print / ops.print_ / ops.Print inside jit and GRAPH_MODE Cells: graph format, constants folded at compile time
# printed as tuples, prints with numpy arrays run in Python (JIT Fallback), order against outer prints
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit, Parameter

G = Tensor([1, 2])


@jit
def f(x, n):
    print("x is", x)
    print("n =", n, "half", 0.5, True)
    y = x * 2
    ops.print_("y:", y)
    ops.print_("scalar", 3, 2.5)
    print("shape", x.shape, "tuple", (1, 2), [Tensor([1]), 3])
    return y


print("before")
r = f(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), 4)
ms.runtime.synchronize()  # graph Print runs asynchronously in MindSpore
print("after", r)


@jit
def test_print():
    x = Tensor(np.array([1, 2, 3, 4, 5]))
    y = Tensor(np.array([1, 2, 3, 4, 5]))
    tensor_sum = x + y
    print("tensor_sum: ", tensor_sum)
    np_x = np.array([1, 2, 3, 4, 5])
    np_y = np.array([1, 2, 3, 4, 5])
    np_sum = np_x + np_y
    print("np_sum: ", np_sum)
    return tensor_sum, Tensor(np_sum)


ts, s = test_print()
print(ts)
print(s)


@jit
def consts(x):
    c = Tensor([1.0, 2.0])
    d = c * 2
    e = x + c
    print("d", d)
    print("e", e)
    print("f", ops.ones((2,), ms.float32))
    print("h", ops.zeros((2, 2), ms.int32))
    print("c0", c[0], "scalar t", Tensor(2.0), Tensor(3))
    print("ac", ops.arange(3))
    print("boolc", Tensor([True, False]))
    print("glob", G, "glob2", G * 2)
    a = np.array([1.5, 2.5])
    print("np", a, "and", 3)
    print("mixed", a, x)
    print("sum", x.sum())
    print(f"fmt {3 + 1}")
    return e


consts(Tensor([1.0, 1.0]))
print("==")
consts(Tensor([2.0, 2.0]))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pr = ops.Print()
        self.t = Tensor([0.5, 1.5])
        self.p = Parameter(Tensor([2.0, 3.0]), name="p")

    def construct(self, x):
        self.pr("in cell", x, x.dtype)
        print("bool tensor", x > 1)
        print("attr", self.t)
        print("param", self.p)
        print("glob", G)
        print("tp", self.t + self.p)
        return x * self.t


ms.set_context(mode=ms.GRAPH_MODE)
out = PNet()(Tensor([1.0, 2.0]))
print(out)
ms.set_context(mode=ms.PYNATIVE_MODE)
out = PNet()(Tensor([1.0, 2.0]))
print(out)
