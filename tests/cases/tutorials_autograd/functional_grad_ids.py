# functional autograd: grad of grad, value_and_grad has_aux+weights, return_ids+get_grad, frozen params
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, grad, value_and_grad, get_grad

def f(x):
    return ops.sin(x) * x ** 2

x = Tensor(np.array([0.5, 1.0, 2.0]), ms.float32)
g1 = grad(f)
g2 = grad(grad(f))
g3 = grad(grad(grad(f)))
print("g1", g1(x))
print("g2", g2(x))
print("g3", g3(x))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0]), ms.float32), name="w")
        self.b = Parameter(Tensor(np.array([0.5]), ms.float32), name="b")
        self.frozen = Parameter(Tensor(np.array([2.0]), ms.float32), name="frozen", requires_grad=False)
    def construct(self, x, y):
        z = (x * self.w).sum() + self.b * self.frozen
        return z * y, z

net = Net()
y = Tensor(np.array([3.0]), ms.float32)
print(net.trainable_params())
fn = value_and_grad(net, grad_position=(0, 1), weights=net.trainable_params(), has_aux=True)
v, gr = fn(x, y)
print("value", v)
print("grads", gr)
fn = value_and_grad(net, grad_position=None, weights=net.trainable_params())
v, gr = fn(x, y)
print("value2", v)
print("grads2", gr)
gf = grad(net, grad_position=(0, 1), weights=net.trainable_params(), return_ids=True)
res = gf(x, y)
print("ids", res)
print("gx", get_grad(res, 0))
print("gy", get_grad(res, 1))
print("gw", get_grad(res, net.w))
print("gb", get_grad(res, net.b))
try:
    get_grad(res, net.frozen)
except Exception as e:
    print(type(e).__name__, e)
try:
    get_grad(res, 5)
except Exception as e:
    print(type(e).__name__, e)
allp = net.get_parameters()
g = grad(net, grad_position=None, weights=list(net.get_parameters()))(x, y)
print("all params incl frozen", g)
net.b.requires_grad = False
print(net.trainable_params())
print(grad(net, grad_position=None, weights=net.trainable_params())(x, y))
