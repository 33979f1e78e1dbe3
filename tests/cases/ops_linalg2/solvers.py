# Lstsq, MatrixSolveLs, MatrixTriangularSolve, LuSolve / lu_solve and LuUnpack / lu_unpack as MindSpore 2.10 runs them
# on CPU: values, output dtypes, broadcasting of batches, the attributes, and the dtype / shape errors.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.common.api import _pynative_executor


def _plain(a):
    """Values as lists; complex ones as their real and imaginary parts (so that each compares as a number)."""
    return [a.real.tolist(), a.imag.tolist()] if np.iscomplexobj(a) else a.tolist()


def attempt(tag, fn):
    try:
        r = fn()
        rs = r if isinstance(r, tuple) else (r,)
        vals = [_plain(x.asnumpy()) for x in rs if x is not None]
        print(tag, [None if x is None else (str(x.dtype), x.shape) for x in rs])
        for v in vals:
            print("  ", v)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])
        try:
            _pynative_executor.sync()
        except Exception:  # noqa: BLE001
            pass


f32, f64 = ms.float32, ms.float64
A = np.array([[2, 1, 5], [3, 5, 1], [1, 1, 1]])
B = np.array([[10, 5], [15, 8], [7, 4]])
tall = np.array([[1, 2], [3, 4], [5, 7], [1, -1]])
rhs_t = np.array([[1.0], [2], [0.5], [3]])
for dt in (f32, f64):
    attempt(f"lstsq_{dt}", lambda dt=dt: ops.Lstsq()(Tensor(A, dt), Tensor(B, dt)))
    attempt(f"lstsq_tall_{dt}", lambda dt=dt: ops.Lstsq()(Tensor(tall, dt), Tensor(rhs_t, dt)))
    attempt(f"lstsq_wide_{dt}", lambda dt=dt: ops.Lstsq()(Tensor(tall.T, dt), Tensor(np.array([1.0, 2]), dt)))
attempt("lstsq_l2", lambda: ops.Lstsq(l2_regularizer=0.5)(Tensor(A, f32), Tensor(B, f32)))
attempt("lstsq_slow", lambda: ops.Lstsq(fast=False)(Tensor(A, f32), Tensor(B, f32)))
attempt("lstsq_f16", lambda: ops.Lstsq()(Tensor(A, ms.float16), Tensor(B, ms.float16)))
attempt("lstsq_int", lambda: ops.Lstsq()(Tensor(A, ms.int32), Tensor(B, ms.int32)))
attempt("lstsq_mixed", lambda: ops.Lstsq()(Tensor(A, f32), Tensor(B, f64)))
attempt("lstsq_rows", lambda: ops.Lstsq()(Tensor(A, f32), Tensor(tall, f32)))
attempt("lstsq_rank3", lambda: ops.Lstsq()(Tensor(np.ones((2, 3, 3)), f32), Tensor(np.ones((2, 3, 1)), f32)))

attempt("lstsq_l2_int", lambda: ops.Lstsq(l2_regularizer=1))

M = np.array([[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]])
R = np.array([[4], [2], [4], [2]])
for dt in (f32, f64):
    attempt(f"msls_{dt}", lambda dt=dt: ops.MatrixSolveLs()(Tensor(M, dt), Tensor(R, dt), Tensor(0.0, f64)))
    attempt(f"msls_l2_{dt}", lambda dt=dt: ops.MatrixSolveLs()(Tensor(M, dt), Tensor(R, dt), Tensor(0.3, f64)))
