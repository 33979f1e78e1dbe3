"""Train and evaluate LeNet-5 on MNIST with `Model`, following MindSpore's quick-start tutorial.

A plain MindSpore 2.x script: it runs on real MindSpore, and unchanged on PyTorch with
`python -m mindshim examples/quickstart_mnist.py`. It reads MNIST's IDX files from `--data`; when they are
missing it first runs `tools/prepare_mnist.py`, which writes a 4,000 / 1,000 image subset of the real MNIST
images there (about 10 s, once).
"""

import argparse
import os
import subprocess
import sys

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision
from mindspore import nn
from mindspore.train import Accuracy, CheckpointConfig, LossMonitor, Model, ModelCheckpoint

parser = argparse.ArgumentParser(description="LeNet-5 on MNIST with mindspore.train.Model")
parser.add_argument("--data", default=os.path.join("data", "mnist"), help="folder with MNIST's IDX files")
parser.add_argument("--epochs", type=int, default=4)
parser.add_argument("--batch_size", type=int, default=32)
parser.add_argument("--lr", type=float, default=0.01)
parser.add_argument("--momentum", type=float, default=0.9)
parser.add_argument("--print_every", type=int, default=25, help="LossMonitor's per_print_times")
parser.add_argument("--ckpt_dir", default=os.path.join("data", "lenet_ckpt"), help="where ModelCheckpoint writes")
parser.add_argument("--device_target", default="CPU", choices=["CPU", "GPU", "Ascend"])
args = parser.parse_args()

ms.set_context(mode=ms.PYNATIVE_MODE, device_target=args.device_target)
ms.set_seed(1)
ds.config.set_seed(1)


MNIST_FILES = ("train-images-idx3-ubyte", "train-labels-idx1-ubyte", "t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte")


def ensure_mnist(data_path):
    """Write MNIST's IDX files to `data_path` with tools/prepare_mnist.py when any is missing."""
    if all(os.path.exists(os.path.join(data_path, f)) for f in MNIST_FILES):
        return
    tool = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "tools", "prepare_mnist.py")
    print(f"{data_path} has no MNIST files yet: preparing them with tools/prepare_mnist.py ...", flush=True)
    subprocess.run([sys.executable, tool, "--out", data_path], check=True)


def create_dataset(data_path, usage, batch_size, shuffle):
    """MNIST -> resized to 32x32, scaled to [0, 1], normalized, CHW float32 images; int32 labels; batched."""
    mnist = ds.MnistDataset(data_path, usage=usage, shuffle=shuffle)
    image_ops = [
        vision.Resize((32, 32), interpolation=vision.Inter.LINEAR),
        vision.Rescale(1.0 / 255.0, 0.0),
        vision.Normalize(mean=(0.1307,), std=(0.3081,)),
        vision.HWC2CHW(),
    ]
    mnist = mnist.map(operations=image_ops, input_columns="image")
    mnist = mnist.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    return mnist.batch(batch_size, drop_remainder=True)


class LeNet5(nn.Cell):
    """LeNet-5 as in MindSpore's quick-start tutorial: input (N, 1, 32, 32), output (N, 10) logits."""

    def __init__(self, num_class=10, num_channel=1):
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
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


ensure_mnist(args.data)
ds_train = create_dataset(args.data, "train", args.batch_size, shuffle=True)
ds_test = create_dataset(args.data, "test", args.batch_size, shuffle=False)
steps = ds_train.get_dataset_size()
print(f"train: {steps} batches of {args.batch_size}, test: {ds_test.get_dataset_size()} batches")

net = LeNet5()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.Momentum(net.trainable_params(), learning_rate=args.lr, momentum=args.momentum)
model = Model(net, loss_fn=loss_fn, optimizer=optimizer, metrics={"Accuracy": Accuracy()})

config = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2)
ckpoint = ModelCheckpoint(prefix="lenet", directory=args.ckpt_dir, config=config)
model.train(
    args.epochs,
    ds_train,
    callbacks=[LossMonitor(per_print_times=args.print_every), ckpoint],
    dataset_sink_mode=False,
)

acc = model.eval(ds_test, dataset_sink_mode=False)
print(f"Accuracy: {acc['Accuracy']:.4f}")
print(f"last checkpoint: {os.path.basename(ckpoint.latest_ckpt_file_name)}")
