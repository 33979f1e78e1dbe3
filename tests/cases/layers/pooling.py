# Pooling layers: MaxPool2d/AvgPool2d valid/same/pad (TF-style same excludes padding in averages), 1-D pools, unbatched inputs, adaptive pools, reprs.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(((np.arange(2 * 2 * 5 * 7) * 7) % 13).astype(np.float32).reshape(2, 2, 5, 7) - 6)
layers = [nn.MaxPool2d(), nn.MaxPool2d(2, 2), nn.MaxPool2d(3, 2), nn.MaxPool2d(2, 2, pad_mode='same'),
          nn.MaxPool2d((2, 3), (1, 2), pad_mode='same'), nn.MaxPool2d(3, 1, pad_mode='SAME'),
          nn.MaxPool2d(3, 2, pad_mode='pad', padding=1), nn.MaxPool2d(3, 2, pad_mode='pad', padding=1, ceil_mode=True),
          nn.AvgPool2d(), nn.AvgPool2d(2, 2), nn.AvgPool2d(3, 2, pad_mode='same'), nn.AvgPool2d(2, 2, pad_mode='same'),
          nn.AvgPool2d((3, 2), 1, pad_mode='same'), nn.AvgPool2d(3, 2, pad_mode='pad', padding=1),
          nn.AvgPool2d(3, 2, pad_mode='pad', padding=1, count_include_pad=False), nn.AvgPool2d(3, 2, pad_mode='pad', padding=(1, 0), ceil_mode=True)]
for layer in layers:
    y = layer(x)
    print(layer, y.shape)
    print(y.asnumpy()[1, 1])
print(nn.MaxPool2d(2, 2)(x[0]).shape, nn.AvgPool2d(2, 2, pad_mode='same')(x[0]).shape)
x1 = Tensor(((np.arange(2 * 3 * 8) * 5) % 11).astype(np.float32).reshape(2, 3, 8) - 5)
for layer in [nn.MaxPool1d(), nn.MaxPool1d(2, 2), nn.MaxPool1d(3, 2, pad_mode='same'), nn.MaxPool1d(3, 2, pad_mode='pad', padding=1),
              nn.AvgPool1d(3), nn.AvgPool1d(3, 2), nn.AvgPool1d(3, 3, pad_mode='same'), nn.AvgPool1d(3, 2, pad_mode='pad', padding=1),
              nn.AvgPool1d(8, 1), nn.AvgPool1d(6, 4)]:
    y = layer(x1)
    print(layer, y.shape)
    print(y.asnumpy()[1])
print(nn.MaxPool1d(2, 2)(x1[0]).shape, nn.AvgPool1d(2, 2)(x1[0]).shape)
print(nn.AdaptiveAvgPool2d((2, 3))(x)[1, 0])
print(nn.AdaptiveAvgPool2d(1)(x).shape, nn.AdaptiveAvgPool2d((None, 2))(x).shape)
print(nn.AdaptiveAvgPool1d(4)(x1)[0])
print(nn.AdaptiveMaxPool2d((1, 2))(x)[0])
print(nn.AdaptiveAvgPool2d((2, 2)), nn.AdaptiveAvgPool1d(2), nn.AdaptiveMaxPool2d(2))
