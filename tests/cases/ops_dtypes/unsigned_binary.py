# UInt16/UInt32/UInt64 element-wise binary ops wrap around in their own width; comparisons and minimum/maximum
# keep the unsigned order (UInt64 values above 2**63 too); refused dtypes raise MindSpore's TypeError
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

A = np.array([3, 250, 7, 0, 65535, 1], dtype=np.int64)
B = np.array([5, 10, 2, 1, 2, 65535], dtype=np.int64)
BIG = np.array([2**63 + 5, 1, 2**64 - 1, 2**62], dtype=np.uint64)
BIG2 = np.array([1, 2**63 + 7, 2**63, 2**62], dtype=np.uint64)


def show(name, f):
    try:
        r = f()
        print(name, r.dtype, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        _sync()
        print(name, type(e).__name__, _first_line(e))


for dt in (np.uint16, np.uint32, np.uint64):
    x, y = Tensor(A.astype(dt)), Tensor(B.astype(dt))
    print("==", dt.__name__)
    for name, f in [
        ("add", lambda: ops.add(x, y)),
        ("Add", lambda: P.Add()(x, y)),
        ("op+", lambda: x + y),
        ("op-", lambda: x - y),
        ("meth.sub", lambda: x.sub(y)),
        ("sub", lambda: ops.sub(x, y)),
        ("mul", lambda: ops.mul(x, y)),
        ("op*3", lambda: x * 3),
        ("floor_div", lambda: ops.floor_div(x, y)),
        ("op//", lambda: x // y),
        ("RealDiv", lambda: P.RealDiv()(x, y)),
        ("truncate_div", lambda: ops.truncate_div(x, y)),
        ("div", lambda: ops.div(x, y)),
        ("floor_mod", lambda: ops.floor_mod(x, y)),
        ("op%", lambda: x % y),
        ("remainder", lambda: ops.remainder(x, y)),
        ("meth.remainder", lambda: x.remainder(y)),
        ("minimum", lambda: ops.minimum(x, y)),
        ("Minimum", lambda: P.Minimum()(x, y)),
        ("maximum", lambda: ops.maximum(x, y)),
        ("equal", lambda: ops.equal(x, y)),
        ("less", lambda: ops.less(x, y)),
        ("le", lambda: ops.less_equal(x, y)),
        ("greater", lambda: ops.greater(x, y)),
        ("GreaterEqual", lambda: P.GreaterEqual()(x, y)),
        ("op>=", lambda: x >= y),
        ("op<", lambda: x < y),
        ("logical_and", lambda: ops.logical_and(x, y)),
        ("logical_or", lambda: ops.logical_or(x, y)),
        ("logical_xor", lambda: ops.logical_xor(x, y)),
        ("bitwise_and", lambda: ops.bitwise_and(x, y)),
        ("bitwise_xor", lambda: ops.bitwise_xor(x, y)),
        ("meth.add", lambda: x.add(y)),
        ("meth.ge", lambda: x.ge(y)),
    ]:
        show(name, f)

u, v = Tensor(BIG), Tensor(BIG2)
for name, f in [
    ("big.minimum", lambda: ops.minimum(u, v)),
    ("big.maximum", lambda: ops.maximum(u, v)),
    ("big.less", lambda: ops.less(u, v)),
    ("big.ge", lambda: u >= v),
    ("big.greater", lambda: ops.greater(u, v)),
    ("big.add", lambda: u + v),
    ("big.op-", lambda: u - v),
    ("big.mul", lambda: ops.mul(u, v)),
    ("big.amax", lambda: ops.amax(u)),
    ("big.argmin", lambda: ops.argmin(u)),
]:
    show(name, f)
