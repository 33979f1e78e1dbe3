# nn.Upsample (nearest / bilinear with and without align_corners / linear, by size) and PixelShuffle / PixelUnshuffle.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(np.array([[1.0, 2.0, 4.0], [3.0, 0.0, 5.0]], np.float32).reshape(1, 1, 2, 3))
for kw in [dict(size=(3, 5)), dict(size=(4, 6), mode='bilinear'),
           dict(size=(3, 4), mode='bilinear', align_corners=True)]:
    print(kw, nn.Upsample(**kw)(x))
print(nn.Upsample(size=5, mode='linear')(Tensor(np.array([[[1.0, 3.0, 2.0]]], np.float32))))
y = Tensor(np.arange(2 * 8 * 2 * 2, dtype=np.float32).reshape(2, 8, 2, 2))
s = nn.PixelShuffle(2)(y)
print(s.shape, s[1, 1])
print(nn.PixelUnshuffle(2)(s).shape, bool((nn.PixelUnshuffle(2)(s) == y).all()))
