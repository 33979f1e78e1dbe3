"""Window arguments of the convolutions: the exception class and first line of MindSpore's message for bool,
float, None, list, wrong-length and non-positive kernel sizes, strides, dilations and pads (Conv2D's constructor
checks behind ops.conv2d/conv1d and ops.Conv2D, ops.conv1d's own stride/dilation rule, nn.Conv2d's twice, nn.Conv3d's
_check_3d_int_or_tuple); values on deterministic weights where the arguments are accepted."""

import numpy as np

from mindspore import Tensor, nn, ops

x = Tensor(np.arange(2 * 3 * 6 * 6, dtype=np.float32).reshape(2, 3, 6, 6) / 100)
w = Tensor(np.arange(4 * 3 * 3 * 3, dtype=np.float32).reshape(4, 3, 3, 3) / 50 - 1)
x1 = Tensor(np.arange(2 * 3 * 8, dtype=np.float32).reshape(2, 3, 8) / 10)
w1 = Tensor(np.arange(4 * 3 * 3, dtype=np.float32).reshape(4, 3, 3) / 20 - 1)
x5 = Tensor(np.ones((1, 3, 4, 4, 4), np.float32))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.shape, round(float(r.sum()), 3))
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


def shape_only(tag, fn):
    try:
        print(tag, "->", fn().shape)
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


for v in [True, 2.0, (2, True), (1, 1, 1), [1, 1], 0, -1, None, (1, 1, 2, 2), 2, (2, 1)]:
    attempt(f"conv2d stride={v!r}", lambda: ops.conv2d(x, w, stride=v))
    attempt(f"conv2d dilation={v!r}", lambda: ops.conv2d(x, w, dilation=v))
    attempt(f"conv2d padding={v!r}", lambda: ops.conv2d(x, w, padding=v))
    attempt(f"conv2d pad padding={v!r}", lambda: ops.conv2d(x, w, pad_mode="pad", padding=v))
    attempt(f"Conv2D k={v!r}", lambda: ops.Conv2D(4, v)(x, w))
    attempt(f"Conv2D stride={v!r}", lambda: ops.Conv2D(4, 3, stride=v)(x, w))
    attempt(f"Conv2D pad={v!r}", lambda: ops.Conv2D(4, 3, pad_mode="pad", pad=v)(x, w))
    attempt(f"conv1d stride={v!r}", lambda: ops.conv1d(x1, w1, stride=v))
    attempt(f"conv1d dilation={v!r}", lambda: ops.conv1d(x1, w1, dilation=v))
    shape_only(f"nn.Conv2d k={v!r}", lambda: nn.Conv2d(3, 4, v)(x))
    shape_only(f"nn.Conv2d stride={v!r}", lambda: nn.Conv2d(3, 4, 3, stride=v)(x))
    shape_only(f"nn.Conv2dTranspose k={v!r}", lambda: nn.Conv2dTranspose(3, 4, v)(x))
    shape_only(f"nn.Conv3d k={v!r}", lambda: nn.Conv3d(3, 4, v)(x5))
    shape_only(f"nn.Conv3d stride={v!r}", lambda: nn.Conv3d(3, 4, 1, stride=v)(x5))
for pm in ["same", "SAME", "Valid", "pad", 1, None]:
    attempt(f"conv2d pad_mode={pm!r}", lambda: ops.conv2d(x, w, pad_mode=pm))
    attempt(f"Conv2D pad_mode={pm!r}", lambda: ops.Conv2D(4, 3, pad_mode=pm)(x, w))
for g in [True, 0, 2.0, 3, -1]:
    attempt(f"conv2d groups={g!r}", lambda: ops.conv2d(x, Tensor(np.ones((3, 1, 3, 3), np.float32)), groups=g))
    attempt(f"Conv2D group={g!r}", lambda: ops.Conv2D(3, 3, group=g)(x, Tensor(np.ones((3, 1, 3, 3), np.float32))))
for m in [0, 2, True]:
    attempt(f"Conv2D mode={m!r}", lambda: ops.Conv2D(4, 3, mode=m)(x, w))
for oc in [0, 2.0, True]:
    attempt(f"Conv2D out_channel={oc!r}", lambda: ops.Conv2D(oc, 3)(x, w))
attempt("Conv2D NHWC", lambda: ops.Conv2D(4, 3, data_format="NHWC")(x, w))
w_in2 = Tensor(np.ones((4, 2, 3, 3), np.float32))
for args, wt in [((5, 3), w), ((4, (3, 2)), w), ((4, (2, 3)), w), ((2, 3), w), ((4, 3), w_in2)]:
    attempt(f"Conv2D{args} weight {wt.shape}", lambda: ops.Conv2D(*args)(x, wt))
