# Losses through nn layers and ops functions: shape mismatches, integer/float64 inputs, None, empty batches,
# out-of-range / negative / float class labels and bad reductions give MindSpore's exception class (or result).
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


def arr(*shape, dtype=np.float32):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % 3) * 0.3).astype(dtype))


bad = {
    "shape": (arr(2, 3), arr(3, 2)),
    "bcast": (arr(2, 3), arr(1, 3)),
    "mixed": (arr(2, 3), arr(2, 3, dtype=np.float16)),
    "none": (None, arr(2, 3)),
    "empty": (arr(0, 3), arr(0, 3)),
    "f64": (arr(2, 3, dtype=np.float64), arr(2, 3, dtype=np.float64)),
    "int": (Tensor(np.ones((2, 3), np.int32)), Tensor(np.ones((2, 3), np.int32))),
}
for name, (x, y) in bad.items():
    show(f"nn.MSELoss {name}", lambda: nn.MSELoss()(x, y))
    show(f"ops.mse_loss {name}", lambda: ops.mse_loss(x, y))
    show(f"nn.L1Loss {name}", lambda: nn.L1Loss()(x, y))
    show(f"ops.l1_loss {name}", lambda: ops.l1_loss(x, y))
    show(f"nn.SmoothL1Loss {name}", lambda: nn.SmoothL1Loss()(x, y))
    show(f"ops.smooth_l1_loss {name}", lambda: ops.smooth_l1_loss(x, y))
    show(f"nn.BCELoss {name}", lambda: nn.BCELoss()(x, y))
    show(f"ops.binary_cross_entropy {name}", lambda: ops.binary_cross_entropy(x, y))
    show(f"nn.BCEWithLogitsLoss {name}", lambda: nn.BCEWithLogitsLoss()(x, y))
    show(f"ops.binary_cross_entropy_with_logits {name}",
         lambda: ops.binary_cross_entropy_with_logits(x, y, arr(2, 3) + 1, arr(2, 3) + 1))  # fmt: skip
logits = arr(2, 3)
labels = Tensor(np.array([0, 2], np.int32))
cases = {
    "label_float": (logits, Tensor(np.array([0.0, 2.0], np.float32))),
    "label_out_of_range": (logits, Tensor(np.array([0, 5], np.int32))),
    "label_negative": (logits, Tensor(np.array([0, -3], np.int32))),
    "label_batch": (logits, Tensor(np.array([0, 1, 2], np.int32))),
    "none": (None, labels),
    "ok": (logits, labels),
}
for name, (x, y) in cases.items():
    show(f"nn.CrossEntropyLoss {name}", lambda: nn.CrossEntropyLoss()(x, y))
    show(f"ops.cross_entropy {name}", lambda: ops.cross_entropy(x, y))
    show(f"nn.NLLLoss {name}", lambda: nn.NLLLoss()(x, y))
    show(f"ops.nll_loss {name}", lambda: ops.nll_loss(x, y))
    if name not in ("label_float",):
        show(f"nn.SoftmaxCrossEntropyWithLogits sparse {name}",
             lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(x, y))  # fmt: skip
for reduction in ("bad", None, 1):
    show(f"nn.MSELoss reduction={reduction}", lambda: nn.MSELoss(reduction=reduction))
    show(f"ops.mse_loss reduction={reduction}", lambda: ops.mse_loss(arr(2, 3), arr(2, 3), reduction=reduction))
    show(f"nn.L1Loss reduction={reduction}", lambda: nn.L1Loss(reduction=reduction))
    show(f"nn.CrossEntropyLoss reduction={reduction}", lambda: nn.CrossEntropyLoss(reduction=reduction))
# values: negative labels count from the end, out-of-range sparse labels select no class
neg = Tensor(np.array([0, -1], np.int32))
print(np.round(nn.CrossEntropyLoss()(logits, neg).asnumpy(), 5), np.round(ops.nll_loss(logits, neg).asnumpy(), 5))
oob = Tensor(np.array([1, 7], np.int32))
print(np.round(nn.SoftmaxCrossEntropyWithLogits(sparse=True)(logits, oob).asnumpy(), 5).tolist())
print(np.round(nn.BCEWithLogitsLoss()(arr(2, 3), arr(2, 3)).asnumpy(), 5))
