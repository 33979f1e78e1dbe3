"""Train LeNet-5 for a few steps on fixed synthetic data, MindSpore style.

A plain MindSpore script: it runs on real MindSpore, and unchanged on PyTorch with
`python -m mindshim examples/lenet_train.py`. The weights and the data come from a seeded
numpy generator, so both print the same losses.
"""

import argparse

import numpy as np

import mindspore as ms
from mindspore import Tensor, nn

parser = argparse.ArgumentParser(description="LeNet-5 on synthetic data")
parser.add_argument("--device_target", default="CPU", choices=["CPU", "GPU", "Ascend"])
parser.add_argument("--steps", type=int, default=10)
parser.add_argument("--batch_size", type=int, default=32)
args = parser.parse_args()

ms.set_context(mode=ms.PYNATIVE_MODE, device_target=args.device_target)
rng = np.random.RandomState(0)


def fixed(*shape):
    """A fixed weight tensor (the same in every framework)."""
    return Tensor((rng.standard_normal(shape) * 0.1).astype(np.float32))


class LeNet5(nn.Cell):
    """LeNet-5 as in MindSpore's quick-start tutorial."""

    def __init__(self, num_class=10, num_channel=1):
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid", weight_init=fixed(6, num_channel, 5, 5))
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid", weight_init=fixed(16, 6, 5, 5))
        self.fc1 = nn.Dense(16 * 5 * 5, 120, weight_init=fixed(120, 400), bias_init="zeros")
        self.fc2 = nn.Dense(120, 84, weight_init=fixed(84, 120), bias_init="zeros")
        self.fc3 = nn.Dense(84, num_class, weight_init=fixed(num_class, 84), bias_init="zeros")
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


net = LeNet5()
images = Tensor(rng.rand(args.batch_size, 1, 32, 32).astype(np.float32))
labels = Tensor(rng.randint(0, 10, size=args.batch_size).astype(np.int32))

loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), optimizer)
train_net.set_train()

print(f"LeNet-5, batch {args.batch_size}, {len(net.trainable_params())} parameter tensors")
for step in range(1, args.steps + 1):
    loss = train_net(images, labels)
    print(f"step {step:2d}: loss = {float(loss.asnumpy()):.6f}")

net.set_train(False)
predicted = net(images).asnumpy().argmax(axis=1)
print(f"accuracy on the training batch: {(predicted == labels.asnumpy()).mean():.4f}")
