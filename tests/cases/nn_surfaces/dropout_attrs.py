# nn.Dropout: p/keep_prob set after construction switch dropout off at 0/1 (as MindSpore's construct checks them);
# bad inputs to nn.Dropout, ops.dropout and the Dropout primitive raise MindSpore's classes.
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


x = Tensor(np.ones((1000,), np.float32))
d = nn.Dropout(p=0.5)
d.set_train(True)
d.p = 0
print("p=0 after construction", float(d(x).asnumpy().sum()))
d = nn.Dropout(keep_prob=0.5)
d.set_train(True)
d.keep_prob = 1.0
print("keep_prob=1 after construction", float(d(x).asnumpy().sum()))
d = nn.Dropout(p=0.5)
d.set_train(True)
d.keep_prob = 1
print("p layer, keep_prob=1", float(d(x).asnumpy().sum()))
d = nn.Dropout(keep_prob=0.5)
d.set_train(True)
d.keep_prob = 0.9
print("keep_prob=0.9 keeps the built rate", sorted(set(d(x).asnumpy().tolist())))
d = nn.Dropout(p=0.5)
d.set_train(False)
print("eval", float(d(x).asnumpy().sum()))
print(d, d.p, d.keep_prob)
d = nn.Dropout(p=0.5)
d.set_train(True)
for name, t in {
    "int": Tensor(np.ones((4,), np.int32)),
    "bool": Tensor(np.ones((4,), np.bool_)),
    "f64": Tensor(np.ones((4,), np.float64)),
    "f16": Tensor(np.ones((4,), np.float16)),
    "empty": Tensor(np.ones((0, 4), np.float32)),
    "none": None,
}.items():
    show(f"nn.Dropout {name}", lambda: d(t))
    show(f"ops.dropout {name}", lambda: ops.dropout(t, 0.5))
    show(f"ops.Dropout {name}", lambda: ops.Dropout(0.5)(t))
for p in (1.5, -0.1, 1.0, 0.0):
    show(f"ops.dropout p={p}", lambda: ops.dropout(x, p))
for p in (1.0, -0.1, 0.5):
    show(f"nn.Dropout p={p}", lambda: nn.Dropout(p=p))
show("nn.Dropout keep_prob=0", lambda: nn.Dropout(keep_prob=0.0))
