# ops.Print of tensors, strings, tuples, scalars, inside a Cell (PyNative and GRAPH), Print of mixed types
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, context


class PrintDemo(nn.Cell):
    def __init__(self):
        super(PrintDemo, self).__init__()
        self.print = ops.Print()

    def construct(self, x, y):
        self.print("print Tensor x and Tensor y:", x, y)
        return x


input_x = Tensor(np.ones([2, 1]).astype(np.int32))
input_y = Tensor(np.ones([2, 2]).astype(np.int32))
net = PrintDemo()
output = net(input_x, input_y)
print("out", output)
p = ops.Print()
p("a string only")
p(Tensor(3.5, ms.float32))
p(Tensor([1.5, 2.25], ms.float16))
p(Tensor([True, False]))
p("tuple:", (Tensor(1, ms.int32), Tensor([2.0, 3.0], ms.float32)))
p("int", 3, "float", 2.5, "bool", True)
p(Tensor(np.arange(12).reshape(3, 4).astype(np.float32)))
p(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int64)))
r = p("x")
print("ret", r)
p(Tensor(np.array([1e-8, 1.0, 123456.0], np.float32)))
p(Tensor(np.zeros((0, 3), np.float32)))
p([Tensor(1), 2])
ops.print_("functional print_", Tensor([1, 2]))
context.set_context(mode=context.GRAPH_MODE)
net = PrintDemo()
net(input_x, input_y)


class PrintScalar(nn.Cell):
    def construct(self, x):
        ops.Print()("x is", x, "sum", x.sum())
        print("python print in graph", x)
        return x * 2


print(PrintScalar()(Tensor([1.0, 2.0])))
context.set_context(mode=context.PYNATIVE_MODE)
print(PrintScalar()(Tensor([1.0, 2.0])))
