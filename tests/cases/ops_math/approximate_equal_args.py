# ops.ApproximateEqual / ops.approximate_equal: a tolerance that is not a Python float (int, bool, str, None, numpy
# float) raises TypeError, checked before the inputs' dtypes; a rank of 8 or more raises RuntimeError on CPU.
import numpy as np

from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, list(r.shape), r.asnumpy().reshape(-1)[:6].tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0])


a = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
b = Tensor(np.array([[1.2, 2.0], [2.0, 4.5]], np.float32))
ib = Tensor(np.array([[1, 2], [2, 4]], np.int64))
for tol in ("str", 1, None, True, 0.5, 1.5, np.float32(0.5), np.float64(0.5)):
    try:
        prim = ops.ApproximateEqual(tol)
        print(type(tol).__name__, tol, "built")
    except Exception as e:  # noqa: BLE001
        print(type(tol).__name__, tol, "build raised", type(e).__name__, str(e).splitlines()[0])
        continue
    attempt(f"{type(tol).__name__} {tol} prim", lambda: prim(a, b))
    attempt(f"{type(tol).__name__} {tol} prim int operand", lambda: prim(Tensor(np.ones((2, 2), np.float16)), ib))
    attempt(f"{type(tol).__name__} {tol} functional", lambda: ops.approximate_equal(a, b, tol))
for rank in (7, 8, 9):
    x = Tensor(np.ones((2,) * rank, np.float32))
    attempt(f"rank {rank} prim", lambda: ops.ApproximateEqual(0.5)(x, x))
    attempt(f"rank {rank} functional", lambda: ops.approximate_equal(x, x, 0.5))
attempt("rank 8 f64", lambda: ops.approximate_equal(Tensor(np.ones((1,) * 8)), Tensor(np.ones((1,) * 8))))
