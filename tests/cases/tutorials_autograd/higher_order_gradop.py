# Higher-order derivation tutorial style: GradOperation nested in Cells, sens_param, multi-input/output second order
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple

class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.sin = ops.Sin()
    def construct(self, x):
        return self.sin(x)

class Grad(nn.Cell):
    def __init__(self, network):
        super(Grad, self).__init__()
        self.grad = ops.GradOperation()
        self.network = network
    def construct(self, x):
        return self.grad(self.network)(x)

class GradSec(nn.Cell):
    def __init__(self, network):
        super(GradSec, self).__init__()
        self.grad = ops.GradOperation()
        self.network = network
    def construct(self, x):
        return self.grad(self.network)(x)

x_train = Tensor(np.array([3.1415926]), dtype=ms.float32)
print(GradSec(Grad(Net()))(x_train))

class Net2(nn.Cell):
    def __init__(self):
        super(Net2, self).__init__()
        self.mul = ops.Mul()
    def construct(self, x, y):
        x_square = self.mul(x, x)
        x_square_y = self.mul(x_square, y)
        return x_square_y, x_square

class Grad2(nn.Cell):
    def __init__(self, network):
        super(Grad2, self).__init__()
        self.grad = ops.GradOperation(get_all=True, sens_param=False)
        self.network = network
    def construct(self, x, y):
        return self.grad(self.network)(x, y)

class GradSec2(nn.Cell):
    def __init__(self, network):
        super(GradSec2, self).__init__()
        self.grad = ops.GradOperation(get_all=True, sens_param=True)
        self.network = network
        self.sens1 = Tensor(np.array([1]).astype('float32'))
        self.sens2 = Tensor(np.array([0]).astype('float32'))
    def construct(self, x, y):
        dxdx, dxdy = self.grad(self.network)(x, y, (self.sens1, self.sens2))
        dydx, dydy = self.grad(self.network)(x, y, (self.sens2, self.sens1))
        return dxdx, dxdy, dydx, dydy

x = Tensor(np.array([4], dtype=np.float32))
y = Tensor(np.array([5], dtype=np.float32))
dxdx, dxdy, dydx, dydy = GradSec2(Grad2(Net2()))(x, y)
print(dxdx, dxdy, dydx, dydy)

# functional: grad of grad with weights
class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, -1.0]), ms.float32), name="w")
    def construct(self, x):
        return (self.w * x ** 3).sum()
lin = Lin()
xx = Tensor(np.array([1.0, 2.0]), ms.float32)
dfdx = ms.grad(lin)
print(dfdx(xx))
d2 = ms.grad(dfdx, grad_position=0, weights=lin.trainable_params())
print(d2(xx))
print(ms.grad(lambda a: ms.grad(lin)(a).sum())(xx))
print(ms.value_and_grad(lambda a: ms.grad(lin)(a).sum())(xx))
# second order through a custom bprop cell
class B(nn.Cell):
    def construct(self, x):
        return x * x * x
    def bprop(self, x, out, dout):
        return (3 * x * x * dout,)
b = B()
print(ms.grad(ms.grad(b))(xx))
