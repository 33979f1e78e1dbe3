# VGG-like net with Cell.to_float(float16) on parts, BatchNorm kept float32, amp cast, output dtypes
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor
import mindspore.common.dtype as mstype


def make_layers(cfg, batch_norm=True):
    layers = []
    in_ch = 3
    for v in cfg:
        if v == "M":
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        else:
            conv = nn.Conv2d(in_ch, v, 3, pad_mode="same", weight_init="ones", has_bias=False)
            layers += [conv, nn.BatchNorm2d(v), nn.ReLU()] if batch_norm else [conv, nn.ReLU()]
            in_ch = v
    return nn.SequentialCell(layers)


class VGG(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = make_layers([4, "M", 8, "M"])
        self.flatten = nn.Flatten()
        self.classifier = nn.SequentialCell([nn.Dense(8 * 2 * 2, 6, weight_init="ones", bias_init="zeros"), nn.ReLU(),
                                             nn.Dropout(p=0.5), nn.Dense(6, 3, weight_init="ones", bias_init="zeros")])

    def construct(self, x):
        x = self.layers(x)
        return self.classifier(self.flatten(x))


net = VGG()
net.set_train(False)
x = Tensor(np.linspace(-1, 1, 2 * 3 * 8 * 8).reshape(2, 3, 8, 8).astype(np.float32))
o32 = net(x)
print(o32.dtype, o32.shape, o32)
net.to_float(mstype.float16)
for _, cell in net.cells_and_names():
    if isinstance(cell, nn.BatchNorm2d):
        cell.to_float(mstype.float32)
o16 = net(x)
print(o16.dtype, o16.shape, o16)
print("max abs diff small", float(ops.abs(o16.astype(ms.float32) - o32).max()) / float(ops.abs(o32).max()) < 1e-2)
print(net.layers[0].weight.dtype)
net2 = VGG()
net2.set_train(False)
net2.classifier.to_float(ms.float16)
o = net2(x)
print("classifier fp16", o.dtype, o)
feat = net2.layers(x)
print("features", feat.dtype, feat.shape)
c = nn.Dense(2, 2, weight_init="ones").to_float(ms.float16)
print(type(c).__name__, c(Tensor([[1.0, 2.0]])).dtype)
