"""A PyTorch reference of block_ms.py whose forward pass is a faithful port but whose backward pass is not: a custom
autograd function after the last ReLU passes twice the gradient back (as a port may do with a hand-written
backward). The first step's loss agrees; `mindshim compare block_ms.py block_grad_torch.py --localize --init-from ref`
names the gradient: the output gradient of bn2, and of the ReLU after it, is twice MindSpore's."""

import numpy as np
import torch
import torch.nn.functional as F

torch.manual_seed(0)


class Twice(torch.autograd.Function):
    """Identity forward, doubled gradient backward: the planted bug."""

    @staticmethod
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    def backward(ctx, g):
        return 2 * g


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = torch.nn.BatchNorm2d(8, momentum=0.1)
        self.conv2 = torch.nn.Conv2d(8, 8, 3, stride=2)  # padded in forward() as MindSpore's "same"
        self.bn2 = torch.nn.BatchNorm2d(8, momentum=0.1)
        self.fc = torch.nn.Linear(8, 10)

    def forward(self, x):
        x = F.relu(self.bn1(self.conv1(x)))
        x = Twice.apply(F.relu(self.bn2(self.conv2(F.pad(x, (0, 1, 0, 1))))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


rng = np.random.RandomState(0)
x = torch.from_numpy(rng.normal(0, 1, (4, 3, 8, 8)).astype(np.float32))
y = torch.from_numpy(rng.randint(0, 10, (4,)).astype(np.int64))
net = Block()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
net.train()
for _ in range(3):
    opt.zero_grad()
    loss = F.cross_entropy(net(x), y)
    loss.backward()
    opt.step()
    print(f"loss: {loss.item():.7f}")
