# unary ops on UInt16/UInt32/UInt64: neg and invert wrap around; abs and sign refuse them like MindSpore's CPU
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
        print(name, r.dtype, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        _sync()
        print(name, type(e).__name__, _first_line(e))


for dt in (np.uint8, np.uint16, np.uint32, np.uint64):
    x = Tensor(A.astype(dt))
    print("==", dt.__name__)
    for name, f in [
        ("neg", lambda: ops.neg(x)),
        ("Neg", lambda: P.Neg()(x)),
        ("op-", lambda: -x),
        ("meth.neg", lambda: x.neg()),
        ("invert", lambda: ops.invert(x)),
        ("Invert", lambda: P.Invert()(x)),
        ("square", lambda: ops.square(x)),
        ("Square", lambda: P.Square()(x)),
        ("logical_not", lambda: ops.logical_not(x)),
        ("abs", lambda: ops.abs(x)),
        ("meth.abs", lambda: x.abs()),
        ("sign", lambda: ops.sign(x)),
        ("sqrt", lambda: ops.sqrt(x)),
    ]:
        show(name, f)
b = Tensor(np.array([True, False, True]))
show("bool.Square", lambda: P.Square()(b))
show("bool.pow", lambda: ops.pow(b, b))
c = Tensor(np.array([3 + 4j, -1 + 0j], dtype=np.complex64))
show("complex.abs", lambda: ops.abs(c))
show("complex.sign", lambda: ops.sign(c))
