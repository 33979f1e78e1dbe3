# Less and Equal take `input` as a Tensor only (no number cast, unlike Greater, LessEqual, NotEqual, Add ...): SSD's
# loss calls `P.Less()(0, gt_label)` in a GRAPH_MODE cell, which MindSpore 2.10 refuses at compile time. The
# primitives in both modes, the functional forms (ops.less's overload message) and the ops that do take a number
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops

t = Tensor(np.array([0, 1, 2], np.int32))


class Net(nn.Cell):
    def __init__(self, prim, first):
        super().__init__()
        self.prim, self.first = prim, first

    def construct(self, x):
        return self.prim(self.first, x)


def show(label, fn, *args):
    try:
        r = fn(*args)
        print(label, "ok", r.dtype, r)
    except Exception as e:  # the message up to MindSpore's C++ stack section
        print(label, type(e).__name__, str(e).split("\n\n-")[0].rstrip())


prims = ("Less", "Equal", "Greater", "LessEqual", "GreaterEqual", "NotEqual", "Add", "Maximum")
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    for name in prims:
        for first in (0, 0.5, True):
            show(f"{mode} {name}({first!r}, t)", Net(getattr(ops, name)(), first), t)
    show(f"{mode} Less(t, 0)", Net(ops.Less(), t), Tensor(np.array(0, np.int32)))

ms.set_context(mode=ms.PYNATIVE_MODE)
for label, fn in (("ops.less", ops.less), ("ops.lt", ops.lt), ("ops.tensor_lt", ops.tensor_lt),
                  ("mint.less", mint.less), ("mint.lt", mint.lt), ("ops.equal", ops.equal), ("ops.eq", ops.eq),
                  ("Less", ops.Less()), ("Equal", ops.Equal()), ("ops.gt", ops.gt), ("ops.le", ops.le)):  # fmt: skip
    for a, b in ((0, t), (t, 0), (1.5, t), (np.int32(0), t), ([0, 1, 2], t), (True, t), (t, t)):
        if isinstance(a, list) and label in ("ops.gt", "ops.le"):
            continue  # the ops that take a number refuse a list with a message of their own
        show(f"{label}({type(a).__name__}, {type(b).__name__})", fn, a, b)
print(0 < t, 0 == t, t < 1)
