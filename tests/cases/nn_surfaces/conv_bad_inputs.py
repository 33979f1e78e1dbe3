# Convolution through nn.Conv2d/Conv1d/Conv3d, ops.conv2d and the Conv2D primitive: bad dtypes, ranks, shapes,
# None, lists, negative padding, zero stride and empty batches give the same MindSpore exception class everywhere.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def show(label, fn):
    try:
        r = fn()
        print(label, "OK", getattr(r, "shape", ""), getattr(r, "dtype", ""))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__)


def arr(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


w = arr((2, 1, 3, 3))
x = arr((1, 1, 5, 5))
cases = {
    "int": arr((1, 1, 5, 5), np.int32),
    "f16": arr((1, 1, 5, 5), np.float16),
    "f64": arr((1, 1, 5, 5), np.float64),
    "bool": arr((1, 1, 5, 5), np.bool_),
    "rank3": arr((1, 5, 5)),
    "rank5": arr((1, 1, 1, 5, 5)),
    "channels": arr((1, 2, 5, 5)),
    "small": arr((1, 1, 2, 2)),
    "empty_batch": arr((0, 1, 5, 5)),
    "none": None,
}
layer = nn.Conv2d(1, 2, 3, pad_mode="valid", weight_init="ones")
prim = ops.Conv2D(2, 3)
for name, inp in cases.items():
    show(f"nn.Conv2d {name}", lambda: layer(inp))
    show(f"ops.conv2d {name}", lambda: ops.conv2d(inp, w))
    show(f"ops.conv2d same-dtype {name}", lambda: ops.conv2d(inp, w.astype(inp.dtype)) if inp is not None else ops.conv2d(inp, w))
    show(f"Conv2D {name}", lambda: prim(inp, w))
show("ops.conv2d list", lambda: ops.conv2d([[1.0]], w))
show("ops.conv2d pad=-1", lambda: ops.conv2d(x, w, pad_mode="pad", padding=-1))
show("ops.conv2d valid pad=-1", lambda: ops.conv2d(x, w, padding=-1))
show("ops.conv2d stride=0", lambda: ops.conv2d(x, w, stride=0))
show("ops.conv2d dilation=0", lambda: ops.conv2d(x, w, dilation=0))
show("ops.conv2d groups=2", lambda: ops.conv2d(x, w, groups=2))
show("Conv2D pad=-1", lambda: ops.Conv2D(2, 3, pad_mode="pad", pad=-1))
show("Conv2D stride=0", lambda: ops.Conv2D(2, 3, stride=0))
show("nn.Conv2d padding=-1", lambda: nn.Conv2d(1, 2, 3, pad_mode="pad", padding=-1))
show("nn.Conv2d same stride2", lambda: nn.Conv2d(1, 2, 3, stride=2)(arr((1, 1, 7, 6))))
show("ops.conv2d same", lambda: ops.conv2d(arr((1, 1, 7, 6)), w, pad_mode="same"))
# values: the three surfaces agree
y1 = layer(x)
y2 = ops.conv2d(x, ops.ones((2, 1, 3, 3), ms.float32))
y3 = prim(x, ops.ones((2, 1, 3, 3), ms.float32))
print(y1.asnumpy().ravel().tolist(), y2.asnumpy().ravel().tolist(), y3.asnumpy().ravel().tolist())
c1 = nn.Conv1d(1, 2, 3)
for name, inp in {"int": arr((1, 1, 5), np.int32), "rank4": arr((1, 1, 1, 5)), "none": None}.items():
    show(f"nn.Conv1d {name}", lambda: c1(inp))
    show(f"ops.conv1d {name}", lambda: ops.conv1d(inp, arr((2, 1, 3))))
c3 = nn.Conv3d(1, 2, 3)
for name, inp in {"int": arr((1, 1, 4, 4, 4), np.int32), "rank4": arr((1, 4, 4, 4)), "f16": arr((1, 1, 4, 4, 4), np.float16)}.items():
    show(f"nn.Conv3d {name}", lambda: c3(inp))
    show(f"ops.conv3d {name}", lambda: ops.conv3d(inp, arr((2, 1, 3, 3, 3))))
