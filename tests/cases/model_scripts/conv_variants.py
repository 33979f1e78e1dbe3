# convolution/pooling variants: Conv1d/Conv3d/Conv2dTranspose pad modes, dilation, group, AvgPool pad_mode, AdaptiveAvgPool2d; shapes and values
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor

x = Tensor((np.arange(1 * 2 * 7 * 7) % 5).astype(np.float32).reshape(1, 2, 7, 7) / 4)
for pm, pad in [("same", 0), ("valid", 0), ("pad", 1), ("pad", (1, 0, 2, 1))]:
    for stride, dil in [(1, 1), (2, 1), (1, 2)]:
        c = nn.Conv2d(2, 3, 3, stride=stride, pad_mode=pm, padding=pad, dilation=dil, weight_init="ones", has_bias=False)
        y = c(x)
        print("conv2d", pm, pad, stride, dil, y.shape, float(y.sum()))
cg = nn.Conv2d(2, 4, (3, 2), group=2, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="ones")
print("group", cg.weight.shape, cg(x)[0, :, 0, 0])
for pm in ["same", "valid", "pad"]:
    t = nn.Conv2dTranspose(2, 3, 3, stride=2, pad_mode=pm, padding=1 if pm == "pad" else 0, weight_init="ones")
    y = t(x)
    print("convT", pm, t.weight.shape, y.shape, float(y.sum()), y[0, 0, 0, :4])
x1 = Tensor(np.sin(np.arange(2 * 3 * 10)).astype(np.float32).reshape(2, 3, 10))
for pm in ["same", "valid", "pad"]:
    c1 = nn.Conv1d(3, 2, 3, stride=2, pad_mode=pm, padding=2 if pm == "pad" else 0, weight_init="ones", has_bias=False)
    print("conv1d", pm, c1.weight.shape, c1(x1).shape, c1(x1)[0, 0])
ct1 = nn.Conv1dTranspose(3, 1, 2, stride=2, weight_init="ones")
print("convT1d", ct1(x1).shape)
x3 = Tensor(np.ones((1, 1, 4, 4, 4), np.float32))
c3 = nn.Conv3d(1, 2, 3, pad_mode="same", weight_init="ones", has_bias=False)
print("conv3d", c3.weight.shape, c3(x3).shape, c3(x3)[0, 0, 0])
for pm in ["same", "valid"]:
    print("avgpool", pm, nn.AvgPool2d(3, 2, pad_mode=pm)(x).shape, nn.AvgPool2d(3, 2, pad_mode=pm)(x)[0, 0, 0])
    print("maxpool", pm, nn.MaxPool2d(2, 2, pad_mode=pm)(x)[0, 1, -1])
print("avgpool pad", nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False)(x)[0, 0, 0])
print("maxpool pad", nn.MaxPool2d(3, 2, pad_mode="pad", padding=1)(x).shape)
print("maxpool ceil", nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True)(x).shape)
print("adaptive", nn.AdaptiveAvgPool2d((2, 3))(x)[0, 0])
print("adaptive max", nn.AdaptiveMaxPool2d(2)(x)[0, 1])
print("avgpool1d", nn.AvgPool1d(2, 2)(x1)[0, 0])
print("maxpool1d", nn.MaxPool1d(3, 1, pad_mode="same")(x1).shape)
print(nn.Conv2d(2, 3, 3, weight_init="normal"))
print(nn.Conv2dTranspose(2, 3, 3, weight_init="zeros", has_bias=True, bias_init="ones"))
print(nn.AvgPool2d(3, 2), nn.MaxPool1d(2))
