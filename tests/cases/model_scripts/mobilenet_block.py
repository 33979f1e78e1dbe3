# MobileNetV2-style inverted residual: depthwise Conv2d(group=C), ReLU6, 1x1 conv, GlobalAvgPool via ReduceMean, print shapes/values
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.ops import operations as P


def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class ConvBNReLU(nn.Cell):
    def __init__(self, cin, cout, k=3, stride=1, groups=1):
        super().__init__()
        padding = (k - 1) // 2
        self.features = nn.SequentialCell([
            nn.Conv2d(cin, cout, k, stride, pad_mode="pad", padding=padding, group=groups, has_bias=False,
                      weight_init="ones"),
            nn.BatchNorm2d(cout), nn.ReLU6()])

    def construct(self, x):
        return self.features(x)


class InvertedResidual(nn.Cell):
    def __init__(self, inp, oup, stride, expand_ratio):
        super().__init__()
        hidden = int(round(inp * expand_ratio))
        self.use_res = stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers.append(ConvBNReLU(inp, hidden, k=1))
        layers.extend([ConvBNReLU(hidden, hidden, stride=stride, groups=hidden),
                       nn.Conv2d(hidden, oup, 1, has_bias=False, weight_init="ones"), nn.BatchNorm2d(oup)])
        self.conv = nn.SequentialCell(layers)
        self.add = P.Add()
        self.cast = P.Cast()

    def construct(self, x):
        y = self.conv(x)
        if self.use_res:
            return self.add(y, x)
        return y


class Tiny(nn.Cell):
    def __init__(self):
        super().__init__()
        c = _make_divisible(6 * 1.0, 4)
        self.stem = ConvBNReLU(3, c, stride=2)
        self.blocks = nn.SequentialCell([InvertedResidual(c, c, 1, 2), InvertedResidual(c, 4, 2, 3)])
        self.pool = P.ReduceMean(keep_dims=True)
        self.head = nn.Conv2d(4, 3, 1, has_bias=True, weight_init="ones", bias_init="zeros")
        self.squeeze = P.Squeeze(axis=(2, 3))

    def construct(self, x):
        x = self.blocks(self.stem(x))
        x = self.pool(x, (2, 3))
        return self.squeeze(self.head(x))


print([_make_divisible(v, 8) for v in [3, 10, 17, 32 * 0.75, 100]])
net = Tiny()
net.set_train(False)
x = Tensor((np.arange(2 * 3 * 16 * 16) % 7 - 3).reshape(2, 3, 16, 16).astype(np.float32) / 10)
print(net.stem(x).shape, net.blocks(net.stem(x)).shape)
out = net(x)
print(out.dtype, out.shape, out)
print(net.stem.features[0].weight.shape, net.blocks[0].conv[1].features[0].weight.shape)
print(sum(p.size for p in net.trainable_params()), len(net.trainable_params()))
net.set_train(True)
out_t = net(x)
print("train mode", out_t.shape, net.stem.features[1].moving_mean.asnumpy().round(5))
