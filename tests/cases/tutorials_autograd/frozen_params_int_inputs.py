# Frozen parameters and int inputs: requires_grad=False, single Parameter as weights, get_by_list with frozen params
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 1, weight_init="ones", bias_init="ones")
        self.scale = Parameter(Tensor([2.0], ms.float32), name="scale", requires_grad=False)
    def construct(self, x):
        return (self.dense(x) * self.scale).sum()

net = Net()
x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), ms.float32)
print(ms.grad(net, None, net.dense.weight)(x))
print(ms.grad(net, 0, net.scale)(x))
print(ms.grad(net, None, (net.scale,))(x))
g = ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.get_parameters()))(x)
print(g)
net.dense.weight.requires_grad = False
print([p.name for p in net.trainable_params()], [p.name for p in net.untrainable_params()])
print(ms.grad(net, None, net.trainable_params())(x))
print(ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x))
for p in net.get_parameters():
    p.requires_grad = False
print(net.trainable_params())
try:
    print(ms.grad(net, None, net.trainable_params())(x))
except Exception as e:
    print(type(e).__name__, str(e).split("\n")[0])

# int inputs
def fi(a, b):
    return a * b + a
a = Tensor(np.array([2, 3]), ms.int32)
b = Tensor(np.array([4, 5]), ms.int32)
r = ms.grad(fi, (0, 1))(a, b)
print(r[0].dtype, r[0], r[1].dtype, r[1])
r = ops.GradOperation(get_all=True)(fi)(a, b)
print(r)
c = Tensor(np.array([2, 3]), ms.int64)
print(ms.grad(lambda t: t * t)(c))
u8 = Tensor(np.array([2, 3]), ms.uint8)
print(ms.grad(lambda t: t * 2)(u8))
bo = Tensor(np.array([True, False]))
try:
    print(ms.grad(lambda t, s: t * s, 1)(bo, Tensor([1.0, 2.0])))
except Exception as e:
    print(type(e).__name__, str(e).split("\n")[0])
