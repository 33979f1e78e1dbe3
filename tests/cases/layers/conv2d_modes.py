# nn.Conv2d: pad_mode same (odd/even kernels, strides 1/2/3, extra padding bottom/right), valid, pad (int, 4-tuple), dilation, group, bias, repr.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

def wt(shape):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) % 7) - 3).astype(np.float32).reshape(shape) / 4)

x = Tensor((np.arange(2 * 4 * 6 * 7) % 11).astype(np.float32).reshape(2, 4, 6, 7) / 3 - 1)
configs = [
    dict(kernel_size=3),
    dict(kernel_size=2),
    dict(kernel_size=(2, 3), stride=2),
    dict(kernel_size=3, stride=2),
    dict(kernel_size=4, stride=3),
    dict(kernel_size=3, stride=(1, 2), pad_mode='valid'),
    dict(kernel_size=3, pad_mode='pad', padding=1),
    dict(kernel_size=3, pad_mode='pad', padding=(0, 2, 1, 0), stride=2),
    dict(kernel_size=3, dilation=2),
    dict(kernel_size=2, dilation=2, stride=2),
    dict(kernel_size=3, pad_mode='valid', dilation=(2, 1)),
    dict(kernel_size=3, group=2, has_bias=True),
    dict(kernel_size=1, group=4, pad_mode='valid'),
]
for cfg in configs:
    g = cfg.get('group', 1)
    k = cfg['kernel_size']
    k = (k, k) if isinstance(k, int) else k
    out_c = 4 if g == 4 else 6
    conv = nn.Conv2d(4, out_c, weight_init=wt((out_c, 4 // g) + k),
                     bias_init=Tensor(np.linspace(-1, 1, out_c).astype(np.float32)), **cfg)
    y = conv(x)
    print(cfg, y.shape, y.dtype)
    print(np.round(y.asnumpy()[1, -1], 4))
    print(float(y.asnumpy().sum()))
print(nn.Conv2d(4, 6, 3, weight_init='ones'))
print(nn.Conv2d(4, 6, (3, 2), stride=2, pad_mode='pad', padding=(1, 1, 2, 2), has_bias=True, weight_init='ones', bias_init='zeros'))
c = nn.Conv2d(4, 6, 3, has_bias=True)
print([(n, p.shape) for n, p in c.parameters_and_names()], c.weight.shape, c.kernel_size, c.stride, c.pad_mode, c.padding, c.dilation, c.group)
print(nn.Conv2d(3, 4, 3).bias)
