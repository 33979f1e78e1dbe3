# jit train step with value_and_grad + optimizer, switching modes mid-script, Cell methods under jit
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit, Parameter

ms.set_seed(1)
X = Tensor(np.linspace(-1, 1, 16).reshape(8, 2).astype(np.float32))
Y = Tensor((np.linspace(-1, 1, 16).reshape(8, 2) @ np.array([[2.0], [-1.0]]) + 0.5).astype(np.float32))


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 1, weight_init="zeros", bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


net = Lin()
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)


def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)


@jit
def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    opt(grads)
    return loss


for step in range(5):
    loss = train_step(X, Y)
    print(step, loss, loss.dtype)
print(net.fc.weight.value(), net.fc.bias.value())

ms.set_context(mode=ms.GRAPH_MODE)
for step in range(2):
    print("graph", train_step(X, Y))
ms.set_context(mode=ms.PYNATIVE_MODE)
print("pynative", train_step(X, Y))
print(ms.get_context("mode"))


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0]), name="w")

    @jit
    def scaled(self, x, k=2):
        return self.helper(x) * k

    def helper(self, x):
        return x * self.w

    def construct(self, x):
        return self.scaled(x) + self.scaled(x, 3)


m = Model()
print(m(Tensor([1.0, 1.0])), m.scaled(Tensor([2.0, 2.0]), k=4))
gw = ms.grad(m, grad_position=None, weights=m.trainable_params())(Tensor([1.0, 1.0]))
print(gw)

ms.set_context(mode=ms.GRAPH_MODE)
train_net = nn.TrainOneStepCell(nn.WithLossCell(Lin(), nn.MSELoss()), nn.Momentum(net.trainable_params(), 0.1, 0.9))
wl = nn.WithLossCell(net, nn.MSELoss())
tn = nn.TrainOneStepCell(wl, nn.Adam(net.trainable_params(), 0.01))
tn.set_train()
for i in range(3):
    print("tos", tn(X, Y))
ms.set_context(mode=ms.PYNATIVE_MODE)
print("tos pynative", tn(X, Y))
