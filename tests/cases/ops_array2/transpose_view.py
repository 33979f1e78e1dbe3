# ops.operations.TransposeView (MindSpore's view primitive): values, dtype, the view's storage shared with its input
# (Assign through it), the side_effect_mem attribute, and its errors (a list perm, bad ranks and axes, non-Tensors).
import numpy as np

import mindspore
import mindspore.nn as nn
from mindspore import Tensor, ops
from mindspore.common.api import _pynative_executor


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, str(r.dtype), r.shape, r.asnumpy().tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split("\n\n---")[0])
        try:  # MindSpore reports a failed kernel's error again on a later call: drain it
            _pynative_executor.sync()
        except Exception:
            pass


p = ops.operations.TransposeView()
print(repr(p), p.attrs, ops.TransposeView is ops.operations.TransposeView, hasattr(ops, "transpose_view"))
print(ops.operations.array_ops.TransposeView is p.__class__)
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = p(x, (1, 0))
print(str(y.dtype), y.shape, y.asnumpy().tolist(), y.is_contiguous(), x.is_contiguous())
z = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int32))
attempt("perm 3d", lambda: p(z, (2, 0, 1)))
attempt("negative", lambda: p(x, (-1, -2)))
attempt("scalar", lambda: p(Tensor(np.float32(3)), ()))
attempt("list", lambda: p(x, [1, 0]))
attempt("short", lambda: p(x, (0,)))
attempt("long", lambda: p(x, (1, 0, 2)))
attempt("repeat", lambda: p(x, (0, 0)))
attempt("range", lambda: p(x, (0, 2)))
attempt("range neg", lambda: p(x, (-3, 0)))
attempt("float", lambda: p(x, 1.5))
attempt("none", lambda: p(x, None))
attempt("bools", lambda: p(x, (True, False)))
attempt("numpy", lambda: p(np.ones((2, 2)), (1, 0)))
attempt("list input", lambda: p([[1.0, 2.0]], (1, 0)))
try:
    p(x, (1, 0), 1)
except TypeError as e:
    print("TypeError", e)

for perm in ((1, 0), (0, 1)):
    w = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    v = p(w, perm)
    attempt(f"assign {perm}", lambda: ops.operations.Assign()(v, v * 2))
    print(w.asnumpy().tolist())


class ViewOut(nn.Cell):
    def __init__(self):
        super().__init__()
        self.transpose = ops.operations.TransposeView()
        self.assign = ops.operations.Assign()

    @mindspore.jit
    def construct(self, x):
        x = self.transpose(x, (0, 1, 2))
        self.assign(x, x * 2)
        return x * 3


x1 = mindspore.tensor(
    np.array([[[1, 0, 0, 0], [0, 0, 0, 0], [-1, -1, 0, -1]], [[0, -1, 0, 0], [0, 0, 0, 0], [0, 1, 0, 0]]]),
    mindspore.int32,
)
out = ViewOut()(x1)
print(str(out.dtype), out.asnumpy().tolist(), x1.asnumpy().tolist())