attempt("msls_tall", lambda: ops.MatrixSolveLs()(Tensor(tall, f64), Tensor(rhs_t, f64), Tensor(0.0, f64)))
attempt(
    "msls_wide", lambda: ops.MatrixSolveLs()(Tensor(tall.T, f64), Tensor(np.array([[1.0], [2]]), f64), Tensor(0.0, f64))
)
attempt(
    "msls_wide_l2",
    lambda: ops.MatrixSolveLs()(Tensor(tall.T, f64), Tensor(np.array([[1.0], [2]]), f64), Tensor(0.2, f64)),
)
attempt(
    "msls_batch",
    lambda: ops.MatrixSolveLs()(
        Tensor(np.stack([M, M + np.eye(4)]), f32), Tensor(np.stack([R, R]), f32), Tensor(0.0, f64)
    ),
)
attempt(
    "msls_complex",
    lambda: ops.MatrixSolveLs()(
        Tensor(M + 1j * np.eye(4), ms.complex64), Tensor(R + 0j, ms.complex64), Tensor(0.0, f64)
    ),
)
attempt("msls_slow", lambda: ops.MatrixSolveLs(fast=False)(Tensor(M, f32), Tensor(R, f32), Tensor(0.0, f64)))
attempt("msls_l2_f32", lambda: ops.MatrixSolveLs()(Tensor(M, f32), Tensor(R, f32), Tensor(0.0, f32)))
attempt("msls_int", lambda: ops.MatrixSolveLs()(Tensor(M, ms.int32), Tensor(R, ms.int32), Tensor(0.0, f64)))
attempt("msls_mixed", lambda: ops.MatrixSolveLs()(Tensor(M, f32), Tensor(R, f64), Tensor(0.0, f64)))
attempt("msls_rows", lambda: ops.MatrixSolveLs()(Tensor(M, f32), Tensor(R[:3], f32), Tensor(0.0, f64)))
attempt("msls_rank1", lambda: ops.MatrixSolveLs()(Tensor(M[0], f32), Tensor(R[0], f32), Tensor(0.0, f64)))
attempt("msls_fast_int", lambda: ops.MatrixSolveLs(fast=1))

rhs2 = np.array([[1, 0], [2, 2], [1, 5], [0, 3]])
for lower in (True, False):
    for adj in (False, True):
        for dt in (f32, f64):
            attempt(
                f"mts_{lower}_{adj}_{dt}",
                lambda lower=lower, adj=adj, dt=dt: ops.MatrixTriangularSolve(lower, adj)(
                    Tensor(M + M.T * 0.5, dt), Tensor(rhs2, dt)
                ),
            )
attempt("mts_batch", lambda: ops.MatrixTriangularSolve()(Tensor(np.stack([M, 2 * M]), f32), Tensor(rhs2, f32)))
attempt(
    "mts_complex",
    lambda: ops.MatrixTriangularSolve(adjoint=True)(
        Tensor(M + 1j * np.tril(M), ms.complex64), Tensor(rhs2 + 0j, ms.complex64)
    ),
)
attempt("mts_f16", lambda: ops.MatrixTriangularSolve()(Tensor(M, ms.float16), Tensor(rhs2, ms.float16)))
attempt("mts_int", lambda: ops.MatrixTriangularSolve()(Tensor(M, ms.int32), Tensor(rhs2, ms.int32)))
attempt("mts_mixed", lambda: ops.MatrixTriangularSolve()(Tensor(M, f32), Tensor(rhs2, f64)))
attempt("mts_rows", lambda: ops.MatrixTriangularSolve()(Tensor(M, f32), Tensor(rhs2[:3], f32)))
attempt("mts_square", lambda: ops.MatrixTriangularSolve()(Tensor(tall, f32), Tensor(rhs2, f32)))
attempt("mts_rank1", lambda: ops.MatrixTriangularSolve()(Tensor(M[0], f32), Tensor(rhs2[0], f32)))
attempt("mts_lower_int", lambda: ops.MatrixTriangularSolve(lower=1))

lu = np.array([[2, 1, 1], [0.5, 1, 1.5], [0.5, 0, 2.5]])
piv = np.array([2, 2, 3])
b = np.array([[1], [3], [3]])
for dt in (f32, f64):
    attempt(f"lu_solve_{dt}", lambda dt=dt: ops.lu_solve(Tensor(b, dt), Tensor(lu, dt), Tensor(piv, ms.int32)))
    attempt(f"LuSolve_{dt}", lambda dt=dt: ops.LuSolve()(Tensor(b, dt), Tensor(lu, dt), Tensor(piv, ms.int32)))
