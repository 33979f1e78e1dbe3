# ops.gather / ops.Gather / Tensor.gather with batch_dims: the docstring example (case4), positive and negative
# batch_dims over several ranks and axes, gradients, and the order of MindSpore's checks and their errors
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "OK", r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:300])


p = ms.tensor([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], ms.float32)
attempt("doc case4", lambda: ops.gather(p, ms.tensor([0, 2, 1], ms.int32), 1, 1))
attempt("doc case4 bd Tensor", lambda: ops.gather(p, ms.tensor([0, 2, 1], ms.int32), 1, Tensor(1)))
x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
i1 = Tensor(np.array([[0, 2], [1, 0]], np.int32))
for bd in (0, 1, -1, 2, -2, 3, -3, 4):
    for ax in (0, 1, 2, -1, -2, -3):
        attempt(f"bd{bd} ax{ax}", lambda: ops.gather(x, i1, ax, bd))
i2 = Tensor(np.array([[[0, 2], [1, 0], [3, 3]], [[1, 1], [2, 2], [0, 0]]], np.int32))
for bd in (0, 1, 2, -1, -2, 3):
    for ax in (1, 2, -1):
        attempt(f"i2 bd{bd} ax{ax}", lambda: ops.gather(x, i2, ax, bd))
x2 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
i3 = Tensor(np.array([[[0, 1], [2, 0]], [[1, 1], [0, 2]]], np.int32))
for bd in (-4, -3, -2, -1, 0, 1, 2):
    attempt(f"x2 i3 bd{bd} ax1", lambda: ops.gather(x2, i3, 1, bd))
x4 = Tensor(np.arange(48).reshape(2, 3, 4, 2).astype(np.float32))
for bd in (-2, -1, 0, 1, 2, 3, 4):
    attempt(f"x4 i1 bd{bd} ax3", lambda: ops.gather(x4, Tensor(np.array([1, 0], np.int32)), 3, bd))
attempt("x4 bd2 ax2", lambda: ops.gather(x4, Tensor(np.array([[[3], [0], [1]], [[2], [2], [1]]], np.int32)), 2, 2))
x5 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int64))
attempt("bd1 ax2 idx(2,)", lambda: ops.gather(x5, Tensor(np.array([3, 1], np.int64)), 2, 1))
attempt("bd1 ax2 idx(2,2,2)", lambda: ops.gather(x5, Tensor(np.array([[[3, 1], [0, 0]], [[1, 1], [2, 2]]])), 2, 1))
attempt("negative index", lambda: ops.gather(x5, Tensor(np.array([[0, -1], [1, 0]], np.int32)), 2, 1))
attempt("index out of range", lambda: ops.gather(x5, Tensor(np.array([[0, 5], [1, 0]], np.int32)), 2, 1))
attempt("negative index out of range", lambda: ops.gather(x5, Tensor(np.array([[0, -5], [1, 0]], np.int32)), 2, 1))
attempt("empty indices", lambda: ops.gather(x5, Tensor(np.zeros((2, 0), np.int32)), 2, 1))
attempt("batch size differs", lambda: ops.gather(x, Tensor(np.array([[0], [1], [0]], np.int32)), 1, 1))
attempt("batch size differs, index out of range", lambda: ops.gather(x, Tensor(np.array([[9], [0], [1]])), 1, 1))
attempt("axis and rank both below", lambda: ops.gather(x, Tensor(np.array([1], np.int32)), 1, 2))
attempt("axis out of range", lambda: ops.gather(x, Tensor(np.array([[1], [0]], np.int32)), 5, 1))
attempt("axis and batch_dims out of range", lambda: ops.gather(x, Tensor(np.array([[1], [0]], np.int32)), 5, 7))
attempt("axis -4 bd1", lambda: ops.gather(x, Tensor(np.array([[1], [0]], np.int32)), -4, 1))
attempt("scalar index bd1", lambda: ops.gather(x, Tensor(1, ms.int32), 1, 1))
attempt("1-D index bd1", lambda: ops.gather(x, Tensor(np.array([0, 1], np.int32)), 1, 1))
for bad in (1.0, True, "a", None):
    attempt(f"batch_dims {bad!r}", lambda: ops.gather(x, i1, 1, bad))
attempt("Tensor.gather", lambda: x.gather(i1, 1, 1))
attempt("Tensor.gather keywords", lambda: x.gather(i1, axis=2, batch_dims=1))
attempt("Gather(batch_dims=1)", lambda: ops.Gather(batch_dims=1)(x, i1, 2))
attempt("Gather(-1)", lambda: ops.Gather(-1)(x, i2, 2))
u = Tensor(np.arange(6).reshape(2, 3).astype(np.uint16))
attempt("uint16", lambda: ops.gather(u, Tensor(np.array([[2], [0]], np.int32)), 1, 1))
attempt("bool", lambda: ops.gather(Tensor(np.eye(2, 3, dtype=np.bool_)), Tensor(np.array([[2], [1]], np.int32)), 1, 1))
gi = Tensor(np.array([[0, 2], [1, 1]], np.int32))
attempt("grad", lambda: ms.grad(lambda a: (ops.gather(a, gi, 2, 1) * 2).sum())(Tensor(np.ones((2, 3, 4), np.float32))))
