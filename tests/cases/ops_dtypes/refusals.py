# dtypes MindSpore 2.10's CPU kernels refuse for math ops torch would compute: the error class and message
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops import operations as P
from mindspore.common.api import _pynative_executor


def _first_line(e):
    return next(ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-"))[:150]


def _sync():
    try:  # a failed launch must not reach the next op
        _pynative_executor.sync()
    except Exception:  # noqa: BLE001
        pass


def show(name, f):
    try:
        r = f()
        if isinstance(r, tuple):
            print(name, [(v.dtype, v.asnumpy().tolist()) for v in r])
        else:
            print(name, r.dtype, np.round(r.asnumpy().astype(np.complex128), 4).tolist())
    except Exception as e:  # noqa: BLE001
        _sync()
        print(name, type(e).__name__, _first_line(e))


A = np.array([[3, 2, 7, 1], [1, 2, 9, 4]])
B = np.array([[5, 1, 2, 1], [1, 3, 4, 2]])
for dt in (ms.bool_, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.float16, ms.float32, ms.complex64):
    x, y = Tensor(A).astype(dt), Tensor(B).astype(dt)
    print("==", dt)
    for name, f in [
        ("SquaredDifference", lambda: P.SquaredDifference()(x, y)),
        ("atan2", lambda: ops.atan2(x, y)),
        ("xlogy", lambda: ops.xlogy(x, y)),
        ("round", lambda: ops.round(x)),
        ("isinf", lambda: ops.isinf(x)),
        ("sign", lambda: ops.sign(x)),
        ("square", lambda: ops.square(x)),
    ]:
        show(name, f)
b = Tensor(np.array([[True, False, True], [False, False, True]]))
for name, f in [
    ("mean", lambda: ops.mean(b)),
    ("ReduceMean", lambda: P.ReduceMean()(b, 1)),
    ("amax", lambda: ops.amax(b, 1)),
    ("ReduceMin", lambda: P.ReduceMin()(b, 1)),
    ("max", lambda: ops.max(b, 1)),
    ("min", lambda: ops.min(b, 1)),
    ("ArgMaxWithValue", lambda: P.ArgMaxWithValue(axis=1)(b)),
    ("clamp", lambda: ops.clamp(b, 0, 1)),
    ("sort", lambda: ops.sort(b)),
    ("topk", lambda: ops.topk(b, 1)),
    ("CumSum", lambda: P.CumSum()(b, 1)),
    ("cumsum", lambda: ops.cumsum(b, 1)),
    ("argmax", lambda: ops.argmax(b, 1)),
]:
    show(name, f)
