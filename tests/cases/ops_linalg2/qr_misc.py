# geqrf / orgqr / Orgqr, TridiagonalMatMul, adjoint, ConjugateTranspose, cond and MatrixLogarithm as MindSpore 2.10
# runs them on CPU: values, dtypes, batches, and the dtype / shape errors.
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
        vals = [_plain(x.asnumpy()) for x in rs]
        print(tag, [(str(x.dtype), x.shape) for x in rs])
        for v in vals:
            print("  ", v)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])
        try:
            _pynative_executor.sync()
        except Exception:  # noqa: BLE001
            pass


f32, f64 = ms.float32, ms.float64
q1 = np.array([[-2.0, -1.0], [1.0, 2.0]])
q2 = np.array([[3.0, 1, -2], [4, 0, 5], [0, 2, 1], [1, 1, 1]])
for dt in (f32, f64):
    attempt(f"geqrf_{dt}", lambda dt=dt: ops.geqrf(Tensor(q1, dt)))
    attempt(f"geqrf_tall_{dt}", lambda dt=dt: ops.geqrf(Tensor(q2, dt)))
    attempt(f"geqrf_wide_{dt}", lambda dt=dt: ops.geqrf(Tensor(q2.T, dt)))
attempt("geqrf_batch", lambda: ops.geqrf(Tensor(np.stack([q2, -q2 + 1]), f32)))
attempt("geqrf_complex", lambda: ops.geqrf(Tensor(q1 + 1j * q1.T, ms.complex64)))
attempt("geqrf_f16", lambda: ops.geqrf(Tensor(q1, ms.float16)))
attempt("geqrf_int", lambda: ops.geqrf(Tensor(q1, ms.int32)))
attempt("geqrf_rank1", lambda: ops.geqrf(Tensor(q1[0], f32)))
attempt("geqrf_zero_col", lambda: ops.geqrf(Tensor(np.array([[0.0, 1], [0, 2]]), f32)))
attempt("orgqr_roundtrip", lambda: ops.orgqr(*ops.geqrf(Tensor(q1, f32))))
attempt("orgqr_tall", lambda: ops.orgqr(*ops.geqrf(Tensor(q2, f64))))
x = np.array([[-114.6, 10.9, 1.1], [-0.304, 38.07, 69.38], [-0.45, -0.17, 62.0]])
tau = np.array([1.55, 1.94, 0.0])
for dt in (f32, f64):
    attempt(f"Orgqr_{dt}", lambda dt=dt: ops.Orgqr()(Tensor(x, dt), Tensor(tau, dt)))
attempt("orgqr_tau2", lambda: ops.orgqr(Tensor(x, f32), Tensor(tau[:2], f32)))
attempt("orgqr_tall_tau1", lambda: ops.orgqr(Tensor(q2, f32), Tensor(np.array([1.2]), f32)))
attempt("orgqr_batch", lambda: ops.orgqr(Tensor(np.stack([x, x / 10]), f32), Tensor(np.stack([tau, tau / 2]), f32)))
attempt("orgqr_complex", lambda: ops.orgqr(Tensor(x + 1j, ms.complex64), Tensor(tau + 0.5j, ms.complex64)))
attempt("orgqr_wide", lambda: ops.orgqr(Tensor(q2.T, f32), Tensor(tau, f32)))
attempt("orgqr_int", lambda: ops.orgqr(Tensor(x, ms.int32), Tensor(tau, ms.int32)))
attempt("orgqr_f16", lambda: ops.orgqr(Tensor(x, ms.float16), Tensor(tau, ms.float16)))
attempt("orgqr_mixed", lambda: ops.orgqr(Tensor(x, f32), Tensor(tau, f64)))
attempt("orgqr_rank1", lambda: ops.orgqr(Tensor(tau, f32), Tensor(tau, f32)))
attempt(
    "orgqr_batch_mismatch", lambda: ops.orgqr(Tensor(np.stack([x, x]), f32), Tensor(np.stack([tau, tau, tau]), f32))
)

sup = np.array([[1, 2, 3]])
main = np.array([[1, 2, 3]])
sub = np.array([[1, 2, 3]])
rhs = np.ones((3, 3))
tmm = ops.TridiagonalMatMul()
for dt in (f32, f64, ms.float16):
    attempt(f"tmm_{dt}", lambda dt=dt: tmm(Tensor(sup, dt), Tensor(main, dt), Tensor(sub, dt), Tensor(rhs, dt)))
