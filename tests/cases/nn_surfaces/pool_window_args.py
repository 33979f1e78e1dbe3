"""Window arguments of the pooling functions, primitives and layers: the exception class and first line of
MindSpore's message for bool, float, None, str, list, wrong-length and non-positive kernel sizes and strides
(the attribute checks of MaxPool/MaxPoolWithArgmaxV2/MaxPool3DWithArgmax, AvgPool's argument handlers and call
checks, avg_pool1d/avg_pool2d/lp_pool1d/lp_pool2d's own checks)."""

import numpy as np

from mindspore import Tensor, nn, ops

x3 = Tensor(np.arange(16, dtype=np.float32).reshape(1, 2, 8))
x4 = Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4))
x5 = Tensor(np.arange(64, dtype=np.float32).reshape(1, 1, 4, 4, 4))


def attempt(tag, fn, text=True):
    try:
        r = fn()
        print(tag, "->", r.shape, float(r.sum()))
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines and text else "")


for k in [False, True, 2.0, (2, True), -1, 0, (2,), (2, 2, 2), (1, 1, 2, 2), None, "2", [2, 2], (2.0, 2), (0, 2)]:
    attempt(f"max_pool2d k={k!r}", lambda: ops.max_pool2d(x4, k))
    attempt(f"max_pool3d k={k!r}", lambda: ops.max_pool3d(x5, k))
    attempt(f"avg_pool1d k={k!r}", lambda: ops.avg_pool1d(x3, k))
    attempt(f"avg_pool2d k={k!r}", lambda: ops.avg_pool2d(x4, k))
    attempt(f"lp_pool1d k={k!r}", lambda: ops.lp_pool1d(x3, 2, k))
    attempt(f"lp_pool2d k={k!r}", lambda: ops.lp_pool2d(x4, 2, k))
    attempt(f"MaxPool k={k!r}", lambda: ops.MaxPool(k)(x4))
    attempt(f"MaxPoolWithArgmax k={k!r}", lambda: ops.MaxPoolWithArgmax(k)(x4)[0])
    attempt(f"MaxPoolWithArgmaxV2 k={k!r}", lambda: ops.MaxPoolWithArgmaxV2(k)(x4)[0])
    attempt(f"MaxPool3DWithArgmax k={k!r}", lambda: ops.MaxPool3DWithArgmax(k, 1, 0)(x5)[0])
    attempt(f"AvgPool k={k!r}", lambda: ops.AvgPool(k)(x4))
    attempt(f"nn.MaxPool2d k={k!r}", lambda: nn.MaxPool2d(k)(x4))
    attempt(f"nn.AvgPool2d k={k!r}", lambda: nn.AvgPool2d(k)(x4))
for s in [False, True, 0, -1, 1.5, (1, 1, 1), (1,), [1, 1], (0, 1), None]:
    attempt(f"max_pool2d s={s!r}", lambda: ops.max_pool2d(x4, 2, s))
    attempt(f"max_pool3d s={s!r}", lambda: ops.max_pool3d(x5, 2, s))
    attempt(f"avg_pool1d s={s!r}", lambda: ops.avg_pool1d(x3, 2, s))
    attempt(f"avg_pool2d s={s!r}", lambda: ops.avg_pool2d(x4, 2, s))
    attempt(f"lp_pool2d s={s!r}", lambda: ops.lp_pool2d(x4, 2, 2, s))
    attempt(f"MaxPool s={s!r}", lambda: ops.MaxPool(2, s)(x4))
    attempt(f"AvgPool s={s!r}", lambda: ops.AvgPool(2, s)(x4))
    attempt(f"nn.AvgPool2d s={s!r}", lambda: nn.AvgPool2d(2, s)(x4))
for p in [-1, True, 1.0, (1,), (1, 1), (1, 1, 1, 1), (0, 1, 0, 1), (1, 1, 1)]:
    attempt(f"max_pool2d p={p!r}", lambda: ops.max_pool2d(x4, 3, 1, p))
    attempt(f"max_pool3d p={p!r}", lambda: ops.max_pool3d(x5, 3, 1, p))
    attempt(f"avg_pool1d p={p!r}", lambda: ops.avg_pool1d(x3, 3, 1, p))
    attempt(f"avg_pool2d p={p!r}", lambda: ops.avg_pool2d(x4, 3, 1, p))
for d in [0, True, (1, 2), (1, 1, 1, 1, 1)]:
    attempt(f"max_pool2d d={d!r}", lambda: ops.max_pool2d(x4, 2, 1, 0, d))
    attempt(f"max_pool3d d={d!r}", lambda: ops.max_pool3d(x5, 2, 1, 0, d))
for c in [1, None, "x"]:
    attempt(f"max_pool2d ceil={c!r}", lambda: ops.max_pool2d(x4, 2, ceil_mode=c))
    attempt(f"avg_pool2d ceil={c!r}", lambda: ops.avg_pool2d(x4, 2, ceil_mode=c))
    attempt(f"avg_pool1d ceil={c!r}", lambda: ops.avg_pool1d(x3, 2, ceil_mode=c))
for pm in ["same", "SAME", "pad", 1, None]:
    attempt(f"AvgPool pm={pm!r}", lambda: ops.AvgPool(2, 1, pm)(x4), text=pm != "pad")  # names a kernel count
    attempt(f"MaxPool pm={pm!r}", lambda: ops.MaxPool(2, 1, pm)(x4))
for df in ["NHWC", 1]:
    attempt(f"AvgPool df={df!r}", lambda: ops.AvgPool(2, 1, "valid", df)(x4), text=df != "NHWC")
    attempt(f"MaxPool df={df!r}", lambda: ops.MaxPool(2, 1, "valid", df)(x4))
print("attrs", ops.AvgPool(2).kernel_size, ops.AvgPool((1, 1, 2, 3)).kernel_size, ops.AvgPool([2, 3]).kernel_size)
attempt("avg_pool2d divisor=-1", lambda: ops.avg_pool2d(x4, 2, divisor_override=-1))
attempt("avg_pool2d count=1", lambda: ops.avg_pool2d(x4, 2, count_include_pad=1))
x6 = Tensor(np.arange(2 * 2 * 6 * 7, dtype=np.float32).reshape(2, 2, 6, 7) % 11 - 5)
for p in [(0, 1, 0, 1), (1, 0, 2, 1), (2, 1, 0, 0), (1, 1, 1, 1)]:
    for cip in (True, False):
        for div in (0, 5):
            print(
                "avg_pool2d sides",
                p,
                cip,
                div,
                ops.avg_pool2d(x6, 3, 2, p, count_include_pad=cip, divisor_override=div).asnumpy().round(5).tolist(),
            )
