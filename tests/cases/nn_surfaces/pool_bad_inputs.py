# Max/average pooling through nn.MaxPool1d/2d/3d, nn.AvgPool1d/2d, ops.max_pool2d/avg_pool2d and the MaxPool/AvgPool
# primitives: integer/bool inputs, wrong ranks, None, empty batches and windows larger than the input.
import numpy as np
from mindspore import Tensor, nn, ops


def show(label, fn):
    try:
        r = fn()
        if isinstance(r, tuple):
            r = r[0]
        print(label, "OK", getattr(r, "shape", ""), getattr(r, "dtype", ""))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__)


def arr(shape, dtype=np.float32):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(dtype))


cases = {
    "f32": arr((1, 1, 4, 4)),
    "f16": arr((1, 1, 4, 4), np.float16),
    "f64": arr((1, 1, 4, 4), np.float64),
    "int": arr((1, 1, 4, 4), np.int32),
    "bool": arr((1, 1, 4, 4), np.bool_),
    "rank3": arr((1, 4, 4)),
    "rank2": arr((4, 4)),
    "empty_batch": arr((0, 1, 4, 4)),
    "none": None,
}
for name, x in cases.items():
    show(f"nn.MaxPool2d {name}", lambda: nn.MaxPool2d(2, 2)(x))
    show(f"nn.MaxPool2d same {name}", lambda: nn.MaxPool2d(3, 2, pad_mode="same")(x))
    show(f"nn.AvgPool2d {name}", lambda: nn.AvgPool2d(2, 2)(x))
    show(f"ops.MaxPool {name}", lambda: ops.MaxPool(2, 2)(x))
    show(f"ops.AvgPool {name}", lambda: ops.AvgPool(2, 2)(x))
    show(f"ops.max_pool2d {name}", lambda: ops.max_pool2d(x, 2))
    show(f"ops.avg_pool2d {name}", lambda: ops.avg_pool2d(x, 2))
x = arr((1, 1, 4, 4))
show("nn.MaxPool2d kernel5", lambda: nn.MaxPool2d(5)(x))
show("ops.MaxPool kernel5", lambda: ops.MaxPool(5)(x))
show("ops.max_pool2d kernel5", lambda: ops.max_pool2d(x, 5))
show("nn.MaxPool2d kernel0", lambda: nn.MaxPool2d(0))
show("nn.MaxPool2d kernel-1", lambda: nn.MaxPool2d(-1))
for name, x1 in {"f32": arr((1, 2, 6)), "int": arr((1, 2, 6), np.int32), "rank4": arr((1, 1, 2, 6))}.items():
    show(f"nn.MaxPool1d {name}", lambda: nn.MaxPool1d(2, 2)(x1))
    show(f"nn.AvgPool1d {name}", lambda: nn.AvgPool1d(2, 2)(x1))
    show(f"nn.MaxPool1d same {name}", lambda: nn.MaxPool1d(3, 2, pad_mode="same")(x1))
for name, x3 in {"f32": arr((1, 1, 4, 4, 4)), "f16": arr((1, 1, 4, 4, 4), np.float16), "rank3": arr((1, 4, 4))}.items():
    show(f"nn.MaxPool3d {name}", lambda: nn.MaxPool3d(2, 2)(x3))
    show(f"nn.AvgPool3d {name}", lambda: nn.AvgPool3d(2, 2)(x3))
    show(f"ops.max_pool3d {name}", lambda: ops.max_pool3d(x3, 2))
# values: TF-style 'same' padding is the same on every surface (extra padding at the bottom/right)
x = arr((1, 1, 5, 5))
print(nn.MaxPool2d(2, 2, pad_mode="same")(x).asnumpy().ravel().tolist())
print(ops.MaxPool(2, 2, pad_mode="same")(x).asnumpy().ravel().tolist())
print(nn.AvgPool2d(2, 2, pad_mode="same")(x).asnumpy().ravel().tolist())
print(ops.AvgPool(2, 2, pad_mode="same")(x).asnumpy().ravel().tolist())
print(nn.MaxPool1d(2, 2, pad_mode="same")(arr((1, 1, 5))).asnumpy().ravel().tolist())
print(nn.AvgPool1d(2, 2, pad_mode="same")(arr((1, 1, 5))).asnumpy().ravel().tolist())
print(nn.MaxPool3d(2, 2, pad_mode="same")(arr((1, 1, 3, 3, 3))).asnumpy().ravel().tolist())
out, idx = ops.MaxPoolWithArgmax(2, 2, pad_mode="same")(x)
print(out.asnumpy().ravel().tolist(), idx.asnumpy().ravel().tolist())
print(ops.max_pool2d(arr((1, 1, 5, 5), np.int32), 2, 2).asnumpy().ravel().tolist())
