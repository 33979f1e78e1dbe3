# nn.Conv1d (4-D weight), nn.Conv2dTranspose (same/valid/pad/output_padding/bias) and nn.Conv3d with fixed weights.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

def wt(shape):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) % 5) - 2).astype(np.float32).reshape(shape) / 3)

x1 = Tensor((np.arange(2 * 3 * 9) % 7).astype(np.float32).reshape(2, 3, 9) / 2 - 1)
for cfg in [dict(kernel_size=3), dict(kernel_size=2, stride=2), dict(kernel_size=3, pad_mode='valid'),
            dict(kernel_size=3, pad_mode='pad', padding=2, dilation=2), dict(kernel_size=3, has_bias=True, bias_init='ones')]:
    c = nn.Conv1d(3, 4, weight_init='ones', **cfg)
    c.weight.set_data(wt(c.weight.shape))
    y = c(x1)
    print(cfg, c.weight.shape, y.shape)
    print(y)
print(nn.Conv1d(3, 4, 3, weight_init='ones'))
print(nn.Conv1d(3, 4, 3, weight_init=wt((4, 3, 3))).weight.shape)

x2 = Tensor((np.arange(1 * 3 * 4 * 5) % 9).astype(np.float32).reshape(1, 3, 4, 5) / 4 - 1)
for cfg in [dict(kernel_size=3), dict(kernel_size=3, stride=2), dict(kernel_size=2, stride=2), dict(kernel_size=3, stride=2, pad_mode='valid'),
            dict(kernel_size=1, stride=2, pad_mode='valid'), dict(kernel_size=3, stride=2, pad_mode='pad', padding=1),
            dict(kernel_size=3, stride=2, pad_mode='pad', padding=(1, 0, 0, 2)),
            dict(kernel_size=3, stride=2, pad_mode='pad', padding=1, output_padding=1, has_bias=True, bias_init='ones'),
            dict(kernel_size=3, dilation=2, has_bias=True, bias_init='ones')]:
    c = nn.Conv2dTranspose(3, 2, weight_init='ones', **cfg)
    c.weight.set_data(wt(c.weight.shape))
    y = c(x2)
    print(cfg, c.weight.shape, y.shape)
    print(np.round(y.asnumpy()[0, 1], 4))
print(nn.Conv2dTranspose(3, 2, 3, weight_init='ones'))

x3 = Tensor((np.arange(1 * 2 * 4 * 4 * 5) % 6).astype(np.float32).reshape(1, 2, 4, 4, 5) / 3 - 1)
for cfg in [dict(kernel_size=3), dict(kernel_size=2, stride=2), dict(kernel_size=3, pad_mode='valid'),
            dict(kernel_size=(1, 2, 3), pad_mode='pad', padding=(0, 0, 1, 1, 1, 0), has_bias=True, bias_init='ones')]:
    c = nn.Conv3d(2, 3, weight_init='ones', **cfg)
    c.weight.set_data(wt(c.weight.shape))
    y = c(x3)
    print(cfg, c.weight.shape, y.shape, float(y.asnumpy().sum()))
    print(np.round(y.asnumpy()[0, 2, -1], 4))
print(nn.Conv3d(2, 3, 3, weight_init='ones'))
