# reductions, scans and index ops on UInt16/UInt32/UInt64 (and Bool argmax): values keep the unsigned dtype and
# wrap, indices keep MindSpore's index dtypes; Sort refuses the unsigned types
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.common.api import _pynative_executor


def _first_line(e):
    return next(ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-"))[:150]


def _sync():
    try:  # a failed launch must not reach the next op
        _pynative_executor.sync()
    except Exception:  # noqa: BLE001
        pass
from mindspore.ops import operations as P

A = np.array([[3, 250, 7, 0], [1, 2, 65535, 4]], dtype=np.int64)


def show(name, f):
    try:
        r = f()
        if isinstance(r, tuple):
            print(name, [(v.dtype, v.asnumpy().tolist()) for v in r])
        else:
            print(name, r.dtype, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        _sync()
        print(name, type(e).__name__, _first_line(e))


for dt in (np.uint16, np.uint32, np.uint64):
    x = Tensor(A.astype(dt))
    print("==", dt.__name__)
    for name, f in [
        ("sum", lambda: ops.sum(x)),
        ("sum0", lambda: ops.sum(x, 0)),
        ("meth.sum", lambda: x.sum()),
        ("ReduceSum", lambda: P.ReduceSum()(x, 0)),
        ("ReduceSum_keep", lambda: P.ReduceSum(keep_dims=True)(x, 1)),
        ("prod", lambda: ops.prod(x)),
        ("ReduceProd", lambda: P.ReduceProd()(x, 1)),
        ("amax", lambda: ops.amax(x, 1)),
        ("amin", lambda: ops.amin(x, 1)),
        ("ReduceMax", lambda: P.ReduceMax()(x, 1)),
        ("ReduceMin", lambda: P.ReduceMin()(x)),
        ("meth.max", lambda: x.max()),
        ("argmax", lambda: ops.argmax(x, 1)),
        ("argmin", lambda: ops.argmin(x, 1)),
        ("Argmax", lambda: P.Argmax()(x)),
        ("Argmin", lambda: P.Argmin()(x)),
        ("meth.argmax", lambda: x.argmax()),
        ("max", lambda: ops.max(x, 1)),
        ("min", lambda: ops.min(x, 1)),
        ("ArgMaxWithValue", lambda: P.ArgMaxWithValue(axis=1)(x)),
        ("cumsum", lambda: ops.cumsum(x, 1)),
        ("CumSum", lambda: P.CumSum()(x, 1)),
        ("CumSum_rev_excl", lambda: P.CumSum(exclusive=True, reverse=True)(x, 1)),
        ("CumProd", lambda: P.CumProd()(x, 1)),
        ("topk", lambda: ops.topk(x, 2)),
        ("TopK", lambda: P.TopK()(x, 2)),
        ("all", lambda: ops.all(x, 1)),
        ("any", lambda: ops.any(x)),
        ("mean", lambda: ops.mean(x)),
        ("sort", lambda: ops.sort(x)),
        ("argsort", lambda: ops.argsort(x)),
        ("clamp", lambda: ops.clamp(x, 1, 5)),
        ("cummax", lambda: ops.cummax(x, 1)),
        ("cummin", lambda: ops.cummin(x, 1)),
        ("aminmax", lambda: ops.aminmax(x, axis=1)),
        ("trace", lambda: ops.trace(x)),
        ("msort", lambda: ops.msort(x)),
        ("diff", lambda: ops.diff(x)),
    ]:
        show(name, f)
b = Tensor(np.array([[False, True, True], [False, False, True]]))
show("bool.argmax", lambda: ops.argmax(b, 1))
show("bool.meth.argmax", lambda: b.argmax())
show("bool.argmin", lambda: ops.argmin(b, 1))
show("bool.Argmax", lambda: P.Argmax()(b))
show("uint8.all", lambda: ops.all(Tensor(np.array([[1, 0], [3, 4]], np.uint8)), 1))
