# ops.ResizeArea on CPU: area resampling of NHWC images (down, up, uneven ratios, align_corners), dtypes, errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, r.asnumpy())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split(chr(10))[0][:200])


rng = np.random.RandomState(1)
img = rng.uniform(-3, 5, (2, 5, 7, 2)).astype(np.float32)
for size in ((1, 1), (2, 3), (3, 2), (5, 7), (4, 4), (7, 10), (10, 14), (6, 3)):
    for ac in (False, True):
        attempt(f"size {size} ac {ac}", lambda: ops.ResizeArea(ac)(Tensor(img), Tensor(size, ms.int32)))
ex = Tensor([[[[2], [4], [6], [8]], [[10], [12], [14], [16]]]], ms.float16)
attempt("doc", lambda: ops.ResizeArea()(ex, Tensor([1, 2], ms.int32)))
ints = rng.randint(0, 200, (1, 3, 4, 3))
for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.float16, np.float64):
    attempt(f"dtype {dt.__name__}", lambda: ops.ResizeArea()(Tensor(ints.astype(dt)), Tensor([2, 3], ms.int32)))
attempt("bool", lambda: ops.ResizeArea()(Tensor(np.ones((1, 2, 2, 1), bool)), Tensor([1, 1], ms.int32)))
attempt("rank3", lambda: ops.ResizeArea()(Tensor(np.ones((2, 2, 1), np.float32)), Tensor([1, 1], ms.int32)))
attempt("size 2d", lambda: ops.ResizeArea()(Tensor(img), Tensor([[1, 1]], ms.int32)))
attempt("size 3", lambda: ops.ResizeArea()(Tensor(img), Tensor([1, 1, 1], ms.int32)))
attempt("size 0", lambda: ops.ResizeArea()(Tensor(img), Tensor([0, 2], ms.int32)))
attempt("size neg", lambda: ops.ResizeArea()(Tensor(img), Tensor([2, -1], ms.int32)))
attempt("size i64", lambda: ops.ResizeArea()(Tensor(img), Tensor([1, 1], ms.int64)))
attempt("size tuple", lambda: ops.ResizeArea()(Tensor(img), (1, 1)))
attempt("ac int", lambda: ops.ResizeArea(1))
print(ops.ResizeArea(), ops.ResizeArea(True).align_corners)
