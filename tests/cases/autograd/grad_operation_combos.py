# GradOperation: default / get_all / multi-output sum / sens_param / get_by_list / get_all+get_by_list, frozen & unused params.
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops


def f(x, y):
    return x * y * 2


def g(x, y):
    return x * y, x + y


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])
print("default", ops.GradOperation()(f)(x, y))
print("all", ops.GradOperation(get_all=True)(f)(x, y))
print("multi", ops.GradOperation(get_all=True)(g)(x, y))
print("sens", ops.GradOperation(get_all=True, sens_param=True)(f)(x, y, Tensor([1.0, 10.0])))
print(
    "sens multi", ops.GradOperation(get_all=True, sens_param=True)(g)(x, y, (Tensor([1.0, 10.0]), Tensor([2.0, 3.0])))
)
print("sens default", ops.GradOperation(sens_param=True)(f)(x, y, Tensor([2.0, 2.0])))


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
print("list", ops.GradOperation(get_by_list=True)(net, ws)(x, y))
print("all+list", ops.GradOperation(get_all=True, get_by_list=True)(net, ws)(x, y))
print(
    "all+list frozen",
    ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.get_parameters()))(x, y),
)
print("list sens", ops.GradOperation(get_by_list=True, sens_param=True)(net, ws)(x, y, Tensor(2.0)))
print("no inputs", ops.GradOperation(get_all=True)(lambda: Tensor(1.0))())
print("scalar out", ops.GradOperation(get_all=True)(lambda a: 3.0)(x))
