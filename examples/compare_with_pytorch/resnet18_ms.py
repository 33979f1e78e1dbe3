"""A ResNet-18-style network (a 3x3 stem, four stages of two BasicBlocks, 8-16-32-64 channels) trained for three
steps with Momentum in MindSpore, then evaluated once: the MindSpore side of `mindshim compare --localize`.

resnet18_torch.py is its PyTorch port with a planted bug (BatchNorm momentum copied instead of converted):

    mindshim compare resnet18_ms.py resnet18_torch.py --localize --init-from ref --steps 1
"""

import numpy as np

import mindspore as ms
from mindspore import nn

ms.set_seed(0)


def conv3x3(cin, cout, stride=1):
    return nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)


class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = conv3x3(cin, cout, stride)
        self.bn1 = nn.BatchNorm2d(cout, momentum=0.9)  # MindSpore: moving = 0.9 * moving + 0.1 * batch
        self.relu = nn.ReLU()
        self.conv2 = conv3x3(cout, cout)
        self.bn2 = nn.BatchNorm2d(cout, momentum=0.9)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.SequentialCell(
                [nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False), nn.BatchNorm2d(cout, momentum=0.9)]
            )

    def construct(self, x):
        identity = x if self.down is None else self.down(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + identity)


class ResNet18(nn.Cell):
    def __init__(self, num_classes=10, widths=(8, 16, 32, 64)):
        super().__init__()
        self.conv1 = conv3x3(3, widths[0])
        self.bn1 = nn.BatchNorm2d(widths[0], momentum=0.9)
        self.relu = nn.ReLU()
        cells, cin = [], widths[0]
        for i, w in enumerate(widths):
            stride = 1 if i == 0 else 2
            cells.append(nn.SequentialCell([BasicBlock(cin, w, stride), BasicBlock(w, w)]))
            cin = w
        self.layer1, self.layer2, self.layer3, self.layer4 = cells
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(widths[-1], num_classes)

    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(self.flatten(self.pool(x)))


rng = np.random.RandomState(0)
x = ms.Tensor(rng.normal(0, 1, (4, 3, 16, 16)).astype(np.float32))
y = ms.Tensor(rng.randint(0, 10, (4,)).astype(np.int32))
net = ResNet18()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
net.set_train()
for _ in range(3):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"loss: {float(loss.asnumpy()):.7f}")
net.set_train(False)
print(f"eval loss: {float(forward(x, y).asnumpy()):.7f}")
