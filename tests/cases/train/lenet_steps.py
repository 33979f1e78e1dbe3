# Checks a LeNet-like conv net trained 4 steps with TrainOneStepCell(WithLossCell, Momentum): losses and parameter names.
import numpy as np
from mindspore import nn, Tensor

rng = np.random.RandomState(1)


def init(shape, scale):
    return Tensor(rng.uniform(-scale, scale, shape).astype(np.float32))


class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, pad_mode="valid", weight_init=init((4, 1, 3, 3), 0.3))
        self.conv2 = nn.Conv2d(4, 8, 3, pad_mode="valid", weight_init=init((8, 4, 3, 3), 0.2))
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(8 * 1 * 1, 16, weight_init=init((16, 8), 0.3), bias_init="zeros")
        self.fc2 = nn.Dense(16, 10, weight_init=init((10, 16), 0.3), bias_init="zeros")

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc2(self.relu(self.fc1(x)))


net = LeNet()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
train.set_train()
x = Tensor(rng.uniform(0, 1, (8, 1, 12, 12)).astype(np.float32))
y = Tensor(rng.randint(0, 10, (8,)).astype(np.int32))
for step in range(4):
    out = train(x, y)
    print(step, round(float(out.asnumpy()), 5), out.shape, out.dtype)
for n, p in train.parameters_and_names():
    print(n, p.name, p.shape)
print(np.round(net.fc2.bias.asnumpy(), 5).tolist())
