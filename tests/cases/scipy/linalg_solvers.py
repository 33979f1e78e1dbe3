# mindspore.scipy.linalg's solvers and factorizations besides eigh: solve_triangular (trans N/T/C, lower/upper,
# unit diagonal, batches, the integer and Float16 dtype rules), block_diag, inv, cholesky, cho_factor, cho_solve,
# each with MindSpore's argument errors.
import numpy as np
import mindspore as ms
from mindspore.scipy.linalg import block_diag, solve_triangular
from mindspore.scipy.linalg import inv, cholesky, cho_factor, cho_solve

spd = np.array([[4, 2, 0.4], [2, 5, 1], [0.4, 1, 3]])
a64 = ms.Tensor(spd)
a32 = ms.Tensor(spd.astype(np.float32))
ai = ms.Tensor(np.array([[4, 2], [2, 5]], np.int32))
b = ms.Tensor(np.array([[1.0, 2], [3, 4], [5, 6]]))
b1 = ms.Tensor(np.array([1.0, 2, 3]))
for tag, fn in (
    ("inv64", lambda: inv(a64)),
    ("inv32", lambda: inv(a32)),
    ("invint", lambda: inv(ai)),
    ("chol", lambda: cholesky(a64)),
    ("chol upper", lambda: cholesky(a32, lower=False)),
    ("chol int", lambda: cholesky(ai, lower=True)),
    ("chof", lambda: cho_factor(a64)),
    ("chof lower", lambda: cho_factor(a32, lower=True)),
    ("chos", lambda: cho_solve(cho_factor(a64), b)),
    ("chos lower 1d", lambda: cho_solve(cho_factor(a64, lower=True), b1)),
):
    r = fn()
    rs = r if isinstance(r, tuple) else (r,)
    print(tag, [(x.dtype, x.shape, np.round(x.asnumpy(), 5).tolist()) if isinstance(x, ms.Tensor) else x for x in rs])
for tag, fn in (
    ("inv np", lambda: inv(spd)),
    ("inv 2x3", lambda: inv(ms.Tensor(np.ones((2, 3))))),
    ("inv 3d", lambda: inv(ms.Tensor(np.ones((2, 2, 2))))),
    ("inv f16", lambda: inv(ms.Tensor(np.ones((2, 2), np.float16)))),
    ("inv c64", lambda: inv(ms.Tensor(np.ones((2, 2), np.complex64)))),
    ("inv ow", lambda: inv(a64, overwrite_a=1)),
    ("inv cf", lambda: inv(a64, check_finite=None)),
    ("chol lower", lambda: cholesky(a64, lower=1)),
    ("chol f16", lambda: cholesky(ms.Tensor(np.ones((2, 2), np.float16)))),
    ("chol 2x3", lambda: cholesky(ms.Tensor(np.ones((2, 3))))),
    ("chof np", lambda: cho_factor(spd)),
    ("chos c np", lambda: cho_solve((spd, False), b)),
    ("chos b np", lambda: cho_solve((a64, False), np.ones(3))),
    ("chos b f16", lambda: cho_solve((a64, False), ms.Tensor(np.ones(3, np.float16)))),
    ("chos c f16", lambda: cho_solve((ms.Tensor(np.ones((2, 2), np.float16)), False), b)),
    ("chos b 3d", lambda: cho_solve((a64, False), ms.Tensor(np.ones((3, 3, 1))))),
    ("chos b rows", lambda: cho_solve((a64, False), ms.Tensor(np.ones((2, 1))))),
    ("chos b rows1d", lambda: cho_solve((a64, False), ms.Tensor(np.ones(2)))),
    ("chos lower", lambda: cho_solve((a64, 1), b)),
    ("chos ow", lambda: cho_solve((a64, True), b, overwrite_b=0)),
    ("chos mix", lambda: cho_solve((a64, True), ms.Tensor(np.ones(3, np.float32)))),
    ("chos int", lambda: cho_solve(cho_factor(ai), ms.Tensor(np.array([1, 2], np.int32)))),
    ("chos int2", lambda: cho_solve((ai, True), ms.Tensor(np.array([1, 2], np.int32)))),
    ("chos c 2x3", lambda: cho_solve((ms.Tensor(np.ones((2, 3))), True), b)),
):
    try:
        r = fn()
        print(tag, "ok", r.dtype if isinstance(r, ms.Tensor) else type(r).__name__)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])
A = np.array([[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]])
a = ms.Tensor(A.astype(np.float32))
b = ms.Tensor(np.array([3, 1, 3, 4], np.float32))
a64 = ms.Tensor(A.astype(np.float64) + np.triu(np.ones((4, 4)), 1) * 5)
B2 = ms.Tensor(np.arange(8.0).reshape(4, 2))


def show(tag, r):
    print(tag, r.dtype, r.shape, np.round(r.asnumpy(), 4).tolist())


for tag, fn in (
    ("N", lambda: solve_triangular(a, b, lower=True)),
    ("T", lambda: solve_triangular(a, b, trans="T", lower=True)),
    ("1", lambda: solve_triangular(a, b, trans=1, lower=True)),
    ("C", lambda: solve_triangular(a, b, trans="C", lower=True)),
    ("upper", lambda: solve_triangular(a64, B2)),
    ("upper T", lambda: solve_triangular(a64, B2, trans=1)),
    ("unit", lambda: solve_triangular(a, b, lower=True, unit_diagonal=True)),
    (
        "batch",
        lambda: solve_triangular(
            ms.Tensor(np.stack([A, A * 2]).astype(np.float32)), ms.Tensor(np.ones((2, 4), np.float32)), lower=True
        ),
    ),
    (
        "bd",
        lambda: block_diag(
            ms.Tensor(np.ones((2, 2), np.float32)),
            ms.Tensor(np.array([5.0, 6], np.float32)),
            ms.Tensor(np.array(7.0, np.float32)),
        ),
    ),
    ("bd int", lambda: block_diag(ms.Tensor(np.array([[1, 2]], np.int32)), ms.Tensor(np.array([[3], [4]], np.int32)))),
    ("bd empty", lambda: block_diag()),
):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])
for tag, fn in (
    ("bad trans", lambda: solve_triangular(a, b, trans="X")),
    ("trans 3", lambda: solve_triangular(a, b, trans=3)),
    ("a 1d", lambda: solve_triangular(b, b)),
    ("a 2x3", lambda: solve_triangular(ms.Tensor(np.ones((2, 3), np.float32)), b)),
    ("mix", lambda: solve_triangular(a, ms.Tensor(np.ones(4)))),
    ("rows", lambda: solve_triangular(a, ms.Tensor(np.ones(3, np.float32)))),
    ("int", lambda: solve_triangular(ms.Tensor(A.astype(np.int32)), ms.Tensor(np.ones(4, np.int32)))),
    ("f16", lambda: solve_triangular(ms.Tensor(A.astype(np.float16)), ms.Tensor(np.ones(4, np.float16)))),
    ("np", lambda: solve_triangular(A, np.ones(4))),
    ("lower int", lambda: solve_triangular(a, b, lower=1)),
    ("bd 3d", lambda: block_diag(ms.Tensor(np.ones((1, 1, 1), np.float32)))),
    ("bd mix", lambda: block_diag(ms.Tensor(np.ones((1, 1), np.float32)), ms.Tensor(np.ones((1, 1), np.float64)))),
):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])
