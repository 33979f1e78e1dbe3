# LeftShift / RightShift on CPU over every integer dtype: negative counts, counts at and past the bit width, all surfaces.
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, ops

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__)


DTYPES = [
    ("int8", ms.int8, np.int8, 8),
    ("int16", ms.int16, np.int16, 16),
    ("int32", ms.int32, np.int32, 32),
    ("int64", ms.int64, np.int64, 64),
    ("uint8", ms.uint8, np.uint8, 8),
    ("uint16", ms.uint16, np.uint16, 16),
    ("uint32", ms.uint32, np.uint32, 32),
    ("uint64", ms.uint64, np.uint64, 64),
]
for name, mdt, ndt, bits in DTYPES:
    info = np.iinfo(ndt)
    vals = [1, 5, -1, -7, 100, int(info.max), int(info.min), 0, 3, -128]
    x = Tensor(np.array([v if info.min <= v <= info.max else v % (int(info.max) + 1) for v in vals], dtype=ndt))
    counts = [0, 1, 3, bits - 1, bits, bits + 1, 2 * bits, -1, -2, -bits]
    if info.min == 0:  # unsigned counts cannot be negative: the largest values instead
        counts = [0, 1, 3, bits - 1, bits, bits + 1, 2 * bits, int(info.max), int(info.max) - 1, 200 % (info.max + 1)]
    for c in counts:
        y = Tensor(np.full(len(vals), c, dtype=ndt))
        attempt(f"LeftShift[{name}]({c})", lambda: ops.LeftShift()(x, y))
        attempt(f"RightShift[{name}]({c})", lambda: ops.RightShift()(x, y))
    yv = Tensor(np.array([counts[i % len(counts)] for i in range(len(vals))], dtype=ndt))
    attempt(f"bitwise_left_shift[{name}]", lambda: ops.bitwise_left_shift(x, yv))
    attempt(f"bitwise_right_shift[{name}]", lambda: ops.bitwise_right_shift(x, yv))
    attempt(f"Tensor.bitwise_left_shift[{name}]", lambda: x.bitwise_left_shift(yv))
    attempt(f"Tensor.bitwise_right_shift[{name}]", lambda: x.bitwise_right_shift(yv))
    attempt(f"mint.bitwise_left_shift[{name}]", lambda: mint.bitwise_left_shift(x, yv))
    attempt(f"mint.bitwise_right_shift[{name}]", lambda: mint.bitwise_right_shift(x, yv))
    for c in (bits, -1, 1):
        attempt(f"bitwise_left_shift[{name}](int {c})", lambda: ops.bitwise_left_shift(x, c))
        attempt(f"bitwise_right_shift[{name}](int {c})", lambda: ops.bitwise_right_shift(x, c))
        attempt(f"mint.bitwise_left_shift[{name}](int {c})", lambda: mint.bitwise_left_shift(x, c))
        attempt(f"mint.bitwise_right_shift[{name}](int {c})", lambda: mint.bitwise_right_shift(x, c))
    attempt(f"x << y [{name}]", lambda: x << yv)
    attempt(f"x >> y [{name}]", lambda: x >> yv)
