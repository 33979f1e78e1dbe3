"""A PyTorch reference of block_ms.py whose network is a faithful port (conv2 padded as MindSpore's "same") but whose
optimizer is not: SGD with weight_decay=0.01 where block_ms.py has none. The forward pass and the gradients agree;
`mindshim compare block_ms.py block_update_torch.py --localize --init-from ref` names the parameter update."""

import numpy as np
import torch
import torch.nn.functional as F

torch.manual_seed(0)


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
        x = F.relu(self.bn2(self.conv2(F.pad(x, (0, 1, 0, 1)))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


rng = np.random.RandomState(0)
x = torch.from_numpy(rng.normal(0, 1, (4, 3, 8, 8)).astype(np.float32))
y = torch.from_numpy(rng.randint(0, 10, (4,)).astype(np.int64))
net = Block()
opt = torch.optim.SGD(net.parameters(), lr=0.1, weight_decay=0.01)  # the difference: weight decay
net.train()
for _ in range(3):
    opt.zero_grad()
    loss = F.cross_entropy(net(x), y)
    loss.backward()
    opt.step()
    print(f"loss: {loss.item():.7f}")
