# Fixed randomness then a value_and_grad loop printing per-step loss, weights before/after a step
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(1)
np.random.seed(1)
ms.dataset.config.set_seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE)
print(ms.get_seed(), ms.dataset.config.get_seed())


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()
        self.drop = nn.Dropout(p=0.0)
        self.fc2 = nn.Dense(
            3, 2, weight_init=Tensor(np.array([[0.1, -0.2, 0.3], [0.4, 0.5, -0.6]], np.float32)), bias_init="zeros"
        )

    def construct(self, x):
        return self.fc2(self.drop(self.relu(self.fc1(x))))


net = Net()
for p in net.trainable_params():
    print(p.name, p.shape, p.dtype, p.requires_grad)
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)


def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)
x = Tensor(np.arange(8).reshape(2, 4).astype(np.float32) / 8)
y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
before = {p.name: p.asnumpy().copy() for p in net.trainable_params()}
net.set_train()
for step in range(3):
    (loss, logits), grads = grad_fn(x, y)
    opt(grads)
    print("step", step, "loss", loss, loss.dtype, loss.shape)
    print([g.shape for g in grads])
after = {p.name: p.asnumpy() for p in net.trainable_params()}
for k in before:
    print(
        k,
        "changed" if not np.allclose(before[k], after[k]) else "same",
        np.abs(after[k] - before[k]).max().round(5) >= 0,
    )
for p in net.get_parameters():
    print(p.name, ops.isfinite(p).all(), ops.isnan(p).any(), ops.isfinite(p).dtype)
print(net.fc1.weight.value().sum())
print(ms.ops.norm(net.fc1.weight), ms.ops.norm(net.fc1.weight).dtype)
