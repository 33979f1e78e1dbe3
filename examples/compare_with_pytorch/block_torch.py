"""The PyTorch reference of block_ms.py, with a planted porting bug: `conv2` uses padding=1, where MindSpore's
pad_mode="same" pads a stride-2 convolution asymmetrically (nothing on top/left, one row/column on bottom/right).
`mindshim compare block_ms.py block_torch.py --localize --init-from ref` names conv2 as the first layer whose
output differs."""

import numpy as np
import torch
import torch.nn.functional as F

torch.manual_seed(0)


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = torch.nn.BatchNorm2d(8, momentum=0.1)
        self.conv2 = torch.nn.Conv2d(8, 8, 3, stride=2, padding=1)  # the bug: MindSpore's "same" is asymmetric here
        self.bn2 = torch.nn.BatchNorm2d(8, momentum=0.1)
        self.fc = torch.nn.Linear(8, 10)

    def forward(self, x):
        x = F.relu(self.bn1(self.conv1(x)))
        x = F.relu(self.bn2(self.conv2(x)))
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
