# MatMul / ops.matmul / BatchMatMul / ops.bmm per dtype: MatMul's CPU kernel refuses Bool and UInt16/32/64,
# BatchMatMul (and ops.matmul on batched operands) computes the unsigned types and refuses Bool
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

x = np.array([[3, 250, 7, 0], [1, 2, 9, 4]], dtype=np.int64)
y = np.array([[5, 10, 2, 1], [1, 3, 4, 2]], dtype=np.int64)
for dt in (ms.bool_, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.uint16, ms.uint32, ms.uint64, ms.float16,
           ms.float32, ms.float64, ms.complex64, ms.complex128):
    a = Tensor(x).astype(dt)
    b = Tensor(y).astype(dt)
    for name, f in [
        ("MatMul", lambda: P.MatMul(transpose_b=True)(a, b)),
        ("matmul2d", lambda: ops.matmul(a, b.T)),
        ("matmul3d", lambda: ops.matmul(a.reshape(1, 2, 4), b.T)),
        ("BatchMatMul", lambda: P.BatchMatMul(transpose_b=True)(a.reshape(1, 2, 4), b.reshape(1, 2, 4))),
        ("bmm", lambda: ops.bmm(a.reshape(1, 2, 4), b.reshape(1, 4, 2))),
        ("mm", lambda: ops.mm(a, b.T)),
        ("inner", lambda: ops.inner(a, b)),
    ]:
        try:
            r = f()
            print(dt, name, r.dtype, r.asnumpy().tolist())
        except Exception as e:  # noqa: BLE001
            _sync()
            print(dt, name, type(e).__name__, str(e).splitlines()[0][:100])
for dt in (ms.uint16, ms.uint32, ms.uint64, ms.float16):
    print(dt, "addn", ops.addn([Tensor(x).astype(dt), Tensor(y).astype(dt), Tensor(y).astype(dt)]))
