# has_aux with several aux outputs, dict/list outputs, GradOperation sens for tuple outputs
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    def construct(self, x):
        y = self.fc(x)
        return y.sum(), y, y * 2

net = Net()
x = Tensor(np.array([[1.0, 2.0]]), ms.float32)
(v, a1, a2), g = ms.value_and_grad(net, 0, net.trainable_params(), has_aux=True)(x)
print(v, a1, a2)
print(g)
g, aux = ms.grad(net, 0, has_aux=True)(x)
print(g, type(aux).__name__, len(aux))
print(ms.grad(net, 0)(x))
def flist(x):
    return [x * 2, x * 3]
print(ms.grad(flist)(x))
def fdict(x):
    return {"a": x * 2, "b": x * 3}
try:
    print(ms.grad(fdict)(x))
except Exception as e:
    print(type(e).__name__, str(e).split("\n")[0])
go = ops.GradOperation(sens_param=True)
def f2(x):
    return x * 2, x * x
print(go(f2)(x, (Tensor(np.array([[1.0, 0.0]]), ms.float32), Tensor(np.array([[0.0, 1.0]]), ms.float32))))
print(go(f2)(x, [Tensor(np.array([[1.0, 0.0]]), ms.float32), Tensor(np.array([[0.0, 1.0]]), ms.float32)]))
