"""Axis arguments of ExpandDims/unsqueeze and Squeeze on every surface: MindSpore's 'Failed calling' TypeError for
bool, float, None and tuple axes, repeated squeeze axes squeezed once, and the range errors."""

import numpy as np

from mindspore import Tensor, mint, ops

x = Tensor(np.ones((2, 3, 4), np.float32))
y = Tensor(np.ones((1, 3, 1), np.float32))


def attempt(tag, fn):
    try:
        print(tag, "->", fn().shape)
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


for a in [-4, -3, -1, 0, 2, 3, True, 1.0, None, (1,), Tensor(1)]:
    attempt(f"expand_dims {a!r}", lambda: ops.expand_dims(x, a))
    attempt(f"ExpandDims {a!r}", lambda: ops.ExpandDims()(x, a))
    attempt(f"unsqueeze {a!r}", lambda: ops.unsqueeze(x, a))
    attempt(f"T.expand_dims {a!r}", lambda: x.expand_dims(a))
for a in [(0, 0), (0, 2), (2, 0), (0, -3), [0], (1,), 1, 0, True, None, (), 1.0, (0, True)]:
    attempt(f"squeeze {a!r}", lambda: ops.squeeze(y, a))
    attempt(f"Squeeze {a!r}", lambda: ops.Squeeze(a)(y))
    attempt(f"mint.squeeze {a!r}", lambda: mint.squeeze(y, a))
for a in [-4, 0, 3, 1.0]:
    attempt(f"mint.unsqueeze {a!r}", lambda: mint.unsqueeze(x, a))
for a in [-5, 4]:
    attempt(f"mint.unsqueeze {a!r}", lambda: mint.unsqueeze(x, a))
