# End to end: MnistDataset (IDX files written here) -> map(Rescale, Normalize, HWC2CHW, TypeCast) -> batch -> Model.train/eval of a tiny CNN.
import os
import struct

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from mindspore import Tensor, nn
from mindspore.train import LossMonitor, Model


def write_idx(path, arr):
    with open(path, "wb") as f:
        f.write(struct.pack(">HBB", 0, 8, arr.ndim))
        f.write(struct.pack(">" + "I" * arr.ndim, *arr.shape))
        f.write(arr.astype(np.uint8).tobytes())


root = os.path.join(os.getcwd(), "mnist_e2e")
os.makedirs(root, exist_ok=True)
imgs = ((np.arange(8 * 28 * 28).reshape(8, 28, 28) * 37) % 256).astype(np.uint8)
labels = np.array([3, 1, 4, 1, 5, 9, 2, 6])
write_idx(os.path.join(root, "train-images-idx3-ubyte"), imgs)
write_idx(os.path.join(root, "train-labels-idx1-ubyte"), labels)
write_idx(os.path.join(root, "t10k-images-idx3-ubyte"), imgs[:4])
write_idx(os.path.join(root, "t10k-labels-idx1-ubyte"), labels[:4])


def create(usage, bs=4):
    d = ds.MnistDataset(root, usage=usage, shuffle=False)
    d = d.map([V.Rescale(1.0 / 255.0, 0.0), V.Normalize([0.1307], [0.3081]), V.HWC2CHW()], input_columns="image")
    d = d.map(T.TypeCast(ms.int32), input_columns="label")
    return d.batch(bs, drop_remainder=True)


train_ds = create("train")
print(train_ds.get_dataset_size(), train_ds.get_col_names())
img, lab = next(train_ds.create_tuple_iterator())
print(img.shape, img.dtype, lab.shape, lab.dtype)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        wc = Tensor(((np.arange(2 * 25).reshape(2, 1, 5, 5) % 7) - 3).astype(np.float32) / 50)
        self.conv = nn.Conv2d(1, 2, 5, pad_mode="valid", weight_init=wc)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        wd = Tensor(((np.arange(10 * 288).reshape(10, 288) % 11) - 5).astype(np.float32) / 500)
        self.fc = nn.Dense(288, 10, weight_init=wd, bias_init="zeros")

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.conv(x)))))


net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
model.train(3, train_ds, callbacks=[LossMonitor()])
r = model.eval(create("test", 2))
print({k: round(v, 5) for k, v in r.items()})
print(np.round(model.predict(img[:1]).asnumpy(), 3).tolist())
