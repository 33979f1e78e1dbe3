"""A small ResNet-style network (conv, BatchNorm, ReLU, a strided conv, pooling, Dense) trained for a few steps in
MindSpore: the MindSpore side of `mindshim compare --localize` (see block_torch.py, which has a planted bug)."""

import numpy as np

import mindspore as ms
from mindspore import nn

ms.set_seed(0)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn1 = nn.BatchNorm2d(8, momentum=0.9)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv2d(8, 8, 3, stride=2, pad_mode="same", has_bias=True)
        self.bn2 = nn.BatchNorm2d(8, momentum=0.9)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8, 10)

    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.relu(self.bn2(self.conv2(x)))
        return self.fc(self.flatten(self.pool(x)))


rng = np.random.RandomState(0)
x = ms.Tensor(rng.normal(0, 1, (4, 3, 8, 8)).astype(np.float32))
y = ms.Tensor(rng.randint(0, 10, (4,)).astype(np.int32))
net = Block()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
net.set_train()
for _ in range(3):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"loss: {float(loss.asnumpy()):.7f}")
