"""The PyTorch port of resnet18_ms.py, with a planted porting bug: every BatchNorm keeps MindSpore's
`momentum=0.9`, where PyTorch's momentum is the weight of the NEW batch statistic (MindSpore's momentum is the
weight of the old running value), so the correct port is `momentum=1 - 0.9 = 0.1`.

Training losses agree (training uses the batch statistics); the running statistics, and so the evaluation
loss, do not. `mindshim compare resnet18_ms.py resnet18_torch.py --localize --init-from ref` names the update
of `bn1`'s moving mean, made by the batch_norm op of its forward pass, not by the optimizer.
"""

import numpy as np
import torch
import torch.nn.functional as F

torch.manual_seed(0)
MOMENTUM = 0.9  # the bug: should be 1 - 0.9 = 0.1


def conv3x3(cin, cout, stride=1):
    return torch.nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)


class BasicBlock(torch.nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = conv3x3(cin, cout, stride)
        self.bn1 = torch.nn.BatchNorm2d(cout, momentum=MOMENTUM)
        self.conv2 = conv3x3(cout, cout)
        self.bn2 = torch.nn.BatchNorm2d(cout, momentum=MOMENTUM)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = torch.nn.Sequential(
                torch.nn.Conv2d(cin, cout, 1, stride=stride, bias=False), torch.nn.BatchNorm2d(cout, momentum=MOMENTUM)
            )

    def forward(self, x):
        identity = x if self.down is None else self.down(x)
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + identity)


class ResNet18(torch.nn.Module):
    def __init__(self, num_classes=10, widths=(8, 16, 32, 64)):
        super().__init__()
        self.conv1 = conv3x3(3, widths[0])
        self.bn1 = torch.nn.BatchNorm2d(widths[0], momentum=MOMENTUM)
        layers, cin = [], widths[0]
        for i, w in enumerate(widths):
            stride = 1 if i == 0 else 2
            layers.append(torch.nn.Sequential(BasicBlock(cin, w, stride), BasicBlock(w, w)))
            cin = w
        self.layer1, self.layer2, self.layer3, self.layer4 = layers
        self.fc = torch.nn.Linear(widths[-1], num_classes)

    def forward(self, x):
        x = F.relu(self.bn1(self.conv1(x)))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


rng = np.random.RandomState(0)
x = torch.from_numpy(rng.normal(0, 1, (4, 3, 16, 16)).astype(np.float32))
y = torch.from_numpy(rng.randint(0, 10, (4,)).astype(np.int64))
net = ResNet18()
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9)
net.train()
for _ in range(3):
    opt.zero_grad()
    loss = F.cross_entropy(net(x), y)
    loss.backward()
    opt.step()
    print(f"loss: {loss.item():.7f}")
net.eval()
with torch.no_grad():
    print(f"eval loss: {F.cross_entropy(net(x), y).item():.7f}")