r2 = np.arange(12.0).reshape(3, 4)
attempt(
    "tmm_vals",
    lambda: tmm(Tensor([[0.5, -1, 9]], f32), Tensor([[2.0, 3, 4]], f32), Tensor([[7.0, 1, -2]], f32), Tensor(r2, f32)),
)
attempt(
    "tmm_batch",
    lambda: tmm(
        Tensor(np.ones((2, 1, 3)), f32),
        Tensor(np.full((2, 1, 3), 2.0), f32),
        Tensor(np.ones((2, 1, 3)), f32),
        Tensor(np.stack([r2[:, :2], -r2[:, :2]]), f32),
    ),
)
attempt(
    "tmm_complex",
    lambda: tmm(
        Tensor(sup + 1j, ms.complex64),
        Tensor(main + 0j, ms.complex64),
        Tensor(sub - 1j, ms.complex64),
        Tensor(rhs + 0j, ms.complex64),
    ),
)
attempt(
    "tmm_int", lambda: tmm(Tensor(sup, ms.int32), Tensor(main, ms.int32), Tensor(sub, ms.int32), Tensor(rhs, ms.int32))
)
attempt("tmm_mixed", lambda: tmm(Tensor(sup, f32), Tensor(main, f64), Tensor(sub, f32), Tensor(rhs, f32)))
attempt("tmm_len", lambda: tmm(Tensor([[1.0, 2]], f32), Tensor(main, f32), Tensor(sub, f32), Tensor(rhs, f32)))
attempt("tmm_rows", lambda: tmm(Tensor(sup, f32), Tensor(main, f32), Tensor(sub, f32), Tensor(np.ones((4, 3)), f32)))
attempt("tmm_diag_rank", lambda: tmm(Tensor(sup[0], f32), Tensor(main[0], f32), Tensor(sub[0], f32), Tensor(rhs, f32)))
attempt(
    "tmm_diag_rows",
    lambda: tmm(
        Tensor(np.ones((2, 3)), f32), Tensor(np.ones((2, 3)), f32), Tensor(np.ones((2, 3)), f32), Tensor(rhs, f32)
    ),
)

c = np.array([[0 + 0j, 1 + 1j], [2 + 2j, 3 + 3j]])
attempt("adjoint_c128", lambda: ops.adjoint(Tensor(c, ms.complex128)))
attempt("adjoint_c64_batch", lambda: ops.adjoint(Tensor(np.stack([c, 2j * c]), ms.complex64)))
attempt("adjoint_f32", lambda: ops.adjoint(Tensor(q2, f32)))
attempt("adjoint_int", lambda: ops.adjoint(Tensor(np.arange(6).reshape(2, 3), ms.int32)))
attempt("adjoint_rank1", lambda: ops.adjoint(Tensor(np.arange(3.0), f32)))
ct = ops.ConjugateTranspose()
attempt("ct_c64", lambda: ct(Tensor(np.array([[1 + 1j, 2 + 2j], [3 + 3j, 4 + 4j]]), ms.complex64), (1, 0)))
attempt("ct_3d", lambda: ct(Tensor(np.arange(24).reshape(2, 3, 4) * (1 - 1j), ms.complex128), (2, 0, 1)))
attempt("ct_f32", lambda: ct(Tensor(np.arange(6.0).reshape(2, 3), f32), (1, 0)))
attempt("ct_int8", lambda: ct(Tensor(np.arange(6).reshape(2, 3), ms.int8), (1, 0)))
attempt("ct_bool", lambda: ct(Tensor(np.eye(2, 3) > 0), (1, 0)))
attempt("ct_neg_perm", lambda: ct(Tensor(np.arange(6.0).reshape(2, 3), f32), (-1, 0)))
attempt("ct_bad_perm", lambda: ct(Tensor(np.arange(6.0).reshape(2, 3), f32), (0, 0)))
attempt("ct_len_perm", lambda: ct(Tensor(np.arange(6.0).reshape(2, 3), f32), (1, 0, 2)))
attempt("ct_range_perm", lambda: ct(Tensor(np.arange(6.0).reshape(2, 3), f32), (1, 2)))
attempt("ct_list_perm", lambda: ct(Tensor(np.arange(6.0).reshape(2, 3), f32), [1, 0]))

A = np.array([[1.0, 0.0, -1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 1.0]])
B = np.array([[4.0, 1, 0.5], [2, 3, 1], [0, 1, 2]])
for p in (None, "fro", "nuc", float("inf"), float("-inf"), 1, -1, 2, -2):
    attempt(f"cond_{p}", lambda p=p: ops.cond(Tensor(B, f32), p))
attempt("cond_A", lambda: ops.cond(Tensor(A, f32)))
attempt("cond_f64", lambda: ops.cond(Tensor(B, f64), "fro"))
attempt("cond_batch", lambda: ops.cond(Tensor(np.stack([A, B]), f32)))
attempt("cond_batch_fro", lambda: ops.cond(Tensor(np.stack([A, B, A + B]).reshape(3, 1, 3, 3), f64), "fro"))
attempt("cond_p3", lambda: ops.cond(Tensor(B, f32), 3))
attempt("cond_rank1", lambda: ops.cond(Tensor(B[0], f32)))
attempt("cond_nonsquare", lambda: ops.cond(Tensor(q2, f32)))
attempt("cond_int", lambda: ops.cond(Tensor(B.astype(np.int32))))

ml = ops.MatrixLogarithm()
attempt("mlog_c64", lambda: ml(Tensor(np.array([[1 + 2j, 2 + 1j], [4 + 1j, 5 + 2j]]), ms.complex64)))
attempt("mlog_c128", lambda: ml(Tensor(np.array([[2 + 0j, 1], [0, 3]]), ms.complex128)))
attempt("mlog_batch", lambda: ml(Tensor(np.stack([np.eye(3) * 2, B]) + 0j, ms.complex64)))
attempt("mlog_f32", lambda: ml(Tensor(B, f32)))
attempt("mlog_rank1", lambda: ml(Tensor(np.array([1 + 1j, 2]), ms.complex64)))
attempt("mlog_nonsquare", lambda: ml(Tensor(q2 + 0j, ms.complex64)))