attempt(
    "lu_solve_cols",
    lambda: ops.lu_solve(
        Tensor(np.array([[1, 2], [3, 0], [3, 1]]), f32), Tensor(lu, f32), Tensor(np.array([1, 3, 3]), ms.int32)
    ),
)
attempt(
    "lu_solve_batch", lambda: ops.lu_solve(Tensor(np.stack([b, 2 * b]), f32), Tensor(lu, f32), Tensor(piv, ms.int32))
)
attempt("lu_solve_f16", lambda: ops.lu_solve(Tensor(b, ms.float16), Tensor(lu, ms.float16), Tensor(piv, ms.int32)))
attempt("lu_solve_int", lambda: ops.lu_solve(Tensor(b, ms.int32), Tensor(lu, ms.int32), Tensor(piv, ms.int32)))
attempt("lu_solve_mixed", lambda: ops.lu_solve(Tensor(b, f32), Tensor(lu, f64), Tensor(piv, ms.int32)))
attempt("lu_solve_piv64", lambda: ops.lu_solve(Tensor(b, f32), Tensor(lu, f32), Tensor(piv, ms.int64)))
attempt("lu_solve_pivlen", lambda: ops.lu_solve(Tensor(b, f32), Tensor(lu, f32), Tensor(piv[:2], ms.int32)))
attempt("lu_solve_square", lambda: ops.lu_solve(Tensor(b, f32), Tensor(lu[:2], f32), Tensor(piv, ms.int32)))
attempt("lu_solve_rows", lambda: ops.lu_solve(Tensor(b[:2], f32), Tensor(lu, f32), Tensor(piv, ms.int32)))

LU = np.array([[[-0.3806, -0.4872, 0.5536], [-0.1287, 0.6508, -0.2396], [0.2583, 0.5239, 0.6902]],
               [[0.6706, -1.1782, 0.4574], [-0.6401, -0.4779, 0.6701], [0.1015, -0.5363, 0.6165]]])  # fmt: skip
P = np.array([[1, 3, 3], [2, 3, 3]])
for dt in (f32, f64):
    attempt(f"lu_unpack_{dt}", lambda dt=dt: ops.lu_unpack(Tensor(LU, dt), Tensor(P, ms.int32)))
attempt("LuUnpack", lambda: ops.LuUnpack()(Tensor(LU, f32), Tensor(P, ms.int64)))
attempt("lu_unpack_data_only", lambda: ops.lu_unpack(Tensor(LU, f32), Tensor(P, ms.int32), unpack_pivots=False))
attempt("lu_unpack_piv_only", lambda: ops.lu_unpack(Tensor(LU, f32), Tensor(P, ms.int32), unpack_data=False))
attempt("lu_unpack_none", lambda: ops.lu_unpack(Tensor(LU, f32), Tensor(P, ms.int32), False, False))
wide = np.arange(1, 9, dtype=np.float64).reshape(2, 4)
attempt("lu_unpack_wide", lambda: ops.lu_unpack(Tensor(wide, f32), Tensor(np.array([2, 2]), ms.int32)))
attempt("lu_unpack_tall", lambda: ops.lu_unpack(Tensor(wide.T, f32), Tensor(np.array([3, 2]), ms.int32)))
attempt("lu_unpack_int", lambda: ops.lu_unpack(Tensor(LU[0], ms.int32), Tensor(P[0], ms.int32)))
attempt("lu_unpack_f16", lambda: ops.lu_unpack(Tensor(LU[0], ms.float16), Tensor(P[0], ms.int32)))
attempt("lu_unpack_int8", lambda: ops.lu_unpack(Tensor(LU[0], ms.int8), Tensor(P[0], ms.uint8)))
attempt("lu_unpack_piv_f32", lambda: ops.lu_unpack(Tensor(LU[0], f32), Tensor(P[0], f32)))
attempt("lu_unpack_badpiv", lambda: ops.lu_unpack(Tensor(LU[0], f32), Tensor(np.array([4, 1, 1]), ms.int32)))
attempt("lu_unpack_pivlen", lambda: ops.lu_unpack(Tensor(LU[0], f32), Tensor(P[0, :2], ms.int32)))
attempt("lu_unpack_rank1", lambda: ops.lu_unpack(Tensor(LU[0, 0], f32), Tensor(P[0], ms.int32)))
attempt("LuUnpack_attr", lambda: ops.LuUnpack(unpack_data=1))
