# _grad_ops.Conv2DBackpropFilter(out_channel, kernel_size, pad_mode, pad, pad_list, mode, stride, dilation, group)
# (dout, x, filter_sizes): the weight gradient of a 2-D convolution (MindSpore's oneDNN CPU kernel): 'valid', 'same',
# 'pad' (padded by pad_list, as the kernel reads it), strides, dilations, groups; a dout of the wrong shape refused.
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        a = r.asnumpy().astype(np.float64)
        print(
            tag, r.dtype, list(r.shape), [round(float(v), 2) for v in a.sum((2, 3)).ravel()], round(float(a.sum()), 1)
        )
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:110])


x = Tensor((np.arange(2 * 4 * 5 * 5).reshape(2, 4, 5, 5) % 7 / 4).astype(np.float32))
w = P.Shape()(Tensor(np.zeros((6, 2, 3, 3), np.float32)))
cases = (
    ("valid", {}, 3, 3),
    ("same s2", {"pad_mode": "same", "stride": 2}, 3, 3),
    ("valid s2", {"stride": (2, 2)}, 2, 2),
    ("pad list", {"pad_mode": "pad", "pad": 1, "pad_list": (1, 0, 2, 1)}, 4, 6),
    ("pad, no list", {"pad_mode": "pad", "pad": 1}, 3, 3),
    ("pad, no list, padded dout", {"pad_mode": "pad", "pad": 1}, 5, 5),
    ("dilation 2", {"dilation": 2}, 1, 1),
    ("wrong dout", {}, 2, 2),
)
for tag, kw, oh, ow in cases:
    dout = Tensor((np.arange(2 * 6 * oh * ow).reshape(2, 6, oh, ow) % 5 / 3).astype(np.float32))
    op = G.Conv2DBackpropFilter(6, 3, group=2, **kw)
    attempt(tag, lambda: op(dout, x, w))
print(op.stride, op.dilation, op.pad, op.pad_mode, op.group, op.pad_list)
x1 = Tensor(
    np.array(
        [
            [
                [
                    [3, 0, 1, 2, 7, 4],
                    [1, 5, 8, 9, 3, 1],
                    [2, 7, 2, 5, 1, 3],
                    [0, 1, 3, 1, 7, 8],
                    [4, 2, 1, 6, 2, 8],
                    [2, 4, 5, 2, 3, 9],
                ]
            ]
        ],
        np.float32,
    )
)
d1 = Tensor(np.array([[[[-5, -4, 0, 8], [-10, -2, 2, 3], [0, -2, -4, -7], [-3, -2, -3, -16]]]], np.float32))
r = G.Conv2DBackpropFilter(4, 1, pad_mode="valid", pad=0, mode=1, stride=(1, 1), dilation=(1, 1, 1, 1), group=1)(
    d1, x1, (1, 1, 3, 3)
)
print("one channel", r.asnumpy().tolist())
for kw in ({"pad": (1, 2)}, {"data_format": "NHWC"}, {"stride": 0}, {"pad_list": (0, -2, 0, 0)}):
    try:
        G.Conv2DBackpropFilter(6, 3, **kw)
        print("init", kw, "ok")
    except Exception as e:  # noqa: BLE001
        print("init", kw, type(e).__name__, str(e).splitlines()[0][:200])
